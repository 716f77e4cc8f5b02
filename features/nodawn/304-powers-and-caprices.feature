Feature: Powers and Caprices
  No Dawn has two instants. A Power is hoarded might: cast from hand at any priority while its
  Master stands on the battlefield, or Set in advance — paid in full, face down in the Master's
  one Power slot — and Fired later at any priority window, on any turn, Master or none; the Fire
  rides the stack and can be countered. A Caprice is whim: cast from hand whenever its caster has
  priority, needing no Master, and it is the type that counters. Both are spent to the Spoils as
  they resolve and never stand on the battlefield (304).

  Background:
    Given a No Dawn duel between Alice and Bob
    And each player's lineage Haven is "Test Haven"

  @id:nodawn-power-set-in-slot @contested @rule:304.3 @rule:116.2c @rule:505.5b @rule:701.23a @rule:408.4
  Scenario: Setting a Power pays its full cost now and lays it face down in the Power slot, off the stack
    Setting a Power uses no stack by 116.1, 116.2c and 701.23a, but 405.6 lists the set Power
    among the announcements that ride it. Reading adopted: no stack (docs/contested.md,
    nodawn-set-power-stack).

    Given Alice has "Test Power Bolt 2" in hand
    And Alice's pool holds 2 generic Vitae
    When Alice sets "Test Power Bolt 2" in the Power slot
    Then Alice's Power slot holds "Test Power Bolt 2"
    And the stack is empty
    And Alice's hand is empty
    And Alice's pool holds no Vitae

  @id:nodawn-power-slot-holds-one @rule:304.3 @rule:116.2c
  Scenario: The Master has one Power slot: a second Power cannot be Set while it is full
    Given Alice has set "Test Night Power" in the Power slot
    And Alice has "Test Power Bolt 2" in hand
    And Alice's pool holds 2 generic Vitae
    Then Alice cannot set "Test Power Bolt 2" in the Power slot

  @id:nodawn-power-set-binding @rule:304.3 @rule:204.2
  Scenario: The Power's binding gates the Set: a day-bound Power is not Set at Night
    Given Alice has "Test Dawn Power" in hand
    Then Alice cannot set "Test Dawn Power" in the Power slot

  @id:nodawn-power-set-own-main-phase @rule:304.3 @rule:505.5
  Scenario: A Power is Set only in a main phase of its owner's own turn
    Given Bob has "Test Night Power" in hand
    When Alice passes
    Then Bob cannot set "Test Night Power" in the Power slot

  @id:nodawn-power-not-set-while-master-shelters @rule:304.5 @rule:311.7 @rule:304.6
  Scenario: A Power cannot be Set while its Master shelters through the Day
    Given the world cycle stands at Day 2, The Assault
    And Alice has "Test Dawn Power" in hand
    Then Alice cannot set "Test Dawn Power" in the Power slot

  @id:nodawn-set-power-fired-off-turn @rule:304.4 @rule:405.6b @rule:408.4b @rule:701.23b @rule:112.5
  Scenario: A set Power is Fired at any priority window: the slot frees, the Fire rides the stack, no cost is paid
    Given Bob has set "Test Power Bolt 2" in the Power slot
    When Alice passes
    And Bob fires "Test Power Bolt 2" targeting Alice
    Then the stack holds "Test Power Bolt 2"
    And Bob has no Power set
    When Bob and Alice pass in turn
    Then Alice has 18 Vitae
    And Bob has "Test Power Bolt 2" in his Spoils
    And Bob has 20 Vitae and 0 Corruption

  @id:nodawn-fired-power-countered @rule:304.4 @rule:304.8b @rule:405.6b @rule:405.6c
  Scenario: A Fire countered by a Caprice sends the Power to the Spoils; the slot is not re-set
    Given Bob has set "Test Power Bolt 2" in the Power slot
    And Alice has "Test Negation" in hand
    When Alice passes
    And Bob fires "Test Power Bolt 2" targeting Alice
    And Bob passes
    And Alice casts "Test Negation" targeting Bob's "Test Power Bolt 2"
    And Alice and Bob pass in turn
    Then Alice has 20 Vitae
    And Bob has "Test Power Bolt 2" in his Spoils
    And Bob has no Power set
    And the stack is empty

  @id:nodawn-fire-needs-no-master @rule:304.4 @rule:304.6
  Scenario: The Fire needs no Master on the battlefield: a set Power fires by Day
    Given the world cycle stands at Day 2, The Assault
    And Bob has set "Test Power Bolt 2" in the Power slot
    And Alice controls "Lauds Cantor"
    When Alice passes
    And Bob fires "Test Power Bolt 2" targeting Alice's "Lauds Cantor"
    And Bob and Alice pass in turn
    Then Alice's "Lauds Cantor" has 2 damage

  @id:nodawn-fire-needs-the-power-set @rule:304.4
  Scenario: Only a Power set in one's own slot can be Fired
    Given Alice has "Test Power Bolt 2" in hand
    Then Alice cannot fire "Test Power Bolt 2" targeting Bob

  @id:nodawn-power-cast-from-hand-any-priority @rule:304.2 @rule:117.1a
  Scenario: A Power is cast from hand whenever its caster has priority, in an opponent's turn too
    Given Bob has "Test Power Bolt 2" in hand
    And Bob's pool holds 2 generic Vitae
    When Alice passes
    And Bob casts "Test Power Bolt 2" targeting Alice
    And Bob and Alice pass in turn
    Then Alice has 18 Vitae

  @id:nodawn-power-cast-through-a-mage @rule:304.5 @rule:308.3a
  Scenario: A Power castable while you control a Mage is cast by Day through one in the open
    Given the world cycle stands at Day 2, The Assault
    And Alice controls "Test Day Mage"
    And Alice has "Test Mage Power" in hand
    And Alice's Domain holds 2 copies of "Test Filler"
    When Alice casts "Test Mage Power"
    And Alice and Bob pass in turn
    Then Alice's hand is "Test Filler"

  @id:nodawn-mage-power-without-mage @rule:304.5 @rule:308.3a
  Scenario: Without a Mage in the open, that Power waits for the Master like any other
    Given the world cycle stands at Day 2, The Assault
    And Alice has "Test Mage Power" in hand
    Then Alice cannot cast "Test Mage Power"

  @id:nodawn-preparation-day-play @example @rule:304.6 @rule:304.4 @rule:304.5 @rule:304.8c
  Scenario: Day breaks on The Preparation: the sheltered Master fires the Power it Set; the rival casts through a Mage
    304.6's example: the Orionite's Master is sheltered on The Preparation and so casts no Powers
    from hand, yet it Fires a Power it had Set two nights earlier; its rival casts a card castable
    while it controls a Mage through a Mage standing in the open. The example's card is
    Sacramental Fire and its Mage the Lauds Cantor, whose cost and Class the rulebook gives
    differently elsewhere (docs/contested.md, nodawn-sacramental-fire-cost,
    nodawn-lauds-cantor-class): the kit's Test Mage Power and Test Day Mage stand in for them.

    Given the world cycle stands at Day 1, The Preparation
    And Alice has set "Test Power Bolt 2" in the Power slot
    And Alice has "Test Night Power" in hand
    And Bob controls "Test Day Mage" and "Test Wretch"
    And Bob has "Test Mage Power" in hand
    And Bob's Domain holds 2 copies of "Test Filler"
    Then Alice cannot cast "Test Night Power"
    When Alice fires "Test Power Bolt 2" targeting Bob's "Test Wretch"
    And Alice and Bob pass in turn
    Then Bob no longer controls "Test Wretch"
    And Alice has no Power set
    When Alice passes
    And Bob casts "Test Mage Power"
    And Bob and Alice pass in turn
    Then Bob's hand is "Test Filler"

  @id:nodawn-stack-unwinds-fire-and-caprice @example @rule:304.8 @rule:304.8a @rule:304.8b @rule:117.6
  Scenario: The Liamite swells its attacker, the defender fires a set Power, and a Caprice counters the Fire
    304.8's example: the attacker casts a card raising the assassin's Attack; the defender answers
    by firing a set Power; the attacker answers that with the Caprice Not Tonight, "Counter target
    Caprice or Fired Power"; the stack unwinds last in, first out. The swelling card is Slip the
    Knife, whose type and text the rulebook gives three ways (docs/contested.md,
    nodawn-slip-the-knife-type): the kit's Test Knife Swell stands in for it.

    Given Alice controls "Test Wretch"
    And Bob has set "Test Power Bolt 2" in the Power slot
    And Alice has "Test Knife Swell" and "Not Tonight" in hand
    And it is Alice's declare attackers step of turn 2
    When Alice attacks Bob with "Test Wretch"
    And Alice casts "Test Knife Swell" targeting Alice's "Test Wretch"
    And Alice passes
    And Bob fires "Test Power Bolt 2" targeting Alice's "Test Wretch"
    And Bob passes
    And Alice casts "Not Tonight" targeting Bob's "Test Power Bolt 2"
    Then the stack holds "Test Knife Swell", "Test Power Bolt 2" and "Not Tonight"
    When Alice and Bob pass in turn
    Then the stack holds "Test Knife Swell"
    And Bob has "Test Power Bolt 2" in his Spoils
    When Alice and Bob pass in turn
    Then Alice's "Test Wretch" has 3 Attack
    And Alice's "Test Wretch" has 0 damage
    When the game advances to Alice's end of combat step
    Then Bob has 17 Vitae

  @id:nodawn-not-tonight-spares-entities @rule:304.8b @rule:115.2
  Scenario: A counter that names Caprices and Fired Powers offers neither another kind of spell nor an ability
    Given Bob has "Test Wolf Call" and "Gilded Emissary" in hand
    And Alice has "Not Tonight" in hand
    And Bob's pool holds 3 generic Vitae
    And it is Bob's first main phase of turn 1
    When Bob casts "Gilded Emissary"
    And Bob passes
    Then Alice cannot cast "Not Tonight" targeting Bob's "Gilded Emissary"

  @id:nodawn-caprice-in-response @rule:304.8 @rule:304.8a @rule:117.6
  Scenario: A Caprice is cast in response, on another's turn, and resolves first
    Given Alice has "Test Bolt 2" in hand
    And Bob has "Test Bolt 1" in hand
    And Alice controls "Test Brute 4/4"
    When Alice casts "Test Bolt 2" targeting Bob
    And Alice passes
    And Bob casts "Test Bolt 1" targeting Alice's "Test Brute 4/4"
    Then the stack holds "Test Bolt 2" and "Test Bolt 1"
    When Bob and Alice pass in turn
    Then Alice's "Test Brute 4/4" has 1 damage
    And Bob has 20 Vitae
    And the stack holds "Test Bolt 2"

  @id:nodawn-instants-go-to-spoils @rule:304.1 @rule:304.9 @rule:112.4 @rule:110.4
  Scenario: A Power and a Caprice are spent to the Spoils as they resolve, never onto the battlefield
    Given Alice has "Test Power Bolt 2" and "Test Bolt 2" in hand
    And Alice's pool holds 2 generic Vitae
    When Alice casts "Test Power Bolt 2" targeting Bob
    And Alice and Bob pass in turn
    And Alice casts "Test Bolt 2" targeting Bob
    And Alice and Bob pass in turn
    Then Alice's Spoils is "Test Power Bolt 2" and "Test Bolt 2"
    And Alice's battlefield is "Test Haven"
    And Bob has 16 Vitae

  @id:nodawn-caprice-cannot-be-set @rule:304.8
  Scenario: A Caprice cannot be Set: the Power slot does not hold Caprices
    Given Alice has "Test Bolt 2" in hand
    Then Alice cannot set "Test Bolt 2" in the Power slot

  @id:nodawn-power-set-needs-priority @rule:116.2c @rule:117.3b
  Scenario: Alice has passed in her own main phase: while Bob holds priority she cannot Set her Power
    Given Alice has "Test Night Power" in hand
    And Alice's pool holds 3 generic Vitae
    When Alice passes
    Then Bob holds priority
    And Alice cannot set "Test Night Power" in the Power slot

  @id:nodawn-power-set-needs-priority-bob @rule:116.2c @rule:117.3b
  Scenario: Bob has passed in his own main phase: while Alice holds priority he cannot Set his Power
    Given it is Bob's first main phase of turn 1
    And Bob has "Test Night Power" in hand
    And Bob's pool holds 3 generic Vitae
    When Bob passes
    Then Alice holds priority
    And Bob cannot set "Test Night Power" in the Power slot

  @id:nodawn-not-tonight-counters-a-caprice @rule:304.8b @rule:115.2
  Scenario: "Counter target Caprice or fired Power" answers a Caprice spell: Bob's Bolt is countered and deals nothing
    Given Bob has "Test Bolt 2" in hand
    And Alice has "Not Tonight" in hand
    And it is Bob's first main phase of turn 1
    When Bob casts "Test Bolt 2" targeting Alice
    And Bob passes
    And Alice casts "Not Tonight" targeting Bob's "Test Bolt 2"
    And Alice and Bob pass in turn
    Then the stack is empty
    And Bob has "Test Bolt 2" in his Spoils
    And Alice has 20 Vitae

Feature: The world cycle and binding
  The world is always Night or Day, from Night 1, The Hunt, through three Night rounds and three
  Day rounds, forever; it changes only at round boundaries. The round's type restricts nothing
  by itself: binding does. A bound card sleeps through the wrong half — it cannot be cast, its
  abilities cannot be activated and it cannot attack — but its statics still apply, its triggers
  still trigger, and it can still be targeted and block. Dusk and Dawn rites trigger only on the
  flip itself. A Master that names no Waning wanes by Day and sleeps; a Master's card may spare
  it the sun (731).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 8 copies of "Test Filler"
    And Bob's Domain holds 8 copies of "Test Filler"

  # -- the cycle ----------------------------------------------------------------------------------

  @id:nodawn-731-game-begins-at-the-hunt @rule:731.1
  Scenario: The game begins on Night 1, The Hunt
    Then the world cycle stands at Night 1, The Hunt

  @id:nodawn-731-six-rounds-in-order @rule:731.1 @rule:731.2
  Scenario: The rounds follow in their order, three of Night and three of Day, and begin again
    Given each player's lineage Haven is "Test Haven"
    And it is Bob's end step of turn 1
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 2, The Arise
    When the game advances to Bob's upkeep
    And the game advances to Alice's upkeep
    Then the world cycle stands at Night 3, The Vanish
    When the game advances to Bob's end step
    Then the world cycle stands at Night 3, The Vanish
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 1, The Preparation
    When the game advances to Bob's upkeep
    And the game advances to Alice's upkeep
    Then the world cycle stands at Day 2, The Assault
    When the game advances to Bob's upkeep
    And the game advances to Alice's upkeep
    Then the world cycle stands at Day 3, The Retrieve
    When the game advances to Bob's upkeep
    And the game advances to Alice's upkeep
    Then the world cycle stands at Night 1, The Hunt

  @id:nodawn-731-no-spell-flips-the-world @rule:731.2
  Scenario: However many spells are cast in a turn, the world keeps its round
    Given the world cycle stands at Night 3, The Vanish
    And Alice has "Test Bolt 1", "Test Bolt 2" and "Test Bolt 3" in hand
    When Alice casts "Test Bolt 1" targeting Bob
    And Alice and Bob pass in turn
    And Alice casts "Test Bolt 2" targeting Bob
    And Alice and Bob pass in turn
    And Alice casts "Test Bolt 3" targeting Bob
    And Alice and Bob pass in turn
    Then Bob has 14 Vitae
    And the world cycle stands at Night 3, The Vanish

  @id:nodawn-731-preparation-restricts-nothing @contested @rule:731.3
  Scenario: The Preparation restricts nothing by itself: a Caprice is cast on Day 1
    112.6 and 601.3b allow only Powers during The Preparation; 731.3 says a round's type and
    position restrict nothing by themselves, and 304.8c and 500.10 agree. Reading adopted: no
    extra restriction on The Preparation (docs/contested.md, nodawn-preparation).

    Given the world cycle stands at Day 1, The Preparation
    And Alice has "Test Bolt 2" in hand
    And Bob controls "Test Noble Squire"
    When Alice casts "Test Bolt 2" targeting Bob's "Test Noble Squire"
    And Alice and Bob pass in turn
    Then Bob has "Test Noble Squire" in his Spoils

  @id:nodawn-731-unbound-cast-by-day @rule:731.3 @rule:731.4
  Scenario: An unbound Entity may be cast by Day, paid from the pool
    Given the world cycle stands at Day 2, The Assault
    And Alice's pool holds 1 generic Vitae
    And Alice has "Test Wretch" in hand
    When Alice casts "Test Wretch"
    And Alice and Bob pass in turn
    Then Alice controls "Test Wretch"

  # -- the binding law ----------------------------------------------------------------------------

  @id:nodawn-731-night-bound-not-cast-by-day @rule:731.4 @rule:731.4a
  Scenario: A night-bound card cannot be cast by Day
    Given the world cycle stands at Day 2, The Assault
    And Alice's pool holds 3 generic Vitae
    And Alice has "Duskcaller Shaman" in hand
    Then Alice cannot cast "Duskcaller Shaman"
    And Alice's pool holds 3 generic Vitae

  @id:nodawn-731-day-bound-not-cast-at-night @rule:731.4 @rule:731.4a
  Scenario: A day-bound card cannot be cast at Night, and is cast by Day
    Given Alice's pool holds 2 generic Vitae
    And Alice has "Lauds Cantor" in hand
    Then Alice cannot cast "Lauds Cantor"
    And Alice has "Lauds Cantor" in hand

  @id:nodawn-731-day-bound-cast-by-day @rule:731.4a
  Scenario: By Day the day-bound card is cast as usual
    Given the world cycle stands at Day 2, The Assault
    And Alice's pool holds 2 generic Vitae
    And Alice has "Lauds Cantor" in hand
    When Alice casts "Lauds Cantor"
    And Alice and Bob pass in turn
    Then Alice controls "Lauds Cantor"

  @id:nodawn-731-bound-ability-sleeps @rule:731.4a
  Scenario: A day-bound Entity's ability cannot be activated at Night
    Given Alice controls "Test Dawn Pinger"
    And Alice's pool holds 1 generic Vitae
    Then Alice cannot activate "Test Dawn Pinger" targeting Bob
    And Alice's "Test Dawn Pinger" is undrained

  @id:nodawn-731-bound-ability-wakes @rule:731.4a
  Scenario: By Day the day-bound Entity's ability is activated as usual
    Given the world cycle stands at Day 2, The Assault
    And Alice controls "Test Dawn Pinger"
    And Bob controls "Test Wretch"
    And Alice's pool holds 1 generic Vitae
    When Alice activates "Test Dawn Pinger" targeting Bob's "Test Wretch"
    And Alice and Bob pass in turn
    Then Bob has "Test Wretch" in his Spoils

  @id:nodawn-731-bound-static-still-applies @proposed @rule:731.4b
  Scenario: A day-bound Relic's static ability keeps applying at Night
    Given Alice controls "Test Sun Standard" and "Test Wretch"
    Then Alice's "Test Wretch" has 2 Attack

  @id:nodawn-731-bound-trigger-still-triggers @proposed @rule:731.4b
  Scenario: A day-bound Entity's death trigger still triggers at Night
    Given Alice has 10 Vitae
    And Alice controls "Test Day Martyr"
    And Bob has "Test Bolt 1" in hand
    When Alice passes
    And Bob casts "Test Bolt 1" targeting Alice's "Test Day Martyr"
    When Bob passes
    Given Bob will answer "rest" with "decline"
    When Alice passes
    Then the stack holds "Test Day Martyr"
    When Alice and Bob pass in turn
    Then Alice has 13 Vitae

  @id:nodawn-731-bound-still-blocks @proposed @rule:731.4b
  Scenario: A day-bound Entity at Night can still be attacked and still block
    Given Alice controls "Test Noble Squire" and "Test Wretch"
    And Bob controls "Lauds Cantor" and "Test Dawn Chorister"
    When the game advances to Alice's declare attackers step
    And Alice declares attacks
      | attacker          | target                      |
      | Test Noble Squire | Bob                         |
      | Test Wretch       | Bob's "Test Dawn Chorister" |
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Noble Squire" with "Lauds Cantor"
    Given Bob will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Bob has 20 Vitae
    And Bob's "Lauds Cantor" has 1 damage
    And Bob's "Test Dawn Chorister" has 1 damage

  @id:nodawn-731-bound-still-targeted @proposed @rule:731.4b
  Scenario: A day-bound Entity at Night can still be targeted
    Given Bob controls "Lauds Cantor"
    And Alice has "Test Bolt 3" in hand
    When Alice casts "Test Bolt 3" targeting Bob's "Lauds Cantor"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Lauds Cantor" in his Spoils

  @id:nodawn-731-binding-drives-sheltering @rule:731.4d
  Scenario: As Day breaks night-bound permanents shelter while day-bound and unbound ones stay out
    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And each player's lineage Haven is "Test Haven"
    And Alice controls "Test Night Prowler", "Lauds Cantor" and "Test Wretch"
    When the game advances to Alice's upkeep
    Then Alice's "Test Night Prowler" shelters in "Test Haven"
    And Alice's "Lauds Cantor" is not sheltered
    And Alice's "Test Wretch" is not sheltered

  # -- Dusk and Dawn rites ---------------------------------------------------------------------------

  @id:nodawn-731-dawn-rite-at-the-flip @rule:731.5
  Scenario: "When Day breaks" triggers as the world flips from Night to Day
    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And each player's lineage Haven is "Test Haven"
    And Alice has 15 Vitae
    And Alice controls "Test Dawn Chorister"
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 1, The Preparation
    And the stack holds "Test Dawn Chorister"
    And Alice has 16 Vitae
    When Alice and Bob pass in turn
    Then Alice has 18 Vitae

  @id:nodawn-731-no-rite-within-a-half @rule:731.5
  Scenario: An advance within the same half of the cycle triggers no Dusk or Dawn rite
    Given the world cycle stands at Day 1, The Preparation
    And it is Bob's end step of turn 4
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice controls "Test Dawn Chorister"
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 2, The Assault
    And the stack is empty

  @id:nodawn-731-dusk-rite-at-the-flip @contested @rule:731.5 @rule:708.5
  Scenario: "When Night falls" triggers at dusk for a bearer in the open, not for one resting in a Shelter
    Bob's Howler rests in his Haven as the world flips. 708.5 makes a sheltered resident a
    face-down card whose rites do not fire (with 408.1 and 514.4g: its abilities are dormant);
    603.14a's example has the night-bound Duskcaller Shaman howl at every flip into The Hunt,
    when it would be sheltered. Reading adopted: the rules, so only Alice's Howler triggers
    (docs/contested.md, nodawn-sheltered-rites): Alice draws, Bob does not. Bob's Wrath and
    Corruption are the tax on the 1 Vitae he pays from the vein to bring his Howler back (503.3b,
    118.6).

    Given the world cycle stands at Day 3, The Retrieve
    And it is Bob's end step of turn 6
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice controls "Test Dusk Howler"
    And Bob controls "Test Dusk Howler"
    And Bob's "Test Dusk Howler" shelters in "Test Haven"
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 1, The Hunt
    And the stack holds "Test Dusk Howler"
    When Alice and Bob pass in turn
    Then Alice's hand is "Test Filler"
    And Bob's hand is empty
    And Bob has 1 Wrath and 1 Corruption

  # -- the Cycle Law --------------------------------------------------------------------------------

  @id:nodawn-731-default-waning-is-day-sleep @rule:731.8
  Scenario: A Master naming no Waning wanes by Day and sleeps: it shelters and its vein is closed
    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And each player's lineage Haven is "Test Haven"
    And Alice has "Test Rite 2" in hand
    When the game advances to Alice's first main phase
    Then Alice's Master shelters in "Test Haven"
    And Alice cannot cast "Test Rite 2" paying 2 from the vein

  @id:nodawn-731-lean-half-keeps-the-rest @rule:731.8a
  Scenario: A sleeping Master keeps its Pit and its unbound cards: by Day it seals and casts from the pool
    Given the world cycle stands at Day 2, The Assault
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice has "Iron Column" and "Test Wretch" in hand
    When Alice seals "Iron Column" into the Pit
    And Alice and Bob pass in turn
    And Alice casts "Test Wretch"
    And Alice and Bob pass in turn
    Then Alice controls "Test Wretch"
    And Alice's pool holds 1 generic Vitae
    And Alice's Master shelters in "Test Haven"

  @id:nodawn-731-dhampir-strong-by-day @rule:731.8e @rule:731.8 @rule:106.5b
  Scenario: A Master that wanes at Night is strong by Day: its vein is open, while the strigoi's is closed
    The kit's Test Dhampir Master names the Night as its Waning (and the sun spares it); Bob's
    Master names none, so it wanes by Day.

    Given the world cycle stands at Day 2, The Assault
    And it is Alice's first main phase of turn 5
    And Alice's Master is "Test Dhampir Master"
    And each player's lineage Haven is "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice has "Test Rite 2" in hand
    And Bob has "Test Rite 2" in hand
    When Alice casts "Test Rite 2" paying 2 from the vein
    Then Alice has 18 Vitae
    And Alice has 1 Wrath and 1 Corruption
    When Alice passes
    Then Bob cannot cast "Test Rite 2" paying 2 from the vein
    And Bob has 20 Vitae

  @id:nodawn-731-dhampir-sleeps-by-night @rule:731.8e @rule:731.8 @rule:408.2b
  Scenario: By Night the same Master sleeps: its vein is closed and it cannot be targeted, while the strigoi works
    Given Alice's Master is "Test Dhampir Master"
    And Alice has "Test Rite 2" in hand
    And Bob has "Test Rite 2" and "Test Bolt 1" in hand
    Then Alice cannot cast "Test Rite 2" paying 2 from the vein
    And Alice has 20 Vitae
    When Alice passes
    Then Bob cannot cast "Test Bolt 1" targeting Alice
    When Bob casts "Test Rite 2" paying 2 from the vein
    Then Bob has 18 Vitae

  @id:nodawn-731-dhampir-takes-no-refuge-at-dawn @rule:731.8e @rule:731.8d @rule:514.4b
  Scenario: At sunrise the Master that wanes at Night takes no refuge and its Relic stays afield; the strigoi's shelters
    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And Alice's Master is "Test Dhampir Master"
    And each player's lineage Haven is "Test Haven"
    And Alice controls "Test Filler"
    And Bob controls "Test Filler"
    When the game advances to Alice's first main phase
    Then the world cycle stands at Day 1, The Preparation
    And Alice's Master is not sheltered
    And Bob's Master shelters in "Test Haven"
    And Alice's "Test Filler" is not sheltered
    And Bob's "Test Filler" shelters in "Test Haven"
    And Alice is still in the game
    And Bob is still in the game

  @id:nodawn-731-sun-spares-the-card @rule:731.8d
  Scenario: A Master whose card says the sun does not kill it survives a sunrise with no Haven
    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And Alice's Master is "Test Sunproof Master"
    And Bob's lineage Haven is "Test Haven"
    When the game advances to Alice's first main phase
    Then the world cycle stands at Day 1, The Preparation
    And Alice is still in the game
    And the game is not over

  @id:nodawn-731-sun-still-kills-others @rule:731.8d @rule:704.5f
  Scenario: The same sunrise still kills a Master whose card says nothing of the sun
    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And Alice's Master is "Test Sunproof Master"
    When the game advances to Alice's first main phase
    Then Bob loses the game
    And Alice wins the game

  @id:nodawn-731-dhampir-night-companion-takes-no-room @rule:731.8e @rule:514.4c @rule:306.1
  Scenario: At sunrise the dhampir's two night Entities fill its Haven's two Rooms; its night-bound Companion, no Entity, claims no Room and does not die
    Test Haven has two Rooms. Only night Entities take Rooms, one each; the Companion is not an
    Entity, so the two Entities have a Room each with no choice to make and nothing is left to
    the light.

    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And Alice's Master is "Test Dhampir Master"
    And each player's lineage Haven is "Test Haven"
    And Alice controls "Test Night Prowler" and "Duskcaller Shaman"
    And Alice controls "Test Moonsworn Companion"
    When the game advances to Alice's first main phase
    Then the world cycle stands at Day 1, The Preparation
    And Alice's "Test Night Prowler" shelters in "Test Haven"
    And Alice's "Duskcaller Shaman" shelters in "Test Haven"
    And Alice controls "Test Moonsworn Companion"
    And Alice has no "Test Moonsworn Companion" in her Spoils

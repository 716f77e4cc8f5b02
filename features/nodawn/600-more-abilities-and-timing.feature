Feature: More of abilities: "becomes" triggers, resolving, variables, spans, requirements, costs to attack, links and main-phase timing
  A "becomes" trigger fires on the change, never on an arrival already in that state; an ability
  may watch a spell finish resolving; a variable in an effect is counted once, as it resolves;
  a span "for as long as" ends with its permanent; an Entity that must attack or block does so
  when it can, without being made to pay; a cost to attack is paid in full or the attack is not
  made; two abilities of one card can be linked, the second seeing only what the first did; and
  "first" or "postcombat" main phase and "before attackers" name the turn's own points.

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"

  @id:nodawn-becomes-drained-not-on-arrival @rule:603.2d
  Scenario: An Entity that enters drained did not become drained; draining it later does trigger
    Given Alice has "Test Weary Watchman" in hand
    When Alice casts "Test Weary Watchman"
    And Alice and Bob pass in turn
    Then Alice's "Test Weary Watchman" is drained
    And the stack is empty
    When the game advances to Alice's first main phase
    And Alice drains "Test Weary Watchman" for Vitae
    Then the stack holds "Test Weary Watchman"

  @id:nodawn-spell-resolved-trigger @rule:608.8
  Scenario: An ability watching for a spell resolving triggers once it has resolved, not when it is countered
    Given Alice controls "Test Echo Chamber"
    And Alice has "Test Bolt 1" and "Test Bolt 2" in hand
    And Bob has "Test Negation" in hand
    When Alice casts "Test Bolt 1" targeting Bob
    And Alice and Bob pass in turn
    Then the stack holds "Test Echo Chamber"
    When Alice and Bob pass in turn
    Then Alice has 1 Wrath
    When Alice casts "Test Bolt 2" targeting Bob
    And Alice passes
    And Bob casts "Test Negation" targeting Alice's "Test Bolt 2"
    And Bob and Alice pass in turn
    Then the stack is empty
    And Alice has 1 Wrath

  @id:nodawn-variable-fixed-at-resolution @rule:611.2d
  Scenario: "+1/+0 for each card in your Spoils" counts the Spoils once, as it resolves
    Given Alice controls "Test Wretch"
    And Alice has "Test Filler" and "Test Filler" in Spoils
    And Alice has "Test Grave Strength" and "Test Bolt 1" in hand
    When Alice casts "Test Grave Strength" targeting Alice's "Test Wretch"
    And Alice and Bob pass in turn
    Then Alice's "Test Wretch" has 3 Attack
    When Alice casts "Test Bolt 1" targeting Bob
    And Alice and Bob pass in turn
    Then Alice has "Test Bolt 1" in Spoils
    And Alice's "Test Wretch" has 3 Attack

  @id:nodawn-for-as-long-as-you-control @rule:611.2b
  Scenario: A bonus "for as long as you control this" ends when its Entity leaves
    Given Alice controls "Test Standard-Bearer" and "Test Wretch"
    And Bob has "Test Bolt 1" in hand
    When Alice activates "Test Standard-Bearer" targeting Alice's "Test Wretch"
    And Alice and Bob pass in turn
    Then Alice's "Test Wretch" has 3 Attack
    When Alice passes
    And Bob casts "Test Bolt 1" targeting Alice's "Test Standard-Bearer"
    When Bob passes
    Given Bob will answer "rest" with "decline"
    When Alice passes
    Then Alice's "Test Wretch" has 1 Attack

  @id:nodawn-for-as-long-as-already-over @rule:611.2b
  Scenario: A span "for as long as" that ended before the effect would apply makes it do nothing at all
    Given Alice controls "Test Standard-Bearer" and "Test Wretch"
    And Bob has "Test Bolt 1" in hand
    When Alice activates "Test Standard-Bearer" targeting Alice's "Test Wretch"
    And Alice passes
    And Bob casts "Test Bolt 1" targeting Alice's "Test Standard-Bearer"
    When Bob passes
    Given Bob will answer "rest" with "decline"
    When Alice passes
    And Alice and Bob pass in turn
    Then Alice's "Test Wretch" has 1 Attack

  @id:nodawn-must-attack-if-able @rule:508.1d
  Scenario: An Entity that attacks each combat if able must be declared: the declaration cannot close without it
    Given Alice controls "Test Berserker" and "Test Wretch"
    And Alice has "Test Bolt 0" in hand
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Wretch"
    Then Alice cannot cast "Test Bolt 0" targeting Bob
    When Alice attacks Bob with "Test Berserker"
    And Alice passes
    Then Alice's "Test Berserker" is attacking Bob

  @id:nodawn-must-attack-not-if-unable @rule:508.1d
  Scenario: A drained Entity that must attack if able is not able, and the declaration closes without it
    Given Alice controls a drained "Test Berserker"
    When the game advances to Alice's declare attackers step
    And Alice passes
    Then it is Alice's declare attackers step
    And Alice's "Test Berserker" is not in combat

  @id:nodawn-must-attack-never-forced-to-pay @rule:508.1d @rule:508.1f
  Scenario: A requirement never forces a cost: with only a taxed Haven to attack, the Entity need not attack
    Given the world cycle stands at Day 2, The Assault
    And it is Alice's declare attackers step of turn 5
    And Bob's lineage Haven is "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Bob controls "Thorned Approach"
    And Alice controls "Test Berserker"
    When Alice passes
    Then it is Alice's declare attackers step
    And Alice's "Test Berserker" is not in combat

  @id:nodawn-must-block-if-able @rule:509.1e
  Scenario: An Entity that blocks each combat if able must block an attack it can block
    Given Alice controls "Test Noble Squire"
    And Bob controls "Test Sworn Guard"
    And Alice has "Test Bolt 0" in hand
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Noble Squire"
    And the game advances to Alice's declare blockers step
    Then Alice cannot cast "Test Bolt 0" targeting Bob
    When Bob blocks "Test Noble Squire" with "Test Sworn Guard"
    And Alice passes
    Then Bob's "Test Sworn Guard" is blocking Alice's "Test Noble Squire"

  @id:nodawn-must-block-never-pays-the-counter @rule:509.1e @rule:509.1c
  Scenario: A drained Entity that must block if able is never made to take the counter to do it
    Given Alice controls "Test Noble Squire"
    And Bob controls a drained "Test Sworn Guard"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Noble Squire"
    And the game advances to Alice's declare blockers step
    And Alice passes
    Then Bob's "Test Sworn Guard" is not in combat

  @id:nodawn-approach-tax-example @example @rule:604.4 @rule:508.1f
  Scenario: Thorned Approach makes every Entity besieging its controller's Havens cost Vitae at declaration
    Rulebook example (604.4): under Thorned Approach, each Entity declared as besieging one of its
    controller's Havens costs Vitae. (The amount is not given: 1 Vitae each is the kit's choice.)
    Two besiegers cost 2, paid in full from the pool.

    Given Bob controls "Thorned Approach"
    And Bob's lineage Haven is "Test Haven"
    And Alice controls "Test Wretch" and "Test Thrall"
    And Alice's pool holds 2 generic Vitae
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Test Haven" with "Test Wretch" and "Test Thrall"
    Then Alice's pool holds no Vitae
    And Alice's "Test Thrall" is attacking Bob's "Test Haven"

  @id:nodawn-attack-cost-unpaid-no-attack @rule:508.1f
  Scenario: Attacks whose costs cannot all be paid in full are not declared; no partial payment
    Given Bob controls "Thorned Approach"
    And Bob's lineage Haven is "Test Haven"
    And Alice controls "Test Wretch", "Test Thrall" and "Test Brute 4/4"
    And Alice has 2 Vitae
    When the game advances to Alice's declare attackers step
    Then Alice cannot attack Bob's "Test Haven" with "Test Wretch", "Test Thrall" and "Test Brute 4/4"
    And Alice has 2 Vitae
    When Alice attacks Bob with "Test Wretch", "Test Thrall" and "Test Brute 4/4"
    Then Alice's "Test Wretch" is attacking Bob

  @id:nodawn-linked-banish-and-return @proposed @rule:607.1 @rule:607.2 @rule:607.2a @rule:406.4
  Scenario: "The cards banished with this" are those this Entity's own ability banished, and they come back
    Given Alice controls "Test Soul Warden"
    And Bob controls "Test Noble Squire"
    And Alice's pool holds 2 generic Vitae
    When Alice activates "Test Soul Warden" targeting Bob's "Test Noble Squire"
    And Alice and Bob pass in turn
    Then Bob has "Test Noble Squire" in Void
    When Alice activates ability 2 of "Test Soul Warden"
    And Alice and Bob pass in turn
    Then Bob controls "Test Noble Squire"
    And Bob's Void is empty

  @id:nodawn-linked-sees-only-its-own @proposed @rule:607.1 @rule:406.3 @rule:406.4 @rule:607.3
  Scenario: A card banished by another spell is in a pile of its own: the linked ability does not reach it
    Given Alice controls "Test Soul Warden"
    And Bob controls "Test Noble Squire"
    And Alice's pool holds 1 generic Vitae
    And Alice has "Test Banishment" in hand
    When Alice casts "Test Banishment" targeting Bob's "Test Noble Squire"
    And Alice and Bob pass in turn
    And Alice activates ability 2 of "Test Soul Warden"
    And Alice and Bob pass in turn
    Then Bob has "Test Noble Squire" in Void
    And Bob no longer controls "Test Noble Squire"

  @id:nodawn-linked-tribute-paid @proposed @rule:607.2c @rule:601.7
  Scenario: "If the Tribute was paid" is answered by what was announced as the spell was cast
    Given Alice's pool holds 6 generic Vitae
    And Alice has "Gilded Emissary" in hand
    When Alice casts "Gilded Emissary" paying its Tribute
    And Alice and Bob pass in turn
    Then Alice controls "Gilded Emissary"
    And Alice's hand is "Test Filler"

  @id:nodawn-precombat-main-only-the-first @rule:505.1a @rule:505.7
  Scenario: An ability for the first main phase works in this turn's first main phase, not in the second
    Given Alice controls "Test Muster Horn"
    When Alice activates "Test Muster Horn"
    Then the stack holds "Test Muster Horn"
    When Alice and Bob pass in turn
    And the game advances to Alice's second main phase
    Then Alice cannot activate "Test Muster Horn"

  @id:nodawn-postcombat-after-skipped-combat @rule:505.1a
  Scenario: The second main phase of a turn whose combat was skipped is still postcombat
    Given Bob controls "Test Vesper Bell"
    And Alice has "Test Truce" in hand
    When Alice casts "Test Truce" targeting Bob
    And Alice and Bob pass in turn
    And the game advances to Bob's first main phase
    Then Bob cannot activate "Test Vesper Bell"
    When Bob and Alice pass in turn
    Then it is Bob's second main phase
    When Bob activates "Test Vesper Bell"
    Then the stack holds "Test Vesper Bell"

  @id:nodawn-before-attackers-means-the-point @rule:506.8
  Scenario: "Before attackers are declared" ends as the declare attackers step begins, even if nothing attacks
    Given Alice controls "Test Watch Horn"
    When Alice and Bob pass in turn
    Then it is Alice's beginning of combat step
    When Alice activates "Test Watch Horn"
    And Alice and Bob pass in turn
    And Alice and Bob pass in turn
    Then it is Alice's declare attackers step
    And Alice cannot activate "Test Watch Horn"

  # -- last-known information (608.6) -----------------------------------------------------------

  @id:nodawn-last-known-attack @rule:608.6 @rule:608.4
  Scenario: An effect reading an Entity it has just destroyed uses its Attack as it last stood, bonuses included
    The Brute is printed 4/4; a bonus until end of turn and Bob's Night static make it 7 Attack.
    Once destroyed it is a card in the Spoils with no bonuses, but the Vitae counts the 7.

    Given Alice has 10 Vitae
    And Bob controls "Test Brute 4/4" and "Test Night Standard"
    And Bob's "Test Brute 4/4" gets +2/+0 until end of turn
    And Alice has "Test Last Toll" in hand
    Then Bob's "Test Brute 4/4" has 7 Attack
    When Alice casts "Test Last Toll" targeting Bob's "Test Brute 4/4"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Test Brute 4/4" in Spoils
    And Alice has 17 Vitae

  # -- "as though" (609.4) ------------------------------------------------------------------------

  @id:nodawn-as-though-blocks-a-flyer @rule:609.4 @rule:509.1d
  Scenario: An Entity that can block as though it had Reach blocks a Flying attacker
    Given it is Bob's first main phase of turn 1
    And Bob controls "Test Flyer"
    And Alice controls "Test Tall Watcher"
    When the game advances to Bob's declare attackers step
    And Bob attacks Alice with "Test Flyer"
    And the game advances to Bob's declare blockers step
    And Alice blocks "Test Flyer" with "Test Tall Watcher"
    Then Alice's "Test Tall Watcher" is blocking Bob's "Test Flyer"

  @id:nodawn-as-though-only-for-its-purpose @rule:609.4 @rule:613.1f
  Scenario: Treated as having Reach only to block, it is not an Entity with Reach when Reach is taken away
    "Entities with Reach lose Reach" takes the Archer's Reach, so the Archer cannot block the
    flyer; the Watcher never had Reach, so it loses nothing and still blocks as though it had it.

    Given it is Bob's first main phase of turn 1
    And Bob controls "Test Flyer" and "Test Net Cutter"
    And Alice controls "Test Tall Watcher" and "Test Reach Archer"
    When the game advances to Bob's declare attackers step
    And Bob attacks Alice with "Test Flyer"
    And the game advances to Bob's declare blockers step
    Then Alice cannot block "Test Flyer" with "Test Reach Archer"
    When Alice blocks "Test Flyer" with "Test Tall Watcher"
    Then Alice's "Test Tall Watcher" is blocking Bob's "Test Flyer"

  # -- division (601.2d) --------------------------------------------------------------------------

  @id:nodawn-division-announced-as-cast @rule:601.2d
  Scenario: Damage divided among two targets is announced as the spell is cast and dealt as announced
    Given Bob controls "Test Brute 4/4"
    And Alice has "Test Split Bolt" in hand
    And Alice will answer "target" with "Bob"
    And Alice will answer "target" with "Bob's Test Brute 4/4"
    When Alice casts "Test Split Bolt" dividing its damage as 1 and 2
    Then the stack holds "Test Split Bolt"
    When Alice and Bob pass in turn
    Then Bob has 19 Vitae
    And Bob's "Test Brute 4/4" has 2 damage

  @id:nodawn-division-each-at-least-one @rule:601.2d
  Scenario: A division assigning a target nothing, or not adding up to the whole, is refused
    Given Bob controls "Test Brute 4/4"
    And Alice has "Test Split Bolt" in hand
    Then Alice cannot cast "Test Split Bolt" dividing its damage as 3 and 0
    And Alice cannot cast "Test Split Bolt" dividing its damage as 2 and 2
    And Alice cannot cast "Test Split Bolt"

  # -- gained as it is cast (610.4) ---------------------------------------------------------------

  @id:nodawn-gained-as-cast-kept @rule:610.4 @rule:601.2a
  Scenario: A Caprice gains "draw a card" as it is cast and keeps it though the static's source is gone before it resolves
    Given Alice controls "Test Muse of Ink"
    And Alice's Domain holds, from the top, "Test Scribe Lamp"
    And Alice has "Test Bolt 1" in hand
    And Bob has "Test Ruin" in hand
    When Alice casts "Test Bolt 1" targeting Bob
    And Alice passes
    And Bob casts "Test Ruin" targeting Alice's "Test Muse of Ink"
    And Bob and Alice pass in turn
    Then Alice has "Test Muse of Ink" in Spoils
    When Alice and Bob pass in turn
    Then Bob has 19 Vitae
    And Alice's hand is "Test Scribe Lamp"

  @id:nodawn-gained-by-its-type-only @rule:610.4
  Scenario: Only spells of the type the static names gain its instruction
    Given Alice controls "Test Muse of Ink"
    And Alice's pool holds 1 generic Vitae
    And Alice's Domain holds, from the top, "Test Scribe Lamp"
    And Alice has "Test Filler" in hand
    When Alice casts "Test Filler"
    And Alice and Bob pass in turn
    Then Alice controls "Test Filler"
    And Alice's hand is empty

  @id:nodawn-division-beside-another-instruction @rule:601.2d
  Scenario: A spell that divides its damage and then draws a card divides it between its two damage instructions only
    Given Bob controls "Test Brute 4/4"
    And Alice has "Test Split Insight" in hand
    And Alice will answer "target" with "Bob"
    And Alice will answer "target" with "Bob's Test Brute 4/4"
    When Alice casts "Test Split Insight" dividing its damage as 2 and 1
    Then the stack holds "Test Split Insight"
    When Alice and Bob pass in turn
    Then Bob has 18 Vitae
    And Bob's "Test Brute 4/4" has 1 damage
    And Alice's hand is "Test Filler"

  @id:nodawn-must-attack-behind-another-entity @rule:508.1d
  Scenario: An Entity that must attack if able is still required when another Entity that need not attack stands before it
    Given Alice controls "Test Wretch" and "Test Berserker"
    And Alice has "Test Bolt 0" in hand
    When the game advances to Alice's declare attackers step
    Then Alice cannot cast "Test Bolt 0" targeting Bob
    When Alice attacks Bob with "Test Berserker"
    And Alice passes
    Then Alice's "Test Berserker" is attacking Bob
    And Alice's "Test Wretch" is not in combat

  @id:nodawn-gained-not-by-another-type @rule:610.4 @rule:305.2a
  Scenario: A Blood card is no Caprice: cast beside a static for Caprices, it gains nothing
    Given Alice controls "Test Muse of Ink"
    And Alice's pool holds 2 generic Vitae
    And Alice's Domain holds, from the top, "Test Scribe Lamp"
    And Alice has "Cask of the Old Vintage" in hand
    When Alice casts "Cask of the Old Vintage"
    And Alice and Bob pass in turn
    Then Alice controls "Cask of the Old Vintage"
    And Alice's hand is empty

  @id:nodawn-must-block-one-barred-the-other-still-must @rule:509.1e @rule:509.1d @rule:101.2
  Scenario: Of two Entities that must block if able, the one told it can't block is let off; the other still must block
    Both of Bob's Guards block each combat if able. Test Hobble's "can't block" prevails over the
    first one's requirement, but that excuses that Guard alone: the declaration must still obey the
    requirement it can, so the second Guard must block before anyone acts.

    Given Alice controls "Test Noble Squire"
    And Bob controls "Test Sworn Guard", called "the hobbled Guard"
    And Bob controls "Test Sworn Guard", called "the free Guard"
    And Alice has "Test Hobble" and "Test Bolt 0" in hand
    When Alice casts "Test Hobble" targeting "the hobbled Guard"
    And Alice and Bob pass in turn
    And the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Noble Squire"
    And the game advances to Alice's declare blockers step
    Then Alice cannot cast "Test Bolt 0" targeting Bob
    And Bob cannot block "Test Noble Squire" with "the hobbled Guard"
    When Bob blocks "Test Noble Squire" with "the free Guard"
    And Alice passes
    Then Bob's "the free Guard" is blocking Alice's "Test Noble Squire"
    And Bob's "the hobbled Guard" is not in combat

  @id:nodawn-vigor-per-spoils-card @rule:611.2d
  Scenario: "+0/+1 for each card in your Spoils" adds one Vigor per card there as it resolves
    Given Alice controls "Test Wretch"
    And Alice has "Test Filler" and "Test Filler" in Spoils
    And Alice has "Test Grave Bulk" in hand
    When Alice casts "Test Grave Bulk" targeting Alice's "Test Wretch"
    And Alice and Bob pass in turn
    Then Alice's "Test Wretch" has 3 Vigor
    And Alice's "Test Wretch" has 1 Attack

  @id:nodawn-must-block-an-attack-on-its-haven @rule:509.1e
  Scenario: An Entity that blocks each combat if able must block an attack on its controller's Haven too
    An attack on Bob's Tollhouse is an attack on Bob (its defending player), and his Sworn Guard
    can block it, so the Guard must be among the blockers before anyone acts (509.1e).

    Given Alice controls "Test Noble Squire"
    And Bob controls "Test Sworn Guard" and "Tollhouse of the Nine Gates"
    And Alice has "Test Bolt 0" in hand
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Tollhouse of the Nine Gates" with "Test Noble Squire"
    And the game advances to Alice's declare blockers step
    Then Alice cannot cast "Test Bolt 0" targeting Bob
    When Bob blocks "Test Noble Squire" with "Test Sworn Guard"
    And Alice passes
    Then Bob's "Test Sworn Guard" is blocking Alice's "Test Noble Squire"

  @id:nodawn-division-short-of-total-refused @rule:601.2d
  Scenario: A division that hands out less than the whole amount is refused
    Given Bob controls "Test Brute 4/4"
    And Alice has "Test Split Bolt" in hand
    Then Alice cannot cast "Test Split Bolt" dividing its damage as 1 and 1

  @id:nodawn-for-as-long-as-control-lost-before @rule:611.2b
  Scenario: A span "for as long as you control this" is over before it starts when the source has changed hands
    Given Bob controls "Test Standard-Bearer", called "the banner"
    And Bob controls "Test Wretch"
    And it is Bob's first main phase of turn 1
    And Alice has "Test Seizure" in hand
    When Bob activates "the banner" targeting Bob's "Test Wretch"
    And Bob passes
    And Alice casts "Test Seizure" targeting Bob's "the banner"
    And Alice and Bob pass in turn
    Then Alice controls "the banner"
    When Bob and Alice pass in turn
    Then the stack is empty
    And Bob's "Test Wretch" has 1 Attack

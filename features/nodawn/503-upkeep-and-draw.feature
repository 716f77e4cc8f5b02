Feature: The upkeep and the draw step
  The upkeep is when scheduled obligations come due: their abilities trigger as it begins and go
  on the stack before the active player receives priority. At the first Night upkeep after the
  Day, everything sheltered comes back, the Master no healthier than it went in. Then the active
  player draws as many cards as their Master's Enlightenment (503, 504).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"

  @id:nodawn-upkeep-decay-comes-due @rule:503.2 @rule:503.2c
  Scenario: Decay takes its toll at its controller's upkeep, as the step begins
    Given it is Bob's end step of turn 1
    And Alice controls "Test Rotting Wretch" with 1 decay counter
    When the game advances to Alice's upkeep
    Then the stack holds "Test Rotting Wretch"
    And Alice holds priority
    When Alice and Bob pass in turn
    Then Alice has "Test Rotting Wretch" in Spoils

  @id:nodawn-return-at-the-hunt-example @example @rule:503.3 @rule:503.3a @rule:503.3b @rule:503.3c
  Scenario: At the upkeep of The Hunt the Master and a Companion return free, and two night Entities for 2 Vitae
    Rulebook example (503.3d): when Night follows the Day block, in The Hunt's upkeep a player
    brings back their Master and a Companion at no cost and Duskcaller Shaman and Risen Pallbearer
    for 2 Vitae; the Pallbearer went into shelter with three damage counters and comes back
    without them. The example's set Power (none is named; the kit's Test Power Bolt 2) returns
    free with the Master. The pool is empty at the upkeep, so the 2 Vitae come from the Master's
    vein: one payment, taxed once.

    Given the world cycle stands at Day 3, The Retrieve
    And it is Bob's end step of turn 6
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice controls "Test Companion 3" and "Duskcaller Shaman"
    And Alice controls "Risen Pallbearer" with 3 damage
    And Alice's "Test Companion 3" shelters in "Test Haven"
    And Alice's "Duskcaller Shaman" shelters in "Test Haven"
    And Alice's "Risen Pallbearer" shelters in "Test Haven"
    And Alice has set "Test Power Bolt 2" in the Power slot
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 1, The Hunt
    And Alice's Master is not sheltered
    And Alice's Power slot holds "Test Power Bolt 2"
    And Alice's "Test Companion 3" is not sheltered
    And Alice's "Duskcaller Shaman" is not sheltered
    And Alice's "Risen Pallbearer" is not sheltered
    And Alice's "Risen Pallbearer" has 0 damage
    And Alice has 18 Vitae
    And Alice has 1 Corruption and 1 Wrath

  @id:nodawn-master-returns-no-healthier @rule:503.4
  Scenario: The Master comes back from the Shelter with the Vitae it had, no more
    Given the world cycle stands at Day 3, The Retrieve
    And it is Bob's end step of turn 6
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice has 14 Vitae
    When the game advances to Alice's upkeep
    Then Alice's Master is not sheltered
    And Alice has 14 Vitae

  @id:nodawn-enlightenment-example @example @rule:504.1 @rule:504.1a @rule:504.2
  Scenario: A Garethean Master's player who went second draws 1 on their first turn and 2 after
    Rulebook example: the player of a Garethean Master with Enlightenment 2 went second; their
    first turn's draw was exactly 1 card, and each later draw step gave 2.

    Given Bob's Master is "Test Garethean Master"
    When the game advances to Bob's draw step
    Then Bob's hand holds 1 cards
    And Bob holds priority
    When the game advances to Bob's draw step
    Then this is Bob's turn 2
    And Bob's hand holds 3 cards

  @id:nodawn-return-paid-from-the-pool-first @rule:503.3b @rule:106.5b @rule:118.6
  Scenario: A night Entity's return is paid from Vitae already in the pool, leaving the vein shut
    The 1 Vitae a returning night Entity costs is paid as any Vitae cost: the pool first, the
    Master's vein only for a shortfall. With 1 Vitae in the pool there is no shortfall, so the
    Master's Vitae and meters are untouched and the pool is spent.

    Given the world cycle stands at Night 1, The Hunt
    And it is Alice's replenish step of turn 7
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Alice controls "Duskcaller Shaman"
    And Alice's "Duskcaller Shaman" shelters in "Test Haven"
    And Alice's pool holds 1 generic Vitae
    When the game advances to Alice's upkeep
    Then Alice's "Duskcaller Shaman" is not sheltered
    And Alice's pool holds no Vitae
    And Alice has 20 Vitae
    And Alice has 0 Corruption and 0 Wrath

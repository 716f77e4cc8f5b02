Feature: The rulebook's examples of the sunrise and the Day rest
  The rulebook's own worked examples of the shelter step (514.4) and of the Master's Day rest
  (500.17), told again with the kit's cards.

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"
    And each player's lineage Haven is "Test Haven"

  @id:nodawn-shelter-step-example @example @rule:514.4g @rule:514.4b @rule:514.4d @rule:614.6c @rule:408.2
  Scenario: The Master and two Relics shelter free, two night Entities take the two Rooms, the third dies
    Rulebook example: The Vanish ends and The Preparation begins. At its shelter step the player
    has the Master, two Relics and three night Entities, and their lone Haven prints 2 Rooms. The
    Master and both Relics shelter free; two Entities take the Rooms; the third, which the player
    chooses, dies into its owner's Spoils on the Day turn just begun.

    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And Alice controls "Test Filler" and "Test Scribe Lamp"
    And Alice controls "Duskcaller Shaman", "Test Night Prowler" and "Test Dusk Howler"
    And Alice will shelter "Duskcaller Shaman" in "Test Haven" and "Test Dusk Howler" in "Test Haven"
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 1, The Preparation
    And Alice's Master shelters in "Test Haven"
    And Alice's "Test Filler" shelters in "Test Haven"
    And Alice's "Test Scribe Lamp" shelters in "Test Haven"
    And Alice's "Duskcaller Shaman" shelters in "Test Haven"
    And Alice's "Test Dusk Howler" shelters in "Test Haven"
    And Alice has "Test Night Prowler" in Spoils

  @id:nodawn-day-rest-example @example @rule:500.17 @rule:500.16a
  Scenario: A Master at 14 of 16 rests 1 Vitae in each of two Day rounds, then dies when its refuge falls
    Rulebook example: a Master at 14 of its 16 Initial Vitae rests through The Preparation and The
    Assault, recovering 1 each round; during The Retrieve its refuge is breached, no Vitae is
    recovered that round, and worse follows: the Master is exposed to the sun.

    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And Alice's Master is "Test Sixteen Master"
    And Alice has 14 Vitae
    And Bob has "Test Ruin" in hand
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 1, The Preparation
    And Alice has 15 Vitae
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 2, The Assault
    And Alice has 16 Vitae
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 3, The Retrieve
    And Alice has 16 Vitae
    When the game advances to Bob's first main phase
    And Bob casts "Test Ruin" targeting Alice's "Test Haven"
    And Bob and Alice pass in turn
    Then Alice loses the game

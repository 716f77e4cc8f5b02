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
    has the Master, two Relics and three night Entities, and their only Haven has 2 Rooms. Master
    and Relics shelter at no cost; two of the Entities fill the Rooms; the player picks the third,
    which dies into its owner's Spoils on the newly begun Day turn.

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
    Rulebook example: a Master with 14 Vitae of its 16 Initial rests in The Preparation and in The
    Assault and regains 1 in each; in The Retrieve its refuge is broken open, so it regains
    nothing that round, and worse comes: the sun finds the Master exposed.

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

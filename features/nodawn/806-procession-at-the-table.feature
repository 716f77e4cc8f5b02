Feature: The Procession at a table of four: the gauntlet of every opponent
  A Master on the road is exposed to the whole table: in each Day round every opponent has a
  turn of their own, and in each turn one strike may be aimed at the convoy's hidden pieces, so
  each opponent has one strike per round. The arrival is counted in the table's shared rounds:
  the third Day round, counting the round of departure (806.5, 806.5a, 806.5c, 806.5d).

  Background:
    Given a No Dawn free-for-all between Aldric, Bertrand, Casilda and Dervla
    And Aldric's Domain holds 5 copies of "Test Filler"
    And Bertrand's Domain holds 5 copies of "Test Filler"
    And Casilda's Domain holds 5 copies of "Test Filler"
    And Dervla's Domain holds 5 copies of "Test Filler"
    And each player's lineage Haven is "Test Haven"
    And Bertrand's lineage Haven is "Test Gilded Haven"
    And Bertrand controls "Bricked-Up Chapel"
    And Bertrand's Master is "Test Sixteen Master"
    And the world cycle stands at Day 1, The Preparation
    And it is Bertrand's first main phase of turn 4
    And Aldric's Master shelters in "Test Haven"
    And Bertrand's Master shelters in "Test Gilded Haven"
    And Casilda's Master shelters in "Test Haven"
    And Dervla's Master shelters in "Test Haven"

  @id:nodawn-806-gauntlet-example @example @contested @rule:806.5c @rule:806.5 @rule:806.5a @rule:806.5d @rule:703.4c
  Scenario: Two opponents strike two decoys in their Day turns; the third Day round brings the Master home
    Rulebook example (806.5c): at a table of four, Bertrand's Master takes the road among three
    decoys on Day 1. Aldric's striker hits a decoy and is killed, and that decoy is spent to
    Bertrand's Spoils; Casilda's strike hits a second decoy, nothing but sand. Nobody finds the
    Master, so when the third Day round opens it reaches its new refuge 10 Vitae the richer, and
    the decoy nobody struck returns to Bertrand's hand. The example's striker is Duskcaller Shaman, a night-bound card,
    which by the rules can neither stand in the open nor attack by Day (731.4a, 514.4); a kit
    Entity of no binding strikes in its place (docs/contested.md, nodawn-shaman-strikes-by-day).

    Given Bertrand has 4 Vitae
    And Bertrand has "Test Scribe Lamp", "Test Night Prowler" and "Test Dusk Howler" in hand
    And Aldric controls "Test Brute 4/4"
    And Casilda controls "Test Brute 4/4"
    When Bertrand sets out for "Bricked-Up Chapel" by the causeway, the Master as piece 1 among "Test Scribe Lamp", "Test Night Prowler" and "Test Dusk Howler"
    And Bertrand passes
    And Casilda passes
    And Dervla passes
    And Aldric passes
    Then Bertrand's Master is on the road to "Bricked-Up Chapel"
    When the game advances to Aldric's declare attackers step
    Then the world cycle stands at Day 2, The Assault
    When Aldric attacks Bertrand's piece 2 with "Test Brute 4/4"
    And the game advances to Aldric's second main phase
    Then Bertrand's piece 2 is spent
    And Bertrand has "Test Scribe Lamp" in Spoils
    And Aldric has "Test Brute 4/4" in Spoils
    When the game advances to Casilda's declare attackers step
    And Casilda attacks Bertrand's piece 3 with "Test Brute 4/4"
    And the game advances to Casilda's second main phase
    Then Bertrand's piece 3 is spent
    And Bertrand has "Test Night Prowler" in Spoils
    And Casilda has "Test Brute 4/4" in Spoils
    And Bertrand's Master is on the road to "Bricked-Up Chapel"
    And Bertrand has 4 Vitae
    When the game advances to Aldric's upkeep
    Then the world cycle stands at Day 3, The Retrieve
    And Bertrand's Master is not on the road
    And Bertrand's Master shelters in "Bricked-Up Chapel"
    And Bertrand has 14 Vitae
    And Bertrand has "Test Dusk Howler" in hand

  @id:nodawn-806-each-opponent-a-strike @rule:806.5c @rule:806.5a
  Scenario: In her turn Casilda aims one strike at the convoy, not two; Dervla has her own in hers, the same round
    Given Bertrand has "Test Scribe Lamp" and "Test Night Prowler" in hand
    And Casilda controls "Test Brute 4/4" and "Gilded Emissary"
    And Dervla controls "Test Brute 4/4"
    When Bertrand sets out for "Bricked-Up Chapel" by the causeway, the Master as piece 1 among "Test Scribe Lamp" and "Test Night Prowler"
    And Bertrand passes
    And Casilda passes
    And Dervla passes
    And Aldric passes
    And the game advances to Casilda's declare attackers step
    Then Casilda cannot attack Bertrand's piece 2 with "Test Brute 4/4" and "Gilded Emissary"
    When Casilda attacks Bertrand's piece 2 with "Test Brute 4/4"
    And the game advances to Casilda's second main phase
    Then Bertrand's piece 2 is spent
    When the game advances to Dervla's declare attackers step
    Then the world cycle stands at Day 1, The Preparation
    When Dervla attacks Bertrand's piece 3 with "Test Brute 4/4"
    And the game advances to Dervla's second main phase
    Then Bertrand's piece 3 is spent
    And Bertrand's Master is on the road to "Bricked-Up Chapel"

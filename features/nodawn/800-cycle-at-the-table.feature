Feature: The table's one world cycle: extra turns and shifts at a table of three
  The cycle is the table's, not a player's. An extra turn advances it one step though it is not
  a round, so the rest of the round is played under the new round; a shift cast by anyone
  re-anchors it for everyone, the last shift to resolve deciding (800.4d, 800.4e).

  Background:
    Given a No Dawn free-for-all between Aldric, Bertrand and Casilda
    And Aldric's Domain holds 3 copies of "Test Filler"
    And Bertrand's Domain holds 3 copies of "Test Filler"
    And Casilda's Domain holds 3 copies of "Test Filler"

  @id:nodawn-800-extra-turn-mid-round @rule:800.4d @rule:500.11a
  Scenario: Bertrand's extra turn in the middle of the round advances the cycle, and Aldric's next turn advances it again
    Given Bertrand has "Test Stolen Hour" in hand
    When the game advances to Bertrand's first main phase
    And Bertrand casts "Test Stolen Hour"
    And Bertrand, Casilda and Aldric pass in turn
    And the game advances to Bertrand's upkeep
    Then this is Bertrand's turn 2
    And the world cycle stands at Night 2, The Arise
    When the game advances to Casilda's upkeep
    Then this is Casilda's turn 1
    And the world cycle stands at Night 2, The Arise
    When the game advances to Aldric's upkeep
    Then this is Aldric's turn 2
    And the world cycle stands at Night 3, The Vanish

  @id:nodawn-800-table-shift-last-wins @rule:800.4e @rule:500.12d
  Scenario: Bertrand forces Day and Casilda then forces Night: the whole table's next round is a fresh Hunt
    Given Bertrand has "Test Daybreak Rite" in hand
    And Casilda has "Test Nightfall Rite" in hand
    When the game advances to Bertrand's first main phase
    And Bertrand casts "Test Daybreak Rite"
    And Bertrand, Casilda and Aldric pass in turn
    And the game advances to Casilda's first main phase
    Then the world cycle stands at Night 1, The Hunt
    When Casilda casts "Test Nightfall Rite"
    And Casilda, Aldric and Bertrand pass in turn
    And the game advances to Aldric's upkeep
    Then this is Aldric's turn 2
    And the world cycle stands at Night 1, The Hunt
    When the game advances to Bertrand's upkeep
    Then the world cycle stands at Night 1, The Hunt
    When the game advances to Aldric's upkeep
    Then the world cycle stands at Night 2, The Arise

  @id:nodawn-800-extra-turn-of-a-departed-player @rule:800.6j @rule:500.11 @rule:500.11a
  Scenario: Aldric grants everyone an extra turn and Bertrand then concedes: his extra turn never begins and does not advance the cycle
    Extra turns go in APNAP order, the last inserted taken first: Casilda's, then Bertrand's, then
    Aldric's. Bertrand leaves before his comes, so it does not begin (800.6j) and only the two
    extra turns taken advance the cycle (500.11a); the turn order then resumes after Aldric's turn
    with the next player still in the game, Casilda.
    Given Aldric has "Test Vigil for All" in hand
    When Aldric casts "Test Vigil for All"
    And Aldric, Bertrand and Casilda pass in turn
    And Bertrand concedes
    Then Bertrand loses the game
    When the game advances to Casilda's upkeep
    Then this is Casilda's turn 1
    And the world cycle stands at Night 2, The Arise
    When the game advances to Aldric's upkeep
    Then this is Aldric's turn 2
    And the world cycle stands at Night 3, The Vanish
    When the game advances to Casilda's upkeep
    Then this is Casilda's turn 2
    And the world cycle stands at Night 3, The Vanish

Feature: Phases added to a turn
  An effect may add a phase: it is inserted directly after the phase the effect names, and of
  several added at one point the most recently created comes first; then the turn goes on as it
  would have. A main phase so added is a postcombat main phase (500.13, 505.1a).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 4 copies of "Test Filler"
    And Bob's Domain holds 4 copies of "Test Filler"
    And it is Alice's first main phase of turn 2

  @id:nodawn-added-main-phase-after-the-first @proposed @rule:500.13 @rule:505.1a
  Scenario: A main phase added after the first comes before combat, and combat still follows
    Given Alice controls "Test Brute 4/4"
    And Alice has "Test Second Wind" in hand
    When Alice casts "Test Second Wind"
    And Alice and Bob pass in turn
    And Alice and Bob pass in turn
    Then it is Alice's second main phase
    When Alice and Bob pass in turn
    Then it is Alice's beginning of combat step
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Brute 4/4"
    And the game advances to Alice's end step
    Then Bob has 16 Vitae

  @id:nodawn-added-phases-latest-first @proposed @rule:500.13
  Scenario: A combat phase and then a main phase added after the first main phase: the main phase comes first, then both combats
    Given Alice controls "Test Vigil Sentry"
    And Alice has "Test Renewed Onslaught" and "Test Second Wind" in hand
    When Alice casts "Test Renewed Onslaught"
    And Alice and Bob pass in turn
    And Alice casts "Test Second Wind"
    And Alice and Bob pass in turn
    And Alice and Bob pass in turn
    Then it is Alice's second main phase
    When Alice and Bob pass in turn
    Then it is Alice's beginning of combat step
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Vigil Sentry"
    And the game advances to Alice's end of combat step
    Then Bob has 18 Vitae
    When Alice and Bob pass in turn
    Then it is Alice's beginning of combat step
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Vigil Sentry"
    And the game advances to Alice's end of combat step
    Then Bob has 16 Vitae
    When Alice and Bob pass in turn
    Then it is Alice's second main phase
    When Alice and Bob pass in turn
    Then it is Alice's end step

  @id:nodawn-added-phase-ends-with-its-turn @proposed @rule:500.13 @rule:724.1d @rule:500.1
  Scenario: A combat phase added to Alice's turn, which then ends before it comes, is not carried into Bob's turn
    Alice adds a combat phase after her first main phase, then ends the turn there: the game leaps
    to her cleanup, skipping the added phase with all the rest, and Bob's turn has its one combat
    phase and goes on to its second main phase.

    Given Alice has "Test Renewed Onslaught" and "Test Time Stop" in hand
    When Alice casts "Test Renewed Onslaught"
    And Alice and Bob pass in turn
    And Alice casts "Test Time Stop"
    And Alice and Bob pass in turn
    Then it is Bob's upkeep
    When the game advances to Bob's end of combat step
    And Bob and Alice pass in turn
    Then it is Bob's second main phase

Feature: Reckoning
  A permanent with Reckoning N places N Reckoning counters on a target as it enters; at each of
  its controller's upkeeps one counter leaves that target, and when the last one goes the
  telegraphed effect — here, the kill — completes. Every step goes on the stack, and can be
  answered (702.50).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 4 copies of "Test Filler"
    And Bob's Domain holds 4 copies of "Test Filler"

  @id:nodawn-702-reckoning-counts-down @rule:702.50 @rule:702.50a
  Scenario: Two counters placed as it enters, one off at each upkeep, and the kill when the last goes
    Given Alice's pool holds 2 generic Vitae
    And Alice has "Test Doom Bell" in hand
    And Bob controls "Test Brute 4/4"
    When Alice casts "Test Doom Bell"
    And Alice passes
    Given Alice will answer "target" with "Bob's Test Brute 4/4"
    When Bob passes
    Then the stack holds "Test Doom Bell"
    And Alice's "target" choice offers "Bob's Test Brute 4/4"
    When Alice and Bob pass in turn
    Then Bob's "Test Brute 4/4" has 2 Reckoning counters
    When the game advances to Alice's upkeep
    Then the stack holds "Test Doom Bell"
    When Alice and Bob pass in turn
    Then Bob's "Test Brute 4/4" has 1 Reckoning counter
    And Bob controls "Test Brute 4/4"
    When the game advances to Alice's upkeep
    And Alice and Bob pass in turn
    Then Bob's "Test Brute 4/4" has 0 Reckoning counters
    And the stack holds "Test Doom Bell"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Test Brute 4/4" in his Spoils

  @id:nodawn-702-reckoning-outlives-its-source @rule:702.50a @rule:113.6
  Scenario: The countdown on the stack can be answered, but destroying the Bell does not stop it
    Once on the stack the ability exists apart from its source (113.6): the last counter still
    leaves, and the kill still completes.

    Given it is Bob's end step of turn 1
    And Alice controls "Test Doom Bell"
    And Bob controls "Test Brute 4/4" with 1 Reckoning counter
    And Alice's "Test Doom Bell" counts down on Bob's "Test Brute 4/4"
    And Bob has "Test Ruin" in hand
    When the game advances to Alice's upkeep
    Then the stack holds "Test Doom Bell"
    When Alice passes
    And Bob casts "Test Ruin" targeting Alice's "Test Doom Bell"
    And Bob and Alice pass in turn
    Then Alice has "Test Doom Bell" in her Spoils
    When Alice and Bob pass in turn
    Then Bob's "Test Brute 4/4" has 0 Reckoning counters
    And the stack holds "Test Doom Bell"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Test Brute 4/4" in his Spoils

  @id:nodawn-702-reckoning-target-gone @rule:702.50a
  Scenario: With the permanent counted down on gone, the countdown finds nothing and nothing completes
    Given it is Bob's end step of turn 1
    And Alice controls "Test Doom Bell"
    And Bob controls "Test Brute 4/4" with 1 Reckoning counter
    And Alice's "Test Doom Bell" counts down on Bob's "Test Brute 4/4"
    And Alice has "Test Banishment" in hand
    When the game advances to Alice's upkeep
    And Alice casts "Test Banishment" targeting Bob's "Test Brute 4/4"
    And Alice and Bob pass in turn
    And Alice and Bob pass in turn
    Then the stack is empty
    And Alice controls "Test Doom Bell"

  @id:nodawn-122-reckoning-counter-at-the-markers-upkeep @rule:122.2e @rule:503.2b
  Scenario: A Reckoning counter leaves at the upkeep of the Bell's controller, not at the marked Brute's controller's
    Given it is Alice's end step of turn 1
    And Alice controls "Test Doom Bell"
    And Bob controls "Test Brute 4/4" with 2 Reckoning counters
    And Alice's "Test Doom Bell" counts down on Bob's "Test Brute 4/4"
    When the game advances to Bob's upkeep
    Then the stack is empty
    And Bob's "Test Brute 4/4" has 2 Reckoning counters
    When the game advances to Alice's upkeep
    Then the stack holds "Test Doom Bell"
    When Alice and Bob pass in turn
    Then Bob's "Test Brute 4/4" has 1 Reckoning counter
    And Bob controls "Test Brute 4/4"

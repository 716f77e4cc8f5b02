Feature: What matures at the upkeep
  Abilities that mature on a schedule trigger as their controller's upkeep begins, and only
  then: a dormant Sleeper may be woken, a gathering Sleeper gains its counter, a Reckoning loses a
  counter and completes when the last is gone (503.2b, 702.39, 702.50).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 4 copies of "Test Filler"
    And Bob's Domain holds 4 copies of "Test Filler"

  @id:nodawn-gathering-sleeper-matures @rule:503.2b @rule:702.39a @rule:702.39c
  Scenario: A gathering Sleeper gains a counter at its controller's upkeep, not at the opponent's
    Given Alice controls "Test Gathering Shade"
    When the game advances to Bob's upkeep
    Then the stack is empty
    When the game advances to Alice's upkeep
    Then the stack holds "Test Gathering Shade"
    When Alice and Bob pass in turn
    Then Alice's "Test Gathering Shade" has 1 growth counter
    And Alice's "Test Gathering Shade" has 2 Attack

  @id:nodawn-dormant-sleeper-wakes @rule:503.2b @rule:702.39b @rule:613.2 @rule:600.6
  Scenario: A dormant Sleeper enters face down, and at its controller's upkeep may be woken
    Given Alice has "Test Sleeping Assassin" in hand
    When Alice casts "Test Sleeping Assassin"
    And Alice and Bob pass in turn
    Then Alice's "Test Sleeping Assassin" has 2 Attack
    And Alice's "Test Sleeping Assassin" has 2 Vigor
    When the game advances to Alice's upkeep
    Then the stack holds "Test Sleeping Assassin"
    When Alice passes
    And Alice answers "may" with "yes" when Bob passes
    Then Alice's "may" choice offers exactly "yes" and "no"
    And Alice's "Test Sleeping Assassin" has 4 Attack
    And Alice's "Test Sleeping Assassin" has 1 Vigor

  @id:nodawn-dormant-sleeper-left-asleep @rule:503.2b @rule:702.39b
  Scenario: Left asleep, a dormant Sleeper stays face down and matures again at the next upkeep
    Given Alice controls a face-down "Test Sleeping Assassin"
    When the game advances to Alice's upkeep
    And Alice passes
    And Alice answers "may" with "no" when Bob passes
    Then Alice's "Test Sleeping Assassin" has 2 Attack
    When the game advances to Bob's upkeep
    Then the stack is empty
    When the game advances to Alice's upkeep
    Then the stack holds "Test Sleeping Assassin"

  @id:nodawn-reckoning-only-at-its-controllers-upkeep @rule:503.2b @rule:702.50a
  Scenario: A Reckoning counts down at its controller's upkeep, never at the opponent's
    Given Alice controls "Test Doom Bell"
    And Bob controls "Test Brute 4/4" with 2 Reckoning counters
    And Alice's "Test Doom Bell" counts down on Bob's "Test Brute 4/4"
    When the game advances to Bob's upkeep
    Then the stack is empty
    And Bob's "Test Brute 4/4" has 2 Reckoning counters
    When the game advances to Alice's upkeep
    Then the stack holds "Test Doom Bell"
    When Alice and Bob pass in turn
    Then Bob's "Test Brute 4/4" has 1 Reckoning counter

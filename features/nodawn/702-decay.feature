Feature: Decay
  An Entity with Decay N comes into play carrying N decay counters. Each time its controller's
  upkeep begins, a triggered ability makes it lose one Vigor per decay counter then on it, and
  those losses pile up from one upkeep to the next while the counters stay (702.41).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"

  @id:nodawn-decay-enters-with-counters @rule:702.41a @rule:702.41
  Scenario: An Entity with Decay enters with that many decay counters
    Given Alice's pool holds 2 generic Vitae
    And Alice has "Test Rotting Ghoul" in hand
    When Alice casts "Test Rotting Ghoul"
    And Alice and Bob pass in turn
    Then Alice controls "Test Rotting Ghoul"
    And Alice's "Test Rotting Ghoul" has 2 decay counters
    And Alice's "Test Rotting Ghoul" has 4 Vigor

  @id:nodawn-decay-upkeep-trigger @rule:702.41a
  Scenario: At its controller's upkeep Decay triggers, and it loses a Vigor for each decay counter
    Given Alice controls "Test Rotting Ghoul" with 2 decay counters
    When the game advances to Alice's upkeep
    Then the stack holds "Test Rotting Ghoul"
    And Alice's "Test Rotting Ghoul" has 4 Vigor
    When Alice and Bob pass in turn
    Then Alice's "Test Rotting Ghoul" has 2 Vigor
    And Alice's "Test Rotting Ghoul" has 3 Attack
    And Alice's "Test Rotting Ghoul" has 2 decay counters

  @id:nodawn-decay-cumulative @rule:702.41a
  Scenario: The Vigor lost to Decay adds up from one upkeep to the next
    Given Alice controls "Test Rotting Ghoul" with 1 decay counter
    When the game advances to Alice's upkeep
    And Alice and Bob pass in turn
    Then Alice's "Test Rotting Ghoul" has 3 Vigor
    When the game advances to Alice's upkeep
    And Alice and Bob pass in turn
    Then Alice's "Test Rotting Ghoul" has 2 Vigor

  @id:nodawn-decay-only-own-upkeep @rule:702.41a
  Scenario: Decay does not trigger in an opponent's upkeep
    Given Alice controls "Test Rotting Ghoul" with 2 decay counters
    When the game advances to Bob's upkeep
    Then the stack is empty
    And Alice's "Test Rotting Ghoul" has 4 Vigor

  @id:nodawn-decay-kills @rule:702.41a @rule:704.5i
  Scenario: An Entity that Decay brings to 0 Vigor dies at the next state check
    Given Alice controls "Test Rotting Wretch" with 1 decay counter
    When the game advances to Alice's upkeep
    And Alice and Bob pass in turn
    Then Alice no longer controls "Test Rotting Wretch"
    And Alice has "Test Rotting Wretch" in her Spoils

  @id:nodawn-decay-no-counters @rule:702.41a
  Scenario: With no decay counters left, the Decay trigger takes no Vigor
    Given Alice controls "Test Rotting Ghoul"
    When the game advances to Alice's upkeep
    And Alice and Bob pass in turn
    Then Alice's "Test Rotting Ghoul" has 4 Vigor

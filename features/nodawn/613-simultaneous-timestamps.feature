Feature: Timestamps given at the same moment
  Objects that enter together are ordered APNAP: the active player's first, then each other
  player's in turn order — while the game is set up, the starting player counts as the active
  player. Of two rules effects the later applies last (613.7d, 613.10, 101.4e).

  Background:
    Given a No Dawn game about to begin between Alice and Bob
    And Alice's Domain holds 60 of the kit's stock cards
    And Bob's Domain holds 60 of the kit's stock cards
    And Alice designates "Test Master" and "Test Narrow Cloister" as lineage Master and Haven
    And Bob designates "Test Master" and "Test Broad Cloister" as lineage Master and Haven
    And Alice's Domain will be shuffled into the order it holds
    And Bob's Domain will be shuffled into the order it holds
    And Alice will answer "mulligan" with "keep"
    And Bob will answer "mulligan" with "keep"

  @id:nodawn-simultaneous-havens-apnap-alice-starts @rule:613.7d @rule:613.10 @rule:101.4e
  Scenario: Alice starts: her lineage Haven is stamped first, Bob's after, so Bob's maximum of six applies last
    Given the "first-player" outcome will be "Alice"
    When the game begins
    Then Alice's hand holds 7 cards
    Given Alice will answer "discard" with "Test Stock 01"
    When the game advances to Bob's upkeep
    Then Alice's "discard" choice allows at most 1
    And Alice's hand holds 6 cards
    And Alice's Spoils is "Test Stock 01"

  @id:nodawn-simultaneous-havens-apnap-bob-starts @rule:613.7d @rule:613.10 @rule:101.4e
  Scenario: Bob starts: his lineage Haven is stamped first, Alice's after, so her maximum of five applies last
    Given the "first-player" outcome will be "Bob"
    When the game begins
    Then Bob's hand holds 7 cards
    Given Bob will answer "discard" with "Test Stock 01" and "Test Stock 02"
    And Bob will answer "spoils-order" with "Test Stock 01" and "Test Stock 02"
    When the game advances to Alice's upkeep
    Then Bob's "discard" choice allows at most 2
    And Bob's hand holds 5 cards
    And Bob's Spoils holds 2 cards

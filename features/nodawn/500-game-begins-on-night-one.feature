Feature: The game begins on Night 1, each shuffled deck its player's Domain
  As the game begins each player's shuffled deck becomes their Domain (401.1), and unless a card
  that starts the game says otherwise, the first round is Night 1, The Hunt (500.9a).

  Background:
    Given a No Dawn game about to begin between Alice and Bob
    And Alice's Domain holds 60 of the kit's stock cards
    And Bob's Domain holds 60 of the kit's stock cards

  @id:nodawn-begins-night-one-domain-from-deck @rule:500.9a @rule:401.1
  Scenario: The first round is The Hunt, and each Domain is the shuffled deck less the opening hand
    Given Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Bob designates "Test Master" and "Test Haven" as lineage Master and Haven
    And the "first-player" outcome will be "Alice"
    And Alice's Domain will be shuffled with "Test Stock 20" on top
    And Bob's Domain will be shuffled into the order it holds
    And Alice will answer "mulligan" with "keep"
    And Bob will answer "mulligan" with "keep"
    When the game begins
    Then the world cycle stands at Night 1, The Hunt
    And Alice has "Test Stock 20" in hand
    And Alice's Domain holds 53 cards
    And Bob's Domain holds 53 cards

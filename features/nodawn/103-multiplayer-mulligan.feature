Feature: The free mulligan of a multiplayer game
  In a game that begins with more than two players, each player's first mulligan is free: it
  puts no card on the bottom and does not count toward those bottomed later (103.5a).

  Background:
    Given a No Dawn game about to begin between Alice, Bob and Carol
    And Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Bob designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Carol designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 60 of the kit's stock cards
    And Bob's Domain holds 60 of the kit's stock cards
    And Carol's Domain holds 60 of the kit's stock cards
    And the "first-player" outcome will be "Alice"
    And Alice's Domain will be shuffled into the order it holds
    And Bob's Domain will be shuffled into the order it holds
    And Carol's Domain will be shuffled into the order it holds
    And Alice will answer "mulligan" with "keep"
    And Bob will answer "mulligan" with "keep"

  @id:nodawn-first-mulligan-free @rule:103.5a @rule:103.5
  Scenario: A player's first mulligan in a multiplayer game bottoms nothing
    Given Carol will answer "mulligan" with "mulligan"
    And Carol's Domain will be shuffled into the order it holds
    And Carol will answer "mulligan" with "keep"
    When the game begins
    Then Carol's hand holds 7 cards
    And Carol's Domain holds 53 cards

  @id:nodawn-second-mulligan-multiplayer @rule:103.5a @rule:103.5
  Scenario: The second mulligan of a multiplayer game bottoms one card, as a duel's first does
    Given Carol will answer "mulligan" with "mulligan"
    And Carol's Domain will be shuffled into the order it holds
    And Carol will answer "mulligan" with "mulligan"
    And Carol's Domain will be shuffled into the order it holds
    And Carol will answer "bottom" with "Test Stock 01"
    And Carol will answer "mulligan" with "keep"
    When the game begins
    Then Carol's hand holds 6 cards
    And Carol's "bottom" choice allows at most 1

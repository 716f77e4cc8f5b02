Feature: Rounds with three players
  A round is one turn for each player still in the game, in turn order; every turn of it bears
  the one world cycle's round, and a player who has left is passed over (500.8, 500.9c).

  Background:
    Given a No Dawn game between Alice, Bob and Carol

  @id:nodawn-one-sky-for-every-player @rule:500.9c @rule:500.8
  Scenario: In a three-player game every turn of a round shares the one cycle, which advances once
    Given Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"
    And Carol's Domain holds 5 copies of "Test Filler"
    When the game advances to Bob's upkeep
    Then the world cycle stands at Night 1, The Hunt
    When the game advances to Carol's upkeep
    Then the world cycle stands at Night 1, The Hunt
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 2, The Arise

  @id:nodawn-round-passes-over-the-departed @rule:500.8
  Scenario: A player who has left the game is passed over, and the round closes without them
    Given Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"
    And Carol's Domain holds 5 copies of "Test Filler"
    And it is Bob's end step of turn 1
    When Carol concedes
    And Bob and Alice pass in turn
    Then it is Alice's upkeep
    And this is Alice's turn 2
    And the world cycle stands at Night 2, The Arise

  @id:nodawn-opponent-loss-triggers @rule:603.9
  Scenario: An ability that watches for an opponent losing triggers however the loss came — by concession
    Given Alice controls "Test Grim Witness"
    And Alice's Domain holds 5 copies of "Test Filler"
    When Carol concedes
    Then Carol loses the game
    And the stack holds "Test Grim Witness"
    When Alice and Bob pass in turn
    Then Alice's hand is "Test Filler"

  @id:nodawn-opponent-loss-by-damage-triggers @rule:603.9 @rule:603.10
  Scenario: An opponent's loss at Vitae 0 triggers the watcher too
    Given Alice controls "Test Grim Witness"
    And Alice's Domain holds 5 copies of "Test Filler"
    And Carol has 2 Vitae
    And Alice has "Test Bolt 2" in hand
    When Alice casts "Test Bolt 2" targeting Carol
    And Alice and Bob pass in turn
    And Carol passes
    Then Carol loses the game
    And the stack holds "Test Grim Witness"

Feature: The ways to win, to lose, and to draw
  There are ways to win (every opponent gone, an effect saying so), ways to lose (conceding, no
  Vitae, deck-out, liquidation, sunlight, an effect) and ways to draw (everyone losing at once, an
  effect). A player who loses or draws leaves the game; in a game of more the others play on (104).

  @id:nodawn-effect-wins @rule:104.2 @rule:104.2b @rule:104.1
  Scenario: An effect may say that a player wins the game: the game ends at once
    Given a No Dawn duel between Alice and Bob
    And Alice has "Test Decree of Victory" in hand
    When Alice casts "Test Decree of Victory"
    And Alice and Bob pass in turn
    Then Alice wins the game

  @id:nodawn-effect-loses @rule:104.3 @rule:104.3f
  Scenario: An effect may say that a player loses the game
    Given a No Dawn duel between Alice and Bob
    And Alice has "Test Decree of Defeat" in hand
    When Alice casts "Test Decree of Defeat"
    And Alice and Bob pass in turn
    Then Bob wins the game
    And Alice loses the game

  @id:nodawn-effect-draws @rule:104.4 @rule:104.4c
  Scenario: An effect may say that the game is a draw
    Given a No Dawn duel between Alice and Bob
    And Alice has "Test Stalemate" in hand
    When Alice casts "Test Stalemate"
    And Alice and Bob pass in turn
    Then the game is a draw

  @id:nodawn-loser-leaves-the-game @rule:104.5 @rule:104.3a
  Scenario: A player who loses leaves the game; in a game of three the others play on
    Given a No Dawn game between Alice, Bob and Carol
    And Carol has "Test Bolt 3" in hand
    When Alice passes
    And Bob passes
    And Carol casts "Test Bolt 3" targeting Alice
    And Carol concedes
    Then Carol loses the game
    And the game is not over
    And the stack is empty
    And Alice is still in the game
    And Bob is still in the game

  @id:nodawn-liamite-liquidated-garethean-climbs @example @ruleset:>=2026-08-02 @rule:104.2c @rule:104.3d @rule:704.5c
  Scenario: A Liamite reaching Corruption 10 is liquidated; a Garethean at 10 is untouched and climbs on
    104.2c's example, in a game of three so that the game goes on past the liquidation.

    Given a No Dawn game between Alice, Bob and Carol
    And Bob's Master is "Test Garethean Master"
    And Alice has 9 Corruption
    And Bob has 9 Corruption
    And Carol has "Test Pestilence" in hand
    When Alice passes
    And Bob passes
    And Carol casts "Test Pestilence"
    And Carol and Alice pass in turn
    And Bob passes
    Then Alice loses the game
    And Bob is still in the game
    And Bob has 10 Corruption

  @id:nodawn-104-game-over-before-the-next-instruction @rule:104.1 @rule:104.2b @rule:608.4
  Scenario: The game ends the moment a spell wins it: the instruction after the win is never carried out
    Test Victor's Ruin says its controller wins, then destroys target Entity. The game ends at
    once as Alice wins (104.1), so nothing more of the spell happens: Bob's Wretch stays where it
    stands, and Alice, who has a Vitae to pay with, is offered no rites for it.

    Given a No Dawn duel between Alice and Bob
    And Bob controls "Test Wretch"
    And Alice has "Test Victor's Ruin" in hand
    And Alice's pool holds 1 generic Vitae
    When Alice casts "Test Victor's Ruin" targeting Bob's "Test Wretch"
    And Alice and Bob pass in turn
    Then Alice wins the game
    And Bob controls "Test Wretch"
    And Bob's Spoils is empty
    And Alice's pool holds 1 generic Vitae

  @id:nodawn-104-game-over-within-a-coin-outcome @rule:104.1 @rule:104.2b
  Scenario: The game ends the moment a coin's outcome wins it: the Wrath after the win is never gained
    Test Victor's Coin lands heads, its result declared (705.3): Alice wins the game, then would
    gain 2 Wrath. The game ends at once as she wins (104.1), so her Wrath stays at none.

    Given a No Dawn duel between Alice and Bob
    And Alice has "Test Victor's Coin" in hand
    When Alice casts "Test Victor's Coin"
    And Alice and Bob pass in turn
    Then Alice wins the game
    And Alice has 0 Wrath

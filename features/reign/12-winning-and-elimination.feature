Feature: Winning and elimination
  Controlling 15 Influence wins at once; a player who must draw from an empty deck is eliminated,
  and the last player left wins. When everyone is eliminated together, Influence decides, then the
  Authority emblem, then the first player.

  Background:
    Given a Reign of Kings duel between Alice of "Camelot" and Bob of "The Eleven"
    And Alice's active quest is "Test Quest W4 M2 S1 L7"
    And Bob's active quest is "Test Quest W5 M1 S2 L6"

  @id:reign-fifteen-influence-wins @rule:1.1 @rule:12 @rule:5.5 @rule:quick-reference.1
  Scenario: Reaching 15 Influence in the Authority phase wins the game at once
    Given it is the Confrontation phase and Bob is the active player
    And Alice has 14 Influence
    And Alice controls "Test Soldier 3"
    When the game advances to the Authority phase
    Then Alice has 15 Influence
    And Alice wins the game
    And Bob loses the game

  @id:reign-fourteen-influence-is-not-enough @rule:1.1
  Scenario: 14 Influence does not win
    Given it is the Confrontation phase and Bob is the active player
    And Alice has 13 Influence
    And Alice controls "Test Soldier 3"
    When the game advances to the Authority phase
    Then Alice has 14 Influence
    And the game is not over
    And it is the Authority phase

  @id:reign-glory-influence-counts-to-fifteen @rule:1.1 @rule:9.2 @rule:10.7
  Scenario: Influence on a unit the player controls counts toward 15
    Given it is the Confrontation phase and Alice is the active player
    And Alice has 14 Influence
    And Alice controls "Test Glory Knight 2"
    And Bob controls "Test Soldier 1"
    When Alice initiates a Combat struggle against Bob with "Test Glory Knight 2"
    Given Alice will answer "glory" with "yes"
    When Bob defends with "Test Soldier 1"
    Then Alice's "Test Glory Knight 2" has 1 Influence
    And Alice's faction card holds 14 Influence
    And Alice has 15 Influence
    And Alice wins the game

  @id:reign-faith-spoils-reach-fifteen @rule:12 @rule:6.1
  Scenario: Influence moved by a Faith win can win the game
    Given it is the Confrontation phase and Alice is the active player
    And Alice's active quest is "Test Quest W3 M3 S3 L5"
    And Alice has 12 Influence
    And Bob has 5 Influence
    And Alice controls "Test Priest 2"
    And Bob controls "Test Priest 2"
    When Alice initiates a Faith struggle against Bob with "Test Priest 2"
    And Bob defends with "Test Priest 2"
    Then Alice has 15 Influence
    And Bob has 2 Influence
    And Alice wins the game

  @id:reign-empty-deck-eliminates @rule:5.2 @rule:12 @rule:quick-reference.1
  Scenario: A player who must draw from an empty deck is eliminated and the other wins
    Given it is the Quest phase
    And Alice's draw deck holds, from the top, "Test Soldier 1" and "Test Soldier 2"
    And Bob's draw deck holds, from the top, "Test Soldier 3"
    And Bob's discard pile holds 5 copies of "Test Soldier 1"
    When the game advances to the Draw phase
    Then Bob loses the game
    And Alice wins the game
    And Alice's hand is "Test Soldier 1" and "Test Soldier 2"

  @id:reign-everyone-eliminated-most-influence-wins @rule:12
  Scenario: When both players are eliminated at once the one with more Influence wins
    Given it is the Quest phase
    And Alice has 6 Influence
    And Bob has 7 Influence
    When the game advances to the Draw phase
    Then Bob wins the game
    And Alice loses the game

  @id:reign-everyone-eliminated-authority-breaks-tie @rule:12
  Scenario: Tied eliminated players: the one holding the Authority emblem wins
    Given it is the Quest phase
    And Alice has 6 Influence
    And Bob has 6 Influence
    And Bob holds the Authority emblem
    When the game advances to the Draw phase
    Then Bob wins the game

  @id:reign-everyone-eliminated-first-player-decides @rule:12
  Scenario: Tied eliminated players, no emblem among them: the first player decides
    Given it is the Quest phase
    And Bob is the first player
    And Alice has 6 Influence
    And Bob has 6 Influence
    And Bob will answer "winner" with "Alice"
    When the game advances to the Draw phase
    Then Alice wins the game
    And Bob's "winner" choice offers exactly "Alice" and "Bob"

  @id:reign-mastery-from-empty-deck-eliminates @rule:12 @rule:9.2
  Scenario: Choosing to draw with Mastery from an empty deck eliminates the player
    Given it is the Confrontation phase and Alice is the active player
    And Alice controls "Test Mastery Sage 2"
    And Alice's draw deck is empty
    When Alice initiates a Combat struggle against Bob with "Test Mastery Sage 2"
    Given Alice will answer "mastery" with "yes"
    When Bob declares no defenders
    Then Alice loses the game
    And Bob wins the game

  @id:reign-no-action-after-the-game-ends @rule:12
  Scenario: Once a player has won, no further action is allowed
    Given it is the Confrontation phase and Bob is the active player
    And Alice has 14 Influence
    And Alice controls "Test Soldier 3"
    And Alice has "Test Windfall 2" in hand
    When the game advances to the Authority phase
    Then Alice wins the game
    And Alice cannot play "Test Windfall 2"

  @id:reign-more-than-fifteen-wins @rule:1.1 @rule:12 @rule:6.1
  Scenario: Going past 15 Influence in one step wins as well
    Given it is the Confrontation phase and Alice is the active player
    And Alice's active quest is "Test Quest W3 M3 S3 L5"
    And Alice has 13 Influence
    And Bob has 5 Influence
    And Alice controls "Test Priest 2"
    And Bob controls "Test Priest 2"
    When Alice initiates a Faith struggle against Bob with "Test Priest 2"
    And Bob defends with "Test Priest 2"
    Then Alice has 16 Influence
    And Alice wins the game

  @id:reign-forced-draw-from-an-empty-deck-eliminates @rule:12 @rule:8.3 @rule:5.2
  Scenario: A Forced draw from an empty deck eliminates the player as any other draw does
    Given it is the Kingdom phase and Alice is the active player
    And Alice controls "Test Herald 1"
    And Alice's draw deck is empty
    And Alice has 1 wealth in her pool
    And Alice has "Test Tribute" in hand
    When Alice plays "Test Tribute"
    Then Alice loses the game
    And Bob wins the game

  @id:reign-two-players-reach-fifteen-together @rule:12 @rule:1.1
  Scenario: Two players reaching 15 at the same instant: the first player decides who wins
    Given Bob is the first player
    And Alice has 14 Influence
    And Bob has 14 Influence
    And Alice has "Test Festival" in hand
    And Bob will answer "winner" with "Alice"
    When Alice plays "Test Festival"
    Then Bob's "winner" choice offers exactly "Alice" and "Bob"
    And Alice wins the game
    And Bob loses the game

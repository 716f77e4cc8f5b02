Feature: Ending the game
  The game ends the moment someone wins or it is drawn. A player wins when every opponent has
  left, or when an effect or an ascending Master says so; a player loses by conceding, by an
  empty vein, by drawing from an empty Domain, by liquidation at ten Corruption, or because an
  effect says so. Losses found by one state check happen together: if nobody is left, the game
  is a draw (104).

  @id:nodawn-concede-in-opponents-turn @rule:104.3a @rule:104.2a
  Scenario: A player may concede without holding priority, and the opponent is left to win
    Given a No Dawn duel between Alice and Bob
    And Alice has "Test Rite 2" in hand
    When Bob concedes
    Then Bob loses the game
    And Alice wins the game

  @id:nodawn-concede-three-players @rule:104.3a @rule:104.2a @rule:806.1
  Scenario: In a three-player game a concession leaves the others playing until one is left
    Given a No Dawn game between Alice, Bob and Carol
    When Carol concedes
    Then Carol loses the game
    And the game is not over
    And Alice is still in the game
    And Bob is still in the game
    When Bob concedes
    Then Alice wins the game

  @id:nodawn-no-action-after-the-end @rule:104.1 @rule:104.3a
  Scenario: Once the game has ended nobody acts in it any more
    Given a No Dawn duel between Alice and Bob
    And Alice has "Test Rite 2" in hand
    And Alice's pool holds 2 generic Vitae
    When Bob concedes
    Then Alice cannot cast "Test Rite 2"

  @id:nodawn-effect-wins-the-game @rule:104.2b @rule:104.1
  Scenario: A spell saying its caster wins ends the game as it resolves
    Given a No Dawn duel between Alice and Bob
    And Alice has "Test Decree of Victory" in hand
    When Alice casts "Test Decree of Victory"
    Then the game is not over
    When Alice and Bob pass in turn
    Then Alice wins the game
    And Bob loses the game

  @id:nodawn-effect-loses-the-game @rule:104.3f @rule:104.2a
  Scenario: A spell saying its caster loses removes them, and the last player standing wins
    Given a No Dawn duel between Alice and Bob
    And Alice has "Test Decree of Defeat" in hand
    When Alice casts "Test Decree of Defeat"
    And Alice and Bob pass in turn
    Then Alice loses the game
    And Bob wins the game

  @id:nodawn-damage-empties-the-vein @rule:104.3b @rule:704.5a @rule:120.3a
  Scenario: Damage that brings a Master to 0 Vitae loses its player the game
    Given a No Dawn duel between Alice and Bob
    And Bob has 3 Vitae
    And Alice has "Test Bolt 3" in hand
    When Alice casts "Test Bolt 3" targeting Bob
    And Alice and Bob pass in turn
    Then Bob has 0 Vitae
    And Bob loses the game
    And Alice wins the game

  @id:nodawn-spending-the-last-vitae @rule:119.4a @rule:104.3b @rule:704.5a
  Scenario: A Master may spend all the Vitae it has, and then its player loses at the next check
    Given a No Dawn duel between Alice and Bob
    And Alice has 2 Vitae
    And Alice has "Test Rite 2" in hand
    When Alice casts "Test Rite 2" paying 2 from the vein
    Then Alice has 0 Vitae
    And Alice loses the game
    And Bob wins the game

  @id:nodawn-deck-out-by-a-draw-effect @rule:104.3c @rule:121.3 @rule:121.4 @rule:704.5b
  Scenario: Told to draw two from a one-card Domain, a player draws the one and then loses
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds, from the top, "Test Filler"
    And Alice has "Test Insight 2" in hand
    When Alice casts "Test Insight 2"
    And Alice and Bob pass in turn
    Then Alice has "Test Filler" in hand
    And Alice's Domain is empty
    And Alice loses the game
    And Bob wins the game

  @id:nodawn-deck-out-at-the-draw-step @rule:504.1b @rule:704.5b @rule:504.1a
  Scenario: A player whose first draw step finds an empty Domain loses
    Given a No Dawn duel between Alice and Bob
    And Bob's Domain is empty
    When the game advances to Bob's first main phase
    Then Bob loses the game
    And Alice wins the game

  @id:nodawn-first-draw-is-one-card @rule:504.1a @rule:121.2
  Scenario: The player on the draw takes exactly one card on their first turn, so one is enough
    Given a No Dawn duel between Alice and Bob
    And Bob's Master is "Test Garethean Master"
    And Bob's Domain holds, from the top, "Test Filler" and "Test Rite 2"
    When the game advances to Bob's first main phase
    Then Bob's hand is "Test Filler"
    And Bob's Domain is "Test Rite 2"
    And the game is not over

  @id:nodawn-liquidation-at-ten @rule:104.3d @rule:704.5c
  Scenario: A player whose Corruption reaches ten is liquidated
    Given a No Dawn duel between Alice and Bob
    And Alice has 8 Corruption
    And Alice has "Test Caprice ✚+2" in hand
    When Alice casts "Test Caprice ✚+2"
    Then Alice has 10 Corruption
    And Alice loses the game
    And Bob wins the game

  @id:nodawn-both-vitae-zero-is-a-draw @rule:104.4a @rule:704.5a @rule:704.3
  Scenario: Both Masters emptied by one spell lose together, and the game is a draw
    Given a No Dawn duel between Alice and Bob
    And Alice has 3 Vitae
    And Bob has 3 Vitae
    And Alice has "Test Red Dawn 3" in hand
    When Alice casts "Test Red Dawn 3"
    And Alice and Bob pass in turn
    Then Alice has 0 Vitae
    And Bob has 0 Vitae
    And the game is a draw

  @id:nodawn-liquidation-and-death-draw @rule:104.4a @rule:704.5a @rule:704.5c @rule:704.3
  Scenario: One player liquidated and the other emptied in the same check is a draw
    Given a No Dawn duel between Alice and Bob
    And Alice has 9 Corruption
    And Bob has 2 Vitae
    And Alice has "Test Tainted Bolt 2" in hand
    When Alice casts "Test Tainted Bolt 2" targeting Bob
    And Alice and Bob pass in turn
    Then Alice has 10 Corruption
    And Bob has 0 Vitae
    And the game is a draw

  @id:nodawn-game-over-mid-resolution @rule:104.1 @rule:104.3f @rule:104.2a
  Scenario: In a duel, a spell that makes its caster lose ends the game at once: its later loss of Vitae never reaches the winner
    Given a No Dawn duel between Alice and Bob
    And Alice has "Test Spiteful Gambit" in hand
    When Alice casts "Test Spiteful Gambit"
    And Alice and Bob pass in turn
    Then Alice loses the game
    And Bob wins the game
    And Bob has 20 Vitae

Feature: Players and opponents
  A player commands a Master: what strikes the Master strikes the player. The active player is the
  one whose turn it is. Two players are each other's only opponent; with more at the table,
  everyone else is an opponent, all against all (100.1, 102).

  @id:nodawn-master-is-the-player @rule:102.1 @rule:119.2 @rule:120.3a
  Scenario: Damage dealt to a player strikes their Master: it drains that player's Vitae
    Given a No Dawn duel between Alice and Bob
    And Alice has "Test Bolt 3" in hand
    When Alice casts "Test Bolt 3" targeting Bob
    And Alice and Bob pass in turn
    Then Bob has 17 Vitae

  @id:nodawn-only-active-player-attacks @rule:102.2 @rule:506.3
  Scenario: The active player is the one whose turn it is; a nonactive player declares no attack
    Given a No Dawn duel between Alice and Bob
    And Bob controls "Test Wretch"
    And it is Alice's declare attackers step of turn 2
    Then Bob cannot attack Alice with "Test Wretch"

  @id:nodawn-duel-opponent-is-the-other @rule:100.1 @rule:100.1a @rule:102.3
  Scenario: In a duel the other player is the opponent: an attack goes at them, never at one's own side
    Given a No Dawn duel between Alice and Bob
    And each player's lineage Haven is "Test Haven"
    And Alice controls "Test Wretch"
    And it is Alice's declare attackers step of turn 2
    Then Alice cannot attack Alice's "Test Haven" with "Test Wretch"
    When Alice attacks Bob's "Test Haven" with "Test Wretch"
    Then Alice's "Test Wretch" is attacking Bob's "Test Haven"

  @id:nodawn-every-other-player-an-opponent @rule:100.1 @rule:100.1a @rule:102.3
  Scenario: In a game of three, every other player is an opponent: each may be attacked
    Given a No Dawn game between Alice, Bob and Carol
    And Alice controls "Test Wretch" and "Test Thrall"
    And it is Alice's declare attackers step of turn 2
    When Alice declares attacks
      | attacker    | target |
      | Test Wretch | Bob    |
      | Test Thrall | Carol  |
    And the game advances to Alice's end of combat step
    Then Bob has 19 Vitae
    And Carol has 19 Vitae

  @id:nodawn-each-opponent-loses-not-the-caster @rule:102.3 @rule:119.3
  Scenario: "Each opponent loses 2 Vitae" cast by Bob takes 2 from Alice and none from Bob
    Given a No Dawn duel between Alice and Bob
    And Bob's pool holds 2 generic Vitae
    And Bob has "Edict of Coin and Blade" in hand
    When Alice passes
    And Bob casts "Edict of Coin and Blade" choosing "each opponent loses 2 Vitae"
    And Bob and Alice pass in turn
    Then Alice has 18 Vitae
    And Bob has 20 Vitae

@rule:104.2c @rule:704.5d
Feature: Ascension through Damnation
  A Master whose card says it ascends (the Garethean) turns the Corruption loss around: its
  player is not liquidated, and wins once Corruption reaches the printed threshold, every other
  player leaving the game at once; the ascension beats a liquidation found in the same check.
  The threshold was raised from 10 to 15 by the amendment of 2026-08-02; before it, the
  liquidation mark and the ascension mark were the same number (104.2c, 704.5d, 104.3g).

  @id:nodawn-garethean-not-liquidated-at-ten @ruleset:>=2026-08-02
  Scenario: A Garethean passes ten Corruption without being liquidated
    Given a No Dawn duel between Alice and Bob
    And Alice's Master is "Test Garethean Master"
    And Alice has 9 Corruption
    And Alice has "Test Caprice ✚+2" in hand
    When Alice casts "Test Caprice ✚+2"
    Then Alice has 11 Corruption
    And Alice is still in the game
    And the game is not over

  @id:nodawn-garethean-fourteen-is-not-enough @ruleset:>=2026-08-02
  Scenario: Fourteen Corruption is neither liquidation nor ascension for a Garethean
    Given a No Dawn duel between Alice and Bob
    And Alice's Master is "Test Garethean Master"
    And Alice has 12 Corruption
    And Alice has "Test Caprice ✚+2" in hand
    When Alice casts "Test Caprice ✚+2"
    Then Alice has 14 Corruption
    And the game is not over

  @id:nodawn-garethean-ascends-at-fifteen @ruleset:>=2026-08-02
  Scenario: A Garethean reaching fifteen Corruption wins and the opponent is eliminated
    Given a No Dawn duel between Alice and Bob
    And Alice's Master is "Test Garethean Master"
    And Alice has 13 Corruption
    And Alice has "Test Caprice ✚+2" in hand
    When Alice casts "Test Caprice ✚+2"
    Then Alice wins the game
    And Bob loses the game

  @id:nodawn-garethean-ascends-through-the-cascade @ruleset:>=2026-08-02 @rule:704.5e
  Scenario: The Wrath cascade can carry a Garethean to its ascension
    Given a No Dawn duel between Alice and Bob
    And Alice's Master is "Test Garethean Master"
    And Alice has 14 Corruption and 2 Wrath
    And Alice has "Test Caprice ▷+3" in hand
    When Alice casts "Test Caprice ▷+3"
    Then Alice has 15 Corruption and 0 Wrath
    And Alice wins the game

  @id:nodawn-ascension-beats-liquidation-three-players @ruleset:>=2026-08-02 @rule:806.6 @rule:704.3
  Scenario: An ascension and another player's liquidation in one check: the ascender wins alone
    Given a No Dawn game between Alice, Bob and Carol
    And Alice's Master is "Test Garethean Master"
    And Alice has 14 Corruption
    And Bob has 9 Corruption
    And Alice has "Test Pestilence" in hand
    When Alice casts "Test Pestilence"
    And Alice passes
    And Bob passes
    And Carol passes
    Then Alice has 15 Corruption
    And Bob has 10 Corruption
    And Carol has 1 Corruption
    And Alice wins the game
    And Bob loses the game
    And Carol loses the game

  @id:nodawn-ascension-and-death-together @ruleset:>=2026-08-02 @rule:104.3g @rule:704.5a
  Scenario: A Garethean whose Vitae runs out in the same check as it ascends loses
    Alice's ascension would win the game, but her empty vein loses it at the same instant;
    104.3g makes a simultaneous win and loss a loss, and its one exception is for liquidation,
    not for an emptied Master. With no ascension there is no elimination, and Bob is left.

    Given a No Dawn duel between Alice and Bob
    And Alice's Master is "Test Garethean Master"
    And Alice has 14 Corruption
    And Alice has 2 Vitae
    And Alice has "Test Tainted Bolt 2" in hand
    When Alice casts "Test Tainted Bolt 2" targeting Alice
    And Alice and Bob pass in turn
    Then Alice has 0 Vitae
    And Alice has 15 Corruption
    And Alice loses the game
    And Bob wins the game

  @id:nodawn-two-ascensions-draw @ruleset:>=2026-08-02 @rule:104.3g @rule:104.4a
  Scenario: Two Garetheans ascending in the same check eliminate each other: a draw
    Each ascension wins for its player and eliminates the other one. Each player would then win
    and lose at once, which 104.3g settles as a loss (its exception covers only liquidation),
    and when every player left loses together the game is a draw (104.4a).

    Given a No Dawn duel between Alice and Bob
    And Alice's Master is "Test Garethean Master"
    And Bob's Master is "Test Garethean Master"
    And Alice has 14 Corruption
    And Bob has 14 Corruption
    And Alice has "Test Pestilence" in hand
    When Alice casts "Test Pestilence"
    And Alice and Bob pass in turn
    Then Alice has 15 Corruption
    And Bob has 15 Corruption
    And the game is a draw

  @id:nodawn-garethean-ascends-at-ten-before-amendment @ruleset:<2026-08-02 @contested @rule:104.3g
  Scenario: Before the amendment a Garethean at ten Corruption ascends rather than dies
    Before 2026-08-02 the ascension threshold was the liquidation threshold, 10, so one check
    found the Garethean both liquidated and ascending (the amendment's own note says so).
    Reading adopted: the ascension prevails and the Garethean wins. The card overrides the
    general rule (101.1, 704.5d inverts 704.5c for that player) and 104.3g's exception lets an
    ascension beat a simultaneous liquidation; the other reading would make the Garethean's
    card a dead letter. See docs/contested.md, nodawn-ascension-threshold.

    Given a No Dawn duel between Alice and Bob
    And Alice's Master is "Test Garethean Master"
    And Alice has 8 Corruption
    And Alice has "Test Caprice ✚+2" in hand
    When Alice casts "Test Caprice ✚+2"
    Then Alice has 10 Corruption
    And Alice wins the game
    And Bob loses the game

  @id:nodawn-ascension-beats-liquidation-before-amendment @ruleset:<2026-08-02 @contested @rule:104.3g
  Scenario: Before the amendment a Garethean and an ordinary Master both at ten: the Garethean wins
    Same reading as the scenario above (docs/contested.md, nodawn-ascension-threshold): at the
    shared threshold of 10 the Garethean ascends, its own liquidation does not count against
    it, and Bob's liquidation in the same check changes nothing.

    Given a No Dawn duel between Alice and Bob
    And Alice's Master is "Test Garethean Master"
    And Alice has 9 Corruption
    And Bob has 9 Corruption
    And Alice has "Test Pestilence" in hand
    When Alice casts "Test Pestilence"
    And Alice and Bob pass in turn
    Then Alice has 10 Corruption
    And Bob has 10 Corruption
    And Alice wins the game
    And Bob loses the game

  @id:nodawn-garethean-ascends-past-fifteen @ruleset:>=2026-08-02
  Scenario: A Garethean jumping from fourteen to sixteen Corruption passes the mark and wins all the same
    Given a No Dawn duel between Alice and Bob
    And Alice's Master is "Test Garethean Master"
    And Alice has 14 Corruption
    And Alice has "Test Caprice ✚+2" in hand
    When Alice casts "Test Caprice ✚+2"
    Then Alice wins the game
    And Bob loses the game

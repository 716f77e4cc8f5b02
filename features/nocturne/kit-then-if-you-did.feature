Feature: "then, if you did" after playing an Action again and after a Hex
  The kit's "if_did" step happens only when the step before it did all it says
  (docs/games/nocturne.md#test-card-kit). After "play an Action card twice" that means an Action
  was played; after "each other player receives the next Hex" it means somebody received one.
  An Attack does not affect a player who is protected from it (base:attack), so with every other
  player protected nobody receives the Hex.

  @id:nocturne-kit-if-did-after-an-action-played-twice @rule:base:action-phase
  Scenario: An Action played twice by a card lets that card's "if you did" step happen
    Test Conclave (test kit): you may play an Action card from your hand twice; if you did, +1 Buy.
    Test Village: +1 Card, +2 Actions.

    Given a Dominion game between Alice and Bob with kingdom "Test Conclave" and "Test Village"
    And it is Alice's Action phase
    And Alice has "Test Conclave", "Test Village" and "Estate" in hand
    And Alice's deck holds, from the top, "Copper", "Silver" and "Gold"
    And Alice will answer "play" with "Test Village"
    When Alice plays "Test Conclave"
    Then Alice's "play" choice offers exactly "Test Village" and "nothing"
    And Alice has 4 Actions, 2 Buys and 0 Coins
    And Alice's hand is "Estate", "Copper" and "Silver"

  @id:nocturne-kit-if-did-after-declining-to-play-an-action @rule:base:action-phase
  Scenario: Declining to play an Action with such a card skips its "if you did" step
    Test Conclave (test kit): you may play an Action card from your hand twice; if you did, +1 Buy.

    Given a Dominion game between Alice and Bob with kingdom "Test Conclave" and "Test Village"
    And it is Alice's Action phase
    And Alice has "Test Conclave", "Test Village" and "Estate" in hand
    And Alice will answer "play" with "nothing"
    When Alice plays "Test Conclave"
    Then Alice has 0 Actions, 1 Buy and 0 Coins
    And Alice's hand is "Test Village" and "Estate"

  @id:nocturne-kit-if-did-after-a-hex-received @rule:doom-cards-hexes-and-states.1 @rule:hex:plague
  Scenario: A Hex received by the other player lets the Attack's "if anyone did" step happen
    Test Haunt (test kit): each other player it affects receives the next Hex; if anyone received
    it, draw a card. Plague: the player gains a Curse to their hand.

    Given a Dominion game between Alice and Bob with kingdom "Test Haunt"
    And the Hex deck holds, from the top, "Plague" and "Greed"
    And it is Alice's Action phase
    And Alice has "Test Haunt" in hand
    And Alice's deck holds, from the top, "Gold"
    When Alice plays "Test Haunt"
    Then Bob's hand is "Curse"
    And Alice's hand is "Gold"

  @id:nocturne-kit-if-did-after-a-hex-nobody-receives @rule:doom-cards-hexes-and-states.1 @rule:base:attack @rule:card:guardian.1
  Scenario: With the only other player protected from the Attack, nobody receives its Hex and its "if anyone did" step is skipped
    Test Haunt (test kit): each other player it affects receives the next Hex; if anyone received
    it, draw a card. Guardian waiting in play keeps its owner unaffected by Attacks until their
    next turn.

    Given a Dominion game between Alice and Bob with kingdom "Test Haunt" and "Guardian"
    And the Hex deck holds, from the top, "Plague" and "Greed"
    And Bob played "Guardian" on his previous turn
    And it is Alice's Action phase
    And Alice has "Test Haunt" in hand
    And Alice's deck holds, from the top, "Gold"
    When Alice plays "Test Haunt"
    Then Bob's hand is empty
    And Alice's hand is empty
    And Alice's deck is "Gold"

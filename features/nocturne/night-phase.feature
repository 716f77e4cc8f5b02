@rule:night-phase @rule:night-phase.1
Feature: The Night phase and the order of a turn
  With Night cards in the game a turn runs Action, Buy, Night, Clean-up. Night cards are
  played in the Night phase and cost no Action; Action cards belong to the Action phase.

  @id:nocturne-night-follows-buy @rule:base:turn-phases @rule:base:cleanup-phase
  Scenario: The Night phase comes after the Buy phase and before the next player's turn
    Given a Dominion game between Alice and Bob with kingdom "Monastery" and "Ghost Town"
    And it is Alice's Action phase
    When Alice ends her Action phase
    Then it is Alice's Buy phase
    When Alice ends her Buy phase
    Then it is Alice's Night phase
    When Alice ends her Night phase
    Then it is Bob's Action phase
    And Bob has 1 Action, 1 Buy and 0 Coins

  @id:nocturne-night-cards-use-no-actions
  Scenario: Night cards are played without Actions
    Given a Dominion game between Alice and Bob with kingdom "Monastery", "Ghost Town" and "Den of Sin"
    And it is Alice's Night phase
    And Alice has 0 Actions
    And Alice has "Ghost Town" and "Den of Sin" in hand
    When Alice plays "Ghost Town" and "Den of Sin"
    Then Alice's play is "Ghost Town" and "Den of Sin"
    And Alice's hand is empty
    And Alice has 0 Actions

  @id:nocturne-night-card-not-in-action-phase @rule:base:action-phase
  Scenario: A Night card cannot be played in the Action phase
    Given a Dominion game between Alice and Bob with kingdom "Den of Sin"
    And it is Alice's Action phase
    And Alice has "Den of Sin" in hand
    Then Alice cannot play "Den of Sin"
    And Alice's hand is "Den of Sin"
    And Alice has 1 Action

  @id:nocturne-action-card-not-at-night @rule:base:action-phase
  Scenario: An Action card that is not a Night card cannot be played at Night
    Given a Dominion game between Alice and Bob with kingdom "Cursed Village" and "Den of Sin"
    And it is Alice's Night phase
    And Alice has 1 Action
    And Alice has "Cursed Village" in hand
    Then Alice cannot play "Cursed Village"
    And Alice's hand is "Cursed Village"

  @id:nocturne-ghost-town-bought-and-played-same-turn @rule:card:ghost-town @rule:base:duration @rule:card:ghost-town.1
  Scenario: A Ghost Town bought this turn is played at Night and pays out at the start of the next turn
    Printed card value (verified against the card database): Ghost Town's cost of 3 and its +1 Card and +1 Action.
    Given a Dominion game between Alice and Bob with kingdom "Ghost Town"
    And it is Alice's Buy phase
    And Alice has 3 Coins and 1 Buy
    And Alice's deck holds, from the top, "Copper", "Copper", "Copper", "Copper", "Copper", "Silver" and "Estate"
    When Alice buys "Ghost Town"
    Then Alice's hand is "Ghost Town"
    And Alice's discard pile is empty
    When Alice ends her Buy phase
    And Alice plays "Ghost Town"
    And Alice ends her Night phase
    Then Alice's play is "Ghost Town"
    And Alice's hand is "Copper", "Copper", "Copper", "Copper" and "Copper"
    And it is Bob's Action phase
    When Bob ends his turn
    Then it is Alice's Action phase
    And Alice has 2 Actions
    And Alice's hand is "Copper", "Copper", "Copper", "Copper", "Copper" and "Silver"
    And Alice's play is "Ghost Town"

  @id:nocturne-den-of-sin-draws-next-turn @rule:card:den-of-sin @rule:base:duration @rule:base:cleanup-phase @rule:card:den-of-sin.1
  Scenario: A Den of Sin played at Night waits in play and gives two extra cards as the next turn opens
    Given a Dominion game between Alice and Bob with kingdom "Den of Sin"
    And it is Alice's Night phase
    And Alice has "Den of Sin" in hand
    And Alice's deck holds, from the top, "Copper", "Copper", "Copper", "Copper", "Copper", "Silver", "Gold", "Estate", "Estate", "Estate", "Estate" and "Estate"
    When Alice plays "Den of Sin"
    And Alice ends her Night phase
    Then Alice's play is "Den of Sin"
    And Alice's discard pile is empty
    When Bob ends his turn
    Then Alice's hand holds 7 cards
    And Alice has "Silver" and "Gold" in hand
    And Alice's play is "Den of Sin"
    When Alice ends her turn
    Then Alice's play is empty
    And Alice has "Den of Sin" in discard pile
    And Alice's hand is "Estate", "Estate", "Estate", "Estate" and "Estate"

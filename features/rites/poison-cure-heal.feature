@rule:poison
Feature: Poison, Cure and Heal
  Poison counters pile up without limit on the opponent. In the poisoned player's initiation
  phase they take one damage per counter, then lose one counter; that damage is no Wound and
  nothing stops it. Cure removes its player's own counters. Heal restores health up to 40, and
  cannot save a commander already at 0.

  Background:
    Given a Rites duel between Alice and Bob

  @id:rites-poison-counters-add-up @rule:poison.1
  Scenario: Poison adds counters to the opponent on top of those already there
    Given Bob has 2 poison counters
    And Alice has "Test Poison 3" in hand
    When Alice plays "Test Poison 3"
    Then Bob has 5 poison counters and 40 health
    And Alice has 0 poison counters

  @id:rites-poison-damages-in-the-initiation-phase @rule:poison.2
  Scenario: In their initiation phase a poisoned player takes one damage per counter, then loses a counter
    Given Bob has 20 health and 3 poison counters
    When Alice ends her turn
    Then it is Bob's turn
    And Bob has 17 health and 2 poison counters

  @id:rites-poison-wound-does-not-change-counters @rule:poison.2
  Scenario: Wound and healing leave poison counters as they are
    Given Bob has 30 health and 3 poison counters
    And Alice has "Test Wound 5" in hand
    When Alice plays "Test Wound 5"
    Then Bob has 25 health and 3 poison counters

  @id:rites-poison-damage-cannot-be-stopped @rule:poison.3 @rule:guard.6 @rule:aegis.4
  Scenario: Aegis and Guard do nothing against poison damage
    Given it is Bob's turn
    And Alice has 2 poison counters
    And Alice has "Test Aegis 3" and "Test Guardian" in play
    When Bob ends his turn
    Then Alice has 38 health and 1 poison counter
    And Alice's "Test Guardian" is ready

  @id:rites-poison-kills-before-anything-is-played @rule:poison.4
  Scenario: A commander killed by poison loses at once in their initiation phase
    Given Bob has 3 health and 3 poison counters
    And Bob has "Test Heal 5" in hand
    When Alice ends her turn
    Then Bob has 0 health
    And Bob loses the game
    And Alice wins the game
    And Bob cannot play "Test Heal 5"
    And the game is over, won by Alice

  @id:rites-cure-removes-only-ones-own-counters @rule:cure.1
  Scenario: On one card, Poison hits the opponent and Cure clears only its player's counters
    Given Alice has 4 poison counters
    And Bob has 1 poison counter
    And Alice has "Test Poison Cure" in hand
    When Alice plays "Test Poison Cure"
    Then Alice has 0 poison counters
    And Bob has 3 poison counters

  @id:rites-heal-stops-at-forty @rule:heal.1
  Scenario: Healing beyond 40 is lost
    Given Alice has 38 health
    And Alice has "Test Heal 5" in hand
    When Alice plays "Test Heal 5"
    Then Alice has 40 health

  @id:rites-waiting-heal-cannot-save-a-dead-commander @rule:heal.2 @rule:demise.3 @rule:card:pyro-inquisitor.1
  Scenario: A Demise Heal still waiting does not save a commander brought to 0
    Given Bob has 2 health
    And Bob has "Zealous Defender" in play
    And Alice has "Pyro-Inquisitor" and "Test Creature" in play
    When Alice activates "Pyro-Inquisitor"
    Then Bob has 0 health
    And Bob loses the game
    And Bob's discard pile is "Zealous Defender"

  @id:rites-poison-ticks-only-in-its-players-initiation @rule:poison.2
  Scenario: Poison counters deal their damage only in the poisoned player's own initiation phase
    Given Alice has 30 health and 3 poison counters
    When Alice ends her turn
    Then Alice has 30 health and 3 poison counters
    When Bob ends his turn
    Then Alice has 27 health and 2 poison counters

  @id:rites-poison-last-counter @rule:poison.2
  Scenario: A single poison counter deals 1 damage, then none is left
    Given Bob has 10 health and 1 poison counter
    When Alice ends her turn
    Then Bob has 9 health and 0 poison counters
    When Bob ends his turn
    And Alice ends her turn
    Then Bob has 9 health and 0 poison counters

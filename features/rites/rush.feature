@rule:rush
Feature: Rush and activation
  A creature's ability is activated once per turn, in its owner's strategy phase, exhausting it.
  Without Rush a creature comes in exhausted and waits for a later turn to be activated; with
  Rush it comes in ready and may be used at once. The Rite of the Blaze lends Rush to every
  creature of its holder but readies none.

  Background:
    Given a Rites duel between Alice and Bob

  @id:rites-no-activation-the-turn-of-summoning @rule:rush.2
  Scenario: A freshly summoned creature without Rush has to wait before its ability is used
    Given Alice has "Test Striker" in hand
    When Alice plays "Test Striker"
    Then Alice's "Test Striker" is exhausted
    And Alice cannot activate "Test Striker"
    And Bob has 40 health

  @id:rites-rush-enters-ready-and-activates @rule:rush.1
  Scenario: A creature with Rush enters ready and is activated at once, but only once a turn
    Given Alice has "Test Rusher" in hand
    When Alice plays "Test Rusher"
    Then Alice's "Test Rusher" is ready
    When Alice activates "Test Rusher"
    Then Bob has 39 health
    And Alice's "Test Rusher" is exhausted
    And Alice cannot activate "Test Rusher"

  @id:rites-activation-only-in-ones-own-turn @rule:rush.1
  Scenario: A creature is not activated in the opponent's turn
    Given Bob has "Test Striker" in play
    Then Bob cannot activate "Test Striker"
    And Alice has 40 health

  @id:rites-blaze-rush-and-wound-on-summon @rule:card:rite-of-the-blaze.1 @rule:card:rite-of-the-blaze.2 @rule:rush.3
  Scenario: With the Rite of the Blaze a summoned creature wounds for 1 and can be activated at once
    Given Alice has taken "Rite of the Blaze"
    And Bob has "Test Aegis 3" in play
    And Alice has "Test Striker" in hand
    When Alice plays "Test Striker"
    Then Bob has 39 health
    And Alice's "Test Striker" has Rush
    When Alice activates "Test Striker"
    Then Bob has 39 health

  @id:rites-blaze-does-not-ready @rule:rush.3 @rule:card:rite-of-the-blaze.1
  Scenario: Taking the Blaze lends Rush to a creature already in play without readying it
    Given Alice has "Test Striker" in play
    And Alice's "Test Striker" was summoned this turn
    And Alice has 5 Red allegiance
    And Alice has "Test Allegiance 3" in hand
    And Alice will put the allegiance in "Red", "Blue" and "Blue"
    When Alice plays "Test Allegiance 3"
    Then Alice has taken "Rite of the Blaze"
    And Alice's "Test Striker" has Rush
    And Alice's "Test Striker" is exhausted
    And Alice cannot activate "Test Striker"

  @id:rites-end-of-turn-readies-only-the-active-players-creatures @rule:guard.5
  Scenario: At the end of a turn only its player's creatures are readied
    Given Alice has "Test Striker" in play
    And Alice's "Test Striker" has been activated this turn
    And Bob has "Test Guardian" in play
    And Bob's "Test Guardian" is exhausted
    When Alice ends her turn
    Then Alice's "Test Striker" is ready
    And Bob's "Test Guardian" is exhausted

@rule:guard
Feature: Guard
  In the opponent's turn a ready creature with Guard may be exhausted to cancel a whole Wound
  effect aimed at its owner, once Aegis and Divine Shield have been applied; it is then destroyed
  at once. One Guard per effect; an exhausted creature cannot guard; Unblockable Wound and poison
  cannot be guarded.

  Background:
    Given a Rites duel between Alice and Bob

  @id:rites-guard-cancels-a-wound @rule:guard.1 @rule:guard.3
  Scenario: Guarding cancels the Wound and destroys the guarding creature
    Given Bob has "Test Guardian" in play
    And Alice has "Test Wound 5" in hand
    And Bob will guard with "Test Guardian"
    When Alice plays "Test Wound 5"
    Then Bob has 40 health
    And Bob's battlefield is empty
    And Bob's discard pile is "Test Guardian"

  @id:rites-guard-declined @rule:guard.1
  Scenario: Guarding is a choice: a player may let the Wound through
    Given Bob has "Test Guardian" in play
    And Alice has "Test Wound 5" in hand
    And Bob will not guard
    When Alice plays "Test Wound 5"
    Then Bob has 35 health
    And Bob's "Test Guardian" is ready

  @id:rites-guard-nothing-left-to-guard @rule:guard.2 @rule:wound.4
  Scenario: A Wound already reduced to 0 by Aegis leaves nothing to guard
    Given Bob has "Test Aegis 3" and "Test Guardian" in play
    And Alice has "Test Double Wound" in hand
    When Alice plays "Test Double Wound"
    Then Bob has 40 health
    And Bob's "Test Guardian" is ready

  @id:rites-guard-one-per-effect @rule:guard.4 @rule:wound.2
  Scenario: Two guards stop two Wound effects of the same card
    Given Bob has "Test Guardian" and "Test Guardian" in play
    And Alice has "Test Double Wound" in hand
    And Bob will guard with "Test Guardian"
    And Bob will guard with "Test Guardian"
    When Alice plays "Test Double Wound"
    Then Bob has 40 health
    And Bob's battlefield is empty
    And Bob's discard pile is "Test Guardian" and "Test Guardian"

  @id:rites-two-guards-stop-an-ability-and-a-demise @rule:guard.4 @rule:card:herald-of-the-apocalypse.2
  Scenario: Two creatures guard two effects: an ability's Wound, then the Demise it caused
    Given Alice has "Herald of the Apocalypse" and "Biting Skull" in play
    And Bob has "Test Guardian" and "Test Guardian" in play
    And Bob will guard with "Test Guardian"
    And Bob will guard with "Test Guardian"
    When Alice activates "Herald of the Apocalypse"
    Then Bob has 40 health and 2 poison counters
    And Bob's battlefield is empty
    And Alice's discard pile is "Biting Skull"

  @id:rites-exhausted-creature-cannot-guard @rule:guard.5
  Scenario: An exhausted creature cannot guard
    Given Bob has "Test Guardian" in play
    And Bob's "Test Guardian" is exhausted
    And Alice has "Test Wound 5" in hand
    When Alice plays "Test Wound 5"
    Then Bob has 35 health
    And Bob has "Test Guardian" in play

  @id:rites-no-guard-in-ones-own-turn @rule:guard.1 @rule:demise.4
  Scenario: A Demise that wounds the active player cannot be guarded, since it is their own turn
    Given Alice has "Test Guardian" in play
    And Bob has "Biting Skull" in play
    And Alice has "Test Destroy 2" in hand
    When Alice plays "Test Destroy 2"
    Then Alice has 38 health
    And Alice's "Test Guardian" is ready
    And Bob's discard pile is "Biting Skull"

  @id:rites-creature-summoned-on-your-turn-guards-on-the-next @rule:guard.5 @rule:rush.2
  Scenario: A creature summoned in its owner's turn is readied at its end and guards in the next
    Given it is Bob's turn
    And Bob has "Test Guardian" in hand
    And Alice has "Test Wound 5" in hand
    When Bob plays "Test Guardian"
    Then Bob's "Test Guardian" is exhausted
    When Bob ends his turn
    Then it is Alice's turn
    And Bob's "Test Guardian" is ready
    Given Bob will guard with "Test Guardian"
    When Alice plays "Test Wound 5"
    Then Bob has 40 health
    And Bob's discard pile is "Test Guardian"

  @id:rites-guard-useless-against-unblockable @rule:guard.6 @rule:unblockable.1
  Scenario: No creature can guard against Unblockable Wound
    Given Bob has "Test Guardian" in play
    And Alice has "Test Unblockable Wound 5" in hand
    When Alice plays "Test Unblockable Wound 5"
    Then Bob has 35 health
    And Bob's "Test Guardian" is ready

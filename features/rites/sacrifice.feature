@rule:sacrifice
Feature: Sacrifice
  Sacrifice X is a cost: X of the player's other creatures are destroyed, paid in full or not at
  all, before the card resolves. Exhausted creatures may pay it; a creature never sacrifices
  itself. Each sacrificed creature triggers its owner's Rite of Ruin once.

  Background:
    Given a Rites duel between Alice and Bob

  @id:rites-herald-alone-cannot-activate @rule:card:herald-of-the-apocalypse.1 @rule:sacrifice.2 @rule:sacrifice.3
  Scenario: A creature cannot sacrifice itself, so a lone Herald cannot be activated
    Given Alice has "Herald of the Apocalypse" in play
    Then Alice cannot activate "Herald of the Apocalypse"
    And Alice's "Herald of the Apocalypse" is ready
    And Bob has 40 health

  @id:rites-sacrifice-two-with-one-creature @rule:sacrifice.3
  Scenario: Sacrifice 2 with only one creature is impossible and the card stays in hand
    Given Alice has "Test Creature" in play
    And Alice has "Test Sacrifice 2" in hand
    Then Alice cannot play "Test Sacrifice 2"
    And Alice has "Test Sacrifice 2" in hand
    And Alice has "Test Creature" in play

  @id:rites-essence-collector-needs-a-creature @rule:card:essence-collector.1 @rule:sacrifice.3
  Scenario: Essence Collector cannot be played without a creature to sacrifice
    Given Alice has "Essence Collector" in hand
    Then Alice cannot play "Essence Collector"
    And Alice has 0 essence

  @id:rites-exhausted-creature-can-be-sacrificed @rule:sacrifice.2 @rule:card:essence-collector
  Scenario: An exhausted creature pays a Sacrifice, then the Soul gives its essence
    Given Alice has "Test Striker" in play
    And Alice's "Test Striker" has been activated this turn
    And Alice has "Essence Collector" in hand
    When Alice plays "Essence Collector"
    Then Alice has 2 essence
    And Alice's discard pile is "Test Striker"
    And Alice has "Essence Collector" in front of her

  @id:rites-sacrifice-triggers-ruin-per-creature @rule:sacrifice.4 @rule:card:rite-of-ruin.1
  Scenario: Two creatures sacrificed at once give two Poison 1 with the Rite of Ruin
    Given Alice has taken "Rite of Ruin"
    And Alice has "Test Creature" and "Test Creature" in play
    And Alice has "Test Sacrifice 2" in hand
    When Alice plays "Test Sacrifice 2"
    Then Bob has 2 poison counters and 39 health
    And Alice's battlefield is empty

  @id:rites-auto-da-fe-rite-taken-too-late @rule:sacrifice.1 @rule:card:auto-da-fe.1 @rule:card:rite-of-ruin.4 @rule:allegiance.3
  Scenario: Auto-da-fé's Allegiance takes the Rite of Ruin too late for the creature it sacrificed
    Given Alice has 4 Black allegiance
    And Alice has "Test Creature" in play
    And Alice has "Auto-da-fé" in hand
    And Alice will put the allegiance in "Black" and "Black"
    When Alice plays "Auto-da-fé"
    Then Alice has 6 Black allegiance
    And Alice has taken "Rite of Ruin"
    And Bob has 33 health and 0 poison counters
    And Alice's discard pile is "Auto-da-fé" and "Test Creature"

  @id:rites-anointing-does-not-stop-a-sacrifice @rule:sacrifice.5 @rule:card:anointing-of-souls.4
  Scenario: The opponent's Anointing of Souls does not stop a player sacrificing their own creature
    Given Bob played "Anointing of Souls" earlier this turn
    And Alice has "Test Creature" in play
    And Alice has "Essence Collector" in hand
    When Alice plays "Essence Collector"
    Then Alice has 2 essence
    And Alice's discard pile is "Test Creature"

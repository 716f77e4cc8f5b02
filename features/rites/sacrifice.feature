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
    And Alice's "sacrifice" choice offers exactly "Test Striker"

  @id:rites-sacrifice-triggers-ruin-per-creature @rule:sacrifice.4 @rule:card:rite-of-ruin.1
  Scenario: Two creatures sacrificed at once give two Poison 1 with the Rite of Ruin
    Given Alice has taken "Rite of Ruin"
    And Alice has "Test Creature" and "Test Creature" in play
    And Alice has "Test Sacrifice 2" in hand
    When Alice plays "Test Sacrifice 2"
    Then Bob has 2 poison counters and 39 health
    And Alice's battlefield is empty
    And Alice's "sacrifice" choice offers exactly "Test Creature"
    And Alice's "sacrifice" choice allows at least 2
    And Alice's "sacrifice" choice allows at most 2

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
    And Alice's "sacrifice" choice offers exactly "Test Creature"
    And Alice's "allegiance" choice offers exactly "Blue", "Black", "White" and "Red"
    And Alice's "allegiance" choice allows at most 2
    And Alice's "allegiance" choice allows at least 2
    And at Alice's "allegiance" choice, Alice has "Test Creature" in discard pile
    And at Alice's "allegiance" choice, Alice has not taken "Rite of Ruin"

  @id:rites-anointing-does-not-stop-a-sacrifice @rule:sacrifice.5 @rule:card:anointing-of-souls.4
  Scenario: The opponent's Anointing of Souls does not stop a player sacrificing their own creature
    Given Bob played "Anointing of Souls" earlier this turn
    And Alice has "Test Creature" in play
    And Alice has "Essence Collector" in hand
    When Alice plays "Essence Collector"
    Then Alice has 2 essence
    And Alice's discard pile is "Test Creature"

  @id:rites-herald-cannot-sacrifice-itself @rule:card:herald-of-the-apocalypse.1 @rule:sacrifice.2
  Scenario: Herald of the Apocalypse cannot pay its Sacrifice with itself
    Given Alice has "Herald of the Apocalypse" and "Biting Skull" in play
    Then Alice cannot answer "sacrifice" with "Herald of the Apocalypse" when she activates "Herald of the Apocalypse"
    And Alice's "Herald of the Apocalypse" is ready
    And Alice's battlefield is "Herald of the Apocalypse" and "Biting Skull"
    And Bob has 40 health and 0 poison counters

  @id:rites-herald-chooses-which-creature-to-sacrifice @rule:card:herald-of-the-apocalypse.1 @rule:sacrifice.2
  Scenario: Herald's player chooses which other creature pays its Sacrifice
    Given Alice has "Herald of the Apocalypse", "Biting Skull" and "Test Creature" in play
    And Alice will sacrifice "Test Creature"
    When Alice activates "Herald of the Apocalypse"
    Then Alice's "sacrifice" choice offers exactly "Biting Skull" and "Test Creature"
    And Alice's "sacrifice" choice does not offer "Herald of the Apocalypse"
    And Bob has 34 health and 2 poison counters
    And Alice's battlefield is "Herald of the Apocalypse" and "Biting Skull"
    And Alice's discard pile is "Test Creature"

  @id:rites-sacrifice-names-every-creature-it-costs @rule:sacrifice.3
  Scenario: Naming one creature for Sacrifice 2 is refused: the cost is paid in full
    Given Alice has "Test Creature", "Test Striker" and "Test Guardian" in play
    And Alice has "Test Sacrifice 2" in hand
    Then Alice cannot answer "sacrifice" with "Test Creature" when she plays "Test Sacrifice 2"
    And Alice has "Test Sacrifice 2" in hand
    And Alice's battlefield is "Test Creature", "Test Striker" and "Test Guardian"
    And Bob has 40 health

  @id:rites-sacrifice-only-ones-own-creatures @rule:sacrifice.2
  Scenario: An opposing creature cannot pay a Sacrifice
    Given Alice has "Test Creature" and "Test Striker" in play
    And Bob has "Test Guardian" in play
    And Alice has "Essence Collector" in hand
    Then Alice cannot answer "sacrifice" with "Test Guardian" when she plays "Essence Collector"
    And Alice has 0 essence
    And Bob's battlefield is "Test Guardian"
    Given Alice will sacrifice "Test Striker"
    When Alice plays "Essence Collector"
    Then Alice's "sacrifice" choice offers exactly "Test Creature" and "Test Striker"
    And Alice has 2 essence
    And Alice's battlefield is "Test Creature"

  @id:rites-sacrifice-written-last-is-paid-first @rule:sacrifice.1
  Scenario: A Sacrifice written after a card's Wound is still paid before the Wound resolves
    Given Alice has "Test Creature" in play
    And Bob has "Test Guardian" in play
    And Alice has "Test Late Sacrifice" in hand
    And Bob will not guard
    When Alice plays "Test Late Sacrifice"
    Then at Bob's "guard" choice, Alice's battlefield is empty
    And at Bob's "guard" choice, Alice has "Test Creature" in discard pile
    And Bob has 39 health

  @id:rites-sacrifice-choosing-the-exhausted-copy @rule:sacrifice.2 @rule:rush.1
  Scenario: Of two same-named creatures, the player may sacrifice the exhausted one and keep the ready one
    The choice shows each copy as ready or exhausted, since which one goes decides whether the
    other can still be activated this turn.
    Given Alice has "Test Striker" and "Test Striker" in play
    And Alice's "Test Striker" has been activated this turn
    And Alice has "Essence Collector" in hand
    And Alice will sacrifice her exhausted "Test Striker"
    When Alice plays "Essence Collector"
    Then Alice's "sacrifice" choice offers exactly "Test Striker (ready)" and "Test Striker (exhausted)"
    And Alice's "Test Striker" is ready
    And Alice has 2 essence
    When Alice activates "Test Striker"
    Then Bob has 38 health

  @id:rites-pyro-inquisitor-alone-cannot-activate @rule:card:pyro-inquisitor.1 @rule:sacrifice.3
  Scenario: Pyro-Inquisitor without another creature cannot be activated
    Given Alice has "Pyro-Inquisitor" in play
    And Bob has "Test Creature" in play
    Then Alice cannot activate "Pyro-Inquisitor"
    And Alice's "Pyro-Inquisitor" is ready
    And Bob has "Test Creature" in play
    And Bob has 40 health

  @id:rites-sacrifice-among-identical-creatures-is-not-asked @rule:sacrifice.2 @rule:sacrifice.1
  Scenario: Sacrificing one of two identical creatures leaves nothing to choose
    Given Alice has "Test Creature" and "Test Creature" in play
    And Alice has "Essence Collector" in hand
    When Alice plays "Essence Collector"
    Then Alice's "sacrifice" choice offers exactly "Test Creature"
    And Alice's battlefield is "Test Creature"
    And Alice's discard pile is "Test Creature"
    And Alice has 2 essence

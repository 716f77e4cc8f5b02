@rule:exile
Feature: Exile and Rift
  Exile X removes face-up recruitment cards singly, refilling each emptied slot straight away
  from the recruit deck, so a replacement can be exiled by the same effect; with an empty recruit
  deck the slot stays empty. Exiled cards go to the shared exile pile and count for their
  exiler's Rite of Antimatter. Rift X swaps up to X cards of the hand with cards of the exile pile.

  Background:
    Given a Rites duel between Alice and Bob

  @id:rites-exile-replacement-can-be-exiled @rule:exile.1
  Scenario: A slot's replacement is itself open to the Exile that emptied the slot
    Given the recruitment zone holds "Test Creature" and "Test Spell"
    And the recruit deck holds "Hypernova" and "Biting Skull"
    And Alice has "Test Exile 2" in hand
    And Alice will exile "Test Creature" and "Hypernova"
    When Alice plays "Test Exile 2"
    Then the recruitment zone is "Biting Skull" and "Test Spell"
    And the exile pile is "Hypernova" and "Test Creature"
    And the recruit deck is empty
    And Alice's "exile" choice offers exactly "Test Creature" and "Test Spell"
    And Alice's second "exile" choice offers exactly "Hypernova" and "Test Spell"
    And Alice's second "exile" choice does not offer "Biting Skull"
    And at Alice's second "exile" choice, the recruitment zone is "Hypernova" and "Test Spell"
    And at Alice's second "exile" choice, the exile pile is "Test Creature"

  @id:rites-exile-with-an-empty-recruit-deck @rule:exile.2
  Scenario: With the recruit deck empty the slot stays empty, and Exile does what it can
    Given the recruitment zone holds "Test Spell"
    And Alice has "Test Exile 2" in hand
    When Alice plays "Test Exile 2"
    Then the recruitment zone is empty
    And the exile pile is "Test Spell"

  @id:rites-antimatter-three-for-a-creature @rule:card:rite-of-antimatter.3 @rule:card:rite-of-antimatter.4 @rule:exile.4
  Scenario: Each card exiled triggers the Rite of Antimatter: 2 for a spell, 3 for a creature
    Given Alice has taken "Rite of Antimatter"
    And Bob has "Test Aegis 3" in play
    And the recruitment zone holds "Test Creature" and "Test Spell"
    And Alice has "Test Exile 2" in hand
    And Alice will exile "Test Creature"
    And Alice will answer "order" with "Rite of Antimatter (Test Creature)"
    When Alice plays "Test Exile 2"
    Then Bob has 35 health
    And Alice's "order" choice offers exactly "Rite of Antimatter (Test Creature)" and "Rite of Antimatter (Test Spell)"

  @id:rites-hypernova-exiles-itself-for-antimatter @rule:card:hypernova.1 @rule:card:rite-of-antimatter.1
  Scenario: Hypernova goes to the exile pile, which counts for its player's Rite of Antimatter
    Given Alice has taken "Rite of Antimatter"
    And Bob has "Test Creature" in play
    And Alice has "Hypernova" in hand
    When Alice plays "Hypernova"
    Then Bob has 34 health
    And Bob's discard pile is "Test Creature"
    And the exile pile is "Hypernova"
    And Alice's discard pile is empty

  @id:rites-antimatter-not-retroactive @rule:card:rite-of-antimatter.6
  Scenario: Cards exiled before the Rite of Antimatter is taken do not count
    Given Alice has 5 Blue allegiance and 1 essence
    And the recruitment zone holds "Test Spell"
    And Alice has "Test Exile 2" in hand
    When Alice plays "Test Exile 2"
    And Alice spends 1 essence on Blue allegiance
    Then Alice has taken "Rite of Antimatter"
    And the exile pile is "Test Spell"
    And Bob has 40 health

  @id:rites-rift-swaps-hand-and-exile @rule:card:rite-of-antimatter.2 @rule:rift.1 @rule:rift.2 @rule:rift.3 @rule:rift.5
  Scenario: Rift gives a Soul to the exile pile and takes an exiled card, with no Antimatter trigger
    Given Alice has taken "Rite of Antimatter"
    And the exile pile holds "Hypernova"
    And Alice has "Test Rift 2" and "Volatile Essence" in hand
    And Alice will answer "rift give" with "Volatile Essence"
    When Alice plays "Test Rift 2"
    Then Alice's hand is "Hypernova"
    And the exile pile is "Volatile Essence"
    And Bob has 40 health
    And Alice's "rift give" choice offers exactly "Volatile Essence" and "nothing"
    And Alice's "rift give" choice allows at most 1
    And Alice's "rift take" choice offers exactly "Hypernova"

  @id:rites-rift-with-an-empty-exile-pile @rule:rift.1
  Scenario: Rift does nothing when the exile pile is empty
    Given Alice has "Test Rift 2" and "Volatile Essence" in hand
    When Alice plays "Test Rift 2"
    Then Alice's hand is "Volatile Essence"
    And the exile pile is empty

  @id:rites-card-taken-back-by-rift-can-be-played @rule:rift.4 @rule:card:hypernova.3
  Scenario: An exiled Hypernova taken back with Rift is played later in the turn
    Given the exile pile holds "Hypernova"
    And Alice has "Test Rift 2" and "Test Spell" in hand
    And Alice will answer "rift give" with "Test Spell"
    When Alice plays "Test Rift 2"
    And Alice plays "Hypernova"
    Then Bob has 36 health
    And the exile pile is "Hypernova" and "Test Spell"

  @id:rites-antimatter-counts-a-card-exiled-again @rule:card:rite-of-antimatter.5 @rule:card:volatile-essence.2 @rule:rift.5
  Scenario: Volatile Essence exiled, swapped back with Rift and exiled again triggers Antimatter twice
    Each exile is a new trigger even for the same card; the Rift swap in between triggers nothing.
    Given Alice has taken "Rite of Antimatter"
    And Alice has "Volatile Essence", "Test Rift 2" and "Test Spell" in hand
    And Alice will answer "exile it" with "yes"
    When Alice plays "Volatile Essence"
    Then Bob has 38 health
    And the exile pile is "Volatile Essence"
    Given Alice will answer "rift give" with "Test Spell"
    When Alice plays "Test Rift 2"
    Then Alice's hand is "Volatile Essence"
    And Bob has 38 health
    Given Alice will answer "exile it" with "yes"
    When Alice plays "Volatile Essence"
    Then Alice has 4 essence
    And Bob has 36 health
    And the exile pile is "Volatile Essence" and "Test Spell"

  @id:rites-rift-gives-no-more-than-the-exile-pile-holds @rule:rift.1
  Scenario: Rift cannot give more cards than the exile pile can give back
    Given the exile pile holds "Hypernova"
    And Alice has "Test Rift 2", "Test Spell" and "Volatile Essence" in hand
    Then Alice cannot answer "rift give" with "Test Spell" and "Volatile Essence" when she plays "Test Rift 2"
    And the exile pile is "Hypernova"
    And Alice's hand is "Test Rift 2", "Test Spell" and "Volatile Essence"

  @id:rites-rift-may-swap-nothing @rule:rift.1
  Scenario: Rift is optional: its player may swap no card at all
    Given the exile pile holds "Hypernova"
    And Alice has "Test Rift 2" and "Test Spell" in hand
    And Alice will answer "rift give" with "nothing"
    When Alice plays "Test Rift 2"
    Then Alice's "rift give" choice allows at least 0
    And Alice's hand is "Test Spell"
    And the exile pile is "Hypernova"
    And Alice's discard pile is "Test Rift 2"

  @id:rites-rift-takes-only-from-the-exile-pile @rule:rift.1 @rule:rift.2
  Scenario: Rift takes from the exile pile only, never the card just given
    Given the exile pile holds "Hypernova" and "Test Creature"
    And the recruitment zone holds "Test Spell"
    And Alice's discard pile holds, from the top, "Biting Skull"
    And Alice has "Test Rift 2" and "Volatile Essence" in hand
    And Alice will answer "rift give" with "Volatile Essence"
    And Alice will answer "rift take" with "Test Creature"
    When Alice plays "Test Rift 2"
    Then Alice's "rift take" choice offers exactly "Hypernova" and "Test Creature"
    And Alice's "rift take" choice does not offer "Volatile Essence"
    And Alice's "rift take" choice allows at most 1
    And Alice's hand is "Test Creature"
    And the exile pile includes "Volatile Essence" and "Hypernova"
    And the recruitment zone is "Test Spell"

  @id:rites-rift-received-creature-is-its-new-owners @rule:rift.3 @rule:card:rite-of-the-blaze.3 @rule:rift.4
  Scenario: A creature received with Rift is its player's: summoned, it triggers their Blaze; sacrificed, it goes to their discard pile
    Given Alice has taken "Rite of the Blaze"
    And the exile pile holds "Test Creature"
    And Alice has "Test Rift 2", "Test Spell" and "Essence Collector" in hand
    And Alice will answer "rift give" with "Test Spell"
    When Alice plays "Test Rift 2"
    And Alice plays "Test Creature"
    Then Bob has 39 health
    And Alice's "Test Creature" has Rush
    When Alice plays "Essence Collector"
    Then Alice has "Test Creature" in discard pile
    And Alice has 2 essence

  @id:rites-antimatter-resolves-after-its-card-left-the-pile @rule:card:rite-of-antimatter.4 @rule:card:rite-of-antimatter.3
  Scenario: The Rite of Antimatter's trigger resolves though the exiled card left the exile pile
    A test spell exiles a creature, then swaps it back with Rift; the Rite's Wound 3, waiting
    meanwhile, still resolves.
    Given Alice has taken "Rite of Antimatter"
    And the recruitment zone holds "Test Creature"
    And Alice has "Test Exile Rift" and "Test Spell" in hand
    And Alice will answer "rift give" with "Test Spell"
    When Alice plays "Test Exile Rift"
    Then at Alice's "rift give" choice, Alice's "Rite of Antimatter (Test Creature)" waits
    And at Alice's "rift give" choice, Bob has 40 health
    And Alice's hand is "Test Creature"
    And the exile pile is "Test Spell"
    And Bob has 37 health

  @id:rites-demise-exile-counts-for-antimatter @rule:exile.4 @rule:card:rite-of-antimatter.1 @rule:demise.4
  Scenario: An Exile in a Demise is its owner's exile and counts for their Rite of Antimatter
    Given Bob has taken "Rite of Antimatter"
    And Bob has "Test Demise Exile 1" in play
    And the recruitment zone holds "Test Spell"
    And Alice has "Test Destroy 2" in hand
    When Alice plays "Test Destroy 2"
    Then Bob's "exile" choice offers exactly "Test Spell"
    And the exile pile is "Test Spell"
    And Alice has 38 health

  @id:rites-exile-takes-the-cards-chosen-from-any-slot @rule:exile.1
  Scenario: Exile X takes the face-up cards its player chooses, whatever their slots
    Given the recruitment zone holds "Hypernova", "Test Spell" and "Biting Skull"
    And Alice has "Test Exile 2" in hand
    And Alice will exile "Test Spell" and "Biting Skull"
    When Alice plays "Test Exile 2"
    Then the recruitment zone is "Hypernova"
    And the exile pile is "Test Spell" and "Biting Skull"

  @id:rites-rift-takes-the-card-chosen @rule:rift.1
  Scenario: Rift takes the exiled card its player chooses
    Given the exile pile holds "Test Spell" and "Hypernova"
    And Alice has "Test Rift 2" and "Volatile Essence" in hand
    And Alice will answer "rift give" with "Volatile Essence"
    And Alice will answer "rift take" with "Hypernova"
    When Alice plays "Test Rift 2"
    Then Alice's hand is "Hypernova"
    And the exile pile is "Test Spell" and "Volatile Essence"

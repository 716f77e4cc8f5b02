@rule:research
Feature: Research and Discard
  Research X searches only its player's deck for up to X cards, puts them in hand and shuffles
  the deck even if nothing was taken; an empty deck finds nothing. Discard X makes the opponent
  discard X cards of their choice, their whole hand if they hold fewer.

  Background:
    Given a Rites duel between Alice and Bob

  @id:rites-research-takes-from-the-deck-and-shuffles @rule:research.1 @rule:research.3
  Scenario: Research takes the chosen card from the deck, then the deck is shuffled
    Given Alice's deck holds, from the top, "Test Creature", "Hypernova" and "Test Spell"
    And Alice has "Test Research 2" in hand
    And Alice will answer "research" with "Hypernova"
    And the "shuffle" outcome will be "Test Spell" and "Test Creature"
    When Alice plays "Test Research 2"
    Then Alice's hand is "Hypernova"
    And Alice's deck is "Test Spell" and "Test Creature"

  @id:rites-research-shuffles-even-taking-nothing @rule:research.3
  Scenario: The deck is shuffled even when Research takes nothing
    Given Alice's deck holds, from the top, "Test Creature" and "Test Spell"
    And Alice has "Test Research 2" in hand
    And Alice will answer "research" with "nothing"
    And the "shuffle" outcome will be "Test Spell" and "Test Creature"
    When Alice plays "Test Research 2"
    Then Alice's hand is empty
    And Alice's deck is "Test Spell" and "Test Creature"

  @id:rites-research-empty-deck-finds-nothing @rule:research.2
  Scenario: With an empty deck Research finds nothing and the discard pile is not shuffled in
    Given Alice's discard pile holds, from the top, "Hypernova"
    And Alice has "Test Research 2" in hand
    When Alice plays "Test Research 2"
    Then Alice's hand is empty
    And Alice's deck is empty
    And Alice's discard pile is "Test Research 2" and "Hypernova"

  @id:rites-discard-of-the-opponents-choice @rule:discard.1
  Scenario: The opponent discards the cards they choose
    Given Bob has "Test Spell", "Divine Shield" and "Hypernova" in hand
    And Alice has "Test Discard 2" in hand
    And Bob will answer "discard" with "Test Spell" and "Hypernova"
    When Alice plays "Test Discard 2"
    Then Bob's hand is "Divine Shield"
    And Bob has "Test Spell" and "Hypernova" in discard pile

  @id:rites-discard-whole-hand-if-fewer @rule:discard.2 @rule:discard.3
  Scenario: With fewer cards than X the opponent discards the whole hand, traps included
    Given Bob has "Divine Shield" in hand
    And Alice has "Test Discard 2" in hand
    When Alice plays "Test Discard 2"
    Then Bob's hand is empty
    And Bob's discard pile is "Divine Shield"

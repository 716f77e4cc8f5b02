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
    And Alice's "research" choice offers exactly "Test Creature", "Hypernova", "Test Spell" and "nothing"
    And Alice's "research" choice allows at most 2
    And Alice's "research" choice allows at least 0
    And the "shuffle" outcome could be exactly "Test Spell" and "Test Creature"

  @id:rites-research-shuffles-even-taking-nothing @rule:research.3
  Scenario: The deck is shuffled even when Research takes nothing
    Given Alice's deck holds, from the top, "Test Creature" and "Test Spell"
    And Alice has "Test Research 2" in hand
    And Alice will answer "research" with "nothing"
    And the "shuffle" outcome will be "Test Spell" and "Test Creature"
    When Alice plays "Test Research 2"
    Then Alice's hand is empty
    And Alice's deck is "Test Spell" and "Test Creature"
    And Alice's "research" choice offers "nothing"
    And Alice's "research" choice allows at least 0

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
    And Bob's "discard" choice offers exactly "Test Spell", "Divine Shield" and "Hypernova"
    And Bob's "discard" choice allows at least 2
    And Bob's "discard" choice allows at most 2

  @id:rites-discard-whole-hand-if-fewer @rule:discard.2 @rule:discard.3
  Scenario: With fewer cards than X the opponent discards the whole hand, traps included
    Given Bob has "Divine Shield" in hand
    And Alice has "Test Discard 2" in hand
    When Alice plays "Test Discard 2"
    Then Bob's hand is empty
    And Bob's discard pile is "Divine Shield"
    And Bob's "discard" choice offers exactly "Divine Shield"

  @id:rites-research-takes-up-to-x @rule:research.1
  Scenario: Research 2 cannot take three cards
    Given Alice's deck holds, from the top, "Test Creature", "Hypernova" and "Test Spell"
    And Alice has "Test Research 2" in hand
    Then Alice cannot answer "research" with "Test Creature", "Hypernova" and "Test Spell" when she plays "Test Research 2"
    And Alice's deck is "Test Creature", "Hypernova" and "Test Spell"
    And Alice's hand is "Test Research 2"

  @id:rites-research-sees-only-the-deck @rule:research.1
  Scenario: Research offers the cards of its player's deck, not the discard pile nor the recruitment zone
    Once the only card of the deck is taken, nothing is left to shuffle.
    Given Alice's deck holds, from the top, "Test Creature"
    And Alice's discard pile holds, from the top, "Hypernova"
    And the recruitment zone holds "Test Spell"
    And Alice has "Test Research 2" in hand
    And Alice will answer "research" with "Test Creature"
    When Alice plays "Test Research 2"
    Then Alice's "research" choice offers exactly "Test Creature" and "nothing"
    And Alice's "research" choice does not offer "Hypernova" and "Test Spell"
    And Alice's hand is "Test Creature"
    And Alice's deck is empty

  @id:rites-discard-x-discards-x @rule:discard.1
  Scenario: With enough cards, Discard 2 makes the opponent discard two, not one
    Given Bob has "Test Spell", "Divine Shield" and "Hypernova" in hand
    And Alice has "Test Discard 2" in hand
    Then Bob cannot answer "discard" with "Test Spell" when Alice plays "Test Discard 2"
    And Bob's hand is "Test Spell", "Divine Shield" and "Hypernova"

  @id:rites-discard-with-an-empty-hand @rule:discard.2
  Scenario: Against an empty hand Discard X discards nothing
    Given Alice has "Test Discard 2" in hand
    When Alice plays "Test Discard 2"
    Then Bob's discard pile is empty
    And Alice's discard pile is "Test Discard 2"

  @id:rites-card-taken-by-return-from-hell-is-discarded-to-its-new-owner @rule:card:return-from-hell.2 @rule:discard.1 @rule:rift.3
  Scenario: A card Return from Hell took is its new owner's: discarded, it goes to their discard pile
    Given Bob has "Test Creature" in play
    And Bob has "Return from Hell" in hand
    And Bob's deck holds, from the top, "Test Spell"
    And Alice's discard pile holds, from the top, "Hypernova"
    And Alice has "Test Destroy 2" and "Test Discard 2" in hand
    And Bob will respond with "Return from Hell"
    And Bob will answer "return from hell" with "Hypernova"
    When Alice plays "Test Destroy 2"
    Then Bob's hand is "Hypernova" and "Test Spell"
    When Alice plays "Test Discard 2"
    Then Bob's hand is empty
    And Bob has "Hypernova" in discard pile
    And Alice's discard pile is "Test Discard 2" and "Test Destroy 2"

  @id:rites-research-nothing-or-cards-not-both @rule:research.1
  Scenario: Research's answer is nothing or cards, never both
    Given Alice's deck holds, from the top, "Test Creature" and "Test Spell"
    And Alice has "Test Research 2" in hand
    Then Alice cannot answer "research" with "nothing" and "Test Creature" when she plays "Test Research 2"
    And Alice's deck is "Test Creature" and "Test Spell"

  @id:rites-a-shuffle-outcome-is-an-order-of-the-deck @rule:research.3
  Scenario: A pinned shuffle that is not an order of the deck's cards is refused
    Nothing random is hidden: the pinned outcome must be one the shuffle could give.
    Given Alice's deck holds, from the top, "Test Creature" and "Test Spell"
    And Alice has "Test Research 2" in hand
    And Alice will answer "research" with "nothing"
    And the "shuffle" outcome will be "Test Spell" and "Test Spell"
    Then Alice cannot play "Test Research 2"
    And Alice's deck is "Test Creature" and "Test Spell"

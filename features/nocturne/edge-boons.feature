@rule:fate-cards-and-boons
Feature: Boons at their edges
  Each Boon read against the edge-case checklist (docs/games/nocturne-edge-cases.md), and the
  Boon deck's reshuffles: when they happen and which Boons they leave out. Bard receives the
  Boon in each scenario.

  @id:nocturne-earths-gift-without-a-treasure-discards-nothing @rule:boon:the-earths-gift @rule:card:bard.1
  Scenario: The Earth's Gift with no Treasure in hand has nothing to discard and gains nothing
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck holds, from the top, "The Earth's Gift"
    And it is Alice's Action phase
    And Alice has "Bard" and "Estate" in hand
    When Alice plays "Bard"
    Then Alice's "discard" choice offers exactly "nothing"
    And Alice's hand is "Estate"
    And Alice's discard pile is empty

  @id:nocturne-earths-gift-reads-the-current-cost @rule:boon:the-earths-gift @rule:card:bard.1 @rule:base:supply
  Scenario: The Earth's Gift's "up to four" reads costs as changed by effects in force
    Test Highway (test kit) in play makes every card cost 1 less: Duchy costs 4, Gold 5.

    Given a Dominion game between Alice and Bob with kingdom "Bard" and "Test Highway"
    And the Boon deck holds, from the top, "The Earth's Gift"
    And Alice has "Test Highway" in play
    And it is Alice's Action phase
    And Alice has "Bard" and "Copper" in hand
    And Alice will answer "discard" with "Copper"
    And Alice will answer "gain" with "Duchy"
    When Alice plays "Bard"
    Then Alice's "gain" choice offers exactly "Copper", "Curse", "Estate", "Silver", "Duchy", "Bard" and "Test Highway"
    And Alice's discard pile is "Duchy" and "Copper"

  @id:nocturne-kept-boon-is-not-reshuffled @rule:boon:the-fields-gift @rule:fate-cards-and-boons.1 @rule:card:bard.1
  Scenario: A Boon kept in front of a player is not in the Boon discard pile, so a reshuffle leaves it out
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck is empty
    And the Boon discard pile holds, from the top, "The Sea's Gift" and "The Mountain's Gift"
    And Alice has "The Field's Gift" in her kept Boons
    And it is Alice's Action phase
    And Alice has "Bard" in hand
    And the "boon shuffle" outcome will be "The Mountain's Gift" and "The Sea's Gift"
    When Alice plays "Bard"
    Then the "boon shuffle" outcome could be exactly "The Sea's Gift" and "The Mountain's Gift"
    And Alice's kept Boons is "The Field's Gift"
    And the Boon deck is "The Sea's Gift"

  @id:nocturne-druids-boons-never-join-the-boon-deck @rule:card:druid.1 @rule:fate-cards-and-boons.1 @rule:card:bard.1
  Scenario: The Druid's Boons stay out of every reshuffle of the Boon deck
    Given a Dominion game between Alice and Bob with kingdom "Bard" and "Druid"
    And the Druid's Boons are "The Field's Gift", "The Forest's Gift" and "The River's Gift"
    And the Boon deck is empty
    And the Boon discard pile holds, from the top, "The Sea's Gift"
    And it is Alice's Action phase
    And Alice has "Bard" in hand
    And Alice's deck holds, from the top, "Gold"
    When Alice plays "Bard"
    Then the "boon shuffle" outcome could be exactly "The Sea's Gift"
    And Alice's hand is "Gold"
    And the Druid's Boons is "The Field's Gift", "The Forest's Gift" and "The River's Gift"

  @id:nocturne-forests-gift-buy-can-be-used @rule:boon:the-forests-gift @rule:card:bard.1 @rule:base:buying
  Scenario: The Buy The Forest's Gift gives is there to use in the Buy phase
    Printed card value (verified against the card database): The Forest's Gift's +1 Buy and +1 coin and Bard's +2 coins.
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck holds, from the top, "The Forest's Gift"
    And it is Alice's Action phase
    And Alice has "Bard" in hand
    When Alice plays "Bard"
    And Alice ends her Action phase
    And Alice buys "Estate" and "Copper"
    Then Alice's discard pile is "Copper" and "Estate"
    And Alice has 1 Coin and 0 Buys

  @id:nocturne-flames-gift-with-an-empty-hand @rule:boon:the-flames-gift @rule:card:bard.1
  Scenario: The Flame's Gift with an empty hand trashes nothing
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck holds, from the top, "The Flame's Gift"
    And it is Alice's Action phase
    And Alice has "Bard" in hand
    When Alice plays "Bard"
    Then Alice's "trash" choice offers exactly "nothing"
    And the trash is empty

  @id:nocturne-moons-gift-with-an-empty-discard-pile @rule:boon:the-moons-gift @rule:card:bard.1
  Scenario: The Moon's Gift with an empty discard pile puts nothing on the deck
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck holds, from the top, "The Moon's Gift"
    And it is Alice's Action phase
    And Alice has "Bard" and "Gold" in hand
    And Alice's deck holds, from the top, "Copper"
    When Alice plays "Bard"
    Then Alice's "topdeck" choice offers exactly "nothing"
    And Alice's deck is "Copper"

  @id:nocturne-mountains-gift-with-no-silver-left @rule:boon:the-mountains-gift @rule:card:bard.1
  Scenario: The Mountain's Gift with no Silver left gains nothing
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck holds, from the top, "The Mountain's Gift"
    And the "Silver" pile holds 0 cards
    And it is Alice's Action phase
    And Alice has "Bard" in hand
    When Alice plays "Bard"
    Then Alice's discard pile is empty
    And the Boon discard pile is "The Mountain's Gift"

  @id:nocturne-rivers-gift-extra-card-after-a-reshuffle @rule:boon:the-rivers-gift @rule:base:cleanup-phase @rule:base:shuffling @rule:card:bard.1
  Scenario: The River's Gift's extra card in Clean-up may come from a reshuffle of the cards just discarded
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck holds, from the top, "The River's Gift"
    And it is Alice's Action phase
    And Alice has "Bard" in hand
    And Alice's deck holds 4 copies of "Copper"
    And Alice's discard pile holds, from the top, "Gold"
    When Alice plays "Bard"
    Given the "shuffle" outcome will be "Gold" and "Bard"
    When Alice ends her turn
    Then the "shuffle" outcome could be exactly "Gold" and "Bard"
    And Alice's hand is "Copper", "Copper", "Copper", "Copper", "Gold" and "Bard"

  @id:nocturne-seas-gift-reshuffles-to-draw @rule:boon:the-seas-gift @rule:base:shuffling @rule:card:bard.1
  Scenario: The Sea's Gift with an empty deck shuffles the discard pile to draw
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck holds, from the top, "The Sea's Gift"
    And it is Alice's Action phase
    And Alice has "Bard" in hand
    And Alice's discard pile holds, from the top, "Gold"
    When Alice plays "Bard"
    Then Alice's hand is "Gold"
    And Alice's discard pile is empty

  @id:nocturne-skys-gift-with-two-cards-discards-both-for-nothing @rule:boon:the-skys-gift @rule:card:bard.1
  Scenario: The Sky's Gift with two cards in hand may discard both, but that is not three, so no Gold
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck holds, from the top, "The Sky's Gift"
    And it is Alice's Action phase
    And Alice has "Bard", "Estate" and "Curse" in hand
    And Alice will answer "discard" with "Estate" and "Curse"
    When Alice plays "Bard"
    Then Alice's "discard" choice allows at most 2
    And Alice's discard pile is "Curse" and "Estate"
    And the "Gold" pile holds 30 cards

  @id:nocturne-skys-gift-with-no-gold-left @rule:boon:the-skys-gift @rule:card:bard.1
  Scenario: The Sky's Gift's three cards may be discarded with no Gold left to gain
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck holds, from the top, "The Sky's Gift"
    And the "Gold" pile holds 0 cards
    And it is Alice's Action phase
    And Alice has "Bard", "Estate", "Estate" and "Curse" in hand
    And Alice will answer "discard" with "Estate", "Estate" and "Curse"
    When Alice plays "Bard"
    Then Alice's hand is empty
    And Alice's discard pile holds 3 cards

  @id:nocturne-swamps-gift-with-no-will-o-wisp-left @rule:boon:the-swamps-gift @rule:card:bard.1
  Scenario: The Swamp's Gift with no Will-o'-Wisp left gains nothing
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck holds, from the top, "The Swamp's Gift"
    And the "Will-o'-Wisp" pile holds 0 cards
    And it is Alice's Action phase
    And Alice has "Bard" in hand
    When Alice plays "Bard"
    Then Alice's discard pile is empty

  @id:nocturne-suns-gift-reshuffles-to-look-at-four @rule:boon:the-suns-gift @rule:base:shuffling @rule:card:bard.1
  Scenario: The Sun's Gift with two cards in deck shuffles the discard pile to look at four
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck holds, from the top, "The Sun's Gift"
    And it is Alice's Action phase
    And Alice has "Bard" in hand
    And Alice's deck holds, from the top, "Gold" and "Silver"
    And Alice's discard pile holds, from the top, "Estate" and "Curse"
    And the "shuffle" outcome will be "Curse" and "Estate"
    And Alice will answer "discard" with "Curse" and "Estate"
    And Alice will answer "order" with "Silver" and "Gold"
    When Alice plays "Bard"
    Then Alice's "discard" choice offers exactly "Gold", "Silver", "Curse", "Estate" and "nothing"
    And Alice's deck is "Silver" and "Gold"
    And Alice has "Curse" and "Estate" in discard pile

  @id:nocturne-suns-gift-keeps-everything-in-a-new-order @rule:boon:the-suns-gift @rule:card:bard.1
  Scenario: The Sun's Gift may discard nothing and put all four back in a new order
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck holds, from the top, "The Sun's Gift"
    And it is Alice's Action phase
    And Alice has "Bard" in hand
    And Alice's deck holds, from the top, "Estate", "Copper", "Silver", "Gold" and "Province"
    And Alice will answer "discard" with "nothing"
    And Alice will answer "order" with "Gold", "Silver", "Copper" and "Estate"
    When Alice plays "Bard"
    Then Alice's "order" choice allows at least 4
    And Alice's "order" choice allows at most 4
    And Alice's deck is "Gold", "Silver", "Copper", "Estate" and "Province"
    And Alice's discard pile is empty

  @id:nocturne-suns-gift-with-one-card-needs-no-order @rule:boon:the-suns-gift @rule:card:bard.1
  Scenario: The Sun's Gift with only one card to look at puts it back without an order to choose
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck holds, from the top, "The Sun's Gift"
    And it is Alice's Action phase
    And Alice has "Bard" in hand
    And Alice's deck holds, from the top, "Gold"
    And Alice will answer "discard" with "nothing"
    When Alice plays "Bard"
    Then Alice's "discard" choice offers exactly "Gold" and "nothing"
    And Alice's "order" choice offers exactly "Gold"
    And Alice's deck is "Gold"

  @id:nocturne-winds-gift-with-one-card-discards-it-and-draws-two @rule:boon:the-winds-gift @rule:card:bard.1 @contested
  Scenario: The Wind's Gift with one card in hand discards that card, then draws two
    The rulebook's order (discard, then draw) is the contested reading of this Boon.

    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck holds, from the top, "The Wind's Gift"
    And it is Alice's Action phase
    And Alice has "Bard" and "Estate" in hand
    And Alice's deck holds, from the top, "Gold" and "Silver"
    When Alice plays "Bard"
    Then Alice's "discard" choice offers exactly "Estate"
    And Alice's hand is "Gold" and "Silver"
    And Alice's discard pile is "Estate"

  @id:nocturne-winds-gift-may-draw-back-what-it-discarded @rule:boon:the-winds-gift @rule:base:shuffling @rule:card:bard.1 @contested
  Scenario: With an empty deck, The Wind's Gift draws back the cards it discarded after a reshuffle
    The rulebook's order (discard, then draw) is the contested reading of this Boon.

    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck holds, from the top, "The Wind's Gift"
    And it is Alice's Action phase
    And Alice has "Bard", "Estate" and "Copper" in hand
    And the "shuffle" outcome will be "Copper" and "Estate"
    When Alice plays "Bard"
    Then the "shuffle" outcome could be exactly "Estate" and "Copper"
    And Alice's hand is "Copper" and "Estate"
    And Alice's discard pile is empty

@rule:fate-cards-and-boons @rule:fate-cards-and-boons.1
Feature: Receiving Boons
  Receiving a Boon reveals the top of the Boon deck and follows it. Most Boons are discarded
  at once; some stay in front of the player until Clean-up. An empty Boon deck is re-formed
  by shuffling the Boon discard pile.

  @id:nocturne-bard-receives-fields-gift @rule:card:bard @rule:boon:the-fields-gift @rule:base:cleanup-phase @rule:card:bard.1
  Scenario: Bard gives its coins, then The Field's Gift stays in front of the player until Clean-up
    Printed card value (verified against the card database): Bard's +2 coins and The Field's Gift's +1 Action and +1 coin.
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck holds, from the top, "The Field's Gift" and "The Sea's Gift"
    And it is Alice's Action phase
    And Alice has "Bard" in hand
    And Alice's deck holds 5 copies of "Copper"
    When Alice plays "Bard"
    Then Alice has 1 Action, 1 Buy and 3 Coins
    And Alice has "The Field's Gift" in her kept Boons
    And the Boon deck is "The Sea's Gift"
    And the Boon discard pile is empty
    When Alice ends her turn
    Then Alice's kept Boons is empty
    And the Boon discard pile is "The Field's Gift"

  @id:nocturne-boon-deck-reshuffles-when-empty @rule:boon:the-mountains-gift @rule:card:bard @rule:card:bard.1
  Scenario: An empty Boon deck is re-formed from the Boon discard pile
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck is empty
    And the Boon discard pile holds, from the top, "The Sea's Gift" and "The Mountain's Gift"
    And it is Alice's Action phase
    And Alice has "Bard" in hand
    And the "boon shuffle" outcome will be "The Mountain's Gift" and "The Sea's Gift"
    When Alice plays "Bard"
    Then the "boon shuffle" outcome could be exactly "The Sea's Gift" and "The Mountain's Gift"
    And Alice's discard pile is "Silver"
    And the Boon deck is "The Sea's Gift"
    And the Boon discard pile is "The Mountain's Gift"

  @id:nocturne-sacred-grove-shares-boon @rule:card:sacred-grove @rule:boon:the-seas-gift @rule:card:sacred-grove.1
  Scenario: Other players each decide whether to receive the Boon Sacred Grove revealed
    Printed card value (verified against the card database): Sacred Grove's +3 coins and +1 Buy.
    Given a Dominion game between Alice, Bob and Carol with kingdom "Sacred Grove"
    And the Boon deck holds, from the top, "The Sea's Gift" and "The Sky's Gift"
    And it is Alice's Action phase
    And Alice has "Sacred Grove" in hand
    And Alice's deck holds, from the top, "Gold"
    And Bob's deck holds, from the top, "Silver"
    And Carol's deck holds, from the top, "Province"
    And Bob will answer "receive" with "yes"
    And Carol will answer "receive" with "no"
    When Alice plays "Sacred Grove"
    Then Bob's "receive" choice offers exactly "yes" and "no"
    And Carol's "receive" choice offers exactly "yes" and "no"
    And Alice's hand is "Gold"
    And Bob's hand is "Silver"
    And Carol's hand is empty
    And Carol's deck is "Province"
    And Alice has 0 Actions, 2 Buys and 3 Coins
    And the Boon discard pile is "The Sea's Gift"
    And the Boon deck is "The Sky's Gift"

  @id:nocturne-sacred-grove-keeps-coin-boon @rule:card:sacred-grove @rule:boon:the-forests-gift @rule:card:sacred-grove.1
  Scenario: A Boon that gives a coin is not offered to the other players
    Printed card value (verified against the card database): which Boons Sacred Grove does not share, and the Boon's +1 Buy and +1 coin.
    The Forest's Gift gives +1 coin, one of the Boons Sacred Grove does not share, so no other
    player is asked.

    Given a Dominion game between Alice and Bob with kingdom "Sacred Grove"
    And the Boon deck holds, from the top, "The Forest's Gift"
    And it is Alice's Action phase
    And Alice has "Sacred Grove" in hand
    When Alice plays "Sacred Grove"
    Then Alice has 0 Actions, 3 Buys and 4 Coins
    And Alice has "The Forest's Gift" in her kept Boons
    And Bob's kept Boons is empty

  @id:nocturne-rivers-gift-draws-at-cleanup @rule:boon:the-rivers-gift @rule:card:bard @rule:base:cleanup-phase @rule:card:bard.1
  Scenario: The River's Gift makes the next hand one card larger
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck holds, from the top, "The River's Gift"
    And it is Alice's Action phase
    And Alice has "Bard" in hand
    And Alice's deck holds, from the top, "Copper", "Copper", "Copper", "Copper", "Copper", "Silver" and "Gold"
    When Alice plays "Bard"
    Then Alice has "The River's Gift" in her kept Boons
    And Alice's hand is empty
    When Alice ends her turn
    Then Alice's hand is "Copper", "Copper", "Copper", "Copper", "Copper" and "Silver"
    And Alice's deck is "Gold"
    And the Boon discard pile is "The River's Gift"

  @id:nocturne-winds-gift-discards-then-draws @contested @rule:boon:the-winds-gift @rule:card:bard @rule:card:bard.1
  Scenario: The Wind's Gift discards two cards and then draws two
    The rulebook's entry has the player discard two cards and then draw two; the printed Boon
    draws first. We follow the rulebook: with exactly two cards in hand both are discarded (no
    choice to make) and then the top two cards of the deck are drawn.

    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck holds, from the top, "The Wind's Gift"
    And it is Alice's Action phase
    And Alice has "Bard", "Estate" and "Copper" in hand
    And Alice's deck holds, from the top, "Gold", "Silver" and "Province"
    When Alice plays "Bard"
    Then Alice's "discard" choice offers exactly "Estate" and "Copper"
    And Alice's hand is "Gold" and "Silver"
    And Alice has "Estate" and "Copper" in discard pile
    And Alice's deck is "Province"

  @id:nocturne-earths-gift-discard-treasure-to-gain @rule:boon:the-earths-gift @rule:card:bard @rule:card:bard.1
  Scenario: The Earth's Gift trades a discarded Treasure for a card costing up to four
    Printed card value (verified against the card database): the Earth's Gift's limit of cost 4 and Shepherd's cost.
    Given a Dominion game between Alice and Bob with kingdom "Bard" and "Shepherd"
    And the Boon deck holds, from the top, "The Earth's Gift"
    And it is Alice's Action phase
    And Alice has "Bard", "Copper" and "Estate" in hand
    And Alice will answer "discard" with "Copper"
    And Alice will answer "gain" with "Shepherd"
    When Alice plays "Bard"
    Then Alice's "discard" choice offers exactly "Copper" and "nothing"
    And Alice's "gain" choice offers exactly "Copper", "Curse", "Estate", "Silver", "Bard" and "Shepherd"
    And Alice's hand is "Estate"
    And Alice has "Copper" and "Shepherd" in discard pile
    And the "Shepherd" pile holds 9 cards

  @id:nocturne-flames-gift-trashes-from-hand @rule:boon:the-flames-gift @rule:card:bard.1
  Scenario: The Flame's Gift lets the player trash a card from hand
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck holds, from the top, "The Flame's Gift"
    And it is Alice's Action phase
    And Alice has "Bard", "Curse" and "Copper" in hand
    And Alice will answer "trash" with "Curse"
    When Alice plays "Bard"
    Then Alice's "trash" choice offers exactly "Curse", "Copper" and "nothing"
    And the trash is "Curse"
    And Alice's hand is "Copper"
    And the Boon discard pile is "The Flame's Gift"

  @id:nocturne-moons-gift-discard-to-deck @rule:boon:the-moons-gift @rule:card:bard.1
  Scenario: The Moon's Gift puts a card from the discard pile on top of the deck
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck holds, from the top, "The Moon's Gift"
    And it is Alice's Action phase
    And Alice has "Bard" in hand
    And Alice's discard pile holds, from the top, "Estate" and "Gold"
    And Alice's deck holds, from the top, "Copper"
    And Alice will answer "topdeck" with "Gold"
    When Alice plays "Bard"
    Then Alice's "topdeck" choice offers exactly "Estate", "Gold" and "nothing"
    And Alice's deck is "Gold" and "Copper"
    And Alice's discard pile is "Estate"

  @id:nocturne-skys-gift-three-discards-for-gold @rule:boon:the-skys-gift @rule:card:bard.1
  Scenario: The Sky's Gift trades three discarded cards for a Gold
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck holds, from the top, "The Sky's Gift"
    And it is Alice's Action phase
    And Alice has "Bard", "Estate", "Estate", "Curse" and "Copper" in hand
    And Alice will answer "discard" with "Estate", "Estate" and "Curse"
    When Alice plays "Bard"
    Then Alice's "discard" choice offers exactly "Estate", "Curse", "Copper" and "nothing"
    And Alice's "discard" choice allows at most 3
    And Alice's hand is "Copper"
    And Alice has "Estate", "Estate", "Curse" and "Gold" in discard pile
    And the "Gold" pile holds 29 cards

  @id:nocturne-swamps-gift-gains-will-o-wisp @rule:boon:the-swamps-gift @rule:card:bard.1
  Scenario: The Swamp's Gift gains a Will-o'-Wisp from its pile outside the Supply
    Printed card value (verified against the card database): the Will-o'-Wisp pile of 12.
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck holds, from the top, "The Swamp's Gift"
    And it is Alice's Action phase
    And Alice has "Bard" in hand
    When Alice plays "Bard"
    Then Alice's discard pile is "Will-o'-Wisp"
    And the "Will-o'-Wisp" pile holds 11 cards

  @id:nocturne-suns-gift-discards-and-reorders @rule:boon:the-suns-gift @rule:card:bard.1
  Scenario: The Sun's Gift looks at the top four cards, discards some and puts the rest back in a chosen order
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck holds, from the top, "The Sun's Gift"
    And it is Alice's Action phase
    And Alice has "Bard" in hand
    And Alice's deck holds, from the top, "Estate", "Copper", "Curse", "Gold" and "Province"
    And Alice will answer "discard" with "Estate" and "Curse"
    And Alice will answer "order" with "Gold" and "Copper"
    When Alice plays "Bard"
    Then Alice's "discard" choice offers exactly "Estate", "Copper", "Curse", "Gold" and "nothing"
    And Alice's "discard" choice allows at most 4
    And Alice's "order" choice offers exactly "Gold" and "Copper"
    And Alice's deck is "Gold", "Copper" and "Province"
    And Alice has "Estate" and "Curse" in discard pile

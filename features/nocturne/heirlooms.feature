@rule:heirlooms
Feature: Heirlooms replace starting Coppers
  A Kingdom card that names an Heirloom puts that Heirloom in every starting deck in place of
  one Copper, one Copper for each different Heirloom. Heirlooms are Treasures with their own
  clarifications.

  @id:nocturne-heirlooms-replace-coppers @rule:base:setup @rule:base:shuffling @rule:card:pooka @rule:card:shepherd
  Scenario: Two Kingdom cards naming two Heirlooms replace two starting Coppers in every deck
    Pooka names Cursed Gold and Shepherd names Pasture, so each starting deck holds Cursed Gold,
    Pasture, 5 Coppers and 3 Estates. Neither card is a Fate or Doom card, so no Boon or Hex deck
    is formed. Only the Coppers actually dealt leave the Copper pile.

    Given a Dominion game between Alice and Bob with kingdom "Pooka", "Shepherd" and "Den of Sin", not yet set up
    And the "shuffle" outcome will be "Cursed Gold", "Copper", "Estate", "Pasture", "Copper", "Copper", "Estate", "Copper", "Copper" and "Estate"
    And the "shuffle" outcome will be "Estate", "Estate", "Estate", "Copper", "Copper", "Copper", "Copper", "Copper", "Pasture" and "Cursed Gold"
    When the game is set up
    Then Alice's hand is "Cursed Gold", "Copper", "Estate", "Pasture" and "Copper"
    And Alice's deck is "Copper", "Estate", "Copper", "Copper" and "Estate"
    And Bob's hand is "Estate", "Estate", "Estate", "Copper" and "Copper"
    And Bob's deck is "Copper", "Copper", "Copper", "Pasture" and "Cursed Gold"
    And the "Copper" pile holds 50 cards
    And the "Estate" pile holds 8 cards
    And the Boon deck is empty
    And the Hex deck is empty
    And it is Alice's Action phase

  @id:nocturne-setup-without-heirloom-keeps-seven-coppers @rule:base:setup
  Scenario: Without a Kingdom card naming an Heirloom the starting deck is 7 Coppers and 3 Estates
    Given a Dominion game between Alice and Bob with kingdom "Den of Sin", not yet set up
    And the "shuffle" outcome will be "Copper", "Copper", "Copper", "Estate", "Copper", "Estate", "Copper", "Copper", "Estate" and "Copper"
    And the "shuffle" outcome will be "Estate", "Copper", "Copper", "Copper", "Copper", "Estate", "Copper", "Estate", "Copper" and "Copper"
    When the game is set up
    Then Alice's hand is "Copper", "Copper", "Copper", "Estate" and "Copper"
    And Bob's deck is "Estate", "Copper", "Estate", "Copper" and "Copper"
    And the "Copper" pile holds 46 cards

  @id:nocturne-lucky-coin-gains-silver @rule:heirloom:lucky-coin @rule:card:fool
  Scenario: Lucky Coin makes one coin and gains a Silver
    Given a Dominion game between Alice and Bob with kingdom "Fool"
    And it is Alice's Buy phase
    And Alice has "Lucky Coin" in hand
    When Alice plays "Lucky Coin"
    Then Alice has 1 Coin
    And Alice's discard pile is "Silver"
    And the "Silver" pile holds 39 cards

  @id:nocturne-cursed-gold-gains-curse @rule:heirloom:cursed-gold @rule:base:curses
  Scenario: Cursed Gold makes three coins and gains a Curse
    Given a Dominion game between Alice and Bob with kingdom "Pooka"
    And it is Alice's Buy phase
    And Alice has "Cursed Gold" and "Copper" in hand
    When Alice plays "Cursed Gold"
    Then Alice has 3 Coins
    And Alice's discard pile is "Curse"
    And the "Curse" pile holds 9 cards

  @id:nocturne-pasture-counts-estates @rule:heirloom:pasture @rule:base:victory-cards
  Scenario: Pasture is worth a victory point for each Estate its owner has
    Given a Dominion game between Alice and Bob with kingdom "Shepherd"
    And Alice has "Pasture" and "Estate" in hand
    And Alice's deck holds, from the top, "Estate" and "Copper"
    And Alice has "Estate" in her discard pile
    Then Alice has 6 victory points
    And Bob has 0 victory points

  @id:nocturne-pooka-spares-cursed-gold @rule:card:pooka @rule:heirloom:cursed-gold
  Scenario: Pooka may trash a Treasure other than Cursed Gold to draw four cards
    Given a Dominion game between Alice and Bob with kingdom "Pooka"
    And it is Alice's Action phase
    And Alice has "Pooka", "Cursed Gold" and "Copper" in hand
    And Alice's deck holds, from the top, "Silver", "Silver", "Gold", "Estate" and "Duchy"
    And Alice will answer "trash" with "Copper"
    When Alice plays "Pooka"
    Then the trash is "Copper"
    And Alice's hand is "Cursed Gold", "Silver", "Silver", "Gold" and "Estate"
    And Alice's deck is "Duchy"

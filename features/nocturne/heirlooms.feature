@rule:heirlooms
Feature: Heirlooms replace starting Coppers
  A Kingdom card that names an Heirloom puts that Heirloom in every starting deck in place of
  one Copper, one Copper for each different Heirloom. Heirlooms are Treasures with their own
  clarifications.

  @id:nocturne-heirlooms-replace-coppers @rule:base:setup @rule:base:shuffling @rule:card:pooka @rule:card:shepherd @rule:heirlooms.1 @rule:card:pooka.1 @rule:card:shepherd.1
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
    Printed card value (verified against the card database): Lucky Coin's value of 1.
    Given a Dominion game between Alice and Bob with kingdom "Fool"
    And it is Alice's Buy phase
    And Alice has "Lucky Coin" in hand
    When Alice plays "Lucky Coin"
    Then Alice has 1 Coin
    And Alice's discard pile is "Silver"
    And the "Silver" pile holds 39 cards

  @id:nocturne-cursed-gold-gains-curse @rule:heirloom:cursed-gold @rule:base:curses
  Scenario: Cursed Gold makes three coins and gains a Curse
    Printed card value (verified against the card database): Cursed Gold's value of 3.
    Given a Dominion game between Alice and Bob with kingdom "Pooka"
    And it is Alice's Buy phase
    And Alice has "Cursed Gold" and "Copper" in hand
    When Alice plays "Cursed Gold"
    Then Alice has 3 Coins
    And Alice's discard pile is "Curse"
    And the "Curse" pile holds 9 cards

  @id:nocturne-pasture-counts-estates @rule:heirloom:pasture @rule:base:victory-cards
  Scenario: Pasture is worth a victory point for each Estate its owner has
    Printed card value (verified against the card database): Pasture's 1 victory point per Estate.
    Given a Dominion game between Alice and Bob with kingdom "Shepherd"
    And Alice has "Pasture" and "Estate" in hand
    And Alice's deck holds, from the top, "Estate" and "Copper"
    And Alice has "Estate" in her discard pile
    Then Alice has 6 victory points
    And Bob has 0 victory points

  @id:nocturne-pooka-spares-cursed-gold @rule:card:pooka @rule:heirloom:cursed-gold @rule:card:pooka.1
  Scenario: Pooka trashes a Copper from hand for four cards, Cursed Gold being off limits
    Given a Dominion game between Alice and Bob with kingdom "Pooka"
    And it is Alice's Action phase
    And Alice has "Pooka", "Cursed Gold" and "Copper" in hand
    And Alice's deck holds, from the top, "Silver", "Silver", "Gold", "Estate" and "Duchy"
    And Alice will answer "trash" with "Copper"
    When Alice plays "Pooka"
    Then Alice's "trash" choice offers exactly "Copper" and "nothing"
    And the trash is "Copper"
    And Alice's hand is "Cursed Gold", "Silver", "Silver", "Gold" and "Estate"
    And Alice's deck is "Duchy"

  @id:nocturne-four-more-heirlooms-at-setup @rule:heirlooms.1 @rule:base:setup @rule:card:pixie.1 @rule:card:tracker.1 @rule:card:secret-cave.1 @rule:card:cemetery.1
  Scenario: Pixie, Tracker, Secret Cave and Cemetery bring Goat, Pouch, Magic Lamp and Haunted Mirror
    Four different Heirlooms replace four of the seven starting Coppers in each deck.

    Given a Dominion game between Alice and Bob with kingdom "Pixie", "Tracker", "Secret Cave" and "Cemetery", not yet set up
    And the "shuffle" outcome will be "Goat", "Pouch", "Magic Lamp", "Haunted Mirror", "Copper", "Copper", "Copper", "Estate", "Estate" and "Estate"
    And the "shuffle" outcome will be "Estate", "Estate", "Estate", "Copper", "Copper", "Copper", "Haunted Mirror", "Magic Lamp", "Pouch" and "Goat"
    And the "boon shuffle" outcome will be "The Sun's Gift", "The Sea's Gift", "The Wind's Gift", "The Earth's Gift", "The Field's Gift", "The Flame's Gift", "The Forest's Gift", "The Moon's Gift", "The Mountain's Gift", "The River's Gift", "The Sky's Gift" and "The Swamp's Gift"
    When the game is set up
    Then Alice's hand is "Goat", "Pouch", "Magic Lamp", "Haunted Mirror" and "Copper"
    And Bob's deck is "Copper", "Haunted Mirror", "Magic Lamp", "Pouch" and "Goat"
    And the "Copper" pile holds 54 cards

  @id:nocturne-goat-trashes-from-hand @rule:heirloom:goat @rule:card:pixie.1
  Scenario: Goat makes a coin and may trash a card from hand
    Printed card value (verified against the card database): Goat's value of 1.
    Given a Dominion game between Alice and Bob with kingdom "Pixie"
    And it is Alice's Buy phase
    And Alice has "Goat", "Estate" and "Copper" in hand
    And Alice will answer "trash" with "Estate"
    When Alice plays "Goat"
    Then Alice's "trash" choice offers exactly "Estate", "Copper" and "nothing"
    And Alice has 1 Coin
    And the trash is "Estate"
    And Alice's hand is "Copper"

  @id:nocturne-pouch-gives-a-buy @rule:heirloom:pouch @rule:card:tracker.1
  Scenario: Pouch makes a coin and gives a Buy
    Printed card value (verified against the card database): Pouch's value of 1.
    Given a Dominion game between Alice and Bob with kingdom "Tracker"
    And it is Alice's Buy phase
    And Alice has "Pouch" in hand
    When Alice plays "Pouch"
    Then Alice has 1 Coin and 2 Buys

  @id:nocturne-haunted-mirror-trashed-gains-ghost @rule:heirloom:haunted-mirror @rule:card:cemetery.1 @rule:special:ghost
  Scenario: Haunted Mirror trashed by Cemetery lets its owner discard an Action to gain a Ghost
    Printed card value (verified against the card database): Cemetery's cost and the Ghost pile of 6.
    Given a Dominion game between Alice and Bob with kingdom "Cemetery" and "Conclave"
    And it is Alice's Buy phase
    And Alice has 4 Coins and 1 Buy
    And Alice has "Haunted Mirror", "Conclave" and "Estate" in hand
    And Alice will answer "trash" with "Haunted Mirror" and "Estate"
    And Alice will answer "discard" with "Conclave"
    When Alice buys "Cemetery"
    Then Alice's "trash" choice offers exactly "Haunted Mirror", "Conclave", "Estate" and "nothing"
    And Alice's "discard" choice offers exactly "Conclave" and "nothing"
    And the trash includes "Haunted Mirror" and "Estate"
    And Alice's hand is empty
    And Alice has "Cemetery", "Conclave" and "Ghost" in discard pile
    And the "Ghost" pile holds 5 cards

  @id:nocturne-magic-lamp-six-singles-gains-wishes @rule:heirloom:magic-lamp @rule:special:wish @rule:card:secret-cave.1
  Scenario: Magic Lamp with six differently named single cards in play is trashed for three Wishes
    Printed card value (verified against the card database): Magic Lamp's value of 1 and the Wish pile of 12.
    Magic Lamp counts itself: Copper, Silver, Gold, Secret Cave, Conclave and Magic Lamp are six
    cards of which there is exactly one copy each. Its coin is still made.

    Given a Dominion game between Alice and Bob with kingdom "Secret Cave" and "Conclave"
    And Alice has "Copper", "Silver", "Gold", "Secret Cave" and "Conclave" in play
    And it is Alice's Buy phase
    And Alice has 0 Coins
    And Alice has "Magic Lamp" in hand
    When Alice plays "Magic Lamp"
    Then the trash is "Magic Lamp"
    And Alice's discard pile is "Wish", "Wish" and "Wish"
    And the "Wish" pile holds 9 cards
    And Alice has 1 Coin

  @id:nocturne-magic-lamp-duplicates-do-not-count @rule:heirloom:magic-lamp @rule:card:secret-cave.1
  Scenario: Cards of which two copies are in play do not count towards Magic Lamp
    Printed card value (verified against the card database): the Wish pile of 12.
    Only Silver, Gold, Secret Cave, Conclave and Magic Lamp are single copies: five, not six.

    Given a Dominion game between Alice and Bob with kingdom "Secret Cave" and "Conclave"
    And Alice has "Copper", "Copper", "Silver", "Gold", "Secret Cave" and "Conclave" in play
    And it is Alice's Buy phase
    And Alice has "Magic Lamp" in hand
    When Alice plays "Magic Lamp"
    Then the trash is empty
    And Alice's play holds 7 cards
    And the "Wish" pile holds 12 cards

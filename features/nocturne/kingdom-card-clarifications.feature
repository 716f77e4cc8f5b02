Feature: Kingdom card clarifications
  The rulebook's clarifications of single Kingdom cards and of the cards from outside the
  Supply that they bring into the game.

  @id:nocturne-tormentor-alone-gains-imp @rule:card:tormentor @rule:special:imp
  Scenario: Tormentor with no other card in play gains an Imp and gives no Hex
    Given a Dominion game between Alice and Bob with kingdom "Tormentor"
    And the Hex deck holds, from the top, "Plague"
    And it is Alice's Action phase
    And Alice has "Tormentor" in hand
    When Alice plays "Tormentor"
    Then Alice's discard pile is "Imp"
    And the "Imp" pile holds 12 cards
    And the Hex deck is "Plague"
    And Bob's hand is empty

  @id:nocturne-tormentor-earlier-duration-counts @rule:card:tormentor @rule:base:duration @rule:hex:plague
  Scenario: A Duration left in play from an earlier turn stops Tormentor from gaining an Imp
    Given a Dominion game between Alice and Bob with kingdom "Tormentor" and "Den of Sin"
    And the Hex deck holds, from the top, "Plague"
    And Alice has "Den of Sin" in play
    And it is Alice's Action phase
    And Alice has "Tormentor" in hand
    When Alice plays "Tormentor"
    Then Alice's discard pile is empty
    And the "Imp" pile holds 13 cards
    And Bob's hand is "Curse"
    And the Hex discard pile is "Plague"

  @id:nocturne-tormentor-draws-two @contested @rule:card:tormentor
  Scenario: Tormentor draws two cards
    The rulebook's Tormentor entry has the player draw two cards, where the printed card gives
    +2 coins. We follow the rulebook: two cards drawn and no coins.

    Given a Dominion game between Alice and Bob with kingdom "Tormentor"
    And it is Alice's Action phase
    And Alice has "Tormentor" in hand
    And Alice's deck holds, from the top, "Gold", "Silver" and "Copper"
    When Alice plays "Tormentor"
    Then Alice's hand is "Gold" and "Silver"
    And Alice has 0 Actions and 0 Coins

  @id:nocturne-devils-workshop-two-gains-imp @rule:card:devils-workshop @rule:base:buying
  Scenario: Devil's Workshop gains an Imp after two cards were gained this turn
    Given a Dominion game between Alice and Bob with kingdom "Devil's Workshop"
    And it is Alice's Buy phase
    And Alice has 6 Coins and 2 Buys
    And Alice has "Devil's Workshop" in hand
    When Alice buys "Silver" and "Silver"
    And Alice ends her Buy phase
    And Alice plays "Devil's Workshop"
    Then Alice has gained "Silver", "Silver" and "Imp" this turn
    And the "Imp" pile holds 12 cards
    And the "Gold" pile holds 30 cards

  @id:nocturne-devils-workshop-one-gain @rule:card:devils-workshop
  Scenario: Devil's Workshop gains a card costing up to four after exactly one gain
    Given a Dominion game between Alice and Bob with kingdom "Devil's Workshop" and "Monastery"
    And it is Alice's Night phase
    And Alice has "Silver" in her discard pile
    And Alice has gained "Silver" this turn
    And Alice has "Devil's Workshop" in hand
    And Alice will answer "gain" with "Devil's Workshop"
    When Alice plays "Devil's Workshop"
    Then Alice has "Silver" and "Devil's Workshop" in discard pile
    And the "Devil's Workshop" pile holds 9 cards

  @id:nocturne-devils-workshop-no-gain @rule:card:devils-workshop
  Scenario: Devil's Workshop gains a Gold when nothing was gained this turn
    Given a Dominion game between Alice and Bob with kingdom "Devil's Workshop"
    And it is Alice's Night phase
    And Alice has "Devil's Workshop" in hand
    When Alice plays "Devil's Workshop"
    Then Alice's discard pile is "Gold"
    And the "Imp" pile holds 13 cards

  @id:nocturne-monastery-trashes-hand-and-copper @rule:card:monastery @rule:base:trashing
  Scenario: Monastery trashes up to one card per card gained, from hand or Coppers in play, keeping the coins
    Given a Dominion game between Alice and Bob with kingdom "Monastery"
    And it is Alice's Buy phase
    And Alice has 0 Coins and 2 Buys
    And Alice has "Copper", "Copper", "Copper", "Monastery", "Estate" and "Curse" in hand
    When Alice plays "Copper", "Copper" and "Copper"
    And Alice buys "Copper" and "Monastery"
    And Alice ends her Buy phase
    Then it is Alice's Night phase
    Given Alice will answer "trash" with "Curse"
    And Alice will answer "trash from play" with "Copper"
    When Alice plays "Monastery"
    Then the trash includes "Curse" and "Copper"
    And Alice's play is "Copper", "Copper" and "Monastery"
    And Alice's hand is "Estate"
    And Alice has 1 Coin

  @id:nocturne-leprechaun-seven-in-play-gains-wish @rule:card:leprechaun @rule:special:wish
  Scenario: Leprechaun counts itself and gains a Wish with exactly seven cards in play
    Given a Dominion game between Alice and Bob with kingdom "Leprechaun", "Ghost Town", "Den of Sin", "Guardian" and "Cursed Village"
    And the Hex deck holds, from the top, "Plague"
    And Alice has "Ghost Town", "Den of Sin", "Guardian", "Cursed Village", "Cursed Village" and "Cursed Village" in play
    And it is Alice's Action phase
    And Alice has "Leprechaun" in hand
    When Alice plays "Leprechaun"
    Then Alice has "Gold" and "Wish" in discard pile
    And the "Wish" pile holds 11 cards
    And the Hex deck is "Plague"
    And Alice's hand is empty

  @id:nocturne-leprechaun-otherwise-hex @rule:card:leprechaun @rule:hex:greed
  Scenario: Leprechaun without exactly seven cards in play receives a Hex
    Given a Dominion game between Alice and Bob with kingdom "Leprechaun"
    And the Hex deck holds, from the top, "Greed"
    And it is Alice's Action phase
    And Alice has "Leprechaun" in hand
    And Alice's deck holds, from the top, "Estate"
    When Alice plays "Leprechaun"
    Then Alice's discard pile is "Gold"
    And Alice's deck is "Copper" and "Estate"
    And the "Wish" pile holds 12 cards
    And the Hex discard pile is "Greed"

  @id:nocturne-tragic-hero-eight-cards @rule:card:tragic-hero
  Scenario: Tragic Hero with eight cards in hand afterwards is trashed for a Treasure
    Given a Dominion game between Alice and Bob with kingdom "Tragic Hero"
    And it is Alice's Action phase
    And Alice has "Tragic Hero", "Copper", "Copper", "Copper", "Copper" and "Copper" in hand
    And Alice's deck holds, from the top, "Estate", "Estate" and "Estate"
    And Alice will answer "gain" with "Gold"
    When Alice plays "Tragic Hero"
    Then Alice's hand holds 8 cards
    And the trash is "Tragic Hero"
    And Alice's play is empty
    And Alice's discard pile is "Gold"
    And Alice has 2 Buys

  @id:nocturne-tragic-hero-seven-cards @rule:card:tragic-hero
  Scenario: Tragic Hero with seven cards in hand afterwards stays in play
    Given a Dominion game between Alice and Bob with kingdom "Tragic Hero"
    And it is Alice's Action phase
    And Alice has "Tragic Hero", "Copper", "Copper", "Copper" and "Copper" in hand
    And Alice's deck holds, from the top, "Estate", "Estate" and "Estate"
    When Alice plays "Tragic Hero"
    Then Alice's hand holds 7 cards
    And Alice's play is "Tragic Hero"
    And the trash is empty
    And Alice's discard pile is empty

  @id:nocturne-cursed-village-draws-up-to-six @rule:card:cursed-village
  Scenario: Cursed Village draws until six cards are in hand
    Given a Dominion game between Alice and Bob with kingdom "Cursed Village"
    And it is Alice's Action phase
    And Alice has "Cursed Village", "Copper" and "Estate" in hand
    And Alice's deck holds, from the top, "Silver", "Silver", "Gold", "Gold" and "Province"
    When Alice plays "Cursed Village"
    Then Alice's hand is "Copper", "Estate", "Silver", "Silver", "Gold" and "Gold"
    And Alice's deck is "Province"
    And Alice has 2 Actions

  @id:nocturne-cursed-village-full-hand-draws-nothing @rule:card:cursed-village
  Scenario: Cursed Village draws nothing when the hand already holds six cards
    Given a Dominion game between Alice and Bob with kingdom "Cursed Village"
    And it is Alice's Action phase
    And Alice has "Cursed Village", "Copper", "Copper", "Copper", "Estate", "Estate" and "Estate" in hand
    And Alice's deck holds, from the top, "Gold"
    When Alice plays "Cursed Village"
    Then Alice's hand holds 6 cards
    And Alice's deck is "Gold"

  @id:nocturne-cursed-village-gain-receives-hex @rule:card:cursed-village @rule:hex:envy @rule:state:envious
  Scenario: Gaining Cursed Village receives a Hex
    The Buy phase has already begun, so the Envious State taken now waits for the player's next
    Buy phase.

    Given a Dominion game between Alice and Bob with kingdom "Cursed Village"
    And the Hex deck holds, from the top, "Envy"
    And it is Alice's Buy phase
    And Alice has 5 Coins and 1 Buy
    When Alice buys "Cursed Village"
    Then Alice has the state "Envious"
    And Alice's discard pile is "Cursed Village"
    And the Hex discard pile is "Envy"

  @id:nocturne-skulk-gain-also-gains-gold @rule:card:skulk @rule:base:gaining
  Scenario: Gaining a Skulk gains a Gold too
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And it is Alice's Buy phase
    And Alice has 4 Coins and 1 Buy
    When Alice buys "Skulk"
    Then Alice has "Skulk" and "Gold" in discard pile
    And Alice has gained "Skulk" and "Gold" this turn
    And the "Gold" pile holds 29 cards
    And Alice has 0 Coins and 0 Buys

  @id:nocturne-cannot-buy-without-enough-coins @rule:base:buying
  Scenario: A card costing more than the coins available cannot be bought
    Given a Dominion game between Alice and Bob with kingdom "Werewolf"
    And it is Alice's Buy phase
    And Alice has 4 Coins and 1 Buy
    Then Alice cannot buy "Werewolf"
    And Alice has 4 Coins and 1 Buy
    And the "Werewolf" pile holds 10 cards

  @id:nocturne-guardian-gained-to-hand-and-pays-next-turn @rule:card:guardian @rule:base:duration @rule:night-phase
  Scenario: Guardian is gained to hand, played at Night, and gives a coin at the start of the next turn
    Given a Dominion game between Alice and Bob with kingdom "Guardian"
    And it is Alice's Buy phase
    And Alice has 2 Coins and 1 Buy
    And Alice's deck holds 5 copies of "Copper"
    When Alice buys "Guardian"
    And Alice ends her Buy phase
    And Alice plays "Guardian"
    And Alice ends her Night phase
    And Bob ends his turn
    Then it is Alice's Action phase
    And Alice has 1 Coin
    And Alice's play is "Guardian"

  @id:nocturne-bat-trashes-and-becomes-vampire @rule:special:bat @rule:night-phase
  Scenario: Bat that trashes a card is exchanged for a Vampire
    Given a Dominion game between Alice and Bob with kingdom "Vampire"
    And the "Bat" pile holds 9 cards
    And it is Alice's Night phase
    And Alice has "Bat", "Estate", "Curse" and "Copper" in hand
    And Alice will answer "trash" with "Estate" and "Curse"
    When Alice plays "Bat"
    Then the trash includes "Estate" and "Curse"
    And Alice's hand is "Copper"
    And Alice's play is empty
    And Alice's discard pile is "Vampire"
    And the "Bat" pile holds 10 cards
    And the "Vampire" pile holds 9 cards

  @id:nocturne-imp-plays-an-action-not-in-play @rule:special:imp
  Scenario: Imp may play an Action from hand of which no copy is in play, without using an Action
    Given a Dominion game between Alice and Bob with kingdom "Tormentor", "Cursed Village" and "Shepherd"
    And Alice has "Cursed Village" in play
    And it is Alice's Action phase
    And Alice has "Imp", "Cursed Village" and "Shepherd" in hand
    And Alice's deck holds, from the top, "Estate", "Copper", "Silver" and "Gold"
    And Alice will answer "play" with "Shepherd"
    And Alice will answer "discard" with "Estate"
    When Alice plays "Imp"
    Then Alice's play is "Cursed Village", "Imp" and "Shepherd"
    And Alice's hand is "Cursed Village", "Copper", "Silver" and "Gold"
    And Alice's discard pile is "Estate"
    And Alice has 1 Action

  @id:nocturne-idol-odd-boon-even-curse @rule:card:idol @rule:boon:the-mountains-gift
  Scenario: The first Idol in play receives a Boon and the second gives each other player a Curse
    Given a Dominion game between Alice, Bob and Carol with kingdom "Idol"
    And the Boon deck holds, from the top, "The Mountain's Gift"
    And it is Alice's Buy phase
    And Alice has "Idol" and "Idol" in hand
    When Alice plays "Idol"
    Then Alice's discard pile is "Silver"
    And Bob's discard pile is empty
    When Alice plays "Idol"
    Then Bob's discard pile is "Curse"
    And Carol's discard pile is "Curse"
    And Alice has 4 Coins
    And the Boon discard pile is "The Mountain's Gift"

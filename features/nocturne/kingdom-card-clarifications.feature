Feature: Kingdom card clarifications
  The rulebook's clarifications of single Kingdom cards and of the cards from outside the
  Supply that they bring into the game.

  @id:nocturne-tormentor-alone-gains-imp @rule:card:tormentor @rule:special:imp @rule:card:tormentor.1
  Scenario: Tormentor with no other card in play gains an Imp and gives no Hex
    Printed card value (verified against the card database): the Imp pile of 13.
    Given a Dominion game between Alice and Bob with kingdom "Tormentor"
    And the Hex deck holds, from the top, "Plague"
    And it is Alice's Action phase
    And Alice has "Tormentor" in hand
    When Alice plays "Tormentor"
    Then Alice's discard pile is "Imp"
    And the "Imp" pile holds 12 cards
    And the Hex deck is "Plague"
    And Bob's hand is empty

  @id:nocturne-tormentor-earlier-duration-counts @rule:card:tormentor @rule:base:duration @rule:hex:plague @rule:card:tormentor.1 @rule:doom-cards-hexes-and-states.1
  Scenario: A Duration left in play from an earlier turn stops Tormentor from gaining an Imp
    Printed card value (verified against the card database): the Imp pile of 13.
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

  @id:nocturne-tormentor-draws-two @contested @rule:card:tormentor @rule:card:tormentor.1
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

  @id:nocturne-devils-workshop-two-gains-imp @rule:card:devils-workshop @rule:base:buying @rule:card:devils-workshop.1
  Scenario: Devil's Workshop gains an Imp after two cards were gained this turn
    Printed card value (verified against the card database): the Imp pile of 13.
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

  @id:nocturne-devils-workshop-one-gain @rule:card:devils-workshop @rule:card:devils-workshop.1 @rule:night-phase.1
  Scenario: Devil's Workshop gains a card costing up to four after exactly one gain
    Printed card value (verified against the card database): Devil's Workshop's limit of cost 4 and its own cost.
    Given a Dominion game between Alice and Bob with kingdom "Devil's Workshop" and "Monastery"
    And it is Alice's Night phase
    And Alice has "Silver" in her discard pile
    And Alice has gained "Silver" this turn
    And Alice has "Devil's Workshop" in hand
    And Alice will answer "gain" with "Devil's Workshop"
    When Alice plays "Devil's Workshop"
    Then Alice's "gain" choice offers exactly "Copper", "Curse", "Estate", "Silver", "Devil's Workshop" and "Monastery"
    And Alice has "Silver" and "Devil's Workshop" in discard pile
    And the "Devil's Workshop" pile holds 9 cards

  @id:nocturne-devils-workshop-no-gain @rule:card:devils-workshop @rule:card:devils-workshop.1
  Scenario: Devil's Workshop gains a Gold when nothing was gained this turn
    Printed card value (verified against the card database): the Imp pile of 13.
    Given a Dominion game between Alice and Bob with kingdom "Devil's Workshop"
    And it is Alice's Night phase
    And Alice has "Devil's Workshop" in hand
    When Alice plays "Devil's Workshop"
    Then Alice's discard pile is "Gold"
    And the "Imp" pile holds 13 cards

  @id:nocturne-monastery-trashes-hand-and-copper @rule:card:monastery @rule:base:trashing @rule:card:monastery.1 @rule:night-phase.1
  Scenario: Monastery trashes up to one card per card gained, from hand or Coppers in play, keeping the coins
    Printed card value (verified against the card database): Monastery's cost of 2.
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
    Then Alice's "trash" choice offers exactly "Estate", "Curse" and "nothing"
    And Alice's "trash" choice allows at most 2
    And Alice's "trash from play" choice offers exactly "Copper" and "nothing"
    And Alice's "trash from play" choice allows at most 1
    And the trash includes "Curse" and "Copper"
    And Alice's play is "Copper", "Copper" and "Monastery"
    And Alice's hand is "Estate"
    And Alice has 1 Coin

  @id:nocturne-leprechaun-seven-in-play-gains-wish @rule:card:leprechaun @rule:special:wish @rule:card:leprechaun.1
  Scenario: Leprechaun counts itself and gains a Wish with exactly seven cards in play
    Printed card value (verified against the card database): the Wish pile of 12.
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

  @id:nocturne-leprechaun-otherwise-hex @rule:card:leprechaun @rule:hex:greed @rule:card:leprechaun.1 @rule:doom-cards-hexes-and-states.1
  Scenario: Leprechaun without exactly seven cards in play receives a Hex
    Printed card value (verified against the card database): the Wish pile of 12 and Greed putting the Copper onto the deck.
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

  @id:nocturne-tragic-hero-eight-cards @rule:card:tragic-hero @rule:card:tragic-hero.1
  Scenario: Tragic Hero with eight cards in hand afterwards is trashed for a Treasure
    Given a Dominion game between Alice and Bob with kingdom "Tragic Hero"
    And it is Alice's Action phase
    And Alice has "Tragic Hero", "Copper", "Copper", "Copper", "Copper" and "Copper" in hand
    And Alice's deck holds, from the top, "Estate", "Estate" and "Estate"
    And Alice will answer "gain" with "Gold"
    When Alice plays "Tragic Hero"
    Then Alice's "gain" choice offers exactly "Copper", "Silver" and "Gold"
    And Alice's hand holds 8 cards
    And the trash is "Tragic Hero"
    And Alice's play is empty
    And Alice's discard pile is "Gold"
    And Alice has 2 Buys

  @id:nocturne-tragic-hero-seven-cards @rule:card:tragic-hero @rule:card:tragic-hero.1
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

  @id:nocturne-cursed-village-draws-up-to-six @rule:card:cursed-village @rule:card:cursed-village.1
  Scenario: Cursed Village draws until six cards are in hand
    Printed card value (verified against the card database): Cursed Village's hand size of 6.
    Given a Dominion game between Alice and Bob with kingdom "Cursed Village"
    And it is Alice's Action phase
    And Alice has "Cursed Village", "Copper" and "Estate" in hand
    And Alice's deck holds, from the top, "Silver", "Silver", "Gold", "Gold" and "Province"
    When Alice plays "Cursed Village"
    Then Alice's hand is "Copper", "Estate", "Silver", "Silver", "Gold" and "Gold"
    And Alice's deck is "Province"
    And Alice has 2 Actions

  @id:nocturne-cursed-village-full-hand-draws-nothing @rule:card:cursed-village @rule:card:cursed-village.1
  Scenario: Cursed Village draws nothing when the hand already holds six cards
    Printed card value (verified against the card database): Cursed Village's hand size of 6.
    Given a Dominion game between Alice and Bob with kingdom "Cursed Village"
    And it is Alice's Action phase
    And Alice has "Cursed Village", "Copper", "Copper", "Copper", "Estate", "Estate" and "Estate" in hand
    And Alice's deck holds, from the top, "Gold"
    When Alice plays "Cursed Village"
    Then Alice's hand holds 6 cards
    And Alice's deck is "Gold"

  @id:nocturne-cursed-village-gain-receives-hex @rule:card:cursed-village @rule:hex:envy @rule:state:envious @rule:card:cursed-village.1 @rule:doom-cards-hexes-and-states.1 @rule:doom-cards-hexes-and-states.2
  Scenario: Gaining Cursed Village receives a Hex
    Printed card value (verified against the card database): Cursed Village's cost of 5.
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

  @id:nocturne-skulk-gain-also-gains-gold @rule:card:skulk @rule:base:gaining @rule:card:skulk.1
  Scenario: Gaining a Skulk gains a Gold too
    Printed card value (verified against the card database): Skulk's cost of 4.
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
    Printed card value (verified against the card database): Werewolf's cost of 5.
    Given a Dominion game between Alice and Bob with kingdom "Werewolf"
    And it is Alice's Buy phase
    And Alice has 4 Coins and 1 Buy
    Then Alice cannot buy "Werewolf"
    And Alice has 4 Coins and 1 Buy
    And the "Werewolf" pile holds 10 cards

  @id:nocturne-guardian-gained-to-hand-and-pays-next-turn @rule:card:guardian @rule:base:duration @rule:night-phase @rule:card:guardian.1 @rule:night-phase.1
  Scenario: Guardian is gained to hand, played at Night, and gives a coin at the start of the next turn
    Printed card value (verified against the card database): Guardian's cost of 2 and its +1 coin.
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

  @id:nocturne-bat-trashes-and-becomes-vampire @rule:special:bat @rule:night-phase @rule:night-phase.1
  Scenario: Bat that trashes a card is exchanged for a Vampire
    Printed card value (verified against the card database): the Bat pile of 10.
    Given a Dominion game between Alice and Bob with kingdom "Vampire"
    And the "Bat" pile holds 9 cards
    And it is Alice's Night phase
    And Alice has "Bat", "Estate", "Curse" and "Copper" in hand
    And Alice will answer "trash" with "Estate" and "Curse"
    When Alice plays "Bat"
    Then Alice's "trash" choice offers exactly "Estate", "Curse", "Copper" and "nothing"
    And Alice's "trash" choice allows at most 2
    And the trash includes "Estate" and "Curse"
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
    Then Alice's "play" choice offers exactly "Shepherd" and "nothing"
    And Alice's "discard" choice offers exactly "Estate" and "nothing"
    And Alice's play is "Cursed Village", "Imp" and "Shepherd"
    And Alice's hand is "Cursed Village", "Copper", "Silver" and "Gold"
    And Alice's discard pile is "Estate"
    And Alice has 1 Action

  @id:nocturne-idol-odd-boon-even-curse @rule:card:idol @rule:boon:the-mountains-gift @rule:card:idol.1 @rule:fate-cards-and-boons.1
  Scenario: The first Idol in play receives a Boon and the second gives each other player a Curse
    Printed card value (verified against the card database): Idol's +2 coins and its odd/even split between Boon and Curse.
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

  @id:nocturne-blessed-village-boon-received-now @rule:card:blessed-village.1 @rule:boon:the-mountains-gift @rule:fate-cards-and-boons.1
  Scenario: Blessed Village gives a card and two Actions, and gaining one lets the player receive the Boon at once
    Printed card value (verified against the card database): Blessed Village's cost of 4.
    The player sees the revealed Boon first and chooses to receive it now: The Mountain's Gift
    gains a Silver straight away.

    Given a Dominion game between Alice and Bob with kingdom "Blessed Village"
    And the Boon deck holds, from the top, "The Mountain's Gift" and "The Sea's Gift"
    And it is Alice's Action phase
    And Alice has 4 Coins and 1 Buy
    And Alice has "Blessed Village" in hand
    And Alice's deck holds, from the top, "Gold"
    When Alice plays "Blessed Village"
    Then Alice's hand is "Gold"
    And Alice has 2 Actions
    When Alice ends her Action phase
    Given Alice will answer "receive now" with "yes"
    When Alice buys "Blessed Village"
    Then Alice has "Blessed Village" and "Silver" in discard pile
    And the Boon discard pile is "The Mountain's Gift"
    And the Boon deck is "The Sea's Gift"
    And Alice's kept Boons is empty

  @id:nocturne-blessed-village-boon-saved-for-next-turn @rule:card:blessed-village.1 @rule:boon:the-seas-gift @rule:base:duration
  Scenario: A Boon left in front of the player by Blessed Village is received at the start of their next turn
    Printed card value (verified against the card database): Blessed Village's cost of 4.
    Given a Dominion game between Alice and Bob with kingdom "Blessed Village"
    And the Boon deck holds, from the top, "The Sea's Gift" and "The Sky's Gift"
    And it is Alice's Buy phase
    And Alice has 4 Coins and 1 Buy
    And Alice's deck holds, from the top, "Copper", "Copper", "Copper", "Copper", "Copper", "Gold" and "Estate"
    And Alice will answer "receive now" with "no"
    When Alice buys "Blessed Village"
    Then Alice has "The Sea's Gift" in her kept Boons
    And Alice's hand is empty
    And the Boon discard pile is empty
    When Alice ends her turn
    Then Alice has "The Sea's Gift" in her kept Boons
    And Alice's hand holds 5 cards
    When Bob ends his turn
    Then it is Alice's Action phase
    And Alice's hand is "Copper", "Copper", "Copper", "Copper", "Copper" and "Gold"
    And Alice's kept Boons is empty
    And the Boon discard pile is "The Sea's Gift"

  @id:nocturne-cemetery-gain-trashes-up-to-four @rule:card:cemetery.1 @rule:base:trashing @rule:base:victory-cards
  Scenario: Gaining Cemetery trashes up to four cards from hand, and Cemetery is worth two victory points
    Printed card value (verified against the card database): Cemetery's cost of 4 and its 2 victory points.
    Given a Dominion game between Alice and Bob with kingdom "Cemetery"
    And it is Alice's Buy phase
    And Alice has 4 Coins and 1 Buy
    And Alice has "Estate", "Estate", "Curse", "Copper" and "Copper" in hand
    And Alice will answer "trash" with "Estate", "Estate", "Curse" and "Copper"
    When Alice buys "Cemetery"
    Then Alice's "trash" choice offers exactly "Estate", "Curse", "Copper" and "nothing"
    And Alice's "trash" choice allows at most 4
    And the trash includes "Estate", "Estate", "Curse" and "Copper"
    And Alice's hand is "Copper"
    And Alice's discard pile is "Cemetery"
    And Alice has 2 victory points

  @id:nocturne-changeling-exchanges-gained-card @rule:card:changeling.1 @rule:base:buying
  Scenario: With Changeling in the Supply a bought card costing three or more may be exchanged for a Changeling
    Printed card value (verified against the card database): Changeling's threshold of cost 3.
    Given a Dominion game between Alice and Bob with kingdom "Changeling"
    And it is Alice's Buy phase
    And Alice has 6 Coins and 2 Buys
    And Alice will answer "exchange" with "yes"
    When Alice buys "Silver" and "Estate"
    Then Alice's discard pile is "Estate" and "Changeling"
    And the "Silver" pile holds 40 cards
    And the "Changeling" pile holds 9 cards
    And Alice has 1 Coin

  @id:nocturne-changeling-after-gain-effect @rule:card:changeling.1 @rule:card:cursed-village.1 @rule:hex:greed
  Scenario: The gained card's own when-gained effect happens before it is exchanged for a Changeling
    Printed card value (verified against the card database): Changeling's threshold of cost 3, Cursed Village's cost and Greed putting the Copper onto the deck.
    Cursed Village's Hex is received on gaining it; only then is Cursed Village exchanged. The
    Copper that Greed gains costs less than three, so it is not offered for exchange.

    Given a Dominion game between Alice and Bob with kingdom "Changeling" and "Cursed Village"
    And the Hex deck holds, from the top, "Greed"
    And it is Alice's Buy phase
    And Alice has 5 Coins and 1 Buy
    And Alice will answer "exchange" with "yes"
    When Alice buys "Cursed Village"
    Then Alice's deck is "Copper"
    And Alice's discard pile is "Changeling"
    And the "Cursed Village" pile holds 10 cards
    And the Hex discard pile is "Greed"

  @id:nocturne-skulk-gold-stays-after-changeling @rule:card:skulk.1 @rule:card:changeling.1
  Scenario: Skulk's Gold is still gained when the Skulk is exchanged for a Changeling
    Printed card value (verified against the card database): Changeling's threshold of cost 3 and Skulk's cost.
    Gaining Skulk first gains the Gold (which, costing three or more, is itself offered for
    exchange: declined), then the Skulk is exchanged.

    Given a Dominion game between Alice and Bob with kingdom "Skulk" and "Changeling"
    And it is Alice's Buy phase
    And Alice has 4 Coins and 1 Buy
    And Alice will answer "exchange" with "no"
    And Alice will answer "exchange" with "yes"
    When Alice buys "Skulk"
    Then Alice's discard pile is "Changeling" and "Gold"
    And the "Skulk" pile holds 10 cards
    And the "Gold" pile holds 29 cards
    And the "Changeling" pile holds 9 cards

  @id:nocturne-changeling-copies-a-card-in-play @rule:card:changeling.1 @rule:night-phase.1
  Scenario: Changeling played at Night is trashed and gains a copy of a card in play
    Printed card value (verified against the card database): Changeling's threshold of cost 3.
    Given a Dominion game between Alice and Bob with kingdom "Changeling"
    And Alice has "Copper", "Copper" and "Silver" in play
    And it is Alice's Night phase
    And Alice has "Changeling" in hand
    And Alice will answer "gain" with "Silver"
    And Alice will answer "exchange" with "no"
    When Alice plays "Changeling"
    Then Alice's "gain" choice offers exactly "Copper" and "Silver"
    And the trash is "Changeling"
    And Alice's play is "Copper", "Copper" and "Silver"
    And Alice's discard pile is "Silver"
    And the "Silver" pile holds 39 cards

  @id:nocturne-cobbler-gains-to-hand-next-turn @rule:card:cobbler.1 @rule:base:duration
  Scenario: Cobbler gains a card costing up to four into hand at the start of the next turn
    Printed card value (verified against the card database): Cobbler's limit of cost 4 and Conclave's +2 coins.
    Given a Dominion game between Alice and Bob with kingdom "Cobbler" and "Conclave"
    And it is Alice's Night phase
    And Alice has "Cobbler" in hand
    And Alice's deck holds 5 copies of "Copper"
    When Alice plays "Cobbler"
    And Alice ends her Night phase
    Then Alice's play is "Cobbler"
    Given Alice will answer "gain" with "Conclave"
    When Bob ends his turn
    Then Alice's "gain" choice offers exactly "Copper", "Curse", "Estate", "Silver" and "Conclave"
    And it is Alice's Action phase
    And Alice's hand is "Copper", "Copper", "Copper", "Copper", "Copper" and "Conclave"
    And Alice's discard pile is empty
    And the "Conclave" pile holds 9 cards
    When Alice plays "Conclave"
    Then Alice has 2 Coins

  @id:nocturne-conclave-plays-an-action-for-an-action @rule:card:conclave.1
  Scenario: Conclave plays an Action from hand not already in play, then gives an Action
    Printed card value (verified against the card database): Conclave's +2 coins.
    Given a Dominion game between Alice and Bob with kingdom "Conclave", "Cursed Village" and "Shepherd"
    And Alice has "Cursed Village" in play
    And it is Alice's Action phase
    And Alice has "Conclave", "Cursed Village" and "Shepherd" in hand
    And Alice's deck holds, from the top, "Gold", "Gold" and "Silver"
    And Alice will answer "play" with "Shepherd"
    When Alice plays "Conclave"
    Then Alice's "play" choice offers exactly "Shepherd" and "nothing"
    And Alice's play is "Cursed Village", "Conclave" and "Shepherd"
    And Alice's hand is "Cursed Village"
    And Alice has 2 Actions and 2 Coins

  @id:nocturne-conclave-not-a-second-conclave @rule:card:conclave.1
  Scenario: A second Conclave shares its name with the one in play, so Conclave plays nothing and gives no Action
    Printed card value (verified against the card database): Conclave's +2 coins.
    Given a Dominion game between Alice and Bob with kingdom "Conclave"
    And it is Alice's Action phase
    And Alice has "Conclave" and "Conclave" in hand
    When Alice plays "Conclave"
    Then Alice's "play" choice offers exactly "nothing"
    And Alice's hand is "Conclave"
    And Alice has 0 Actions and 2 Coins

  @id:nocturne-crypt-sets-aside-treasures @rule:card:crypt.1 @rule:base:duration @rule:base:cleanup-phase
  Scenario: Crypt sets Treasures aside and returns one to hand at the start of each later turn
    Given a Dominion game between Alice and Bob with kingdom "Crypt"
    And Alice has "Gold", "Silver" and "Copper" in play
    And it is Alice's Night phase
    And Alice has "Crypt" in hand
    And Alice's deck holds 10 copies of "Estate"
    And Alice will answer "set aside" with "Gold" and "Silver"
    When Alice plays "Crypt"
    Then Alice's "set aside" choice offers exactly "Gold", "Silver", "Copper" and "nothing"
    And Alice's "set aside" choice allows at most 3
    And Alice's play is "Copper" and "Crypt"
    And Alice's "Crypt" has "Gold" and "Silver" set aside under it
    When Alice ends her Night phase
    Then Alice's play is "Crypt"
    And Alice's discard pile is "Copper"
    Given Alice will answer "to hand" with "Gold"
    When Bob ends his turn
    Then Alice's "to hand" choice offers exactly "Gold" and "Silver"
    And Alice's hand is "Estate", "Estate", "Estate", "Estate", "Estate" and "Gold"
    And Alice's "Crypt" has "Silver" set aside under it
    When Alice ends her turn
    Then Alice's play is "Crypt"

  @id:nocturne-crypt-leaves-with-last-treasure @rule:card:crypt.1 @rule:base:duration
  Scenario: Crypt whose last set-aside Treasure returned leaves play in that turn's Clean-up
    Given a Dominion game between Alice and Bob with kingdom "Crypt"
    And Alice played "Crypt" on her previous turn with "Silver" set aside under it
    And Alice's deck holds 5 copies of "Copper"
    And it is Bob's Buy phase
    When Bob ends his turn
    Then Alice's hand is "Silver"
    And Alice's play is "Crypt"
    When Alice ends her turn
    Then Alice's play is empty
    And Alice has "Crypt" and "Silver" in discard pile
    And Alice's hand is "Copper", "Copper", "Copper", "Copper" and "Copper"

  @id:nocturne-druid-receives-a-set-aside-boon @rule:card:druid.1 @rule:boon:the-mountains-gift
  Scenario: Druid receives one of its three set-aside Boons, which stays set aside
    Printed card value (verified against the card database): Druid's +1 Buy.
    Given a Dominion game between Alice and Bob with kingdom "Druid"
    And the Druid's Boons are "The Sea's Gift", "The Mountain's Gift" and "The Swamp's Gift"
    And the Boon deck holds, from the top, "The Sky's Gift"
    And it is Alice's Action phase
    And Alice has "Druid" in hand
    And Alice will answer "Druid's Boon" with "The Mountain's Gift"
    When Alice plays "Druid"
    Then Alice's "Druid's Boon" choice offers exactly "The Sea's Gift", "The Mountain's Gift" and "The Swamp's Gift"
    And Alice's discard pile is "Silver"
    And Alice has 0 Actions and 2 Buys
    And the Druid's Boons is "The Sea's Gift", "The Mountain's Gift" and "The Swamp's Gift"
    And the Boon discard pile is empty
    And the Boon deck is "The Sky's Gift"

  @id:nocturne-druid-boons-set-aside-at-setup @rule:card:druid.1 @rule:base:setup @rule:heirlooms.1
  Scenario: Setting up with Druid sets three Boons aside from the shuffled Boon deck
    Druid names no Heirloom, so every starting deck is 7 Coppers and 3 Estates.

    Given a Dominion game between Alice and Bob with kingdom "Druid", not yet set up
    And the "shuffle" outcome will be "Copper", "Copper", "Copper", "Estate", "Copper", "Estate", "Copper", "Copper", "Estate" and "Copper"
    And the "shuffle" outcome will be "Estate", "Copper", "Copper", "Copper", "Copper", "Estate", "Copper", "Estate", "Copper" and "Copper"
    And the "boon shuffle" outcome will be "The Sun's Gift", "The Sea's Gift", "The Wind's Gift", "The Earth's Gift", "The Field's Gift", "The Flame's Gift", "The Forest's Gift", "The Moon's Gift", "The Mountain's Gift", "The River's Gift", "The Sky's Gift" and "The Swamp's Gift"
    When the game is set up
    Then the Druid's Boons is "The Sun's Gift", "The Sea's Gift" and "The Wind's Gift"
    And there are 9 cards in the Boon deck
    And the Boon deck includes "The Earth's Gift" and "The Swamp's Gift"

  @id:nocturne-exorcist-gains-cheaper-spirit @rule:card:exorcist.1 @rule:special:imp
  Scenario: Exorcist trashes a card and gains a Spirit that costs less than it
    Printed card value (verified against the card database): which Spirit each cost allows, and the Spirits' costs.
    Given a Dominion game between Alice and Bob with kingdom "Exorcist"
    And it is Alice's Night phase
    And Alice has "Exorcist", "Silver" and "Estate" in hand
    And Alice will answer "trash" with "Silver"
    And Alice will answer "gain" with "Imp"
    When Alice plays "Exorcist"
    Then Alice's "trash" choice offers exactly "Silver" and "Estate"
    And Alice's "gain" choice offers exactly "Will-o'-Wisp" and "Imp"
    And the trash is "Silver"
    And Alice's discard pile is "Imp"
    And the "Imp" pile holds 12 cards
    And the "Ghost" pile holds 6 cards
    And Alice's hand is "Estate"

  @id:nocturne-exorcist-nothing-cheaper-than-copper @rule:card:exorcist.1
  Scenario: Exorcist trashing a card that costs nothing gains no Spirit
    Printed card value (verified against the card database): which Spirit each cost allows, and the Spirits' costs.
    Given a Dominion game between Alice and Bob with kingdom "Exorcist"
    And it is Alice's Night phase
    And Alice has "Exorcist" and "Copper" in hand
    When Alice plays "Exorcist"
    Then Alice's "trash" choice offers exactly "Copper"
    And the trash is "Copper"
    And Alice's discard pile is empty
    And the "Will-o'-Wisp" pile holds 12 cards

  @id:nocturne-faithful-hound-draws-then-discards @contested @rule:card:faithful-hound.1
  Scenario: Faithful Hound draws two cards and then discards two
    The rulebook's entry has the player draw two cards and then discard two; the printed card only
    draws. We follow the rulebook.

    Given a Dominion game between Alice and Bob with kingdom "Faithful Hound"
    And it is Alice's Action phase
    And Alice has "Faithful Hound", "Estate" and "Copper" in hand
    And Alice's deck holds, from the top, "Gold", "Silver" and "Province"
    And Alice will answer "discard" with "Estate" and "Copper"
    When Alice plays "Faithful Hound"
    Then Alice's "discard" choice offers exactly "Estate", "Copper", "Gold" and "Silver"
    And Alice's "discard" choice allows at least 2
    And Alice's "discard" choice allows at most 2
    And Alice's hand is "Gold" and "Silver"
    And Alice has "Estate" and "Copper" in discard pile
    And Alice's deck is "Province"
    And Alice has 0 Actions

  @id:nocturne-faithful-hound-set-aside-when-discarded @rule:card:faithful-hound.1 @rule:base:reaction @rule:hex:poverty @rule:card:skulk
  Scenario: A Faithful Hound discarded to a Hex is set aside and comes back to its owner's hand when the turn is over
    The discard still happens (Bob keeps only three cards), but the Hound is set aside rather than
    left in the discard pile.

    Given a Dominion game between Alice and Bob with kingdom "Faithful Hound" and "Skulk"
    And the Hex deck holds, from the top, "Poverty"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob has "Faithful Hound", "Copper", "Copper", "Silver" and "Estate" in hand
    And Bob will answer "discard" with "Faithful Hound" and "Estate"
    And Bob will answer "set aside" with "Faithful Hound"
    When Alice plays "Skulk"
    Then Bob's "discard" choice offers exactly "Faithful Hound", "Copper", "Silver" and "Estate"
    And Bob's "set aside" choice offers exactly "Faithful Hound" and "nothing"
    And Bob's hand is "Copper", "Copper" and "Silver"
    And Bob's discard pile is "Estate"
    And Bob's set-aside cards is "Faithful Hound"
    When Alice ends her turn
    Then Bob's hand is "Copper", "Copper", "Silver" and "Faithful Hound"
    And Bob's set-aside cards is empty

  @id:nocturne-necromancer-plays-zombie-from-trash @rule:card:necromancer.1 @rule:special:zombie-spy
  Scenario: Necromancer plays a Zombie from the trash, leaving it there
    With Necromancer in the Kingdom the game starts with the three Zombies in the trash.

    Given a Dominion game between Alice and Bob with kingdom "Necromancer"
    And it is Alice's Action phase
    And Alice has "Necromancer" in hand
    And Alice's deck holds, from the top, "Estate" and "Gold"
    And Alice will answer "play" with "Zombie Spy"
    And Alice will answer "discard" with "nothing"
    When Alice plays "Necromancer"
    Then Alice's "play" choice offers exactly "Zombie Apprentice", "Zombie Mason" and "Zombie Spy"
    And Alice's "discard" choice offers exactly "Gold" and "nothing"
    And Alice's hand is "Estate"
    And Alice's deck is "Gold"
    And Alice has 1 Action
    And there are 3 cards in the trash
    And the trash includes "Zombie Spy", "Zombie Mason" and "Zombie Apprentice"
    And Alice's play is "Necromancer"

  @id:nocturne-necromancer-face-down-copy-used-once @rule:card:necromancer.1 @rule:card:cursed-village.1
  Scenario: A card Necromancer played is face down for the turn, so a second Necromancer cannot play it
    Den of Sin is a Duration, so Necromancer can never play it; after the first Necromancer the
    Cursed Village is face down and the second Necromancer has nothing to play.

    Given a Dominion game between Alice and Bob with kingdom "Necromancer", "Cursed Village" and "Den of Sin"
    And the trash holds, from the top, "Cursed Village" and "Den of Sin"
    And it is Alice's Action phase
    And Alice has "Necromancer" and "Necromancer" in hand
    And Alice's deck holds 6 copies of "Copper"
    When Alice plays "Necromancer"
    Then Alice's "play" choice offers exactly "Cursed Village"
    And the "Cursed Village" in the trash is face down
    And Alice has 2 Actions
    And Alice's hand holds 6 cards
    When Alice plays "Necromancer"
    Then Alice has 1 Action
    And Alice's hand holds 5 cards
    And the trash is "Cursed Village" and "Den of Sin"

  @id:nocturne-necromancer-setup-puts-zombies-in-trash @contested @rule:card:necromancer.1 @rule:base:setup
  Scenario: Setting up with Necromancer puts the three Zombies into the trash
    The rulebook describes the Zombies and Necromancer playing Actions from the trash, but not
    where the Zombies start. We follow the printed Necromancer: at setup they go into the trash.

    Given a Dominion game between Alice and Bob with kingdom "Necromancer", not yet set up
    And the "shuffle" outcome will be "Copper", "Copper", "Copper", "Estate", "Copper", "Estate", "Copper", "Copper", "Estate" and "Copper"
    And the "shuffle" outcome will be "Estate", "Copper", "Copper", "Copper", "Copper", "Estate", "Copper", "Estate", "Copper" and "Copper"
    When the game is set up
    Then there are 3 cards in the trash
    And the trash includes "Zombie Apprentice", "Zombie Mason" and "Zombie Spy"

  @id:nocturne-night-watchman-gained-to-hand-sorts-deck @rule:card:night-watchman.1 @rule:night-phase.1
  Scenario: Night Watchman is gained to hand, then played at Night to sift the top five cards
    Printed card value (verified against the card database): Night Watchman's cost of 3.
    Given a Dominion game between Alice and Bob with kingdom "Night Watchman"
    And it is Alice's Buy phase
    And Alice has 3 Coins and 1 Buy
    And Alice's deck holds, from the top, "Estate", "Gold", "Curse", "Silver", "Copper" and "Province"
    When Alice buys "Night Watchman"
    Then Alice's hand is "Night Watchman"
    And Alice's discard pile is empty
    When Alice ends her Buy phase
    Given Alice will answer "discard" with "Estate" and "Curse"
    And Alice will answer "order" with "Silver", "Gold" and "Copper"
    When Alice plays "Night Watchman"
    Then Alice's "discard" choice offers exactly "Estate", "Gold", "Curse", "Silver", "Copper" and "nothing"
    And Alice's "discard" choice allows at most 5
    And Alice's "order" choice offers exactly "Silver", "Gold" and "Copper"
    And Alice's deck is "Silver", "Gold", "Copper" and "Province"
    And Alice has "Estate" and "Curse" in discard pile
    And Alice's discard pile holds 2 cards

  @id:nocturne-pixie-trashed-for-boon-twice @rule:card:pixie.1 @rule:boon:the-fields-gift
  Scenario: Pixie trashed to receive the discarded Boon twice
    Printed card value (verified against the card database): The Field's Gift's +1 Action and +1 coin.
    The Field's Gift received twice gives two Actions and two coins; it is kept in front of the
    player until Clean-up.

    Given a Dominion game between Alice and Bob with kingdom "Pixie"
    And the Boon deck holds, from the top, "The Field's Gift" and "The Sea's Gift"
    And it is Alice's Action phase
    And Alice has "Pixie" in hand
    And Alice's deck holds, from the top, "Silver"
    And Alice will answer "trash" with "Pixie"
    When Alice plays "Pixie"
    Then Alice's "trash" choice offers exactly "Pixie" and "nothing"
    And Alice's hand is "Silver"
    And the trash is "Pixie"
    And Alice's play is empty
    And Alice has 3 Actions and 2 Coins
    And Alice has "The Field's Gift" in her kept Boons
    And the Boon discard pile is empty
    And the Boon deck is "The Sea's Gift"

  @id:nocturne-pixie-kept-boon-discarded @rule:card:pixie.1
  Scenario: A Pixie that is kept discards the top Boon without receiving it
    Given a Dominion game between Alice and Bob with kingdom "Pixie"
    And the Boon deck holds, from the top, "The Mountain's Gift"
    And it is Alice's Action phase
    And Alice has "Pixie" in hand
    And Alice will answer "trash" with "nothing"
    When Alice plays "Pixie"
    Then Alice's play is "Pixie"
    And the Boon discard pile is "The Mountain's Gift"
    And Alice's discard pile is empty
    And Alice has 1 Action

  @id:nocturne-raider-discards-matching-card @rule:card:raider.1 @rule:base:attack @rule:base:duration
  Scenario: Raider makes players with five or more cards discard a copy of a card in play, then pays three coins next turn
    Printed card value (verified against the card database): Raider's hand size of 5 and its +3 coins.
    Carol has five cards but none named like Alice's cards in play, so she discards nothing. Dan
    has only four cards and is not affected.

    Given a Dominion game between Alice, Bob, Carol and Dan with kingdom "Raider"
    And Alice has "Silver" and "Copper" in play
    And it is Alice's Night phase
    And Alice has "Raider" in hand
    And Alice's deck holds 5 copies of "Copper"
    And Bob has "Copper", "Copper", "Silver", "Estate" and "Estate" in hand
    And Carol has "Gold", "Gold", "Estate", "Estate" and "Estate" in hand
    And Dan has "Copper", "Silver", "Estate" and "Estate" in hand
    And Bob's deck holds 5 copies of "Copper"
    And Carol's deck holds 5 copies of "Copper"
    And Dan's deck holds 5 copies of "Copper"
    And Bob will answer "discard" with "Silver"
    When Alice plays "Raider"
    Then Bob's "discard" choice offers exactly "Copper" and "Silver"
    And Bob's discard pile is "Silver"
    And Bob's hand holds 4 cards
    And Carol's hand holds 5 cards
    And Carol's discard pile is empty
    And Dan's hand holds 4 cards
    When Alice ends her Night phase
    And Bob ends his turn
    And Carol ends her turn
    And Dan ends his turn
    Then it is Alice's Action phase
    And Alice has 3 Coins
    And Alice's play is "Raider"

  @id:nocturne-secret-cave-discards-three-for-coins @rule:card:secret-cave.1 @rule:base:duration
  Scenario: Secret Cave whose player discarded three cards stays in play and gives three coins next turn
    Printed card value (verified against the card database): Secret Cave's +3 coins.
    Given a Dominion game between Alice and Bob with kingdom "Secret Cave"
    And it is Alice's Action phase
    And Alice has "Secret Cave", "Estate", "Estate" and "Curse" in hand
    And Alice's deck holds, from the top, "Copper", "Copper", "Copper", "Copper", "Copper" and "Copper"
    And Alice will answer "discard" with "Estate", "Estate" and "Curse"
    When Alice plays "Secret Cave"
    Then Alice's "discard" choice offers exactly "Estate", "Curse", "Copper" and "nothing"
    And Alice's "discard" choice allows at most 3
    And Alice's hand is "Copper"
    And Alice has 1 Action
    When Alice ends her turn
    Then Alice's play is "Secret Cave"
    When Bob ends his turn
    Then Alice has 3 Coins
    And Alice's play is "Secret Cave"

  @id:nocturne-secret-cave-without-discard-leaves-play @rule:card:secret-cave.1 @rule:base:cleanup-phase
  Scenario: Secret Cave whose player discarded nothing is discarded in Clean-up and gives nothing next turn
    Printed card value (verified against the card database): Secret Cave's +3 coins.
    Given a Dominion game between Alice and Bob with kingdom "Secret Cave"
    And it is Alice's Action phase
    And Alice has "Secret Cave", "Estate", "Estate" and "Curse" in hand
    And Alice's deck holds, from the top, "Copper", "Copper", "Copper", "Copper", "Copper" and "Copper"
    And Alice will answer "discard" with "nothing"
    When Alice plays "Secret Cave"
    And Alice ends her turn
    Then Alice's play is empty
    And Alice has "Secret Cave" in discard pile
    When Bob ends his turn
    Then Alice has 0 Coins

  @id:nocturne-tracker-puts-gained-card-on-deck @rule:card:tracker.1 @rule:boon:the-seas-gift
  Scenario: After Tracker, each card gained that turn may be put on top of the deck
    Printed card value (verified against the card database): Tracker's +1 coin.
    Given a Dominion game between Alice and Bob with kingdom "Tracker"
    And the Boon deck holds, from the top, "The Sea's Gift"
    And it is Alice's Action phase
    And Alice has 6 Coins and 2 Buys
    And Alice has "Tracker" in hand
    And Alice's deck holds, from the top, "Estate" and "Province"
    When Alice plays "Tracker"
    Then Alice's hand is "Estate"
    And Alice has 7 Coins
    When Alice ends her Action phase
    Given Alice will answer "topdeck" with "Silver"
    When Alice buys "Silver"
    Given Alice will answer "topdeck" with "nothing"
    When Alice buys "Silver"
    Then Alice's deck is "Silver" and "Province"
    And Alice's discard pile is "Silver"

  @id:nocturne-tracker-from-trash-still-tracks @rule:card:tracker.1 @rule:card:necromancer.1 @rule:boon:the-seas-gift @contested
  Scenario: A Tracker played from the trash by Necromancer still lets later gains go onto the deck
    The rulebook gives Tracker's ability for the rest of the turn; the printed card gives it only
    while Tracker is in play, and a card Necromancer plays stays in the trash. We follow the
    rulebook: a card gained later that turn may go onto the deck.
    Given a Dominion game between Alice and Bob with kingdom "Necromancer" and "Tracker"
    And the trash holds, from the top, "Tracker"
    And the Boon deck holds, from the top, "The Sea's Gift"
    And it is Alice's Action phase
    And Alice has 6 Coins and 2 Buys
    And Alice has "Necromancer" in hand
    And Alice's deck holds, from the top, "Estate" and "Province"
    When Alice plays "Necromancer"
    Then Alice's hand is "Estate"
    And Alice has 7 Coins
    And the trash includes "Tracker"
    When Alice ends her Action phase
    Given Alice will answer "topdeck" with "Silver"
    When Alice buys "Silver"
    Then Alice's deck is "Silver" and "Province"

  @id:nocturne-ghost-plays-action-twice-next-turn @rule:special:ghost @rule:card:werewolf.1 @rule:base:duration
  Scenario: Ghost sets aside the first Action revealed and plays it twice at the start of the next turn
    Werewolf played at the start of the turn is not played at Night, so it draws three cards each
    time.

    Given a Dominion game between Alice and Bob with kingdom "Exorcist" and "Werewolf"
    And it is Alice's Night phase
    And Alice has "Ghost" in hand
    And Alice's deck holds, from the top, "Copper", "Estate", "Werewolf", "Silver", "Silver", "Silver", "Silver", "Silver", "Gold", "Gold", "Gold", "Gold", "Gold" and "Gold"
    When Alice plays "Ghost"
    Then Alice's "Ghost" has "Werewolf" set aside under it
    And Alice has "Copper" and "Estate" in discard pile
    When Alice ends her Night phase
    Then Alice's hand is "Silver", "Silver", "Silver", "Silver" and "Silver"
    When Bob ends his turn
    Then it is Alice's Action phase
    And Alice's hand holds 11 cards
    And Alice's play is "Ghost" and "Werewolf"
    And Alice's deck is empty

  @id:nocturne-zombie-mason-via-necromancer @rule:special:zombie-mason @rule:card:necromancer.1
  Scenario: Zombie Mason trashes the deck's top card, then may gain one costing at most one coin above it
    Given a Dominion game between Alice and Bob with kingdom "Necromancer"
    And it is Alice's Action phase
    And Alice has "Necromancer" in hand
    And Alice's deck holds, from the top, "Silver" and "Gold"
    And Alice will answer "play" with "Zombie Mason"
    And Alice will answer "gain" with "Necromancer"
    When Alice plays "Necromancer"
    Then Alice's "gain" choice offers exactly "Copper", "Curse", "Estate", "Silver", "Necromancer" and "nothing"
    And the trash includes "Silver" and "Zombie Mason"
    And Alice's discard pile is "Necromancer"
    And Alice's deck is "Gold"

  @id:nocturne-zombie-apprentice-via-necromancer @rule:special:zombie-apprentice @rule:card:necromancer.1
  Scenario: Zombie Apprentice may trash an Action from hand for three cards and an Action
    Given a Dominion game between Alice and Bob with kingdom "Necromancer"
    And it is Alice's Action phase
    And Alice has "Necromancer" and "Necromancer" in hand
    And Alice's deck holds, from the top, "Copper", "Silver", "Gold" and "Estate"
    And Alice will answer "play" with "Zombie Apprentice"
    And Alice will answer "trash" with "Necromancer"
    When Alice plays "Necromancer"
    Then Alice's "trash" choice offers exactly "Necromancer" and "nothing"
    And Alice's hand is "Copper", "Silver" and "Gold"
    And Alice has 1 Action
    And the trash includes "Necromancer" and "Zombie Apprentice"

  @id:nocturne-will-o-wisp-takes-a-cheap-top-card @rule:special:will-o-wisp
  Scenario: Will-o'-Wisp draws a card, then takes the next card into hand if it costs two or less
    Printed card value (verified against the card database): Will-o'-Wisp's limit of cost 2.
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And it is Alice's Action phase
    And Alice has "Will-o'-Wisp" in hand
    And Alice's deck holds, from the top, "Copper", "Estate" and "Gold"
    When Alice plays "Will-o'-Wisp"
    Then Alice's hand is "Copper" and "Estate"
    And Alice's deck is "Gold"
    And Alice has 1 Action

Feature: Choices the rules forbid are refused
  A pinned answer outside what a card, Boon, Hex or State allows is not carried out: the
  engine refuses the whole action, naming the decision, and nothing changes. Each scenario
  pins an answer one rule forbids, then (where it helps) the legal answer next to it.

  @id:nocturne-vampire-refuses-a-vampire-or-a-dearer-card @rule:card:vampire @rule:card:vampire.1
  Scenario: Vampire's gain can be neither a Vampire nor a card costing more than five
    Printed card value (verified against the card database): Vampire's gain limit (cost 5).
    Given a Dominion game between Alice and Bob with kingdom "Vampire"
    And the Hex deck holds, from the top, "Plague"
    And it is Alice's Night phase
    And Alice has "Vampire" in hand
    Then Alice cannot answer "gain" with "Vampire" when she plays "Vampire"
    And Alice cannot answer "gain" with "Gold" when she plays "Vampire"
    And Bob's hand is empty
    And the Hex deck is "Plague"
    When Alice answers "gain" with "Duchy" when she plays "Vampire"
    Then Alice has "Duchy" and "Bat" in discard pile

  @id:nocturne-devils-workshop-one-gain-refuses-a-five @rule:card:devils-workshop @rule:card:devils-workshop.1
  Scenario: After one gain, Devil's Workshop cannot gain a card costing five
    Printed card value (verified against the card database): Devil's Workshop's limit of cost 4 and Duchy's cost of 5.
    Given a Dominion game between Alice and Bob with kingdom "Devil's Workshop"
    And it is Alice's Night phase
    And Alice has "Silver" in her discard pile
    And Alice has gained "Silver" this turn
    And Alice has "Devil's Workshop" in hand
    Then Alice cannot answer "gain" with "Duchy" when she plays "Devil's Workshop"
    And Alice's discard pile is "Silver"
    When Alice answers "gain" with "Devil's Workshop" when she plays "Devil's Workshop"
    Then Alice has "Silver" and "Devil's Workshop" in discard pile

  @id:nocturne-tragic-hero-gains-only-a-treasure @rule:card:tragic-hero @rule:card:tragic-hero.1
  Scenario: Tragic Hero's gain must be a Treasure
    Given a Dominion game between Alice and Bob with kingdom "Tragic Hero"
    And it is Alice's Action phase
    And Alice has "Tragic Hero", "Copper", "Copper", "Copper", "Copper" and "Copper" in hand
    And Alice's deck holds, from the top, "Estate", "Estate" and "Estate"
    Then Alice cannot answer "gain" with "Duchy" when she plays "Tragic Hero"
    And Alice's hand holds 6 cards
    And the trash is empty

  @id:nocturne-wish-gains-up-to-six @rule:special:wish
  Scenario: Wish gains a card costing up to six to hand, not one costing more
    Printed card value (verified against the card database): Wish's limit of cost 6.
    Given a Dominion game between Alice and Bob with kingdom "Secret Cave"
    And it is Alice's Action phase
    And Alice has "Wish" in hand
    Then Alice cannot answer "gain" with "Province" when she plays "Wish"
    And the "Wish" pile holds 12 cards
    When Alice answers "gain" with "Gold" when she plays "Wish"
    Then Alice's hand is "Gold"
    And the "Wish" pile holds 13 cards
    And Alice's play is empty

  @id:nocturne-earths-gift-refuses-a-non-treasure-and-a-dear-gain @rule:boon:the-earths-gift @rule:card:bard.1
  Scenario: The Earth's Gift discards only a Treasure and gains only a card costing up to four
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck holds, from the top, "The Earth's Gift"
    And it is Alice's Action phase
    And Alice has "Bard", "Copper" and "Estate" in hand
    Then Alice cannot answer "discard" with "Estate" when she plays "Bard"
    Given Alice will answer "discard" with "Copper"
    Then Alice cannot answer "gain" with "Gold" when she plays "Bard"
    And Alice's hand is "Bard", "Copper" and "Estate"
    And the Boon deck is "The Earth's Gift"

  @id:nocturne-locusts-refuses-a-dearer-or-unrelated-card @rule:hex:locusts @rule:card:skulk.1
  Scenario: After Locusts trashes a Gold the gain must be cheaper and share a type with it
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the Hex deck holds, from the top, "Locusts"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob's deck holds, from the top, "Gold" and "Copper"
    Then Bob cannot answer "gain" with "Gold" when Alice plays "Skulk"
    And Bob cannot answer "gain" with "Estate" when Alice plays "Skulk"
    And Bob's deck is "Gold" and "Copper"
    And the trash is empty

  @id:nocturne-changeling-gains-only-a-copy-of-a-card-in-play @rule:card:changeling.1
  Scenario: Changeling cannot gain a card of which no copy is in play
    Given a Dominion game between Alice and Bob with kingdom "Changeling"
    And Alice has "Copper" and "Silver" in play
    And it is Alice's Night phase
    And Alice has "Changeling" and "Gold" in hand
    Then Alice cannot answer "gain" with "Gold" when she plays "Changeling"
    And Alice's hand is "Changeling" and "Gold"
    And the trash is empty

  @id:nocturne-cobbler-refuses-a-card-costing-five @rule:card:cobbler.1 @rule:base:duration
  Scenario: Cobbler's gain at the start of the next turn cannot cost five
    Printed card value (verified against the card database): Cobbler's limit of cost 4.
    Given a Dominion game between Alice and Bob with kingdom "Cobbler"
    And Alice played "Cobbler" on her previous turn
    And it is Bob's Buy phase
    Then Alice cannot answer "gain" with "Duchy" when Bob ends his turn
    And it is Bob's Buy phase
    When Alice answers "gain" with "Silver" when Bob ends his turn
    Then Alice's hand is "Silver"

  @id:nocturne-exorcist-spirit-must-cost-less @rule:card:exorcist.1 @rule:special:ghost @rule:special:imp
  Scenario: Exorcist's Spirit must cost less than the trashed card, not as much
    Printed card value (verified against the card database): the Spirits' costs (Will-o'-Wisp 0, Imp 2, Ghost 4).
    A trashed Silver (3) allows Will-o'-Wisp and Imp but not Ghost; a trashed Estate (2) allows
    only Will-o'-Wisp, Imp costing as much as it.

    Given a Dominion game between Alice and Bob with kingdom "Exorcist"
    And it is Alice's Night phase
    And Alice has "Exorcist", "Silver" and "Estate" in hand
    And Alice will answer "trash" with "Silver"
    Then Alice cannot answer "gain" with "Ghost" when she plays "Exorcist"
    Given Alice will answer "trash" with "Estate"
    Then Alice cannot answer "gain" with "Imp" when she plays "Exorcist"
    Given Alice will answer "trash" with "Estate"
    When Alice plays "Exorcist"
    Then Alice's "gain" choice offers exactly "Will-o'-Wisp"
    And Alice's discard pile is "Will-o'-Wisp"

  @id:nocturne-zombie-mason-refuses-two-more @rule:special:zombie-mason @rule:card:necromancer.1
  Scenario: Zombie Mason's gain cannot cost two more than the trashed card
    Given a Dominion game between Alice and Bob with kingdom "Necromancer"
    And it is Alice's Action phase
    And Alice has "Necromancer" in hand
    And Alice's deck holds, from the top, "Silver" and "Gold"
    And Alice will answer "play" with "Zombie Mason"
    Then Alice cannot answer "gain" with "Duchy" when she plays "Necromancer"
    And Alice's deck is "Silver" and "Gold"

  @id:nocturne-pooka-refuses-cursed-gold-and-non-treasures @rule:card:pooka.1 @rule:heirloom:cursed-gold
  Scenario: Pooka may not trash Cursed Gold, nor a card that is not a Treasure
    Given a Dominion game between Alice and Bob with kingdom "Pooka"
    And it is Alice's Action phase
    And Alice has "Pooka", "Cursed Gold", "Estate" and "Copper" in hand
    And Alice's deck holds 5 copies of "Silver"
    Then Alice cannot answer "trash" with "Cursed Gold" when she plays "Pooka"
    And Alice cannot answer "trash" with "Estate" when she plays "Pooka"
    And the trash is empty
    And Alice's hand holds 4 cards

  @id:nocturne-bat-trashes-at-most-two @rule:special:bat
  Scenario: Bat trashes up to two cards, not three, and not two of a card held once
    Given a Dominion game between Alice and Bob with kingdom "Vampire"
    And it is Alice's Night phase
    And Alice has "Bat", "Estate", "Curse" and "Copper" in hand
    Then Alice cannot answer "trash" with "Estate", "Curse" and "Copper" when she plays "Bat"
    And Alice cannot answer "trash" with "Estate" and "Estate" when she plays "Bat"
    And the trash is empty
    And the "Vampire" pile holds 10 cards

  @id:nocturne-monastery-refuses-more-than-gained @rule:card:monastery.1
  Scenario: Monastery trashes no more cards than were gained, and from play only Coppers
    Given a Dominion game between Alice and Bob with kingdom "Monastery"
    And Alice has "Copper" and "Silver" in play
    And it is Alice's Night phase
    And Alice has "Silver" in her discard pile
    And Alice has gained "Silver" this turn
    And Alice has "Monastery", "Estate" and "Curse" in hand
    Then Alice cannot answer "trash" with "Estate" and "Curse" when she plays "Monastery"
    Given Alice will answer "trash" with "nothing"
    Then Alice cannot answer "trash from play" with "Silver" when she plays "Monastery"
    And the trash is empty
    And Alice's play is "Copper" and "Silver"

  @id:nocturne-cemetery-trashes-at-most-four @rule:card:cemetery.1
  Scenario: Gaining Cemetery trashes up to four cards, not five
    Given a Dominion game between Alice and Bob with kingdom "Cemetery"
    And it is Alice's Buy phase
    And Alice has 4 Coins and 1 Buy
    And Alice has "Estate", "Estate", "Curse", "Copper" and "Copper" in hand
    Then Alice cannot answer "trash" with "Estate", "Estate", "Curse", "Copper" and "Copper" when she buys "Cemetery"
    And the "Cemetery" pile holds 8 cards
    And Alice has 4 Coins and 1 Buy

  @id:nocturne-zombie-apprentice-trashes-only-an-action @rule:special:zombie-apprentice @rule:card:necromancer.1
  Scenario: Zombie Apprentice may trash only an Action card
    Given a Dominion game between Alice and Bob with kingdom "Necromancer"
    And it is Alice's Action phase
    And Alice has "Necromancer", "Necromancer" and "Copper" in hand
    And Alice will answer "play" with "Zombie Apprentice"
    Then Alice cannot answer "trash" with "Copper" when she plays "Necromancer"
    And Alice's hand holds 3 cards

  @id:nocturne-pixie-trashes-only-itself @rule:card:pixie.1
  Scenario: Pixie's trash is Pixie itself or nothing, never a card from hand
    Given a Dominion game between Alice and Bob with kingdom "Pixie"
    And the Boon deck holds, from the top, "The Mountain's Gift"
    And it is Alice's Action phase
    And Alice has "Pixie" and "Copper" in hand
    And Alice's deck holds, from the top, "Estate"
    Then Alice cannot answer "trash" with "Copper" when she plays "Pixie"
    And the Boon deck is "The Mountain's Gift"
    And Alice's hand is "Pixie" and "Copper"

  @id:nocturne-poverty-discards-exactly-down-to-three @rule:hex:poverty @rule:card:skulk.1
  Scenario: Poverty's discard must leave exactly three cards, no more and no fewer
    Printed card value (verified against the card database): Poverty's hand size of 3.
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the Hex deck holds, from the top, "Poverty"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob has "Copper", "Copper", "Estate", "Silver" and "Gold" in hand
    Then Bob cannot answer "discard" with "Estate" when Alice plays "Skulk"
    And Bob cannot answer "discard" with "Estate", "Copper" and "Copper" when Alice plays "Skulk"
    And Bob's hand holds 5 cards

  @id:nocturne-fear-discards-only-an-action-or-treasure @rule:hex:fear @rule:card:skulk.1
  Scenario: Fear's discard must be an Action or a Treasure
    Given a Dominion game between Alice and Bob with kingdom "Skulk" and "Werewolf"
    And the Hex deck holds, from the top, "Fear"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob has "Silver", "Werewolf", "Estate", "Estate" and "Curse" in hand
    Then Bob cannot answer "discard" with "Estate" when Alice plays "Skulk"
    When Bob answers "discard" with "Werewolf" when Alice plays "Skulk"
    Then Bob's "discard" choice offers exactly "Silver" and "Werewolf"
    And Bob's discard pile is "Werewolf"

  @id:nocturne-shepherd-discards-only-victory-cards @rule:card:shepherd.1
  Scenario: Shepherd discards only Victory cards, Pasture among them
    Given a Dominion game between Alice and Bob with kingdom "Shepherd"
    And it is Alice's Action phase
    And Alice has "Shepherd", "Copper", "Pasture", "Estate" and "Curse" in hand
    And Alice's deck holds 6 copies of "Silver"
    Then Alice cannot answer "discard" with "Copper" when she plays "Shepherd"
    And Alice cannot answer "discard" with "Curse" when she plays "Shepherd"
    When Alice answers "discard" with "Pasture" and "Estate" when she plays "Shepherd"
    Then Alice's "discard" choice offers exactly "Pasture", "Estate" and "nothing"
    And Alice's hand is "Copper", "Curse", "Silver", "Silver", "Silver" and "Silver"

  @id:nocturne-skys-gift-three-or-none @rule:boon:the-skys-gift @rule:card:bard.1
  Scenario: The Sky's Gift takes three cards or none, never two
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck holds, from the top, "The Sky's Gift"
    And it is Alice's Action phase
    And Alice has "Bard", "Estate", "Estate", "Curse" and "Copper" in hand
    Then Alice cannot answer "discard" with "Estate" and "Curse" when she plays "Bard"
    And Alice's hand holds 5 cards
    And the "Gold" pile holds 30 cards

  @id:nocturne-winds-gift-discards-exactly-two @rule:boon:the-winds-gift @rule:card:bard.1 @contested
  Scenario: The Wind's Gift discards exactly two cards
    The rulebook's order (discard, then draw) is the contested reading of this Boon.

    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck holds, from the top, "The Wind's Gift"
    And it is Alice's Action phase
    And Alice has "Bard", "Estate", "Copper" and "Curse" in hand
    And Alice's deck holds, from the top, "Gold" and "Silver"
    Then Alice cannot answer "discard" with "Curse" when she plays "Bard"
    And Alice cannot answer "discard" with "nothing" when she plays "Bard"
    When Alice answers "discard" with "Estate" and "Curse" when she plays "Bard"
    Then Alice's "discard" choice allows at least 2
    And Alice's "discard" choice allows at most 2
    And Alice's hand is "Copper", "Gold" and "Silver"

  @id:nocturne-faithful-hound-discards-two-not-three @rule:card:faithful-hound.1 @contested
  Scenario: Faithful Hound's discard names two cards, not three
    The rulebook's discard of two cards is the contested reading of this card.

    Given a Dominion game between Alice and Bob with kingdom "Faithful Hound"
    And it is Alice's Action phase
    And Alice has "Faithful Hound", "Estate" and "Copper" in hand
    And Alice's deck holds, from the top, "Gold" and "Silver"
    Then Alice cannot answer "discard" with "Estate", "Copper" and "Gold" when she plays "Faithful Hound"
    And Alice's deck is "Gold" and "Silver"

  @id:nocturne-secret-cave-three-or-none @rule:card:secret-cave.1
  Scenario: Secret Cave takes three cards or none, never two
    Given a Dominion game between Alice and Bob with kingdom "Secret Cave"
    And it is Alice's Action phase
    And Alice has "Secret Cave", "Estate", "Estate" and "Curse" in hand
    And Alice's deck holds, from the top, "Copper"
    Then Alice cannot answer "discard" with "Estate" and "Estate" when she plays "Secret Cave"
    And Alice's deck is "Copper"

  @id:nocturne-raider-discard-must-match-a-card-in-play @rule:card:raider.1 @rule:base:attack
  Scenario: The player Raider attacks must discard a card named like one the attacker has in play
    Given a Dominion game between Alice and Bob with kingdom "Raider"
    And Alice has "Silver" in play
    And it is Alice's Night phase
    And Alice has "Raider" in hand
    And Bob has "Silver", "Copper", "Estate", "Estate" and "Estate" in hand
    Then Bob cannot answer "discard" with "Estate" when Alice plays "Raider"
    And Bob cannot answer "discard" with "Copper" when Alice plays "Raider"
    When Alice plays "Raider"
    Then Bob's "discard" choice offers exactly "Silver"
    And Bob's discard pile is "Silver"

  @id:nocturne-haunted-mirror-discards-only-an-action @rule:heirloom:haunted-mirror @rule:card:cemetery.1
  Scenario: Haunted Mirror's discard must be an Action card
    Given a Dominion game between Alice and Bob with kingdom "Cemetery" and "Conclave"
    And it is Alice's Buy phase
    And Alice has 4 Coins and 1 Buy
    And Alice has "Haunted Mirror", "Conclave" and "Estate" in hand
    And Alice will answer "trash" with "Haunted Mirror"
    Then Alice cannot answer "discard" with "Estate" when she buys "Cemetery"
    And the "Ghost" pile holds 6 cards

  @id:nocturne-haunting-topdecks-a-card-from-hand @rule:hex:haunting @rule:card:skulk.1
  Scenario: Haunting puts a card from the hand on the deck, not one from elsewhere
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the Hex deck holds, from the top, "Haunting"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob has "Gold", "Copper", "Estate" and "Estate" in hand
    And Bob has "Province" in his discard pile
    Then Bob cannot answer "topdeck" with "Province" when Alice plays "Skulk"
    And Bob's deck is empty

  @id:nocturne-moons-gift-topdecks-from-the-discard-pile @rule:boon:the-moons-gift @rule:card:bard.1
  Scenario: The Moon's Gift takes a card from the discard pile, not from the hand
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck holds, from the top, "The Moon's Gift"
    And it is Alice's Action phase
    And Alice has "Bard" and "Gold" in hand
    And Alice's discard pile holds, from the top, "Estate"
    Then Alice cannot answer "topdeck" with "Gold" when she plays "Bard"
    And Alice's deck is empty

  @id:nocturne-imp-refuses-a-card-with-a-copy-in-play @rule:special:imp
  Scenario: Imp cannot play an Action of which a copy is in play, itself included
    Given a Dominion game between Alice and Bob with kingdom "Tormentor" and "Cursed Village"
    And Alice has "Cursed Village" in play
    And it is Alice's Action phase
    And Alice has "Imp", "Imp" and "Cursed Village" in hand
    And Alice's deck holds 2 copies of "Estate"
    Then Alice cannot answer "play" with "Cursed Village" when she plays "Imp"
    And Alice cannot answer "play" with "Imp" when she plays "Imp"
    When Alice plays "Imp"
    Then Alice's "play" choice offers exactly "nothing"

  @id:nocturne-conclave-refuses-itself @rule:card:conclave.1
  Scenario: Conclave cannot play another Conclave, sharing its name with the one in play
    Given a Dominion game between Alice and Bob with kingdom "Conclave"
    And it is Alice's Action phase
    And Alice has "Conclave" and "Conclave" in hand
    Then Alice cannot answer "play" with "Conclave" when she plays "Conclave"
    And Alice's hand is "Conclave" and "Conclave"
    And Alice has 1 Action

  @id:nocturne-necromancer-refuses-durations-and-face-down-cards @rule:card:necromancer.1
  Scenario: Necromancer plays neither a Duration nor a card already face down
    Given a Dominion game between Alice and Bob with kingdom "Necromancer", "Cursed Village", "Den of Sin" and "Secret Cave"
    And the trash holds, from the top, "Cursed Village", "Secret Cave", "Den of Sin" and "Werewolf"
    And the "Cursed Village" in the trash is face down
    And it is Alice's Action phase
    And Alice has "Necromancer" in hand
    And Alice's deck holds 3 copies of "Copper"
    Then Alice cannot answer "play" with "Secret Cave" when she plays "Necromancer"
    And Alice cannot answer "play" with "Cursed Village" when she plays "Necromancer"
    And Alice cannot answer "play" with "Den of Sin" when she plays "Necromancer"
    When Alice plays "Necromancer"
    Then Alice's "play" choice offers exactly "Werewolf"
    And Alice's hand is "Copper", "Copper" and "Copper"
    And the "Werewolf" in the trash is face down

  @id:nocturne-crypt-sets-aside-only-treasures-in-play @rule:card:crypt.1
  Scenario: Crypt sets aside Treasures in play, not Treasures in hand nor other cards in play
    Given a Dominion game between Alice and Bob with kingdom "Crypt" and "Conclave"
    And Alice has "Gold" and "Conclave" in play
    And it is Alice's Night phase
    And Alice has "Crypt" and "Silver" in hand
    Then Alice cannot answer "set aside" with "Silver" when she plays "Crypt"
    And Alice cannot answer "set aside" with "Conclave" when she plays "Crypt"
    And Alice's play is "Gold" and "Conclave"

  @id:nocturne-crypt-returns-only-a-set-aside-treasure @rule:card:crypt.1 @rule:base:duration
  Scenario: Crypt returns to hand one of the Treasures under it, not another card
    Given a Dominion game between Alice and Bob with kingdom "Crypt"
    And Alice played "Crypt" on her previous turn with "Gold" and "Silver" set aside under it
    And it is Bob's Buy phase
    Then Alice cannot answer "to hand" with "Copper" when Bob ends his turn
    And Alice's "Crypt" has "Gold" and "Silver" set aside under it

  @id:nocturne-druid-refuses-a-boon-not-set-aside @rule:card:druid.1
  Scenario: Druid receives only one of its three set-aside Boons
    Given a Dominion game between Alice and Bob with kingdom "Druid"
    And the Druid's Boons are "The Sea's Gift", "The Mountain's Gift" and "The Swamp's Gift"
    And the Boon deck holds, from the top, "The Sky's Gift"
    And it is Alice's Action phase
    And Alice has "Druid" in hand
    Then Alice cannot answer "Druid's Boon" with "The Sky's Gift" when she plays "Druid"
    And the Boon deck is "The Sky's Gift"

  @id:nocturne-fool-receives-only-the-revealed-boons @rule:card:fool.1
  Scenario: Fool's next Boon is one of the three it revealed
    Given a Dominion game between Alice and Bob with kingdom "Fool"
    And the Boon deck holds, from the top, "The Sea's Gift", "The Mountain's Gift", "The Field's Gift" and "The Sun's Gift"
    And it is Alice's Action phase
    And Alice has "Fool" in hand
    Then Alice cannot answer "next Boon" with "The Sun's Gift" when she plays "Fool"
    And Alice does not have the state "Lost in the Woods"

  @id:nocturne-suns-gift-puts-back-exactly-the-rest @rule:boon:the-suns-gift @rule:card:bard.1
  Scenario: The Sun's Gift puts back exactly the cards not discarded, each once
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck holds, from the top, "The Sun's Gift"
    And it is Alice's Action phase
    And Alice has "Bard" in hand
    And Alice's deck holds, from the top, "Estate", "Copper", "Curse", "Gold" and "Province"
    And Alice will answer "discard" with "Estate" and "Curse"
    Then Alice cannot answer "order" with "Gold", "Copper" and "Estate" when she plays "Bard"
    Given Alice will answer "discard" with "Estate" and "Curse"
    Then Alice cannot answer "order" with "Gold" and "Gold" when she plays "Bard"
    And Alice cannot answer "discard" with "Province" when she plays "Bard"
    And Alice's deck holds 5 cards

  @id:nocturne-night-watchman-looks-at-five-only @rule:card:night-watchman.1
  Scenario: Night Watchman discards only among the five cards looked at
    Given a Dominion game between Alice and Bob with kingdom "Night Watchman"
    And it is Alice's Night phase
    And Alice has "Night Watchman" in hand
    And Alice's deck holds, from the top, "Estate", "Gold", "Curse", "Silver", "Copper" and "Province"
    Then Alice cannot answer "discard" with "Province" when she plays "Night Watchman"
    And Alice's discard pile is empty

  @id:nocturne-lost-in-the-woods-discards-from-hand @rule:state:lost-in-the-woods @rule:card:fool.2
  Scenario: Lost in the Woods discards a card from the hand, not one from elsewhere
    Given a Dominion game between Alice and Bob with kingdom "Fool"
    And the Boon deck holds, from the top, "The Field's Gift"
    And Alice has the state "Lost in the Woods"
    And Alice has "Estate" and "Copper" in hand
    And Alice has "Gold" in her discard pile
    And it is Bob's Buy phase
    Then Alice cannot answer "discard" with "Gold" when Bob ends his turn
    And it is Bob's Buy phase

  @id:nocturne-tracker-topdecks-only-the-card-gained @rule:card:tracker.1
  Scenario: Tracker's topdeck is the card just gained, or nothing
    Given a Dominion game between Alice and Bob with kingdom "Tracker"
    And the effect of "Tracker" lasts for the rest of Alice's turn
    And it is Alice's Buy phase
    And Alice has 3 Coins and 1 Buy
    And Alice has "Estate" in hand
    Then Alice cannot answer "topdeck" with "Estate" when she buys "Silver"
    When Alice answers "topdeck" with "nothing" when she buys "Silver"
    Then Alice's "topdeck" choice offers exactly "Silver" and "nothing"
    And Alice's discard pile is "Silver"

  @id:nocturne-goat-trashes-only-from-hand @rule:heirloom:goat
  Scenario: Goat trashes a card from the hand, not a card in play
    Given a Dominion game between Alice and Bob with kingdom "Pixie"
    And Alice has "Silver" in play
    And it is Alice's Buy phase
    And Alice has "Goat" and "Estate" in hand
    Then Alice cannot answer "trash" with "Silver" when she plays "Goat"
    And Alice's play is "Silver"

  @id:nocturne-flames-gift-trashes-one-card @rule:boon:the-flames-gift @rule:card:bard.1
  Scenario: The Flame's Gift trashes one card, not two
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck holds, from the top, "The Flame's Gift"
    And it is Alice's Action phase
    And Alice has "Bard", "Curse" and "Estate" in hand
    Then Alice cannot answer "trash" with "Curse" and "Estate" when she plays "Bard"
    And the trash is empty

  @id:nocturne-zombie-spy-discards-only-the-card-looked-at @rule:special:zombie-spy @rule:card:necromancer.1
  Scenario: Zombie Spy discards the card it looked at or nothing, not a card from hand
    Given a Dominion game between Alice and Bob with kingdom "Necromancer"
    And it is Alice's Action phase
    And Alice has "Necromancer" and "Curse" in hand
    And Alice's deck holds, from the top, "Estate" and "Gold"
    And Alice will answer "play" with "Zombie Spy"
    Then Alice cannot answer "discard" with "Curse" when she plays "Necromancer"
    Given Alice will answer "play" with "Zombie Spy"
    Then Alice cannot answer "discard" with "Estate" when she plays "Necromancer"
    And Alice's deck is "Estate" and "Gold"

  @id:nocturne-start-of-turn-only-what-is-pending @rule:base:duration @rule:card:den-of-sin.1 @rule:card:ghost-town.1
  Scenario: The start-of-turn choice names only the effects that are pending
    Given a Dominion game between Alice and Bob with kingdom "Den of Sin", "Ghost Town" and "Cobbler"
    And Alice played "Den of Sin" and "Ghost Town" on her previous turn
    And Alice's deck holds 5 copies of "Copper"
    And it is Bob's Buy phase
    Then Alice cannot answer "start of turn" with "Cobbler" when Bob ends his turn
    When Alice answers "start of turn" with "Ghost Town" when Bob ends his turn
    Then Alice's "start of turn" choice offers exactly "Den of Sin" and "Ghost Town"
    And Alice's hand holds 3 cards
    And Alice has 2 Actions

  @id:nocturne-sacred-grove-answers-yes-or-no @rule:card:sacred-grove.1
  Scenario: Another player's answer to Sacred Grove's Boon is yes or no
    Given a Dominion game between Alice and Bob with kingdom "Sacred Grove"
    And the Boon deck holds, from the top, "The Sea's Gift"
    And it is Alice's Action phase
    And Alice has "Sacred Grove" in hand
    Then Bob cannot answer "receive" with "The Sea's Gift" when Alice plays "Sacred Grove"
    And the Boon deck is "The Sea's Gift"

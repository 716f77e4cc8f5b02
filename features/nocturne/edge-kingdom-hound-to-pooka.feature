Feature: Kingdom cards at their edges: Faithful Hound to Pooka
  Each card read against the edge-case checklist (docs/games/nocturne-edge-cases.md).

  @id:nocturne-faithful-hound-discards-another-hound-which-is-set-aside @rule:card:faithful-hound.1 @rule:base:reaction @rule:base:cleanup-phase @contested
  Scenario: A Faithful Hound discarded by another Hound's play is set aside and returns after Clean-up
    The rulebook's discard of two cards is the contested reading of this card.

    Given a Dominion game between Alice and Bob with kingdom "Faithful Hound"
    And it is Alice's Action phase
    And Alice has "Faithful Hound", "Faithful Hound" and "Estate" in hand
    And Alice's deck holds, from the top, "Gold", "Silver", "Copper", "Copper", "Copper", "Copper" and "Copper"
    And Alice will answer "discard" with "Faithful Hound" and "Estate"
    And Alice will answer "set aside" with "Faithful Hound"
    When Alice plays "Faithful Hound"
    Then Alice's hand is "Gold" and "Silver"
    And Alice's set-aside cards is "Faithful Hound"
    And Alice's discard pile is "Estate"
    When Alice ends her turn
    Then Alice's hand is "Copper", "Copper", "Copper", "Copper", "Copper" and "Faithful Hound"
    And Alice's set-aside cards is empty

  @id:nocturne-faithful-hound-not-set-aside-in-cleanup @rule:card:faithful-hound.1 @rule:base:cleanup-phase
  Scenario: A Faithful Hound discarded in Clean-up is not set aside
    Given a Dominion game between Alice and Bob with kingdom "Faithful Hound"
    And it is Alice's Action phase
    And Alice has "Faithful Hound" in hand
    And Alice's deck holds 5 copies of "Copper"
    When Alice ends her turn
    Then Alice's discard pile is "Faithful Hound"
    And Alice's set-aside cards is empty
    And Alice's hand holds 5 cards

  @id:nocturne-faithful-hound-looked-at-and-discarded-is-set-aside @rule:card:faithful-hound.1 @rule:boon:the-suns-gift @rule:card:bard.1
  Scenario: A Faithful Hound discarded from the cards The Sun's Gift looked at may be set aside
    Given a Dominion game between Alice and Bob with kingdom "Bard" and "Faithful Hound"
    And the Boon deck holds, from the top, "The Sun's Gift"
    And it is Alice's Action phase
    And Alice has "Bard" in hand
    And Alice's deck holds, from the top, "Faithful Hound", "Copper", "Estate" and "Curse"
    And Alice will answer "discard" with "Faithful Hound" and "Estate"
    And Alice will answer "set aside" with "Faithful Hound"
    And Alice will answer "order" with "Curse" and "Copper"
    When Alice plays "Bard"
    Then Alice's set-aside cards is "Faithful Hound"
    And Alice's discard pile is "Estate"
    And Alice's deck is "Curse" and "Copper"

  @id:nocturne-faithful-hound-bad-omens-is-not-a-discard @rule:card:faithful-hound.1 @rule:hex:bad-omens @rule:card:skulk.1
  Scenario: Bad Omens puts the deck into the discard pile without discarding, so Faithful Hound is not set aside
    Given a Dominion game between Alice and Bob with kingdom "Skulk" and "Faithful Hound"
    And the Hex deck holds, from the top, "Bad Omens"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob's deck holds, from the top, "Faithful Hound", "Copper" and "Estate"
    When Alice plays "Skulk"
    Then Bob's deck is "Copper"
    And Bob has "Faithful Hound" and "Estate" in discard pile
    And Bob's set-aside cards is empty

  @id:nocturne-faithful-hound-declined-stays-in-the-discard-pile @rule:card:faithful-hound.1 @rule:hex:poverty @rule:card:skulk.1
  Scenario: A Faithful Hound whose owner declines to set it aside stays in the discard pile
    Given a Dominion game between Alice and Bob with kingdom "Skulk" and "Faithful Hound"
    And the Hex deck holds, from the top, "Poverty"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob has "Faithful Hound", "Copper", "Copper" and "Silver" in hand
    And Bob will answer "discard" with "Faithful Hound"
    And Bob will answer "set aside" with "nothing"
    When Alice plays "Skulk"
    Then Bob's discard pile is "Faithful Hound"
    And Bob's set-aside cards is empty
    And Bob's hand is "Copper", "Copper" and "Silver"

  @id:nocturne-faithful-hound-against-a-discard-attack @rule:card:faithful-hound.1 @rule:base:attack @rule:base:reaction
  Scenario: A Faithful Hound discarded to another player's Attack returns to its owner's hand when that turn ends
    Test Militia (test kit) makes each other player discard down to three cards.

    Given a Dominion game between Alice and Bob with kingdom "Faithful Hound" and "Test Militia"
    And it is Alice's Action phase
    And Alice has "Test Militia" in hand
    And Alice's deck holds 5 copies of "Copper"
    And Bob has "Faithful Hound", "Copper", "Copper", "Silver" and "Estate" in hand
    And Bob will answer "discard" with "Faithful Hound" and "Estate"
    And Bob will answer "set aside" with "Faithful Hound"
    When Alice plays "Test Militia"
    Then Alice has 2 Coins
    And Bob's hand is "Copper", "Copper" and "Silver"
    And Bob's set-aside cards is "Faithful Hound"
    When Alice ends her turn
    Then Bob's hand is "Copper", "Copper", "Silver" and "Faithful Hound"

  @id:nocturne-faithful-hound-with-one-card-left-discards-it @rule:card:faithful-hound.1 @rule:base:drawing @contested
  Scenario: A Faithful Hound that draws only one card discards that one card
    The rulebook's discard of two cards is the contested reading of this card.

    Given a Dominion game between Alice and Bob with kingdom "Faithful Hound"
    And it is Alice's Action phase
    And Alice has "Faithful Hound" in hand
    And Alice's deck holds, from the top, "Gold"
    When Alice plays "Faithful Hound"
    Then Alice's "discard" choice offers exactly "Gold"
    And Alice's hand is empty
    And Alice's discard pile is "Gold"

  @id:nocturne-fool-reshuffles-boons-in-the-middle @rule:card:fool.1 @rule:fate-cards-and-boons.1 @rule:boon:the-swamps-gift
  Scenario: Fool that empties the Boon deck shuffles the Boon discard pile to reveal the rest
    Given a Dominion game between Alice and Bob with kingdom "Fool"
    And the Boon deck holds, from the top, "The Sea's Gift"
    And the Boon discard pile holds, from the top, "The Mountain's Gift" and "The Swamp's Gift"
    And it is Alice's Action phase
    And Alice has "Fool" in hand
    And Alice's deck holds, from the top, "Gold"
    And the "boon shuffle" outcome will be "The Swamp's Gift" and "The Mountain's Gift"
    And Alice will answer "next Boon" with "The Swamp's Gift"
    And Alice will answer "next Boon" with "The Mountain's Gift"
    When Alice plays "Fool"
    Then the "boon shuffle" outcome could be exactly "The Mountain's Gift" and "The Swamp's Gift"
    And Alice's "next Boon" choice offers exactly "The Sea's Gift", "The Swamp's Gift" and "The Mountain's Gift"
    And Alice's discard pile is "Silver" and "Will-o'-Wisp"
    And Alice's hand is "Gold"
    And the Boon deck is empty
    And the Boon discard pile is "The Sea's Gift", "The Mountain's Gift" and "The Swamp's Gift"

  @id:nocturne-fool-with-only-two-boons-left @rule:card:fool.1 @rule:fate-cards-and-boons.1
  Scenario: With only two Boons left to reveal, Fool receives those two
    Given a Dominion game between Alice and Bob with kingdom "Fool"
    And the Boon deck holds, from the top, "The Sea's Gift" and "The Mountain's Gift"
    And the Boon discard pile is empty
    And it is Alice's Action phase
    And Alice has "Fool" in hand
    And Alice's deck holds, from the top, "Gold"
    And Alice will answer "next Boon" with "The Mountain's Gift"
    When Alice plays "Fool"
    Then Alice's "next Boon" choice offers exactly "The Sea's Gift" and "The Mountain's Gift"
    And Alice's last "next Boon" choice offers exactly "The Sea's Gift"
    And Alice has the state "Lost in the Woods"
    And Alice's discard pile is "Silver"
    And Alice's hand is "Gold"

  @id:nocturne-fool-played-twice-second-does-nothing @rule:card:fool.1 @rule:state:lost-in-the-woods
  Scenario: A Fool played twice takes Lost in the Woods the first time and does nothing the second
    Test Throne (test kit) plays an Action card from hand twice.

    Given a Dominion game between Alice and Bob with kingdom "Fool" and "Test Throne"
    And the Boon deck holds, from the top, "The Sea's Gift", "The Mountain's Gift", "The Swamp's Gift" and "The Sky's Gift"
    And it is Alice's Action phase
    And Alice has "Test Throne" and "Fool" in hand
    And Alice's deck holds, from the top, "Gold"
    And Alice will answer "play" with "Fool"
    And Alice will answer "next Boon" with "The Sea's Gift"
    And Alice will answer "next Boon" with "The Mountain's Gift"
    When Alice plays "Test Throne"
    Then Alice has the state "Lost in the Woods"
    And the Boon deck is "The Sky's Gift"
    And Alice has "Silver" and "Will-o'-Wisp" in discard pile
    And Alice's discard pile holds 2 cards

  @id:nocturne-fool-next-boon-sees-what-the-last-one-drew @rule:card:fool.1 @rule:boon:the-seas-gift @rule:boon:the-flames-gift
  Scenario: Each Boon Fool receives resolves before the next is chosen, so The Flame's Gift can trash what The Sea's Gift drew
    Given a Dominion game between Alice and Bob with kingdom "Fool"
    And the Boon deck holds, from the top, "The Sea's Gift", "The Flame's Gift" and "The Mountain's Gift"
    And it is Alice's Action phase
    And Alice has "Fool" in hand
    And Alice's deck holds, from the top, "Curse"
    And Alice will answer "next Boon" with "The Sea's Gift"
    And Alice will answer "next Boon" with "The Flame's Gift"
    And Alice will answer "trash" with "Curse"
    When Alice plays "Fool"
    Then at Alice's "trash" choice, Alice's hand is "Curse"
    And Alice's "trash" choice offers exactly "Curse" and "nothing"
    And the trash is "Curse"
    And Alice's discard pile is "Silver"

  @id:nocturne-lost-in-the-woods-with-an-empty-hand @rule:state:lost-in-the-woods @rule:card:fool.2
  Scenario: Lost in the Woods with an empty hand has nothing to discard and gives no Boon
    Given a Dominion game between Alice and Bob with kingdom "Fool"
    And the Boon deck holds, from the top, "The Field's Gift"
    And Alice has the state "Lost in the Woods"
    And it is Bob's Buy phase
    When Bob ends his turn
    Then Alice's "discard" choice offers exactly "nothing"
    And the Boon deck is "The Field's Gift"
    And Alice has 1 Action and 0 Coins

  @id:nocturne-lost-in-the-woods-declined @rule:state:lost-in-the-woods @rule:card:fool.2
  Scenario: The holder of Lost in the Woods may decline to discard, receiving no Boon
    Given a Dominion game between Alice and Bob with kingdom "Fool"
    And the Boon deck holds, from the top, "The Field's Gift"
    And Alice has the state "Lost in the Woods"
    And Alice has "Estate" in hand
    And it is Bob's Buy phase
    And Alice will answer "discard" with "nothing"
    When Bob ends his turn
    Then Alice's hand is "Estate"
    And the Boon deck is "The Field's Gift"
    And Alice has the state "Lost in the Woods"

  @id:nocturne-lost-in-the-woods-with-no-boon-left @rule:state:lost-in-the-woods @rule:card:fool.2 @rule:fate-cards-and-boons.1
  Scenario: Discarding for Lost in the Woods with no Boon left still discards the card
    Given a Dominion game between Alice and Bob with kingdom "Fool"
    And the Boon deck is empty
    And the Boon discard pile is empty
    And Alice has the state "Lost in the Woods"
    And Alice has "Estate" in hand
    And it is Bob's Buy phase
    And Alice will answer "discard" with "Estate"
    When Bob ends his turn
    Then Alice's hand is empty
    And Alice's discard pile is "Estate"
    And Alice's kept Boons is empty

  @id:nocturne-guardian-shields-from-idol-in-four-players @rule:card:guardian.1 @rule:card:idol.1 @rule:base:attack
  Scenario: In a four-player game the Guardian's owner alone escapes Idol's Curse
    Given a Dominion game between Alice, Bob, Carol and Dan with kingdom "Idol" and "Guardian"
    And the Boon deck holds, from the top, "The Sea's Gift"
    And Bob played "Guardian" on his previous turn
    And it is Alice's Buy phase
    And Alice has "Idol" and "Idol" in hand
    When Alice plays "Idol" and "Idol"
    Then Bob's discard pile is empty
    And Carol's discard pile is "Curse"
    And Dan's discard pile is "Curse"
    And the "Curse" pile holds 28 cards

  @id:nocturne-guardian-protection-ends-when-its-owners-turn-starts @rule:card:guardian.1 @rule:base:duration @rule:card:werewolf.1
  Scenario: Guardian protects only until its owner's next turn starts
    Given a Dominion game between Alice and Bob with kingdom "Werewolf" and "Guardian"
    And the Hex deck holds, from the top, "Plague"
    And Bob played "Guardian" on his previous turn
    And it is Alice's Buy phase
    And Alice's deck holds, from the top, "Werewolf", "Copper", "Copper", "Copper" and "Copper"
    And Bob's deck holds 5 copies of "Copper"
    When Alice ends her turn
    Then Bob has 1 Coin
    When Bob ends his turn
    Then Bob has "Guardian" in discard pile
    When Alice ends her Action phase
    And Alice ends her Buy phase
    And Alice plays "Werewolf"
    Then Bob has "Curse" in hand

  @id:nocturne-guardian-does-not-stop-sacred-grove-sharing @rule:card:guardian.1 @rule:card:sacred-grove.1 @rule:boon:the-seas-gift
  Scenario: Sacred Grove's shared Boon is not an Attack, so Guardian's owner may still receive it
    Given a Dominion game between Alice and Bob with kingdom "Sacred Grove" and "Guardian"
    And the Boon deck holds, from the top, "The Sea's Gift"
    And Bob played "Guardian" on his previous turn
    And Bob's deck holds, from the top, "Gold"
    And it is Alice's Action phase
    And Alice has "Sacred Grove" in hand
    And Bob will answer "receive" with "yes"
    When Alice plays "Sacred Grove"
    Then Bob's hand is "Gold"

  @id:nocturne-guardian-shields-from-raider @rule:card:guardian.1 @rule:card:raider.1 @rule:base:attack
  Scenario: Raider does not make a player with Guardian waiting in play discard
    Given a Dominion game between Alice and Bob with kingdom "Raider" and "Guardian"
    And Alice has "Silver" in play
    And Bob played "Guardian" on his previous turn
    And it is Alice's Night phase
    And Alice has "Raider" in hand
    And Bob has "Silver", "Copper", "Copper", "Estate" and "Estate" in hand
    When Alice plays "Raider"
    Then Bob's hand holds 5 cards
    And Bob's discard pile is empty

  @id:nocturne-idol-curses-run-out-around-the-table @rule:card:idol.1 @rule:base:attack @rule:base:curses
  Scenario: With two Curses left, the second Idol's Curses go to the next players in turn order only
    Given a Dominion game between Alice, Bob, Carol and Dan with kingdom "Idol"
    And the Boon deck holds, from the top, "The Sea's Gift"
    And the "Curse" pile holds 2 cards
    And it is Alice's Buy phase
    And Alice has "Idol" and "Idol" in hand
    When Alice plays "Idol" and "Idol"
    Then Bob's discard pile is "Curse"
    And Carol's discard pile is "Curse"
    And Dan's discard pile is empty
    And the "Curse" pile holds 0 cards

  @id:nocturne-third-idol-receives-a-boon @rule:card:idol.1 @rule:boon:the-mountains-gift @rule:boon:the-seas-gift
  Scenario: The first and third Idols in play receive Boons; the second gives the Curse
    Printed card value (verified against the card database): Idol's +2 coins and its odd/even split between Boon and Curse.
    Given a Dominion game between Alice and Bob with kingdom "Idol"
    And the Boon deck holds, from the top, "The Sea's Gift" and "The Mountain's Gift"
    And it is Alice's Buy phase
    And Alice has "Idol", "Idol" and "Idol" in hand
    And Alice's deck holds, from the top, "Estate"
    When Alice plays "Idol", "Idol" and "Idol"
    Then Alice has 6 Coins
    And Alice's hand is "Estate"
    And Alice's discard pile is "Silver"
    And Bob's discard pile is "Curse"
    And the Boon discard pile is "The Mountain's Gift" and "The Sea's Gift"

  @id:nocturne-idol-curse-blocked-by-a-revealed-reaction @rule:card:idol.1 @rule:base:reaction @rule:base:attack
  Scenario: A player who reveals a reaction to the second Idol does not gain its Curse; the next player does
    Test Moat (test kit): when another player plays an Attack, its owner may reveal it from hand
    to be unaffected by that Attack. Idol is an Attack, so Bob may reveal at each Idol.

    Given a Dominion game between Alice, Bob and Carol with kingdom "Idol" and "Test Moat"
    And the Boon deck holds, from the top, "The Sea's Gift"
    And Bob has "Test Moat" in hand
    And it is Alice's Buy phase
    And Alice has "Idol" and "Idol" in hand
    And Bob will answer "use" with "nothing"
    When Alice plays "Idol"
    Then Bob's "use" choice offers exactly "Test Moat" and "nothing"
    Given Bob will answer "use" with "Test Moat"
    When Alice plays "Idol"
    Then Bob's discard pile is empty
    And Carol's discard pile is "Curse"
    And Bob's hand is "Test Moat"

  @id:nocturne-leprechaun-with-eight-in-play-receives-a-hex @rule:card:leprechaun.1 @rule:hex:plague
  Scenario: Leprechaun with eight cards in play, itself included, receives a Hex instead of a Wish
    Given a Dominion game between Alice and Bob with kingdom "Leprechaun", "Den of Sin" and "Ghost Town"
    And the Hex deck holds, from the top, "Plague"
    And Alice has "Den of Sin", "Den of Sin", "Den of Sin", "Ghost Town", "Ghost Town", "Ghost Town" and "Ghost Town" in play
    And it is Alice's Action phase
    And Alice has "Leprechaun" in hand
    When Alice plays "Leprechaun"
    Then Alice's hand is "Curse"
    And Alice's discard pile is "Gold"
    And the "Wish" pile holds 12 cards
    And the Hex discard pile is "Plague"

  @id:nocturne-leprechaun-gold-pile-empty-still-counts-seven @rule:card:leprechaun.1 @rule:special:wish
  Scenario: With no Gold left, Leprechaun still checks its seven cards in play and gains a Wish
    Given a Dominion game between Alice and Bob with kingdom "Leprechaun", "Den of Sin" and "Ghost Town"
    And the Hex deck holds, from the top, "Plague"
    And the "Gold" pile holds 0 cards
    And Alice has "Den of Sin", "Den of Sin", "Den of Sin", "Ghost Town", "Ghost Town" and "Ghost Town" in play
    And it is Alice's Action phase
    And Alice has "Leprechaun" in hand
    When Alice plays "Leprechaun"
    Then Alice's discard pile is "Wish"
    And the Hex deck is "Plague"

  @id:nocturne-leprechaun-wish-pile-empty-gains-nothing-more @rule:card:leprechaun.1 @rule:special:wish
  Scenario: With no Wish left, Leprechaun with seven cards in play gains only its Gold and receives no Hex
    Given a Dominion game between Alice and Bob with kingdom "Leprechaun", "Den of Sin" and "Ghost Town"
    And the Hex deck holds, from the top, "Plague"
    And the "Wish" pile holds 0 cards
    And Alice has "Den of Sin", "Den of Sin", "Den of Sin", "Ghost Town", "Ghost Town" and "Ghost Town" in play
    And it is Alice's Action phase
    And Alice has "Leprechaun" in hand
    When Alice plays "Leprechaun"
    Then Alice's discard pile is "Gold"
    And Alice's hand is empty
    And the Hex deck is "Plague"

  @id:nocturne-leprechaun-played-by-conclave-counts-conclave @rule:card:leprechaun.1 @rule:card:conclave.1 @rule:special:wish
  Scenario: A Leprechaun played by Conclave counts the Conclave among its cards in play
    Given a Dominion game between Alice and Bob with kingdom "Leprechaun", "Conclave", "Den of Sin" and "Ghost Town"
    And the Hex deck holds, from the top, "Plague"
    And Alice has "Den of Sin", "Den of Sin", "Ghost Town", "Ghost Town" and "Ghost Town" in play
    And it is Alice's Action phase
    And Alice has "Conclave" and "Leprechaun" in hand
    And Alice will answer "play" with "Leprechaun"
    When Alice plays "Conclave"
    Then Alice has "Gold" and "Wish" in discard pile
    And Alice's play holds 7 cards
    And the Hex deck is "Plague"

  @id:nocturne-monastery-with-nothing-gained-trashes-nothing @rule:card:monastery.1
  Scenario: Monastery with no card gained this turn may trash nothing
    Given a Dominion game between Alice and Bob with kingdom "Monastery"
    And Alice has "Copper" in play
    And it is Alice's Night phase
    And Alice has "Monastery" and "Estate" in hand
    When Alice plays "Monastery"
    Then Alice's "trash" choice offers exactly "nothing"
    And Alice's "trash" choice allows at least 0
    And Alice's "trash" choice allows at most 0
    And Alice's "trash from play" choice allows at most 0
    And the trash is empty
    And Alice's hand is "Estate"

  @id:nocturne-monastery-exchanged-card-counts-once @rule:card:monastery.1 @rule:card:changeling.1
  Scenario: A card gained and exchanged for a Changeling lets Monastery trash one card
    Given a Dominion game between Alice and Bob with kingdom "Monastery" and "Changeling"
    And it is Alice's Buy phase
    And Alice has 3 Coins and 1 Buy
    And Alice has "Monastery", "Estate" and "Curse" in hand
    And Alice will answer "exchange" with "yes"
    When Alice buys "Silver"
    And Alice ends her Buy phase
    Given Alice will answer "trash" with "Curse"
    When Alice plays "Monastery"
    Then Alice's "trash" choice allows at most 1
    And the trash is "Curse"
    And Alice's hand is "Estate"

  @id:nocturne-monastery-trashes-two-coppers-from-play @rule:card:monastery.1
  Scenario: With an empty hand, Monastery's whole allowance may go on Coppers in play, whose coins stay
    Given a Dominion game between Alice and Bob with kingdom "Monastery"
    And Alice has "Copper", "Copper" and "Silver" in play
    And it is Alice's Night phase
    And Alice has 2 Coins
    And Alice has "Silver" and "Silver" in her discard pile
    And Alice has gained "Silver" and "Silver" this turn
    And Alice has "Monastery" in hand
    And Alice will answer "trash from play" with "Copper" and "Copper"
    When Alice plays "Monastery"
    Then Alice's "trash from play" choice offers exactly "Copper" and "nothing"
    And Alice's "trash from play" choice allows at most 2
    And the trash is "Copper" and "Copper"
    And Alice's play is "Silver" and "Monastery"
    And Alice has 2 Coins

  @id:nocturne-necromancer-with-nothing-to-play @rule:card:necromancer.1
  Scenario: Necromancer with no face-up non-Duration Action in the trash does nothing
    Given a Dominion game between Alice and Bob with kingdom "Necromancer" and "Den of Sin"
    And the trash holds, from the top, "Den of Sin" and "Copper"
    And it is Alice's Action phase
    And Alice has "Necromancer" in hand
    When Alice plays "Necromancer"
    Then Alice's play is "Necromancer"
    And Alice has 0 Actions
    And the trash is "Den of Sin" and "Copper"

  @id:nocturne-necromancer-plays-werewolf-which-draws @rule:card:necromancer.1 @rule:card:werewolf.1
  Scenario: Werewolf played from the trash in the Action phase draws three cards
    Given a Dominion game between Alice and Bob with kingdom "Necromancer" and "Werewolf"
    And the trash holds, from the top, "Werewolf"
    And the Hex deck holds, from the top, "Plague"
    And it is Alice's Action phase
    And Alice has "Necromancer" in hand
    And Alice's deck holds, from the top, "Gold", "Silver", "Copper" and "Estate"
    When Alice plays "Necromancer"
    Then Alice's hand is "Gold", "Silver" and "Copper"
    And Bob's hand is empty
    And the trash is "Werewolf"

  @id:nocturne-necromancer-pixie-from-the-trash-cannot-trash-itself @rule:card:necromancer.1 @rule:card:pixie.1
  Scenario: A Pixie played from the trash discards the top Boon but cannot be trashed to receive it
    Given a Dominion game between Alice and Bob with kingdom "Necromancer" and "Pixie"
    And the trash holds, from the top, "Pixie"
    And the Boon deck holds, from the top, "The Mountain's Gift"
    And it is Alice's Action phase
    And Alice has "Necromancer" in hand
    And Alice's deck holds, from the top, "Gold"
    When Alice plays "Necromancer"
    Then Alice's hand is "Gold"
    And Alice has 1 Action
    And the Boon discard pile is "The Mountain's Gift"
    And Alice's discard pile is empty
    And the trash is "Pixie"

  @id:nocturne-necromancer-tormentor-from-the-trash-sends-a-hex @rule:card:necromancer.1 @rule:card:tormentor.1 @rule:hex:plague @contested
  Scenario: A Tormentor played from the trash has the Necromancer in play beside it, so each other player receives a Hex
    The rulebook's Tormentor draws two cards, the contested reading of this card.

    Given a Dominion game between Alice and Bob with kingdom "Necromancer" and "Tormentor"
    And the trash holds, from the top, "Tormentor"
    And the Hex deck holds, from the top, "Plague"
    And it is Alice's Action phase
    And Alice has "Necromancer" in hand
    And Alice's deck holds, from the top, "Gold" and "Silver"
    When Alice plays "Necromancer"
    Then Alice's hand is "Gold" and "Silver"
    And Bob's hand is "Curse"
    And the "Imp" pile holds 13 cards

  @id:nocturne-necromancer-card-face-up-again-next-turn @rule:card:necromancer.1 @rule:special:zombie-spy
  Scenario: The card Necromancer played is face down for the rest of the turn and face up again after it
    Given a Dominion game between Alice and Bob with kingdom "Necromancer"
    And it is Alice's Action phase
    And Alice has "Necromancer" in hand
    And Alice's deck holds, from the top, "Estate", "Gold", "Copper", "Copper", "Copper", "Copper" and "Copper"
    And Alice will answer "play" with "Zombie Spy"
    And Alice will answer "discard" with "nothing"
    When Alice plays "Necromancer"
    Then the "Zombie Spy" in the trash is face down
    And the "Zombie Mason" in the trash is face up
    When Alice ends her turn
    Then the "Zombie Spy" in the trash is face up

  @id:nocturne-necromancer-wish-from-the-trash-gains-nothing @rule:card:necromancer.1 @rule:special:wish
  Scenario: A Wish played from the trash cannot return to its pile, so it gains nothing
    Given a Dominion game between Alice and Bob with kingdom "Necromancer" and "Secret Cave"
    And the trash holds, from the top, "Wish"
    And it is Alice's Action phase
    And Alice has "Necromancer" in hand
    When Alice plays "Necromancer"
    Then Alice has 1 Action
    And Alice's hand is empty
    And the "Wish" pile holds 12 cards
    And the trash is "Wish"

  @id:nocturne-necromancer-tragic-hero-gains-without-being-trashed @rule:card:necromancer.1 @rule:card:tragic-hero.1
  Scenario: A Tragic Hero played from the trash cannot be trashed but still gains its Treasure
    Given a Dominion game between Alice and Bob with kingdom "Necromancer" and "Tragic Hero"
    And the trash holds, from the top, "Tragic Hero"
    And it is Alice's Action phase
    And Alice has "Necromancer", "Copper", "Copper", "Copper", "Copper" and "Copper" in hand
    And Alice's deck holds, from the top, "Estate", "Estate" and "Estate"
    And Alice will answer "gain" with "Gold"
    When Alice plays "Necromancer"
    Then Alice's hand holds 8 cards
    And Alice's discard pile is "Gold"
    And the trash is "Tragic Hero"
    And Alice has 2 Buys

  @id:nocturne-night-watchman-reshuffles-to-see-five @rule:card:night-watchman.1 @rule:base:shuffling
  Scenario: Night Watchman with two cards in its deck shuffles the discard pile to look at five
    Given a Dominion game between Alice and Bob with kingdom "Night Watchman"
    And it is Alice's Night phase
    And Alice has "Night Watchman" in hand
    And Alice's deck holds, from the top, "Gold" and "Silver"
    And Alice's discard pile holds, from the top, "Estate", "Curse" and "Estate"
    And the "shuffle" outcome will be "Estate", "Curse" and "Estate"
    And Alice will answer "discard" with "Estate", "Curse" and "Estate"
    And Alice will answer "order" with "Silver" and "Gold"
    When Alice plays "Night Watchman"
    Then the "shuffle" outcome could be exactly "Estate" and "Curse"
    And Alice's "discard" choice offers exactly "Gold", "Silver", "Estate", "Curse" and "nothing"
    And Alice's deck is "Silver" and "Gold"
    And Alice's discard pile holds 3 cards

  @id:nocturne-night-watchman-with-fewer-than-five-cards @rule:card:night-watchman.1
  Scenario: Night Watchman with only two cards in deck and discard pile together looks at those two
    Given a Dominion game between Alice and Bob with kingdom "Night Watchman"
    And it is Alice's Night phase
    And Alice has "Night Watchman" in hand
    And Alice's deck holds, from the top, "Gold" and "Silver"
    And Alice will answer "discard" with "nothing"
    And Alice will answer "order" with "Silver" and "Gold"
    When Alice plays "Night Watchman"
    Then Alice's "discard" choice allows at most 2
    And Alice's deck is "Silver" and "Gold"
    And Alice's discard pile is empty

  @id:nocturne-night-watchman-looked-at-cards-stay-on-the-deck @rule:card:night-watchman.1
  Scenario: While the player decides, the five cards Night Watchman looks at are still on top of the deck
    Given a Dominion game between Alice and Bob with kingdom "Night Watchman"
    And it is Alice's Night phase
    And Alice has "Night Watchman" in hand
    And Alice's deck holds, from the top, "Estate", "Gold", "Curse", "Silver", "Copper" and "Province"
    And Alice will answer "discard" with "Estate" and "Curse"
    And Alice will answer "order" with "Silver", "Gold" and "Copper"
    When Alice plays "Night Watchman"
    Then at Alice's "discard" choice, Alice's deck is "Estate", "Gold", "Curse", "Silver", "Copper" and "Province"
    And at Alice's "discard" choice, Alice's discard pile is empty
    And Alice's deck is "Silver", "Gold", "Copper" and "Province"

  @id:nocturne-pixie-reshuffles-the-boon-deck @rule:card:pixie.1 @rule:fate-cards-and-boons.1
  Scenario: Pixie with the Boon deck empty re-forms it from the Boon discard pile before discarding the top Boon
    Given a Dominion game between Alice and Bob with kingdom "Pixie"
    And the Boon deck is empty
    And the Boon discard pile holds, from the top, "The Sea's Gift"
    And it is Alice's Action phase
    And Alice has "Pixie" in hand
    And Alice will answer "trash" with "nothing"
    When Alice plays "Pixie"
    Then the Boon discard pile is "The Sea's Gift"
    And the Boon deck is empty
    And Alice's play is "Pixie"

  @id:nocturne-pixie-rivers-gift-twice-two-extra-cards @rule:card:pixie.1 @rule:boon:the-rivers-gift @rule:base:cleanup-phase
  Scenario: The River's Gift received twice through Pixie draws two extra cards in Clean-up and is kept once
    Given a Dominion game between Alice and Bob with kingdom "Pixie"
    And the Boon deck holds, from the top, "The River's Gift"
    And it is Alice's Action phase
    And Alice has "Pixie" in hand
    And Alice's deck holds 8 copies of "Copper"
    And Alice will answer "trash" with "Pixie"
    When Alice plays "Pixie"
    Then Alice will draw 2 extra cards in this turn's Clean-up
    And Alice's kept Boons is "The River's Gift"
    When Alice ends her turn
    Then Alice's hand holds 7 cards
    And the Boon discard pile is "The River's Gift"

  @id:nocturne-pixie-played-twice-trashes-once @rule:card:pixie.1 @rule:boon:the-fields-gift
  Scenario: A Pixie played twice can be trashed the first time only; the second time it just discards a Boon
    Test Throne (test kit) plays an Action card from hand twice.

    Given a Dominion game between Alice and Bob with kingdom "Pixie" and "Test Throne"
    And the Boon deck holds, from the top, "The Field's Gift" and "The Mountain's Gift"
    And it is Alice's Action phase
    And Alice has "Test Throne" and "Pixie" in hand
    And Alice's deck holds 2 copies of "Copper"
    And Alice will answer "play" with "Pixie"
    And Alice will answer "trash" with "Pixie"
    When Alice plays "Test Throne"
    Then Alice has 4 Actions and 2 Coins
    And the trash is "Pixie"
    And Alice's kept Boons is "The Field's Gift"
    And the Boon discard pile is "The Mountain's Gift"
    And Alice's discard pile is empty
    And Alice's hand holds 2 cards

  @id:nocturne-pixie-with-no-boons-at-all @rule:card:pixie.1
  Scenario: Pixie with no Boon to discard gives its card and Action and asks nothing
    Given a Dominion game between Alice and Bob with kingdom "Pixie"
    And the Boon deck is empty
    And the Boon discard pile is empty
    And it is Alice's Action phase
    And Alice has "Pixie" in hand
    And Alice's deck holds, from the top, "Gold"
    When Alice plays "Pixie"
    Then Alice's hand is "Gold"
    And Alice has 1 Action
    And Alice's play is "Pixie"

  @id:nocturne-pooka-with-only-cursed-gold-trashes-nothing @rule:card:pooka.1 @rule:heirloom:cursed-gold
  Scenario: Pooka with only Cursed Gold among its Treasures has nothing it may trash
    Given a Dominion game between Alice and Bob with kingdom "Pooka"
    And it is Alice's Action phase
    And Alice has "Pooka", "Cursed Gold" and "Estate" in hand
    And Alice's deck holds 4 copies of "Silver"
    When Alice plays "Pooka"
    Then Alice's "trash" choice offers exactly "nothing"
    And Alice's hand is "Cursed Gold" and "Estate"
    And the trash is empty

  @id:nocturne-pooka-draws-only-what-is-left @rule:card:pooka.1 @rule:base:drawing
  Scenario: Pooka draws as many of its four cards as deck and discard pile hold
    Given a Dominion game between Alice and Bob with kingdom "Pooka"
    And it is Alice's Action phase
    And Alice has "Pooka" and "Copper" in hand
    And Alice's deck holds, from the top, "Gold" and "Silver"
    And Alice will answer "trash" with "Copper"
    When Alice plays "Pooka"
    Then Alice's hand is "Gold" and "Silver"
    And the trash is "Copper"

  @id:nocturne-pooka-may-trash-pasture @rule:card:pooka.1 @rule:heirloom:pasture
  Scenario: Pasture, a Treasure and Victory Heirloom, is a Treasure Pooka may trash
    Given a Dominion game between Alice and Bob with kingdom "Pooka" and "Shepherd"
    And it is Alice's Action phase
    And Alice has "Pooka", "Pasture", "Cursed Gold" and "Copper" in hand
    And Alice's deck holds 4 copies of "Silver"
    And Alice will answer "trash" with "Pasture"
    When Alice plays "Pooka"
    Then Alice's "trash" choice offers exactly "Pasture", "Copper" and "nothing"
    And the trash is "Pasture"
    And Alice's hand is "Cursed Gold", "Copper", "Silver", "Silver", "Silver" and "Silver"

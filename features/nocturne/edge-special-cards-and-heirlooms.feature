Feature: Cards outside the Supply and Heirlooms at their edges
  Bat, Ghost, Imp, Will-o'-Wisp, Wish, the Zombies and the seven Heirlooms, each read against
  the edge-case checklist (docs/games/nocturne-edge-cases.md).

  @id:nocturne-bat-trashing-nothing-stays-a-bat @rule:special:bat
  Scenario: A Bat that trashes nothing is not exchanged
    Given a Dominion game between Alice and Bob with kingdom "Vampire"
    And it is Alice's Night phase
    And Alice has "Bat" and "Estate" in hand
    And Alice will answer "trash" with "nothing"
    When Alice plays "Bat"
    Then Alice's "trash" choice allows at least 0
    And Alice's play is "Bat"
    And the "Vampire" pile holds 10 cards

  @id:nocturne-bat-with-no-vampire-left-stays-in-play @rule:special:bat
  Scenario: A Bat that trashes a card with no Vampire left stays in play
    Given a Dominion game between Alice and Bob with kingdom "Vampire"
    And the "Vampire" pile holds 0 cards
    And it is Alice's Night phase
    And Alice has "Bat" and "Estate" in hand
    And Alice will answer "trash" with "Estate"
    When Alice plays "Bat"
    Then the trash is "Estate"
    And Alice's play is "Bat"
    And Alice's discard pile is empty

  @id:nocturne-bat-one-card-is-enough @rule:special:bat
  Scenario: Trashing one card is enough for Bat to be exchanged for a Vampire
    Given a Dominion game between Alice and Bob with kingdom "Vampire"
    And the "Vampire" pile holds 9 cards
    And the "Bat" pile holds 9 cards
    And it is Alice's Night phase
    And Alice has "Bat", "Estate" and "Copper" in hand
    And Alice will answer "trash" with "Estate"
    When Alice plays "Bat"
    Then Alice's play is empty
    And Alice's discard pile is "Vampire"
    And the "Bat" pile holds 10 cards
    And the "Vampire" pile holds 8 cards

  @id:nocturne-ghost-finds-no-action-and-discards-everything @rule:special:ghost @rule:base:shuffling
  Scenario: Ghost that finds no Action through deck and discard pile discards all it revealed and waits for nothing
    Given a Dominion game between Alice and Bob with kingdom "Exorcist"
    And it is Alice's Night phase
    And Alice has "Ghost" in hand
    And Alice's deck holds, from the top, "Copper" and "Estate"
    And Alice's discard pile holds, from the top, "Silver"
    When Alice plays "Ghost"
    Then Alice's "Ghost" has nothing set aside under it
    And no "Ghost" in Alice's play is waiting for her next turn
    And Alice's deck is empty
    And Alice's discard pile is "Silver", "Estate" and "Copper"

  @id:nocturne-ghost-reshuffles-to-find-an-action @rule:special:ghost @rule:base:shuffling @rule:card:werewolf
  Scenario: Ghost that runs out of deck shuffles the discard pile and goes on revealing until an Action
    Given a Dominion game between Alice and Bob with kingdom "Exorcist" and "Werewolf"
    And it is Alice's Night phase
    And Alice has "Ghost" in hand
    And Alice's deck holds, from the top, "Copper"
    And Alice's discard pile holds, from the top, "Werewolf" and "Estate"
    And the "shuffle" outcome will be "Estate" and "Werewolf"
    When Alice plays "Ghost"
    Then Alice's "Ghost" has "Werewolf" set aside under it
    And Alice's discard pile is "Estate" and "Copper"
    And Alice's deck is empty

  @id:nocturne-ghost-plays-a-duration-twice-and-it-waits-twice @rule:special:ghost @rule:base:duration
  Scenario: A Duration Action that Ghost plays twice does its next-turn effect twice
    Test Caravan (test kit): +1 Card and +1 Action, and at the start of its owner's next turn a card.

    Given a Dominion game between Alice and Bob with kingdom "Exorcist" and "Test Caravan"
    And Alice played "Ghost" on her previous turn with "Test Caravan" set aside under it
    And Alice's deck holds, from the top, "Copper", "Copper", "Gold", "Gold", "Gold", "Gold", "Gold", "Silver", "Silver" and "Estate"
    And it is Bob's Buy phase
    When Bob ends his turn
    Then Alice has 3 Actions
    And Alice's hand is "Copper" and "Copper"
    And Alice's "Test Caravan" in play is waiting for her next turn
    When Alice ends her turn
    Then Alice's play is "Test Caravan"
    When Bob ends his turn
    Then Alice's hand is "Gold", "Gold", "Gold", "Gold", "Gold", "Silver" and "Silver"
    And Alice's deck is "Estate"

  @id:nocturne-ghost-sets-aside-a-faithful-hound @rule:special:ghost @rule:card:faithful-hound.1
  Scenario: Faithful Hound is an Action, so Ghost sets it aside rather than discarding it
    Given a Dominion game between Alice and Bob with kingdom "Exorcist" and "Faithful Hound"
    And it is Alice's Night phase
    And Alice has "Ghost" in hand
    And Alice's deck holds, from the top, "Estate", "Faithful Hound" and "Gold"
    When Alice plays "Ghost"
    Then Alice's "Ghost" has "Faithful Hound" set aside under it
    And Alice's discard pile is "Estate"
    And Alice's set-aside cards is empty
    And Alice's deck is "Gold"

  @id:nocturne-imp-may-play-a-card-it-drew @rule:special:imp
  Scenario: Imp's choice comes after its draw, so an Action it just drew may be played
    Test Village (test kit) is a plain Action: +1 Card, +2 Actions.

    Given a Dominion game between Alice and Bob with kingdom "Tormentor" and "Test Village"
    And it is Alice's Action phase
    And Alice has "Imp" in hand
    And Alice's deck holds, from the top, "Test Village", "Estate" and "Gold"
    And Alice will answer "play" with "Test Village"
    When Alice plays "Imp"
    Then at Alice's "play" choice, Alice's hand is "Test Village" and "Estate"
    And Alice's "play" choice offers exactly "Test Village" and "nothing"
    And Alice's hand is "Estate" and "Gold"
    And Alice has 2 Actions

  @id:nocturne-imp-with-no-action-in-hand-plays-nothing @rule:special:imp
  Scenario: Imp with no Action card in hand has nothing to play
    Given a Dominion game between Alice and Bob with kingdom "Tormentor"
    And it is Alice's Action phase
    And Alice has "Imp" in hand
    And Alice's deck holds, from the top, "Copper" and "Estate"
    When Alice plays "Imp"
    Then Alice's "play" choice offers exactly "nothing"
    And Alice's hand is "Copper" and "Estate"

  @id:nocturne-will-o-wisp-leaves-a-dear-card-on-the-deck @rule:special:will-o-wisp
  Scenario: Will-o'-Wisp leaves a revealed card costing three on top of the deck
    Printed card value (verified against the card database): Will-o'-Wisp's limit of cost 2.
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And it is Alice's Action phase
    And Alice has "Will-o'-Wisp" in hand
    And Alice's deck holds, from the top, "Copper" and "Silver"
    When Alice plays "Will-o'-Wisp"
    Then Alice's hand is "Copper"
    And Alice's deck is "Silver"

  @id:nocturne-will-o-wisp-reshuffles-to-reveal @rule:special:will-o-wisp @rule:base:shuffling
  Scenario: Will-o'-Wisp with an empty deck after its draw shuffles the discard pile to reveal
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And it is Alice's Action phase
    And Alice has "Will-o'-Wisp" in hand
    And Alice's deck holds, from the top, "Copper"
    And Alice's discard pile holds, from the top, "Estate"
    When Alice plays "Will-o'-Wisp"
    Then Alice's hand is "Copper" and "Estate"
    And Alice's deck is empty
    And Alice's discard pile is empty

  @id:nocturne-will-o-wisp-reads-the-current-cost @rule:special:will-o-wisp @rule:base:supply
  Scenario: A Silver costs two while Test Highway is in play, so Will-o'-Wisp takes it into hand
    Test Highway (test kit) in play makes every card cost 1 less.

    Given a Dominion game between Alice and Bob with kingdom "Bard" and "Test Highway"
    And Alice has "Test Highway" in play
    And it is Alice's Action phase
    And Alice has "Will-o'-Wisp" in hand
    And Alice's deck holds, from the top, "Copper" and "Silver"
    When Alice plays "Will-o'-Wisp"
    Then Alice's hand is "Copper" and "Silver"
    And Alice's deck is empty

  @id:nocturne-will-o-wisp-with-nothing-left @rule:special:will-o-wisp
  Scenario: Will-o'-Wisp with no card in deck or discard pile gives its Action only
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And it is Alice's Action phase
    And Alice has "Will-o'-Wisp" in hand
    When Alice plays "Will-o'-Wisp"
    Then Alice's hand is empty
    And Alice has 1 Action

  @id:nocturne-wish-played-twice-gains-once @rule:special:wish
  Scenario: A Wish played twice returns to its pile the first time only, so it gains one card
    Test Throne (test kit) plays an Action card from hand twice.

    Given a Dominion game between Alice and Bob with kingdom "Secret Cave" and "Test Throne"
    And it is Alice's Action phase
    And Alice has "Test Throne" and "Wish" in hand
    And Alice will answer "play" with "Wish"
    And Alice will answer "gain" with "Gold"
    When Alice plays "Test Throne"
    Then Alice's hand is "Gold"
    And Alice has 2 Actions
    And the "Wish" pile holds 13 cards
    And Alice's play is "Test Throne"

  @id:nocturne-wish-gained-card-can-be-played @rule:special:wish
  Scenario: The card Wish gains goes to hand and can be played with Wish's Action
    Test Village (test kit) is a plain Action: +1 Card, +2 Actions.

    Given a Dominion game between Alice and Bob with kingdom "Secret Cave" and "Test Village"
    And it is Alice's Action phase
    And Alice has "Wish" in hand
    And Alice's deck holds, from the top, "Gold"
    And Alice will answer "gain" with "Test Village"
    When Alice plays "Wish"
    Then Alice's hand is "Test Village"
    When Alice plays "Test Village"
    Then Alice has 2 Actions
    And Alice's hand is "Gold"

  @id:nocturne-zombie-apprentice-with-no-action-in-hand @rule:special:zombie-apprentice @rule:card:necromancer.1
  Scenario: Zombie Apprentice with no Action in hand trashes nothing and draws nothing
    Given a Dominion game between Alice and Bob with kingdom "Necromancer"
    And it is Alice's Action phase
    And Alice has "Necromancer" and "Copper" in hand
    And Alice's deck holds 3 copies of "Gold"
    And Alice will answer "play" with "Zombie Apprentice"
    When Alice plays "Necromancer"
    Then Alice's "trash" choice offers exactly "nothing"
    And Alice's hand is "Copper"
    And Alice has 0 Actions

  @id:nocturne-zombie-mason-with-nothing-to-trash @rule:special:zombie-mason @rule:card:necromancer.1
  Scenario: Zombie Mason with no card in deck or discard pile trashes nothing and gains nothing
    Given a Dominion game between Alice and Bob with kingdom "Necromancer"
    And it is Alice's Action phase
    And Alice has "Necromancer" in hand
    And Alice will answer "play" with "Zombie Mason"
    When Alice plays "Necromancer"
    Then there are 3 cards in the trash
    And Alice's discard pile is empty

  @id:nocturne-zombie-mason-may-gain-nothing @rule:special:zombie-mason @rule:card:necromancer.1
  Scenario: Zombie Mason's gain is optional
    Given a Dominion game between Alice and Bob with kingdom "Necromancer"
    And it is Alice's Action phase
    And Alice has "Necromancer" in hand
    And Alice's deck holds, from the top, "Silver"
    And Alice will answer "play" with "Zombie Mason"
    And Alice will answer "gain" with "nothing"
    When Alice plays "Necromancer"
    Then the trash includes "Silver"
    And Alice's discard pile is empty
    And Alice's deck is empty

  @id:nocturne-zombie-mason-trashes-a-haunted-mirror @rule:special:zombie-mason @rule:heirloom:haunted-mirror @rule:card:necromancer.1
  Scenario: A Haunted Mirror Zombie Mason trashes from the deck lets its player discard an Action for a Ghost
    Test Village (test kit) is a plain Action.

    Given a Dominion game between Alice and Bob with kingdom "Necromancer", "Cemetery" and "Test Village"
    And it is Alice's Action phase
    And Alice has "Necromancer" and "Test Village" in hand
    And Alice's deck holds, from the top, "Haunted Mirror"
    And Alice will answer "play" with "Zombie Mason"
    And Alice will answer "discard" with "Test Village"
    And Alice will answer "gain" with "Copper"
    When Alice plays "Necromancer"
    Then Alice's "gain" choice offers exactly "Copper", "Curse" and "nothing"
    And the trash includes "Haunted Mirror"
    And Alice's discard pile is "Copper", "Ghost" and "Test Village"

  @id:nocturne-zombie-mason-reads-the-current-cost @rule:special:zombie-mason @rule:card:necromancer.1 @rule:base:supply
  Scenario: While Test Highway is in play an Estate costs one, so a trashed Copper lets Zombie Mason gain it
    Test Highway (test kit) in play makes every card cost 1 less, never below 0.

    Given a Dominion game between Alice and Bob with kingdom "Necromancer" and "Test Highway"
    And Alice has "Test Highway" in play
    And it is Alice's Action phase
    And Alice has "Necromancer" in hand
    And Alice's deck holds, from the top, "Copper"
    And Alice will answer "play" with "Zombie Mason"
    And Alice will answer "gain" with "Estate"
    When Alice plays "Necromancer"
    Then Alice's "gain" choice offers exactly "Copper", "Curse", "Estate" and "nothing"
    And Alice's discard pile is "Estate"

  @id:nocturne-zombie-spy-reshuffles-to-look @rule:special:zombie-spy @rule:card:necromancer.1 @rule:base:shuffling
  Scenario: Zombie Spy with an empty deck after its draw shuffles the discard pile to look at a card
    Given a Dominion game between Alice and Bob with kingdom "Necromancer"
    And it is Alice's Action phase
    And Alice has "Necromancer" in hand
    And Alice's deck holds, from the top, "Estate"
    And Alice's discard pile holds, from the top, "Gold"
    And Alice will answer "play" with "Zombie Spy"
    And Alice will answer "discard" with "nothing"
    When Alice plays "Necromancer"
    Then Alice's "discard" choice offers exactly "Gold" and "nothing"
    And Alice's hand is "Estate"
    And Alice's deck is "Gold"
    And Alice's discard pile is empty

  @id:nocturne-zombie-spy-discarding-a-faithful-hound @rule:special:zombie-spy @rule:card:faithful-hound.1 @rule:card:necromancer.1
  Scenario: A Faithful Hound Zombie Spy discards from the deck may be set aside
    Given a Dominion game between Alice and Bob with kingdom "Necromancer" and "Faithful Hound"
    And it is Alice's Action phase
    And Alice has "Necromancer" in hand
    And Alice's deck holds, from the top, "Estate" and "Faithful Hound"
    And Alice will answer "play" with "Zombie Spy"
    And Alice will answer "discard" with "Faithful Hound"
    And Alice will answer "set aside" with "Faithful Hound"
    When Alice plays "Necromancer"
    Then Alice's set-aside cards is "Faithful Hound"
    And Alice's deck is empty
    And Alice's discard pile is empty

  @id:nocturne-no-heirloom-or-zombie-pile-anywhere @rule:heirlooms.1 @rule:base:supply @rule:card:necromancer.1
  Scenario: Heirlooms and Zombies have no pile, in the Supply or outside it
    Given a Dominion game between Alice and Bob with kingdom "Pixie", "Tracker", "Pooka", "Fool" and "Necromancer"
    Then no "Goat" pile is in the Supply
    And the game has no "Pouch" pile
    And the game has no "Cursed Gold" pile
    And the game has no "Lucky Coin" pile
    And the game has no "Zombie Spy" pile

  @id:nocturne-cursed-gold-with-the-curse-pile-empty @rule:heirloom:cursed-gold
  Scenario: Cursed Gold with no Curse left makes its coins and gains nothing
    Printed card value (verified against the card database): Cursed Gold's value of 3.
    Given a Dominion game between Alice and Bob with kingdom "Pooka"
    And the "Curse" pile holds 0 cards
    And it is Alice's Buy phase
    And Alice has "Cursed Gold" in hand
    When Alice plays "Cursed Gold"
    Then Alice has 3 Coins
    And Alice's discard pile is empty

  @id:nocturne-cursed-gold-not-played-gains-no-curse @rule:heirloom:cursed-gold @rule:base:cleanup-phase
  Scenario: A Cursed Gold left unplayed gains no Curse
    Given a Dominion game between Alice and Bob with kingdom "Pooka"
    And it is Alice's Buy phase
    And Alice has "Cursed Gold" in hand
    And Alice's deck holds 5 copies of "Copper"
    When Alice ends her Buy phase
    Then it is Bob's Action phase
    And Alice's discard pile is "Cursed Gold"
    And the "Curse" pile holds 10 cards

  @id:nocturne-goat-may-trash-nothing @rule:heirloom:goat
  Scenario: Goat's trash is optional
    Given a Dominion game between Alice and Bob with kingdom "Pixie"
    And it is Alice's Buy phase
    And Alice has "Goat" and "Estate" in hand
    And Alice will answer "trash" with "nothing"
    When Alice plays "Goat"
    Then Alice's hand is "Estate"
    And the trash is empty
    And Alice has 1 Coin

  @id:nocturne-haunted-mirror-trashed-by-locusts @rule:heirloom:haunted-mirror @rule:hex:locusts @rule:card:skulk.1
  Scenario: A Haunted Mirror trashed by Locusts gives its owner the Ghost choice; nothing costs less than it
    Test Village (test kit) is a plain Action.

    Given a Dominion game between Alice and Bob with kingdom "Skulk", "Cemetery" and "Test Village"
    And the Hex deck holds, from the top, "Locusts"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob's deck holds, from the top, "Haunted Mirror"
    And Bob has "Test Village" in hand
    And Bob will answer "discard" with "Test Village"
    When Alice plays "Skulk"
    Then the trash is "Haunted Mirror"
    And Bob's discard pile is "Ghost" and "Test Village"
    And the "Ghost" pile holds 5 cards
    And the "Curse" pile holds 10 cards

  @id:nocturne-haunted-mirror-with-the-ghost-pile-empty @rule:heirloom:haunted-mirror @rule:card:cemetery.1
  Scenario: With no Ghost left, Haunted Mirror's discard still happens and gains nothing
    Given a Dominion game between Alice and Bob with kingdom "Cemetery" and "Conclave"
    And the "Ghost" pile holds 0 cards
    And it is Alice's Buy phase
    And Alice has 4 Coins and 1 Buy
    And Alice has "Haunted Mirror" and "Conclave" in hand
    And Alice will answer "trash" with "Haunted Mirror"
    And Alice will answer "discard" with "Conclave"
    When Alice buys "Cemetery"
    Then Alice's discard pile is "Conclave" and "Cemetery"
    And the "Ghost" pile holds 0 cards

  @id:nocturne-haunted-mirror-with-no-action-in-hand @rule:heirloom:haunted-mirror @rule:card:cemetery.1
  Scenario: Haunted Mirror trashed with no Action in hand offers nothing to discard
    Given a Dominion game between Alice and Bob with kingdom "Cemetery"
    And it is Alice's Buy phase
    And Alice has 4 Coins and 1 Buy
    And Alice has "Haunted Mirror" and "Estate" in hand
    And Alice will answer "trash" with "Haunted Mirror"
    When Alice buys "Cemetery"
    Then Alice's "discard" choice offers exactly "nothing"
    And Alice's hand is "Estate"
    And the "Ghost" pile holds 6 cards

  @id:nocturne-lucky-coin-with-the-silver-pile-empty @rule:heirloom:lucky-coin
  Scenario: Lucky Coin with no Silver left makes its coin and gains nothing
    Given a Dominion game between Alice and Bob with kingdom "Fool"
    And the "Silver" pile holds 0 cards
    And it is Alice's Buy phase
    And Alice has "Lucky Coin" in hand
    When Alice plays "Lucky Coin"
    Then Alice has 1 Coin
    And Alice's discard pile is empty

  @id:nocturne-magic-lamp-with-two-wishes-left @rule:heirloom:magic-lamp @rule:special:wish
  Scenario: Magic Lamp with only two Wishes left gains those two
    Given a Dominion game between Alice and Bob with kingdom "Secret Cave" and "Conclave"
    And the "Wish" pile holds 2 cards
    And Alice has "Copper", "Silver", "Gold", "Secret Cave" and "Conclave" in play
    And it is Alice's Buy phase
    And Alice has "Magic Lamp" in hand
    When Alice plays "Magic Lamp"
    Then the trash is "Magic Lamp"
    And Alice's discard pile is "Wish" and "Wish"
    And the "Wish" pile holds 0 cards

  @id:nocturne-magic-lamp-counts-a-duration-in-play @rule:heirloom:magic-lamp @rule:base:duration
  Scenario: A Duration waiting in play from an earlier turn is one of Magic Lamp's six single cards
    Given a Dominion game between Alice and Bob with kingdom "Secret Cave" and "Den of Sin"
    And Alice played "Den of Sin" on her previous turn
    And Alice has "Copper", "Silver", "Gold" and "Secret Cave" in play
    And it is Alice's Buy phase
    And Alice has "Magic Lamp" in hand
    When Alice plays "Magic Lamp"
    Then the trash is "Magic Lamp"
    And the "Wish" pile holds 9 cards

  @id:nocturne-two-pastures-each-count-the-estates @rule:heirloom:pasture @rule:base:victory-cards
  Scenario: Each Pasture counts every Estate its owner has
    Given a Dominion game between Alice and Bob with kingdom "Shepherd"
    And Alice has "Pasture" and "Pasture" in hand
    And Alice has "Estate", "Estate" and "Estate" in her discard pile
    Then Alice has 9 victory points

  @id:nocturne-pouch-buy-can-be-used @rule:heirloom:pouch @rule:base:buying
  Scenario: The Buy Pouch gives can be used for a second card
    Given a Dominion game between Alice and Bob with kingdom "Tracker"
    And it is Alice's Buy phase
    And Alice has "Pouch" and "Silver" in hand
    When Alice plays "Pouch" and "Silver"
    And Alice buys "Estate" and "Copper"
    Then Alice's discard pile is "Copper" and "Estate"
    And Alice has 1 Coin and 0 Buys

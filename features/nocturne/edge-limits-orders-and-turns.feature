Feature: Limits, orders and turns: the last card of a pile, the top of a pile, whose turn it is
  Edge cases of the checklist (docs/games/nocturne-edge-cases.md) about the exact limits rules
  name (a pile of one card, a hand one larger than a threshold), where a card put on a pile
  goes, whose turn a gain or an action belongs to, the order around the table, and the kit's
  abilities at their limits.

  @id:nocturne-only-the-player-whose-turn-it-is-acts @rule:base:turn-phases
  Scenario: Only the player whose turn it is ends a phase or a turn
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And it is Alice's Buy phase
    And Alice's deck holds 5 copies of "Copper"
    Then Bob cannot end his turn
    When Alice ends her turn
    Then it is Bob's Action phase
    And Alice cannot end her turn

  @id:nocturne-no-turn-before-setup @rule:base:setup
  Scenario: Before the game is set up nobody takes a turn
    Given a Dominion game between Alice and Bob with kingdom "Bard", not yet set up
    Then Alice cannot end her turn
    And Alice's hand is empty

  @id:nocturne-the-game-is-set-up-once @rule:base:setup
  Scenario: A game already set up is not set up again
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    Then the game cannot be set up again
    And it is Alice's Action phase

  @id:nocturne-no-buying-in-the-action-phase @rule:base:buying @rule:base:action-phase
  Scenario: Cards are not bought in the Action phase
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And it is Alice's Action phase
    And Alice has 3 Coins and 1 Buy
    Then Alice cannot buy "Silver"
    And the "Silver" pile holds 40 cards

  @id:nocturne-ending-a-phase-names-the-current-one @rule:base:turn-phases @rule:night-phase.1
  Scenario: A player ends the phase it is, not a later or an earlier one
    Given a Dominion game between Alice and Bob with kingdom "Den of Sin"
    And it is Alice's Action phase
    Then Alice cannot end her Night phase
    And Alice cannot end her Buy phase
    When Alice ends her Action phase
    Then Alice cannot end her Action phase
    And it is Alice's Buy phase

  @id:nocturne-start-of-turn-order-is-the-players @rule:base:duration @rule:state:lost-in-the-woods @rule:card:den-of-sin.1
  Scenario: The start-of-turn effect picked first is resolved first: Lost in the Woods before Den of Sin draws finds an empty hand
    Given a Dominion game between Alice and Bob with kingdom "Fool" and "Den of Sin"
    And the Boon deck holds, from the top, "The Sea's Gift"
    And Alice has the state "Lost in the Woods"
    And Alice played "Den of Sin" on her previous turn
    And Alice's deck holds, from the top, "Gold" and "Silver"
    And it is Bob's Buy phase
    And Alice will answer "start of turn" with "Lost in the Woods"
    When Bob ends his turn
    Then Alice's "discard" choice offers exactly "nothing"
    And Alice's hand is "Gold" and "Silver"
    And the Boon deck is "The Sea's Gift"

  @id:nocturne-kept-boons-go-on-top-of-the-boon-discard-pile @rule:base:cleanup-phase @rule:fate-cards-and-boons.1
  Scenario: A Boon kept until Clean-up goes on top of the Boon discard pile
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon discard pile holds, from the top, "The Sea's Gift" and "The Sky's Gift"
    And Alice has "The Field's Gift" in her kept Boons
    And it is Alice's Buy phase
    And Alice's deck holds 5 copies of "Copper"
    When Alice ends her turn
    Then the Boon discard pile is "The Field's Gift", "The Sea's Gift" and "The Sky's Gift"

  @id:nocturne-a-used-hex-goes-on-top-of-the-hex-discard-pile @rule:doom-cards-hexes-and-states.1 @rule:card:skulk.1
  Scenario: A Hex used goes on top of the Hex discard pile
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the Hex deck holds, from the top, "Plague"
    And the Hex discard pile holds, from the top, "War" and "Fear"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    When Alice plays "Skulk"
    Then the Hex discard pile is "Plague", "War" and "Fear"

  @id:nocturne-a-trashed-card-goes-on-top-of-the-trash @rule:base:trashing @rule:heirloom:goat
  Scenario: A card trashed goes on top of the trash
    Given a Dominion game between Alice and Bob with kingdom "Pixie"
    And the trash holds, from the top, "Copper" and "Estate"
    And it is Alice's Buy phase
    And Alice has "Goat" and "Curse" in hand
    And Alice will answer "trash" with "Curse"
    When Alice plays "Goat"
    Then the trash is "Curse", "Copper" and "Estate"

  @id:nocturne-tracker-puts-the-card-on-top-of-the-whole-deck @rule:card:tracker.1
  Scenario: Tracker puts the gained card on top of the deck, above every card there
    Given a Dominion game between Alice and Bob with kingdom "Tracker"
    And the effect of "Tracker" lasts for the rest of Alice's turn
    And it is Alice's Buy phase
    And Alice has 3 Coins and 1 Buy
    And Alice's deck holds, from the top, "Gold" and "Estate"
    And Alice will answer "topdeck" with "Silver"
    When Alice buys "Silver"
    Then Alice's deck is "Silver", "Gold" and "Estate"

  @id:nocturne-suns-gift-puts-its-cards-back-above-the-rest-of-the-deck @rule:boon:the-suns-gift @rule:card:bard.1
  Scenario: The cards The Sun's Gift puts back go on top of the rest of the deck
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck holds, from the top, "The Sun's Gift"
    And it is Alice's Action phase
    And Alice has "Bard" in hand
    And Alice's deck holds, from the top, "Estate", "Copper", "Curse", "Gold", "Province" and "Duchy"
    And Alice will answer "discard" with "Estate" and "Curse"
    And Alice will answer "order" with "Gold" and "Copper"
    When Alice plays "Bard"
    Then Alice's deck is "Gold", "Copper", "Province" and "Duchy"

  @id:nocturne-an-attack-goes-round-from-the-attackers-left @rule:base:attack @rule:card:skulk.1 @rule:hex:plague
  Scenario: Bob's Attack in a three-player game reaches Carol first, then Alice, once each
    Given a Dominion game between Alice, Bob and Carol with kingdom "Skulk"
    And the Hex deck holds, from the top, "Plague"
    And the "Curse" pile holds 3 cards
    And it is Bob's Action phase
    And Bob has "Skulk" in hand
    When Bob plays "Skulk"
    Then Carol's hand is "Curse"
    And Alice's hand is "Curse"
    And Bob's hand is empty
    And the "Curse" pile holds 1 cards

  @id:nocturne-an-attack-in-four-players-reaches-all-three-others @rule:base:attack @rule:card:skulk.1 @rule:hex:plague
  Scenario: Carol's Attack in a four-player game reaches Dan, Alice and Bob
    Given a Dominion game between Alice, Bob, Carol and Dan with kingdom "Skulk"
    And the Hex deck holds, from the top, "Plague"
    And it is Carol's Action phase
    And Carol has "Skulk" in hand
    When Carol plays "Skulk"
    Then Dan's hand is "Curse"
    And Alice's hand is "Curse"
    And Bob's hand is "Curse"
    And Carol's hand is empty

  @id:nocturne-another-players-gain-is-not-the-active-players @rule:card:tracker.1 @rule:card:sacred-grove.1 @rule:base:gaining
  Scenario: On Bob's turn, the Silver Alice gains from his shared Boon is hers: not his gain, not his Tracker's
    Given a Dominion game between Alice and Bob with kingdom "Sacred Grove" and "Tracker"
    And the Boon deck holds, from the top, "The Mountain's Gift"
    And it is Bob's Action phase
    And the effect of "Tracker" lasts for the rest of Bob's turn
    And Bob has "Sacred Grove" in hand
    And Bob will answer "topdeck" with "nothing"
    And Alice will answer "receive" with "yes"
    When Bob plays "Sacred Grove"
    Then Bob has gained "Silver" this turn
    And Bob's discard pile is "Silver"
    And Alice's discard pile is "Silver"

  @id:nocturne-four-empty-supply-piles-end-the-game-too @rule:base:game-end
  Scenario: More than three empty Supply piles end the game as well
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the "Curse" pile holds 0 cards
    And the "Bard" pile holds 0 cards
    And the "Estate" pile holds 0 cards
    And the "Duchy" pile holds 0 cards
    And Alice has "Province" in her discard pile
    And it is Alice's Buy phase
    When Alice ends her turn
    Then Alice is the only winner

  @id:nocturne-one-province-left-is-not-the-end @rule:base:game-end
  Scenario: With one Province left the game goes on
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the "Province" pile holds 1 cards
    And it is Alice's Buy phase
    And Alice's deck holds 5 copies of "Copper"
    When Alice ends her turn
    Then the game is not over
    And it is Bob's Action phase

  @id:nocturne-seven-heirlooms-replace-every-copper @rule:heirlooms.1 @rule:base:setup
  Scenario: Seven Kingdom cards naming all seven Heirlooms replace all seven starting Coppers
    Given a Dominion game between Alice and Bob with kingdom "Pixie", "Tracker", "Secret Cave", "Cemetery", "Pooka", "Shepherd" and "Fool", not yet set up
    And the "shuffle" outcome will be "Goat", "Pouch", "Magic Lamp", "Haunted Mirror", "Cursed Gold", "Pasture", "Lucky Coin", "Estate", "Estate" and "Estate"
    And the "shuffle" outcome will be "Estate", "Estate", "Estate", "Lucky Coin", "Pasture", "Cursed Gold", "Haunted Mirror", "Magic Lamp", "Pouch" and "Goat"
    And the "boon shuffle" outcome will be "The Sun's Gift", "The Sea's Gift", "The Wind's Gift", "The Earth's Gift", "The Field's Gift", "The Flame's Gift", "The Forest's Gift", "The Moon's Gift", "The Mountain's Gift", "The River's Gift", "The Sky's Gift" and "The Swamp's Gift"
    When the game is set up
    Then Alice's hand is "Goat", "Pouch", "Magic Lamp", "Haunted Mirror" and "Cursed Gold"
    And Alice's deck is "Pasture", "Lucky Coin", "Estate", "Estate" and "Estate"
    And the "Copper" pile holds 60 cards

  @id:nocturne-setup-with-a-fate-card-sets-no-boon-aside @rule:fate-cards-and-boons.1 @rule:base:setup @rule:card:druid.1
  Scenario: Setting up with a Fate card but no Druid puts all twelve Boons in the Boon deck
    Given a Dominion game between Alice and Bob with kingdom "Bard", not yet set up
    And the "shuffle" outcome will be "Copper", "Copper", "Copper", "Estate", "Copper", "Estate", "Copper", "Copper", "Estate" and "Copper"
    And the "shuffle" outcome will be "Estate", "Copper", "Copper", "Copper", "Copper", "Estate", "Copper", "Estate", "Copper" and "Copper"
    And the "boon shuffle" outcome will be "The Sun's Gift", "The Sea's Gift", "The Wind's Gift", "The Earth's Gift", "The Field's Gift", "The Flame's Gift", "The Forest's Gift", "The Moon's Gift", "The Mountain's Gift", "The River's Gift", "The Sky's Gift" and "The Swamp's Gift"
    When the game is set up
    Then there are 12 cards in the Boon deck
    And the Druid's Boons is empty
    And the Hex deck is empty

  @id:nocturne-setup-with-a-doom-card-forms-the-hex-deck @rule:doom-cards-hexes-and-states.1 @rule:base:setup
  Scenario: Setting up with a Doom card shuffles all twelve Hexes into the Hex deck
    Given a Dominion game between Alice and Bob with kingdom "Skulk", not yet set up
    And the "shuffle" outcome will be "Copper", "Copper", "Copper", "Estate", "Copper", "Estate", "Copper", "Copper", "Estate" and "Copper"
    And the "shuffle" outcome will be "Estate", "Copper", "Copper", "Copper", "Copper", "Estate", "Copper", "Estate", "Copper" and "Copper"
    And the "hex shuffle" outcome will be "War", "Poverty", "Plague", "Misery", "Locusts", "Haunting", "Greed", "Fear", "Famine", "Envy", "Delusion" and "Bad Omens"
    When the game is set up
    Then there are 12 cards in the Hex deck
    And the Hex deck includes "War" and "Bad Omens"
    And the Boon deck is empty

  @id:nocturne-zombie-spy-looks-at-one-card-only @rule:special:zombie-spy @rule:card:necromancer.1
  Scenario: Zombie Spy looks at the top card only, not the one below it
    Given a Dominion game between Alice and Bob with kingdom "Necromancer"
    And it is Alice's Action phase
    And Alice has "Necromancer" in hand
    And Alice's deck holds, from the top, "Estate", "Gold" and "Silver"
    And Alice will answer "play" with "Zombie Spy"
    And Alice will answer "discard" with "Gold"
    When Alice plays "Necromancer"
    Then Alice's "discard" choice offers exactly "Gold" and "nothing"
    And Alice's deck is "Silver"
    And Alice's discard pile is "Gold"

  @id:nocturne-pixie-takes-its-boon-back-off-the-discard-pile @rule:card:pixie.1 @rule:boon:the-mountains-gift
  Scenario: The Boon Pixie discards goes on top of the Boon discard pile, and trashing Pixie takes that one back
    Given a Dominion game between Alice and Bob with kingdom "Pixie"
    And the Boon deck holds, from the top, "The Mountain's Gift"
    And the Boon discard pile holds, from the top, "The Sea's Gift" and "The Sky's Gift"
    And it is Alice's Action phase
    And Alice has "Pixie" in hand
    And Alice will answer "trash" with "Pixie"
    When Alice plays "Pixie"
    Then Alice's discard pile is "Silver" and "Silver"
    And the Boon discard pile is "The Mountain's Gift", "The Sea's Gift" and "The Sky's Gift"

  @id:nocturne-the-last-changeling-may-be-taken @rule:card:changeling.1
  Scenario: With one Changeling left, a gained card may still be exchanged for it
    Given a Dominion game between Alice and Bob with kingdom "Changeling"
    And the "Changeling" pile holds 1 cards
    And it is Alice's Buy phase
    And Alice has 3 Coins and 1 Buy
    And Alice will answer "exchange" with "yes"
    When Alice buys "Silver"
    Then Alice's discard pile is "Changeling"
    And the "Changeling" pile holds 0 cards

  @id:nocturne-changeling-copies-the-last-card-of-a-pile @rule:card:changeling.1
  Scenario: Changeling may gain the last card of a pile
    Given a Dominion game between Alice and Bob with kingdom "Changeling"
    And Alice has "Silver" in play
    And the "Silver" pile holds 1 cards
    And it is Alice's Night phase
    And Alice has "Changeling" in hand
    And Alice will answer "exchange" with "no"
    When Alice plays "Changeling"
    Then Alice's discard pile is "Silver"
    And the "Silver" pile holds 0 cards

  @id:nocturne-exorcist-gains-the-last-spirit-of-a-pile @rule:card:exorcist.1 @rule:special:imp
  Scenario: Exorcist may gain the last Spirit of a pile
    Given a Dominion game between Alice and Bob with kingdom "Exorcist"
    And the "Imp" pile holds 1 cards
    And it is Alice's Night phase
    And Alice has "Exorcist" and "Silver" in hand
    And Alice will answer "gain" with "Imp"
    When Alice plays "Exorcist"
    Then Alice's "gain" choice offers exactly "Will-o'-Wisp" and "Imp"
    And the "Imp" pile holds 0 cards

  @id:nocturne-a-gain-may-take-the-last-card-of-a-supply-pile @rule:card:devils-workshop.1 @rule:base:gaining
  Scenario: A card whose Supply pile holds one card is still offered to a gain
    Given a Dominion game between Alice and Bob with kingdom "Devil's Workshop"
    And the "Silver" pile holds 1 cards
    And it is Alice's Night phase
    And Alice has "Gold" in her discard pile
    And Alice has gained "Gold" this turn
    And Alice has "Devil's Workshop" in hand
    And Alice will answer "gain" with "Silver"
    When Alice plays "Devil's Workshop"
    Then Alice's "gain" choice offers "Silver"
    And the "Silver" pile holds 0 cards

  @id:nocturne-vampire-takes-the-last-bat @rule:card:vampire.1 @rule:special:bat
  Scenario: With one Bat left, Vampire is still exchanged for it
    Given a Dominion game between Alice and Bob with kingdom "Vampire"
    And the "Bat" pile holds 1 cards
    And the "Vampire" pile holds 9 cards
    And the Hex deck holds, from the top, "Plague"
    And it is Alice's Night phase
    And Alice has "Vampire" in hand
    And Alice will answer "gain" with "Silver"
    When Alice plays "Vampire"
    Then Alice has "Bat" in discard pile
    And the "Bat" pile holds 0 cards
    And the "Vampire" pile holds 10 cards

  @id:nocturne-vampire-offers-another-night-attack @rule:card:vampire.1 @rule:card:werewolf
  Scenario: Only Vampire itself is left out of its gain: a Werewolf costing five is offered
    Given a Dominion game between Alice and Bob with kingdom "Vampire" and "Werewolf"
    And the Hex deck holds, from the top, "Plague"
    And it is Alice's Night phase
    And Alice has "Vampire" in hand
    And Alice will answer "gain" with "Werewolf"
    When Alice plays "Vampire"
    Then Alice's "gain" choice offers exactly "Copper", "Curse", "Estate", "Silver", "Duchy" and "Werewolf"
    And Alice has "Werewolf" in discard pile

  @id:nocturne-cursed-village-with-more-than-six-draws-nothing @rule:card:cursed-village.1
  Scenario: Cursed Village with seven cards left in hand draws nothing
    Given a Dominion game between Alice and Bob with kingdom "Cursed Village"
    And it is Alice's Action phase
    And Alice has "Cursed Village", "Copper", "Copper", "Copper", "Copper", "Estate", "Estate" and "Estate" in hand
    And Alice's deck holds, from the top, "Gold"
    When Alice plays "Cursed Village"
    Then Alice's hand holds 7 cards
    And Alice's deck is "Gold"

  @id:nocturne-monastery-from-play-gets-what-is-left-and-only-coppers @rule:card:monastery.1
  Scenario: Monastery's allowance left after the hand goes to Coppers in play, and no other card in play
    Given a Dominion game between Alice and Bob with kingdom "Monastery" and "Conclave"
    And Alice has "Copper", "Copper" and "Conclave" in play
    And it is Alice's Night phase
    And Alice has "Silver", "Silver" and "Silver" in her discard pile
    And Alice has gained "Silver", "Silver" and "Silver" this turn
    And Alice has "Monastery" and "Estate" in hand
    And Alice will answer "trash" with "Estate"
    And Alice will answer "trash from play" with "Copper" and "Copper"
    When Alice plays "Monastery"
    Then Alice's "trash from play" choice offers exactly "Copper" and "nothing"
    And Alice's "trash from play" choice allows at most 2
    And Alice's play is "Conclave" and "Monastery"

  @id:nocturne-wish-reads-the-current-cost @rule:special:wish @rule:base:supply
  Scenario: Wish's "up to six" reads costs as changed: a Province at seven is still too dear
    Test Highway (test kit) in play makes every card cost 1 less.

    Given a Dominion game between Alice and Bob with kingdom "Secret Cave" and "Test Highway"
    And Alice has "Test Highway" in play
    And it is Alice's Action phase
    And Alice has "Wish" in hand
    And Alice will answer "gain" with "Gold"
    When Alice plays "Wish"
    Then Alice's "gain" choice does not offer "Province"
    And Alice's "gain" choice offers "Gold" and "Secret Cave"
    And Alice's hand is "Gold"

  @id:nocturne-will-o-wisp-takes-a-card-costing-nothing @rule:special:will-o-wisp
  Scenario: A revealed card costing nothing goes into hand with Will-o'-Wisp
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And it is Alice's Action phase
    And Alice has "Will-o'-Wisp" in hand
    And Alice's deck holds, from the top, "Silver" and "Curse"
    When Alice plays "Will-o'-Wisp"
    Then Alice's hand is "Silver" and "Curse"
    And Alice's deck is empty

  @id:nocturne-magic-lamp-with-seven-single-cards @rule:heirloom:magic-lamp
  Scenario: Seven single cards in play are at least six, so Magic Lamp is trashed for its Wishes
    Given a Dominion game between Alice and Bob with kingdom "Secret Cave", "Conclave" and "Bard"
    And Alice has "Copper", "Silver", "Gold", "Secret Cave", "Conclave" and "Bard" in play
    And it is Alice's Buy phase
    And Alice has "Magic Lamp" in hand
    When Alice plays "Magic Lamp"
    Then the trash is "Magic Lamp"
    And the "Wish" pile holds 9 cards

  @id:nocturne-famine-reveals-three-cards-not-four @rule:hex:famine @rule:card:skulk.1
  Scenario: Famine reveals three cards: an Action fourth from the top is not among them
    Given a Dominion game between Alice and Bob with kingdom "Skulk" and "Werewolf"
    And the Hex deck holds, from the top, "Famine"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob's deck holds, from the top, "Silver", "Estate", "Gold" and "Werewolf"
    And the "shuffle" outcome will be "Werewolf", "Gold", "Estate" and "Silver"
    When Alice plays "Skulk"
    Then Bob's discard pile is empty
    And Bob's deck is "Werewolf", "Gold", "Estate" and "Silver"

  @id:nocturne-fear-reaches-a-hand-of-six @rule:hex:fear @rule:card:skulk.1
  Scenario: Fear takes its card from a hand of six as from a hand of five
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the Hex deck holds, from the top, "Fear"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob has "Silver", "Estate", "Estate", "Estate", "Estate" and "Estate" in hand
    When Alice plays "Skulk"
    Then Bob's discard pile is "Silver"

  @id:nocturne-haunting-reaches-a-hand-of-five @rule:hex:haunting @rule:card:skulk.1
  Scenario: Haunting takes its card from a hand of five as from a hand of four
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the Hex deck holds, from the top, "Haunting"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob has "Gold", "Gold", "Gold", "Gold" and "Gold" in hand
    When Alice plays "Skulk"
    Then Bob's deck is "Gold"
    And Bob's hand holds 4 cards

  @id:nocturne-poverty-from-a-hand-of-six-discards-three @rule:hex:poverty @rule:card:skulk.1
  Scenario: Poverty from a hand of six discards three
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the Hex deck holds, from the top, "Poverty"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob's hand holds 6 copies of "Copper"
    When Alice plays "Skulk"
    Then Bob's hand holds 3 cards
    And Bob's discard pile holds 3 cards

  @id:nocturne-raider-reaches-a-hand-of-six @rule:card:raider.1
  Scenario: Raider reaches a hand of six as a hand of five
    Given a Dominion game between Alice and Bob with kingdom "Raider"
    And Alice has "Silver" in play
    And it is Alice's Night phase
    And Alice has "Raider" in hand
    And Bob has "Silver", "Estate", "Estate", "Estate", "Estate" and "Estate" in hand
    When Alice plays "Raider"
    Then Bob's discard pile is "Silver"

  @id:nocturne-raider-goes-on-past-a-small-hand @rule:card:raider.1 @rule:base:attack
  Scenario: A player with too few cards is skipped, and Raider goes on to the next player
    Given a Dominion game between Alice, Bob and Carol with kingdom "Raider"
    And Alice has "Silver" in play
    And it is Alice's Night phase
    And Alice has "Raider" in hand
    And Bob has "Silver", "Estate", "Estate" and "Estate" in hand
    And Carol has "Silver", "Estate", "Estate", "Estate" and "Estate" in hand
    When Alice plays "Raider"
    Then Bob's hand holds 4 cards
    And Carol's discard pile is "Silver"

  @id:nocturne-crypt-returns-the-treasure-chosen @rule:card:crypt.1
  Scenario: Crypt returns the Treasure its player chose, wherever it lies among those set aside
    Given a Dominion game between Alice and Bob with kingdom "Crypt"
    And Alice played "Crypt" on her previous turn with "Silver" and "Gold" set aside under it
    And it is Bob's Buy phase
    And Alice will answer "to hand" with "Gold"
    When Bob ends his turn
    Then Alice's hand is "Gold"
    And Alice's "Crypt" has "Silver" set aside under it

  @id:nocturne-necromancer-plays-the-card-chosen @rule:card:necromancer.1 @rule:special:zombie-apprentice
  Scenario: Necromancer plays the card its player chose, wherever it lies in the trash
    Given a Dominion game between Alice and Bob with kingdom "Necromancer"
    And the trash holds, from the top, "Zombie Spy" and "Zombie Apprentice"
    And it is Alice's Action phase
    And Alice has "Necromancer" and "Copper" in hand
    And Alice will answer "play" with "Zombie Apprentice"
    When Alice plays "Necromancer"
    Then Alice's "trash" choice offers exactly "nothing"
    And the "Zombie Apprentice" in the trash is face down
    And the "Zombie Spy" in the trash is face up

  @id:nocturne-only-guardian-protects-not-any-waiting-duration @rule:card:guardian.1 @rule:base:attack @rule:hex:plague
  Scenario: A waiting Duration that is not Guardian protects nobody
    Given a Dominion game between Alice and Bob with kingdom "Skulk" and "Den of Sin"
    And the Hex deck holds, from the top, "Plague"
    And Bob played "Den of Sin" on his previous turn
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    When Alice plays "Skulk"
    Then Bob's hand is "Curse"

  @id:nocturne-a-reaction-to-an-attack-played-by-another-card @rule:base:reaction @rule:card:conclave.1 @rule:card:skulk.1
  Scenario: A reaction to an Attack that Conclave plays leaves its owner unaffected by that Attack
    Test Moat (test kit) may be revealed when another player plays an Attack.

    Given a Dominion game between Alice and Bob with kingdom "Conclave", "Skulk" and "Test Moat"
    And the Hex deck holds, from the top, "Plague"
    And Bob has "Test Moat" in hand
    And it is Alice's Action phase
    And Alice has "Conclave" and "Skulk" in hand
    And Alice will answer "play" with "Skulk"
    And Bob will answer "use" with "Test Moat"
    When Alice plays "Conclave"
    Then Bob's hand is "Test Moat"
    And the Hex deck is "Plague"

  @id:nocturne-kit-card-without-next-turn-ability-leaves-in-cleanup @rule:base:cleanup-phase @rule:base:duration
  Scenario: A kit card with no start-of-next-turn ability is discarded in Clean-up
    Test Tally (test kit) watches its owner's gains; it does not wait for the next turn.

    Given a Dominion game between Alice and Bob with kingdom "Test Tally"
    And it is Alice's Action phase
    And Alice has "Test Tally" in hand
    And Alice's deck holds 5 copies of "Copper"
    When Alice plays "Test Tally"
    And Alice ends her turn
    Then Alice's play is empty
    And Alice's discard pile is "Test Tally"

  @id:nocturne-a-duration-played-three-times-waits-three-times @rule:base:duration
  Scenario: A Duration played three times does its next-turn effect three times
    Test Court (test kit) plays an Action card three times; Test Caravan draws a card at the start
    of its owner's next turn.

    Given a Dominion game between Alice and Bob with kingdom "Test Court" and "Test Caravan"
    And it is Alice's Action phase
    And Alice has "Test Court" and "Test Caravan" in hand
    And Alice's deck holds, from the top, "Copper", "Copper", "Copper", "Estate", "Estate", "Estate", "Estate", "Estate", "Gold", "Gold", "Gold" and "Silver"
    And Alice will answer "play" with "Test Caravan"
    When Alice plays "Test Court"
    Then Alice has 3 Actions
    When Alice ends her turn
    And Bob ends his turn
    Then Alice's hand is "Estate", "Estate", "Estate", "Estate", "Estate", "Gold", "Gold" and "Gold"

  @id:nocturne-secret-cave-played-three-times-discarding-twice @rule:card:secret-cave.1 @rule:base:duration
  Scenario: A Secret Cave played three times, its three cards discarded twice, gives its coins twice
    Printed card value (verified against the card database): Secret Cave's +3 coins. Test Court (test kit) plays an Action card three times.
    Given a Dominion game between Alice and Bob with kingdom "Secret Cave" and "Test Court"
    And it is Alice's Action phase
    And Alice has "Test Court", "Secret Cave", "Estate", "Estate", "Estate", "Estate" and "Estate" in hand
    And Alice's deck holds, from the top, "Curse", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper"
    And Alice will answer "play" with "Secret Cave"
    And Alice will answer "discard" with "Estate", "Estate" and "Estate"
    And Alice will answer "discard" with "Estate", "Estate" and "Curse"
    And Alice will answer "discard" with "nothing"
    When Alice plays "Test Court"
    Then Alice's "Secret Cave" in play is waiting for her next turn
    When Alice ends her turn
    And Bob ends his turn
    Then Alice has 6 Coins

  @id:nocturne-kit-trash-up-to-a-number @rule:base:trashing
  Scenario: An "up to four" trash may take one, or none; what depends on it counts on one at least, and the steps after go on
    Test Chapel (test kit): trash up to 4 cards from hand; if any were trashed, +1 coin and then
    +1 Buy; then +1 Action.

    Given a Dominion game between Alice and Bob with kingdom "Test Chapel"
    And it is Alice's Action phase
    And Alice has 2 Actions
    And Alice has "Test Chapel", "Test Chapel", "Estate", "Curse" and "Copper" in hand
    And Alice will answer "trash" with "Estate"
    When Alice plays "Test Chapel"
    Then Alice's "trash" choice allows at least 0
    And Alice's "trash" choice allows at most 4
    And Alice has 2 Actions, 2 Buys and 1 Coin
    Given Alice will answer "trash" with "nothing"
    When Alice plays "Test Chapel"
    Then Alice has 2 Actions, 2 Buys and 1 Coin
    And Alice's hand is "Curse" and "Copper"

  @id:nocturne-kit-a-short-draw-did-not-draw-all @rule:base:drawing
  Scenario: A draw that runs out of cards did not draw all it said, so what depends on it does not happen
    Test Scout (test kit): draw 2 cards; if both were drawn, +1 Action.

    Given a Dominion game between Alice and Bob with kingdom "Test Scout"
    And it is Alice's Action phase
    And Alice has 2 Actions
    And Alice has "Test Scout" and "Test Scout" in hand
    And Alice's deck holds, from the top, "Copper", "Copper" and "Estate"
    When Alice plays "Test Scout"
    Then Alice has 2 Actions
    When Alice plays "Test Scout"
    Then Alice has 1 Action
    And Alice's hand is "Copper", "Copper" and "Estate"

  @id:nocturne-kit-a-gain-from-an-empty-pile-did-not-gain @rule:base:gaining
  Scenario: A gain from an empty pile gains nothing, so what depends on it does not happen
    Test Prospector (test kit): gain a Silver; if one was gained, +1 Buy.

    Given a Dominion game between Alice and Bob with kingdom "Test Prospector"
    And it is Alice's Action phase
    And Alice has 2 Actions
    And Alice has "Test Prospector" and "Test Prospector" in hand
    And the "Silver" pile holds 1 cards
    When Alice plays "Test Prospector"
    Then Alice has 2 Buys
    When Alice plays "Test Prospector"
    Then Alice has 2 Buys
    And Alice's discard pile is "Silver"

  @id:nocturne-kit-each-other-player-not-an-attack @rule:base:attack @rule:card:guardian.1
  Scenario: An effect on each other player that is not an Attack reaches a player with Guardian too
    Test Council Room (test kit): +2 Cards; each other player draws a card.

    Given a Dominion game between Alice and Bob with kingdom "Test Council Room" and "Guardian"
    And Bob played "Guardian" on his previous turn
    And Bob's deck holds, from the top, "Gold"
    And it is Alice's Action phase
    And Alice has "Test Council Room" in hand
    When Alice plays "Test Council Room"
    Then Bob's hand is "Gold"

  @id:nocturne-kit-one-hex-for-each-other-player @rule:doom-cards-hexes-and-states.1 @rule:base:attack @rule:card:guardian.1 @rule:hex:plague
  Scenario: A kit Attack sending the next Hex to each other player reveals one Hex for those it affects
    Test Hexer (test kit): +1 Card; each other player it affects receives the next Hex.

    Given a Dominion game between Alice, Bob, Carol and Dan with kingdom "Test Hexer" and "Guardian"
    And the Hex deck holds, from the top, "Plague" and "Greed"
    And Carol played "Guardian" on her previous turn
    And it is Alice's Action phase
    And Alice has "Test Hexer" in hand
    When Alice plays "Test Hexer"
    Then Bob's hand is "Curse"
    And Carol's hand is empty
    And Dan's hand is "Curse"
    And the Hex discard pile is "Plague"
    And the Hex deck is "Greed"

  @id:nocturne-kit-when-gained-comes-before-the-exchange @rule:base:gaining @rule:card:changeling.1
  Scenario: A card's own when-gained ability happens before Changeling's exchange is offered
    Test Nomad (test kit): when it is gained, the gainer draws a card.

    Given a Dominion game between Alice and Bob with kingdom "Test Nomad" and "Changeling"
    And it is Alice's Buy phase
    And Alice has 4 Coins and 1 Buy
    And Alice's deck holds, from the top, "Gold"
    And Alice will answer "exchange" with "yes"
    When Alice buys "Test Nomad"
    Then at Alice's "exchange" choice, Alice's hand is "Gold"
    And Alice's discard pile is "Changeling"
    And Alice's hand is "Gold"

  @id:nocturne-kit-discard-attack-on-a-hand-of-six @rule:base:attack
  Scenario: A discard-down-to-three Attack on a hand of six takes three
    Test Militia (test kit) makes each other player discard down to three cards.

    Given a Dominion game between Alice and Bob with kingdom "Test Militia"
    And it is Alice's Action phase
    And Alice has "Test Militia" in hand
    And Bob's hand holds 6 copies of "Copper"
    When Alice plays "Test Militia"
    Then Bob's hand holds 3 cards
    And Bob's discard pile holds 3 cards

  @id:nocturne-kit-discard-attack-skips-guardian @rule:base:attack @rule:card:guardian.1
  Scenario: A discard Attack does not reach a player with Guardian waiting in play
    Test Militia (test kit) makes each other player discard down to three cards.

    Given a Dominion game between Alice and Bob with kingdom "Test Militia" and "Guardian"
    And Bob played "Guardian" on his previous turn
    And it is Alice's Action phase
    And Alice has "Test Militia" in hand
    And Bob's hand holds 5 copies of "Copper"
    When Alice plays "Test Militia"
    Then Bob's hand holds 5 cards

  @id:nocturne-a-pile-of-one-card-is-not-empty @rule:base:game-end
  Scenario: Two empty Supply piles and a third holding one card do not end the game
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the "Curse" pile holds 0 cards
    And the "Bard" pile holds 0 cards
    And the "Estate" pile holds 1 cards
    And it is Alice's Buy phase
    And Alice's deck holds 5 copies of "Copper"
    When Alice ends her turn
    Then the game is not over

  @id:nocturne-kit-discard-attack-on-a-hand-of-four @rule:base:attack
  Scenario: A discard-down-to-three Attack on a hand of four takes one card
    Test Militia (test kit) makes each other player discard down to three cards.

    Given a Dominion game between Alice and Bob with kingdom "Test Militia"
    And it is Alice's Action phase
    And Alice has "Test Militia" in hand
    And Bob has "Gold", "Copper", "Estate" and "Estate" in hand
    And Bob will answer "discard" with "Estate"
    When Alice plays "Test Militia"
    Then Bob's "discard" choice allows at most 1
    And Bob's hand is "Gold", "Copper" and "Estate"

  @id:nocturne-changeling-not-for-a-card-moved-by-its-own-gain @rule:card:changeling.1 @rule:card:cursed-village.1 @rule:hex:haunting
  Scenario: A card its own when-gained Hex has moved is no longer where it was gained, so it is not exchanged
    Cursed Village gained to hand by Wish receives its Hex first; Haunting puts it on the deck
    from a hand of four, and then there is no Cursed Village to exchange where it was gained.

    Given a Dominion game between Alice and Bob with kingdom "Changeling", "Cursed Village" and "Secret Cave"
    And the Hex deck holds, from the top, "Haunting"
    And it is Alice's Action phase
    And Alice has "Wish", "Copper", "Copper" and "Estate" in hand
    And Alice will answer "gain" with "Cursed Village"
    And Alice will answer "topdeck" with "Cursed Village"
    When Alice plays "Wish"
    Then Alice's deck is "Cursed Village"
    And Alice's hand is "Copper", "Copper" and "Estate"
    And the "Changeling" pile holds 10 cards

  @id:nocturne-kit-trash-up-to-counts-more-than-one @rule:base:trashing
  Scenario: An "up to four" trash that takes two has done what it says, as one that takes one has
    Test Chapel (test kit): trash up to 4 cards from hand; if any were trashed, +1 coin and then
    +1 Buy; then +1 Action.

    Given a Dominion game between Alice and Bob with kingdom "Test Chapel"
    And it is Alice's Action phase
    And Alice has "Test Chapel", "Estate", "Curse" and "Copper" in hand
    And Alice will answer "trash" with "Estate" and "Curse"
    When Alice plays "Test Chapel"
    Then Alice has 1 Action, 2 Buys and 1 Coin
    And the trash includes "Estate" and "Curse"

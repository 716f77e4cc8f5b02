Feature: The turn, buying and the end of the game at their edges, and the test card kit
  Base Dominion rules the Nocturne rulebook relies on, read against the edge-case checklist
  (docs/games/nocturne-edge-cases.md), and the kit's abilities (docs/games/nocturne.md, Test
  card kit) each shown once.

  @id:nocturne-no-night-phase-without-night-cards @rule:night-phase.1 @rule:base:turn-phases
  Scenario: Without Night cards in the game, ending the Buy phase goes straight to Clean-up
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And it is Alice's Buy phase
    And Alice's deck holds 5 copies of "Copper"
    When Alice ends her Buy phase
    Then it is Bob's Action phase
    And Alice's hand holds 5 cards

  @id:nocturne-no-treasure-at-night @rule:night-phase.1 @rule:base:turn-phases
  Scenario: A Treasure cannot be played in the Night phase
    Given a Dominion game between Alice and Bob with kingdom "Den of Sin"
    And it is Alice's Night phase
    And Alice has "Silver" in hand
    Then Alice cannot play "Silver"
    And Alice has 0 Coins

  @id:nocturne-no-buying-at-night @rule:night-phase.1 @rule:base:buying
  Scenario: Cards are not bought in the Night phase
    Given a Dominion game between Alice and Bob with kingdom "Den of Sin"
    And it is Alice's Night phase
    And Alice has 3 Coins and 1 Buy
    Then Alice cannot buy "Silver"
    And the "Silver" pile holds 40 cards

  @id:nocturne-no-treasure-after-buying @rule:base:buying @rule:base:buy-phase
  Scenario: Once a card is bought this turn no more Treasures may be played
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And it is Alice's Buy phase
    And Alice has 0 Coins and 2 Buys
    And Alice has "Silver" in hand
    When Alice buys "Copper"
    Then Alice has bought 1 cards this turn
    And Alice cannot play "Silver"
    And Alice's hand is "Silver"

  @id:nocturne-no-buy-left @rule:base:buying
  Scenario: A player with no Buy left cannot buy, even a card costing nothing
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And it is Alice's Buy phase
    And Alice has 5 Coins and 0 Buys
    Then Alice cannot buy "Copper"
    And Alice's discard pile is empty

  @id:nocturne-cannot-buy-from-outside-the-supply @rule:base:buying @rule:base:supply @rule:special:imp
  Scenario: A card from a pile outside the Supply cannot be bought
    Given a Dominion game between Alice and Bob with kingdom "Tormentor"
    And it is Alice's Buy phase
    And Alice has 5 Coins and 1 Buy
    Then Alice cannot buy "Imp"
    And the "Imp" pile holds 13 cards

  @id:nocturne-cannot-buy-from-an-empty-pile @rule:base:buying
  Scenario: A card whose Supply pile is empty cannot be bought
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the "Silver" pile holds 0 cards
    And it is Alice's Buy phase
    And Alice has 3 Coins and 1 Buy
    Then Alice cannot buy "Silver"
    And Alice has 3 Coins and 1 Buy

  @id:nocturne-buying-at-the-current-cost @rule:base:buying @rule:base:supply
  Scenario: Buying pays the card's cost as changed by effects in force
    Test Highway (test kit) in play makes every card cost 1 less; Werewolf's printed cost is 5.

    Given a Dominion game between Alice and Bob with kingdom "Werewolf" and "Test Highway"
    And Alice has "Test Highway" in play
    And it is Alice's Buy phase
    And Alice has 4 Coins and 1 Buy
    When Alice buys "Werewolf"
    Then Alice has 0 Coins and 0 Buys
    And Alice's discard pile is "Werewolf"

  @id:nocturne-game-ends-after-the-turn-not-at-once @rule:base:game-end @rule:base:buying
  Scenario: Buying the last Province ends the game after that turn, not at once
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the "Province" pile holds 1 cards
    And it is Alice's Buy phase
    And Alice has 8 Coins and 1 Buy
    When Alice buys "Province"
    Then the game is not over
    And it is Alice's Buy phase
    When Alice ends her turn
    Then Alice is the only winner

  @id:nocturne-three-empty-supply-piles-end-the-game @rule:base:game-end
  Scenario: Three empty Supply piles, a Kingdom pile among them, end the game after the turn
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the "Curse" pile holds 0 cards
    And the "Bard" pile holds 0 cards
    And the "Estate" pile holds 1 cards
    And it is Alice's Buy phase
    And Alice has 2 Coins and 1 Buy
    When Alice buys "Estate"
    And Alice ends her turn
    Then Alice wins the game
    And Bob loses the game

  @id:nocturne-empty-piles-outside-the-supply-do-not-end-the-game @rule:base:game-end @rule:base:supply
  Scenario: Empty piles outside the Supply do not count towards the three that end the game
    Given a Dominion game between Alice and Bob with kingdom "Tormentor" and "Secret Cave"
    And the "Imp" pile holds 0 cards
    And the "Wish" pile holds 0 cards
    And the "Curse" pile holds 0 cards
    And the "Tormentor" pile holds 0 cards
    And it is Alice's Buy phase
    When Alice ends her turn
    Then the game is not over
    And it is Bob's Action phase

  @id:nocturne-tie-goes-to-the-player-with-fewer-turns @rule:base:game-end
  Scenario: Tied on points, the player who had fewer turns wins
    Alice's turn ends the game; Bob, seated after her, has had one turn fewer.

    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the "Province" pile holds 0 cards
    And Alice has "Estate" in her discard pile
    And Bob has "Estate" in his discard pile
    And it is Alice's Buy phase
    When Alice ends her turn
    Then Bob wins the game
    And Alice loses the game

  @id:nocturne-tie-on-points-and-turns-is-shared @rule:base:game-end
  Scenario: Tied on points with as many turns each, the players share the victory
    Bob's turn ends the game, so Alice and Bob have had as many turns each.

    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the "Province" pile holds 0 cards
    And Alice has "Estate" in her discard pile
    And Bob has "Estate" in his discard pile
    And it is Bob's Buy phase
    When Bob ends his turn
    Then Alice and Bob share the victory

  @id:nocturne-setup-for-four-players @rule:base:setup
  Scenario: With four players there are 30 Curses and Victory piles of 12
    Given a Dominion game between Alice, Bob, Carol and Dan with kingdom "Bard"
    Then the "Curse" pile holds 30 cards
    And the "Duchy" pile holds 12 cards
    And the "Copper" pile holds 32 cards

  @id:nocturne-kit-workshop-gains-up-to-four @rule:base:gaining @rule:base:supply
  Scenario: The kit's gain step offers every non-empty Supply pile costing up to its limit, and no other
    Test Workshop (test kit) gains a card from the Supply costing up to 4.

    Given a Dominion game between Alice and Bob with kingdom "Test Workshop" and "Werewolf"
    And the "Silver" pile holds 0 cards
    And it is Alice's Action phase
    And Alice has "Test Workshop" in hand
    Then Alice cannot answer "gain" with "Werewolf" when she plays "Test Workshop"
    When Alice answers "gain" with "Test Workshop" when she plays "Test Workshop"
    Then Alice's "gain" choice offers exactly "Copper", "Curse", "Estate" and "Test Workshop"
    And Alice's discard pile is "Test Workshop"

  @id:nocturne-kit-then-sees-what-the-step-before-drew @rule:base:drawing
  Scenario: Steps done one after the other: the discard comes after the draw and may take the card drawn
    Test Oasis (test kit): +1 Action; draw a card, then discard a card; if a card was discarded,
    +1 coin.

    Given a Dominion game between Alice and Bob with kingdom "Test Oasis"
    And it is Alice's Action phase
    And Alice has "Test Oasis" and "Copper" in hand
    And Alice's deck holds, from the top, "Estate"
    And Alice will answer "discard" with "Estate"
    When Alice plays "Test Oasis"
    Then at Alice's "discard" choice, Alice's hand is "Copper" and "Estate"
    And Alice's "discard" choice offers exactly "Copper" and "Estate"
    And Alice's hand is "Copper"
    And Alice has 1 Action and 1 Coin

  @id:nocturne-kit-if-did-skips-after-nothing-was-done @rule:base:drawing
  Scenario: A step that depends on the one before is skipped when that one did nothing
    Test Oasis (test kit): with nothing to draw and an empty hand, nothing is discarded and no
    coin is given.

    Given a Dominion game between Alice and Bob with kingdom "Test Oasis"
    And it is Alice's Action phase
    And Alice has "Test Oasis" in hand
    When Alice plays "Test Oasis"
    Then Alice has 1 Action and 0 Coins
    And Alice's discard pile is empty

  @id:nocturne-kit-buying-is-not-gaining-by-other-means @rule:base:buying @rule:base:gaining
  Scenario: A card gained by an Action is not bought; a card bought is
    Test Toll Booth (test kit) gives +1 coin each time its owner buys a card while it is in
    play; Test Workshop gains a card costing up to 4.

    Given a Dominion game between Alice and Bob with kingdom "Test Toll Booth" and "Test Workshop"
    And Alice has "Test Toll Booth" in play
    And it is Alice's Action phase
    And Alice has "Test Workshop" in hand
    And Alice will answer "gain" with "Silver"
    When Alice plays "Test Workshop"
    Then Alice has 0 Coins
    When Alice ends her Action phase
    And Alice buys "Copper"
    Then Alice has 1 Coin
    And Alice has gained "Silver" and "Copper" this turn

  @id:nocturne-kit-every-gain-counts-hex-gains-too @rule:base:gaining @rule:card:cursed-village.1 @rule:hex:greed
  Scenario: A card a Hex makes its player gain is a gain like any other
    Test Tally (test kit) gives +1 coin each time its owner gains a card while it is in play.

    Given a Dominion game between Alice and Bob with kingdom "Test Tally" and "Cursed Village"
    And the Hex deck holds, from the top, "Greed"
    And Alice has "Test Tally" in play
    And it is Alice's Buy phase
    And Alice has 5 Coins and 1 Buy
    When Alice buys "Cursed Village"
    Then Alice has 2 Coins
    And Alice has gained "Cursed Village" and "Copper" this turn

  @id:nocturne-kit-trashing-from-play-counts-as-trashing @rule:base:trashing @rule:card:monastery.1
  Scenario: Coppers Monastery trashes from play are trashed like cards from hand
    Test Scrapyard (test kit) gives +1 coin each time its owner trashes a card while it is in
    play.

    Given a Dominion game between Alice and Bob with kingdom "Test Scrapyard" and "Monastery"
    And Alice has "Test Scrapyard" and "Copper" in play
    And it is Alice's Night phase
    And Alice has "Silver" and "Silver" in her discard pile
    And Alice has gained "Silver" and "Silver" this turn
    And Alice has "Monastery" and "Estate" in hand
    And Alice will answer "trash" with "Estate"
    And Alice will answer "trash from play" with "Copper"
    When Alice plays "Monastery"
    Then Alice has 2 Coins
    And the trash includes "Estate" and "Copper"

  @id:nocturne-kit-another-players-trash-is-theirs @rule:base:trashing @rule:hex:locusts @rule:card:skulk.1
  Scenario: A card another player's Hex makes them trash is trashed by that player
    Test Scrapyard (test kit) counts only its owner's trashing; Bob trashes his own top card.

    Given a Dominion game between Alice and Bob with kingdom "Test Scrapyard" and "Skulk"
    And the Hex deck holds, from the top, "Locusts"
    And Alice has "Test Scrapyard" in play
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob's deck holds, from the top, "Estate"
    When Alice plays "Skulk"
    Then the trash is "Estate"
    And Alice has 0 Coins

  @id:nocturne-kit-when-trashed-from-hand @rule:base:trashing @rule:heirloom:goat
  Scenario: A card's own when-trashed ability works for the player who trashed it
    Test Rats (test kit): when it is trashed, the player who trashed it draws a card.

    Given a Dominion game between Alice and Bob with kingdom "Test Rats" and "Pixie"
    And it is Alice's Buy phase
    And Alice has "Goat" and "Test Rats" in hand
    And Alice's deck holds, from the top, "Gold"
    And Alice will answer "trash" with "Test Rats"
    When Alice plays "Goat"
    Then the trash is "Test Rats"
    And Alice's hand is "Gold"

  @id:nocturne-kit-when-trashed-from-the-deck-by-a-hex @rule:base:trashing @rule:hex:locusts @rule:card:skulk.1
  Scenario: A card trashed from its owner's deck by Locusts triggers for that owner; nothing cheaper shares its type
    Test Rats (test kit), an Action costing 2: when it is trashed, the player who trashed it draws
    a card. No Action costs less than 2 here.

    Given a Dominion game between Alice and Bob with kingdom "Test Rats" and "Skulk"
    And the Hex deck holds, from the top, "Locusts"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob's deck holds, from the top, "Test Rats" and "Gold"
    When Alice plays "Skulk"
    Then the trash is "Test Rats"
    And Bob's hand is "Gold"
    And Bob's discard pile is empty

  @id:nocturne-kit-reaction-only-to-attacks @rule:base:reaction @rule:card:bard.1
  Scenario: A reaction to Attacks is not offered when another player plays a card that is not an Attack
    Test Moat (test kit) reacts to another player's Attack only.

    Given a Dominion game between Alice and Bob with kingdom "Bard" and "Test Moat"
    And the Boon deck holds, from the top, "The Mountain's Gift"
    And Bob has "Test Moat" in hand
    And it is Alice's Action phase
    And Alice has "Bard" in hand
    When Alice plays "Bard"
    Then Alice's discard pile is "Silver"
    And Bob's hand is "Test Moat"

  @id:nocturne-kit-discard-attack-each-other-player @rule:base:attack
  Scenario: A discard Attack reaches each other player in turn order, those with three cards or fewer untouched
    Test Militia (test kit) makes each other player discard down to three cards.

    Given a Dominion game between Alice, Bob and Carol with kingdom "Test Militia"
    And it is Alice's Action phase
    And Alice has "Test Militia" in hand
    And Bob has "Copper", "Copper", "Estate", "Silver" and "Gold" in hand
    And Carol has "Copper", "Estate" and "Estate" in hand
    And Bob will answer "discard" with "Estate" and "Copper"
    When Alice plays "Test Militia"
    Then Bob's "discard" choice allows at least 2
    And Bob's hand is "Copper", "Silver" and "Gold"
    And Carol's hand holds 3 cards
    And Alice has 2 Coins

  @id:nocturne-kit-play-twice-with-nothing-to-play @rule:base:action-phase
  Scenario: Test Throne with no Action in hand plays nothing
    Test Throne (test kit) may play an Action card from hand twice.

    Given a Dominion game between Alice and Bob with kingdom "Test Throne"
    And it is Alice's Action phase
    And Alice has "Test Throne" and "Copper" in hand
    When Alice plays "Test Throne"
    Then Alice's "play" choice offers exactly "nothing"
    And Alice's hand is "Copper"
    And Alice has 0 Actions

  @id:nocturne-kit-duration-action-waits-for-the-next-turn @rule:base:duration
  Scenario: A Duration Action of the kit waits in play and does its next-turn ability at the start of the next turn
    Test Caravan (test kit): +1 Card, +1 Action; at the start of its owner's next turn, a card.

    Given a Dominion game between Alice and Bob with kingdom "Test Caravan"
    And it is Alice's Action phase
    And Alice has "Test Caravan" in hand
    And Alice's deck holds, from the top, "Copper", "Copper", "Copper", "Copper", "Copper", "Copper" and "Gold"
    When Alice plays "Test Caravan"
    And Alice ends her turn
    Then Alice's "Test Caravan" in play is waiting for her next turn
    When Bob ends his turn
    Then Alice's hand holds 6 cards
    And Alice has "Gold" in hand
    And no "Test Caravan" in Alice's play is waiting for her next turn

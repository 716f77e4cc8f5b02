@rule:doom-cards-hexes-and-states
Feature: Hexes and States at their edges
  Each Hex and State read against the edge-case checklist (docs/games/nocturne-edge-cases.md).
  Skulk sends the Hex to the other players in most scenarios.

  @id:nocturne-bad-omens-finds-coppers-already-discarded @rule:hex:bad-omens @rule:card:skulk.1
  Scenario: Bad Omens takes its Coppers from the whole discard pile, those already there included
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the Hex deck holds, from the top, "Bad Omens"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob's deck holds, from the top, "Estate" and "Silver"
    And Bob's discard pile holds, from the top, "Copper", "Gold" and "Copper"
    When Alice plays "Skulk"
    Then Bob's deck is "Copper" and "Copper"
    And Bob's discard pile holds 3 cards
    And Bob has "Estate", "Silver" and "Gold" in discard pile

  @id:nocturne-bad-omens-with-no-copper @rule:hex:bad-omens @rule:card:skulk.1
  Scenario: Bad Omens with no Copper leaves the deck empty
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the Hex deck holds, from the top, "Bad Omens"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob's deck holds, from the top, "Estate"
    And Bob's discard pile holds, from the top, "Gold"
    When Alice plays "Skulk"
    Then Bob's deck is empty
    And Bob has "Estate" and "Gold" in discard pile

  @id:nocturne-deluded-may-buy-a-night-card-but-no-action @rule:state:deluded @rule:base:buying
  Scenario: A Deluded player may buy a Night card that is not an Action, but not an Action-Night card
    Printed card value (verified against the card database): Den of Sin's types Night and Duration, Werewolf's Action, Night, Attack and Doom.
    Given a Dominion game between Alice and Bob with kingdom "Den of Sin" and "Werewolf"
    And it is Bob's Buy phase
    And the effect of "Deluded" lasts for the rest of Bob's turn
    And Bob has 5 Coins and 1 Buy
    Then Bob cannot buy "Werewolf"
    When Bob buys "Den of Sin"
    Then Bob's hand is "Den of Sin"

  @id:nocturne-deluded-may-still-gain-an-action @rule:state:deluded @rule:card:devils-workshop.1 @rule:card:skulk.1
  Scenario: Deluded stops buying Actions, not gaining them
    Given a Dominion game between Alice and Bob with kingdom "Devil's Workshop" and "Skulk"
    And it is Alice's Night phase
    And the effect of "Deluded" lasts for the rest of Alice's turn
    And Alice has "Silver" in her discard pile
    And Alice has gained "Silver" this turn
    And Alice has "Devil's Workshop" in hand
    And Alice will answer "gain" with "Skulk"
    When Alice plays "Devil's Workshop"
    Then Alice has "Skulk" and "Gold" in discard pile

  @id:nocturne-deluded-returns-when-the-turn-is-ended-at-once @rule:state:deluded @rule:base:turn-phases
  Scenario: Ending the turn from the Action phase still starts the Buy phase, so Deluded returns
    Given a Dominion game between Alice and Bob with kingdom "Werewolf"
    And Bob has the state "Deluded"
    And it is Bob's Action phase
    When Bob ends his turn
    Then Bob does not have the state "Deluded"
    And it is Alice's Action phase

  @id:nocturne-delusion-on-an-envious-player-does-nothing @rule:hex:delusion @rule:state:envious @rule:card:skulk.1
  Scenario: Delusion does nothing to a player who already has Envious
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the Hex deck holds, from the top, "Delusion"
    And Bob has the state "Envious"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    When Alice plays "Skulk"
    Then Bob has the state "Envious"
    And Bob does not have the state "Deluded"

  @id:nocturne-envious-leaves-copper-and-cursed-gold-alone @rule:state:envious @rule:heirloom:cursed-gold
  Scenario: Envious changes only Silver and Gold; Copper and Cursed Gold make their usual coins
    Printed card value (verified against the card database): Envious making Silver and Gold worth one coin, Cursed Gold's value of 3.
    Given a Dominion game between Alice and Bob with kingdom "Pooka"
    And it is Alice's Buy phase
    And the effect of "Envious" lasts for the rest of Alice's turn
    And Alice has "Copper", "Cursed Gold" and "Silver" in hand
    When Alice plays "Copper", "Cursed Gold" and "Silver"
    Then Alice has 5 Coins

  @id:nocturne-envious-lasts-one-turn-only @rule:state:envious @rule:base:turn-phases
  Scenario: Envious affects the Buy phase it returns in and no later turn
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And Bob has the state "Envious"
    And it is Bob's Action phase
    And Bob has "Silver" in hand
    And Bob's deck holds 5 copies of "Silver"
    When Bob ends his Action phase
    And Bob plays "Silver"
    Then Bob has 1 Coin
    When Bob ends his turn
    And Alice ends her turn
    And Bob ends his Action phase
    And Bob plays "Silver"
    Then Bob has 2 Coins

  @id:nocturne-famine-reshuffles-to-reveal-three @rule:hex:famine @rule:base:shuffling @rule:card:skulk.1
  Scenario: Famine with one card in deck shuffles the discard pile to reveal three
    Given a Dominion game between Alice and Bob with kingdom "Skulk" and "Werewolf"
    And the Hex deck holds, from the top, "Famine"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob's deck holds, from the top, "Werewolf"
    And Bob's discard pile holds, from the top, "Gold" and "Estate"
    And the "shuffle" outcome will be "Estate" and "Gold"
    And the "shuffle" outcome will be "Gold" and "Estate"
    When Alice plays "Skulk"
    Then Bob's discard pile is "Werewolf"
    And Bob's deck is "Gold" and "Estate"

  @id:nocturne-famine-with-no-action-shuffles-all-back @rule:hex:famine @rule:card:skulk.1
  Scenario: Famine that reveals no Action shuffles all three back into the deck
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the Hex deck holds, from the top, "Famine"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob's deck holds, from the top, "Estate", "Silver", "Gold" and "Copper"
    And the "shuffle" outcome will be "Copper", "Gold", "Silver" and "Estate"
    When Alice plays "Skulk"
    Then the "shuffle" outcome could be exactly "Estate", "Silver", "Gold" and "Copper"
    And Bob's deck is "Copper", "Gold", "Silver" and "Estate"
    And Bob's discard pile is empty

  @id:nocturne-famine-discards-a-faithful-hound @rule:hex:famine @rule:card:faithful-hound.1 @rule:card:skulk.1
  Scenario: A Faithful Hound Famine discards from the revealed cards may be set aside
    Given a Dominion game between Alice and Bob with kingdom "Skulk" and "Faithful Hound"
    And the Hex deck holds, from the top, "Famine"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob's deck holds, from the top, "Faithful Hound", "Estate" and "Estate"
    And Bob will answer "set aside" with "Faithful Hound"
    When Alice plays "Skulk"
    Then Bob's set-aside cards is "Faithful Hound"
    And Bob's deck is "Estate" and "Estate"
    And Bob's discard pile is empty

  @id:nocturne-fear-with-no-action-or-treasure @rule:hex:fear @rule:card:skulk.1
  Scenario: Fear with no Action or Treasure in a hand of five discards nothing
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the Hex deck holds, from the top, "Fear"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob has "Estate", "Estate", "Estate", "Curse" and "Duchy" in hand
    When Alice plays "Skulk"
    Then Bob's hand holds 5 cards
    And Bob's discard pile is empty

  @id:nocturne-fear-does-not-offer-a-night-card @rule:hex:fear @rule:card:skulk.1 @rule:card:den-of-sin.1
  Scenario: A Night card that is neither Action nor Treasure is not a card Fear takes
    Given a Dominion game between Alice and Bob with kingdom "Skulk" and "Den of Sin"
    And the Hex deck holds, from the top, "Fear"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob has "Den of Sin", "Silver", "Estate", "Estate" and "Estate" in hand
    When Alice plays "Skulk"
    Then Bob's "discard" choice offers exactly "Silver"
    And Bob's discard pile is "Silver"

  @id:nocturne-greed-with-no-copper-left @rule:hex:greed @rule:card:skulk.1
  Scenario: Greed with no Copper left gains nothing
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the Hex deck holds, from the top, "Greed"
    And the "Copper" pile holds 0 cards
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob's deck holds, from the top, "Estate"
    When Alice plays "Skulk"
    Then Bob's deck is "Estate"

  @id:nocturne-haunting-spares-a-hand-of-three @rule:hex:haunting @rule:card:skulk.1
  Scenario: Haunting does nothing to a player with three cards in hand
    Printed card value (verified against the card database): Haunting's hand size of 4.
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the Hex deck holds, from the top, "Haunting"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob has "Gold", "Copper" and "Estate" in hand
    When Alice plays "Skulk"
    Then Bob's hand holds 3 cards
    And Bob's deck is empty

  @id:nocturne-locusts-reshuffles-to-find-a-card @rule:hex:locusts @rule:base:shuffling @rule:card:skulk.1
  Scenario: Locusts with an empty deck shuffles the discard pile to trash its top card
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the Hex deck holds, from the top, "Locusts"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob's discard pile holds, from the top, "Estate"
    When Alice plays "Skulk"
    Then the trash is "Estate"
    And Bob's discard pile is "Curse"

  @id:nocturne-locusts-trashing-a-curse-gains-nothing @rule:hex:locusts @rule:card:skulk.1
  Scenario: Locusts that trashes a Curse gains nothing: no card costs less than it
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the Hex deck holds, from the top, "Locusts"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob's deck holds, from the top, "Curse"
    When Alice plays "Skulk"
    Then the trash is "Curse"
    And Bob's discard pile is empty
    And the "Curse" pile holds 10 cards

  @id:nocturne-locusts-matches-any-shared-type @rule:hex:locusts @rule:card:skulk.1 @rule:card:werewolf
  Scenario: After Locusts trashes a Werewolf, any cheaper card sharing one of its types is offered
    Printed card value (verified against the card database): Werewolf's cost of 5 and types Action, Night, Attack and Doom; Skulk's 4; Monastery's 2 (Night).
    Pooka costs as much as Werewolf, so it is not offered.

    Given a Dominion game between Alice and Bob with kingdom "Skulk", "Werewolf", "Monastery" and "Pooka"
    And the Hex deck holds, from the top, "Locusts"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob's deck holds, from the top, "Werewolf"
    And Bob will answer "gain" with "Monastery"
    When Alice plays "Skulk"
    Then Bob's "gain" choice offers exactly "Skulk" and "Monastery"
    And Bob's discard pile is "Monastery"

  @id:nocturne-locusts-copper-with-no-curse-left @rule:hex:locusts @rule:card:skulk.1
  Scenario: Locusts that trashes a Copper with no Curse left gains nothing
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the Hex deck holds, from the top, "Locusts"
    And the "Curse" pile holds 0 cards
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob's deck holds, from the top, "Copper"
    When Alice plays "Skulk"
    Then the trash is "Copper"
    And Bob's discard pile is empty

  @id:nocturne-misery-on-twice-miserable-changes-nothing @rule:hex:misery @rule:state:twice-miserable @rule:card:skulk.1
  Scenario: Misery does nothing more to a Twice Miserable player
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the Hex deck holds, from the top, "Misery"
    And Bob has the state "Twice Miserable"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    When Alice plays "Skulk"
    Then Bob has the state "Twice Miserable"
    And Bob does not have the state "Miserable"
    And Bob has -4 victory points

  @id:nocturne-miserable-costs-two-victory-points @rule:state:miserable @rule:base:game-end
  Scenario: Miserable costs its holder two victory points
    Printed card value (verified against the card database): Miserable's -2 victory points.
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And Bob has the state "Miserable"
    And Bob has "Estate", "Estate" and "Estate" in his discard pile
    Then Bob has 1 victory point

  @id:nocturne-plague-with-no-curse-left @rule:hex:plague @rule:card:skulk.1
  Scenario: Plague with no Curse left gains nothing
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the Hex deck holds, from the top, "Plague"
    And the "Curse" pile holds 0 cards
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    When Alice plays "Skulk"
    Then Bob's hand is empty

  @id:nocturne-plague-curses-run-out-around-the-table @rule:hex:plague @rule:doom-cards-hexes-and-states.1 @rule:card:skulk.1
  Scenario: When Curses run out, one Plague's Curses go to the players next in turn order
    Given a Dominion game between Alice, Bob, Carol and Dan with kingdom "Skulk"
    And the Hex deck holds, from the top, "Plague"
    And the "Curse" pile holds 2 cards
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    When Alice plays "Skulk"
    Then Bob's hand is "Curse"
    And Carol's hand is "Curse"
    And Dan's hand is empty

  @id:nocturne-poverty-spares-a-hand-of-three @rule:hex:poverty @rule:card:skulk.1
  Scenario: Poverty does nothing to a player with three cards in hand
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the Hex deck holds, from the top, "Poverty"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob has "Gold", "Copper" and "Estate" in hand
    When Alice plays "Skulk"
    Then Bob's hand holds 3 cards

  @id:nocturne-poverty-with-four-cards-discards-one @rule:hex:poverty @rule:card:skulk.1
  Scenario: Poverty with four cards in hand discards exactly one of them
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the Hex deck holds, from the top, "Poverty"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob has "Gold", "Copper", "Estate" and "Estate" in hand
    And Bob will answer "discard" with "Estate"
    When Alice plays "Skulk"
    Then Bob's "discard" choice allows at least 1
    And Bob's "discard" choice allows at most 1
    And Bob's hand is "Gold", "Copper" and "Estate"

  @id:nocturne-war-finds-nothing-and-discards-all @rule:hex:war @rule:base:shuffling @rule:card:skulk.1
  Scenario: War that finds no card costing three or four through deck and discard pile discards all it revealed
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the Hex deck holds, from the top, "War"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob's deck holds, from the top, "Copper" and "Gold"
    And Bob's discard pile holds, from the top, "Estate"
    When Alice plays "Skulk"
    Then the trash is empty
    And Bob's deck is empty
    And Bob has "Copper", "Gold" and "Estate" in discard pile

  @id:nocturne-war-reads-the-current-cost @rule:hex:war @rule:card:skulk.1 @rule:base:supply
  Scenario: War reads costs as changed by effects in force: a Silver costs two, a Duchy four
    Test Highway (test kit) in Alice's play makes every card cost 1 less, for every player.

    Given a Dominion game between Alice and Bob with kingdom "Skulk" and "Test Highway"
    And the Hex deck holds, from the top, "War"
    And Alice has "Test Highway" in play
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob's deck holds, from the top, "Silver", "Duchy" and "Gold"
    When Alice plays "Skulk"
    Then the trash is "Duchy"
    And Bob's discard pile is "Silver"
    And Bob's deck is "Gold"

  @id:nocturne-war-discards-a-faithful-hound @rule:hex:war @rule:card:faithful-hound.1 @rule:card:skulk.1
  Scenario: A Faithful Hound War reveals and discards may be set aside
    Printed card value (verified against the card database): Faithful Hound's cost of 2.
    Given a Dominion game between Alice and Bob with kingdom "Skulk" and "Faithful Hound"
    And the Hex deck holds, from the top, "War"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob's deck holds, from the top, "Faithful Hound" and "Silver"
    And Bob will answer "set aside" with "Faithful Hound"
    When Alice plays "Skulk"
    Then the trash is "Silver"
    And Bob's set-aside cards is "Faithful Hound"
    And Bob's discard pile is empty

  @id:nocturne-hex-with-no-hex-left-does-nothing @rule:doom-cards-hexes-and-states.1 @rule:card:skulk.1
  Scenario: With no Hex in the Hex deck or its discard pile, the next Hex is nothing
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the Hex deck is empty
    And the Hex discard pile is empty
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    When Alice plays "Skulk"
    Then Alice has 0 Actions and 2 Buys
    And the Hex discard pile is empty
    And Bob's hand is empty

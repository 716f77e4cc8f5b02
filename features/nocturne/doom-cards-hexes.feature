@rule:doom-cards-hexes-and-states @rule:doom-cards-hexes-and-states.1
Feature: Receiving Hexes
  Receiving a Hex reveals the top of the Hex deck and follows it; used Hexes go to the Hex
  discard pile, which is shuffled into a new Hex deck when needed. When each other player
  receives "the next Hex", one Hex is revealed and every affected player follows that same one.

  @id:nocturne-werewolf-night-one-hex-for-all @rule:card:werewolf @rule:hex:plague @rule:base:attack @rule:card:werewolf.1
  Scenario: Werewolf at Night reveals one Hex that every other player receives
    Given a Dominion game between Alice, Bob and Carol with kingdom "Werewolf"
    And the Hex deck holds, from the top, "Plague" and "War"
    And it is Alice's Night phase
    And Alice has "Werewolf" in hand
    When Alice plays "Werewolf"
    Then Bob's hand is "Curse"
    And Carol's hand is "Curse"
    And the Hex discard pile is "Plague"
    And the Hex deck is "War"
    And the "Curse" pile holds 18 cards
    And Alice's hand is empty

  @id:nocturne-werewolf-action-phase-draws @rule:card:werewolf @rule:base:action-phase @rule:card:werewolf.1
  Scenario: Werewolf in the Action phase draws three cards and gives no Hex
    Given a Dominion game between Alice and Bob with kingdom "Werewolf"
    And the Hex deck holds, from the top, "Plague"
    And it is Alice's Action phase
    And Alice has "Werewolf" in hand
    And Alice's deck holds, from the top, "Copper", "Silver", "Gold" and "Estate"
    When Alice plays "Werewolf"
    Then Alice's hand is "Copper", "Silver" and "Gold"
    And Alice has 0 Actions
    And the Hex deck is "Plague"
    And the Hex discard pile is empty
    And Bob's hand is empty

  @id:nocturne-vampire-misery-shared @rule:card:vampire @rule:hex:misery @rule:state:miserable @rule:state:twice-miserable @rule:card:vampire.1
  Scenario: Vampire's Hex turns one player's Miserable to Twice Miserable and makes another Miserable
    Printed card value (verified against the card database): Vampire's gain limit (cost 5) and the Bat pile of 10.
    Given a Dominion game between Alice, Bob and Carol with kingdom "Vampire"
    And the "Vampire" pile holds 9 cards
    And the Hex deck holds, from the top, "Misery" and "Plague"
    And Bob has the state "Miserable"
    And it is Alice's Night phase
    And Alice has "Vampire" in hand
    And Alice will answer "gain" with "Duchy"
    When Alice plays "Vampire"
    Then Alice's "gain" choice offers exactly "Copper", "Curse", "Estate", "Silver" and "Duchy"
    And Bob has the state "Twice Miserable"
    And Bob does not have the state "Miserable"
    And Carol has the state "Miserable"
    And the Hex discard pile is "Misery"
    And the Hex deck is "Plague"
    And Alice has "Duchy" and "Bat" in discard pile
    And Alice's play is empty
    And the "Vampire" pile holds 10 cards
    And the "Bat" pile holds 9 cards

  @id:nocturne-vampire-without-bat @rule:card:vampire @rule:hex:greed @rule:card:vampire.1
  Scenario: With the Bat pile empty Vampire still gives the Hex and the gain, and stays in play
    Printed card value (verified against the card database): Greed putting the Copper onto the deck.
    Given a Dominion game between Alice and Bob with kingdom "Vampire"
    And the "Bat" pile holds 0 cards
    And the Hex deck holds, from the top, "Greed"
    And it is Alice's Night phase
    And Alice has "Vampire" in hand
    And Bob's deck holds, from the top, "Estate"
    And Alice will answer "gain" with "Silver"
    When Alice plays "Vampire"
    Then Alice's "gain" choice offers exactly "Copper", "Curse", "Estate", "Silver" and "Duchy"
    And Bob's deck is "Copper" and "Estate"
    And Alice's discard pile is "Silver"
    And Alice's play is "Vampire"
    And the "Bat" pile holds 0 cards

  @id:nocturne-guardian-shields-from-hex @rule:card:guardian @rule:base:attack @rule:card:werewolf @rule:card:guardian.1 @rule:card:werewolf.1
  Scenario: A player with Guardian waiting in play does not receive an Attack's Hex
    Given a Dominion game between Alice, Bob and Carol with kingdom "Werewolf" and "Guardian"
    And the Hex deck holds, from the top, "Plague"
    And Bob played "Guardian" on his previous turn
    And it is Alice's Night phase
    And Alice has "Werewolf" in hand
    When Alice plays "Werewolf"
    Then Bob's hand is empty
    And Carol's hand is "Curse"
    And the Hex discard pile is "Plague"

  @id:nocturne-no-hex-when-nobody-is-affected @contested @rule:card:guardian @rule:base:attack @rule:card:guardian.1 @rule:card:werewolf.1
  Scenario: When no other player is affected, no Hex is revealed
    The rulebook says one Hex is revealed for all affected players, but not what happens when
    no player is affected. We read a Hex sent to the other players as something to be received:
    with nobody to receive it, no Hex is revealed and the Hex deck is untouched.

    Given a Dominion game between Alice and Bob with kingdom "Werewolf" and "Guardian"
    And the Hex deck holds, from the top, "Plague" and "War"
    And Bob played "Guardian" on his previous turn
    And it is Alice's Night phase
    And Alice has "Werewolf" in hand
    When Alice plays "Werewolf"
    Then the Hex deck is "Plague" and "War"
    And the Hex discard pile is empty

  @id:nocturne-locusts-both-branches @rule:hex:locusts @rule:card:skulk @rule:card:skulk.1
  Scenario: Locusts gives a Curse for an Estate and a cheaper card sharing a type otherwise
    Printed card value (verified against the card database): Skulk's +1 Buy.
    Given a Dominion game between Alice, Bob and Carol with kingdom "Skulk"
    And the Hex deck holds, from the top, "Locusts" and "War"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob's deck holds, from the top, "Gold" and "Copper"
    And Carol's deck holds, from the top, "Estate" and "Gold"
    And Bob will answer "gain" with "Silver"
    When Alice plays "Skulk"
    Then Bob's "gain" choice offers exactly "Copper" and "Silver"
    And the trash includes "Gold" and "Estate"
    And the Hex discard pile is "Locusts"
    And the Hex deck is "War"
    And Bob's discard pile is "Silver"
    And Bob's deck is "Copper"
    And Carol's discard pile is "Curse"
    And Carol's deck is "Gold"
    And Alice has 0 Actions and 2 Buys

  @id:nocturne-poverty-discard-down-to-three @rule:hex:poverty @rule:card:skulk @rule:card:skulk.1
  Scenario: Poverty makes a player discard down to three cards of their choice
    Printed card value (verified against the card database): Poverty's hand size of 3.
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the Hex deck holds, from the top, "Poverty"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob has "Copper", "Copper", "Estate", "Silver" and "Gold" in hand
    And Bob will answer "discard" with "Estate" and "Copper"
    When Alice plays "Skulk"
    Then Bob's "discard" choice offers exactly "Copper", "Estate", "Silver" and "Gold"
    And Bob's "discard" choice allows at least 2
    And Bob's "discard" choice allows at most 2
    And Bob's hand is "Copper", "Silver" and "Gold"
    And Bob has "Estate" and "Copper" in discard pile

  @id:nocturne-bad-omens-two-coppers-on-deck @rule:hex:bad-omens @rule:card:skulk @rule:card:skulk.1
  Scenario: Bad Omens puts the deck into the discard pile and two Coppers back on top
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the Hex deck holds, from the top, "Bad Omens"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob's deck holds, from the top, "Estate", "Copper", "Silver", "Copper" and "Copper"
    And Bob has "Gold" in his discard pile
    When Alice plays "Skulk"
    Then Bob's deck is "Copper" and "Copper"
    And Bob's discard pile holds 4 cards
    And Bob has "Estate", "Silver", "Gold" and "Copper" in discard pile

  @id:nocturne-bad-omens-one-copper @rule:hex:bad-omens @rule:card:skulk @rule:card:skulk.1
  Scenario: Bad Omens with only one Copper puts just that one on the deck
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the Hex deck holds, from the top, "Bad Omens"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob's deck holds, from the top, "Estate" and "Silver"
    And Bob has "Copper" in his discard pile
    When Alice plays "Skulk"
    Then Bob's deck is "Copper"
    And Bob's discard pile holds 2 cards

  @id:nocturne-famine-discards-actions @rule:hex:famine @rule:base:shuffling @rule:card:skulk @rule:card:skulk.1
  Scenario: Famine discards the revealed Actions and shuffles the rest back into the deck
    Printed card value (verified against the card database): Famine revealing the top 3 cards.
    Given a Dominion game between Alice and Bob with kingdom "Skulk" and "Werewolf"
    And the Hex deck holds, from the top, "Famine"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob's deck holds, from the top, "Werewolf", "Silver", "Skulk", "Estate" and "Gold"
    And the "shuffle" outcome will be "Estate", "Silver" and "Gold"
    When Alice plays "Skulk"
    Then the "shuffle" outcome could be exactly "Estate", "Silver" and "Gold"
    And Bob's deck is "Estate", "Silver" and "Gold"
    And Bob's discard pile holds 2 cards
    And Bob has "Werewolf" and "Skulk" in discard pile

  @id:nocturne-war-trashes-three-or-four @rule:hex:war @rule:card:skulk @rule:card:skulk.1
  Scenario: War reveals cards until one costing three or four and trashes it
    Printed card value (verified against the card database): War's cost range of 3 to 4.
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the Hex deck holds, from the top, "War"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob's deck holds, from the top, "Copper", "Gold", "Estate", "Silver" and "Copper"
    When Alice plays "Skulk"
    Then the trash is "Silver"
    And Bob's deck is "Copper"
    And Bob's discard pile holds 3 cards
    And Bob has "Copper", "Gold" and "Estate" in discard pile

  @id:nocturne-hex-deck-reshuffles @rule:hex:greed @rule:card:skulk @rule:card:skulk.1
  Scenario: An empty Hex deck is re-formed by shuffling the Hex discard pile
    Printed card value (verified against the card database): Greed putting the Copper onto the deck.
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the Hex deck is empty
    And the Hex discard pile holds, from the top, "Plague" and "Greed"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob's deck holds, from the top, "Estate"
    And the "hex shuffle" outcome will be "Greed" and "Plague"
    When Alice plays "Skulk"
    Then the "hex shuffle" outcome could be exactly "Plague" and "Greed"
    And Bob's deck is "Copper" and "Estate"
    And the Hex deck is "Plague"
    And the Hex discard pile is "Greed"

  @id:nocturne-fear-discards-action-or-treasure @rule:hex:fear @rule:card:skulk.1
  Scenario: Fear makes a player with five cards discard an Action or a Treasure
    Printed card value (verified against the card database): Fear's hand size of 5.
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the Hex deck holds, from the top, "Fear"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob has "Silver", "Estate", "Estate", "Estate" and "Estate" in hand
    When Alice plays "Skulk"
    Then Bob's "discard" choice offers exactly "Silver"
    And Bob's hand is "Estate", "Estate", "Estate" and "Estate"
    And Bob's discard pile is "Silver"

  @id:nocturne-fear-spares-small-hands @rule:hex:fear @rule:card:skulk.1
  Scenario: Fear does nothing to a player with four cards in hand
    Printed card value (verified against the card database): Fear's hand size of 5.
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the Hex deck holds, from the top, "Fear"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob has "Silver", "Gold", "Copper" and "Estate" in hand
    When Alice plays "Skulk"
    Then Bob's hand holds 4 cards
    And Bob's discard pile is empty

  @id:nocturne-haunting-puts-a-card-on-deck @rule:hex:haunting @rule:card:skulk.1
  Scenario: Haunting makes a player with four cards put one of them on top of the deck
    Printed card value (verified against the card database): Haunting's hand size of 4.
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the Hex deck holds, from the top, "Haunting"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob has "Gold", "Copper", "Estate" and "Estate" in hand
    And Bob's deck holds, from the top, "Silver"
    And Bob will answer "topdeck" with "Estate"
    When Alice plays "Skulk"
    Then Bob's "topdeck" choice offers exactly "Gold", "Copper" and "Estate"
    And Bob's deck is "Estate" and "Silver"
    And Bob's hand is "Gold", "Copper" and "Estate"

Feature: Kingdom cards at their edges: Raider to Werewolf
  Each card read against the edge-case checklist (docs/games/nocturne-edge-cases.md).

  @id:nocturne-raider-counts-a-card-in-play-from-an-earlier-turn @rule:card:raider.1 @rule:base:duration
  Scenario: A Duration still in play from an earlier turn counts among the names Raider matches
    Given a Dominion game between Alice and Bob with kingdom "Raider" and "Ghost Town"
    And Alice has "Ghost Town" in play
    And it is Alice's Night phase
    And Alice has "Raider" in hand
    And Bob has "Ghost Town", "Copper", "Estate", "Estate" and "Estate" in hand
    When Alice plays "Raider"
    Then Bob's "discard" choice offers exactly "Ghost Town"
    And Bob's discard pile is "Ghost Town"

  @id:nocturne-raider-names-itself @rule:card:raider.1
  Scenario: Raider is itself in play, so a player holding a Raider must discard it
    Given a Dominion game between Alice and Bob with kingdom "Raider"
    And it is Alice's Night phase
    And Alice has "Raider" in hand
    And Bob has "Raider", "Copper", "Estate", "Estate" and "Silver" in hand
    When Alice plays "Raider"
    Then Bob's "discard" choice offers exactly "Raider"
    And Bob's discard pile is "Raider"
    And Bob's hand holds 4 cards

  @id:nocturne-sacred-grove-rivers-gift-shared-draws-at-turn-end @rule:card:sacred-grove.1 @rule:boon:the-rivers-gift @rule:base:cleanup-phase
  Scenario: Another player who receives The River's Gift from Sacred Grove draws a card at the end of the turn
    Given a Dominion game between Alice and Bob with kingdom "Sacred Grove"
    And the Boon deck holds, from the top, "The River's Gift"
    And it is Alice's Action phase
    And Alice has "Sacred Grove" in hand
    And Alice's deck holds 6 copies of "Copper"
    And Bob's deck holds, from the top, "Gold"
    And Bob will answer "receive" with "yes"
    When Alice plays "Sacred Grove"
    Then Bob will draw 1 extra cards in this turn's Clean-up
    And Alice will draw 1 extra cards in this turn's Clean-up
    And Alice's kept Boons is "The River's Gift"
    And Bob's kept Boons is empty
    When Alice ends her turn
    Then Alice's hand holds 6 cards
    And Bob's hand is "Gold"

  @id:nocturne-sacred-grove-shared-gain-goes-to-the-other-player @rule:card:sacred-grove.1 @rule:boon:the-mountains-gift
  Scenario: The Mountain's Gift shared by Sacred Grove gains a Silver for each player who receives it
    Given a Dominion game between Alice and Bob with kingdom "Sacred Grove"
    And the Boon deck holds, from the top, "The Mountain's Gift"
    And it is Alice's Action phase
    And Alice has "Sacred Grove" in hand
    And Bob will answer "receive" with "yes"
    When Alice plays "Sacred Grove"
    Then Alice's discard pile is "Silver"
    And Bob's discard pile is "Silver"
    And the "Silver" pile holds 38 cards
    And the Boon discard pile is "The Mountain's Gift"

  @id:nocturne-sacred-grove-with-no-boon-left @rule:card:sacred-grove.1 @rule:fate-cards-and-boons.1
  Scenario: Sacred Grove with no Boon left gives its Buy and coins and asks nobody anything
    Printed card value (verified against the card database): Sacred Grove's +1 Buy and +3 coins.
    Given a Dominion game between Alice and Bob with kingdom "Sacred Grove"
    And the Boon deck is empty
    And the Boon discard pile is empty
    And it is Alice's Action phase
    And Alice has "Sacred Grove" in hand
    When Alice plays "Sacred Grove"
    Then Alice has 0 Actions, 2 Buys and 3 Coins

  @id:nocturne-sacred-grove-four-players-decide-each-for-themselves @rule:card:sacred-grove.1 @rule:boon:the-seas-gift
  Scenario: In a four-player game each other player decides alone whether to receive the shared Boon
    Given a Dominion game between Alice, Bob, Carol and Dan with kingdom "Sacred Grove"
    And the Boon deck holds, from the top, "The Sea's Gift"
    And it is Alice's Action phase
    And Alice has "Sacred Grove" in hand
    And Bob's deck holds, from the top, "Silver"
    And Carol's deck holds, from the top, "Gold"
    And Dan's deck holds, from the top, "Province"
    And Bob will answer "receive" with "no"
    And Carol will answer "receive" with "yes"
    And Dan will answer "receive" with "yes"
    When Alice plays "Sacred Grove"
    Then Bob's hand is empty
    And Carol's hand is "Gold"
    And Dan's hand is "Province"
    And the Boon discard pile is "The Sea's Gift"

  @id:nocturne-sacred-grove-keeps-the-fields-gift @rule:card:sacred-grove.1 @rule:boon:the-fields-gift
  Scenario: The Field's Gift gives a coin, so Sacred Grove does not share it
    Given a Dominion game between Alice and Bob with kingdom "Sacred Grove"
    And the Boon deck holds, from the top, "The Field's Gift"
    And it is Alice's Action phase
    And Alice has "Sacred Grove" in hand
    When Alice plays "Sacred Grove"
    Then Alice has 1 Action, 2 Buys and 4 Coins
    And Alice's kept Boons is "The Field's Gift"

  @id:nocturne-secret-cave-two-cards-are-not-three @rule:card:secret-cave.1 @rule:base:cleanup-phase
  Scenario: Secret Cave whose player can only discard two cards discards them but does not stay for next turn
    Given a Dominion game between Alice and Bob with kingdom "Secret Cave"
    And it is Alice's Action phase
    And Alice has "Secret Cave" and "Estate" in hand
    And Alice's deck holds, from the top, "Copper", "Copper", "Copper", "Copper", "Copper" and "Copper"
    And Alice will answer "discard" with "Estate" and "Copper"
    When Alice plays "Secret Cave"
    Then Alice's "discard" choice allows at most 2
    And Alice's hand is empty
    And no "Secret Cave" in Alice's play is waiting for her next turn
    When Alice ends her turn
    Then Alice has "Secret Cave" in discard pile

  @id:nocturne-secret-cave-played-twice-by-ghost-waits-once @rule:card:secret-cave.1 @rule:special:ghost @rule:base:duration
  Scenario: A Secret Cave Ghost plays twice stays for its coins if the player discarded three cards either time
    Printed card value (verified against the card database): Secret Cave's +1 Card, +1 Action and +3 coins.
    Given a Dominion game between Alice and Bob with kingdom "Secret Cave" and "Exorcist"
    And Alice played "Ghost" on her previous turn with "Secret Cave" set aside under it
    And Alice has "Estate", "Estate" and "Estate" in hand
    And Alice's deck holds, from the top, "Copper", "Copper", "Gold", "Gold", "Gold", "Gold" and "Gold"
    And it is Bob's Buy phase
    And Alice will answer "discard" with "Estate", "Estate" and "Estate"
    And Alice will answer "discard" with "nothing"
    When Bob ends his turn
    Then Alice has 3 Actions
    And Alice's hand is "Copper" and "Copper"
    And Alice's "Secret Cave" in play is waiting for her next turn
    When Alice ends her turn
    Then Alice's play is "Secret Cave"
    When Bob ends his turn
    Then Alice has 3 Coins

  @id:nocturne-secret-cave-played-twice-discarding-both-times @rule:card:secret-cave.1 @rule:base:duration
  Scenario: A Secret Cave played twice with three cards discarded each time gives its coins twice next turn
    Printed card value (verified against the card database): Secret Cave's +3 coins. Test Throne (test kit) plays an Action card from hand twice.
    Given a Dominion game between Alice and Bob with kingdom "Secret Cave" and "Test Throne"
    And it is Alice's Action phase
    And Alice has "Test Throne", "Secret Cave", "Estate", "Estate", "Estate", "Estate" and "Estate" in hand
    And Alice's deck holds, from the top, "Curse", "Copper", "Copper", "Copper", "Copper", "Copper" and "Copper"
    And Alice will answer "play" with "Secret Cave"
    And Alice will answer "discard" with "Estate", "Estate" and "Estate"
    And Alice will answer "discard" with "Estate", "Estate" and "Curse"
    When Alice plays "Test Throne"
    Then Alice's hand is "Copper"
    And Alice's "Secret Cave" in play is waiting for her next turn
    When Alice ends her turn
    And Bob ends his turn
    Then Alice has 6 Coins

  @id:nocturne-shepherd-discarded-cards-shuffled-back-to-draw @rule:card:shepherd.1 @rule:base:shuffling
  Scenario: Shepherd's discarded Victory cards may be shuffled into the new deck it draws from
    Given a Dominion game between Alice and Bob with kingdom "Shepherd"
    And it is Alice's Action phase
    And Alice has "Shepherd", "Estate" and "Estate" in hand
    And Alice's discard pile holds, from the top, "Gold" and "Gold"
    And Alice will answer "discard" with "Estate" and "Estate"
    And the "shuffle" outcome will be "Gold", "Estate", "Gold" and "Estate"
    When Alice plays "Shepherd"
    Then the "shuffle" outcome could be exactly "Estate" and "Gold"
    And Alice's hand is "Gold", "Estate", "Gold" and "Estate"
    And Alice's deck is empty
    And Alice's discard pile is empty

  @id:nocturne-shepherd-with-no-victory-card @rule:card:shepherd.1
  Scenario: Shepherd with no Victory card in hand discards and draws nothing
    Given a Dominion game between Alice and Bob with kingdom "Shepherd"
    And it is Alice's Action phase
    And Alice has "Shepherd", "Copper" and "Curse" in hand
    And Alice's deck holds 2 copies of "Gold"
    When Alice plays "Shepherd"
    Then Alice's "discard" choice offers exactly "nothing"
    And Alice's hand is "Copper" and "Curse"
    And Alice has 1 Action

  @id:nocturne-shepherd-cemetery-is-a-victory-card @rule:card:shepherd.1 @rule:card:cemetery.1
  Scenario: Cemetery is a Victory card Shepherd may discard; a Curse is not
    Given a Dominion game between Alice and Bob with kingdom "Shepherd" and "Cemetery"
    And it is Alice's Action phase
    And Alice has "Shepherd", "Cemetery" and "Curse" in hand
    And Alice's deck holds 2 copies of "Gold"
    And Alice will answer "discard" with "Cemetery"
    When Alice plays "Shepherd"
    Then Alice's "discard" choice offers exactly "Cemetery" and "nothing"
    And Alice's hand is "Curse", "Gold" and "Gold"

  @id:nocturne-skulk-gained-with-the-gold-pile-empty @rule:card:skulk.1 @rule:base:gaining
  Scenario: A Skulk gained with no Gold left gains only itself
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the "Gold" pile holds 0 cards
    And it is Alice's Buy phase
    And Alice has 4 Coins and 1 Buy
    When Alice buys "Skulk"
    Then Alice's discard pile is "Skulk"
    And Alice has gained "Skulk" this turn

  @id:nocturne-skulk-gained-by-devils-workshop-brings-its-gold @rule:card:skulk.1 @rule:card:devils-workshop.1
  Scenario: A Skulk gained by Devil's Workshop brings its Gold, and both count as gained this turn
    Given a Dominion game between Alice and Bob with kingdom "Skulk" and "Devil's Workshop"
    And it is Alice's Night phase
    And Alice has "Silver" in her discard pile
    And Alice has gained "Silver" this turn
    And Alice has "Devil's Workshop" in hand
    And Alice will answer "gain" with "Skulk"
    When Alice plays "Devil's Workshop"
    Then Alice has gained "Silver", "Skulk" and "Gold" this turn
    And Alice's discard pile is "Gold", "Skulk" and "Silver"

  @id:nocturne-skulk-one-hex-for-three-others @rule:card:skulk.1 @rule:doom-cards-hexes-and-states.1 @rule:hex:plague
  Scenario: In a four-player game Skulk reveals one Hex that all three other players receive
    Given a Dominion game between Alice, Bob, Carol and Dan with kingdom "Skulk"
    And the Hex deck holds, from the top, "Plague" and "War"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    When Alice plays "Skulk"
    Then Bob's hand is "Curse"
    And Carol's hand is "Curse"
    And Dan's hand is "Curse"
    And the Hex discard pile is "Plague"
    And the Hex deck is "War"
    And the "Curse" pile holds 27 cards

  @id:nocturne-skulk-a-revealed-reaction-skips-that-player @rule:card:skulk.1 @rule:base:reaction @rule:hex:plague
  Scenario: A player who reveals a reaction to Skulk does not receive its Hex; the others do
    Test Moat (test kit): when another player plays an Attack, its owner may reveal it from hand
    to be unaffected by that Attack.

    Given a Dominion game between Alice, Bob and Carol with kingdom "Skulk" and "Test Moat"
    And the Hex deck holds, from the top, "Plague"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob has "Test Moat" in hand
    And Bob will answer "use" with "Test Moat"
    When Alice plays "Skulk"
    Then Bob's hand is "Test Moat"
    And Carol's hand is "Curse"
    And the Hex discard pile is "Plague"

  @id:nocturne-skulk-no-hex-when-the-only-other-player-reacts @rule:card:skulk.1 @rule:base:reaction @contested
  Scenario: When the only other player reacts to Skulk, no Hex is revealed
    We read a Hex sent to the other players as something to be received: with nobody affected,
    none is revealed (the reading registered for a Guardian-protected player).

    Given a Dominion game between Alice and Bob with kingdom "Skulk" and "Test Moat"
    And the Hex deck holds, from the top, "Plague"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob has "Test Moat" in hand
    And Bob will answer "use" with "Test Moat"
    When Alice plays "Skulk"
    Then the Hex deck is "Plague"
    And the Hex discard pile is empty
    And Alice has 2 Buys

  @id:nocturne-tormentor-played-by-conclave-sends-a-hex @rule:card:tormentor.1 @rule:card:conclave.1 @rule:hex:plague
  Scenario: A Tormentor played by Conclave has the Conclave beside it in play, so each other player receives a Hex
    Given a Dominion game between Alice and Bob with kingdom "Tormentor" and "Conclave"
    And the Hex deck holds, from the top, "Plague"
    And it is Alice's Action phase
    And Alice has "Conclave" and "Tormentor" in hand
    And Alice's deck holds 3 copies of "Copper"
    And Alice will answer "play" with "Tormentor"
    When Alice plays "Conclave"
    Then Bob's hand is "Curse"
    And the "Imp" pile holds 13 cards

  @id:nocturne-tormentor-alone-with-the-imp-pile-empty @rule:card:tormentor.1 @rule:special:imp
  Scenario: A Tormentor alone in play with no Imp left gains nothing, and still sends no Hex
    Given a Dominion game between Alice and Bob with kingdom "Tormentor"
    And the "Imp" pile holds 0 cards
    And the Hex deck holds, from the top, "Plague"
    And it is Alice's Action phase
    And Alice has "Tormentor" in hand
    When Alice plays "Tormentor"
    Then Alice's discard pile is empty
    And Bob's hand is empty
    And the Hex deck is "Plague"

  @id:nocturne-tormentor-played-twice-sends-two-hexes @rule:card:tormentor.1 @rule:doom-cards-hexes-and-states.1 @rule:hex:greed @rule:hex:plague
  Scenario: A Tormentor played twice beside the card that replays it sends a Hex each time
    Test Throne (test kit) plays an Action card from hand twice; it is in play beside Tormentor.

    Given a Dominion game between Alice and Bob with kingdom "Tormentor" and "Test Throne"
    And the Hex deck holds, from the top, "Plague" and "Greed"
    And it is Alice's Action phase
    And Alice has "Test Throne" and "Tormentor" in hand
    And Alice's deck holds 4 copies of "Copper"
    And Bob's deck holds, from the top, "Estate"
    And Alice will answer "play" with "Tormentor"
    When Alice plays "Test Throne"
    Then Bob's hand is "Curse"
    And Bob's deck is "Copper" and "Estate"
    And the Hex discard pile is "Greed" and "Plague"
    And the "Imp" pile holds 13 cards

  @id:nocturne-tormentor-played-by-ghost-sends-hexes @rule:card:tormentor.1 @rule:special:ghost @rule:base:duration
  Scenario: A Tormentor Ghost plays at the start of the turn has the Ghost in play beside it
    Given a Dominion game between Alice and Bob with kingdom "Tormentor" and "Exorcist"
    And the Hex deck holds, from the top, "Plague" and "Plague"
    And Alice played "Ghost" on her previous turn with "Tormentor" set aside under it
    And Alice's deck holds 4 copies of "Copper"
    And it is Bob's Buy phase
    When Bob ends his turn
    Then Bob's hand is "Curse" and "Curse"
    And Alice's play is "Ghost" and "Tormentor"
    And the "Imp" pile holds 13 cards

  @id:nocturne-tracker-boon-gain-may-go-on-the-deck @rule:card:tracker.1 @rule:boon:the-mountains-gift
  Scenario: The Silver from Tracker's own Boon may already go onto the deck
    Given a Dominion game between Alice and Bob with kingdom "Tracker"
    And the Boon deck holds, from the top, "The Mountain's Gift"
    And it is Alice's Action phase
    And Alice has "Tracker" in hand
    And Alice will answer "topdeck" with "Silver"
    When Alice plays "Tracker"
    Then Alice's deck is "Silver"
    And Alice's discard pile is empty
    And the effect of "Tracker" lasts for the rest of Alice's turn

  @id:nocturne-tracker-other-players-gains-are-not-offered @rule:card:tracker.1 @rule:card:idol.1
  Scenario: Tracker's ability is for its player's gains only; a Curse another player gains is not offered
    Given a Dominion game between Alice and Bob with kingdom "Tracker" and "Idol"
    And the effect of "Tracker" lasts for the rest of Alice's turn
    And the Boon deck holds, from the top, "The Sea's Gift"
    And it is Alice's Buy phase
    And Alice has "Idol" and "Idol" in hand
    When Alice plays "Idol" and "Idol"
    Then Bob's discard pile is "Curse"
    And Bob's deck is empty

  @id:nocturne-tracker-ends-with-the-turn @rule:card:tracker.1
  Scenario: Tracker's ability lasts for the rest of the turn and no longer
    Given a Dominion game between Alice and Bob with kingdom "Tracker"
    And the effect of "Tracker" lasts for the rest of Alice's turn
    And it is Alice's Buy phase
    And Alice's deck holds 5 copies of "Copper"
    When Alice ends her turn
    Then it is Bob's Action phase
    And no effect of "Tracker" is in force this turn

  @id:nocturne-tracker-copper-gained-onto-the-deck-is-not-asked-about @rule:card:tracker.1 @rule:card:leprechaun.1 @rule:hex:greed
  Scenario: With Tracker in force, a Copper Greed already puts onto the deck is not offered again
    Given a Dominion game between Alice and Bob with kingdom "Tracker" and "Leprechaun"
    And the effect of "Tracker" lasts for the rest of Alice's turn
    And the Hex deck holds, from the top, "Greed"
    And it is Alice's Action phase
    And Alice has "Leprechaun" in hand
    And Alice will answer "topdeck" with "nothing"
    When Alice plays "Leprechaun"
    Then Alice's "topdeck" choice offers exactly "Gold" and "nothing"
    And Alice's deck is "Copper"
    And Alice's discard pile is "Gold"

  @id:nocturne-tracker-exchanged-card-leaves-nothing-to-topdeck @rule:card:tracker.1 @rule:card:changeling.1
  Scenario: A card exchanged for a Changeling is gone, and the Changeling was not gained, so Tracker offers nothing
    Given a Dominion game between Alice and Bob with kingdom "Tracker" and "Changeling"
    And the effect of "Tracker" lasts for the rest of Alice's turn
    And it is Alice's Buy phase
    And Alice has 3 Coins and 1 Buy
    And Alice will answer "exchange" with "yes"
    When Alice buys "Silver"
    Then Alice's discard pile is "Changeling"
    And Alice's deck is empty

  @id:nocturne-tragic-hero-played-twice-gains-twice @rule:card:tragic-hero.1
  Scenario: A Tragic Hero played twice is trashed the first time, and the second time gains its Treasure anyway
    Test Throne (test kit) plays an Action card from hand twice.

    Given a Dominion game between Alice and Bob with kingdom "Tragic Hero" and "Test Throne"
    And it is Alice's Action phase
    And Alice has "Test Throne", "Tragic Hero", "Copper", "Copper", "Copper", "Copper" and "Copper" in hand
    And Alice's deck holds 6 copies of "Estate"
    And Alice will answer "play" with "Tragic Hero"
    And Alice will answer "gain" with "Gold"
    And Alice will answer "gain" with "Silver"
    When Alice plays "Test Throne"
    Then Alice's hand holds 11 cards
    And the trash is "Tragic Hero"
    And Alice's discard pile is "Silver" and "Gold"
    And Alice has 3 Buys

  @id:nocturne-tragic-hero-offers-only-treasure-piles-left @rule:card:tragic-hero.1
  Scenario: Tragic Hero's Treasure comes from a Treasure pile that is not empty
    Given a Dominion game between Alice and Bob with kingdom "Tragic Hero"
    And the "Gold" pile holds 0 cards
    And it is Alice's Action phase
    And Alice has "Tragic Hero", "Copper", "Copper", "Copper", "Copper" and "Copper" in hand
    And Alice's deck holds 3 copies of "Estate"
    And Alice will answer "gain" with "Silver"
    When Alice plays "Tragic Hero"
    Then Alice's "gain" choice offers exactly "Copper" and "Silver"
    And Alice's discard pile is "Silver"

  @id:nocturne-vampire-gain-reads-current-costs @rule:card:vampire.1 @rule:base:supply
  Scenario: Vampire's "up to five" reads costs as changed by effects in force, and still never a Vampire
    Test Highway (test kit) in play makes every card cost 1 less: Gold costs 5 and Province 7.

    Given a Dominion game between Alice and Bob with kingdom "Vampire" and "Test Highway"
    And the Hex deck holds, from the top, "Plague"
    And Alice has "Test Highway" in play
    And it is Alice's Night phase
    And Alice has "Vampire" in hand
    And Alice will answer "gain" with "Gold"
    When Alice plays "Vampire"
    Then Alice's "gain" choice offers exactly "Copper", "Curse", "Estate", "Silver", "Duchy", "Gold" and "Test Highway"
    And Alice has "Gold" and "Bat" in discard pile

  @id:nocturne-vampire-hex-skips-the-guardian-player @rule:card:vampire.1 @rule:card:guardian.1 @rule:hex:plague
  Scenario: In a three-player game Vampire's one Hex goes only to the player without Guardian
    Given a Dominion game between Alice, Bob and Carol with kingdom "Vampire" and "Guardian"
    And the Hex deck holds, from the top, "Plague"
    And Bob played "Guardian" on his previous turn
    And it is Alice's Night phase
    And Alice has "Vampire" in hand
    And Alice will answer "gain" with "Silver"
    When Alice plays "Vampire"
    Then Bob's hand is empty
    And Carol's hand is "Curse"
    And the Hex discard pile is "Plague"

  @id:nocturne-vampire-exchange-is-not-a-gain @rule:card:vampire.1 @rule:base:gaining
  Scenario: Vampire's card is gained; the Bat it is exchanged for is not
    Test Tally (test kit) gives +1 coin each time its owner gains a card while it is in play.

    Given a Dominion game between Alice and Bob with kingdom "Vampire" and "Test Tally"
    And the Hex deck holds, from the top, "Plague"
    And Alice has "Test Tally" in play
    And it is Alice's Night phase
    And Alice has "Vampire" in hand
    And Alice will answer "gain" with "Duchy"
    When Alice plays "Vampire"
    Then Alice has 1 Coin
    And Alice has gained "Duchy" this turn
    And Alice has "Duchy" and "Bat" in discard pile

  @id:nocturne-werewolf-at-night-needs-no-action @rule:card:werewolf.1 @rule:night-phase.1 @rule:hex:plague
  Scenario: Werewolf played at Night needs no Action and sends each other player the next Hex
    Given a Dominion game between Alice and Bob with kingdom "Werewolf"
    And the Hex deck holds, from the top, "Plague"
    And it is Alice's Night phase
    And Alice has 0 Actions
    And Alice has "Werewolf" in hand
    When Alice plays "Werewolf"
    Then Bob's hand is "Curse"
    And Alice has 0 Actions

  @id:nocturne-werewolf-in-the-action-phase-needs-an-action @rule:card:werewolf.1 @rule:base:action-phase
  Scenario: In the Action phase Werewolf is an Action and cannot be played without an Action left
    Given a Dominion game between Alice and Bob with kingdom "Werewolf"
    And it is Alice's Action phase
    And Alice has 0 Actions
    And Alice has "Werewolf" in hand
    Then Alice cannot play "Werewolf"
    And Alice's hand is "Werewolf"

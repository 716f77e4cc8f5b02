Feature: Kingdom cards at their edges: Bard to Exorcist
  Each card read against the edge-case checklist (docs/games/nocturne-edge-cases.md): empty
  piles, too few cards, reshuffles in the middle of an effect, where gained cards go, what
  counts as gaining, the same card twice, cards left in play, shared effects, changed costs,
  and what each choice offers.

  @id:nocturne-bard-with-no-boon-left-gives-only-coins @rule:card:bard.1 @rule:fate-cards-and-boons.1
  Scenario: Bard with no Boon in the Boon deck or its discard pile gives its coins and nothing else
    Printed card value (verified against the card database): Bard's +2 coins.
    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck is empty
    And the Boon discard pile is empty
    And it is Alice's Action phase
    And Alice has "Bard" in hand
    When Alice plays "Bard"
    Then Alice has 0 Actions, 1 Buy and 2 Coins
    And Alice's kept Boons is empty
    And the Boon deck is empty

  @id:nocturne-boon-deck-not-reshuffled-until-a-boon-is-needed @contested @rule:fate-cards-and-boons.1 @rule:card:bard.1
  Scenario: Taking the last Boon leaves the Boon deck empty until another Boon is needed
    The rulebook reshuffles the discarded Boons when the Boon deck empties and the Hexes when
    they are needed. We read both alike: the Boon discard pile is shuffled only when a Boon is
    needed and the deck is empty, so the Boon just received is shuffled in with the others.

    Given a Dominion game between Alice and Bob with kingdom "Bard"
    And the Boon deck holds, from the top, "The Mountain's Gift"
    And the Boon discard pile holds, from the top, "The Sea's Gift"
    And it is Alice's Action phase
    And Alice has 2 Actions
    And Alice has "Bard" and "Bard" in hand
    And Alice's deck holds, from the top, "Gold"
    When Alice plays "Bard"
    Then the Boon deck is empty
    And the Boon discard pile is "The Mountain's Gift" and "The Sea's Gift"
    Given the "boon shuffle" outcome will be "The Sea's Gift" and "The Mountain's Gift"
    When Alice plays "Bard"
    Then the "boon shuffle" outcome could be exactly "The Mountain's Gift" and "The Sea's Gift"
    And Alice's hand is "Gold"
    And the Boon deck is "The Mountain's Gift"
    And the Boon discard pile is "The Sea's Gift"

  @id:nocturne-bard-played-twice-receives-two-boons @rule:card:bard.1 @rule:boon:the-fields-gift @rule:boon:the-forests-gift
  Scenario: A Bard played twice gives its coins twice and receives two Boons, both kept until Clean-up
    Printed card value (verified against the card database): Bard's +2 coins, The Field's Gift's +1 Action and +1 coin, The Forest's Gift's +1 Buy and +1 coin.
    Test Throne (test kit) plays an Action card from hand twice.

    Given a Dominion game between Alice and Bob with kingdom "Bard" and "Test Throne"
    And the Boon deck holds, from the top, "The Field's Gift" and "The Forest's Gift"
    And it is Alice's Action phase
    And Alice has "Test Throne" and "Bard" in hand
    And Alice will answer "play" with "Bard"
    When Alice plays "Test Throne"
    Then Alice has 1 Action, 2 Buys and 6 Coins
    And Alice's kept Boons is "The Field's Gift" and "The Forest's Gift"
    And Alice's play is "Test Throne" and "Bard"
    And the Boon deck is empty

  @id:nocturne-blessed-village-gained-by-a-workshop-reveals-a-boon @rule:card:blessed-village.1 @rule:boon:the-seas-gift @rule:base:gaining
  Scenario: Blessed Village gained other than by buying still reveals a Boon to receive now or later
    Printed card value (verified against the card database): Blessed Village's cost of 4. Test Workshop (test kit) gains a card costing up to 4.
    Given a Dominion game between Alice and Bob with kingdom "Blessed Village" and "Test Workshop"
    And the Boon deck holds, from the top, "The Sea's Gift"
    And it is Alice's Action phase
    And Alice has "Test Workshop" in hand
    And Alice's deck holds, from the top, "Gold"
    And Alice will answer "gain" with "Blessed Village"
    And Alice will answer "receive now" with "yes"
    When Alice plays "Test Workshop"
    Then Alice's "gain" choice offers "Blessed Village"
    And Alice's "receive now" choice offers exactly "yes" and "no"
    And Alice's hand is "Gold"
    And Alice's discard pile is "Blessed Village"
    And the Boon discard pile is "The Sea's Gift"

  @id:nocturne-blessed-village-with-no-boon-to-reveal @rule:card:blessed-village.1 @rule:fate-cards-and-boons.1
  Scenario: Gaining Blessed Village with no Boon left to reveal asks nothing and leaves nothing waiting
    Printed card value (verified against the card database): Blessed Village's cost of 4.
    Given a Dominion game between Alice and Bob with kingdom "Blessed Village"
    And the Boon deck is empty
    And the Boon discard pile is empty
    And it is Alice's Buy phase
    And Alice has 4 Coins and 1 Buy
    When Alice buys "Blessed Village"
    Then Alice's discard pile is "Blessed Village"
    And Alice's kept Boons is empty

  @id:nocturne-blessed-village-saved-fields-gift-kept-through-that-turn @rule:card:blessed-village.1 @rule:boon:the-fields-gift @rule:base:cleanup-phase
  Scenario: A Field's Gift left for the next turn is received then and kept until that turn's Clean-up
    Printed card value (verified against the card database): Blessed Village's cost of 4 and The Field's Gift's +1 Action and +1 coin.
    Given a Dominion game between Alice and Bob with kingdom "Blessed Village"
    And the Boon deck holds, from the top, "The Field's Gift"
    And it is Alice's Buy phase
    And Alice has 4 Coins and 1 Buy
    And Alice's deck holds 10 copies of "Copper"
    And Alice will answer "receive now" with "no"
    When Alice buys "Blessed Village"
    Then Alice has 0 Coins
    And Alice's kept Boons is "The Field's Gift"
    When Alice ends her turn
    And Bob ends his turn
    Then it is Alice's Action phase
    And Alice has 2 Actions, 1 Buy and 1 Coin
    And Alice's kept Boons is "The Field's Gift"
    And the Boon discard pile is empty
    When Alice ends her turn
    Then Alice's kept Boons is empty
    And the Boon discard pile is "The Field's Gift"

  @id:nocturne-two-boons-left-waiting-the-player-orders-them @rule:card:blessed-village.1 @rule:base:duration @rule:boon:the-mountains-gift @rule:boon:the-seas-gift
  Scenario: Two Boons left by two Blessed Villages are received as the next turn starts, in the order the player picks
    Printed card value (verified against the card database): Blessed Village's cost of 4.
    Given a Dominion game between Alice and Bob with kingdom "Blessed Village"
    And the Boon deck holds, from the top, "The Sea's Gift" and "The Mountain's Gift"
    And it is Alice's Buy phase
    And Alice has 8 Coins and 2 Buys
    And Alice's deck holds 6 copies of "Copper"
    And Alice will answer "receive now" with "no"
    When Alice buys "Blessed Village"
    Given Alice will answer "receive now" with "no"
    When Alice buys "Blessed Village"
    And Alice ends her turn
    Given Alice will answer "start of turn" with "The Mountain's Gift"
    When Bob ends his turn
    Then Alice's "start of turn" choice offers exactly "The Sea's Gift" and "The Mountain's Gift"
    And Alice's hand holds 6 cards
    And Alice has "Silver" in discard pile
    And the Boon discard pile is "The Sea's Gift" and "The Mountain's Gift"

  @id:nocturne-blessed-village-exchanged-after-its-boon @rule:card:blessed-village.1 @rule:card:changeling.1 @rule:boon:the-mountains-gift
  Scenario: A Blessed Village exchanged for a Changeling has already revealed its Boon, whose Silver is offered for exchange first
    Printed card value (verified against the card database): Changeling's threshold of cost 3 and Blessed Village's cost of 4.
    Given a Dominion game between Alice and Bob with kingdom "Blessed Village" and "Changeling"
    And the Boon deck holds, from the top, "The Mountain's Gift"
    And it is Alice's Buy phase
    And Alice has 4 Coins and 1 Buy
    And Alice will answer "receive now" with "yes"
    And Alice will answer "exchange" with "no"
    And Alice will answer "exchange" with "yes"
    When Alice buys "Blessed Village"
    Then Alice's discard pile is "Changeling" and "Silver"
    And the "Blessed Village" pile holds 10 cards
    And the "Changeling" pile holds 9 cards
    And the Boon discard pile is "The Mountain's Gift"

  @id:nocturne-cemetery-gained-with-an-empty-hand @rule:card:cemetery.1
  Scenario: Gaining Cemetery with an empty hand trashes nothing
    Printed card value (verified against the card database): Cemetery's cost of 4.
    Given a Dominion game between Alice and Bob with kingdom "Cemetery"
    And it is Alice's Buy phase
    And Alice has 4 Coins and 1 Buy
    When Alice buys "Cemetery"
    Then Alice's "trash" choice offers exactly "nothing"
    And Alice's "trash" choice allows at most 0
    And the trash is empty
    And Alice's discard pile is "Cemetery"

  @id:nocturne-cemetery-trashes-up-to-the-cards-in-hand @rule:card:cemetery.1
  Scenario: With two cards in hand, gaining Cemetery may trash both and no more
    Printed card value (verified against the card database): Cemetery's cost of 4.
    Given a Dominion game between Alice and Bob with kingdom "Cemetery"
    And it is Alice's Buy phase
    And Alice has 4 Coins and 1 Buy
    And Alice has "Estate" and "Copper" in hand
    And Alice will answer "trash" with "Estate" and "Copper"
    When Alice buys "Cemetery"
    Then Alice's "trash" choice allows at least 0
    And Alice's "trash" choice allows at most 2
    And the trash includes "Estate" and "Copper"
    And Alice's hand is empty

  @id:nocturne-cemetery-gained-by-an-action-trashes-from-that-hand @rule:card:cemetery.1 @rule:base:gaining
  Scenario: A Cemetery gained in the Action phase trashes from the hand the player holds then
    Printed card value (verified against the card database): Cemetery's cost of 4. Test Workshop (test kit) gains a card costing up to 4.
    Given a Dominion game between Alice and Bob with kingdom "Cemetery" and "Test Workshop"
    And it is Alice's Action phase
    And Alice has "Test Workshop", "Estate" and "Curse" in hand
    And Alice will answer "gain" with "Cemetery"
    And Alice will answer "trash" with "Curse"
    When Alice plays "Test Workshop"
    Then Alice's "trash" choice offers exactly "Estate", "Curse" and "nothing"
    And the trash is "Curse"
    And Alice's hand is "Estate"
    And Alice's discard pile is "Cemetery"

  @id:nocturne-victory-kingdom-pile-with-three-players @rule:base:setup @rule:card:cemetery.1
  Scenario: With three players a Victory Kingdom pile such as Cemetery's holds 12 cards, and there are 20 Curses
    Given a Dominion game between Alice, Bob and Carol with kingdom "Cemetery"
    Then the "Cemetery" pile holds 12 cards
    And the "Province" pile holds 12 cards
    And the "Curse" pile holds 20 cards

  @id:nocturne-changeling-alone-in-play-gains-nothing @rule:card:changeling.1
  Scenario: Changeling with no other card in play is trashed and gains nothing
    Given a Dominion game between Alice and Bob with kingdom "Changeling"
    And it is Alice's Night phase
    And Alice has "Changeling" in hand
    When Alice plays "Changeling"
    Then the trash is "Changeling"
    And Alice's play is empty
    And Alice's discard pile is empty

  @id:nocturne-changeling-does-not-offer-an-empty-pile @rule:card:changeling.1
  Scenario: Changeling cannot gain a copy of a card whose pile is empty
    Given a Dominion game between Alice and Bob with kingdom "Changeling"
    And Alice has "Copper" and "Silver" in play
    And the "Silver" pile holds 0 cards
    And it is Alice's Night phase
    And Alice has "Changeling" in hand
    When Alice plays "Changeling"
    Then Alice's "gain" choice offers exactly "Copper"
    And Alice's discard pile is "Copper"
    And the "Copper" pile holds 45 cards

  @id:nocturne-changeling-copies-a-card-from-outside-the-supply @rule:card:changeling.1 @rule:special:imp
  Scenario: Changeling gains a copy of an Imp in play from the Imp pile outside the Supply
    Printed card value (verified against the card database): the Imp pile of 13.
    Given a Dominion game between Alice and Bob with kingdom "Changeling" and "Tormentor"
    And Alice has "Imp" in play
    And it is Alice's Night phase
    And Alice has "Changeling" in hand
    When Alice plays "Changeling"
    Then Alice's "gain" choice offers exactly "Imp"
    And Alice's discard pile is "Imp"
    And the "Imp" pile holds 12 cards

  @id:nocturne-changeling-offers-no-heirloom @rule:card:changeling.1 @rule:heirlooms @rule:heirloom:lucky-coin
  Scenario: Changeling cannot gain a copy of an Heirloom in play, which has no pile
    Given a Dominion game between Alice and Bob with kingdom "Changeling" and "Fool"
    And Alice has "Lucky Coin" and "Silver" in play
    And it is Alice's Night phase
    And Alice has "Changeling" in hand
    And Alice will answer "exchange" with "no"
    When Alice plays "Changeling"
    Then Alice's "gain" choice offers exactly "Silver"
    And Alice's discard pile is "Silver"

  @id:nocturne-changeling-copies-a-duration-from-an-earlier-turn @rule:card:changeling.1 @rule:base:duration @rule:card:den-of-sin.1
  Scenario: A Duration left in play from an earlier turn is a card in play that Changeling can copy
    Den of Sin is gained to hand wherever the gain comes from.

    Given a Dominion game between Alice and Bob with kingdom "Changeling" and "Den of Sin"
    And Alice played "Den of Sin" on her previous turn
    And it is Alice's Night phase
    And Alice has "Changeling" in hand
    And Alice will answer "exchange" with "no"
    When Alice plays "Changeling"
    Then Alice's "gain" choice offers exactly "Den of Sin"
    And Alice's hand is "Den of Sin"
    And the "Den of Sin" pile holds 9 cards

  @id:nocturne-changeling-sees-crypt-not-what-is-under-it @rule:card:changeling.1 @rule:card:crypt.1
  Scenario: Treasures set aside under Crypt are not in play, so Changeling cannot copy them
    Given a Dominion game between Alice and Bob with kingdom "Changeling" and "Crypt"
    And Alice played "Crypt" on her previous turn with "Gold" set aside under it
    And Alice has "Copper" in play
    And it is Alice's Night phase
    And Alice has "Changeling" in hand
    And Alice will answer "gain" with "Crypt"
    And Alice will answer "exchange" with "no"
    When Alice plays "Changeling"
    Then Alice's "gain" choice offers exactly "Crypt" and "Copper"
    And Alice's discard pile is "Crypt"

  @id:nocturne-changeling-pile-empty-offers-no-exchange @rule:card:changeling.1
  Scenario: With the Changeling pile empty no gained card is offered for exchange
    Given a Dominion game between Alice and Bob with kingdom "Changeling"
    And the "Changeling" pile holds 0 cards
    And it is Alice's Buy phase
    And Alice has 3 Coins and 1 Buy
    When Alice buys "Silver"
    Then Alice's discard pile is "Silver"
    And the "Silver" pile holds 39 cards

  @id:nocturne-changeling-exchanges-a-card-gained-to-hand @rule:card:changeling.1 @rule:card:den-of-sin.1
  Scenario: A Den of Sin gained to hand can be exchanged; the Changeling goes to the discard pile
    Printed card value (verified against the card database): Den of Sin's cost of 5.
    Given a Dominion game between Alice and Bob with kingdom "Changeling" and "Den of Sin"
    And it is Alice's Buy phase
    And Alice has 5 Coins and 1 Buy
    And Alice will answer "exchange" with "yes"
    When Alice buys "Den of Sin"
    Then Alice's hand is empty
    And Alice's discard pile is "Changeling"
    And the "Den of Sin" pile holds 10 cards
    And the "Changeling" pile holds 9 cards

  @id:nocturne-changeling-exchange-is-not-a-gain @rule:card:changeling.1 @rule:base:gaining
  Scenario: Exchanging for a Changeling is not gaining it
    Test Tally (test kit) gives +1 coin each time its owner gains a card while it is in play:
    the Silver is gained, the Changeling taken in exchange is not.

    Given a Dominion game between Alice and Bob with kingdom "Changeling" and "Test Tally"
    And Alice has "Test Tally" in play
    And it is Alice's Buy phase
    And Alice has 3 Coins and 1 Buy
    And Alice will answer "exchange" with "yes"
    When Alice buys "Silver"
    Then Alice has 1 Coin
    And Alice has gained "Silver" this turn
    And Alice's discard pile is "Changeling"

  @id:nocturne-changeling-threshold-reads-the-current-cost @rule:card:changeling.1 @rule:base:supply
  Scenario: Changeling's threshold of three is read on the card's cost as changed by effects in force
    Printed card value (verified against the card database): Changeling's threshold of cost 3. Test Highway (test kit) in play makes every card cost 1 less.
    Silver costs 2 while Test Highway is in play, so it is not offered for exchange; Gold, at 5,
    is.

    Given a Dominion game between Alice and Bob with kingdom "Changeling" and "Test Highway"
    And Alice has "Test Highway" in play
    And it is Alice's Buy phase
    And Alice has 7 Coins and 2 Buys
    When Alice buys "Silver"
    Then Alice has 5 Coins
    Given Alice will answer "exchange" with "no"
    When Alice buys "Gold"
    Then Alice's "exchange" choice offers exactly "yes" and "no"
    And Alice has 0 Coins
    And Alice's discard pile is "Gold" and "Silver"

  @id:nocturne-changeling-exchange-for-another-player @rule:card:changeling.1 @rule:card:sacred-grove.1 @rule:boon:the-mountains-gift
  Scenario: A card another player gains from a shared Boon may be exchanged by that player
    Given a Dominion game between Alice and Bob with kingdom "Sacred Grove" and "Changeling"
    And the Boon deck holds, from the top, "The Mountain's Gift"
    And it is Alice's Action phase
    And Alice has "Sacred Grove" in hand
    And Alice will answer "exchange" with "no"
    And Bob will answer "receive" with "yes"
    And Bob will answer "exchange" with "yes"
    When Alice plays "Sacred Grove"
    Then Alice's discard pile is "Silver"
    And Bob's discard pile is "Changeling"
    And the "Silver" pile holds 39 cards
    And the "Changeling" pile holds 9 cards

  @id:nocturne-changeling-exchanges-a-ghost @rule:card:changeling.1 @rule:card:exorcist.1 @rule:special:ghost
  Scenario: A Ghost gained from its pile outside the Supply may be exchanged, going back to that pile
    Printed card value (verified against the card database): the Ghost pile of 6 and Ghost's cost of 4.
    Given a Dominion game between Alice and Bob with kingdom "Exorcist" and "Changeling"
    And it is Alice's Night phase
    And Alice has "Exorcist" and "Gold" in hand
    And Alice will answer "gain" with "Ghost"
    And Alice will answer "exchange" with "yes"
    When Alice plays "Exorcist"
    Then Alice's "gain" choice offers exactly "Will-o'-Wisp", "Imp" and "Ghost"
    And Alice's discard pile is "Changeling"
    And the "Ghost" pile holds 6 cards
    And the "Changeling" pile holds 9 cards
    And the trash is "Gold"

  @id:nocturne-cobbler-gained-card-played-that-turn @rule:card:cobbler.1 @rule:base:duration
  Scenario: The card Cobbler gains to hand at the start of the turn can be played that turn
    Printed card value (verified against the card database): Cobbler's limit of cost 4. Test Village (test kit): +1 Card, +2 Actions.
    Given a Dominion game between Alice and Bob with kingdom "Cobbler" and "Test Village"
    And Alice played "Cobbler" on her previous turn
    And Alice has "Copper", "Copper", "Copper", "Copper" and "Copper" in hand
    And Alice's deck holds, from the top, "Gold"
    And it is Bob's Buy phase
    And Alice will answer "gain" with "Test Village"
    When Bob ends his turn
    Then Alice's "gain" choice offers "Test Village"
    And Alice has "Test Village" in hand
    When Alice plays "Test Village"
    Then Alice has 2 Actions
    And Alice has "Gold" in hand

  @id:nocturne-cobbler-gain-to-hand-may-be-exchanged @rule:card:cobbler.1 @rule:card:changeling.1
  Scenario: A card Cobbler gains to hand may be exchanged for a Changeling
    Given a Dominion game between Alice and Bob with kingdom "Cobbler" and "Changeling"
    And Alice played "Cobbler" on her previous turn
    And it is Bob's Buy phase
    And Alice will answer "gain" with "Silver"
    And Alice will answer "exchange" with "yes"
    When Bob ends his turn
    Then Alice's hand is empty
    And Alice's discard pile is "Changeling"
    And the "Silver" pile holds 40 cards

  @id:nocturne-conclave-blocked-by-a-duration-in-play @rule:card:conclave.1 @rule:base:duration
  Scenario: A Duration still in play from an earlier turn blocks its name for Conclave
    Given a Dominion game between Alice and Bob with kingdom "Conclave" and "Secret Cave"
    And Alice has "Secret Cave" in play
    And it is Alice's Action phase
    And Alice has "Conclave" and "Secret Cave" in hand
    When Alice plays "Conclave"
    Then Alice's "play" choice offers exactly "nothing"
    And Alice's hand is "Secret Cave"
    And Alice has 0 Actions

  @id:nocturne-conclave-plays-werewolf-in-the-action-phase @rule:card:conclave.1 @rule:card:werewolf.1
  Scenario: Werewolf played by Conclave in the Action phase draws three cards, and Conclave gives its Action
    Given a Dominion game between Alice and Bob with kingdom "Conclave" and "Werewolf"
    And the Hex deck holds, from the top, "Plague"
    And it is Alice's Action phase
    And Alice has "Conclave" and "Werewolf" in hand
    And Alice's deck holds, from the top, "Gold", "Gold", "Gold" and "Estate"
    And Alice will answer "play" with "Werewolf"
    When Alice plays "Conclave"
    Then Alice's hand is "Gold", "Gold" and "Gold"
    And Alice has 1 Action and 2 Coins
    And Bob's hand is empty
    And the Hex deck is "Plague"

  @id:nocturne-conclave-offers-no-night-card @rule:card:conclave.1 @rule:night-phase.1
  Scenario: Conclave plays only Action cards, so a Night card in hand is not offered; declining gives no Action
    Given a Dominion game between Alice and Bob with kingdom "Conclave", "Den of Sin" and "Shepherd"
    And it is Alice's Action phase
    And Alice has "Conclave", "Den of Sin" and "Shepherd" in hand
    And Alice will answer "play" with "nothing"
    When Alice plays "Conclave"
    Then Alice's "play" choice offers exactly "Shepherd" and "nothing"
    And Alice's hand is "Den of Sin" and "Shepherd"
    And Alice has 0 Actions and 2 Coins

  @id:nocturne-conclave-from-the-trash-may-play-a-conclave @rule:card:conclave.1 @rule:card:necromancer.1
  Scenario: A Conclave played from the trash is not in play, so a Conclave from hand is allowed
    Given a Dominion game between Alice and Bob with kingdom "Necromancer" and "Conclave"
    And the trash holds, from the top, "Conclave"
    And it is Alice's Action phase
    And Alice has "Necromancer" and "Conclave" in hand
    And Alice will answer "play" with "Conclave"
    And Alice will answer "play" with "Conclave"
    When Alice plays "Necromancer"
    Then Alice's second "play" choice offers exactly "Conclave" and "nothing"
    And Alice's play is "Necromancer" and "Conclave"
    And Alice has 1 Action and 4 Coins
    And the trash is "Conclave"

  @id:nocturne-crypt-with-no-treasure-in-play @rule:card:crypt.1 @rule:base:cleanup-phase
  Scenario: Crypt with no Treasure in play sets nothing aside and is discarded in Clean-up
    Given a Dominion game between Alice and Bob with kingdom "Crypt"
    And it is Alice's Night phase
    And Alice has "Crypt" in hand
    And Alice's deck holds 5 copies of "Copper"
    When Alice plays "Crypt"
    Then Alice's "set aside" choice offers exactly "nothing"
    And Alice's "Crypt" has nothing set aside under it
    And no "Crypt" in Alice's play is waiting for her next turn
    When Alice ends her Night phase
    Then Alice's play is empty
    And Alice's discard pile is "Crypt"

  @id:nocturne-crypt-identical-treasures-need-no-choice @rule:card:crypt.1 @rule:base:duration
  Scenario: With two Silvers under Crypt, one goes to hand without a choice and Crypt stays
    Given a Dominion game between Alice and Bob with kingdom "Crypt"
    And Alice played "Crypt" on her previous turn with "Silver" and "Silver" set aside under it
    And it is Bob's Buy phase
    When Bob ends his turn
    Then Alice's "to hand" choice offers exactly "Silver"
    And Alice's hand is "Silver"
    And Alice's "Crypt" has "Silver" set aside under it
    And Alice's "Crypt" in play is waiting for her next turn

  @id:nocturne-crypt-keeps-the-coins-already-made @rule:card:crypt.1 @rule:night-phase.1
  Scenario: A Treasure set aside under Crypt has already made its coins, which stay
    Printed card value (verified against the card database): Gold's 3 coins.
    Given a Dominion game between Alice and Bob with kingdom "Crypt"
    And it is Alice's Buy phase
    And Alice has "Gold" and "Crypt" in hand
    When Alice plays "Gold"
    And Alice ends her Buy phase
    Given Alice will answer "set aside" with "Gold"
    When Alice plays "Crypt"
    Then Alice has 3 Coins
    And Alice's "Crypt" has "Gold" set aside under it
    And Alice's play is "Crypt"

  @id:nocturne-two-crypts-told-apart-at-the-start-of-a-turn @rule:card:crypt.1 @rule:base:duration
  Scenario: Two Crypts holding different Treasures are told apart by them when the turn starts
    Once one Crypt is done only one start-of-turn effect is left, so no choice is asked for it.

    Given a Dominion game between Alice and Bob with kingdom "Crypt"
    And Alice played "Crypt" on her previous turn with "Gold" set aside under it
    And Alice played "Crypt" on her previous turn with "Copper" and "Silver" set aside under it
    And Alice's deck holds 5 copies of "Estate"
    And it is Bob's Buy phase
    And Alice will answer "start of turn" with "Crypt (Copper, Silver)"
    And Alice will answer "to hand" with "Silver"
    When Bob ends his turn
    Then Alice's "start of turn" choice offers exactly "Crypt (Gold)" and "Crypt (Copper, Silver)"
    And Alice's "to hand" choice offers exactly "Copper" and "Silver"
    And Alice's hand is "Silver" and "Gold"
    And Alice's first "Crypt" has nothing set aside under it
    And Alice's second "Crypt" has "Copper" set aside under it
    When Alice ends her turn
    Then Alice's play is "Crypt"
    And Alice's "Crypt" has "Copper" set aside under it

  @id:nocturne-pasture-under-crypt-still-scores @rule:heirloom:pasture @rule:card:crypt.1 @rule:base:game-end
  Scenario: A Pasture set aside under Crypt is still its owner's and scores
    Printed card value (verified against the card database): Pasture's 1 victory point per Estate.
    Given a Dominion game between Alice and Bob with kingdom "Crypt" and "Shepherd"
    And Alice played "Crypt" on her previous turn with "Pasture" set aside under it
    And Alice has "Estate", "Estate" and "Estate" in her discard pile
    Then Alice has 6 victory points

  @id:nocturne-crypt-offers-an-heirloom-treasure @rule:card:crypt.1 @rule:heirloom:cursed-gold
  Scenario: An Heirloom Treasure in play may go under Crypt like any Treasure
    Given a Dominion game between Alice and Bob with kingdom "Crypt" and "Pooka"
    And Alice has "Cursed Gold" and "Copper" in play
    And it is Alice's Night phase
    And Alice has "Crypt" in hand
    And Alice will answer "set aside" with "Cursed Gold"
    When Alice plays "Crypt"
    Then Alice's "set aside" choice offers exactly "Cursed Gold", "Copper" and "nothing"
    And Alice's "set aside" choice allows at most 2
    And Alice's "Crypt" has "Cursed Gold" set aside under it
    And Alice's play is "Copper" and "Crypt"

  @id:nocturne-cursed-village-reshuffles-in-the-middle-of-drawing @rule:card:cursed-village.1 @rule:base:shuffling
  Scenario: Cursed Village that runs out of deck shuffles the discard pile and draws on to six
    Printed card value (verified against the card database): Cursed Village's hand size of 6.
    Given a Dominion game between Alice and Bob with kingdom "Cursed Village"
    And it is Alice's Action phase
    And Alice has "Cursed Village" and "Copper" in hand
    And Alice's deck holds, from the top, "Silver" and "Silver"
    And Alice's discard pile holds, from the top, "Gold", "Estate" and "Estate"
    And the "shuffle" outcome will be "Estate", "Gold" and "Estate"
    When Alice plays "Cursed Village"
    Then the "shuffle" outcome could be exactly "Gold" and "Estate"
    And Alice's hand is "Copper", "Silver", "Silver", "Estate", "Gold" and "Estate"
    And Alice's deck is empty
    And Alice's discard pile is empty

  @id:nocturne-cursed-village-stops-when-out-of-cards @rule:card:cursed-village.1 @rule:base:drawing
  Scenario: Cursed Village stops drawing when deck and discard pile are both empty
    Given a Dominion game between Alice and Bob with kingdom "Cursed Village"
    And it is Alice's Action phase
    And Alice has "Cursed Village" and "Copper" in hand
    And Alice's deck holds, from the top, "Silver"
    And Alice's discard pile holds, from the top, "Gold"
    When Alice plays "Cursed Village"
    Then Alice's hand is "Copper", "Silver" and "Gold"
    And Alice's deck is empty
    And Alice has 2 Actions

  @id:nocturne-cursed-village-gained-to-hand-by-wish @rule:card:cursed-village.1 @rule:special:wish @rule:hex:plague
  Scenario: A Cursed Village gained to hand by Wish receives its Hex too
    Given a Dominion game between Alice and Bob with kingdom "Cursed Village" and "Secret Cave"
    And the Hex deck holds, from the top, "Plague"
    And it is Alice's Action phase
    And Alice has "Wish" in hand
    And Alice will answer "gain" with "Cursed Village"
    When Alice plays "Wish"
    Then Alice's hand is "Cursed Village" and "Curse"
    And the Hex discard pile is "Plague"
    And the "Wish" pile holds 13 cards

  @id:nocturne-den-of-sin-gained-by-locusts-goes-to-hand @rule:card:den-of-sin.1 @rule:hex:locusts @rule:card:skulk.1
  Scenario: A Den of Sin another player gains from Locusts goes to that player's hand
    Printed card value (verified against the card database): Raider's cost of 6 and types Night, Duration, Attack; Den of Sin's cost of 5.
    Raider shares Attack with Skulk and Night and Duration with Den of Sin; both cost less.

    Given a Dominion game between Alice and Bob with kingdom "Skulk", "Den of Sin" and "Raider"
    And the Hex deck holds, from the top, "Locusts"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    And Bob's deck holds, from the top, "Raider"
    And Bob will answer "gain" with "Den of Sin"
    When Alice plays "Skulk"
    Then Bob's "gain" choice offers exactly "Skulk" and "Den of Sin"
    And Bob's hand is "Den of Sin"
    And the trash is "Raider"

  @id:nocturne-den-of-sin-gained-with-tracker-may-go-on-the-deck @rule:card:den-of-sin.1 @rule:card:tracker.1
  Scenario: With Tracker's ability in force a Den of Sin gained to hand may go onto the deck
    Given a Dominion game between Alice and Bob with kingdom "Den of Sin" and "Tracker"
    And the effect of "Tracker" lasts for the rest of Alice's turn
    And it is Alice's Buy phase
    And Alice has 5 Coins and 1 Buy
    And Alice will answer "topdeck" with "Den of Sin"
    When Alice buys "Den of Sin"
    Then Alice's "topdeck" choice offers exactly "Den of Sin" and "nothing"
    And Alice's hand is empty
    And Alice's deck is "Den of Sin"

  @id:nocturne-devils-workshop-with-the-gold-pile-empty @rule:card:devils-workshop.1
  Scenario: Devil's Workshop with nothing gained and no Gold left gains nothing
    Given a Dominion game between Alice and Bob with kingdom "Devil's Workshop"
    And the "Gold" pile holds 0 cards
    And it is Alice's Night phase
    And Alice has "Devil's Workshop" in hand
    When Alice plays "Devil's Workshop"
    Then Alice's discard pile is empty
    And the "Imp" pile holds 13 cards

  @id:nocturne-devils-workshop-with-the-imp-pile-empty @rule:card:devils-workshop.1
  Scenario: Devil's Workshop after two gains with no Imp left gains nothing
    Given a Dominion game between Alice and Bob with kingdom "Devil's Workshop"
    And the "Imp" pile holds 0 cards
    And it is Alice's Night phase
    And Alice has "Silver" and "Silver" in her discard pile
    And Alice has gained "Silver" and "Silver" this turn
    And Alice has "Devil's Workshop" in hand
    When Alice plays "Devil's Workshop"
    Then Alice's discard pile is "Silver" and "Silver"
    And the "Gold" pile holds 30 cards

  @id:nocturne-devils-workshop-exchange-does-not-count @rule:card:devils-workshop.1 @rule:card:changeling.1
  Scenario: A Silver exchanged for a Changeling counts once for Devil's Workshop, and the Changeling not at all
    Given a Dominion game between Alice and Bob with kingdom "Devil's Workshop" and "Changeling"
    And it is Alice's Buy phase
    And Alice has 3 Coins and 1 Buy
    And Alice has "Devil's Workshop" in hand
    And Alice will answer "exchange" with "yes"
    When Alice buys "Silver"
    And Alice ends her Buy phase
    Given Alice will answer "gain" with "Devil's Workshop"
    And Alice will answer "exchange" with "no"
    When Alice plays "Devil's Workshop"
    Then Alice's "gain" choice offers exactly "Copper", "Curse", "Estate", "Silver", "Devil's Workshop" and "Changeling"
    And Alice has gained "Silver" and "Devil's Workshop" this turn
    And Alice's discard pile is "Devil's Workshop" and "Changeling"

  @id:nocturne-devils-workshop-counts-a-hex-gain @rule:card:devils-workshop.1 @rule:card:cursed-village.1 @rule:hex:greed
  Scenario: A Copper gained from a Hex in the Buy phase counts among the cards gained this turn
    Printed card value (verified against the card database): Cursed Village's cost of 5 and Greed's Copper onto the deck.
    Given a Dominion game between Alice and Bob with kingdom "Devil's Workshop" and "Cursed Village"
    And the Hex deck holds, from the top, "Greed"
    And it is Alice's Buy phase
    And Alice has 5 Coins and 1 Buy
    And Alice has "Devil's Workshop" in hand
    When Alice buys "Cursed Village"
    And Alice ends her Buy phase
    And Alice plays "Devil's Workshop"
    Then Alice has gained "Cursed Village", "Copper" and "Imp" this turn
    And Alice's deck is "Copper"

  @id:nocturne-devils-workshop-a-state-is-not-a-gain @rule:card:devils-workshop.1 @rule:doom-cards-hexes-and-states.2 @rule:hex:misery
  Scenario: Taking a State is not gaining a card, so one gain leaves Devil's Workshop at a card costing up to four
    Given a Dominion game between Alice and Bob with kingdom "Devil's Workshop" and "Cursed Village"
    And the Hex deck holds, from the top, "Misery"
    And it is Alice's Buy phase
    And Alice has 5 Coins and 1 Buy
    And Alice has "Devil's Workshop" in hand
    When Alice buys "Cursed Village"
    And Alice ends her Buy phase
    Given Alice will answer "gain" with "Silver"
    When Alice plays "Devil's Workshop"
    Then Alice has the state "Miserable"
    And Alice has gained "Cursed Village" and "Silver" this turn

  @id:nocturne-devils-workshop-ignores-other-players-gains @rule:card:devils-workshop.1 @rule:card:idol.1 @rule:boon:the-seas-gift
  Scenario: Cards other players gained this turn do not count for Devil's Workshop
    Given a Dominion game between Alice and Bob with kingdom "Devil's Workshop" and "Idol"
    And the Boon deck holds, from the top, "The Sea's Gift"
    And it is Alice's Buy phase
    And Alice has "Idol", "Idol" and "Devil's Workshop" in hand
    When Alice plays "Idol" and "Idol"
    And Alice ends her Buy phase
    And Alice plays "Devil's Workshop"
    Then Bob's discard pile is "Curse"
    And Alice's discard pile is "Gold"
    And Alice has gained "Gold" this turn

  @id:nocturne-two-devils-workshops-in-one-turn @rule:card:devils-workshop.1 @rule:night-phase.1
  Scenario: The second Devil's Workshop of a turn counts the Gold the first one gained
    Given a Dominion game between Alice and Bob with kingdom "Devil's Workshop"
    And it is Alice's Night phase
    And Alice has "Devil's Workshop" and "Devil's Workshop" in hand
    When Alice plays "Devil's Workshop"
    Given Alice will answer "gain" with "Silver"
    When Alice plays "Devil's Workshop"
    Then Alice's "gain" choice offers exactly "Copper", "Curse", "Estate", "Silver" and "Devil's Workshop"
    And Alice has gained "Gold" and "Silver" this turn

  @id:nocturne-druid-fields-gift-is-not-kept @rule:card:druid.1 @rule:boon:the-fields-gift
  Scenario: A Field's Gift received from Druid gives its Action and coin but stays with the Druid's Boons
    Printed card value (verified against the card database): Druid's +1 Buy and The Field's Gift's +1 Action and +1 coin.
    Given a Dominion game between Alice and Bob with kingdom "Druid"
    And the Druid's Boons are "The Field's Gift", "The Sea's Gift" and "The Swamp's Gift"
    And it is Alice's Action phase
    And Alice has "Druid" in hand
    And Alice will answer "Druid's Boon" with "The Field's Gift"
    When Alice plays "Druid"
    Then Alice has 1 Action, 2 Buys and 1 Coin
    And Alice's kept Boons is empty
    And the Druid's Boons is "The Field's Gift", "The Sea's Gift" and "The Swamp's Gift"
    And the Boon discard pile is empty

  @id:nocturne-druid-rivers-gift-still-draws-at-cleanup @rule:card:druid.1 @rule:boon:the-rivers-gift @rule:base:cleanup-phase
  Scenario: The River's Gift received from Druid still draws an extra card in Clean-up
    Given a Dominion game between Alice and Bob with kingdom "Druid"
    And the Druid's Boons are "The River's Gift", "The Sea's Gift" and "The Swamp's Gift"
    And it is Alice's Action phase
    And Alice has "Druid" in hand
    And Alice's deck holds 7 copies of "Copper"
    And Alice will answer "Druid's Boon" with "The River's Gift"
    When Alice plays "Druid"
    Then Alice will draw 1 extra cards in this turn's Clean-up
    And Alice's kept Boons is empty
    When Alice ends her turn
    Then Alice's hand holds 6 cards

  @id:nocturne-druid-twice-the-same-boon @rule:card:druid.1 @rule:boon:the-mountains-gift
  Scenario: Two Druids may both receive the same set-aside Boon
    Given a Dominion game between Alice and Bob with kingdom "Druid"
    And the Druid's Boons are "The Mountain's Gift", "The Sea's Gift" and "The Swamp's Gift"
    And it is Alice's Action phase
    And Alice has 2 Actions
    And Alice has "Druid" and "Druid" in hand
    And Alice will answer "Druid's Boon" with "The Mountain's Gift"
    When Alice plays "Druid"
    Given Alice will answer "Druid's Boon" with "The Mountain's Gift"
    When Alice plays "Druid"
    Then Alice's discard pile is "Silver" and "Silver"
    And the Druid's Boons is "The Mountain's Gift", "The Sea's Gift" and "The Swamp's Gift"

  @id:nocturne-exorcist-with-an-empty-hand @rule:card:exorcist.1
  Scenario: Exorcist with an empty hand trashes nothing and gains no Spirit
    Given a Dominion game between Alice and Bob with kingdom "Exorcist"
    And it is Alice's Night phase
    And Alice has "Exorcist" in hand
    When Alice plays "Exorcist"
    Then the trash is empty
    And Alice's discard pile is empty

  @id:nocturne-exorcist-empty-spirit-pile-not-offered @rule:card:exorcist.1 @rule:special:imp
  Scenario: A Spirit whose pile is empty is not offered by Exorcist
    Given a Dominion game between Alice and Bob with kingdom "Exorcist"
    And the "Imp" pile holds 0 cards
    And it is Alice's Night phase
    And Alice has "Exorcist" and "Silver" in hand
    When Alice plays "Exorcist"
    Then Alice's "gain" choice offers exactly "Will-o'-Wisp"
    And Alice's discard pile is "Will-o'-Wisp"

  @id:nocturne-exorcist-trashes-haunted-mirror @rule:card:exorcist.1 @rule:heirloom:haunted-mirror @rule:special:ghost
  Scenario: Haunted Mirror trashed by Exorcist gives its Ghost, and nothing costs less than it for Exorcist
    Printed card value (verified against the card database): Haunted Mirror's cost of 0. Test Village (test kit) is a plain Action.
    Given a Dominion game between Alice and Bob with kingdom "Exorcist", "Cemetery" and "Test Village"
    And it is Alice's Night phase
    And Alice has "Exorcist", "Haunted Mirror" and "Test Village" in hand
    And Alice will answer "trash" with "Haunted Mirror"
    And Alice will answer "discard" with "Test Village"
    When Alice plays "Exorcist"
    Then the trash is "Haunted Mirror"
    And Alice's discard pile is "Ghost" and "Test Village"
    And the "Ghost" pile holds 5 cards
    And the "Will-o'-Wisp" pile holds 12 cards

Feature: Traps
  Traps are played from hand during the opponent's turn and each draws its player a card. Traps
  without a trigger are played when nothing is resolving; "when" traps right after their trigger:
  a summon, an opposing creature's ability dealing damage, a creature destroyed, a purchase.

  Background:
    Given a Rites duel between Alice and Bob

  @id:rites-trap-not-in-ones-own-turn @rule:card:divine-shield.1
  Scenario: A trap cannot be played in its player's own turn
    Given Alice has "Divine Shield" in hand
    Then Alice cannot play "Divine Shield"
    And Alice has "Divine Shield" in hand

  @id:rites-when-trap-needs-its-trigger @rule:card:burning-hand.1
  Scenario: A "when" trap cannot be played without its trigger
    Given Bob has "Burning Hand" in hand
    Then Bob cannot play "Burning Hand"
    And Bob has "Burning Hand" in hand

  @id:rites-eye-for-an-eye-example @rule:card:an-eye-for-an-eye.1 @rule:card:an-eye-for-an-eye.3
  Scenario: An Eye for an Eye answers the Venomous Warrior's Wound 3, then the Warrior is destroyed
    Given Alice has "Venomous Warrior" in play
    And Bob has "An Eye for an Eye" in hand
    And Bob's deck holds, from the top, "Test Spell"
    And Bob will respond with "An Eye for an Eye"
    When Alice activates "Venomous Warrior"
    Then Bob has 37 health and 1 poison counter
    And Alice has 37 health
    And Alice's battlefield is empty
    And Alice's discard pile is "Venomous Warrior"
    And Bob's hand is "Test Spell"
    And Bob's discard pile is "An Eye for an Eye"
    And Bob's "trap" choice offers exactly "An Eye for an Eye" and "nothing"
    And at Bob's "trap" choice, Bob has 37 health and 0 poison counters
    And at Bob's "trap" choice, Alice has 40 health

  @id:rites-eye-for-an-eye-lasts-the-turn @rule:card:an-eye-for-an-eye.2 @rule:card:an-eye-for-an-eye.4
  Scenario: Once played, An Eye for an Eye answers every later creature, each destroyed once
    Given Bob played "An Eye for an Eye" earlier this turn
    And Alice has "Test Double Striker" in play
    When Alice activates "Test Double Striker"
    Then Bob has 36 health
    And Alice has 36 health
    And Alice's discard pile is "Test Double Striker"

  @id:rites-eye-for-an-eye-ignores-spells @rule:card:an-eye-for-an-eye.5
  Scenario: An Eye for an Eye does not answer a spell's Wound
    Given Bob played "An Eye for an Eye" earlier this turn
    And Alice has "Test Wound 5" in hand
    When Alice plays "Test Wound 5"
    Then Bob has 35 health
    And Alice has 40 health

  @id:rites-anointing-protects-from-hypernova @rule:card:anointing-of-souls.2 @rule:card:hypernova.2 @rule:card:anointing-of-souls.1
  Scenario: Under Anointing of Souls, Hypernova destroys nothing but still wounds and is exiled
    Given Bob has "Anointing of Souls" in hand
    And Bob's deck holds, from the top, "Test Spell"
    And Bob has "Test Creature" and "Biting Skull" in play
    And Alice has "Hypernova" in hand
    When Bob plays "Anointing of Souls"
    And Alice plays "Hypernova"
    Then Bob has 36 health
    And Bob's battlefield is "Test Creature" and "Biting Skull"
    And the exile pile is "Hypernova"
    And Alice has 40 health

  @id:rites-anointing-guard-still-destroys @rule:card:anointing-of-souls.3 @rule:destroy.3
  Scenario: Under Anointing of Souls a guarding creature is still destroyed
    Given Bob played "Anointing of Souls" earlier this turn
    And Bob has "Test Guardian" in play
    And Alice has "Test Wound 5" in hand
    And Bob will guard with "Test Guardian"
    When Alice plays "Test Wound 5"
    Then Bob has 40 health
    And Bob's discard pile is "Test Guardian"
    And Bob's "guard" choice offers exactly "Test Guardian" and "nothing"

  @id:rites-anointing-returns-up-to-two @rule:card:anointing-of-souls.5 @contested
  Scenario: Anointing of Souls returns fewer than two creatures if its player wishes
    Reading adopted (specific-over-general): the card's text says two creatures, its bullet says
    up to two; the bullet clarifies the card, so returning one is allowed.
    Given Bob has "Anointing of Souls" in hand
    And Bob's discard pile holds, from the top, "Fanatic", "Test Spell" and "Biting Skull"
    And Bob's deck holds, from the top, "Test Wound 5"
    And Bob will answer "return" with "Fanatic"
    When Bob plays "Anointing of Souls"
    Then Bob's hand is "Fanatic" and "Test Wound 5"
    And Bob's discard pile is "Anointing of Souls", "Test Spell" and "Biting Skull"
    And Bob's "return" choice offers exactly "Fanatic", "Biting Skull" and "nothing"
    And Bob's "return" choice does not offer "Test Spell"
    And Bob's "return" choice allows at most 2
    And Bob's "return" choice allows at least 0

  @id:rites-burning-hand-empty-hand-takes-the-wound @rule:card:burning-hand.2 @rule:unblockable.2
  Scenario: With an empty hand, the summoner suffers Burning Hand's Wound 3, Unblockable
    Given Alice has "Test Creature" in hand
    And Alice has "Test Aegis 3" in play
    And Bob has "Burning Hand" in hand
    And Bob will respond with "Burning Hand"
    When Alice plays "Test Creature"
    Then Alice has 37 health
    And Alice has "Test Creature" in play
    And Bob's "trap" choice offers exactly "Burning Hand" and "nothing"
    And Alice's "burning hand" choice offers exactly "wound"

  @id:rites-burning-hand-discard-chosen @rule:card:burning-hand.2
  Scenario: The summoner may discard a card instead of suffering Burning Hand's Wound
    Given Alice has "Test Creature" and "Hypernova" in hand
    And Bob has "Burning Hand" in hand
    And Bob will respond with "Burning Hand"
    And Alice will answer "burning hand" with "discard"
    When Alice plays "Test Creature"
    Then Alice has 40 health
    And Alice's hand is empty
    And Alice's discard pile is "Hypernova"
    And Alice's "burning hand" choice offers exactly "discard" and "wound"
    And Alice's "discard" choice offers exactly "Hypernova"

  @id:rites-call-from-the-grave-demise-triggers @rule:card:call-from-the-grave.1 @rule:card:call-from-the-grave.2 @rule:demise.1 @contested
  Scenario: Call from the Grave destroys a creature just summoned, and its Demise triggers
    Reading adopted (specific-over-general): the Demise entry excepts Call from the Grave, but
    the card's own entry says twice that the Demise triggers and waits; the card wins.
    Given Alice has "Biting Skull" in hand
    And Bob has "Call from the Grave" in hand
    And Bob will respond with "Call from the Grave"
    When Alice plays "Biting Skull"
    Then Alice's battlefield is empty
    And Alice's discard pile is "Biting Skull"
    And Bob has 38 health
    And Bob's discard pile is "Call from the Grave"
    And Bob's "trap" choice offers exactly "Call from the Grave" and "nothing"

  @id:rites-call-from-the-grave-needs-a-demise @rule:card:call-from-the-grave.1
  Scenario: Call from the Grave cannot answer the summon of a creature without Demise
    Given Alice has "Test Creature" in hand
    And Bob has "Call from the Grave" in hand
    When Alice plays "Test Creature"
    Then Alice has "Test Creature" in play
    And Bob has "Call from the Grave" in hand

  @id:rites-call-from-the-grave-summon-still-counts @rule:card:call-from-the-grave.3 @rule:card:rite-of-the-blaze.2 @rule:card:rite-of-ruin.2
  Scenario: The summon did happen: the Rite of the Blaze triggers, and so do the Demise and the Rite of Ruin
    Given Alice has taken "Rite of the Blaze"
    And Alice has taken "Rite of Ruin"
    And Alice has "Biting Skull" in hand
    And Bob has "Call from the Grave" in hand
    And Bob will respond with "Call from the Grave"
    And Alice will answer "order" with "Rite of the Blaze (Biting Skull)"
    And Alice will answer "order" with "Demise of Biting Skull"
    When Alice plays "Biting Skull"
    Then Bob has 37 health and 1 poison counter
    And Alice's discard pile is "Biting Skull"
    And Alice's "order" choice offers exactly "Demise of Biting Skull", "Rite of Ruin (Biting Skull)" and "Rite of the Blaze (Biting Skull)"
    And Alice's second "order" choice offers exactly "Demise of Biting Skull" and "Rite of Ruin (Biting Skull)"

  @id:rites-return-from-hell-takes-from-exile @rule:card:return-from-hell.1 @rule:card:return-from-hell.2 @rule:exile.3 @contested
  Scenario: Return from Hell takes a non-Soul card from the exile pile after a creature is destroyed
    Reading adopted (specific-over-general): the Exile entry says only Rift takes exiled cards
    back, but Return from Hell's entry names the exile pile; the card's entry wins.
    Given Bob has "Test Creature" in play
    And Bob has "Return from Hell" in hand
    And Bob's deck holds, from the top, "Test Spell"
    And Alice's discard pile holds, from the top, "Volatile Essence"
    And the exile pile holds "Hypernova"
    And Alice has "Test Destroy 2" in hand
    And Bob will respond with "Return from Hell"
    When Alice plays "Test Destroy 2"
    Then Bob's hand is "Hypernova" and "Test Spell"
    And the exile pile is empty
    And Alice's discard pile is "Test Destroy 2" and "Volatile Essence"
    And Bob's "return from hell" choice offers "Hypernova"
    And Bob's "return from hell" choice does not offer "Volatile Essence"

  @id:rites-return-from-hell-nothing-to-take @rule:card:return-from-hell.3
  Scenario: With nothing to take, Return from Hell still draws a card
    Given Bob has "Test Guardian" in play
    And Bob has "Return from Hell" in hand
    And Bob's deck holds, from the top, "Test Spell"
    And Alice has "Test Wound 5" in hand
    And Bob will guard with "Test Guardian"
    And Bob will respond with "Return from Hell"
    When Alice plays "Test Wound 5"
    Then Bob's hand is "Test Spell"
    And Bob has 40 health
    And Bob's discard pile is "Return from Hell" and "Test Guardian"
    And Bob's "trap" choice offers exactly "Return from Hell" and "nothing"

  @id:rites-soul-trap-exiles-the-purchase @rule:card:soul-trap.1 @rule:card:soul-trap.2 @rule:card:soul-trap.3
  Scenario: Soul Trap exiles the card just bought; the buyer draws, and the trap's Rite of Antimatter wounds
    Given Alice has 3 essence
    And Alice's deck holds, from the top, "Test Spell"
    And the recruitment zone holds "Test Creature" and "Hypernova"
    And the recruit deck holds "Biting Skull"
    And Bob has taken "Rite of Antimatter"
    And Bob has "Soul Trap" in hand
    And Bob will respond with "Soul Trap"
    When Alice buys "Test Creature"
    Then Alice has 0 essence
    And the exile pile is "Test Creature"
    And Alice's discard pile is empty
    And Alice's hand is "Test Spell"
    And Alice has 37 health
    And the recruitment zone is "Biting Skull" and "Hypernova"
    And Bob's discard pile is "Soul Trap"
    And Bob's "trap" choice offers exactly "Soul Trap" and "nothing"
    And at Bob's "trap" choice, Alice has 0 essence
    And at Bob's "trap" choice, Alice's discard pile is "Test Creature"
    And at Bob's "trap" choice, the recruitment zone is "Biting Skull" and "Hypernova"

  @id:rites-buying-costs-essence @rule:card:soul-trap.1
  Scenario: A purchase pays the cost, puts the card in the buyer's discard pile and refills the slot
    Given Alice has 4 essence
    And the recruitment zone holds "Test Spell" and "Test Creature"
    And the recruit deck holds "Hypernova"
    When Alice buys "Test Creature"
    Then Alice has 1 essence
    And Alice's discard pile is "Test Creature"
    And the recruitment zone is "Test Spell" and "Hypernova"
    And Alice cannot buy "Test Spell"

  @id:rites-cloning-station-draws-on-purchase @rule:card:cloning-station.1 @rule:card:cloning-station.2
  Scenario: Cloning Station lets its player draw a card for each purchase of the opponent
    Given Alice has 4 essence
    And the recruitment zone holds "Test Spell" and "Test Spell"
    And Bob has "Cloning Station" in hand
    And Bob's deck holds, from the top, "Test Wound 5", "Test Heal 5" and "Hypernova"
    When Bob plays "Cloning Station"
    Then Bob's hand is "Test Wound 5"
    Given Bob will answer "cloning station" with "draw"
    When Alice buys "Test Spell"
    Then Bob's hand is "Test Wound 5" and "Test Heal 5"
    Given Bob will answer "cloning station" with "nothing"
    When Alice buys "Test Spell"
    Then Bob's hand is "Test Wound 5" and "Test Heal 5"
    And Bob's "cloning station" choice offers exactly "draw" and "nothing"

  @id:rites-burning-hand-ignores-spells-and-souls @rule:card:burning-hand.4
  Scenario: Burning Hand has no trigger when the opponent plays a Soul or a spell
    Given Alice has "Volatile Essence" and "Test Wound 5" in hand
    And Bob has "Burning Hand" in hand
    And Alice will answer "exile it" with "no"
    When Alice plays "Volatile Essence" and "Test Wound 5"
    Then Bob has "Burning Hand" in hand
    And Bob has 35 health

  @id:rites-burning-hand-with-call-from-the-grave @rule:card:burning-hand.3 @rule:card:call-from-the-grave.4
  Scenario: A creature destroyed at once by Call from the Grave still triggers Burning Hand
    Given Alice has "Biting Skull" in hand
    And Bob has "Call from the Grave" and "Burning Hand" in hand
    And Bob's deck holds, from the top, "Test Spell" and "Test Spell"
    And Bob will respond with "Call from the Grave"
    And Bob will respond with "Burning Hand"
    When Alice plays "Biting Skull"
    Then Alice has 37 health
    And Bob has 38 health
    And Alice's discard pile is "Biting Skull"
    And Bob's discard pile is "Burning Hand" and "Call from the Grave"
    And Bob's "trap" choice offers exactly "Burning Hand", "Call from the Grave" and "nothing"
    And Bob's second "trap" choice offers exactly "Burning Hand" and "nothing"

  @id:rites-burning-hand-waits-for-the-active-players-effects @rule:card:burning-hand.5 @rule:card:rite-of-the-blaze.2
  Scenario: Burning Hand's choice resolves after the summoner's own waiting effects
    Given Alice has taken "Rite of the Blaze"
    And Bob has 1 health
    And Alice has 3 health
    And Alice has "Test Creature" in hand
    And Bob has "Burning Hand" in hand
    And Bob will respond with "Burning Hand"
    When Alice plays "Test Creature"
    Then Bob loses the game
    And Alice has 3 health

  @id:rites-divine-shield-not-retroactive @rule:card:divine-shield.4
  Scenario: Divine Shield does not undo a Wound that has already resolved
    Given Bob has "Divine Shield" in hand
    And Alice has "Test Wound 5" and "Test Double Wound" in hand
    When Alice plays "Test Wound 5"
    And Bob plays "Divine Shield"
    And Alice plays "Test Double Wound"
    Then Bob has 31 health

  @id:rites-eye-for-an-eye-ignores-demise @rule:demise.5 @rule:card:an-eye-for-an-eye.5
  Scenario: A Demise's Wound draws no answer from an active An Eye for an Eye, its creature being gone
    Given Bob played "An Eye for an Eye" earlier this turn
    And Alice has "Herald of the Apocalypse" and "Biting Skull" in play
    When Alice activates "Herald of the Apocalypse"
    Then Bob has 32 health and 2 poison counters
    And Alice has 34 health
    And Alice's discard pile is "Herald of the Apocalypse" and "Biting Skull"

  @id:rites-anointing-only-protects-its-player @rule:card:an-eye-for-an-eye.6 @rule:card:anointing-of-souls.4
  Scenario: Bob's Anointing of Souls does not stop An Eye for an Eye destroying Alice's creature
    Given Bob played "Anointing of Souls" earlier this turn
    And Bob played "An Eye for an Eye" earlier this turn
    And Alice has "Test Striker" in play
    When Alice activates "Test Striker"
    Then Alice's discard pile is "Test Striker"
    And Alice has 38 health

  @id:rites-soul-trap-not-from-the-cloning-draw @rule:card:soul-trap.4 @rule:card:cloning-station.3
  Scenario: A Soul Trap drawn through Cloning Station cannot exile the purchase that drew it
    Given Bob played "Cloning Station" earlier this turn
    And Bob's deck holds, from the top, "Soul Trap"
    And Alice has 2 essence
    And the recruitment zone holds "Test Spell"
    And Bob will answer "cloning station" with "draw"
    When Alice buys "Test Spell"
    Then Bob's hand is "Soul Trap"
    And Alice's discard pile is "Test Spell"
    And the exile pile is empty

  @id:rites-soul-trapped-card-taken-back-by-rift @rule:card:soul-trap.5
  Scenario: The buyer recovers the card Soul Trap exiled by swapping for it with Rift
    Given Alice has 3 essence
    And the recruitment zone holds "Test Creature"
    And Bob has "Soul Trap" in hand
    And Alice has "Test Rift 2" and "Test Spell" in hand
    And Bob will respond with "Soul Trap"
    When Alice buys "Test Creature"
    Then the exile pile is "Test Creature"
    Given Alice will answer "rift give" with "Test Spell"
    When Alice plays "Test Rift 2"
    Then Alice's hand is "Test Creature"
    And the exile pile is "Test Spell"
    And Alice's "rift give" choice offers exactly "Test Spell" and "nothing"
    And Alice's "rift take" choice offers exactly "Test Creature"

  @id:rites-return-from-hell-trap-played-same-turn @rule:card:return-from-hell.4 @rule:card:return-from-hell.2
  Scenario: A trap taken with Return from Hell can be played at once, the opponent's turn going on
    Bob takes Alice's discarded Divine Shield; it is now his, and as a trap it is playable while it
    is still Alice's turn.
    Given Bob has "Test Creature" in play
    And Bob has "Return from Hell" in hand
    And Bob's deck holds, from the top, "Test Spell" and "Test Heal 5"
    And Alice's discard pile holds, from the top, "Divine Shield"
    And Alice has "Test Destroy 2" and "Test Wound 5" in hand
    And Bob will respond with "Return from Hell"
    When Alice plays "Test Destroy 2"
    Then Bob's hand is "Divine Shield" and "Test Spell"
    And Bob's "return from hell" choice offers "Divine Shield"
    When Bob plays "Divine Shield"
    And Alice plays "Test Wound 5"
    Then Bob has 36 health
    And Bob's hand is "Test Spell" and "Test Heal 5"
    And Bob's discard pile is "Divine Shield", "Return from Hell" and "Test Creature"

  @id:rites-anointing-returns-no-more-than-two @rule:card:anointing-of-souls.5
  Scenario: Anointing of Souls cannot return three creatures
    Given Bob has "Anointing of Souls" in hand
    And Bob's discard pile holds, from the top, "Fanatic", "Biting Skull" and "Zealous Defender"
    And Bob's deck holds, from the top, "Test Spell"
    Then Bob cannot answer "return" with "Fanatic", "Biting Skull" and "Zealous Defender" when he plays "Anointing of Souls"
    And Bob's hand is "Anointing of Souls"
    And Bob's discard pile is "Fanatic", "Biting Skull" and "Zealous Defender"

  @id:rites-anointing-may-return-none @rule:card:anointing-of-souls.5 @contested
  Scenario: Anointing of Souls' player may return no creature at all
    Reading adopted (specific-over-general, see fixtures/rites/contested.toml): "up to two"
    from the bullet, so none is a choice too.
    Given Bob has "Anointing of Souls" in hand
    And Bob's discard pile holds, from the top, "Fanatic"
    And Bob's deck holds, from the top, "Test Spell"
    And Bob will answer "return" with "nothing"
    When Bob plays "Anointing of Souls"
    Then Bob's hand is "Test Spell"
    And Bob's discard pile is "Anointing of Souls" and "Fanatic"
    And Bob's "Anointing of Souls" is in effect
    And Bob's "return" choice allows at least 0

  @id:rites-anointing-lasts-this-turn-only @rule:card:anointing-of-souls.2
  Scenario: Anointing of Souls protects only until the end of the turn it was played in
    Given Bob played "Anointing of Souls" earlier this turn
    And Bob has "Test Creature" in play
    And Alice has "Test Destroy 2" and "Test Destroy 2" in hand
    When Alice plays "Test Destroy 2"
    Then Bob has "Test Creature" in play
    When Alice ends her turn
    And Bob ends his turn
    And Alice plays "Test Destroy 2"
    Then Bob's battlefield is empty
    And Bob's discard pile is "Test Creature"

  @id:rites-anointing-stops-a-demise-destroy @rule:card:anointing-of-souls.2 @rule:sacrifice.5
  Scenario: Under the opponent's Anointing of Souls, a Destroy from a Demise destroys nothing
    Given Bob played "Anointing of Souls" earlier this turn
    And Bob has "Test Creature" in play
    And Alice has "Test Demise Destroy 1" in play
    And Alice has "Essence Collector" in hand
    When Alice plays "Essence Collector"
    Then Alice's discard pile is "Test Demise Destroy 1"
    And Bob's battlefield is "Test Creature"
    And Alice has 2 essence

  @id:rites-call-from-the-grave-ignores-its-players-anointing @rule:card:call-from-the-grave.4 @rule:card:anointing-of-souls.4
  Scenario: Its player's own Anointing of Souls does not protect the creature Call from the Grave destroys
    Given Bob played "Anointing of Souls" earlier this turn
    And Alice has "Biting Skull" in hand
    And Bob has "Call from the Grave" in hand
    And Bob will respond with "Call from the Grave"
    When Alice plays "Biting Skull"
    Then Alice's discard pile is "Biting Skull"
    And Bob has 38 health

  @id:rites-call-from-the-grave-not-offered-without-demise @rule:card:call-from-the-grave.1 @rule:card:burning-hand.1
  Scenario: After a summon without Demise only Burning Hand is offered
    Given Alice has "Test Creature" in hand
    And Bob has "Call from the Grave" and "Burning Hand" in hand
    And Bob will respond with "Burning Hand"
    And Alice will answer "burning hand" with "wound"
    When Alice plays "Test Creature"
    Then Bob's "trap" choice offers exactly "Burning Hand" and "nothing"
    And Bob's "trap" choice does not offer "Call from the Grave"
    And Alice has 37 health

  @id:rites-burning-hand-one-copy-one-trigger @rule:card:burning-hand.1 @contested
  Scenario: One Burning Hand answers one summon; a second copy waits for another summon
    Reading adopted (gap, see fixtures/rites/contested.toml): one copy, one trigger pairs each
    copy with one summon, so a second copy is not offered after the same summon, but is after
    the next one.
    Given Alice has "Test Creature" and "Test Striker" in hand
    And Bob has "Burning Hand" and "Burning Hand" in hand
    And Bob's deck holds, from the top, "Test Spell" and "Test Heal 5"
    And Bob will respond with "Burning Hand"
    And Alice will answer "burning hand" with "wound"
    When Alice plays "Test Creature"
    Then Bob's "trap" choice offers exactly "Burning Hand" and "nothing"
    And Alice has 37 health
    And Bob has "Burning Hand" in hand
    Given Bob will respond with "Burning Hand"
    When Alice plays "Test Striker"
    Then Alice has 34 health
    And Bob's hand is "Test Spell" and "Test Heal 5"

  @id:rites-burning-hand-choice-after-the-blaze @rule:card:burning-hand.5 @rule:card:rite-of-the-blaze.2
  Scenario: The summoner answers Burning Hand once the Blaze's Wound, waiting before it, has resolved
    Given Alice has taken "Rite of the Blaze"
    And Alice has "Test Creature" and "Test Spell" in hand
    And Bob has "Burning Hand" in hand
    And Bob will respond with "Burning Hand"
    And Alice will answer "burning hand" with "discard"
    When Alice plays "Test Creature"
    Then at Alice's "burning hand" choice, Bob has 39 health
    And at Alice's "burning hand" choice, Alice's hand is "Test Spell"
    And Alice's discard pile is "Test Spell"
    And Alice has 40 health

  @id:rites-burning-hand-after-the-summons-own-effect @rule:card:burning-hand.5 @rule:rush.1
  Scenario: A creature's summon effect, its player's, resolves before Burning Hand's choice
    A test creature destroys 1 as it is summoned; that waiting effect belongs to the active
    player and comes first.
    Given Alice has "Test Summon Destroy" in hand
    And Bob has "Test Creature" and "Test Guardian" in play
    And Bob has "Burning Hand" in hand
    And Bob's deck holds, from the top, "Test Spell"
    And Bob will respond with "Burning Hand"
    And Alice will destroy "Test Creature"
    When Alice plays "Test Summon Destroy"
    Then at Alice's "destroy" choice, Bob's "Burning Hand" waits
    And at Alice's "burning hand" choice, Bob's battlefield is "Test Guardian"
    And Alice's "burning hand" choice offers exactly "wound"
    And Alice has 37 health
    And Bob's discard pile is "Test Creature" and "Burning Hand"

  @id:rites-eye-for-an-eye-not-offered-after-a-guard @rule:card:an-eye-for-an-eye.1 @rule:guard.1
  Scenario: A creature's Wound that was guarded dealt no damage, so An Eye for an Eye has no trigger
    Given Alice has "Test Striker" in play
    And Bob has "Test Guardian" in play
    And Bob has "An Eye for an Eye" in hand
    And Bob will guard with "Test Guardian"
    When Alice activates "Test Striker"
    Then Bob has "An Eye for an Eye" in hand
    And Bob has 40 health
    And Alice has "Test Striker" in play
    And Bob's "guard" choice offers exactly "Test Guardian" and "nothing"

  @id:rites-eye-for-an-eye-returns-what-was-dealt @rule:card:an-eye-for-an-eye.3 @rule:aegis @rule:unblockable.1
  Scenario: An Eye for an Eye returns the damage actually dealt, after Aegis, as Unblockable Wound
    Given Bob has "Test Aegis 1" in play
    And Alice has "Test Aegis 3" in play
    And Alice has "Venomous Warrior" in play
    And Bob has "An Eye for an Eye" in hand
    And Bob's deck holds, from the top, "Test Spell"
    And Bob will respond with "An Eye for an Eye"
    When Alice activates "Venomous Warrior"
    Then Bob has 38 health and 1 poison counter
    And Alice has 38 health
    And Alice's discard pile is "Venomous Warrior"
    And Bob's "trap" choice offers exactly "An Eye for an Eye" and "nothing"

  @id:rites-eye-for-an-eye-mid-activation-answers-the-rest @rule:card:an-eye-for-an-eye.2 @rule:card:an-eye-for-an-eye.4 @rule:wound.2
  Scenario: Played after a creature's first Wound, An Eye for an Eye also answers its second, and destroys it once
    Given Alice has "Test Double Striker" in play
    And Bob has "An Eye for an Eye" in hand
    And Bob's deck holds, from the top, "Test Spell"
    And Bob will respond with "An Eye for an Eye"
    When Alice activates "Test Double Striker"
    Then at Bob's "trap" choice, Bob has 38 health
    And at Bob's "trap" choice, Alice has 40 health
    And Bob has 36 health
    And Alice has 36 health
    And Alice's discard pile is "Test Double Striker"
    And Bob's "trap" choice offers exactly "An Eye for an Eye" and "nothing"

  @id:rites-return-from-hell-chooses-the-pile @rule:card:return-from-hell.2
  Scenario: A card in both the opponent's discard pile and the exile pile is taken from the pile its player names
    Given Bob has "Test Creature" in play
    And Bob has "Return from Hell" in hand
    And Bob's deck holds, from the top, "Test Spell"
    And Alice's discard pile holds, from the top, "Hypernova"
    And the exile pile holds "Hypernova"
    And Alice has "Test Destroy 2" in hand
    And Bob will respond with "Return from Hell"
    And Bob will answer "return from hell" with "Hypernova"
    And Bob will answer "take from" with "exile pile"
    When Alice plays "Test Destroy 2"
    Then Bob's "take from" choice offers exactly "discard pile" and "exile pile"
    And the exile pile is empty
    And Alice has "Hypernova" in discard pile
    And Bob's hand is "Hypernova" and "Test Spell"

  @id:rites-return-from-hell-not-in-ones-own-turn @rule:card:return-from-hell.1
  Scenario: A creature sacrificed in its owner's own turn gives Return from Hell no trigger
    Given it is Bob's turn
    And Bob has "Test Creature" in play
    And Bob has "Return from Hell" and "Essence Collector" in hand
    And Alice's discard pile holds, from the top, "Hypernova"
    When Bob plays "Essence Collector"
    Then Bob has "Return from Hell" in hand
    And Bob has 2 essence
    And Alice's discard pile is "Hypernova"

  @id:rites-soul-trap-buyer-reshuffles-to-draw @rule:card:soul-trap.2
  Scenario: A buyer with an empty deck shuffles their discard pile to draw Soul Trap's card
    Given Alice has 3 essence
    And Alice's discard pile holds, from the top, "Test Spell"
    And the recruitment zone holds "Test Creature"
    And Bob has "Soul Trap" in hand
    And Bob will respond with "Soul Trap"
    When Alice buys "Test Creature"
    Then the "shuffle" outcome could be exactly "Test Spell"
    And Alice's hand is "Test Spell"
    And Alice's discard pile is empty
    And the exile pile is "Test Creature"

  @id:rites-cloning-station-draw-reshuffles @rule:card:cloning-station.2
  Scenario: Cloning Station's draw from an empty deck first shuffles the discard pile
    Given Bob played "Cloning Station" earlier this turn
    And Bob's discard pile holds, from the top, "Test Heal 5" and "Test Wound 5"
    And Alice has 2 essence
    And the recruitment zone holds "Test Spell"
    And Bob will answer "cloning station" with "draw"
    And the "shuffle" outcome will be "Test Wound 5" and "Test Heal 5"
    When Alice buys "Test Spell"
    Then the "shuffle" outcome could be exactly "Test Heal 5" and "Test Wound 5"
    And Bob's hand is "Test Wound 5"
    And Bob's deck is "Test Heal 5"
    And Bob's discard pile is empty

  @id:rites-divine-shield-lasts-this-turn-only @rule:card:divine-shield.2
  Scenario: Divine Shield reduces Wounds only until the end of the turn it was played in
    Given Bob played "Divine Shield" earlier this turn
    And Alice has "Test Wound 5" and "Test Wound 5" in hand
    When Alice plays "Test Wound 5"
    Then Bob has 36 health
    When Alice ends her turn
    And Bob ends his turn
    And Alice plays "Test Wound 5"
    Then Bob has 31 health

  @id:rites-divine-shield-reduces-a-demise-wound @rule:card:divine-shield.2 @rule:card:herald-of-the-apocalypse.2
  Scenario: Divine Shield reduces every Wound of the turn, a Demise's included
    Given Bob played "Divine Shield" earlier this turn
    And Alice has "Herald of the Apocalypse" and "Biting Skull" in play
    When Alice activates "Herald of the Apocalypse"
    Then Bob has 34 health and 2 poison counters

  @id:rites-buying-with-an-empty-recruit-deck-leaves-the-slot-empty @rule:card:soul-trap.1 @rule:exile.2
  Scenario: A purchase with the recruit deck empty leaves its slot empty
    Given Alice has 3 essence
    And the recruitment zone holds "Test Spell" and "Test Creature"
    When Alice buys "Test Spell"
    Then the recruitment zone is "Test Creature"
    And Alice's discard pile is "Test Spell"
    And Alice has 1 essence

  @id:rites-cannot-buy-a-card-not-face-up @rule:card:soul-trap.1
  Scenario: Only a face-up card of the recruitment zone can be bought, not one of the recruit deck
    Given Alice has 5 essence
    And the recruitment zone holds "Test Spell"
    And the recruit deck holds "Test Creature"
    Then Alice cannot buy "Test Creature"
    And Alice has 5 essence
    And the recruit deck is "Test Creature"

  @id:rites-soul-trap-buyer-with-nothing-to-draw @rule:card:soul-trap.2
  Scenario: A buyer whose deck and discard pile are both empty draws nothing from Soul Trap
    Given Alice has 3 essence
    And the recruitment zone holds "Test Creature"
    And Bob has "Soul Trap" in hand
    And Bob will respond with "Soul Trap"
    When Alice buys "Test Creature"
    Then Alice's hand is empty
    And Alice's discard pile is empty
    And the exile pile is "Test Creature"

  @id:rites-two-divine-shields-both-reduce @rule:card:divine-shield.2 @rule:aegis.2 @contested
  Scenario: Two Divine Shields played in one turn each reduce every Wound by 1
    Reading adopted (gap, see fixtures/rites/contested.toml): the no-stacking rule is written
    for Aegis alone; each Divine Shield is its own effect.
    Given Bob played "Divine Shield" earlier this turn
    And Bob played "Divine Shield" earlier this turn
    And Alice has "Test Wound 5" in hand
    When Alice plays "Test Wound 5"
    Then Bob has 37 health

  @id:rites-eye-for-an-eye-ends-with-the-turn @rule:card:an-eye-for-an-eye.2
  Scenario: An Eye for an Eye answers creatures only until the end of the turn it was played in
    Given Bob played "An Eye for an Eye" earlier this turn
    And Alice has "Test Striker" and "Test Rusher" in play
    When Alice activates "Test Striker"
    Then Alice has 38 health
    And Alice's discard pile is "Test Striker"
    When Alice ends her turn
    And Bob ends his turn
    And Alice activates "Test Rusher"
    Then Bob has 37 health
    And Alice has 38 health
    And Alice has "Test Rusher" in play

  @id:rites-burning-hand-ignores-activations @rule:card:burning-hand.4
  Scenario: Burning Hand has no trigger when the opponent activates a creature
    Given Alice has "Test Striker" in play
    And Bob has "Burning Hand" in hand
    When Alice activates "Test Striker"
    Then Bob has "Burning Hand" in hand
    And Bob has 38 health
    And Alice has 40 health

  @id:rites-anointing-guard-demise-triggers @rule:card:anointing-of-souls.3 @rule:guard.3
  Scenario: Under Anointing of Souls a creature that guards is destroyed and its Demise triggers
    Given Bob played "Anointing of Souls" earlier this turn
    And Bob has "Test Martyr" in play
    And Alice has "Test Wound 5" in hand
    And Bob will guard with "Test Martyr"
    When Alice plays "Test Wound 5"
    Then Bob has 40 health
    And Bob's discard pile is "Test Martyr"
    And Alice has 38 health

  @id:rites-anointing-leaves-destroy-nothing-to-choose @rule:card:anointing-of-souls.2 @rule:card:pyro-inquisitor
  Scenario: Under the opponent's Anointing of Souls, Destroy 1 has nothing to choose and the rest resolves
    Bob's two creatures cannot be destroyed, so Alice is not asked which one.
    Given Bob played "Anointing of Souls" earlier this turn
    And Bob has "Test Creature" and "Test Striker" in play
    And Alice has "Pyro-Inquisitor" and "Test Creature" in play
    When Alice activates "Pyro-Inquisitor"
    Then Bob's battlefield is "Test Creature" and "Test Striker"
    And Bob has 38 health
    And Alice's discard pile is "Test Creature"

  @id:rites-eye-for-an-eye-return-ends-the-game @rule:card:an-eye-for-an-eye.3 @rule:wound.5
  Scenario: When An Eye for an Eye's return brings the active player to 0, the game ends before the creature is destroyed
    Given Alice has 2 health
    And Bob played "An Eye for an Eye" earlier this turn
    And Alice has "Test Striker" in play
    When Alice activates "Test Striker"
    Then the game is over, won by Bob
    And Alice has "Test Striker" in play
    And Bob has 38 health

  @id:rites-burning-hand-discards-one-card @rule:card:burning-hand.2
  Scenario: Choosing the discard, the summoner discards one card of their choice and keeps the rest
    Given Alice has "Test Creature", "Hypernova" and "Test Spell" in hand
    And Bob has "Burning Hand" in hand
    And Bob will respond with "Burning Hand"
    And Alice will answer "burning hand" with "discard"
    And Alice will answer "discard" with "Hypernova"
    When Alice plays "Test Creature"
    Then Alice's "discard" choice offers exactly "Hypernova" and "Test Spell"
    And Alice's "discard" choice allows at most 1
    And Alice's hand is "Test Spell"
    And Alice's discard pile is "Hypernova"
    And Alice has 40 health

  @id:rites-soul-trap-buyer-draws-one-card @rule:card:soul-trap.2
  Scenario: Soul Trap's buyer draws exactly one card, and the trap's player one
    Given Alice has 3 essence
    And Alice's deck holds, from the top, "Test Spell" and "Test Heal 5"
    And Bob's deck holds, from the top, "Test Wound 5" and "Hypernova"
    And the recruitment zone holds "Test Creature"
    And Bob has "Soul Trap" in hand
    And Bob will respond with "Soul Trap"
    When Alice buys "Test Creature"
    Then Alice's hand is "Test Spell"
    And Alice's deck is "Test Heal 5"
    And Bob's hand is "Test Wound 5"
    And Bob's deck is "Hypernova"

  @id:rites-cloning-station-only-once-played @rule:card:cloning-station.1
  Scenario: Without a Cloning Station played this turn a purchase lets the opponent draw nothing
    Bob's other lasting effects of the turn give no draw.
    Given Bob played "Divine Shield" earlier this turn
    And Bob played "Anointing of Souls" earlier this turn
    And Bob's deck holds, from the top, "Test Spell"
    And Alice has 2 essence
    And the recruitment zone holds "Test Spell"
    When Alice buys "Test Spell"
    Then Bob's hand is empty
    And Bob's deck is "Test Spell"

  @id:rites-alice-plays-a-trap-in-bobs-turn @rule:card:divine-shield.1 @rule:card:divine-shield.2
  Scenario: In Bob's turn Alice plays a trap, and Divine Shield protects her
    Given it is Bob's turn
    And Alice has "Divine Shield" in hand
    And Alice's deck holds, from the top, "Test Spell"
    And Bob has "Test Wound 5" in hand
    When Alice plays "Divine Shield"
    And Bob plays "Test Wound 5"
    Then Alice has 36 health
    And Alice's discard pile is "Divine Shield"

  @id:rites-only-traps-in-the-opponents-turn @rule:card:divine-shield.1
  Scenario: In the opponent's turn a player can play a trap, nothing else
    Given Bob has "Test Wound 5" in hand
    Then Bob cannot play "Test Wound 5"
    And Alice has 40 health
    And Bob has "Test Wound 5" in hand

  @id:rites-alices-traps-answer-bobs-summon-after-his-blaze @rule:card:burning-hand.5 @rule:card:rite-of-the-blaze.2
  Scenario: In Bob's turn, Alice's Burning Hand waits for Bob's own waiting effects
    Bob, the active player, resolves his Blaze first; he is not asked to order Alice's effect.
    Given it is Bob's turn
    And Bob has taken "Rite of the Blaze"
    And Bob has "Test Creature" and "Test Spell" in hand
    And Alice has "Burning Hand" in hand
    And Alice's deck holds, from the top, "Test Spell"
    And Alice will respond with "Burning Hand"
    And Bob will answer "burning hand" with "wound"
    When Bob plays "Test Creature"
    Then Alice's "trap" choice offers exactly "Burning Hand" and "nothing"
    And at Bob's "burning hand" choice, Alice has 39 health
    And Bob has 37 health

  @id:rites-alices-eye-for-an-eye-in-bobs-turn @rule:card:an-eye-for-an-eye.1 @rule:card:an-eye-for-an-eye.3
  Scenario: An Eye for an Eye answers for either player in the other's turn
    Given it is Bob's turn
    And Bob has "Test Striker" in play
    And Alice has "An Eye for an Eye" in hand
    And Alice's deck holds, from the top, "Test Spell"
    And Alice will respond with "An Eye for an Eye"
    When Bob activates "Test Striker"
    Then Alice has 38 health
    And Bob has 38 health
    And Bob's discard pile is "Test Striker"

  @id:rites-alices-return-from-hell-in-bobs-turn @rule:card:return-from-hell.1
  Scenario: Return from Hell answers for either player in the other's turn
    Given it is Bob's turn
    And Alice has "Test Creature" in play
    And Alice has "Return from Hell" in hand
    And Alice's deck holds, from the top, "Test Spell"
    And Bob's discard pile holds, from the top, "Hypernova"
    And Bob has "Test Destroy 2" in hand
    And Alice will respond with "Return from Hell"
    And Alice will answer "return from hell" with "Hypernova"
    When Bob plays "Test Destroy 2"
    Then Alice's hand is "Hypernova" and "Test Spell"
    And Bob's discard pile is "Test Destroy 2"

  @id:rites-return-from-hell-takes-any-non-soul-from-exile @rule:card:return-from-hell.2
  Scenario: From the exile pile Return from Hell offers every card but the Souls, and takes the one named
    Given Bob has "Test Creature" in play
    And Bob has "Return from Hell" in hand
    And Bob's deck holds, from the top, "Test Spell"
    And the exile pile holds "Hypernova", "Volatile Essence" and "Test Creature"
    And Alice has "Test Destroy 2" in hand
    And Bob will respond with "Return from Hell"
    And Bob will answer "return from hell" with "Test Creature"
    When Alice plays "Test Destroy 2"
    Then Bob's "return from hell" choice offers "Hypernova" and "Test Creature"
    And Bob's "return from hell" choice does not offer "Volatile Essence"
    And Bob's hand is "Test Creature" and "Test Spell"
    And the exile pile is "Hypernova" and "Volatile Essence"

  @id:rites-an-eye-for-an-eye-is-no-anointing @rule:card:anointing-of-souls.2 @rule:destroy.1
  Scenario: Another trap in effect gives no Anointing's protection
    Given Bob played "An Eye for an Eye" earlier this turn
    And Bob has "Test Creature" in play
    And Alice has "Test Destroy 2" in hand
    When Alice plays "Test Destroy 2"
    Then Bob's battlefield is empty
    And Bob's discard pile is "Test Creature"

  @id:rites-divine-shield-protects-only-its-player @rule:card:divine-shield.2 @rule:demise.4
  Scenario: Bob's Divine Shield does not reduce the Demise Wound that hits Alice
    Given Bob played "Divine Shield" earlier this turn
    And Bob has "Biting Skull" in play
    And Alice has "Test Destroy 2" in hand
    When Alice plays "Test Destroy 2"
    Then Alice has 38 health

  @id:rites-buying-takes-the-card-named @rule:card:soul-trap.1
  Scenario: A purchase takes the face-up card named, whatever its slot
    Given Alice has 5 essence
    And the recruitment zone holds "Test Creature" and "Test Spell"
    When Alice buys "Test Spell"
    Then Alice's discard pile is "Test Spell"
    And the recruitment zone is "Test Creature"
    And Alice has 3 essence

  @id:rites-buying-only-in-ones-own-turn @rule:card:soul-trap.1
  Scenario: Bob does not buy in Alice's turn
    Given Bob has 5 essence
    And the recruitment zone holds "Test Spell"
    Then Bob cannot buy "Test Spell"
    And the recruitment zone is "Test Spell"
    And Bob has 5 essence

  @id:rites-alice-does-not-buy-in-bobs-turn @rule:card:soul-trap.1
  Scenario: Alice does not buy in Bob's turn
    Given it is Bob's turn
    And Alice has 5 essence
    And the recruitment zone holds "Test Spell"
    Then Alice cannot buy "Test Spell"
    And the recruitment zone is "Test Spell"
    And Alice has 5 essence

  @id:rites-anointing-guard-demise-destroys-the-active-players-creature @rule:card:anointing-of-souls.3 @rule:card:anointing-of-souls.4 @rule:demise.4
  Scenario: Under Bob's Anointing his guarding creature's Demise still destroys Alice's creature
    The protection is Bob's alone; the Demise's Destroy 1 is Bob's and reaches Alice's creatures.
    Given Bob played "Anointing of Souls" earlier this turn
    And Bob has "Test Avenger" in play
    And Alice has "Test Creature" in play
    And Alice has "Test Wound 5" in hand
    And Bob will guard with "Test Avenger"
    When Alice plays "Test Wound 5"
    Then Bob has 40 health
    And Bob's discard pile is "Test Avenger"
    And Alice's battlefield is empty
    And Alice has "Test Creature" in discard pile

  @id:rites-alices-anointing-does-not-protect-bobs-creature @rule:card:anointing-of-souls.4 @rule:card:anointing-of-souls.3
  Scenario: In Bob's turn, Alice's Anointing protects her creatures, not his
    Given it is Bob's turn
    And Alice played "Anointing of Souls" earlier this turn
    And Alice has "Test Avenger" in play
    And Bob has "Test Creature" in play
    And Bob has "Test Wound 5" in hand
    And Alice will guard with "Test Avenger"
    When Bob plays "Test Wound 5"
    Then Alice has 40 health
    And Bob's battlefield is empty
    And Bob has "Test Creature" in discard pile

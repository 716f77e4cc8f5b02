Feature: Vitae and the pool
  Vitae comes from three places. The drop seals a batch of hand cards into the Pit once a turn,
  in the player's own main phase, each card yielding its Blood Seal, untaxed; the seal rides the
  stack and can be countered. Field sources drain or sacrifice one's own Entities, at a price in
  Wrath or Corruption. Opening the vein spends the Master's own Vitae, which counts as every
  source. Vitae from an Entity carries its Race as a source tag, and a cost restricted to a
  source takes only that tag or the Master's blood (106).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-drop-yields-blood-seals @rule:106.5a @rule:116.2a @rule:505.4b @rule:106.3
  Scenario: A sealed batch yields each card's Blood Seal once the seal resolves, untaxed
    Given Alice has "Slip the Knife" and "Siege-Ladder Serjeant" in hand
    When Alice seals "Slip the Knife" and "Siege-Ladder Serjeant" into the Pit
    Then Alice's pool holds no Vitae
    And Alice's Pit is empty
    When Alice and Bob pass in turn
    Then Alice's pool holds 1 generic Vitae
    And Alice's pool holds 2 Innocent Vitae
    And Alice's Pit is "Slip the Knife" and "Siege-Ladder Serjeant"
    And Alice's hand is empty
    And Alice has 20 Vitae
    And Alice has 0 Corruption and 0 Wrath

  @id:nodawn-dropped-construct-is-untagged @rule:505.4b @rule:106.4
  Scenario: Vitae from a dropped Entity without a blood-source Race is generic
    Given Alice has "Iron Column" in hand
    When Alice seals "Iron Column" into the Pit
    And Alice and Bob pass in turn
    Then Alice's pool holds 2 generic Vitae

  @id:nodawn-sell-the-bones-seal @contested @rule:505.4 @rule:107.6
  Scenario: Sell the Bones and Marginalia sealed together yield three Vitae
    The rulebook gives Sell the Bones a Blood Seal of 4 in one example (305.2b) and, in 505.4's
    example, a batch of Sell the Bones and Marginalia (Blood Seal 1, 213.2a) worth 3, that is
    a Seal of 2. Reading adopted: 2. A Seal is one to three drops (107.6, 213.1), which rules
    out 4, and 2 is what 213.3's curve gives for the card's cost. Neither card carries a Race,
    so the Vitae is generic. See docs/contested.md, nodawn-sell-the-bones-seal.

    Given Alice has "Sell the Bones" and "Marginalia" in hand
    When Alice seals "Sell the Bones" and "Marginalia" into the Pit
    And Alice and Bob pass in turn
    Then Alice's pool holds 3 generic Vitae

  @id:nodawn-second-drop-refused @rule:505.4d @rule:106.5a
  Scenario: A player who has made the drop this turn cannot seal again
    Given Alice has already made the drop this turn
    And Alice has "Test Filler" in hand
    Then Alice cannot seal "Test Filler" into the Pit

  @id:nodawn-drop-not-in-opponents-turn @rule:116.2a @rule:505.4
  Scenario: The drop is made only in one's own main phase, not with priority in another's
    Given Bob has "Test Filler" in hand
    When Alice passes
    Then Bob cannot seal "Test Filler" into the Pit

  @id:nodawn-drop-not-in-upkeep @rule:106.5a @rule:505.4
  Scenario: The drop cannot be made in one's own upkeep
    Given it is Alice's upkeep of turn 2
    And Alice has "Test Filler" in hand
    Then Alice cannot seal "Test Filler" into the Pit

  @id:nodawn-countered-seal-keeps-cards @example @rule:505.4d @rule:505.4a @rule:601.12c @rule:405.6c @rule:407.5
  Scenario: A countered seal leaves the batch in hand, yields nothing, and spends the drop
    Rulebook example (505.4d): Sell the Bones and Marginalia are sealed as one batch worth 3
    Vitae; the rival counters the seal, so the pair returns to hand, the pool stays empty, and the
    turn's drop is used up. The kit's Test Negation stands in for Apostate's Bargain, which asks
    Vitae from a Sacred source.

    Given Alice has "Sell the Bones" and "Marginalia" in hand
    And Bob has "Test Negation" in hand
    When Alice seals "Sell the Bones" and "Marginalia" into the Pit
    And Alice passes
    And Bob casts "Test Negation" targeting Alice's seal
    And Bob and Alice pass in turn
    Then Alice's hand is "Sell the Bones" and "Marginalia"
    And Alice's Pit is empty
    And Alice's pool holds no Vitae
    And Bob has "Test Negation" in his Spoils
    And Alice cannot seal "Sell the Bones" into the Pit

  @id:nodawn-drain-for-vitae @rule:106.5c @rule:106.5d @rule:110.5b
  Scenario: Draining one's own Entity yields one Vitae of its Race and one Wrath
    Given Alice controls "Test Noble Squire"
    When Alice drains "Test Noble Squire" for Vitae
    Then Alice's pool holds 1 Noble Vitae
    And Alice has 1 Wrath and 0 Corruption
    And Alice's "Test Noble Squire" is drained
    And Alice has 20 Vitae

  @id:nodawn-drained-entity-cannot-drain @rule:110.5b @rule:106.5c
  Scenario: An Entity already drained cannot be drained again
    Given Alice controls a drained "Test Noble Squire"
    Then Alice cannot drain "Test Noble Squire" for Vitae

  @id:nodawn-newly-cast-entity-cannot-drain @rule:110.5d @rule:110.5a @rule:106.5c
  Scenario: An Entity cast this turn is newly turned and cannot be drained
    Given Alice's pool holds 2 generic Vitae
    And Alice has "Test Noble Squire" in hand
    When Alice casts "Test Noble Squire"
    And Alice and Bob pass in turn
    Then Alice controls "Test Noble Squire"
    And Alice cannot drain "Test Noble Squire" for Vitae

  @id:nodawn-bloodlust-drains-newly-turned @rule:110.5d @rule:106.5d
  Scenario: A newly turned Entity with Bloodlust can be drained
    Given Alice controls a newly turned "Test Bloodlust Hound"
    When Alice drains "Test Bloodlust Hound" for Vitae
    Then Alice's pool holds 1 Innocent Vitae
    And Alice has 1 Wrath

  @id:nodawn-sacrifice-for-vitae @rule:106.5c @rule:106.5d @rule:302.8b
  Scenario: Sacrificing one's own Entity yields its printed Vitae cost in its Race and a Corruption
    Given Alice controls "Test Sacred Acolyte"
    When Alice sacrifices "Test Sacred Acolyte" for Vitae
    Then Alice's pool holds 3 Sacred Vitae
    And Alice has 1 Corruption and 0 Wrath
    And Alice no longer controls "Test Sacred Acolyte"
    And Alice has "Test Sacred Acolyte" in her Spoils

  @id:nodawn-no-field-source-in-opponents-turn @contested @rule:106.5c @rule:106.7
  Scenario: Field sources cannot be used with priority in the opponent's turn
    302.8a calls the partial drain a Vitae ability, which could be used whenever its player has
    priority; 106.5c and 106.7 (and 605.5) say the drain and the sacrifice are special actions
    of the player's own main phase and expressly not Vitae abilities. Reading adopted: the
    group 106 rules, which state the point twice and on purpose. See docs/contested.md,
    nodawn-drain-timing.

    Given Bob controls "Test Noble Squire"
    When Alice passes
    Then Bob cannot drain "Test Noble Squire" for Vitae
    And Bob cannot sacrifice "Test Noble Squire" for Vitae

  @id:nodawn-source-cost-from-tagged-vitae @rule:106.4 @rule:601.5
  Scenario: A Sacred-sourced cost takes the Sacred Vitae and leaves the generic
    Given Alice's pool holds 2 Sacred Vitae
    And Alice's pool holds 1 generic Vitae
    And Alice has "Test Sacred Rite 2" in hand
    When Alice casts "Test Sacred Rite 2"
    Then Alice's "pool-payment" choice offers exactly "Sacred"
    And Alice's "pool-payment" choice allows at least 2
    And Alice's pool holds 1 generic Vitae
    And Alice's pool holds 0 Sacred Vitae

  @id:nodawn-dropped-blood-cannot-pay-sacred @rule:106.4 @rule:207.4b @rule:106.5b
  Scenario: Untagged blood cannot pay a Sacred cost, but the Master's own blood can
    Given Alice has "Iron Column" and "Test Sacred Rite 2" in hand
    When Alice seals "Iron Column" into the Pit
    And Alice and Bob pass in turn
    Then Alice cannot cast "Test Sacred Rite 2"
    When Alice casts "Test Sacred Rite 2" paying 2 from the vein
    Then Alice's pool holds 2 generic Vitae
    And Alice has 18 Vitae
    And Alice has 1 Corruption and 1 Wrath

  @id:nodawn-palimpsest-drained-and-vein @example @contested @rule:308.2a @rule:106.4 @rule:118.6
  Scenario: A Sacred cost paid half from a drained Sacred Entity and half from the vein
    308.2a's example demands 2 Sacred Vitae for Palimpsest Whispers; 118.5's gives its cost as
    2 Vitae with ✚+1. Reading adopted: both are true of the one card (2 Vitae, Sacred-sourced,
    ✚+1), as nothing in either example denies the other. See docs/contested.md,
    nodawn-palimpsest-cost. The drain adds a Wrath; the vein adds the tax (one Corruption, one
    Wrath for a first Master Vitae this turn); the cross adds one Corruption more. Splitting the
    cost between pool and vein follows 601.2h (nodawn-split-payment).

    Given Alice controls "Test Sacred Acolyte"
    And Alice has "Palimpsest Whispers" in hand
    When Alice drains "Test Sacred Acolyte" for Vitae
    And Alice casts "Palimpsest Whispers" paying 1 from the vein
    Then Alice's pool holds no Vitae
    And Alice has 19 Vitae
    And Alice has 2 Corruption and 2 Wrath

  @id:nodawn-vein-closed-by-day @rule:106.5b @rule:304.6
  Scenario: No Vitae can be drawn from a Master sheltering through a Day round
    Given the world cycle stands at Day 2, The Assault
    And Alice has "Test Rite 2" in hand
    Then Alice cannot cast "Test Rite 2" paying 2 from the vein

  @id:nodawn-no-field-source-in-bobs-main-phase @rule:106.5c @rule:106.7 @rule:116.1
  Scenario: Holding priority in Bob's main phase, Alice still cannot drain or sacrifice her Entity for Vitae
    Field sources are special actions of the player's own main phase only (106.5c, 106.7):
    priority in another player's main phase is not enough, whoever is seated first.

    Given it is Bob's first main phase of turn 1
    And Alice controls "Test Noble Squire"
    When Bob passes
    Then Alice cannot drain "Test Noble Squire" for Vitae
    And Alice cannot sacrifice "Test Noble Squire" for Vitae
    And Alice's "Test Noble Squire" is undrained
    And Alice's pool holds no Vitae

  @id:nodawn-no-field-source-while-bob-holds-priority @rule:106.5c @rule:116.1
  Scenario: In her own main phase, while Bob holds priority over her spell, Alice cannot drain her Entity for Vitae
    A field source is a special action taken with priority (106.5c, 116.1): having cast her Howl
    and passed, Alice no longer holds it, though it is her own main phase.

    Given Alice controls "Test Noble Squire"
    And Alice has "Test Howl of the Pack" in hand
    When Alice casts "Test Howl of the Pack"
    And Alice passes
    Then Alice cannot drain "Test Noble Squire" for Vitae
    And Alice's "Test Noble Squire" is undrained
    And Alice's pool holds no Vitae

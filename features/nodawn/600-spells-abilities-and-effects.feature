Feature: Spells, abilities and effects
  A spell is a card on its way through the stack: a Caprice or Power resolves into a one-shot
  effect and is spent to the Spoils, any other spell enters the battlefield. Casting moves the
  card to the stack, announces what must be announced — a variable X among it — fixes the cost
  and pays it. Abilities work where their object is expected to work, triggered ones as their
  event happens; Vitae abilities skip the stack; Companions pay for theirs in Vigor (600-608).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"

  # -- 600 General -----------------------------------------------------------------------------

  @id:nodawn-spell-kinds-end-differently @rule:600.2 @rule:608.7 @rule:610.1
  Scenario: A Caprice resolves into its effect and is spent to the Spoils; an Entity spell enters the battlefield
    Given Alice's pool holds 2 generic Vitae
    And Alice has "Test Bolt 1" and "Test Noble Squire" in hand
    When Alice casts "Test Bolt 1" targeting Bob
    And Alice and Bob pass in turn
    Then Bob has 19 Vitae
    And Alice has "Test Bolt 1" in Spoils
    When Alice casts "Test Noble Squire"
    And Alice and Bob pass in turn
    Then Alice controls "Test Noble Squire"
    And Alice has no "Test Noble Squire" in Spoils

  @id:nodawn-stack-last-in-first-out @rule:600.4 @rule:405.2
  Scenario: An ability activated in response to a spell resolves first
    Given Alice controls "Test Noble Pinger"
    And Alice's pool holds 3 generic Vitae
    And Alice has "Test Rite 2" in hand
    When Alice casts "Test Rite 2"
    And Alice activates "Test Noble Pinger" targeting Bob
    And Alice and Bob pass in turn
    Then Bob has 19 Vitae
    And the stack holds "Test Rite 2"

  @id:nodawn-abilities-work-on-the-battlefield @rule:600.5 @rule:604.1 @rule:604.4 @rule:604.2
  Scenario: A Command anthem in hand does nothing; on the battlefield it simply holds, with nothing on the stack
    Given Alice controls "Test Wretch"
    And Alice's pool holds 2 generic Vitae
    And Alice has "Test Warlord" in hand
    Then Alice's "Test Wretch" has 1 Attack
    When Alice casts "Test Warlord"
    And Alice and Bob pass in turn
    Then Alice's "Test Wretch" has 2 Attack
    And the stack is empty

  # -- 601 casting -----------------------------------------------------------------------------

  @id:nodawn-cast-rewinds-when-unpaid @rule:601.1 @rule:601.2h
  Scenario: A casting that cannot be paid is illegal, and the card, the pool and the stack are as they were
    Given Alice's pool holds 2 generic Vitae
    And Alice has 0 Vitae and 0 Corruption
    And Alice has "Test Rite 5" in hand
    Then Alice cannot cast "Test Rite 5"
    And Alice's hand is "Test Rite 5"
    And Alice's pool holds 2 generic Vitae

  @id:nodawn-cast-moves-card-to-stack @rule:601.2 @rule:601.2a
  Scenario: Casting moves the card from its caster's hand to the stack, the caster its controller
    Given Bob has "Test Bolt 1" in hand
    When Alice passes
    And Bob casts "Test Bolt 1" targeting Alice
    Then the stack holds "Test Bolt 1"
    And Bob's hand is empty
    When Bob and Alice pass in turn
    Then Alice has 19 Vitae
    And Bob has "Test Bolt 1" in Spoils

  @id:nodawn-cast-legality-check @rule:601.2e @rule:601.2c
  Scenario: A target an opponent's Elusive Entity forbids fails the legality check, and the casting rewinds
    Given Bob controls "Test Elusive Shade"
    And Alice has "Test Bolt 1" in hand
    Then Alice cannot cast "Test Bolt 1" targeting Bob's "Test Elusive Shade"
    And Alice's hand is "Test Bolt 1"

  @id:nodawn-x-announced-example @example @rule:601.2b @rule:608.5
  Scenario: X announced as 4 is fixed at 4, and the spell draws four
    Rulebook example: the scribe casting Deluge of Ink ("Draw X cards") names X = 4 first, before
    the game can change in any other way; X stays 4 even if an opponent's response then clears the
    board.

    Given Alice's pool holds 4 generic Vitae
    And Alice controls "Test Wretch"
    And Alice has "Deluge of Ink" in hand
    And Bob has "Test Cataclysm" in hand
    When Alice casts "Deluge of Ink" with X = 4
    Then Alice's pool holds no Vitae
    When Alice passes
    And Bob casts "Test Cataclysm"
    When Bob passes
    Given Bob will answer "rest" with "decline"
    When Alice passes
    And Alice and Bob pass in turn
    Then Alice's hand holds 4 cards

  @id:nodawn-x-zero-is-legal @rule:601.2b
  Scenario: X = 0 is a legal announcement: it costs nothing and draws nothing
    Given Alice has "Deluge of Ink" in hand
    When Alice casts "Deluge of Ink" with X = 0
    And Alice and Bob pass in turn
    Then Alice's hand is empty
    And Alice has "Deluge of Ink" in Spoils

  @id:nodawn-cost-reduction-locked-example @example @rule:601.2f
  Scenario: A cost reduced for three Scholars locks at its value; losing a Scholar in response changes nothing
    Rulebook example: Colloquium Lector is 1 Vitae cheaper per Scholar its caster controls; with
    three Scholars out the reduced cost is fixed, and destroying a Scholar in response does not
    make the spell being cast any dearer.

    Given Alice controls "Test Morning Scribe", "Test Morning Scribe" and "Test Morning Scribe"
    And Alice's pool holds 1 generic Vitae
    And Alice has "Colloquium Lector" in hand
    When Alice casts "Colloquium Lector"
    Then Alice's pool holds no Vitae
    And the stack holds "Colloquium Lector"

  @id:nodawn-cost-reduction-needs-the-scholars @rule:601.2f
  Scenario: Without Scholars the Lector costs its full 4, and 1 Vitae is not enough
    Given Alice controls "Test Morning Scribe"
    And Alice's pool holds 1 generic Vitae
    And Alice has "Colloquium Lector" in hand
    Then Alice cannot cast "Colloquium Lector"

  @id:nodawn-muster-in-the-vitae-window @rule:601.2g
  Scenario: In the Vitae window three Entities answer a Muster, paying three of the cost
    Given Alice controls "Test Wretch", "Test Thrall" and "Test Brute 4/4"
    And Alice's pool holds 4 generic Vitae
    And Alice has "Iron Column" in hand
    When Alice casts "Iron Column" mustering "Test Wretch", "Test Thrall" and "Test Brute 4/4"
    Then Alice's pool holds no Vitae
    And Alice's "Test Brute 4/4" is drained

  @id:nodawn-cant-beats-can @rule:601.3 @rule:601.3d
  Scenario: A Caprice may be cast at any priority, but a day-bound one is not cast at Night: "can't" beats "can"
    Given Alice has "Test Dawn Hymn" in hand
    Then Alice cannot cast "Test Dawn Hymn"

  @id:nodawn-power-needs-its-master @rule:601.3b
  Scenario: A Power cast from hand needs its Master on the battlefield: by Day the sheltering Master cannot
    Given the world cycle stands at Day 2, The Assault
    And it is Alice's first main phase of turn 5
    And Alice's pool holds 5 Sacred Vitae
    And Alice has "Sacramental Fire" in hand
    Then Alice cannot cast "Sacramental Fire" targeting Bob

  @id:nodawn-preparation-not-powers-only @contested @rule:601.3b @rule:500.10 @rule:601.3a
  Scenario: During The Preparation a Caprice is still cast like any other day
    601.3b calls Powers the only type castable during The Preparation, but 601.3a lets a Caprice
    be cast whenever its controller has priority and 500.10 has the calendar forbid nothing.
    Reading adopted: the calendar forbids nothing; other types stay castable on Day 1
    (docs/contested.md, nodawn-preparation-powers-only).

    Given the world cycle stands at Day 1, The Preparation
    And it is Alice's first main phase of turn 4
    And Alice has "Test Bolt 1" in hand
    And Bob's lineage Haven is "Test Haven"
    When Alice casts "Test Bolt 1" targeting Bob's "Test Haven"
    And Alice and Bob pass in turn
    Then Bob's "Test Haven" has 9 Defense

  # -- 602 activated abilities ----------------------------------------------------------------------

  @id:nodawn-activation-instruction-holds @rule:602.1 @rule:602.5 @rule:602.4
  Scenario: "Activate only as a non-Power" holds at all times: the Lamp cannot be used outside its main phase
    Given Alice controls "Test Scribe Lamp"
    And Alice's pool holds 1 generic Vitae
    When Alice passes
    And Bob passes
    Then it is Alice's beginning of combat step
    And Alice cannot activate "Test Scribe Lamp"

  @id:nodawn-cost-menu-paid-whole @rule:602.2
  Scenario: An activation cost of Vitae and draining is paid whole as the ability is put on the stack
    Given Alice controls "Test Noble Pinger"
    And Alice's pool holds 1 generic Vitae
    When Alice activates "Test Noble Pinger" targeting Bob
    Then Alice's pool holds no Vitae
    And Alice's "Test Noble Pinger" is drained
    And the stack holds "Test Noble Pinger"

  # -- 603 triggered abilities -------------------------------------------------------------------

  @id:nodawn-trigger-in-a-step-without-priority @rule:603.2a
  Scenario: A rite triggers as the round begins, when nothing could be cast, and waits for the stack
    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And each player's lineage Haven is "Test Haven"
    And Alice controls "Test Dawn Singer"
    When the game advances to Alice's upkeep
    Then the stack holds "Test Dawn Singer"

  @id:nodawn-trigger-once-each-turn @rule:603.2f
  Scenario: "Do this only once each turn": the second spell of the turn triggers nothing
    Given Alice controls "Test Thrifty Scribe"
    And Alice has "Test Bolt 0" and "Test Caprice ▷+3" in hand
    When Alice casts "Test Bolt 0" targeting Bob
    Then the stack holds "Test Bolt 0" and "Test Thrifty Scribe"
    When Alice and Bob pass in turn
    And Alice and Bob pass in turn
    And Alice casts "Test Caprice ▷+3"
    Then the stack holds "Test Caprice ▷+3"
    When Alice and Bob pass in turn
    Then Alice's hand is "Test Filler"

  @id:nodawn-trigger-finds-its-card @proposed @rule:603.6 @rule:400.7b
  Scenario: A dies-trigger finds its card in the Spoils and returns it to hand
    Given Alice controls "Test Loyal Hound"
    And Bob has "Test Bolt 1" in hand
    When Alice passes
    And Bob casts "Test Bolt 1" targeting Alice's "Test Loyal Hound"
    When Bob passes
    Given Bob will answer "rest" with "decline"
    When Alice passes
    Then the stack holds "Test Loyal Hound"
    When Alice and Bob pass in turn
    Then Alice's hand is "Test Loyal Hound"
    And Alice's Spoils is empty

  @id:nodawn-trigger-card-moved-on @proposed @rule:603.6 @rule:400.7b
  Scenario: A card that moved on from the Spoils before its trigger resolves is not found, and nothing happens
    Given Alice controls "Test Loyal Hound"
    And Alice has "Test Bone Rite 2" and "Test Bolt 1" in hand
    When Alice casts "Test Bolt 1" targeting Alice's "Test Loyal Hound"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then the stack holds "Test Loyal Hound"
    When Alice casts "Test Bone Rite 2" despoiling "Test Loyal Hound" and "Test Bolt 1"
    And Alice and Bob pass in turn
    And Alice and Bob pass in turn
    Then Alice has "Test Loyal Hound" in Void
    And Alice's hand is empty

  @id:nodawn-enters-already-modified @rule:603.6b @rule:611.3b
  Scenario: An Entity of printed Vigor 0 enters under an anthem already modified, and survives
    Given Alice controls "Test Banner Bearer"
    And Alice's pool holds 1 generic Vitae
    And Alice has "Test Hollow Husk" in hand
    When Alice casts "Test Hollow Husk"
    And Alice and Bob pass in turn
    Then Alice controls "Test Hollow Husk"
    And Alice's "Test Hollow Husk" has 1 Vigor

  @id:nodawn-enters-drained-no-trigger @rule:603.6d @rule:614.6
  Scenario: "Enters drained" is a replacement of its arrival, not a trigger: nothing goes on the stack
    Given Alice has "Test Weary Recruit" in hand
    When Alice casts "Test Weary Recruit"
    And Alice and Bob pass in turn
    Then Alice's "Test Weary Recruit" is drained
    And the stack is empty

  @id:nodawn-state-trigger @proposed @rule:603.8
  Scenario: "Whenever you have no cards in hand" triggers as the hand empties, and not again while it fills
    Given Alice controls "Test Empty-Handed Sage"
    And Alice has "Test Bolt 1" in hand
    When Alice casts "Test Bolt 1" targeting Bob
    Then the stack holds "Test Bolt 1" and "Test Empty-Handed Sage"
    When Alice and Bob pass in turn
    Then Alice's hand is "Test Filler"
    When Alice and Bob pass in turn
    Then the stack is empty
    And Alice's hand is "Test Filler"

  @id:nodawn-dies-watcher-at-upkeep @rule:603.14e @rule:603.6c
  Scenario: A dies-watcher sees the death Decay brings at the upkeep, whenever the Spoils claim the body
    Given it is Bob's end step of turn 1
    And Alice controls "Test Rotting Wretch" with 1 decay counter
    And Alice controls "Test Mourner"
    When the game advances to Alice's upkeep
    And Alice and Bob pass in turn
    Then Alice has "Test Rotting Wretch" in Spoils
    And the stack holds "Test Mourner"

  @id:nodawn-face-up-watcher @rule:603.14d
  Scenario: A card turning face up triggers the watchers of such reveals
    Given Alice controls "Test Unveiled Watcher"
    And Bob controls a face-down "Test Noble Squire"
    And Alice has "Test Unveiling" in hand
    When Alice casts "Test Unveiling" targeting Bob's "Test Noble Squire"
    And Alice and Bob pass in turn
    Then the stack holds "Test Unveiled Watcher"
    When Alice and Bob pass in turn
    Then Alice's hand is "Test Filler"

  @id:nodawn-face-up-not-its-own-watcher @rule:603.14d
  Scenario: A face-up watcher does not trigger on its own card being turned face up
    Given Alice controls a face-down "Test Unveiled Watcher"
    And Alice has "Test Unveiling" in hand
    When Alice casts "Test Unveiling" targeting Alice's "Test Unveiled Watcher"
    And Alice and Bob pass in turn
    Then the stack is empty
    And Alice's hand is empty

  # -- 604 static, 605 Vitae abilities --------------------------------------------------------------

  @id:nodawn-static-reads-the-world-now @rule:604.7 @rule:611.3
  Scenario: When the Command Entity dies, the wounded Entity it kept alive loses its bonus and dies too
    Given Alice controls "Test Warlord"
    And Alice controls "Test Gate Sentry" with 4 damage
    And Bob has "Test Bolt 2" in hand
    When Alice passes
    And Bob casts "Test Bolt 2" targeting Alice's "Test Warlord"
    When Bob passes
    Given Bob will answer "rest" with "decline"
    When Alice passes
    Then Alice has "Test Warlord" and "Test Gate Sentry" in Spoils

  @id:nodawn-statics-work-from-the-spoils @rule:604.6
  Scenario: Recall is a static ability that works from the Spoils, letting its card be cast from there
    Given Alice has "Test Echo Insight" in Spoils
    And Alice's pool holds 1 generic Vitae
    When Alice casts "Test Echo Insight" from her Spoils for its Recall cost
    Then the stack holds "Test Echo Insight"
    And Alice's Spoils is empty

  @id:nodawn-vitae-ability-even-replaced @rule:605.2 @rule:605.3
  Scenario: A Vitae ability stays one though what it makes is replaced: it still never uses the stack
    Given Alice controls "Test Blood Fount" and "Test Blood Scholar"
    When Alice activates "Test Blood Fount"
    Then the stack is empty
    And Alice's pool holds no Vitae
    And Alice's hand is "Test Filler"

  @id:nodawn-vitae-source-tags @rule:605.4
  Scenario: Vitae drained from a Noble Entity bears the Noble tag; from an Entity with no Race, none
    Given Alice controls "Test Noble Squire" and "Test Blood Fount"
    When Alice drains "Test Noble Squire" for Vitae
    And Alice activates "Test Blood Fount"
    Then Alice's pool holds 1 Noble Vitae
    And Alice's pool holds 1 generic Vitae

  @id:nodawn-newly-turned-no-vitae @rule:605.5
  Scenario: A newly turned Entity cannot be drained for Vitae
    Given Alice controls a newly turned "Test Noble Squire"
    Then Alice cannot drain "Test Noble Squire" for Vitae

  @id:nodawn-targeted-vitae-maker-uses-stack @rule:605.6
  Scenario: An ability with a target that also adds Vitae is no Vitae ability: it waits on the stack
    Given Alice controls "Test Blood Tap"
    When Alice activates "Test Blood Tap" targeting Bob
    Then the stack holds "Test Blood Tap"
    And Alice's pool holds no Vitae
    When Alice and Bob pass in turn
    Then Alice's pool holds 1 generic Vitae
    And Bob has 19 Vitae

  # -- 606 Companion abilities ---------------------------------------------------------------------

  @id:nodawn-companion-plus-ability @deferred @rule:606.1 @rule:606.2
  Scenario: A [+1] Companion ability adds a Vigor counter as its cost, and a second this turn is refused
    Given Alice controls "Test Oathbound Companion"
    When Alice activates "Test Oathbound Companion"
    Then Alice's "Test Oathbound Companion" has 4 Vigor
    And Alice cannot activate "Test Oathbound Companion"
    When Alice and Bob pass in turn
    Then Alice's hand is "Test Filler"
    And Alice cannot activate ability 2 of "Test Oathbound Companion" targeting Bob

  @id:nodawn-companion-minus-needs-vigor @deferred @rule:606.1
  Scenario: A [−2] Companion ability cannot be activated with only 1 Vigor
    Given Alice controls "Test Oathbound Companion" with 1 Vigor
    Then Alice cannot activate ability 2 of "Test Oathbound Companion" targeting Bob

  @id:nodawn-companion-ability-non-power-speed @rule:606.2
  Scenario: A Companion ability waits for its controller's own main phase with an empty stack
    Given Alice controls "Test Oathbound Companion"
    And Alice has "Test Bolt 0" in hand
    When Alice casts "Test Bolt 0" targeting Bob
    Then Alice cannot activate "Test Oathbound Companion"
    When Alice and Bob pass in turn
    And Alice passes
    And Bob passes
    Then it is Alice's beginning of combat step
    And Alice cannot activate "Test Oathbound Companion"

  @id:nodawn-companion-spends-its-life @rule:606.3 @rule:704.5m
  Scenario: A Companion that spends its last Vigor on an ability falls
    Given Alice controls "Test Oathbound Companion" with 2 Vigor
    When Alice activates ability 2 of "Test Oathbound Companion" targeting Bob
    Then Alice has "Test Oathbound Companion" in Spoils
    When Alice and Bob pass in turn
    Then Bob has 18 Vitae

  # -- 609, 610 effects ------------------------------------------------------------------------

  @id:nodawn-impossible-does-what-it-can-example @example @rule:609.3
  Scenario: "Discard two cards" against a hand of one discards the one
    Rulebook example (609.3): "discard two cards" against a hand of one discards the one.

    Given Bob has "Test Filler" in hand
    And Alice has "Test Mind Rot 2" in hand
    When Alice casts "Test Mind Rot 2" targeting Bob
    And Alice and Bob pass in turn
    Then Bob's hand is empty
    And Bob has "Test Filler" in Spoils

  @id:nodawn-banished-until-holder-leaves @rule:610.3
  Scenario: An Entity banished until its jailer leaves comes back, a new object, when the jailer falls
    Given Bob controls "Test Noble Squire" with 1 growth counter
    And Alice has "Test Jailer" and "Test Bolt 2" in hand
    When Alice casts "Test Jailer"
    And Alice passes
    Given Alice will target Bob's "Test Noble Squire" with "Test Jailer"'s triggered ability
    When Bob passes
    Then the stack holds "Test Jailer"
    When Alice and Bob pass in turn
    Then Bob has "Test Noble Squire" in Void
    When Alice casts "Test Bolt 2" targeting Alice's "Test Jailer"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob controls "Test Noble Squire"
    And Bob's "Test Noble Squire" has 0 growth counters
    And Bob's Void is empty

  @id:nodawn-until-banishment-too-late @rule:610.3
  Scenario: If the jailer has already left when its banishment would happen, nothing moves
    Given Bob controls "Test Noble Squire"
    And Alice has "Test Jailer" and "Test Bolt 2" in hand
    When Alice casts "Test Jailer"
    And Alice passes
    Given Alice will target Bob's "Test Noble Squire" with "Test Jailer"'s triggered ability
    When Bob passes
    And Alice casts "Test Bolt 2" targeting Alice's "Test Jailer"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    And Alice and Bob pass in turn
    Then Bob controls "Test Noble Squire"
    And Bob's Void is empty

  # -- 611 continuous effects -----------------------------------------------------------------

  @id:nodawn-continuous-effect-modifies @rule:611.1
  Scenario: A continuous effect modifies an Entity's characteristics for its span, and then is gone
    Given Alice controls "Test Wretch"
    And Alice has "Test Spur" in hand
    When Alice casts "Test Spur" targeting Alice's "Test Wretch"
    And Alice and Bob pass in turn
    Then Alice's "Test Wretch" has 3 Attack
    When the game advances to Bob's upkeep
    Then Alice's "Test Wretch" has 1 Attack

  @id:nodawn-state-trigger-each-its-own @proposed @rule:603.8
  Scenario: Alice's Sage waiting on the stack keeps only itself from triggering again: Bob's Sage triggers as Bob's hand empties
    Given Alice controls "Test Empty-Handed Sage"
    And Bob controls "Test Empty-Handed Sage"
    And Alice has "Test Bolt 1" in hand
    And Bob has "Test Bolt 2" in hand
    When Alice casts "Test Bolt 1" targeting Bob
    Then the stack holds "Test Bolt 1" and "Test Empty-Handed Sage"
    When Alice passes
    And Bob casts "Test Bolt 2" targeting Alice
    Then the stack holds "Test Bolt 1", "Test Empty-Handed Sage", "Test Bolt 2" and "Test Empty-Handed Sage"

  @id:nodawn-cost-reduction-per-race @rule:601.2f @rule:205.3a
  Scenario: A cost reduced for each Noble counts the Entities of that Race: two Nobles make the Envoy's 4 a 2
    Given Alice controls "Test Noble Squire", "Test Noble Squire" and "Test Morning Scribe"
    And Alice's pool holds 2 generic Vitae
    And Alice has "Test Noble Envoy" in hand
    When Alice casts "Test Noble Envoy"
    Then Alice's pool holds no Vitae
    And the stack holds "Test Noble Envoy"

  @id:nodawn-cost-reduction-per-race-counts-no-other @rule:601.2f @rule:205.3a
  Scenario: One Noble beside a Scholar takes only 1 off the Envoy's 4, and 2 Vitae are not enough
    Given Alice controls "Test Noble Squire" and "Test Morning Scribe"
    And Alice's pool holds 2 generic Vitae
    And Alice has "Test Noble Envoy" in hand
    Then Alice cannot cast "Test Noble Envoy"
    And Alice's pool holds 2 generic Vitae

  @id:nodawn-companion-ability-not-on-opponents-turn @rule:606.2
  Scenario: A Companion ability is not activated in an opponent's main phase, even with an empty stack
    Given Bob controls "Test Oathbound Companion"
    When Alice passes
    Then Bob cannot activate "Test Oathbound Companion"

  @id:nodawn-state-trigger-other-card-waiting @proposed @rule:603.8
  Scenario: Another card's state trigger waiting on the stack does not keep the Sage from triggering anew
    Given Alice controls "Test Empty-Handed Sage" and "Test Hollow-Handed Monk"
    And Alice has "Test Bolt 1" in hand
    And Alice's Domain holds, from the top, "Test Bolt 0" and "Test Filler"
    And Alice will put the triggered abilities of "Test Hollow-Handed Monk" and "Test Empty-Handed Sage" on the stack in that order
    When Alice casts "Test Bolt 1" targeting Bob
    Then the stack holds "Test Bolt 1", "Test Hollow-Handed Monk" and "Test Empty-Handed Sage"
    When Alice and Bob pass in turn
    Then Alice's hand is "Test Bolt 0"
    When Alice casts "Test Bolt 0" targeting Bob
    Then the stack holds "Test Bolt 1", "Test Hollow-Handed Monk", "Test Bolt 0" and "Test Empty-Handed Sage"

  @id:nodawn-banished-until-returns-the-card-it-holds @rule:610.3 @rule:404.5
  Scenario: The jailer falling brings back the very card it banished, not a card that reached the Void after it
    Bob's Test Echo Insight, cast from his Spoils by Recall, is banished to his Void after the
    jailed Gilded Emissary; the jailer leaving returns the Emissary, and the Insight stays.

    Given Bob controls "Gilded Emissary"
    And Bob has "Test Echo Insight" in Spoils
    And Bob's pool holds 1 generic Vitae
    And Alice has "Test Jailer" and "Test Bolt 2" in hand
    When Alice casts "Test Jailer"
    And Alice passes
    Given Alice will target Bob's "Gilded Emissary" with "Test Jailer"'s triggered ability
    When Bob passes
    And Alice and Bob pass in turn
    Then Bob has "Gilded Emissary" in Void
    When Alice passes
    And Bob casts "Test Echo Insight" from his Spoils for its Recall cost
    And Bob and Alice pass in turn
    Then Bob has "Test Echo Insight" in Void
    When Alice casts "Test Bolt 2" targeting Alice's "Test Jailer"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob controls "Gilded Emissary"
    And Bob's Void is "Test Echo Insight"

  @id:nodawn-state-trigger-own-other-ability-waiting @proposed @rule:603.8
  Scenario: A permanent's one state trigger waiting on the stack does not keep its other state trigger from triggering
    Given Alice controls "Test Two-Minded Sage" and "Test Thrall"
    And Alice's pool holds 1 generic Vitae
    And Alice has "Test Wretch" and "Test Bolt 1" in hand
    When Alice casts "Test Wretch"
    And Alice passes
    Given Alice will target Alice with "Test Two-Minded Sage"'s triggered ability
    When Bob passes
    Then Alice controls "Test Wretch"
    And the stack holds "Test Two-Minded Sage"
    When Alice casts "Test Bolt 1" targeting Bob
    Then the stack holds "Test Two-Minded Sage", "Test Bolt 1" and "Test Two-Minded Sage"
    When Alice and Bob pass in turn
    Then Alice's hand is "Test Filler"
    And the stack holds "Test Two-Minded Sage" and "Test Bolt 1"
    When Alice and Bob pass in turn
    And Alice passes
    Given Alice will answer "sacrifice" with "Alice's Test Thrall"
    When Bob passes
    Then Alice has "Test Thrall" in Spoils
    And the stack is empty
    And Alice's hand is "Test Filler"

  @id:nodawn-released-card-chooses-as-it-enters @rule:610.3 @rule:614.8 @rule:613.1a
  Scenario: A card returning as its jailer leaves is asked how it enters: a Mimic may come back as a copy
    Given Bob controls "Test Mimic"
    And Bob controls "Test Wretch"
    And Alice has "Test Jailer" and "Test Bolt 2" in hand
    When Alice casts "Test Jailer"
    And Alice passes
    Given Alice will target Bob's "Test Mimic" with "Test Jailer"'s triggered ability
    When Bob passes
    And Alice and Bob pass in turn
    Then Bob has "Test Mimic" in Void
    When Alice casts "Test Bolt 2" targeting Alice's "Test Jailer"
    And Alice passes
    Given Alice will answer "rest" with "decline"
    And Bob will answer "copy" with "Bob's Test Wretch"
    When Bob passes
    Then Bob's "copy" choice offers exactly "Bob's Test Wretch" and "none"
    And Bob controls "Test Mimic"
    And Bob's "Test Mimic" has 1 Attack
    And Bob's Void is empty

  @id:nodawn-until-banishment-returns-its-own-card @rule:610.3
  Scenario: The jailer falling brings back the very card it banished, not another card banished to that Void since
    Test Jailer banishes Bob's Test Wretch; then Test Banishment sends Bob's Test Noble Squire to
    the same Void for good. When the jailer dies, the Wretch comes back and the Squire stays.
    Given Bob controls "Test Wretch" and "Test Noble Squire"
    And Alice has "Test Jailer", "Test Banishment" and "Test Bolt 2" in hand
    When Alice casts "Test Jailer"
    And Alice passes
    Given Alice will target Bob's "Test Wretch" with "Test Jailer"'s triggered ability
    When Bob passes
    And Alice and Bob pass in turn
    Then Bob's Void is "Test Wretch"
    When Alice casts "Test Banishment" targeting Bob's "Test Noble Squire"
    And Alice and Bob pass in turn
    Then Bob has "Test Noble Squire" in Void
    When Alice casts "Test Bolt 2" targeting Alice's "Test Jailer"
    And Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob controls "Test Wretch"
    And Bob's Void is "Test Noble Squire"

  @id:nodawn-you-cast-trigger-ignores-opponents-spell @rule:601.2i @rule:603.2
  Scenario: "Whenever you cast a spell" does not trigger on an opponent's spell
    Given Bob controls "Test Thrifty Scribe"
    And Alice has "Test Bolt 0" in hand
    When Alice casts "Test Bolt 0" targeting Bob
    Then the stack holds "Test Bolt 0"

  @id:nodawn-cost-reduction-without-generic-vitae @rule:601.2f
  Scenario: A cost reduction on a cost with no generic Vitae adds none: the Diamond Envoy costs only its ◇1
    Given Alice's pool holds 1 generic Vitae
    And Alice has "Test Diamond Envoy" in hand
    When Alice casts "Test Diamond Envoy"
    Then the stack holds "Test Diamond Envoy"
    And Alice's pool holds 1 generic Vitae
    And Alice has 19 Vitae

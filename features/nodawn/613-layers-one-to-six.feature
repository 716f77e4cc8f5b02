Feature: Layers one to six: copies, control, text, type, lineage and abilities
  What a permanent is starts from its printed card and passes through the continuous effects in
  a fixed order of layers: copy effects and face-down guises, then control, text, type, lineage
  and abilities, and only then Attack and Vigor. Within a layer effects apply in timestamp
  order, unless one depends on another, which then waits for it (613).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"

  # -- layer 2: control (613.1b) ----------------------------------------------------------------

  @id:nodawn-stolen-entity-dies-to-its-owner @example @rule:400.3 @rule:613.1b
  Scenario: An Entity taken by an opponent dies while under their control and goes to its owner's Spoils
    Rulebook example (400.3): your opponent takes your Entity with Conscript and it dies while
    they control it; the card goes to your Spoils rather than theirs. The kit's Test Conscription
    takes it as Conscript's package does (613.6).

    Given Bob controls "Test Noble Squire"
    And Alice has "Test Conscript Order" and "Test Bolt 2" in hand
    When Alice casts "Test Conscript Order" targeting Bob's "Test Noble Squire"
    And Alice and Bob pass in turn
    Then Alice controls "Test Noble Squire"
    And Bob no longer controls "Test Noble Squire"
    When Alice casts "Test Bolt 2" targeting Alice's "Test Noble Squire"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Test Noble Squire" in Spoils
    And Alice has no "Test Noble Squire" in Spoils

  @id:nodawn-conscript-package @example @rule:613.6 @rule:613.1b @rule:613.1f
  Scenario: Control, replenishing and Bloodlust land on the same Entity: it attacks for its new master, then goes home
    Rulebook example (613.6): one spell takes a target Entity until end of turn, replenishes it
    and gives it Bloodlust for the turn — the control change applies in layer 2 and the Bloodlust
    in layer 6, on the same Entity. Newly turned under Alice, it can attack only thanks to the
    Bloodlust.

    Given Bob controls a drained "Test Noble Squire"
    And Alice has "Test Conscript Order" in hand
    When Alice casts "Test Conscript Order" targeting Bob's "Test Noble Squire"
    And Alice and Bob pass in turn
    Then Alice controls "Test Noble Squire"
    And Alice's "Test Noble Squire" is undrained
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Noble Squire"
    And the game advances to Alice's end of combat step
    Then Bob has 19 Vitae
    When the game advances to Bob's upkeep
    Then Bob controls "Test Noble Squire"
    And Alice no longer controls "Test Noble Squire"

  @id:nodawn-control-change-newly-turned @rule:613.1b @rule:110.5d
  Scenario: A permanent taken for good is newly turned for its new controller and cannot attack this turn
    Given Bob controls "Test Noble Squire"
    And Alice has "Test Seizure" in hand
    When Alice casts "Test Seizure" targeting Bob's "Test Noble Squire"
    And Alice and Bob pass in turn
    And the game advances to Alice's declare attackers step
    Then Alice cannot attack Bob with "Test Noble Squire"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Noble Squire"
    Then Alice's "Test Noble Squire" is attacking Bob

  @id:nodawn-control-change-leaves-combat @rule:506.6 @rule:613.1b
  Scenario: An attacker whose controller changes is removed from combat and deals no damage
    Given Alice controls "Test Brute 4/4"
    And Bob has "Test Seizure" in hand
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Brute 4/4"
    And Alice passes
    And Bob casts "Test Seizure" targeting Alice's "Test Brute 4/4"
    And Bob and Alice pass in turn
    Then Bob controls "Test Brute 4/4"
    And Bob's "Test Brute 4/4" is not in combat
    When the game advances to Alice's end of combat step
    Then Bob has 20 Vitae

  @id:nodawn-use-restriction-travels @rule:602.4b
  Scenario: A once-each-turn ability used this turn stays used when its permanent changes hands
    Given it is Bob's first main phase of turn 1
    And Bob controls "Test Prayer Wheel"
    And Alice has "Test Seizure" in hand
    When Bob activates "Test Prayer Wheel"
    And Bob and Alice pass in turn
    And Bob passes
    And Alice casts "Test Seizure" targeting Bob's "Test Prayer Wheel"
    And Alice and Bob pass in turn
    And Bob passes
    Then Alice controls "Test Prayer Wheel"
    And Alice holds priority
    And Alice cannot activate "Test Prayer Wheel"
    When the game advances to Alice's first main phase
    And Alice activates "Test Prayer Wheel"
    Then the stack holds "Test Prayer Wheel"

  # -- layer 6: abilities (613.1f, 613.8, 613.9) ---------------------------------------------------

  @id:nodawn-silence-ends-the-anthem @rule:613.1f @rule:604.2
  Scenario: An Entity that loses all its abilities no longer blesses the others with its Command
    Given Alice controls "Test Warlord" and "Test Wretch"
    And Bob has "Test Hush" in hand
    Then Alice's "Test Wretch" has 2 Attack
    When Alice passes
    And Bob casts "Test Hush" targeting Alice's "Test Warlord"
    And Bob and Alice pass in turn
    Then Alice's "Test Wretch" has 1 Attack
    And Alice's "Test Wretch" has 1 Vigor

  @id:nodawn-dependency-flying-example @example @rule:613.8 @rule:613.3
  Scenario: "Entities with Flying lose Flying" waits for "Entities you control have Flying", though it is older
    Rulebook example (613.8): two layer-6 effects, A ("Entities with Flying lose Flying") and B
    ("Entities you control have Flying"). B alters what A removes, so A depends on B: B goes first
    and A then removes the wings B granted, regardless of timestamps. Here A's source came first;
    still Alice's Wretch ends without Flying and can be blocked by a plain Entity.

    Given Bob controls "Test Grounding Ward"
    And Alice controls "Test Wretch"
    And Alice's pool holds 2 generic Vitae
    And Alice has "Test Wing Banner" in hand
    And Bob controls "Test Thrall"
    When Alice casts "Test Wing Banner"
    And Alice and Bob pass in turn
    And the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Wretch"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Wretch" with "Test Thrall"
    Then Bob's "Test Thrall" is blocking Alice's "Test Wretch"

  @id:nodawn-granted-flying-evades @rule:613.1f
  Scenario: Without an effect taking it away, the wings an Entity is granted keep plain blockers off
    Given Alice controls "Test Wretch" and "Test Wing Banner"
    And Bob controls "Test Thrall"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Wretch"
    And the game advances to Alice's declare blockers step
    Then Bob cannot block "Test Wretch" with "Test Thrall"

  @id:nodawn-later-contradiction-wins-loses @rule:613.9 @rule:613.7b
  Scenario: Gaining Venom, then losing it: the later effect wins and the Entity has no Venom
    Given Alice controls "Test Wretch"
    And Bob controls "Test Brute 4/4"
    And Alice has "Test Venom Gift" and "Test Venom Purge" in hand
    When Alice casts "Test Venom Gift" targeting Alice's "Test Wretch"
    And Alice and Bob pass in turn
    And Alice casts "Test Venom Purge" targeting Alice's "Test Wretch"
    And Alice and Bob pass in turn
    And the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Test Brute 4/4" with "Test Wretch"
    Given Bob will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Bob controls "Test Brute 4/4"
    And Bob's "Test Brute 4/4" has 1 damage

  @id:nodawn-later-contradiction-wins-gains @rule:613.9 @rule:613.7b
  Scenario: Losing Venom, then gaining it: the later effect wins and the Entity strikes with Venom
    Given Alice controls "Test Wretch"
    And Bob controls "Test Brute 4/4"
    And Alice has "Test Venom Gift" and "Test Venom Purge" in hand
    When Alice casts "Test Venom Purge" targeting Alice's "Test Wretch"
    And Alice and Bob pass in turn
    And Alice casts "Test Venom Gift" targeting Alice's "Test Wretch"
    And Alice and Bob pass in turn
    And the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Test Brute 4/4" with "Test Wretch"
    Given Bob will answer "rest" with "decline"
    And Alice will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Bob has "Test Brute 4/4" in Spoils

  @id:nodawn-static-stamped-with-its-source @rule:613.7a @rule:613.7
  Scenario: A static ability's effect bears its permanent's timestamp, so a later loss beats an older grant
    Given Alice controls "Test Venom Banner" and "Test Wretch"
    And Bob controls "Test Brute 4/4"
    And Alice has "Test Venom Purge" in hand
    When Alice casts "Test Venom Purge" targeting Alice's "Test Wretch"
    And Alice and Bob pass in turn
    And the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Test Brute 4/4" with "Test Wretch"
    Given Bob will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Bob controls "Test Brute 4/4"

  @id:nodawn-turned-face-up-new-timestamp @rule:613.7c @rule:613.7a
  Scenario: Turned face down and up again, a permanent's static ability is stamped anew and now wins
    Given Alice controls "Test Venom Banner" and "Test Wretch"
    And Bob controls "Test Brute 4/4"
    And Alice has "Test Venom Purge", "Test Veil" and "Test Unveiling" in hand
    When Alice casts "Test Venom Purge" targeting Alice's "Test Wretch"
    And Alice and Bob pass in turn
    And Alice casts "Test Veil" targeting Alice's "Test Venom Banner"
    And Alice and Bob pass in turn
    And Alice casts "Test Unveiling" targeting Alice's "Test Venom Banner"
    And Alice and Bob pass in turn
    And the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Test Brute 4/4" with "Test Wretch"
    Given Bob will answer "rest" with "decline"
    And Alice will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Bob has "Test Brute 4/4" in Spoils

  @id:nodawn-barred-after-declaration @rule:506.6a
  Scenario: An effect that would have barred the attack, arriving after the declaration, does not undo it
    Given Alice controls "Test Noble Squire"
    And Bob has "Test Bulwark Curse" in hand
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Noble Squire"
    And Alice passes
    And Bob casts "Test Bulwark Curse" targeting Alice's "Test Noble Squire"
    And Bob and Alice pass in turn
    Then Alice's "Test Noble Squire" is attacking Bob
    When the game advances to Alice's end of combat step
    Then Bob has 19 Vitae

  # -- layer 4: type, layer 5: lineage (613.1d, 613.1e, 613.5) -------------------------------------

  @id:nodawn-becomes-a-wolf-example @example @rule:613.5 @rule:613.1d
  Scenario: An Entity that becomes a Wolf gains the Wolves' anthem that instant, and loses it with the subtype
    Rulebook example (613.5): a Command anthem gives +1/+1 to its controller's other Wolf
    Entities; an Entity that turns into a Wolf gets the bonus at once (layer 4 feeds layer 7c),
    and a Wolf that stops being one loses it.

    Given Alice controls "Test Wolf Chieftain" and "Test Wretch"
    And Alice has "Test Moon Kinship" in hand
    Then Alice's "Test Wretch" has 1 Attack
    When Alice casts "Test Moon Kinship" targeting Alice's "Test Wretch"
    And Alice and Bob pass in turn
    Then Alice's "Test Wretch" has 2 Attack
    And Alice's "Test Wretch" has 2 Vigor
    When the game advances to Bob's upkeep
    Then Alice's "Test Wretch" has 1 Attack

  @id:nodawn-lineage-changed @proposed @rule:613.1e
  Scenario: An Entity whose lineage is changed is no longer of the lineage a Sanctity names
    Given Alice controls "Test Liamite Squire"
    And Bob controls "Test Liamite Bane"
    And Alice has "Test Lineage Graft" in hand
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Test Liamite Bane" with "Test Liamite Squire"
    And Alice passes
    And Bob passes
    And Alice casts "Test Lineage Graft" targeting Alice's "Test Liamite Squire"
    And Alice and Bob pass in turn
    And the game advances to Alice's end of combat step
    Then Bob's "Test Liamite Bane" has 2 damage

  @id:nodawn-lineage-sanctity-holds @rule:702.15a @rule:615.6
  Scenario: Damage from an Entity of the lineage a Sanctity names is prevented
    Given Alice controls "Test Liamite Squire"
    And Bob controls "Test Liamite Bane"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Test Liamite Bane" with "Test Liamite Squire"
    And the game advances to Alice's end of combat step
    Then Bob's "Test Liamite Bane" has 0 damage
    And Alice's "Test Liamite Squire" has 1 damage

  # -- layer 3: text (612) ----------------------------------------------------------------------------

  @id:nodawn-text-change-rewrites-sanctity @proposed @rule:612.1 @rule:612.2 @rule:613.1c
  Scenario: Rewriting "Noble" as "Sacred" in a Sanctity lets a Noble source target it
    Given Bob controls "Test Saint of Thorns"
    And Alice controls "Test Noble Pinger"
    And Alice's pool holds 1 generic Vitae
    And Alice has "Test Rewording" in hand
    Then Alice cannot activate "Test Noble Pinger" targeting Bob's "Test Saint of Thorns"
    When Alice casts "Test Rewording" targeting Bob's "Test Saint of Thorns"
    And Alice and Bob pass in turn
    And Alice activates "Test Noble Pinger" targeting Bob's "Test Saint of Thorns"
    And Alice and Bob pass in turn
    Then Bob's "Test Saint of Thorns" has 1 damage

  @id:nodawn-text-change-race-not-name @proposed @rule:612.2
  Scenario: A text change turns a Noble into a Sacred Entity, but the card keeps its name
    Given Alice controls "Test Noble Squire"
    And Alice has "Test Rewording" in hand
    When Alice casts "Test Rewording" targeting Alice's "Test Noble Squire"
    And Alice and Bob pass in turn
    And Alice drains "Test Noble Squire" for Vitae
    Then Alice's pool holds 1 Sacred Vitae
    And Alice controls "Test Noble Squire"

  @id:nodawn-text-change-spares-granted @proposed @rule:612.3
  Scenario: An ability granted by another effect is not reworded by a text change of its bearer
    Given Bob controls "Test Thrall"
    And Alice controls "Test Noble Pinger"
    And Alice's pool holds 1 generic Vitae
    And Bob has "Test Noble Aegis" and "Test Rewording" in hand
    When Alice passes
    And Bob casts "Test Noble Aegis" targeting Bob's "Test Thrall"
    And Bob and Alice pass in turn
    And Alice passes
    And Bob casts "Test Rewording" targeting Bob's "Test Thrall"
    And Bob and Alice pass in turn
    Then Alice cannot activate "Test Noble Pinger" targeting Bob's "Test Thrall"

  # -- layer 1: copies and face-down guises (613.1a, 613.2) ---------------------------------------------

  @id:nodawn-mimic-copies-printed-values @rule:613.1a @rule:613.2 @rule:613.1
  Scenario: An Entity entering as a copy takes the printed values, not the bonuses of what it copies
    Given Bob controls "Test Brute 4/4"
    And Alice has "Test Might 2" and "Test Mimic" in hand
    When Alice casts "Test Might 2" targeting Bob's "Test Brute 4/4"
    And Alice and Bob pass in turn
    And Alice casts "Test Mimic"
    And Alice passes
    Given Alice will answer "copy" with "Bob's Test Brute 4/4"
    When Bob passes
    Then Alice's "copy" choice offers exactly "Bob's Test Brute 4/4" and "none"
    And Alice's "Test Mimic" has 4 Attack
    And Alice's "Test Mimic" has 4 Vigor
    And Bob's "Test Brute 4/4" has 6 Attack

  @id:nodawn-mimic-choice-offers @rule:613.1a
  Scenario: The copy is chosen among the Entities on the battlefield, or none
    Given Bob controls "Test Brute 4/4" and "Test Grounding Ward"
    And Alice controls "Test Wretch"
    And Alice has "Test Mimic" in hand
    When Alice casts "Test Mimic"
    And Alice passes
    Given Alice will answer "copy" with "none"
    When Bob passes
    Then Alice's "copy" choice offers exactly "Bob's Test Brute 4/4", "Alice's Test Wretch" and "none"
    And Alice's "Test Mimic" has 0 Attack

  @id:nodawn-copy-takes-its-arrival @rule:614.8 @rule:616.1c
  Scenario: The copy is chosen first, and what modifies the arrival is read from what it became
    Given Bob controls "Test Brood Hatchling"
    And Alice has "Test Mimic" in hand
    When Alice casts "Test Mimic"
    And Alice passes
    Given Alice will answer "copy" with "Bob's Test Brood Hatchling"
    When Bob passes
    Then Alice's "copy" choice offers exactly "Bob's Test Brood Hatchling" and "none"
    And Alice's "Test Mimic" has 2 growth counters
    And Alice's "Test Mimic" has 3 Attack

  @id:nodawn-face-down-guise @rule:613.2 @rule:600.6
  Scenario: A face-down permanent is a nameless 2/2 with no text: its Command blesses nobody
    Given Alice controls a face-down "Test Warlord"
    And Alice controls "Test Wretch"
    Then Alice's "Test Warlord" has 2 Attack
    And Alice's "Test Wretch" has 1 Attack

  @id:nodawn-face-down-brute-is-two-two @rule:613.2 @rule:403.7
  Scenario: Turned face down, a 4/4 is a 2/2, and turned face up it is itself again
    Given Bob controls "Test Brute 4/4"
    And Alice has "Test Veil" and "Test Unveiling" in hand
    When Alice casts "Test Veil" targeting Bob's "Test Brute 4/4"
    And Alice and Bob pass in turn
    Then Bob's "Test Brute 4/4" has 2 Attack
    And Bob's "Test Brute 4/4" has 2 Vigor
    When Alice casts "Test Unveiling" targeting Bob's "Test Brute 4/4"
    And Alice and Bob pass in turn
    Then Bob's "Test Brute 4/4" has 4 Attack

  @id:nodawn-face-down-trigger-dormant @rule:603.13 @rule:600.6
  Scenario: A face-down card's printed trigger is dormant
    Given Alice controls a face-down "Test Evening Scribe"
    And Alice's Domain holds 3 copies of "Test Filler"
    When the game advances to Alice's end step
    Then the stack is empty
    And Alice's hand is empty
    And Alice's Domain holds 3 cards

  # -- rules effects (613.10) -----------------------------------------------------------------------

  @id:nodawn-hand-size-latest-wins @rule:613.10 @rule:514.1
  Scenario: Of two effects on the maximum hand size, the later applies last, and cleanup follows it
    Given Alice controls "Test Open Hand"
    And Alice's pool holds 1 generic Vitae
    And Alice's hand holds 7 copies of "Test Filler"
    And Alice has "Test Tight Fist" in hand
    When Alice casts "Test Tight Fist"
    And Alice and Bob pass in turn
    Then Alice's hand holds 7 cards
    Given Alice will answer "discard" with "Test Filler" and "Test Filler"
    When the game advances to Bob's upkeep
    Then Alice's hand holds 5 cards

  @id:nodawn-hand-size-raised @rule:613.10 @rule:514.1
  Scenario: With a maximum hand size of eight, eight cards are kept at cleanup
    Given Alice controls "Test Open Hand"
    And Alice's hand holds 8 copies of "Test Filler"
    When the game advances to Bob's upkeep
    Then Alice's hand holds 8 cards

  @id:nodawn-layer-seven-after-the-guise @rule:613.1g @rule:613.4 @rule:613.4c
  Scenario: Attack and Vigor changes apply in layer 7, after the guise of layer 1 is in place
    Given Alice controls a face-down "Test Brute 4/4"
    And Alice has "Test Might 2" in hand
    When Alice casts "Test Might 2" targeting Alice's "Test Brute 4/4"
    And Alice and Bob pass in turn
    Then Alice's "Test Brute 4/4" has 4 Attack
    And Alice's "Test Brute 4/4" has 4 Vigor

  @id:nodawn-mimic-copies-the-one-chosen @rule:613.1a @rule:616.1c
  Scenario: Of two Entities on the battlefield, the Mimic copies the one Alice chose, Bob's Brute, and not her own Wretch
    Given Alice controls "Test Wretch"
    And Bob controls "Test Brute 4/4"
    And Alice has "Test Mimic" in hand
    When Alice casts "Test Mimic"
    And Alice passes
    Given Alice will answer "copy" with "Bob's Test Brute 4/4"
    When Bob passes
    Then Alice's "Test Mimic" has 4 Attack
    And Alice's "Test Mimic" has 4 Vigor

  @id:nodawn-hand-size-newer-than-an-opponents @rule:613.10 @rule:514.1 @rule:613.7a
  Scenario: Alice's eight, newer than the six Bob's Cloister gives each player, applies last: she keeps eight cards at cleanup
    Given Bob's lineage Haven is "Test Broad Cloister"
    And Alice's pool holds 1 generic Vitae
    And Alice's hand holds 8 copies of "Test Filler"
    And Alice has "Test Open Hand" in hand
    When Alice casts "Test Open Hand"
    And Alice and Bob pass in turn
    Then Alice controls "Test Open Hand"
    When the game advances to Bob's upkeep
    Then Alice's hand holds 8 cards

  @id:nodawn-dependency-grant-waits-for-its-silencing @rule:613.8 @rule:613.1f
  Scenario: An Entity's older grant waits for the loss of all its abilities, and so never applies
    Test Wing Captain's "Other Entities you control have Flying" and Test Hush's "loses all
    abilities" on the Captain are both layer-6 effects. Applying the Hush first would end the
    grant's existence, so the grant depends on it (613.8): the Hush applies first, though it is
    later, and then the grant no longer exists. Alice's Wretch has no Flying, and Bob's plain
    Thrall may block it.

    Given Alice controls "Test Wing Captain" and "Test Wretch"
    And Bob controls "Test Thrall"
    And Bob has "Test Hush" in hand
    When Alice passes
    And Bob casts "Test Hush" targeting Alice's "Test Wing Captain"
    And Bob and Alice pass in turn
    And the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Wretch"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Wretch" with "Test Thrall"
    Then Bob's "Test Thrall" is blocking Alice's "Test Wretch"

  @id:nodawn-hand-size-opponents-own-only @rule:613.10 @rule:514.1
  Scenario: Bob's "your maximum hand size is eight" is his alone: Alice still discards down to seven
    Given Bob controls "Test Open Hand"
    And Alice's hand holds 8 copies of "Test Filler"
    When the game advances to Bob's upkeep
    Then Alice's hand holds 7 cards
    And Alice's Spoils holds 1 cards

  @id:nodawn-hand-size-other-statics-no-bearing @rule:613.10 @rule:514.1
  Scenario: A static ability of another kind with a number, the Lamp's draw-one-more, leaves the maximum hand size at seven
    Given Alice controls "Test Lamp of Plenty"
    And Alice's hand holds 8 copies of "Test Filler"
    When the game advances to Bob's upkeep
    Then Alice's hand holds 7 cards
    And Alice's Spoils holds 1 cards

  @id:nodawn-granted-flying-reaches-only-its-controllers @rule:613.1f
  Scenario: "Entities you control have Flying" gives no wings to an opponent's Entities
    Given Bob controls "Test Wing Banner" and "Test Thrall"
    And Alice controls "Test Wretch"
    When the game advances to Bob's declare attackers step
    And Bob attacks Alice with "Test Thrall"
    And the game advances to Bob's declare blockers step
    Then Alice cannot block "Test Thrall" with "Test Wretch"

  @id:nodawn-grant-to-entities-you-control-includes-its-source @rule:613.1f @rule:611.3
  Scenario: "Entities you control have Flying" printed on an Entity gives the Entity itself Flying
    Only an "other Entities you control" grant passes over its source; this one names every
    Entity its controller controls, the Marshal among them.

    Given Bob controls "Test Sky Marshal"
    And Alice controls "Test Wretch"
    When the game advances to Bob's declare attackers step
    And Bob attacks Alice with "Test Sky Marshal"
    And the game advances to Bob's declare blockers step
    Then Alice cannot block "Test Sky Marshal" with "Test Wretch"

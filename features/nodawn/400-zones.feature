Feature: Zones
  Each player has their own Domain, hand, Spoils, Pit and holdings; the battlefield and the
  stack are shared. A card moving to a player's pile goes to its owner's, whoever controls it;
  it arrives as a new object with no memory of what it was; and the move is an event that
  replacement effects may change before it happens. The Domain, the Spoils and the stack keep
  their order (400-404).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"

  # -- 400 General -----------------------------------------------------------------------------------

  @id:nodawn-zones-each-their-own @rule:400.1 @rule:407.7
  Scenario: Discarded cards go to their own player's Spoils, not the Pit, and the caster's spell to the caster's
    Given Bob has "Test Bolt 1" and "Test Rite 2" in hand
    And Alice has "Test Mind Rot 2" in hand
    When Alice casts "Test Mind Rot 2" targeting Bob
    And Alice passes
    Given Bob will answer "spoils-order" with "Test Rite 2" and "Test Bolt 1"
    When Bob passes
    Then Bob's Spoils holds 2 cards
    And Bob's Pit is empty
    And Alice's Spoils is "Test Mind Rot 2"

  @id:nodawn-returned-to-owners-hand @rule:400.3 @rule:402.1
  Scenario: A permanent taken by an opponent returns to its owner's hand, not its controller's
    Given Bob controls "Test Noble Squire"
    And Alice has "Test Seizure" and "Test Unsummoning" in hand
    When Alice casts "Test Seizure" targeting Bob's "Test Noble Squire"
    And Alice and Bob pass in turn
    And Alice casts "Test Unsummoning" targeting Alice's "Test Noble Squire"
    And Alice and Bob pass in turn
    Then Bob's hand is "Test Noble Squire"
    And Alice's hand is empty

  @id:nodawn-caprice-never-a-permanent @rule:400.4 @rule:400.4a
  Scenario: A Caprice told to enter the battlefield stays where it lies
    Given Alice's Domain holds, from the top, "Test Bolt 1" and "Test Noble Squire"
    And Alice has "Test Unearthing" in hand
    When Alice casts "Test Unearthing"
    And Alice and Bob pass in turn
    Then Alice's Domain is "Test Bolt 1" and "Test Noble Squire"
    And Alice no longer controls "Test Bolt 1"

  @id:nodawn-unearthed-entity-enters @rule:403.4 @rule:400.4
  Scenario: An Entity put onto the battlefield from the Domain arrives as a new, newly turned permanent
    Given Alice's Domain holds, from the top, "Test Noble Squire" and "Test Bolt 1"
    And Alice has "Test Unearthing" in hand
    When Alice casts "Test Unearthing"
    And Alice and Bob pass in turn
    Then Alice controls "Test Noble Squire"
    And Alice's Domain is "Test Bolt 1"
    When the game advances to Alice's declare attackers step
    Then Alice cannot attack Bob with "Test Noble Squire"

  @id:nodawn-defeated-master-stays-put @rule:400.4c
  Scenario: A defeated player's Master is not put into a Spoils: losing is not a zone change
    Given Bob's Master is "Test Garethean Master"
    And Bob has 3 Vitae
    And Alice has "Test Bolt 3" in hand
    When Alice casts "Test Bolt 3" targeting Bob
    And Alice and Bob pass in turn
    Then Bob loses the game
    And Bob has no "Test Garethean Master" in Spoils

  @id:nodawn-spoils-keep-arrival-order @rule:400.5 @rule:404.1 @rule:405.2
  Scenario: Spells resolve last in, first out, and each lands on top of its owner's Spoils
    Given Alice has "Test Bolt 1" and "Test Bolt 2" in hand
    When Alice casts "Test Bolt 1" targeting Bob
    And Alice casts "Test Bolt 2" targeting Bob
    Then the stack holds "Test Bolt 1" and "Test Bolt 2"
    When Alice and Bob pass in turn
    And Alice and Bob pass in turn
    Then Alice's Spoils, from the top, hold "Test Bolt 1" and "Test Bolt 2"

  @id:nodawn-spoils-order-kept @proposed @rule:404.2
  Scenario: The Spoils keep their order: a new arrival goes on top of what lies there
    Given Alice has "Test Filler" and "Test Rite 2" in Spoils
    And Alice has "Test Bolt 1" in hand
    When Alice casts "Test Bolt 1" targeting Bob
    And Alice and Bob pass in turn
    Then Alice's Spoils, from the top, hold "Test Bolt 1", "Test Rite 2" and "Test Filler"

  @id:nodawn-new-object-after-bounce @rule:400.7 @rule:403.2 @rule:403.4 @proposed
  Scenario: A permanent returned to hand and cast again comes back with no counters, damage or bonuses
    Given Alice controls "Test Noble Squire" with 1 growth counter
    And Alice's "Test Noble Squire" is drained
    And Alice's pool holds 2 generic Vitae
    And Alice has "Test Lasting Blessing" and "Test Unsummoning" in hand
    When Alice casts "Test Lasting Blessing" targeting Alice's "Test Noble Squire"
    And Alice and Bob pass in turn
    Then Alice's "Test Noble Squire" has 3 Attack
    When Alice casts "Test Unsummoning" targeting Alice's "Test Noble Squire"
    And Alice and Bob pass in turn
    Then Alice's hand is "Test Noble Squire"
    When Alice casts "Test Noble Squire"
    And Alice and Bob pass in turn
    Then Alice's "Test Noble Squire" has 1 Attack
    And Alice's "Test Noble Squire" has 0 growth counters
    And Alice's "Test Noble Squire" is undrained

  @id:nodawn-move-replaced-to-void @rule:400.6 @rule:614.1 @rule:614.2
  Scenario: A card that would go to the Spoils goes to the Void instead, from the stack as from the battlefield
    Given Bob controls "Test Grave Ward"
    And Alice controls "Test Wretch"
    And Alice has "Test Bolt 1" in hand
    When Alice casts "Test Bolt 1" targeting Alice's "Test Wretch"
    When Alice passes
    Given Alice will answer "replacement-order" with "Bob's Test Grave Ward's ability"
    When Bob passes
    Then Alice has "Test Wretch" in Void
    And Alice has "Test Bolt 1" in Void
    And Alice's Spoils is empty

  @id:nodawn-replaced-death-triggers-nothing @rule:614.4 @rule:603.2e
  Scenario: An Entity sent to the Void instead of the Spoils never died, and its dies-trigger stays silent
    Given Bob controls "Test Grave Ward"
    And Alice controls "Test Martyr"
    And Alice has 10 Vitae
    And Alice has "Test Ruin" in hand
    When Alice casts "Test Ruin" targeting Alice's "Test Martyr"
    When Alice passes
    Given Alice will answer "replacement-order" with "Bob's Test Grave Ward's ability"
    When Bob passes
    Then Alice has "Test Martyr" in Void
    And the stack is empty
    And Alice has 10 Vitae

  @id:nodawn-two-replacements-example @example @proposed @rule:616.1 @rule:616.1d @rule:400.6b
  Scenario: A dying Entity watched by two replacement effects: its controller picks one, and the other has nothing left
    Rulebook example (616.1d): a Ritual sends to the Void any card that would go to a Spoils from
    any zone, and the dying Entity's own ability would send it into its owner's Domain instead;
    its controller picks which applies, and the other then has nothing left to replace. (The kit's
    Entity goes to the bottom of the Domain rather than being shuffled in, so no shuffle need be
    pinned.) The Ruin that kills it is Alice's own, so she is its undertaker too, and laying it to
    rest (709.2) is a third replacement she may pick; whichever applies first, the others have
    nothing left to replace.

    Given Bob controls "Test Grave Ward"
    And Alice controls "Test Returning Ghoul"
    And Alice has "Test Ruin" in hand
    When Alice casts "Test Ruin" targeting Alice's "Test Returning Ghoul"
    And Alice passes
    And Alice answers "replacement-order" with "Alice's Test Returning Ghoul's ability" when Bob passes
    Then Alice's "replacement-order" choice offers exactly "Alice's Test Returning Ghoul's ability", "Bob's Test Grave Ward's ability" and "the rites of disposal"
    And Alice's Domain holds 6 cards
    And Alice has no "Test Returning Ghoul" in Void
    And Alice has "Test Ruin" in Void

  @id:nodawn-two-replacements-other-pick @rule:616.1 @rule:616.1d
  Scenario: Picking the Ritual's replacement first sends the dying Entity to the Void, and its own has nothing left
    Given Bob controls "Test Grave Ward"
    And Alice controls "Test Returning Ghoul"
    And Alice has "Test Ruin" in hand
    When Alice casts "Test Ruin" targeting Alice's "Test Returning Ghoul"
    And Alice passes
    And Alice answers "replacement-order" with "Bob's Test Grave Ward's ability" when Bob passes
    Then Alice's "replacement-order" choice offers exactly "Bob's Test Grave Ward's ability", "Alice's Test Returning Ghoul's ability" and "the rites of disposal"
    And Alice has "Test Returning Ghoul" in Void
    And Alice's Domain holds 5 cards

  @id:nodawn-replacement-chain-example @example @rule:616.3
  Scenario: Vitae turned into draws, and each draw turned into a card back from the Spoils
    Rulebook example (616.3): one effect turns Vitae you would gain into as many draws, another
    turns each draw into a card brought back from your Spoils to your hand. Combined, the Vitae
    windfall becomes a line of corpses coming home. The kit's second effect returns the top card
    of the Spoils.

    Given Alice controls "Test Blood Scholar" and "Test Grave Reader"
    And Alice has "Test Wretch" and "Test Thrall" in Spoils
    And Alice has "Test Sacred Offering 2" in hand
    When Alice casts "Test Sacred Offering 2"
    And Alice and Bob pass in turn
    Then Alice's pool holds no Vitae
    And Alice's hand holds 2 cards
    And Alice has "Test Wretch" and "Test Thrall" in hand
    And Alice's Domain holds 5 cards

  @id:nodawn-replacement-applies-once @rule:614.3
  Scenario: "Draw two instead" replaces each draw once, never the draws it made itself
    Given Alice controls "Test Twin Insight"
    And Alice has "Test Insight 2" in hand
    When Alice casts "Test Insight 2"
    And Alice and Bob pass in turn
    Then Alice's hand holds 4 cards
    And Alice's Domain holds 1 cards

  @id:nodawn-whole-zone-instruction @rule:400.11
  Scenario: "Discard your hand" is carried out on every card in it
    Given Alice has "Test Bolt 1", "Test Rite 2" and "Test Filler" in hand
    And Alice has "Test Emptied Mind" in hand
    When Alice casts "Test Emptied Mind"
    And Alice and Bob pass in turn
    Then Alice's hand is empty
    And Alice has "Test Bolt 1", "Test Rite 2" and "Test Filler" in Spoils

  @id:nodawn-zone-left-leaves-the-shelter-default-spoils @rule:400.8
  Scenario: A night Entity that finds no Room at sunrise goes to its owner's Spoils, not the Void
    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And each player's lineage Haven is "Test Haven"
    And Alice controls "Duskcaller Shaman", "Test Night Prowler" and "Test Dusk Howler"
    And Alice will shelter "Duskcaller Shaman" in "Test Haven" and "Test Night Prowler" in "Test Haven"
    When the game advances to Alice's upkeep
    Then Alice has "Test Dusk Howler" in Spoils
    And Alice has no "Test Dusk Howler" in Void

  # -- 401 the Domain ---------------------------------------------------------------------------------

  @id:nodawn-domain-drawn-from-the-top @rule:401.2
  Scenario: Cards are drawn from the top of the Domain, in its order
    Given it is Bob's end step of turn 1
    And Alice's Domain holds, from the top, "Test Bolt 1", "Test Rite 2" and "Test Filler"
    When the game advances to Alice's first main phase
    Then Alice's hand is "Test Bolt 1"
    And Alice's Domain is "Test Rite 2" and "Test Filler"

  @id:nodawn-three-draws-two-cards-example @example @rule:401.4
  Scenario: Told to draw three at the draw step with two cards left in the Domain, the player loses
    Rulebook example: Scriptorium Drudge's owner has Enlightenment 3 and so draws three in the
    draw step, but the Tome holds just two; the third draw comes up empty and the line dies out.

    Given it is Bob's end step of turn 1
    And Alice's Master is "Test Scholar Master"
    And Alice controls "Scriptorium Drudge"
    And Alice's Domain holds 2 copies of "Test Filler"
    When the game advances to Alice's first main phase
    Then Alice loses the game
    And Alice's hand holds 2 cards

  @id:nodawn-tuck-nth-from-top @rule:401.6 @rule:401.7
  Scenario: A permanent put third from the top of a five-card Domain lies third
    Given Bob controls "Test Noble Squire"
    And Alice has "Test Burial Third" in hand
    When Alice casts "Test Burial Third" targeting Bob's "Test Noble Squire"
    And Alice and Bob pass in turn
    Then Bob's Domain is "Test Filler", "Test Filler", "Test Noble Squire", "Test Filler", "Test Filler" and "Test Filler"

  @id:nodawn-tuck-too-deep-goes-to-bottom @rule:401.6
  Scenario: Third from the top of a one-card Domain is the bottom
    Given Bob controls "Test Noble Squire"
    And Bob's Domain holds 1 copies of "Test Filler"
    And Alice has "Test Burial Third" in hand
    When Alice casts "Test Burial Third" targeting Bob's "Test Noble Squire"
    And Alice and Bob pass in turn
    Then Bob's Domain is "Test Filler" and "Test Noble Squire"

  @id:nodawn-tuck-bottom @rule:401.7
  Scenario: A permanent put on the bottom of its owner's Domain lies under every other card
    Given Bob controls "Test Noble Squire"
    And Bob's Domain holds, from the top, "Test Bolt 1" and "Test Rite 2"
    And Alice has "Test Burial Deep" in hand
    When Alice casts "Test Burial Deep" targeting Bob's "Test Noble Squire"
    And Alice and Bob pass in turn
    Then Bob's Domain is "Test Bolt 1", "Test Rite 2" and "Test Noble Squire"

  @id:nodawn-pit-order-owner-arranges @rule:401.5 @rule:407.4
  Scenario: Two cards put at the bottom of the Domain at once are arranged by their owner
    Given Alice has "Test Bolt 1" and "Test Rite 2" in hand
    When Alice seals "Test Bolt 1" and "Test Rite 2" into the Pit
    And Alice and Bob pass in turn
    And Alice answers "pit-order" with "Test Rite 2" and "Test Bolt 1" when the game advances to Bob's upkeep
    Then Alice's "pit-order" choice offers exactly "Test Bolt 1" and "Test Rite 2"
    And Alice's Domain is "Test Filler", "Test Filler", "Test Filler", "Test Filler", "Test Filler", "Test Rite 2" and "Test Bolt 1"

  @id:nodawn-foresee-example @example @rule:401.8
  Scenario: Foreseeing two, the caster buries one beneath the Domain and returns the other to the top
    Rulebook example: with Palimpsest Whispers' Foresee 2, the caster looks at their Tome's two
    top cards, puts one at the bottom and the other back on top. The cards stay in the Domain all
    the while.

    Given Alice's Domain holds, from the top, "Test Bolt 1", "Test Rite 2" and "Test Filler"
    And Alice's pool holds 2 Sacred Vitae
    And Alice has "Palimpsest Whispers" in hand
    When Alice casts "Palimpsest Whispers"
    And Alice passes
    Given Alice will foresee "Test Rite 2" on top and "Test Bolt 1" on the bottom
    When Bob passes
    Then Alice's "foresee" choice offers exactly "Test Bolt 1 on top", "Test Bolt 1 on the bottom", "Test Rite 2 on top" and "Test Rite 2 on the bottom"
    And Alice's Domain is "Test Rite 2", "Test Filler" and "Test Bolt 1"

  # -- 402 hand, 403 battlefield ------------------------------------------------------------------------

  @id:nodawn-hand-fuels-the-seal @rule:402.4 @rule:405.6 @rule:407.2 @rule:601.12 @rule:601.12a
  Scenario: The seal feeds cards from the hand to the Pit, announced on the stack
    Given Alice has "Test Filler" and "Test Bolt 1" in hand
    When Alice seals "Test Filler" into the Pit
    Then the stack holds "Pit seal"
    And Alice's Pit is empty
    When Alice and Bob pass in turn
    Then Alice's Pit is "Test Filler"
    And Alice's hand is "Test Bolt 1"
    And Alice's pool holds 1 generic Vitae

  @id:nodawn-lineage-haven-stands-from-the-start @rule:403.1 @rule:403.6
  Scenario: The lineage Haven stands on the battlefield from the first turn and can be besieged
    Given Bob's lineage Haven is "Test Haven"
    And Alice controls "Test Brute 4/4"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Test Haven" with "Test Brute 4/4"
    And the game advances to Alice's end of combat step
    Then Bob's "Test Haven" has 6 Defense

  @id:nodawn-haven-at-zero-defense @rule:403.6
  Scenario: A Haven brought to Defense 0 is destroyed and goes to its owner's Spoils
    Given Bob controls "Test Haven" with 8 damage
    And Alice has "Test Bolt 2" in hand
    When Alice casts "Test Bolt 2" targeting Bob's "Test Haven"
    And Alice and Bob pass in turn
    Then Bob has "Test Haven" in Spoils

  @id:nodawn-only-the-battlefield-is-swept @rule:403.3 @rule:609.2
  Scenario: "Destroy each Entity" touches the battlefield only, not Entity cards in hands or Spoils
    Given Alice controls "Test Wretch" and "Test Deathless Revenant"
    And Bob controls "Test Thrall"
    And Bob has "Test Noble Squire" in hand
    And Alice has "Test Cataclysm" in hand
    When Alice casts "Test Cataclysm"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    And Alice will answer "rest" with "decline"
    When Bob passes
    Then Alice has "Test Wretch" in Spoils
    And Bob has "Test Thrall" in Spoils
    And Alice controls "Test Deathless Revenant"
    And Bob's hand is "Test Noble Squire"

  @id:nodawn-docked-relic-is-a-permanent @rule:403.5
  Scenario: A Relic in the Master's dock is an ordinary permanent: it can be targeted and destroyed
    Given Bob controls "Test Scribe Lamp"
    And Alice has "Test Ruin" in hand
    When Alice casts "Test Ruin" targeting Bob's "Test Scribe Lamp"
    And Alice and Bob pass in turn
    Then Bob has "Test Scribe Lamp" in Spoils

  @id:nodawn-relic-slot-holds-one @contested @rule:403.5a @rule:608.7d
  Scenario: With a Relic already docked, a second Relic spell cannot enter and goes to the Spoils
    403.5a gives each slot of the Master dock a capacity of one, but 514.4g's example shelters a
    Master with two Relics and nothing that raised the cap. Reading adopted: the cap holds as
    permanents enter; the example's board is read as one whose cap was raised (docs/contested.md,
    nodawn-relic-slot-capacity). The second Relic resolves but cannot enter (608.7d).

    Given Alice controls "Test Scribe Lamp"
    And Alice's pool holds 1 generic Vitae
    And Alice has "Test Filler" in hand
    When Alice casts "Test Filler"
    And Alice and Bob pass in turn
    Then Alice no longer controls "Test Filler"
    And Alice has "Test Filler" in Spoils

  @id:nodawn-relic-of-twins-example @example @contested @rule:403.5a
  Scenario: While Relic of Twins operates the Relic slot has no cap; once it leaves the cap is one again
    Rulebook example: Relic of Twins lifts the limit on how many Relics its controller's Master
    may carry; while it works the Relic slot is uncapped, and once it leaves the battlefield the
    limit is one again (docs/contested.md, nodawn-relic-slot-capacity).

    Given Alice controls "Relic of Twins"
    And Alice's pool holds 2 generic Vitae
    And Alice has "Test Filler" and "Test Scribe Lamp" in hand
    And Bob has "Test Ruin" in hand
    When Alice casts "Test Filler"
    And Alice and Bob pass in turn
    Then Alice controls "Test Filler"
    When Alice passes
    And Bob casts "Test Ruin" targeting Alice's "Relic of Twins"
    And Bob and Alice pass in turn
    And Alice casts "Test Scribe Lamp"
    And Alice and Bob pass in turn
    Then Alice no longer controls "Test Scribe Lamp"
    And Alice has "Test Scribe Lamp" in Spoils

  @id:nodawn-relic-of-twins-lifts-no-other-slot @rule:403.5a @rule:608.7d
  Scenario: Relic of Twins lifts the Relic slot's cap and no other: a second Ritual still cannot join the dock
    Given Alice controls "Relic of Twins" and "Test Quiet Altar"
    And Alice has "Test Litany of Hours" in hand
    When Alice casts "Test Litany of Hours"
    And Alice and Bob pass in turn
    Then Alice no longer controls "Test Litany of Hours"
    And Alice has "Test Litany of Hours" in Spoils
    And Alice controls "Relic of Twins" and "Test Quiet Altar"

  @id:nodawn-two-replacements-controller-not-owner-picks @rule:616.1 @rule:616.1d @rule:702.38a
  Scenario: A dying Entity Bob has conscripted from Alice: Bob, its controller, not Alice, its owner, picks the replacement, and it goes under Alice's Domain
    Given it is Bob's first main phase of turn 1
    And Alice controls "Test Grave Ward"
    And Alice controls "Test Returning Ghoul"
    And Bob has "Test Press-Gang" and "Test Ruin" in hand
    And Bob's pool holds 1 generic Vitae
    When Bob casts "Test Press-Gang" targeting Alice's "Test Returning Ghoul"
    And Bob and Alice pass in turn
    Then Bob controls "Test Returning Ghoul"
    When Bob casts "Test Ruin" targeting Bob's "Test Returning Ghoul"
    And Bob passes
    And Bob answers "replacement-order" with "Bob's Test Returning Ghoul's ability" when Alice passes
    Then Bob's "replacement-order" choice offers exactly "Bob's Test Returning Ghoul's ability", "Alice's Test Grave Ward's ability" and "the rites of disposal"
    And Alice's Domain holds 6 cards
    And Alice has no "Test Returning Ghoul" in Void
    And Bob no longer controls "Test Returning Ghoul"
    And Alice no longer controls "Test Returning Ghoul"

  @id:nodawn-replacement-watches-only-your-draws @rule:614.1 @rule:109.5
  Scenario: Alice's "if you would draw a card, draw two instead" leaves Bob's draws alone
    Given Alice controls "Test Twin Insight"
    And Bob has "Test Insight 2" in hand
    When Alice passes
    And Bob casts "Test Insight 2"
    And Bob and Alice pass in turn
    Then Bob's hand holds 2 cards
    And Bob's Domain holds 3 cards
    And Alice's Domain holds 5 cards

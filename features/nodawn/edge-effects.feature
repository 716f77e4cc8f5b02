Feature: Edge cases: effects that add up, last, stop, or reach only what they name
  Two shields on one player make one bigger shield; two whole-instance shields stop two instances;
  two extra drops allow three seals. An "if you do" looks back at the instruction just before it,
  not at the first one. Losing one keyword leaves the others. A replacement about "this" dying
  watches this and nothing else. A copy of a copy copies what the first one copies. A grant to
  "other Entities" leaves out its source. An effect tied to a Weapon ends when the Weapon goes, and
  another Weapon of that name is no longer wielded.

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"

  # -- prevention and extra permissions that add up (615.3, 615.4, 505.4d) ---------------------------

  @id:nodawn-edge-two-shields-add-up @rule:615.3 @rule:615.1
  Scenario: Two shields of 2 on Alice take the whole of a 3-damage bolt
    Given Alice has "Test Shield 2" and "Test Shield 2" in hand
    And Bob has "Test Bolt 3" in hand
    When Alice casts "Test Shield 2" targeting Alice
    And Alice and Bob pass in turn
    And Alice casts "Test Shield 2" targeting Alice
    And Alice and Bob pass in turn
    And Alice passes
    And Bob casts "Test Bolt 3" targeting Alice
    And Bob and Alice pass in turn
    Then Alice has 20 Vitae

  @id:nodawn-edge-two-instance-shields @rule:615.4
  Scenario: Two whole-instance shields on Alice stop two bolts, one each
    Given Alice has "Test Aegis of Moments" and "Test Aegis of Moments" in hand
    And Bob has "Test Bolt 2" and "Test Bolt 3" in hand
    When Alice casts "Test Aegis of Moments" targeting Alice
    And Alice and Bob pass in turn
    And Alice casts "Test Aegis of Moments" targeting Alice
    And Alice and Bob pass in turn
    And Alice passes
    And Bob casts "Test Bolt 2" targeting Alice
    And Bob and Alice pass in turn
    And Alice passes
    And Bob casts "Test Bolt 3" targeting Alice
    And Bob and Alice pass in turn
    Then Alice has 20 Vitae

  @id:nodawn-edge-two-extra-drops @rule:505.4d @rule:101.1 @rule:101.1b
  Scenario: Two effects each allowing one more drop this turn allow three seals
    Given Alice has "Test Second Offering", "Test Second Offering", "Test Filler", "Slip the Knife" and "Marginalia" in hand
    When Alice casts "Test Second Offering"
    And Alice and Bob pass in turn
    And Alice casts "Test Second Offering"
    And Alice and Bob pass in turn
    And Alice seals "Test Filler" into the Pit
    And Alice and Bob pass in turn
    And Alice seals "Slip the Knife" into the Pit
    And Alice and Bob pass in turn
    And Alice seals "Marginalia" into the Pit
    And Alice and Bob pass in turn
    Then Alice's Pit is "Test Filler", "Slip the Knife" and "Marginalia"
    And Alice's hand is empty

  # -- "if you do" and instructions in order (608.4) -------------------------------------------------

  @id:nodawn-edge-if-you-do-follows-the-middle-instruction @rule:608.4
  Scenario: With an empty hand the Bargain's Wrath is gained, nothing is discarded, so nothing is drawn
    Given Alice has "Test Desperate Bargain" in hand
    When Alice casts "Test Desperate Bargain"
    And Alice and Bob pass in turn
    Then Alice has 1 Wrath
    And Alice's hand is empty
    And Alice's Domain holds 5 cards

  @id:nodawn-edge-if-you-do-after-a-discard @rule:608.4 @rule:701.10a
  Scenario: Holding one card, the Bargain discards it and draws two
    Given Alice has "Test Desperate Bargain" and "Test Rite 2" in hand
    When Alice casts "Test Desperate Bargain"
    And Alice and Bob pass in turn
    Then Alice has 1 Wrath
    And Alice has "Test Rite 2" in Spoils
    And Alice's hand is "Test Filler" and "Test Filler"

  @id:nodawn-edge-corruption-lost-to-none @rule:122.1 @rule:122.2b
  Scenario: Told to lose 2 Corruption with only 1, Alice is left with none, not fewer
    Given Alice has 1 Corruption
    And Alice has "Test Absolution" in hand
    When Alice casts "Test Absolution"
    And Alice and Bob pass in turn
    Then Alice has 0 Corruption

  # -- keywords lost and granted (113.9, 604.1, 609.4) -------------------------------------------------

  @id:nodawn-edge-losing-one-keyword-keeps-the-other @rule:113.9 @rule:702.4a @rule:702.10a
  Scenario: The Vigil Flyer loses Flying: a ground Entity may block it, and it still attacks without draining
    Given Alice controls "Test Vigil Flyer"
    And Bob controls "Test Wretch"
    And Alice has "Test Clipped Wings" in hand
    When Alice casts "Test Clipped Wings" targeting Alice's "Test Vigil Flyer"
    And Alice and Bob pass in turn
    And the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Vigil Flyer"
    Then Alice's "Test Vigil Flyer" is undrained
    When the game advances to Alice's declare blockers step
    And Bob blocks "Test Vigil Flyer" with "Test Wretch"
    Then Bob's "Test Wretch" is blocking Alice's "Test Vigil Flyer"

  @id:nodawn-edge-as-though-only-that-keyword @rule:609.4 @rule:702.10a
  Scenario: Blocking as though it had Dread gives no reach: the Tower Sentry cannot block a Flyer
    Given Alice controls "Test Flyer"
    And Bob controls "Test Tower Sentry"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Flyer"
    And the game advances to Alice's declare blockers step
    Then Bob cannot block "Test Flyer" with "Test Tower Sentry"

  @id:nodawn-edge-grant-to-other-entities @rule:604.1 @rule:613.1f @rule:702.10a
  Scenario: "Other Entities you control have Flying": the Wretch flies, the Captain does not
    Given Alice controls "Test Wing Captain" and "Test Wretch"
    And Bob controls "Test Thrall"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Wing Captain" and "Test Wretch"
    And the game advances to Alice's declare blockers step
    Then Bob cannot block "Test Wretch" with "Test Thrall"
    When Bob blocks "Test Wing Captain" with "Test Thrall"
    Then Bob's "Test Thrall" is blocking Alice's "Test Wing Captain"

  @id:nodawn-edge-text-change-leaves-other-qualities @proposed @rule:612.2 @rule:702.15a
  Scenario: Rewording "Noble" to "Sacred" leaves "Sanctity from Cleric" as it is: a Sacred Saint may block the Bane
    Given Alice controls "Test Cleric Bane"
    And Bob controls "Test Saint of Thorns"
    And Alice has "Test Rewording" in hand
    When Alice casts "Test Rewording" targeting Alice's "Test Cleric Bane"
    And Alice and Bob pass in turn
    And the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Cleric Bane"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Cleric Bane" with "Test Saint of Thorns"
    Then Bob's "Test Saint of Thorns" is blocking Alice's "Test Cleric Bane"

  # -- replacement, copies, what leaves (614.1, 707.2, 704.5s) -----------------------------------------

  @id:nodawn-edge-dies-replacement-watches-only-this @rule:614.1 @rule:700.6 @rule:701.10a
  Scenario: The Returning Ghoul's "if this would die" leaves another Entity's death and a discard alone
    Given Alice controls "Test Returning Ghoul" and "Test Wretch"
    And Alice has "Test Ruin", "Test Mind Rot 2" and "Test Rite 2" in hand
    When Alice casts "Test Ruin" targeting Alice's "Test Wretch"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Alice has "Test Wretch" in her Spoils
    And Alice's Domain holds 5 cards
    When Alice casts "Test Mind Rot 2" targeting Alice
    And Alice and Bob pass in turn
    Then Alice has "Test Rite 2" in her Spoils
    And Alice's Domain holds 5 cards
    And Alice controls "Test Returning Ghoul"

  @id:nodawn-edge-copy-of-a-copy @proposed @rule:707.2 @rule:613.1a @rule:707.5
  Scenario: A Mimic that copies a Mimic copying the Brute is a Brute too
    Given Bob controls "Test Brute 4/4"
    And Alice has "Test Mimic" and "Test Mimic" in hand
    When Alice casts "Test Mimic"
    And Alice passes
    Given Alice will answer "copy" with "Bob's Test Brute 4/4"
    When Bob passes
    Then Alice's "Test Mimic" has 4 Attack
    When Alice casts "Test Mimic"
    And Alice passes
    Given Alice will answer "copy" with "Alice's Test Mimic"
    When Bob passes
    Then Alice's second "Test Mimic" has 4 Attack
    And Alice's second "Test Mimic" has 4 Vigor

  @id:nodawn-edge-weapon-gone-link-gone @proposed @rule:704.5s @rule:701.5a @rule:400.7 @rule:702.18a
  Scenario: The Maul destroyed, the Serjeant wields nothing, and a second Maul cast later arms nobody until wielded
    Given Alice controls "Siege-Ladder Serjeant" and "Pallbearer's Maul"
    And Alice's pool holds 4 generic Vitae
    And Alice has "Pallbearer's Maul" in hand
    And Bob has "Test Ruin" in hand
    When Alice wields "Pallbearer's Maul" on "Siege-Ladder Serjeant"
    And Alice and Bob pass in turn
    Then Alice's "Siege-Ladder Serjeant" has 4 Attack
    When Alice passes
    And Bob casts "Test Ruin" targeting Alice's "Pallbearer's Maul"
    And Bob and Alice pass in turn
    Then Alice's "Siege-Ladder Serjeant" wields nothing
    And Alice's "Siege-Ladder Serjeant" has 2 Attack
    When Alice casts "Pallbearer's Maul"
    And Alice and Bob pass in turn
    Then Alice controls "Pallbearer's Maul"
    And Alice's "Siege-Ladder Serjeant" has 2 Attack

  @id:nodawn-edge-spell-banishes-with-nothing-linked @proposed @rule:607.2a @rule:701.6a
  Scenario: A Caprice that banishes "with this" is no permanent to link the card to: a plain banishment
    Given Bob controls "Test Noble Squire"
    And Alice has "Test Oubliette" in hand
    When Alice casts "Test Oubliette" targeting Bob's "Test Noble Squire"
    And Alice and Bob pass in turn
    Then Bob has "Test Noble Squire" in his Void
    And Bob no longer controls "Test Noble Squire"

  @id:nodawn-edge-reckoning-banishes-until-the-bell-goes @rule:702.50a @rule:610.3 @rule:400.3
  Scenario: A Reckoning that banishes until its Bell leaves: the Brute goes as the counter goes, and comes back to Bob when the Bell is destroyed
    Given it is Bob's end step of turn 1
    And Alice controls "Test Prison Bell"
    And Bob controls "Test Brute 4/4" with 1 Reckoning counter
    And Alice's "Test Prison Bell" counts down on Bob's "Test Brute 4/4"
    And Bob has "Test Ruin" in hand
    When the game advances to Alice's upkeep
    And Alice and Bob pass in turn
    And Alice and Bob pass in turn
    Then Bob has "Test Brute 4/4" in his Void
    And Bob no longer controls "Test Brute 4/4"
    When Alice passes
    And Bob casts "Test Ruin" targeting Alice's "Test Prison Bell"
    And Bob and Alice pass in turn
    Then Bob controls "Test Brute 4/4"
    And Bob has no "Test Brute 4/4" in his Void
    And Alice has "Test Prison Bell" in her Spoils

Feature: The phase glyph, Attack and Vigor, the statistics, the Blood Seal
  A sun marks a day-bound card, a moon a night-bound one, no glyph an unbound one: binding gates
  play and use, not existence, and governs sheltering; the Master is night-bound. An Entity prints
  Attack and Vigor, and its damage endures; a permanent that is no Entity has neither. A
  Companion enters with its printed Vigor; a Haven prints Defense, Rooms and Wards; a Master its
  Initial Vitae and Enlightenment. The Blood Seal, one to three drops, is what a card yields
  sealed into the Pit; the Master and tokens bear none (204, 208, 209, 210, 213).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-moon-and-sun-glyphs @example @contested @rule:204.4 @rule:204.2 @rule:204.3 @rule:107.5a
  Scenario: Duskcaller Shaman, moon-bound, is cast at Night and shelters at dawn; Lauds Cantor, sun-bound, holds the daylight field
    204.4's example: the Shaman is castable on Night turns alone and at daybreak needs a Room or
    is lost; the Cantor can neither be cast nor act while it is Night. That a day-bound Entity
    cannot attack at Night is the reading of docs/contested.md, nodawn-day-bound-attack-at-night.

    Given the world cycle stands at Night 3, The Vanish
    And each player's lineage Haven is "Test Haven"
    And Alice has "Duskcaller Shaman" and "Lauds Cantor" in hand
    And Alice's pool holds 3 generic Vitae
    And Alice controls "Lauds Cantor"
    And Bob's Domain holds 2 copies of "Test Filler"
    And it is Alice's first main phase of turn 3
    Then Alice cannot cast "Lauds Cantor"
    When Alice casts "Duskcaller Shaman"
    And Alice and Bob pass in turn
    And the game advances to Alice's declare attackers step
    Then Alice cannot attack Bob with "Lauds Cantor"
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 1, The Preparation
    And Alice's "Duskcaller Shaman" shelters in "Test Haven"
    And Alice's "Lauds Cantor" is not sheltered
    And Alice's Master shelters in "Test Haven"

  @id:nodawn-serjeant-carries-its-wound @example @contested @rule:208.1 @rule:208.1a @rule:120.4
  Scenario: A 3/2 takes 1 damage on the third Night and carries it into the rounds that follow; one more point ends it
    208.1's example calls Siege-Ladder Serjeant a 3/2, against the printed 2/1 of two other
    examples (docs/contested.md, nodawn-serjeant-stats): the kit's Test Serjeant 3/2 plays the
    example as written.

    Given the world cycle stands at Night 3, The Vanish
    And each player's lineage Haven is "Test Haven"
    And Alice controls "Test Serjeant 3/2"
    And Bob has "Test Bolt 1" and "Test Bolt 1" in hand
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"
    And it is Bob's first main phase of turn 3
    When Bob casts "Test Bolt 1" targeting Alice's "Test Serjeant 3/2"
    And Bob and Alice pass in turn
    And the game advances to Bob's first main phase
    Then the world cycle stands at Day 1, The Preparation
    And Alice's "Test Serjeant 3/2" has 1 damage
    When Bob casts "Test Bolt 1" targeting Alice's "Test Serjeant 3/2"
    And Bob and Alice pass in turn
    Then Alice has "Test Serjeant 3/2" in her Spoils

  @id:nodawn-cda-functions @proposed @rule:208.3 @rule:604.3
  Scenario: An Entity whose Attack and Vigor are defined by an ability: Marginalia counts its controller's Spoils
    Given Alice controls "Marginalia"
    And Alice has "Test Filler", "Test Wretch" and "Test Thrall" in her Spoils
    Then Alice's "Marginalia" has 3 Attack
    And Alice's "Marginalia" has 3 Vigor

  @id:nodawn-non-entity-has-no-stats @rule:208.4 @rule:302.4
  Scenario: A permanent that is no Entity has no Attack and no Vigor, even with numbers printed on its card
    Given Alice controls "Test Carved Idol"
    Then Alice's "Test Carved Idol" has no Attack or Vigor

  @id:nodawn-companion-enters-with-vigor @proposed @rule:209.1 @rule:306.3 @rule:306.2 @rule:306.1
  Scenario: A Companion, cast at non-Power speed, enters the battlefield bearing its printed Vigor
    Given Alice has "Test Companion 3" in hand
    And Alice's pool holds 2 generic Vitae
    When Alice casts "Test Companion 3"
    And Alice and Bob pass in turn
    Then Alice's "Test Companion 3" has 3 Vigor

  @id:nodawn-companion-not-in-response @proposed @rule:306.2 @rule:300.5
  Scenario: A Companion is not cast on another's turn
    Given Bob has "Test Companion 3" in hand
    And Bob's pool holds 2 generic Vitae
    When Alice passes
    Then Bob cannot cast "Test Companion 3"

  @id:nodawn-companion-vigor-four @example @rule:209.3 @rule:209.2 @rule:306.7
  Scenario: A Companion with Vigor 4 takes a 3-Attack strike: it drops to 1 and strikes nothing back; the Master behind it cannot be struck
    209.3's example.

    Given Bob controls "Test Companion 3" with 4 Vigor
    And Alice controls "Duskcaller Shaman" and "Test Wretch"
    And it is Alice's declare attackers step of turn 2
    Then Alice cannot attack Bob with "Test Wretch"
    When Alice attacks Bob's "Test Companion 3" with "Duskcaller Shaman"
    And the game advances to Alice's end of combat step
    Then Bob's "Test Companion 3" has 1 Vigor
    And Alice's "Duskcaller Shaman" has 0 damage
    And Bob has 20 Vitae

  @id:nodawn-haven-and-master-statistics @rule:210.1 @rule:107.7 @rule:210.5 @rule:210.5a @rule:311.3 @rule:311.3a
  Scenario: A Haven prints Defense, Rooms and Wards; a Master its Initial Vitae, the start and the cap of its Vitae
    Given Alice's lineage Haven is "Test Haven"
    And Alice has 18 Vitae
    And Alice has "Test Mending 5" in hand
    And Alice has set "Test Snare 3" in the Wards of "Test Haven"
    And Alice has set "Test Stone Ward 3" in the Wards of "Test Haven"
    And Alice has "Test Millet Ward" in hand
    Then Alice's "Test Haven" has 10 Defense
    And Alice cannot set "Test Millet Ward" in the Wards of "Test Haven"
    When Alice casts "Test Mending 5"
    And Alice and Bob pass in turn
    Then Alice has 20 Vitae

  @id:nodawn-lineage-haven-and-estate @example @rule:210.7 @rule:210.6 @rule:310.3 @rule:205.3e @rule:310.1
  Scenario: The lineage Haven starts in play, its cost unpaid; an Estate is cast from the Domain for its cost: two refuges
    210.7's example: the lineage Haven (Defense 12, Rooms 3, Wards 3, Vitae cost 4, Blood Seal 2)
    starts in play; its owner then casts an Estate, the Tollhouse of the Nine Gates, costing 6
    Vitae, with Defense 8, Rooms 2, Wards 2 and Blood Seal 3. The example names the lineage Haven
    "Iron Column", which every other example makes an Entity (docs/contested.md,
    nodawn-iron-column): The Gilded Haven, which prints the same statistics, stands in for it.

    Given Alice's lineage Haven is "The Gilded Haven"
    And Alice has "Tollhouse of the Nine Gates" in hand
    And Alice's pool holds 6 generic Vitae
    Then Alice's "The Gilded Haven" has 12 Defense
    When Alice casts "Tollhouse of the Nine Gates"
    And Alice and Bob pass in turn
    Then Alice controls "The Gilded Haven" and "Tollhouse of the Nine Gates"
    And Alice's "Tollhouse of the Nine Gates" has 8 Defense
    And Alice's pool holds no Vitae

  @id:nodawn-haven-card-sealed @rule:210.6 @rule:200.1b @rule:300.7
  Scenario: A Haven card sealed into the Pit yields its printed Blood Seal: every Haven bears one
    Given Alice has "Tollhouse of the Nine Gates" in hand
    When Alice seals "Tollhouse of the Nine Gates" into the Pit
    And Alice and Bob pass in turn
    Then Alice's pool holds 3 generic Vitae

  @id:nodawn-master-bears-no-seal @rule:213.4 @rule:200.1a @rule:311.1 @rule:300.7
  Scenario: The Master bears no Blood Seal and can never be sealed for Vitae
    Given Alice has "Test Garethean Master" in hand
    Then Alice cannot seal "Test Garethean Master" into the Pit

  @id:nodawn-marginalia-and-pallbearer @example @rule:213.2a @rule:213.2 @rule:213.1 @rule:106.6
  Scenario: Marginalia and Risen Pallbearer sealed in one batch: 3 Vitae, the Pallbearer's share tagged with its Race
    213.2a's example: seals of one drop and two; both cards stay face up in the Pit, visible to
    everyone, and at end of turn move under the Domain in an order their owner picks. The example
    names no Race for the Pallbearer; the kit's is Vampire.

    Given Alice has "Marginalia" and "Risen Pallbearer" in hand
    And Bob's Domain holds 2 copies of "Test Filler"
    When Alice seals "Marginalia" and "Risen Pallbearer" into the Pit
    And Alice and Bob pass in turn
    Then Alice's pool holds 1 generic Vitae
    And Alice's pool holds 2 Vampire Vitae
    And Alice's Pit is "Marginalia" and "Risen Pallbearer"
    Given Alice will answer "pit-order" with "Risen Pallbearer" and "Marginalia"
    When the game advances to Bob's upkeep
    Then Alice's Domain is "Risen Pallbearer" and "Marginalia"
    And Alice's Pit is empty

  @id:nodawn-seal-follows-the-curve @example @contested @rule:213.3 @rule:107.6
  Scenario: Seal value follows cost: Slip the Knife at 2 Vitae gives 1, Sacramental Fire at 5 gives 2, a cost-6 card the full 3
    213.3's example; the Tollhouse of the Nine Gates stands for the iron-frame engines of cost 6.
    Sacramental Fire's cost is 5 here and 3 in 207.4b's example: the reading adopted is 5, with
    its Seal of 2 (docs/contested.md, nodawn-sacramental-fire-cost).

    Given Alice has "Slip the Knife", "Sacramental Fire" and "Tollhouse of the Nine Gates" in hand
    When Alice seals "Slip the Knife", "Sacramental Fire" and "Tollhouse of the Nine Gates" into the Pit
    And Alice and Bob pass in turn
    Then Alice's pool holds 6 generic Vitae

  @id:nodawn-208-guise-is-two-two @rule:208.7 @rule:120.3b
  Scenario: A face-down 4/4 is a 2/2 while it stays face down: two damage is lethal to it
    Given Alice controls "Test Turncoat Knight" face down, laid by Transmute
    And Bob has "Test Bolt 2" in hand
    And it is Bob's first main phase of turn 1
    Then Alice's "Test Turncoat Knight" has 2 Attack
    And Alice's "Test Turncoat Knight" has 2 Vigor
    When Bob casts "Test Bolt 2" targeting Alice's "Test Turncoat Knight"
    When Bob passes
    Given Bob will answer "rest" with "decline"
    When Alice passes
    Then Alice no longer controls "Test Turncoat Knight"
    And Alice has "Test Turncoat Knight" in her Spoils

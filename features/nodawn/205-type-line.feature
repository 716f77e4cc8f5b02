Feature: The type line: supertype, card type, subtypes
  A type line reads supertype, card type, then after the dash the subtypes: an Entity's Race, the
  source of its blood, and its Class, each word its own subtype. The Race list is open. The one
  supertype of the game's permanents is Eminent: one of a kind, so a player who comes to control
  two Eminent permanents of one name keeps one of them and the rest go to the Spoils (205).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-eminent-keeps-the-newest @example @contested @rule:300.4 @rule:205.4b @rule:704.5q @rule:205.4a
  Scenario: Two copies of the Eminent Aurelio Torretti come under one player: the one that arrived last is kept
    300.4's example: its player keeps the copy that arrived last and the other goes to its
    owner's Spoils. 300.4 says all but the newest go, 704.5q that the player chooses the one to
    keep, 205.4b only that all but one go. Reading adopted: the player chooses (704.5q), and here
    keeps the newest, as in the example (docs/contested.md, nodawn-eminent-which-stays).

    Given Alice controls "Aurelio Torretti" with 1 damage
    And Alice has "Aurelio Torretti" in hand
    And Alice's pool holds 4 generic Vitae
    When Alice casts "Aurelio Torretti"
    And Alice passes
    And Alice answers "eminent" with "Aurelio Torretti #2" when Bob passes
    Then Alice's "eminent" choice offers exactly "Aurelio Torretti #1" and "Aurelio Torretti #2"
    And Alice's "Aurelio Torretti" has 0 damage
    And Alice has "Aurelio Torretti" in her Spoils
    And Alice's battlefield holds 1 cards

  @id:nodawn-eminent-player-chooses @contested @rule:704.5q @rule:205.4b
  Scenario: The player may keep the older of two Eminent permanents of one name
    The reading of nodawn-eminent-which-stays: the player chooses which one holds court.

    Given Alice controls "Aurelio Torretti" with 1 damage
    And Alice has "Aurelio Torretti" in hand
    And Alice's pool holds 4 generic Vitae
    When Alice casts "Aurelio Torretti"
    And Alice passes
    And Alice answers "eminent" with "Aurelio Torretti #1" when Bob passes
    Then Alice's "Aurelio Torretti" has 1 damage
    And Alice has "Aurelio Torretti" in her Spoils

  @id:nodawn-eminent-per-player @rule:205.4 @rule:205.4b @rule:704.5q
  Scenario: The Eminent rule counts what one player controls: two players may each keep one
    Given Alice controls "Aurelio Torretti"
    And Bob controls "Aurelio Torretti"
    And Alice has "Test Filler" in hand
    And Alice's pool holds 1 generic Vitae
    When Alice casts "Test Filler"
    And Alice and Bob pass in turn
    Then Alice controls "Aurelio Torretti"
    And Bob controls "Aurelio Torretti"

  @id:nodawn-non-eminent-duplicates-stay @rule:205.4b @rule:205.4a
  Scenario: Permanents that are not Eminent may stand in any number of one name
    Given Alice controls "Gilded Emissary"
    And Alice has "Gilded Emissary" in hand
    And Alice's pool holds 3 generic Vitae
    When Alice casts "Gilded Emissary"
    And Alice and Bob pass in turn
    Then Alice controls "Gilded Emissary" and "Gilded Emissary"

  @id:nodawn-eminent-noble-cleric @example @rule:205.1 @rule:205.3a @rule:205.4a @rule:205.3b
  Scenario: "Eminent Entity — Noble Cleric": an Eminent-tier Entity whose Race is Noble and Class Cleric
    205.1's example reads the type line supertype, card type, Race, Class. Each part does its
    work: the Race tags the Vitae it is drained for, the Eminent tier keeps it one of a kind.

    Given Alice controls "Test Eminent Cleric"
    And Alice has "Test Eminent Cleric" in hand
    And Alice's pool holds 1 generic Vitae
    When Alice drains "Test Eminent Cleric" for Vitae
    Then Alice's pool holds 1 Noble Vitae
    When Alice casts "Test Eminent Cleric"
    And Alice passes
    And Alice answers "eminent" with "Test Eminent Cleric #1" when Bob passes
    Then Alice's battlefield holds 1 cards
    And Alice's "Test Eminent Cleric" is drained

  @id:nodawn-each-subtype-word @rule:300.3 @rule:205.3a @rule:205.3 @rule:308.5 @rule:702.15a
  Scenario: Each word after the dash is a subtype: Sanctity from Cleric shields from a Noble Cleric
    Given Alice controls "Test Eminent Cleric"
    And Bob controls "Test Cleric Bane"
    And it is Alice's declare attackers step of turn 2
    When Alice attacks Bob's "Test Cleric Bane" with "Test Eminent Cleric"
    And the game advances to Alice's end of combat step
    Then Bob's "Test Cleric Bane" has 0 damage
    And Alice's "Test Eminent Cleric" has 1 damage

  @id:nodawn-serjeant-innocent-warrior @example @rule:205.3c @rule:205.3b @rule:106.4
  Scenario: Siege-Ladder Serjeant, "Entity — Innocent Warrior": drained, Innocent blood that no Sacred cost takes
    205.3c's example: draining the Serjeant yields Innocent-tagged Vitae, and a cost demanding
    Sacred blood cannot be fed from it; its Class, Warrior, carries no rules of its own.

    Given Alice controls "Siege-Ladder Serjeant"
    And Alice has "Test Sacred Rite 2" in hand
    And Alice's pool holds 1 Sacred Vitae
    When Alice drains "Siege-Ladder Serjeant" for Vitae
    Then Alice's pool holds 1 Innocent Vitae
    And Alice cannot cast "Test Sacred Rite 2"

  @id:nodawn-open-race-list @rule:205.3b @rule:308.2 @rule:106.3
  Scenario: The Race list is open: an Entity of the Vampire Race yields Vampire blood
    Given Alice controls "Test Vampire Thrall"
    And Alice has "Test Vampire Rite 1" in hand
    When Alice drains "Test Vampire Thrall" for Vitae
    Then Alice's pool holds 1 Vampire Vitae
    When Alice casts "Test Vampire Rite 1"
    Then Alice's pool holds no Vitae
    And the stack holds "Test Vampire Rite 1"

  @id:nodawn-choose-one-race @rule:205.3g @rule:308.2
  Scenario: Asked to choose a Race, a player chooses exactly one existing Race, never two subtypes
    Given Alice has "Test Blood Alchemy" in hand
    When Alice casts "Test Blood Alchemy"
    And Alice passes
    And Alice answers "race" with "Sacred" when Bob passes
    Then Alice's "race" choice offers exactly "Innocent", "Noble", "Sacred" and "Vampire"
    And Alice's pool holds 2 Sacred Vitae

  @id:nodawn-race-choice-not-two-subtypes @rule:205.3g
  Scenario: "Noble Cleric" is two subtypes and not a legal single choice of Race
    Given Alice has "Test Blood Alchemy" in hand
    When Alice casts "Test Blood Alchemy"
    And Alice passes
    Then Alice cannot answer "race" with "Noble Cleric" when Bob passes

  @id:nodawn-only-entities-are-beings @rule:205.2 @rule:205.2b @rule:205.2a @rule:302.1
  Scenario: Every being on the board is an Entity; a Relic does not fight
    Given Alice controls "Test Filler" and "Test Wretch"
    And it is Alice's declare attackers step of turn 2
    Then Alice cannot attack Bob with "Test Filler"
    When Alice attacks Bob with "Test Wretch"
    And the game advances to Alice's end of combat step
    Then Bob has 19 Vitae

  @id:nodawn-205-subtype-change-keeps-eminent @rule:205.4c @rule:704.5q @rule:613.1d
  Scenario: The Eminent Cleric made a Wolf is Eminent still: a second Cleric arriving means one must go
    A change of subtypes leaves the supertype where it was. The Cleric becomes a Wolf as well (the
    Chieftain's anthem reaches it at once), and stays Eminent, so when another Test Eminent Cleric
    enters Alice keeps one of the two; she keeps the newcomer, and the Wolf goes to her Spoils.

    Given Alice controls "Test Eminent Cleric" and "Test Wolf Chieftain"
    And Alice has "Test Moon Kinship" and "Test Eminent Cleric" in hand
    And Alice's pool holds 2 generic Vitae
    When Alice casts "Test Moon Kinship" targeting Alice's "Test Eminent Cleric"
    And Alice and Bob pass in turn
    Then Alice's "Test Eminent Cleric" has 3 Attack
    And Alice's battlefield holds 2 cards
    When Alice casts "Test Eminent Cleric"
    And Alice passes
    And Alice answers "eminent" with "Test Eminent Cleric #2" when Bob passes
    Then Alice's "eminent" choice offers exactly "Test Eminent Cleric #1" and "Test Eminent Cleric #2"
    And Alice has "Test Eminent Cleric" in her Spoils
    And Alice's battlefield holds 2 cards
    And Alice's "Test Eminent Cleric" has 2 Attack

  @id:nodawn-205-crowned-wolf-still-a-wolf @rule:205.4c @rule:704.5q @rule:205.4b
  Scenario: A Wolf token made Eminent is still a Wolf Entity; only when its twin is crowned too must one go
    Gaining a supertype leaves the card type and subtypes alone: the crowned Wolf keeps the
    Chieftain's bonus. One Eminent Wolf Token is no pair; a second one is, and Alice keeps one.

    Given Alice controls "Test Wolf Chieftain"
    And Alice controls "Wolf Token", called "the grey Wolf"
    And Alice controls "Wolf Token", called "the black Wolf"
    And Alice has "Test Crowning" and "Test Crowning" in hand
    When Alice casts "Test Crowning" targeting Alice's "the grey Wolf"
    And Alice and Bob pass in turn
    Then Alice's "the grey Wolf" has 3 Attack
    And Alice's "the grey Wolf" has 3 Vigor
    And Alice's battlefield holds 3 cards
    When Alice casts "Test Crowning" targeting Alice's "the black Wolf"
    And Alice passes
    And Alice answers "eminent" with "Wolf Token #1" when Bob passes
    Then Alice's "eminent" choice offers exactly "Wolf Token #1" and "Wolf Token #2"
    And Alice's battlefield holds 2 cards
    And Alice's "the grey Wolf" has 3 Attack
    And Alice has no "Wolf Token" in her Spoils
    And Alice's Spoils is "Test Crowning" and "Test Crowning"

  @id:nodawn-205-relic-cannot-become-a-wolf @rule:205.3f @rule:702.15a @rule:613.1d
  Scenario: The Wolfsbane Rite can't make Alice's Sling Relic a Wolf, so the Relic's ability still reaches Bob's Wolf-warded Shepherd
    Wolf is a subtype of Entities; a Relic can't gain it. The Rite resolves and leaves the Relic
    as it was, no Wolf, and Sanctity from Wolf does not stop its ability.

    Given Alice controls "Test Sling Relic"
    And Bob controls "Test Wolfward Shepherd"
    And Alice has "Test Wolfsbane Rite" in hand
    When Alice casts "Test Wolfsbane Rite" targeting Alice's "Test Sling Relic"
    And Alice and Bob pass in turn
    Then Alice has "Test Wolfsbane Rite" in her Spoils
    When Alice activates "Test Sling Relic" targeting Bob's "Test Wolfward Shepherd"
    And Alice and Bob pass in turn
    Then Bob's "Test Wolfward Shepherd" has 1 damage

  @id:nodawn-205-entity-becomes-a-wolf @rule:205.3f @rule:702.15a @rule:613.1d
  Scenario: The same Rite does make Alice's Noble Pinger, an Entity, a Wolf: its ability can no longer target the Wolf-warded Shepherd
    Given Alice controls "Test Noble Pinger"
    And Alice's pool holds 1 generic Vitae
    And Bob controls "Test Wolfward Shepherd"
    And Alice has "Test Wolfsbane Rite" in hand
    When Alice casts "Test Wolfsbane Rite" targeting Alice's "Test Noble Pinger"
    And Alice and Bob pass in turn
    Then Alice cannot activate "Test Noble Pinger" targeting Bob's "Test Wolfward Shepherd"
    When Alice activates "Test Noble Pinger" targeting Bob
    And Alice and Bob pass in turn
    Then Bob has 19 Vitae
    And Bob's "Test Wolfward Shepherd" has 0 damage

  @id:nodawn-205-three-eminent-of-one-name @proposed @rule:704.5q @rule:205.4b @rule:707.2 @rule:115.3
  Scenario: Three Eminent permanents of one name at once: the player keeps one of the three, and the other two go
    Two token copies of Aurelio Torretti arrive in one resolution, both Eminent (a copy takes the
    supertype), so the state check finds three of the name and Alice keeps one of them.
    Given Alice controls "Aurelio Torretti"
    And Alice has "Test Twin Mirrors" in hand
    And Alice will answer "target" with "Alice's Aurelio Torretti"
    And Alice will answer "target" with "Alice's Aurelio Torretti"
    When Alice casts "Test Twin Mirrors"
    And Alice passes
    And Alice answers "eminent" with "Aurelio Torretti #1" when Bob passes
    Then Alice's "eminent" choice offers exactly "Aurelio Torretti #1", "Aurelio Torretti #2" and "Aurelio Torretti #3"
    And Alice controls "Aurelio Torretti"
    And Alice's battlefield holds 1 cards

  @id:nodawn-205-entity-cannot-become-an-estate @rule:205.3f @rule:205.3e @rule:702.15a @rule:613.1d
  Scenario: The Deed of Estate can't make Alice's Noble Pinger, an Entity, an Estate, so its ability still reaches Bob's Estate-warded Sentry
    Estate is a subtype of Havens; an Entity can't gain it. The Deed resolves and leaves the Pinger
    as it was, no Estate, and Sanctity from Estate does not stop its ability.

    Given Alice controls "Test Noble Pinger"
    And Alice's pool holds 1 generic Vitae
    And Bob controls "Test Estate Sentry"
    And Alice has "Test Deed of Estate" in hand
    When Alice casts "Test Deed of Estate" targeting Alice's "Test Noble Pinger"
    And Alice and Bob pass in turn
    Then Alice has "Test Deed of Estate" in her Spoils
    When Alice activates "Test Noble Pinger" targeting Bob's "Test Estate Sentry"
    And Alice and Bob pass in turn
    Then Bob's "Test Estate Sentry" has 1 damage

  @id:nodawn-205-entity-cannot-become-a-component @rule:205.3f @rule:205.3e @rule:702.15a @rule:613.1d
  Scenario: With Fever Base in the game, a Component is a Caprice's subtype: the Writ can't make Alice's Noble Pinger one
    The only cards bearing the subtype Component are Caprices, so an Entity can't gain it; the
    Pinger stays as it was, and Sanctity from Component does not stop its ability.

    Given Alice controls "Test Noble Pinger"
    And Alice's pool holds 1 generic Vitae
    And Bob controls "Test Component Sentry"
    And Alice has "Test Component Writ" and "Fever Base" in hand
    When Alice casts "Test Component Writ" targeting Alice's "Test Noble Pinger"
    And Alice and Bob pass in turn
    Then Alice has "Test Component Writ" in her Spoils
    When Alice activates "Test Noble Pinger" targeting Bob's "Test Component Sentry"
    And Alice and Bob pass in turn
    Then Bob's "Test Component Sentry" has 1 damage

Feature: Abilities and Edicts
  An ability is a characteristic that lets its object affect the game: the instructions a spell
  follows, an activated ability paid for, a triggered ability waiting for its event, a static
  ability simply true. Several instances work independently. A permanent's abilities work on the
  battlefield, not from the hand. An Edict is a standing decree a player receives: abilities and
  nothing else, working from their Master area, beyond the reach of what destroys (113, 114).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-static-ability-true @rule:113.1 @rule:113.3 @rule:113.3d
  Scenario: A static ability is simply true while its permanent is on the battlefield
    Given Alice controls "Test Banner Bearer" and "Test Wretch"
    Then Alice's "Test Wretch" has 2 Attack
    And Alice's "Test Banner Bearer" has 1 Attack

  @id:nodawn-instances-independent @rule:113.2 @rule:702.37a
  Scenario: Several instances of the same ability work independently: two Warlords give a third Entity +2/+2
    Given Alice controls "Test Warlord", "Test Warlord" and "Test Wretch"
    Then Alice's "Test Wretch" has 3 Attack
    And Alice's "Test Wretch" has 3 Vigor

  @id:nodawn-abilities-work-on-battlefield @rule:113.5
  Scenario: A permanent's abilities work only on the battlefield: a Warlord in hand commands nothing
    Given Alice controls "Test Wretch"
    And Alice has "Test Warlord" in hand
    Then Alice's "Test Wretch" has 1 Attack

  @id:nodawn-edict-issued @proposed @rule:114.1 @rule:114.2 @rule:114.3 @rule:114.4
  Scenario: A player receives an Edict: its ability works from the Master area, for Entities that come later too
    Given Alice controls "Test Wretch"
    And Alice has "Test Edict of Strength" and "Test Thrall" in hand
    And Alice's pool holds 1 generic Vitae
    When Alice casts "Test Edict of Strength"
    And Alice and Bob pass in turn
    Then Alice's "Test Wretch" has 2 Attack
    And Alice has "Test Edict of Strength" in her Spoils
    When Alice casts "Test Thrall"
    And Alice and Bob pass in turn
    Then Alice's "Test Thrall" has 2 Attack

  @id:nodawn-edict-triggers @proposed @rule:114.4 @rule:114.2 @rule:109.4
  Scenario: An Edict's triggered ability triggers from the Master area for the player it was issued to
    Given Alice has "Test Edict of Lore" in hand
    And Alice's Domain holds 3 copies of "Test Filler"
    And Bob's Domain holds 3 copies of "Test Filler"
    When Alice casts "Test Edict of Lore"
    And Alice and Bob pass in turn
    And the game advances to Alice's upkeep
    Then the stack holds "Edict"
    When Alice and Bob pass in turn
    Then Alice's hand holds 1 cards

  @id:nodawn-edict-out-of-reach @proposed @rule:114.5 @rule:114.3
  Scenario: Nothing destroys or targets an Edict: it is no permanent and has no name to aim at
    Given Alice has "Test Edict of Strength" in hand
    And Alice controls "Test Wretch"
    And Bob has "Test Ruin" in hand
    When Alice casts "Test Edict of Strength"
    And Alice and Bob pass in turn
    And Alice passes
    And Bob answers "target" with "Alice's Test Wretch" when he casts "Test Ruin"
    Then Bob's "target" choice offers exactly "Alice's Test Wretch"

  @id:nodawn-edict-attack-only @proposed @rule:114.4 @rule:114.3
  Scenario: An Edict that gives +1/+0 raises Attack and leaves Vigor as printed
    The Edict carries its one ability and nothing else (114.3): "+1/+0" changes no Vigor, so
    Alice's 1/1 Wretch becomes 2/1 and stays on the battlefield.

    Given Alice controls "Test Wretch"
    And Alice has "Test Edict of Fury" in hand
    When Alice casts "Test Edict of Fury"
    And Alice and Bob pass in turn
    Then Alice's "Test Wretch" has 2 Attack
    And Alice's "Test Wretch" has 1 Vigor
    And Alice controls "Test Wretch"

Feature: Entities
  Entities make up the army: attackers, blockers, and blood to spend. An Entity is cast at
  non-Power speed and resolves under its caster's control, newly turned for the turn it comes
  under a player's control. Its subtypes are its Race, its Class and any flavor ones. Drained, it
  yields a Vitae of its Race; sacrificed, its cost. An Influencer can be co-opted by an enemy
  Master at the price its card names — control changes hands, ownership never (302, 108, 110).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-entity-cast-and-controlled @proposed @rule:302.2 @rule:302.3 @rule:302.1 @rule:302.6
  Scenario: An Entity is cast at non-Power speed and resolves under its caster's control, newly turned that turn
    Given Alice has "Test Noble Squire" in hand
    And Alice's pool holds 2 generic Vitae
    When Alice casts "Test Noble Squire"
    And Alice and Bob pass in turn
    Then Alice controls "Test Noble Squire"
    And Alice cannot drain "Test Noble Squire" for Vitae

  @id:nodawn-entity-not-off-turn @rule:302.2 @rule:117.1a
  Scenario: Without Ambush an Entity is not cast on another's turn
    Given Bob has "Test Wretch" in hand
    And Bob's pool holds 1 generic Vitae
    When Alice passes
    Then Bob cannot cast "Test Wretch"

  @id:nodawn-two-drains @rule:302.8 @rule:302.8b @rule:106.5c
  Scenario: A Master drains its Entities two ways: one Vitae of their Race, or all their cost
    Given Alice controls "Test Noble Squire" and "Test Sacred Acolyte"
    When Alice drains "Test Noble Squire" for Vitae
    And Alice sacrifices "Test Sacred Acolyte" for Vitae
    Then Alice's pool holds 1 Noble Vitae
    And Alice's pool holds 3 Sacred Vitae
    And Alice has "Test Sacred Acolyte" in her Spoils

  @id:nodawn-partial-drain-renewable @rule:302.8a @rule:110.5b @rule:502.1
  Scenario: A partial drain is a renewable well: the Entity replenishes and is drained again on a later turn
    302.8a calls the partial drain a Vitae ability; the reading adopted keeps it a special action
    of one's own main phase (docs/contested.md, nodawn-drain-timing). Either way the Entity
    replenishes and can be drained again on a later turn, and a drained one cannot be drained.

    Given Alice controls "Test Noble Squire"
    And Alice's Domain holds 3 copies of "Test Filler"
    And Bob's Domain holds 3 copies of "Test Filler"
    When Alice drains "Test Noble Squire" for Vitae
    Then Alice cannot drain "Test Noble Squire" for Vitae
    When the game advances to Alice's first main phase
    And Alice drains "Test Noble Squire" for Vitae
    Then Alice's pool holds 1 Noble Vitae

  @id:nodawn-drain-cost-waits @proposed @rule:302.6 @rule:602.4c
  Scenario: A newly turned Entity pays no cost that would drain it
    Given Alice controls a newly turned "Test Noble Pinger"
    And Alice's pool holds 1 generic Vitae
    Then Alice cannot activate "Test Noble Pinger" targeting Bob

  @id:nodawn-co-opt-gilded-emissary @example @proposed @rule:302.10 @rule:205.3d @rule:701.27a @rule:110.2
  Scenario: Any Master may co-opt Gilded Emissary for 3 Vitae: its controller until end of turn
    302.10's example: on their own turn the Kaelite player spends 3 and has the Emissary scheming
    for them until the turn is over.

    Given Bob controls "Gilded Emissary"
    And Alice's pool holds 3 generic Vitae
    And Alice's Domain holds 3 copies of "Test Filler"
    And Bob's Domain holds 3 copies of "Test Filler"
    And it is Alice's first main phase of turn 2
    When Alice co-opts Bob's "Gilded Emissary"
    Then Alice controls "Gilded Emissary"
    And Bob no longer controls "Gilded Emissary"
    And Alice's pool holds no Vitae
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Gilded Emissary"
    And the game advances to Alice's end of combat step
    Then Bob has 17 Vitae
    When the game advances to Bob's upkeep
    Then Bob controls "Gilded Emissary"
    And Alice no longer controls "Gilded Emissary"

  @id:nodawn-co-opted-dies-to-owner @proposed @rule:108.3 @rule:108.4 @rule:110.2 @rule:701.27a
  Scenario: A co-opted Entity that dies goes to its owner's Spoils: control changed, ownership did not
    Given Bob controls "Gilded Emissary"
    And Alice's pool holds 3 generic Vitae
    And Alice has "Test Bolt 3" in hand
    When Alice co-opts Bob's "Gilded Emissary"
    And Alice casts "Test Bolt 3" targeting Alice's "Gilded Emissary"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Gilded Emissary" in his Spoils
    And Alice's Spoils is "Test Bolt 3"

  @id:nodawn-only-influencers-co-opted @rule:302.10 @rule:205.3d @rule:302.9
  Scenario: Only an Influencer whose card names a price can be co-opted
    Given Bob controls "Test Wretch"
    And Alice's pool holds 3 generic Vitae
    Then Alice cannot co-opt Bob's "Test Wretch"

  @id:nodawn-scriptorium-drudge-wounds @example @rule:302.7 @rule:120.4
  Scenario: Scriptorium Drudge, 1/3, shrugs off 2 damage on Night 1; on Night 2 a single further point finishes it
    302.7's example.

    Given each player's lineage Haven is "Test Haven"
    And Alice controls "Scriptorium Drudge"
    And Bob has "Test Bolt 2" and "Test Bolt 1" in hand
    And Alice's Domain holds 3 copies of "Test Filler"
    And Bob's Domain holds 3 copies of "Test Filler"
    When Alice passes
    And Bob casts "Test Bolt 2" targeting Alice's "Scriptorium Drudge"
    And Bob and Alice pass in turn
    Then Alice controls "Scriptorium Drudge"
    When the game advances to Alice's first main phase
    Then the world cycle stands at Night 2, The Arise
    And Alice's "Scriptorium Drudge" has 2 damage
    When Alice passes
    And Bob casts "Test Bolt 1" targeting Alice's "Scriptorium Drudge"
    When Bob passes
    Given Bob will answer "rest" with "decline"
    When Alice passes
    Then Alice has "Scriptorium Drudge" in her Spoils

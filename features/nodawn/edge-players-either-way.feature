Feature: Edge cases: rules about "an opponent", "you" and "each player", tried with the players the other way round
  A rule that names the opponent, the caster or every player holds whoever sits in which seat: Bob's
  own permanents tax and watch for him as Alice's do for her; an effect on each opponent spares its
  caster, whoever casts it; ownership follows the card whichever player borrowed it. Each scenario
  here mirrors one of the corpus with the roles swapped, or asks what the rule leaves out.

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-edge-own-tax-spares-its-controller @rule:601.2f @rule:118.2
  Scenario: Alice's own Tithe Collector taxes only her opponents: her spell costs what it prints
    Given Alice controls "Test Tithe Collector"
    And Alice has "Test Rite 2" in hand
    And Alice's pool holds 2 generic Vitae
    When Alice casts "Test Rite 2"
    Then Alice's pool holds no Vitae
    And Alice has 20 Vitae
    And the stack holds "Test Rite 2"

  @id:nodawn-edge-opponents-tax-on-alice @rule:601.2f @rule:118.2
  Scenario: Bob's Tithe Collector makes Alice's spell cost 1 more
    Given Bob controls "Test Tithe Collector"
    And Alice has "Test Rite 2" in hand
    And Alice's pool holds 3 generic Vitae
    When Alice casts "Test Rite 2"
    Then Alice's pool holds no Vitae
    And the stack holds "Test Rite 2"

  @id:nodawn-edge-each-opponent-discards-not-the-caster @rule:702.35a @rule:701.10a
  Scenario: "That player discards 1" reaches each opponent of the caster, never the caster's own hand
    Given Alice has "Edict of Coin and Blade" and "Test Filler" in hand
    And Bob has "Test Rite 2" in hand
    And Alice's pool holds 2 generic Vitae
    When Alice casts "Edict of Coin and Blade" choosing "that player discards 1"
    And Alice and Bob pass in turn
    Then Bob's hand is empty
    And Bob has "Test Rite 2" in Spoils
    And Alice's hand is "Test Filler"

  @id:nodawn-edge-bob-spares-alices-sheltering-master @rule:310.10 @rule:408.2b @rule:119.3
  Scenario: By Day, Bob's Blood Moon drains his own sheltering Master, and Alice's sheltering Master loses nothing
    Given the world cycle stands at Day 1, The Preparation
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Bob has "Test Blood Moon 2" in hand
    And Bob holds priority
    When Bob casts "Test Blood Moon 2"
    And Bob and Alice pass in turn
    Then Bob has 18 Vitae
    And Alice has 20 Vitae

  @id:nodawn-edge-bob-co-opts-alices-influencer @proposed @rule:108.3 @rule:110.2 @rule:701.27a @rule:302.10
  Scenario: Bob co-opts Alice's Emissary and it dies under him: it goes to Alice's Spoils, its owner's
    Given Alice controls "Gilded Emissary"
    And it is Bob's first main phase of turn 1
    And Bob's pool holds 3 generic Vitae
    And Bob has "Test Bolt 3" in hand
    When Bob co-opts Alice's "Gilded Emissary"
    Then Bob controls "Gilded Emissary"
    When Bob casts "Test Bolt 3" targeting Bob's "Gilded Emissary"
    When Bob passes
    Given Bob will answer "rest" with "decline"
    When Alice passes
    Then Alice has "Gilded Emissary" in her Spoils
    And Bob's Spoils is "Test Bolt 3"

  @id:nodawn-edge-co-opted-returns-to-alice @proposed @rule:701.27a @rule:302.10 @rule:514.2a
  Scenario: What Bob co-opts from Alice comes back to her as his turn ends
    Given Alice controls "Gilded Emissary"
    And it is Bob's first main phase of turn 1
    And Bob's pool holds 3 generic Vitae
    And Alice's Domain holds 3 copies of "Test Filler"
    And Bob's Domain holds 3 copies of "Test Filler"
    When Bob co-opts Alice's "Gilded Emissary"
    And the game advances to Alice's upkeep
    Then Alice controls "Gilded Emissary"
    And Bob no longer controls "Gilded Emissary"

  @id:nodawn-edge-co-opt-needs-priority @rule:117.1 @rule:701.2a @rule:302.10
  Scenario: While Bob holds priority, Alice cannot co-opt his Emissary
    Given Bob controls "Gilded Emissary"
    And Alice's pool holds 3 generic Vitae
    And Bob holds priority
    Then Alice cannot co-opt Bob's "Gilded Emissary"
    And Bob controls "Gilded Emissary"
    And Alice's pool holds 3 generic Vitae

  @id:nodawn-edge-alice-strikes-bobs-convoy @rule:408.5b @rule:506.3e @rule:510.3e
  Scenario: Alice strikes a decoy of Bob's convoy: the decoy is spent and her striker dies
    Given Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"
    And Bob's lineage Haven is "Test Gilded Haven"
    And Bob controls "Bricked-Up Chapel"
    And Alice's lineage Haven is "Test Haven"
    And the world cycle stands at Day 1, The Preparation
    And it is Bob's first main phase of turn 4
    And Bob's Master shelters in "Test Gilded Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob has "Test Scribe Lamp" and "Test Night Prowler" in hand
    And Alice controls "Test Brute 4/4"
    When Bob sets out for "Bricked-Up Chapel" by the causeway, the Master as piece 1 among "Test Scribe Lamp" and "Test Night Prowler"
    And Bob passes
    And Alice passes
    And the game advances to Alice's declare attackers step
    And Alice attacks Bob's piece 2 with "Test Brute 4/4"
    And the game advances to Alice's second main phase
    Then Bob's piece 2 is spent
    And Bob has "Test Scribe Lamp" in Spoils
    And Alice has "Test Brute 4/4" in Spoils
    And Bob's Master is on the road to "Bricked-Up Chapel"

  @id:nodawn-edge-bob-seizes-alices-squire @rule:400.3 @rule:402.1 @rule:613.1b
  Scenario: What Bob takes from Alice for good, sent back to hand, goes to her hand, its owner's
    Given Alice controls "Test Noble Squire"
    And Bob has "Test Seizure" and "Test Unsummoning" in hand
    And Bob holds priority
    When Bob casts "Test Seizure" targeting Alice's "Test Noble Squire"
    And Bob and Alice pass in turn
    Then Bob controls "Test Noble Squire"
    When Alice passes
    And Bob casts "Test Unsummoning" targeting Bob's "Test Noble Squire"
    And Bob and Alice pass in turn
    Then Alice's hand is "Test Noble Squire"
    And Bob's hand is empty

  @id:nodawn-edge-conscripted-returns-to-alice @rule:613.1b @rule:611.2 @rule:514.2a
  Scenario: What Bob takes from Alice until end of turn is hers again as his turn ends
    Given Alice controls "Test Noble Squire"
    And it is Bob's first main phase of turn 1
    And Alice's Domain holds 3 copies of "Test Filler"
    And Bob's Domain holds 3 copies of "Test Filler"
    And Bob has "Test Conscript Order" in hand
    When Bob casts "Test Conscript Order" targeting Alice's "Test Noble Squire"
    And Bob and Alice pass in turn
    Then Bob controls "Test Noble Squire"
    When the game advances to Alice's upkeep
    Then Alice controls "Test Noble Squire"
    And Bob no longer controls "Test Noble Squire"

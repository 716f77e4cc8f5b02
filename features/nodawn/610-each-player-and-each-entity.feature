Feature: Damage to each Entity, Vitae lost by each player
  An effect may strike every Entity at once, or drain every player's Master. Damage to each
  Entity is dealt to every one on the battlefield, both sides, except what rests in an
  opponent's Shelter; losing Vitae is a drain, not damage, and like damage it does not reach an
  opponent's sheltering Master.

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-each-entity-both-sides @rule:120.1 @rule:120.3b @rule:704.5j
  Scenario: 1 damage to each Entity kills both Wretches and marks the Brute
    Given Alice controls "Test Wretch"
    And Bob controls "Test Wretch" and "Test Brute 4/4"
    And Alice has "Test Quake 1" in hand
    When Alice casts "Test Quake 1"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    And Alice will answer "rest" with "decline"
    When Bob passes
    Then Alice no longer controls "Test Wretch"
    And Bob no longer controls "Test Wretch"
    And Bob's "Test Brute 4/4" has 1 damage
    And Alice has 20 Vitae
    And Bob has 20 Vitae

  @id:nodawn-each-entity-skips-opponents-shelter @rule:310.10 @rule:408.2b
  Scenario: By Day, the quake marks Alice's own sheltered Prowler but not Bob's
    Given the world cycle stands at Day 1, The Preparation
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice controls "Test Night Prowler"
    And Alice's "Test Night Prowler" shelters in "Test Haven"
    And Bob controls "Test Night Prowler"
    And Bob's "Test Night Prowler" shelters in "Test Haven"
    And Alice has "Test Quake 1" in hand
    When Alice casts "Test Quake 1"
    And Alice and Bob pass in turn
    Then Alice's "Test Night Prowler" has 1 damage
    And Bob's "Test Night Prowler" has 0 damage

  @id:nodawn-each-player-loses-vitae @rule:119.3 @rule:704.5a
  Scenario: Each player loses 2 Vitae; a Master left at 0 loses the game
    Given Bob has 2 Vitae
    And Alice has "Test Blood Moon 2" in hand
    When Alice casts "Test Blood Moon 2"
    And Alice and Bob pass in turn
    Then Alice has 18 Vitae
    And Bob loses the game

  @id:nodawn-each-player-loss-is-untaxed @rule:119.4c @rule:119.3
  Scenario: Vitae lost to an effect is not spent: no Corruption, no Wrath
    Given Alice has "Test Blood Moon 2" in hand
    When Alice casts "Test Blood Moon 2"
    And Alice and Bob pass in turn
    Then Alice has 18 Vitae
    And Alice has 0 Wrath and 0 Corruption
    And Bob has 18 Vitae

  @id:nodawn-each-player-loss-skips-sheltering-master @rule:310.10
  Scenario: By Day, Alice loses 2 Vitae to her own Blood Moon, and Bob's sheltering Master loses nothing
    Given the world cycle stands at Day 1, The Preparation
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice has "Test Blood Moon 2" in hand
    When Alice casts "Test Blood Moon 2"
    And Alice and Bob pass in turn
    Then Alice has 18 Vitae
    And Bob has 20 Vitae

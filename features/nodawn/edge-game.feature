Feature: Edge cases: the game, its world and its zones at their limits
  What the game records when it ends; the Inquest that does not sit again when Suspicion comes
  down only to 7; a Room given to a function when a Haven has only two; "third from the top" of a
  Domain of exactly three; a counter of Caprices and fired Powers that cannot touch a seal; a
  field source that must be an Entity; a prohibition that works while other permanents shelter.

  Background:
    Given a No Dawn duel between Alice and Bob

  # -- the game's end (104) ------------------------------------------------------------------------

  @id:nodawn-edge-result-recorded @rule:104.1 @rule:104.2b @rule:104.3f
  Scenario: The game records who won and who lost: Alice's Decree of Victory
    Given Alice has "Test Decree of Victory" in hand
    When Alice casts "Test Decree of Victory"
    And Alice and Bob pass in turn
    Then Alice wins the game
    And the game ends, won by Alice and lost by Bob

  @id:nodawn-edge-result-recorded-for-bob @rule:104.1 @rule:104.3f @rule:104.2a
  Scenario: Bob's Decree of Defeat: the result records Alice as the winner, Bob as the loser
    Given Bob has "Test Decree of Defeat" in hand
    And Bob holds priority
    When Bob casts "Test Decree of Defeat"
    And Bob and Alice pass in turn
    Then Bob loses the game
    And the game ends, won by Alice and lost by Bob

  # -- the world: the Inquest and the Shelter's Rooms (123.4b, 312.2) -------------------------------

  @id:nodawn-edge-inquest-not-rearmed-at-seven @rule:123.4b @rule:123.6
  Scenario: Suspicion brought down from 10 to 7 has not fallen below 7: the Inquest does not sit again
    Given each player's lineage Haven is "Test Haven"
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"
    And Suspicion stands at 8
    And Alice's share of Suspicion is 8
    And Alice has set "Test Snare 3" in the Wards of "Test Haven"
    And Alice has "Test Rumor 2", "Test Hush 3" and "Test Stone Ward 3" in hand
    And it is Bob's end step of turn 1
    When the game advances to Alice's first main phase
    Then Alice's "Test Snare 3" is set and revealed
    When Alice casts "Test Rumor 2" paying 1 from the vein
    And Alice and Bob pass in turn
    Then Suspicion stands at 10
    When Alice casts "Test Hush 3"
    And Alice and Bob pass in turn
    Then Suspicion stands at 7
    When Alice sets "Test Stone Ward 3" in the Wards of "Test Haven"
    And Alice and Bob pass in turn
    And the game advances to Alice's upkeep
    Then Suspicion stands at 7
    And Alice's "Test Stone Ward 3" is set and hidden

  @id:nodawn-edge-functioned-room-of-two @rule:312.2 @rule:310.7 @rule:514.4c
  Scenario: A Haven of two Rooms, one of them a Scriptorium, shelters one night Entity; the other dies at sunrise
    Given Alice's lineage Haven is "Test Crafted Keep"
    And Bob's lineage Haven is "Test Haven"
    And the world cycle stands at Night 3, The Vanish
    And Alice controls "Duskcaller Shaman" and "Test Night Prowler"
    And it is Bob's end step of turn 3
    And Alice will shelter "Duskcaller Shaman" in "Test Crafted Keep"
    When the game advances to Bob's upkeep
    Then Alice's "Duskcaller Shaman" shelters in "Test Crafted Keep"
    And Alice has "Test Night Prowler" in her Spoils
    And Alice's "shelter" choice allows at most 1

  # -- zones and what may be named in them (401.6, 113.8, 106.5c) -----------------------------------

  @id:nodawn-edge-third-from-top-of-three @rule:401.6 @rule:401.7
  Scenario: Third from the top of a Domain of exactly three cards is third, above the last one
    Given Bob controls "Test Noble Squire"
    And Bob's Domain holds, from the top, "Test Bolt 1", "Test Rite 2" and "Test Filler"
    And Alice has "Test Burial Third" in hand
    When Alice casts "Test Burial Third" targeting Bob's "Test Noble Squire"
    And Alice and Bob pass in turn
    Then Bob's Domain is "Test Bolt 1", "Test Rite 2", "Test Noble Squire" and "Test Filler"

  @id:nodawn-edge-not-tonight-spares-a-seal @rule:113.8 @rule:701.7a @rule:405.6c @rule:115.2
  Scenario: "Counter target Caprice or fired Power" cannot name Bob's seal: with nothing else on the stack it cannot be cast
    Given it is Bob's first main phase of turn 1
    And Bob has "Test Filler" in hand
    And Alice has "Not Tonight" in hand
    When Bob seals "Test Filler" into the Pit
    And Bob passes
    Then Alice cannot cast "Not Tonight" targeting Bob's seal
    And Alice cannot cast "Not Tonight"
    And Alice has "Not Tonight" in hand

  @id:nodawn-edge-drain-a-relic-refused @rule:106.5c @rule:701.11b
  Scenario: A field source is an Entity: Alice cannot drain her Relic for Vitae
    Given Alice controls "Test Filler"
    Then Alice cannot drain "Test Filler" for Vitae
    And Alice's pool holds no Vitae
    And Alice's "Test Filler" is undrained

  @id:nodawn-edge-prohibition-beside-the-sheltered @rule:614.9 @rule:701.12a @rule:408.2b
  Scenario: By Day Bob's Relic shelters, and his Sanctified Ground in the open still forbids every sacrifice
    Given the world cycle stands at Day 1, The Preparation
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Bob controls "Test Filler" and "Test Sanctified Ground"
    And Bob's "Test Filler" shelters in "Test Haven"
    And Alice controls "Test Wretch"
    Then Alice cannot sacrifice "Test Wretch" for Vitae
    And Alice controls "Test Wretch"

  @id:nodawn-edge-blood-permanent-drains-at-once @rule:305.2a @rule:602.4c @rule:110.5d @rule:605.3
  Scenario: A Blood permanent is no Entity: cast this turn, the Cask is not newly turned and drains for its Vitae at once
    Given Alice has "Cask of the Old Vintage" in hand
    And Alice's pool holds 2 generic Vitae
    When Alice casts "Cask of the Old Vintage"
    And Alice and Bob pass in turn
    Then Alice controls "Cask of the Old Vintage"
    When Alice activates "Cask of the Old Vintage"
    Then the stack is empty
    And Alice's pool holds 2 generic Vitae
    And Alice's "Cask of the Old Vintage" is drained

  @id:nodawn-edge-blood-permanent-has-no-vigor @rule:208.4 @rule:305.2a
  Scenario: A Blood permanent on the battlefield has no Attack and no Vigor
    Given Alice controls "Cask of the Old Vintage"
    Then Alice's "Cask of the Old Vintage" has no Attack or Vigor

  @id:nodawn-edge-phase-added-in-an-added-phase @proposed @rule:500.13 @rule:505.1a
  Scenario: A main phase added during an added main phase comes directly after it, before the combat still waiting
    Given it is Alice's first main phase of turn 2
    And Alice's Domain holds 4 copies of "Test Filler"
    And Bob's Domain holds 4 copies of "Test Filler"
    And Alice has "Test Renewed Onslaught", "Test Second Wind" and "Test Second Wind" in hand
    When Alice casts "Test Renewed Onslaught"
    And Alice and Bob pass in turn
    And Alice casts "Test Second Wind"
    And Alice and Bob pass in turn
    And Alice and Bob pass in turn
    Then it is Alice's second main phase
    When Alice casts "Test Second Wind"
    And Alice and Bob pass in turn
    And Alice and Bob pass in turn
    Then it is Alice's second main phase
    When Alice and Bob pass in turn
    Then it is Alice's beginning of combat step
    When the game advances to Alice's end of combat step
    And Alice and Bob pass in turn
    Then it is Alice's beginning of combat step
    When the game advances to Alice's end of combat step
    And Alice and Bob pass in turn
    Then it is Alice's second main phase
    When Alice and Bob pass in turn
    Then it is Alice's end step

  @id:nodawn-edge-room-still-held-at-sunrise @rule:310.7 @rule:503.3d @rule:514.4c
  Scenario: A night Entity left sheltered since the last return still holds its Room at the next sunrise: one Room is left for two
    Given Alice's lineage Haven is "Test Haven"
    And Bob's lineage Haven is "Test Haven"
    And the world cycle stands at Night 3, The Vanish
    And Alice controls "Duskcaller Shaman", "Test Night Prowler" and "Test Night Thrall"
    And Alice's "Duskcaller Shaman" shelters in "Test Haven"
    And it is Bob's end step of turn 3
    And Alice will shelter "Test Night Prowler" in "Test Haven"
    When the game advances to Bob's upkeep
    Then Alice's "Test Night Prowler" shelters in "Test Haven"
    And Alice's "Duskcaller Shaman" shelters in "Test Haven"
    And Alice has "Test Night Thrall" in her Spoils
    And Alice's "shelter" choice allows at most 1

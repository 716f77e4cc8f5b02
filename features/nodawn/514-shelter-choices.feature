Feature: What a player may choose at sunrise and at nightfall
  At sunrise a player assigns their night Entities to the Rooms of their Havens, one per Room
  and never more than a Haven's Rooms; only those beyond the Rooms die, so no Room may stay
  empty while an Entity is left to the light. At the first Night upkeep a player who cannot pay
  for every sheltered night Entity picks which to pay for, never more than they can pay.

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-shelter-a-room-left-empty-refused @rule:514.4d @rule:514.4c
  Scenario: Saving one night Entity while a second Room stands empty is refused
    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And each player's lineage Haven is "Test Haven"
    And Alice controls "Duskcaller Shaman", "Test Night Prowler" and "Test Night Thrall"
    Then Alice cannot answer "shelter" with "Duskcaller Shaman in Test Haven" when the game advances to Alice's upkeep
    And the world cycle stands at Night 3, The Vanish
    And Alice controls "Test Night Prowler"

  @id:nodawn-shelter-beyond-the-rooms-refused @rule:514.4c @rule:210.3
  Scenario: Three night Entities in a Haven of two Rooms is refused
    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And each player's lineage Haven is "Test Haven"
    And Alice controls "Tollhouse of the Nine Gates"
    And Alice controls "Duskcaller Shaman", "Test Night Prowler" and "Test Night Thrall"
    Then Alice cannot answer "shelter" with "Duskcaller Shaman in Test Haven", "Test Night Prowler in Test Haven" and "Test Night Thrall in Test Haven" when the game advances to Alice's upkeep

  @id:nodawn-shelter-one-entity-twice-refused @rule:514.4c
  Scenario: One Entity cannot take two Rooms
    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And each player's lineage Haven is "Test Haven"
    And Alice controls "Duskcaller Shaman", "Test Night Prowler" and "Test Night Thrall"
    Then Alice cannot answer "shelter" with "Duskcaller Shaman in Test Haven" and "Duskcaller Shaman in Test Haven" when the game advances to Alice's upkeep

  @id:nodawn-shelter-every-one-fits-not-asked @rule:514.4c
  Scenario: Two night Entities and one Haven of two Rooms: nothing to choose, both take a Room
    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And each player's lineage Haven is "Test Haven"
    And Alice controls "Duskcaller Shaman" and "Test Night Prowler"
    When the game advances to Alice's upkeep
    Then Alice's "shelter" choice offers exactly "Duskcaller Shaman in Test Haven" and "Test Night Prowler in Test Haven"
    And Alice's "shelter" choice allows at least 2
    And Alice's "Duskcaller Shaman" shelters in "Test Haven"
    And Alice's "Test Night Prowler" shelters in "Test Haven"

  @id:nodawn-shelter-day-walker-not-offered @rule:514.4c @rule:514.4f
  Scenario: Only night Entities are assigned Rooms: an unbound Entity is not among the choices
    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And each player's lineage Haven is "Test Haven"
    And Alice controls "Duskcaller Shaman", "Test Night Prowler", "Test Night Thrall" and "Test Wretch"
    And Alice will shelter "Duskcaller Shaman" in "Test Haven" and "Test Night Prowler" in "Test Haven"
    When the game advances to Alice's upkeep
    Then Alice's "shelter" choice does not offer "Test Wretch in Test Haven"
    And Alice's "Test Wretch" is not sheltered
    And Alice no longer controls "Test Night Thrall"

  @id:nodawn-return-more-than-can-be-paid-refused @rule:503.3d @rule:119.4a
  Scenario: With 2 Vitae and an empty pool, paying to bring back three night Entities is refused
    Given the world cycle stands at Day 3, The Retrieve
    And it is Bob's end step of turn 6
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice has 2 Vitae
    And Alice controls "Duskcaller Shaman", "Test Night Prowler" and "Test Night Thrall"
    And Alice's "Duskcaller Shaman" shelters in "Test Haven"
    And Alice's "Test Night Prowler" shelters in "Test Haven"
    And Alice's "Test Night Thrall" shelters in "Test Haven"
    Then Alice cannot answer "return" with "Duskcaller Shaman", "Test Night Prowler" and "Test Night Thrall" when the game advances to Alice's upkeep
    And Alice has 2 Vitae

  @id:nodawn-return-a-card-not-sheltered-refused @rule:503.3d
  Scenario: The return names only what shelters: an Entity out in the open is not a choice
    Given the world cycle stands at Day 3, The Retrieve
    And it is Bob's end step of turn 6
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice has 1 Vitae
    And Alice controls "Duskcaller Shaman", "Test Night Prowler" and "Test Wretch"
    And Alice's "Duskcaller Shaman" shelters in "Test Haven"
    And Alice's "Test Night Prowler" shelters in "Test Haven"
    Then Alice cannot answer "return" with "Test Wretch" when the game advances to Alice's upkeep

  @id:nodawn-shelter-two-estates-of-one-name @rule:514.4c @rule:514.4d
  Scenario: Two Estates of one name each give their Rooms: four night Entities rest in them, and none dies
    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And each player's lineage Haven is "Test Haven"
    And Alice controls "Bricked-Up Chapel" and "Bricked-Up Chapel"
    And Alice controls "Duskcaller Shaman", "Test Night Prowler", "Test Night Thrall" and "Test Dusk Howler"
    And Alice will shelter "Duskcaller Shaman" in "Bricked-Up Chapel", "Test Night Prowler" in "Bricked-Up Chapel", "Test Night Thrall" in "Bricked-Up Chapel" and "Test Dusk Howler" in "Bricked-Up Chapel"
    When the game advances to Alice's upkeep
    Then Alice's "shelter" choice allows at least 4
    And Alice's "shelter" choice offers "Test Dusk Howler in Bricked-Up Chapel" and "Test Dusk Howler in Test Haven"
    And Alice's "Duskcaller Shaman" shelters in "Bricked-Up Chapel"
    And Alice's "Test Night Prowler" shelters in "Bricked-Up Chapel"
    And Alice's "Test Night Thrall" shelters in "Bricked-Up Chapel"
    And Alice's "Test Dusk Howler" shelters in "Bricked-Up Chapel"

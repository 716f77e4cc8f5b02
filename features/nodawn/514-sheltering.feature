Feature: The world cycle: sheltering at sunrise, the Day rest, the return at nightfall, sunlight death
  As the first turn of a Day round begins, every Master withdraws into a Haven holding its seat,
  taking its possessions along, and the night-bound Entities take the Rooms of their player's
  Havens; what finds no Room dies. Day-walkers keep the field. A Master resting in a standing
  refuge recovers 1 Vitae each Day round. At the upkeep of the first Night turn everything comes
  back: the Master and its possessions free, each night Entity for 1 Vitae, healed. A Master the
  sunrise finds without a Haven, or whose refuge falls by Day, dies of sunlight.

  Background:
    Given a No Dawn duel between Alice and Bob

  # -- sunrise: the shelter step (514.4) --------------------------------------------------------

  @id:nodawn-shelter-night-entity-takes-a-room @rule:514.4 @rule:514.4c @rule:703.4q
  Scenario: As Day breaks the Master takes refuge and a night Entity takes a Room
    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And each player's lineage Haven is "Test Haven"
    And Alice controls "Duskcaller Shaman"
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 1, The Preparation
    And Alice's Master shelters in "Test Haven"
    And Alice's "Duskcaller Shaman" shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"

  @id:nodawn-shelter-lineage-haven-is-the-refuge @rule:103.2 @rule:310.8a
  Scenario: The lineage Haven placed before the first turn is where the Master rests by Day
    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And Alice's lineage Haven is "The Counting-House Dark"
    And Bob's lineage Haven is "Test Haven"
    When the game advances to Alice's upkeep
    Then Alice's "refuge" choice offers exactly "The Counting-House Dark"
    And Alice's "The Counting-House Dark" has 12 Defense
    And Alice's Master shelters in "The Counting-House Dark"

  @id:nodawn-shelter-day-walkers-keep-the-field @rule:514.4f @rule:107.5a
  Scenario: Day-bound and unbound Entities stay on the open battlefield through the Day
    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And each player's lineage Haven is "Test Haven"
    And Alice controls "Lauds Cantor" and "Test Wretch"
    When the game advances to Alice's upkeep
    Then Alice's "Lauds Cantor" is not sheltered
    And Alice's "Test Wretch" is not sheltered
    And Alice's Master shelters in "Test Haven"

  @id:nodawn-shelter-possessions-take-no-room @contested @rule:514.4b @rule:310.7
  Scenario: A Companion and a Relic shelter with the Master and leave both Rooms to night Entities
    Possessions shelter with the Master free and without limit, occupying no Room (514.4b); but
    514.4f says unbound permanents do not shelter, and this Companion and Relic are unbound.
    Reading adopted: possessions shelter with the Master whatever their binding, as 514.4b,
    408.2, 703.4q, 301.3 and 306.8 all say (docs/contested.md, nodawn-unbound-possessions-shelter).
    Test Haven has 2 Rooms, so both night Entities find one.

    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And each player's lineage Haven is "Test Haven"
    And Alice controls "Test Companion 3" and "Test Filler"
    And Alice controls "Duskcaller Shaman" and "Test Night Prowler"
    When the game advances to Alice's upkeep
    Then Alice's "Test Companion 3" shelters in "Test Haven"
    And Alice's "Test Filler" shelters in "Test Haven"
    And Alice's "Duskcaller Shaman" shelters in "Test Haven"
    And Alice's "Test Night Prowler" shelters in "Test Haven"

  @id:nodawn-shelter-overflow-dies @rule:514.4d @rule:310.7
  Scenario: Three night Entities and two Rooms: the player saves two and the third dies
    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And each player's lineage Haven is "Test Haven"
    And Alice controls "Duskcaller Shaman", "Test Night Prowler" and "Test Night Thrall"
    And Alice will shelter "Duskcaller Shaman" in "Test Haven" and "Test Night Thrall" in "Test Haven"
    When the game advances to Alice's upkeep
    Then Alice's "shelter" choice offers exactly "Duskcaller Shaman in Test Haven", "Test Night Prowler in Test Haven" and "Test Night Thrall in Test Haven"
    And Alice's "shelter" choice allows at least 2
    And Alice's "shelter" choice allows at most 2
    And Alice's "Duskcaller Shaman" shelters in "Test Haven"
    And Alice's "Test Night Thrall" shelters in "Test Haven"
    And Alice no longer controls "Test Night Prowler"
    And Alice has "Test Night Prowler" in Spoils

  @id:nodawn-shelter-rooms-of-every-haven @rule:514.4c @rule:210.3
  Scenario: Rooms are counted across all of a player's Havens, an Estate's included
    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And each player's lineage Haven is "Test Haven"
    And Alice controls "Tollhouse of the Nine Gates"
    And Alice controls "Duskcaller Shaman", "Test Night Prowler" and "Test Night Thrall"
    And Alice will shelter "Duskcaller Shaman" in "Test Haven", "Test Night Prowler" in "Test Haven" and "Test Night Thrall" in "Tollhouse of the Nine Gates"
    When the game advances to Alice's upkeep
    Then Alice's "shelter" choice offers "Test Night Thrall in Tollhouse of the Nine Gates" and "Duskcaller Shaman in Test Haven"
    And Alice's "shelter" choice allows at least 3
    And Alice's "shelter" choice allows at most 3
    And Alice's "Duskcaller Shaman" shelters in "Test Haven"
    And Alice's "Test Night Prowler" shelters in "Test Haven"
    And Alice's "Test Night Thrall" shelters in "Tollhouse of the Nine Gates"
    And Alice's Master shelters in "Test Haven"

  # -- sunlight death (104.3e, 704.5f) --------------------------------------------------------

  @id:nodawn-sunrise-without-a-haven @rule:104.3e @rule:704.5f @rule:514.4a @rule:500.16a
  Scenario: A Master with no Haven when Day breaks dies at that sunrise
    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And Bob's lineage Haven is "Test Haven"
    When the game advances to Alice's upkeep
    Then Alice loses the game
    And Bob wins the game

  @id:nodawn-sunrise-no-rooms-night-entities-die @rule:514.4d @rule:514.4c
  Scenario: With no Haven there is no Room, so every night Entity dies at sunrise
    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And Bob's lineage Haven is "Test Haven"
    And Alice controls "Duskcaller Shaman" and "Lauds Cantor"
    When the game advances to Alice's upkeep
    Then Alice has "Duskcaller Shaman" in Spoils
    And Alice controls "Lauds Cantor"
    And Alice loses the game

  @id:nodawn-sunrise-no-haven-on-either-side @rule:704.5f @rule:104.4a
  Scenario: Neither Master has a Haven at sunrise: both die at once and the game is a draw
    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    When the game advances to Alice's upkeep
    Then the game is a draw

  @id:nodawn-sunrise-estate-holds-no-seat @rule:310.8a @rule:704.5f
  Scenario: An Estate without the Master's seat cannot be its refuge
    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And Alice controls "Tollhouse of the Nine Gates"
    And Bob's lineage Haven is "Test Haven"
    When the game advances to Alice's upkeep
    Then Alice loses the game
    And Bob wins the game

  @id:nodawn-refuge-destroyed-by-day @rule:704.5f @rule:104.3e @rule:500.16a
  Scenario: The refuge destroyed on a Day turn exposes the Master, which dies at once
    Given the world cycle stands at Day 2, The Assault
    And Alice's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob controls "Test Haven" with 8 damage
    And Bob's Master shelters in "Test Haven"
    And Alice has "Test Bolt 2" in hand
    When Alice casts "Test Bolt 2" targeting Bob's "Test Haven"
    And Alice and Bob pass in turn
    Then Bob has "Test Haven" in Spoils
    And Bob loses the game
    And Alice wins the game

  @id:nodawn-refuge-breached-in-combat @rule:510.3c @rule:704.5f
  Scenario: A day-walker's attack brings the refuge to Defense 0 and the sun finds the Master
    Given the world cycle stands at Day 2, The Assault
    And Alice's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Alice controls "Lauds Cantor"
    And Bob controls "Test Haven" with 9 damage
    And Bob's Master shelters in "Test Haven"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Test Haven" with "Lauds Cantor"
    And the game advances to Alice's end of combat step
    Then Bob loses the game

  @id:nodawn-garrison-falls-residents-exposed @rule:506.5a @rule:408.2c @rule:704.5n @rule:310.8
  Scenario: A garrisoned Estate falls by Day: its residents stand in the open, the Master is safe
    Given the world cycle stands at Day 2, The Assault
    And Alice's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's lineage Haven is "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Bob controls "Tollhouse of the Nine Gates" with 6 damage
    And Bob controls "Duskcaller Shaman"
    And Bob's "Duskcaller Shaman" shelters in "Tollhouse of the Nine Gates"
    And Alice has "Test Bolt 2" in hand
    When Alice casts "Test Bolt 2" targeting Bob's "Tollhouse of the Nine Gates"
    And Alice and Bob pass in turn
    Then Bob no longer controls "Tollhouse of the Nine Gates"
    And Bob's "Duskcaller Shaman" is not sheltered
    And Bob's Master shelters in "Test Haven"
    And Bob is still in the game

  @id:nodawn-haven-destroyed-at-night-is-no-loss @rule:210.2a @rule:310.4b
  Scenario: A Haven destroyed on a Night turn costs its player nothing more than the Haven
    Given the world cycle stands at Night 2, The Arise
    And Bob controls "Test Haven" with 8 damage
    And Alice has "Test Bolt 2" in hand
    When Alice casts "Test Bolt 2" targeting Bob's "Test Haven"
    And Alice and Bob pass in turn
    Then Bob has "Test Haven" in Spoils
    And Bob is still in the game
    And the game is not over

  # -- what shelters is out of reach (506.5, 408.2b, 514.4g, 310.10) --------------------------

  @id:nodawn-sheltered-cannot-be-attacked @rule:506.5 @rule:514.4g @rule:311.6
  Scenario: Neither a sheltered Entity nor a sheltering Master can be attacked
    Given the world cycle stands at Day 2, The Assault
    And Alice's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Alice controls "Lauds Cantor"
    And Bob's lineage Haven is "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Bob controls "Duskcaller Shaman"
    And Bob's "Duskcaller Shaman" shelters in "Test Haven"
    When the game advances to Alice's declare attackers step
    Then Alice cannot attack Bob's "Duskcaller Shaman" with "Lauds Cantor"
    And Alice cannot attack Bob with "Lauds Cantor"

  @id:nodawn-sheltered-cannot-be-targeted @rule:408.2b @rule:110.5e
  Scenario: A spell cannot target what rests in a Shelter
    Given the world cycle stands at Day 2, The Assault
    And Alice's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's lineage Haven is "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Bob controls "Duskcaller Shaman"
    And Bob's "Duskcaller Shaman" shelters in "Test Haven"
    And Alice has "Test Bolt 2" in hand
    Then Alice cannot cast "Test Bolt 2" targeting Bob's "Duskcaller Shaman"
    And Alice cannot cast "Test Bolt 2" targeting Bob

  @id:nodawn-sheltered-cannot-be-drained @rule:514.4g @rule:110.5e
  Scenario: A sheltered Entity takes no actions, so it cannot be drained for Vitae
    Given the world cycle stands at Day 2, The Assault
    And Alice's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Alice controls "Duskcaller Shaman"
    And Alice's "Duskcaller Shaman" shelters in "Test Haven"
    Then Alice cannot drain "Duskcaller Shaman" for Vitae

  @id:nodawn-threshold-spares-sheltered-opponent @rule:310.10
  Scenario: A spell dealing damage to each player cannot touch an opponent's sheltering Master
    Given the world cycle stands at Day 2, The Assault
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice has "Test Red Dawn 3" in hand
    When Alice casts "Test Red Dawn 3"
    And Alice and Bob pass in turn
    Then Alice has 17 Vitae
    And Bob has 20 Vitae

  # -- the Day rest (500.17) ------------------------------------------------------------------

  @id:nodawn-day-rest-one-vitae @rule:500.17 @rule:703.4b @rule:119.6
  Scenario: A Master resting in a standing refuge recovers 1 Vitae as a Day round begins
    Given the world cycle stands at Day 1, The Preparation
    And it is Bob's end step of turn 4
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice has 14 Vitae
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 2, The Assault
    And Alice has 15 Vitae

  @id:nodawn-day-rest-capped @rule:500.17 @rule:119.1
  Scenario: The Day rest never lifts the Master above its Initial Vitae
    Given the world cycle stands at Day 1, The Preparation
    And it is Bob's end step of turn 4
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    When the game advances to Alice's upkeep
    Then Alice has 20 Vitae

  @id:nodawn-day-rest-at-sunrise @rule:500.17 @rule:514.4a
  Scenario: The first Day round's rest comes as soon as the Master has taken refuge
    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And each player's lineage Haven is "Test Haven"
    And Alice has 14 Vitae
    When the game advances to Alice's upkeep
    Then Alice's Master shelters in "Test Haven"
    And Alice has 15 Vitae

  @id:nodawn-no-rest-by-night @rule:119.6
  Scenario: A Night round restores no Vitae
    Given the world cycle stands at Night 1, The Hunt
    And it is Bob's end step of turn 1
    And each player's lineage Haven is "Test Haven"
    And Alice has 14 Vitae
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 2, The Arise
    And Alice has 14 Vitae

  @id:nodawn-full-day-block-restores-three @rule:500.17 @rule:500.18 @rule:503.3a
  Scenario: Resting through a whole Day block restores 3 Vitae, and the Master returns at The Hunt
    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And each player's lineage Haven is "Test Haven"
    And Alice has 14 Vitae
    And Alice's Domain holds 3 copies of "Test Filler"
    And Bob's Domain holds 3 copies of "Test Filler"
    When the game advances to Alice's upkeep
    Then Alice has 15 Vitae
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 2, The Assault
    And Alice has 16 Vitae
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 3, The Retrieve
    And Alice has 17 Vitae
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 1, The Hunt
    And Alice's Master is not sheltered
    And Alice has 17 Vitae

  # -- nightfall: the return from shelter (503.3) ---------------------------------------------

  @id:nodawn-return-possessions-free @rule:503.3a @rule:408.2d
  Scenario: At the first Night upkeep the Master and its possessions come back free of charge
    Given the world cycle stands at Day 3, The Retrieve
    And it is Bob's end step of turn 6
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice controls "Test Companion 3"
    And Alice's "Test Companion 3" shelters in "Test Haven"
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 1, The Hunt
    And Alice's Master is not sheltered
    And Alice's "Test Companion 3" is not sheltered
    And Alice has 20 Vitae
    And Alice has 0 Corruption and 0 Wrath

  @id:nodawn-return-night-entity-paid-and-healed @rule:503.3b @rule:503.3c @rule:118.6
  Scenario: A night Entity comes back for 1 Vitae from the vein, taxed, with its wounds gone
    Given the world cycle stands at Day 3, The Retrieve
    And it is Bob's end step of turn 6
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice controls "Duskcaller Shaman" with 2 damage
    And Alice's "Duskcaller Shaman" shelters in "Test Haven"
    When the game advances to Alice's upkeep
    Then Alice's "Duskcaller Shaman" is not sheltered
    And Alice's "Duskcaller Shaman" has 0 damage
    And Alice has 19 Vitae
    And Alice has 1 Corruption and 1 Wrath

  @id:nodawn-return-pay-for-some @contested @rule:503.3d @rule:503.3b
  Scenario: A player who cannot pay for every night Entity chooses which come back; the rest stay
    503.3d lets a player who can pay for only some of their returning night Entities choose which
    to pay for, but the Vitae would come from the Master, and paying all it has would kill it
    (119.4a, 704.5a). Reading adopted: the player may pay for any number up to what they can
    pay (docs/contested.md, nodawn-return-partial-payment). Alice, at 2 Vitae, brings back one.

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
    And Alice will pay to bring back "Duskcaller Shaman"
    When the game advances to Alice's upkeep
    Then Alice's "return" choice offers exactly "Duskcaller Shaman", "Test Night Prowler" and "Test Night Thrall"
    And Alice's "return" choice allows at least 0
    And Alice's "return" choice allows at most 2
    And Alice's "Duskcaller Shaman" is not sheltered
    And Alice's "Test Night Prowler" shelters in "Test Haven"
    And Alice's "Test Night Thrall" shelters in "Test Haven"
    And Alice has 1 Vitae
    And Alice is still in the game

  @id:nodawn-unreturned-entity-exposed-at-night @rule:503.3d @rule:506.5a
  Scenario: A night Entity left sheltered stays there until its Haven leaves the battlefield
    Given the world cycle stands at Night 1, The Hunt
    And Alice's lineage Haven is "Test Haven"
    And Alice controls "Tollhouse of the Nine Gates" with 6 damage
    And Alice controls "Test Night Prowler"
    And Alice's "Test Night Prowler" shelters in "Tollhouse of the Nine Gates"
    And Bob has "Test Bolt 2" in hand
    When Alice passes
    And Bob casts "Test Bolt 2" targeting Alice's "Tollhouse of the Nine Gates"
    And Bob and Alice pass in turn
    Then Alice no longer controls "Tollhouse of the Nine Gates"
    And Alice's "Test Night Prowler" is not sheltered
    And Alice is still in the game

  @id:nodawn-return-pay-for-all-with-all @contested @rule:503.3d @rule:503.3b @rule:119.4a @rule:704.5a
  Scenario: A player whose Vitae cover every returning night Entity exactly pays for them all, though it drains the Master dry
    503.3d gives a choice only to a player who can pay for some of their night Entities and not
    all; 119.4a lets the Master pay as long as it has that much. Reading adopted (docs/contested.md,
    nodawn-return-partial-payment): a player who can pay for all of them pays for all. Alice, at
    2 Vitae with two night Entities resting, is asked nothing: she pays 2, both come back, and her
    Master, at 0 Vitae, loses her the game.

    Given the world cycle stands at Day 3, The Retrieve
    And it is Bob's end step of turn 6
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice has 2 Vitae
    And Alice controls "Duskcaller Shaman" and "Test Night Prowler"
    And Alice's "Duskcaller Shaman" shelters in "Test Haven"
    And Alice's "Test Night Prowler" shelters in "Test Haven"
    When the game advances to Alice's upkeep
    Then Alice loses the game
    And Bob wins the game

  @id:nodawn-day-rest-not-in-a-fallen-refuge @rule:500.17 @rule:703.4b @rule:731.8d
  Scenario: A Master whose refuge has fallen does not rest: the sunproof Master outlives its Haven, but the next Day round restores it nothing
    Alice's Master is one the sun does not kill (731.8d), so when Bob's Ruin destroys the Test
    Haven it shelters in, Alice stays in the game. Her refuge no longer stands, so as the next Day
    round begins she is not resting in a safe refuge (500.17, 703.4b) and recovers no Vitae; Bob,
    resting in his, is already at his cap.

    Given the world cycle stands at Day 1, The Preparation
    And it is Bob's first main phase of turn 4
    And Alice's Master is "Test Sunproof Master"
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice has 14 Vitae
    And Bob has "Test Ruin" in hand
    When Bob casts "Test Ruin" targeting Alice's "Test Haven"
    And Bob and Alice pass in turn
    Then Alice has "Test Haven" in her Spoils
    And Alice is still in the game
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 2, The Assault
    And Alice is still in the game
    And Alice has 14 Vitae

  @id:nodawn-threshold-spares-sheltered-opponent-of-the-second-player @rule:310.10 @rule:120.3a
  Scenario: Bob's spell dealing damage to each player cannot touch Alice's sheltering Master either
    Given the world cycle stands at Day 2, The Assault
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Bob has "Test Red Dawn 3" in hand
    When Alice passes
    And Bob casts "Test Red Dawn 3"
    And Bob and Alice pass in turn
    Then Bob has 17 Vitae
    And Alice has 20 Vitae

  @id:nodawn-refuge-destroyed-other-haven-no-shelter @rule:704.5f @rule:104.3e
  Scenario: The refuge destroyed on a Day turn kills the Master even though its player still controls another Haven
    Given the world cycle stands at Day 2, The Assault
    And Alice's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob controls "Test Haven" with 8 damage
    And Bob's Master shelters in "Test Haven"
    And Bob controls "Tollhouse of the Nine Gates"
    And Alice has "Test Bolt 2" in hand
    When Alice casts "Test Bolt 2" targeting Bob's "Test Haven"
    And Alice and Bob pass in turn
    Then Bob has "Test Haven" in Spoils
    And Bob controls "Tollhouse of the Nine Gates"
    And Bob loses the game
    And Alice wins the game

  @id:nodawn-return-pay-for-the-chosen-one @contested @rule:503.3d @rule:503.3b
  Scenario: The night Entity a player pays to bring back is the one that comes back, whichever stands first
    Alice, at 2 Vitae with three night Entities resting, may pay for some of them (reading adopted
    in docs/contested.md, nodawn-return-partial-payment). She pays for "Duskcaller Shaman" only:
    it comes back, and "Test Night Prowler" and "Test Night Thrall", though laid out before it,
    stay in their Room.

    Given the world cycle stands at Day 3, The Retrieve
    And it is Bob's end step of turn 6
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice has 2 Vitae
    And Alice controls "Test Night Prowler", "Test Night Thrall" and "Duskcaller Shaman"
    And Alice's "Test Night Prowler" shelters in "Test Haven"
    And Alice's "Test Night Thrall" shelters in "Test Haven"
    And Alice's "Duskcaller Shaman" shelters in "Test Haven"
    And Alice will pay to bring back "Duskcaller Shaman"
    When the game advances to Alice's upkeep
    Then Alice's "Duskcaller Shaman" is not sheltered
    And Alice's "Test Night Prowler" shelters in "Test Haven"
    And Alice's "Test Night Thrall" shelters in "Test Haven"
    And Alice has 1 Vitae

  @id:nodawn-sunrise-stolen-night-entity-dies-to-its-owner @rule:514.4d @rule:400.3 @rule:404.3
  Scenario: Night Entities that find no Room at sunrise go each to its owner's Spoils, a stolen one to its owner's
    Bob's one Haven has two Rooms, one of them taken by its function, so one bed (312.2). He
    shelters "Duskcaller Shaman"; his own "Test Night Prowler" and Alice's "Test Night Thrall",
    which he took for the rest of the game, die at once, each to the Spoils of the player who owns
    it (400.3, 514.4d).
    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's first main phase of turn 3
    And Alice's lineage Haven is "Test Haven"
    And Bob's lineage Haven is "Test Crafted Keep"
    And Bob controls "Duskcaller Shaman" and "Test Night Prowler"
    And Alice controls "Test Night Thrall"
    And Bob has "Test Seizure" in hand
    When Bob casts "Test Seizure" targeting Alice's "Test Night Thrall"
    And Bob and Alice pass in turn
    Then Bob controls "Test Night Thrall"
    Given Bob will shelter "Duskcaller Shaman" in "Test Crafted Keep"
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 1, The Preparation
    And Bob's "Duskcaller Shaman" shelters in "Test Crafted Keep"
    And Bob's Spoils, from the top, hold "Test Night Prowler" and "Test Seizure"
    And Alice's Spoils, from the top, hold "Test Night Thrall"
    And Bob is still in the game

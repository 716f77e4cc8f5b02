Feature: The world cycle's shifts and the Passage through it
  A shift re-anchors the cycle: the next round is the first of the type it names, even the type
  the world already has, and the count of rounds goes on from there; it changes the rounds but
  not the Feast Calendar's count, which moves on only when the cycle next returns to The Hunt.
  A strigoi Master travels in the half of the cycle it wanes in, the Day: it arrives as the third
  Day round begins, recovering 10 Vitae up to its cap, or comes off the road safely if Night
  falls first (703.4c, 730.5, 731.6, 731.7, 731.8f).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"

  # -- shifts (731.6, 730.5) ------------------------------------------------------------------------

  @id:nodawn-731-forced-day-by-day @rule:731.6 @rule:603.14a
  Scenario: "Night becomes day" cast by Day still re-anchors: the next round is a fresh Preparation, and no Dawn rite stirs
    The world is already Day, so the shift is no flip, and the day-walker's "when Day breaks"
    waits; the next round is Day 1 rather than Day 3.

    Given the world cycle stands at Day 2, The Assault
    And it is Alice's first main phase of turn 5
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice controls "Test Dawn Chorister"
    And Alice has "Test Daybreak Rite" in hand
    When Alice casts "Test Daybreak Rite"
    And Alice and Bob pass in turn
    Then the world cycle stands at Day 2, The Assault
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 1, The Preparation
    And the stack is empty
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 2, The Assault

  @id:nodawn-731-day-becomes-night-dusk-and-dawn-rites @example @rule:731.7 @rule:731.6 @rule:731.5
  Scenario: "Day becomes night" on The Assault: the Dusk rite stirs at the coming Hunt, and the Dawn rite waits three rounds
    The example printed under 731.7, with the kit's stand-ins for Duskcaller Shaman and Lauds
    Cantor, whose rites the rulebook does not spell out: Test Dusk Howler ("when Night falls, draw
    a card"), left in the open, and Test Dawn Singer ("when Day breaks, draw a card"). Bob's rite
    makes the next round a fresh Hunt, a flip of the world; the Dawn rite triggers only when a Day
    round next follows a Night one, three rounds on.

    Given the world cycle stands at Day 2, The Assault
    And it is Bob's first main phase of turn 5
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice controls "Test Dusk Howler" and "Test Dawn Singer"
    And Bob has "Test Nightfall Rite" in hand
    When Bob casts "Test Nightfall Rite"
    And Bob and Alice pass in turn
    And the game advances to Alice's upkeep
    Then the world cycle stands at Night 1, The Hunt
    And the stack holds "Test Dusk Howler"
    When Alice and Bob pass in turn
    Then Alice's hand is "Test Filler"
    And the stack is empty
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 2, The Arise
    And the stack is empty
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 3, The Vanish
    And the stack is empty
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 1, The Preparation
    And the stack holds "Test Dawn Singer"

  @id:nodawn-730-shift-begins-the-next-cycle @rule:730.5 @rule:730.1 @rule:731.6
  Scenario: A forced Night brings The Hunt early, and with it the next cycle: its feast keeps its appointment
    Given the feast calendar sets "the Blood Moon" on The Arise of cycle 2
    And the world cycle stands at Night 2, The Arise
    And it is Alice's first main phase of turn 2
    And Alice has "Test Nightfall Rite" in hand
    When Alice casts "Test Nightfall Rite"
    And Alice and Bob pass in turn
    Then the world cycle is in cycle 1
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 1, The Hunt
    And the world cycle is in cycle 2
    And no feast falls on this round
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 2, The Arise
    And the feast of "the Blood Moon" has landed

  @id:nodawn-730-shift-puts-off-the-hunt @rule:730.5 @rule:731.6
  Scenario: A forced Day on The Retrieve puts The Hunt off, and the count and the feast wait for it
    Given the feast calendar sets "the Blood Moon" on The Hunt of cycle 2
    And the world cycle stands at Day 3, The Retrieve
    And it is Alice's first main phase of turn 6
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice has "Test Daybreak Rite" in hand
    When Alice casts "Test Daybreak Rite"
    And Alice and Bob pass in turn
    And the game advances to Alice's upkeep
    Then the world cycle stands at Day 1, The Preparation
    And the world cycle is in cycle 1
    And no feast falls on this round
    When the game advances to Alice's upkeep
    And the game advances to Alice's upkeep
    And the game advances to Alice's upkeep
    Then the world cycle stands at Night 1, The Hunt
    And the world cycle is in cycle 2
    And the feast of "the Blood Moon" has landed

  # -- the Passage (703.4c, 731.7, 731.8f) ----------------------------------------------------------

  @id:nodawn-703-arrival-recovers-to-the-cap @rule:703.4c @rule:408.5d
  Scenario: The Master arrives as the third Day round begins and recovers 10 Vitae, but no more than its cap
    Alice's Master begins with 16 Vitae; at 10 it recovers 6, and the decoy comes back to hand.

    Given Alice's lineage Haven is "Test Gilded Haven"
    And Alice controls "Bricked-Up Chapel"
    And Bob's lineage Haven is "Test Haven"
    And the world cycle stands at Day 1, The Preparation
    And it is Alice's first main phase of turn 4
    And Alice's Master is "Test Sixteen Master"
    And Alice's Master shelters in "Test Gilded Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice has 10 Vitae
    And Alice has "Test Scribe Lamp" in hand
    When Alice sets out for "Bricked-Up Chapel" by the causeway, the Master as piece 1 among "Test Scribe Lamp"
    And Alice passes
    And Bob passes
    And the game advances to Alice's upkeep
    Then the world cycle stands at Day 2, The Assault
    And Alice's Master is on the road to "Bricked-Up Chapel"
    And Alice has 10 Vitae
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 3, The Retrieve
    And Alice's Master shelters in "Bricked-Up Chapel"
    And Alice has 16 Vitae
    And Alice has "Test Scribe Lamp" in hand

  @id:nodawn-731-night-ends-the-road @rule:731.7 @rule:703.4c
  Scenario: Setting out on The Retrieve, the Master meets Night before it arrives: it comes off the road unharmed and recovers nothing
    Given Alice's lineage Haven is "Test Gilded Haven"
    And Alice controls "Bricked-Up Chapel"
    And Bob's lineage Haven is "Test Haven"
    And the world cycle stands at Day 3, The Retrieve
    And it is Alice's first main phase of turn 6
    And Alice's Master is "Test Sixteen Master"
    And Alice's Master shelters in "Test Gilded Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice has 10 Vitae
    And Alice has "Test Scribe Lamp" in hand
    When Alice sets out for "Bricked-Up Chapel" by the causeway, the Master as piece 1 among "Test Scribe Lamp"
    And Alice passes
    And Bob passes
    Then Alice's Master is on the road to "Bricked-Up Chapel"
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 1, The Hunt
    And Alice's Master is not on the road
    And Alice's Master is not sheltered
    And Alice has 10 Vitae
    And Alice has "Test Scribe Lamp" in hand
    And Alice is still in the game

  @id:nodawn-731-no-passage-in-the-strong-half @rule:731.8f @rule:731.8
  Scenario: A strigoi does not begin its Passage on The Vanish, the last round of its strong half
    Given Alice's lineage Haven is "Test Gilded Haven"
    And Alice controls "Bricked-Up Chapel"
    And the world cycle stands at Night 3, The Vanish
    And it is Alice's first main phase of turn 3
    And Alice has "Test Scribe Lamp" in hand
    Then Alice cannot set out for "Bricked-Up Chapel" by the causeway, the Master as piece 1 among "Test Scribe Lamp"

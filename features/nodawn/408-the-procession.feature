Feature: The Procession, a strigoi Master's Passage between its Havens
  On a Day round a player who controls two Havens may send their Master along the road to the
  other one, face down among up to three decoys from hand. Opponents strike at one hidden piece a
  turn with an attack; a strike lands when the attacker's Attack reaches the convoy's crack value.
  A landed strike on a decoy kills the attacker and spends the decoy; on the true Master the sun
  claims it. The Master arrives as the third Day round begins (the second by the ford), rests in
  its destination and recovers 10 Vitae; if Night falls first, the journey ends safely.

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"
    And Alice's lineage Haven is "Test Gilded Haven"
    And Alice controls "Bricked-Up Chapel"
    And Bob's lineage Haven is "Test Haven"
    And the world cycle stands at Day 1, The Preparation
    And it is Alice's first main phase of turn 4
    And Alice's Master is "Test Sixteen Master"
    And Alice's Master shelters in "Test Gilded Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice has "Test Scribe Lamp", "Test Night Prowler" and "Test Dusk Howler" in hand

  @id:nodawn-procession-example @example @rule:408.5 @rule:408.5b @rule:408.5d @rule:408.5f @rule:408.5i @rule:116.2f @rule:506.3e @rule:510.3e
  Scenario: A decoy struck on The Assault bites back; the Master surfaces at its Estate on the third Day
    Rulebook example: the Master sets out from its lineage Haven among three decoys. On The
    Assault a rival's Entity strikes the second piece, a decoy: the box bites back, the striker is
    killed and the used decoy goes to the Spoils. On the third Day round the Master surfaces at
    the Estate, 10 Vitae richer, and the remaining decoys return to hand. The Estate now holds its
    seat.

    Given Alice has 4 Vitae
    And Bob controls "Test Brute 4/4"
    When Alice sets out for "Bricked-Up Chapel" by the causeway, the Master as piece 1 among "Test Scribe Lamp", "Test Night Prowler" and "Test Dusk Howler"
    And Alice passes
    And Bob passes
    Then Alice's Master is on the road to "Bricked-Up Chapel"
    And Alice's Master is not sheltered
    And Alice's hand holds 0 cards
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 2, The Assault
    And Alice has 4 Vitae
    When the game advances to Bob's declare attackers step
    And Bob attacks Alice's piece 2 with "Test Brute 4/4"
    And the game advances to Bob's second main phase
    Then Alice's piece 2 is spent
    And Alice has "Test Scribe Lamp" in Spoils
    And Bob has "Test Brute 4/4" in Spoils
    And Alice's Master is on the road to "Bricked-Up Chapel"
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 3, The Retrieve
    And Alice's Master is not on the road
    And Alice's Master shelters in "Bricked-Up Chapel"
    And Alice has 14 Vitae
    And Alice has "Test Night Prowler" and "Test Dusk Howler" in hand
    And "Bricked-Up Chapel" holds Alice's seat
    And Alice is still in the game

  @id:nodawn-procession-master-struck @rule:408.5b @rule:408.5j @rule:510.3e @rule:704.5f
  Scenario: A strike that lands on the true Master reveals it, and the sun claims it
    Given Bob controls "Test Brute 4/4"
    When Alice sets out for "Bricked-Up Chapel" by the causeway, the Master as piece 2 among "Test Scribe Lamp" and "Test Night Prowler"
    And Alice passes
    And Bob passes
    And the game advances to Bob's declare attackers step
    And Bob attacks Alice's piece 2 with "Test Brute 4/4"
    And the game advances to Bob's second main phase
    Then Alice loses the game

  @id:nodawn-procession-strike-bounces @rule:408.5f @rule:408.5b
  Scenario: A strike weaker than the crack value bounces: nothing is revealed and the striker lives
    The departure Haven prints a convoy Defense of 3 and an Outrider raises it by 2: a 4-Attack
    strike on the true Master turns away.

    Given Bob controls "Test Brute 4/4"
    And Alice controls "Test Silent Outrider"
    When Alice sets out for "Bricked-Up Chapel" by the causeway, the Master as piece 1 among "Test Scribe Lamp"
    And Alice passes
    And Bob passes
    And the game advances to Bob's declare attackers step
    And Bob attacks Alice's piece 1 with "Test Brute 4/4"
    And the game advances to Bob's second main phase
    Then Alice is still in the game
    And Alice's Master is on the road to "Bricked-Up Chapel"
    And Alice's piece 2 is not spent
    And Bob controls "Test Brute 4/4"

  @id:nodawn-procession-coffin-base @rule:408.5f
  Scenario: The Coffin of Native Soil raises the crack value's base to 6, turning a 4-Attack strike away
    Given Bob controls "Test Brute 4/4"
    And Alice controls "Test Coffin of Native Soil"
    When Alice sets out for "Bricked-Up Chapel" by the causeway, the Master as piece 1 among "Test Scribe Lamp"
    And Alice passes
    And Bob passes
    And the game advances to Bob's declare attackers step
    And Bob attacks Alice's piece 2 with "Test Brute 4/4"
    And the game advances to Bob's second main phase
    Then Alice's piece 2 is not spent
    And Bob controls "Test Brute 4/4"

  @id:nodawn-procession-one-strike-a-turn @rule:408.5b @rule:506.3e @rule:408.5f
  Scenario: The road takes one strike a turn, a bounced one included
    Given Bob controls "Test Brute 4/4" and "Test Wretch"
    And Alice controls "Test Silent Outrider"
    When Alice sets out for "Bricked-Up Chapel" by the causeway, the Master as piece 1 among "Test Scribe Lamp" and "Test Night Prowler"
    And Alice passes
    And Bob passes
    And the game advances to Bob's declare attackers step
    Then Bob cannot attack Alice's piece 2 with "Test Brute 4/4" and "Test Wretch"

  @id:nodawn-procession-blocked-strike @rule:408.5b @rule:510.3e @rule:506.3f
  Scenario: A blocked strike does nothing to the piece it was aimed at
    The traveling player is the defending player of a strike at their convoy and may block it.

    Given Bob controls "Test Brute 4/4"
    And Alice controls "Test Silent Outrider"
    When Alice sets out for "Bricked-Up Chapel" by the causeway, the Master as piece 1 among "Test Scribe Lamp"
    And Alice passes
    And Bob passes
    And the game advances to Bob's declare attackers step
    And Bob attacks Alice's piece 1 with "Test Brute 4/4"
    And the game advances to Bob's declare blockers step
    And Alice blocks "Test Brute 4/4" with "Test Silent Outrider"
    And the game advances to Bob's second main phase
    Then Alice is still in the game
    And Alice's Master is on the road to "Bricked-Up Chapel"

  @id:nodawn-procession-night-ends-travel @rule:408.5e @rule:408.5d
  Scenario: Leaving on The Assault, the convoy meets Night first: the travel ends safely
    Given the world cycle stands at Day 2, The Assault
    When Alice sets out for "Bricked-Up Chapel" by the causeway, the Master as piece 1 among "Test Scribe Lamp" and "Test Night Prowler"
    And Alice passes
    And Bob passes
    And the game advances to Alice's upkeep
    Then the world cycle stands at Day 3, The Retrieve
    And Alice's Master is on the road to "Bricked-Up Chapel"
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 1, The Hunt
    And Alice's Master is not on the road
    And Alice is still in the game
    And Alice has "Test Scribe Lamp" and "Test Night Prowler" in hand

  @id:nodawn-procession-the-ford @rule:408.5g
  Scenario: By the ford the Master arrives on the second Day round, but every strike lands
    Given Bob controls "Test Wretch"
    When Alice sets out for "Bricked-Up Chapel" by the ford, the Master as piece 1 among "Test Scribe Lamp"
    And Alice passes
    And Bob passes
    And the game advances to Bob's declare attackers step
    And Bob attacks Alice's piece 2 with "Test Wretch"
    And the game advances to Bob's second main phase
    Then Alice's piece 2 is spent
    And Bob has "Test Wretch" in Spoils
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 2, The Assault
    And Alice's Master is not on the road
    And Alice's Master shelters in "Bricked-Up Chapel"

  @id:nodawn-procession-exempt-from-sunlight @rule:408.5c @rule:408.5f
  Scenario: On the road the Master does not die when the Haven it left falls, and that Haven no longer provisions the convoy
    Given Bob has "Test Ruin" in hand
    And Bob controls "Test Brute 4/4"
    When Alice sets out for "Bricked-Up Chapel" by the causeway, the Master as piece 1 among "Test Scribe Lamp"
    And Alice passes
    And Bob passes
    And the game advances to Bob's first main phase
    And Bob casts "Test Ruin" targeting Alice's "Test Gilded Haven"
    And Bob and Alice pass in turn
    Then Alice is still in the game
    When the game advances to Bob's declare attackers step
    And Bob attacks Alice's piece 2 with "Test Brute 4/4"
    And the game advances to Bob's second main phase
    Then Alice's piece 2 is spent

  @id:nodawn-procession-sealed-coffin @rule:408.5h
  Scenario: A rose on the Master's piece postpones its arrival while it stays sealed
    Given Bob has "Test Wild Rose" in hand
    When Alice sets out for "Bricked-Up Chapel" by the causeway, the Master as piece 1 among "Test Scribe Lamp"
    And Alice passes
    And Bob passes
    And the game advances to Bob's first main phase
    And Bob casts "Test Wild Rose"
    And Bob and Alice pass in turn
    And the game advances to Alice's upkeep
    And the game advances to Alice's upkeep
    Then the world cycle stands at Day 3, The Retrieve
    And Alice's Master is on the road to "Bricked-Up Chapel"

  @id:nodawn-procession-day-only @rule:408.5
  Scenario: A Master does not set out on a Night round
    Given the world cycle stands at Night 2, The Arise
    Then Alice cannot set out for "Bricked-Up Chapel" by the causeway, the Master as piece 1 among "Test Scribe Lamp"

  @id:nodawn-procession-three-decoys-at-most @rule:408.5
  Scenario: A Master travels among three decoys at most
    Given Alice has "Test Filler" in hand
    Then Alice cannot set out for "Bricked-Up Chapel" by the causeway, the Master as piece 1 among "Test Scribe Lamp", "Test Night Prowler", "Test Dusk Howler" and "Test Filler"

  @id:nodawn-procession-to-own-other-haven @rule:408.5
  Scenario: The road leads to another Haven its player controls, not an opponent's nor the one it rests in
    Given Bob controls "Tollhouse of the Nine Gates"
    Then Alice cannot set out for "Tollhouse of the Nine Gates" by the causeway, the Master as piece 1 among "Test Scribe Lamp"
    And Alice cannot set out for "Test Gilded Haven" by the causeway, the Master as piece 1 among "Test Scribe Lamp"

  @id:nodawn-procession-seat-carried @rule:408.5i @rule:310.8a @rule:514.4a
  Scenario: An Estate a Passage reached holds the seat: at sunrise the Master takes refuge there
    The lineage Haven has fallen in the Night; the Estate the Master once travelled to now holds
    its seat, so the sunrise finds it a refuge and the Master lives.

    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And Bob has "Test Ruin" in hand
    And a Passage has carried Alice's seat to "Bricked-Up Chapel"
    When Bob casts "Test Ruin" targeting Alice's "Test Gilded Haven"
    And Bob and Alice pass in turn
    And the game advances to Alice's upkeep
    Then the world cycle stands at Day 1, The Preparation
    And Alice's Master shelters in "Bricked-Up Chapel"
    And Alice is still in the game

  @id:nodawn-procession-spent-decoy-stays-spent @rule:408.5d @rule:408.5e
  Scenario: At the journey's end only the unspent decoys come back to the hand (beside the card drawn on the way): the one a strike spent stays in the Spoils
    Given Bob controls "Test Brute 4/4"
    When Alice sets out for "Bricked-Up Chapel" by the causeway, the Master as piece 1 among "Test Scribe Lamp", "Test Night Prowler" and "Test Dusk Howler"
    And Alice passes
    And Bob passes
    And the game advances to Bob's declare attackers step
    And Bob attacks Alice's piece 2 with "Test Brute 4/4"
    And the game advances to Bob's second main phase
    Then Alice's piece 2 is spent
    When the game advances to Alice's upkeep
    And the game advances to Alice's upkeep
    Then Alice's Master is not on the road
    And Alice's hand is "Test Filler", "Test Night Prowler" and "Test Dusk Howler"
    And Alice has "Test Scribe Lamp" in Spoils

  @id:nodawn-procession-lone-striker-dies @rule:408.5b
  Scenario: A striker that is the last permanent its player controls still dies when its strike lands on a decoy
    Bob's Master is one the sun does not kill, so he outlives the fall of his only Haven; his
    Brute then stands alone on his side of the table, and its strike on a decoy kills it as any
    striker's would.

    Given Bob's Master is "Test Sunproof Master"
    And Bob controls "Test Brute 4/4"
    And Alice has "Test Ruin" in hand
    When Alice sets out for "Bricked-Up Chapel" by the causeway, the Master as piece 1 among "Test Scribe Lamp"
    And Alice passes
    And Bob passes
    And Alice casts "Test Ruin" targeting Bob's "Test Haven"
    And Alice and Bob pass in turn
    Then Bob is still in the game
    And Bob's battlefield is "Test Brute 4/4"
    When the game advances to Bob's declare attackers step
    And Bob attacks Alice's piece 2 with "Test Brute 4/4"
    And the game advances to Bob's second main phase
    Then Alice's piece 2 is spent
    And Alice has "Test Scribe Lamp" in Spoils
    And Bob has "Test Brute 4/4" in Spoils

  @id:nodawn-procession-master-laid-third @rule:408.5 @rule:408.5b @rule:408.5j
  Scenario: The Master laid as the third of four pieces is the one a strike on piece 3 finds
    Alice lays her Master third among three decoys, so piece 3 is the true Master and pieces 1, 2
    and 4 are decoys; a landed strike on piece 3 reveals it, and the sun claims it.
    Given Bob controls "Test Brute 4/4"
    When Alice sets out for "Bricked-Up Chapel" by the causeway, the Master as piece 3 among "Test Scribe Lamp", "Test Night Prowler" and "Test Dusk Howler"
    And Alice passes
    And Bob passes
    And the game advances to Bob's declare attackers step
    And Bob attacks Alice's piece 3 with "Test Brute 4/4"
    And the game advances to Bob's second main phase
    Then Alice loses the game

Feature: A non-lethal verdict still ends the journey
  A Master's kindred names what a landed strike on its true piece costs. For the strigoi it is
  death; for a kindred whose verdict is not, the cost is paid and the Passage ends at once: the
  convoy disbands, the unspent decoys return to hand, no arrival comes, and the Master is placed
  at the Haven it left if that still stands, in the open if not (408.5j, 408.5k).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"
    And Alice's lineage Haven is "Test Gilded Haven"
    And Alice controls "Bricked-Up Chapel"
    And Bob's lineage Haven is "Test Haven"
    And the world cycle stands at Day 1, The Preparation
    And it is Alice's first main phase of turn 4
    And Alice's Master is "Test Ranging Master"
    And Alice's Master shelters in "Test Gilded Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice has "Test Scribe Lamp" and "Test Night Prowler" in hand
    And Bob controls "Test Brute 4/4"

  @id:nodawn-non-lethal-verdict-ends-the-road @rule:408.5k @rule:408.5j
  Scenario: Struck on its true piece, the Master pays its kindred's verdict and is placed back at the Haven it left
    When Alice sets out for "Bricked-Up Chapel" by the causeway, the Master as piece 1 among "Test Scribe Lamp" and "Test Night Prowler"
    And Alice passes
    And Bob passes
    Then Alice's Master is on the road to "Bricked-Up Chapel"
    When the game advances to Bob's declare attackers step
    And Bob attacks Alice's piece 1 with "Test Brute 4/4"
    And the game advances to Bob's second main phase
    Then Alice is still in the game
    And Alice has 16 Vitae
    And Alice's Master is not on the road
    And Alice's Master shelters in "Test Gilded Haven"
    And Alice has "Test Scribe Lamp" and "Test Night Prowler" in hand
    And Bob controls "Test Brute 4/4"
    When the game advances to Alice's upkeep
    And the game advances to Bob's upkeep
    And the game advances to Alice's upkeep
    Then the world cycle stands at Day 3, The Retrieve
    And Alice's Master shelters in "Test Gilded Haven"
    And Alice has 18 Vitae

  @id:nodawn-non-lethal-verdict-haven-gone @rule:408.5k
  Scenario: With the Haven it left fallen, the struck Master is placed in the open
    Given Bob has "Test Ruin" in hand
    When Alice sets out for "Bricked-Up Chapel" by the causeway, the Master as piece 1 among "Test Scribe Lamp"
    And Alice passes
    And Bob passes
    And the game advances to Bob's first main phase
    And Bob casts "Test Ruin" targeting Alice's "Test Gilded Haven"
    And Bob and Alice pass in turn
    And the game advances to Bob's declare attackers step
    And Bob attacks Alice's piece 1 with "Test Brute 4/4"
    And the game advances to Bob's second main phase
    Then Alice is still in the game
    And Alice's Master is not on the road
    And Alice's Master is not sheltered
    And Alice has "Test Scribe Lamp" in hand

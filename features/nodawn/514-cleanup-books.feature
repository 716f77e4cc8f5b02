Feature: The cleanup step closes the turn's books
  At cleanup, after discarding down to seven, the turn's books close as one action: effects that
  last until end of turn end, the pool empties, the Pit flushes to the bottom of the Domain and
  the turn's tallies disperse (514.2).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"

  @id:nodawn-cleanup-books-close-together @rule:514.2 @rule:514.2a @rule:514.2c
  Scenario: At cleanup the end-of-turn bonus ends and the Pit flushes, and the next turn finds both done
    Given Alice controls "Test Wretch"
    And Alice has "Test Spur" and "Test Bolt 1" in hand
    When Alice casts "Test Spur" targeting Alice's "Test Wretch"
    And Alice and Bob pass in turn
    And Alice seals "Test Bolt 1" into the Pit
    And Alice and Bob pass in turn
    And the game advances to Alice's end step
    Then Alice's "Test Wretch" has 3 Attack
    And Alice's Pit is "Test Bolt 1"
    When the game advances to Bob's upkeep
    Then Alice's "Test Wretch" has 1 Attack
    And Alice's Pit is empty
    And Alice's Domain holds 6 cards

  @id:nodawn-replenish-is-not-healing-example @example @rule:502.2 @rule:502.1
  Scenario: Iron Column replenishes with its two damage counters still on it
    Rulebook example: Iron Column still bears two damage counters from fighting on the previous
    turn; its controller's Replenish step readies it to act again, yet the counters stay.

    Given it is Bob's end step of turn 1
    And Alice controls "Iron Column" with 2 damage
    And Alice's "Iron Column" is drained
    When the game advances to Alice's upkeep
    Then Alice's "Iron Column" is undrained
    And Alice's "Iron Column" has 2 damage

  @id:nodawn-cantor-wounds-persist-example @example @rule:514.3
  Scenario: Lauds Cantor's two damage counters survive cleanup, and three turns later one more kills it
    Rulebook example: Lauds Cantor, Vigor 3, finishes the turn with two damage counters; cleanup
    leaves them in place, and three turns on, still carrying both, one more counter kills it.

    Given the world cycle stands at Day 1, The Preparation
    And it is Alice's end step of turn 4
    And Alice controls "Lauds Cantor" with 2 damage
    And Bob has "Test Bolt 1" in hand
    When the game advances to Bob's upkeep
    Then Alice's "Lauds Cantor" has 2 damage
    When the game advances to Bob's upkeep
    And the game advances to Bob's upkeep
    And the game advances to Bob's first main phase
    Then Alice's "Lauds Cantor" has 2 damage
    When Bob casts "Test Bolt 1" targeting Alice's "Lauds Cantor"
    And Bob and Alice pass in turn
    Then Alice has "Lauds Cantor" in Spoils

  @id:nodawn-cleanup-trigger-without-a-target-still-gives-priority @rule:514.5 @rule:603.3 @rule:702.22a
  Scenario: An ability that triggers in cleanup gives the active player priority there, even when it finds no target and is removed
    Given Alice has "Test Parting Grower" in her Spoils
    And Alice's pool holds 1 generic Vitae
    When Alice exhumes "Test Parting Grower"
    And Alice and Bob pass in turn
    Then Alice controls "Test Parting Grower"
    When the game advances to Alice's cleanup step
    Then it is Alice's cleanup step
    And Alice holds priority
    And the stack is empty
    And Alice has "Test Parting Grower" in her Void
    When Alice and Bob pass in turn
    Then it is Bob's upkeep

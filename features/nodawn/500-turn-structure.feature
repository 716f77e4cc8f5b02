Feature: The turn and the round
  Every turn runs through the same five phases and their steps, each step ending only when the
  stack is empty and everyone has passed in a row; the Replenish and cleanup steps give nobody
  priority. Turns are grouped in rounds of one turn per player, and the world cycle advances one
  round as each round's first turn begins, walking from The Hunt to The Retrieve and round again.
  Effects may last until a step, the end of combat or the end of the turn; the Vitae pool lasts
  the whole turn (500).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"

  # -- phases and steps (500.1-500.3, 501, 504, 505, 512) ---------------------------------------

  @id:nodawn-turn-phases-in-order @rule:500.1 @rule:500.1a @rule:505.1 @rule:512.1
  Scenario: A turn passes through its phases and steps in order, even when nothing happens in them
    When Alice and Bob pass in turn
    Then it is Alice's beginning of combat step
    When Alice and Bob pass in turn
    Then it is Alice's declare attackers step
    When Alice and Bob pass in turn
    Then it is Alice's end of combat step
    When Alice and Bob pass in turn
    Then it is Alice's second main phase
    When Alice and Bob pass in turn
    Then it is Alice's end step
    When Alice and Bob pass in turn
    Then it is Bob's upkeep
    And this is Bob's turn 1

  @id:nodawn-beginning-phase-steps @rule:501.1 @rule:500.3 @rule:502.4 @rule:504.1 @rule:504.2
  Scenario: The beginning phase runs Replenish, upkeep and draw; nobody receives priority in Replenish
    Given it is Bob's end step of turn 1
    And Alice controls a drained "Test Wretch"
    When Bob and Alice pass in turn
    Then it is Alice's upkeep
    And this is Alice's turn 2
    And Alice holds priority
    And Alice's "Test Wretch" is undrained
    And Alice's hand is empty
    When Alice and Bob pass in turn
    Then it is Alice's draw step
    And Alice holds priority
    And Alice's hand is "Test Filler"
    When Alice and Bob pass in turn
    Then it is Alice's first main phase

  @id:nodawn-empty-stack-ends-nothing @rule:500.2 @rule:505.2 @rule:405.5
  Scenario: A main phase does not end when the stack empties, only when everyone then passes
    Given Alice has "Test Bolt 1" in hand
    When Alice casts "Test Bolt 1" targeting Bob
    And Alice and Bob pass in turn
    Then Bob has 19 Vitae
    And the stack is empty
    And it is Alice's first main phase
    And Alice holds priority
    When Alice and Bob pass in turn
    Then it is Alice's beginning of combat step

  @id:nodawn-pass-with-stack-resolves-not-ends @rule:500.2
  Scenario: While the stack holds something, passes in a row resolve it and the step goes on
    Given it is Alice's end step of turn 1
    And Alice has "Test Bolt 1" and "Test Bolt 2" in hand
    When Alice casts "Test Bolt 1" targeting Bob
    And Alice casts "Test Bolt 2" targeting Bob
    And Alice and Bob pass in turn
    Then Bob has 18 Vitae
    And the stack holds "Test Bolt 1"
    And it is Alice's end step
    When Alice and Bob pass in turn
    Then Bob has 17 Vitae
    And it is Alice's end step

  @id:nodawn-pool-lasts-the-turn @rule:500.6
  Scenario: Vitae gathered in the first main phase is still in the pool at the end step
    Given Alice controls "Test Blood Fount"
    When Alice activates "Test Blood Fount"
    Then Alice's pool holds 1 generic Vitae
    When the game advances to Alice's end step
    Then Alice's pool holds 1 generic Vitae

  @id:nodawn-upkeep-trigger-waits-for-priority @rule:500.7 @rule:503.1
  Scenario: An upkeep trigger goes on the stack before the active player receives priority
    Given it is Bob's end step of turn 1
    And Alice controls "Test Morning Scribe"
    When Bob and Alice pass in turn
    Then it is Alice's upkeep
    And the stack holds "Test Morning Scribe"
    And Alice holds priority
    And Alice's hand is empty
    When Alice and Bob pass in turn
    Then Alice's hand is "Test Filler"
    And the stack is empty

  @id:nodawn-held-triggers-before-upkeep-priority @rule:503.1 @rule:502.4 @rule:603.14a
  Scenario: A rite that triggered as the round began waits through Replenish and is stacked with the upkeep's
    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And each player's lineage Haven is "Test Haven"
    And Alice controls "Test Dawn Singer" and "Test Morning Scribe"
    And Alice will put the triggered abilities of "Test Dawn Singer" and "Test Morning Scribe" on the stack in that order
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 1, The Preparation
    And the stack holds "Test Dawn Singer" and "Test Morning Scribe"
    And Alice holds priority

  # -- durations (500.4, 500.5, 511.2, 513.2) ------------------------------------------------------

  @id:nodawn-until-your-next-upkeep @rule:500.4
  Scenario: An effect lasting until its controller's next upkeep ends as that upkeep begins
    Given Alice controls "Test Wretch"
    And Alice has "Test Watchful Blessing" in hand
    When Alice casts "Test Watchful Blessing" targeting Alice's "Test Wretch"
    And Alice and Bob pass in turn
    Then Alice's "Test Wretch" has 3 Vigor
    When the game advances to Bob's end step
    Then Alice's "Test Wretch" has 3 Vigor
    When the game advances to Alice's upkeep
    Then Alice's "Test Wretch" has 1 Vigor

  @id:nodawn-until-end-of-combat @rule:500.5 @rule:500.5a @rule:511.2 @rule:500.15
  Scenario: An effect lasting until end of combat lasts through the end of combat step
    Nothing happens between the end of combat step and the second main phase: the bonus is gone
    by the time anyone could act again.

    Given it is Alice's beginning of combat step of turn 1
    And Alice controls "Test Wretch"
    And Alice has "Test War Drum" in hand
    When Alice casts "Test War Drum" targeting Alice's "Test Wretch"
    And Alice and Bob pass in turn
    Then Alice's "Test Wretch" has 3 Attack
    When Alice and Bob pass in turn
    And Alice and Bob pass in turn
    Then it is Alice's end of combat step
    And Alice's "Test Wretch" has 3 Attack
    When Alice and Bob pass in turn
    Then it is Alice's second main phase
    And Alice's "Test Wretch" has 1 Attack

  @id:nodawn-until-end-of-turn-to-cleanup @rule:500.5b @rule:513.2
  Scenario: An effect lasting until end of turn outlives the end step and ends at cleanup
    Given it is Alice's end step of turn 1
    And Alice controls "Test Wretch"
    And Alice has "Test Spur" in hand
    When Alice casts "Test Spur" targeting Alice's "Test Wretch"
    And Alice and Bob pass in turn
    Then Alice's "Test Wretch" has 3 Attack
    When Alice and Bob pass in turn
    Then it is Bob's upkeep
    And Alice's "Test Wretch" has 1 Attack

  # -- the end step (513) ------------------------------------------------------------------------

  @id:nodawn-end-step-trigger @rule:513.1
  Scenario: An end step trigger goes on the stack as the end step begins, then the active player acts
    Given Alice controls "Test Evening Scribe"
    When the game advances to Alice's end step
    Then the stack holds "Test Evening Scribe"
    And Alice holds priority
    When Alice and Bob pass in turn
    Then Alice's hand is "Test Filler"

  @id:nodawn-end-step-does-not-back-up @rule:513.2
  Scenario: An Entity with an end step trigger that arrives during the end step waits for the next one
    Given it is Alice's end step of turn 1
    And Alice's pool holds 1 generic Vitae
    And Alice has "Test Night Watch" in hand
    When Alice casts "Test Night Watch"
    And Alice and Bob pass in turn
    Then Alice controls "Test Night Watch"
    And the stack is empty
    When Alice and Bob pass in turn
    Then it is Bob's upkeep
    And Alice's hand is empty

  @id:nodawn-delayed-trigger-next-end-step-waits @rule:513.2 @rule:603.7
  Scenario: A delayed trigger for the next end step made during an end step waits a whole turn
    Given it is Alice's end step of turn 1
    And Alice has "Test Slow Insight" in hand
    When Alice casts "Test Slow Insight"
    And Alice and Bob pass in turn
    Then the stack is empty
    When the game advances to Bob's end step
    Then the stack holds "Test Slow Insight"
    When Bob and Alice pass in turn
    Then Alice's hand is "Test Filler"

  # -- rounds and the world cycle (500.8, 500.9, 502.3) --------------------------------------------

  @id:nodawn-round-one-turn-each @rule:500.8 @rule:500.8a @rule:500.9 @rule:500.9d
  Scenario: Both turns of a round share its name; the cycle advances as the next round's first turn begins
    When the game advances to Bob's upkeep
    Then the world cycle stands at Night 1, The Hunt
    When the game advances to Alice's upkeep
    Then it is Alice's upkeep
    And this is Alice's turn 2
    And the world cycle stands at Night 2, The Arise

  @id:nodawn-cycle-walks-night-to-day @rule:500.9
  Scenario: After three rounds of Night come three of Day
    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And each player's lineage Haven is "Test Haven"
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 1, The Preparation

  @id:nodawn-cycle-wraps @rule:500.9b
  Scenario: After The Retrieve the cycle wraps to The Hunt
    Given the world cycle stands at Day 3, The Retrieve
    And it is Bob's end step of turn 6
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 1, The Hunt

  @id:nodawn-spells-do-not-turn-the-day @rule:502.3
  Scenario: However many spells are cast, the time of day turns only with the cycle
    Given Alice has "Test Caprice ▷+3", "Test Bolt 0" and "Test Rite 2" in hand
    And Alice's pool holds 2 generic Vitae
    When Alice casts "Test Caprice ▷+3"
    And Alice and Bob pass in turn
    And Alice casts "Test Bolt 0" targeting Bob
    And Alice and Bob pass in turn
    And Alice casts "Test Rite 2"
    And Alice and Bob pass in turn
    And the game advances to Bob's upkeep
    Then the world cycle stands at Night 1, The Hunt
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 2, The Arise

  @id:nodawn-calendar-grants-nothing @rule:500.10
  Scenario: On a Day turn an unbound Entity is cast and attacks as it would at Night
    Given the world cycle stands at Day 2, The Assault
    And it is Alice's first main phase of turn 5
    And Alice's pool holds 2 generic Vitae
    And Alice has "Test Noble Squire" in hand
    And Alice controls "Test Wretch"
    And Bob controls "Test Thrall"
    When Alice casts "Test Noble Squire"
    And Alice and Bob pass in turn
    Then Alice controls "Test Noble Squire"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Test Thrall" with "Test Wretch"
    Then Alice's "Test Wretch" is attacking Bob's "Test Thrall"

  @id:nodawn-day-siege-masters-out-of-reach @rule:500.16
  Scenario: By Day the sheltered Master cannot be attacked, but the day-walkers may besiege its refuge
    Given the world cycle stands at Day 2, The Assault
    And it is Alice's declare attackers step of turn 5
    And Bob's lineage Haven is "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice controls "Lauds Cantor"
    Then Alice cannot attack Bob with "Lauds Cantor"
    When Alice attacks Bob's "Test Haven" with "Lauds Cantor"
    Then Alice's "Lauds Cantor" is attacking Bob's "Test Haven"

Feature: Extra turns, cycle shifts and skips
  An extra turn comes directly after the turn that made it, the most recent first, and the world
  cycle advances as it begins, so a stolen turn can carry the game across dusk or dawn. A shift
  ("day becomes night") makes the next round the first of that type, and the counting goes on
  from there; the last shift of a round wins. A skipped step or phase is passed over as though it
  did not exist (500.11, 500.12, 500.14, 614.5).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"

  # -- extra turns (500.11) ------------------------------------------------------------------------

  @id:nodawn-extra-turn-after-this-one @rule:500.11
  Scenario: An extra turn comes directly after the turn it was made in, before the next player's
    Given Alice has "Test Stolen Hour" in hand
    When Alice casts "Test Stolen Hour"
    And Alice and Bob pass in turn
    And the game advances to Alice's upkeep
    Then this is Alice's turn 2
    And Bob's hand is empty
    When the game advances to Bob's upkeep
    Then this is Bob's turn 1

  @id:nodawn-extra-turn-advances-the-cycle @example @rule:500.11a @rule:502.5 @rule:514.4
  Scenario: An extra turn taken after The Vanish is a Day turn, and the sun rises as it begins
    Rulebook example: on Night 3, The Vanish, a card grants its caster an extra turn after this
    one. The cycle advances as that turn begins, so it is Day 1, The Preparation, and sheltering
    happens as the stolen turn begins, before anything replenishes. (The example names Vigil of
    Three Nights, whose extra turn comes from a clause the rulebook does not spell out; the kit's
    Test Stolen Hour grants the same turn.)

    Given the world cycle stands at Night 3, The Vanish
    And it is Alice's first main phase of turn 3
    And each player's lineage Haven is "Test Haven"
    And Alice controls "Duskcaller Shaman"
    And Alice has "Test Stolen Hour" in hand
    When Alice casts "Test Stolen Hour"
    And Alice and Bob pass in turn
    And the game advances to Alice's upkeep
    Then this is Alice's turn 4
    And the world cycle stands at Day 1, The Preparation
    And Alice's Master shelters in "Test Haven"
    And Alice's "Duskcaller Shaman" shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"

  @id:nodawn-extra-turn-once-each @rule:500.11 @rule:500.11a
  Scenario: Two extra turns for one player follow each other, each advancing the cycle
    Given Alice has "Test Stolen Hour" and "Test Stolen Hour" in hand
    When Alice casts "Test Stolen Hour"
    And Alice and Bob pass in turn
    And Alice casts "Test Stolen Hour"
    And Alice and Bob pass in turn
    And the game advances to Alice's upkeep
    Then this is Alice's turn 2
    And the world cycle stands at Night 2, The Arise
    When the game advances to Alice's upkeep
    Then this is Alice's turn 3
    And the world cycle stands at Night 3, The Vanish
    When the game advances to Bob's upkeep
    Then this is Bob's turn 1
    And the world cycle stands at Night 3, The Vanish

  @id:nodawn-extra-turns-apnap-latest-first @contested @rule:500.11 @rule:500.11a @rule:500.8a
  Scenario: Extra turns made for both players at once are inserted in APNAP order, the last taken first
    Alice's extra turn is inserted first and Bob's after it, so Bob's, the most recent, is taken
    first; then the turn order resumes after Alice's turn with Bob's own. 500.8a says every turn
    of a round bears the same round, but 500.11a has each extra turn advance the cycle though no
    full round has passed. Reading adopted: the cycle advances as each extra turn begins and the
    turns after it bear the round it reached (docs/contested.md, nodawn-extra-turn-mid-round).

    Given Alice has "Test Vigil for All" in hand
    When Alice casts "Test Vigil for All"
    And Alice and Bob pass in turn
    And the game advances to Bob's upkeep
    Then this is Bob's turn 1
    And the world cycle stands at Night 2, The Arise
    When the game advances to Alice's upkeep
    Then this is Alice's turn 2
    And the world cycle stands at Night 3, The Vanish
    When the game advances to Bob's upkeep
    Then this is Bob's turn 2
    And the world cycle stands at Night 3, The Vanish

  # -- shifting the cycle (500.12) --------------------------------------------------------------------

  @id:nodawn-shift-changes-next-round @rule:500.12 @rule:500.12a
  Scenario: "Night becomes day" leaves the round in progress alone and makes the next one Day 1
    Given the world cycle stands at Night 2, The Arise
    And it is Alice's first main phase of turn 2
    And each player's lineage Haven is "Test Haven"
    And Alice has "Test Daybreak Rite" in hand
    When Alice casts "Test Daybreak Rite"
    And Alice and Bob pass in turn
    Then the world cycle stands at Night 2, The Arise
    When the game advances to Bob's upkeep
    Then the world cycle stands at Night 2, The Arise
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 1, The Preparation
    And Alice's Master shelters in "Test Haven"

  @id:nodawn-shift-re-anchors @rule:500.12b
  Scenario: After a shift the cycle counts on from its new place and does not snap back
    Given the world cycle stands at Night 2, The Arise
    And it is Alice's first main phase of turn 2
    And each player's lineage Haven is "Test Haven"
    And Alice has "Test Daybreak Rite" in hand
    When Alice casts "Test Daybreak Rite"
    And Alice and Bob pass in turn
    And the game advances to Alice's upkeep
    And the game advances to Alice's upkeep
    Then the world cycle stands at Day 2, The Assault

  @id:nodawn-shift-to-the-same-type @rule:500.12c
  Scenario: "Night becomes night" during a Night round still makes the next round a fresh Hunt
    Given the world cycle stands at Night 2, The Arise
    And it is Alice's first main phase of turn 2
    And Alice has "Test Nightfall Rite" in hand
    When Alice casts "Test Nightfall Rite"
    And Alice and Bob pass in turn
    And the game advances to Alice's upkeep
    Then the world cycle stands at Night 1, The Hunt

  @id:nodawn-last-shift-wins @example @rule:500.12d
  Scenario: Of two shifts in one round, the one that resolved last decides the next round
    Rulebook example: in Day 2, The Assault, a rite turns day into night, and later in the same
    round an enemy Caprice turns night back into day. Because the Caprice resolved later, Day 1,
    The Preparation, comes next.

    Given the world cycle stands at Day 2, The Assault
    And it is Alice's first main phase of turn 5
    And Alice has "Test Nightfall Rite" in hand
    And Bob has "Test Daybreak Rite" in hand
    When Alice casts "Test Nightfall Rite"
    And Alice and Bob pass in turn
    And the game advances to Bob's first main phase
    And Bob casts "Test Daybreak Rite"
    And Bob and Alice pass in turn
    Then the world cycle stands at Day 2, The Assault
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 1, The Preparation

  @id:nodawn-shift-by-extra-turn @rule:500.12 @rule:500.11a
  Scenario: A shift waits for the next advance of the cycle, even one an extra turn brings
    Given the world cycle stands at Night 1, The Hunt
    And each player's lineage Haven is "Test Haven"
    And Alice has "Test Daybreak Rite" and "Test Stolen Hour" in hand
    When Alice casts "Test Daybreak Rite"
    And Alice and Bob pass in turn
    And Alice casts "Test Stolen Hour"
    And Alice and Bob pass in turn
    And the game advances to Alice's upkeep
    Then this is Alice's turn 2
    And the world cycle stands at Day 1, The Preparation

  # -- skipping (500.14, 614.5) -------------------------------------------------------------------

  @id:nodawn-skip-draw-step @rule:500.14 @rule:614.5
  Scenario: A skipped draw step is passed over as though it did not exist
    Given Alice has "Test Slumber Hex" in hand
    When Alice casts "Test Slumber Hex" targeting Bob
    And Alice and Bob pass in turn
    And the game advances to Bob's draw step
    Then this is Bob's turn 2
    And it is Bob's draw step
    And Bob's hand is "Test Filler"

  @id:nodawn-skip-waits-for-next-occurrence @rule:614.5
  Scenario: A skip cannot reach a step already under way; it waits for the step's next occurrence
    Given it is Alice's draw step of turn 2
    And Alice has "Test Slumber Hex" in hand
    When Alice casts "Test Slumber Hex" targeting Alice
    And Alice and Bob pass in turn
    Then it is Alice's draw step
    When the game advances to Alice's draw step
    Then this is Alice's turn 4
    And Alice's hand is "Test Filler"

  @id:nodawn-two-skips-two-occurrences @rule:614.5
  Scenario: Two skips of a player's next draw step consume the next two
    Given Alice has "Test Slumber Hex" and "Test Slumber Hex" in hand
    When Alice casts "Test Slumber Hex" targeting Bob
    And Alice and Bob pass in turn
    And Alice casts "Test Slumber Hex" targeting Bob
    And Alice and Bob pass in turn
    And the game advances to Bob's draw step
    Then this is Bob's turn 3
    And Bob's hand is "Test Filler"

  @id:nodawn-skipped-replenish-holds-drained @rule:614.5 @rule:502.1
  Scenario: Nothing scheduled for a skipped Replenish step happens: the drained stay drained
    Given Bob controls a drained "Test Wretch"
    And Alice has "Test Stasis Hex" in hand
    When Alice casts "Test Stasis Hex" targeting Bob
    And Alice and Bob pass in turn
    And the game advances to Bob's upkeep
    Then Bob's "Test Wretch" is drained
    When the game advances to Bob's upkeep
    Then Bob's "Test Wretch" is undrained

  @id:nodawn-skipped-combat-phase @rule:500.14 @rule:614.5
  Scenario: A skipped combat phase takes its steps and its triggers with it
    Given Bob controls "Test Herald of Arms"
    And Alice has "Test Truce" in hand
    When Alice casts "Test Truce" targeting Bob
    And Alice and Bob pass in turn
    And the game advances to Bob's first main phase
    And Bob and Alice pass in turn
    Then it is Bob's second main phase
    And Bob has 0 Wrath
    When the game advances to Bob's beginning of combat step
    Then this is Bob's turn 2
    And the stack holds "Test Herald of Arms"

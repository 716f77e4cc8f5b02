Feature: Delayed triggers, and the rites of dusk and dawn
  A resolving effect may create a triggered ability that waits for a later moment — "at the
  beginning of the next end step" — and then triggers once, for the player whose spell made it.
  The Dusk and Dawn rites trigger only when the world changes type: "when Night falls" at the flip
  into The Hunt, "when Day breaks" at the flip into The Preparation (603.7, 610.2, 603.14a).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"

  # -- delayed triggers (603.7, 610.2) -------------------------------------------------------------

  @id:nodawn-delayed-trigger-once @rule:603.7 @rule:610.2
  Scenario: A delayed trigger made in the main phase triggers at the next end step, and only then
    Given Alice has "Test Slow Insight" in hand
    When Alice casts "Test Slow Insight"
    And Alice and Bob pass in turn
    Then the stack is empty
    And Alice's hand is empty
    When the game advances to Alice's end step
    Then the stack holds "Test Slow Insight"
    When Alice and Bob pass in turn
    Then Alice's hand is "Test Filler"
    When the game advances to Bob's end step
    Then the stack is empty

  @id:nodawn-delayed-trigger-its-makers @rule:603.7
  Scenario: A delayed trigger is controlled by the player whose spell created it
    Given Bob has "Test Slow Insight" in hand
    When Alice passes
    And Bob casts "Test Slow Insight"
    And Bob and Alice pass in turn
    And the game advances to Alice's end step
    Then the stack holds "Test Slow Insight"
    When Alice and Bob pass in turn
    Then Bob's hand is "Test Filler"
    And Alice's hand is empty

  # -- Dusk and Dawn rites (603.14a) -------------------------------------------------------------

  @id:nodawn-dusk-rite-once-a-cycle @example @contested @rule:603.14a @rule:603.14
  Scenario: A Dusk rite triggers at the flip into The Hunt, and not as The Arise or The Vanish begins
    Rulebook example: Duskcaller Shaman howls at nightfall, which comes once a full cycle: when
    the cycle turns to The Hunt, and neither at The Arise nor at The Vanish. The kit's night-bound
    Test Dusk Howler stands in for the Shaman, whose howl the rulebook does not spell out. The
    Shaman would spend the Day sheltered and still be in its Haven as Night falls; but a sheltered
    resident is a face-down card that does not watch the sky (708.5, 731.5), so here the Howler
    has been left out in the open through the Day, and howls at the flip (docs/contested.md,
    nodawn-sheltered-rites).

    Given the world cycle stands at Day 3, The Retrieve
    And it is Bob's end step of turn 6
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice controls "Test Dusk Howler"
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 1, The Hunt
    And the stack holds "Test Dusk Howler"
    When Alice and Bob pass in turn
    Then Alice's hand is "Test Filler"
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 2, The Arise
    And the stack is empty
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 3, The Vanish
    And the stack is empty

  @id:nodawn-dawn-rite-only-at-daybreak @rule:603.14a
  Scenario: A Dawn rite triggers as The Preparation begins, and not as The Assault begins
    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And each player's lineage Haven is "Test Haven"
    And Alice controls "Test Dawn Singer"
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 1, The Preparation
    And the stack holds "Test Dawn Singer"
    When Alice and Bob pass in turn
    Then Alice's hand is "Test Filler"
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 2, The Assault
    And the stack is empty

  @id:nodawn-shift-flip-wakes-the-rite @rule:603.14a @rule:500.12
  Scenario: A shift that changes the world's type triggers the rite of that flip
    Given the world cycle stands at Day 2, The Assault
    And it is Alice's first main phase of turn 5
    And Alice controls "Test Dusk Howler"
    And Alice has "Test Nightfall Rite" in hand
    When Alice casts "Test Nightfall Rite"
    And Alice and Bob pass in turn
    And the game advances to Alice's upkeep
    Then the world cycle stands at Night 1, The Hunt
    And the stack holds "Test Dusk Howler"

  @id:nodawn-shift-same-type-no-rite @rule:603.14a @rule:500.12c
  Scenario: A shift that forces the type the world already holds wakes no rite
    Given the world cycle stands at Night 2, The Arise
    And it is Alice's first main phase of turn 2
    And Alice controls "Test Dusk Howler"
    And Alice has "Test Nightfall Rite" in hand
    When Alice casts "Test Nightfall Rite"
    And Alice and Bob pass in turn
    And the game advances to Alice's upkeep
    Then the world cycle stands at Night 1, The Hunt
    And the stack is empty

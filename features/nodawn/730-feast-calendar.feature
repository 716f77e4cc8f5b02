Feature: The Feast Calendar
  The calendar numbers the wraps of the world cycle: cycle 1 starts with the game's first Hunt,
  and every later return of The Hunt starts the next one. A feast is set on one named round of a
  cycle; the wrap that begins a cycle announces the feasts of the cycle after it, so the table
  always has a full cycle's warning; a feast lands for its round only, and never two on one round;
  cards may read the calendar. The rulebook prints no schedule, so each scenario states the
  calendar it is played under (730, 703.4v; docs/contested.md, nodawn-feast-schedule).

  Background:
    Given a No Dawn duel between Alice and Bob
    And each player's lineage Haven is "Test Haven"
    And Alice's Master is "Test Quiet Master"
    And Bob's Master is "Test Quiet Master"

  @id:nodawn-730-st-georges-eve @example @contested @rule:730.6 @rule:730.2 @rule:730.1 @rule:730.3 @rule:703.4v
  Scenario: Told at the wrap into cycle 2 that cycle 3 bears St. George's Eve on The Vanish, the table sees it land there
    This is 730's example (printed under 730.6), up to the feast's landing: what St. George's Eve
    does is not given by the rulebook, so only the calendar is checked. The example also has the
    feast fall six rounds after the wrap, which is cycle 3's Hunt; the reading adopted is the
    round it names, The Vanish, as 730.1 and 730.3 place a feast (docs/contested.md,
    nodawn-st-georges-eve-timing): cycle 3's Hunt bears no feast.

    Given the feast calendar sets "St. George's Eve" on The Vanish of cycle 3
    And the world cycle stands at Day 3, The Retrieve
    And it is Bob's end step of turn 6
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 1, The Hunt
    And the world cycle is in cycle 2
    And "St. George's Eve" on The Vanish of cycle 3 has been announced
    And no feast falls on this round
    When the game advances to Alice's upkeep
    And the game advances to Alice's upkeep
    Then the world cycle stands at Night 3, The Vanish
    And no feast falls on this round
    When the game advances to Alice's upkeep
    And the game advances to Alice's upkeep
    And the game advances to Alice's upkeep
    And the game advances to Alice's upkeep
    Then the world cycle stands at Night 1, The Hunt
    And the world cycle is in cycle 3
    And no feast falls on this round
    When the game advances to Alice's upkeep
    And the game advances to Alice's upkeep
    Then the world cycle stands at Night 3, The Vanish
    And the feast of "St. George's Eve" has landed
    When the game advances to Bob's upkeep
    Then the feast of "St. George's Eve" has landed
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 1, The Preparation
    And no feast falls on this round

  @id:nodawn-730-first-hunt-is-cycle-one @rule:730.1
  Scenario: The game's first Hunt is cycle 1, and rounds within a cycle do not change the count
    Given it is Bob's end step of turn 1
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 2, The Arise
    And the world cycle is in cycle 1

  @id:nodawn-730-feast-read-by-a-card @rule:730.4 @rule:730.3
  Scenario: A card reading the calendar gives its bonus during the feast's round, and not after
    Given the feast calendar sets "the Blood Moon" on The Arise of cycle 1
    And it is Bob's end step of turn 1
    And Alice controls "Test Feast Banner" and "Test Wretch"
    When the game advances to Alice's upkeep
    Then the feast of "the Blood Moon" has landed
    And Alice's "Test Wretch" has 2 Attack
    When the game advances to Alice's upkeep
    Then no feast falls on this round
    And Alice's "Test Wretch" has 1 Attack

  @id:nodawn-730-awaiting-a-feast @rule:730.4
  Scenario: A card awaiting a feast triggers as the feast's round begins
    Given the feast calendar sets "the Blood Moon" on The Arise of cycle 1
    And it is Bob's end step of turn 1
    And Alice's Domain holds 2 copies of "Test Filler"
    And Alice controls "Test Feast Herald"
    When the game advances to Alice's upkeep
    Then the stack holds "Test Feast Herald"
    When Alice and Bob pass in turn
    Then Alice's hand is "Test Filler"

  @id:nodawn-730-only-feast-triggers-answer @rule:730.4 @rule:603.2
  Scenario: As the feast lands, only the ability awaiting it triggers: the Vial's activated ability and the Watcher's cast trigger do nothing
    Given the feast calendar sets "the Blood Moon" on The Arise of cycle 1
    And it is Bob's end step of turn 1
    And Alice's Domain holds 2 copies of "Test Filler"
    And Alice controls "Test Sacred Vial", "Test Rival Watcher" and "Test Feast Herald"
    When the game advances to Alice's upkeep
    Then the stack holds "Test Feast Herald"
    When Alice and Bob pass in turn
    Then Alice's hand is "Test Filler"
    And Alice controls "Test Sacred Vial" and "Test Rival Watcher"
    And the stack is empty

  @id:nodawn-730-feast-adds-vigor @rule:730.4 @rule:730.3
  Scenario: A card reading the calendar adds its Vigor bonus during the feast's round, and not after
    Test Feast Bulwark gives +0/+2 during a feast: the plain 1/1 Wretch has 1 + 2 = 3 Vigor while
    the Blood Moon stands, and its printed 1 again once the round is over.

    Given the feast calendar sets "the Blood Moon" on The Arise of cycle 1
    And it is Bob's end step of turn 1
    And Alice controls "Test Feast Bulwark" and "Test Wretch"
    When the game advances to Alice's upkeep
    Then the feast of "the Blood Moon" has landed
    And Alice's "Test Wretch" has 3 Vigor
    And Alice's "Test Wretch" has 1 Attack
    When the game advances to Alice's upkeep
    Then no feast falls on this round
    And Alice's "Test Wretch" has 1 Vigor

  @id:nodawn-730-wrap-announces-only-the-next-cycle @rule:730.2 @rule:730.1
  Scenario: The wrap into cycle 2 announces cycle 3's feast, not the one cycle 4 bears
    A wrap beginning cycle N announces the feasts of cycle N+1 (730.2): the Blood Moon set on
    cycle 4's Arise is still two wraps away, so the wrap into cycle 2 does not announce it; the
    wrap into cycle 3 will.
    Given the feast calendar sets "St. George's Eve" on The Vanish of cycle 3
    And the feast calendar sets "the Blood Moon" on The Arise of cycle 4
    And the world cycle stands at Day 3, The Retrieve
    And it is Bob's end step of turn 6
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 1, The Hunt
    And the world cycle is in cycle 2
    And "St. George's Eve" on The Vanish of cycle 3 has been announced
    And "the Blood Moon" on The Arise of cycle 4 has not been announced

  @id:nodawn-730-feast-wakes-no-death-trigger @rule:730.4 @rule:603.2
  Scenario: As the feast lands, a "when this dies" trigger of a living Entity does not answer it
    Given the feast calendar sets "the Blood Moon" on The Arise of cycle 1
    And it is Bob's end step of turn 1
    And Alice's Domain holds 2 copies of "Test Filler"
    And Alice controls "Test Martyr" and "Test Feast Herald"
    When the game advances to Alice's upkeep
    Then the stack holds "Test Feast Herald"
    When Alice and Bob pass in turn
    Then Alice's hand is "Test Filler"
    And Alice controls "Test Martyr"
    And the stack is empty

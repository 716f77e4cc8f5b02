Feature: Great Works
  A Great Work is a Contract of subtype Great Work, measured in cycles: it arrives carrying its
  first Lore counter and clause I triggers immediately, but after that gains no Lore at its
  controller's upkeeps — only one as each wrap of the world cycle brings back The Hunt. Otherwise
  it is a Contract: its clauses trigger, and it is spent when complete (715, 703.4u).

  Background:
    Given a No Dawn duel between Alice and Bob
    And each player's lineage Haven is "Test Haven"
    And Alice's Domain holds 16 copies of "Test Filler"
    And Bob's Domain holds 16 copies of "Test Filler"

  @id:nodawn-715-bloodline-extinction-project @example @contested @rule:715.2 @rule:715.1 @rule:715.3 @rule:715.4 @rule:703.4u
  Scenario: The Project reads its Seeding as it enters, its Brewing at the next Hunt, its Harvest at the Hunt after
    This is 715's example: cast during The Preparation, the Great Work reads clause I at once;
    clause II waits for the return of The Hunt and clause III for the Hunt after that, eighteen
    rounds in all; its clauses go by their numerals whatever their names. Its effects are the
    kit's. Casting it on Day 1 rests on 731.3 against 112.6 (docs/contested.md,
    nodawn-preparation).

    Given Alice's Master is "Test Quiet Master"
    And Bob's Master is "Test Quiet Master"
    And the world cycle stands at Day 1, The Preparation
    And it is Alice's first main phase of turn 4
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice's pool holds 3 generic Vitae
    And Alice has "Bloodline Extinction Project" in hand
    When Alice casts "Bloodline Extinction Project"
    And Alice and Bob pass in turn
    And Alice and Bob pass in turn
    Then Alice has 1 Wrath
    And Alice's "Bloodline Extinction Project" has 1 Lore counter
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 2, The Assault
    And Alice's "Bloodline Extinction Project" has 1 Lore counter
    And the stack is empty
    When the game advances to Alice's upkeep
    And the game advances to Alice's upkeep
    Then the world cycle stands at Night 1, The Hunt
    And Alice's "Bloodline Extinction Project" has 2 Lore counters
    And the stack holds "Bloodline Extinction Project"
    When Alice and Bob pass in turn
    Then Alice's hand is "Test Filler"
    When the game advances to Alice's upkeep
    And the game advances to Alice's upkeep
    And the game advances to Alice's upkeep
    And the game advances to Alice's upkeep
    And the game advances to Alice's upkeep
    Then the world cycle stands at Day 3, The Retrieve
    And Alice's "Bloodline Extinction Project" has 2 Lore counters
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 1, The Hunt
    And Alice's "Bloodline Extinction Project" has 3 Lore counters
    When Alice and Bob pass in turn
    Then Alice has 1 Corruption
    And Bob has 1 Corruption
    And Alice has "Bloodline Extinction Project" in her Spoils

  @id:nodawn-715-no-lore-at-upkeep @rule:715.2
  Scenario: A Great Work gains no Lore counter at its controller's upkeep
    Given it is Bob's end step of turn 1
    And Alice controls "Bloodline Extinction Project" with 1 Lore counter
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 2, The Arise
    And Alice's "Bloodline Extinction Project" has 1 Lore counter
    And the stack is empty

  @id:nodawn-715-lore-at-the-wrap @rule:715.2 @rule:703.4u
  Scenario: As the cycle wraps to The Hunt, the Great Work gains its Lore counter and its next clause wakes
    Given the world cycle stands at Day 3, The Retrieve
    And it is Bob's end step of turn 6
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Bob controls "Bloodline Extinction Project" with 1 Lore counter
    When the game advances to Alice's upkeep
    Then Bob's "Bloodline Extinction Project" has 2 Lore counters
    And the stack holds "Bloodline Extinction Project"
    When Alice and Bob pass in turn
    Then Bob's hand is "Test Filler"

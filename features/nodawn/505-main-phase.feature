Feature: The main phase and its quiet moments
  In their own main phase, holding priority with an empty stack, the active player may cast the
  cards that wait for quiet — every type but Powers and Caprices — and make the once-per-turn
  drop. Sealed cards rest face up in the Pit until the turn ends. By Day the Master shelters and
  its vein is closed (505).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"

  @id:nodawn-main-entity-waits-for-empty-stack @rule:505.3 @rule:505.3a
  Scenario: An Entity cannot be cast while something waits on the stack, even in its caster's main phase
    Given Alice's pool holds 2 generic Vitae
    And Alice has "Test Noble Squire" and "Test Bolt 1" in hand
    When Alice casts "Test Bolt 1" targeting Bob
    Then Alice cannot cast "Test Noble Squire"
    When Alice and Bob pass in turn
    And Alice casts "Test Noble Squire"
    Then the stack holds "Test Noble Squire"

  @id:nodawn-main-caprice-any-priority @rule:505.3a @rule:601.3a
  Scenario: A Caprice is not confined to the quiet window: it may be cast in an opponent's turn
    Given Bob has "Test Bolt 1" and "Test Noble Squire" in hand
    And Bob's pool holds 2 generic Vitae
    When Alice passes
    Then Bob cannot cast "Test Noble Squire"
    When Bob casts "Test Bolt 1" targeting Alice
    And Bob and Alice pass in turn
    Then Alice has 19 Vitae

  @id:nodawn-main-drop-only-in-main @rule:505.3b @rule:505.4
  Scenario: The drop waits for a main phase: it cannot be made in the combat phase
    Given it is Alice's beginning of combat step of turn 1
    And Alice has "Test Filler" in hand
    Then Alice cannot seal "Test Filler" into the Pit

  @id:nodawn-main-drop-needs-empty-stack @rule:505.3b @rule:505.4
  Scenario: The drop waits for an empty stack
    Given Alice has "Test Filler" and "Test Bolt 1" in hand
    When Alice casts "Test Bolt 1" targeting Bob
    Then Alice cannot seal "Test Filler" into the Pit

  @id:nodawn-main-sealed-cards-rest-till-cleanup @rule:505.4c @rule:407.3 @rule:407.1
  Scenario: Sealed cards rest in the Pit, out of hand and out of reach, until the cleanup flush
    Given Alice has "Test Bolt 1" and "Test Filler" in hand
    When Alice seals "Test Bolt 1" and "Test Filler" into the Pit
    And Alice and Bob pass in turn
    Then Alice's Pit is "Test Bolt 1" and "Test Filler"
    And Alice cannot cast "Test Bolt 1" targeting Bob
    When the game advances to Alice's end step
    Then Alice's Pit is "Test Bolt 1" and "Test Filler"
    Given Alice will answer "pit-order" with "Test Bolt 1" and "Test Filler"
    When the game advances to Bob's upkeep
    Then Alice's Pit is empty
    And Alice's Domain holds 7 cards

  @id:nodawn-main-seal-example-arise @example @rule:407.4 @rule:407.2
  Scenario: On The Arise two sealed cards yield 3 Vitae, rest in the Pit, and slide under the Tome at end of turn
    Rulebook example: Gilded Emissary's controller seals Marginalia and Iron Column on The Arise
    for 3 Vitae; the two cards stay face up in the Pit for the rest of the turn, then go under the
    Tome in whatever order their owner likes.

    Given the world cycle stands at Night 2, The Arise
    And it is Alice's first main phase of turn 2
    And Alice controls "Gilded Emissary"
    And Alice has "Marginalia" and "Iron Column" in hand
    When Alice seals "Marginalia" and "Iron Column" into the Pit
    And Alice and Bob pass in turn
    Then Alice's pool holds 3 generic Vitae
    And Alice's Pit is "Marginalia" and "Iron Column"
    Given Alice will answer "pit-order" with "Iron Column" and "Marginalia"
    When the game advances to Bob's upkeep
    Then Alice's "pit-order" choice offers exactly "Marginalia" and "Iron Column"
    And Alice's "pit-order" choice allows at least 2
    And Alice's Pit is empty
    And Alice's Domain is "Test Filler", "Test Filler", "Test Filler", "Test Filler", "Test Filler", "Iron Column" and "Marginalia"

  @id:nodawn-main-closed-vein-by-day @rule:505.8
  Scenario: By Day the sheltering Master's vein is closed, and the pool alone pays
    Given the world cycle stands at Day 2, The Assault
    And it is Alice's first main phase of turn 5
    And Alice's pool holds 2 generic Vitae
    And Alice has "Test Rite 2" in hand
    Then Alice cannot cast "Test Rite 2" paying 2 from the vein
    When Alice casts "Test Rite 2"
    Then the stack holds "Test Rite 2"
    And Alice has 20 Vitae

  @id:nodawn-main-drop-needs-priority @rule:505.4 @rule:117.3b
  Scenario: The drop waits for its maker's priority: once Alice has passed in her main phase, Bob holds priority and she cannot seal
    Given Alice has "Test Filler" in hand
    When Alice passes
    Then Bob holds priority
    And Alice cannot seal "Test Filler" into the Pit

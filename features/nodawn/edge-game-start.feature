Feature: Edge cases: what a game cannot begin with, and what it carries into the first turn
  The anchors are a Master and a Haven; a spare pair in the sideboard is a Master and a Haven too,
  never one without the other. A card revealed from the opening hand may leave behind a delayed
  trigger, which is that card's own when it comes (100.2c, 100.3, 103.7).

  Background:
    Given a No Dawn game about to begin between Alice and Bob
    And Bob designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Bob's Domain holds 60 of the kit's stock cards

  @id:nodawn-edge-entity-designated-as-master @rule:100.2c
  Scenario: An Entity designated as the Master is no Master: the game cannot begin
    Given Alice designates "Test Wretch" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 60 of the kit's stock cards
    Then the game cannot begin

  @id:nodawn-edge-spare-master-without-haven @rule:100.3 @rule:901.3 @rule:901.5a
  Scenario: A sideboard holding a spare Master but no Haven is no spare pair: the game cannot begin
    Given Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 60 of the kit's stock cards
    And Alice has "Test Master" in sideboard
    Then the game cannot begin

  @id:nodawn-edge-opening-hand-delayed-trigger @rule:103.7 @rule:603.7
  Scenario: Revealed from the opening hand, the Chancellor's delayed trigger waits for the first end step and is the Chancellor's
    Given Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 59 of the kit's stock cards
    And Alice has "Test Chancellor of Dusk" in Domain
    And the "first-player" outcome will be "Alice"
    And Alice's Domain will be shuffled with "Test Chancellor of Dusk" on top
    And Bob's Domain will be shuffled into the order it holds
    And Alice will answer "mulligan" with "keep"
    And Bob will answer "mulligan" with "keep"
    And Alice will answer "opening-hand" with "Test Chancellor of Dusk"
    When the game begins
    Then Alice's hand holds 7 cards
    When the game advances to Alice's end step
    Then the stack holds "Test Chancellor of Dusk"
    When Alice and Bob pass in turn
    Then Alice's hand holds 8 cards

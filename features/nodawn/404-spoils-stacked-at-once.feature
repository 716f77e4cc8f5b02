Feature: Several cards into one Spoils at once
  Cards arriving together in one Spoils are piled by their owner in whatever order that player
  picks; the last laid lies on top (404.1, 404.3).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-discarded-at-once-owner-stacks @rule:404.3 @rule:404.1
  Scenario: Two cards discarded at once: their owner chooses which lies on top
    Given Bob has "Test Bolt 1" and "Test Rite 2" in hand
    And Alice has "Test Mind Rot 2" in hand
    When Alice casts "Test Mind Rot 2" targeting Bob
    And Alice passes
    Given Bob will answer "spoils-order" with "Test Bolt 1" and "Test Rite 2"
    When Bob passes
    Then Bob's "spoils-order" choice offers exactly "Test Bolt 1" and "Test Rite 2"
    And Bob's "spoils-order" choice allows at least 2
    And Bob's "spoils-order" choice allows at most 2
    And Bob's Spoils, from the top, hold "Test Bolt 1" and "Test Rite 2"

  @id:nodawn-destroyed-at-once-other-order @rule:404.3 @rule:403.3
  Scenario: Two Entities destroyed at once, stacked the other way round by their owner
    Given Alice controls "Test Wretch" and "Test Thrall"
    And Alice has "Test Cataclysm" in hand
    When Alice casts "Test Cataclysm"
    And Alice passes
    Given Alice will answer "spoils-order" with "Test Thrall" and "Test Wretch"
    And Alice will answer "rest" with "decline"
    And Alice will answer "rest" with "decline"
    When Bob passes
    Then Alice's Spoils, from the top, hold "Test Cataclysm", "Test Thrall" and "Test Wretch"

  @id:nodawn-spoils-order-must-name-each @rule:404.3
  Scenario: The owner stacks every card that arrives: an order leaving one out is refused, and nothing moves
    Given Bob has "Test Bolt 1" and "Test Rite 2" in hand
    And Alice has "Test Mind Rot 2" in hand
    When Alice casts "Test Mind Rot 2" targeting Bob
    And Alice passes
    Then Bob cannot answer "spoils-order" with "Test Bolt 1" when he passes
    And Bob's hand holds 2 cards
    And the stack holds "Test Mind Rot 2"

  @id:nodawn-alike-cards-need-no-order @rule:404.3
  Scenario: Cards of one name need no order: nothing is asked
    Given Bob's Domain holds 3 copies of "Test Filler"
    And Alice has "Test Erosion 3" in hand
    When Alice casts "Test Erosion 3" targeting Bob
    And Alice and Bob pass in turn
    Then Bob's Spoils holds 3 cards
    And Bob's Domain is empty

  @id:nodawn-destroyed-at-once-wretch-on-top @rule:404.3 @rule:404.1
  Scenario: Two Entities destroyed at once, stacked with the Wretch on top as their owner picks
    Given Alice controls "Test Wretch" and "Test Thrall"
    And Alice has "Test Cataclysm" in hand
    When Alice casts "Test Cataclysm"
    And Alice passes
    Given Alice will answer "spoils-order" with "Test Wretch" and "Test Thrall"
    And Alice will answer "rest" with "decline"
    And Alice will answer "rest" with "decline"
    When Bob passes
    Then Alice's Spoils, from the top, hold "Test Cataclysm", "Test Wretch" and "Test Thrall"

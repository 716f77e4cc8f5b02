Feature: A "when this state holds" ability is a trigger, not a state-based action
  A state-based action happens at once and uses no stack; an ability worded on a game state
  triggers, waits on the stack, and can be answered — and it resolves though its source is gone
  (704.1, 704.1a, 603.8).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 3 copies of "Test Filler"
    And Bob's Domain holds 3 copies of "Test Filler"

  @id:nodawn-704-state-trigger-answered @proposed @rule:704.1a @rule:603.8
  Scenario: The hand-empty ability waits on the stack; Bob answers by killing its source, and it still resolves
    Given Alice controls "Test Empty-Handed Sage"
    And Alice has "Test Bolt 1" in hand
    And Bob has "Test Bolt 2" in hand
    When Alice casts "Test Bolt 1" targeting Bob
    Then the stack holds "Test Bolt 1" and "Test Empty-Handed Sage"
    And Alice's hand is empty
    When Alice passes
    And Bob casts "Test Bolt 2" targeting Alice's "Test Empty-Handed Sage"
    When Bob passes
    Given Bob will answer "rest" with "decline"
    When Alice passes
    Then Alice has "Test Empty-Handed Sage" in Spoils
    And Alice's hand is empty
    When Alice and Bob pass in turn
    Then Alice's hand is "Test Filler"

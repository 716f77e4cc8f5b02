Feature: A triggered ability's instructions after its effect
  A triggered ability is written trigger event, effect, then any further instructions; those that
  forbid countering it or limit its targets work while it is on the stack (603.1).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 3 copies of "Test Filler"

  @id:nodawn-trigger-that-cannot-be-countered @rule:603.1 @rule:405.6c
  Scenario: A trigger that can't be countered shrugs off a counter aimed at it, and resolves
    Given Alice has "Test Stubborn Herald" in hand
    And Bob has "Test Unweaving" in hand
    When Alice casts "Test Stubborn Herald"
    And Alice and Bob pass in turn
    Then the stack holds "Test Stubborn Herald"
    When Alice passes
    And Bob casts "Test Unweaving" targeting Alice's "Test Stubborn Herald's ability"
    Then Bob's "target" choice offers exactly "Alice's Test Stubborn Herald's ability"
    When Bob and Alice pass in turn
    Then Bob has "Test Unweaving" in his Spoils
    And the stack holds "Test Stubborn Herald"
    When Alice and Bob pass in turn
    Then the stack is empty
    And Alice has "Test Filler" in hand

  @id:nodawn-trigger-without-the-instruction-countered @rule:603.1 @rule:405.6c @rule:113.8
  Scenario: Without that instruction the same trigger is countered, and draws nothing
    Given Alice has "Test Eager Herald" in hand
    And Bob has "Test Unweaving" in hand
    When Alice casts "Test Eager Herald"
    And Alice and Bob pass in turn
    And Alice passes
    And Bob casts "Test Unweaving" targeting Alice's "Test Eager Herald's ability"
    And Bob and Alice pass in turn
    Then the stack is empty
    And Alice's hand is empty
    And Alice controls "Test Eager Herald"

  @id:nodawn-spell-counter-cannot-touch-an-ability @rule:113.8 @rule:603.1
  Scenario: A counter of spells alone cannot target an ability on the stack
    Given Alice has "Test Eager Herald" in hand
    And Bob has "Test Negation" in hand
    When Alice casts "Test Eager Herald"
    And Alice and Bob pass in turn
    And Alice passes
    Then Bob cannot cast "Test Negation" targeting Alice's "Test Eager Herald's ability"
    And the stack holds "Test Eager Herald"

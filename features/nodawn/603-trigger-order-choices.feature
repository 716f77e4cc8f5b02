Feature: Ordering one's own triggered abilities
  A player puts all of their own waiting triggered abilities on the stack, in the order they
  choose (603.3): every source in the answer, each once.

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice controls "Test Martyr" and "Test Mourner"
    And Alice has 15 Vitae
    And Bob controls "Test Brute 4/4"
    And Bob's Domain holds, from the top, "Test Filler"
    When the game advances to Bob's declare attackers step
    And Bob attacks Alice with "Test Brute 4/4"
    And the game advances to Bob's declare blockers step
    And Alice blocks "Test Brute 4/4" with "Test Mourner" and "Test Martyr"
    And Bob passes
    Given Bob will assign "Test Brute 4/4"'s combat damage as 1 to Alice's "Test Mourner" and 3 to Alice's "Test Martyr"

  @id:nodawn-trigger-order-leaving-one-out-refused @rule:603.3
  Scenario: An order that names only one of the two sources is refused
    Given Alice will answer "spoils-order" with "Test Mourner" and "Test Martyr"
    And Bob will answer "rest" with "decline"
    And Bob will answer "rest" with "decline"
    Then Alice cannot answer "trigger-order" with "Alice's Test Martyr" when Alice passes
    And Alice controls "Test Martyr"

  @id:nodawn-trigger-order-a-source-twice-refused @rule:603.3
  Scenario: An order naming one source twice and the other not at all is refused
    Given Alice will answer "spoils-order" with "Test Mourner" and "Test Martyr"
    And Bob will answer "rest" with "decline"
    And Bob will answer "rest" with "decline"
    Then Alice cannot answer "trigger-order" with "Alice's Test Mourner" and "Alice's Test Mourner" when Alice passes

  @id:nodawn-trigger-order-mourner-first @rule:603.3 @rule:405.3
  Scenario: Put on the stack Mourner first, the Martyr's ability is on top and resolves first
    Given Alice will put the triggered abilities of "Test Mourner" and "Test Martyr" on the stack in that order
    And Alice will answer "spoils-order" with "Test Mourner" and "Test Martyr"
    And Bob will answer "rest" with "decline"
    And Bob will answer "rest" with "decline"
    When Alice passes
    Then Alice's "trigger-order" choice offers exactly "Alice's Test Mourner" and "Alice's Test Martyr"
    And Alice's "trigger-order" choice allows at least 2
    And the stack holds "Test Mourner", "Test Mourner" and "Test Martyr"
    When Bob and Alice pass in turn
    Then Alice has 18 Vitae
    And Alice has 0 Wrath

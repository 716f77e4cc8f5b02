Feature: Moving a counter
  To move a counter is to take it off one object and put it on another. If either half cannot be
  done — the first has no such counter, the second cannot bear one, or a target is gone — neither
  half is done (122.4). Damage counters sit on Entities and Havens only, Growth counters on
  Entities (122.2a, 122.2d).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-122-move-growth-counter @rule:122.4 @rule:122.2d
  Scenario: A Growth counter moved from the Brute to the Thrall: one less on the first, one more on the second
    Given Alice controls "Test Brute 4/4" with 2 growth counters
    And Alice controls "Test Thrall"
    And Alice has "Test Growth Graft" in hand
    And Alice will answer "target" with "Alice's Test Brute 4/4"
    And Alice will answer "target" with "Alice's Test Thrall"
    When Alice casts "Test Growth Graft"
    Then Alice's "target" choice offers exactly "Alice's Test Brute 4/4" and "Alice's Test Thrall"
    When Alice and Bob pass in turn
    Then Alice's "Test Brute 4/4" has 1 growth counters
    And Alice's "Test Brute 4/4" has 5 Attack
    And Alice's "Test Thrall" has 1 growth counters
    And Alice's "Test Thrall" has 2 Attack
    And Alice's "Test Thrall" has 2 Vigor

  @id:nodawn-122-move-from-nothing @rule:122.4
  Scenario: Moving a Growth counter from a Thrall that has none puts nothing on the Brute
    Given Alice controls "Test Brute 4/4" with 2 growth counters
    And Alice controls "Test Thrall"
    And Alice has "Test Growth Graft" in hand
    And Alice will answer "target" with "Alice's Test Thrall"
    And Alice will answer "target" with "Alice's Test Brute 4/4"
    When Alice casts "Test Growth Graft"
    And Alice and Bob pass in turn
    Then Alice has "Test Growth Graft" in her Spoils
    And Alice's "Test Brute 4/4" has 2 growth counters
    And Alice's "Test Brute 4/4" has 6 Attack
    And Alice's "Test Thrall" has 1 Attack

  @id:nodawn-122-move-onto-what-cannot-bear-it @rule:122.4 @rule:122.2a
  Scenario: A damage counter cannot be moved onto a Relic, which bears none: the Brute keeps both of its own
    The Relic is a legal target of the second half — "target permanent" — but cannot bear a
    damage counter, so the counter is not taken off the Brute either.

    Given Bob controls "Test Brute 4/4" with 2 damage
    And Bob controls "Test Filler"
    And Alice has "Test Bloodgraft" in hand
    And Alice will answer "target" with "Bob's Test Brute 4/4"
    And Alice will answer "target" with "Bob's Test Filler"
    When Alice casts "Test Bloodgraft"
    Then Alice's second "target" choice offers "Bob's Test Filler" and "Bob's Test Brute 4/4"
    When Alice and Bob pass in turn
    Then Alice has "Test Bloodgraft" in her Spoils
    And Bob's "Test Brute 4/4" has 2 damage
    And Bob controls "Test Filler"

  @id:nodawn-122-move-damage-counters @rule:122.4 @rule:122.2a @rule:120.3b
  Scenario: Damage counters moved from the Brute: one onto Bob's Haven, lowering its Defense, one onto his Wretch, which dies of it
    Given Bob controls "Test Brute 4/4" with 2 damage
    And Bob controls "Test Haven" and "Test Wretch"
    And Alice has "Test Bloodgraft" and "Test Bloodgraft" in hand
    And Alice will answer "target" with "Bob's Test Brute 4/4"
    And Alice will answer "target" with "Bob's Test Haven"
    When Alice casts "Test Bloodgraft"
    And Alice and Bob pass in turn
    Then Bob's "Test Brute 4/4" has 1 damage
    And Bob's "Test Haven" has 1 damage
    And Bob's "Test Haven" has 9 Defense
    Given Alice will answer "target" with "Bob's Test Brute 4/4"
    And Alice will answer "target" with "Bob's Test Wretch"
    When Alice casts "Test Bloodgraft"
    And Alice and Bob pass in turn
    Then Bob's "Test Brute 4/4" has 0 damage
    And Bob has "Test Wretch" in his Spoils
    And Bob has 20 Vitae

  @id:nodawn-122-move-to-a-target-gone @rule:122.4 @rule:608.3
  Scenario: The Thrall meant to receive the counter dies before the move resolves: the Brute keeps its counters
    Given Alice controls "Test Brute 4/4" with 2 growth counters
    And Alice controls "Test Thrall"
    And Alice has "Test Growth Graft" in hand
    And Bob has "Test Bolt 1" in hand
    And Alice will answer "target" with "Alice's Test Brute 4/4"
    And Alice will answer "target" with "Alice's Test Thrall"
    When Alice casts "Test Growth Graft"
    And Alice passes
    And Bob casts "Test Bolt 1" targeting Alice's "Test Thrall"
    When Bob passes
    Given Bob will answer "rest" with "decline"
    When Alice passes
    Then Alice has "Test Thrall" in her Spoils
    When Alice and Bob pass in turn
    Then Alice has "Test Growth Graft" in her Spoils
    And Alice's "Test Brute 4/4" has 2 growth counters
    And Alice's "Test Brute 4/4" has 6 Attack

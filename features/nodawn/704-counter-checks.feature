@proposed
Feature: State checks on counters: Growth against −1 Vigor, and counters beyond a cap
  A permanent bearing Growth counters and −1 Vigor counters loses as many of each as the smaller
  count; a permanent whose ability caps a kind of counter loses every such counter beyond the cap
  (704.5u, 704.5v).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-704-growth-meets-withering @rule:704.5u
  Scenario: Three Growth counters meet two −1 Vigor counters: two of each leave, one Growth counter stays
    Given Bob controls "Test Noble Squire" with 3 growth counters
    And Alice has "Test Withering Touch" in hand
    When Alice casts "Test Withering Touch" targeting Bob's "Test Noble Squire"
    And Alice and Bob pass in turn
    Then Bob's "Test Noble Squire" has 1 growth counter
    And Bob's "Test Noble Squire" has 3 Vigor

  @id:nodawn-704-withering-alone-stays @rule:704.5u
  Scenario: With no Growth counter to meet, the −1 Vigor counters stay and weaken the Entity
    Given Bob controls "Test Reach Archer"
    And Alice has "Test Withering Touch" in hand
    When Alice casts "Test Withering Touch" targeting Bob's "Test Reach Archer"
    And Alice and Bob pass in turn
    Then Bob's "Test Reach Archer" has 2 −1 Vigor counters
    And Bob's "Test Reach Archer" has 1 Vigor

  @id:nodawn-704-counters-beyond-the-cap @rule:704.5v
  Scenario: Growth counters beyond the cap leave at the next check
    Given Alice controls "Test Capped Sapling" with 1 growth counter
    And Alice has "Test Devour 1" and "Test Devour 1" in hand
    When Alice casts "Test Devour 1" targeting Alice's "Test Capped Sapling"
    And Alice and Bob pass in turn
    Then Alice's "Test Capped Sapling" has 2 growth counters
    When Alice casts "Test Devour 1" targeting Alice's "Test Capped Sapling"
    And Alice and Bob pass in turn
    Then Alice's "Test Capped Sapling" has 2 growth counters
    And Alice's "Test Capped Sapling" has 3 Vigor

Feature: Several prevention effects on one event
  When two prevention effects would apply to the same damage, the controller of the permanent
  it would be dealt to chooses which applies first; each applies once, and after each only
  those still applicable go on (616.1, 616.1d, 616.3).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-prevention-order-static-first @rule:616.1 @rule:616.1d
  Scenario: Applying the static reduction first leaves part of the shield for later
    Given Bob controls "Test Stoneskin Warden"
    And Alice has "Test Bolt 2" and "Test Bolt 2" in hand
    And Bob has "Test Shield 2" in hand
    When Alice passes
    And Bob casts "Test Shield 2" targeting Bob's "Test Stoneskin Warden"
    And Bob and Alice pass in turn
    When Alice casts "Test Bolt 2" targeting Bob's "Test Stoneskin Warden"
    And Alice passes
    Given Bob will answer "prevention-order" with "Bob's Test Stoneskin Warden's ability"
    When Bob passes
    Then Bob's "prevention-order" choice offers exactly "Bob's Test Stoneskin Warden's ability" and "the shield"
    And Bob's "Test Stoneskin Warden" has 0 damage
    When Alice casts "Test Bolt 2" targeting Bob's "Test Stoneskin Warden"
    And Alice passes
    Given Bob will answer "prevention-order" with "Bob's Test Stoneskin Warden's ability"
    When Bob passes
    Then Bob's "Test Stoneskin Warden" has 0 damage

  @id:nodawn-prevention-order-shield-first @rule:616.1 @rule:616.1d @rule:616.3
  Scenario: Applying the shield first spends it all and leaves the static for the next bolt
    Given Bob controls "Test Stoneskin Warden"
    And Alice has "Test Bolt 2" and "Test Bolt 2" in hand
    And Bob has "Test Shield 2" in hand
    When Alice passes
    And Bob casts "Test Shield 2" targeting Bob's "Test Stoneskin Warden"
    And Bob and Alice pass in turn
    When Alice casts "Test Bolt 2" targeting Bob's "Test Stoneskin Warden"
    And Alice passes
    Given Bob will answer "prevention-order" with "the shield"
    When Bob passes
    Then Bob's "prevention-order" choice offers exactly "Bob's Test Stoneskin Warden's ability" and "the shield"
    And Bob's "Test Stoneskin Warden" has 0 damage
    When Alice casts "Test Bolt 2" targeting Bob's "Test Stoneskin Warden"
    And Alice and Bob pass in turn
    Then Bob's "Test Stoneskin Warden" has 1 damage

Feature: Prevention effects
  A shield prevents the next N damage to what it guards this turn, spent by what it
  prevents; a static reduction prevents N of every damage event separately. No damage means
  no event, and nothing is spent (614.4, 615).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-prevention-shield-on-master @rule:615.3 @rule:615.1
  Scenario: A shield of 2 on a player takes 2 of a 3-damage bolt
    Given Alice has "Test Shield 2" and "Test Bolt 3" in hand
    When Alice casts "Test Shield 2" targeting Bob
    And Alice and Bob pass in turn
    And Alice casts "Test Bolt 3" targeting Bob
    And Alice and Bob pass in turn
    Then Bob has 19 Vitae

  @id:nodawn-prevention-shield-spent-over-events @rule:615.3
  Scenario: What is left of a shield goes on to the next damage
    Given Bob controls "Test Gate Sentry"
    And Alice has "Test Shield 2", "Test Bolt 1" and "Test Bolt 3" in hand
    When Alice casts "Test Shield 2" targeting Bob's "Test Gate Sentry"
    And Alice and Bob pass in turn
    And Alice casts "Test Bolt 1" targeting Bob's "Test Gate Sentry"
    And Alice and Bob pass in turn
    Then Bob's "Test Gate Sentry" has 0 damage
    When Alice casts "Test Bolt 3" targeting Bob's "Test Gate Sentry"
    And Alice and Bob pass in turn
    Then Bob's "Test Gate Sentry" has 2 damage

  @id:nodawn-prevention-zero-damage-spends-nothing @rule:614.4 @rule:615.3
  Scenario: A bolt dealing no damage does not spend a shield
    Given Bob controls "Test Gate Sentry"
    And Alice has "Test Shield 2", "Test Bolt 0" and "Test Bolt 3" in hand
    When Alice casts "Test Shield 2" targeting Bob's "Test Gate Sentry"
    And Alice and Bob pass in turn
    And Alice casts "Test Bolt 0" targeting Bob's "Test Gate Sentry"
    And Alice and Bob pass in turn
    And Alice casts "Test Bolt 3" targeting Bob's "Test Gate Sentry"
    And Alice and Bob pass in turn
    Then Bob's "Test Gate Sentry" has 1 damage

  @id:nodawn-prevention-shield-ends-with-turn @rule:615.3 @rule:514.2a
  Scenario: A shield raised this turn no longer guards in the next turn
    Given Alice has "Test Shield 2" and "Test Bolt 3" in hand
    When Alice casts "Test Shield 2" targeting Bob
    And Alice and Bob pass in turn
    And the game advances to Bob's upkeep
    And Bob passes
    And Alice casts "Test Bolt 3" targeting Bob
    And Alice and Bob pass in turn
    Then Bob has 17 Vitae

  @id:nodawn-prevention-static-each-event @rule:615.5
  Scenario: A static reduction prevents 1 of each bolt separately
    Given Bob controls "Test Stoneskin Warden"
    And Alice has "Test Bolt 2" and "Test Bolt 1" in hand
    When Alice casts "Test Bolt 2" targeting Bob's "Test Stoneskin Warden"
    And Alice and Bob pass in turn
    Then Bob's "Test Stoneskin Warden" has 1 damage
    When Alice casts "Test Bolt 1" targeting Bob's "Test Stoneskin Warden"
    And Alice and Bob pass in turn
    Then Bob's "Test Stoneskin Warden" has 1 damage

  @id:nodawn-prevention-static-combat-damage @rule:615.5 @rule:510.2f
  Scenario: A static reduction also trims combat damage, and the struck-back attacker falls
    Given Alice controls "Test Bloodlust Hound"
    And Bob controls "Test Stoneskin Warden"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Test Stoneskin Warden" with "Test Bloodlust Hound"
    Given Bob will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Bob's "Test Stoneskin Warden" has 1 damage
    And Alice has "Test Bloodlust Hound" in her Spoils

  @id:nodawn-prevention-unpreventable-keeps-shield @rule:615.9
  Scenario: Damage that can't be prevented passes a shield whole and spends none of it
    Given Alice has "Test Shield 2", "Test Searing Bolt 3" and "Test Bolt 2" in hand
    When Alice casts "Test Shield 2" targeting Bob
    And Alice and Bob pass in turn
    And Alice casts "Test Searing Bolt 3" targeting Bob
    And Alice and Bob pass in turn
    Then Bob has 17 Vitae
    When Alice casts "Test Bolt 2" targeting Bob
    And Alice and Bob pass in turn
    Then Bob has 17 Vitae

  @id:nodawn-prevention-unpreventable-static @rule:615.9 @rule:615.5
  Scenario: Damage that can't be prevented ignores a static reduction
    Given Bob controls "Test Stoneskin Warden"
    And Alice has "Test Searing Bolt 3" in hand
    When Alice casts "Test Searing Bolt 3" targeting Bob's "Test Stoneskin Warden"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Test Stoneskin Warden" in his Spoils

Feature: Resolving spells and abilities
  When every player passes in succession the top object of the stack resolves, last in first
  out. A spell's targets are checked again as it resolves: if none is still legal it does
  nothing and goes to the Spoils; if some are, it acts only on those. Its instructions are
  carried out in the order written, then a Power or Caprice goes to its owner's Spoils and a
  permanent spell enters the battlefield under its controller (608).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-resolve-last-in-first-out @rule:608.1
  Scenario: The spell cast in response resolves before the spell it answers
    Given Bob controls "Test Noble Squire"
    And Alice has "Test Bolt 2" in hand
    And Bob has "Test Might 2" in hand
    When Alice casts "Test Bolt 2" targeting Bob's "Test Noble Squire"
    And Alice passes
    And Bob casts "Test Might 2" targeting Bob's "Test Noble Squire"
    And Bob and Alice pass in turn
    Then the stack holds "Test Bolt 2"
    And Bob's "Test Noble Squire" has 4 Vigor
    When Alice and Bob pass in turn
    Then Bob controls "Test Noble Squire"
    And Bob's "Test Noble Squire" has 2 damage

  @id:nodawn-resolve-partly-illegal-targets @rule:608.3
  Scenario: A spell with one target gone still acts on its other, legal target
    Given Bob controls "Test Noble Squire" and "Test Gate Sentry"
    And Alice has "Test Twin Bolt" and "Test Bolt 2" in hand
    And Alice will answer "target" with "Bob's Test Noble Squire"
    And Alice will answer "target" with "Bob's Test Gate Sentry"
    When Alice casts "Test Twin Bolt"
    And Alice casts "Test Bolt 2" targeting Bob's "Test Noble Squire"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Test Noble Squire" in Spoils
    When Alice and Bob pass in turn
    Then Bob's "Test Gate Sentry" has 2 damage
    And Alice has "Test Twin Bolt" in Spoils
    And the stack is empty

  @id:nodawn-resolve-every-target-gone @rule:608.3 @rule:608.7a
  Scenario: A pump whose only target has died does nothing and goes to the Spoils
    Given Alice controls "Test Bloodlust Hound"
    And Alice has "Test Might 2" in hand
    And Bob has "Test Bolt 1" in hand
    When Alice casts "Test Might 2" targeting Alice's "Test Bloodlust Hound"
    And Alice passes
    And Bob casts "Test Bolt 1" targeting Alice's "Test Bloodlust Hound"
    When Bob passes
    Given Bob will answer "rest" with "decline"
    When Alice passes
    Then Alice has "Test Bloodlust Hound" in Spoils
    When Alice and Bob pass in turn
    Then the stack is empty
    And Alice has "Test Might 2" in Spoils

  @id:nodawn-resolve-instructions-in-order @rule:608.4 @rule:608.7a
  Scenario: A Caprice does what it says in order and then goes to its owner's Spoils
    Given Alice has "Test Tainted Bolt 2" in hand
    When Alice casts "Test Tainted Bolt 2" targeting Bob
    And Alice and Bob pass in turn
    Then Bob has 18 Vitae
    And Alice has 1 Corruption
    And Alice's Spoils is "Test Tainted Bolt 2"
    And the stack is empty

  @id:nodawn-resolve-permanent-spell-enters @rule:608.7b
  Scenario: An Entity spell that resolves enters the battlefield under its caster's control
    Given Alice's pool holds 2 generic Vitae
    And Alice has "Test Noble Squire" in hand
    When Alice casts "Test Noble Squire"
    And Alice and Bob pass in turn
    Then Alice controls "Test Noble Squire"
    And Alice's Spoils is empty
    And the stack is empty

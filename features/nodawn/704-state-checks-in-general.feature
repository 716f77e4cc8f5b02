Feature: State-based actions in general: no stack, no owner, no notice of the middle of a resolution
  State-based actions are performed by the game, for no player and without the stack, whenever
  a player would receive priority; what a resolving effect does in passing is never seen by
  them, only the state once it has finished (704.1, 704.2, 704.4).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-704-no-stack-no-owner @rule:704.1 @rule:704.2 @rule:704.5 @rule:704.5i
  Scenario: An opponent's Entity with no Vigor goes to its Spoils before anyone has priority again
    Given Bob controls "Test Hollow Husk"
    When Alice passes
    Then Bob has "Test Hollow Husk" in his Spoils
    And the stack is empty

  @id:nodawn-704-mid-resolution-unseen @example @rule:704.4
  Scenario: An Entity whose Vigor dips to its damage in the middle of a resolution survives
    This is 704.4's example: the Caprice removes every counter from the Entity, then gives it a
    Growth counter for each card in its caster's Spoils; for a moment its damage equals its
    Vigor, but the check comes only after the Caprice has finished.

    Given Alice controls "Test Noble Squire" with 2 growth counters
    And Alice has "Test Filler" in her Spoils
    And Alice has "Test Bolt 3" and "Test Reshaping" in hand
    When Alice casts "Test Bolt 3" targeting Alice's "Test Noble Squire"
    And Alice and Bob pass in turn
    Then Alice's "Test Noble Squire" has 3 damage
    And Alice's "Test Noble Squire" has 4 Vigor
    When Alice casts "Test Reshaping" targeting Alice's "Test Noble Squire"
    And Alice and Bob pass in turn
    Then Alice controls "Test Noble Squire"
    And Alice's "Test Noble Squire" has 2 growth counters
    And Alice's "Test Noble Squire" has 4 Vigor
    And Alice's "Test Noble Squire" has 3 damage

  @id:nodawn-704-state-after-resolution-counts @rule:704.4 @rule:704.5j
  Scenario: What the check finds once the resolution is over is what counts
    Given Alice controls "Test Noble Squire" with 2 growth counters
    And Alice has "Test Bolt 3" and "Test Reshaping" in hand
    When Alice casts "Test Bolt 3" targeting Alice's "Test Noble Squire"
    And Alice and Bob pass in turn
    And Alice casts "Test Reshaping" targeting Alice's "Test Noble Squire"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Alice has "Test Noble Squire" in her Spoils

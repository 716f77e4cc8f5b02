Feature: What a damage spell may target
  Damage is dealt to Entities, Companions, Havens and players through their Masters, and to
  nothing else (120.1, 115.4): a "damage to any target" spell offers those, and never a Relic.
  A Companion shields its Master only from attacks (306.7), not from a spell's target.

  Background:
    Given a No Dawn duel between Alice and Bob
    And Bob controls "Test Wretch", "Test Haven", "Test Companion 3" and "Test Filler"
    And Alice has "Test Bolt 2" in hand

  @id:nodawn-damage-targets-offered @rule:115.4 @rule:120.1 @rule:306.7
  Scenario: A Bolt offers both players, the Entity, the Haven and the Companion, and not the Relic
    When Alice casts "Test Bolt 2" targeting Bob's "Test Companion 3"
    Then Alice's "target" choice offers exactly "Alice", "Bob", "Bob's Test Wretch", "Bob's Test Haven" and "Bob's Test Companion 3"
    And Alice's "target" choice does not offer "Bob's Test Filler"
    When Alice and Bob pass in turn
    Then Bob's "Test Companion 3" has 1 Vigor

  @id:nodawn-damage-to-a-relic-refused @rule:120.1 @rule:115.4
  Scenario: Naming the Relic as the Bolt's target is refused, and the Bolt stays in hand
    Then Alice cannot answer "target" with "Bob's Test Filler" when she casts "Test Bolt 2"
    And Alice has "Test Bolt 2" in hand
    And the stack is empty

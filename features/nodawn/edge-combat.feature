Feature: Edge cases: combat damage and what it reaches
  Contagion's Corruption reaches every recipient of its source's combat damage and every Entity
  blocking it — a blocker whose damage was all prevented included — whatever order they come in;
  the Master trampled over gains its Corruption beside them (702.40a, 702.7a).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-edge-contagion-reaches-every-blocker @contested @rule:702.40a @rule:702.7a @rule:615.3
  Scenario: An Overrun Contagion source tramples over two blockers, one of them shielded: Bob and both blockers are reached
    Reading adopted for an Entity recipient: it bears a Corruption counter and nothing else
    (docs/contested.md, nodawn-contagion-entity-corruption).

    Given Alice controls "Test Plague Brute"
    And Bob controls "Test Wretch" and "Test Thrall"
    And Bob has "Test Shield 2" in hand
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Plague Brute"
    And the game advances to Alice's declare blockers step
    And Bob declares blocks
      | blocker     | attacker          |
      | Test Wretch | Test Plague Brute |
      | Test Thrall | Test Plague Brute |
    And Alice passes
    And Bob casts "Test Shield 2" targeting Bob's "Test Thrall"
    And Bob and Alice pass in turn
    Given Alice will assign "Test Plague Brute"'s combat damage as 1 to Bob's "Test Wretch", 1 to Bob's "Test Thrall" and 2 to Bob
    And Alice will answer "rest" with "decline"
    When the game advances to Alice's combat damage step
    Then Bob has 18 Vitae
    And Bob has "Test Wretch" in his Spoils
    And Bob's "Test Thrall" has 0 damage
    And the stack holds "Test Plague Brute"
    When Alice and Bob pass in turn
    Then Bob has 1 Corruption
    And Bob's "Test Thrall" has 1 Corruption counter

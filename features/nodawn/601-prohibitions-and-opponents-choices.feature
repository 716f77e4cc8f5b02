Feature: Casting under a prohibition, a target an opponent chooses, and costs changed by an ability
  A player may begin to cast a spell that a prohibition would forbid only for a choice made while
  proposing it: the cast is checked once the proposal is complete, and rewinds if it is then
  forbidden. A spell may have an opponent make a choice its caster would make, at the same moment.
  An ability that changes costs, like a spell that does, leaves what is already on the stack alone
  (601.3f, 601.4, 601.13, 602.6).

  @id:nodawn-prohibited-quality-cast-may-begin @rule:601.3f @rule:601.3
  Scenario: A spell that could target what a prohibition protects may still be cast at something else
    Given a No Dawn duel between Alice and Bob
    And Alice controls "Test Warding Abbess" and "Test Wretch"
    And Bob has "Test Bolt 2" in hand
    When Alice passes
    And Bob casts "Test Bolt 2" targeting Alice
    And Bob and Alice pass in turn
    Then Alice has 18 Vitae
    And Bob has "Test Bolt 2" in his Spoils

  @id:nodawn-prohibited-after-proposal-rewinds @rule:601.4 @rule:601.3f @rule:601.1
  Scenario: Proposed at a permanent the prohibition protects, the cast is illegal and rewinds: nothing changes
    Given a No Dawn duel between Alice and Bob
    And Alice controls "Test Warding Abbess" and "Test Wretch"
    And Bob has "Test Bolt 2" in hand
    When Alice passes
    Then Bob cannot cast "Test Bolt 2" targeting Alice's "Test Wretch"
    And Bob cannot cast "Test Bolt 2" targeting Alice's "Test Warding Abbess"
    And Bob has "Test Bolt 2" in hand
    And the stack is empty
    And Bob holds priority

  @id:nodawn-prohibition-reaches-only-its-controllers @rule:601.4 @rule:601.3
  Scenario: The prohibition protects only what its controller controls: Bob's Bolt may target his own Entity
    Given a No Dawn duel between Alice and Bob
    And Alice controls "Test Warding Abbess"
    And Bob controls "Test Thrall"
    And Bob has "Test Bolt 2" in hand
    When Alice passes
    And Bob casts "Test Bolt 2" targeting Bob's "Test Thrall"
    When Bob passes
    Given Bob will answer "rest" with "decline"
    When Alice passes
    Then Bob has "Test Thrall" in his Spoils

  @id:nodawn-opponent-chooses-the-target @rule:601.13 @rule:601.2c
  Scenario: A spell that has an opponent choose its target: Bob chooses, among the targets legal for Alice's spell
    Given a No Dawn duel between Alice and Bob
    And Alice controls "Test Wretch"
    And Bob controls "Test Brute 4/4"
    And Alice has "Test Fickle Bolt" in hand
    When Bob answers "target" with "Alice's Test Wretch" when Alice casts "Test Fickle Bolt"
    Then Bob's "target" choice offers exactly "Alice's Test Wretch" and "Bob's Test Brute 4/4"
    And the stack holds "Test Fickle Bolt"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Alice has "Test Wretch" in her Spoils
    And Bob's "Test Brute 4/4" has 0 damage

  @id:nodawn-opponent-chooses-caster-picks-which @rule:601.13
  Scenario: With two opponents, the caster picks which one makes the choice
    Given a No Dawn game between Alice, Bob and Carol
    And Alice controls "Test Wretch"
    And Carol controls "Test Thrall"
    And Alice has "Test Fickle Bolt" in hand
    And Alice will answer "chooser" with "Carol"
    When Carol answers "target" with "Carol's Test Thrall" when Alice casts "Test Fickle Bolt"
    Then Alice's "chooser" choice offers exactly "Bob" and "Carol"
    And Carol's "target" choice offers exactly "Alice's Test Wretch" and "Carol's Test Thrall"
    When Alice passes
    And Bob passes
    Given Alice will answer "rest" with "decline"
    When Carol passes
    Then Carol has "Test Thrall" in her Spoils

  @id:nodawn-activated-cost-change-spares-the-stack @rule:602.6 @rule:601.2f
  Scenario: An ability making opponents' spells cost more leaves the spell already on the stack alone, and taxes the next
    Given a No Dawn duel between Alice and Bob
    And Alice controls "Test Tollgate Keeper"
    And Alice's pool holds 1 generic Vitae
    And Bob's pool holds 4 generic Vitae
    And Bob has "Test Rite 2", "Test Rite 2" and "Test Rite 2" in hand
    When Alice passes
    And Bob casts "Test Rite 2"
    And Bob passes
    And Alice activates "Test Tollgate Keeper"
    And Alice and Bob pass in turn
    Then the stack holds "Test Rite 2"
    When Alice and Bob pass in turn
    Then the stack is empty
    And Bob has "Test Rite 2" in his Spoils
    And Bob's pool holds 2 generic Vitae
    When Alice passes
    Then Bob cannot cast "Test Rite 2"
    When Bob casts "Test Rite 2" paying 1 from the vein
    Then Bob's pool holds no Vitae
    And Bob has 19 Vitae

  @id:nodawn-activated-tax-on-the-active-player @rule:601.2f @rule:602.6
  Scenario: The tax an opponent's ability lays falls on the active player's next spell
    Given a No Dawn duel between Alice and Bob
    And Bob controls "Test Tollgate Keeper"
    And Bob's pool holds 1 generic Vitae
    And Alice's pool holds 3 generic Vitae
    And Alice has "Test Rite 2" in hand
    When Alice passes
    And Bob activates "Test Tollgate Keeper"
    And Bob and Alice pass in turn
    Then the stack is empty
    When Alice casts "Test Rite 2"
    Then Alice's pool holds no Vitae
    And Alice has 20 Vitae

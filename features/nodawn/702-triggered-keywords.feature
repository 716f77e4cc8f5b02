Feature: Triggered keywords at their edges: Scholarship, Champion, Drop-rites, Contagion
  Each of these keywords is a triggered ability watching one event: Scholarship a non-Entity
  spell its controller casts, Champion an Entity of its controller's attacking alone — whichever
  Entity that is — Drop-rites its controller's own seal, Contagion combat damage its Entity deals,
  from either side of a block (702.27, 702.28, 702.30, 702.40).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-702-scholarship-each-scholar @rule:702.27 @rule:702.27a
  Scenario: Two Entities with Scholarship each trigger on the one non-Entity spell
    Given Alice controls "Test Scholar", called "the elder Scholar"
    And Alice controls "Test Scholar", called "the younger Scholar"
    And Alice has "Test Bolt 1" in hand
    And Alice will put the triggered abilities of "the elder Scholar" and "the younger Scholar" on the stack in that order
    When Alice casts "Test Bolt 1" targeting Bob
    Then the stack holds "Test Bolt 1", "Test Scholar" and "Test Scholar"
    And Alice's "trigger-order" choice offers exactly "the elder Scholar" and "the younger Scholar"

  @id:nodawn-702-scholarship-opponents-spell @rule:702.27a
  Scenario: An opponent's non-Entity spell does not trigger Scholarship
    Given Alice controls "Test Scholar"
    And Bob has "Test Bolt 1" in hand
    When Alice passes
    And Bob casts "Test Bolt 1" targeting Alice
    Then the stack holds "Test Bolt 1"

  @id:nodawn-702-champion-blesses-the-lone-attacker @rule:702.28 @rule:702.28a
  Scenario: Champion blesses whichever Entity of its controller's attacks alone, not only itself
    Given Alice controls "Test Champion" and "Test Wretch"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Wretch"
    And Alice passes
    Then the stack holds "Test Champion"
    When Bob passes
    Then Alice's "Test Wretch" has 2 Attack
    And Alice's "Test Wretch" has 2 Vigor
    And Alice's "Test Champion" has 2 Attack

  @id:nodawn-702-drop-rites-own-seal-only @rule:702.30 @rule:702.30a
  Scenario: Drop-rites triggers on its controller's seal, not on the opponent's
    Given it is Bob's first main phase of turn 1
    And Alice has 15 Vitae
    And Alice controls "Test Drop Priest"
    And Bob has "Marginalia" in hand
    When Bob seals "Marginalia" into the Pit
    And Bob and Alice pass in turn
    Then Bob's pool holds 1 generic Vitae
    And the stack is empty
    And Alice has 15 Vitae

  @id:nodawn-702-contagion-from-the-blocker @rule:702.40 @rule:702.40a
  Scenario: A blocking Entity with Contagion gives the Entity it blocks a Corruption counter
    Given Alice controls "Test Brute 4/4"
    And Bob controls "Test Plague Rat"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Brute 4/4"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Brute 4/4" with "Test Plague Rat"
    Given Alice will answer "rest" with "decline"
    When the game advances to Alice's combat damage step
    And Alice and Bob pass in turn
    Then Alice's "Test Brute 4/4" has 1 Corruption counter
    And Alice's "Test Brute 4/4" has 1 damage
    And Bob has "Test Plague Rat" in his Spoils

  @id:nodawn-702-contagion-spares-a-companion @rule:702.40a @rule:306.6
  Scenario: Contagion's combat damage to a Companion gives it no Corruption counter: a Companion is no Entity and no Master
    Given Bob controls "Test Companion 3"
    And Alice controls "Test Plague Rat"
    And it is Alice's declare attackers step of turn 2
    When Alice attacks Bob's "Test Companion 3" with "Test Plague Rat"
    And the game advances to Alice's combat damage step
    Then Bob's "Test Companion 3" has 2 Vigor
    And the stack is empty
    And Bob has 0 Corruption

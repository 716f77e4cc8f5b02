@proposed
Feature: Entities put onto the battlefield attacking
  An Entity an effect puts onto the battlefield attacking has its target chosen by its
  controller as it enters, from the legal targets of an attack. It was never declared: no
  restriction or requirement of the declaration binds it, and what triggers on an attack does not
  see it. Arriving after the declare blockers step has begun, it is unblocked. One such Entity is
  enough for the declare blockers and combat damage steps to happen (508.4, 508.5).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Bob controls "Test Haven"

  @id:nodawn-put-attacking-chooses-its-target @proposed @rule:508.4 @rule:508.5
  Scenario: Declaring no attack, Alice puts a Wolf onto the battlefield attacking: it chooses its target, and combat goes on
    Given it is Alice's declare attackers step of turn 2
    And Alice has "Test Howl of the Pack" in hand
    When Alice casts "Test Howl of the Pack"
    And Alice passes
    And Alice answers "attack-target" with "Bob" when Bob passes
    Then Alice's "attack-target" choice offers exactly "Bob" and "Bob's Test Haven"
    And Alice's "Wolf Token" is attacking Bob
    When the game advances to Alice's end of combat step
    Then Bob has 18 Vitae

  @id:nodawn-put-attacking-after-blocks-unblocked @proposed @rule:508.4
  Scenario: Put onto the battlefield attacking after blockers were declared, the Wolf is unblocked and strikes its target
    Given Alice controls "Test Brute 4/4"
    And Bob controls "Test Thrall"
    And it is Alice's declare attackers step of turn 2
    And Alice has "Test Howl of the Pack" in hand
    When Alice attacks Bob with "Test Brute 4/4"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Brute 4/4" with "Test Thrall"
    And Alice casts "Test Howl of the Pack"
    And Alice passes
    And Alice answers "attack-target" with "Bob's Test Haven" when Bob passes
    Then Alice's "Wolf Token" is attacking Bob's "Test Haven"
    And Alice's "Wolf Token" is unblocked
    Given Alice will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Bob's "Test Haven" has 8 Defense
    And Bob has 20 Vitae

  @id:nodawn-put-attacking-outside-combat @proposed @rule:508.4
  Scenario: Outside its controller's combat the same Wolf merely enters, attacking nothing
    Given Alice has "Test Howl of the Pack" in hand
    When Alice casts "Test Howl of the Pack"
    And Alice and Bob pass in turn
    Then Alice controls "Wolf Token"
    And Alice's "Wolf Token" is not in combat

  @id:nodawn-put-attacking-not-for-the-other-player @proposed @rule:508.4 @rule:506.3
  Scenario: An Entity Bob puts onto the battlefield attacking during Alice's combat merely enters: it is not his combat
    Given Alice controls "Test Brute 4/4"
    And it is Alice's declare attackers step of turn 2
    And Bob has "Test Howl of the Pack" in hand
    When Alice attacks Bob with "Test Brute 4/4"
    And Alice passes
    And Bob casts "Test Howl of the Pack"
    And Bob and Alice pass in turn
    Then Bob controls "Wolf Token"
    And Bob's "Wolf Token" is not in combat

  @id:nodawn-put-attacking-bob-may-attack-alice @proposed @rule:508.4 @rule:506.3
  Scenario: Bob's Wolf put onto the battlefield attacking in his own combat may attack Alice or her Haven
    Given Alice controls "Test Haven"
    And it is Bob's declare attackers step of turn 3
    And Bob has "Test Howl of the Pack" in hand
    When Bob casts "Test Howl of the Pack"
    And Bob passes
    And Bob answers "attack-target" with "Alice" when Alice passes
    Then Bob's "attack-target" choice offers exactly "Alice" and "Alice's Test Haven"
    And Bob's "Wolf Token" is attacking Alice

  @id:nodawn-put-attacking-companion-shields-master @proposed @rule:508.4 @rule:506.3d
  Scenario: With Bob's Master shielded by his Companion, the Wolf put onto the battlefield attacking still chooses among his permanents
    Given Bob controls "Test Companion 3"
    And it is Alice's declare attackers step of turn 2
    And Alice has "Test Howl of the Pack" in hand
    When Alice casts "Test Howl of the Pack"
    And Alice passes
    And Alice answers "attack-target" with "Bob's Test Haven" when Bob passes
    Then Alice's "attack-target" choice offers exactly "Bob's Test Haven" and "Bob's Test Companion 3"
    And Alice's "Wolf Token" is attacking Bob's "Test Haven"

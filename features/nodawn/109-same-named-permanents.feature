Feature: Permanents of the same name are different objects
  Two cards of one name on the battlefield are two permanents: each is drained, damaged,
  targeted, attacked with, blocked with and sacrificed on its own, and a choice between them is
  a real choice. The scenarios give them names of their own ("the left Wretch") to say which
  is which; the rules read nothing into those names.

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-same-name-two-blockers-lethal-order @rule:510.2c @rule:510.2g
  Scenario: Blocked by two Wretches of different size, the attacker's damage order names each one
    Given Alice controls "Gilded Emissary"
    And Bob controls "Test Wretch", called "the small Wretch"
    And Bob controls "Test Wretch" with 2 growth counters
    And Bob's second "Test Wretch" is called "the big Wretch"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Gilded Emissary"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Gilded Emissary" with "the small Wretch" and "the big Wretch"
    Then Alice cannot answer "combat-damage" with "the big Wretch", "the small Wretch" and "the small Wretch" when the game advances to Alice's end of combat step
    Given Alice will answer "combat-damage" with "the small Wretch", "the big Wretch" and "the big Wretch"
    And Bob will answer "rest" with "decline"
    And Alice will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Alice's "combat-damage" choice offers exactly "the small Wretch" and "the big Wretch"
    And Alice's "combat-damage" choice allows at least 3
    And Alice's "combat-damage" choice allows at most 3
    And Bob no longer controls "the small Wretch"
    And Bob's "the big Wretch" has 2 damage
    And Bob has 20 Vitae

  @id:nodawn-same-name-target-one-of-two @rule:601.2c @rule:115.1
  Scenario: A Bolt aimed at one of two Wretches of one name destroys that one only
    Given Bob controls "Test Wretch", called "the left Wretch"
    And Bob controls "Test Wretch", called "the right Wretch"
    And Alice has "Test Bolt 1" in hand
    When Alice casts "Test Bolt 1" targeting "the right Wretch"
    Then Alice's "target" choice offers exactly "Alice", "Bob", "the left Wretch" and "the right Wretch"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob no longer controls "the right Wretch"
    And Bob controls "the left Wretch"
    And Bob's "the left Wretch" has 0 damage
    And Bob has "Test Wretch" in his Spoils

  @id:nodawn-same-name-only-the-undrained-attacks @rule:508.1a
  Scenario: Of two Wretches of one name, the drained one cannot attack and the other can
    Given Alice controls a drained "Test Wretch"
    And Alice's "Test Wretch" is called "the tired Wretch"
    And Alice controls "Test Wretch", called "the fresh Wretch"
    When the game advances to Alice's declare attackers step
    Then Alice cannot attack Bob with "the tired Wretch"
    When Alice attacks Bob with "the fresh Wretch"
    Then Alice's "the fresh Wretch" is attacking Bob
    And Alice's "the fresh Wretch" is drained
    And Alice's "the tired Wretch" is not in combat

  @id:nodawn-same-name-devour-picks-one @rule:702.43a
  Scenario: Devour names which of two same-named Entities is sacrificed
    Given Alice controls "Test Wretch", called "the left Wretch"
    And Alice controls "Test Wretch", called "the right Wretch"
    And Alice has "Test Devourer" in hand
    And Alice's pool holds 1 generic Vitae
    When Alice casts "Test Devourer"
    And Alice passes
    And Alice answers "devour" with "the left Wretch" when Bob passes
    Then Alice's "devour" choice offers exactly "the left Wretch", "the right Wretch" and "none"
    And Alice's "devour" choice allows at least 0
    And Alice's "devour" choice allows at most 2
    And Alice no longer controls "the left Wretch"
    And Alice controls "the right Wretch"
    And Alice's "Test Devourer" has 1 growth counter

  @id:nodawn-same-name-trigger-order @rule:603.3
  Scenario: Two Bell Ringers of one name are two sources: their controller orders their triggers
    Given it is Bob's end step of turn 1
    And Alice controls "Test Bell Ringer", called "the east Bell"
    And Alice controls "Test Bell Ringer", called "the west Bell"
    And Alice will put the triggered abilities of "the west Bell" and "the east Bell" on the stack in that order
    And Alice will target Bob with "the west Bell"'s triggered ability
    And Alice will target Bob with "the east Bell"'s triggered ability
    When the game advances to Alice's upkeep
    Then Alice's "trigger-order" choice offers exactly "the east Bell" and "the west Bell"
    And the stack holds "Test Bell Ringer" and "Test Bell Ringer"

  @id:nodawn-same-name-state-triggers-each-its-own @proposed @rule:603.8
  Scenario: Two Sages of one name are two sources: the one whose ability has resolved triggers anew while the other's still waits
    Given Alice controls "Test Empty-Handed Sage", called "the elder Sage"
    And Alice controls "Test Empty-Handed Sage", called "the younger Sage"
    And Alice has "Test Bolt 1" in hand
    And Alice's Domain holds, from the top, "Test Bolt 0" and "Test Filler"
    And Alice will put the triggered abilities of "the younger Sage" and "the elder Sage" on the stack in that order
    When Alice casts "Test Bolt 1" targeting Bob
    Then Alice's "trigger-order" choice offers exactly "the elder Sage" and "the younger Sage"
    And the stack holds "Test Bolt 1", "Test Empty-Handed Sage" and "Test Empty-Handed Sage"
    When Alice and Bob pass in turn
    Then Alice's hand is "Test Bolt 0"
    When Alice casts "Test Bolt 0" targeting Bob
    Then the stack holds "Test Bolt 1", "Test Empty-Handed Sage", "Test Bolt 0" and "Test Empty-Handed Sage"

Feature: Instructions in order: "then", "you may", "if you do"
  A resolving spell's instructions are followed in the order written, each finished before the
  next begins. A "you may" instruction is its controller's choice as the spell resolves; an
  "if you do" instruction happens only if the one before it did.

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds, from the top, "Test Bolt 3", "Test Rite 5" and "Test Filler"

  @id:nodawn-then-discard-before-draw @rule:608.4
  Scenario: Discard a card, then draw one: the discard happens while the draw is still to come
    Given Alice has "Test Rummage" and "Test Filler" in hand
    When Alice casts "Test Rummage"
    And Alice and Bob pass in turn
    Then at Alice's "discard" choice, Alice's hand is "Test Filler"
    And Alice's "discard" choice offers exactly "Test Filler"
    And Alice's hand is "Test Bolt 3"
    And Alice has "Test Filler" and "Test Rummage" in her Spoils

  @id:nodawn-may-accepted-if-you-do @rule:603.5 @rule:608.4
  Scenario: Alice chooses to discard, and because she did, she draws two
    Given Alice has "Test Gamble", "Test Filler" and "Test Rite 2" in hand
    When Alice casts "Test Gamble"
    And Alice passes
    Given Alice will answer "may" with "yes"
    And Alice will answer "discard" with "Test Rite 2"
    When Bob passes
    Then Alice's "may" choice offers exactly "yes" and "no"
    And Alice's "discard" choice offers exactly "Test Filler" and "Test Rite 2"
    And Alice's "discard" choice allows at most 1
    And Alice's hand is "Test Filler", "Test Bolt 3" and "Test Rite 5"
    And Alice has "Test Rite 2" in her Spoils

  @id:nodawn-may-declined-no-if-you-do @rule:603.5 @rule:608.4
  Scenario: Alice declines the discard, so the draw that depends on it does not happen
    Given Alice has "Test Gamble", "Test Filler" and "Test Rite 2" in hand
    When Alice casts "Test Gamble"
    And Alice passes
    And Alice answers "may" with "no" when Bob passes
    Then Alice's hand is "Test Filler" and "Test Rite 2"
    And Alice's Domain holds 3 cards

  @id:nodawn-if-you-do-nothing-discarded @rule:608.4 @rule:701.10a
  Scenario: With an empty hand Alice discards nothing, so she did not discard and does not draw
    Given Alice has "Test Gamble" in hand
    When Alice casts "Test Gamble"
    And Alice passes
    And Alice answers "may" with "yes" when Bob passes
    Then Alice's hand is empty
    And Alice's Domain holds 3 cards

  @id:nodawn-if-you-do-after-an-illegal-target @rule:608.3 @rule:608.4
  Scenario: Its Entity gone, the Writ still deals its damage to Bob, but the destruction is left undone and so is the draw that hangs on it
    Given Bob controls "Test Wretch"
    And Alice has "Test Bounty Writ" and "Test Bolt 1" in hand
    And Alice will answer "target" with "Bob"
    And Alice will answer "target" with "Bob's Test Wretch"
    When Alice casts "Test Bounty Writ"
    And Alice casts "Test Bolt 1" targeting Bob's "Test Wretch"
    And Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Test Wretch" in his Spoils
    And the stack holds "Test Bounty Writ"
    When Alice and Bob pass in turn
    Then Bob has 19 Vitae
    And Alice's hand is empty
    And Alice's Domain is "Test Bolt 3", "Test Rite 5" and "Test Filler"
    And Alice has "Test Bounty Writ" in her Spoils

Feature: Abilities linked by a choice or a note, and triggers reflexive to an action
  An ability that has a player choose a value is linked to the ability that refers to "the
  chosen" value; one that notes information, to the ability that reads the note. A static
  ability printed together with a triggered ability that refers to it is linked to it. A
  resolving spell that lets a player act may create a trigger "when they do", checked at once
  against what that resolution did (603.11, 603.12, 607.2b, 607.2d, 607.3).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 6 copies of "Test Filler"

  @id:nodawn-chosen-race-trigger-linked @proposed @rule:603.11 @rule:607.2b
  Scenario: A Race chosen as the Warden enters: an Entity of that Race entering triggers it, one of another does not
    Given Alice has "Test Race Warden" in hand
    And Alice has "Test Sacred Acolyte" and "Test Noble Squire" in hand
    And Alice's pool holds 6 generic Vitae
    When Alice casts "Test Race Warden"
    And Alice passes
    And Alice answers "race" with "Sacred" when Bob passes
    Then Alice's "race" choice offers exactly "Innocent", "Noble", "Sacred" and "Vampire"
    And Alice controls "Test Race Warden"
    When Alice casts "Test Sacred Acolyte"
    And Alice and Bob pass in turn
    Then the stack holds "Test Race Warden"
    When Alice and Bob pass in turn
    Then Alice has 1 Wrath
    When Alice casts "Test Noble Squire"
    And Alice and Bob pass in turn
    Then the stack is empty
    And Alice has 1 Wrath

  @id:nodawn-chosen-race-never-chosen @proposed @rule:607.3 @rule:603.11 @rule:607.2b
  Scenario: A Warden for which no Race was ever chosen refers to nothing: no Entity's arrival triggers it
    Given Alice controls "Test Race Warden"
    And Alice has "Test Sacred Acolyte" in hand
    And Alice's pool holds 3 generic Vitae
    When Alice casts "Test Sacred Acolyte"
    And Alice and Bob pass in turn
    Then the stack is empty
    And Alice has 0 Wrath

  @id:nodawn-noted-number-read-later @proposed @rule:607.2d @rule:607.1
  Scenario: The number the Keeper noted as it entered is what its ability reads, not the hand as it is later
    Given Alice has "Test Ledger Keeper", "Test Rite 2" and "Test Filler" in hand
    And Alice's pool holds 3 generic Vitae
    When Alice casts "Test Ledger Keeper"
    And Alice and Bob pass in turn
    Then the stack holds "Test Ledger Keeper"
    When Alice and Bob pass in turn
    And Alice casts "Test Rite 2"
    And Alice and Bob pass in turn
    Then Alice's hand holds 1 cards
    When Alice activates "Test Ledger Keeper"
    And Alice and Bob pass in turn
    Then Alice's hand holds 3 cards

  @id:nodawn-note-of-another-keeper-unseen @proposed @rule:607.2d @rule:607.1 @rule:607.3
  Scenario: A Keeper that noted nothing draws nothing, whatever another Keeper noted
    Given Alice controls "Test Ledger Keeper", called "the old Keeper"
    And Alice has "Test Ledger Keeper" and "Test Filler" in hand
    And Alice's pool holds 1 generic Vitae
    When Alice casts "Test Ledger Keeper"
    And Alice and Bob pass in turn
    And Alice and Bob pass in turn
    And Alice activates "the old Keeper"
    And Alice and Bob pass in turn
    Then Alice's hand holds 1 cards
    And Alice's Domain holds 6 cards

  @id:nodawn-reflexive-trigger-when-you-do @proposed @rule:603.12 @rule:603.3
  Scenario: "You may discard a card. When you do, 2 damage to target Entity": the trigger waits, and its target is chosen then
    Given Bob controls "Test Brute 4/4" and "Test Wretch"
    And Alice has "Test Hunter's Bargain" and "Test Filler" in hand
    When Alice casts "Test Hunter's Bargain"
    And Alice passes
    Given Alice will answer "may" with "yes"
    And Alice will answer "target" with "Bob's Test Brute 4/4"
    When Bob passes
    Then Alice's "target" choice offers exactly "Bob's Test Brute 4/4" and "Bob's Test Wretch"
    And at Alice's "target" choice, Alice has "Test Filler" and "Test Hunter's Bargain" in her Spoils
    And the stack holds "Test Hunter's Bargain"
    And Bob's "Test Brute 4/4" has 0 damage
    When Alice and Bob pass in turn
    Then Bob's "Test Brute 4/4" has 2 damage
    And the stack is empty

  @id:nodawn-reflexive-trigger-declined @proposed @rule:603.12
  Scenario: Declining the discard, or having nothing to discard, creates no reflexive trigger
    Given Bob controls "Test Brute 4/4"
    And Alice has "Test Hunter's Bargain" and "Test Hunter's Bargain" in hand
    When Alice casts "Test Hunter's Bargain"
    And Alice passes
    And Alice answers "may" with "no" when Bob passes
    Then the stack is empty
    And Alice's hand is "Test Hunter's Bargain"
    When Alice casts "Test Hunter's Bargain"
    And Alice passes
    And Alice answers "may" with "yes" when Bob passes
    Then the stack is empty
    And Bob's "Test Brute 4/4" has 0 damage

  @id:nodawn-noted-nothing-gains-no-wrath @proposed @rule:607.3 @rule:607.2d
  Scenario: A Ledger that noted nothing gains no Wrath: the Wrath already had stays as it was
    It was put onto the battlefield without its enter-trigger, so no number was ever noted on it;
    the ability reading the note refers to nothing and that part does nothing.

    Given Alice controls "Test Wrath Ledger"
    And Alice has 2 Wrath
    And Alice's pool holds 1 generic Vitae
    When Alice activates "Test Wrath Ledger"
    And Alice and Bob pass in turn
    Then the stack is empty
    And Alice has 2 Wrath

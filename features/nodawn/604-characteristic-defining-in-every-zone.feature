Feature: A characteristic-defining ability works in every zone
  A static ability printed on an object that defines one of its values — Attack, Vigor,
  subtypes — defining only that object, not self-granted and unconditional, is
  characteristic-defining: it works wherever the card is, the hand included (604.3).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice has 10 Vitae

  @id:nodawn-marginalia-counts-in-hand-example @example @rule:604.3 @rule:613.4a
  Scenario: Marginalia's Attack is the number of cards in its owner's Spoils even while it lies in the hand
    604.3's example: Marginalia's Attack and Vigor are each the number of cards in its
    controller's Spoils, and this counts even in the hand. The kit's Test Appraisal reads the
    greatest Attack among the Entity cards in its caster's hand.

    Given Alice has "Marginalia", "Test Noble Squire" and "Test Appraisal" in hand
    And Alice has "Test Filler", "Test Filler" and "Test Filler" in her Spoils
    When Alice casts "Test Appraisal"
    And Alice and Bob pass in turn
    Then Alice has 13 Vitae
    And Alice has "Marginalia" in hand

  @id:nodawn-marginalia-in-hand-with-empty-spoils @rule:604.3
  Scenario: With an empty Spoils Marginalia's Attack in hand is 0, and a printed 1 is the greatest
    Given Alice has "Marginalia", "Test Noble Squire" and "Test Appraisal" in hand
    When Alice casts "Test Appraisal"
    And Alice and Bob pass in turn
    Then Alice has 11 Vitae

  @id:nodawn-appraisal-with-no-entity-in-hand @rule:107.2 @rule:106.8
  Scenario: With no Entity card in Alice's hand the greatest Attack there cannot be determined: she gains nothing
    Given Alice has "Test Filler" and "Test Appraisal" in hand
    When Alice casts "Test Appraisal"
    And Alice and Bob pass in turn
    Then Alice has 10 Vitae
    And Alice has "Test Filler" in hand

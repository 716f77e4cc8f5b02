Feature: An event within an event
  When one replacement effect applies to an event and another to an event contained within it,
  the outer event's effect is chosen first: the inner event happens only if the outer one does
  (616.2).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds, from the top, "Test Rite 2", "Test Bolt 1" and "Test Filler"

  @id:nodawn-discard-replaced-before-its-move @rule:616.2 @rule:616.1
  Scenario: A discard replaced by a draw never sends its card toward the Spoils: the Void-sending ward has nothing to replace
    The discard contains the card's move to the Spoils. The Scholar's Ward replaces the discard
    itself, so it applies first, unasked, and the Grave Ward never meets a move to the Spoils.

    Given Alice controls "Test Scholar's Ward" and "Test Grave Ward"
    And Alice has "Test Rummage" and "Test Sacred Acolyte" in hand
    When Alice casts "Test Rummage"
    And Alice and Bob pass in turn
    Then Alice has "Test Sacred Acolyte" in hand
    And Alice has "Test Rite 2" and "Test Bolt 1" in hand
    And Alice's Void is "Test Rummage"
    And Alice's Spoils is empty

  @id:nodawn-inner-move-replaced-alone @rule:616.2 @rule:614.1
  Scenario: With nothing replacing the discard, the card's move to the Spoils meets the ward that banishes it
    Given Alice controls "Test Grave Ward"
    And Alice has "Test Rummage" and "Test Sacred Acolyte" in hand
    When Alice casts "Test Rummage"
    And Alice and Bob pass in turn
    Then Alice has "Test Sacred Acolyte" and "Test Rummage" in her Void
    And Alice's hand is "Test Rite 2"

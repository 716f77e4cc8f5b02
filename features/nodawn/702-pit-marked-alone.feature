Feature: Pit-marked, the keyword, on a seal of one card
  Pit-marked is a keyword that works while its card is in hand as its player seals the Pit: the
  card is cast instead of sealed. Sealed alone it yields nothing to pay its own cost, and the
  drop is spent all the same (702.24, 702.24a).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"

  @id:nodawn-702-pit-marked-alone @rule:702.24 @rule:702.24a
  Scenario: A seal of Marginalia alone casts it from the Vitae already in the pool, adds none of its own, and spends the drop
    Marginalia's Blood Seal would yield 1; cast instead of sealed it yields nothing, so the 2 Vitae
    of its Pit-marked cost come out of the pool whole.

    Given Alice has "Marginalia" and "Test Filler" in hand
    And Alice's pool holds 2 generic Vitae
    And Alice has "Test Rite 2" in Spoils
    When Alice seals "Marginalia" into the Pit, casting "Marginalia" for Pit-marked
    And Alice and Bob pass in turn
    Then the stack holds "Marginalia"
    And Alice's Pit is empty
    And Alice's pool holds no Vitae
    When Alice and Bob pass in turn
    Then Alice controls "Marginalia"
    And Alice cannot seal "Test Filler" into the Pit

Feature: Lineages
  No Dawn has no colours: identity is lineage. A player's lineage is their Master's. A card has a
  lineage only where its text or type line gives one. A lineage-locked card may be played only
  while its player's Master belongs to that lineage — a restriction on play, not on what a Domain
  holds. Asked to choose a lineage, a player chooses one of the six (105).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-lineage-lock-refused @rule:105.4 @rule:105.2 @rule:202.8
  Scenario: A card locked to the Kaelite lineage cannot be played by a player whose Master is Liamite
    Given Alice has "Test Kaelite Oath" in hand
    Then Alice cannot cast "Test Kaelite Oath"

  @id:nodawn-lineage-lock-met @rule:105.4 @rule:105.2
  Scenario: The same card plays for a player whose Master is Kaelite
    Given Alice's Master is "Test Kaelite Master"
    And Alice has "Test Kaelite Oath" in hand
    And Alice's Domain holds 1 copies of "Test Filler"
    When Alice casts "Test Kaelite Oath"
    And Alice and Bob pass in turn
    Then Alice's hand is "Test Filler"

  @id:nodawn-lineage-lock-still-sealed @rule:105.4 @rule:100.4
  Scenario: A lineage-locked card its player cannot play may still be sealed into the Pit
    Given Alice has "Test Kaelite Oath" in hand
    When Alice seals "Test Kaelite Oath" into the Pit
    And Alice and Bob pass in turn
    Then Alice's pool holds 1 generic Vitae

  @id:nodawn-choose-one-of-six-lineages @rule:105.5 @rule:105.3
  Scenario: Asked to choose a lineage, a player chooses one of the six; only cards marked with it count
    Given Alice controls "Test Kaelite Courtier" and "Gilded Emissary"
    And Alice has "Test Lineage Census" in hand
    And Alice's Domain holds 3 copies of "Test Filler"
    When Alice casts "Test Lineage Census"
    And Alice passes
    And Alice answers "lineage" with "Kaelite" when Bob passes
    Then Alice's "lineage" choice offers exactly "Elian", "Garethean", "Kaelite", "Liamite", "Orionite" and "Theronite"
    And Alice's hand is "Test Filler"

  @id:nodawn-none-is-no-lineage @rule:105.5
  Scenario: "None" is not a lineage
    Given Alice has "Test Lineage Census" in hand
    When Alice casts "Test Lineage Census"
    And Alice passes
    Then Alice cannot answer "lineage" with "None" when Bob passes

Feature: Bleed
  A card with Bleed can be used from its owner's hand: they pay the Bleed cost and discard the
  card as the cost of an ability that draws them a card when it resolves (702.21).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds, from the top, "Test Filler"
    And Bob's Domain holds, from the top, "Test Filler"

  @id:nodawn-bleed-draws @rule:702.21a @rule:702.21
  Scenario: Bleeding a card discards it as a cost, and the ability draws a card as it resolves
    Given Alice's pool holds 1 generic Vitae
    And Alice has "Test Bleeding Page" in hand
    When Alice bleeds "Test Bleeding Page"
    Then the stack holds "Test Bleeding Page"
    And Alice has "Test Bleeding Page" in her Spoils
    And Alice's hand is empty
    And Alice's pool holds no Vitae
    When Alice and Bob pass in turn
    Then the stack is empty
    And Alice's hand is "Test Filler"

  @id:nodawn-bleed-any-priority @rule:702.21a
  Scenario: Bleed can be used whenever its owner holds priority, in an opponent's turn too
    Given Bob's pool holds 1 generic Vitae
    And Bob has "Test Bleeding Page" in hand
    When Alice passes
    And Bob bleeds "Test Bleeding Page"
    Then the stack holds "Test Bleeding Page"
    When Bob and Alice pass in turn
    Then Bob's hand is "Test Filler"

  @id:nodawn-bleed-needs-keyword @rule:702.21a
  Scenario: A card without Bleed cannot be bled
    Given Alice's pool holds 1 generic Vitae
    And Alice has "Test Rite 2" in hand
    Then Alice cannot bleed "Test Rite 2"

  @id:nodawn-bleed-only-from-hand @rule:702.21a
  Scenario: Bleed works only while the card is in its owner's hand
    Given Alice's pool holds 1 generic Vitae
    And Alice has "Test Bleeding Page" in her Spoils
    Then Alice cannot bleed "Test Bleeding Page"

  @id:nodawn-bleed-only-that-card-in-hand @rule:702.21a
  Scenario: Another card held in hand does not let a Bleed card in the Spoils be bled
    Given Alice's pool holds 1 generic Vitae
    And Alice has "Test Bleeding Page" in her Spoils
    And Alice has "Test Ambusher" in hand
    Then Alice cannot bleed "Test Bleeding Page"
    And Alice's hand is "Test Ambusher"
    And Alice's pool holds 1 generic Vitae

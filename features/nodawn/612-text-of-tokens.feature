Feature: Text changes reach tokens
  A token's subtypes and text are what the effect that created it defined; a text-changing
  effect rewrites them as it would a card's (612.4).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-text-change-reaches-a-token @proposed @rule:612.4 @rule:612.2 @rule:111.3
  Scenario: A Noble token reworded to Sacred yields Sacred Vitae when drained, and keeps its name
    Given Alice controls "Noble Page Token"
    And Alice has "Test Rewording" in hand
    When Alice casts "Test Rewording" targeting Alice's "Noble Page Token"
    And Alice and Bob pass in turn
    And Alice drains "Noble Page Token" for Vitae
    Then Alice's pool holds 1 Sacred Vitae
    And Alice's pool holds 0 Noble Vitae
    And Alice controls "Noble Page Token"

  @id:nodawn-created-token-has-its-creators-race @proposed @rule:612.4 @rule:111.3
  Scenario: A token is the Race its creator defined: drained on a later turn, it yields Noble Vitae
    Given Alice has "Test Page Summons" in hand
    And Alice's Domain holds 3 copies of "Test Filler"
    And Bob's Domain holds 3 copies of "Test Filler"
    When Alice casts "Test Page Summons"
    And Alice and Bob pass in turn
    Then Alice controls "Noble Page Token"
    When the game advances to Alice's first main phase
    And Alice drains "Noble Page Token" for Vitae
    Then Alice's pool holds 1 Noble Vitae

Feature: What Devour may sacrifice
  A player can sacrifice only a permanent they control (701.12a), so Devour offers its
  controller's own Entities, each once per copy, and nothing of an opponent's.

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's pool holds 1 generic Vitae

  @id:nodawn-devour-not-an-opponents-entity @rule:702.43a @rule:701.12a
  Scenario: Bob's Entity is not Alice's to devour
    Given Alice controls "Test Wretch"
    And Bob controls "Test Thrall"
    And Alice has "Test Devourer" in hand
    When Alice casts "Test Devourer"
    And Alice passes
    Then Alice cannot answer "devour" with "Test Thrall" when Bob passes
    And Bob controls "Test Thrall"
    Given Alice will answer "devour" with "none"
    When Bob passes
    Then Alice's "devour" choice does not offer "Test Thrall"
    And Bob controls "Test Thrall"

  @id:nodawn-devour-one-copy-once @rule:702.43a @rule:701.12a
  Scenario: One Wretch cannot be sacrificed twice to one Devour
    Given Alice controls "Test Wretch"
    And Alice has "Test Devourer" in hand
    When Alice casts "Test Devourer"
    And Alice passes
    Then Alice cannot answer "devour" with "Test Wretch" and "Test Wretch" when Bob passes
    And Alice controls "Test Wretch"

  @id:nodawn-devour-none-and-an-entity-refused @rule:702.43a
  Scenario: "None" and an Entity at once is no answer
    Given Alice controls "Test Wretch"
    And Alice has "Test Devourer" in hand
    When Alice casts "Test Devourer"
    And Alice passes
    Then Alice cannot answer "devour" with "none" and "Test Wretch" when Bob passes

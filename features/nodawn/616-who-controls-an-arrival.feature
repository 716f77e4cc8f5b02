Feature: Who controls an arrival is settled first
  Of the effects modifying how a permanent enters, after any self-replacement an effect that
  changes under whose control it enters must be applied next; the rest then modify an arrival
  under its new controller (616.1b, 616.1).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-arrival-taken-before-its-feast @rule:616.1b @rule:702.43a
  Scenario: A Devourer entering under Bob's Throne feeds on Bob's Entities, its new controller's, not Alice's
    Given Bob controls "Test Usurper's Throne" and "Test Thrall"
    And Alice controls "Test Wretch"
    And Alice has "Test Devourer" in hand
    And Alice's pool holds 1 generic Vitae
    When Alice casts "Test Devourer"
    And Alice passes
    Given Bob will answer "devour" with "Test Thrall"
    When Bob passes
    Then Bob's "devour" choice offers exactly "Test Thrall" and "none"
    And Bob controls "Test Devourer"
    And Bob's "Test Devourer" has 1 growth counter
    And Bob has "Test Thrall" in his Spoils
    And Alice controls "Test Wretch"

  @id:nodawn-own-arrival-not-taken @rule:616.1b
  Scenario: The Throne takes only what would enter under an opponent's control: Bob's own Entity arrives as usual
    Given Bob controls "Test Usurper's Throne"
    And Bob has "Test Thrall" in hand
    And it is Bob's first main phase of turn 2
    And Bob's pool holds 1 generic Vitae
    When Bob casts "Test Thrall"
    And Bob and Alice pass in turn
    Then Bob controls "Test Thrall"
    And Alice's battlefield is empty

  @id:nodawn-taken-arrival-goes-home-on-leaving @rule:616.1b @rule:400.3
  Scenario: A taken Entity still belongs to Alice: destroyed, it goes to her Spoils
    Given Bob controls "Test Usurper's Throne"
    And Alice has "Test Wretch" and "Test Ruin" in hand
    And Alice's pool holds 1 generic Vitae
    When Alice casts "Test Wretch"
    And Alice and Bob pass in turn
    Then Bob controls "Test Wretch"
    When Alice casts "Test Ruin" targeting Bob's "Test Wretch"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Alice has "Test Wretch" in her Spoils
    And Bob's Spoils is empty

  @id:nodawn-alices-throne-takes-bobs-arrival @rule:616.1b
  Scenario: Alice's Throne takes the Entity Bob casts: it enters under Alice's control
    Given Alice controls "Test Usurper's Throne"
    And Bob has "Test Thrall" in hand
    And it is Bob's first main phase of turn 2
    And Bob's pool holds 1 generic Vitae
    When Bob casts "Test Thrall"
    And Bob and Alice pass in turn
    Then Alice controls "Test Thrall"
    And Bob's battlefield is empty

Feature: Replacement effects on arrival
  A permanent that enters drained, or with counters, arrives that way: it is never on the
  battlefield replenished or bare (614.6a, 614.6b).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-replacement-enters-drained @rule:614.6a
  Scenario: An Entity that enters drained arrives drained
    Given Alice has "Test Weary Recruit" in hand
    When Alice casts "Test Weary Recruit"
    And Alice and Bob pass in turn
    Then Alice controls "Test Weary Recruit"
    And Alice's "Test Weary Recruit" is drained

  @id:nodawn-replacement-enters-with-counters @rule:614.6b
  Scenario: An Entity that enters with growth counters arrives with them
    Given Alice has "Test Brood Hatchling" in hand
    When Alice casts "Test Brood Hatchling"
    And Alice and Bob pass in turn
    Then Alice's "Test Brood Hatchling" has 2 growth counters
    And Alice's "Test Brood Hatchling" has 3 Attack
    And Alice's "Test Brood Hatchling" has 3 Vigor

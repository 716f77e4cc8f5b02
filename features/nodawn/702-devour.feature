Feature: Devour
  As an Entity with Devour N comes into play, its controller may sacrifice any number of their
  other Entities to it; for each one, it gets N growth counters (702.43).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's pool holds 1 generic Vitae

  @id:nodawn-devour-two @rule:702.43a @rule:702.43
  Scenario: Devouring two Entities gives a Devour 1 Entity two growth counters
    Given Alice controls "Test Wretch" and "Test Thrall"
    And Alice has "Test Devourer" in hand
    When Alice casts "Test Devourer"
    And Alice passes
    Given Alice will answer "devour" with "Test Wretch" and "Test Thrall"
    When Bob passes
    Then Alice's "devour" choice offers exactly "Test Wretch", "Test Thrall" and "none"
    And Alice's "devour" choice allows at least 0
    And Alice's "devour" choice allows at most 2
    And Alice controls "Test Devourer"
    And Alice's "Test Devourer" has 2 growth counters
    And Alice's "Test Devourer" has 3 Attack
    And Alice's "Test Devourer" has 3 Vigor
    And Alice has "Test Wretch" and "Test Thrall" in her Spoils

  @id:nodawn-devour-n-each @rule:702.43a
  Scenario: Each Entity devoured gives N growth counters
    Given Alice controls "Test Wretch"
    And Alice has "Test Glutton" in hand
    When Alice casts "Test Glutton"
    And Alice passes
    Given Alice will answer "devour" with "Test Wretch"
    When Bob passes
    Then Alice's "Test Glutton" has 2 growth counters
    And Alice's "Test Glutton" has 4 Attack

  @id:nodawn-devour-optional @rule:702.43a
  Scenario: Devouring is optional: the Entity may enter having eaten nothing
    Given Alice controls "Test Wretch"
    And Alice has "Test Devourer" in hand
    When Alice casts "Test Devourer"
    And Alice passes
    Given Alice will answer "devour" with "none"
    When Bob passes
    Then Alice's "devour" choice offers exactly "Test Wretch" and "none"
    And Alice controls "Test Devourer"
    And Alice controls "Test Wretch"
    And Alice's "Test Devourer" has 0 growth counters
    And Alice's "Test Devourer" has 1 Attack

  @id:nodawn-devour-nothing-to-eat @rule:702.43a
  Scenario: With no other Entity to sacrifice, a Devour Entity simply enters
    Given Alice has "Test Devourer" in hand
    When Alice casts "Test Devourer"
    And Alice and Bob pass in turn
    Then Alice controls "Test Devourer"
    And Alice's "Test Devourer" has 1 Vigor

  @id:nodawn-devour-dies-trigger @rule:702.43a @rule:701.12a
  Scenario: A devoured Entity is sacrificed, so it dies and its death trigger goes on the stack
    Given Alice controls "Test Martyr"
    And Alice has 10 Vitae
    And Alice has "Test Devourer" in hand
    When Alice casts "Test Devourer"
    And Alice passes
    Given Alice will answer "devour" with "Test Martyr"
    When Bob passes
    Then the stack holds "Test Martyr"
    When Alice and Bob pass in turn
    Then Alice has 13 Vitae

  @id:nodawn-devour-deathless @rule:702.43a @rule:702.12a
  Scenario: Deathless does not stop an Entity from being devoured, since devouring sacrifices it
    Given Alice controls "Test Deathless Revenant"
    And Alice has "Test Devourer" in hand
    When Alice casts "Test Devourer"
    And Alice passes
    Given Alice will answer "devour" with "Test Deathless Revenant"
    When Bob passes
    Then Alice has "Test Deathless Revenant" in her Spoils
    And Alice's "Test Devourer" has 1 growth counter

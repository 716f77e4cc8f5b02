Feature: Command
  A permanent with Command gives its controller's other Entities its printed bonus for as long
  as it stays on the battlefield, and the bonus follows Entities as they come and go (702.37).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-command-other-entities @rule:702.37a @rule:702.37
  Scenario: Command gives its controller's other Entities the bonus, but not itself
    Given Alice controls "Test Warlord" and "Test Wretch"
    Then Alice's "Test Wretch" has 2 Attack
    And Alice's "Test Wretch" has 2 Vigor
    And Alice's "Test Warlord" has 2 Attack
    And Alice's "Test Warlord" has 2 Vigor

  @id:nodawn-command-not-opponents @rule:702.37a
  Scenario: An opponent's Entities get nothing from Command
    Given Alice controls "Test Warlord"
    And Bob controls "Test Thrall"
    Then Bob's "Test Thrall" has 1 Attack
    And Bob's "Test Thrall" has 1 Vigor

  @id:nodawn-command-newcomer @rule:702.37a
  Scenario: An Entity that enters later gets the bonus at once
    Given Alice controls "Test Warlord"
    And Alice's pool holds 1 generic Vitae
    And Alice has "Test Wretch" in hand
    When Alice casts "Test Wretch"
    And Alice and Bob pass in turn
    Then Alice's "Test Wretch" has 2 Attack
    And Alice's "Test Wretch" has 2 Vigor

  @id:nodawn-command-leaves @rule:702.37a
  Scenario: The bonus ends when the permanent with Command leaves the battlefield
    Given Alice controls "Test Warlord" and "Test Wretch"
    And Bob has "Test Ruin" in hand
    When Alice passes
    And Bob casts "Test Ruin" targeting Alice's "Test Warlord"
    When Bob passes
    Given Bob will answer "rest" with "decline"
    When Alice passes
    Then Alice no longer controls "Test Warlord"
    And Alice's "Test Wretch" has 1 Attack
    And Alice's "Test Wretch" has 1 Vigor

  @id:nodawn-command-two @rule:702.37a
  Scenario: Two permanents with Command each give the other their bonus, and both reach the rest
    Given Alice controls "Test Warlord", "Test Banner Captain" and "Test Wretch"
    Then Alice's "Test Warlord" has 3 Attack
    And Alice's "Test Warlord" has 2 Vigor
    And Alice's "Test Banner Captain" has 2 Attack
    And Alice's "Test Banner Captain" has 4 Vigor
    And Alice's "Test Wretch" has 3 Attack
    And Alice's "Test Wretch" has 2 Vigor

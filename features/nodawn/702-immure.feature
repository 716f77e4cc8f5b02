Feature: Immure
  A Haven with Immure seals the shadow of an Entity its controller chooses: for as long as that
  Entity stays on the battlefield the Haven has +2 Defense (or whatever bonus its own text gives),
  and the bonus is gone once it leaves. The shadowless wither: at the beginning of each Day round
  each gets a decay counter, and its decay counters rot it at its controller's upkeeps as Decay's
  do (702.47; docs/contested.md, nodawn-shadowless-decay).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 8 copies of "Test Filler"
    And Bob's Domain holds 8 copies of "Test Filler"

  @id:nodawn-702-immure-seals-a-shadow @rule:702.47 @rule:702.47a @rule:702.47b
  Scenario: Immure is paid, goes on the stack, and the Haven stands 2 Defense higher while the Entity remains
    Given Alice controls "Test Walled Keep"
    And Alice controls "Test Wretch"
    And Alice's pool holds 1 generic Vitae
    When Alice immures "Test Wretch" into "Test Walled Keep"
    Then Alice's pool holds no Vitae
    And the stack holds "Test Walled Keep"
    And Alice's "Test Walled Keep" has 6 Defense
    When Alice and Bob pass in turn
    Then the stack is empty
    And Alice's "Test Walled Keep" has 8 Defense
    And Alice controls "Test Wretch"

  @id:nodawn-702-immure-wall-weeps @rule:702.47b
  Scenario: When the immured Entity leaves the battlefield the wall weeps, and the bonus ends
    Given Alice controls "Test Walled Keep"
    And Alice controls "Test Wretch"
    And Alice's "Test Wretch" is immured in "Test Walled Keep"
    And Alice has "Test Ruin" in hand
    Then Alice's "Test Walled Keep" has 8 Defense
    When Alice casts "Test Ruin" targeting Alice's "Test Wretch"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Alice has "Test Wretch" in her Spoils
    And Alice's "Test Walled Keep" has 6 Defense

  @id:nodawn-702-immure-own-bonus @rule:702.47b @rule:702.47a
  Scenario: A Haven whose text states its own bonus gives that, for each shadow it holds
    Given Alice controls "Test Bone Bastion"
    And Alice controls "Test Wretch"
    And Alice controls "Test Brute 4/4"
    And Alice's pool holds 4 generic Vitae
    When Alice immures "Test Wretch" into "Test Bone Bastion"
    And Alice and Bob pass in turn
    Then Alice's "Test Bone Bastion" has 9 Defense
    When Alice immures "Test Brute 4/4" into "Test Bone Bastion"
    And Alice and Bob pass in turn
    Then Alice's "Test Bone Bastion" has 12 Defense
    And Alice's pool holds no Vitae

  @id:nodawn-702-immure-one-shadow @rule:702.47a
  Scenario: An Entity already shadowless has no shadow left to seal
    Given Alice controls "Test Walled Keep"
    And Alice controls "Test Wretch"
    And Alice's "Test Wretch" is immured in "Test Walled Keep"
    And Alice's pool holds 1 generic Vitae
    Then Alice cannot immure "Test Wretch" into "Test Walled Keep"

  @id:nodawn-702-immure-shadowless-wither @rule:702.47c @rule:702.41a @contested
  Scenario: Each Day round puts a decay counter on the shadowless Entity, and the counters rot it at its controller's upkeeps
    The Entity has no Decay of its own; 702.47c's counters work "as rule 702.41" has them, so
    they rot it, cumulatively (docs/contested.md, nodawn-shadowless-decay).

    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 6
    And Alice controls "Test Walled Keep"
    And Bob controls "Test Haven"
    And Alice controls "Test Day Hod Carrier"
    And Alice's "Test Day Hod Carrier" is immured in "Test Walled Keep"
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 1, The Preparation
    And Alice's "Test Day Hod Carrier" has 1 decay counter
    And the stack holds "Test Day Hod Carrier"
    When Alice and Bob pass in turn
    Then Alice's "Test Day Hod Carrier" has 2 Vigor
    When the game advances to Alice's upkeep
    Then Alice's "Test Day Hod Carrier" has 2 decay counters
    When Alice and Bob pass in turn
    Then Alice has "Test Day Hod Carrier" in her Spoils
    And Alice's "Test Walled Keep" has 6 Defense

  @id:nodawn-702-immure-night-no-wither @rule:702.47c
  Scenario: A Night round brings the shadowless no decay counter
    Given it is Bob's end step of turn 1
    And Alice controls "Test Walled Keep"
    And Alice controls "Test Wretch"
    And Alice's "Test Wretch" is immured in "Test Walled Keep"
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 2, The Arise
    And Alice's "Test Wretch" has 0 decay counters
    And the stack is empty

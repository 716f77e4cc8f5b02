Feature: Overrun's excess goes on only past lethal
  An Overrun attacker first gives its blockers lethal damage; only what is beyond that may go
  on to its target (702.7a, 510.2d).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice controls "Test Overrun Brute"
    And Bob controls "Test Thrall" with 1 growth counter
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Overrun Brute"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Overrun Brute" with "Test Thrall"

  @id:nodawn-overrun-past-before-lethal-refused @rule:702.7a @rule:510.2d @rule:510.2g
  Scenario: Sending damage on to the Master before the blocker has lethal is refused
    Then Alice cannot answer "combat-damage" with "Bob's Test Thrall", "Bob", "Bob" and "Bob" when the game advances to Alice's end of combat step
    And Bob has 20 Vitae

  @id:nodawn-overrun-lethal-then-on @rule:702.7a @rule:510.2d
  Scenario: Two to the 2/2 blocker, two on to Bob
    Given Alice will answer "combat-damage" with "Bob's Test Thrall", "Bob's Test Thrall", "Bob" and "Bob"
    And Alice will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Alice's "combat-damage" choice offers exactly "Bob's Test Thrall" and "Bob"
    And Alice's "combat-damage" choice allows at least 4
    And Bob no longer controls "Test Thrall"
    And Bob has 18 Vitae

  @id:nodawn-overrun-may-keep-all-on-the-blocker @rule:702.7a
  Scenario: Overrun lets the excess go on; it does not make it: all four may stay on the blocker
    Given Alice will answer "combat-damage" with "Bob's Test Thrall", "Bob's Test Thrall", "Bob's Test Thrall" and "Bob's Test Thrall"
    And Alice will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Bob no longer controls "Test Thrall"
    And Bob has 20 Vitae

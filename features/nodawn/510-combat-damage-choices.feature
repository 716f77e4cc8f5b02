Feature: How an attacker's combat damage may be divided
  An Entity assigns combat damage equal to its Attack, no more and no less. A blocked attacker
  divides it among its blockers only, each in the chosen order getting lethal damage before any
  goes past it; with Overrun, what is beyond lethal for every blocker may go on to the target,
  and only that. An assignment that breaks these rules is taken back (510.2g): the engine must
  refuse it.

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice controls "Gilded Emissary"
    And Bob controls "Test Wretch" and "Test Thrall"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Gilded Emissary"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Gilded Emissary" with "Test Wretch" and "Test Thrall"

  @id:nodawn-split-to-the-master-refused @rule:510.2c @rule:510.2g
  Scenario: Without Overrun, a blocked attacker's damage never goes to the player it attacked
    Then Alice cannot answer "combat-damage" with "Bob's Test Wretch", "Bob's Test Thrall" and "Bob" when the game advances to Alice's end of combat step
    And Bob has 20 Vitae

  @id:nodawn-split-short-of-attack-refused @rule:510.2a @rule:510.2g
  Scenario: Assigning two of the Emissary's three damage is refused
    Then Alice cannot answer "combat-damage" with "Bob's Test Wretch" and "Bob's Test Thrall" when the game advances to Alice's end of combat step

  @id:nodawn-split-beyond-attack-refused @rule:510.2a @rule:510.2g
  Scenario: Assigning four damage from an Entity with 3 Attack is refused
    Then Alice cannot answer "combat-damage" with "Bob's Test Wretch", "Bob's Test Wretch", "Bob's Test Thrall" and "Bob's Test Thrall" when the game advances to Alice's end of combat step

  @id:nodawn-split-all-to-one-blocker @rule:510.2c
  Scenario: All three to the first blocker in the order is legal: nothing goes past it
    Given Alice will answer "combat-damage" with "Bob's Test Thrall", "Bob's Test Thrall" and "Bob's Test Thrall"
    And Alice will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Bob no longer controls "Test Thrall"
    And Bob controls "Test Wretch"
    And Alice's "Gilded Emissary" has 2 damage

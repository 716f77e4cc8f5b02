Feature: Targets
  Targets are declared as a spell or ability goes on the stack and do not change. Only permanents
  are targets unless the text says otherwise; damage may target Entities, Companions, Havens or
  players. One "target" chooses one object; separate instances may each choose the same. Nothing
  targets itself. Targets are checked again as the spell resolves: an illegal one is untouched,
  and with none left the spell does nothing — in combat too. What is not targeted is affected
  without being targeted (115).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-fizzle-when-target-gone @example @rule:115.6 @rule:115.6a @rule:115.1 @rule:608.3
  Scenario: Sacramental Fire targets a Risen Pallbearer, which its controller returns to hand in response: it fizzles
    The example printed after 115.6a, of the discipline 115.6 sets for spells and 115.6a carries
    into combat: a target gone at resolution is never replaced by another. The response is Slip
    the Knife, whose type and text the rulebook gives three ways (docs/contested.md,
    nodawn-slip-the-knife-type): the kit's Test Recall to Hand stands in.

    Given Bob controls "Risen Pallbearer"
    And Alice has "Sacramental Fire" in hand
    And Alice's pool holds 5 Sacred Vitae
    And Bob has "Test Recall to Hand" in hand
    When Alice casts "Sacramental Fire" targeting Bob's "Risen Pallbearer"
    And Alice passes
    And Bob casts "Test Recall to Hand" targeting Bob's "Risen Pallbearer"
    And Bob and Alice pass in turn
    Then Bob has "Risen Pallbearer" in hand
    When Alice and Bob pass in turn
    Then Alice has "Sacramental Fire" in her Spoils
    And the stack is empty
    And Bob has 20 Vitae

  @id:nodawn-what-damage-targets @rule:115.4 @rule:115.2 @rule:120.1 @rule:120.3
  Scenario: Damage targets Entities, Companions, Havens and players, nothing else
    Given Bob controls "Test Haven", "Test Companion 3", "Test Wretch" and "Test Filler"
    And Alice has "Test Bolt 2" in hand
    When Alice answers "target" with "Bob's Test Haven" when she casts "Test Bolt 2"
    Then Alice's "target" choice offers exactly "Alice", "Bob", "Bob's Test Haven", "Bob's Test Companion 3" and "Bob's Test Wretch"
    When Alice and Bob pass in turn
    Then Bob's "Test Haven" has 8 Defense

  @id:nodawn-separate-instances-same-target @rule:115.3
  Scenario: Each instance of "target" chooses once: two instances may choose the same player
    Given Alice has "Test Twin Bolt" in hand
    And Alice will answer "target" with "Bob"
    And Alice will answer "target" with "Bob"
    When Alice casts "Test Twin Bolt"
    And Alice and Bob pass in turn
    Then Bob has 16 Vitae

  @id:nodawn-nothing-targets-itself @rule:115.5
  Scenario: A spell on the stack is no target for itself: a lone counter has nothing to counter
    Given Alice has "Test Negation" in hand
    Then Alice cannot cast "Test Negation"

  @id:nodawn-strike-never-reaimed @rule:115.6a @rule:506.6c
  Scenario: An attacker whose target has gone deals its blow to nothing; it is never re-aimed
    Given Alice controls "Test Brute 4/4"
    And Bob controls "Test Thrall"
    And Alice has "Test Ruin" in hand
    And it is Alice's declare attackers step of turn 2
    When Alice attacks Bob's "Test Thrall" with "Test Brute 4/4"
    And Alice casts "Test Ruin" targeting Bob's "Test Thrall"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    And the game advances to Alice's end of combat step
    Then Bob has 20 Vitae
    And Alice's "Test Brute 4/4" has 0 damage

  @id:nodawn-untargeted-reaches-the-untargetable @rule:115.7 @rule:702.13a @rule:702.14a
  Scenario: An effect that targets nothing reaches an Elusive Entity and sets off no Toll
    Given Bob controls "Test Elusive Shade" and "Bishop of Coin"
    And Alice has "Test Firestorm 1" in hand
    When Alice casts "Test Firestorm 1"
    And Alice and Bob pass in turn
    Then Bob's "Test Elusive Shade" has 1 damage
    And Bob's "Bishop of Coin" has 1 damage
    And the stack is empty

  @id:nodawn-lone-legal-target-taken-unasked @rule:601.2c @rule:115.1
  Scenario: A spell whose only legal target is one Entity takes it as its target without asking
    Given Alice controls "Test Wretch"
    And Alice has "Test Spur" in hand
    When Alice casts "Test Spur"
    Then Alice's "target" choice offers exactly "Alice's Test Wretch"
    When Alice and Bob pass in turn
    Then Alice's "Test Wretch" has 3 Attack

Feature: Pack
  An Entity with Pack N gets its printed bonus while it is attacking together with at least N
  other attacking Entities (702.44).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-pack-with-others @rule:702.44a @rule:702.44
  Scenario: Attacking alongside another Entity, a Pack 1 Entity gets its bonus, and deals damage with it
    Given Alice controls "Test Pack Wolf" and "Test Wretch"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Pack Wolf" and "Test Wretch"
    Then Alice's "Test Pack Wolf" has 3 Attack
    And Alice's "Test Pack Wolf" has 3 Vigor
    And Alice's "Test Wretch" has 1 Attack
    When the game advances to Alice's end of combat step
    Then Bob has 16 Vitae

  @id:nodawn-pack-alone @rule:702.44a
  Scenario: Attacking alone, a Pack Entity gets no bonus
    Given Alice controls "Test Pack Wolf" and "Test Wretch"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Pack Wolf"
    Then Alice's "Test Pack Wolf" has 2 Attack
    When the game advances to Alice's end of combat step
    Then Bob has 18 Vitae

  @id:nodawn-pack-not-attacking @rule:702.44a
  Scenario: Out of combat a Pack Entity has only its printed values
    Given Alice controls "Test Pack Wolf" and "Test Wretch"
    Then Alice's "Test Pack Wolf" has 2 Attack
    And Alice's "Test Pack Wolf" has 2 Vigor

  @id:nodawn-pack-ends-with-combat @rule:702.44a
  Scenario: The bonus ends when the Entities leave combat
    Given Alice controls "Test Pack Wolf" and "Test Wretch"
    And Bob's Domain holds, from the top, "Test Filler"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Pack Wolf" and "Test Wretch"
    And the game advances to Alice's second main phase
    Then Alice's "Test Pack Wolf" is not in combat
    And Alice's "Test Pack Wolf" has 2 Attack

  @id:nodawn-pack-bonus-on-a-grown-wolf @rule:702.44a @rule:613.4c
  Scenario: A Pack Wolf grown to 3 Attack by a growth counter still adds its bonus: 4 Attack alongside another attacker
    Given Alice controls "Test Pack Wolf" with 1 growth counter
    And Alice controls "Test Wretch"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Pack Wolf" and "Test Wretch"
    Then Alice's "Test Pack Wolf" has 4 Attack
    And Alice's "Test Pack Wolf" has 4 Vigor
    When the game advances to Alice's end of combat step
    Then Bob has 15 Vitae

  @id:nodawn-pack-bonus-keeps-attack-and-vigor-apart @rule:702.44a
  Scenario: The Pack Raider, a 3/1 with Pack 1 +2/+0, is a 5/1 attacking alongside another Entity, and deals 5 damage
    Given Alice controls "Test Pack Raider" and "Test Wretch"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Pack Raider" and "Test Wretch"
    Then Alice's "Test Pack Raider" has 5 Attack
    And Alice's "Test Pack Raider" has 1 Vigor
    When the game advances to Alice's end of combat step
    Then Bob has 14 Vitae

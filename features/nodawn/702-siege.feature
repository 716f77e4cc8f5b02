Feature: Siege and the siege count
  Every attack a player declares at a Haven raises their siege count for the turn, and the count
  only goes up until it disperses at the end of the turn. A Siege N card's rider applies while
  that count is N or more — from the declaration that completes it (508.2, 702.29).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Bob controls "Test Haven"
    And Bob's Domain holds, from the top, "Test Filler"

  @id:nodawn-siege-met @rule:702.29a @rule:702.29 @rule:508.2
  Scenario: Two attacks declared at a Haven meet Siege 2, and the attacker strikes with the bonus
    Given Alice controls "Test Siege Ram" and "Test Wretch"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Test Haven" with "Test Siege Ram" and "Test Wretch"
    Then Alice's "Test Siege Ram" has 4 Attack
    And Alice's "Test Siege Ram" has 2 Vigor
    When the game advances to Alice's end of combat step
    Then Bob's "Test Haven" has 5 damage

  @id:nodawn-siege-not-met @rule:702.29a @rule:508.2
  Scenario: Only attacks at a Haven count toward the siege
    Given Alice controls "Test Siege Ram" and "Test Wretch"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Test Haven" with "Test Siege Ram"
    And Alice attacks Bob with "Test Wretch"
    Then Alice's "Test Siege Ram" has 2 Attack
    When the game advances to Alice's end of combat step
    Then Bob's "Test Haven" has 2 damage

  @id:nodawn-siege-lasts-the-turn @rule:702.29a @rule:508.2
  Scenario: The siege count stands for the rest of the turn and disperses at its end
    Given Alice controls "Test Siege Ram" and "Test Wretch"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Test Haven" with "Test Siege Ram" and "Test Wretch"
    And the game advances to Alice's second main phase
    Then Alice's "Test Siege Ram" has 4 Attack
    When the game advances to Bob's upkeep
    Then Alice's "Test Siege Ram" has 2 Attack

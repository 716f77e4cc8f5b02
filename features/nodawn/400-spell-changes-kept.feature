Feature: What changed a permanent spell stays with the permanent
  A card that changes zones is a new object, but effects that changed a permanent spell's
  characteristics or its controller while it was on the stack go on applying to the permanent
  the spell becomes (400.7, 400.7a).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 3 copies of "Test Filler"
    And Bob's Domain holds 3 copies of "Test Filler"

  @id:nodawn-spell-keyword-kept-on-the-permanent @proposed @rule:400.7a @rule:702.9
  Scenario: A Wretch spell given Bloodlust on the stack enters with it, and attacks the turn it arrives
    Given Alice has "Test Wretch" and "Test Quickening Hymn" in hand
    And Alice's pool holds 1 generic Vitae
    When Alice casts "Test Wretch"
    And Alice casts "Test Quickening Hymn" targeting Alice's "Test Wretch"
    Then Alice's "target" choice offers exactly "Alice's Test Wretch"
    When Alice and Bob pass in turn
    And Alice and Bob pass in turn
    Then Alice controls "Test Wretch"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Wretch"
    And the game advances to Alice's end of combat step
    Then Bob has 19 Vitae

  @id:nodawn-spell-without-the-change-waits @proposed @rule:400.7
  Scenario: The same Wretch cast without it is newly turned, and cannot attack that turn
    Given Alice has "Test Wretch" in hand
    And Alice's pool holds 1 generic Vitae
    When Alice casts "Test Wretch"
    And Alice and Bob pass in turn
    And the game advances to Alice's declare attackers step
    Then Alice cannot attack Bob with "Test Wretch"

  @id:nodawn-seized-spell-enters-under-the-taker @proposed @rule:400.7a @rule:400.3
  Scenario: A permanent spell taken on the stack enters under the taker's control, and its card still goes home
    Given Alice has "Test Wretch" in hand
    And Alice's pool holds 1 generic Vitae
    And Bob has "Test Stolen Summons" and "Test Ruin" in hand
    When Alice casts "Test Wretch"
    And Alice passes
    And Bob casts "Test Stolen Summons" targeting Alice's "Test Wretch"
    And Bob and Alice pass in turn
    Then the stack holds "Test Wretch"
    When Alice and Bob pass in turn
    Then Bob controls "Test Wretch"
    And Alice's battlefield is empty
    When the game advances to Bob's first main phase
    And Bob casts "Test Ruin" targeting Bob's "Test Wretch"
    When Bob passes
    Given Bob will answer "rest" with "decline"
    When Alice passes
    Then Alice has "Test Wretch" in her Spoils
    And Bob has no "Test Wretch" in his Spoils

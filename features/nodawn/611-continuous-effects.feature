Feature: Continuous effects
  An effect made by a resolving spell lasts as long as it says, or for the rest of the game if
  it says nothing, and touches only the objects it found as it resolved. A static ability's
  effect is never locked in: it applies to whatever its text describes at each moment, while
  its source stands, and a Night-only static sleeps by Day (611).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-continuous-rally-fixed-set @rule:611.2a
  Scenario: An Entity arriving after a rally resolved is not blessed by it
    Given Alice controls "Test Noble Squire"
    And Alice's pool holds 1 generic Vitae
    And Alice has "Test Rally" and "Test Bloodlust Hound" in hand
    When Alice casts "Test Rally"
    And Alice and Bob pass in turn
    And Alice casts "Test Bloodlust Hound"
    And Alice and Bob pass in turn
    Then Alice's "Test Noble Squire" has 2 Attack
    And Alice's "Test Noble Squire" has 3 Vigor
    And Alice's "Test Bloodlust Hound" has 2 Attack
    And Alice's "Test Bloodlust Hound" has 1 Vigor

  @id:nodawn-continuous-no-duration-lasts @rule:611.2 @rule:514.2a
  Scenario: An effect with no stated duration outlives the turn while an end-of-turn one ends
    Given Alice controls "Test Noble Squire"
    And Alice has "Test Lasting Blessing" and "Test Might 2" in hand
    When Alice casts "Test Lasting Blessing" targeting Alice's "Test Noble Squire"
    And Alice and Bob pass in turn
    And Alice casts "Test Might 2" targeting Alice's "Test Noble Squire"
    And Alice and Bob pass in turn
    Then Alice's "Test Noble Squire" has 4 Attack
    When the game advances to Bob's upkeep
    Then Alice's "Test Noble Squire" has 2 Attack
    And Alice's "Test Noble Squire" has 3 Vigor

  @id:nodawn-continuous-static-reaches-newcomer @rule:611.3 @rule:611.3b
  Scenario: A static bonus applies to an Entity the moment it enters
    Given Alice controls "Test Banner Bearer"
    And Alice's pool holds 2 generic Vitae
    And Alice has "Test Noble Squire" in hand
    When Alice casts "Test Noble Squire"
    And Alice and Bob pass in turn
    Then Alice's "Test Noble Squire" has 2 Attack
    And Alice's "Test Noble Squire" has 3 Vigor
    And Alice's "Test Banner Bearer" has 1 Attack

  @id:nodawn-continuous-static-passes-over-opponents-entities @rule:611.3 @rule:109.5
  Scenario: "Other Entities you control" reaches its controller's Entities and none of an opponent's
    Bob's Banner Bearer speaks of Bob's Entities only; Alice's Squire, seated first, is untouched.

    Given Bob controls "Test Banner Bearer" and "Test Noble Squire"
    And Alice controls "Test Noble Squire"
    Then Bob's "Test Noble Squire" has 2 Attack
    And Alice's "Test Noble Squire" has 1 Attack
    And Alice's "Test Noble Squire" has 2 Vigor

  @id:nodawn-continuous-static-ends-with-source @rule:611.3 @rule:613.5
  Scenario: When the source of a static bonus dies, the Entity it held up dies of its damage
    Given Alice controls "Test Banner Bearer"
    And Alice controls "Test Noble Squire" with 2 damage
    And Bob has "Test Bolt 1" in hand
    When Alice passes
    And Bob casts "Test Bolt 1" targeting Alice's "Test Banner Bearer"
    When Bob passes
    Given Bob will answer "rest" with "decline"
    When Alice passes
    Then Alice has "Test Banner Bearer" in Spoils
    And Alice has "Test Noble Squire" in Spoils

  @id:nodawn-continuous-night-static-at-night @rule:611.3a
  Scenario: A Night-only static applies during a Night round
    Given Alice controls "Test Night Standard" and "Test Bloodlust Hound"
    Then Alice's "Test Bloodlust Hound" has 3 Attack

  @id:nodawn-continuous-night-static-sleeps-by-day @rule:611.3a
  Scenario: A Night-only static does nothing during a Day round
    Given the world cycle stands at Day 2, The Assault
    And Alice controls "Test Night Standard" and "Test Bloodlust Hound"
    Then Alice's "Test Bloodlust Hound" has 2 Attack

  @id:nodawn-continuous-until-your-next-turn @rule:611.2c
  Scenario: A blessing until its caster's next turn lasts through the opponent's turn and ends as the caster's begins
    Given Alice controls "Test Noble Squire"
    And Alice has "Test Vigil Blessing" in hand
    And Bob's Domain holds, from the top, "Test Filler"
    When Alice casts "Test Vigil Blessing" targeting Alice's "Test Noble Squire"
    And Alice and Bob pass in turn
    And the game advances to Bob's first main phase
    Then Alice's "Test Noble Squire" has 4 Vigor
    When the game advances to Alice's upkeep
    Then Alice's "Test Noble Squire" has 2 Vigor

  @id:nodawn-continuous-as-long-as-a-spell-is-controlled @rule:611.2b @rule:608.7a
  Scenario: A Caprice's "for as long as you control this" has ended before it would apply: the Squire gets nothing
    Given Alice controls "Test Noble Squire"
    And Alice has "Test Fleeting Favor" in hand
    When Alice casts "Test Fleeting Favor" targeting Alice's "Test Noble Squire"
    And Alice and Bob pass in turn
    Then the stack is empty
    And Alice has "Test Fleeting Favor" in Spoils
    And Alice's "Test Noble Squire" has 1 Attack

  @id:nodawn-static-grant-to-all-entities @rule:611.3 @rule:702.10a
  Scenario: "All Entities have Flying" reaches Bob's Squire too: it may block Alice's Flyer
    Given Alice controls "Test Wind of Wings" and "Test Flyer"
    And Bob controls "Test Noble Squire"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Flyer"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Flyer" with "Test Noble Squire"
    Then Alice's "Test Flyer" is blocked
    And Bob's "Test Noble Squire" is blocking Alice's "Test Flyer"

  @id:nodawn-losing-one-keyword-keeps-the-other @rule:113.9 @rule:702.9a
  Scenario: The Bloodwing loses Flying until end of turn and keeps its Bloodlust: newly turned, it still attacks
    Given Alice controls a newly turned "Test Bloodwing"
    And Alice has "Test Clipped Wings" in hand
    When Alice casts "Test Clipped Wings" targeting Alice's "Test Bloodwing"
    And Alice and Bob pass in turn
    And the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Bloodwing"
    And the game advances to Alice's end of combat step
    Then Bob has 18 Vitae

  @id:nodawn-rally-passes-over-a-blood-permanent @rule:611.2a @rule:613.2
  Scenario: A rally blesses the Entities there as it resolves; a Blood permanent turned face down afterwards is a plain 2/2
    The Cask was a Blood permanent, not an Entity, as the rally resolved, so it is not among the
    objects the rally touches. Turned face down later that turn it becomes a nameless 2/2 Entity,
    and the rally does not reach it then either.

    Given Alice controls "Test Wretch" and "Cask of the Old Vintage"
    And Alice has "Test Rally" and "Test Veil" in hand
    When Alice casts "Test Rally"
    And Alice and Bob pass in turn
    Then Alice's "Test Wretch" has 2 Attack
    When Alice casts "Test Veil" targeting Alice's "Cask of the Old Vintage"
    And Alice and Bob pass in turn
    Then Alice's "Cask of the Old Vintage" is face down
    And Alice's "Cask of the Old Vintage" has 2 Attack
    And Alice's "Cask of the Old Vintage" has 2 Vigor
    And Alice's "Test Wretch" has 2 Vigor

  @id:nodawn-continuous-pump-vigor-only @rule:613.4c @rule:611.2
  Scenario: A +0/+2 pump that writes no Attack bonus leaves the Attack as it was
    Given Alice controls "Test Wretch"
    And Alice has "Test Stoneskin" in hand
    When Alice casts "Test Stoneskin" targeting Alice's "Test Wretch"
    And Alice and Bob pass in turn
    Then Alice's "Test Wretch" has 1 Attack
    And Alice's "Test Wretch" has 3 Vigor

  @id:nodawn-continuous-pump-attack-only @rule:613.4c @rule:611.2
  Scenario: A +2/+0 pump that writes no Vigor bonus leaves the Vigor as it was
    Given Alice controls "Test Wretch"
    And Alice has "Test Iron Claws" in hand
    When Alice casts "Test Iron Claws" targeting Alice's "Test Wretch"
    And Alice and Bob pass in turn
    Then Alice's "Test Wretch" has 3 Attack
    And Alice's "Test Wretch" has 1 Vigor

  @id:nodawn-boost-attack-only-leaves-vigor @rule:611.2
  Scenario: An ability giving its source +1/+0 raises its Attack and leaves its Vigor alone
    Given Alice controls "Test Hot Rager"
    And Alice's pool holds 1 generic Vitae
    When Alice activates "Test Hot Rager"
    And Alice and Bob pass in turn
    Then Alice's "Test Hot Rager" has 2 Attack
    And Alice's "Test Hot Rager" has 2 Vigor

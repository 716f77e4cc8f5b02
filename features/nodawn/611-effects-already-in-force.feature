Feature: Effects already in force, a spell already on the stack
  A scenario may start in the middle of play: an Entity under a continuous effect that began
  before, with its duration still running; a spell already waiting on the stack; another player
  holding priority. The rules then go on from there as from any other moment.

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"

  @id:nodawn-in-force-until-end-of-turn-ends-at-cleanup @rule:611.2 @rule:514.2a
  Scenario: A bonus until end of turn already in force ends in this turn's cleanup
    Given Alice controls "Test Wretch"
    And Alice's "Test Wretch" gets +2/+0 until end of turn
    Then Alice's "Test Wretch" has 3 Attack
    When the game advances to Bob's upkeep
    Then Alice's "Test Wretch" has 1 Attack

  @id:nodawn-in-force-until-your-next-turn @rule:611.2c
  Scenario: Bob's effect lasting until his next turn holds through Alice's turn and ends as his begins
    Given Alice controls "Test Wretch"
    And Alice's "Test Wretch" gets +0/+2 until Bob's next turn
    When the game advances to Alice's end step
    Then Alice's "Test Wretch" has 3 Vigor
    When the game advances to Bob's upkeep
    Then Alice's "Test Wretch" has 1 Vigor

  @id:nodawn-in-force-for-the-rest-of-the-game @rule:611.2
  Scenario: An effect with no stated duration outlasts the turn
    Given Alice controls "Test Wretch"
    And Alice's "Test Wretch" gets +1/+1 for the rest of the game
    When the game advances to Bob's upkeep
    Then Alice's "Test Wretch" has 2 Attack
    And Alice's "Test Wretch" has 2 Vigor

  @id:nodawn-in-force-older-set-loses-to-newer @rule:613.7 @rule:613.7b @rule:613.9
  Scenario: An older effect setting Attack and Vigor gives way to one created later
    Given Alice controls "Test Brute 4/4"
    And Alice's "Test Brute 4/4" has become 0/1 for the rest of the game
    And Alice has "Test Ogre's Grace" in hand
    Then Alice's "Test Brute 4/4" has 0 Attack
    When Alice casts "Test Ogre's Grace" targeting Alice's "Test Brute 4/4"
    And Alice and Bob pass in turn
    Then Alice's "Test Brute 4/4" has 5 Attack
    And Alice's "Test Brute 4/4" has 5 Vigor
    When the game advances to Bob's upkeep
    Then Alice's "Test Brute 4/4" has 0 Attack
    And Alice's "Test Brute 4/4" has 1 Vigor

  @id:nodawn-in-force-switch-after-a-bonus @rule:613.4c @rule:613.4d
  Scenario: A switch already in force applies after a bonus created later, which joins the Attack before the switch
    Given Alice controls "Test Brute 4/4"
    And Alice's "Test Brute 4/4" has its Attack and Vigor switched for the rest of the game
    And Alice's "Test Brute 4/4" gets +2/+0 until end of turn
    Then Alice's "Test Brute 4/4" has 4 Attack
    And Alice's "Test Brute 4/4" has 6 Vigor

  @id:nodawn-on-the-stack-countered-in-response @rule:405.1 @rule:117.3a @rule:701.7a
  Scenario: A Bolt already on the stack is answered by a Negation cast over it
    Given Bob's "Test Bolt 3" is on the stack, targeting Alice
    And Alice holds priority
    And Alice has "Test Negation" in hand
    When Alice casts "Test Negation" targeting Bob's "Test Bolt 3"
    Then Alice's "target" choice offers exactly "Bob's Test Bolt 3"
    And the stack holds "Test Bolt 3" and "Test Negation"
    When Alice and Bob pass in turn
    Then the stack is empty
    And Bob has "Test Bolt 3" in his Spoils
    And Alice has 20 Vitae

  @id:nodawn-on-the-stack-resolves-when-all-pass @rule:117.4 @rule:405.1
  Scenario: A spell already on the stack resolves once every player passes in succession
    Given it is Bob's first main phase of turn 1
    And Bob's "Test Bolt 3" is on the stack, targeting Alice
    When Bob and Alice pass in turn
    Then the stack is empty
    And Alice has 17 Vitae
    When Bob passes
    Then it is Bob's first main phase

  @id:nodawn-priority-held-by-the-other-player @rule:117.1
  Scenario: With Bob holding priority in Alice's turn, Alice may not cast, and Bob may
    Given Bob holds priority
    And Alice has "Test Caprice ▷+3" in hand
    And Bob has "Test Caprice ▷+3" in hand
    Then Alice cannot cast "Test Caprice ▷+3"
    When Bob casts "Test Caprice ▷+3"
    Then Bob has 3 Wrath

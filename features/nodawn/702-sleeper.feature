Feature: Sleeper, the agent who lies in wait
  A Sleeper's ability matures at the beginning of its controller's upkeeps. A dormant Sleeper
  enters face down in the common guise, and at each upkeep its controller may wake it: it turns
  face up and does what its card says, striking a target whenever a legal one stands. A gathering
  Sleeper gains a counter each upkeep, and the number its card names arms it (702.39, 708.2b).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"

  @id:nodawn-702-sleeper-wakes @rule:702.39 @rule:702.39a @rule:702.39b @rule:708.2b @rule:708.8b
  Scenario: The Sleeper Agent enters face down, a nameless 2/2; at Alice's next upkeep she wakes it, and its strike kills Bob's Wretch
    Given Alice has "Test Sleeper Agent" in hand
    And Alice's pool holds 3 generic Vitae
    And Bob controls "Test Wretch" and "Test Unveiled Watcher"
    When Alice casts "Test Sleeper Agent"
    And Alice and Bob pass in turn
    Then Alice's "Test Sleeper Agent" is face down
    And Alice's "Test Sleeper Agent" has 2 Attack
    And the stack is empty
    When the game advances to Alice's upkeep
    Then the stack holds "Test Sleeper Agent"
    When Alice passes
    Given Alice will answer "may" with "yes"
    And Alice will answer "target" with "Bob's Test Wretch"
    And Alice will answer "rest" with "decline"
    When Bob passes
    Then Alice's "target" choice offers exactly "Alice's Test Sleeper Agent", "Bob's Test Wretch" and "Bob's Test Unveiled Watcher"
    And Alice's "Test Sleeper Agent" has 3 Attack
    And Bob has "Test Wretch" in Spoils
    And the stack holds "Test Unveiled Watcher"

  @id:nodawn-702-sleeper-stays-asleep @rule:702.39b @rule:702.39a
  Scenario: Alice lets her Sleeper lie: it stays face down, and the next upkeep asks again
    Given Alice controls "Test Sleeper Agent" face down, laid by Sleeper
    And it is Bob's end step of turn 1
    When the game advances to Alice's upkeep
    And Alice passes
    Given Alice will answer "may" with "no"
    When Bob passes
    Then Alice's "Test Sleeper Agent" is face down
    And Alice's "may" choice offers exactly "yes" and "no"
    When the game advances to Alice's upkeep
    Then the stack holds "Test Sleeper Agent"

  @id:nodawn-702-sleeper-strike-not-optional @rule:702.39b
  Scenario: With no other Entity on the battlefield, the woken Sleeper's strike is not withheld: it strikes the Sleeper itself
    Given Alice controls "Test Sleeper Agent" face down, laid by Sleeper
    And it is Bob's end step of turn 1
    When the game advances to Alice's upkeep
    And Alice passes
    Given Alice will answer "may" with "yes"
    When Bob passes
    Then Alice's "Test Sleeper Agent" has 2 damage
    And Alice's "Test Sleeper Agent" has 3 Vigor

  @id:nodawn-702-gathering-sleeper @rule:702.39c @rule:702.39a @rule:122.2h
  Scenario: The Gathering Cell gains a cell counter at each of Alice's upkeeps; the second arms it, and Alice draws two cards
    Given Alice controls "Test Gathering Cell"
    And it is Bob's end step of turn 1
    When the game advances to Alice's upkeep
    Then the stack holds "Test Gathering Cell"
    When Alice and Bob pass in turn
    Then Alice's "Test Gathering Cell" has 1 cell counter
    And Alice's hand is empty
    When the game advances to Alice's upkeep
    And Alice and Bob pass in turn
    Then Alice's "Test Gathering Cell" has 2 cell counters
    And Alice's hand holds 3 cards

  @id:nodawn-702-sleeper-strike-with-no-mark @rule:702.39b @rule:608.4
  Scenario: The Saboteur wakes with no Relic on the battlefield: its strike is left undone, and its next instruction still draws Alice a card
    Given Alice controls "Test Sleeper Saboteur" face down, laid by Sleeper
    And it is Bob's end step of turn 1
    When the game advances to Alice's upkeep
    And Alice passes
    Given Alice will answer "may" with "yes"
    When Bob passes
    Then Alice's "Test Sleeper Saboteur" has 2 Attack
    And Alice's hand is "Test Filler"
    And the stack is empty

  @id:nodawn-702-sleeper-banishes-until-it-leaves @rule:702.39b @rule:610.3
  Scenario: The woken Jailer banishes Bob's Brute until the Jailer leaves the battlefield; destroyed, it lets the Brute come back to Bob
    Given Alice controls "Test Sleeper Jailer" face down, laid by Sleeper
    And Bob controls "Test Brute 4/4"
    And Bob has "Test Ruin" in hand
    And it is Bob's end step of turn 1
    When the game advances to Alice's upkeep
    And Alice passes
    Given Alice will answer "may" with "yes"
    And Alice will answer "target" with "Bob's Test Brute 4/4"
    When Bob passes
    Then Bob has "Test Brute 4/4" in his Void
    And Bob no longer controls "Test Brute 4/4"
    When Alice passes
    And Bob casts "Test Ruin" targeting Alice's "Test Sleeper Jailer"
    When Bob passes
    Given Bob will answer "rest" with "decline"
    When Alice passes
    Then Alice has "Test Sleeper Jailer" in Spoils
    And Bob controls "Test Brute 4/4"
    And Bob has no "Test Brute 4/4" in his Void

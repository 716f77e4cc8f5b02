Feature: Special actions, timing and priority
  Special actions are taken with priority and follow no casting process; but for the drop (and
  the calling of a Debt) they use no stack, and their player receives priority again. Priority
  goes to the active player as most steps begin and after each resolution; a player who passes
  hands it to the next; when all pass in succession the top of the stack resolves or, the stack
  empty, the step ends. Before any player receives priority the state checks run (116, 117).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-special-action-no-stack @rule:116.1 @rule:116.2 @rule:116.3 @rule:117.3a
  Scenario: Draining for Vitae is a special action: no stack, and its player keeps priority
    Given Alice controls "Test Noble Squire"
    When Alice drains "Test Noble Squire" for Vitae
    Then the stack is empty
    And Alice holds priority
    And Alice's pool holds 1 Noble Vitae

  @id:nodawn-drop-rides-the-stack @rule:116.1 @rule:116.2 @rule:116.2a
  Scenario: The drop is the special action whose announcement rides the stack
    Given Alice has "Test Filler" in hand
    When Alice seals "Test Filler" into the Pit
    Then the stack holds "Pit seal"
    And Alice holds priority

  @id:nodawn-priority-after-casting @rule:117.3a @rule:117.3b @rule:117.4
  Scenario: A caster receives priority again; a pass hands it on; all passing resolves the top, and the active player receives it
    Given Alice has "Test Bolt 1" in hand
    When Alice casts "Test Bolt 1" targeting Bob
    Then Alice holds priority
    When Alice passes
    Then Bob holds priority
    And the stack holds "Test Bolt 1"
    When Bob passes
    Then the stack is empty
    And Alice holds priority
    And Bob has 19 Vitae

  @id:nodawn-empty-stack-ends-step @rule:117.4 @rule:117.3
  Scenario: All passing on an empty stack ends the step; the active player has priority in the next
    When Alice and Bob pass in turn
    Then it is Alice's beginning of combat step
    And Alice holds priority

  @id:nodawn-no-priority-in-replenish @rule:117.3 @rule:117.2 @rule:502.1
  Scenario: No player receives priority in the replenish step: turn-based actions happen and the game moves on
    Given Alice controls a drained "Test Wretch"
    And it is Bob's end step of turn 1
    When the game advances to Alice's upkeep
    Then Alice's "Test Wretch" is undrained
    And Alice holds priority

  @id:nodawn-checks-before-priority @rule:117.5 @rule:704.5i
  Scenario: Before a player receives priority the state checks run: an Entity of 0 Vigor is gone before anyone can act
    Given Bob controls "Test Hollow Husk"
    When Alice passes
    Then Bob has "Test Hollow Husk" in his Spoils
    And Bob holds priority

  @id:nodawn-shelter-assignment @rule:116.2e @rule:514.4 @rule:301.3 @rule:306.8
  Scenario: At the sunrise shelter step the Master picks its refuge; its Relic and Companion shelter with it, free
    Given the world cycle stands at Night 3, The Vanish
    And each player's lineage Haven is "Test Haven"
    And Alice controls "Test Filler", "Test Companion 3" and "Duskcaller Shaman"
    And it is Bob's end step of turn 3
    When the game advances to Alice's upkeep
    Then Alice's Master shelters in "Test Haven"
    And Alice's "Test Filler" shelters in "Test Haven"
    And Alice's "Test Companion 3" shelters in "Test Haven"
    And Alice's "Duskcaller Shaman" shelters in "Test Haven"

  @id:nodawn-116-turn-face-up-with-priority @rule:116.2d @rule:702.31a
  Scenario: Alice turns her guise face up in Bob's turn once she holds priority, paying its Transmute; nothing goes on the stack
    Given Alice controls "Test Turncoat Knight" face down, laid by Transmute
    And Alice's pool holds 2 generic Vitae
    And it is Bob's first main phase of turn 1
    Then Alice cannot turn "Test Turncoat Knight" face up
    When Bob passes
    And Alice turns "Test Turncoat Knight" face up
    Then the stack is empty
    And Alice holds priority
    And Alice's pool holds no Vitae
    And Alice's "Test Turncoat Knight" has 4 Attack
    And it is Bob's first main phase

  @id:nodawn-pass-needs-priority @rule:117.3b @rule:117.1
  Scenario: Only the player with priority passes it: Bob cannot pass while Alice holds priority, nor Alice once it is Bob's
    Then Alice holds priority
    And Bob cannot pass
    When Alice passes
    Then Bob holds priority
    And Alice cannot pass

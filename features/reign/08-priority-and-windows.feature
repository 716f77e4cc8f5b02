Feature: Action windows and priority
  Players act only inside action windows. In each window priority begins with the first player and
  goes round in turn order; the holder acts or passes, and the window closes only once every player
  has passed one after the other, an action starting the count again. In Kingdom and Confrontation
  the closing of the active player's window hands the role to the next player; in a struggle it
  leads on to the defenders (S.5) or to the winner (S.7).

  Background:
    Given a Reign of Kings duel between Alice of "Camelot" and Bob of "The Eleven"
    And Alice's active quest is "Test Quest W4 M2 S1 L7"
    And Bob's active quest is "Test Quest W5 M1 S2 L6"
    And it is the Kingdom phase and Alice is the active player

  @id:reign-priority-one-pass-keeps-window-open @rule:8.2 @rule:5.3
  Scenario: One pass does not close the window; the second player's pass does
    Then Alice has priority
    When Alice passes
    Then Bob has priority
    And Alice is the active player
    And Bob has 0 wealth in his pool
    When Bob passes
    Then Bob is the active player
    And Bob has 5 wealth in his pool
    And Alice has priority

  @id:reign-priority-action-resets-passes @rule:8.2 @rule:10.4
  Scenario: An action after a pass starts the count again, so the other player may still act
    Given Bob has "Test Windfall 2" in hand
    When Alice passes
    And Bob plays "Test Windfall 2"
    Then Alice has priority
    And Alice is the active player
    When Alice passes
    Then Bob has priority
    And Alice is the active player
    When Bob passes
    Then Bob is the active player
    And Bob has 7 wealth in his pool

  @id:reign-priority-starts-with-first-player @rule:8.2 @rule:5.5 @rule:5.6
  Scenario: In a phase without an active player, priority starts with the first player
    Given it is the Authority phase
    And Bob is the first player
    And Alice controls exhausted "Test Soldier 2"
    Then Bob has priority
    And Alice cannot pass
    When Bob passes
    Then it is the Authority phase
    When Alice passes
    Then it is the Refresh phase
    And Alice's "Test Soldier 2" is ready

  @id:reign-no-window-while-defenders-declared @rule:S.5 @rule:S.6 @rule:8.2
  Scenario: Once both players pass after the attack, nobody acts until the defenders are declared
    Given it is the Confrontation phase and Alice is the active player
    And Alice controls "Test Soldier 3"
    And Bob controls "Test Soldier 2"
    And Bob has 1 wealth in his pool
    And Bob has "Test Surge +3" in hand
    When Alice initiates a Combat struggle against Bob with "Test Soldier 3"
    Then Alice has priority
    When Alice passes
    And Bob passes
    Then nobody has priority
    And Bob cannot play "Test Surge +3" on Bob's "Test Soldier 2"
    And Alice cannot pass
    When Bob defends with "Test Soldier 2"
    Then Alice wins the Combat struggle by 1
    And Bob's dead pile is "Test Soldier 2"

  @id:reign-defenders-action-window @rule:S.7 @rule:8.2 @rule:S.14
  Scenario: After defenders are declared players may still act before the winner is determined
    Given it is the Confrontation phase and Alice is the active player
    And Alice controls "Test Soldier 2"
    And Bob controls "Test Soldier 3" and "Test Spy 2"
    And Alice has 1 wealth in her pool
    And Alice has "Test Surge +3" in hand
    When Alice initiates a Combat struggle against Bob with "Test Soldier 2"
    And Bob defends with "Test Soldier 3" and the action window stays open
    Then Alice has priority
    And Bob's "Test Soldier 3" is exhausted
    When Alice plays "Test Surge +3" on Alice's "Test Soldier 2"
    Then Bob has priority
    When Bob passes
    Then Alice has priority
    Given Bob will answer "kill" with "Test Spy 2"
    When Alice passes
    Then the Combat struggle totals are 5 for Alice and 3 for Bob
    And Alice wins the Combat struggle by 2
    And Bob's dead pile is "Test Spy 2"
    And it is the Confrontation phase
    And Alice is the active player
    And Alice has priority

  @id:reign-defender-acts-in-s7-window @rule:S.7 @rule:6.4
  Scenario: The defender's boost in the S.7 window turns the struggle
    Given it is the Confrontation phase and Alice is the active player
    And Alice controls "Test Soldier 3"
    And Bob controls "Test Soldier 2"
    And Bob has 1 wealth in his pool
    And Bob has "Test Surge +3" in hand
    When Alice initiates a Combat struggle against Bob with "Test Soldier 3"
    And Bob defends with "Test Soldier 2" and the action window stays open
    And Alice passes
    And Bob plays "Test Surge +3" on Bob's "Test Soldier 2"
    Then Alice has priority
    When Alice passes
    And Bob passes
    Then Bob wins the Combat struggle by 2
    And Bob controls "Test Soldier 2"

Feature: A loop of mandatory actions is a draw
  When actions nobody may decline keep coming round and nothing can break the cycle, the game is
  drawn; a cycle that needs some player's optional action to go round again is not (104.4b).
  State-based actions are mandatory: an Entity that must die and will not makes the checks repeat
  forever (704.3, 704.5i, 704.5j).

  @id:nodawn-104-unending-husk-loop-is-a-draw @rule:104.4b @rule:704.5i @rule:104.5
  Scenario: The 0/0 Husk that will not die: the state check puts it into the Spoils, it stays, forever — the game is a draw
    Given a No Dawn duel between Alice and Bob
    And Alice has "Test Unending Husk" in hand
    When Alice casts "Test Unending Husk"
    Then the game is not over
    When Alice and Bob pass in turn
    Then the game is a draw
    And Alice controls "Test Unending Husk"

  @id:nodawn-104-stubborn-husk-loops-once-lethal @rule:104.4b @rule:704.5j @rule:709.2
  Scenario: The Stubborn Husk is harmless until Bob's Bolt marks lethal damage on it; then the checks loop and the game is a draw
    By Day, with Bob's vein closed and his pool empty, Bob cannot pay for the rites of disposal
    (709.2), so no player's choice is left inside the loop: only mandatory actions repeat. (Were
    the rites on offer, Bob's optional payment would be part of the loop, and 104.4b's draw is
    for loops without one.)

    Given a No Dawn duel between Alice and Bob
    And the world cycle stands at Day 2, The Assault
    And it is Bob's first main phase of turn 5
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice controls "Test Stubborn Husk"
    And Bob has "Test Bolt 1" in hand
    Then the game is not over
    When Bob casts "Test Bolt 1" targeting Alice's "Test Stubborn Husk"
    And Bob and Alice pass in turn
    Then the game is a draw

  @id:nodawn-104-loop-ends-when-its-cause-does @rule:104.4b @rule:113.9
  Scenario: Stripped of its abilities first, the Stubborn Husk simply dies of the Bolt: no loop, and the game goes on
    Given a No Dawn duel between Alice and Bob
    And Alice controls "Test Stubborn Husk"
    And Alice has "Test Hush" in hand
    And Bob has "Test Bolt 1" in hand
    When Alice casts "Test Hush" targeting Alice's "Test Stubborn Husk"
    And Alice and Bob pass in turn
    And Alice passes
    And Bob casts "Test Bolt 1" targeting Alice's "Test Stubborn Husk"
    When Bob passes
    Given Bob will answer "rest" with "decline"
    When Alice passes
    Then the game is not over
    And Alice has "Test Stubborn Husk" in her Spoils

  @id:nodawn-104-loop-draw-at-a-table-of-three @rule:104.4b @rule:104.5
  Scenario: At a table of three the endless loop is a draw for all three, not a win for anyone
    Given a No Dawn game between Alice, Bob and Carol
    And it is Carol's first main phase of turn 1
    And Carol has "Test Unending Husk" in hand
    When Carol casts "Test Unending Husk"
    And Carol, Alice and Bob pass in turn
    Then the game is a draw

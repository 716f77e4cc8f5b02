Feature: Leaving play
  Killed units go to their owner's dead pile, discarded and sacrificed cards to the discard pile.
  A card leaving play takes its counters and emblems with it, sends its duplicates and attachments
  away (Lasting attachments back to hand), and may be saved by a duplicate unless it is sacrificed.

  Background:
    Given a Reign of Kings duel between Alice of "Camelot" and Bob of "The Eleven"
    And Alice's active quest is "Test Quest W4 M2 S1 L7"
    And Bob's active quest is "Test Quest W5 M1 S2 L6"
    And it is the Confrontation phase and Alice is the active player

  @id:reign-kill-sends-attachments-away @rule:7.2 @rule:10.3 @rule:9.3
  Scenario: A killed unit goes to the dead pile, its attachment is discarded and a Lasting one returns to hand
    Given Bob controls "Test Soldier 2"
    And "Test Sword +2" is attached to Bob's "Test Soldier 2"
    And "Test Lasting Cloak +1" is attached to Bob's "Test Soldier 2"
    And Alice has 2 wealth in her pool
    And Alice has "Test Smite" in hand
    When Alice plays "Test Smite" on Bob's "Test Soldier 2"
    Then Bob's dead pile is "Test Soldier 2"
    And Bob's discard pile is "Test Sword +2"
    And Bob's hand is "Test Lasting Cloak +1"
    And Alice's discard pile is "Test Smite"

  @id:reign-attachment-goes-to-its-owner @rule:7.1 @rule:10.3 @rule:3.2
  Scenario: An attachment a player put on an opponent's unit goes to its own owner's discard pile
    Given Bob controls "Test Soldier 3"
    And Alice's "Test Curse -3" is attached to Bob's "Test Soldier 3"
    And Alice has 2 wealth in her pool
    And Alice has "Test Smite" in hand
    When Alice plays "Test Smite" on Bob's "Test Soldier 3"
    Then Alice's discard pile is "Test Smite" and "Test Curse -3"
    And Bob's discard pile is empty
    And Bob's dead pile is "Test Soldier 3"

  @id:reign-counters-return-on-leaving @rule:3.5 @rule:7.2
  Scenario: Influence on a unit leaves with it and no longer counts
    Given Alice has 5 Influence
    And Alice controls "Test Glory Knight 2"
    And Alice's "Test Glory Knight 2" has 2 Influence
    And Bob has 2 wealth in his pool
    And Bob has "Test Smite" in hand
    When Bob plays "Test Smite" on Alice's "Test Glory Knight 2"
    Then Alice has 5 Influence
    And Alice's dead pile is "Test Glory Knight 2"

  @id:reign-duplicate-save @rule:7.3 @rule:3.7
  Scenario: Discarding a duplicate saves the unique card under it
    Given Bob controls "Test Unique Lord 3"
    And Bob's "Test Unique Lord 3" has a duplicate
    And Alice has 2 wealth in her pool
    And Alice has "Test Smite" in hand
    And Bob will answer "duplicate save" with "yes"
    When Alice plays "Test Smite" on Bob's "Test Unique Lord 3"
    Then Bob controls "Test Unique Lord 3"
    And Bob's "Test Unique Lord 3" has 0 duplicates
    And Bob's discard pile is "Test Unique Lord 3"
    And Bob's dead pile is empty

  @id:reign-duplicate-save-declined @rule:7.3
  Scenario: A duplicate save may be declined; the duplicate then goes to the discard pile
    Given Bob controls "Test Unique Lord 3"
    And Bob's "Test Unique Lord 3" has a duplicate
    And Alice has 2 wealth in her pool
    And Alice has "Test Smite" in hand
    And Bob will answer "duplicate save" with "no"
    When Alice plays "Test Smite" on Bob's "Test Unique Lord 3"
    Then Bob does not control "Test Unique Lord 3"
    And Bob's dead pile is "Test Unique Lord 3"
    And Bob's discard pile is "Test Unique Lord 3"

  @id:reign-sacrifice-cannot-be-saved @rule:7.1 @rule:7.3
  Scenario: A sacrificed unit cannot be saved and goes to the discard pile, not the dead pile
    Given Alice controls "Test Unique Lord 3"
    And Alice's "Test Unique Lord 3" has a duplicate
    And Alice has "Test Offering" in hand
    When Alice plays "Test Offering" on Alice's "Test Unique Lord 3"
    Then Alice does not control "Test Unique Lord 3"
    And Alice's dead pile is empty
    And Alice's discard pile holds 3 cards
    And Alice has no "Test Unique Lord 3" in her hand

  @id:reign-combat-kills-share-a-save-window @rule:7.2 @rule:7.3 @rule:6.1
  Scenario: Units killed together by Combat spoils each get their save
    Given Alice's active quest is "Test Quest W2 M2 S2 L2"
    And Alice controls "Test Soldier 5"
    And Bob controls "Test Unique Lord 3" and "Test Soldier 1"
    And Bob's "Test Unique Lord 3" has a duplicate
    When Alice initiates a Combat struggle against Bob with "Test Soldier 5"
    Given Bob will answer "duplicate save" with "yes"
    When Bob defends with "Test Unique Lord 3"
    Then Bob controls "Test Unique Lord 3"
    And Bob's dead pile is "Test Soldier 1"
    And Bob's discard pile is "Test Unique Lord 3"

  @id:reign-token-ceases-to-exist @rule:3.8 @rule:10.8
  Scenario: A killed token goes to no pile
    Given Bob controls "Test Squire Token"
    And Alice has 2 wealth in her pool
    And Alice has "Test Smite" in hand
    When Alice plays "Test Smite" on Bob's "Test Squire Token"
    Then Bob does not control "Test Squire Token"
    And Bob's dead pile is empty
    And Bob's discard pile is empty
    And no "Test Squire Token" is anywhere in the game

  @id:reign-token-not-returned-to-hand @rule:3.8
  Scenario: A token returned to hand ceases to exist instead
    Given Bob controls "Test Squire Token"
    And Alice has 1 wealth in her pool
    And Alice has "Test Recall" in hand
    When Alice plays "Test Recall" on Bob's "Test Squire Token"
    Then Bob does not control "Test Squire Token"
    And Bob's hand is empty
    And no "Test Squire Token" is anywhere in the game

  @id:reign-returned-to-owners-hand @rule:3.2 @rule:7.1
  Scenario: A card returned to hand goes to its owner's hand, not its controller's
    Given Alice controls "Test Soldier 3" owned by Bob
    And Alice has 1 wealth in her pool
    And Alice has "Test Recall" in hand
    When Alice plays "Test Recall" on Alice's "Test Soldier 3"
    Then Bob's hand is "Test Soldier 3"
    And Alice does not control "Test Soldier 3"

  @id:reign-zero-power-not-killed @rule:10.1 @rule:6.6
  Scenario: A unit reduced to 0 Power or less stays in play
    Given Bob controls "Test Soldier 2"
    And Alice's "Test Curse -3" is attached to Bob's "Test Soldier 2"
    When the game advances to the Authority phase
    Then Bob controls "Test Soldier 2"
    And Bob's "Test Soldier 2" has -1 Power

  @id:reign-lasting-attachment-returns-to-its-owner @rule:9.3 @rule:10.3 @rule:7.1
  Scenario: A Lasting attachment on an opponent's unit returns to its own owner's hand
    Given Bob controls "Test Soldier 2"
    And Alice's "Test Lasting Cloak +1" is attached to Bob's "Test Soldier 2"
    And Alice has 2 wealth in her pool
    And Alice has "Test Smite" in hand
    When Alice plays "Test Smite" on Bob's "Test Soldier 2"
    Then Alice's hand is "Test Lasting Cloak +1"
    And Bob's hand is empty
    And Bob's discard pile is empty
    And Bob's dead pile is "Test Soldier 2"

  @id:reign-duplicate-saves-from-returning-to-hand @rule:7.3 @rule:3.7 @rule:7.1
  Scenario: A duplicate can save its unique card from being returned to hand, not only from a kill
    Given Bob controls "Test Unique Lord 3"
    And Bob's "Test Unique Lord 3" has a duplicate
    And Alice has 1 wealth in her pool
    And Alice has "Test Recall" in hand
    And Bob will answer "duplicate save" with "yes"
    When Alice plays "Test Recall" on Bob's "Test Unique Lord 3"
    Then Bob controls "Test Unique Lord 3"
    And Bob's hand is empty
    And Bob's discard pile is "Test Unique Lord 3"

  @id:reign-sacrifice-is-not-a-kill @rule:7.1 @rule:8.3
  Scenario: A sacrificed unit is not killed, so a Response to a kill is not offered
    Given Alice controls "Test Soldier 2"
    And Alice has "Test Offering" and "Test Vengeance" in hand
    And Alice's draw deck holds, from the top, "Test Spy 2"
    When Alice plays "Test Offering" on Alice's "Test Soldier 2"
    Then Alice's discard pile is "Test Offering" and "Test Soldier 2"
    And Alice's hand is "Test Vengeance"
    And Alice's dead pile is empty

  @id:reign-token-removed-instead-ceases-to-exist @rule:3.8 @rule:7.4 @rule:10.8
  Scenario: A token sent out of the game instead of being killed ceases to exist
    Given Bob controls "Test Squire Token"
    And Alice has 3 wealth in her pool
    And Alice has "Test Smite" and "Test Exile Writ" in hand
    And Alice will answer "disrupt" with "Test Exile Writ"
    When Alice plays "Test Smite" on Bob's "Test Squire Token"
    Then no "Test Squire Token" is anywhere in the game
    And Bob's out-of-game zone is empty
    And Alice's discard pile is "Test Smite" and "Test Exile Writ"

  @id:reign-a-sacrifice-opens-no-save-window @rule:7.3 @rule:7.1
  Scenario: A sacrifice cannot be saved, so a save deed is not offered against it
    Given Alice controls "Test Soldier 2"
    And Alice has 1 wealth in her pool
    And Alice has "Test Offering" and "Test Reprieve" in hand
    When Alice plays "Test Offering" on Alice's "Test Soldier 2"
    Then Alice's discard pile is "Test Offering" and "Test Soldier 2"
    And Alice's hand is "Test Reprieve"
    And Alice has 1 wealth in her pool

  @id:reign-a-kill-save-does-not-answer-a-return @rule:7.3 @rule:8.3
  Scenario: A save that answers a kill is not offered when a unit is returned to hand
    Given Bob controls "Test Soldier 3"
    And Bob has 1 wealth in his pool
    And Bob has "Test Reprieve" in hand
    And Alice has 1 wealth in her pool
    And Alice has "Test Recall" in hand
    When Alice plays "Test Recall" on Bob's "Test Soldier 3"
    Then Bob's hand is "Test Reprieve" and "Test Soldier 3"
    And Bob has 1 wealth in his pool

Feature: The round
  Seven phases in a fixed order: Quest, Draw, Kingdom, Confrontation, Authority, Refresh, Toll.
  Kingdom and Confrontation hand an active-player role to each player in turn order, first
  player first; the other phases act for everyone together.

  Background:
    Given a Reign of Kings duel between Alice of "Camelot" and Bob of "The Eleven"
    And Alice's active quest is "Test Quest W4 M2 S1 L7"
    And Bob's active quest is "Test Quest W5 M1 S2 L6"

  @id:reign-quest-momentum-picks-first-player @rule:5.1 @rule:10.5 @rule:A.1.1 @rule:quick-reference.3 @rule:2.4
  Scenario: New quests are revealed together and the highest Momentum chooses the first player
    Given it is the Toll phase
    And Alice's quest deck holds, from the top, "Test Quest W2 M2 S2 L2" and "Test Quest W6 M0 S1 L4"
    And Bob's quest deck holds, from the top, "Test Quest W3 M3 S3 L5" and "Test Embark Quest W3 M1 S1 L6"
    And Alice will answer "quest" with "Test Quest W2 M2 S2 L2"
    And Bob will answer "quest" with "Test Quest W3 M3 S3 L5"
    And Bob will answer "first player" with "Alice"
    When the game advances to the Quest phase
    Then it is round 2
    And Alice's "quest" choice offers exactly "Test Quest W2 M2 S2 L2" and "Test Quest W6 M0 S1 L4"
    And Bob's "first player" choice offers exactly "Alice" and "Bob"
    And Alice's active quest is now "Test Quest W2 M2 S2 L2"
    And Bob's active quest is now "Test Quest W3 M3 S3 L5"
    And Alice's used-quest pile is "Test Quest W4 M2 S1 L7"
    And Bob's used-quest pile is "Test Quest W5 M1 S2 L6"
    And Alice's quest deck is "Test Quest W6 M0 S1 L4"
    And Alice is the first player

  @id:reign-momentum-tie-lowest-influence-chooses @rule:5.1 @rule:A.1.1
  Scenario: Tied Momentum: the player with less Influence chooses the first player
    Given it is the Toll phase
    And Alice has 5 Influence
    And Bob has 3 Influence
    And Alice's quest deck holds, from the top, "Test Quest W2 M2 S2 L2" and "Test Quest W6 M0 S1 L4"
    And Bob's quest deck holds, from the top, "Test Quest W4 M2 S1 L7" and "Test Embark Quest W3 M1 S1 L6"
    And Alice will answer "quest" with "Test Quest W2 M2 S2 L2"
    And Bob will answer "quest" with "Test Quest W4 M2 S1 L7"
    And Bob will answer "first player" with "Bob"
    When the game advances to the Quest phase
    Then Bob is the first player

  @id:reign-momentum-and-influence-tie-random @rule:5.1
  Scenario: Tied Momentum and tied Influence: a random player chooses
    Given it is the Toll phase
    And Alice has 3 Influence
    And Bob has 3 Influence
    And Alice's quest deck holds, from the top, "Test Quest W2 M2 S2 L2" and "Test Quest W6 M0 S1 L4"
    And Bob's quest deck holds, from the top, "Test Quest W4 M2 S1 L7" and "Test Embark Quest W3 M1 S1 L6"
    And Alice will answer "quest" with "Test Quest W2 M2 S2 L2"
    And Bob will answer "quest" with "Test Quest W4 M2 S1 L7"
    And the "chooser" outcome will be "Bob"
    And Bob will answer "first player" with "Alice"
    When the game advances to the Quest phase
    Then Alice is the first player
    And the "chooser" outcome could be exactly "Alice" and "Bob"

  @id:reign-emptied-quest-deck-refills @rule:5.1 @rule:10.5
  Scenario: Embarking on the last quest shuffles the used-quest pile back into the quest deck
    Given it is the Toll phase
    And Alice's quest deck holds, from the top, "Test Quest W2 M2 S2 L2"
    And Alice's used-quest pile holds, from the top, "Test Quest W6 M0 S1 L4"
    And Bob's quest deck holds, from the top, "Test Quest W3 M3 S3 L5" and "Test Embark Quest W3 M1 S1 L6"
    And Bob will answer "quest" with "Test Quest W3 M3 S3 L5"
    And the "quest shuffle" outcome will be "Test Quest W4 M2 S1 L7" and "Test Quest W6 M0 S1 L4"
    And Bob will answer "first player" with "Bob"
    When the game advances to the Quest phase
    Then Alice's active quest is now "Test Quest W2 M2 S2 L2"
    And Alice's "quest" choice offers exactly "Test Quest W2 M2 S2 L2"
    And the "quest shuffle" outcome could be exactly "Test Quest W4 M2 S1 L7" and "Test Quest W6 M0 S1 L4"
    And Alice's used-quest pile is empty
    And Alice's quest deck is "Test Quest W4 M2 S1 L7" and "Test Quest W6 M0 S1 L4"

  @id:reign-embark-ability-resolves @rule:5.1 @rule:A.1.1 @rule:2.4
  Scenario: A revealed quest's Embark ability resolves after the first player is chosen
    Given it is the Toll phase
    And Alice's quest deck holds, from the top, "Test Embark Quest W3 M1 S1 L6" and "Test Quest W6 M0 S1 L4"
    And Bob's quest deck holds, from the top, "Test Quest W3 M3 S3 L5" and "Test Quest W2 M2 S2 L2"
    And Alice's draw deck holds, from the top, "Test Spy 2" and "Test Soldier 1"
    And Alice will answer "quest" with "Test Embark Quest W3 M1 S1 L6"
    And Bob will answer "quest" with "Test Quest W3 M3 S3 L5"
    And Bob will answer "first player" with "Bob"
    When the game advances to the Quest phase
    Then Alice's hand is "Test Spy 2"
    And Alice's draw deck is "Test Soldier 1"

  @id:reign-draw-phase-two-cards @rule:5.2 @rule:A.1.2 @rule:quick-reference.4
  Scenario: In the Draw phase each player draws 2 cards
    Given it is the Quest phase
    And Alice's draw deck holds, from the top, "Test Soldier 1", "Test Soldier 2" and "Test Spy 2"
    And Bob's draw deck holds, from the top, "Test Mage 2", "Test Priest 2" and "Test Spy 2"
    When the game advances to the Draw phase
    Then Alice's hand is "Test Soldier 1" and "Test Soldier 2"
    And Bob's hand is "Test Mage 2" and "Test Priest 2"
    And the game is not over

  @id:reign-kingdom-first-player-collects-wealth @rule:5.3 @rule:A.1.3 @rule:quick-reference.5 @rule:2.4
  Scenario: The Kingdom phase makes the first player active, who collects their quest's wealth
    Given it is the Draw phase
    And Bob is the first player
    When the game advances to the Kingdom phase
    Then Bob is the active player
    And Bob has 5 wealth in his pool
    And Alice has 0 wealth in her pool

  @id:reign-kingdom-active-role-rotates @rule:5.3 @rule:A.1.3 @rule:5
  Scenario: When both players pass in a row, the next player becomes active and collects wealth
    Given it is the Kingdom phase and Alice is the active player
    And Alice has 4 wealth in her pool
    When Alice passes
    And Bob passes
    Then Bob is the active player
    And Bob has 5 wealth in his pool
    And it is the Kingdom phase
    When Alice passes
    And Bob passes
    Then it is the Confrontation phase
    And Alice is the active player

  @id:reign-only-active-player-fields-cards @rule:5.3
  Scenario: Only the active player plays cards to the field in the Kingdom phase
    Given it is the Kingdom phase and Alice is the active player
    And Bob has 5 wealth in his pool
    And Bob has "Test Soldier 2" in hand
    Then Bob cannot play "Test Soldier 2"
    And Bob's hand is "Test Soldier 2"
    And Bob has 5 wealth in his pool

  @id:reign-kingdom-play-pays-cost @rule:5.3 @rule:10.1 @rule:3.3
  Scenario: A unit played in the Kingdom phase costs its wealth and enters ready
    Given it is the Kingdom phase and Alice is the active player
    And Alice has 4 wealth in her pool
    And Alice has "Test Soldier 3" in hand
    When Alice plays "Test Soldier 3"
    Then Alice controls "Test Soldier 3"
    And Alice's "Test Soldier 3" is ready
    And Alice has 1 wealth in her pool
    And Alice's hand is empty

  @id:reign-cannot-play-without-wealth @rule:3.4 @rule:5.3
  Scenario: A card costing more than the pool holds cannot be played
    Given it is the Kingdom phase and Alice is the active player
    And Alice has 2 wealth in her pool
    And Alice has "Test Soldier 3" in hand
    Then Alice cannot play "Test Soldier 3"

  @id:reign-confrontation-role-rotates @rule:5.4 @rule:A.1.4 @rule:quick-reference.6 @rule:5
  Scenario: In Confrontation the active role passes on and then the Authority phase follows
    Given it is the Confrontation phase and Alice is the active player
    And Alice controls "Test Soldier 2"
    When Alice passes
    And Bob passes
    Then Bob is the active player
    When Alice passes
    And Bob passes
    Then it is the Authority phase
    And Alice holds the Authority emblem

  @id:reign-authority-highest-total @rule:5.5 @rule:A.1.5 @rule:quick-reference.7
  Scenario: The highest Authority total (ready Power plus pool wealth) gains 1 Influence and the emblem
    Given it is the Confrontation phase and Bob is the active player
    And Alice controls "Test Soldier 3" and "Test Soldier 5"
    And Alice's "Test Soldier 5" is exhausted
    And Alice has 1 wealth in her pool
    And Bob controls "Test Soldier 2"
    And Bob has 3 wealth in his pool
    When the game advances to the Authority phase
    Then Alice's Authority total is 4
    And Bob's Authority total is 5
    And Bob holds the Authority emblem
    And Bob has 1 Influence
    And Alice has 0 Influence

  @id:reign-authority-tie-unholds-emblem @rule:5.5 @rule:A.1.5
  Scenario: A tie for the highest Authority total gives no Influence and takes the emblem away
    Given it is the Confrontation phase and Bob is the active player
    And Alice holds the Authority emblem
    And Alice controls "Test Soldier 3"
    And Bob controls "Test Soldier 2" and "Test Soldier 1"
    When the game advances to the Authority phase
    Then nobody holds the Authority emblem
    And Alice has 0 Influence
    And Bob has 0 Influence

  @id:reign-authority-power-floor @rule:6.6 @rule:5.5
  Scenario: A unit with Power below 0 adds 0 to the Authority total, never less
    Given it is the Confrontation phase and Bob is the active player
    And Alice controls "Test Soldier 2" and "Test Soldier 1"
    And Bob's "Test Curse -3" is attached to Alice's "Test Soldier 2"
    And Bob controls "Test Soldier 1"
    When the game advances to the Authority phase
    Then Alice's "Test Soldier 2" has -1 Power
    And Alice's Authority total is 1
    And nobody holds the Authority emblem

  @id:reign-refresh-readies-and-removes-an-emblem @rule:5.6 @rule:A.1.6 @rule:quick-reference.8
  Scenario: Refresh readies every exhausted card and each player removes one sorcery emblem
    Given it is the Authority phase
    And Alice controls exhausted "Test Soldier 2" and "Test Watchtower"
    And Alice's "Test Soldier 2" has 1 sorcery emblem
    And Alice's "Test Watchtower" has 2 sorcery emblems
    And Bob controls exhausted "Test Spy 2"
    And Bob's "Test Spy 2" has 1 sorcery emblem
    And Alice will answer "remove emblem" with "Test Watchtower"
    When the game advances to the Refresh phase
    Then Alice's "Test Soldier 2" is ready
    And Alice's "remove emblem" choice offers exactly "Test Soldier 2" and "Test Watchtower"
    And Bob's "remove emblem" choice offers exactly "Test Spy 2"
    And Bob's "Test Spy 2" is ready
    And Alice's "Test Watchtower" has 1 sorcery emblem
    And Alice's "Test Soldier 2" has 1 sorcery emblem
    And Bob's "Test Spy 2" has 0 sorcery emblems
    And Bob's "Test Spy 2" is unblanked

  @id:reign-toll-wealth-returns-hand-to-levy @rule:5.7 @rule:3.4 @rule:A.1.7 @rule:quick-reference.9 @rule:2.4
  Scenario: Toll returns all wealth and each player discards down to their Levy
    Given it is the Refresh phase
    And Alice's active quest is "Test Quest W2 M2 S2 L2"
    And Alice has 3 wealth in her pool
    And Alice has "Test Soldier 1", "Test Soldier 2", "Test Spy 2" and "Test Mage 2" in hand
    And Bob has 2 wealth in his pool
    And Bob has "Test Soldier 1" in hand
    And Alice will answer "discard" with "Test Soldier 1" and "Test Mage 2"
    When the game advances to the Toll phase
    Then Alice has 0 wealth in her pool
    And Alice's "discard" choice offers exactly "Test Soldier 1", "Test Soldier 2", "Test Spy 2" and "Test Mage 2"
    And Alice's "discard" choice allows at least 2
    And Alice's "discard" choice allows at most 2
    And Bob has 0 wealth in his pool
    And Alice's hand is "Test Soldier 2" and "Test Spy 2"
    And Alice's discard pile holds 2 cards
    And Bob's hand is "Test Soldier 1"
    And Bob's discard pile is empty

  @id:reign-only-active-player-passes @rule:5.3 @rule:8.2
  Scenario: A player who does not hold priority cannot pass
    Given it is the Kingdom phase and Alice is the active player
    Then Bob cannot pass
    And Alice is the active player

  @id:reign-does-not-ready-skipped-at-refresh @rule:5.6 @rule:8.9
  Scenario: A unit under a "does not ready" effect is skipped when Refresh readies the rest
    Given it is the Confrontation phase and Alice is the active player
    And Bob controls "Test Soldier 3" and "Test Spy 2"
    And Bob's "Test Spy 2" is exhausted
    And Alice has 1 wealth in her pool
    And Alice has "Test Shackles" in hand
    When Alice plays "Test Shackles" on Bob's "Test Soldier 3"
    Then Bob's "Test Soldier 3" is exhausted
    When the game advances to the Refresh phase
    Then Bob's "Test Soldier 3" is exhausted
    And Bob's "Test Spy 2" is ready

  @id:reign-quest-chosen-from-the-quest-deck @rule:5.1 @rule:10.5
  Scenario: The new quest is selected from the quest deck, never from the used-quest pile or the active quest
    Given it is the Toll phase
    And Alice's quest deck holds, from the top, "Test Quest W2 M2 S2 L2" and "Test Quest W6 M0 S1 L4"
    And Alice's used-quest pile holds, from the top, "Test Quest W3 M3 S3 L5"
    And Bob's quest deck holds, from the top, "Test Quest W3 M3 S3 L5" and "Test Embark Quest W3 M1 S1 L6"
    Then Alice cannot answer "quest" with "Test Quest W3 M3 S3 L5" when the game advances to the Quest phase
    And Alice cannot answer "quest" with "Test Quest W4 M2 S1 L7" when the game advances to the Quest phase
    And Alice's active quest is now "Test Quest W4 M2 S1 L7"

  @id:reign-refresh-emblem-from-own-card @rule:5.6
  Scenario: At Refresh a player removes an emblem from a card they control, never from an opponent's
    Given it is the Authority phase
    And Alice controls "Test Soldier 2" and "Test Watchtower"
    And Alice's "Test Soldier 2" has 1 sorcery emblem
    And Alice's "Test Watchtower" has 1 sorcery emblem
    And Bob controls "Test Spy 2" and "Test Mage 2"
    And Bob's "Test Spy 2" has 1 sorcery emblem
    And Bob's "Test Mage 2" has 1 sorcery emblem
    Then Alice cannot answer "remove emblem" with "Test Spy 2" when the game advances to the Refresh phase
    And Bob's "Test Spy 2" has 1 sorcery emblem

  @id:reign-toll-discards-exactly-the-excess @rule:5.7
  Scenario: At Toll a player over their Levy discards exactly the excess, no fewer and no more
    Given it is the Refresh phase
    And Alice's active quest is "Test Quest W2 M2 S2 L2"
    And Alice has "Test Soldier 1", "Test Soldier 2", "Test Spy 2" and "Test Mage 2" in hand
    Then Alice cannot answer "discard" with "Test Soldier 1" when the game advances to the Toll phase
    And Alice cannot answer "discard" with "Test Soldier 1", "Test Soldier 2" and "Test Spy 2" when the game advances to the Toll phase
    And Alice cannot answer "discard" with "Test Soldier 1" and "Test Soldier 1" when the game advances to the Toll phase
    And Alice's hand holds 4 cards

  @id:reign-draw-phase-with-exactly-two-cards-left @rule:5.2 @rule:12
  Scenario: A player whose deck holds exactly 2 cards draws them both and stays in the game
    Given it is the Quest phase
    And Alice's draw deck holds, from the top, "Test Soldier 1" and "Test Soldier 2"
    And Bob's draw deck holds, from the top, "Test Mage 2", "Test Priest 2" and "Test Spy 2"
    When the game advances to the Draw phase
    Then Alice's hand is "Test Soldier 1" and "Test Soldier 2"
    And Alice's draw deck is empty
    And Alice is still in the game
    And the game is not over

  @id:reign-advancing-through-kingdom-each-player-collects @rule:5.3 @rule:3.4
  Scenario: Every player takes the active role in the Kingdom phase in turn, collecting their wealth
    Given it is the Kingdom phase and Alice is the active player
    And Alice has 4 wealth in her pool
    When the game advances to the Confrontation phase
    Then Bob has 5 wealth in his pool
    And Alice has 4 wealth in her pool
    And Alice is the active player

  @id:reign-toll-at-levy-discards-nothing @rule:5.7
  Scenario: A player holding exactly their Levy discards nothing at Toll
    Given it is the Refresh phase
    And Alice's active quest is "Test Quest W2 M2 S2 L2"
    And Alice has "Test Soldier 1" and "Test Soldier 2" in hand
    When the game advances to the Toll phase
    Then Alice's hand is "Test Soldier 1" and "Test Soldier 2"
    And Alice's discard pile is empty

  @id:reign-lasting-until-end-of-round-outlasts-phases @rule:8.9 @rule:8.8 @rule:5.7
  Scenario: A change until the end of the round lasts through every phase and ends with Toll
    Given it is the Kingdom phase and Alice is the active player
    And Alice controls "Test Soldier 2"
    And Alice's "Test Soldier 2" gets +2 Power until the end of the round
    And Alice's quest deck holds, from the top, "Test Quest W2 M2 S2 L2"
    And Bob's quest deck holds, from the top, "Test Quest W3 M3 S3 L5"
    When the game advances to the Toll phase
    Then Alice's "Test Soldier 2" has 4 Power
    Given Bob will answer "first player" with "Alice"
    When the game advances to the Quest phase
    Then it is round 2
    And Alice's "Test Soldier 2" has 2 Power

  @id:reign-a-new-round-ends-round-effects-and-renews-struggles @rule:5.4 @rule:5.6 @rule:8.9
  Scenario: A shackle until the end of the round keeps its unit exhausted until the next Refresh, and struggle types renew each Confrontation
    Given it is the Confrontation phase and Alice is the active player
    And Alice has already made a Combat struggle this phase
    And Alice controls "Test Soldier 3"
    And Bob controls "Test Soldier 2" and "Test Soldier 5"
    And Bob's "Test Soldier 2" does not ready until the end of the round
    And Alice's quest deck holds, from the top, "Test Quest W2 M2 S2 L2"
    And Bob's quest deck holds, from the top, "Test Quest W3 M3 S3 L5"
    And Alice's draw deck holds 2 copies of "Test Soldier 1"
    And Bob's draw deck holds 2 copies of "Test Soldier 1"
    And Bob will answer "first player" with "Alice"
    When the game advances to the Confrontation phase
    Then it is round 2
    And Bob's "Test Soldier 2" is exhausted
    When Alice initiates a Combat struggle against Bob with "Test Soldier 3"
    And Bob defends with "Test Soldier 5"
    Then Bob wins the Combat struggle by 2
    When the game advances to the Refresh phase
    Then Bob's "Test Soldier 2" is ready

  @id:reign-embark-draw-from-an-empty-deck-eliminates @rule:5.1 @rule:12 @rule:5.2
  Scenario: An Embark draw from an empty draw deck eliminates the player
    Given it is the Toll phase
    And Alice's quest deck holds, from the top, "Test Embark Quest W3 M1 S1 L6"
    And Bob's quest deck holds, from the top, "Test Quest W3 M3 S3 L5"
    And Alice's draw deck is empty
    And Alice's discard pile holds 3 copies of "Test Soldier 1"
    And Bob will answer "first player" with "Bob"
    When the game advances to the Quest phase
    Then Alice loses the game
    And Bob wins the game

  @id:reign-refresh-removes-an-emblem-from-an-attachment @rule:5.6 @rule:3.6 @rule:10.3
  Scenario: At Refresh a player may take the emblem off an attachment they control on an opponent's unit
    Given it is the Authority phase
    And Bob controls "Test Soldier 2" and "Test Spy 2"
    And Alice's "Test Sword +2" is attached to Bob's "Test Soldier 2"
    And "Test Sword +2" on Bob's "Test Soldier 2" has 1 sorcery emblem
    And Bob's "Test Spy 2" has 1 sorcery emblem
    When the game advances to the Refresh phase
    Then Alice's "remove emblem" choice offers exactly "Test Sword +2"
    And Bob's "remove emblem" choice offers exactly "Test Spy 2"
    And Bob's "Test Soldier 2" has 4 Power
    And Bob's "Test Spy 2" is unblanked

  @id:reign-opening-board-only-during-setup @rule:4
  Scenario: The opening board is placed during setup only
    Given it is the Kingdom phase and Alice is the active player
    And Alice has "Test Soldier 2" in hand
    Then Alice cannot place "Test Soldier 2" as her opening board
    And Alice's hand is "Test Soldier 2"

  @id:reign-embarks-resolve-in-first-player-order @rule:5.1 @rule:12 @rule:A.1.1
  Scenario: Embark abilities resolve in the order of the first player just chosen, so the first player draws from an empty deck first
    Given it is the Toll phase
    And Alice has 1 Influence
    And Alice's quest deck holds, from the top, "Test Embark Quest W3 M1 S1 L6"
    And Bob's quest deck holds, from the top, "Test Embark Quest W3 M1 S1 L6"
    And Alice's draw deck is empty
    And Bob's draw deck is empty
    And Bob will answer "first player" with "Bob"
    When the game advances to the Quest phase
    Then Bob's "first player" choice offers exactly "Alice" and "Bob"
    And Bob loses the game
    And Alice wins the game

  @id:reign-kingdom-advance-collects-once @rule:5.3 @rule:3.4
  Scenario: When the last active player's turn in the Kingdom phase ends, nobody collects wealth again
    Given it is the Kingdom phase and Bob is the active player
    And Alice has 4 wealth in her pool
    And Bob has 5 wealth in his pool
    When the game advances to the Confrontation phase
    Then Alice has 4 wealth in her pool
    And Bob has 5 wealth in his pool
    And Alice is the active player

  @id:reign-only-active-player-fields-cards-either-way @rule:5.3
  Scenario: With Bob active in the Kingdom phase, Alice cannot play a unit or secret-place a card
    Given it is the Kingdom phase and Bob is the active player
    And Alice has 5 wealth in her pool
    And Alice has "Test Soldier 2" and "Test Secret Assassin 3" in hand
    Then Alice cannot play "Test Soldier 2"
    And Alice cannot secret-place "Test Secret Assassin 3"
    And Alice has 5 wealth in her pool

  @id:reign-refresh-emblem-from-a-card-one-controls @rule:5.6 @rule:10.3 @rule:3.6
  Scenario: At Refresh each player removes an emblem only from a card they control, an attachment they played on either side included
    Given it is the Authority phase
    And Alice controls "Test Soldier 2"
    And Bob controls "Test Spy 2"
    And "Test Sword +2" is attached to Alice's "Test Soldier 2"
    And Bob's "Test Raider's Torch" is attached to Alice's "Test Soldier 2"
    And Alice's "Test Lasting Cloak +1" is attached to Bob's "Test Spy 2"
    And Alice's "Test Soldier 2" has 1 sorcery emblem
    And Bob's "Test Spy 2" has 1 sorcery emblem
    And "Test Sword +2" on Alice's "Test Soldier 2" has 1 sorcery emblem
    And "Test Raider's Torch" on Alice's "Test Soldier 2" has 1 sorcery emblem
    And "Test Lasting Cloak +1" on Bob's "Test Spy 2" has 1 sorcery emblem
    And Alice will answer "remove emblem" with "Test Sword +2"
    And Bob will answer "remove emblem" with "Test Raider's Torch"
    When the game advances to the Refresh phase
    Then Alice's "remove emblem" choice offers exactly "Test Soldier 2", "Test Sword +2" and "Test Lasting Cloak +1"
    And Bob's "remove emblem" choice offers exactly "Test Spy 2" and "Test Raider's Torch"
    And Alice's "Test Soldier 2" has 4 Power
    And Alice's "Test Soldier 2" has the keywords "Ravage 1"
    And Bob's "Test Spy 2" has 2 Power

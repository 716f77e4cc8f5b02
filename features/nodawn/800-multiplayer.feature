Feature: Multiplayer: one table, one world cycle, players leaving a game that goes on
  At a table of three or more, turns pass clockwise and every player can reach every other. The
  world cycle is the table's: a round is every living player's turn, the first living player in
  seating order leads it, and the cycle advances as the round leader's turn begins. Choices and
  triggers go in APNAP order. A player who is eliminated or concedes leaves the game with
  everything they own; play goes on until one player is left (800, 806).

  # -- seating, reach and the shared world cycle ------------------------------------------------

  @id:nodawn-800-turns-pass-clockwise @rule:800.2
  Scenario: Each turn goes to the next player in seating order, and the round to the first again
    Given a No Dawn free-for-all between Aldric, Bertrand and Casilda
    And Bertrand's Domain holds 3 copies of "Test Filler"
    And Casilda's Domain holds 3 copies of "Test Filler"
    And Aldric's Domain holds 3 copies of "Test Filler"
    When the game advances to Bertrand's upkeep
    Then it is Bertrand's upkeep
    When the game advances to Casilda's upkeep
    Then it is Casilda's upkeep
    When the game advances to Aldric's upkeep
    Then it is Aldric's upkeep
    And the world cycle stands at Night 2, The Arise

  @id:nodawn-800-reach-spans-the-table @rule:800.3
  Scenario: A player's spell may reach any player and any object at the table
    Given a No Dawn free-for-all between Aldric, Bertrand and Casilda
    And Casilda controls "Test Wretch"
    And Aldric has "Test Bolt 2" in hand
    When Aldric casts "Test Bolt 2" targeting Casilda
    Then Aldric's "target" choice offers "Bertrand", "Casilda" and "Casilda's Test Wretch"
    When Aldric, Bertrand and Casilda pass in turn
    Then Casilda has 18 Vitae

  @id:nodawn-800-five-turns-one-round @example @rule:800.4 @rule:800.4a
  Scenario: At a table of five every turn of the round is a turn of Day 2, The Assault
    Given a No Dawn free-for-all between Aldric, Bertrand, Casilda, Dervla and Ebba
    And the world cycle stands at Day 2, The Assault
    And it is Aldric's first main phase of turn 5
    And Bertrand's Domain holds 3 copies of "Test Filler"
    And Casilda's Domain holds 3 copies of "Test Filler"
    And Dervla's Domain holds 3 copies of "Test Filler"
    And Ebba's Domain holds 3 copies of "Test Filler"
    And Aldric's Domain holds 3 copies of "Test Filler"
    When the game advances to Bertrand's upkeep
    Then the world cycle stands at Day 2, The Assault
    When the game advances to Casilda's upkeep
    Then the world cycle stands at Day 2, The Assault
    When the game advances to Dervla's upkeep
    Then the world cycle stands at Day 2, The Assault
    When the game advances to Ebba's upkeep
    Then the world cycle stands at Day 2, The Assault
    When the game advances to Aldric's upkeep
    Then the world cycle stands at Day 3, The Retrieve

  @id:nodawn-800-round-leader-recomputed @example @rule:800.4b @rule:800.4c @rule:800.6
  Scenario: With the first seat liquidated in Night 3, the cycle reaches Day 1 as Bertrand's turn begins
    Given a No Dawn free-for-all between Aldric, Bertrand and Casilda
    And each player's lineage Haven is "Test Haven"
    And the world cycle stands at Night 3, The Vanish
    And it is Bertrand's first main phase of turn 3
    And Aldric has 9 Corruption
    And Bertrand has "Test Pestilence" in hand
    And Bertrand's Domain holds 3 copies of "Test Filler"
    And Casilda's Domain holds 3 copies of "Test Filler"
    When Bertrand casts "Test Pestilence"
    And Bertrand, Casilda and Aldric pass in turn
    Then Aldric loses the game
    And the game is not over
    When the game advances to Casilda's upkeep
    Then the world cycle stands at Night 3, The Vanish
    When the game advances to Bertrand's upkeep
    Then the world cycle stands at Day 1, The Preparation
    And Bertrand's Master shelters in "Test Haven"

  @id:nodawn-800-leader-leaves-in-own-turn @contested @rule:800.4a @rule:800.4b @rule:800.4c
  Scenario: The round leader leaving during their own turn does not cut the round short
    800.4b has the cycle advance as the round leader's turn begins, and once Aldric is gone that
    leader is Bertrand; but 800.4a completes a round only when every living player has had a
    turn, and 800.4c says an elimination never skips the cycle. Reading adopted: the round in
    play runs on to the last seat, so Bertrand and Casilda still take their Night 3 turns, and
    Bertrand leads the next round (docs/contested.md, nodawn-round-leader-leaves).

    Given a No Dawn free-for-all between Aldric, Bertrand and Casilda
    And each player's lineage Haven is "Test Haven"
    And the world cycle stands at Night 3, The Vanish
    And it is Aldric's first main phase of turn 3
    And Aldric has 9 Corruption
    And Aldric has "Test Pestilence" in hand
    And Bertrand's Domain holds 3 copies of "Test Filler"
    And Casilda's Domain holds 3 copies of "Test Filler"
    When Aldric casts "Test Pestilence"
    And Aldric, Bertrand and Casilda pass in turn
    Then Aldric loses the game
    When the game advances to Bertrand's upkeep
    Then the world cycle stands at Night 3, The Vanish
    When the game advances to Casilda's upkeep
    Then the world cycle stands at Night 3, The Vanish
    When the game advances to Bertrand's upkeep
    Then the world cycle stands at Day 1, The Preparation

  # -- APNAP ------------------------------------------------------------------------------------

  @id:nodawn-800-apnap-from-the-active-player @rule:800.5 @rule:800.5a
  Scenario: Triggers of three players go on the stack from the active player clockwise, so the last resolves first
    Given a No Dawn game between Alice, Bob and Carol
    And it is Bob's first main phase of turn 1
    And Alice controls "Test Mourner" and "Test Hollow Husk"
    And Bob controls "Test Mourner" and "Test Hollow Husk"
    And Carol controls "Test Mourner" and "Test Hollow Husk"
    When Bob passes
    Then the stack holds "Test Mourner", "Test Mourner" and "Test Mourner"
    When Carol, Alice and Bob pass in turn
    Then Alice has 1 Wrath
    And Bob has 0 Wrath
    And Carol has 0 Wrath
    When Bob, Carol and Alice pass in turn
    Then Carol has 1 Wrath
    And Bob has 0 Wrath

  # -- leaving the game -------------------------------------------------------------------------

  @id:nodawn-800-the-game-survives-its-losses @rule:800.6 @rule:806.1
  Scenario: A liquidated player leaves and the game goes on until one player is left
    Given a No Dawn game between Alice, Bob and Carol
    And Carol has 9 Corruption
    And Alice has "Test Pestilence" in hand
    When Alice casts "Test Pestilence"
    And Alice, Bob and Carol pass in turn
    Then Carol loses the game
    And Alice is still in the game
    And Bob is still in the game
    When Bob concedes
    Then Alice wins the game

  @id:nodawn-800-everything-owned-leaves @rule:800.6a
  Scenario: A player who concedes takes every card they own out of the game, their spell on the stack too
    Given a No Dawn game between Alice, Bob and Carol
    And Carol controls "Test Brute 4/4"
    And Carol has "Test Bolt 2" and "Test Insight 2" in hand
    And Carol has "Test Filler" in her Spoils
    When Alice passes
    And Bob passes
    And Carol casts "Test Bolt 2" targeting Alice
    Then the stack holds "Test Bolt 2"
    When Carol concedes
    Then Carol loses the game
    And the stack is empty
    And no "Test Brute 4/4" is anywhere in the game
    And no "Test Insight 2" is anywhere in the game
    And no "Test Filler" is anywhere in the game
    And no "Test Bolt 2" is anywhere in the game
    When Alice passes
    Then Alice has 20 Vitae

  @id:nodawn-800-co-opter-leaves @proposed @rule:800.6a @rule:701.27a
  Scenario: The co-opting player concedes: the control they were given ends, and the Entity is its owner's again
    Given a No Dawn game between Alice, Bob and Carol
    And Bob controls "Gilded Emissary"
    And Alice's pool holds 3 generic Vitae
    When Alice co-opts Bob's "Gilded Emissary"
    Then Alice controls "Gilded Emissary"
    When Alice concedes
    Then Bob controls "Gilded Emissary"
    And the game is not over
    When the game advances to Carol's first main phase
    Then Bob controls "Gilded Emissary"

  @id:nodawn-800-owner-of-co-opted-leaves @proposed @rule:800.6a @rule:701.27a
  Scenario: The owner of a co-opted Entity concedes: it leaves the game with them, from under the co-opter's control
    Given a No Dawn game between Alice, Bob and Carol
    And Bob controls "Gilded Emissary"
    And Alice's pool holds 3 generic Vitae
    When Alice co-opts Bob's "Gilded Emissary"
    And Bob concedes
    Then Bob loses the game
    And no "Gilded Emissary" is anywhere in the game
    And the game is not over

  @id:nodawn-800-chains-holder-leaves @example @rule:800.6a @rule:613.1b
  Scenario: Aldric's Chains of the Old Debt holds Bertrand's Risen Pallbearer; Aldric leaves, the Ritual with him, and the Pallbearer is Bertrand's again
    800.6a's first example, its first branch: what Aldric owns leaves with him, and the control his
    Ritual gave him ends at that moment.

    Given a No Dawn free-for-all between Aldric, Bertrand and Casilda
    And Bertrand controls "Risen Pallbearer"
    And Aldric has "Chains of the Old Debt" in hand
    And Aldric's pool holds 2 generic Vitae
    When Aldric casts "Chains of the Old Debt" targeting Bertrand's "Risen Pallbearer"
    And Aldric, Bertrand and Casilda pass in turn
    Then Aldric controls "Chains of the Old Debt" and "Risen Pallbearer"
    And Bertrand's battlefield is empty
    When Aldric concedes
    Then Aldric loses the game
    And the game is not over
    And Bertrand controls "Risen Pallbearer"
    And no "Chains of the Old Debt" is anywhere in the game

  @id:nodawn-800-chains-owner-of-bound-leaves @example @rule:800.6a @rule:704.5r
  Scenario: Aldric's Chains of the Old Debt holds Bertrand's Risen Pallbearer; Bertrand leaves with his Pallbearer, and the Ritual, bound to nothing, goes to Aldric's Spoils
    800.6a's first example, its second branch: the Pallbearer is Bertrand's card, so it leaves the
    game with him from under Aldric's control; the Ritual is then bound to nothing and its
    owner's Spoils receive it.

    Given a No Dawn free-for-all between Aldric, Bertrand and Casilda
    And Bertrand controls "Risen Pallbearer"
    And Aldric has "Chains of the Old Debt" in hand
    And Aldric's pool holds 2 generic Vitae
    When Aldric casts "Chains of the Old Debt" targeting Bertrand's "Risen Pallbearer"
    And Aldric, Bertrand and Casilda pass in turn
    Then Aldric controls "Risen Pallbearer"
    When Bertrand concedes
    Then Bertrand loses the game
    And no "Risen Pallbearer" is anywhere in the game
    And Aldric no longer controls "Chains of the Old Debt"
    And Aldric has "Chains of the Old Debt" in his Spoils

  @id:nodawn-800-conscripter-eliminated @example @rule:800.6a @rule:702.38a
  Scenario: Casilda Conscripts Aldric's Siege-Ladder Serjeant and is eliminated before her turn ends: the Serjeant is Aldric's again at once
    800.6a's second example. It has Slip the Knife do the Conscripting, but the rulebook's
    examples give that card five different effects (docs/contested.md,
    nodawn-slip-the-knife-text), so the kit's Test Press-Gang, a Caprice with Conscript, casts it
    here; a Bolt of Aldric's ends Casilda's game while her turn is still in its first main phase.

    Given a No Dawn free-for-all between Aldric, Bertrand and Casilda
    And it is Casilda's first main phase of turn 1
    And Aldric controls "Siege-Ladder Serjeant"
    And Casilda has 2 Vitae
    And Casilda has "Test Press-Gang" in hand
    And Casilda's pool holds 1 generic Vitae
    And Aldric has "Test Bolt 2" in hand
    When Casilda casts "Test Press-Gang" targeting Aldric's "Siege-Ladder Serjeant"
    And Casilda, Aldric and Bertrand pass in turn
    Then Casilda controls "Siege-Ladder Serjeant"
    When Casilda passes
    And Aldric casts "Test Bolt 2" targeting Casilda
    And Aldric, Bertrand and Casilda pass in turn
    Then Casilda loses the game
    And the game is not over
    And it is Casilda's first main phase
    And Aldric controls "Siege-Ladder Serjeant"
    And Aldric's "Siege-Ladder Serjeant" is not in combat

  @id:nodawn-800-departed-triggers-never-stacked @rule:800.6d @rule:800.6a
  Scenario: A death trigger of a player eliminated by the same check is never put on the stack
    Given a No Dawn game between Alice, Bob and Carol
    And Carol has 2 Vitae
    And Carol controls "Test Martyr"
    And Alice has "Test Twin Bolt" in hand
    And Alice will answer "target" with "Carol's Test Martyr"
    And Alice will answer "target" with "Carol"
    When Alice casts "Test Twin Bolt"
    When Alice and Bob pass in turn
    Given Alice will answer "rest" with "decline"
    When Carol passes
    Then Carol loses the game
    And the stack is empty
    And the game is not over
    And no "Test Martyr" is anywhere in the game

  @id:nodawn-800-strike-at-the-departed-fizzles @rule:800.6e
  Scenario: An attack whose target has left the game deals its damage to nobody
    Given a No Dawn game between Alice, Bob and Carol
    And Alice controls "Gilded Emissary"
    When the game advances to Alice's declare attackers step
    And Alice attacks Carol with "Gilded Emissary"
    And Carol concedes
    And the game advances to Alice's end of combat step
    Then Carol loses the game
    And Bob has 20 Vitae
    And Alice's "Gilded Emissary" has 0 damage
    And the game is not over

  @id:nodawn-800-turn-plays-out-without-its-player @rule:800.6i
  Scenario: The active player conceding ends nothing: the turn plays out and the next player's follows
    Given a No Dawn game between Alice, Bob and Carol
    And Bob's Domain holds 3 copies of "Test Filler"
    And Bob has "Test Insight 2" in hand
    When Alice concedes
    And Bob casts "Test Insight 2"
    And Bob and Carol pass in turn
    Then Bob's hand holds 2 cards
    When Bob and Carol pass in turn
    Then it is Alice's beginning of combat step
    When the game advances to Bob's upkeep
    Then it is Bob's upkeep

  @id:nodawn-800-departed-turn-never-begins @rule:800.6j
  Scenario: An effect lasting until a departed player's next turn ends when that turn would have begun
    Given a No Dawn game between Alice, Bob and Carol
    And Bob controls "Test Wretch"
    And Carol has "Test Vigil Blessing" in hand
    And Alice's Domain holds 3 copies of "Test Filler"
    And Bob's Domain holds 3 copies of "Test Filler"
    When Alice passes
    And Bob passes
    And Carol casts "Test Vigil Blessing" targeting Bob's "Test Wretch"
    And Carol, Alice and Bob pass in turn
    Then Bob's "Test Wretch" has 3 Vigor
    When Carol concedes
    And the game advances to Bob's first main phase
    Then Bob's "Test Wretch" has 3 Vigor
    When the game advances to Alice's upkeep
    Then Bob's "Test Wretch" has 1 Vigor

  @id:nodawn-800-opening-draws-at-three @proposed @rule:800.7
  Scenario: At a table of three the starting player skips the first draw and the others draw exactly one
    Given a No Dawn game between Alice, Bob and Carol
    And Carol's Master is "Test Garethean Master"
    And it is Alice's upkeep of turn 1
    And Alice's Domain holds 3 copies of "Test Filler"
    And Bob's Domain holds 3 copies of "Test Filler"
    And Carol's Domain holds 3 copies of "Test Filler"
    When the game advances to Alice's first main phase
    Then Alice's hand is empty
    When the game advances to Bob's first main phase
    Then Bob's hand is "Test Filler"
    When the game advances to Carol's first main phase
    Then Carol's hand is "Test Filler"

  # -- free-for-all combat and winning -----------------------------------------------------------

  @id:nodawn-806-besiege-any-haven @rule:806.4 @rule:806.3
  Scenario: One combat besieges an Estate of one opponent and the lineage Haven of another
    Given a No Dawn game between Alice, Bob and Carol
    And Bob's lineage Haven is "Test Haven"
    And Carol controls "Tollhouse of the Nine Gates"
    And Alice controls "Gilded Emissary" and "Test Noble Squire"
    When the game advances to Alice's declare attackers step
    And Alice declares attacks
      | attacker          | target                               |
      | Gilded Emissary   | Carol's "Tollhouse of the Nine Gates" |
      | Test Noble Squire | Bob's "Test Haven"                    |
    And the game advances to Alice's end of combat step
    Then Carol's "Tollhouse of the Nine Gates" has 5 Defense
    And Bob's "Test Haven" has 9 Defense

  @id:nodawn-806-a-sworn-ward-springs-anyway @example @proposed @rule:806.2b @rule:806.2a @rule:307.4
  Scenario: Aldric besieges Bertrand as Casilda asked, and her Ward still springs on his Serjeant: no promise binds her
    806.2b's example: Casilda had sworn her Wards would spare Aldric if he besieged Bertrand
    instead; the game knows nothing of the oath. Her Ward must be one whose printed condition
    reaches a siege of another player's Haven (307.4); the example calls it Sacramental Fire,
    elsewhere a Power (docs/contested.md, nodawn-sacramental-fire-type), so the kit's Test
    Tripwire 3 stands in.

    Given a No Dawn free-for-all between Aldric, Bertrand and Casilda
    And Bertrand's lineage Haven is "Test Haven"
    And Casilda's lineage Haven is "Test Haven"
    And Casilda has set "Test Tripwire 3" in the Wards of "Test Haven"
    And Aldric controls "Siege-Ladder Serjeant"
    And it is Aldric's declare attackers step of turn 2
    When Aldric attacks Bertrand's "Test Haven" with "Siege-Ladder Serjeant"
    Given Casilda will answer "rest" with "decline"
    When Casilda answers "target" with "Aldric's Siege-Ladder Serjeant" when she springs "Test Tripwire 3" against "Siege-Ladder Serjeant"
    Then Aldric has "Siege-Ladder Serjeant" in his Spoils
    And Casilda has "Test Tripwire 3" in her Spoils
    And Casilda has no Trap set
    When the game advances to Aldric's end of combat step
    Then Bertrand's "Test Haven" has 10 Defense

  @id:nodawn-806-plain-ward-spares-another-siege @rule:806.4 @rule:307.4
  Scenario: A Ward with no condition of its own springs only for its own Haven: Casilda cannot spring it at a siege of Bertrand's
    Given a No Dawn free-for-all between Aldric, Bertrand and Casilda
    And Bertrand's lineage Haven is "Test Haven"
    And Casilda's lineage Haven is "Test Haven"
    And Casilda has set "Test Snare 3" in the Wards of "Test Haven"
    And Aldric controls "Siege-Ladder Serjeant"
    And it is Aldric's declare attackers step of turn 2
    When Aldric attacks Bertrand's "Test Haven" with "Siege-Ladder Serjeant"
    Then Casilda cannot spring "Test Snare 3" against "Siege-Ladder Serjeant"
    And Casilda's "Test Snare 3" is set in "Test Haven"
    When the game advances to Aldric's end of combat step
    Then Bertrand's "Test Haven" has 8 Defense
    And Aldric's "Siege-Ladder Serjeant" has 0 damage

  @id:nodawn-806-ascension-at-three @example @ruleset:>=2026-08-02 @rule:806.6
  Scenario: The Garethean reaching fifteen Corruption wins, and both other players lose together
    This follows 806.6's example. Apostate's Bargain's text is not given, so a kit card that gives
    every player a Corruption stands in for the effect that would liquidate Bertrand; since the
    2026-08-02 amendment a Garethean is never liquidated, and the ascension wins either way.

    Given a No Dawn free-for-all between Aldric, Bertrand and Casilda
    And Bertrand's Master is "Test Garethean Master"
    And Bertrand has 14 Corruption
    And Aldric has "Test Pestilence" in hand
    When Aldric casts "Test Pestilence"
    And Aldric, Bertrand and Casilda pass in turn
    Then Bertrand has 15 Corruption
    And Bertrand wins the game
    And Aldric loses the game
    And Casilda loses the game

  @id:nodawn-800-nothing-for-the-departed @rule:800.6b @rule:800.6d @rule:104.3f
  Scenario: Aldric's spell makes him lose, then would create his Wolves: none is created, and the spent card leaves with him
    Given a No Dawn free-for-all between Aldric, Bertrand and Casilda
    And Aldric has "Test Last Gambit" in hand
    When Aldric casts "Test Last Gambit"
    And Aldric, Bertrand and Casilda pass in turn
    Then Aldric loses the game
    And the game is not over
    And no "Wolf Token" is anywhere in the game
    And no "Test Last Gambit" is anywhere in the game

  @id:nodawn-800-departed-debtor-pays-nothing @rule:800.6f @rule:702.48c
  Scenario: Bertrand concedes with Aldric's call of his Debt on the stack: the Debt goes unpaid, and Aldric gains nothing
    Given a No Dawn free-for-all between Aldric, Bertrand and Casilda
    And Bertrand owes Aldric a Debt
    And Aldric has 15 Vitae
    When Aldric calls Bertrand's Debt
    Then the stack holds "Debt"
    When Bertrand concedes
    Then Bertrand loses the game
    When Aldric passes
    And Casilda passes
    Then the stack is empty
    And Aldric has 15 Vitae
    And Suspicion stands at 0

  @id:nodawn-800-history-outlives-the-departed @rule:800.6h @rule:123.2
  Scenario: Bertrand raised Suspicion and then conceded: what he did stays in the game's history, his share of the meter with it
    Given a No Dawn free-for-all between Aldric, Bertrand and Casilda
    And Bertrand's Domain holds 3 copies of "Test Filler"
    And Bertrand has "Test Rumor 2" in hand
    When the game advances to Bertrand's first main phase
    And Bertrand casts "Test Rumor 2"
    And Bertrand, Casilda and Aldric pass in turn
    Then Suspicion stands at 2
    When Bertrand concedes
    Then Bertrand loses the game
    And the game is not over
    And Suspicion stands at 2
    And Bertrand's share of Suspicion is 2

  # -- control falling back to a player who has left (800.6c) ------------------------------------

  @id:nodawn-800-borrowed-control-ends-with-nobody-to-hold @rule:800.6c @rule:110.2 @rule:616.1b
  Scenario: Carol's hold on a Wretch that entered under Bob's Throne ends after Bob has left: the Wretch is banished
    Alice casts her Wretch, and Bob's Throne has it enter under his control, so Bob is the player
    it falls back to (110.2). Carol takes it until end of turn; Bob then concedes, taking his
    Throne with him. When Carol's effect ends at cleanup nothing else gives the Wretch a
    controller, and the one it would fall back to is gone: it is banished to its owner's Void.

    Given a No Dawn game between Alice, Bob and Carol
    And Bob controls "Test Usurper's Throne"
    And Alice has "Test Wretch" in hand
    And Alice's pool holds 1 generic Vitae
    And Carol has "Test Conscript Order" in hand
    And Bob's Domain holds 3 copies of "Test Filler"
    And Carol's Domain holds 3 copies of "Test Filler"
    When Alice casts "Test Wretch"
    And Alice, Bob and Carol pass in turn
    Then Bob controls "Test Wretch"
    When Alice passes
    And Bob passes
    And Carol casts "Test Conscript Order" targeting Bob's "Test Wretch"
    And Carol, Alice and Bob pass in turn
    Then Carol controls "Test Wretch"
    When Bob concedes
    Then Bob loses the game
    And Carol controls "Test Wretch"
    When the game advances to Alice's end step
    Then Carol controls "Test Wretch"
    When the game advances to Carol's upkeep
    Then Carol no longer controls "Test Wretch"
    And Alice's battlefield is empty
    And Alice has "Test Wretch" in her Void
    And Alice has no "Test Wretch" in her Spoils

  @id:nodawn-800-borrowed-control-ends-back-to-the-taker @rule:110.2 @rule:723.3 @rule:616.1b
  Scenario: With everyone still in the game, the Wretch goes back at end of turn to Bob, under whose control it entered, not to its owner
    Given a No Dawn game between Alice, Bob and Carol
    And Bob controls "Test Usurper's Throne"
    And Alice has "Test Wretch" in hand
    And Alice's pool holds 1 generic Vitae
    And Carol has "Test Conscript Order" in hand
    And Bob's Domain holds 3 copies of "Test Filler"
    When Alice casts "Test Wretch"
    And Alice, Bob and Carol pass in turn
    And Alice passes
    And Bob passes
    And Carol casts "Test Conscript Order" targeting Bob's "Test Wretch"
    And Carol, Alice and Bob pass in turn
    Then Carol controls "Test Wretch"
    When the game advances to Bob's upkeep
    Then Bob controls "Test Wretch"
    And Carol no longer controls "Test Wretch"
    And Alice's battlefield is empty

  @id:nodawn-800-conscription-ends-with-nobody-to-hold @rule:800.6c @rule:702.38a
  Scenario: A Conscript's theft ends at cleanup after the Wretch's default controller has conceded: the Wretch is banished
    Given a No Dawn game between Alice, Bob and Carol
    And Bob controls "Test Usurper's Throne"
    And Alice has "Test Wretch" in hand
    And Alice's pool holds 1 generic Vitae
    And Carol has "Test Press-Gang" in hand
    And Carol's pool holds 1 generic Vitae
    And Carol's Domain holds 3 copies of "Test Filler"
    When Alice casts "Test Wretch"
    And Alice, Bob and Carol pass in turn
    And Alice passes
    And Bob passes
    And Carol casts "Test Press-Gang" targeting Bob's "Test Wretch"
    And Carol, Alice and Bob pass in turn
    Then Carol controls "Test Wretch"
    When Bob concedes
    And the game advances to Carol's upkeep
    Then Carol no longer controls "Test Wretch"
    And Alice's battlefield is empty
    And Alice has "Test Wretch" in her Void

  @id:nodawn-800-older-hold-outlasts-the-default @rule:800.6c @rule:613.1b @rule:611.2
  Scenario: One hold ends but an older one still gives the Wretch a controller: it stays, though its default controller has left
    Carol seized the Wretch for the rest of the game before Alice took it back until end of turn.
    Once Alice's effect ends, Carol's still names a controller, so the Wretch is not banished.

    Given a No Dawn game between Alice, Bob and Carol
    And Bob controls "Test Usurper's Throne"
    And Alice has "Test Wretch" and "Test Conscript Order" in hand
    And Alice's pool holds 1 generic Vitae
    And Carol has "Test Seizure" in hand
    And Bob's Domain holds 3 copies of "Test Filler"
    And Carol's Domain holds 3 copies of "Test Filler"
    When Alice casts "Test Wretch"
    And Alice, Bob and Carol pass in turn
    And Alice passes
    And Bob passes
    And Carol casts "Test Seizure" targeting Bob's "Test Wretch"
    And Carol, Alice and Bob pass in turn
    Then Carol controls "Test Wretch"
    When Alice casts "Test Conscript Order" targeting Carol's "Test Wretch"
    And Alice, Bob and Carol pass in turn
    Then Alice controls "Test Wretch"
    When Bob concedes
    And the game advances to Carol's upkeep
    Then Carol controls "Test Wretch"
    And Alice's battlefield is empty
    And Alice has no "Test Wretch" in her Void

  @id:nodawn-800-only-target-left-the-game @rule:800.6a @rule:608.3 @rule:115.6
  Scenario: A spell whose only target, a player, has left the game does not resolve: none of its instructions happens
    Alice's Summons targets Bob alone, then has her draw a card. Bob concedes before it resolves:
    its one target is gone, so it is removed from the stack to Alice's Spoils having done
    nothing, the draw included.

    Given a No Dawn game between Alice, Bob and Carol
    And Alice's Domain holds 2 copies of "Test Filler"
    And Bob has "Test Bolt 3" in hand
    And Alice has "Test Summons of Debt" in hand
    When Alice casts "Test Summons of Debt" targeting Bob
    And Bob concedes
    Then Bob loses the game
    And the stack holds "Test Summons of Debt"
    When Alice and Carol pass in turn
    Then the stack is empty
    And Alice has "Test Summons of Debt" in her Spoils
    And Alice's hand is empty
    And Alice's Domain holds 2 cards

  @id:nodawn-800-advance-a-whole-round-of-five @rule:117.3b @rule:800.4 @rule:103.8b @rule:500.9
  Scenario: At a table of five, passing on from Aldric's first main phase reaches his next one a round later, every turn taken on the way
    Every player passing in turn at every step is a long run of passes at a table of five: the
    rest of Aldric's turn, then a whole turn for each of the other four, then Aldric's upkeep and
    draw step.

    Given a No Dawn free-for-all between Aldric, Bertrand, Casilda, Dervla and Ebba
    And Aldric's Domain holds 2 copies of "Test Filler"
    And Bertrand's Domain holds 2 copies of "Test Filler"
    And Casilda's Domain holds 2 copies of "Test Filler"
    And Dervla's Domain holds 2 copies of "Test Filler"
    And Ebba's Domain holds 2 copies of "Test Filler"
    When the game advances to Aldric's first main phase
    Then it is Aldric's first main phase
    And this is Aldric's turn 2
    And the world cycle stands at Night 2, The Arise
    And Aldric's hand holds 1 cards
    And Ebba's hand holds 1 cards
    And Bertrand's hand holds 1 cards

  # -- the return from shelter at the round leader's upkeep (503.3, 800.4b) ------------------------

  @id:nodawn-800-return-only-at-the-round-leaders-hunt @rule:503.3 @rule:503.3d @rule:800.4b
  Scenario: At a table led by Casilda, Aldric's upkeep in The Hunt is not the first Night turn: his Shaman left sheltered stays sheltered
    Casilda sits first, so her turn opened The Hunt and the return from shelter was made at her
    upkeep (503.3, 800.4b). Aldric could not then pay for his Duskcaller Shaman, which stayed
    sheltered (503.3d) until a later return; he has Vitae now, but his own upkeep, the second
    turn of the round, brings back nothing.

    Given a No Dawn free-for-all between Casilda, Aldric and Bertrand
    And each player's lineage Haven is "Test Haven"
    And Aldric's Domain holds 3 copies of "Test Filler"
    And the world cycle stands at Night 1, The Hunt
    And it is Aldric's replenish step of turn 7
    And Aldric controls "Duskcaller Shaman"
    And Aldric's "Duskcaller Shaman" shelters in "Test Haven"
    And Aldric has 10 Vitae
    When the game advances to Aldric's draw step
    Then Aldric's "Duskcaller Shaman" shelters in "Test Haven"
    And Aldric has 10 Vitae

  @id:nodawn-800-return-at-the-round-leaders-hunt @rule:503.3 @rule:503.3b @rule:800.4b
  Scenario: At a table led by Casilda, her own upkeep in The Hunt is the first Night turn: her sheltered Shaman returns for 1 Vitae
    Casilda's turn leads the round (800.4b), so at The Hunt her upkeep is the first Night turn's
    and her night Entity comes back from shelter for 1 Vitae (503.3, 503.3b). Her pool is empty,
    so the Vitae comes from her Master's vein.

    Given a No Dawn free-for-all between Casilda, Aldric and Bertrand
    And each player's lineage Haven is "Test Haven"
    And Casilda's Domain holds 3 copies of "Test Filler"
    And the world cycle stands at Night 1, The Hunt
    And it is Casilda's replenish step of turn 7
    And Casilda controls "Duskcaller Shaman"
    And Casilda's "Duskcaller Shaman" shelters in "Test Haven"
    And Casilda has 10 Vitae
    When the game advances to Casilda's draw step
    Then Casilda's "Duskcaller Shaman" is not sheltered
    And Casilda has 9 Vitae

  @id:nodawn-800-passes-stand-when-a-player-leaves @rule:800.6a @rule:117.4
  Scenario: Alice passed, Bob concedes holding priority: Carol's pass completes the run and Alice's spell resolves
    Bob leaves between the two passes; Alice and Carol, the players still in the game, have then
    passed in succession, nobody having acted in between, so the Bolt resolves at once rather
    than going round to Alice again.

    Given a No Dawn game between Alice, Bob and Carol
    And Alice has "Test Bolt 2" in hand
    When Alice casts "Test Bolt 2" targeting Carol
    And Alice passes
    And Bob concedes
    Then Bob loses the game
    And the stack holds "Test Bolt 2"
    When Carol passes
    Then the stack is empty
    And Carol has 18 Vitae

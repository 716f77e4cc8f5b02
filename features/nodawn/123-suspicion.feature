Feature: Suspicion and the Veil
  Suspicion is one shared, public world meter, from 0 to 10. Only effects raise it, and each
  point is its raiser's share; a Mortal entering the battlefield raises it 1 for its controller.
  The leading instigators hold the greatest share. While it is 4 or more a spell that raises it
  costs 1 more. The daylight world weighs it as the world cycle advances: at 7 the Inquest reveals
  the leading instigators' set Traps and Power, once per crossing; at 10 the Purge burns their
  Havens, then Suspicion falls to 5 and the shares reset. Each return to The Hunt takes 1 off (123).

  Background:
    Given a No Dawn duel between Alice and Bob
    And each player's lineage Haven is "Test Haven"
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"

  @id:nodawn-suspicion-raised-and-shared @rule:123.1 @rule:123.2 @rule:123.6
  Scenario: An effect that raises Suspicion raises the shared meter and is its controller's share
    Given Alice has "Test Rumor 2" in hand
    And Bob has "Test Rumor 2" in hand
    When Alice casts "Test Rumor 2"
    And Alice and Bob pass in turn
    And Alice passes
    And Bob casts "Test Rumor 2"
    And Bob and Alice pass in turn
    Then Suspicion stands at 4
    And Alice's share of Suspicion is 2
    And Bob's share of Suspicion is 2

  @id:nodawn-suspicion-bounded-at-ten @rule:123.1 @rule:123.2
  Scenario: Suspicion is bounded at 10: a raise past it stops there
    Given Suspicion stands at 9
    And Alice has "Test Rumor 2" in hand
    And Alice's pool holds 1 generic Vitae
    When Alice casts "Test Rumor 2"
    And Alice and Bob pass in turn
    Then Suspicion stands at 10

  @id:nodawn-lowering-leaves-shares @rule:123.6 @rule:123.1
  Scenario: An effect that lowers Suspicion lowers no player's share, and never below 0
    Given Suspicion stands at 2
    And Bob's share of Suspicion is 2
    And Alice has "Test Hush 3" in hand
    When Alice casts "Test Hush 3"
    And Alice and Bob pass in turn
    Then Suspicion stands at 0
    And Bob's share of Suspicion is 2

  @id:nodawn-mortal-raises-suspicion @rule:309.3 @rule:123.2 @rule:309.1
  Scenario: Each Mortal that enters adds 1 Suspicion, charged to the player who controls it
    Given the world cycle stands at Day 2, The Assault
    And Alice has "Test Sexton" in hand
    And Alice's pool holds 1 generic Vitae
    When Alice casts "Test Sexton"
    And Alice and Bob pass in turn
    Then Alice controls "Test Sexton"
    And Suspicion stands at 1
    And Alice's share of Suspicion is 1

  @id:nodawn-mortal-day-bound-by-default @rule:309.3 @rule:300.6
  Scenario: A Mortal printing no glyph is day-bound: it is not cast on a Night turn
    Given Alice has "Test Sexton" in hand
    And Alice's pool holds 1 generic Vitae
    Then Alice cannot cast "Test Sexton"

  @id:nodawn-the-watch @rule:123.4a
  Scenario: While Suspicion is 4 or more, a spell that raises it costs 1 more Vitae
    Given Suspicion stands at 4
    And Alice has "Test Rumor 2" in hand
    And Alice's pool holds 1 generic Vitae
    When Alice casts "Test Rumor 2"
    Then Alice's pool holds no Vitae
    When Alice and Bob pass in turn
    Then Suspicion stands at 6

  @id:nodawn-the-watch-unpaid @rule:123.4a @rule:118.2
  Scenario: Under the Watch, a spell that raises Suspicion cannot be cast for its printed cost alone
    Given Suspicion stands at 4
    And Alice has "Test Rumor 2" in hand
    Then Alice cannot cast "Test Rumor 2"

  @id:nodawn-below-the-watch @rule:123.4a
  Scenario: At Suspicion 3 the Watch is not yet set: such a spell costs its printed cost
    Given Suspicion stands at 3
    And Alice has "Test Rumor 2" in hand
    When Alice casts "Test Rumor 2"
    And Alice and Bob pass in turn
    Then Suspicion stands at 5

  @id:nodawn-inquest-reveals-traps @example @rule:123.6 @rule:123.4b @rule:123.3 @rule:123.4
  Scenario: At Suspicion 7 the next cycle advance seats the Inquest: the leading instigator's Traps are revealed and stay set
    123.6's example: an engineered epidemic prints "raise Suspicion 2"; with Suspicion at 7 the
    Inquest convenes at the next advance; the Plague-bearer, who leads with 5 of those 7 points,
    must show both Traps in the Charnel Abbey's Wards, which remain set.

    Given Alice's lineage Haven is "The Charnel Abbey"
    And Suspicion stands at 5
    And Alice's share of Suspicion is 3
    And Bob's share of Suspicion is 2
    And Alice has set "Test Snare 3" in the Wards of "The Charnel Abbey"
    And Alice has set "Test Stone Ward 3" in the Wards of "The Charnel Abbey"
    And Bob has set "Test Millet Ward" in the Wards of "Test Haven"
    And Alice has "Test Rumor 2" in hand
    And Alice's pool holds 1 generic Vitae
    And it is Bob's first main phase of turn 1
    And Bob has set "Test Power Bolt 2" in the Power slot
    When Bob passes
    And Alice casts "Test Rumor 2"
    And Alice and Bob pass in turn
    Then Suspicion stands at 7
    And Alice's share of Suspicion is 5
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 2, The Arise
    And Alice's "Test Snare 3" is set and revealed
    And Alice's "Test Stone Ward 3" is set and revealed
    And Alice's "Test Snare 3" is set in "The Charnel Abbey"
    And Bob's "Test Millet Ward" is set and hidden
    And Bob's "Test Power Bolt 2" is set and hidden

  @id:nodawn-inquest-once-per-crossing @rule:123.4b
  Scenario: The Inquest sits once per crossing: it does not sit again until Suspicion has fallen below 7
    Given Suspicion stands at 7
    And Alice's share of Suspicion is 7
    And Alice has set "Test Snare 3" in the Wards of "Test Haven"
    And Alice has "Test Stone Ward 3" in hand
    And it is Bob's end step of turn 1
    When the game advances to Alice's first main phase
    Then Alice's "Test Snare 3" is set and revealed
    When Alice sets "Test Stone Ward 3" in the Wards of "Test Haven"
    And Alice and Bob pass in turn
    And the game advances to Alice's upkeep
    Then Suspicion stands at 7
    And Alice's "Test Stone Ward 3" is set and hidden

  @id:nodawn-inquest-ties @rule:123.3 @rule:123.4b
  Scenario: Players tied for the greatest share are each a leading instigator
    Given Suspicion stands at 8
    And Alice's share of Suspicion is 4
    And Bob's share of Suspicion is 4
    And Alice has set "Test Snare 3" in the Wards of "Test Haven"
    And Bob has set "Test Power Bolt 2" in the Power slot
    And it is Bob's end step of turn 1
    When the game advances to Alice's upkeep
    Then Alice's "Test Snare 3" is set and revealed
    And Bob's "Test Power Bolt 2" is set and revealed

  @id:nodawn-the-purge @rule:123.4c @rule:123.3
  Scenario: At Suspicion 10 the Purge burns each Haven of the leading instigator, then Suspicion falls to 5
    Given Suspicion stands at 10
    And Alice's share of Suspicion is 6
    And Bob's share of Suspicion is 4
    And it is Bob's end step of turn 1
    When the game advances to Alice's upkeep
    Then Alice's "Test Haven" has 6 Defense
    And Bob's "Test Haven" has 10 Defense
    And Suspicion stands at 5
    And Alice's share of Suspicion is 0
    And Bob's share of Suspicion is 0

  @id:nodawn-purge-rearms-inquest @rule:123.4b @rule:123.4c
  Scenario: The Purge's fall to 5 re-arms the Inquest for the next crossing of 7
    Given Suspicion stands at 10
    And Alice's share of Suspicion is 10
    And Alice has "Test Rumor 2" and "Test Stone Ward 3" in hand
    And it is Bob's end step of turn 1
    When the game advances to Alice's first main phase
    Then Suspicion stands at 5
    When Alice casts "Test Rumor 2" paying 1 from the vein
    And Alice and Bob pass in turn
    And Alice sets "Test Stone Ward 3" in the Wards of "Test Haven"
    And Alice and Bob pass in turn
    Then Suspicion stands at 7
    When the game advances to Alice's upkeep
    Then Alice's "Test Stone Ward 3" is set and revealed

  @id:nodawn-wrap-forgets @rule:123.5 @rule:703.4t
  Scenario: At each wrap of the world cycle, the return to The Hunt, Suspicion falls 1; shares do not
    Given the world cycle stands at Day 3, The Retrieve
    And Suspicion stands at 3
    And Alice's share of Suspicion is 3
    And it is Bob's end step of turn 1
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 1, The Hunt
    And Suspicion stands at 2
    And Alice's share of Suspicion is 3

  @id:nodawn-no-fading-mid-cycle @rule:123.5 @rule:123.4
  Scenario: An advance that is not a wrap leaves Suspicion where it stands, and nothing is weighed mid-turn
    Given Suspicion stands at 6
    And Alice's share of Suspicion is 6
    And Alice has set "Test Snare 3" in the Wards of "Test Haven"
    And Alice has "Test Rumor 2" in hand
    And Alice's pool holds 1 generic Vitae
    When Alice casts "Test Rumor 2"
    And Alice and Bob pass in turn
    And the game advances to Alice's end step
    Then Suspicion stands at 8
    And Alice's "Test Snare 3" is set and hidden

  @id:nodawn-purge-spares-entities @rule:123.4c
  Scenario: The Purge burns only the leading instigator's Havens: her Entity is dealt nothing
    Given Suspicion stands at 10
    And Alice's share of Suspicion is 6
    And Bob's share of Suspicion is 4
    And Alice controls "Test Brute 4/4"
    And it is Bob's end step of turn 1
    When the game advances to Alice's upkeep
    Then Alice's "Test Haven" has 6 Defense
    And Alice controls "Test Brute 4/4"
    And Suspicion stands at 5

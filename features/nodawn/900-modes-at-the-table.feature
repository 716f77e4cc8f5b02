Feature: Game modes at the table: Multiplayer, Limited at three, and a lineage lock in play
  Multiplayer is built as Constructed, with no singleton rule, no change to starting Vitae, and
  none of its heritage's damage machinery: the table norms are attack any opponent, turns in
  order, last standing wins. A Limited game of three is played under Section 8. A card locked to
  another lineage sits dead in hand, but can still be sealed into the Pit (901.2d, 902, 903.5).

  @id:nodawn-901-lineage-locked-dead-in-hand @example @rule:901.2d @rule:105.4
  Scenario: Under a Liamite Master the Emissary locked to Kael cannot be cast, but is sealed into the Pit for its Blood Seal
    901.2d's example, its second half (nodawn-901-lineage-locked-includable plays the first):
    Test Kael-Locked Emissary stands in for the Gilded Emissary locked to Kael.

    Given a No Dawn duel between Alice and Bob
    And Alice has "Test Kael-Locked Emissary" in hand
    And Alice's pool holds 3 generic Vitae
    Then Alice cannot cast "Test Kael-Locked Emissary"
    When Alice seals "Test Kael-Locked Emissary" into the Pit
    And Alice and Bob pass in turn
    Then Alice's pool holds 3 generic Vitae
    And Alice's pool holds 1 Noble Vitae

  @id:nodawn-902-built-as-constructed @rule:902.1 @rule:902.2a
  Scenario: At a table of three each Domain is built as in Constructed: fifty-nine cards are one short
    Given a No Dawn game about to begin between Alice, Bob and Carol
    And Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Bob designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Carol designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 60 of the kit's stock cards
    And Bob's Domain holds 60 of the kit's stock cards
    And Carol's Domain holds 59 of the kit's stock cards
    Then the game cannot begin

  @id:nodawn-902-no-multiplayer-adjustment @rule:902.3 @rule:902.2a @rule:902.2b @rule:902.1
  Scenario: At a table of three, three copies of a name stand, lineages mix, and each begins at their own Master's Initial Vitae
    Given a No Dawn game about to begin between Alice, Bob and Carol
    And Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Bob designates "Test Kaelite Master" and "The Gilded Haven" as lineage Master and Haven
    And Carol designates "Test Elder Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 59 of the kit's stock cards
    And Alice has "Test Kaelite Oath" in Domain
    And Bob's Domain holds 60 of the kit's stock cards
    And Carol's Domain holds 60 of the kit's stock cards
    And the "first-player" outcome will be "Alice"
    And Alice's Domain will be shuffled into the order it holds
    And Bob's Domain will be shuffled into the order it holds
    And Carol's Domain will be shuffled into the order it holds
    And Alice will answer "mulligan" with "keep"
    And Bob will answer "mulligan" with "keep"
    And Carol will answer "mulligan" with "keep"
    When the game begins
    Then Alice has 20 Vitae
    And Bob has 20 Vitae
    And Carol has 24 Vitae
    And it is Alice's upkeep

  @id:nodawn-902-attack-any-opponent @rule:902.2
  Scenario: At a table of three the active player attacks the Master of an opponent who is not next in turn
    Given a No Dawn game between Alice, Bob and Carol
    And Alice controls "Test Brute 4/4"
    When the game advances to Alice's declare attackers step
    And Alice declares attacks
      | attacker       | target |
      | Test Brute 4/4 | Carol  |
    And the game advances to Alice's end of combat step
    Then Carol has 16 Vitae
    And Bob has 20 Vitae

  @id:nodawn-902-no-damage-tally @rule:902.2c
  Scenario: Twenty-two damage from one opponent over the game ends nothing while the Master keeps Vitae
    Given a No Dawn game between Alice, Bob and Carol
    And it is Bob's first main phase of turn 1
    And Bob's pool holds 22 generic Vitae
    And Bob has "Test Blaze X" and "Test Blaze X" in hand
    And Alice has "Test Mending 5" and "Test Mending 5" in hand
    When Bob casts "Test Blaze X" with X = 11, targeting Alice
    And Bob, Carol and Alice pass in turn
    Then Alice has 9 Vitae
    When Bob passes
    And Carol passes
    And Alice casts "Test Mending 5"
    And Alice, Bob and Carol pass in turn
    And Bob passes
    And Carol passes
    And Alice casts "Test Mending 5"
    And Alice, Bob and Carol pass in turn
    Then Alice has 19 Vitae
    When Bob casts "Test Blaze X" with X = 11, targeting Alice
    And Bob, Carol and Alice pass in turn
    Then Alice has 8 Vitae
    And Alice is still in the game
    And the game is not over

  @id:nodawn-903-multiplayer-limited @rule:903.5 @rule:902.1 @rule:800.8
  Scenario: A Limited game of three is played under Section 8: the first mulligan is free
    Given a No Dawn game about to begin between Alice, Bob and Carol
    And the Domains are built for Draft
    And Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Bob designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Carol designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 35 of the kit's stock cards
    And Bob's Domain holds 35 of the kit's stock cards
    And Carol's Domain holds 35 of the kit's stock cards
    And the "first-player" outcome will be "Alice"
    And Alice's Domain will be shuffled into the order it holds
    And Bob's Domain will be shuffled into the order it holds
    And Carol's Domain will be shuffled into the order it holds
    And Alice will answer "mulligan" with "mulligan"
    And Bob will answer "mulligan" with "keep"
    And Carol will answer "mulligan" with "keep"
    And Alice's Domain will be shuffled into the order it holds
    And Alice will answer "mulligan" with "keep"
    When the game begins
    Then Alice's hand holds 7 cards
    And Alice's Domain holds 28 cards
    And it is Alice's upkeep

Feature: Starting the game
  The first player is chosen at random and turn order runs on from them. The anchors enter: each
  lineage Haven into play, its cost unpaid, whole; each Master with its printed Initial Vitae, no
  Corruption, no Wrath, an empty pool. Each Domain is shuffled and each player draws seven,
  then may take London mulligans, the starting player declaring first. The game begins on Night 1,
  The Hunt, unless a card says otherwise; the starting player takes the first turn and skips its
  draw, and each other player draws exactly one card on their first turn (103).

  Background:
    Given a No Dawn game about to begin between Alice and Bob
    And Alice's Domain holds 60 of the kit's stock cards
    And Bob's Domain holds 60 of the kit's stock cards

  @id:nodawn-game-begins @rule:103.1 @rule:103.2 @rule:103.2a @rule:103.3 @rule:103.4 @rule:103.5 @rule:103.6 @rule:103.8 @rule:310.2 @rule:300.1a
  Scenario: The game begins: a random starting player, the anchors in play, seven cards each, Night 1
    Given Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Bob designates "Test Master" and "Test Haven" as lineage Master and Haven
    And the "first-player" outcome will be "Bob"
    And Bob's Domain will be shuffled into the order it holds
    And Alice's Domain will be shuffled into the order it holds
    And Bob will answer "mulligan" with "keep"
    And Alice will answer "mulligan" with "keep"
    When the game begins
    Then the "first-player" outcome could be exactly "Alice" and "Bob"
    And it is Bob's upkeep
    And the world cycle stands at Night 1, The Hunt
    And Alice controls "Test Haven"
    And Bob controls "Test Haven"
    And Bob's "Test Haven" has 10 Defense
    And Alice's hand holds 7 cards
    And Bob's Domain holds 53 cards
    And Alice has 20 Vitae and 0 Corruption
    And Bob has 0 Wrath
    And Bob's pool holds no Vitae

  @id:nodawn-opening-round-draws @rule:103.8a @rule:103.8b @rule:121.2 @rule:210.5c @rule:311.3c
  Scenario: The starting player skips its first draw; the other draws one on its first turn, its Enlightenment after
    Given Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Bob designates "Test Garethean Master" and "Test Haven" as lineage Master and Haven
    And the "first-player" outcome will be "Alice"
    And Alice's Domain will be shuffled into the order it holds
    And Bob's Domain will be shuffled into the order it holds
    And Alice will answer "mulligan" with "keep"
    And Bob will answer "mulligan" with "keep"
    When the game begins
    And the game advances to Alice's first main phase
    Then Alice's hand holds 7 cards
    When the game advances to Bob's first main phase
    Then Bob's hand holds 8 cards
    When Bob answers "discard" with "Test Stock 01" when the game advances to Alice's upkeep
    And Alice answers "discard" with "Test Stock 01" when the game advances to Bob's draw step
    Then Bob's hand holds 9 cards

  @id:nodawn-london-mulligan @rule:103.5
  Scenario: A London mulligan: the hand goes back, seven are drawn, and one goes to the bottom
    Given Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Bob designates "Test Master" and "Test Haven" as lineage Master and Haven
    And the "first-player" outcome will be "Alice"
    And Alice's Domain will be shuffled into the order it holds
    And Bob's Domain will be shuffled into the order it holds
    And Alice's Domain will be shuffled with "Test Stock 20" on top
    And Alice will answer "mulligan" with "mulligan"
    And Bob will answer "mulligan" with "keep"
    And Alice will answer "bottom" with "Test Stock 20"
    And Alice will answer "mulligan" with "keep"
    When the game begins
    Then Alice's "mulligan" choice offers exactly "keep" and "mulligan"
    And Alice's "bottom" choice allows at most 1
    And Alice's "bottom" choice allows at least 1
    And at Alice's "bottom" choice, Alice's hand holds 7 cards
    And Alice's hand holds 6 cards
    And Alice has no "Test Stock 20" in hand
    And Alice's Domain holds 54 cards
    And Bob's hand holds 7 cards

  @id:nodawn-second-mulligan @rule:103.5
  Scenario: Each mulligan puts one more card on the bottom: after two, a hand of five
    Given Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Bob designates "Test Master" and "Test Haven" as lineage Master and Haven
    And the "first-player" outcome will be "Bob"
    And Bob's Domain will be shuffled into the order it holds
    And Alice's Domain will be shuffled into the order it holds
    And Alice's Domain will be shuffled into the order it holds
    And Alice's Domain will be shuffled into the order it holds
    And Bob will answer "mulligan" with "keep"
    And Alice will answer "mulligan" with "mulligan"
    And Alice will answer "mulligan" with "mulligan"
    And Alice will answer "bottom" with "Test Stock 01"
    And Alice will answer "bottom" with "Test Stock 01" and "Test Stock 02"
    And Alice will answer "mulligan" with "keep"
    When the game begins
    Then Alice's hand holds 5 cards
    And Alice's Domain holds 55 cards
    And Alice's second "bottom" choice allows at most 2

  @id:nodawn-estate-stays-in-domain @rule:103.2b @rule:100.2c @rule:210.7
  Scenario: An Estate is a Domain card: it is shuffled and drawn, not put into play as the game begins
    Given Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Bob designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 59 of the kit's stock cards
    And Alice has "Bricked-Up Chapel" in Domain
    And the "first-player" outcome will be "Alice"
    And Alice's Domain will be shuffled with "Bricked-Up Chapel" on top
    And Bob's Domain will be shuffled into the order it holds
    And Alice will answer "mulligan" with "keep"
    And Bob will answer "mulligan" with "keep"
    When the game begins
    Then Alice has "Bricked-Up Chapel" in hand
    And Alice no longer controls "Bricked-Up Chapel"
    And Alice controls "Test Haven"

  @id:nodawn-game-begins-on-the-assault @example @rule:101.1 @rule:101.1b @rule:103.6
  Scenario: A game-initiating card that begins the game on The Assault starts the cycle at Day 2, and it goes on from there
    101.1's example: the card sets aside the rule of 103.6 for the one situation it addresses, and
    the world cycle then proceeds from where it started: Day 2, Day 3, Night 1. The kit's game-
    initiating card is a Master, Test Assault Herald.

    Given Alice designates "Test Assault Herald" and "Test Haven" as lineage Master and Haven
    And Bob designates "Test Master" and "Test Haven" as lineage Master and Haven
    And the "first-player" outcome will be "Alice"
    And Alice's Domain will be shuffled into the order it holds
    And Bob's Domain will be shuffled into the order it holds
    And Alice will answer "mulligan" with "keep"
    And Bob will answer "mulligan" with "keep"
    When the game begins
    Then the world cycle stands at Day 2, The Assault
    When Bob answers "discard" with "Test Stock 01" when the game advances to Alice's upkeep
    Then the world cycle stands at Day 3, The Retrieve
    When Alice answers "discard" with "Test Stock 01" when the game advances to Bob's upkeep
    And Bob answers "discard" with "Test Stock 01" when the game advances to Alice's upkeep
    Then the world cycle stands at Night 1, The Hunt
    And the game is not over

  @id:nodawn-game-begins-once @rule:103.8 @rule:103.1
  Scenario: Once the game has begun it does not begin again
    Given Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Bob designates "Test Master" and "Test Haven" as lineage Master and Haven
    And the "first-player" outcome will be "Alice"
    And Alice's Domain will be shuffled into the order it holds
    And Bob's Domain will be shuffled into the order it holds
    And Alice will answer "mulligan" with "keep"
    And Bob will answer "mulligan" with "keep"
    When the game begins
    Then the game cannot begin
    And it is Alice's upkeep

  @id:nodawn-opening-hand-action @rule:103.7 @rule:101.4e
  Scenario: Cards permitting an action from the opening hand: the starting player takes theirs first, as the active player would
    Given Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Bob designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 59 of the kit's stock cards
    And Alice has "Test Opening Gambit" in Domain
    And Bob's Domain holds 59 of the kit's stock cards
    And Bob has "Test Opening Gambit" in Domain
    And the "first-player" outcome will be "Bob"
    And Bob's Domain will be shuffled with "Test Opening Gambit" on top
    And Alice's Domain will be shuffled with "Test Opening Gambit" on top
    And Bob will answer "mulligan" with "keep"
    And Alice will answer "mulligan" with "keep"
    And Bob will answer "opening-hand" with "Test Opening Gambit"
    And Alice will answer "opening-hand" with "Test Opening Gambit"
    When the game begins
    Then at Alice's "opening-hand" choice, Bob's pool holds 1 generic Vitae
    And at Alice's "opening-hand" choice, Alice's pool holds no Vitae
    And Bob's "opening-hand" choice offers exactly "Test Opening Gambit" and "none"
    And Alice's pool holds 1 generic Vitae
    And Alice has "Test Opening Gambit" in hand

  @id:nodawn-opening-hand-action-declined @rule:103.7
  Scenario: A player may decline the action a card permits from the opening hand: once declined, the game goes on to the next player
    Given Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Bob designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 59 of the kit's stock cards
    And Alice has "Test Opening Gambit" in Domain
    And Bob's Domain holds 59 of the kit's stock cards
    And Bob has "Test Opening Gambit" in Domain
    And the "first-player" outcome will be "Bob"
    And Bob's Domain will be shuffled with "Test Opening Gambit" on top
    And Alice's Domain will be shuffled with "Test Opening Gambit" on top
    And Bob will answer "mulligan" with "keep"
    And Alice will answer "mulligan" with "keep"
    And Bob will answer "opening-hand" with "none"
    And Alice will answer "opening-hand" with "Test Opening Gambit"
    When the game begins
    Then Bob's "opening-hand" choice offers exactly "Test Opening Gambit" and "none"
    And Bob's pool holds no Vitae
    And Bob has "Test Opening Gambit" in hand
    And Alice's pool holds 1 generic Vitae
    And it is Bob's upkeep

  @id:nodawn-opening-round-draws-bob-first @rule:103.8b @rule:504.1a
  Scenario: With Bob the starting player, Alice is the one on the draw: her first turn draws exactly one, whatever her Enlightenment
    Given Alice designates "Test Garethean Master" and "Test Haven" as lineage Master and Haven
    And Bob designates "Test Master" and "Test Haven" as lineage Master and Haven
    And the "first-player" outcome will be "Bob"
    And Bob's Domain will be shuffled into the order it holds
    And Alice's Domain will be shuffled into the order it holds
    And Bob will answer "mulligan" with "keep"
    And Alice will answer "mulligan" with "keep"
    When the game begins
    And the game advances to Bob's first main phase
    Then Bob's hand holds 7 cards
    When the game advances to Alice's first main phase
    Then Alice's hand holds 8 cards

  @id:nodawn-mulligan-down-to-zero-then-keep-unasked @rule:103.5
  Scenario: After seven mulligans the hand is zero: no mulligan below it is offered, and the keep is forced without asking
    In a duel the seventh mulligan bottoms all seven cards drawn. A player may not mulligan below
    a hand of zero, so the next declaration offers "keep" alone, and nothing more need be pinned
    for Alice: the keep is the only answer.

    Given Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Bob designates "Test Master" and "Test Haven" as lineage Master and Haven
    And the "first-player" outcome will be "Alice"
    And Alice's Domain will be shuffled into the order it holds
    And Alice's Domain will be shuffled into the order it holds
    And Alice's Domain will be shuffled into the order it holds
    And Alice's Domain will be shuffled into the order it holds
    And Alice's Domain will be shuffled into the order it holds
    And Alice's Domain will be shuffled into the order it holds
    And Alice's Domain will be shuffled into the order it holds
    And Alice's Domain will be shuffled into the order it holds
    And Bob's Domain will be shuffled into the order it holds
    And Alice will answer "mulligan" with "mulligan"
    And Bob will answer "mulligan" with "keep"
    And Alice will answer "mulligan" with "mulligan"
    And Alice will answer "mulligan" with "mulligan"
    And Alice will answer "mulligan" with "mulligan"
    And Alice will answer "mulligan" with "mulligan"
    And Alice will answer "mulligan" with "mulligan"
    And Alice will answer "mulligan" with "mulligan"
    And Alice will answer "bottom" with "Test Stock 01"
    And Alice will answer "bottom" with "Test Stock 01" and "Test Stock 01"
    And Alice will answer "bottom" with "Test Stock 01", "Test Stock 01" and "Test Stock 01"
    And Alice will answer "bottom" with "Test Stock 01", "Test Stock 01", "Test Stock 01" and "Test Stock 02"
    And Alice will answer "bottom" with "Test Stock 01", "Test Stock 01", "Test Stock 01", "Test Stock 02" and "Test Stock 02"
    And Alice will answer "bottom" with "Test Stock 01", "Test Stock 01", "Test Stock 01", "Test Stock 02", "Test Stock 02" and "Test Stock 02"
    And Alice will answer "bottom" with "Test Stock 01", "Test Stock 01", "Test Stock 01", "Test Stock 02", "Test Stock 02", "Test Stock 02" and "Test Stock 03"
    When the game begins
    Then Alice's hand holds 0 cards
    And Alice's Domain holds 60 cards
    And Alice's last "mulligan" choice offers exactly "keep"
    And Bob's hand holds 7 cards
    And it is Alice's upkeep

  @id:nodawn-london-mulligan-bottoms-the-chosen-card @rule:103.5
  Scenario: A London mulligan puts on the bottom the very card chosen, not another drawn before it
    Given Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Bob designates "Test Master" and "Test Haven" as lineage Master and Haven
    And the "first-player" outcome will be "Alice"
    And Alice's Domain will be shuffled into the order it holds
    And Bob's Domain will be shuffled into the order it holds
    And Alice's Domain will be shuffled with "Test Stock 20" on top
    And Alice will answer "mulligan" with "mulligan"
    And Bob will answer "mulligan" with "keep"
    And Alice will answer "bottom" with "Test Stock 01"
    And Alice will answer "mulligan" with "keep"
    When the game begins
    Then at Alice's "bottom" choice, Alice's hand holds 7 cards
    And Alice's hand holds 6 cards
    And Alice has "Test Stock 20" in hand
    And Alice's Domain holds 54 cards

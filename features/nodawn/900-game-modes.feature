Feature: Game modes: what a Domain must be in each mode, and the match around the game
  A mode changes only how decks are built and the match framed. One-versus-One Constructed is the
  default: sixty cards at least, three of a name at most, a sideboard of fifteen, a spare Master
  and Haven among them counting as two. Multiplayer builds the same way, with no singleton rule
  and no change to starting Vitae. Draft and Sealed ask thirty-five cards and set no copy limit
  and no sideboard limit. In every mode each player fields one Master and one Haven, lineage
  locks bind only play, and in a match the loser of a game chooses who begins the next (900-903).

  Background:
    Given a No Dawn game about to begin between Alice and Bob
    And Bob designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Bob's Domain holds 60 of the kit's stock cards

  # -- 901 One-versus-One Constructed ----------------------------------------------------------

  @id:nodawn-901-lineage-locked-includable @example @rule:901.2d @rule:100.4 @rule:105.4
  Scenario: A Liamite Domain may hold an Emissary locked to Kael: the game begins, and it is drawn like any card
    901.2d's example, its first half (nodawn-901-lineage-locked-dead-in-hand plays the rest). The
    rulebook's Gilded Emissary carries no lock in the kit (other examples cast it under other
    Masters), so Test Kael-Locked Emissary stands in for it locked to Kael.

    Given Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 59 of the kit's stock cards
    And Alice has "Test Kael-Locked Emissary" in Domain
    And the "first-player" outcome will be "Alice"
    And Alice's Domain will be shuffled with "Test Kael-Locked Emissary" on top
    And Bob's Domain will be shuffled into the order it holds
    And Alice will answer "mulligan" with "keep"
    And Bob will answer "mulligan" with "keep"
    When the game begins
    Then Alice has "Test Kael-Locked Emissary" in hand
    And it is Alice's upkeep

  @id:nodawn-901-constructed-is-the-default @rule:901.1 @rule:901.2
  Scenario: With no mode named, the game is Constructed: a Domain of thirty-five is short
    Given Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 35 of the kit's stock cards
    Then the game cannot begin

  @id:nodawn-901-estates-count-anchors-do-not @rule:901.2b @rule:901.2
  Scenario: The anchors are not among the sixty, but an Estate is an ordinary Domain card
    Given Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 59 of the kit's stock cards
    And Alice has "Tollhouse of the Nine Gates" in Domain
    And the "first-player" outcome will be "Alice"
    And Alice's Domain will be shuffled into the order it holds
    And Bob's Domain will be shuffled into the order it holds
    And Alice will answer "mulligan" with "keep"
    And Bob will answer "mulligan" with "keep"
    When the game begins
    Then Alice controls "Test Haven"
    And Alice's Domain holds 53 cards
    And it is Alice's upkeep

  @id:nodawn-901-no-composition-forced @rule:901.2c
  Scenario: A Domain of sixty Relics, without one Entity, Race or lineage, is legal
    Given Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 60 of the kit's stock cards
    And the "first-player" outcome will be "Bob"
    And Alice's Domain will be shuffled into the order it holds
    And Bob's Domain will be shuffled into the order it holds
    And Bob will answer "mulligan" with "keep"
    And Alice will answer "mulligan" with "keep"
    When the game begins
    Then it is Bob's upkeep
    And Alice's hand holds 7 cards

  @id:nodawn-901-fourth-copy-constructed @rule:901.2a
  Scenario: In Constructed a fifth copy of a name is refused, as a fourth would be
    Given Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 55 of the kit's stock cards
    And Alice has "Test Wretch", "Test Wretch", "Test Wretch", "Test Wretch" and "Test Wretch" in Domain
    Then the game cannot begin

  @id:nodawn-901-spare-pair-counts-two @rule:901.3 @rule:100.3
  Scenario: Thirteen cards and a spare Master and Haven make a sideboard of fifteen
    Given Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 60 of the kit's stock cards
    And Alice has "Test Wretch", "Test Wretch", "Test Wretch", "Test Thrall", "Test Thrall", "Test Thrall", "Test Filler", "Test Filler", "Test Filler", "Test Flyer", "Test Flyer", "Test Flyer" and "Test Reach Archer" in sideboard
    And Alice has "Test Kaelite Master" and "The Gilded Haven" in sideboard
    And the "first-player" outcome will be "Alice"
    And Alice's Domain will be shuffled into the order it holds
    And Bob's Domain will be shuffled into the order it holds
    And Alice will answer "mulligan" with "keep"
    And Bob will answer "mulligan" with "keep"
    When the game begins
    Then Alice's sideboard holds 15 cards
    And it is Alice's upkeep

  @id:nodawn-901-spare-pair-over-fifteen @rule:901.3 @rule:100.3
  Scenario: Fourteen cards and a spare pair are sixteen, one too many
    Given Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 60 of the kit's stock cards
    And Alice has "Test Wretch", "Test Wretch", "Test Wretch", "Test Thrall", "Test Thrall", "Test Thrall", "Test Filler", "Test Filler", "Test Filler", "Test Flyer", "Test Flyer", "Test Flyer", "Test Reach Archer" and "Test Reach Archer" in sideboard
    And Alice has "Test Kaelite Master" and "The Gilded Haven" in sideboard
    Then the game cannot begin

  @id:nodawn-901-spare-is-one-pair @rule:901.3 @rule:901.5a
  Scenario: A sideboard's spare is one Master and one Haven of a single lineage
    Given Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 60 of the kit's stock cards
    And Alice has "Test Kaelite Master" and "Test Garethean Master" in sideboard
    Then the game cannot begin

  @id:nodawn-901-spare-of-two-lineages @rule:901.5a
  Scenario: A spare Kaelite Master beside a Liamite Haven is not a pair of a single lineage
    Given Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 60 of the kit's stock cards
    And Alice has "Test Kaelite Master" and "The Counting-House Dark" in sideboard
    Then the game cannot begin

  @id:nodawn-901-setup @rule:901.4 @rule:103.4
  Scenario: Starting Vitae is the Master's Initial Vitae, also its cap; seven cards each; the player on the draw draws one
    Given Alice designates "Test Elder Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 60 of the kit's stock cards
    And the "first-player" outcome will be "Alice"
    And Alice's Domain will be shuffled into the order it holds
    And Bob's Domain will be shuffled into the order it holds
    And Alice will answer "mulligan" with "keep"
    And Bob will answer "mulligan" with "keep"
    When the game begins
    Then Alice has 24 Vitae
    And Bob has 20 Vitae
    And Alice's hand holds 7 cards
    And Bob's hand holds 7 cards
    When the game advances to Alice's first main phase
    Then Alice's hand holds 7 cards
    When the game advances to Bob's first main phase
    Then Bob's hand holds 8 cards

  @id:nodawn-901-loser-chooses @rule:901.5c @rule:103.1 @rule:901.5
  Scenario: In the match's next game the loser of the last chooses who begins, and may choose the other player
    Given Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 60 of the kit's stock cards
    And Bob lost the match's previous game
    And Bob will answer "first-player" with "Alice"
    And Alice's Domain will be shuffled into the order it holds
    And Bob's Domain will be shuffled into the order it holds
    And Alice will answer "mulligan" with "keep"
    And Bob will answer "mulligan" with "keep"
    When the game begins
    Then Bob's "first-player" choice offers exactly "Alice" and "Bob"
    And it is Alice's upkeep

  @id:nodawn-901-after-a-draw @rule:901.5c
  Scenario: After a drawn game the player who last chose who began chooses again
    Given Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 60 of the kit's stock cards
    And the match's previous game was drawn, and Alice chose who began it
    And Alice will answer "first-player" with "Bob"
    And Alice's Domain will be shuffled into the order it holds
    And Bob's Domain will be shuffled into the order it holds
    And Bob will answer "mulligan" with "keep"
    And Alice will answer "mulligan" with "keep"
    When the game begins
    Then it is Bob's upkeep

  @id:nodawn-901-exchange-the-pair @rule:901.5a @rule:901.5 @rule:105.2
  Scenario: Between games a player fields the spare pair, the old pair takes its place in the sideboard, and the lineage is the new Master's
    Given Alice designates "Test Kaelite Master" and "The Gilded Haven" as lineage Master and Haven
    And Alice's Domain holds 59 of the kit's stock cards
    And Alice has "Test Kaelite Oath" in Domain
    And Alice has "Test Master" and "The Counting-House Dark" in sideboard
    And Bob lost the match's previous game
    And Bob will answer "first-player" with "Alice"
    And Alice's Domain will be shuffled with "Test Kaelite Oath" on top
    And Bob's Domain will be shuffled into the order it holds
    And Alice will answer "mulligan" with "keep"
    And Bob will answer "mulligan" with "keep"
    When the game begins
    Then Alice controls "The Gilded Haven"
    When the game advances to Alice's first main phase
    And Alice casts "Test Kaelite Oath"
    And Alice and Bob pass in turn
    Then Alice has "Test Kaelite Oath" in her Spoils
    And Alice's hand holds 7 cards

  @id:nodawn-901-rebuilt-sideboard-over-fifteen @rule:901.5
  Scenario: A Domain rebuilt between games still answers to 901.2, and the sideboard to fifteen
    Given Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 57 of the kit's stock cards
    And Alice has "Test Wretch", "Test Wretch", "Test Wretch", "Test Thrall", "Test Thrall", "Test Thrall", "Test Filler", "Test Filler", "Test Filler", "Test Flyer", "Test Flyer", "Test Flyer", "Test Reach Archer", "Test Reach Archer", "Test Reach Archer" and "Test Brute 4/4" in sideboard
    And Bob lost the match's previous game
    Then the game cannot begin

  # -- 903 Limited -------------------------------------------------------------------------------

  @id:nodawn-903-thirty-five-no-copy-limit @rule:903.3 @rule:901.2a @contested
  Scenario: In Sealed thirty-five cards are a Domain, and five copies of a name from the pool stand
    Given the Domains are built for Sealed
    And Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 30 of the kit's stock cards
    And Alice has "Test Wretch", "Test Wretch", "Test Wretch", "Test Wretch" and "Test Wretch" in Domain
    And the "first-player" outcome will be "Alice"
    And Alice's Domain will be shuffled into the order it holds
    And Bob's Domain will be shuffled into the order it holds
    And Alice will answer "mulligan" with "keep"
    And Bob will answer "mulligan" with "keep"
    When the game begins
    Then Alice's Domain holds 28 cards
    And it is Alice's upkeep

  @id:nodawn-903-thirty-four-short @rule:903.3
  Scenario: In Draft a Domain of thirty-four is one short
    Given the Domains are built for Draft
    And Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 34 of the kit's stock cards
    Then the game cannot begin

  @id:nodawn-903-pool-as-sideboard @rule:903.3b @rule:903.4 @contested
  Scenario: In Sealed the rest of the pool is a sideboard of any size, a second Master and Haven among it
    Given the Domains are built for Sealed
    And Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 35 of the kit's stock cards
    And Alice has "Test Stock 13", "Test Stock 13", "Test Stock 13", "Test Stock 14", "Test Stock 14", "Test Stock 14", "Test Stock 15", "Test Stock 15", "Test Stock 15", "Test Stock 16", "Test Stock 16", "Test Stock 16", "Test Stock 17", "Test Stock 17", "Test Stock 17", "Test Stock 18", "Test Stock 18" and "Test Stock 18" in sideboard
    And Alice has "Test Kaelite Master" and "The Gilded Haven" in sideboard
    And the "first-player" outcome will be "Alice"
    And Alice's Domain will be shuffled into the order it holds
    And Bob's Domain will be shuffled into the order it holds
    And Alice will answer "mulligan" with "keep"
    And Bob will answer "mulligan" with "keep"
    When the game begins
    Then Alice's sideboard holds 20 cards
    And it is Alice's upkeep

  @id:nodawn-903-master-and-haven-still @rule:903.4 @rule:900.3
  Scenario: In Draft each player still fields a lineage Haven: without one the game cannot begin
    Given the Domains are built for Draft
    And Alice's Domain holds 35 of the kit's stock cards
    Then the game cannot begin

  @id:nodawn-903-locks-bind @rule:903.4a @rule:105.4
  Scenario: In Sealed an off-lineage locked card goes in the Domain, but cannot be played without the matching Master
    Given the Domains are built for Sealed
    And Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 34 of the kit's stock cards
    And Alice has "Test Kaelite Oath" in Domain
    And the "first-player" outcome will be "Alice"
    And Alice's Domain will be shuffled with "Test Kaelite Oath" on top
    And Bob's Domain will be shuffled into the order it holds
    And Alice will answer "mulligan" with "keep"
    And Bob will answer "mulligan" with "keep"
    When the game begins
    And the game advances to Alice's first main phase
    Then Alice has "Test Kaelite Oath" in hand
    And Alice cannot cast "Test Kaelite Oath"

  @id:nodawn-903-sealed-garethean @example @rule:903.5 @rule:903.3 @rule:900.2 @rule:900.3
  Scenario: A Sealed pool heavy with Garethean ink: three Palimpsest Whispers, two Marginalia and a Scriptorium Drudge in thirty-five cards, under the Garethean starter Master
    903.5's example. The starter Master is the kit's Garethean one; the Haven is the kit's, of no
    lineage. The game that follows is an ordinary one: it opens on Night 1 with both anchors in
    play.

    Given the Domains are built for Sealed
    And Alice designates "Test Garethean Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 29 of the kit's stock cards
    And Alice has "Palimpsest Whispers", "Palimpsest Whispers", "Palimpsest Whispers", "Marginalia", "Marginalia" and "Scriptorium Drudge" in Domain
    And the "first-player" outcome will be "Alice"
    And Alice's Domain will be shuffled into the order it holds
    And Bob's Domain will be shuffled into the order it holds
    And Alice will answer "mulligan" with "keep"
    And Bob will answer "mulligan" with "keep"
    When the game begins
    Then Alice controls "Test Haven"
    And Bob controls "Test Haven"
    And Alice's Domain holds 28 cards
    And the world cycle stands at Night 1, The Hunt
    And it is Alice's upkeep

  @id:nodawn-901-spare-pair-and-a-second-master @rule:901.3 @rule:901.5a @rule:100.3
  Scenario: A spare Kaelite pair with a second Kaelite Master beside it is more than one spare pair
    The sideboard may hold one spare Master and one Haven; a second Master is no part of a pair,
    even of the same lineage, so the game cannot begin.
    Given Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 60 of the kit's stock cards
    And Alice has "Test Kaelite Master", "Test Kaelite Master" and "The Gilded Haven" in sideboard
    Then the game cannot begin

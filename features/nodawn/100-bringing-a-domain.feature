Feature: What a player brings to the table
  Each player brings a Domain of at least sixty cards, no more than three of a name in Domain and
  sideboard together, a sideboard of at most fifteen, and two anchors of a single lineage — a
  Master and a Haven — designated apart from the Domain. Beyond a card's own lock, a Domain may
  mix any lineages; every card is legal. The game begins only with what the rules allow (100).

  Background:
    Given a No Dawn game about to begin between Alice and Bob
    And Bob designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Bob's Domain holds 60 of the kit's stock cards

  @id:nodawn-domain-of-sixty-two @example @rule:100.5 @rule:100.2a @rule:100.2b @rule:100.4 @rule:100.2c
  Scenario: Kaelite Master, Gilded Haven, three Gilded Emissaries and two Sell the Bones in sixty-two cards: a legal Domain
    100.5's example. The rest of the Domain is the kit's stock, of no lineage; a Domain may mix
    lineages anyway.

    Given Alice designates "Test Kaelite Master" and "The Gilded Haven" as lineage Master and Haven
    And Alice's Domain holds 57 of the kit's stock cards
    And Alice has "Gilded Emissary", "Gilded Emissary", "Gilded Emissary", "Sell the Bones" and "Sell the Bones" in Domain
    And the "first-player" outcome will be "Alice"
    And Alice's Domain will be shuffled with "Gilded Emissary" on top
    And Bob's Domain will be shuffled into the order it holds
    And Alice will answer "mulligan" with "keep"
    And Bob will answer "mulligan" with "keep"
    When the game begins
    Then Alice controls "The Gilded Haven"
    And Alice's hand holds 7 cards
    And Alice's Domain holds 55 cards
    And Alice has "Gilded Emissary" in hand
    And it is Alice's upkeep

  @id:nodawn-fourth-copy-in-sideboard @example @rule:100.5 @rule:100.2b @rule:100.3
  Scenario: A fourth Gilded Emissary in the sideboard would make the same Domain illegal
    100.5's example: the three-copy limit counts the Domain and the sideboard together.

    Given Alice designates "Test Kaelite Master" and "The Gilded Haven" as lineage Master and Haven
    And Alice's Domain holds 57 of the kit's stock cards
    And Alice has "Gilded Emissary", "Gilded Emissary", "Gilded Emissary", "Sell the Bones" and "Sell the Bones" in Domain
    And Alice has "Gilded Emissary" in sideboard
    Then the game cannot begin

  @id:nodawn-domain-of-fifty-nine @rule:100.2a
  Scenario: A Domain of fifty-nine cards is one short
    Given Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 59 of the kit's stock cards
    Then the game cannot begin

  @id:nodawn-domain-of-sixty @rule:100.2a @rule:100.3
  Scenario: Exactly sixty cards, and a sideboard of exactly fifteen, are enough
    Given Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 60 of the kit's stock cards
    And Alice has "Test Wretch", "Test Wretch", "Test Wretch", "Test Thrall", "Test Thrall", "Test Thrall", "Test Filler", "Test Filler", "Test Filler", "Test Flyer", "Test Flyer", "Test Flyer", "Test Reach Archer", "Test Reach Archer" and "Test Reach Archer" in sideboard
    And the "first-player" outcome will be "Alice"
    And Alice's Domain will be shuffled into the order it holds
    And Bob's Domain will be shuffled into the order it holds
    And Alice will answer "mulligan" with "keep"
    And Bob will answer "mulligan" with "keep"
    When the game begins
    Then Alice's hand holds 7 cards
    And Alice's sideboard holds 15 cards
    And it is Alice's upkeep

  @id:nodawn-sixteen-card-sideboard @rule:100.3
  Scenario: A sideboard of sixteen cards is one too many
    Given Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 60 of the kit's stock cards
    And Alice has "Test Wretch", "Test Wretch", "Test Wretch", "Test Thrall", "Test Thrall", "Test Thrall", "Test Filler", "Test Filler", "Test Filler", "Test Flyer", "Test Flyer", "Test Flyer", "Test Reach Archer", "Test Reach Archer", "Test Reach Archer" and "Test Brute 4/4" in sideboard
    Then the game cannot begin

  @id:nodawn-fourth-copy-in-domain @rule:100.2b
  Scenario: Four copies of one name in the Domain are one too many
    Given Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 60 of the kit's stock cards
    And Alice has "Test Stock 20" in Domain
    Then the game cannot begin

  @id:nodawn-anchors-of-two-lineages @rule:100.2c @rule:105.2
  Scenario: The Master and the Haven a player designates are of a single lineage
    Given Alice designates "Test Master" and "The Gilded Haven" as lineage Master and Haven
    And Alice's Domain holds 60 of the kit's stock cards
    Then the game cannot begin

  @id:nodawn-master-not-in-domain @rule:100.2c @rule:300.1a @rule:311.1
  Scenario: A Master is an anchor, never a card of the Domain
    Given Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Alice's Domain holds 60 of the kit's stock cards
    And Alice has "Test Garethean Master" in Domain
    Then the game cannot begin

  @id:nodawn-no-lineage-haven @rule:100.2c @rule:100.2
  Scenario: A player who designates no lineage Haven cannot sit down to play
    Given Alice's Domain holds 60 of the kit's stock cards
    Then the game cannot begin

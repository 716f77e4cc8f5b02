Feature: The anchors, the set Power and Edicts: what lives outside the Domain and the battlefield
  The lineage Master and Haven are never in a Domain or a hand: they begin the game on the
  battlefield. A set Power is one of the Master's possessions: it shelters with the Master,
  taking no Room, and comes back with it free. An Edict rests in its owner's Command Areas: no
  card and no permanent, it cannot be attacked, targeted or removed, and its abilities work from
  there — by Day too (400.4b, 408.4c, 408.6).

  # -- 400.4b the anchors begin on the battlefield ---------------------------------------------------

  @id:nodawn-anchors-begin-on-the-battlefield @rule:400.4b @rule:403.1
  Scenario: As the game begins the lineage Haven is on the battlefield, not in the Domain or the opening hand
    Given a No Dawn game about to begin between Alice and Bob
    And Alice's Domain holds 60 of the kit's stock cards
    And Bob's Domain holds 60 of the kit's stock cards
    And Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Bob designates "Test Master" and "Test Haven" as lineage Master and Haven
    And the "first-player" outcome will be "Alice"
    And Alice's Domain will be shuffled into the order it holds
    And Bob's Domain will be shuffled into the order it holds
    And Alice will answer "mulligan" with "keep"
    And Bob will answer "mulligan" with "keep"
    When the game begins
    Then Alice controls "Test Haven"
    And Alice has no "Test Haven" in hand
    And Alice has no "Test Haven" in Domain
    And Alice's hand holds 7 cards
    And Alice's Domain holds 53 cards

  @id:nodawn-lineage-haven-never-in-the-domain @rule:400.4b @rule:300.1a
  Scenario: A lineage Haven shuffled into the Domain is refused: the game cannot begin
    Given a No Dawn game about to begin between Alice and Bob
    And Alice's Domain holds 60 of the kit's stock cards
    And Alice has "Test Haven" in Domain
    And Bob's Domain holds 60 of the kit's stock cards
    And Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Bob designates "Test Master" and "Test Haven" as lineage Master and Haven
    Then the game cannot begin

  @id:nodawn-estate-may-be-in-the-domain @rule:400.4b @rule:310.3
  Scenario: An Estate is the Haven card a Domain may hold: with one among the sixty the game begins
    Given a No Dawn game about to begin between Alice and Bob
    And Alice's Domain holds 60 of the kit's stock cards
    And Alice has "Bricked-Up Chapel" in Domain
    And Bob's Domain holds 60 of the kit's stock cards
    And Alice designates "Test Master" and "Test Haven" as lineage Master and Haven
    And Bob designates "Test Master" and "Test Haven" as lineage Master and Haven
    And the "first-player" outcome will be "Alice"
    And Alice's Domain will be shuffled into the order it holds
    And Bob's Domain will be shuffled into the order it holds
    And Alice will answer "mulligan" with "keep"
    And Bob will answer "mulligan" with "keep"
    When the game begins
    Then Alice controls "Test Haven"
    And Alice has "Bricked-Up Chapel" in Domain
    And Alice's Domain holds 54 cards

  # -- 408.4c the set Power is a possession of the Master --------------------------------------------

  @id:nodawn-set-power-shelters-with-the-master @rule:408.4c @rule:514.4b
  Scenario: At sunrise a set Power shelters with the Master and takes no Room: both night Entities find one
    Test Haven has 2 Rooms: both night Entities take one, for the set Power needs none.

    Given a No Dawn duel between Alice and Bob
    And the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And each player's lineage Haven is "Test Haven"
    And Alice controls "Duskcaller Shaman" and "Test Night Prowler"
    And Alice has set "Test Power Bolt 2" in the Power slot
    And Alice will shelter "Duskcaller Shaman" in "Test Haven" and "Test Night Prowler" in "Test Haven"
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 1, The Preparation
    And Alice's Master shelters in "Test Haven"
    And Alice's "Duskcaller Shaman" shelters in "Test Haven"
    And Alice's "Test Night Prowler" shelters in "Test Haven"
    And Alice's Power slot holds "Test Power Bolt 2"
    And Alice has no "Test Power Bolt 2" in Spoils

  @id:nodawn-set-power-returns-free @rule:408.4c @rule:503.3a @rule:503.3b
  Scenario: At the first upkeep of The Hunt the set Power comes back with the Master free; only the night Entities cost Vitae
    Given a No Dawn duel between Alice and Bob
    And the world cycle stands at Day 3, The Retrieve
    And it is Bob's end step of turn 6
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice controls "Duskcaller Shaman" and "Test Night Prowler"
    And Alice's "Duskcaller Shaman" shelters in "Test Haven"
    And Alice's "Test Night Prowler" shelters in "Test Haven"
    And Alice has set "Test Power Bolt 2" in the Power slot
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 1, The Hunt
    And Alice's Master is not sheltered
    And Alice's "Duskcaller Shaman" is not sheltered
    And Alice's "Test Night Prowler" is not sheltered
    And Alice's Power slot holds "Test Power Bolt 2"
    And Alice has 18 Vitae

  # -- 408.6 Edicts rest in the Command Areas --------------------------------------------------------

  @id:nodawn-edict-works-from-the-command-areas-by-day @proposed @rule:408.6 @rule:114.4
  Scenario: An Edict's upkeep ability triggers by Day, while the Master shelters: it rests in the Command Areas
    A card in a Command Area is dormant unless the rules say otherwise (408.1); an Edict's
    abilities function where it rests (408.6), and an Edict is none of the Master's possessions.

    Given a No Dawn duel between Alice and Bob
    And the world cycle stands at Day 2, The Assault
    And it is Alice's first main phase of turn 5
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice's Domain holds 3 copies of "Test Filler"
    And Bob's Domain holds 3 copies of "Test Filler"
    And Alice has "Test Edict of Lore" in hand
    When Alice casts "Test Edict of Lore"
    And Alice and Bob pass in turn
    Then Alice has "Test Edict of Lore" in her Spoils
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 3, The Retrieve
    And Alice's Master shelters in "Test Haven"
    And the stack holds "Edict"
    When Alice and Bob pass in turn
    Then Alice's hand holds 1 cards

  @id:nodawn-edict-cannot-be-attacked-or-aimed-at @proposed @rule:408.6
  Scenario: An Edict is no permanent: no attack is declared at it and no spell aims at it, and it goes on working
    Given a No Dawn duel between Alice and Bob
    And Alice has "Test Edict of Strength" in hand
    And Alice controls "Test Wretch" and "Test Thrall"
    And Bob controls "Test Brute 4/4"
    And Bob has "Test Ruin" in hand
    And Alice's Domain holds 3 copies of "Test Filler"
    And Bob's Domain holds 3 copies of "Test Filler"
    When Alice casts "Test Edict of Strength"
    And Alice and Bob pass in turn
    Then Alice's "Test Wretch" has 2 Attack
    When the game advances to Bob's declare attackers step
    Then Bob cannot attack Alice's "Edict" with "Test Brute 4/4"
    When Bob answers "target" with "Alice's Test Wretch" when he casts "Test Ruin"
    Then Bob's "target" choice offers exactly "Alice's Test Wretch", "Alice's Test Thrall" and "Bob's Test Brute 4/4"
    When Bob passes
    Given Bob will answer "rest" with "decline"
    When Alice passes
    Then Alice has "Test Wretch" in her Spoils
    And Alice's "Test Thrall" has 2 Attack

  @id:nodawn-edict-passes-over-the-sheltered @proposed @rule:114.4 @rule:408.1 @rule:503.3d @rule:514.4g
  Scenario: An Edict's "Entities you control get +1/+0" passes over an Entity still sheltered: a card in a Shelter is no permanent
    The Thrall stayed in its Haven's Shelter at the last return (its cost unpaid), dormant. A card
    resting in a Command Area is not a permanent, so the Edict's bonus reaches the Wretch in the
    open and not the Thrall.

    Given a No Dawn duel between Alice and Bob
    And Alice's lineage Haven is "Test Haven"
    And Alice controls "Test Wretch" and "Test Thrall"
    And Alice's "Test Thrall" shelters in "Test Haven"
    And Alice has "Test Edict of Strength" in hand
    When Alice casts "Test Edict of Strength"
    And Alice and Bob pass in turn
    Then Alice's "Test Wretch" has 2 Attack
    And Alice's "Test Thrall" has 1 Attack

Feature: State-based actions
  Whenever a player would receive priority the game checks every listed condition, performs
  everything that applies at once as a single event, and checks again until nothing applies.
  Among the conditions: a Master at 0 Vitae, a draw from an empty Domain, ten Corruption, five
  Wrath, an Entity at 0 Vigor or with damage reaching its Vigor, a Companion with no Vigor, a
  Haven at Defense 0 (704).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-sba-death-and-liquidation-together @example @contested @rule:704.3 @rule:704.7 @rule:704.5j @rule:704.5c
  Scenario: An Entity's death and a liquidation found by one check happen as one event
    This is the situation of 704.7's example: the game ends by the liquidation, and the
    lethally damaged Entity still dies in the same event, neither happening first. Iron Column
    is read as the Entity 3/6 of 120.4's example (docs/contested.md, nodawn-iron-column).

    Given Alice has 9 Corruption
    And Bob controls "Iron Column" with 4 damage
    And Alice has "Test Tainted Bolt 2" in hand
    When Alice casts "Test Tainted Bolt 2" targeting Bob's "Iron Column"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Alice has 10 Corruption
    And Alice loses the game
    And Bob wins the game
    And Bob no longer controls "Iron Column"
    And Bob has "Iron Column" in his Spoils

  @id:nodawn-sba-cascade-then-liquidation @rule:704.3 @rule:704.5e @rule:704.5c @rule:106.5d
  Scenario: A cascade that makes the tenth Corruption is followed by liquidation on the next sweep
    Given Alice has 9 Corruption and 4 Wrath
    And Alice controls "Test Noble Squire"
    When Alice drains "Test Noble Squire" for Vitae
    Then Alice has 10 Corruption and 0 Wrath
    And Alice loses the game
    And Bob wins the game

  @id:nodawn-sba-vigor-zero @rule:704.5i
  Scenario: An Entity whose Vigor is 0 goes to the Spoils as soon as it is on the battlefield
    Given Alice's pool holds 1 generic Vitae
    And Alice has "Test Hollow Husk" in hand
    When Alice casts "Test Hollow Husk"
    And Alice and Bob pass in turn
    Then Alice no longer controls "Test Hollow Husk"
    And Alice has "Test Hollow Husk" in her Spoils

  @id:nodawn-sba-marginalia-counts-spoils @rule:604.3 @rule:704.5i
  Scenario: Marginalia cast with an empty Spoils has 0 Vigor and dies on arrival
    Given Alice's pool holds 2 generic Vitae
    And Alice has "Marginalia" in hand
    When Alice casts "Marginalia"
    And Alice and Bob pass in turn
    Then Alice no longer controls "Marginalia"
    And Alice's Spoils is "Marginalia"

  @id:nodawn-marginalia-stands-on-the-spoils @rule:604.3 @rule:302.4c
  Scenario: With two cards in its controller's Spoils, Marginalia stands as a 2/2
    Given Alice's pool holds 2 generic Vitae
    And Alice has "Marginalia" in hand
    And Alice's Spoils holds 2 copies of "Test Filler"
    When Alice casts "Marginalia"
    And Alice and Bob pass in turn
    Then Alice controls "Marginalia"
    And Alice's "Marginalia" has 2 Attack
    And Alice's "Marginalia" has 2 Vigor

  @id:nodawn-sba-lethal-damage @rule:704.5j @rule:122.2a
  Scenario: Damage counters reaching an Entity's Vigor destroy it
    Given Bob controls "Test Noble Squire" with 1 damage
    And Alice has "Test Bolt 1" in hand
    When Alice casts "Test Bolt 1" targeting Bob's "Test Noble Squire"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob no longer controls "Test Noble Squire"
    And Bob has "Test Noble Squire" in his Spoils

  @id:nodawn-sba-companion-worn-out @rule:704.5m @rule:306.4
  Scenario: A Companion whose last Vigor is struck away falls
    Given Bob controls "Test Companion 3" with 2 Vigor
    And Alice has "Test Bolt 2" in hand
    When Alice casts "Test Bolt 2" targeting Bob's "Test Companion 3"
    And Alice and Bob pass in turn
    Then Bob no longer controls "Test Companion 3"
    And Bob has "Test Companion 3" in his Spoils

  @id:nodawn-sba-haven-defense-zero @rule:704.5n @rule:310.4b
  Scenario: A Haven at Defense 0 is destroyed, and losing it is not by itself a loss
    Given Bob controls "Test Haven" with 8 damage
    And Alice has "Test Bolt 2" in hand
    When Alice casts "Test Bolt 2" targeting Bob's "Test Haven"
    And Alice and Bob pass in turn
    Then Bob has "Test Haven" in his Spoils
    And Bob is still in the game

  @id:nodawn-sba-haven-damaged-past-zero @rule:704.5n @rule:120.3d
  Scenario: A Haven dealt more damage than its remaining Defense is destroyed too
    Given Bob controls "Test Haven" with 8 damage
    And Alice has "Test Bolt 3" in hand
    When Alice casts "Test Bolt 3" targeting Bob's "Test Haven"
    And Alice and Bob pass in turn
    Then Bob no longer controls "Test Haven"
    And Bob has "Test Haven" in his Spoils

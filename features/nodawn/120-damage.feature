Feature: Damage and counters
  Damage to a player drains their Master's Vitae, untaxed; on an Entity or a Haven it is marked
  as damage counters, and on a Companion it wears Vigor away. Damage counters stay from turn to
  turn: nothing washes them off at cleanup or at the Replenish step. Zero damage is no damage.
  Growth counters raise an Entity's Attack and Vigor by one each (120, 122, 514.3).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-damage-to-master-untaxed @rule:120.3a @rule:119.4c @rule:119.2
  Scenario: Damage to a Master drains its Vitae and costs no Corruption or Wrath
    Given Alice has "Test Bolt 3" in hand
    When Alice casts "Test Bolt 3" targeting Bob
    And Alice and Bob pass in turn
    Then Bob has 17 Vitae
    And Bob has 0 Corruption and 0 Wrath
    And Alice has "Test Bolt 3" in her Spoils

  @id:nodawn-damage-marks-an-entity @rule:120.3b @rule:122.2a
  Scenario: Damage to an Entity is marked on it as counters; its Vigor stays printed
    Given Bob controls "Scriptorium Drudge"
    And Alice has "Test Bolt 2" in hand
    When Alice casts "Test Bolt 2" targeting Bob's "Scriptorium Drudge"
    And Alice and Bob pass in turn
    Then Bob's "Scriptorium Drudge" has 2 damage
    And Bob's "Scriptorium Drudge" has 3 Vigor
    And Bob controls "Scriptorium Drudge"

  @id:nodawn-damage-persists-across-turns @example @contested @rule:120.4 @rule:514.3 @rule:502.2 @rule:704.5j
  Scenario: Iron Column keeps its four damage into later rounds and two more finish it
    This follows 120.4's example: the wound taken earlier is still there rounds later, and the
    damage counters reaching its Vigor of 6 destroy it. Iron Column is read as that example's
    Entity 3/6, not 210.7's lineage Haven of the same name (docs/contested.md,
    nodawn-iron-column).

    Given Bob controls "Iron Column" with 4 damage
    And Alice's Domain holds, from the top, "Test Bolt 2"
    And Bob's Domain holds, from the top, "Test Filler"
    When the game advances to Alice's first main phase
    Then the world cycle stands at Night 2, The Arise
    And Bob's "Iron Column" has 4 damage
    When Alice casts "Test Bolt 2" targeting Bob's "Iron Column"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob no longer controls "Iron Column"
    And Bob has "Iron Column" in his Spoils

  @id:nodawn-drudge-dies-a-turn-later @rule:120.4 @rule:514.3 @rule:704.5j
  Scenario: Scriptorium Drudge shrugs off two damage, and one more point in the next turn kills it
    Given Bob controls "Scriptorium Drudge"
    And Alice has "Test Bolt 2" and "Test Bolt 1" in hand
    And Bob's Domain holds, from the top, "Test Filler"
    When Alice casts "Test Bolt 2" targeting Bob's "Scriptorium Drudge"
    And Alice and Bob pass in turn
    Then Bob's "Scriptorium Drudge" has 2 damage
    When the game advances to Bob's first main phase
    Then Bob's "Scriptorium Drudge" has 2 damage
    When Bob passes
    And Alice casts "Test Bolt 1" targeting Bob's "Scriptorium Drudge"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob no longer controls "Scriptorium Drudge"

  @id:nodawn-damage-wears-a-companion @rule:120.3c @rule:209.2 @rule:704.5m
  Scenario: Damage to a Companion removes Vigor, and at no Vigor it falls
    Given Bob controls "Test Companion 3"
    And Alice has "Test Bolt 2" and "Test Bolt 1" in hand
    When Alice casts "Test Bolt 2" targeting Bob's "Test Companion 3"
    And Alice and Bob pass in turn
    Then Bob's "Test Companion 3" has 1 Vigor
    And Bob's "Test Companion 3" has 0 damage
    When Alice casts "Test Bolt 1" targeting Bob's "Test Companion 3"
    And Alice and Bob pass in turn
    Then Bob no longer controls "Test Companion 3"
    And Bob has "Test Companion 3" in his Spoils

  @id:nodawn-damage-lowers-haven-defense @rule:120.3d @rule:210.2
  Scenario: Damage to a Haven is marked as counters against its Defense
    Given Bob controls "Test Haven"
    And Alice has "Test Bolt 3" in hand
    When Alice casts "Test Bolt 3" targeting Bob's "Test Haven"
    And Alice and Bob pass in turn
    Then Bob's "Test Haven" has 3 damage
    And Bob's "Test Haven" has 7 Defense

  @id:nodawn-haven-falls-at-defense-zero @rule:120.3d @rule:704.5n
  Scenario: A Haven brought to Defense 0 is destroyed
    Given Bob controls "Test Haven" with 7 damage
    And Alice has "Test Bolt 3" in hand
    When Alice casts "Test Bolt 3" targeting Bob's "Test Haven"
    And Alice and Bob pass in turn
    Then Bob no longer controls "Test Haven"
    And Bob has "Test Haven" in his Spoils

  @id:nodawn-zero-damage-is-none @rule:120.6
  Scenario: A source that would deal zero damage deals none
    Given Bob controls "Iron Column"
    And Alice has "Test Bolt 0" in hand
    When Alice casts "Test Bolt 0" targeting Bob's "Iron Column"
    And Alice and Bob pass in turn
    Then Bob's "Iron Column" has 0 damage

  @id:nodawn-growth-counters-raise-stats @rule:122.2d @rule:302.4c
  Scenario: A growth counter raises Attack and Vigor, so two damage no longer kills
    Given Alice controls "Test Noble Squire"
    And Alice has "Test Devour 1" and "Test Bolt 2" in hand
    When Alice casts "Test Devour 1" targeting Alice's "Test Noble Squire"
    And Alice and Bob pass in turn
    Then Alice's "Test Noble Squire" has 1 growth counter
    And Alice's "Test Noble Squire" has 2 Attack
    And Alice's "Test Noble Squire" has 3 Vigor
    When Alice casts "Test Bolt 2" targeting Alice's "Test Noble Squire"
    And Alice and Bob pass in turn
    Then Alice's "Test Noble Squire" has 2 damage
    And Alice controls "Test Noble Squire"

  @id:nodawn-target-gone-spell-does-nothing @rule:608.3 @rule:115.6
  Scenario: A spell whose only target has left the battlefield does nothing and goes to the Spoils
    Given Bob controls "Test Noble Squire" with 1 damage
    And Alice has "Test Bolt 3" and "Test Bolt 1" in hand
    When Alice casts "Test Bolt 3" targeting Bob's "Test Noble Squire"
    And Alice casts "Test Bolt 1" targeting Bob's "Test Noble Squire"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob no longer controls "Test Noble Squire"
    When Alice and Bob pass in turn
    Then Alice has "Test Bolt 3" in her Spoils
    And Bob has 20 Vitae

  @id:nodawn-120-any-source-may-be-chosen @rule:120.7 @rule:609.5
  Scenario: Asked to choose a source of damage, Alice may name any permanent — her own Relic too — or a spell on the stack
    The choice is hers to make badly: naming her own Filler, which deals no damage, leaves Bob's
    Bolt free to strike.

    Given it is Bob's first main phase of turn 2
    And Alice controls "Test Filler"
    And Bob controls "Test Brute 4/4"
    And Bob has "Test Bolt 3" in hand
    And Alice has "Test Warding Glyph" in hand
    When Bob casts "Test Bolt 3" targeting Alice
    And Bob passes
    And Alice casts "Test Warding Glyph"
    And Alice passes
    And Alice answers "source" with "Alice's Test Filler" when Bob passes
    Then Alice's "source" choice offers exactly "Alice's Test Filler", "Bob's Test Brute 4/4" and "Bob's Test Bolt 3"
    And Alice's "source" choice does not offer "Alice's Test Warding Glyph"
    When Bob and Alice pass in turn
    Then Alice has 17 Vitae

Feature: Edge cases: what a choice offers, what it leaves out, and the choice made for the player
  A choice offers exactly what the rule allows: the Entities, never the other permanents; the one
  attacker named, not another one standing beside it; the Entity named for a Muster, not the first
  undrained one. With only one legal answer there is nothing to ask — one mode that could be
  carried out, one legal target, one Entity to sacrifice — and the game goes on without asking,
  the answer recorded all the same.

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-edge-one-mode-possible-is-taken @rule:700.4a @rule:601.2b
  Scenario: With nothing on the battlefield to destroy, the one mode that can be carried out is chosen without asking
    Given Alice's Domain holds 1 copies of "Test Filler"
    And Alice has "Test Choice of Ills" in hand
    When Alice casts "Test Choice of Ills"
    Then Alice's "mode" choice offers exactly "draw a card"
    When Alice and Bob pass in turn
    Then Alice's hand is "Test Filler"

  @id:nodawn-edge-trigger-with-one-target @rule:603.3 @rule:115.1 @rule:601.2c
  Scenario: A triggered ability with one legal target takes it without asking: alone, the Drummer targets itself
    Given Alice has "Test Rally Drummer" in hand
    And Alice's pool holds 1 generic Vitae
    When Alice casts "Test Rally Drummer"
    And Alice and Bob pass in turn
    Then the stack holds "Test Rally Drummer"
    And Alice's "target" choice offers exactly "Alice's Test Rally Drummer"
    When Alice and Bob pass in turn
    Then Alice's "Test Rally Drummer" has 1 growth counter

  @id:nodawn-edge-sacrifice-cost-offers-only-entities @rule:207.4a @rule:701.12a
  Scenario: "Sacrifice an Entity" offers the Entities only: with one Entity and a Relic, the Entity goes without asking
    Given Alice controls "Test Wretch" and "Test Filler"
    And Alice has "Test Blood Pact" in hand
    And Alice's Domain holds 3 copies of "Test Filler"
    When Alice casts "Test Blood Pact"
    Then Alice's "sacrifice" choice offers exactly "Alice's Test Wretch"
    And Alice has "Test Wretch" in her Spoils
    And Alice controls "Test Filler"

  @id:nodawn-edge-muster-the-entity-named @rule:702.26a
  Scenario: Mustering the Thrall drains the Thrall, not the Wretch beside it
    Given Alice controls "Test Wretch" and "Test Thrall"
    And Alice's pool holds 6 generic Vitae
    And Alice has "Iron Column" in hand
    When Alice casts "Iron Column" mustering "Test Thrall"
    Then Alice's "Test Thrall" is drained
    And Alice's "Test Wretch" is undrained
    And Alice's pool holds no Vitae

  @id:nodawn-edge-spring-against-the-attacker-named @rule:701.22a @rule:509.2 @rule:702.45a
  Scenario: Sprung after blocks against the Wretch, the Millet Ward takes the Wretch and its blocker out of combat, and nothing else
    Given Bob's lineage Haven is "Test Haven"
    And Bob has set "Test Millet Ward" in the Wards of "Test Haven"
    And Alice controls "Gilded Emissary" and "Test Wretch"
    And Bob controls "Test Brute 4/4" and "Test Thrall"
    And it is Alice's declare attackers step of turn 2
    When Alice attacks Bob's "Test Haven" with "Gilded Emissary" and "Test Wretch"
    And the game advances to Alice's declare blockers step
    And Bob declares blocks
      | blocker        | attacker        |
      | Test Brute 4/4 | Gilded Emissary |
      | Test Thrall    | Test Wretch     |
    And Bob springs "Test Millet Ward" against "Test Wretch"
    Then Alice's "Test Wretch" has 2 count counters
    And Alice's "Test Wretch" is not in combat
    And Bob's "Test Thrall" is not in combat
    And Alice's "Gilded Emissary" has 0 count counters
    And Alice's "Gilded Emissary" is attacking Bob's "Test Haven"
    And Bob's "Test Brute 4/4" is blocking Alice's "Gilded Emissary"

  @id:nodawn-edge-sheltered-never-offered-by-day @rule:408.2b @rule:601.2c @rule:310.10
  Scenario: By Day a bolt's target choice offers what stands in the open: the Havens and Alice's day-walker, no Master, no sheltered Entity
    Given the world cycle stands at Day 2, The Assault
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Bob controls "Duskcaller Shaman"
    And Bob's "Duskcaller Shaman" shelters in "Test Haven"
    And Alice controls "Lauds Cantor"
    And Alice has "Test Bolt 1" in hand
    When Alice casts "Test Bolt 1" targeting Bob's "Test Haven"
    Then Alice's "target" choice offers exactly "Alice's Test Haven", "Bob's Test Haven" and "Alice's Lauds Cantor"

  @id:nodawn-edge-sheltered-second-target-refused @rule:408.2b @rule:503.3d @rule:601.2c @rule:601.2d
  Scenario: By Night, an Entity left in its Shelter unpaid for is still out of reach: a split bolt may name Bob, but not it
    Given each player's lineage Haven is "Test Haven"
    And Bob controls "Duskcaller Shaman"
    And Bob's "Duskcaller Shaman" shelters in "Test Haven"
    And Alice has "Test Split Bolt" in hand
    And Alice will answer "target" with "Bob"
    Then Alice cannot answer "target" with "Bob's Duskcaller Shaman" when she casts "Test Split Bolt" dividing its damage as 1 and 2
    And Alice has "Test Split Bolt" in hand
    And Bob has 20 Vitae

  @id:nodawn-edge-discard-zero-asks-nothing @rule:701.10a @rule:107.3
  Scenario: Told to discard X = 0 cards, Bob discards none and is asked nothing, whatever his hand holds
    Given Bob has "Test Filler", "Test Rite 2" and "Test Bolt 3" in hand
    And Alice has "Test Mind Drain X" in hand
    When Alice casts "Test Mind Drain X" with X = 0, targeting Bob
    And Alice and Bob pass in turn
    Then Bob's hand holds 3 cards
    And Bob's Spoils is empty

  @id:nodawn-edge-put-attacking-one-target @proposed @rule:508.4 @rule:506.3
  Scenario: Put onto the battlefield attacking with only Bob's Master to attack, the Wolf attacks him without its controller being asked
    Given it is Alice's declare attackers step of turn 2
    And Alice has "Test Howl of the Pack" in hand
    When Alice casts "Test Howl of the Pack"
    And Alice and Bob pass in turn
    Then Alice's "attack-target" choice offers exactly "Bob"
    And Alice's "Wolf Token" is attacking Bob

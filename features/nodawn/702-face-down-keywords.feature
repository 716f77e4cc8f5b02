Feature: The face-down keywords: Transmute, Masquerade, Evidence and Shroud
  Transmute and Masquerade let a card be cast face down, a nameless 2/2 Entity, for 3 Vitae; its
  controller turns it face up for the keyword's cost, with priority, using no stack. Evidence and
  Shroud lay the top cards of the Domain face down; an Entity card so laid turns face up for its
  own cost, any other card stays down. A Masquerade or Shroud guise has Toll 2 while face down
  (701.21, 702.31-702.34, 708.2a).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 3 copies of "Test Filler"
    And Bob's Domain holds 3 copies of "Test Filler"

  @id:nodawn-702-transmute-cast-and-turned @rule:702.31 @rule:702.31a @rule:701.21 @rule:701.21a @rule:708.1 @rule:708.2 @rule:708.8
  Scenario: Cast face down for 3 Vitae the Knight is a 2/2; turned face up for 2, with no stack, it is a 4/4 again
    Given Alice has "Test Turncoat Knight" in hand
    And Alice's pool holds 5 generic Vitae
    When Alice casts "Test Turncoat Knight" face down
    Then Alice's pool holds 2 generic Vitae
    When Alice and Bob pass in turn
    Then Alice's "Test Turncoat Knight" is face down
    And Alice's "Test Turncoat Knight" has 2 Attack
    And Alice's "Test Turncoat Knight" has 2 Vigor
    When Alice turns "Test Turncoat Knight" face up
    Then the stack is empty
    And Alice's pool holds no Vitae
    And Alice's "Test Turncoat Knight" has 4 Attack
    And Alice's "Test Turncoat Knight" has 4 Vigor

  @id:nodawn-702-transmute-turn-up-unpaid @rule:702.31a @rule:701.21a
  Scenario: With 1 Vitae in the pool Alice cannot pay the Knight's Transmute cost of 2: it stays face down
    Given Alice controls "Test Turncoat Knight" face down, laid by Transmute
    And Alice's pool holds 1 generic Vitae
    Then Alice cannot turn "Test Turncoat Knight" face up
    And Alice's "Test Turncoat Knight" is face down
    And Alice's pool holds 1 generic Vitae

  @id:nodawn-702-transmute-needs-the-keyword @rule:702.31a @rule:708.3
  Scenario: A card without Transmute or Masquerade cannot be cast face down
    Given Alice has "Test Brute 4/4" in hand
    And Alice's pool holds 3 generic Vitae
    Then Alice cannot cast "Test Brute 4/4" face down
    And Alice's hand is "Test Brute 4/4"

  @id:nodawn-708-guise-has-no-binding @rule:708.3 @rule:708.2 @rule:702.31a
  Scenario: By Day a night-bound card cannot be cast, but cast face down it is a guise with no binding, and it may
    Given the world cycle stands at Day 1, The Preparation
    And it is Alice's first main phase of turn 4
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice has "Test Moonlit Impostor" in hand
    And Alice's pool holds 3 generic Vitae
    Then Alice cannot cast "Test Moonlit Impostor"
    When Alice casts "Test Moonlit Impostor" face down
    And Alice and Bob pass in turn
    Then Alice's "Test Moonlit Impostor" is face down
    And Alice's "Test Moonlit Impostor" has 2 Attack

  @id:nodawn-702-masquerade-toll @rule:702.32 @rule:702.32a @rule:708.2a
  Scenario: Face down, the Masqueraded Courtier has Toll 2; turned face up, it has none
    Given Alice controls "Test Masked Courtier" face down, laid by Masquerade
    And Bob has "Test Bolt 1" and "Test Bolt 1" in hand
    And Alice's pool holds 1 generic Vitae
    And it is Bob's first main phase of turn 1
    When Bob casts "Test Bolt 1" targeting Alice's "Test Masked Courtier"
    Then the stack holds "Test Bolt 1" and "Test Masked Courtier"
    When Bob passes
    Given Bob will decline the Toll
    When Alice passes
    Then the stack is empty
    And Bob has "Test Bolt 1" in Spoils
    And Alice's "Test Masked Courtier" has 0 damage
    When Bob passes
    And Alice turns "Test Masked Courtier" face up
    And Alice passes
    And Bob casts "Test Bolt 1" targeting Alice's "Test Masked Courtier"
    Then the stack holds "Test Bolt 1"
    When Bob and Alice pass in turn
    Then Alice's "Test Masked Courtier" has 1 damage

  @id:nodawn-702-evidence-lays-two @rule:702.33 @rule:702.33a @rule:708.4
  Scenario: Evidence 2 lays the top two cards face down: neither arrives as itself, and the Entity card may be turned face up for its cost, the Caprice never
    The Herald's "when this enters" neither triggers nor waits: it entered as a guise (708.4).

    Given Alice's Domain holds, from the top, "Test Herald", "Test Ruin" and "Test Filler"
    And Alice has "Test Planted Evidence" in hand
    And Alice's pool holds 2 generic Vitae
    When Alice casts "Test Planted Evidence"
    And Alice and Bob pass in turn
    Then the stack is empty
    And Alice's "Test Herald" is face down
    And Alice's "Test Ruin" is face down
    And Alice's "Test Ruin" has 2 Attack
    And Alice's Domain is "Test Filler"
    And Alice cannot turn "Test Ruin" face up
    When Alice turns "Test Herald" face up
    Then Alice's pool holds no Vitae
    And Alice's "Test Herald" has 1 Attack
    And the stack is empty
    And Alice's hand is empty

  @id:nodawn-702-shroud-toll @rule:702.34 @rule:702.34a @rule:708.2a
  Scenario: Shroud lays the top card face down with Toll 2: Bob's Bolt at it is countered unless he pays
    Given Alice's Domain holds, from the top, "Test Brute 4/4" and "Test Filler"
    And Alice has "Test Shrouded Cache" in hand
    And Alice's pool holds 1 generic Vitae
    And Bob has "Test Bolt 2" in hand
    When Alice casts "Test Shrouded Cache"
    And Alice and Bob pass in turn
    Then Alice's "Test Brute 4/4" is face down
    When Alice passes
    And Bob casts "Test Bolt 2" targeting Alice's "Test Brute 4/4"
    And Bob passes
    Given Bob will decline the Toll
    When Alice passes
    Then Bob has "Test Bolt 2" in Spoils
    And Alice's "Test Brute 4/4" has 0 damage

  @id:nodawn-702-evidence-relic-stays-down @rule:702.33a @rule:708.8
  Scenario: A Relic laid face down by Evidence has no door up, even with its own cost in Alice's pool
    Only an Entity card so laid turns face up for its cost; the Scribe Lamp, a Relic, stays a
    nameless 2/2 (702.33a, 708.8).

    Given Alice's Domain holds, from the top, "Test Scribe Lamp", "Test Herald" and "Test Filler"
    And Alice has "Test Planted Evidence" in hand
    And Alice's pool holds 2 generic Vitae
    When Alice casts "Test Planted Evidence"
    And Alice and Bob pass in turn
    Then the stack is empty
    And Alice's "Test Scribe Lamp" is face down
    And Alice's pool holds 1 generic Vitae
    And Alice cannot turn "Test Scribe Lamp" face up
    And Alice's "Test Scribe Lamp" is face down
    And Alice's "Test Scribe Lamp" has 2 Attack
    And Alice's pool holds 1 generic Vitae

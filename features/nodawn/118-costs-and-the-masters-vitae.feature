Feature: Costs and the Master's Vitae
  A cost is carried out exactly, in full or not at all. Some cards add costs or offer others in
  place of theirs; "unless" costs let one player pay to stop the other's effect. The Master's Vitae
  is the player's life and a resource: spent by opening the vein at a tax, drained by damage
  without one, set by effects to a number, never above its cap — and an effect may forbid a
  player to gain it, or to lose it (118, 119).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-additional-cost-tribute @rule:118.8 @rule:207.4 @rule:702.25a
  Scenario: An additional cost is paid with the card's own: Tribute buys its rider
    Given Alice has "Gilded Emissary" in hand
    And Alice's pool holds 5 generic Vitae
    And Alice's Domain holds 2 copies of "Test Filler"
    When Alice casts "Gilded Emissary" paying its Tribute
    Then Alice's pool holds no Vitae
    When Alice and Bob pass in turn
    Then Alice controls "Gilded Emissary"
    And Alice's hand is "Test Filler"

  @id:nodawn-unless-cost @rule:118.9 @rule:701.7b
  Scenario: "Counter it unless its controller pays 2": a controller who will not pay sees it countered
    Given Bob has "Test Bolt 3" in hand
    And Bob's pool holds 2 generic Vitae
    And Alice has "Test Tithe Negation 2" in hand
    When Alice passes
    And Bob casts "Test Bolt 3" targeting Alice
    And Bob passes
    And Alice casts "Test Tithe Negation 2" targeting Bob's "Test Bolt 3"
    And Alice passes
    And Bob answers "out-clause" with "decline" when he passes
    Then Bob has "Test Bolt 3" in his Spoils
    And Alice has 20 Vitae
    And Bob's pool holds 2 generic Vitae

  @id:nodawn-spending-the-master @rule:119.4 @rule:119.4a @rule:311.8 @rule:106.2b
  Scenario: The Master's Vitae pays any cost, drained by what it pays, and taxed
    Given Alice has "Test Sacred Rite 2" in hand
    When Alice casts "Test Sacred Rite 2" paying 2 from the vein
    Then Alice has 18 Vitae
    And Alice has 1 Corruption and 1 Wrath

  @id:nodawn-set-vitae @rule:119.5 @rule:119.3
  Scenario: An effect that sets the Master's Vitae to a number drains or restores the difference, untaxed
    Given Alice has 20 Vitae
    And Alice has "Test Blood Oath 12" and "Test Blood Oath 12" in hand
    When Alice casts "Test Blood Oath 12"
    And Alice and Bob pass in turn
    Then Alice has 12 Vitae
    And Alice has 0 Corruption and 0 Wrath

  @id:nodawn-set-vitae-up @rule:119.5 @rule:119.1
  Scenario: Set to a number above its Vitae, the Master gains the difference
    Given Alice has 5 Vitae
    And Alice has "Test Blood Oath 12" in hand
    When Alice casts "Test Blood Oath 12"
    And Alice and Bob pass in turn
    Then Alice has 12 Vitae

  @id:nodawn-feed-grants-vitae @rule:119.7 @rule:120.3e @rule:702.5a
  Scenario: Feed grants its controller Vitae equal to the damage dealt, up to the cap
    Given Alice has 15 Vitae
    And Alice controls "Test Feed Leech"
    And it is Alice's declare attackers step of turn 2
    When Alice attacks Bob with "Test Feed Leech"
    And the game advances to Alice's end of combat step
    Then Bob has 17 Vitae
    And Alice has 18 Vitae

  @id:nodawn-vitae-zero-loses @rule:119.8 @rule:104.3b @rule:311.9
  Scenario: A player whose Master's Vitae falls to 0 loses the game
    Given Bob has 3 Vitae
    And Alice has "Test Bolt 3" in hand
    When Alice casts "Test Bolt 3" targeting Bob
    And Alice and Bob pass in turn
    Then Bob loses the game

  @id:nodawn-cant-gain-vitae @rule:119.9
  Scenario: A player who can't gain Vitae gains none, whatever effect offers it
    Given Bob has 10 Vitae
    And Bob has "Test Mending 5" in hand
    And Alice has "Test Parching" in hand
    When Alice casts "Test Parching" targeting Bob
    And Alice and Bob pass in turn
    And Alice passes
    And Bob casts "Test Mending 5"
    And Bob and Alice pass in turn
    Then Bob has 10 Vitae

  @id:nodawn-cant-lose-vitae @rule:119.9 @rule:101.2
  Scenario: A player who can't lose Vitae can't pay a cost from the Master
    Given Alice has "Test Bar the Vein" and "Test Rite 2" in hand
    When Alice casts "Test Bar the Vein" targeting Alice
    And Alice and Bob pass in turn
    Then Alice cannot cast "Test Rite 2" paying 2 from the vein
    And Alice has 20 Vitae

  @id:nodawn-vein-part-never-negative @rule:118.1 @rule:106.5b @rule:107.1
  Scenario: No part of a cost is paid from the vein as a negative amount: it would make the pool pay more than the cost
    Given Alice has "Test Rite 2" in hand
    And Alice's pool holds 3 generic Vitae
    Then Alice cannot cast "Test Rite 2" paying -1 from the vein
    And Alice's pool holds 3 generic Vitae
    And Alice has "Test Rite 2" in hand
    And Alice has 20 Vitae

Feature: What The Preparation allows
  Powers need their Master on the battlefield to be cast; 112.6 adds that Powers are the only type
  playable during The Preparation (Day 1), while the Caprice rules let a Caprice be cast on any
  Day turn, funded from the pool (112.6, 304.8c).

  @id:nodawn-caprice-on-the-preparation @contested @rule:112.6 @rule:304.8c @rule:304.5
  Scenario: On The Preparation a Caprice is cast from the pool; a Power from hand waits for the Master
    112.6 makes Powers the only type playable on Day 1; 304.5, 304.6, 304.8c and 500.10 let a
    Caprice be cast by Day and keep a Power from hand off while the Master shelters. Reading
    adopted: no extra restriction on The Preparation (docs/contested.md, nodawn-preparation).

    Given a No Dawn duel between Alice and Bob
    And the world cycle stands at Day 1, The Preparation
    And each player's lineage Haven is "Test Haven"
    And Alice has "Test Bolt 1" and "Test Power Bolt 2" in hand
    And Alice's pool holds 2 generic Vitae
    Then Alice cannot cast "Test Power Bolt 2" targeting Bob's "Test Haven"
    When Alice casts "Test Bolt 1" targeting Bob's "Test Haven"
    And Alice and Bob pass in turn
    Then Bob's "Test Haven" has 9 Defense

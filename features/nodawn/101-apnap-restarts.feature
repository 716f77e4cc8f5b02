Feature: APNAP order starts again when a later choice forces an earlier one anew
  Simultaneous choices are made in APNAP order: the active player, then each other player in turn
  order, each knowing the choices made before theirs. If a nonactive player's choice forces a new
  choice on the active player or on a nonactive player who chose earlier, the order starts again
  from the active player over every choice still owed (101.4, 101.4b, 101.4d). The kit's Test
  Blood Auction: each player may bid above the highest bid or pass; a bid makes every other
  player choose again.

  @id:nodawn-101-apnap-restarts-after-a-later-bid @rule:101.4d @rule:101.4b @rule:101.4
  Scenario: Bob outbids Alice's pass, so Alice chooses again before Carol has chosen at all; Carol then sees Alice's new bid
    Alice passes and Bob bids 2: Bob's choice forces a new one on Alice, who chose before him, so
    the order starts again from Alice, over her new choice and Carol's, still owed. Alice bids 3,
    which forces a new choice on Bob; Bob, then Carol, choose, both knowing of the 3.

    Given a No Dawn game between Alice, Bob and Carol
    And Alice has "Test Blood Auction" in hand
    And Alice's Domain holds 5 copies of "Test Filler"
    When Alice casts "Test Blood Auction"
    And Alice passes
    And Bob passes
    Given Alice will answer "bid" with "pass"
    And Bob will answer "bid" with "2"
    And Alice will answer "bid" with "3"
    And Bob will answer "bid" with "pass"
    And Carol will answer "bid" with "pass"
    When Carol passes
    Then Alice's first "bid" choice offers exactly "pass", "1", "2", "3", "4" and "5"
    And Alice's second "bid" choice offers exactly "pass", "3", "4" and "5"
    And Bob's second "bid" choice offers exactly "pass", "4" and "5"
    And Carol's "bid" choice offers exactly "pass", "4" and "5"
    And Carol's "bid" choice does not offer "3"
    And Alice has 17 Vitae
    And Alice's hand holds 3 cards
    And Bob has 20 Vitae
    And Carol has 20 Vitae

  @id:nodawn-101-apnap-no-new-choice-no-restart @rule:101.4 @rule:101.4d
  Scenario: Nobody bids: each player chooses once, in APNAP order, and nothing happens
    Given a No Dawn game between Alice, Bob and Carol
    And Alice has "Test Blood Auction" in hand
    When Alice casts "Test Blood Auction"
    And Alice passes
    And Bob passes
    Given Alice will answer "bid" with "pass"
    And Bob will answer "bid" with "pass"
    And Carol will answer "bid" with "pass"
    When Carol passes
    Then Carol's "bid" choice offers exactly "pass", "1", "2", "3", "4" and "5"
    And Alice has 20 Vitae
    And Bob has 20 Vitae
    And Carol has 20 Vitae
    And Alice's hand is empty

  @id:nodawn-101-apnap-active-players-bid-forces-no-restart @rule:101.4d @rule:101.4b
  Scenario: In a duel Alice bids the limit at once: Bob, choosing after her and knowing it, has nothing left but to pass
    Given a No Dawn duel between Alice and Bob
    And Alice has "Test Blood Auction" in hand
    And Alice's Domain holds 5 copies of "Test Filler"
    When Alice casts "Test Blood Auction"
    And Alice passes
    Given Alice will answer "bid" with "5"
    When Bob passes
    Then Bob's "bid" choice offers exactly "pass"
    And Alice has 15 Vitae
    And Alice's hand holds 5 cards
    And Bob has 20 Vitae

Feature: Dominance, the Master's Burden
  At the beginning of its controller's upkeep a beast with Dominance tests them: unless they meet
  its condition, they lose control of it — here, to the next opponent. They may take up the
  challenge instead: appease it (its price and 1 Vitae more), feed it another Entity, or face it,
  taking its Attack in damage as it dies unbowed (702.42, 723.2d).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"
    And it is Bob's end step of turn 1

  @id:nodawn-702-dominance-met @rule:702.42a
  Scenario: Alice controls a stronger Entity than her Dire Alpha: the Burden is met, and nothing is asked
    Given Alice controls "Test Dire Alpha" and "Test Towering Brute"
    When the game advances to Alice's upkeep
    Then the stack holds "Test Dire Alpha"
    When Alice and Bob pass in turn
    Then Alice controls "Test Dire Alpha"
    And the stack is empty

  @id:nodawn-702-dominance-lost @rule:702.42 @rule:702.42a @rule:723.2d @rule:702.42b
  Scenario: An Entity of equal Attack is not stronger: Alice declines every challenge, and Bob takes the Alpha
    Given Alice controls "Test Dire Alpha"
    And Alice controls "Test Brute 4/4" with 1 growth counter
    When the game advances to Alice's upkeep
    And Alice passes
    Given Alice will answer "dominance" with "decline"
    When Bob passes
    Then Alice's "dominance" choice offers exactly "appease", "feed", "face" and "decline"
    And Bob controls "Test Dire Alpha"
    And Alice controls "Test Brute 4/4"

  @id:nodawn-702-dominance-appeased @rule:702.42b
  Scenario: Alice appeases the Alpha with its price of 2 and 1 Vitae more, from the vein by Night
    Given Alice controls "Test Dire Alpha"
    When the game advances to Alice's upkeep
    And Alice passes
    Given Alice will answer "dominance" with "appease"
    When Bob passes
    Then Alice controls "Test Dire Alpha"
    And Alice has 17 Vitae

  @id:nodawn-702-dominance-fed @rule:702.42b
  Scenario: Alice feeds the Alpha her Wretch and keeps it
    Given Alice controls "Test Dire Alpha" and "Test Wretch"
    When the game advances to Alice's upkeep
    And Alice passes
    Given Alice will answer "dominance" with "feed"
    When Bob passes
    Then Alice has "Test Wretch" in Spoils
    And Alice controls "Test Dire Alpha"

  @id:nodawn-702-dominance-faced @rule:702.42b
  Scenario: Alice faces the Alpha: it deals her Master 5 damage and dies unbowed
    Given Alice controls "Test Dire Alpha"
    When the game advances to Alice's upkeep
    And Alice passes
    Given Alice will answer "dominance" with "face"
    When Bob passes
    Then Alice has 15 Vitae
    And Alice has "Test Dire Alpha" in Spoils
    And Bob has 20 Vitae

  @id:nodawn-702-dominance-by-day @rule:702.42b @rule:106.5b
  Scenario: By Day, with an empty pool and the vein closed, Alice cannot appease the Alpha, and with no other Entity she cannot feed it
    Given the world cycle stands at Day 1, The Preparation
    And it is Bob's end step of turn 4
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice controls "Test Dire Alpha"
    When the game advances to Alice's upkeep
    And Alice passes
    Given Alice will answer "dominance" with "face"
    When Bob passes
    Then Alice's "dominance" choice offers exactly "face" and "decline"
    And Alice has "Test Dire Alpha" in Spoils

  @id:nodawn-503-dominance-due-at-its-controllers-upkeep @rule:503.2d @rule:702.42a
  Scenario: The Burden comes due at Alice's upkeep only: her opponent's upkeep asks nothing of her Alpha
    Given it is Alice's end step of turn 1
    And Alice controls "Test Dire Alpha"
    When the game advances to Bob's upkeep
    Then the stack is empty
    And Alice controls "Test Dire Alpha"
    When the game advances to Alice's upkeep
    Then the stack holds "Test Dire Alpha"
    When Alice passes
    Given Alice will answer "dominance" with "decline"
    When Bob passes
    Then Bob controls "Test Dire Alpha"

  @id:nodawn-702-dominance-appeased-from-the-pool @rule:702.42b @rule:106.2a @rule:106.7 @rule:118.6
  Scenario: Alice appeases the Alpha with 2 Vitae her Vial put in her pool and 1 from the vein
    Given Alice controls "Test Dire Alpha" and "Test Sacred Vial"
    When the game advances to Alice's upkeep
    And Alice activates "Test Sacred Vial"
    Then Alice's pool holds 2 Sacred Vitae
    When Alice passes
    Given Alice will answer "dominance" with "appease"
    When Bob passes
    Then Alice controls "Test Dire Alpha"
    And Alice's pool holds no Vitae
    And Alice has 19 Vitae
    And Alice has 1 Wrath and 1 Corruption

  @id:nodawn-702-dominance-price-one-appeased-for-two @rule:702.42b
  Scenario: The Restless Hound's printed price is 1: appeasing it costs that and 1 Vitae more, 2 from the vein
    Given Alice controls "Test Restless Hound"
    When the game advances to Alice's upkeep
    And Alice passes
    Given Alice will answer "dominance" with "appease"
    When Bob passes
    Then Alice controls "Test Restless Hound"
    And Alice has 18 Vitae

  @id:nodawn-702-dominance-appeased-by-day-exactly @rule:702.42b @rule:106.5b @rule:605.1
  Scenario: By Day, with the vein closed, the 2 Vitae of Alice's two Founts are just enough to appease the Restless Hound
    The Hound's printed price is 1, so appeasing it costs 2. By Day Alice's Master shelters and
    its vein is closed: the pool alone must pay, and it holds exactly 2.

    Given the world cycle stands at Day 1, The Preparation
    And it is Bob's end step of turn 4
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice controls "Test Restless Hound"
    And Alice controls "Test Blood Fount", called "the east Fount"
    And Alice controls "Test Blood Fount", called "the west Fount"
    When the game advances to Alice's upkeep
    And Alice activates "the east Fount"
    And Alice activates "the west Fount"
    Then Alice's pool holds 2 generic Vitae
    And the stack holds "Test Restless Hound"
    When Alice passes
    Given Alice will answer "dominance" with "appease"
    When Bob passes
    Then Alice's "dominance" choice offers exactly "appease", "feed", "face" and "decline"
    And Alice controls "Test Restless Hound"
    And Alice's pool holds no Vitae
    And Alice has 20 Vitae

  @id:nodawn-702-dominance-appeased-part-from-the-pool @rule:702.42b @rule:106.5b @rule:118.6
  Scenario: Alice appeases the Restless Hound for 2: the 1 Vitae her Fount put in her pool, and 1 from the vein
    The pool covers half of the 2 the appeasement costs; the vein, open by Night, gives the
    other 1, and opening it is taxed 1 Corruption and, for that 1 Master Vitae, 1 Wrath.

    Given Alice controls "Test Restless Hound" and "Test Blood Fount"
    When the game advances to Alice's upkeep
    And Alice activates "Test Blood Fount"
    Then Alice's pool holds 1 generic Vitae
    When Alice passes
    Given Alice will answer "dominance" with "appease"
    When Bob passes
    Then Alice controls "Test Restless Hound"
    And Alice's pool holds no Vitae
    And Alice has 19 Vitae
    And Alice has 1 Wrath and 1 Corruption

  @id:nodawn-702-dominance-by-day-one-short-of-appeasing @rule:702.42b @rule:106.5b
  Scenario: By Day, with the vein closed, the 1 Vitae of Alice's Fount is one short of appeasing the Restless Hound
    The Hound's printed price is 1, so appeasing it costs 2. By Day Alice's Master shelters and
    its vein is closed: her pool alone would have to pay, and it holds only 1. She may still
    feed it the Fount, face it, or decline.

    Given the world cycle stands at Day 1, The Preparation
    And it is Bob's end step of turn 4
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice controls "Test Restless Hound" and "Test Blood Fount"
    When the game advances to Alice's upkeep
    And Alice activates "Test Blood Fount"
    Then Alice's pool holds 1 generic Vitae
    And the stack holds "Test Restless Hound"
    When Alice passes
    Given Alice will answer "dominance" with "decline"
    When Bob passes
    Then Alice's "dominance" choice offers exactly "feed", "face" and "decline"
    And Bob controls "Test Restless Hound"
    And Alice's pool holds 1 generic Vitae
    And Alice has 20 Vitae

@proposed
Feature: Flipping a coin and rolling a die
  A coin flip and a die roll are random: the corpus pins their outcome as a decision of the
  environment. A flip that only cares which face shows has no winner; otherwise the flipper
  calls it, and wins on a match. An effect may declare the result or the winner outright, and
  then no coin is flipped. A die's natural result is rerolled first, then adjusted, to give the
  final result its table reads; "roll again" repeats the roll; a roll set aside never happened,
  and nothing triggers on it (705, 706).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 6 copies of "Test Filler"

  # -- coins (705) ----------------------------------------------------------------------------------

  @id:nodawn-705-flip-face-only @rule:705.1 @rule:705.2
  Scenario: A flip that cares only about the face has no call: tails shows, and tails' effect happens
    Given Alice has "Test Coin of Fate" in hand
    When Alice casts "Test Coin of Fate"
    And Alice passes
    Given the "coin" outcome will be "tails"
    When Bob passes
    Then the "coin" outcome could be exactly "heads" and "tails"
    And Alice has 2 Wrath
    And Alice's hand is empty

  @id:nodawn-705-flip-heads @rule:705.2
  Scenario: The same flip showing heads does heads' effect only
    Given Alice has "Test Coin of Fate" in hand
    When Alice casts "Test Coin of Fate"
    And Alice passes
    Given the "coin" outcome will be "heads"
    When Bob passes
    Then Alice's hand holds 2 cards
    And Alice has 0 Wrath

  @id:nodawn-705-called-and-won @rule:705.2
  Scenario: Where the flip has a winner, the flipper calls the face and a match wins it
    Given Alice has "Test Wager" in hand
    When Alice casts "Test Wager"
    And Alice passes
    Given Alice will answer "call" with "heads"
    And the "coin" outcome will be "heads"
    When Bob passes
    Then Alice's "call" choice offers exactly "heads" and "tails"
    And Alice's hand holds 2 cards

  @id:nodawn-705-called-and-lost @rule:705.2
  Scenario: Any other face loses the flip for the flipper
    Given Alice has "Test Wager" in hand
    When Alice casts "Test Wager"
    And Alice passes
    Given Alice will answer "call" with "heads"
    And the "coin" outcome will be "tails"
    When Bob passes
    Then Alice has 2 Wrath
    And Alice's hand is empty

  @id:nodawn-705-declared-result @rule:705.3
  Scenario: A result the effect declares outright stands, and no coin is flipped
    Given Alice has "Test Loaded Coin" in hand
    When Alice casts "Test Loaded Coin"
    And Alice and Bob pass in turn
    Then Alice's hand holds 2 cards
    And Alice has 0 Wrath

  @id:nodawn-705-declared-winner @rule:705.3
  Scenario: A winner the effect declares outright wins, without a call or a flip
    Given Alice has "Test Fixed Wager" in hand
    When Alice casts "Test Fixed Wager"
    And Alice and Bob pass in turn
    Then Alice's hand holds 2 cards

  # -- dice (706) -----------------------------------------------------------------------------------

  @id:nodawn-706-roll-reads-the-table @rule:706.1 @rule:706.3
  Scenario: A die roll's result picks the row of its table
    Given Alice has "Test Bone Dice" in hand
    When Alice casts "Test Bone Dice"
    And Alice passes
    Given the "die" outcome will be "4"
    When Bob passes
    Then the "die" outcome could be exactly "1", "2", "3", "4", "5" and "6"
    And Alice's hand is "Test Filler"
    And Alice has 0 Wrath

  @id:nodawn-706-roll-again @rule:706.3
  Scenario: "Roll again" rolls once more with the same die, and each roll does its row
    Given Alice has "Test Bone Dice" in hand
    When Alice casts "Test Bone Dice"
    And Alice passes
    Given the "die" outcome will be "6"
    And the "die" outcome will be "2"
    When Bob passes
    Then Alice's hand is "Test Filler"
    And Alice has 1 Wrath

  @id:nodawn-706-fixed-adjustment @rule:706.2
  Scenario: A fixed adjustment turns the natural result into the final one the table reads
    Given Alice controls "Test Loaded Bones"
    And Alice has "Test Bone Dice" in hand
    When Alice casts "Test Bone Dice"
    And Alice passes
    Given the "die" outcome will be "3"
    When Bob passes
    Then Alice's hand is "Test Filler"
    And Alice has 0 Wrath

  @id:nodawn-706-reroll-then-adjust @rule:706.2 @rule:706.4
  Scenario: A reroll comes before the adjustment, and the roll it sets aside never happened
    Given Alice has 15 Vitae
    And Alice controls "Test Lucky Charm", "Test Loaded Bones" and "Test Dice Watcher"
    And Alice has "Test Bone Dice" in hand
    When Alice casts "Test Bone Dice"
    And Alice passes
    Given the "die" outcome will be "1"
    And Alice will answer "reroll" with "yes"
    And the "die" outcome will be "4"
    When Bob passes
    Then Alice's hand is "Test Filler"
    And Alice has 0 Wrath
    And the stack holds "Test Dice Watcher"
    When Alice and Bob pass in turn
    Then Alice has 16 Vitae
    And the stack is empty

  @id:nodawn-706-roll-kept @rule:706.2
  Scenario: Declining the reroll keeps the natural result
    Given Alice controls "Test Lucky Charm"
    And Alice has "Test Bone Dice" in hand
    When Alice casts "Test Bone Dice"
    And Alice passes
    Given the "die" outcome will be "2"
    And Alice will answer "reroll" with "no"
    When Bob passes
    Then Alice's "reroll" choice offers exactly "yes" and "no"
    And Alice has 1 Wrath

  @id:nodawn-706-roll-again-and-again @rule:706.3
  Scenario: "Roll again" repeats as often as the rows say: two sixes, then a 3 does its row once
    Given Alice has "Test Endless Bones" in hand
    When Alice casts "Test Endless Bones"
    And Alice passes
    Given the "die" outcome will be "6"
    And the "die" outcome will be "6"
    And the "die" outcome will be "3"
    When Bob passes
    Then Alice has 1 Wrath
    And Alice's hand is empty

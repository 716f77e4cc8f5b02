Feature: The second death: Exhume, Revenant and the stilled
  Death is only the first death: Exhume raises an Entity from its owner's Spoils for a turn, and
  it is banished at end of turn or in place of any earlier fall; Revenant brings a card back at
  its owner's Night upkeep, restless, to be banished when it next falls. Whatever road the dead
  take back, they take it once: it ends in the Void. A card stilled in a Spoils cannot use its
  own abilities from there, though other effects may still move it (702.22, 702.46, 709).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 4 copies of "Test Filler"
    And Bob's Domain holds 4 copies of "Test Filler"

  # -- Exhume -------------------------------------------------------------------------------------

  @id:nodawn-709-exhumed-attacks-banished-at-cleanup @example @rule:702.22 @rule:702.22a @rule:709.5
  Scenario: Exhumed during a Night turn, the Pallbearer can attack straight away, and cleanup banishes it to the Void
    This is the first half of 702.22a's example.

    Given Alice has "Risen Pallbearer" in her Spoils
    And Alice's pool holds 2 generic Vitae
    When Alice exhumes "Risen Pallbearer"
    Then the stack holds "Risen Pallbearer"
    And Alice's pool holds no Vitae
    When Alice and Bob pass in turn
    Then Alice controls "Risen Pallbearer"
    And Alice's Spoils is empty
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Risen Pallbearer"
    And the game advances to Alice's second main phase
    Then Bob has 18 Vitae
    When the game advances to Bob's upkeep
    Then Alice no longer controls "Risen Pallbearer"
    And Alice has "Risen Pallbearer" in her Void
    And Alice has no "Risen Pallbearer" in her Spoils

  @id:nodawn-709-exhumed-dies-to-the-void @example @rule:702.22a @rule:709.5
  Scenario: The Exhumed Pallbearer that dies in combat goes straight to the Void
    This is the second half of 702.22a's example.

    Given Alice has "Risen Pallbearer" in her Spoils
    And Alice's pool holds 2 generic Vitae
    And Bob controls "Test Brute 4/4"
    When Alice exhumes "Risen Pallbearer"
    And Alice and Bob pass in turn
    And the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Risen Pallbearer"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Risen Pallbearer" with "Test Brute 4/4"
    Given Alice will answer "replacement-order" with "Risen Pallbearer's Exhume"
    When the game advances to Alice's end of combat step
    Then Alice has "Risen Pallbearer" in her Void
    And Alice's Spoils is empty

  @id:nodawn-709-exhumed-death-trigger-fires @rule:702.22a
  Scenario: An Exhumed Entity killed before the turn ends is banished, but its death trigger still fires
    Given Alice has 10 Vitae
    And Alice has "Test Risen Martyr" in her Spoils
    And Alice's pool holds 1 generic Vitae
    And Bob has "Test Bolt 1" in hand
    When Alice exhumes "Test Risen Martyr"
    And Alice and Bob pass in turn
    And Alice passes
    And Bob casts "Test Bolt 1" targeting Alice's "Test Risen Martyr"
    When Bob passes
    Given Alice will answer "replacement-order" with "Test Risen Martyr's Exhume"
    When Alice passes
    Then Alice has "Test Risen Martyr" in her Void
    And the stack holds "Test Risen Martyr"
    When Alice and Bob pass in turn
    Then Alice has 13 Vitae

  @id:nodawn-709-exhume-only-non-power-speed @rule:702.22a
  Scenario: Exhume is used only at non-Power speed, never in the opponent's turn
    Given it is Bob's first main phase of turn 1
    And Alice has "Risen Pallbearer" in her Spoils
    And Alice's pool holds 2 generic Vitae
    When Bob passes
    Then Alice cannot exhume "Risen Pallbearer"
    And Alice has "Risen Pallbearer" in her Spoils
    And Alice's pool holds 2 generic Vitae

  @id:nodawn-709-exhume-not-with-a-spell-waiting @rule:702.22a
  Scenario: Exhume is not used while a spell waits on the stack, even in its owner's main phase
    Given Alice has "Risen Pallbearer" in her Spoils
    And Alice's pool holds 2 generic Vitae
    And Alice has "Test Bolt 1" in hand
    When Alice casts "Test Bolt 1" targeting Bob
    Then Alice cannot exhume "Risen Pallbearer"
    And Alice's pool holds 2 generic Vitae

  @id:nodawn-709-exhume-sleeps-by-day @rule:702.22a @rule:731.4a
  Scenario: A night-bound card is not Exhumed by Day
    Given the world cycle stands at Day 2, The Assault
    And Alice has "Risen Pallbearer" in her Spoils
    And Alice's pool holds 2 generic Vitae
    Then Alice cannot exhume "Risen Pallbearer"
    And Alice has "Risen Pallbearer" in her Spoils

  # -- Revenant -----------------------------------------------------------------------------------

  @id:nodawn-709-revenant-returns-restless @rule:702.46 @rule:702.46a @rule:709.3 @rule:709.5
  Scenario: At its owner's Night upkeep the Revenant is paid for and returns, and its next fall is the Void
    Given it is Bob's end step of turn 1
    And Alice has "Test Restless Dead" in her Spoils
    And Bob has "Test Bolt 1" in hand
    When the game advances to Alice's upkeep
    Then the stack holds "Test Restless Dead"
    When Alice passes
    Given Alice will answer "revenant" with "pay"
    When Bob passes
    Then Alice controls "Test Restless Dead"
    And Alice has 19 Vitae
    And Alice's Spoils is empty
    When Alice passes
    And Bob casts "Test Bolt 1" targeting Alice's "Test Restless Dead"
    When Bob passes
    Given Alice will answer "replacement-order" with "Test Restless Dead's second death"
    When Alice passes
    Then Alice has "Test Restless Dead" in her Void
    And Alice's Spoils is empty

  @id:nodawn-709-revenant-declined @rule:702.46a
  Scenario: Its owner may decline to pay, and the card lies on in the Spoils
    Given it is Bob's end step of turn 1
    And Alice has "Test Restless Dead" in her Spoils
    When the game advances to Alice's upkeep
    And Alice passes
    Given Alice will answer "revenant" with "decline"
    When Bob passes
    Then Alice's "revenant" choice offers exactly "pay" and "decline"
    And Alice has "Test Restless Dead" in her Spoils
    And Alice has 20 Vitae

  @id:nodawn-709-revenant-not-by-day @rule:702.46a
  Scenario: At an upkeep of a Day round the Revenant stays silent
    Given the world cycle stands at Day 1, The Preparation
    And it is Bob's end step of turn 4
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice has "Test Restless Dead" in her Spoils
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 2, The Assault
    And the stack is empty
    And Alice has "Test Restless Dead" in her Spoils

  @id:nodawn-709-revenant-owners-upkeep-only @rule:702.46a
  Scenario: The Revenant wakes at its owner's upkeep, not at the opponent's
    Given it is Alice's end step of turn 1
    And Alice has "Test Restless Dead" in her Spoils
    When the game advances to Bob's upkeep
    Then the stack is empty

  # -- stilling -----------------------------------------------------------------------------------

  @id:nodawn-709-stilled-revenant-silent @rule:709.4 @rule:702.46b
  Scenario: A stilled card's Revenant is silent
    Given Alice has "Test Restless Dead" in her Spoils
    And Bob has "Test Coin Under the Tongue" in hand
    And it is Bob's first main phase of turn 1
    When Bob casts "Test Coin Under the Tongue" targeting Alice
    And Bob and Alice pass in turn
    And the game advances to Alice's upkeep
    Then the stack is empty
    And Alice has "Test Restless Dead" in her Spoils

  @id:nodawn-709-stilled-recall-cannot-be-paid @rule:709.4
  Scenario: A stilled card's Recall cannot be paid
    Given Alice has "Test Echo Insight" in her Spoils
    And Alice's pool holds 1 generic Vitae
    And Bob has "Test Coin Under the Tongue" in hand
    When Alice passes
    And Bob casts "Test Coin Under the Tongue" targeting Alice
    And Bob and Alice pass in turn
    Then Alice cannot cast "Test Echo Insight" from her Spoils for its Recall cost
    And Alice has "Test Echo Insight" in her Spoils

  @id:nodawn-709-stilled-not-exhumed @rule:709.4
  Scenario: A stilled card cannot be Exhumed
    Given Alice has "Risen Pallbearer" in her Spoils
    And Alice's pool holds 2 generic Vitae
    And Bob has "Test Coin Under the Tongue" in hand
    When Alice passes
    And Bob casts "Test Coin Under the Tongue" targeting Alice
    And Bob and Alice pass in turn
    Then Alice cannot exhume "Risen Pallbearer"
    And Alice's pool holds 2 generic Vitae

  @id:nodawn-709-stilled-card-moved-by-others @rule:709.4
  Scenario: Another card's effect may still move a stilled card: Despoil banishes it
    Given Alice has "Test Restless Dead", "Test Wretch" and "Test Filler" in her Spoils
    And Alice's pool holds 2 generic Vitae
    And Alice has "Sell the Bones" in hand
    And Bob has "Test Coin Under the Tongue" in hand
    When Alice passes
    And Bob casts "Test Coin Under the Tongue" targeting Alice
    And Bob and Alice pass in turn
    And Alice casts "Sell the Bones" despoiling "Test Restless Dead", "Test Wretch" and "Test Filler"
    Then Alice has "Test Restless Dead" in her Void
    And Alice's Spoils is empty

  @id:nodawn-709-exhume-only-from-own-spoils-card @rule:702.22a
  Scenario: Exhume is activated only from the Spoils: a card in hand cannot be Exhumed, whatever else lies in the Spoils
    The Pallbearer is in Alice's hand, not her Spoils; the Alpha lying there has no bearing on
    it, so there is no Exhume to activate and nothing is paid.

    Given Alice has "Alpha of the Hunt" in her Spoils
    And Alice has "Risen Pallbearer" in hand
    And Alice's pool holds 2 generic Vitae
    Then Alice cannot exhume "Risen Pallbearer"
    And Alice's pool holds 2 generic Vitae
    And Alice's hand is "Risen Pallbearer"
    And the stack is empty

Feature: The Exhumed go to the Void
  An Entity raised by Exhume carries a delayed doom — banished at the end of the turn — and if it
  would leave the battlefield any other way first, it is banished instead: death, a return to
  hand, the doom itself, every road leads to the Void. Only the destination is replaced: its
  death still triggers what watches deaths (603.7, 614.6d, 702.22a).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 4 copies of "Test Filler"
    And Bob's Domain holds 4 copies of "Test Filler"

  @id:nodawn-exhumed-doom-at-end-of-turn-example @example @rule:603.7 @rule:614.6d @rule:404.5
  Scenario: Risen Pallbearer, Exhumed on a Night turn, is banished at the end of the turn: the Void reclaims it, not the Spoils
    603.7's example: raised by Exhume at nightfall, the Pallbearer bears a delayed doom that
    banishes it when the turn ends. Not the Spoils but the Void takes it back.

    Given Alice has "Risen Pallbearer" in her Spoils
    And Alice's pool holds 2 generic Vitae
    When Alice exhumes "Risen Pallbearer"
    And Alice and Bob pass in turn
    Then Alice controls "Risen Pallbearer"
    When the game advances to Alice's end step
    Then Alice controls "Risen Pallbearer"
    When the game advances to Bob's upkeep
    Then Alice no longer controls "Risen Pallbearer"
    And Alice's Void is "Risen Pallbearer"
    And Alice's Spoils is empty

  @id:nodawn-exhumed-returned-to-hand-banished-instead @rule:614.6d @rule:702.22a
  Scenario: An Exhumed Entity returned to its owner's hand is banished instead
    Given Alice has "Risen Pallbearer" in her Spoils
    And Alice's pool holds 2 generic Vitae
    And Bob has "Test Recall to Hand" in hand
    When Alice exhumes "Risen Pallbearer"
    And Alice and Bob pass in turn
    And Alice passes
    And Bob casts "Test Recall to Hand" targeting Alice's "Risen Pallbearer"
    And Bob and Alice pass in turn
    Then Alice's hand is empty
    And Alice's Void is "Risen Pallbearer"
    And Alice no longer controls "Risen Pallbearer"

  @id:nodawn-exhumed-death-still-seen @rule:614.6d @rule:603.6c
  Scenario: An Exhumed Entity destroyed is banished, and a watcher of its controller's deaths still sees it die
    Given Alice controls "Test Mourner"
    And Alice has "Risen Pallbearer" in her Spoils
    And Alice's pool holds 2 generic Vitae
    And Bob has "Test Ruin" in hand
    When Alice exhumes "Risen Pallbearer"
    And Alice and Bob pass in turn
    And Alice passes
    And Bob casts "Test Ruin" targeting Alice's "Risen Pallbearer"
    When Bob passes
    Given Alice will answer "replacement-order" with "Risen Pallbearer's Exhume"
    When Alice passes
    Then Alice's Void is "Risen Pallbearer"
    And Alice's Spoils is empty
    And the stack holds "Test Mourner"

  @id:nodawn-unexhumed-entity-keeps-its-roads @rule:614.6d
  Scenario: The same card not raised by Exhume goes to hand when returned there, and stays through the end of the turn
    Given Alice controls "Risen Pallbearer"
    And Bob has "Test Recall to Hand" in hand
    When Alice passes
    And Bob casts "Test Recall to Hand" targeting Alice's "Risen Pallbearer"
    And Bob and Alice pass in turn
    Then Alice's hand is "Risen Pallbearer"
    And Alice's Void is empty

  @id:nodawn-exhume-only-from-the-spoils @rule:702.22a
  Scenario: Exhume works only while that card lies in its owner's Spoils: another card there does not let the Pallbearer in hand be exhumed
    Given Alice has "Risen Pallbearer" in hand
    And Alice has "Test Filler" in her Spoils
    And Alice's pool holds 2 generic Vitae
    Then Alice cannot exhume "Risen Pallbearer"
    And Alice's hand is "Risen Pallbearer"
    And Alice's Spoils is "Test Filler"
    And Alice's pool holds 2 generic Vitae
    And the stack is empty

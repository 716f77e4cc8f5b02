Feature: Keyword actions: search and shuffle
  Searching, a player looks through their Domain for cards that fit: one searching for a card of
  a stated quality need not find it, one searching for a number of cards must find that many if
  there are. A search is followed by a shuffle only where the effect says so; then the cards
  found are set aside, out of the shuffle, whose order is left to chance (701.19, 701.20).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-701-search-for-a-quality @rule:701.19 @rule:701.19a @rule:701.20 @rule:701.20a
  Scenario: Searching for an Entity card, the player finds one of those there, and the rest is shuffled without it
    Given Alice's Domain holds, from the top, "Test Filler", "Test Wretch", "Test Filler" and "Test Brute 4/4"
    And Alice has "Test Seek the Lost" in hand
    When Alice casts "Test Seek the Lost"
    And Alice passes
    Given Alice will find "Test Wretch" in the search
    And the "shuffle" outcome will be "Test Brute 4/4", "Test Filler" and "Test Filler"
    When Bob passes
    Then Alice's "search" choice offers exactly "Test Wretch" and "Test Brute 4/4"
    And Alice's "search" choice allows at least 0
    And the "shuffle" outcome could be exactly "Test Filler" and "Test Brute 4/4"
    And Alice's hand is "Test Wretch"
    And Alice's Domain is "Test Brute 4/4", "Test Filler" and "Test Filler"

  @id:nodawn-701-search-need-not-find @rule:701.19a
  Scenario: Searching for a card of a stated quality, the player may find nothing
    Given Alice's Domain holds, from the top, "Test Wretch" and "Test Filler"
    And Alice has "Test Seek the Lost" in hand
    When Alice casts "Test Seek the Lost"
    And Alice passes
    Given Alice will find nothing in the search
    And the "shuffle" outcome will be "Test Filler" and "Test Wretch"
    When Bob passes
    Then Alice's hand is empty
    And Alice's Domain is "Test Filler" and "Test Wretch"

  @id:nodawn-701-search-none-fits @rule:701.19a
  Scenario: With no card of the quality in the Domain, nothing is found and the Domain is still shuffled
    Given Alice's Domain holds, from the top, "Test Filler", "Test Rite 2" and "Test Bolt 1"
    And Alice has "Test Seek the Lost" in hand
    When Alice casts "Test Seek the Lost"
    And Alice passes
    Given the "shuffle" outcome will be "Test Bolt 1", "Test Rite 2" and "Test Filler"
    When Bob passes
    Then Alice's hand is empty
    And Alice's Domain is "Test Bolt 1", "Test Rite 2" and "Test Filler"

  @id:nodawn-701-search-a-card-must-find @rule:701.19a @rule:701.19b
  Scenario: Searching for a card, one is found if there is one, and with no shuffle said the Domain keeps its order
    Given Alice's Domain holds, from the top, "Test Filler", "Test Wretch" and "Test Bolt 1"
    And Alice has "Test Dig" in hand
    When Alice casts "Test Dig"
    And Alice passes
    Given Alice will find "Test Bolt 1" in the search
    When Bob passes
    Then Alice's "search" choice allows at least 1
    And Alice's "search" choice allows at most 1
    And Alice's hand is "Test Bolt 1"
    And Alice's Domain is "Test Filler" and "Test Wretch"

  @id:nodawn-701-search-only-in-the-domain @rule:701.19a
  Scenario: Only a card in the Domain can be found: naming another is refused
    Given Alice's Domain holds, from the top, "Test Filler" and "Test Wretch"
    And Alice has "Test Dig" in hand
    When Alice casts "Test Dig"
    And Alice passes
    Then Alice cannot answer "search" with "Test Brute 4/4" when Bob passes
    And Alice's Domain is "Test Filler" and "Test Wretch"

  @id:nodawn-701-search-for-zero-cards-finds-none @rule:701.19a @rule:107.3
  Scenario: A search for X cards with X announced as 0 finds no card
    A search for a number of cards must find that many if present (701.19a); with X = 0 that
    number is none, so nothing goes to Alice's hand and her Domain stands as it was.

    Given Alice's Domain holds, from the top, "Test Filler" and "Test Filler"
    And Alice has "Test Dig X" in hand
    When Alice casts "Test Dig X" with X = 0
    And Alice and Bob pass in turn
    Then the stack is empty
    And Alice's hand is empty
    And Alice's Domain is "Test Filler" and "Test Filler"

Feature: What the keyword actions let a player choose, and what they forbid
  A destroy effect names a permanent, never a player. A counter of spells names a spell on the
  stack, never itself and never an ability. A player told to discard N discards exactly N of
  the cards they hold. Foreseeing places each card seen, and only those, once.

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-destroy-player-answer-refused @rule:701.9a @rule:115.2
  Scenario: With a permanent to destroy, naming a player as Ruin's target is refused
    Given Bob controls "Test Wretch"
    And Alice has "Test Ruin" in hand
    Then Alice cannot answer "target" with "Bob" when she casts "Test Ruin"
    And Alice has "Test Ruin" in hand
    When Alice casts "Test Ruin" targeting Bob's "Test Wretch"
    Then Alice's "target" choice does not offer "Bob" and "Alice"

  @id:nodawn-counter-not-an-ability @rule:113.8 @rule:115.5
  Scenario: A counter of spells offers the spell, not a triggered ability above it, nor itself
    Given Bob controls "Test Rival Watcher"
    And Alice has "Test Caprice ▷+3" in hand
    And Bob has "Test Negation" in hand
    When Alice casts "Test Caprice ▷+3"
    And Alice passes
    And Bob casts "Test Negation" targeting Alice's "Test Caprice ▷+3"
    Then Bob's "target" choice offers exactly "Alice's Test Caprice ▷+3"
    And the stack holds "Test Caprice ▷+3", "Test Rival Watcher" and "Test Negation"

  @id:nodawn-discard-fewer-than-told-refused @rule:701.10a
  Scenario: Told to discard two, Bob may not discard one
    Given Bob has "Test Filler", "Test Rite 2" and "Test Bolt 3" in hand
    And Alice has "Test Mind Rot 2" in hand
    When Alice casts "Test Mind Rot 2" targeting Bob
    And Alice passes
    Then Bob cannot answer "discard" with "Test Rite 2" when he passes
    And Bob's hand holds 3 cards

  @id:nodawn-discard-card-not-held-refused @rule:701.10a
  Scenario: Bob may discard only cards in his hand
    Given Bob has "Test Filler", "Test Rite 2" and "Test Bolt 3" in hand
    And Alice has "Test Mind Rot 2" in hand
    When Alice casts "Test Mind Rot 2" targeting Bob
    And Alice passes
    Then Bob cannot answer "discard" with "Test Rite 2" and "Iron Column" when he passes

  @id:nodawn-discard-caster-does-not-choose @rule:701.10a
  Scenario: The discard is Bob's choice: Bob's answer is the one taken, and it decides what goes
    Given Bob has "Test Filler", "Test Rite 2" and "Test Bolt 3" in hand
    And Alice has "Test Mind Rot 2" in hand
    When Alice casts "Test Mind Rot 2" targeting Bob
    And Alice passes
    Given Bob will answer "spoils-order" with "Test Bolt 3" and "Test Filler"
    When Bob answers "discard" with "Test Filler" and "Test Bolt 3" when he passes
    Then Bob's hand is "Test Rite 2"

  @id:nodawn-foresee-must-place-each-refused @rule:701.16a
  Scenario: Foreseeing two, placing only one of them is refused
    Given Alice's Domain holds, from the top, "Test Filler", "Test Bolt 3" and "Iron Column"
    And Alice has "Test Scrying 2" in hand
    When Alice casts "Test Scrying 2"
    And Alice passes
    Then Alice cannot answer "foresee" with "Test Bolt 3 on top" when Bob passes
    And Alice's Domain is "Test Filler", "Test Bolt 3" and "Iron Column"

  @id:nodawn-foresee-an-unseen-card-refused @rule:701.16a
  Scenario: The third card was not seen: Foresee 2 may not place it
    Given Alice's Domain holds, from the top, "Test Filler", "Test Bolt 3" and "Iron Column"
    And Alice has "Test Scrying 2" in hand
    When Alice casts "Test Scrying 2"
    And Alice passes
    Then Alice cannot answer "foresee" with "Iron Column on the bottom" and "Test Filler on top" when Bob passes

  @id:nodawn-foresee-one-card-offers-both-places @rule:701.16a
  Scenario: With one card left in the Domain, Foresee 2 sees that card: top or bottom
    Given Alice's Domain holds, from the top, "Test Bolt 3"
    And Alice has "Test Scrying 2" in hand
    When Alice casts "Test Scrying 2"
    And Alice passes
    And Alice answers "foresee" with "Test Bolt 3 on the bottom" when Bob passes
    Then Alice's "foresee" choice offers exactly "Test Bolt 3 on top" and "Test Bolt 3 on the bottom"
    And Alice's "foresee" choice allows at most 1
    And Alice's Domain is "Test Bolt 3"

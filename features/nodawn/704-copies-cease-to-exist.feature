@proposed
Feature: Copies in the wrong zone cease to exist
  A state-based action: a copy of a spell anywhere but the stack, and a copy of a card anywhere but
  the stack or the battlefield, ceases to exist — it never reaches a Spoils or a hand, while the
  card it copied goes where cards go (704.5h, proposed; 707.7). Test Echo copies a spell, Test
  Mirror Conjuring makes a token copy of an Entity.

  Background:
    Given a No Dawn duel between Alice and Bob
    And each player's lineage Haven is "Test Haven"

  @id:nodawn-704-countered-spell-copy-ceases @rule:704.5h @rule:707.7 @rule:701.7a
  Scenario: A countered copy of a spell ceases to exist; the spell it copied still resolves and goes to the Spoils
    Given Bob's "Test Bolt 2" is on the stack, targeting Alice
    And Alice holds priority
    And Alice has "Test Echo" in hand
    And Bob has "Test Negation" in hand
    When Alice casts "Test Echo" targeting Bob's "Test Bolt 2"
    And Alice passes
    Given Alice will answer "target" with "Bob"
    When Bob passes
    Then the stack holds "Test Bolt 2" and "Test Bolt 2"
    When Alice passes
    And Bob casts "Test Negation" targeting Alice's "Test Bolt 2"
    And Bob and Alice pass in turn
    Then the stack holds "Test Bolt 2"
    And Alice's Spoils is "Test Echo"
    And Bob's Spoils is "Test Negation"
    And Bob has 20 Vitae
    When Alice and Bob pass in turn
    Then the stack is empty
    And Alice has 18 Vitae
    And Bob's Spoils holds 2 cards
    And Bob has "Test Bolt 2" in his Spoils
    And Alice's Spoils is "Test Echo"

  @id:nodawn-704-copy-of-entity-spell-stays-on-battlefield @rule:704.5h @rule:707.6 @rule:707.7
  Scenario: A copy of an Entity spell resolves onto the battlefield and stays there; destroyed, it ceases to exist
    Alice copies her own Wretch spell: the copy resolves first, and both Wretches stand, since a
    copy of a card may be on the battlefield. Destroyed, the copy is anywhere but the stack or the
    battlefield and ceases to exist; only the Wretch card reaches Alice's Spoils.

    Given Alice's pool holds 1 generic Vitae
    And Alice has "Test Wretch", "Test Echo" and "Test Ruin" in hand
    And Bob has "Test Ruin" in hand
    When Alice casts "Test Wretch"
    And Alice casts "Test Echo" targeting Alice's "Test Wretch"
    And Alice and Bob pass in turn
    Then the stack holds "Test Wretch" and "Test Wretch"
    When Alice and Bob pass in turn
    And Alice and Bob pass in turn
    Then Alice controls "Test Wretch" and "Test Wretch"
    When Alice casts "Test Ruin" targeting Alice's "Test Wretch"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    And Alice passes
    And Bob casts "Test Ruin" targeting Alice's "Test Wretch"
    When Bob passes
    Given Bob will answer "rest" with "decline"
    When Alice passes
    Then Alice no longer controls "Test Wretch"
    And Alice's Spoils holds 3 cards
    And Alice has "Test Wretch", "Test Echo" and "Test Ruin" in her Spoils

  @id:nodawn-704-token-copy-to-hand-ceases @rule:704.5h @rule:704.5g @rule:707.7
  Scenario: A token copy of an Entity returned to its owner's hand ceases to exist: nothing is in the hand
    Given Bob controls "Test Brute 4/4"
    And Alice has "Test Mirror Conjuring" and "Test Recall to Hand" in hand
    When Alice casts "Test Mirror Conjuring" targeting Bob's "Test Brute 4/4"
    And Alice and Bob pass in turn
    Then Alice controls "Test Brute 4/4"
    When Alice casts "Test Recall to Hand" targeting Alice's "Test Brute 4/4"
    And Alice and Bob pass in turn
    Then Alice no longer controls "Test Brute 4/4"
    And Alice's hand is empty
    And Alice's Spoils is "Test Mirror Conjuring" and "Test Recall to Hand"
    And Bob controls "Test Brute 4/4"

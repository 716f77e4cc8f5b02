Feature: A face-down guise has no name
  While it stays face down a guise has no name: it shares a name with nothing, another guise
  included, and it never counts among objects "with different names" (201.3, 201.3a, 201.3b).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 9 copies of "Test Filler"

  @id:nodawn-conspiracy-guise-has-no-name-example @example @rule:201.3b @rule:201.3a @rule:613.2
  Scenario: Three named Entities and a face-down guise are only three Entities with different names
    201.3b's example: a Liamite conspiracy asks for four Entities of different names; the
    Liamite has Gilded Emissary, Scriptorium Drudge and Risen Pallbearer on the field, and a guise
    lying face down. Nameless, the guise adds nothing: three count. The kit's Test Conspiracy, which draws a
    card for each Entity with a different name its caster controls, shows the count; turned face
    up, the guise is named again and counts.

    Given Alice controls "Gilded Emissary", "Scriptorium Drudge" and "Risen Pallbearer"
    And Alice controls a face-down "Test Noble Squire"
    And Alice has "Test Conspiracy", "Test Conspiracy" and "Test Unveiling" in hand
    When Alice casts "Test Conspiracy"
    And Alice and Bob pass in turn
    Then Alice's hand holds 5 cards
    And Alice's Domain holds 6 cards
    When Alice casts "Test Unveiling" targeting Alice's "Test Noble Squire"
    And Alice and Bob pass in turn
    And Alice casts "Test Conspiracy"
    And Alice and Bob pass in turn
    Then Alice's Domain holds 2 cards

  @id:nodawn-two-guises-share-no-name @rule:201.3 @rule:201.3a @rule:201.3b
  Scenario: Two face-down guises share no name with each other, and neither counts
    Given Alice controls "Gilded Emissary"
    And Alice controls a face-down "Test Noble Squire"
    And Alice controls a face-down "Test Wretch"
    And Alice has "Test Conspiracy" in hand
    When Alice casts "Test Conspiracy"
    And Alice and Bob pass in turn
    Then Alice's hand holds 1 cards
    And Alice's Domain holds 8 cards

Feature: Following a card that became a new object
  A card that changes zones is a new object with no memory of what it was. Some links survive:
  an effect that lets a card be cast from somewhere other than the hand follows the spell it
  becomes, and the rest of the instructions of the spell or ability that moved a card to a
  public zone can find it there (400.7, 400.7c, 400.7d).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-recall-follows-its-own-spell @proposed @rule:400.7c @rule:601.9 @rule:400.7
  Scenario: Of two same-named spells, only the one Recalled from the Spoils is consigned to the Void
    Recall lets the card be cast from the Spoils and sends the spell it becomes to the Void
    whatever happens to it; the copy cast from hand is another object, and goes to the Spoils.

    Given Alice has "Test Echo Reading" in hand
    And Alice has "Test Echo Reading" in Spoils
    And Alice has 15 Vitae
    When Alice casts "Test Echo Reading" from her Spoils for its Recall cost
    And Alice casts "Test Echo Reading"
    Then the stack holds "Test Echo Reading" and "Test Echo Reading"
    When Alice and Bob pass in turn
    And Alice and Bob pass in turn
    Then Alice has 17 Vitae
    And Alice's Spoils is "Test Echo Reading"
    And Alice's Void is "Test Echo Reading"

  @id:nodawn-rest-of-spell-finds-the-card @proposed @rule:400.7d @rule:400.7
  Scenario: A spell destroys an Entity, then finds the card in its owner's Spoils and returns it to hand
    Given Bob controls "Test Grave Warden"
    And Bob has 15 Vitae
    And Alice has "Test Reaping Return" in hand
    When Alice casts "Test Reaping Return" targeting Bob's "Test Grave Warden"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob's hand is "Test Grave Warden"
    And Bob's Spoils is empty
    And the stack holds "Test Grave Warden"
    When Alice and Bob pass in turn
    Then Bob has 17 Vitae

  @id:nodawn-rest-of-spell-finds-nothing-elsewhere @proposed @rule:400.7d @rule:609.3 @rule:400.6
  Scenario: Banished instead of put into the Spoils, the card is not where the spell looks: it stays in the Void
    Given Bob controls "Test Noble Squire"
    And Alice controls "Test Grave Ward"
    And Alice has "Test Reaping Return" in hand
    When Alice casts "Test Reaping Return" targeting Bob's "Test Noble Squire"
    When Alice passes
    Given Bob will answer "replacement-order" with "Alice's Test Grave Ward's ability"
    When Bob passes
    Then Bob's hand is empty
    And Bob's Void is "Test Noble Squire"
    And Bob's Spoils is empty

  @id:nodawn-rest-of-spell-finds-nothing-when-it-stays @proposed @rule:400.7d @rule:609.3 @rule:614.1
  Scenario: A destroyed Entity whose death is replaced by nothing stays put, and the spell's return finds no card
    "Test Stubborn Husk" stays on the battlefield instead of dying, so it never reaches the Spoils:
    the rest of the spell looks for a card its destruction put there, finds none, and nothing
    happens (609.3); the Husk is not returned to hand. Bob applies the Husk's own replacement
    first (616.1).
    Given Bob controls "Test Stubborn Husk"
    And Alice has "Test Reaping Return" in hand
    When Alice casts "Test Reaping Return" targeting Bob's "Test Stubborn Husk"
    And Alice passes
    Given Bob will answer "replacement-order" with "Bob's Test Stubborn Husk's ability"
    When Bob passes
    Then Bob controls "Test Stubborn Husk"
    And Bob's hand is empty
    And Bob's Spoils is empty

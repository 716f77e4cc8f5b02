Feature: Banishing what is already in the Void, and what is outside the game
  A card already in the Void that is banished changes no zone, but becomes a new object that has
  just been banished. A card outside the game — a sideboard's — is in no zone, and no spell or
  ability touches it, other than one bringing it into the game (400.10, 406.5).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice controls "Test Gravebinder"
    And Alice's pool holds 2 generic Vitae

  @id:nodawn-banished-again-becomes-linked @proposed @rule:406.5 @rule:607.2a @rule:406.4
  Scenario: A card already in the Void, banished again, is banished with the Gravebinder and comes back with the rest
    Given Bob has "Test Wretch" in his Spoils
    And Bob has "Test Thrall" in his Void
    When Alice activates ability 1 of "Test Gravebinder" targeting Bob
    And Alice and Bob pass in turn
    Then Bob's Spoils is empty
    And Bob has "Test Wretch" and "Test Thrall" in his Void
    When Alice activates ability 2 of "Test Gravebinder"
    And Alice and Bob pass in turn
    Then Bob controls "Test Wretch" and "Test Thrall"
    And Bob's Void is empty

  @id:nodawn-banished-by-another-not-linked @proposed @rule:406.5 @rule:607.1
  Scenario: A card put into the Void afterwards by something else was never banished with the Gravebinder
    Given Bob has "Test Wretch" in his Spoils
    And Bob controls "Test Thrall"
    And Alice has "Test Banishment" in hand
    When Alice activates ability 1 of "Test Gravebinder" targeting Bob
    And Alice and Bob pass in turn
    And Alice casts "Test Banishment" targeting Bob's "Test Thrall"
    And Alice and Bob pass in turn
    And Alice activates ability 2 of "Test Gravebinder"
    And Alice and Bob pass in turn
    Then Bob controls "Test Wretch"
    And Bob's Void is "Test Thrall"

  @id:nodawn-sideboard-outside-the-game @rule:400.10
  Scenario: A sideboard card is outside the game: an effect reaching every Entity card of a Spoils and a Void leaves it be
    Given Bob has "Test Wretch" in his Spoils
    And Bob has "Test Thrall" in his sideboard
    When Alice activates ability 1 of "Test Gravebinder" targeting Bob
    And Alice and Bob pass in turn
    And Alice activates ability 2 of "Test Gravebinder"
    And Alice and Bob pass in turn
    Then Bob controls "Test Wretch"
    And Bob no longer controls "Test Thrall"
    And Bob has "Test Thrall" in his sideboard

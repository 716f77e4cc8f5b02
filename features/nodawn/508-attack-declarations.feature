Feature: An attack declaration names one target per attacker and is legal as a whole
  Each attacking Entity attacks one target (508.1a, 508.1b); a declaration that cannot be made
  legally is illegal as a whole and the game rewinds to before it (508.1).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice controls "Gilded Emissary"
    And Alice controls a drained "Test Wretch"
    And Bob controls "Test Haven"
    When the game advances to Alice's declare attackers step

  @id:nodawn-attack-one-entity-two-targets-refused @rule:508.1a @rule:508.1b
  Scenario: An Entity already declared against Bob cannot also attack his Haven
    When Alice attacks Bob with "Gilded Emissary"
    Then Alice cannot attack Bob's "Test Haven" with "Gilded Emissary"
    And Alice's "Gilded Emissary" is attacking Bob

  @id:nodawn-attack-same-entity-twice-refused @rule:508.1a @rule:508.1
  Scenario: Naming one Emissary twice in one declaration is refused, and nothing attacks
    Then Alice cannot attack Bob with "Gilded Emissary" and "Gilded Emissary"
    And Alice's "Gilded Emissary" is not in combat
    And Alice's "Gilded Emissary" is undrained

  @id:nodawn-attack-declaration-illegal-as-a-whole @rule:508.1 @rule:508.1a
  Scenario: One drained Entity in the declaration makes the whole of it illegal
    Then Alice cannot attack Bob with "Gilded Emissary" and "Test Wretch"
    And Alice's "Gilded Emissary" is not in combat
    When Alice attacks Bob with "Gilded Emissary"
    Then Alice's "Gilded Emissary" is attacking Bob


Feature: Restricted Vitae
  Some effects produce Vitae that may be spent only in a certain way; the restriction goes with
  that Vitae into the pool and stays with it there, whatever becomes of what produced it (106.9).
  Unspent, it is wasted at cleanup like any other Vitae (514.2b).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-106-restricted-vitae-pays-its-spells-only @rule:106.9 @rule:106.7
  Scenario: The Coffer's 2 Vitae, for Entity spells only, pays for the Noble Squire but not for Test Rite 2
    Given Alice controls "Test War Coffer"
    And Alice has "Test Rite 2" and "Test Noble Squire" in hand
    When Alice activates "Test War Coffer"
    Then Alice's pool holds 2 generic Vitae to spend only on Entity spells
    And Alice's pool holds 0 generic Vitae
    And the stack is empty
    And Alice cannot cast "Test Rite 2"
    When Alice casts "Test Noble Squire"
    Then Alice's pool holds no Vitae
    When Alice and Bob pass in turn
    Then Alice controls "Test Noble Squire"
    And Alice's hand is "Test Rite 2"

  @id:nodawn-106-restriction-outlives-its-source @rule:106.9
  Scenario: Bob breaks the Coffer after it was drained: the Vitae it gave stays in Alice's pool, restricted as before
    Given Alice controls "Test War Coffer"
    And Alice has "Test Rite 2" and "Test Noble Squire" in hand
    And Bob has "Test Relic Breaker" in hand
    When Alice activates "Test War Coffer"
    And Alice passes
    And Bob casts "Test Relic Breaker" targeting Alice's "Test War Coffer"
    And Bob and Alice pass in turn
    Then Alice has "Test War Coffer" in her Spoils
    And Alice's pool holds 2 generic Vitae to spend only on Entity spells
    And Alice cannot cast "Test Rite 2"
    When Alice casts "Test Noble Squire"
    Then Alice's pool holds no Vitae

  @id:nodawn-106-restricted-and-plain-vitae-together @rule:106.9 @rule:118.2
  Scenario: With 1 plain and 2 restricted Vitae Alice cannot pay 2 for a Caprice; for the Squire she picks which Vitae to spend
    Given Alice controls "Test War Coffer"
    And Alice's pool holds 1 generic Vitae
    And Alice has "Test Rite 2" and "Test Noble Squire" in hand
    When Alice activates "Test War Coffer"
    Then Alice cannot cast "Test Rite 2"
    Given Alice will answer "pool-payment" with "generic for Entity spells" and "generic for Entity spells"
    When Alice casts "Test Noble Squire"
    Then Alice's "pool-payment" choice offers exactly "generic" and "generic for Entity spells"
    And Alice's pool holds 1 generic Vitae
    And Alice's pool holds 0 generic Vitae to spend only on Entity spells

  @id:nodawn-106-restricted-vitae-pays-no-ability @rule:106.9
  Scenario: Restricted to Entity spells, the Coffer's Vitae cannot pay the Scribe Lamp's ability
    Given Alice controls "Test War Coffer" and "Test Scribe Lamp"
    And Alice's Domain holds, from the top, "Test Wretch"
    When Alice activates "Test War Coffer"
    Then Alice cannot activate "Test Scribe Lamp"
    And Alice's hand is empty

  @id:nodawn-106-restricted-vitae-wasted @rule:106.9 @rule:514.2b @ruleset:>=2026-08-02
  Scenario: Unspent restricted Vitae is wasted at cleanup like any other: 2 left cost Alice 4 Vitae and give her 4 Wrath
    Given Alice controls "Test War Coffer"
    And Bob's Domain holds 3 copies of "Test Filler"
    When Alice activates "Test War Coffer"
    And the game advances to Bob's upkeep
    Then Alice has 16 Vitae
    And Alice has 4 Wrath
    And Alice's pool holds no Vitae

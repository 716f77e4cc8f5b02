Feature: A cost whose payment an effect changes is still paid
  If an effect changes what paying a cost actually does, the cost still counts as paid, and what it
  paid for goes ahead (118.11). One payment buys one thing (118.10).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-118-discard-cost-replaced-still-paid @rule:118.11 @rule:702.21a @rule:614.1
  Scenario: The Page's Bleed discards it as the cost; the Scholar's Ward draws a card instead, and the Bleed still goes on the stack and draws
    Given Alice controls "Test Scholar's Ward"
    And Alice has "Test Bleeding Page" in hand
    And Alice's Domain holds, from the top, "Test Wretch" and "Test Thrall"
    And Alice's pool holds 1 generic Vitae
    When Alice bleeds "Test Bleeding Page"
    Then Alice's hand is "Test Bleeding Page" and "Test Wretch"
    And Alice's Spoils is empty
    And Alice's pool holds no Vitae
    And the stack holds "Test Bleeding Page"
    When Alice and Bob pass in turn
    Then Alice's hand is "Test Bleeding Page", "Test Wretch" and "Test Thrall"
    And the stack is empty

  @id:nodawn-118-sacrifice-cost-banished-still-paid @rule:118.11 @rule:702.22a @rule:602.2
  Scenario: The exhumed Martyr is sacrificed for its own ability and banished instead of reaching the Spoils: the ability still resolves
    Given Alice has 15 Vitae
    And Alice has "Test Grave Martyr" in her Spoils
    And Alice's pool holds 1 generic Vitae
    When Alice exhumes "Test Grave Martyr"
    And Alice and Bob pass in turn
    Then Alice controls "Test Grave Martyr"
    When Alice activates "Test Grave Martyr"
    Then Alice no longer controls "Test Grave Martyr"
    And Alice's Void is "Test Grave Martyr"
    And Alice's Spoils is empty
    And the stack holds "Test Grave Martyr"
    When Alice and Bob pass in turn
    Then Alice has 17 Vitae

  @id:nodawn-118-one-sacrifice-one-ability @rule:118.10 @rule:602.2
  Scenario: The Thrall sacrificed for its first ability cannot pay for its second: Alice gains 2 Vitae and draws nothing
    Given Alice has 15 Vitae
    And Alice controls "Test Twice-Pledged Thrall"
    And Alice's Domain holds, from the top, "Test Wretch"
    When Alice activates ability 1 of "Test Twice-Pledged Thrall"
    Then Alice has "Test Twice-Pledged Thrall" in her Spoils
    And Alice cannot activate ability 2 of "Test Twice-Pledged Thrall"
    When Alice and Bob pass in turn
    Then Alice has 17 Vitae
    And Alice's hand is empty
    And Alice's Domain is "Test Wretch"

  @id:nodawn-118-resolving-sacrifice-pays-nothing @rule:118.10 @rule:701.12a
  Scenario: Bob's Sacrament makes Alice sacrifice the Thrall: that sacrifice pays for neither of its abilities
    Given Alice has 15 Vitae
    And Alice controls "Test Twice-Pledged Thrall"
    And Alice's Domain holds, from the top, "Test Wretch"
    And Bob has "Test Sacrament" in hand
    When Alice passes
    And Bob casts "Test Sacrament"
    And Bob and Alice pass in turn
    Then Alice has "Test Twice-Pledged Thrall" in her Spoils
    And the stack is empty
    And Alice has 15 Vitae
    And Alice's hand is empty
    And Alice's Domain is "Test Wretch"

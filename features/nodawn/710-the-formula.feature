Feature: The Formula
  A Component is a Base, a Vector, a Selector or an Amplifier, and exists to be brewed: a Formula
  is cast as one Base with up to three modifiers, one of each craft at most, from hand and from a
  Laboratory — one announcement, one stack object, one resolution, costing what its components
  cost, a stored Component adding nothing. Its text runs Base, Vector, Selector, Amplifier, and
  all its cards go together where the Base goes; countered, every component falls (710).

  Background:
    Given a No Dawn duel between Alice and Bob
    And each player's lineage Haven is "Test Haven"

  @id:nodawn-710-merchants-blight @example @rule:710.4 @rule:710.2 @rule:312.4
  Scenario: From the Charnel Abbey's Laboratory the Elian brews the Merchant's Blight, one spell of three cards
    710.4's example: the Base already stored in the Laboratory, joined by two Components from hand
    (a Vector and a Selector), is announced and resolved as a single casting. The Components' costs and text are not
    given: the kit's choice (1 Vitae each; 2 damage, 1 more to the same target, each opponent
    loses 1). The stored Base was paid for at storage, so the brew costs the two from hand.

    Given Alice's lineage Haven is "The Charnel Abbey"
    And the Laboratory of Alice's "The Charnel Abbey" stores "Fever Base"
    And Alice has "Social Contagion Vector" and "Class Selector" in hand
    And Alice's pool holds 2 generic Vitae
    When Alice brews "Fever Base" with "Social Contagion Vector" and "Class Selector", targeting Bob
    Then the stack holds "Fever Base"
    And Alice's hand is empty
    And Alice's functions store 0 cards
    And Alice's pool holds no Vitae
    When Alice and Bob pass in turn
    Then Bob has 16 Vitae
    And Alice has "Fever Base", "Social Contagion Vector" and "Class Selector" in her Spoils

  @id:nodawn-710-countered-brew-falls-whole @rule:710.4 @rule:701.7a
  Scenario: Countering the brew counters the whole: every component falls to the Spoils together
    Given Alice's lineage Haven is "The Charnel Abbey"
    And the Laboratory of Alice's "The Charnel Abbey" stores "Fever Base"
    And Alice has "Social Contagion Vector" and "Class Selector" in hand
    And Alice's pool holds 2 generic Vitae
    And Bob has "Test Negation" in hand
    When Alice brews "Fever Base" with "Social Contagion Vector" and "Class Selector", targeting Bob
    And Alice passes
    And Bob casts "Test Negation" targeting Alice's "Fever Base"
    And Bob and Alice pass in turn
    Then Bob has 20 Vitae
    And the stack is empty
    And Alice's Spoils holds 3 cards
    And Alice has "Fever Base", "Social Contagion Vector" and "Class Selector" in her Spoils
    And Alice's functions store 0 cards

  @id:nodawn-710-brew-costs-the-sum @rule:710.2
  Scenario: From hand, the brew costs the sum of its components: one Vitae short, it cannot be brewed
    Given Alice has "Fever Base", "Social Contagion Vector" and "Test Virulent Amplifier" in hand
    And Alice's pool holds 3 generic Vitae
    Then Alice cannot brew "Fever Base" with "Social Contagion Vector" and "Test Virulent Amplifier", targeting Bob
    And Alice's hand holds 3 cards

  @id:nodawn-710-brew-costs-the-sum-paid @rule:710.2 @rule:710.3
  Scenario: With the full four Vitae the three are brewed and resolve Base, Vector, then Amplifier
    Given Alice has "Fever Base", "Social Contagion Vector" and "Test Virulent Amplifier" in hand
    And Alice's Domain holds 3 copies of "Test Wretch"
    And Alice's pool holds 4 generic Vitae
    When Alice brews "Fever Base" with "Test Virulent Amplifier" and "Social Contagion Vector", targeting Bob
    Then the stack holds "Fever Base"
    And Alice's pool holds no Vitae
    When Alice and Bob pass in turn
    Then Bob has 17 Vitae
    And Alice's hand holds 1 cards
    And Alice's Spoils holds 3 cards

  @id:nodawn-710-one-of-each-craft @rule:710.2
  Scenario: A brew takes at most one of each craft: two Vectors are refused
    Given Alice has "Fever Base", "Social Contagion Vector" and "Test Second Vector" in hand
    And Alice's pool holds 2 generic Vitae
    Then Alice cannot brew "Fever Base" with "Social Contagion Vector" and "Test Second Vector", targeting Bob
    And Alice's hand holds 3 cards

  @id:nodawn-710-component-not-cast-alone @rule:710.1
  Scenario: A Component exists to be brewed: a Vector cannot be cast alone
    Given Alice has "Social Contagion Vector" in hand
    And Alice's pool holds 1 generic Vitae
    Then Alice cannot cast "Social Contagion Vector"
    And Alice has "Social Contagion Vector" in hand

  @id:nodawn-710-modifier-is-not-the-base @rule:710.1 @rule:710.2
  Scenario: A Formula is cast as its Base: a Vector cannot carry the brew
    Given Alice has "Fever Base" and "Social Contagion Vector" in hand
    And Alice's pool holds 2 generic Vitae
    Then Alice cannot brew "Social Contagion Vector" with "Fever Base", targeting Bob

  @id:nodawn-710-laboratory-of-own-haven @rule:710.2 @rule:312.4
  Scenario: A Component neither in hand nor stored in a Laboratory of a Haven the caster controls cannot be brewed
    Given Alice has "Fever Base" in hand
    And Alice's pool holds 2 generic Vitae
    Then Alice cannot brew "Fever Base" with "Class Selector", targeting Bob
    And Alice has "Fever Base" in hand

  @id:nodawn-710-full-brew-of-four @rule:710.2 @rule:710.3
  Scenario: A Base with all three modifiers — the most a brew takes — is one spell costing all four
    Given Alice has "Fever Base", "Social Contagion Vector", "Class Selector" and "Test Virulent Amplifier" in hand
    And Alice's Domain holds 3 copies of "Test Wretch"
    And Alice's pool holds 5 generic Vitae
    When Alice brews "Fever Base" with "Class Selector", "Test Virulent Amplifier" and "Social Contagion Vector", targeting Bob
    Then the stack holds "Fever Base"
    And Alice's hand is empty
    And Alice's pool holds no Vitae
    When Alice and Bob pass in turn
    Then Bob has 16 Vitae
    And Alice's hand holds 1 cards
    And Alice's Spoils holds 4 cards

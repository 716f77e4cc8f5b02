Feature: Costs, the Master-Blood tax and the Master's Vitae
  A cost block has four parts, paid together as the spell is cast: Vitae from the pool or the
  vein, a diamond cost from the vein only, and signed Corruption and Wrath that are incurred or
  spent. A cost is paid in full or not at all, and a minus cost needs the points it spends.
  Every action that draws on the Master's Vitae adds one Corruption, and each three Master
  Vitae spent in a turn add one Wrath, rounded up and counted over the whole turn. What casting
  paid stays paid if the spell is countered. The Master's Vitae never rises above its cap
  (107.4, 118, 119).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-tax-two-vein-casts @example @rule:118.6 @rule:106.5b @rule:119.4b
  Scenario: Two casts from the vein in one turn: two Corruption, and Wrath for four Vitae
    Given Alice has "Marginalia" and "Vigil of Three Nights" in hand
    When Alice casts "Marginalia" paying 2 from the vein
    Then Alice has 18 Vitae
    And Alice has 1 Corruption and 1 Wrath
    When Alice and Bob pass in turn
    And Alice casts "Vigil of Three Nights" paying 2 from the vein
    Then Alice has 16 Vitae
    And Alice has 2 Corruption and 2 Wrath

  @id:nodawn-tax-one-action-one-corruption @rule:118.6
  Scenario: Five Master Vitae in one action: one Corruption and two Wrath
    Given Alice has "Test Rite 5" in hand
    When Alice casts "Test Rite 5" paying 5 from the vein
    Then Alice has 15 Vitae
    And Alice has 1 Corruption and 2 Wrath

  @id:nodawn-tax-rounds-over-the-turn @rule:118.6
  Scenario: The third Master Vitae of a turn adds no Wrath, as the first already rounded up
    Given Alice has already spent 1 Master Vitae this turn
    And Alice has "Test Rite 2" in hand
    When Alice casts "Test Rite 2" paying 2 from the vein
    Then Alice has 18 Vitae
    And Alice has 1 Corruption and 0 Wrath

  @id:nodawn-tax-part-from-the-pool @contested @rule:106.5b @rule:601.2h @rule:118.6
  Scenario: Paying part of a cost from the vein is taxed as a whole action
    118.2's example says a player with 2 Vitae in every vessel cannot pay 3, which would forbid
    mixing pool and vein; 106.5b and 601.2h let any part or any shortfall of a Vitae cost come
    from the vein. Reading adopted: the rules, with the example read as 2 Vitae in all
    (docs/contested.md, nodawn-split-payment).
    Given Alice's pool holds 3 generic Vitae
    And Alice has "Test Rite 5" in hand
    When Alice casts "Test Rite 5" paying 2 from the vein
    Then Alice's pool holds no Vitae
    And Alice has 18 Vitae
    And Alice has 1 Corruption and 1 Wrath

  @id:nodawn-pool-payment-is-untaxed @rule:106.5a @rule:118.6
  Scenario: A cost paid wholly from the pool draws no tax
    Given Alice's pool holds 2 generic Vitae
    And Alice has "Test Rite 2" in hand
    When Alice casts "Test Rite 2"
    Then Alice's pool holds no Vitae
    And Alice has 20 Vitae
    And Alice has 0 Corruption and 0 Wrath

  @id:nodawn-pool-payment-choice @rule:601.2h @rule:106.4
  Scenario: With blood of two tags in the pool, the caster chooses which pays a generic cost
    Given Alice's pool holds 1 Sacred Vitae
    And Alice's pool holds 1 generic Vitae
    And Alice has "Test Filler" in hand
    And Alice will answer "pool-payment" with "generic"
    When Alice casts "Test Filler"
    Then Alice's "pool-payment" choice offers exactly "Sacred" and "generic"
    And Alice's "pool-payment" choice allows at most 1
    And Alice's pool holds 1 Sacred Vitae
    And Alice's pool holds 0 generic Vitae

  @id:nodawn-master-blood-only-from-the-vein @rule:107.4b @rule:202.3 @rule:118.3
  Scenario: A diamond cost is paid from the Master even when the pool could cover it
    Given Alice's pool holds 3 generic Vitae
    And Alice has "Test Rite ◇2" in hand
    When Alice casts "Test Rite ◇2"
    Then Alice's pool holds 2 generic Vitae
    And Alice has 18 Vitae
    And Alice has 1 Corruption and 1 Wrath

  @id:nodawn-master-blood-with-vein-one-action @rule:107.4b @rule:118.6 @rule:202.3a
  Scenario: A diamond cost and a vein payment in one cast are one taxed action
    Given Alice has "Test Rite ◇2" in hand
    When Alice casts "Test Rite ◇2" paying 1 from the vein
    Then Alice has 17 Vitae
    And Alice has 1 Corruption and 1 Wrath

  @id:nodawn-master-blood-closed-by-day @rule:107.4b @rule:304.6
  Scenario: A diamond cost cannot be paid while the Master shelters through the Day
    Given the world cycle stands at Day 2, The Assault
    And Alice's pool holds 3 generic Vitae
    And Alice has "Test Rite ◇2" in hand
    Then Alice cannot cast "Test Rite ◇2"

  @id:nodawn-partial-payment-refused @rule:118.2
  Scenario: A pool short of the cost pays nothing at all
    Given Alice's pool holds 2 generic Vitae
    And Alice has "Test Rite 5" in hand
    Then Alice cannot cast "Test Rite 5"
    And Alice's pool holds 2 generic Vitae

  @id:nodawn-vein-needs-enough-vitae @rule:119.4a @rule:118.2
  Scenario: A Master cannot pay more Vitae than it has
    Given Alice has 4 Vitae
    And Alice has "Test Rite 5" in hand
    Then Alice cannot cast "Test Rite 5" paying 5 from the vein

  @id:nodawn-minus-wrath-needs-wrath @rule:107.4d @rule:118.3 @rule:202.5
  Scenario: A minus Wrath cost needs the Wrath it spends
    Given Alice has 1 Wrath
    And Alice has "Test Caprice ▷-2" in hand
    Then Alice cannot cast "Test Caprice ▷-2"

  @id:nodawn-minus-wrath-spends-wrath @rule:107.4d @rule:118.3
  Scenario: A minus Wrath cost spends Wrath the caster has
    Given Alice has 3 Wrath
    And Alice has "Test Caprice ▷-2" in hand
    When Alice casts "Test Caprice ▷-2"
    Then Alice has 1 Wrath

  @id:nodawn-minus-corruption-needs-corruption @rule:107.4c @rule:202.4 @rule:601.2h
  Scenario: A penitent at one Corruption cannot cast a spell that spends two
    Given Alice has 1 Corruption
    And Alice has "Test Caprice ✚-2" in hand
    Then Alice cannot cast "Test Caprice ✚-2"

  @id:nodawn-countered-meter-cost-sticks @example @contested @rule:118.5 @rule:107.4e @rule:601.10
  Scenario: A countered spell keeps the Corruption its cost incurred
    This is 118.5's example. Palimpsest Whispers is read as 2 Sacred-sourced Vitae and ✚+1
    (see docs/contested.md, nodawn-palimpsest-cost); the outcome here depends only on the ✚+1.

    Given Alice's pool holds 2 Sacred Vitae
    And Alice has "Palimpsest Whispers" in hand
    And Bob has "Test Negation" in hand
    When Alice casts "Palimpsest Whispers"
    Then Alice has 1 Corruption
    When Alice passes
    And Bob casts "Test Negation" targeting Alice's "Palimpsest Whispers"
    And Bob and Alice pass in turn
    Then the stack is empty
    And Alice has "Palimpsest Whispers" in her Spoils
    And Alice has 1 Corruption
    And Alice's pool holds no Vitae

  @id:nodawn-countered-tax-sticks @rule:118.5 @rule:601.10
  Scenario: A countered spell paid from the vein keeps the Vitae, Corruption and Wrath it cost
    Given Alice has "Test Rite 2" in hand
    And Bob has "Test Negation" in hand
    When Alice casts "Test Rite 2" paying 2 from the vein
    And Alice passes
    And Bob casts "Test Negation" targeting Alice's "Test Rite 2"
    And Bob and Alice pass in turn
    Then Alice has "Test Rite 2" in her Spoils
    And Alice has 18 Vitae
    And Alice has 1 Corruption and 1 Wrath

  @id:nodawn-vitae-cap @rule:119.1 @rule:119.3
  Scenario: Restoring Vitae stops at the Master's cap
    Given Alice has 18 Vitae
    And Alice has "Test Mending 5" in hand
    When Alice casts "Test Mending 5"
    And Alice and Bob pass in turn
    Then Alice has 20 Vitae

  @id:nodawn-zero-cost-is-paid @rule:118.4
  Scenario: A spell costing nothing is cast with an empty pool
    Given Alice has "Test Bolt 0" in hand
    When Alice casts "Test Bolt 0" targeting Bob
    Then the stack holds "Test Bolt 0"
    And Alice has 20 Vitae

  @id:nodawn-tax-rounds-over-the-turn-past-six @rule:118.6 @rule:119.4b
  Scenario: Four Master Vitae already spent, then three more: the seventh rounds up to a third Wrath, one more for this action
    Given Alice has already spent 4 Master Vitae this turn
    And Alice has "Test Rite 3" in hand
    When Alice casts "Test Rite 3" paying 3 from the vein
    Then Alice has 17 Vitae
    And Alice has 1 Corruption and 1 Wrath

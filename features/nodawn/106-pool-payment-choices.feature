Feature: Which Vitae in the pool pay a cost
  Vitae in the pool carry the tag of their source. A cost that accepts any Vitae lets the payer
  pick which units pay it, one tag per unit and never a unit the pool does not hold; a cost
  restricted to a source takes only that tag (or the Master's blood). The diamond cost comes
  from the Master's own Vitae alone: the pool never pays it.

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-pool-payment-a-tag-not-held-refused @rule:106.3 @rule:118.2
  Scenario: Naming Innocent Vitae that the pool does not hold is refused
    Given Alice's pool holds 2 Sacred Vitae
    And Alice's pool holds 1 generic Vitae
    And Alice has "Test Rite 2" in hand
    Then Alice cannot answer "pool-payment" with "Sacred" and "Innocent" when she casts "Test Rite 2"
    And Alice's pool holds 2 Sacred Vitae
    And Alice has "Test Rite 2" in hand

  @id:nodawn-pool-payment-more-of-a-tag-than-held-refused @rule:106.3 @rule:118.2
  Scenario: Naming two Sacred Vitae where the pool holds one is refused
    Given Alice's pool holds 1 Sacred Vitae
    And Alice's pool holds 1 Innocent Vitae
    And Alice's pool holds 1 generic Vitae
    And Alice has "Test Rite 2" in hand
    Then Alice cannot answer "pool-payment" with "Sacred" and "Sacred" when she casts "Test Rite 2"

  @id:nodawn-pool-payment-sacred-and-innocent @rule:106.3 @rule:601.2h
  Scenario: One Sacred and one Innocent pay a cost of 2, and the generic stays
    Given Alice's pool holds 1 Sacred Vitae
    And Alice's pool holds 1 Innocent Vitae
    And Alice's pool holds 1 generic Vitae
    And Alice has "Test Rite 2" in hand
    When Alice answers "pool-payment" with "Sacred" and "Innocent" when she casts "Test Rite 2"
    Then Alice's "pool-payment" choice offers exactly "Sacred", "Innocent" and "generic"
    And Alice's "pool-payment" choice allows at least 2
    And Alice's "pool-payment" choice allows at most 2
    And Alice's pool holds 1 generic Vitae
    And Alice's pool holds 0 Sacred Vitae

  @id:nodawn-pool-payment-more-units-than-the-cost-refused @rule:118.1 @rule:118.2
  Scenario: Three units for a cost of 2 is refused: a cost is paid exactly
    Given Alice's pool holds 2 Sacred Vitae
    And Alice's pool holds 2 generic Vitae
    And Alice has "Test Rite 2" in hand
    Then Alice cannot answer "pool-payment" with "Sacred", "Sacred" and "generic" when she casts "Test Rite 2"

  @id:nodawn-diamond-cost-not-from-the-pool-refused @rule:107.4b @rule:118.3
  Scenario: The pool may pay the Vitae cost but not the diamond cost: three units for 1 plus ◇2 is refused
    Given Alice's pool holds 2 Sacred Vitae
    And Alice's pool holds 1 generic Vitae
    And Alice has "Test Rite ◇2" in hand
    Then Alice cannot answer "pool-payment" with "Sacred", "Sacred" and "generic" when she casts "Test Rite ◇2"
    And Alice has 20 Vitae
    When Alice answers "pool-payment" with "generic" when she casts "Test Rite ◇2"
    Then Alice's "pool-payment" choice allows at most 1
    And Alice's pool holds 2 Sacred Vitae
    And Alice has 18 Vitae
    And Alice has 1 Corruption and 1 Wrath

  @id:nodawn-source-cost-generic-not-offered @rule:106.4 @rule:106.5b
  Scenario: A Sacred cost half from the pool takes its Sacred unit; generic blood is not a choice
    Given Alice's pool holds 1 Sacred Vitae
    And Alice's pool holds 2 generic Vitae
    And Alice has "Test Sacred Rite 2" in hand
    Then Alice cannot answer "pool-payment" with "generic" when she casts "Test Sacred Rite 2" paying 1 from the vein
    When Alice casts "Test Sacred Rite 2" paying 1 from the vein
    Then Alice's "pool-payment" choice offers exactly "Sacred"
    And Alice's pool holds 2 generic Vitae
    And Alice has 19 Vitae

  @id:nodawn-vitae-ability-adds-sacred-mid-turn @rule:106.7 @rule:605.3 @rule:106.4
  Scenario: A Vitae ability adds Sacred blood at once, without the stack, and it pays a Sacred cost
    Given Alice controls "Test Sacred Vial"
    And Alice has "Test Sacred Rite 2" in hand
    Then Alice cannot cast "Test Sacred Rite 2"
    When Alice activates "Test Sacred Vial"
    Then the stack is empty
    And Alice's pool holds 2 Sacred Vitae
    When Alice casts "Test Sacred Rite 2"
    Then Alice's pool holds no Vitae
    And Alice has 20 Vitae

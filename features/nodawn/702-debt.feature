Feature: Debt, the Ledger of Favors
  A Debt is a marker on a player owed to another. Its creditor calls it in their own main phase,
  announcing the call onto the stack, where it can be answered and countered; countered, the Debt
  stands. As the call resolves the debtor honors it — the price its card printed, or 2 Vitae
  crossing the table — or refuses: the Debt is spent all the same, Suspicion rises 2 on the
  debtor's account, and the creditor is Invited across the debtor's thresholds (702.48, 116.2g).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"

  @id:nodawn-702-debt-taken-and-kept @rule:702.48 @rule:702.48a @rule:122.2i
  Scenario: The Gilded Loan puts a Debt to Alice on Bob, and it endures from turn to turn until called
    Given Alice has "Test Gilded Loan" in hand
    When Alice casts "Test Gilded Loan" targeting Bob
    And Alice and Bob pass in turn
    Then Bob owes Alice a Debt
    When the game advances to Alice's upkeep
    Then Bob owes Alice a Debt

  @id:nodawn-702-debt-called-in-main-phase @rule:702.48b @rule:116.2g
  Scenario: Alice cannot call Bob's Debt in his turn; in her own main phase she calls it onto the stack
    Given Bob owes Alice a Debt
    And it is Bob's first main phase of turn 1
    When Bob passes
    Then Alice cannot call Bob's Debt
    When the game advances to Alice's first main phase
    And Alice calls Bob's Debt
    Then the stack holds "Debt"

  @id:nodawn-702-debt-call-countered @rule:702.48b @rule:405.6
  Scenario: Bob counters the call: the Debt is not spent, and it stands
    Given Bob owes Alice a Debt
    And Bob has "Test Negation" in hand
    When Alice calls Bob's Debt
    And Alice passes
    And Bob casts "Test Negation" targeting Alice's "Debt"
    And Bob and Alice pass in turn
    Then the stack is empty
    And Bob owes Alice a Debt

  @id:nodawn-702-debt-honored @rule:702.48c
  Scenario: Honoring an unpriced Debt, Bob loses 2 Vitae and Alice gains 2; the Debt is spent
    Given Bob owes Alice a Debt
    And Alice has 15 Vitae
    When Alice calls Bob's Debt
    And Alice passes
    Given Bob will answer "debt" with "honor"
    When Bob passes
    Then Bob's "debt" choice offers exactly "honor" and "refuse"
    And Bob has 18 Vitae
    And Alice has 17 Vitae
    And Bob owes Alice no Debt

  @id:nodawn-702-debt-priced @rule:702.48c @rule:702.48a
  Scenario: The Sealed Ledger's Debt is honored by paying its price of 3, and no Vitae crosses the table
    Given Alice has "Test Sealed Ledger" in hand
    And Alice has 15 Vitae
    When Alice casts "Test Sealed Ledger" targeting Bob
    And Alice and Bob pass in turn
    And Alice calls Bob's Debt
    And Alice passes
    Given Bob will answer "debt" with "honor"
    When Bob passes
    Then Bob has 17 Vitae
    And Alice has 15 Vitae
    And Bob owes Alice no Debt

  @id:nodawn-702-debt-refused @rule:702.48d @rule:310.11 @rule:123.2
  Scenario: Bob refuses: the Debt is spent, Suspicion rises 2 on his account, and Alice is Invited across his thresholds
    Given Bob owes Alice a Debt
    When Alice calls Bob's Debt
    And Alice passes
    Given Bob will answer "debt" with "refuse"
    When Bob passes
    Then Bob owes Alice no Debt
    And Suspicion stands at 2
    And Bob's share of Suspicion is 2
    And Alice is Invited across Bob's thresholds
    And Bob has 20 Vitae

  @id:nodawn-702-debt-priced-refused @rule:702.48d @rule:702.48c
  Scenario: Bob refuses the Sealed Ledger's priced Debt: he pays none of its price, Suspicion rises 2 on his account, and Alice is Invited
    Given Alice has "Test Sealed Ledger" in hand
    When Alice casts "Test Sealed Ledger" targeting Bob
    And Alice and Bob pass in turn
    And Alice calls Bob's Debt
    And Alice passes
    Given Bob will answer "debt" with "refuse"
    When Bob passes
    Then Bob's "debt" choice offers exactly "honor" and "refuse"
    And Bob has 20 Vitae
    And Bob has 0 Corruption
    And Bob owes Alice no Debt
    And Suspicion stands at 2
    And Bob's share of Suspicion is 2
    And Alice is Invited across Bob's thresholds

  @id:nodawn-702-debt-call-needs-priority @rule:702.48b @rule:116.2g
  Scenario: In his own main phase Bob cannot call Alice's Debt once he has passed priority to her
    Given Alice owes Bob a Debt
    And it is Bob's first main phase of turn 1
    When Bob passes
    Then Alice holds priority
    And Bob cannot call Alice's Debt
    And the stack is empty
    And Alice owes Bob a Debt

  @id:nodawn-702-debt-call-needs-a-debt-owed @rule:702.48a @rule:702.48b
  Scenario: Alice cannot call a Debt Bob does not owe her, though she owes him one
    Given Alice owes Bob a Debt
    Then Alice cannot call Bob's Debt
    And the stack is empty
    And Bob owes Alice no Debt
    And Alice owes Bob a Debt

  @id:nodawn-702-debt-priced-pool-then-vein @rule:702.48c @rule:118.2 @rule:106.5b
  Scenario: A priced Debt honored with 1 Vitae in the pool takes that 1 and the other 2 from the Master
    Given Alice has "Test Sealed Ledger" in hand
    And Bob's pool holds 1 generic Vitae
    When Alice casts "Test Sealed Ledger" targeting Bob
    And Alice and Bob pass in turn
    Then Bob's pool holds 1 generic Vitae
    When Alice calls Bob's Debt
    And Alice passes
    Given Bob will answer "debt" with "honor"
    When Bob passes
    Then Bob has 18 Vitae
    And Bob's pool holds no Vitae
    And Bob owes Alice no Debt

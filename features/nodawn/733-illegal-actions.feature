@proposed
Feature: Handling illegal actions
  An illegal action, or one that cannot be completed legally, is reversed whole: what was paid is
  refunded, nothing triggers from it, and a spell cast illegally goes back where it came from.
  Priority stays with the player who had it, who may now take a legal action or pass (733).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-733-illegal-cast-reversed @rule:733.1
  Scenario: A spell cast at a target it may not have is undone, its payment back and nothing triggered
    Given Bob controls "Test Elusive Shade"
    And Alice controls "Test Scholar"
    And Alice's pool holds 5 Sacred Vitae
    And Alice has "Sacramental Fire" in hand
    Then Alice cannot cast "Sacramental Fire" targeting Bob's "Test Elusive Shade"
    And Alice has "Sacramental Fire" in hand
    And Alice's pool holds 5 Sacred Vitae
    And Alice's "Test Scholar" has 1 Attack
    And the stack is empty

  @id:nodawn-733-priority-kept-after-reversal @rule:733.2 @rule:733.1
  Scenario: After the reversal the player still holds priority and casts the spell legally
    Given Bob controls "Test Elusive Shade"
    And Alice controls "Test Scholar"
    And Alice's pool holds 5 Sacred Vitae
    And Alice has "Sacramental Fire" in hand
    Then Alice cannot cast "Sacramental Fire" targeting Bob's "Test Elusive Shade"
    When Alice casts "Sacramental Fire" targeting Bob
    Then the stack holds "Sacramental Fire" and "Test Scholar"
    And Alice's pool holds no Vitae
    When Alice and Bob pass in turn
    And Alice and Bob pass in turn
    Then Bob has 18 Vitae
    And Alice's "Test Scholar" has 2 Attack

  @id:nodawn-733-payment-refunded-whole @rule:733.1 @rule:733.2
  Scenario: A cast whose cost cannot be paid as announced is undone whole, with no Entity left drained
    Given Alice controls "Test Wretch", "Test Thrall", "Test Brute 4/4" and "Test Noble Squire"
    And Alice's pool holds 4 generic Vitae
    And Alice has "Iron Column" in hand
    Then Alice cannot cast "Iron Column" mustering "Test Wretch", "Test Thrall", "Test Brute 4/4" and "Test Noble Squire"
    And Alice's "Test Wretch" is undrained
    And Alice's "Test Noble Squire" is undrained
    And Alice's pool holds 4 generic Vitae
    And Alice has "Iron Column" in hand
    When Alice casts "Iron Column" mustering "Test Wretch", "Test Thrall" and "Test Brute 4/4"
    Then the stack holds "Iron Column"
    And Alice's "Test Noble Squire" is undrained
    And Alice's "Test Wretch" is drained

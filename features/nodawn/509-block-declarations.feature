Feature: A blocker answers one attack
  The defending player assigns each blocker to one attack on something they control (509.1a).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice controls "Gilded Emissary" and "Test Brute 4/4"
    And Bob controls "Iron Column"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Gilded Emissary" and "Test Brute 4/4"
    And the game advances to Alice's declare blockers step

  @id:nodawn-block-one-blocker-two-attacks-refused @rule:509.1a
  Scenario: Bob cannot block both attackers with one Iron Column
    When Bob blocks "Gilded Emissary" with "Iron Column"
    Then Bob cannot block "Test Brute 4/4" with "Iron Column"
    And Alice's "Test Brute 4/4" is unblocked
    And Bob's "Iron Column" is blocking Alice's "Gilded Emissary"

  @id:nodawn-block-one-blocker-two-attacks-at-once-refused @rule:509.1a
  Scenario: Naming one Iron Column twice in one declaration of blocks is refused whole
    Then Bob cannot block "Gilded Emissary" with "Iron Column" and "Iron Column"
    And Alice's "Gilded Emissary" is unblocked

@rule:122.2c @rule:704.5e
Feature: The Wrath cascade
  Whenever a player has five or more Wrath, five are removed and one Corruption is added, and the
  check repeats until fewer than five remain (122.2c, 704.5e).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-wrath-cascade-seven
  Scenario: Seven Wrath leave two Wrath and one more Corruption
    Given Alice has 4 Wrath and 0 Corruption
    And Alice has "Test Caprice ▷+3" in hand
    When Alice casts "Test Caprice ▷+3"
    Then Alice has 2 Wrath and 1 Corruption

@rule:122.2c @rule:704.5e
Feature: The Wrath cascade
  Whenever a player has five or more Wrath, five are removed and one Corruption is added, and the
  check repeats until fewer than five remain (122.2c, 704.5e).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-wrath-cascade-seven @example @rule:122.2c
  Scenario: Seven Wrath leave two Wrath and one more Corruption
    Given Alice has 4 Wrath and 0 Corruption
    And Alice has "Test Caprice ▷+3" in hand
    When Alice casts "Test Caprice ▷+3"
    Then Alice has 2 Wrath and 1 Corruption

  @id:nodawn-wrath-cascade-twelve @rule:704.5e
  Scenario: Twelve Wrath convert twice and leave two
    Given Alice has 6 Wrath and 0 Corruption
    And Alice has "Test Wrath Surge 6" in hand
    When Alice casts "Test Wrath Surge 6"
    And Alice and Bob pass in turn
    Then Alice has 2 Wrath and 2 Corruption

  @id:nodawn-wrath-cascade-exactly-five @rule:704.5e @rule:106.5d
  Scenario: The drain that brings Wrath to five turns it into one Corruption at once
    Given Alice has 4 Wrath and 3 Corruption
    And Alice controls "Test Noble Squire"
    When Alice drains "Test Noble Squire" for Vitae
    Then Alice has 0 Wrath and 4 Corruption
    And Alice's pool holds 1 Noble Vitae

  @id:nodawn-wrath-cascade-four-stays @rule:122.2c
  Scenario: Four Wrath stay as they are
    Given Alice has 1 Wrath and 0 Corruption
    And Alice has "Test Caprice ▷+3" in hand
    When Alice casts "Test Caprice ▷+3"
    Then Alice has 4 Wrath and 0 Corruption

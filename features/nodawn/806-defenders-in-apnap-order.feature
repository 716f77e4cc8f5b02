Feature: Defending players act in APNAP order
  When one combat has several defending players, they declare their blocks and spring their
  Wards in APNAP order: the player after the active one in turn order first, and so on round the
  table. Once a later defender has declared, an earlier one's chance has passed (800.5b, 806.3b).

  Background:
    Given a No Dawn free-for-all between Aldric, Bertrand and Casilda
    And Aldric's Domain holds 3 copies of "Test Filler"
    And Bertrand's Domain holds 3 copies of "Test Filler"
    And Casilda's Domain holds 3 copies of "Test Filler"
    And Aldric controls "Gilded Emissary" and "Test Noble Squire"
    And Bertrand controls "Test Wretch"
    And Casilda controls "Test Thrall"

  @id:nodawn-806-blocks-in-apnap-order @rule:806.3b @rule:800.5b @rule:806.3a
  Scenario: Bertrand, first after Aldric, declares his block, then Casilda hers: both stand
    When the game advances to Aldric's declare attackers step
    And Aldric declares attacks
      | attacker          | target   |
      | Gilded Emissary   | Bertrand |
      | Test Noble Squire | Casilda  |
    And the game advances to Aldric's declare blockers step
    And Bertrand blocks "Gilded Emissary" with "Test Wretch"
    And Casilda blocks "Test Noble Squire" with "Test Thrall"
    Then Bertrand's "Test Wretch" is blocking Aldric's "Gilded Emissary"
    And Casilda's "Test Thrall" is blocking Aldric's "Test Noble Squire"

  @id:nodawn-806-block-chance-passed @rule:806.3b @rule:800.5b
  Scenario: Casilda declares her block first: Bertrand, before her in APNAP order, can no longer block
    When the game advances to Aldric's declare attackers step
    And Aldric declares attacks
      | attacker          | target   |
      | Gilded Emissary   | Bertrand |
      | Test Noble Squire | Casilda  |
    And the game advances to Aldric's declare blockers step
    And Casilda blocks "Test Noble Squire" with "Test Thrall"
    Then Bertrand cannot block "Gilded Emissary" with "Test Wretch"
    Given Aldric will answer "rest" with "decline"
    When the game advances to Aldric's end of combat step
    Then Bertrand has 17 Vitae

  @id:nodawn-800-springs-in-apnap-order @rule:800.5b @rule:806.3b @rule:701.22a
  Scenario: Casilda springs her Ward first: Bertrand's chance to spring his against the same combat has passed
    Given each player's lineage Haven is "Test Haven"
    And Bertrand has set "Test Snare 3" in the Wards of "Test Haven"
    And Casilda has set "Test Snare 3" in the Wards of "Test Haven"
    When the game advances to Aldric's declare attackers step
    And Aldric declares attacks
      | attacker          | target                 |
      | Gilded Emissary   | Bertrand's "Test Haven" |
      | Test Noble Squire | Casilda's "Test Haven"  |
    Given Casilda will answer "rest" with "decline"
    When Casilda answers "target" with "Aldric's Test Noble Squire" when she springs "Test Snare 3" against "Test Noble Squire"
    Then Aldric has "Test Noble Squire" in Spoils
    And Bertrand cannot spring "Test Snare 3" against "Gilded Emissary"

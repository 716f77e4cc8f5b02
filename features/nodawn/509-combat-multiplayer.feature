Feature: Combat at a table of three
  In a free-for-all the active player may aim each attack at a different opponent. Each attack's
  defending player is whoever controls its target, and only that player may block it (506.3f,
  506.3g, 806.3).

  @id:nodawn-combat-only-defending-player-blocks @rule:509.1a @rule:506.3f @rule:806.3a
  Scenario: In a three-player game only the player whose Master is attacked may block that attack
    Given a No Dawn game between Alice, Bob and Carol
    And Alice controls "Gilded Emissary"
    And Carol controls "Test Brute 4/4"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Gilded Emissary"
    And the game advances to Alice's declare blockers step
    Then Carol cannot block "Gilded Emissary" with "Test Brute 4/4"
    When the game advances to Alice's end of combat step
    Then Bob has 17 Vitae
    And Carol has 20 Vitae

  @id:nodawn-combat-attacks-across-the-table @rule:506.3g @rule:806.3
  Scenario: One combat may send attacks at two different opponents
    Given a No Dawn game between Alice, Bob and Carol
    And Alice controls "Gilded Emissary" and "Test Noble Squire"
    When the game advances to Alice's declare attackers step
    And Alice declares attacks
      | attacker          | target |
      | Gilded Emissary   | Bob    |
      | Test Noble Squire | Carol  |
    And the game advances to Alice's end of combat step
    Then Bob has 17 Vitae
    And Carol has 19 Vitae

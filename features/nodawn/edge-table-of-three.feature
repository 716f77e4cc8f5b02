Feature: Edge cases: three players, "each player" and "an opponent" around the table
  At a table of three a rule about each player runs in APNAP order from whoever's turn it is, and
  the players choose one after another while nothing happens until all have chosen. A watcher of
  "an opponent" losing triggers for any player whose opponent leaves, whatever their seats
  (101.4, 603.9, 800.5b, 800.6).

  Background:
    Given a No Dawn game between Alice, Bob and Carol
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"
    And Carol's Domain holds 5 copies of "Test Filler"

  @id:nodawn-edge-bobs-watcher-sees-alice-leave @rule:603.9 @rule:104.3a @rule:800.6
  Scenario: Bob's Grim Witness triggers when Alice, an opponent of his, concedes
    Given Bob controls "Test Grim Witness"
    When Alice concedes
    Then Alice loses the game
    And Bob is still in the game
    And the stack holds "Test Grim Witness"
    When Bob and Carol pass in turn
    Then Bob's hand is "Test Filler"

  @id:nodawn-edge-each-player-sacrifices-from-the-active-player @rule:101.4 @rule:800.5b @rule:701.12a
  Scenario: Cast by Bob in Carol's turn, the Sacrament has Carol choose first, then Alice, then Bob, and all go at once
    Given it is Carol's first main phase of turn 1
    And Alice controls "Test Wretch" and "Test Thrall"
    And Bob controls "Gilded Emissary" and "Test Brute 4/4"
    And Carol controls "Test Noble Squire" and "Test Flyer"
    And Bob has "Test Sacrament" in hand
    When Carol passes
    And Alice passes
    And Bob casts "Test Sacrament"
    And Bob passes
    And Carol passes
    Given Carol will answer "sacrifice" with "Carol's Test Flyer"
    And Alice will answer "sacrifice" with "Alice's Test Wretch"
    And Bob will answer "sacrifice" with "Bob's Test Brute 4/4"
    When Alice passes
    Then at Alice's "sacrifice" choice, Carol controls "Test Flyer"
    And at Bob's "sacrifice" choice, Alice controls "Test Wretch"
    And Carol has "Test Flyer" in her Spoils
    And Alice has "Test Wretch" in her Spoils
    And Bob has "Test Brute 4/4" in his Spoils
    And Carol controls "Test Noble Squire"
    And Alice controls "Test Thrall"
    And Bob controls "Gilded Emissary"

  @id:nodawn-edge-red-dawn-at-a-table-of-three @rule:610.1 @rule:120.3a @rule:704.5a @rule:800.6
  Scenario: Each player takes the Red Dawn's 3; a Master left at 0 leaves, and the game goes on between the other two
    Given Carol has 3 Vitae
    And Alice has "Test Red Dawn 3" in hand
    When Alice casts "Test Red Dawn 3"
    And Alice, Bob and Carol pass in turn
    Then Carol loses the game
    And Alice has 17 Vitae
    And Bob has 17 Vitae
    And the game is not over

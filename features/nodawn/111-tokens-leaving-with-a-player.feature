Feature: Tokens a departing player controls but does not own
  A player who leaves a game that goes on takes what they own with them; what they controlled but
  did not own is banished to its owner's Void. A token is no card: once it leaves the battlefield
  it ceases to exist, so a banished token reaches no Void at all, not even for a moment as a card
  (800.6a, 111.8, 704.5g).

  @id:nodawn-111-departing-player-token-copy-leaves-no-card @rule:800.6a @rule:111.8 @rule:704.5g
  Scenario: Bob's Throne took the token copy of Alice's Wretch; Bob concedes, and the copy is gone, no Wretch in Alice's Void
    Alice makes a token copy of her own Wretch: she owns it, but Bob's Throne has it enter under
    his control, and no effect gave it to him that could end. When Bob concedes it is
    still his and not his own, so it is banished toward Alice's Void — and, being a token,
    ceases to exist instead of landing there as a card.

    Given a No Dawn game between Alice, Bob and Carol
    And Bob controls "Test Usurper's Throne"
    And Alice controls "Test Wretch"
    And Alice has "Test Mirror Conjuring" in hand
    When Alice casts "Test Mirror Conjuring" targeting Alice's "Test Wretch"
    And Alice, Bob and Carol pass in turn
    Then Bob controls "Test Wretch"
    And Alice controls "Test Wretch"
    When Bob concedes
    Then Bob loses the game
    And the game is not over
    And Alice controls "Test Wretch"
    And Alice's battlefield is "Test Wretch"
    And Alice's Void is empty
    And Alice's Spoils is "Test Mirror Conjuring"
    And Carol's battlefield is empty
    And Carol's Void is empty

  @id:nodawn-111-departing-player-wolves-leave-no-card @rule:800.6a @rule:111.8
  Scenario: Alice's Wolves entered under Bob's Throne; Bob concedes and they cease to exist, reaching neither Void nor Spoils
    Given a No Dawn game between Alice, Bob and Carol
    And Bob controls "Test Usurper's Throne"
    And Alice has "Test Wolf Call" in hand
    When Alice casts "Test Wolf Call"
    And Alice, Bob and Carol pass in turn
    Then Bob controls "Wolf Token" and "Wolf Token"
    And Alice's battlefield is empty
    When Bob concedes
    Then Bob loses the game
    And no "Wolf Token" is anywhere in the game
    And Alice's Void is empty
    And Alice's Spoils is "Test Wolf Call"

  @id:nodawn-111-departing-owner-takes-token-copy @rule:800.6a @rule:111.8
  Scenario: The owner of a token copy Carol holds concedes: the copy leaves the game with him and is in no zone
    Bob's token copy of his own Wretch stands under Carol's control, taken for the rest of the
    game. Bob concedes: everything he owns leaves with him, his token among it, and nothing of
    it is left on Carol's battlefield or in any Void.

    Given a No Dawn game between Alice, Bob and Carol
    And Bob controls "Test Wretch", called "the true Wretch"
    And Bob has "Test Mirror Conjuring" in hand
    And Carol has "Test Seizure" in hand
    When Alice passes
    And Bob casts "Test Mirror Conjuring" targeting Bob's "the true Wretch"
    And Bob, Carol and Alice pass in turn
    Then Bob's battlefield holds 2 cards
    When Alice passes
    And Bob passes
    And Carol casts "Test Seizure" targeting Bob's "Test Wretch"
    And Carol, Alice and Bob pass in turn
    Then Carol controls "Test Wretch"
    When Bob concedes
    Then Bob loses the game
    And no "Test Wretch" is anywhere in the game
    And Carol's battlefield is empty
    And Carol's Void is empty

  @id:nodawn-111-token-unheld-at-cleanup-leaves-the-turn-quiet @rule:800.6c @rule:111.8 @rule:514.5
  Scenario: Carol's hold on Alice's Page token, which entered under Bob's Throne, ends at cleanup after Bob has left: the token is gone, and the cleanup stays quiet
    Alice's token entered under Bob's control, so Bob is the player it falls back to. Carol takes
    it until end of turn; Bob concedes. When Carol's effect ends at Alice's cleanup nobody can
    control the token, so it is banished, and being a token it reaches no Void: nothing is left
    for a state check, nothing has triggered, and the turn ends without anyone receiving priority.

    Given a No Dawn game between Alice, Bob and Carol
    And Bob controls "Test Usurper's Throne"
    And Alice has "Test Page Summons" in hand
    And Carol has "Test Conscript Order" in hand
    And Alice's Domain holds 3 copies of "Test Filler"
    And Carol's Domain holds 3 copies of "Test Filler"
    When Alice casts "Test Page Summons"
    And Alice, Bob and Carol pass in turn
    Then Bob controls "Noble Page Token"
    When Alice passes
    And Bob passes
    And Carol casts "Test Conscript Order" targeting Bob's "Noble Page Token"
    And Carol, Alice and Bob pass in turn
    Then Carol controls "Noble Page Token"
    When Bob concedes
    Then Bob loses the game
    And Carol controls "Noble Page Token"
    When the game advances to Alice's end step
    And Alice and Carol pass in turn
    Then it is Carol's upkeep
    And no "Noble Page Token" is anywhere in the game
    And Alice's Void is empty

@deferred
Feature: The Conclave Seat
  The chair of the Crimson Conclave is a designation one player at most holds: no one until an
  effect seats a player, and seating one unseats the holder. Two inherent triggered abilities go
  with it, controlled by the seated player: they draw a card at the beginning of their end step,
  and an Entity that deals them combat damage wins its controller the Seat (725, deferred: no card
  of the rulebook grants the Seat, so a kit card stands in).

  Background:
    Given a No Dawn duel between Alice and Bob
    And each player's lineage Haven is "Test Haven"

  @id:nodawn-725-seat-taken-and-passed @rule:725.1
  Scenario: No one holds the Seat until an effect seats a player; seating another unseats the first
    Given Alice has "Test Conclave Summons" in hand
    And Bob has "Test Conclave Summons" in hand
    Then nobody holds the Conclave Seat
    When Alice casts "Test Conclave Summons"
    And Alice and Bob pass in turn
    Then Alice holds the Conclave Seat
    When Alice passes
    And Bob casts "Test Conclave Summons"
    And Bob and Alice pass in turn
    Then Bob holds the Conclave Seat

  @id:nodawn-725-seated-draws-at-end-step @rule:725.2
  Scenario: The Conclave Seat's holder draws one card as their end step begins
    Given Alice holds the Conclave Seat
    And Alice's Domain holds 3 copies of "Test Wretch"
    When the game advances to Alice's end step
    Then the stack holds "Conclave Seat"
    When Alice and Bob pass in turn
    Then Alice's hand holds 1 cards
    And Alice's Domain holds 2 cards

  @id:nodawn-725-no-draw-in-others-end-step @rule:725.2
  Scenario: The draw waits for the seated player's own end step: in the other player's it does not trigger
    Given Bob holds the Conclave Seat
    And Bob's Domain holds 3 copies of "Test Wretch"
    When the game advances to Alice's end step
    Then the stack is empty
    And Bob's hand is empty

  @id:nodawn-725-combat-damage-takes-seat @rule:725.2 @rule:725.1
  Scenario: An Entity dealing combat damage to the seated player wins the Seat for its controller
    Given Bob holds the Conclave Seat
    And Alice controls "Gilded Emissary"
    And it is Alice's declare attackers step of turn 2
    When Alice attacks Bob with "Gilded Emissary"
    And the game advances to Alice's end of combat step
    Then Alice holds the Conclave Seat

  @id:nodawn-725-haven-damage-keeps-seat @rule:725.2
  Scenario: Combat damage to the seated player's Haven is not damage to the seated player: the Seat stays
    Given Bob holds the Conclave Seat
    And Alice controls "Gilded Emissary"
    And it is Alice's declare attackers step of turn 2
    When Alice attacks Bob's "Test Haven" with "Gilded Emissary"
    And the game advances to Alice's end of combat step
    Then Bob holds the Conclave Seat

  @id:nodawn-725-seated-attacker-hits-other-no-seizure @rule:725.2
  Scenario: Combat damage the seated player's Entity deals to another player is not damage to the seated player: nothing triggers
    Given Alice holds the Conclave Seat
    And Alice controls "Gilded Emissary"
    And it is Alice's declare attackers step of turn 2
    When Alice attacks Bob with "Gilded Emissary"
    And the game advances to Alice's combat damage step
    Then the stack is empty
    And Alice holds the Conclave Seat

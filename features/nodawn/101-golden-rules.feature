Feature: The Golden Rules
  A card that contradicts the rules wins, setting aside only the rule it addresses, only where it
  addresses it; what it changes persists, and a one-time instruction stays one-shot. Where one
  effect permits and another forbids, the "can't" prevails. What an instruction cannot do is
  simply not done. Players making choices at once choose in APNAP order — the active player
  first, each other in turn order — then everything happens together (101).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-cant-beats-may @example @rule:101.2 @rule:101.1
  Scenario: A card allowing a second seal this turn meets one forbidding any seal this turn: the prohibition wins, no seal
    101.2's example, with the kit's Test Second Offering and Test Dry Pit.

    Given Alice has "Test Second Offering" and "Test Filler" in hand
    And Bob has "Test Dry Pit" in hand
    When Alice casts "Test Second Offering"
    And Alice and Bob pass in turn
    And Alice passes
    And Bob casts "Test Dry Pit" targeting Alice
    And Bob and Alice pass in turn
    Then Alice cannot seal "Test Filler" into the Pit

  @id:nodawn-card-sets-aside-the-drop-limit @rule:101.1 @rule:101.1b @rule:505.4d
  Scenario: A card allowing a second drop sets aside the once-a-turn rule for that turn only
    Given Alice has "Test Second Offering", "Test Filler", "Slip the Knife" and "Marginalia" in hand
    And Bob's Domain holds 3 copies of "Test Filler"
    And Alice's Domain holds 3 copies of "Test Filler"
    When Alice casts "Test Second Offering"
    And Alice and Bob pass in turn
    And Alice seals "Test Filler" into the Pit
    And Alice and Bob pass in turn
    And Alice seals "Slip the Knife" into the Pit
    And Alice and Bob pass in turn
    Then Alice's Pit is "Test Filler" and "Slip the Knife"
    Given Alice will answer "pit-order" with "Test Filler" and "Slip the Knife"
    When the game advances to Alice's first main phase
    And Alice seals "Marginalia" into the Pit
    And Alice and Bob pass in turn
    Then Alice cannot seal "Test Filler" into the Pit

  @id:nodawn-impossible-part-ignored @rule:101.3 @rule:701.10a
  Scenario: The part of an instruction that cannot be done is ignored: told to discard two, a player with one discards it
    Given Bob has "Test Filler" in hand
    And Alice has "Test Mind Rot 2" in hand
    When Alice casts "Test Mind Rot 2" targeting Bob
    And Alice and Bob pass in turn
    Then Bob's hand is empty
    And Bob has "Test Filler" in his Spoils

  @id:nodawn-each-player-sacrifices-apnap @example @rule:101.4 @rule:101.4e @rule:701.12a
  Scenario: "Each player sacrifices an Entity": the active player chooses, then each opponent, then all go at once
    The example printed after 101.4e, of the APNAP order 101.4 sets and 101.4e extends to the
    game's set-up (there the starting player counts as the active player). It quotes Sacramental
    Fire; the kit's Test Sacrament carries that clause alone (Sacramental Fire's cost is
    contested: nodawn-sacramental-fire-cost).

    Given Alice controls "Test Wretch" and "Test Thrall"
    And Bob controls "Gilded Emissary" and "Test Brute 4/4"
    And Alice has "Test Sacrament" in hand
    When Alice casts "Test Sacrament"
    And Alice passes
    Given Alice will answer "sacrifice" with "Alice's Test Thrall"
    And Bob will answer "sacrifice" with "Bob's Gilded Emissary"
    When Bob passes
    Then Alice's "sacrifice" choice offers exactly "Alice's Test Wretch" and "Alice's Test Thrall"
    And Bob's "sacrifice" choice offers exactly "Bob's Gilded Emissary" and "Bob's Test Brute 4/4"
    And at Bob's "sacrifice" choice, Alice controls "Test Thrall"
    And Alice has "Test Thrall" in her Spoils
    And Bob has "Gilded Emissary" in his Spoils
    And Alice controls "Test Wretch"
    And Bob controls "Test Brute 4/4"

  @id:nodawn-each-player-sacrifices-none @rule:101.3 @rule:101.4
  Scenario: A player with no Entity sacrifices nothing; a player with one has no choice to make
    Given Alice controls "Test Wretch"
    And Alice has "Test Sacrament" in hand
    When Alice casts "Test Sacrament"
    And Alice and Bob pass in turn
    Then Alice has "Test Wretch" in her Spoils
    And Bob's Spoils is empty

  @id:nodawn-own-simultaneous-choices-ordered @rule:101.4c @rule:603.3
  Scenario: A player owing several simultaneous choices with no order stated picks the order
    Given Alice controls "Test Martyr" and "Test Mourner"
    And Alice has 15 Vitae
    And Alice has "Test Firestorm 1" in hand
    When Alice casts "Test Firestorm 1"
    And Alice passes
    Given Alice will put the triggered abilities of "Test Mourner" and "Test Martyr" on the stack in that order
    And Alice will answer "spoils-order" with "Test Mourner" and "Test Martyr"
    And Alice will answer "rest" with "decline"
    And Alice will answer "rest" with "decline"
    When Bob passes
    Then the stack holds "Test Mourner", "Test Mourner" and "Test Martyr"
    When Alice and Bob pass in turn
    Then Alice has 18 Vitae

  @id:nodawn-each-player-sacrifices-only-an-entity @rule:101.3 @rule:701.12a
  Scenario: "Each player sacrifices an Entity" reaches no other kind of permanent: Alice's one Entity goes, and Bob, with only a Relic, sacrifices nothing
    Given Alice controls "Test Wretch", "Test Sacred Vial" and "Cask of the Old Vintage"
    And Bob controls "Test Sacred Vial"
    And Alice has "Test Sacrament" in hand
    When Alice casts "Test Sacrament"
    And Alice and Bob pass in turn
    Then Alice's "sacrifice" choice offers exactly "Alice's Test Wretch"
    And Alice has "Test Wretch" in her Spoils
    And Alice controls "Test Sacred Vial" and "Cask of the Old Vintage"
    And Bob controls "Test Sacred Vial"
    And Bob's Spoils is empty

Feature: Turn-based actions
  Turn-based actions happen by themselves as a step, round or turn begins or ends: nobody
  controls them, they never use the stack, and they come before the state checks, before
  waiting triggers go on the stack and before anyone receives priority. An "at the beginning
  of" ability is a triggered ability, not one of them; nor is the seal of the Pit (703).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"

  @id:nodawn-703-replenish-without-the-stack @rule:703.1 @rule:703.4d @rule:703.2
  Scenario: The replenish happens by itself, uses no stack and leaves damage where it is
    Given it is Bob's end step of turn 1
    And Alice controls "Test Brute 4/4" with 2 damage
    And Alice's "Test Brute 4/4" is drained
    When the game advances to Alice's upkeep
    Then Alice's "Test Brute 4/4" is undrained
    And Alice's "Test Brute 4/4" has 2 damage
    And the stack is empty

  @id:nodawn-703-replenish-only-the-active-player @rule:703.4d
  Scenario: Only the active player's drained permanents replenish
    Given it is Bob's end step of turn 1
    And Bob controls a drained "Test Noble Squire"
    When the game advances to Alice's upkeep
    Then Bob's "Test Noble Squire" is drained

  @id:nodawn-703-beginning-of-upkeep-is-a-trigger @rule:703.1a
  Scenario: An "at the beginning of your upkeep" ability goes on the stack as a trigger
    Given it is Bob's end step of turn 1
    And Alice controls "Test Bell Ringer"
    And Alice will answer "target" with "Bob"
    When the game advances to Alice's upkeep
    Then the stack holds "Test Bell Ringer"
    And Bob has 20 Vitae
    When Alice and Bob pass in turn
    Then Bob has 19 Vitae

  @id:nodawn-703-return-before-the-upkeep-trigger @rule:703.3 @rule:703.4e
  Scenario: The return from shelter is done before the upkeep trigger takes its target
    The return is the upkeep's turn-based action, so it happens before the waiting trigger is
    put on the stack and its target chosen: the Entity just back in the open may be targeted.

    Given the world cycle stands at Day 3, The Retrieve
    And it is Bob's end step of turn 3
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice controls "Test Bell Ringer"
    And Bob controls "Duskcaller Shaman"
    And Bob's "Duskcaller Shaman" shelters in "Test Haven"
    And Alice will answer "target" with "Bob's Duskcaller Shaman"
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 1, The Hunt
    And Bob's "Duskcaller Shaman" is not sheltered
    And Alice's "target" choice offers "Bob's Duskcaller Shaman"
    And the stack holds "Test Bell Ringer"
    When Alice and Bob pass in turn
    Then Bob's "Duskcaller Shaman" has 1 damage

  @id:nodawn-703-return-possessions-free @rule:703.4e
  Scenario: At the first Night upkeep the Master's possessions come back free, night Entities for 1 Vitae
    Given the world cycle stands at Day 3, The Retrieve
    And it is Bob's end step of turn 3
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice controls "Test Filler" and "Test Companion 3"
    And Alice's "Test Filler" shelters in "Test Haven"
    And Alice's "Test Companion 3" shelters in "Test Haven"
    When the game advances to Alice's upkeep
    Then Alice's "Test Filler" is not sheltered
    And Alice's "Test Companion 3" is not sheltered
    And Alice's Master is not sheltered
    And Alice has 20 Vitae
    And Alice has 0 Corruption

  @id:nodawn-703-cycle-advances-at-the-round @rule:703.4 @rule:703.4a
  Scenario: The world cycle advances one step as the first turn of a round begins
    Given it is Bob's end step of turn 1
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 2, The Arise

  @id:nodawn-703-cycle-holds-within-the-round @rule:703.4a
  Scenario: The round's later turns keep the round the first turn opened
    Given it is Alice's end step of turn 1
    When the game advances to Bob's upkeep
    Then the world cycle stands at Night 1, The Hunt

  @id:nodawn-703-cycle-wraps @rule:703.4a
  Scenario: After The Retrieve the cycle wraps round to The Hunt, and dusk falls
    Given the world cycle stands at Day 3, The Retrieve
    And it is Bob's end step of turn 6
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 1, The Hunt
    And Alice's Master is not sheltered

  @id:nodawn-703-draw-enlightenment @rule:703.4g
  Scenario: From their second turn a player draws their Master's Enlightenment
    Given Alice's Master is "Test Garethean Master"
    And it is Bob's end step of turn 1
    When the game advances to Alice's first main phase
    Then Alice's hand holds 2 cards
    And Alice's Domain holds 3 cards

  @id:nodawn-703-opening-draw-is-one @rule:703.4g
  Scenario: In the first round the player on the draw takes exactly one card, whatever the Enlightenment
    Given Bob's Master is "Test Garethean Master"
    And it is Alice's end step of turn 1
    When the game advances to Bob's first main phase
    Then Bob's hand is "Test Filler"
    And Bob's Domain holds 4 cards

  @id:nodawn-703-first-player-skips-the-draw @rule:703.4g
  Scenario: The player who took the first turn draws nothing in the game's first draw step
    Given it is Alice's upkeep of turn 1
    When the game advances to Alice's first main phase
    Then Alice's hand is empty
    And Alice's Domain holds 5 cards

  @id:nodawn-703-attack-a-mark @rule:703.4h
  Scenario: An attack is declared at a mark: the Master only while its player has no Companion
    Given Alice controls "Test Noble Squire"
    And Bob controls "Test Companion 3"
    When the game advances to Alice's declare attackers step
    Then Alice cannot attack Bob with "Test Noble Squire"
    When Alice attacks Bob's "Test Companion 3" with "Test Noble Squire"
    Then Alice's "Test Noble Squire" is attacking Bob's "Test Companion 3"

  @id:nodawn-703-damage-dealt-at-once @rule:703.4j @rule:703.4k
  Scenario: An attacker and the Entity it attacks deal their damage at once, and both fall
    Given Alice controls "Test Noble Squire"
    And Bob controls "Test Wretch"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Test Wretch" with "Test Noble Squire"
    Given Alice will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Bob has "Test Wretch" in his Spoils
    And Alice's "Test Noble Squire" has 1 damage

  @id:nodawn-703-damage-counters-persist @rule:703.4k @rule:703.4n
  Scenario: Combat damage stays as damage counters past the cleanup, while the turn's bonus ends
    Given Alice controls "Test Brute 4/4"
    And Bob controls "Test Gate Sentry"
    And Alice has "Test Spur" in hand
    When Alice casts "Test Spur" targeting Alice's "Test Brute 4/4"
    And Alice and Bob pass in turn
    And the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Test Gate Sentry" with "Test Brute 4/4"
    Given Alice will answer "rest" with "decline"
    When the game advances to Alice's second main phase
    Then Bob has "Test Gate Sentry" in his Spoils
    And Alice's "Test Brute 4/4" has 6 Attack
    And Alice's "Test Brute 4/4" has 1 damage
    When the game advances to Bob's upkeep
    Then Alice's "Test Brute 4/4" has 4 Attack
    And Alice's "Test Brute 4/4" has 1 damage

  @id:nodawn-703-discard-to-seven @rule:703.4m
  Scenario: At cleanup a player above seven cards discards down to seven
    Given Alice's hand holds 8 copies of "Test Filler"
    And Alice has "Test Wretch" in hand
    And Alice will answer "discard" with "Test Wretch" and "Test Filler"
    And Alice will answer "spoils-order" with "Test Filler" and "Test Wretch"
    When the game advances to Bob's upkeep
    Then Alice's hand holds 7 cards
    And Alice has "Test Wretch" and "Test Filler" in her Spoils

  @id:nodawn-703-seven-is-kept @rule:703.4m
  Scenario: A hand of exactly seven is kept whole at cleanup
    Given Alice's hand holds 7 copies of "Test Filler"
    When the game advances to Bob's upkeep
    Then Alice's hand holds 7 cards
    And Alice's Spoils is empty

  @id:nodawn-703-pit-flush @rule:703.4p
  Scenario: The Pit flushes during the cleanup: its card goes under the Domain and the Pit stands empty
    Given Alice has "Marginalia" in hand
    When Alice seals "Marginalia" into the Pit
    And Alice and Bob pass in turn
    Then Alice has "Marginalia" in her Pit
    When the game advances to Bob's upkeep
    Then Alice's Pit is empty
    And Alice's Domain holds 6 cards
    And Alice's Domain is "Test Filler", "Test Filler", "Test Filler", "Test Filler", "Test Filler" and "Marginalia"

  @id:nodawn-703-seal-is-no-turn-based-action @rule:703.5 @rule:701.13b
  Scenario: The seal is announced on the stack and can be answered, unlike a turn-based action
    Given Alice has "Marginalia" in hand
    And Bob has "Test Negation" in hand
    When Alice seals "Marginalia" into the Pit
    Then the stack holds "Pit seal"
    When Alice passes
    And Bob casts "Test Negation" targeting Alice's seal
    And Bob and Alice pass in turn
    Then Alice's Pit is empty
    And Alice has "Marginalia" in hand

  @id:nodawn-703-count-counter-ebbs @rule:703.4s @rule:702.45c @rule:702.45
  Scenario: As the world cycle advances one count counter leaves each Entity bearing any
    Given it is Bob's end step of turn 1
    And Alice controls "Test Noble Squire" with 2 count counters
    And Bob controls "Test Wretch" with 1 count counter
    When the game advances to Alice's upkeep
    Then Alice's "Test Noble Squire" has 1 count counter
    And Bob's "Test Wretch" has 0 count counters

  @id:nodawn-703-count-counter-holds-within-round @rule:702.45c
  Scenario: A turn that does not advance the world cycle removes no count counter
    Given it is Alice's end step of turn 1
    And Alice controls "Test Noble Squire" with 2 count counters
    When the game advances to Bob's upkeep
    Then Alice's "Test Noble Squire" has 2 count counters

  @id:nodawn-703-counting-cannot-attack-or-block @rule:702.45b
  Scenario: An Entity bearing a count counter can neither attack nor block
    Given Alice controls "Test Noble Squire" with 1 count counter
    And Alice controls "Test Wretch"
    And Bob controls "Test Thrall" with 1 count counter
    When the game advances to Alice's declare attackers step
    Then Alice cannot attack Bob with "Test Noble Squire"
    When Alice attacks Bob with "Test Wretch"
    And the game advances to Alice's declare blockers step
    Then Bob cannot block "Test Wretch" with "Test Thrall"

  @id:nodawn-703-overflow-at-dawn @example @contested @rule:703.5 @rule:703.4q @rule:703.4e
  Scenario: Two night Entities take the two Rooms, the third is lost, and the two come back healed at dusk
    This follows 703.5's example with the Master, two Relics and three night Entities (the set
    Power is left out: Powers are not set in this corpus). The example banishes the Entity left
    without a Room to the Void; three rules put it in the Spoils instead. Reading adopted: the
    Spoils (docs/contested.md, nodawn-shelter-overflow).

    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And each player's lineage Haven is "Test Haven"
    And Alice controls "Test Filler" and "Test Scribe Lamp"
    And Alice controls "Duskcaller Shaman" with 2 damage
    And Alice controls "Test Night Prowler" and "Test Night Thrall"
    And Alice will shelter "Duskcaller Shaman" in "Test Haven" and "Test Night Prowler" in "Test Haven"
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 1, The Preparation
    And Alice's Master shelters in "Test Haven"
    And Alice's "Test Filler" shelters in "Test Haven"
    And Alice's "Test Scribe Lamp" shelters in "Test Haven"
    And Alice's "Duskcaller Shaman" shelters in "Test Haven"
    And Alice's "Test Night Prowler" shelters in "Test Haven"
    And Alice has "Test Night Thrall" in her Spoils
    And Alice has no "Test Night Thrall" in her Void
    When the game advances to Bob's upkeep
    And the game advances to Alice's upkeep
    And the game advances to Bob's upkeep
    And the game advances to Alice's upkeep
    And the game advances to Bob's upkeep
    And the game advances to Alice's draw step
    Then the world cycle stands at Night 1, The Hunt
    And Alice's Master is not sheltered
    And Alice's "Test Filler" is not sheltered
    And Alice's "Duskcaller Shaman" is not sheltered
    And Alice's "Duskcaller Shaman" has 0 damage
    And Alice's "Test Night Prowler" is not sheltered
    And Alice has 18 Vitae

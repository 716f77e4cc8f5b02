Feature: Zones, turn structure and effects met by tokens, Traps, Powers, Weapons, Rituals and Contracts
  A token outside the battlefield is gone at once; a Contract's clause matures in the upkeep;
  Traps and Powers are set in a main phase of their own turn; a set Power is Fired at any
  priority, spent the moment it is announced; a Weapon is wielded in its controller's main
  phase and its grant follows it from bearer to bearer; a Ritual bound to a target enters
  attached to it only if that target is still legal; and the game begins on Night 1 with each
  shuffled deck as its player's Domain.

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"
    And each player's lineage Haven is "Test Haven"

  # -- tokens outside the battlefield (400.9, 404.6) ----------------------------------------------

  @id:nodawn-token-bounced-ceases @rule:400.9 @rule:402.1
  Scenario: A token returned to its owner's hand ceases to exist there
    Given Bob controls "Wolf Token"
    And Alice has "Test Recall to Hand" in hand
    When Alice casts "Test Recall to Hand" targeting Bob's "Wolf Token"
    And Alice and Bob pass in turn
    Then no "Wolf Token" is anywhere in the game
    And Bob's hand is empty

  @id:nodawn-token-destroyed-notional-spoils @rule:404.6 @rule:400.9
  Scenario: A destroyed token passes through the Spoils only notionally
    Given Bob controls "Wolf Token"
    And Alice has "Test Ruin" in hand
    When Alice casts "Test Ruin" targeting Bob's "Wolf Token"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob's Spoils is empty
    And no "Wolf Token" is anywhere in the game

  # -- the upkeep and the main phase (503.2a, 505.3c, 505.3d, 408.3) -------------------------------

  @id:nodawn-clause-matures-in-upkeep @rule:503.2a
  Scenario: A Contract's next clause matures as its controller's upkeep begins, not in the main phase
    Given Alice has "Vigil of Three Nights" in hand
    And Alice's pool holds 2 generic Vitae
    And Alice's Domain holds, from the top, "Test Wretch", "Test Thrall", "Test Filler", "Test Filler" and "Test Filler"
    When Alice casts "Vigil of Three Nights"
    And Alice and Bob pass in turn
    And Alice passes
    And Alice answers "foresee" with "Test Thrall on top" and "Test Wretch on the bottom" when Bob passes
    And the game advances to Bob's first main phase
    Then Alice's "Vigil of Three Nights" has 1 Lore counter
    When the game advances to Alice's upkeep
    Then Alice's "Vigil of Three Nights" has 2 Lore counters
    And the stack holds "Vigil of Three Nights"

  @id:nodawn-trap-set-in-second-main @rule:505.3c @rule:408.3
  Scenario: A Trap is set in the second main phase too, into an empty Ward of its player's Haven, bound to it
    Given it is Alice's second main phase of turn 2
    And Alice has "Test Snare 3" in hand
    And Alice's pool holds 1 generic Vitae
    When Alice sets "Test Snare 3" in the Wards of "Test Haven"
    And Alice and Bob pass in turn
    Then Alice's "Test Snare 3" is set in "Test Haven"

  @id:nodawn-wield-in-main-phase @rule:505.3d @rule:505.6
  Scenario: In their own main phase, with priority and an empty stack, a player wields a Weapon on an Entity they control
    Given it is Alice's second main phase of turn 2
    And Alice controls "Pallbearer's Maul" and "Test Wretch"
    And Alice's pool holds 1 generic Vitae
    When Alice wields "Pallbearer's Maul" on "Test Wretch"
    And Alice and Bob pass in turn
    Then Alice's "Test Wretch" wields Alice's "Pallbearer's Maul"
    And Alice's "Test Wretch" has 3 Attack

  @id:nodawn-weapon-grant-follows-the-weapon @rule:604.5
  Scenario: A Weapon's static modifies whoever bears it: moved, it leaves the old bearer and takes up the new
    Given Alice controls "Pallbearer's Maul", "Test Wretch" and "Test Thrall"
    And Alice's pool holds 2 generic Vitae
    When Alice wields "Pallbearer's Maul" on "Test Wretch"
    And Alice and Bob pass in turn
    Then Alice's "Test Wretch" has 3 Attack
    When Alice wields "Pallbearer's Maul" on "Test Thrall"
    And Alice and Bob pass in turn
    Then Alice's "Test Thrall" has 3 Attack
    And Alice's "Test Wretch" has 1 Attack

  # -- firing a set Power (601.11) ------------------------------------------------------------------

  @id:nodawn-fire-spent-at-announcement @rule:601.11 @rule:601.11a @rule:601.11b @rule:601.11c @rule:601.11d
  Scenario: A set Power Fired on an opponent's turn frees its slot at the announcement, costs nothing, and goes to the Spoils when countered
    Given Bob has set "Test Power Bolt 2" in the Power slot
    And Alice has "Test Negation" in hand
    When Alice passes
    And Bob fires "Test Power Bolt 2" targeting Alice
    Then the stack holds "Test Power Bolt 2"
    And Bob has no Power set
    And Bob's pool holds no Vitae
    And Bob has 20 Vitae and 0 Corruption
    When Bob passes
    And Alice casts "Test Negation" targeting Bob's "Test Power Bolt 2"
    And Alice and Bob pass in turn
    Then Bob has "Test Power Bolt 2" in his Spoils
    And Bob has no Power set
    And Alice has 20 Vitae

  # -- a permanent spell with a target (608.7c) -------------------------------------------------------

  @id:nodawn-bound-ritual-enters-attached @rule:608.7c
  Scenario: A Ritual bound to a target still legal as it resolves enters attached to it; one whose target has gone goes to the Spoils
    Given Bob controls "Test Brute 4/4" and "Test Wretch"
    And Alice has "Test Blackthorn Hex" and "Test Blackthorn Hex" in hand
    And Bob has "Test Recall to Hand" in hand
    When Alice casts "Test Blackthorn Hex" targeting Bob's "Test Brute 4/4"
    And Alice and Bob pass in turn
    Then Alice controls "Test Blackthorn Hex"
    And Bob's "Test Brute 4/4" has 3 Attack
    When Alice casts "Test Blackthorn Hex" targeting Bob's "Test Wretch"
    And Alice passes
    And Bob casts "Test Recall to Hand" targeting Bob's "Test Wretch"
    And Bob and Alice pass in turn
    And Alice and Bob pass in turn
    Then Alice has "Test Blackthorn Hex" in her Spoils

Feature: Keyword actions: activating, casting, draining, sacrificing, sealing, sheltering, returning
  Activating puts an ability on the stack and pays for it, by the object's controller and only
  with priority; a Vitae ability is activated but skips the stack. Casting moves a card to the
  stack and pays its costs, with priority and when timing allows. Draining turns a permanent to
  its drained state; sacrificing moves one's own permanent to the Spoils. Sealing the Pit is the
  once-a-turn drop, announced on the stack. Sheltering and returning move units into a Haven at
  sunrise and back at the first Night upkeep (701).

  Background:
    Given a No Dawn duel between Alice and Bob

  # -- 701.2 activate -------------------------------------------------------------------------

  @id:nodawn-701-activated-ability-uses-the-stack @rule:701.2 @rule:701.2a
  Scenario: An activated ability is put on the stack with its cost paid, and resolves later
    Given Alice has 15 Vitae
    And Alice controls "Test Prayer Wheel"
    When Alice activates "Test Prayer Wheel"
    Then the stack holds "Test Prayer Wheel"
    And Alice has 1 Wrath
    And Alice has 15 Vitae
    When Alice and Bob pass in turn
    Then the stack is empty
    And Alice has 17 Vitae

  @id:nodawn-701-only-the-controller-activates @rule:701.2a
  Scenario: Only the object's controller may activate its ability
    Given Bob controls "Test Scribe Lamp"
    And Alice's pool holds 1 generic Vitae
    Then Alice cannot activate "Test Scribe Lamp"
    And Alice's pool holds 1 generic Vitae

  @id:nodawn-701-activate-only-with-priority @rule:701.2a
  Scenario: A player without priority cannot activate an ability
    Given Bob controls "Test Prayer Wheel"
    Then Bob cannot activate "Test Prayer Wheel"
    And Bob has 0 Wrath

  @id:nodawn-701-vitae-ability-skips-the-stack @rule:701.2a @rule:701.11b
  Scenario: A Vitae ability is activated but never waits on the stack
    Given Alice controls "Test Blood Fount"
    When Alice activates "Test Blood Fount"
    Then the stack is empty
    And Alice's pool holds 1 generic Vitae
    And Alice's "Test Blood Fount" is drained

  # -- 701.3 cast ------------------------------------------------------------------------------

  @id:nodawn-701-cast-moves-to-the-stack @rule:701.3 @rule:701.3a
  Scenario: Casting moves the card from hand onto the stack and pays its cost
    Given Alice's pool holds 2 generic Vitae
    And Alice has "Test Rite 2" in hand
    When Alice casts "Test Rite 2"
    Then the stack holds "Test Rite 2"
    And Alice's hand is empty
    And Alice's pool holds no Vitae
    When Alice and Bob pass in turn
    Then Alice has "Test Rite 2" in her Spoils

  @id:nodawn-701-cast-only-with-priority @rule:701.3a
  Scenario: A player without priority cannot cast, even a Caprice
    Given Bob has "Test Bolt 1" in hand
    Then Bob cannot cast "Test Bolt 1" targeting Alice
    And Bob has "Test Bolt 1" in hand

  @id:nodawn-701-cast-only-when-timing-permits @rule:701.3a
  Scenario: With priority in the opponent's turn, an Entity's timing still forbids casting it
    Given it is Bob's first main phase of turn 1
    And Alice's pool holds 1 generic Vitae
    And Alice has "Test Wretch" in hand
    When Bob passes
    Then Alice cannot cast "Test Wretch"
    And Alice has "Test Wretch" in hand

  # -- 701.11 drain ----------------------------------------------------------------------------

  @id:nodawn-701-drained-drudge-pays-and-stays-drained @example @rule:701.11 @rule:701.11b @rule:701.11c
  Scenario: The Drudge drained for Vitae pays part of a spell and stays drained until its replenish
    Given Alice controls "Scriptorium Drudge"
    And Alice has "Test Rite 2" in hand
    And Bob's Domain holds 2 copies of "Test Filler"
    When Alice drains "Scriptorium Drudge" for Vitae
    Then Alice's pool holds 1 generic Vitae
    When Alice casts "Test Rite 2" paying 1 from the vein
    Then Alice's pool holds no Vitae
    And Alice's "Scriptorium Drudge" is drained
    When the game advances to Bob's first main phase
    Then Alice's "Scriptorium Drudge" is drained
    When the game advances to Alice's upkeep
    Then Alice's "Scriptorium Drudge" is undrained

  @id:nodawn-701-drained-cannot-drain-again @rule:701.11a
  Scenario: Only a replenished permanent can be drained: a drained one is refused
    Given Alice controls a drained "Scriptorium Drudge"
    Then Alice cannot drain "Scriptorium Drudge" for Vitae
    And Alice's pool holds no Vitae

  # -- 701.12 sacrifice ------------------------------------------------------------------------

  @id:nodawn-701-sacrifice-only-your-own @rule:701.12 @rule:701.12a
  Scenario: A player can sacrifice only a permanent they control
    Given Bob controls "Test Wretch"
    Then Alice cannot sacrifice "Test Wretch" for Vitae
    And Bob controls "Test Wretch"

  @id:nodawn-701-full-drain-sacrifices @rule:701.12b @rule:701.12a
  Scenario: Full-draining an Entity for its cost sacrifices it, so even Deathless does not keep it
    Given Alice controls "Test Deathless Revenant"
    When Alice sacrifices "Test Deathless Revenant" for Vitae
    Then Alice's pool holds 3 generic Vitae
    And Alice no longer controls "Test Deathless Revenant"
    And Alice has "Test Deathless Revenant" in her Spoils

  # -- 701.13 seal the Pit ----------------------------------------------------------------------

  @id:nodawn-701-seal-any-number @rule:701.13 @rule:701.13a
  Scenario: One drop seals any number of cards at once, each yielding its Blood Seal
    Given Alice has "Iron Column", "Marginalia" and "Test Filler" in hand
    When Alice seals "Iron Column", "Marginalia" and "Test Filler" into the Pit
    Then the stack holds "Pit seal"
    When Alice and Bob pass in turn
    Then Alice's pool holds 4 generic Vitae
    And Alice's Pit is "Iron Column", "Marginalia" and "Test Filler"
    And Alice's hand is empty

  @id:nodawn-701-seal-only-once @rule:701.13a
  Scenario: The drop is once a turn: a second seal is refused
    Given Alice has "Marginalia" and "Test Filler" in hand
    When Alice seals "Marginalia" into the Pit
    And Alice and Bob pass in turn
    Then Alice cannot seal "Test Filler" into the Pit
    And Alice has "Test Filler" in hand

  @id:nodawn-701-seal-only-on-your-turn @rule:701.13a
  Scenario: The Pit is sealed only on one's own turn
    Given it is Bob's first main phase of turn 1
    And Alice has "Marginalia" in hand
    When Bob passes
    Then Alice cannot seal "Marginalia" into the Pit
    And Alice's Pit is empty

  @id:nodawn-701-seal-needs-an-empty-stack @rule:701.13a
  Scenario: The Pit is sealed only with an empty stack
    Given Alice's pool holds 2 generic Vitae
    And Alice has "Test Rite 2" and "Marginalia" in hand
    When Alice casts "Test Rite 2"
    Then Alice cannot seal "Marginalia" into the Pit
    And Alice has "Marginalia" in hand

  @id:nodawn-701-countered-seal @rule:701.13b
  Scenario: A countered seal yields no Vitae, and the turn's drop is spent all the same
    Given Alice has "Marginalia" and "Test Filler" in hand
    And Bob has "Test Negation" in hand
    When Alice seals "Marginalia" into the Pit
    And Alice passes
    And Bob casts "Test Negation" targeting Alice's seal
    And Bob and Alice pass in turn
    Then the stack is empty
    And Alice's pool holds no Vitae
    And Alice has "Marginalia" in hand
    And Alice cannot seal "Test Filler" into the Pit

  @id:nodawn-701-pit-flushes-in-chosen-order @rule:701.13c
  Scenario: At the end of the turn the Pit's cards go under the Domain in the order chosen
    Given Alice's Domain holds, from the top, "Test Wretch"
    And Alice has "Iron Column" and "Marginalia" in hand
    When Alice seals "Iron Column" and "Marginalia" into the Pit
    And Alice and Bob pass in turn
    Then Alice's Pit is "Iron Column" and "Marginalia"
    Given Alice will answer "pit-order" with "Marginalia" and "Iron Column"
    When the game advances to Bob's first main phase
    Then Alice's Pit is empty
    And Alice's Domain is "Test Wretch", "Marginalia" and "Iron Column"

  # -- 701.14 shelter, 701.15 return -------------------------------------------------------------

  @id:nodawn-701-sheltered-unit-cannot-attack @rule:701.14 @rule:701.14a
  Scenario: A sheltered Entity cannot attack, and a sheltered one cannot be attacked
    Given the world cycle stands at Day 2, The Assault
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice controls "Lauds Cantor" and "Duskcaller Shaman"
    And Alice's "Duskcaller Shaman" shelters in "Test Haven"
    And Bob controls "Test Night Prowler"
    And Bob's "Test Night Prowler" shelters in "Test Haven"
    When the game advances to Alice's declare attackers step
    Then Alice cannot attack Bob's "Test Haven" with "Duskcaller Shaman"
    And Alice cannot attack Bob's "Test Night Prowler" with "Lauds Cantor"

  @id:nodawn-701-sheltered-cannot-be-drained @rule:701.14a
  Scenario: A sheltered Entity takes no action: it cannot be drained for Vitae
    Given the world cycle stands at Day 2, The Assault
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Alice controls "Duskcaller Shaman"
    And Alice's "Duskcaller Shaman" shelters in "Test Haven"
    Then Alice cannot drain "Duskcaller Shaman" for Vitae
    And Alice's pool holds no Vitae

  @id:nodawn-701-return-heals @rule:701.15 @rule:701.15a
  Scenario: A night Entity returned from shelter comes back with its damage counters removed
    Given the world cycle stands at Day 3, The Retrieve
    And it is Bob's end step of turn 6
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice controls "Duskcaller Shaman" with 2 damage
    And Alice's "Duskcaller Shaman" shelters in "Test Haven"
    When the game advances to Alice's draw step
    Then the world cycle stands at Night 1, The Hunt
    And Alice's "Duskcaller Shaman" is not sheltered
    And Alice's "Duskcaller Shaman" has 0 damage
    And Alice has 19 Vitae

  # -- 701.16 Foresee ----------------------------------------------------------------------------

  @id:nodawn-701-foresee-trigger-after @rule:701.16b @rule:701.16a
  Scenario: "Whenever you Foresee" triggers once the Foresee is done, though the Domain held fewer cards
    Given Alice controls "Test Augur"
    And Alice's Domain holds, from the top, "Test Filler"
    And Alice has "Test Scrying 2" in hand
    When Alice casts "Test Scrying 2"
    And Alice passes
    Given Alice will foresee "Test Filler" on the bottom
    When Bob passes
    Then the stack holds "Test Augur"
    When Alice and Bob pass in turn
    Then Alice has 1 Wrath

  @id:nodawn-701-foresee-zero-no-event @rule:701.16a
  Scenario: Foreseeing 0 is no Foresee, and nothing triggers on it
    Given Alice controls "Test Augur"
    And Alice's Domain holds, from the top, "Test Filler"
    And Alice has "Test Scrying 0" in hand
    When Alice casts "Test Scrying 0"
    And Alice and Bob pass in turn
    Then the stack is empty
    And Alice has 0 Wrath

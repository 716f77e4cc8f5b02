Feature: When spells may be cast
  Powers and Caprices are cast whenever their caster holds priority, in any turn and in
  response. Every other card waits for its caster's own main phase, with priority and an empty
  stack. A card's binding allows it only on turns of its time of day, and a Power from hand
  needs its Master afield, which by Day it is not (117.1a, 601.3, 304).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-entity-not-in-opponents-turn @rule:117.1a @rule:601.3c
  Scenario: An Entity cannot be cast with priority in the opponent's main phase
    Given Bob's pool holds 2 generic Vitae
    And Bob has "Test Noble Squire" in hand
    When Alice passes
    Then Bob cannot cast "Test Noble Squire"

  @id:nodawn-caprice-in-opponents-turn @rule:601.3a @rule:117.1a
  Scenario: A Caprice can be cast with priority in the opponent's turn
    Given Bob has "Test Bolt 3" in hand
    When Alice passes
    And Bob casts "Test Bolt 3" targeting Alice
    And Bob and Alice pass in turn
    Then Alice has 17 Vitae
    And Bob has "Test Bolt 3" in his Spoils

  @id:nodawn-entity-needs-empty-stack @rule:601.3c @rule:117.6
  Scenario: An Entity cannot be cast while something waits on the stack
    Given Alice's pool holds 2 generic Vitae
    And Alice has "Test Bolt 3" and "Test Noble Squire" in hand
    When Alice casts "Test Bolt 3" targeting Bob
    Then Alice cannot cast "Test Noble Squire"
    And the stack holds "Test Bolt 3"

  @id:nodawn-no-priority-no-cast @rule:117.1
  Scenario: A player without priority cannot cast even a Caprice
    Given Bob has "Test Bolt 3" in hand
    Then Bob cannot cast "Test Bolt 3" targeting Alice

  @id:nodawn-day-bound-not-at-night @rule:601.3d @rule:107.5
  Scenario: Lauds Cantor, day-bound, cannot be cast on a Night turn
    Given Alice's pool holds 2 generic Vitae
    And Alice has "Lauds Cantor" in hand
    Then Alice cannot cast "Lauds Cantor"

  @id:nodawn-day-bound-by-day @rule:601.3d @rule:304.8c
  Scenario: Lauds Cantor is cast on a Day turn from the pool
    Given the world cycle stands at Day 2, The Assault
    And Alice's pool holds 2 generic Vitae
    And Alice has "Lauds Cantor" in hand
    When Alice casts "Lauds Cantor"
    And Alice and Bob pass in turn
    Then Alice controls "Lauds Cantor"

  @id:nodawn-power-needs-master-afield @contested @rule:304.5 @rule:304.6
  Scenario: A Power cannot be cast from hand while its Master shelters through the Day
    Slip the Knife is a Power in 608.3's example (Fired), but 202.6's example has it counter a
    Caprice, which would make it a Caprice, castable by Day. Reading adopted: a Power, the one
    type an example names for it (docs/contested.md, nodawn-slip-the-knife-type).

    Given the world cycle stands at Day 2, The Assault
    And Alice's pool holds 2 generic Vitae
    And Alice has "Slip the Knife" in hand
    Then Alice cannot cast "Slip the Knife"

  @id:nodawn-sacramental-fire-sacred-cost @example @contested @rule:207.4b @rule:601.5 @rule:106.4
  Scenario: Sacramental Fire takes Sacred Vitae and the rest from the vein
    The rulebook prices Sacramental Fire at 3 Vitae in 207.4b's example and at 5 in 213.3's.
    Reading adopted: 5, the figure 213.3 ties to its Blood Seal of 2 by the cost-to-seal rule;
    see docs/contested.md, nodawn-sacramental-fire-cost. With 2 Sacred Vitae in the pool the
    other 3 come from the Master, which counts as every source (the split follows 601.2h, see
    nodawn-split-payment). Iron Column is the Entity 3/6 of 120.4 (nodawn-iron-column), so its
    four damage and the Fire's two destroy it.

    Given Alice's pool holds 2 Sacred Vitae
    And Alice has "Sacramental Fire" in hand
    And Bob controls "Iron Column" with 4 damage
    When Alice casts "Sacramental Fire" paying 3 from the vein, targeting Bob's "Iron Column"
    Then Alice's pool holds no Vitae
    And Alice has 17 Vitae
    And Alice has 1 Corruption and 1 Wrath
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Iron Column" in his Spoils

  @id:nodawn-sacramental-fire-refuses-innocent @rule:207.4b @rule:601.5
  Scenario: Vitae dropped from an Innocent card cannot pay Sacramental Fire
    Given Alice's pool holds 5 Innocent Vitae
    And Alice has "Sacramental Fire" in hand
    And Bob controls "Iron Column"
    Then Alice cannot cast "Sacramental Fire" targeting Bob's "Iron Column"

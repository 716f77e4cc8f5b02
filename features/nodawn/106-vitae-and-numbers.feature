Feature: Vitae, numbers and the cost block
  Vitae is the one currency, a Vitae cost a plain number. A player holds it in two vessels: the
  pool, filled by the drop and the field, and the Master's own Vitae, spent by opening the vein
  at a tax. The cost block stacks the Vitae cost, the Master-Blood cost and the signed meters; an
  icon not printed owes nothing. Numbers are whole: the tax rounds up, a value may be calculated
  below 0 but applied it does nothing, X is chosen as a spell is announced, and a number that
  cannot be determined is 0 (106, 107, 202).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-three-sources-one-cost @rule:106.1 @rule:106.2 @rule:106.2b @rule:106.5 @rule:107.4 @rule:107.4a @rule:202.1 @rule:202.2 @rule:118.1
  Scenario: One plain Vitae cost paid from every vessel: a seal, a drained Entity, and the Master's vein
    Given Alice has "Test Filler" and "Test Rite 5" in hand
    And Alice controls "Test Noble Squire"
    When Alice seals "Test Filler" into the Pit
    And Alice and Bob pass in turn
    And Alice drains "Test Noble Squire" for Vitae
    And Alice casts "Test Rite 5" paying 3 from the vein
    Then Alice's pool holds no Vitae
    And Alice has 17 Vitae
    And Alice has 1 Corruption and 2 Wrath
    And the stack holds "Test Rite 5"

  @id:nodawn-tax-rounds-up @rule:107.1 @rule:107.1a @rule:118.6
  Scenario: No fractions: one Master Vitae spent in a turn is a third of three, and the Wrath tax rounds up to 1
    Given Alice has "Test Rite 2" in hand
    And Alice's pool holds 1 generic Vitae
    When Alice casts "Test Rite 2" paying 1 from the vein
    Then Alice has 19 Vitae
    And Alice has 1 Corruption and 1 Wrath

  @id:nodawn-negative-attack @rule:107.1b @rule:510.2a
  Scenario: An Attack calculated below 0 stays negative in the sums, and as damage deals nothing
    Given Alice controls "Test Wretch"
    And Alice has "Test Weakness" and "Test Spur" in hand
    And it is Alice's declare attackers step of turn 2
    When Alice attacks Bob with "Test Wretch"
    And Alice casts "Test Weakness" targeting Alice's "Test Wretch"
    And Alice and Bob pass in turn
    Then Alice's "Test Wretch" has -2 Attack
    When Alice casts "Test Spur" targeting Alice's "Test Wretch"
    And Alice and Bob pass in turn
    Then Alice's "Test Wretch" has 0 Attack
    When the game advances to Alice's end of combat step
    Then Bob has 20 Vitae

  @id:nodawn-x-announced @proposed @rule:107.3 @rule:118.7 @rule:202.7a
  Scenario: X is chosen as the spell is announced: X more Vitae paid, and X fixed while it waits on the stack
    Given Alice has "Test Blaze X" in hand
    And Alice's pool holds 3 generic Vitae
    When Alice casts "Test Blaze X" with X = 3, targeting Bob
    Then Alice's pool holds no Vitae
    When Alice and Bob pass in turn
    Then Bob has 17 Vitae

  @id:nodawn-x-zero @rule:107.3 @rule:107.1c @rule:118.4
  Scenario: X may be 0, any number being a non-negative integer: the spell costs nothing and deals nothing
    Given Alice has "Test Blaze X" in hand
    When Alice casts "Test Blaze X" with X = 0, targeting Bob
    And Alice and Bob pass in turn
    Then Bob has 20 Vitae
    And Alice has "Test Blaze X" in her Spoils

  @id:nodawn-x-not-negative @rule:107.1c @rule:107.3
  Scenario: X is never negative
    Given Alice has "Test Blaze X" in hand
    Then Alice cannot cast "Test Blaze X" with X = -1, targeting Bob

  @id:nodawn-x-paid-in-full @rule:107.3 @rule:118.2
  Scenario: An X the pool cannot pay is an X the spell cannot be cast with
    Given Alice has "Test Blaze X" in hand
    And Alice's pool holds 2 generic Vitae
    Then Alice cannot cast "Test Blaze X" with X = 3, targeting Bob

  @id:nodawn-no-value-is-zero @rule:107.2 @rule:208.6
  Scenario: An Entity that prints no Attack has an Attack of 0
    Given Alice controls "Test Faceless Shape"
    Then Alice's "Test Faceless Shape" has 0 Attack
    And Alice's "Test Faceless Shape" has 2 Vigor

  @id:nodawn-absent-icons-owe-nothing @rule:202.1 @rule:107.4 @rule:118.4
  Scenario: An icon a card does not print is owed nothing; a cost of 0 is still paid and the card cast
    Given Alice has "Test Bolt 0" in hand
    When Alice casts "Test Bolt 0" targeting Bob
    Then the stack holds "Test Bolt 0"
    And Alice has 20 Vitae and 0 Corruption
    And Alice has 0 Wrath

  @id:nodawn-sacred-cost-drained-cantor @example @rule:106.4 @rule:106.3 @rule:308.2a
  Scenario: A cost demanding Sacred blood takes Vitae drained from the Lauds Cantor and the Master's own, not blood of a dropped Iron Column
    106.4's example names Apostate's Bargain, whose type and cost the rulebook gives several
    ways (docs/contested.md, nodawn-apostates-bargain-type): the kit's Test Sacred Rite 2 demands
    the Sacred blood in its place.

    Given Alice controls "Lauds Cantor"
    And Alice has "Iron Column" and "Test Sacred Rite 2" in hand
    When Alice seals "Iron Column" into the Pit
    And Alice and Bob pass in turn
    And Alice drains "Lauds Cantor" for Vitae
    Then Alice's pool holds 2 generic Vitae
    And Alice's pool holds 1 Sacred Vitae
    And Alice cannot cast "Test Sacred Rite 2"
    When Alice casts "Test Sacred Rite 2" paying 1 from the vein
    Then Alice's pool holds 2 generic Vitae
    And Alice has 19 Vitae

  @id:nodawn-seal-then-spend @example @contested @rule:106.10 @rule:106.5a @rule:106.6
  Scenario: On The Hunt a player seals Slip the Knife and Siege-Ladder Serjeant for 3 Vitae, untaxed, and spends them: the empty pool loses nothing
    106.10's example: afterwards both cards go under the Domain, ordered as their owner picked.
    The example casts Sell the Bones for 3, a cost the rulebook gives as 5 elsewhere
    (docs/contested.md, nodawn-sell-the-bones-cost): the kit's Test Rite 3 is cast in its place.

    Given Alice has "Slip the Knife", "Siege-Ladder Serjeant" and "Test Rite 3" in hand
    And Bob's Domain holds 2 copies of "Test Filler"
    When Alice seals "Slip the Knife" and "Siege-Ladder Serjeant" into the Pit
    And Alice and Bob pass in turn
    Then Alice has 20 Vitae and 0 Corruption
    When Alice casts "Test Rite 3"
    And Alice and Bob pass in turn
    Then Alice's pool holds no Vitae
    Given Alice will answer "pit-order" with "Siege-Ladder Serjeant" and "Slip the Knife"
    When the game advances to Bob's upkeep
    Then Alice has 20 Vitae and 0 Wrath
    And Alice's Domain is "Siege-Ladder Serjeant" and "Slip the Knife"

  @id:nodawn-master-blood-ten-in-all @example @rule:202.3a @rule:202.3 @rule:107.4b
  Scenario: A card printing Vitae 5 and Master-Blood 5 costs 10: five from any source, five opened from the vein, taxed
    202.3a's example prints Apostate's Bargain so; the kit's Test Bargain 5◇5 carries the same
    cost block (the Bargain's type is contested: nodawn-apostates-bargain-type).

    Given Alice has "Test Bargain 5◇5" in hand
    And Alice's pool holds 5 generic Vitae
    When Alice casts "Test Bargain 5◇5"
    Then Alice's pool holds no Vitae
    And Alice has 15 Vitae
    And Alice has 1 Corruption and 2 Wrath

  @id:nodawn-x-alone-in-the-cost @rule:107.3 @rule:118.7
  Scenario: A cost of X alone, with no Vitae number printed, costs exactly the X announced
    Given Alice has "Test Surge X" in hand
    And Alice's pool holds 3 generic Vitae
    When Alice casts "Test Surge X" with X = 3, targeting Bob
    Then Alice's pool holds no Vitae
    And Alice has 20 Vitae
    When Alice and Bob pass in turn
    Then Bob has 17 Vitae

  @id:nodawn-x-not-negative-under-a-tax @rule:107.1c @rule:107.3 @rule:601.2f
  Scenario: X is never negative, even where a cost increase would leave the total at 0
    Bob's Tithe Collector makes Alice's spells cost 1 more. X = -1 would bring Test Blaze X's
    total to 0 and cost nothing, but X must be a number 0 or more, so the announcement is refused
    and Alice keeps her Vitae.

    Given Bob controls "Test Tithe Collector"
    And Alice has "Test Blaze X" in hand
    And Alice's pool holds 1 generic Vitae
    Then Alice cannot cast "Test Blaze X" with X = -1, targeting Bob
    And Alice's pool holds 1 generic Vitae
    And Alice has "Test Blaze X" in hand

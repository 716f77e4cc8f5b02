Feature: The Spoils, the stack, the Void, the Pit and the Shelter
  The Spoils is a face-up discard pile effects may count and feed on; the stack holds spells as
  cards and abilities as objects with no card, and the drop's seal rides it too; the Void takes
  what is banished and gives nothing back; sealed cards rest in the Pit until the flush; and what
  shelters in a Haven rests out of reach until the Night (404-408).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"

  # -- 404 the Spoils ------------------------------------------------------------------------------

  @id:nodawn-pallbearer-counts-the-spoils-example @example @rule:404.4
  Scenario: Risen Pallbearer grows stronger once four Entity cards rest in its controller's Spoils
    Rulebook example: Risen Pallbearer is stronger while its controller's Spoils hold at least
    four Entity cards, a count anyone may check whenever they like. (How much stronger is the
    kit's choice: +2/+2.)

    Given Alice controls "Risen Pallbearer"
    And Alice has "Test Wretch", "Test Thrall", "Test Filler" and "Test Noble Squire" in Spoils
    And Alice controls "Test Brute 4/4"
    And Bob has "Test Bolt 3" and "Test Ruin" in hand
    Then Alice's "Risen Pallbearer" has 2 Attack
    When Alice passes
    And Bob casts "Test Ruin" targeting Alice's "Test Brute 4/4"
    When Bob passes
    Given Bob will answer "rest" with "decline"
    When Alice passes
    Then Alice's "Risen Pallbearer" has 4 Attack
    And Alice's "Risen Pallbearer" has 6 Vigor

  @id:nodawn-recalled-card-to-the-void-example @example @rule:404.5 @rule:406.6
  Scenario: A card cast from the Spoils by its Recall cost falls into the Void once it resolves
    Rulebook example: Sell the Bones, cast out of the Spoils by paying Recall, goes to the Void
    after resolving — the bones can be sold only once. The rulebook gives no Recall cost for Sell
    the Bones, so the kit's Test Echo Insight (Recall 1) is cast the same way.

    Given Alice has "Test Echo Insight" in Spoils
    And Alice's pool holds 1 generic Vitae
    When Alice casts "Test Echo Insight" from her Spoils for its Recall cost
    And Alice and Bob pass in turn
    Then Alice has "Test Echo Insight" in Void
    And Alice's Spoils is empty

  @id:nodawn-despoil-two-corpses-example @example @rule:406.6 @rule:406.1
  Scenario: Two corpses despoiled to cheapen a spell are banished, and nothing brings them back
    Rulebook example: to pay less for a spell, its caster Despoils two corpses out of their
    Spoils; both go to the Void, which gives nothing back.

    Given Alice has "Test Wretch" and "Test Thrall" in Spoils
    And Alice's pool holds 1 generic Vitae
    And Alice has "Test Bone Rite 2" in hand
    When Alice casts "Test Bone Rite 2" despoiling "Test Wretch" and "Test Thrall"
    Then Alice has "Test Wretch" and "Test Thrall" in Void
    And Alice's Spoils is empty
    When Alice and Bob pass in turn
    Then Alice has "Test Wretch" and "Test Thrall" in Void

  @id:nodawn-spoils-receive-every-kind @rule:404.1
  Scenario: A resolved Caprice, a countered spell and a sacrificed Entity all land in the Spoils
    Given Alice controls "Test Noble Squire"
    And Alice has "Test Bolt 1" and "Test Rite 2" in hand
    And Alice's pool holds 2 generic Vitae
    And Bob has "Test Negation" in hand
    When Alice casts "Test Rite 2"
    And Alice passes
    And Bob casts "Test Negation" targeting Alice's "Test Rite 2"
    And Bob and Alice pass in turn
    And Alice casts "Test Bolt 1" targeting Bob
    And Alice and Bob pass in turn
    And Alice sacrifices "Test Noble Squire" for Vitae
    Then Alice's Spoils, from the top, hold "Test Noble Squire", "Test Bolt 1" and "Test Rite 2"
    And Bob's Spoils is "Test Negation"

  # -- 405 the stack --------------------------------------------------------------------------------

  @id:nodawn-stack-spell-card-ability-object @rule:405.1
  Scenario: A spell on the stack is its card, out of the hand; an ability on the stack has no card behind it
    Given Alice controls "Test Noble Pinger"
    And Alice's pool holds 1 generic Vitae
    And Alice has "Test Bolt 1" in hand
    When Alice casts "Test Bolt 1" targeting Bob
    Then the stack holds "Test Bolt 1"
    And Alice's hand is empty
    When Alice activates "Test Noble Pinger" targeting Bob
    Then the stack holds "Test Bolt 1" and "Test Noble Pinger"
    And Alice controls "Test Noble Pinger"

  @id:nodawn-countered-seal-example @example @rule:405.6c @rule:405.6a @rule:405.6
  Scenario: A three-card seal countered in response: nothing enters the Pit, nothing flows, and the drop is gone
    Rulebook example: a rival announces the seal of a three-card batch; it is countered in
    response, so the cards never reach the Pit, no Vitae enters the pool, and that rival's drop
    for the turn is spent. (The kit's Test Negation stands in for Apostate's Bargain, which asks
    Vitae from a Sacred source.)

    Given Alice has "Test Filler", "Test Bolt 1" and "Test Rite 2" in hand
    And Bob has "Test Negation" in hand
    When Alice seals "Test Filler", "Test Bolt 1" and "Test Rite 2" into the Pit
    And Alice passes
    And Bob casts "Test Negation" targeting Alice's seal
    And Bob and Alice pass in turn
    Then Alice's Pit is empty
    And Alice's hand holds 3 cards
    And Alice's pool holds no Vitae
    And Alice cannot seal "Test Filler" into the Pit

  @id:nodawn-vitae-ability-off-the-stack @rule:405.7
  Scenario: A Vitae ability never uses the stack: it resolves the moment it is used, even with a spell waiting
    Given Alice controls "Test Blood Fount"
    And Alice has "Test Bolt 1" in hand
    When Alice casts "Test Bolt 1" targeting Bob
    And Alice activates "Test Blood Fount"
    Then Alice's pool holds 1 generic Vitae
    And the stack holds "Test Bolt 1"

  @id:nodawn-concede-without-the-stack @rule:405.7
  Scenario: A player may concede with a spell waiting on the stack and leaves the game at once
    Given Alice has "Test Bolt 1" in hand
    When Alice casts "Test Bolt 1" targeting Bob
    And Bob concedes
    Then Bob loses the game
    And Alice wins the game

  # -- 406 the Void -------------------------------------------------------------------------------

  @id:nodawn-banished-from-the-battlefield @rule:406.1
  Scenario: A banished permanent goes to its owner's Void, one way
    Given Bob controls "Test Noble Squire"
    And Alice has "Test Banishment" in hand
    When Alice casts "Test Banishment" targeting Bob's "Test Noble Squire"
    And Alice and Bob pass in turn
    Then Bob has "Test Noble Squire" in Void
    And Bob's Spoils is empty

  # -- 408 the Command Areas: the Shelter ---------------------------------------------------------------

  @id:nodawn-sheltered-out-of-reach @rule:408.1 @rule:408.2b
  Scenario: A sheltered Entity rests in a Command Area: it cannot be targeted or attacked
    Given the world cycle stands at Day 2, The Assault
    And it is Alice's declare attackers step of turn 5
    And Bob's lineage Haven is "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Bob controls "Duskcaller Shaman"
    And Bob's "Duskcaller Shaman" shelters in "Test Haven"
    And Alice controls "Lauds Cantor"
    And Alice has "Test Bolt 1" in hand
    Then Alice cannot attack Bob's "Duskcaller Shaman" with "Lauds Cantor"
    And Alice cannot cast "Test Bolt 1" targeting Bob's "Duskcaller Shaman"

  @id:nodawn-sunrise-fills-the-shelter @rule:408.2
  Scenario: As Day breaks the Master and its Companion enter the refuge's Shelter and a night Entity a Room
    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And each player's lineage Haven is "Test Haven"
    And Alice controls "Test Companion 3" and "Duskcaller Shaman"
    When the game advances to Alice's upkeep
    Then Alice's Master shelters in "Test Haven"
    And Alice's "Test Companion 3" shelters in "Test Haven"
    And Alice's "Duskcaller Shaman" shelters in "Test Haven"

  @id:nodawn-shelter-spills-by-day @rule:408.2c @rule:506.5a
  Scenario: A Haven destroyed during a Day round spills its sheltered Entity onto the open battlefield
    Given the world cycle stands at Day 2, The Assault
    And Alice's lineage Haven is "Test Haven"
    And Alice controls "Tollhouse of the Nine Gates"
    And Alice's Master shelters in "Test Haven"
    And Alice controls "Duskcaller Shaman"
    And Alice's "Duskcaller Shaman" shelters in "Tollhouse of the Nine Gates"
    And Bob has "Test Ruin" in hand
    When Alice passes
    And Bob casts "Test Ruin" targeting Alice's "Tollhouse of the Nine Gates"
    And Bob and Alice pass in turn
    Then Alice's "Duskcaller Shaman" is not sheltered
    And Alice is still in the game

  @id:nodawn-nightfall-empties-the-shelter @rule:408.2d
  Scenario: At the first Night upkeep the Master returns free and a night Entity for 1 Vitae, its wounds gone
    Given the world cycle stands at Day 3, The Retrieve
    And it is Bob's end step of turn 6
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice controls "Test Night Prowler" with 1 damage
    And Alice's "Test Night Prowler" shelters in "Test Haven"
    When the game advances to Alice's upkeep
    Then Alice's Master is not sheltered
    And Alice's "Test Night Prowler" is not sheltered
    And Alice's "Test Night Prowler" has 0 damage
    And Alice has 19 Vitae

  @id:nodawn-pallbearer-five-entity-cards-still-four-or-more @rule:404.4 @rule:611.3
  Scenario: Five Entity cards in the Spoils are four or more: Risen Pallbearer keeps its +2/+2
    Given Alice controls "Risen Pallbearer"
    And Alice has "Test Wretch", "Test Thrall", "Test Noble Squire", "Test Brute 4/4" and "Test Flyer" in Spoils
    Then Alice's "Risen Pallbearer" has 4 Attack
    And Alice's "Risen Pallbearer" has 6 Vigor

  @id:nodawn-sheltered-entity-outside-your-anthem @rule:408.1 @rule:109.2 @rule:611.3
  Scenario: "Entities you control" reaches the Entity in the open and not the one resting in a Shelter
    Given the world cycle stands at Day 2, The Assault
    And Alice's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Alice controls "Test Sun Standard", "Lauds Cantor" and "Test Night Prowler"
    And Alice's "Test Night Prowler" shelters in "Test Haven"
    Then Alice's "Lauds Cantor" has 2 Attack
    And Alice's "Test Night Prowler" has 2 Attack

  @id:nodawn-returned-entity-joins-your-anthem @rule:408.2d @rule:109.2 @rule:611.3
  Scenario: An Entity back from its Shelter at nightfall is one of the Entities you control again
    Given the world cycle stands at Day 3, The Retrieve
    And it is Bob's end step of turn 6
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice controls "Test Sun Standard" and "Test Night Prowler"
    And Alice's "Test Night Prowler" shelters in "Test Haven"
    Then Alice's "Test Night Prowler" has 2 Attack
    When the game advances to Alice's upkeep
    Then Alice's "Test Night Prowler" is not sheltered
    And Alice's "Test Night Prowler" has 3 Attack

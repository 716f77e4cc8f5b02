@rule:rush
Feature: Rush and activation
  A creature's ability is activated once per turn, in its owner's strategy phase, exhausting it.
  Without Rush a creature comes in exhausted and waits for a later turn to be activated; with
  Rush it comes in ready and may be used at once. The Rite of the Blaze lends Rush to every
  creature of its holder but readies none.

  Background:
    Given a Rites duel between Alice and Bob

  @id:rites-no-activation-the-turn-of-summoning @rule:rush.2
  Scenario: A freshly summoned creature without Rush has to wait before its ability is used
    Given Alice has "Test Striker" in hand
    When Alice plays "Test Striker"
    Then Alice's "Test Striker" is exhausted
    And Alice cannot activate "Test Striker"
    And Bob has 40 health

  @id:rites-rush-enters-ready-and-activates @rule:rush.1
  Scenario: A creature with Rush enters ready and is activated at once, but only once a turn
    Given Alice has "Test Rusher" in hand
    When Alice plays "Test Rusher"
    Then Alice's "Test Rusher" is ready
    When Alice activates "Test Rusher"
    Then Bob has 39 health
    And Alice's "Test Rusher" is exhausted
    And Alice cannot activate "Test Rusher"

  @id:rites-activation-only-in-ones-own-turn @rule:rush.1
  Scenario: A creature is not activated in the opponent's turn
    Given Bob has "Test Striker" in play
    Then Bob cannot activate "Test Striker"
    And Alice has 40 health

  @id:rites-blaze-rush-and-wound-on-summon @rule:card:rite-of-the-blaze.1 @rule:card:rite-of-the-blaze.2 @rule:rush.3
  Scenario: With the Rite of the Blaze a summoned creature wounds for 1 and can be activated at once
    Given Alice has taken "Rite of the Blaze"
    And Bob has "Test Aegis 3" in play
    And Alice has "Test Striker" in hand
    When Alice plays "Test Striker"
    Then Bob has 39 health
    And Alice's "Test Striker" has Rush
    When Alice activates "Test Striker"
    Then Bob has 39 health

  @id:rites-blaze-does-not-ready @rule:rush.3 @rule:card:rite-of-the-blaze.1
  Scenario: Taking the Blaze lends Rush to a creature already in play without readying it
    Given Alice has "Test Striker" in play
    And Alice's "Test Striker" was summoned this turn
    And Alice has 5 Red allegiance
    And Alice has "Test Allegiance 3" in hand
    And Alice will put the allegiance in "Red", "Blue" and "Blue"
    When Alice plays "Test Allegiance 3"
    Then Alice has taken "Rite of the Blaze"
    And Alice's "Test Striker" has Rush
    And Alice's "Test Striker" is exhausted
    And Alice cannot activate "Test Striker"

  @id:rites-end-of-turn-readies-only-the-active-players-creatures @rule:guard.5
  Scenario: At the end of a turn only its player's creatures are readied
    Given Alice has "Test Striker" in play
    And Alice's "Test Striker" has been activated this turn
    And Bob has "Test Guardian" in play
    And Bob's "Test Guardian" is exhausted
    When Alice ends her turn
    Then Alice's "Test Striker" is ready
    And Bob's "Test Guardian" is exhausted

  @id:rites-summon-effect-waits-then-resolves @rule:rush.1 @rule:rush.2
  Scenario: A creature's summon effect waits until the summon is done, then resolves for its player
    A test creature wounds for 2 as it is summoned; when Bob decides whether to guard, the
    creature is already in play, exhausted, and the effect no longer waits.
    Given Alice has "Test Herald" in hand
    And Bob has "Test Guardian" in play
    And Bob will not guard
    When Alice plays "Test Herald"
    Then at Bob's "guard" choice, Alice's "Test Herald" is exhausted
    And at Bob's "guard" choice, nothing waits
    And Bob has 38 health
    And Alice's "Test Herald" is exhausted

  @id:rites-summon-effect-resolves-though-its-creature-is-gone @rule:card:call-from-the-grave.3 @rule:demise.2
  Scenario: A creature destroyed right after its summon still has its summon effect, beside its Demise
    A test creature wounds for 2 as it is summoned and heals 2 in its Demise; Call from the Grave
    destroys it at once, and both effects wait, in its player's order.
    Given Alice has 30 health
    And Alice has "Test Herald" in hand
    And Bob has "Call from the Grave" in hand
    And Bob will respond with "Call from the Grave"
    And Alice will answer "order" with "Summon of Test Herald"
    When Alice plays "Test Herald"
    Then Alice's "order" choice offers exactly "Demise of Test Herald" and "Summon of Test Herald"
    And Bob has 38 health
    And Alice has 32 health
    And Alice's discard pile is "Test Herald"

  @id:rites-creature-activated-again-on-a-later-turn @rule:rush.1 @rule:guard.5
  Scenario: A creature activated in one turn is activated again in its player's next turn
    Nothing of the first activation is remembered once its player's turn has ended.
    Given Alice has "Test Striker" in play
    When Alice activates "Test Striker"
    And Alice ends her turn
    And Bob ends his turn
    And Alice activates "Test Striker"
    Then Bob has 36 health
    And Alice's "Test Striker" is exhausted

  @id:rites-activation-only-in-ones-own-turn-either-player @rule:rush.1
  Scenario: In Bob's turn, Alice cannot activate her creature
    Given it is Bob's turn
    And Alice has "Test Striker" in play
    Then Alice cannot activate "Test Striker"
    And Alice's "Test Striker" is ready
    And Bob has 40 health

  @id:rites-the-creature-activated-is-the-one-named @rule:rush.1
  Scenario: Activating a creature exhausts that creature, not another
    Given Alice has "Test Vengeful Striker" and "Test Striker" in play
    When Alice activates "Test Striker"
    Then Alice's "Test Striker" is exhausted
    And Alice's "Test Vengeful Striker" is ready
    And Bob has 38 health

  @id:rites-end-of-bobs-turn-readies-only-his-creatures @rule:guard.5
  Scenario: At the end of Bob's turn only Bob's creatures are readied
    Given it is Bob's turn
    And Bob has "Test Striker" in play
    And Bob's "Test Striker" has been activated this turn
    And Alice has "Test Guardian" in play
    And Alice's "Test Guardian" is exhausted
    When Bob ends his turn
    Then Bob's "Test Striker" is ready
    And Alice's "Test Guardian" is exhausted

  @id:rites-only-the-active-player-ends-the-turn @rule:card:rite-of-grace.1 @rule:poison.2
  Scenario: Bob cannot end Alice's turn, and his poison waits for his own initiation
    Given Bob has 2 poison counters
    Then Bob cannot end his turn
    And Bob has 40 health and 2 poison counters
    And it is Alice's turn

  @id:rites-alice-cannot-end-bobs-turn @rule:card:rite-of-grace.1 @rule:poison.2
  Scenario: Alice cannot end Bob's turn, and her poison waits for her own initiation
    Given it is Bob's turn
    And Alice has 2 poison counters
    Then Alice cannot end her turn
    And Alice has 40 health and 2 poison counters
    And it is Bob's turn

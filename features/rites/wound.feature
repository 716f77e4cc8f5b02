@rule:wound
Feature: Wound, Aegis and Unblockable
  A Wound always hits the commander opposing whoever produces it. Each Wound line is its own
  effect: Aegis reduces it first (only the strongest Aegis counts), then Divine Shield, then the
  target may guard, then the damage is dealt; at 0 health the game ends at once. Unblockable
  Wound skips all of that.

  Background:
    Given a Rites duel between Alice and Bob

  @id:rites-wound-hits-the-opposing-commander @rule:wound.1
  Scenario: A spell's Wound damages the opposing commander only
    Given Alice has "Test Wound 5" in hand
    When Alice plays "Test Wound 5"
    Then Bob has 35 health
    And Alice has 40 health
    And Alice's discard pile is "Test Wound 5"

  @id:rites-wound-lines-reduced-separately @rule:wound.2 @rule:aegis
  Scenario: Two Wound lines are each reduced by Aegis
    Given Bob has "Test Aegis 1" in play
    And Alice has "Test Double Wound" in hand
    When Alice plays "Test Double Wound"
    Then Bob has 36 health

  @id:rites-wound-aegis-then-divine-shield @rule:wound.3 @rule:card:divine-shield.3 @rule:aegis.2
  Scenario: Aegis 2 and Divine Shield bring Wound 5 down to 2
    Given Bob has "Test Aegis 2" in play
    And Bob played "Divine Shield" earlier this turn
    And Alice has "Test Wound 5" in hand
    When Alice plays "Test Wound 5"
    Then Bob has 38 health

  @id:rites-wound-reduced-to-zero-triggers-nothing @rule:wound.4 @rule:card:an-eye-for-an-eye.1
  Scenario: A creature's Wound reduced to 0 deals nothing and gives An Eye for an Eye no trigger
    Given Bob has "Test Aegis 3" in play
    And Bob has "An Eye for an Eye" in hand
    And Alice has "Venomous Warrior" in play
    When Alice activates "Venomous Warrior"
    Then Bob has 40 health and 1 poison counter
    And Bob has "An Eye for an Eye" in hand
    And Alice has "Venomous Warrior" in play

  @id:rites-wound-ends-the-game-at-zero @rule:wound.5
  Scenario: A Wound that brings a commander to 0 ends the game at once
    Given Bob has 5 health
    And Alice has "Test Wound 5" in hand
    When Alice plays "Test Wound 5"
    Then Bob has 0 health
    And Bob loses the game
    And Alice wins the game
    And the game is over, won by Alice

  @id:rites-no-action-after-the-game-ends @rule:wound.5
  Scenario: Nothing can be played once the game is over
    Given Bob has 3 health
    And Alice has "Test Wound 5" and "Test Heal 5" in hand
    When Alice plays "Test Wound 5"
    Then Alice cannot play "Test Heal 5"

  @id:rites-aegis-strongest-only @rule:aegis.2
  Scenario: Two Aegis do not stack: only the strongest reduces the Wound
    Given Bob has "Test Aegis 1" and "Test Aegis 2" in play
    And Alice has "Test Wound 5" in hand
    When Alice plays "Test Wound 5"
    Then Bob has 37 health

  @id:rites-aegis-works-while-exhausted @rule:aegis.1
  Scenario: An exhausted creature's Aegis still reduces Wound, and the creature stays as it was
    Given Bob has "Test Aegis 2" in play
    And Bob's "Test Aegis 2" is exhausted
    And Alice has "Test Wound 5" in hand
    When Alice plays "Test Wound 5"
    Then Bob has 37 health
    And Bob's "Test Aegis 2" is exhausted
    And Bob has "Test Aegis 2" in play

  @id:rites-aegis-stops-when-its-creature-leaves @rule:aegis.3 @rule:card:pyro-inquisitor.1 @rule:sacrifice.1 @rule:sacrifice.2
  Scenario: Aegis stops protecting as soon as its creature is destroyed by the same ability
    Given Bob has "Test Aegis 3" in play
    And Alice has "Pyro-Inquisitor" and "Test Creature" in play
    When Alice activates "Pyro-Inquisitor"
    Then Bob has 38 health
    And Bob's battlefield is empty
    And Bob's discard pile is "Test Aegis 3"
    And Alice's discard pile is "Test Creature"
    And Alice's "sacrifice" choice offers exactly "Test Creature"
    And at Alice's "destroy" choice, Alice has "Test Creature" in discard pile
    And at Alice's "destroy" choice, Bob has 40 health

  @id:rites-unblockable-ignores-aegis-and-shield @rule:aegis.4 @rule:unblockable.1 @rule:card:divine-shield.2
  Scenario: Unblockable Wound is reduced by neither Aegis nor Divine Shield
    Given Bob has "Test Aegis 3" in play
    And Bob played "Divine Shield" earlier this turn
    And Alice has "Test Unblockable Wound 5" in hand
    When Alice plays "Test Unblockable Wound 5"
    Then Bob has 35 health

  @id:rites-divine-shield-played-in-the-opponents-turn @rule:card:divine-shield.1 @rule:card:divine-shield.2
  Scenario: Divine Shield, played in the opponent's turn, draws a card and reduces each later Wound by 1
    Given Bob has "Divine Shield" in hand
    And Bob's deck holds, from the top, "Test Spell"
    And Alice has "Test Double Wound" in hand
    When Bob plays "Divine Shield"
    Then Bob's hand is "Test Spell"
    And Bob's discard pile is "Divine Shield"
    And Bob's "Divine Shield" is in effect
    When Alice plays "Test Double Wound"
    Then Bob has 36 health

  @id:rites-aegis-only-the-targets-creatures @rule:aegis @rule:wound.1
  Scenario: The Aegis of the wounding player's own creature reduces nothing
    Aegis reduces the Wound effects aimed at its controller, not those its controller deals.
    Given Alice has "Test Aegis 3" in play
    And Alice has "Test Wound 5" in hand
    When Alice plays "Test Wound 5"
    Then Bob has 35 health

  @id:rites-aegis-reduces-a-demise-wound @rule:aegis @rule:demise.4 @rule:destroy.1
  Scenario: Aegis reduces the Wound of an opposing creature's Demise, whatever its source
    Given Alice has "Test Aegis 1" in play
    And Bob has "Biting Skull" in play
    And Alice has "Test Destroy 2" in hand
    When Alice plays "Test Destroy 2"
    Then Alice's "destroy" choice offers exactly "Biting Skull"
    And Alice's "destroy" choice does not offer "Test Aegis 1"
    And Alice has 39 health
    And Bob's discard pile is "Biting Skull"

  @id:rites-aegis-gone-with-its-guarding-creature @rule:aegis.3 @rule:guard.2 @rule:guard.3 @rule:wound.2
  Scenario: A creature with Aegis that guards the first Wound no longer reduces the second
    The first Wound 3 is reduced to 2 by Aegis 1, then guarded; the guarding creature is destroyed
    at once, so the second Wound 3 meets no Aegis.
    Given Bob has "Test Aegis Guardian" in play
    And Alice has "Test Double Wound" in hand
    And Bob will guard with "Test Aegis Guardian"
    When Alice plays "Test Double Wound"
    Then Bob's "guard" choice offers exactly "Test Aegis Guardian" and "nothing"
    And Bob has 37 health
    And Bob's discard pile is "Test Aegis Guardian"

  @id:rites-wound-defeat-checked-after-each-effect @rule:wound.5 @rule:wound.2
  Scenario: A commander brought to 0 by the first Wound of a card loses before the second
    Bob is asked once whether to guard; the game ends before the second Wound, so he is never
    asked again.
    Given Bob has 3 health
    And Bob has "Test Guardian" in play
    And Alice has "Test Double Wound" in hand
    And Bob will not guard
    When Alice plays "Test Double Wound"
    Then Bob's "guard" choice offers exactly "Test Guardian" and "nothing"
    And Bob has 0 health
    And Bob loses the game
    And Bob's "Test Guardian" is ready

  @id:rites-damage-that-is-not-wound-is-never-reduced @rule:wound.6 @rule:poison.3 @rule:aegis.4 @rule:guard.6
  Scenario: Damage that is not Wound meets no Aegis, no Divine Shield and no Guard
    A test card deals 3 damage to each commander; only Wound effects are reduced or guarded.
    Given Bob has "Test Aegis 3" and "Test Guardian" in play
    And Bob played "Divine Shield" earlier this turn
    And Alice has "Test Quake" in hand
    When Alice plays "Test Quake"
    Then Bob has 37 health
    And Alice has 37 health
    And Bob's "Test Guardian" is ready

  @id:rites-damage-to-each-ends-the-game-at-the-first-zero @rule:wound.5 @rule:heal.2
  Scenario: Damage to each commander, the opponent first, ends the game at the first commander at 0
    Defeat comes at once at 0: the card's damage to its own player never happens.
    Given Alice has 2 health
    And Bob has 3 health
    And Alice has "Test Quake" in hand
    When Alice plays "Test Quake"
    Then Bob loses the game
    And Alice wins the game
    And Alice has 2 health

  @id:rites-ward-from-a-demise-lasts-the-turn @rule:wound.3 @rule:demise.4
  Scenario: A Demise's "this turn" reduction protects its owner for the rest of that turn only
    A test creature's Demise reduces each Wound aimed at its owner by 1 this turn; the effect
    lasts though the creature is gone, and ends with the turn.
    Given Bob has "Test Ward Spirit" in play
    And Alice has "Test Destroy 2", "Test Wound 5" and "Test Wound 5" in hand
    When Alice plays "Test Destroy 2"
    And Alice plays "Test Wound 5"
    Then Bob has 36 health
    When Alice ends her turn
    And Bob ends his turn
    And Alice plays "Test Wound 5"
    Then Bob has 31 health

  @id:rites-ward-adds-to-divine-shield-after-aegis @rule:wound.3 @rule:aegis.2 @rule:card:divine-shield.3
  Scenario: A Ward in force reduces each Wound together with Divine Shield, after Aegis
    A test card's Ward of 2 this turn, Divine Shield and Aegis 1 take Wound 5 down to 1; they
    never reduce an Unblockable Wound.
    Given Bob has a Ward of 2 this turn
    And Bob played "Divine Shield" earlier this turn
    And Bob has "Test Aegis 1" in play
    And Alice has "Test Wound 5" and "Test Unblockable Wound 5" in hand
    When Alice plays "Test Wound 5"
    Then Bob has 39 health
    When Alice plays "Test Unblockable Wound 5"
    Then Bob has 34 health

  @id:rites-ward-protects-only-its-player @rule:wound.1 @rule:wound.3
  Scenario: A player's Ward reduces only the Wounds aimed at that player
    Given Alice has a Ward of 2 this turn
    And Alice has "Test Wound 5" in hand
    When Alice plays "Test Wound 5"
    Then Bob has 35 health

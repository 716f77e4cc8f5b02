@rule:allegiance.3
Feature: The Rites
  A Rite is taken by reaching 6 allegiance in its faction and acts from then on. Grace heals and
  converts unspent essence at the end of its holder's turn; Ruin poisons for each of its holder's
  creatures destroyed; Antimatter wounds for each card its holder exiles; the Blaze gives Rush and
  wounds on each summon.

  Background:
    Given a Rites duel between Alice and Bob

  @id:rites-grace-converts-essence-into-wound @rule:card:rite-of-grace.1 @rule:card:rite-of-grace.2
  Scenario: Rite of Grace heals 1, then turns all unspent essence into one Wound
    Given Alice has taken "Rite of Grace"
    And Alice has 30 health and 5 essence
    And Alice will answer "rite of grace" with "wound"
    When Alice ends her turn
    Then Alice has 31 health and 0 essence
    And Bob has 35 health
    And it is Bob's turn
    And Alice's "rite of grace" choice offers exactly "heal" and "wound"
    And at Alice's "rite of grace" choice, Alice has 31 health and 5 essence

  @id:rites-grace-converts-essence-into-heal @rule:card:rite-of-grace.2 @rule:card:rite-of-grace.3
  Scenario: Rite of Grace's Heal stops at 40
    Given Alice has taken "Rite of Grace"
    And Alice has 36 health and 5 essence
    And Alice will answer "rite of grace" with "heal"
    When Alice ends her turn
    Then Alice has 40 health
    And Bob has 40 health

  @id:rites-grace-heals-without-essence @rule:card:rite-of-grace.3
  Scenario: Without essence Rite of Grace still heals 1 and converts nothing
    Given Alice has taken "Rite of Grace"
    And Alice has 20 health
    When Alice ends her turn
    Then Alice has 21 health
    And Bob has 40 health

  @id:rites-grace-wound-can-be-reduced-and-guarded @rule:card:rite-of-grace.4
  Scenario: Rite of Grace's Wound is not Unblockable: the opponent may guard it
    Given Alice has taken "Rite of Grace"
    And Alice has 4 essence
    And Bob has "Test Guardian" in play
    And Alice will answer "rite of grace" with "wound"
    And Bob will guard with "Test Guardian"
    When Alice ends her turn
    Then Bob has 40 health
    And Bob's discard pile is "Test Guardian"
    And Bob's "guard" choice offers exactly "Test Guardian" and "nothing"

  @id:rites-grace-taken-during-the-turn-acts-that-cleanup @rule:card:rite-of-grace.1
  Scenario: A Rite of Grace taken during the turn acts in that turn's cleanup
    Given Alice has 5 White allegiance and 2 essence
    And Alice has 30 health
    And Alice has "Test Allegiance 3" in hand
    And Alice will put the allegiance in "White", "Red" and "Red"
    When Alice plays "Test Allegiance 3"
    Then Alice has taken "Rite of Grace"
    Given Alice will answer "rite of grace" with "heal"
    When Alice ends her turn
    Then Alice has 33 health

  @id:rites-ruin-counts-a-guard @rule:card:rite-of-ruin.2 @rule:guard.3
  Scenario: A creature destroyed by guarding triggers its owner's Rite of Ruin
    Given Bob has taken "Rite of Ruin"
    And Bob has "Test Guardian" in play
    And Alice has "Test Wound 5" in hand
    And Bob will guard with "Test Guardian"
    When Alice plays "Test Wound 5"
    Then Alice has 1 poison counter
    And Bob has 40 health

  @id:rites-ruin-and-demise-in-the-owners-order @rule:card:rite-of-ruin.3
  Scenario: The Rite of Ruin and the Demise are separate effects ordered by their owner
    Given Bob has taken "Rite of Ruin"
    And Bob has "Biting Skull" in play
    And Alice has "Test Destroy 2" in hand
    And Bob will answer "order" with "Rite of Ruin (Biting Skull)"
    When Alice plays "Test Destroy 2"
    Then Alice has 1 poison counter and 38 health
    And Bob's "order" choice offers exactly "Demise of Biting Skull" and "Rite of Ruin (Biting Skull)"

  @id:rites-antimatter-only-for-its-holders-exiles @rule:card:rite-of-antimatter.1
  Scenario: The opponent's exile does not trigger a player's Rite of Antimatter
    Given Bob has taken "Rite of Antimatter"
    And the recruitment zone holds "Test Spell"
    And Alice has "Test Exile 2" in hand
    When Alice plays "Test Exile 2"
    Then Alice has 40 health
    And Bob has 40 health

  @id:rites-blaze-only-own-summons @rule:card:rite-of-the-blaze.3
  Scenario: Only its holder's summons trigger the Rite of the Blaze
    Given Bob has taken "Rite of the Blaze"
    And Alice has "Test Creature" in hand
    When Alice plays "Test Creature"
    Then Alice has 40 health
    And Alice's "Test Creature" is exhausted

  @id:rites-grace-wound-ignored-by-an-eye-for-an-eye @rule:card:rite-of-grace.5 @rule:card:an-eye-for-an-eye.5
  Scenario: An active An Eye for an Eye sends nothing back for the Rite of Grace's Wound
    The converted Wound is the Rite's own, not a creature ability's, so the trap has nothing to answer.
    Given Alice has taken "Rite of Grace"
    And Alice has 4 essence
    And Bob played "An Eye for an Eye" earlier this turn
    And Alice will answer "rite of grace" with "wound"
    When Alice ends her turn
    Then Bob has 36 health
    And Alice has 40 health

  @id:rites-grace-only-at-its-holders-cleanup @rule:card:rite-of-grace.1
  Scenario: The Rite of Grace acts at the end of its holder's turn, not the opponent's
    Given Bob has taken "Rite of Grace"
    And Bob has 30 health
    When Alice ends her turn
    Then Bob has 30 health
    When Bob ends his turn
    Then Bob has 31 health

  @id:rites-grace-wound-reduced-by-divine-shield @rule:card:rite-of-grace.4 @rule:card:divine-shield.2
  Scenario: The opponent's Divine Shield reduces the Rite of Grace's Wound
    Given Alice has taken "Rite of Grace"
    And Alice has 4 essence
    And Bob played "Divine Shield" earlier this turn
    And Alice will answer "rite of grace" with "wound"
    When Alice ends her turn
    Then Bob has 37 health

  @id:rites-ruin-only-for-its-holders-creatures @rule:card:rite-of-ruin.1
  Scenario: The Rite of Ruin does not count the opponent's creatures
    Given Alice has taken "Rite of Ruin"
    And Bob has "Test Creature" in play
    And Alice has "Test Destroy 2" in hand
    When Alice plays "Test Destroy 2"
    Then Bob has 0 poison counters
    And Alice has 0 poison counters
    And Bob's discard pile is "Test Creature"

  @id:rites-antimatter-counts-a-soul-trap-exile-after-the-trap @rule:card:soul-trap.3 @rule:card:rite-of-antimatter.1
  Scenario: Soul Trap's exile triggers its player's Rite of Antimatter, which waits until the trap has resolved
    The trap's own draw comes first; the Wound is the Rite's and is Unblockable.
    Given Alice has 3 essence
    And Alice has "Test Aegis 3" in play
    And the recruitment zone holds "Test Spell"
    And Bob has taken "Rite of Antimatter"
    And Bob has "Soul Trap" in hand
    And Bob's deck holds, from the top, "Test Heal 5"
    And Alice's deck holds, from the top, "Test Wound 5"
    And Bob will respond with "Soul Trap"
    When Alice buys "Test Spell"
    Then Alice has 38 health
    And Bob's hand is "Test Heal 5"
    And Alice's hand is "Test Wound 5"

  @id:rites-ruin-counts-an-eye-for-an-eye @rule:card:rite-of-ruin.2 @rule:card:an-eye-for-an-eye.4
  Scenario: A creature An Eye for an Eye destroys triggers its owner's Rite of Ruin
    Given Alice has taken "Rite of Ruin"
    And Bob played "An Eye for an Eye" earlier this turn
    And Alice has "Test Striker" in play
    When Alice activates "Test Striker"
    Then Bob has 38 health and 1 poison counter
    And Alice's discard pile is "Test Striker"

  @id:rites-grace-converts-a-single-essence @rule:card:rite-of-grace.2
  Scenario: A single unspent essence still becomes a Wound 1
    Given Alice has taken "Rite of Grace"
    And Alice has 1 essence
    And Alice will answer "rite of grace" with "wound"
    When Alice ends her turn
    Then Bob has 39 health
    And Alice has 0 essence

  @id:rites-grace-wound-ends-the-game @rule:card:rite-of-grace.2 @rule:wound.5
  Scenario: The Rite of Grace's Wound finishing the opponent ends the game with the essence spent
    Given Alice has taken "Rite of Grace"
    And Alice has 5 essence
    And Bob has 5 health
    And Alice will answer "rite of grace" with "wound"
    When Alice ends her turn
    Then the game is over, won by Alice
    And Alice has 0 essence
    And Bob has 0 health

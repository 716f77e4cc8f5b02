@rule:demise
Feature: Demise and Destroy
  A destroyed creature goes to its owner's discard pile; its Demise, an effect of its owner read
  in order, waits until the current card has resolved. Destroy X destroys X opposing creatures of
  its player's choice (all of them if fewer), together; their owner orders their Demises. An
  exiled card triggers no Demise.

  Background:
    Given a Rites duel between Alice and Bob

  @id:rites-demise-heal-then-cure @rule:demise.3 @rule:destroy.1
  Scenario: A Demise of several lines resolves them in order for the creature's owner
    Given Bob has 30 health and 4 poison counters
    And Bob has "Zealous Defender" in play
    And Alice has "Test Destroy 2" in hand
    When Alice plays "Test Destroy 2"
    Then Bob has 33 health and 0 poison counters
    And Bob's discard pile is "Zealous Defender"
    And Alice's "destroy" choice offers exactly "Zealous Defender"

  @id:rites-demise-wounds-the-owners-opponent @rule:demise.4
  Scenario: The Demise of an opposing creature destroyed in your turn wounds you
    Given Bob has "Biting Skull" in play
    And Alice has "Test Destroy 2" in hand
    When Alice plays "Test Destroy 2"
    Then Alice has 38 health
    And Bob has 40 health

  @id:rites-demise-waits-until-the-ability-resolves @rule:demise.2 @rule:card:herald-of-the-apocalypse.2
  Scenario: A sacrificed creature's Demise resolves after the ability that sacrificed it
    Given Bob has 10 health
    And Alice has "Herald of the Apocalypse" and "Biting Skull" in play
    When Alice activates "Herald of the Apocalypse"
    Then Bob has 2 health and 2 poison counters
    And Alice's discard pile is "Biting Skull"
    And Alice's "Herald of the Apocalypse" is exhausted

  @id:rites-game-over-ignores-waiting-demise @rule:card:herald-of-the-apocalypse.3 @rule:wound.5
  Scenario: Herald's Wound 6 finishing Bob ends the game before its Poison and the waiting Demise
    Given Bob has 6 health
    And Alice has "Herald of the Apocalypse" and "Biting Skull" in play
    When Alice activates "Herald of the Apocalypse"
    Then Bob loses the game
    And Bob has 0 poison counters
    And Alice's discard pile is "Biting Skull"

  @id:rites-destroyed-together-owner-orders-demises @rule:destroy.2
  Scenario: Creatures destroyed together: their owner chooses the order of their Demises
    Given Bob has 30 health and 2 poison counters
    And Bob has "Biting Skull" and "Zealous Defender" in play
    And Alice has "Test Destroy 2" in hand
    And Bob will answer "order" with "Demise of Zealous Defender"
    When Alice plays "Test Destroy 2"
    Then Bob has 33 health and 0 poison counters
    And Alice has 38 health
    And Bob's battlefield is empty
    And Bob's "order" choice offers exactly "Demise of Biting Skull" and "Demise of Zealous Defender"
    And at Bob's "order" choice, Bob has "Biting Skull" and "Zealous Defender" in discard pile
    And at Bob's "order" choice, Bob's "Demise of Biting Skull" waits
    And at Bob's "order" choice, Bob has 30 health and 2 poison counters

  @id:rites-destroy-fewer-than-x @rule:destroy.1
  Scenario: With fewer opposing creatures than X, Destroy X destroys all it can and none of yours
    Given Bob has "Test Creature" in play
    And Alice has "Test Guardian" in play
    And Alice has "Test Destroy 2" in hand
    When Alice plays "Test Destroy 2"
    Then Bob's battlefield is empty
    And Bob's discard pile is "Test Creature"
    And Alice has "Test Guardian" in play
    And Alice's "destroy" choice offers exactly "Test Creature"
    And Alice's "destroy" choice does not offer "Test Guardian"

  @id:rites-destroy-chooses-among-opposing-creatures @rule:destroy.1
  Scenario: Destroy X destroys the opposing creatures its player chooses
    Given Bob has "Test Creature", "Test Guardian" and "Biting Skull" in play
    And Alice has "Test Destroy 2" in hand
    And Alice will destroy "Test Creature" and "Test Guardian"
    When Alice plays "Test Destroy 2"
    Then Bob's battlefield is "Biting Skull"
    And Alice has 40 health
    And Alice's "destroy" choice offers exactly "Test Creature", "Test Guardian" and "Biting Skull"
    And Alice's "destroy" choice allows at least 2
    And Alice's "destroy" choice allows at most 2

  @id:rites-exiled-card-triggers-no-demise @rule:demise.1 @rule:exile.3 @rule:exile.2
  Scenario: A creature exiled from the recruitment zone triggers no Demise
    Given the recruitment zone holds "Biting Skull"
    And Alice has "Test Exile 2" in hand
    When Alice plays "Test Exile 2"
    Then the exile pile is "Biting Skull"
    And Alice has 40 health
    And Bob has 40 health

  @id:rites-fanatic-demise-gives-allegiance-in-opponents-turn @rule:card:fanatic-bearer-of-the-ideal.1 @rule:allegiance.3
  Scenario: Fanatic destroyed in the opponent's turn gives allegiance, and reaching 6 takes the Rite then
    Given Bob has 5 White allegiance
    And Bob has "Fanatic" in play
    And Alice has "Test Destroy 2" in hand
    And Bob will put the allegiance in "White"
    When Alice plays "Test Destroy 2"
    Then Bob has 6 White allegiance
    And Bob has taken "Rite of Grace"
    And Bob's "allegiance" choice offers exactly "Blue", "Black", "White" and "Red"

  @id:rites-destroy-only-opposing-creatures @rule:destroy.1
  Scenario: Destroy X cannot take one of its own player's creatures
    Both of Bob's creatures must go, yet naming Alice's own creature instead is refused.
    Given Bob has "Test Creature" and "Biting Skull" in play
    And Alice has "Test Guardian" in play
    And Alice has "Test Destroy 2" in hand
    Then Alice cannot answer "destroy" with "Test Creature" and "Test Guardian" when she plays "Test Destroy 2"
    And Alice has "Test Guardian" in play
    And Bob's battlefield is "Test Creature" and "Biting Skull"
    And Alice has "Test Destroy 2" in hand

  @id:rites-destroy-x-destroys-x @rule:destroy.1
  Scenario: With enough opposing creatures, Destroy 2 must destroy two of them
    Given Bob has "Test Creature", "Test Guardian" and "Biting Skull" in play
    And Alice has "Test Destroy 2" in hand
    Then Alice cannot answer "destroy" with "Test Creature" when she plays "Test Destroy 2"
    And Bob's battlefield is "Test Creature", "Test Guardian" and "Biting Skull"

  @id:rites-destroy-choosing-the-ready-copy @rule:destroy.1 @rule:guard.5
  Scenario: Of two same-named opposing creatures, the player may destroy the ready one
    The choice shows each copy as ready or exhausted: destroying the ready guard leaves Bob
    only an exhausted one, which cannot guard the Wound that follows.
    Given Bob has "Test Guardian" and "Test Guardian" in play
    And Bob's "Test Guardian" is exhausted
    And Alice has "Pyro-Inquisitor" and "Test Creature" in play
    And Alice will destroy Bob's ready "Test Guardian"
    When Alice activates "Pyro-Inquisitor"
    Then Alice's "destroy" choice offers exactly "Test Guardian (ready)" and "Test Guardian (exhausted)"
    And Bob's "Test Guardian" is exhausted
    And Bob's discard pile is "Test Guardian"
    And Bob has 38 health

  @id:rites-demise-destroy-chooses-the-owners-opposing-creatures @rule:demise.4 @rule:destroy.1
  Scenario: A Demise's Destroy is its owner's: the owner chooses among the other player's creatures
    Given Bob has "Test Demise Destroy 1" in play
    And Alice has "Test Creature" and "Test Guardian" in play
    And Alice has "Test Destroy 2" in hand
    And Bob will destroy "Test Guardian"
    When Alice plays "Test Destroy 2"
    Then Bob's "destroy" choice offers exactly "Test Creature" and "Test Guardian"
    And Alice's battlefield is "Test Creature"
    And Alice has "Test Guardian" in discard pile
    And Bob's discard pile is "Test Demise Destroy 1"

  @id:rites-demise-resolves-after-its-card-moved @rule:demise.2 @rule:card:return-from-hell.1 @rule:card:return-from-hell.2 @rule:card:herald-of-the-apocalypse.2
  Scenario: A Demise still resolves after its card left the discard pile
    Herald sacrifices Biting Skull, whose Demise waits. Bob guards the Wound 6, and with Return
    from Hell takes the Biting Skull from Alice's discard pile. The Demise is still Alice's and
    still wounds Bob once the ability has resolved.
    Given Alice has "Herald of the Apocalypse" and "Biting Skull" in play
    And Bob has "Test Guardian" in play
    And Bob has "Return from Hell" in hand
    And Bob's deck holds, from the top, "Test Spell"
    And Bob will guard with "Test Guardian"
    And Bob will respond with "Return from Hell"
    And Bob will answer "return from hell" with "Biting Skull"
    When Alice activates "Herald of the Apocalypse"
    Then at Bob's "trap" choice, Alice's "Demise of Biting Skull" waits
    And Bob's "trap" choice offers exactly "Return from Hell" and "nothing"
    And Bob's hand is "Biting Skull" and "Test Spell"
    And Alice's discard pile is empty
    And Bob has 38 health and 2 poison counters

  @id:rites-destroyed-by-an-eye-for-an-eye-triggers-demise @rule:demise.1 @rule:card:an-eye-for-an-eye.4 @rule:demise.5
  Scenario: A creature An Eye for an Eye destroys triggers its Demise, which the trap does not answer
    Given Bob played "An Eye for an Eye" earlier this turn
    And Alice has "Test Vengeful Striker" in play
    When Alice activates "Test Vengeful Striker"
    Then Alice's discard pile is "Test Vengeful Striker"
    And Alice has 38 health
    And Bob has 37 health

  @id:rites-ruin-taken-by-a-demise-is-not-retroactive @rule:card:rite-of-ruin.4 @rule:allegiance.3 @rule:card:fanatic-bearer-of-the-ideal.1 @rule:destroy.2
  Scenario: A Rite of Ruin taken through a Demise does not count the creatures destroyed with it
    Fanatic and another creature are destroyed together; Fanatic's Demise brings Black to 6,
    after both were destroyed, so no Poison follows.
    Given Bob has 5 Black allegiance
    And Bob has "Fanatic" and "Test Creature" in play
    And Alice has "Test Destroy 2" in hand
    And Bob will put the allegiance in "Black"
    When Alice plays "Test Destroy 2"
    Then Bob has taken "Rite of Ruin"
    And Alice has 0 poison counters
    And Bob's battlefield is empty

  @id:rites-bearer-of-the-ideal-sacrificed-gives-allegiance @rule:card:fanatic-bearer-of-the-ideal @rule:demise.1
  Scenario: Bearer of the Ideal sacrificed in its owner's turn gives its owner allegiance
    Given Alice has "Bearer of the Ideal" in play
    And Alice has "Essence Collector" in hand
    And Alice will put the allegiance in "White"
    When Alice plays "Essence Collector"
    Then Alice has 1 White allegiance and 2 essence
    And Alice's discard pile is "Bearer of the Ideal"

  @id:rites-demise-may-is-its-owners-choice @rule:demise.4 @rule:demise.3
  Scenario: A "may" in a Demise is decided by the creature's owner
    A test creature's Demise says its owner may give Poison 2; Alice destroys it, Bob decides.
    Given Bob has "Test Hesitant Spirit" in play
    And Alice has "Test Destroy 2" in hand
    And Bob will answer "may" with "yes"
    When Alice plays "Test Destroy 2"
    Then Bob's "may" choice offers exactly "yes" and "no"
    And Alice has 2 poison counters

  @id:rites-demise-may-declined @rule:demise.4
  Scenario: Declining a Demise's "may" does nothing
    Given Bob has "Test Hesitant Spirit" in play
    And Alice has "Test Destroy 2" in hand
    And Bob will answer "may" with "no"
    When Alice plays "Test Destroy 2"
    Then Alice has 0 poison counters
    And Bob's discard pile is "Test Hesitant Spirit"

  @id:rites-hypernova-destroys-five-of-its-players-choice @rule:card:hypernova @rule:destroy.1
  Scenario: Hypernova's Destroy 5 against six creatures destroys the five its player names
    Given Bob has "Test Creature", "Test Guardian", "Test Sentinel", "Test Aegis 1", "Test Aegis 2" and "Test Striker" in play
    And Alice has "Hypernova" in hand
    And Alice will destroy "Test Creature", "Test Guardian", "Test Sentinel", "Test Aegis 1" and "Test Aegis 2"
    When Alice plays "Hypernova"
    Then Alice's "destroy" choice allows at most 5
    And Alice's "destroy" choice allows at least 5
    And Bob's battlefield is "Test Striker"
    And Bob has 36 health
    And the exile pile is "Hypernova"

  @id:rites-demise-order-decides-what-antimatter-counts @rule:destroy.2 @rule:card:rite-of-antimatter.6 @rule:card:fanatic-bearer-of-the-ideal.1
  Scenario: Ordering Fanatic's Demise first takes the Rite of Antimatter before the other Demise exiles
    Both Demises wait, and Bob orders them: Fanatic's Allegiance 1 brings Blue to 6, so the exile
    of the other Demise, after it, counts.
    Given Bob has 5 Blue allegiance
    And Bob has "Test Demise Exile 1" and "Fanatic" in play
    And the recruitment zone holds "Test Spell"
    And Alice has "Test Destroy 2" in hand
    And Bob will answer "order" with "Demise of Fanatic"
    And Bob will put the allegiance in "Blue"
    When Alice plays "Test Destroy 2"
    Then Bob has taken "Rite of Antimatter"
    And the exile pile is "Test Spell"
    And Alice has 38 health

  @id:rites-demise-order-exile-before-the-rite @rule:destroy.2 @rule:card:rite-of-antimatter.6
  Scenario: Ordering the exile first, before Fanatic's Demise takes the Rite, the exile does not count
    Given Bob has 5 Blue allegiance
    And Bob has "Fanatic" and "Test Demise Exile 1" in play
    And the recruitment zone holds "Test Spell"
    And Alice has "Test Destroy 2" in hand
    And Bob will answer "order" with "Demise of Test Demise Exile 1"
    And Bob will put the allegiance in "Blue"
    When Alice plays "Test Destroy 2"
    Then Bob has taken "Rite of Antimatter"
    And the exile pile is "Test Spell"
    And Alice has 40 health

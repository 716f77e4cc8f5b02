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

  @id:rites-destroy-fewer-than-x @rule:destroy.1
  Scenario: With fewer opposing creatures than X, Destroy X destroys all it can and none of yours
    Given Bob has "Test Creature" in play
    And Alice has "Test Guardian" in play
    And Alice has "Test Destroy 2" in hand
    When Alice plays "Test Destroy 2"
    Then Bob's battlefield is empty
    And Bob's discard pile is "Test Creature"
    And Alice has "Test Guardian" in play

  @id:rites-destroy-chooses-among-opposing-creatures @rule:destroy.1
  Scenario: Destroy X destroys the opposing creatures its player chooses
    Given Bob has "Test Creature", "Test Guardian" and "Biting Skull" in play
    And Alice has "Test Destroy 2" in hand
    And Alice will destroy "Test Creature" and "Test Guardian"
    When Alice plays "Test Destroy 2"
    Then Bob's battlefield is "Biting Skull"
    And Alice has 40 health

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

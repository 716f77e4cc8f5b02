@rule:doom-cards-hexes-and-states @rule:doom-cards-hexes-and-states.2
Feature: States
  States sit in front of a player and are never cards in a deck. Deluded and Envious change
  one Buy phase before going back; Miserable and Twice Miserable lower the final score;
  Lost in the Woods is held by a single player at a time, until someone else takes it.

  @id:nocturne-delusion-then-deluded-buy-phase @rule:hex:delusion @rule:state:deluded @rule:card:werewolf @rule:base:buying @rule:card:werewolf.1 @rule:doom-cards-hexes-and-states.1
  Scenario: A Deluded player cannot buy Action cards in their next Buy phase
    Given a Dominion game between Alice and Bob with kingdom "Werewolf"
    And the Hex deck holds, from the top, "Delusion"
    And it is Alice's Night phase
    And Alice has "Werewolf" in hand
    And Alice's deck holds 5 copies of "Copper"
    And Bob has "Gold" and "Silver" in hand
    When Alice plays "Werewolf"
    Then Bob has the state "Deluded"
    When Alice ends her Night phase
    Then Bob has the state "Deluded"
    When Bob ends his Action phase
    Then Bob does not have the state "Deluded"
    When Bob plays "Gold" and "Silver"
    Then Bob has 5 Coins
    And Bob cannot buy "Werewolf"
    When Bob buys "Duchy"
    Then Bob's discard pile is "Duchy"

  @id:nocturne-envious-silver-and-gold-make-one @rule:state:envious
  Scenario: An Envious player's Silver and Gold make one coin each for that turn
    Printed card value (verified against the card database): Envious making Silver and Gold worth one coin.
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And Bob has the state "Envious"
    And it is Bob's Action phase
    And Bob has "Gold", "Silver" and "Copper" in hand
    When Bob ends his Action phase
    Then Bob does not have the state "Envious"
    When Bob plays "Gold", "Silver" and "Copper"
    Then Bob has 3 Coins

  @id:nocturne-envy-ignored-while-deluded @rule:hex:envy @rule:state:deluded @rule:card:skulk @rule:card:skulk.1 @rule:doom-cards-hexes-and-states.1
  Scenario: Envy does nothing to a player who already has Deluded
    Printed card value (verified against the card database): the condition behind "if available" (no Deluded or Envious already held).
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the Hex deck holds, from the top, "Envy"
    And Bob has the state "Deluded"
    And it is Alice's Action phase
    And Alice has "Skulk" in hand
    When Alice plays "Skulk"
    Then Bob has the state "Deluded"
    And Bob does not have the state "Envious"
    And the Hex discard pile is "Envy"

  @id:nocturne-twice-miserable-decides-the-game @rule:state:twice-miserable @rule:base:game-end @rule:base:buying
  Scenario: Twice Miserable costs four victory points in the final scoring
    Printed card value (verified against the card database): Twice Miserable's -4 victory points.
    Given a Dominion game between Alice and Bob with kingdom "Skulk"
    And the "Province" pile holds 1 cards
    And Bob has the state "Twice Miserable"
    And Bob has "Duchy", "Duchy" and "Duchy" in his discard pile
    And it is Alice's Buy phase
    And Alice has 8 Coins and 1 Buy
    When Alice buys "Province"
    And Alice ends her turn
    Then Alice has 6 victory points
    And Bob has 5 victory points
    And Alice wins the game
    And Bob loses the game

  @id:nocturne-fool-takes-lost-in-the-woods @rule:card:fool @rule:state:lost-in-the-woods @rule:boon:the-fields-gift @rule:boon:the-mountains-gift @rule:boon:the-seas-gift @rule:card:fool.1 @rule:fate-cards-and-boons.1
  Scenario: Fool takes Lost in the Woods from another player and receives three Boons in a chosen order
    Printed card value (verified against the card database): The Field's Gift's +1 coin.
    Given a Dominion game between Alice and Bob with kingdom "Fool"
    And the Boon deck holds, from the top, "The Sea's Gift", "The Mountain's Gift", "The Field's Gift" and "The Sun's Gift"
    And Bob has the state "Lost in the Woods"
    And it is Alice's Action phase
    And Alice has "Fool" in hand
    And Alice's deck holds, from the top, "Gold"
    And Alice will answer "next Boon" with "The Field's Gift"
    And Alice will answer "next Boon" with "The Mountain's Gift"
    When Alice plays "Fool"
    Then Alice's "next Boon" choice offers exactly "The Sea's Gift", "The Mountain's Gift" and "The Field's Gift"
    And Alice's second "next Boon" choice offers exactly "The Sea's Gift" and "The Mountain's Gift"
    And Alice's last "next Boon" choice offers exactly "The Sea's Gift"
    And Alice has the state "Lost in the Woods"
    And Bob does not have the state "Lost in the Woods"
    And Alice has 1 Action and 1 Coin
    And Alice's discard pile is "Silver"
    And Alice's hand is "Gold"
    And Alice has "The Field's Gift" in her kept Boons
    And the Boon deck is "The Sun's Gift"
    And the Boon discard pile is "The Sea's Gift" and "The Mountain's Gift"

  @id:nocturne-fool-with-lost-in-the-woods-does-nothing @rule:card:fool @rule:state:lost-in-the-woods @rule:card:fool.1
  Scenario: Fool does nothing for the player who already has Lost in the Woods
    Given a Dominion game between Alice and Bob with kingdom "Fool"
    And the Boon deck holds, from the top, "The Sea's Gift", "The Mountain's Gift" and "The Field's Gift"
    And Alice has the state "Lost in the Woods"
    And it is Alice's Action phase
    And Alice has "Fool" in hand
    When Alice plays "Fool"
    Then Alice has the state "Lost in the Woods"
    And Alice has 0 Actions
    And the Boon deck is "The Sea's Gift", "The Mountain's Gift" and "The Field's Gift"
    And Alice's discard pile is empty

  @id:nocturne-lost-in-the-woods-start-of-turn @rule:state:lost-in-the-woods @rule:boon:the-fields-gift @rule:card:fool.2 @rule:fate-cards-and-boons.1
  Scenario: Holding Lost in the Woods, Alice opens her turn by discarding a card for a Boon
    Printed card value (verified against the card database): The Field's Gift's +1 Action and +1 coin.
    Given a Dominion game between Alice and Bob with kingdom "Fool"
    And the Boon deck holds, from the top, "The Field's Gift"
    And Alice has the state "Lost in the Woods"
    And Alice has "Estate", "Copper", "Copper", "Copper" and "Copper" in hand
    And it is Bob's Buy phase
    And Alice will answer "discard" with "Estate"
    When Bob ends his turn
    Then Alice's "discard" choice offers exactly "Estate", "Copper" and "nothing"
    And it is Alice's Action phase
    And Alice has 2 Actions, 1 Buy and 1 Coin
    And Alice's discard pile is "Estate"
    And Alice's hand is "Copper", "Copper", "Copper" and "Copper"
    And Alice has "The Field's Gift" in her kept Boons
    And Alice has the state "Lost in the Woods"

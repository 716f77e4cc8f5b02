Feature: Core concepts
  Blanking empties a card's text box but leaves its Power and icons; a unique card has one copy in
  play per player, a second one becoming a free duplicate under it; static abilities work while
  their card is in play and not blanked.

  Background:
    Given a Reign of Kings duel between Alice of "Camelot" and Bob of "The Eleven"
    And Alice's active quest is "Test Quest W4 M2 S1 L7"
    And Bob's active quest is "Test Quest W5 M1 S2 L6"
    And it is the Kingdom phase and Alice is the active player

  @id:reign-blank-keeps-power-and-icons @rule:3.6
  Scenario: A blanked unit keeps its Power and icons and can still attack
    Given it is the Confrontation phase and Alice is the active player
    And Alice controls "Test Soldier 3"
    And Alice's "Test Soldier 3" has 1 sorcery emblem
    And Bob controls "Test Soldier 2" and "Test Spy 2"
    When Alice initiates a Combat struggle against Bob with "Test Soldier 3"
    Given Bob will answer "kill" with "Test Spy 2"
    When Bob defends with "Test Soldier 2"
    Then the Combat struggle totals are 3 for Alice and 2 for Bob
    And Alice's "Test Soldier 3" is blank

  @id:reign-static-boost @rule:8.1 @rule:3.6
  Scenario: A location's static ability boosts its controller's Knights until it is blanked
    Given Alice controls "Test Banner of Knights", "Test Knight 2" and "Test Soldier 2"
    And Bob controls "Test Knight 2"
    Then Alice's "Test Knight 2" has 3 Power
    And Alice's "Test Soldier 2" has 2 Power
    And Bob's "Test Knight 2" has 2 Power
    Given Alice has 1 wealth in her pool
    And Alice has "Test Hex" in hand
    When Alice plays "Test Hex" on Alice's "Test Banner of Knights"
    Then Alice's "Test Knight 2" has 2 Power

  @id:reign-second-unique-becomes-duplicate @rule:3.7 @rule:2.3
  Scenario: A second copy of a unique card goes under the first as a duplicate, costing nothing
    Given Alice controls "Test Unique Lord 3"
    And Alice has 0 wealth in her pool
    And Alice has "Test Unique Lord 3" in hand
    When Alice plays "Test Unique Lord 3"
    Then Alice's "Test Unique Lord 3" has 1 duplicates
    And Alice's field holds 1 cards
    And Alice has 0 wealth in her pool

  @id:reign-each-player-own-unique @rule:3.7
  Scenario: Two players may each control their own copy of the same unique card
    Given Bob controls "Test Unique Lord 3"
    And Alice has 3 wealth in her pool
    And Alice has "Test Unique Lord 3" in hand
    When Alice plays "Test Unique Lord 3"
    Then Alice controls "Test Unique Lord 3"
    And Alice's "Test Unique Lord 3" has 0 duplicates
    And Alice has 0 wealth in her pool

  @id:reign-no-duplicate-under-opponents-copy @rule:3.7 @contested
  Scenario: A copy taken from the opponent cannot take the player's own copy as a duplicate
    The duplicate rule needs the player to own and control both copies, yet a player may control
    only one copy of a unique name. Reading adopted (the 2026-07-27 clarification): the collision
    is prevented at the effect that would cause it, so playing the own copy is refused.
    Given Alice controls "Test Unique Lord 3" owned by Bob
    And Alice has 3 wealth in her pool
    And Alice has "Test Unique Lord 3" in hand
    Then Alice cannot play "Test Unique Lord 3"
    And Alice's "Test Unique Lord 3" has 0 duplicates

  @id:reign-influence-counts-for-controller @rule:3.2 @rule:1.1
  Scenario: Influence on a card counts for the player who controls it, not its owner
    Given Alice controls "Test Glory Knight 2" owned by Bob
    And Alice's "Test Glory Knight 2" has 2 Influence
    And Alice has 3 Influence
    Then Alice has 5 Influence
    And Bob has 0 Influence

  @id:reign-attachment-controlled-by-player @rule:10.3 @rule:6.6
  Scenario: An attachment played on an opponent's unit changes its Power, floored at 0 in totals
    Given Alice has 1 wealth in her pool
    And Alice has "Test Curse -3" in hand
    And Bob controls "Test Soldier 2"
    When Alice plays "Test Curse -3" on Bob's "Test Soldier 2"
    Then Bob's "Test Soldier 2" carries "Test Curse -3"
    And Bob's "Test Soldier 2" has -1 Power
    And Bob's Authority total is 0
    And Alice has 0 wealth in her pool

  @id:reign-attachment-needs-legal-host @rule:10.3
  Scenario: An attachment with no legal target cannot be played
    Given Alice has 3 wealth in her pool
    And Alice has "Test Fortification" and "Test Knightly Spurs +1" in hand
    And Alice controls "Test Soldier 2"
    Then Alice cannot play "Test Fortification" on Alice's "Test Soldier 2"
    And Alice cannot play "Test Knightly Spurs +1" on Alice's "Test Soldier 2"

  @id:reign-illegal-attachment-discarded @rule:10.3 @rule:8.1 @rule:5.6
  Scenario: An attachment whose host regains No Attachments is discarded as a state-based rule
    Given it is the Authority phase
    And Alice controls "Test Warded Giant 4"
    And Alice's "Test Warded Giant 4" has 1 sorcery emblem
    And "Test Sword +2" is attached to Alice's "Test Warded Giant 4"
    When the game advances to the Refresh phase
    Then Alice's "Test Warded Giant 4" has 0 sorcery emblems
    And Alice's "Test Warded Giant 4" carries no attachments
    And Alice's discard pile is "Test Sword +2"

  @id:reign-attachment-host-chosen @rule:10.3 @rule:8.6
  Scenario: An attachment played without naming a host goes on the legal unit its player picks
    Given Alice has 1 wealth in her pool
    And Alice has "Test Knightly Spurs +1" in hand
    And Alice controls "Test Glory Knight 2" and "Test Knight 2"
    And Alice will answer "attach" with "Test Knight 2"
    When Alice plays "Test Knightly Spurs +1"
    Then Alice's "Test Knight 2" carries "Test Knightly Spurs +1"
    And Alice's "attach" choice offers exactly "Test Glory Knight 2" and "Test Knight 2"
    And Alice's "Test Knight 2" has 3 Power
    And Alice's "Test Glory Knight 2" carries no attachments

  @id:reign-control-change-moves-influence @rule:3.2 @rule:1.1 @rule:7.1
  Scenario: A unit taken by an effect counts its Influence for its new controller and still dies to its owner's pile
    Given Bob controls "Test Glory Knight 2"
    And Bob's "Test Glory Knight 2" has 2 Influence
    And Alice has 4 wealth in her pool
    And Alice has "Test Usurpation" and "Test Smite" in hand
    When Alice plays "Test Usurpation" on Bob's "Test Glory Knight 2"
    Then Alice controls "Test Glory Knight 2"
    And Bob does not control "Test Glory Knight 2"
    And Alice has 2 Influence
    And Bob has 0 Influence
    When Alice plays "Test Smite" on Alice's "Test Glory Knight 2"
    Then Bob's dead pile is "Test Glory Knight 2"
    And Alice's dead pile is empty
    And Alice has 0 Influence

  @id:reign-control-change-unique-collision-prevented @rule:3.7 @rule:3.2
  Scenario: Taking control of the opponent's copy of a unique the player already controls is prevented
    Given Alice controls "Test Unique Lord 3"
    And Bob controls "Test Unique Lord 3"
    And Alice has 2 wealth in her pool
    And Alice has "Test Usurpation" in hand
    Then Alice cannot play "Test Usurpation" on Bob's "Test Unique Lord 3"
    And Bob controls "Test Unique Lord 3"

  @id:reign-attach-choice-offers-legal-hosts-only @rule:10.3 @rule:8.6
  Scenario: An attachment played without naming a host is offered every legal host, the opponent's included, and no other
    Given Alice has 1 wealth in her pool
    And Alice has "Test Knightly Spurs +1" in hand
    And Alice controls "Test Knight 2", "Test Soldier 2" and "Test Watchtower"
    And Bob controls "Test Glory Knight 2"
    Then Alice cannot answer "attach" with "Test Soldier 2" when she plays "Test Knightly Spurs +1"
    And Alice cannot answer "attach" with "Test Watchtower" when she plays "Test Knightly Spurs +1"
    When Alice answers "attach" with "Test Glory Knight 2" when she plays "Test Knightly Spurs +1"
    Then Alice's "attach" choice offers exactly "Test Knight 2" and "Test Glory Knight 2"
    And Bob's "Test Glory Knight 2" carries "Test Knightly Spurs +1"
    And Bob's "Test Glory Knight 2" has 3 Power
    And Alice has 0 wealth in her pool

  @id:reign-blank-keeps-attributes @rule:3.6 @rule:2.3 @rule:8.1
  Scenario: A blanked unit keeps its attributes, so effects that care about them still reach it
    Given Alice controls "Test Banner of Knights" and "Test Knight 2"
    And Alice's "Test Knight 2" has 1 sorcery emblem
    Then Alice's "Test Knight 2" is blank
    And Alice's "Test Knight 2" has 3 Power

  @id:reign-returned-card-comes-back-as-new @rule:7.2 @rule:3.5 @rule:8.9 @rule:3.6
  Scenario: A card that leaves play and comes back keeps none of its counters, emblems or lasting effects
    Given Alice controls "Test Glory Knight 2"
    And Alice's "Test Glory Knight 2" has 1 sorcery emblem
    And Alice's "Test Glory Knight 2" has 1 Influence
    And Alice's "Test Glory Knight 2" gets +3 Power until the end of the phase
    And Alice has 4 wealth in her pool
    And Alice has "Test Recall" in hand
    Then Alice has 1 Influence
    And Alice's "Test Glory Knight 2" has 5 Power
    When Alice plays "Test Recall" on Alice's "Test Glory Knight 2"
    Then Alice's hand is "Test Glory Knight 2"
    And Alice has 0 Influence
    When Alice plays "Test Glory Knight 2"
    Then Alice's "Test Glory Knight 2" has 2 Power
    And Alice's "Test Glory Knight 2" is unblanked
    And Alice's "Test Glory Knight 2" has 0 Influence
    And Alice's "Test Glory Knight 2" has the keywords "Glory"
    And Alice has 0 wealth in her pool

  @id:reign-sacrificed-borrowed-unit-goes-to-its-owner @rule:3.2 @rule:7.1
  Scenario: A unit sacrificed by the player controlling it goes to its owner's discard pile
    Given Alice controls "Test Soldier 3" owned by Bob
    And Alice has "Test Offering" in hand
    When Alice plays "Test Offering" on Alice's "Test Soldier 3"
    Then Bob's discard pile is "Test Soldier 3"
    And Alice's discard pile is "Test Offering"
    And Alice does not control "Test Soldier 3"

  @id:reign-duplicate-save-stays-with-the-owner @rule:3.7 @rule:7.3 @rule:3.2
  Scenario: Only the owner of a unique card another player controls may use its duplicate to save it
    Given Alice controls "Test Unique Lord 3" owned by Bob
    And Alice's "Test Unique Lord 3" has a duplicate
    And Bob has 2 wealth in his pool
    And Bob has "Test Smite" in hand
    And Bob will answer "duplicate save" with "yes"
    When Bob plays "Test Smite" on Alice's "Test Unique Lord 3"
    Then Alice controls "Test Unique Lord 3"
    And Alice's "Test Unique Lord 3" has 0 duplicates
    And Bob's discard pile is "Test Smite" and "Test Unique Lord 3"
    And Alice's discard pile is empty
    And Bob's dead pile is empty

  @id:reign-own-copy-beside-a-borrowed-copy-refused-for-either-player @rule:3.7 @contested
  Scenario: Whichever player controls the other's copy of a unique, playing their own copy is refused
    The same reading as reign-no-duplicate-under-opponents-copy (the 2026-07-27 clarification in
    3.7: the collision is prevented at the effect that would cause it), with the players' parts
    swapped.
    Given it is the Kingdom phase and Bob is the active player
    And Bob controls "Test Unique Lord 3" owned by Alice
    And Bob has 3 wealth in his pool
    And Bob has "Test Unique Lord 3" in hand
    Then Bob cannot play "Test Unique Lord 3"
    And Bob's "Test Unique Lord 3" has 0 duplicates

  @id:reign-attachment-goes-on-the-named-host @rule:10.3 @rule:8.6
  Scenario: An attachment played on a named unit goes on that unit, not on another of the player's
    Given Alice has 1 wealth in her pool
    And Alice has "Test Sword +2" in hand
    And Alice controls "Test Knight 2", "Test Soldier 3" and "Test Soldier 2"
    When Alice plays "Test Sword +2" on Alice's "Test Soldier 2"
    Then Alice's "Test Soldier 2" carries "Test Sword +2"
    And Alice's "Test Soldier 2" has 4 Power
    And Alice's "Test Soldier 3" carries no attachments
    And Alice's "Test Knight 2" carries no attachments

  @id:reign-attachment-on-a-location @rule:10.3
  Scenario: An attachment that attaches to a location goes on one
    Given Alice has 1 wealth in her pool
    And Alice has "Test Fortification" in hand
    And Alice controls "Test Watchtower"
    When Alice plays "Test Fortification" on Alice's "Test Watchtower"
    Then Alice's "Test Watchtower" carries "Test Fortification"
    And Alice has 0 wealth in her pool

  @id:reign-attachment-on-an-opponents-unit-goes-to-its-player @rule:10.3 @rule:7.1 @rule:3.2
  Scenario: An attachment a player puts on an opponent's unit stays theirs and goes to their discard pile
    Given it is the Kingdom phase and Bob is the active player
    And Bob has 3 wealth in his pool
    And Bob has "Test Curse -3" and "Test Smite" in hand
    And Alice controls "Test Soldier 3"
    When Bob plays "Test Curse -3" on Alice's "Test Soldier 3"
    Then Alice's "Test Soldier 3" has 0 Power
    When Bob plays "Test Smite" on Alice's "Test Soldier 3"
    Then Bob's discard pile is "Test Smite" and "Test Curse -3"
    And Alice's discard pile is empty
    And Alice's dead pile is "Test Soldier 3"

  @id:reign-control-of-a-card-sharing-a-name @rule:3.2 @rule:3.7
  Scenario: Only unique names collide: control of a second copy of a non-unique unit is taken as usual
    Given Alice controls "Test Soldier 2"
    And Bob controls "Test Soldier 2"
    And Alice has 2 wealth in her pool
    And Alice has "Test Usurpation" in hand
    When Alice plays "Test Usurpation" on Bob's "Test Soldier 2"
    Then Alice's field holds 2 cards
    And Bob's field is empty

  @id:reign-blanked-attachment-grants-nothing @rule:3.6 @rule:10.3
  Scenario: A sorcery emblem on an attachment blanks it, so its host gains nothing from it
    Given Alice controls "Test Soldier 2"
    And "Test Sword +2" is attached to Alice's "Test Soldier 2"
    And "Test Sword +2" on Alice's "Test Soldier 2" has 1 sorcery emblem
    Then Alice's "Test Soldier 2" has 2 Power
    And Alice's "Test Soldier 2" carries "Test Sword +2"

  @id:reign-blanked-lasting-attachment-is-discarded @rule:3.6 @rule:9.3 @rule:10.3
  Scenario: A blanked Lasting attachment has lost Lasting, so it is discarded with its host
    Given Bob controls "Test Soldier 2"
    And "Test Lasting Cloak +1" is attached to Bob's "Test Soldier 2"
    And "Test Lasting Cloak +1" on Bob's "Test Soldier 2" has 1 sorcery emblem
    And Alice has 2 wealth in her pool
    And Alice has "Test Smite" in hand
    When Alice plays "Test Smite" on Bob's "Test Soldier 2"
    Then Bob's discard pile is "Test Lasting Cloak +1"
    And Bob's hand is empty

  @id:reign-attachment-on-an-opponents-unit-stays-its-players @rule:10.3 @rule:7.1 @rule:3.2
  Scenario: An attachment the active player puts on the opponent's unit goes to their own discard pile
    Given Alice has 3 wealth in her pool
    And Alice has "Test Curse -3" and "Test Smite" in hand
    And Bob controls "Test Soldier 3"
    When Alice plays "Test Curse -3" on Bob's "Test Soldier 3"
    And Alice plays "Test Smite" on Bob's "Test Soldier 3"
    Then Alice's discard pile is "Test Smite" and "Test Curse -3"
    And Bob's discard pile is empty
    And Bob's dead pile is "Test Soldier 3"

  @id:reign-a-second-emblem-adds-up @rule:3.5 @rule:3.6
  Scenario: A sorcery emblem placed on a card that has one already makes two
    Given Bob controls "Test Soldier 2"
    And Bob's "Test Soldier 2" has 1 sorcery emblem
    And Alice has 1 wealth in her pool
    And Alice has "Test Hex" in hand
    When Alice plays "Test Hex" on Bob's "Test Soldier 2"
    Then Bob's "Test Soldier 2" has 2 sorcery emblems

  @id:reign-control-taken-by-either-player @rule:3.2
  Scenario: Bob's deed takes control of Alice's unit as Alice's would take Bob's
    Given Alice controls "Test Soldier 2"
    And Bob has 2 wealth in his pool
    And Bob has "Test Usurpation" in hand
    And Alice has 2 wealth in her pool
    And Alice has "Test Smite" in hand
    When Bob plays "Test Usurpation" on Alice's "Test Soldier 2"
    Then Bob controls "Test Soldier 2"
    And Alice's field is empty
    When Alice plays "Test Smite" on Bob's "Test Soldier 2"
    Then Alice's dead pile is "Test Soldier 2"
    And Bob's dead pile is empty

  @id:reign-secret-place-in-the-kingdom-phase-only @rule:10.9 @rule:5.3
  Scenario: Even the active player cannot secret-place outside the Kingdom phase
    Given it is the Confrontation phase and Alice is the active player
    And Alice has 3 wealth in her pool
    And Alice has "Test Secret Assassin 3" in hand
    Then Alice cannot secret-place "Test Secret Assassin 3"
    And Alice has 3 wealth in her pool

  @id:reign-an-illegal-lasting-attachment-is-discarded @rule:10.3 @rule:8.1 @rule:9.3
  Scenario: A Lasting attachment that becomes illegally attached is discarded, not returned to hand
    Given it is the Authority phase
    And Alice controls "Test Warded Giant 4"
    And Alice's "Test Warded Giant 4" has 1 sorcery emblem
    And "Test Lasting Cloak +1" is attached to Alice's "Test Warded Giant 4"
    When the game advances to the Refresh phase
    Then Alice's "Test Warded Giant 4" carries no attachments
    And Alice's discard pile is "Test Lasting Cloak +1"
    And Alice's hand is empty

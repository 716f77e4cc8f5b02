Feature: Abilities, windows and timing
  Lasting effects last until the end of the phase, struggle or round they name; X is chosen once
  when an ability starts and cannot exceed what can be paid; an ability cannot be started unless
  it can change the game.

  Background:
    Given a Reign of Kings duel between Alice of "Camelot" and Bob of "The Eleven"
    And Alice's active quest is "Test Quest W4 M2 S1 L7"
    And Bob's active quest is "Test Quest W5 M1 S2 L6"
    And it is the Kingdom phase and Alice is the active player

  @id:reign-lasting-effect-expires-with-phase @rule:8.9 @rule:8.8
  Scenario: A Power boost until the end of the phase is gone when the phase ends
    Given Alice controls "Test Soldier 2"
    And Alice has 1 wealth in her pool
    And Alice has "Test Surge +3" in hand
    When Alice plays "Test Surge +3" on Alice's "Test Soldier 2"
    Then Alice's "Test Soldier 2" has 5 Power
    When Bob passes
    And Alice passes
    Then Bob is the active player
    And Alice's "Test Soldier 2" has 5 Power
    When Alice passes
    And Bob passes
    Then it is the Confrontation phase
    And Alice's "Test Soldier 2" has 2 Power

  @id:reign-x-chosen-and-paid @rule:8.7
  Scenario: The player chooses X once and pays it; the effect uses the same X
    Given Bob has 3 wealth in his pool
    And Bob has "Test Eleven Insight X" in hand
    And Bob's draw deck holds, from the top, "Test Spy 2", "Test Mage 2" and "Test Priest 2"
    And Bob will answer "X" with "2"
    When Bob plays "Test Eleven Insight X"
    Then Bob's hand is "Test Spy 2" and "Test Mage 2"
    And Bob's "X" choice offers exactly "0", "1", "2" and "3"
    And Bob has 1 wealth in his pool

  @id:reign-ability-needs-a-real-effect @rule:8.11
  Scenario: A deed that adds a unit to a struggle cannot be played when no struggle is under way
    Given Alice controls "Test Soldier 2"
    And Alice has 1 wealth in her pool
    And Alice has "Test Rally" in hand
    Then Alice cannot play "Test Rally" on Alice's "Test Soldier 2"
    And Alice has 1 wealth in her pool

  @id:reign-struggle-boost-then-authority @rule:8.9 @rule:6.3
  Scenario: A Power boost played during a struggle counts in it
    Given it is the Confrontation phase and Alice is the active player
    And Alice controls "Test Soldier 2"
    And Bob controls "Test Soldier 3" and "Test Spy 2"
    And Alice has 1 wealth in her pool
    And Alice has "Test Surge +3" in hand
    When Alice initiates a Combat struggle against Bob with "Test Soldier 2"
    And Alice plays "Test Surge +3" on Alice's "Test Soldier 2"
    Given Bob will answer "kill" with "Test Spy 2"
    When Bob defends with "Test Soldier 3"
    Then the Combat struggle totals are 5 for Alice and 3 for Bob
    And Alice wins the Combat struggle by 2

  @id:reign-until-end-of-struggle-expires @rule:S.13 @rule:8.8 @rule:8.9
  Scenario: A Power boost until the end of the struggle counts in it and is gone afterwards
    Given it is the Confrontation phase and Alice is the active player
    And Alice controls "Test Soldier 2"
    And Bob controls "Test Soldier 3" and "Test Spy 2"
    And Alice has "Test Battle Cry +2" in hand
    When Alice initiates a Combat struggle against Bob with "Test Soldier 2"
    And Alice plays "Test Battle Cry +2" on Alice's "Test Soldier 2"
    Then Alice's "Test Soldier 2" has 4 Power
    Given Bob will answer "kill" with "Test Spy 2"
    When Bob defends with "Test Soldier 3"
    Then Alice wins the Combat struggle by 1
    And Alice's "Test Soldier 2" has 2 Power

  @id:reign-x-cost-unit-power-x @rule:8.7 @rule:2.5
  Scenario: A unit with cost X and Power X takes the X its player chose and paid
    Given Alice has 4 wealth in her pool
    And Alice has "Test Hireling X" in hand
    And Alice will answer "X" with "3"
    When Alice plays "Test Hireling X"
    Then Alice controls "Test Hireling X"
    And Alice's "X" choice offers exactly "0", "1", "2", "3" and "4"
    And Alice's "Test Hireling X" has 3 Power
    And Alice has 1 wealth in her pool

  @id:reign-immune-unit-cannot-be-targeted @rule:8.11
  Scenario: A unit immune to deeds cannot be chosen by a deed, but struggle spoils still reach it
    Given it is the Confrontation phase and Alice is the active player
    And Bob controls "Test Warded Saint 2"
    And Alice controls "Test Soldier 3"
    And Alice has 2 wealth in her pool
    And Alice has "Test Smite" in hand
    Then Alice cannot play "Test Smite" on Bob's "Test Warded Saint 2"
    When Alice initiates a Combat struggle against Bob with "Test Soldier 3"
    And Bob declares no defenders
    Then Alice wins the Combat struggle by 3
    And Bob's dead pile is "Test Warded Saint 2"
    And Alice's hand is "Test Smite"

  @id:reign-blanked-unit-loses-immunity @rule:8.11 @rule:3.6
  Scenario: Blanking removes a printed immunity
    Given Bob controls "Test Warded Saint 2"
    And Bob's "Test Warded Saint 2" has 1 sorcery emblem
    And Alice has 2 wealth in her pool
    And Alice has "Test Smite" in hand
    When Alice plays "Test Smite" on Bob's "Test Warded Saint 2"
    Then Bob's dead pile is "Test Warded Saint 2"

  @id:reign-search-takes-a-card-then-shuffles @rule:8.10
  Scenario: Searching the deck takes a matching card into hand and then shuffles the deck
    Given Alice has 1 wealth in her pool
    And Alice has "Test Requisition" in hand
    And Alice's draw deck holds, from the top, "Test Insight 2", "Test Soldier 3" and "Test Watchtower"
    And Alice will answer "search" with "Test Soldier 3"
    And the "shuffle" outcome will be "Test Watchtower" and "Test Insight 2"
    When Alice plays "Test Requisition"
    Then Alice's hand is "Test Soldier 3"
    And Alice's "search" choice offers exactly "Test Soldier 3" and "nothing"
    And the "shuffle" outcome could be exactly "Test Insight 2" and "Test Watchtower"
    And Alice's draw deck is "Test Watchtower" and "Test Insight 2"
    And Alice's discard pile is "Test Requisition"

  @id:reign-search-may-take-nothing @rule:8.10
  Scenario: A search need not take a card even when one matches, and the deck is shuffled anyway
    Given Alice has 1 wealth in her pool
    And Alice has "Test Requisition" in hand
    And Alice's draw deck holds, from the top, "Test Soldier 3" and "Test Insight 2"
    And Alice will answer "search" with "nothing"
    And the "shuffle" outcome will be "Test Insight 2" and "Test Soldier 3"
    When Alice plays "Test Requisition"
    Then Alice's hand is empty
    And Alice's draw deck is "Test Insight 2" and "Test Soldier 3"

  @id:reign-x-cannot-exceed-the-pool @rule:8.7
  Scenario: X cannot be chosen above what the player can pay, and the most that can be paid is allowed
    Given Bob has 3 wealth in his pool
    And Bob has "Test Eleven Insight X" in hand
    And Bob's draw deck holds 5 copies of "Test Spy 2"
    Then Bob cannot answer "X" with "4" when he plays "Test Eleven Insight X"
    When Bob answers "X" with "3" when he plays "Test Eleven Insight X"
    Then Bob's hand holds 3 cards
    And Bob has 0 wealth in his pool

  @id:reign-search-takes-only-a-matching-card @rule:8.10
  Scenario: A search for a unit cannot take a card of another type
    Given Alice has 1 wealth in her pool
    And Alice has "Test Requisition" in hand
    And Alice's draw deck holds, from the top, "Test Insight 2", "Test Soldier 3" and "Test Watchtower"
    Then Alice cannot answer "search" with "Test Insight 2" when she plays "Test Requisition"
    And Alice cannot answer "search" with "Test Watchtower" when she plays "Test Requisition"
    And Alice's hand is "Test Requisition"
    And Alice has 1 wealth in her pool

  @id:reign-deed-target-choice-legal-targets-only @rule:8.11 @rule:3.2
  Scenario: A targeted deed played without naming its target is offered only the targets its text allows
    Given Alice has 2 wealth in her pool
    And Alice has "Test Offering" and "Test Usurpation" in hand
    And Alice controls "Test Soldier 2" and "Test Soldier 1"
    And Bob controls "Test Spy 2" and "Test Warded Saint 2"
    Then Alice cannot answer "target" with "Test Spy 2" when she plays "Test Offering"
    And Alice cannot answer "target" with "Test Soldier 1" when she plays "Test Usurpation"
    And Alice cannot answer "target" with "Test Warded Saint 2" when she plays "Test Usurpation"
    When Alice answers "target" with "Test Spy 2" when she plays "Test Usurpation"
    Then Alice's "target" choice offers exactly "Test Spy 2"
    And Alice controls "Test Spy 2"
    And Alice has 0 wealth in her pool

  @id:reign-x-with-loyalty-leaves-less-to-choose @rule:8.7 @rule:9.3
  Scenario: An off-faction X deed's Loyalty is paid too, so X cannot take the whole pool
    Given Bob has 3 wealth in his pool
    And Bob has "Test Camelot Insight X" in hand
    And Bob's draw deck holds 3 copies of "Test Spy 2"
    Then Bob cannot answer "X" with "3" when he plays "Test Camelot Insight X"
    When Bob answers "X" with "2" when he plays "Test Camelot Insight X"
    Then Bob's "X" choice offers exactly "0", "1" and "2"
    And Bob's hand holds 2 cards
    And Bob has 0 wealth in his pool

  @id:reign-search-with-no-match-still-shuffles @rule:8.10
  Scenario: A search that finds no matching card takes nothing and the deck is shuffled all the same
    Given Alice has 1 wealth in her pool
    And Alice has "Test Requisition" in hand
    And Alice's draw deck holds, from the top, "Test Insight 2" and "Test Watchtower"
    And the "shuffle" outcome will be "Test Watchtower" and "Test Insight 2"
    When Alice plays "Test Requisition"
    Then Alice's hand is empty
    And Alice's draw deck is "Test Watchtower" and "Test Insight 2"
    And the "shuffle" outcome could be exactly "Test Insight 2" and "Test Watchtower"

  @id:reign-secret-deed-is-played-when-revealed @rule:10.9 @rule:8.6 @rule:10.4
  Scenario: A Secret deed revealed from the secret area is played for its Secret cost and discarded
    Given it is the Confrontation phase and Alice is the active player
    And Alice has 1 wealth in her pool
    And Alice's secret area holds, from the top, "Test Secret Ambush"
    And Bob controls "Test Spy 2"
    When Alice reveals "Test Secret Ambush" on Bob's "Test Spy 2"
    Then Bob's dead pile is "Test Spy 2"
    And Alice's secret area is empty
    And Alice's discard pile is "Test Secret Ambush"
    And Alice has 0 wealth in her pool

  @id:reign-secret-attachment-revealed-onto-a-unit @rule:10.9 @rule:10.3
  Scenario: A Secret attachment revealed goes straight onto a legal unit for its Secret cost
    Given it is the Confrontation phase and Alice is the active player
    And Alice has 1 wealth in her pool
    And Alice controls "Test Soldier 2"
    And Alice's secret area holds, from the top, "Test Hidden Dagger +1"
    When Alice reveals "Test Hidden Dagger +1" on Alice's "Test Soldier 2"
    Then Alice's "Test Soldier 2" carries "Test Hidden Dagger +1"
    And Alice's "Test Soldier 2" has 3 Power
    And Alice has 0 wealth in her pool

  @id:reign-secret-attachment-without-a-host-is-discarded @rule:10.9 @rule:10.3
  Scenario: A Secret attachment revealed with no legal host is discarded
    Given Alice has 1 wealth in her pool
    And Alice controls "Test Watchtower"
    And Alice's secret area holds, from the top, "Test Hidden Dagger +1"
    When Alice reveals "Test Hidden Dagger +1"
    Then Alice's discard pile is "Test Hidden Dagger +1"
    And Alice's secret area is empty
    And Alice's "Test Watchtower" carries no attachments

  @id:reign-secret-place-needs-two-wealth @rule:10.9 @rule:3.4
  Scenario: Secret-placing costs 2 wealth, so a pool of 1 cannot pay for it
    Given Alice has 1 wealth in her pool
    And Alice has "Test Secret Assassin 3" in hand
    Then Alice cannot secret-place "Test Secret Assassin 3"
    And Alice's hand is "Test Secret Assassin 3"

  @id:reign-sacrifice-targets-the-players-own-units @rule:7.1 @rule:8.11
  Scenario: A deed that sacrifices a unit of its player's cannot name an opponent's unit
    Given Bob controls "Test Spy 2"
    And Alice controls "Test Soldier 2"
    And Bob has "Test Offering" in hand
    Then Bob cannot answer "target" with "Test Soldier 2" when he plays "Test Offering"
    When Bob plays "Test Offering"
    Then Bob's "target" choice offers exactly "Test Spy 2"
    And Bob's discard pile is "Test Offering" and "Test Spy 2"
    And Alice controls "Test Soldier 2"

  @id:reign-a-card-goes-on-top-of-its-pile @rule:7.1 @rule:10.4
  Scenario: A card put into a pile goes on top of the cards already there
    Given Alice has 1 wealth in her pool
    And Alice has "Test Insight 2" in hand
    And Alice's discard pile holds, from the top, "Test Spy 2" and "Test Mage 2"
    And Alice's draw deck holds 2 copies of "Test Soldier 1"
    When Alice plays "Test Insight 2"
    Then Alice's discard pile is "Test Insight 2", "Test Spy 2" and "Test Mage 2"

  @id:reign-search-for-a-location @rule:8.10
  Scenario: A search for a location is offered the locations of the deck only
    Given Alice has "Test Surveyor's Map" in hand
    And Alice's draw deck holds, from the top, "Test Soldier 3", "Test Watchtower" and "Test Insight 2"
    And Alice will answer "search" with "Test Watchtower"
    And the "shuffle" outcome will be "Test Insight 2" and "Test Soldier 3"
    When Alice plays "Test Surveyor's Map"
    Then Alice's "search" choice offers exactly "Test Watchtower" and "nothing"
    And Alice's hand is "Test Watchtower"
    And Alice's draw deck is "Test Insight 2" and "Test Soldier 3"

  @id:reign-x-zero-with-an-empty-pool @rule:8.7 @rule:2.5
  Scenario: With an empty pool X can only be 0, and a unit of Power X enters with 0 Power
    Given Alice has 0 wealth in her pool
    And Alice has "Test Hireling X" in hand
    When Alice plays "Test Hireling X"
    Then Alice's "X" choice offers exactly "0"
    And Alice controls "Test Hireling X"
    And Alice's "Test Hireling X" has 0 Power

  @id:reign-deed-hits-the-named-unit @rule:8.11 @rule:7.1
  Scenario: A deed played on a named unit affects that unit, not another of its controller's
    Given Bob controls "Test Soldier 3" and "Test Soldier 2"
    And Alice has 2 wealth in her pool
    And Alice has "Test Smite" in hand
    When Alice plays "Test Smite" on Bob's "Test Soldier 2"
    Then Bob's dead pile is "Test Soldier 2"
    And Bob controls "Test Soldier 3"

  @id:reign-power-x-is-chosen-anew-each-time @rule:8.7 @rule:2.5 @rule:7.2
  Scenario: A unit of Power X keeps the X it was played with until it leaves; played again, it takes a new X
    Given Alice controls "Test Hireling X" played with X = 3
    And Alice has 2 wealth in her pool
    And Alice has "Test Recall" in hand
    Then Alice's "Test Hireling X" has 3 Power
    When Alice plays "Test Recall" on Alice's "Test Hireling X"
    And Alice answers "X" with "1" when she plays "Test Hireling X"
    Then Alice's "Test Hireling X" has 1 Power
    And Alice has 0 wealth in her pool

  @id:reign-x-and-loyalty-add-up @rule:8.7 @rule:9.3
  Scenario: X and an off-faction deed's Loyalty add up, both in what X may be and in what is paid
    Given Bob has 2 wealth in his pool
    And Bob has "Test Camelot Insight X" in hand
    And Bob's draw deck holds 3 copies of "Test Spy 2"
    When Bob answers "X" with "1" when he plays "Test Camelot Insight X"
    Then Bob's "X" choice offers exactly "0" and "1"
    And Bob's hand is "Test Spy 2"
    And Bob has 0 wealth in his pool

  @id:reign-x-deed-cannot-pay-its-loyalty @rule:8.7 @rule:9.3
  Scenario: An off-faction X deed cannot be played when the pool cannot pay its Loyalty, even with X = 0
    Given Bob has 0 wealth in his pool
    And Bob has "Test Camelot Insight X" in hand
    And Bob's draw deck holds 3 copies of "Test Spy 2"
    Then Bob cannot play "Test Camelot Insight X"

  @id:reign-until-end-of-struggle-needs-a-struggle @rule:8.11 @rule:8.9
  Scenario: A change until the end of the struggle cannot be started when no struggle is under way
    Given Alice controls "Test Soldier 2"
    And Alice has "Test Battle Cry +2" in hand
    Then Alice cannot play "Test Battle Cry +2" on Alice's "Test Soldier 2"

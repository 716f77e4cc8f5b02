Feature: Card types and the secret area
  Locations come into play only in the Kingdom phase; deeds resolve and are discarded without ever
  entering the field, in any action window; Secret cards are placed facedown for 2 and revealed
  later for their Secret cost, and a card costing - can only come from the secret area.

  Background:
    Given a Reign of Kings duel between Alice of "Camelot" and Bob of "The Eleven"
    And Alice's active quest is "Test Quest W4 M2 S1 L7"
    And Bob's active quest is "Test Quest W5 M1 S2 L6"
    And it is the Kingdom phase and Alice is the active player

  @id:reign-location-only-in-kingdom @rule:10.2
  Scenario: A location cannot be played outside the Kingdom phase
    Given it is the Confrontation phase and Alice is the active player
    And Alice has 3 wealth in her pool
    And Alice has "Test Watchtower" in hand
    Then Alice cannot play "Test Watchtower"

  @id:reign-deed-discarded-after-resolving @rule:10.4 @rule:8.6 @rule:3.1
  Scenario: A deed resolves and goes to the discard pile; it never enters the field
    Given Alice has 1 wealth in her pool
    And Alice has "Test Insight 2" in hand
    And Alice's draw deck holds, from the top, "Test Soldier 1", "Test Spy 2" and "Test Mage 2"
    When Alice plays "Test Insight 2"
    Then Alice's hand is "Test Soldier 1" and "Test Spy 2"
    And Alice's discard pile is "Test Insight 2"
    And Alice's field is empty
    And Alice has 0 wealth in her pool

  @id:reign-deed-by-non-active-player @rule:10.4 @rule:8.3 @rule:8.2
  Scenario: An Action deed may be played by a player who is not the active player
    Given Bob has "Test Windfall 2" in hand
    When Bob plays "Test Windfall 2"
    Then Bob has 2 wealth in his pool
    And Bob's discard pile is "Test Windfall 2"

  @id:reign-secret-place-costs-two @rule:10.9 @rule:8.6
  Scenario: The active player secret-places a Secret card for 2 wealth
    Given Alice has 3 wealth in her pool
    And Alice has "Test Secret Assassin 3" in hand
    When Alice secret-places "Test Secret Assassin 3"
    Then Alice's secret area is "Test Secret Assassin 3"
    And Alice has 1 wealth in her pool
    And Alice's hand is empty

  @id:reign-secret-place-only-active-player @rule:10.9
  Scenario: A player who is not active cannot secret-place
    Given Bob has 3 wealth in his pool
    And Bob has "Test Eleven Infiltrator 2" in hand
    Then Bob cannot secret-place "Test Eleven Infiltrator 2"

  @id:reign-secret-place-needs-secret @rule:10.9 @rule:9.3
  Scenario: A card without Secret cannot be secret-placed
    Given Alice has 3 wealth in her pool
    And Alice has "Test Soldier 2" in hand
    Then Alice cannot secret-place "Test Soldier 2"

  @id:reign-reveal-in-any-window @rule:10.9
  Scenario: A secret card is revealed for its Secret cost in any action window, by any player
    Given it is the Confrontation phase and Alice is the active player
    And Bob has 1 wealth in his pool
    And Bob's secret area holds, from the top, "Test Eleven Infiltrator 2"
    When Bob reveals "Test Eleven Infiltrator 2"
    Then Bob controls "Test Eleven Infiltrator 2"
    And Bob's "Test Eleven Infiltrator 2" is ready
    And Bob's secret area is empty
    And Bob has 0 wealth in his pool

  @id:reign-reveal-pays-loyalty @rule:10.9 @rule:9.3
  Scenario: Revealing an off-faction secret card pays its Loyalty as well
    Given Alice has 2 wealth in her pool
    And Alice has "Test Windfall 2" in hand
    And Alice's secret area holds, from the top, "Test Eleven Infiltrator 2"
    Then Alice cannot reveal "Test Eleven Infiltrator 2"
    When Alice plays "Test Windfall 2"
    And Alice reveals "Test Eleven Infiltrator 2"
    Then Alice controls "Test Eleven Infiltrator 2"
    And Alice has 1 wealth in her pool

  @id:reign-dash-cost-not-from-hand @rule:2.5 @rule:10.9
  Scenario: A card costing - cannot be played from hand but can be revealed from the secret area
    Given Alice has 9 wealth in her pool
    And Alice has "Test Hidden Blade 2" in hand
    Then Alice cannot play "Test Hidden Blade 2"
    When Alice secret-places "Test Hidden Blade 2"
    And Alice reveals "Test Hidden Blade 2"
    Then Alice controls "Test Hidden Blade 2"
    And Alice has 4 wealth in her pool

  @id:reign-reveal-duplicate @rule:10.9 @rule:3.7
  Scenario: A revealed copy of a unique card in play enters as a duplicate
    Given Alice controls "Test Unique Shade 2"
    And Alice has 5 wealth in her pool
    And Alice's secret area holds, from the top, "Test Unique Shade 2"
    When Alice reveals "Test Unique Shade 2"
    Then Alice's "Test Unique Shade 2" has 1 duplicate
    And Alice's field holds 1 cards
    And Alice's secret area is empty

  @id:reign-unit-becomes-location @rule:2.2 @rule:10.2 @rule:10.3 @rule:6.1
  Scenario: A unit turned into a location has no Power or icons and sheds its unit attachment until the effect ends
    Given it is the Confrontation phase and Alice is the active player
    And Bob controls "Test Soldier 3"
    And "Test Sword +2" is attached to Bob's "Test Soldier 3"
    And Alice controls "Test Soldier 2"
    And Alice has 1 wealth in her pool
    And Alice has "Test Petrify" in hand
    When Alice plays "Test Petrify" on Bob's "Test Soldier 3"
    Then Bob's "Test Soldier 3" carries no attachments
    And Bob's discard pile is "Test Sword +2"
    And Bob's Authority total is 0
    When Alice initiates a Combat struggle against Bob with "Test Soldier 2"
    Then Bob cannot defend with "Test Soldier 3"
    When Bob declares no defenders
    Then Alice wins the Combat struggle by 2
    And Bob controls "Test Soldier 3"
    And Bob's dead pile is empty
    When the game advances to the Authority phase
    Then Bob's "Test Soldier 3" has 3 Power
    And Bob holds the Authority emblem

  @id:reign-destiny-always-active @rule:10.6 @rule:2.2
  Scenario: A destiny card's constant ability works from its slot, outside the field and beyond blanking
    Given it is the Confrontation phase and Bob is the active player
    And Alice's destiny card is "Test Destiny of Knights"
    And Alice controls "Test Knight 2" and "Test Soldier 2"
    And Bob controls "Test Mage 2"
    Then Alice's "Test Knight 2" has 3 Power
    And Alice's "Test Soldier 2" has 2 Power
    And Alice's field holds 2 cards
    When Bob initiates a Sorcery struggle against Alice with "Test Mage 2"
    And Alice declares no defenders
    Then Bob wins the Sorcery struggle by 2
    And Alice's "Test Knight 2" is blank
    And Alice's "Test Soldier 2" is blank
    And Alice's "Test Knight 2" has 3 Power

  @id:reign-different-uniques-are-not-duplicates @rule:3.7 @rule:2.3
  Scenario: A unique card of another name enters as a card of its own, not as a duplicate
    Given Alice controls "Test Unique Lord 3"
    And Alice has 5 wealth in her pool
    And Alice has "Test Unique Camelot Paladin 3" and "Test Unique Regent 2" in hand
    When Alice plays "Test Unique Camelot Paladin 3"
    And Alice plays "Test Unique Regent 2"
    Then Alice controls "Test Unique Lord 3", "Test Unique Camelot Paladin 3" and "Test Unique Regent 2"
    And Alice's field holds 3 cards
    And Alice's "Test Unique Lord 3" has 0 duplicates
    And Alice has 0 wealth in her pool

  @id:reign-control-change-keeps-attachment-owners @rule:3.2 @rule:10.3 @rule:7.1
  Scenario: A unit taken over keeps its attachment, which still goes to its own owner's pile
    Given Bob controls "Test Soldier 3"
    And "Test Sword +2" is attached to Bob's "Test Soldier 3"
    And Alice has 4 wealth in her pool
    And Alice has "Test Usurpation" and "Test Smite" in hand
    When Alice plays "Test Usurpation" on Bob's "Test Soldier 3"
    Then Alice controls "Test Soldier 3"
    And Alice's "Test Soldier 3" carries "Test Sword +2"
    And Alice's "Test Soldier 3" has 5 Power
    When Alice plays "Test Smite" on Alice's "Test Soldier 3"
    Then Bob's dead pile is "Test Soldier 3"
    And Bob's discard pile is "Test Sword +2"
    And Alice's discard pile is "Test Smite" and "Test Usurpation"

  @id:reign-put-into-play-only-the-named-type @rule:8.6
  Scenario: Putting a location into play offers the locations in hand, not the other cards
    Given Alice has 1 wealth in her pool
    And Alice has "Test Groundbreaking", "Test Watchtower", "Test Banner of Knights" and "Test Soldier 2" in hand
    And Alice will answer "put into play" with "Test Watchtower"
    When Alice plays "Test Groundbreaking"
    Then Alice controls "Test Watchtower"
    And Alice's "put into play" choice offers exactly "Test Watchtower" and "Test Banner of Knights"
    And Alice's hand is "Test Banner of Knights" and "Test Soldier 2"
    And Alice has 0 wealth in her pool

  @id:reign-attachment-for-any-card @rule:10.3
  Scenario: An attachment that may go on any card goes on a unit or on a location
    Given Alice controls "Test Soldier 2" and "Test Watchtower"
    And Alice has 2 wealth in her pool
    And Alice has "Test Standard" and "Test Standard" in hand
    And Alice will answer "attach" with "Test Soldier 2"
    When Alice plays "Test Standard"
    Then Alice's "attach" choice offers exactly "Test Soldier 2" and "Test Watchtower"
    When Alice plays "Test Standard" on Alice's "Test Watchtower"
    Then Alice's "Test Soldier 2" carries "Test Standard"
    And Alice's "Test Watchtower" carries "Test Standard"
    And Alice has 0 wealth in her pool

  @id:reign-own-namesake-first-for-a-host-and-a-target @rule:10.3 @rule:8.11
  Scenario: When both players control a card of the chosen name, a host or target chosen by name is the player's own
    Answers name cards, and of two candidates of one name the player's own is taken
    (docs/games/reign.md, Decision kinds); here the player choosing is not the first player.
    Given it is the Kingdom phase and Bob is the active player
    And Alice controls "Test Soldier 2"
    And Bob controls "Test Soldier 2"
    And Bob has 2 wealth in his pool
    And Bob has "Test Sword +2" and "Test Surge +3" in hand
    And Bob will answer "attach" with "Test Soldier 2"
    When Bob plays "Test Sword +2"
    Then Bob's "Test Soldier 2" carries "Test Sword +2"
    And Alice's "Test Soldier 2" carries no attachments
    Given Bob will answer "target" with "Test Soldier 2"
    When Bob plays "Test Surge +3"
    Then Bob's "Test Soldier 2" has 7 Power
    And Alice's "Test Soldier 2" has 2 Power

  @id:reign-own-namesake-first-when-the-other-player-is-first @rule:10.3 @rule:8.11
  Scenario: A host or target chosen by name is the player's own also when the other player is the first player
    As in reign-own-namesake-first-for-a-host-and-a-target, with the player choosing not first in
    turn order but the other player first player.
    Given Bob is the first player
    And it is the Kingdom phase and Alice is the active player
    And Alice controls "Test Soldier 2"
    And Bob controls "Test Soldier 2"
    And Alice has 2 wealth in her pool
    And Alice has "Test Sword +2" and "Test Surge +3" in hand
    And Alice will answer "attach" with "Test Soldier 2"
    When Alice plays "Test Sword +2"
    Then Alice's "Test Soldier 2" carries "Test Sword +2"
    And Bob's "Test Soldier 2" carries no attachments
    Given Alice will answer "target" with "Test Soldier 2"
    When Alice plays "Test Surge +3"
    Then Alice's "Test Soldier 2" has 7 Power
    And Bob's "Test Soldier 2" has 2 Power

  @id:reign-played-card-has-no-emblem-until-one-is-placed @rule:3.5 @rule:3.6 @rule:10.1
  Scenario: A unit enters play with no sorcery emblem, and the first one placed on it blanks it
    Given Alice has 4 wealth in her pool
    And Alice has "Test Glory Knight 2" and "Test Hex" in hand
    When Alice plays "Test Glory Knight 2"
    Then Alice's "Test Glory Knight 2" has 0 sorcery emblems
    And Alice's "Test Glory Knight 2" is unblanked
    And Alice's "Test Glory Knight 2" has the keywords "Glory"
    When Alice plays "Test Hex" on Alice's "Test Glory Knight 2"
    Then Alice's "Test Glory Knight 2" has 1 sorcery emblem
    And Alice's "Test Glory Knight 2" is blank
    And Alice's "Test Glory Knight 2" has no keywords

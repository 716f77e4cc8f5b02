Feature: Abilities of cards in play, and what a deed's text can say
  A Forced ability triggers by itself after its event and resolves before anyone acts in the
  Response window; a Response ability is a choice offered in that window, once for each time its
  event happens. An Action ability is used in an action window by paying its cost, and only in
  the phase it names if it names one. A blank card has no abilities. An instruction split by
  "then" goes on only if its first part happened in full, and an ability that could change
  nothing cannot be started.

  Background:
    Given a Reign of Kings duel between Alice of "Camelot" and Bob of "The Eleven"
    And Alice's active quest is "Test Quest W4 M2 S1 L7"
    And Bob's active quest is "Test Quest W5 M1 S2 L6"
    And it is the Confrontation phase and Alice is the active player

  @id:reign-forced-ability-on-gaining-influence @rule:8.3 @rule:S.10 @rule:1.1
  Scenario: A Forced ability that answers gaining Influence resolves after an unopposed win
    Given Alice controls "Test Herald 1" and "Test Soldier 2"
    And Alice's draw deck holds, from the top, "Test Spy 2" and "Test Mage 2"
    When Alice initiates a Combat struggle against Bob with "Test Soldier 2"
    And Bob declares no defenders
    Then Alice wins the Combat struggle by 2
    And Alice has 1 Influence
    And Alice's hand is "Test Spy 2"
    And Alice's draw deck is "Test Mage 2"

  @id:reign-faith-move-is-not-a-gain @rule:6.1 @rule:8.3
  Scenario: Influence moved by a Faith win is not gained, so abilities that answer a gain stay silent
    Given Alice controls "Test Herald 1" and "Test Priest 2"
    And Bob controls "Test Priest 2"
    And Bob has 3 Influence
    And Alice's draw deck holds, from the top, "Test Spy 2"
    When Alice initiates a Faith struggle against Bob with "Test Herald 1" and "Test Priest 2"
    And Bob defends with "Test Priest 2"
    Then Alice wins the Faith struggle by 1
    And Alice's faction card holds 1 Influence
    And Bob's faction card holds 2 Influence
    And Alice's hand is empty
    And Alice's draw deck is "Test Spy 2"

  @id:reign-authority-influence-is-a-gain @rule:5.5 @rule:8.3
  Scenario: The Influence the Authority phase awards is a gain
    Given it is the Confrontation phase and Bob is the active player
    And Alice controls "Test Herald 1" and "Test Soldier 3"
    And Alice's draw deck holds, from the top, "Test Spy 2"
    When the game advances to the Authority phase
    Then Alice holds the Authority emblem
    And Alice has 1 Influence
    And Alice's hand is "Test Spy 2"

  @id:reign-forced-before-optional-responses @rule:8.4 @rule:8.3 @rule:quick-reference.11
  Scenario: After a gain the Forced ability resolves first; the optional Response is offered once
    Given Alice controls "Test Herald 1", "Test Chronicle Hall" and "Test Soldier 2"
    And Alice's draw deck holds, from the top, "Test Spy 2" and "Test Mage 2"
    When Alice initiates a Combat struggle against Bob with "Test Soldier 2"
    Given Alice will answer "response" with "Test Chronicle Hall"
    When Bob declares no defenders
    Then Alice's "response" choice offers exactly "Test Chronicle Hall" and "pass"
    And at Alice's "response" choice, Alice's hand is "Test Spy 2"
    And at Alice's "response" choice, Alice has 0 wealth in her pool
    And Alice has 1 wealth in her pool
    And Alice's hand is "Test Spy 2"

  @id:reign-optional-response-may-be-declined @rule:8.3 @rule:8.4
  Scenario: An optional Response ability may be passed
    Given it is the Kingdom phase and Alice is the active player
    And Alice controls "Test Chronicle Hall"
    And Alice has 1 wealth in her pool
    And Alice has "Test Tribute" in hand
    And Alice will answer "response" with "pass"
    When Alice plays "Test Tribute"
    Then Alice has 1 Influence
    And Alice has 0 wealth in her pool
    And Alice's "response" choice offers exactly "Test Chronicle Hall" and "pass"

  @id:reign-ability-answers-its-own-side-only @rule:8.3
  Scenario: An ability that answers its controller's gain ignores an opponent's, and the other way round
    Given Alice controls "Test Herald 1"
    And Bob controls "Test Jealous Rival 1"
    And Alice's draw deck holds, from the top, "Test Spy 2"
    And Bob has 1 wealth in his pool
    And Bob has "Test Tribute" in hand
    When Bob plays "Test Tribute"
    Then Bob has 1 Influence
    And Alice's hand is empty
    And Bob has 0 wealth in his pool

  @id:reign-first-player-orders-simultaneous-forced @rule:8.4 @rule:quick-reference.11
  Scenario: Forced abilities one event triggers together are put in order by the first player
    Given Bob is the first player
    And Alice controls "Test Herald 1"
    And Bob controls "Test Jealous Rival 1"
    And Alice's draw deck holds, from the top, "Test Spy 2"
    And Alice has 1 wealth in her pool
    And Alice has "Test Tribute" in hand
    And Bob will answer "forced order" with "Test Jealous Rival 1" and "Test Herald 1"
    When Alice plays "Test Tribute"
    Then Bob's "forced order" choice offers exactly "Test Herald 1" and "Test Jealous Rival 1"
    And Alice's hand is "Test Spy 2"
    And Bob has 1 wealth in his pool

  @id:reign-blank-card-has-no-triggered-ability @rule:3.6 @rule:8.1
  Scenario: A blanked card's printed Forced ability does not trigger
    Given Alice controls "Test Herald 1"
    And Alice's "Test Herald 1" has 1 sorcery emblem
    And Alice's draw deck holds, from the top, "Test Spy 2"
    And Alice has 1 wealth in her pool
    And Alice has "Test Tribute" in hand
    When Alice plays "Test Tribute"
    Then Alice has 1 Influence
    And Alice's hand is empty

  @id:reign-fifteenth-influence-wins-before-responses @rule:12 @rule:1.1 @rule:8.1
  Scenario: Gaining the fifteenth Influence wins at once, before any ability answers the gain
    Given Alice has 14 Influence
    And Alice controls "Test Herald 1"
    And Alice's draw deck holds, from the top, "Test Spy 2"
    And Alice has 1 wealth in her pool
    And Alice has "Test Tribute" in hand
    When Alice plays "Test Tribute"
    Then Alice wins the game
    And Alice's hand is empty

  @id:reign-glory-is-a-gain @rule:9.2 @rule:6.1 @rule:8.3 @contested
  Scenario: Influence placed by Glory is gained
    6.1 says only that Influence moved by a Faith win is not a gain; Glory places a new counter from
    the supply on the unit. Reading adopted (fixtures/reign/contested.toml, reign-glory-gain): Glory
    gains Influence for the unit's controller, so abilities that answer a gain trigger.
    Given Alice controls "Test Glory Knight 2" and "Test Herald 1"
    And Bob controls "Test Priest 2"
    And Alice's draw deck holds, from the top, "Test Spy 2"
    When Alice initiates a Faith struggle against Bob with "Test Glory Knight 2" and "Test Herald 1"
    Given Alice will answer "glory" with "yes"
    When Bob defends with "Test Priest 2"
    Then Alice wins the Faith struggle by 1
    And Alice has 1 Influence
    And Alice's "Test Glory Knight 2" has 1 Influence
    And Alice's hand is "Test Spy 2"

  @id:reign-action-ability-exhausts-its-card @rule:8.3 @rule:3.3 @rule:8.11
  Scenario: An Action ability paid by exhausting its location is used once, on a unit its text allows
    Given Alice controls "Test War Camp" and "Test Soldier 2"
    And Bob controls "Test Knight 2"
    When Alice initiates a Combat struggle against Bob with "Test Soldier 2"
    Then Alice cannot use "Test War Camp" on Bob's "Test Knight 2"
    When Alice uses "Test War Camp"
    Then Alice's "target" choice offers exactly "Test Soldier 2"
    And Alice's "Test Soldier 2" has 3 Power
    And Alice's "Test War Camp" is exhausted
    And Alice cannot use "Test War Camp"
    When Bob defends with "Test Knight 2"
    Then Alice wins the Combat struggle by 1

  @id:reign-action-ability-by-the-player-not-active @rule:8.3 @rule:5.4 @rule:8.2
  Scenario: The player who is not active may use an Action ability in the struggle's window
    Given Alice controls "Test Soldier 3"
    And Bob controls "Test War Camp" and "Test Soldier 2"
    When Alice initiates a Combat struggle against Bob with "Test Soldier 3"
    And Bob uses "Test War Camp" on Bob's "Test Soldier 2"
    And Bob defends with "Test Soldier 2"
    Then Alice wins the Combat struggle by 0
    And the Combat struggle totals are 3 for Alice and 3 for Bob

  @id:reign-blank-location-has-no-action-ability @rule:3.6 @rule:8.3
  Scenario: A blanked location's printed Action ability cannot be used
    Given Alice controls "Test War Camp" and "Test Soldier 2"
    And Alice's "Test War Camp" has 1 sorcery emblem
    Then Alice cannot use "Test War Camp" on Alice's "Test Soldier 2"
    And Alice's "Test War Camp" is ready

  @id:reign-action-ability-readies-at-refresh @rule:5.6 @rule:8.3
  Scenario: A location exhausted to pay for its ability readies at Refresh and can pay again
    Given it is the Authority phase
    And Alice controls exhausted "Test War Camp"
    And Alice controls "Test Soldier 2"
    When the game advances to the Refresh phase
    And Alice uses "Test War Camp" on Alice's "Test Soldier 2"
    Then Alice's "Test Soldier 2" has 3 Power
    And Alice's "Test War Camp" is exhausted

  @id:reign-phase-named-action-only-in-its-phase @rule:8.3
  Scenario: An Action ability that names a phase cannot be used in another phase
    Given it is the Kingdom phase and Alice is the active player
    And Alice controls "Test Muster Field" and "Test Soldier 3"
    And Alice's "Test Soldier 3" is exhausted
    And Alice has 2 wealth in her pool
    Then Alice cannot use "Test Muster Field" on Alice's "Test Soldier 3"
    And Alice has 2 wealth in her pool

  @id:reign-action-ability-needs-a-card-it-can-change @rule:8.11 @rule:8.3 @rule:6.5
  Scenario: An ability that would ready a unit needs an exhausted one; a readied attacker stays in the struggle
    Given Alice controls "Test Muster Field" and "Test Soldier 3"
    And Alice has 1 wealth in her pool
    And Bob controls "Test Soldier 2"
    Then Alice cannot use "Test Muster Field" on Alice's "Test Soldier 3"
    When Alice initiates a Combat struggle against Bob with "Test Soldier 3"
    And Alice uses "Test Muster Field"
    Then Alice's "target" choice offers exactly "Test Soldier 3"
    And Alice's "Test Soldier 3" is ready
    And Alice has 0 wealth in her pool
    When Bob defends with "Test Soldier 2"
    Then Alice wins the Combat struggle by 1
    And Alice's "Test Soldier 3" is ready

  @id:reign-action-ability-wealth-cost @rule:8.3 @rule:3.4
  Scenario: An Action ability whose wealth cost the pool cannot pay cannot be used
    Given Alice controls "Test Muster Field" and "Test Soldier 3"
    And Alice's "Test Soldier 3" is exhausted
    And Alice has 0 wealth in her pool
    Then Alice cannot use "Test Muster Field" on Alice's "Test Soldier 3"
    And Alice's "Test Soldier 3" is exhausted

  @id:reign-response-power-after-the-winner-is-fixed @rule:6.4 @rule:S.9 @rule:S.13 @rule:9.2
  Scenario: Power changed in the Response window after the winner is set changes neither the winner nor the margin
    Given Alice controls "Test Compel Warlord 4"
    And Bob controls "Test Soldier 1", "Test Spy 2" and "Test Priest 2"
    And Bob has "Test Last Stand +3" in hand
    When Alice initiates a Combat struggle against Bob with "Test Compel Warlord 4"
    Given Bob will answer "response" with "Test Last Stand +3"
    And Bob will answer "target" with "Test Soldier 1"
    And Bob will answer "kill" with "Test Priest 2"
    And Alice will answer "compel" with "Test Spy 2"
    When Bob defends with "Test Soldier 1"
    Then Alice wins the Combat struggle by 3
    And the Combat struggle totals are 4 for Alice and 1 for Bob
    And Bob's "response" choice offers exactly "Test Last Stand +3" and "pass"
    And Bob's "target" choice offers exactly "Test Compel Warlord 4" and "Test Soldier 1"
    And at Alice's "compel" choice, Bob's "Test Soldier 1" has 4 Power
    And Alice's "compel" choice offers exactly "Test Spy 2" and "nothing"
    And Bob's "Test Spy 2" is exhausted
    And Bob's dead pile is "Test Priest 2"
    And Bob's "Test Soldier 1" has 1 Power
    And Bob's discard pile is "Test Last Stand +3"

  @id:reign-then-goes-on-after-a-kill @rule:8.11 @rule:7.1
  Scenario: When the kill before "then" happens, the part after it resolves
    Given Bob controls "Test Spy 2"
    And Alice has 2 wealth in her pool
    And Alice has "Test Plunder" in hand
    When Alice plays "Test Plunder" on Bob's "Test Spy 2"
    Then Bob's dead pile is "Test Spy 2"
    And Alice has 2 wealth in her pool
    And Alice's discard pile is "Test Plunder"

  @id:reign-then-stops-when-the-kill-is-saved @rule:8.11 @rule:7.3
  Scenario: A kill that a save prevents did not happen, so the part after "then" does not resolve
    Given Bob controls "Test Soldier 3"
    And Alice has 2 wealth in her pool
    And Alice has "Test Plunder" in hand
    And Bob has 1 wealth in his pool
    And Bob has "Test Reprieve" in hand
    And Bob will answer "halt" with "Test Reprieve"
    When Alice plays "Test Plunder" on Bob's "Test Soldier 3"
    Then Bob controls "Test Soldier 3"
    And Alice has 0 wealth in her pool

  @id:reign-then-stops-when-the-kill-is-replaced @rule:8.11 @rule:7.4
  Scenario: A unit sent to hand instead of the dead pile was not killed, so "then" stops there
    Given Bob controls "Test Soldier 3"
    And Alice has 2 wealth in her pool
    And Alice has "Test Plunder" in hand
    And Bob has "Test Escape" in hand
    And Bob will answer "disrupt" with "Test Escape"
    When Alice plays "Test Plunder" on Bob's "Test Soldier 3"
    Then Bob's hand is "Test Soldier 3"
    And Bob's dead pile is empty
    And Alice has 0 wealth in her pool

  @id:reign-then-stops-when-the-duplicate-saves @rule:8.11 @rule:7.3 @rule:3.7
  Scenario: A unique unit saved by its duplicate was not killed, so "then" stops there
    Given Bob controls "Test Unique Lord 3"
    And Bob's "Test Unique Lord 3" has a duplicate
    And Alice has 2 wealth in her pool
    And Alice has "Test Plunder" in hand
    And Bob will answer "duplicate save" with "yes"
    When Alice plays "Test Plunder" on Bob's "Test Unique Lord 3"
    Then Bob controls "Test Unique Lord 3"
    And Alice has 0 wealth in her pool

  @id:reign-then-stops-after-a-partial-discard @rule:8.11 @rule:6.1
  Scenario: An opponent who can discard only part of what is asked stops the part after "then"
    Given Alice has 1 wealth in her pool
    And Alice has "Test Purge" in hand
    And Bob has "Test Soldier 1" in hand
    And Alice's draw deck holds, from the top, "Test Spy 2"
    When Alice plays "Test Purge"
    Then Bob's hand is empty
    And Bob's discard pile is "Test Soldier 1"
    And Alice's hand is empty

  @id:reign-then-goes-on-after-a-full-discard @rule:8.11
  Scenario: An opponent who discards all that is asked lets the part after "then" resolve
    Given Alice has 1 wealth in her pool
    And Alice has "Test Purge" in hand
    And Bob has "Test Soldier 1", "Test Spy 2" and "Test Mage 2" in hand
    And Alice's draw deck holds, from the top, "Test Priest 2"
    And the "random discard" outcome will be "Test Mage 2" and "Test Soldier 1"
    When Alice plays "Test Purge"
    Then Bob's hand is "Test Spy 2"
    And Alice's hand is "Test Priest 2"
    And the "random discard" outcome could be exactly "Test Soldier 1", "Test Spy 2" and "Test Mage 2"

  @id:reign-ability-that-changes-nothing-cannot-start @rule:8.11
  Scenario: A deed whose first instruction has nothing to act on cannot be played
    Given Alice has 1 wealth in her pool
    And Alice has "Test Purge" and "Test Desperate Gambit" in hand
    And Alice's draw deck holds, from the top, "Test Spy 2" and "Test Mage 2"
    Then Alice cannot play "Test Purge"
    When Alice plays "Test Desperate Gambit"
    Then Alice's "discard" choice offers exactly "Test Purge"
    And Alice's discard pile is "Test Desperate Gambit" and "Test Purge"
    And Alice's hand is "Test Spy 2" and "Test Mage 2"

  @id:reign-enters-play-trigger-from-hand @rule:8.3 @rule:8.6 @rule:10.1
  Scenario: A card's own "when this enters play" ability resolves when it is played
    Given it is the Kingdom phase and Alice is the active player
    And Alice has 1 wealth in her pool
    And Alice has "Test Town Crier 1" in hand
    When Alice plays "Test Town Crier 1"
    Then Alice controls "Test Town Crier 1"
    And Alice has 1 wealth in her pool

  @id:reign-enters-play-trigger-on-reveal @rule:10.9 @rule:8.3
  Scenario: Revealing a secret card is an entry into play, so its enters-play ability resolves
    Given Alice has 1 wealth in her pool
    And Alice's secret area holds, from the top, "Test Town Crier 1"
    When Alice reveals "Test Town Crier 1"
    Then Alice controls "Test Town Crier 1"
    And Alice has 1 wealth in her pool

  @id:reign-duplicate-entering-triggers-nothing @rule:3.7 @rule:8.3
  Scenario: A copy that becomes a duplicate has no text, so its enters-play ability does not resolve
    Given it is the Kingdom phase and Alice is the active player
    And Alice controls "Test Town Crier 1"
    And Alice has 0 wealth in her pool
    And Alice has "Test Town Crier 1" in hand
    When Alice plays "Test Town Crier 1"
    Then Alice's "Test Town Crier 1" has 1 duplicate
    And Alice has 0 wealth in her pool

  @id:reign-put-into-play-pays-loyalty-only @rule:8.6 @rule:9.3 @rule:11
  Scenario: A card put into play costs nothing but its Loyalty, and a Bound card of another faction is not offered
    Given it is the Confrontation phase and Bob is the active player
    And Bob has 3 wealth in his pool
    And Bob has "Test Call to Arms", "Test Camelot Knight 3", "Test Fay Witch 2", "Test Soldier 5" and "Test Watchtower" in hand
    And Bob will answer "put into play" with "Test Camelot Knight 3"
    When Bob plays "Test Call to Arms"
    Then Bob's "put into play" choice offers exactly "Test Camelot Knight 3" and "Test Soldier 5"
    And Bob controls "Test Camelot Knight 3"
    And Bob's "Test Camelot Knight 3" is ready
    And Bob has 0 wealth in his pool

  @id:reign-put-into-play-a-dash-cost-card @rule:2.5 @rule:8.6
  Scenario: A card costing - can be put into play from hand
    Given Alice has 1 wealth in her pool
    And Alice has "Test Call to Arms" and "Test Hidden Blade 2" in hand
    When Alice plays "Test Call to Arms"
    Then Alice controls "Test Hidden Blade 2"
    And Alice's "put into play" choice offers exactly "Test Hidden Blade 2"
    And Alice has 0 wealth in her pool

  @id:reign-put-into-play-counts-restricted @rule:9.3 @rule:8.6
  Scenario: Putting a Restricted card into play uses the round's Restricted allowance
    Given Alice has already had a Restricted card enter play this round
    And Alice has 1 wealth in her pool
    And Alice has "Test Call to Arms", "Test Restricted Oracle 1" and "Test Soldier 1" in hand
    Then Alice cannot answer "put into play" with "Test Restricted Oracle 1" when she plays "Test Call to Arms"
    When Alice answers "put into play" with "Test Soldier 1" when she plays "Test Call to Arms"
    Then Alice's "put into play" choice offers exactly "Test Soldier 1"
    And Alice controls "Test Soldier 1"

  @id:reign-put-into-play-triggers-enters-play @rule:8.6 @rule:8.3
  Scenario: A card put into play enters play, so its enters-play ability resolves
    Given Alice has 1 wealth in her pool
    And Alice has "Test Call to Arms" and "Test Town Crier 1" in hand
    When Alice plays "Test Call to Arms"
    Then Alice controls "Test Town Crier 1"
    And Alice has 1 wealth in her pool

  @id:reign-action-ability-of-a-ready-copy @rule:8.3 @rule:3.3
  Scenario: Of two copies of a card, the ready one pays an exhaust cost
    Given Alice controls exhausted "Test War Camp"
    And Alice controls "Test War Camp" and "Test Soldier 2"
    When Alice uses "Test War Camp" on Alice's "Test Soldier 2"
    Then Alice's "Test Soldier 2" has 3 Power

  @id:reign-then-goes-on-after-a-draw @rule:8.11
  Scenario: A draw that happens in full lets the part after "then" resolve
    Given Alice has "Test Scholar's Bargain" in hand
    And Alice's draw deck holds, from the top, "Test Spy 2"
    When Alice plays "Test Scholar's Bargain"
    Then Alice's hand is "Test Spy 2"
    And Alice has 1 wealth in her pool

  @id:reign-then-part-target-respects-immunity @rule:8.11
  Scenario: The part after "then" chooses its target as it resolves, and a deed's part cannot target a card immune to deeds
    Given Bob controls "Test Soldier 3", "Test Warded Saint 2" and "Test Spy 2"
    And Alice controls "Test Watchtower"
    And Alice has 2 wealth in her pool
    And Alice has "Test Raze" in hand
    And Alice will answer "target" with "Test Spy 2"
    When Alice plays "Test Raze" on Bob's "Test Soldier 3"
    Then Bob's dead pile is "Test Soldier 3"
    And Alice's "target" choice offers exactly "Test Watchtower" and "Test Spy 2"
    And Bob's "Test Spy 2" is blank
    And Bob's "Test Warded Saint 2" is unblanked

  @id:reign-then-part-with-no-target-left-does-nothing @rule:8.11 @rule:6.1
  Scenario: A part after "then" with nothing left to target does nothing, and the deed is still played
    Given Bob controls "Test Soldier 3"
    And Alice has 2 wealth in her pool
    And Alice has "Test Raze" in hand
    When Alice plays "Test Raze" on Bob's "Test Soldier 3"
    Then Bob's dead pile is "Test Soldier 3"
    And Alice's discard pile is "Test Raze"
    And Alice has 0 wealth in her pool

  @id:reign-use-names-the-card-whose-ability-is-used @rule:8.3
  Scenario: Using a card's ability uses that card's, not another card's in play
    Given Alice controls "Test Muster Field", "Test War Camp" and "Test Soldier 2"
    And Alice has 1 wealth in her pool
    When Alice uses "Test War Camp" on Alice's "Test Soldier 2"
    Then Alice's "Test Soldier 2" has 3 Power
    And Alice's "Test War Camp" is exhausted
    And Alice has 1 wealth in her pool

  @id:reign-a-triggered-ability-is-not-used-as-an-action @rule:8.3
  Scenario: A Response or Forced ability cannot be used as an action
    Given Alice controls "Test Chronicle Hall" and "Test Herald 1"
    Then Alice cannot use "Test Chronicle Hall"
    And Alice cannot use "Test Herald 1"

  @id:reign-phase-named-action-not-in-another-phase @rule:8.3
  Scenario: A Confrontation Action cannot be used in the Authority phase either
    Given it is the Authority phase
    And Alice controls "Test Muster Field"
    And Alice controls exhausted "Test Soldier 3"
    And Alice has 1 wealth in her pool
    Then Alice cannot use "Test Muster Field" on Alice's "Test Soldier 3"

  @id:reign-put-into-play-a-second-unique-copy @rule:8.6 @rule:3.7
  Scenario: A second copy of a unique the player controls may be put into play, and goes under the first as a duplicate
    Given Alice controls "Test Unique Lord 3"
    And Alice has 1 wealth in her pool
    And Alice has "Test Call to Arms" and "Test Unique Lord 3" in hand
    When Alice plays "Test Call to Arms"
    Then Alice's "put into play" choice offers exactly "Test Unique Lord 3"
    And Alice's "Test Unique Lord 3" has 1 duplicate
    And Alice's field holds 1 cards

  @id:reign-each-card-uses-its-own-action-ability @rule:8.3
  Scenario: Using a card's Action ability uses that card's ability, not another card's
    Given Alice controls "Test War Camp" and "Test Muster Field"
    And Alice controls exhausted "Test Soldier 2"
    And Alice has 1 wealth in her pool
    When Alice uses "Test Muster Field" on Alice's "Test Soldier 2"
    Then Alice's "Test Soldier 2" is ready
    And Alice's "Test Soldier 2" has 2 Power
    And Alice's "Test War Camp" is ready
    And Alice has 0 wealth in her pool

  @id:reign-immune-to-deeds-is-not-immune-to-abilities @rule:8.11 @rule:8.3
  Scenario: An ability of a card in play may target a unit that is immune to deeds
    Given Alice controls "Test War Camp" and "Test Warded Saint 2"
    When Alice uses "Test War Camp" on Alice's "Test Warded Saint 2"
    Then Alice's "Test Warded Saint 2" has 3 Power
    And Alice's "Test War Camp" is exhausted

  @id:reign-forced-abilities-answer-only-their-own-event @rule:8.3 @rule:8.4 @rule:8.11
  Scenario: A card entering play triggers neither an ability that answers gaining Influence nor another card's "when this enters play"
    Given it is the Kingdom phase and Alice is the active player
    And Alice controls "Test Herald 1" and "Test Town Crier 1"
    And Alice has 2 wealth in her pool
    And Alice has "Test Soldier 2" in hand
    And Alice's draw deck holds, from the top, "Test Spy 2"
    When Alice plays "Test Soldier 2"
    Then Alice controls "Test Soldier 2"
    And Alice's hand is empty
    And Alice's draw deck is "Test Spy 2"
    And Alice has 0 wealth in her pool

  @id:reign-response-ability-offered-only-to-its-controller @rule:8.3 @rule:8.4
  Scenario: A Response ability is offered to its card's controller only, whether or not there is wealth in the pool
    Given Bob controls "Test Chronicle Hall"
    And Bob has 3 wealth in his pool
    And Bob has "Test Tribute" in hand
    And Bob will answer "response" with "Test Chronicle Hall"
    When Bob plays "Test Tribute"
    Then Bob has 1 Influence
    And Bob has 3 wealth in his pool
    And Bob's "response" choice offers exactly "Test Chronicle Hall" and "pass"

Feature: Halt, Disrupt and Response
  Around an event the windows come in a fixed order: Halt before it (to cancel it or save a card),
  Disrupt while it happens (to change it; a replacement sends a card elsewhere, the latest one
  winning), then the event or its replacement, then Response after it. Playing a deed is itself an
  event that can be Halted, and such a nested event is settled completely before the window it
  interrupted goes on. A Halted deed still counts as played: its cost stays paid and it is discarded.

  Background:
    Given a Reign of Kings duel between Alice of "Camelot" and Bob of "The Eleven"
    And Alice's active quest is "Test Quest W4 M2 S1 L7"
    And Bob's active quest is "Test Quest W5 M1 S2 L6"
    And it is the Confrontation phase and Alice is the active player

  @id:reign-halt-save-prevents-one-combat-kill @rule:7.4 @rule:7.3 @rule:7.2 @rule:8.3
  Scenario: A Combat kill that a save cancels still uses up one of the picks
    Given Alice's active quest is "Test Quest W2 M2 S2 L2"
    And Alice controls "Test Soldier 5"
    And Bob controls "Test Soldier 2", "Test Spy 2" and "Test Soldier 1"
    And Bob has 1 wealth in his pool
    And Bob has "Test Reprieve" in hand
    When Alice initiates a Combat struggle against Bob with "Test Soldier 5"
    Given Bob will answer "kill" with "Test Soldier 2" and "Test Spy 2"
    And Bob will answer "halt" with "Test Reprieve"
    And Bob will answer "target" with "Test Soldier 2"
    When Bob declares no defenders
    Then Alice wins the Combat struggle by 5
    And Bob's "kill" choice allows at most 2
    And Bob's "halt" choice offers exactly "Test Reprieve" and "pass"
    And Bob's "target" choice offers exactly "Test Soldier 2" and "Test Spy 2"
    And Bob controls "Test Soldier 2" and "Test Soldier 1"
    And Bob's dead pile is "Test Spy 2"
    And Bob's discard pile is "Test Reprieve"
    And Bob has 0 wealth in his pool

  @id:reign-canceled-kill-is-never-replaced @rule:8.4 @rule:quick-reference.11 @rule:7.4
  Scenario: A kill canceled in the Halt window opens no Disrupt window
    Given Bob controls "Test Soldier 3"
    And Alice has 2 wealth in her pool
    And Alice has "Test Smite" in hand
    And Bob has 1 wealth in his pool
    And Bob has "Test Reprieve" and "Test Escape" in hand
    And Bob will answer "halt" with "Test Reprieve"
    When Alice plays "Test Smite" on Bob's "Test Soldier 3"
    Then Bob controls "Test Soldier 3"
    And Bob's "halt" choice offers exactly "Test Reprieve" and "pass"
    And Bob's hand is "Test Escape"
    And Bob's discard pile is "Test Reprieve"
    And Bob's dead pile is empty
    And Alice's discard pile is "Test Smite"

  @id:reign-latest-replacement-wins @rule:7.4 @rule:8.4 @rule:8.2
  Scenario: Of two replacements of the same kill, the one played last applies
    Given Bob controls "Test Soldier 3"
    And Alice has 3 wealth in her pool
    And Alice has "Test Smite" and "Test Exile Writ" in hand
    And Bob has "Test Escape" in hand
    And Alice will answer "disrupt" with "pass"
    And Bob will answer "disrupt" with "Test Escape"
    And Alice will answer "disrupt" with "Test Exile Writ"
    When Alice plays "Test Smite" on Bob's "Test Soldier 3"
    Then Bob does not control "Test Soldier 3"
    And Alice's "disrupt" choice offers exactly "Test Exile Writ" and "pass"
    And Bob's "disrupt" choice offers exactly "Test Escape" and "pass"
    And Bob's out-of-game zone is "Test Soldier 3"
    And Bob's hand is empty
    And Bob's dead pile is empty
    And Bob's discard pile is "Test Escape"
    And Alice's discard pile is "Test Smite" and "Test Exile Writ"
    And Alice has 0 wealth in her pool

  @id:reign-replaced-kill-is-no-kill @rule:7.4 @rule:8.3
  Scenario: A unit sent to hand instead of the dead pile was not killed, so no Response to a kill follows
    Given Bob controls "Test Soldier 3"
    And Alice has 2 wealth in her pool
    And Alice has "Test Smite" in hand
    And Bob has "Test Escape" and "Test Vengeance" in hand
    And Bob will answer "disrupt" with "Test Escape"
    When Alice plays "Test Smite" on Bob's "Test Soldier 3"
    Then Bob does not control "Test Soldier 3"
    And Bob's hand is "Test Vengeance" and "Test Soldier 3"
    And Bob's dead pile is empty

  @id:reign-response-after-a-kill @rule:8.4 @rule:7.2 @rule:8.3
  Scenario: A Response to a kill is played after the unit is in the dead pile
    Given Bob controls "Test Soldier 3"
    And Alice has 2 wealth in her pool
    And Alice has "Test Smite" in hand
    And Bob has "Test Vengeance" in hand
    And Bob's draw deck holds, from the top, "Test Spy 2" and "Test Mage 2"
    And Bob will answer "response" with "Test Vengeance"
    When Alice plays "Test Smite" on Bob's "Test Soldier 3"
    Then Bob's dead pile is "Test Soldier 3"
    And Bob's "response" choice offers exactly "Test Vengeance" and "pass"
    And Bob's hand is "Test Spy 2"
    And Bob's discard pile is "Test Vengeance"

  @id:reign-nested-halt-cancels-a-save @rule:8.5 @rule:10.4 @rule:8.4
  Scenario: A Halt against the saving deed is settled first, and the kill then goes ahead
    Given Bob controls "Test Soldier 3"
    And Alice has 3 wealth in her pool
    And Alice has "Test Smite" and "Test Countermand" in hand
    And Bob has 1 wealth in his pool
    And Bob has "Test Reprieve" in hand
    And Bob will answer "halt" with "Test Reprieve"
    And Alice will answer "halt" with "Test Countermand"
    When Alice plays "Test Smite" on Bob's "Test Soldier 3"
    Then Bob does not control "Test Soldier 3"
    And Bob's "halt" choice offers exactly "Test Reprieve" and "pass"
    And Alice's "halt" choice offers exactly "Test Countermand" and "pass"
    And Bob's dead pile is "Test Soldier 3"
    And Bob's discard pile is "Test Reprieve"
    And Bob has 0 wealth in his pool
    And Alice's discard pile is "Test Smite" and "Test Countermand"
    And Alice has 0 wealth in her pool

  @id:reign-halted-deed-still-played @rule:10.4 @rule:8.3
  Scenario: A deed canceled by a Halt keeps its cost paid and is discarded
    Given Bob controls "Test Soldier 3"
    And Alice has 2 wealth in her pool
    And Alice has "Test Smite" in hand
    And Bob has 1 wealth in his pool
    And Bob has "Test Countermand" in hand
    And Bob will answer "halt" with "Test Countermand"
    When Alice plays "Test Smite" on Bob's "Test Soldier 3"
    Then Bob controls "Test Soldier 3"
    And Bob's "halt" choice offers exactly "Test Countermand" and "pass"
    And Alice's discard pile is "Test Smite"
    And Alice has 0 wealth in her pool
    And Bob's discard pile is "Test Countermand"
    And Bob has 0 wealth in his pool

  @id:reign-cannot-be-canceled-gets-no-halt @rule:8.11
  Scenario: A deed that cannot be canceled offers no Halt against it
    Given Bob controls "Test Soldier 3"
    And Alice has 3 wealth in her pool
    And Alice has "Test Unstoppable Smite" in hand
    And Bob has 1 wealth in his pool
    And Bob has "Test Countermand" in hand
    When Alice plays "Test Unstoppable Smite" on Bob's "Test Soldier 3"
    Then Bob's dead pile is "Test Soldier 3"
    And Bob's hand is "Test Countermand"
    And Bob has 1 wealth in his pool

  @id:reign-response-after-struggle-won @rule:S.9 @rule:8.3
  Scenario: After the winner is determined the winner may play a Response to the win
    Given Alice controls "Test Soldier 3"
    And Bob controls "Test Soldier 2"
    And Alice has "Test Spoils of War" in hand
    And Bob has "Test Spoils of War" in hand
    When Alice initiates a Combat struggle against Bob with "Test Soldier 3"
    Given Alice will answer "response" with "Test Spoils of War"
    When Bob defends with "Test Soldier 2"
    Then Alice wins the Combat struggle by 1
    And Alice's "response" choice offers exactly "Test Spoils of War" and "pass"
    And Alice has 2 wealth in her pool
    And Alice's discard pile is "Test Spoils of War"
    And Bob's hand is "Test Spoils of War"
    And Bob's dead pile is "Test Soldier 2"

  @id:reign-reaction-deed-is-not-an-action @rule:8.3 @rule:10.4
  Scenario: A Halt or Response deed cannot be played as an action
    Given Bob controls "Test Soldier 3"
    And Bob has 1 wealth in his pool
    And Bob has "Test Reprieve" and "Test Spoils of War" in hand
    Then Bob cannot play "Test Reprieve" on Bob's "Test Soldier 3"
    And Bob cannot play "Test Spoils of War"
    And Bob has 1 wealth in his pool

  @id:reign-each-window-offers-its-own-timing-word @rule:8.3 @rule:8.4 @rule:7.2
  Scenario: Around a kill each window offers only the deeds of its timing word, in the order Halt, Disrupt, Response
    Given Bob controls "Test Soldier 3"
    And Alice has 2 wealth in her pool
    And Alice has "Test Smite" in hand
    And Bob has 1 wealth in his pool
    And Bob has "Test Reprieve", "Test Escape" and "Test Vengeance" in hand
    Then Bob cannot answer "halt" with "Test Vengeance" when Alice plays "Test Smite" on Bob's "Test Soldier 3"
    And Bob cannot answer "halt" with "Test Escape" when Alice plays "Test Smite" on Bob's "Test Soldier 3"
    Given Bob will answer "disrupt" with "pass"
    And Bob will answer "response" with "pass"
    When Bob answers "halt" with "pass" when Alice plays "Test Smite" on Bob's "Test Soldier 3"
    Then Bob's "halt" choice offers exactly "Test Reprieve" and "pass"
    And Bob's "disrupt" choice offers exactly "Test Escape" and "pass"
    And Bob's "response" choice offers exactly "Test Vengeance" and "pass"
    And Bob's dead pile is "Test Soldier 3"
    And Bob's hand is "Test Reprieve", "Test Escape" and "Test Vengeance"

  @id:reign-save-targets-a-unit-about-to-leave @rule:7.3 @rule:7.2
  Scenario: A save keeps only a unit that is about to be killed
    Given Alice's active quest is "Test Quest W2 M2 S2 L2"
    And Alice controls "Test Soldier 5"
    And Bob controls "Test Soldier 2", "Test Spy 2" and "Test Soldier 1"
    And Bob has 1 wealth in his pool
    And Bob has "Test Reprieve" in hand
    When Alice initiates a Combat struggle against Bob with "Test Soldier 5"
    Given Bob will answer "kill" with "Test Soldier 2" and "Test Spy 2"
    And Bob will answer "halt" with "Test Reprieve"
    Then Bob cannot answer "target" with "Test Soldier 1" when he declares no defenders
    Given Bob will answer "kill" with "Test Soldier 2" and "Test Spy 2"
    And Bob will answer "halt" with "Test Reprieve"
    Then Bob cannot answer "target" with "Test Soldier 5" when he declares no defenders
    And Bob controls "Test Soldier 2", "Test Spy 2" and "Test Soldier 1"

  @id:reign-deed-discarded-before-the-response-window @rule:10.4 @rule:8.4
  Scenario: A deed is in the discard pile by the time the Response window after its effect opens
    Given Bob controls "Test Soldier 3"
    And Alice has 2 wealth in her pool
    And Alice has "Test Smite" in hand
    And Bob has "Test Vengeance" in hand
    And Bob's draw deck holds, from the top, "Test Spy 2"
    And Bob will answer "response" with "Test Vengeance"
    When Alice plays "Test Smite" on Bob's "Test Soldier 3"
    Then at Bob's "response" choice, Alice's discard pile is "Test Smite"
    And at Bob's "response" choice, Bob's dead pile is "Test Soldier 3"
    And Bob's hand is "Test Spy 2"

  @id:reign-response-window-asks-again-after-a-play @rule:8.4 @rule:8.2 @rule:S.9
  Scenario: After a Response is played the other player may still respond; the window closes on passes in a row
    Given Alice controls "Test Soldier 3"
    And Bob controls "Test Soldier 2"
    And Alice has "Test Last Stand +3" in hand
    And Bob has "Test Last Stand +3" in hand
    When Alice initiates a Combat struggle against Bob with "Test Soldier 3"
    Given Alice will answer "response" with "pass"
    And Bob will answer "response" with "Test Last Stand +3"
    And Bob will answer "target" with "Test Soldier 2"
    And Alice will answer "response" with "pass"
    When Bob defends with "Test Soldier 2"
    Then Alice wins the Combat struggle by 1
    And Alice's second "response" choice offers exactly "Test Last Stand +3" and "pass"
    And Alice's hand is "Test Last Stand +3"
    And Bob's discard pile is "Test Last Stand +3"
    And Bob's dead pile is "Test Soldier 2"

  @id:reign-reaction-deed-needs-its-loyalty-too @rule:9.3 @rule:8.4 @rule:10.4
  Scenario: An off-faction Response deed is offered only when the pool covers its cost and its Loyalty
    Given Bob controls "Test Soldier 3"
    And Alice has 2 wealth in her pool
    And Alice has "Test Smite" in hand
    And Bob has 1 wealth in his pool
    And Bob has "Test Camelot Vigil" in hand
    When Alice plays "Test Smite" on Bob's "Test Soldier 3"
    Then Bob's dead pile is "Test Soldier 3"
    And Bob's hand is "Test Camelot Vigil"
    And Bob has 1 wealth in his pool

  @id:reign-reaction-deed-pays-its-loyalty @rule:9.3 @rule:8.4
  Scenario: An off-faction Response deed costs its Loyalty as well when it is played
    Given Bob controls "Test Soldier 3"
    And Alice has 2 wealth in her pool
    And Alice has "Test Smite" in hand
    And Bob has 2 wealth in his pool
    And Bob has "Test Camelot Vigil" in hand
    And Bob's draw deck holds, from the top, "Test Spy 2"
    And Bob will answer "response" with "Test Camelot Vigil"
    When Alice plays "Test Smite" on Bob's "Test Soldier 3"
    Then Bob's hand is "Test Spy 2"
    And Bob has 0 wealth in his pool
    And Bob's discard pile is "Test Camelot Vigil"

  @id:reign-window-stays-open-after-a-response @rule:8.4 @rule:8.2
  Scenario: After a player plays a Response the window stays open, and once the other has passed they may play another
    Given Alice controls "Test Soldier 3"
    And Alice has "Test Spoils of War" and "Test Spoils of War" in hand
    When Alice initiates a Combat struggle against Bob with "Test Soldier 3"
    Given Alice will answer "response" with "Test Spoils of War"
    And Alice will answer "response" with "Test Spoils of War"
    When Bob declares no defenders
    Then Alice wins the Combat struggle by 3
    And Alice's second "response" choice offers exactly "Test Spoils of War" and "pass"
    And Alice has 4 wealth in her pool
    And Alice's discard pile is "Test Spoils of War" and "Test Spoils of War"

  @id:reign-saves-and-replacements-answer-their-own-side @rule:7.3 @rule:7.4 @rule:8.4
  Scenario: A save or replacement for one's own units is not offered when an opponent's unit is killed, nor a save its player cannot pay for
    Given Bob controls "Test Soldier 3"
    And Alice has 3 wealth in her pool
    And Alice has "Test Smite", "Test Reprieve" and "Test Escape" in hand
    And Bob has "Test Reprieve" in hand
    When Alice plays "Test Smite" on Bob's "Test Soldier 3"
    Then Bob's dead pile is "Test Soldier 3"
    And Alice's hand is "Test Reprieve" and "Test Escape"
    And Bob's hand is "Test Reprieve"
    And Alice has 1 wealth in her pool

  @id:reign-response-deed-with-only-immune-targets-is-not-offered @rule:8.11 @rule:8.4
  Scenario: A Response deed whose only possible targets are immune to deeds is not offered
    Given Alice controls "Test Warded Saint 2"
    And Bob has "Test Last Stand +3" in hand
    When Alice initiates a Faith struggle against Bob with "Test Warded Saint 2"
    And Bob declares no defenders
    Then Alice wins the Faith struggle by 2
    And Bob's hand is "Test Last Stand +3"

  @id:reign-response-deed-cannot-target-a-unit-immune-to-deeds @rule:8.11 @rule:6.4
  Scenario: A Response deed's target choice leaves out a participant immune to deeds
    Given Alice controls "Test Warded Saint 2" and "Test Priest 2"
    And Bob controls "Test Knight 2"
    And Bob has "Test Last Stand +3" in hand
    When Alice initiates a Faith struggle against Bob with "Test Warded Saint 2" and "Test Priest 2"
    Given Bob will answer "response" with "Test Last Stand +3"
    And Bob will answer "target" with "Test Knight 2"
    When Bob defends with "Test Knight 2"
    Then Alice wins the Faith struggle by 2
    And Bob's "target" choice offers exactly "Test Priest 2" and "Test Knight 2"
    And Bob's discard pile is "Test Last Stand +3"

  @id:reign-off-faction-save-pays-its-loyalty @rule:9.3 @rule:7.3 @rule:10.4
  Scenario: An off-faction save deed costs its Loyalty on top of its cost
    Given Bob controls "Test Soldier 3"
    And Alice has 2 wealth in her pool
    And Alice has "Test Smite" in hand
    And Bob has 2 wealth in his pool
    And Bob has "Test Camelot Oath" in hand
    And Bob will answer "halt" with "Test Camelot Oath"
    When Alice plays "Test Smite" on Bob's "Test Soldier 3"
    Then Bob controls "Test Soldier 3"
    And Bob has 0 wealth in his pool
    And Bob's discard pile is "Test Camelot Oath"
    And Bob's "halt" choice offers exactly "Test Camelot Oath" and "pass"

  @id:reign-bound-save-is-not-offered-off-faction @rule:9.3 @rule:7.3
  Scenario: A Bound save deed of another faction is never offered
    Given Alice controls "Test Soldier 3"
    And Bob has 2 wealth in his pool
    And Bob has "Test Smite" in hand
    And Alice has 2 wealth in her pool
    And Alice has "Test Fay Ward" in hand
    When Bob plays "Test Smite" on Alice's "Test Soldier 3"
    Then Alice's dead pile is "Test Soldier 3"
    And Alice's hand is "Test Fay Ward"
    And Alice has 2 wealth in her pool

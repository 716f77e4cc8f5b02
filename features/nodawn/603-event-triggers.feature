Feature: Triggers on leaving the battlefield and on named events, and optional triggers
  A "when this leaves the battlefield" ability looks back at the permanent as it stood, however
  it left. "Whenever an Entity enters" checks every permanent, the newcomer included.
  "Whenever an opponent casts a spell" waits for another player's spell, not its controller's.
  A "you may" trigger goes on the stack whatever its controller intends; the choice is made as
  it resolves.

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"

  @id:nodawn-leaves-trigger-on-destruction @rule:603.6c @rule:603.10
  Scenario: A Warden destroyed triggers its leaves-the-battlefield ability from the Spoils
    Given Alice has 15 Vitae
    And Alice controls "Test Grave Warden"
    And Alice has "Test Ruin" in hand
    When Alice casts "Test Ruin" targeting Alice's "Test Grave Warden"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Alice has "Test Grave Warden" in her Spoils
    And the stack holds "Test Grave Warden"
    When Alice and Bob pass in turn
    Then Alice has 17 Vitae

  @id:nodawn-leaves-trigger-on-banishment @rule:603.6c @rule:701.6a
  Scenario: Banished, the Warden does not die, but it leaves the battlefield and triggers all the same
    Given Alice has 15 Vitae
    And Alice controls "Test Grave Warden"
    And Alice has "Test Banishment" in hand
    When Alice casts "Test Banishment" targeting Alice's "Test Grave Warden"
    And Alice and Bob pass in turn
    And Alice and Bob pass in turn
    Then Alice has "Test Grave Warden" in her Void
    And Alice has 17 Vitae

  @id:nodawn-entity-enters-sees-itself @rule:603.6a
  Scenario: "Whenever an Entity enters" triggers on the Herald's own arrival
    Given Alice has "Test Gate Herald" in hand
    And Alice's pool holds 1 generic Vitae
    When Alice casts "Test Gate Herald"
    And Alice and Bob pass in turn
    Then the stack holds "Test Gate Herald"
    When Alice and Bob pass in turn
    Then Alice has 1 Wrath

  @id:nodawn-entity-enters-any-side @rule:603.6a
  Scenario: An opponent's Entity entering triggers the Herald too; a Relic entering does not
    Given Alice controls "Test Gate Herald"
    And it is Bob's first main phase of turn 1
    And Bob has "Test Wretch" and "Test Filler" in hand
    And Bob's pool holds 2 generic Vitae
    When Bob casts "Test Filler"
    And Bob and Alice pass in turn
    Then the stack is empty
    When Bob casts "Test Wretch"
    And Bob and Alice pass in turn
    Then the stack holds "Test Gate Herald"
    When Bob and Alice pass in turn
    Then Alice has 1 Wrath

  @id:nodawn-optional-trigger-accepted @rule:603.5 @rule:603.2
  Scenario: Bob's Watcher triggers on Alice's spell, goes on the stack, and Bob chooses to draw as it resolves
    Given Bob controls "Test Rival Watcher"
    And Alice has "Test Caprice ▷+3" in hand
    When Alice casts "Test Caprice ▷+3"
    Then the stack holds "Test Caprice ▷+3" and "Test Rival Watcher"
    When Alice passes
    And Bob answers "may" with "yes" when he passes
    Then Bob's "may" choice offers exactly "yes" and "no"
    And Bob's hand holds 1 cards
    And the stack holds "Test Caprice ▷+3"

  @id:nodawn-optional-trigger-declined @rule:603.5
  Scenario: Declined as it resolves, the Watcher's ability does nothing, though it went on the stack
    Given Bob controls "Test Rival Watcher"
    And Alice has "Test Caprice ▷+3" in hand
    When Alice casts "Test Caprice ▷+3"
    Then the stack holds "Test Caprice ▷+3" and "Test Rival Watcher"
    When Alice passes
    And Bob answers "may" with "no" when he passes
    Then Bob's "may" choice offers exactly "yes" and "no"
    And Bob's hand holds 0 cards
    And Bob's Domain holds 5 cards

  @id:nodawn-opponent-casts-not-own-spell @rule:603.2
  Scenario: The Watcher waits for an opponent's spell: its controller's own spell does not trigger it
    Given Bob controls "Test Rival Watcher"
    And Bob holds priority
    And Bob has "Test Caprice ▷+3" in hand
    When Bob casts "Test Caprice ▷+3"
    Then the stack holds "Test Caprice ▷+3"

  @id:nodawn-cast-trigger-non-entity-spell @rule:603.2 @rule:601.2i @rule:205.2a
  Scenario: "Whenever you cast a non-Entity spell" waits out Alice's Entity spell and triggers on her Relic spell
    Given Alice controls "Test Spell Scholar"
    And Alice has "Test Wretch" and "Test Sacred Vial" in hand
    And Alice's pool holds 2 generic Vitae
    When Alice casts "Test Wretch"
    Then the stack holds "Test Wretch"
    When Alice and Bob pass in turn
    And Alice casts "Test Sacred Vial"
    Then the stack holds "Test Sacred Vial" and "Test Spell Scholar"
    When Alice and Bob pass in turn
    Then Alice's hand is "Test Filler"
    When Alice and Bob pass in turn
    Then Alice controls "Test Wretch" and "Test Sacred Vial"

  @id:nodawn-entity-enters-not-companion @rule:603.6a @rule:306.1
  Scenario: A Companion entering is no Entity entering: the Herald does not trigger
    Given Alice controls "Test Gate Herald"
    And Alice has "Test Companion 3" in hand
    And Alice's pool holds 2 generic Vitae
    When Alice casts "Test Companion 3"
    And Alice and Bob pass in turn
    Then Alice controls "Test Companion 3"
    And the stack is empty

Feature: Triggered abilities
  A triggered ability triggers by itself when its event happens, then waits: the next time a
  player would receive priority, after the state checks, every waiting ability goes on the
  stack, the active player's first and then each other player's, each player ordering their
  own. It resolves like anything else on the stack. An "if" written after the event is checked
  both when it triggers and when it resolves; deaths are seen by looking back (603).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-trigger-enters @rule:603.6a @rule:603.3
  Scenario: An enters-the-battlefield trigger goes on the stack after the permanent enters
    Given Alice's pool holds 1 generic Vitae
    And Alice has "Test Herald" in hand
    And Alice's Domain holds, from the top, "Test Filler"
    When Alice casts "Test Herald"
    And Alice and Bob pass in turn
    Then Alice controls "Test Herald"
    And the stack holds "Test Herald"
    And Alice has no "Test Filler" in hand
    When Alice and Bob pass in turn
    Then Alice has "Test Filler" in hand
    And the stack is empty

  @id:nodawn-trigger-dies-by-damage @rule:603.6c @rule:603.2
  Scenario: A dies trigger fires when the Entity goes to the Spoils from lethal damage
    Given Alice controls "Test Martyr"
    And Alice has 15 Vitae
    And Alice has "Test Bolt 1" in hand
    When Alice casts "Test Bolt 1" targeting Alice's "Test Martyr"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Alice has "Test Martyr" in her Spoils
    And the stack holds "Test Martyr"
    When Alice and Bob pass in turn
    Then Alice has 18 Vitae

  @id:nodawn-trigger-dies-by-sacrifice @rule:603.6c @rule:106.5c
  Scenario: An Entity sacrificed for Vitae dies, and its dies trigger fires
    Given Alice controls "Test Martyr"
    And Alice has 15 Vitae
    When Alice sacrifices "Test Martyr" for Vitae
    Then Alice's pool holds 1 generic Vitae
    And Alice has 1 Corruption
    And the stack holds "Test Martyr"
    When Alice and Bob pass in turn
    Then Alice has 18 Vitae

  @id:nodawn-trigger-apnap-order @rule:603.3 @rule:800.5a @rule:405.3
  Scenario: Triggers of both players go on the stack active player first, so the other's resolve first
    Given Alice controls "Test Martyr"
    And Bob controls "Test Mourner"
    And Alice has 15 Vitae
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Test Mourner" with "Test Martyr"
    Given Bob will answer "rest" with "decline"
    And Alice will answer "rest" with "decline"
    When the game advances to Alice's combat damage step
    Then Alice has "Test Martyr" in her Spoils
    And Bob has "Test Mourner" in his Spoils
    And the stack holds "Test Martyr" and "Test Mourner"
    When Alice and Bob pass in turn
    Then Bob has 1 Wrath
    And Alice has 15 Vitae
    And the stack holds "Test Martyr"
    When Alice and Bob pass in turn
    Then Alice has 18 Vitae

  @id:nodawn-trigger-own-order-and-look-back @rule:603.3 @rule:603.6c @rule:603.10 @rule:603.2c
  Scenario: A watcher dying with another Entity sees both deaths; its controller orders the triggers
    Given Alice controls "Test Martyr" and "Test Mourner"
    And Alice has 15 Vitae
    And Bob controls "Test Brute 4/4"
    And Bob's Domain holds, from the top, "Test Filler"
    When the game advances to Bob's declare attackers step
    And Bob attacks Alice with "Test Brute 4/4"
    And the game advances to Bob's declare blockers step
    And Alice blocks "Test Brute 4/4" with "Test Mourner" and "Test Martyr"
    And Bob passes
    Given Bob will assign "Test Brute 4/4"'s combat damage as 1 to Alice's "Test Mourner" and 3 to Alice's "Test Martyr"
    And Alice will put the triggered abilities of "Test Martyr" and "Test Mourner" on the stack in that order
    And Alice will answer "spoils-order" with "Test Mourner" and "Test Martyr"
    And Bob will answer "rest" with "decline"
    And Bob will answer "rest" with "decline"
    When Alice passes
    Then Alice's "trigger-order" choice offers exactly "Alice's Test Martyr" and "Alice's Test Mourner"
    And Alice's "trigger-order" choice allows at least 2
    And Alice's "trigger-order" choice allows at most 2
    And Alice has "Test Martyr" and "Test Mourner" in her Spoils
    And the stack holds "Test Martyr", "Test Mourner" and "Test Mourner"
    When Bob and Alice pass in turn
    And Bob and Alice pass in turn
    Then Alice has 2 Wrath
    And the stack holds "Test Martyr"
    When Bob and Alice pass in turn
    Then Alice has 18 Vitae

  @id:nodawn-trigger-beginning-of-upkeep @rule:603.2b @rule:603.3
  Scenario: An "at the beginning of your upkeep" trigger takes its target as it goes on the stack
    Given Bob controls "Test Bell Ringer"
    And Bob's Domain holds, from the top, "Test Filler"
    And Bob will target Alice with "Test Bell Ringer"'s triggered ability
    When the game advances to Bob's upkeep
    Then Bob's "target" choice offers exactly "Alice", "Bob" and "Bob's Test Bell Ringer"
    And the stack holds "Test Bell Ringer"
    And Alice has 20 Vitae
    When Bob and Alice pass in turn
    Then Alice has 19 Vitae
    And it is Bob's upkeep

  @id:nodawn-trigger-only-in-its-controllers-upkeep @rule:603.2b
  Scenario: "Your upkeep" is its controller's: the trigger stays silent in the opponent's upkeep
    Given Alice controls "Test Bell Ringer"
    And Bob's Domain holds, from the top, "Test Filler"
    When the game advances to Bob's upkeep
    Then the stack is empty
    And Bob has 20 Vitae

  @id:nodawn-trigger-intervening-if-false @rule:603.4
  Scenario: An intervening "if" false at the event means the ability never triggers
    Given Bob controls "Test Packleader" and "Test Thrall"
    And Bob's Domain holds, from the top, "Test Filler", "Test Rite 2" and "Test Bolt 1"
    When the game advances to Bob's upkeep
    Then the stack is empty
    When the game advances to Bob's first main phase
    Then Bob's hand is "Test Filler"

  @id:nodawn-trigger-intervening-if-rechecked @rule:603.4 @rule:608.2
  Scenario: An intervening "if" no longer true on resolution makes the ability do nothing
    Given Bob controls "Test Packleader", "Test Thrall" and "Test Wretch"
    And Bob's Domain holds, from the top, "Test Filler" and "Test Filler"
    And Alice has "Test Bolt 1" in hand
    When the game advances to Bob's upkeep
    Then the stack holds "Test Packleader"
    When Bob passes
    And Alice casts "Test Bolt 1" targeting Bob's "Test Thrall"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Test Thrall" in his Spoils
    When Bob and Alice pass in turn
    Then the stack is empty
    And Bob has no "Test Filler" in hand

  @id:nodawn-drop-rite-on-seal @rule:603.14b @rule:601.12b @rule:702.30a
  Scenario: A Drop-rite triggers when the seal resolves and the batch enters the Pit
    Given Alice controls "Test Drop Priest"
    And Alice has 15 Vitae
    And Alice has "Test Filler" in hand
    When Alice seals "Test Filler" into the Pit
    Then the stack holds "Pit seal"
    When Alice and Bob pass in turn
    Then Alice's pool holds 1 generic Vitae
    And the stack holds "Test Drop Priest"
    When Alice and Bob pass in turn
    Then Alice has 17 Vitae

  @id:nodawn-drop-rite-countered-seal @rule:603.14b @rule:601.12c
  Scenario: A countered seal triggers no Drop-rite
    Given Alice controls "Test Drop Priest"
    And Alice has 15 Vitae
    And Alice has "Test Filler" in hand
    And Bob has "Test Negation" in hand
    When Alice seals "Test Filler" into the Pit
    And Alice passes
    And Bob casts "Test Negation" targeting Alice's seal
    And Bob and Alice pass in turn
    Then the stack is empty
    And Alice has 15 Vitae
    And Alice has "Test Filler" in hand

  @id:nodawn-intervening-if-more-than-enough @rule:603.4
  Scenario: "If you control at least three Wolves" holds with four: the Wolf Elder triggers and its controller draws
    Given it is Bob's end step of turn 1
    And Alice's Domain holds 2 copies of "Test Filler"
    And Alice controls "Test Wolf Elder", "Test Grey Wolf", "Test Grey Wolf" and "Test Grey Wolf"
    When the game advances to Alice's upkeep
    Then the stack holds "Test Wolf Elder"
    When Alice and Bob pass in turn
    Then Alice's hand is "Test Filler"

  @id:nodawn-trigger-intervening-if-counts-entities-only @rule:603.4 @rule:305.2a
  Scenario: An intervening "if" counting Entities does not count a Blood permanent
    Given Bob controls "Test Packleader", "Test Thrall" and "Cask of the Old Vintage"
    And Bob's Domain holds, from the top, "Test Filler", "Test Rite 2" and "Test Bolt 1"
    When the game advances to Bob's upkeep
    Then the stack is empty
    When the game advances to Bob's first main phase
    Then Bob's hand is "Test Filler"

  @id:nodawn-trigger-intervening-if-counts-havens @rule:603.4 @rule:205.3e @rule:210.7
  Scenario: An intervening "if" counting Estates counts the Havens of that subtype
    Given Bob controls "Test Estate Warden", "Bricked-Up Chapel" and "Tollhouse of the Nine Gates"
    And Bob's Domain holds, from the top, "Test Filler", "Test Rite 2" and "Test Bolt 1"
    When the game advances to Bob's upkeep
    Then the stack holds "Test Estate Warden"
    When Bob and Alice pass in turn
    Then Bob's hand is "Test Filler"
    When the game advances to Bob's first main phase
    Then Bob's hand is "Test Filler" and "Test Rite 2"

  @id:nodawn-trigger-intervening-if-counts-a-race @rule:603.4 @rule:205.3a
  Scenario: An intervening "if" counting Nobles counts the Entities of that Race, whatever their Class
    Given Bob controls "Test Noble Patron" and "Test Noble Squire"
    And Bob's Domain holds, from the top, "Test Filler", "Test Rite 2" and "Test Bolt 1"
    When the game advances to Bob's upkeep
    Then the stack holds "Test Noble Patron"
    When Bob and Alice pass in turn
    Then Bob's hand is "Test Filler"
    When the game advances to Bob's first main phase
    Then Bob's hand is "Test Filler" and "Test Rite 2"

  @id:nodawn-trigger-intervening-if-entities-not-havens @rule:603.4 @rule:300.1
  Scenario: An intervening "if" counting Entities does not count a Haven
    Given Bob controls "Test Packleader", "Test Thrall" and "Bricked-Up Chapel"
    And Bob's Domain holds, from the top, "Test Filler", "Test Rite 2" and "Test Bolt 1"
    When the game advances to Bob's upkeep
    Then the stack is empty
    When the game advances to Bob's first main phase
    Then Bob's hand is "Test Filler"

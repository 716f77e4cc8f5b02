@proposed
Feature: Ending turns and phases
  An effect that ends the turn wipes the slate: waiting triggers cease, every object on the
  stack — the ending spell too — is banished, the state is checked with no priority, and the game
  leaps to the cleanup step, skipping everything between; the cleanup's own actions still happen,
  and whatever triggered meanwhile is dealt with there before the turn dies. Ending the combat
  phase does the same within combat and goes on to the second main phase (724).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 4 copies of "Test Filler"
    And Bob's Domain holds 4 copies of "Test Filler"

  @id:nodawn-724-stack-banished @rule:724.1 @rule:724.1b @rule:724.1d
  Scenario: Ending the turn banishes every spell on the stack, the ending one too, and the next turn begins
    Given Alice has "Test Bolt 3" in hand
    And Bob has "Test Time Stop" in hand
    When Alice casts "Test Bolt 3" targeting Bob
    And Alice passes
    And Bob casts "Test Time Stop"
    And Bob and Alice pass in turn
    Then the stack is empty
    And Alice has "Test Bolt 3" in her Void
    And Bob has "Test Time Stop" in his Void
    And Bob has 20 Vitae
    And it is Bob's upkeep

  @id:nodawn-724-waiting-trigger-ceases @rule:724.1a
  Scenario: A trigger waiting when the turn ends ceases to exist unspoken
    Given Bob has 10 Vitae
    And Bob controls "Test Martyr"
    And Alice has "Test Final Hour" in hand
    When Alice casts "Test Final Hour" targeting Bob's "Test Martyr"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Test Martyr" in his Spoils
    And Bob has 10 Vitae
    And it is Bob's upkeep

  @id:nodawn-724-process-trigger-waits @rule:724.1c @rule:724.1e
  Scenario: What dies at the check of the ending triggers, and its trigger resolves in a cleanup with priority
    Given Bob has 10 Vitae
    And Bob controls "Test Martyr"
    And Alice has "Test Closing Bell" in hand
    When Alice casts "Test Closing Bell" targeting Bob's "Test Martyr"
    And Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Test Martyr" in his Spoils
    And it is Alice's cleanup step
    And the stack holds "Test Martyr"
    When Alice and Bob pass in turn
    Then Bob has 13 Vitae
    When the game advances to Bob's upkeep
    Then it is Bob's upkeep

  @id:nodawn-724-end-step-skipped @rule:724.1d
  Scenario: The end step is skipped, so "at the beginning of your end step" never triggers
    Given Alice controls "Test Evensong Bell"
    And Alice has "Test Time Stop" in hand
    When Alice casts "Test Time Stop"
    And Alice and Bob pass in turn
    Then it is Bob's upkeep
    And Alice has 0 Wrath

  @id:nodawn-724-combat-left-behind @rule:724.1d
  Scenario: Ending the turn during combat removes everything from combat, and no damage is dealt
    Given Alice controls "Gilded Emissary"
    And Bob has "Test Time Stop" in hand
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Gilded Emissary"
    And Alice passes
    And Bob casts "Test Time Stop"
    And Bob and Alice pass in turn
    Then Bob has 20 Vitae
    And Alice's "Gilded Emissary" is not in combat
    And it is Bob's upkeep

  @id:nodawn-724-cleanup-still-happens @rule:724.3
  Scenario: The cleanup the turn leaps to still flushes the Pit and discards to hand size
    Given Alice's hand holds 8 copies of "Test Filler"
    And Alice has "Marginalia" and "Test Time Stop" in hand
    When Alice seals "Marginalia" into the Pit
    And Alice and Bob pass in turn
    And Alice casts "Test Time Stop"
    And Alice passes
    Given Alice will answer "discard" with "Test Filler"
    When Bob passes
    Then Alice's Pit is empty
    And Alice's hand holds 7 cards
    And it is Bob's upkeep

  @id:nodawn-724-end-combat @rule:724.2
  Scenario: Ending the combat phase takes everything out of combat and goes on to the second main phase
    Given Alice controls "Gilded Emissary"
    And Bob has "Test Sudden Peace" in hand
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Gilded Emissary"
    And Alice passes
    And Bob casts "Test Sudden Peace"
    And Bob and Alice pass in turn
    Then it is Alice's second main phase
    And Alice's "Gilded Emissary" is not in combat
    And Bob has 20 Vitae
    And Bob has "Test Sudden Peace" in his Void

  @id:nodawn-724-end-combat-outside-combat @rule:724.2
  Scenario: Outside a combat phase, ending the combat phase does nothing
    Given Alice has "Test Sudden Peace" in hand
    When Alice casts "Test Sudden Peace"
    And Alice and Bob pass in turn
    Then it is Alice's first main phase
    And Alice has "Test Sudden Peace" in her Spoils

  @id:nodawn-724-rites-offered-at-the-ending-check @rule:724.1c @rule:709.2 @rule:724.1e
  Scenario: An Entity killed at the ending's state check may be laid to rest by its undertaker; it does not die, so nothing waits and the turn ends
    Given Bob has 10 Vitae
    And Bob controls "Test Martyr"
    And Alice's pool holds 1 generic Vitae
    And Alice has "Test Closing Bell" in hand
    When Alice casts "Test Closing Bell" targeting Bob's "Test Martyr"
    And Alice passes
    Given Alice will answer "rest" with "pay"
    When Bob passes
    Then Alice's "rest" choice offers exactly "pay" and "decline"
    And Bob has "Test Martyr" in his Void
    And Bob's Spoils is empty
    And Bob has 10 Vitae
    And Alice's pool holds no Vitae
    And Alice has 20 Vitae
    And it is Bob's upkeep

Feature: Damage from a chosen source, and damage dealt to another instead
  An effect may watch the damage of a source its player chooses: a permanent, a spell on the
  stack, or what a waiting delayed trigger refers to, chosen as the effect is created. A
  replacement effect may send damage meant for one recipient to another; if that other is gone
  when the damage would move, nothing is redirected (609.5, 614.6f).

  Background:
    Given a No Dawn duel between Alice and Bob
    And it is Bob's first main phase of turn 2
    And Alice's Domain holds 4 copies of "Test Filler"
    And Bob's Domain holds 4 copies of "Test Filler"

  @id:nodawn-chosen-source-spell-on-the-stack @rule:609.5 @rule:615.1
  Scenario: A spell on the stack chosen as the source: its damage is prevented, another source's is not
    Given Bob controls "Test Brute 4/4"
    And Bob has "Test Bolt 3" in hand
    And Alice has "Test Warding Glyph" in hand
    When Bob casts "Test Bolt 3" targeting Alice
    And Bob passes
    And Alice casts "Test Warding Glyph"
    And Alice passes
    And Alice answers "source" with "Bob's Test Bolt 3" when Bob passes
    Then Alice's "source" choice offers exactly "Bob's Test Brute 4/4" and "Bob's Test Bolt 3"
    When Bob and Alice pass in turn
    Then Alice has 20 Vitae
    When the game advances to Bob's declare attackers step
    And Bob attacks Alice with "Test Brute 4/4"
    And the game advances to Bob's end of combat step
    Then Alice has 16 Vitae

  @id:nodawn-chosen-source-fixed-when-created @rule:609.5
  Scenario: The source is chosen as the effect is created: a spell cast afterwards is no option, and its damage lands
    Given Bob controls "Test Brute 4/4"
    And Bob has "Test Bolt 3" in hand
    And Alice has "Test Warding Glyph" in hand
    When Bob passes
    And Alice casts "Test Warding Glyph"
    And Alice passes
    And Bob passes
    Then Alice's "source" choice offers exactly "Bob's Test Brute 4/4"
    When Bob casts "Test Bolt 3" targeting Alice
    And Bob and Alice pass in turn
    Then Alice has 17 Vitae
    When the game advances to Bob's declare attackers step
    And Bob attacks Alice with "Test Brute 4/4"
    And the game advances to Bob's end of combat step
    Then Alice has 17 Vitae

  @id:nodawn-damage-redirected-to-an-entity @rule:614.6f @rule:614.1
  Scenario: Damage that would be dealt to Alice is dealt to her Entity instead
    Given Alice controls "Test Brute 4/4"
    And Bob has "Test Bolt 3" in hand
    And Alice has "Test Bodyguard's Oath" in hand
    When Bob passes
    And Alice casts "Test Bodyguard's Oath" targeting Alice's "Test Brute 4/4"
    And Alice and Bob pass in turn
    And Bob casts "Test Bolt 3" targeting Alice
    And Bob and Alice pass in turn
    Then Alice has 20 Vitae
    And Alice's "Test Brute 4/4" has 3 damage

  @id:nodawn-redirection-to-a-gone-recipient @rule:614.6f
  Scenario: The Entity meant to take the damage has left: nothing is redirected, and the Master is hit
    Given Alice controls "Test Wretch"
    And Bob has "Test Ruin" and "Test Bolt 3" in hand
    And Alice has "Test Bodyguard's Oath" in hand
    When Bob passes
    And Alice casts "Test Bodyguard's Oath" targeting Alice's "Test Wretch"
    And Alice and Bob pass in turn
    And Bob casts "Test Ruin" targeting Alice's "Test Wretch"
    When Bob passes
    Given Bob will answer "rest" with "decline"
    When Alice passes
    And Bob casts "Test Bolt 3" targeting Alice
    And Bob and Alice pass in turn
    Then Alice has 17 Vitae
    And Alice has "Test Wretch" in her Spoils

  @id:nodawn-chosen-source-permanent-ability @rule:609.5 @rule:113.6
  Scenario: A permanent chosen as the source: the damage its activated ability deals is prevented
    Given Alice controls "Test Sling Relic"
    And Bob has "Test Warding Glyph" in hand
    When Bob casts "Test Warding Glyph"
    And Bob passes
    And Bob answers "source" with "Alice's Test Sling Relic" when Alice passes
    Then Bob's "source" choice offers exactly "Alice's Test Sling Relic"
    When Bob passes
    And Alice activates "Test Sling Relic" targeting Bob
    And Alice and Bob pass in turn
    Then Bob has 20 Vitae
    And Alice's "Test Sling Relic" is drained

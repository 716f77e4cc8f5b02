Feature: "Can't", whole-instance shields, and what prevented damage never does
  A "can't" is no replacement: the event simply cannot happen, and a cost that includes it cannot
  be paid. A shield against the next time damage would be dealt stops that whole event, however
  large. Prevented damage never happened: nothing that waits for damage being dealt hears of it,
  though abilities may watch for the prevention itself (614.9, 615).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"

  @id:nodawn-cant-sacrifice-for-vitae @rule:614.9
  Scenario: Where Entities can't be sacrificed, none is sacrificed for Vitae
    Given Bob controls "Test Sanctified Ground"
    And Alice controls "Test Noble Squire"
    Then Alice cannot sacrifice "Test Noble Squire" for Vitae
    And Alice controls "Test Noble Squire"

  @id:nodawn-cant-pay-a-forbidden-cost @rule:614.9 @rule:602.5
  Scenario: An ability whose cost includes a forbidden sacrifice cannot be activated
    Given Bob controls "Test Sanctified Ground"
    And Alice controls "Test Martyr's Pyre"
    Then Alice cannot activate "Test Martyr's Pyre"

  @id:nodawn-next-instance-shield @rule:615.4
  Scenario: A shield against the next damage event prevents all of it, however large; the next lands
    Given Alice has "Test Aegis of Moments" in hand
    And Bob has "Test Bolt 3" and "Test Bolt 2" in hand
    When Alice casts "Test Aegis of Moments" targeting Alice
    And Alice and Bob pass in turn
    And Alice passes
    And Bob casts "Test Bolt 3" targeting Alice
    And Bob and Alice pass in turn
    Then Alice has 20 Vitae
    When Alice passes
    And Bob casts "Test Bolt 2" targeting Alice
    And Bob and Alice pass in turn
    Then Alice has 18 Vitae

  @id:nodawn-prevented-damage-triggers-nothing-example @example @rule:603.2e @rule:615.8
  Scenario: An attacker's damage prevented whole triggers nothing that waits for damage being dealt
    Rulebook example (603.2e): a Ward prevents all of an attacker's damage, and abilities that
    trigger on damage being dealt stay silent. Here a whole-instance shield on Bob's Master does
    the Ward's work, and the attacker's Contagion hears nothing.

    Given Alice controls "Test Plague Rat"
    And Bob has "Test Aegis of Moments" in hand
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Plague Rat"
    And Alice passes
    And Bob casts "Test Aegis of Moments" targeting Bob
    And Bob and Alice pass in turn
    And the game advances to Alice's combat damage step
    Then Bob has 20 Vitae
    And the stack is empty
    And Bob has 0 Corruption

  @id:nodawn-prevented-feeds-nobody @rule:615.8 @rule:510.5
  Scenario: Prevented damage from a Feed source restores nothing
    Given Alice controls "Test Feed Leech"
    And Alice has 15 Vitae
    And Bob has "Test Aegis of Moments" in hand
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Feed Leech"
    And Alice passes
    And Bob casts "Test Aegis of Moments" targeting Bob
    And Bob and Alice pass in turn
    And the game advances to Alice's end of combat step
    Then Bob has 20 Vitae
    And Alice has 15 Vitae

  @id:nodawn-prevention-trigger @rule:615.10 @rule:615.5
  Scenario: An ability that watches for prevented damage triggers when its static reduction prevents some
    Given Bob controls "Test Warded Sentinel"
    And Alice has "Test Bolt 2" in hand
    When Alice casts "Test Bolt 2" targeting Bob's "Test Warded Sentinel"
    And Alice and Bob pass in turn
    Then Bob's "Test Warded Sentinel" has 1 damage
    And the stack holds "Test Warded Sentinel"
    When Alice and Bob pass in turn
    Then Bob's hand is "Test Filler"

  @id:nodawn-nothing-prevented-no-trigger @rule:615.10
  Scenario: Damage that can't be prevented leaves the prevention watcher silent
    Given Bob controls "Test Warded Sentinel"
    And Alice has "Test Searing Bolt 3" in hand
    When Alice casts "Test Searing Bolt 3" targeting Bob's "Test Warded Sentinel"
    And Alice and Bob pass in turn
    Then Bob's "Test Warded Sentinel" has 3 damage
    And the stack is empty

  @id:nodawn-self-replacement-applies @rule:614.7
  Scenario: "Destroy it; if it is Sacred, banish it instead" sends a Sacred Entity to the Void, any other to the Spoils
    Given Bob controls "Test Sacred Acolyte" and "Test Noble Squire"
    And Alice has "Test Purging Fire" and "Test Purging Fire" in hand
    When Alice casts "Test Purging Fire" targeting Bob's "Test Sacred Acolyte"
    And Alice and Bob pass in turn
    Then Bob has "Test Sacred Acolyte" in Void
    When Alice casts "Test Purging Fire" targeting Bob's "Test Noble Squire"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Test Noble Squire" in Spoils

  @id:nodawn-self-replacement-first @rule:616.1a @rule:614.7
  Scenario: A self-replacement applies before any other, unasked; the Ritual then has nothing left to replace
    Given Bob controls "Test Sacred Acolyte" and "Test Grave Ward"
    And Alice has "Test Purging Fire" in hand
    When Alice casts "Test Purging Fire" targeting Bob's "Test Sacred Acolyte"
    And Alice and Bob pass in turn
    Then Bob has "Test Sacred Acolyte" in Void
    And Alice has "Test Purging Fire" in Void

  @id:nodawn-prevention-additional-effect @rule:615.7
  Scenario: A shield's additional effect refers to the amount it prevented, and follows the prevention
    Given Alice has 10 Vitae
    And Alice has "Test Grateful Shield" in hand
    And Bob has "Test Bolt 2" in hand
    When Alice casts "Test Grateful Shield" targeting Alice
    And Alice and Bob pass in turn
    And Alice passes
    And Bob casts "Test Bolt 2" targeting Alice
    And Bob and Alice pass in turn
    Then Alice has 12 Vitae

  @id:nodawn-cost-change-does-not-chase-the-stack @rule:601.6 @rule:601.2f
  Scenario: A cost increase arriving while a spell waits on the stack leaves it alone, and taxes the next
    Given Bob's pool holds 5 generic Vitae
    And Bob has "Test Rite 2" and "Test Rite 2" in hand
    And Alice has "Test Tithe Collector" in hand
    When Alice passes
    And Bob casts "Test Rite 2"
    Then Bob's pool holds 3 generic Vitae
    When Bob passes
    And Alice casts "Test Tithe Collector"
    And Alice and Bob pass in turn
    Then Alice controls "Test Tithe Collector"
    And the stack holds "Test Rite 2"
    And Bob's pool holds 3 generic Vitae
    When Alice and Bob pass in turn
    And Alice passes
    And Bob casts "Test Rite 2"
    Then Bob's pool holds no Vitae

  @id:nodawn-replacement-past-a-sheltered-permanent @rule:614.1 @rule:106.5c
  Scenario: By Day a night Entity resting in its Haven does not hide the Blood Scholar that stands after it: the drained Vitae become a draw
    Given the world cycle stands at Day 1, The Preparation
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice controls "Test Night Prowler"
    And Alice's "Test Night Prowler" shelters in "Test Haven"
    And Alice controls "Test Blood Scholar" and "Test Wretch"
    When Alice drains "Test Wretch" for Vitae
    Then Alice's pool holds no Vitae
    And Alice's hand is "Test Filler"
    And Alice's "Test Wretch" is drained
    And Alice has 1 Wrath

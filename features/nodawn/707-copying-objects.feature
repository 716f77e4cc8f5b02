@proposed
Feature: Copying objects
  A copy takes the copiable values of what it copies — the values its printed text gives, as other
  copy effects and a face-down guise have already changed them — and nothing else: no counters, no
  damage, no drained status, no effect from outside. Once made it does not follow the original. A
  copy of a face-down permanent is its guise, with nothing beneath; a face-down permanent that
  becomes a copy keeps its guise until turned up. A copy enters as a copy, its copied arrival
  choices made anew; a copy of a spell carries the spell's choices but is not cast; and a copy in
  the wrong zone ceases to exist (707, proposed).

  Background:
    Given a No Dawn duel between Alice and Bob
    And each player's lineage Haven is "Test Haven"

  @id:nodawn-707-token-copy-takes-copiable-values @rule:707.1 @rule:707.2
  Scenario: A token copy of a marked, drained, pumped 4/4 is a plain, undrained 4/4
    Given Bob controls "Test Brute 4/4" with 2 growth counters
    And Bob's "Test Brute 4/4" is drained
    And Bob's "Test Brute 4/4" gets +2/+2 until end of turn
    And Alice has "Test Mirror Conjuring" in hand
    When Alice casts "Test Mirror Conjuring" targeting Bob's "Test Brute 4/4"
    And Alice and Bob pass in turn
    Then Alice controls "Test Brute 4/4"
    And Alice's "Test Brute 4/4" has 4 Attack
    And Alice's "Test Brute 4/4" has 4 Vigor
    And Alice's "Test Brute 4/4" has 0 growth counters
    And Alice's "Test Brute 4/4" is undrained
    And Bob's "Test Brute 4/4" has 2 growth counters
    And Bob's "Test Brute 4/4" is drained

  @id:nodawn-707-copy-of-a-copy @rule:707.2 @rule:613.1a
  Scenario: A copy of a copy takes what the copy copies: a Mimic that copied the Brute yields a Brute
    Given Bob controls "Test Brute 4/4"
    And Alice has "Test Mimic" and "Test Mirror Conjuring" in hand
    When Alice casts "Test Mimic"
    And Alice passes
    Given Alice will answer "copy" with "Bob's Test Brute 4/4"
    When Bob passes
    And Alice casts "Test Mirror Conjuring" targeting Alice's "Test Mimic"
    And Alice and Bob pass in turn
    Then Alice controls "Test Mimic" and "Test Brute 4/4"
    And Alice's "Test Brute 4/4" has 4 Attack

  @id:nodawn-707-copy-does-not-follow @rule:707.2a @rule:707.2
  Scenario: Once made, the copy does not follow the original: the original turned face down, the copy stays a 4/4
    Given Bob controls "Test Brute 4/4"
    And Alice has "Test Mirror Conjuring" and "Test Veil" in hand
    When Alice casts "Test Mirror Conjuring" targeting Bob's "Test Brute 4/4"
    And Alice and Bob pass in turn
    And Alice casts "Test Veil" targeting Bob's "Test Brute 4/4"
    And Alice and Bob pass in turn
    Then Bob's "Test Brute 4/4" has 2 Attack
    And Alice's "Test Brute 4/4" has 4 Attack

  @id:nodawn-707-token-copy-ceases @rule:707.7 @rule:707.1 @rule:111.8
  Scenario: The token copy of a card, destroyed, ceases to exist: no Brute reaches Alice's Spoils
    Given Bob controls "Test Brute 4/4"
    And Alice has "Test Mirror Conjuring" and "Test Ruin" in hand
    When Alice casts "Test Mirror Conjuring" targeting Bob's "Test Brute 4/4"
    And Alice and Bob pass in turn
    And Alice casts "Test Ruin" targeting Alice's "Test Brute 4/4"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Alice no longer controls "Test Brute 4/4"
    And Alice has no "Test Brute 4/4" in her Spoils
    And Bob controls "Test Brute 4/4"

  @id:nodawn-707-copy-of-face-down-is-guise @example @rule:707.3 @rule:707.8
  Scenario: A conjured double of a face-down Entity enters face down, a nameless 2/2, with no true face to reveal
    707's example (printed after 707.8, restating 707.3): the double of a face-down Entity is its
    guise and nothing more. The example's Entity was laid down by Masquerade, whose guise also has
    Toll 2 (708.2a); here a kit Veil turns a Brute face down, so the guise is the plain 2/2.

    Given Bob controls a face-down "Test Brute 4/4"
    And Alice has "Test Mirror Conjuring" and "Test Unveiling" in hand
    When Alice casts "Test Mirror Conjuring" targeting Bob's "Test Brute 4/4"
    And Alice and Bob pass in turn
    Then Alice's "Test Brute 4/4" has 2 Attack
    And Alice's "Test Brute 4/4" has 2 Vigor
    When Alice casts "Test Unveiling" targeting Alice's "Test Brute 4/4"
    And Alice and Bob pass in turn
    Then Alice's "Test Brute 4/4" has 2 Attack
    And Alice's "Test Brute 4/4" has 2 Vigor

  @id:nodawn-707-face-down-becomes-copy @rule:707.4 @rule:707.1
  Scenario: A face-down Entity that becomes a copy keeps its guise; turned up, it is the copy
    Given Alice controls a face-down "Test Wretch"
    And Bob controls "Test Brute 4/4"
    And Alice has "Test Shapeshift" and "Test Unveiling" in hand
    And Alice will answer "target" with "Alice's Test Wretch"
    And Alice will answer "target" with "Bob's Test Brute 4/4"
    When Alice casts "Test Shapeshift"
    And Alice and Bob pass in turn
    Then Alice's "Test Wretch" has 2 Attack
    When Alice casts "Test Unveiling" targeting Alice's "Test Wretch"
    And Alice and Bob pass in turn
    Then Alice's "Test Wretch" has 4 Attack
    And Alice's "Test Wretch" has 4 Vigor

  @id:nodawn-707-becomes-copy-keeps-its-effects @rule:707.8 @rule:707.1
  Scenario: What tracks a permanent keeps to it when it becomes a copy of something else
    Given Alice controls "Test Wretch"
    And Bob controls "Test Brute 4/4"
    And Alice's "Test Wretch" gets +2/+2 until end of turn
    And Alice has "Test Shapeshift" in hand
    And Alice will answer "target" with "Alice's Test Wretch"
    And Alice will answer "target" with "Bob's Test Brute 4/4"
    When Alice casts "Test Shapeshift"
    And Alice and Bob pass in turn
    Then Alice's "Test Wretch" has 6 Attack
    And Alice's "Test Wretch" has 6 Vigor

  @id:nodawn-707-copy-enters-as-a-copy @rule:707.5 @rule:603.6a
  Scenario: A token copy enters as a copy: the copied text's enters-trigger fires for the copy's controller
    Given Bob controls "Test Herald"
    And Alice's Domain holds 3 copies of "Test Wretch"
    And Alice has "Test Mirror Conjuring" in hand
    When Alice casts "Test Mirror Conjuring" targeting Bob's "Test Herald"
    And Alice and Bob pass in turn
    Then the stack holds "Test Herald"
    When Alice and Bob pass in turn
    Then Alice's hand holds 1 cards
    And Bob's hand is empty

  @id:nodawn-707-copy-choices-made-anew @rule:707.5
  Scenario: The copy's controller makes the copied "as this enters" choice anew, among what is on the battlefield now
    Given Bob controls "Test Mimic" and "Test Wretch"
    And Alice controls "Test Brute 4/4"
    And Alice has "Test Mirror Conjuring" in hand
    When Alice casts "Test Mirror Conjuring" targeting Bob's "Test Mimic"
    And Alice passes
    Given Alice will answer "copy" with "Alice's Test Brute 4/4"
    When Bob passes
    Then Alice's "copy" choice offers exactly "Bob's Test Mimic", "Bob's Test Wretch", "Alice's Test Brute 4/4" and "none"
    And Alice controls "Test Mimic"
    And Alice's "Test Mimic" has 4 Attack
    And Bob's "Test Mimic" has 0 Attack

  @id:nodawn-707-spell-copy-keeps-target @rule:707.6 @rule:707.7
  Scenario: A copy of a spell keeps its target, resolves first, and then ceases to exist
    Given Alice has "Test Bolt 2" and "Test Echo" in hand
    When Alice casts "Test Bolt 2" targeting Bob
    And Alice casts "Test Echo" targeting Alice's "Test Bolt 2"
    And Alice passes
    Given Alice will answer "target" with "Bob"
    When Bob passes
    Then the stack holds "Test Bolt 2" and "Test Bolt 2"
    When Alice and Bob pass in turn
    Then Bob has 18 Vitae
    And the stack holds "Test Bolt 2"
    When Alice and Bob pass in turn
    Then Bob has 16 Vitae
    And Alice's Spoils holds 2 cards
    And Alice has "Test Bolt 2" and "Test Echo" in her Spoils

  @id:nodawn-707-spell-copy-not-cast-new-target @rule:707.6
  Scenario: A copy of a spell is not cast, so no watcher of casting sees it, and its controller may aim it anew
    Given Bob controls "Test Rival Watcher"
    And Bob's "Test Bolt 2" is on the stack, targeting Alice
    And Alice holds priority
    And Alice has "Test Echo" in hand
    When Alice casts "Test Echo" targeting Bob's "Test Bolt 2"
    Then the stack holds "Test Bolt 2", "Test Echo" and "Test Rival Watcher"
    When Alice passes
    And Bob answers "may" with "no" when he passes
    Then the stack holds "Test Bolt 2" and "Test Echo"
    When Alice passes
    Given Alice will answer "target" with "Bob"
    When Bob passes
    Then Alice's "target" choice offers "Alice" and "Bob"
    And the stack holds "Test Bolt 2" and "Test Bolt 2"
    When Alice and Bob pass in turn
    Then Bob has 18 Vitae
    And Alice has 20 Vitae
    When Alice and Bob pass in turn
    Then Alice has 18 Vitae
    And Bob's Spoils is "Test Bolt 2"

  @id:nodawn-707-spell-copy-new-target-must-be-legal @rule:707.6
  Scenario: A changed target of a spell's copy must be legal: a Weapon is no target for its damage
    Given Bob controls "Pallbearer's Maul"
    And Alice has "Test Bolt 2" and "Test Echo" in hand
    When Alice casts "Test Bolt 2" targeting Bob
    And Alice casts "Test Echo" targeting Alice's "Test Bolt 2"
    And Alice passes
    Then Alice cannot answer "target" with "Bob's Pallbearer's Maul" when Bob passes
    And the stack holds "Test Bolt 2" and "Test Echo"

  @id:nodawn-112-a-copy-is-a-spell @rule:112.1a @rule:707.6
  Scenario: A copy of a spell, with no card behind it, is a spell all the same: its resolving is a spell resolving
    Given Alice controls "Test Echo Chamber"
    And Alice has "Test Bolt 2" and "Test Echo" in hand
    When Alice casts "Test Bolt 2" targeting Bob
    And Alice casts "Test Echo" targeting Alice's "Test Bolt 2"
    And Alice passes
    Given Alice will answer "target" with "Bob"
    When Bob passes
    And Alice and Bob pass in turn
    Then Alice has 1 Wrath
    And the stack holds "Test Bolt 2" and "Test Bolt 2"
    When Alice and Bob pass in turn
    Then Bob has 18 Vitae
    And the stack holds "Test Bolt 2" and "Test Echo Chamber"
    When Alice and Bob pass in turn
    Then Alice has 2 Wrath
    And the stack holds "Test Bolt 2"

  @id:nodawn-707-venom-wounded-then-a-relic @rule:704.5k @rule:702.6a @rule:707.1 @rule:701.17a @rule:208.4
  Scenario: An Entity dealt Venom damage that is a Relic by the next check is not destroyed by Venom
    Alice's Brute has Venom from her Banner and challenges Bob's Wretch; in the same resolution
    the Wretch becomes a copy of Alice's Test Filler, a Relic. When the state is next checked it
    is no Entity, so neither Venom nor lethal damage reaches it (704.5k, 704.5j), and Bob keeps
    it.
    Given Alice controls "Test Venom Banner", "Test Brute 4/4" and "Test Filler"
    And Bob controls "Test Wretch"
    And Alice has "Test Mirror Duel" in hand
    And Alice will answer "target" with "Alice's Test Brute 4/4"
    And Alice will answer "target" with "Bob's Test Wretch"
    And Alice will answer "target" with "Bob's Test Wretch"
    And Alice will answer "target" with "Alice's Test Filler"
    When Alice casts "Test Mirror Duel"
    And Alice and Bob pass in turn
    Then Alice's "Test Brute 4/4" has 1 damage
    And Bob controls "Test Wretch"
    And Bob's "Test Wretch" has no Attack or Vigor
    And Bob's Spoils is empty
    And Alice controls "Test Brute 4/4"

  @id:nodawn-707-venom-mark-spent-while-a-relic @rule:704.5k @rule:702.6a @rule:707.1
  Scenario: Venom damage taken before the last check is spent even by a permanent that was no Entity then: an Entity again, it lives
    Alice's Venom Adder challenges Bob's Brute, and in the same resolution the Brute becomes a copy
    of Alice's Test Filler, a Relic: the check that follows finds no Entity to destroy. Later the
    Relic becomes a copy of Alice's Brute, an Entity again, 4/4 with its 1 damage. It has been
    dealt no Venom damage since the last check, so it lives (704.5k); the Adder, dealt 4, died
    at once.
    Given Alice controls "Test Venom Adder", "Test Filler" and "Test Brute 4/4"
    And Bob controls "Test Brute 4/4"
    And Alice has "Test Mirror Duel" and "Test Relic Quickening" in hand
    And Alice will answer "target" with "Alice's Test Venom Adder"
    And Alice will answer "target" with "Bob's Test Brute 4/4"
    And Alice will answer "target" with "Bob's Test Brute 4/4"
    And Alice will answer "target" with "Alice's Test Filler"
    When Alice casts "Test Mirror Duel"
    And Alice passes
    Given Bob will answer "rest" with "decline"
    When Bob passes
    Then Alice has "Test Venom Adder" in her Spoils
    And Bob's "Test Brute 4/4" has no Attack or Vigor
    Given Alice will answer "target" with "Bob's Test Brute 4/4"
    And Alice will answer "target" with "Alice's Test Brute 4/4"
    When Alice casts "Test Relic Quickening"
    And Alice and Bob pass in turn
    Then Bob controls "Test Brute 4/4"
    And Bob's "Test Brute 4/4" has 4 Vigor
    And Bob's "Test Brute 4/4" has 1 damage
    And Bob's Spoils is empty

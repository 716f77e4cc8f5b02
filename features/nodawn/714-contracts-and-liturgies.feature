Feature: Contracts and Liturgies
  A Contract's clauses and a Liturgy's verses are triggered abilities that wake as Lore counters
  arrive. The rite enters with its first Lore counter, so clause I speaks at once; another Lore
  counter comes at each of its controller's upkeeps, before the draw, as a turn-based action.
  Once its Lore reaches its greatest numeral and no clause of it is still to resolve, the rite is
  spent and goes to the Spoils. Adding several Lore counters at once wakes several clauses;
  taking one off undoes nothing (714).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 6 copies of "Test Filler"
    And Bob's Domain holds 6 copies of "Test Filler"

  @id:nodawn-714-vigil-three-nights @example @rule:714.5 @rule:714.3a @rule:714.3b @rule:714.4 @rule:714.2 @rule:714.3
  Scenario: Vigil of Three Nights reads its first clause at once, the next two at the next upkeeps, and is spent
    This is 714's example, with the clauses 303.4's example gives the Vigil: Foresee 2; each
    opponent's Entities get −1/−0 until end of turn; draw two cards.

    Given Alice's pool holds 2 generic Vitae
    And Alice has "Vigil of Three Nights" in hand
    And Bob controls "Test Noble Squire"
    When Alice casts "Vigil of Three Nights"
    And Alice and Bob pass in turn
    Then Alice controls "Vigil of Three Nights"
    And Alice's "Vigil of Three Nights" has 1 Lore counter
    And the stack holds "Vigil of Three Nights"
    When Alice passes
    Given Alice will foresee "Test Filler" on top and "Test Filler" on the bottom
    When Bob passes
    Then the stack is empty
    When the game advances to Alice's upkeep
    Then Alice's "Vigil of Three Nights" has 2 Lore counters
    And the stack holds "Vigil of Three Nights"
    And Alice's hand is empty
    When Alice and Bob pass in turn
    Then Bob's "Test Noble Squire" has 0 Attack
    When the game advances to Alice's upkeep
    Then Bob's "Test Noble Squire" has 1 Attack
    And Alice's "Vigil of Three Nights" has 3 Lore counters
    And the stack holds "Vigil of Three Nights"
    And Alice controls "Vigil of Three Nights"
    And Alice's hand is "Test Filler"
    When Alice and Bob pass in turn
    Then Alice's hand holds 3 cards
    And Alice has "Vigil of Three Nights" in her Spoils
    And the stack is empty

  @id:nodawn-714-liturgy-same-machinery @rule:714.1 @rule:714.3a @rule:714.4
  Scenario: A Liturgy, a Ritual with verses, matures and is spent just like a Contract
    Given Alice has 15 Vitae
    And Alice has "Test Litany of Hours" in hand
    When Alice casts "Test Litany of Hours"
    And Alice and Bob pass in turn
    Then Alice's "Test Litany of Hours" has 1 Lore counter
    When Alice and Bob pass in turn
    Then Alice has 16 Vitae
    When the game advances to Alice's upkeep
    And Alice and Bob pass in turn
    Then Alice has 18 Vitae
    And Alice has "Test Litany of Hours" in her Spoils

  @id:nodawn-714-shared-numerals @rule:714.2a @rule:714.2
  Scenario: "{I, II}" is two clause abilities: the shared effect speaks at the first and at the second Lore
    Given Alice has "Test Twin Clause Contract" in hand
    When Alice casts "Test Twin Clause Contract"
    And Alice and Bob pass in turn
    And Alice and Bob pass in turn
    Then Alice has 1 Wrath
    When the game advances to Alice's upkeep
    And Alice and Bob pass in turn
    Then Alice has 2 Wrath
    And Alice's "Test Twin Clause Contract" has 2 Lore counters
    And Alice controls "Test Twin Clause Contract"

  @id:nodawn-714-final-clause-not-yet @rule:714.2b @rule:704.5t
  Scenario: One Lore counter short of its greatest numeral, the Contract stays, with no clause to read
    Given it is Bob's end step of turn 1
    And Alice controls "Test Twin Clause Contract" with 2 Lore counters
    When the game advances to Alice's upkeep
    Then Alice's "Test Twin Clause Contract" has 3 Lore counters
    And the stack is empty
    And Alice controls "Test Twin Clause Contract"

  @id:nodawn-714-final-clause-reached @rule:714.2b @rule:704.5t @rule:714.4
  Scenario: Its Lore reaching its greatest numeral, the Contract waits for that clause, then is spent
    Given it is Bob's end step of turn 1
    And Alice controls "Test Twin Clause Contract" with 3 Lore counters
    When the game advances to Alice's upkeep
    Then Alice's "Test Twin Clause Contract" has 4 Lore counters
    And the stack holds "Test Twin Clause Contract"
    And Alice controls "Test Twin Clause Contract"
    When Alice and Bob pass in turn
    Then Alice has "Test Twin Clause Contract" in her Spoils
    And Alice's hand is "Test Filler"

  @id:nodawn-714-lore-at-own-upkeep-only @rule:714.3b @rule:703.4f
  Scenario: The Lore counter comes at its controller's upkeep, not at the opponent's
    Given it is Alice's end step of turn 1
    And Alice controls "Test Twin Clause Contract" with 2 Lore counters
    When the game advances to Bob's upkeep
    Then Alice's "Test Twin Clause Contract" has 2 Lore counters

  @id:nodawn-714-lore-before-the-draw @rule:703.4f @rule:714.3b
  Scenario: The upkeep's Lore counter is put on without the stack, and its clause resolves before the draw
    Given it is Bob's end step of turn 1
    And Alice controls "Test Twin Clause Contract" with 3 Lore counters
    When the game advances to Alice's upkeep
    Then the stack holds "Test Twin Clause Contract"
    And Alice's hand is empty
    When Alice and Bob pass in turn
    Then Alice's hand is "Test Filler"
    When the game advances to Alice's first main phase
    Then Alice's hand holds 2 cards

  @id:nodawn-714-several-lore-at-once @rule:714.5
  Scenario: Two Lore counters put on at once wake two clauses, and the rite is spent once both have spoken
    Given Alice controls "Vigil of Three Nights" with 1 Lore counter
    And Bob controls "Test Noble Squire"
    And Alice has "Test Quill of Years" in hand
    When Alice casts "Test Quill of Years" targeting Alice's "Vigil of Three Nights"
    And Alice and Bob pass in turn
    Then Alice's "Vigil of Three Nights" has 3 Lore counters
    And the stack holds "Vigil of Three Nights" and "Vigil of Three Nights"
    And Alice controls "Vigil of Three Nights"
    When Alice and Bob pass in turn
    And Alice and Bob pass in turn
    Then the stack is empty
    And Bob's "Test Noble Squire" has 0 Attack
    And Alice's hand holds 2 cards
    And Alice has "Vigil of Three Nights" in her Spoils

  @id:nodawn-714-removing-lore-undoes-nothing @rule:714.5 @rule:714.2
  Scenario: A Lore counter taken off undoes no clause; the count climbing back wakes the clause again
    Given it is Bob's end step of turn 1
    And Alice controls "Test Twin Clause Contract" with 2 Lore counters
    And Alice has 2 Wrath
    And Alice has "Test Blotting Sand" in hand
    When Bob passes
    And Alice casts "Test Blotting Sand" targeting Alice's "Test Twin Clause Contract"
    And Alice and Bob pass in turn
    Then Alice's "Test Twin Clause Contract" has 1 Lore counter
    And Alice has 2 Wrath
    When the game advances to Alice's upkeep
    Then Alice's "Test Twin Clause Contract" has 2 Lore counters
    And the stack holds "Test Twin Clause Contract"
    When Alice and Bob pass in turn
    Then Alice has 3 Wrath

  @id:nodawn-714-lore-past-the-final-clause @rule:714.4 @rule:704.5t @rule:714.5
  Scenario: Lore counters that go past the final clause number still spend the rite once its last verse has spoken
    Test Litany of Hours' final verse is II; with 1 Lore counter on it, two more make 3, more than
    its final number, and it is spent all the same.
    Given Alice has 17 Vitae
    And Alice controls "Test Litany of Hours" with 1 Lore counter
    And Alice has "Test Quill of Years" in hand
    When Alice casts "Test Quill of Years" targeting Alice's "Test Litany of Hours"
    And Alice and Bob pass in turn
    Then Alice's "Test Litany of Hours" has 3 Lore counters
    And the stack holds "Test Litany of Hours"
    When Alice and Bob pass in turn
    Then the stack is empty
    And Alice has 19 Vitae
    And Alice has "Test Litany of Hours" in her Spoils

  @id:nodawn-714-spent-while-another-rite-speaks @rule:704.5t @rule:714.4
  Scenario: A spent Contract goes to the Spoils even while another rite's clause still waits on the stack
    Given it is Bob's end step of turn 1
    And Alice controls "Test Litany of Hours" with 1 Lore counter
    And Alice controls "Test Twin Clause Contract" with 3 Lore counters
    And Alice will put the triggered abilities of "Test Litany of Hours" and "Test Twin Clause Contract" on the stack in that order
    When the game advances to Alice's upkeep
    Then the stack holds "Test Litany of Hours" and "Test Twin Clause Contract"
    When Alice and Bob pass in turn
    Then Alice's hand is "Test Filler"
    And Alice has "Test Twin Clause Contract" in her Spoils
    And Alice controls "Test Litany of Hours"
    And the stack holds "Test Litany of Hours"
    When Alice and Bob pass in turn
    Then Alice has "Test Litany of Hours" in her Spoils
    And the stack is empty

  @id:nodawn-714-lore-taken-off-before-the-end @rule:704.5t @rule:714.4 @rule:714.5
  Scenario: A one-clause Contract whose Lore counter is taken off while clause I waits is not spent
    Test One-Clause Vow enters with its first Lore counter and clause I triggers. With the clause
    still on the stack, Test Blotting Sand takes the counter off; when the clause has spoken the
    Contract has 0 Lore counters, fewer than its final clause number, 1, and it stays.
    Given Alice has "Test One-Clause Vow" and "Test Blotting Sand" in hand
    When Alice casts "Test One-Clause Vow"
    And Alice and Bob pass in turn
    Then Alice's "Test One-Clause Vow" has 1 Lore counter
    And the stack holds "Test One-Clause Vow"
    When Alice casts "Test Blotting Sand" targeting Alice's "Test One-Clause Vow"
    And Alice and Bob pass in turn
    Then Alice's "Test One-Clause Vow" has 0 Lore counters
    When Alice and Bob pass in turn
    Then the stack is empty
    And Alice has 1 Wrath
    And Alice controls "Test One-Clause Vow"

  @id:nodawn-714-lore-taken-off-none-wakes-nothing @rule:714.5 @rule:714.2
  Scenario: Taking a Lore counter off a Contract that bears none puts none on and wakes no clause
    Given it is Bob's end step of turn 1
    And Alice controls "Test Twin Clause Contract" with 0 Lore counters
    And Alice has 2 Wrath
    And Alice has "Test Blotting Sand" in hand
    When Bob passes
    And Alice casts "Test Blotting Sand" targeting Alice's "Test Twin Clause Contract"
    And Alice and Bob pass in turn
    Then Alice's "Test Twin Clause Contract" has 0 Lore counters
    And the stack is empty
    And Alice has 2 Wrath

  @id:nodawn-714-other-counter-wakes-no-clause @rule:714.2 @rule:122.2h @rule:122.4
  Scenario: A counter of another kind moved onto a Contract is no Lore counter, and wakes no clause
    Only Lore counters reaching a clause's numeral trigger it (714.2): the omen counter is a
    card-defined counter that does nothing but sit there (122.2h), so clause I, whose numeral a
    first counter would reach, does not speak, and Alice gains no Wrath.

    Given Alice controls "Test Twin Clause Contract"
    And Alice controls "Test Marked Censer" with 1 omen counter
    And Alice has "Test Omen Shift" in hand
    And Alice will answer "target" with "Alice's Test Marked Censer"
    And Alice will answer "target" with "Alice's Test Twin Clause Contract"
    When Alice casts "Test Omen Shift"
    And Alice and Bob pass in turn
    Then Alice's "Test Twin Clause Contract" has 1 omen counter
    And the stack is empty
    And Alice has 0 Wrath
    And Alice controls "Test Twin Clause Contract"

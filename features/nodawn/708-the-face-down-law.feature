Feature: The face-down law: turning face up, leaving play, and the face-down card as one object
  Turning a permanent face up is a special action that uses no stack: it is the same object, so
  what rides it keeps riding it and a spell aimed at it still finds it; it does not enter, so its
  "when this enters" does not trigger; those who watch for a card turning face up see it. A
  face-down permanent is never turned face down again. Leaving the battlefield, a face-down card
  goes as what it truly is (708.8, 708.8a-c, 708.9, 708.10).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 3 copies of "Test Filler"
    And Bob's Domain holds 3 copies of "Test Filler"

  @id:nodawn-708-turned-up-still-the-mark @rule:708.10 @rule:708.8a @rule:708.8
  Scenario: Bob's Bolt is aimed at the guise; Alice turns it face up in answer, and the Bolt still strikes the same Knight
    Given Alice controls "Test Turncoat Knight" face down, laid by Transmute
    And Alice's pool holds 2 generic Vitae
    And Bob has "Test Bolt 2" in hand
    And it is Bob's first main phase of turn 1
    When Bob casts "Test Bolt 2" targeting Alice's "Test Turncoat Knight"
    And Bob passes
    And Alice turns "Test Turncoat Knight" face up
    Then the stack holds "Test Bolt 2"
    When Alice and Bob pass in turn
    Then Alice's "Test Turncoat Knight" has 2 damage
    And Alice's "Test Turncoat Knight" has 4 Vigor
    And Bob has "Test Bolt 2" in Spoils

  @id:nodawn-708-turned-up-does-not-enter @rule:708.8a @rule:702.31a
  Scenario: Turned face up, the Herald does not enter again: its "when this enters" does not trigger
    Given Alice controls "Test Turncoat Herald" face down, laid by Transmute
    And Alice's pool holds 1 generic Vitae
    When Alice turns "Test Turncoat Herald" face up
    Then the stack is empty
    And Alice's hand is empty
    And Alice's "Test Turncoat Herald" has 3 Attack

  @id:nodawn-708-reveal-watched @rule:708.8b @rule:603.14d
  Scenario: Bob's watcher of cards turning face up sees Alice turn her Knight face up
    Given Alice controls "Test Turncoat Knight" face down, laid by Transmute
    And Alice's pool holds 2 generic Vitae
    And Bob controls "Test Unveiled Watcher"
    When Alice turns "Test Turncoat Knight" face up
    Then the stack holds "Test Unveiled Watcher"
    When Alice and Bob pass in turn
    Then Bob's hand is "Test Filler"

  @id:nodawn-708-never-down-twice @rule:708.8c @rule:702.31a
  Scenario: A face-down Knight is not turned face down again: the Veil does nothing, and its Transmute still turns it up
    Given Alice controls "Test Turncoat Knight" face down, laid by Transmute
    And Alice's pool holds 2 generic Vitae
    And Bob has "Test Veil" in hand
    And it is Bob's first main phase of turn 1
    When Bob casts "Test Veil" targeting Alice's "Test Turncoat Knight"
    And Bob and Alice pass in turn
    Then Alice's "Test Turncoat Knight" is face down
    When Bob passes
    And Alice turns "Test Turncoat Knight" face up
    Then Alice's "Test Turncoat Knight" has 4 Attack

  @id:nodawn-708-veiled-no-door @rule:708.8 @rule:600.6
  Scenario: A permanent an effect turned face down has no door of its own: its controller cannot turn it up
    Given Alice controls "Test Turncoat Knight"
    And Alice's pool holds 2 generic Vitae
    And Bob has "Test Veil" in hand
    And it is Bob's first main phase of turn 1
    When Bob casts "Test Veil" targeting Alice's "Test Turncoat Knight"
    And Bob and Alice pass in turn
    Then Alice's "Test Turncoat Knight" is face down
    When Bob passes
    Then Alice cannot turn "Test Turncoat Knight" face up

  @id:nodawn-708-leaves-as-itself @rule:708.9
  Scenario: A face-down guise destroyed goes to the Spoils as the card it is
    Given Alice controls "Test Turncoat Knight" face down, laid by Transmute
    And Bob has "Test Ruin" in hand
    And it is Bob's first main phase of turn 1
    When Bob casts "Test Ruin" targeting Alice's "Test Turncoat Knight"
    When Bob passes
    Given Bob will answer "rest" with "decline"
    When Alice passes
    Then Alice has "Test Turncoat Knight" in Spoils

  @id:nodawn-708-face-down-spell-countered @rule:708.9 @rule:708.3
  Scenario: A spell cast face down and countered goes to its owner's Spoils as the card it is
    Given Alice has "Test Turncoat Knight" in hand
    And Alice's pool holds 3 generic Vitae
    And Bob has "Test Negation" in hand
    When Alice casts "Test Turncoat Knight" face down
    And Alice passes
    And Bob casts "Test Negation" targeting Alice's "Test Turncoat Knight"
    And Bob and Alice pass in turn
    Then Alice has "Test Turncoat Knight" in Spoils
    And the stack is empty

  @id:nodawn-708-masked-guise-tolls-the-fire @example @rule:708.10 @rule:708.2a @rule:702.14a @rule:708.9
  Scenario: A Masqueraded guise makes the rival pay its Toll of 2 for Sacramental Fire, and dying unturned it goes to the Spoils as what it is
    The example printed under 708.10. Its card, Slip the Knife, is a Power elsewhere in the
    rulebook, which nothing casts by Masquerade (docs/contested.md, nodawn-slip-the-knife-type):
    the kit's Test Masked Courtier (Masquerade 1, a 3/3) stands in for it. Cast face down, it is a
    nameless 2/2 with Toll 2; Bob pays the Toll, the Fire resolves, and the 2 damage kills the
    guise, which reaches Alice's Spoils as the Courtier it always was.

    Given Alice's pool holds 3 generic Vitae
    And Alice has "Test Masked Courtier" in hand
    And Bob's pool holds 5 Sacred Vitae
    And Bob's pool holds 2 generic Vitae
    And Bob has "Sacramental Fire" in hand
    When Alice casts "Test Masked Courtier" face down
    And Alice and Bob pass in turn
    Then Alice's "Test Masked Courtier" is face down
    And Alice's "Test Masked Courtier" has 2 Attack
    And Alice's "Test Masked Courtier" has 2 Vigor
    When Alice passes
    And Bob casts "Sacramental Fire" targeting Alice's "Test Masked Courtier"
    Then the stack holds "Sacramental Fire" and "Test Masked Courtier"
    When Bob passes
    Given Bob will pay the Toll
    When Alice passes
    Then Bob's "toll" choice offers exactly "pay" and "decline"
    And the stack holds "Sacramental Fire"
    And Bob's pool holds no Vitae
    When Alice passes
    Given Bob will answer "rest" with "decline"
    When Bob passes
    Then Alice no longer controls "Test Masked Courtier"
    And Alice has "Test Masked Courtier" in her Spoils
    And Bob has "Sacramental Fire" in his Spoils

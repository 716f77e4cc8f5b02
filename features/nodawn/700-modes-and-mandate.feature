Feature: Modal spells, Mandate and Entwine
  A modal spell lists options; its controller chooses as it is cast, among the modes that could
  be carried out — or the opponent it grants the choice to does, at that moment. Mandate turns an
  opponent's choices over to the spell's controller: which mode, which card that player
  discards; the stolen choice must be one the rules allow that player, carried out with their
  cards. Entwine lets the controller pay more to choose every mode, resolved in printed order
  (700.4, 702.35, 723.4).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 4 copies of "Test Filler"
    And Bob's Domain holds 4 copies of "Test Filler"

  # -- modes (700.4) --------------------------------------------------------------------------------

  @id:nodawn-700-mode-chosen-as-cast @rule:700.4 @rule:700.4a
  Scenario: The controller chooses the mode as the spell is cast, and only that mode happens
    Given Bob controls "Test Wretch"
    And Alice has "Test Choice of Ills" in hand
    When Alice casts "Test Choice of Ills" choosing "draw a card"
    Then Alice's "mode" choice offers exactly "destroy target permanent" and "draw a card"
    And the stack holds "Test Choice of Ills"
    When Alice and Bob pass in turn
    Then Alice's hand is "Test Filler"
    And Bob controls "Test Wretch"

  @id:nodawn-700-mode-with-its-target @rule:700.4a
  Scenario: The chosen mode's target is announced with it, and the other mode does not happen
    Given Bob controls "Test Wretch"
    And Alice has "Test Choice of Ills" in hand
    And Alice will answer "target" with "Bob's Test Wretch"
    When Alice casts "Test Choice of Ills" choosing "destroy target permanent"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Test Wretch" in his Spoils
    And Alice's hand is empty

  @id:nodawn-700-mode-without-targets-not-offered @rule:700.4a
  Scenario: A mode whose only legal targets are absent cannot be chosen
    Given Alice has "Test Choice of Ills" in hand
    When Alice casts "Test Choice of Ills" choosing "draw a card"
    Then Alice's "mode" choice offers exactly "draw a card"
    And Alice's "mode" choice does not offer "destroy target permanent"

  @id:nodawn-700-mode-refused-without-targets @rule:700.4a
  Scenario: Choosing the mode that cannot be carried out is refused, and nothing is cast
    Given Alice has "Test Choice of Ills" in hand
    Then Alice cannot answer "mode" with "destroy target permanent" when she casts "Test Choice of Ills"
    And Alice has "Test Choice of Ills" in hand

  @id:nodawn-700-mode-granted-to-opponent @rule:700.4b
  Scenario: A mode granted to an opponent is chosen by that opponent as the spell is cast
    Given Alice has 15 Vitae
    And Alice has "Test Tyrant's Offer" in hand
    And Bob will answer "mode" with "your Master gains 4 Vitae"
    When Alice casts "Test Tyrant's Offer"
    Then Bob's "mode" choice offers exactly "you draw two cards" and "your Master gains 4 Vitae"
    When Alice and Bob pass in turn
    Then Alice has 19 Vitae
    And Alice's hand is empty

  # -- Mandate (702.35a, 723.4) ----------------------------------------------------------------------

  @id:nodawn-702-mandate-takes-the-mode @rule:702.35 @rule:702.35a @rule:723.4
  Scenario: On a Mandate card the controller, not the opponent, selects the mode
    Given Alice has "Test Mandated Offer" in hand
    When Alice casts "Test Mandated Offer" choosing "you draw two cards"
    Then Alice's "mode" choice offers exactly "you draw two cards" and "your Master gains 4 Vitae"
    When Alice and Bob pass in turn
    Then Alice's hand holds 2 cards

  @id:nodawn-702-mandate-chooses-the-discard @rule:702.35a @rule:723.4 @rule:723.4a
  Scenario: A Mandate's caster chooses which card the targeted opponent discards, from that opponent's hand
    Given Bob has "Test Bolt 3" and "Test Filler" in hand
    And Alice has "Test Decree of Want" and "Iron Column" in hand
    When Alice casts "Test Decree of Want" targeting Bob
    And Alice passes
    Given Alice will answer "discard" with "Test Bolt 3"
    When Bob passes
    Then Alice's "discard" choice offers exactly "Test Bolt 3" and "Test Filler"
    And Bob's hand is "Test Filler"
    And Bob has "Test Bolt 3" in his Spoils
    And Alice has "Iron Column" in hand

  @id:nodawn-702-mandate-choice-must-be-legal @rule:723.4a
  Scenario: The stolen choice must be legal for the player it is made for: a card of the caster's own hand is refused
    Given Bob has "Test Bolt 3" and "Test Filler" in hand
    And Alice has "Test Decree of Want" and "Iron Column" in hand
    When Alice casts "Test Decree of Want" targeting Bob
    And Alice passes
    Then Alice cannot answer "discard" with "Iron Column" when Bob passes
    And Bob's hand is "Test Bolt 3" and "Test Filler"

  @id:nodawn-702-mandate-choice-at-resolution @contested @rule:702.35a @rule:723.4
  Scenario: The stolen choice is made as the Mandate resolves, among the cards the opponent holds then
    702.35a says both that the controller makes the choice as the spell resolves and that the
    decree is fixed as it is cast; 601.2b has the decree announced with the cast. Reading
    adopted: the mode is announced with the cast, the choices of its instructions are made as it
    resolves, as 723.4 says (docs/contested.md, nodawn-mandate-timing). Bob casts one of his two
    cards in answer, so only the other is left to choose from.

    Given Bob has "Test Bolt 1" and "Test Filler" in hand
    And Alice has "Test Decree of Want" in hand
    When Alice casts "Test Decree of Want" targeting Bob
    And Alice passes
    And Bob casts "Test Bolt 1" targeting Alice
    And Bob and Alice pass in turn
    Then Alice has 19 Vitae
    When Alice and Bob pass in turn
    Then Bob's hand is empty
    And Bob has "Test Filler" and "Test Bolt 1" in his Spoils

  @id:nodawn-702-mandate-countered @rule:702.35a
  Scenario: A countered Mandate has no effect: nothing is discarded
    Given Bob has "Test Negation" and "Test Filler" in hand
    And Alice has "Test Decree of Want" in hand
    When Alice casts "Test Decree of Want" targeting Bob
    And Alice passes
    And Bob casts "Test Negation" targeting Alice's "Test Decree of Want"
    And Bob and Alice pass in turn
    Then the stack is empty
    And Bob's hand is "Test Filler"
    And Alice has "Test Decree of Want" in her Spoils

  @id:nodawn-723-concede-at-any-time @rule:723.5
  Scenario: No theft reaches the will: the player whose choice a Mandate takes may still concede
    Given Bob has "Test Filler" and "Test Bolt 3" in hand
    And Alice has "Test Decree of Want" in hand
    When Alice casts "Test Decree of Want" targeting Bob
    And Bob concedes
    Then Bob loses the game
    And Alice wins the game

  # -- Entwine (702.35b) -----------------------------------------------------------------------------

  @id:nodawn-702-entwine-both-clauses @example @rule:702.35b
  Scenario: Edict of Coin and Blade with its Entwine paid resolves both clauses, in printed order
    This is 702.35b's example: each opponent loses 2 Vitae, then that player discards a card —
    chosen by the caster, for the Edict is a Mandate.

    Given Alice's pool holds 4 generic Vitae
    And Alice has "Edict of Coin and Blade" in hand
    And Bob has "Test Bolt 3" and "Test Filler" in hand
    When Alice casts "Edict of Coin and Blade" paying its Entwine
    Then Alice's pool holds no Vitae
    When Alice passes
    Given Alice will answer "discard" with "Test Bolt 3"
    When Bob passes
    Then Bob has 18 Vitae
    And Bob's hand is "Test Filler"

  @id:nodawn-702-entwine-none-printed @rule:702.35b
  Scenario: A modal card without Entwine cannot be cast paying one
    Given Alice's pool holds 2 generic Vitae
    And Alice has "Test Choice of Ills" in hand
    Then Alice cannot cast "Test Choice of Ills" paying its Entwine
    And Alice's pool holds 2 generic Vitae

  @id:nodawn-702-edict-one-mode @rule:702.35b @rule:700.4
  Scenario: Cast plainly for its cost, the Edict resolves the one mode chosen
    Given Alice's pool holds 2 generic Vitae
    And Alice has "Edict of Coin and Blade" in hand
    And Bob has "Test Bolt 3" in hand
    When Alice casts "Edict of Coin and Blade" choosing "each opponent loses 2 Vitae"
    Then Alice's "mode" choice allows at most 2
    And Alice's pool holds no Vitae
    When Alice and Bob pass in turn
    Then Bob has 18 Vitae
    And Bob's hand is "Test Bolt 3"

  @id:nodawn-700-choose-two-both-possible-taken @rule:700.4 @rule:700.4a
  Scenario: Told to choose two of three modes when only two could be carried out, Alice gets those two without being asked
    With nothing on the battlefield to destroy, the Omen's first mode cannot be chosen; the other
    two are exactly the two it asks for, so both are chosen and both happen.

    Given Alice has 15 Vitae
    And Alice has "Test Twofold Omen" in hand
    When Alice casts "Test Twofold Omen"
    Then Alice's "mode" choice offers exactly "draw a card" and "your Master gains 2 Vitae"
    And Alice's "mode" choice allows at least 2
    And the stack holds "Test Twofold Omen"
    When Alice and Bob pass in turn
    Then Alice's hand is "Test Filler"
    And Alice has 17 Vitae

  @id:nodawn-702-edict-discard-cast-by-second-player @rule:701.10a @rule:702.35a
  Scenario: Cast by Bob, the Edict's discard clause makes Alice, his opponent, discard
    Each opponent of the caster discards, whatever the players' seating or names: with Bob the
    caster, Alice is the opponent, and Bob picks the card, the Edict being a Mandate.

    Given Bob's pool holds 2 generic Vitae
    And Bob has "Edict of Coin and Blade" in hand
    And Alice has "Test Bolt 3" and "Test Filler" in hand
    When Alice passes
    And Bob casts "Edict of Coin and Blade" choosing "that player discards 1"
    Then Bob's pool holds no Vitae
    When Bob passes
    Given Bob will answer "discard" with "Test Bolt 3"
    When Alice passes
    Then Alice's hand is "Test Filler"
    And Bob has 20 Vitae
    And Alice has 20 Vitae

Feature: The cleanup step and wasted blood
  At cleanup the active player first discards down to seven cards. Then, as one action, every
  pool empties and each unit left unspent, of any tag, costs its owner's Master two Vitae (a
  drain, untaxed) and adds two Wrath; every Pit's cards go under its owner's Domain in
  the order that owner picks; the turn's tallies (Master Vitae spent, the drop) reset. The state
  checks follow, so waste can cascade into Corruption or kill by either road. Damage counters
  stay (514). The price of waste was adopted on 2026-08-02 (514.2b); scenarios that depend on
  it hold from that ruleset on.

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-waste-drains-and-angers @ruleset:>=2026-08-02 @rule:514.2b @rule:106.2a @rule:703.4r
  Scenario: Two unspent Vitae cost the Master four Vitae and add four Wrath, untaxed
    Given Alice's pool holds 2 generic Vitae
    When the game advances to Bob's upkeep
    Then Alice's pool holds no Vitae
    And Alice has 16 Vitae
    And Alice has 4 Wrath and 0 Corruption

  @id:nodawn-waste-every-tag-cascades @ruleset:>=2026-08-02 @rule:514.2b @rule:122.2c
  Scenario: Three wasted Vitae of mixed tags become six Wrath, and the cascade takes five
    Given Alice's pool holds 2 Sacred Vitae
    And Alice's pool holds 1 generic Vitae
    When the game advances to Bob's upkeep
    Then Alice has 14 Vitae
    And Alice has 1 Wrath and 1 Corruption

  @id:nodawn-waste-kills-by-vitae @ruleset:>=2026-08-02 @rule:514.2b @rule:104.3b @rule:514.5
  Scenario: Waste that empties the Master loses its player the game at cleanup
    Given Alice has 4 Vitae
    And Alice's pool holds 2 generic Vitae
    When the game advances to Bob's upkeep
    Then Alice has 0 Vitae
    And Alice loses the game
    And Bob wins the game

  @id:nodawn-waste-kills-by-liquidation @ruleset:>=2026-08-02 @rule:514.2b @rule:104.3d @rule:704.3
  Scenario: Waste whose Wrath cascades to a tenth Corruption liquidates at cleanup
    Given Alice has 9 Corruption and 3 Wrath
    And Alice's pool holds 1 generic Vitae
    When the game advances to Bob's upkeep
    Then Alice has 10 Corruption and 0 Wrath
    And Alice has 18 Vitae
    And Alice loses the game

  @id:nodawn-spent-pool-wastes-nothing @rule:514.2b @rule:514.2c @rule:106.10
  Scenario: A pool spent to the last drop costs nothing at cleanup, and the sealed card sinks
    Given Alice has "Siege-Ladder Serjeant" and "Test Rite 2" in hand
    And Alice's Domain holds, from the top, "Test Filler"
    When Alice seals "Siege-Ladder Serjeant" into the Pit
    And Alice and Bob pass in turn
    And Alice casts "Test Rite 2"
    And the game advances to Bob's upkeep
    Then Alice has 20 Vitae
    And Alice has 0 Wrath and 0 Corruption
    And Alice's Domain is "Test Filler" and "Siege-Ladder Serjeant"
    And Alice's Pit is empty

  @id:nodawn-pit-flush-in-chosen-order @rule:514.2c @rule:106.6 @rule:407.4
  Scenario: The Pit flushes to the bottom of the Domain in the order its owner chooses
    Given Alice has "Slip the Knife", "Marginalia" and "Test Rite 2" in hand
    And Alice's Domain holds, from the top, "Test Filler"
    When Alice seals "Slip the Knife" and "Marginalia" into the Pit
    And Alice and Bob pass in turn
    And Alice casts "Test Rite 2"
    Then Alice's Pit is "Slip the Knife" and "Marginalia"
    Given Alice will answer "pit-order" with "Marginalia" and "Slip the Knife"
    When the game advances to Bob's upkeep
    Then Alice's "pit-order" choice offers exactly "Slip the Knife" and "Marginalia"
    And Alice's "pit-order" choice allows at least 2
    And Alice's "pit-order" choice allows at most 2
    And Alice's Domain is "Test Filler", "Marginalia" and "Slip the Knife"
    And Alice's Pit is empty

  @id:nodawn-discard-down-to-seven @example @rule:514.1 @rule:402.2
  Scenario: Holding nine cards at cleanup, the active player discards the two they choose
    Rulebook example (402.2): with nine cards in hand as the turn ends, Lauds Cantor's controller
    picks two to discard at cleanup, and both go to their Spoils.

    Given Alice's hand holds 7 copies of "Test Filler"
    And Alice has "Test Rite 2" and "Test Bolt 3" in hand
    And Alice will answer "discard" with "Test Rite 2" and "Test Bolt 3"
    And Alice will answer "spoils-order" with "Test Bolt 3" and "Test Rite 2"
    When the game advances to Bob's upkeep
    Then Alice's "discard" choice offers exactly "Test Filler", "Test Rite 2" and "Test Bolt 3"
    And Alice's "discard" choice allows at least 2
    And Alice's "discard" choice allows at most 2
    And Alice's hand holds 7 cards
    And Alice has "Test Rite 2" and "Test Bolt 3" in her Spoils
    And Alice has no "Test Rite 2" in hand

  @id:nodawn-vein-tally-resets @rule:514.2d @rule:118.6
  Scenario: The Master Vitae spent last turn no longer counts toward this turn's Wrath
    Alice spent one Master Vitae last turn, which already cost her a Wrath. Had the tally
    carried over, a second Master Vitae would round up to the same one Wrath and add nothing;
    with the tally reset it is the first of a new turn and adds one.

    Given Alice has already spent 1 Master Vitae this turn
    And Alice has "Test Filler" in hand
    And Alice's Domain holds, from the top, "Test Rite 2"
    And Bob's Domain holds, from the top, "Test Filler"
    When the game advances to Alice's first main phase
    And Alice casts "Test Filler" paying 1 from the vein
    Then Alice has 19 Vitae
    And Alice has 1 Corruption and 1 Wrath

  @id:nodawn-drop-resets-next-turn @rule:514.2d @rule:505.4d
  Scenario: The drop spent this turn is available again in the player's next turn
    Given Alice has already made the drop this turn
    And Alice has "Test Filler" in hand
    And Alice's Domain holds, from the top, "Test Rite 2"
    And Bob's Domain holds, from the top, "Test Filler"
    When the game advances to Alice's first main phase
    And Alice seals "Test Filler" into the Pit
    And Alice and Bob pass in turn
    Then Alice's pool holds 1 generic Vitae
    And Alice's Pit is "Test Filler"

  @id:nodawn-waste-hits-the-nonactive-player @ruleset:>=2026-08-02 @rule:514.2b @rule:106.2a
  Scenario: Vitae a player gains in the opponent's turn is wasted at that turn's cleanup
    Given Bob has "Test Sacred Offering 2" in hand
    When Alice passes
    And Bob casts "Test Sacred Offering 2"
    And Bob and Alice pass in turn
    Then Bob's pool holds 2 Sacred Vitae
    When the game advances to Bob's upkeep
    Then Bob's pool holds no Vitae
    And Bob has 16 Vitae
    And Bob has 4 Wrath

  @id:nodawn-discard-too-few-refused @rule:514.1 @rule:402.2
  Scenario: Discarding only one of the two cards that must go is refused, and nothing changes
    Given Alice's hand holds 7 copies of "Test Filler"
    And Alice has "Test Rite 2" and "Test Bolt 3" in hand
    Then Alice cannot answer "discard" with "Test Rite 2" when the game advances to Bob's upkeep
    And Alice's hand holds 9 cards

  @id:nodawn-discard-too-many-refused @rule:514.1
  Scenario: Discarding three when two must go is refused: the hand goes down to seven, not below
    Given Alice's hand holds 7 copies of "Test Filler"
    And Alice has "Test Rite 2" and "Test Bolt 3" in hand
    Then Alice cannot answer "discard" with "Test Rite 2", "Test Bolt 3" and "Test Filler" when the game advances to Bob's upkeep

  @id:nodawn-discard-not-held-refused @rule:514.1 @rule:701.10a
  Scenario: A card named twice where the hand holds one copy is not a legal discard
    Given Alice's hand holds 7 copies of "Test Filler"
    And Alice has "Test Rite 2" and "Test Bolt 3" in hand
    Then Alice cannot answer "discard" with "Test Rite 2" and "Test Rite 2" when the game advances to Bob's upkeep

  @id:nodawn-discard-alike-not-asked @rule:514.1
  Scenario: Nine alike cards: which two go is no choice, so nothing is asked, and two go
    Given Alice's hand holds 9 copies of "Test Filler"
    When the game advances to Bob's upkeep
    Then Alice's "discard" choice offers exactly "Test Filler"
    And Alice's "discard" choice allows at least 2
    And Alice's hand holds 7 cards
    And Alice's Spoils holds 2 cards

  @id:nodawn-discard-only-the-active-player @rule:514.1
  Scenario: At Alice's cleanup only Alice discards: Bob keeps his nine cards
    Given Bob's hand holds 9 copies of "Test Filler"
    When the game advances to Bob's upkeep
    Then Bob's hand holds 9 cards
    And Bob's Spoils holds 0 cards

  @id:nodawn-pit-order-must-name-each-card @rule:514.2c @rule:407.4
  Scenario: A Pit order that leaves out a sealed card is refused
    Given Alice has "Slip the Knife", "Marginalia" and "Test Rite 2" in hand
    When Alice seals "Slip the Knife" and "Marginalia" into the Pit
    And Alice and Bob pass in turn
    And Alice casts "Test Rite 2"
    Then Alice cannot answer "pit-order" with "Marginalia" when the game advances to Bob's upkeep
    And Alice's Pit is "Slip the Knife" and "Marginalia"

  @id:nodawn-waste-cascade-gives-cleanup-priority @ruleset:>=2026-08-02 @rule:514.5 @rule:122.2c @rule:514.2b
  Scenario: A Wrath cascade performed at cleanup, with nothing triggered, gives the active player priority there and a new cleanup follows
    Given Alice's pool holds 3 generic Vitae
    When the game advances to Alice's end step
    And Alice and Bob pass in turn
    Then it is Alice's cleanup step
    And Alice holds priority
    And the stack is empty
    And Alice has 14 Vitae
    And Alice has 1 Wrath and 1 Corruption
    When Alice and Bob pass in turn
    Then it is Bob's upkeep

  @id:nodawn-second-cleanup-empties-the-pool-again @ruleset:>=2026-08-02 @rule:514.5 @rule:514.2b @rule:605.3
  Scenario: Vitae added while the active player holds priority in cleanup is wasted in the new cleanup step that follows
    Given Alice's pool holds 3 generic Vitae
    And Alice controls "Test Blood Fount"
    When the game advances to Alice's end step
    And Alice and Bob pass in turn
    Then it is Alice's cleanup step
    And Alice holds priority
    And Alice has 14 Vitae
    And Alice has 1 Wrath and 1 Corruption
    When Alice activates "Test Blood Fount"
    Then Alice's pool holds 1 generic Vitae
    When Alice and Bob pass in turn
    Then it is Bob's upkeep
    And Alice's pool holds no Vitae
    And Alice has 12 Vitae
    And Alice has 3 Wrath and 1 Corruption

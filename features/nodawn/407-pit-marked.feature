Feature: Pit-marked casts off the seal
  A card with Pit-marked that would be sealed into the Pit may instead be cast for its
  Pit-marked cost, announced with the seal: the other cards of the batch yield their Vitae, which
  may pay for it; it yields none itself and never rests in the Pit; the Drop-rites trigger first
  and the marked cast goes on the stack above them (407.6, 601.12d, 614.6e, 702.24a).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"

  @id:nodawn-pit-marked-example @example @rule:614.6e @rule:407.6 @rule:702.24a
  Scenario: Marginalia rides a seal of three cards, and the other two pay its Pit-marked cost
    Rulebook example (614.6e): Marginalia is one of three cards sealed together; the Blood Seal
    values of its two companions fill the pool, and Marginalia, cast straight from the seal, pays
    its Pit-marked cost with that new Vitae. (Its Pit-marked cost, 2 Vitae, is the kit's choice.)

    Given Alice has "Marginalia", "Iron Column" and "Test Filler" in hand
    And Alice has "Test Rite 2" in Spoils
    When Alice seals "Marginalia", "Iron Column" and "Test Filler" into the Pit, casting "Marginalia" for Pit-marked
    And Alice and Bob pass in turn
    Then the stack holds "Marginalia"
    And Alice's Pit is "Iron Column" and "Test Filler"
    And Alice's pool holds 1 generic Vitae
    When Alice and Bob pass in turn
    Then Alice controls "Marginalia"
    And Alice cannot seal "Test Filler" into the Pit

  @id:nodawn-pit-marked-above-the-rites @rule:601.12d @rule:603.14b
  Scenario: The Drop-rites trigger before the marked cast, which goes on the stack above them and resolves first
    Given Alice controls "Test Drop Priest"
    And Alice has "Marginalia" and "Iron Column" in hand
    And Alice has "Test Rite 2" in Spoils
    When Alice seals "Marginalia" and "Iron Column" into the Pit, casting "Marginalia" for Pit-marked
    And Alice and Bob pass in turn
    Then the stack holds "Test Drop Priest" and "Marginalia"
    When Alice and Bob pass in turn
    Then Alice controls "Marginalia"
    And the stack holds "Test Drop Priest"

  @id:nodawn-pit-marked-needs-the-keyword @rule:614.6e @rule:702.24a
  Scenario: A card without Pit-marked can only be sealed, and the seal that would cast it is refused
    Given Alice has "Test Filler" and "Iron Column" in hand
    Then Alice cannot seal "Test Filler" and "Iron Column" into the Pit, casting "Iron Column" for Pit-marked
    And Alice's hand is "Test Filler" and "Iron Column"

  @id:nodawn-pit-marked-unfunded @rule:702.24a @rule:407.6
  Scenario: A seal whose marked cast could not be paid is refused whole
    Given Alice has 0 Vitae and 0 Corruption
    And Alice has "Marginalia" in hand
    Then Alice cannot seal "Marginalia" into the Pit, casting "Marginalia" for Pit-marked

  @id:nodawn-pit-marked-the-rest-of-the-hand-stays @rule:702.24a @rule:407.6
  Scenario: Cast off the seal, Marginalia alone leaves Alice's hand for the stack: the Iron Column she kept stays in hand
    Given Alice has "Iron Column", "Marginalia", "Test Filler" and "Test Filler" in hand
    And Alice has "Test Rite 2" in Spoils
    When Alice seals "Marginalia", "Test Filler" and "Test Filler" into the Pit, casting "Marginalia" for Pit-marked
    And Alice and Bob pass in turn
    Then the stack holds "Marginalia"
    And Alice's hand is "Iron Column"
    When Alice and Bob pass in turn
    Then Alice controls "Marginalia"
    And Alice's hand is "Iron Column"

  @id:nodawn-pit-marked-seal-pays-part @rule:702.24a @rule:614.6e @rule:106.5b @rule:118.6
  Scenario: Test Filler's seal yields 1 of the Marked Censer's Pit-marked 3; the vein pays the other 2
    The Filler sealed beside it bleeds 1 Vitae into Alice's pool, which pays part of the marked
    cast; the vein, open by Night, pays the remaining 2, taxed 1 Corruption and 1 Wrath.

    Given Alice has "Test Marked Censer" and "Test Filler" in hand
    When Alice seals "Test Marked Censer" and "Test Filler" into the Pit, casting "Test Marked Censer" for Pit-marked
    And Alice and Bob pass in turn
    Then the stack holds "Test Marked Censer"
    And Alice's Pit is "Test Filler"
    And Alice's pool holds no Vitae
    And Alice has 18 Vitae
    And Alice has 1 Wrath and 1 Corruption
    When Alice and Bob pass in turn
    Then Alice controls "Test Marked Censer"

  @id:nodawn-pit-marked-zero-adds-nothing @rule:702.24a @rule:407.6
  Scenario: A Pit-marked 0 cast costs nothing, so a pool of 2 still cannot fund it beside a Pit-marked 3 cast
    The two marked casts cost 0 and 3, together 3; no card of the batch is sealed, so only the pool
    of 2 and the Master's vein, with 0 Vitae, can pay: the seal is refused whole.
    Given Alice has 0 Vitae and 0 Corruption
    And Alice's pool holds 2 generic Vitae
    And Alice has "Test Free Mark" and "Test Marked Censer" in hand
    Then Alice cannot seal "Test Free Mark" and "Test Marked Censer" into the Pit, casting "Test Free Mark" and "Test Marked Censer" for Pit-marked
    And Alice's hand is "Test Free Mark" and "Test Marked Censer"
    And Alice's pool holds 2 generic Vitae

  @id:nodawn-pit-marked-zero-beside-three-pool-pays @rule:702.24a @rule:106.5b
  Scenario: A Pit-marked 0 cast beside a Pit-marked 3 cast asks 3 Vitae in all, so a pool of 3 funds both by Day
    The marked casts cost 0 and 3: the pool of 3 pays them all, and the vein, shut by Day, is
    not needed.

    Given the world cycle stands at Day 2, The Assault
    And Alice's pool holds 3 generic Vitae
    And Alice has "Test Free Mark" and "Test Marked Censer" in hand
    When Alice seals "Test Free Mark" and "Test Marked Censer" into the Pit, casting "Test Free Mark" and "Test Marked Censer" for Pit-marked
    And Alice and Bob pass in turn
    Then Alice's hand is empty
    And Alice's pool holds no Vitae
    And Alice has 20 Vitae
    And Alice has 0 Wrath and 0 Corruption

Feature: Keyword abilities that change what casting costs: Muster, Despoil, Tribute and Recall
  Muster lets the caster drain their own undrained Entities, and Despoil lets them banish cards
  from their Spoils, each in place of one generic Vitae of the cost, up to the printed number.
  Tribute is an optional extra payment that earns the spell its rider when it resolves. Recall
  casts a card again from the Spoils for a different cost, and afterwards the card goes to the
  Void (702.20, 702.23, 702.25, 702.26, 601.7, 601.9, 601.10).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-muster-three @example @rule:702.26a @rule:702.26
  Scenario: Iron Column is cast for 4 Vitae by mustering three Entities
    Given Alice controls "Test Wretch", "Test Thrall" and "Test Brute 4/4"
    And Alice's pool holds 4 generic Vitae
    And Alice has "Iron Column" in hand
    When Alice casts "Iron Column" mustering "Test Wretch", "Test Thrall" and "Test Brute 4/4"
    Then the stack holds "Iron Column"
    And Alice's pool holds no Vitae
    And Alice has 20 Vitae
    And Alice's "Test Wretch" is drained
    And Alice's "Test Thrall" is drained
    And Alice's "Test Brute 4/4" is drained

  @id:nodawn-muster-newly-turned @rule:702.26a
  Scenario: A newly turned Entity may be mustered, since draining to muster is not attacking
    Given Alice controls a newly turned "Test Wretch"
    And Alice's pool holds 6 generic Vitae
    And Alice has "Iron Column" in hand
    When Alice casts "Iron Column" mustering "Test Wretch"
    Then the stack holds "Iron Column"
    And Alice's pool holds no Vitae
    And Alice's "Test Wretch" is drained

  @id:nodawn-muster-cap @rule:702.26a
  Scenario: Muster cannot drain more Entities than its printed number
    Given Alice controls "Test Wretch", "Test Thrall", "Test Brute 4/4" and "Test Flyer"
    And Alice's pool holds 3 generic Vitae
    And Alice has "Iron Column" in hand
    Then Alice cannot cast "Iron Column" mustering "Test Wretch", "Test Thrall", "Test Brute 4/4" and "Test Flyer"

  @id:nodawn-muster-drained-entity @rule:702.26a
  Scenario: An Entity that is already drained cannot be mustered
    Given Alice controls a drained "Test Wretch"
    And Alice's pool holds 6 generic Vitae
    And Alice has "Iron Column" in hand
    Then Alice cannot cast "Iron Column" mustering "Test Wretch"

  @id:nodawn-muster-not-others @rule:702.26a
  Scenario: Only Entities the caster controls can be mustered
    Given Bob controls "Test Wretch"
    And Alice's pool holds 6 generic Vitae
    And Alice has "Iron Column" in hand
    Then Alice cannot cast "Iron Column" mustering "Test Wretch"

  @id:nodawn-muster-generic-only @rule:702.26a @rule:601.5
  Scenario: Muster stands in for generic Vitae only, never for a source-restricted cost
    Given Alice controls "Test Wretch"
    And Alice's pool holds 1 Sacred Vitae
    And Alice has "Test Sacred Muster 2" in hand
    Then Alice cannot cast "Test Sacred Muster 2" mustering "Test Wretch"

  @id:nodawn-muster-countered-stays-drained @rule:702.26a @rule:601.10
  Scenario: Mustered Entities stay drained when the spell is countered
    Given Alice controls "Test Wretch"
    And Alice's pool holds 6 generic Vitae
    And Alice has "Iron Column" in hand
    And Bob has "Test Negation" in hand
    When Alice casts "Iron Column" mustering "Test Wretch"
    And Alice passes
    And Bob casts "Test Negation" targeting Alice's "Iron Column"
    And Bob and Alice pass in turn
    Then the stack is empty
    And Alice has "Iron Column" in her Spoils
    And Alice's "Test Wretch" is drained

  @id:nodawn-despoil-three @example @rule:702.23a @rule:702.23
  Scenario: Sell the Bones is cast for 2 Vitae by banishing three cards from the Spoils
    Given Alice has "Test Wretch", "Test Thrall" and "Test Filler" in her Spoils
    And Alice's pool holds 2 generic Vitae
    And Alice has "Sell the Bones" in hand
    When Alice casts "Sell the Bones" despoiling "Test Wretch", "Test Thrall" and "Test Filler"
    Then the stack holds "Sell the Bones"
    And Alice's pool holds no Vitae
    And Alice's Spoils is empty
    And Alice has "Test Wretch", "Test Thrall" and "Test Filler" in her Void

  @id:nodawn-despoil-cap @rule:702.23a
  Scenario: Despoil cannot banish more cards than its printed number
    Given Alice has "Test Wretch", "Test Thrall", "Test Filler" and "Test Rite 2" in her Spoils
    And Alice's pool holds 1 generic Vitae
    And Alice has "Sell the Bones" in hand
    Then Alice cannot cast "Sell the Bones" despoiling "Test Wretch", "Test Thrall", "Test Filler" and "Test Rite 2"

  @id:nodawn-despoil-only-spoils @rule:702.23a
  Scenario: Only cards in the caster's own Spoils can be despoiled
    Given Bob has "Test Wretch" in his Spoils
    And Alice's pool holds 4 generic Vitae
    And Alice has "Sell the Bones" in hand
    Then Alice cannot cast "Sell the Bones" despoiling "Test Wretch"

  @id:nodawn-despoil-not-below-cost @rule:702.23a
  Scenario: Despoil covers only the spell's generic Vitae, so it cannot banish more cards than that
    Given Alice has "Test Wretch", "Test Thrall" and "Test Filler" in her Spoils
    And Alice has "Test Bone Rite 2" in hand
    Then Alice cannot cast "Test Bone Rite 2" despoiling "Test Wretch", "Test Thrall" and "Test Filler"

  @id:nodawn-tribute-rider @example @rule:702.25a @rule:702.25 @rule:601.7
  Scenario: Gilded Emissary cast with its Tribute paid gives its owner an extra draw as it resolves
    Given Alice's pool holds 5 generic Vitae
    And Alice has "Gilded Emissary" in hand
    And Alice's Domain holds, from the top, "Test Filler"
    When Alice casts "Gilded Emissary" paying its Tribute
    Then Alice's pool holds no Vitae
    And Alice's hand is empty
    When Alice and Bob pass in turn
    Then Alice controls "Gilded Emissary"
    And Alice has "Test Filler" in hand

  @id:nodawn-tribute-unpaid @example @rule:702.25a
  Scenario: Cast without its Tribute, Gilded Emissary enters without the rider
    Given Alice's pool holds 3 generic Vitae
    And Alice has "Gilded Emissary" in hand
    And Alice's Domain holds, from the top, "Test Filler"
    When Alice casts "Gilded Emissary"
    And Alice and Bob pass in turn
    Then Alice controls "Gilded Emissary"
    And Alice's hand is empty

  @id:nodawn-tribute-countered @rule:702.25a @rule:601.10
  Scenario: A countered spell earns no rider, and its Tribute is not refunded
    Given Alice's pool holds 5 generic Vitae
    And Alice has "Gilded Emissary" in hand
    And Alice's Domain holds, from the top, "Test Filler"
    And Bob has "Test Negation" in hand
    When Alice casts "Gilded Emissary" paying its Tribute
    And Alice passes
    And Bob casts "Test Negation" targeting Alice's "Gilded Emissary"
    And Bob and Alice pass in turn
    Then the stack is empty
    And Alice has "Gilded Emissary" in her Spoils
    And Alice's hand is empty
    And Alice's pool holds no Vitae

  @id:nodawn-tribute-none-printed @rule:702.25a
  Scenario: A spell with no Tribute cannot be cast paying one
    Given Alice's pool holds 5 generic Vitae
    And Alice has "Test Rite 2" in hand
    Then Alice cannot cast "Test Rite 2" paying its Tribute

  @id:nodawn-recall-from-spoils @rule:702.20a @rule:702.20 @rule:601.9
  Scenario: A card with Recall is cast again from the Spoils and then goes to the Void
    Given Alice has "Test Echo Insight" in her Spoils
    And Alice's pool holds 1 generic Vitae
    And Alice's Domain holds, from the top, "Test Filler"
    When Alice casts "Test Echo Insight" from her Spoils for its Recall cost
    Then the stack holds "Test Echo Insight"
    And Alice's pool holds no Vitae
    And Alice's Spoils is empty
    When Alice and Bob pass in turn
    Then Alice has "Test Filler" in hand
    And Alice has "Test Echo Insight" in her Void
    And Alice has no "Test Echo Insight" in her Spoils

  @id:nodawn-recall-replaces-whole-cost @rule:702.20a
  Scenario: The Recall cost replaces the whole printed cost, its signed Corruption included
    Given Alice has "Test Echo Insight" in her Spoils
    And Alice's pool holds 1 generic Vitae
    And Alice's Domain holds, from the top, "Test Filler"
    When Alice casts "Test Echo Insight" from her Spoils for its Recall cost
    Then Alice has 0 Corruption
    And Alice has 20 Vitae

  @id:nodawn-recall-countered-to-void @rule:702.20a @rule:601.10
  Scenario: A Recalled spell that is countered goes to the Void, not back to the Spoils
    Given Alice has "Test Echo Insight" in her Spoils
    And Alice's pool holds 1 generic Vitae
    And Bob has "Test Negation" in hand
    When Alice casts "Test Echo Insight" from her Spoils for its Recall cost
    And Alice passes
    And Bob casts "Test Negation" targeting Alice's "Test Echo Insight"
    And Bob and Alice pass in turn
    Then the stack is empty
    And Alice has "Test Echo Insight" in her Void
    And Alice's Spoils is empty

  @id:nodawn-recall-needs-keyword @rule:702.20a
  Scenario: A card without Recall cannot be cast from the Spoils
    Given Alice has "Test Bolt 2" in her Spoils
    Then Alice cannot cast "Test Bolt 2" from her Spoils for its Recall cost

  @id:nodawn-recall-from-hand-normally @rule:702.20a
  Scenario: Cast from hand for its printed cost, a card with Recall goes to the Spoils as usual
    Given Alice's pool holds 2 generic Vitae
    And Alice has "Test Echo Insight" in hand
    And Alice's Domain holds, from the top, "Test Filler"
    When Alice casts "Test Echo Insight"
    And Alice and Bob pass in turn
    Then Alice has "Test Echo Insight" in her Spoils
    And Alice has 1 Corruption

  @id:nodawn-backlash-synthesis-paid @rule:702.36a @rule:702.36
  Scenario: Paying a Backlash card's synthesis cost spares its caster the backfire
    Given Alice's pool holds 3 generic Vitae
    And Alice has "Test Backlash Draw" in hand
    When Alice casts "Test Backlash Draw" paying its synthesis cost
    Then Alice's pool holds no Vitae
    And Alice has 0 Corruption

  @id:nodawn-backlash-backfire @rule:702.36a @rule:601.8
  Scenario: Without the synthesis cost the backfire is incurred as the spell is cast, and it still resolves
    Given Alice's pool holds 1 generic Vitae
    And Alice has "Test Backlash Draw" in hand
    And Alice's Domain holds, from the top, "Test Filler"
    When Alice casts "Test Backlash Draw"
    Then Alice has 2 Corruption
    And the stack holds "Test Backlash Draw"
    When Alice and Bob pass in turn
    Then Alice has "Test Filler" in hand

  @id:nodawn-backlash-countered-stands @rule:702.36a @rule:601.10
  Scenario: The backfire is part of the cost, so it stands when the spell is countered
    Given Alice's pool holds 1 generic Vitae
    And Alice has "Test Backlash Draw" in hand
    And Bob has "Test Negation" in hand
    When Alice casts "Test Backlash Draw"
    And Alice passes
    And Bob casts "Test Negation" targeting Alice's "Test Backlash Draw"
    And Bob and Alice pass in turn
    Then the stack is empty
    And Alice has "Test Backlash Draw" in her Spoils
    And Alice has 2 Corruption

  @id:nodawn-backlash-damage @rule:702.36a
  Scenario: A damage backfire hits the caster's own Master as the spell is cast
    Given Alice has "Test Backlash Flare" in hand
    When Alice casts "Test Backlash Flare" targeting Bob
    Then Alice has 17 Vitae
    And Bob has 20 Vitae
    When Alice and Bob pass in turn
    Then Bob has 18 Vitae

  @id:nodawn-backlash-none-printed @rule:702.36a
  Scenario: A card without Backlash has no synthesis cost to pay
    Given Alice's pool holds 4 generic Vitae
    And Alice has "Test Rite 2" in hand
    Then Alice cannot cast "Test Rite 2" paying its synthesis cost

  @id:nodawn-backlash-synthesis-no-damage @rule:702.36a
  Scenario: Paying the synthesis cost, Alice's Master takes no damage either: nothing of the backfire is incurred
    Given Alice's pool holds 3 generic Vitae
    And Alice has "Test Backlash Draw" in hand
    When Alice casts "Test Backlash Draw" paying its synthesis cost
    Then Alice's pool holds no Vitae
    And Alice has 20 Vitae
    And Alice has 0 Corruption

  @id:nodawn-despoil-without-vitae-banner @rule:702.23a @rule:202.2b
  Scenario: A spell whose cost block prints no Vitae banner has no generic Vitae for Despoil to pay
    Given Alice has "Test Wretch" in her Spoils
    And Alice has "Test Diamond Despoil" in hand
    Then Alice cannot cast "Test Diamond Despoil" despoiling "Test Wretch"

  @id:nodawn-despoil-the-named-card @rule:702.23a
  Scenario: Despoil banishes the very card named, not another card lying beside it in the Spoils
    Given Alice has "Test Wretch" in her Spoils
    And Alice has "Test Filler" in her Spoils
    And Alice's pool holds 4 generic Vitae
    And Alice has "Sell the Bones" in hand
    When Alice casts "Sell the Bones" despoiling "Test Filler"
    Then the stack holds "Sell the Bones"
    And Alice's pool holds no Vitae
    And Alice's Spoils, from the top, hold "Test Wretch"
    And Alice has "Test Filler" in her Void
    And Alice has no "Test Wretch" in her Void

  @id:nodawn-recall-takes-the-card-itself @rule:702.20a @rule:601.2a
  Scenario: A Recalled card leaves the Spoils itself; the card lying beside it stays
    Given Alice has "Test Wretch" in her Spoils
    And Alice has "Test Echo Insight" in her Spoils
    And Alice's pool holds 1 generic Vitae
    And Alice's Domain holds, from the top, "Test Filler"
    When Alice casts "Test Echo Insight" from her Spoils for its Recall cost
    Then the stack holds "Test Echo Insight"
    And Alice's Spoils, from the top, hold "Test Wretch"
    When Alice and Bob pass in turn
    Then Alice has "Test Echo Insight" in her Void
    And Alice's Spoils, from the top, hold "Test Wretch"

  @id:nodawn-muster-entities-only @rule:702.26a
  Scenario: Only Entities can be mustered: Alice's undrained Scribe Lamp, a Relic, cannot stand in for a Vitae
    Given Alice controls "Test Scribe Lamp"
    And Alice's pool holds 6 generic Vitae
    And Alice has "Iron Column" in hand
    Then Alice cannot cast "Iron Column" mustering "Test Scribe Lamp"
    And Alice's hand is "Iron Column"
    And Alice's pool holds 6 generic Vitae
    And Alice's "Test Scribe Lamp" is undrained

  @id:nodawn-backlash-synthesis-adds-to-printed-vitae @rule:702.36a @rule:601.2f
  Scenario: A Backlash synthesis cost in Vitae is added to the printed Vitae cost, not merged with it
    The Tithe costs 2 Vitae and its synthesis cost is 2 Vitae more: paying it, Alice pays 4 in
    all, and no backfire is incurred.

    Given Alice's pool holds 4 generic Vitae
    And Alice has "Test Backlash Tithe" in hand
    When Alice casts "Test Backlash Tithe" paying its synthesis cost
    Then Alice's pool holds no Vitae
    And Alice has 0 Corruption
    And the stack holds "Test Backlash Tithe"

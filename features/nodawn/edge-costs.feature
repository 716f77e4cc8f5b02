Feature: Edge cases: costs at their boundaries
  A cost is met in full or not at all: the pool first, then the vein for the rest while the vein is
  open — down to the Master's last drop, which kills it. A card that prints no Vitae banner has a
  Vitae cost of 0 wherever a number is needed: a surcharge on it is all it costs, and sacrificed it
  yields nothing. Costs that effects add are added, never multiplied.

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-edge-attack-cost-pool-then-vein @rule:508.1f @rule:106.5b @rule:118.6
  Scenario: Two besiegers cost 2 against the Thorned Approach: the pool's 1, then 1 from the vein, taxed
    Given Bob controls "Thorned Approach"
    And Bob's lineage Haven is "Test Haven"
    And Alice controls "Test Wretch" and "Test Thrall"
    And Alice's pool holds 1 generic Vitae
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Test Haven" with "Test Wretch" and "Test Thrall"
    Then Alice's pool holds no Vitae
    And Alice has 19 Vitae
    And Alice has 1 Corruption and 1 Wrath
    And Alice's "Test Wretch" is attacking Bob's "Test Haven"

  @id:nodawn-edge-attack-cost-last-vitae @rule:508.1f @rule:119.4a @rule:704.5a
  Scenario: A Master with exactly the Vitae the attack still costs may pay it, and dies of it
    Given Bob controls "Thorned Approach"
    And Bob's lineage Haven is "Test Haven"
    And Alice controls "Test Wretch" and "Test Thrall"
    And Alice's pool holds 1 generic Vitae
    And Alice has 1 Vitae
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Test Haven" with "Test Wretch" and "Test Thrall"
    Then Alice loses the game

  @id:nodawn-edge-entwine-adds-its-cost @rule:702.35b @rule:601.2f
  Scenario: Entwine 1 on a 3-Vitae Caprice: 4 Vitae, and both modes in printed order
    Given Alice has 15 Vitae
    And Alice's pool holds 4 generic Vitae
    And Alice's Domain holds 1 copies of "Test Filler"
    And Alice has "Test Twofold Rite" in hand
    When Alice casts "Test Twofold Rite" paying its Entwine
    Then Alice's pool holds no Vitae
    When Alice and Bob pass in turn
    Then Alice's hand is "Test Filler"
    And Alice has 17 Vitae

  @id:nodawn-edge-entwine-unpayable @rule:702.35b @rule:118.2
  Scenario: With 3 Vitae in the pool and the vein left shut, the Entwined cast is refused and nothing is paid
    Given Alice's pool holds 3 generic Vitae
    And Alice has "Test Twofold Rite" in hand
    Then Alice cannot cast "Test Twofold Rite" paying its Entwine
    And Alice's pool holds 3 generic Vitae
    And Alice has "Test Twofold Rite" in hand

  @id:nodawn-edge-tribute-on-no-vitae-cost @rule:702.25a @rule:202.1 @rule:202.2b @rule:107.4b @rule:118.6
  Scenario: A card whose cost block prints only ◇1 costs its Tribute and nothing more from the pool
    Given Alice's pool holds 1 generic Vitae
    And Alice's Domain holds 1 copies of "Test Filler"
    And Alice has "Test Diamond Herald" in hand
    When Alice casts "Test Diamond Herald" paying its Tribute
    Then Alice's pool holds no Vitae
    And Alice has 19 Vitae
    And Alice has 1 Corruption and 1 Wrath
    When Alice and Bob pass in turn
    Then Alice controls "Test Diamond Herald"
    And Alice's hand is "Test Filler"

  @id:nodawn-edge-sacrifice-without-vitae-cost @rule:106.5c @rule:106.5d @rule:202.2b
  Scenario: Sacrificed for Vitae, an Entity with no Vitae banner yields nothing, and the sacrifice still stains
    Given Alice controls "Test Diamond Herald"
    When Alice sacrifices "Test Diamond Herald" for Vitae
    Then Alice's pool holds no Vitae
    And Alice has 1 Corruption
    And Alice has "Test Diamond Herald" in her Spoils

  @id:nodawn-edge-pit-marked-funded-exactly @rule:702.24a @rule:106.5b
  Scenario: By Day, the pool's 1 and the Filler's seal fund Marginalia's Pit-marked 2 exactly
    Given the world cycle stands at Day 1, The Preparation
    And Alice's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Alice's pool holds 1 generic Vitae
    And Alice has "Marginalia" and "Test Filler" in hand
    And Alice has "Test Rite 2" in Spoils
    When Alice seals "Marginalia" and "Test Filler" into the Pit, casting "Marginalia" for Pit-marked
    And Alice and Bob pass in turn
    Then the stack holds "Marginalia"
    And Alice's pool holds no Vitae
    And Alice has 20 Vitae
    And Alice's Pit is "Test Filler"

  @id:nodawn-edge-pit-marked-vein-shut-by-day @rule:702.24a @rule:106.5b @rule:304.6
  Scenario: By Day the sheltering Master's vein is shut: a seal whose marked cast only the vein could fund is refused whole
    Given the world cycle stands at Day 1, The Preparation
    And Alice's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Alice has "Marginalia" and "Test Filler" in hand
    Then Alice cannot seal "Marginalia" and "Test Filler" into the Pit, casting "Marginalia" for Pit-marked
    And Alice's hand is "Marginalia" and "Test Filler"
    And Alice has 20 Vitae

  @id:nodawn-edge-chosen-race-vitae-ability @rule:605.1 @rule:605.3 @rule:205.3g
  Scenario: An ability adding 1 Vitae of a Race its controller chooses is a Vitae ability too: no stack, the Vitae at once
    Given Alice controls "Test Chalice of Bloods"
    And Alice will answer "race" with "Sacred"
    When Alice activates "Test Chalice of Bloods"
    Then the stack is empty
    And Alice's pool holds 1 Sacred Vitae
    And Alice's "Test Chalice of Bloods" is drained

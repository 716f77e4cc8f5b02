Feature: Blood, Companions, Races, Havens and the Master
  Blood cards are the resource type: cast by their own timing, field sources that yield Vitae by
  a Vitae ability, or hand fuel worth their Blood Seal. A Companion may print abilities of its
  own. Races and Classes are subtypes cards name; a flavor subtype is one more. A Haven's Defense
  is its whole endurance and its wounds persist. The Master is the player's being: it has no cost,
  no Blood Seal, acts by spending blood, and its ruin is its player's (305, 306, 308, 310, 311).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-blood-field-source @example @rule:305.2b @rule:305.2 @rule:305.2a @rule:305.1
  Scenario: Cask of the Old Vintage, "Drain this: add 2 Vitae", keeps giving turn after turn; Sell the Bones is fuel for the Pit
    305.2b's example. Sell the Bones' Blood Seal is 4 there, 2 in another example: the reading
    adopted is 2 (docs/contested.md, nodawn-sell-the-bones-seal), and this scenario does not
    depend on it.

    Given Alice controls "Cask of the Old Vintage"
    And Alice has "Test Rite 2" and "Test Rite 2" in hand
    And Alice's Domain holds 3 copies of "Test Filler"
    And Bob's Domain holds 3 copies of "Test Filler"
    When Alice activates "Cask of the Old Vintage"
    Then Alice's pool holds 2 generic Vitae
    And the stack is empty
    And Alice's "Cask of the Old Vintage" is drained
    When Alice casts "Test Rite 2"
    And Alice and Bob pass in turn
    And the game advances to Alice's first main phase
    And Alice activates "Cask of the Old Vintage"
    Then Alice's pool holds 2 generic Vitae
    And Alice has 0 Wrath and 0 Corruption

  @id:nodawn-blood-cast-by-its-timing @rule:305.1 @rule:300.5
  Scenario: No once-a-turn rule binds the Blood type: two Blood cards are cast in one turn
    Given Alice has "Cask of the Old Vintage" and "Cask of the Old Vintage" in hand
    And Alice's pool holds 4 generic Vitae
    When Alice casts "Cask of the Old Vintage"
    And Alice and Bob pass in turn
    And Alice casts "Cask of the Old Vintage"
    And Alice and Bob pass in turn
    Then Alice controls "Cask of the Old Vintage" and "Cask of the Old Vintage"

  @id:nodawn-companion-ability @rule:306.9 @rule:306.1
  Scenario: A Companion may print abilities of its own, paid and activated as written
    Given Alice controls "Test Lantern Companion"
    And Alice's pool holds 1 generic Vitae
    And Alice's Domain holds 2 copies of "Test Filler"
    When Alice activates "Test Lantern Companion"
    And Alice and Bob pass in turn
    Then Alice's hand holds 1 cards

  @id:nodawn-flavor-subtypes @rule:308.4 @rule:308.5 @rule:308.1 @rule:308.3
  Scenario: A flavor subtype means nothing until a card names it: Sacred Entities get +0/+1, a Wolf or a Cleric of no such Race gets nothing
    Given Alice controls "Test Sacred Banner", "Test Sacred Acolyte", "Wolf Token" and "Test Eminent Cleric"
    Then Alice's "Test Sacred Acolyte" has 2 Vigor
    And Alice's "Wolf Token" has 2 Vigor
    And Alice's "Test Eminent Cleric" has 2 Vigor

  @id:nodawn-haven-wounds-persist @rule:310.4 @rule:310.4a @rule:210.2 @rule:310.1
  Scenario: A Haven's Defense is its whole endurance, and damage struck from it does not return at end of turn
    Given each player's lineage Haven is "Test Haven"
    And Alice has "Test Bolt 3" in hand
    And Alice's Domain holds 3 copies of "Test Filler"
    And Bob's Domain holds 3 copies of "Test Filler"
    When Alice casts "Test Bolt 3" targeting Bob's "Test Haven"
    And Alice and Bob pass in turn
    And the game advances to Alice's upkeep
    Then Bob's "Test Haven" has 7 Defense

  @id:nodawn-set-trap-secret @rule:307.3b @rule:110.5c @rule:304.3a
  Scenario: A set Trap and a set Power lie face down, known to their owner alone until something shows them
    Given each player's lineage Haven is "Test Haven"
    And Alice has "Test Snare 3" in hand
    And Alice's pool holds 3 generic Vitae
    And Alice has "Test Power Bolt 2" in hand
    When Alice sets "Test Snare 3" in the Wards of "Test Haven"
    And Alice and Bob pass in turn
    And Alice sets "Test Power Bolt 2" in the Power slot
    Then Alice's "Test Snare 3" is set and hidden
    And Alice's "Test Power Bolt 2" is set and hidden

  @id:nodawn-non-power-speed @rule:307.1 @rule:602.4a
  Scenario: Non-Power speed asks for a main phase of one's own turn with an empty stack, nothing more
    Given Alice controls "Test Scribe Lamp"
    And Alice's pool holds 2 generic Vitae
    And Alice's Domain holds 3 copies of "Test Filler"
    And Alice has "Test Bolt 1" in hand
    When Alice casts "Test Bolt 1" targeting Bob
    Then Alice cannot activate "Test Scribe Lamp"
    When Alice and Bob pass in turn
    And Alice activates "Test Scribe Lamp"
    And Alice and Bob pass in turn
    Then Alice's hand holds 1 cards

  @id:nodawn-recall-only-where-printed @rule:304.10 @rule:702.20a
  Scenario: A spent Power or Caprice is cast again from the Spoils only if it prints Recall
    Given Alice has "Test Echo Insight" and "Test Bolt 1" in her Spoils
    And Alice's pool holds 1 generic Vitae
    And Alice's Domain holds 2 copies of "Test Filler"
    Then Alice cannot cast "Test Bolt 1" from her Spoils for its Recall cost
    When Alice casts "Test Echo Insight" from her Spoils for its Recall cost
    And Alice and Bob pass in turn
    Then Alice has "Test Echo Insight" in her Void

  @id:nodawn-master-acts-by-blood @rule:311.8 @rule:311.2 @rule:311.9
  Scenario: The Master acts by spending blood, universal for any source restriction and taxed; its Corruption reaching 10 ends its player
    Given Alice has 9 Corruption
    And Alice has "Test Sacred Rite 2" in hand
    When Alice casts "Test Sacred Rite 2" paying 2 from the vein
    Then Alice loses the game

  @id:nodawn-estate-not-a-refuge @example @rule:310.8a @rule:310.8 @rule:514.4a
  Scenario: A Kaelite casts an Estate on a Night turn; at sunrise it cannot serve as refuge, and the Master shelters at its lineage Haven
    310.8a's example, up to the sunrise: the Estate holds no Kaelite seat. The Procession that
    later carries the seat there: nodawn-counting-house-takes-its-soil-example.

    Given the world cycle stands at Night 3, The Vanish
    And Alice's Master is "Test Kaelite Master"
    And Alice's lineage Haven is "The Gilded Haven"
    And Bob's lineage Haven is "Test Haven"
    And Alice has "Bricked-Up Chapel" in hand
    And Alice's pool holds 5 generic Vitae
    And Bob's Domain holds 2 copies of "Test Filler"
    And it is Alice's first main phase of turn 3
    When Alice casts "Bricked-Up Chapel"
    And Alice and Bob pass in turn
    And the game advances to Alice's upkeep
    Then the world cycle stands at Day 1, The Preparation
    And Alice's Master shelters in "The Gilded Haven"
    And Alice controls "Bricked-Up Chapel"
    And the game is not over

  @id:nodawn-companion-of-vigor-zero @rule:306.3 @rule:306.4 @rule:704.5m
  Scenario: A Companion of printed Vigor 0 enters bearing no Vigor counters, and the state checks send it to the Spoils
    Given Alice's Domain holds, from the top, "Test Hollow Companion" and "Test Filler"
    And Alice has "Test Unearthing Rummage", "Test Filler" and "Test Bolt 1" in hand
    When Alice casts "Test Unearthing Rummage"
    And Alice passes
    And Alice answers "discard" with "Test Bolt 1" when Bob passes
    Then at Alice's "discard" choice, Alice's "Test Hollow Companion" has 0 Vigor counters
    And at Alice's "discard" choice, Alice's "Test Hollow Companion" has 0 Vigor
    And Alice has "Test Hollow Companion" in her Spoils
    And Alice has "Test Bolt 1" in her Spoils
    And Alice no longer controls "Test Hollow Companion"

Feature: More of the rulebook's worked examples of sections 5 and 6
  The rulebook's own examples of the return at nightfall (503.3d), attack declarations (508.1c,
  508.2), costs (601.2h), Tribute and Recall (601.7, 601.9), the intervening "if" (603.4),
  effects locked in as they resolve or lasting while a condition holds (611.2a, 611.3a) and the
  power and toughness layers (613.4d), told again with the rulebook's cards where the kit has
  them and with kit stand-ins where it does not.

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"
    And each player's lineage Haven is "Test Haven"

  @id:nodawn-return-example @example @rule:503.3d @rule:503.3a @rule:503.3c @rule:408.4c
  Scenario: At The Hunt's upkeep the Master, a Companion and a set Power return free; two night Entities cost 2, one returning clean
    Rulebook example: the Day block is over and Night begins. In The Hunt's upkeep the player
    brings back the Master, a Companion and a set Power at no cost, and Duskcaller Shaman and
    Risen Pallbearer for 2 Vitae; the Pallbearer went into shelter with three damage counters and
    comes back without them. The example names no Power: the kit's Test Power Bolt 2 stands in.

    Given the world cycle stands at Day 3, The Retrieve
    And it is Bob's end step of turn 6
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice controls "Sister Perpetua"
    And Alice's "Sister Perpetua" shelters in "Test Haven"
    And Alice controls "Duskcaller Shaman"
    And Alice controls "Risen Pallbearer" with 3 damage
    And Alice's "Duskcaller Shaman" shelters in "Test Haven"
    And Alice's "Risen Pallbearer" shelters in "Test Haven"
    And Alice has set "Test Power Bolt 2" in the Power slot
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 1, The Hunt
    And Alice's Master is not sheltered
    And Alice's Power slot holds "Test Power Bolt 2"
    And Alice's "Sister Perpetua" is not sheltered
    And Alice's "Duskcaller Shaman" is not sheltered
    And Alice's "Risen Pallbearer" is not sheltered
    And Alice's "Risen Pallbearer" has 0 damage
    And Alice has 18 Vitae

  @id:nodawn-bulwark-example @example @rule:508.1c @rule:702.17a
  Scenario: Iron Column holds the line: it is never declared as an attacker
    Rulebook example: Iron Column has Bulwark, and can never be declared as an attacker.

    Given Alice controls "Iron Column"
    When the game advances to Alice's declare attackers step
    Then Alice cannot attack Bob with "Iron Column"
    And Alice cannot attack Bob's "Test Haven" with "Iron Column"

  @id:nodawn-siege-ladder-example @example @rule:508.2 @rule:702.29a
  Scenario: Declared third against the enemy Haven, Siege-Ladder Serjeant meets its Siege 3 at its own declaration
    Rulebook example: Siege-Ladder Serjeant, 2/1 with Siege 3, is declared the third attacker
    against the enemy Haven; the count reaches three with its own attack, so it attacks as a 4/1.

    Given Alice controls "Test Wretch", "Test Thrall" and "Siege-Ladder Serjeant"
    When the game advances to Alice's declare attackers step
    And Alice declares attacks
      | attacker              | target            |
      | Test Wretch           | Bob's "Test Haven" |
      | Test Thrall           | Bob's "Test Haven" |
      | Siege-Ladder Serjeant | Bob's "Test Haven" |
    Then Alice's "Siege-Ladder Serjeant" has 4 Attack
    And Alice's "Siege-Ladder Serjeant" has 1 Vigor

  @id:nodawn-siege-ladder-layers-example @example @rule:613.4d @rule:613.4b @rule:613.4c
  Scenario: Set to 0/1 by a later Caprice, the besieging Serjeant still gets its Siege bonus on top: 2/1
    Rulebook example: the Serjeant, printed 2/1, is 4/1 while its Siege 3 is met (layer 7c). A
    Caprice then sets it to 0/1 (layer 7b), which applies before the modification though it
    came later: 0/1, then +2/+0, so 2/1.

    Given Alice controls "Test Wretch", "Test Thrall" and "Siege-Ladder Serjeant"
    And Alice has "Test Wither" in hand
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Test Haven" with "Test Wretch", "Test Thrall" and "Siege-Ladder Serjeant"
    Then Alice's "Siege-Ladder Serjeant" has 4 Attack
    When Alice casts "Test Wither" targeting Alice's "Siege-Ladder Serjeant"
    And Alice and Bob pass in turn
    Then Alice's "Siege-Ladder Serjeant" has 2 Attack
    And Alice's "Siege-Ladder Serjeant" has 1 Vigor

  @id:nodawn-corruption-costs-example @example @rule:601.2h @rule:107.4c
  Scenario: A ✚−2 cost burns away two of the caster's Corruption, a penitent at 1 cannot pay it, and a ✚+1 cost is taken as the spell is cast
    Rulebook example: Rite of Absolution prints ✚−2: casting it removes two of its caster's
    Corruption, and someone with only Corruption 1 is unable to cast it. Blood-Ink Contract's ✚+1
    is taken as soon as it is signed. The kit's free Caprices with those costs stand in for both.

    Given Alice has 3 Corruption
    And Bob has 1 Corruption
    And Alice has "Test Caprice ✚-2" and "Test Caprice ✚+1" in hand
    And Bob has "Test Caprice ✚-2" in hand
    When Alice casts "Test Caprice ✚-2"
    Then Alice has 1 Corruption
    When Alice and Bob pass in turn
    And Alice casts "Test Caprice ✚+1"
    Then the stack holds "Test Caprice ✚+1"
    And Alice has 2 Corruption
    When Alice passes
    Then Bob cannot cast "Test Caprice ✚-2"
    And Bob has 1 Corruption

  @id:nodawn-tribute-countered-example @example @rule:601.7 @rule:702.25a
  Scenario: Gilded Emissary cast with its Tribute paid is countered: the Tribute stays spent and the rider never comes
    Rulebook example: Gilded Emissary is cast with its Tribute paid; an answer counters it. The
    gold is spent and the promised rider never comes. Test Negation stands in for Apostate's
    Bargain.

    Given Alice's pool holds 5 generic Vitae
    And Alice has "Gilded Emissary" in hand
    And Alice's Domain holds, from the top, "Test Scribe Lamp"
    And Bob has "Test Negation" in hand
    When Alice casts "Gilded Emissary" paying its Tribute
    And Alice passes
    And Bob casts "Test Negation" targeting Alice's "Gilded Emissary"
    And Bob and Alice pass in turn
    Then Alice has "Gilded Emissary" in Spoils
    And Alice's pool holds no Vitae
    And Alice's hand is empty
    When Alice and Bob pass in turn
    Then the stack is empty
    And Alice's hand is empty

  @id:nodawn-recall-twice-example @example @rule:601.9 @rule:702.20a @rule:404.5
  Scenario: A Recall card, cast from hand and then again from the Spoils, ends in the Void
    Rulebook example: Palimpsest Whispers is cast from the hand and again from the Spoils by its
    Recall cost; after the second reading it is gone for good. (The card's Recall cost is not
    given; Test Echo Insight, with Recall 1, stands in.)

    Given Alice's pool holds 3 generic Vitae
    And Alice has "Test Echo Insight" in hand
    When Alice casts "Test Echo Insight"
    And Alice and Bob pass in turn
    Then Alice has "Test Echo Insight" in her Spoils
    And Alice has "Test Filler" in hand
    When Alice casts "Test Echo Insight" from her Spoils for its Recall cost
    And Alice and Bob pass in turn
    Then Alice has "Test Echo Insight" in her Void
    And Alice has no "Test Echo Insight" in her Spoils
    And Alice's hand holds 2 cards

  @id:nodawn-intervening-if-example @example @rule:603.4 @rule:608.2
  Scenario: With two Wolves the upkeep ability does not trigger; with three, one slain in answer, it resolves into nothing
    Rulebook example: an upkeep trigger draws a card if its controller has at least three Wolves.
    With two Wolves at upkeep it does not trigger; with three, one slain in response, it resolves
    and does nothing.

    Given it is Bob's first main phase of turn 1
    And Bob controls "Test Wolf Elder" and "Test Grey Wolf"
    And Bob has "Test Grey Wolf" in hand
    And Alice has "Test Bolt 1" in hand
    When the game advances to Bob's upkeep
    Then the stack is empty
    When the game advances to Bob's first main phase
    And Bob casts "Test Grey Wolf"
    And Bob and Alice pass in turn
    And the game advances to Bob's upkeep
    Then the stack holds "Test Wolf Elder"
    And Bob's hand is "Test Filler"
    When Bob passes
    And Alice casts "Test Bolt 1" targeting Bob's "Test Grey Wolf"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Test Grey Wolf" in his Spoils
    When Bob and Alice pass in turn
    Then the stack is empty
    And Bob's hand is "Test Filler"

  @id:nodawn-locked-in-set-example @example @rule:611.2a
  Scenario: "Entities you control get +1/+0" covers the Entities present as it resolves, not one arriving later
    Rulebook example: the bonus goes to the Entities there as it resolves; an Entity arriving a
    moment later goes without.

    Given Alice controls "Test Wretch"
    And Alice's pool holds 1 generic Vitae
    And Alice has "Test War Cry" and "Test Bloodlust Hound" in hand
    When Alice casts "Test War Cry"
    And Alice and Bob pass in turn
    And Alice casts "Test Bloodlust Hound"
    And Alice and Bob pass in turn
    Then Alice's "Test Wretch" has 2 Attack
    And Alice's "Test Wretch" has 1 Vigor
    And Alice's "Test Bloodlust Hound" has 2 Attack

  @id:nodawn-night-static-example @example @rule:611.3a
  Scenario: "As long as it's Night" hardens the pack through the three Night rounds, lapses at dawn and returns at dusk
    Rulebook example: a Night-only +1/+1 for its controller's Entities holds during The Hunt, The
    Arise and The Vanish, lapses at daybreak, and comes back at nightfall if its source is still
    there.

    Given Alice controls "Test Night Banner" and "Test Wretch"
    And Bob's Domain holds 10 copies of "Test Filler"
    Then Alice's "Test Wretch" has 2 Attack
    And Alice's "Test Wretch" has 2 Vigor
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 2, The Arise
    And Alice's "Test Wretch" has 2 Vigor
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 3, The Vanish
    And Alice's "Test Wretch" has 2 Vigor
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 1, The Preparation
    And Alice's "Test Wretch" has 1 Attack
    And Alice's "Test Wretch" has 1 Vigor
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 2, The Assault
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 3, The Retrieve
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 1, The Hunt
    And Alice's "Test Wretch" has 2 Attack
    And Alice's "Test Wretch" has 2 Vigor

  @id:nodawn-two-doublers-example @example @rule:614.3
  Scenario: Two doublers of the same damage make 2 into 8, each applying once
    Rulebook example: two effects that each double the same damage turn 2 into 8 — each applies
    once to the event — and never into an endless furnace.

    Given Alice controls "Test Furnace Idol" and "Test Furnace Idol"
    And Alice has "Test Bolt 2" in hand
    When Alice casts "Test Bolt 2" targeting Bob
    And Alice and Bob pass in turn
    Then Bob has 12 Vitae

  @id:nodawn-fire-before-attacks-example @example @rule:507.2 @rule:304.4
  Scenario: At the beginning of the enemy's combat a set Power is Fired at an Entity before it can be declared an attacker
    Rulebook example: as the enemy's combat begins, a player Fires their set Power, Sacramental
    Fire, at Alpha of the Hunt, burning it before it can be declared an attacker. Here the Alpha
    already carries 3 damage, so the Fire's 2 finish it.

    Given it is Bob's beginning of combat step of turn 2
    And Bob controls "Alpha of the Hunt" with 3 damage
    And Alice has set "Sacramental Fire" in the Power slot
    When Bob passes
    And Alice fires "Sacramental Fire" targeting Bob's "Alpha of the Hunt"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Alpha of the Hunt" in his Spoils
    And it is Bob's beginning of combat step
    And Alice has "Sacramental Fire" in her Spoils

  @id:nodawn-left-areas-to-spoils-example @example @rule:400.8 @rule:307.5 @rule:514.4d
  Scenario: A sprung Trap leaves its Ward slot for its owner's Spoils, as a night Entity without a Room dies into its owner's
    Rulebook example: a Trap sprung out of a Ward slot goes to its owner's Spoils after resolving,
    just as a night Entity left without a Room at sunrise dies into its owner's Spoils. Neither
    goes to the Void, which takes a card only when a rule or card says so.

    Given the world cycle stands at Night 3, The Vanish
    And it is Bob's end step of turn 3
    And Bob has set "Test Snare 3" in the Wards of "Test Haven"
    And Alice controls "Gilded Emissary"
    And Bob controls "Duskcaller Shaman", "Test Night Prowler" and "Test Night Thrall"
    And Bob will shelter "Duskcaller Shaman" in "Test Haven" and "Test Night Prowler" in "Test Haven"
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 1, The Preparation
    And Bob has "Test Night Thrall" in his Spoils
    And Bob's Void is empty
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Test Haven" with "Gilded Emissary"
    And Bob answers "target" with "Alice's Gilded Emissary" when he springs "Test Snare 3" against "Gilded Emissary"
    Then Bob has "Test Snare 3" in his Spoils
    And Bob has no Trap set
    And Bob's Void is empty

  @id:nodawn-wardlight-example @example @rule:615.2 @rule:615.1 @rule:307.5
  Scenario: A Ward sprung against a Haven's attacker prevents all its combat damage: the Defense stays whole and the spent Ward goes to the Spoils
    Rulebook example: a column strikes a Haven, and its owner springs a Ward that prevents every
    point of combat damage the attacker would deal this turn. The ram swings into wardlight, the
    Haven's Defense is untouched, and the spent Ward goes to the Spoils.

    Given Bob has set "Test Wardlight" in the Wards of "Test Haven"
    And Alice controls "Test Brute 4/4"
    And it is Alice's declare attackers step of turn 2
    When Alice attacks Bob's "Test Haven" with "Test Brute 4/4"
    And Bob answers "target" with "Alice's Test Brute 4/4" when he springs "Test Wardlight" against "Test Brute 4/4"
    Then Bob has "Test Wardlight" in his Spoils
    When the game advances to Alice's end of combat step
    Then Bob's "Test Haven" has 10 Defense
    And Bob's "Test Haven" has 0 damage

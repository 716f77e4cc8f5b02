Feature: Damage, drawing and counters
  Sources deal damage to Entities, Companions, Havens and players: combat damage equal to Attack,
  or an effect's. Damage does not itself destroy; the state checks read it. A draw puts the top card
  of the Domain into the hand, one at a time; moving a card to the hand without the word "draw" is
  no draw. Counters mark objects and players; those on an object do not follow it to another area,
  and a card may mint its own kind that does only what it says (120, 121, 122).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-combat-damage-equals-attack @rule:120.2 @rule:302.4a @rule:120.3b
  Scenario: A striking Entity deals combat damage equal to its Attack, marked on an Entity as counters
    Given Alice controls "Test Brute 4/4"
    And Bob controls "Iron Column"
    And it is Alice's declare attackers step of turn 2
    When Alice attacks Bob's "Iron Column" with "Test Brute 4/4"
    And the game advances to Alice's end of combat step
    Then Bob's "Iron Column" has 4 damage
    And Alice's "Test Brute 4/4" has 3 damage

  @id:nodawn-venom-kills-any-amount @rule:120.3e @rule:702.6a @rule:704.5k
  Scenario: Any amount of damage from a Venom source kills an Entity
    Given Alice controls "Test Venom Adder"
    And Bob controls "Test Brute 4/4"
    And it is Alice's declare attackers step of turn 2
    When Alice attacks Bob's "Test Brute 4/4" with "Test Venom Adder"
    Given Bob will answer "rest" with "decline"
    And Alice will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Bob has "Test Brute 4/4" in his Spoils

  @id:nodawn-damage-does-not-destroy @rule:120.5 @rule:702.12a @rule:302.4b
  Scenario: Damage does not itself destroy: what cannot be destroyed keeps its lethal damage and stands
    Given Bob controls "Test Deathless Revenant"
    And Alice has "Test Bolt 3" in hand
    When Alice casts "Test Bolt 3" targeting Bob's "Test Deathless Revenant"
    And Alice and Bob pass in turn
    Then Bob controls "Test Deathless Revenant"
    And Bob's "Test Deathless Revenant" has 3 damage

  @id:nodawn-draw-top-card @rule:121.1 @rule:121.3
  Scenario: To draw is to put the top card of the Domain into the hand, one card at a time
    Given Alice's Domain holds, from the top, "Test Wretch", "Test Thrall" and "Test Filler"
    And Alice has "Test Insight 2" in hand
    When Alice casts "Test Insight 2"
    And Alice and Bob pass in turn
    Then Alice's hand is "Test Wretch" and "Test Thrall"
    And Alice's Domain is "Test Filler"

  @id:nodawn-not-a-draw @rule:121.5 @rule:104.3c
  Scenario: Taking cards into the hand without the word "draw" is no draw: an empty Domain decks no one out
    Given Alice's Domain holds, from the top, "Test Wretch"
    And Alice has "Test Reach Within 2" in hand
    When Alice casts "Test Reach Within 2"
    And Alice and Bob pass in turn
    Then Alice's hand is "Test Wretch"
    And the game is not over

  @id:nodawn-card-defined-counter @rule:122.2h @rule:122.1 @rule:122.2
  Scenario: A card-defined counter does what its card says and nothing else
    Given Bob controls "Test Wretch"
    And Alice has "Test Ember Mark" in hand
    When Alice casts "Test Ember Mark" targeting Bob's "Test Wretch"
    And Alice and Bob pass in turn
    Then Bob's "Test Wretch" has 1 ember counter
    And Bob's "Test Wretch" has 1 Attack
    And Bob's "Test Wretch" has 1 Vigor

  @id:nodawn-counters-left-behind @rule:122.3 @rule:122.1
  Scenario: Counters on an object do not follow it to another area: returned and cast again, it has none
    Given Alice controls "Test Wretch" with 2 growth counters
    And Alice has "Test Recall to Hand" in hand
    And Alice's pool holds 1 generic Vitae
    When Alice casts "Test Recall to Hand" targeting Alice's "Test Wretch"
    And Alice and Bob pass in turn
    And Alice casts "Test Wretch"
    And Alice and Bob pass in turn
    Then Alice's "Test Wretch" has 0 growth counters
    And Alice's "Test Wretch" has 1 Attack

  @id:nodawn-player-counters-endure @rule:122.3 @rule:122.2b
  Scenario: Counters on a player endure for the game
    Given Alice has 3 Corruption
    And Alice's Domain holds 3 copies of "Test Filler"
    And Bob's Domain holds 3 copies of "Test Filler"
    When the game advances to Alice's upkeep
    Then Alice has 3 Corruption

  @id:nodawn-enters-with-counters @rule:122.5 @rule:122.2d @rule:614.6b
  Scenario: An object that arrives with counters had them put on it as it entered
    Given Alice has "Test Brood Hatchling" in hand
    When Alice casts "Test Brood Hatchling"
    And Alice and Bob pass in turn
    Then Alice's "Test Brood Hatchling" has 2 growth counters
    And Alice's "Test Brood Hatchling" has 3 Attack

  @id:nodawn-decay-counters @rule:122.2f @rule:702.41a
  Scenario: An Entity with Decay counters loses 1 Vigor for each at its controller's upkeep
    Given Alice controls "Test Rotting Ghoul" with 2 decay counters
    And it is Bob's end step of turn 1
    When the game advances to Alice's upkeep
    And Alice and Bob pass in turn
    Then Alice's "Test Rotting Ghoul" has 2 Vigor

  @id:nodawn-return-clears-damage @rule:122.3a @rule:120.4 @rule:302.7
  Scenario: A night Entity returning from shelter comes back whole, its damage counters cleared
    Given the world cycle stands at Day 3, The Retrieve
    And Alice's lineage Haven is "Test Haven"
    And Bob's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice controls "Duskcaller Shaman" with 2 damage
    And Alice's "Duskcaller Shaman" shelters in "Test Haven"
    And it is Bob's end step of turn 3
    When the game advances to Alice's upkeep
    Then Alice's "Duskcaller Shaman" is not sheltered
    And Alice's "Duskcaller Shaman" has 0 damage

  @id:nodawn-enters-with-one-counter @rule:614.6b @rule:122.5
  Scenario: An object that arrives with a single counter has it as it enters
    Given Alice has "Test Runt Hatchling" in hand
    When Alice casts "Test Runt Hatchling"
    And Alice and Bob pass in turn
    Then Alice's "Test Runt Hatchling" has 1 growth counter
    And Alice's "Test Runt Hatchling" has 2 Attack

  @id:nodawn-draw-one-plus-one @rule:121.6 @rule:121.1
  Scenario: A static adding one to each draw instruction makes "draw a card" draw two
    Given Alice controls "Test Lamp of Plenty" and "Test Scribe Lamp"
    And Alice's pool holds 1 generic Vitae
    And Alice's Domain holds, from the top, "Test Wretch", "Test Thrall" and "Test Filler"
    When Alice activates "Test Scribe Lamp"
    And Alice and Bob pass in turn
    Then Alice's hand is "Test Wretch" and "Test Thrall"

  @id:nodawn-wrath-lost-to-none @rule:122.1 @rule:122.2c
  Scenario: Told to lose 2 Wrath with only 1, Alice is left with none, not fewer
    Given Alice has 1 Wrath and 0 Corruption
    And Alice has "Test Cooling Draught" in hand
    When Alice casts "Test Cooling Draught"
    And Alice and Bob pass in turn
    Then Alice has 0 Wrath and 0 Corruption

Feature: Cards, objects and permanents
  A card, a token, a spell, an ability on the stack, an Edict: each is an object. A description
  by type alone means a permanent on the battlefield; with "card" and an area, a card there; with
  "spell", a spell on the stack; with "source", a source anywhere. "You" is the object's
  controller. A permanent is a card or token on the battlefield: its characteristics those printed
  as continuous effects change them, its status drained or not, face up or down, sheltered or
  afield, newly turned or settled (108, 109, 110).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-target-relic-means-permanent @rule:109.2 @rule:115.2 @rule:301.1
  Scenario: "Target Relic" means a Relic on the battlefield, not a Relic card elsewhere nor any other permanent
    Given Bob controls "Test Filler" and "Test Wretch"
    And Bob has "Test Scribe Lamp" in hand
    And Alice has "Test Relic Breaker" in hand
    When Alice answers "target" with "Bob's Test Filler" when she casts "Test Relic Breaker"
    Then Alice's "target" choice offers exactly "Bob's Test Filler"
    When Alice and Bob pass in turn
    Then Bob has "Test Filler" in his Spoils
    And Bob controls "Test Wretch"

  @id:nodawn-card-in-an-area @rule:109.2a @rule:702.23a
  Scenario: "Cards from your Spoils" are cards of that description in that area
    Given Alice has "Test Bone Rite 2" in hand
    And Alice has "Test Filler" and "Test Wretch" in her Spoils
    When Alice casts "Test Bone Rite 2" despoiling "Test Filler" and "Test Wretch"
    Then Alice's Spoils is empty
    And Alice's Void is "Test Filler" and "Test Wretch"

  @id:nodawn-spell-means-the-stack @rule:109.2b @rule:113.8 @rule:115.5
  Scenario: "Target spell" means a spell on the stack: not a permanent, not an ability, not itself
    Given Bob controls "Test Wretch"
    And Alice has "Test Bolt 3" in hand
    And Bob has "Test Negation" in hand
    When Alice casts "Test Bolt 3" targeting Bob
    And Alice passes
    And Bob answers "target" with "Alice's Test Bolt 3" when he casts "Test Negation"
    Then Bob's "target" choice offers exactly "Alice's Test Bolt 3"
    When Bob and Alice pass in turn
    Then Alice has "Test Bolt 3" in her Spoils
    And Bob has 20 Vitae

  @id:nodawn-no-counter-for-abilities @rule:113.8 @rule:109.1
  Scenario: An ability on the stack is an object but not a spell: a counter of spells cannot touch it
    Given Alice controls "Test Bell Ringer"
    And Bob has "Test Negation" in hand
    And it is Bob's end step of turn 1
    And Alice will answer "target" with "Bob"
    When the game advances to Alice's upkeep
    Then the stack holds "Test Bell Ringer"
    And Bob cannot cast "Test Negation" targeting Alice's "Test Bell Ringer"

  @id:nodawn-source-anywhere @rule:109.2c @rule:702.15a
  Scenario: A source is a source in any area: Sanctity from Caprice bars a Caprice on the stack from targeting
    Given Bob controls "Test Caprice Wisp"
    And Alice has "Test Bolt 2" in hand
    Then Alice cannot cast "Test Bolt 2" targeting Bob's "Test Caprice Wisp"

  @id:nodawn-binding-is-a-characteristic @rule:109.3 @rule:200.2 @rule:702.15a
  Scenario: Binding is one of an object's characteristics: Sanctity from night-bound turns a night-bound attacker's blow
    Given Bob controls "Test Dawn Paladin"
    And Alice controls "Duskcaller Shaman"
    And it is Alice's declare attackers step of turn 2
    When Alice attacks Bob's "Test Dawn Paladin" with "Duskcaller Shaman"
    And the game advances to Alice's end of combat step
    Then Bob's "Test Dawn Paladin" has 0 damage
    And Alice's "Duskcaller Shaman" has 2 damage

  @id:nodawn-triggered-ability-controller @rule:109.4 @rule:113.7 @rule:113.3c @rule:117.2
  Scenario: A triggered ability is controlled by the controller of its source; it waits, then goes on the stack
    Given Bob controls "Test Bell Ringer"
    And it is Alice's end step of turn 1
    And Bob's Domain holds 2 copies of "Test Filler"
    And Bob will answer "target" with "Alice"
    When the game advances to Bob's upkeep
    Then the stack holds "Test Bell Ringer"
    When Bob and Alice pass in turn
    Then Alice has 19 Vitae

  @id:nodawn-you-means-controller @rule:109.5 @rule:115.7 @rule:113.3a
  Scenario: "You" on a spell means its controller, never a target: an opponent's draw spell draws for its caster
    Given Bob has "Test Insight 2" in hand
    And Bob's Domain holds 3 copies of "Test Filler"
    When Alice passes
    And Bob casts "Test Insight 2"
    And Bob and Alice pass in turn
    Then Bob's hand holds 2 cards
    And Alice's hand is empty

  @id:nodawn-permanent-characteristics @rule:110.3 @rule:208.2 @rule:302.4c
  Scenario: A permanent's characteristics are those printed on its card as continuous effects modify them
    Given Alice controls "Test Wretch"
    And Alice has "Test Might 2" in hand
    When Alice casts "Test Might 2" targeting Alice's "Test Wretch"
    And Alice and Bob pass in turn
    Then Alice's "Test Wretch" has 3 Attack
    And Alice's "Test Wretch" has 3 Vigor

  @id:nodawn-master-never-fights @rule:110.4b @rule:311.4 @rule:208.5
  Scenario: The Master never attacks: it has no Attack and does not fight
    Given it is Alice's declare attackers step of turn 2
    Then Alice cannot attack Bob with "Test Master"

  @id:nodawn-status-axes @rule:110.5 @rule:110.5a @rule:110.5b @rule:110.5d
  Scenario: A permanent's status is one value on each axis: a cast Entity enters undrained, afield and newly turned
    Given Alice has "Test Wretch" in hand
    And Alice's pool holds 1 generic Vitae
    When Alice casts "Test Wretch"
    And Alice and Bob pass in turn
    Then Alice's "Test Wretch" is undrained
    And Alice's "Test Wretch" is not sheltered
    And Alice cannot drain "Test Wretch" for Vitae

  @id:nodawn-instants-never-permanents @rule:110.4 @rule:112.4 @rule:304.9
  Scenario: A Caprice never enters the battlefield: a Given cannot place one there
    Given Alice has "Test Bolt 2" in hand
    When Alice casts "Test Bolt 2" targeting Bob
    And Alice and Bob pass in turn
    Then Alice's battlefield is empty
    And Alice has "Test Bolt 2" in her Spoils

  @id:nodawn-binding-restricts-use @rule:110.6 @rule:204.2 @rule:300.6 @rule:204.1
  Scenario: Binding is a usage restriction: a day-bound card is not cast at Night, a night-bound one is
    Given Alice has "Lauds Cantor" and "Duskcaller Shaman" in hand
    And Alice's pool holds 3 generic Vitae
    Then Alice cannot cast "Lauds Cantor"
    When Alice casts "Duskcaller Shaman"
    And Alice and Bob pass in turn
    Then Alice controls "Duskcaller Shaman"

  @id:nodawn-spell-on-the-stack @rule:112.1 @rule:112.2 @rule:112.3 @rule:405.1
  Scenario: Cast, the card leaves the hand for the top of the stack and is a spell its caster controls
    Given Alice has "Test Bolt 3" and "Test Filler" in hand
    When Alice casts "Test Bolt 3" targeting Bob
    Then the stack holds "Test Bolt 3"
    And Alice's hand is "Test Filler"
    When Alice and Bob pass in turn
    Then Bob has 17 Vitae
    And Alice has "Test Bolt 3" in her Spoils

  @id:nodawn-counter-answer-naming-an-ability-refused @rule:113.8 @rule:601.2c
  Scenario: A counter of spells with a spell to take is refused an answer naming the triggered ability above it
    Given Bob controls "Test Rival Watcher"
    And Alice has "Test Caprice ▷+3" in hand
    And Bob has "Test Negation" in hand
    When Alice casts "Test Caprice ▷+3"
    And Alice passes
    Then Bob cannot answer "target" with "Bob's Test Rival Watcher's ability" when he casts "Test Negation"
    And the stack holds "Test Caprice ▷+3" and "Test Rival Watcher"
    And Bob has "Test Negation" in hand

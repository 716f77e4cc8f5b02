Feature: Rituals, Contracts and Terrains
  Three types are workings that stay. A Ritual resolves into its player's Ritual dock and shelters
  with the Master; one with Bind is laid upon the object its spell targeted, and falls to the
  Spoils when that object goes. A Contract is read clause by clause: clause I as it enters, the
  next at each of its controller's upkeeps, and then it is spent. A Terrain stands on the land,
  no possession of the Master, and does what its card says (303).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"

  @id:nodawn-ritual-docks-and-shelters @rule:303.2 @rule:303.1 @rule:514.4b
  Scenario: A Ritual resolves onto the battlefield beside its Master, and shelters with it at sunrise
    Given the world cycle stands at Night 3, The Vanish
    And each player's lineage Haven is "Test Haven"
    And Alice has "Test Quiet Altar" in hand
    And it is Alice's first main phase of turn 3
    When Alice casts "Test Quiet Altar"
    And Alice and Bob pass in turn
    Then Alice controls "Test Quiet Altar"
    When the game advances to Alice's upkeep
    Then Alice's "Test Quiet Altar" shelters in "Test Haven"

  @id:nodawn-ritual-binds-its-target @rule:303.3 @rule:303.3a @rule:115.1a @rule:702.19a
  Scenario: A Ritual with Bind targets as it is cast and enters laid upon that Entity, which it modifies
    Given Bob controls "Test Brute 4/4" and "Test Wretch"
    And Alice has "Test Blackthorn Hex" in hand
    When Alice answers "target" with "Bob's Test Brute 4/4" when she casts "Test Blackthorn Hex"
    Then Alice's "target" choice offers "Bob's Test Brute 4/4" and "Bob's Test Wretch"
    When Alice and Bob pass in turn
    Then Alice controls "Test Blackthorn Hex"
    And Bob's "Test Brute 4/4" has 3 Attack
    And Bob's "Test Wretch" has 1 Attack

  @id:nodawn-bound-object-gone @proposed @rule:303.3b @rule:704.5r
  Scenario: When the bound object leaves, the Ritual is put into its owner's Spoils
    Given Bob controls "Test Brute 4/4"
    And Alice has "Test Blackthorn Hex" and "Test Ruin" in hand
    When Alice casts "Test Blackthorn Hex" targeting Bob's "Test Brute 4/4"
    And Alice and Bob pass in turn
    And Alice casts "Test Ruin" targeting Bob's "Test Brute 4/4"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Alice has "Test Blackthorn Hex" in her Spoils
    And Alice no longer controls "Test Blackthorn Hex"

  @id:nodawn-bind-target-gone @proposed @rule:303.3c @rule:303.3a @rule:608.3
  Scenario: A Ritual whose bind target is gone as it resolves never enters: it goes to the Spoils
    Given Bob controls "Test Wretch"
    And Alice has "Test Blackthorn Hex" in hand
    And Bob has "Test Recall to Hand" in hand
    When Alice casts "Test Blackthorn Hex" targeting Bob's "Test Wretch"
    And Alice passes
    And Bob casts "Test Recall to Hand" targeting Bob's "Test Wretch"
    And Bob and Alice pass in turn
    And Alice and Bob pass in turn
    Then Alice has "Test Blackthorn Hex" in her Spoils
    And Alice no longer controls "Test Blackthorn Hex"

  @id:nodawn-vigil-of-three-nights @example @rule:303.4 @rule:107.8 @rule:122.2g @rule:714.3a @rule:704.5t
  Scenario: Vigil of Three Nights reads clause I as it enters, clauses II and III at the next two upkeeps, and is spent
    303.4's example: I "Foresee 2", II "each opponent's Entities get -1/-0 until end of turn",
    III "draw two cards".

    Given Alice has "Vigil of Three Nights" in hand
    And Alice's pool holds 2 generic Vitae
    And Bob controls "Test Brute 4/4"
    And Alice's Domain holds, from the top, "Test Wretch", "Test Thrall", "Test Filler", "Test Filler" and "Test Filler"
    When Alice casts "Vigil of Three Nights"
    And Alice and Bob pass in turn
    Then Alice's "Vigil of Three Nights" has 1 Lore counter
    And the stack holds "Vigil of Three Nights"
    When Alice passes
    And Alice answers "foresee" with "Test Thrall on top" and "Test Wretch on the bottom" when Bob passes
    Then Alice's Domain is "Test Thrall", "Test Filler", "Test Filler", "Test Filler" and "Test Wretch"
    When the game advances to Alice's upkeep
    Then Alice's "Vigil of Three Nights" has 2 Lore counters
    When Alice and Bob pass in turn
    Then Bob's "Test Brute 4/4" has 3 Attack
    When the game advances to Alice's upkeep
    And Alice and Bob pass in turn
    Then Alice has "Vigil of Three Nights" in her Spoils
    And Alice's hand holds 3 cards

  @id:nodawn-terrain-approach-tax @example @rule:303.5a @rule:303.5
  Scenario: Field of Broken Stakes: Entities attacking Havens its controller controls get -1/-0
    303.5a's example: an approach tax paid by every besieger, and by no other attacker.

    Given each player's lineage Haven is "Test Haven"
    And Bob controls "Field of Broken Stakes"
    And Alice controls "Test Brute 4/4" and "Gilded Emissary"
    And it is Alice's declare attackers step of turn 2
    When Alice declares attacks
      | attacker        | target             |
      | Test Brute 4/4  | Bob's "Test Haven" |
      | Gilded Emissary | Bob                |
    Then Alice's "Test Brute 4/4" has 3 Attack
    And Alice's "Gilded Emissary" has 3 Attack
    When the game advances to Alice's end of combat step
    Then Bob's "Test Haven" has 7 Defense
    And Bob has 17 Vitae

  @id:nodawn-terrain-tax-spares-own-attackers @rule:303.5a @rule:303.5
  Scenario: Field of Broken Stakes taxes only attackers of its controller's Havens, not its controller's own besiegers
    Bob's Brute attacks Alice's Haven: no Haven of Bob's is attacked, so Bob's Field takes nothing from it.

    Given each player's lineage Haven is "Test Haven"
    And Bob controls "Field of Broken Stakes" and "Test Brute 4/4"
    And it is Bob's declare attackers step of turn 2
    When Bob declares attacks
      | attacker       | target               |
      | Test Brute 4/4 | Alice's "Test Haven" |
    Then Bob's "Test Brute 4/4" has 4 Attack

  @id:nodawn-terrain-stays-afield @rule:303.5 @rule:514.4f
  Scenario: A Terrain is no possession of the Master: at sunrise it stays on the land
    Given the world cycle stands at Night 3, The Vanish
    And each player's lineage Haven is "Test Haven"
    And Alice controls "Field of Broken Stakes"
    And it is Bob's end step of turn 3
    When the game advances to Alice's upkeep
    Then Alice's "Field of Broken Stakes" is not sheltered
    And Alice's Master shelters in "Test Haven"

  @id:nodawn-bound-object-gone-label-with-apostrophe @proposed @rule:704.5r @rule:303.3b
  Scenario: A Ritual bound to an Entity whose name reads like "someone's card" still goes to the Spoils when that Entity leaves
    The Brute is called "the Warlord's Brute": a name with "'s " in it that names no player. Once
    the Brute is destroyed the Hex is bound to nothing on the battlefield.

    Given Bob controls "Test Brute 4/4", called "the Warlord's Brute"
    And Alice has "Test Blackthorn Hex" and "Test Ruin" in hand
    When Alice casts "Test Blackthorn Hex" targeting "the Warlord's Brute"
    And Alice and Bob pass in turn
    Then Alice controls "Test Blackthorn Hex"
    When Alice casts "Test Ruin" targeting "the Warlord's Brute"
    And Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Test Brute 4/4" in Spoils
    And Alice has "Test Blackthorn Hex" in her Spoils
    And Alice no longer controls "Test Blackthorn Hex"

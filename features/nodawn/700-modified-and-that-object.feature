Feature: Words that name permanents: "that Relic" and "modified"
  A phrase such as "that Relic" names the same object to the end, though it no longer has the
  quality the phrase gives it. A permanent is modified when it bears any counter — damage too —,
  when a Weapon arms it, or when a Ritual its controller controls is bound to it (700.7, 700.8).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 3 copies of "Test Filler"
    And Bob's Domain holds 3 copies of "Test Filler"

  @id:nodawn-700-that-relic-still @rule:700.7 @rule:613.2
  Scenario: "Turn target Relic face down, then destroy that Relic": face down it is no Relic, and it is destroyed all the same
    Given Bob controls "Test Scribe Lamp"
    And Alice has "Test Shrouded Doom" in hand
    When Alice casts "Test Shrouded Doom" targeting Bob's "Test Scribe Lamp"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Test Scribe Lamp" in Spoils

  @id:nodawn-700-banish-that-entity-at-cleanup @example @rule:700.7
  Scenario: "Gets +2 Attack; banish that Entity at the next cleanup": it is banished though it is no longer an Entity
    700.7's example, with the kit's Test Mark for the Dawn. The mark falls on a face-down Relic, a
    nameless 2/2 Entity; turned face up it is a Relic again, no Entity, and the delayed trigger
    banishes it all the same.

    Given Alice controls a face-down "Test Scribe Lamp"
    And Alice has "Test Mark for the Dawn" and "Test Unveiling" in hand
    When Alice casts "Test Mark for the Dawn" targeting Alice's "Test Scribe Lamp"
    And Alice and Bob pass in turn
    Then Alice's "Test Scribe Lamp" has 4 Attack
    When Alice casts "Test Unveiling" targeting Alice's "Test Scribe Lamp"
    And Alice and Bob pass in turn
    Then Alice's "Test Scribe Lamp" has no Attack or Vigor
    When the game advances to Alice's cleanup step
    Then the stack holds "Test Mark for the Dawn"
    When Alice and Bob pass in turn
    Then Alice no longer controls "Test Scribe Lamp"
    And Alice has "Test Scribe Lamp" in her Void

  @id:nodawn-700-that-entity-gone-is-not-found @proposed @rule:700.7 @rule:400.7
  Scenario: "That Entity" is that object only: returned to hand and cast again, the Wretch is a new object the mark does not reach
    Given Alice controls "Test Wretch"
    And Alice's pool holds 1 generic Vitae
    And Alice has "Test Mark for the Dawn" and "Test Recall to Hand" in hand
    When Alice casts "Test Mark for the Dawn" targeting Alice's "Test Wretch"
    And Alice and Bob pass in turn
    And Alice casts "Test Recall to Hand" targeting Alice's "Test Wretch"
    And Alice and Bob pass in turn
    And Alice casts "Test Wretch"
    And Alice and Bob pass in turn
    Then Alice controls "Test Wretch"
    When the game advances to Bob's upkeep
    Then Alice controls "Test Wretch"
    And Alice's Void is empty

  @id:nodawn-700-modified-offers @rule:700.8 @rule:122.2a @rule:122.2d
  Scenario: "Target modified Entity" offers the Entities bearing a Growth counter or damage, and not the one bearing nothing
    Given Bob controls "Test Brute 4/4" with 1 growth counter
    And Bob controls "Test Wretch"
    And Alice controls "Test Rival Watcher" with 1 damage
    And Alice has "Test Culling of the Marked" in hand
    When Alice answers "target" with "Bob's Test Brute 4/4" when she casts "Test Culling of the Marked"
    Then Alice's "target" choice offers exactly "Bob's Test Brute 4/4" and "Alice's Test Rival Watcher"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Test Brute 4/4" in Spoils
    And Bob controls "Test Wretch"

  @id:nodawn-700-armed-is-modified @rule:700.8 @rule:702.18
  Scenario: An Entity a Weapon arms is modified, and the Entity it no longer arms is not
    Given Bob controls "Pallbearer's Maul", "Test Wretch" and "Test Thrall"
    And Bob's pool holds 2 generic Vitae
    And it is Bob's first main phase of turn 1
    And Alice has "Test Culling of the Marked" in hand
    When Bob wields "Pallbearer's Maul" on "Test Wretch"
    And Bob and Alice pass in turn
    And Bob wields "Pallbearer's Maul" on "Test Thrall"
    And Bob and Alice pass in turn
    And Bob passes
    And Alice answers "target" with "Bob's Test Thrall" when she casts "Test Culling of the Marked"
    Then Alice's "target" choice offers exactly "Bob's Test Thrall"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Test Thrall" in Spoils

  @id:nodawn-700-bound-by-whose-ritual @rule:700.8 @rule:702.19a
  Scenario: Bound by its own controller's Ritual an Entity is modified; bound by an opponent's, it is not
    Given Bob controls "Test Brute 4/4" and "Gilded Emissary"
    And Alice has "Test Blackthorn Hex" and "Test Culling of the Marked" in hand
    And Bob has "Test Blackthorn Hex" in hand
    When Alice casts "Test Blackthorn Hex" targeting Bob's "Test Brute 4/4"
    And Alice and Bob pass in turn
    And the game advances to Bob's first main phase
    And Bob casts "Test Blackthorn Hex" targeting Bob's "Gilded Emissary"
    And Bob and Alice pass in turn
    Then Bob's "Test Brute 4/4" has 3 Vigor
    And Bob's "Gilded Emissary" has 2 Vigor
    When Bob passes
    Then Alice cannot answer "target" with "Bob's Test Brute 4/4" when she casts "Test Culling of the Marked"
    When Alice answers "target" with "Bob's Gilded Emissary" when she casts "Test Culling of the Marked"
    Then Alice's "target" choice offers exactly "Bob's Gilded Emissary"

Feature: Keyword action: Challenge
  An Entity told to Challenge another deals it damage equal to its Attack and takes damage
  equal to the other's, both at once; it is damage, not combat damage, and it stays as damage
  counters. If either Entity is gone or no longer a legal target when the Challenge resolves,
  neither deals damage; an Entity made to Challenge itself deals itself twice its Attack (701.17).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 3 copies of "Test Filler"
    And Bob's Domain holds 3 copies of "Test Filler"

  @id:nodawn-701-alpha-challenges @example @rule:701.17 @rule:701.17a @rule:701.17b
  Scenario: Alpha of the Hunt Challenges an enemy of Vigor 3: the enemy dies, and the Alpha's damage persists
    This is 701.17b's example (it sits under 701.17b), with Gilded Emissary (Attack 3, Vigor 3) as
    the enemy Entity.

    Given Alice controls "Alpha of the Hunt"
    And Bob controls "Gilded Emissary"
    And Alice has "Test Call to Duel" in hand
    And Alice will answer "target" with "Alice's Alpha of the Hunt"
    And Alice will answer "target" with "Bob's Gilded Emissary"
    When Alice casts "Test Call to Duel"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Gilded Emissary" in his Spoils
    And Alice's "Alpha of the Hunt" has 3 damage
    When the game advances to Bob's first main phase
    Then Alice's "Alpha of the Hunt" has 3 damage

  @id:nodawn-701-challenge-both-at-once @rule:701.17a
  Scenario: Both Entities deal their damage at once, so two that kill each other both die
    Given Alice controls "Test Noble Squire" with 1 damage
    And Bob controls "Test Reach Archer" with 2 damage
    And Alice has "Test Call to Duel" in hand
    And Alice will answer "target" with "Bob's Test Reach Archer"
    And Alice will answer "target" with "Alice's Test Noble Squire"
    When Alice casts "Test Call to Duel"
    When Alice passes
    Given Bob will answer "rest" with "decline"
    And Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Test Reach Archer" in his Spoils
    And Alice has "Test Noble Squire" in her Spoils

  @id:nodawn-701-challenge-venom-reaches-it @rule:701.17a @rule:702.6a
  Scenario: Challenge damage is damage all the same: from a source with Venom it is lethal
    It is not combat damage (701.17a), but Venom reaches any damage its source deals (702.6a).

    Given Alice controls "Test Venom Adder"
    And Bob controls "Test Gate Sentry"
    And Alice has "Test Call to Duel" in hand
    And Alice will answer "target" with "Alice's Test Venom Adder"
    And Alice will answer "target" with "Bob's Test Gate Sentry"
    When Alice casts "Test Call to Duel"
    When Alice passes
    Given Bob will answer "rest" with "decline"
    And Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Test Gate Sentry" in his Spoils
    And Alice has "Test Venom Adder" in her Spoils

  @id:nodawn-701-challenge-duelist-gone @rule:701.17b
  Scenario: If one of the two has left the battlefield before the Challenge resolves, neither deals damage
    Given Alice controls "Alpha of the Hunt"
    And Bob controls "Test Gate Sentry"
    And Alice has "Test Call to Duel" in hand
    And Bob has "Test Ruin" in hand
    And Alice will answer "target" with "Alice's Alpha of the Hunt"
    And Alice will answer "target" with "Bob's Test Gate Sentry"
    When Alice casts "Test Call to Duel"
    And Alice passes
    And Bob casts "Test Ruin" targeting Alice's "Alpha of the Hunt"
    When Bob passes
    Given Bob will answer "rest" with "decline"
    When Alice passes
    Then Alice has "Alpha of the Hunt" in her Spoils
    When Alice and Bob pass in turn
    Then the stack is empty
    And Bob's "Test Gate Sentry" has 0 damage

  @id:nodawn-701-challenge-itself @rule:701.17b
  Scenario: An Entity made to Challenge itself deals itself twice its Attack
    Given Alice controls "Test Noble Squire"
    And Alice has "Test Call to Duel" in hand
    And Alice will answer "target" with "Alice's Test Noble Squire"
    And Alice will answer "target" with "Alice's Test Noble Squire"
    When Alice casts "Test Call to Duel"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Alice has "Test Noble Squire" in her Spoils

  @id:nodawn-701-challenge-itself-survives @rule:701.17b
  Scenario: The Gate Sentry made to Challenge itself deals itself twice its Attack of 1, and its 4 Vigor holds
    Given Alice controls "Test Gate Sentry"
    And Alice has "Test Call to Duel" in hand
    And Alice will answer "target" with "Alice's Test Gate Sentry"
    And Alice will answer "target" with "Alice's Test Gate Sentry"
    When Alice casts "Test Call to Duel"
    And Alice and Bob pass in turn
    Then Alice controls "Test Gate Sentry"
    And Alice's "Test Gate Sentry" has 2 damage

  @id:nodawn-701-challenge-damage-doubled @rule:701.17a @rule:614.3
  Scenario: Challenge damage from an Entity Alice controls is doubled by her Furnace Idol; Bob's Entity's is not
    The Idol, a replacement effect, doubles damage any source its controller controls would
    deal; the challenging Squire is such a source, and its Challenge damage is damage all the
    same, though not combat damage (701.17a).

    Given Alice controls "Test Furnace Idol" and "Test Noble Squire"
    And Bob controls "Test Gate Sentry"
    And Alice has "Test Call to Duel" in hand
    And Alice will answer "target" with "Alice's Test Noble Squire"
    And Alice will answer "target" with "Bob's Test Gate Sentry"
    When Alice casts "Test Call to Duel"
    And Alice and Bob pass in turn
    Then Bob's "Test Gate Sentry" has 2 damage
    And Alice's "Test Noble Squire" has 1 damage

  @id:nodawn-701-challenge-itself-twice-two @rule:701.17b
  Scenario: A 2/5 made to Challenge itself takes 4 damage, twice its Attack, and survives
    Given Alice controls "Test Stout Duelist"
    And Alice has "Test Call to Duel" in hand
    And Alice will answer "target" with "Alice's Test Stout Duelist"
    And Alice will answer "target" with "Alice's Test Stout Duelist"
    When Alice casts "Test Call to Duel"
    And Alice and Bob pass in turn
    Then Alice controls "Test Stout Duelist"
    And Alice's "Test Stout Duelist" has 4 damage

  @id:nodawn-701-challenge-zero-attack-venom-deals-none @rule:120.6 @rule:701.17a @rule:702.6a
  Scenario: A Venom Entity with Attack 0 that Challenges deals no damage, so its Venom reaches nothing
    The Adder's blow is 0 damage, and 0 damage is never dealt (120.6): Venom only reaches what
    its source deals damage to (702.6a), so the Sentry is left unharmed; the Sentry's 1 damage
    to the Adder stands.

    Given Alice controls "Test Toothless Adder"
    And Bob controls "Test Gate Sentry"
    And Alice has "Test Call to Duel" in hand
    And Alice will answer "target" with "Alice's Test Toothless Adder"
    And Alice will answer "target" with "Bob's Test Gate Sentry"
    When Alice casts "Test Call to Duel"
    And Alice and Bob pass in turn
    Then Bob controls "Test Gate Sentry"
    And Bob's "Test Gate Sentry" has 0 damage
    And Alice controls "Test Toothless Adder"
    And Alice's "Test Toothless Adder" has 1 damage

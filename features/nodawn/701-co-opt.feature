@proposed
Feature: Co-opt: borrowed control, and the Influencer designation it brings
  To co-opt an enemy Entity is to take control of it until end of turn; it has Bloodlust while
  co-opted, and while the control is borrowed it bears the Influencer designation, by which other
  cards can pick out a co-opted Entity. The designation is no ability — what strips abilities
  leaves it — and no copiable value — a copy of the Entity is not co-opted — and it ends when
  control reverts (701.27, proposed). The kit's Test Informer's Reckoning destroys a target
  co-opted Entity.

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 3 copies of "Test Filler"
    And Bob's Domain holds 3 copies of "Test Filler"

  @id:nodawn-701-co-opted-bear-the-designation @rule:701.27 @rule:701.27a @rule:702.38a
  Scenario: A co-opted Influencer and a conscripted Wretch both bear the designation; an Influencer of its own controller's does not
    The Emissary is co-opted at the price its card names, the Wretch by the kit's Conscription;
    Bob's own Emissary is an Influencer by its class but is under nobody's borrowed control, and
    Alice's Thrall was never co-opted: the Reckoning can aim at neither.

    Given Bob controls "Gilded Emissary", called "the borrowed Emissary"
    And Bob controls "Gilded Emissary", called "the loyal Emissary"
    And Bob controls "Test Wretch"
    And Alice controls "Test Thrall"
    And Alice's pool holds 3 generic Vitae
    And Alice has "Test Conscription" and "Test Informer's Reckoning" in hand
    When Alice co-opts Bob's "the borrowed Emissary"
    And Alice casts "Test Conscription" targeting Bob's "Test Wretch"
    And Alice and Bob pass in turn
    Then Alice controls "Gilded Emissary" and "Test Wretch"
    When Alice answers "target" with "Alice's Test Wretch" when she casts "Test Informer's Reckoning"
    Then Alice's "target" choice offers exactly "the borrowed Emissary" and "Alice's Test Wretch"
    And Alice's "target" choice does not offer "the loyal Emissary" and "Alice's Test Thrall"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Test Wretch" in his Spoils
    And Alice controls "Gilded Emissary" and "Test Thrall"

  @id:nodawn-701-designation-ends-with-control @rule:701.27a
  Scenario: Once control reverts at cleanup the Entity is co-opted no more, and the Reckoning has no target
    Given Bob controls "Test Wretch"
    And Alice has "Test Conscription" and "Test Informer's Reckoning" in hand
    When Alice casts "Test Conscription" targeting Bob's "Test Wretch"
    And Alice and Bob pass in turn
    And the game advances to Bob's upkeep
    And Bob passes
    Then Bob controls "Test Wretch"
    And Alice cannot cast "Test Informer's Reckoning" targeting Bob's "Test Wretch"
    And Alice has "Test Informer's Reckoning" in hand

  @id:nodawn-701-designation-is-no-ability @rule:701.27a @rule:113.9
  Scenario: Stripped of every keyword, the conscripted Wretch loses its borrowed Bloodlust but keeps the designation
    Given Bob controls "Test Wretch", called "the turncoat"
    And Alice has "Test Conscription", "Test Unmaking" and "Test Informer's Reckoning" in hand
    When Alice casts "Test Conscription" targeting "the turncoat"
    And Alice and Bob pass in turn
    And Alice casts "Test Unmaking" targeting "the turncoat"
    And Alice and Bob pass in turn
    And the game advances to Alice's declare attackers step
    Then Alice cannot attack Bob with "the turncoat"
    When Alice answers "target" with "the turncoat" when she casts "Test Informer's Reckoning"
    Then Alice's "target" choice offers exactly "the turncoat"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Test Wretch" in his Spoils

  @id:nodawn-701-designation-not-copied @rule:701.27a @rule:707.2
  Scenario: A token copy of the conscripted Wretch is no co-opted Entity: the designation is not a copiable value
    Given Bob controls "Test Wretch", called "the turncoat"
    And Alice has "Test Conscription", "Test Mirror Conjuring" and "Test Informer's Reckoning" in hand
    When Alice casts "Test Conscription" targeting "the turncoat"
    And Alice and Bob pass in turn
    And Alice casts "Test Mirror Conjuring" targeting "the turncoat"
    And Alice and Bob pass in turn
    Then Alice controls "Test Wretch" and "Test Wretch"
    When Alice answers "target" with "the turncoat" when she casts "Test Informer's Reckoning"
    Then Alice's "target" choice offers exactly "the turncoat"
    And Alice's "target" choice does not offer "Alice's Test Wretch"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Test Wretch" in his Spoils
    And Alice controls "Test Wretch"

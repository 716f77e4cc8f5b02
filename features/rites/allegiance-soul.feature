@rule:allegiance
Feature: Allegiance, Soul essence and taking Rites
  Allegiance points go into factions, never beyond 6 (extra points are lost); an effect's points
  are extra to the allegiance bought in the turn, one essence a point. Reaching 6 in a
  faction takes its Rite at that moment. Soul icons give essence, which never goes below 0 and is
  lost at cleanup.

  Background:
    Given a Rites duel between Alice and Bob

  @id:rites-allegiance-capped-at-six @rule:allegiance.1 @rule:allegiance.3
  Scenario: Points beyond 6 are lost, and reaching 6 takes the faction's Rite
    Given Alice has 5 Blue allegiance
    And Alice has "Test Allegiance 3" in hand
    And Alice will put the allegiance in "Blue", "Blue" and "Red"
    When Alice plays "Test Allegiance 3"
    Then Alice has 6 Blue allegiance and 1 Red allegiance
    And Alice has taken "Rite of Antimatter"
    And Alice has not taken "Rite of the Blaze"
    And Alice's "allegiance" choice offers exactly "Blue", "Black", "White" and "Red"
    And Alice's "allegiance" choice allows at least 3
    And Alice's "allegiance" choice allows at most 3

  @id:rites-allegiance-into-a-full-faction @rule:allegiance.1
  Scenario: Points may be put into a faction already at 6; they are lost and no Rite is taken again
    Given Alice has 6 Red allegiance
    And Alice has taken "Rite of the Blaze"
    And Alice has "Test Allegiance 3" in hand
    And Alice will put the allegiance in "Red", "Red" and "Red"
    When Alice plays "Test Allegiance 3"
    Then Alice has 6 Red allegiance
    And Alice's Rites is "Rite of the Blaze"
    And Alice's "allegiance" choice offers "Red"

  @id:rites-allegiance-action-costs-essence @rule:allegiance.2 @rule:soul.2
  Scenario: The allegiance action turns essence into points, one for one
    Given Alice has 3 essence
    When Alice spends 2 essence on Red allegiance
    Then Alice has 2 Red allegiance and 1 essence

  @id:rites-allegiance-action-needs-the-essence @rule:soul.2
  Scenario: Essence never goes below 0: an allegiance action beyond one's essence is refused
    Given Alice has 2 essence
    Then Alice cannot spend 3 essence on Blue allegiance
    And Alice has 2 essence and 0 Blue allegiance

  @id:rites-two-rites-at-once @rule:allegiance.3 @contested
  Scenario: One Allegiance bringing two factions to 6 lets the player take one of the two Rites
    Reading adopted (gap): the bullet says the player chooses which of the two free Rites they
    take; we read it literally, so only the chosen Rite is taken (see fixtures/rites/contested.toml).
    Given Alice has 5 Blue allegiance and 5 Black allegiance
    And Alice has "Test Allegiance 3" in hand
    And Alice will put the allegiance in "Blue", "Black" and "Red"
    And Alice will answer "rite" with "Rite of Ruin"
    When Alice plays "Test Allegiance 3"
    Then Alice has 6 Blue allegiance and 6 Black allegiance
    And Alice has taken "Rite of Ruin"
    And Alice has not taken "Rite of Antimatter"
    And Alice's "rite" choice offers exactly "Rite of Antimatter" and "Rite of Ruin"

  @id:rites-threshold-counts-after-the-rite @rule:allegiance.4
  Scenario: 6 in Blue still counts for a "6 Blue" line once the Rite is taken
    Given Alice has 6 Blue allegiance
    And Alice has taken "Rite of Antimatter"
    And Alice has "Test Six Blue" in hand
    When Alice plays "Test Six Blue"
    Then Bob has 37 health

  @id:rites-threshold-not-reached @rule:allegiance.4
  Scenario: Below the threshold a "6 Blue" line does nothing
    Given Alice has 5 Blue allegiance
    And Alice has "Test Six Blue" in hand
    When Alice plays "Test Six Blue"
    Then Bob has 39 health

  @id:rites-card-needs-its-allegiance @rule:rift.4
  Scenario: A card that needs allegiance is played only with it
    Given Alice has 2 Blue allegiance
    And Alice has "Test Blue Adept" in hand
    Then Alice cannot play "Test Blue Adept"
    And Alice has "Test Blue Adept" in hand

  @id:rites-soul-gives-essence-and-stays-in-front @rule:soul.1 @rule:soul.3 @rule:card:volatile-essence.1
  Scenario: A Soul card played gives its essence and stays in front of its player
    Given Alice has "Volatile Essence" in hand
    And Alice will answer "exile it" with "no"
    When Alice plays "Volatile Essence"
    Then Alice has 1 essence
    And Alice has "Volatile Essence" in front of her
    And Alice's hand is empty
    And Alice's "exile it" choice offers exactly "yes" and "no"

  @id:rites-essence-lost-and-souls-discarded-at-cleanup @rule:soul.2 @rule:soul.3
  Scenario: Unspent essence is lost in cleanup and played Souls go to the discard pile
    Given Alice has 3 essence
    And Alice has "Volatile Essence" in front of her
    When Alice ends her turn
    Then Alice has 0 essence
    And Alice's discard pile is "Volatile Essence"
    And Alice's played Souls is empty

  @id:rites-volatile-essence-exiled-for-two @rule:card:volatile-essence.1 @rule:card:volatile-essence.2 @rule:exile.4
  Scenario: Volatile Essence exiled gives 2 essence and counts for the Rite of Antimatter
    Given Alice has taken "Rite of Antimatter"
    And Alice has "Volatile Essence" in hand
    And Alice will answer "exile it" with "yes"
    When Alice plays "Volatile Essence"
    Then Alice has 2 essence
    And the exile pile is "Volatile Essence"
    And Alice's played Souls is empty
    And Bob has 38 health

  @id:rites-allegiance-is-not-spent-by-playing @rule:allegiance.5
  Scenario: Playing a card that needs allegiance uses none of it, so the same card stays playable
    Allegiance only ever goes up: it is a threshold, not a payment, and it survives the turn's end.
    Given Alice has 3 Blue allegiance
    And Alice has "Test Blue Adept" and "Test Blue Adept" in hand
    When Alice plays "Test Blue Adept"
    And Alice plays "Test Blue Adept"
    Then Bob has 38 health
    And Alice has 3 Blue allegiance
    When Alice ends her turn
    And Bob ends his turn
    Then it is Alice's turn
    And Alice has 3 Blue allegiance

  @id:rites-allegiance-one-faction-per-point @rule:allegiance.1
  Scenario: Allegiance 3 is split as three points: naming two factions is refused
    Given Alice has "Test Allegiance 3" in hand
    Then Alice cannot answer "allegiance" with "Blue" and "Red" when she plays "Test Allegiance 3"
    And Alice has 0 Blue allegiance and 0 Red allegiance
    And Alice has "Test Allegiance 3" in hand

  @id:rites-essence-never-below-zero @rule:soul.2
  Scenario: A player losing more essence than they have is left with none, never less
    A test card makes each player lose 2 essence.
    Given Alice has 1 essence
    And Bob has 3 essence
    And Alice has "Test Drain" in hand
    When Alice plays "Test Drain"
    Then Alice has 0 essence
    And Bob has 1 essence

  @id:rites-allegiance-action-and-effect-add-up @rule:allegiance.2
  Scenario: Allegiance from an effect comes on top of the allegiance action of the turn
    Given Alice has 2 essence
    And Alice has "Test Allegiance 3" in hand
    When Alice spends 2 essence on Blue allegiance
    Given Alice will put the allegiance in "Blue", "Blue" and "Blue"
    When Alice plays "Test Allegiance 3"
    Then Alice has 5 Blue allegiance and 0 essence

  @id:rites-faction-left-at-six-takes-no-rite-later @rule:allegiance.3 @rule:allegiance.1 @contested
  Scenario: The faction whose Rite was not chosen stays at 6, and later points take no Rite
    Reading adopted (gap, see fixtures/rites/contested.toml): only the chosen Rite is taken;
    the other faction never reaches 6 again, so no later point takes its Rite.
    Given Alice has 5 Blue allegiance and 5 Black allegiance
    And Alice has 1 essence
    And Alice has "Test Allegiance 3" in hand
    And Alice will put the allegiance in "Blue", "Black" and "Red"
    And Alice will answer "rite" with "Rite of Ruin"
    When Alice plays "Test Allegiance 3"
    And Alice spends 1 essence on Blue allegiance
    Then Alice has 6 Blue allegiance and 0 essence
    And Alice has not taken "Rite of Antimatter"
    And Alice's Rites is "Rite of Ruin"

  @id:rites-allegiance-names-no-more-factions-than-points @rule:allegiance.1
  Scenario: Allegiance 3 cannot be split as four points
    Given Alice has "Test Allegiance 3" in hand
    Then Alice cannot answer "allegiance" with "Blue", "Blue", "Red" and "Red" when she plays "Test Allegiance 3"
    And Alice has 0 Blue allegiance and 0 Red allegiance

  @id:rites-essence-loss-takes-what-it-says @rule:soul.2
  Scenario: Losing essence takes exactly that much from each player who has enough
    Given Alice has 5 essence
    And Bob has 2 essence
    And Alice has "Test Drain" in hand
    When Alice plays "Test Drain"
    Then Alice has 3 essence
    And Bob has 0 essence

  @id:rites-threshold-above-its-level-counts @rule:allegiance.4
  Scenario: A threshold line counts when the faction is above the number it needs
    A test spell: Wound 1, then "3 Blue: Wound 2".
    Given Alice has 4 Blue allegiance
    And Alice has "Test Three Blue" in hand
    When Alice plays "Test Three Blue"
    Then Bob has 37 health

  @id:rites-card-needs-at-least-its-allegiance @rule:rift.4 @rule:allegiance.5
  Scenario: A card that needs 3 Blue is played with more than 3
    Given Alice has 5 Blue allegiance
    And Alice has "Test Blue Adept" in hand
    When Alice plays "Test Blue Adept"
    Then Bob has 39 health
    And Alice has 5 Blue allegiance

  @id:rites-allegiance-action-leaves-the-rest @rule:allegiance.2 @rule:soul.2
  Scenario: The allegiance action spends one essence a point and leaves the rest
    Given Alice has 5 essence
    When Alice spends 2 essence on White allegiance
    Then Alice has 2 White allegiance and 3 essence

  @id:rites-allegiance-action-only-in-ones-own-turn @rule:allegiance.2
  Scenario: The allegiance action is the turn's own: Bob does not take it in Alice's turn
    Given Bob has 3 essence
    Then Bob cannot spend 1 essence on Blue allegiance
    And Bob has 3 essence and 0 Blue allegiance

  @id:rites-allegiance-action-not-in-bobs-turn-for-alice @rule:allegiance.2
  Scenario: The allegiance action is the turn's own: Alice does not take it in Bob's turn
    Given it is Bob's turn
    And Alice has 3 essence
    Then Alice cannot spend 1 essence on Blue allegiance
    And Alice has 3 essence and 0 Blue allegiance

Feature: The seat a Passage carries
  A Master rests only in a Haven holding its seat: its lineage Haven always does, an Estate only
  once a Passage has carried the seat there. What the seat is, the Master's kindred says; for
  the strigoi it is grave-earth, and a Haven holding it a soil-home (310.8a, 310.8b, 408.5i).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 8 copies of "Test Filler"
    And Bob's Domain holds 8 copies of "Test Filler"
    And Alice's Master is "Test Kaelite Master"
    And Alice's lineage Haven is "The Gilded Haven"
    And Bob's lineage Haven is "Test Haven"

  @id:nodawn-counting-house-takes-its-soil-example @example @rule:310.8b @rule:310.8a @rule:408.5i @rule:514.4a
  Scenario: An Estate cast by Night is no refuge at sunrise; a Procession carries the Kaelite earth there and it beds the Master
    310.8b's example: on a Night turn a Kaelite player casts Gilded Counting-House, an Estate.
    At sunrise the Estate holds no Kaelite earth, so the Master shelters at its lineage Haven; in
    the Day block it sets out by Procession, and on arrival the Counting-House takes its soil and
    beds the Master. (Every later Day too: nodawn-procession-seat-carried shows a refuge so
    gained.)

    Given the world cycle stands at Night 3, The Vanish
    And it is Alice's first main phase of turn 5
    And Alice has "Gilded Counting-House" and "Test Night Prowler" in hand
    And Alice's pool holds 5 generic Vitae
    When Alice casts "Gilded Counting-House"
    And Alice and Bob pass in turn
    Then Alice controls "Gilded Counting-House"
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 1, The Preparation
    And Alice's "refuge" choice offers exactly "The Gilded Haven"
    And Alice's Master shelters in "The Gilded Haven"
    When the game advances to Alice's first main phase
    And Alice sets out for "Gilded Counting-House" by the causeway, the Master as piece 1 among "Test Night Prowler"
    And Alice passes
    And Bob passes
    Then Alice's Master is on the road to "Gilded Counting-House"
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 2, The Assault
    And Alice's Master is on the road to "Gilded Counting-House"
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 3, The Retrieve
    And Alice's Master is not on the road
    And Alice's Master shelters in "Gilded Counting-House"
    And "Gilded Counting-House" holds Alice's seat
    And Alice has "Test Night Prowler" in hand

  @id:nodawn-310-gift-taken-invites-the-giver @example @rule:310.12 @rule:310.11
  Scenario: Bob, two Vitae from death, takes Alice's gift of 3 Vitae: its rider Invites her across his thresholds
    The first example printed under 310.12, of the Invitation 310.11 describes: the gift is the
    kit's Test Proffered Cup. What the open door lets Alice do (310.10) is not modeled.

    Given Bob has 2 Vitae
    And Alice has "Test Proffered Cup" in hand
    When Alice casts "Test Proffered Cup" targeting Bob
    And Alice passes
    Given Bob will answer "gift" with "accept"
    When Bob passes
    Then Bob's "gift" choice offers exactly "accept" and "decline"
    And Bob has 5 Vitae
    And Alice is Invited across Bob's thresholds
    And nobody is Invited across Alice's thresholds

  @id:nodawn-310-gift-declined-grants-nothing @rule:310.11
  Scenario: A gift declined gives nothing and opens no door
    Given Bob has 2 Vitae
    And Alice has "Test Proffered Cup" in hand
    When Alice casts "Test Proffered Cup" targeting Bob
    And Alice passes
    Given Bob will answer "gift" with "decline"
    When Bob passes
    Then Bob has 2 Vitae
    And nobody is Invited across Bob's thresholds
    And Alice has "Test Proffered Cup" in her Spoils

  @id:nodawn-310-gift-from-the-second-player @rule:310.11
  Scenario: Bob's gift of 3 Vitae, taken by Alice, Invites Bob across her thresholds
    The gift goes the other way from 310.12's example: Bob casts Test Proffered Cup on Alice's
    turn, and Alice takes it.

    Given Alice has 2 Vitae
    And Bob has "Test Proffered Cup" in hand
    When Alice passes
    And Bob casts "Test Proffered Cup" targeting Alice
    And Bob passes
    Given Alice will answer "gift" with "accept"
    When Alice passes
    Then Alice's "gift" choice offers exactly "accept" and "decline"
    And Alice has 5 Vitae
    And Bob is Invited across Alice's thresholds
    And nobody is Invited across Bob's thresholds

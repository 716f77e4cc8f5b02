Feature: Layers and timestamps
  An Entity's Attack and Vigor are worked out from its printed values (or what a
  characteristic-defining ability says) by applying effects in sublayers: first those that set
  the values, then everything that adds or subtracts — counters, bonuses, static blessings —
  and last any switch of the two. Within a sublayer the earlier effect applies first, so the
  later setter wins (613).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-layers-set-then-counters @rule:613.4b @rule:613.4c
  Scenario: Growth counters still count on an Entity whose values were set
    Given Alice controls "Test Noble Squire" with 1 growth counter
    And Alice has "Test Wither" in hand
    When Alice casts "Test Wither" targeting Alice's "Test Noble Squire"
    And Alice and Bob pass in turn
    Then Alice's "Test Noble Squire" has 1 Attack
    And Alice's "Test Noble Squire" has 2 Vigor

  @id:nodawn-layers-set-after-pump @rule:613.4b @rule:613.4c
  Scenario: A later effect that sets the values is applied before an earlier bonus
    Given Alice controls "Test Gate Sentry"
    And Alice has "Test Spur" and "Test Wither" in hand
    When Alice casts "Test Spur" targeting Alice's "Test Gate Sentry"
    And Alice and Bob pass in turn
    And Alice casts "Test Wither" targeting Alice's "Test Gate Sentry"
    And Alice and Bob pass in turn
    Then Alice's "Test Gate Sentry" has 2 Attack
    And Alice's "Test Gate Sentry" has 1 Vigor

  @id:nodawn-layers-set-kills-damaged @rule:613.4b @rule:613.5
  Scenario: An Entity whose Vigor is set below its damage dies at once
    Given Alice controls "Test Gate Sentry" with 1 damage
    And Bob has "Test Wither" in hand
    When Alice passes
    And Bob casts "Test Wither" targeting Alice's "Test Gate Sentry"
    And Bob and Alice pass in turn
    Then Alice has "Test Gate Sentry" in Spoils

  @id:nodawn-layers-switch-last @rule:613.4d
  Scenario: A switch trades the values after the bonuses are counted
    Given Alice controls "Test Gate Sentry"
    And Alice has "Test Spur" and "Test Inversion" in hand
    When Alice casts "Test Spur" targeting Alice's "Test Gate Sentry"
    And Alice and Bob pass in turn
    And Alice casts "Test Inversion" targeting Alice's "Test Gate Sentry"
    And Alice and Bob pass in turn
    Then Alice's "Test Gate Sentry" has 4 Attack
    And Alice's "Test Gate Sentry" has 3 Vigor

  @id:nodawn-layers-pump-after-switch @rule:613.4d @rule:613.4c
  Scenario: A bonus that arrives after a switch is still counted before the switch
    Given Alice controls "Test Gate Sentry"
    And Alice has "Test Inversion" and "Test Spur" in hand
    When Alice casts "Test Inversion" targeting Alice's "Test Gate Sentry"
    And Alice and Bob pass in turn
    Then Alice's "Test Gate Sentry" has 4 Attack
    And Alice's "Test Gate Sentry" has 1 Vigor
    When Alice casts "Test Spur" targeting Alice's "Test Gate Sentry"
    And Alice and Bob pass in turn
    Then Alice's "Test Gate Sentry" has 4 Attack
    And Alice's "Test Gate Sentry" has 3 Vigor

  @id:nodawn-layers-later-set-wins @rule:613.7 @rule:613.9
  Scenario: Of two effects setting the values, the one with the later timestamp wins
    Given Alice controls "Test Gate Sentry"
    And Alice has "Test Wither" and "Test Ogre's Grace" in hand
    When Alice casts "Test Wither" targeting Alice's "Test Gate Sentry"
    And Alice and Bob pass in turn
    And Alice casts "Test Ogre's Grace" targeting Alice's "Test Gate Sentry"
    And Alice and Bob pass in turn
    Then Alice's "Test Gate Sentry" has 5 Attack
    And Alice's "Test Gate Sentry" has 5 Vigor

  @id:nodawn-layers-set-overrides-cda @rule:613.4a @rule:613.4b
  Scenario: An effect setting the values overrides a characteristic-defining ability
    Given Alice controls "Marginalia"
    And Alice's Spoils holds, from the top, "Test Filler", "Test Filler" and "Test Filler"
    And Alice has "Test Ogre's Grace" in hand
    When Alice casts "Test Ogre's Grace" targeting Alice's "Marginalia"
    And Alice and Bob pass in turn
    Then Alice's "Marginalia" has 5 Attack
    And Alice's "Marginalia" has 5 Vigor

  @id:nodawn-layers-static-and-set @rule:613.4c @rule:611.3
  Scenario: A static blessing still applies on top of set values
    Given Alice controls "Test Banner Bearer" and "Test Gate Sentry"
    And Alice has "Test Wither" in hand
    When Alice casts "Test Wither" targeting Alice's "Test Gate Sentry"
    And Alice and Bob pass in turn
    Then Alice's "Test Gate Sentry" has 1 Attack
    And Alice's "Test Gate Sentry" has 2 Vigor

  @id:nodawn-static-grant-to-itself-alone @rule:613.1f @rule:611.3 @rule:702.10a
  Scenario: "This Entity has Flying" as a static grant: the Lone Wing flies, the Wretch beside it does not
    Given Alice controls "Test Lone Wing" and "Test Wretch"
    And Bob controls "Test Thrall"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Lone Wing" and "Test Wretch"
    And the game advances to Alice's declare blockers step
    Then Bob cannot block "Test Lone Wing" with "Test Thrall"
    When Bob blocks "Test Wretch" with "Test Thrall"
    Then Bob's "Test Thrall" is blocking Alice's "Test Wretch"

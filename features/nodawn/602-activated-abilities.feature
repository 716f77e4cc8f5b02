Feature: Activating activated abilities
  An activated ability is used by the controller of its permanent while holding priority: its
  targets are announced, its whole cost is paid, and it waits on the stack like a spell until
  everyone passes. Restrictions printed with it ("only as a non-Power", "only once each turn",
  "only at Night") bind it, and a drain cost waits for an Entity that has settled. An ability
  that only makes Vitae never touches the stack (602, 605, 113.3b).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-activated-uses-the-stack @rule:602.3 @rule:113.3b @rule:608.7a
  Scenario: An activated ability goes on the stack, its cost paid at once, and resolves when both pass
    Given Alice controls "Test Noble Pinger"
    And Alice's pool holds 1 generic Vitae
    When Alice activates "Test Noble Pinger" targeting Bob
    Then the stack holds "Test Noble Pinger"
    And Alice's pool holds no Vitae
    And Alice's "Test Noble Pinger" is drained
    And Bob has 20 Vitae
    When Alice and Bob pass in turn
    Then Bob has 19 Vitae
    And the stack is empty

  @id:nodawn-activated-independent-of-source @rule:113.6 @rule:405.4
  Scenario: Destroying the source in response does not stop its ability on the stack
    Given Alice controls "Test Noble Pinger"
    And Alice's pool holds 1 generic Vitae
    And Bob has "Test Bolt 1" in hand
    When Alice activates "Test Noble Pinger" targeting Bob
    And Alice passes
    And Bob casts "Test Bolt 1" targeting Alice's "Test Noble Pinger"
    When Bob passes
    Given Bob will answer "rest" with "decline"
    When Alice passes
    Then Alice has "Test Noble Pinger" in her Spoils
    And the stack holds "Test Noble Pinger"
    When Alice and Bob pass in turn
    Then Bob has 19 Vitae

  @id:nodawn-activated-in-response-resolves-first @rule:117.6 @rule:405.2
  Scenario: An ability activated in response to a spell resolves before it
    Given Alice controls "Test Noble Pinger"
    And Alice's pool holds 1 generic Vitae
    And Alice has "Test Bolt 3" in hand
    When Alice casts "Test Bolt 3" targeting Bob
    And Alice activates "Test Noble Pinger" targeting Bob
    Then the stack holds "Test Bolt 3" and "Test Noble Pinger"
    When Alice and Bob pass in turn
    Then Bob has 19 Vitae
    And the stack holds "Test Bolt 3"

  @id:nodawn-activated-drain-cost-newly-turned @rule:602.4c
  Scenario: A newly turned Entity cannot pay a drain cost of its own ability
    Given Alice controls a newly turned "Test Noble Pinger"
    And Alice's pool holds 1 generic Vitae
    Then Alice cannot activate "Test Noble Pinger" targeting Bob

  @id:nodawn-activated-drain-cost-bloodlust @rule:602.4c @rule:702.9a
  Scenario: Bloodlust lets a newly turned Entity use its drain-cost ability
    Given Alice controls a newly turned "Test Bloodlust Pinger"
    When Alice activates "Test Bloodlust Pinger" targeting Bob
    And Alice and Bob pass in turn
    Then Bob has 19 Vitae
    And Alice's "Test Bloodlust Pinger" is drained

  @id:nodawn-activated-drain-cost-already-drained @rule:118.2 @rule:602.3
  Scenario: A drained Entity cannot pay its ability's drain cost again
    Given Alice controls a drained "Test Noble Pinger"
    And Alice's pool holds 1 generic Vitae
    Then Alice cannot activate "Test Noble Pinger" targeting Bob

  @id:nodawn-activated-only-controller @rule:602.3 @rule:113.7
  Scenario: Only the controller of a permanent activates its abilities
    Given Bob controls "Test Noble Pinger"
    And Alice's pool holds 1 generic Vitae
    Then Alice cannot activate "Test Noble Pinger" targeting Bob

  @id:nodawn-activated-needs-priority @rule:113.3b @rule:117.1
  Scenario: An ability cannot be activated without priority
    Given Bob controls "Test Noble Pinger"
    And Bob's pool holds 1 generic Vitae
    Then Bob cannot activate "Test Noble Pinger" targeting Alice

  @id:nodawn-activated-at-any-priority @rule:113.3b @rule:117.1a
  Scenario: An unrestricted ability is activated with priority in the opponent's turn
    Given Bob controls "Test Noble Pinger"
    And Bob's pool holds 1 generic Vitae
    When Alice passes
    And Bob activates "Test Noble Pinger" targeting Alice
    And Bob and Alice pass in turn
    Then Alice has 19 Vitae

  @id:nodawn-activated-vein-taxed @rule:602.3 @rule:601.2h @rule:118.6
  Scenario: An activation cost paid from the Master's Vitae is taxed like a casting
    Given Alice controls "Test Noble Pinger"
    When Alice activates "Test Noble Pinger" paying 1 from the vein, targeting Bob
    Then Alice has 19 Vitae
    And Alice has 1 Corruption and 1 Wrath
    And the stack holds "Test Noble Pinger"

  @id:nodawn-activated-non-power-speed @rule:602.4a
  Scenario: An ability restricted to non-Power speed waits for an empty stack
    Given Alice controls "Test Scribe Lamp"
    And Alice's pool holds 1 generic Vitae
    And Alice has "Test Caprice ▷+3" in hand
    When Alice casts "Test Caprice ▷+3"
    Then Alice cannot activate "Test Scribe Lamp"

  @id:nodawn-activated-non-power-speed-main @rule:602.4a @rule:602.3
  Scenario: An ability restricted to non-Power speed is used in its controller's main phase
    Given Alice controls "Test Scribe Lamp"
    And Alice's pool holds 1 generic Vitae
    And Alice's Domain holds, from the top, "Test Filler"
    When Alice activates "Test Scribe Lamp"
    And Alice and Bob pass in turn
    Then Alice has "Test Filler" in hand
    And Alice's pool holds no Vitae

  @id:nodawn-activated-non-power-not-opponents-turn @rule:602.4a
  Scenario: An ability restricted to non-Power speed cannot be used in the opponent's turn
    Given Bob controls "Test Scribe Lamp"
    And Bob's pool holds 1 generic Vitae
    When Alice passes
    Then Bob cannot activate "Test Scribe Lamp"

  @id:nodawn-activated-once-each-turn @rule:602.4a
  Scenario: An ability usable once each turn cannot be activated twice in the turn
    Given Alice controls "Test Prayer Wheel"
    And Alice has 15 Vitae
    When Alice activates "Test Prayer Wheel"
    And Alice and Bob pass in turn
    Then Alice has 17 Vitae
    And Alice has 1 Wrath
    And Alice cannot activate "Test Prayer Wheel"

  @id:nodawn-activated-once-each-turn-next-turn @rule:602.4a @rule:514.2d
  Scenario: A once-each-turn ability may be used again in the next turn
    Given Alice controls "Test Prayer Wheel"
    And Alice has 15 Vitae
    And Bob's Domain holds, from the top, "Test Filler"
    When Alice activates "Test Prayer Wheel"
    And Alice and Bob pass in turn
    And the game advances to Bob's upkeep
    And Bob passes
    And Alice activates "Test Prayer Wheel"
    Then the stack holds "Test Prayer Wheel"
    And Alice has 2 Wrath

  @id:nodawn-activated-night-only-by-day @rule:602.4a
  Scenario: An ability usable only at Night cannot be activated by Day
    Given the world cycle stands at Day 2, The Assault
    And Alice controls "Test Moon Altar"
    And Alice has 1 Corruption
    Then Alice cannot activate "Test Moon Altar"

  @id:nodawn-activated-minus-meter-cost @rule:118.3 @rule:602.3
  Scenario: A minus-signed Corruption cost is spent at activation and needs the Corruption to spend
    Given Alice controls "Test Moon Altar"
    And Alice has 1 Corruption
    And Alice's Domain holds, from the top, "Test Filler"
    When Alice activates "Test Moon Altar"
    Then Alice has 0 Corruption
    And the stack holds "Test Moon Altar"
    And Alice cannot activate "Test Moon Altar"

  @id:nodawn-vitae-ability-no-stack @rule:605.1 @rule:605.3
  Scenario: An ability that only adds Vitae resolves at once, without the stack
    Given Alice controls "Test Blood Fount"
    When Alice activates "Test Blood Fount"
    Then Alice's pool holds 1 generic Vitae
    And the stack is empty
    And Alice's "Test Blood Fount" is drained

  @id:nodawn-602-ability-not-printed-refused @rule:602.1 @rule:602.3
  Scenario: A permanent printing two activated abilities has no third, and none numbered before its first: both are refused
    Given Alice controls "Test Twice-Pledged Thrall"
    Then Alice cannot activate ability 3 of "Test Twice-Pledged Thrall"
    And Alice cannot activate ability 0 of "Test Twice-Pledged Thrall"
    And Alice controls "Test Twice-Pledged Thrall"
    And the stack is empty

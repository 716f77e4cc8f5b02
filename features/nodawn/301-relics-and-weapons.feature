Feature: Card types, Relics and Weapons
  Each card type carries its own timing; where none is stated, a card is played at non-Power
  speed. A Relic resolves onto the battlefield beside its Master and shelters with it. A Weapon
  is a forged thing too, but no Relic: what speaks of Relics does not touch it. Cast, it enters
  unattached; its Wield, at non-Power speed, arms an Entity of its controller's, one at a time,
  and what it grants goes with its wielder whoever controls each (300, 301).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-relic-resolves-to-battlefield @rule:301.2 @rule:300.1 @rule:300.5
  Scenario: A Relic spell resolves onto the battlefield under its caster's control
    Given Alice has "Test Scribe Lamp" in hand
    And Alice's pool holds 1 generic Vitae
    When Alice casts "Test Scribe Lamp"
    And Alice and Bob pass in turn
    Then Alice controls "Test Scribe Lamp"

  @id:nodawn-no-timing-means-non-power @proposed @rule:300.5a @rule:307.1
  Scenario: A card whose type and text state no timing is played at non-Power speed: not on another's turn
    Given Bob has "Test Filler" in hand
    And Bob's pool holds 1 generic Vitae
    When Alice passes
    Then Bob cannot cast "Test Filler"

  @id:nodawn-relics-not-weapons @rule:301.4 @rule:301.1 @rule:109.2
  Scenario: What speaks of Relics does not touch Weapons: "target Relic" passes the Maul by
    Given Bob controls "Pallbearer's Maul" and "Test Filler"
    And Alice has "Test Relic Breaker" in hand
    When Alice answers "target" with "Bob's Test Filler" when she casts "Test Relic Breaker"
    Then Alice's "target" choice offers exactly "Bob's Test Filler"

  @id:nodawn-weapon-enters-unattached @rule:301.5 @rule:702.18a
  Scenario: A Weapon spell enters unattached; its Wield arms an Entity of its controller's
    Given Alice controls "Siege-Ladder Serjeant"
    And Alice has "Pallbearer's Maul" in hand
    And Alice's pool holds 3 generic Vitae
    When Alice casts "Pallbearer's Maul"
    And Alice and Bob pass in turn
    Then Alice controls "Pallbearer's Maul"
    And Alice's "Siege-Ladder Serjeant" has 2 Attack
    When Alice wields "Pallbearer's Maul" on "Siege-Ladder Serjeant"
    Then the stack holds "Pallbearer's Maul"
    When Alice and Bob pass in turn
    Then Alice's "Siege-Ladder Serjeant" wields Alice's "Pallbearer's Maul"
    And Alice's "Siege-Ladder Serjeant" has 4 Attack

  @id:nodawn-wield-non-power-speed @rule:301.5 @rule:505.6 @rule:702.18a
  Scenario: Wield is activated only at non-Power speed, never on another's turn
    Given Bob controls "Pallbearer's Maul" and "Test Wretch"
    And Bob's pool holds 1 generic Vitae
    When Alice passes
    Then Bob cannot wield "Pallbearer's Maul" on "Test Wretch"

  @id:nodawn-weapon-arms-one @proposed @rule:301.5c @rule:701.4c
  Scenario: A Weapon arms one Entity at a time: wielded anew, it leaves the first
    Given Alice controls "Pallbearer's Maul", "Test Wretch" and "Test Thrall"
    And Alice's pool holds 2 generic Vitae
    When Alice wields "Pallbearer's Maul" on "Test Wretch"
    And Alice and Bob pass in turn
    And Alice wields "Pallbearer's Maul" on "Test Thrall"
    And Alice and Bob pass in turn
    Then Alice's "Test Thrall" has 3 Attack
    And Alice's "Test Wretch" has 1 Attack

  @id:nodawn-weapon-comes-loose @proposed @rule:301.5b @rule:704.5s @rule:701.5a
  Scenario: When its wielder leaves the battlefield the Weapon stays behind, unattached
    Given Alice controls "Pallbearer's Maul" and "Test Wretch"
    And Alice's pool holds 1 generic Vitae
    And Bob has "Test Bolt 1" in hand
    When Alice wields "Pallbearer's Maul" on "Test Wretch"
    And Alice and Bob pass in turn
    And Alice passes
    And Bob casts "Test Bolt 1" targeting Alice's "Test Wretch"
    When Bob passes
    Given Bob will answer "rest" with "decline"
    When Alice passes
    Then Alice has "Test Wretch" in her Spoils
    And Alice controls "Pallbearer's Maul"

  @id:nodawn-weapon-arms-entities-only @proposed @rule:301.5b @rule:311.4
  Scenario: A Weapon arms only an Entity: with none to arm, its Wield cannot be activated
    Given Alice controls "Pallbearer's Maul" and "Test Filler"
    And Alice's pool holds 1 generic Vitae
    Then Alice cannot wield "Pallbearer's Maul" on "Test Filler"

  @id:nodawn-maul-and-co-opted-serjeant @example @proposed @rule:301.5d @rule:301.5a @rule:701.27a
  Scenario: Siege-Ladder Serjeant wields the Maul and is co-opted: the Maul stays, its bonus goes with the Serjeant, its Wield answers only to its controller
    301.5d's example, the Serjeant co-opted by the kit's Test Conscription (701.27a).

    Given Alice controls "Pallbearer's Maul" and "Siege-Ladder Serjeant"
    And Alice's pool holds 1 generic Vitae
    And Bob controls "Test Wretch"
    And Bob has "Test Conscription" in hand
    When Alice wields "Pallbearer's Maul" on "Siege-Ladder Serjeant"
    And Alice and Bob pass in turn
    And Alice passes
    And Bob casts "Test Conscription" targeting Alice's "Siege-Ladder Serjeant"
    And Bob and Alice pass in turn
    Then Bob controls "Siege-Ladder Serjeant"
    And Alice controls "Pallbearer's Maul"
    And Bob's "Siege-Ladder Serjeant" has 4 Attack
    And Bob cannot wield "Pallbearer's Maul" on "Test Wretch"

  @id:nodawn-301-weapon-taken-stays-on-its-wielder @proposed @rule:301.5d @rule:301.5a @rule:613.1b
  Scenario: Bob takes the Maul the Serjeant wields: it stays on Alice's Serjeant, its bonus still hers, and only Bob may wield it anew
    301.5d the other way round: the Weapon changes controller, its wielder does not. The Maul
    still arms the Serjeant and still grants it +2/+0; its Wield now answers to Bob alone, who
    moves it to an Entity of his own in his main phase.

    Given Alice controls "Pallbearer's Maul" and "Siege-Ladder Serjeant"
    And Alice's pool holds 1 generic Vitae
    And Bob controls "Test Wretch"
    And Bob has "Test Seizure" in hand
    And Bob's Domain holds 3 copies of "Test Filler"
    When Alice wields "Pallbearer's Maul" on "Siege-Ladder Serjeant"
    And Alice and Bob pass in turn
    Then Alice's "Siege-Ladder Serjeant" has 4 Attack
    When Alice passes
    And Bob casts "Test Seizure" targeting Alice's "Pallbearer's Maul"
    And Bob and Alice pass in turn
    Then Bob controls "Pallbearer's Maul"
    And Alice controls "Siege-Ladder Serjeant"
    And Alice's "Siege-Ladder Serjeant" wields Bob's "Pallbearer's Maul"
    And Alice's "Siege-Ladder Serjeant" has 4 Attack
    And Alice cannot wield "Pallbearer's Maul" on "Siege-Ladder Serjeant"
    When the game advances to Bob's first main phase
    Then Alice's "Siege-Ladder Serjeant" wields Bob's "Pallbearer's Maul"
    And Alice's "Siege-Ladder Serjeant" has 4 Attack
    When Bob drains "Test Wretch" for Vitae
    And Bob wields "Pallbearer's Maul" on "Test Wretch"
    And Bob and Alice pass in turn
    Then Bob's "Test Wretch" wields Bob's "Pallbearer's Maul"
    And Bob's "Test Wretch" has 3 Attack
    And Alice's "Siege-Ladder Serjeant" wields nothing
    And Alice's "Siege-Ladder Serjeant" has 2 Attack

  @id:nodawn-301-wielder-taken-weapon-rewielded-by-its-controller @proposed @rule:301.5d @rule:702.18a @rule:301.5c
  Scenario: Bob seizes the armed Serjeant for good; Alice keeps the Maul and wields it anew on an Entity of her own, never on Bob's Serjeant
    Given Alice controls "Pallbearer's Maul", "Siege-Ladder Serjeant" and "Test Wretch"
    And Alice's pool holds 2 generic Vitae
    And Bob has "Test Seizure" in hand
    When Alice wields "Pallbearer's Maul" on "Siege-Ladder Serjeant"
    And Alice and Bob pass in turn
    And Alice passes
    And Bob casts "Test Seizure" targeting Alice's "Siege-Ladder Serjeant"
    And Bob and Alice pass in turn
    Then Bob controls "Siege-Ladder Serjeant"
    And Bob's "Siege-Ladder Serjeant" wields Alice's "Pallbearer's Maul"
    And Bob's "Siege-Ladder Serjeant" has 4 Attack
    And Bob cannot wield "Pallbearer's Maul" on "Siege-Ladder Serjeant"
    When Alice wields "Pallbearer's Maul" on "Test Wretch"
    Then Alice's "target" choice offers exactly "Alice's Test Wretch"
    And Alice's "target" choice does not offer "Bob's Siege-Ladder Serjeant"
    When Alice and Bob pass in turn
    Then Alice's "Test Wretch" wields Alice's "Pallbearer's Maul"
    And Alice's "Test Wretch" has 3 Attack
    And Bob's "Siege-Ladder Serjeant" wields nothing
    And Bob's "Siege-Ladder Serjeant" has 2 Attack

  @id:nodawn-wield-needs-priority @rule:702.18a @rule:117.1a
  Scenario: Alice has passed in her own main phase, the stack empty: while Bob holds priority she cannot Wield
    Given Alice controls "Pallbearer's Maul" and "Test Wretch"
    And Alice's pool holds 1 generic Vitae
    When Alice passes
    Then Bob holds priority
    And Alice cannot wield "Pallbearer's Maul" on "Test Wretch"

  @id:nodawn-wield-one-entity-taken-unasked @rule:702.18a @rule:601.2c
  Scenario: With a single Entity she can arm, Alice's Wield takes it as its target without asking
    Given Alice controls "Pallbearer's Maul" and "Test Wretch"
    And Alice's pool holds 1 generic Vitae
    When Alice wields "Pallbearer's Maul"
    Then Alice's "target" choice offers exactly "Alice's Test Wretch"
    And the stack holds "Pallbearer's Maul"
    And Alice's pool holds no Vitae
    When Alice and Bob pass in turn
    Then Alice's "Test Wretch" wields Alice's "Pallbearer's Maul"
    And Alice's "Test Wretch" has 3 Attack

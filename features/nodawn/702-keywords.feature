Feature: Keyword abilities: triggers and protections
  Scholarship, Champion, Contagion and Toll are triggered keywords: each waits for its event and
  goes on the stack. Elusive keeps a permanent out of reach of an opponent's spells and
  abilities; Sanctity from a quality shields against anything of that quality — targeting,
  blocking and damage; Ambush lets any card be cast whenever its controller has priority (702).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-scholarship-non-entity-spell @rule:702.27a @rule:601.2i
  Scenario: Scholarship triggers on a non-Entity spell and resolves before it
    Given Alice controls "Test Scholar"
    And Alice has "Test Caprice ▷+3" in hand
    When Alice casts "Test Caprice ▷+3"
    Then the stack holds "Test Caprice ▷+3" and "Test Scholar"
    When Alice and Bob pass in turn
    Then Alice's "Test Scholar" has 2 Attack
    And Alice's "Test Scholar" has 1 Vigor
    And the stack holds "Test Caprice ▷+3"

  @id:nodawn-scholarship-ends-at-cleanup @rule:702.27a @rule:514.2a
  Scenario: Scholarship's bonus lasts until the end of the turn
    Given Alice controls "Test Scholar"
    And Alice has "Test Caprice ▷+3" in hand
    And Bob's Domain holds, from the top, "Test Filler"
    When Alice casts "Test Caprice ▷+3"
    And Alice and Bob pass in turn
    And Alice and Bob pass in turn
    Then Alice's "Test Scholar" has 2 Attack
    When the game advances to Bob's upkeep
    Then Alice's "Test Scholar" has 1 Attack

  @id:nodawn-scholarship-not-entity-spells @rule:702.27a
  Scenario: Casting an Entity spell does not trigger Scholarship
    Given Alice controls "Test Scholar"
    And Alice's pool holds 2 generic Vitae
    And Alice has "Test Noble Squire" in hand
    When Alice casts "Test Noble Squire"
    Then the stack holds "Test Noble Squire"

  @id:nodawn-champion-attacks-alone @rule:702.28a
  Scenario: An Entity attacking alone is blessed by Champion until end of turn
    Given Alice controls "Test Champion"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Champion"
    And Alice passes
    Then the stack holds "Test Champion"
    When Bob passes
    Then Alice's "Test Champion" has 3 Attack
    And Alice's "Test Champion" has 3 Vigor
    When the game advances to Alice's end of combat step
    Then Bob has 17 Vitae

  @id:nodawn-champion-not-alone @rule:702.28a
  Scenario: Champion stays silent when two Entities attack
    Given Alice controls "Test Champion" and "Test Wretch"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Champion" and "Test Wretch"
    And Alice passes
    Then the stack is empty
    And Alice's "Test Champion" has 2 Attack

  @id:nodawn-contagion-master @rule:702.40a @rule:122.2b
  Scenario: Contagion gives the damaged Master's player a Corruption counter, through the stack
    Given Alice controls "Test Plague Rat"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Plague Rat"
    And the game advances to Alice's combat damage step
    Then Bob has 19 Vitae
    And Bob has 0 Corruption
    And the stack holds "Test Plague Rat"
    When Alice and Bob pass in turn
    Then Bob has 1 Corruption

  @id:nodawn-contagion-blocker-entity @contested @rule:702.40a @rule:122.2b @rule:113.6
  Scenario: Contagion marks the Entity blocking it with a Corruption counter, even after the source dies
    Corruption counters sit on players by 122.2b, but 702.40a has an Entity recipient gain
    one. Reading adopted: the Entity bears a Corruption counter, which does nothing else; its
    controller gains no Corruption (docs/contested.md, nodawn-contagion-entity-corruption).

    Given Alice controls "Test Plague Rat"
    And Bob controls "Test Brute 4/4"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Plague Rat"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Plague Rat" with "Test Brute 4/4"
    When Alice passes
    Given Bob will answer "rest" with "decline"
    When Bob passes
    Then Alice has "Test Plague Rat" in her Spoils
    And the stack holds "Test Plague Rat"
    When Alice and Bob pass in turn
    Then Bob's "Test Brute 4/4" has 1 Corruption counter
    And Bob's "Test Brute 4/4" has 1 damage
    And Bob has 0 Corruption

  @id:nodawn-toll-paid @example @rule:702.14a @rule:603.14c
  Scenario: Bishop of Coin's Toll is paid and the spell goes on to resolve
    Given Bob controls "Bishop of Coin"
    And Alice's pool holds 2 generic Vitae
    And Alice has "Test Bolt 3" in hand
    When Alice casts "Test Bolt 3" targeting Bob's "Bishop of Coin"
    Then the stack holds "Test Bolt 3" and "Bishop of Coin"
    When Alice passes
    Given Alice will pay the Toll
    When Bob passes
    Then Alice's "toll" choice offers exactly "pay" and "decline"
    And Alice's pool holds no Vitae
    And the stack holds "Test Bolt 3"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Bishop of Coin" in his Spoils

  @id:nodawn-toll-declined @example @rule:702.14a @rule:603.14c @rule:601.10
  Scenario: A declined Toll counters the spell that targeted the Bishop
    Given Bob controls "Bishop of Coin"
    And Alice's pool holds 2 generic Vitae
    And Alice has "Test Bolt 3" in hand
    When Alice casts "Test Bolt 3" targeting Bob's "Bishop of Coin"
    And Alice passes
    Given Alice will decline the Toll
    When Bob passes
    Then the stack is empty
    And Alice has "Test Bolt 3" in her Spoils
    And Bob's "Bishop of Coin" has 0 damage
    And Alice's pool holds 2 generic Vitae

  @id:nodawn-toll-own-spell @rule:603.14c @rule:702.14a
  Scenario: Toll never triggers on its own controller's spell
    Given Alice controls "Bishop of Coin"
    And Alice has "Test Devour 1" in hand
    When Alice casts "Test Devour 1" targeting Alice's "Bishop of Coin"
    Then the stack holds "Test Devour 1"

  @id:nodawn-toll-counters-ability @rule:702.14a @rule:603.14c
  Scenario: An unpaid Toll counters an ability that targeted the Bishop
    Given Bob controls "Bishop of Coin"
    And Alice controls "Test Noble Pinger"
    And Alice's pool holds 1 generic Vitae
    When Alice activates "Test Noble Pinger" targeting Bob's "Bishop of Coin"
    Then the stack holds "Test Noble Pinger" and "Bishop of Coin"
    When Alice passes
    Given Alice will decline the Toll
    When Bob passes
    Then the stack is empty
    And Bob's "Bishop of Coin" has 0 damage

  @id:nodawn-elusive-opponent-cannot-target @rule:702.13a @rule:601.2c
  Scenario: An opponent's spell cannot target an Elusive permanent
    Given Bob controls "Test Elusive Shade"
    And Alice has "Test Bolt 3" in hand
    Then Alice cannot cast "Test Bolt 3" targeting Bob's "Test Elusive Shade"
    And Alice cannot answer "target" with "Bob's Test Elusive Shade" when she casts "Test Bolt 3"
    When Alice casts "Test Bolt 3" targeting Bob
    Then Alice's "target" choice offers exactly "Alice" and "Bob"

  @id:nodawn-elusive-own-spell @rule:702.13a
  Scenario: Its controller's own spells still target an Elusive permanent
    Given Alice controls "Test Elusive Shade"
    And Alice has "Test Devour 1" in hand
    When Alice casts "Test Devour 1" targeting Alice's "Test Elusive Shade"
    Then Alice's "target" choice offers exactly "Alice's Test Elusive Shade"
    When Alice and Bob pass in turn
    Then Alice's "Test Elusive Shade" has 3 Attack

  @id:nodawn-sanctity-untargetable-by-quality @rule:702.15a
  Scenario: Sanctity from Noble keeps a Noble Entity's ability from targeting the Saint
    Given Bob controls "Test Saint of Thorns"
    And Alice controls "Test Noble Pinger"
    And Alice's pool holds 1 generic Vitae
    Then Alice cannot activate "Test Noble Pinger" targeting Bob's "Test Saint of Thorns"
    And Alice cannot answer "target" with "Bob's Test Saint of Thorns" when she activates "Test Noble Pinger"
    When Alice activates "Test Noble Pinger" targeting Bob
    Then Alice's "target" choice offers exactly "Alice", "Bob" and "Alice's Test Noble Pinger"

  @id:nodawn-sanctity-other-quality-targets @rule:702.15a
  Scenario: Sanctity from Noble does not stop a spell of another quality
    Given Bob controls "Test Saint of Thorns"
    And Alice has "Test Bolt 2" in hand
    When Alice casts "Test Bolt 2" targeting Bob's "Test Saint of Thorns"
    Then Alice's "target" choice offers "Bob's Test Saint of Thorns"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Test Saint of Thorns" in his Spoils

  @id:nodawn-sanctity-unblockable-by-quality @rule:702.15a @rule:509.1d
  Scenario: An Entity with Sanctity from Noble cannot be blocked by a Noble Entity
    Given Alice controls "Test Saint of Thorns"
    And Bob controls "Test Noble Squire"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Saint of Thorns"
    And the game advances to Alice's declare blockers step
    Then Bob cannot block "Test Saint of Thorns" with "Test Noble Squire"

  @id:nodawn-sanctity-prevents-damage @rule:702.15a @rule:510.2f
  Scenario: Damage from a Noble source to the Saint is prevented, while the Saint strikes back
    Given Alice controls "Test Noble Squire"
    And Bob controls "Test Saint of Thorns"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Test Saint of Thorns" with "Test Noble Squire"
    Given Bob will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Bob's "Test Saint of Thorns" has 0 damage
    And Alice has "Test Noble Squire" in her Spoils

  @id:nodawn-ambush-cast-in-opponents-turn @rule:702.16a @rule:601.3e
  Scenario: An Entity with Ambush is cast with priority in the opponent's turn
    Given Bob has "Test Ambusher" in hand
    And Bob's pool holds 2 generic Vitae
    When Alice passes
    And Bob casts "Test Ambusher"
    And Bob and Alice pass in turn
    Then Bob controls "Test Ambusher"

  @id:nodawn-toll-beside-a-player-target @rule:702.14a @rule:603.14c
  Scenario: A spell dividing its damage between Bob and his Bishop sets the Bishop's Toll off all the same
    Given Bob controls "Bishop of Coin"
    And Alice's pool holds 2 generic Vitae
    And Alice has "Test Split Bolt" in hand
    And Alice will answer "target" with "Bob"
    And Alice will answer "target" with "Bob's Bishop of Coin"
    When Alice casts "Test Split Bolt" dividing its damage as 1 and 2
    Then the stack holds "Test Split Bolt" and "Bishop of Coin"
    When Alice passes
    Given Alice will pay the Toll
    When Bob passes
    Then Alice's pool holds no Vitae
    And the stack holds "Test Split Bolt"
    When Alice and Bob pass in turn
    Then Bob has 19 Vitae
    And Bob's "Bishop of Coin" has 2 damage

  @id:nodawn-toll-two-prices @rule:702.14a @rule:603.3
  Scenario: One spell targeting two Toll permanents meets two Tolls, each asking its own price
    Given Bob controls "Bishop of Coin" and "Test Toll Keeper"
    And Alice's pool holds 3 generic Vitae
    And Alice has "Test Split Bolt" in hand
    And Alice will answer "target" with "Bob's Bishop of Coin"
    And Alice will answer "target" with "Bob's Test Toll Keeper"
    And Bob will put the triggered abilities of "Bishop of Coin" and "Test Toll Keeper" on the stack in that order
    When Alice casts "Test Split Bolt" dividing its damage as 1 and 2
    Then the stack holds "Test Split Bolt", "Bishop of Coin" and "Test Toll Keeper"
    When Alice passes
    Given Alice will pay the Toll
    When Bob passes
    Then Alice's pool holds 2 generic Vitae
    And the stack holds "Test Split Bolt" and "Bishop of Coin"
    When Alice passes
    Given Alice will pay the Toll
    When Bob passes
    Then Alice's pool holds no Vitae
    And the stack holds "Test Split Bolt"
    When Alice and Bob pass in turn
    Then Bob's "Bishop of Coin" has 1 damage
    And Bob's "Test Toll Keeper" has 2 damage

  @id:nodawn-toll-of-nothing @rule:702.14a
  Scenario: A Toll of 0 is paid with nothing: Alice pays it, spends no Vitae, and her spell resolves
    Given Bob controls "Test Open Gate"
    And Alice has "Test Bolt 1" in hand
    When Alice casts "Test Bolt 1" targeting Bob's "Test Open Gate"
    Then the stack holds "Test Bolt 1" and "Test Open Gate"
    When Alice passes
    Given Alice will pay the Toll
    When Bob passes
    Then Alice's "toll" choice offers exactly "pay" and "decline"
    And Alice has 20 Vitae
    And Alice has 0 Corruption
    And the stack holds "Test Bolt 1"
    When Alice and Bob pass in turn
    Then Bob's "Test Open Gate" has 1 damage

  @id:nodawn-sanctity-race-given-again @rule:702.15a @rule:205.3a @rule:613.1d
  Scenario: A Noble an effect makes a Noble again is still of that quality: Sanctity from Noble still turns its ability away
    Given Bob controls "Test Saint of Thorns"
    And Alice controls "Test Noble Pinger"
    And Alice has "Test Noble Kinship" in hand
    And Alice's pool holds 1 generic Vitae
    When Alice casts "Test Noble Kinship" targeting Alice's "Test Noble Pinger"
    And Alice and Bob pass in turn
    Then Alice cannot activate "Test Noble Pinger" targeting Bob's "Test Saint of Thorns"
    When Alice activates "Test Noble Pinger" targeting Bob
    And Alice and Bob pass in turn
    Then Bob has 19 Vitae

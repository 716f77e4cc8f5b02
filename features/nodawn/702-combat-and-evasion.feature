Feature: Keyword abilities of combat and evasion, at their edges
  A keyword names a rule the card does not print; several instances of one static keyword on an
  object count once (702.1). Each scenario here shows a keyword of 702.2-702.17 where its rule
  stops: Celerity's early step, Frenzy's second blow, Vigilance standing ready, Feed's gain,
  Venom's scratch, Overrun with no blocker left, Dread and its two blockers, Flying that blocks
  anything, Reach, Deathless against a sacrifice, Elusive narrowed to a quality, a Toll that
  cannot be paid, Sanctity, Ambush and Bulwark.

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-702-redundant-feed @rule:702.1 @rule:702.5 @rule:702.5a
  Scenario: Feed printed twice on one Entity restores its damage once, not twice
    Given Alice has 12 Vitae
    And Alice controls "Test Twice-Fed Leech"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Twice-Fed Leech"
    And the game advances to Alice's end of combat step
    Then Bob has 17 Vitae
    And Alice has 15 Vitae

  @id:nodawn-702-celerity-attacker-unscathed @rule:702.2 @rule:702.2a
  Scenario: A Celerity attacker slays its blocker in the first step and takes no damage back
    Given Alice controls "Black Company Pikeman"
    And Bob controls "Test Noble Squire"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Black Company Pikeman"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Black Company Pikeman" with "Test Noble Squire"
    Given Alice will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Bob has "Test Noble Squire" in his Spoils
    And Alice's "Black Company Pikeman" has 0 damage

  @id:nodawn-702-celerity-does-not-outlast-a-survivor @rule:702.2a
  Scenario: A blocker that survives the Celerity blow still strikes in the normal step
    Given Alice controls "Black Company Pikeman"
    And Bob controls "Test Reach Archer"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Black Company Pikeman"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Black Company Pikeman" with "Test Reach Archer"
    And the game advances to Alice's end of combat step
    Then Bob's "Test Reach Archer" has 2 damage
    And Alice's "Black Company Pikeman" has 1 damage

  @id:nodawn-702-frenzy-blocker-strikes-twice @rule:702.3 @rule:702.3a
  Scenario: A blocker with Frenzy deals its damage in both combat damage steps
    Given Alice controls "Test Reach Archer"
    And Bob controls "Test Frenzy Duelist"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Reach Archer"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Reach Archer" with "Test Frenzy Duelist"
    Given Bob will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Alice has "Test Reach Archer" in her Spoils
    And Bob's "Test Frenzy Duelist" has 1 damage

  @id:nodawn-702-vigilance-ready-after-the-strike @rule:702.4 @rule:702.4a
  Scenario: An attacker with Vigilance stays undrained and can still be drained for Vitae
    Given Alice controls "Test Vigil Sentry"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Vigil Sentry"
    And the game advances to Alice's second main phase
    Then Bob has 18 Vitae
    And Alice's "Test Vigil Sentry" is undrained
    When Alice drains "Test Vigil Sentry" for Vitae
    Then Alice's pool holds 1 generic Vitae

  @id:nodawn-702-without-vigilance-drained @rule:702.4a @rule:701.11a
  Scenario: An attacker without Vigilance drains as it attacks
    Given Alice controls "Test Noble Squire"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Noble Squire"
    Then Alice's "Test Noble Squire" is drained

  @id:nodawn-702-venom-blocker-kills-attacker @rule:702.6 @rule:702.6a
  Scenario: A blocker with Venom kills the attacker it scratches, however large
    Given Alice controls "Test Brute 4/4"
    And Bob controls "Test Venom Adder"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Brute 4/4"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Brute 4/4" with "Test Venom Adder"
    Given Bob will answer "rest" with "decline"
    And Alice will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Alice has "Test Brute 4/4" in her Spoils
    And Bob has "Test Venom Adder" in his Spoils

  @id:nodawn-702-overrun-no-blocker-left @rule:702.7 @rule:702.7a
  Scenario: An Overrun attacker whose blocker is gone assigns all its damage to its target
    Given Alice controls "Test Overrun Brute"
    And Bob controls "Test Wretch"
    And Alice has "Test Bolt 1" in hand
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Overrun Brute"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Overrun Brute" with "Test Wretch"
    And Alice casts "Test Bolt 1" targeting Bob's "Test Wretch"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Test Wretch" in his Spoils
    When the game advances to Alice's end of combat step
    Then Bob has 16 Vitae

  @id:nodawn-702-overrun-counts-damage-already-marked @rule:702.7a
  Scenario: Overrun counts a blocker's damage counters toward lethal, so more carries on
    Given Alice controls "Test Overrun Brute"
    And Bob controls "Test Brute 4/4" with 3 damage
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Overrun Brute"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Overrun Brute" with "Test Brute 4/4"
    Given Alice will assign "Test Overrun Brute"'s combat damage as 1 to Bob's "Test Brute 4/4" and 3 to Bob
    And Bob will answer "rest" with "decline"
    And Alice will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Bob has "Test Brute 4/4" in his Spoils
    And Bob has 17 Vitae

  @id:nodawn-702-dread-two-blockers @rule:702.8 @rule:702.8a
  Scenario: Two blockers together may stop an attacker with Dread
    Given Alice controls "Test Dread Stalker"
    And Bob controls "Test Noble Squire" and "Test Reach Archer"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Dread Stalker"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Dread Stalker" with "Test Noble Squire" and "Test Reach Archer"
    Given Alice will assign "Test Dread Stalker"'s combat damage as 2 to Bob's "Test Noble Squire" and 1 to Bob's "Test Reach Archer"
    And Alice will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Bob has 20 Vitae
    And Bob has "Test Noble Squire" in his Spoils
    And Alice's "Test Dread Stalker" has 2 damage

  @id:nodawn-702-bloodlust-heading @rule:702.9 @rule:702.9a @rule:700.10
  Scenario: Bloodlust lets a newly turned Entity pay its own drain cost
    Given Alice controls a newly turned "Test Bloodlust Pinger"
    When Alice activates "Test Bloodlust Pinger" targeting Bob
    And Alice and Bob pass in turn
    Then Bob has 19 Vitae
    And Alice's "Test Bloodlust Pinger" is drained

  @id:nodawn-702-flying-blocks-ground @rule:702.10 @rule:702.10a
  Scenario: An Entity with Flying may block an attacker without Flying
    Given Alice controls "Test Noble Squire"
    And Bob controls "Test Flyer"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Noble Squire"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Noble Squire" with "Test Flyer"
    Given Bob will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Bob has 20 Vitae
    And Alice has "Test Noble Squire" in her Spoils

  @id:nodawn-702-flying-blocks-flying @rule:702.10a
  Scenario: An Entity with Flying may block an attacker with Flying
    Given Alice controls "Test Flyer"
    And Bob controls "Test Flyer"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Flyer"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Flyer" with "Test Flyer"
    Given Bob will answer "rest" with "decline"
    And Alice will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Bob has 20 Vitae
    And Alice has "Test Flyer" in her Spoils
    And Bob has "Test Flyer" in his Spoils

  @id:nodawn-702-reach-blocks-ground @rule:702.11 @rule:702.11a
  Scenario: An Entity with Reach blocks an attacker without Flying as any Entity may
    Given Alice controls "Test Noble Squire"
    And Bob controls "Test Reach Archer"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Noble Squire"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Noble Squire" with "Test Reach Archer"
    And the game advances to Alice's end of combat step
    Then Bob has 20 Vitae
    And Bob's "Test Reach Archer" has 1 damage

  @id:nodawn-702-deathless-sacrificed @rule:702.12 @rule:702.12a @rule:701.12a
  Scenario: A permanent with Deathless can still be sacrificed
    Given Alice controls "Test Deathless Revenant"
    When Alice sacrifices "Test Deathless Revenant" for Vitae
    Then Alice has "Test Deathless Revenant" in her Spoils
    And Alice's pool holds 3 generic Vitae

  @id:nodawn-702-elusive-from-caprice-spell @rule:702.13 @rule:702.13a
  Scenario: Elusive from Caprice keeps an opponent's Caprices off it
    Given Bob controls "Test Caprice-Shy Wisp"
    And Alice has "Test Bolt 1" in hand
    Then Alice cannot cast "Test Bolt 1" targeting Bob's "Test Caprice-Shy Wisp"
    And Alice has "Test Bolt 1" in hand

  @id:nodawn-702-elusive-from-caprice-ability @rule:702.13a
  Scenario: Elusive from Caprice does not stop an opponent's activated ability
    Given Bob controls "Test Caprice-Shy Wisp"
    And Alice controls "Test Noble Pinger"
    And Alice's pool holds 1 generic Vitae
    When Alice activates "Test Noble Pinger" targeting Bob's "Test Caprice-Shy Wisp"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Test Caprice-Shy Wisp" in his Spoils

  @id:nodawn-702-elusive-own-caprice @rule:702.13a
  Scenario: Elusive from Caprice does not stop its controller's own Caprice
    Given Alice controls "Test Caprice-Shy Wisp"
    And Alice has "Test Might 2" in hand
    When Alice casts "Test Might 2" targeting Alice's "Test Caprice-Shy Wisp"
    And Alice and Bob pass in turn
    Then Alice's "Test Caprice-Shy Wisp" has 3 Attack

  @id:nodawn-702-toll-unpayable @rule:702.14 @rule:702.14a
  Scenario: A player who cannot pay the Toll in full has no choice, and the spell is countered
    Given the world cycle stands at Day 2, The Assault
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Bob controls "Bishop of Coin"
    And Alice's pool holds 1 generic Vitae
    And Alice has "Test Bolt 3" in hand
    When Alice casts "Test Bolt 3" targeting Bob's "Bishop of Coin"
    And Alice and Bob pass in turn
    Then the stack is empty
    And Alice has "Test Bolt 3" in her Spoils
    And Alice's pool holds 1 generic Vitae
    And Bob's "Bishop of Coin" has 0 damage

  @id:nodawn-702-sanctity-heading @rule:702.15 @rule:702.15a
  Scenario: Sanctity from Noble prevents all damage a Noble source deals to it
    Given Bob controls "Test Saint of Thorns"
    And Alice controls "Test Noble Pinger"
    And Alice's pool holds 1 generic Vitae
    Then Alice cannot activate "Test Noble Pinger" targeting Bob's "Test Saint of Thorns"
    When Alice activates "Test Noble Pinger" targeting Bob
    And Alice and Bob pass in turn
    Then Bob has 19 Vitae

  @id:nodawn-702-ambush-entity-in-end-step @rule:702.16 @rule:702.16a
  Scenario: An Entity with Ambush is cast in the opponent's end step, as though a Caprice
    Given it is Bob's end step of turn 1
    And Alice's pool holds 2 generic Vitae
    And Alice has "Test Ambusher" in hand
    When Bob passes
    And Alice casts "Test Ambusher"
    Then the stack holds "Test Ambusher"
    When Alice and Bob pass in turn
    Then Alice controls "Test Ambusher"

  @id:nodawn-702-bulwark-blocks @rule:702.17 @rule:702.17a
  Scenario: An Entity with Bulwark cannot attack but may block
    Given Alice controls "Test Noble Squire"
    And Bob controls "Test Bulwark Wall"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Noble Squire"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Noble Squire" with "Test Bulwark Wall"
    And the game advances to Alice's end of combat step
    Then Bob has 20 Vitae
    And Bob's "Test Bulwark Wall" has 1 damage

  @id:nodawn-702-dread-three-blockers @rule:702.8a
  Scenario: Three blockers are "two or more": they may block an attacker with Dread together
    Given Alice controls "Test Dread Stalker"
    And Bob controls "Test Wretch", "Test Thrall" and "Test Noble Squire"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Dread Stalker"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Dread Stalker" with "Test Wretch", "Test Thrall" and "Test Noble Squire"
    Then Alice's "Test Dread Stalker" is blocked
    And Bob's "Test Wretch" is blocking Alice's "Test Dread Stalker"
    And Bob's "Test Noble Squire" is blocking Alice's "Test Dread Stalker"

  @id:nodawn-702-overrun-two-blockers-all-on-the-first @rule:702.7a @rule:510.2c
  Scenario: An Overrun attacker may put all its damage on the first of two blockers, sending nothing on and nothing past it
    Given Alice controls "Test Overrun Brute"
    And Bob controls "Test Thrall" with 1 growth counter
    And Bob controls "Test Wretch"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Overrun Brute"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Overrun Brute" with "Test Thrall" and "Test Wretch"
    Given Alice will answer "combat-damage" with "Bob's Test Thrall", "Bob's Test Thrall", "Bob's Test Thrall" and "Bob's Test Thrall"
    And Alice will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Bob has "Test Thrall" in his Spoils
    And Bob controls "Test Wretch"
    And Bob's "Test Wretch" has 0 damage
    And Bob has 20 Vitae
    And Alice's "Test Overrun Brute" has 3 damage

  @id:nodawn-702-venom-overrun-one-is-lethal @rule:702.6a @rule:702.7a @rule:510.2d
  Scenario: An Overrun Brute given Venom needs to give its 4/4 blocker only 1 damage before the rest goes on to Bob, but that 1 it must give
    Any nonzero damage a Venom source assigns to an Entity counts as lethal for Overrun's excess
    (702.6a): 1 to Bob's Brute is enough, and 3 may go on to Bob; all 4 on to Bob skips the
    blocker's lethal and is refused (702.7a).

    Given Alice controls "Test Overrun Brute"
    And Bob controls "Test Brute 4/4"
    And Alice has "Test Venom Gift" in hand
    When Alice casts "Test Venom Gift" targeting Alice's "Test Overrun Brute"
    And Alice and Bob pass in turn
    And the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Overrun Brute"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Overrun Brute" with "Test Brute 4/4"
    Then Alice cannot answer "combat-damage" with "Bob", "Bob", "Bob" and "Bob" when the game advances to Alice's end of combat step
    And Bob has 20 Vitae
    Given Alice will assign "Test Overrun Brute"'s combat damage as 1 to Bob's "Test Brute 4/4" and 3 to Bob
    And Bob will answer "rest" with "decline"
    And Alice will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Bob has "Test Brute 4/4" in his Spoils
    And Bob has 17 Vitae
    And Alice has "Test Overrun Brute" in her Spoils

  @id:nodawn-702-overrun-past-a-one-vigor-blocker-refused @rule:702.7a @rule:510.2d @rule:510.2c @rule:510.2g
  Scenario: Overrun cannot send everything on past a 1-Vigor blocker that was given nothing: lethal for it is 1, not 0
    The Thrall has Vigor 1 and no damage counters, so lethal for it is a single point; the
    Brute's controller must still assign that point before any goes on to Bob. All four to Bob
    leaves the blocker with none and is refused.

    Given Alice controls "Test Overrun Brute"
    And Bob controls "Test Thrall"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Overrun Brute"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Overrun Brute" with "Test Thrall"
    Then Alice cannot answer "combat-damage" with "Bob", "Bob", "Bob" and "Bob" when the game advances to Alice's end of combat step
    And Bob has 20 Vitae

  @id:nodawn-feed-two-sources-add-up @rule:702.5a @rule:510.5
  Scenario: Two Feed attackers dealing combat damage at once restore the sum of what each dealt
    Given Alice has 10 Vitae
    And Alice controls "Test Feed Leech", called "the first Leech"
    And Alice controls "Test Feed Leech", called "the second Leech"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "the first Leech" and "the second Leech"
    And the game advances to Alice's end of combat step
    Then Bob has 14 Vitae
    And Alice has 16 Vitae

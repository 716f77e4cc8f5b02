Feature: Combat
  The active player attacks with Entities, each attack aimed at one opponent's Entity, Haven,
  Companion, or at the Master itself when no Companion shields it. Attackers must be undrained,
  settled (unless they have Bloodlust) and free to act this turn, and attacking drains them.
  Defending players then block with their own Entities, one attack each; a drained Entity may
  block by taking a damage counter. Combat damage equals Attack and is dealt all at once; an
  attacked Entity left unblocked fights back, a Companion never does. Wounds stay (506–511, 702).

  Background:
    Given a No Dawn duel between Alice and Bob

  # -- declaring attackers ------------------------------------------------------------------

  @id:nodawn-combat-unblocked-hits-master @rule:508.1g @rule:510.2b @rule:510.3b @rule:311.5
  Scenario: An unblocked attack on the Master drains its Vitae by the attacker's Attack, untaxed
    Given Alice controls "Black Company Pikeman"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Black Company Pikeman"
    Then Alice's "Black Company Pikeman" is attacking Bob
    When the game advances to Alice's end of combat step
    Then Bob has 18 Vitae
    And Bob has 0 Corruption and 0 Wrath
    And Alice has 20 Vitae

  @id:nodawn-combat-attacking-drains @rule:508.1e @rule:701.11a @rule:502.1
  Scenario: Attacking drains the attacker, and it stays drained until its controller's next Replenish
    Given Alice controls "Gilded Emissary"
    And Bob's Domain holds, from the top, "Test Filler"
    And Alice's Domain holds, from the top, "Test Filler"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Gilded Emissary"
    Then Alice's "Gilded Emissary" is drained
    When the game advances to Bob's first main phase
    Then Alice's "Gilded Emissary" is drained
    And Bob has 17 Vitae
    When the game advances to Alice's upkeep
    Then Alice's "Gilded Emissary" is undrained

  @id:nodawn-combat-shaman-strikes-the-master @example @rule:311.6 @rule:506.3d @rule:510.3b
  Scenario: At The Vanish, Duskcaller Shaman strikes an unshielded Garethean Master for 3
    This is 311.6's example: the Master's last Companion fell the night before, no block is
    made, and the Master's player loses 3 Vitae with no Corruption or Wrath.

    Given the world cycle stands at Night 3, The Vanish
    And Bob's Master is "Test Garethean Master"
    And Alice controls "Duskcaller Shaman"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob's Master with "Duskcaller Shaman"
    And the game advances to Alice's end of combat step
    Then Bob has 17 Vitae
    And Bob has 0 Corruption and 0 Wrath

  @id:nodawn-combat-companion-shields-master @rule:506.3d @rule:306.7 @rule:110.4c
  Scenario: A Master cannot be attacked while its player controls a Companion
    Given Alice controls "Test Brute 4/4"
    And Bob controls "Sister Perpetua"
    When the game advances to Alice's declare attackers step
    Then Alice cannot attack Bob with "Test Brute 4/4"
    And Alice's "Test Brute 4/4" is undrained

  @id:nodawn-combat-companion-takes-the-blow @example @rule:306.7 @rule:306.6 @rule:510.3d @rule:704.5m
  Scenario: A 4-Attack hunter strikes Sister Perpetua instead; she falls and the excess is lost
    This is 306.7's example: four damage removes her three Vigor counters, she goes to the
    Spoils, nothing carries through to the Master, and she deals nothing back.

    Given Alice controls "Test Brute 4/4"
    And Bob controls "Sister Perpetua"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Sister Perpetua" with "Test Brute 4/4"
    And the game advances to Alice's end of combat step
    Then Bob no longer controls "Sister Perpetua"
    And Bob has "Sister Perpetua" in his Spoils
    And Bob has 20 Vitae
    And Alice's "Test Brute 4/4" has 0 damage

  @id:nodawn-combat-master-bare-after-companion-falls @rule:506.3d @rule:306.7
  Scenario: Once the last Companion has fallen, the Master can be attacked
    Given Alice controls "Test Brute 4/4" and "Black Company Pikeman"
    And Bob controls "Sister Perpetua"
    And Alice has "Test Bolt 3" in hand
    When Alice casts "Test Bolt 3" targeting Bob's "Sister Perpetua"
    And Alice and Bob pass in turn
    Then Bob no longer controls "Sister Perpetua"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Brute 4/4" and "Black Company Pikeman"
    And the game advances to Alice's end of combat step
    Then Bob has 14 Vitae

  @id:nodawn-combat-drained-cannot-attack @rule:508.1a @rule:110.5b
  Scenario: A drained Entity cannot be declared as an attacker
    Given Alice controls a drained "Gilded Emissary"
    When the game advances to Alice's declare attackers step
    Then Alice cannot attack Bob with "Gilded Emissary"

  @id:nodawn-combat-newly-turned-cannot-attack @rule:508.1a @rule:110.5d
  Scenario: An Entity that came under its controller's control this turn cannot attack
    Given Alice controls a newly turned "Gilded Emissary"
    When the game advances to Alice's declare attackers step
    Then Alice cannot attack Bob with "Gilded Emissary"

  @id:nodawn-combat-bloodlust-attacks-at-once @rule:702.9a @rule:508.1a
  Scenario: A newly turned Entity with Bloodlust may attack the turn it arrives
    Given Alice controls a newly turned "Test Bloodlust Hound"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Bloodlust Hound"
    And the game advances to Alice's end of combat step
    Then Bob has 18 Vitae

  @id:nodawn-combat-entity-cast-this-turn-cannot-attack @rule:110.5d @rule:110.5a @rule:508.1a
  Scenario: An Entity cast and resolved in the first main phase is newly turned in that combat
    Given Alice has "Test Noble Squire" in hand
    And Alice's pool holds 2 generic Vitae
    When Alice casts "Test Noble Squire"
    And Alice and Bob pass in turn
    Then Alice controls "Test Noble Squire"
    When the game advances to Alice's declare attackers step
    Then Alice cannot attack Bob with "Test Noble Squire"

  @id:nodawn-combat-bulwark-never-attacks @rule:702.17a @rule:508.1c
  Scenario: An Entity with Bulwark can never be declared as an attacker
    Given Alice controls "Test Bulwark Wall"
    When the game advances to Alice's declare attackers step
    Then Alice cannot attack Bob with "Test Bulwark Wall"

  @id:nodawn-combat-companion-never-attacks @rule:306.5 @rule:506.4
  Scenario: A Companion cannot be declared as an attacker
    Given Alice controls "Test Companion 3"
    When the game advances to Alice's declare attackers step
    Then Alice cannot attack Bob with "Test Companion 3"

  @id:nodawn-combat-day-bound-cannot-attack-at-night @contested @rule:508.1a @rule:731.4a
  Scenario: A day-bound Entity cannot attack on a Night turn
    The rulebook disagrees: 508.1a, 731.4a, 500.16 and 110.6 keep a day-bound Entity from
    acting (attacking included) at Night, while 107.5a and 107.5b let it fight as usual at
    Night. The corpus follows the declaration rule itself and the binding law, which four
    rules state (docs/contested.md, nodawn-day-bound-attack-at-night).

    Given Alice controls "Lauds Cantor"
    When the game advances to Alice's declare attackers step
    Then Alice cannot attack Bob with "Lauds Cantor"

  @id:nodawn-combat-day-bound-attacks-by-day @rule:508.1a @rule:107.5b @rule:506.2
  Scenario: On a Day turn a day-bound Entity attacks like any other
    Given the world cycle stands at Day 1, The Preparation
    And Alice controls "Lauds Cantor"
    And Bob controls "Test Haven"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Test Haven" with "Lauds Cantor"
    And the game advances to Alice's end of combat step
    Then Bob's "Test Haven" has 9 Defense

  @id:nodawn-combat-only-opponents-things @rule:506.3 @rule:508.1b
  Scenario: Attacks are declared only at an opponent's Entity, Haven, Companion or Master
    Given Alice controls "Gilded Emissary" and "Test Noble Squire"
    And Bob controls "Test Filler"
    When the game advances to Alice's declare attackers step
    Then Alice cannot attack Bob's "Test Filler" with "Gilded Emissary"
    And Alice cannot attack Alice's "Test Noble Squire" with "Gilded Emissary"
    And Alice cannot attack Alice with "Gilded Emissary"

  @id:nodawn-combat-only-active-player-attacks @rule:506.3 @rule:508.1
  Scenario: Only the active player declares attacks, and only in the declare attackers step
    Given Alice controls "Gilded Emissary"
    And Bob controls "Black Company Pikeman"
    Then Alice cannot attack Bob with "Gilded Emissary"
    When the game advances to Alice's declare attackers step
    Then Bob cannot attack Alice with "Black Company Pikeman"

  @id:nodawn-combat-no-attack-skips-to-end @rule:508.5 @rule:506.1
  Scenario: With no attack declared the declare blockers and combat damage steps are skipped
    Given Alice controls "Gilded Emissary"
    When the game advances to Alice's declare attackers step
    And Alice and Bob pass in turn
    Then it is Alice's end of combat step
    And Bob has 20 Vitae
    And Alice's "Gilded Emissary" is undrained

  @id:nodawn-combat-declaration-closes @rule:508.1 @rule:508.3
  Scenario: Once a player has acted with priority in the step, attacks can no longer be declared
    Given Alice controls "Gilded Emissary"
    When the game advances to Alice's declare attackers step
    And Alice passes
    Then Alice cannot attack Bob with "Gilded Emissary"
    When Bob passes
    Then it is Alice's end of combat step
    And Alice's "Gilded Emissary" is undrained

  @id:nodawn-combat-vigilance-stays-ready @rule:702.4a @rule:508.1e
  Scenario: An Entity with Vigilance attacks without becoming drained
    Given Alice controls "Test Vigil Sentry"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Vigil Sentry"
    Then Alice's "Test Vigil Sentry" is undrained
    When the game advances to Alice's end of combat step
    Then Bob has 18 Vitae

  @id:nodawn-combat-attacks-spread @rule:508.1b @rule:506.3b @rule:510.3c
  Scenario: One declaration sends each attacker at its own target; a Haven's Defense falls
    Given Alice controls "Black Company Pikeman" and "Gilded Emissary"
    And Bob controls "Test Haven"
    When the game advances to Alice's declare attackers step
    And Alice declares attacks
      | attacker              | target            |
      | Black Company Pikeman | Bob               |
      | Gilded Emissary       | Bob's "Test Haven" |
    And the game advances to Alice's end of combat step
    Then Bob has 18 Vitae
    And Bob's "Test Haven" has 3 damage
    And Bob's "Test Haven" has 7 Defense

  # -- declaring blockers ---------------------------------------------------------------------

  @id:nodawn-combat-blocker-meets-attacker @rule:509.1a @rule:510.2c @rule:510.2e @rule:704.5j
  Scenario: A blocker and the attacker it blocks deal their Attack to each other
    Given Alice controls "Gilded Emissary"
    And Bob controls "Test Brute 4/4"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Gilded Emissary"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Gilded Emissary" with "Test Brute 4/4"
    Then Alice's "Gilded Emissary" is blocked
    And Bob's "Test Brute 4/4" is blocking Alice's "Gilded Emissary"
    Given Bob will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Alice no longer controls "Gilded Emissary"
    And Alice has "Gilded Emissary" in her Spoils
    And Bob's "Test Brute 4/4" has 3 damage
    And Bob has 20 Vitae

  @id:nodawn-combat-drained-blocker-pays-a-counter @example @rule:509.1c @rule:302.5 @rule:703.4i
  Scenario: A drained Entity blocks by taking one damage counter, and stays drained
    This is 509.1c's example: Black Company Pikeman, drained for Vitae, is declared as a
    blocker anyway and puts a damage counter on itself.

    Given Alice controls "Test Noble Squire"
    And Bob controls a drained "Black Company Pikeman"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Noble Squire"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Noble Squire" with "Black Company Pikeman"
    Then Bob's "Black Company Pikeman" has 1 damage
    And Bob's "Black Company Pikeman" is drained
    And Bob's "Black Company Pikeman" is blocking Alice's "Test Noble Squire"

  @id:nodawn-combat-celerity-strikes-first @example @rule:702.2a @rule:510.1 @rule:506.1
  Scenario: A Celerity blocker kills a Vigor-2 attacker before it can strike back
    This follows 702.2a's example: Black Company Pikeman deals its 2 in the first combat damage
    step; the attacker dies at the state check and deals nothing in the normal step.

    Given Alice controls "Test Noble Squire"
    And Bob controls "Black Company Pikeman"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Noble Squire"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Noble Squire" with "Black Company Pikeman"
    Given Bob will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Alice no longer controls "Test Noble Squire"
    And Bob's "Black Company Pikeman" has 0 damage
    And Bob has 20 Vitae

  @id:nodawn-combat-attacked-entity-strikes-back @rule:510.2f @rule:509.1b @rule:506.3a
  Scenario: An attacked Entity left unblocked fights its attacker: the attack is a duel
    Given Alice controls "Gilded Emissary"
    And Bob controls "Test Noble Squire"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Test Noble Squire" with "Gilded Emissary"
    Given Alice will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Bob no longer controls "Test Noble Squire"
    And Alice's "Gilded Emissary" has 1 damage
    And Bob has 20 Vitae

  @id:nodawn-combat-target-never-its-own-blocker @rule:509.1b
  Scenario: The attacked Entity is never declared as the blocker of its own attack
    Given Alice controls "Gilded Emissary"
    And Bob controls "Test Noble Squire"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Test Noble Squire" with "Gilded Emissary"
    And the game advances to Alice's declare blockers step
    Then Bob cannot block "Gilded Emissary" with "Test Noble Squire"

  @id:nodawn-combat-interceptor-absorbs-the-duel @rule:510.2f @rule:509.1b
  Scenario: When another Entity blocks the attack on an Entity, the attacked Entity deals nothing
    Given Alice controls "Gilded Emissary"
    And Bob controls "Test Noble Squire" and "Test Brute 4/4"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Test Noble Squire" with "Gilded Emissary"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Gilded Emissary" with "Test Brute 4/4"
    Given Bob will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Alice no longer controls "Gilded Emissary"
    And Bob's "Test Brute 4/4" has 3 damage
    And Bob's "Test Noble Squire" has 0 damage

  @id:nodawn-combat-companion-never-blocks @rule:509.1a @rule:306.5
  Scenario: A Companion cannot be declared as a blocker
    Given Alice controls "Gilded Emissary"
    And Bob controls "Test Companion 3" and "Test Haven"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Test Haven" with "Gilded Emissary"
    And the game advances to Alice's declare blockers step
    Then Bob cannot block "Gilded Emissary" with "Test Companion 3"

  @id:nodawn-combat-flying-evades @rule:702.10a @rule:509.1d
  Scenario: An attacker with Flying cannot be blocked by an Entity without Flying or Reach
    Given Alice controls "Test Flyer"
    And Bob controls "Test Noble Squire"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Flyer"
    And the game advances to Alice's declare blockers step
    Then Bob cannot block "Test Flyer" with "Test Noble Squire"
    And Bob's "Test Noble Squire" has 0 damage

  @id:nodawn-combat-reach-blocks-flying @rule:702.11a @rule:702.10a
  Scenario: An Entity with Reach may block an attacker with Flying
    Given Alice controls "Test Flyer"
    And Bob controls "Test Reach Archer"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Flyer"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Flyer" with "Test Reach Archer"
    And the game advances to Alice's end of combat step
    Then Bob's "Test Reach Archer" has 2 damage
    And Alice's "Test Flyer" has 1 damage
    And Bob has 20 Vitae

  @id:nodawn-combat-dread-needs-two @rule:702.8a @rule:509.1d
  Scenario: An attacker with Dread cannot be blocked by a single Entity
    Given Alice controls "Test Dread Stalker"
    And Bob controls "Test Wretch" and "Test Thrall"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Dread Stalker"
    And the game advances to Alice's declare blockers step
    Then Bob cannot block "Test Dread Stalker" with "Test Wretch"
    When Bob blocks "Test Dread Stalker" with "Test Wretch" and "Test Thrall"
    Then Alice's "Test Dread Stalker" is blocked

  @id:nodawn-combat-two-blockers-lethal-order @example @rule:510.2c @rule:510.2g
  Scenario: Gilded Emissary, blocked by two 1/1s, gives each lethal damage in the order chosen
    This follows the plain part of 510.2g's example: the Emissary's controller assigns 1 to
    the first blocker and 2 to the second; both die, and their 2 Attack marks the Emissary.

    Given Alice controls "Gilded Emissary"
    And Bob controls "Test Wretch" and "Test Thrall"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Gilded Emissary"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Gilded Emissary" with "Test Wretch" and "Test Thrall"
    Given Alice will assign "Gilded Emissary"'s combat damage as 1 to Bob's "Test Wretch" and 2 to Bob's "Test Thrall"
    And Bob will answer "spoils-order" with "Test Thrall" and "Test Wretch"
    And Alice will answer "rest" with "decline"
    And Alice will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Alice's "combat-damage" choice offers exactly "Bob's Test Wretch" and "Bob's Test Thrall"
    And Alice's "combat-damage" choice allows at least 3
    And Alice's "combat-damage" choice allows at most 3
    And Bob no longer controls "Test Wretch"
    And Bob no longer controls "Test Thrall"
    And Alice's "Gilded Emissary" has 2 damage
    And Bob has 20 Vitae

  @id:nodawn-combat-blocked-stays-blocked @rule:509.1g @rule:510.2c @rule:506.6
  Scenario: An attack stays blocked after its only blocker is gone, and deals no damage
    Given Alice controls "Gilded Emissary"
    And Bob controls "Test Wretch"
    And Alice has "Test Bolt 1" in hand
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Gilded Emissary"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Gilded Emissary" with "Test Wretch"
    And Alice casts "Test Bolt 1" targeting Bob's "Test Wretch"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob no longer controls "Test Wretch"
    And Alice's "Gilded Emissary" is blocked
    When the game advances to Alice's end of combat step
    Then Bob has 20 Vitae
    And Alice's "Gilded Emissary" has 0 damage

  @id:nodawn-combat-target-gone-strike-fizzles @rule:506.6c @rule:510.2b
  Scenario: An unblocked attacker whose target has left the battlefield deals no combat damage
    Given Alice controls "Gilded Emissary"
    And Bob controls "Test Noble Squire"
    And Alice has "Test Bolt 2" in hand
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Test Noble Squire" with "Gilded Emissary"
    And Alice casts "Test Bolt 2" targeting Bob's "Test Noble Squire"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob no longer controls "Test Noble Squire"
    When the game advances to Alice's end of combat step
    Then Bob has 20 Vitae
    And Alice's "Gilded Emissary" has 0 damage

  # -- combat damage and keywords ---------------------------------------------------------------

  @id:nodawn-combat-overrun-carries-through @rule:702.7a @rule:510.2d
  Scenario: An Overrun attacker assigns lethal damage to its blocker and the rest to its target
    Given Alice controls "Test Overrun Brute"
    And Bob controls "Test Wretch"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Overrun Brute"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Overrun Brute" with "Test Wretch"
    Given Alice will assign "Test Overrun Brute"'s combat damage as 1 to Bob's "Test Wretch" and 3 to Bob
    And Alice will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Alice's "combat-damage" choice offers exactly "Bob's Test Wretch" and "Bob"
    And Alice's "combat-damage" choice allows at most 4
    And Bob no longer controls "Test Wretch"
    And Bob has 17 Vitae
    And Alice's "Test Overrun Brute" has 1 damage

  @id:nodawn-combat-frenzy-strikes-twice @rule:702.3a @rule:510.1
  Scenario: An unblocked attacker with Frenzy deals its damage in both combat damage steps
    Given Alice controls "Test Frenzy Duelist"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Frenzy Duelist"
    And the game advances to Alice's end of combat step
    Then Bob has 16 Vitae

  @id:nodawn-combat-venom-kills-any-size @rule:702.6a @rule:510.4 @rule:704.5k
  Scenario: Any combat damage from a source with Venom destroys the Entity it is dealt to
    Given Alice controls "Test Venom Adder"
    And Bob controls "Test Brute 4/4"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Venom Adder"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Venom Adder" with "Test Brute 4/4"
    Given Bob will answer "rest" with "decline"
    And Alice will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Bob no longer controls "Test Brute 4/4"
    And Bob has "Test Brute 4/4" in his Spoils
    And Alice no longer controls "Test Venom Adder"

  @id:nodawn-combat-feed-restores-to-the-cap @rule:702.5a @rule:510.5
  Scenario: Combat damage from a source with Feed restores its controller's Vitae, up to the cap
    Given Alice controls "Test Feed Leech"
    And Alice has 18 Vitae
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Feed Leech"
    And the game advances to Alice's end of combat step
    Then Bob has 17 Vitae
    And Alice has 20 Vitae

  @id:nodawn-combat-deathless-survives @rule:702.12a @rule:704.5j
  Scenario: A Deathless blocker is not destroyed by lethal damage counters
    Given Alice controls "Test Brute 4/4"
    And Bob controls "Test Deathless Revenant"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Brute 4/4"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Brute 4/4" with "Test Deathless Revenant"
    And the game advances to Alice's end of combat step
    Then Bob controls "Test Deathless Revenant"
    And Bob's "Test Deathless Revenant" has 4 damage
    And Alice's "Test Brute 4/4" has 2 damage

  @id:nodawn-combat-wounds-outlast-combat @rule:511.3 @rule:510.3a @rule:514.3
  Scenario: After combat the Entities leave combat but keep their damage counters
    Given Alice controls "Gilded Emissary"
    And Bob controls "Test Bulwark Wall"
    And Bob's Domain holds, from the top, "Test Filler"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Gilded Emissary"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Gilded Emissary" with "Test Bulwark Wall"
    And the game advances to Alice's second main phase
    Then Alice's "Gilded Emissary" is not in combat
    And Bob's "Test Bulwark Wall" is not in combat
    And Bob's "Test Bulwark Wall" has 3 damage
    And Alice's "Gilded Emissary" has 0 damage
    When the game advances to Bob's first main phase
    Then Bob's "Test Bulwark Wall" has 3 damage

  @id:nodawn-combat-venom-unblocked-to-the-master @rule:702.6a @rule:510.4
  Scenario: Unblocked, the Venom Adder's damage to Bob's Master is plain damage: Bob loses 1 Vitae, and his Brute, not dealt any, stays
    Given Alice controls "Test Venom Adder"
    And Bob controls "Test Brute 4/4"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Venom Adder"
    And the game advances to Alice's end of combat step
    Then Bob has 19 Vitae
    And Bob controls "Test Brute 4/4"
    And Alice controls "Test Venom Adder"

  @id:nodawn-combat-venom-kills-past-other-permanents @rule:702.6a @rule:704.5k
  Scenario: The Venom check looks over all of Bob's permanents: his Relic and his unhurt Wretch stand, and the Brute the Adder struck dies
    Given Alice controls "Test Venom Adder"
    And Bob controls "Test Filler", "Test Wretch" and "Test Brute 4/4"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Venom Adder"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Venom Adder" with "Test Brute 4/4"
    Given Alice will answer "rest" with "decline"
    And Bob will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Bob has "Test Brute 4/4" in his Spoils
    And Bob controls "Test Filler" and "Test Wretch"

  @id:nodawn-combat-blood-permanent-no-shield @rule:506.3d @rule:306.7 @rule:305.2a
  Scenario: A Blood field source on the battlefield is no Companion: Bob's Master stays open to attack
    Only a Companion shields the Master (306.7, 506.3d); Bob's Cask of the Old Vintage is a Blood
    permanent (305.2a), so it leaves his Master a legal target, and the unblocked 4 damage lands.

    Given Alice controls "Test Brute 4/4"
    And Bob controls "Cask of the Old Vintage"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Brute 4/4"
    Then Alice's "Test Brute 4/4" is attacking Bob
    When the game advances to Alice's end of combat step
    Then Bob has 16 Vitae

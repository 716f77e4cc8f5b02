Feature: Struggles
  The active player in Confrontation attacks with ready units bearing the struggle's icon; the
  defender may oppose with ready units bearing it too. The higher Power total wins, a non-zero tie
  goes to the attacker, 0 to 0 has no winner. An attacker's win with 0 defending Power earns 1
  Influence, and every attacker's win applies the spoils of the struggle's type.

  Background:
    Given a Reign of Kings duel between Alice of "Camelot" and Bob of "The Eleven"
    And Alice's active quest is "Test Quest W4 M2 S1 L7"
    And Bob's active quest is "Test Quest W5 M1 S2 L6"
    And it is the Confrontation phase and Alice is the active player

  @id:reign-combat-win-defender-kills @rule:6.1 @rule:S.11 @rule:quick-reference.10 @rule:6.2
  Scenario: A Combat win makes the losing defender kill units of their own choosing
    Given Alice controls "Test Soldier 3"
    And Bob controls "Test Soldier 2" and "Test Spy 2"
    When Alice initiates a Combat struggle against Bob with "Test Soldier 3"
    Given Bob will answer "kill" with "Test Spy 2"
    When Bob defends with "Test Soldier 2"
    Then Alice wins the Combat struggle by 1
    And Bob's "kill" choice offers exactly "Test Soldier 2" and "Test Spy 2"
    And Bob's "kill" choice allows at most 1
    And Bob's dead pile is "Test Spy 2"
    And Bob controls "Test Soldier 2"
    And Bob does not control "Test Spy 2"
    And Alice has 0 Influence

  @id:reign-attackers-exhaust-on-declaration @rule:S.3 @rule:6.5 @rule:S.1 @rule:S.2
  Scenario: Declared attackers exhaust at once and the struggle waits for defenders
    Given Alice controls "Test Soldier 3" and "Test Soldier 2"
    And Bob controls "Test Soldier 2"
    When Alice initiates a Combat struggle against Bob with "Test Soldier 3"
    Then Alice's "Test Soldier 3" is exhausted
    And Alice's "Test Soldier 2" is ready
    And Bob's "Test Soldier 2" is ready

  @id:reign-tie-goes-to-attacker @rule:S.8 @rule:quick-reference.10
  Scenario: Equal non-zero totals are an attacker's win by 0
    Given Alice controls "Test Soldier 2"
    And Bob controls "Test Soldier 2" and "Test Spy 2"
    When Alice initiates a Combat struggle against Bob with "Test Soldier 2"
    Given Bob will answer "kill" with "Test Spy 2"
    When Bob defends with "Test Soldier 2"
    Then Alice wins the Combat struggle by 0
    And Bob's dead pile is "Test Spy 2"

  @id:reign-zero-to-zero-no-winner @rule:S.8 @rule:S.10
  Scenario: A 0 to 0 struggle has no winner, no spoils and no unopposed Influence
    Given Alice controls "Test Peasant 0"
    And Bob controls "Test Soldier 2"
    When Alice initiates a Combat struggle against Bob with "Test Peasant 0"
    And Bob declares no defenders
    Then the Combat struggle has no winner
    And Alice has 0 Influence
    And Bob controls "Test Soldier 2"
    And Alice's "Test Peasant 0" is exhausted

  @id:reign-unopposed-no-defenders @rule:S.10 @rule:S.11
  Scenario: Winning with no defenders earns 1 Influence and the spoils
    Given Alice controls "Test Soldier 2"
    And Bob controls exhausted "Test Soldier 3"
    When Alice initiates a Combat struggle against Bob with "Test Soldier 2"
    And Bob declares no defenders
    Then Alice wins the Combat struggle by 2
    And Alice has 1 Influence
    And Bob's dead pile is "Test Soldier 3"

  @id:reign-unopposed-zero-power-defender @rule:S.10
  Scenario: Unopposed counts the defending Power, so a 0-Power defender does not stop it
    Given Alice controls "Test Soldier 2"
    And Bob controls "Test Peasant 0"
    When Alice initiates a Combat struggle against Bob with "Test Soldier 2"
    And Bob defends with "Test Peasant 0"
    Then Alice wins the Combat struggle by 2
    And Alice has 1 Influence
    And Bob's dead pile is "Test Peasant 0"

  @id:reign-defender-win-no-spoils @rule:S.11 @rule:S.8
  Scenario: When the defender wins nothing is applied and the attacker stays exhausted
    Given Alice controls "Test Soldier 2"
    And Bob controls "Test Soldier 3"
    When Alice initiates a Combat struggle against Bob with "Test Soldier 2"
    And Bob defends with "Test Soldier 3"
    Then Bob wins the Combat struggle by 1
    And Alice controls "Test Soldier 2"
    And Alice's "Test Soldier 2" is exhausted
    And Bob's "Test Soldier 3" is exhausted
    And Alice has 0 Influence
    And Bob has 0 Influence

  @id:reign-guile-random-discard @rule:6.1
  Scenario: A Guile win makes the loser discard cards at random, as many as the attacker's Spoils
    Given Alice's active quest is "Test Quest W3 M3 S3 L5"
    And Alice controls "Test Spy 2"
    And Bob has "Test Soldier 1", "Test Soldier 2", "Test Insight 2" and "Test Watchtower" in hand
    When Alice initiates a Guile struggle against Bob with "Test Spy 2"
    Given the "random discard" outcome will be "Test Insight 2", "Test Soldier 1" and "Test Watchtower"
    When Bob declares no defenders
    Then Alice wins the Guile struggle by 2
    And the "random discard" outcome could be exactly "Test Soldier 1", "Test Soldier 2", "Test Insight 2" and "Test Watchtower"
    And Bob's hand is "Test Soldier 2"
    And Bob's discard pile holds 3 cards
    And Bob's dead pile is empty

  @id:reign-sorcery-emblems-blank @rule:6.1 @rule:3.6
  Scenario: A Sorcery win puts sorcery emblems on the loser's field cards, blanking them
    Given Alice's active quest is "Test Quest W2 M2 S2 L2"
    And Alice controls "Test Mage 2"
    And Bob controls "Test Glory Knight 2", "Test Soldier 1" and "Test Watchtower"
    When Alice initiates a Sorcery struggle against Bob with "Test Mage 2"
    Given Alice will answer "emblems" with "Test Glory Knight 2" and "Test Watchtower"
    When Bob declares no defenders
    Then Bob's "Test Glory Knight 2" has 1 sorcery emblem
    And Alice's "emblems" choice offers exactly "Test Glory Knight 2", "Test Soldier 1" and "Test Watchtower"
    And Alice's "emblems" choice allows at most 2
    And Bob's "Test Glory Knight 2" is blank
    And Bob's "Test Glory Knight 2" has no keywords
    And Bob's "Test Glory Knight 2" has 2 Power
    And Bob's "Test Watchtower" has 1 sorcery emblem
    And Bob's "Test Soldier 1" is unblanked

  @id:reign-faith-moves-influence @rule:6.1 @rule:10.7 @rule:quick-reference.10
  Scenario: A Faith win moves Influence from the loser's faction card, only as much as is there
    Given Alice's active quest is "Test Quest W3 M3 S3 L5"
    And Alice has 4 Influence
    And Bob has 2 Influence
    And Alice controls "Test Priest 2"
    And Bob controls "Test Priest 2"
    When Alice initiates a Faith struggle against Bob with "Test Priest 2"
    And Bob declares no defenders
    Then Alice's faction card holds 7 Influence
    And Bob's faction card holds 0 Influence

  @id:reign-attacker-needs-the-icon @rule:6.5 @rule:S.3
  Scenario: A unit without the struggle's icon cannot be declared as an attacker
    Given Alice controls "Test Soldier 3"
    Then Alice cannot initiate a Guile struggle against Bob with "Test Soldier 3"
    And Alice's "Test Soldier 3" is ready

  @id:reign-exhausted-cannot-attack @rule:6.5 @rule:3.3
  Scenario: An exhausted unit cannot be declared as an attacker
    Given Alice controls exhausted "Test Soldier 3"
    Then Alice cannot initiate a Combat struggle against Bob with "Test Soldier 3"

  @id:reign-one-struggle-of-each-type @rule:5.4
  Scenario: The active player makes at most one struggle of each type
    Given Alice controls "Test Champion 3" and "Test Soldier 2"
    And Alice has already made a Combat struggle this phase
    Then Alice cannot initiate a Combat struggle against Bob with "Test Soldier 2"
    When Alice initiates a Guile struggle against Bob with "Test Champion 3"
    Then Alice's "Test Champion 3" is exhausted

  @id:reign-only-active-player-struggles @rule:5.4 @rule:6 @rule:S.1
  Scenario: A player who is not the active player cannot initiate a struggle
    Given Bob controls "Test Soldier 3"
    Then Bob cannot initiate a Combat struggle against Alice with "Test Soldier 3"

  @id:reign-no-struggle-outside-confrontation @rule:6
  Scenario: Struggles belong to the Confrontation phase
    Given it is the Kingdom phase and Alice is the active player
    And Alice controls "Test Soldier 3"
    Then Alice cannot initiate a Combat struggle against Bob with "Test Soldier 3"

  @id:reign-defender-needs-the-icon @rule:S.6 @rule:6.5 @rule:S.4
  Scenario: A defender must be ready and bear the struggle's icon
    Given Alice controls "Test Spy 2"
    And Bob controls "Test Soldier 3" and "Test Spy 2"
    And Bob's "Test Spy 2" is exhausted
    When Alice initiates a Guile struggle against Bob with "Test Spy 2"
    Then Bob cannot defend with "Test Soldier 3"
    And Bob cannot defend with "Test Spy 2"

  @id:reign-authority-emblem-bonus-attacking @rule:6.3 @rule:5.5
  Scenario: The Authority emblem adds 1 to its holder's total when attacking
    Given Alice holds the Authority emblem
    And Alice controls "Test Soldier 2"
    And Bob controls "Test Soldier 3"
    When Alice initiates a Combat struggle against Bob with "Test Soldier 2"
    And Bob defends with "Test Soldier 3"
    Then the Combat struggle totals are 3 for Alice and 3 for Bob
    And Alice wins the Combat struggle by 0

  @id:reign-authority-emblem-no-bonus-defending @rule:6.3 @rule:5.5
  Scenario: The Authority emblem gives nothing to its holder when defending
    Given Bob holds the Authority emblem
    And Alice controls "Test Soldier 3"
    And Bob controls "Test Soldier 2" and "Test Soldier 1"
    When Alice initiates a Combat struggle against Bob with "Test Soldier 3"
    Given Bob will answer "kill" with "Test Soldier 1"
    When Bob defends with "Test Soldier 2"
    Then the Combat struggle totals are 3 for Alice and 2 for Bob
    And Alice wins the Combat struggle by 1

  @id:reign-win-margin @rule:6.4 @rule:S.8
  Scenario: The win margin is the winner's total minus the loser's
    Given Alice controls "Test Soldier 5" and "Test Soldier 2"
    And Bob controls "Test Soldier 3" and "Test Soldier 1"
    When Alice initiates a Combat struggle against Bob with "Test Soldier 5" and "Test Soldier 2"
    Given Bob will answer "kill" with "Test Soldier 1"
    When Bob defends with "Test Soldier 3" and "Test Soldier 1"
    Then the Combat struggle totals are 7 for Alice and 4 for Bob
    And Bob's "kill" choice offers exactly "Test Soldier 3" and "Test Soldier 1"
    And Alice wins the Combat struggle by 3

  @id:reign-participant-leaving-counts-zero @rule:6.5 @rule:6.3 @rule:S.5
  Scenario: An attacker killed before defenders are declared adds 0 and the struggle goes on
    Given Alice controls "Test Soldier 3"
    And Bob controls "Test Soldier 2"
    And Bob has 2 wealth in his pool
    And Bob has "Test Smite" in hand
    When Alice initiates a Combat struggle against Bob with "Test Soldier 3"
    And Bob plays "Test Smite" on Alice's "Test Soldier 3"
    And Bob declares no defenders
    Then the Combat struggle has no winner
    And Alice's dead pile is "Test Soldier 3"
    And Alice has 0 Influence
    And Bob controls "Test Soldier 2"

  @id:reign-effect-added-unit-joins-without-exhausting @rule:6.5 @rule:S.5
  Scenario: A unit added by an effect joins whatever its icons and state, without exhausting
    Given Alice controls "Test Soldier 1"
    And Bob controls "Test Soldier 3" and "Test Spy 2"
    And Bob's "Test Spy 2" is exhausted
    And Bob has 1 wealth in his pool
    And Bob has "Test Rally" in hand
    When Alice initiates a Combat struggle against Bob with "Test Soldier 1"
    And Bob plays "Test Rally" on Bob's "Test Spy 2"
    And Bob declares no defenders
    Then Bob wins the Combat struggle by 1
    And the Combat struggle totals are 1 for Alice and 2 for Bob
    And Bob's "Test Spy 2" is exhausted
    And Bob's "Test Soldier 3" is ready

  @id:reign-struggle-ends-before-the-next @rule:S.13 @rule:S.14 @rule:9.1
  Scenario: A Subtle bar lasts for its struggle only; the active player may then make another
    Given Alice controls "Test Subtle Spy 2" and "Test Soldier 3"
    And Bob controls "Test Cunning Merchant 2"
    And Alice will answer "subtle" with "Test Cunning Merchant 2"
    When Alice initiates a Guile struggle against Bob with "Test Subtle Spy 2"
    Then Alice's "subtle" choice offers exactly "Test Cunning Merchant 2" and "nothing"
    Then Bob cannot defend with "Test Cunning Merchant 2"
    When Bob declares no defenders
    Then Alice wins the Guile struggle by 2
    And Alice has 1 Influence
    When Alice initiates a Combat struggle against Bob with "Test Soldier 3"
    And Bob defends with "Test Cunning Merchant 2"
    Then Alice wins the Combat struggle by 1
    And Bob's dead pile is "Test Cunning Merchant 2"
    And Alice has 1 Influence

  @id:reign-spoils-as-much-as-possible @rule:6.1 @rule:S.11
  Scenario: Spoils larger than the loser can pay are applied as far as possible
    Given Alice's active quest is "Test Quest W3 M3 S3 L5"
    And Alice controls "Test Soldier 5"
    And Bob controls "Test Soldier 2"
    When Alice initiates a Combat struggle against Bob with "Test Soldier 5"
    And Bob defends with "Test Soldier 2"
    Then Alice wins the Combat struggle by 3
    And Bob's dead pile is "Test Soldier 2"
    And Bob's field is empty

  @id:reign-only-defending-player-defends @rule:S.4 @rule:S.6
  Scenario: Only the player the struggle targets declares defenders
    Given Alice controls "Test Soldier 3" and "Test Soldier 2"
    And Bob controls "Test Soldier 2"
    When Alice initiates a Combat struggle against Bob with "Test Soldier 3"
    Then Alice cannot defend with "Test Soldier 2"
    And Alice's "Test Soldier 2" is ready

  @id:reign-two-combat-struggles-in-one-phase @rule:5.4 @rule:S.14 @rule:6.1
  Scenario: Each active player makes a Combat struggle of their own, and the two are told apart
    Given Alice controls "Test Soldier 3" and "Test Soldier 1"
    And Bob controls "Test Soldier 2", "Test Knight 2" and "Test Spy 2"
    When Alice initiates a Combat struggle against Bob with "Test Soldier 3"
    Given Bob will answer "kill" with "Test Spy 2"
    When Bob defends with "Test Soldier 2"
    And Alice passes
    And Bob passes
    Then Bob is the active player
    When Bob initiates a Combat struggle against Alice with "Test Knight 2"
    And Alice defends with "Test Soldier 1"
    Then Alice wins Alice's Combat struggle by 1
    And Bob wins Bob's Combat struggle by 1
    And the first Combat struggle totals are 3 for Alice and 2 for Bob
    And the second Combat struggle totals are 2 for Bob and 1 for Alice
    And Alice's "kill" choice offers exactly "Test Soldier 3" and "Test Soldier 1"
    And Alice's dead pile holds 2 cards
    And Bob's dead pile is "Test Spy 2"

  @id:reign-combat-kill-names-own-units-only @rule:6.1 @rule:S.11
  Scenario: The losing defender kills units of their own, never the attacker's, exactly as many as the Spoils
    Given Alice's active quest is "Test Quest W2 M2 S2 L2"
    And Alice controls "Test Soldier 5"
    And Bob controls "Test Soldier 1", "Test Spy 2" and "Test Priest 2"
    When Alice initiates a Combat struggle against Bob with "Test Soldier 5"
    Then Bob cannot answer "kill" with "Test Soldier 5" and "Test Spy 2" when he declares no defenders
    And Bob cannot answer "kill" with "Test Spy 2" when he declares no defenders
    And Bob cannot answer "kill" with "Test Spy 2", "Test Priest 2" and "Test Soldier 1" when he declares no defenders
    When Bob answers "kill" with "Test Spy 2" and "Test Priest 2" when he declares no defenders
    Then Bob's "kill" choice offers exactly "Test Soldier 1", "Test Spy 2" and "Test Priest 2"
    And Bob's "kill" choice allows at least 2
    And Bob controls "Test Soldier 1"
    And Bob's dead pile holds 2 cards

  @id:reign-sorcery-emblems-on-the-losers-cards @rule:6.1 @rule:S.11
  Scenario: Sorcery emblems go on the losing defender's field cards, as many as the Spoils and no more
    Given Alice's active quest is "Test Quest W2 M2 S2 L2"
    And Alice controls "Test Mage 2"
    And Bob controls "Test Soldier 1", "Test Watchtower" and "Test Spy 2"
    When Alice initiates a Sorcery struggle against Bob with "Test Mage 2"
    Then Alice cannot answer "emblems" with "Test Mage 2" and "Test Spy 2" when Bob declares no defenders
    And Alice cannot answer "emblems" with "Test Soldier 1", "Test Watchtower" and "Test Spy 2" when Bob declares no defenders
    When Alice answers "emblems" with "Test Soldier 1" and "Test Spy 2" when Bob declares no defenders
    Then Bob's "Test Soldier 1" is blank
    And Bob's "Test Spy 2" is blank
    And Bob's "Test Watchtower" is unblanked
    And Alice's "Test Mage 2" is unblanked

  @id:reign-sorcery-emblems-one-per-card @rule:6.1 @contested
  Scenario: Sorcery spoils put their emblems on different cards
    6.1 places N sorcery emblems on the loser's field cards without saying whether one card may
    take several. Reading adopted (fixtures/reign/contested.toml, reign-sorcery-emblem-stacking):
    each emblem goes on a different card, so naming one card twice is refused.
    Given Alice's active quest is "Test Quest W2 M2 S2 L2"
    And Alice controls "Test Mage 2"
    And Bob controls "Test Soldier 1" and "Test Spy 2"
    When Alice initiates a Sorcery struggle against Bob with "Test Mage 2"
    Then Alice cannot answer "emblems" with "Test Spy 2" and "Test Spy 2" when Bob declares no defenders
    And Bob's "Test Spy 2" has 0 sorcery emblems

  @id:reign-spoils-zero-applies-nothing @rule:6.1 @rule:2.4 @rule:S.10
  Scenario: An attacker whose quest has Spoils 0 applies no spoils, but the unopposed Influence still comes
    Given Alice's active quest is "Test Quest W1 M1 S0 L3"
    And Alice controls "Test Soldier 3"
    And Bob controls exhausted "Test Soldier 2"
    When Alice initiates a Combat struggle against Bob with "Test Soldier 3"
    And Bob declares no defenders
    Then Alice wins the Combat struggle by 3
    And Alice has 1 Influence
    And Bob controls "Test Soldier 2"
    And Bob's dead pile is empty

  @id:reign-guile-spoils-take-what-the-hand-holds @rule:6.1 @rule:S.11
  Scenario: A Guile win against a hand smaller than the Spoils discards the whole hand
    Given Alice's active quest is "Test Quest W2 M2 S2 L2"
    And Alice controls "Test Spy 2"
    And Bob has "Test Soldier 1" in hand
    When Alice initiates a Guile struggle against Bob with "Test Spy 2"
    And Bob declares no defenders
    Then the "random discard" outcome could be exactly "Test Soldier 1"
    And Bob's hand is empty
    And Bob's discard pile is "Test Soldier 1"

  @id:reign-zero-power-attacker-loses-to-a-defender @rule:S.8 @rule:S.11
  Scenario: An attack with 0 Power against any defending Power is the defender's win
    Given Alice controls "Test Peasant 0"
    And Bob controls "Test Soldier 1"
    When Alice initiates a Combat struggle against Bob with "Test Peasant 0"
    And Bob defends with "Test Soldier 1"
    Then Bob wins the Combat struggle by 1
    And Bob controls "Test Soldier 1"
    And Alice has 0 Influence

  @id:reign-authority-bonus-breaks-zero-zero @rule:6.3 @rule:S.8 @rule:S.10 @rule:5.5
  Scenario: With the Authority emblem a 0-Power attack totals 1, so it is no 0 to 0 and wins unopposed
    Given Alice holds the Authority emblem
    And Alice controls "Test Peasant 0"
    When Alice initiates a Combat struggle against Bob with "Test Peasant 0"
    And Bob declares no defenders
    Then Alice wins the Combat struggle by 1
    And the Combat struggle totals are 1 for Alice and 0 for Bob
    And Alice has 1 Influence

  @id:reign-unopposed-with-a-negative-power-defender @rule:S.10 @rule:6.6
  Scenario: A defender whose Power is below 0 counts 0, so the attacker's win is unopposed
    Given Alice controls "Test Soldier 2"
    And Bob controls "Test Soldier 2"
    And Alice's "Test Curse -3" is attached to Bob's "Test Soldier 2"
    When Alice initiates a Combat struggle against Bob with "Test Soldier 2"
    And Bob defends with "Test Soldier 2"
    Then the Combat struggle totals are 2 for Alice and 0 for Bob
    And Alice wins the Combat struggle by 2
    And Alice has 1 Influence
    And Bob's dead pile is "Test Soldier 2"

  @id:reign-a-unit-is-declared-once @rule:S.3 @rule:6.5
  Scenario: A unit cannot be declared as an attacker twice in one struggle
    Given Alice controls "Test Soldier 2"
    Then Alice cannot initiate a Combat struggle against Bob with "Test Soldier 2" and "Test Soldier 2"
    When Alice initiates a Combat struggle against Bob with "Test Soldier 2"
    And Bob declares no defenders
    Then the Combat struggle totals are 2 for Alice and 0 for Bob

  @id:reign-two-copies-attack-together @rule:S.3 @rule:6.3
  Scenario: Two copies of one unit are two attackers
    Given Alice controls "Test Soldier 2" and "Test Soldier 2"
    When Alice initiates a Combat struggle against Bob with "Test Soldier 2" and "Test Soldier 2"
    And Bob declares no defenders
    Then the Combat struggle totals are 4 for Alice and 0 for Bob

  @id:reign-a-defender-is-declared-once @rule:S.6 @rule:6.5
  Scenario: A unit cannot be declared as a defender twice
    Given Alice controls "Test Soldier 3"
    And Bob controls "Test Soldier 2"
    When Alice initiates a Combat struggle against Bob with "Test Soldier 3"
    Then Bob cannot defend with "Test Soldier 2" and "Test Soldier 2"
    When Bob defends with "Test Soldier 2"
    Then the Combat struggle totals are 3 for Alice and 2 for Bob

  @id:reign-struggle-against-an-opponent-only @rule:6 @rule:S.3
  Scenario: A player cannot make a struggle against themselves
    Given Alice controls "Test Soldier 3"
    Then Alice cannot initiate a Combat struggle against Alice with "Test Soldier 3"
    And Alice's "Test Soldier 3" is ready

  @id:reign-barred-unit-may-join-by-effect @rule:6.5 @rule:9.1
  Scenario: A unit Subtle barred from defending can still be added to the struggle by an effect
    Given Alice controls "Test Subtle Spy 2"
    And Bob controls "Test Spy 2"
    And Bob has 1 wealth in his pool
    And Bob has "Test Rally" in hand
    And Alice will answer "subtle" with "Test Spy 2"
    When Alice initiates a Guile struggle against Bob with "Test Subtle Spy 2"
    Then Bob cannot defend with "Test Spy 2"
    When Bob plays "Test Rally" on Bob's "Test Spy 2"
    And Bob declares no defenders
    Then the Guile struggle totals are 2 for Alice and 2 for Bob
    And Alice wins the Guile struggle by 0
    And Bob's "Test Spy 2" is ready
    And Alice has 0 Influence

  @id:reign-combat-kill-of-a-borrowed-unit-goes-to-its-owner @rule:7.1 @rule:3.2 @rule:6.1
  Scenario: A unit the loser controls but does not own, killed as Combat spoils, goes to its owner's dead pile
    Given Alice controls "Test Soldier 5"
    And Bob controls "Test Soldier 3" owned by Alice
    And Bob controls "Test Spy 2"
    When Alice initiates a Combat struggle against Bob with "Test Soldier 5"
    Given Bob will answer "kill" with "Test Soldier 3"
    When Bob declares no defenders
    Then Alice's dead pile is "Test Soldier 3"
    And Bob's dead pile is empty
    And Bob controls "Test Spy 2"

  @id:reign-sorcery-emblem-on-a-blank-card @rule:6.1 @rule:3.5 @rule:5.6
  Scenario: A Sorcery emblem placed on a card already blank adds to its emblems, and Refresh removes one only
    Given Alice controls "Test Mage 2"
    And Bob controls "Test Spy 2"
    And Bob's "Test Spy 2" has 1 sorcery emblem
    When Alice initiates a Sorcery struggle against Bob with "Test Mage 2"
    And Bob declares no defenders
    Then Bob's "Test Spy 2" has 2 sorcery emblems
    When the game advances to the Refresh phase
    Then Bob's "Test Spy 2" has 1 sorcery emblem
    And Bob's "Test Spy 2" is blank

  @id:reign-a-unit-joins-its-controllers-side @rule:6.5 @rule:6.3
  Scenario: A unit an effect adds to a struggle joins its controller's side, here the defender's
    Given it is the Confrontation phase and Bob is the active player
    And Bob controls "Test Soldier 3"
    And Alice controls "Test Spy 2"
    And Alice has 1 wealth in her pool
    And Alice has "Test Rally" in hand
    When Bob initiates a Combat struggle against Alice with "Test Soldier 3"
    And Alice plays "Test Rally" on Alice's "Test Spy 2"
    And Alice declares no defenders
    Then Bob's Combat struggle totals are 3 for Bob and 2 for Alice
    And Bob wins Bob's Combat struggle by 1
    And Bob has 0 Influence

  @id:reign-only-active-player-struggles-either-way @rule:5.4 @rule:S.1
  Scenario: With Bob active in Confrontation, Alice cannot initiate a struggle
    Given it is the Confrontation phase and Bob is the active player
    And Alice controls "Test Soldier 3"
    Then Alice cannot initiate a Combat struggle against Bob with "Test Soldier 3"
    And Alice's "Test Soldier 3" is ready

  @id:reign-only-the-defender-declares-either-way @rule:S.4 @rule:S.6
  Scenario: When Bob attacks, he cannot declare defenders; Alice does
    Given it is the Confrontation phase and Bob is the active player
    And Bob controls "Test Soldier 3" and "Test Soldier 2"
    And Alice controls "Test Soldier 1"
    When Bob initiates a Combat struggle against Alice with "Test Soldier 3"
    Then Bob cannot defend with "Test Soldier 2"
    When Alice defends with "Test Soldier 1"
    Then Bob wins Bob's Combat struggle by 2

  @id:reign-each-player-has-their-own-struggle-types @rule:5.4
  Scenario: A Combat struggle Bob already made this phase does not use up Alice's
    Given Bob has already made a Combat struggle this phase
    And Alice controls "Test Soldier 3"
    When Alice initiates a Combat struggle against Bob with "Test Soldier 3"
    And Bob declares no defenders
    Then Alice wins Alice's Combat struggle by 3

  @id:reign-a-forced-choice-among-namesakes-is-not-asked @rule:6.1 @rule:S.11
  Scenario: When every unit the loser may kill has one name, the choice is not asked
    Given Alice controls "Test Soldier 3"
    And Bob controls "Test Soldier 1" and "Test Soldier 1"
    When Alice initiates a Combat struggle against Bob with "Test Soldier 3"
    And Bob declares no defenders
    Then Bob's "kill" choice offers exactly "Test Soldier 1"
    And Bob's dead pile is "Test Soldier 1"
    And Bob's field holds 1 cards

  @id:reign-defenders-are-declared-once-with-the-window-open @rule:S.6 @rule:S.7
  Scenario: Defenders are declared once: while the action window after them is open, none can be added
    Given Alice controls "Test Soldier 3"
    And Bob controls "Test Soldier 2" and "Test Soldier 1"
    When Alice initiates a Combat struggle against Bob with "Test Soldier 3"
    And Bob defends with "Test Soldier 2" and the action window stays open
    Then Bob cannot defend with "Test Soldier 1"
    And Bob's "Test Soldier 1" is ready

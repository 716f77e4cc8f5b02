Feature: Traps, set and sprung
  A Trap is never cast. During a main phase of their own turn its player pays the Vitae cost and
  places it face down in a free Ward slot of one of their Havens; the setting is announced on the
  stack and can be answered. Set, it is bound to that Haven. When the Haven is attacked its
  controller may spring one of its Traps against each attack, from the declaration to the end of
  the declare blockers step: it turns face up and does what it says at once, without the stack,
  before any damage, then goes to the Spoils. A Ruse springs instead when an opponent's spell or
  ability targets its controller or a Haven of theirs (307).

  Background:
    Given a No Dawn duel between Alice and Bob
    And each player's lineage Haven is "Test Haven"

  @id:nodawn-trap-set-into-ward @rule:307.3 @rule:116.2b @rule:505.5a @rule:300.8 @rule:307.3a
  Scenario: A Trap is set face down into a Ward of one's Haven, its setting announced on the stack
    Given Alice has "Test Snare 3" in hand
    And Alice's pool holds 1 generic Vitae
    When Alice sets "Test Snare 3" in the Wards of "Test Haven"
    Then the stack holds "Test Snare 3"
    And Alice's hand is empty
    And Alice's pool holds no Vitae
    And Alice has no Trap set
    When Alice and Bob pass in turn
    Then Alice's "Test Snare 3" is set in "Test Haven"
    And the stack is empty
    And Alice's Spoils is empty

  @id:nodawn-trap-never-cast @rule:307.3 @rule:300.8 @rule:307.2
  Scenario: A Trap is never cast as a spell
    Given Alice has "Test Snare 3" in hand
    And Alice's pool holds 1 generic Vitae
    Then Alice cannot cast "Test Snare 3"

  @id:nodawn-trap-not-set-outside-main-phase @rule:307.3 @rule:505.5
  Scenario: A Trap is set only in a main phase of its owner's own turn
    Given Alice has "Test Snare 3" in hand
    And Alice's pool holds 1 generic Vitae
    And it is Alice's end step of turn 2
    Then Alice cannot set "Test Snare 3" in the Wards of "Test Haven"

  @id:nodawn-trap-not-set-in-opponents-turn @rule:116.2b @rule:307.3
  Scenario: A player with priority in an opponent's turn cannot set a Trap
    Given Bob has "Test Stone Ward 3" in hand
    When Alice passes
    Then Bob cannot set "Test Stone Ward 3" in the Wards of "Test Haven"

  @id:nodawn-trap-needs-empty-ward @rule:307.3a @rule:210.4 @rule:310.6
  Scenario: Each Ward slot holds one Trap: a Haven with two Wards takes no third
    Given Alice has set "Test Snare 3" in the Wards of "Test Haven"
    And Alice has set "Test Stone Ward 3" in the Wards of "Test Haven"
    And Alice has "Test Millet Ward" in hand
    Then Alice cannot set "Test Millet Ward" in the Wards of "Test Haven"
    And Alice has 2 Traps set

  @id:nodawn-trap-set-in-own-haven-only @rule:307.3 @rule:116.2b
  Scenario: A Trap goes only into a Haven its setter controls
    Given Bob controls "Bricked-Up Chapel"
    And Alice has "Test Millet Ward" in hand
    Then Alice cannot set "Test Millet Ward" in the Wards of "Bricked-Up Chapel"

  @id:nodawn-night-trap-not-set-by-day @rule:505.5 @rule:204.2 @rule:300.6
  Scenario: A night-bound Trap cannot be set on a Day turn
    Given the world cycle stands at Day 2, The Assault
    And Alice has "Test Moon Snare 2" in hand
    Then Alice cannot set "Test Moon Snare 2" in the Wards of "Test Haven"

  @id:nodawn-countered-setting @contested @rule:405.6c @rule:307.3 @rule:118.5
  Scenario: A countered setting leaves the Ward empty and the Trap in its owner's Spoils
    The rulebook says the setting can be answered (307.3, 405.6c) but not where a countered
    Trap goes. Reading adopted: the card has left its owner's hand face down, so it goes to the
    Spoils, where a card leaving a No Dawn area goes by default (400.8); its cost stays paid.
    See docs/contested.md, nodawn-countered-setting.

    Given Alice has "Test Snare 3" in hand
    And Alice's pool holds 1 generic Vitae
    And Bob has "Test Negation" in hand
    When Alice sets "Test Snare 3" in the Wards of "Test Haven"
    And Alice passes
    And Bob casts "Test Negation" targeting Alice's set Trap
    And Bob and Alice pass in turn
    Then Alice has no Trap set
    And Alice has "Test Snare 3" in her Spoils
    And Alice's hand is empty
    And Alice's pool holds no Vitae

  @id:nodawn-lineage-haven-trap-discount @rule:310.9 @rule:307.3
  Scenario: A lineage Haven's passive, card text, makes the Traps its player sets cost less
    Given Alice's lineage Haven is "The Counting-House Dark"
    And Alice has "Test Snare 3" in hand
    When Alice sets "Test Snare 3" in the Wards of "The Counting-House Dark"
    And Alice and Bob pass in turn
    Then Alice's "Test Snare 3" is set in "The Counting-House Dark"
    And Alice has 20 Vitae and 0 Corruption

  @id:nodawn-counting-house-and-chapel @example @rule:310.12 @rule:310.3 @rule:310.6 @rule:310.9
  Scenario: The Counting-House Dark and the Estate Bricked-Up Chapel: two refuges, Traps a Vitae cheaper
    310's example: The Counting-House Dark, the Liamite lineage Haven, has Defense 12, Rooms 3 and
    Wards 3 and makes its player's Traps 1 cheaper; casting the Estate Bricked-Up Chapel (Defense
    6, Rooms 2, Wards 1) gives that player a second refuge. Its use as a Procession's decoy
    destination is not modeled.

    Given Alice's lineage Haven is "The Counting-House Dark"
    And Alice has "Bricked-Up Chapel" and "Test Snare 3" in hand
    And Alice's pool holds 5 generic Vitae
    When Alice casts "Bricked-Up Chapel"
    And Alice and Bob pass in turn
    Then Alice controls "The Counting-House Dark" and "Bricked-Up Chapel"
    And Alice's "The Counting-House Dark" has 12 Defense
    And Alice's "Bricked-Up Chapel" has 6 Defense
    When Alice sets "Test Snare 3" in the Wards of "Bricked-Up Chapel"
    And Alice and Bob pass in turn
    Then Alice's "Test Snare 3" is set in "Bricked-Up Chapel"
    And Alice has 20 Vitae

  @id:nodawn-trap-sprung-before-damage @rule:307.4 @rule:307.5 @rule:509.2 @rule:701.22a @rule:310.5 @rule:408.3b
  Scenario: A sprung Trap does what it says at once, before the attack's damage, and is spent
    Given Bob has set "Test Snare 3" in the Wards of "Test Haven"
    And Alice controls "Gilded Emissary"
    And it is Alice's declare attackers step of turn 2
    When Alice attacks Bob's "Test Haven" with "Gilded Emissary"
    Given Bob will answer "rest" with "decline"
    When Bob answers "target" with "Alice's Gilded Emissary" when he springs "Test Snare 3" against "Gilded Emissary"
    Then the stack is empty
    And Alice no longer controls "Gilded Emissary"
    And Bob has "Test Snare 3" in his Spoils
    And Bob has no Trap set
    When the game advances to Alice's end of combat step
    Then Bob's "Test Haven" has 10 Defense

  @id:nodawn-trap-offers-attackers @rule:307.4 @rule:509.2
  Scenario: The defender chooses the sprung Trap's target among the attacking Entities
    Given Bob has set "Test Snare 3" in the Wards of "Test Haven"
    And Alice controls "Gilded Emissary" and "Test Brute 4/4"
    And it is Alice's declare attackers step of turn 2
    When Alice declares attacks
      | attacker         | target             |
      | Gilded Emissary  | Bob's "Test Haven" |
      | Test Brute 4/4   | Bob                |
    And Bob answers "target" with "Alice's Test Brute 4/4" when he springs "Test Snare 3" against "Gilded Emissary"
    Then Bob's "target" choice offers exactly "Alice's Gilded Emissary" and "Alice's Test Brute 4/4"
    And Alice's "Test Brute 4/4" has 3 damage

  @id:nodawn-one-trap-per-attack @example @proposed @rule:307.6 @rule:307.4 @rule:408.3b @rule:509.2
  Scenario: Two attackers besiege the Kaelite Haven: one Trap springs per attack
    307's example: two of the Kaelite Haven's three Wards hold Traps; one springs against the
    first attack, and since an attack allows a single Trap, the second blow meets nothing but the
    walls. The example's sprung Trap is Apostate's Bargain, which the rulebook also calls a
    Caprice and a Power and gives no text as a Trap: the kit's Test Snare 3 stands in for it (see
    docs/contested.md, nodawn-apostates-bargain-type).

    Given Bob's lineage Haven is "The Gilded Haven"
    And Bob has set "Test Snare 3" in the Wards of "The Gilded Haven"
    And Bob has set "Test Stone Ward 3" in the Wards of "The Gilded Haven"
    And Alice controls "Gilded Emissary" and "Test Brute 4/4"
    And it is Alice's declare attackers step of turn 2
    When Alice declares attacks
      | attacker         | target                   |
      | Gilded Emissary  | Bob's "The Gilded Haven" |
      | Test Brute 4/4   | Bob's "The Gilded Haven" |
    Given Bob will answer "rest" with "decline"
    When Bob answers "target" with "Alice's Gilded Emissary" when he springs "Test Snare 3" against "Gilded Emissary"
    Then Alice no longer controls "Gilded Emissary"
    And Bob cannot spring "Test Stone Ward 3" against "Gilded Emissary"
    When the game advances to Alice's end of combat step
    Then Bob's "The Gilded Haven" has 8 Defense
    And Bob has 1 Traps set

  @id:nodawn-trap-window-closes @rule:509.2 @rule:307.4
  Scenario: The window to spring closes with the declare blockers step
    Given Bob has set "Test Snare 3" in the Wards of "Test Haven"
    And Alice controls "Gilded Emissary"
    And it is Alice's declare attackers step of turn 2
    When Alice attacks Bob's "Test Haven" with "Gilded Emissary"
    And the game advances to Alice's combat damage step
    Then Bob cannot spring "Test Snare 3" against "Gilded Emissary"
    And Bob's "Test Haven" has 7 Defense

  @id:nodawn-trap-springs-only-for-its-haven @rule:307.4 @rule:307.3a
  Scenario: A Trap springs only against an attack on the Haven it wards
    Given Bob has set "Test Snare 3" in the Wards of "Test Haven"
    And Alice controls "Gilded Emissary"
    And it is Alice's declare attackers step of turn 2
    When Alice attacks Bob with "Gilded Emissary"
    Then Bob cannot spring "Test Snare 3" against "Gilded Emissary"

  @id:nodawn-ward-blunts-the-blow @rule:310.5 @rule:210.2 @rule:615.2
  Scenario: A Ward that prevents damage leaves only what survives it to fall on the Defense
    Given Bob has set "Test Stone Ward 3" in the Wards of "Test Haven"
    And Alice controls "Test Brute 4/4"
    And it is Alice's declare attackers step of turn 2
    When Alice attacks Bob's "Test Haven" with "Test Brute 4/4"
    And Bob answers "target" with "Bob's Test Haven" when he springs "Test Stone Ward 3" against "Test Brute 4/4"
    And the game advances to Alice's end of combat step
    Then Bob's "Test Haven" has 9 Defense
    And Bob has "Test Stone Ward 3" in his Spoils

  @id:nodawn-trap-of-fallen-haven @proposed @rule:307.6 @rule:704.5p
  Scenario: A Haven that leaves the battlefield takes its set Traps to the Spoils, unsprung
    Given Bob has set "Test Snare 3" in the Wards of "Test Haven"
    And Alice has "Test Ruin" in hand
    When Alice casts "Test Ruin" targeting Bob's "Test Haven"
    And Alice and Bob pass in turn
    Then Bob no longer controls "Test Haven"
    And Bob has no Trap set
    And Bob has "Test Snare 3" and "Test Haven" in his Spoils

  @id:nodawn-scatter-ward-counts @rule:702.45a @rule:702.45c @rule:122.2j
  Scenario: A Scatter Ward makes its attacker count: its attack ends, and the counters leave with the sky
    Given Bob has set "Test Millet Ward" in the Wards of "Test Haven"
    And Alice controls "Test Brute 4/4"
    And Alice's Domain holds 3 copies of "Test Filler"
    And Bob's Domain holds 3 copies of "Test Filler"
    And it is Alice's declare attackers step of turn 2
    When Alice attacks Bob's "Test Haven" with "Test Brute 4/4"
    And Bob springs "Test Millet Ward" against "Test Brute 4/4"
    Then Alice's "Test Brute 4/4" has 2 count counters
    And Alice's "Test Brute 4/4" is not in combat
    When the game advances to Alice's end of combat step
    Then Bob's "Test Haven" has 10 Defense
    When the game advances to Alice's upkeep
    Then the world cycle stands at Night 2, The Arise
    And Alice's "Test Brute 4/4" has 1 count counter

  @id:nodawn-ruse-counters-announcement @rule:307.4a @rule:405.6c
  Scenario: A Ruse springs on an opponent's announcement that targets its controller
    Given Bob has set "Test Mirror Ruse" in the Wards of "Test Haven"
    And Alice has "Test Bolt 3" in hand
    And Bob will answer "spring" with "Test Mirror Ruse"
    And Bob will answer "target" with "Alice's Test Bolt 3"
    When Alice casts "Test Bolt 3" targeting Bob
    Then Bob's "spring" choice offers exactly "Test Mirror Ruse" and "none"
    And the stack is empty
    And Alice has "Test Bolt 3" in her Spoils
    And Bob has "Test Mirror Ruse" in his Spoils
    And Bob has 20 Vitae

  @id:nodawn-ruse-unsprung-is-kept @rule:307.4a
  Scenario: A Ruse not sprung is not spent
    Given Bob has set "Test Mirror Ruse" in the Wards of "Test Haven"
    And Alice has "Test Bolt 3" in hand
    And Bob will answer "spring" with "none"
    When Alice casts "Test Bolt 3" targeting Bob's "Test Haven"
    And Alice and Bob pass in turn
    Then Bob's "Test Haven" has 7 Defense
    And Bob's "Test Mirror Ruse" is set in "Test Haven"

  @id:nodawn-ruse-not-for-own-announcement @rule:307.4a
  Scenario: A Ruse never answers its own controller's announcement, nor one that targets nothing
    Given Alice has set "Test Mirror Ruse" in the Wards of "Test Haven"
    And Alice has "Test Bolt 3" and "Test Red Dawn 3" in hand
    When Alice casts "Test Bolt 3" targeting Alice
    And Alice and Bob pass in turn
    Then Alice has 17 Vitae
    When Alice casts "Test Red Dawn 3"
    And Alice and Bob pass in turn
    Then Alice has 14 Vitae
    And Alice's "Test Mirror Ruse" is set in "Test Haven"

  @id:nodawn-ruse-not-sprung-on-attack @rule:307.4a @rule:307.4
  Scenario: A Ruse cannot be sprung against an attack
    Given Bob has set "Test Mirror Ruse" in the Wards of "Test Haven"
    And Alice controls "Gilded Emissary"
    And it is Alice's declare attackers step of turn 2
    When Alice attacks Bob's "Test Haven" with "Gilded Emissary"
    Then Bob cannot spring "Test Mirror Ruse" against "Gilded Emissary"

  @id:nodawn-night-trap-set-by-night @rule:204.2 @rule:307.3
  Scenario: On a Night turn the night-bound Moon Snare is set like any Trap
    Given Alice has "Test Moon Snare 2" in hand
    When Alice sets "Test Moon Snare 2" in the Wards of "Test Haven"
    And Alice and Bob pass in turn
    Then Alice's "Test Moon Snare 2" is set in "Test Haven"
    And Alice's hand is empty

  @id:nodawn-ruse-the-one-chosen-springs @rule:307.4a @rule:307.5
  Scenario: Of two Ruses set, the one Bob chooses springs and is spent, and the other stays set
    Given Bob has set "Test Mirror Ruse" in the Wards of "Test Haven"
    And Bob has set "Test Blood Ruse" in the Wards of "Test Haven"
    And Bob has 15 Vitae
    And Alice has "Test Bolt 3" in hand
    And Bob will answer "spring" with "Test Blood Ruse"
    When Alice casts "Test Bolt 3" targeting Bob
    Then Bob's "spring" choice offers exactly "Test Blood Ruse", "Test Mirror Ruse" and "none"
    And Bob has 17 Vitae
    And Bob has "Test Blood Ruse" in his Spoils
    And Bob's "Test Mirror Ruse" is set in "Test Haven"
    And the stack holds "Test Bolt 3"
    When Alice and Bob pass in turn
    Then Bob has 14 Vitae

  @id:nodawn-trap-set-in-own-haven-only-later-name @rule:307.3 @rule:116.2b
  Scenario: A Trap goes only into a Haven its setter controls: not into Bob's Tollhouse, whatever Alice controls herself
    Alice controls her own Test Haven, but the Wards she names are those of the Tollhouse of the
    Nine Gates, an Estate of Bob's.

    Given Bob controls "Tollhouse of the Nine Gates"
    And Alice has "Test Stone Ward 3" in hand
    Then Alice cannot set "Test Stone Ward 3" in the Wards of "Tollhouse of the Nine Gates"
    And Alice has no Trap set

  @id:nodawn-trap-ward-held-by-a-waiting-setting @rule:307.3a @rule:307.3 @rule:116.2b
  Scenario: A setting waiting on the stack holds its Ward: with one Trap set and another being set, the two-Ward Haven takes no third
    Each setting places its Trap into an empty Ward slot (307.3), and a Haven holds no more Traps
    than its printed Wards (116.2b, 307.3a): Test Haven has two, one filled and one named by the
    setting still on the stack, so none is left for the Millet Ward. Alice holds priority after
    announcing the setting (116.2b lets her set while she has it).

    Given Alice has set "Test Snare 3" in the Wards of "Test Haven"
    And Alice has "Test Stone Ward 3" and "Test Millet Ward" in hand
    When Alice sets "Test Stone Ward 3" in the Wards of "Test Haven"
    Then the stack holds "Test Stone Ward 3"
    And Alice cannot set "Test Millet Ward" in the Wards of "Test Haven"
    When Alice and Bob pass in turn
    Then Alice's "Test Stone Ward 3" is set in "Test Haven"
    And Alice has 2 Traps set
    And Alice's hand is "Test Millet Ward"

  @id:nodawn-caprice-never-set @rule:307.3 @rule:505.5a
  Scenario: Only a Trap is set into a Ward: a Caprice is not, even one costing nothing
    Given Alice has "Test Ruin" in hand
    Then Alice cannot set "Test Ruin" in the Wards of "Test Haven"
    And Alice has no Trap set
    And Alice's hand is "Test Ruin"

  @id:nodawn-trap-springs-not-for-another-haven @rule:307.4 @rule:307.3a
  Scenario: A Trap set in one Haven's Wards does not spring for an attack on another Haven of its player
    Bob's Snare is bound to his Test Haven (307.3a); Alice's Emissary besieges his Tollhouse of the
    Nine Gates instead, whose Wards hold nothing, so the Snare cannot spring against it (307.4)
    and stays set.

    Given Bob controls "Tollhouse of the Nine Gates"
    And Bob has set "Test Snare 3" in the Wards of "Test Haven"
    And Alice controls "Gilded Emissary"
    And it is Alice's declare attackers step of turn 2
    When Alice attacks Bob's "Tollhouse of the Nine Gates" with "Gilded Emissary"
    Then Bob cannot spring "Test Snare 3" against "Gilded Emissary"
    And Bob's "Test Snare 3" is set in "Test Haven"

  @id:nodawn-ruse-the-later-name-chosen-springs @rule:307.4a @rule:307.5
  Scenario: Of two Ruses set, Bob chooses the one of the later name: the Mirror Ruse springs, and the Blood Ruse set before it stays
    The Blood Ruse was set first and its name sorts first; Bob chooses the Mirror Ruse (307.4a),
    which counters Alice's Bolt and is spent (307.5). The Blood Ruse is untouched: set still, and
    Bob gains no Vitae.

    Given Bob has set "Test Blood Ruse" in the Wards of "Test Haven"
    And Bob has set "Test Mirror Ruse" in the Wards of "Test Haven"
    And Bob has 15 Vitae
    And Alice has "Test Bolt 3" in hand
    And Bob will answer "spring" with "Test Mirror Ruse"
    And Bob will answer "target" with "Alice's Test Bolt 3"
    When Alice casts "Test Bolt 3" targeting Bob
    Then Bob's "spring" choice offers exactly "Test Blood Ruse", "Test Mirror Ruse" and "none"
    And the stack is empty
    And Alice has "Test Bolt 3" in her Spoils
    And Bob has "Test Mirror Ruse" in his Spoils
    And Bob's "Test Blood Ruse" is set in "Test Haven"
    And Bob has 15 Vitae

  @id:nodawn-trap-same-named-estates-own-wards @rule:307.3a @rule:116.2b @rule:310.3 @rule:100.2b
  Scenario: Two copies of one Estate each offer their own Wards: one full, the other still takes a Trap
    A Domain may hold three copies of an Estate (100.2b) and a player may control any number of
    Havens (310.3); nothing limits Havens of one name, none being Eminent (205.4b). Each Haven's
    Ward slots are its own (307.3a): Bricked-Up Chapel prints Wards 1, so with a Trap in the east
    Chapel the east one takes no second, and the west one, empty, takes one (116.2b).

    Given Alice controls "Bricked-Up Chapel", called "the east Chapel"
    And Alice controls "Bricked-Up Chapel", called "the west Chapel"
    And Alice has set "Test Snare 3" in the Wards of "the east Chapel"
    And Alice has "Test Millet Ward" in hand
    Then Alice cannot set "Test Millet Ward" in the Wards of "the east Chapel"
    When Alice sets "Test Millet Ward" in the Wards of "the west Chapel"
    And Alice and Bob pass in turn
    Then Alice's "Test Millet Ward" is set in "the west Chapel"
    And Alice's "Test Snare 3" is set in "the east Chapel"
    And Alice has 2 Traps set

  @id:nodawn-trap-same-named-estate-springs-for-its-own @rule:307.4 @rule:307.3a
  Scenario: Of two copies of one Estate, a Trap springs against an attack on the copy it wards, not on the other
    Bob's Snare is bound to the east Chapel (307.3a). Alice's Emissary besieges the west Chapel,
    whose one Ward is empty: the Snare cannot spring against it (307.4). Her Noble Squire
    besieges the east Chapel, and against that attack the Snare springs.

    Given Bob controls "Bricked-Up Chapel", called "the east Chapel"
    And Bob controls "Bricked-Up Chapel", called "the west Chapel"
    And Bob has set "Test Snare 3" in the Wards of "the east Chapel"
    And Alice controls "Gilded Emissary" and "Test Noble Squire"
    And it is Alice's declare attackers step of turn 2
    When Alice declares attacks
      | attacker          | target                      |
      | Gilded Emissary   | Bob's "the west Chapel"     |
      | Test Noble Squire | Bob's "the east Chapel"     |
    Then Bob cannot spring "Test Snare 3" against "Gilded Emissary"
    And Bob's "Test Snare 3" is set in "the east Chapel"
    Given Bob will answer "rest" with "decline"
    When Bob answers "target" with "Alice's Test Noble Squire" when he springs "Test Snare 3" against "Test Noble Squire"
    Then Alice no longer controls "Test Noble Squire"
    And Bob has "Test Snare 3" in his Spoils
    And Bob has no Trap set

  @id:nodawn-trap-same-named-estate-falls-alone @proposed @rule:307.6 @rule:704.5p @rule:307.3a
  Scenario: Of two copies of one Estate, the one destroyed takes only its own Trap to the Spoils
    Each set Trap is bound to its own Haven (307.3a): when the east Chapel is destroyed, the
    Snare in its Ward guards nothing and goes to the Spoils (307.6, 704.5p); the Millet Ward set
    in the west Chapel, which still stands, stays set.

    Given Bob controls "Bricked-Up Chapel", called "the east Chapel"
    And Bob controls "Bricked-Up Chapel", called "the west Chapel"
    And Bob has set "Test Snare 3" in the Wards of "the east Chapel"
    And Bob has set "Test Millet Ward" in the Wards of "the west Chapel"
    And Alice has "Test Ruin" in hand
    When Alice casts "Test Ruin" targeting Bob's "the east Chapel"
    And Alice and Bob pass in turn
    Then Bob has "Test Snare 3" and "Bricked-Up Chapel" in his Spoils
    And Bob's "Test Millet Ward" is set in "the west Chapel"
    And Bob has 1 Traps set

  @id:nodawn-trap-two-copies-of-an-estate-two-wards @rule:307.3a @rule:116.2b @rule:310.3
  Scenario: A player with two copies of a one-Ward Estate, a Trap set in one, sets a second Trap in the other
    Two Bricked-Up Chapels print one Ward each, and each Ward slot is its own Haven's (307.3a):
    one Trap set leaves the other copy's Ward empty, so a second Trap may be set (116.2b), and no
    third, both Wards then being full.

    Given Alice controls "Bricked-Up Chapel" and "Bricked-Up Chapel"
    And Alice has set "Test Snare 3" in the Wards of "Bricked-Up Chapel"
    And Alice has "Test Millet Ward" and "Test Stone Ward 3" in hand
    When Alice sets "Test Millet Ward" in the Wards of "Bricked-Up Chapel"
    And Alice and Bob pass in turn
    Then Alice has 2 Traps set
    And Alice cannot set "Test Stone Ward 3" in the Wards of "Bricked-Up Chapel"

  @id:nodawn-trap-west-chapel-snare-not-for-east @rule:307.4 @rule:307.3a
  Scenario: A Trap warding the west copy of an Estate does not spring for an attack on the east copy
    Bob's Snare is bound to the west Chapel (307.3a). Alice's Emissary besieges the east Chapel,
    whose one Ward is empty: the Snare cannot spring against it (307.4) and stays set in the west.

    Given Bob controls "Bricked-Up Chapel", called "the east Chapel"
    And Bob controls "Bricked-Up Chapel", called "the west Chapel"
    And Bob has set "Test Snare 3" in the Wards of "the west Chapel"
    And Alice controls "Gilded Emissary"
    And it is Alice's declare attackers step of turn 2
    When Alice attacks Bob's "the east Chapel" with "Gilded Emissary"
    Then Bob cannot spring "Test Snare 3" against "Gilded Emissary"
    And Bob's "Test Snare 3" is set in "the west Chapel"

  @id:nodawn-trap-not-set-by-first-seat-in-opponents-turn @rule:307.3 @rule:116.2b
  Scenario: The player seated first, holding priority in her opponent's main phase, cannot set a Trap
    Given it is Bob's first main phase of turn 2
    And Alice has "Test Snare 3" in hand
    And Alice's pool holds 1 generic Vitae
    When Bob passes
    Then Alice holds priority
    And Alice cannot set "Test Snare 3" in the Wards of "Test Haven"
    And Alice has "Test Snare 3" in hand

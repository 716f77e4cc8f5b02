Feature: Keywords
  Subtle bars a defender when declared; the on-win keywords act for winning participants after the
  spoils, each only if its player wants; Haste, Loyalty, Restricted, Scout, No Attachments and
  Bound govern playing cards. Blanking removes printed keywords but not gained ones.

  Background:
    Given a Reign of Kings duel between Alice of "Camelot" and Bob of "The Eleven"
    And Alice's active quest is "Test Quest W4 M2 S1 L7"
    And Bob's active quest is "Test Quest W5 M1 S2 L6"
    And it is the Confrontation phase and Alice is the active player

  @id:reign-subtle-bars-a-defender @rule:9.1 @rule:S.3
  Scenario: A Subtle attacker bars one eligible enemy unit from defending
    Given Alice controls "Test Subtle Spy 2"
    And Bob controls "Test Spy 2" and "Test Cunning Merchant 2"
    And Alice will answer "subtle" with "Test Spy 2"
    When Alice initiates a Guile struggle against Bob with "Test Subtle Spy 2"
    Then Alice's "subtle" choice offers exactly "Test Spy 2", "Test Cunning Merchant 2" and "nothing"
    Then Bob cannot defend with "Test Spy 2"
    And Bob's "Test Spy 2" is ready

  @id:reign-subtle-cannot-bar-subtle @rule:9.1
  Scenario: A unit with Subtle cannot be barred and may still defend
    Given Alice controls "Test Subtle Spy 2"
    And Bob controls "Test Subtle Spy 2"
    When Alice initiates a Guile struggle against Bob with "Test Subtle Spy 2"
    And Bob defends with "Test Subtle Spy 2"
    Then Alice wins the Guile struggle by 0
    And Bob's "Test Subtle Spy 2" is exhausted

  @id:reign-glory-places-influence @rule:9.2 @rule:S.12
  Scenario: Glory puts 1 Influence on the winning unit
    Given Alice controls "Test Glory Knight 2"
    When Alice initiates a Faith struggle against Bob with "Test Glory Knight 2"
    Given Alice will answer "glory" with "yes"
    When Bob declares no defenders
    Then Alice's "Test Glory Knight 2" has 1 Influence
    And Alice's faction card holds 1 Influence
    And Alice has 2 Influence

  @id:reign-on-win-keyword-is-optional @rule:9.2
  Scenario: A player may decline an on-win keyword
    Given Alice controls "Test Glory Knight 2"
    When Alice initiates a Combat struggle against Bob with "Test Glory Knight 2"
    Given Alice will answer "glory" with "no"
    When Bob declares no defenders
    Then Alice's "Test Glory Knight 2" has 0 Influence
    And Alice has 1 Influence

  @id:reign-mastery-and-cunning-for-a-defender @rule:9.2
  Scenario: Mastery and Cunning work on the winning defender's side too
    Given it is the Confrontation phase and Bob is the active player
    And Bob controls "Test Soldier 1"
    And Alice controls "Test Mastery Sage 2" and "Test Cunning Merchant 2"
    And Alice's draw deck holds, from the top, "Test Spy 2" and "Test Soldier 5"
    When Bob initiates a Combat struggle against Alice with "Test Soldier 1"
    Given Alice will answer "mastery" with "yes"
    And Alice will answer "cunning" with "yes"
    When Alice defends with "Test Mastery Sage 2" and "Test Cunning Merchant 2"
    Then Alice wins the Combat struggle by 3
    And Alice's hand is "Test Spy 2"
    And Alice has 1 wealth in her pool

  @id:reign-compel-below-margin @rule:9.2 @rule:6.4
  Scenario: Compel exhausts an enemy unit whose Power is below the win margin
    Given Alice controls "Test Compel Warlord 4"
    And Bob controls "Test Soldier 1", "Test Spy 2" and "Test Priest 2"
    When Alice initiates a Combat struggle against Bob with "Test Compel Warlord 4"
    Given Alice will answer "compel" with "Test Spy 2"
    And Bob will answer "kill" with "Test Soldier 1"
    When Bob defends with "Test Soldier 1"
    Then Alice wins the Combat struggle by 3
    And Alice's "compel" choice offers exactly "Test Spy 2", "Test Priest 2" and "nothing"
    And Bob's "Test Spy 2" is exhausted
    And Bob's "Test Priest 2" is ready

  @id:reign-ravage-mills @rule:9.2
  Scenario: Ravage mills the losing defender's deck
    Given Alice controls "Test Ravage Raider 2"
    And Bob's draw deck holds, from the top, "Test Soldier 1", "Test Spy 2" and "Test Mage 2"
    When Alice initiates a Combat struggle against Bob with "Test Ravage Raider 2"
    Given Alice will answer "ravage" with "yes"
    When Bob declares no defenders
    Then Bob's draw deck is "Test Mage 2"
    And Bob's discard pile is "Test Spy 2" and "Test Soldier 1"

  @id:reign-prowess-readies-attacker @rule:9.2 @rule:6.5
  Scenario: Prowess readies the winning attacker
    Given Alice controls "Test Prowess Knight 3"
    When Alice initiates a Combat struggle against Bob with "Test Prowess Knight 3"
    Given Alice will answer "prowess" with "yes"
    When Bob declares no defenders
    Then Alice's "Test Prowess Knight 3" is ready

  @id:reign-wary-readies-defender @rule:9.2
  Scenario: Wary readies a winning defender; a losing attacker stays exhausted
    Given Alice controls "Test Soldier 2"
    And Bob controls "Test Wary Guard 3"
    When Alice initiates a Combat struggle against Bob with "Test Soldier 2"
    Given Bob will answer "wary" with "yes"
    When Bob defends with "Test Wary Guard 3"
    Then Bob wins the Combat struggle by 1
    And Bob's "Test Wary Guard 3" is ready
    And Alice's "Test Soldier 2" is exhausted

  @id:reign-ruthless-kills-a-defender @rule:9.2
  Scenario: Ruthless makes the loser kill one of their defending units
    Given Alice's active quest is "Test Quest W6 M0 S1 L4"
    And Alice controls "Test Ruthless Captain 3" and "Test Soldier 5"
    And Bob controls "Test Soldier 1", "Test Soldier 2" and "Test Spy 2"
    When Alice initiates a Combat struggle against Bob with "Test Ruthless Captain 3" and "Test Soldier 5"
    Given Bob will answer "kill" with "Test Spy 2"
    And Alice will answer "ruthless" with "yes"
    And Bob will answer "ruthless kill" with "Test Soldier 2"
    When Bob defends with "Test Soldier 1" and "Test Soldier 2"
    Then Bob's dead pile is "Test Soldier 2" and "Test Spy 2"
    And Bob's "ruthless kill" choice offers exactly "Test Soldier 1" and "Test Soldier 2"
    And Bob controls "Test Soldier 1"

  @id:reign-blank-loses-printed-keyword @rule:3.6 @rule:9
  Scenario: A blanked unit cannot use its printed on-win keyword
    Given Alice controls "Test Glory Knight 2"
    And Alice's "Test Glory Knight 2" has 1 sorcery emblem
    When Alice initiates a Combat struggle against Bob with "Test Glory Knight 2"
    And Bob declares no defenders
    Then Alice wins the Combat struggle by 2
    And Alice's "Test Glory Knight 2" has 0 Influence
    And Alice has 1 Influence

  @id:reign-gained-keyword-survives-blank @rule:3.6 @rule:9
  Scenario: A keyword gained from an attachment is not removed by blanking the unit
    Given Alice controls "Test Soldier 2"
    And "Test Laurel of Glory" is attached to Alice's "Test Soldier 2"
    And Alice's "Test Soldier 2" has 1 sorcery emblem
    When Alice initiates a Combat struggle against Bob with "Test Soldier 2"
    Given Alice will answer "glory" with "yes"
    When Bob declares no defenders
    Then Alice's "Test Soldier 2" has the keywords "Glory"
    And Alice's "Test Soldier 2" has 1 Influence
    And Alice's "Test Soldier 2" has 2 Power

  @id:reign-haste-in-confrontation @rule:9.3 @rule:8.6
  Scenario: Haste fields a card from hand in Confrontation for its Haste cost
    Given Alice has 1 wealth in her pool
    And Alice has "Test Haste Rider 2" in hand
    When Alice plays "Test Haste Rider 2" with Haste
    Then Alice controls "Test Haste Rider 2"
    And Alice has 0 wealth in her pool

  @id:reign-haste-only-in-confrontation @rule:9.3
  Scenario: Haste cannot be used outside the Confrontation phase
    Given it is the Kingdom phase and Alice is the active player
    And Alice has 5 wealth in her pool
    And Alice has "Test Haste Rider 2" in hand
    Then Alice cannot play "Test Haste Rider 2" with Haste

  @id:reign-haste-pays-loyalty @rule:9.3
  Scenario: An off-faction card fielded with Haste still pays its Loyalty
    Given it is the Confrontation phase and Bob is the active player
    And Bob has 2 wealth in his pool
    And Bob has "Test Camelot Outrider 2" in hand
    When Bob plays "Test Camelot Outrider 2" with Haste
    Then Bob controls "Test Camelot Outrider 2"
    And Bob has 0 wealth in his pool

  @id:reign-haste-by-non-active-player @rule:9.3 @rule:5.4 @contested
  Scenario: The player who is not active may use Haste in a Confrontation action window
    Both players act in the phase's action windows (5.4); the active-player limit on fielding cards
    is stated for the Kingdom phase (5.3), while Haste names only the Confrontation phase. Reading
    adopted: Haste is open to either player in Confrontation (the keyword is the specific rule).
    Given Bob has 1 wealth in his pool
    And Bob has "Test Haste Rider 2" in hand
    When Bob plays "Test Haste Rider 2" with Haste
    Then Bob controls "Test Haste Rider 2"
    And Bob has 0 wealth in his pool

  @id:reign-loyalty-surcharge-off-faction @rule:9.3 @rule:5.3 @rule:1.2
  Scenario: An off-faction unit costs its printed Loyalty more; in-faction it does not
    Given it is the Kingdom phase and Bob is the active player
    And Bob has 7 wealth in his pool
    And Bob has "Test Camelot Knight 3" and "Test Eleven Zealot 2" in hand
    When Bob plays "Test Camelot Knight 3"
    Then Bob has 2 wealth in his pool
    When Bob plays "Test Eleven Zealot 2"
    Then Bob has 0 wealth in his pool

  @id:reign-loyalty-not-enough-wealth @rule:9.3
  Scenario: An off-faction unit cannot be played when the pool covers its cost but not its Loyalty
    Given it is the Kingdom phase and Bob is the active player
    And Bob has 4 wealth in his pool
    And Bob has "Test Camelot Knight 3" in hand
    Then Bob cannot play "Test Camelot Knight 3"

  @id:reign-loyalty-on-deeds @rule:9.3 @rule:10.4
  Scenario: An off-faction deed pays its Loyalty although it never enters the field
    Given Bob has 3 wealth in his pool
    And Bob has "Test Camelot Edict" in hand
    And Bob's draw deck holds, from the top, "Test Spy 2"
    When Bob plays "Test Camelot Edict"
    Then Bob has 0 wealth in his pool
    And Bob's hand is "Test Spy 2"
    And Bob's discard pile is "Test Camelot Edict"

  @id:reign-bound-cannot-be-off-faction @rule:9.3 @rule:preamble.4 @rule:quick-reference.12
  Scenario: A Bound card cannot be played by a player of another faction
    Given it is the Kingdom phase and Alice is the active player
    And Alice has 8 wealth in her pool
    And Alice has "Test Fay Witch 2" in hand
    Then Alice cannot play "Test Fay Witch 2"

  @id:reign-restricted-once-per-round @rule:9.3
  Scenario: Only one Restricted card may enter a player's field in a round
    Given it is the Kingdom phase and Alice is the active player
    And Alice has 6 wealth in her pool
    And Alice has "Test Restricted Hero 4" and "Test Restricted Oracle 1" in hand
    When Alice plays "Test Restricted Hero 4"
    Then Alice cannot play "Test Restricted Oracle 1"
    And Alice has 2 wealth in her pool

  @id:reign-restricted-allowance-renews @rule:9.3 @rule:5.7 @rule:quick-reference.2
  Scenario: The Restricted allowance is per round
    Given it is the Toll phase
    And Alice has already had a Restricted card enter play this round
    And Alice's quest deck holds, from the top, "Test Quest W6 M0 S1 L4"
    And Bob's quest deck holds, from the top, "Test Quest W3 M3 S3 L5"
    And Bob will answer "first player" with "Alice"
    And Alice has "Test Restricted Oracle 1" in hand
    And Alice's draw deck holds 2 copies of "Test Soldier 1"
    And Bob's draw deck holds 2 copies of "Test Soldier 1"
    When the game advances to the Kingdom phase
    And Alice plays "Test Restricted Oracle 1"
    Then Alice controls "Test Restricted Oracle 1"

  @id:reign-no-attachments-rejects @rule:9.3 @rule:10.3
  Scenario: A unit with No Attachments cannot take an attachment
    Given it is the Kingdom phase and Alice is the active player
    And Alice has 3 wealth in her pool
    And Alice controls "Test Warded Giant 4"
    And Alice has "Test Sword +2" in hand
    Then Alice cannot play "Test Sword +2" on Alice's "Test Warded Giant 4"

  @id:reign-scout-reorders-top @rule:9.3 @rule:8.10
  Scenario: Scout looks at the top cards on entering and puts them on top or at the bottom
    Given it is the Kingdom phase and Alice is the active player
    And Alice has 1 wealth in her pool
    And Alice has "Test Scout 1" in hand
    And Alice's draw deck holds, from the top, "Test Soldier 1", "Test Spy 2", "Test Mage 2" and "Test Priest 2"
    And Alice will answer "scout" with "Test Spy 2"
    When Alice plays "Test Scout 1"
    Then Alice's draw deck is "Test Spy 2", "Test Mage 2", "Test Priest 2" and "Test Soldier 1"
    And Alice's "scout" choice offers exactly "Test Soldier 1", "Test Spy 2" and "nothing"
    And Alice's "scout" choice allows at most 2

  @id:reign-subtle-bars-only-eligible-units @rule:9.1 @rule:S.6
  Scenario: Subtle cannot bar a unit with Subtle, an exhausted unit or one without the struggle's icon
    Given Alice controls "Test Subtle Spy 2"
    And Bob controls "Test Subtle Spy 2", "Test Spy 2", "Test Cunning Merchant 2" and "Test Soldier 3"
    And Bob's "Test Cunning Merchant 2" is exhausted
    Then Alice cannot answer "subtle" with "Test Subtle Spy 2" when she initiates a Guile struggle against Bob with "Test Subtle Spy 2"
    And Alice cannot answer "subtle" with "Test Cunning Merchant 2" when she initiates a Guile struggle against Bob with "Test Subtle Spy 2"
    And Alice cannot answer "subtle" with "Test Soldier 3" when she initiates a Guile struggle against Bob with "Test Subtle Spy 2"
    When Alice answers "subtle" with "Test Spy 2" when she initiates a Guile struggle against Bob with "Test Subtle Spy 2"
    Then Alice's "subtle" choice offers exactly "Test Spy 2" and "nothing"
    And Bob cannot defend with "Test Spy 2"
    When Bob defends with "Test Subtle Spy 2"
    Then Alice wins the Guile struggle by 0

  @id:reign-compel-target-below-the-margin-only @rule:9.2 @rule:6.4
  Scenario: Compel cannot exhaust a unit whose Power equals the margin, nor one of the winner's own
    Given Alice controls "Test Compel Warlord 4" and "Test Peasant 0"
    And Bob controls "Test Soldier 1", "Test Soldier 3" and "Test Spy 2"
    When Alice initiates a Combat struggle against Bob with "Test Compel Warlord 4"
    Given Bob will answer "kill" with "Test Soldier 1"
    Then Alice cannot answer "compel" with "Test Soldier 3" when Bob defends with "Test Soldier 1"
    Given Bob will answer "kill" with "Test Soldier 1"
    Then Alice cannot answer "compel" with "Test Peasant 0" when Bob defends with "Test Soldier 1"
    Given Bob will answer "kill" with "Test Soldier 1"
    When Alice answers "compel" with "Test Spy 2" when Bob defends with "Test Soldier 1"
    Then Alice wins the Combat struggle by 3
    And Alice's "compel" choice offers exactly "Test Spy 2" and "nothing"
    And Bob's "Test Spy 2" is exhausted
    And Bob's "Test Soldier 3" is ready

  @id:reign-ruthless-kills-a-defending-unit-only @rule:9.2
  Scenario: Ruthless cannot make the loser kill a unit that did not defend
    Given Alice controls "Test Ruthless Captain 3"
    And Bob controls "Test Soldier 1", "Test Soldier 2" and "Test Spy 2"
    When Alice initiates a Combat struggle against Bob with "Test Ruthless Captain 3"
    Given Bob will answer "kill" with "Test Spy 2"
    And Alice will answer "ruthless" with "yes"
    Then Bob cannot answer "ruthless kill" with "Test Soldier 2" when he defends with "Test Soldier 1"
    Given Bob will answer "kill" with "Test Spy 2"
    And Alice will answer "ruthless" with "yes"
    When Bob defends with "Test Soldier 1"
    Then Bob's "ruthless kill" choice offers exactly "Test Soldier 1"
    And Bob's dead pile is "Test Soldier 1" and "Test Spy 2"
    And Bob controls "Test Soldier 2"

  @id:reign-scout-keeps-only-looked-at-cards @rule:9.3
  Scenario: Scout chooses among the cards looked at only, and its player orders the ones sent to the bottom
    Given it is the Kingdom phase and Alice is the active player
    And Alice has 2 wealth in her pool
    And Alice has "Test Scout 1" in hand
    And Alice's draw deck holds, from the top, "Test Soldier 1", "Test Spy 2", "Test Mage 2" and "Test Priest 2"
    Then Alice cannot answer "scout" with "Test Mage 2" when she plays "Test Scout 1"
    Given Alice will answer "scout" with "nothing"
    Then Alice cannot answer "scout bottom" with "Test Spy 2" when she plays "Test Scout 1"
    Given Alice will answer "scout bottom" with "Test Spy 2" and "Test Soldier 1"
    When Alice answers "scout" with "nothing" when she plays "Test Scout 1"
    Then Alice's draw deck is "Test Mage 2", "Test Priest 2", "Test Spy 2" and "Test Soldier 1"
    And Alice's "scout bottom" choice offers exactly "Test Soldier 1" and "Test Spy 2"
    And Alice's "scout" choice allows at least 0
    And Alice's "scout" choice allows at most 2

  @id:reign-subtle-bar-may-be-declined @rule:9.1
  Scenario: Subtle's bar is a choice the attacker may decline
    Given Alice controls "Test Subtle Spy 2"
    And Bob controls "Test Spy 2"
    And Alice will answer "subtle" with "nothing"
    When Alice initiates a Guile struggle against Bob with "Test Subtle Spy 2"
    And Bob defends with "Test Spy 2"
    Then Alice wins the Guile struggle by 0
    And Bob's "Test Spy 2" is exhausted

  @id:reign-subtle-bar-stands-after-subtle-is-lost @rule:9 @rule:9.1 @rule:3.6
  Scenario: Blanking a Subtle attacker after it was declared leaves its bar standing
    Given Alice controls "Test Subtle Spy 2"
    And Bob controls "Test Spy 2"
    And Bob has 1 wealth in his pool
    And Bob has "Test Hex" in hand
    And Alice will answer "subtle" with "Test Spy 2"
    When Alice initiates a Guile struggle against Bob with "Test Subtle Spy 2"
    And Bob plays "Test Hex" on Alice's "Test Subtle Spy 2"
    Then Alice's "Test Subtle Spy 2" has no keywords
    And Bob cannot defend with "Test Spy 2"

  @id:reign-keyword-lost-before-s12-does-not-resolve @rule:9 @rule:S.12 @rule:S.7 @rule:3.6
  Scenario: An on-win keyword lost before the on-win step does not resolve
    Given Alice controls "Test Glory Knight 2"
    And Bob has 1 wealth in his pool
    And Bob has "Test Hex" in hand
    When Alice initiates a Combat struggle against Bob with "Test Glory Knight 2"
    And Bob declares no defenders and the action window stays open
    And Bob plays "Test Hex" on Alice's "Test Glory Knight 2"
    And Alice passes
    And Bob passes
    Then Alice wins the Combat struggle by 2
    And Alice's "Test Glory Knight 2" has 0 Influence
    And Alice has 1 Influence

  @id:reign-losing-side-keywords-do-not-resolve @rule:9.2 @rule:S.12
  Scenario: On-win keywords of the losing side do not resolve
    Given Alice controls "Test Soldier 5"
    And Bob controls "Test Glory Knight 2" and "Test Soldier 1"
    When Alice initiates a Combat struggle against Bob with "Test Soldier 5"
    Given Bob will answer "kill" with "Test Soldier 1"
    When Bob defends with "Test Glory Knight 2"
    Then Alice wins the Combat struggle by 3
    And Bob's "Test Glory Knight 2" has 0 Influence
    And Bob has 0 Influence

  @id:reign-attacker-keywords-do-nothing-for-a-defender @rule:9.2
  Scenario: Prowess belongs to attackers: a winning defender with Prowess stays exhausted
    Given Alice controls "Test Soldier 2"
    And Bob controls "Test Prowess Knight 3"
    When Alice initiates a Combat struggle against Bob with "Test Soldier 2"
    And Bob defends with "Test Prowess Knight 3"
    Then Bob wins the Combat struggle by 1
    And Bob's "Test Prowess Knight 3" is exhausted

  @id:reign-defender-keywords-do-nothing-for-an-attacker @rule:9.2
  Scenario: Wary belongs to defenders: a winning attacker with Wary stays exhausted
    Given Alice controls "Test Wary Guard 3"
    When Alice initiates a Combat struggle against Bob with "Test Wary Guard 3"
    And Bob declares no defenders
    Then Alice wins the Combat struggle by 3
    And Alice's "Test Wary Guard 3" is exhausted

  @id:reign-ruthless-without-defenders-does-nothing @rule:9.2 @rule:8.11
  Scenario: Ruthless has nothing to act on when nobody defended
    Given Alice controls "Test Ruthless Captain 3"
    And Bob controls exhausted "Test Soldier 1" and "Test Soldier 2"
    When Alice initiates a Combat struggle against Bob with "Test Ruthless Captain 3"
    Given Bob will answer "kill" with "Test Soldier 1"
    When Bob declares no defenders
    Then Alice wins the Combat struggle by 3
    And Bob's dead pile is "Test Soldier 1"
    And Bob controls "Test Soldier 2"

  @id:reign-same-keyword-twice-counts-once @rule:9 @rule:9.2
  Scenario: A keyword a unit has both printed and granted counts once
    Given Alice controls "Test Glory Knight 2"
    And "Test Laurel of Glory" is attached to Alice's "Test Glory Knight 2"
    When Alice initiates a Combat struggle against Bob with "Test Glory Knight 2"
    Given Alice will answer "glory" with "yes"
    When Bob declares no defenders
    Then Alice's "Test Glory Knight 2" has the keywords "Glory"
    And Alice's "Test Glory Knight 2" has 1 Influence

  @id:reign-ravage-with-two-values-resolves-both @rule:9 @rule:9.2
  Scenario: Ravage 2 and a granted Ravage 1 are different keywords and both resolve
    Given Alice controls "Test Ravage Raider 2"
    And "Test Raider's Torch" is attached to Alice's "Test Ravage Raider 2"
    And Bob's draw deck holds, from the top, "Test Soldier 1", "Test Spy 2", "Test Mage 2" and "Test Priest 2"
    When Alice initiates a Combat struggle against Bob with "Test Ravage Raider 2"
    Given Alice will answer "ravage" with "yes"
    And Alice will answer "ravage" with "yes"
    When Bob declares no defenders
    Then Alice's "Test Ravage Raider 2" has the keywords "Ravage 1" and "Ravage 2"
    And Alice's second "ravage" choice offers exactly "yes" and "no"
    And Bob's draw deck is "Test Priest 2"
    And Bob's discard pile holds 3 cards

  @id:reign-ravage-mills-what-the-deck-holds @rule:9.2 @rule:6.1 @rule:12
  Scenario: Ravage mills only what the deck holds, and milling the last card eliminates no one
    Given Alice controls "Test Ravage Raider 2"
    And Bob's draw deck holds, from the top, "Test Soldier 1"
    When Alice initiates a Combat struggle against Bob with "Test Ravage Raider 2"
    Given Alice will answer "ravage" with "yes"
    When Bob declares no defenders
    Then Bob's draw deck is empty
    And Bob's discard pile is "Test Soldier 1"
    And Bob is still in the game

  @id:reign-ravage-not-offered-on-an-empty-deck @rule:9.2 @rule:8.11
  Scenario: Ravage is not offered when the loser's deck is empty
    Given Alice controls "Test Ravage Raider 2"
    And Bob's draw deck is empty
    When Alice initiates a Combat struggle against Bob with "Test Ravage Raider 2"
    And Bob declares no defenders
    Then Alice wins the Combat struggle by 2
    And Bob is still in the game

  @id:reign-two-copies-each-use-their-keyword @rule:9.2 @rule:S.12
  Scenario: Two copies of a unit each resolve their own on-win keyword, each a choice of its own
    Given Alice controls "Test Glory Knight 2" and "Test Glory Knight 2"
    When Alice initiates a Faith struggle against Bob with "Test Glory Knight 2" and "Test Glory Knight 2"
    Given Alice will answer "glory" with "yes"
    And Alice will answer "glory" with "no"
    When Bob declares no defenders
    Then Alice's second "glory" choice offers exactly "yes" and "no"
    And Alice has 2 Influence
    And Alice's faction card holds 1 Influence

  @id:reign-off-faction-card-without-loyalty-pays-no-surcharge @rule:9.3 @rule:1.2 @rule:8.7
  Scenario: An off-faction card with no Loyalty value costs no surcharge
    Given Alice has 3 wealth in her pool
    And Alice has "Test Eleven Insight X" in hand
    And Alice's draw deck holds 3 copies of "Test Spy 2"
    And Alice will answer "X" with "3"
    When Alice plays "Test Eleven Insight X"
    Then Alice's "X" choice offers exactly "0", "1", "2" and "3"
    And Alice's hand holds 3 cards
    And Alice has 0 wealth in her pool

  @id:reign-restricted-reentry-counts-again @rule:9.3 @rule:7.1
  Scenario: A Restricted card that leaves and is played again in the same round is a second entry
    Given it is the Kingdom phase and Alice is the active player
    And Alice has 3 wealth in her pool
    And Alice has "Test Restricted Oracle 1" and "Test Recall" in hand
    When Alice plays "Test Restricted Oracle 1"
    And Alice plays "Test Recall" on Alice's "Test Restricted Oracle 1"
    Then Alice's hand is "Test Restricted Oracle 1"
    And Alice cannot play "Test Restricted Oracle 1"
    And Alice has 1 wealth in her pool

  @id:reign-scout-with-a-short-deck @rule:9.3 @rule:8.10
  Scenario: Scout looks at as many cards as the deck holds
    Given it is the Kingdom phase and Alice is the active player
    And Alice has 1 wealth in her pool
    And Alice has "Test Scout 1" in hand
    And Alice's draw deck holds, from the top, "Test Soldier 1"
    And Alice will answer "scout" with "nothing"
    When Alice plays "Test Scout 1"
    Then Alice's "scout" choice offers exactly "Test Soldier 1" and "nothing"
    And Alice's "scout" choice allows at most 1
    And Alice's draw deck is "Test Soldier 1"

  @id:reign-glory-adds-to-influence-already-there @rule:9.2 @rule:3.5
  Scenario: Glory adds one Influence to what the unit already holds
    Given Alice controls "Test Glory Knight 2"
    And Alice's "Test Glory Knight 2" has 1 Influence
    When Alice initiates a Combat struggle against Bob with "Test Glory Knight 2"
    Given Alice will answer "glory" with "yes"
    When Bob declares no defenders
    Then Alice's "Test Glory Knight 2" has 2 Influence
    And Alice has 3 Influence

  @id:reign-haste-not-in-the-authority-phase @rule:9.3
  Scenario: Haste fields a card in the Confrontation phase only, not in a later phase
    Given it is the Authority phase
    And Alice has 3 wealth in her pool
    And Alice has "Test Haste Rider 2" in hand
    Then Alice cannot play "Test Haste Rider 2" with Haste

  @id:reign-compel-cannot-take-a-stronger-unit @rule:9.2 @rule:6.4
  Scenario: Compel does not reach an enemy unit stronger than the margin
    Given Alice controls "Test Compel Warlord 4"
    And Bob controls "Test Soldier 1", "Test Soldier 5" and "Test Spy 2"
    When Alice initiates a Combat struggle against Bob with "Test Compel Warlord 4"
    Given Bob will answer "kill" with "Test Soldier 1"
    And Alice will answer "compel" with "nothing"
    When Bob defends with "Test Soldier 1"
    Then Alice's "compel" choice offers exactly "Test Spy 2" and "nothing"
    And Bob's "Test Soldier 5" is ready
    And Bob's "Test Spy 2" is ready

  @id:reign-scout-keeps-both-on-top-in-a-new-order @rule:9.3
  Scenario: Scout may keep every card it looked at on top, in an order of its player's choosing
    Given it is the Kingdom phase and Alice is the active player
    And Alice has 1 wealth in her pool
    And Alice has "Test Scout 1" in hand
    And Alice's draw deck holds, from the top, "Test Soldier 1", "Test Spy 2" and "Test Mage 2"
    And Alice will answer "scout" with "Test Spy 2" and "Test Soldier 1"
    When Alice plays "Test Scout 1"
    Then Alice's draw deck is "Test Spy 2", "Test Soldier 1" and "Test Mage 2"
    And Alice's "scout" choice allows at most 2

  @id:reign-scout-cannot-name-a-card-twice @rule:9.3
  Scenario: A Scout answer cannot name a card more often than it was looked at, for the top or for the bottom
    Given it is the Kingdom phase and Alice is the active player
    And Alice has 1 wealth in her pool
    And Alice has "Test Scout 1" in hand
    And Alice's draw deck holds, from the top, "Test Soldier 1", "Test Spy 2" and "Test Mage 2"
    Then Alice cannot answer "scout" with "Test Soldier 1" and "Test Soldier 1" when she plays "Test Scout 1"
    Given Alice will answer "scout" with "nothing"
    Then Alice cannot answer "scout bottom" with "Test Spy 2" and "Test Spy 2" when she plays "Test Scout 1"

  @id:reign-haste-needs-the-haste-keyword @rule:9.3
  Scenario: Only a card with Haste is fielded by Haste: another keyword's value is no Haste cost
    Given Alice has 4 wealth in her pool
    And Alice has "Test Secret Assassin 3" in hand
    Then Alice cannot play "Test Secret Assassin 3" with Haste
    And Alice's hand is "Test Secret Assassin 3"

  @id:reign-secret-place-needs-the-secret-keyword @rule:9.3 @rule:10.9
  Scenario: Only a card with Secret is secret-placed: another keyword's value is no Secret cost
    Given it is the Kingdom phase and Alice is the active player
    And Alice has 3 wealth in her pool
    And Alice has "Test Haste Rider 2" in hand
    Then Alice cannot secret-place "Test Haste Rider 2"

  @id:reign-secret-and-haste-are-not-ravage-or-scout @rule:9 @rule:9.2 @rule:9.3
  Scenario: A card's Secret or Haste value is neither a Ravage nor a Scout value
    Given Alice has 2 wealth in her pool
    And Alice has "Test Haste Rider 2" in hand
    And Alice's secret area holds, from the top, "Test Secret Assassin 3"
    And Alice's draw deck holds, from the top, "Test Soldier 1" and "Test Spy 2"
    And Bob's draw deck holds, from the top, "Test Mage 2" and "Test Priest 2"
    When Alice plays "Test Haste Rider 2" with Haste
    And Alice reveals "Test Secret Assassin 3"
    Then Alice's draw deck is "Test Soldier 1" and "Test Spy 2"
    And Alice has 0 wealth in her pool
    When Alice initiates a Combat struggle against Bob with "Test Haste Rider 2"
    And Bob declares no defenders
    Then Alice wins the Combat struggle by 2
    When Alice initiates a Guile struggle against Bob with "Test Secret Assassin 3"
    And Bob declares no defenders
    Then Alice wins the Guile struggle by 3
    And Bob's draw deck is "Test Mage 2" and "Test Priest 2"
    And Bob's discard pile is empty

  @id:reign-restricted-allowance-ignores-other-cards @rule:9.3
  Scenario: Cards without Restricted do not use up the round's Restricted allowance
    Given it is the Kingdom phase and Alice is the active player
    And Alice has 6 wealth in her pool
    And Alice has "Test Soldier 2" and "Test Restricted Hero 4" in hand
    When Alice plays "Test Soldier 2"
    And Alice plays "Test Restricted Hero 4"
    Then Alice controls "Test Soldier 2" and "Test Restricted Hero 4"
    And Alice has 0 wealth in her pool

  @id:reign-restricted-allowance-lasts-the-whole-round @rule:9.3 @rule:5
  Scenario: A Restricted card played in the Kingdom phase uses the allowance until the round ends
    Given it is the Kingdom phase and Alice is the active player
    And Alice has 5 wealth in her pool
    And Alice has "Test Restricted Hero 4" in hand
    And Alice's secret area holds, from the top, "Test Restricted Infiltrator 1"
    When Alice plays "Test Restricted Hero 4"
    And the game advances to the Confrontation phase
    Then Alice has 1 wealth in her pool
    And Alice cannot reveal "Test Restricted Infiltrator 1"

  @id:reign-restricted-allowance-is-one-again-next-round @rule:9.3 @rule:5.7 @rule:5.1
  Scenario: A new round gives back one Restricted entry, not more
    Given it is the Toll phase
    And Alice has already had a Restricted card enter play this round
    And Alice has "Test Restricted Oracle 1" and "Test Restricted Hero 4" in hand
    And Alice's quest deck holds, from the top, "Test Quest W6 M0 S1 L4" and "Test Quest W2 M2 S2 L2"
    And Bob's quest deck holds, from the top, "Test Quest W3 M3 S3 L5" and "Test Quest W2 M2 S2 L2"
    And Alice's draw deck holds 4 copies of "Test Soldier 1"
    And Bob's draw deck holds 4 copies of "Test Spy 2"
    And Alice will answer "quest" with "Test Quest W6 M0 S1 L4"
    And Bob will answer "quest" with "Test Quest W3 M3 S3 L5"
    And Bob will answer "first player" with "Alice"
    When the game advances to the Kingdom phase
    Then it is round 2
    And Alice is the active player
    And Alice has 6 wealth in her pool
    When Alice plays "Test Restricted Oracle 1"
    Then Alice controls "Test Restricted Oracle 1"
    And Alice cannot play "Test Restricted Hero 4"

  @id:reign-two-subtle-attackers-bar-two-namesakes @rule:9.1 @rule:S.3 @rule:S.6
  Scenario: Each Subtle attacker bars a defender of its own, two of one name included, whatever attacker is declared before them
    Given Alice controls "Test Spy 2", "Test Subtle Spy 2" and "Test Subtle Spy 2"
    And Bob controls "Test Cunning Merchant 2" and "Test Cunning Merchant 2"
    And Alice will answer "subtle" with "Test Cunning Merchant 2"
    And Alice will answer "subtle" with "Test Cunning Merchant 2"
    When Alice initiates a Guile struggle against Bob with "Test Spy 2", "Test Subtle Spy 2" and "Test Subtle Spy 2"
    Then Alice's second "subtle" choice offers exactly "Test Cunning Merchant 2" and "nothing"
    And Bob cannot defend with "Test Cunning Merchant 2"
    When Bob declares no defenders
    Then Alice wins the Guile struggle by 6

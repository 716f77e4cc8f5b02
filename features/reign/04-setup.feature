Feature: Setup and the opening board
  Each player secretly places an opening board whose printed costs, off-faction Loyalty and 2 per
  hidden Secret card fit an 8-wealth budget, with one Restricted card at most and duplicates free.
  The boards are revealed together without "enters play" triggers, hands are drawn back up to 7,
  and Round 1 begins at the Quest phase.

  Background:
    Given a Reign of Kings duel between Alice of "Camelot" and Bob of "The Eleven"
    And the players are placing their opening boards
    And Alice's quest deck holds, from the top, "Test Quest W4 M2 S1 L7"
    And Bob's quest deck holds, from the top, "Test Quest W5 M1 S2 L6"
    And Alice's draw deck holds 10 copies of "Test Soldier 1"
    And Bob's draw deck holds 10 copies of "Test Spy 2"

  @id:reign-opening-board-revealed @rule:4 @rule:9.3
  Scenario: Opening boards within budget are revealed together, without Scout, and hands refill to 7
    Given Alice has "Test Soldier 5", "Test Scout 1", "Test Watchtower" and "Test Soldier 2" in hand
    And Bob has "Test Soldier 3" in hand
    When Alice places "Test Soldier 5", "Test Scout 1" and "Test Watchtower" as her opening board
    And Bob places "Test Soldier 3" as his opening board
    Given Alice will answer "first player" with "Bob"
    When the opening boards are revealed
    Then Alice controls "Test Soldier 5", "Test Scout 1" and "Test Watchtower"
    And Alice's "first player" choice offers exactly "Alice" and "Bob"
    And Bob controls "Test Soldier 3"
    And Alice's "Test Soldier 5" is ready
    And Alice's hand holds 7 cards
    And Bob's hand holds 7 cards
    And Alice's draw deck holds 4 cards
    And it is round 1
    And it is the Quest phase
    And Alice's active quest is now "Test Quest W4 M2 S1 L7"
    And Bob is the first player

  @id:reign-opening-board-over-budget @rule:4
  Scenario: An opening board costing more than 8 cannot be placed
    Given Alice has "Test Soldier 5", "Test Soldier 3" and "Test Soldier 1" in hand
    Then Alice cannot place "Test Soldier 5", "Test Soldier 3" and "Test Soldier 1" as her opening board
    And Alice's hand holds 3 cards

  @id:reign-opening-board-counts-loyalty @rule:4 @rule:9.3
  Scenario: An off-faction card counts its Loyalty against the setup budget
    Given Bob has "Test Camelot Knight 3", "Test Soldier 3" and "Test Soldier 1" in hand
    Then Bob cannot place "Test Camelot Knight 3", "Test Soldier 3" and "Test Soldier 1" as his opening board
    When Bob places "Test Camelot Knight 3" and "Test Soldier 3" as his opening board
    Then Bob's hand is "Test Soldier 1"

  @id:reign-opening-board-secret-costs-two-more @rule:4 @rule:9.3 @contested
  Scenario: A Secret card hidden in the opening board counts its cost and 2 more, then waits in the secret area
    Setup counts every placed card's printed cost and 2 more per hidden Secret card (4, 9.3), while
    secret-placing in play costs only 2 (10.9). Reading adopted: at setup a hidden card counts its
    printed cost plus 2, as both setup passages say; the 2 is added, not substituted.
    Given Alice has "Test Secret Assassin 3", "Test Soldier 3" and "Test Soldier 2" in hand
    When Alice hides "Test Secret Assassin 3" facedown in her opening board
    Then Alice cannot place "Test Soldier 3" as her opening board
    When Alice places "Test Soldier 2" as her opening board
    Given Alice will answer "first player" with "Alice"
    When the opening boards are revealed
    Then Alice's secret area is "Test Secret Assassin 3"
    And Alice does not control "Test Secret Assassin 3"
    And Alice controls "Test Soldier 2"

  @id:reign-opening-board-one-restricted @rule:4 @rule:9.3
  Scenario: Only one Restricted card may be placed during setup
    Given Alice has "Test Restricted Hero 4" and "Test Restricted Oracle 1" in hand
    Then Alice cannot place "Test Restricted Hero 4" and "Test Restricted Oracle 1" as her opening board
    When Alice places "Test Restricted Hero 4" as her opening board
    Then Alice's hand is "Test Restricted Oracle 1"

  @id:reign-opening-board-duplicates-free @rule:4 @rule:3.7
  Scenario: A second copy of a unique card in the opening board is free and becomes a duplicate
    Given Alice has "Test Unique Lord 3", "Test Unique Lord 3" and "Test Soldier 5" in hand
    When Alice places "Test Unique Lord 3", "Test Unique Lord 3" and "Test Soldier 5" as her opening board
    Given Alice will answer "first player" with "Alice"
    When the opening boards are revealed
    Then Alice's "Test Unique Lord 3" has 1 duplicate
    And Alice controls "Test Soldier 5"

  @id:reign-mulligan-draws-a-new-seven @rule:4
  Scenario: A mulligan sets the hand aside, draws a new 7 and shuffles the old hand back, once only
    Given Alice has "Test Soldier 5" and "Test Soldier 3" in hand
    And the "shuffle" outcome will be "Test Soldier 1", "Test Soldier 5", "Test Soldier 1", "Test Soldier 3" and "Test Soldier 1"
    When Alice takes a mulligan
    Then Alice's hand holds 7 cards
    And the "shuffle" outcome could be exactly "Test Soldier 1", "Test Soldier 5" and "Test Soldier 3"
    And Alice has no "Test Soldier 5" in her hand
    And Alice's draw deck is "Test Soldier 1", "Test Soldier 5", "Test Soldier 1", "Test Soldier 3" and "Test Soldier 1"
    And Alice cannot take a mulligan

  @id:reign-no-mulligan-after-placing @rule:4
  Scenario: The mulligan comes before the opening board is placed
    Given Alice has "Test Soldier 5" and "Test Soldier 3" in hand
    When Alice places "Test Soldier 5" as her opening board
    Then Alice cannot take a mulligan
    And Alice's hand is "Test Soldier 3"

  @id:reign-opening-board-exactly-eight @rule:4
  Scenario: An opening board costing exactly 8 fits the budget
    Given Alice has "Test Soldier 5" and "Test Soldier 3" in hand
    When Alice places "Test Soldier 5" and "Test Soldier 3" as her opening board
    Given Alice will answer "first player" with "Alice"
    When the opening boards are revealed
    Then Alice controls "Test Soldier 5" and "Test Soldier 3"

  @id:reign-opening-board-restricted-unique-and-its-duplicate @rule:4 @rule:3.7 @rule:9.3
  Scenario: A Restricted unique and its duplicate use the setup allowance once
    The duplicate has no characteristics, costs nothing and does not use the Restricted allowance
    (3.7), so the pair counts as one Restricted card; a further Restricted card would be a second.
    Given Alice has "Test Unique Regent 2", "Test Unique Regent 2" and "Test Restricted Oracle 1" in hand
    When Alice places "Test Unique Regent 2" and "Test Unique Regent 2" as her opening board
    Then Alice cannot place "Test Restricted Oracle 1" as her opening board
    Given Alice will answer "first player" with "Alice"
    When the opening boards are revealed
    Then Alice's "Test Unique Regent 2" has 1 duplicate
    And Alice has "Test Restricted Oracle 1" in her hand

  @id:reign-opening-board-duplicate-pays-no-loyalty @rule:4 @rule:3.7 @rule:9.3
  Scenario: The duplicate of an off-faction unique adds neither its cost nor its Loyalty
    Bob leads The Eleven: his first Camelot copy counts 3 and Loyalty 2, the soldier 3, which is 8;
    the duplicate costs 0 (3.7), so the board fits.
    Given Bob has "Test Unique Camelot Paladin 3", "Test Unique Camelot Paladin 3" and "Test Soldier 3" in hand
    When Bob places "Test Unique Camelot Paladin 3", "Test Unique Camelot Paladin 3" and "Test Soldier 3" as his opening board
    Given Alice will answer "first player" with "Bob"
    When the opening boards are revealed
    Then Bob's "Test Unique Camelot Paladin 3" has 1 duplicate
    And Bob controls "Test Soldier 3"

  @id:reign-opening-board-hidden-off-faction-secret @rule:4 @rule:9.3 @contested
  Scenario: A hidden off-faction Secret card counts its cost, its Loyalty and 2 more
    Reading adopted as in reign-opening-board-secret-costs-two-more: the hidden card counts its
    printed cost; for Alice, who leads Camelot, The Eleven's card adds its Loyalty 2 as any
    off-faction placement does, and hiding it adds 2: 3 + 2 + 2 = 7 of the 8.
    Given Alice has "Test Eleven Infiltrator 2", "Test Soldier 2" and "Test Soldier 1" in hand
    When Alice hides "Test Eleven Infiltrator 2" facedown in her opening board
    Then Alice cannot place "Test Soldier 2" as her opening board
    When Alice places "Test Soldier 1" as her opening board
    Then Alice's hand is "Test Soldier 2"

  @id:reign-opening-board-hidden-restricted-keeps-the-allowance @rule:4 @rule:9.3 @rule:10.9
  Scenario: A Restricted card hidden for the secret area leaves the setup allowance for another
    The Restricted allowance counts cards entering the field (9.3); a card hidden at setup goes to
    the secret area at the reveal and enters the field only when revealed later, which counts then.
    Given Alice has "Test Restricted Hero 4" and "Test Restricted Infiltrator 1" in hand
    When Alice hides "Test Restricted Infiltrator 1" facedown in her opening board
    And Alice places "Test Restricted Hero 4" as her opening board
    Given Alice will answer "first player" with "Alice"
    When the opening boards are revealed
    Then Alice controls "Test Restricted Hero 4"
    And Alice's secret area is "Test Restricted Infiltrator 1"

  @id:reign-setup-restricted-leaves-round-one-allowance @rule:4 @rule:9.3 @rule:5.3
  Scenario: The Restricted card placed at setup leaves Round 1's own Restricted allowance unused
    Given Alice has "Test Restricted Hero 4" and "Test Restricted Oracle 1" in hand
    When Alice places "Test Restricted Hero 4" as her opening board
    Given Alice will answer "first player" with "Alice"
    When the opening boards are revealed
    And the game advances to the Kingdom phase
    And Alice plays "Test Restricted Oracle 1"
    Then Alice controls "Test Restricted Hero 4" and "Test Restricted Oracle 1"
    And Alice has 3 wealth in her pool

  @id:reign-opening-board-holds-no-deeds @rule:4
  Scenario: A deed cannot be placed in the opening board
    Given Alice has "Test Insight 2" in hand
    Then Alice cannot place "Test Insight 2" as her opening board
    And Alice's hand is "Test Insight 2"

  @id:reign-opening-board-hides-only-secret-cards @rule:4 @rule:9.3
  Scenario: Only a card with Secret can be hidden facedown in the opening board
    Given Alice has "Test Soldier 2" in hand
    Then Alice cannot hide "Test Soldier 2" facedown in her opening board
    And Alice's hand is "Test Soldier 2"

  @id:reign-setup-reveal-triggers-no-enters-play-ability @rule:4 @rule:8.3 @rule:8.1
  Scenario: The setup reveal triggers no "enters play" ability, but constant abilities apply at once
    Given Alice has "Test Town Crier 1", "Test Banner of Knights" and "Test Knight 2" in hand
    When Alice places "Test Town Crier 1", "Test Banner of Knights" and "Test Knight 2" as her opening board
    Given Alice will answer "first player" with "Alice"
    When the opening boards are revealed
    Then Alice controls "Test Town Crier 1"
    And Alice has 0 wealth in her pool
    And Alice's "Test Knight 2" has 3 Power

  @id:reign-opening-board-attachment-finds-a-host @rule:4 @rule:10.3
  Scenario: An attachment in the opening board goes on a legal card of its player's board at the reveal
    Given Alice has "Test Sword +2", "Test Soldier 2", "Test Soldier 3" and "Test Watchtower" in hand
    When Alice places "Test Sword +2", "Test Soldier 2", "Test Soldier 3" and "Test Watchtower" as her opening board
    Given Alice will answer "attach" with "Test Soldier 3"
    And Alice will answer "first player" with "Alice"
    When the opening boards are revealed
    Then Alice's "attach" choice offers exactly "Test Soldier 2" and "Test Soldier 3"
    And Alice's "Test Soldier 3" carries "Test Sword +2"
    And Alice's "Test Soldier 3" has 5 Power
    And Alice's "Test Soldier 2" carries no attachments

  @id:reign-no-mulligan-in-a-later-phase @rule:4
  Scenario: The mulligan belongs to setup: it cannot be taken once the rounds have begun
    Given it is the Kingdom phase and Alice is the active player
    Then Alice cannot take a mulligan
    And Alice's hand is empty

  @id:reign-nothing-of-setup-in-the-toll-phase @rule:4
  Scenario: Neither the mulligan nor the opening board can be taken up again at the end of a round
    Given it is the Toll phase
    And Alice has "Test Soldier 1" in hand
    Then Alice cannot take a mulligan
    And Alice cannot place "Test Soldier 1" as her opening board
    And Alice's hand is "Test Soldier 1"

  @id:reign-opening-board-namesakes-and-other-uniques-enter-as-cards @rule:4 @rule:3.7
  Scenario: At the reveal only a second copy of a unique becomes a duplicate; two copies of a plain card and a unique of another name each enter as cards
    Given Alice has "Test Watchtower", "Test Soldier 2", "Test Soldier 2" and "Test Unique Lord 3" in hand
    When Alice places "Test Watchtower", "Test Soldier 2", "Test Soldier 2" and "Test Unique Lord 3" as her opening board
    Given Alice will answer "first player" with "Alice"
    When the opening boards are revealed
    Then Alice's field holds 4 cards
    And Alice controls "Test Watchtower", "Test Soldier 2", "Test Soldier 2" and "Test Unique Lord 3"
    And Alice's "Test Unique Lord 3" has 0 duplicates

  @id:reign-opening-board-duplicate-placed-early-counts-the-rest @rule:4 @rule:3.7
  Scenario: A free duplicate placed before other cards leaves every other card counting against the budget
    Given Alice has "Test Unique Lord 3", "Test Unique Lord 3", "Test Soldier 5" and "Test Watchtower" in hand
    Then Alice cannot place "Test Unique Lord 3", "Test Unique Lord 3", "Test Soldier 5" and "Test Watchtower" as her opening board
    When Alice places "Test Unique Lord 3", "Test Unique Lord 3" and "Test Soldier 5" as her opening board
    Then Alice's hand is "Test Watchtower"

  @id:reign-opening-board-every-attachment-is-resolved @rule:4 @rule:10.3
  Scenario: At the reveal every attachment of the opening board is resolved, also after one that has no legal host
    The first attachment can go only on a location and the board has none; where it goes then is
    not checked here. The second one has a legal host, so it goes on it.
    Given Alice has "Test Fortification", "Test Sword +2" and "Test Soldier 2" in hand
    When Alice places "Test Fortification", "Test Sword +2" and "Test Soldier 2" as her opening board
    Given Alice will answer "first player" with "Alice"
    When the opening boards are revealed
    Then Alice's "Test Soldier 2" carries "Test Sword +2"
    And Alice's "Test Soldier 2" has 4 Power

  @id:reign-opening-board-hidden-dash-cost-card-counts-two @rule:4 @rule:2.5 @rule:10.9
  Scenario: A card costing - hidden in the opening board counts only the 2 for hiding it
    A cost of - is no amount of wealth (2.5), so its printed cost adds nothing to the 8; hidden,
    it counts the 2 that every hidden Secret card adds (4).
    Given Alice has "Test Hidden Blade 2", "Test Soldier 5", "Test Soldier 2" and "Test Watchtower" in hand
    When Alice hides "Test Hidden Blade 2" facedown in her opening board
    Then Alice cannot place "Test Soldier 5" and "Test Soldier 2" as her opening board
    When Alice places "Test Soldier 5" and "Test Watchtower" as her opening board
    Then Alice's hand is "Test Soldier 2"

Feature: General terms of the additional rules: dying and being newly turned
  An Entity dies when it goes from the battlefield to the Spoils, whichever way it goes there:
  destroyed, sacrificed, struck down by damage or left with no Vigor; a card reaching the Spoils
  from anywhere else does not die. An Entity is newly turned until its controller has held it
  since their latest turn began: it cannot attack and cannot be drained for Vitae unless it has
  Bloodlust, though it may still block and be mustered (700.6, 700.10).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-700-sacrificed-entity-dies @rule:700.6 @rule:701.12b
  Scenario: An Entity sacrificed for its Vitae has died, and its death trigger fires
    Given Alice has 10 Vitae
    And Alice controls "Test Martyr"
    When Alice sacrifices "Test Martyr" for Vitae
    Then Alice has "Test Martyr" in her Spoils
    And the stack holds "Test Martyr"
    When Alice and Bob pass in turn
    Then Alice has 13 Vitae

  @id:nodawn-700-destroyed-entity-dies @rule:700.6 @rule:701.9a
  Scenario: An Entity destroyed by an effect dies, and its death trigger fires
    Given Bob has 10 Vitae
    And Bob controls "Test Martyr"
    And Alice has "Test Ruin" in hand
    When Alice casts "Test Ruin" targeting Bob's "Test Martyr"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Test Martyr" in his Spoils
    And the stack holds "Test Martyr"
    When Alice and Bob pass in turn
    Then Bob has 13 Vitae

  @id:nodawn-700-zero-vigor-entity-dies @rule:700.6 @rule:704.5i
  Scenario: An Entity put into the Spoils for having no Vigor dies too
    Given Alice controls "Test Mourner" and "Test Hollow Husk"
    When Alice passes
    Then Alice has "Test Hollow Husk" in her Spoils
    And the stack holds "Test Mourner"
    When Bob and Alice pass in turn
    Then Alice has 1 Wrath

  @id:nodawn-700-discarded-entity-does-not-die @rule:700.6 @rule:701.10a
  Scenario: An Entity card discarded from the hand reaches the Spoils without dying
    Given Bob has 10 Vitae
    And Bob has "Test Martyr" in hand
    And Alice has "Test Mind Rot 2" in hand
    When Alice casts "Test Mind Rot 2" targeting Bob
    And Alice and Bob pass in turn
    Then Bob has "Test Martyr" in his Spoils
    And the stack is empty
    And Bob has 10 Vitae

  @id:nodawn-700-newly-turned-cannot-attack @rule:700.10
  Scenario: A newly turned Entity cannot be declared as an attacker
    Given Alice controls a newly turned "Test Wretch"
    When the game advances to Alice's declare attackers step
    Then Alice cannot attack Bob with "Test Wretch"

  @id:nodawn-700-newly-turned-bloodlust-attacks @rule:700.10 @rule:702.9a
  Scenario: Bloodlust lets a newly turned Entity attack at once
    Given Alice controls a newly turned "Test Bloodlust Hound"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Bloodlust Hound"
    And the game advances to Alice's end of combat step
    Then Bob has 18 Vitae

  @id:nodawn-700-newly-turned-not-drained-for-vitae @rule:700.10 @rule:701.11c
  Scenario: A newly turned Entity cannot be drained for Vitae, and nothing is paid out
    Given Alice controls a newly turned "Test Wretch"
    Then Alice cannot drain "Test Wretch" for Vitae
    And Alice's pool holds no Vitae
    And Alice's "Test Wretch" is undrained

  @id:nodawn-700-newly-turned-bloodlust-drained @rule:700.10 @rule:702.9a @rule:701.11b
  Scenario: With Bloodlust a newly turned Entity may be drained for Vitae
    Given Alice controls a newly turned "Test Bloodlust Hound"
    When Alice drains "Test Bloodlust Hound" for Vitae
    Then Alice's pool holds 1 Innocent Vitae
    And Alice's "Test Bloodlust Hound" is drained

  @id:nodawn-700-newly-turned-blocks @rule:700.10 @rule:701.11c
  Scenario: Being newly turned does not stop an Entity from blocking
    Given Bob controls a newly turned "Test Brute 4/4"
    And Alice controls "Test Wretch"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Wretch"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Wretch" with "Test Brute 4/4"
    Given Bob will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Alice has "Test Wretch" in her Spoils
    And Bob's "Test Brute 4/4" has 1 damage
    And Bob has 20 Vitae

  @id:nodawn-700-newly-turned-mustered @rule:700.10 @rule:701.11c @rule:702.26a
  Scenario: A newly turned Entity may be drained to muster, which is not draining it for Vitae
    Given Alice controls a newly turned "Test Wretch"
    And Alice's pool holds 6 generic Vitae
    And Alice has "Iron Column" in hand
    When Alice casts "Iron Column" mustering "Test Wretch"
    Then Alice's "Test Wretch" is drained
    And Alice's pool holds no Vitae
    And the stack holds "Iron Column"

  @id:nodawn-700-newly-turned-drain-cost @contested @rule:700.10 @rule:701.11c @rule:602.4c
  Scenario: A newly turned Entity's ability with a drain cost waits until the Entity has settled
    700.10 and 701.11c let a newly turned Entity be drained to pay an ability's cost; 602.4c,
    110.5d and 702.9a say a drain-cost ability of a newly turned Entity cannot be activated
    without Bloodlust. Reading adopted: the activation waits, as the rule written for activated
    abilities says, with two more rules behind it (docs/contested.md,
    nodawn-newly-turned-drain-cost).

    Given Alice controls a newly turned "Test Noble Pinger"
    And Alice's pool holds 1 generic Vitae
    Then Alice cannot activate "Test Noble Pinger" targeting Bob
    And Alice's pool holds 1 generic Vitae

  @id:nodawn-700-one-blocking-two-blockers @example @rule:700.1
  Scenario: Met by two blockers, an attacker becomes blocked once but is blocked by an Entity twice
    This is 700.1's example: the two abilities watch different events, so the one blocking
    triggers the first once and the second once per blocker.

    Given Alice controls "Test Watchful Brute"
    And Alice's Domain holds 3 copies of "Test Filler"
    And Bob controls "Test Wretch" and "Test Thrall"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Watchful Brute"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Watchful Brute" with "Test Wretch" and "Test Thrall"
    And Alice passes
    Then the stack holds "Test Watchful Brute", "Test Watchful Brute" and "Test Watchful Brute"
    When Bob and Alice pass in turn
    And Bob and Alice pass in turn
    And Bob and Alice pass in turn
    Then the stack is empty
    And Alice has 1 Wrath
    And Alice's hand holds 2 cards

  @id:nodawn-700-one-blocker-one-of-each @rule:700.1
  Scenario: Met by one blocker, each of the two abilities triggers once
    Given Alice controls "Test Watchful Brute"
    And Alice's Domain holds 3 copies of "Test Filler"
    And Bob controls "Test Wretch"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Watchful Brute"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Watchful Brute" with "Test Wretch"
    And Alice passes
    Then the stack holds "Test Watchful Brute" and "Test Watchful Brute"
    When Bob and Alice pass in turn
    And Bob and Alice pass in turn
    Then Alice has 1 Wrath
    And Alice's hand is "Test Filler"

  @id:nodawn-700-ability-word-does-nothing @example @rule:700.3
  Scenario: A card's ability word does nothing: the Accord draws a card when its controller seals the Pit
    This is 700.3's example: "Sanguine Accord" before the ability has no meaning of its own.

    Given Alice controls "Test Sanguine Accord"
    And Alice's Domain holds 2 copies of "Test Filler"
    And Alice has "Marginalia" in hand
    When Alice seals "Marginalia" into the Pit
    And Alice and Bob pass in turn
    Then the stack holds "Test Sanguine Accord"
    When Alice and Bob pass in turn
    Then Alice's hand is "Test Filler"

  # -- piles (700.5) --------------------------------------------------------------------------------

  @id:nodawn-700-piles-stay-on-the-battlefield @rule:700.5
  Scenario: Grouped into piles, Entities stay on the battlefield, each its own object; the picked pile alone is destroyed
    Given Bob controls "Test Wretch", called "the left Wretch"
    And Bob controls "Test Wretch", called "the right Wretch"
    And Bob controls "Test Brute 4/4" with 1 damage
    And Alice has "Test Sundering Piles" in hand
    When Alice casts "Test Sundering Piles" targeting Bob
    And Alice passes
    Given Alice will answer "pile" with "the left Wretch" and "the right Wretch"
    And Bob will answer "pile-pick" with "first pile"
    And Alice will answer "rest" with "decline"
    And Alice will answer "rest" with "decline"
    When Bob passes
    Then Alice's "pile" choice offers exactly "the left Wretch", "the right Wretch" and "Bob's Test Brute 4/4"
    And Alice's "pile" choice allows at least 0
    And Alice's "pile" choice allows at most 3
    And Bob's "pile-pick" choice offers exactly "first pile" and "second pile"
    And at Bob's "pile-pick" choice, Bob controls "Test Wretch", "Test Wretch" and "Test Brute 4/4"
    And Bob's Spoils holds 2 cards
    And Bob controls "Test Brute 4/4"
    And Bob's "Test Brute 4/4" has 1 damage

  @id:nodawn-700-piles-every-card-in-one @rule:700.5
  Scenario: Every Entity not put in the first pile is in the second: picking it destroys all of them
    Given Bob controls "Test Wretch" and "Test Brute 4/4"
    And Alice has "Test Sundering Piles" in hand
    When Alice casts "Test Sundering Piles" targeting Bob
    And Alice passes
    Given Alice will answer "pile" with "Bob's Test Wretch"
    And Bob will answer "pile-pick" with "second pile"
    And Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Test Brute 4/4" in his Spoils
    And Bob controls "Test Wretch"
    And Bob has no "Test Wretch" in his Spoils

  @id:nodawn-700-piles-one-card-twice-refused @rule:700.5
  Scenario: No card goes into a pile twice: naming one Entity twice for the first pile is refused
    Given Bob controls "Test Wretch" and "Test Brute 4/4"
    And Alice has "Test Sundering Piles" in hand
    When Alice casts "Test Sundering Piles" targeting Bob
    And Alice passes
    Given Bob will answer "pile-pick" with "first pile"
    Then Alice cannot answer "pile" with "Bob's Test Wretch" and "Bob's Test Wretch" when Bob passes
    And the stack holds "Test Sundering Piles"
    And Bob controls "Test Wretch" and "Test Brute 4/4"

  @id:nodawn-700-piles-domain-keeps-its-order @rule:700.5
  Scenario: Grouping the Domain's top cards moves none of them: the pile left behind keeps its order on top
    Given Alice's Domain holds, from the top, "Test Bolt 1", "Test Wretch", "Test Bolt 2", "Test Brute 4/4" and "Test Filler"
    And Alice has "Test Sifted Piles" in hand
    When Alice casts "Test Sifted Piles"
    And Alice passes
    Given Alice will answer "pile" with "Test Wretch" and "Test Brute 4/4"
    And Bob will answer "pile-pick" with "first pile"
    When Bob passes
    Then Bob's "pile-pick" choice offers exactly "first pile" and "second pile"
    And at Bob's "pile-pick" choice, Alice's Domain holds 5 cards
    And at Bob's "pile-pick" choice, Alice's hand is empty
    And Alice's hand is "Test Wretch" and "Test Brute 4/4"
    And Alice's Domain is "Test Bolt 1", "Test Bolt 2" and "Test Filler"

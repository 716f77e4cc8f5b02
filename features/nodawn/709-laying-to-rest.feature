Feature: Laying to rest: the rites of disposal
  When an Entity is about to go from the battlefield to a Spoils, its undertaker — whoever
  controls what dealt it the fatal damage, or the effect destroying it — may pay 1 Vitae, and the
  Entity goes to the Void instead: a replacement, offered once, as the death happens. Laid to rest
  it lies in no Spoils, so nothing of the Spoils calls it back. A death with no undertaker — a
  sacrifice, a fall to no Vigor — offers no rites (709.2, 709.3, 709.5). Several state checks
  finding the same Entity make one result, and one replacement replaces them all (704.6).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 4 copies of "Test Filler"
    And Bob's Domain holds 4 copies of "Test Filler"

  @id:nodawn-709-nachzehrer-laid-to-rest @example @rule:709.5 @rule:709.2 @rule:709.3
  Scenario: The alpha kills the Nachzehrer in combat and its controller pays 1 Vitae: it is laid to rest, and no Night upkeep brings it back
    The example printed under 709.5, with Alpha of the Hunt as the alpha (its lineage does not
    matter here) and the kit's Nachzehrer (Revenant 2). Alice's Alpha attacks Bob's Nachzehrer,
    which strikes back; the Alpha's 5 damage is lethal, so Alice is its undertaker.

    Given Alice controls "Alpha of the Hunt"
    And Bob controls "Nachzehrer"
    And Alice's pool holds 1 generic Vitae
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Nachzehrer" with "Alpha of the Hunt"
    And the game advances to Alice's declare blockers step
    Given Alice will answer "rest" with "pay"
    When the game advances to Alice's end of combat step
    Then Alice's "rest" choice offers exactly "pay" and "decline"
    And Bob has "Nachzehrer" in his Void
    And Bob's Spoils is empty
    And Alice's pool holds no Vitae
    And Alice's "Alpha of the Hunt" has 2 damage
    When the game advances to Bob's upkeep
    Then the stack is empty
    And Bob has "Nachzehrer" in his Void

  @id:nodawn-709-nachzehrer-kept-grave @rule:709.2 @rule:709.3 @rule:702.46a
  Scenario: Had the Vitae been kept, the grave would not have: declined, the Nachzehrer lies restless and wakes at its owner's Night upkeep
    Given Alice controls "Alpha of the Hunt"
    And Bob controls "Nachzehrer"
    And Alice's pool holds 1 generic Vitae
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Nachzehrer" with "Alpha of the Hunt"
    And the game advances to Alice's declare blockers step
    Given Alice will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Bob has "Nachzehrer" in his Spoils
    And Bob's Void is empty
    And Alice's pool holds 1 generic Vitae
    When the game advances to Bob's upkeep
    Then the stack holds "Nachzehrer"

  @id:nodawn-709-destroyer-is-the-undertaker @rule:709.2 @rule:106.5b @rule:118.6
  Scenario: The controller of the effect that destroys the Entity is its undertaker, and may pay from the vein, taxed
    Bob's Ruin destroys Alice's Wretch: Bob, not Alice, is offered the rites. His pool is empty, so
    the Vitae comes from his Master, with the tax of the vein: 1 Corruption for the action, and 1
    Wrath for the Master Vitae spent this turn (3 or fewer).

    Given Alice controls "Test Wretch"
    And Bob has "Test Ruin" in hand
    When Alice passes
    And Bob casts "Test Ruin" targeting Alice's "Test Wretch"
    And Bob passes
    Given Bob will answer "rest" with "pay"
    When Alice passes
    Then Bob's "rest" choice offers exactly "pay" and "decline"
    And Alice has "Test Wretch" in her Void
    And Alice's Spoils is empty
    And Bob has 19 Vitae
    And Bob has 1 Wrath and 1 Corruption
    And Alice has 20 Vitae

  @id:nodawn-709-laid-to-rest-does-not-die @rule:709.2 @rule:700.6 @rule:603.6c
  Scenario: An Entity laid to rest never reached the Spoils: it did not die, and its dies-trigger stays silent
    Given Alice has 10 Vitae
    And Alice controls "Test Martyr"
    And Bob's pool holds 1 generic Vitae
    And Bob has "Test Bolt 1" in hand
    When Alice passes
    And Bob casts "Test Bolt 1" targeting Alice's "Test Martyr"
    And Bob passes
    Given Bob will answer "rest" with "pay"
    When Alice passes
    Then Alice has "Test Martyr" in her Void
    And the stack is empty
    And Alice has 10 Vitae
    And Bob's pool holds no Vitae

  @id:nodawn-709-sacrifice-offers-no-rites @rule:709.2 @rule:701.12a
  Scenario: A sacrifice has no undertaker: the sacrificed Entity lies down in the Spoils, no rites offered
    Given Alice controls "Test Wretch"
    And Alice's pool holds 1 generic Vitae
    And Bob's pool holds 1 generic Vitae
    When Alice sacrifices "Test Wretch" for Vitae
    Then Alice has "Test Wretch" in her Spoils
    And Alice's Void is empty
    And Bob's pool holds 1 generic Vitae

  @id:nodawn-709-no-vigor-offers-no-rites @rule:709.2 @rule:704.5i
  Scenario: A state-based fall with no source offers no rites: an Entity left with no Vigor goes to the Spoils
    Given Alice controls "Test Wretch"
    And Alice's "Test Wretch" has become 1/0 until end of turn
    And Alice's pool holds 1 generic Vitae
    And Bob's pool holds 1 generic Vitae
    When Alice passes
    Then Alice has "Test Wretch" in her Spoils
    And Alice's Void is empty

  @id:nodawn-709-undertaker-who-cannot-pay @rule:709.2 @rule:304.6
  Scenario: An undertaker who cannot pay is not offered the rites: by Day, with the vein closed and an empty pool
    Given the world cycle stands at Day 2, The Assault
    And it is Bob's first main phase of turn 5
    And each player's lineage Haven is "Test Haven"
    And Alice's Master shelters in "Test Haven"
    And Bob's Master shelters in "Test Haven"
    And Alice controls "Lauds Cantor"
    And Bob has "Test Ruin" in hand
    When Bob casts "Test Ruin" targeting Alice's "Lauds Cantor"
    And Bob and Alice pass in turn
    Then Alice has "Lauds Cantor" in her Spoils
    And Alice's Void is empty
    And Bob has 20 Vitae

  @id:nodawn-704-one-replacement-for-two-checks @rule:704.6 @rule:709.2 @rule:704.5j @rule:704.5k
  Scenario: Lethal damage and Venom find one Wretch in one check: one death, and its undertaker is offered the rites once
    Alice's Venom Adder Challenges Bob's Wretch, and each deals the other 1 damage. The Wretch has
    lethal damage and Venom's mark, two state-based actions with the same result; laying it to
    rest replaces both at once, so Alice is asked once and pays 1 Vitae once. The Adder, slain by
    the Wretch, is Bob's to lay to rest; he declines.

    Given Alice controls "Test Venom Adder"
    And Bob controls "Test Wretch"
    And Alice has "Test Call to Duel" in hand
    And Alice's pool holds 2 generic Vitae
    And Alice will answer "target" with "Alice's Test Venom Adder"
    And Alice will answer "target" with "Bob's Test Wretch"
    When Alice casts "Test Call to Duel"
    And Alice passes
    Given Alice will answer "rest" with "pay"
    And Bob will answer "rest" with "decline"
    When Bob passes
    Then Alice's "rest" choice offers exactly "pay" and "decline"
    And Bob's "rest" choice offers exactly "pay" and "decline"
    And Bob has "Test Wretch" in his Void
    And Bob's Spoils is empty
    And Alice has "Test Venom Adder" in her Spoils
    And Alice's pool holds 1 generic Vitae

  @id:nodawn-709-no-vigor-with-old-wounds-offers-no-rites @rule:709.2 @rule:704.5i @rule:704.5j
  Scenario: An Entity brought to exactly 0 Vigor while it bears Alice's damage falls for want of Vigor, not of lethal damage: no rites
    Lethal damage needs Vigor above 0 (704.5j). Bob's Brute, bound by the Hex (-1/-1), takes 1
    damage from Alice's Bolt, then Test Wither makes its base 0/1, which the Hex leaves at -1/0.
    It goes to the Spoils for its 0 Vigor alone (704.5i), a fall with no undertaker, so Alice is
    offered no rites.
    Given Bob controls "Test Brute 4/4"
    And Alice has "Test Blackthorn Hex", "Test Bolt 1" and "Test Wither" in hand
    When Alice answers "target" with "Bob's Test Brute 4/4" when she casts "Test Blackthorn Hex"
    And Alice and Bob pass in turn
    Then Bob's "Test Brute 4/4" has 3 Vigor
    When Alice casts "Test Bolt 1" targeting Bob's "Test Brute 4/4"
    And Alice and Bob pass in turn
    Then Bob's "Test Brute 4/4" has 1 damage
    When Alice casts "Test Wither" targeting Bob's "Test Brute 4/4"
    And Alice and Bob pass in turn
    Then Bob has "Test Brute 4/4" in his Spoils
    And Bob's Void is empty
    And Alice has 20 Vitae

  @id:nodawn-709-destroyed-blood-offers-no-rites @rule:709.2 @rule:701.9a
  Scenario: Only an Entity is laid to rest: Bob's Ruin destroys Alice's Blood, which goes to her Spoils, and Bob is offered no rites
    The rites replace an Entity's going to a Spoils (709.2). Cask of the Old Vintage is a Blood
    card, no Entity: destroyed by Bob's effect, it is simply put into Alice's Spoils, and Bob,
    with a Vitae in his pool to pay with, is asked nothing and keeps it.

    Given Alice controls "Cask of the Old Vintage"
    And Bob has "Test Ruin" in hand
    And Bob's pool holds 1 generic Vitae
    When Alice passes
    And Bob casts "Test Ruin" targeting Alice's "Cask of the Old Vintage"
    And Bob passes
    And Alice passes
    Then Alice has "Cask of the Old Vintage" in her Spoils
    And Alice's Void is empty
    And Bob's pool holds 1 generic Vitae

Feature: Seizing objects: Conscript and co-opting
  Theft in No Dawn seizes objects or choices, never a turn. Conscript grants its controller an
  enemy Entity until end of turn with Bloodlust, so it may attack at once; an Influencer is
  co-opted by paying its price. Seizing control never changes ownership: the new controller pays
  the stolen permanent's costs from their own resources, counters and damage stay on it, and
  control reverts when the theft ends. Seizing a choice, a Mandate's caster picks what an opponent
  sacrifices, among that opponent's own, and the sacrifice is still the opponent's
  (702.38, 723.2, 723.3, 723.4, 723.5).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 3 copies of "Test Filler"
    And Bob's Domain holds 3 copies of "Test Filler"

  @id:nodawn-702-conscript-takes-an-enemy @rule:702.38 @rule:702.38a @rule:723.2 @rule:723.2a
  Scenario: Conscript takes an enemy Entity until end of turn, and its Bloodlust lets it attack at once
    Given Bob controls "Test Brute 4/4"
    And Alice has "Test Press-Gang" in hand
    And Alice's pool holds 1 generic Vitae
    When Alice casts "Test Press-Gang" targeting Bob's "Test Brute 4/4"
    And Alice and Bob pass in turn
    Then Alice controls "Test Brute 4/4"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Brute 4/4"
    And the game advances to Alice's end of combat step
    Then Bob has 16 Vitae
    When the game advances to Bob's upkeep
    Then Bob controls "Test Brute 4/4"

  @id:nodawn-702-conscript-enemy-only @rule:702.38a
  Scenario: Conscript targets only an enemy Entity, never one of its caster's own
    Given Bob controls "Test Wretch"
    And Alice controls "Test Brute 4/4"
    And Alice has "Test Press-Gang" in hand
    And Alice's pool holds 1 generic Vitae
    When Alice answers "target" with "Bob's Test Wretch" when she casts "Test Press-Gang"
    Then Alice's "target" choice offers exactly "Bob's Test Wretch"

  @id:nodawn-723-co-opted-influencer-costs @rule:723.2c @rule:723.3
  Scenario: Alice co-opts Bob's Influencer and pays for its ability from her own pool; she draws, and at end of turn it is Bob's again
    Given Bob controls "Test Scarred Influencer"
    And Alice's pool holds 3 generic Vitae
    When Alice co-opts Bob's "Test Scarred Influencer"
    Then Alice controls "Test Scarred Influencer"
    And Alice's pool holds 1 generic Vitae
    When Alice activates "Test Scarred Influencer"
    And Alice and Bob pass in turn
    Then Alice's hand is "Test Filler"
    And Bob's hand is empty
    And Alice's pool holds no Vitae
    When the game advances to Bob's upkeep
    Then Bob controls "Test Scarred Influencer"

  @id:nodawn-723-control-removes-nothing @rule:723.3 @rule:723.2c
  Scenario: A change of control removes nothing: the Growth counter rides the co-opted Entity there and back, and Bloodlust lets it attack though newly turned
    Without Bloodlust a stolen Entity is newly turned for its new controller (723.3); a
    co-opted one has Bloodlust while co-opted (701.27a), so it may attack.

    Given Bob controls "Test Scarred Influencer" with 1 growth counter
    And Alice's pool holds 2 generic Vitae
    When Alice co-opts Bob's "Test Scarred Influencer"
    Then Alice's "Test Scarred Influencer" has 1 growth counter
    And Alice's "Test Scarred Influencer" has 4 Vigor
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Scarred Influencer"
    And the game advances to Alice's end of combat step
    Then Bob has 17 Vitae
    When the game advances to Bob's upkeep
    Then Bob controls "Test Scarred Influencer"
    And Bob's "Test Scarred Influencer" has 1 growth counter

  @id:nodawn-723-dominion-longer-term @rule:723.2b @rule:611.2c
  Scenario: A Dominate-style theft lasts the term its card states: until Alice's next turn, through all of Bob's
    Given Bob controls "Test Brute 4/4"
    And Alice has "Test Dominion of Blood" in hand
    When Alice casts "Test Dominion of Blood" targeting Bob's "Test Brute 4/4"
    And Alice and Bob pass in turn
    Then Alice controls "Test Brute 4/4"
    When the game advances to Bob's declare attackers step
    Then Alice controls "Test Brute 4/4"
    And Bob cannot attack Alice with "Test Brute 4/4"
    When the game advances to Alice's upkeep
    Then Bob controls "Test Brute 4/4"

  @id:nodawn-723-apostates-bargain-sacrifice @example @rule:723.5 @rule:723.4 @rule:723.4a @rule:702.35a
  Scenario: A Mandate's caster picks which of the defender's Entities is sacrificed, and the defender's own watcher sees the sacrifice
    The example printed under 723.5, with the kit's Test Apostate's Bargain (Mandate: target
    player sacrifices an Entity) standing in for a card whose type the rulebook never settles.
    Alice, not Bob, chooses among Bob's Entities in the open; the Entity is Bob's to lose, and
    his Test Bone Ledger ("whenever you sacrifice an Entity, draw a card") sees his sacrifice.

    Given Bob controls "Test Wretch", "Test Brute 4/4" and "Test Bone Ledger"
    And Alice controls "Test Thrall"
    And Alice has "Test Apostate's Bargain" in hand
    When Alice casts "Test Apostate's Bargain" targeting Bob
    And Alice passes
    Given Alice will answer "sacrifice" with "Bob's Test Brute 4/4"
    When Bob passes
    Then Alice's "sacrifice" choice offers exactly "Bob's Test Wretch" and "Bob's Test Brute 4/4"
    And Alice's "sacrifice" choice does not offer "Alice's Test Thrall"
    And Bob has "Test Brute 4/4" in his Spoils
    And Bob controls "Test Wretch"
    And Alice controls "Test Thrall"
    And the stack holds "Test Bone Ledger"
    When Alice and Bob pass in turn
    Then Bob's hand holds 1 cards

  @id:nodawn-723-stolen-sacrifice-must-be-legal @rule:723.4a @rule:702.35a
  Scenario: The stolen choice is one legal for the defender: the caster cannot pick an Entity of her own
    Given Bob controls "Test Wretch" and "Test Brute 4/4"
    And Alice controls "Test Thrall"
    And Alice has "Test Apostate's Bargain" in hand
    When Alice casts "Test Apostate's Bargain" targeting Bob
    And Alice passes
    Then Alice cannot answer "sacrifice" with "Alice's Test Thrall" when Bob passes
    And the stack holds "Test Apostate's Bargain"
    And Bob controls "Test Wretch" and "Test Brute 4/4"
    And Alice controls "Test Thrall"

  @id:nodawn-702-conscript-bob-takes-alices @proposed @rule:702.38a @rule:701.27a
  Scenario: Bob casts Conscript in his turn: Alice's Entity is the enemy it may take, never his own, and it is his until end of turn
    Given it is Bob's first main phase of turn 1
    And Alice controls "Test Brute 4/4"
    And Bob controls "Test Wretch"
    And Bob has "Test Press-Gang" in hand
    And Bob's pool holds 1 generic Vitae
    When Bob answers "target" with "Alice's Test Brute 4/4" when he casts "Test Press-Gang"
    Then Bob's "target" choice offers exactly "Alice's Test Brute 4/4"
    When Bob and Alice pass in turn
    Then Bob controls "Test Brute 4/4"
    And Alice no longer controls "Test Brute 4/4"
    When the game advances to Alice's upkeep
    Then Alice controls "Test Brute 4/4"

  @id:nodawn-723-mandate-sacrifice-one-entity @rule:701.12a @rule:723.4a @rule:702.35a
  Scenario: With one Entity in the open, the Mandate sacrifice leaves nothing to choose: Bob's lone Wretch goes
    Alice takes Bob's choice, but it must be legal for him (723.4a): his only Entity is the only
    answer, so no choice is asked of her and the Wretch is sacrificed; her own Thrall is no option.

    Given Bob controls "Test Wretch"
    And Alice controls "Test Thrall"
    And Alice has "Test Apostate's Bargain" in hand
    When Alice casts "Test Apostate's Bargain" targeting Bob
    And Alice and Bob pass in turn
    Then Bob has "Test Wretch" in his Spoils
    And Alice controls "Test Thrall"
    And the stack is empty

Feature: Granting and stripping, forbidding, undefined numbers, modified draws
  Effects grant abilities and strip them; stripping removes every instance, and where the two
  meet the later prevails — no "can't" is at work there. A "can't" beats any permission, but what
  asks only for the chance to cast a Caprice is not a casting. An undefined amount of Vitae is
  none. A draw instruction's count is settled before its draws begin; when several players draw
  at once the active player draws first (101.2, 106.8, 113.9, 121.3a, 121.6, 304.11).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-granted-then-stripped @rule:113.9 @rule:101.2a
  Scenario: A keyword granted and then stripped is gone: the later effect prevails
    Given Alice controls a newly turned "Test Wretch"
    And Alice has "Test Fleeting Hunger" and "Test Unmaking" in hand
    When Alice casts "Test Fleeting Hunger" targeting Alice's "Test Wretch"
    And Alice and Bob pass in turn
    And Alice casts "Test Unmaking" targeting Alice's "Test Wretch"
    And Alice and Bob pass in turn
    And the game advances to Alice's declare attackers step
    Then Alice cannot attack Bob with "Test Wretch"

  @id:nodawn-stripped-then-granted @rule:113.9 @rule:101.2a
  Scenario: Stripped first and granted after, the keyword stands: grants and strips go by timestamp
    Given Alice controls a newly turned "Test Wretch"
    And Alice has "Test Unmaking" and "Test Fleeting Hunger" in hand
    When Alice casts "Test Unmaking" targeting Alice's "Test Wretch"
    And Alice and Bob pass in turn
    And Alice casts "Test Fleeting Hunger" targeting Alice's "Test Wretch"
    And Alice and Bob pass in turn
    And the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Wretch"
    Then Alice's "Test Wretch" is attacking Bob

  @id:nodawn-strip-removes-every-instance @rule:113.9
  Scenario: Stripping removes every instance: a Hound's printed Bloodlust and a granted one both go
    Given Alice controls a newly turned "Test Bloodlust Hound"
    And Alice has "Test Fleeting Hunger" and "Test Unmaking" in hand
    When Alice casts "Test Fleeting Hunger" targeting Alice's "Test Bloodlust Hound"
    And Alice and Bob pass in turn
    And Alice casts "Test Unmaking" targeting Alice's "Test Bloodlust Hound"
    And Alice and Bob pass in turn
    And the game advances to Alice's declare attackers step
    Then Alice cannot attack Bob with "Test Bloodlust Hound"

  @id:nodawn-cant-cast-but-may-activate @rule:304.11 @rule:101.2
  Scenario: A player forbidden to cast spells can't cast, but an ability usable whenever they could cast a Caprice is still theirs
    Given Alice controls "Test Noble Pinger"
    And Alice has "Test Bolt 1" in hand
    And Alice's pool holds 1 generic Vitae
    And Bob has "Test Silence" in hand
    When Alice passes
    And Bob casts "Test Silence" targeting Alice
    And Bob and Alice pass in turn
    Then Alice cannot cast "Test Bolt 1" targeting Bob
    When Alice activates "Test Noble Pinger" targeting Bob
    And Alice and Bob pass in turn
    Then Bob has 19 Vitae

  @id:nodawn-undefined-vitae-is-none @rule:106.8 @rule:107.2
  Scenario: A Vitae ability of an amount that can't be determined produces none
    Given Alice controls "Test Empty Font"
    When Alice activates "Test Empty Font"
    Then Alice's pool holds no Vitae
    And the stack is empty

  @id:nodawn-draw-count-modified-first @rule:121.6 @rule:121.3
  Scenario: An effect that changes how many cards a draw instruction draws does so before the draws begin
    Given Alice controls "Test Lamp of Plenty"
    And Alice has "Test Insight 2" in hand
    And Alice's Domain holds, from the top, "Test Wretch", "Test Thrall", "Test Filler" and "Test Flyer"
    When Alice casts "Test Insight 2"
    And Alice and Bob pass in turn
    Then Alice's hand is "Test Wretch", "Test Thrall" and "Test Filler"

  @id:nodawn-each-player-draws @rule:121.3a @rule:101.4
  Scenario: When every player draws, the active player completes their draws, then each other in turn order
    Given Alice has "Test Census of Ink" in hand
    And Alice's Domain holds, from the top, "Test Wretch"
    And Bob's Domain holds, from the top, "Test Thrall"
    When Alice casts "Test Census of Ink"
    And Alice and Bob pass in turn
    Then Alice's hand is "Test Wretch"
    And Bob's hand is "Test Thrall"

  @id:nodawn-113-set-characteristic-not-stripped @rule:113.10 @rule:113.9
  Scenario: An effect that set the Brute's Attack and Vigor grants no ability: stripping all its keywords leaves it 0/1
    Given Alice controls "Test Brute 4/4"
    And Alice's "Test Brute 4/4" has become 0/1 until end of turn
    And Alice has "Test Unmaking" in hand
    When Alice casts "Test Unmaking" targeting Alice's "Test Brute 4/4"
    And Alice and Bob pass in turn
    Then Alice has "Test Unmaking" in her Spoils
    And Alice's "Test Brute 4/4" has 0 Attack
    And Alice's "Test Brute 4/4" has 1 Vigor

  @id:nodawn-113-stated-quality-survives-strip @rule:113.10 @rule:113.9 @rule:101.2
  Scenario: The Brute was told it can't block, then lost all its abilities: still it can't block, though Bob's Wretch can
    "Can't block" is a quality Test Hobble's effect states of the Brute, not an ability granted to
    it, so the later Test Hush, which takes every ability away, does not take the prohibition
    with them. The quality touches the Brute alone.

    Given Alice controls "Test Thrall"
    And Bob controls "Test Brute 4/4" and "Test Wretch"
    And Alice has "Test Hobble" and "Test Hush" in hand
    When Alice casts "Test Hobble" targeting Bob's "Test Brute 4/4"
    And Alice and Bob pass in turn
    And Alice casts "Test Hush" targeting Bob's "Test Brute 4/4"
    And Alice and Bob pass in turn
    Then Alice's Spoils is "Test Hobble" and "Test Hush"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Thrall"
    And the game advances to Alice's declare blockers step
    Then Bob cannot block "Test Thrall" with "Test Brute 4/4"
    When Bob blocks "Test Thrall" with "Test Wretch"
    Then Bob's "Test Wretch" is blocking Alice's "Test Thrall"

  @id:nodawn-113-stated-quality-lasts-the-turn @rule:113.10 @rule:514.2a
  Scenario: Told in Bob's end step that it can't block this turn, the Brute blocks Alice's Thrall on her next turn
    Given it is Bob's end step of turn 1
    And Alice controls "Test Thrall"
    And Bob controls "Test Brute 4/4"
    And Alice has "Test Hobble" in hand
    And Alice's Domain holds 3 copies of "Test Filler"
    When Bob passes
    And Alice casts "Test Hobble" targeting Bob's "Test Brute 4/4"
    And Alice and Bob pass in turn
    Then Alice's Spoils is "Test Hobble"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Thrall"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Thrall" with "Test Brute 4/4"
    Then Bob's "Test Brute 4/4" is blocking Alice's "Test Thrall"

Feature: Keyword actions of the card types: attach and unattach, create, spring, set and fire
  A Weapon is attached only to an Entity its controller may arm, and a Ritual only to what it
  binds; a Weapon whose wielder goes stays behind, unattached, and may arm another. Creating a
  token puts it onto the battlefield; leaving, it ceases to exist. A Ward springs one Trap at an
  attack on its Haven. A Power is Set face down, paid in full, and Fired later: firing is not
  casting, and no binding or cycle gates it (701.3b, 701.4, 701.5, 701.8, 701.22, 701.23, 731.4c).

  Background:
    Given a No Dawn duel between Alice and Bob
    And each player's lineage Haven is "Test Haven"

  @id:nodawn-701-fire-is-not-cast @rule:701.3b @rule:701.23b
  Scenario: Firing a set Power is not casting: what waits for an opponent's spell does not stir
    Given Bob controls "Test Rival Watcher"
    And Alice has set "Test Power Bolt 2" in the Power slot
    When Alice fires "Test Power Bolt 2" targeting Bob
    Then the stack holds "Test Power Bolt 2"
    When Alice and Bob pass in turn
    Then Bob has 18 Vitae
    And the stack is empty
    And Bob's hand is empty

  @id:nodawn-701-attach-only-where-allowed @rule:701.4 @rule:701.4a @rule:701.4b @rule:702.18
  Scenario: A Weapon is attached only to an Entity its controller may arm: not to an opponent's
    Given Alice controls "Pallbearer's Maul"
    And Bob controls "Test Wretch"
    And Alice's pool holds 1 generic Vitae
    Then Alice cannot wield "Pallbearer's Maul" on "Test Wretch"

  @id:nodawn-701-bind-to-what-it-names @rule:701.4 @rule:701.4b @rule:702.19 @rule:702.19a
  Scenario: To Bind a Ritual is to attach it to what it names: the Hex modifies its Entity while it stays, and follows it out
    Given Bob controls "Test Brute 4/4"
    And Alice has "Test Blackthorn Hex" and "Test Ruin" in hand
    When Alice casts "Test Blackthorn Hex" targeting Bob's "Test Brute 4/4"
    And Alice and Bob pass in turn
    Then Bob's "Test Brute 4/4" has 3 Attack
    And Bob's "Test Brute 4/4" has 3 Vigor
    When Alice casts "Test Ruin" targeting Bob's "Test Brute 4/4"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Alice has "Test Blackthorn Hex" in her Spoils

  @id:nodawn-701-unattached-weapon-arms-again @rule:701.5 @rule:701.5a @rule:702.18 @rule:702.18a
  Scenario: A Weapon whose wielder dies stays behind, unattached, and may arm another Entity
    Given Alice controls "Pallbearer's Maul", "Test Wretch" and "Test Thrall"
    And Alice's pool holds 2 generic Vitae
    And Bob has "Test Bolt 1" in hand
    When Alice wields "Pallbearer's Maul" on "Test Wretch"
    And Alice and Bob pass in turn
    And Alice passes
    And Bob casts "Test Bolt 1" targeting Alice's "Test Wretch"
    When Bob passes
    Given Bob will answer "rest" with "decline"
    When Alice passes
    Then Alice has "Test Wretch" in her Spoils
    And Alice controls "Pallbearer's Maul"
    And Alice's "Test Thrall" has 1 Attack
    When Alice wields "Pallbearer's Maul" on "Test Thrall"
    And Alice and Bob pass in turn
    Then Alice's "Test Thrall" wields Alice's "Pallbearer's Maul"
    And Alice's "Test Thrall" has 3 Attack

  @id:nodawn-701-created-and-ceased @rule:701.8 @rule:701.8a
  Scenario: Created tokens enter the battlefield; one that leaves it ceases to exist, in no zone
    Given Alice has "Test Wolf Call" and "Test Ruin" in hand
    When Alice casts "Test Wolf Call"
    And Alice and Bob pass in turn
    Then Alice controls "Wolf Token" and "Wolf Token"
    When Alice casts "Test Ruin" targeting Alice's "Wolf Token"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Alice controls "Wolf Token"
    And Alice's Spoils holds 2 cards

  @id:nodawn-701-spring-at-an-attack @rule:701.22 @rule:701.22a
  Scenario: Bob springs his Ward as his Haven is attacked: the Trap strikes the attacker before its damage, then goes to the Spoils
    Given Bob has set "Test Snare 3" in the Wards of "Test Haven"
    And Alice controls "Test Brute 4/4"
    And it is Alice's declare attackers step of turn 2
    When Alice attacks Bob's "Test Haven" with "Test Brute 4/4"
    And Bob answers "target" with "Alice's Test Brute 4/4" when he springs "Test Snare 3" against "Test Brute 4/4"
    Then Alice's "Test Brute 4/4" has 3 damage
    And Bob has "Test Snare 3" in his Spoils
    When the game advances to Alice's end of combat step
    Then Bob's "Test Haven" has 6 Defense

  @id:nodawn-701-set-then-fire @rule:701.23 @rule:701.23a @rule:701.23b
  Scenario: A Power Set on its owner's turn, paid in full, is Fired on the opponent's turn at no cost
    Given Alice has "Test Power Bolt 2" in hand
    And Alice's pool holds 2 generic Vitae
    And Bob's Domain holds 2 copies of "Test Filler"
    When Alice sets "Test Power Bolt 2" in the Power slot
    Then Alice's Power slot holds "Test Power Bolt 2"
    And the stack is empty
    When the game advances to Bob's first main phase
    And Bob passes
    And Alice fires "Test Power Bolt 2" targeting Bob
    Then Alice has no Power set
    When Alice and Bob pass in turn
    Then Bob has 18 Vitae

  @id:nodawn-731-fire-not-gated @rule:731.4c
  Scenario: A day-bound Power Set by Day is Fired at Night: neither binding nor the cycle gates the fire
    Given Alice has set "Test Dawn Power" in the Power slot
    And Alice's Domain holds 2 copies of "Test Filler"
    Then the world cycle stands at Night 1, The Hunt
    When Alice fires "Test Dawn Power"
    And Alice and Bob pass in turn
    Then Alice has "Test Filler" in hand
    And Alice has no Power set

Feature: Keyword actions — cast and fire, attach, unattach, create, turn face up, spring, set, exchange
  The verbs of 701 that the rest of the rulebook leans on: a fired Power is not cast (701.3b);
  a Weapon or Ritual is attached only where it may arm or bind (701.4); what stops being attached
  is unattached (701.5); created tokens enter and, gone, cease (701.8); turning face down or up
  changes the face showing (701.21); a Trap springs once per attack, only for its Haven (701.22);
  a Power is Set on its owner's own turn and Fired on the stack (701.23); an exchange happens
  wholly or not at all (701.25, proposed).

  Background:
    Given a No Dawn duel between Alice and Bob
    And each player's lineage Haven is "Test Haven"

  # -- 701.3b firing is not casting -------------------------------------------------------------

  @id:nodawn-701-fire-is-not-casting @rule:701.3b @rule:701.23 @rule:701.23b
  Scenario: Firing a set Power is not casting it: a watcher of cast spells stays silent
    Given Bob controls "Test Rival Watcher"
    And Alice has set "Test Power Bolt 2" in the Power slot
    When Alice fires "Test Power Bolt 2" targeting Bob
    Then the stack holds "Test Power Bolt 2"
    And Alice has no Power set
    When Alice and Bob pass in turn
    Then Bob has 18 Vitae
    And Bob's hand is empty

  @id:nodawn-701-cast-power-is-cast @rule:701.3b @rule:701.3a
  Scenario: The same Power cast from hand is a cast spell, and the watcher sees it
    Given Bob controls "Test Rival Watcher"
    And Alice has "Test Power Bolt 2" in hand
    And Alice's pool holds 2 generic Vitae
    When Alice casts "Test Power Bolt 2" targeting Bob
    Then the stack holds "Test Power Bolt 2" and "Test Rival Watcher"

  # -- 701.4 attach, wield and bind; 701.5 unattach ----------------------------------------------

  @id:nodawn-701-wield-attaches-to-own-entity @rule:701.4 @rule:701.4b @rule:701.4a
  Scenario: To Wield is to attach the Weapon to an Entity its controller controls
    Given Alice controls "Pallbearer's Maul" and "Test Wretch"
    And Alice's pool holds 1 generic Vitae
    When Alice wields "Pallbearer's Maul" on "Test Wretch"
    And Alice and Bob pass in turn
    Then Alice's "Test Wretch" wields Alice's "Pallbearer's Maul"
    And Alice's "Test Wretch" has 3 Attack

  @id:nodawn-701-no-attach-to-enemy-entity @rule:701.4a @rule:701.4b
  Scenario: A Weapon is not attached to an Entity it may not arm: an enemy Entity is refused
    Given Alice controls "Pallbearer's Maul"
    And Bob controls "Test Wretch"
    And Alice's pool holds 1 generic Vitae
    Then Alice cannot wield "Pallbearer's Maul" on "Test Wretch"
    And Alice controls "Pallbearer's Maul"
    And Bob's "Test Wretch" has 1 Attack

  @id:nodawn-701-bind-attaches-to-named-object @rule:701.4 @rule:701.4b @rule:702.19a
  Scenario: To Bind a Ritual is to lay it upon the object it names — here an enemy Entity
    Given Bob controls "Test Brute 4/4"
    And Alice has "Test Blackthorn Hex" in hand
    When Alice casts "Test Blackthorn Hex" targeting Bob's "Test Brute 4/4"
    And Alice and Bob pass in turn
    Then Alice controls "Test Blackthorn Hex"
    And Bob's "Test Brute 4/4" has 3 Attack
    And Bob's "Test Brute 4/4" has 3 Vigor

  @id:nodawn-701-unattached-when-wielder-leaves @rule:701.5 @rule:701.5a
  Scenario: A Weapon whose wielder leaves is unattached: it stays, arming nothing, and can be wielded anew
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
    Then Alice controls "Pallbearer's Maul"
    And Alice's "Test Thrall" has 1 Attack
    When Alice wields "Pallbearer's Maul" on "Test Thrall"
    And Alice and Bob pass in turn
    Then Alice's "Test Thrall" has 3 Attack

  # -- 701.8 create -------------------------------------------------------------------------------

  @id:nodawn-701-create-and-cease @rule:701.8 @rule:701.8a @rule:111.8
  Scenario: Creating two tokens puts two onto the battlefield; one that dies ceases to exist
    Given Alice has "Test Wolf Call" in hand
    And Bob has "Test Bolt 2" in hand
    When Alice casts "Test Wolf Call"
    And Alice and Bob pass in turn
    Then Alice controls "Wolf Token" and "Wolf Token"
    When Alice passes
    And Bob casts "Test Bolt 2" targeting Alice's "Wolf Token"
    When Bob passes
    Given Bob will answer "rest" with "decline"
    When Alice passes
    Then Alice controls "Wolf Token"
    And Alice's battlefield holds 2 cards
    And Alice has no "Wolf Token" in her Spoils
    And Alice's Spoils is "Test Wolf Call"

  # -- 701.21 turning face down and face up -------------------------------------------------------

  @id:nodawn-701-turn-face-down-and-up @rule:701.21 @rule:701.21a
  Scenario: Turning face down and face up changes only which face shows: the same permanent stays
    Given Bob controls "Test Brute 4/4" with 1 damage
    And Alice has "Test Veil" and "Test Unveiling" in hand
    When Alice casts "Test Veil" targeting Bob's "Test Brute 4/4"
    And Alice and Bob pass in turn
    Then Bob's "Test Brute 4/4" has 2 Attack
    And Bob's "Test Brute 4/4" has 1 damage
    When Alice casts "Test Unveiling" targeting Bob's "Test Brute 4/4"
    And Alice and Bob pass in turn
    Then Bob's "Test Brute 4/4" has 4 Attack
    And Bob's "Test Brute 4/4" has 1 damage

  # -- 701.22 spring -------------------------------------------------------------------------------

  @id:nodawn-701-spring-only-when-haven-attacked @rule:701.22 @rule:701.22a
  Scenario: A Trap is sprung only when its Haven is attacked: an attack on its Master springs nothing
    Given Bob has set "Test Snare 3" in the Wards of "Test Haven"
    And Alice controls "Gilded Emissary"
    And it is Alice's declare attackers step of turn 2
    When Alice attacks Bob with "Gilded Emissary"
    Then Bob cannot spring "Test Snare 3" against "Gilded Emissary"
    And Bob's "Test Snare 3" is set in "Test Haven"

  @id:nodawn-701-spring-one-per-attack @rule:701.22 @rule:701.22a
  Scenario: One Trap per attack: after one springs, a second cannot spring against the same attack
    Given Bob has set "Test Stone Ward 3" in the Wards of "Test Haven"
    And Bob has set "Test Snare 3" in the Wards of "Test Haven"
    And Alice controls "Test Brute 4/4"
    And it is Alice's declare attackers step of turn 2
    When Alice attacks Bob's "Test Haven" with "Test Brute 4/4"
    And Bob answers "target" with "Bob's Test Haven" when he springs "Test Stone Ward 3" against "Test Brute 4/4"
    Then Bob cannot spring "Test Snare 3" against "Test Brute 4/4"
    And Bob's "Test Snare 3" is set in "Test Haven"
    And Bob has "Test Stone Ward 3" in his Spoils

  # -- 701.23 set and fire -------------------------------------------------------------------------

  @id:nodawn-701-set-only-on-own-turn @rule:701.23 @rule:701.23a
  Scenario: A Power is Set only on its owner's own turn, with the stack empty of it
    Given Bob has "Test Power Bolt 2" in hand
    And Bob's pool holds 2 generic Vitae
    When Alice passes
    Then Bob cannot set "Test Power Bolt 2" in the Power slot
    And Bob has "Test Power Bolt 2" in hand

  @id:nodawn-701-fire-can-be-countered @rule:701.23 @rule:701.23b
  Scenario: The Fire is on the stack: answered by a counter, it does nothing, and the slot is already free
    Given Alice has set "Test Power Bolt 2" in the Power slot
    And Bob has "Test Negation" in hand
    When Alice fires "Test Power Bolt 2" targeting Bob
    And Alice passes
    And Bob casts "Test Negation" targeting Alice's "Test Power Bolt 2"
    Then Alice has no Power set
    When Bob and Alice pass in turn
    Then Bob has 20 Vitae
    And Alice has "Test Power Bolt 2" in her Spoils

  # -- 701.25 exchange (proposed) -------------------------------------------------------------------

  @id:nodawn-701-exchange-control @proposed @rule:701.25 @rule:701.25b
  Scenario: Exchanging control of two Entities: each player gains at once the one the other controlled
    Given Alice controls "Test Wretch"
    And Bob controls "Test Brute 4/4"
    And Alice has "Test Body Swap" in hand
    And Alice will answer "target" with "Alice's Test Wretch"
    And Alice will answer "target" with "Bob's Test Brute 4/4"
    When Alice casts "Test Body Swap"
    And Alice and Bob pass in turn
    Then Alice controls "Test Brute 4/4"
    And Bob controls "Test Wretch"
    And Alice no longer controls "Test Wretch"
    And Bob no longer controls "Test Brute 4/4"

  @id:nodawn-701-exchange-all-or-nothing @proposed @rule:701.25a @rule:608.3
  Scenario: If one half of the exchange is gone when it resolves, none of the exchange happens
    Given Alice controls "Test Wretch"
    And Bob controls "Test Brute 4/4"
    And Alice has "Test Body Swap" in hand
    And Bob has "Test Bolt 1" in hand
    And Alice will answer "target" with "Alice's Test Wretch"
    And Alice will answer "target" with "Bob's Test Brute 4/4"
    When Alice casts "Test Body Swap"
    And Alice passes
    And Bob casts "Test Bolt 1" targeting Alice's "Test Wretch"
    When Bob passes
    Given Bob will answer "rest" with "decline"
    When Alice passes
    And Alice and Bob pass in turn
    Then Bob controls "Test Brute 4/4"
    And Alice no longer controls "Test Brute 4/4"
    And Alice has "Test Wretch" in her Spoils

  @id:nodawn-701-exchange-vitae @proposed @rule:701.25b
  Scenario: Exchanging Vitae totals: each gains or loses what reaches the other's former total
    Given Alice has 12 Vitae
    And Alice has "Test Vitae Exchange" in hand
    When Alice casts "Test Vitae Exchange" targeting Bob
    And Alice and Bob pass in turn
    Then Alice has 20 Vitae
    And Bob has 12 Vitae

  @id:nodawn-701-exchange-vitae-capped @proposed @contested @rule:701.25b @rule:701.25a @rule:119.3
  Scenario: The exchange is held to each Master's Initial Vitae cap: a 16-cap Master gains only to 16
    701.25a says an exchange that can't be completed does nothing; 701.25b makes the Vitae
    exchange subject to the cap. Reading adopted: the cap trims one side and the rest still
    happens (docs/contested.md, nodawn-exchange-vitae-cap).

    Given Alice's Master is "Test Sixteen Master"
    And Alice has 10 Vitae
    And Alice has "Test Vitae Exchange" in hand
    When Alice casts "Test Vitae Exchange" targeting Bob
    And Alice and Bob pass in turn
    Then Alice has 16 Vitae
    And Bob has 10 Vitae

  @id:nodawn-701-exchange-one-controller-does-nothing @proposed @rule:701.25a @rule:701.25b
  Scenario: Exchanging control of two Entities Alice both controls trades nothing: the Brute she took until end of turn still goes back to Bob
    Given Alice controls "Test Wretch"
    And Bob controls "Test Brute 4/4"
    And Alice has "Test Conscript Order" and "Test Body Swap" in hand
    When Alice casts "Test Conscript Order" targeting Bob's "Test Brute 4/4"
    And Alice and Bob pass in turn
    Then Alice controls "Test Brute 4/4"
    Given Alice will answer "target" with "Alice's Test Wretch"
    And Alice will answer "target" with "Alice's Test Brute 4/4"
    When Alice casts "Test Body Swap"
    And Alice and Bob pass in turn
    Then Alice controls "Test Wretch" and "Test Brute 4/4"
    When the game advances to Bob's upkeep
    Then Bob controls "Test Brute 4/4"
    And Alice controls "Test Wretch"
    And Bob no longer controls "Test Wretch"

  @id:nodawn-701-exchange-opponents-first @proposed @rule:701.25b
  Scenario: The exchange is the same whichever Entity is targeted first: Bob's Brute first, Alice's Wretch second, they still trade controllers
    Given Alice controls "Test Wretch"
    And Bob controls "Test Brute 4/4"
    And Alice has "Test Body Swap" in hand
    And Alice will answer "target" with "Bob's Test Brute 4/4"
    And Alice will answer "target" with "Alice's Test Wretch"
    When Alice casts "Test Body Swap"
    And Alice and Bob pass in turn
    Then Alice controls "Test Brute 4/4"
    And Bob controls "Test Wretch"
    And Alice no longer controls "Test Wretch"
    And Bob no longer controls "Test Brute 4/4"

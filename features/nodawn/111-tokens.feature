Feature: Tokens
  Some effects create tokens: permanents no card stands for. The effect gives a token every
  characteristic it has, its creator owns it and it enters under that player's control. On the
  battlefield a token is a real object that attacks, blocks and drains; anywhere else it ceases
  to exist, once what watches it leave has seen it go. A Blood token is stored blood: a Relic that
  can be sacrificed for 1 Vitae, which outlives the pool's emptying. A token cannot shelter, so a
  night-bound one dies at sunrise (111).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-token-created-under-its-creator @rule:111.4 @rule:111.1 @rule:111.2 @rule:110.2a @rule:110.1 @rule:701.8a
  Scenario: A spell that creates tokens puts them onto the battlefield under its controller's control
    Given Alice has "Test Wolf Call" in hand
    When Alice casts "Test Wolf Call"
    And Alice and Bob pass in turn
    Then Alice controls "Wolf Token" and "Wolf Token"
    And Alice's battlefield holds 2 cards
    And Bob's battlefield is empty
    And Alice has "Test Wolf Call" in her Spoils

  @id:nodawn-new-token-is-newly-turned @rule:111.5 @rule:110.5a @rule:110.5d
  Scenario: A token enters newly turned like any Entity and cannot attack that turn
    Given Alice has "Test Wolf Call" in hand
    When Alice casts "Test Wolf Call"
    And Alice and Bob pass in turn
    And the game advances to Alice's declare attackers step
    Then Alice cannot attack Bob with "Wolf Token"

  @id:nodawn-token-attacks-and-drains @rule:111.5 @rule:205.2d @rule:106.5c
  Scenario: On the battlefield a token attacks like the Entity it is
    Given Alice controls "Wolf Token"
    And it is Alice's declare attackers step of turn 2
    When Alice attacks Bob with "Wolf Token"
    And the game advances to Alice's end of combat step
    Then Bob has 18 Vitae
    And Alice's "Wolf Token" is drained

  @id:nodawn-token-blocks @rule:111.5
  Scenario: A token blocks, and its Vigor is the one its creator gave it
    Given Bob controls "Wolf Token"
    And Alice controls "Gilded Emissary"
    And it is Alice's declare attackers step of turn 2
    When Alice attacks Bob with "Gilded Emissary"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Gilded Emissary" with "Wolf Token"
    Given Alice will answer "rest" with "decline"
    When the game advances to Alice's end of combat step
    Then Bob has 20 Vitae
    And no "Wolf Token" is anywhere in the game
    And Alice's "Gilded Emissary" has 2 damage

  @id:nodawn-drained-token-yields-untagged-vitae @rule:111.5 @rule:111.3 @rule:106.5d
  Scenario: Draining a Wolf token yields generic Vitae: a flavor subtype is no Race
    Given Alice controls "Wolf Token"
    When Alice drains "Wolf Token" for Vitae
    Then Alice's pool holds 1 generic Vitae
    And Alice has 1 Wrath

  @id:nodawn-sacrificed-token-yields-nothing @rule:111.3 @rule:200.3 @rule:202.2b @rule:106.5d
  Scenario: A sacrificed token yields no Vitae, having no Vitae cost, but the blood-price is paid
    Given Alice controls "Wolf Token"
    When Alice sacrifices "Wolf Token" for Vitae
    Then Alice's pool holds no Vitae
    And Alice has 1 Corruption
    And no "Wolf Token" is anywhere in the game

  @id:nodawn-dead-token-ceases-to-exist @rule:111.8 @rule:111.8a @rule:704.5g @rule:108.2
  Scenario: A token that dies touches the Spoils only notionally and ceases to exist
    Given Bob controls "Wolf Token"
    And Alice has "Test Bolt 2" in hand
    When Alice casts "Test Bolt 2" targeting Bob's "Wolf Token"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then no "Wolf Token" is anywhere in the game
    And Bob's Spoils is empty

  @id:nodawn-dying-token-seen-by-triggers @rule:111.8 @rule:603.6c
  Scenario: Abilities that trigger on a token's death see it go before it vanishes
    Given Bob controls "Wolf Token" and "Test Mourner"
    And Alice has "Test Bolt 2" in hand
    When Alice casts "Test Bolt 2" targeting Bob's "Wolf Token"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then the stack holds "Test Mourner"
    When Alice and Bob pass in turn
    Then Bob has 1 Wrath
    And no "Wolf Token" is anywhere in the game

  @id:nodawn-dead-token-cannot-be-despoiled @rule:111.6 @rule:111.8
  Scenario: A token that died is not in the Spoils to be banished for Despoil
    Given Alice controls "Wolf Token"
    And Bob has "Test Bolt 2" in hand
    And Alice has "Sell the Bones" in hand
    And Alice's pool holds 5 generic Vitae
    When Alice passes
    And Bob casts "Test Bolt 2" targeting Alice's "Wolf Token"
    When Bob passes
    Given Bob will answer "rest" with "decline"
    When Alice passes
    Then no "Wolf Token" is anywhere in the game
    And Alice cannot cast "Sell the Bones" despoiling "Wolf Token"

  @id:nodawn-blood-token-stores-blood @rule:111.7 @rule:305.3 @rule:113.4 @rule:117.1b
  Scenario: A Blood token outlives the pool's emptying and is sacrificed for 1 Vitae on a later turn
    Given Alice has "Test Blood Letting" in hand
    And Bob's Domain holds 3 copies of "Test Filler"
    When Alice casts "Test Blood Letting"
    And Alice and Bob pass in turn
    Then Alice controls "Blood Token"
    When the game advances to Bob's first main phase
    Then Alice has 20 Vitae and 0 Wrath
    And Alice controls "Blood Token"
    When Bob passes
    And Alice activates "Blood Token"
    Then Alice's pool holds 1 generic Vitae
    And the stack is empty
    And no "Blood Token" is anywhere in the game
    And Alice has 0 Corruption and 0 Wrath

  @id:nodawn-noble-blood-token @rule:111.7 @rule:305.3 @rule:305.4
  Scenario: A Blood token created with a Race yields Vitae of that source
    Given Alice controls "Noble Blood Token"
    And Alice has "Test Noble Rite 1" in hand
    When Alice activates "Noble Blood Token"
    Then Alice's pool holds 1 Noble Vitae
    When Alice casts "Test Noble Rite 1"
    Then Alice's pool holds no Vitae
    And the stack holds "Test Noble Rite 1"

  @id:nodawn-plain-blood-token-fails-noble-cost @rule:305.4 @rule:106.4
  Scenario: Vitae of a Blood token with no Race cannot pay a cost that demands Noble blood
    Given Alice controls "Blood Token"
    And Alice has "Test Noble Rite 1" in hand
    When Alice activates "Blood Token"
    Then Alice's pool holds 1 generic Vitae
    And Alice cannot cast "Test Noble Rite 1"

  @id:nodawn-wolves-lost-at-sunrise @example @rule:111.9 @rule:514.4e @rule:400.9a
  Scenario: Night-bound Wolf tokens cannot shelter and are lost at sunrise; a Blood token waits out the Day
    111.9's example: Duskcaller Shaman has raised two night-bound Wolf tokens. As The Vanish ends
    and the players shelter, the Shaman takes a Room but the Wolves die; the unbound Blood token
    stays in the open, untouched.

    Given the world cycle stands at Night 3, The Vanish
    And each player's lineage Haven is "Test Haven"
    And Alice controls "Duskcaller Shaman", "Wolf Token", "Wolf Token" and "Blood Token"
    And it is Bob's end step of turn 3
    When the game advances to Alice's upkeep
    Then the world cycle stands at Day 1, The Preparation
    And no "Wolf Token" is anywhere in the game
    And Alice's "Duskcaller Shaman" shelters in "Test Haven"
    And Alice's "Blood Token" is not sheltered
    And Alice controls "Blood Token"
    And the game is not over

  @id:nodawn-token-dies-at-sunrise-triggers @rule:514.4e @rule:111.9
  Scenario: A night-bound token lost at sunrise dies: the watchers of deaths see it
    Given the world cycle stands at Night 3, The Vanish
    And each player's lineage Haven is "Test Haven"
    And Alice controls "Wolf Token" and "Test Mourner"
    And Alice's Domain holds 3 copies of "Test Filler"
    And it is Bob's end step of turn 3
    When the game advances to Alice's first main phase
    Then Alice has 1 Wrath
    And no "Wolf Token" is anywhere in the game
    And the game is not over

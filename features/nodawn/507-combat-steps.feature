Feature: The steps of combat and what triggers in them
  The beginning of combat step is the last window before attacks; attacks are declared, then
  blocks, each declaration complete before anyone receives priority and its triggers stacked
  first; combat damage equals Attack and is dealt all at once; at end of combat its triggers fire
  (506-511).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's Domain holds 5 copies of "Test Filler"
    And Bob's Domain holds 5 copies of "Test Filler"

  @id:nodawn-beginning-of-combat-trigger @rule:507.1 @rule:507.2
  Scenario: Beginning of combat triggers are stacked, then the active player receives priority
    Given Alice controls "Test Herald of Arms"
    When Alice and Bob pass in turn
    Then it is Alice's beginning of combat step
    And the stack holds "Test Herald of Arms"
    And Alice holds priority
    When Alice and Bob pass in turn
    Then Alice has 1 Wrath

  @id:nodawn-last-window-before-attacks @rule:507.2
  Scenario: In the beginning of combat step an opponent may strike an Entity before it can attack
    Given Alice controls "Test Wretch"
    And Bob has "Test Bolt 1" in hand
    When Alice and Bob pass in turn
    And Alice passes
    And Bob casts "Test Bolt 1" targeting Alice's "Test Wretch"
    When Bob passes
    Given Bob will answer "rest" with "decline"
    When Alice passes
    Then Alice has "Test Wretch" in Spoils
    When Alice and Bob pass in turn
    Then it is Alice's declare attackers step
    And Alice cannot attack Bob with "Test Wretch"

  @id:nodawn-attack-trigger-at-declaration @rule:508.1h @rule:508.3 @rule:508.3a
  Scenario: An attack trigger triggers at the declaration and is stacked before anyone acts
    Given Alice controls "Test War Crier"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test War Crier"
    Then Alice has 0 Wrath
    When Alice passes
    Then the stack holds "Test War Crier"
    When Bob and Alice pass in turn
    Then Alice has 1 Wrath

  @id:nodawn-companion-may-be-attacked @rule:506.3c @rule:510.3d
  Scenario: A Companion is a legal target of an attack, and loses Vigor to the blow
    Given Alice controls "Test Noble Squire"
    And Bob controls "Test Companion 3"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob's "Test Companion 3" with "Test Noble Squire"
    And the game advances to Alice's end of combat step
    Then Bob's "Test Companion 3" has 2 Vigor

  @id:nodawn-attacks-alone-only-one-attacker @rule:506.7 @rule:702.28a
  Scenario: An Entity declared beside another does not attack alone, and Champion stays silent
    Given Alice controls "Test Champion" and "Test Wretch"
    When the game advances to Alice's declare attackers step
    And Alice declares attacks
      | attacker     | target |
      | Test Champion | Bob   |
      | Test Wretch  | Bob    |
    And Alice passes
    Then the stack is empty
    And Alice's "Test Champion" has 2 Attack
    When the game advances to Alice's end of combat step
    Then Bob has 17 Vitae

  @id:nodawn-drained-attacker-still-attacks @rule:506.6b
  Scenario: Draining an attacker after its declaration neither removes it from combat nor stops its damage
    Given Alice controls "Test Vigilant Fount"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Vigilant Fount"
    And Alice activates "Test Vigilant Fount"
    Then Alice's "Test Vigilant Fount" is drained
    And Alice's "Test Vigilant Fount" is attacking Bob
    When the game advances to Alice's end of combat step
    Then Bob has 18 Vitae

  @id:nodawn-blockers-declared-as-step-begins @rule:509.1 @rule:509.3
  Scenario: The defending player declares blocks as the step begins; then the active player has priority
    Given Alice controls "Test Noble Squire"
    And Bob controls "Test Thrall"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Noble Squire"
    And the game advances to Alice's declare blockers step
    Then Alice holds priority
    When Bob blocks "Test Noble Squire" with "Test Thrall"
    Then Bob's "Test Thrall" is blocking Alice's "Test Noble Squire"
    When Alice passes
    Then Bob cannot block "Test Noble Squire" with "Test Thrall"

  @id:nodawn-block-triggers @rule:509.1h @rule:509.3a
  Scenario: A blocker's block trigger and its attacker's becomes-blocked trigger fire once the blocks are declared
    Given Alice controls "Test Skirmisher"
    And Bob controls "Test Shieldbearer"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Skirmisher"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Skirmisher" with "Test Shieldbearer"
    And Alice passes
    Then the stack holds "Test Skirmisher" and "Test Shieldbearer"
    When Bob and Alice pass in turn
    And Bob and Alice pass in turn
    Then Alice has 1 Wrath
    And Bob's hand is "Test Filler"

  @id:nodawn-attacks-and-isnt-blocked @rule:509.3a
  Scenario: "Attacks and isn't blocked" triggers in the declare blockers step when no blocker is declared
    Given Alice controls "Test Skirmisher"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Skirmisher"
    And the game advances to Alice's declare blockers step
    And Alice passes
    Then it is Alice's declare blockers step
    And the stack holds "Test Skirmisher"
    When Bob and Alice pass in turn
    Then Alice's hand is "Test Filler"
    And Alice has 0 Wrath

  @id:nodawn-drained-blocker-pays-in-full @rule:509.1f @rule:509.1c @rule:509.1g
  Scenario: A drained 1/1 pays its block in full with a counter that kills it, and the attack stays blocked
    Given Alice controls "Test Noble Squire"
    And Bob controls a drained "Test Thrall"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Noble Squire"
    And the game advances to Alice's declare blockers step
    And Bob blocks "Test Noble Squire" with "Test Thrall"
    Then Bob has "Test Thrall" in Spoils
    And Alice's "Test Noble Squire" is blocked
    When the game advances to Alice's end of combat step
    Then Bob has 20 Vitae

  @id:nodawn-damage-equals-attack @rule:510.2 @rule:510.2a @rule:510.3
  Scenario: Each attacker assigns damage equal to its Attack, and it is all dealt at once
    Given Alice controls "Test Noble Squire" and "Test Brute 4/4"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Noble Squire" and "Test Brute 4/4"
    And the game advances to Alice's end of combat step
    Then Bob has 15 Vitae

  @id:nodawn-zero-attack-assigns-none @rule:510.2a
  Scenario: An Entity whose Attack is below 1 assigns no combat damage
    Given Alice controls "Test Noble Squire"
    And Alice has "Test Wither" in hand
    When Alice casts "Test Wither" targeting Alice's "Test Noble Squire"
    And Alice and Bob pass in turn
    And the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Noble Squire"
    And the game advances to Alice's end of combat step
    Then Bob has 20 Vitae

  @id:nodawn-damage-triggers-before-priority @rule:510.6
  Scenario: Abilities triggered by combat damage are stacked before the active player receives priority
    Given Alice controls "Test Plague Rat"
    When the game advances to Alice's declare attackers step
    And Alice attacks Bob with "Test Plague Rat"
    And the game advances to Alice's combat damage step
    Then Bob has 19 Vitae
    And the stack holds "Test Plague Rat"
    And Alice holds priority

  @id:nodawn-end-of-combat-trigger @rule:511.1
  Scenario: An end of combat trigger fires as the end of combat step begins, then the active player acts
    Given Alice controls "Test Field Chronicler"
    When the game advances to Alice's end of combat step
    Then the stack holds "Test Field Chronicler"
    And Alice holds priority
    When Alice and Bob pass in turn
    Then Alice's hand is "Test Filler"

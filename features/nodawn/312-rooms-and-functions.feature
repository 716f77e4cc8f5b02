Feature: Rooms and their functions
  A Haven may print a function, a craft, on one of its Rooms: the Laboratory, the Scriptorium, the
  Forge, the Vault, the Kennel, the Confessional. A functioned Room shelters no Entity at sunrise
  — beds traded for workshops. A function works only while its Haven stands, and what it stores,
  face down in its player's Command Areas, falls to the Spoils with the Haven (312).

  Background:
    Given a No Dawn duel between Alice and Bob
    And Alice's lineage Haven is "The Charnel Abbey"
    And Bob's lineage Haven is "Test Haven"

  @id:nodawn-laboratory-takes-a-room @example @rule:312.2 @rule:312.1 @rule:310.7
  Scenario: Rooms 3, one of them a Laboratory: the Charnel Abbey's Elian master can shelter no more than two night Entities
    312.4's example: the third Room is given to the stills and the strains. Three night Entities
    meet the sunrise; two are saved, the player choosing which, and the third dies.

    Given the world cycle stands at Night 3, The Vanish
    And Alice controls "Duskcaller Shaman", "Test Night Prowler" and "Test Night Thrall"
    And it is Bob's end step of turn 3
    And Alice will shelter "Duskcaller Shaman" in "The Charnel Abbey" and "Test Night Prowler" in "The Charnel Abbey"
    When the game advances to Bob's upkeep
    Then Alice's "Duskcaller Shaman" shelters in "The Charnel Abbey"
    And Alice's "Test Night Prowler" shelters in "The Charnel Abbey"
    And Alice has "Test Night Thrall" in her Spoils
    And Alice's "shelter" choice allows at most 2

  @id:nodawn-stored-cards-fall-with-haven @example @rule:312.3 @rule:312.4
  Scenario: Two Components wait face down in the Laboratory; when the Abbey falls they fall to the Spoils with it
    312.4's example stores two Components in the Laboratory's Room; the kit's filler stands in
    for them. The Formula brewing they feed (710) is not modeled.

    Given the Laboratory of Alice's "The Charnel Abbey" stores "Test Filler" and "Test Wretch"
    And Bob has "Test Ruin" in hand
    Then Alice's functions store 2 cards
    When Alice passes
    And Bob casts "Test Ruin" targeting Alice's "The Charnel Abbey"
    And Bob and Alice pass in turn
    Then Alice's functions store 0 cards
    And Alice has "The Charnel Abbey", "Test Filler" and "Test Wretch" in her Spoils

  @id:nodawn-stored-cards-fall-whatever-else-stands @rule:312.3
  Scenario: The Abbey falls while Alice's other permanents stand: what its Laboratory stores falls to the Spoils all the same
    Given the Laboratory of Alice's "The Charnel Abbey" stores "Test Filler" and "Test Wretch"
    And Alice controls "Wolf Token"
    And Bob has "Test Ruin" in hand
    When Alice passes
    And Bob casts "Test Ruin" targeting Alice's "The Charnel Abbey"
    And Bob and Alice pass in turn
    Then Alice's functions store 0 cards
    And Alice has "The Charnel Abbey", "Test Filler" and "Test Wretch" in her Spoils
    And Alice controls "Wolf Token"

  @id:nodawn-stored-cards-fall-beside-an-earlier-name @rule:312.3
  Scenario: The Abbey falls while Alice's Test Wretch stands: a permanent of another name keeps nothing of the Laboratory's store
    Only another Haven of the Abbey's own name could keep its workshop standing; the Wretch,
    whatever its name, is no such Haven.

    Given the Laboratory of Alice's "The Charnel Abbey" stores "Test Filler" and "Test Thrall"
    And Alice controls "Test Wretch"
    And Bob has "Test Ruin" in hand
    When Alice passes
    And Bob casts "Test Ruin" targeting Alice's "The Charnel Abbey"
    And Bob and Alice pass in turn
    Then Alice's functions store 0 cards
    And Alice has "The Charnel Abbey", "Test Filler" and "Test Thrall" in her Spoils
    And Alice controls "Test Wretch"

  @id:nodawn-stored-cards-of-another-haven-stay @rule:312.3 @rule:312.4
  Scenario: Alice's Crafted Keep falls: what its Scriptorium stores falls with it, and what the standing Abbey's Laboratory stores stays
    Stored cards are bound to the Room of the Haven whose function stores them (312.4); only the
    fallen Haven's store goes to the Spoils (312.3).

    Given Alice controls "Test Crafted Keep"
    And the Scriptorium of Alice's "Test Crafted Keep" stores "Test Filler"
    And the Laboratory of Alice's "The Charnel Abbey" stores "Test Wretch" and "Test Thrall"
    And Bob has "Test Ruin" in hand
    Then Alice's functions store 3 cards
    When Alice passes
    And Bob casts "Test Ruin" targeting Alice's "Test Crafted Keep"
    And Bob and Alice pass in turn
    Then Alice's functions store 2 cards
    And Alice has "Test Crafted Keep" and "Test Filler" in her Spoils
    And Alice has no "Test Wretch" in her Spoils
    And Alice has no "Test Thrall" in her Spoils
    And Alice controls "The Charnel Abbey"

Feature: Name, epithet and the cost block
  A card's name is the title on its banner; the epithet beneath it is no part of the name. Told
  to name a card, a player names a real card — a token's name only if a card bears it too.
  Objects share a name if they have one in common; a count of different names counts each name
  once. The cost block's Corruption and Wrath belong to casting and stand whatever becomes of the
  spell; a card's "cost", unqualified, is its Vitae cost (201, 202).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-epithet-is-not-the-name @example @rule:201.2
  Scenario: Aurelio Torretti, the Gilded Serpent, is named "Aurelio Torretti", never by its epithet
    201.2's example: an effect that has a player name a card is satisfied by "Aurelio Torretti",
    not by "the Gilded Serpent".

    Given Bob has "Aurelio Torretti" and "Test Filler" in hand
    And Alice has "Test Proscription" in hand
    When Alice casts "Test Proscription" targeting Bob
    And Alice passes
    And Alice answers "name" with "Aurelio Torretti" when Bob passes
    Then Alice's "name" choice offers "Aurelio Torretti"
    And Alice's "name" choice does not offer "the Gilded Serpent"
    And Bob's hand is "Test Filler"
    And Bob has "Aurelio Torretti" in his Spoils

  @id:nodawn-epithet-refused @example @rule:201.2
  Scenario: Naming "the Gilded Serpent" is no naming of a card
    201.2's example, the other half: the epithet is not part of the name.

    Given Bob has "Aurelio Torretti" in hand
    And Alice has "Test Proscription" in hand
    When Alice casts "Test Proscription" targeting Bob
    And Alice passes
    Then Alice cannot answer "name" with "the Gilded Serpent" when Bob passes

  @id:nodawn-token-name-not-a-card-name @proposed @rule:201.4
  Scenario: A token's name may be named only if a card bears it too
    Given Alice controls "Wolf Token"
    And Alice has "Test Proscription" in hand
    When Alice casts "Test Proscription" targeting Bob
    And Alice passes
    Then Alice cannot answer "name" with "Wolf Token" when Bob passes

  @id:nodawn-different-names-counted-once @rule:201.3 @rule:201.3b
  Scenario: Counting Entities "with different names", two that share a name count once
    Given Alice controls "Gilded Emissary", "Gilded Emissary" and "Scriptorium Drudge"
    And Alice has "Test Conspiracy" in hand
    And Alice's Domain holds 5 copies of "Test Filler"
    When Alice casts "Test Conspiracy"
    And Alice and Bob pass in turn
    Then Alice's hand holds 2 cards

  @id:nodawn-countered-corruption-stays @example @rule:202.6 @rule:202.4 @rule:118.5
  Scenario: A Caprice printing Corruption +2 is cast and countered: the Corruption stays risen
    202.6's example counters it with Slip the Knife, which the rulebook elsewhere calls a Power,
    and no Power counters (docs/contested.md, nodawn-powers-that-counter): the kit's Caprice Test
    Negation counters it here.

    Given Alice has "Test Caprice ✚+2" in hand
    And Bob has "Test Negation" in hand
    When Alice casts "Test Caprice ✚+2"
    And Alice passes
    And Bob casts "Test Negation" targeting Alice's "Test Caprice ✚+2"
    And Bob and Alice pass in turn
    Then Alice has "Test Caprice ✚+2" in her Spoils
    And Alice has 2 Corruption

  @id:nodawn-cost-means-vitae-cost @rule:202.7 @rule:106.5c
  Scenario: A card's "cost", unqualified, is its printed Vitae cost: sacrificed, it yields that and no meter
    Given Alice controls "Test Tainted Squire"
    When Alice sacrifices "Test Tainted Squire" for Vitae
    Then Alice's pool holds 2 Noble Vitae
    And Alice has 1 Corruption

  @id:nodawn-source-restriction-is-text @rule:202.2a @rule:207.4b @rule:106.4
  Scenario: A source restriction, printed in the text and not as a cost icon, takes only Vitae of that source
    Given Alice has "Test Sacred Rite 2" in hand
    And Alice's pool holds 2 Noble Vitae
    Then Alice cannot cast "Test Sacred Rite 2"

  @id:nodawn-keyword-with-its-cost @rule:207.3 @rule:702.14a
  Scenario: A keyword followed by a cost carries that cost as part of its meaning: Toll 2 asks 2 Vitae
    Given Bob controls "Bishop of Coin"
    And Alice has "Test Bolt 2" in hand
    And Alice's pool holds 2 generic Vitae
    When Alice casts "Test Bolt 2" targeting Bob's "Bishop of Coin"
    And Alice passes
    And Alice answers "toll" with "pay" when Bob passes
    Then Alice's pool holds no Vitae
    And the stack holds "Test Bolt 2"

  @id:nodawn-in-text-sacrifice-cost @rule:207.4a @rule:207.4 @rule:701.12a
  Scenario: "As an additional cost to cast this card, sacrifice an Entity": chosen and sacrificed as it is cast
    Given Alice controls "Test Wretch" and "Test Thrall"
    And Alice has "Test Blood Pact" in hand
    And Alice's Domain holds 3 copies of "Test Filler"
    When Alice answers "sacrifice" with "Alice's Test Thrall" when she casts "Test Blood Pact"
    Then Alice's "sacrifice" choice offers exactly "Alice's Test Wretch" and "Alice's Test Thrall"
    And Alice has "Test Thrall" in her Spoils
    And the stack holds "Test Blood Pact"
    When Alice and Bob pass in turn
    Then Alice's hand holds 2 cards

  @id:nodawn-in-text-cost-unpaid @rule:207.4a @rule:118.2
  Scenario: With no Entity to sacrifice, such a card cannot be cast
    Given Alice has "Test Blood Pact" in hand
    Then Alice cannot cast "Test Blood Pact"

  @id:nodawn-own-name-means-this-object @rule:201.5 @rule:201.3
  Scenario: Text naming its own card means that object alone, not another that shares its name
    Given Alice controls "Test Rager", called "the north Rager"
    And Alice controls "Test Rager", called "the south Rager"
    And Alice's pool holds 1 generic Vitae
    When Alice activates "the south Rager"
    And Alice and Bob pass in turn
    Then Alice's "the south Rager" has 3 Attack
    And Alice's "the north Rager" has 1 Attack

  @id:nodawn-201-gained-ability-names-its-new-bearer @proposed @rule:201.5b @rule:613.1f
  Scenario: The Thrall gains Test Rager's ability: "Test Rager gets +2/+0" now means the Thrall, and the Rager beside it gets nothing
    Given Alice controls "Test Thrall" and "Test Rager"
    And Alice has "Test Borrowed Fury" in hand
    And Alice's pool holds 1 generic Vitae
    Then Alice cannot activate "Test Thrall"
    When Alice casts "Test Borrowed Fury" targeting Alice's "Test Thrall"
    And Alice and Bob pass in turn
    And Alice activates "Test Thrall"
    Then the stack holds "Test Thrall"
    And Alice's pool holds no Vitae
    When Alice and Bob pass in turn
    Then Alice's "Test Thrall" has 3 Attack
    And Alice's "Test Rager" has 1 Attack

  @id:nodawn-201-granted-ability-means-its-granter @proposed @rule:201.5a @rule:201.5
  Scenario: Two Rally Standards each grant the Thrall an ability naming "Test Rally Standard": the one activated counts for the Standard that granted it alone
    The Thrall has the ability twice, once from each Standard, in the order they stand. Its second
    instance is the west Standard's, so its rally counter goes on the west Standard, not on the
    east one that bears the same name.

    Given Alice controls "Test Rally Standard", called "the east Standard"
    And Alice controls "Test Rally Standard", called "the west Standard"
    And Alice controls "Test Thrall"
    When Alice activates ability 2 of "Test Thrall"
    Then Alice's "Test Thrall" is drained
    And Alice cannot activate ability 1 of "Test Thrall"
    When Alice and Bob pass in turn
    Then Alice's "the west Standard" has 1 rally counters
    And Alice's "the east Standard" has 0 rally counters

Feature: Keyword actions: destroy, banish, sacrifice, discard, erode, double and the out clause
  The verbs of rule 701 are game terms with fixed meanings. Destroying puts a permanent into the
  Spoils, and Deathless stops it; banishing sends it to the Void, where Deathless is no help;
  sacrificing is neither. A discarding player picks the cards; Eroding moves the Domain's top
  cards to the Spoils; doubling Vitae stops at the cap; and a counter with an out clause lets the
  spell's controller choose to pay (701).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-destroy-entity-to-spoils @rule:701.9a @rule:701.9
  Scenario: A destroyed Entity goes from the battlefield to its owner's Spoils
    Given Bob controls "Test Wretch"
    And Alice has "Test Ruin" in hand
    When Alice casts "Test Ruin" targeting Bob's "Test Wretch"
    Then Alice's "target" choice offers exactly "Bob's Test Wretch"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob no longer controls "Test Wretch"
    And Bob has "Test Wretch" in his Spoils
    And Alice has "Test Ruin" in her Spoils

  @id:nodawn-destroy-haven @rule:701.9a
  Scenario: Any permanent can be destroyed, a Haven included
    Given Bob controls "Test Haven"
    And Alice has "Test Ruin" in hand
    When Alice casts "Test Ruin" targeting Bob's "Test Haven"
    Then Alice's "target" choice offers exactly "Bob's Test Haven"
    When Alice and Bob pass in turn
    Then Bob no longer controls "Test Haven"
    And Bob has "Test Haven" in his Spoils

  @id:nodawn-destroy-deathless-survives @rule:701.9a @rule:702.12a
  Scenario: A destroy effect does nothing to a permanent with Deathless
    Given Bob controls "Test Deathless Revenant"
    And Alice has "Test Ruin" in hand
    When Alice casts "Test Ruin" targeting Bob's "Test Deathless Revenant"
    And Alice and Bob pass in turn
    Then Bob controls "Test Deathless Revenant"
    And Bob has no "Test Deathless Revenant" in his Spoils
    And Alice has "Test Ruin" in her Spoils

  @id:nodawn-destroy-is-dying @rule:701.9a @rule:603.6c
  Scenario: An Entity that is destroyed dies, and its death trigger goes on the stack
    Given Bob controls "Test Martyr"
    And Bob has 10 Vitae
    And Alice has "Test Ruin" in hand
    When Alice casts "Test Ruin" targeting Bob's "Test Martyr"
    When Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then the stack holds "Test Martyr"
    When Alice and Bob pass in turn
    Then Bob has 13 Vitae

  @id:nodawn-destroy-cannot-target-player @rule:701.9a
  Scenario: Destroy works on permanents only, so a Master cannot be its target
    Given Alice has "Test Ruin" in hand
    Then Alice cannot cast "Test Ruin" targeting Bob

  @id:nodawn-banish-to-void @rule:701.6a @rule:701.6
  Scenario: A banished permanent goes to the Void, not the Spoils
    Given Bob controls "Test Wretch"
    And Alice has "Test Banishment" in hand
    When Alice casts "Test Banishment" targeting Bob's "Test Wretch"
    And Alice and Bob pass in turn
    Then Bob no longer controls "Test Wretch"
    And Bob has "Test Wretch" in his Void
    And Bob has no "Test Wretch" in his Spoils

  @id:nodawn-banish-deathless @rule:701.6a @rule:702.12a
  Scenario: Deathless does not save a permanent from being banished
    Given Bob controls "Test Deathless Revenant"
    And Alice has "Test Banishment" in hand
    When Alice casts "Test Banishment" targeting Bob's "Test Deathless Revenant"
    And Alice and Bob pass in turn
    Then Bob no longer controls "Test Deathless Revenant"
    And Bob has "Test Deathless Revenant" in his Void

  @id:nodawn-banish-is-not-dying @rule:701.6a
  Scenario: A banished Entity does not die, so its death trigger stays silent
    Given Bob controls "Test Martyr"
    And Bob has 10 Vitae
    And Alice has "Test Banishment" in hand
    When Alice casts "Test Banishment" targeting Bob's "Test Martyr"
    And Alice and Bob pass in turn
    Then the stack is empty
    And Bob has 10 Vitae
    And Bob has "Test Martyr" in his Void

  @id:nodawn-sacrifice-deathless @rule:701.12a @rule:702.12a
  Scenario: A Deathless Entity can still be sacrificed, since sacrificing is not destroying
    Given Alice controls "Test Deathless Revenant"
    When Alice sacrifices "Test Deathless Revenant" for Vitae
    Then Alice no longer controls "Test Deathless Revenant"
    And Alice has "Test Deathless Revenant" in her Spoils

  @id:nodawn-sacrifice-only-own @rule:701.12a
  Scenario: A player cannot sacrifice a permanent another player controls
    Given Bob controls "Test Wretch"
    Then Alice cannot sacrifice "Test Wretch" for Vitae

  @id:nodawn-discard-small-hand @rule:701.10a @rule:701.10
  Scenario: A player told to discard more cards than they hold discards their whole hand
    Given Bob has "Test Filler" in hand
    And Alice has "Test Mind Rot 2" in hand
    When Alice casts "Test Mind Rot 2" targeting Bob
    And Alice and Bob pass in turn
    Then Bob's "discard" choice offers exactly "Test Filler"
    And Bob's "discard" choice allows at most 1
    And Bob's hand is empty
    And Bob has "Test Filler" in his Spoils

  @id:nodawn-discard-player-chooses @rule:701.10a
  Scenario: The discarding player, not the spell's caster, chooses the cards discarded
    Given Bob has "Test Filler", "Test Rite 2" and "Test Bolt 3" in hand
    And Alice has "Test Mind Rot 2" in hand
    When Alice casts "Test Mind Rot 2" targeting Bob
    And Alice passes
    Given Bob will answer "discard" with "Test Rite 2" and "Test Bolt 3"
    And Bob will answer "spoils-order" with "Test Bolt 3" and "Test Rite 2"
    When Bob passes
    Then Bob's "discard" choice offers exactly "Test Filler", "Test Rite 2" and "Test Bolt 3"
    And Bob's "discard" choice allows at least 2
    And Bob's "discard" choice allows at most 2
    And Bob's hand is "Test Filler"
    And Bob has "Test Rite 2" and "Test Bolt 3" in his Spoils

  @proposed @id:nodawn-erode-top-cards @rule:701.24a @rule:701.24
  Scenario: Eroding moves the top cards of a Domain into its owner's Spoils
    Given Bob's Domain holds, from the top, "Test Filler", "Test Rite 2", "Test Bolt 3" and "Iron Column"
    And Alice has "Test Erosion 3" in hand
    When Alice casts "Test Erosion 3" targeting Bob
    And Alice passes
    Given Bob will answer "spoils-order" with "Test Bolt 3", "Test Rite 2" and "Test Filler"
    When Bob passes
    Then Bob's Domain is "Iron Column"
    And Bob has "Test Filler", "Test Rite 2" and "Test Bolt 3" in his Spoils

  @proposed @id:nodawn-erode-more-than-domain @rule:701.24a
  Scenario: Told to Erode more cards than remain, a player Erodes what is left and plays on
    Given Bob's Domain holds, from the top, "Test Filler"
    And Alice has "Test Erosion 3" in hand
    When Alice casts "Test Erosion 3" targeting Bob
    And Alice and Bob pass in turn
    Then Bob's Domain is empty
    And Bob has "Test Filler" in his Spoils
    And the game is not over

  @proposed @id:nodawn-double-vitae @rule:701.26a @rule:701.26
  Scenario: Doubling a Master's Vitae gives as much again
    Given Alice has 7 Vitae
    And Alice has "Test Blood Doubling" in hand
    When Alice casts "Test Blood Doubling"
    And Alice and Bob pass in turn
    Then Alice has 14 Vitae

  @proposed @id:nodawn-double-vitae-cap @rule:701.26a
  Scenario: Doubled Vitae stop at the Initial Vitae cap
    Given Alice has 15 Vitae
    And Alice has "Test Blood Doubling" in hand
    When Alice casts "Test Blood Doubling"
    And Alice and Bob pass in turn
    Then Alice has 20 Vitae

  @id:nodawn-counter-costs-stand @rule:701.7a @rule:701.7
  Scenario: A countered spell goes to the Spoils and the Corruption paid to cast it stays
    Given Alice has "Test Caprice ✚+2" in hand
    And Bob has "Test Negation" in hand
    When Alice casts "Test Caprice ✚+2"
    And Alice passes
    And Bob casts "Test Negation" targeting Alice's "Test Caprice ✚+2"
    Then Bob's "target" choice offers exactly "Alice's Test Caprice ✚+2"
    When Bob and Alice pass in turn
    Then the stack is empty
    And Alice has "Test Caprice ✚+2" in her Spoils
    And Alice has 2 Corruption

  @id:nodawn-out-clause-paid @rule:701.7b
  Scenario: The spell's controller pays the out clause and the spell stands
    Given Alice's pool holds 2 generic Vitae
    And Alice has "Test Bolt 2" in hand
    And Bob has "Test Tithe Negation 2" in hand
    When Alice casts "Test Bolt 2" targeting Bob
    And Alice passes
    And Bob casts "Test Tithe Negation 2" targeting Alice's "Test Bolt 2"
    And Bob passes
    Given Alice will answer "out-clause" with "pay"
    When Alice passes
    Then Alice's "out-clause" choice offers exactly "pay" and "decline"
    And the stack holds "Test Bolt 2"
    And Alice's pool holds no Vitae
    When Alice and Bob pass in turn
    Then Bob has 18 Vitae

  @id:nodawn-out-clause-declined @rule:701.7b @rule:701.7a
  Scenario: Declining the out clause lets the spell be countered, nothing paid
    Given Alice's pool holds 2 generic Vitae
    And Alice has "Test Bolt 2" in hand
    And Bob has "Test Tithe Negation 2" in hand
    When Alice casts "Test Bolt 2" targeting Bob
    And Alice passes
    And Bob casts "Test Tithe Negation 2" targeting Alice's "Test Bolt 2"
    And Bob passes
    Given Alice will answer "out-clause" with "decline"
    When Alice passes
    Then the stack is empty
    And Alice has "Test Bolt 2" in her Spoils
    And Alice's pool holds 2 generic Vitae
    And Bob has 20 Vitae

  @id:nodawn-out-clause-from-vein @rule:701.7b @rule:106.5b
  Scenario: The out clause is a cost, so the vein covers what the pool lacks
    Given Alice's pool holds 1 generic Vitae
    And Alice has "Test Bolt 2" in hand
    And Bob has "Test Tithe Negation 2" in hand
    When Alice casts "Test Bolt 2" targeting Bob
    And Alice passes
    And Bob casts "Test Tithe Negation 2" targeting Alice's "Test Bolt 2"
    And Bob passes
    Given Alice will answer "out-clause" with "pay"
    When Alice passes
    Then the stack holds "Test Bolt 2"
    And Alice's pool holds no Vitae
    And Alice has 19 Vitae

  @id:nodawn-out-clause-cannot-pay @rule:701.7b
  Scenario: A player who cannot cover the out clause in full gets no choice: the spell is countered
    Given Alice has 1 Vitae
    And Alice has "Test Bolt 2" in hand
    And Bob has "Test Tithe Negation 2" in hand
    When Alice casts "Test Bolt 2" targeting Bob
    And Alice passes
    And Bob casts "Test Tithe Negation 2" targeting Alice's "Test Bolt 2"
    And Bob and Alice pass in turn
    Then the stack is empty
    And Alice has "Test Bolt 2" in her Spoils
    And Alice has 1 Vitae
    And Bob has 20 Vitae

  @id:nodawn-foresee-one-to-bottom @rule:701.16a @rule:701.16
  Scenario: Foreseeing, a player may put a seen card on the bottom of the Domain and keep the other on top
    Given Alice's Domain holds, from the top, "Test Filler", "Test Bolt 3" and "Iron Column"
    And Alice has "Test Scrying 2" in hand
    When Alice casts "Test Scrying 2"
    And Alice passes
    Given Alice will foresee "Test Bolt 3" on top and "Test Filler" on the bottom
    When Bob passes
    Then Alice's "foresee" choice offers exactly "Test Filler on top", "Test Filler on the bottom", "Test Bolt 3 on top" and "Test Bolt 3 on the bottom"
    And Alice's "foresee" choice allows at least 2
    And Alice's "foresee" choice allows at most 2
    And Alice's "foresee" choice does not offer "Iron Column on top"
    And Alice's Domain is "Test Bolt 3", "Iron Column" and "Test Filler"

  @id:nodawn-foresee-reorder-top @rule:701.16a
  Scenario: Foreseeing, a player may put both seen cards back on top in a new order
    Given Alice's Domain holds, from the top, "Test Filler", "Test Bolt 3" and "Iron Column"
    And Alice has "Test Scrying 2" in hand
    When Alice casts "Test Scrying 2"
    And Alice passes
    Given Alice will foresee "Test Bolt 3" on top and "Test Filler" on top
    When Bob passes
    Then Alice's Domain is "Test Bolt 3", "Test Filler" and "Iron Column"

  @id:nodawn-foresee-both-bottom @rule:701.16a
  Scenario: Both seen cards may go to the bottom, in the order the player chooses
    Given Alice's Domain holds, from the top, "Test Filler", "Test Bolt 3" and "Iron Column"
    And Alice has "Test Scrying 2" in hand
    When Alice casts "Test Scrying 2"
    And Alice passes
    Given Alice will foresee "Test Bolt 3" on the bottom and "Test Filler" on the bottom
    When Bob passes
    Then Alice's Domain is "Iron Column", "Test Bolt 3" and "Test Filler"

  @id:nodawn-foresee-empty-domain @rule:701.16a
  Scenario: With an empty Domain there is nothing to Foresee and nothing is asked
    Given Alice's Domain is empty
    And Alice has "Test Scrying 2" in hand
    When Alice casts "Test Scrying 2"
    And Alice and Bob pass in turn
    Then the stack is empty
    And Alice has "Test Scrying 2" in her Spoils
    And the game is not over

  @id:nodawn-sacrifice-watcher-sees-entities-only @rule:701.12a @rule:603.2
  Scenario: A watcher of its controller's Entity sacrifices does not see a Relic sacrificed
    Given Alice controls "Test Bone Ledger" and "Test Sacred Vial"
    And Alice's Domain holds, from the top, "Test Filler"
    When Alice activates "Test Sacred Vial"
    Then the stack is empty
    And Alice's pool holds 2 Sacred Vitae
    And Alice has "Test Sacred Vial" in her Spoils
    And Alice's hand is empty

  @id:nodawn-destroy-each-entity-spares-other-permanents @rule:701.9a @rule:609.2
  Scenario: "Destroy each Entity" destroys Entities only: a Relic and a Haven on the battlefield stay
    Given Bob controls "Test Wretch", "Test Sacred Vial" and "Test Haven"
    And Alice has "Test Cataclysm" in hand
    When Alice casts "Test Cataclysm"
    And Alice passes
    Given Alice will answer "rest" with "decline"
    When Bob passes
    Then Bob has "Test Wretch" in Spoils
    And Bob controls "Test Sacred Vial"
    And Bob controls "Test Haven"

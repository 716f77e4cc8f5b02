Feature: What modifies an arrival
  To know which replacement effects modify how a permanent enters, look at it as it would stand
  on the battlefield, with the effects already in force. Their choices are made before it
  enters; the entering permanent is never chosen to change zones for them, and no object is
  chosen to change zones twice across the effects modifying one arrival (614.8).

  Background:
    Given a No Dawn duel between Alice and Bob

  @id:nodawn-two-feasts-one-arrival-example @example @rule:614.8 @rule:702.43a
  Scenario: A ravener with Devour enters while a second effect offers a feast: each other Entity feeds one maw or the other, never both
    614.8's example. The Glutton's Banner gives the entering Devourer a second Devour; the Entity
    fed to the first is not offered to the second.

    Given Alice controls "Test Glutton's Banner", "Test Wretch" and "Test Thrall"
    And Alice has "Test Devourer" in hand
    And Alice's pool holds 1 generic Vitae
    When Alice casts "Test Devourer"
    And Alice passes
    Given Alice will answer "devour" with "Test Wretch"
    And Alice will answer "devour" with "Test Thrall"
    When Bob passes
    Then Alice's first "devour" choice offers exactly "Test Wretch", "Test Thrall" and "none"
    And Alice's second "devour" choice offers exactly "Test Thrall" and "none"
    And Alice's "Test Devourer" has 2 growth counters
    And Alice has "Test Wretch" and "Test Thrall" in her Spoils

  @id:nodawn-enter-modifier-never-the-newcomer @rule:614.8 @rule:702.43a
  Scenario: The entering permanent is never offered to its own feast, nor what the first feast took to the second
    Given Alice controls "Test Glutton's Banner" and "Test Wretch"
    And Alice has "Test Devourer" in hand
    And Alice's pool holds 1 generic Vitae
    When Alice casts "Test Devourer"
    And Alice passes
    Given Alice will answer "devour" with "Test Wretch"
    When Bob passes
    Then Alice's "devour" choice does not offer "Test Devourer"
    And Alice's "Test Devourer" has 1 growth counter
    And Alice's battlefield holds 2 cards

"""Steps of playing cards (8.6, 10): from hand, onto a card, with Haste, secret-placing and
revealing from the secret area (10.9)."""

from __future__ import annotations

from adjudicator.corpus.case import CaseBuilder
from adjudicator.corpus.vocabulary import Steps
from adjudicator.games.reign.steps.common import act

steps = Steps("reign")


@steps.when(
    "{player:player} plays {name:card}",
    meaning="Plays a card from hand: a unit, location or attachment in the Kingdom phase (active "
    "player), or a deed in any action window; pays cost plus any Loyalty from the pool. An attachment "
    "or targeted deed played this way asks for its host or target (pin \"attach\" / \"target\").",
    example='Alice plays "Test Soldier 2"',
)
def when_play(case: CaseBuilder, player: str, name: str) -> None:
    act(case, {"type": "play", "player": player, "card": name})


@steps.when(
    "{player:player} plays {name:card} on {owner:player}'s {target:card}",
    meaning="Plays an attachment onto, or a deed targeting, a card the named player controls.",
    example='Alice plays "Test Curse -3" on Bob\'s "Test Soldier 3"',
)
def when_play_on(case: CaseBuilder, player: str, name: str, owner: str, target: str) -> None:
    case.known_player(owner)
    act(case, {"type": "play", "player": player, "card": name, "target": target, "target_player": owner})


@steps.when(
    "{player:player} plays {name:card} with Haste",
    meaning="In the Confrontation phase, fields a Haste card from hand for its Haste cost (plus Loyalty).",
    example='Alice plays "Test Haste Rider 2" with Haste',
)
def when_haste(case: CaseBuilder, player: str, name: str) -> None:
    act(case, {"type": "haste", "player": player, "card": name})


@steps.when(
    "{player:player} secret-places {name:card}",
    meaning="The active player in the Kingdom phase pays 2 to put a Secret card from hand facedown "
    "into the secret area (10.9).",
    example='Alice secret-places "Test Secret Assassin 3"',
)
def when_secret(case: CaseBuilder, player: str, name: str) -> None:
    act(case, {"type": "secret", "player": player, "card": name})


@steps.when(
    "{player:player} reveals {name:card}",
    meaning="Pays a card's Secret cost (plus Loyalty) to reveal it from the secret area: it enters "
    "the field, or a deed is played (10.9).",
    example='Alice reveals "Test Secret Assassin 3"',
)
def when_reveal(case: CaseBuilder, player: str, name: str) -> None:
    act(case, {"type": "reveal", "player": player, "card": name})


@steps.when(
    "{player:player} reveals {name:card} on {owner:player}'s {target:card}",
    meaning="Reveals a Secret attachment onto, or a Secret deed targeting, the named card.",
    example='Alice reveals "Test Secret Assassin 3" on Bob\'s "Test Soldier 2"',
)
def when_reveal_on(case: CaseBuilder, player: str, name: str, owner: str, target: str) -> None:
    case.known_player(owner)
    act(case, {"type": "reveal", "player": player, "card": name, "target": target, "target_player": owner})


@steps.when(
    "{player:player} uses {name:card}",
    meaning="Uses the Action ability of a card the player controls (8.3): its target is asked for "
    "(pin \"target\"), its cost paid (wealth, exhausting the card), then it resolves.",
    example='Alice uses "Test War Camp"',
)
def when_use(case: CaseBuilder, player: str, name: str) -> None:
    act(case, {"type": "use", "player": player, "card": name})


@steps.when(
    "{player:player} uses {name:card} on {owner:player}'s {target:card}",
    meaning="Uses the Action ability of a card the player controls on the named card (8.3, 8.11).",
    example='Alice uses "Test War Camp" on Alice\'s "Test Soldier 2"',
)
def when_use_on(case: CaseBuilder, player: str, name: str, owner: str, target: str) -> None:
    case.known_player(owner)
    act(case, {"type": "use", "player": player, "card": name, "target": target, "target_player": owner})

"""What the No Dawn step groups share: reading phases, meters, world rounds, targets and data
tables, and placing a permanent (no step phrases here)."""

from __future__ import annotations

from typing import Any

from adjudicator.corpus.case import CaseBuilder
from adjudicator.errors import CorpusError
from adjudicator.games.nodawn.core.state import TURN_STRUCTURE, WORLD_CYCLE

METERS = {"vitae": "vitae", "wrath": "wrath", "corruption": "corruption"}
DEFAULT_MASTER = "Test Master"

PHASES = {
    "first main phase": ("main1", None),
    "second main phase": ("main2", None),
    "replenish step": ("beginning", "replenish"),
    "upkeep": ("beginning", "upkeep"),
    "upkeep step": ("beginning", "upkeep"),
    "draw step": ("beginning", "draw"),
    "end step": ("ending", "end"),
    "cleanup step": ("ending", "cleanup"),
}
for _phase, _step in TURN_STRUCTURE:
    if _phase == "combat":
        PHASES[f"{_step} step"] = (_phase, _step)


def phase_of(words: str) -> tuple[str, str | None]:
    if words not in PHASES:
        raise CorpusError(f"unknown phase or step {words!r}; one of: {', '.join(PHASES)}")
    return PHASES[words]


def meter(word: str) -> str:
    key = METERS.get(word.lower())
    if key is None:
        raise CorpusError(f"unknown meter {word!r}; one of: Vitae, Wrath, Corruption")
    return key


def round_position(words: str) -> int:
    """'The Assault', 'Day 2' or 'Day 2, The Assault' → position in the world cycle (103.6)."""
    for i, (kind, name) in enumerate(WORLD_CYCLE):
        number = (i % 3) + 1
        label = f"{kind.capitalize()} {number}"
        if words in (name, label, f"{label}, {name}"):
            return i + 1
    names = ", ".join(f"{k.capitalize()} {(i % 3) + 1}, {n}" for i, (k, n) in enumerate(WORLD_CYCLE))
    raise CorpusError(f"unknown world round {words!r}; one of: {names}")


def controls_permanent(case: CaseBuilder, player: str, card: str) -> dict:
    definition = case.card(card)
    obj = case.game.card_object(definition, "battlefield", player)
    case.player(player)["zones"]["battlefield"].append(obj)
    return obj


def labels(case: CaseBuilder) -> dict[str, dict[str, Any]]:
    """The labels the Givens gave permanents, with the permanent each names."""
    if case.state is None:
        return {}
    return {o["label"]: o for p in case.state["players"].values()
            for o in p["zones"]["battlefield"] if o.get("label")}


def give_label(case: CaseBuilder, player: str, obj: dict[str, Any], name: str) -> None:
    """Label a permanent the Givens placed; a label is unique, and neither a player's name nor a
    card's, nor "<player>'s ...", so that it always names that one permanent."""
    name = name.strip()
    state = case.board()
    problem = None
    if not name:
        problem = "a label needs at least one letter"
    elif name in labels(case):
        problem = f"{name!r} already labels another permanent"
    elif name in state["players"] or any(name.startswith(f"{p}'s ") for p in state["players"]):
        problem = f"{name!r} reads as a player's name or one of their things; choose another label"
    elif name in case.game.catalogue().cards:
        problem = f"{name!r} is a card's name; a label must not be one"
    if problem:
        raise CorpusError(problem)
    obj["label"] = name


def named(case: CaseBuilder, name: str) -> str:
    """A permanent's name in a step: a label the Givens gave, or a card name (checked)."""
    if name not in labels(case):
        case.card(name)
    return name


def which(case: CaseBuilder, name: str, nth: int = 1) -> dict[str, Any]:
    """The where-match of a Then about a permanent: by its label, or by its card name and, with
    an ordinal, the nth of that name on the battlefield in the order they stand."""
    if name in labels(case):
        if nth != 1:
            raise CorpusError(f"{name!r} is a label and names one permanent; drop the ordinal")
        return {"where": {"label": name}}
    return {"where": {"card": name}, **({"nth": nth} if nth != 1 else {})}


def target_name(case: CaseBuilder, words: str) -> str:
    """'Bob' or "Bob's Master" → 'Bob'; 'Bob's "Iron Column"' → "Bob's Iron Column"; a label
    given by the Givens, quoted or not (with or without its controller's name before it), stays
    the label; "Bob's seal" → the announcement of Bob's drop on the stack."""
    words = words.strip()
    if words.endswith("'s Master"):
        return words[: -len("'s Master")]
    quoted = words.rsplit('"', 2)[1] if words.endswith('"') and words.count('"') >= 2 else None
    if quoted is not None and quoted in labels(case):
        return quoted
    if words in labels(case):
        return words
    if "'s \"" in words and words.endswith('"'):
        owner, _, card = words.partition("'s \"")
        return f"{owner}'s {card[:-1]}"
    return words


def table_rows(table: tuple[tuple[str, ...], ...], columns: tuple[str, str]) -> list[dict[str, str]]:
    """A data table with a header row naming exactly these columns; card names may be quoted."""
    if not table or [c.strip().lower() for c in table[0]] != list(columns):
        raise CorpusError(f"the table needs a header row | {' | '.join(columns)} |")
    rows = [dict(zip(columns, (c.strip() for c in r), strict=True)) for r in table[1:]]
    for row in rows:  # the first column names a card, quoted or not
        first = row[columns[0]]
        if len(first) > 1 and first[0] == first[-1] == '"':
            row[columns[0]] = first[1:-1]
    if not rows:
        raise CorpusError("the table needs at least one row under its header")
    return rows

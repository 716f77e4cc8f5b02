"""State-based actions (704) and the ways the game ends (104).

Every listed condition is checked at once and every applicable action is performed as one
event; the check repeats until nothing is performed (704.3).
"""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.rulesets import ascension_threshold
from adjudicator.games.nodawn.shelter import expose, sunlight
from adjudicator.games.nodawn.state import current_stats

LIQUIDATION = 10  # 104.3d, 704.5c
CASCADE = 5  # 122.2c, 704.5e


def ascends(state: dict[str, Any], name: str, cards: dict[str, dict[str, Any]]) -> bool:
    """Whether the player's Master card states that it ascends (104.2c, 704.5d)."""
    return bool(cards[state["players"][name]["master"]].get("ascends", False))


def check_once(state: dict[str, Any], cards: dict[str, dict[str, Any]], ruleset: str) -> bool:
    """One sweep of 704.5: find everything that applies, then do it all at once (704.3)."""
    playing = [n for n in state["turn_order"] if state["players"][n]["status"] == "playing"]
    losses: dict[str, set[str]] = {}
    ascenders: set[str] = set()
    cascades: list[str] = []
    for name in playing:
        p = state["players"][name]
        if p["vitae"] <= 0:  # 704.5a, 104.3b
            losses.setdefault(name, set()).add("vitae")
        if p["drew_from_empty"]:  # 704.5b, 104.3c
            losses.setdefault(name, set()).add("deck-out")
        if ascends(state, name, cards):  # 704.5d, 104.2c
            if p["corruption"] >= ascension_threshold(ruleset):
                ascenders.add(name)
        elif p["corruption"] >= LIQUIDATION:  # 704.5c, 104.3d
            losses.setdefault(name, set()).add("liquidation")
        if p["wrath"] >= CASCADE:  # 704.5e, 122.2c
            cascades.append(name)
    dying = dying_permanents(state, cards)
    sunlight(state, cards, dying, losses)  # 704.5f: the same sweep finds the Master in the light
    before = [(n, o) for n in state["turn_order"] for o in state["players"][n]["zones"]["battlefield"]]
    for name in cascades:
        state["players"][name]["wrath"] -= CASCADE
        state["players"][name]["corruption"] += 1
    for owner, obj in dying:
        state["players"][owner]["zones"]["battlefield"].remove(obj)
        state["players"][owner]["zones"]["spoils"].append({"card": obj["card"]})
    expose(state, cards, dying)  # 704.5n, 506.5a
    if dying:
        from adjudicator.games.nodawn.abilities import died

        died(state, cards, before, dying)  # 603.6c: dies-triggers look back
    performed = bool(cascades or dying)
    if losses or ascenders:
        settle(state, winners=ascenders, losses=losses)
        performed = True
    return performed


def dying_permanents(
    state: dict[str, Any], cards: dict[str, dict[str, Any]]
) -> list[tuple[str, dict[str, Any]]]:
    """Entities at 0 Vigor or less (704.5i), with lethal damage (704.5j) or dealt damage by a
    source with Venom since the last check (704.5k) — Deathless spares them from the last two,
    which destroy (702.12a) —, Companions with no Vigor left (704.5m), Havens at Defense 0
    (704.5n); each goes to its owner's Spoils. All are read from the state as it stands before
    the sweep does anything (704.7); the Venom marks are spent by the check."""
    found = []
    for owner, player in state["players"].items():
        for obj in player["zones"]["battlefield"]:
            definition = cards[obj["card"]]
            stats = current_stats(state, owner, obj, definition, cards)
            kind = definition["type"]
            if kind == "Entity":
                venomed = obj.pop("venom", False)
                deathless = "Deathless" in definition.get("keywords", [])
                if stats["vigor"] <= 0 or not deathless and (obj["damage"] >= stats["vigor"] or venomed):
                    found.append((owner, obj))
            elif kind == "Companion" and stats["vigor"] <= 0 or kind == "Haven" and stats["defense"] <= 0:
                found.append((owner, obj))
    return found


def run_checks(state: dict[str, Any], cards: dict[str, dict[str, Any]], ruleset: str) -> bool:
    """Repeat the sweep until it performs nothing or the game is over (704.3, 117.5); whether
    anything was performed."""
    performed = False
    for _ in range(1000):
        if state["result"] is not None or not check_once(state, cards, ruleset):
            return performed
        performed = True
    return performed


def settle(state: dict[str, Any], winners: set[str], losses: dict[str, set[str]]) -> None:
    """Apply the wins and losses found together (104).

    A winner eliminates every other player still in the game (104.2c, 806.6). A player who
    would win and lose at once loses (104.3g), except that an ascension prevails over a
    simultaneous liquidation of the ascender (104.3g) — so two players winning together
    eliminate each other. If everyone left loses at once, the game is a draw (104.4a); if one
    player is left, that player wins (104.2a).
    """
    playing = [n for n in state["turn_order"] if state["players"][n]["status"] == "playing"]
    losing: set[str] = set()
    for name, reasons in losses.items():
        if name in winners and reasons <= {"liquidation"}:
            continue  # 104.3g: the ascension prevails over its own liquidation
        losing.add(name)
    winning = {w for w in winners if w not in losing}
    for name in playing:
        if any(w != name for w in winning):  # eliminated by another player's win
            losing.add(name)
    winning -= losing
    if set(playing) <= losing:
        for name in playing:
            state["players"][name]["status"] = "drew"  # 104.4a
        _finish(state)
        return
    for name in losing:
        state["players"][name]["status"] = "lost"  # 104.5: they leave the game
    remaining = [n for n in playing if n not in losing]
    if len(remaining) == 1:  # 104.2a
        state["players"][remaining[0]]["status"] = "won"
        _finish(state)
        return
    for name in losing:
        depart(state, name)


def depart(state: dict[str, Any], name: str) -> None:
    """A player leaves a game that goes on (800.6): what they control on the stack ceases to
    exist, they drop out of the run of passes, and priority they held passes to the next player
    still in the game (800.6a)."""
    state["zones"]["stack"] = [o for o in state["zones"]["stack"] if o["controller"] != name]
    turn = state["turn"]
    turn["passed"] = [n for n in turn["passed"] if n != name]
    if turn["priority"] == name:
        order = state["turn_order"]
        i = order.index(name)
        for k in range(1, len(order)):
            candidate = order[(i + k) % len(order)]
            if state["players"][candidate]["status"] == "playing":
                turn["priority"] = candidate
                break


def _finish(state: dict[str, Any]) -> None:
    """The game ends at once (104.1): record who won, who lost, and whether it is a draw."""
    statuses = {n: p["status"] for n, p in state["players"].items()}
    state["result"] = {
        "winners": [n for n, s in statuses.items() if s == "won"],
        "losers": [n for n, s in statuses.items() if s == "lost"],
        "draw": "won" not in statuses.values(),
    }

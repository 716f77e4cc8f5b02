"""State-based actions (704) and the ways the game ends (104).

All listed conditions are checked at once and every applicable action is performed as one
event; the check repeats until nothing is performed (704.3).
"""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.rulesets import ascension_threshold

LIQUIDATION = 10  # 104.3d, 704.5c


def ascends(state: dict[str, Any], name: str, cards: dict[str, dict[str, Any]]) -> bool:
    """Whether the player's Master card states that it ascends (104.2c, 704.5d)."""
    return bool(cards[state["players"][name]["master"]].get("ascends", False))


def check_once(state: dict[str, Any], cards: dict[str, dict[str, Any]], ruleset: str) -> bool:
    """One sweep of 704.5: find everything that applies, then do it all at once."""
    playing = [n for n, p in state["players"].items() if p["status"] == "playing"]
    losers: set[str] = set()
    ascenders: set[str] = set()
    cascades: list[str] = []
    for name in playing:
        p = state["players"][name]
        if p["vitae"] <= 0:  # 704.5a, 104.3b
            losers.add(name)
        if p["drew_from_empty"]:  # 704.5b, 104.3c
            losers.add(name)
        if ascends(state, name, cards):  # 704.5d, 104.2c
            if p["corruption"] >= ascension_threshold(ruleset):
                ascenders.add(name)
        elif p["corruption"] >= LIQUIDATION:  # 704.5c, 104.3d
            losers.add(name)
        if p["wrath"] >= 5:  # 704.5e, 122.2c
            cascades.append(name)
    dying = _dying_permanents(state, cards)
    for name in cascades:
        state["players"][name]["wrath"] -= 5
        state["players"][name]["corruption"] += 1
    for owner, obj in dying:
        state["players"][owner]["zones"]["battlefield"].remove(obj)
        state["players"][owner]["zones"]["spoils"].append({"card": obj["card"]})
    performed = bool(cascades or dying)
    if losers or ascenders:
        settle(state, winners=ascenders - losers, losers=losers)  # 104.3g
        performed = True
    return performed


def _dying_permanents(
    state: dict[str, Any], cards: dict[str, dict[str, Any]]
) -> list[tuple[str, dict[str, Any]]]:
    """Entities at 0 Vigor or with lethal damage, worn-out Companions, fallen Havens
    (704.5i, 704.5j, 704.5m, 704.5n); each goes to its owner's Spoils."""
    found = []
    for owner, player in state["players"].items():
        for obj in player["zones"]["battlefield"]:
            d = cards[obj["card"]]
            kind = d["type"]
            growth = obj["counters"].get("growth", 0)
            if kind == "Entity":
                vigor = d.get("vigor", 0) + growth
                if vigor <= 0 or obj["damage"] >= vigor:
                    found.append((owner, obj))
            elif kind == "Companion" and d.get("vigor", 0) - obj["damage"] <= 0:
                found.append((owner, obj))
            elif kind == "Haven" and d.get("defense", 0) - obj["damage"] <= 0:
                found.append((owner, obj))
    return found


def run_checks(state: dict[str, Any], cards: dict[str, dict[str, Any]], ruleset: str) -> None:
    """Repeat the sweep until it performs nothing or the game is over (704.3, 117.5)."""
    for _ in range(1000):
        if state["result"] is not None or not check_once(state, cards, ruleset):
            return


def settle(state: dict[str, Any], winners: set[str], losers: set[str]) -> None:
    """Apply wins and losses found together (104).

    An ascender wins and every other player still in the game is eliminated (104.2c,
    704.5d) — it prevails over another player's simultaneous liquidation. A player who would
    win and lose at once loses (104.3g). If everyone left loses at once, it is a draw (104.4a).
    The last player standing wins (104.2a).
    """
    playing = [n for n, p in state["players"].items() if p["status"] == "playing"]
    if winners:
        for name in playing:
            state["players"][name]["status"] = "won" if name in winners else "lost"
        _finish(state)
        return
    if set(playing) <= losers:
        for name in playing:
            state["players"][name]["status"] = "drew"
        _finish(state)
        return
    for name in losers:
        state["players"][name]["status"] = "lost"
    remaining = [n for n in playing if n not in losers]
    if len(remaining) == 1:
        state["players"][remaining[0]]["status"] = "won"
        _finish(state)


def _finish(state: dict[str, Any]) -> None:
    statuses = {n: p["status"] for n, p in state["players"].items()}
    draw = all(s in ("drew", "lost") for s in statuses.values()) and "won" not in statuses.values()
    state["result"] = {
        "winners": [n for n, s in statuses.items() if s == "won"],
        "losers": [n for n, s in statuses.items() if s == "lost"],
        "draw": draw and any(s == "drew" for s in statuses.values()),
    }

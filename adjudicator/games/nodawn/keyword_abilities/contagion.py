"""702.40 Contagion: an Entity with it that dealt combat damage triggers; each Entity or Master
it damaged, each Entity blocking it and the attacker it blocks gains a Corruption counter."""

from __future__ import annotations

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.combat.record import blockers_of
from adjudicator.games.nodawn.concepts.counters import add_counters
from adjudicator.games.nodawn.core.events import CombatDamageDealt, watch
from adjudicator.games.nodawn.core.keywords import define, has
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, find_permanent, name_of
from adjudicator.games.nodawn.core.stack import RESOLVERS
from adjudicator.games.nodawn.core.triggers import trigger

define("Contagion", "702.40a", __name__)


@watch(CombatDamageDealt)
def contagion(state: State, cards: Cards, event: CombatDamageDealt) -> None:
    """A Contagion source that dealt combat damage triggers; the Corruption reaches each Entity
    or Master it damaged, the Entities blocking it and the attacker it blocks, each once
    (702.40a)."""
    sources: dict[int, tuple[str, Obj, list[str]]] = {}
    for controller, source, recipient, amount in event.dealt:
        if amount <= 0 or not has(cards, source, "Contagion"):
            continue
        entry = sources.setdefault(id(source), (controller, source, []))
        if recipient["kind"] == "master":
            entry[2].append(recipient["player"])
        elif cards[recipient["object"]["card"]]["type"] == "Entity":
            entry[2].append(name_of(recipient["player"], recipient["object"]))
    for controller, source, reached in sources.values():
        reached += [name_of(n, o) for n, o in blockers_of(state, controller, source)]
        if source.get("blocking"):
            reached.append(source["blocking"])
        if reached:
            trigger(state, controller, source, "Contagion", list(dict.fromkeys(reached)))


@RESOLVERS.register("Contagion")
def resolve_contagion(state: State, cards: Cards, obj: Obj, decisions: Decisions) -> None:
    """Each reached recipient gains a Corruption counter: a Master's player (122.2b), an Entity
    still on the battlefield (702.40a; see docs/contested.md, nodawn-contagion-entity-corruption)."""
    for text in obj["refers"]:
        if text in state["players"]:
            if state["players"][text]["status"] == "playing":
                state["players"][text]["corruption"] += 1
            continue
        found = find_permanent(state, text)
        if found is not None:
            add_counters(found[1], "corruption", 1)

"""505.4 The drop (106.5a, 116.2a): once a turn, in one's own main phase, a batch of hand cards
is sealed onto the stack; as the seal resolves each card still in hand goes to the Pit and
yields its Blood Seal (213.2a). An effect may allow a second drop this turn, or forbid the drop:
the "can't" prevails (101.2)."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, Refused
from adjudicator.games.nodawn.concepts.vitae import add_vitae_event
from adjudicator.games.nodawn.core.actions import action
from adjudicator.games.nodawn.core.events import Cleanup, Sealed, emit, watch
from adjudicator.games.nodawn.core.hooks import seal_casts, seal_marks
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.objects import SEAL, Cards, Obj, State
from adjudicator.games.nodawn.core.stack import RESOLVERS
from adjudicator.games.nodawn.core.state import give_priority
from adjudicator.games.nodawn.core.triggers import stack_triggers


@action("drop")
def drop(state: State, cards: Cards, ruleset: str, act: dict[str, Any], decisions: Decisions) -> None:
    """Announce the seal of a batch of hand cards onto the stack: once per turn, in the
    sealer's own main phase, with priority and an empty stack (106.5a, 116.2a, 505.4).
    Announcing it spends the turn's drop (505.4d, 601.12c)."""
    name = act["player"]
    player = state["players"][name]
    turn = state["turn"]
    if turn["active"] != name or turn["phase"] not in ("main1", "main2"):
        raise Refused("the drop is made only in the sealer's own main phase (106.5a, 505.4)")
    if turn["priority"] != name or state["zones"]["stack"]:
        raise Refused("the drop needs priority and an empty stack (505.4)")
    if player.get("drop_forbidden"):
        raise Refused(f"an effect says {name} can't seal the Pit this turn, and a \"can't\" beats "
                      "any \"may\" (101.2)")
    if player["dropped"] and not player.get("extra_drops"):
        raise Refused("the drop has already been made this turn (505.4d)")
    if player["dropped"]:  # a second seal an effect allows
        player["extra_drops"] -= 1
        if not player["extra_drops"]:
            del player["extra_drops"]
    hand = [o["card"] for o in player["zones"]["hand"]]
    for card in act["cards"]:
        if card not in hand:
            raise Refused(f"{card!r} is not in {name}'s hand")
        if "blood_seal" not in cards[card]:
            raise Refused(f"{card!r} bears no Blood Seal and cannot be sealed (213.4)")
        hand.remove(card)
    marked = list(act.get("pit_marked", []))
    for check in seal_marks:  # 614.6e: the casts are announced with the seal
        check(state, cards, name, list(act["cards"]), marked)
    player["dropped"] = True
    seal = {"kind": "drop", "card": SEAL, "controller": name, "cards": list(act["cards"])}
    if marked:
        seal["marked"] = marked
    state["zones"]["stack"].append(seal)
    give_priority(state, name)  # 116.3


@RESOLVERS.register("drop")
def resolve_drop(state: State, cards: Cards, obj: Obj, decisions: Decisions) -> None:
    """Each sealed card still in hand goes to the Pit and yields its Blood Seal; an Entity
    card's Vitae carries its Race as a source tag (505.4b, 106.3, 213.2a). A card announced to be
    cast instead (``marked``) neither enters the Pit nor yields anything: once the others have
    yielded and the Drop-rites have triggered and gone on the stack, it is cast, above them
    (407.6, 601.12d, 603.14b, 614.6e)."""
    player = state["players"][obj["controller"]]
    marked = list(obj.get("marked", []))
    for card in obj["cards"]:
        if card in marked:
            continue
        for held in player["zones"]["hand"]:
            if held["card"] == card:
                player["zones"]["hand"].remove(held)
                player["zones"]["pit"].append({"card": card})
                definition = cards[card]
                source = definition.get("race") if definition["type"] == "Entity" else None
                add_vitae_event(state, cards, obj["controller"], definition["blood_seal"], source,
                                decisions)
                break
    emit(state, cards, Sealed(obj["controller"]))  # 601.12b, 603.14b
    if marked:
        stack_triggers(state, cards, decisions)  # the rites first, below the marked casts
        for card in marked:
            any(cast(state, cards, obj["controller"], card, decisions) for cast in seal_casts)


@watch(Cleanup)
def drop_renewed(state: State, cards: Cards, event: Cleanup) -> None:
    """Cleanup: each player's drop for the turn is available again (514.2d, 505.4d)."""
    for player in state["players"].values():
        player["dropped"] = False
        player.pop("extra_drops", None)
        player.pop("drop_forbidden", None)


@instruction("extra-drop")
def extra_drop(do: Instruction) -> None:
    """"You may seal the Pit a second time this turn": its controller may make one more drop
    this turn (505.4d, 101.1)."""
    do.player["extra_drops"] = do.player.get("extra_drops", 0) + 1


@instruction("forbid-drop", targets={"player"})
def forbid_drop(do: Instruction) -> None:
    """"You can't seal the Pit this turn": its target player can't drop again this turn,
    whatever else allows it (101.2)."""
    do.state["players"][do.aimed["player"]]["drop_forbidden"] = True

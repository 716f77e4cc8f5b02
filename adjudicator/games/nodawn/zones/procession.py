"""408.5 The Passage, the strigoi's Procession (116.2f, 703.4c, 731.7): a player with at least
two Havens may, on a Day round, send their Master onto the road toward another of them, laid
face down among up to three decoys from their hand — the pieces, ``"<player>'s piece N"`` in
the order laid. Opponents may strike one hidden piece a turn, all of them together, as an
attack (506.3e); an unblocked strike lands if the striking Entity's Attack is at least the
convoy's crack value (408.5f): on the true Master the verdict of its kindred falls — for a
strigoi, every Master here, the sun claims it (408.5b, 408.5j) — and on a decoy the striking
Entity dies and the decoy is spent to the Spoils (510.3e); a weaker strike bounces. The Master
arrives as the third Day round begins, counting the round it left in (the second, by the ford,
408.5g), unless its piece is sealed (408.5h): it rests in its destination, whose ground now
holds its seat (408.5i), recovers 10 Vitae up to its cap, and the unspent decoys return to
hand (408.5d). If Night falls first, the travel ends safely (408.5e). On the road the Master is
exempt from sunlight death (408.5c) and takes no Day rest (500.17).

The road is ``procession`` on the player: ``{"destination", "route", "from", "rounds", "pieces":
[{"card", "master"?, "sealed"?}], "struck"?}``; the departure's announcement on the stack is
``{"kind": "departure", ...}`` (405.6)."""

from __future__ import annotations

from typing import Any

from adjudicator.engine import Decisions, Refused
from adjudicator.games.nodawn.concepts.vitae import gain_vitae
from adjudicator.games.nodawn.core.actions import action
from adjudicator.games.nodawn.core.events import AttackDeclared, Cleanup, RoundBegan, watch
from adjudicator.games.nodawn.core.hooks import (
    attack_target_kinds,
    attack_targets,
    printed_and_granted_statics,
    strikes,
)
from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, Obj, State
from adjudicator.games.nodawn.core.stack import RESOLVERS
from adjudicator.games.nodawn.core.state import give_priority
from adjudicator.games.nodawn.core.zones import leave_battlefield, put_card
from adjudicator.games.nodawn.zones.shelter import havens

ROAD = "procession"
#: Day rounds to arrival by each road, counting the round of departure (408.5d, 408.5g).
ARRIVAL = {"causeway": 3, "ford": 2}
PIECE = "'s piece "


@action("depart")
def depart(state: State, cards: Cards, ruleset: str, act: dict[str, Any], decisions: Decisions) -> None:
    """Announce the departure onto the stack (405.6, 116.2f): on a Day round, in the traveler's
    own main phase with priority and an empty stack, a Master resting in one Haven bound for
    another the player controls, among up to three decoys from hand, by a road named now and
    for good (408.5, 408.5g)."""
    name = act["player"]
    player = state["players"][name]
    turn = state["turn"]
    if state["world"]["type"] != "day":
        raise Refused("a Master sets out on the road only on a Day round (408.5)")
    if turn["active"] != name or turn["phase"] not in ("main1", "main2") or turn["priority"] != name \
            or state["zones"]["stack"]:
        raise Refused("the departure waits for its player's own main phase, with priority and an empty stack")
    if player.get(ROAD):
        raise Refused(f"{name}'s Master is already on the road (408.5)")
    if not player.get("refuge"):
        raise Refused(f"{name}'s Master rests in no refuge to set out from (408.5)")
    names = [h["card"] for h in havens(cards, player)]
    if len(names) < 2 or act["destination"] not in names or act["destination"] == player["refuge"]:
        raise Refused("the road leads to another Haven its player controls; it takes two (408.5)")
    decoys = list(act.get("decoys", []))
    if len(decoys) > 3:
        raise Refused("a Master travels among at most three decoys (408.5)")
    hand = [o["card"] for o in player["zones"]["hand"]]
    for card in decoys:
        if card not in hand:
            raise Refused(f"{card!r} is not in {name}'s hand to serve as a decoy (408.5)")
        hand.remove(card)
    if act.get("route", "causeway") not in ARRIVAL:
        raise Refused("the road is the causeway or the ford (408.5g)")
    state["zones"]["stack"].append({"kind": "departure", "card": "Procession", "controller": name,
                                    "destination": act["destination"], "decoys": decoys,
                                    "master_at": int(act.get("master_at", 1)),
                                    "route": act.get("route", "causeway")})
    give_priority(state, name)


@RESOLVERS.register("departure")
def set_out(state: State, cards: Cards, obj: Obj, decisions: Decisions) -> None:
    """The Master leaves its refuge and takes the road, face down among its decoys, the decoys
    leaving the hand; the round of departure is the road's first (408.5, 408.5d)."""
    player = state["players"][obj["controller"]]
    hand = player["zones"]["hand"]
    pieces: list[dict[str, Any]] = []
    for card in obj["decoys"]:
        held = next((o for o in hand if o["card"] == card), None)
        if held is not None:
            hand.remove(held)
            pieces.append({"card": card})
    at = max(1, min(obj["master_at"], len(pieces) + 1))
    pieces.insert(at - 1, {"card": player["master"], "master": True})
    player[ROAD] = {"destination": obj["destination"], "route": obj["route"], "from": player["refuge"],
                    "rounds": 1, "pieces": pieces}
    player["refuge"] = None


def piece_of(state: State, text: str) -> tuple[str, int, dict[str, Any]] | None:
    """The hidden piece "<player>'s piece N" names: its traveler, its number, the piece."""
    owner, sep, number = text.partition(PIECE)
    road = state["players"].get(owner, {}).get(ROAD) if sep else None
    if not road or not number.isdigit() or not 1 <= int(number) <= len(road["pieces"]):
        return None
    piece = road["pieces"][int(number) - 1]
    return None if piece.get("spent") else (owner, int(number), piece)


@attack_targets.register
def piece_targeted(state: State, cards: Cards, attacker: str, text: str) -> bool | None:
    """A hidden piece of an opponent's convoy is a legal target of an attack (506.3e)."""
    found = piece_of(state, text)
    if found is None:
        return None
    if found[0] == attacker:
        raise Refused("each attack's target belongs to an opponent (506.3)")
    return True


@watch(AttackDeclared)
def one_strike(state: State, cards: Cards, event: AttackDeclared) -> None:
    """At most one attack a turn is declared at a convoy's hidden pieces, by all its traveler's
    opponents together; the strike is spent whatever comes of it (506.3e, 408.5b, 408.5f)."""
    found = piece_of(state, event.target)
    if found is None:
        return
    road = state["players"][found[0]][ROAD]
    if road.get("struck"):
        raise Refused(f"{found[0]}'s convoy has already been struck at this turn (506.3e, 408.5b)")
    road["struck"] = True


@attack_target_kinds.register
def piece_recipient(state: State, text: str) -> dict[str, Any] | None:
    """A struck piece as combat damage takes it (510.3e)."""
    found = piece_of(state, text)
    return None if found is None else {"kind": "piece", "player": found[0], "index": found[1]}


def crack_value(state: State, cards: Cards, name: str) -> int:
    """The convoy's one Defense (408.5f): the printed convoy Defense of the refuge it left, while
    that Haven stands, raised by the traveler's permanents that escort it; 0 on the ford
    (408.5g)."""
    player = state["players"][name]
    road = player[ROAD]
    if road["route"] == "ford":
        return 0
    base = max([characteristics(cards, h).get("convoy", 0) for h in havens(cards, player)
                if h["card"] == road["from"]] or [0])
    raises = 0
    for obj in player["zones"]["battlefield"]:
        for static in printed_and_granted_statics(characteristics(cards, obj)):
            if static["kind"] == "convoy-base":
                base = max(base, static["amount"])
            elif static["kind"] == "convoy":
                raises += static["amount"]
    return base + raises


@strikes.register
def strike(state: State, cards: Cards, striker: str, source: Obj, recipient: dict[str, Any],
           amount: int, decisions: Decisions | None) -> None:
    """An unblocked strike at a piece (408.5b, 510.3e): it lands if the striking Entity's Attack
    meets the crack value, else it bounces and nothing is revealed. Landed on the true Master,
    its kindred's verdict applies — the sun claims a strigoi, a non-lethal verdict is paid and
    ends the journey (408.5j, 408.5k); on a decoy, the striking Entity dies and the decoy is
    spent."""
    if recipient.get("kind") != "piece":
        return
    name = recipient["player"]
    road = state["players"][name].get(ROAD)
    if not road:
        return
    if amount < crack_value(state, cards, name):
        return  # 408.5f: the box holds
    piece = road["pieces"][recipient["index"] - 1]
    if piece.get("master"):
        verdict(state, cards, name, road)
        end_road(state, cards, name, decisions)
        return
    piece["spent"] = True
    put_card(state, cards, name, piece["card"], "spoils", "procession", decisions)  # 400.8
    if any(o is source for o in state["players"][striker]["zones"]["battlefield"]):
        leave_battlefield(state, cards, [(striker, source)], "spoils", decisions)


def verdict(state: State, cards: Cards, name: str, road: dict[str, Any]) -> None:
    """A landed strike on the true Master: its card's kindred names the verdict (408.5j). For a
    strigoi — a Master printing none — it is death: the sun claims it (704.5f). A non-lethal one
    (``verdict = { lose_vitae = N }``) is a cost paid, and the journey ends at once: the Master
    is placed at the Haven it left, resting there, if that still stands, else in the open
    (408.5k)."""
    player = state["players"][name]
    printed = cards[player["master"]].get("verdict")
    if printed is None:
        player["sunlit"] = True
        return
    player["vitae"] -= int(printed.get("lose_vitae", 0))
    standing = [h["card"] for h in havens(cards, player)]
    player["refuge"] = road["from"] if road["from"] in standing else None


def end_road(state: State, cards: Cards, name: str, decisions: Decisions | None) -> None:
    """The convoy disbands: the unspent decoys return to their owner's hand (408.5d, 408.5e)."""
    player = state["players"][name]
    road = player.pop(ROAD)
    for piece in road["pieces"]:
        if not piece.get("master") and not piece.get("spent"):
            put_card(state, cards, name, piece["card"], "hand", "procession", decisions)


@watch(RoundBegan)
def round_on_the_road(state: State, cards: Cards, event: RoundBegan) -> None:
    """As a round begins: by Night the travel ends safely and every seal breaks (408.5e, 408.5h,
    731.7); by Day the road counts another round, and on its third — its second by the ford —
    the Master arrives unless its piece is sealed: it rests in its destination, which now holds
    its seat, recovers 10 Vitae up to its cap, and the decoys return (408.5d, 408.5g, 408.5i)."""
    for name in list(state["turn_order"]):
        player = state["players"][name]
        road = player.get(ROAD)
        if not road or player["status"] != "playing":
            continue
        if state["world"]["type"] == "night":
            end_road(state, cards, name, event.decisions)
            continue
        road["rounds"] += 1
        master = next(p for p in road["pieces"] if p.get("master"))
        standing = [h["card"] for h in havens(cards, player)]
        if road["rounds"] >= ARRIVAL[road["route"]] and not master.get("sealed") \
                and road["destination"] in standing:
            player["refuge"] = road["destination"]
            player.setdefault("seats", [])
            if road["destination"] not in player["seats"]:
                player["seats"].append(road["destination"])
            gain_vitae(player, 10)
            end_road(state, cards, name, event.decisions)


@instruction("seal-piece")
def seal_piece(do: Instruction) -> None:
    """Lay the rose on piece ``piece`` of each opponent's convoy, unrevealed (408.5h)."""
    for name in do.state["turn_order"]:
        road = do.state["players"][name].get(ROAD)
        if name != do.controller and road and 1 <= do.effect["piece"] <= len(road["pieces"]):
            road["pieces"][do.effect["piece"] - 1]["sealed"] = True


@watch(Cleanup)
def strike_renewed(state: State, cards: Cards, event: Cleanup) -> None:
    """Cleanup: the road may be struck at again next turn (506.3e)."""
    for player in state["players"].values():
        if player.get(ROAD):
            player[ROAD].pop("struck", None)

"""Abilities, windows and timing (8): lasting effects and their expiry when a struggle, phase or
round closes (8.8, 8.9), the choice of X (8.7), and the state-based checks run after every action
(8.1); priority and passing in action windows (8.2), and the Halt / Disrupt / Response windows
around a triggering event with their nesting (8.4, 8.5; reactions.py plays the deeds)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from adjudicator.engine import EngineFault, Refused
from adjudicator.games.reign.concepts import Table, pay
from adjudicator.games.reign.winning import check_win

#: What each closing ends: a round's close also ends its last phase (8.8).
ENDS = {"struggle": ("struggle",), "phase": ("phase",), "round": ("phase", "round")}
#: State-based rules of the rule modules, run in order after every action (8.1; leaving.py
#: files illegal attachments); the 15-Influence win is checked after them.
STATE_CHECKS: list[Callable[[Table], None]] = []


def expire(table: Table, closing: str) -> None:
    """8.8, 8.9: "until end of ..." lasting effects expire when that struggle, phase or round ends."""
    gone = ENDS[closing]
    for player in table.state["turn_order"]:
        for obj in table.field(player):
            obj["modifiers"] = [m for m in obj.get("modifiers", []) if m["until"] not in gone]
            if obj.get("does_not_ready") in gone:
                del obj["does_not_ready"]
            if obj.get("becomes", {}).get("until") in gone:
                del obj["becomes"]  # 2.2: the printed type again


def choose_x(table: Table, player: str, extra: int) -> int:
    """8.7: the controller picks X once, at initiation; an X they cannot pay is not allowed
    (decision "X", options 0 up to what the pool can pay)."""
    pool = table.player(player)["pool"] - extra
    if pool < 0:
        raise Refused(f"{player} cannot pay even X = 0 ({extra} more is due; 8.7)")
    options = [str(x) for x in range(pool + 1)]
    answer = table.choose_one(player, "X", options, optional=False)
    return int(str(answer))


def state_checks(table: Table) -> None:
    """8.1: state-based rules act the instant they apply: illegally attached attachments are
    discarded, and 15 Influence wins."""
    for check in STATE_CHECKS:
        check(table)
    check_win(table)


# -- 8.2: action windows and priority ---------------------------------------------------------------
def holder(table: Table) -> str | None:
    """8.2: who holds priority in the current action window (the first player when a window has
    just opened); None when no window is open (setup, game over, defenders being declared)."""
    state = table.state
    struggle = state["struggle"]
    if state["phase"] in ("setup", "over") or (struggle and struggle.get("window") == "S.6"):
        return None
    order = table.in_game()
    current = state.get("priority")
    return current if current in order else (order[0] if order else None)


def open_window(table: Table) -> None:
    """8.2: a new action window: priority starts with the first player, no passes yet."""
    table.state["priority"] = None  # holder(): the first player still in the game
    table.state["passes"] = 0


def acted(table: Table, player: str) -> None:
    """8.2: an action resets the pass count and priority passes on to the next player in turn
    order, so the others can always respond. A player who acts while another holds priority is
    taken to act after that player passed (the pass count is reset all the same)."""
    order = table.in_game()
    table.state["passes"] = 0
    table.state["priority"] = order[(order.index(player) + 1) % len(order)]


def pass_priority(table: Table, player: str) -> bool:
    """8.2: the player holding priority passes; priority moves on in turn order. True when every
    player has now passed consecutively, which closes the window."""
    current = holder(table)
    if current is None:
        raise Refused(f"there is no action window open in which to pass ({table.state['phase']} "
                      "phase; 8.2)")
    if current != player:
        raise Refused(f"{current} holds priority, not {player}; only the player with priority "
                      "passes (8.2)")
    order = table.in_game()
    passes = int(table.state.get("passes") or 0) + 1
    if passes >= len(order):
        return True  # the next window starts its own count (open_window)
    table.state["passes"] = passes
    table.state["priority"] = order[(order.index(player) + 1) % len(order)]
    return False


# -- the test ability language: effects, targets, "then", events (8.3-8.6, 8.9, 8.11) ---------------
#: (controller, field object): a card in play an effect targets.
Target = tuple[str, dict[str, Any]]


@dataclass(frozen=True)
class Effect:
    """One instruction of the kit's ability language (docs/games/reign.md#test-card-kit).

    ``do(table, player, spec, target)`` carries it out for ``player``; one that may happen only
    in part says whether it happened in full (8.11: the part after "then" needs that), one that
    always does returns None; ``target`` names the target rule
    it takes by default (``None``: no target); ``fits(table, player, target)`` is 8.11's test
    that the effect could change that target at all, and ``possible(table, player, spec)`` the
    same test for an effect with no target."""

    do: Callable[[Table, str, dict[str, Any], Target | None], bool | None]
    target: str | None = None
    fits: Callable[[Table, str, Target], bool] | None = None
    possible: Callable[[Table, str, dict[str, Any]], bool] | None = None


#: The effects by name, filed by the modules whose rules they carry out.
EFFECTS: dict[str, Effect] = {}
#: Which cards in play each target rule allows, from the acting player's side.
TARGET_RULES: dict[str, Callable[[Table, str, Target], bool]] = {
    "unit": lambda t, p, c: t.is_unit(c[1]),
    "own unit": lambda t, p, c: c[0] == p and t.is_unit(c[1]),
    "enemy unit": lambda t, p, c: c[0] != p and t.is_unit(c[1]),
    "card": lambda t, p, c: True,
    "participant": lambda t, p, c: t.is_unit(c[1]) and bool(c[1].get("struggle")),
}
#: What happens after an event resolves (8.4: Forced abilities, then the Response window);
#: reactions.py files it. An event is ``{"kind", "players", "cards"}``: what happened, the
#: players it concerns, the cards it concerns.
EVENTS: list[Callable[[Table, dict[str, Any]], None]] = []


def effect(name: str, *, target: str | None = None,
           fits: Callable[[Table, str, Target], bool] | None = None,
           possible: Callable[[Table, str, dict[str, Any]], bool] | None = None) -> Callable[[Any], Any]:
    """File an effect of the ability language under its name."""
    def register(do: Callable[[Table, str, dict[str, Any], Target | None], bool | None]) -> Any:
        EFFECTS[name] = Effect(do, target, fits, possible)
        return do
    return register


def happened(table: Table, kind: str, players: list[str], cards: list[Target] | None = None) -> None:
    """8.4: an event has resolved; what follows it (Forced abilities, Responses) happens now,
    nested inside whatever was resolving (8.5), or, while a deed resolves, once it has gone to
    the discard pile (10.4)."""
    _dispatch(table, {"kind": kind, "players": list(players), "cards": list(cards or [])})


def _dispatch(table: Table, event: dict[str, Any]) -> None:
    if table.held_events is not None:
        table.held_events.append(event)
        return
    for after in EVENTS:
        after(table, event)


def hold_events(table: Table) -> list[dict[str, Any]] | None:
    """10.4: a deed resolves, then goes to the discard pile, before the Response window: the
    events of its effect wait until :func:`release_events`. Returns the holding it interrupts."""
    outer = table.held_events
    table.held_events = []
    return outer


def release_events(table: Table, outer: list[dict[str, Any]] | None) -> None:
    """What followed the events of a deed's effect happens now that the deed is discarded."""
    held = table.held_events or []
    table.held_events = outer
    for event in held:
        _dispatch(table, event)


def target_rule(spec: dict[str, Any]) -> str | None:
    """The target an instruction takes: its own ``target`` or its effect's default."""
    if spec["effect"] not in EFFECTS:
        raise EngineFault(f"the kit has no effect {spec['effect']!r} (docs/games/reign.md)")
    return spec.get("target", EFFECTS[spec["effect"]].target)


def needs_struggle(spec: dict[str, Any]) -> bool:
    """8.11: joining a struggle, or a change until the end of the struggle, needs one under way."""
    return spec["effect"] == "join" or spec.get("lasts") == "struggle" or \
        spec.get("target") == "participant"


def targets(table: Table, player: str, spec: dict[str, Any], *, deed: bool) -> list[Target]:
    """8.11: the cards in play this instruction may target, the player's own first: its target
    rule allows them, a deed's target is not immune to deeds, and the effect could change it."""
    rule = target_rule(spec)
    if rule is None:
        return []
    if rule not in TARGET_RULES:
        raise EngineFault(f"the kit has no target {rule!r} (docs/games/reign.md)")
    fits = EFFECTS[spec["effect"]].fits
    owners = sorted(table.in_game(), key=lambda p: p != player)
    found = [(p, o) for p in owners for o in table.field(p)]
    return [c for c in found if TARGET_RULES[rule](table, player, c)
            and not (deed and table.immune(c[1], "deeds")) and (fits is None or fits(table, player, c))]


def initiable(table: Table, player: str, spec: dict[str, Any], *, deed: bool) -> bool:
    """8.11: an instruction can be initiated only if it can change the game state: a struggle
    under way when it needs one, a legal target when it targets, something to act on when not."""
    if needs_struggle(spec) and table.state["struggle"] is None:
        return False
    if target_rule(spec) is not None:
        return bool(targets(table, player, spec, deed=deed))
    possible = EFFECTS[spec["effect"]].possible
    return possible is None or possible(table, player, spec)


def choose_target(table: Table, player: str, spec: dict[str, Any], named: tuple[str | None, str] | None,
                  *, deed: bool, what: str) -> Target | None:
    """8.11: the target of an instruction being initiated: the card the action names, or the
    player's pick among the legal ones (decision "target"); refused when there is none, or
    when an instruction with no target could change nothing."""
    if needs_struggle(spec) and table.state["struggle"] is None:
        raise Refused(f"{what} needs a struggle under way (6.5, 8.11)")
    if target_rule(spec) is None:
        if not initiable(table, player, spec, deed=deed):
            raise Refused(f"{what} could change nothing now, so it cannot be initiated (8.11)")
        return None
    legal = targets(table, player, spec, deed=deed)
    if named is not None:
        whose, name = named
        found = [c for c in legal if c[1]["card"] == name and whose in (None, c[0])]
        if not found:
            raise Refused(f"{(whose + chr(39) + 's ') if whose else ''}{name!r} is not a legal target "
                          f"for {what} (8.11)")
        return found[0]
    if not legal:
        raise Refused(f"{what} has no legal target (8.11)")
    return table.choose_object(player, "target", legal, optional=False)


def resolve(table: Table, player: str, spec: dict[str, Any], target: Target | None, *,
            deed: bool) -> None:
    """Carry out an instruction and, when it happened in full, the part after its "then" (8.11:
    a first part that did not happen, or happened only in part, stops the rest; a part after
    "then" with no legal target left does nothing)."""
    done = EFFECTS[spec["effect"]].do(table, player, spec, target) is not False
    then = spec.get("then")
    if then is None or not done:
        return
    try:
        second = choose_target(table, player, then, None, deed=deed, what="the part after then")
    except Refused:
        return  # nothing left it could act on: do as much as possible
    resolve(table, player, then, second, deed=deed)


def ability_usable(table: Table, player: str, obj: dict[str, Any], ability: dict[str, Any]) -> bool:
    """8.11, 3.3: an ability of a card in play can be used: its cost can be paid (wealth from the
    pool; exhausting the card only if it is ready) and, if it targets, a legal target exists."""
    cost = ability.get("cost", {})
    if int(cost.get("wealth", 0)) > table.player(player)["pool"]:
        return False
    if cost.get("exhaust") and obj.get("exhausted"):
        return False
    return initiable(table, player, ability, deed=False)


def use_ability(table: Table, player: str, obj: dict[str, Any], ability: dict[str, Any],
                named: tuple[str | None, str] | None = None) -> None:
    """8.11: initiate an ability of a card in play: its target (the one named, or decision
    "target"), then its cost (wealth, exhausting the card: 3.3), then it resolves."""
    what = f"{obj['card']}'s ability"
    target = choose_target(table, player, ability, named, deed=False, what=what)
    cost = ability.get("cost", {})
    if cost.get("exhaust"):
        if obj.get("exhausted"):
            raise Refused(f"{obj['card']} is exhausted and cannot exhaust to pay for its ability (3.3)")
        obj["exhausted"] = True
    pay(table, player, int(cost.get("wealth", 0)), what, "8.3")
    resolve(table, player, ability, target, deed=False)


def gain_influence(table: Table, players: list[str], amount: int) -> None:
    """1.1: these players gain Influence at the same instant (counters from the supply onto
    their faction cards): 15 wins at once, the first player deciding between two (12), then what
    answers each gain happens (6.1: moving Influence is not a gain)."""
    if amount <= 0:
        return
    for player in players:
        table.player(player)["faction"]["influence"] += amount
    check_win(table)
    for player in players:
        happened(table, "gain influence", [player])


# -- the instructions that need only the core -------------------------------------------------------
@effect("draw")
def _draw(table: Table, player: str, spec: dict[str, Any], target: Target | None) -> None:
    """5.2, 12: draw N (from an empty deck the player is eliminated)."""
    table.draw(player, int(spec["amount"]))


@effect("wealth")
def _wealth(table: Table, player: str, spec: dict[str, Any], target: Target | None) -> None:
    """3.4: wealth into the player's pool."""
    table.player(player)["pool"] += int(spec["amount"])


@effect("influence")
def _influence(table: Table, player: str, spec: dict[str, Any], target: Target | None) -> None:
    """1.1: the player (``who = "each player"``: every player at once) gains N Influence."""
    players = table.in_game() if spec.get("who") == "each player" else [player]
    gain_influence(table, players, int(spec["amount"]))


@effect("power", target="unit")
def _power(table: Table, player: str, spec: dict[str, Any], target: Target | None) -> None:
    """8.9: a lasting Power change until the end of the phase (or the struggle, or the round)."""
    assert target is not None
    target[1]["modifiers"].append({"power": int(spec["amount"]), "until": spec.get("lasts", "phase")})


@effect("ready", target="unit", fits=lambda t, p, c: bool(c[1].get("exhausted")))
def _ready(table: Table, player: str, spec: dict[str, Any], target: Target | None) -> None:
    """3.3: ready an exhausted card."""
    assert target is not None
    target[1]["exhausted"] = False


@effect("emblem", target="card")
def _emblem(table: Table, player: str, spec: dict[str, Any], target: Target | None) -> None:
    """3.5, 3.6: a sorcery emblem on a card in the field blanks it."""
    assert target is not None
    target[1]["emblems"] += 1


def _victims(player: str, spec: dict[str, Any], table: Table) -> list[str]:
    return [player] if spec.get("who", "opponents") == "you" else table.opponents(player)


@effect("discard", possible=lambda t, p, s: any(t.zone(v, "hand") for v in _victims(p, s, t)))
def _discard(table: Table, player: str, spec: dict[str, Any], target: Target | None) -> bool:
    """Discard N cards from hand: the player's own choice (decision "discard", ``who = "you"``), or
    each opponent's at random (outcome "random discard", ``who = "opponents"``); as many as there
    are, which is the whole only when every hand held N (8.11)."""
    count = int(spec["amount"])
    whole = True
    mine = spec.get("who", "opponents") == "you"
    for victim in _victims(player, spec, table):
        hand = table.names(victim, "hand")
        whole = whole and len(hand) >= count
        chosen = table.choose_cards(victim if mine else None, "discard" if mine else "random discard",
                                    hand, count)
        for name in chosen:
            table.to_pile(victim, "discard", table.take(victim, "hand", name)["card"])
    return whole

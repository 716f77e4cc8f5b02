"""603 Triggered abilities that watch the game rather than a card's own deeds: state triggers
(603.8, ※ proposed: ``trigger = "state"`` with a ``condition`` — it triggers whenever that holds
and it is neither waiting nor on the stack), the loss of an opponent (603.9: ``opponent-loses``,
however the loss came, looking back to the board before it), a card turning face up (603.14d:
``a-card-turns-face-up``, never for the card itself), damage to this permanent being prevented
(615.10: ``damage-prevented``), and "only once each turn" triggers forgotten at cleanup
(603.2f)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.events import (
    Cleanup,
    DamagePrevented,
    PlayersLost,
    TurnedFaceUp,
    watch,
)
from adjudicator.games.nodawn.core.layers import characteristics
from adjudicator.games.nodawn.core.objects import Cards, State, battlefield, name_of
from adjudicator.games.nodawn.core.triggers import (
    CONDITIONS,
    ONCE,
    PENDING,
    before_stacking,
    condition_holds,
    fire,
    printed_triggers,
    trigger,
)


@before_stacking.register
def state_triggers(state: State, cards: Cards) -> None:
    """A state trigger triggers as soon as its state holds, and not again until it has left the
    stack (603.8): that ability of that permanent. Another permanent's ability waiting, of the
    same name or not, does not hold it back: each permanent is an object of its own (109.1),
    told apart as players name it."""
    waiting = state.get(PENDING, []) + [o for o in state["zones"]["stack"] if o["kind"] == "ability"]
    for controller, obj in battlefield(state):
        source = name_of(controller, obj)
        for index, ability in printed_triggers(characteristics(cards, obj), "state"):
            if any(w.get("source") == source and w.get("controller") == controller
                   and w.get("ability") == index for w in waiting):
                continue
            if condition_holds(state, cards, controller, ability):
                trigger(state, controller, obj, index)


@CONDITIONS.register("hand_empty")
def hand_empty(state: State, cards: Cards, controller: str, wanted: bool) -> bool:
    """"Whenever you have no cards in hand" (603.8)."""
    return (not state["players"][controller]["zones"]["hand"]) == wanted


@watch(PlayersLost)
def opponent_lost(state: State, cards: Cards, event: PlayersLost) -> None:
    """Players lost: each watcher of an opponent's loss that stood on the battlefield just
    before, its controller still in the game, triggers once per loser (603.9, 603.10)."""
    for loser in event.losers:
        fire(state, cards, [(n, o) for n, o in event.before
                            if n != loser and state["players"][n]["status"] == "playing"],
             "opponent-loses")


@watch(TurnedFaceUp)
def face_up(state: State, cards: Cards, event: TurnedFaceUp) -> None:
    """A card turned face up: every other permanent watching for it triggers (603.14d)."""
    fire(state, cards, [(n, o) for n, o in battlefield(state) if o is not event.obj], "a-card-turns-face-up")


@watch(DamagePrevented)
def prevented(state: State, cards: Cards, event: DamagePrevented) -> None:
    """Damage to this permanent was prevented: its "whenever damage to this is prevented"
    triggers, once for each prevention that prevented some (615.10)."""
    if event.recipient.get("kind") == "permanent":
        fire(state, cards, [(event.recipient["player"], event.recipient["object"])], "damage-prevented")


@watch(Cleanup)
def once_each_turn_forgotten(state: State, cards: Cards, event: Cleanup) -> None:
    """Cleanup: the turn's "only once each turn" triggers may trigger again next turn (603.2f)."""
    for player in state["players"].values():
        for obj in player["zones"]["battlefield"]:
            obj.pop(ONCE, None)

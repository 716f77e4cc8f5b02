"""Events: something happened in the game, and the rule modules watching for it are told.

An event is a small record of what happened (a permanent entered, Entities died, a spell was
cast, a step began...). Rule modules file watchers by the kind of event they wait for —
printed triggered abilities and keyword triggers put abilities in the waiting list (603.2),
other watchers keep a count (the siege count) or carry out what the rules attach to the event
(a fallen Haven exposing its residents). The core emits; it never knows who listens.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.core.objects import Cards, Obj, Placed, State
from adjudicator.games.nodawn.core.registry import Registry

E = TypeVar("E")
Watcher = Callable[[State, Cards, Any], None]
WATCHERS: Registry[Watcher] = Registry("event watchers", many=True)


def watch(kind: type[E]) -> Callable[[Callable[[State, Cards, E], None]], Callable[[State, Cards, E], None]]:
    """File a watcher for one kind of event (a decorator)."""
    return WATCHERS.register(kind)  # type: ignore[return-value]


def emit(state: State, cards: Cards, event: object) -> None:
    """Tell every watcher of this kind of event, in the order they registered."""
    for watcher in WATCHERS.all(type(event)):
        watcher(state, cards, event)


@dataclass(frozen=True)
class Entered:
    """A permanent entered the battlefield (603.6a)."""

    controller: str
    obj: Obj


@dataclass(frozen=True)
class LeftBattlefield:
    """Permanents left the battlefield for a zone (603.6c, 603.10)."""

    moved: list[Placed]
    zone: str
    #: Those of the action in which they left, for what follows at once and asks a player (610.3:
    #: a card held until they left returns, its entering choices made then, 614.8).
    decisions: Decisions | None = None


@dataclass(frozen=True)
class Died:
    """Permanents went from the battlefield to their owners' Spoils; ``before`` is the
    battlefield as it stood just before, for look-back triggers (603.6c, 603.10)."""

    before: list[Placed]
    dead: list[Placed]


@dataclass(frozen=True)
class Sacrificed:
    """Players sacrificed permanents they controlled (701.12a): each with the player who
    sacrificed it; ``before`` is the battlefield as it stood just before (603.10)."""

    before: list[Placed]
    sacrificed: list[Placed]


@dataclass(frozen=True)
class SpellCast:
    """A spell became cast (601.2i): its card, and its card type as cast — a face-down spell is
    a nameless Entity to every watcher (708.3)."""

    caster: str
    card: str
    kind: str


@dataclass(frozen=True)
class Sealed:
    """A drop's seal resolved (601.12b, 603.14b)."""

    sealer: str


@dataclass(frozen=True)
class Targeted:
    """A spell or ability on the stack chose its targets (601.2c, 603.14c); each target as
    found on the battlefield, or None."""

    controller: str
    stack_obj: Obj
    targets: list[dict[str, Any] | None]
    decisions: Decisions | None = None


@dataclass(frozen=True)
class Sprung:
    """A set Trap was sprung against one attack and has done what it says (307.4, 509.2):
    its controller, its card, and the attacking Entity with its controller."""

    controller: str
    card: str
    attacker: Placed
    decisions: Decisions


@dataclass(frozen=True)
class AttackDeclared:
    """One attack was declared: this Entity attacks this target (508.1)."""

    player: str
    attacker: Obj
    target: str


@dataclass(frozen=True)
class AttackersDeclared:
    """The declaration of attackers is complete (508.3, 603.3)."""

    active: str


@dataclass(frozen=True)
class BlockersDeclared:
    """The declaration of blockers is complete (509.3, 603.3)."""

    active: str


@dataclass(frozen=True)
class CountersPlaced:
    """Counters of a kind were put on a permanent (122.2): how many it bore before and after."""

    controller: str
    obj: Obj
    kind: str
    before: int
    after: int


@dataclass(frozen=True)
class DieRolled:
    """A player rolled a die and kept the roll: its natural and final results (706.2, 706.4)."""

    player: str
    natural: int
    final: int


@dataclass(frozen=True)
class Foreseen:
    """A player completed a Foresee (701.16b)."""

    player: str


@dataclass(frozen=True)
class DamageDealt:
    """Damage other than combat damage was dealt by a permanent (120.1): (its controller, the
    source, the recipient, the amount)."""

    dealt: list[tuple[str, Obj, dict[str, Any], int]]


@dataclass(frozen=True)
class CombatDamageDealt:
    """Combat damage was dealt (510.3): (source's controller, source, recipient, amount)."""

    dealt: list[tuple[str, Obj, dict[str, Any], int]]


@dataclass(frozen=True)
class StepBegan:
    """A step or phase began, before its turn-based actions (603.2b)."""

    active: str
    phase: str
    step: str | None


@dataclass(frozen=True)
class TurnBegan:
    """A player's turn began (500.9d, 611.2c)."""

    player: str


@dataclass(frozen=True)
class TurnPassedOver:
    """A turn that would have begun for a player who has left the game did not (800.6j)."""

    player: str


@dataclass(frozen=True)
class RoundBegan:
    """The world cycle advanced as a round's first turn began (500.9d); ``before`` is the
    round it left."""

    before: dict[str, Any]
    decisions: Decisions


@dataclass(frozen=True)
class Cleanup:
    """The cleanup step closes the turn's books, all as one action (514.2)."""

    decisions: Decisions


@dataclass(frozen=True)
class PriorityAction:
    """A player is about to act with priority: a cast, an activation, a pass... (117.3)."""

    ruleset: str
    decisions: Decisions


@dataclass(frozen=True)
class BecameDrained:
    """A permanent on the battlefield became drained (603.2d, 701.11a)."""

    controller: str
    obj: Obj


@dataclass(frozen=True)
class SpellResolved:
    """A spell finished resolving (608.8)."""

    controller: str
    card: str


@dataclass(frozen=True)
class PlayersLost:
    """Players lost the game while it goes on (104.5, 800.6); ``before`` is the battlefield as
    it stood just before, for look-back triggers (603.9)."""

    losers: list[str]
    before: list[Placed]


@dataclass(frozen=True)
class TurnedFaceUp:
    """A permanent turned face up (603.14d, 701.21a)."""

    controller: str
    obj: Obj


@dataclass(frozen=True)
class DamagePrevented:
    """A prevention effect prevented some or all of a damage event to this recipient (615.10)."""

    recipient: dict[str, Any]
    amount: int

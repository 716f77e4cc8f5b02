"""The state-based actions' sweep (704.3): every condition checked at once, then everything
found performed at once, as one event; the check repeats until nothing is performed.

Rule modules register each state check (state_checks/, and a keyword's own) in one of two
stages: ``permanents`` (what is put into the Spoils) and then ``players`` (who loses or wins,
and what happens to their meters) — so a player check sees what this same sweep destroys
(704.5f). What a check finds goes in the :class:`Sweep`; all of it is read from the state as
it stands before the sweep does anything (704.7).

State-based actions are mandatory: no player chooses to perform them. A sweep that performs
something yet leaves the game exactly as a sweep of this run already found it will do so again
forever — a loop of mandatory actions with no way to stop — and the game is a draw (104.4b).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field

from adjudicator.engine import Decisions
from adjudicator.games.nodawn.core.layers import steady
from adjudicator.games.nodawn.core.objects import Cards, Obj, Placed, State
from adjudicator.games.nodawn.core.outcome import draw_game, settle
from adjudicator.games.nodawn.core.registry import Registry
from adjudicator.games.nodawn.core.zones import leave_battlefield

STAGES = ("permanents", "players")


@dataclass
class Sweep:
    """What one sweep found (704.3): permanents for the Spoils, losses and wins, other actions."""

    ruleset: str
    decisions: Decisions | None = None  # for the choices a check leaves to a player (704.5q)
    leaving: list[Placed] = field(default_factory=list)
    by: dict[int, str] = field(default_factory=dict)
    losses: dict[str, set[str]] = field(default_factory=dict)
    winners: set[str] = field(default_factory=set)
    actions: list[Callable[[], None]] = field(default_factory=list)
    #: What the sweep tidies once it acts without that being a state-based action performed
    #: (a check spending the marks it read, 704.5k): the finding half only reads (704.3).
    tidying: list[Callable[[], None]] = field(default_factory=list)

    def to_spoils(self, owner: str, obj: Obj, by: str | None = None) -> None:
        """The permanent is put into its owner's Spoils — ``by`` the player whose damage or effect
        the check finds to be the cause, if any. Several checks finding one permanent are one
        result, performed once (704.6)."""
        self.leaving.append((owner, obj))
        if by is not None:
            self.by.setdefault(id(obj), by)

    def leaves(self, obj: Obj) -> bool:
        """Whether this sweep puts the permanent into the Spoils."""
        return any(o is obj for _, o in self.leaving)

    def lose(self, name: str, reason: str) -> None:
        self.losses.setdefault(name, set()).add(reason)

    def win(self, name: str) -> None:
        self.winners.add(name)

    def perform(self, action: Callable[[], None]) -> None:
        self.actions.append(action)

    def tidy(self, action: Callable[[], None]) -> None:
        """Do this once the sweep acts, without counting it as an action performed."""
        self.tidying.append(action)


Check = Callable[[State, Cards, Sweep], None]
CHECKS: Registry[Check] = Registry("state checks by stage: permanents, then players (704.3)", many=True)


def state_check(stage: str) -> Callable[[Check], Check]:
    """Register a state check in its stage (a decorator)."""
    if stage not in STAGES:
        raise ValueError(f"no state-check stage {stage!r}; one of {STAGES}")
    return CHECKS.register(stage)


def _in_place(state: State, found: list[Placed]) -> list[Placed]:
    """Each permanent found once, in the order it stands: players, then battlefield order."""
    order = {id(o): (p, i) for p, name in enumerate(state["players"])
             for i, o in enumerate(state["players"][name]["zones"]["battlefield"])}
    unique = {id(o): (owner, o) for owner, o in found}
    return sorted(unique.values(), key=lambda placed: order[id(placed[1])])


def find(state: State, cards: Cards, ruleset: str, decisions: Decisions | None = None) -> Sweep:
    """The finding half of a sweep: every check of 704.5 read from the state as it stands, nothing
    done yet (704.3, 704.7)."""
    sweep = Sweep(ruleset, decisions)
    with steady(state, cards):
        for stage in STAGES:
            for check in CHECKS.all(stage):
                check(state, cards, sweep)
    return sweep


def finds_nothing(sweep: Sweep) -> bool:
    """Whether the sweep found nothing to perform or tidy."""
    return not (sweep.actions or sweep.tidying or sweep.leaving or sweep.losses or sweep.winners)


def act(state: State, cards: Cards, sweep: Sweep) -> bool:
    """The doing half: everything the sweep found, performed at once (704.3); whether anything
    was performed."""
    decisions = sweep.decisions
    for action in [*sweep.tidying, *sweep.actions]:
        action()
    dying = _in_place(state, sweep.leaving)
    if dying:
        leave_battlefield(state, cards, dying, "spoils", decisions, by=sweep.by)
    performed = bool(sweep.actions or dying)
    if sweep.losses or sweep.winners:
        settle(state, winners=sweep.winners, losses=sweep.losses, cards=cards)
        performed = True
    return performed


def check_once(state: State, cards: Cards, ruleset: str, decisions: Decisions | None = None) -> bool:
    """One sweep of 704.5: find everything that applies, then do it all at once (704.3);
    whether anything was performed."""
    return act(state, cards, find(state, cards, ruleset, decisions))


def run_checks(state: State, cards: Cards, ruleset: str, decisions: Decisions | None = None) -> bool:
    """Repeat the sweep until it performs nothing or the game is over (704.3, 117.5); whether
    anything was performed. A sweep that brings back a state this run has already stood in has
    entered a loop of mandatory actions: the game is a draw (104.4b). The state is written down
    only once a sweep has something to do (the finding half reads and never writes, 704.7), so
    the usual sweep that finds nothing costs no copy of the game."""
    performed = False
    seen: set[str] = set()
    for _ in range(1000):  # a guard: a loop that never repeats a state is not the rules' concern
        if state["result"] is not None:
            break
        sweep = find(state, cards, ruleset, decisions)
        if finds_nothing(sweep):
            break
        if not seen:
            seen.add(_snapshot(state))
        if not act(state, cards, sweep):
            break
        performed = True
        now = _snapshot(state)
        if now in seen:
            draw_game(state)  # 104.4b: it would repeat forever, and no one can stop it
            break
        seen.add(now)
    return performed


def _snapshot(state: State) -> str:
    """The whole game as it stands, to tell one state from another (104.4b)."""
    return json.dumps(state, sort_keys=True, default=str)

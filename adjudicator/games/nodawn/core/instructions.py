"""Instructions: the test abilities of the card kit, carried out as a spell or ability resolves
(608.4; docs/games/nodawn.md#test-card-kit).

A card's ``effects`` list names instructions (``damage``, ``draw``, ``destroy``...). Each is
registered by the rule module that implements it, with the kinds of thing it targets, if any
(115.2): a player, a permanent type, or ``stack`` for a spell or an announcement. An
instruction marked ``it = true`` announces no target of its own: it acts on the target of the
instruction before it ("Gain control of target Entity. Replenish it.").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from adjudicator.engine import Decisions, EngineFault
from adjudicator.games.nodawn.core.objects import Cards, Obj, State, find_permanent, stack_label
from adjudicator.games.nodawn.core.registry import Registry


@dataclass(frozen=True)
class Instruction:
    """One instruction being carried out: who controls it, what it says, its target (as found
    on resolution, or None), the card definition of its spell or of its ability's source, and
    the spell or ability on the stack it belongs to."""

    state: State
    cards: Cards
    controller: str
    effect: dict[str, Any]
    target: dict[str, Any] | None
    decisions: Decisions
    source: dict[str, Any] | None = None
    origin: Obj | None = None

    @property
    def amount(self) -> int:
        """The instruction's number: printed; X, the value announced for its spell on the stack,
        and 0 wherever else X is read (``"X"``, 107.3, 202.7a, 601.2b, 608.5); its ``share`` of
        the division announced as its spell was cast (``"divided"``, 601.2d); its target's
        Attack (``"its-attack"``), read from the target's last-known information once it has
        left the battlefield (608.6); or what its permanent noted (``"noted"``, 607.2d)."""
        value = self.effect.get("amount", 0)
        if value == "X":
            return int((self.origin or {}).get("x", 0))
        if value == "divided":
            division = (self.origin or {}).get("division", [])
            share = int(self.effect.get("share", 1))
            return int(division[share - 1]) if share <= len(division) else 0
        if value == "its-attack":
            return max(0, int(((self.target or {}).get("last_known") or {}).get("attack", 0)))
        if value == "noted":
            return self.noted
        return int(value)

    @property
    def noted(self) -> int:
        """What the ability's own permanent noted (``"noted"``): the linked ability reads its
        note, 0 where it noted nothing or has left the battlefield (607.2d, 607.3)."""
        found = find_permanent(self.state, self.origin["source"]) if self.origin and \
            self.origin.get("kind") == "ability" else None
        return int(found[1].get("noted", 0)) if found else 0

    @property
    def source_name(self) -> str | None:
        """The source of what this instruction does, as players name it: the spell (its stack
        name), or the permanent whose ability it is (609.5, 113.6)."""
        if self.origin is None:
            return None
        if self.origin.get("kind") == "ability":
            return str(self.origin["source"])
        return stack_label(self.origin)

    @property
    def player(self) -> dict[str, Any]:
        """The controller's player record."""
        return self.state["players"][self.controller]

    @property
    def aimed(self) -> dict[str, Any]:
        """The target, which a targeting instruction always has as it is carried out."""
        assert self.target is not None
        return self.target


@dataclass(frozen=True)
class Entry:
    carry_out: Callable[[Instruction], None]
    targets: frozenset[str] | None


INSTRUCTIONS: Registry[Entry] = Registry("instructions of the test card kit by name (608.4)")


def instruction(name: str, targets: set[str] | None = None) -> Callable[[Callable[[Instruction], None]],
                                                                          Callable[[Instruction], None]]:
    """Register the rule module's function carrying out this instruction (a decorator);
    ``targets`` are the kinds of thing it targets, if it targets (115.2)."""

    def decorate(fn: Callable[[Instruction], None]) -> Callable[[Instruction], None]:
        INSTRUCTIONS.register(name)(Entry(fn, frozenset(targets) if targets is not None else None))
        return fn

    return decorate


def targets_of(effect: dict[str, Any]) -> frozenset[str] | None:
    """The kinds of thing an instruction targets, or None if it does not target (115.2); one
    acting on the previous instruction's target ("it") targets nothing itself."""
    entry = INSTRUCTIONS.get(effect["effect"])
    if entry is None or effect.get("it"):
        return None
    return entry.targets


def refers_back(effect: dict[str, Any]) -> bool:
    """Whether the instruction acts on the target of the one before it ("it")."""
    return bool(effect.get("it"))


def targeting(effects: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The instructions among these that choose a target, in order (601.2c); one written ``it``
    acts on the target chosen before it ("that Entity", 700.7) and chooses none."""
    return [e for e in effects if targets_of(e) is not None]


def carry_out(doing: Instruction) -> None:
    """Carry out one instruction by the rule module that registered it (608.4)."""
    entry = INSTRUCTIONS.get(doing.effect["effect"])
    if entry is None:
        raise EngineFault(f"unknown test ability {doing.effect['effect']!r}")
    entry.carry_out(doing)

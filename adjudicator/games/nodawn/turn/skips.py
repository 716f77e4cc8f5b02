"""500.14 and 614.5 Skipping: "skip your next [step or phase]" replaces that occurrence with
nothing — the game passes over it as though it did not exist, and nothing scheduled for it
happens. A skip cannot reach a step that has already started; it holds until the step comes round again; two
skips of "your next" occurrence consume the next two.

A skip waits on the player (``skips``) until their next turn reaches that step or phase; a
skipped phase passes over each of its steps (``turn.skipping``)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.instructions import Instruction, instruction
from adjudicator.games.nodawn.core.objects import State
from adjudicator.games.nodawn.core.turn import Step, step_skipped

#: What a skip may name, and the step or phase it stands for (500.1, 500.1a).
SKIPPABLE: dict[str, Step] = {
    "replenish step": ("beginning", "replenish"),
    "upkeep": ("beginning", "upkeep"),
    "draw step": ("beginning", "draw"),
    "combat phase": ("combat", "beginning of combat"),
    "end step": ("ending", "end"),
}


@instruction("skip", targets={"player"})
def skip(do: Instruction) -> None:
    """The target player skips their next occurrence of the named step or phase (614.5)."""
    what = do.effect["what"]
    player = do.state["players"][do.aimed["player"]]
    player.setdefault("skips", []).append(what)


@step_skipped.register
def skipped(state: State, step: Step) -> bool:
    """Whether this step is passed over: a step of a phase being skipped, or the active
    player's next occurrence of a step or phase they must skip, which the skip then consumes
    (500.14, 614.5)."""
    turn = state["turn"]
    if turn.get("skipping") == step[0]:
        return True
    turn.pop("skipping", None)
    player = state["players"][turn["active"]]
    for what in player.get("skips", []):
        if SKIPPABLE[what] == step:
            player["skips"].remove(what)
            if not player["skips"]:
                del player["skips"]
            if what.endswith(" phase"):
                turn["skipping"] = step[0]
            return True
    return False

"""704.5f Sunlight death (104.3e, 500.16a): during a Day round a player whose Master's refuge is
not a live Haven they own loses the game — unless the Master's card says the sun does not kill
it (731.8d)."""

from __future__ import annotations

from adjudicator.games.nodawn.core.checks import Sweep, state_check
from adjudicator.games.nodawn.core.objects import Cards, State, playing
from adjudicator.games.nodawn.zones.shelter import havens


@state_check("players")
def sunlight(state: State, cards: Cards, sweep: Sweep) -> None:
    """During a Day round a player loses if their Master's refuge is not a live Haven they own —
    one found by this same sweep to be destroyed counts as fallen — or if the sunrise found it
    with no Haven to shelter in (704.5f, 104.3e, 500.16a). A Master that never sheltered in the
    state as given has no refuge to lose."""
    if state["world"]["type"] != "day":
        return
    for name in playing(state):
        player = state["players"][name]
        if cards[player["master"]].get("sunproof"):
            continue  # 731.8d, 101: the Master's card says the sun does not kill it
        refuge = player.get("refuge")
        if player.get("sunlit"):
            sweep.lose(name, "sunlight")
        elif refuge:
            standing = [h for h in havens(cards, player) if h["card"] == refuge and not sweep.leaves(h)]
            if not standing:
                sweep.lose(name, "sunlight")

"""The round (5): seven phases in order; the active-player role that rotates through Kingdom
and Confrontation (5.3, 5.4); each phase's own procedure: Quest (5.1), Draw (5.2), Kingdom
(5.3), Confrontation (5.4), Authority (5.5), Refresh (5.6), Toll (5.7).

Part of the core: it names no rule module. The end of setup (setup.py) and what follows a
struggle's action window (struggles.py) are filed in the lists below.
"""

from __future__ import annotations

from collections.abc import Callable

from adjudicator.engine import Refused
from adjudicator.games.reign.concepts import Table, eliminate
from adjudicator.games.reign.state import PHASES, ROTATING
from adjudicator.games.reign.timing import expire, gain_influence, open_window, pass_priority

DRAW_PHASE_CARDS = 2
#: What ends setup, in order, before Round 1 begins (4: the opening boards revealed).
AT_SETUP_END: list[Callable[[Table], None]] = []
#: What follows when every player has passed in the action window of a struggle under way
#: (S.5-S.8: the struggle goes on), in order.
AFTER_STRUGGLE_WINDOW: list[Callable[[Table], None]] = []


def advance(table: Table, to: str) -> None:
    """End phases one after the other until the named phase has begun (its procedure done)."""
    if to not in PHASES:
        raise Refused(f"there is no {to!r} phase; the round is {', '.join(PHASES)} (5)")
    if table.state["struggle"] is not None:
        raise Refused("a struggle is waiting for defenders; it is resolved fully first (5.4)")
    if table.state["phase"] == "setup":
        end_setup(table)
        open_window(table)
    else:
        end_phase(table)
    for _ in range(len(PHASES)):
        if table.state["phase"] == to:
            return
        end_phase(table)


def end_setup(table: Table) -> None:
    """4: setup ends, then Round 1 begins at the Quest phase."""
    for finish in AT_SETUP_END:
        finish(table)
    state = table.state
    state["round"] = 0
    state["phase"] = "quest"
    state["active"] = None
    BEGIN["quest"](table)


def pass_turn(table: Table, player: str) -> None:
    """8.2: the player holding priority passes; the window closes only when every player has
    passed in a row (5.3, 5.4: then the next player becomes active, or the phase ends; S.5: the
    defenders are declared next; S.7: the struggle's winner is determined)."""
    if pass_priority(table, player):
        close_window(table)


def close_window(table: Table) -> None:
    """8.2, 5.3, 5.4, S.5-S.8: what follows when an action window closes."""
    state = table.state
    if state["struggle"] is not None:
        for goes_on in AFTER_STRUGGLE_WINDOW:
            goes_on(table)
        return
    if state["phase"] in ROTATING:
        order = table.in_game()
        active = state["active"]
        later = order[order.index(active) + 1:] if active in order else []
        if later:
            become_active(table, later[0])
            return
    end_phase(table)


def become_active(table: Table, player: str) -> None:
    """5.3: a player who becomes active in the Kingdom phase collects their quest's wealth."""
    table.state["active"] = player
    if table.state["phase"] == "kingdom":
        table.player(player)["pool"] += table.quest_stat(player, "wealth")
    open_window(table)  # 5.3, 5.4: the new active player's action window, first player first


def end_phase(table: Table) -> None:
    """8.8: a closing phase's lasting effects expire (a round's too, after Toll); then the next
    phase begins with its procedure."""
    state = table.state
    phase = state["phase"]
    if phase in ROTATING:
        order = table.in_game()
        active = state["active"]
        for later in order[order.index(active) + 1:] if active in order else []:
            become_active(table, later)  # 5.3: each remaining player still takes the role
    expire(table, "round" if phase == "toll" else "phase")
    if phase == "toll":
        for p in state["turn_order"]:
            table.player(p)["restricted"] = 0  # 9.3: the Restricted allowance is per round
    nxt = PHASES[(PHASES.index(phase) + 1) % len(PHASES)]
    state["phase"] = nxt
    state["active"] = None
    BEGIN[nxt](table)
    open_window(table)  # 8.2: each phase runs as action windows, priority from the first player


# -- 5.1 Quest -------------------------------------------------------------------------------------
def begin_quest(table: Table) -> None:
    """5.1: a new round. Each player picks a quest (decision "quest"), all are revealed at once
    (the previous active quest goes to the used-quest pile, and an emptied quest deck takes the
    used pile back, pinned "quest shuffle"), the highest momentum chooses the first player, then
    Embark abilities resolve in first-player order."""
    state = table.state
    state["round"] += 1
    chosen = {p: table.choose_one(p, "quest", table.names(p, "quests"), optional=False)
              for p in table.in_game()}
    for p, quest in chosen.items():
        if quest is None:
            continue  # no quest to embark on: the active quest stays
        table.take(p, "quests", quest)
        old = table.player(p)["quest"]
        if old:
            table.to_pile(p, "used_quests", old)
        table.player(p)["quest"] = quest
        if not table.zone(p, "quests"):
            refill_quests(table, p)
    choose_first_player(table)
    for p in table.in_game():  # in the order of the first player just chosen
        embark = table.card(chosen[p]).get("embark") if chosen[p] else None
        if embark:
            table.draw(p, embark["draw"])


def refill_quests(table: Table, player: str) -> None:
    """5.1, 10.5: the used-quest pile is shuffled back into the emptied quest deck."""
    used = table.names(player, "used_quests")
    table.zone(player, "used_quests").clear()
    table.zone(player, "quests")[:] = [{"card": n} for n in table.order("quest shuffle", used)]


def choose_first_player(table: Table) -> None:
    """5.1: the highest momentum chooses the first player; on a tie the lowest Influence
    chooses; still tied, a random one (pinned outcome "chooser")."""
    players = table.in_game()
    top = max(table.quest_stat(p, "momentum") for p in players)
    tied = [p for p in players if table.quest_stat(p, "momentum") == top]
    if len(tied) > 1:
        low = min(table.influence(p) for p in tied)
        tied = [p for p in tied if table.influence(p) == low]
    chooser = tied[0]
    if len(tied) > 1:
        chooser = str(table.choose_one(None, "chooser", tied, optional=False))
    first = table.choose_one(chooser, "first player", players, optional=False)
    table.state["first_player"] = str(first)


# -- 5.2 Draw --------------------------------------------------------------------------------------
def begin_draw(table: Table) -> None:
    """5.2: every player draws 2 at the same time; anyone who must draw from an empty deck is
    eliminated (all of them together, 12); the deck is never refilled."""
    out = []
    for p in table.in_game():
        deck = table.zone(p, "deck")
        if len(deck) < DRAW_PHASE_CARDS:
            out.append(p)
        for _ in range(min(DRAW_PHASE_CARDS, len(deck))):
            table.zone(p, "hand").append({"card": deck.pop(0)["card"]})
    if out:
        eliminate(table, out)


# -- 5.3, 5.4 Kingdom and Confrontation ------------------------------------------------------------
def begin_kingdom(table: Table) -> None:
    become_active(table, table.in_game()[0])


def begin_confrontation(table: Table) -> None:
    table.state["active"] = table.in_game()[0]
    table.state["struggles"] = []


# -- 5.5 Authority ---------------------------------------------------------------------------------
def begin_authority(table: Table) -> None:
    """5.5: the highest Authority total gains 1 Influence and the Authority emblem; a tie for
    highest leaves the emblem unheld."""
    players = table.in_game()
    sums = {p: table.authority_total(p) for p in players}
    best = max(sums.values())
    top = [p for p in players if sums[p] == best]
    if len(top) > 1:
        table.state["authority"] = None
        return
    (holder,) = top
    table.state["authority"] = holder
    gain_influence(table, [holder], 1)


# -- 5.6 Refresh -----------------------------------------------------------------------------------
def begin_refresh(table: Table) -> None:
    """5.6: ready every exhausted card; then each player removes one sorcery emblem from a card
    they control (decision "remove emblem" when there is a choice)."""
    for p in table.state["turn_order"]:
        for obj in table.field(p):
            if not obj.get("does_not_ready"):  # 5.6: a "does not ready" effect skips it
                obj["exhausted"] = False
            for att in obj["attachments"]:
                att["exhausted"] = False
    for p in table.in_game():
        marked = [o for o in table.field(p) if o["emblems"] > 0]
        marked += [a for other in table.in_game() for host in table.field(other) for a in host["attachments"]
                   if a["emblems"] > 0 and (a.get("controller") or other) == p]
        chosen = table.choose_object(p, "remove emblem", marked, optional=False)
        if chosen is not None:
            chosen["emblems"] -= 1


# -- 5.7 Toll --------------------------------------------------------------------------------------
def begin_toll(table: Table) -> None:
    """5.7: all wealth goes back to the treasury; each player discards down to their Levy
    (decision "discard")."""
    for p in table.state["turn_order"]:
        table.player(p)["pool"] = 0
    for p in table.in_game():
        if table.player(p)["quest"] is None:
            continue
        levy = table.quest_stat(p, "levy")
        hand = table.names(p, "hand")
        for name in table.choose_cards(p, "discard", hand, len(hand) - levy):
            table.to_pile(p, "discard", table.take(p, "hand", name)["card"])


BEGIN = {
    "quest": begin_quest,
    "draw": begin_draw,
    "kingdom": begin_kingdom,
    "confrontation": begin_confrontation,
    "authority": begin_authority,
    "refresh": begin_refresh,
    "toll": begin_toll,
}

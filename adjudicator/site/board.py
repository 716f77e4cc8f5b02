"""A scenario's board as a picture: the starting state of its compiled case, and beside it what
its Thens say must be true afterwards, with the values that change highlighted.

Generic over every game's canonical state (docs/games/<game>.md): each player's meters and
zones (cards in order, with their counters and statuses), the turn and world facts, and the
shared zones and piles. Plain HTML and CSS; no script is needed to see it. Script ops and
matchers this module does not know (a newer case format) are shown as their step's text.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from adjudicator.harness.expect import _MISSING as MISSING  # the one "nothing there" marker
from adjudicator.harness.expect import resolve
from adjudicator.site.render import e

#: Links a card name to its page (or escapes it when it is not a known card).
CardLink = Callable[[str], str]
#: Top-level keys of a state that the board draws elsewhere (or that say nothing to a reader).
_DRAWN = ("game", "players", "turn_order", "zones")
#: Keys that name an object on a list, in the order they are tried.
_NAME_KEYS = ("card", "ability", "name", "kind", "player")
#: Short notes on list order, by zone name, shown in the board's legend.
ORDER_NOTES = {"stack": "the stack bottom first: the last resolves first"}


def human(key: str) -> str:
    """A state key as a reader says it: ``vitae_cap`` -> ``vitae cap``."""
    return key.replace("_", " ")


def quiet(value: Any) -> bool:
    """Values a board leaves out: nothing, false, empty."""
    return value is None or value is False or value == [] or value == {}


# --- drawing a state --------------------------------------------------------------------------

def value_html(value: Any, link: CardLink) -> str:
    """Any value of a state, readably: objects as cards, lists in order, tables as key: value."""
    if value is None:
        return "–"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list):
        if not value:
            return '<span class="none">none</span>'
        if all(isinstance(v, dict) for v in value):
            return cards_html(value, link)
        return ", ".join(value_html(v, link) for v in value)
    if isinstance(value, dict):
        if not value:
            return '<span class="none">none</span>'
        return "".join(f'<span class="kv"><span class="k">{e(human(str(k)))}</span> '
                       f"{value_html(v, link)}</span>" for k, v in value.items())
    if isinstance(value, str):
        return link(value)
    return e(value)


def object_name(obj: dict[str, Any]) -> tuple[str, str]:
    """(key, name) of the field that names an object on a list (a card, an ability, ...)."""
    for key in _NAME_KEYS:
        if isinstance(obj.get(key), str):
            return key, obj[key]
    return "", ""


def card_html(obj: dict[str, Any], link: CardLink, owner: str = "") -> str:
    """One object of a zone: its name, then every counter or status it has (zeros left out)."""
    key, name = object_name(obj)
    attrs = []
    for k, v in obj.items():
        if k == key or quiet(v) or v == 0 or (k == "controller" and v == owner):
            continue
        shown = "" if v is True else " " + value_html(v, link)
        attrs.append(f'<span class="attr">{e(human(k))}{shown}</span>')
    label = link(name) if name else '<span class="none">(unnamed)</span>'
    return f'<li class="card-box"><span class="card-name">{label}</span>{"".join(attrs)}</li>'


def cards_html(objects: list[Any], link: CardLink, owner: str = "") -> str:
    items = "".join(card_html(o, link, owner) if isinstance(o, dict) else
                    f'<li class="card-box"><span class="card-name">{value_html(o, link)}</span></li>'
                    for o in objects)
    return f'<ol class="cards">{items}</ol>'


def zones_html(zones: dict[str, Any], link: CardLink, owner: str = "") -> str:
    """Each non-empty zone as a labelled row of cards; the empty ones named on one line."""
    rows, empty = [], []
    for name, content in zones.items():
        if quiet(content):
            empty.append(human(name))
        elif isinstance(content, list):
            rows.append(f'<div class="zone"><span class="zone-name">{e(human(name))}</span>'
                        f"{cards_html(content, link, owner)}</div>")
        else:
            rows.append(f'<div class="zone"><span class="zone-name">{e(human(name))}</span> '
                        f"{value_html(content, link)}</div>")
    if empty:
        rows.append(f'<p class="empty-zones">Empty: {e(", ".join(empty))}</p>')
    return "".join(rows)


def facts_html(items: list[tuple[str, Any]], link: CardLink) -> str:
    chips = "".join(f"<li>{e(human(k))} <b>{value_html(v, link)}</b></li>" for k, v in items)
    return f'<ul class="meters">{chips}</ul>' if chips else ""


def player_html(name: str, player: dict[str, Any], link: CardLink) -> str:
    """A player's panel: meters and other facts first, then the zones."""
    facts = [(k, v) for k, v in player.items() if k != "zones" and not quiet(v)]
    zones = player.get("zones")
    body = facts_html(facts, link) + (zones_html(zones, link, name) if isinstance(zones, dict) else "")
    return (f'<div class="player" role="group" aria-label="{e(name)}">'
            f'<p class="owner">{e(name)}</p>{body}</div>')


def state_html(state: dict[str, Any], link: CardLink) -> str:
    """The whole board: the game's facts, each player in turn order, then the shared zones."""
    facts, groups = [], []
    for key, value in state.items():
        if key in _DRAWN or quiet(value):
            continue
        if isinstance(value, dict):
            inner = [(k, v) for k, v in value.items() if not quiet(v)]
            groups.append(f'<div class="facts-group"><span class="zone-name">{e(human(key))}</span>'
                          f"{facts_html(inner, link)}</div>")
        else:
            facts.append((key, value))
    parts = [f'<div class="game-facts">{facts_html(facts, link)}{"".join(groups)}</div>']
    players = state.get("players") if isinstance(state.get("players"), dict) else {}
    order = [p for p in state.get("turn_order") or [] if p in players]
    order += [p for p in players if p not in order]
    parts.append('<div class="players">' + "".join(
        player_html(p, players[p], link) for p in order if isinstance(players[p], dict)) + "</div>")
    shared = state.get("zones")
    if isinstance(shared, dict) and shared:
        parts.append(f'<div class="player shared" role="group" aria-label="Shared zones">'
                     f'<p class="owner">Shared</p>{zones_html(shared, link)}</div>')
    return "".join(parts)


# --- what the Thens say -----------------------------------------------------------------------

@dataclass
class Round:
    """One round of a scenario: what is done (its When steps), then what must be true."""

    done: list[str] = field(default_factory=list)
    checks: list[dict[str, Any]] = field(default_factory=list)


def rounds(script: list[dict[str, Any]]) -> list[Round]:
    """The script split into rounds: a new round begins with the first action after a check."""
    out = [Round()]
    for op in script:
        kind = op.get("op")
        if kind == "act":
            if out[-1].checks:
                out.append(Round())
            step = str(op.get("step", ""))
            if step and step not in out[-1].done:
                out[-1].done.append(step)
            if op.get("expect") is not None:
                out[-1].checks.append(op)
        elif kind in ("choose", "random"):
            continue  # pinned decisions: the steps list them; they change nothing by themselves
        else:
            out[-1].checks.append(op)
    return [r for r in out if r.checks or r.done]


def owner_and_label(path: str) -> tuple[str, str]:
    """Who a JSON Pointer is about and what of theirs: ``/players/Alice/zones/hand`` -> (Alice, hand)."""
    parts = [p.replace("~1", "/").replace("~0", "~") for p in path.lstrip("/").split("/")] if path else []
    if len(parts) >= 2 and parts[0] == "players":
        owner, rest = parts[1], parts[2:]
        if rest[:1] == ["zones"]:
            rest = rest[1:]
    elif parts[:1] == ["zones"]:
        owner, rest = "Shared", parts[1:]
    else:
        owner, rest = "Game", parts
    return owner, " ".join(human(p) for p in rest) or human(owner)


class Known:
    """What the board is known to hold as the rounds go by: the setup, then each round's values."""

    def __init__(self, state: dict[str, Any]) -> None:
        self.state = state
        self.later: dict[str, Any] = {}

    def get(self, path: str) -> Any:
        for prefix in sorted(self.later, key=len, reverse=True):
            if path == prefix or path.startswith(prefix + "/"):
                return resolve(self.later[prefix], path[len(prefix):])
        return resolve(self.state, path)

    def learn(self, check: dict[str, Any]) -> None:
        """Take in what a check says is there (a card that stays keeps what was known of it)."""
        if check.get("op") != "expect" or not isinstance(check.get("path"), str):
            return
        if "equals" in check:
            self.later[check["path"]] = check["equals"]
        elif "cards" in check:
            old = self.get(check["path"])
            pool = [o for o in old if isinstance(o, dict)] if isinstance(old, list) else []
            kept = []
            for name in check["cards"]:
                same = next((o for o in pool if object_name(o)[1] == name), None)
                if same is not None:
                    pool.remove(same)
                kept.append(same if same is not None else {"card": name})
            self.later[check["path"]] = kept


def names_of(value: Any) -> list[str] | None:
    if not isinstance(value, list):
        return None
    return [object_name(o)[1] if isinstance(o, dict) else str(o) for o in value]


def _was(before: Any, link: CardLink) -> str:
    shown = "nothing" if before is MISSING else value_html(before, link)
    return f' <span class="was">(was {shown})</span>'


def _chips(names: list[str], link: CardLink, new: Counter[str], cls: str = "") -> str:
    items = []
    left = Counter(new)
    for n in names:
        mark = ""
        if left[n] > 0:
            left[n] -= 1
            mark = ' <span class="tag">new</span>'
        items.append(f'<li class="card-box{" " + cls if cls else ""}{" changed" if mark else ""}">'
                     f'<span class="card-name">{link(n)}</span>{mark}</li>')
    return f'<ol class="cards">{"".join(items)}</ol>'


def _at(check: dict[str, Any]) -> str:
    """``at``: the check reads the board as it was when the action took that decision."""
    at = check.get("at")
    if at is None:
        return ""
    if isinstance(at, dict):
        nth = f" (number {e(at['nth'])})" if at.get("nth") not in (None, 1) else ""
        who = f" by {e(at['player'])}" if at.get("player") else ""
        return f'<span class="at">at the <code>{e(at.get("decision", ""))}</code> decision{who}{nth}:</span> '
    return f'<span class="at">at <code>{e(at)}</code></span> '


def check_html(check: dict[str, Any], known: Known, link: CardLink) -> tuple[str, str]:
    """(owner, HTML of one fact) for a check; unknown ops and matchers show their step's text."""
    at = _at(check)
    if check.get("op") == "act":
        return "", (f'<li class="fact refused">{at}<span class="tag">refused</span> '
                    f'{e(check.get("step", ""))}: nothing changes</li>')
    if check.get("op") == "offers":
        return _offers_html(check, link)
    path = check.get("path")
    if check.get("op") != "expect" or not isinstance(path, str):
        return "", f'<li class="fact other">{at}{e(check.get("step", "") or check.get("op", ""))}</li>'
    owner, label = owner_and_label(path)
    before = known.get(path)
    if before is MISSING and "default" in check:
        before = check["default"]
    body = _matcher_html(check, before, link)
    if body is None:
        return owner, f'<li class="fact other">{at}{e(check.get("step", ""))}</li>'
    html, changed = body
    cls = "fact changed" if changed else "fact"
    return owner, f'<li class="{cls}">{at}<span class="k">{e(label)}</span> {html}</li>'


_OFFERS = (("exactly", "offers exactly"), ("includes", "offers"), ("excludes", "does not offer"))


def _offers_html(check: dict[str, Any], link: CardLink) -> tuple[str, str]:
    """What a decision of the action before offered: exactly, includes, excludes, min, max."""
    said = []
    for key, words in _OFFERS:
        if isinstance(check.get(key), list):
            names = ", ".join(value_html(v, link) for v in check[key]) or "nothing"
            said.append(f"{words} {names}")
    said += [f"{'at least' if key == 'min' else 'at most'} {e(check[key])} at once"
             for key in ("min", "max") if isinstance(check.get(key), int)]
    if not said:
        return "", f'<li class="fact other">{e(check.get("step", ""))}</li>'
    nth = f" (number {e(check['nth'])})" if check.get("nth") not in (None, 1) else ""
    owner = check.get("player") if isinstance(check.get("player"), str) else "Game"
    return owner, (f'<li class="fact offer"><span class="k">the <code>{e(check.get("decision", ""))}'
                   f"</code> choice{nth}</span> {'; '.join(said)}</li>")


def _matcher_html(check: dict[str, Any], before: Any, link: CardLink) -> tuple[str, bool] | None:
    """(HTML, whether the value changes) for the matchers this module knows; None otherwise."""
    old = names_of(before) or []
    if "equals" in check:
        want = check["equals"]
        changed = before != want
        return value_html(want, link) + (_was(before, link) if changed else ""), changed
    if "cards" in check:
        want = list(check["cards"])
        new = Counter(want) - Counter(old)
        gone = list((Counter(old) - Counter(want)).elements())
        html = _chips(want, link, new) if want else '<span class="none">empty</span>'
        if gone:
            html += f' <span class="was">(no longer: {", ".join(link(n) for n in gone)})</span>'
        return html, want != old
    if "contains" in check:
        new = Counter(check["contains"]) - Counter(old)
        return "holds " + _chips(list(check["contains"]), link, new), bool(new)
    if "lacks" in check:
        present = [n for n in check["lacks"] if n in old]
        gone = ' <span class="tag">gone</span>'
        items = "".join(f'<li class="card-box absent{" changed" if n in present else ""}">'
                        f'<span class="card-name">{link(n)}</span>{gone if n in present else ""}</li>'
                        for n in check["lacks"])
        return f'holds none of <ol class="cards">{items}</ol>', bool(present)
    if "count" in check:
        size = len(before) if isinstance(before, list | dict) else MISSING
        changed = size != check["count"]
        count = check["count"]
        shown = "none" if count == 0 else f'{e(count)} {"entry" if count == 1 else "entries"}'
        return shown + (_was(size, link) if changed else ""), changed
    if "where" in check and "has" in check:
        return _where_html(check, before, link)
    if check.get("absent") is True:
        return '<span class="none">not there</span>' + (_was(before, link) if before is not MISSING
                                                            else ""), before is not MISSING
    if isinstance(check.get("nowhere"), dict):
        what = ", ".join(f"{human(k)} {value_html(v, link)}" for k, v in check["nowhere"].items())
        there = before is not MISSING and _anywhere(before, check["nowhere"])
        return f"holds nowhere anything with {what}", there
    return None


def _anywhere(value: Any, pattern: dict[str, Any]) -> bool:
    """Whether some object under ``value``, at any depth, has every key/value of ``pattern``."""
    if isinstance(value, dict):
        if all(value.get(k) == v for k, v in pattern.items()):
            return True
        return any(_anywhere(v, pattern) for v in value.values())
    return isinstance(value, list) and any(_anywhere(v, pattern) for v in value)


def _where_html(check: dict[str, Any], before: Any, link: CardLink) -> tuple[str, bool]:
    where, has, nth = check["where"], check["has"], check.get("nth")
    found = [o for o in before if isinstance(o, dict) and all(o.get(k) == v for k, v in where.items())] \
        if isinstance(before, list) else []
    if isinstance(nth, int) and nth != 0:
        old = found[nth - 1 if nth > 0 else nth] if abs(nth) <= len(found) else {}
    else:
        old = found[0] if len(found) == 1 else {}
    which = ", ".join(link(v) if isinstance(v, str) else e(v) for v in where.values())
    if isinstance(nth, int) and nth not in (0, 1):
        which += f" (the {'last' if nth == -1 else f'number {nth}'})"
    parts, changed = [], False
    for k, v in has.items():
        was = old.get(k, MISSING) if old else MISSING
        moved = was != v and not (was is MISSING and v in (None, False, 0, [], {}))
        changed |= moved
        parts.append(f'<span class="kv{" changed" if moved else ""}"><span class="k">{e(human(k))}</span> '
                     f'{value_html(v, link)}{_was(was, link) if moved else ""}</span>')
    return f'<span class="which">{which}</span>: {"".join(parts)}', changed


def after_html(script: list[dict[str, Any]], state: dict[str, Any], link: CardLink) -> str:
    """Each round's checks, grouped by whom they are about, compared with what was known before."""
    known = Known(state)
    out = []
    for n, rnd in enumerate(rounds(script), 1):
        done = "; ".join(rnd.done) if rnd.done else "nothing done yet"
        groups: dict[str, list[str]] = {}
        for check in rnd.checks:
            owner, html = check_html(check, known, link)
            groups.setdefault(owner, []).append(html)
        for check in rnd.checks:
            known.learn(check)
        panels = "".join(
            f'<div class="player" role="group" aria-label="{e(owner or "Other checks")}">'
            + (f'<p class="owner">{e(owner)}</p>' if owner else "")
            + f'<ul class="facts">{"".join(items)}</ul></div>' for owner, items in groups.items())
        panels = panels or '<p class="none">nothing is checked</p>'
        out.append(f'<div class="round"><p class="after-when"><span class="round-no">{n}.</span> '
                   f"After: {e(done)}</p>{panels}</div>")
    return "".join(out)


def board_html(case: dict[str, Any], link: CardLink) -> str:
    """The figure: the starting board beside what must be true afterwards."""
    setup = case.get("setup") if isinstance(case.get("setup"), dict) else {}
    state = setup.get("state") if isinstance(setup.get("state"), dict) else {}
    script = [op for op in case.get("script") or [] if isinstance(op, dict)]
    notes = [note for zone, note in ORDER_NOTES.items() if _has_zone(state, zone)]
    legend = ("Lists run first to last (decks and piles top first" + "".join(f"; {n}" for n in notes)
              + "). Highlighted: what the scenario changes.")
    return (f'<figure class="board" aria-label="The board of this scenario">'
            f'<div class="board-grid">'
            f'<div class="board-before" role="group" aria-label="The board at the start">'
            f'<p class="board-title">The board at the start</p>{state_html(state, link)}</div>'
            f'<div class="board-after" role="group" aria-label="What must be true afterwards">'
            f'<p class="board-title">What must be true afterwards</p>{after_html(script, state, link)}</div>'
            f"</div><figcaption>{e(legend)}</figcaption></figure>")


def _has_zone(state: dict[str, Any], zone: str) -> bool:
    shared = state.get("zones")
    return isinstance(shared, dict) and zone in shared

"""docs/games/nodawn-edge-cases.md stays true to the corpus: every keyword action (701.N), keyword
ability (702.N) and state-based action (704.5x) of the No Dawn rule index and every card of the
fixtures the rulebook names has an entry; every scenario id it names is a No Dawn scenario; every
row names a scenario or says why none can."""

from __future__ import annotations

import re
import tomllib

from adjudicator.corpus.load import load_corpus
from adjudicator.games import PACKAGE_ROOT, game

DOC = PACKAGE_ROOT / "docs" / "games" / "nodawn-edge-cases.md"
TEXT = DOC.read_text(encoding="utf-8")
ENTRY = re.compile(r"^70[12]\.\d+$|^704\.5[a-z]$")


def _section(title: str) -> str:
    """The text of one `## ...` section of the document."""
    start = TEXT.index(f"\n## {title}")
    end = TEXT.find("\n## ", start + 1)
    return TEXT[start:end if end != -1 else len(TEXT)]


def _headings(section: str) -> list[str]:
    return re.findall(r"^### (.+)$", section, flags=re.MULTILINE)


def test_every_keyword_and_state_check_has_an_entry():
    rules = tomllib.loads((PACKAGE_ROOT / "fixtures" / "nodawn" / "rules.toml").read_text())["rules"]
    wanted = {rid for rid in rules if ENTRY.match(rid)}
    headed = {h.split()[0] for part in ("Keyword actions", "Keyword abilities", "State-based actions")
              for h in _headings(_section(part))}
    assert headed == wanted, (sorted(wanted - headed), sorted(headed - wanted))


def test_every_named_card_has_an_entry():
    cards = game("nodawn").catalogue().cards
    named = {name for name, d in cards.items() if not d.get("test")}
    assert set(_headings(_section("Named cards"))) == named


def test_every_scenario_named_exists():
    ids = {case["id"] for case in load_corpus(games=["nodawn"]).cases}
    named = set(re.findall(r"`(nodawn-[a-z0-9-]+)`", TEXT))
    assert len(named) > 400
    assert not sorted(named - ids)


def test_every_row_names_a_scenario_or_says_why_not():
    for line in TEXT.splitlines():
        if line.startswith("| ") and not line.startswith(("| edge case", "|---")):
            cell = line.rstrip(" |").rsplit("|", 1)[1].strip()
            assert "`nodawn-" in cell or cell.startswith(("n/a:", "not modelled")), line

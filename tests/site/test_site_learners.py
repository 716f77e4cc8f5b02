"""The site for people learning a game (issue 16), checked without a browser: a rule's own text
from the reader's rulebook (read with the game's importer, checked against the index's
fingerprint, stored nowhere else), the project's summaries without one, the board as a picture,
the "start here" path, card pages grouped by rule, search by the words of a rule's text.

Rulebooks here are made up, in each importer's format (tests commit no rulebook text); the real
ones under /work/shared/rulebooks are read only when present."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from adjudicator.errors import AdjudicatorError
from adjudicator.games import ROOT
from adjudicator.rules import RuleIndex
from adjudicator.site import paths
from adjudicator.site.board import board_html, owner_and_label, rounds
from adjudicator.site.rulebook import read_rulebook, words
from adjudicator.site.start import start_path

SHARED = Path("/work/shared/rulebooks")
DOCUMENTS = {"nodawn": "nodawn-comprehensive-rules.txt", "reign": "reign-of-kings-rulebook.txt",
             "rites": "rites-keyword-reference.txt", "nocturne": "nocturne-rules.txt"}

#: Made-up documents in the other importers' formats, with the ids each should yield.
SYNTHETIC = {
    "reign": ("A Made-Up Rulebook\n\n1. Overview and Objective\n\n1.1 Made-up overview with a "
              "walrus.\n\n2. Components and Card Anatomy\n\n2.1 Made-up components.\n\n"
              "3. Core Concepts\n\n3.6 Blank: a made-up sentence about a walrus.\n",
              {"1.1": "Made-up overview with a walrus.", "3.6": "Blank: a made-up sentence about a walrus."}),
    "rites": ("Reference\n\nGuard\nA made-up keyword summary.\n\u2022 Made-up bullet about a "
              "narwhal.\n\u2022 Made-up second bullet.\n\nHypernova\nBlue spell. A made-up card.\n"
              "\u2022 Made-up card bullet.\n",
              {"guard.1": "\u2022 Made-up bullet about a narwhal.",
               "card:hypernova.1": "\u2022 Made-up card bullet."}),
    "nocturne": ("Made-Up Nocturne Page\n\nA made-up introduction.\n\nNight Phase\n\nA made-up "
                 "paragraph about an axolotl.\n\nKingdom Card Clarifications\n\nVampire\n\n"
                 "A made-up paragraph about a vampire.\n",
                 {"night-phase.1": "A made-up paragraph about an axolotl.",
                  "card:vampire.1": "A made-up paragraph about a vampire."}),
}


def read(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def block(page: str, rule_id: str) -> str:
    """The HTML of one rule's section on its page (up to its first scenario)."""
    start = page.index(f'id="{rule_id}"')
    end = min(i for i in (page.find("<article", start), page.find("</section>", start)) if i > 0)
    return page[start:end]


# --- reading the reader's rulebook ------------------------------------------------------------

@pytest.mark.parametrize("game", sorted(SYNTHETIC))
def test_each_importer_gives_the_text_of_each_rule_by_id(tmp_path, game):
    text, expected = SYNTHETIC[game]
    document = tmp_path / f"{game}.txt"
    document.write_text(text, encoding="utf-8")
    index = RuleIndex.load(game)
    book = read_rulebook(game, document, index)
    for rule_id, words_of_rule in expected.items():
        assert book.texts[rule_id].text == words_of_rule
        assert not book.texts[rule_id].reviewed  # made up: not the text the corpus was reviewed on
    assert rule_id in book.changed
    # Everything else in the index is missing, except the hand-kept entries outside the document.
    kept = {r.id for r in index if r.line == 0}
    assert set(book.missing) == {r.id for r in index} - set(book.texts) - kept
    assert not kept & set(book.texts)


def test_the_nodawn_importer_drops_the_id_and_keeps_the_line(learner_site):
    marker = learner_site["marker"]
    book = read_rulebook("nodawn", learner_site["rulebook"], RuleIndex.load("nodawn"))
    found = book.texts["704.5e"]
    assert found.text.startswith("Made-up cascade:") and marker in found.text
    assert found.line == 20
    assert book.extra == ["synthetic-rules-for-a-test"]  # the title line became a front-matter id


@pytest.mark.skipif(not all((SHARED / d).is_file() for d in DOCUMENTS.values()),
                    reason=f"the rulebooks are not under {SHARED} on this machine")
@pytest.mark.parametrize("game", sorted(DOCUMENTS))
def test_the_shared_rulebooks_are_the_reviewed_ones(game):
    """The committed indexes were imported from these documents: every rule is found, unchanged."""
    index = RuleIndex.load(game)
    book = read_rulebook(game, SHARED / DOCUMENTS[game], index)
    assert book.changed == [] and book.missing == [] and book.extra == []
    assert len(book.texts) == sum(r.line > 0 for r in index)


def test_a_document_of_another_game_is_refused_naming_the_file(tmp_path):
    document = tmp_path / "rites.txt"
    document.write_text(SYNTHETIC["rites"][0], encoding="utf-8")
    with pytest.raises(AdjudicatorError, match=r"rites\.txt:\d+: no numbered sections"):
        read_rulebook("nodawn", document, RuleIndex.load("nodawn"))
    with pytest.raises(AdjudicatorError, match="rulebook not found"):
        read_rulebook("nodawn", tmp_path / "nope.txt", RuleIndex.load("nodawn"))


def test_search_words_are_distinct_and_skip_the_commonest():
    assert words("The Wrath: five Wrath become one; the rest carries.") == \
        "wrath five become one rest carries"


# --- the rule page with and without the reader's rulebook ----------------------------------------

def test_a_rule_page_shows_the_readers_text_and_flags_a_changed_rule(learner_site):
    marker = learner_site["marker"]
    page = read(learner_site["site"] / "nodawn" / "704.html")
    reviewed = block(page, "704.5e")
    assert '<div class="rule-text">' in reviewed and marker in reviewed
    assert "From your rulebook, line 20" in reviewed and "changed-badge" not in reviewed
    changed = block(page, "704.5")
    assert "Made-up checks happen here" in changed
    assert 'class="changed-badge" href="../nodawn/rulebook.html#changed"' in changed
    missing = block(page, "704.1")
    assert "Not found in your rulebook" in missing
    assert "my-nodawn-rules.txt" in page  # the footer says whose words these are


def test_the_rulebook_page_counts_and_explains_rules_diff(learner_site):
    page = read(learner_site["site"] / paths.rulebook_page("nodawn"))
    assert "adjudicator rules diff nodawn" in page and 'id="changed"' in page and 'id="missing"' in page
    changed = re.search(r'<h2 id="changed">.*?<h2 id="missing">', page, re.S).group(0)
    assert 'href="../nodawn/704.html#704.5"' in changed
    assert 'href="../nodawn/704.html#704.5e"' not in changed  # reviewed, not changed


def test_without_a_rulebook_pages_hold_no_rule_text_but_the_projects_summaries(site):
    page = read(site / "nodawn" / "704.html")
    assert 'class="rule-text"' not in page and "From your rulebook" not in page
    assert "it holds no rulebook text" in page
    # The project's own words: a feature's description, and a card's summary for its rule.
    assert 'class="our-words"' in page
    wrath = block(read(site / "nodawn" / "122.html"), "122.2c")
    assert "In our words:" in wrath and "five or more Wrath" in wrath
    werewolf = block(read(site / paths.rule_page("nocturne", "kingdom-card-clarifications")), "card:werewolf")
    assert "In our words:" in werewolf
    home = read(site / paths.rulebook_page("nodawn"))
    assert "--rulebook nodawn=PATH/TO/nodawn-comprehensive-rules.txt" in home


def test_the_rulebook_text_is_stored_nowhere_but_the_pages(learner_site):
    marker = learner_site["marker"]
    root, site = learner_site["root"], learner_site["site"]
    assert any(marker in read(p) for p in site.rglob("*.html"))
    leaks = [p for top in (root, ROOT / ".adjudicator-cache") if top.exists()
             for p in top.rglob("*") if p.is_file() and marker.encode() in p.read_bytes()]
    assert not leaks, leaks


def test_search_finds_a_rule_by_the_words_of_its_text_only_with_a_rulebook(learner_site, site):
    def index(folder: Path) -> list[list[str]]:
        text = read(folder / "search-index.js")
        return json.loads(text[text.index("["):].rstrip().rstrip(";").replace("<\\/", "</"))

    entry = next(x for x in index(learner_site["site"]) if x[2] == "704.5e")
    assert len(entry) == 6 and learner_site["marker"] in entry[5].split()
    assert all(len(x) == 5 for x in index(site))


def test_cli_rulebook_options_are_checked(tmp_path, capsys):
    from adjudicator.cli import main

    out = str(tmp_path / "s")
    cases = [(["--rulebook", "nodawn"], "expected GAME=PATH"),
             (["--rulebook", "chess=x.txt"], "unknown game 'chess'"),
             (["--game", "reign", "--rulebook", f"nodawn={tmp_path}/x.txt"], "does not include"),
             (["--game", "nodawn", "--rulebook", f"nodawn={tmp_path}/x.txt"], "x.txt: rulebook not found"),
             (["--rulebook", "nodawn=a.txt", "--rulebook", "nodawn=b.txt"], "already has a rulebook")]
    for args, message in cases:
        assert main(["docs", *args, "-o", out]) == 2
        err = capsys.readouterr().err
        assert message in err and "Traceback" not in err, (args, err)
    assert not (tmp_path / "s").exists()


# --- the board as a picture -----------------------------------------------------------------------

def test_every_scenario_page_has_its_board(site, scenarios):
    for s in scenarios:
        page = read(site / paths.scenario_page(s.game, s.id))
        assert page.count('<figure class="board"') == 1, s.id
        assert "The board at the start" in page and "What must be true afterwards" in page


def test_the_board_shows_players_zones_and_the_changed_values(site):
    page = read(site / paths.scenario_page("nodawn", "nodawn-wrath-cascade-seven"))
    board = page[page.index('<figure class="board"'):page.index("</figure>")]
    assert '<div class="player" role="group" aria-label="Alice">' in board
    assert '<span class="zone-name">hand</span><ol class="cards"><li class="card-box">' in board
    assert 'href="../../nodawn/cards/test-caprice-3.html"' in board
    assert "<li>wrath <b>4</b></li>" in board
    after = board[board.index('class="board-after"'):]
    for meter, now, was in (("wrath", 2, 4), ("corruption", 1, 0)):
        assert (f'<li class="fact changed"><span class="k">{meter}</span> {now} '
                f'<span class="was">(was {was})</span>') in after
    assert "<script" not in board


def link(name: str) -> str:
    return f"<b>{name}</b>" if name.startswith("Card") else name


CASE = {
    "setup": {"state": {
        "game": "x", "turn_order": ["Ann", "Ben"],
        "turn": {"active": "Ann", "step": None},
        "players": {
            "Ann": {"life": 5, "zones": {"hand": [{"card": "Card A"}, {"card": "Card B", "damage": 2,
                                                                       "tapped": False}],
                                         "pile": []}},
            "Ben": {"life": 7, "zones": {"hand": []}}},
        "zones": {"stack": [{"ability": "Echo", "controller": "Ben"}]}}},
    "script": [
        {"op": "act", "action": {"type": "play"}, "step": "When Ann plays \"Card A\""},
        {"op": "expect", "path": "/players/Ann/life", "equals": 5, "step": "Then Ann has 5 life"},
        {"op": "expect", "path": "/players/Ann/zones/hand", "cards": ["Card B", "Card C"], "step": "s"},
        {"op": "expect", "path": "/players/Ben/life", "equals": 3, "at": "target", "step": "s"},
        {"op": "expect", "path": "/players/Ann/zones/hand", "glows": ["Card A"],
         "step": "Then Ann's \"Card A\" glows"},
        {"op": "ponders", "decision": "target", "step": "Then Ann ponders"},
        {"op": "offers", "decision": "target", "player": "Ann", "exactly": ["Ben", "Card C"], "max": 1,
         "step": "s"},
        {"op": "expect", "path": "/players/Ann/zones/pile", "absent": True, "step": "s"},
        {"op": "expect", "path": "", "nowhere": {"card": "Card A"}, "at": {"decision": "target",
                                                                          "player": "Ann"}, "step": "s"},
        {"op": "act", "action": {"type": "play"}, "expect": "refused", "step": "When Ben cannot play"},
        {"op": "expect", "path": "/players/Ann/zones/hand", "where": {"card": "Card B"},
         "has": {"damage": 3}, "step": "s"},
    ]}


def test_the_board_is_generic_over_any_canonical_state():
    html = board_html(CASE, link)
    before = html[:html.index('class="board-after"')]
    assert before.index('aria-label="Ann"') < before.index('aria-label="Ben"')  # turn order
    assert "<b>Card A</b>" in before and '<span class="attr">damage 2</span>' in before
    assert "tapped" not in before  # false statuses are left out
    assert "Empty: pile" in before and "Empty: hand" in before
    assert 'aria-label="Shared zones"' in before and "Echo" in before
    assert '<span class="attr">controller Ben</span>' in before  # not the zone's owner: shown
    assert "<li>step" not in before and "<li>active <b>Ann</b></li>" in before  # nothing there: left out


def test_unknown_ops_and_matchers_show_their_step_text_and_known_ones_their_change():
    html = board_html(CASE, link)
    after = html[html.index('class="board-after"'):]
    assert '<li class="fact"><span class="k">life</span> 5</li>' in after  # unchanged: no highlight
    assert '<span class="tag">new</span>' in after and "no longer: <b>Card A</b>" in after
    assert '<span class="at">at <code>target</code></span>' in after and "(was 7)" in after
    assert '<li class="fact other">Then Ann&#x27;s &quot;Card A&quot; glows</li>' in after
    assert '<li class="fact other">Then Ann ponders</li>' in after
    assert ("the <code>target</code> choice</span> offers exactly Ben, <b>Card C</b>; at most 1 at "
            "once") in after
    assert 'pile</span> <span class="none">not there</span> <span class="was">(was <span' in after
    assert ('<span class="at">at the <code>target</code> decision by Ann:</span> <span class="k">Game'
            "</span> holds nowhere anything with card <b>Card A</b>") in after
    assert '<span class="tag">refused</span> When Ben cannot play: nothing changes' in after
    # The second round compares with what the first established (Card B stayed, with 2 damage).
    assert '<span class="round-no">2.</span>' in after
    assert 'damage</span> 3 <span class="was">(was 2)</span>' in after


def test_rounds_and_paths_read_as_a_person_says_them():
    parts = rounds(CASE["script"])
    assert [r.done for r in parts] == [['When Ann plays "Card A"'], ["When Ben cannot play"]]
    assert owner_and_label("/players/Ann/zones/hand") == ("Ann", "hand")
    assert owner_and_label("/zones/hex_deck") == ("Shared", "hex deck")
    assert owner_and_label("/supply/Gold") == ("Game", "supply Gold")
    assert owner_and_label("/players/A~1B/vitae_cap") == ("A/B", "vitae cap")
    assert "nothing is checked" not in board_html({"setup": {}, "script": []}, link)


# --- a way in, and finding by card ------------------------------------------------------------

def test_each_game_home_starts_a_beginner_with_first_scenarios(site):
    for game in ("nodawn", "reign", "rites", "nocturne"):
        home = read(site / paths.game_home(game))
        path = home[home.index('<section class="start-here"'):home.index("</section>")]
        steps = re.findall(r"<li><a class=\"stop\"", path)
        assert len(steps) >= 5, game
        assert path.count("First scenario: <a") == len(steps), game
    nodawn = read(site / "nodawn" / "index.html")
    assert nodawn.index('href="../nodawn/104.html#104"') < nodawn.index('href="../nodawn/704.html#704"')


def test_example_scenarios_are_marked(learner_site):
    site = learner_site["site"]
    badge = '<span class="flag example">rulebook example</span>'
    assert badge in read(site / paths.scenario_page("nodawn", learner_site["example"]))
    assert badge in read(site / "nodawn" / "704.html")
    home = read(site / "nodawn" / "index.html")
    features = (learner_site["root"] / "features" / "nodawn").glob("*.feature")
    examples = sum(f.read_text(encoding="utf-8").count(" @example") for f in features)
    assert f"restate one of the rulebook&#x27;s own worked examples ({examples} so far)" in home
    assert "1 scenario here restates one of the rulebook" in home  # under 704, where it is shown


def test_the_start_path_is_checked(tmp_path):
    index = RuleIndex.load("reign")
    folder = tmp_path / "fixtures" / "reign"
    folder.mkdir(parents=True)
    assert [s.rule for s in start_path("reign", tmp_path, index, {"6.2", "3.6"})] == ["3", "6"]
    (folder / "start-here.toml").write_text('[[step]]\nrule = "6"\n\n[[step]]\nrule = "99.9"\n')
    with pytest.raises(AdjudicatorError, match=r"start-here\.toml \(step 2\): rule '99.9' is not in"):
        start_path("reign", tmp_path, index, set())
    (folder / "start-here.toml").write_text('[[step]]\nrule = "6"\nwhy = "x"\n')
    with pytest.raises(AdjudicatorError, match=r"\(step 1\): a step has a string `rule`"):
        start_path("reign", tmp_path, index, set())


def test_card_page_groups_its_scenarios_by_rule(site, scenarios):
    page = read(site / "nodawn" / "cards" / "iron-column.html")
    groups = re.findall(r'<h3 class="use-rule"><a href="[^"]*#([^"]+)">', page)
    assert len(groups) >= 2 and len(set(groups)) == len(groups)
    index = RuleIndex.load("nodawn")
    order = list(index.rules)
    assert groups == sorted(groups, key=order.index)  # in document order
    using = [s for s in scenarios if s.game == "nodawn" and any(
        '"Iron Column"' in st.text or any("Iron Column" in c for row in st.table or () for c in row)
        for st in s.steps)]
    for s in using:
        assert paths.scenario_page("nodawn", s.id).split("/")[-1] in page, s.id

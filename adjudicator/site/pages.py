"""The reader's pages: the site home, a home per game, a page per rule group or section, a page per
scenario and a page per card. Each function returns (site-relative path, HTML).

Scenarios read as plain Given/When/Then with data tables as tables and card names linked to
their definitions; rules without a scenario are shown as gaps, never hidden.
"""

from __future__ import annotations

from typing import Any

from adjudicator.corpus.feature import Scenario, Step
from adjudicator.corpus.lint import FLAG_TAGS
from adjudicator.harness.session import render_diff
from adjudicator.rules import Rule
from adjudicator.rules.contested import Conflict
from adjudicator.site import paths
from adjudicator.site.board import board_html
from adjudicator.site.learner import EXAMPLE_BADGE, card_uses, rule_words, start_here
from adjudicator.site.learner import rule_link as _rule_link
from adjudicator.site.model import (
    QUOTED,
    EngineRun,
    GameData,
    card_names_in,
    is_example,
    label,
    rate,
    rule_passes,
)
from adjudicator.site.render import (
    Frame,
    e,
    outcome_badge,
    page,
    percent,
    root_of,
    status_badge,
    table,
)

# --- the site home and game homes --------------------------------------------------------------

def site_home(games: list[GameData], runs: list[EngineRun], frame: Frame) -> tuple[str, str]:
    path = "index.html"
    rows = []
    for g in games:
        counted = [r for s in g.index.sections() for r in g.counted(s.id)]
        covered = sum(r.id in g.by_rule for r in counted)
        rows.append([f'<a href="{paths.game_home(g.slug)}">{e(g.name)}</a>', str(len(counted)),
                     f"{covered} ({percent(covered, len(counted))})", str(len(g.scenarios)),
                     str(len(g.cards))])
    body = ["<h1>Rules by example</h1>",
            "<p>Every rule of each rulebook, by id, with the scenarios that show what it does: "
            "a board, legal actions, and what the rules say results. Scenarios run against the "
            "reference adjudicator and any engine that speaks the project's protocol. Rules with "
            "no scenario yet are listed as gaps.</p>",
            table(["Game", "Rules", "With scenarios", "Scenarios", "Cards"], rows, "Games")]
    if runs:
        body.append(f'<p><a href="dashboard.html">Conformance of {len(runs)} engine'
                    f'{"s" if len(runs) != 1 else ""}</a>, per rule section.</p>')
    return path, page(frame, title="Rules by example", path=path, body="\n".join(body))


def game_home(g: GameData, runs: list[EngineRun], frame: Frame) -> tuple[str, str]:
    path = paths.game_home(g.slug)
    root = root_of(path)
    body = [f"<h1>{e(g.name)}</h1>", _game_summary(g), start_here(g, root), _rulebook_note(g, root)]
    body.append("<h2>Sections</h2>")
    body.append("<p>Per section: the rules a scenario could show, how many have one, and for each "
                "engine, of the rules whose scenarios it ran, how many pass (every scenario of the "
                "rule that ran passed).</p>")
    body.append(_sections_table(g, runs, root))
    if g.cards:
        items = "".join(f'<li><a href="{root}{paths.card_page(g.slug, g.card_slugs[n])}">{e(n)}</a></li>'
                        for n in sorted(g.cards, key=str.lower))
        body.append(f'<h2>Cards</h2><ul class="columns">{items}</ul>')
    if g.contested:
        body.append("<h2>Contested readings</h2>")
        body.append("<p>Where the rulebook contradicts itself, the corpus adopts one reading.</p>")
        body += [_contested_note(g, n, root, heading=3) for n in g.contested]
    return path, page(frame, title=g.name, path=path, body="\n".join(body),
                      crumbs=[("index.html", "Home")])


def _game_summary(g: GameData) -> str:
    if not g.playable:
        return ("<p>This game has a rule index but no corpus yet: every rule below is a gap "
                "waiting for its first scenario.</p>")
    return (f"<p>{len(g.index)} rule ids, {len(g.scenarios)} scenarios, {len(g.cards)} card "
            f"definitions. Ruleset versions: {e(', '.join(g.index.rulesets))}.</p>")


def _rulebook_note(g: GameData, root: str) -> str:
    href = root + paths.rulebook_page(g.slug)
    if g.book is None:
        return (f'<p class="note">Rule pages show ids, titles and the project\'s own summaries; '
                f'<a href="{href}">build with your rulebook</a> to read each rule\'s own words.</p>')
    changed = len(g.book.changed)
    tail = f", {changed} of them changed since the corpus was reviewed" if changed else ""
    return (f'<p class="note">Rule texts come from your rulebook, <code>{e(g.book.path.name)}</code>: '
            f'<a href="{href}">{len(g.book.texts)} rules found{tail}</a>.</p>')


def _sections_table(g: GameData, runs: list[EngineRun], root: str) -> str:
    headers = ["Section", "Rules", "With scenarios"] + [f"Passing: {e(r.name)}" for r in runs]
    rows = []
    for section in g.index.sections():
        counted = g.counted(section.id)
        covered = [r for r in counted if r.id in g.by_rule]
        href = root + paths.rule_page(g.slug, g.unit_of[section.id])
        row = [f'<a href="{href}">{e(label(section))}</a>', str(len(counted)),
               f"{len(covered)} ({percent(len(covered), len(counted))})"]
        for run in runs:
            ran = [r for r in covered if rate([run.outcome(g.slug, s.id or "") for s in g.by_rule[r.id]])[1]]
            passing = sum(rule_passes(run, g.slug, g.by_rule[r.id]) for r in ran)
            row.append(f"{passing} of {len(ran)}" if ran else "not run")
        rows.append(row)
    return table(headers, rows, f"Sections of {e(g.name)}", cls="sections")


# --- rule pages ---------------------------------------------------------------------------------

def unit_page(g: GameData, unit: Rule, runs: list[EngineRun], frame: Frame) -> tuple[str, str]:
    """The page of a rule group (No Dawn) or section: every rule on it, each with its scenarios."""
    path = paths.rule_page(g.slug, unit.id)
    root = root_of(path)
    rules = g.rules_on(unit.id)
    shown: dict[str, str] = {}  # scenario id -> rule under which it is rendered in full on this page
    parts = []
    for rule in rules:
        depth = _depth(g, rule, unit.id)
        parts.append(_rule_block(g, rule, depth, runs, root, shown))
        if rule.id == unit.id:
            parts.append(_in_our_words(g, unit))
            parts.append(_subpages(g, unit, runs, root))
    crumbs = [("index.html", "Home"), (paths.game_home(g.slug), g.name)]
    section = g.index.get(unit.section)
    if section is not None and section.id != unit.id:
        crumbs.append((paths.rule_page(g.slug, g.unit_of[section.id]), label(section)))
    return path, page(frame, title=label(unit), path=path, body="\n".join(parts), crumbs=crumbs)


def _in_our_words(g: GameData, unit: Rule) -> str:
    """The project's own summaries of this page's rules: the descriptions of its features."""
    features = g.unit_features.get(unit.id, [])
    if not features:
        return ""
    items = "".join(f"<li><strong>{e(f.title)}.</strong> {e(f.description)}</li>" for f in features)
    return (f'<div class="our-words"><p class="summary-label">In our words (the corpus\'s '
            f'summaries of this page\'s scenarios):</p><ul>{items}</ul></div>')


def _depth(g: GameData, rule: Rule, unit: str) -> int:
    """How far below the page's own rule a rule sits (0 for the page's rule itself)."""
    for depth, ancestor in enumerate(g.index.ancestors(rule.id), 1):
        if ancestor.id == unit:
            return depth
    return 0


def _subpages(g: GameData, unit: Rule, runs: list[EngineRun], root: str) -> str:
    """On a section page of a game paged by group: the groups of the section, with coverage."""
    children = [u for u in g.units() if u.section == unit.id and u.id != unit.id]
    if not children:
        return ""
    items = []
    for child in children:
        rules = [r for r in g.rules_on(child.id) if (r.kind == "rule" and not r.untestable)
                 or r.id in g.by_rule]
        covered = sum(r.id in g.by_rule for r in rules)
        items.append(f'<li><a href="{root}{paths.rule_page(g.slug, child.id)}">{e(label(child))}</a> '
                     f'<span class="count">{covered} of {len(rules)} rules with scenarios</span></li>')
    return f'<h2>Rule groups</h2><ul class="groups">{"".join(items)}</ul>'


def _rule_block(g: GameData, rule: Rule, depth: int, runs: list[EngineRun], root: str,
                shown: dict[str, str]) -> str:
    level = min(1 + depth, 6)
    scenarios = g.by_rule.get(rule.id, [])
    gap = not scenarios and rule.kind == "rule" and not rule.untestable
    heading = (f'<h{level}><a class="permalink" href="#{e(rule.id)}" title="Permalink to this rule">'
               f'{e(rule.id)}</a> {e(rule.title)}</h{level}>')
    meta = [status_badge(rule.status)]
    meta += [f'<span class="amended">amended {e(d)}</span>' for d in rule.amended]
    if rule.untestable:
        meta.append(f'<span class="untestable">not testable: {e(rule.untestable)}</span>')
    elif gap:
        meta.append('<span class="gap-label">gap: no scenario yet</span>')
    elif scenarios:
        plural = "s" if len(scenarios) != 1 else ""
        meta.append(f'<span class="count">{len(scenarios)} scenario{plural}</span>')
        meta += [_rule_result(run, g, scenarios) for run in runs]
    words = rule_words(g, rule, root)
    parts = [f'<section class="rule{" gap" if gap else ""} depth-{min(depth, 4)}" id="{e(rule.id)}">',
             heading, f'<p class="meta">{" ".join(meta)}</p>', words]
    parts += [_contested_note(g, n, root, heading=None) for n in g.notes_by_rule.get(rule.id, [])]
    for s in scenarios:
        sid = s.id or ""
        if sid in shown:
            parts.append(f'<p class="also">Also: <a href="#{e(shown[sid])}">{e(s.title)}</a> '
                         f"(shown under {e(shown[sid])}).</p>")
        else:
            shown[sid] = rule.id
            parts.append(scenario_block(g, s, runs, root, min(level + 1, 6)))
    parts.append("</section>")
    return "\n".join(parts)


def _rule_result(run: EngineRun, g: GameData, scenarios: list[Scenario]) -> str:
    passed, counted = rate([run.outcome(g.slug, s.id or "") for s in scenarios])
    if counted == 0:
        return outcome_badge(None, run.name)
    outcome = "pass" if passed == counted else "fail"
    cls = "ok" if outcome == "pass" else "bad"
    return (f'<span class="result {cls}" data-outcome="{outcome}">{e(run.name)}: '
            f"{passed}/{counted} pass</span>")


def _contested_note(g: GameData, note: Conflict, root: str, heading: int | None) -> str:
    """A contested reading: what conflicts, the reading adopted and why, and its scenarios."""
    rules = ", ".join(_rule_link(g, r, root) for r in note.rules)
    title = f"<h{heading}>{e(note.summary or note.id)}</h{heading}>" if heading else \
        f'<p class="note-title"><strong>Contested reading:</strong> {e(note.summary or note.id)}</p>'
    parts = [f'<aside class="contested" aria-label="Contested reading {e(note.id)}">', title]
    if rules:
        parts.append(f"<p>Rules: {rules}</p>")
    if note.sides:
        items = "".join(f"<li>{', '.join(_rule_link(g, r, root) for r in side.rules)}: {e(side.says)}</li>"
                        for side in note.sides)
        parts.append(f"<ul>{items}</ul>")
    if note.adopted:
        principle = f" ({e(note.principle.replace('-', ' '))})" if note.principle else ""
        parts.append(f"<p><strong>Adopted{principle}:</strong> {e(note.adopted)}</p>")
    if note.why:
        parts.append(f"<p><strong>Why:</strong> {e(note.why)}</p>")
    if note.notes:
        parts.append(f"<p><strong>Notes:</strong> {e(note.notes)}</p>")
    if note.scenarios:
        links = ", ".join(f'<a href="{root}{paths.scenario_page(g.slug, s)}">{e(s)}</a>'
                          for s in note.scenarios)
        parts.append(f"<p>Scenarios: {links}</p>")
    parts.append("</aside>")
    return "\n".join(parts)


# --- scenarios ----------------------------------------------------------------------------------

def scenario_block(g: GameData, s: Scenario, runs: list[EngineRun], root: str, level: int) -> str:
    """A scenario as a reader follows it: title, results, description, the board as a picture,
    Given/When/Then."""
    href = root + paths.scenario_page(g.slug, s.id or "")
    results = " ".join(outcome_badge(run.outcome(g.slug, s.id or ""), run.name,
                                     href=f"{href}#result-{run.slug}") for run in runs)
    parts = [f'<article class="scenario" data-scenario="{e(s.id)}">',
             f'<h{level}><a href="{href}">{e(s.title)}</a></h{level}>',
             f'<p class="meta">{_scenario_meta(g, s, root)}</p>']
    if results:
        parts.append(f'<p class="results">{results}</p>')
    if s.description:
        parts.append(f'<p class="description">{e(s.description)}</p>')
    parts.append(scenario_board(g, s, root))
    parts.append(steps_html(g, s.steps, root))
    parts.append("</article>")
    return "\n".join(parts)


def scenario_board(g: GameData, s: Scenario, root: str) -> str:
    """The scenario's starting board and what must be true afterwards, from its compiled case."""
    case = g.cases.get(s.id or "")
    return board_html(case, lambda name: _card_name(g, name, root)) if case else ""


def _card_name(g: GameData, name: str, root: str) -> str:
    """A card's name linked to its page; any other text escaped."""
    if name in g.cards:
        return f'<a class="card" href="{root}{paths.card_page(g.slug, g.card_slugs[name])}">{e(name)}</a>'
    return e(name)


def _scenario_meta(g: GameData, s: Scenario, root: str) -> str:
    flags = [EXAMPLE_BADGE] if is_example(s) else []
    flags += [f'<span class="flag">@{e(t)}</span>' for t in sorted(FLAG_TAGS - {"example"}) if s.has_flag(t)]
    flags += [f'<span class="flag">ruleset {e(r)}</span>' for r in s.tag_values("ruleset")]
    rules = ", ".join(_rule_link(g, r, root) for r in s.rules)
    return (f'<code class="sid">{e(s.id)}</code> · rules {rules} · '
            f'<span class="source">{e(s.where)}</span> {" ".join(flags)}').rstrip()


def steps_html(g: GameData, steps: list[Step], root: str) -> str:
    items = []
    for step in steps:
        text = _linked_text(g, step.text, root)
        extra = _data_table(g, step.table, root) if step.table else ""
        docstring = getattr(step, "docstring", None)
        if docstring:
            extra += f"<pre class=\"docstring\">{e(docstring)}</pre>"
        items.append(f'<li class="step {e(step.kind)}"><span class="kw">{e(step.keyword)}</span> '
                     f"{text}{extra}</li>")
    return f'<ol class="steps">{"".join(items)}</ol>'


def _linked_text(g: GameData, text: str, root: str) -> str:
    """Step text with every quoted card name linked to the card's page."""
    out, last = [], 0
    for m in QUOTED.finditer(text):
        out.append(e(text[last:m.start()]))
        name = m.group(1)
        if name in g.cards:
            out.append(f'"<a class="card" href="{root}{paths.card_page(g.slug, g.card_slugs[name])}">'
                       f'{e(name)}</a>"')
        else:
            out.append(e(m.group(0)))
        last = m.end()
    out.append(e(text[last:]))
    return "".join(out)


def _data_table(g: GameData, rows: tuple[tuple[str, ...], ...], root: str) -> str:
    def cell(text: str) -> str:
        bare = text.strip().strip('"')
        if bare in g.cards:
            return f'<a class="card" href="{root}{paths.card_page(g.slug, g.card_slugs[bare])}">{e(text)}</a>'
        return _linked_text(g, text, root)

    head = "".join(f'<th scope="col">{cell(c)}</th>' for c in rows[0])
    body = "".join("<tr>" + "".join(f"<td>{cell(c)}</td>" for c in row) + "</tr>" for row in rows[1:])
    return f'<table class="data"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'


def scenario_page(g: GameData, s: Scenario, runs: list[EngineRun], frame: Frame) -> tuple[str, str]:
    """A scenario's permanent page, addressed by its @id: steps, contested notes, results, diffs."""
    path = paths.scenario_page(g.slug, s.id or "")
    root = root_of(path)
    body = [f'<article class="scenario-page" id="{e(s.id)}">', f"<h1>{e(s.title)}</h1>",
            f'<p class="meta">{_scenario_meta(g, s, root)}</p>']
    if s.description:
        body.append(f'<p class="description">{e(s.description)}</p>')
    body += [_contested_note(g, n, root, heading=None) for n in g.contested if s.id in n.scenarios]
    body.append(_rules_shown(g, s, root))
    body.append("<h2>The board</h2>")
    body.append(scenario_board(g, s, root))
    body.append("<h2>Steps</h2>")
    body.append(steps_html(g, s.steps, root))
    body.append("<h2>Results</h2>")
    if runs:
        body += [_result_section(run, g, s) for run in runs]
    else:
        body.append("<p>No report was given when this site was built "
                    "(<code>adjudicator docs --report RUN.jsonl</code> adds results).</p>")
    cards = card_names_in(s, g.cards)
    if cards:
        items = "".join(f'<li><a href="{root}{paths.card_page(g.slug, g.card_slugs[n])}">{e(n)}</a></li>'
                        for n in cards)
        body.append(f"<h2>Cards</h2><ul>{items}</ul>")
    body.append("</article>")
    crumbs = [("index.html", "Home"), (paths.game_home(g.slug), g.name)]
    if s.rules and g.rule_href(s.rules[0]):
        unit = g.index.rules[g.unit_of[s.rules[0]]]
        crumbs.append((paths.rule_page(g.slug, unit.id), label(unit)))
    return path, page(frame, title=s.title, path=path, body="\n".join(body), crumbs=crumbs)


def _rules_shown(g: GameData, s: Scenario, root: str) -> str:
    """The rules a scenario shows, each with its words (the reader's text, or our summary)."""
    items = []
    for rule_id in s.rules:
        rule = g.index.get(rule_id)
        if rule is None:
            continue
        words = rule_words(g, rule, root)
        items.append(f'<li>{_rule_link(g, rule_id, root)} {e(rule.title)}{words}</li>')
    return f'<h2>The rules it shows</h2><ul class="rules-shown">{"".join(items)}</ul>' if items else ""


def _result_section(run: EngineRun, g: GameData, s: Scenario) -> str:
    case = run.cases.get((g.slug, s.id or ""))
    parts = [f'<section class="engine-result" id="result-{e(run.slug)}">', f"<h3>{e(run.name)}</h3>",
             f"<p>{outcome_badge(case.get('outcome') if case else None)}</p>"]
    if case and case.get("outcome") != "pass":
        parts.append(failure_html(case))
    parts.append("</section>")
    return "\n".join(parts)


def failure_html(case: dict[str, Any]) -> str:
    """Why a case did not pass: the message, the step and line, and expected vs observed."""
    parts = []
    if case.get("message"):
        parts.append(f'<p class="message">{e(case["message"])}</p>')
    if case.get("step"):
        at = f" (line {e(case['line'])})" if case.get("line") else ""
        parts.append(f'<p class="failed-step">At step: <q>{e(case["step"])}</q>{at}</p>')
    if case.get("expected") is not None or case.get("observed") is not None:
        parts.append(f'<pre class="diff" aria-label="Expected and observed">'
                     f'{e(render_diff(case.get("expected"), case.get("observed")))}</pre>')
    return "\n".join(parts)


# --- cards --------------------------------------------------------------------------------------

_PROSE_KEYS = ("summary", "note")
_RULE_KEYS = ("rule", "rules")


def card_page(g: GameData, name: str, runs: list[EngineRun], frame: Frame) -> tuple[str, str]:
    """A card definition: its stats and keywords, the rules it cites, the scenarios that use it."""
    path = paths.card_page(g.slug, g.card_slugs[name])
    root = root_of(path)
    card = g.cards[name]
    stats = [(k, v) for k, v in card.items() if k != "name" and k not in _PROSE_KEYS + _RULE_KEYS]
    dl = "".join(f"<dt>{e(k.replace('_', ' '))}</dt><dd>{e(_value(v))}</dd>" for k, v in stats)
    body = [f"<h1>{e(name)}</h1>", f'<dl class="stats">{dl}</dl>' if dl else ""]
    body += [f'<p class="{k}">{e(card[k])}</p>' for k in _PROSE_KEYS if card.get(k)]
    cited = [card["rule"]] if isinstance(card.get("rule"), str) else list(card.get("rules", []))
    if cited:
        body.append(f"<p>Rules: {', '.join(_rule_link(g, r, root) for r in cited)}</p>")
    body.append("<h2>Scenarios using this card</h2>")
    body.append(card_uses(g, name, runs, root))
    crumbs = [("index.html", "Home"), (paths.game_home(g.slug), g.name)]
    return path, page(frame, title=name, path=path, body="\n".join(body), crumbs=crumbs)


def _value(v: Any) -> str:
    if isinstance(v, list):
        return ", ".join(_value(x) for x in v)
    if isinstance(v, dict):
        return ", ".join(f"{k.replace('_', ' ')} {_value(x)}" for k, x in v.items())
    if isinstance(v, bool):
        return "yes" if v else "no"
    return str(v)

"""The conformance dashboard: rule sections x engines with pass rates, a page per engine listing its
failures with their diffs, and an SVG badge per engine and game.

A rate is passed / counted, where counted leaves out cases skipped as outside the engine's
ruleset; every other outcome (fail, errored, crashed, timeout, unsupported) counts against it.
The engines table also gives each engine's unsupported cases as a count of their own, apart from
its failures: a case the engine declined is a gap, not a wrong answer.
A case counts in each section it cites, as in the terminal summary of ``adjudicator run``.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from adjudicator.site import paths
from adjudicator.site.badge import badge_svg
from adjudicator.site.model import EngineRun, GameData, label, rate
from adjudicator.site.pages import failure_html
from adjudicator.site.render import Frame, e, heat_class, outcome_badge, page, percent, root_of, table

NOT_PASSING = ("fail", "errored", "crashed", "timeout", "unsupported")
#: The outcomes of a case that ran and did not pass (unsupported is counted apart).
FAILING = ("fail", "errored", "crashed", "timeout")


def game_rate(run: EngineRun, game: str) -> tuple[int, int]:
    return rate([c.get("outcome") for (g, _), c in run.cases.items() if g == game])


def section_rates(run: EngineRun, g: GameData) -> dict[str, tuple[int, int]]:
    """Section id -> (passed, counted) of this engine's cases of ``g`` citing rules in it."""
    outcomes: dict[str, list[str | None]] = defaultdict(list)
    for (game, _), case in run.cases.items():
        if game != g.slug:
            continue
        sections = {g.index.rules[r].section if r in g.index else "(unindexed)"
                    for r in case.get("rules", [])}
        for section in sections or {"(no rule)"}:
            outcomes[section].append(case.get("outcome"))
    return {s: rate(o) for s, o in outcomes.items()}


def badges(runs: list[EngineRun]) -> list[tuple[str, str]]:
    """(site-relative path, SVG) for every engine and every game it has cases of."""
    out = []
    for run in runs:
        for game in run.games():
            out.append((paths.badge_file(run.slug, game), badge_svg(game, *game_rate(run, game))))
    return out


def dashboard_page(games: list[GameData], runs: list[EngineRun], frame: Frame) -> tuple[str, str]:
    path = "dashboard.html"
    body = ["<h1>Conformance</h1>",
            "<p>Each engine's report, per game and per rule section. A rate is the share of cases "
            "that passed among those that ran for the engine's ruleset; a case counts in every "
            "section it cites. Colour repeats the number, it never replaces it.</p>",
            "<h2>Engines</h2>", _engines_table(games, runs)]
    for g in games:
        heat = _heatmap(g, runs)
        if heat:
            body += [f"<h2>{e(g.name)}</h2>", heat]
    return path, page(frame, title="Conformance", path=path, body="\n".join(body),
                      crumbs=[("index.html", "Home")])


def _engines_table(games: list[GameData], runs: list[EngineRun]) -> str:
    rows = []
    for run in runs:
        row = [f'<a href="{paths.engine_page(run.slug)}">{e(run.name)}</a>', e(run.path.name)]
        for g in games:
            passed, counted = game_rate(run, g.slug)
            row.append(f'<img src="{paths.badge_file(run.slug, g.slug)}" alt="{e(g.slug)}: '
                       f'{percent(passed, counted)} conformant ({passed}/{counted})">' if counted
                       else "–")
        outcomes = [c.get("outcome") for c in run.cases.values()]
        row += [str(sum(o in FAILING for o in outcomes)), str(outcomes.count("unsupported"))]
        rows.append(row)
    return table(["Engine", "Report"] + [e(g.name) for g in games] + ["Failed", "Unsupported"], rows,
                 "Engines and their games")


def _heatmap(g: GameData, runs: list[EngineRun]) -> str:
    """Rule sections (rows) x engines (columns), each cell a pass rate, tinted by it."""
    rates = {run.slug: section_rates(run, g) for run in runs}
    order = [s.id for s in g.index.sections()]
    present = {s for r in rates.values() for s in r}
    sections = [s for s in order if s in present] + sorted(present - set(order))
    if not sections:
        return ""
    rows = []
    for sid in sections:
        section = g.index.get(sid)
        name = label(section) if section else sid
        href = g.rule_href(sid)
        row = [f'<a href="{href}">{e(name)}</a>' if href else e(name)]
        for run in runs:
            passed, counted = rates[run.slug].get(sid, (0, 0))
            text = f"{percent(passed, counted)} <span class=\"frac\">({passed}/{counted})</span>" \
                if counted else "–"
            row.append(f'<span class="heat {heat_class(passed, counted)}">{text}</span>')
        rows.append(row)
    return table(["Section"] + [e(run.name) for run in runs], rows,
                 f"{e(g.name)}: pass rate per rule section", cls="heatmap")


def engine_page(run: EngineRun, games: list[GameData], frame: Frame) -> tuple[str, str]:
    """One engine: what ran, its badges (with the Markdown to embed them), and every failure."""
    path = paths.engine_page(run.slug)
    root = root_of(path)
    by_slug = {g.slug: g for g in games}
    body = [f"<h1>{e(run.name)}</h1>", _header_facts(run)]
    body.append("<h2>Badges</h2>")
    items = []
    for game in run.games():
        passed, counted = game_rate(run, game)
        file = paths.badge_file(run.slug, game)
        items.append(f'<li><img src="{root}{file}" alt="{e(game)}: {percent(passed, counted)} conformant">'
                     f" <code>![{e(game)} conformance]({e(file)})</code></li>")
    body.append(f'<ul class="badges">{"".join(items)}</ul>')
    failures = [(key, c) for key, c in run.cases.items() if c.get("outcome") in NOT_PASSING]
    body.append(f"<h2>Failures ({len(failures)})</h2>")
    if not failures:
        body.append("<p>Every case that ran passed.</p>")
    for (game, sid), case in failures:
        body.append(_failure(by_slug.get(game), game, sid, case, root))
    return path, page(frame, title=run.name, path=path, body="\n".join(body),
                      crumbs=[("index.html", "Home"), ("dashboard.html", "Conformance")])


def _header_facts(run: EngineRun) -> str:
    engine = run.header.get("engine") if isinstance(run.header.get("engine"), dict) else {}
    facts = [("Report", run.path.name), ("Version", engine.get("version")),
             ("Language", engine.get("language")), ("Rulesets", _plain(run.header.get("rulesets"))),
             ("Corpus version", run.header.get("corpus_version"))]
    if run.footer:
        totals = run.footer.get("totals", {})
        facts.append(("Outcomes", ", ".join(f"{v} {k}" for k, v in totals.items() if v and k != "total")))
        if not run.footer.get("complete", True):
            facts.append(("Note", "the run was interrupted; the report is partial"))
    else:
        facts.append(("Note", "the report has no footer: the run was cut short"))
    dl = "".join(f"<dt>{e(k)}</dt><dd>{e(v)}</dd>" for k, v in facts if v)
    return f'<dl class="facts">{dl}</dl>'


def _plain(value: Any) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k} {v}" for k, v in value.items())
    return "" if value is None else str(value)


def _failure(g: GameData | None, game: str, sid: str, case: dict[str, Any], root: str) -> str:
    known = g is not None and any(s.id == sid for s in g.scenarios)
    title = e(case.get("title") or sid)
    heading = (f'<a href="{root}{paths.scenario_page(game, sid)}">{title}</a>' if known
               else f"{title} <span class=\"note\">(not in this corpus)</span>")
    rules = ", ".join(
        f'<a href="{root}{g.rule_href(r)}">{e(r)}</a>' if g and g.rule_href(r) else f"<code>{e(r)}</code>"
        for r in case.get("rules", []))
    source = case.get("source") or {}
    where = f"{source.get('file', '')}:{case.get('line') or source.get('line', '')}"
    return "\n".join([f'<section class="failure" data-scenario="{e(sid)}">', f"<h3>{heading}</h3>",
                      f'<p class="meta">{outcome_badge(case.get("outcome"))} <code>{e(sid)}</code> · '
                      f'{e(game)} · rules {rules} · <span class="source">{e(where)}</span></p>',
                      failure_html(case), "</section>"])

"""What the site gives a reader learning a game: a rule's own words (from their rulebook, with
``--rulebook``) or the project's summary, the "start here" path of a game's home, the page
about the reader's rulebook, and a card's scenarios grouped by the rules they show.
"""

from __future__ import annotations

from adjudicator.corpus.feature import Scenario
from adjudicator.rules import Rule
from adjudicator.site import paths
from adjudicator.site.model import EngineRun, GameData, is_example, label
from adjudicator.site.render import Frame, e, outcome_badge, page, root_of

EXAMPLE_BADGE = '<span class="flag example">rulebook example</span>'


def rule_link(g: GameData, rule_id: str, root: str) -> str:
    """A rule id linked to its permalink (plain code when the index does not have it)."""
    href = g.rule_href(rule_id)
    return f'<a href="{root}{href}">{e(rule_id)}</a>' if href else f"<code>{e(rule_id)}</code>"


def scenario_link(g: GameData, s: Scenario, root: str) -> str:
    link = f'<a href="{root}{paths.scenario_page(g.slug, s.id or "")}">{e(s.title)}</a>'
    return f"{link} {EXAMPLE_BADGE}" if is_example(s) else link


# --- a rule's words -------------------------------------------------------------------------------

def rule_words(g: GameData, rule: Rule, root: str) -> str:
    """The rule's own text from the reader's rulebook (with a badge when it changed since the
    corpus was reviewed), then the project's summary of it if there is one."""
    parts = [_rule_text(g, rule, root)]
    summary = g.summary(rule.id)
    if summary:
        parts.append(f'<p class="summary"><span class="summary-label">In our words:</span> '
                     f"{e(summary)}</p>")
    return "".join(parts)


def _rule_text(g: GameData, rule: Rule, root: str) -> str:
    if g.book is None:
        return ""
    about = root + paths.rulebook_page(g.slug)
    if rule.line == 0:
        source = f": {e(rule.source)}" if rule.source else ""
        return f'<p class="rule-source">Not in the rulebook document; kept by the project{source}.</p>'
    found = g.book.texts.get(rule.id)
    if found is None:
        return (f'<p class="rule-source missing">Not found in your rulebook '
                f'(<a href="{about}#missing">why</a>).</p>')
    lines = found.text.splitlines()
    if rule.kind != "rule" and lines and _same(lines[0], rule):
        lines = lines[1:]  # the heading: the page's own heading already says it
    if not lines:
        return ""
    badge = "" if found.reviewed else (f' <a class="changed-badge" href="{about}#changed">changed '
                                       "since the corpus was reviewed</a>")
    return (f'<div class="rule-text"><p class="rule-source">From your rulebook, line '
            f"{found.line}{badge}</p><blockquote>{text_html(lines)}</blockquote></div>")


def _same(text: str, rule: Rule) -> bool:
    return " ".join(text.split()).rstrip(".") in (rule.title, label(rule), "")


def text_html(lines: list[str]) -> str:
    """A rule's lines as paragraphs; runs of tab-separated lines (the document's tables) as tables."""
    out, table = [], []
    for line in [*lines, ""]:
        if "\t" in line:
            table.append(line.split("\t"))
            continue
        if table:
            rows = "".join("<tr>" + "".join(f"<td>{e(c.strip())}</td>" for c in row) + "</tr>"
                           for row in table)
            out.append(f'<div class="table-wrap"><table class="rule-table"><tbody>{rows}</tbody>'
                       "</table></div>")
            table = []
        if line.strip():
            out.append(f"<p>{e(line.strip())}</p>")
    return "".join(out)


# --- a game's way in ------------------------------------------------------------------------------

def start_here(g: GameData, root: str) -> str:
    """The "start here" path: each stop's page, what it teaches, and its first scenario."""
    if not g.start:
        return ""
    items = []
    for step in g.start:
        rule = g.index.rules[step.rule]
        href = g.rule_href(rule.id)
        name = e(label(rule))
        where = ""
        section = g.index.get(rule.section)
        if section is not None and section.id != rule.id:
            where = f' <span class="in-section">in {e(label(section))}</span>'
        learn = f'<p class="learn">{e(step.learn)}</p>' if step.learn else ""
        first = g.first_scenario(rule)
        shown = (f'<p class="first">First scenario: {scenario_link(g, first, root)}</p>' if first
                 else '<p class="first none">No scenario yet.</p>')
        examples = sum(is_example(s) for r in g.covered_by(rule) for s in g.by_rule.get(r.id, []))
        more = (f'<p class="count">{examples} scenario{"s" if examples != 1 else ""} here '
                f'{"restate" if examples != 1 else "restates"} one of the rulebook&#x27;s own '
                "worked examples.</p>") if examples else ""
        items.append(f'<li><a class="stop" href="{root}{href}">{name}</a>{where}{learn}{shown}{more}</li>')
    total = sum(is_example(s) for s in g.scenarios)
    note = (f" Scenarios marked {EXAMPLE_BADGE} restate one of the rulebook&#x27;s own worked "
            f"examples ({total} so far).") if total else ""
    return (f'<section class="start-here" aria-labelledby="start-here"><h2 id="start-here">Start '
            f"here</h2><p>New to {e(g.name)}? Read these parts of the rulebook in this order; each "
            f"comes with a first scenario that shows it on a board.{note}</p>"
            f'<ol class="path">{"".join(items)}</ol></section>')


# --- the reader's rulebook ------------------------------------------------------------------------

def rulebook_page(g: GameData, frame: Frame) -> tuple[str, str]:
    """How this build shows rule texts: from which file, what changed since the corpus was reviewed
    against the index's document, what was not found, and how to see what changed."""
    path = paths.rulebook_page(g.slug)
    root = root_of(path)
    doc = e(g.index.document)
    body = [f"<h1>{e(g.name)}: the rulebook behind these pages</h1>"]
    book = g.book
    if book is None:
        body.append(
            "<p>This build shows each rule's id and title and, where the project has one, a "
            "summary in its own words. It holds no rulebook text. To read each rule's own words "
            "on its page, build the site with your copy of the rulebook:</p>"
            f"<pre><code>adjudicator docs --rulebook {e(g.slug)}=PATH/TO/{doc} -o site/</code></pre>"
            "<p>The text is read while the site is built and written only into the pages; nothing "
            "of it goes into the repository, the rule index or any cache.</p>")
    else:
        body.append(
            f"<p>Rule texts on these pages come from <code>{e(book.path.name)}</code>, read when "
            f"the site was built. Of the {len(g.index)} rules of the index, {len(book.texts)} were "
            f"found in it by id, {len(book.changed)} of them with a text that differs from the "
            f"reviewed one, and {len(book.missing)} were not found; the file has "
            f"{len(book.extra)} rule ids that the index does not.</p>")
    body.append('<h2 id="changed">Changed since the corpus was reviewed</h2>')
    body.append(
        f"<p>The corpus was written and reviewed against <code>{doc}</code>, the document the rule "
        "index was imported from; the index keeps a fingerprint of each rule's text. A rule whose "
        "text in your file has another fingerprint is marked <em>changed since the corpus was "
        "reviewed</em>: its scenarios may no longer say what your rulebook says. To see what "
        "changed, and which scenarios and contested readings to re-check:</p>"
        f"<pre><code>adjudicator rules diff {e(g.slug)} OLD/{doc} YOUR/RULEBOOK.txt</code></pre>"
        "<p>(<code>--update</code> then writes the new index; see <code>docs/rule-changes.md</code>).</p>")
    if book is not None:
        body.append(_id_list(g, book.changed, root, "No rule changed."))
        body.append('<h2 id="missing">Not found in your rulebook</h2>')
        body.append(_id_list(g, book.missing, root, "Every rule of the index was found."))
    else:
        body.append('<h2 id="missing">Not found in your rulebook</h2><p>No rulebook was given.</p>')
    crumbs = [("index.html", "Home"), (paths.game_home(g.slug), g.name)]
    return path, page(frame, title=f"{g.name}: the rulebook", path=path, body="\n".join(body),
                      crumbs=crumbs)


def _id_list(g: GameData, ids: list[str], root: str, none: str) -> str:
    if not ids:
        return f"<p>{e(none)}</p>"
    items = "".join(f"<li>{rule_link(g, r, root)} {e(g.index.rules[r].title)}</li>" for r in ids)
    return f'<ul class="columns">{items}</ul>'


# --- a card's scenarios -------------------------------------------------------------------------

def card_uses(g: GameData, name: str, runs: list[EngineRun], root: str) -> str:
    """Every scenario using a card, grouped under each rule it shows, in document order."""
    uses = g.card_uses.get(name, [])
    if not uses:
        return "<p>No scenario uses this card yet.</p>"
    by_rule: dict[str, list[Scenario]] = {}
    for s in uses:
        for rule_id in s.rules:
            by_rule.setdefault(rule_id, []).append(s)
    order = {r.id: n for n, r in enumerate(g.index)}
    parts = [f"<p>{len(uses)} scenario{'s' if len(uses) != 1 else ''} use this card, listed under "
             "each rule they show.</p>"]
    for rule_id in sorted(by_rule, key=lambda r: order.get(r, len(order))):
        rule = g.index.get(rule_id)
        title = f" {e(rule.title)}" if rule and rule.title else ""
        items = []
        for s in by_rule[rule_id]:
            badges = " ".join(outcome_badge(run.outcome(g.slug, s.id or ""), run.name) for run in runs)
            items.append(f"<li>{scenario_link(g, s, root)} {badges}</li>")
        parts.append(f'<h3 class="use-rule">{rule_link(g, rule_id, root)}{title}</h3>'
                     f'<ul class="uses">{"".join(items)}</ul>')
    return "".join(parts)

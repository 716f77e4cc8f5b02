"""Importer for the No Dawn comprehensive rules (``nodawn-comprehensive-rules.txt``).

Structure: front matter (unnumbered headings), sections ``1.``..``9.``, rule groups ``100.``,
rules ``100.1.``, sub-rules ``100.1a``, then a ``Glossary`` of ``Term definition`` lines and its
``Appendix A.`` of ``• term — definition`` bullets. Ids: ``7``, ``704``, ``704.5``, ``704.5e``,
``glossary.active-player``, ``glossary.appendix-a.afield``, ``how-to-read-these-rules.3``.
"""

from __future__ import annotations

import re

from ..model import Rule, RulebookParseError
from .common import Draft, Drafts, heading_title, is_heading, lead_in, rule_title, slugify

SECTION = re.compile(r"^(\d)\. (\S.*)$")
GROUP = re.compile(r"^(\d{3})\. (\S.*)$")
RULE = re.compile(r"^(\d{3})\.(\d+)([a-z]*)\.?(?:\s+|$)")
APPENDIX = re.compile(r"^Appendix ([A-Z])\. (\S.*)$")
SEE = re.compile(r"^(.{1,60}?) \u2014 See ")
TAG = re.compile(r"\((\u203b[^()]*|deferred\b[^()]*|future\b[^()]*)\)?")
OPENERS = frozenset({"A", "An", "The", "To"})
NAVIGATION = {"contents"}


def parse(text: str) -> list[Rule]:
    """Every section, group, rule, sub-rule and glossary entry of a No Dawn rulebook."""
    return _Parser().run(text.splitlines())


def tag_status(text: str) -> str | None:
    """The status the ``(※ ...)`` / ``(deferred ...)`` tags in ``text`` give; None if none do.

    Strongest wins: deferred, then proposed, then an explicit adoption/ratification. Tags merely
    mentioned in prose (``a rule tagged (※ proposed)``, ``a (※ proposed) tag``) do not count.
    """
    found: set[str] = set()
    for match in TAG.finditer(text):
        before = text[: match.start()].rstrip().lower()
        if before.endswith((" tagged", " a")) or text[match.end():].startswith(" tag"):
            continue
        body = match.group(1).lower()
        if "deferred" in body or body.startswith("future"):
            found.add("deferred")
        elif "proposed" in body:
            found.add("proposed")
        elif "adopted" in body or "ratified" in body:
            found.add("ratified")
    return next((s for s in ("deferred", "proposed", "ratified") if s in found), None)


def glossary_term(line: str) -> str | None:
    """The term a glossary line defines (``Lorem term The thing ...`` -> ``Lorem term``).

    The definition starts at the first ``A``/``An``/``The``/``To`` after the term, else at the
    first capitalised word after it; ``Term — See Other.`` cross-references are terms too.
    """
    see = SEE.match(line)
    if see:
        return see.group(1)
    words = TAG.sub("", line).split()
    if not words or not words[0][0].isupper():
        return None
    for i in range(1, min(len(words), 9)):
        if words[i] in OPENERS:
            return " ".join(words[:i])
    for i in range(1, min(len(words), 7)):
        if words[i][0].isupper() or words[i][0] in "\"\u201c":
            return " ".join(words[:i])
    return None


class _Parser:
    def __init__(self) -> None:
        self.drafts = Drafts()
        self.section: Draft | None = None
        self.group: Draft | None = None
        self.rule: Draft | None = None  # the current numbered rule (``704.5``), parent of sub-rules
        self.current: Draft | None = None
        self.mode = "front"
        self.firsts: dict[str, str] = {}  # rule id -> text of its first line after the id
        self.letters = ""  # the letters of the last sub-rule of the current rule
        self.subheadings: list[int] = []

    def run(self, lines: list[str]) -> list[Rule]:
        for number, raw in enumerate(lines, 1):
            line = raw.strip()
            if line:
                self.line(line, number)
        if self.mode == "front" or not self.firsts:
            raise RulebookParseError("no numbered sections and rules (1., 100.1.) found: "
                                     "not a No Dawn comprehensive-rules document", 1)
        self.titles()
        return self.drafts.finalize(lambda d: tag_status(d.text))

    def line(self, line: str, n: int) -> None:
        section = SECTION.match(line)
        expected = int(self.section.id) + 1 if self.mode == "body" and self.section else 1
        if section and self.mode != "glossary" and int(section.group(1)) == expected:
            self.open_section(section.group(1), section.group(2), line, n)
        elif self.mode == "front":
            self.front(line, n)
        elif line == "Glossary" and self.mode == "body":
            self.mode = "glossary"
            self.open_section("glossary", "Glossary", line, n)
        elif self.mode == "glossary":
            self.glossary(line, n)
        elif group := GROUP.match(line):
            self.open_group(group.group(1), group.group(2), line, n)
        elif rule := RULE.match(line):
            self.open_rule(rule, line, n)
        elif self.current is not None and self.current.kind == "rule" and is_heading(line, 5):
            self.subheadings.append(n)  # "Utility" between keyword rules: structure, not text
        else:
            self.text(line, n)

    def text(self, line: str, n: int) -> None:
        if self.current is None:
            return  # the document's title line, before any heading
        self.current.lines.append(line)

    def open_section(self, sid: str, title: str, line: str, n: int) -> None:
        if self.mode == "front":
            self.mode = "body"
        self.section = self.current = self.drafts.add(
            Draft(sid, "section", heading_title(TAG.sub("", title)), None, sid, n, [line]))
        self.group = self.rule = None

    def front(self, line: str, n: int) -> None:
        if is_heading(line):
            sid = slugify(line)
            self.section = self.current = self.drafts.add(
                Draft(sid, "section", line, None, sid, n, [line], status="ratified"))
        elif self.section is None:
            return  # the document's title line
        elif self.section.id in NAVIGATION:
            self.section.lines.append(line)
        else:
            count = sum(1 for d in self.drafts.items.values() if d.parent == self.section.id)
            body = line.lstrip("\u2022").strip()
            self.current = self.drafts.add(Draft(
                f"{self.section.id}.{count + 1}", "rule", lead_in(body), self.section.id,
                self.section.id, n, [line], status="ratified"))

    def open_group(self, gid: str, title: str, line: str, n: int) -> None:
        assert self.section is not None
        if gid[0] != self.section.id:
            raise RulebookParseError(f"rule group {gid} is outside section {self.section.id}", n)
        if self.group is not None and int(gid) <= int(self.group.id):
            raise RulebookParseError(f"rule group {gid} out of order after {self.group.id}", n)
        self.group = self.current = self.drafts.add(Draft(
            gid, "group", heading_title(TAG.sub("", title)), self.section.id, self.section.id, n,
            [line]))
        self.rule = None

    def open_rule(self, match: re.Match[str], line: str, n: int) -> None:
        gid, number, letters = match.group(1), int(match.group(2)), match.group(3)
        base = f"{gid}.{number}"
        rid = base + letters
        if self.group is None or gid != self.group.id:
            where = self.group.id if self.group else "no group"
            raise RulebookParseError(f"rule {rid} is outside its group (current: {where})", n)
        if rid in self.drafts:
            raise RulebookParseError(
                f"duplicate rule id {rid} (first at line {self.drafts.items[rid].line})", n)
        assert self.section is not None
        if letters:
            if self.rule is None or self.rule.id != base:
                raise RulebookParseError(f"sub-rule {rid} does not follow rule {base}", n)
            last = self.letters
            if last and (len(letters), letters) <= (len(last), last):
                raise RulebookParseError(f"sub-rule {rid} out of order after {base}{last}", n)
            self.letters = letters
            parent = base
        else:
            if self.rule is not None and number <= int(self.rule.id.split(".")[1]):
                raise RulebookParseError(f"rule {rid} out of order after {self.rule.id}", n)
            parent = gid
        draft = self.drafts.add(Draft(rid, "rule", "", parent, self.section.id, n, [line]))
        self.firsts[rid] = line[match.end():]
        self.current = draft
        if not letters:
            self.rule = draft
            self.letters = ""

    def glossary(self, line: str, n: int) -> None:
        assert self.section is not None
        appendix = APPENDIX.match(line)
        if appendix:
            title = appendix.group(2)
            self.group = self.current = self.drafts.add(Draft(
                f"glossary.appendix-{appendix.group(1).lower()}", "group", title, "glossary",
                "glossary", n, [line], status="proposed" if "proposed" in title.lower() else None))
            return
        if self.group is not None and line.startswith("\u2022"):
            term = line.lstrip("\u2022").strip().split(" \u2014 ", 1)[0]
            self.entry(self.group.id, term, line, n)
            return
        term = None if self.group is not None else glossary_term(line)
        if term is None:
            self.text(line, n)  # the introduction, or a definition's wrapped tail ("702.45.)*")
        else:
            self.entry("glossary", term, line, n)

    def entry(self, parent: str, term: str, line: str, n: int) -> None:
        title = " ".join(TAG.sub("", term).split())
        slug = slugify(re.sub(r",\s*the$", "", title, flags=re.IGNORECASE))
        self.current = self.drafts.add(
            Draft(f"{parent}.{slug}", "rule", title, parent, "glossary", n, [line]))

    def titles(self) -> None:
        parents = {d.parent for d in self.drafts.items.values()}
        for rid, first in self.firsts.items():
            draft = self.drafts.items[rid]
            rest = "\n".join(draft.lines[1:])
            draft.title = rule_title(TAG.sub("", first).strip(), rest, whole_ok=rid in parents)

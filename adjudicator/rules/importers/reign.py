"""Importer for A Reign of Kings (``reign-of-kings-rulebook.txt``).

Structure: a preamble (the page title and the golden rule), sections ``1.``..``13.`` with rules
``6.2`` and struggle steps ``(S.8)`` / ``(S.1–S.3)``, ``Appendix A —`` / ``Appendix B —``, then
``Quick Reference`` and ``Index``. Ids: ``preamble.4``, ``6``, ``6.2``, ``S.8``, ``A``, ``A.1``
(a sub-heading), ``A.1.3`` (a numbered phase row), ``B.2`` (a table row), ``quick-reference.3``.
"""

from __future__ import annotations

import re

from ..model import Rule, RulebookParseError
from .common import Draft, Drafts, heading_title, is_heading, lead_in, rule_title, slugify

SECTION = re.compile(r"^(\d+)\. (\S.*)$")
RULE = re.compile(r"^(\d+)\.(\d+) (\S.*)$")
STEP = re.compile(r"^\(S\.(\d+)(?:\s*[\u2013-]\s*S\.(\d+))?\)\s*(.*)$")
APPENDIX = re.compile(r"^Appendix ([A-Z]) \u2014 (\S.*)$")
PHASE_ROW = re.compile(r"^(\d+) \u2014 (\S+)")
BACK_MATTER = ("Quick Reference", "Index")
NO_ROWS = {"index"}  # back matter kept whole: navigation, nothing to cite row by row
PREVIEW = re.compile(r"\(preview\)", re.IGNORECASE)


def parse(text: str) -> list[Rule]:
    """Every section, rule, struggle step and appendix row of A Reign of Kings."""
    return _Parser().run(text.splitlines())


class _Parser:
    def __init__(self) -> None:
        self.drafts = Drafts()
        self.section = self.drafts.add(Draft("preamble", "section", "", None, "preamble", 1))
        self.group: Draft | None = None
        self.rule: Draft | None = None  # the current numbered rule, parent of struggle steps
        self.current: Draft = self.section
        self.numbered = 0  # the last numbered section, 0 before section 1
        self.step = 0
        self.table = False  # inside a tab-separated table (its first row is the header)
        self.firsts: dict[str, str] = {}  # numbered rule id -> its first line after the id
        self.alone = False  # the current line is a paragraph of its own (blank lines around it)

    def run(self, lines: list[str]) -> list[Rule]:
        for n, raw in enumerate(lines, 1):
            if not raw.strip():
                self.table = False
                continue
            self.alone = not (lines[n - 2].strip() if n > 1 else "") and \
                not (lines[n].strip() if n < len(lines) else "")
            self.line(raw.rstrip(), n)
        if self.numbered == 0 or not self.firsts:
            raise RulebookParseError(
                "no numbered sections and rules (1., 1.1) found: not a Reign of Kings rulebook", 1)
        parents = {d.parent for d in self.drafts.items.values()}
        for rid, first in self.firsts.items():
            rest = "\n".join(self.drafts.items[rid].lines[1:])
            self.drafts.items[rid].title = rule_title(first, rest, whole_ok=rid in parents)
        return self.drafts.finalize(
            lambda d: "proposed" if d.kind == "section" and PREVIEW.search(d.title) else None)

    def line(self, raw: str, n: int) -> None:
        line = raw.strip()
        section = SECTION.match(line)
        if section and int(section.group(1)) == self.numbered + 1 and is_heading(section.group(2)):
            self.numbered += 1
            self.open_section(section.group(1), section.group(2), line, n)
        elif appendix := APPENDIX.match(line):
            self.open_section(appendix.group(1), appendix.group(2), line, n)
        elif line in BACK_MATTER:
            self.open_section(slugify(line), line, line, n)
        elif self.numbered == 0:
            self.preamble(line, n)
        elif self.section.id.isdigit():
            self.body(line, n)
        else:
            self.back_matter(raw, line, n)

    def open_section(self, sid: str, title: str, line: str, n: int) -> None:
        self.section = self.current = self.drafts.add(
            Draft(sid, "section", title, None, sid, n, [line]))
        self.group = self.rule = None

    def add(self, rid: str, title: str, parent: Draft, line: str, n: int,
            kind: str = "rule") -> Draft:
        draft = Draft(rid, kind, title, parent.id, self.section.id, n, [line])
        self.current = self.drafts.add(draft)
        return draft

    def count(self, parent: Draft) -> int:
        return sum(1 for d in self.drafts.items.values() if d.parent == parent.id)

    def preamble(self, line: str, n: int) -> None:
        if is_heading(line):
            self.section.title = line  # the last heading before section 1 is the document's title
            self.section.lines.append(line)
        else:
            self.add(f"preamble.{self.count(self.section) + 1}", "", self.section, line, n)

    def body(self, line: str, n: int) -> None:
        rule, step = RULE.match(line), STEP.match(line)
        if rule:
            if rule.group(1) != self.section.id:
                raise RulebookParseError(
                    f"rule {rule.group(1)}.{rule.group(2)} is outside section {self.section.id}", n)
            number = int(rule.group(2))
            if self.rule is not None and number <= int(self.rule.id.split(".")[1]):
                raise RulebookParseError(
                    f"rule {self.section.id}.{number} out of order after {self.rule.id}", n)
            self.rule = self.add(f"{self.section.id}.{number}", "", self.section, line, n)
            self.firsts[self.rule.id] = rule.group(3)
        elif step:
            first, last = int(step.group(1)), int(step.group(2) or step.group(1))
            if self.rule is None or first <= self.step or last < first:
                raise RulebookParseError(f"struggle step S.{first} out of order", n)
            previous = self.current
            for number in range(self.step + 1, first):  # a step named only inside the one before
                if not re.search(rf"\bS\.{number}\b", previous.text):
                    raise RulebookParseError(f"struggle step S.{number} is missing", n)
                self.add(f"S.{number}", "", self.rule, previous.text, previous.line)
            title = lead_in(step.group(3), whole_ok=True)
            for number in range(first, last + 1):
                self.add(f"S.{number}", title, self.rule, line, n)
            self.step = last
        else:
            self.current.lines.append(line)

    def back_matter(self, raw: str, line: str, n: int) -> None:
        if self.section.id in NO_ROWS:
            self.current.lines.append(line)
        elif raw[:1].isspace() and self.current is not self.section:
            self.current.lines.append(line)  # a wrapped row or chart line
        elif self.alone and is_heading(line):
            self.group = self.add(f"{self.section.id}.{self.count(self.section) + 1}",
                                  heading_title(line), self.section, line, n, "group")
        elif (row := PHASE_ROW.match(line)) and self.group is not None:
            self.add(f"{self.group.id}.{row.group(1)}", row.group(2), self.group, line, n)
        elif self.group is not None:
            self.group.lines.append(line)  # a chart or diagram under a sub-heading: kept whole
        elif "\t" in line and not self.table:
            self.table = True
            self.section.lines.append(line)  # a table's header row
        elif line.endswith(":"):
            self.section.lines.append(line)  # a table's introduction
        else:
            title = line.split("\t", 1)[0] if "\t" in line else _label(line)
            self.add(f"{self.section.id}.{self.count(self.section) + 1}", title, self.section,
                     line, n)


def _label(line: str) -> str:
    """A back-matter paragraph's label: ``Win: ...`` -> ``Win``, else its lead-in label."""
    head, colon, _ = line.partition(":")
    head = re.sub(r"\s*\([^()]*\)", "", head).strip()
    if colon and 0 < len(head.split()) <= 2 and not re.search(r"[.;\"\u201c]", head):
        return head
    return lead_in(line)

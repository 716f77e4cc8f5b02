"""Plain Gherkin, read quickly: the subset the corpus is written in, as gherkin-official reads it.

gherkin-official's parser is general (every language, Rules, outlines, doc strings) and costs
about a quarter of a millisecond per scenario, as much as compiling the scenario does. Most
feature files use only a plain subset: English keywords, ``Feature``, a description, one
``Background``, ``Scenario`` (or ``Example``), tags, comments, Given/When/Then/And/But/``*``
steps and data tables. :func:`plain_document` reads exactly that subset into the document
gherkin-official's parser would return (the parts :mod:`adjudicator.corpus.feature` reads:
names, descriptions, tags, steps, tables and their lines), several times faster.

Anything outside the subset, and anything gherkin-official would refuse, gives None: the
caller then parses the file with gherkin-official, whose results (and error messages) are the
reference. tests/corpus/test_plain_gherkin.py checks that for every feature file of the corpus,
and thousands of mutations of them, the two agree or this one declines.
"""

from __future__ import annotations

import re
from typing import Any

#: Step keywords, longest first as gherkin-official tries them, and the type of each.
STEP_KEYWORDS = (("Given ", "Context"), ("When ", "Action"), ("Then ", "Outcome"),
                 ("And ", "Conjunction"), ("But ", "Conjunction"), ("* ", "Unknown"))
SCENARIO_KEYWORDS = ("Scenario:", "Example:")
#: Line starts that take a file out of the subset (other constructs, other keywords).
OUTSIDE = ("Rule:", "Scenario Outline:", "Scenario Template:", "Examples:", "Scenarios:",
           "Business Need:", "Ability:", '"""', "```")
#: Whitespace other than the space and the line feed (tabs, carriage returns, Unicode spaces):
#: gherkin-official's trimming of those is not reproduced here.
_ODD_SPACE = re.compile(r"[^\S \n]")
_LANGUAGE = re.compile(r"#\s*language\s*:")


class Outside(Exception):
    """The text leaves the plain subset, or gherkin-official would refuse it."""


def plain_document(text: str) -> dict[str, Any] | None:
    """gherkin-official's document for ``text`` when ``text`` is plain Gherkin; else None."""
    if _ODD_SPACE.search(text) or _LANGUAGE.search(text):
        return None
    lines = text.split("\n")
    if text.endswith("\n"):
        lines.pop()  # gherkin-official reads lines as StringIO.readline does
    try:
        return {"feature": _Reader(lines).feature()}
    except Outside:
        return None


class _Reader:
    """One pass over the lines, in the states gherkin-official's parser goes through."""

    def __init__(self, lines: list[str]) -> None:
        self.lines = lines
        self.at = 0  # index of the next line

    # -- lines -------------------------------------------------------------------------
    def peek(self) -> str | None:
        """The next line without its indentation, or None at the end."""
        return self.lines[self.at].lstrip(" ") if self.at < len(self.lines) else None

    def take(self) -> tuple[str, int]:
        line = self.lines[self.at].lstrip(" ")
        self.at += 1
        if line.startswith(OUTSIDE):
            raise Outside
        return line, self.at

    def skip_blank(self) -> None:
        """Past empty lines and comments."""
        while (line := self.peek()) is not None and (not line or line.startswith("#")):
            self.at += 1

    # -- structure ---------------------------------------------------------------------
    def feature(self) -> dict[str, Any]:
        self.skip_blank()
        tags = self.tags()
        line, _ = self.take() if self.peek() is not None else ("", 0)
        if not line.startswith("Feature:"):
            raise Outside  # no feature, or something before it
        name = line[len("Feature:"):].strip()
        description = self.description(steps_end_it=False)
        children: list[dict[str, Any]] = []
        self.skip_blank()
        if (line := self.peek()) is not None and line.startswith("Background:"):
            self.take()
            self.description(steps_end_it=True)
            children.append({"background": {"steps": self.steps()}})
        while True:
            self.skip_blank()
            if self.peek() is None:
                break
            children.append({"scenario": self.scenario()})
        return {"tags": tags, "name": name, "description": description, "children": children}

    def scenario(self) -> dict[str, Any]:
        tags = self.tags()
        if self.peek() is None:
            raise Outside  # tags with nothing to tag
        line, number = self.take()
        keyword = next((k for k in SCENARIO_KEYWORDS if line.startswith(k)), None)
        if keyword is None:
            raise Outside
        name = line[len(keyword):].strip()
        description = self.description(steps_end_it=True)
        return {"tags": tags, "location": {"line": number}, "name": name,
                "description": description, "steps": self.steps(), "examples": []}

    def tags(self) -> list[dict[str, Any]]:
        """The tag lines ahead (empty lines and comments may come between them)."""
        found: list[dict[str, Any]] = []
        while (line := self.peek()) is not None and line.startswith("@"):
            text, number = self.take()
            found.extend({"name": name, "location": {"line": number}} for name in _tag_names(text))
            self.skip_blank()
        return found

    def description(self, *, steps_end_it: bool) -> str:
        """The free lines after a Feature, Background or Scenario line, up to the next keyword
        (a step's keyword too, but for a Feature); a comment ends it, and nothing free may
        follow one."""
        lines: list[str] = []
        closed = False
        while (line := self.peek()) is not None:
            if line.startswith("#"):
                closed = True
            elif line.startswith(("@", "Background:", *SCENARIO_KEYWORDS)) or (
                    steps_end_it and _step_keyword(line)):
                break
            elif not line:
                if lines:
                    lines.append(line)
            elif closed or line.startswith(("|", *OUTSIDE)):
                raise Outside
            else:
                lines.append(line)
            self.at += 1
        while lines and not lines[-1]:
            lines.pop()
        return "\n".join(lines)

    def steps(self) -> list[dict[str, Any]]:
        found: list[dict[str, Any]] = []
        rows: list[list[str]] = []
        while True:
            self.skip_blank()
            line = self.peek()
            if line is None or line.startswith(("@", *SCENARIO_KEYWORDS)):
                break
            if line.startswith("|"):
                if not found:
                    raise Outside
                self.take()
                rows.append(_cells(line))
                continue
            _end_table(found, rows)
            keyword = _step_keyword(line)
            if keyword is None:
                raise Outside  # free text among steps, a second Background: refused
            self.take()
            found.append({"location": {"line": self.at}, "keyword": keyword[0],
                          "keywordType": keyword[1], "text": line[len(keyword[0]):].strip()})
        _end_table(found, rows)
        return found


def _step_keyword(line: str) -> tuple[str, str] | None:
    return next((k for k in STEP_KEYWORDS if line.startswith(k[0])), None)


def _end_table(steps: list[dict[str, Any]], rows: list[list[str]]) -> None:
    """Give the rows read to the last step; rows of different lengths are refused."""
    if not rows:
        return
    if len({len(r) for r in rows}) != 1:
        raise Outside
    steps[-1]["dataTable"] = {"rows": [{"cells": [{"value": v} for v in r]} for r in rows]}
    rows.clear()


def _tag_names(line: str) -> list[str]:
    """The tags of a tag line, as gherkin-official splits them (a `` #`` starts a comment)."""
    items = re.split(r"\s#", line.strip(), maxsplit=2)[0].strip().split("@")
    names = [f"@{item.strip()}" for item in items[1:]]
    if any(" " in name for name in names):
        raise Outside  # gherkin-official refuses a tag with a space in it
    return names


def _cells(line: str) -> list[str]:
    """The cells of a table row: between the first and last ``|``, with ``\\|``, ``\\\\``
    and ``\\n`` unescaped and spaces trimmed, as gherkin-official reads them."""
    cells: list[str] = []
    cell: list[str] = []
    chars = iter(line.strip())
    first = True
    for char in chars:
        if char == "|":
            if not first:
                cells.append("".join(cell).strip(" "))
            first = False
            cell = []
        elif char == "\\":
            following = next(chars, "")
            if following == "n":
                cell.append("\n")
            else:
                cell.append(following if following in ("|", "\\") else "\\" + following)
        else:
            cell.append(char)
    return cells

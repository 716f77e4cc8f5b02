"""Parse Gherkin feature files into plain scenario records (gherkin-official does the parsing)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from adjudicator.errors import CorpusError, location

STEP_KINDS = {"Context": "given", "Action": "when", "Outcome": "then"}


@dataclass(frozen=True)
class Tag:
    """One ``@tag`` or ``@key:value`` with the line it was written on."""

    name: str
    line: int

    @cached_property
    def key(self) -> str:
        return self.name.split(":", 1)[0]

    @cached_property
    def value(self) -> str | None:
        return self.name.split(":", 1)[1] if ":" in self.name else None


@dataclass(frozen=True)
class Step:
    """A step as written: its kind after And/But are resolved, its text, table and line."""

    kind: str  # given | when | then
    keyword: str
    text: str
    line: int
    table: tuple[tuple[str, ...], ...] | None = None


@dataclass
class Scenario:
    """One scenario with its feature's tags and Background folded in."""

    game: str
    path: Path
    line: int
    title: str
    description: str
    feature: str
    tags: list[Tag]
    steps: list[Step]
    outline: bool = False

    @property
    def where(self) -> str:
        return location(self.path, self.line)

    def tag_values(self, key: str) -> list[str]:
        return [t.value for t in self.tags if t.key == key and t.value is not None]

    @property
    def id(self) -> str | None:
        ids = self.tag_values("id")
        return ids[0] if ids else None

    @property
    def rules(self) -> list[str]:
        return list(dict.fromkeys(self.tag_values("rule")))

    def has_flag(self, name: str) -> bool:
        return any(t.name == name for t in self.tags)


@dataclass
class FeatureFile:
    """A parsed feature file: its scenarios in file order, and its description (what the
    feature's rules say, in the project's own words)."""

    path: Path
    game: str
    title: str
    tags: list[Tag]
    scenarios: list[Scenario] = field(default_factory=list)
    description: str = ""
    #: The corpus root it was read from (set when the corpus is loaded).
    root: Path | None = None


def _tags(node: dict) -> list[Tag]:
    return [Tag(t["name"].lstrip("@"), t["location"]["line"]) for t in node.get("tags", [])]


def _steps(raw_steps: list[dict], path: Path) -> list[Step]:
    steps: list[Step] = []
    kind = None
    for raw in raw_steps:
        line = raw["location"]["line"]
        keyword_type = raw.get("keywordType", "Unknown")
        if keyword_type in STEP_KINDS:
            kind = STEP_KINDS[keyword_type]
        elif kind is None:
            raise CorpusError(
                f"step '{raw['keyword'].strip()} {raw['text']}' has no Given/When/Then before it",
                where=location(path, line),
            )
        table = None
        if "dataTable" in raw:
            table = tuple(
                tuple(cell["value"] for cell in row["cells"]) for row in raw["dataTable"]["rows"]
            )
        steps.append(Step(kind, raw["keyword"].strip(), raw["text"], line, table))
    return steps


#: The byte-order mark some editors (Windows ones, mostly) put at the start of a UTF-8 file.
BOM = "\ufeff"


def read_feature(path: Path, shown: Path | None = None) -> str:
    """A feature file's text: UTF-8, a leading byte-order mark dropped. A file that cannot be
    read, or is not UTF-8, is a CorpusError at ``shown`` (default ``path``) and the line of the
    first bad byte."""
    where = shown or path
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise CorpusError(f"cannot read feature file: {exc.strerror or exc}", where=str(where)) from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        column = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        raise CorpusError(f"not UTF-8: byte 0x{data[exc.start]:02x} at column {column} "
                          f"({exc.reason}); save the file as UTF-8",
                          where=location(where, line)) from None
    return text.removeprefix(BOM)


def parse_feature(path: Path, game: str, text: str | None = None) -> FeatureFile:
    """Parse one feature file; a syntax error becomes a CorpusError naming file and line."""
    if text is None:
        text = read_feature(path)
    text = text.removeprefix(BOM)
    doc = _gherkin_document(text, path)
    feature = doc.get("feature")
    if not feature:
        raise CorpusError("no Feature in file", where=location(path, 1))
    result = FeatureFile(path, game, feature["name"], _tags(feature),
                         description=" ".join(feature.get("description", "").split()))
    _collect(feature["children"], result, [], list(result.tags), feature["name"])
    return result


def _gherkin_document(text: str, path: Path) -> dict[str, Any]:
    """gherkin-official's document for ``text``; a syntax error becomes a CorpusError."""
    from gherkin.errors import CompositeParserException, ParserException
    from gherkin.parser import Parser

    try:
        return Parser().parse(text)
    except CompositeParserException as exc:
        first = exc.errors[0]
        raise CorpusError(_parser_message(first), where=location(path, _line(first))) from None
    except ParserException as exc:
        raise CorpusError(_parser_message(exc), where=location(path, _line(exc))) from None


def _collect(
    children: list[dict], out: FeatureFile, background: list[Step], tags: list[Tag], feature: str
) -> None:
    for child in children:
        if "background" in child:
            background = background + _steps(child["background"]["steps"], out.path)
        elif "rule" in child:
            rule = child["rule"]
            _collect(rule["children"], out, list(background), tags + _tags(rule), feature)
        elif "scenario" in child:
            sc = child["scenario"]
            out.scenarios.append(
                Scenario(
                    game=out.game,
                    path=out.path,
                    line=sc["location"]["line"],
                    title=sc["name"],
                    description=" ".join(sc.get("description", "").split()),
                    feature=feature,
                    tags=tags + _tags(sc),
                    steps=background + _steps(sc["steps"], out.path),
                    outline=bool(sc.get("examples")),
                )
            )


def _line(exc: Exception) -> int | None:
    loc = getattr(exc, "location", None)
    return loc.get("line") if isinstance(loc, dict) else None


def _parser_message(exc: Exception) -> str:
    text = str(exc)
    # gherkin prefixes "(line:col): "; the location is already in `where`.
    return text.split("): ", 1)[1] if text.startswith("(") and "): " in text else text

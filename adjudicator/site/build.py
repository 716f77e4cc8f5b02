"""Build the whole site into a folder: gather the data, render every page, write the files.

The output is self-contained (HTML, one stylesheet, one script, a search index as a script, SVG
badges) and opens from the file system. A manifest (``.adjudicator-site``) lists what was
written, so a rebuild into the same folder removes pages that no longer exist, and a folder
that was not made by this command is never written into.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from adjudicator.errors import AdjudicatorError
from adjudicator.files import write_atomic
from adjudicator.site import dashboard, learner, pages, search
from adjudicator.site.model import EngineRun, GameData, load_game, load_runs
from adjudicator.site.render import Frame

MANIFEST = ".adjudicator-site"
STATIC = ("site.css", "site.js")


@dataclass
class BuildStats:
    """What a build produced: file counts, bytes and time, for the command's summary line."""

    pages: int
    files: int
    bytes: int
    seconds: float

    def line(self, out: Path) -> str:
        return (f"wrote {self.pages} pages ({self.files} files, {self.bytes / 1024:,.0f} KiB) "
                f"to {out} in {self.seconds:.2f}s")


def gather(games: list[str], root: Path | None, rulebooks: dict[str, Path] | None = None
           ) -> list[GameData]:
    """Load the corpus of the playable games among ``games`` (lint-clean, compiled: from the
    corpus cache when nothing changed) and every game's index and cards, from ``root`` (None:
    the chosen corpus roots); ``rulebooks`` maps a game to the reader's rulebook document, read
    for its rules' text."""
    from adjudicator.corpus.cache import cached_lint
    from adjudicator.games import PLAYABLE

    rulebooks = rulebooks or {}
    stray = sorted(set(rulebooks) - set(games))
    if stray:
        raise AdjudicatorError(f"--rulebook names {', '.join(stray)}, which this build does not "
                               f"include (games: {', '.join(games)})")
    playable = [g for g in games if g in PLAYABLE]
    corpus, problems = cached_lint(root, playable) if playable else (None, [])
    if problems:
        listing = "\n  ".join(problems)
        raise AdjudicatorError(f"the corpus has {len(problems)} problems "
                               f"(see `adjudicator lint`):\n  {listing}")
    data = []
    for slug in games:
        features = [f for f in corpus.features if f.game == slug] if corpus else []
        cases = {c["id"]: c for c in corpus.cases if c.get("game") == slug} if corpus else {}
        data.append(load_game(slug, root, features, cases, rulebooks.get(slug)))
    return data


def render_site(games: list[GameData], runs: list[EngineRun]) -> dict[str, str]:
    """Every file of the site: site-relative path -> text."""
    frame = Frame([(g.slug, g.name) for g in games], dashboard=bool(runs))
    if any(g.book for g in games):
        frame.footer_note = _footer_note(games)
    files: dict[str, str] = {}

    def add(item: tuple[str, str]) -> None:
        path, text = item
        if path in files:
            raise AdjudicatorError(f"two pages would be written to {path}")
        files[path] = text

    add(pages.site_home(games, runs, frame))
    for g in games:
        add(pages.game_home(g, runs, frame))
        add(learner.rulebook_page(g, frame))
        for unit in g.units():
            add(pages.unit_page(g, unit, runs, frame))
        for s in g.scenarios:
            add(pages.scenario_page(g, s, runs, frame))
        for name in g.cards:
            add(pages.card_page(g, name, runs, frame))
    if runs:
        add(dashboard.dashboard_page(games, runs, frame))
        for run in runs:
            add(dashboard.engine_page(run, games, frame))
        for item in dashboard.badges(runs):
            add(item)
    add(("search-index.js", search.search_script(games)))
    static = resources.files("adjudicator.site") / "static"
    for name in STATIC:
        add((f"static/{name}", static.joinpath(name).read_text(encoding="utf-8")))
    return files


def _footer_note(games: list[GameData]) -> str:
    """With --rulebook, say whose words the rule texts are and where they were read from."""
    files = ", ".join(g.book.path.name for g in games if g.book is not None)
    return (f"Rule texts on this build were read at build time from the reader's own rulebook "
            f"({files}); they belong to the rulebook's authors, so share this build only as "
            "they allow.")


def write_site(files: dict[str, str], out: Path) -> int:
    """Write ``files`` under ``out``; remove what an earlier build wrote and this one did not.
    Returns the bytes written."""
    manifest = out / MANIFEST
    if out.exists() and not out.is_dir():
        raise AdjudicatorError("output exists and is not a directory", where=str(out))
    if out.is_dir() and any(out.iterdir()) and not manifest.exists():
        raise AdjudicatorError("output directory is not empty and was not made by `adjudicator docs`; "
                               "choose an empty or new directory", where=str(out))
    previous = manifest.read_text(encoding="utf-8").splitlines() if manifest.exists() else []
    size = 0
    for rel, text in files.items():
        write_atomic(out / rel, text)
        size += len(text.encode("utf-8"))
    for rel in set(previous) - set(files):
        stale = out / rel
        if stale.is_file() and out.resolve() in stale.resolve().parents:
            stale.unlink()
    write_atomic(manifest, "\n".join(sorted(files)) + "\n")
    return size


def build(out: Path, games: list[str], reports: list[Path], root: Path | None = None,
          rulebooks: dict[str, Path] | None = None) -> BuildStats:
    """Build the site of ``games`` (with results from ``reports``, and each rule's text from the
    reader's ``rulebooks``, game -> document) into ``out``."""
    started = time.perf_counter()
    runs = load_runs(reports)
    data = gather(games, root, rulebooks)
    files = render_site(data, runs)
    size = write_site(files, out)
    html_pages = sum(p.endswith(".html") for p in files)
    return BuildStats(html_pages, len(files), size, time.perf_counter() - started)

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
from adjudicator.site import dashboard, pages, search
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


def gather(games: list[str], root: Path) -> list[GameData]:
    """Load the corpus of the playable games among ``games`` and every game's index and cards."""
    from adjudicator.corpus.load import load_corpus
    from adjudicator.games import PLAYABLE

    playable = [g for g in games if g in PLAYABLE]
    corpus = load_corpus(root, playable, compile_cases=False) if playable else None
    if corpus is not None and corpus.problems:
        listing = "\n  ".join(corpus.problems)
        raise AdjudicatorError(f"the corpus has {len(corpus.problems)} problems "
                               f"(see `adjudicator lint`):\n  {listing}")
    data = []
    for slug in games:
        scenarios = [s for s in corpus.scenarios if s.game == slug] if corpus else []
        _check_ids(slug, scenarios)
        data.append(load_game(slug, root, scenarios))
    return data


def _check_ids(game: str, scenarios: list) -> None:
    seen: dict[str, str] = {}
    for s in scenarios:
        if not s.id:
            raise AdjudicatorError("scenario has no @id tag", where=s.where)
        if s.id in seen:
            raise AdjudicatorError(f"scenario id {s.id} is also used at {seen[s.id]}", where=s.where)
        seen[s.id] = s.where


def render_site(games: list[GameData], runs: list[EngineRun]) -> dict[str, str]:
    """Every file of the site: site-relative path -> text."""
    frame = Frame([(g.slug, g.name) for g in games], dashboard=bool(runs))
    files: dict[str, str] = {}

    def add(item: tuple[str, str]) -> None:
        path, text = item
        if path in files:
            raise AdjudicatorError(f"two pages would be written to {path}")
        files[path] = text

    add(pages.site_home(games, runs, frame))
    for g in games:
        add(pages.game_home(g, runs, frame))
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


def build(out: Path, games: list[str], reports: list[Path], root: Path | None = None) -> BuildStats:
    """Build the site of ``games`` (with results from ``reports``) into ``out``."""
    from adjudicator.games import ROOT

    started = time.perf_counter()
    runs = load_runs(reports)
    data = gather(games, root or ROOT)
    files = render_site(data, runs)
    size = write_site(files, out)
    html_pages = sum(p.endswith(".html") for p in files)
    return BuildStats(html_pages, len(files), size, time.perf_counter() - started)

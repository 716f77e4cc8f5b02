"""The test command of a mutation run (tools/mutation.py): one game's compiled corpus against the
reference engine of a copy of the package, in process, stopping at the first case that fails.

    python tools/mutation_runner.py CASES.json ROOT [--lines OUT.json]

``CASES.json`` holds ``{"game", "ruleset", "under", "cases"}``: the cases compiled once from the
unmutated tree (what ``adjudicator export`` gives any engine), so only the engine runs mutated;
each runs under ``ruleset`` (the newest) or, when ``under`` names it, under that older ruleset
its ``@ruleset`` range holds for.
``ROOT`` is the copy whose ``adjudicator`` package (one module of it mutated) is imported.
Exit 0 when every case passes or is skipped, as ``adjudicator run`` would; 1 when a case does
not (a line ``killed-by <case id> <outcome>: <message>`` names it); 2 when the engine cannot
even be loaded. ``--lines`` (the unmutated baseline only) also writes which lines of the game
packages ran, ``{path relative to ROOT: [line, ...]}``, so a survivor the corpus never reaches
is told from one it reaches but does not check. Kept small and stdlib-only: it starts once per
mutant.
"""

from __future__ import annotations

import json
import os
import sys
import traceback
from collections import defaultdict
from pathlib import Path
from types import FrameType
from typing import Any

PASSING = ("pass", "skipped")


def main(argv: list[str]) -> int:
    if len(argv) not in (2, 4) or (len(argv) == 4 and argv[2] != "--lines"):
        print("usage: mutation_runner.py CASES.json ROOT [--lines OUT.json]", file=sys.stderr)
        return 64
    cases_path, root = Path(argv[0]), Path(argv[1]).resolve()
    os.environ.pop("ADJUDICATOR_ROOT", None)  # the copy's own fixtures/, beside its package
    sys.path.insert(0, str(root))
    document = json.loads(cases_path.read_text(encoding="utf-8"))
    lines = trace_lines(str(root / "adjudicator" / "games") + os.sep) if len(argv) == 4 else None
    try:
        status = run(document)
    finally:
        sys.settrace(None)
    if lines is not None:
        Path(argv[3]).write_text(json.dumps({str(Path(f).relative_to(root)): sorted(n)
                                             for f, n in lines.items()}), encoding="utf-8")
    return status


def run(document: dict[str, Any]) -> int:
    try:
        import adjudicator
        from adjudicator.games import game
        from adjudicator.harness.runner import run_case
        from adjudicator.protocol.client import InProcessClient

        client = InProcessClient(game(document["game"]).new_engine())
    except Exception:  # noqa: BLE001 - a mutant may break loading in any way; that kills it
        print("load-failed")
        print(traceback.format_exc(limit=-3))
        return 2
    print(f"package {Path(adjudicator.__file__).resolve().parent}")
    under = document.get("under", {})
    for case in document["cases"]:
        result = run_case(case, client, under.get(case["id"], document["ruleset"]))
        if result.outcome not in PASSING:
            first = (result.message or "").splitlines()[0:1]
            print(f"killed-by {result.id} {result.outcome}: {first[0] if first else ''}")
            return 1
    print(f"passed {len(document['cases'])}")
    return 0


def trace_lines(prefix: str) -> dict[str, set[int]]:
    """Record, from now on, every line run in files under ``prefix`` (module code at import
    included); other files are not traced at all."""
    lines: dict[str, set[int]] = defaultdict(set)

    def local(frame: FrameType, event: str, arg: Any) -> Any:
        if event == "line":
            lines[frame.f_code.co_filename].add(frame.f_lineno)
        return local

    def calls(frame: FrameType, event: str, arg: Any) -> Any:
        if frame.f_code.co_filename.startswith(prefix):
            lines[frame.f_code.co_filename].add(frame.f_lineno)
            return local
        return None

    sys.settrace(calls)
    return lines


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

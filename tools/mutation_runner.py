"""The test command of a mutation run (tools/mutation.py): one game's compiled corpus against the
reference engine of a copy of the package, in process, stopping at the first case that fails.

    python tools/mutation_runner.py CASES.json ROOT

``CASES.json`` holds ``{"game", "ruleset", "cases"}``: the cases compiled once from the
unmutated tree (what ``adjudicator export`` gives any engine), so only the engine runs mutated.
``ROOT`` is the copy whose ``adjudicator`` package (one module of it mutated) is imported.
Exit 0 when every case passes or is skipped, as ``adjudicator run`` would; 1 when a case does
not (a line ``killed-by <case id> <outcome>: <message>`` names it); 2 when the engine cannot
even be loaded. Kept small and stdlib-only: it starts once per mutant.
"""

from __future__ import annotations

import json
import os
import sys
import traceback
from pathlib import Path

PASSING = ("pass", "skipped")


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: mutation_runner.py CASES.json ROOT", file=sys.stderr)
        return 64
    cases_path, root = Path(argv[0]), Path(argv[1]).resolve()
    os.environ.pop("ADJUDICATOR_ROOT", None)  # the copy's own fixtures/, beside its package
    sys.path.insert(0, str(root))
    document = json.loads(cases_path.read_text(encoding="utf-8"))
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
    for case in document["cases"]:
        result = run_case(case, client, document["ruleset"])
        if result.outcome not in PASSING:
            first = (result.message or "").splitlines()[0:1]
            print(f"killed-by {result.id} {result.outcome}: {first[0] if first else ''}")
            return 1
    print(f"passed {len(document['cases'])}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

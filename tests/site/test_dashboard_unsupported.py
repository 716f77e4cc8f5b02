"""The dashboard counts an engine's unsupported cases apart from its failures (issue 14), and
reads a folder of one run's shard reports as that run."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from adjudicator.harness.select import shard_of
from adjudicator.site.build import build


def _case(s: Any, outcome: str, **extra: Any) -> dict[str, Any]:
    return {"type": "case", "id": s.id, "game": s.game, "title": s.title, "rules": s.rules,
            "source": {"file": str(s.path), "line": s.line}, "outcome": outcome, "ruleset": "current",
            "seconds": 0.001, **extra}


def engines_row(site: Path, engine: str) -> list[str]:
    """The cells of the engine's row in the dashboard's engines table, as text."""
    html = (site / "dashboard.html").read_text(encoding="utf-8")
    table = html[html.index("<caption>Engines and their games</caption>"):]
    table = table[:table.index("</table>")]
    row = next(r for r in table.split("<tr>")[1:] if f">{engine}</a>" in r)
    return [re.sub(r"<[^>]+>", "", cell).strip() for cell in re.findall(r"<td>(.*?)</td>", row)]


def test_unsupported_cases_are_counted_apart_from_failures(tmp_path: Path, scenarios, fabricated) -> None:
    write_report = fabricated["write_report"]
    rites = [s for s in scenarios if s.game == "rites"]
    cases = [_case(s, "unsupported", message="engine does not support this case") for s in rites[:7]]
    cases += [_case(rites[7], "fail", message="wrong"), _case(rites[8], "crashed", message="died")]
    cases += [_case(s, "pass") for s in rites[9:]]
    report = write_report(tmp_path / "r.jsonl", "Partial Engine", cases)
    build(tmp_path / "site", ["rites"], [report])
    header = (tmp_path / "site" / "dashboard.html").read_text(encoding="utf-8")
    assert "<th" in header and ">Failed<" in header and ">Unsupported<" in header
    row = engines_row(tmp_path / "site", "Partial Engine")
    assert row[-2:] == ["2", "7"], row  # failed (fail, crashed), then unsupported


def test_a_folder_of_shard_reports_is_one_engine(tmp_path: Path, scenarios, fabricated) -> None:
    write_report = fabricated["write_report"]
    rites = [s for s in scenarios if s.game == "rites"]
    folder = tmp_path / "shards"
    folder.mkdir()
    for k in (1, 2):
        part = [_case(s, "pass") for s in rites if shard_of(s.id, 2) == k]
        path = write_report(folder / f"{k}.jsonl", "Sharded Engine", part)
        lines = path.read_text(encoding="utf-8").splitlines()
        header = json.loads(lines[0]) | {"shard": f"{k}/2"}
        path.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n", encoding="utf-8")
    build(tmp_path / "site", ["rites"], [folder])
    row = engines_row(tmp_path / "site", "Sharded Engine")
    dashboard = (tmp_path / "site" / "dashboard.html").read_text(encoding="utf-8")
    assert f"({len(rites)}/{len(rites)})" in dashboard
    assert row[-2:] == ["0", "0"], row

"""``adjudicator run --messages PATH``: a run as a Cucumber Messages stream (NDJSON), the
interchange that Cucumber's own tools read (its HTML formatter, JUnit and JSON formatters,
reporting services), so they render a conformance run as they render any Cucumber run.

The stream is what a Cucumber implementation writes, in its order: ``meta``; then, per feature
file holding a case that ran, its ``source``, its ``gherkinDocument`` and one ``pickle`` per such
case (from gherkin-official, the same parser the corpus is read with); a ``stepDefinition`` for
each vocabulary phrase the steps use; ``testRunStarted``; a ``testCase`` per case; then per case
``testCaseStarted``, a ``testStepStarted``/``testStepFinished`` pair per step, and
``testCaseFinished``; and ``testRunFinished``. The protocol version is that of the
cucumber-messages package installed with the adjudicator, whose types the tests validate every
line against (tests/corpus/test_messages.py).

How outcomes map onto step results: a passing case's steps are PASSED; a failing one's steps
pass up to the step it failed at (FAILED, with the message), and the rest are SKIPPED; a failure
in the setup (``start``) fails the first step. A skipped or unsupported case has every step
SKIPPED, the first with the reason (``unsupported: ...``).
"""

from __future__ import annotations

import json
import platform
from collections.abc import Iterator
from importlib import metadata
from pathlib import Path
from typing import Any

from gherkin.stream.gherkin_events import GherkinEvents

from adjudicator import __version__
from adjudicator.errors import AdjudicatorError
from adjudicator.files import write_atomic
from adjudicator.games import corpus_roots, game
from adjudicator.harness.report import failure_text
from adjudicator.harness.runner import CaseResult

MEDIA_TYPE = "text/x.cucumber.gherkin+plain"
#: Step results by case outcome: the failing step's, and the steps' before it.
BAD = ("fail", "errored", "crashed", "timeout")
KINDS = {"Context": "given", "Action": "when", "Outcome": "then"}


def protocol_version() -> str:
    """The Cucumber Messages version written: that of the installed cucumber-messages."""
    return metadata.version("cucumber-messages")


def write_messages(path: Path, results: list[CaseResult], started: float, seconds: float) -> None:
    """Write the stream of a run (``started``: its wall-clock start, seconds since the epoch)."""
    lines = [json.dumps(m, ensure_ascii=False, separators=(",", ":"))
             for m in messages(results, started, seconds)]
    write_atomic(path, "\n".join(lines) + "\n")


def messages(results: list[CaseResult], started: float, seconds: float) -> Iterator[dict[str, Any]]:
    """Every envelope of the stream, in order."""
    stream = _Stream(started)
    yield {"meta": _meta()}
    documents = list(stream.documents(results))
    for document in documents:
        yield from document
    test_cases = [stream.test_case(result) for result in results]  # finds the step definitions
    yield from stream.step_definitions
    yield {"testRunStarted": {"id": "run", "timestamp": stream.clock(0.0)}}
    for test_case in test_cases:
        yield {"testCase": test_case}
    elapsed = 0.0
    for result in results:
        yield from stream.execution(result, elapsed)
        elapsed += result.seconds
    success = not any(r.outcome in BAD for r in results)
    yield {"testRunFinished": {"testRunStartedId": "run", "success": success,
                               "timestamp": stream.clock(max(seconds, elapsed))}}


def _meta() -> dict[str, Any]:
    return {"protocolVersion": protocol_version(),
            "implementation": {"name": "adjudicator", "version": __version__},
            "runtime": {"name": platform.python_implementation(), "version": platform.python_version()},
            "os": {"name": platform.system() or "unknown", "version": platform.release()},
            "cpu": {"name": platform.machine() or "unknown"}}


class _Stream:
    """Ids and lookups shared by the messages of one stream."""

    def __init__(self, started: float) -> None:
        self.started = started
        self.pickles: dict[tuple[str, int], dict[str, Any]] = {}  # (uri, scenario line) -> pickle
        self.lines: dict[str, int] = {}  # AST node id -> its line
        self.step_definitions: list[dict[str, Any]] = []
        self._definition_ids: dict[tuple[str, int], str] = {}

    def clock(self, offset: float) -> dict[str, int]:
        moment = self.started + offset
        return {"seconds": int(moment), "nanos": int((moment % 1) * 1e9)}

    # -- the documents ----------------------------------------------------------------------
    def documents(self, results: list[CaseResult]) -> Iterator[list[dict[str, Any]]]:
        """Per feature file of the run: its source, document and the pickles of its cases."""
        wanted: dict[str, set[int]] = {}
        for r in results:
            wanted.setdefault(r.source["file"], set()).add(r.source["line"])
        files = _feature_paths()
        events = GherkinEvents(GherkinEvents.Options(print_source=True, print_ast=True,
                                                     print_pickles=True))
        for uri, lines in wanted.items():
            if uri not in files:
                raise AdjudicatorError(f"--messages: the feature file {uri} of the run is not in "
                                       "the corpus roots")
            data = files[uri].read_text(encoding="utf-8").removeprefix("\ufeff")
            out = []
            source = {"source": {"uri": uri, "data": data, "mediaType": MEDIA_TYPE}}
            for envelope in events.enum(source):
                if "gherkinDocument" in envelope:
                    self._index_lines(envelope["gherkinDocument"])
                if "pickle" in envelope:
                    pickle = envelope["pickle"]
                    line = self._pickle_line(pickle)
                    if line not in lines:
                        continue
                    self.pickles[(uri, line)] = pickle
                out.append(envelope)
            yield out

    def _index_lines(self, document: dict[str, Any]) -> None:
        def walk(node: Any) -> None:
            if isinstance(node, dict):
                if "id" in node and isinstance(node.get("location"), dict):
                    self.lines[node["id"]] = node["location"]["line"]
                for value in node.values():
                    walk(value)
            elif isinstance(node, list):
                for value in node:
                    walk(value)
        walk(document)

    def _pickle_line(self, pickle: dict[str, Any]) -> int:
        return self.lines[pickle["astNodeIds"][0]]

    # -- test cases -------------------------------------------------------------------------
    def test_case(self, result: CaseResult) -> dict[str, Any]:
        pickle = self.pickles[(result.source["file"], result.source["line"])]
        steps = [{"id": f"{result.id}#{n}", "pickleStepId": step["id"],
                  "stepDefinitionIds": [self._definition(result.game, step)],
                  "stepMatchArgumentsLists": [{"stepMatchArguments": []}]}
                 for n, step in enumerate(pickle["steps"])]
        return {"id": result.id, "pickleId": pickle["id"], "testSteps": steps, "testRunStartedId": "run"}

    def _definition(self, slug: str, step: dict[str, Any]) -> str:
        """The id of the vocabulary phrase a pickle step matches (one message per phrase)."""
        vocabulary = game(slug).vocabulary()
        kinds = [KINDS[step["type"]]] if step.get("type") in KINDS else ["given", "when", "then"]
        found = [d for kind in kinds for d, _ in vocabulary.matches(kind, step["text"])]
        if len(found) != 1:  # the corpus lints clean, so every step has its one phrase
            raise AdjudicatorError(f"--messages: step {step['text']!r} matches {len(found)} phrases")
        key = (slug, id(found[0]))
        if key not in self._definition_ids:
            ident = f"step-{len(self._definition_ids) + 1}"
            self._definition_ids[key] = ident
            self.step_definitions.append({"stepDefinition": {
                "id": ident, "pattern": {"source": found[0].pattern, "type": "CUCUMBER_EXPRESSION"},
                "sourceReference": {"uri": f"docs/steps/{slug}.md"}}})
        return self._definition_ids[key]

    def execution(self, result: CaseResult, offset: float) -> Iterator[dict[str, Any]]:
        """testCaseStarted, each step's started/finished pair, testCaseFinished."""
        pickle = self.pickles[(result.source["file"], result.source["line"])]
        started = f"{result.id}@run"
        yield {"testCaseStarted": {"id": started, "testCaseId": result.id, "attempt": 0,
                                   "timestamp": self.clock(offset)}}
        statuses = self._statuses(result, [self.lines[s["astNodeIds"][0]] for s in pickle["steps"]])
        share = result.seconds / max(len(statuses), 1)
        for n, (status, message) in enumerate(statuses):
            step = f"{result.id}#{n}"
            at = offset + n * share
            yield {"testStepStarted": {"testCaseStartedId": started, "testStepId": step,
                                       "timestamp": self.clock(at)}}
            outcome: dict[str, Any] = {"status": status, "duration": _duration(share)}
            if message:
                outcome["message"] = message
            yield {"testStepFinished": {"testCaseStartedId": started, "testStepId": step,
                                        "testStepResult": outcome, "timestamp": self.clock(at + share)}}
        yield {"testCaseFinished": {"testCaseStartedId": started, "willBeRetried": False,
                                    "timestamp": self.clock(offset + result.seconds)}}

    @staticmethod
    def _statuses(result: CaseResult, lines: list[int]) -> list[tuple[str, str]]:
        """(status, message) of each step, by the case's outcome and the line it failed at."""
        if result.outcome == "pass":
            return [("PASSED", "")] * len(lines)
        if result.outcome not in BAD:
            reason = [("SKIPPED", f"{result.outcome}: {result.message}")]
            return reason + [("SKIPPED", "")] * (len(lines) - 1)
        failed = lines.index(result.line) if result.line in lines else 0
        return ([("PASSED", "")] * failed + [("FAILED", failure_text(result))]
                + [("SKIPPED", "")] * (len(lines) - failed - 1))


def _duration(seconds: float) -> dict[str, int]:
    return {"seconds": int(seconds), "nanos": int((seconds % 1) * 1e9)}


def _feature_paths() -> dict[str, Path]:
    """Each feature file of the chosen corpus roots by the name cases give it (its uri)."""
    from adjudicator.corpus.load import feature_files

    return {str(root.shown(path)): path for _, root, path in feature_files(corpus_roots())}


"""Mutation score of each game's reference engine against its own corpus (issue 13): how many
small changes to the engine (an operator, a constant, a condition) the corpus notices.
docs/corpus-power.md explains the measure, the equivalents register and the baseline.

    python tools/mutation.py run                          # every game, 100 mutants each, seed 13
    python tools/mutation.py run --game rites -j 2 --sample 0             # every mutant of rites
    python tools/mutation.py run --module nocturne/hexes --budget 10      # one module, 10 minutes
    python tools/mutation.py list --count                 # the modules mutated, mutants in each
    python tools/mutation.py show .mutation/report.json --survivors       # a saved report again

Mutants come from cosmic-ray (the ``mutation`` extra: ``pip install -e '.[mutation]'``), in a
temporary copy of the package, never in this checkout. Each is tested by
``tools/mutation_runner.py``: the game's cases, compiled once from the unmutated tree, against
the mutated engine in process. The session databases (cosmic-ray's own, ``cr-report`` reads
them) and the JSON report go to ``.mutation/``.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import hashlib
import json
import os
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import tomllib
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import asdict, dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
os.environ.pop("ADJUDICATOR_ROOT", None)  # this project's own corpus is measured
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from adjudicator.games import PLAYABLE  # noqa: E402  (after the path above)

RUNNER = Path(__file__).resolve().with_name("mutation_runner.py")
SESSION_DIR = ROOT / ".mutation"
REGISTER = ROOT / "docs" / "corpus-power.toml"
#: What a copy of the tree holds: the package (mutated) and the card and rule fixtures it reads.
COPIED = ("adjudicator", "fixtures")
DEFAULT_SAMPLE = 100
DEFAULT_SEED = 13
INSTALL_HINT = "pip install -e '.[mutation]'"
REPORT_FORMAT = 1
#: Outcomes of a sampled mutant, in table order. ``equivalent`` is a survivor the register
#: explains; ``not-run`` one the time budget (or Ctrl-C) left.
OUTCOMES = ("killed", "timeout", "survived", "equivalent", "incompetent", "no-test", "not-run")


class UsageError(Exception):
    """Bad input or a missing tool: printed as one line, exit status 2, no traceback."""


# -- what is mutated --------------------------------------------------------------------------
def engine_modules(root: Path, game: str) -> list[str]:
    """The modules of ``adjudicator/games/<game>/`` to mutate, as paths relative to ``root``,
    found by globbing (so they follow when files move): every ``.py`` file below the package
    but ``__init__.py``, the step vocabulary (``steps.py``, ``steps_*.py``, a ``steps/``
    package) and pure data (a module that defines no function, class or lambda)."""
    package = root / "adjudicator" / "games" / game
    if not package.is_dir():
        raise UsageError(f"no engine package {package.relative_to(root)} for game {game!r}")
    found = []
    for path in sorted(package.rglob("*.py")):
        inner = path.relative_to(package)
        if path.name == "__init__.py" or "__pycache__" in inner.parts or _is_steps(inner):
            continue
        if is_pure_data(path.read_text(encoding="utf-8")):
            continue
        found.append(path.relative_to(root).as_posix())
    return found


def _is_steps(inner: Path) -> bool:
    return any(Path(part).stem == "steps" or part.startswith("steps_") for part in inner.parts)


def is_pure_data(source: str) -> bool:
    """True when a module holds only data: no function, class or lambda anywhere in it."""
    code = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)
    return not any(isinstance(node, code) for node in ast.walk(ast.parse(source)))


def resolve_modules(root: Path, games: list[str], specs: list[str]) -> dict[str, list[str]]:
    """The modules to mutate per game: every engine module of ``games`` (all games when empty),
    or those ``specs`` name. A spec is ``rites/guard``, ``rites/guard.py``, ``rites.guard``,
    ``adjudicator/games/rites/guard.py`` or, when only one selected game has it, ``guard``."""
    available = {g: engine_modules(root, g) for g in (games or list(PLAYABLE))}
    if not specs:
        return available
    chosen: dict[str, list[str]] = {}
    for spec in specs:
        wanted = _normal(spec)
        matches = [(g, m) for g, modules in available.items() for m in modules
                   if wanted in (_short(m), _short(m).split("/", 1)[1])]
        if not matches:
            listing = ", ".join(_short(m) for modules in available.values() for m in modules)
            raise UsageError(f"unknown module {spec!r}; the engine modules are: {listing}")
        if len(matches) > 1:
            raise UsageError(f"module {spec!r} is ambiguous: {', '.join(_short(m) for _, m in matches)}"
                             " (name the game: <game>/<module>)")
        g, m = matches[0]
        if m not in chosen.setdefault(g, []):
            chosen[g].append(m)
    return chosen


def _normal(spec: str) -> str:
    spec = spec.strip().removesuffix(".py")
    if "/" not in spec:
        spec = spec.replace(".", "/")
    return spec.removeprefix("adjudicator/games/")


def _short(module: str) -> str:
    """``adjudicator/games/rites/guard.py`` -> ``rites/guard``."""
    return module.removeprefix("adjudicator/games/").removesuffix(".py")


# -- mutants ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Mutant:
    """One mutation cosmic-ray can make, and the identity it keeps across unrelated edits:
    module, operator, the source line (stripped) and how many earlier mutants of the same
    operator sit on an identical line of that module (``nth``)."""

    target: str
    module: str
    operator: str
    occurrence: int
    start: tuple[int, int]
    end: tuple[int, int]
    text: str
    nth: int = 0
    job_id: str = ""
    function: str = ""  # the qualified name of the innermost def around it ('' at module level)

    @property
    def key(self) -> tuple[str, str, str, int]:
        return (self.module, self.operator, self.text, self.nth)

    @property
    def where(self) -> str:
        return f"{self.module}:{self.start[0]}"

    def rank(self, seed: int | str) -> str:
        """The sampling order: a hash of the seed and the key, so a module's sample does not
        move when other modules change."""
        return hashlib.sha256(json.dumps([str(seed), *self.key]).encode()).hexdigest()


def short_operator(name: str) -> str:
    return name.removeprefix("core/")


def identify(target: str, specs: Iterable[Any], sources: dict[str, str]) -> list[Mutant]:
    """Mutants from cosmic-ray's mutation specs (``module_path`` relative to the copy), in a
    stable order (module, operator, occurrence), each with its line, ``nth`` and function."""
    lines = {m: s.splitlines() for m, s in sources.items()}
    defs = {m: definitions(s) for m, s in sources.items()}
    ordered = sorted(specs, key=lambda s: (Path(s[1].module_path).as_posix(), s[1].operator_name,
                                           s[1].occurrence))
    seen: Counter[tuple[str, str, str]] = Counter()
    mutants = []
    for job_id, spec in ordered:
        module = Path(spec.module_path).as_posix()
        text = lines[module][spec.start_pos[0] - 1].strip()
        operator = short_operator(spec.operator_name)
        nth = seen[(module, operator, text)]
        seen[(module, operator, text)] += 1
        mutants.append(Mutant(target, module, operator, spec.occurrence, tuple(spec.start_pos),
                              tuple(spec.end_pos), text, nth, job_id,
                              enclosing(defs[module], spec.start_pos[0])))
    return mutants


def definitions(source: str) -> list[tuple[int, int, str]]:
    """(first line, last line, qualified name) of every function and class, decorators included."""
    found = []

    def visit(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                name = f"{prefix}{child.name}"
                first = min([child.lineno, *(d.lineno for d in child.decorator_list)])
                found.append((first, child.end_lineno or child.lineno, name))
                visit(child, name + ".")
            else:
                visit(child, prefix)

    visit(ast.parse(source), "")
    return found


def enclosing(defs: list[tuple[int, int, str]], line: int) -> str:
    """The innermost definition around ``line`` ('' at module level)."""
    around = [d for d in defs if d[0] <= line <= d[1]]
    return max(around, key=lambda d: d[0])[2] if around else ""


#: cosmic-ray comparison replacements that swap equality for identity or back: what they do
#: depends on CPython's caching of small ints and strings, not on the program's logic.
_IDENTITY = ("Is", "IsNot")


def is_identity_swap(operator: str) -> bool:
    if not operator.startswith("ReplaceComparisonOperator_"):
        return False
    before, after = operator.removeprefix("ReplaceComparisonOperator_").split("_")
    return ((after in _IDENTITY and before not in _IDENTITY)
            or (before, after) in {("Is", "Eq"), ("IsNot", "NotEq")})


def typing_spans(source: str) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Where code only speaks to type checkers: annotations and ``if TYPE_CHECKING`` tests, as
    (line, column) spans in characters (cosmic-ray's positions)."""
    lines = source.splitlines()
    spans = []
    for node in ast.walk(ast.parse(source)):
        parts: list[ast.AST | None] = []
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            a = node.args
            parts.append(node.returns)
            parts += [x.annotation for x in (*a.posonlyargs, *a.args, *a.kwonlyargs, a.vararg, a.kwarg) if x]
        elif isinstance(node, ast.AnnAssign):
            parts.append(node.annotation)
        elif isinstance(node, ast.If) and _names_type_checking(node.test):
            parts.append(node.test)
        for part in parts:
            if part is not None:
                spans.append(((part.lineno, _chars(lines, part.lineno, part.col_offset)),
                              (part.end_lineno, _chars(lines, part.end_lineno, part.end_col_offset))))
    return spans


def _names_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _chars(lines: list[str], line: int, byte_offset: int) -> int:
    """ast's UTF-8 byte column as a character column."""
    return len(lines[line - 1].encode()[:byte_offset].decode(errors="ignore"))


def exclusion(mutant: Mutant, spans: list[tuple[tuple[int, int], tuple[int, int]]],
              outside: Iterable[Outside] = ()) -> str | None:
    """Why a mutant is left out before sampling, or None: ``identity`` (an equality/identity
    swap) or ``typing`` (inside an annotation), both equivalent by construction, or
    ``outside`` (in a function the register puts outside the corpus's reach)."""
    if is_identity_swap(mutant.operator):
        return "identity"
    if any(start <= mutant.start < end for start, end in spans):
        return "typing"
    if any(entry.covers(mutant) for entry in outside):
        return "outside"
    return None


# -- sampling ---------------------------------------------------------------------------------
def allocate(counts: dict[str, int], n: int) -> dict[str, int]:
    """How many of ``n`` mutants each module gets (stratified): one for every module that has
    any while ``n`` allows, the rest in proportion to what each has left, by largest remainder
    (ties by module name); never more than a module has. ``n <= 0``: all of them."""
    modules = sorted(m for m, c in counts.items() if c > 0)
    total = sum(counts[m] for m in modules)
    if n <= 0 or n >= total:
        return {m: counts[m] for m in modules}
    take = dict.fromkeys(modules, 1 if n >= len(modules) else 0)
    left = n - sum(take.values())
    rest = {m: counts[m] - take[m] for m in modules}
    pool = sum(rest.values())
    shares = {m: divmod(left * rest[m], pool) for m in modules}
    for m in modules:
        take[m] += shares[m][0]
    short = left - sum(q for q, _ in shares.values())
    for m in sorted(modules, key=lambda m: (-shares[m][1], m))[:short]:
        take[m] += 1
    return take


def draw(mutants: list[Mutant], n: int, seed: int | str) -> list[Mutant]:
    """The sample of one target: :func:`allocate` per module, then in each module the mutants
    of lowest :meth:`Mutant.rank`."""
    by_module: dict[str, list[Mutant]] = defaultdict(list)
    for m in mutants:
        by_module[m.module].append(m)
    take = allocate({k: len(v) for k, v in by_module.items()}, n)
    chosen = []
    for module in sorted(by_module):
        chosen += sorted(by_module[module], key=lambda m: m.rank(seed))[:take.get(module, 0)]
    return chosen


def schedule(sample: list[Mutant], seed: int | str) -> list[Mutant]:
    """The order mutants run in: each module's picks spread evenly over the run (the i-th of k
    at (2i + 1) / 2k of the way), so a run cut short by its time budget still holds about the
    same share of every module's sample."""
    by_module: dict[tuple[str, str], list[Mutant]] = defaultdict(list)
    for m in sorted(sample, key=lambda m: m.rank(seed)):
        by_module[(m.target, m.module)].append(m)
    placed = [(Fraction(2 * i + 1, 2 * len(group)), m.rank(seed), m)
              for group in by_module.values() for i, m in enumerate(group)]
    return [m for _, _, m in sorted(placed, key=lambda p: (p[0], p[1]))]


# -- the equivalents register -----------------------------------------------------------------
@dataclass(frozen=True)
class Equivalent:
    """A recorded equivalent mutant (docs/corpus-power.toml) and why no rule can tell it apart."""

    module: str
    operator: str
    line: str
    reason: str
    nth: int = 0
    where: str = ""  # file:line of the entry, for messages

    @property
    def key(self) -> tuple[str, str, str, int]:
        return (self.module, self.operator, self.line, self.nth)


@dataclass(frozen=True)
class Outside:
    """A function of an engine module outside the corpus's reach (docs/corpus-power.toml): its
    mutants are excluded before sampling, counted as ``excluded``, with the reason."""

    module: str
    function: str
    reason: str
    where: str = ""

    def covers(self, mutant: Mutant) -> bool:
        return mutant.module == self.module and (
            mutant.function == self.function or mutant.function.startswith(self.function + "."))


@dataclass
class Register:
    equivalents: list[Equivalent] = field(default_factory=list)
    outside: list[Outside] = field(default_factory=list)


_KEYS: dict[str, dict[str, type]] = {
    "equivalent": {"module": str, "operator": str, "line": str, "reason": str, "nth": int},
    "outside": {"module": str, "function": str, "reason": str},
}


def load_register(path: Path) -> Register:
    """The ``[[equivalent]]`` and ``[[outside]]`` entries of a register file (none when it does
    not exist); a bad entry is an error naming file and line."""
    register = Register()
    if not path.exists():
        return register
    text = path.read_text(encoding="utf-8")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise UsageError(f"{path}: {exc}") from None
    unknown = set(data) - set(_KEYS)
    if unknown:
        raise UsageError(f"{path}: unknown top-level key(s) {', '.join(sorted(unknown))}; "
                         "entries are [[equivalent]] and [[outside]] tables")
    found: dict[tuple[str, ...], str] = {}
    for kind in _KEYS:
        headers = [i + 1 for i, line in enumerate(text.splitlines()) if line.strip() == f"[[{kind}]]"]
        entries = data.get(kind, [])
        if not isinstance(entries, list):
            raise UsageError(f"{path}: '{kind}' must be an array of tables ([[{kind}]])")
        for i, entry in enumerate(entries):
            where = f"{path}:{headers[i]}" if i < len(headers) else f"{path}: {kind} {i + 1}"
            _check_entry(kind, entry, where)
            module = _module_path(entry["module"])
            if kind == "equivalent":
                item: Any = Equivalent(module, short_operator(entry["operator"]), entry["line"].strip(),
                                       entry["reason"].strip(), entry.get("nth", 0), where)
                register.equivalents.append(item)
                key: tuple[str, ...] = (kind, *map(str, item.key))
            else:
                item = Outside(module, entry["function"].strip(), entry["reason"].strip(), where)
                register.outside.append(item)
                key = (kind, module, item.function)
            if key in found:
                raise UsageError(f"{where}: the same {kind} entry is already at {found[key]}")
            found[key] = where
    return register


def _check_entry(kind: str, entry: dict[str, Any], where: str) -> None:
    known = _KEYS[kind]
    for key, value in entry.items():
        if key not in known:
            raise UsageError(f"{where}: unknown key {key!r} (known: {', '.join(known)})")
        if not isinstance(value, known[key]) or isinstance(value, bool):
            raise UsageError(f"{where}: {key!r} must be a {known[key].__name__}")
    missing = [k for k in known if k != "nth" and not str(entry.get(k, "")).strip()]
    if missing:
        raise UsageError(f"{where}: missing {', '.join(missing)} (every entry needs a one-line reason)")
    if entry.get("nth", 0) < 0:
        raise UsageError(f"{where}: 'nth' must be 0 or more")


def _module_path(module: str) -> str:
    """``rites/table`` or ``adjudicator/games/rites/table.py`` -> the latter."""
    if module.startswith("adjudicator/"):
        return module
    return f"adjudicator/games/{module.removesuffix('.py')}.py"


# -- outcomes and the report ------------------------------------------------------------------
def classify(worker_outcome: str, test_outcome: str | None, output: str | None) -> str:
    """One of :data:`OUTCOMES` for a cosmic-ray result (its enum values are strings)."""
    if worker_outcome == "no-test":
        return "no-test"
    if worker_outcome in ("exception", "abnormal") or test_outcome == "incompetent":
        return "incompetent"
    if test_outcome == "killed":
        return "timeout" if (output or "").strip() == "timeout" else "killed"
    if test_outcome == "survived":
        return "survived"
    raise ValueError(f"no outcome for worker {worker_outcome!r}, test {test_outcome!r}")


def killed_by(output: str | None) -> str:
    """What the runner said killed a mutant: ``<case id> <outcome>``, ``load`` or ''."""
    for line in (output or "").splitlines():
        if line.startswith("killed-by "):
            return line.removeprefix("killed-by ").split(":", 1)[0]
        if line.startswith("load-failed"):
            return "load"
    return ""


def mutated_line(diff: str) -> str:
    """The mutated code as one line: the diff's added lines, or what it removed."""
    body = [ln for ln in diff.splitlines() if not ln.startswith(("+++", "---", "@@"))]
    added = [ln[1:].strip() for ln in body if ln.startswith("+")]
    if added:
        return " / ".join(added)
    removed = [ln[1:].strip() for ln in body if ln.startswith("-")]
    return "(removed) " + " / ".join(removed) if removed else ""


def row(mutant: Mutant, outcome: str, *, diff: str = "", output: str | None = None,
        seconds: float = 0.0, register: dict[tuple[str, str, str, int], Equivalent] | None = None,
        reached: bool | None = None) -> dict[str, Any]:
    """A report row of a sampled mutant; a survivor the register names becomes ``equivalent``.
    ``reached``: whether the unmutated corpus run executes the mutated line (None: unknown)."""
    entry = (register or {}).get(mutant.key)
    data: dict[str, Any] = {**asdict(mutant), "outcome": outcome, "reached": reached, "diff": diff,
                            "mutated": mutated_line(diff), "seconds": round(seconds, 3)}
    data.pop("job_id")
    if outcome in ("killed", "timeout"):
        data["killed_by"] = "timeout" if outcome == "timeout" else killed_by(output)
    if outcome == "incompetent":
        data["output"] = (output or "")[-2000:]
    if entry is not None:
        if outcome == "survived":
            data["outcome"] = "equivalent"
        data["equivalent"] = {"reason": entry.reason, "where": entry.where}
    return data


def aggregate(rows: list[dict[str, Any]], population: dict[str, dict[str, dict[str, int]]]
              ) -> dict[str, Any]:
    """Counts per target and module: ``mutants`` and ``excluded`` from ``population``
    (target -> module -> {"mutants", "excluded"}), the rest from the rows; ``unreached`` counts
    the survivors on lines the corpus never runs; ``score`` is (killed + timeout) /
    (killed + timeout + survived), equivalents and incompetents left out."""
    counts: dict[str, Any] = {}
    keys = ("mutants", "excluded", "sampled", *OUTCOMES, "unreached")
    for target, modules in population.items():
        per = {m: {"mutants": p["mutants"], "excluded": p["excluded"], "sampled": 0,
                   **dict.fromkeys(OUTCOMES, 0), "unreached": 0} for m, p in modules.items()}
        for r in rows:
            if r["target"] == target:
                per[r["module"]]["sampled"] += 1
                per[r["module"]][r["outcome"]] += 1
                per[r["module"]]["unreached"] += r["outcome"] == "survived" and r.get("reached") is False
        total = {k: sum(c[k] for c in per.values()) for k in keys}
        for c in (*per.values(), total):
            c["score"] = score(c)
        counts[target] = {"modules": per, "total": total}
    return counts


def score(c: dict[str, int]) -> float | None:
    judged = c["killed"] + c["timeout"] + c["survived"]
    return round((c["killed"] + c["timeout"]) / judged, 4) if judged else None


def register_notes(rows: list[dict[str, Any]], mutants: list[Mutant], register: Register,
                   modules: set[str]) -> dict[str, list[str]]:
    """Register entries that no longer match any mutant of the modules run (``stale``), and
    recorded equivalents a scenario now kills (``killed``): both want the register edited."""
    keys = {m.key for m in mutants}
    stale = [f"{e.where}: {e.module} {e.operator} `{e.line}` matches no mutant"
             for e in register.equivalents if e.module in modules and e.key not in keys]
    stale += [f"{o.where}: {o.module} has no function {o.function} with mutants"
              for o in register.outside if o.module in modules and not any(o.covers(m) for m in mutants)]
    killed = [f"{r['equivalent']['where']}: {r['module']}:{r['start'][0]} is killed now"
              for r in rows if "equivalent" in r and r["outcome"] in ("killed", "timeout")]
    return {"stale": stale, "killed": killed}


# -- running ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Target:
    """One session: a group of modules (a game's engine) and the command that tests them in a
    copy of the tree; ``{root}`` in the command is the copy. The command must mention the copy's
    path in its output (the runner prints the package it imported), so a run that tests the
    wrong tree is caught by the baseline."""

    name: str
    modules: tuple[str, ...]
    command: tuple[str, ...]
    cases: int = 0
    #: The command once more, writing the lines it runs to ``{out}`` (JSON: path relative to
    #: the copy -> lines); empty: whether a survivor's line is reached stays unknown.
    trace: tuple[str, ...] = ()

    def argv(self, copy: Path) -> str:
        return shlex.join(part.replace("{root}", str(copy)) for part in self.command)


@dataclass
class Settings:
    sample: int = DEFAULT_SAMPLE
    seed: int = DEFAULT_SEED
    jobs: int = 1
    budget_seconds: float | None = None
    timeout_factor: float = 10.0
    timeout_min: float = 10.0
    nice: int = 19


@dataclass
class Session:
    """A mutation run over targets: copies of the tree, one cosmic-ray session database per
    target, the sample, the baselines, the runs, the report."""

    source: Path
    copied: tuple[str, ...]
    targets: list[Target]
    settings: Settings
    session_dir: Path
    register: Register = field(default_factory=Register)
    on_progress: Callable[[dict[str, Any], int, int], None] | None = None
    mutants: dict[str, list[Mutant]] = field(default_factory=dict)
    population: dict[str, dict[str, dict[str, int]]] = field(default_factory=dict)
    timeouts: dict[str, float] = field(default_factory=dict)
    baselines: dict[str, float] = field(default_factory=dict)
    lines_run: dict[str, dict[str, set[int]]] = field(default_factory=dict)
    measured: dict[str, Any] | None = None

    def run(self) -> dict[str, Any]:
        _cosmic_ray()
        started = time.time()
        self.measured = source_version(self.source)  # the tree as copied, not as it is at the end
        self.session_dir.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(prefix="adjudicator-mutation-") as work:
            copies = make_copies(self.source, self.copied, max(1, self.settings.jobs), Path(work))
            sample = []
            for target in self.targets:
                sample += self._prepare(target, copies[0])
            for target in self.targets:
                self._baseline(target, copies[0])
            rows, complete = self._execute(schedule(sample, self.settings.seed), copies)
        return self._report(rows, complete, time.time() - started)

    def _prepare(self, target: Target, copy: Path) -> list[Mutant]:
        """Enumerate a target's mutants into a fresh session database, mark the excluded and
        the unsampled skipped there (so ``cosmic-ray exec`` would run just the sample)."""
        from cosmic_ray.commands.init import init
        from cosmic_ray.work_db import WorkDB, use_db
        from cosmic_ray.work_item import WorkerOutcome, WorkResult

        database = self.session_dir / f"{target.name}.sqlite"
        database.unlink(missing_ok=True)
        sources = {m: (copy / m).read_text(encoding="utf-8") for m in target.modules}
        with use_db(str(database), WorkDB.Mode.create) as db:
            with contextlib.chdir(copy):
                init([Path(m) for m in target.modules], db, {})
            items = [(w.job_id, w.mutations[0]) for w in db.work_items]
            mutants = identify(target.name, items, sources)
            spans = {m: typing_spans(s) for m, s in sources.items()}
            reasons = {m.job_id: exclusion(m, spans[m.module], self.register.outside) for m in mutants}
            eligible = [m for m in mutants if reasons[m.job_id] is None]
            chosen = draw(eligible, self.settings.sample, self.settings.seed)
            picked = {m.job_id for m in chosen}
            for reason in sorted({r for r in reasons.values() if r}):
                db.set_multiple_results([j for j, r in reasons.items() if r == reason], WorkResult(
                    worker_outcome=WorkerOutcome.SKIPPED, output=f"excluded: {reason}"))
            db.set_multiple_results([m.job_id for m in eligible if m.job_id not in picked], WorkResult(
                worker_outcome=WorkerOutcome.SKIPPED, output=f"not sampled (seed {self.settings.seed})"))
        self.mutants[target.name] = mutants
        self.population[target.name] = {
            module: {"mutants": sum(1 for m in mutants if m.module == module),
                     "excluded": sum(1 for m in mutants if m.module == module and reasons[m.job_id])}
            for module in target.modules}
        return chosen

    def _baseline(self, target: Target, copy: Path) -> None:
        """The unmutated tree must pass, and the command must test the copy; its time sets the
        per-mutant timeout."""
        from cosmic_ray.testing import run_tests

        started = time.perf_counter()
        outcome, output = run_tests(target.argv(copy), 600)
        seconds = time.perf_counter() - started
        if outcome != "survived":
            raise UsageError(f"{target.name}: the tests fail on the unmutated tree, so no mutant can "
                             f"be judged:\n{(output or '').strip()[-2000:]}")
        if str(copy) not in output:
            raise UsageError(f"{target.name}: the test command did not test the copy {copy} "
                             f"(its output does not name it): {target.argv(copy)}")
        self.baselines[target.name] = round(seconds, 3)
        self.timeouts[target.name] = round(max(self.settings.timeout_min,
                                               self.settings.timeout_factor * seconds), 1)
        if target.trace:
            self.lines_run[target.name] = _lines_run(target, copy)

    def reached(self, mutant: Mutant) -> bool | None:
        """Whether the unmutated corpus runs any line of the mutant (None: not traced)."""
        lines = self.lines_run.get(mutant.target)
        if lines is None:
            return None
        ran = lines.get(mutant.module, set())
        return any(n in ran for n in range(mutant.start[0], mutant.end[0] + 1))

    def _execute(self, queue: list[Mutant], copies: list[Path]) -> tuple[list[dict[str, Any]], bool]:
        """Run the queue, one mutant per copy at a time, until done, out of budget or Ctrl-C
        (the running ones finish); results go to the session databases as they come."""
        from cosmic_ray.work_db import WorkDB, use_db

        targets = {t.name: t for t in self.targets}
        budget = self.settings.budget_seconds
        deadline = time.monotonic() + budget if budget else None
        free, pending = list(copies), list(reversed(queue))
        running: dict[Future[Any], tuple[Mutant, Path]] = {}
        rows: list[dict[str, Any]] = []
        with contextlib.ExitStack() as stack:
            dbs = {t: stack.enter_context(use_db(str(self.session_dir / f"{t}.sqlite"), WorkDB.Mode.open))
                   for t in targets}
            pool = stack.enter_context(ThreadPoolExecutor(max_workers=len(copies)))

            def finish(future: Future[Any]) -> None:
                mutant, copy = running.pop(future)
                free.append(copy)
                rows.append(self._record(dbs[mutant.target], mutant, *future.result()))
                if self.on_progress:
                    self.on_progress(rows[-1], len(rows), len(queue))

            try:
                while pending or running:
                    out_of_time = deadline is not None and time.monotonic() > deadline
                    while free and pending and not out_of_time:
                        mutant, copy = pending.pop(), free.pop()
                        future = pool.submit(_test_one, mutant, copy, targets[mutant.target].argv(copy),
                                             self.timeouts[mutant.target])
                        running[future] = (mutant, copy)
                    if not running:
                        break
                    for future in wait(running, timeout=1.0, return_when=FIRST_COMPLETED)[0]:
                        finish(future)
            except KeyboardInterrupt:
                print(f"mutation: interrupted; waiting for {len(running)} running mutant(s)", file=sys.stderr)
                for future in list(running):
                    finish(future)
        rows += [self._row(m, "not-run") for m in reversed(pending)]
        return rows, not pending

    def _record(self, db: Any, mutant: Mutant, result: Any, seconds: float) -> dict[str, Any]:
        """Store a mutant's cosmic-ray result in its session database; its report row."""
        db.set_result(mutant.job_id, result)
        outcome = classify(result.worker_outcome, result.test_outcome, result.output)
        return self._row(mutant, outcome, diff=result.diff or "", output=result.output, seconds=seconds)

    def _row(self, mutant: Mutant, outcome: str, **more: Any) -> dict[str, Any]:
        register = {e.key: e for e in self.register.equivalents}
        return row(mutant, outcome, register=register, reached=self.reached(mutant), **more)

    def _report(self, rows: list[dict[str, Any]], complete: bool, seconds: float) -> dict[str, Any]:
        from importlib.metadata import version

        rows.sort(key=lambda r: (r["target"], r["module"], r["start"], r["operator"], r["occurrence"]))
        modules = {m for t in self.targets for m in t.modules}
        all_mutants = [m for ms in self.mutants.values() for m in ms]
        return {
            "format": REPORT_FORMAT,
            "tool": f"cosmic-ray {version('cosmic-ray')}",
            "source": self.measured if self.measured is not None else source_version(self.source),
            "settings": {**asdict(self.settings), "equivalents": len(self.register.equivalents),
                         "outside": [f"{o.module}:{o.function}" for o in self.register.outside]},
            "seconds": round(seconds, 1),
            "complete": complete,
            "targets": {t.name: {"modules": list(t.modules), "cases": t.cases,
                                 "baseline_seconds": self.baselines.get(t.name),
                                 "timeout": self.timeouts.get(t.name)} for t in self.targets},
            "counts": aggregate(rows, self.population),
            "register": register_notes(rows, all_mutants, self.register, modules),
            "mutants": rows,
        }


def _test_one(mutant: Mutant, copy: Path, command: str, timeout: float) -> tuple[Any, float]:
    """Mutate the module in ``copy``, run the command, put the module back (cosmic-ray's
    ``mutate_and_test``); the diff names the module relative to the copy."""
    import attrs
    from cosmic_ray.mutating import mutate_and_test
    from cosmic_ray.work_item import MutationSpec

    spec = MutationSpec(module_path=copy / mutant.module, operator_name=f"core/{mutant.operator}",
                        occurrence=mutant.occurrence, start_pos=mutant.start, end_pos=mutant.end)
    started = time.perf_counter()
    result = mutate_and_test([spec], command, timeout)
    seconds = time.perf_counter() - started
    return attrs.evolve(result, diff=(result.diff or "").replace(f"/{copy}/", "/")), seconds


def _lines_run(target: Target, copy: Path) -> dict[str, set[int]]:
    """Run the target's trace command on the unmutated copy: module -> the lines it ran."""
    out = copy.parent / f"lines-{target.name}.json"
    argv = [part.replace("{root}", str(copy)).replace("{out}", str(out)) for part in target.trace]
    done = subprocess.run(argv, capture_output=True, text=True, timeout=600, check=False)
    if done.returncode != 0 or not out.exists():
        raise UsageError(f"{target.name}: the traced run of the unmutated tree failed:\n"
                         f"{(done.stdout + done.stderr).strip()[-2000:]}")
    return {module: set(lines) for module, lines in json.loads(out.read_text(encoding="utf-8")).items()}


def make_copies(source: Path, parts: tuple[str, ...], n: int, work: Path) -> list[Path]:
    """``n`` copies of ``parts`` of the tree under ``work``, byte-compiled with hash-checked
    .pyc files: an unchanged module loads from its .pyc, a mutated one is always recompiled
    (cosmic-ray runs tests with PYTHONDONTWRITEBYTECODE, so nothing stale is ever written)."""
    import compileall

    copies = []
    for i in range(n):
        copy = work / f"copy-{i}"
        for part in parts:
            src = source / part
            if src.is_dir():
                shutil.copytree(src, copy / part, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
            elif src.exists():
                (copy / part).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(src, copy / part)
        compileall.compile_dir(str(copy), quiet=1,
                               invalidation_mode=compileall.py_compile.PycInvalidationMode.CHECKED_HASH)
        copies.append(copy)
    return copies


def source_version(root: Path) -> dict[str, Any]:
    """The commit measured and whether the engine tree had uncommitted changes."""
    def git(*args: str) -> str | None:
        try:
            done = subprocess.run(["git", "-C", str(root), *args], capture_output=True, text=True,
                                  timeout=30, check=False)
        except OSError:
            return None
        return done.stdout.strip() if done.returncode == 0 else None

    status = git("status", "--porcelain", "--", *COPIED)
    return {"commit": git("rev-parse", "HEAD"), "dirty": bool(status) if status is not None else None}


def _cosmic_ray() -> None:
    try:
        import cosmic_ray.mutating  # noqa: F401
    except ImportError:
        raise UsageError(f"cosmic-ray is not installed; install the mutation extra: {INSTALL_HINT}") from None


def rulesets_under(cases: Iterable[dict[str, Any]], rulesets: Iterable[str]) -> dict[str, str]:
    """The ruleset each case outside the newest one runs under: the newest of the index's
    rulesets its ``@ruleset`` range holds for. A scenario true only of an older rulebook still
    judges the engine's code for that rulebook (a branch taken only before an amendment), where
    a run under the newest ruleset alone would skip it; a range no ruleset of the index meets is
    left out, and the case is skipped as in ``adjudicator run``."""
    from adjudicator.rulesets import in_range

    known = sorted(rulesets)
    under = {}
    for case in cases:
        if in_range(case.get("ruleset"), known[-1]):
            continue
        held = [r for r in known if in_range(case["ruleset"], r)]
        if held:
            under[case["id"]] = held[-1]
    return under


def game_targets(modules: dict[str, list[str]], work: Path) -> list[Target]:
    """One target per game: its modules and the runner over its cases, compiled now from this
    checkout into ``work`` (a corpus that does not lint is an error)."""
    from adjudicator.corpus.cache import cached_lint
    from adjudicator.rules import RuleIndex

    targets = []
    for game, mods in modules.items():
        corpus, problems = cached_lint(ROOT, [game])
        if problems:
            raise UsageError(f"the {game} corpus does not lint ({len(problems)} problems); "
                             "see adjudicator lint")
        cases = work / f"{game}-cases.json"
        index = RuleIndex.load(game)
        cases.write_text(json.dumps({"game": game, "ruleset": index.default_ruleset,
                                     "under": rulesets_under(corpus.cases, index.rulesets),
                                     "cases": corpus.cases}), encoding="utf-8")
        command = (sys.executable, str(RUNNER), str(cases), "{root}")
        targets.append(Target(game, tuple(mods), command, len(corpus.cases), (*command, "--lines", "{out}")))
    return targets


# -- showing ----------------------------------------------------------------------------------
COLUMNS = (("mutants", "mutants"), ("excluded", "excluded"), ("sampled", "sampled"),
           ("killed", "killed"), ("timeout", "timeout"), ("survived", "survived"),
           ("unreached", "unreached"), ("equivalent", "equiv."), ("incompetent", "incompetent"),
           ("not-run", "not run"))


def _pct(value: float | None) -> str:
    return "–" if value is None else f"{100 * value:.1f}%"


def table_rows(report: dict[str, Any]) -> list[tuple[str, str, list[str]]]:
    """(target, module or 'total', cells) in table order; module names relative to the game."""
    out = []
    for target, counts in report["counts"].items():
        for module, c in counts["modules"].items():
            name = module.removeprefix(f"adjudicator/games/{target}/")
            out.append((target, name, [str(c[k]) for k, _ in COLUMNS] + [_pct(c["score"])]))
        c = counts["total"]
        out.append((target, "total", [str(c[k]) for k, _ in COLUMNS] + [_pct(c["score"])]))
    return out


def markdown(report: dict[str, Any], parts: tuple[str, ...] = ("tables", "survivors")) -> str:
    """The report as Markdown: ``tables`` (a summary of the games, then a table per game by
    module) and ``survivors`` (per game, one line each: file:line, operator, the line before
    and after, whether the corpus ever reaches it)."""
    lines = [_run_line(report)]
    if "tables" in parts:
        lines += markdown_tables(report)
    if "survivors" in parts:
        for target in report["counts"]:
            alive = [r for r in report["mutants"] if r["target"] == target and r["outcome"] == "survived"]
            lines += ["", f"**{target}**: {len(alive)} survivors, each a question for the rulebook", ""]
            lines += [f"- `{_short(r['module'])}.py:{r['start'][0]}`{_in(r)} {r['operator']}: "
                      f"`{r['text']}` → `{r['mutated']}`{_unreached(r)}" for r in alive]
    return "\n".join(lines) + "\n"


def markdown_tables(report: dict[str, Any]) -> list[str]:
    heads = [label for _, label in COLUMNS] + ["killed %"]
    rule = "|---|" + "---:|" * len(heads)
    lines = ["", "| game | " + " | ".join(heads) + " |", rule]
    lines += [f"| {t} | " + " | ".join(cells) + " |" for t, module, cells in table_rows(report)
              if module == "total"]
    for target in report["counts"]:
        lines += ["", f"**{target}** by module", "", "| module | " + " | ".join(heads) + " |", rule]
        lines += [f"| {f'**{module}**' if module == 'total' else f'`{module}`'} | " + " | ".join(cells) + " |"
                  for t, module, cells in table_rows(report) if t == target]
    return lines


def _in(r: dict[str, Any]) -> str:
    return f" ({r['function']})" if r.get("function") else ""


def _unreached(r: dict[str, Any]) -> str:
    return " (never reached)" if r.get("reached") is False else ""


def _run_line(report: dict[str, Any]) -> str:
    s, src = report["settings"], report["source"]
    commit = (src.get("commit") or "?")[:10] + (" (uncommitted changes)" if src.get("dirty") else "")
    sample = "every mutant" if s["sample"] <= 0 else f"a sample of {s['sample']} per game"
    return (f"{report['tool']}, {sample}, seed {s['seed']}, {s['jobs']} job(s), commit {commit}, "
            f"{report['seconds']:.0f} s{'' if report['complete'] else ', cut short (budget or Ctrl-C)'}")


def print_report(report: dict[str, Any], *, survivors: str = "lines", file: Any = None) -> None:
    """The table (rich) and the survivors: ``lines`` one line each, ``diffs`` with their diff,
    ``toml`` as register entries to fill in, ``none``."""
    from rich.console import Console
    from rich.table import Table

    out = file or sys.stdout
    console = Console(file=out, soft_wrap=True, width=None if out.isatty() else 160)
    table = Table(title=_run_line(report), title_justify="left")
    table.add_column("game")
    table.add_column("module")
    for _, label in COLUMNS:
        table.add_column(label, justify="right")
    table.add_column("killed %", justify="right")
    for target, module, cells in table_rows(report):
        style = "bold" if module == "total" else None
        table.add_row(target, module, *cells, style=style, end_section=module == "total")
    console.print(table)
    for section, notes in report["register"].items():
        for note in notes:
            console.print(f"register ({section}): {note}", markup=False)
    alive = [r for r in report["mutants"] if r["outcome"] == "survived"]
    if survivors == "none" or not alive:
        return
    console.print(f"\n{len(alive)} survivor(s):", markup=False)
    for r in alive:
        if survivors == "toml":
            console.print(_toml_entry(r), markup=False)
            continue
        console.print(f"{r['module']}:{r['start'][0]}{_in(r)} {r['operator']}: {r['text']}"
                      f"  ->  {r['mutated']}{_unreached(r)}", markup=False)
        if survivors == "diffs":
            console.print(r["diff"].removeprefix("--- mutation diff ---\n") + "\n", markup=False)


def _toml_entry(r: dict[str, Any]) -> str:
    return "\n".join([
        f"# {r['module']}:{r['start'][0]}  ->  {r['mutated']}",
        "[[equivalent]]",
        f"module = {json.dumps(_short(r['module']))}",
        f"operator = {json.dumps(r['operator'])}",
        f"line = {json.dumps(r['text'])}",
        *([f"nth = {r['nth']}"] if r["nth"] else []),
        'reason = ""', ""])


def load_report(path: Path) -> dict[str, Any]:
    try:
        report = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise UsageError(f"cannot read report {path}: {exc.strerror}") from None
    except json.JSONDecodeError as exc:
        raise UsageError(f"{path}:{exc.lineno}: not a JSON report ({exc.msg})") from None
    if not isinstance(report, dict) or report.get("format") != REPORT_FORMAT:
        raise UsageError(f"{path}: not a mutation report of format {REPORT_FORMAT}")
    return report


# -- the command line -------------------------------------------------------------------------
def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="tools/mutation.py", description=__doc__.splitlines()[0])
    sub = top.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run", help="mutate, test, report")
    run.add_argument("--game", action="append", choices=PLAYABLE, default=[], help="only this game (repeat)")
    run.add_argument("--module", action="append", default=[],
                     help="only this module, e.g. rites/guard (repeat; implies its game)")
    run.add_argument("--sample", type=int, default=DEFAULT_SAMPLE,
                     help=f"mutants per game, stratified by module (default {DEFAULT_SAMPLE}; 0: all)")
    run.add_argument("--seed", type=int, default=DEFAULT_SEED, help=f"sampling seed (default {DEFAULT_SEED})")
    run.add_argument("-j", "--jobs", type=int, default=1, help="mutants tested at once (default 1)")
    run.add_argument("--budget", type=float, metavar="MINUTES",
                     help="stop starting mutants after this long; the rest are reported as not run")
    run.add_argument("--timeout-factor", type=float, default=10.0,
                     help="a mutant times out after this many times the unmutated run (default 10)")
    run.add_argument("--timeout-min", type=float, default=10.0, help="but never under this many seconds")
    run.add_argument("--nice", type=int, default=19, help="niceness of the run (default 19; 0: leave)")
    run.add_argument("--equivalents", type=Path, default=REGISTER,
                     help="the equivalents register (default docs/corpus-power.toml)")
    run.add_argument("--session", type=Path, default=SESSION_DIR,
                     help="folder of the cosmic-ray session databases (default .mutation/)")
    run.add_argument("--report", type=Path, help="JSON report (default <session>/report.json)")
    run.add_argument("--markdown", type=Path, help="also write the tables and survivors as Markdown")
    run.add_argument("--survivors", choices=("lines", "diffs", "toml", "none"), default="lines",
                     help="how survivors are printed after the table (default lines)")
    run.add_argument("-q", "--quiet", action="store_true", help="no progress bar")
    lst = sub.add_parser("list", help="the modules each game's run mutates")
    lst.add_argument("--game", action="append", choices=PLAYABLE, default=[])
    lst.add_argument("--count", action="store_true", help="count mutants per module (needs cosmic-ray)")
    show = sub.add_parser("show", help="print a saved report")
    show.add_argument("report", type=Path)
    show.add_argument("--markdown", choices=("all", "tables", "survivors"), nargs="?", const="all",
                      help="Markdown, as in docs/corpus-power.md: tables and survivors (default), or one")
    show.add_argument("--survivors", choices=("lines", "diffs", "toml", "none"), default="lines")
    return top


def validate(args: argparse.Namespace) -> None:
    if args.sample < 0:
        raise UsageError("--sample must be 0 (every mutant) or more")
    if args.jobs < 1:
        raise UsageError("--jobs must be 1 or more")
    if args.budget is not None and args.budget <= 0:
        raise UsageError("--budget must be a positive number of minutes")
    if args.timeout_factor <= 0 or args.timeout_min <= 0:
        raise UsageError("--timeout-factor and --timeout-min must be positive")
    if not 0 <= args.nice <= 19:
        raise UsageError("--nice must be between 0 and 19")


def _interrupt(signum: int, frame: Any) -> None:
    raise KeyboardInterrupt


def cmd_run(args: argparse.Namespace) -> int:
    validate(args)
    modules = resolve_modules(ROOT, args.game, args.module)
    register = load_register(args.equivalents)
    _cosmic_ray()
    if args.nice:
        os.nice(max(0, args.nice - os.nice(0)))
    signal.signal(signal.SIGTERM, _interrupt)  # stops as Ctrl-C does: running mutants finish, report
    settings = Settings(args.sample, args.seed, args.jobs, args.budget * 60 if args.budget else None,
                        args.timeout_factor, args.timeout_min, args.nice)
    with tempfile.TemporaryDirectory(prefix="adjudicator-mutation-cases-") as work:
        targets = game_targets(modules, Path(work))
        with _progress(args.quiet) as progress:
            session = Session(ROOT, COPIED, targets, settings, args.session, register, progress)
            report = session.run()
    path = args.report or args.session / "report.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    if args.markdown:
        args.markdown.write_text(markdown(report), encoding="utf-8")
    print_report(report, survivors=args.survivors)
    print(f"report: {path}" + (f"; markdown: {args.markdown}" if args.markdown else ""))
    return 0


@contextlib.contextmanager
def _progress(quiet: bool) -> Any:
    """A progress callback: a rich bar with the counts so far on a terminal, a plain line every
    5% otherwise (a log of a long run); nothing when quiet."""
    if quiet:
        yield None
        return
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    tally: Counter[str] = Counter()
    console = Console(stderr=True)
    started = time.monotonic()

    def counts() -> str:
        return " ".join(f"{k} {tally[k]}" for k in OUTCOMES if tally[k])

    if not console.is_terminal:
        def log(r: dict[str, Any], done: int, total: int) -> None:
            tally[r["outcome"]] += 1
            if done == total or done % max(1, total // 20) == 0:
                print(f"mutation: {done}/{total} in {time.monotonic() - started:.0f} s: {counts()}",
                      file=sys.stderr, flush=True)

        yield log
        return
    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                  TimeRemainingColumn(), console=console, transient=True) as bar:
        task = bar.add_task("mutants", total=None)

        def advance(r: dict[str, Any], done: int, total: int) -> None:
            tally[r["outcome"]] += 1
            bar.update(task, completed=done, total=total, description=f"{_short(r['module'])}  {counts()}")

        yield advance


def cmd_list(args: argparse.Namespace) -> int:
    modules = resolve_modules(ROOT, args.game, [])
    counts: Counter[str] = Counter()
    if args.count:
        _cosmic_ray()
        from cosmic_ray.commands.init import init
        from cosmic_ray.work_db import WorkDB, use_db

        with tempfile.TemporaryDirectory() as work, use_db(str(Path(work) / "count.sqlite"),
                                                          WorkDB.Mode.create) as db:
            with contextlib.chdir(ROOT):  # init only reads the modules
                init([Path(m) for mods in modules.values() for m in mods], db, {})
            counts.update(Path(w.mutations[0].module_path).as_posix() for w in db.work_items)
    for game, mods in modules.items():
        print(f"{game}: {len(mods)} modules")
        for m in mods:
            print(f"  {m}" + (f"  {counts.get(m, 0)} mutants" if args.count else ""))
    return 0


def cmd_show(args: argparse.Namespace) -> int:
    report = load_report(args.report)
    if args.markdown:
        parts = ("tables", "survivors") if args.markdown == "all" else (args.markdown,)
        sys.stdout.write(markdown(report, parts))
    else:
        print_report(report, survivors=args.survivors)
    return 0


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        return {"run": cmd_run, "list": cmd_list, "show": cmd_show}[args.command](args)
    except UsageError as exc:
        print(f"mutation: error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())

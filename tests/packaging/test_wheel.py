"""The corpus ships in the package (issue 14): ``python -m build`` makes an sdist that keeps
features/ and fixtures/ at the top level and a wheel (built from that sdist) that carries them;
the wheel, installed into a fresh virtual environment (not editable), runs the whole corpus from an
unrelated folder with the checkout's result, and the README's engine-author lines work there.

Nothing is downloaded: the build uses this environment's own build tools (``--no-isolation``),
and the fresh environment gets the wheel with ``--no-index --no-deps``; its dependencies come
from this environment's site-packages through a ``.pth`` line (the editable install of the
checkout is not among them: a ``.pth`` file's own ``.pth`` files are never read), and the test
checks that ``adjudicator`` is imported from the fresh environment.

Slow but run (about 15 s on a quiet machine): ``-m "not slow"`` leaves it out.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import sysconfig
import tarfile
import venv
import zipfile
from pathlib import Path

import pytest

from adjudicator.games import PACKAGE

CHECKOUT = PACKAGE.parent
CORPUS = ("features", "fixtures")

pytestmark = pytest.mark.slow


def corpus_files(root: Path) -> set[str]:
    return {p.relative_to(root).as_posix() for folder in CORPUS for p in (root / folder).rglob("*")
            if p.is_file()}


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    if not (CHECKOUT / "pyproject.toml").is_file():
        pytest.skip("not a source checkout: there is nothing to build")
    out = tmp_path_factory.mktemp("dist")
    run([sys.executable, "-m", "build", "--no-isolation", "--outdir", str(out), str(CHECKOUT)],
        cwd=out)
    (wheel,) = out.glob("adjudicator-*.whl")
    (sdist,) = out.glob("adjudicator-*.tar.gz")
    return {"wheel": wheel, "sdist": sdist, "dir": out}


@pytest.fixture(scope="module")
def installed(built: dict[str, Path], tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """A fresh virtual environment with the wheel installed, not editable."""
    home = tmp_path_factory.mktemp("fresh")
    env_dir = home / "venv"
    venv.EnvBuilder(with_pip=False).create(env_dir)
    python = env_dir / "bin" / "python"
    run([sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet", "--no-index",
         "--no-deps", str(built["wheel"])], cwd=home)
    purelib = Path(run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                       cwd=home).stdout.strip())
    (purelib / "test-dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    elsewhere = home / "elsewhere"
    elsewhere.mkdir()
    return {"bin": env_dir / "bin", "purelib": purelib, "elsewhere": elsewhere, "home": home}


def run(argv: list[str], cwd: Path, check: bool = True, env: dict[str, str] | None = None
        ) -> subprocess.CompletedProcess[str]:
    out = subprocess.run(argv, cwd=cwd, capture_output=True, text=True, timeout=600, env=env)
    if check:
        assert out.returncode == 0, f"{argv}: {out.returncode}\n{out.stdout[-3000:]}\n{out.stderr[-3000:]}"
    return out


def fresh_env(installed: dict[str, Path]) -> dict[str, str]:
    """The fresh environment's variables: no corpus root, its own home and cache."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("ADJUDICATOR_ROOT", "ADJUDICATOR_CACHE_DIR", "PYTHONPATH", "VIRTUAL_ENV")}
    return env | {"HOME": str(installed["home"]), "XDG_CACHE_HOME": str(installed["home"] / "cache"),
                  "PATH": f"{installed['bin']}{os.pathsep}{env.get('PATH', '')}"}


def test_the_sdist_keeps_the_corpus_at_the_top_level(built: dict[str, Path]) -> None:
    with tarfile.open(built["sdist"]) as sdist:
        names = {n.split("/", 1)[1] for n in sdist.getnames() if "/" in n}
    assert corpus_files(CHECKOUT) <= names
    assert "setup.py" in names and "MANIFEST.in" in names


def test_the_wheel_carries_the_corpus_in_the_package(built: dict[str, Path]) -> None:
    with zipfile.ZipFile(built["wheel"]) as wheel:
        names = set(wheel.namelist())
    prefix = "adjudicator/shipped/"
    assert {n[len(prefix):] for n in names if n.startswith(prefix)} == corpus_files(CHECKOUT)
    assert "adjudicator/schemas/case.schema.json" in names


def test_the_installed_package_runs_the_corpus_from_anywhere_as_the_checkout_does(
        installed: dict[str, Path], tmp_path: Path) -> None:
    env = fresh_env(installed)
    where = run([str(installed["bin"] / "python"), "-c", "import adjudicator; print(adjudicator.__file__)"],
                cwd=installed["elsewhere"], env=env).stdout.strip()
    assert Path(where).is_relative_to(installed["purelib"]), where
    version = run(["adjudicator", "--version"], cwd=installed["elsewhere"], env=env).stdout
    assert f"corpus: {installed['purelib'] / 'adjudicator' / 'shipped'}" in version
    ran = run(["adjudicator", "run", "-q", "--report", "installed.jsonl"], cwd=installed["elsewhere"],
              env=env)
    checkout = tmp_path / "checkout.jsonl"
    run([sys.executable, "-m", "adjudicator.cli", "run", "-q", "--report", str(checkout)], cwd=CHECKOUT,
        env=env | {"ADJUDICATOR_CACHE_DIR": str(tmp_path / "cache")})
    mine, theirs = read(installed["elsewhere"] / "installed.jsonl"), read(checkout)
    assert mine["header"]["corpus_version"] == theirs["header"]["corpus_version"]
    assert mine["outcomes"] == theirs["outcomes"] and len(mine["outcomes"]) > 700
    assert mine["footer"]["totals"] == theirs["footer"]["totals"]
    assert "passed, 0 failed" in ran.stdout
    shipped = installed["purelib"] / "adjudicator" / "shipped"
    assert not (shipped / ".adjudicator-cache").exists()  # the cache goes to the user's folder
    assert (installed["home"] / "cache" / "adjudicator").is_dir()
    lint = run(["adjudicator", "lint"], cwd=installed["elsewhere"], env=env)
    assert f"{len(mine['outcomes'])} scenarios, no problems" in lint.stderr


def test_the_readme_engine_author_lines_work_outside_the_checkout(installed: dict[str, Path]) -> None:
    """Run against an engine, keep a baseline, and judge a later run by it: the engine here is
    the installed package's own No Dawn server, through the protocol, on one rule group."""
    env = fresh_env(installed)
    engine = f"{installed['bin'] / 'adjudicator'} serve nodawn"
    here = installed["elsewhere"]
    first = run(["adjudicator", "run", "-q", "--engine", engine, "--game", "nodawn",
                 "--rule", "122", "--save-expectations", "my-engine.toml"], cwd=here, env=env)
    assert "wrote 0 expected failures" in first.stderr
    again = run(["adjudicator", "run", "-q", "--engine", engine, "--game", "nodawn",
                 "--rule", "122", "--expectations", "my-engine.toml", "--strict"], cwd=here, env=env)
    assert "0 new" in again.stdout


def read(path: Path) -> dict:
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    return {"header": lines[0], "footer": lines[-1],
            "outcomes": {r["id"]: r["outcome"] for r in lines if r["type"] == "case"}}

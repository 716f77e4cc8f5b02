"""The one build step of the package: the corpus goes into it (pyproject.toml says why).

A built package (wheel, or a wheel built from the sdist) carries the repository's top-level
features/ and fixtures/ as ``adjudicator/shipped/``, where ``adjudicator.games.shipped_root``
finds them, so that an installed package runs the whole corpus from any folder. An editable
install copies nothing: it reads them where they are in the source tree.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

#: The corpus folders, at the top of the repository (and of the sdist, MANIFEST.in).
CORPUS = ("features", "fixtures")
#: Where they go in the built package.
SHIPPED = Path("adjudicator") / "shipped"
HERE = Path(__file__).resolve().parent


class BuildWithCorpus(build_py):
    """build_py, then a copy of features/ and fixtures/ into the package being built."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        for folder in CORPUS:
            source, target = HERE / folder, Path(self.build_lib) / SHIPPED / folder
            if not source.is_dir():
                raise SystemExit(f"cannot build the package: {source} is missing (the corpus)")
            shutil.rmtree(target, ignore_errors=True)
            shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__"))


setup(cmdclass={"build_py": BuildWithCorpus})

"""The whole corpus, bound through pytest-bdd.

Three generic step definitions hand every step to the game's vocabulary (see
adjudicator/testing/bdd.py), so pytest-bdd's step lookup stays cheap and the phrases are
defined once. Select with ``--rule 704.5``, ``-m "game(id='nocturne')"`` or ``-k``.
"""

import pytest
from pytest_bdd import given, parsers, scenarios, then, when

from adjudicator.testing.bdd import run_step

scenarios("../features")

ANY = parsers.re(r"(?P<text>.+)")


@given(ANY)
def given_step(request: pytest.FixtureRequest, text: str) -> None:
    run_step(request)


@when(ANY)
def when_step(request: pytest.FixtureRequest, text: str) -> None:
    run_step(request)


@then(ANY)
def then_step(request: pytest.FixtureRequest, text: str) -> None:
    run_step(request)

"""The harness's state comparisons."""

import pytest

from adjudicator.harness.expect import check

STATE = {
    "players": {"Alice": {"wrath": 2, "pool": {"Sacred": 1},
                          "zones": {"hand": [{"card": "A"}, {"card": "B"}],
                                    "battlefield": [{"card": "X", "damage": 4}]}}},
    "a/b": {"~": 1},
}


@pytest.mark.parametrize("expect", [
    {"path": "/players/Alice/wrath", "equals": 2},
    {"path": "/players/Alice/pool/generic", "equals": 0, "default": 0},
    {"path": "/players/Alice/zones/hand", "cards": ["A", "B"]},
    {"path": "/players/Alice/zones/hand", "contains": ["B"]},
    {"path": "/players/Alice/zones/hand", "lacks": ["C"]},
    {"path": "/players/Alice/zones/hand", "count": 2},
    {"path": "/players/Alice/zones/battlefield", "where": {"card": "X"}, "has": {"damage": 4}},
    {"path": "/a~1b/~0", "equals": 1},
])
def test_met(expect):
    assert check(expect, STATE) is None


@pytest.mark.parametrize("expect, observed", [
    ({"path": "/players/Alice/wrath", "equals": 3}, 2),
    ({"path": "/players/Alice/zones/hand", "cards": ["B", "A"]}, ["A", "B"]),
    ({"path": "/players/Alice/zones/hand", "contains": ["A", "A"]}, ["A", "B"]),
    ({"path": "/players/Alice/zones/battlefield", "where": {"card": "X"}, "has": {"damage": 5}},
     {"damage": 4}),
    ({"path": "/players/Bob/wrath", "equals": 0}, "<nothing at /players/Bob/wrath>"),
    ({"path": "/players/Alice/zones/battlefield", "where": {"card": "Y"}, "has": {"damage": 0}},
     "<no object matching {'card': 'Y'}>"),
])
def test_unmet_reports_observed(expect, observed):
    result = check(expect, STATE)
    assert result is not None and result[1] == observed

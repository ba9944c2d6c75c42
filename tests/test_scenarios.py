"""The rulebook's worked examples (copied from shared/beastybar/rulebook_scenarios.json) must pass."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from beastybar_access.games.beastybar.scenario import resolve

DATA = Path(__file__).parent / "data" / "beastybar_rulebook_scenarios.json"
SCENARIOS = json.loads(DATA.read_text(encoding="utf-8"))["scenarios"]


@pytest.mark.parametrize("scenario", SCENARIOS, ids=[s["name"][:60] for s in SCENARIOS])
def test_rulebook_scenario(scenario: dict) -> None:
    data = {k: v for k, v in scenario.items() if k != "expect"}
    result = resolve(data)
    expect = scenario["expect"]
    assert result["queue"] == expect["queue"]
    assert sorted(result["bar"]) == sorted(expect["bar"])
    assert sorted(result["thats_it"]) == sorted(expect["thats_it"])


def test_there_are_rulebook_scenarios() -> None:
    assert len(SCENARIOS) >= 9

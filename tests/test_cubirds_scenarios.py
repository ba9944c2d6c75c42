"""Cubirds scenarios: the rulebook's worked examples (copied from shared/cubirds/rulebook_scenarios.json),
more turns in the SCENARIOS.md format, and the resolver's answers to bad input."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from beastybar_access.games.cubirds.scenario import ScenarioError, resolve

DATA = Path(__file__).parent / "data" / "cubirds_rulebook_scenarios.json"
SCENARIOS = json.loads(DATA.read_text(encoding="utf-8"))["scenarios"]
ROWS = [["flamingo", "owl", "parrot"], ["duck", "robin", "magpie"], ["owl", "toucan", "duck"],
        ["robin", "magpie", "reed-warbler"]]
ROWS_DECK = ["parrot", "toucan", "owl"]


def check(result: dict[str, Any], expect: dict[str, Any]) -> None:
    for key in ("rows", "deck"):  # in order
        if key in expect:
            assert result[key] == expect[key], key
    for key in ("hand", "collection", "discard"):  # as multisets
        if key in expect:
            assert sorted(result[key]) == sorted(expect[key]), key
    for key in ("round_over", "winner"):
        if key in expect:
            assert result[key] is expect[key], key


@pytest.mark.parametrize("scenario", SCENARIOS, ids=[s["name"][:60] for s in SCENARIOS])
def test_rulebook_scenario(scenario: dict) -> None:
    result = resolve({k: v for k, v in scenario.items() if k != "expect"})
    check(result, scenario["expect"])
    assert set(result) == {"rows", "hand", "collection", "deck", "discard", "round_over", "winner", "events"}
    assert result["events"][0]["type"] == "laid"


def test_there_are_rulebook_scenarios() -> None:
    assert len(SCENARIOS) >= 4


def base(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"rows": copy.deepcopy(ROWS), "hand": ["parrot", "parrot", "magpie", "duck"],
                            "collection": ["robin"], "deck": ["parrot", "toucan", "owl"], "discard": [],
                            "play": {"species": "parrot", "row": 0, "side": "left"}, "refill": [],
                            "draw_two": False, "flock": None}
    data.update(changes)
    return data


def test_refill_ends_default_to_the_played_side_and_events_tell_each_card() -> None:
    result = resolve(base(refill=[]))
    assert result["rows"][0] == ["toucan", "parrot", "parrot", "parrot", "parrot"]
    placed = [(e["card"], e["side"]) for e in result["events"] if e["type"] == "refill_placed"]
    assert placed == [("parrot", "left"), ("toucan", "left")]
    result = resolve(base(refill=["right", "left"]))
    assert result["rows"][0] == ["toucan", "parrot", "parrot", "parrot", "parrot"]
    result = resolve(base(refill=["left", "right"]))
    assert result["rows"][0] == ["parrot", "parrot", "parrot", "parrot", "toucan"]


def test_a_refill_reshuffles_the_discard_pile_the_same_way_every_time() -> None:
    data = base(deck=[], discard=["owl", "robin", "toucan", "duck"], refill=["right"] * 5)
    with pytest.raises(ScenarioError, match="5 ends"):
        resolve(data)
    data["refill"] = ["right"]
    a, b = resolve(data), resolve(data)
    assert a == b
    assert any(e["type"] == "reshuffled" and e["count"] == 4 for e in a["events"])
    assert len(a["deck"]) == 3 and a["discard"] == []


def test_a_refill_that_finds_nothing_reports_it() -> None:
    result = resolve(base(deck=[], discard=[]))
    assert result["rows"][0] == ["parrot", "parrot", "parrot"]
    assert {"type": "pile_exhausted", "row": 0} in result["events"]


def test_draw_two_is_ignored_after_a_surround() -> None:
    result = resolve(base(draw_two=True, refill=["right", "right"]))
    assert result["deck"] == ["owl"]
    assert sorted(result["hand"]) == ["duck", "flamingo", "magpie", "owl"]


def test_laying_the_last_cards_ends_the_round() -> None:
    result = resolve(base(hand=["magpie"], play={"species": "magpie", "row": 1, "side": "right"},
                          draw_two=True))
    assert result["round_over"] is True and result["hand"] == [] and result["deck"] == ROWS_DECK


def test_big_flock_keeps_two() -> None:
    result = resolve(base(hand=["duck", *["robin"] * 9], collection=[],
                          play={"species": "duck", "row": 3, "side": "right"}, flock="robin"))
    assert result["collection"] == ["robin", "robin"] and len(result["discard"]) == 7
    assert result["round_over"] is True and result["winner"] is False


def test_seven_species_wins() -> None:
    result = resolve(base(hand=["duck", "flamingo", "flamingo", "owl"],
                          collection=["owl", "toucan", "duck", "parrot", "magpie", "robin"],
                          play={"species": "duck", "row": 3, "side": "right"}, flock="flamingo"))
    assert result["winner"] is True


BAD = [
    ("[]", "JSON object"),
    ("{not json", "malformed JSON"),
    (base(rows=ROWS[:3]), "4 lists"),
    (base(rows=[["owl", "owl"], *ROWS[1:]]), "row 0 holds 1 species"),
    (base(rows=[[], *ROWS[1:]]), "row 0 holds 0 species"),
    (base(rows=[["owl", "dodo"], *ROWS[1:]]), "unknown species 'dodo'"),
    (base(hand=["parrot", 3]), "not a species id"),
    (base(hand="parrot"), "must be a list"),
    (base(play={"species": "robin", "row": 0, "side": "left"}), "no robin in hand"),
    (base(play={"species": "emu", "row": 0, "side": "left"}), "unknown species 'emu'"),
    (base(play={"species": "parrot", "row": 4, "side": "left"}), "0 to 3"),
    (base(play={"species": "parrot", "row": -1, "side": "left"}), "0 to 3"),
    (base(play={"species": "parrot", "row": "0", "side": "left"}), "0 to 3"),
    (base(play={"species": "parrot", "row": 0, "side": "up"}), "\"left\" or \"right\""),
    (base(play={"species": "parrot", "row": 0}), "\"left\" or \"right\""),
    (base(play={"row": 0, "side": "left"}), "missing 'species'"),
    (base(play="parrot"), "must be an object"),
    (base(play={"species": "parrot", "row": 0, "side": "left", "count": 2}), "unknown key"),
    (base(flock="magpie", refill=["right", "right"]), "1 magpie cards are no flock"),
    (base(flock="robin", refill=["right", "right"]), "no robin in hand"),
    (base(flock="dodo"), "unknown species 'dodo'"),
    (base(draw_two="yes"), "true or false"),
    (base(refill="right"), "'refill' must be a list"),
    (base(refill=["up"]), "refill[0]"),
    (base(hand=["flamingo"] * 8, play={"species": "flamingo", "row": 0, "side": "left"}),
     "9 flamingo cards in the scenario"),
    (base(deck=["robin"] * 20), "23 robin cards"),
    (base(colour="red"), "unknown key"),
    ({k: v for k, v in base().items() if k != "rows"}, "missing 'rows'"),
    ({k: v for k, v in base().items() if k != "hand"}, "missing 'hand'"),
    ({k: v for k, v in base().items() if k != "play"}, "missing 'play'"),
]


@pytest.mark.parametrize(("data", "needle"), BAD, ids=[b[1] for b in BAD])
def test_bad_input(data: Any, needle: str) -> None:
    from beastybar_access.games.cubirds.scenario import resolve_text

    text = data if isinstance(data, str) else json.dumps(data)
    with pytest.raises(ScenarioError) as exc:
        resolve_text(text)
    assert needle in str(exc.value)
    assert "\n" not in str(exc.value)

"""4 Monkeys scoring: the rulebook's example (copied from shared/monkeys/rulebook_scenarios.json), the
procedure's every step (duplicates, the smartest monkey and its ties, checks in order, scores), banana
peels, the family variant, the game's winners and the resolver's answers to bad input."""

from __future__ import annotations

import copy
import doctest
import json
from pathlib import Path
from typing import Any

import pytest

from beastybar_access.games.monkeys import rules, scenario
from beastybar_access.games.monkeys.cards import parse_face
from beastybar_access.games.monkeys.rules import Check, Smartest, TileCards, game_winners, score_round
from beastybar_access.games.monkeys.scenario import ScenarioError, resolve, resolve_text
from beastybar_access.games.monkeys.tiles import parse_combo

DATA = Path(__file__).parent / "data" / "monkeys_rulebook_scenarios.json"
SCENARIOS = json.loads(DATA.read_text(encoding="utf-8"))["scenarios"]

# correct card sets for each combo (see test_monkeys_tiles for every tile's checks)
OK = {
    "gold-1": ["blue-circle-circle"],
    "circles-3": ["red-circle-circle", "blue-circle-square"],
    "gold-2": ["red-circle-circle", "blue-square-square"],
    "shapes-4": ["red-circle-triangle", "blue-square-pentagon"],
    "colour-3": ["green-circle-triangle", "green-circle-square", "green-square-square"],
    "colours-4": ["yellow-circle-triangle", "green-square-square", "red-circle-pentagon",
                  "blue-triangle-square"],
    "rainbow": ["red-circle-triangle", "yellow-triangle-square", "green-square-pentagon",
                "blue-circle-pentagon"],
    "colour-4": ["red-circle-circle", "red-triangle-square", "red-square-pentagon", "red-circle-pentagon"],
    "shape-5": ["red-circle-circle", "blue-circle-circle", "green-circle-square"],
    "gold-3": ["red-circle-circle", "blue-square-square", "green-triangle-triangle"],
}
BAD = ["yellow-triangle-pentagon"]  # meets none of the needs


def tile(combo: str, ok: bool = True, side: str = "green") -> dict[str, Any]:
    return {"combo": combo, "side": side, "cards": OK[combo] if ok else BAD}


def player(name: str, *tiles: dict[str, Any], peels: int = 0) -> dict[str, Any]:
    return {"name": name, "banana_peels": peels, "tiles": list(tiles)}


def checks(out: dict[str, Any]) -> list[tuple[str, str, bool]]:
    return [(c["player"], c["combo"], c["correct"]) for c in out["checks"]]


@pytest.mark.parametrize("module", [rules, scenario])
def test_doctests(module: object) -> None:
    assert doctest.testmod(module).failed == 0  # type: ignore[arg-type]


# -- the rulebook ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("s", SCENARIOS, ids=[s["name"][:60] for s in SCENARIOS])
def test_rulebook_scenario(s: dict[str, Any]) -> None:
    assert resolve({k: v for k, v in s.items() if k != "expect"}) == s["expect"]
    assert resolve(s) == s["expect"]  # name and expect are ignored


def test_the_format_example_of_scenarios_md_read_by_the_components_rules() -> None:
    # SCENARIOS.md's format example is not a worked case: by COMPONENTS.md, Claire's two cards show three
    # circle buttons (red-circle-circle has two circles, one of them gold; a gold button keeps its shape),
    # neither card is spare, so Three circles is correct; had it been wrong, Claire and Tom would both be
    # left with 0 points and no brown tile, and both be the smartest monkeys.
    example = {"players": [{"name": "Claire", "banana_peels": 1, "tiles": [
        {"combo": "circles-3", "side": "green", "cards": ["red-circle-circle", "blue-circle-square"]}]},
        {"name": "Tom", "banana_peels": 0, "tiles": []}]}
    assert resolve(example) == {"set_aside": {"Claire": [], "Tom": []},
                                "checks": [{"player": "Claire", "combo": "circles-3", "correct": True}],
                                "smartest": ["Claire"], "scores": {"Claire": -1, "Tom": 0}}
    example["players"][0]["tiles"][0]["cards"] = ["red-circle-square", "blue-circle-square"]
    assert resolve(example)["smartest"] == ["Claire", "Tom"]


def test_the_rulebook_example_step_by_step() -> None:
    (s,) = SCENARIOS
    tiles = [[TileCards(parse_combo(t["combo"]), t["side"] == "brown", tuple(map(parse_face, t["cards"])))
              for t in p["tiles"]] for p in s["players"]]
    result = score_round(tiles, [p["banana_peels"] for p in s["players"]])
    assert result.duplicates == ((), (), (0, 1))  # Ian's two Four colours
    steps = [(type(x).__name__, x.players if isinstance(x, Smartest) else (x.player, x.correct))
             for x in result.steps]
    assert steps == [("Smartest", (2,)), ("Check", (2, True)), ("Check", (2, False)), ("Smartest", (2,)),
                     ("Check", (2, False)), ("Smartest", (1,)), ("Check", (1, True)), ("Check", (1, True))]
    first = result.steps[0]
    assert isinstance(first, Smartest) and first.points == (7, 11, 13)  # banana peels do not count here
    third = result.steps[4]
    assert isinstance(third, Check) and third.verdict.met and third.verdict.spare == (2,)
    assert [(p.points, p.set_aside, p.banana_peels, p.score) for p in result.scores] == \
        [(7, 0, 1, 4), (11, 0, 1, 8), (10, 4, 0, 2)]


# -- step 1: duplicates ------------------------------------------------------------------------------------


def test_every_copy_of_a_duplicate_is_set_aside_unchecked() -> None:
    out = resolve({"players": [
        player("A", tile("gold-3"), tile("gold-3", side="brown"), tile("gold-3", ok=False), tile("gold-1")),
        player("B", tile("rainbow")),
    ]})
    assert out["set_aside"] == {"A": ["gold-3", "gold-3", "gold-3"], "B": []}
    # A keeps 1 point, so B (5) is the smartest; A's duplicates were never checked
    assert checks(out) == [("B", "rainbow", True)] and out["smartest"] == ["B"]
    assert out["scores"] == {"A": 1 - 3 * 2, "B": 5}


def test_a_combo_owned_once_on_each_side_is_a_duplicate_too() -> None:
    out = resolve({"players": [player("A", tile("gold-2"), tile("gold-2", side="brown")), player("B")]})
    assert out["set_aside"]["A"] == ["gold-2", "gold-2"] and out["scores"]["A"] == -4


# -- step 2: the smartest monkey ---------------------------------------------------------------------------


def test_a_tie_goes_to_more_brown_tiles() -> None:
    # both 4 points; B's are two brown tiles
    out = resolve({"players": [player("A", tile("colour-3")),
                               player("B", tile("gold-2", side="brown"), tile("shapes-4", side="brown"))]})
    assert out["smartest"] == ["B"] and [c[0] for c in checks(out)] == ["B", "B"]


def test_a_full_tie_checks_both_in_turn_in_seat_order() -> None:
    out = resolve({"players": [player("A", tile("gold-1"), tile("shapes-4")),
                               player("B", tile("gold-1"), tile("gold-2")),
                               player("C")]})
    assert out["smartest"] == ["A", "B"]
    assert checks(out) == [("A", "gold-1", True), ("B", "gold-1", True), ("A", "shapes-4", True),
                           ("B", "gold-2", True)]


def test_after_a_wrong_check_the_turn_goes_on_from_the_seat_checked_last() -> None:
    # A, B and C tie at 4; B's first tile is wrong, so A and C remain, and C (after B) is checked next
    out = resolve({"players": [player("A", tile("gold-1"), tile("shapes-4")),
                               player("B", tile("gold-1", ok=False), tile("gold-2")),
                               player("C", tile("gold-1"), tile("shapes-4"))]})
    assert checks(out) == [("A", "gold-1", True), ("B", "gold-1", False), ("C", "gold-1", True),
                           ("A", "shapes-4", True), ("C", "shapes-4", True)]
    assert out["smartest"] == ["A", "C"] and out["scores"] == {"A": 4, "B": 1, "C": 4}


def test_a_smartest_monkey_with_nothing_left_to_check_waits_for_the_others() -> None:
    # A and B tie; A's only tile is correct, B's two are checked on
    out = resolve({"players": [player("A", tile("colour-3")),
                               player("B", tile("gold-1"), tile("gold-2"))]})
    assert checks(out) == [("A", "colour-3", True), ("B", "gold-1", True), ("B", "gold-2", True)]


def test_a_player_who_lost_the_title_and_gets_it_back_is_not_checked_twice() -> None:
    out = resolve({"players": [player("A", tile("gold-1"), tile("colour-4", ok=False)),
                               player("B", tile("gold-1"), tile("colours-4", ok=False))]})
    # A 7 → gold-1 ok, colour-4 wrong (1); B 5 → gold-1 ok, colours-4 wrong (1); both 1: both smartest,
    # nothing left to check
    assert checks(out) == [("A", "gold-1", True), ("A", "colour-4", False), ("B", "gold-1", True),
                           ("B", "colours-4", False)]
    assert out["smartest"] == ["A", "B"] and out["scores"] == {"A": -1, "B": -1}


def test_everyone_without_tiles_is_smartest_and_nothing_is_checked() -> None:
    out = resolve({"players": [player("A", peels=2), player("B")]})
    assert out == {"set_aside": {"A": [], "B": []}, "checks": [], "smartest": ["A", "B"],
                   "scores": {"A": -6, "B": 0}}


# -- step 3: the order of checks ---------------------------------------------------------------------------


def test_checks_go_from_the_lowest_value_and_equal_values_in_table_order() -> None:
    # values: shapes-4 3, gold-2 3, colour-3 brown 3, gold-1 1, rainbow brown 4
    out = resolve({"players": [player("A", tile("rainbow", side="brown"), tile("shapes-4"),
                                      tile("colour-3", side="brown"), tile("gold-2"), tile("gold-1")),
                               player("B")]})
    assert [c[1] for c in checks(out)] == ["gold-1", "gold-2", "shapes-4", "colour-3", "rainbow"]


def test_only_the_smartest_monkeys_tiles_are_checked() -> None:
    out = resolve({"players": [player("A", tile("gold-3")), player("B", tile("gold-1", ok=False))]})
    assert checks(out) == [("A", "gold-3", True)] and out["scores"] == {"A": 7, "B": 1}  # B's bluff pays


def test_a_wrong_combo_costs_its_value_and_two_more() -> None:
    out = resolve({"players": [player("A", tile("gold-3", ok=False), tile("gold-1")),
                               player("B", tile("circles-3", ok=False))]})
    assert checks(out) == [("A", "gold-1", True), ("A", "gold-3", False), ("B", "circles-3", False)]
    assert out["set_aside"] == {"A": ["gold-3"], "B": ["circles-3"]} and out["smartest"] == ["A"]
    assert out["scores"] == {"A": 1 - 2, "B": -2}


def test_a_spare_card_makes_a_combo_wrong() -> None:
    spare = {"combo": "gold-1", "side": "green", "cards": ["blue-circle-circle", "red-circle-square"]}
    out = resolve({"players": [player("A", spare), player("B")]})
    assert checks(out) == [("A", "gold-1", False)] and out["scores"]["A"] == -2


# -- step 4 and the variants -------------------------------------------------------------------------------


def test_banana_peels_cost_three_each_and_do_not_decide_the_smartest() -> None:
    out = resolve({"players": [player("A", tile("gold-2"), peels=3), player("B", tile("circles-3"))]})
    assert out["smartest"] == ["A"] and out["scores"] == {"A": 3 - 9, "B": 2}


FAMILY = {"variant": "family"}


def test_family_smartest_by_tiles_and_its_scores() -> None:
    # A: 3 tiles (two brown); B: 2 tiles worth more
    out = resolve({**FAMILY, "players": [
        player("A", tile("gold-1"), tile("circles-3", side="brown"), tile("gold-2", side="brown")),
        player("B", tile("colours-4"), tile("rainbow"), peels=1)]})
    assert out["smartest"] == ["A"] and [c[0] for c in checks(out)] == ["A", "A", "A"]
    # A: +1 green, +1 for two brown, +1 smartest; B: +2 green, -3 banana peel
    assert out["scores"] == {"A": 3, "B": -1}


def test_family_wrong_and_duplicate_tiles_cost_one_each() -> None:
    out = resolve({**FAMILY, "players": [
        player("A", tile("gold-1", ok=False), tile("gold-2"), tile("rainbow"), tile("rainbow", side="brown")),
        player("B", tile("gold-3"))]})
    assert out["set_aside"]["A"] == ["rainbow", "rainbow", "gold-1"]
    # after step 1 A has 2 tiles and B 1: A is checked, loses gold-1, ties with B at one tile (0 brown);
    # then the higher value: B's 7 beats A's 3
    assert checks(out) == [("A", "gold-1", False), ("B", "gold-3", True)]
    assert out["smartest"] == ["B"] and out["scores"] == {"A": 1 - 3, "B": 1 + 1}


def test_family_ties_fewer_brown_then_higher_values_then_points_so_far() -> None:
    fewer_brown = resolve({**FAMILY, "players": [player("A", tile("gold-1"), tile("gold-2", side="brown")),
                                                 player("B", tile("gold-1"), tile("gold-2"))]})
    assert fewer_brown["smartest"] == ["B"]
    values = resolve({**FAMILY, "players": [player("A", tile("gold-1"), tile("gold-3")),
                                            player("B", tile("colours-4"), tile("rainbow"))]})
    assert values["smartest"] == ["A"]  # 7 beats 5 before the second tiles count
    second = resolve({**FAMILY, "players": [player("A", tile("gold-1"), tile("gold-3")),
                                            player("B", tile("gold-2"), tile("gold-3")), player("C")]})
    assert second["smartest"] == ["B"]  # 7 = 7, then 3 beats 1
    tied = {**FAMILY, "players": [player("A", tile("gold-1")), player("B", tile("gold-1"))]}
    assert resolve(tied)["smartest"] == ["A", "B"]
    tied["players"][1]["points"] = 12
    assert resolve(tied)["smartest"] == ["B"] and resolve(tied)["scores"] == {"A": 1, "B": 2}


def test_the_standard_game_ignores_points_so_far() -> None:
    data = {"players": [player("A", tile("gold-1")), {**player("B", tile("gold-1")), "points": 30}]}
    assert resolve(data)["smartest"] == ["A", "B"]


def test_the_game_winner_then_the_last_round_then_shared() -> None:
    assert game_winners([10, 12, 3], [1, 1, 1]) == (1,)
    assert game_winners([12, 12, 3], [4, 6, 1]) == (1,)
    assert game_winners([12, 12, 3], [6, 6, 1]) == (0, 1)


def test_timer_marks() -> None:
    assert rules.timer_marks(rules.ROUND_MS) == (180_000, 120_000, 60_000, 30_000, 10_000)
    assert rules.timer_marks(rules.FAMILY_ROUND_MS)[:2] == (240_000, 180_000)
    assert rules.timer_marks(90_000) == (60_000, 30_000, 10_000)
    assert rules.timer_marks(20_000) == (10_000,) and rules.timer_marks(5_000) == ()


# -- bad input ---------------------------------------------------------------------------------------------


def base(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"players": [player("Claire", tile("circles-3"), peels=1), player("Tom")]}
    data.update(changes)
    return data


def with_tile(**changes: Any) -> dict[str, Any]:
    data = base()
    data["players"][0]["tiles"][0].update(changes)
    return data


BAD_INPUT = [
    ("[]", "JSON object"),
    ("{not json", "malformed JSON"),
    (with_tile(combo="circles-4"), "unknown combo 'circles-4'"),
    (with_tile(cards=["red-circle-hexagon"]), "unknown card 'red-circle-hexagon'"),
    (with_tile(cards=["red-circle-circle@yellow"]), "unknown card"),
    (with_tile(side="blue"), "\"green\" or \"brown\", not 'blue'"),
    (with_tile(side=None), "\"green\" or \"brown\""),
    (with_tile(cards=[]), "has no cards"),
    (with_tile(cards="red-circle-circle"), "must be a list of card ids"),
    (with_tile(colour="red"), "unknown key(s) 'colour' in tile 1 of 'Claire'"),
    ({"players": [{"name": "A", "tiles": [{"combo": "gold-1", "side": "green"}]}]}, "missing 'cards'"),
    ({"players": [{"name": "A", "tiles": [{"side": "green", "cards": []}]}]}, "missing 'combo'"),
    (base(players=[player("Claire", peels=-1), player("Tom")]), "banana_peels of 'Claire'"),
    (base(players=[player("Claire", peels=True)]), "banana_peels of 'Claire'"),
    (base(players=[player("Tom"), player("Tom")]), "two players are called 'Tom'"),
    (base(players=[]), "non-empty list"),
    (base(players="Claire"), "non-empty list"),
    (base(players=[{"tiles": []}]), "needs a name"),
    (base(players=[["Claire"]]), "player 1 must be an object"),
    (base(players=[{**player("A"), "score": 3}]), "unknown key(s) 'score' in player 1"),
    (base(players=[{**player("A"), "points": "3"}]), "points of 'A'"),
    (base(players=[player("A", tile("gold-1")), {"name": "B", "tiles": {"combo": "gold-1"}}]),
     "tiles of 'B' must be a list"),
    (base(players=[player("A", "gold-1")]), "tile 1 of 'A' must be an object"),
    (base(variant="advanced"), "'variant'"),
    (base(round=2), "unknown key(s) 'round'"),
    ({"name": "x"}, "missing 'players'"),
    (base(players=[player("A", *[tile("gold-1")] * 4), player("B")]), "4 tiles gold-1 are owned"),
    (base(players=[player("A", tile("gold-1")),
                   player("B", tile("gold-1"),
                          {"combo": "gold-2", "side": "green", "cards": ["blue-circle-circle"]})]),
     "card blue-circle-circle is laid 3 times, but 2 player(s)"),
]


@pytest.mark.parametrize(("data", "needle"), BAD_INPUT, ids=[b[1][:40] for b in BAD_INPUT])
def test_bad_input(data: Any, needle: str) -> None:
    text = data if isinstance(data, str) else json.dumps(data)
    with pytest.raises(ScenarioError) as exc:
        resolve_text(text)
    assert needle in str(exc.value) and "\n" not in str(exc.value)


def test_three_sets_of_tiles_for_two_players_and_one_deck_each() -> None:
    golds = [{"combo": "gold-1", "side": "green", "cards": [f"{c}-circle-circle"]}
             for c in ("red", "blue", "green")]
    ok = base(players=[player("A", *golds), player("B")])
    assert resolve(ok)["set_aside"]["A"] == ["gold-1"] * 3
    faces = base(players=[player("A", tile("gold-1")), player("B", tile("gold-1"))])
    assert resolve(copy.deepcopy(faces))["scores"] == {"A": 1, "B": 1}

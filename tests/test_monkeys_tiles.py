"""4 Monkeys components and combo checking: the data files, every tile's need with its minimality, and the
search for correct card sets checked against brute force."""

from __future__ import annotations

import doctest
import itertools
import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from beastybar_access.games.monkeys import cards, tiles
from beastybar_access.games.monkeys.cards import (
    COLOUR,
    GOLD,
    NUM_FACES,
    SHAPES,
    Colour,
    ComponentDataError,
    Shape,
    UnknownCardError,
    card_id,
    card_of,
    deck_of,
    face_id,
    face_of,
    load_faces,
    parse_card,
    parse_face,
)
from beastybar_access.games.monkeys.tiles import (
    COMBO_IDS,
    COMBOS,
    NUM_COMBOS,
    UnknownComboError,
    is_correct,
    load_combos,
    meets,
    minimal_sets,
    one_minimal_set,
    parse_combo,
    verdict,
)


def f(text: str) -> list[int]:
    return [parse_face(t) for t in text.split()]


@pytest.mark.parametrize("module", [cards, tiles])
def test_doctests(module: object) -> None:
    assert doctest.testmod(module).failed == 0  # type: ignore[arg-type]


# -- the data ----------------------------------------------------------------------------------------------


def test_a_deck_is_four_colours_times_the_ten_shape_pairs() -> None:
    assert NUM_FACES == 40 and len(set(cards.FACE_IDS)) == 40
    pairs = {tuple(sorted(SHAPES[x])) for x in range(NUM_FACES)}
    assert len(pairs) == 10
    for c in Colour:
        mine = [x for x in range(NUM_FACES) if COLOUR[x] is c]
        assert len(mine) == 10 and {tuple(sorted(SHAPES[x])) for x in mine} == pairs
    for x in range(NUM_FACES):
        a, b = SHAPES[x]
        assert GOLD[x] == (1 if a == b else 0)  # equal shapes: one gold button
        assert face_id(x) == f"{COLOUR[x]}-{a}-{b}" and a <= b


def test_card_ids_name_the_face_and_the_deck() -> None:
    c = card_of(2, parse_face("blue-triangle-pentagon"))
    assert card_id(c) == "blue-triangle-pentagon@red" and parse_card(card_id(c)) == c
    assert (deck_of(c), face_of(c)) == (2, parse_face("blue-triangle-pentagon"))
    for bad in ("blue-triangle-pentagon", "blue-pentagon-triangle@red", "red-circle-circle@pink", 7, "a@b@c"):
        with pytest.raises(UnknownCardError):
            parse_card(bad)
    with pytest.raises(UnknownCardError, match="unknown card 'red-circle-hexagon'"):
        parse_face("red-circle-hexagon")


def test_the_combo_table_of_components_md() -> None:
    """shared/monkeys/COMPONENTS.md's combo table; one name is the project's own since issue 25 (its
    "Tři zlaté tří barev" is not natural Czech: "Zlato ve třech barvách")."""
    table = [(c.id, c.name["cs"], c.green, c.brown) for c in COMBOS]
    assert table == [
        ("gold-1", "Zlatý knoflík", 1, 0), ("circles-3", "Tři kruhy", 2, 1),
        ("gold-2", "Dva zlaté knoflíky", 3, 2), ("shapes-4", "Čtyři tvary", 3, 2),
        ("colour-3", "Tři karty jedné barvy", 4, 3), ("colours-4", "Čtyři barvy", 4, 3),
        ("rainbow", "Barevná řada", 5, 4), ("colour-4", "Čtyři karty jedné barvy", 6, 5),
        ("shape-5", "Pět stejných tvarů", 6, 5), ("gold-3", "Zlato ve třech barvách", 7, 6),
    ]
    assert all(c.name["en"] and c.text["cs"] and c.text["en"] for c in COMBOS)
    assert [parse_combo(i) for i in COMBO_IDS] == list(range(NUM_COMBOS))
    with pytest.raises(UnknownComboError, match="unknown combo 'gold-4'"):
        parse_combo("gold-4")


def test_replacement_data_files_are_read_and_checked(tmp_path: Path) -> None:
    good = tmp_path / "cards.tsv"
    good.write_text("# a tiny deck\nid\tcolour\tshape1\tshape2\tgold\nx\tred\tcircle\tcircle\t2\n"
                    "y\tblue\tsquare\ttriangle\t0\n", encoding="utf-8")
    table = load_faces(good)
    assert table.ids == ("x", "y") and table.gold == (2, 0)
    assert table.shapes[1] == (Shape.SQUARE, Shape.TRIANGLE)
    head = "id\tcolour\tshape1\tshape2\tgold\n"
    bad_cards = {
        "id\tcolour\tshape\n": "header",
        head + "x\tpink\tcircle\tcircle\t1\n": "unknown colour 'pink'",
        head + "x\tred\tcircle\tcircle\t3\n": "gold is 0, 1 or 2",
        head + "x\tred\tcircle\tcircle\t1\nx\tred\tcircle\tsquare\t0\n": "repeated",
        head + "x\tred\tcircle\n": "5 tab-separated cells",
        head: "no card",
    }
    for text, needle in bad_cards.items():
        good.write_text(text, encoding="utf-8")
        with pytest.raises(ComponentDataError, match=needle):
            load_faces(good)
    path = tmp_path / "tiles.json"
    combo = {"id": "two-red", "name": {"cs": "Dvě červené", "en": "Two red"}, "text": {"cs": "x", "en": "y"},
             "need": [{"kind": "colour", "colour": "red", "count": 2}, {"kind": "cards", "count": 2}],
             "green": 2, "brown": 1}
    path.write_text(json.dumps({"combos": [combo]}), encoding="utf-8")
    (loaded,) = load_combos(path)
    assert loaded.id == "two-red" and loaded.bound == 4
    assert [c.to_json() for c in loaded.need] == combo["need"]
    for change, needle in [({"need": []}, "non-empty list"),
                           ({"need": [{"kind": "magic"}]}, "kind is one of"),
                           ({"green": "1"}, "whole numbers"), ({"name": {"cs": "x"}}, "cs and en"),
                           ({"need": [{"kind": "gold", "count": 0}]}, "from 1"),
                           ({"need": [{"kind": "buttons", "buttons": ["red"]}]}, "colour shape")]:
        path.write_text(json.dumps({"combos": [{**combo, **change}]}), encoding="utf-8")
        with pytest.raises(ComponentDataError, match=needle):
            load_combos(path)
    path.write_text(json.dumps({"combos": [combo, combo]}), encoding="utf-8")
    with pytest.raises(ComponentDataError, match="repeated"):
        load_combos(path)
    path.write_text("{", encoding="utf-8")
    with pytest.raises(ComponentDataError, match="not JSON"):
        load_combos(path)


# -- every tile: met, unmet, and with a spare card ---------------------------------------------------------

# combo: (correct sets, sets that do not meet the need, sets that meet it with a spare card)
EXAMPLES: dict[str, tuple[list[str], list[str], list[str]]] = {
    "gold-1": (["blue-circle-circle", "red-pentagon-pentagon"],
               ["blue-circle-square", "red-circle-square yellow-triangle-pentagon"],
               ["blue-circle-circle red-circle-square", "blue-circle-circle red-square-square"]),
    "circles-3": (["red-circle-circle blue-circle-square",  # a gold circle is a circle
                   "red-circle-square blue-circle-triangle green-circle-pentagon",
                   "red-circle-circle blue-circle-circle"],  # four circles, but neither card is spare
                  ["red-circle-square blue-circle-triangle", "red-square-square"],
                  ["red-circle-circle blue-circle-square yellow-triangle-square",
                   "red-circle-circle blue-circle-square green-circle-triangle"]),
    "gold-2": (["red-circle-circle blue-square-square", "red-circle-circle red-square-square"],
               ["red-circle-circle blue-circle-square", "red-circle-circle"],
               ["red-circle-circle blue-square-square green-triangle-pentagon",
                "red-circle-circle blue-square-square green-triangle-triangle"]),
    "shapes-4": (["red-circle-triangle blue-square-pentagon",
                  "red-circle-circle blue-triangle-square green-pentagon-pentagon"],
                 ["red-circle-triangle blue-square-square", "red-circle-circle blue-triangle-triangle"],
                 ["red-circle-triangle blue-square-pentagon green-circle-circle",
                  "red-circle-triangle blue-square-pentagon green-square-pentagon"]),
    "colour-3": (["green-circle-triangle green-circle-square green-square-square"],
                 ["green-circle-triangle green-circle-square",
                  "green-circle-triangle green-circle-square red-circle-square"],
                 ["green-circle-triangle green-circle-square green-square-square red-circle-circle",
                  "green-circle-triangle green-circle-square green-square-square green-pentagon-pentagon"]),
    "colours-4": (["yellow-circle-triangle green-square-square red-circle-pentagon blue-triangle-square"],
                  ["yellow-circle-triangle green-square-square red-circle-pentagon red-triangle-square"],
                  ["yellow-circle-triangle green-square-square red-circle-pentagon blue-triangle-square "
                   "red-circle-circle"]),
    "rainbow": (["red-circle-triangle yellow-triangle-square green-square-pentagon blue-circle-pentagon",
                 "red-circle-circle yellow-triangle-triangle green-square-square blue-pentagon-pentagon"],
                ["red-circle-square",  # Ian's in the rulebook example
                 "red-triangle-square yellow-triangle-square green-square-pentagon blue-circle-pentagon",
                 "yellow-circle-triangle red-triangle-square green-square-pentagon blue-circle-pentagon"],
                ["red-circle-triangle yellow-triangle-square green-square-pentagon blue-circle-pentagon "
                 "red-circle-circle"]),
    "colour-4": (["red-circle-circle red-triangle-square red-square-pentagon red-circle-pentagon"],
                 ["red-circle-circle red-triangle-square red-square-pentagon blue-circle-pentagon"],
                 ["red-circle-circle red-triangle-square red-square-pentagon red-circle-pentagon "
                  "red-circle-triangle"]),
    "shape-5": (["red-circle-circle blue-circle-circle green-circle-square",
                 "red-triangle-triangle blue-triangle-triangle green-triangle-triangle",  # 6, none spare
                 "red-circle-square blue-circle-triangle green-circle-pentagon yellow-circle-square "
                 "red-circle-triangle"],
                ["red-circle-circle blue-circle-circle", "red-circle-square blue-circle-triangle"],
                ["red-circle-circle blue-circle-circle green-circle-circle yellow-circle-square",
                 "red-circle-circle blue-circle-circle green-circle-square yellow-circle-triangle"]),
    "gold-3": (["red-circle-circle blue-square-square green-triangle-triangle"],
               ["red-circle-circle red-square-square blue-triangle-triangle",
                "red-circle-circle blue-square-square green-triangle-pentagon"],
               ["red-circle-circle blue-square-square green-triangle-triangle yellow-pentagon-pentagon",
                "red-circle-circle blue-square-square green-triangle-triangle red-circle-square"]),
}


def test_there_are_examples_for_every_tile() -> None:
    assert set(EXAMPLES) == set(COMBO_IDS)


@pytest.mark.parametrize("combo", COMBO_IDS)
def test_every_tile_is_checked_with_its_minimality(combo: str) -> None:
    c = parse_combo(combo)
    correct, unmet, spare = EXAMPLES[combo]
    for text in correct:
        assert verdict(c, f(text)).correct and is_correct(c, f(text)), text
        for i in range(len(f(text))):  # minimal: without any one card the need is not met
            assert not meets(c, f(text)[:i] + f(text)[i + 1:]), text
    for text in unmet:
        v = verdict(c, f(text))
        assert (v.correct, v.met, v.spare) == (False, False, ()) and not is_correct(c, f(text)), text
    for text in spare:
        v = verdict(c, f(text))
        assert not v.correct and v.met and v.spare and not is_correct(c, f(text)), text
        for i in v.spare:
            assert meets(c, f(text)[:i] + f(text)[i + 1:])
    assert not is_correct(c, []) and not verdict(c, []).met


def test_the_spare_cards_are_named() -> None:
    rulebook = f("red-circle-triangle blue-square-pentagon green-circle-circle")
    assert verdict(parse_combo("shapes-4"), rulebook).spare == (2,)
    assert verdict(parse_combo("gold-1"), f("blue-circle-circle red-square-square")).spare == (0, 1)


def test_the_same_face_twice_from_two_decks() -> None:
    # two red 4-card sets are the same faces twice: a colour-4 needs four cards, so either copy is needed
    two = f("red-circle-circle red-circle-circle red-square-square red-triangle-square")
    assert is_correct(parse_combo("colour-4"), two)
    assert not is_correct(parse_combo("gold-1"), f("red-circle-circle red-circle-circle"))


# -- searching the hand ------------------------------------------------------------------------------------

hands = st.lists(st.integers(0, NUM_FACES - 1), max_size=8)


def brute_force(combo: int, hand: list[int]) -> set[tuple[int, ...]]:
    out = set()
    for k in range(1, len(hand) + 1):
        for idx in itertools.combinations(range(len(hand)), k):
            if is_correct(combo, [hand[i] for i in idx]):
                out.add(tuple(sorted(hand[i] for i in idx)))
    return out


@given(hands, st.sampled_from(range(NUM_COMBOS)))
def test_minimal_sets_are_exactly_the_correct_subsets(hand: list[int], combo: int) -> None:
    found = list(minimal_sets(combo, hand))
    as_faces = [tuple(sorted(hand[i] for i in idx)) for idx in found]
    assert len(as_faces) == len(set(as_faces))  # each choice of faces once
    assert all(list(idx) == sorted(set(idx)) for idx in found)
    assert set(as_faces) == brute_force(combo, hand)
    one = one_minimal_set(combo, hand)
    assert (one is None) == (not found)
    if one is not None:
        assert is_correct(combo, [hand[i] for i in one])


@given(hands, st.integers(0, NUM_FACES - 1), st.sampled_from(range(NUM_COMBOS)))
def test_needs_are_monotone(hand: list[int], extra: int, combo: int) -> None:
    if meets(combo, hand):
        assert meets(combo, [*hand, extra])


def test_bound_covers_every_correct_set() -> None:
    # the search stops at Combo.bound cards: no correct set of the table is larger
    for combo, (correct, _, _) in EXAMPLES.items():
        c = COMBOS[parse_combo(combo)]
        assert all(len(f(t)) <= c.bound for t in correct)
    assert [c.bound for c in COMBOS] == [1, 3, 2, 4, 3, 4, 4, 4, 5, 3]

"""The 4 Monkeys cards and combo tiles in Czech braille: colour letter, the two shapes' letters and the gold
mark for a card; code and points (brown side marked) for a tile; the table data complete and checked."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from beastybar_access.braille import BLANK, is_braille, number_to_cells, text_to_cells
from beastybar_access.games.monkeys import braille_cards
from beastybar_access.games.monkeys.braille_cards import (
    all_cards_listing,
    all_tiles_listing,
    braille_words,
    card_cells,
    special_cells,
    tile_cells,
)
from beastybar_access.games.monkeys.cards import (
    COLOUR,
    FACE_IDS,
    GOLD,
    NUM_FACES,
    SHAPES,
    Colour,
    Shape,
    card_of,
    parse_face,
)
from beastybar_access.games.monkeys.narration import MonkeysNarrator
from beastybar_access.games.monkeys.tiles import COMBO_IDS, NUM_COMBOS, VALUE, parse_combo
from beastybar_access.narration.lines import Line

# Written out independently of the data file (Czech uncontracted braille).
COLOUR_CELLS = {Colour.YELLOW: "⠮", Colour.GREEN: "⠵", Colour.RED: "⠩", Colour.BLUE: "⠍"}  # ž z č m
SHAPE_CELLS = {Shape.CIRCLE: "⠅", Shape.TRIANGLE: "⠞", Shape.SQUARE: "⠩", Shape.PENTAGON: "⠏"}  # k t č p
GOLD_MARK = "⠵⠇"  # zl
BROWN_MARK = "⠓"  # h

CARDS = {
    "red-circle-triangle": "⠩⠀⠅⠞",
    "yellow-circle-circle": "⠮⠀⠅⠅⠀⠵⠇",
    "blue-square-pentagon": "⠍⠀⠩⠏",
    "green-pentagon-pentagon": "⠵⠀⠏⠏⠀⠵⠇",
    "red-square-square": "⠩⠀⠩⠩⠀⠵⠇",
}
TILES = {  # green side, brown side
    "gold-1": ("⠼⠁⠵⠇⠀⠼⠁", "⠼⠁⠵⠇⠀⠓⠼⠚"),
    "circles-3": ("⠼⠉⠅⠀⠼⠃", "⠼⠉⠅⠀⠓⠼⠁"),
    "colour-3": ("⠼⠉⠐⠚⠀⠼⠙", "⠼⠉⠐⠚⠀⠓⠼⠉"),
    "rainbow": ("⠺⠁⠙⠁⠀⠼⠑", "⠺⠁⠙⠁⠀⠓⠼⠙"),
    "gold-3": ("⠼⠉⠵⠇⠃⠀⠼⠛", "⠼⠉⠵⠇⠃⠀⠓⠼⠋"),
}


@pytest.mark.parametrize(("face", "cells"), list(CARDS.items()))
def test_card_cells(face: str, cells: str) -> None:
    assert card_cells(parse_face(face)) == cells


@pytest.mark.parametrize(("combo", "cells"), list(TILES.items()))
def test_tile_cells(combo: str, cells: tuple[str, str]) -> None:
    c = parse_combo(combo)
    assert (tile_cells(c, False), tile_cells(c, True)) == cells
    assert tile_cells(c) == cells[0] + BLANK + cells[1].split(BLANK)[1]


def test_every_card_reads_colour_shapes_and_gold() -> None:
    for face in range(NUM_FACES):
        fields = card_cells(face).split(BLANK)
        a, b = SHAPES[face]
        assert fields[0] == COLOUR_CELLS[COLOUR[face]], FACE_IDS[face]
        assert fields[1] == SHAPE_CELLS[a] + SHAPE_CELLS[b], FACE_IDS[face]
        if GOLD[face]:
            assert fields[2:] == [GOLD_MARK * GOLD[face]], FACE_IDS[face]
        else:
            assert len(fields) == 2, FACE_IDS[face]


def test_gold_is_marked_exactly_on_the_cards_with_a_gold_button() -> None:
    gold = {FACE_IDS[f] for f in range(NUM_FACES) if card_cells(f).endswith(BLANK + GOLD_MARK)}
    assert gold == {FACE_IDS[f] for f in range(NUM_FACES) if GOLD[f]}
    assert len(gold) == 16  # 4 colours x 4 equal pairs


def test_cards_have_distinct_cells() -> None:
    listing = all_cards_listing()
    assert [ident for ident, _ in listing] == list(FACE_IDS)
    assert len({cells for _, cells in listing}) == NUM_FACES, "two card faces share their braille"
    for ident, cells in listing:
        assert is_braille(cells), ident
        assert BLANK * 2 not in cells and not cells.startswith(BLANK) and not cells.endswith(BLANK)


def test_a_card_of_any_deck_shows_its_face() -> None:
    for face in range(NUM_FACES):
        assert {card_cells(card_of(d, face)) for d in range(4)} == {card_cells(face)}


def test_tiles_have_distinct_cells() -> None:
    every = [tile_cells(c, side) for c in range(NUM_COMBOS) for side in (False, True, None)]
    assert len(set(every)) == len(every), "two tiles or sides share their braille"
    assert [ident for ident, _ in all_tiles_listing()] == list(COMBO_IDS)
    for c in range(NUM_COMBOS):
        green, brown, both = tile_cells(c, False), tile_cells(c, True), tile_cells(c)
        code = green.split(BLANK)[0]
        assert green == code + BLANK + number_to_cells(VALUE[c][0])
        assert brown == code + BLANK + BROWN_MARK + number_to_cells(VALUE[c][1])
        assert both == green + BLANK + BROWN_MARK + number_to_cells(VALUE[c][1])
        for cells in (green, brown, both):
            assert is_braille(cells)
    codes = {tile_cells(c, False).split(BLANK)[0] for c in range(NUM_COMBOS)}
    assert len(codes) == NUM_COMBOS, "two combos share their code"


def test_specials() -> None:
    assert special_cells("refill") == text_to_cells("dr")
    assert special_cells("banana") == text_to_cells("bs")
    tiles = {tile_cells(c, False).split(BLANK)[0] for c in range(NUM_COMBOS)}
    assert special_cells("refill") not in tiles and special_cells("banana") not in tiles
    with pytest.raises(ValueError):
        special_cells("peel")


@pytest.mark.parametrize("bad", [-1, NUM_FACES * 4, True, "red-circle-circle", None, 1.0])
def test_card_cells_rejects_non_cards(bad: object) -> None:
    with pytest.raises(ValueError):
        card_cells(bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("bad", [-1, NUM_COMBOS, False, "circles-3", None])
def test_tile_cells_rejects_non_combos(bad: object) -> None:
    with pytest.raises(ValueError):
        tile_cells(bad)  # type: ignore[arg-type]


def test_table_data_is_complete() -> None:
    w = braille_words()
    assert len(w.colours) == 4 and len(w.shapes) == 4 and len(w.tiles) == NUM_COMBOS
    assert w.gold == "zl" and w.brown == "h"
    assert set(w.specials) == {"refill", "banana"}
    assert [text_to_cells(x) for x in w.colours] == [COLOUR_CELLS[c] for c in Colour]
    assert [text_to_cells(x) for x in w.shapes] == [SHAPE_CELLS[s] for s in Shape]


def test_module_docstring_examples() -> None:
    doc = braille_cards.__doc__ or ""
    assert "⠩⠀⠅⠞" in doc and "⠼⠉⠅⠀⠓⠼⠁" in doc


# -- braille in the narration ----------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_narration_shows_cells_in_braille_only(lang: str) -> None:
    n = MonkeysNarrator(lang)
    for face in range(NUM_FACES):
        line = n.card_name(face)
        assert line.braille == card_cells(face)
        assert not any(0x2800 <= ord(ch) <= 0x28FF for ch in line.text)
    for c in range(NUM_COMBOS):
        for side in (False, True, None):
            line = n.tile_name(c, side)
            assert isinstance(line, Line)
            assert line.braille == tile_cells(c, side)
            assert not any(0x2800 <= ord(ch) <= 0x28FF for ch in line.text)
    assert n.refill_name().braille == special_cells("refill")
    assert n.banana_name().braille == special_cells("banana")


# -- cross-check with liblouis --------------------------------------------------------------------------

LOUIS_TABLES = "unicode.dis,cs-g1.ctb"


def test_words_match_liblouis_cs_g1() -> None:
    exe = shutil.which("lou_translate")
    if exe is None:
        pytest.skip("lou_translate not installed (apt-get install liblouis-bin liblouis-data)")
    w = braille_words()
    samples = [*w.colours, *(a + b for a in w.shapes for b in w.shapes), w.gold, *w.tiles,
               *w.specials.values(), *(w.brown + str(v) for v in range(10))]
    result = subprocess.run([exe, "--forward", LOUIS_TABLES], input="".join(f"{s}\n" for s in samples),
                            capture_output=True, text=True, encoding="utf-8", timeout=30, check=False)
    if result.returncode != 0:
        pytest.skip(f"lou_translate cannot use {LOUIS_TABLES}: {result.stderr.strip()[:200]}")
    theirs = result.stdout.splitlines()
    assert len(theirs) == len(samples), result.stdout
    assert [text_to_cells(s) for s in samples] == theirs


# -- damaged data -----------------------------------------------------------------------------------------


@pytest.fixture
def table_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    """Write a table of one's own into a temporary braille folder; the caches are emptied."""
    monkeypatch.setattr(braille_cards, "TABLES", tmp_path)
    braille_words.cache_clear()

    def write(rows: list[str]) -> None:
        (tmp_path / f"{braille_cards.CARDS_TABLE}.tsv").write_text("# test\n" + "\n".join(rows) + "\n",
                                                                  encoding="utf-8")

    yield write
    braille_words.cache_clear()


def _rows() -> list[str]:
    path = braille_cards.TABLES / f"{braille_cards.CARDS_TABLE}.tsv"
    return [line for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]


ROWS = _rows()


def test_the_real_rows_load(table_file) -> None:  # type: ignore[no-untyped-def]
    table_file(ROWS)
    assert braille_words().tiles[parse_combo("circles-3")] == "3k"


@pytest.mark.parametrize(("drop", "word"), [("tile\trainbow", "rainbow"), ("mark\tgold", "gold"),
                                            ("shape\tsquare", "square"), ("special\tbanana", "banana"),
                                            ("colour\tblue", "blue")])
def test_a_missing_entry_is_reported(table_file, drop: str, word: str) -> None:  # type: ignore[no-untyped-def]
    table_file([r for r in ROWS if not r.startswith(drop)])
    with pytest.raises(ValueError, match=word):
        braille_words()


def test_an_entry_listed_twice_is_reported(table_file) -> None:  # type: ignore[no-untyped-def]
    table_file([*ROWS, "tile\tgold-1\t1z"])
    with pytest.raises(ValueError, match="twice"):
        braille_words()


def test_an_unknown_kind_or_id_is_reported(table_file) -> None:  # type: ignore[no-untyped-def]
    table_file([*ROWS, "animal\tlion\tlev"])
    with pytest.raises(ValueError, match="kind"):
        braille_words()
    braille_words.cache_clear()
    table_file([*ROWS, "tile\tgold-9\t9zl"])
    with pytest.raises(ValueError, match="gold-9"):
        braille_words()


def test_a_row_without_tabs_is_reported(table_file) -> None:  # type: ignore[no-untyped-def]
    table_file([*ROWS[:-1], "special refill dr"])
    with pytest.raises(ValueError, match="fields"):
        braille_words()

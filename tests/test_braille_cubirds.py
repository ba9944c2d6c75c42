"""The Cubirds birds in Czech braille: name, number sign and small flock, number sign and big flock."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from beastybar_access.braille import BLANK, is_braille, number_to_cells, text_to_cells
from beastybar_access.games.cubirds import braille_cards
from beastybar_access.games.cubirds.braille_cards import all_species_listing, bird_words, species_cells
from beastybar_access.games.cubirds.cards import BIG_FLOCK, NUM_SPECIES, SMALL_FLOCK, SPECIES_IDS, Species

# Written out independently of the data files: the Czech name of each bird and its cells as literal
# characters (Czech uncontracted braille; digits are a-j after the number sign ⠼).
BIRDS: dict[str, tuple[str, str]] = {
    "flamingo": ("plameňák", "⠏⠇⠁⠍⠑⠫⠡⠅⠀⠼⠃⠀⠼⠉"),
    "owl": ("sova", "⠎⠕⠧⠁⠀⠼⠉⠀⠼⠙"),
    "toucan": ("tukan", "⠞⠥⠅⠁⠝⠀⠼⠉⠀⠼⠙"),
    "duck": ("kachna", "⠅⠁⠉⠓⠝⠁⠀⠼⠙⠀⠼⠋"),
    "parrot": ("papoušek", "⠏⠁⠏⠕⠥⠱⠑⠅⠀⠼⠙⠀⠼⠋"),
    "magpie": ("straka", "⠎⠞⠗⠁⠅⠁⠀⠼⠑⠀⠼⠛"),
    "reed-warbler": ("rákosník", "⠗⠡⠅⠕⠎⠝⠌⠅⠀⠼⠋⠀⠼⠊"),
    "robin": ("červenka", "⠩⠑⠗⠧⠑⠝⠅⠁⠀⠼⠋⠀⠼⠊"),
}

DIGITS = dict(zip(range(1, 10), "⠁⠃⠉⠙⠑⠋⠛⠓⠊", strict=True))


@pytest.mark.parametrize(("ident", "cells"), [(i, c) for i, (_, c) in BIRDS.items()])
def test_bird_cells(ident: str, cells: str) -> None:
    assert species_cells(SPECIES_IDS.index(ident)) == cells


def test_fields_are_name_small_and_big_flock() -> None:
    for s in Species:
        fields = species_cells(s).split(BLANK)
        assert len(fields) == 3
        assert fields[0] == text_to_cells(BIRDS[SPECIES_IDS[s]][0])
        assert fields[1] == "⠼" + DIGITS[SMALL_FLOCK[s]] == number_to_cells(SMALL_FLOCK[s])
        assert fields[2] == "⠼" + DIGITS[BIG_FLOCK[s]] == number_to_cells(BIG_FLOCK[s])


def test_names_data() -> None:
    assert bird_words() == tuple(name for name, _ in BIRDS.values())
    assert list(BIRDS) == list(SPECIES_IDS)


def test_listing() -> None:
    listing = all_species_listing()
    assert [ident for ident, _ in listing] == list(SPECIES_IDS)
    assert len({cells for _, cells in listing}) == NUM_SPECIES, "two birds share their braille"
    for ident, cells in listing:
        assert is_braille(cells), ident
        assert BLANK * 2 not in cells and not cells.startswith(BLANK) and not cells.endswith(BLANK)
        assert cells == BIRDS[ident][1]


def test_module_docstring_example() -> None:
    assert "⠏⠇⠁⠍⠑⠫⠡⠅⠀⠼⠃⠀⠼⠉" in (braille_cards.__doc__ or "")
    assert species_cells(Species.FLAMINGO) == "⠏⠇⠁⠍⠑⠫⠡⠅⠀⠼⠃⠀⠼⠉"


@pytest.mark.parametrize("bad", [-1, 8, True, "owl", None, 1.0])
def test_species_cells_rejects_non_species(bad: object) -> None:
    with pytest.raises(ValueError):
        species_cells(bad)  # type: ignore[arg-type]


# --- damaged data -------------------------------------------------------------------------------------------


@pytest.fixture
def names_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    """Write a names table of one's own into a temporary braille folder; the caches are emptied."""
    monkeypatch.setattr(braille_cards, "TABLES", tmp_path)
    bird_words.cache_clear()

    def write(rows: list[str]) -> None:
        (tmp_path / f"{braille_cards.NAMES_TABLE}.tsv").write_text("# test\n" + "\n".join(rows) + "\n",
                                                                   encoding="utf-8")

    yield write
    bird_words.cache_clear()


def _rows() -> list[str]:
    return [f"{ident}\t{name}" for ident, (name, _) in BIRDS.items()]


def test_a_missing_bird_is_reported(names_file) -> None:  # type: ignore[no-untyped-def]
    names_file(_rows()[:-1])
    with pytest.raises(ValueError, match="robin"):
        bird_words()


def test_a_bird_listed_twice_is_reported(names_file) -> None:  # type: ignore[no-untyped-def]
    names_file([*_rows(), "owl\tsova"])
    with pytest.raises(ValueError, match="twice"):
        bird_words()


def test_an_unknown_bird_is_reported(names_file) -> None:  # type: ignore[no-untyped-def]
    names_file([*_rows(), "eagle\torel"])
    with pytest.raises(ValueError, match="eagle"):
        bird_words()


def test_a_row_without_tab_is_reported(names_file) -> None:  # type: ignore[no-untyped-def]
    names_file([*_rows()[:-1], "robin červenka"])
    with pytest.raises(ValueError, match="fields"):
        bird_words()


# --- cross-check with liblouis ------------------------------------------------------------------------------

LOUIS_TABLES = "unicode.dis,cs-g1.ctb"


def test_names_match_liblouis_cs_g1() -> None:
    exe = shutil.which("lou_translate")
    if exe is None:
        pytest.skip("lou_translate not installed (apt-get install liblouis-bin liblouis-data)")
    samples = [name for name, _ in BIRDS.values()] + [str(n) for n in (*SMALL_FLOCK, *BIG_FLOCK)]
    result = subprocess.run([exe, "--forward", LOUIS_TABLES], input="".join(f"{s}\n" for s in samples),
                            capture_output=True, text=True, encoding="utf-8", timeout=30, check=False)
    if result.returncode != 0:
        pytest.skip(f"lou_translate cannot use {LOUIS_TABLES}: {result.stderr.strip()[:200]}")
    theirs = result.stdout.splitlines()
    assert len(theirs) == len(samples), result.stdout
    ours = [text_to_cells(s) for s in samples]
    assert ours == theirs

"""Czech braille table, generic renderer and the Beasty Bar card cells."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from beastybar_access.braille import (
    BLANK,
    cell_to_dots,
    dots_to_cell,
    is_braille,
    join_fields,
    load_table,
    number_to_cells,
    text_to_cells,
)
from beastybar_access.games.beastybar import cards
from beastybar_access.games.beastybar.braille_cards import all_cards_listing, card_cells, card_words

# The Czech braille alphabet written out independently of braille/cs-letters.tsv, from the standard
# chart (SONS ČR): letter, its cell as a literal Unicode character, and its dots for the reader.
CZECH_ALPHABET: list[tuple[str, str, str]] = [
    ("a", "⠁", "1"),
    ("á", "⠡", "16"),
    ("b", "⠃", "12"),
    ("c", "⠉", "14"),
    ("č", "⠩", "146"),
    ("d", "⠙", "145"),
    ("ď", "⠹", "1456"),
    ("e", "⠑", "15"),
    ("é", "⠜", "345"),
    ("ě", "⠣", "126"),
    ("f", "⠋", "124"),
    ("g", "⠛", "1245"),
    ("h", "⠓", "125"),
    ("i", "⠊", "24"),
    ("í", "⠌", "34"),
    ("j", "⠚", "245"),
    ("k", "⠅", "13"),
    ("l", "⠇", "123"),
    ("m", "⠍", "134"),
    ("n", "⠝", "1345"),
    ("ň", "⠫", "1246"),
    ("o", "⠕", "135"),
    ("ó", "⠪", "246"),
    ("p", "⠏", "1234"),
    ("q", "⠟", "12345"),
    ("r", "⠗", "1235"),
    ("ř", "⠺", "2456"),
    ("s", "⠎", "234"),
    ("š", "⠱", "156"),
    ("t", "⠞", "2345"),
    ("ť", "⠳", "1256"),
    ("u", "⠥", "136"),
    ("ú", "⠬", "346"),
    ("ů", "⠾", "23456"),
    ("v", "⠧", "1236"),
    ("w", "⠷", "12356"),  # Czech w: the international w (2456) is ř
    ("x", "⠭", "1346"),
    ("y", "⠽", "13456"),
    ("ý", "⠯", "12346"),
    ("z", "⠵", "1356"),
    ("ž", "⠮", "2346"),
]

DIGITS: dict[str, str] = {
    "1": "⠁",
    "2": "⠃",
    "3": "⠉",
    "4": "⠙",
    "5": "⠑",
    "6": "⠋",
    "7": "⠛",
    "8": "⠓",
    "9": "⠊",
    "0": "⠚",
}

PUNCTUATION: dict[str, str] = {
    " ": "⠀",
    ".": "⠄",
    ",": "⠂",
    ":": "⠒",
    ";": "⠆",
    "?": "⠢",
    "!": "⠖",
    "-": "⠤",
    "–": "⠤",
    "(": "⠦",
    ")": "⠴",
    '"': "⠶",
    "„": "⠶",
    "“": "⠶",
    "'": "⠈",
    "/": "⠻",
    "+": "⠲",
}

ANIMAL_NAMES = [
    "lev",
    "hrošice",
    "krokodýl",
    "had",
    "žirafa",
    "zebra",
    "lachtan",
    "chameleon",
    "opice",
    "klokan",
    "papoušek",
    "skunk",
]


# --- dots and cells ---------------------------------------------------------------------------------


def test_dots_to_cell_bits() -> None:
    assert dots_to_cell("1") == "\u2801"
    assert dots_to_cell("125") == "⠓"
    assert dots_to_cell("3456") == "⠼"
    assert dots_to_cell("0") == BLANK == "\u2800"
    assert dots_to_cell("") == BLANK
    assert dots_to_cell("12345678") == "\u28ff"
    assert dots_to_cell("521") == "⠓"  # order does not matter


@pytest.mark.parametrize("bad", ["9", "1a", "11", "12 3"])
def test_dots_to_cell_rejects_bad_dots(bad: str) -> None:
    with pytest.raises(ValueError):
        dots_to_cell(bad)


def test_cell_to_dots_round_trip() -> None:
    for bits in range(256):
        cell = chr(0x2800 + bits)
        assert dots_to_cell(cell_to_dots(cell)) == cell


def test_is_braille() -> None:
    assert is_braille("⠼⠁⠃")
    assert is_braille(BLANK)
    assert not is_braille("")
    assert not is_braille("⠼1")
    assert not is_braille(" ")


# --- the table --------------------------------------------------------------------------------------


def test_alphabet_reference_is_self_consistent() -> None:
    # Guards the reference list above: the literal cell and the written dots must agree.
    for letter, cell, dots in CZECH_ALPHABET:
        assert dots_to_cell(dots) == cell, letter


@pytest.mark.parametrize(("letter", "cell", "dots"), CZECH_ALPHABET)
def test_every_letter(letter: str, cell: str, dots: str) -> None:
    assert load_table().letters[letter] == cell, f"{letter}: expected dots {dots}"
    assert text_to_cells(letter) == cell


def test_table_has_exactly_the_czech_letters_and_listed_punctuation() -> None:
    table = load_table()
    expected = {letter: cell for letter, cell, _ in CZECH_ALPHABET} | PUNCTUATION
    assert table.letters == expected


def test_all_26_basic_letters_and_15_czech_letters() -> None:
    letters = {letter for letter, _, _ in CZECH_ALPHABET}
    assert set("abcdefghijklmnopqrstuvwxyz") <= letters
    assert letters - set("abcdefghijklmnopqrstuvwxyz") == set("áčďéěíňóřšťúůýž")
    cells = [cell for _, cell, _ in CZECH_ALPHABET]
    assert len(set(cells)) == len(cells), "two letters share a cell"


def test_digits_and_signs() -> None:
    table = load_table()
    assert table.digits == DIGITS
    assert table.number_sign == "⠼"
    assert table.letter_after_number == "⠐"
    for digit, cell in DIGITS.items():
        letter = "abcdefghij"[(int(digit) - 1) % 10]
        assert table.letters[letter] == cell


# --- rendering --------------------------------------------------------------------------------------


def test_text_to_cells_words() -> None:
    assert text_to_cells("lev") == "⠇⠑⠧"
    assert text_to_cells("papoušek") == "⠏⠁⠏⠕⠥⠱⠑⠅"
    assert text_to_cells("žirafa") == "⠮⠊⠗⠁⠋⠁"
    assert text_to_cells("to je konec!") == "⠞⠕⠀⠚⠑⠀⠅⠕⠝⠑⠉⠖"
    assert text_to_cells("") == ""


def test_text_to_cells_numbers() -> None:
    assert text_to_cells("12") == "⠼⠁⠃"
    assert text_to_cells("síla 11") == "⠎⠌⠇⠁⠀⠼⠁⠁"
    assert text_to_cells("1a") == "⠼⠁⠐⠁"  # a letter a-j after a number is set apart by dot 5
    assert text_to_cells("12k") == "⠼⠁⠃⠅"  # k cannot be a digit: no separator


@pytest.mark.parametrize("char", ["L", "ä", "@", "\t", "⠁"])
def test_text_to_cells_rejects_unknown_characters(char: str) -> None:
    with pytest.raises(ValueError, match=repr(char).replace("\\", "\\\\")):
        text_to_cells(f"ab{char}c")


def test_capital_letter_error_hints_lower_case() -> None:
    with pytest.raises(ValueError, match="lower-case"):
        text_to_cells("Lev")


@pytest.mark.parametrize(
    ("n", "cells"),
    [(0, "⠼⠚"), (1, "⠼⠁"), (7, "⠼⠛"), (10, "⠼⠁⠚"), (12, "⠼⠁⠃"), (1234567890, "⠼⠁⠃⠉⠙⠑⠋⠛⠓⠊⠚")],
)
def test_number_to_cells(n: int, cells: str) -> None:
    assert number_to_cells(n) == cells


@pytest.mark.parametrize("bad", [-1, 1.5, "12", True])
def test_number_to_cells_rejects(bad: object) -> None:
    with pytest.raises((TypeError, ValueError)):
        number_to_cells(bad)  # type: ignore[arg-type]


def test_join_fields() -> None:
    assert join_fields("⠵", "⠼⠃") == "⠵⠀⠼⠃"
    assert join_fields("⠵") == "⠵"
    assert join_fields() == ""
    assert join_fields("⠁", "", "⠃") == "⠁⠀⠃"  # an empty field leaves no double blank


# --- Beasty Bar cards -------------------------------------------------------------------------------

CARD_EXAMPLES = {
    "green-parrot": "⠵⠀⠼⠃⠀⠏⠁⠏⠕⠥⠱⠑⠅",
    "red-hippo": "⠩⠀⠼⠁⠁⠀⠕⠀⠓⠗⠕⠱⠊⠉⠑",
    "yellow-giraffe": "⠮⠀⠼⠓⠀⠕⠀⠮⠊⠗⠁⠋⠁",
    "blue-lion": "⠍⠀⠼⠁⠃⠀⠇⠑⠧",
    "green-skunk": "⠵⠀⠼⠁⠀⠎⠅⠥⠝⠅",
    "blue-crocodile": "⠍⠀⠼⠁⠚⠀⠕⠀⠅⠗⠕⠅⠕⠙⠯⠇",
    "red-zebra": "⠩⠀⠼⠛⠀⠕⠀⠵⠑⠃⠗⠁",
    "yellow-chameleon": "⠮⠀⠼⠑⠀⠉⠓⠁⠍⠑⠇⠑⠕⠝",
}


@pytest.mark.parametrize(("ident", "cells"), CARD_EXAMPLES.items())
def test_card_examples(ident: str, cells: str) -> None:
    assert card_cells(cards.parse_card(ident)) == cells


def test_card_fields() -> None:
    colour_cells = ["⠵", "⠮", "⠍", "⠩"]  # z, ž, m, č
    names = dict(zip(sorted(cards.Animal, reverse=True), ANIMAL_NAMES, strict=True))
    for card in range(cards.NUM_CARDS):
        fields = card_cells(card).split(BLANK)
        animal = cards.animal_of(card)
        assert fields[0] == colour_cells[cards.COLOUR_OF[card]]
        assert fields[1] == number_to_cells(cards.STRENGTH[card])
        if animal in cards.RECURRING:
            assert len(fields) == 4
            assert fields[2] == "⠕"
        else:
            assert len(fields) == 3
        assert fields[-1] == text_to_cells(names[animal])


def test_card_words_data() -> None:
    words = card_words()
    assert words.colour_letters == ("z", "ž", "m", "č")
    assert words.recurring_mark == "o"
    assert [words.animal_names[a] for a in sorted(cards.Animal, reverse=True)] == ANIMAL_NAMES


def test_recurring_animals_are_the_four_expected() -> None:
    marked = {cards.animal_of(c) for c in range(cards.NUM_CARDS) if "⠀⠕⠀" in card_cells(c)}
    assert marked == {cards.Animal.HIPPO, cards.Animal.CROCODILE, cards.Animal.GIRAFFE, cards.Animal.ZEBRA}


def test_all_cards_listing() -> None:
    listing = all_cards_listing()
    assert len(listing) == cards.NUM_CARDS
    assert [ident for ident, _ in listing] == [cards.card_id(c) for c in range(cards.NUM_CARDS)]
    assert len({cells for _, cells in listing}) == cards.NUM_CARDS, "two cards share their braille"
    for ident, cells in listing:
        assert is_braille(cells), ident
        assert all(0x2800 <= ord(ch) <= 0x28FF for ch in cells)
        assert BLANK * 2 not in cells and not cells.startswith(BLANK) and not cells.endswith(BLANK)


@pytest.mark.parametrize("bad", [-1, 48, True, "0"])
def test_card_cells_rejects_non_cards(bad: object) -> None:
    with pytest.raises(ValueError):
        card_cells(bad)  # type: ignore[arg-type]


# --- cross-check with liblouis ----------------------------------------------------------------------

LOUIS_TABLES = "unicode.dis,cs-g1.ctb"


def _lou_translate(lines: list[str]) -> list[str]:
    exe = shutil.which("lou_translate")
    if exe is None:
        pytest.skip("lou_translate not installed (apt-get install liblouis-bin liblouis-data)")
    result = subprocess.run(
        [exe, "--forward", LOUIS_TABLES],
        input="".join(f"{line}\n" for line in lines),
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=30,
        check=False,
    )
    if result.returncode != 0:
        pytest.skip(f"lou_translate cannot use {LOUIS_TABLES}: {result.stderr.strip()[:200]}")
    out = result.stdout.splitlines()
    assert len(out) == len(lines), result.stdout
    return out


def test_matches_liblouis_cs_g1() -> None:
    samples = (
        [letter for letter, _, _ in CZECH_ALPHABET]
        + ANIMAL_NAMES
        + ["zelená žlutá modrá červená", "to je konec", "12", "1a", "síla 11"]
        + [str(n) for n in range(13)]
    )
    translated = _lou_translate(samples)
    mismatches = [
        (text, ours, theirs)
        for text, theirs in zip(samples, translated, strict=True)
        if (ours := text_to_cells(text)) != theirs
    ]
    assert not mismatches


def test_number_to_cells_matches_liblouis() -> None:
    numbers = [*range(13), 100, 2024]
    translated = _lou_translate([str(n) for n in numbers])
    assert [number_to_cells(n) for n in numbers] == translated

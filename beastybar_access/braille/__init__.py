"""Unicode braille for any game: a braille alphabet kept as data, and a small renderer.

The alphabet is a tab-separated table in :data:`beastybar_access.paths.BRAILLE_DIR` (``tables/cs-letters.tsv``
in this package, for Czech uncontracted braille). Each entry maps one character to the dots of its cell; a
Unicode braille cell is ``chr(0x2800 + bits)`` with dot 1 = 1, dot 2 = 2, dot 3 = 4, ... dot 8 = 128. Braille
displays show those characters as exactly their dots, whatever braille table the screen reader has loaded.

Lines starting with ``#`` and empty lines are ignored. The first column is a single character, ``U+XXXX``
for a character that is hard to write literally (space), or ``<name>`` for a sign that is not a character
(``<number-sign>``, ``<letter-after-number>``). Digits map to the cells they take after the number sign.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from importlib.resources.abc import Traversable

from beastybar_access.paths import BRAILLE_DIR

BRAILLE_FIRST = 0x2800
BRAILLE_LAST = 0x28FF
BLANK = chr(BRAILLE_FIRST)
"""The empty cell U+2800, used for spaces and between fields."""

DEFAULT_TABLE = "cs-letters"

_DIGITS = frozenset("0123456789")


def dots_to_cell(dots: str) -> str:
    """The Unicode cell with the given raised dots, e.g. ``"125"`` -> ``"⠓"``; ``"0"`` or ``""`` is blank."""
    if dots in ("", "0"):
        return BLANK
    bits = 0
    for digit in dots:
        if digit not in "12345678":
            raise ValueError(f"bad braille dots {dots!r}: use the digits 1-8, or 0 for the blank cell")
        bit = 1 << (int(digit) - 1)
        if bits & bit:
            raise ValueError(f"bad braille dots {dots!r}: dot {digit} is given twice")
        bits |= bit
    return chr(BRAILLE_FIRST + bits)


def cell_to_dots(cell: str) -> str:
    """The dots of one Unicode cell in ascending order (``"⠓"`` -> ``"125"``); ``"0"`` for the blank cell."""
    if len(cell) != 1 or not is_braille(cell):
        raise ValueError(f"not a single braille cell: {cell!r}")
    bits = ord(cell) - BRAILLE_FIRST
    return "".join(str(dot) for dot in range(1, 9) if bits & (1 << (dot - 1))) or "0"


def is_braille(s: str) -> bool:
    """True when ``s`` is non-empty and consists only of Unicode braille cells (U+2800-U+28FF)."""
    return bool(s) and all(BRAILLE_FIRST <= ord(ch) <= BRAILLE_LAST for ch in s)


@dataclass(frozen=True)
class BrailleTable:
    """One loaded braille alphabet: characters to cells, plus the signs numbers need."""

    name: str
    letters: dict[str, str]
    """Every character that stands for itself (letters, space, punctuation) -> its cells."""
    digits: dict[str, str]
    """``"0"``-``"9"`` -> the cells they take after the number sign."""
    number_sign: str
    letter_after_number: str
    """Put between a number and a following letter that could otherwise be read as a digit."""


def read_rows(name: str, columns: int, folder: Traversable | None = None) -> list[tuple[str, ...]]:
    """The data rows of ``<folder>/<name>.tsv`` (``BRAILLE_DIR`` by default; a game keeps its own tables in
    its folder), each split at tabs into exactly ``columns`` fields.

    Comment lines (``#``) and empty lines are skipped; a row with another number of fields is an error
    naming the file and line.
    """
    path = _table_path(name, folder)
    rows: list[tuple[str, ...]] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = tuple(line.split("\t"))
        if len(fields) != columns:
            raise ValueError(f"{path}:{number}: expected {columns} tab-separated fields, got {line!r}")
        rows.append(fields)
    return rows


def read_sections(name: str, expected: dict[str, set[str]], trimmed: bool = False,
                  folder: Traversable | None = None) -> dict[str, dict[str, str]]:
    """The rows ``kind<TAB>key<TAB>text`` of ``<folder>/<name>.tsv`` by kind and key, checked: every kind
    is one of ``expected``, no key is listed twice, and each kind lists exactly the keys ``expected`` gives
    it. ``trimmed``: a text must also be non-empty, without spaces around it."""
    sections: dict[str, dict[str, str]] = {kind: {} for kind in expected}
    for kind, key, text in read_rows(name, 3, folder):
        section = sections.get(kind)
        if section is None:
            raise ValueError(f"{name}.tsv: unknown kind {kind!r} (one of {', '.join(sections)})")
        if key in section:
            raise ValueError(f"{name}.tsv: {kind} {key!r} is listed twice")
        if trimmed and (not text or text != text.strip()):
            raise ValueError(f"{name}.tsv: {kind} {key!r} has no text (or spaces around it)")
        section[key] = text
    for kind, ids in expected.items():
        if sections[kind].keys() != ids:
            missing = sorted(ids - sections[kind].keys())
            extra = sorted(sections[kind].keys() - ids)
            raise ValueError(f"{name}.tsv: {kind} entries missing {missing}, unknown {extra}")
    return sections


def _table_path(name: str, folder: Traversable | None = None) -> Traversable:
    return (BRAILLE_DIR if folder is None else folder) / f"{name}.tsv"


def _parse_key(key: str, where: str) -> str:
    if key.startswith("U+") and len(key) > 2:
        try:
            return chr(int(key[2:], 16))
        except ValueError:
            raise ValueError(f"{where}: bad code point {key!r}") from None
    if len(key) == 1 or (key.startswith("<") and key.endswith(">")):
        return key
    raise ValueError(f"{where}: {key!r} is neither one character, U+XXXX nor <name>")


def _parse_cells(dots: str, where: str) -> str:
    try:
        return "".join(dots_to_cell(part) for part in dots.split("-"))
    except ValueError as err:
        raise ValueError(f"{where}: {err}") from None


@functools.cache
def load_table(name: str = DEFAULT_TABLE) -> BrailleTable:
    """Read and check ``BRAILLE_DIR/<name>.tsv`` (read once, then cached)."""
    letters: dict[str, str] = {}
    digits: dict[str, str] = {}
    signs: dict[str, str] = {}
    for index, (key, dots) in enumerate(read_rows(name, 2)):
        where = f"{_table_path(name)} entry {index + 1} ({key!r})"
        char = _parse_key(key, where)
        cells = _parse_cells(dots, where)
        target = digits if char in _DIGITS else signs if len(char) > 1 else letters
        if char in target:
            raise ValueError(f"{where}: {char!r} is listed twice")
        target[char] = cells
    missing = sorted(_DIGITS - digits.keys()) + [
        sign for sign in ("<number-sign>", "<letter-after-number>") if sign not in signs
    ]
    if missing:
        raise ValueError(f"{_table_path(name)}: missing entries {', '.join(missing)}")
    return BrailleTable(
        name=name,
        letters=letters,
        digits=digits,
        number_sign=signs["<number-sign>"],
        letter_after_number=signs["<letter-after-number>"],
    )


def number_to_cells(n: int, table: str = DEFAULT_TABLE) -> str:
    """A non-negative integer as braille: the number sign, then its digits (12 -> ``"⠼⠁⠃"``)."""
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"number_to_cells needs an int, got {n!r}")
    if n < 0:
        raise ValueError(f"number_to_cells handles only non-negative numbers, got {n}")
    loaded = load_table(table)
    return loaded.number_sign + "".join(loaded.digits[d] for d in str(n))


def text_to_cells(text: str, table: str = DEFAULT_TABLE) -> str:
    """Lower-case text as braille cells, one character at a time; spaces become blank cells.

    A run of digits is written as a number (number sign, then the digit cells); a letter that could be
    read as a digit right after a number gets the separator the table defines. Any character the table
    lacks (capitals included: this renderer writes no capital signs) raises :class:`ValueError`.
    """
    loaded = load_table(table)
    digit_cells = set(loaded.digits.values())
    out: list[str] = []
    in_number = False
    for position, char in enumerate(text):
        if char in loaded.digits:
            if not in_number:
                out.append(loaded.number_sign)
                in_number = True
            out.append(loaded.digits[char])
            continue
        cells = loaded.letters.get(char)
        if cells is None:
            hint = " (lower-case the text first)" if char.lower() in loaded.letters and char.isupper() else ""
            raise ValueError(
                f"no braille for {char!r} (U+{ord(char):04X}) at position {position} of {text!r} "
                f"in table {loaded.name}{hint}"
            )
        if in_number and cells in digit_cells:
            out.append(loaded.letter_after_number)
        in_number = False
        out.append(cells)
    return "".join(out)


def join_fields(*fields: str) -> str:
    """The fields separated by one blank cell (U+2800); empty fields are left out."""
    return BLANK.join(field for field in fields if field)

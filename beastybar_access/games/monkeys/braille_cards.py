"""The 4 Monkeys cards and combo tiles as Czech braille cells.

The words are data in ``data/monkeys-cards.tsv`` (which documents the scheme); the cells come from the
generic Czech braille renderer :mod:`beastybar_access.braille`. Fields are separated by one blank cell.

A **card** (its face: all four decks hold the same faces) reads:

1. the colour letter of the card, the colour of both its buttons (``ž`` yellow, ``z`` green, ``č`` red,
   ``m`` blue, as on a Beasty Bar card);
2. its two buttons as the first letters of the shapes' Czech names (``k`` kruh, ``t`` trojúhelník,
   ``č`` čtverec, ``p`` pětiúhelník), in the order of the card id;
3. on a card with a gold button only: the gold mark ``zl`` (once per gold button).

>>> from beastybar_access.games.monkeys.cards import parse_face
>>> card_cells(parse_face("red-circle-triangle")), card_cells(parse_face("yellow-circle-circle"))
('⠩⠀⠅⠞', '⠮⠀⠅⠅⠀⠵⠇')

A **combo tile** reads its short code (the number on the tile and a letter of its Czech name: ``3k`` Tři
kruhy), then the points: the number sign and the green side's points, or for the brown (flipped) side the
brown mark ``h`` straight before the number; without a side (the tile as a kind, in the rules) both.

>>> from beastybar_access.games.monkeys.tiles import parse_combo
>>> c = parse_combo("circles-3")
>>> tile_cells(c, False), tile_cells(c, True), tile_cells(c)
('⠼⠉⠅⠀⠼⠃', '⠼⠉⠅⠀⠓⠼⠁', '⠼⠉⠅⠀⠼⠃⠀⠓⠼⠁')

Physical cards (``deck * 40 + face``) are accepted wherever a face is: the cells show the face (a card's
back, its deck, is not part of its braille).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from importlib.resources import files
from importlib.resources.abc import Traversable

from beastybar_access.braille import join_fields, number_to_cells, read_sections, text_to_cells
from beastybar_access.games.monkeys.cards import (
    COLOUR,
    COLOURS,
    FACE_IDS,
    GOLD,
    MAX_DECKS,
    NUM_FACES,
    SHAPES,
    SHAPES_ALL,
    face_of,
)
from beastybar_access.games.monkeys.tiles import COMBO_IDS, NUM_COMBOS, VALUE

CARDS_TABLE = "monkeys-cards"
TABLES: Traversable = files(__name__.rpartition(".")[0]) / "data"
"""The folder of :data:`CARDS_TABLE` (the game's own)."""
BRAILLE_TABLE = "cs-letters"
SPECIALS: tuple[str, ...] = ("refill", "banana")
"""The tiles that are no combo: the refill-hand tile and the banana peel."""


@dataclass(frozen=True)
class BrailleWords:
    """The Czech words of ``data/monkeys-cards.tsv``, before they are turned into cells."""

    colours: tuple[str, ...]
    """By colour (yellow, green, red, blue)."""
    shapes: tuple[str, ...]
    """By shape (circle, triangle, square, pentagon)."""
    gold: str
    brown: str
    tiles: tuple[str, ...]
    """By combo."""
    specials: dict[str, str]


@functools.cache
def braille_words() -> BrailleWords:
    """Read ``data/monkeys-cards.tsv`` and check that it names every colour, shape, mark, combo and
    special tile exactly once (and nothing else)."""
    sections = read_sections(CARDS_TABLE, {
        "colour": {str(c) for c in COLOURS},
        "shape": {str(s) for s in SHAPES_ALL},
        "mark": {"gold", "brown"},
        "tile": set(COMBO_IDS),
        "special": set(SPECIALS),
    }, trimmed=True, folder=TABLES)
    return BrailleWords(
        colours=tuple(sections["colour"][str(c)] for c in COLOURS),
        shapes=tuple(sections["shape"][str(s)] for s in SHAPES_ALL),
        gold=sections["mark"]["gold"],
        brown=sections["mark"]["brown"],
        tiles=tuple(sections["tile"][c] for c in COMBO_IDS),
        specials=dict(sections["special"]),
    )


def _cells(text: str) -> str:
    return text_to_cells(text, BRAILLE_TABLE)


@functools.cache
def _card_cells() -> tuple[str, ...]:
    w = braille_words()
    out = []
    for face in range(NUM_FACES):
        a, b = SHAPES[face]
        out.append(join_fields(_cells(w.colours[COLOUR[face]]), _cells(w.shapes[a] + w.shapes[b]),
                               _cells(w.gold * GOLD[face])))
    return tuple(out)


@functools.cache
def _tile_cells() -> tuple[tuple[str, str, str], ...]:
    """Per combo: (green side, brown side, both sides)."""
    w = braille_words()
    out = []
    for combo in range(NUM_COMBOS):
        code = _cells(w.tiles[combo])
        green = number_to_cells(VALUE[combo][0], BRAILLE_TABLE)
        brown = _cells(w.brown) + number_to_cells(VALUE[combo][1], BRAILLE_TABLE)
        out.append((join_fields(code, green), join_fields(code, brown), join_fields(code, green, brown)))
    return tuple(out)


def _int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def card_cells(card: int) -> str:
    """The braille of a card (a face 0..39, or a physical card of any deck) as Unicode cells."""
    if not _int(card) or not 0 <= card < NUM_FACES * MAX_DECKS:
        raise ValueError(f"not a 4 Monkeys card: {card!r}")
    return _card_cells()[face_of(card)]


def tile_cells(combo: int, brown: bool | None = None) -> str:
    """The braille of a combo tile: its code and the points of the side shown (``brown`` None: both)."""
    if not _int(combo) or not 0 <= combo < NUM_COMBOS:
        raise ValueError(f"not a combo: {combo!r} (combos are 0..{NUM_COMBOS - 1})")
    green_side, brown_side, both = _tile_cells()[combo]
    if brown is None:
        return both
    return brown_side if brown else green_side


def special_cells(kind: str) -> str:
    """The braille of the refill-hand tile (``"refill"``) or the banana peel (``"banana"``)."""
    words = braille_words().specials
    if kind not in words:
        raise ValueError(f"not a special tile: {kind!r} (one of {', '.join(SPECIALS)})")
    return _cells(words[kind])


def all_cards_listing() -> list[tuple[str, str]]:
    """``(face_id, cells)`` for the 40 faces, in face order."""
    return list(zip(FACE_IDS, _card_cells(), strict=True))


def all_tiles_listing() -> list[tuple[str, str]]:
    """``(combo_id, cells of both sides)`` for every combo, in combo order."""
    return [(COMBO_IDS[c], _tile_cells()[c][2]) for c in range(NUM_COMBOS)]


__all__ = ["SPECIALS", "BrailleWords", "all_cards_listing", "all_tiles_listing", "braille_words",
           "card_cells", "special_cells", "tile_cells"]

"""The braille printed on the cards of the Beasty Bar braille edition, as Unicode cells.

Each card reads, fields separated by one blank cell: the colour letter (top-left corner), the number sign
with the strength (top centre), the letter ``o`` for a recurring animal (top-right corner) and the
animal's name. The words are data in ``data/beastybar-cards.tsv``; the cells come from the generic
Czech braille renderer :mod:`beastybar_access.braille`.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from importlib.resources import files
from importlib.resources.abc import Traversable

from beastybar_access.braille import join_fields, number_to_cells, read_sections, text_to_cells
from beastybar_access.games.beastybar.cards import (
    ANIMAL_IDS,
    COLOUR_IDS,
    COLOUR_OF,
    NUM_CARDS,
    RECURRING,
    STRENGTH,
    Animal,
    animal_of,
    card_id,
)

CARDS_TABLE = "beastybar-cards"
TABLES: Traversable = files(__name__.rpartition(".")[0]) / "data"
"""The folder of :data:`CARDS_TABLE` (the game's own)."""
BRAILLE_TABLE = "cs-letters"


@dataclass(frozen=True)
class CardWords:
    """The Czech words of the braille edition, before they are turned into cells."""

    colour_letters: tuple[str, ...]
    """Indexed by colour number (0 green ... 3 red)."""
    recurring_mark: str
    animal_names: dict[Animal, str]


@functools.cache
def card_words() -> CardWords:
    """Read ``data/beastybar-cards.tsv`` and check it names every colour and animal exactly once."""
    sections = read_sections(CARDS_TABLE, {
        "colour": set(COLOUR_IDS),
        "animal": set(ANIMAL_IDS.values()),
        "mark": {"recurring"},
    }, folder=TABLES)
    colours, animals, marks = sections["colour"], sections["animal"], sections["mark"]
    return CardWords(
        colour_letters=tuple(colours[c] for c in COLOUR_IDS),
        recurring_mark=marks["recurring"],
        animal_names={animal: animals[ident] for animal, ident in ANIMAL_IDS.items()},
    )


@functools.cache
def _all_cells() -> tuple[str, ...]:
    words = card_words()
    cells: list[str] = []
    for card in range(NUM_CARDS):
        animal = animal_of(card)
        cells.append(
            join_fields(
                text_to_cells(words.colour_letters[COLOUR_OF[card]], BRAILLE_TABLE),
                number_to_cells(STRENGTH[card], BRAILLE_TABLE),
                text_to_cells(words.recurring_mark, BRAILLE_TABLE) if animal in RECURRING else "",
                text_to_cells(words.animal_names[animal], BRAILLE_TABLE),
            )
        )
    return tuple(cells)


def card_cells(card: int) -> str:
    """The braille on ``card`` (0..47) as Unicode cells, e.g. green parrot ``⠵⠀⠼⠃⠀⠏⠁⠏⠕⠥⠱⠑⠅``."""
    if isinstance(card, bool) or not isinstance(card, int) or not 0 <= card < NUM_CARDS:
        raise ValueError(f"not a card: {card!r} (cards are 0..{NUM_CARDS - 1})")
    return _all_cells()[card]


def all_cards_listing() -> list[tuple[str, str]]:
    """``(card_id, cells)`` for all 48 cards, in card order (green skunk first, red lion last)."""
    return [(card_id(card), cells) for card, cells in enumerate(_all_cells())]

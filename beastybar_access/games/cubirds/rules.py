"""The Cubirds rules kernel: laying into a row, refilling it, flocks and the winning collections.

These small functions are the single copy of the rules about rows and collections; the game state
(:mod:`beastybar_access.games.cubirds.engine`) strings them into a turn. They work on plain lists of species
integers (rows, left end first) and count lists (hands, collections), so the console, the bots' search and
``beastybar simulate`` all run the same fast code.

Rules as read in ``shared/cubirds/RULES-NOTES.md``.

>>> row = [0, 1, 4]                    # flamingo, owl, parrot
>>> lay(row, 4, 2, LEFT)               # two parrots at the left end surround the flamingo and the owl
[0, 1]
>>> row, one_species(row)
([4, 4, 4], True)
"""

from __future__ import annotations

from enum import IntEnum, StrEnum
from typing import Final

from beastybar_access.games.cubirds.cards import COUNT, NUM_SPECIES, WIN_SPECIES, WIN_TRIO, WIN_TRIOS


class Side(IntEnum):
    """An end of a row."""

    LEFT = 0
    RIGHT = 1

    def __str__(self) -> str:
        return self.name.lower()


LEFT = Side.LEFT
RIGHT = Side.RIGHT
SIDE_IDS: tuple[str, ...] = ("left", "right")


def parse_side(text: object) -> Side:
    if text == "left":
        return LEFT
    if text == "right":
        return RIGHT
    raise ValueError(f"unknown side {text!r}: left or right")


class Win(StrEnum):
    """How a game ended."""

    SEVEN_SPECIES = "seven_species"
    """A collection holds 7 different species: its owner wins."""
    TWO_TRIOS = "two_trios"
    """A collection holds at least 3 birds of each of 2 species: its owner wins."""
    PILE_EMPTY = "pile_empty"
    """A row needed a card and the pile and the discard pile were both empty: the game ended after that
    turn, most birds in the collection wins (a tie is a draw)."""
    CANNOT_DEAL = "cannot_deal"
    """At a round's end 8 cards could not be dealt to everyone even after reshuffling: most birds wins
    (a tie is a draw)."""


_GROUPS: Final[tuple[tuple[tuple[int, ...], ...], ...]] = tuple(
    tuple((s,) * n for n in range(COUNT[s] + 1)) for s in range(NUM_SPECIES))
"""``_GROUPS[species][count]``: a group of ``count`` cards of ``species`` as laid into a row (made once: the
playouts lay a group every turn)."""


def lay(row: list[int], species: int, count: int, side: int) -> list[int]:
    """Lay ``count`` cards of ``species`` at the ``side`` end of ``row``; take out the surrounded cards.

    The cards between the laid group and the nearest card of the same species already in the row
    (looking from the laid end) are removed from ``row`` and returned, left to right. Nothing is taken
    when the row holds no such card or when it sits right at the laid end.
    """
    # the laid group replaces the surrounded cards in one slice assignment (an empty slice at the end when
    # nothing is taken); ``in`` before ``index``: a ValueError costs more than a second pass over a row
    try:
        group = _GROUPS[species][count]
    except IndexError:  # more cards than the game has (a table made by hand)
        group = (species,) * count
    if not side:  # LEFT
        i = row.index(species) if species in row else 0
        taken = row[:i]
        row[:i] = group
        return taken
    i = len(row) - row[::-1].index(species) if species in row else len(row)
    taken = row[i:]
    row[i:] = group
    return taken


def place(row: list[int], card: int, side: int) -> None:
    """Add one card drawn for a refill at the ``side`` end of ``row``."""
    if side == LEFT:
        row.insert(0, card)
    else:
        row.append(card)


def one_species(row: list[int]) -> bool:
    """Whether a (non-empty) row holds a single species, so that it must be refilled."""
    return row.count(row[0]) == len(row)


def species_count(row: list[int] | tuple[int, ...]) -> int:
    return len(set(row))


def winning(collection: list[int] | tuple[int, ...]) -> Win | None:
    """The winning condition a collection (counts per species) meets, or None.

    Seven species is reported before two trios when a collection meets both.
    """
    kinds = 0
    trios = 0
    for n in collection:
        if n:
            kinds += 1
            if n >= WIN_TRIO:
                trios += 1
    if kinds >= WIN_SPECIES:
        return Win.SEVEN_SPECIES
    if trios >= WIN_TRIOS:
        return Win.TWO_TRIOS
    return None


assert NUM_SPECIES >= WIN_SPECIES

"""The 110 Cubirds cards: eight species, as small integers, with their facts as lookup tables.

Cards of one species are identical, so a card *is* its species: an integer 0–7 in the order of
:class:`Species` (fewest cards first). Hands, collections and the discard pile are held as counts per
species; rows and the draw pile as lists of species. :func:`species_id` and :func:`parse_species` convert to
and from the public ids of ``shared/cubirds/SCENARIOS.md`` (``"reed-warbler"``).

Counts and flock sizes as in ``shared/cubirds/RULES-NOTES.md``:

>>> [(species_id(s), COUNT[s], SMALL_FLOCK[s], BIG_FLOCK[s]) for s in (Species.FLAMINGO, Species.ROBIN)]
[('flamingo', 7, 2, 3), ('robin', 20, 6, 9)]
>>> sum(COUNT)
110
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from enum import IntEnum


class Species(IntEnum):
    """The eight birds, in the order of the table in RULES-NOTES.md."""

    FLAMINGO = 0
    OWL = 1
    TOUCAN = 2
    DUCK = 3
    PARROT = 4
    MAGPIE = 5
    REED_WARBLER = 6
    ROBIN = 7


NUM_SPECIES = 8
SPECIES: tuple[Species, ...] = tuple(Species)

# Lookup tables indexed by species (hot paths use these).
COUNT: tuple[int, ...] = (7, 10, 10, 13, 13, 17, 20, 20)
"""Cards of each species in the game (printed in each card's lower left corner)."""
SMALL_FLOCK: tuple[int, ...] = (2, 3, 3, 4, 4, 5, 6, 6)
"""Cards needed for a small flock (one card to the collection)."""
BIG_FLOCK: tuple[int, ...] = (3, 4, 4, 6, 6, 7, 9, 9)
"""Cards needed for a big flock (two cards to the collection)."""

NUM_CARDS = 110
ROWS = 4
ROW_START = 3
"""Cards in each row at the set-up."""
HAND_SIZE = 8
"""Cards dealt to each player at the start of every round."""
WIN_SPECIES = 7
"""A collection with this many different species wins ..."""
WIN_TRIO = 3
WIN_TRIOS = 2
"""... and so does one with at least ``WIN_TRIO`` birds of each of ``WIN_TRIOS`` species."""

SPECIES_IDS: tuple[str, ...] = tuple(s.name.lower().replace("_", "-") for s in Species)
_BY_ID: dict[str, int] = {name: i for i, name in enumerate(SPECIES_IDS)}

assert sum(COUNT) == NUM_CARDS and len(COUNT) == len(SMALL_FLOCK) == len(BIG_FLOCK) == NUM_SPECIES


class UnknownSpeciesError(ValueError):
    """A species id that names none of the eight birds."""


def species_id(species: int) -> str:
    return SPECIES_IDS[species]


def parse_species(text: object) -> int:
    """The species named by an id such as ``"owl"``."""
    try:
        return _BY_ID[text]  # type: ignore[index]
    except (KeyError, TypeError):
        raise UnknownSpeciesError(
            f"unknown species {text!r}: one of {', '.join(SPECIES_IDS)}"
        ) from None


def flock_keeps(species: int, count: int) -> int:
    """How many of ``count`` flocked cards go to the collection: 0 (no flock), 1 (small) or 2 (big)."""
    if count >= BIG_FLOCK[species]:
        return 2
    return 1 if count >= SMALL_FLOCK[species] else 0


def full_deck() -> list[int]:
    """All 110 cards, species by species."""
    return cards_of(COUNT)


def counts_of(cards: Iterable[int]) -> list[int]:
    """Cards per species."""
    out = [0] * NUM_SPECIES
    for c in cards:
        out[c] += 1
    return out


def cards_of(counts: Iterable[int]) -> list[int]:
    """The cards of a count list, species by species (the inverse of :func:`counts_of`)."""
    return list(itertools.chain.from_iterable(map(itertools.repeat, itertools.count(), counts)))

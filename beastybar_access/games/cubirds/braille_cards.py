"""Each Cubirds bird as Czech braille cells: its name and its two flock sizes.

Cards of one species are identical, so a bird's braille *is* its card's braille. It reads three fields,
separated by one blank cell (U+2800):

1. the bird's Czech name in uncontracted braille (``plameňák``), as data in ``data/cubirds-cards.tsv``;
2. the number sign ⠼ and the small flock size (the number printed on the left of the card);
3. the number sign ⠼ and the big flock size (the number printed on the right).

The flamingo, small flock 2 and big flock 3, is ``⠏⠇⠁⠍⠑⠫⠡⠅⠀⠼⠃⠀⠼⠉``. The flock sizes come from
:mod:`beastybar_access.games.cubirds.cards`; the cells from the generic Czech braille renderer
:mod:`beastybar_access.braille`. The narration shows these cells in the braille form of every line in place
of the bird's name, whatever its case or number in the sentence.
"""

from __future__ import annotations

import functools
from importlib.resources import files
from importlib.resources.abc import Traversable

from beastybar_access.braille import join_fields, number_to_cells, read_rows, text_to_cells
from beastybar_access.games.cubirds.cards import BIG_FLOCK, NUM_SPECIES, SMALL_FLOCK, SPECIES_IDS

NAMES_TABLE = "cubirds-cards"
TABLES: Traversable = files(__name__.rpartition(".")[0]) / "data"
"""The folder of :data:`NAMES_TABLE` (the game's own)."""
BRAILLE_TABLE = "cs-letters"


@functools.cache
def bird_words() -> tuple[str, ...]:
    """The Czech braille words of the eight birds, by species; checks ``data/cubirds-cards.tsv`` names
    every species exactly once."""
    names: dict[str, str] = {}
    for ident, text in read_rows(NAMES_TABLE, 2, TABLES):
        if ident in names:
            raise ValueError(f"{NAMES_TABLE}.tsv: {ident!r} is listed twice")
        if not text:
            raise ValueError(f"{NAMES_TABLE}.tsv: {ident!r} has no name")
        names[ident] = text
    if names.keys() != set(SPECIES_IDS):
        missing = sorted(set(SPECIES_IDS) - names.keys())
        extra = sorted(names.keys() - set(SPECIES_IDS))
        raise ValueError(f"{NAMES_TABLE}.tsv: species missing {missing}, unknown {extra}")
    return tuple(names[ident] for ident in SPECIES_IDS)


@functools.cache
def _all_cells() -> tuple[str, ...]:
    words = bird_words()
    return tuple(
        join_fields(
            text_to_cells(words[s], BRAILLE_TABLE),
            number_to_cells(SMALL_FLOCK[s], BRAILLE_TABLE),
            number_to_cells(BIG_FLOCK[s], BRAILLE_TABLE),
        )
        for s in range(NUM_SPECIES)
    )


def species_cells(species: int) -> str:
    """The braille of ``species`` (0..7) as Unicode cells: name, small flock, big flock."""
    if isinstance(species, bool) or not isinstance(species, int) or not 0 <= species < NUM_SPECIES:
        raise ValueError(f"not a species: {species!r} (species are 0..{NUM_SPECIES - 1})")
    return _all_cells()[species]


def all_species_listing() -> list[tuple[str, str]]:
    """``(species_id, cells)`` for the eight birds, in species order (flamingo first, robin last)."""
    return list(zip(SPECIES_IDS, _all_cells(), strict=True))


__all__ = ["all_species_listing", "bird_words", "species_cells"]

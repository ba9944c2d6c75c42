"""The 48 Beasty Bar cards as small integers, with their facts as lookup tables.

A card is ``colour * 12 + (strength - 1)``: colour 0 green, 1 yellow, 2 blue, 3 red; strength 1 (skunk)
to 12 (lion). Integers keep the engine fast; :func:`card_id` and :func:`parse_card` convert to and from
the public ids of ``shared/beastybar/SCENARIOS.md`` (``"green-parrot"``).
"""

from __future__ import annotations

from enum import IntEnum


class Colour(IntEnum):
    GREEN = 0
    YELLOW = 1
    BLUE = 2
    RED = 3


class Animal(IntEnum):
    """Each species, valued by its strength."""

    SKUNK = 1
    PARROT = 2
    KANGAROO = 3
    MONKEY = 4
    CHAMELEON = 5
    SEAL = 6
    ZEBRA = 7
    GIRAFFE = 8
    SNAKE = 9
    CROCODILE = 10
    HIPPO = 11
    LION = 12

    @property
    def chooses(self) -> bool:
        """Playing it asks a choice beyond the card: the parrot whom it sends away, the kangaroo how far it
        jumps, the chameleon whom it copies (:data:`CHOOSES`)."""
        return self in CHOOSES


CHOOSES: frozenset[Animal] = frozenset({Animal.PARROT, Animal.KANGAROO, Animal.CHAMELEON})
"""The animals whose play asks a choice beyond the card (the one list of them; :attr:`Animal.chooses`)."""

COLOUR_IDS: tuple[str, ...] = ("green", "yellow", "blue", "red")
ANIMAL_IDS: dict[Animal, str] = {a: a.name.lower() for a in Animal}
RECURRING: frozenset[Animal] = frozenset({Animal.HIPPO, Animal.CROCODILE, Animal.GIRAFFE, Animal.ZEBRA})
"""Animals whose card carries the recurring mark (the zebra's is passive: it only blocks)."""

POINTS: dict[Animal, int] = {
    Animal.LION: 2,
    Animal.HIPPO: 2,
    Animal.CROCODILE: 3,
    Animal.SNAKE: 2,
    Animal.GIRAFFE: 3,
    Animal.ZEBRA: 4,
    Animal.SEAL: 2,
    Animal.CHAMELEON: 3,
    Animal.MONKEY: 3,
    Animal.KANGAROO: 4,
    Animal.PARROT: 4,
    Animal.SKUNK: 4,
}
"""Points of an animal in the bar in the advanced variant."""

NUM_CARDS = 48
CARDS_PER_COLOUR = 12


def make_card(colour: int, animal: int) -> int:
    return colour * CARDS_PER_COLOUR + animal - 1


# Lookup tables indexed by card (hot paths use these, not the functions).
STRENGTH: tuple[int, ...] = tuple(c % CARDS_PER_COLOUR + 1 for c in range(NUM_CARDS))
COLOUR_OF: tuple[int, ...] = tuple(c // CARDS_PER_COLOUR for c in range(NUM_CARDS))
POINTS_OF: tuple[int, ...] = tuple(POINTS[Animal(s)] for s in STRENGTH)


def animal_of(card: int) -> Animal:
    return Animal(STRENGTH[card])


def colour_of(card: int) -> Colour:
    return Colour(COLOUR_OF[card])


def card_id(card: int) -> str:
    return f"{COLOUR_IDS[COLOUR_OF[card]]}-{ANIMAL_IDS[Animal(STRENGTH[card])]}"


_BY_ID: dict[str, int] = {card_id(c): c for c in range(NUM_CARDS)}
_ANIMAL_BY_ID: dict[str, Animal] = {v: k for k, v in ANIMAL_IDS.items()}


class UnknownCardError(ValueError):
    """A card id that names none of the 48 cards."""


def parse_card(text: str) -> int:
    """The card named by an id such as ``"red-hippo"``."""
    try:
        return _BY_ID[text]
    except (KeyError, TypeError):
        raise UnknownCardError(
            f"unknown card {text!r}: a card id is <colour>-<animal>, colour one of "
            f"{', '.join(COLOUR_IDS)}, animal one of {', '.join(ANIMAL_IDS.values())}"
        ) from None


def parse_animal(text: str) -> Animal:
    try:
        return _ANIMAL_BY_ID[text]
    except KeyError:
        raise ValueError(f"unknown animal {text!r}: one of {', '.join(ANIMAL_IDS.values())}") from None


def colour_cards(colour: int) -> list[int]:
    """The 12 cards of one colour, weakest first."""
    base = colour * CARDS_PER_COLOUR
    return list(range(base, base + CARDS_PER_COLOUR))

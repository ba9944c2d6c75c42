"""Cubirds' actions: a lay, a refill's end, the draw of two cards, a flock (see :mod:`.engine`).

A module of their own, not compiled with the kernel (``setup.py``): a compiled dataclass would refuse an
ill-typed field with a TypeError, where the engine refuses such an action itself, in words a person reads.
"""

from __future__ import annotations

from dataclasses import dataclass

from beastybar_access.games.cubirds.cards import NUM_SPECIES, ROWS, parse_species, species_id
from beastybar_access.games.cubirds.rules import LEFT, RIGHT, Side, parse_side
from beastybar_access.jsontypes import JSONObject


@dataclass(frozen=True, slots=True)
class Lay:
    """Lay all cards of ``species`` from the hand at the ``side`` end of ``row`` (0-3)."""

    species: int
    row: int
    side: Side

    def __repr__(self) -> str:
        return f"Lay({_species_name(self.species)}, {self.row!r}, {_side_name(self.side)})"

    def to_json(self) -> JSONObject:
        return {"type": "lay", "species": species_id(self.species), "row": self.row,
                "side": str(Side(self.side))}


@dataclass(frozen=True, slots=True)
class Refill:
    """Put the card drawn for the refill (``State.pending``) at the ``side`` end of the row."""

    side: Side

    def __repr__(self) -> str:
        return f"Refill({_side_name(self.side)})"

    def to_json(self) -> JSONObject:
        return {"type": "refill", "side": str(Side(self.side))}


@dataclass(frozen=True, slots=True)
class DrawTwo:
    """Nothing was surrounded: ``take`` the top two cards of the pile into the hand, or not."""

    take: bool

    def to_json(self) -> JSONObject:
        return {"type": "draw_two", "take": self.take}


@dataclass(frozen=True, slots=True)
class Flock:
    """Lay all cards of ``species`` from the hand as a flock; ``None``: lay no flock this turn."""

    species: int | None

    def __repr__(self) -> str:
        return f"Flock({_species_name(self.species) if self.species is not None else None})"

    def to_json(self) -> JSONObject:
        return {"type": "flock", "species": species_id(self.species) if self.species is not None else None}


Action = Lay | Refill | DrawTwo | Flock


def _species_name(value: object) -> str:
    """A species id for a repr (or the raw value of a bad action, so that refusing it can quote it)."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < NUM_SPECIES:
        return species_id(value)
    return repr(value)


def _side_name(value: object) -> str:
    if isinstance(value, int) and not isinstance(value, bool) and value in (LEFT, RIGHT):
        return str(Side(value))
    return repr(value)

# Every action exists once; the hot paths hand these out instead of making new ones.
LAYS: tuple[tuple[tuple[Lay, Lay], ...], ...] = tuple(
    tuple((Lay(s, r, LEFT), Lay(s, r, RIGHT)) for r in range(ROWS)) for s in range(NUM_SPECIES)
)
REFILLS: tuple[Refill, Refill] = (Refill(LEFT), Refill(RIGHT))
TAKE_TWO = DrawTwo(True)
NO_DRAW = DrawTwo(False)
FLOCKS: tuple[Flock, ...] = tuple(Flock(s) for s in range(NUM_SPECIES))
NO_FLOCK = Flock(None)


def _json_species(value: object, what: str) -> int:
    try:
        return parse_species(value)
    except ValueError as exc:
        raise ValueError(f"in {what}: {exc}") from None


def action_from_json(data: object) -> Action:
    """The action of a ``to_json`` dictionary; ValueError saying what is wrong."""
    if not isinstance(data, dict) or "type" not in data:
        raise ValueError(f"not an action: {data!r}")
    kind = data["type"]
    if kind == "lay":
        row = data.get("row")
        if isinstance(row, bool) or not isinstance(row, int) or not 0 <= row < ROWS:
            raise ValueError(f"a lay's row is a number from 0 to {ROWS - 1}, not {row!r}")
        return LAYS[_json_species(data.get("species"), "a lay")][row][parse_side(data.get("side"))]
    if kind == "refill":
        return REFILLS[parse_side(data.get("side"))]
    if kind == "draw_two":
        take = data.get("take")
        if not isinstance(take, bool):
            raise ValueError(f"draw_two's take is true or false, not {take!r}")
        return TAKE_TWO if take else NO_DRAW
    if kind == "flock":
        species = data.get("species")
        return NO_FLOCK if species is None else FLOCKS[_json_species(species, "a flock")]
    raise ValueError(f"unknown action type {kind!r}")

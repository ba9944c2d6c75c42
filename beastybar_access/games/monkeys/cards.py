"""The 4 Monkeys cards: four decks of the same 40 faces, read from ``data/cards.tsv``.

The rulebook fixes the vocabulary (four colours, four shapes, two buttons on a card, a gold button on a
card whose two shapes are equal); the faces themselves are shown only in pictures, so they are data
(``shared/monkeys/COMPONENTS.md``), replaceable without code changes.

A *face* is an integer, its index in the data file (``yellow-circle-circle`` is 0). A physical *card* is
an integer ``deck * NUM_FACES + face``: every player owns a deck (seat ``p`` the deck of colour ``p``,
:class:`Colour` order, its back colour), and all decks hold the same faces, so a card drawn from another
deck is a different card with the same face. Public ids: a face as in COMPONENTS.md
(``red-circle-circle``), a card as ``face@deck`` (``red-circle-circle@yellow``).

>>> f = parse_face("red-circle-circle")
>>> COLOUR[f] is Colour.RED, SHAPES[f], GOLD[f]
(True, (<Shape.CIRCLE: 0>, <Shape.CIRCLE: 0>), 1)
>>> card_id(card_of(1, f)), face_of(parse_card("red-circle-circle@green")) == f
('red-circle-circle@green', True)
>>> NUM_FACES, len({COLOUR[f] for f in range(NUM_FACES)})
(40, 4)
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from importlib.resources import files
from importlib.resources.abc import Traversable

DATA_DIR: Traversable = files("beastybar_access.games.monkeys") / "data"
CARDS_FILE: Traversable = DATA_DIR / "cards.tsv"


class Colour(IntEnum):
    """The four colours (of a card's face, and of a deck's back), in the rulebook's order."""

    YELLOW = 0
    GREEN = 1
    RED = 2
    BLUE = 3

    def __str__(self) -> str:
        return self.name.lower()


class Shape(IntEnum):
    """The four button shapes (a card id names them in this order)."""

    CIRCLE = 0
    TRIANGLE = 1
    SQUARE = 2
    PENTAGON = 3

    def __str__(self) -> str:
        return self.name.lower()


COLOURS: tuple[Colour, ...] = tuple(Colour)
SHAPES_ALL: tuple[Shape, ...] = tuple(Shape)
NUM_COLOURS = len(COLOURS)
NUM_SHAPES = len(SHAPES_ALL)
MAX_DECKS = NUM_COLOURS
"""One deck per colour: at most four players."""


class ComponentDataError(ValueError):
    """A component data file that cannot be read as the game's cards or tiles."""


class UnknownCardError(ValueError):
    """A card or face id that names no card of the game."""


def parse_colour(text: object) -> Colour:
    if isinstance(text, str) and text.islower() and text.upper() in Colour.__members__:
        return Colour[text.upper()]
    raise ValueError(f"unknown colour {text!r}: one of {', '.join(map(str, COLOURS))}")


def parse_shape(text: object) -> Shape:
    if isinstance(text, str) and text.islower() and text.upper() in Shape.__members__:
        return Shape[text.upper()]
    raise ValueError(f"unknown shape {text!r}: one of {', '.join(map(str, SHAPES_ALL))}")


@dataclass(frozen=True, slots=True)
class FaceTable:
    """The faces of one deck, as lookup tables indexed by face."""

    ids: tuple[str, ...]
    colour: tuple[Colour, ...]
    shapes: tuple[tuple[Shape, Shape], ...]
    gold: tuple[int, ...]
    """Gold buttons on the face (0, 1 or 2)."""


def load_faces(path: Traversable = CARDS_FILE) -> FaceTable:
    """Read a cards file (tab-separated ``id colour shape1 shape2 gold``; ``#`` lines are comments)."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ComponentDataError(f"cannot read the cards file {str(path)!r}: {exc.strerror or exc}") from None
    ids: list[str] = []
    colour: list[Colour] = []
    shapes: list[tuple[Shape, Shape]] = []
    gold: list[int] = []
    header_seen = False
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        cells = line.split("\t")
        if not header_seen:
            if cells != ["id", "colour", "shape1", "shape2", "gold"]:
                raise ComponentDataError(f"{path.name} line {number}: expected the header "
                                         f"'id colour shape1 shape2 gold' (tab-separated), not {line!r}")
            header_seen = True
            continue
        if len(cells) != 5:
            raise ComponentDataError(f"{path.name} line {number}: 5 tab-separated cells expected, "
                                     f"not {len(cells)}: {line!r}")
        face, c, s1, s2, g = cells
        try:
            entry = (parse_colour(c), parse_shape(s1), parse_shape(s2))
        except ValueError as exc:
            raise ComponentDataError(f"{path.name} line {number}: {exc}") from None
        if not g.isdigit() or int(g) > 2:
            raise ComponentDataError(f"{path.name} line {number}: gold is 0, 1 or 2, not {g!r}")
        if not face or face in ids or "@" in face:
            raise ComponentDataError(f"{path.name} line {number}: the face id {face!r} is empty, "
                                     "repeated or contains '@'")
        ids.append(face)
        colour.append(entry[0])
        shapes.append((entry[1], entry[2]))
        gold.append(int(g))
    if not ids:
        raise ComponentDataError(f"{path.name} lists no card")
    return FaceTable(tuple(ids), tuple(colour), tuple(shapes), tuple(gold))


FACES = load_faces()
FACE_IDS: tuple[str, ...] = FACES.ids
COLOUR: tuple[Colour, ...] = FACES.colour
SHAPES: tuple[tuple[Shape, Shape], ...] = FACES.shapes
GOLD: tuple[int, ...] = FACES.gold
NUM_FACES = len(FACE_IDS)
DECK_SIZE = NUM_FACES
_FACE_BY_ID: dict[str, int] = {name: i for i, name in enumerate(FACE_IDS)}


def face_id(face: int) -> str:
    return FACE_IDS[face]


def parse_face(text: object) -> int:
    """The face named by an id such as ``"red-circle-circle"``."""
    try:
        return _FACE_BY_ID[text]  # type: ignore[index]
    except (KeyError, TypeError):
        raise UnknownCardError(
            f"unknown card {text!r}: a colour and two shapes such as 'red-circle-square' "
            f"(colours {', '.join(map(str, COLOURS))}; shapes {', '.join(map(str, SHAPES_ALL))}, "
            "in that order)"
        ) from None


def card_of(deck: int, face: int) -> int:
    return deck * NUM_FACES + face


def face_of(card: int) -> int:
    return card % NUM_FACES


def deck_of(card: int) -> int:
    return card // NUM_FACES


def card_id(card: int) -> str:
    return f"{FACE_IDS[card % NUM_FACES]}@{COLOURS[card // NUM_FACES]}"


def parse_card(text: object) -> int:
    """The physical card named by ``face@deck`` (``"red-circle-circle@yellow"``)."""
    if not isinstance(text, str) or text.count("@") != 1:
        raise UnknownCardError(f"unknown card {text!r}: a card is 'face@deck', "
                               "e.g. 'red-circle-square@green'")
    face, deck = text.split("@")
    try:
        d = parse_colour(deck)
    except ValueError as exc:
        raise UnknownCardError(f"unknown card {text!r}: the deck: {exc}") from None
    return card_of(d, parse_face(face))


def deck_cards(deck: int) -> list[int]:
    """The cards of one deck, face by face."""
    base = deck * NUM_FACES
    return list(range(base, base + NUM_FACES))


def describe(face: int) -> str:
    """A short English description for reprs and messages: ``red circle+circle(gold)``."""
    a, b = SHAPES[face]
    gold = "(gold)" * GOLD[face]
    return f"{COLOURS[COLOUR[face]]} {a}+{b}{gold}"

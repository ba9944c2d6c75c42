"""The combo tiles, read from ``data/tiles.json``, and the single copy of the rule that checks a combo.

A tile is a combo (an integer, its index in the data file, which is also the order of the combo table in
``shared/monkeys/COMPONENTS.md``) showing its green or brown side. Each combo's *need* is a list of
conditions on the cards laid under it (see the data file's ``about`` for the kinds). Every kind is
*monotone*: more cards never break a condition that holds. So, as the rulebook asks, a combo is
**correct** when its cards meet the need and would no longer meet it with any one of them removed
(:func:`verdict`); by monotony that means no smaller set of these cards meets it at all.

>>> c = parse_combo("circles-3")
>>> COMBOS[c].name["cs"], COMBOS[c].green, COMBOS[c].brown
('Tři kruhy', 2, 1)
>>> from beastybar_access.games.monkeys.cards import parse_face
>>> faces = [parse_face(f) for f in ("red-circle-circle", "blue-circle-square")]
>>> is_correct(c, faces), is_correct(c, faces[:1])
(True, False)
>>> verdict(c, [*faces, parse_face("green-circle-triangle")])  # either of the last two is spare
Verdict(correct=False, met=True, spare=(1, 2))
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from importlib.resources.abc import Traversable
from typing import Any

from beastybar_access.games.monkeys.cards import (
    COLOUR,
    DATA_DIR,
    GOLD,
    NUM_COLOURS,
    NUM_SHAPES,
    SHAPES,
    Colour,
    ComponentDataError,
    Shape,
    parse_colour,
    parse_shape,
)
from beastybar_access.jsontypes import JSONObject

TILES_FILE = DATA_DIR / "tiles.json"

# -- what a set of cards shows ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Tally:
    """The buttons and cards of a set of faces, as the conditions read them."""

    cards: int
    shape: tuple[int, ...]
    """Buttons per shape (a gold button counts as a button of its shape)."""
    colour: tuple[int, ...]
    """Cards per colour."""
    gold: int
    gold_colours: int
    """Different colours of the cards that carry a gold button."""
    buttons: tuple[int, ...]
    """Buttons per (colour, shape): index ``colour * NUM_SHAPES + shape``."""


def tally(faces: Sequence[int]) -> Tally:
    shape = [0] * NUM_SHAPES
    colour = [0] * NUM_COLOURS
    buttons = [0] * (NUM_COLOURS * NUM_SHAPES)
    gold = 0
    gold_colours = 0
    for f in faces:
        c = COLOUR[f]
        colour[c] += 1
        a, b = SHAPES[f]
        shape[a] += 1
        shape[b] += 1
        buttons[c * NUM_SHAPES + a] += 1
        buttons[c * NUM_SHAPES + b] += 1
        g = GOLD[f]
        if g:
            gold += g
            gold_colours |= 1 << c
    return Tally(len(faces), tuple(shape), tuple(colour), gold, gold_colours.bit_count(), tuple(buttons))


# -- conditions ---------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Condition:
    """One condition of a need: ``kind`` with its ``count`` and, for some kinds, a shape, a colour or
    coloured buttons. ``holds`` reads a :class:`Tally`; ``bound`` is the most cards a minimal set for this
    condition alone can hold (each of its cards must be the one that keeps it met)."""

    kind: str
    count: int
    shape: Shape | None = None
    colour: Colour | None = None
    buttons: tuple[tuple[Colour, Shape], ...] = ()

    def holds(self, t: Tally) -> bool:
        return _HOLDS[self.kind](self, t)

    @property
    def bound(self) -> int:
        return len(self.buttons) if self.kind == "buttons" else self.count

    def to_json(self) -> JSONObject:
        out: dict[str, Any] = {"kind": self.kind}
        if self.kind == "buttons":
            out["buttons"] = [f"{c} {s}" for c, s in self.buttons]
            return out
        if self.shape is not None:
            out["shape"] = str(self.shape)
        if self.colour is not None:
            out["colour"] = str(self.colour)
        out["count"] = self.count
        return out


def _buttons_hold(c: Condition, t: Tally) -> bool:
    need = [0] * len(t.buttons)
    for colour, shape in c.buttons:
        need[colour * NUM_SHAPES + shape] += 1
    return all(have >= n for have, n in zip(t.buttons, need, strict=True))


_HOLDS: dict[str, Callable[[Condition, Tally], bool]] = {
    "gold": lambda c, t: t.gold >= c.count,
    "shape": lambda c, t: t.shape[c.shape] >= c.count,  # type: ignore[index]
    "same_shape": lambda c, t: max(t.shape) >= c.count,
    "shapes": lambda c, t: sum(1 for n in t.shape if n) >= c.count,
    "colour": lambda c, t: t.colour[c.colour] >= c.count,  # type: ignore[index]
    "same_colour": lambda c, t: max(t.colour) >= c.count,
    "colours": lambda c, t: sum(1 for n in t.colour if n) >= c.count,
    "cards": lambda c, t: t.cards >= c.count,
    "buttons": _buttons_hold,
    "gold_colours": lambda c, t: t.gold_colours >= c.count,
}
CONDITION_KINDS: tuple[str, ...] = tuple(_HOLDS)


# -- combos --------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Combo:
    """One kind of combo tile."""

    index: int
    id: str
    name: dict[str, str]
    """The tile's name per language (``cs``, ``en``)."""
    text: dict[str, str]
    """What it needs, in words, per language."""
    need: tuple[Condition, ...]
    green: int
    """Points on the green side (the side a tile is taken with)."""
    brown: int
    """Points on the brown side (after it was flipped to draw three cards)."""

    @property
    def bound(self) -> int:
        """The most cards a correct combo of this kind can hold."""
        return sum(c.bound for c in self.need)

    def value(self, brown: bool) -> int:
        return self.brown if brown else self.green

    def holds(self, t: Tally) -> bool:
        return all(c.holds(t) for c in self.need)


def _condition(raw: object, where: str) -> Condition:
    if not isinstance(raw, dict) or raw.get("kind") not in _HOLDS:
        raise ComponentDataError(f"{where}: a condition is an object whose kind is one of "
                                 f"{', '.join(CONDITION_KINDS)}, not {raw!r}")
    kind = raw["kind"]
    try:
        if kind == "buttons":
            items = raw.get("buttons")
            if not isinstance(items, list) or not items or not all(isinstance(b, str) for b in items):
                raise ValueError("'buttons' must list coloured buttons such as \"red circle\"")
            buttons = []
            for b in items:
                parts = b.split()
                if len(parts) != 2:
                    raise ValueError(f"a coloured button is 'colour shape', not {b!r}")
                buttons.append((parse_colour(parts[0]), parse_shape(parts[1])))
            return Condition(kind, len(buttons), buttons=tuple(buttons))
        count = raw.get("count")
        if isinstance(count, bool) or not isinstance(count, int) or count < 1:
            raise ValueError(f"'count' must be a whole number from 1, not {count!r}")
        shape = parse_shape(raw.get("shape")) if kind == "shape" else None
        colour = parse_colour(raw.get("colour")) if kind == "colour" else None
        return Condition(kind, count, shape, colour)
    except ValueError as exc:
        raise ComponentDataError(f"{where}: {exc}") from None


def _names(raw: Any, key: str, where: str) -> dict[str, str]:
    value = raw.get(key)
    if not isinstance(value, dict) or not {"cs", "en"} <= set(value) or \
            not all(isinstance(v, str) and v for v in value.values()):
        raise ComponentDataError(f"{where}: {key!r} must give a text for cs and en, not {value!r}")
    return dict(value)


def load_combos(path: Traversable = TILES_FILE) -> tuple[Combo, ...]:
    """Read a tiles file (see ``data/tiles.json``)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ComponentDataError(f"cannot read the tiles file {str(path)!r}: {exc.strerror or exc}") from None
    except json.JSONDecodeError as exc:
        raise ComponentDataError(f"{path.name} is not JSON: {exc}") from None
    raw_combos = data.get("combos") if isinstance(data, dict) else None
    if not isinstance(raw_combos, list) or not raw_combos:
        raise ComponentDataError(f"{path.name}: 'combos' must be a non-empty list")
    out: list[Combo] = []
    seen: set[str] = set()
    for i, raw in enumerate(raw_combos):
        where = f"{path.name} combo {i}"
        if not isinstance(raw, dict):
            raise ComponentDataError(f"{where}: not an object")
        cid = raw.get("id")
        if not isinstance(cid, str) or not cid or cid in seen:
            raise ComponentDataError(f"{where}: the id {cid!r} is missing or repeated")
        seen.add(cid)
        need = raw.get("need")
        if not isinstance(need, list) or not need:
            raise ComponentDataError(f"{where} ({cid}): 'need' must be a non-empty list of conditions")
        green, brown = raw.get("green"), raw.get("brown")
        if isinstance(green, bool) or not isinstance(green, int) or \
                isinstance(brown, bool) or not isinstance(brown, int):
            raise ComponentDataError(f"{where} ({cid}): 'green' and 'brown' must be whole numbers")
        out.append(Combo(i, cid, _names(raw, "name", where), _names(raw, "text", where),
                         tuple(_condition(c, f"{where} ({cid})") for c in need), green, brown))
    return tuple(out)


COMBOS: tuple[Combo, ...] = load_combos()
NUM_COMBOS = len(COMBOS)
COMBO_IDS: tuple[str, ...] = tuple(c.id for c in COMBOS)
_COMBO_BY_ID = {c.id: c.index for c in COMBOS}
VALUE: tuple[tuple[int, int], ...] = tuple((c.green, c.brown) for c in COMBOS)
"""Points per combo: ``VALUE[combo][brown]``."""


class UnknownComboError(ValueError):
    """A combo id that names no tile."""


def combo_id(combo: int) -> str:
    return COMBO_IDS[combo]


def parse_combo(text: object) -> int:
    try:
        return _COMBO_BY_ID[text]  # type: ignore[index]
    except (KeyError, TypeError):
        raise UnknownComboError(f"unknown combo {text!r}: one of {', '.join(COMBO_IDS)}") from None


# -- checking ---------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Verdict:
    """How a combo's cards fare: ``correct``; ``met`` whether they meet the need; ``spare`` the positions
    (in the list checked) of the cards that could be removed with the need still met."""

    correct: bool
    met: bool
    spare: tuple[int, ...] = ()


def meets(combo: int, faces: Sequence[int]) -> bool:
    """Whether the cards (faces) meet the combo's need, spare cards or not."""
    return COMBOS[combo].holds(tally(faces))


def verdict(combo: int, faces: Sequence[int]) -> Verdict:
    """The check of step 3: the need met, and no card spare."""
    c = COMBOS[combo]
    if not faces or not c.holds(tally(faces)):
        return Verdict(False, False)
    faces = list(faces)
    spare = tuple(i for i in range(len(faces)) if c.holds(tally(faces[:i] + faces[i + 1:])))
    return Verdict(not spare, True, spare)


def is_correct(combo: int, faces: Sequence[int]) -> bool:
    c = COMBOS[combo]
    if not faces or not c.holds(tally(faces)):
        return False
    faces = list(faces)
    return not any(c.holds(tally(faces[:i] + faces[i + 1:])) for i in range(len(faces)))


def minimal_sets(combo: int, faces: Sequence[int]) -> Iterator[tuple[int, ...]]:
    """Every correct choice of cards among ``faces``, as positions into ``faces`` (ascending); choices that
    differ only by which of two cards of the same face is used are given once.

    Only sets that do not yet meet the need are extended (a set that meets it is either minimal or has a
    spare card, and so has every larger set), up to the combo's :attr:`~Combo.bound` cards.

    >>> from beastybar_access.games.monkeys.cards import parse_face
    >>> hand = [parse_face(f) for f in ("red-circle-circle", "blue-circle-square", "green-circle-triangle")]
    >>> sorted(minimal_sets(parse_combo("circles-3"), hand))
    [(0, 1), (0, 2)]
    """
    c = COMBOS[combo]
    n = len(faces)
    if not n or not c.holds(tally(faces)):
        return
    bound = min(c.bound, n)
    order = sorted(range(n), key=lambda i: (faces[i], i))

    def grow(start: int, chosen: list[int]) -> Iterator[tuple[int, ...]]:
        last_face = -1
        for k in range(start, n):
            i = order[k]
            f = faces[i]
            if f == last_face:
                continue  # the same face as the card just tried at this depth
            last_face = f
            chosen.append(i)
            picked = [faces[j] for j in chosen]
            if c.holds(tally(picked)):
                if all(not c.holds(tally(picked[:m] + picked[m + 1:])) for m in range(len(picked) - 1)):
                    yield tuple(sorted(chosen))
            elif len(chosen) < bound:
                yield from grow(k + 1, chosen)
            chosen.pop()

    yield from grow(0, [])


def one_minimal_set(combo: int, faces: Sequence[int], order: Sequence[int] | None = None
                    ) -> tuple[int, ...] | None:
    """One correct choice among ``faces`` (positions, ascending), or None if there is none: all the cards,
    then each card dropped in ``order`` (default: as listed) while the need stays met."""
    c = COMBOS[combo]
    if not faces or not c.holds(tally(faces)):
        return None
    kept = list(range(len(faces)))
    for i in order if order is not None else range(len(faces)):
        rest = [j for j in kept if j != i]
        if rest and c.holds(tally([faces[j] for j in rest])):
            kept = rest
    return tuple(kept)


def check_order(tiles: Sequence[tuple[int, bool]]) -> list[int]:
    """Positions of ``(combo, brown)`` tiles in checking order: lowest value first, equal values in the
    order of the combo table (then as listed)."""
    return sorted(range(len(tiles)), key=lambda i: (VALUE[tiles[i][0]][tiles[i][1]], tiles[i][0], i))

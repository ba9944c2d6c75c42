"""What happens at the 4 Monkeys table, as plain data.

Applying an action (or moving the clock) returns these events in order; the narration turns each into a
sentence. Cards are physical card integers (:mod:`beastybar_access.games.monkeys.cards`), combos combo
integers (:mod:`beastybar_access.games.monkeys.tiles`), seats and stacks are numbered from 0, a player's
tiles by their position in the order taken (the refill-hand tile is not among them).

Cards that only their owner sees (dealt, drawn, laid face down under a tile, discarded from the hand) are
``None`` in the events as the other players get them (:func:`redact`); their ``count`` stays. The cards of a
checked combo are turned face up for everyone (:class:`ComboChecked`).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import StrEnum
from typing import Any, ClassVar

from beastybar_access.games.core import Event as CoreEvent
from beastybar_access.games.core import EventCodec
from beastybar_access.games.monkeys.cards import card_id, parse_card
from beastybar_access.games.monkeys.tiles import combo_id, parse_combo
from beastybar_access.jsontypes import JSON


class EndReason(StrEnum):
    """Why a round (a deal) ended."""

    TIME = "time"
    """The timer ran out: the round is scored."""
    STOP = "stop"
    """A player called a correct "Stop!" (all the different combos): the round is scored."""
    FALSE_STOP = "false_stop"
    """A player called "Stop!" without all the different combos: 10 points off, the round starts again."""


class DrawReason(StrEnum):
    """Why cards were drawn."""

    TAKE = "take"
    """Back up to five after taking a tile."""
    FLIP = "flip"
    """Three for flipping a tile to its brown side."""
    NEW_HAND = "new_hand"
    """Five after discarding the hand with the refill-hand tile."""
    MORE = "more"
    """Three more with the refill-hand tile."""


class RefillMode(StrEnum):
    """The refill-hand tile's two uses."""

    NEW_HAND = "new_hand"
    """Discard the whole hand and draw five."""
    MORE = "more"
    """Draw three more cards."""


class Event(CoreEvent):
    """Base of all events; subclasses are frozen dataclasses (the JSON codec is the shared one, with this
    game's fields: :data:`CODEC`)."""

    __slots__ = ()


_CARDS = {"cards", "discarded", "spare"}
_COMBO = {"combo", "top"}


def _encode(name: str, value: Any) -> JSON:
    if value is None:
        return None
    if name in _CARDS:
        return [card_id(c) for c in value]
    if name in _COMBO:
        return combo_id(value)
    if name == "offer":
        return [combo_id(c) if c is not None else None for c in value]
    if name == "duplicates":
        return [[combo_id(c) for c in per] for per in value]
    if name == "scores":
        return [s.to_json() for s in value]
    if isinstance(value, StrEnum):
        return str(value)
    if isinstance(value, tuple):
        return list(value)
    if isinstance(value, bool | int | float | str):
        return value
    raise TypeError(f"an event's field {name} holds a {type(value).__name__}, which JSON cannot")


def _decode(name: str, value: Any) -> Any:
    if value is None:
        return None
    if name in _CARDS:
        return tuple(parse_card(c) for c in value)
    if name in _COMBO:
        return parse_combo(value)
    if name == "offer":
        return tuple(parse_combo(c) if c is not None else None for c in value)
    if name == "duplicates":
        return tuple(tuple(parse_combo(c) for c in per) for per in value)
    if name == "scores":
        return tuple(ScoreLine(**s) for s in value)
    if name == "mode":
        return RefillMode(value)
    if isinstance(value, list):
        return tuple(value)
    return value


@dataclass(frozen=True, slots=True)
class PlayerEvent(Event):
    """An event of one seat's: its ``player`` acted, or was dealt, drew, was penalised or had a tile
    checked (every such event's first field)."""

    player: int


# -- the round's course -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    """Round ``round`` begins (``restart``: again, after a false "Stop!"); the timer runs ``round_ms``.
    ``offer`` is the top tile of each stack, ``stack_sizes`` their heights."""

    type: ClassVar[str] = "round_started"
    round: int
    restart: bool
    round_ms: int
    offer: tuple[int | None, ...]
    stack_sizes: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class CardsDealt(PlayerEvent):
    """``player`` took the top ``count`` cards of their deck into the hand (None to the others)."""

    type: ClassVar[str] = "cards_dealt"
    cards: tuple[int, ...] | None
    count: int


@dataclass(frozen=True, slots=True)
class TimerTick(Event):
    """The timer shows ``remaining_ms`` left (each whole minute, 30 s and 10 s)."""

    type: ClassVar[str] = "timer_tick"
    remaining_ms: int


@dataclass(frozen=True, slots=True)
class TileTaken(PlayerEvent):
    """``player`` took the ``combo`` tile from ``stack`` (it is their tile number ``tile``), laying ``count``
    cards face down under it (``cards``: None to the others). ``top`` is the stack's new top (None: empty)."""

    type: ClassVar[str] = "tile_taken"
    stack: int
    combo: int
    tile: int
    cards: tuple[int, ...] | None
    count: int
    top: int | None


@dataclass(frozen=True, slots=True)
class CardsDrawn(PlayerEvent):
    """``player`` drew ``count`` cards for ``reason`` (``cards``: None to the others); ``decks`` names the
    deck each came from (a seat: one's own, or another when one's own is empty). ``count`` may fall short of
    what was due when every deck is empty."""

    type: ClassVar[str] = "cards_drawn"
    cards: tuple[int, ...] | None
    count: int
    decks: tuple[int, ...]
    reason: DrawReason


@dataclass(frozen=True, slots=True)
class DeckEmptied(Event):
    """The deck of seat ``deck`` has no card left (from now on its owner draws from another deck)."""

    type: ClassVar[str] = "deck_emptied"
    deck: int


@dataclass(frozen=True, slots=True)
class TileFlipped(PlayerEvent):
    """``player`` turned their tile number ``tile`` (``combo``) to its brown side, to draw three cards."""

    type: ClassVar[str] = "tile_flipped"
    tile: int
    combo: int


@dataclass(frozen=True, slots=True)
class RefillUsed(PlayerEvent):
    """``player`` used (and flipped) the refill-hand tile: ``mode``. With a new hand, the ``count`` cards of
    the old one were discarded (``discarded``: None to the others)."""

    type: ClassVar[str] = "refill_used"
    mode: RefillMode
    discarded: tuple[int, ...] | None
    count: int


@dataclass(frozen=True, slots=True)
class TileRevealed(PlayerEvent):
    """``player``, who owns every kind on offer, set the top tile ``combo`` of ``stack`` aside; ``top`` is the
    tile now on offer there (None: the stack is empty)."""

    type: ClassVar[str] = "tile_revealed"
    stack: int
    combo: int
    top: int | None


@dataclass(frozen=True, slots=True)
class BananaGiven(PlayerEvent):
    """Banana-peel variant: right after a take, ``player`` passed a banana peel to ``to``."""

    type: ClassVar[str] = "banana_given"
    to: int


@dataclass(frozen=True, slots=True)
class StopCalled(PlayerEvent):
    """``player`` called "Stop!" owning ``kinds`` different combos: ``correct`` if that is all of them."""

    type: ClassVar[str] = "stop_called"
    correct: bool
    kinds: int


@dataclass(frozen=True, slots=True)
class PenaltyApplied(PlayerEvent):
    """A false "Stop!": ``points`` were taken off ``player``'s points so far, which are now ``total``."""

    type: ClassVar[str] = "penalty_applied"
    points: int
    total: int


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    """Round ``round`` stopped for ``reason`` (``by``: who called "Stop!", or None); hands are put down."""

    type: ClassVar[str] = "round_ended"
    round: int
    reason: EndReason
    by: int | None


# -- scoring ------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DuplicatesSetAside(Event):
    """Step 1: per seat, the combos set aside because the seat owned them twice or more (every copy)."""

    type: ClassVar[str] = "duplicates_set_aside"
    duplicates: tuple[tuple[int, ...], ...]


@dataclass(frozen=True, slots=True)
class SmartestChosen(Event):
    """Step 2: ``players`` are the smartest monkeys. Per seat over the tiles kept: ``points`` (values),
    ``tiles`` and ``brown`` (flipped)."""

    type: ClassVar[str] = "smartest_chosen"
    players: tuple[int, ...]
    points: tuple[int, ...]
    tiles: tuple[int, ...]
    brown: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ComboChecked(PlayerEvent):
    """Step 3: ``player``'s tile number ``tile`` (``combo``, worth ``value``) was turned face up: ``cards``
    for all to see. ``correct``; else ``met`` says whether the need was met at all, ``spare`` lists the cards
    that could go with the need still met. A wrong tile is set aside."""

    type: ClassVar[str] = "combo_checked"
    tile: int
    combo: int
    value: int
    cards: tuple[int, ...]
    correct: bool
    met: bool
    spare: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """Step 4 for one seat (see :class:`beastybar_access.games.monkeys.rules.PlayerScore`); ``total``: the
    seat's points in the game after this round."""

    player: int
    points: int
    green: int
    brown: int
    set_aside: int
    banana_peels: int
    bonus: int
    score: int
    total: int

    def to_json(self) -> dict[str, int]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


@dataclass(frozen=True, slots=True)
class RoundScored(Event):
    """Step 4: round ``round``'s scores (and totals so far), seat by seat."""

    type: ClassVar[str] = "round_scored"
    round: int
    scores: tuple[ScoreLine, ...]


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """After the last round: ``winners`` (several: they share the win), with every seat's ``totals``."""

    type: ClassVar[str] = "game_over"
    winners: tuple[int, ...]
    totals: tuple[int, ...]


EVENT_TYPES: dict[str, type[Event]] = {
    cls.type: cls
    for cls in (
        RoundStarted,
        CardsDealt,
        TimerTick,
        TileTaken,
        CardsDrawn,
        DeckEmptied,
        TileFlipped,
        RefillUsed,
        TileRevealed,
        BananaGiven,
        StopCalled,
        PenaltyApplied,
        RoundEnded,
        DuplicatesSetAside,
        SmartestChosen,
        ComboChecked,
        RoundScored,
        GameOver,
    )
}
_DECODE_REASON: dict[type[Event], type[StrEnum]] = {CardsDrawn: DrawReason, RoundEnded: EndReason}


def _decode_field(kind: type, name: str, value: Any) -> Any:
    decoded = _decode(name, value)
    return _DECODE_REASON[kind](decoded) if name == "reason" else decoded


CODEC: EventCodec[Event] = EventCodec(EVENT_TYPES.values(), _encode, _decode_field)
Event.codec = CODEC


def event_from_json(data: dict[str, Any]) -> Event:
    return CODEC.from_json(data)


HIDDEN_CARDS: dict[type[Event], str] = {CardsDealt: "cards", CardsDrawn: "cards", TileTaken: "cards",
                                        RefillUsed: "discarded"}
"""Events whose named field only their ``player`` may see."""
_HIDE: dict[type[Event], Any] = {
    CardsDealt: lambda e: CardsDealt(e.player, None, e.count),
    CardsDrawn: lambda e: CardsDrawn(e.player, None, e.count, e.decks, e.reason),
    TileTaken: lambda e: TileTaken(e.player, e.stack, e.combo, e.tile, None, e.count, e.top),
    RefillUsed: lambda e: RefillUsed(e.player, e.mode, None, e.count),
}
assert set(_HIDE) == set(HIDDEN_CARDS)


def redact(event: Event, player: int | None) -> Event:
    """``event`` as ``player`` may see it."""
    hide = _HIDE.get(type(event))
    if hide is not None and isinstance(event, PlayerEvent) and event.player != player:
        return hide(event)  # type: ignore[no-any-return]
    return event

"""What happens at the Cubirds table, as plain data.

Applying an action returns these events in order. They carry everything a listener needs: the narration
layer turns each into a sentence, and ``to_json`` gives the shape that ``beastybar resolve --game cubirds``
prints. Cards are species integers (:mod:`beastybar_access.games.cubirds.cards`), rows are numbered 0–3, and
card lists run left to right (cards drawn: top of the pile first).

Cards that only their owner sees (drawn, dealt or discarded from a hand) are ``None`` in the events that
the other players' views hold.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar

from beastybar_access.games.core import Event as CoreEvent
from beastybar_access.games.core import EventCodec
from beastybar_access.games.cubirds.cards import parse_species, species_id
from beastybar_access.games.cubirds.rules import Side, Win, parse_side
from beastybar_access.jsontypes import JSON


class Event(CoreEvent):
    """Base of all events; subclasses are frozen dataclasses (the JSON codec is the shared one, with this
    game's fields: :data:`CODEC`)."""

    __slots__ = ()


_CARD_FIELDS = {"species", "card"}
_CARD_SEQ_FIELDS = {"cards"}


def _encode(name: str, value: Any) -> JSON:
    if value is None:
        return None
    if name in _CARD_FIELDS:
        return species_id(value)
    if name in _CARD_SEQ_FIELDS:
        return [species_id(c) for c in value]
    if name == "side":
        return str(Side(value))
    if name == "results":
        return [r.to_json() for r in value]
    if isinstance(value, tuple):
        return list(value)
    return str(value) if isinstance(value, StrEnum) else value


def _decode(name: str, value: Any) -> Any:
    if value is None:
        return None
    if name in _CARD_FIELDS:
        return parse_species(value)
    if name in _CARD_SEQ_FIELDS:
        return tuple(parse_species(c) for c in value)
    if name == "side":
        return parse_side(value)
    if name == "results":
        return tuple(PlayerResult(**r) for r in value)
    if name == "reason":
        return Win(value)
    if isinstance(value, list):
        return tuple(value)
    return value


@dataclass(frozen=True, slots=True)
class Laid(Event):
    """``player`` laid all ``count`` cards of ``species`` from the hand at the ``side`` end of ``row``."""

    type: ClassVar[str] = "laid"
    player: int
    species: int
    count: int
    row: int
    side: Side


@dataclass(frozen=True, slots=True)
class Taken(Event):
    """The laid cards surrounded ``cards`` (left to right) in ``row``; ``player`` took them into the hand."""

    type: ClassVar[str] = "taken"
    player: int
    row: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class RefillDrawn(Event):
    """``row`` holds one species only: ``card`` was drawn for it, and ``player`` chooses its end."""

    type: ClassVar[str] = "refill_drawn"
    player: int
    row: int
    card: int


@dataclass(frozen=True, slots=True)
class RefillPlaced(Event):
    """The drawn ``card`` went to the ``side`` end of ``row``."""

    type: ClassVar[str] = "refill_placed"
    player: int
    row: int
    card: int
    side: Side


@dataclass(frozen=True, slots=True)
class PileExhausted(Event):
    """``row`` needed a card but the pile and the discard pile were empty: the game ends after this turn."""

    type: ClassVar[str] = "pile_exhausted"
    row: int


@dataclass(frozen=True, slots=True)
class Reshuffled(Event):
    """The pile ran out: the discard pile's ``count`` cards were shuffled into a new pile."""

    type: ClassVar[str] = "reshuffled"
    count: int


@dataclass(frozen=True, slots=True)
class DrewTwo(Event):
    """Nothing was surrounded and ``player`` took the top ``count`` cards (two, or fewer if no more were
    left); ``cards`` is None in the other players' views."""

    type: ClassVar[str] = "drew_two"
    player: int
    cards: tuple[int, ...] | None
    count: int


@dataclass(frozen=True, slots=True)
class DrawDeclined(Event):
    """Nothing was surrounded and ``player`` chose not to take two cards."""

    type: ClassVar[str] = "draw_declined"
    player: int


@dataclass(frozen=True, slots=True)
class Flocked(Event):
    """``player`` laid a flock of all ``count`` cards of ``species``: ``kept`` (1 small, 2 big) went to the
    collection, the rest to the discard pile."""

    type: ClassVar[str] = "flocked"
    player: int
    species: int
    count: int
    kept: int


@dataclass(frozen=True, slots=True)
class FlockDeclined(Event):
    """``player`` could have laid a flock and chose not to."""

    type: ClassVar[str] = "flock_declined"
    player: int


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    """``player`` has no card left in hand: round ``round`` is over."""

    type: ClassVar[str] = "round_ended"
    player: int
    round: int


@dataclass(frozen=True, slots=True)
class HandDiscarded(Event):
    """At a round's end ``player`` discarded the ``count`` cards of the hand; ``cards`` is None in the other
    players' views."""

    type: ClassVar[str] = "hand_discarded"
    player: int
    cards: tuple[int, ...] | None
    count: int


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """``player`` was dealt ``count`` new cards; ``cards`` is None in the other players' views."""

    type: ClassVar[str] = "dealt"
    player: int
    cards: tuple[int, ...] | None
    count: int


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    """Round ``round`` begins; ``player`` (who closed the last round) dealt and plays first."""

    type: ClassVar[str] = "round_started"
    round: int
    player: int


@dataclass(frozen=True, slots=True)
class TurnPassed(Event):
    """It is now ``player``'s turn (also after a new deal, when the same player starts again)."""

    type: ClassVar[str] = "turn_passed"
    player: int


@dataclass(frozen=True, slots=True)
class PlayerResult:
    """One seat's collection: ``birds`` cards of ``species`` different species."""

    player: int
    birds: int
    species: int

    def to_json(self) -> dict[str, int]:
        return {"player": self.player, "birds": self.birds, "species": self.species}


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """The game ended for ``reason``; ``winners`` are the seats that won (several: a draw between them)."""

    type: ClassVar[str] = "game_over"
    reason: Win
    winners: tuple[int, ...]
    results: tuple[PlayerResult, ...]


EVENT_TYPES: dict[str, type[Event]] = {
    cls.type: cls
    for cls in (
        Laid,
        Taken,
        RefillDrawn,
        RefillPlaced,
        PileExhausted,
        Reshuffled,
        DrewTwo,
        DrawDeclined,
        Flocked,
        FlockDeclined,
        RoundEnded,
        HandDiscarded,
        Dealt,
        RoundStarted,
        TurnPassed,
        GameOver,
    )
}
HIDDEN_CARDS: tuple[type[Event], ...] = (DrewTwo, HandDiscarded, Dealt)
"""Events whose ``cards`` only their ``player`` may see."""


CODEC: EventCodec[Event] = EventCodec(EVENT_TYPES.values(), _encode,
                                      lambda kind, name, value: _decode(name, value))
Event.codec = CODEC


def event_from_json(data: dict[str, Any]) -> Event:
    return CODEC.from_json(data)


def redact(event: Event, player: int | None) -> Event:
    """``event`` as ``player`` may see it."""
    if isinstance(event, HIDDEN_CARDS) and event.player != player and event.cards is not None:  # type: ignore[attr-defined]
        return type(event)(event.player, None, event.count)  # type: ignore[attr-defined, call-arg]
    return event

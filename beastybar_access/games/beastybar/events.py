"""What happens at the Beasty Bar table, as plain data.

Applying an action returns these events in order. They carry everything a listener needs: the narration
layer turns each into one sentence, and ``to_json`` gives the shape that ``beastybar resolve`` prints.
Queue positions are 0-based from Heaven's Gate at the moment of the event.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar

from beastybar_access.games.beastybar.cards import Animal, card_id, parse_card
from beastybar_access.games.core import Event as CoreEvent
from beastybar_access.games.core import EventCodec
from beastybar_access.jsontypes import JSON


class Reason(StrEnum):
    """Why an animal went to THAT'S IT during a play (the gate's bouncer is :class:`Bounced`)."""

    SECOND_LION = "second_lion"
    """A played lion met a lion already waiting and left at once."""
    SCARED = "scared"
    """A monkey fled from a lion."""
    EATEN = "eaten"
    """A crocodile (or a chameleon copying one) ate the animal in front of it."""
    CHASED = "chased"
    """Monkeys chased out a hippo or a crocodile."""
    KICKED = "kicked"
    """A parrot (or a chameleon copying one) sent it away."""
    STUNK = "stunk"
    """A skunk's smell drove it away."""


class Idle(StrEnum):
    """Why a played animal did nothing."""

    EMPTY_QUEUE = "empty_queue"
    NOTHING_TO_COPY = "nothing_to_copy"
    MONKEY_ALONE = "monkey_alone"
    NOTHING_TO_STINK = "nothing_to_stink"


class Event(CoreEvent):
    """Base of all events; subclasses are frozen dataclasses (the JSON codec is the shared one, with this
    game's fields: :data:`CODEC`)."""

    __slots__ = ()


_CARD_FIELDS = {"card", "by", "target"}
_CARD_SEQ_FIELDS = {"order", "cards", "passed"}
_ANIMAL_FIELDS = {"action", "as_animal"}


def _encode(name: str, value: Any) -> JSON:
    if value is None:
        return None
    if name in _CARD_FIELDS:
        return card_id(value)
    if name in _CARD_SEQ_FIELDS:
        return [card_id(c) for c in value]
    if name in _ANIMAL_FIELDS:
        return Animal(value).name.lower()
    if name == "results":
        return [r.to_json() for r in value]
    if isinstance(value, tuple):
        return list(value)
    return str(value) if isinstance(value, StrEnum) else value


def _decode(name: str, value: Any) -> Any:
    if value is None:
        return None
    if name in _CARD_FIELDS:
        return parse_card(value)
    if name in _CARD_SEQ_FIELDS:
        return tuple(parse_card(c) for c in value)
    if name in _ANIMAL_FIELDS:
        return Animal[value.upper()]
    if name == "results":
        return tuple(PlayerResult(**r) for r in value)
    if name == "reason":
        return Reason(value) if value in Reason._value2member_map_ else Idle(value)
    if isinstance(value, list):
        return tuple(value)
    return value


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """``player`` put ``card`` at the end of the queue (position ``pos``) with these choices."""

    type: ClassVar[str] = "card_played"
    player: int
    card: int
    pos: int
    choices: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ChameleonCopies(Event):
    """The chameleon ``card`` takes on the action of ``target`` (waiting at ``pos``)."""

    type: ClassVar[str] = "chameleon_copies"
    card: int
    target: int
    pos: int
    as_animal: Animal


@dataclass(frozen=True, slots=True)
class NoEffect(Event):
    """A played animal simply waits (an empty queue, nothing to copy, a lone monkey, nothing to smell)."""

    type: ClassVar[str] = "no_effect"
    card: int
    reason: Idle


@dataclass(frozen=True, slots=True)
class Moved(Event):
    """``card`` moved from ``from_pos`` to ``to_pos`` by ``action`` (its own or the copied one)."""

    type: ClassVar[str] = "moved"
    card: int
    from_pos: int
    to_pos: int
    action: Animal
    recurring: bool
    passed: tuple[int, ...] = ()
    """The animals it went past, nearest first (cards as ints)."""


@dataclass(frozen=True, slots=True)
class Expelled(Event):
    """``card`` (at ``pos``) went to THAT'S IT because of ``by`` for ``reason``."""

    type: ClassVar[str] = "expelled"
    card: int
    pos: int
    by: int
    reason: Reason
    recurring: bool


@dataclass(frozen=True, slots=True)
class QueueSorted(Event):
    """``by`` (a snake, or a chameleon copying one) sorted the queue; ``order`` is the queue after it."""

    type: ClassVar[str] = "queue_sorted"
    by: int
    order: tuple[int, ...]
    changed: bool


@dataclass(frozen=True, slots=True)
class QueueReversed(Event):
    """``by`` (a seal, or a chameleon copying one) swapped Heaven's Gate and the exit."""

    type: ClassVar[str] = "queue_reversed"
    by: int
    order: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class MonkeysRush(Event):
    """The monkeys' riot: ``by`` leads, the other monkeys follow reversed; ``order`` is the queue after."""

    type: ClassVar[str] = "monkeys_rush"
    by: int
    order: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class EnteredBar(Event):
    """``card`` went through Heaven's Gate into the bar."""

    type: ClassVar[str] = "entered_bar"
    card: int


@dataclass(frozen=True, slots=True)
class Bounced(Event):
    """The fifth animal, last in the queue, was thrown out to THAT'S IT when the gate opened."""

    type: ClassVar[str] = "bounced"
    card: int


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    """``player`` drew a card from their pile; ``card`` is None in the views of the other players."""

    type: ClassVar[str] = "card_drawn"
    player: int
    card: int | None
    pile_left: int


@dataclass(frozen=True, slots=True)
class CardsSetAside(Event):
    """Advanced variant: ``player`` set 4 cards aside; ``cards`` is None in the others' views."""

    type: ClassVar[str] = "cards_set_aside"
    player: int
    cards: tuple[int, ...] | None


@dataclass(frozen=True, slots=True)
class TurnPassed(Event):
    """It is now ``player``'s turn."""

    type: ClassVar[str] = "turn_passed"
    player: int


@dataclass(frozen=True, slots=True)
class PlayerResult:
    player: int
    animals: int
    strength: int
    points: int

    def to_json(self) -> dict[str, int]:
        return {"player": self.player, "animals": self.animals, "strength": self.strength,
                "points": self.points}


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """No cards are left; ``results`` per seat, ``winners`` the seats sharing the win."""

    type: ClassVar[str] = "game_over"
    results: tuple[PlayerResult, ...]
    winners: tuple[int, ...]
    advanced: bool


EVENT_TYPES: dict[str, type[Event]] = {
    cls.type: cls
    for cls in (
        CardPlayed,
        ChameleonCopies,
        NoEffect,
        Moved,
        Expelled,
        QueueSorted,
        QueueReversed,
        MonkeysRush,
        EnteredBar,
        Bounced,
        CardDrawn,
        CardsSetAside,
        TurnPassed,
        GameOver,
    )
}


CODEC: EventCodec[Event] = EventCodec(EVENT_TYPES.values(), _encode,
                                      lambda kind, name, value: _decode(name, value))
Event.codec = CODEC


def event_from_json(data: dict[str, Any]) -> Event:
    return CODEC.from_json(data)

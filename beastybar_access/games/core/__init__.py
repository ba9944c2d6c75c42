"""The skeleton every game shares: who nobody is, the base of its events with their JSON codec, and the
narrator's helpers for seats and names (:mod:`beastybar_access.games.core.narration`).

A game's ``events.py`` derives its ``Event`` from :class:`Event` and gives an :class:`EventCodec` its event
classes and how its own fields (cards, tiles, results) become JSON and back; ``to_json``, ``from_json`` and
the game's ``event_from_json`` are then the codec's, the same for every game.

>>> from dataclasses import dataclass
>>> from typing import ClassVar
>>> class Ev(Event):
...     __slots__ = ()
>>> @dataclass(frozen=True, slots=True)
... class Drew(Ev):
...     type: ClassVar[str] = "drew"
...     player: int
...     cards: tuple[int, ...]
>>> Ev.codec = EventCodec([Drew], lambda name, v: list(v) if isinstance(v, tuple) else v,
...                       lambda kind, name, v: tuple(v) if isinstance(v, list) else v)
>>> Drew(0, (3, 4)).to_json()
{'type': 'drew', 'player': 0, 'cards': [3, 4]}
>>> Ev.from_json({'type': 'drew', 'player': 0, 'cards': [3, 4]})
Drew(player=0, cards=(3, 4))
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import fields
from typing import Any, ClassVar, Final, Generic, TypeVar

from beastybar_access.jsontypes import JSON, JSONObject

NOBODY: Final = -1
"""The ``player`` of a spectator's view: someone at the table without a seat (no hand, no "you")."""
GAME_OVER: Final = "game_over"
"""The ``type`` of every game's event that ends the game (its results and who won)."""

EV = TypeVar("EV", bound="Event")
T = TypeVar("T")

FieldEncoder = Callable[[str, Any], JSON]
"""``encode(field_name, value)``: one field of an event as JSON-ready data."""
FieldDecoder = Callable[[type, str, Any], Any]
"""``decode(event_class, field_name, data)``: one field of an event of that class back from JSON."""


class EventCodec(Generic[EV]):
    """An event as ``{"type": <its type>, <field>: <value>, ...}`` and back, for one game's events."""

    def __init__(self, kinds: Iterable[type[EV]], encode: FieldEncoder, decode: FieldDecoder) -> None:
        self.kinds: dict[str, type[EV]] = {kind.type: kind for kind in kinds}
        self.encode_field = encode
        self.decode_field = decode

    def to_json(self, event: Event) -> JSONObject:
        out: JSONObject = {"type": event.type}
        for f in fields(event):  # type: ignore[arg-type]  # every event is a dataclass
            out[f.name] = self.encode_field(f.name, getattr(event, f.name))
        return out

    def from_json(self, data: dict[str, Any]) -> EV:
        """The event ``data`` describes; KeyError for an unknown type or a missing field."""
        kind = self.kinds[data["type"]]
        decode = self.decode_field
        return kind(**{f.name: decode(kind, f.name, data[f.name]) for f in fields(kind)})  # type: ignore[arg-type]


class Event:
    """Base of every game's events (frozen dataclasses with a ``type`` tag). A game's own base derives
    from this and sets :attr:`codec` once its event classes are defined."""

    type: ClassVar[str]
    codec: ClassVar[EventCodec[Any]]
    __slots__ = ()

    def to_json(self) -> JSONObject:
        return self.codec.to_json(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Event:
        event: Event = cls.codec.from_json(data)
        return event


def own(kind: type[T], value: object) -> T:
    """A state or view the shared layers hand along as an object, as the game's own class ``kind`` (what an
    entry's function is given is its game's); TypeError for another.

    >>> own(int, 3)
    3
    >>> own(int, "3")
    Traceback (most recent call last):
    TypeError: a str is not a int
    """
    if not isinstance(value, kind):
        raise TypeError(f"a {type(value).__name__} is not a {kind.__name__}")
    return value


__all__ = ["EV", "GAME_OVER", "NOBODY", "Event", "EventCodec", "FieldDecoder", "FieldEncoder", "own"]

"""Game data on the wire: the engines' views, events and actions as JSON, and back.

A game's frozen dataclasses and enums are encoded generically: a dataclass as ``{"$": "module.Class",
field: value, ...}``, an enum member as ``{"$e": "module.Enum", "v": value}``, tuples and lists as JSON
arrays (decoded as tuples, as the views hold them). Decoding accepts only the classes defined in the
game's own modules (a whitelist per game), so a message can never build anything else.

Secrecy is not this module's job: it encodes exactly what it is given, and the server gives it only what
has passed ``events_for`` and ``view``.

Actions are named by a stable id (:func:`action_id`): a short hash of their canonical JSON, the same on the
server and on every client, whatever the order of the legal actions.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
from collections.abc import Callable
from functools import cache, lru_cache
from typing import Any, cast

from beastybar_access.games.core import Event, EventCodec
from beastybar_access.jsontypes import JSON, JSONObject


class WireError(ValueError):
    """Game data from the network that does not decode (unknown class, wrong fields)."""


WireClasses = Callable[[], dict[str, type]]
"""A game entry's ``wire``: the classes of the game that may travel, by :func:`_key`."""


def _wire(game: str) -> WireClasses | None:
    """The entry's ``wire`` of ``game`` (None for an unknown game or one with nothing to send): asked of the
    registry each time, so a game added or taken back by ``games.register`` is seen at once."""
    from beastybar_access.games import get_entry

    try:
        return get_entry(game).wire
    except ValueError:
        return None


def _classes(game: str) -> dict[str, type]:
    """The classes of ``game`` that may travel, as its entry names them (none for an unknown game)."""
    wire = _wire(game)
    return _wire_classes(wire) if wire is not None else {}


@cache
def _wire_classes(wire: WireClasses) -> dict[str, type]:
    """What an entry's ``wire`` names (kept per entry, not per game name)."""
    return wire()


@cache
def _key(cls: type) -> str:
    return f"{cls.__module__.rsplit('.', 1)[-1]}.{cls.__name__}"


@cache
def _field_names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(cls))


_PLAIN = (type(None), bool, int, float, str)


def encode(value: object) -> JSON:
    """``value`` (a view, an event, an action, or plain data of them) as JSON-ready data."""
    cls = type(value)
    if cls in _PLAIN:  # exactly None, bool, int, float or str (an IntEnum member is coded as an enum)
        return cast(JSON, value)
    if isinstance(value, tuple | list) and (cls is tuple or cls is list):
        return [v if type(v) in _PLAIN else encode(v) for v in value]
    coder = _CODERS.get(cls)
    if coder is None:
        coder = _CODERS[cls] = _coder(cls)
    return coder(value)


Coder = Callable[[Any], JSON]
"""How values of one class are encoded (chosen by the value's class, so it takes that class's values)."""


def _coder(cls: type) -> Coder:
    """How to encode a value of class ``cls`` other than the plain ones and lists."""
    if issubclass(cls, Event):  # an event travels in the JSON form its game's codec gives it (as in saves)
        return lambda value: {"$ev": value.to_json()}
    if issubclass(cls, enum.Enum):
        key = _key(cls)
        return lambda value: {"$e": key, "v": value.value}
    if issubclass(cls, bool | int | float | str):
        return lambda value: value
    if dataclasses.is_dataclass(cls):
        key, names = _key(cls), _field_names(cls)

        def dataclass_coder(value: object) -> JSON:
            out: JSONObject = {"$": key}
            for name in names:
                v = getattr(value, name)
                out[name] = v if type(v) in _PLAIN else encode(v)
            return out

        return dataclass_coder
    if issubclass(cls, frozenset | set):
        return lambda value: {"$s": sorted((encode(v) for v in value), key=_set_order)}
    raise TypeError(f"cannot send a {cls.__name__} over the wire")


_CODERS: dict[type, Coder] = {}


def _set_order(coded: JSON) -> Any:
    """A set's members are sent in their own order (sets of ints or of strings): the same on every side."""
    return coded


def decode(game: str, data: object) -> Any:
    """The value :func:`encode` made, for ``game``; :class:`WireError` for anything else."""
    classes = _classes(game)

    def walk(item: object, depth: int) -> Any:
        if depth > 40:
            raise WireError("game data nested too deeply")
        if item is None or isinstance(item, bool | int | float | str):
            return item
        if isinstance(item, list):
            return tuple(walk(v, depth + 1) for v in item)
        if not isinstance(item, dict):
            raise WireError(f"unexpected {type(item).__name__} in game data")
        if "$e" in item:
            cls = classes.get(str(item["$e"]))
            if cls is None or not issubclass(cls, enum.Enum):
                raise WireError(f"unknown enum {item['$e']!r}")
            try:
                return cls(item.get("v"))
            except ValueError as exc:
                raise WireError(str(exc)) from exc
        if "$s" in item:
            return frozenset(walk(v, depth + 1) for v in item["$s"])
        if "$ev" in item:
            return _event(game, item["$ev"])
        cls = classes.get(str(item.get("$")))
        if cls is None or not dataclasses.is_dataclass(cls):
            raise WireError(f"unknown data class {item.get('$')!r}")
        names = {f.name for f in dataclasses.fields(cls)}
        given = set(item) - {"$"}
        if given != names:
            raise WireError(f"{item['$']}: fields {sorted(given ^ names)} do not match")
        try:
            return cls(**{k: walk(v, depth + 1) for k, v in item.items() if k != "$"})
        except (TypeError, ValueError) as exc:
            raise WireError(f"{item['$']}: {exc}") from exc

    return walk(data, 0)


def _event_codec(game: str) -> EventCodec[Event] | None:
    """The codec of ``game``'s events (every event class carries it), None for a game without events."""
    wire = _wire(game)
    return _wire_codec(wire) if wire is not None else None


@cache
def _wire_codec(wire: WireClasses) -> EventCodec[Event] | None:
    for cls in _wire_classes(wire).values():
        if issubclass(cls, Event):
            codec: EventCodec[Event] = cls.codec
            return codec
    return None


def _event(game: str, data: object) -> Event:
    """An event from the JSON its game's codec made; :class:`WireError` for anything else."""
    codec = _event_codec(game)
    kind = codec.kinds.get(str(data.get("type"))) if codec is not None and isinstance(data, dict) else None
    if codec is None or kind is None or not isinstance(data, dict):
        raise WireError(f"unknown event {str(data)[:40]!r}")
    names = {f.name for f in dataclasses.fields(kind)}  # type: ignore[arg-type]  # events are dataclasses
    if set(data) - {"type"} != names:
        raise WireError(f"event {kind.type}: fields {sorted((set(data) - {'type'}) ^ names)} do not match")
    try:
        return codec.from_json(data)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        raise WireError(f"event {kind.type}: {exc!r}") from exc


def trimmed(view: Any, known: int) -> tuple[Any, int]:
    """``view`` with only the history entries after the first ``known`` (which the receiver has), and
    the number of entries it had before: the receiver puts them back with :func:`merge_history`."""
    history = getattr(view, "history", None)
    if not isinstance(history, tuple) or not dataclasses.is_dataclass(view):
        return view, 0
    known = min(known, len(history))
    return dataclasses.replace(view, history=history[known:]), known  # type: ignore[type-var]


def merge_history(view: Any, previous: object, start: int) -> Any:
    """The whole view from a trimmed one: the first ``start`` history entries of ``previous``, then its
    own. WireError when ``previous`` has fewer (the receiver missed something)."""
    if start == 0:
        return view
    before = getattr(previous, "history", None)
    if not isinstance(before, tuple) or len(before) < start:
        raise WireError("an update continues a history this side does not have")
    return dataclasses.replace(view, history=before[:start] + view.history)


def action_id(action: object) -> str:
    """The stable id of ``action``: 12 hex digits of a hash of its canonical JSON."""
    try:
        return _known_id(action)
    except TypeError:  # an action that cannot be hashed
        return _action_id(action)


def _action_id(action: object) -> str:
    text = json.dumps(encode(action), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:12]


_known_id = lru_cache(maxsize=4096, typed=True)(_action_id)
"""The ids of the actions seen lately (a server names the same few actions again and again)."""


def legal_ids(view: object) -> list[str]:
    """The ids of ``view.legal`` in order (empty when the view has none)."""
    return [action_id(a) for a in getattr(view, "legal", ())]


__all__ = ["WireError", "action_id", "decode", "encode", "legal_ids", "merge_history", "trimmed"]

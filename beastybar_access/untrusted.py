"""Reading JSON that comes from outside the program: saves, the settings file, scenario files, standard input.

Anything on disk may be damaged, edited by hand or made on purpose to hurt: one reader checks it all the
same way before any of it is used, and every problem is one :class:`UntrustedJSONError` whose
:meth:`~UntrustedJSONError.describe` says it in the player's language.

- size: at most ``max_bytes`` bytes are read (a 100 MB file is refused after reading a little more than
  the limit);
- encoding: UTF-8 (a leading byte-order mark, as some editors write, is allowed);
- nesting: at most :data:`MAX_DEPTH` arrays and objects inside each other (Python's parser would run out
  of stack on deeply nested input);
- numbers: integers of at most :data:`MAX_INT_DIGITS` digits, finite floats only (no ``NaN``,
  ``Infinity`` or ``1e400``): Python's integer conversion has a digit limit and every program-made number
  is small;
- text: no lone surrogates (``"\\ud800"``), which could be read but never written back.

A save's table is then checked part by part (:func:`saved_table`), for the console and the table package
alike.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Collection
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, NoReturn

from beastybar_access.jsontypes import JSON
from beastybar_access.narration import Localizer, echo

MAX_DEPTH = 64
MAX_INT_DIGITS = 30
MAX_FLOAT_CHARS = 40
DEFAULT_MAX_BYTES = 4 * 1024 * 1024

_TOKENS = re.compile(r'["\\\[\]{}]')


class UntrustedJSONError(ValueError):
    """Input that the reader refuses. ``code`` is one of ``too-big``, ``not-utf8``, ``too-deep``,
    ``number``, ``text``, ``syntax``; ``args`` are the message's arguments (message id ``json-<code>``)."""

    def __init__(self, code: str, english: str, **args: object) -> None:
        super().__init__(english)
        self.code = code
        self.args_ = args

    def __reduce__(self) -> tuple[Callable[..., UntrustedJSONError], tuple[str, str, dict[str, object]]]:
        # copied and pickled with its message arguments
        return (_rebuild, (self.code, str(self), self.args_))

    def describe(self, loc: Localizer) -> str:
        """The refusal in ``loc``'s language (one sentence)."""
        return loc(f"json-{self.code}", **self.args_)


def _rebuild(code: str, english: str, args: dict[str, object]) -> UntrustedJSONError:
    return UntrustedJSONError(code, english, **args)


def _kib(limit: int) -> str:
    return str(max(1, limit // 1024))


def _check_depth(text: str, max_depth: int) -> None:
    """Refuse arrays and objects nested deeper than ``max_depth`` (brackets inside strings do not count)."""
    depth = 0
    in_string = False
    skip = -1
    for m in _TOKENS.finditer(text):
        pos = m.start()
        if pos == skip:
            continue
        c = m.group()
        if in_string:
            if c == "\\":
                skip = pos + 1
            elif c == '"':
                in_string = False
            continue
        if c == '"':
            in_string = True
        elif c in "[{":
            depth += 1
            if depth > max_depth:
                raise UntrustedJSONError("too-deep", f"nested more than {max_depth} levels deep",
                                         limit=str(max_depth))
        elif c in "]}":
            depth -= 1


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise UntrustedJSONError("number", f"the number {echo(text)} is too long", number=echo(text))
    return int(text)


def _parse_float(text: str) -> float:
    value = float(text) if len(text) <= MAX_FLOAT_CHARS else math.inf
    if not math.isfinite(value):
        raise UntrustedJSONError("number", f"the number {echo(text)} is out of range", number=echo(text))
    return value


def _parse_constant(text: str) -> NoReturn:
    raise UntrustedJSONError("number", f"{text} is not a number JSON allows", number=text)


def parse_bytes(raw: bytes, max_bytes: int = DEFAULT_MAX_BYTES, max_depth: int = MAX_DEPTH) -> object:
    """The JSON value in ``raw`` (UTF-8), or :class:`UntrustedJSONError`."""
    if len(raw) > max_bytes:
        raise UntrustedJSONError("too-big", f"larger than {_kib(max_bytes)} KiB", limit=_kib(max_bytes))
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise UntrustedJSONError("not-utf8", f"not UTF-8 text (byte {exc.start + 1})",
                                 position=str(exc.start + 1)) from None
    return parse_text(text, max_depth)


def parse_text(text: str, max_depth: int = MAX_DEPTH) -> object:
    """The JSON value in ``text`` (already decoded), or :class:`UntrustedJSONError`."""
    _check_depth(text, max_depth)
    try:
        data = json.loads(text, parse_int=_parse_int, parse_float=_parse_float,
                          parse_constant=_parse_constant)
    except json.JSONDecodeError as exc:
        where = f"line {exc.lineno}, column {exc.colno}"
        raise UntrustedJSONError("syntax", f"not valid JSON: {exc.msg} ({where})",
                                 line=str(exc.lineno), column=str(exc.colno)) from None
    except RecursionError:  # the depth check counts brackets; this is only a second net
        raise UntrustedJSONError("too-deep", f"nested more than {max_depth} levels deep",
                                 limit=str(max_depth)) from None
    try:
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise UntrustedJSONError("text", "holds text that is not valid Unicode (a lone surrogate)") from None
    return data


def read_stream(stream: IO[bytes], max_bytes: int = DEFAULT_MAX_BYTES, max_depth: int = MAX_DEPTH) -> object:
    """Read at most ``max_bytes`` (and one byte more, to know it is too big) and parse them."""
    raw = stream.read(max_bytes + 1)
    return parse_bytes(raw, max_bytes, max_depth)


def read_file(path: Path, max_bytes: int = DEFAULT_MAX_BYTES, max_depth: int = MAX_DEPTH) -> object:
    """The JSON value in the file ``path``; :class:`OSError` if it cannot be read (the caller decides
    what a missing file means), :class:`UntrustedJSONError` if its content is refused."""
    with open(path, "rb") as fh:
        return read_stream(fh, max_bytes, max_depth)


NAME_LIMIT = 30
"""The longest player name a save may hold: as long as a name typed in the set-up or given by ``--names``
(``commands.play.NAME_CHARS``); a longer one was edited in (issue 27: the save's limits are the command
line's)."""


@dataclass(frozen=True)
class SavedTable:
    """The parts of a saved table, each checked (:func:`saved_table`)."""

    state: Any
    kinds: list[str]
    names: list[str]
    seed: int
    turns: int
    options: dict[str, JSON]


def saved_table(data: Any, from_json: Callable[[Any], Any], kinds: Collection[str]) -> SavedTable:
    """The table in a save's ``data``, every part checked: the seats' ``kinds`` among those given, names
    short texts, the seed a whole number, the turns a whole number from 0, the options an object of plain
    values, the state rebuilt by the game's ``from_json`` with as many players as seats. ValueError for
    anything wrong (whatever the game's reader raises included): the file may have been edited or damaged."""
    try:
        seat_kinds, names, seed = data["seats"], data["names"], data["seed"]
        turns, options = data.get("turns", 0), data.get("options", {})
    except (KeyError, TypeError, AttributeError) as exc:
        raise ValueError(f"a part of the table is missing: {exc!r}") from None
    if not isinstance(seat_kinds, list) or not all(isinstance(k, str) and k in kinds for k in seat_kinds):
        raise ValueError("a seat of an unknown kind")
    if not isinstance(names, list) or not all(isinstance(n, str) and 0 < len(n) <= NAME_LIMIT for n in names):
        raise ValueError("a name that is not a short text")
    if len(names) != len(seat_kinds):
        raise ValueError("as many names as seats")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError("the seed is not a whole number")
    if isinstance(turns, bool) or not isinstance(turns, int) or turns < 0:
        raise ValueError("the turns are not a whole number from 0")
    if not isinstance(options, dict) or not all(
            isinstance(v, str | int | float | bool) or v is None for v in options.values()):
        raise ValueError("the game's options are not an object of plain values")
    try:
        state = from_json(data["state"])
    except Exception as exc:  # the game's reader meets the file's content: any failure means damaged
        raise ValueError(f"the game's state: {exc!r}") from None
    if len(seat_kinds) != state.num_players:
        raise ValueError("the seats do not match the game")
    return SavedTable(state, list(seat_kinds), list(names), seed, turns, dict(options))


__all__ = [
    "DEFAULT_MAX_BYTES",
    "MAX_DEPTH",
    "MAX_INT_DIGITS",
    "NAME_LIMIT",
    "SavedTable",
    "UntrustedJSONError",
    "parse_bytes",
    "parse_text",
    "read_file",
    "read_stream",
    "saved_table",
]

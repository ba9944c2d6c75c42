"""Keys and commands: commands have names, a separate map binds keys to them.

A key is named the way prompt_toolkit's input parser names it: a :class:`~prompt_toolkit.keys.Keys` value
(``"left"``, ``"f1"``, ``"c-m"`` for Enter, ``"c-h"`` for Backspace, ``"escape"``) or the typed character
itself (``"q"``, ``"?"``, ``" "``). Every command carries the message id of its one-line description, so
the help key can list every key in the player's language.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Protocol

from prompt_toolkit.input import Input
from prompt_toolkit.key_binding import KeyPress
from prompt_toolkit.keys import Keys

from beastybar_access import diagnostics
from beastybar_access.narration import Localizer, echo

ENTER_KEYS = ("c-m", "c-j")
BACK_KEYS = ("escape", "c-h")

DIGIT_KEYS: dict[str, int] = {str(d): (d - 1 if d else 9) for d in range(10)}
"""``"1"`` is the first item ... ``"0"`` the tenth."""
CZECH_DIGIT_ROW = "+ěščřžýáíé"
"""The unshifted digit row of the Czech keyboard: ``+`` stands for 1, ``ě`` for 2, ... ``é`` for 0."""
DIGIT_KEYS.update({ch: i for i, ch in enumerate(CZECH_DIGIT_ROW)})

_CHAR_NAMES = {
    " ": "space", ",": "comma", ".": "period", "-": "minus", "/": "slash", "?": "question",
    "<": "less", ">": "greater", "+": "plus",
}


def key_of(press: KeyPress) -> str:
    """The name of a pressed key, as used in a :class:`KeyMap`."""
    key = press.key
    if isinstance(key, Keys):
        return key.value
    return str(key)


ESCAPE_FLUSH = 0.05
"""Seconds after which a lone Escape byte counts as the Escape key (not the start of a sequence)."""


class KeyTarget(Protocol):
    """What a :class:`KeyReader` hands the keys to (the game's console, a tutorial)."""

    input: Input | None

    def handle_key(self, key: str) -> None: ...

    def input_closed(self) -> None: ...

    def keys_wait(self) -> bool:
        """Whether a key pressed now waits for the question that is coming (type-ahead)."""
        ...


class KeyReader:
    """The key loop of a console (the game's and the tutorial's, each holds one): :meth:`read` is attached
    to the target's ``input`` and hands each key press to the target's ``handle_key``; a lone Escape byte
    waits :data:`ESCAPE_FLUSH` seconds for the rest of a sequence before it counts as the Escape key; a
    closed input calls the target's ``input_closed``.

    Type-ahead: a key pressed while the target's ``keys_wait()`` (a question is on its way, none is open
    yet) is kept, in order, and handed to the question when it opens (:meth:`release_held`), never
    refused."""

    def __init__(self, target: KeyTarget) -> None:
        self.target = target
        self.held_keys: list[str] = []
        """The keys kept for the coming question, oldest first."""
        self.loop: asyncio.AbstractEventLoop | None = None
        """The running loop (None: not running; an Escape byte is not waited for)."""
        self._flush_handle: asyncio.TimerHandle | None = None

    def release_held(self) -> None:
        """Hand the kept keys to what is open now, in order, as long as nothing makes them wait again (a
        key that answers the question leaves the rest for the next one)."""
        held = self.held_keys
        while held and not self.target.keys_wait():
            self.target.handle_key(held.pop(0))

    def take_held(self, other: KeyReader) -> None:
        """Keys kept by ``other`` (a console handing its keys over) are kept here, before any of ours."""
        self.held_keys[:0] = other.held_keys
        other.held_keys.clear()

    def stop_flush(self) -> None:
        """Stop waiting for the rest of an Escape sequence (another key reader reads the keys now)."""
        if self._flush_handle is not None:
            self._flush_handle.cancel()
            self._flush_handle = None

    def _key(self, key: str) -> None:
        if self.target.keys_wait():
            self.held_keys.append(key)
            return
        self.release_held()  # keys kept earlier go first
        self.target.handle_key(key)

    def read(self) -> None:
        """The keys the input has now (attached to it)."""
        input = self.target.input
        assert input is not None
        for press in input.read_keys():
            diagnostics.fail_point("key")
            self._key(key_of(press))
        if input.closed:
            self.target.input_closed()
            return
        if self.loop is not None:
            if self._flush_handle is not None:
                self._flush_handle.cancel()
            self._flush_handle = self.loop.call_later(ESCAPE_FLUSH, self._flush_keys)

    def _flush_keys(self) -> None:
        self._flush_handle = None
        if self.target.input is None:
            return
        for press in self.target.input.flush_keys():
            self._key(key_of(press))


_MODIFIERS = (("c-s-", "ui-key-ctrl-shift"), ("s-", "ui-key-shift"), ("c-", "ui-key-ctrl"))
"""prompt_toolkit's prefixes of keys held with Ctrl and Shift, and the messages that say them."""


def key_label(loc: Localizer, key: str) -> str:
    """How a key is said in the help: "šipka vlevo", "Ctrl+R", "čárka", "q", "Shift+Tab"; a key without
    a name of its own is said by prompt_toolkit's name for it (never a missing message)."""
    if len(key) == 1:
        name = _CHAR_NAMES.get(key)
        if name:
            return loc(f"ui-key-{name}")
        if key.isalpha():  # "klávesa A": a letter alone is heard as a word (a, i, k, s, z; en: a)
            return loc("ui-key-letter", key=echo(key.upper()))
        return echo(key)
    if key in ENTER_KEYS:
        return loc("ui-key-enter")
    if key == "c-h":
        return loc("ui-key-backspace")
    if key == "c-i":  # the terminal sends Tab as Ctrl+I
        return loc("ui-key-tab")
    if key.startswith("c-") and len(key) == 3:
        return loc("ui-key-ctrl", key=echo(key[2].upper()))
    if key.startswith("f") and key[1:].isdigit():
        return key.upper()
    if loc.has(f"ui-key-{key}"):
        return loc(f"ui-key-{key}")
    for prefix, msg_id in _MODIFIERS:
        base = key[len(prefix):]
        if key.startswith(prefix) and base:
            return loc(msg_id, key=key_label(loc, base))
    return echo(key)


@dataclass(frozen=True)
class Command:
    """A named thing the player can do; ``help_id`` is the message id of its one-line description."""

    name: str
    help_id: str
    run: Callable[[], object]


class KeyMap:
    """Keys bound to command names; a key has one command, a command any number of keys."""

    def __init__(self) -> None:
        self._commands: dict[str, Command] = {}
        self._keys: dict[str, str] = {}
        self._order: list[str] = []

    def add(self, command: Command, keys: Iterable[str]) -> None:
        if command.name not in self._commands:
            self._order.append(command.name)
        self._commands[command.name] = command
        for key in keys:
            if key in self._keys and self._keys[key] != command.name:
                raise ValueError(f"key {key!r} is bound to {self._keys[key]!r} already, not {command.name!r}")
            self._keys[key] = command.name

    def command_for(self, key: str) -> Command | None:
        name = self._keys.get(key)
        return self._commands[name] if name else None

    def keys_for(self, name: str) -> list[str]:
        return [k for k, n in self._keys.items() if n == name]

    def commands(self) -> list[Command]:
        return [self._commands[n] for n in self._order]


def help_line(loc: Localizer, keys: Iterable[str], help_id: str) -> str:
    """``"F1, otazník: vypíše klávesy"``."""
    labels = [key_label(loc, k) for k in keys]
    return loc("ui-help-line", keys=loc("list-separator").join(labels), what=loc(help_id))


# --- the console's own keys, as data -----------------------------------------------------------------


@dataclass(frozen=True)
class Binding:
    """A named command, the message id of its help line, and its keys (the console binds the name to
    what it does; a game may give a shared command its own help id)."""

    name: str
    help_id: str
    keys: tuple[str, ...]


HELP_BINDING = Binding("help", "ui-help-help", ("f1", "?"))
"""Listed first; then the game's zones and its own keys, then :data:`CONSOLE_BINDINGS`."""

CONSOLE_BINDINGS: tuple[Binding, ...] = (
    Binding("where", "ui-help-where", ("w",)),
    Binding("rules", "ui-help-rules", ("i",)),
    Binding("braille-card", "ui-help-braille-card", ("d",)),
    Binding("repeat", "ui-help-repeat", ("r", "c-r")),
    Binding("older", "ui-help-older", (",",)),
    Binding("newer", "ui-help-newer", (".",)),
    Binding("newest", "ui-help-newest", ("-", "/")),
    Binding("stop", "ui-help-stop", ("x",)),
    Binding("verbosity", "ui-help-verbosity", ("v",)),
    Binding("braille-mode", "ui-help-braille-mode", ("m",)),
    Binding("slower", "ui-help-slower", ("<", "f5")),
    Binding("faster", "ui-help-faster", (">", "f6")),
    Binding("settings", "ui-help-settings", ("o",)),
    Binding("sounds", "ui-help-sounds", ("l", "f2")),
    Binding("quit", "ui-help-quit", ("c-q", "c-c")),
)
"""The commands every game has, in the order the help lists them."""

NAV_HELP: tuple[tuple[tuple[str, ...], str], ...] = (
    (("left", "right", "up", "down"), "ui-help-move"),
    (("home", "end"), "ui-help-home-end"),
    (("1", "2", "3", "4"), "ui-help-digits"),
    (("c-m",), "ui-help-choose"),
    ((" ",), "ui-help-space"),
    (("escape", "c-h"), "ui-help-back"),
    (("p",), "ui-help-preview"),
)
"""The navigation keys' help (answered by the open question, not by commands); a game may have its own."""

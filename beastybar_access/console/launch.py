"""What a console is made with: the person's devices (:class:`Devices`) and what it plays and keeps
(:class:`Launch`), each a group of the console's arguments."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields, replace
from typing import TypedDict

from prompt_toolkit.input import Input

from beastybar_access.console.adapter import GameAdapter, Plan
from beastybar_access.console.settings import Settings, SettingsFile
from beastybar_access.console.storage import SaveStore
from beastybar_access.console.terminal import Terminal
from beastybar_access.narration import Localizer
from beastybar_access.narration.lines import Line
from beastybar_access.outputs import Announcement, Cues, ScreenChannel, SpeechControl


@dataclass
class Devices:
    """The person's terminal: where the keys come from and where the words, cells and sounds go (besides
    the ``outputs`` fan-out the console writes every line to)."""

    input: Input | None = None
    """The keys (prompt_toolkit, read raw); None: nobody types (all computers, or keys come another way)."""
    terminal: Terminal | None = None
    """The terminal the screen channel writes to (append-only lines with a prompt), or None."""
    screen: ScreenChannel | None = None
    """The screen channel, whose braille mode the settings switch, or None."""
    speech: SpeechControl | None = None
    """The switchable speech (:class:`~beastybar_access.outputs.SpeechOutput`), or None."""
    speech_kind: str = "none"
    """The speech kind said where there is no switchable speech ("screenreader", "tts" or "none")."""
    sound: Cues | None = None
    """The sound cues (:class:`~beastybar_access.outputs.SoundCues`), or None: the bell."""
    cue: str | None = None
    """The turn cue in force, "sound", "bell" or "off" (None: the settings' cue)."""
    handle_signals: bool = False
    """End cleanly on SIGTERM and SIGHUP (the program's own console; never in tests or a server)."""


@dataclass
class Launch:
    """What the console plays and keeps: the set-up's answers so far, a saved game to resume, the games
    offered, the files, and what was said before the console was made."""

    plan: Plan | None = None
    """The set-up's answers given on the command line (the rest is asked)."""
    resume: bool = False
    """Continue the saved game (``--resume``)."""
    games: Sequence[str] = ()
    """The games offered in the set-up (empty: only the adapter's game is played)."""
    make_adapter: Callable[[str, Localizer], GameAdapter] | None = None
    """The adapter of another game chosen in the set-up (None: the games' registry)."""
    saves: SaveStore | None = None
    """The autosaves (each game has its own file), or None: nothing is saved."""
    settings_file: SettingsFile | None = None
    """Where changes of the settings are kept, or None."""
    stored: Settings | None = None
    """The settings as kept in the file: changes by keys go there too, command-line options do not."""
    welcome: Sequence[Line] = ()
    """Lines said when the console starts (speech in use, warnings)."""
    said: Sequence[Announcement] = ()
    """Announced by the caller before the console was made (they go to the history)."""


class Loose(TypedDict, total=False):
    """The fields of :class:`Devices` and :class:`Launch` as keywords of the console's own (the console's
    former signature: ``Console(adapter, loc, outputs, settings, plan=…, input=…)``).

    >>> set(Loose.__optional_keys__) == {f.name for f in (*fields(Devices), *fields(Launch))}
    True
    """

    input: Input | None
    terminal: Terminal | None
    screen: ScreenChannel | None
    speech: SpeechControl | None
    speech_kind: str
    sound: Cues | None
    cue: str | None
    handle_signals: bool
    plan: Plan | None
    resume: bool
    games: Sequence[str]
    make_adapter: Callable[[str, Localizer], GameAdapter] | None
    saves: SaveStore | None
    settings_file: SettingsFile | None
    stored: Settings | None
    welcome: Sequence[Line]
    said: Sequence[Announcement]


_DEVICES = frozenset(f.name for f in fields(Devices))
_LAUNCH = frozenset(f.name for f in fields(Launch))


def grouped(devices: Devices | None, launch: Launch | None, loose: Loose) -> tuple[Devices, Launch]:
    """The two groups, with the keyword arguments of the console's former signature (``input=…``,
    ``plan=…``) put into theirs; an unknown keyword is a TypeError, as for any call."""
    unknown = sorted(set(loose) - _DEVICES - _LAUNCH)
    if unknown:
        raise TypeError(f"Console() got an unexpected keyword argument {unknown[0]!r}")
    devices, launch = replace(devices or Devices()), replace(launch or Launch())
    for key, value in loose.items():  # of the type :class:`Loose` gives that field
        setattr(devices if key in _DEVICES else launch, key, value)
    return devices, launch


__all__ = ["Devices", "Launch", "Loose", "grouped"]

"""The player's settings: kept in the user's config directory as JSON, overridden by command-line flags.

A value the file gets wrong (unknown name, wrong type, out of range) falls back to its default and is
reported once in :attr:`Settings.problems`; the game never refuses to start over the settings file. A file
that cannot be read at all (not JSON, not UTF-8, too big or too deeply nested: the shared reader of
untrusted JSON decides) is put aside under a unique name, or left in place when it cannot be moved, and
:attr:`Settings.damaged` says which (the defaults apply).

Besides what the settings menu changes, the file keeps a game's set-up choices to offer them first next
time (4 Monkeys' round length and opponents' speed); those are not in the settings menu.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import TypeAlias

from beastybar_access.console.storage import config_dir, problem_reason, put_aside, write_json_atomic
from beastybar_access.games import entries
from beastybar_access.jsontypes import JSON, JSONObject
from beastybar_access.narration import Localizer, echo
from beastybar_access.untrusted import UntrustedJSONError, read_file

VERBOSITIES = ("brief", "normal", "verbose")
BRAILLE_MODES = ("off", "card", "lines")
SPEECH_KINDS = ("auto", "screenreader", "tts", "none")
READINGS = ("auto", "program", "console")
"""With a screen reader running, who speaks the messages: the program through it, or the screen reader
reading the console by itself ("auto": the platform's default; see outputs/speech/output.py)."""
CUES = ("sound", "bell", "off")
"""The turn cue: a short sound (the terminal bell where no sound can be played), the bell, or none."""
CUE_VOLUMES = tuple(range(10, 101, 10))
"""The sound cues' loudness in per cent (with the cue setting "sound")."""
LANGUAGE_CHOICES = ("auto", "cs", "en")
RATE_MIN, RATE_MAX, RATE_STEP = 0, 100, 10
DELAYS = (0.0, 0.5, 1.0, 1.5, 2.0, 3.0)
"""Seconds the computer players wait before each move (so their turns can be followed)."""


@dataclass(frozen=True)
class DamagedSettings:
    """A settings file that could not be read: where it was, where it was put aside (None: it could not
    be moved and is still there) and why."""

    path: Path
    moved_to: Path | None
    cause: BaseException | None

    def message(self, loc: Localizer) -> str:
        reason = problem_reason(loc, self.cause)
        if self.moved_to is not None:
            return str(loc("ui-settings-damaged-moved", reason=reason, path=str(self.moved_to)))
        return str(loc("ui-settings-damaged-kept", reason=reason, path=str(self.path)))


@dataclass
class Settings:
    lang: str = "auto"
    """"auto" (from the environment) or a language code."""
    speech: str = "auto"
    reading: str = "auto"
    voice: str | None = None
    rate: int = 50
    verbosity: str = "normal"
    braille: str = "off"
    cue: str = "bell"
    cue_volume: int = 60
    """The sound cues' loudness in per cent, one of :data:`CUE_VOLUMES`."""
    delay: float = 1.0
    games: dict[str, JSON] = field(default_factory=dict)
    """The games' own settings (4 Monkeys' last round length and opponents' speed), by the names their
    entries declare (``GameOptions.settings``); read and set as attributes of that name, kept in the file
    beside the others; a name not set has the entry's default."""
    problems: list[str] = field(default_factory=list, compare=False, repr=False)
    damaged: DamagedSettings | None = field(default=None, compare=False, repr=False)
    """The settings file could not be read at all (then the defaults apply)."""

    def game_setting(self, name: str) -> JSON:
        """A game's own setting ``name`` (a name its entry declares in ``GameOptions.settings``): the value
        set, else the entry's default. KeyError for a name no game declares."""
        default = game_settings()[name]
        games: dict[str, JSON] = self.__dict__.get("games", {})
        return games.get(name, default)

    def __getattr__(self, name: str) -> JSON:
        try:
            return self.game_setting(name)
        except KeyError:
            raise AttributeError(name) from None

    def __setattr__(self, name: str, value: object) -> None:
        if name in game_settings():
            if not (value is None or isinstance(value, str | int | float)):  # what a settings file holds
                raise TypeError(f"the game setting {name} cannot be {value!r}")
            self.games[name] = value
        else:
            object.__setattr__(self, name, value)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Settings):
            return NotImplemented
        return self.to_json() == other.to_json()

    def to_json(self) -> JSONObject:
        """The settings as the file keeps them (not what went wrong reading it)."""
        data = {f.name: getattr(self, f.name) for f in fields(self)
                if f.name not in ("problems", "damaged", "games")}
        data.update({name: getattr(self, name) for name in game_settings()})
        return data

    @classmethod
    def from_json(cls, data: object) -> Settings:
        s = cls()
        if not isinstance(data, dict):
            s.problems.append("the settings file does not hold an object")
            return s
        known = {f.name for f in fields(cls) if f.name not in ("problems", "games")} | set(game_settings())
        for name, value in data.items():
            if name not in known:
                s.problems.append(f"unknown setting {echo(name)!r}")
                continue
            try:
                setattr(s, name, _check(name, value))
            except ValueError as exc:
                s.problems.append(str(exc))
        return s

    def cycle(self, name: str) -> Choice:
        """Set ``name`` to its next allowed value (verbosity, braille, cue, speech, reading, lang, delay)."""
        values = _ENUMS[name]
        current = getattr(self, name)
        nxt = values[(values.index(current) + 1) % len(values)] if current in values else values[0]
        setattr(self, name, nxt)
        return nxt

    def change_rate(self, step: int) -> int:
        self.rate = max(RATE_MIN, min(RATE_MAX, self.rate + step))
        return self.rate


Choice: TypeAlias = str | int | float
"""A value of a setting with a fixed list of choices (a language, a verbosity, a volume, a delay)."""

_ENUMS: dict[str, tuple[Choice, ...]] = {
    "lang": LANGUAGE_CHOICES,
    "speech": SPEECH_KINDS,
    "reading": READINGS,
    "verbosity": VERBOSITIES,
    "braille": BRAILLE_MODES,
    "cue": CUES,
    "cue_volume": CUE_VOLUMES,
    "delay": DELAYS,
}


def _shown(value: object) -> str:
    """A value from the file as a problem repeats it: text in quotes, everything shortened (:func:`echo`)."""
    return repr(echo(value)) if isinstance(value, str) else echo(value)


def _check(name: str, value: JSON) -> JSON:
    if name in _ENUMS:
        if name == "delay":
            if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 10:
                raise ValueError(f"setting delay: {_shown(value)} is not a number of seconds from 0 to 10")
            return float(value)
        if name == "cue_volume" and (isinstance(value, bool) or not isinstance(value, int)):
            raise ValueError(f"setting cue_volume: {_shown(value)} is not a whole number of per cent")
        if value not in _ENUMS[name]:
            known = ", ".join(map(str, _ENUMS[name]))
            raise ValueError(f"setting {name}: {_shown(value)} is not one of {known}")
        return value
    if name == "rate":
        if isinstance(value, bool) or not isinstance(value, int) or not RATE_MIN <= value <= RATE_MAX:
            raise ValueError(f"setting rate: {_shown(value)} is not a whole number "
                             f"from {RATE_MIN} to {RATE_MAX}")
        return value
    if name == "voice":
        if value is not None and not isinstance(value, str):
            raise ValueError(f"setting voice: {_shown(value)} is not a voice name")
        return value
    for entry in entries():  # a game's own setting (4 Monkeys' pacing): the game checks it
        if entry.options is not None and name in entry.options.settings:
            return entry.options.check_setting(name, value)
    raise ValueError(f"unknown setting {echo(name)!r}")


@functools.cache
def game_settings() -> dict[str, JSON]:
    """Every game's own settings and their defaults (from the games' entries)."""
    out: dict[str, JSON] = {}
    for entry in entries():
        if entry.options is not None:
            out.update(entry.options.settings)
    return out


def choices_of(name: str) -> tuple[Choice, ...]:
    return _ENUMS[name]


class SettingsFile:
    """Where settings are kept (``<config dir>/settings.json``)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else config_dir() / "settings.json"

    MAX_BYTES = 64 * 1024
    """The settings are a few hundred bytes; anything this big is not them."""

    def load(self) -> Settings:
        """The settings in the file (defaults where it has none or gets one wrong); never raises."""
        try:
            data = read_file(self.path, self.MAX_BYTES)
        except FileNotFoundError:
            return Settings()
        except IsADirectoryError as exc:  # nothing to put aside: the settings cannot be kept there
            return Settings(damaged=DamagedSettings(self.path, None, exc))
        except (OSError, UntrustedJSONError) as exc:
            return Settings(damaged=DamagedSettings(self.path, put_aside(self.path), exc))
        if not isinstance(data, dict):
            return Settings(damaged=DamagedSettings(self.path, put_aside(self.path), None))
        return Settings.from_json(data)

    def save(self, settings: Settings) -> None:
        write_json_atomic(self.path, settings.to_json())

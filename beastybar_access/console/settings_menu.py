"""The settings menu (the ``o`` key): a row per setting with its value, and the values of the chosen one.

A change takes effect at once, is kept in the settings file, and is said in one line where it can. The
menu knows the console as a :class:`MenuHost` (it does not import the console).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from beastybar_access.console.adapter import GameAdapter
from beastybar_access.console.choice import Done, Option, Refuse, Step
from beastybar_access.console.settings import Settings, choices_of
from beastybar_access.narration import Localizer
from beastybar_access.narration.lines import Line
from beastybar_access.outputs import EVENT, NAVIGATION, Cues

SETTING_ROWS: tuple[str, ...] = (
    "verbosity", "braille", "speech", "voice", "rate", "cue", "delay", "lang", "reading", "cue_volume")
"""The menu's rows, in order."""


class MenuHost(Protocol):
    """What the settings menu uses of the console."""

    loc: Localizer
    settings: Settings
    adapter: GameAdapter
    cue: str
    sound: Cues | None

    @property
    def speech_kind(self) -> str: ...

    def line(self, msg_id: str, **args: Any) -> Line: ...

    def say(self, line: Line, kind: str = ..., *, record: bool | None = None) -> None: ...

    def open_overlay(self, step: Step, on_answer: Callable[[Any], None], pauses: bool = True) -> None: ...

    def voices(self) -> Sequence[Any]:
        """The voices the speech back end offers (``id`` and ``name`` each)."""
        ...

    def persist(self, name: str, value: Any) -> None:
        """Keep a setting changed here in the settings file (a failure is said)."""
        ...

    def set_speech_rate(self, rate: int) -> None:
        """The speech's rate now (nothing without speech)."""
        ...

    def set_speech_voice(self, voice: str | None) -> None:
        """The speech's voice now (None: the language's default; nothing without speech)."""
        ...

    def restart_speech(self) -> Line | None: ...

    def speech_row_value(self, value: str) -> str:
        """The speech row's value: the speech chosen, and the one in use (and why it differs)."""
        ...

    def switch_language(self, value: str) -> None: ...

    def apply_braille_mode(self) -> None: ...

    def renew_modes(self) -> None:
        """Ask the open questions again (their words changed)."""
        ...


class SettingsMenu:
    """The settings menu of one console."""

    ROWS = SETTING_ROWS

    def __init__(self, host: MenuHost) -> None:
        self.host = host

    def value_label(self, name: str, value: Any) -> str:
        loc = self.host.loc
        if name == "rate":
            return str(value)
        if name == "delay":
            return loc("ui-seconds", n=value)
        if name == "cue_volume":
            return loc("ui-percent", n=value)
        if name == "voice":
            if value is None:
                return loc("ui-voice-default")
            return next((v.name for v in self.host.voices() if v.id == value), str(value))
        if name == "reading" and value == "auto":
            from beastybar_access.outputs.speech.output import default_reading

            return loc("ui-reading-auto", default=loc(f"ui-reading-{default_reading()}"))
        return loc(f"ui-{name}-{value}")

    def row_label(self, name: str) -> str:
        """A settings row's value; the speech row also says the speech in use (and why it differs)."""
        value = self.value(name)
        if name == "speech":
            return self.host.speech_row_value(value)
        return self.value_label(name, value)

    def setting_name(self, name: str) -> str:
        """A setting's name as the menu says it; a game may name one its own way (``setting_ids``: 4 Monkeys'
        delay paces the scoring, there are no computer turns)."""
        return self.host.loc(self.host.adapter.setting_ids.get(name, f"ui-setting-{name}"))

    def value(self, name: str) -> Any:
        if name == "cue":
            return self.host.cue
        return getattr(self.host.settings, name)

    def rows_step(self, focus: int = 0) -> Step:
        host = self.host
        rows = self.ROWS
        options = [
            Option(name, host.line("ui-setting-row", name=self.setting_name(name),
                                   value=self.row_label(name),
                                   index=i + 1, total=len(rows)))
            for i, name in enumerate(rows)
        ]
        return Step(prompt=host.line("ui-settings-title"), options=options, focus=focus,
                    choose=self.values_step)

    def values_step(self, option: Option) -> Step | Refuse:
        host = self.host
        name = option.value
        values: tuple[Any, ...]
        if name == "voice":
            voices = host.voices()
            if not voices:
                kind = host.speech_kind
                msg = {"screenreader": "ui-voice-screenreader", "none": "ui-voice-no-speech"}.get(
                    kind, "ui-voice-none-offered")
                return Refuse(host.line(msg))
            values = (None, *(v.id for v in voices))
        elif name == "rate":
            values = tuple(range(0, 101, 10))
        else:
            values = choices_of(name)
        current = self.value(name)
        focus = values.index(current) if current in values else 0
        options = [
            Option((name, v), host.line("ui-setting-value", value=self.value_label(name, v),
                                        index=i + 1, total=len(values)))
            for i, v in enumerate(values)
        ]
        return Step(prompt=host.line("ui-setting-choose", name=self.setting_name(name)),
                    options=options, focus=focus, choose=lambda o: Done(o.value))

    def open(self) -> None:
        """Open the menu above everything else; after a change it stays open on the changed row."""
        host = self.host

        def answer(value: Any) -> None:
            if value is None:
                host.say(host.line("ui-settings-closed"), NAVIGATION)
                return
            name, new = value
            self.set(name, new)
            step = self.rows_step(self.ROWS.index(name))
            step.say_focus = False
            step.prompt = None
            host.open_overlay(step, answer)

        host.open_overlay(self.rows_step(), answer)

    def set(self, name: str, value: Any) -> None:
        """Change one setting now, keep it in the settings file, and say so (in one line where it can)."""
        host = self.host
        if name == "lang":
            host.switch_language(value)
            return
        setattr(host.settings, name, value)
        host.persist(name, value)
        label = host.loc("ui-setting-set", name=self.setting_name(name), value=self.value_label(name, value))
        follow: list[Line] = []
        if name in ("speech", "reading"):
            line = host.restart_speech()
            host.say(line or Line.plain(label), NAVIGATION)
            return
        if name == "cue":
            host.cue = value
            if value == "sound" and not (host.sound is not None and host.sound.available):
                follow.append(host.line("ui-cue-no-player"))
        elif name == "cue_volume":
            if host.sound is not None:
                host.sound.volume = value
                if host.cue == "sound":
                    host.sound.play()  # the new loudness, heard at once
        elif name == "rate":
            host.set_speech_rate(value)
        elif name == "voice":
            host.set_speech_voice(value)
        elif name == "braille":
            host.apply_braille_mode()
            if value == "lines":  # as the key and the start-up say it
                follow.append(host.line("ui-braille-lines-warning"))
        elif name == "verbosity":
            host.renew_modes()
        host.say(Line.plain(label), NAVIGATION)
        for line in follow:
            host.say(line, EVENT, record=False)


__all__ = ["SETTING_ROWS", "MenuHost", "SettingsMenu"]

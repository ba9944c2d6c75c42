"""The settings menu (the ``o`` key): a row per setting with its value, and the values of the chosen one.

A change takes effect at once, is kept in the settings file, and is said in one line where it can. The
menu knows the console as a :class:`MenuHost` (it does not import the console).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from beastybar_access.console.adapter import GameAdapter
from beastybar_access.console.choice import Done, Option, Refuse, Step
from beastybar_access.console.keys import KeyMap
from beastybar_access.console.settings import Settings, SettingsFile, choices_of
from beastybar_access.console.speech_lines import speech_line, speech_row_value
from beastybar_access.narration import CONSOLE_DOMAINS, Localizer, detect_language
from beastybar_access.narration.lines import Line
from beastybar_access.outputs import ALERT, EVENT, NAVIGATION, Cues, ScreenChannel, SpeechControl
from beastybar_access.outputs.speech.base import Voice

SETTING_ROWS: tuple[str, ...] = (
    "verbosity", "braille", "speech", "voice", "rate", "cue", "delay", "lang", "reading", "cue_volume")
"""The menu's rows, in order."""


class MenuHost(Protocol):
    """What the settings menu uses of the console."""

    settings: Settings
    stored: Settings | None
    settings_file: SettingsFile | None
    cue: str
    sound: Cues | None
    speech: SpeechControl | None
    screen: ScreenChannel | None
    keymap: KeyMap

    @property
    def loc(self) -> Localizer: ...

    @loc.setter
    def loc(self, loc: Localizer) -> None: ...

    @property
    def adapter(self) -> GameAdapter: ...

    @adapter.setter
    def adapter(self, adapter: GameAdapter) -> None: ...

    @property
    def speech_kind(self) -> str: ...

    def line(self, msg_id: str, **args: object) -> Line: ...

    def say(self, line: Line, kind: str = ..., *, record: bool | None = None) -> None: ...

    def open_overlay(self, step: Step[object], on_answer: Callable[[object], None],
                     pauses: bool = True) -> None: ...

    def bindings_keymap(self) -> KeyMap:
        """The key map in the language now in use."""
        ...

    def where_lines(self, overlay: bool = ...) -> list[Line]: ...

    def renew_modes(self) -> None:
        """Ask the open questions again (their words changed)."""
        ...


class SettingsMenu:
    """The settings menu of one console."""

    ROWS = SETTING_ROWS

    def __init__(self, host: MenuHost) -> None:
        self.host = host

    def value_label(self, name: str, value: object) -> str:
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
            return next((v.name for v in self.voices() if v.id == value), str(value))
        if name == "reading" and value == "auto":
            from beastybar_access.outputs.speech.output import default_reading

            return loc("ui-reading-auto", default=loc(f"ui-reading-{default_reading()}"))
        return loc(f"ui-{name}-{value}")

    def row_label(self, name: str) -> str:
        """A settings row's value; the speech row also says the speech in use (and why it differs)."""
        value = self.value(name)
        if name == "speech" and isinstance(value, str):
            return self.speech_row_value(value)
        return self.value_label(name, value)

    def setting_name(self, name: str) -> str:
        """A setting's name as the menu says it; a game may name one its own way (``setting_ids``: 4 Monkeys'
        delay paces the scoring, there are no computer turns)."""
        return self.host.loc(self.host.adapter.setting_ids.get(name, f"ui-setting-{name}"))

    def value(self, name: str) -> object:
        if name == "cue":
            return self.host.cue
        return getattr(self.host.settings, name)

    def rows_step(self, focus: int = 0) -> Step[str]:
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

    def values_step(self, option: Option[str]) -> Step[tuple[str, object]] | Refuse:
        host = self.host
        name = option.value
        values: tuple[object, ...]
        if name == "voice":
            voices = self.voices()
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
        options: list[Option[tuple[str, object]]] = [
            Option((name, v), host.line("ui-setting-value", value=self.value_label(name, v),
                                        index=i + 1, total=len(values)))
            for i, v in enumerate(values)
        ]
        return Step(prompt=host.line("ui-setting-choose", name=self.setting_name(name)),
                    options=options, focus=focus, choose=lambda o: Done(o.value))

    def open(self) -> None:
        """Open the menu above everything else; after a change it stays open on the changed row."""
        host = self.host

        def answer(value: object) -> None:
            if not isinstance(value, tuple):  # None: closed
                host.say(host.line("ui-settings-closed"), NAVIGATION)
                return
            name, new = value
            assert isinstance(name, str)
            self.set(name, new)
            step = self.rows_step(self.ROWS.index(name))
            step.say_focus = False
            step.prompt = None
            host.open_overlay(step, answer)

        host.open_overlay(self.rows_step(), answer)

    def set(self, name: str, value: object) -> None:
        """Change one setting now, keep it in the settings file, and say so (in one line where it can)."""
        host = self.host
        if name == "lang" and isinstance(value, str):
            self.switch_language(value)
            return
        setattr(host.settings, name, value)
        self.persist(name, value)
        label = host.loc("ui-setting-set", name=self.setting_name(name), value=self.value_label(name, value))
        follow: list[Line] = []
        if name in ("speech", "reading"):
            line = self.restart_speech()
            host.say(line or Line.plain(label), NAVIGATION)
            return
        if name == "cue" and isinstance(value, str):
            host.cue = value
            if value == "sound" and not (host.sound is not None and host.sound.available):
                follow.append(host.line("ui-cue-no-player"))
        elif name == "cue_volume" and isinstance(value, int):
            if host.sound is not None:
                host.sound.volume = value
                if host.cue == "sound":
                    host.sound.play()  # the new loudness, heard at once
        elif name == "rate" and isinstance(value, int):
            self.set_speech_rate(value)
        elif name == "voice" and (value is None or isinstance(value, str)):
            if host.speech is not None:
                host.speech.set_voice(value)
        elif name == "braille":
            self.apply_braille_mode()
            if value == "lines":  # as the key and the start-up say it
                follow.append(host.line("ui-braille-lines-warning"))
        elif name == "verbosity":
            host.renew_modes()
        host.say(Line.plain(label), NAVIGATION)
        for line in follow:
            host.say(line, EVENT, record=False)

    # --- keeping and applying a setting ------------------------------------------------------------

    def persist(self, name: str, value: object) -> None:
        """Keep a setting changed by keys in the settings file (a failure is said)."""
        host = self.host
        if host.settings_file is None:
            return
        stored = host.stored if host.stored is not None else host.settings
        setattr(stored, name, value)
        try:
            host.settings_file.save(stored)
        except OSError as exc:
            host.say(host.line("ui-settings-not-saved", reason=str(exc)), ALERT)

    def remember(self, name: str, value: object) -> None:
        """Keep a choice made in a game's set-up (4 Monkeys' pacing) in the settings in effect and in the
        settings file, so that the next set-up offers it first; nothing is said."""
        setattr(self.host.settings, name, value)
        self.persist(name, value)

    def apply_braille_mode(self) -> None:
        if self.host.screen is not None:
            self.host.screen.braille_lines = self.host.settings.braille == "lines"

    def set_speech_rate(self, rate: int) -> None:
        if self.host.speech is not None:
            self.host.speech.set_rate(rate)

    def voices(self) -> list[Voice]:
        """The voices the speech back end offers (none: it offers no choice)."""
        if self.host.speech is None:
            return []
        try:
            return list(self.host.speech.voices())
        except Exception:
            return []

    def speech_row_value(self, value: str) -> str:
        """The speech row's value: the speech chosen, and the one in use (and why it differs)."""
        speech = self.host.speech
        return speech_row_value(self.host.loc, value, speech.choice if speech is not None else None,
                                speech.reading if speech is not None else "program")

    def restart_speech(self) -> Line | None:
        """Make the speech back end again for the current settings and language (see
        :meth:`SpeechOutput.start`); the line that says which is in use, or None without switchable
        speech. A voice the new back end does not offer is forgotten (the language's default is used)."""
        host = self.host
        speech, settings = host.speech, host.settings
        if speech is None:
            return None
        voice = settings.voice
        choice = speech.start(settings.speech, host.loc.lang, rate=settings.rate, voice=voice,
                              reading=settings.reading)
        if voice is not None and voice not in [v.id for v in self.voices()]:
            settings.voice = None
            speech.set_voice(None)
            self.persist("voice", None)
        return speech_line(host.loc, choice, speech.reading)

    def switch_language(self, value: str) -> None:
        """Another language at once: messages, narration, keys' help, speech; then where the game is."""
        host = self.host
        host.settings.lang = value
        self.persist("lang", value)
        lang = detect_language(None) if value == "auto" else value
        speech: Line | None = None
        if lang != host.loc.lang:
            host.loc = Localizer.load(lang, domains=CONSOLE_DOMAINS)
            host.adapter = host.adapter.with_language(host.loc)
            host.keymap = host.bindings_keymap()
            if host.settings.voice is not None:  # a voice speaks one language
                host.settings.voice = None
                self.persist("voice", None)
            speech = self.restart_speech()
            host.renew_modes()
        host.say(host.line("ui-setting-set", name=host.loc("ui-setting-lang"),
                           value=self.value_label("lang", value)), NAVIGATION)
        for line in ([speech] if speech is not None else []) + host.where_lines(overlay=False):
            host.say(line, EVENT, record=False)


__all__ = ["SETTING_ROWS", "MenuHost", "SettingsMenu"]

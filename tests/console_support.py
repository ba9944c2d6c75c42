"""Helpers for the console tests: a console on prompt_toolkit's pipe input with recorded announcements."""

from __future__ import annotations

import asyncio
import functools
import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from beastybar_access.console import (
    Console,
    Devices,
    Launch,
    Plan,
    SaveStore,
    Settings,
    SettingsFile,
    Terminal,
)
from beastybar_access.games.beastybar.cards import Animal, make_card
from beastybar_access.games.beastybar.console import BeastyBarAdapter
from beastybar_access.games.beastybar.engine import new_game
from beastybar_access.games.beastybar.narration import BeastyBarNarrator
from beastybar_access.narration import Localizer
from beastybar_access.outputs import (
    BackendChoice,
    BackendUnavailable,
    NullBackend,
    Outputs,
    RecordingBackend,
    RecordingChannel,
    ScreenChannel,
    SpeechChannel,
    SpeechOutput,
    Voice,
)
from beastybar_access.outputs.speech import NONE

ENTER = "\r"
RIGHT = "\x1b[C"
LEFT = "\x1b[D"
DOWN = "\x1b[B"
UP = "\x1b[A"
HOME = "\x1b[H"
END = "\x1b[F"
ESCAPE = "\x1b"
F1 = "\x1bOP"
CTRL_Q = "\x11"
BACKSPACE = "\x7f"
SPACE = " "


@functools.cache
def localizer(lang: str) -> Localizer:
    return Localizer.load(lang)


@functools.cache
def narrator(lang: str) -> BeastyBarNarrator:
    return BeastyBarNarrator(lang)


def adapter(lang: str = "cs") -> BeastyBarAdapter:
    return BeastyBarAdapter(localizer(lang), narrator(lang))


def quick_plan(seed: int = 3, **kw: Any) -> Plan:
    values: dict[str, Any] = {"players": 2, "seats": ["human", "random"], "names": ["Ty", "Jana"],
                              "variant": "standard", "first": 0, "seed": seed}
    values.update(kw)
    return Plan(**values)


class FixedAdapter(BeastyBarAdapter):
    """Beasty Bar with a prepared position instead of a fresh deal."""

    def __init__(self, state: Any, lang: str = "cs") -> None:
        super().__init__(localizer(lang), narrator(lang))
        self._state = state

    def new_state(self, plan: Plan) -> Any:
        return self._state


def position(hand: list[tuple[int, Animal]], queue: list[tuple[int, Animal]], seed: int = 1) -> Any:
    """A 2-player game where seat 0 holds ``hand`` and the queue is ``queue`` (``(colour, animal)``)."""
    state = new_game(2, seed=seed, first=0)
    hand_cards = [make_card(c, a) for c, a in hand]
    queue_cards = [make_card(c, a) for c, a in queue]
    used = set(hand_cards) | set(queue_cards)
    for seat in range(2):
        state.hands[seat] = [c for c in state.hands[seat] if c not in used]
        state.piles[seat] = [c for c in state.piles[seat] if c not in used]
    state.hands[0] = hand_cards
    state.queue = queue_cards
    return state


class FakeVoiceBackend(RecordingBackend):
    """A recorded back end that says it is ``name`` ("espeak-ng", "screenreader" ...), made for ``lang``;
    a screen reader one can show braille (``brailled`` keeps what it was given)."""

    def __init__(self, name: str, lang: str, voices: tuple[Voice, ...] = (), braille: bool = False,
                 **kw: Any) -> None:
        super().__init__(voice_list=voices, **kw)
        self.name = name
        self.lang = lang
        self.supports_braille = braille
        self.brailled: list[str] = []

    def braille(self, text: str) -> None:
        self.brailled.append(text)


FAILURES = {
    "screenreader": "no active screen reader",
    "espeak-ng": "espeak-ng program not found",
    "system": "no system voice (Speech Dispatcher: no voice for language 'cs')",
}


class FakeBackends:
    """Speech back-end factories for ``create_backend``: the codes in ``working`` work (recorded in
    ``made``), the others fail with the real back ends' reasons."""

    def __init__(self, working: tuple[str, ...] = ("espeak-ng",), voices: tuple[Voice, ...] = (),
                 **backend_kw: Any) -> None:
        self.working = working
        self.voices = voices
        self.backend_kw = backend_kw
        self.made: list[FakeVoiceBackend] = []

    def _factory(self, code: str) -> Callable[[str], Any]:
        def make(lang: str) -> Any:
            if code not in self.working:
                raise BackendUnavailable(FAILURES[code])
            backend = FakeVoiceBackend(code, lang, self.voices, braille=code == "screenreader",
                                       **self.backend_kw)
            self.made.append(backend)
            return backend

        return make

    def factories(self) -> dict[str, Callable[[str], Any]]:
        return {"screenreader": self._factory("screenreader"), "system": self._factory("system"),
                "espeak-ng": self._factory("espeak-ng")}

    @property
    def last(self) -> FakeVoiceBackend:
        return self.made[-1]


class FakeSpeech:
    """A switchable speech for the console (:class:`~beastybar_access.outputs.SpeechControl`) without back
    ends: what the console asks of it is recorded; a ``channel`` given gets the rate and the voice too."""

    def __init__(self, channel: SpeechChannel | None = None, *, kind: str = "tts",
                 rate_settable: bool = True, voices: tuple[Voice, ...] = ()) -> None:
        self.channel = channel
        self.kind = kind
        self.rate_settable = rate_settable
        self.choice: BackendChoice | None = None
        self.reading = "program"
        self.rates: list[int] = []
        self.voice_ids: list[str | None] = []
        self.starts: list[tuple[str, str]] = []
        self._voices = list(voices)

    def start(self, kind: str, lang: str, *, rate: int | None = None, voice: str | None = None,
              reading: str = "program") -> BackendChoice:
        self.starts.append((kind, lang))
        self.reading = "console" if reading == "console" else "program"
        self.choice = BackendChoice(NullBackend(), NONE, [], kind)
        return self.choice

    def set_rate(self, rate: int) -> None:
        self.rates.append(rate)
        if self.channel is not None:
            self.channel.set_rate(rate)

    def set_voice(self, voice: str | None) -> None:
        self.voice_ids.append(voice)
        if self.channel is not None:
            self.channel.set_voice(voice)

    def voices(self) -> list[Voice]:
        return list(self._voices)


def said_matcher(text: str, exact: bool = False) -> Callable[[str], bool]:
    """Whether an announcement is ``text`` (``exact``) or holds it as whole words: a word character at
    either end of ``text`` must not continue into a longer word in the announcement."""
    if exact:
        return lambda t: t == text
    start = r"(?<!\w)" if text[:1].isalnum() else ""
    end = r"(?!\w)" if text[-1:].isalnum() else ""
    pattern = re.compile(start + re.escape(text) + end)
    return lambda t: pattern.search(t) is not None


class PipeKeys:
    """What the console harnesses share: keys sent down the console's pipe input (``pipe``) and waiting
    for what it says (``recorder``'s announcements) while its run (``task``) goes on."""

    wait_seconds = 15.0
    """How long :meth:`until` and :meth:`said` wait unless told: a hang guard (they return as soon as the
    thing comes), long enough for a loaded 2-core machine running the whole suite."""
    recorder: RecordingChannel
    pipe: Any
    _pipe_cm: Any
    task: asyncio.Task[int] | None
    mark: int
    """How many announcements there were at the last :meth:`press`; :meth:`said` looks after them."""

    @property
    def texts(self) -> list[str]:
        return self.recorder.texts

    async def press(self, *keys: str, wait: float = 0.0) -> None:
        """Send ``keys``; what was said before them is no longer searched by :meth:`said`."""
        self.mark = len(self.texts)
        for key in keys:
            self.pipe.send_text(key)
            await asyncio.sleep(0.07 if key == ESCAPE else 0.005)
            if wait:
                await asyncio.sleep(wait)

    async def until(self, predicate: Callable[[], bool], timeout: float | None = None) -> None:
        deadline = time.monotonic() + (self.wait_seconds if timeout is None else timeout)
        while not predicate():
            if self.task is not None and self.task.done():
                ended = self.task.result()
                raise AssertionError(f"the console ended ({ended}) while waiting; said: {self.texts[-10:]}")
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out; last announcements: {self.texts[-10:]}")
            await asyncio.sleep(0.005)

    @property
    def since_press(self) -> list[str]:
        """The announcements since the last :meth:`press` (since the start before any)."""
        return self.texts[self.mark:]

    async def said(self, text: str, timeout: float | None = None, *, exact: bool = False,
                   since: int | None = None) -> str:
        """Wait until an announcement since the last key press (or since announcement ``since``) holds
        ``text`` as whole words ("vybráno" is not met by "nevybráno"), or with ``exact`` is ``text``;
        return that announcement."""
        match = said_matcher(text, exact)
        start = self.mark if since is None else since
        found: list[str] = []

        def heard() -> bool:
            found[:] = [t for t in self.texts[start:] if match(t)][:1]
            return bool(found)

        try:
            await self.until(heard, timeout)
        except AssertionError as exc:
            raise AssertionError(f"not said: {text!r}; {exc}") from None
        return found[0]

    async def stop(self) -> int:
        """End the console's run (its exit status; -1 if it had to be cancelled) and close its input."""
        assert self.task is not None
        if not self.task.done():
            self.task.cancel()
        try:
            return await self.task
        except asyncio.CancelledError:
            return -1
        finally:
            self._pipe_cm.__exit__(None, None, None)
            self.closed()

    def closed(self) -> None:
        """After :meth:`stop`: what else the harness closes."""


class Harness(PipeKeys):
    """A console on a pipe input; ``texts`` are the recorded announcements.

    ``adapter`` is the game (Beasty Bar by default); ``games`` the games the set-up offers (none: only
    the adapter's). Saves go to ``tmp_path/data``, one file per game.

    ``backends`` (:class:`FakeBackends`) gives the console a real :class:`SpeechOutput` on fake back
    ends, started with ``settings.speech``; ``terminal_output`` receives what the terminal writes (the
    screen lines, the prompt and the bell, in order). ``stored`` is what the settings file held when the
    program started (as :func:`beastybar_access.commands.play.run` passes it; default: the defaults)."""

    def __init__(self, tmp_path: Path, plan: Plan | None = None, *, lang: str = "cs",
                 adapter: Any = None, settings: Settings | None = None, resume: bool = False,
                 speech: Any = None, cue: str | None = None, channels: tuple[Any, ...] = (),
                 backends: FakeBackends | None = None, sound: Any = None,
                 terminal_output: Any = None, games: tuple[str, ...] = (),
                 stored: Settings | None = None) -> None:
        self.loc = localizer(lang)
        self.adapter = adapter or BeastyBarAdapter(self.loc, narrator(lang))
        self.recorder = RecordingChannel()
        self.written: list[str] = []
        self.settings_file = SettingsFile(tmp_path / "config" / "settings.json")
        self.saves = SaveStore("beastybar", tmp_path / "data")
        self.settings = settings or Settings(delay=0.0)
        self.stored_settings = stored
        """The settings as the file held them at the start (the console's ``stored``; None: the defaults)."""
        self.plan = plan
        self.resume = resume
        self.speech = speech
        self.cue = cue
        self.channels = channels
        self.backends = backends
        self.sound = sound
        self.terminal_output = terminal_output
        self.games = games
        self.outputs: Outputs | None = None
        self.mark = 0
        self.console: Console | None = None
        self.task: asyncio.Task[int] | None = None

    def line(self, msg_id: str, **args: Any) -> str:
        return self.loc(msg_id, **args)

    async def start(self) -> None:
        self._pipe_cm = create_pipe_input()
        self.pipe = self._pipe_cm.__enter__()
        terminal = Terminal(self.terminal_output or DummyOutput())
        self.terminal = terminal
        screen = ScreenChannel(self._write)
        outputs = self.outputs = Outputs([screen, self.recorder, *self.channels])
        speech = self.speech
        if self.backends is not None:
            speech = self.speech = SpeechOutput(outputs, factories=self.backends.factories(),
                                                channel_options={"key_hold": 0.0})
            speech.start(self.settings.speech, self.loc.lang, rate=self.settings.rate,
                         voice=self.settings.voice)
        self.console = Console(
            self.adapter, self.loc, outputs, self.settings,
            Devices(input=self.pipe, terminal=terminal, screen=screen, speech=speech, sound=self.sound,
                    cue=self.cue),
            Launch(plan=self.plan, resume=self.resume, games=self.games, saves=self.saves,
                   settings_file=self.settings_file,
                   stored=self.stored_settings if self.stored_settings is not None else Settings()),
        )
        self.task = asyncio.ensure_future(self.console.run())
        await asyncio.sleep(0.01)

    def _write(self, text: str) -> None:
        self.written.append(text)
        if self.terminal_output is not None:
            self.terminal.write(text)

    def waiting_for_human(self) -> bool:
        c = self.console
        return bool(c and c.modes and c.table is not None and not c.table.state.is_over()
                    and c.table.state.current in c.table.humans)

    def closed(self) -> None:
        if self.backends is not None and isinstance(self.speech, SpeechOutput):
            self.speech.close()

    def stored(self) -> dict[str, Any]:
        """The settings file as saved."""
        import json

        return json.loads(self.settings_file.path.read_text(encoding="utf-8"))


class TerminalLog:
    """A prompt_toolkit output stand-in: what the terminal writes, the bell as ``"\\a"``, in order."""

    def __init__(self) -> None:
        self.data = ""

    def write_raw(self, text: str) -> None:
        self.data += text

    def flush(self) -> None:
        pass

    def bell(self) -> None:
        self.data += "\a"

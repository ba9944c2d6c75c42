"""One console's speech: the back end, its :class:`SpeechChannel` and the screen reader's braille display,
made from a back-end kind and remade while the program runs.

:meth:`SpeechOutput.start` is used at start-up and again when the player switches the speech back end,
the reading or the language in the settings menu: it closes the channels it made before (taking them out
of the :class:`~beastybar_access.outputs.Outputs` fan-out), makes the new back end through
:func:`~beastybar_access.outputs.speech.selection.create_backend` and puts the new channels in. Like
``create_backend`` it never raises, never prints and never waits without a time limit; call it from the
main thread (it captures what libraries print while it waits).

**Reading** (the player's setting, :data:`~beastybar_access.outputs.speech.base.READING_CHOICES`): with a
screen reader running, ``"program"`` hands it every message (interruptible, in the program's order of
importance), ``"console"`` hands it nothing and leaves it to read the console lines by itself; never both,
which would say everything twice. ``"auto"`` is :func:`default_reading` of the platform.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable, Mapping
from typing import Any, Protocol

from beastybar_access.outputs.base import Outputs
from beastybar_access.outputs.braille import BrailleDisplayChannel
from beastybar_access.outputs.speech.base import NONE, SCREENREADER, SYSTEM, NullBackend, SpeechBackend, Voice
from beastybar_access.outputs.speech.channel import SpeechChannel
from beastybar_access.outputs.speech.selection import BackendChoice, BackendFactory, _describe, create_backend

DisplayFactory = Callable[[Any, str], Any]
"""``make(backend, lang)``: a braille display channel for the back end, or None."""


def default_reading(platform: str | None = None) -> str:
    """Who reads by default when a screen reader runs: on Linux Orca reads the terminal by itself (and
    takes no text from programs before version 49): ``"console"``; on Windows and macOS NVDA, JAWS and
    VoiceOver take the program's messages, which can be cut off and ordered: ``"program"``."""
    platform = sys.platform if platform is None else platform
    return "console" if platform.startswith("linux") else "program"


def resolve_reading(reading: str) -> str:
    """``"auto"`` (or anything unknown) as the platform's default; "program" and "console" as given."""
    return reading if reading in ("program", "console") else default_reading()


class SpeechControl(Protocol):
    """What a console uses of its speech (:class:`SpeechOutput`; tests pass fakes): which kind speaks, the
    back end chosen and the reading in force, and the player's switches (back end, rate, voice)."""

    @property
    def kind(self) -> str:
        """The kind in use: "screenreader", "tts" or "none"."""
        ...

    @property
    def rate_settable(self) -> bool:
        """Whether the rate keys change how fast the speech in use talks."""
        ...

    @property
    def choice(self) -> BackendChoice | None:
        """What :meth:`start` settled on last (None: not started)."""
        ...

    @property
    def reading(self) -> str:
        """The reading in force, "program" or "console"."""
        ...

    def start(self, kind: str, lang: str, *, rate: int | None = None, voice: str | None = None,
              reading: str = "program") -> BackendChoice:
        """Make the back end for ``kind`` and ``lang`` (closing the one before); what was chosen."""
        ...

    def set_rate(self, rate: int) -> None: ...

    def set_voice(self, voice: str | None) -> None: ...

    def voices(self) -> list[Voice]:
        """The voices the back end in use offers (none: it offers no choice)."""
        ...


class SpeechOutput:
    """The speech channel and braille display of one console.

    ``factories`` go to :func:`create_backend` (tests replace the real back ends); ``channel_options``
    to each :class:`SpeechChannel`; ``make_display`` makes the braille display channel when the back end
    is a screen reader (default :meth:`BrailleDisplayChannel.create`).
    """

    def __init__(
        self,
        outputs: Outputs,
        *,
        factories: Mapping[str, BackendFactory] | None = None,
        timeouts: Mapping[str, float] | None = None,
        handover: bool | None = None,
        channel_options: Mapping[str, Any] | None = None,
        make_display: DisplayFactory | None = BrailleDisplayChannel.create,
    ) -> None:
        self.outputs = outputs
        self.factories = factories
        self.timeouts = timeouts
        self.handover = handover
        """Whether a slow system voice is waited for behind espeak-ng (None: on Linux; see
        :func:`~beastybar_access.outputs.speech.selection.create_backend`)."""
        self.channel_options = dict(channel_options or {})
        self.make_display = make_display
        self.choice: BackendChoice | None = None
        self.channel: SpeechChannel | None = None
        self.display: Any = None
        self.lang = ""
        self.reading = "program"
        """The reading in force ("program" or "console"; see the module notes)."""
        self.abandoned = False
        """True once a back end hung and was left behind (the process should not wait for it at exit)."""
        self.on_stuck: Callable[[BackendChoice], None] | None = None
        """Called (from the UI's thread) when the back end in use hangs and speech is turned off."""
        self._voices: list[Voice] | None = None

    @property
    def kind(self) -> str:
        """The kind in use: "screenreader", "tts" or "none"."""
        return self.choice.kind if self.choice is not None else NONE

    @property
    def speaks(self) -> bool:
        """Whether the program hands its messages to a speech back end now."""
        return self.channel is not None

    @property
    def rate_settable(self) -> bool:
        """Whether F5/F6 change how fast the speech in use talks (a screen reader keeps its own rate)."""
        return self.channel is not None and bool(getattr(self.channel.backend, "has_rate", False))

    def start(self, kind: str, lang: str, *, rate: int | None = None, voice: str | None = None,
              reading: str = "program") -> BackendChoice:
        """Close the current back end, make the one for ``kind`` and ``lang``; return what was chosen."""
        self._close_channels()
        choice = create_backend(kind, lang, rate=rate, factories=self.factories, timeouts=self.timeouts,
                                handover=self.handover, on_switch=self._switched)
        self.choice = choice
        self.lang = lang
        self.reading = resolve_reading(reading)
        self._voices = None
        console_only = choice.used == SCREENREADER and (
            self.reading == "console" or choice.reads_console_only)
        if console_only:
            with contextlib.suppress(Exception):
                choice.backend.close()
        elif choice.used != NONE:
            options = {"on_stuck": self._stuck, **self.channel_options}
            self.channel = SpeechChannel(choice.backend, voice=voice, **options)
            self.outputs.add(self.channel)
        if choice.used == SCREENREADER and not console_only and self.make_display is not None:
            try:
                self.display = self.make_display(choice.backend, lang)
            except Exception:
                self.display = None
            if self.display is not None:
                self.outputs.add(self.display)
        return choice

    def _switched(self, backend: SpeechBackend) -> None:
        """The system's voice answered after start-up and speaks now (Linux: Speech Dispatcher behind
        espeak-ng, see :mod:`~beastybar_access.outputs.speech.handover`): say so from now on."""
        old = self.choice
        if old is None or old.used == NONE:
            return
        self.choice = BackendChoice(old.backend, SYSTEM, old.failures, old.requested, _describe(backend))
        self._voices = None

    def _stuck(self, reason: str) -> None:
        """The back end hung: take its channels out, and speak no more until the player switches."""
        old = self.choice
        self.abandoned = True
        for ch in (self.display, self.channel):
            if ch is not None:
                self.outputs.remove(ch)
        self.display = self.channel = None
        if old is None:
            return
        self.choice = BackendChoice(NullBackend(), NONE, [*old.failures, (old.used, f"stuck: {reason}")],
                                    old.requested, "")
        if self.on_stuck is not None:
            with contextlib.suppress(Exception):
                self.on_stuck(self.choice)

    def set_rate(self, rate: int) -> None:
        if self.channel is not None:
            self.channel.set_rate(rate)

    def set_voice(self, voice: str | None) -> None:
        if self.channel is not None:
            self.channel.set_voice(voice)

    def voices(self) -> list[Voice]:
        """The voices the current back end offers (asked once per back end)."""
        if self.channel is None:
            return []
        if self._voices is None:
            self._voices = self.channel.voices()
        return list(self._voices)

    def wait_idle(self, timeout: float = 5.0) -> bool:
        return self.channel.wait_idle(timeout) if self.channel is not None else True

    def _close_channels(self) -> None:
        display, channel = self.display, self.channel
        self.display = self.channel = None
        for ch in (display, channel):
            if ch is None:
                continue
            self.outputs.remove(ch)
            with contextlib.suppress(Exception):
                ch.close()
        if channel is not None and channel.stuck:
            self.abandoned = True
        if channel is None and self.choice is not None and not self.abandoned:
            with contextlib.suppress(Exception):
                self.choice.backend.close()

    def close(self) -> None:
        self._close_channels()

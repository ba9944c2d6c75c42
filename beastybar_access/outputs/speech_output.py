"""One console's speech: the back end, its :class:`SpeechChannel` and the screen reader's braille display,
made from a back-end kind and remade while the program runs.

:meth:`SpeechOutput.start` is used at start-up and again when the player switches the speech back end or
the language in the settings menu: it closes the channels it made before (taking them out of the
:class:`~beastybar_access.outputs.Outputs` fan-out), makes the new back end through
:func:`~beastybar_access.outputs.create_backend` and puts the new channels in. Like ``create_backend`` it
never raises and never prints; call it from the thread that writes the screen (it redirects file
descriptors 1 and 2 for a moment).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Mapping
from typing import Any

from beastybar_access.outputs.base import Outputs
from beastybar_access.outputs.braille import BrailleDisplayChannel
from beastybar_access.outputs.speech import NONE, BackendChoice, BackendFactory, Voice, create_backend
from beastybar_access.outputs.speech_channel import SpeechChannel

DisplayFactory = Callable[[Any, str], Any]
"""``make(backend, lang)``: a braille display channel for the back end, or None."""


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
        channel_options: Mapping[str, Any] | None = None,
        make_display: DisplayFactory | None = BrailleDisplayChannel.create,
    ) -> None:
        self.outputs = outputs
        self.factories = factories
        self.channel_options = dict(channel_options or {})
        self.make_display = make_display
        self.choice: BackendChoice | None = None
        self.channel: SpeechChannel | None = None
        self.display: Any = None
        self.lang = ""
        self._voices: list[Voice] | None = None

    @property
    def kind(self) -> str:
        """The kind in use: "screenreader", "tts" or "none"."""
        return self.choice.kind if self.choice is not None else NONE

    def start(self, kind: str, lang: str, *, rate: int | None = None, voice: str | None = None
              ) -> BackendChoice:
        """Close the current back end, make the one for ``kind`` and ``lang``; return what was chosen."""
        self._close_channels()
        choice = create_backend(kind, lang, rate=rate, factories=self.factories)
        self.choice = choice
        self.lang = lang
        self._voices = None
        if choice.used != NONE:
            self.channel = SpeechChannel(choice.backend, voice=voice, **self.channel_options)
            self.outputs.add(self.channel)
        if choice.kind == "screenreader" and self.make_display is not None:
            try:
                self.display = self.make_display(choice.backend, lang)
            except Exception:
                self.display = None
            if self.display is not None:
                self.outputs.add(self.display)
        return choice

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
        if channel is None and self.choice is not None:
            with contextlib.suppress(Exception):
                self.choice.backend.close()

    def close(self) -> None:
        self._close_channels()

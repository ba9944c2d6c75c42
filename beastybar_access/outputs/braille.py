"""The braille display channel: the braille form of each announcement, through the screen reader.

Where the player's screen reader can show a message on the braille display (NVDA, JAWS, through
prismatoid), each announcement goes there as ``a.braille or a.text``: the card identities
as their Unicode braille cells, which braille displays show as exactly those dots. Elsewhere (BRLTTY
on Linux reads the terminal itself) this channel is not created: the screen line does the job, with
``ScreenChannel(braille_lines=True)`` if the player wants the cells on screen.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from beastybar_access.outputs.base import Announcement, one_line


@runtime_checkable
class BrailleSink(Protocol):
    """Anything that can show a line on a braille display."""

    def braille(self, text: str) -> None: ...


class BrailleDisplayChannel:
    """Sends ``a.braille or a.text`` (one clean line) to ``sink.braille``.

    ``owns_sink``: close the sink when the channel closes (the channel made it itself).
    """

    def __init__(self, sink: BrailleSink, *, owns_sink: bool = False) -> None:
        self.sink = sink
        self._owns_sink = owns_sink
        self._closed = False

    @classmethod
    def create(cls, screen_reader: Any = None, lang: str = "cs") -> BrailleDisplayChannel | None:
        """A channel on the screen reader's braille (the speech back end, when it can show braille), or
        None where there is none. Never raises, never prints."""
        if screen_reader is not None and getattr(screen_reader, "supports_braille", False):
            return cls(screen_reader)
        return None

    def announce(self, a: Announcement) -> None:
        if self._closed:
            return
        line = one_line(a.braille or a.text)
        if line:
            self.sink.braille(line)

    def stop(self) -> None:
        """Nothing to stop: a braille display does not speak."""

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        close = getattr(self.sink, "close", None)
        if self._owns_sink and callable(close):
            close()

"""The screen channel: one new line per announcement, nothing else.

Append-only output is what screen readers and braille displays follow best in a terminal: no escape
sequences, no cursor movement, no redraws. The channel takes a writer function instead of using the
global standard output, so the same code can write to a prompt_toolkit ``Output``, a pipe or a socket.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from beastybar_access.outputs.base import Announcement, one_line


class ScreenChannel:
    """Writes ``text + "\\n"`` for each announcement through ``write``.

    With ``braille_lines=True`` the line is ``a.braille or a.text`` (card identities as braille cells),
    for players who read the screen on a braille display through the terminal (BRLTTY, NVDA).
    Any escape sequence, control character or line break inside the text is removed or turned into a
    space, so one announcement is always exactly one line. ``flush``, if given, is called after each
    line. Writes from several threads never interleave within a line.
    """

    def __init__(
        self,
        write: Callable[[str], object],
        braille_lines: bool = False,
        flush: Callable[[], object] | None = None,
    ) -> None:
        self._write = write
        self._flush = flush
        self.braille_lines = braille_lines
        self._lock = threading.Lock()
        self._closed = False

    def line_for(self, a: Announcement) -> str:
        """The line (without the newline) this channel writes for ``a``."""
        source = (a.braille or a.text) if self.braille_lines else a.text
        return one_line(source)

    def announce(self, a: Announcement) -> None:
        if self._closed:
            return
        line = self.line_for(a) + "\n"
        with self._lock:
            self._write(line)
            if self._flush is not None:
                self._flush()

    def stop(self) -> None:
        """Nothing to stop: the screen does not speak."""

    def close(self) -> None:
        self._closed = True

"""Append-only writing to a prompt_toolkit ``Output``: each line is new, then a short prompt.

Lines end in ``"\n"``; the terminal driver turns it into a new line (prompt_toolkit's raw mode leaves
output processing on).

Nothing here moves the cursor or clears anything. The prompt (``"> "``) stands at the start of the last
line while the program waits; the next line is written over it after a carriage return, so the screen
keeps only the announcements and, at the end, one prompt. Typed text (a player's name) is echoed after
the prompt like in any terminal.
"""

from __future__ import annotations

import threading

from prompt_toolkit.output import Output


class Terminal:
    """Writes lines for the screen channel, the prompt, echoed characters and the bell."""

    def __init__(self, output: Output, prompt: str = "> ") -> None:
        self.output = output
        self.prompt_text = prompt
        self._lock = threading.Lock()
        self._prompt_shown = False
        self._typed = 0
        self.lines_written = 0

    def write(self, text: str) -> None:
        """The screen channel's writer: ``text`` is one line ending in ``"\\n"``."""
        with self._lock:
            out = self.output
            if self._typed:
                out.write_raw("\n")
            elif self._prompt_shown:
                out.write_raw("\r")
                pad = len(self.prompt_text) - len(text.rstrip("\n"))
                if pad > 0:
                    text = text.rstrip("\n") + " " * pad + "\n"
            self._prompt_shown = False
            self._typed = 0
            out.write_raw(text.replace("\r", ""))
            out.flush()
            self.lines_written += 1

    def show_prompt(self) -> None:
        with self._lock:
            if self._prompt_shown or self._typed or not self.prompt_text:
                return
            self.output.write_raw(self.prompt_text)
            self.output.flush()
            self._prompt_shown = True

    def echo(self, text: str) -> None:
        """Show typed characters after the prompt (a name being written)."""
        with self._lock:
            if not self._prompt_shown and not self._typed:
                self.output.write_raw(self.prompt_text)
            self.output.write_raw(text)
            self.output.flush()
            self._prompt_shown = False
            self._typed += len(text)

    def rub_out(self) -> None:
        """Remove the last echoed character (Backspace while typing)."""
        with self._lock:
            if self._typed:
                self.output.write_raw("\b \b")
                self.output.flush()
                self._typed -= 1

    def end_typing(self) -> None:
        with self._lock:
            if self._typed:
                self.output.write_raw("\n")
                self.output.flush()
                self._typed = 0
                self._prompt_shown = False

    def leave(self) -> None:
        """Clear a prompt still shown (or end a typed line), so what is written after the console ends (an
        error's one sentence) starts a line of its own. Plain characters only, no escape sequences."""
        with self._lock:
            if self._typed:
                self.output.write_raw("\n")
            elif self._prompt_shown:
                blank = " " * len(self.prompt_text)
                self.output.write_raw(f"\r{blank}\r")
            else:
                return
            self.output.flush()
            self._typed = 0
            self._prompt_shown = False

    def bell(self) -> None:
        with self._lock:
            self.output.bell()
            self.output.flush()

"""Append-only writing to a prompt_toolkit ``Output``: each line is new, then a short prompt.

Lines end in ``"\n"``; the terminal driver turns it into a new line (prompt_toolkit's raw mode leaves
output processing on).

Nothing here moves the cursor or clears anything. The prompt (``"> "``) stands at the start of the last
line while the program waits; the next line is written over it after a carriage return, so the screen
keeps only the announcements and, at the end, one prompt. Typed text (a player's name) is echoed after
the prompt like in any terminal.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import threading
from collections.abc import Iterator

from prompt_toolkit.input import Input
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


@contextlib.contextmanager
def keyboard_mode(pt_input: Input | None) -> Iterator[None]:
    """Keys one at a time from ``pt_input`` (prompt_toolkit's raw mode) while the block runs, the terminal's
    own mode again on every way out; on a terminal a suspend (SIGTSTP, the shell's Ctrl+Z or ``kill -TSTP``)
    gives the terminal back in its own mode before the program stops, and the resume (SIGCONT, ``fg``)
    takes the keys one at a time again, whatever the shell did to the terminal meanwhile (issue 27, N4):
    no echoed keys waiting for Enter, no ``^[[A``, and Ctrl+C still asks before quitting."""
    if pt_input is None:
        yield
        return
    fd, cooked = _terminal_modes(pt_input)
    if fd is None or cooked is None or not hasattr(signal, "SIGTSTP"):  # no terminal, or no suspend (Windows)
        with pt_input.raw_mode():
            yield
        return
    with pt_input.raw_mode():
        import termios

        raw = termios.tcgetattr(fd)

        def suspend() -> None:
            with contextlib.suppress(OSError, termios.error):
                termios.tcsetattr(fd, termios.TCSADRAIN, cooked)
            os.kill(os.getpid(), signal.SIGSTOP)  # stops here; SIGCONT goes on (and calls resume)

        def resume() -> None:
            with contextlib.suppress(OSError, termios.error):
                termios.tcsetattr(fd, termios.TCSANOW, raw)

        caught = _catch(((signal.SIGTSTP, suspend), (signal.SIGCONT, resume)))
        try:
            yield
        finally:
            loop = asyncio.get_running_loop()
            for signum in caught:
                loop.remove_signal_handler(signum)


def _terminal_modes(pt_input: Input) -> tuple[int | None, list[int | list[bytes | int]] | None]:
    """The terminal's file descriptor and its mode now; (None, None) when the keys come from no terminal
    or the system has no suspend (Windows)."""
    if not hasattr(signal, "SIGTSTP") or not hasattr(signal, "SIGCONT"):
        return None, None
    try:
        import termios

        fd = pt_input.fileno()
        if not os.isatty(fd):
            return None, None
        return fd, termios.tcgetattr(fd)
    except (OSError, NotImplementedError, ValueError, ImportError):
        return None, None
    except Exception:  # termios.error
        return None, None


def _catch(handlers: tuple[tuple[signal.Signals, object], ...]) -> list[int]:
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        return []
    caught: list[int] = []
    for signum, handler in handlers:
        try:
            loop.add_signal_handler(signum, handler)  # type: ignore[arg-type]
        except (NotImplementedError, RuntimeError, ValueError):  # not the main thread
            continue
        caught.append(int(signum))
    return caught

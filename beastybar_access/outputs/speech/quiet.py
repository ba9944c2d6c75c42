"""Keep libraries from printing on the player's screen.

Some speech libraries print to standard output or standard error when something is missing (C
libraries: ALSA warnings, "Autospawn failed"). On a console that a screen reader reads, such lines are
noise at best. :func:`quiet` captures them, both at the Python level (``sys.stdout``/``sys.stderr``)
and at the file-descriptor level (fds 1 and 2, with ``os.dup2``), and hands the captured text back as a
technical reason for a failure.

The redirection is process-wide, so only the **main thread** may make it: a ``quiet()`` block opened
in any other thread captures nothing and changes nothing. A back end's own threads can be abandoned
when they hang (see :mod:`~beastybar_access.outputs.speech.worker`); were one of them inside a
redirection, the game's whole narration would go to a temporary file for ever. The main thread opens
the block around waiting for a back end (with a time limit) and always closes it. Nested blocks are
safe: the first one in redirects, the last one out restores.
"""

from __future__ import annotations

import contextlib
import ctypes
import io
import os
import sys
import tempfile
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import IO, Any


def _flush_everything() -> None:
    for stream in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__):
        if stream is not None:
            with contextlib.suppress(Exception):
                stream.flush()
    if os.name == "posix":
        _flush_c_stdout()


C_FLUSH_WAIT = 0.2
"""Seconds the C-level flush is waited for."""


def _flush_c_stdout() -> None:
    """C-level ``stdout`` buffer (printf inside a shared library) to the captured fd, not to the screen
    after it is restored. Only ``stdout`` (``stderr`` is unbuffered): ``fflush(NULL)`` would lock every
    open stream, and a library thread blocked reading its socket through one holds that lock for ever.
    Done on a daemon thread and waited for at most :data:`C_FLUSH_WAIT` seconds, all the same."""

    def flush() -> None:
        with contextlib.suppress(Exception):
            libc = ctypes.CDLL(None)
            libc.fflush(ctypes.c_void_p.in_dll(libc, "stdout"))

    worker = threading.Thread(target=flush, name="quiet-flush", daemon=True)
    worker.start()
    worker.join(C_FLUSH_WAIT)


class _State:
    """The one process-wide redirection, reference-counted."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.depth = 0
        self.sink = io.StringIO()
        self.fd_file: IO[bytes] | None = None
        self.saved_fds: list[tuple[int, int]] = []
        self.saved_streams: tuple[Any, Any] = (None, None)

    def enter(self, fd_level: bool) -> tuple[int, int]:
        with self.lock:
            if self.depth == 0:
                self.sink = io.StringIO()
                self.saved_streams = (sys.stdout, sys.stderr)
                _flush_everything()
                sys.stdout = self.sink
                sys.stderr = self.sink
            if fd_level and self.fd_file is None:
                _flush_everything()
                self._redirect_fds()
            self.depth += 1
            return self.sink.tell(), self._fd_position()

    def leave(self, start: tuple[int, int]) -> str:
        with self.lock:
            text = self.sink.getvalue()[start[0]:]
            fd_text = self._fd_text(start[1])
            self.depth -= 1
            if self.depth == 0:
                _flush_everything()
                sys.stdout, sys.stderr = self.saved_streams
                self.saved_streams = (None, None)
                self._restore_fds()
        return text + fd_text

    def _redirect_fds(self) -> None:
        try:
            self.fd_file = tempfile.TemporaryFile()  # noqa: SIM115 - kept open until the last block ends
        except OSError:
            self.fd_file = None
            return
        for fd in (1, 2):
            try:
                copy = os.dup(fd)
            except OSError:
                continue  # that fd is closed: nothing can be printed there anyway
            try:
                os.dup2(self.fd_file.fileno(), fd)
            except OSError:
                os.close(copy)
                continue
            self.saved_fds.append((fd, copy))

    def _restore_fds(self) -> None:
        for fd, copy in self.saved_fds:
            with contextlib.suppress(OSError):
                os.dup2(copy, fd)
            with contextlib.suppress(OSError):
                os.close(copy)
        self.saved_fds = []
        if self.fd_file is not None:
            with contextlib.suppress(OSError):
                self.fd_file.close()
            self.fd_file = None

    def _fd_position(self) -> int:
        if self.fd_file is None:
            return 0
        try:
            return os.fstat(self.fd_file.fileno()).st_size
        except OSError:
            return 0

    def _fd_text(self, start: int) -> str:
        if self.fd_file is None:
            return ""
        _flush_everything()
        fileno = self.fd_file.fileno()
        try:
            size = os.fstat(fileno).st_size - start
            if size <= 0:
                return ""
            if hasattr(os, "pread"):
                data = os.pread(fileno, size, start)  # leaves the shared file offset alone
            else:
                self.fd_file.seek(start)
                data = self.fd_file.read(size)
                self.fd_file.seek(0, os.SEEK_END)
        except OSError:
            return ""
        return data.decode("utf-8", errors="replace")


_STATE = _State()


@dataclass
class Captured:
    """What was printed inside a :func:`quiet` block (filled in when the block ends)."""

    text: str = ""
    lines: list[str] = field(default_factory=list)

    def summary(self, limit: int = 300) -> str:
        """The captured lines joined with " | ", cut to ``limit`` characters (for failure reasons)."""
        joined = " | ".join(line for line in self.lines if line)
        return joined if len(joined) <= limit else joined[: limit - 1] + "…"


@contextlib.contextmanager
def quiet(*, fd_level: bool = True) -> Iterator[Captured]:
    """Capture everything printed while the block runs; nothing reaches the screen.

    ``fd_level=False`` only swaps ``sys.stdout``/``sys.stderr`` (output of C code and child processes
    is then not captured). Outside the main thread it does nothing (see the module notes).
    """
    captured = Captured()
    if threading.current_thread() is not threading.main_thread():
        yield captured  # see the module notes: never from a thread that may be abandoned
        return
    start = _STATE.enter(fd_level)
    try:
        yield captured
    finally:
        captured.text = _STATE.leave(start)
        captured.lines = [line.strip() for line in captured.text.splitlines() if line.strip()]

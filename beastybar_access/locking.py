"""One program per file: an exclusive lock the system lets go of when the program ends (even killed).

Used for a console's save (one copy of the program per save) and for the server's data folder (one server
per folder). ``fcntl.flock`` (or ``fcntl.lockf``) where the system has it, ``msvcrt.locking`` on Windows:
:func:`system_locking` chooses by what the system offers, and the Windows branch is tested here with a
stand-in ``msvcrt`` that keeps ``locking()``'s rules (tests/test_locking.py).
"""

from __future__ import annotations

import contextlib
import errno
import functools
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

LOCKED_ERRNOS = frozenset({errno.EACCES, getattr(errno, "EDEADLOCK", errno.EDEADLK)})
"""What ``msvcrt.locking`` says of a region another open file holds."""


@dataclass(frozen=True)
class Locking:
    """How this system locks an open file: ``lock(fd, per_process)`` without waiting (False: another open
    file holds it) and ``unlock(fd)`` before the file is closed."""

    name: str
    lock: Callable[[int, bool], bool]
    unlock: Callable[[int], None]


def _posix_lock(fcntl: ModuleType, fd: int, per_process: bool) -> bool:
    try:
        if per_process:  # held by the process: only another process is kept out
            fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        else:  # held by the open file: another open file of this process is kept out too
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except (BlockingIOError, PermissionError):
        return False
    return True


def _posix_unlock(fd: int) -> None:
    """Nothing: closing the file lets go of a ``flock`` or ``lockf`` lock."""


def _windows_lock(msvcrt: ModuleType, fd: int, per_process: bool) -> bool:
    """``msvcrt.locking`` locks ``nbytes`` from the file's position: always its first byte, never waiting
    (``LK_NBLCK``; ``LK_LOCK`` would try for 10 s). A Windows lock is held by the open file (handle), so
    ``per_process`` changes nothing there: each program opens its lock file once."""
    os.lseek(fd, 0, os.SEEK_SET)
    try:
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    except OSError as exc:
        if exc.errno in LOCKED_ERRNOS:
            return False
        raise
    return True


def _windows_unlock(msvcrt: ModuleType, fd: int) -> None:
    """The first byte let go of before the file is closed (Windows asks for it: a closed file's locks go
    only when the system gets round to it)."""
    os.lseek(fd, 0, os.SEEK_SET)
    with contextlib.suppress(OSError):
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)


def _no_lock(fd: int, per_process: bool) -> bool:
    return True


def system_locking() -> Locking:
    """The system's way to lock a file: ``fcntl`` where there is one, else ``msvcrt`` (Windows), else none
    (the lock is always granted)."""
    try:
        import fcntl
    except ImportError:
        pass
    else:
        return Locking("fcntl", functools.partial(_posix_lock, fcntl), _posix_unlock)
    try:
        import msvcrt
    except ImportError:
        return Locking("none", _no_lock, _posix_unlock)
    return Locking("msvcrt", functools.partial(_windows_lock, msvcrt),
                   functools.partial(_windows_unlock, msvcrt))


def try_lock(fd: int, per_process: bool = False) -> bool:
    """Lock the open file ``fd`` exclusively without waiting; False if another open file holds it
    (``per_process``: only another process; the lock then goes with any of this process's files of it
    being closed)."""
    return system_locking().lock(fd, per_process)


class FileLock:
    """The lock of the file ``path`` (made if need be), held from :meth:`take` to :meth:`release`;
    ``per_process``: only other processes are kept out (see :func:`try_lock`); ``locking``: how (the
    system's by default, :func:`system_locking`)."""

    def __init__(self, path: Path, per_process: bool = False, locking: Locking | None = None) -> None:
        self.path = path
        self.per_process = per_process
        self.locking = locking
        self._fd: int | None = None
        self._held_by: Locking | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def take(self) -> bool:
        """Hold the lock; False if another program (or another lock here) holds it. OSError if the lock
        file cannot be made or opened."""
        if self._fd is not None:
            return True
        locking = self.locking or system_locking()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            locked = locking.lock(fd, self.per_process)
        except OSError:
            os.close(fd)
            raise
        if not locked:
            os.close(fd)
            return False
        self._fd = fd
        self._held_by = locking
        return True

    def release(self) -> None:
        if self._fd is not None:
            if self._held_by is not None:
                self._held_by.unlock(self._fd)
            with contextlib.suppress(OSError):
                os.close(self._fd)
            self._fd = None
            self._held_by = None


__all__ = ["FileLock", "Locking", "system_locking", "try_lock"]

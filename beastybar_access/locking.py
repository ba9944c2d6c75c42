"""One program per file: an exclusive lock the system lets go of when the program ends (even killed).

Used for a console's save (one copy of the program per save) and for the server's data folder (one server
per folder). ``fcntl.flock`` where the system has it, ``msvcrt.locking`` on Windows.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path


def try_lock(fd: int, per_process: bool = False) -> bool:
    """Lock the open file ``fd`` exclusively without waiting; False if another open file holds it
    (``per_process``: only another process; the lock then goes with any of this process's files of it
    being closed)."""
    try:
        import fcntl
    except ImportError:
        try:
            import msvcrt
        except ImportError:
            return True
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined,unused-ignore]
        except OSError:
            return False
        return True
    try:
        if per_process:
            fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        else:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except (BlockingIOError, PermissionError):
        return False
    return True


class FileLock:
    """The lock of the file ``path`` (made if need be), held from :meth:`take` to :meth:`release`;
    ``per_process``: only other processes are kept out (see :func:`try_lock`)."""

    def __init__(self, path: Path, per_process: bool = False) -> None:
        self.path = path
        self.per_process = per_process
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def take(self) -> bool:
        """Hold the lock; False if another program (or another lock here) holds it. OSError if the lock
        file cannot be made or opened."""
        if self._fd is not None:
            return True
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            locked = try_lock(fd, self.per_process)
        except OSError:
            os.close(fd)
            raise
        if not locked:
            os.close(fd)
            return False
        self._fd = fd
        return True

    def release(self) -> None:
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._fd)
            self._fd = None


__all__ = ["FileLock", "try_lock"]

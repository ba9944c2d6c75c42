"""One program per file on every system (issue 27): the lock is chosen by what the system offers, and the
Windows branch (``msvcrt.locking``) runs here against a stand-in ``msvcrt`` that keeps ``locking()``'s rules,
so a wrong call (a waiting mode, a region other than the first byte, no unlock before the close, an error
taken for "held elsewhere") fails a test on any system."""

from __future__ import annotations

import errno
import os
import sys
from pathlib import Path

import pytest

from beastybar_access.locking import FileLock, system_locking, try_lock


class StandInMsvcrt:
    """``msvcrt.locking(fd, mode, nbytes)`` as Windows' C runtime does it: ``nbytes`` from the file's
    position; a region is held by the open file (handle) that locked it, and another lock over any of its
    bytes is refused, through the same handle too; LK_NBLCK/LK_NBRLCK fail at once (EACCES), LK_LOCK/LK_RLCK
    try once a second for 10 s, then fail (EDEADLOCK; here counted, not slept); LK_UNLCK lets go of exactly
    a region this handle holds (else EACCES). A closed handle's region is not let go of here: Windows lets go
    of it only when it gets round to it, so the program unlocks before it closes."""

    LK_UNLCK, LK_LOCK, LK_NBLCK, LK_RLCK, LK_NBRLCK = 0, 1, 2, 3, 4

    def __init__(self) -> None:
        self.held: dict[tuple[int, int], list[tuple[int, int, int]]] = {}
        self.seconds_waited = 0
        self.calls: list[tuple[int, int]] = []
        self.fail: OSError | None = None

    def locking(self, fd: int, mode: int, nbytes: int) -> None:
        if self.fail is not None:
            raise self.fail
        st = os.fstat(fd)
        start = os.lseek(fd, 0, os.SEEK_CUR)
        region = (start, start + nbytes, fd)
        self.calls.append((mode, start))
        if nbytes <= 0:
            raise OSError(errno.EINVAL, "Invalid argument")
        regions = self.held.setdefault((st.st_dev, st.st_ino), [])
        if mode == self.LK_UNLCK:
            if region not in regions:
                raise PermissionError(errno.EACCES, "Permission denied")
            regions.remove(region)
            return
        if any(s < start + nbytes and start < e for s, e, _ in regions):
            if mode in (self.LK_LOCK, self.LK_RLCK):
                self.seconds_waited += 10
                raise OSError(errno.EDEADLOCK, "Resource deadlock avoided")
            raise PermissionError(errno.EACCES, "Permission denied")
        regions.append(region)


@pytest.fixture
def windows(monkeypatch: pytest.MonkeyPatch) -> StandInMsvcrt:
    """A system without fcntl and with (the stand-in) msvcrt, as Windows is."""
    msvcrt = StandInMsvcrt()
    monkeypatch.setitem(sys.modules, "fcntl", None)  # import fcntl: ImportError
    monkeypatch.setitem(sys.modules, "msvcrt", msvcrt)  # type: ignore[arg-type]
    return msvcrt


def test_the_lock_is_chosen_by_what_the_system_offers(monkeypatch: pytest.MonkeyPatch,
                                                      windows: StandInMsvcrt) -> None:
    assert system_locking().name == "msvcrt"
    monkeypatch.setitem(sys.modules, "msvcrt", None)
    none = system_locking()
    assert none.name == "none" and none.lock(0, False) and none.lock(0, True)
    monkeypatch.undo()
    if sys.platform != "win32":
        assert system_locking().name == "fcntl"


@pytest.mark.parametrize("per_process", [False, True], ids=["save", "server-folder"])
def test_on_windows_one_program_holds_the_lock_until_it_lets_go(tmp_path: Path, windows: StandInMsvcrt,
                                                               per_process: bool) -> None:
    first = FileLock(tmp_path / "x.lock", per_process)
    second = FileLock(tmp_path / "x.lock", per_process)
    assert first.take() and first.held
    assert not second.take() and not second.held
    assert windows.seconds_waited == 0  # refused at once, never the 10 s of a waiting lock
    first.release()
    assert second.take()
    assert not first.take()
    second.release()
    assert all(not regions for regions in windows.held.values())
    assert {start for _, start in windows.calls} == {0}


def test_on_windows_the_lock_is_the_first_byte_wherever_the_file_was_read_to(tmp_path: Path,
                                                                             windows: StandInMsvcrt) -> None:
    path = tmp_path / "x.lock"
    one = os.open(path, os.O_RDWR | os.O_CREAT)
    two = os.open(path, os.O_RDWR)
    try:
        os.write(one, b"12345")  # this file's position is 5 now
        assert try_lock(one)
        assert not try_lock(two)  # the same byte: refused
    finally:
        os.close(one)
        os.close(two)


def test_on_windows_a_failure_is_not_taken_for_a_lock_held_elsewhere(tmp_path: Path,
                                                                     windows: StandInMsvcrt) -> None:
    windows.fail = OSError(errno.EIO, "Input/output error")
    with pytest.raises(OSError):
        FileLock(tmp_path / "x.lock").take()
    windows.fail = None
    assert FileLock(tmp_path / "x.lock").take()  # the failed attempt's file was closed, nothing held


def test_on_windows_the_save_and_the_server_folder_are_one_programs(tmp_path: Path,
                                                                     windows: StandInMsvcrt) -> None:
    from beastybar_access.console.storage import SaveInUseError, SaveStore
    from beastybar_access.net.store import Store, StoreInUseError

    mine, other = SaveStore("beastybar", tmp_path / "saves"), SaveStore("beastybar", tmp_path / "saves")
    assert not mine.in_use()  # claimed
    assert other.in_use()
    with pytest.raises(SaveInUseError):
        other.save({"turns": 1})
    mine.release()
    assert not other.in_use()
    server = Store(tmp_path / "server")
    try:
        with pytest.raises(StoreInUseError):
            Store(tmp_path / "server")
    finally:
        server.close()
    Store(tmp_path / "server").close()

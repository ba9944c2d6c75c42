"""The seats this person holds at tables on servers, kept on disk (issue 26): a seat's token, per server
address and table, so that ``beastybar join`` and "Play online" can offer the seat back after the program
closed, crashed, or the computer or the server restarted, for as long as the table lives.

The file is ``online/seats.json`` in the user's data folder (``platformdirs``; ``$XDG_DATA_HOME`` on
Linux). A token is the seat itself (whoever sends it plays it), so the folder is private (0700) and the file
too (0600) on POSIX systems; the file is written whole through a temporary file (``write_json_atomic``:
a crash never leaves half of it) under a lock against a second copy of the program writing at once. It is
read as untrusted JSON: an entry that is not one of ours is left out, a file that cannot be read is an
empty book (the next write replaces it).
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path

from beastybar_access import diagnostics
from beastybar_access.console.storage import data_dir, write_json_atomic
from beastybar_access.locking import FileLock
from beastybar_access.untrusted import UntrustedJSONError, read_file

FOLDER = "online"
FILE = "seats.json"
MAX_SEATS = 50
"""Seats kept at most (the oldest go first): a person sits at a few tables at once, not more."""
MAX_TEXT = 300
"""The longest address, token, game or name an entry may hold."""
LOCK_TRIES = 40
"""Attempts (0.05 s apart) to take the file's lock before writing without it."""


@dataclass(frozen=True)
class HeldSeat:
    """A seat at a table of the server ``url``: the invite ``code``, the seat's ``token``, the ``game``,
    the seat's number, the person's ``name`` there, and when it was kept (``saved``, Unix seconds)."""

    url: str
    code: str
    token: str
    game: str
    seat: int
    name: str
    saved: float = 0.0


def _entry(data: object) -> HeldSeat | None:
    """One entry of the file, checked (None: not one of ours)."""
    if not isinstance(data, dict):
        return None
    texts = [data.get(k) for k in ("url", "code", "token", "game", "name")]
    if not all(isinstance(t, str) and 0 < len(t) <= MAX_TEXT for t in texts):
        return None
    seat, saved = data.get("seat"), data.get("saved", 0.0)
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < 100:
        return None
    if not isinstance(saved, int | float) or isinstance(saved, bool):
        return None
    url, code, token, game, name = (str(t) for t in texts)
    return HeldSeat(url, code, token, game, seat, name, float(saved))


class SeatBook:
    """The seats kept in ``directory / "seats.json"`` (default: the data folder's ``online``)."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory if directory is not None else data_dir() / FOLDER
        self.path = self.directory / FILE

    def seats(self, url: str | None = None) -> list[HeldSeat]:
        """The seats kept (at the server ``url`` only, if given), the newest first."""
        try:
            data = read_file(self.path)
        except (OSError, UntrustedJSONError):
            return []
        rows = data.get("seats") if isinstance(data, dict) else None
        entries = (_entry(row) for row in (rows if isinstance(rows, list) else ()))
        found = [s for s in entries if s is not None]
        found.sort(key=lambda s: s.saved, reverse=True)
        return [s for s in found if url is None or s.url == url]

    def find(self, url: str, code: str) -> HeldSeat | None:
        """The seat kept at table ``code`` of the server ``url``, if any."""
        return next((s for s in self.seats(url) if s.code == code), None)

    def keep(self, seat: HeldSeat) -> None:
        """Keep ``seat`` (it replaces one kept at the same table of the same server). OSError if the
        file cannot be written (the caller says nothing: the game goes on without it)."""
        seat = HeldSeat(seat.url, seat.code, seat.token, seat.game, seat.seat, seat.name, time.time())
        self._change(lambda rows: [seat, *[s for s in rows if (s.url, s.code) != (seat.url, seat.code)]])

    def forget(self, url: str, code: str) -> None:
        """The seat at table ``code`` of ``url`` is no longer kept (the game ended, the person left it, or
        the server no longer knows it). OSError if the file cannot be written."""
        if self.find(url, code) is None:
            return
        self._change(lambda rows: [s for s in rows if (s.url, s.code) != (url, code)])

    def _change(self, change: Callable[[list[HeldSeat]], list[HeldSeat]]) -> None:
        self._private_folder()
        lock = FileLock(self.directory / (FILE + ".lock"))
        for _ in range(LOCK_TRIES):
            if lock.take():
                break
            time.sleep(0.05)
        try:
            rows = change(self.seats())[:MAX_SEATS]
            write_json_atomic(self.path, {"version": 1, "seats": [asdict(s) for s in rows]})
            if os.name == "posix":
                os.chmod(self.path, 0o600)  # the temporary file was 0600 already; a replaced link's target
        finally:
            lock.release()

    def _private_folder(self) -> None:
        self.directory.mkdir(parents=True, exist_ok=True, mode=0o700)
        if os.name == "posix":
            with contextlib.suppress(OSError):
                os.chmod(self.directory, 0o700)


class SeatKeeper:
    """One online console's seat in the book (``None``: nothing is kept, as in tests in one process): taken
    back when the person asks for a table where they hold one, kept once they sit, forgotten when the game
    ends, they leave it, or the server no longer knows it. A book that cannot be read or written is
    logged; the game goes on (only the return after a crash is not possible)."""

    def __init__(self, book: SeatBook | None) -> None:
        self.book = book
        self.held: HeldSeat | None = None
        """The seat taken, as kept in the book."""
        self.return_code: str | None = None
        """The table whose kept seat is being taken back, or None."""

    def take_back(self, url: str, code: str) -> HeldSeat | None:
        """The seat kept at table ``code`` of ``url`` (its token sits there again), or None."""
        if self.book is None:
            return None
        try:
            held = self.book.find(url, code)
        except OSError:
            return None
        if held is not None:
            self.return_code = held.code
        return held

    def keep(self, url: str, code: str, token: str, game: str, seat: int, name: str) -> None:
        """The seat taken at table ``code`` is kept for a return (issue 26)."""
        if self.book is None:
            return
        self.held = HeldSeat(url, code, token, game, seat, name)
        try:
            self.book.keep(self.held)
        except OSError as exc:
            diagnostics.log.warning("the seat could not be kept in %s: %s", self.book.path, exc)

    def forget(self, url: str | None, token: str | None = None) -> None:
        """The seat (``token``, or the one held) is no longer this person's."""
        book = self.book
        if book is None or url is None:
            return
        token = token or (self.held.token if self.held is not None else None)
        try:
            for held in book.seats(url):
                if held.token == token:
                    book.forget(held.url, held.code)
        except OSError as exc:
            diagnostics.log.warning("the seat could not be forgotten in %s: %s", book.path, exc)
        self.held = None


__all__ = ["HeldSeat", "SeatBook", "SeatKeeper"]

"""The server's memory: SQLite in the data folder (WAL), so that nothing is lost when the server dies.

It keeps the tables (game, set-up, seed, invite code, status), their seats (a person's name and the hash of
their seat token: the token itself is never stored) and each game's log (one row per entry of the engine's
saved log: an action, or a move of the clock). The server stages only each action's new entries
(:meth:`Store.stage`) and commits all that was staged in one pass of its event loop in one transaction
(:meth:`Store.commit`) before it sends anyone the messages of that pass. At start the server reads back
every open table and rebuilds its game from the seed and the log (:meth:`Store.saved_game`); a table whose
row is damaged is put aside (status ``damaged``) and the others open.

One server per data folder (issue 27): the store holds an exclusive lock on ``server.lock`` in it while the
server runs; a second server on the same folder gets :class:`StoreInUseError`. Every statement waits at
most :data:`BUSY_MS` for another program's lock on the database (never seconds on the server's event loop);
a database file deleted while the server runs is noticed before each commit (:meth:`Store.check`) and
written anew from the open connection. While it serves, the server writes only in its worker thread: the
log entries, seats (:meth:`Store.stage_seat`, :meth:`Store.stage_free_seat`) and statuses
(:meth:`Store.stage_status`) are staged and written with the next batch, a new table
(:meth:`Store.create_table`) is written in that thread too; the event loop uses the database only at the
start (:meth:`Store.open_tables`) and at the stop.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import secrets
import sqlite3
import threading
import time
from collections.abc import Callable, Container, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Concatenate, ParamSpec, TypeAlias, TypeVar

from beastybar_access.jsontypes import JSON, JSONObject
from beastybar_access.locking import FileLock

log = logging.getLogger("beastybar_access.net")

P = ParamSpec("P")
R = TypeVar("R")

BUSY_MS = 200
"""How long a statement waits for another program's lock on the database before it fails."""


class StoreInUseError(OSError):
    """Another server holds this data folder."""

    def __init__(self, folder: Path) -> None:
        super().__init__(f"another server uses the data folder {folder}")
        self.folder = folder


class StoreGoneError(sqlite3.OperationalError):
    """The database file was removed (or replaced) while the server ran, and could not be written anew."""

_SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    game TEXT NOT NULL,
    setup TEXT NOT NULL,
    head TEXT NOT NULL,
    log_key TEXT NOT NULL,
    private INTEGER NOT NULL,
    status TEXT NOT NULL,
    turns INTEGER NOT NULL DEFAULT 0,
    created REAL NOT NULL,
    touched REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS seats (
    table_id INTEGER NOT NULL REFERENCES tables(id),
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    token_hash TEXT,
    PRIMARY KEY (table_id, seat)
);
CREATE UNIQUE INDEX IF NOT EXISTS seats_token ON seats(token_hash);
CREATE TABLE IF NOT EXISTS log (
    table_id INTEGER NOT NULL REFERENCES tables(id),
    n INTEGER NOT NULL,
    entry TEXT NOT NULL,
    PRIMARY KEY (table_id, n)
);
"""

OPEN = ("waiting", "playing", "rematch")
"""The statuses of tables the server restores at start (``rematch``: the game ended and offers a new one
with the same people)."""


def new_token() -> str:
    """A seat token: 32 random bytes from the system's secure source, URL-safe text."""
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


def new_code(taken: Container[str]) -> str:
    """A six-digit invite code not in ``taken`` (the leading digit is never 0): drawn at random; when that
    keeps hitting taken codes, the first free one after a random start (so it ends however full the
    server is; LookupError when no code is free)."""
    for _ in range(64):
        code = str(secrets.randbelow(900_000) + 100_000)
        if code not in taken:
            return code
    start = secrets.randbelow(900_000)
    for i in range(900_000):
        code = str((start + i) % 900_000 + 100_000)
        if code not in taken:
            return code
    raise LookupError("every invite code is taken")


@dataclass
class StoredTable:
    id: int
    code: str
    game: str
    setup: dict[str, Any]
    """kinds, names, players, variant, seed, options, private: what the table was created with."""
    status: str
    turns: int
    names: dict[int, str] = field(default_factory=dict)
    """The seats taken by people: seat -> name."""
    tokens: dict[int, str] = field(default_factory=dict)
    """seat -> token hash."""


def _guarded(method: Callable[Concatenate[Store, P], R]) -> Callable[Concatenate[Store, P], R]:
    """The method holds the store's :attr:`Store.guard` while it uses the connection."""

    def wrapper(self: Store, /, *args: P.args, **kwargs: P.kwargs) -> R:
        with self.guard:
            return method(self, *args, **kwargs)
    wrapper.__doc__ = method.__doc__
    wrapper.__name__ = method.__name__
    return wrapper


class Store:
    """The SQLite database ``server.sqlite3`` in ``folder`` (created if need be)."""

    def __init__(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self.folder = folder
        self.lock = FileLock(folder / "server.lock", per_process=True)  # one server (process) per folder
        if not self.lock.take():
            raise StoreInUseError(folder)
        self.path = folder / "server.sqlite3"
        try:
            self.db = self._connect()
        except BaseException:
            self.lock.release()
            raise
        self.guard = threading.RLock()
        """Held by every use of the connection: the server writes its batches in a worker thread."""
        self._logged: dict[int, int] = {}
        """Per table: the log entries stored or staged."""
        self._staged: dict[int, _Staged] = {}

    def _connect(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False, timeout=BUSY_MS / 1000)
        db.execute(f"PRAGMA busy_timeout={BUSY_MS}")
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=NORMAL")
        db.execute("PRAGMA foreign_keys=ON")
        db.executescript(_SCHEMA)
        self._file = self._identity()
        return db

    def _identity(self) -> tuple[int, int] | None:
        try:
            st = os.stat(self.path)
        except OSError:
            return None
        return st.st_dev, st.st_ino

    @_guarded
    def check(self) -> None:
        """Make sure the database file is the one the server writes; if it was deleted, write the open
        database to its place again (``VACUUM INTO``) and go on there; :class:`StoreGoneError` if that
        fails or another file took its place (tried again at the next check)."""
        if self._file is not None and self._identity() == self._file:
            return
        if self._identity() is not None:  # another file in its place: not ours to write over
            raise StoreGoneError(f"the database file {self.path} was replaced by another file")
        log.error("the database file %s is gone; writing it anew", self.path)
        try:
            self.db.execute("VACUUM INTO ?", (str(self.path),))
            old, self.db = self.db, self._connect()
        except (sqlite3.Error, OSError) as exc:
            raise StoreGoneError(f"the database file {self.path} is gone and cannot be written anew: {exc}"
                                 ) from None
        old.close()

    @_guarded
    def close(self) -> None:
        self.db.close()
        self.lock.release()

    # --- tables ------------------------------------------------------------------------------------------

    @_guarded
    def create_table(self, game: str, setup: JSONObject, saved: Mapping[str, JSON], *,
                     private: bool) -> StoredTable:
        """A new table with the game ``saved`` (its ``to_json``) before any action; a fresh invite code."""
        head, key, log = split_saved(saved)
        now = time.time()
        with self.db:
            self.db.execute("BEGIN")
            code = new_code(_UsedCodes(self.db))
            cur = self.db.execute(
                "INSERT INTO tables (code, game, setup, head, log_key, private, status, created, touched)"
                " VALUES (?, ?, ?, ?, ?, ?, 'waiting', ?, ?)",
                (code, game, json.dumps(setup), json.dumps(head), key, int(private), now, now))
            table_id = int(cur.lastrowid or 0)
            self._insert_log(table_id, 0, log)
        self._logged[table_id] = len(log)
        return StoredTable(table_id, code, game, setup, "waiting", 0)

    @_guarded
    def set_status(self, table_id: int, status: str) -> None:
        self.db.execute("UPDATE tables SET status=?, touched=? WHERE id=?", (status, time.time(), table_id))

    @_guarded
    def take_seat(self, table_id: int, seat: int, name: str) -> str:
        """Give ``seat`` to a person called ``name``; their new seat token (only its hash is kept)."""
        token = new_token()
        self.db.execute("INSERT OR REPLACE INTO seats (table_id, seat, name, token_hash) VALUES (?, ?, ?, ?)",
                        (table_id, seat, name, token_hash(token)))
        return token

    @_guarded
    def free_seat(self, table_id: int, seat: int) -> None:
        self.db.execute("DELETE FROM seats WHERE table_id=? AND seat=?", (table_id, seat))

    @_guarded
    def find_token(self, token: str) -> tuple[int, int] | None:
        """(table id, seat) of a seat token at an open table, or None."""
        row = self.db.execute(
            "SELECT s.table_id, s.seat FROM seats s JOIN tables t ON t.id = s.table_id"
            " WHERE s.token_hash=? AND t.status IN ('waiting','playing','rematch')", (token_hash(token),)
        ).fetchone()
        return (int(row[0]), int(row[1])) if row else None

    # --- the log -----------------------------------------------------------------------------------------

    def _insert_log(self, table_id: int, start: int, entries: Sequence[JSON]) -> None:
        self.db.executemany("INSERT INTO log (table_id, n, entry) VALUES (?, ?, ?)",
                            [(table_id, start + i, json.dumps(e)) for i, e in enumerate(entries)])

    def logged(self, table_id: int) -> int:
        """How many entries of the table's log are stored or staged."""
        count = self._logged.get(table_id)
        if count is None:
            count = self.log_length(table_id)
            self._logged[table_id] = count
        return count

    def stage(self, table_id: int, entries: Sequence[JSON], turns: int, *, status: str | None = None) -> None:
        """Add ``entries`` to the table's log (after the :meth:`logged` ones), with the turn count and a new
        status, at the next :meth:`commit` (one transaction for everything staged meanwhile)."""
        start = self.logged(table_id)
        self._logged[table_id] = start + len(entries)
        staged = self._staged.get(table_id)
        if staged is None:
            self._staged[table_id] = _Staged(start, list(entries), turns, status)
        else:
            staged.entries.extend(entries)
            staged.turns = turns
            staged.status = status or staged.status

    def _staging(self, table_id: int) -> _Staged:
        staged = self._staged.get(table_id)
        if staged is None:
            staged = self._staged[table_id] = _Staged(self.logged(table_id), [], None, None)
        return staged

    def stage_seat(self, table_id: int, seat: int, name: str, hashed: str) -> None:
        """``seat`` given to a person called ``name`` with the hash of their seat token, at the next
        commit (the server answers the person after it): :meth:`take_seat` without a wait on the event loop;
        ``hashed``: :func:`token_hash` of the seat token."""
        self._staging(table_id).seats[seat] = (name, hashed)

    def stage_free_seat(self, table_id: int, seat: int) -> None:
        """``seat`` free again, at the next commit."""
        self._staging(table_id).seats[seat] = None

    def stage_new_game(self, table_id: int, setup: JSONObject, saved: Mapping[str, JSON]) -> None:
        """A new game at the table (a rematch), at the next commit: its set-up (the new seed) and the game
        ``saved`` (its ``to_json`` before any action) replace the old game's, whose log is deleted; the
        seats (and their tokens) stay. Entries staged since are the new game's."""
        head, key, entries = split_saved(saved)
        staged = self._staging(table_id)
        staged.restart = (json.dumps(setup), json.dumps(head), key)
        staged.start, staged.entries, staged.turns, staged.status = 0, list(entries), 0, "playing"
        self._logged[table_id] = len(entries)

    def stage_status(self, table_id: int, status: str) -> None:
        """The table's new status, at the next commit."""
        self._staging(table_id).status = status

    def probe(self) -> None:
        """Whether the store can write now (sqlite3.Error if not): the file is there and the database's
        write lock can be taken."""
        with self.guard:
            self.check()
            self.db.execute("BEGIN IMMEDIATE")
            self.db.execute("ROLLBACK")

    def take_batch(self) -> Batch:
        """Everything staged so far, to be written by :meth:`write_batch` (perhaps in another thread)
        while new entries are staged for the next one."""
        batch, self._staged = self._staged, {}
        return batch

    def return_batch(self, batch: Batch) -> None:
        """A batch that could not be written: staged again, before what was staged since."""
        for table_id, older in batch.items():
            newer = self._staged.get(table_id)
            if newer is not None and newer.restart is not None:  # a new game: the older writes are void
                newer.seats = {**older.seats, **newer.seats}
                batch[table_id] = newer
            elif newer is not None:
                older.entries.extend(newer.entries)
                older.turns = newer.turns if newer.turns is not None else older.turns
                older.status = newer.status or older.status
                older.seats.update(newer.seats)
        self._staged = {**batch, **{t: s for t, s in self._staged.items() if t not in batch}}

    def write_batch(self, batch: Batch) -> None:
        """Write ``batch`` in one transaction (sqlite3.Error if that fails: nothing of it is written). Safe
        in a worker thread: every use of the connection holds :attr:`guard`."""
        if not batch:
            return
        with self.guard:
            self.check()
            now = time.time()
            with self.db:
                self.db.execute("BEGIN")
                for table_id, staged in batch.items():
                    if staged.restart is not None:
                        self.db.execute("DELETE FROM log WHERE table_id=?", (table_id,))
                        self.db.execute("UPDATE tables SET setup=?, head=?, log_key=? WHERE id=?",
                                        (*staged.restart, table_id))
                    self._insert_log(table_id, staged.start, staged.entries)
                    if staged.turns is not None:
                        self.db.execute("UPDATE tables SET turns=?, touched=? WHERE id=?",
                                        (staged.turns, now, table_id))
                    if staged.status is not None:
                        self.db.execute("UPDATE tables SET status=?, touched=? WHERE id=?",
                                        (staged.status, now, table_id))
                    for seat, person in staged.seats.items():
                        if person is None:
                            self.db.execute("DELETE FROM seats WHERE table_id=? AND seat=?", (table_id, seat))
                        else:
                            self.db.execute("INSERT OR REPLACE INTO seats (table_id, seat, name, token_hash)"
                                            " VALUES (?, ?, ?, ?)", (table_id, seat, *person))

    def staged_tables(self) -> list[int]:
        """The tables whose staged entries wait for a commit."""
        return list(self._staged)

    @property
    def dirty(self) -> bool:
        """Whether something is staged and not yet committed."""
        return bool(self._staged)

    def commit(self) -> None:
        """Write everything staged in one transaction (sqlite3.Error, and it stays staged, if that fails)."""
        batch = self.take_batch()
        try:
            self.write_batch(batch)
        except BaseException:
            self.return_batch(batch)
            raise

    def save_log(self, table_id: int, saved: Mapping[str, JSON], turns: int, *,
                 status: str | None = None) -> int:
        """Commit the entries of ``saved``'s log not yet stored (and the turn count, and a new status);
        the number of entries added. Entries already stored are never written twice."""
        _, _, log = split_saved(saved)
        new = log[self.logged(table_id):]
        self.stage(table_id, new, turns, status=status)
        self.commit()
        return len(new)

    @_guarded
    def saved_game(self, table_id: int) -> dict[str, object]:
        """The game as its engine's ``from_json`` reads it: the head and the whole log."""
        row = self.db.execute("SELECT head, log_key FROM tables WHERE id=?", (table_id,)).fetchone()
        if row is None:
            raise KeyError(table_id)
        data: dict[str, object] = json.loads(row[0])
        entries = [json.loads(e) for (e,) in
                   self.db.execute("SELECT entry FROM log WHERE table_id=? ORDER BY n", (table_id,))]
        data[row[1]] = entries
        self._logged[table_id] = len(entries)
        return data

    @_guarded
    def open_tables(self) -> list[StoredTable]:
        """The open tables; a table whose row cannot be read (its set-up not a JSON object, its turns not a
        number, a seat not a number) is put aside: logged and marked ``damaged``, the others open."""
        out = []
        rows = self.db.execute("SELECT id, code, game, setup, status, turns FROM tables"
                               " WHERE status IN ('waiting','playing','rematch') ORDER BY id").fetchall()
        for tid, code, game, setup, status, turns in rows:
            try:
                table = StoredTable(int(tid), str(code), str(game), json.loads(setup), str(status),
                                    int(turns))
                if not isinstance(table.setup, dict):
                    raise ValueError("the set-up is not a JSON object")
                seats = self.db.execute("SELECT seat, name, token_hash FROM seats WHERE table_id=?", (tid,))
                for seat, name, tok in seats:
                    table.names[int(seat)] = str(name)
                    if tok:
                        table.tokens[int(seat)] = str(tok)
            except (ValueError, TypeError) as exc:
                self.put_aside(tid, code, exc)
                continue
            out.append(table)
        return out

    @_guarded
    def put_aside(self, table_id: object, code: object, reason: object) -> None:
        """A damaged table: logged, marked ``damaged`` (kept for inspection, never restored again)."""
        log.error("table %s is damaged and put aside: %s", str(code)[:20], str(reason)[:200])
        with contextlib.suppress(sqlite3.Error):
            self.db.execute("UPDATE tables SET status='damaged' WHERE id=?", (table_id,))

    @_guarded
    def log_length(self, table_id: int) -> int:
        row = self.db.execute("SELECT COUNT(*) FROM log WHERE table_id=?", (table_id,)).fetchone()
        return int(row[0])


class _UsedCodes:
    """The invite codes of every table the store has had (a code is unique in it), asked one by one: no
    need to read them all for a new one."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __contains__(self, code: object) -> bool:
        return self.db.execute("SELECT 1 FROM tables WHERE code=?", (code,)).fetchone() is not None


@dataclass
class _Staged:
    """A table's log entries, turn count, status and seats waiting for the next commit."""

    start: int
    entries: list[JSON]
    turns: int | None
    status: str | None
    seats: dict[int, tuple[str, str] | None] = field(default_factory=dict)
    """seat -> (name, token hash) taken, or None: freed."""
    restart: tuple[str, str, str] | None = None
    """A new game replaces the old one first (:meth:`Store.stage_new_game`): its set-up, head and log key
    (JSON), its log written anew from entry 0."""


Batch: TypeAlias = dict[int, _Staged]
"""What :meth:`Store.take_batch` takes for one commit: each table's staged writes, by table id."""


def split_saved(saved: Mapping[str, JSON]) -> tuple[JSONObject, str, list[JSON]]:
    """An engine's saved game as (head without log or snapshot, the log's key, the log)."""
    for key in ("actions", "log"):
        log = saved.get(key)
        if isinstance(log, list):
            head = {k: v for k, v in saved.items() if k not in (key, "snapshot")}
            return head, key, list(log)
    raise ValueError("the saved game has no log of actions")


__all__ = ["BUSY_MS", "OPEN", "Batch", "Store", "StoreGoneError", "StoreInUseError", "StoredTable",
           "new_code", "new_token", "split_saved", "token_hash"]

"""The server's memory: SQLite in the data folder (WAL), so that nothing is lost when the server dies.

It keeps the tables (game, set-up, seed, invite code, status), their seats (a person's name and the hash of
their seat token: the token itself is never stored) and each game's log (one row per entry of the engine's
saved log: an action, or a move of the clock). The server stages only each action's new entries
(:meth:`Store.stage`) and commits all that was staged in one pass of its event loop in one transaction
(:meth:`Store.commit`) before it sends anyone the messages of that pass. At start the server reads back
every open table and rebuilds its game from the seed and the log (:meth:`Store.saved_game`).
"""

from __future__ import annotations

import hashlib
import json
import secrets
import sqlite3
import time
from collections.abc import Container
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

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

OPEN = ("waiting", "playing")
"""The statuses of tables the server restores at start."""


def new_token() -> str:
    """A seat token: 32 random bytes from the system's secure source, URL-safe text."""
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


def new_code(taken: Container[str]) -> str:
    """A six-digit invite code not in ``taken`` (the leading digit is never 0)."""
    while True:
        code = str(secrets.randbelow(900_000) + 100_000)
        if code not in taken:
            return code


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


class Store:
    """The SQLite database ``server.sqlite3`` in ``folder`` (created if need be)."""

    def __init__(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self.path = folder / "server.sqlite3"
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.execute("PRAGMA foreign_keys=ON")
        self.db.executescript(_SCHEMA)
        self._logged: dict[int, int] = {}
        """Per table: the log entries stored or staged."""
        self._staged: dict[int, _Staged] = {}

    def close(self) -> None:
        self.db.close()

    # --- tables ------------------------------------------------------------------------------------------

    def create_table(self, game: str, setup: dict[str, Any], saved: dict[str, Any], *,
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

    def set_status(self, table_id: int, status: str) -> None:
        self.db.execute("UPDATE tables SET status=?, touched=? WHERE id=?", (status, time.time(), table_id))

    def take_seat(self, table_id: int, seat: int, name: str) -> str:
        """Give ``seat`` to a person called ``name``; their new seat token (only its hash is kept)."""
        token = new_token()
        self.db.execute("INSERT OR REPLACE INTO seats (table_id, seat, name, token_hash) VALUES (?, ?, ?, ?)",
                        (table_id, seat, name, token_hash(token)))
        return token

    def free_seat(self, table_id: int, seat: int) -> None:
        self.db.execute("DELETE FROM seats WHERE table_id=? AND seat=?", (table_id, seat))

    def find_token(self, token: str) -> tuple[int, int] | None:
        """(table id, seat) of a seat token at an open table, or None."""
        row = self.db.execute(
            "SELECT s.table_id, s.seat FROM seats s JOIN tables t ON t.id = s.table_id"
            " WHERE s.token_hash=? AND t.status IN ('waiting','playing')", (token_hash(token),)).fetchone()
        return (int(row[0]), int(row[1])) if row else None

    # --- the log -----------------------------------------------------------------------------------------

    def _insert_log(self, table_id: int, start: int, entries: list[Any]) -> None:
        self.db.executemany("INSERT INTO log (table_id, n, entry) VALUES (?, ?, ?)",
                            [(table_id, start + i, json.dumps(e)) for i, e in enumerate(entries)])

    def logged(self, table_id: int) -> int:
        """How many entries of the table's log are stored or staged."""
        count = self._logged.get(table_id)
        if count is None:
            count = self.log_length(table_id)
            self._logged[table_id] = count
        return count

    def stage(self, table_id: int, entries: list[Any], turns: int, *, status: str | None = None) -> None:
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

    @property
    def dirty(self) -> bool:
        """Whether something is staged and not yet committed."""
        return bool(self._staged)

    def commit(self) -> None:
        """Write everything staged in one transaction (sqlite3.Error, and it stays staged, if that fails)."""
        if not self._staged:
            return
        now = time.time()
        with self.db:
            self.db.execute("BEGIN")
            for table_id, staged in self._staged.items():
                self._insert_log(table_id, staged.start, staged.entries)
                if staged.status is None:
                    self.db.execute("UPDATE tables SET turns=?, touched=? WHERE id=?",
                                    (staged.turns, now, table_id))
                else:
                    self.db.execute("UPDATE tables SET turns=?, status=?, touched=? WHERE id=?",
                                    (staged.turns, staged.status, now, table_id))
        self._staged.clear()

    def save_log(self, table_id: int, saved: dict[str, Any], turns: int, *, status: str | None = None) -> int:
        """Commit the entries of ``saved``'s log not yet stored (and the turn count, and a new status);
        the number of entries added. Entries already stored are never written twice."""
        _, _, log = split_saved(saved)
        new = log[self.logged(table_id):]
        self.stage(table_id, new, turns, status=status)
        self.commit()
        return len(new)

    def saved_game(self, table_id: int) -> dict[str, Any]:
        """The game as its engine's ``from_json`` reads it: the head and the whole log."""
        row = self.db.execute("SELECT head, log_key FROM tables WHERE id=?", (table_id,)).fetchone()
        if row is None:
            raise KeyError(table_id)
        data: dict[str, Any] = json.loads(row[0])
        data[row[1]] = [json.loads(e) for (e,) in
                        self.db.execute("SELECT entry FROM log WHERE table_id=? ORDER BY n", (table_id,))]
        self._logged[table_id] = len(data[row[1]])
        return data

    def open_tables(self) -> list[StoredTable]:
        out = []
        rows = self.db.execute("SELECT id, code, game, setup, status, turns FROM tables"
                               " WHERE status IN ('waiting','playing') ORDER BY id").fetchall()
        for tid, code, game, setup, status, turns in rows:
            table = StoredTable(int(tid), str(code), str(game), json.loads(setup), str(status), int(turns))
            seats = self.db.execute("SELECT seat, name, token_hash FROM seats WHERE table_id=?", (tid,))
            for seat, name, tok in seats:
                table.names[int(seat)] = str(name)
                if tok:
                    table.tokens[int(seat)] = str(tok)
            out.append(table)
        return out

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
    """A table's log entries waiting for the next commit."""

    start: int
    entries: list[Any]
    turns: int
    status: str | None


def split_saved(saved: dict[str, Any]) -> tuple[dict[str, Any], str, list[Any]]:
    """An engine's saved game as (head without log or snapshot, the log's key, the log)."""
    for key in ("actions", "log"):
        if isinstance(saved.get(key), list):
            head = {k: v for k, v in saved.items() if k not in (key, "snapshot")}
            return head, key, list(saved[key])
    raise ValueError("the saved game has no log of actions")


__all__ = ["OPEN", "Store", "StoredTable", "new_code", "new_token", "split_saved", "token_hash"]

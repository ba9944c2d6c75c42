"""The server's SQLite store: tables, seat tokens, the action log, and a game rebuilt from seed and log."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest

from beastybar_access.games import GAME_NAMES, get_game
from beastybar_access.net.store import Store, new_code, new_token, split_saved


def _play(state, rng: random.Random, moves: int) -> None:
    for _ in range(moves):
        if state.is_over():
            return
        seat = max(0, getattr(state, "current", 0))
        try:
            legal = state.legal_actions(seat)
        except TypeError:
            legal = state.legal_actions()
        if not legal:
            return
        state.apply(rng.choice(list(legal)))


@pytest.mark.parametrize("game", GAME_NAMES)
def test_a_game_is_rebuilt_from_its_seed_and_log(tmp_path: Path, game: str) -> None:
    spec = get_game(game)
    state = spec.new_game(2, seed=7)
    store = Store(tmp_path)
    table = store.create_table(game, {"players": 2}, state.to_json(), private=False)
    assert len(table.code) == 6 and table.code.isdigit() and table.code[0] != "0"
    rng = random.Random(1)
    for _ in range(5):
        _play(state, rng, 3)
        store.save_log(table.id, state.to_json(), 0)
        store.save_log(table.id, state.to_json(), 0)  # saving twice adds nothing
    store.close()
    again = Store(tmp_path)  # a new process after a crash reads the same file
    rebuilt = spec.from_json(again.saved_game(table.id))
    assert rebuilt.snapshot() == state.snapshot()
    _, _key, log = split_saved(state.to_json())
    assert again.log_length(table.id) == len(log)
    assert [t.code for t in again.open_tables()] == [table.code]


def test_the_database_is_in_wal_mode(tmp_path: Path) -> None:
    Store(tmp_path).close()
    db = sqlite3.connect(tmp_path / "server.sqlite3")
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_seat_tokens_are_found_by_token_and_only_their_hash_is_kept(tmp_path: Path) -> None:
    store = Store(tmp_path)
    state = get_game("beastybar").new_game(2, seed=1)
    table = store.create_table("beastybar", {}, state.to_json(), private=True)
    token = store.take_seat(table.id, 1, "Eva")
    assert store.find_token(token) == (table.id, 1)
    assert store.find_token(new_token()) is None
    raw = (tmp_path / "server.sqlite3").read_bytes()
    assert token.encode() not in raw
    assert store.open_tables()[0].names == {1: "Eva"}
    store.set_status(table.id, "over")
    assert store.find_token(token) is None
    assert store.open_tables() == []


def test_tokens_and_codes() -> None:
    tokens = {new_token() for _ in range(200)}
    assert len(tokens) == 200 and all(len(t) >= 40 for t in tokens)
    taken = {str(c) for c in range(100_000, 1_000_000)} - {"123456"}
    assert new_code(taken) == "123456"  # found however full the server is
    with pytest.raises(LookupError):
        new_code(taken | {"123456"})  # and never an endless search


def test_staged_entries_are_written_at_the_commit_in_one_go(tmp_path: Path) -> None:
    spec = get_game("beastybar")
    state = spec.new_game(3, seed=4)
    store = Store(tmp_path)
    table = store.create_table("beastybar", {}, state.to_json(), private=False)
    rng = random.Random(2)
    for _ in range(3):
        _play(state, rng, 1)
        store.stage(table.id, state.log_since(store.logged(table.id)), len(state.history))
    assert store.dirty and store.logged(table.id) == 3
    assert Store(tmp_path).log_length(table.id) == 0, "nothing written before the commit"
    store.commit()
    assert not store.dirty
    again = Store(tmp_path)
    assert again.log_length(table.id) == 3 and again.open_tables()[0].turns == 3
    assert spec.from_json(again.saved_game(table.id)).snapshot() == state.snapshot()


@pytest.mark.parametrize("game", GAME_NAMES)
def test_the_log_since_an_entry_is_the_tail_of_the_whole_log(game: str) -> None:
    state = get_game(game).new_game(2, seed=9)
    _play(state, random.Random(3), 12)
    _, _, log = split_saved(state.to_json())
    for start in (0, 1, len(log) // 2, len(log), len(log) + 3):
        assert state.log_since(start) == log[start:]
        assert state.history_since(start) == state.history[start:]

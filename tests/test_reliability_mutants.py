"""Tests that catch the deliberate one-line changes the relevant suites used to let through (issue 27), and
the mutation check that keeps it so (``scripts/mutation_check.py``, run here with ``--run-slow``)."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from beastybar_access.games.beastybar import engine as bb
from beastybar_access.games.beastybar.lessons import Lesson, load_lessons
from beastybar_access.net.store import Store, token_hash
from beastybar_access.table import ComputerChooser, Seat, Table, play_turns
from beastybar_access.untrusted import NAME_LIMIT, saved_table

ROOT = Path(__file__).resolve().parent.parent


class IllegalBot:
    """A faulty computer player that answers, but with a move the rules do not allow."""

    def __init__(self) -> None:
        self.asked = 0

    def choose(self, view: Any, rng: Any) -> Any:
        self.asked += 1
        return bb.Play(card=10_000)


def test_a_computer_player_answering_an_illegal_move_is_replaced_and_the_game_ends() -> None:
    """Mutant: the computer seat's legality check removed (table/computer.py): the game then hangs."""
    state = bb.new_game(2, seed=3)
    table = Table("beastybar", state, [Seat("normal", "Jana"), Seat("normal", "Petr")], 3)
    bots = [IllegalBot(), IllegalBot()]
    for seat in range(2):
        table.sit(seat, ComputerChooser(table, seat, bot=bots[seat]))
    asyncio.run(asyncio.wait_for(play_turns(table), 30))
    assert table.state.is_over()
    assert sum(b.asked for b in bots) == table.turns  # each turn asked the bot once, then a legal move


def test_the_whole_seat_token_is_hashed_so_a_token_sharing_its_start_finds_no_seat(tmp_path: Path) -> None:
    """Mutant: only the first 10 characters of a seat token hashed (net/store.py)."""
    assert token_hash("a" * 10 + "x") != token_hash("a" * 10 + "y")
    store = Store(tmp_path)
    try:
        saved = bb.new_game(2, seed=1).to_json()
        table = store.create_table("beastybar", {"kinds": ["person", "person"]}, saved, private=False)
        token = store.take_seat(table.id, 0, "Ana")
        assert store.find_token(token) == (table.id, 0)
        forged = token[:10] + ("A" if token[10] != "A" else "B") + token[11:]
        assert store.find_token(forged) is None
    finally:
        store.close()


def test_a_save_with_a_name_longer_than_the_limit_is_refused() -> None:
    """Mutant: the name-length limit of a save removed (untrusted.py)."""
    from beastybar_access.commands.play import NAME_CHARS

    assert NAME_LIMIT == NAME_CHARS  # the command line's limit
    state = bb.new_game(2, seed=1)
    data = {"state": state.to_json(), "seats": ["human", "normal"], "seed": 1, "turns": 0}
    assert saved_table({**data, "names": ["A" * NAME_LIMIT, "B"]}, bb.State.from_json, ("human", "normal"))
    with pytest.raises(ValueError, match="name"):
        saved_table({**data, "names": ["A" * (NAME_LIMIT + 1), "B"]}, bb.State.from_json, ("human", "normal"))


def test_a_beasty_bar_lesson_accepts_its_card_only_with_its_own_choices() -> None:
    """Mutant: a lesson accepting the right card with other choices (games/beastybar/lessons.py)."""
    plays = [lesson for lesson in load_lessons() if isinstance(lesson, Lesson)]
    assert plays
    for lesson in plays:
        assert lesson.accepts(bb.Play(lesson.play, lesson.choices))
        other = lesson.choices[:-1] if lesson.choices else (0,)
        assert not lesson.accepts(bb.Play(lesson.play, other)), lesson.id
        assert not lesson.accepts(bb.Play(lesson.play, (*lesson.choices, 1))), lesson.id


@pytest.mark.slow
def test_the_mutation_check_catches_every_listed_mutant() -> None:
    """scripts/mutation_check.py: each deliberate one-line change, applied to a copy, is caught."""
    result = subprocess.run([sys.executable, str(ROOT / "scripts" / "mutation_check.py")], cwd=ROOT,
                            capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "survived" not in result.stdout

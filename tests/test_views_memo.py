"""Each seat's redacted history is kept between views (``games.base.RedactedHistory``): it must always be
what a view built from nothing shows."""

from __future__ import annotations

import random

import pytest

from beastybar_access.games import get_entry
from beastybar_access.games.base import LogTail


def test_log_tail_tells_what_is_new() -> None:
    tail = LogTail()
    assert tail.advance(None) == (0, [])
    a = (None, "a")
    b = (a, "b")
    assert tail.advance(b) == (0, [a, b])
    c = (b, "c")
    assert tail.advance(c) == (2, [c])
    c2 = (b, "c2")  # the newest entry replaced (4 Monkeys' clock moves)
    d = (c2, "d")
    assert tail.advance(d) == (2, [c2, d])
    assert tail.advance(d) == (4, [])
    assert tail.advance(a) == (0, [a])  # any other change: everything anew
    assert tail.advance(None) == (0, [])


@pytest.mark.parametrize(("game", "players"), [("beastybar", 3), ("cubirds", 4), ("monkeys", 3)])
def test_kept_history_is_the_history_built_anew(game: str, players: int) -> None:
    rng = random.Random(3)
    state = get_entry(game).spec().new_game(players, seed=11)
    steps = 0
    while not state.is_over() and steps < 400:
        if game == "monkeys":
            state.play_random(rng, record=True)
        else:
            actions = state.legal_actions()
            state.apply(actions[rng.randrange(len(actions))])
        steps += 1
        fresh = state.copy()  # a copy remembers nothing
        for seat in range(players):
            assert state.view(seat).history == fresh.view(seat).history
        assert state.spectator_view().history == fresh.spectator_view().history
    assert steps > 20

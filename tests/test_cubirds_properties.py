"""Property tests over random Cubirds games with 2-5 players."""

from __future__ import annotations

import json
import random

from hypothesis import given
from hypothesis import strategies as st

from beastybar_access.games.cubirds.cards import COUNT, counts_of
from beastybar_access.games.cubirds.engine import Phase, State, card_census, new_game
from beastybar_access.games.cubirds.events import HIDDEN_CARDS, GameOver, TurnPassed
from beastybar_access.games.cubirds.rules import Win, winning

games = st.tuples(st.integers(2, 5), st.integers(0, 2**32), st.integers(0, 2**32))
MAX_DECISIONS = 5000
"""Far beyond any game seen (random games take under 400 decisions)."""


def rows_ok(s: State) -> bool:
    """Every row holds two species, unless no card is left to refill with.

    A refill that found no card (``exhausted``) ends the game after that turn, and a flock in that turn may
    still discard cards; the row laid into stays with one species then."""
    if s.exhausted or (not s.pile and not any(s.discard)):
        return True
    return all(len(set(r)) >= 2 for r in s.rows)


def hide_and_reshuffle(s: State, player: int, rng: random.Random) -> State:
    """A copy of ``s`` in which everything ``player`` cannot see is dealt differently."""
    other = s.copy()
    n = other.num_players
    pool = list(other.pile) + [x for x in range(8) for _ in range(other.discard[x])]
    for q in range(n):
        if q != player:
            pool += [x for x in range(8) for _ in range(other.hands[q][x])]
    rng.shuffle(pool)
    for q in range(n):
        if q != player:
            size = sum(other.hands[q])
            other.hands[q] = counts_of(pool[:size])
            del pool[:size]
    size = len(other.pile)
    other.pile = pool[:size]
    other.discard = counts_of(pool[size:])
    return other


def check_view(s: State, player: int, rng: random.Random) -> None:
    v = s.view(player)
    assert v.hand == tuple(s.hands[player])
    for d in v.history:
        for e in d.events or ():
            if isinstance(e, HIDDEN_CARDS) and e.player != player:
                assert e.cards is None  # type: ignore[attr-defined]
    assert hide_and_reshuffle(s, player, rng).view(player) == v


@given(games)
def test_random_games_keep_every_invariant(params: tuple[int, int, int]) -> None:
    players, seed, play_seed = params
    s = new_game(players, seed=seed)
    rng = random.Random(play_seed)
    copies: list[tuple[State, dict]] = []
    decisions = 0
    while not s.is_over():
        actions = s.legal_actions()
        assert actions and len(actions) == s.num_legal_actions() == len(set(actions))
        mover = s.current
        if rng.random() < 0.05:
            c = s.copy()
            copies.append((c, c.snapshot()))
        events = s.apply(actions[rng.randrange(len(actions))])
        decisions += 1
        assert decisions < MAX_DECISIONS  # games end
        assert card_census(s) == list(COUNT)  # all 110 cards, each exactly once
        if s.phase is Phase.LAY or s.phase is Phase.OVER:  # a turn has just ended
            assert rows_ok(s)
            assert events[-1] == TurnPassed(s.current) or isinstance(events[-1], GameOver)
        else:
            assert s.current == mover  # the turn's decisions stay with one player
        assert s.pending >= 0 if s.phase is Phase.REFILL else s.pending == -1
        if rng.random() < 0.05:
            for p in range(players):
                check_view(s, p, rng)
    over = s.history[-1].events
    assert over is not None and isinstance(over[-1], GameOver)
    assert over[-1].winners == s.winners() and s.winners()
    if s.end in (Win.SEVEN_SPECIES, Win.TWO_TRIOS):
        assert len(s.winners()) == 1 and winning(s.collections[s.winners()[0]]) is not None
    else:
        birds = [sum(c) for c in s.collections]
        assert {birds[w] for w in s.winners()} == {max(birds)}
    for p in range(players):
        check_view(s, p, rng)
    data = json.loads(json.dumps(s.to_json()))
    assert State.from_json(data).to_json() == s.to_json()
    for copy, snap in copies:  # copies never change when the original is played on
        assert copy.snapshot() == snap


@given(games, st.integers(0, 400))
def test_json_round_trip_mid_game(params: tuple[int, int, int], steps: int) -> None:
    players, seed, play_seed = params
    s = new_game(players, seed=seed)
    rng = random.Random(play_seed)
    for _ in range(steps):
        if s.is_over():
            break
        s.play_random(rng)
    back = State.from_json(json.loads(json.dumps(s.to_json())))
    assert back.same_game(s) and back.to_json() == s.to_json()
    r1, r2 = random.Random(1), random.Random(1)  # and the restored game plays on identically
    s.playout(r1)
    back.playout(r2)
    assert back.snapshot() == s.snapshot()


@given(games)
def test_fast_play_ends_and_keeps_the_cards(params: tuple[int, int, int]) -> None:
    players, seed, play_seed = params
    s = new_game(players, seed=seed)
    rng = random.Random(play_seed)
    decisions = 0
    while not s.is_over():
        s.play_random(rng)
        decisions += 1
        assert decisions < MAX_DECISIONS
        assert card_census(s) == list(COUNT)
        if s.phase is Phase.LAY:
            assert rows_ok(s)


@given(games)
def test_same_seed_and_actions_same_game(params: tuple[int, int, int]) -> None:
    players, seed, play_seed = params
    a, b = new_game(players, seed=seed), new_game(players, seed=seed)
    a.playout(random.Random(play_seed))
    b.playout(random.Random(play_seed))
    assert a.to_json() == b.to_json()

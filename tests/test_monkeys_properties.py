"""Property tests over random 4 Monkeys games (2-4 players, every variant) and random scorings."""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import given
from hypothesis import strategies as st
from monkeys_support import hide_and_reshuffle

from beastybar_access.games.monkeys.cards import NUM_FACES
from beastybar_access.games.monkeys.engine import (
    Phase,
    State,
    Take,
    TileStatus,
    Variant,
    card_census,
    new_game,
    tile_census,
)
from beastybar_access.games.monkeys.events import HIDDEN_CARDS, GameOver, RoundScored
from beastybar_access.games.monkeys.rules import (
    ROUNDS,
    Check,
    Smartest,
    TileCards,
    game_winners,
    score_round,
    tile_sets,
)
from beastybar_access.games.monkeys.tiles import NUM_COMBOS, VALUE, is_correct

games = st.tuples(st.integers(2, 4), st.integers(0, 2**32), st.integers(0, 2**32),
                  st.sampled_from(list(Variant)))
MAX_STEPS = 20_000
"""Far beyond any game seen (random games take about 500 steps)."""


def check_view(s: State, player: int, rng: random.Random) -> None:
    v = s.view(player)
    assert v.hand == tuple(s.hands[player])
    for entry in v.history:
        if isinstance(entry.action, Take):
            assert entry.action.player == player
        for e in entry.events or ():
            field = HIDDEN_CARDS.get(type(e))
            if field is not None and e.player != player:  # type: ignore[attr-defined]
                assert getattr(e, field) is None
    for q in range(s.num_players):
        for t, st_ in zip(v.tiles[q], s.status[q], strict=True):
            assert (t.cards is None) == (q != player and st_ in (TileStatus.KEPT, TileStatus.DUPLICATE))
    assert hide_and_reshuffle(s, player, rng).view(player) == v


@given(games)
def test_random_games_keep_every_invariant(params: tuple[int, int, int, Variant]) -> None:
    players, seed, play_seed, variant = params
    s = new_game(players, seed=seed, variant=variant)
    rng = random.Random(play_seed)
    copies: list[tuple[State, dict]] = []
    steps = 0
    while not s.is_over():
        clock, phase = s.clock, s.phase
        s.play_random(rng, record=True)
        steps += 1
        assert steps < MAX_STEPS  # games end
        census = card_census(s)  # every card of the players' decks, each exactly once
        assert len(census) == 40 * players and set(census.values()) == {1}
        if s.deal:
            tiles = tile_census(s)
            assert set(tiles) == set(range(NUM_COMBOS)) and set(tiles.values()) == {tile_sets(players)}
        if s.phase is Phase.PLAY:
            assert 0 <= s.clock < s.round_ms and (phase is not Phase.PLAY or s.clock >= clock)
            assert sum(s.banana) == (players if variant.banana else 0)
        if rng.random() < 0.03:
            c = s.copy()
            copies.append((c, c.snapshot()))
        if rng.random() < 0.01:
            check_view(s, rng.randrange(players), rng)
    assert s.round == ROUNDS and len(s.round_scores) == ROUNDS and s.deal >= ROUNDS
    last = s.history[-1].events
    assert last is not None and isinstance(last[-1], GameOver)
    assert last[-1].winners == s.winners() == game_winners(s.totals(), s.round_scores[-1])
    assert s.totals() == tuple(sum(r[p] for r in s.round_scores) - s.penalties[p] for p in range(players))
    scored = [e for entry in s.history for e in entry.events or () if isinstance(e, RoundScored)]
    assert [tuple(line.score for line in e.scores) for e in scored] == s.round_scores
    for p in range(players):
        check_view(s, p, rng)
    data = json.loads(json.dumps(s.to_json()))
    assert State.from_json(data).to_json() == s.to_json()
    for c, snap in copies:  # copies never change when the original is played on
        assert c.snapshot() == snap


@given(games, st.integers(0, 700))
def test_json_round_trip_mid_game(params: tuple[int, int, int, Variant], steps: int) -> None:
    players, seed, play_seed, variant = params
    s = new_game(players, seed=seed, variant=variant)
    rng = random.Random(play_seed)
    for _ in range(steps):
        if s.is_over():
            break
        s.play_random(rng)
    back = State.from_json(json.loads(json.dumps(s.to_json())))
    assert back.same_game(s) and back.to_json() == s.to_json()
    s.playout(random.Random(1))  # and the restored game plays on identically
    back.playout(random.Random(1))
    assert back.snapshot() == s.snapshot()


# -- scoring over random tiles -----------------------------------------------------------------------------

tile_st = st.builds(TileCards, st.integers(0, NUM_COMBOS - 1), st.booleans(),
                    st.lists(st.integers(0, NUM_FACES - 1), min_size=1, max_size=5).map(tuple))
tables = st.lists(st.tuples(st.lists(tile_st, max_size=6), st.integers(0, 2), st.integers(-20, 20)),
                  min_size=1, max_size=4)


@given(tables, st.booleans())
def test_scoring_procedure_invariants(table: list, family: bool) -> None:
    tiles = [t for t, _, _ in table]
    peels = [b for _, b, _ in table]
    before = [x for _, _, x in table]
    result = score_round(tiles, peels, family=family, points_before=before)
    n = len(tiles)
    for p in range(n):
        combos = Counter(t.combo for t in tiles[p])
        assert set(result.duplicates[p]) == {i for i, t in enumerate(tiles[p]) if combos[t.combo] > 1}
    # every check is of a tile kept and not yet checked, of a smartest monkey of the moment, and is right
    smartest: tuple[int, ...] = ()
    seen: set[tuple[int, int]] = set()
    for step in result.steps:
        if isinstance(step, Smartest):
            smartest = step.players
        else:
            assert isinstance(step, Check) and step.player in smartest
            assert step.tile not in result.duplicates[step.player] and (step.player, step.tile) not in seen
            seen.add((step.player, step.tile))
            t = tiles[step.player][step.tile]
            assert step.correct == is_correct(t.combo, t.cards) and step.value == VALUE[t.combo][t.brown]
    assert smartest == result.smartest
    wrong = {(c.player, c.tile) for c in result.checks if not c.correct}
    assert wrong == {(p, i) for p in range(n) for i in result.wrong[p]}
    for p in result.smartest:  # scoring ends when every smartest monkey's kept tiles were found correct
        kept = set(range(len(tiles[p]))) - set(result.set_aside(p))
        assert all((p, i) in seen for i in kept)
    for s in result.scores:
        p = s.player
        kept = [t for i, t in enumerate(tiles[p]) if i not in result.set_aside(p)]
        assert s.set_aside == len(result.set_aside(p)) and s.points == sum(t.value for t in kept)
        if family:
            brown = sum(t.brown for t in kept)
            expect = len(kept) - brown + brown // 2 - s.set_aside + (p in result.smartest) - 3 * peels[p]
        else:
            expect = s.points - 2 * s.set_aside - 3 * peels[p]
        assert s.score == expect

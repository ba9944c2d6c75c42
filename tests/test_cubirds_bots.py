"""Cubirds computer opponents: legal moves only, from the view only, deterministic, sensible, quick."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest

from beastybar_access.bots import make_bot
from beastybar_access.games.cubirds import bots
from beastybar_access.games.cubirds.cards import COUNT, NUM_SPECIES, Species
from beastybar_access.games.cubirds.engine import (
    NO_FLOCK,
    Flock,
    Lay,
    Phase,
    State,
    card_census,
    new_game,
    table_state,
)
from beastybar_access.games.cubirds.rules import LEFT, RIGHT, lay

LEVELS = ("easy", "normal", "hard")


def quick_hard() -> Any:
    return bots.make_level_bot("hard", samples=4, playouts=24, candidates=3)


def level_bots() -> dict[str, Any]:
    out = {level: bots.make_level_bot(level, seed=1) for level in ("random", "easy", "normal")}
    out["hard"] = quick_hard()
    return out


def random_states(games: int, seed: int, stride: int = 3) -> list[State]:
    """States along random games of 2 to 5 players (events recorded, as in the console)."""
    rng = random.Random(seed)
    out = []
    for g in range(games):
        state = new_game(2 + g % 4, seed=seed * 1000 + g)
        k = 0
        while not state.is_over():
            if k % stride == 0:
                out.append(state.copy())
            state.apply(state.legal_actions()[rng.randrange(state.num_legal_actions())])
            k += 1
    return out


def counts(**species: int) -> list[int]:
    out = [0] * NUM_SPECIES
    for name, n in species.items():
        out[Species[name.upper()]] = n
    return out


# -- legality and information ------------------------------------------------------------------------------


def test_every_level_plays_a_legal_action_in_random_states_of_2_to_5_players() -> None:
    players = level_bots()
    states = random_states(12, seed=1, stride=5)
    assert {s.config.players for s in states} == {2, 3, 4, 5}
    assert {s.phase for s in states} >= {Phase.LAY, Phase.DRAW, Phase.FLOCK}
    rng = random.Random(0)
    for state in states:
        view = state.view(state.current)
        for level, bot in players.items():
            action = bot.choose(view, rng)
            assert action in view.legal, (level, state, action)
            state.copy().apply(action)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_whole_games_between_the_levels_end_with_legal_moves_only(players: int) -> None:
    for g in range(2):
        state = new_game(players, seed=40 + g)
        seats = [bots.make_level_bot(LEVELS[(g + i) % 2 + 1] if i % 2 else "easy") for i in range(players)]
        seats[g % players] = quick_hard()
        rng = random.Random(g)
        turns = 0
        while not state.is_over():
            view = state.view(state.current)
            action = seats[state.current].choose(view, rng)
            assert action in view.legal
            state.apply(action)
            turns += 1
            assert turns < 3000
        assert card_census(state) == list(COUNT)


def _hide_differently(state: State, rng: random.Random, seat: int) -> State:
    """The same table for ``seat``, with the others' hands, the pile and the discard pile dealt anew."""
    other = state.copy()
    hidden: list[int] = list(other.pile)
    for q in range(other.config.players):
        if q != seat:
            hidden += [s for s in range(NUM_SPECIES) for _ in range(other.hands[q][s])]
    hidden += [s for s in range(NUM_SPECIES) for _ in range(other.discard[s])]
    rng.shuffle(hidden)
    for q in range(other.config.players):
        if q != seat:
            size = sum(other.hands[q])
            hand = [0] * NUM_SPECIES
            for c in hidden[:size]:
                hand[c] += 1
            del hidden[:size]
            other.hands[q] = hand
    size = len(other.pile)
    other.pile = hidden[:size]
    discard = [0] * NUM_SPECIES
    for c in hidden[size:]:
        discard[c] += 1
    other.discard = discard
    return other


def test_bots_see_only_the_view() -> None:
    """Two tables that differ only in what the seat to move cannot see get the same move."""
    rng = random.Random(5)
    checked = 0
    for state in random_states(6, seed=2, stride=7):
        seat = state.current
        # a recorded history names what the others drew: compare tables without one
        state._log = None
        other = _hide_differently(state, rng, seat)
        assert other.view(seat) == state.view(seat)
        for level in ("easy", "normal"):
            bot = bots.make_level_bot(level)
            assert bot.choose(state.view(seat), random.Random(3)) == bot.choose(other.view(seat),
                                                                                random.Random(3))
        hard = quick_hard()
        assert hard.choose(state.view(seat), random.Random(3)) == hard.choose(other.view(seat),
                                                                              random.Random(3))
        checked += 1
    assert checked > 20


def test_the_hard_level_samples_from_the_view_and_what_its_history_shows() -> None:
    rng = random.Random(7)
    for state in random_states(8, seed=3, stride=4):
        me = state.current
        view = state.view(me)
        sampler = bots.Sampler(view)
        assert sampler.ok, "a recorded history always explains the hand sizes"
        for _ in range(3):
            world = sampler.sample(rng)
            assert card_census(world) == list(COUNT)
            assert world.rows == state.rows and world.collections == state.collections
            assert world.hands[me] == state.hands[me]
            assert [sum(h) for h in world.hands] == [sum(h) for h in state.hands]
            assert len(world.pile) == len(state.pile) and sum(world.discard) == sum(state.discard)
            assert world.legal_actions() == state.legal_actions()
            assert world.config.seed != state.config.seed
            for q in range(state.config.players):
                if q != me:  # cards it took and has not laid since are certainly there
                    known = sampler.memory.known[q]
                    assert all(world.hands[q][s] >= known[s] for s in range(NUM_SPECIES))
                    assert all(state.hands[q][s] >= known[s] for s in range(NUM_SPECIES))


def test_memory_knows_the_cards_an_opponent_took() -> None:
    state = new_game(2, seed=11, first=0)
    rng = random.Random(1)
    while True:
        legal = state.legal_actions()
        takes = [a for a in legal if isinstance(a, Lay)
                 and bots.taken_cards(state.rows[a.row], a.species, a.side)]
        if state.current == 0 and state.phase is Phase.LAY and takes:
            action = takes[0]
            taken = list(bots.taken_cards(state.rows[action.row], action.species, action.side))
            before = state.hands[0][:]
            state.apply(action)
            break
        state.apply(legal[rng.randrange(len(legal))])
    while state.current == 0 and not state.is_over():
        state.apply(NO_FLOCK if state.phase is Phase.FLOCK else state.legal_actions()[0])
    memory = bots.Memory(state.view(1))
    for s in set(taken):
        if s != action.species:
            assert memory.known[0][s] >= min(taken.count(s), state.hands[0][s]) or before[s] == 0


def test_without_events_the_hard_level_falls_back_to_uniform_sampling() -> None:
    state = new_game(3, seed=2)
    rng = random.Random(0)
    for _ in range(20):
        state.apply(state.legal_actions()[rng.randrange(state.num_legal_actions())], record=False)
    view = state.view(state.current)
    assert not bots.Sampler(view).ok
    world = bots.determinize(view, rng)
    assert card_census(world) == list(COUNT)
    assert quick_hard().choose(view, rng) in view.legal


# -- determinism ---------------------------------------------------------------------------------------------


def test_same_view_and_generator_state_same_move() -> None:
    for state in random_states(4, seed=4, stride=6):
        view = state.view(state.current)
        for level in LEVELS:
            make = quick_hard if level == "hard" else (lambda lv=level: bots.make_level_bot(lv))
            a = make().choose(view, random.Random(9))
            b = make().choose(view, random.Random(9))
            assert a == b, level


def test_a_whole_game_repeats_exactly() -> None:
    def play() -> list[Any]:
        state = new_game(3, seed=21)
        seats = [bots.make_level_bot("easy"), bots.make_level_bot("normal"), quick_hard()]
        rngs = [random.Random(f"seat:{i}") for i in range(3)]
        while not state.is_over():
            seat = state.current
            state.apply(seats[seat].choose(state.view(seat), rngs[seat]))
        return [(d.player, d.action) for d in state.history]

    assert play() == play()


# -- registration ------------------------------------------------------------------------------------------


def test_make_level_bot_levels_and_options() -> None:
    assert bots.make_level_bot("random").level == "random"
    for level in LEVELS:
        assert bots.make_level_bot(level, seed=3).level == level
    hard = bots.make_level_bot("hard", samples=5, candidates=2)
    assert (hard.samples, hard.candidates) == (5, 2)
    assert bots.make_level_bot("hard", iterations=40).playouts == 40  # make_bot's generic option
    with pytest.raises(ValueError, match="unknown bot level"):
        bots.make_level_bot("genius")


def test_make_bot_uses_this_module() -> None:
    for level in LEVELS:
        bot = make_bot("cubirds", level, seed=2)
        assert type(bot).__module__ == bots.__name__ and bot.level == level
    assert make_bot("cubirds", "random").level == "random"


# -- judgement ---------------------------------------------------------------------------------------------


def test_taken_cards_agree_with_the_rules() -> None:
    rng = random.Random(3)
    for _ in range(500):
        row = [rng.randrange(NUM_SPECIES) for _ in range(rng.randint(2, 8))]
        s = rng.randrange(NUM_SPECIES)
        for side in (LEFT, RIGHT):
            assert list(bots.taken_cards(row, s, side)) == lay(list(row), s, 2, side)


def test_the_evaluation_prefers_collections_nearer_a_win() -> None:
    start = counts(robin=1)
    assert bots.goal_distance(counts(robin=3, owl=3)) == 0.0
    assert bots.goal_distance(counts(flamingo=1, owl=1, toucan=1, duck=1, parrot=1, magpie=1, robin=1)) == 0.0
    assert bots.goal_distance(counts(robin=2, owl=2)) < bots.goal_distance(counts(robin=2)) < \
        bots.goal_distance(start)
    empty = [0] * NUM_SPECIES
    assert bots.position_value(empty, counts(robin=3, owl=3)) > bots.position_value(empty, counts(robin=3))
    # a ready flock in hand is worth more than none, and less than the birds in the collection
    ready = counts(owl=3)
    assert bots.position_value([0] * 8, start) < bots.position_value(ready, start) < \
        bots.position_value([0] * 8, counts(robin=1, owl=1))


def _view(rows: list[list[int]], hands: list[list[int]], collections: list[list[int]],
          pile: int = 40) -> Any:
    deck = [s for s in range(NUM_SPECIES) for _ in range(COUNT[s])]
    state = table_state(rows, hands, collections, deck[:pile], [0] * NUM_SPECIES)
    return state, state.view(0)


def test_normal_takes_the_biggest_useful_take() -> None:
    ow, tu, du, ro = Species.OWL, Species.TOUCAN, Species.DUCK, Species.ROBIN
    rows = [[du, tu, tu, ow], [du, ro, ow], [ro, du, tu], [ow, ro, du]]
    hand = counts(robin=1, owl=1, toucan=1)
    _state, view = _view(rows, [hand, counts(duck=2, magpie=3)], [counts(owl=1), counts(duck=1)])
    action = bots.make_level_bot("normal").choose(view, random.Random(0))
    # the owl at the left end of row 0 takes a duck and two toucans: three toucans, a flock
    assert action == Lay(Species.OWL, 0, LEFT)


def test_normal_lays_a_winning_flock() -> None:
    ow, ro, du = Species.OWL, Species.ROBIN, Species.DUCK
    rows = [[ro, du, ow], [du, ro, ow], [ro, du, ow], [ow, ro, du]]
    state, _ = _view(rows, [counts(owl=3, duck=1), counts(duck=2)],
                     [counts(robin=3, owl=2), counts(duck=1)])
    state.phase = Phase.FLOCK
    view = state.view(0)
    for level in ("normal", "hard"):
        bot = quick_hard() if level == "hard" else bots.make_level_bot(level)
        assert bot.choose(view, random.Random(0)) == Flock(Species.OWL)


# -- speed ---------------------------------------------------------------------------------------------------


def test_easy_and_normal_never_run_away() -> None:
    states = random_states(4, seed=6, stride=2)
    for level in ("easy", "normal"):
        bot = bots.make_level_bot(level)
        times = []
        for state in states:
            view = state.view(state.current)
            start = time.perf_counter()
            bot.choose(view, random.Random(0))
            times.append(time.perf_counter() - start)
        # a hang guard, not the speed target (20 ms, measured by the arena benchmark in docs/benchmarks.md)
        assert max(times) < 2.0, level


@pytest.mark.slow
def test_hard_plays_legal_moves_and_never_runs_away() -> None:
    states = random_states(6, seed=8, stride=4)
    bot = bots.make_level_bot("hard")
    times = []
    for state in states:
        view = state.view(state.current)
        start = time.perf_counter()
        assert bot.choose(view, random.Random(0)) in view.legal
        times.append(time.perf_counter() - start)
    # a hang guard, not the speed target (median 0.3 s, slowest 1 s: the arena benchmark, docs/benchmarks.md)
    assert max(times) < 10.0

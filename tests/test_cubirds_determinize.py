"""Cubirds' ``determinize``: full states sampled from one player's view, for the search bots."""

from __future__ import annotations

import random

from beastybar_access.games import get_game
from beastybar_access.games.cubirds.cards import COUNT, NUM_SPECIES
from beastybar_access.games.cubirds.engine import card_census, determinize, new_game
from beastybar_access.games.cubirds.events import Flocked, Reshuffled


def test_a_sampled_state_agrees_with_everything_the_view_shows() -> None:
    for seed in range(16):
        state = new_game(2 + seed % 4, seed=seed)
        rng = random.Random(seed)
        while not state.is_over():
            me = state.current
            view = state.view(me)
            sample = determinize(view, rng)
            assert card_census(sample) == list(COUNT), "every card exactly once"
            assert sample.rows == state.rows and sample.collections == state.collections
            assert sample.hands[me] == state.hands[me]
            assert [sum(h) for h in sample.hands] == [sum(h) for h in state.hands]
            assert len(sample.pile) == len(state.pile) and sum(sample.discard) == sum(state.discard)
            assert (sample.phase, sample.current) == (state.phase, state.current)
            assert sample.pending == state.pending
            assert sample.legal_actions() == state.legal_actions()
            assert sample.config.seed != state.config.seed, "the real seed would tell the piles to come"
            state.apply(state.legal_actions()[rng.randrange(state.num_legal_actions())])


def test_the_flocks_in_the_discard_pile_are_known_the_rest_is_sampled() -> None:
    rng = random.Random(3)
    for seed in range(12):
        state = new_game(3, seed=seed)
        while not state.is_over():
            view = state.view(state.current)
            known = [0] * NUM_SPECIES
            for d in view.history:
                for e in d.events or ():
                    if isinstance(e, Reshuffled):
                        known = [0] * NUM_SPECIES
                    elif isinstance(e, Flocked):
                        known[e.species] += e.count - e.kept
            sample = determinize(view, rng)
            assert all(s >= k for s, k in zip(sample.discard, known, strict=True))
            state.apply(state.legal_actions()[rng.randrange(state.num_legal_actions())])


def test_the_game_registry_offers_it_to_the_search_bots() -> None:
    assert get_game("cubirds").determinize is determinize
    state = new_game(2, seed=1)
    a, b = (determinize(state.view(0), random.Random(k)) for k in (1, 2))
    assert a.hands[1] != b.hands[1] or a.pile != b.pile, "different samples for different generators"

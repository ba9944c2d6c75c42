"""Property tests over random games: 2-4 players, both variants."""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from beastybar_access.games.beastybar.cards import colour_cards
from beastybar_access.games.beastybar.engine import Phase, State, Variant, new_game
from beastybar_access.games.beastybar.events import CardDrawn, CardPlayed, CardsSetAside

games = st.tuples(st.integers(2, 4), st.sampled_from(list(Variant)), st.integers(0, 2**32),
                  st.integers(0, 2**32))


def all_cards(s: State) -> Counter[int]:
    zones = [s.queue, s.bar, s.thats_it, *s.hands, *s.piles, *s.set_aside]
    if s.phase is Phase.SET_ASIDE:
        zones += [o for p, o in enumerate(s.order) if not s.set_aside[p]]
    return Counter(c for z in zones for c in z)


def hidden_from(s: State, player: int) -> set[int]:
    hidden: set[int] = set()
    for p in range(s.num_players):
        hidden |= set(s.piles[p])
        if p != player:
            hidden |= set(s.hands[p]) | set(s.set_aside[p])
            if s.phase is Phase.SET_ASIDE and not s.set_aside[p]:
                hidden |= set(s.order[p])
    return hidden


def check_view(s: State, player: int) -> None:
    v = s.view(player)
    hidden = hidden_from(s, player)
    shown = set(v.queue) | set(v.bar) | set(v.thats_it) | set(v.hand) | set(v.set_aside)
    assert not shown & hidden
    for t in v.history:
        if t.player != player:
            for e in t.events or ():
                if isinstance(e, CardDrawn):
                    assert e.card is None
                if isinstance(e, CardsSetAside):
                    assert e.cards is None
    for a in v.legal:
        assert not (set(getattr(a, "cards", ())) | {getattr(a, "card", -1)}) & hidden


@given(games)
def test_random_games_keep_every_invariant(params: tuple[int, Variant, int, int]) -> None:
    players, variant, seed, play_seed = params
    s = new_game(players, seed=seed, variant=variant)
    rng = random.Random(play_seed)
    expected = Counter(c for p in range(players) for c in colour_cards(p))
    dealt = players * (8 if variant is Variant.ADVANCED else 12)
    snapshots: list[tuple[State, dict]] = []
    while not s.is_over():
        actions = s.legal_actions()
        assert actions and len(actions) == s.num_legal_actions() == len(set(actions))
        action = actions[rng.randrange(len(actions))]
        if rng.random() < 0.1:
            c = s.copy()
            snapshots.append((c, c.snapshot()))
        events = s.apply(action)
        for e in events:
            if isinstance(e, CardPlayed):
                assert e.pos <= 4  # at most five after the card joins
        assert all_cards(s) == expected  # every card exactly once
        assert len(s.queue) <= 4  # never five after a turn
        for p in range(players):
            check_view(s, p)
    assert s.plays == dealt
    if variant is Variant.ADVANCED:
        assert sum(len(a) for a in s.set_aside) == 4 * players
    data = json.loads(json.dumps(s.to_json()))
    assert State.from_json(data).to_json() == s.to_json()
    for copy, snap in snapshots:  # copies never change when the original is played on
        assert copy.snapshot() == snap


@given(games, st.integers(0, 60))
def test_json_round_trip_mid_game(params: tuple[int, Variant, int, int], steps: int) -> None:
    players, variant, seed, play_seed = params
    s = new_game(players, seed=seed, variant=variant)
    rng = random.Random(play_seed)
    for _ in range(steps):
        if s.is_over():
            break
        s.play_random(rng)
    back = State.from_json(json.loads(json.dumps(s.to_json())))
    assert back.same_game(s) and back.to_json() == s.to_json()
    # and the restored game plays on identically
    r1, r2 = random.Random(1), random.Random(1)
    s.playout(r1)
    back.playout(r2)
    assert back.snapshot() == s.snapshot()


@given(games)
def test_same_seed_and_actions_same_game(params: tuple[int, Variant, int, int]) -> None:
    players, variant, seed, play_seed = params
    a, b = new_game(players, seed=seed, variant=variant), new_game(players, seed=seed, variant=variant)
    a.playout(random.Random(play_seed))
    b.playout(random.Random(play_seed))
    assert a.to_json() == b.to_json()

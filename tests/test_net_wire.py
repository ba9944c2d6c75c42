"""Game data on the wire: views, events and actions of all three games survive encoding; decoding builds
nothing but the game's own classes; action ids are stable."""

from __future__ import annotations

import json
import random

import pytest

from beastybar_access.games import GAME_NAMES, get_game
from beastybar_access.net.wire import WireError, action_id, decode, encode, legal_ids


def _legal(state, seat):
    try:
        return list(state.legal_actions(seat))
    except TypeError:
        return list(state.legal_actions())


@pytest.mark.parametrize("game", GAME_NAMES)
def test_views_and_events_round_trip(game: str) -> None:
    state = get_game(game).new_game(3, seed=11)
    rng = random.Random(5)
    for _ in range(25):
        if state.is_over():
            break
        for seat in range(3):
            view = state.view(seat)
            assert decode(game, json.loads(json.dumps(encode(view)))) == view
        seat = max(0, getattr(state, "current", 0))
        legal = _legal(state, seat)
        if not legal:
            break
        events = state.apply(rng.choice(legal))
        assert decode(game, json.loads(json.dumps(encode(events)))) == tuple(events)
        # an event travels in its game's one JSON form (the codec of games/core), not a second one
        assert all(encode(e) == {"$ev": e.to_json()} for e in events)


def test_action_ids_are_stable_and_distinct() -> None:
    state = get_game("beastybar").new_game(2, seed=3)
    view = state.view(state.current)
    ids = legal_ids(view)
    assert len(set(ids)) == len(ids) == len(view.legal)
    again = decode("beastybar", encode(view))
    assert legal_ids(again) == ids
    assert all(len(i) == 12 and int(i, 16) >= 0 for i in ids)
    assert action_id(view.legal[0]) == ids[0]


@pytest.mark.parametrize("data", [
    {"$": "os.system"},
    {"$": "engine.State"},  # not a dataclass
    {"$e": "engine.Variant", "v": "nonsense"},
    {"$": "engine.Play", "card": 1},  # fields missing
    {"$": "engine.Play", "card": 1, "choices": [], "extra": 2},
    {"x": 1},
    {"$ev": {"type": "nonsense"}},
    {"$ev": {"type": "turn_passed"}},  # its field missing
    {"$ev": {"type": "turn_passed", "player": 0, "extra": 1}},
    {"$ev": {"type": "card_drawn", "player": 0, "card": "purple-dragon", "pile_left": 3}},
    {"$ev": "card_played"},
])
def test_decoding_refuses_anything_else(data: object) -> None:
    with pytest.raises(WireError):
        decode("beastybar", data)


def test_decoding_refuses_deep_nesting() -> None:
    data: object = 1
    for _ in range(100):
        data = [data]
    with pytest.raises(WireError):
        decode("beastybar", data)


@pytest.mark.parametrize("game", GAME_NAMES)
def test_a_view_from_a_history_entry_on_is_the_whole_view_trimmed(game: str) -> None:
    """What an update carries (the engine's view from entry ``k`` on) is the whole view with its first ``k``
    history entries left out, for every seat and a spectator; merged back, it is the whole view."""
    from beastybar_access.net.wire import merge_history, trimmed

    state = get_game(game).new_game(3, seed=12)
    rng = random.Random(6)
    for _ in range(15):
        if state.is_over():
            break
        seat = max(0, getattr(state, "current", 0))
        state.apply(rng.choice(_legal(state, seat)))
    length = len(state.history)
    assert length > 3
    for k in (0, 1, length - 1, length, length + 2):
        for seat in (0, 1, 2, None):
            whole = state.spectator_view() if seat is None else state.view(seat)
            part = state.spectator_view(history_from=k) if seat is None else state.view(seat, history_from=k)
            assert (part, min(k, length)) == trimmed(whole, k)
            fresh = state.copy()  # a copy keeps no seat's history: the part is redacted from the log alone
            assert part == (fresh.spectator_view(history_from=k) if seat is None
                            else fresh.view(seat, history_from=k))
            if k <= length:
                assert merge_history(part, whole, k) == whole

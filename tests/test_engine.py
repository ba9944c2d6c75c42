"""The Beasty Bar game state: turns, drawing, game end, scoring, variants, views, JSON, copies."""

from __future__ import annotations

import json
import random

import pytest

from beastybar_access.games.beastybar.cards import colour_cards, parse_card
from beastybar_access.games.beastybar.engine import (
    IllegalActionError,
    Phase,
    Play,
    SetAside,
    State,
    Variant,
    new_game,
)
from beastybar_access.games.beastybar.events import CardDrawn, GameOver, TurnPassed


def ids(*names: str) -> list[int]:
    return [parse_card(n) for n in names]


def play_out(state: State, seed: int = 0) -> State:
    rng = random.Random(seed)
    while not state.is_over():
        actions = state.legal_actions()
        state.apply(actions[rng.randrange(len(actions))])
    return state


def test_deal_four_in_hand_eight_in_pile() -> None:
    s = new_game(3, seed=1, first=2)
    for p in range(3):
        assert len(s.hands[p]) == 4 and len(s.piles[p]) == 8
        assert sorted(s.hands[p] + s.piles[p]) == colour_cards(p)
    assert s.current == 2 and s.phase is Phase.PLAY


def test_same_seed_same_deal_and_first_player_from_seed() -> None:
    a, b = new_game(4, seed=99), new_game(4, seed=99)
    assert a.snapshot() == b.snapshot() and a.current == b.current
    assert new_game(4, seed=98).snapshot() != a.snapshot()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_turn_draw_and_pass(players: int) -> None:
    s = new_game(players, seed=5, first=0)
    top = s.piles[0][-1]
    events = s.apply(s.legal_actions()[0])
    assert CardDrawn(0, top, 7) in events
    assert events[-1] == TurnPassed(1)
    assert len(s.hands[0]) == 4 and s.current == 1


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("variant", list(Variant))
def test_game_ends_after_every_dealt_card_is_played(players: int, variant: Variant) -> None:
    s = play_out(new_game(players, seed=players, variant=variant))
    per_player = 8 if variant is Variant.ADVANCED else 12
    assert s.plays == players * per_player
    assert all(not h for h in s.hands) and all(not p for p in s.piles)
    last = s.history[-1].events
    assert last is not None and isinstance(last[-1], GameOver)
    assert last[-1].winners == s.winners()


def test_no_actions_after_the_end() -> None:
    s = play_out(new_game(2, seed=3))
    assert s.legal_actions() == []
    with pytest.raises(IllegalActionError, match="over"):
        s.apply(Play(parse_card("green-lion")))


def test_refused_actions_say_why() -> None:
    s = new_game(2, seed=3, first=0)
    foreign = s.hands[1][0]
    with pytest.raises(IllegalActionError) as exc:
        s.apply(Play(foreign))
    assert exc.value.code == "not_in_hand"
    card = next(c for c in s.hands[0])
    s2 = s.copy()
    with pytest.raises(IllegalActionError):
        s2.apply(Play(card, (7, 7, 7)))
    assert s2.snapshot() == s.snapshot()  # a refused action changes nothing


def _with_bar(players: int, bar: list[str], variant: Variant = Variant.STANDARD) -> State:
    s = new_game(players, seed=1, variant=variant)
    s.bar = ids(*bar)
    return s


def test_winner_most_animals() -> None:
    s = _with_bar(2, ["green-parrot", "green-skunk", "yellow-lion"])
    assert s.winners() == (0,)


def test_tie_goes_to_lower_total_strength() -> None:
    s = _with_bar(2, ["green-parrot", "green-skunk", "yellow-lion", "yellow-skunk"])
    assert s.winners() == (0,)  # 3 against 13


def test_full_tie_is_shared() -> None:
    s = _with_bar(3, ["green-parrot", "yellow-parrot", "blue-kangaroo"])
    assert s.winners() == (0, 1)


def test_advanced_scores_points() -> None:
    # green: zebra 4 + parrot 4 = 8 points; yellow: lion 2 + hippo 2 + snake 2 = 6 points in more animals
    s = _with_bar(2, ["green-zebra", "green-parrot", "yellow-lion", "yellow-hippo", "yellow-snake"],
                  Variant.ADVANCED)
    res = s.results()
    assert (res[0].points, res[1].points) == (8, 6)
    assert s.winners() == (0,)


def test_advanced_set_aside_phase() -> None:
    s = new_game(2, seed=4, variant="advanced", first=1)
    assert s.phase is Phase.SET_ASIDE and s.current == 0
    assert len(s.legal_actions()) == 495
    v = s.view(0)
    assert sorted(v.hand) == colour_cards(0)
    with pytest.raises(IllegalActionError):
        s.apply(SetAside(tuple(ids("yellow-lion", "green-lion", "green-hippo", "green-seal"))))
    with pytest.raises(IllegalActionError):
        s.apply(Play(parse_card("green-lion")))
    aside = tuple(ids("green-skunk", "green-parrot", "green-kangaroo", "green-monkey"))
    s.apply(SetAside(aside))
    assert s.current == 1 and sorted(s.set_aside[0]) == sorted(aside)
    assert len(s.hands[0]) == 4 and len(s.piles[0]) == 4
    assert not set(aside) & set(s.hands[0] + s.piles[0])
    assert s.view(1).set_aside == ()  # the others do not see it
    s.apply(s.legal_actions()[17])
    assert s.phase is Phase.PLAY and s.current == 1


def test_view_hides_other_hands_piles_and_drawn_cards() -> None:
    s = new_game(3, seed=8, first=0)
    for _ in range(5):
        s.apply(s.legal_actions()[0])
    v = s.view(1)
    assert v.hand == tuple(s.hands[1])
    text = repr(v)
    hidden = set(s.hands[0]) | set(s.hands[2]) | set(s.piles[0]) | set(s.piles[1]) | set(s.piles[2])
    for turn in v.history:
        for e in turn.events or ():
            if isinstance(e, CardDrawn) and e.player != 1:
                assert e.card is None
    visible = set(v.queue) | set(v.bar) | set(v.thats_it) | set(v.hand)
    assert not hidden & visible
    assert "piles" not in text
    assert v.hand_counts == tuple(len(h) for h in s.hands)
    assert v.pile_counts == tuple(len(p) for p in s.piles)
    assert v.legal == ()  # not this player's turn


def test_json_round_trip_and_damage_detection() -> None:
    s = new_game(3, seed=12, variant="advanced")
    rng = random.Random(2)
    for _ in range(20):
        acts = s.legal_actions()
        s.apply(acts[rng.randrange(len(acts))])
    data = json.loads(json.dumps(s.to_json()))
    back = State.from_json(data)
    assert back.to_json() == s.to_json()
    assert back.same_game(s)
    data["snapshot"]["bar"] = ["green-lion"]
    with pytest.raises(ValueError, match="snapshot"):
        State.from_json(data)
    with pytest.raises(ValueError):
        State.from_json({"game": "chess"})
    broken = s.to_json()
    first_play = next(a for _, a in broken["actions"] if a["type"] == "play")
    first_play["card"] = "purple-lion"
    with pytest.raises(ValueError, match="purple-lion"):
        State.from_json(broken)
    broken = s.to_json()
    broken["actions"][0][1]["cards"] = broken["actions"][0][1]["cards"][:3]
    with pytest.raises(ValueError, match="exactly 4"):
        State.from_json(broken)


def test_copy_is_independent() -> None:
    s = new_game(4, seed=21)
    c = s.copy()
    before = c.snapshot()
    play_out(s)
    assert c.snapshot() == before
    assert c.history == []


def test_preview_does_not_change_the_state_nor_reveal_the_pile() -> None:
    s = new_game(2, seed=6)
    before = s.snapshot()
    action = s.legal_actions()[0]
    preview = s.preview(action)
    assert s.snapshot() == before
    real = s.apply(action)
    drawn = [e for e in preview if isinstance(e, CardDrawn)]
    assert drawn and all(e.card is None for e in drawn)
    assert [e for e in preview if not isinstance(e, CardDrawn)] == [
        e for e in real if not isinstance(e, CardDrawn)
    ]


def test_events_for_hides_other_players_draws() -> None:
    from beastybar_access.games.beastybar.engine import events_for

    s = new_game(2, seed=6, first=0)
    events = s.apply(s.legal_actions()[0])
    mine = [e for e in events_for(events, 0) if isinstance(e, CardDrawn)]
    theirs = [e for e in events_for(events, 1) if isinstance(e, CardDrawn)]
    assert mine[0].card is not None and theirs[0].card is None


def test_play_random_and_playout_agree_with_uniform_choice() -> None:
    a, b = new_game(3, seed=4), new_game(3, seed=4)
    ra, rb = random.Random(9), random.Random(9)
    while not a.is_over():
        a.play_random(ra)
    b.playout(rb)
    assert a.snapshot() == b.snapshot()


def test_playout_without_record_plays_the_same_and_keeps_no_history() -> None:
    for players, variant, seed in ((2, "standard", 5), (4, "standard", 8), (3, "advanced", 2)):
        a, b = new_game(players, seed=seed, variant=variant), new_game(players, seed=seed, variant=variant)
        a.playout(random.Random(seed))
        b.playout(random.Random(seed), record=False)
        assert a.snapshot() == b.snapshot() and a.winners() == b.winners() and a.history
        # its history is not told wrong: asking for it is refused
        with pytest.raises(ValueError, match="not kept"):
            _ = b.history
        with pytest.raises(ValueError, match="not kept"):
            b.to_json()
        with pytest.raises(ValueError, match="not kept"):
            b.view(0)
        with pytest.raises(ValueError, match="not kept"):
            b.copy().log_since(0)
    # a game already over has nothing to leave out
    done = new_game(2, seed=1)
    done.playout(random.Random(1))
    saved = done.to_json()
    done.playout(random.Random(2), record=False)
    assert done.to_json() == saved


def test_random_play_is_uniform_over_all_legal_actions() -> None:
    # from one position, count how often each legal action is picked
    s = new_game(2, seed=30, first=0)
    rng = random.Random(1)
    for _ in range(6):
        s.play_random(rng)
    actions = s.legal_actions()
    counts = dict.fromkeys(actions, 0)
    trials = 400 * len(actions)
    for _ in range(trials):
        c = s.copy()
        c.play_random(rng)
        played = c.history[-1].action
        counts[played] += 1
    expected = trials / len(actions)
    assert all(abs(n - expected) < expected * 0.25 for n in counts.values()), counts

"""The Cubirds game state: decisions of a turn, legal actions, refusals, preview, views, JSON, copies,
random play."""

from __future__ import annotations

import doctest
import json
import random
from collections import Counter

import pytest

from beastybar_access.games import get_game
from beastybar_access.games.base import GameState
from beastybar_access.games.cubirds import cards, engine, events, rules, scenario
from beastybar_access.games.cubirds.cards import COUNT, SMALL_FLOCK, counts_of, parse_species
from beastybar_access.games.cubirds.engine import (
    FLOCKS,
    LAYS,
    NO_DRAW,
    NO_FLOCK,
    REFILLS,
    TAKE_TWO,
    DrawTwo,
    Flock,
    IllegalActionError,
    Lay,
    Phase,
    Refill,
    State,
    action_from_json,
    card_census,
    new_game,
    table_state,
)
from beastybar_access.games.cubirds.events import Dealt, DrewTwo, HandDiscarded, RefillDrawn, TurnPassed
from beastybar_access.games.cubirds.narration import CubirdsNarrator
from beastybar_access.games.cubirds.rules import LEFT, RIGHT


def sp(text: str) -> list[int]:
    return [parse_species(t) for t in text.split()]


def play_out(state: State, seed: int = 0, limit: int = 100_000) -> State:
    rng = random.Random(seed)
    for _ in range(limit):
        if state.is_over():
            return state
        actions = state.legal_actions()
        state.apply(actions[rng.randrange(len(actions))])
    raise AssertionError("the game did not end")


def to_phase(state: State, phase: Phase, seed: int = 0) -> State:
    """Play random actions until ``phase`` is the decision."""
    rng = random.Random(seed)
    while state.phase is not phase:
        assert not state.is_over()
        state.play_random(rng)
    return state


@pytest.mark.parametrize("module", [cards, rules, events, engine, scenario])
def test_doctests(module: object) -> None:
    result = doctest.testmod(module)  # type: ignore[arg-type]
    assert result.failed == 0


def test_registered_and_follows_the_protocol() -> None:
    spec = get_game("cubirds")
    assert (spec.min_players, spec.max_players, tuple(spec.variants)) == (2, 5, ("standard",))
    s = spec.new_game(3, seed=1)
    assert isinstance(s, GameState)
    assert spec.from_json(s.to_json()).same_game(s)


# -- decisions ------------------------------------------------------------------------------------------


def test_lay_actions_cover_every_species_row_and_end() -> None:
    s = new_game(2, seed=5, first=0)
    present = [x for x in range(8) if s.hands[0][x]]
    acts = s.legal_actions()
    assert acts == [Lay(x, r, side) for x in present for r in range(4) for side in (LEFT, RIGHT)]
    assert len(acts) == s.num_legal_actions() == 8 * len(present) == len(set(acts))


def test_the_turn_is_a_sequence_of_decisions_by_the_same_player() -> None:
    s = table_state([sp("flamingo owl parrot"), sp("duck robin"), sp("owl toucan"), sp("robin magpie")],
                    [counts_of(sp("parrot parrot owl owl")), counts_of(sp("robin"))],
                    [counts_of([]), counts_of([])], sp("parrot toucan duck"), counts_of([]))
    s.apply(Lay(parse_species("parrot"), 0, LEFT))
    assert (s.phase, s.current) == (Phase.REFILL, 0)
    s.apply(Refill(RIGHT))
    assert (s.phase, s.current) == (Phase.REFILL, 0)
    s.apply(Refill(RIGHT))
    owl = parse_species("owl")
    assert (s.phase, s.current) == (Phase.FLOCK, 0)  # owls: 2 in hand + 1 taken = a small flock
    assert s.legal_actions() == [Flock(owl), NO_FLOCK]
    events = s.apply(Flock(owl))
    assert events[-1] == TurnPassed(1) and s.current == 1 and s.phase is Phase.LAY
    assert [type(d.action) for d in s.history] == [Lay, Refill, Refill, Flock]
    assert s.plays == 1


def test_refused_actions_say_why_and_change_nothing() -> None:
    s = new_game(3, seed=2, first=0)
    missing = next(x for x in range(8) if not s.hands[0][x])
    before = s.snapshot()
    cases = [
        (Lay(missing, 0, LEFT), "not_in_hand"),
        (Lay(next(x for x in range(8) if s.hands[0][x]), 4, LEFT), "bad_row"),
        (Lay(9, 0, LEFT), "bad_species"),
        (Lay(missing, 0, 7), "bad_side"),  # type: ignore[arg-type]
        (Refill(LEFT), "wrong_decision"),
        (DrawTwo(True), "wrong_decision"),
        (Flock(None), "wrong_decision"),
        ("lay", "not_an_action"),
    ]
    for action, code in cases:
        with pytest.raises(IllegalActionError) as exc:
            s.apply(action)  # type: ignore[arg-type]
        assert exc.value.code == code, action
        for lang in ("cs", "en"):  # the console can say why in its own words, not the generic refusal
            narrator = CubirdsNarrator(lang)
            assert narrator.refusal(code, exc.value.args_).text != narrator.refusal("?").text, (code, lang)
        assert not s.is_legal(action)  # type: ignore[arg-type]
    assert s.snapshot() == before


def test_refusing_a_malformed_action_quotes_it() -> None:
    s = to_phase(new_game(2, seed=3), Phase.REFILL)
    with pytest.raises(IllegalActionError, match=r"Lay\(12, 'x', 7\)") as exc:
        s.apply(Lay(12, "x", 7))  # type: ignore[arg-type]
    assert exc.value.code == "wrong_decision"
    s = new_game(2, seed=3)
    with pytest.raises(IllegalActionError, match="no species 12"):
        s.apply(Lay(12, "x", 7))  # type: ignore[arg-type]
    assert repr(Lay(4, 0, RIGHT)) == "Lay(parrot, 0, right)" and repr(NO_FLOCK) == "Flock(None)"


def test_wrong_decision_names_the_expected_one() -> None:
    s = to_phase(new_game(2, seed=3), Phase.REFILL)
    with pytest.raises(IllegalActionError) as exc:
        s.apply(LAYS[0][0][0])
    assert exc.value.args_ == {"expected": "refill", "given": "lay"}
    assert "end of the row" in str(exc.value)


@pytest.mark.parametrize("phase", [Phase.LAY, Phase.REFILL, Phase.DRAW, Phase.FLOCK])
def test_every_legal_action_passes_check_and_counts_agree(phase: Phase) -> None:
    for seed in range(5):
        s = to_phase(new_game(4, seed=seed), phase, seed)
        acts = s.legal_actions()
        assert len(acts) == s.num_legal_actions() == len(set(acts)) >= 2
        for a in acts:
            s.check(a)


def test_no_actions_after_the_end() -> None:
    s = play_out(new_game(2, seed=3))
    assert s.legal_actions() == [] and s.num_legal_actions() == 0
    with pytest.raises(IllegalActionError) as exc:
        s.apply(NO_FLOCK)
    assert exc.value.code == "game_over"


# -- preview --------------------------------------------------------------------------------------------


def test_preview_changes_nothing_and_hides_what_the_pile_would_give() -> None:
    s = to_phase(new_game(3, seed=4), Phase.DRAW)
    before = s.snapshot()
    preview = s.preview(TAKE_TWO)
    assert s.snapshot() == before
    assert preview[-1] == DrewTwo(s.current, None, 2)
    # a lay that needs a refill: the preview ends with the draw, card unknown
    for seed in range(40):
        s = new_game(4, seed=seed)
        for a in s.legal_actions():
            events = s.preview(a)
            drawn = [e for e in events if isinstance(e, RefillDrawn)]
            if drawn:
                assert events[-1] is drawn[0] and drawn[0].card is None
                real = s.copy().apply(a)
                assert real[: len(events) - 1] == events[:-1]
                return
    raise AssertionError("no lay needing a refill found")


def test_preview_equals_apply_when_nothing_is_drawn() -> None:
    s = to_phase(new_game(2, seed=6), Phase.DRAW)
    assert s.preview(NO_DRAW) == s.copy().apply(NO_DRAW)


# -- views ---------------------------------------------------------------------------------------------


def test_view_shows_own_hand_public_table_and_only_sizes_of_the_rest() -> None:
    s = new_game(3, seed=8, first=0)
    play = random.Random(1)
    for _ in range(30):
        s.play_random(play)
    v = s.view(1)
    assert v.hand == tuple(s.hands[1])
    assert v.hand_sizes == tuple(sum(h) for h in s.hands)
    assert v.rows == tuple(tuple(r) for r in s.rows)
    assert v.collections == tuple(tuple(c) for c in s.collections)
    assert v.pile_size == len(s.pile) and v.discard_size == sum(s.discard)
    assert not hasattr(v, "pile") and not hasattr(v, "hands") and not hasattr(v, "seed")
    assert v.legal == (tuple(s.legal_actions()) if s.current == 1 else ())
    unseen = v.unseen()
    others = [sum(s.hands[p][x] for p in (0, 2)) + s.discard[x] + s.pile.count(x) for x in range(8)]
    assert unseen == others


def test_view_history_hides_what_others_drew_were_dealt_or_discarded() -> None:
    s = play_out(new_game(2, seed=9), seed=2)
    assert s.round > 1
    hidden = (DrewTwo, Dealt, HandDiscarded)
    for player in (0, 1):
        seen = Counter()
        for d in s.view(player).history:
            for e in d.events or ():
                if isinstance(e, hidden):
                    seen[e.player == player] += 1
                    assert (e.cards is None) == (e.player != player)
        assert seen[True] and seen[False]


def test_events_for_hides_only_the_others_cards() -> None:
    s = table_state([sp("flamingo owl"), sp("duck robin"), sp("owl toucan"), sp("robin magpie")],
                    [counts_of(sp("duck owl")), counts_of(sp("robin"))], [counts_of([]), counts_of([])],
                    sp("parrot toucan"), counts_of([]))
    s.apply(Lay(parse_species("duck"), 0, LEFT))
    events = s.apply(TAKE_TWO)
    mine = [e for e in engine.events_for(events, 0) if isinstance(e, DrewTwo)]
    theirs = [e for e in engine.events_for(events, 1) if isinstance(e, DrewTwo)]
    assert mine[0].cards == tuple(sp("parrot toucan")) and theirs[0].cards is None and theirs[0].count == 2


def test_views_do_not_depend_on_hidden_cards() -> None:
    """Two tables that differ only in what a player cannot see give that player the same view."""
    rng = random.Random(5)
    for seed in range(10):
        s = new_game(4, seed=seed)
        for _ in range(rng.randrange(1, 60)):
            if s.is_over():
                break
            s.play_random(rng)
        for player in range(4):
            other = s.copy()
            pool = list(other.pile)
            for q in range(4):
                if q != player:
                    pool += [x for x in range(8) for _ in range(other.hands[q][x])]
            pool += [x for x in range(8) for _ in range(other.discard[x])]
            rng.shuffle(pool)
            for q in range(4):
                if q != player:
                    n = sum(other.hands[q])
                    other.hands[q] = counts_of(pool[:n])
                    del pool[:n]
            n = len(other.pile)
            other.pile = pool[:n]
            other.discard = counts_of(pool[n:])
            assert card_census(other) == list(COUNT)
            assert other.view(player) == s.view(player)


# -- JSON and copies -------------------------------------------------------------------------------------


def test_json_round_trip_and_damage_detection() -> None:
    s = new_game(4, seed=12)
    rng = random.Random(2)
    for _ in range(120):
        s.play_random(rng)
    data = json.loads(json.dumps(s.to_json()))
    back = State.from_json(data)
    assert back.to_json() == s.to_json() and back.same_game(s)
    data["snapshot"]["rows"][0] = ["flamingo", "owl"]
    with pytest.raises(ValueError, match="snapshot"):
        State.from_json(data)
    with pytest.raises(ValueError, match="not a Cubirds game"):
        State.from_json({"game": "beastybar"})
    broken = s.to_json()
    broken["actions"][0][1]["species"] = "dodo"
    with pytest.raises(ValueError, match="dodo"):
        State.from_json(broken)
    broken = s.to_json()
    broken["actions"][0][0] = (broken["actions"][0][0] + 1) % 4
    with pytest.raises(ValueError, match="was to move"):
        State.from_json(broken)
    broken = s.to_json()
    del broken["actions"][0]
    with pytest.raises(ValueError):
        State.from_json(broken)


@pytest.mark.parametrize("bad", [
    {"type": "lay", "species": "owl", "row": 4, "side": "left"},
    {"type": "lay", "species": "owl", "row": True, "side": "left"},
    {"type": "lay", "species": "owl", "row": 0, "side": "middle"},
    {"type": "refill", "side": None},
    {"type": "draw_two", "take": "yes"},
    {"type": "flock", "species": "emu"},
    {"type": "pass"},
    ["lay"],
])
def test_action_from_json_refuses_bad_actions(bad: object) -> None:
    with pytest.raises(ValueError):
        action_from_json(bad)


def test_every_action_round_trips_through_json() -> None:
    lays = [a for s in LAYS for pair in s for a in pair]
    everything = [*lays, *REFILLS, TAKE_TWO, NO_DRAW, *FLOCKS, NO_FLOCK]
    assert len(set(everything)) == 64 + 2 + 2 + 9
    for a in everything:
        assert action_from_json(json.loads(json.dumps(a.to_json()))) == a


def test_copy_is_independent() -> None:
    s = new_game(5, seed=21)
    rng = random.Random(3)
    for _ in range(25):
        s.play_random(rng)
    c = s.copy()
    before = c.snapshot()
    history = c.history
    s.playout(rng)
    assert c.snapshot() == before and c.history == history
    c.playout(random.Random(4))
    assert s.snapshot() != c.snapshot() or s.history != c.history


# -- random play ---------------------------------------------------------------------------------------


def test_play_random_picks_the_legal_action_at_its_index() -> None:
    s = new_game(3, seed=11)
    rng = random.Random(6)
    while not s.is_over():
        probe = random.Random()
        probe.setstate(rng.getstate())
        acts = s.legal_actions()
        expected = acts[int(probe.random() * len(acts))]
        s.play_random(rng)
        assert s.history[-1].action == expected


def test_play_random_and_playout_agree() -> None:
    """The playout's inline turns make play_random's choices with the same draws, from a game's start, from
    a turn under way (any decision) and from a scenario's one turn."""
    for seed in range(10):
        a, b = new_game(2 + seed % 4, seed=seed), new_game(2 + seed % 4, seed=seed)
        ra, rb = random.Random(seed), random.Random(seed)
        while not a.is_over():
            a.play_random(ra)
        b.playout(rb)
        assert a.to_json() == b.to_json()
    phases = set()
    for seed in range(60):
        a = new_game(2 + seed % 4, seed=seed)
        rng = random.Random(seed)
        for _ in range(seed * 37 % 150):  # some mid-game decision of every kind
            if a.is_over():
                break
            a.play_random(rng)
        phases.add(a.phase)
        b = a.copy()
        ra, rb = random.Random(seed + 1), random.Random(seed + 1)
        while not a.is_over():
            a.play_random(ra)
        b.playout(rb)
        assert a.to_json() == b.to_json()
    assert phases == set(Phase)
    rows = [sp("flamingo owl parrot"), sp("duck robin"), sp("owl toucan"), sp("robin magpie")]
    one_turn = [table_state(rows, [counts_of(sp("parrot parrot owl owl")), counts_of(sp("robin"))],
                            [counts_of([]), counts_of([])], sp("parrot toucan duck"), counts_of([]),
                            one_turn=True) for _ in range(2)]
    ra, rb = random.Random(3), random.Random(3)
    while not one_turn[0].is_over():
        one_turn[0].play_random(ra)
    one_turn[1].playout(rb)
    assert one_turn[0].to_json() == one_turn[1].to_json() and one_turn[0].current == 0


def test_random_play_is_uniform_over_all_legal_actions() -> None:
    s = to_phase(new_game(2, seed=30), Phase.FLOCK)
    s.apply(NO_FLOCK)
    while s.phase is not Phase.LAY:
        s.play_random(random.Random(0))
    actions = s.legal_actions()
    counts: Counter = Counter()
    rng = random.Random(1)
    trials = 200 * len(actions)
    for _ in range(trials):
        c = s.copy()
        c.play_random(rng)
        counts[c.history[-1].action] += 1
    expected = trials / len(actions)
    assert set(counts) == set(actions)
    assert all(abs(n - expected) < expected * 0.3 for n in counts.values()), counts


def test_flock_options_follow_the_small_flock_sizes() -> None:
    s = to_phase(new_game(3, seed=14), Phase.FLOCK)
    hand = s.hands[s.current]
    assert s.legal_actions() == [FLOCKS[x] for x in range(8) if hand[x] >= SMALL_FLOCK[x]] + [NO_FLOCK]

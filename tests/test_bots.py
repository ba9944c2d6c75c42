"""Computer opponents: legal moves, no peeking at hidden cards, determinism, sampling of hidden cards."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, fields
from typing import Any

import pytest

from beastybar_access.bots import (
    ALL_LEVELS,
    LEVEL_KEYS,
    LEVELS,
    Bot,
    ISMCTSBot,
    RandomBot,
    UnknownLevelError,
    level_key,
    make_bot,
)
from beastybar_access.games.beastybar import bots as bb
from beastybar_access.games.beastybar import rules
from beastybar_access.games.beastybar.cards import COLOUR_OF, STRENGTH, Animal, make_card
from beastybar_access.games.beastybar.engine import (
    Phase,
    Play,
    PlayerView,
    SetAside,
    State,
    Variant,
    new_game,
)
from beastybar_access.narration import Localizer

QUICK_HARD = {"iterations": 40, "samples": 12}
"""A small search budget: the same code as the hard level, fast enough for many positions."""


def bot_for(level: str) -> Bot:
    return make_bot("beastybar", level, seed=1, **(QUICK_HARD if level == "hard" else {}))


def random_positions(players: int, variant: str, count: int, seed: int) -> list[State]:
    """States at every move of a few random games (set-aside choices included in the advanced variant)."""
    rng = random.Random(seed)
    out: list[State] = []
    game = 0
    while len(out) < count:
        s = new_game(players, seed=seed * 1000 + game, variant=variant)
        game += 1
        while not s.is_over() and len(out) < count:
            out.append(s.copy())
            s.play_random(rng)
    return out


# -- levels and the factory --------------------------------------------------------------------------------


def test_levels_and_display_keys() -> None:
    assert LEVELS == ("easy", "normal", "hard")
    assert set(LEVELS) < set(ALL_LEVELS) and "random" in ALL_LEVELS
    for level in ALL_LEVELS:
        assert level_key(level) == LEVEL_KEYS[level]
        for lang in ("cs", "en"):
            assert Localizer.load(lang)(level_key(level))
    with pytest.raises(UnknownLevelError, match="unknown bot level 'expert'"):
        make_bot("beastybar", "expert")
    with pytest.raises(ValueError, match="unknown game"):
        make_bot("chess", "hard")


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_make_bot_gives_a_bot_of_that_level(level: str) -> None:
    bot = make_bot("beastybar", level, seed=3)
    assert isinstance(bot, Bot)
    assert bot.level == level


# -- legality ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("variant", ["standard", "advanced"])
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", ALL_LEVELS)
def test_every_move_is_legal(level: str, players: int, variant: str) -> None:
    _check_moves_legal(level, random_positions(players, variant, 12 if level == "hard" else 60,
                                               seed=players + 10 * len(variant)), random.Random(players))


def _check_moves_legal(level: str, states: list[State], rng: random.Random) -> None:
    bot = bot_for(level)
    for state in states:
        view = state.view(state.current)
        action = bot.choose(view, rng)
        assert action in view.legal
        state.check(action)


@pytest.mark.parametrize("level", ALL_LEVELS)
@pytest.mark.parametrize("players", [2, 4])
def test_bots_finish_whole_games(level: str, players: int) -> None:
    bot = bot_for(level)
    rng = random.Random(5)
    s = new_game(players, seed=99, variant="advanced" if players == 4 else "standard")
    while not s.is_over():
        s.apply(bot.choose(s.view(s.current), rng), record=False)
    per_player = 8 if players == 4 else 12  # the advanced variant deals 8 cards each
    assert s.plays == players * per_player, "every dealt card was played, one by one"
    assert all(not h for h in s.hands) and all(not p for p in s.piles)


def test_advanced_set_aside_is_sensible() -> None:
    """The heuristic keeps the animals that clear the way (skunk, parrot, crocodile), drops a lone monkey."""
    s = new_game(2, seed=4, variant="advanced")
    view = s.view(0)
    assert view.phase is Phase.SET_ASIDE and len(view.hand) == 12
    ranked = bb.rank_set_asides(view, view.legal)
    assert len(ranked) == 495 and set(ranked) == set(view.legal)
    for level in ("easy", "normal"):
        choice = bot_for(level).choose(view, random.Random(0))
        assert isinstance(choice, SetAside) and choice == ranked[0]
    hard = bot_for("hard").choose(view, random.Random(0))
    assert hard in ranked[: bb.HARD_SET_ASIDE_CANDIDATES]
    aside = {Animal(STRENGTH[c]) for c in ranked[0].cards}
    assert Animal.MONKEY in aside
    assert not aside & {Animal.SKUNK, Animal.PARROT, Animal.CROCODILE}


# -- no peeking --------------------------------------------------------------------------------------------


def _swap_hidden(state: State, seat: int) -> State:
    """The same game except that ``seat``'s hand and pile trade cards (nothing the others can see)."""
    other = state.copy()
    hand, pile = other.hands[seat], other.piles[seat]
    assert hand and pile
    hand[0], pile[0] = pile[0], hand[0]
    pile.reverse()
    return other


def _hidden_variants(players: int) -> list[tuple[State, State]]:
    out = []
    for state in random_positions(players, "standard", 40, seed=7):
        opp = (state.current + 1) % players
        if state.hands[opp] and len(state.piles[opp]) >= 2:
            out.append((state, _swap_hidden(state, opp)))
    return out


def test_views_hold_no_state() -> None:
    s = new_game(3, seed=1)
    view = s.view(0)
    for f in fields(view):
        assert not isinstance(getattr(view, f.name), State)


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_hidden_cards_do_not_change_the_choice(level: str) -> None:
    """Two games that differ only in cards the bot cannot see: the same view, the same move."""
    bot = bot_for(level)
    pairs = _hidden_variants(2)[:8]
    assert pairs
    for real, other in pairs:
        assert real.hands != other.hands or real.piles != other.piles
        seat = real.current
        v1, v2 = real.view(seat), other.view(seat)
        assert v1 == v2
        assert bot.choose(v1, random.Random(11)) == bot.choose(v2, random.Random(11))


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_choices_are_deterministic(level: str) -> None:
    for state in random_positions(3, "advanced", 10, seed=3):
        view = state.view(state.current)
        a = bot_for(level).choose(view, random.Random(42))
        b = bot_for(level).choose(view, random.Random(42))
        assert a == b


# -- sampling the hidden cards -----------------------------------------------------------------------------


def _check_sample(view: Any, sample: State) -> None:
    n = view.players
    me = view.player
    assert isinstance(sample, State)
    assert sample.view(me).hand == view.hand
    assert sample.queue == list(view.queue) and sample.bar == list(view.bar)
    assert sample.thats_it == list(view.thats_it)
    assert sample.current == view.current and sample.phase is view.phase
    assert tuple(len(h) for h in sample.hands) == view.hand_counts
    assert tuple(len(p) for p in sample.piles) == view.pile_counts
    assert sample.set_aside[me] == list(view.set_aside)
    assert sample.view(me).legal == view.legal
    for seat in range(n):
        hidden = sample.hands[seat] + sample.piles[seat] + sample.set_aside[seat]
        if sample.order:
            hidden += [] if sample.set_aside[seat] else sample.order[seat]
        if seat == me:
            hidden = [c for c in hidden if c not in view.hand and c not in view.set_aside]
        assert sorted(hidden) == sorted(view.unseen_cards(seat)), seat
        assert all(COLOUR_OF[c] == seat for c in hidden)
        if view.variant is Variant.ADVANCED and view.set_aside_done[seat]:
            assert len(sample.set_aside[seat]) == 4


@pytest.mark.parametrize("variant", ["standard", "advanced"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_determinize_respects_the_view(players: int, variant: str) -> None:
    rng = random.Random(1)
    for state in random_positions(players, variant, 30, seed=players):
        for seat in range(players):
            view = state.view(seat)
            for _ in range(3):
                sample = bb.determinize(view, rng)
                _check_sample(view, sample)
                finished = sample.copy()
                while not finished.is_over():
                    finished.play_random(rng)


def test_determinize_reads_nothing_but_the_view() -> None:
    """A view built by hand, with no game behind it: the samples follow its counts and known cards."""
    hand = (make_card(0, 12), make_card(0, 2), make_card(0, 9), make_card(0, 5))
    queue = (make_card(1, 10), make_card(0, 1))
    bar = (make_card(1, 7),)
    thats_it = (make_card(1, 1), make_card(0, 4))
    view = PlayerView(
        player=0, players=2, variant=Variant.STANDARD, phase=Phase.PLAY, current=0, first=1,
        queue=queue, bar=bar, thats_it=thats_it, hand=hand, set_aside=(),
        hand_counts=(4, 4), pile_counts=(6, 5), set_aside_done=(False, False), plays=5, history=(),
        legal=tuple(Play(c, ch) for c in sorted(hand) for ch in rules.choice_options(STRENGTH[c],
                                                                                         list(queue))),
    )
    rng = random.Random(0)
    in_hand: Counter[int] = Counter()
    samples = 3000
    for _ in range(samples):
        sample = bb.determinize(view, rng)
        _check_sample(view, sample)
        in_hand.update(sample.hands[1])
    unseen_yellow = view.unseen_cards(1)
    assert len(unseen_yellow) == 9
    for c in unseen_yellow:  # each hidden card is in the hand 4 times out of 9
        assert abs(in_hand[c] / samples - 4 / 9) < 0.05
    bad = PlayerView(**{**{f.name: getattr(view, f.name) for f in fields(view)}, "pile_counts": (6, 7)})
    with pytest.raises(bb.InconsistentViewError, match="seat 1: 9 unseen cards"):
        bb.determinize(bad, rng)


def test_determinize_during_set_aside() -> None:
    s = new_game(3, seed=8, variant="advanced")
    rng = random.Random(2)
    s.apply(bot_for("normal").choose(s.view(0), rng))
    for seat in range(3):
        view = s.view(seat)
        sample = bb.determinize(view, rng)
        _check_sample(view, sample)
        assert sample.view(seat).legal == view.legal
        assert len(sample.order[1]) == 12 and sample.set_aside[0]


# -- the generic search on another game --------------------------------------------------------------------


@dataclass
class _Nim:
    """Take 1 to 3 stones; who takes the last stone wins. Hidden: nothing, so determinize is a copy."""

    stones: int
    current: int = 0
    num_players: int = 2

    def is_over(self) -> bool:
        return self.stones == 0

    def legal_actions(self) -> list[int]:
        return list(range(1, min(3, self.stones) + 1))

    def num_legal_actions(self) -> int:
        return min(3, self.stones)

    def apply(self, action: int, record: bool = True) -> list[Any]:
        self.stones -= action
        if self.stones:
            self.current = 1 - self.current
        return []

    def play_random(self, rng: random.Random) -> None:
        self.apply(rng.choice(self.legal_actions()))

    def copy(self) -> _Nim:
        return _Nim(self.stones, self.current)

    def winners(self) -> tuple[int, ...]:
        return (self.current,)

    def view(self, player: int) -> Any:
        return _NimView(player, self.stones, self.current, tuple(self.legal_actions()))


@dataclass(frozen=True)
class _NimView:
    player: int
    stones: int
    current: int
    legal: tuple[int, ...]


def test_search_works_on_any_game() -> None:
    bot = ISMCTSBot(lambda view, rng: _Nim(view.stones, view.current), iterations=400)
    for stones, best in ((5, 1), (6, 2), (7, 3), (9, 1), (3, 3)):
        assert bot.choose(_Nim(stones).view(0), random.Random(0)) == best
    assert RandomBot().choose(_Nim(9).view(0), random.Random(0)) in (1, 2, 3)


# -- more random states: every level, seat count and variant ----------------------------------------------


def _scramble_hidden(state: State, seat: int, rng: random.Random) -> State:
    """The same game with the cards ``seat`` cannot see dealt again among the others' hands, piles and
    set-aside cards (each keeping its size), and its own pile shuffled (its order is secret even from its
    owner): nothing in ``seat``'s view changes."""
    other = state.copy()
    other.set_aside = [list(a) for a in state.set_aside]
    rng.shuffle(other.piles[seat])
    for s in range(state.num_players):
        if s == seat:
            continue
        hand, pile, aside = other.hands[s], other.piles[s], other.set_aside[s]
        pool = hand + pile + aside
        rng.shuffle(pool)
        a, b = len(hand), len(hand) + len(pile)
        other.hands[s], other.piles[s] = pool[:a], pool[a:b]
        other.set_aside[s] = sorted(pool[b:])
    return other


@pytest.mark.parametrize("variant", ["standard", "advanced"])
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", ALL_LEVELS)
def test_hidden_cards_never_reach_a_bot(level: str, players: int, variant: str) -> None:
    """Whatever the others hold, in hand, pile or set aside: the same view gives the same move."""
    bot = bot_for(level)
    rng = random.Random(players)
    checked = 0
    for state in random_positions(players, variant, 40, seed=21 + players)[::4]:
        if state.phase is not Phase.PLAY:
            continue
        seat = state.current
        other = _scramble_hidden(state, seat, rng)
        v1, v2 = state.view(seat), other.view(seat)
        assert v1 == v2
        assert bot.choose(v1, random.Random(5)) == bot.choose(v2, random.Random(5))
        checked += 1
    assert checked >= 5


def test_hard_budget_depends_on_the_view_only() -> None:
    for players in (2, 3, 4):
        for variant in ("standard", "advanced"):
            for state in random_positions(players, variant, 30, seed=players):
                view = state.view(state.current)
                n = bb.hard_budget(view)
                assert n == bb.hard_budget(state.copy().view(state.current))
                if view.phase is Phase.SET_ASIDE:
                    assert n == bb.HARD_SET_ASIDE_ITERATIONS
                else:
                    assert bb.HARD_MIN_ITERATIONS <= n <= bb.HARD_ITERATIONS


@pytest.mark.parametrize("players", [2, 3, 4])
def test_hard_weighs_the_normal_levels_best_plays(players: int) -> None:
    """Two players: every play; more: the normal level's best plays, its own choice among them."""
    normal = bot_for("normal")
    for state in random_positions(players, "standard", 30, seed=40 + players):
        view = state.view(state.current)
        roots = list(bb._hard_root(view, list(view.legal)))
        assert set(roots) <= set(view.legal)
        if players == 2 or len(view.legal) <= bb.HARD_WIDTH:
            assert roots == list(view.legal)
        else:
            assert len(roots) == bb.HARD_WIDTH
            assert normal.choose(view, random.Random(0)) in roots
        hard = bot_for("hard").choose(view, random.Random(1))
        assert hard in roots


@pytest.mark.parametrize("variant", ["standard", "advanced"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_normal_model_plays_as_the_normal_level(players: int, variant: str) -> None:
    """The hard level's model of the others, given the full state, plays what the normal level plays in
    that seat's view: in every seat, over whole games, also when its memo is shared across positions."""
    normal = bot_for("normal")
    rng = random.Random(players)
    checked = 0
    for game in range(6):
        s = new_game(players, seed=300 + game, variant=variant)
        model = bb.NormalModel(players, s.config.variant)
        while not s.is_over():
            if s.phase is Phase.PLAY:
                card, choices = model.choose(s)
                assert Play(card, choices) == normal.choose(s.view(s.current), random.Random(0))
                checked += 1
            s.play_random(rng)
    assert checked == 6 * players * (8 if variant == "advanced" else 12)  # every play of the games


def test_model_search_values_and_repeatability() -> None:
    """With 3 or 4 players the hard level plays one of the normal level's best plays, each weighed by the
    mean reward over the same sampled deals; the same view and random numbers give the same values."""
    for players in (3, 4):
        hard = make_bot("beastybar", "hard", samples=16)
        assert isinstance(hard, bb.ModelSearchBot)
        for state in random_positions(players, "standard", 12, seed=70 + players):
            view = state.view(state.current)
            roots = list(bb._hard_root(view, list(view.legal)))
            choice = hard.choose(view, random.Random(2))
            values = dict(hard.last_values)
            assert choice in roots and set(values) == set(roots)
            assert all(0.0 <= v <= 1.0 for v in values.values())
            if len(roots) > 1:
                assert values[choice] == max(values.values())
            assert hard.choose(view, random.Random(2)) == choice and hard.last_values == values
    with pytest.raises(ValueError, match="at least 1 sample"):
        make_bot("beastybar", "hard", samples=0)


def test_model_search_plays_each_weighed_play_on_the_same_deal(monkeypatch: pytest.MonkeyPatch) -> None:
    """Common random numbers: in each sample every weighed play meets the same sampled piles and the same
    random numbers in its rollout, one deal per sample."""
    seen: list[tuple[Any, ...]] = []
    deals: list[State] = []
    real_rollout, real_determinize = bb.rollout, bb.determinize

    def rollout(state: State, rng: random.Random) -> None:
        seen.append((rng.getstate(), tuple(map(tuple, state.piles)), tuple(map(len, state.hands))))
        real_rollout(state, rng)

    def determinize(view: PlayerView, rng: random.Random) -> State:
        deals.append(real_determinize(view, rng))
        return deals[-1]

    monkeypatch.setattr(bb, "rollout", rollout)
    monkeypatch.setattr(bb, "determinize", determinize)
    hard = make_bot("beastybar", "hard", samples=10, plies=0)
    state = new_game(4, seed=8)
    view = state.view(state.current)
    assert len(bb._hard_root(view, list(view.legal))) == 2
    hard.choose(view, random.Random(3))
    assert hard.last_samples == len(deals) == 10 and len(seen) == 20
    assert all(seen[i] == seen[i + 1] for i in range(0, 20, 2))
    assert len({s[0] for s in seen}) == 10  # and a new deal and new random numbers for every sample


def test_model_search_work_cap() -> None:
    """No new sample once the model has valued ``work`` cards, but never fewer than ``min_samples``."""
    state = new_game(4, seed=8)
    view = state.view(state.current)
    counts = {}
    for work in (1, 800, 10**9):
        hard = make_bot("beastybar", "hard", samples=40, work=work, min_samples=5)
        hard.choose(view, random.Random(4))
        counts[work] = hard.last_samples
    assert counts[1] == 5 and 5 < counts[800] < 40 and counts[10**9] == 40


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["standard", "advanced"])
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", ALL_LEVELS)
def test_every_move_is_legal_over_many_states(level: str, players: int, variant: str) -> None:
    _check_moves_legal(level, random_positions(players, variant, 80 if level == "hard" else 600,
                                               seed=1000 + players), random.Random(players * 7))


@pytest.mark.slow
@pytest.mark.parametrize(("players", "variant"), [(2, "standard"), (4, "advanced")])
def test_hard_at_full_budget_is_legal_and_repeats(players: int, variant: str) -> None:
    """Whole games of the real hard level against normal bots: legal moves, and the same game twice."""

    def game() -> list[Any]:
        bots = [make_bot("beastybar", "hard" if seat == 0 else "normal") for seat in range(players)]
        rngs = [random.Random(seat) for seat in range(players)]
        s = new_game(players, seed=17, variant=variant)
        actions = []
        while not s.is_over():
            view = s.view(s.current)
            action = bots[s.current].choose(view, rngs[s.current])
            assert action in view.legal
            actions.append(action)
            s.apply(action, record=False)
        return actions

    assert game() == game()


# -- small arena runs with loose bounds (the full run: scripts/bench_arena.sh) -----------------------------


def _arena(players: int, games: int, seats: list[str], seed: int = 3, jobs: int = 1
           ) -> dict[str, dict[str, Any]]:
    from beastybar_access.commands import arena

    records = arena.play_games(players, games, seed, "standard", seats, jobs=jobs)
    return {level: f.to_json() for level, f in arena.figures(records, seats).items()}


def test_small_arena_levels_in_order() -> None:
    """Bounds the weaker bot fails: on the same deals random in easy's seat wins 50.5 %, easy in normal's
    seat 51.5 % (easy wins 78 %, normal 84 %). Move times: scripts/bench_arena.sh, figures in
    docs/benchmarks.md."""
    easy = _arena(2, 200, ["easy", "random"])["easy"]
    assert easy["win_rate"] >= 0.65
    normal = _arena(2, 100, ["normal", "easy"])["normal"]
    assert normal["win_rate"] >= 0.7


@pytest.mark.slow
def test_arena_hard_beats_normal() -> None:
    """The real hard level, 200 two-player and 100 four-player games (CI runs it: .ci/run). Bounds the
    normal level fails in the hard seat on the same deals (53.5 % and 26.0 %); 1,000 games each:
    scripts/bench_arena.sh 2p-hard, 4p-hard, figures in docs/benchmarks.md."""
    two = _arena(2, 200, ["hard", "normal"], jobs=2)["hard"]
    assert two["win_rate"] >= 0.75
    four = _arena(4, 100, ["hard", "normal", "normal", "normal"], jobs=2)["hard"]
    assert four["win_rate"] >= 0.40  # 25 % is even

"""4 Monkeys computer opponents: the console's contract, legal plans at their times over random games,
stable and deterministic plans from the view alone, bluffs, speeds, and the levels' strength."""

from __future__ import annotations

import dataclasses
import doctest
import random
from collections import Counter
from statistics import mean

import pytest
from monkeys_support import hide_and_reshuffle

from beastybar_access.games.monkeys import bots
from beastybar_access.games.monkeys.bots import (
    MONKEY_BOT_LEVELS,
    MONKEY_LEVELS,
    MONKEY_SPEEDS,
    SPEEDS,
    MonkeyBot,
    Planned,
    UnknownMonkeyLevelError,
    make_monkey_bot,
    max_cards,
    min_cards,
    play_bots,
    progress,
    schedule,
    simulate_bots,
    sure_bluffs,
)
from beastybar_access.games.monkeys.cards import face_of
from beastybar_access.games.monkeys.engine import (
    GiveBanana,
    OwnedTile,
    Phase,
    StartRound,
    State,
    Stop,
    Take,
    TileStatus,
    Variant,
    new_game,
)
from beastybar_access.games.monkeys.tiles import NUM_COMBOS, is_correct, meets, minimal_sets

RNG = random.Random(0)


def started(players: int = 2, seed: int = 1, variant: Variant = Variant.STANDARD) -> State:
    s = new_game(players, seed=seed, variant=variant)
    s.apply(StartRound(0, 0))
    return s


def assert_legal(state: State, plan: Planned) -> None:
    if not state.is_legal(plan.action):
        state.check(plan.action)  # raises, saying why
        raise AssertionError(plan)


def test_module_examples() -> None:
    assert doctest.testmod(bots).failed == 0


def test_levels_and_speeds_are_listed_and_checked() -> None:
    assert MONKEY_LEVELS == ("easy", "normal", "hard")
    assert MONKEY_BOT_LEVELS == ("random", "easy", "normal", "hard")
    assert MONKEY_SPEEDS == ("slow", "normal", "fast")
    for level in MONKEY_BOT_LEVELS:
        for speed in MONKEY_SPEEDS:
            bot = make_monkey_bot(level, speed, seed=3)
            assert isinstance(bot, MonkeyBot) and (bot.level, bot.speed) == (level, speed)
    with pytest.raises(UnknownMonkeyLevelError) as bad_level:
        make_monkey_bot("genius", "fast")
    assert str(bad_level.value) == "unknown bot level 'genius'; choose one of random, easy, normal, hard"
    with pytest.raises(UnknownMonkeyLevelError) as bad_speed:
        make_monkey_bot("easy", "instant")
    assert str(bad_speed.value) == "unknown bot speed 'instant'; choose one of slow, normal, fast"


def test_speeds_are_relaxed_enough_to_follow_by_ear() -> None:
    assert SPEEDS["slow"].think == (8_000, 15_000)
    assert SPEEDS["normal"].think == (4_000, 8_000)
    assert SPEEDS["fast"].think == (2_000, 4_000)
    for sp in SPEEDS.values():
        for lo, hi in (sp.think, sp.follow_up, sp.reaction, sp.start):
            assert 0 < lo <= hi


def test_planned_is_frozen_and_stamped() -> None:
    s = started()
    plan = make_monkey_bot("normal", "normal", seed=1).next_move(s.view(1), RNG)
    assert isinstance(plan, Planned)
    assert plan.at >= s.clock and plan.action.at == plan.at and plan.action.player == 1
    with pytest.raises(dataclasses.FrozenInstanceError):
        plan.at = 0  # type: ignore[misc]


def test_first_round_is_started_after_a_delay_and_nothing_when_over() -> None:
    s = new_game(3, seed=2)
    for speed in MONKEY_SPEEDS:
        plan = make_monkey_bot("hard", speed).next_move(s.view(2), RNG)
        assert plan is not None and isinstance(plan.action, StartRound)
        lo, hi = SPEEDS[speed].start
        assert lo <= plan.at <= hi
    over = play_bots(["random", "random"], seed=1, speeds="fast", round_ms=20_000)
    assert over.phase is Phase.OVER
    assert make_monkey_bot("hard", "fast").next_move(over.view(0), RNG) is None


def test_schedule_takes_the_earliest_plan_ties_in_seat_order() -> None:
    a = Planned(500, Stop(0, 500))
    b = Planned(300, Stop(1, 300))
    c = Planned(300, Stop(2, 300))
    assert schedule([a, b, c]) == (1, b)
    assert schedule([a, None, c]) == (2, c)
    assert schedule({2: c, 1: b}) == (1, b)
    assert schedule([None, None]) is None
    assert schedule({}) is None


# -- legal at their times, over random games -----------------------------------------------------------------


CASES = [
    (levels, speed, variant, seed)
    for seed, (levels, speed, variant) in enumerate([
        (("hard", "easy"), "fast", Variant.STANDARD),
        (("normal", "random", "easy"), "fast", Variant.BANANA),
        (("hard", "normal", "easy", "random"), "fast", Variant.FAMILY),
        (("easy", "easy", "hard"), "normal", Variant.FAMILY_BANANA),
        (("random", "random"), "fast", Variant.BANANA),
        (("hard", "hard", "hard", "hard"), "fast", Variant.BANANA),
        (("normal", "hard"), "slow", Variant.STANDARD),
        (("easy", "normal", "hard", "easy"), "normal", Variant.STANDARD),
    ])
]


@pytest.mark.parametrize(("levels", "speed", "variant", "seed"), CASES)
def test_every_planned_action_is_legal_at_its_time(levels: tuple[str, ...], speed: str, variant: Variant,
                                                   seed: int) -> None:
    seen: Counter[str] = Counter()

    def check(state: State, seat: int, plan: Planned) -> None:
        assert plan.action.at == plan.at and plan.action.player == seat
        assert plan.at == state.clock  # the loop advanced the clock to it
        assert_legal(state, plan)
        seen[type(plan.action).__name__] += 1

    round_ms = 90_000 if len(levels) < 4 else 50_000
    state = play_bots(levels, seed=seed, speeds=speed, variant=variant, round_ms=round_ms, on_plan=check)
    assert state.phase is Phase.OVER and len(state.round_scores) == 3
    assert seen["Take"] > 10 and seen["StartRound"] >= 3
    if variant.banana:
        assert seen["GiveBanana"] > 0


def test_bots_play_on_beside_a_seat_that_never_acts() -> None:
    state = play_bots([None, "hard", "easy"], seed=3, speeds="fast", round_ms=60_000)
    assert state.phase is Phase.OVER
    assert not state.tiles[0] and state.round_scores[-1][0] == 0
    assert all(e.player != 0 for e in state.history)
    with pytest.raises(ValueError, match="one bot"):
        play_bots([None, None], seed=1)


def test_plans_are_legal_from_many_positions_of_random_games() -> None:
    """Bots asked in positions that random play reaches (not only the ones bots reach) plan legal actions."""
    rng = random.Random(5)
    asked = 0
    for game in range(8):
        players = 2 + game % 3
        s = new_game(players, seed=game, variant=list(Variant)[game % 4], round_ms=120_000)
        bots = [make_monkey_bot(MONKEY_BOT_LEVELS[(game + p) % 4], MONKEY_SPEEDS[p % 3], seed=p)
                for p in range(players)]
        while not s.is_over() and asked < 2000:
            for p in range(players):
                plan = bots[p].next_move(s.view(p), rng)
                asked += 1
                if plan is None:
                    continue
                assert plan.at >= s.clock and plan.action.at == plan.at and plan.action.player == p
                if s.phase is Phase.PLAY:
                    assert plan.at < s.round_ms
                t = s.copy()
                t.advance(plan.at)
                assert_legal(t, plan)
            s.play_random(rng)
    assert asked >= 1000


# -- deterministic, stable, and from the view alone ----------------------------------------------------------


def test_a_game_between_bots_replays_exactly() -> None:
    one = play_bots(["hard", "easy", "normal"], seed=11, speeds=["fast", "normal", "fast"],
                    variant=Variant.BANANA, round_ms=40_000)
    two = play_bots(["hard", "easy", "normal"], seed=11, speeds=["fast", "normal", "fast"],
                    variant=Variant.BANANA, round_ms=40_000)
    assert one.to_json() == two.to_json()
    other = play_bots(["hard", "easy", "normal"], seed=12, speeds=["fast", "normal", "fast"],
                      variant=Variant.BANANA, round_ms=40_000)
    assert other.to_json()["log"] != one.to_json()["log"]


def positions(levels: list[str], seed: int, every: int = 3) -> list[State]:
    """States along a bot game (every ``every``-th action)."""
    out: list[State] = []

    def keep(state: State, seat: int, plan: Planned) -> None:
        if state.plays % every == 0:
            out.append(state.copy())

    play_bots(levels, seed=seed, speeds="fast", variant=Variant.BANANA, round_ms=40_000, on_plan=keep)
    return out


def test_plans_depend_only_on_the_view() -> None:
    """Two states that give a seat the same view (everything it cannot see dealt anew) give the same plan,
    whatever the rng passed; and the bot's plan is the same when asked twice."""
    rng = random.Random(9)
    checked = 0
    for state in positions(["hard", "easy", "normal"], seed=4, every=6):
        for p in range(state.num_players):
            other = hide_and_reshuffle(state, p, rng)
            view = state.view(p)
            assert other.view(p) == view
            for level in MONKEY_BOT_LEVELS:
                bot = make_monkey_bot(level, "normal", seed=p)
                first = bot.next_move(view, random.Random(1))
                assert bot.next_move(other.view(p), random.Random(2)) == first
                assert make_monkey_bot(level, "normal", seed=p).next_move(view, random.Random(1)) == first
                checked += 1
    assert checked > 100


def test_plans_do_not_move_while_nothing_happens() -> None:
    """Asked again later on the clock, with nothing done meanwhile, a bot plans the same thing for the same
    time: its thinking is not started over."""
    for state in positions(["hard", "normal", "easy"], seed=7, every=5):
        if state.phase is not Phase.PLAY:
            continue
        for p in range(state.num_players):
            bot = make_monkey_bot(MONKEY_LEVELS[p], "fast", seed=p)
            plan = bot.next_move(state.view(p), RNG)
            if plan is None:
                continue
            later = state.copy()
            later.advance((state.clock + plan.at) // 2)
            if later.phase is Phase.PLAY:
                assert bot.next_move(later.view(p), RNG) == plan


def test_others_actions_never_starve_a_bot() -> None:
    """However busy the table, a bot acts within its thinking time plus one more (the reaction to another
    seat's action is capped), counted from its own last action."""
    gaps: list[int] = []
    for seed in range(2):
        state = play_bots(["normal"] * 4, seed=seed, speeds="fast", round_ms=40_000)
        last: dict[tuple[int, int], int] = {}
        deal = 0
        for e in state.history:
            if isinstance(e.action, StartRound):
                deal += 1
                last = {}
                continue
            if e.action is None or e.player < 0:
                continue
            key = (deal, e.player)
            if key in last:
                gaps.append(e.at - last[key])
            last[key] = e.at
    lo, hi = SPEEDS["fast"].think
    assert gaps and min(gaps) >= SPEEDS["fast"].follow_up[0]
    # a gap longer than think + one more think is a bot that had nothing to do for a while: rare on a busy
    # table, and never the rule
    assert sorted(gaps)[len(gaps) // 2] <= hi + lo


def test_slow_bots_leave_room_between_their_actions() -> None:
    def own_gaps(speed: str) -> list[int]:
        state = play_bots(["normal", "normal"], seed=2, speeds=speed, round_ms=120_000)
        out = []
        prev: dict[int, int] = {}
        for e in state.history:
            if isinstance(e.action, StartRound):
                prev = {}
            elif e.action is not None and e.player >= 0 and not isinstance(e.action, (GiveBanana, Stop)):
                if e.player in prev:
                    out.append(e.at - prev[e.player])
                prev[e.player] = e.at
        return out

    slow, normal, fast = own_gaps("slow"), own_gaps("normal"), own_gaps("fast")
    assert min(slow) >= SPEEDS["slow"].think[0]
    assert min(normal) >= SPEEDS["normal"].think[0]
    assert min(fast) >= SPEEDS["fast"].think[0]
    assert mean(slow) > mean(normal) > mean(fast)


# -- how they play -------------------------------------------------------------------------------------------


def takes_of(state: State) -> list[tuple[int, bool]]:
    """(seat, correct) of every take in the game (the bots' own cards are in the full history)."""
    out = []
    for e in state.history:
        if isinstance(e.action, Take):
            combo = next(ev.combo for ev in e.events or () if ev.type == "tile_taken")  # type: ignore[attr-defined]
            out.append((e.player, is_correct(combo, [face_of(c) for c in e.action.cards])))
    return out


@pytest.fixture(scope="module")
def games_played() -> list[tuple[list[str], State]]:
    """Whole games at a table of easy, normal and hard (seats rotated), fast."""
    out = []
    for seed in range(6):
        levels = [MONKEY_LEVELS[(seed + p) % 3] for p in range(3)]
        out.append((levels, play_bots(levels, seed=seed, speeds="fast")))
    return out


def test_bluffs_happen_at_every_level_but_not_all_the_time(games_played: list[tuple[list[str], State]]
                                                            ) -> None:
    counts: dict[str, Counter[bool]] = {level: Counter() for level in MONKEY_LEVELS}
    for levels, state in games_played:
        for seat, correct in takes_of(state):
            counts[levels[seat]][correct] += 1
    for level, c in counts.items():
        rate = c[False] / (c[True] + c[False])
        assert 0 < rate < 0.5, (level, c)
    # easy's are careless, hard's calculated: hard bluffs no more often than easy
    easy = counts["easy"][False] / sum(counts["easy"].values())
    hard = counts["hard"][False] / sum(counts["hard"].values())
    assert hard <= easy + 0.05


def test_normal_and_hard_never_take_a_kind_twice(games_played: list[tuple[list[str], State]]) -> None:
    for levels, state in games_played:
        deal = 0
        owned: dict[tuple[int, int], list[int]] = {}
        for e in state.history:
            if isinstance(e.action, StartRound):
                deal += 1
            for ev in e.events or ():
                if ev.type == "tile_taken" and levels[ev.player] != "easy":  # type: ignore[attr-defined]
                    owned.setdefault((deal, ev.player), []).append(ev.combo)  # type: ignore[attr-defined]
        assert owned
        for combos in owned.values():
            assert len(combos) == len(set(combos))


def test_stop_is_called_with_every_combo_and_false_only_by_easy(games_played: list[tuple[list[str], State]]
                                                                ) -> None:
    stops: Counter[tuple[str, bool]] = Counter()
    for levels, state in games_played:
        for e in state.history:
            if isinstance(e.action, Stop):
                correct = next(ev.correct for ev in e.events or () if ev.type == "stop_called")  # type: ignore[attr-defined]
                stops[(levels[e.player], correct)] += 1
    assert stops[("hard", True)] + stops[("normal", True)] > 0
    assert stops[("hard", False)] == stops[("normal", False)] == 0


def test_a_bot_owning_every_combo_calls_stop_and_passes_banana_peels_first() -> None:
    s = started(2, seed=3, variant=Variant.BANANA)
    hand = s.hands[0]
    # give seat 0 one tile of every kind but the one it takes now
    s.tiles[0] = [OwnedTile(c, False, ()) for c in range(NUM_COMBOS) if c != s.stacks[0][-1]]
    s.status[0] = [TileStatus.KEPT] * len(s.tiles[0])
    s.hands[0] = hand
    s.apply(Take(0, 1000, 0, (hand[0],)))
    bot = make_monkey_bot("normal", "fast", seed=1)
    plan = bot.next_move(s.view(0), RNG)
    assert plan is not None and isinstance(plan.action, GiveBanana) and plan.action.to == 1
    lo, hi = SPEEDS["fast"].follow_up
    assert 1000 + lo <= plan.at <= 1000 + hi
    s.apply(plan.action)
    plan = bot.next_move(s.view(0), RNG)
    assert plan is not None and isinstance(plan.action, Stop)
    s.apply(plan.action)
    assert s.phase is not Phase.PLAY


def test_the_next_round_is_started_a_while_after_the_scoring() -> None:
    s = started(2, seed=4)
    s.advance(s.round_ms)
    assert s.phase is Phase.READY
    for speed in MONKEY_SPEEDS:
        plan = make_monkey_bot("easy", speed).next_move(s.view(0), RNG)
        assert plan is not None and isinstance(plan.action, StartRound)
        lo, hi = SPEEDS[speed].start
        assert s.round_ms + lo <= plan.at <= s.round_ms + hi


def test_card_count_bounds_and_sure_bluffs() -> None:
    for combo in range(NUM_COMBOS):
        assert 1 <= min_cards(combo) <= max_cards(combo)
    # a hand that can meet each combo: the smallest correct set is at least min_cards
    rng = random.Random(1)
    for _ in range(50):
        faces = [rng.randrange(40) for _ in range(10)]
        for combo in range(NUM_COMBOS):
            for idx in minimal_sets(combo, faces):
                assert min_cards(combo) <= len(idx) <= max_cards(combo)
    s = started(2, seed=5)
    s.apply(Take(1, 10, 0, tuple(s.hands[1][:5])))
    view = s.view(0)
    combo = view.tiles[1][0].combo
    assert (sure_bluffs(view, 1) == (0,)) == (max_cards(combo) < 5)


def test_progress_towards_a_combo_is_one_exactly_when_met_and_grows_with_cards() -> None:
    rng = random.Random(3)
    for _ in range(300):
        faces = [rng.randrange(40) for _ in range(rng.randrange(1, 9))]
        more = [*faces, rng.randrange(40)]
        for combo in range(NUM_COMBOS):
            p = progress(combo, faces)
            assert 0.0 <= p <= 1.0
            assert (p == 1.0) == meets(combo, faces)
            assert progress(combo, more) >= p
    assert all(progress(combo, []) == 0.0 for combo in range(NUM_COMBOS))


# -- strength ----------------------------------------------------------------------------------------------


def average_scores(levels: list[str], games: int, speed: str = "fast", seed: int = 0) -> list[float]:
    """Average game totals per level, seats rotated."""
    n = len(levels)
    sums = [0.0] * n
    for g in range(games):
        shift = g % n
        seated = levels[shift:] + levels[:shift]
        totals = simulate_bots(seated, seed=seed + g, speeds=speed)
        for p, total in enumerate(totals):
            sums[(p + shift) % n] += total
    return [x / games for x in sums]


def test_hard_outscores_easy() -> None:
    hard, easy = average_scores(["hard", "easy"], games=8)
    assert hard > easy


@pytest.mark.slow
def test_levels_are_ordered_over_many_games() -> None:
    hard, easy = average_scores(["hard", "easy"], games=60, seed=100)
    assert hard > easy + 5
    hard, normal = average_scores(["hard", "normal"], games=60, seed=200)
    assert hard > normal
    normal, easy = average_scores(["normal", "easy"], games=60, seed=300)
    assert normal > easy
    hard, normal, easy, rand = average_scores(["hard", "normal", "easy", "random"], games=20, seed=400)
    assert min(hard, normal) > easy > rand

"""Beasty Bar computer opponents: heuristics, the search's rollouts, and sampling the hidden cards.

Every function here starts from a :class:`PlayerView` (what the bot's seat may know) and never from the
game's state: :func:`determinize` is how the search gets full states, and it samples all it does not see.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from beastybar_access.games.beastybar import rules
from beastybar_access.games.beastybar.cards import (
    CHOOSES,
    COLOUR_OF,
    NUM_CARDS,
    POINTS_OF,
    STRENGTH,
    colour_cards,
)
from beastybar_access.games.beastybar.engine import (
    SET_ASIDE,
    Action,
    Config,
    Phase,
    Play,
    PlayerView,
    SetAside,
    State,
    Variant,
)

if TYPE_CHECKING:
    from beastybar_access.bots import Bot

# -- sampling hidden cards ---------------------------------------------------------------------------------


class InconsistentViewError(ValueError):
    """A view whose counts do not fit the cards it leaves unseen."""


class _Sampler:
    """What :func:`determinize` needs from one view, worked out once."""

    __slots__ = ("config", "fixed_log", "logs", "plan", "view")

    def __init__(self, view: PlayerView) -> None:
        self.view = view
        n = view.players
        advanced = view.variant is Variant.ADVANCED
        self.config = Config(n, 0, view.variant, view.first)
        plan: list[tuple[int, list[int], int, int, int]] = []
        """Per seat: (kind, unseen cards, hand size, pile size, set-aside size); kind 0 own known hand,
        1 hand/pile/set-aside to split, 2 all twelve still in shuffled order (set-aside not yet chosen)."""
        for seat in range(n):
            unseen = view.unseen_cards(seat)
            in_set_aside = view.phase is Phase.SET_ASIDE and not view.set_aside_done[seat]
            if in_set_aside:
                if seat == view.player and view.current == seat:
                    unseen = sorted(view.hand)
                plan.append((2, unseen, 0, 0, 0))
                continue
            hand = 0 if seat == view.player else view.hand_counts[seat]
            pile = view.pile_counts[seat]
            aside = SET_ASIDE if advanced and seat != view.player else 0
            if hand + pile + aside != len(unseen):
                raise InconsistentViewError(
                    f"seat {seat}: {len(unseen)} unseen cards, but the view counts {hand} in hand, "
                    f"{pile} in the pile and {aside} set aside"
                )
            plan.append((0 if seat == view.player else 1, unseen, hand, pile, aside))
        self.plan = plan
        self.logs = [(t.player, t.action, t.events) for t in view.history]
        self.fixed_log: Any = None
        """The history chain, built once when it names no set-aside cards to sample."""
        if not any(isinstance(a, SetAside) for _p, a, _e in self.logs):
            self.fixed_log = self._chain([])

    def sample(self, rng: random.Random) -> State:
        view = self.view
        n = view.players
        s = State()
        s.config = self.config
        s.queue = list(view.queue)
        s.bar = list(view.bar)
        s.thats_it = list(view.thats_it)
        hands: list[list[int]] = []
        piles: list[list[int]] = []
        aside: list[list[int]] = []
        order: list[list[int]] = []
        shuffle = rng.shuffle
        for seat in range(n):
            kind, unseen, h, p, _a = self.plan[seat]
            cards = unseen[:]
            shuffle(cards)
            if kind == 2:
                hands.append([])
                piles.append([])
                aside.append([])
                order.append(cards)
            elif kind == 0:
                hands.append(list(view.hand))
                piles.append(cards)
                aside.append(list(view.set_aside))
                order.append([])
            else:
                hands.append(cards[:h])
                piles.append(cards[h : h + p])
                aside.append(sorted(cards[h + p :]))
                order.append([])
        s.hands = hands
        s.piles = piles
        s.set_aside = aside
        s.order = order if view.phase is Phase.SET_ASIDE else []
        s.current = view.current
        s.phase = view.phase
        s.plays = view.plays
        s._log = self.fixed_log if self.fixed_log is not None or not self.logs else self._chain(aside)
        return s

    def _chain(self, aside: list[list[int]]) -> Any:
        log: Any = None
        for player, action, events in self.logs:
            if isinstance(action, SetAside):
                log = (log, player, SetAside(tuple(aside[player])), (), events)
            else:
                log = (log, player, action.card, action.choices, events)
        return log


_last: list[Any] = [None, None]


def determinize(view: PlayerView, rng: random.Random) -> State:
    """A full game state that ``view`` cannot tell from the real one, its hidden cards sampled uniformly.

    For every seat the cards of its colour that the view does not show are shuffled and dealt into that
    seat's hand, pile and (advanced variant) 4 set-aside cards, as many as the view counts; a seat that
    has not yet set cards aside gets all 12 in a shuffled order. The own hand and set-aside cards are
    the view's; only the order of the own pile is sampled. History entries keep the view's redactions
    (other players' draws stay unnamed). The configuration's seed is 0: a sampled state is for search,
    not for saving.
    """
    if _last[0] is not view:
        _last[0] = view
        _last[1] = _Sampler(view)
    sampled: State = _last[1].sample(rng)
    return sampled


# -- evaluation --------------------------------------------------------------------------------------------

# Chance that an animal at queue position ``pos`` (0 at the gate) in a queue of length ``L`` reaches the
# bar, for an average animal; measured from self-play and smoothed.
_BASE: tuple[tuple[float, ...], ...] = (
    (),
    (0.20,),
    (0.20, 0.13),
    (0.33, 0.22, 0.12),
    (0.58, 0.45, 0.14, 0.10),
)
# How much more likely a strong animal survives; weak ones are easy prey, the monkey runs from lions.
_STRENGTH_BONUS: tuple[float, ...] = (0.0, 0.0, 0.0, 0.0, -0.07, 0.0, 0.0, 0.06, 0.07, 0.05, 0.1, 0.15, 0.12)


_QUEUE_WEIGHT: tuple[tuple[tuple[float, ...], ...], ...] = tuple(
    tuple(tuple(_BASE[length][pos] + _STRENGTH_BONUS[STRENGTH[c]] for c in range(NUM_CARDS))
          for pos in range(length))
    for length in range(len(_BASE))
)
"""``_QUEUE_WEIGHT[len(queue)][pos][card]``."""
_ONE: tuple[float, ...] = (1.0,) * NUM_CARDS
_POINTS: tuple[float, ...] = tuple(float(p) for p in POINTS_OF)


def card_values(variant: Variant) -> tuple[float, ...]:
    """What each card is worth in the bar: one animal, or its points in the advanced variant."""
    return _POINTS if variant is Variant.ADVANCED else _ONE


def table_values(players: int, worth: Sequence[float], bar: Sequence[int], queue: Sequence[int],
                 entered: Sequence[int] = ()) -> list[float]:
    """Each seat's expected score: its animals in the bar (and ``entered``) plus a share of those waiting."""
    out = [0.0] * players
    for c in bar:
        out[COLOUR_OF[c]] += worth[c]
    for c in entered:
        out[COLOUR_OF[c]] += worth[c]
    weights = _QUEUE_WEIGHT[len(queue)]
    for i, c in enumerate(queue):
        out[COLOUR_OF[c]] += weights[i][c] * worth[c]
    return out


def seat_values(state: State) -> list[float]:
    """Each seat's expected score: animals (advanced: points) in the bar plus a share of those waiting."""
    return table_values(state.config.players, card_values(state.config.variant), state.bar, state.queue)


def relative(values: Sequence[float], me: int) -> float:
    """``me``'s value against the others: the margin over the best of them and over their average."""
    others = [*values[:me], *values[me + 1 :]]
    if not others:
        return values[me]
    return values[me] - 0.5 * max(others) - 0.5 * sum(others) / len(others)


# -- setting cards aside (advanced variant) ----------------------------------------------------------------

# How much keeping each animal in play is worth (skunk first, lion last by strength), as the change in the
# chance to win: measured in 2-player advanced games of normal bots with random set-asides (20,000 games,
# mean win share when kept minus when set aside, times ten). Skunks, parrots and crocodiles clear the queue
# for one's own points; a lone monkey does nothing, and a lion costs its two points to chase monkeys.
_KEEP: tuple[float, ...] = (0.0, 0.98, 0.84, -0.27, -1.20, 0.27, -0.39, -0.20, 0.20, -0.46, 0.76, 0.13, -0.67)


def set_aside_scores(cards: Sequence[int]) -> dict[int, float]:
    """How much each of one's 12 cards is worth keeping in play (higher: keep)."""
    return {c: _KEEP[STRENGTH[c]] for c in cards}


def rank_set_asides(view: PlayerView, legal: Sequence[Action]) -> list[SetAside]:
    """The set-aside choices, best first: put aside the cards least worth keeping."""
    scores = set_aside_scores(view.hand)
    set_asides = [a for a in legal if isinstance(a, SetAside)]
    return sorted(set_asides, key=lambda a: sum(scores[c] for c in a.cards))


# -- bots --------------------------------------------------------------------------------------------------


def _after(queue: Sequence[int], card: int, choices: tuple[int, ...]) -> tuple[list[int], list[int]]:
    """The queue after playing ``card`` onto ``queue``, and the animals that entered the bar."""
    q = list(queue)
    entered: list[int] = []
    rules.play_into_queue(q, card, choices, entered, [], None)
    return q, entered


class GreedyBot:
    """One-ply look-ahead: play the action after which :func:`table_values` look best for this seat.

    ``noise`` blurs each action's value (a Gaussian of that spread) and ``blunder`` is the chance of a
    random legal move instead: together the easy level's human-like mistakes.
    """

    def __init__(self, level: str = "normal", noise: float = 0.0, blunder: float = 0.0) -> None:
        self.level = level
        self.noise = noise
        self.blunder = blunder

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        legal = view.legal
        if not legal:
            raise ValueError("the bot was asked to move, but the view has no legal actions")
        if isinstance(legal[0], SetAside):
            return rank_set_asides(view, legal)[0]
        if self.blunder and rng.random() < self.blunder:
            return legal[int(rng.random() * len(legal))]
        best = 0
        best_value = -1e9
        for i, v in enumerate(self.action_values(view)):
            if self.noise:
                v += rng.gauss(0.0, self.noise)
            if v > best_value:
                best_value = v
                best = i
        return legal[best]

    @staticmethod
    def action_values(view: PlayerView) -> list[float]:
        """The one-ply value of each of ``view.legal`` (plays only) for the seat to move."""
        me = view.player
        n = view.players
        worth = card_values(view.variant)
        out = []
        for action in _plays(view.legal):
            q, entered = _after(view.queue, action.card, action.choices)
            out.append(relative(table_values(n, worth, view.bar, q, entered), me))
        return out


def _plays(legal: Sequence[Action]) -> list[Play]:
    """``legal`` as plays: action values are for the play phase, not for setting cards aside."""
    plays = [a for a in legal if isinstance(a, Play)]
    if len(plays) != len(legal):
        raise ValueError("action values are for plays; set-asides are ranked by rank_set_asides")
    return plays


class LookaheadBot(GreedyBot):
    """Two-ply: each own action is valued by the next player's best reply, over the cards they may hold.

    The next player's hand is unknown: they hold ``k`` of the ``u`` cards of their colour this seat cannot
    see. For each such card their best reply (by their own one-ply value) is worked out; they are assumed
    to play the best card of a uniformly random ``k``-card hand, whose expectation is exact. This sees the
    usual threats without naming them: being left fifth or last, a parrot or skunk in reach, a crocodile or
    hippo coming, monkeys chasing, a lion taking the gate.
    """

    @staticmethod
    def action_values(view: PlayerView) -> list[float]:
        """The two-ply value of each of ``view.legal`` (plays only) for the seat to move."""
        me = view.player
        n = view.players
        nxt = next_seat(me, view.hand_counts)
        unseen = view.unseen_cards(nxt) if nxt != me else []
        k = min(view.hand_counts[nxt], len(unseen)) if nxt != me else 0
        worth = card_values(view.variant)
        return [two_ply_value(n, worth, view.bar, view.queue, me, nxt, unseen, k, action.card, action.choices)
                for action in _plays(view.legal)]


def next_seat(me: int, hand_counts: Sequence[int]) -> int:
    """The seat that plays after ``me``: the next one with cards in hand (``me`` if nobody else has any)."""
    n = len(hand_counts)
    return next((s % n for s in range(me + 1, me + n) if hand_counts[s % n] > 0), me)


def two_ply_value(n: int, worth: Sequence[float], bar: Sequence[int], queue: Sequence[int], me: int, nxt: int,
                  unseen: Sequence[int], k: int, card: int, choices: tuple[int, ...]) -> float:
    """The normal level's value of ``me`` playing ``card`` with ``choices``: the table after the best
    reply of ``nxt``, who holds ``k`` of ``unseen`` (no reply when ``k`` is 0)."""
    q, entered = _after(queue, card, choices)
    after_bar = [*bar, *entered]
    if k > 0:
        return _reply_value(n, worth, after_bar, q, me, nxt, unseen, k)
    return relative(table_values(n, worth, after_bar, q), me)


def _reply_value(n: int, worth: Sequence[float], bar: list[int], queue: list[int], me: int, opp: int,
                 cards: Sequence[int], k: int) -> float:
    """``me``'s expected value after ``opp``'s best reply, ``opp`` holding ``k`` of ``cards`` at random."""
    outcomes: list[tuple[float, float]] = []
    base = table_values(n, worth, bar, ())  # the bar's part, the same for every reply (added first)
    for c in cards:
        best_theirs = -1e9
        mine = 0.0
        for ch in rules.choice_options(STRENGTH[c], queue):
            q, entered = _after(queue, c, ch)
            vals = base[:]  # then, in the same order as table_values, what entered and what waits
            for e in entered:
                vals[COLOUR_OF[e]] += worth[e]
            weights = _QUEUE_WEIGHT[len(q)]
            for i, w in enumerate(q):
                vals[COLOUR_OF[w]] += weights[i][w] * worth[w]
            theirs = relative(vals, opp)
            if theirs > best_theirs:
                best_theirs = theirs
                mine = relative(vals, me)
        outcomes.append((best_theirs, mine))
    outcomes.sort(key=lambda o: -o[0])
    u = len(outcomes)
    total = math.comb(u, k)
    value = 0.0
    for i in range(u - k + 1):
        value += math.comb(u - 1 - i, k - 1) / total * outcomes[i][1]
    return value


REWARD_MARGIN = 0.3
"""Share of a rollout's reward that is the margin to the leader rather than the win: a denser signal."""


def reward(state: State) -> list[float]:
    """A finished game's value per seat in [0, 1]: mostly the win (split if shared), partly the margin."""
    n = state.config.players
    winners = state.winners()
    vals = seat_values(state)
    top = max(vals)
    win = 1.0 - REWARD_MARGIN
    return [(win / len(winners) if i in winners else 0.0) + REWARD_MARGIN / (1.0 + top - vals[i])
            for i in range(n)]


_CHOOSER: tuple[bool, ...] = tuple(s in CHOOSES for s in STRENGTH)


def set_aside_step(state: State, rng: random.Random) -> None:
    """A plausible set-aside for the seat choosing now: the heuristic's keep values, blurred."""
    cards = state.order[state.current]
    gauss = rng.gauss
    ranked = sorted(cards, key=lambda c: _KEEP[STRENGTH[c]] + gauss(0.0, 0.6))
    state._set_aside(tuple(sorted(ranked[:SET_ASIDE])), None)


def _rollout_choices(animal: int, queue: list[int], me: int, r: Any) -> tuple[int, ...]:
    """Rough but sensible choices for a rollout: a parrot sends away the other players' animal nearest
    the gate, a kangaroo jumps as far as it can, a chameleon copies an animal at random."""
    n = len(queue)
    if not n:
        return ()
    if animal == rules.PARROT:
        for i, c in enumerate(queue):
            if COLOUR_OF[c] != me:
                return (i,)
        return (int(r() * n),)
    if animal == rules.KANGAROO:
        return (min(2, n),)
    models = [i for i, c in enumerate(queue) if STRENGTH[c] != rules.CHAMELEON]
    if not models:
        return ()
    i = models[int(r() * len(models))]
    model = STRENGTH[queue[i]]
    if model in (rules.PARROT, rules.KANGAROO):
        return (i, *_rollout_choices(model, queue, me, r))
    return (i,)


def rollout(state: State, rng: random.Random) -> None:
    """Finish a sampled game fast, without events: plausible set-asides, then each player plays a random
    card of their hand with the rough choices of :func:`_rollout_choices`."""
    while state.phase is Phase.SET_ASIDE:
        set_aside_step(state, rng)
    r = rng.random
    play = state._play
    q = state.queue
    hands = state.hands
    chooser = _CHOOSER
    choices = _rollout_choices
    strength = STRENGTH
    playing = Phase.PLAY
    while state.phase is playing:
        me = state.current
        hand = hands[me]
        c = hand[int(r() * len(hand))]
        play(c, choices(strength[c], q, me, r) if chooser[c] else (), None)


def _tree_step(state: State, rng: random.Random) -> None:
    if state.phase is Phase.SET_ASIDE:
        set_aside_step(state, rng)
    else:
        state.play_random(rng)


HARD_ITERATIONS = 600
"""Iterations per play of the hard level's tree search, which plays two-player games (and everyone's
set-aside, with :data:`HARD_SET_ASIDE_ITERATIONS`). 600 iterations beat the normal level as often as
1,500 did (96 % and 94 % of 100 games) in less than half the time (1,000 games: 90.3 %, median 85 ms)."""
HARD_WORK = 30_000
"""Iterations times (plies left + 14) at most: a guard for moves with a long rest of the game."""
HARD_MIN_ITERATIONS = 60
HARD_WIDTH = 2
"""With 3 or 4 players the hard level weighs only the normal level's best ``HARD_WIDTH`` plays."""
HARD_SET_ASIDE_CANDIDATES = 8
"""The hard level weighs this many of the heuristic's best set-asides by search."""
HARD_SET_ASIDE_ITERATIONS = 800
HARD_SAMPLES = 300
"""With 3 or 4 players: sampled deals per move, each played out once after every weighed play."""
HARD_MODEL_PLIES = 7
"""With 3 or 4 players: after the weighed play, this many plays (two rounds) are the ones the normal
level would make with the sampled hands; random plays finish the game."""
HARD_MODEL_WORK = 2500
"""With 3 or 4 players: no new sample once the model has valued this many cards (about 0.1 ms each),
so the first moves, when many tables are new, stay well under half a second."""
HARD_MIN_SAMPLES = 40
"""... but at least this many samples."""


def hard_budget(view: PlayerView) -> int:
    """The tree search's iterations for this move: a function of the view only, so runs repeat exactly."""
    if view.phase is Phase.SET_ASIDE:
        return HARD_SET_ASIDE_ITERATIONS
    left = sum(view.hand_counts) + sum(view.pile_counts)
    return max(HARD_MIN_ITERATIONS, min(HARD_ITERATIONS, HARD_WORK // (left + 14)))


def _hard_root(view: PlayerView, legal: Sequence[Action]) -> Sequence[Action]:
    """The choices the hard level weighs: the best set-asides by the heuristic; every play with two
    players; with more, the normal level's best :data:`HARD_WIDTH` plays (ties in the view's order)."""
    if legal and isinstance(legal[0], SetAside):
        return rank_set_asides(view, legal)[:HARD_SET_ASIDE_CANDIDATES]
    if view.players <= 2 or len(legal) <= HARD_WIDTH:
        return legal
    values = LookaheadBot.action_values(view)
    order = sorted(range(len(legal)), key=lambda i: -values[i])
    return [legal[i] for i in order[:HARD_WIDTH]]


class NormalModel:
    """The play the normal level would choose in a full (sampled) state, for any seat.

    The normal level's choice depends only on public things (the queue, each seat's bar score, the next
    seat's unseen cards and hand size) and on the hand of the seat to move; each card's value is kept per
    table, so the many sampled deals of one search share the work. Each seat's cards are of its own colour,
    so the next seat's unseen cards are the same for every seat but that one: those of its colour that lie
    in no public place. ``choose`` gives what :class:`LookaheadBot` would play in that seat's view.
    """

    __slots__ = ("colours", "memo", "players", "valued", "worth")

    def __init__(self, players: int, variant: Variant) -> None:
        self.players = players
        self.worth = card_values(variant)
        self.colours = [colour_cards(seat) for seat in range(players)]
        self.memo: dict[tuple[Any, ...], dict[int, tuple[float, tuple[int, ...]]]] = {}
        self.valued = 0
        """How many cards it has valued so far (the work it did, for the search's budget)."""

    def choose(self, state: State) -> tuple[int, tuple[int, ...]]:
        """``(card, choices)``: what the seat to move in ``state`` (play phase) plays at the normal level."""
        n = self.players
        worth = self.worth
        me = state.current
        counts = [len(h) for h in state.hands]
        nxt = next_seat(me, counts)
        queue = state.queue
        bar = state.bar
        scores = [0.0] * n
        for c in bar:
            scores[COLOUR_OF[c]] += worth[c]
        unseen: tuple[int, ...] = ()
        k = 0
        if nxt != me:
            seen = {*queue, *bar, *state.thats_it}
            unseen = tuple(c for c in self.colours[nxt] if c not in seen)
            k = min(counts[nxt], len(unseen))
        key = (me, tuple(queue), tuple(scores), nxt, unseen, k)
        values = self.memo.get(key)
        if values is None:
            values = self.memo[key] = {}
        best: tuple[int, tuple[int, ...]] | None = None
        best_value = -math.inf
        # The view lists plays by card, then by choice, and the normal level keeps the first best.
        for card in sorted(state.hands[me]):
            known = values.get(card)
            if known is None:
                value = -math.inf
                chosen: tuple[int, ...] = ()
                for ch in rules.choice_options(STRENGTH[card], queue):
                    v = two_ply_value(n, worth, bar, queue, me, nxt, unseen, k, card, ch)
                    if v > value:
                        value = v
                        chosen = ch
                known = values[card] = (value, chosen)
                self.valued += 1
            if known[0] > best_value:
                best_value = known[0]
                best = (card, known[1])
        if best is None:
            raise ValueError("the seat to move has no cards to play")
        return best


class ModelSearchBot:
    """The hard level. With 3 or 4 players its plays are Monte Carlo over sampled deals against modelled
    players.

    Random play of three others says little about one play: against three normal bots a tree search over
    every play won 38 % of 100 games at 433 ms a move, one between the normal level's two best plays 36.0 %
    of 1,000, and this search 57.9 % of the same 1,000 (median move 172 ms). Each sampled deal
    (:func:`determinize`) is played out after each of the normal level's best :data:`HARD_WIDTH` plays: for
    :data:`HARD_MODEL_PLIES` plays everyone plays as the normal level would with the sampled hands
    (:class:`NormalModel`), then :func:`rollout` finishes the game. Every weighed play meets the same deals
    and the same random numbers (common random numbers), so the comparison measures the play, not the luck
    of the draw. The most rewarded play wins; ties go to the normal level's order. Two-player games and
    set-asides go to the tree search ``tree``.
    """

    def __init__(self, tree: Bot[PlayerView, Action], samples: int = HARD_SAMPLES,
                 plies: int = HARD_MODEL_PLIES, work: int = HARD_MODEL_WORK,
                 min_samples: int = HARD_MIN_SAMPLES, level: str = "hard") -> None:
        if samples < 1:
            raise ValueError(f"the search needs at least 1 sample, not {samples}")
        self.tree = tree
        self.samples = samples
        self.plies = plies
        self.work = work
        self.min_samples = min(min_samples, samples)
        self.level = level
        self.last_values: dict[Action, float] = {}
        self.last_samples = 0

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        legal = list(view.legal)
        if not legal:
            raise ValueError("the bot was asked to move, but the view has no legal actions")
        if view.players <= 2 or isinstance(legal[0], SetAside):
            return self.tree.choose(view, rng)
        candidates = _plays(_hard_root(view, legal))  # set-asides went to the tree search
        if len(candidates) == 1:
            self.last_values = {candidates[0]: 0.0}
            self.last_samples = 0
            return candidates[0]
        model = NormalModel(view.players, view.variant)
        me = view.player
        playing = Phase.PLAY
        totals = [0.0] * len(candidates)
        used = 0
        for _ in range(self.samples):
            if used >= self.min_samples and model.valued >= self.work:
                break
            used += 1
            deal = determinize(view, rng)
            seed = rng.getrandbits(64)
            for j, action in enumerate(candidates):
                state = deal.copy()
                state._play(action.card, action.choices, None)
                for _ply in range(self.plies):
                    if state.phase is not playing:
                        break
                    card, choices = model.choose(state)
                    state._play(card, choices, None)
                if state.phase is playing:
                    rollout(state, random.Random(seed))
                totals[j] += reward(state)[me]
        self.last_samples = used
        self.last_values = {a: t / used for a, t in zip(candidates, totals, strict=True)}
        best = max(range(len(candidates)), key=lambda j: (totals[j], -j))
        return candidates[best]


def make_level_bot(level: str, seed: int | None = None, **options: Any) -> Bot[PlayerView, Action]:
    """The Beasty Bar bot of ``level``. ``options`` tune the hard level: ``samples=``, ``plies=``, ``work=``
    and ``min_samples=`` of the 3- and 4-player search, the others (``iterations=``, ...) the tree search."""
    from beastybar_access.bots import ISMCTSBot, RandomBot, check_level

    check_level(level)
    if level == "random":
        return RandomBot()
    if level == "easy":
        return GreedyBot("easy", noise=0.6, blunder=0.25)
    if level == "normal":
        return LookaheadBot("normal")
    search = {key: options.pop(key) for key in ("samples", "plies", "work", "min_samples") if key in options}
    kwargs: dict[str, Any] = {"iterations": hard_budget, "rollout": rollout, "reward": reward,
                              "root_actions": _hard_root, "step": _tree_step, "level": "hard"}
    kwargs.update(options)
    return ModelSearchBot(ISMCTSBot(determinize, **kwargs), **search)


__all__ = [
    "GreedyBot",
    "InconsistentViewError",
    "LookaheadBot",
    "ModelSearchBot",
    "NormalModel",
    "determinize",
    "make_level_bot",
    "rank_set_asides",
    "reward",
    "rollout",
    "seat_values",
]

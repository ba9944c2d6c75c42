"""Cubirds computer opponents: one evaluation of hands and collections, three levels built on it.

Every bot starts from a :class:`~beastybar_access.games.cubirds.engine.PlayerView` (what its seat may
know) and never from the game's state.

The evaluation (:func:`position_value`): a collection is worth how close it is to winning, in flocks still
needed (7 different species, or 3 birds of each of 2 species, whichever is nearer); a card in hand is worth
its share of the flock it is on its way to, weighted by what that flock would add to the collection (a
species that brings the collection nearer to a win is worth more). A ready small flock is worth a little
less in the hand than in the collection (the round may end and take it away), so a flock is laid unless a
big flock is near.

- ``easy``: the evaluation with noise and sometimes a random move; it ignores what its lays leave for the
  others, always takes two cards and lays every flock at once.
- ``normal``: for each lay, what it takes and what that does for the hand (the flocks it makes), the
  flock it allows right after, the two-card draw when nothing is taken, an emptied hand ending the round
  (the others lose their hands), and what the rows then offer the next players (each holds a species with
  the chance the unseen cards give): the biggest take for itself that leaves the least for the others.
- ``hard``: remembers what the others took into their hands and laid out of them (all public), samples
  their hidden cards consistently with that, and weighs the normal level's best few choices by playing
  each, on the same sampled hands and piles, through everyone's next two turns with a quick greedy policy,
  then valuing every seat (its own with the best lay it would have next). The work is a number of samples
  fixed by the view, never the clock.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any, TypeVar

from beastybar_access.games.cubirds.cards import (
    BIG_FLOCK,
    COUNT,
    HAND_SIZE,
    NUM_SPECIES,
    SMALL_FLOCK,
    WIN_SPECIES,
    WIN_TRIO,
)
from beastybar_access.games.cubirds.engine import (
    NO_DRAW,
    NO_FLOCK,
    TAKE_TWO,
    Action,
    DrawTwo,
    Flock,
    Lay,
    Phase,
    PlayerView,
    Refill,
    State,
    state_from_view,
)
from beastybar_access.games.cubirds.engine import determinize as uniform_determinize
from beastybar_access.games.cubirds.events import (
    Dealt,
    DrewTwo,
    Flocked,
    HandDiscarded,
    Laid,
    Reshuffled,
    Taken,
)
from beastybar_access.games.cubirds.rules import LEFT

if TYPE_CHECKING:
    from beastybar_access.bots import Bot

_SPECIES = range(NUM_SPECIES)
_MAX_HAND = 40
"""Table columns: more cards of one species than this in one hand are valued as this many."""

# -- the evaluation ----------------------------------------------------------------------------------------

W_COLLECTION = 1.0
"""Value of one flock's worth of progress towards a winning collection."""
WIN_BONUS = 6.0
"""Extra value of a collection that wins."""
A_READY = 0.72
"""Share of a flock's value that a ready small flock in hand already has."""
A_BIG = 0.55
"""Share of the big flock's extra bird that the cards on the way from small to big already have."""
A_PART = 0.5
"""Share of a small flock's value that the cards on the way to it have at most ..."""
PART_POWER = 1.6
"""... growing with this power of the fraction collected (the last cards of a flock count most)."""
CARD = 0.015
"""Every card in hand (a little flexibility, and birds at an end by exhaustion)."""
BIRD = 0.04
"""Every bird in the collection (the tie-break of an end by exhaustion)."""
_FLOCKS_FOR = (0.0, 1.0, 1.6, 2.4)
"""Flocks needed to bring one species from 3 - d birds to 3 (a big flock brings two)."""


def goal_distance(collection: Sequence[int]) -> float:
    """Flocks still needed to win: seven species or two trios, whichever is nearer (0: it wins)."""
    return _distance(tuple(collection))


@lru_cache(maxsize=1 << 16)
def _distance(coll: tuple[int, ...]) -> float:
    kinds = 0
    d1 = d2 = 3
    for n in coll:
        if n:
            kinds += 1
        d = WIN_TRIO - n if n < WIN_TRIO else 0
        if d < d1:
            d1, d2 = d, d1
        elif d < d2:
            d2 = d
    seven = float(WIN_SPECIES - kinds) if kinds < WIN_SPECIES else 0.0
    trios = _FLOCKS_FOR[d1] + _FLOCKS_FOR[d2]
    low = min(seven, trios)
    if low <= 0.0:
        return 0.0
    return low - 0.3 / (1.0 + abs(seven - trios))


def collection_value(collection: Sequence[int]) -> float:
    """What a collection is worth: minus its distance to a win, a win's bonus, a little per bird."""
    return _collection_value(tuple(collection))


@lru_cache(maxsize=1 << 16)
def _collection_value(coll: tuple[int, ...]) -> float:
    d = _distance(coll)
    return -W_COLLECTION * d + (WIN_BONUS if d == 0.0 else 0.0) + BIRD * sum(coll)


def _with(coll: tuple[int, ...], species: int, k: int) -> tuple[int, ...]:
    c = list(coll)
    c[species] += k
    return tuple(c)


def _progress(species: int, n: int) -> float:
    """Birds that ``n`` cards of ``species`` in hand are as good as in the collection."""
    small, big = SMALL_FLOCK[species], BIG_FLOCK[species]
    if n < small:
        part: float = (n / small) ** PART_POWER
        return A_PART * part
    if n < big:
        return A_READY * (1.0 + A_BIG * (n - small + 1) / (big - small + 1))
    return 2.0 * A_READY


_Q: tuple[tuple[float, ...], ...] = tuple(
    tuple(_progress(s, n) for n in range(_MAX_HAND + 1)) for s in _SPECIES
)
"""``_Q[s][n]``: :func:`_progress` as a table."""


def position_value(hand: Sequence[int], coll: Sequence[int]) -> float:
    """One seat's position: its collection with its hand's flocks counted as part-collected birds (a ready
    flock as most of its birds, the cards on the way to one as a share growing with their number), valued
    by the distance of that collection to a win. The goals are not added up per species: two flocks
    towards the same two trios count once, as they would in play."""
    kinds = 0.0
    d1 = d2 = 3.0
    q = _Q
    top = _MAX_HAND
    for s in _SPECIES:
        n = hand[s]
        x = coll[s] + q[s][n if n < top else top]
        kinds += 1.0 if x >= 1.0 else x
        d = 3.0 - x if x < 3.0 else 0.0
        if d < d1:
            d1, d2 = d, d1
        elif d < d2:
            d2 = d
    seven = WIN_SPECIES - kinds if kinds < WIN_SPECIES else 0.0
    trios = 0.0
    for d in (d1, d2):
        trios += d if d <= 1.0 else (1.0 + 0.6 * (d - 1.0) if d <= 2.0 else 1.6 + 0.8 * (d - 2.0))
    low = seven if seven < trios else trios
    dist = 0.0 if low <= 0.0 else low - 0.3 / (1.0 + abs(seven - trios))
    return (-W_COLLECTION * dist + BIRD * sum(coll) + CARD * sum(hand)
            + (WIN_BONUS if _distance(tuple(coll)) == 0.0 else 0.0))


@lru_cache(maxsize=1 << 12)
def fresh_hand_value(coll: tuple[int, ...]) -> float:
    """The average worth of 8 new cards to this collection (a fixed sample of deals: always the same)."""
    rng = random.Random(8)
    deck = [s for s in _SPECIES for _ in range(COUNT[s])]
    total = 0.0
    samples = 32
    for _ in range(samples):
        hand = [0] * NUM_SPECIES
        for c in rng.sample(deck, HAND_SIZE):
            hand[c] += 1
        total += position_value(hand, coll)
    return total / samples


def taken_cards(row: Sequence[int], species: int, side: int) -> Sequence[int]:
    """The cards that laying ``species`` at ``side`` of ``row`` would take (the rules' surround)."""
    if species not in row:
        return ()
    if side == LEFT:
        return row[: row.index(species)]
    n = len(row)
    i = n - 1
    while row[i] != species:
        i -= 1
    return row[i + 1 :]


_DECK_WEIGHTS: tuple[float, ...] = tuple(c / sum(COUNT) for c in COUNT)


def draw_gain(hand: list[int], coll: Sequence[int], weights: Sequence[float]) -> float:
    """Expected worth of two cards drawn with chances ``weights`` per species (summing to 1)."""
    base = position_value(hand, coll)
    v = 0.0
    for t in _SPECIES:
        w = weights[t]
        if w:
            hand[t] += 1
            v += w * (position_value(hand, coll) - base)
            hand[t] -= 1
    return 2.0 * v


def flock_gain(hand: Sequence[int], coll: Sequence[int], species: int) -> float:
    """What laying the flock of ``species`` now changes in the seat's value (hand and collection)."""
    n = hand[species]
    after = list(coll)
    after[species] += 2 if n >= BIG_FLOCK[species] else 1
    h = list(hand)
    h[species] = 0
    return position_value(h, after) - position_value(hand, coll)


# -- what a seat may know of the others (for the hard level) ---------------------------------------------


class Memory:
    """What the history tells of each other seat's hand: the cards it took (known to be there until it lays
    or flocks that species), and its unknown cards in groups with the species they cannot be (a seat that
    laid all its owls held no owl among the cards it had then). Also the known part of the discard pile."""

    __slots__ = ("discard_hidden", "discard_known", "groups", "known", "ok")

    def __init__(self, view: PlayerView) -> None:
        n = view.players
        me = view.player
        known = [[0] * NUM_SPECIES for _ in range(n)]
        # [count, excluded species bitmask]; the first deal has no event: 8 unknown cards each
        groups: list[list[list[int]]] = [[[HAND_SIZE, 0]] for _ in range(n)]
        discard_known = [0] * NUM_SPECIES
        discard_hidden = 0
        ok = True
        for d in view.history:
            events = d.events
            if events is None:
                ok = False
                break
            for e in events:
                if isinstance(e, Taken):
                    if e.player != me:
                        k = known[e.player]
                        for c in e.cards:
                            k[c] += 1
                elif isinstance(e, Laid):
                    if e.player != me:
                        self._played(known[e.player], groups[e.player], e.species, e.count)
                elif isinstance(e, Flocked):
                    discard_known[e.species] += e.count - e.kept
                    if e.player != me:
                        self._played(known[e.player], groups[e.player], e.species, e.count)
                elif isinstance(e, DrewTwo):
                    if e.player != me and e.count:
                        groups[e.player].append([e.count, 0])
                elif isinstance(e, Dealt):
                    if e.player != me:
                        known[e.player] = [0] * NUM_SPECIES
                        groups[e.player] = [[e.count, 0]] if e.count else []
                elif isinstance(e, HandDiscarded):
                    if e.cards is not None:
                        for c in e.cards:
                            discard_known[c] += 1
                    else:
                        k = known[e.player]
                        for s in _SPECIES:
                            discard_known[s] += k[s]
                        discard_hidden += e.count - sum(k)
                    known[e.player] = [0] * NUM_SPECIES
                    groups[e.player] = []
                elif isinstance(e, Reshuffled):
                    discard_known = [0] * NUM_SPECIES
                    discard_hidden = 0
        if ok:
            for seat in range(n):
                if seat == me:
                    continue
                if sum(known[seat]) + sum(g[0] for g in groups[seat]) != view.hand_sizes[seat]:
                    ok = False
        self.ok = ok
        self.known = known
        self.groups = groups
        self.discard_known = discard_known
        self.discard_hidden = discard_hidden

    @staticmethod
    def _played(known: list[int], groups: list[list[int]], species: int, count: int) -> None:
        from_unknown = count - known[species]
        known[species] = 0
        for g in groups:  # the oldest unknown cards that could be this species were these
            if from_unknown <= 0:
                break
            if not g[1] >> species & 1:
                k = min(g[0], from_unknown)
                g[0] -= k
                from_unknown -= k
        if from_unknown > 0:  # not consistent: take them from any group
            for g in groups:
                k = min(g[0], from_unknown)
                g[0] -= k
                from_unknown -= k
        bit = 1 << species
        kept = [g for g in groups if g[0] > 0]
        for g in kept:
            g[1] |= bit
        groups[:] = kept


class Sampler:
    """Full states consistent with one view and its :class:`Memory` (for the hard level's search)."""

    def __init__(self, view: PlayerView) -> None:
        self.view = view
        memory = Memory(view)
        self.memory = memory
        pool = view.unseen()
        ok = memory.ok
        if ok:
            for seat, k in enumerate(memory.known):
                if seat != view.player:
                    for s in _SPECIES:
                        pool[s] -= k[s]
            for s in _SPECIES:
                pool[s] -= memory.discard_known[s]
            hidden = sum(g[0] for seat, gs in enumerate(memory.groups) if seat != view.player for g in gs)
            if (min(pool) < 0 or sum(pool) != hidden + view.pile_size + memory.discard_hidden
                    or sum(memory.discard_known) + memory.discard_hidden != view.discard_size):
                ok = False
        self.ok = ok
        self.pool = pool
        lay_side = 0
        for d in reversed(view.history):
            if isinstance(d.action, Lay):
                lay_side = int(d.action.side)
                break
        self.lay_side = lay_side

    def sample(self, rng: random.Random) -> State:
        view = self.view
        if not self.ok:
            return uniform_determinize(view, rng)
        memory = self.memory
        pool = self.pool[:]
        r = rng.random
        hands: list[list[int]] = []
        for seat in range(view.players):
            if seat == view.player:
                hands.append(list(view.hand))
                continue
            hand = memory.known[seat][:]
            # the most constrained groups first
            for count, excluded in sorted(memory.groups[seat], key=lambda g: -bin(g[1]).count("1")):
                for _ in range(count):
                    total = 0
                    for s in _SPECIES:
                        if not excluded >> s & 1:
                            total += pool[s]
                    if total == 0:
                        excluded = 0
                        total = sum(pool)
                    x = int(r() * total)
                    for s in _SPECIES:
                        if excluded >> s & 1:
                            continue
                        x -= pool[s]
                        if x < 0:
                            break
                    pool[s] -= 1
                    hand[s] += 1
            hands.append(hand)
        rest = [s for s in _SPECIES for _ in range(pool[s])]
        rest.sort(key=lambda _: r())
        hidden = memory.discard_hidden
        discard = memory.discard_known[:]
        for c in rest[:hidden]:
            discard[c] += 1
        return state_from_view(view, hands, rest[hidden:], discard, self.lay_side, rng)


_last_sampler: list[Any] = [None, None]


def determinize(view: PlayerView, rng: random.Random) -> State:
    """A full state consistent with ``view``: like the engine's :func:`~engine.determinize`, but the
    others' hands hold the cards they are known to have taken and not laid since, and their other cards
    avoid the species they have laid since drawing them. Falls back to the engine's uniform sampling when
    the history carries no events."""
    if _last_sampler[0] is not view:
        _last_sampler[0] = view
        _last_sampler[1] = Sampler(view)
    sampler: Sampler = _last_sampler[1]
    return sampler.sample(rng)


# -- the normal level --------------------------------------------------------------------------------------

DENY = 0.05
"""Value lost per card the next player is expected to be able to take from the rows left to them."""
DENY_LATER = 0.5
"""The same for the player after the next one, as a share of ``DENY``."""
DENY_SEATS = 2
"""How many of the next players the normal level watches."""
DISCARD_GAIN = 0.03
"""Value to this seat of each card the others lose when this seat ends the round."""
DRAW_MIN = 0.0
PLAIN_LAY = 0.08
"""The quick policy's worth of a lay that takes nothing (the draw of two that follows)."""
WAIT_RISK = 0.05
"""A flock one card short of big waits only while the round's end looks at most this likely ..."""
WAIT_GAIN = 1.2
"""... and the big flock's second bird is worth more than this many times the first."""
"""The two-card draw is taken when its expected worth exceeds this."""


def _has_chances(view: PlayerView) -> list[list[float]]:
    """For each seat, the chance it holds at least one card of each species (unseen cards at random)."""
    unseen = view.unseen()
    total = sum(unseen)
    out = []
    for seat in range(view.players):
        if seat == view.player:
            out.append([1.0 if n else 0.0 for n in view.hand])
            continue
        k = view.hand_sizes[seat]
        row = []
        for s in _SPECIES:
            if total <= 0 or k <= 0:
                row.append(0.0)
            else:
                row.append(1.0 - (1.0 - unseen[s] / total) ** k)
        out.append(row)
    return out


def _row_threat(row: Sequence[int], chances: Sequence[float]) -> float:
    """The most cards a seat holding each species with ``chances`` may expect to take from ``row``."""
    best = 0.0
    n = len(row)
    seen = 0
    for s in _SPECIES:
        p = chances[s]
        if p <= 0.0 or s not in row:
            continue
        seen += 1
        left = row.index(s)
        i = n - 1
        while row[i] != s:
            i -= 1
        right = n - 1 - i
        v = p * (left if left > right else right)
        if v > best:
            best = v
    return best


class Heuristic:
    """The normal level's judgement of each choice, from a view (also easy's, with noise)."""

    def __init__(self, deny: float = DENY, noise: float = 0.0) -> None:
        self.deny = deny
        self.noise = noise

    def lay_scores(self, view: PlayerView, legal: Sequence[Any],
                   rng: random.Random | None = None) -> list[float]:
        me = view.player
        hand = view.hand
        coll = tuple(view.collections[me])
        base = position_value(hand, coll)
        n = view.players
        rows = view.rows
        unseen = view.unseen()
        total = sum(unseen)
        weights = [u / total for u in unseen] if total else list(_DECK_WEIGHTS)
        deny = self.deny
        threats: list[list[float]] = []
        chances: list[list[float]] = []
        order = [(me + k) % n for k in range(1, min(n, 1 + DENY_SEATS))]
        other_rows: list[list[float]] = []
        row_threats: dict[tuple[Any, ...], float] = {}
        if deny:
            all_chances = _has_chances(view)
            chances = [all_chances[o] for o in order]
            threats = [[_row_threat(r, ch) for r in rows] for ch in chances]
            other_rows = [[max(t[j] for j in range(len(rows)) if j != r) for r in range(len(rows))]
                          for t in threats]
        others_cards = sum(view.hand_sizes) - sum(hand)
        can_deal = view.pile_size + view.discard_size + others_cards >= HAND_SIZE * n
        my_birds = sum(coll)
        best_other_birds = max(sum(c) for i, c in enumerate(view.collections) if i != me)
        scores = []
        hand_values: dict[tuple[Any, ...], float] = {}
        """The value of each hand the lays lead to (many lays lead to the same hand)."""
        can_draw = view.pile_size + view.discard_size > 0
        for action in legal:
            s, r, side = action.species, action.row, action.side
            row = rows[r]
            taken = taken_cards(row, s, side)
            laid = [s] * hand[s]
            if taken:
                k = len(taken)
                new_row = laid + list(row[k:]) if side == LEFT else list(row[: len(row) - k]) + laid
            else:
                new_row = laid + list(row) if side == LEFT else list(row) + laid
            key = (s, *sorted(taken))
            value_of_hand = hand_values.get(key)
            if value_of_hand is None:
                h2 = list(hand)
                h2[s] = 0
                for t in taken:
                    h2[t] += 1
                value_of_hand = position_value(h2, coll) - base
                if taken:
                    value_of_hand += self._best_flock(h2, coll)
                elif not any(h2):
                    if can_deal:  # a new round: 8 new cards here, the others lose theirs
                        value_of_hand += (fresh_hand_value(coll) - position_value(h2, coll)
                                          + DISCARD_GAIN * others_cards)
                    elif my_birds != best_other_birds:  # the game ends: most birds wins
                        value_of_hand += 3.0 if my_birds > best_other_birds else -3.0
                else:
                    flock = self._best_flock(h2, coll)
                    draw = draw_gain(h2, coll, weights) if can_draw else 0.0
                    value_of_hand += max(flock, 0.0) + max(draw, 0.0)
                hand_values[key] = value_of_hand
            value = value_of_hand
            if deny:
                single = new_row.count(new_row[0]) == len(new_row)
                row_key = tuple(new_row)
                for k, ch in enumerate(chances):
                    if single:
                        here = 0.0  # it is refilled with cards not known yet
                    else:
                        cached = row_threats.get((k, row_key))
                        if cached is None:
                            cached = row_threats[(k, row_key)] = _row_threat(new_row, ch)
                        here = cached
                    elsewhere = other_rows[k][r]
                    worst = here if here > elsewhere else elsewhere
                    value -= deny * worst * (1.0 if k == 0 else DENY_LATER)
            if self.noise and rng is not None:
                value += rng.gauss(0.0, self.noise)
            scores.append(value)
        return scores

    @staticmethod
    def _best_flock(hand: Sequence[int], coll: tuple[int, ...]) -> float:
        best = 0.0
        for s in _SPECIES:
            if hand[s] >= SMALL_FLOCK[s]:
                g = flock_gain(hand, coll, s)
                if g > best:
                    best = g
        return best

    def flock_choice(self, view: PlayerView, legal: Sequence[Action],
                     rng: random.Random | None = None) -> Flock:
        """Lay the flock that brings the collection nearest to a win; wait only when one card short of a
        big flock whose second bird matters, that card may come, and the round looks safe."""
        me = view.player
        hand = view.hand
        coll = tuple(view.collections[me])
        base = _collection_value(coll)
        risk = _round_end_risk(view)
        unseen = view.unseen()
        best = NO_FLOCK
        best_value = -1e9
        for action in legal:
            if not isinstance(action, Flock) or action.species is None:
                continue
            s = action.species
            n = hand[s]
            keep = 2 if n >= BIG_FLOCK[s] else 1
            g = _collection_value(_with(coll, s, keep)) - base
            if self.noise and rng is not None:
                g += rng.gauss(0.0, self.noise)
            if g > best_value:
                best_value = g
                best = action
        if best.species is None:  # no flock to lay (NO_FLOCK)
            return best
        s = best.species
        n = hand[s]
        if _distance(_with(coll, s, 2 if n >= BIG_FLOCK[s] else 1)) == 0.0:
            return best  # it wins
        coming = unseen[s] + sum(r.count(s) for r in view.rows)
        if n == BIG_FLOCK[s] - 1 and risk <= WAIT_RISK and coming >= 2:
            g1 = _collection_value(_with(coll, s, 1)) - base
            g2 = _collection_value(_with(coll, s, 2)) - base
            if g2 - g1 > WAIT_GAIN * g1 and sum(hand) > n:
                return NO_FLOCK
        return best

    def draw_choice(self, view: PlayerView) -> DrawTwo:
        me = view.player
        coll = tuple(view.collections[me])
        unseen = view.unseen()
        total = sum(unseen)
        weights = [u / total for u in unseen] if total else list(_DECK_WEIGHTS)
        return TAKE_TWO if draw_gain(list(view.hand), coll, weights) > DRAW_MIN else NO_DRAW


def _round_end_risk(view: PlayerView) -> float:
    """Rough chance that the round ends before this seat's next turn (a seat with few cards may go out)."""
    risk = 0.0
    for seat, k in enumerate(view.hand_sizes):
        if seat != view.player:
            r = 0.45 if k <= 1 else 0.25 if k <= 3 else 0.08 if k <= 5 else 0.02
            risk = max(risk, r)
    if view.pile_size < 8:
        risk = max(risk, 0.2)
    return risk


A = TypeVar("A")
"""An action, whatever its kind."""


def _pick(legal: Sequence[A], scores: Sequence[float]) -> A:
    best = 0
    for i, v in enumerate(scores):
        if v > scores[best]:
            best = i
    return legal[best]


class HeuristicBot:
    """The normal level (and, with ``noise``, ``blunder`` and no look at the others, the easy level)."""

    def __init__(self, level: str = "normal", deny: float = DENY, noise: float = 0.0,
                 blunder: float = 0.0) -> None:
        self.level = level
        self.heuristic = Heuristic(deny=deny, noise=noise)
        self.blunder = blunder
        self.eager = noise > 0.0
        """The easy level lays every flock and takes every draw, as a beginner does."""

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        legal = view.legal
        if not legal:
            raise ValueError("the bot was asked to move, but the view has no legal actions")
        if len(legal) == 1:
            return legal[0]
        if self.blunder and rng.random() < self.blunder:
            return legal[int(rng.random() * len(legal))]
        first = legal[0]
        if isinstance(first, Lay):
            return _pick(legal, self.heuristic.lay_scores(view, legal, rng))
        if isinstance(first, Refill):
            # a refill card goes next to a row of one species: either end gives mirror images
            return legal[0]
        if isinstance(first, DrawTwo):
            return TAKE_TWO if self.eager else self.heuristic.draw_choice(view)
        if isinstance(first, Flock):
            if self.eager:
                noise = self.heuristic.noise
                ready = [a.species for a in legal if isinstance(a, Flock) and a.species is not None]
                coll = view.collections[view.player]
                best = max(ready, key=lambda sp: flock_gain(view.hand, coll, sp) + rng.gauss(0.0, noise))
                return next(a for a in legal if isinstance(a, Flock) and a.species == best)
            return self.heuristic.flock_choice(view, legal, rng)
        return legal[0]


# -- the hard level ----------------------------------------------------------------------------------------


def _greedy_lay(state: State) -> None:
    """A quick lay for the seat to move in a full state: the most worth taken for the least given up."""
    _value, (s, r, side) = best_lay(state, state.current)
    state._lay(s, r, side, None)


def best_lay(state: State, p: int) -> tuple[float, tuple[int, int, int]]:
    """The quick policy's lay for seat ``p`` in a full state, and the seat's value after it."""
    hand = state.hands[p]
    coll = state.collections[p]
    rows = state.rows
    best_value = -1e9
    best = (0, 0, 0)
    h = hand[:]
    for s in _SPECIES:
        n = hand[s]
        if not n:
            continue
        h[s] = 0
        plain = position_value(h, coll) + PLAIN_LAY
        for r in range(4):
            row = rows[r]
            if s in row:
                for side in (0, 1):
                    taken = taken_cards(row, s, side)
                    if taken:
                        for t in taken:
                            h[t] += 1
                        v = position_value(h, coll)
                        for t in taken:
                            h[t] -= 1
                    else:
                        v = plain
                    if v > best_value:
                        best_value = v
                        best = (s, r, side)
            elif plain > best_value:
                best_value = plain
                best = (s, r, 0)
        h[s] = n
    return best_value, best


def _greedy_flock(state: State) -> None:
    """Lay the flock that brings the collection nearest to a win (always one, if one is ready)."""
    p = state.current
    hand = state.hands[p]
    coll = tuple(state.collections[p])
    base = _collection_value(coll)
    best = -1
    best_value = -1e9
    for s in _SPECIES:
        n = hand[s]
        if n >= SMALL_FLOCK[s]:
            g = _collection_value(_with(coll, s, 2 if n >= BIG_FLOCK[s] else 1)) - base
            if g > best_value:
                best_value = g
                best = s
    state._flock(best if best >= 0 else None, None)


def policy_step(state: State) -> None:
    """One decision of the quick greedy policy of the hard level's playouts (for any seat)."""
    phase = state.phase
    if phase is Phase.LAY:
        _greedy_lay(state)
    elif phase is Phase.REFILL:
        state._refill(0, None)
    elif phase is Phase.DRAW:
        state._draw_two(True, None)
    elif phase is Phase.FLOCK:
        _greedy_flock(state)


def leaf_values(state: State) -> list[float]:
    """Every seat's value of a (sampled) state: a won game, or its collection and hand."""
    n = state.config.players
    if state.phase is Phase.OVER:
        won = state.won
        return [20.0 / len(won) if i in won else -20.0 / max(1, n - 1) for i in range(n)]
    return [position_value(state.hands[i], state.collections[i]) for i in range(n)]


HARD_SAMPLES = 32
"""Sampled worlds per decision of the hard level (each choice is played in every one of them)."""
HARD_PLAYOUTS = 384
"""At most this many playouts per decision: with many candidates, fewer samples."""
HARD_CANDIDATES = 12
"""The hard level weighs this many of the normal level's best lays."""
HARD_HORIZON = 2
"""A playout stops when this seat is about to lay for the ``HARD_HORIZON``-th time after the choice."""


class SearchBot:
    """The hard level: determinized flat Monte Carlo over the normal level's best choices.

    Each of ``samples`` worlds is drawn by :func:`determinize` (the others' hands as far as the history
    tells them, the rest at random); every candidate is played in every world (the same hands and piles
    for each, so their differences are not luck), then everyone plays the quick greedy policy until this
    seat is about to lay for the ``horizon``-th time; there every seat's :func:`position_value` is taken
    (with ``lookahead``, this seat's after the best lay it then has), and this seat's margin over the best
    other seat is averaged over the worlds. The most valuable candidate is played (ties: the normal level's
    order). A refill's end is not searched: either end gives mirror images of the same row.
    """

    def __init__(self, level: str = "hard", samples: int = HARD_SAMPLES, playouts: int = HARD_PLAYOUTS,
                 candidates: int = HARD_CANDIDATES, horizon: int = HARD_HORIZON,
                 lookahead: bool = True) -> None:
        self.level = level
        self.lookahead = lookahead
        self.horizon = horizon
        self.samples = samples
        self.playouts = playouts
        self.candidates = candidates
        self.normal = HeuristicBot("normal")
        self.last_values: dict[Action, float] = {}

    def budget(self, view: PlayerView, candidates: int) -> int:
        """Samples for this decision: a function of the view only (with more players each playout is
        longer, so there are fewer)."""
        n = min(self.samples, self.playouts // max(1, candidates))
        if view.players > 2:
            n = n * 3 // (view.players + 1)
        return max(4, n)

    def choose(self, view: PlayerView, rng: random.Random) -> Any:
        legal = view.legal
        if not legal:
            raise ValueError("the bot was asked to move, but the view has no legal actions")
        if len(legal) == 1:
            return legal[0]
        first = legal[0]
        if isinstance(first, Refill):
            return legal[0]
        if isinstance(first, Lay):
            scores = self.normal.heuristic.lay_scores(view, legal)
            ranked = sorted(range(len(legal)), key=lambda i: -scores[i])
            cands = [legal[i] for i in ranked[: self.candidates]]
        else:
            cands = list(legal)
        samples = self.budget(view, len(cands))
        me = view.player
        horizon = self.horizon
        lookahead = self.lookahead
        totals = [0.0] * len(cands)
        for _ in range(samples):
            world = determinize(view, rng)
            for i, action in enumerate(cands):
                s = world.copy()
                s.apply(action, record=False)
                plays = s.plays
                left = horizon
                while s.phase is not Phase.OVER:
                    if s.phase is Phase.LAY and s.current == me and s.plays > plays:
                        left -= 1
                        if not left:
                            break
                        plays = s.plays
                    policy_step(s)
                vals = leaf_values(s)
                if lookahead and s.phase is Phase.LAY and s.current == me:
                    vals[me] = best_lay(s, me)[0]
                mine = vals[me]
                others = max(v for j, v in enumerate(vals) if j != me)
                totals[i] += mine - others
        self.last_values = {a: t / samples for a, t in zip(cands, totals, strict=True)}
        best = 0
        for i, t in enumerate(totals):
            if t > totals[best] + 1e-9:
                best = i
        return cands[best]


# -- making bots -------------------------------------------------------------------------------------------

EASY_NOISE = 0.25
EASY_BLUNDER = 0.15


def make_level_bot(level: str, seed: int | None = None, **options: Any) -> Bot[PlayerView, Action]:
    """The Cubirds bot of ``level``; ``options`` tune the hard search (``samples=``, ``playouts=``,
    ``candidates=``, ``horizon=``, ``lookahead=``; the generic ``iterations=`` is taken as ``playouts=``)."""
    from beastybar_access.bots import RandomBot, check_level

    check_level(level)
    if level == "random":
        return RandomBot()
    if level == "easy":
        return HeuristicBot("easy", deny=0.0, noise=EASY_NOISE, blunder=EASY_BLUNDER)
    if level == "normal":
        return HeuristicBot("normal")
    if "iterations" in options:
        options["playouts"] = options.pop("iterations")
    return SearchBot("hard", **options)


__all__ = [
    "Heuristic",
    "HeuristicBot",
    "Memory",
    "Sampler",
    "SearchBot",
    "collection_value",
    "determinize",
    "goal_distance",
    "leaf_values",
    "make_level_bot",
    "policy_step",
    "position_value",
    "taken_cards",
]


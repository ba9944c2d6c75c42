"""4 Monkeys computer opponents for real-time play, paced for people who play by ear.

**The contract.** :func:`make_monkey_bot` builds a :class:`MonkeyBot`; its :meth:`MonkeyBot.next_move`
takes the seat's :class:`~beastybar_access.games.monkeys.engine.PlayerView` (and never the state) and
answers with a :class:`Planned`: the action the bot wants to do and the game time ``at`` (ms on the round's
clock, never before ``view.clock``) when it will do it, the action already stamped with that ``at``. None
means nothing to do until the state changes. The caller (the console, or :func:`play_bots` here) asks
again whenever anything happened in the game, and before doing a planned action checks that it is still
legal (``state.is_legal``), asking again if not. :func:`schedule` picks the next plan over all seats.

**Stable plans.** A bot is asked again after every seat's action, so its plans must not jitter: asked
twice about the same situation it answers the same, and its thinking is not started over because someone
else acted. So the bot's chance does not come from a generator that moves on with each call but from
``seed`` and the view, hashed: the seat, the deal, how many actions the bot has done, and what a decision
is about. The ``rng`` argument is taken for the protocol's sake and is not consumed. Given the view (and
the bot's seed) the plan is fully determined.

**Speeds** (:data:`SPEEDS`, game milliseconds; every figure is drawn uniformly from its range, once per
action):

==========  ===========  ==========  ==========  ===========
speed       think        follow-up   reaction    next round
==========  ===========  ==========  ==========  ===========
slow        8–15 s       2–3.5 s     2–3.5 s     25–35 s
normal      4–8 s        1–2 s       1–2 s       15–20 s
fast        2–4 s        0.6–1 s     0.5–1 s     8–12 s
==========  ===========  ==========  ==========  ===========

*Think*: from the bot's own last action (or the start of the deal) to its next one. *Follow-up*: passing a
banana peel right after its own take, and "Stop!" once it owns every combo. *Reaction*: after another seat's
action the bot waits at least this long (never more than one extra think in all), so two seats never speak
in the same instant. *Next round*: :class:`StartRound` this long after the round ended (the scoring is
narrated step by step meanwhile; the console may well leave the start to the human).

**Skills** (:data:`SKILLS`):

- ``easy`` overlooks a tile it could take a third of the time, takes a random one of those it sees, now
  and then lays a spare card (a wrong combo without meaning it) or takes a kind it already owns, uses its
  draws without thought, bluffs at random when stuck, and now and then calls a false "Stop!" when it owns
  eight or nine kinds (10 points off, and the round is dealt again for everyone).
- ``normal`` sees nearly every take, chooses the most valuable one that keeps the most of the hand useful
  for the rest of the offer, reveals, uses the refill tile (three more cards, or a new hand when it holds
  eight or more) and flips when stuck while there is time to use the cards, passes banana peels to the
  strongest rival, and bluffs now and then when it is stuck and behind the leader (so it would not be
  checked).
- ``hard`` plays for the scoring: every kind once (never a duplicate), the most valuable tiles first,
  each take weighed by how far the cards it keeps go towards every kind it still lacks (on offer or not,
  :func:`progress`), and bluffs by the numbers, only near the round's end
  (the last 40 s of the timer, or when someone is expected to own every kind within four of its thinks):
  the chance that it ends as the smartest monkey (checked) is estimated from everyone's tile values
  projected at their pace to that end, the others' tiles whose card counts give them away as bluffs left
  out; it bluffs when that chance is at most 20 % and the expected gain (counting its earlier bluffs,
  which a check would find too) at least a point, with a plausible number of its least useful cards. It
  flips its bluffed tiles first (a flip costs nothing on a tile that will be set aside) and passes banana
  peels to the strongest rival.
- ``random`` (for tests): a random legal action (never a false "Stop!"), a random bluff now and then.

>>> from beastybar_access.games.monkeys.engine import new_game, StartRound
>>> state = new_game(2, seed=5)
>>> _ = state.apply(StartRound(0, 0))
>>> bot = make_monkey_bot("normal", "fast", seed=1)
>>> plan = bot.next_move(state.view(1), random.Random(0))
>>> plan.at >= state.clock and plan.action.player == 1 and plan.action.at == plan.at
True
>>> state.is_legal(plan.action)
True
"""

from __future__ import annotations

import hashlib
import math
import random
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache
from itertools import combinations_with_replacement

from beastybar_access.games.core import own
from beastybar_access.games.monkeys.cards import NUM_FACES, NUM_SHAPES, face_of
from beastybar_access.games.monkeys.engine import (
    Action,
    Flip,
    GiveBanana,
    Phase,
    PlayerView,
    Reveal,
    StartRound,
    State,
    Stop,
    Take,
    UseRefill,
    Variant,
    new_game,
)
from beastybar_access.games.monkeys.events import RefillMode
from beastybar_access.games.monkeys.rules import (
    FAMILY_SET_ASIDE_PENALTY,
    SET_ASIDE_PENALTY,
    STOP_KINDS,
)
from beastybar_access.games.monkeys.tiles import (
    COMBOS,
    NUM_COMBOS,
    VALUE,
    Condition,
    Tally,
    is_correct,
    meets,
    tally,
)

MONKEY_LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
"""The levels offered to players, weakest first."""
MONKEY_BOT_LEVELS: tuple[str, ...] = ("random", *MONKEY_LEVELS)
"""Every level :func:`make_monkey_bot` accepts (``random`` for tests)."""
MONKEY_SPEEDS: tuple[str, ...] = ("slow", "normal", "fast")
"""How long the bots think before each action, most relaxed first."""


@dataclass(frozen=True, slots=True)
class Speed:
    """Delays in game milliseconds, each a (lowest, highest) range drawn uniformly (see the module doc)."""

    think: tuple[int, int]
    follow_up: tuple[int, int]
    reaction: tuple[int, int]
    start: tuple[int, int]


SPEEDS: dict[str, Speed] = {
    "slow": Speed(think=(8_000, 15_000), follow_up=(2_000, 3_500), reaction=(2_000, 3_500),
                  start=(25_000, 35_000)),
    "normal": Speed(think=(4_000, 8_000), follow_up=(1_000, 2_000), reaction=(1_000, 2_000),
                    start=(15_000, 20_000)),
    "fast": Speed(think=(2_000, 4_000), follow_up=(600, 1_000), reaction=(500, 1_000),
                  start=(8_000, 12_000)),
}


@dataclass(frozen=True, slots=True)
class Skill:
    """What a level does (see the module doc)."""

    miss: float
    """Chance to overlook a take it could make, per tile kind and action."""
    spare: float
    """Chance to lay one card too many (a wrong combo without meaning it)."""
    duplicate: float
    """Chance to take a kind it already owns, when that is the only take it sees."""
    false_stop: float
    """Chance, each time it owns one more kind from :data:`FALSE_STOP_KINDS` on, to call a false "Stop!"
    (at its next action)."""
    bluff: str
    """``random`` (when stuck, at a chance), ``behind`` (when stuck and behind the leader, at a chance) or
    ``calculated`` (by the expected gain)."""
    bluff_chance: float
    weigh_takes: bool
    """Choose the best take (else a random one), refill and flip with thought, pass banana peels to the
    strongest rival."""
    plan: bool
    """Weigh takes by the progress of the cards kept towards every kind lacking, flip own bluffed tiles
    first, bluff by the numbers."""


SKILLS: dict[str, Skill] = {
    "easy": Skill(miss=0.33, spare=0.08, duplicate=0.1, false_stop=0.07, bluff="random", bluff_chance=0.2,
                  weigh_takes=False, plan=False),
    "normal": Skill(miss=0.05, spare=0.0, duplicate=0.0, false_stop=0.0, bluff="behind", bluff_chance=0.35,
                    weigh_takes=True, plan=False),
    "hard": Skill(miss=0.0, spare=0.0, duplicate=0.0, false_stop=0.0, bluff="calculated", bluff_chance=1.0,
                  weigh_takes=True, plan=True),
}

FALSE_STOP_KINDS = 8
"""An easy bot may call a false "Stop!" from this many kinds (a chance each time it owns one more)."""
LATE_MS = 40_000
"""The last part of a timed round, in which the bots think about bluffing (plans are made for it ahead)."""
LATE_THINKS = 4
"""A hard bot also bluffs when the round is expected to end (someone owning every kind) within this many
of its longest thinks."""
MIN_GAP_MS = 300
"""An action comes at least this long after another seat's."""
BLUFF_MIN_GAIN = 1.0
"""A hard bot bluffs only for at least this expected gain (points of the round)..."""
BLUFF_MAX_CHECK = 0.2
"""... and only when the chance that it ends as the smartest monkey is at most this."""
CHECK_SPREAD = 0.5
"""How uncertain the smartest monkey still is: the logistic's scale grows by this per point the seats
are expected to gain before the round ends."""
REFILL_NEW_AT = 8
"""Stuck with this many cards or more, a new hand of five; with fewer, three more (normal and hard)."""
ON_OFFER_WEIGHT = 1.0
"""A take is worth its tile's points, plus this much of the points of each other wanted tile on offer that
the rest of the hand still meets (hard: times the square of the rest's :func:`progress` towards it)..."""
OFF_OFFER_WEIGHT = 0.5
"""... and (hard) this much of each kind it lacks that is not on offer yet."""


class UnknownMonkeyLevelError(ValueError):
    """A level or speed that does not exist."""


@dataclass(frozen=True)
class Planned:
    """An action a bot will do at game time ``at`` (the action is stamped with the same ``at``)."""

    at: int
    action: Action


def make_monkey_bot(level: str, speed: str, seed: int | None = None) -> MonkeyBot:
    """A bot of ``level`` (:data:`MONKEY_BOT_LEVELS`) thinking at ``speed`` (:data:`MONKEY_SPEEDS`). ``seed``
    varies its chance (None: 0); the same seed, seat and views give the same plans."""
    if level not in MONKEY_BOT_LEVELS:
        raise UnknownMonkeyLevelError(
            f"unknown bot level {level!r}; choose one of {', '.join(MONKEY_BOT_LEVELS)}")
    if speed not in MONKEY_SPEEDS:
        raise UnknownMonkeyLevelError(
            f"unknown bot speed {speed!r}; choose one of {', '.join(MONKEY_SPEEDS)}")
    return MonkeyBot(level, speed, 0 if seed is None else seed)


# -- what the view tells -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Context:
    """What the bot reads from the view's history, once per call."""

    deal: int
    """Deals so far (StartRound entries)."""
    own_actions: int
    """The bot's own actions in the whole game (its decisions are numbered by it)."""
    anchor: int
    """When the bot last acted in this deal (0: not yet)."""
    last_other: int | None
    """When another seat last acted in this deal."""
    ended_at: int
    """READY: when the last deal ended (0 before the first)."""


def _context(view: PlayerView) -> _Context:
    me = view.player
    deal = own = anchor = 0
    last_other: int | None = None
    last_stop: int | None = None
    for e in view.history:
        if e.player < 0:
            continue
        action = e.action
        if isinstance(action, StartRound):
            deal += 1
            anchor, last_other, last_stop = 0, None, None
            if e.player == me:
                own += 1
            continue
        last_stop = e.at if isinstance(action, Stop) else None
        if e.player == me:
            own += 1
            anchor = e.at
        else:
            last_other = e.at
    ended = last_stop if last_stop is not None else view.round_ms if deal else 0
    return _Context(deal, own, anchor, last_other, min(ended, view.clock) if deal else 0)


def _gain(view: PlayerView, combo: int) -> float:
    """What a kept green tile of ``combo`` adds to the round's score."""
    return 1.0 if view.variant.family else float(VALUE[combo][0])


def _penalty(view: PlayerView) -> float:
    return float(FAMILY_SET_ASIDE_PENALTY if view.variant.family else SET_ASIDE_PENALTY)


def _points(view: PlayerView, seat: int, drop: Iterable[int] = ()) -> float:
    """The smartest monkey's measure of ``seat`` after step 1 (values; family: tiles), without the tiles
    at the positions ``drop``."""
    tiles = view.tiles[seat]
    counts = Counter(t.combo for t in tiles)
    dropped = set(drop)
    kept = [t for i, t in enumerate(tiles) if counts[t.combo] == 1 and i not in dropped]
    if view.variant.family:
        return float(len(kept))
    return float(sum(t.value for t in kept))


@cache
def min_cards(combo: int) -> int:
    """The fewest cards that can meet ``combo``'s need (a take with fewer is a sure bluff)."""
    most = max_cards(combo)
    for k in range(1, most):
        if any(meets(combo, faces) for faces in combinations_with_replacement(range(NUM_FACES), k)):
            return k
    return most


@cache
def max_cards(combo: int) -> int:
    """The most cards a correct combo of ``combo`` can hold (a take with more is a sure bluff)."""
    return sum(c.bound for c in COMBOS[combo].need)


def sure_bluffs(view: PlayerView, seat: int) -> tuple[int, ...]:
    """Positions of ``seat``'s tiles whose card counts cannot be a correct combo."""
    return tuple(i for i, t in enumerate(view.tiles[seat])
                 if not min_cards(t.combo) <= t.count <= max_cards(t.combo))


def expected_left(view: PlayerView, at: int) -> int:
    """How long the round is expected to last after ``at``: until the timer runs out, or until the seat
    nearest to owning every kind gets there at its pace so far."""
    elapsed = max(at, 10_000)
    left = max(view.round_ms - at, 0)
    for q in range(view.players):
        kinds = view.kinds(q)
        if kinds:
            left = min(left, int((STOP_KINDS - kinds) * elapsed / kinds))
    return left


_MEASURE: dict[str, Callable[[Condition, Tally], int]] = {
    "gold": lambda c, t: t.gold,
    "shape": lambda c, t: t.shape[c.shape],  # type: ignore[index]
    "same_shape": lambda c, t: max(t.shape),
    "shapes": lambda c, t: sum(1 for n in t.shape if n),
    "colour": lambda c, t: t.colour[c.colour],  # type: ignore[index]
    "same_colour": lambda c, t: max(t.colour),
    "colours": lambda c, t: sum(1 for n in t.colour if n),
    "cards": lambda c, t: t.cards,
    "gold_colours": lambda c, t: t.gold_colours,
}


def _condition_progress(c: Condition, t: Tally) -> float:
    if c.kind == "buttons":
        wanted = Counter(colour * NUM_SHAPES + shape for colour, shape in c.buttons)
        return sum(min(t.buttons[b], k) for b, k in wanted.items()) / len(c.buttons)
    measure = _MEASURE.get(c.kind)
    return min(measure(c, t), c.count) / c.count if measure is not None else 0.0


def progress(combo: int, faces: Sequence[int]) -> float:
    """How far the cards (faces) go towards ``combo``'s need, from 0 to 1 (1: met): each condition's share
    of what it counts, the weakest condition deciding."""
    if not faces:
        return 0.0
    t = tally(faces)
    return min(_condition_progress(c, t) for c in COMBOS[combo].need)


def _roll(*parts: object) -> float:
    """A number in [0, 1) fixed by ``parts`` (stable across processes)."""
    digest = hashlib.blake2b(repr(parts).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") / 2**64


# -- the bot -----------------------------------------------------------------------------------------------


class MonkeyBot:
    """A computer player of one level and speed (see the module doc). Holds no game state."""

    def __init__(self, level: str, speed: str, seed: int = 0) -> None:
        self.level = level
        self.speed = speed
        self.seed = seed
        self.delays = SPEEDS[speed]
        self.skill = SKILLS.get(level)

    def __repr__(self) -> str:
        return f"MonkeyBot({self.level!r}, {self.speed!r}, seed={self.seed!r})"

    # -- timing

    def _draw(self, ctx: _Context, me: int, span: tuple[int, int], *what: object) -> int:
        lo, hi = span
        return lo + int((hi - lo) * self._roll(ctx, me, "delay", *what))

    def _roll(self, ctx: _Context, me: int, *what: object) -> float:
        return _roll(self.seed, me, ctx.deal, ctx.own_actions, *what)

    def _when(self, view: PlayerView, ctx: _Context, span: tuple[int, int], what: str) -> int:
        """The time of the next own action, ``span`` after the own last one, and not too close after
        another seat's."""
        me = view.player
        base = ctx.anchor + self._draw(ctx, me, span, what)
        at = base
        if ctx.last_other is not None and ctx.last_other >= ctx.anchor:
            reaction = self._draw(ctx, me, self.delays.reaction, "reaction", ctx.last_other)
            at = max(base, min(ctx.last_other + reaction, base + self.delays.think[0]))
            at = max(at, ctx.last_other + MIN_GAP_MS)
        return max(at, view.clock)

    # -- the contract

    def next_move(self, view: object, rng: random.Random) -> Planned | None:
        """What this bot will do next and when (see the module doc); None: nothing until the state
        changes. Only ``view`` (a :class:`PlayerView`: the table hands every game's view along as an
        object) is read; ``rng`` is not consumed."""
        del rng  # plans are stable: their chance comes from the seed and the view
        view = own(PlayerView, view)
        if view.phase is Phase.OVER:
            return None
        ctx = _context(view)
        me = view.player
        if view.phase is Phase.READY:
            at = max(view.clock, ctx.ended_at + self._draw(ctx, me, self.delays.start, "start"))
            return Planned(at, StartRound(me, at))
        end = view.round_ms
        if view.banana_ready:
            at = self._when(view, ctx, self.delays.follow_up, "follow")
            if at < end:
                return self._plan(at, GiveBanana(me, at, self._banana_target(view, ctx)))
        if view.kinds(me) >= STOP_KINDS:
            at = self._when(view, ctx, self.delays.follow_up, "follow")
            return self._plan(at, Stop(me, at)) if at < end else None
        at = self._when(view, ctx, self.delays.think, "think")
        if at >= end:
            return None
        if self.skill is None:
            action = self._random_action(view, ctx, at)
        else:
            action = self._decide(view, ctx, at, late=False)
            if action is None and at < end - LATE_MS:
                # nothing now: perhaps a bluff in the last part of the round
                late = max(at, end - LATE_MS + self._draw(ctx, me, (0, LATE_MS // 2), "late"))
                if late < end:
                    action = self._decide(view, ctx, late, late=True)
                    at = late
        return self._plan(at, action) if action is not None else None

    @staticmethod
    def _plan(at: int, action: Action) -> Planned:
        return Planned(at, replace(action, at=at))

    # -- decisions

    def _random_action(self, view: PlayerView, ctx: _Context, at: int) -> Action | None:
        me = view.player
        legal = [a for a in view.legal if not isinstance(a, Stop)]
        offered = [s for s, c in enumerate(view.offer) if c is not None]
        if offered and view.hand and self._roll(ctx, me, "bluff") < 0.15:
            s = offered[int(self._roll(ctx, me, "stack") * len(offered))]
            k = 1 + int(self._roll(ctx, me, "count") * min(3, len(view.hand)))
            return Take(me, at, s, tuple(view.hand[:k]))
        if not legal:
            return None
        return legal[int(self._roll(ctx, me, "pick") * len(legal))]

    def _decide(self, view: PlayerView, ctx: _Context, at: int, late: bool) -> Action | None:
        """The action to do at ``at``, in this order: (easy) a false "Stop!"; the best take of a kind not
        owned yet; a reveal when owning every kind on offer; a bluff; the refill tile or a flip when stuck.
        ``late``: only a bluff (thought out ahead for the last part of the round)."""
        skill = self.skill
        assert skill is not None
        me = view.player
        end = view.round_ms
        left = end - at
        owned = {t.combo for t in view.tiles[me]}
        kinds = len(owned)
        if skill.false_stop and kinds >= FALSE_STOP_KINDS and \
                _roll(self.seed, me, ctx.deal, "false-stop", kinds) < skill.false_stop:
            return Stop(me, at)  # once per deal and number of kinds: it "counts" and gets it wrong
        takes = [a for a in view.legal if isinstance(a, Take)]
        seen = [a for a in takes
                if not (skill.miss and self._roll(ctx, me, "miss", view.offer[a.stack]) < skill.miss)]
        honest = [a for a in seen if view.offer[a.stack] not in owned]
        if not honest and skill.duplicate and seen and self._roll(ctx, me, "dup") < skill.duplicate:
            honest = seen
        if honest and not late:
            take = self._best_take(view, ctx, honest, owned) if skill.weigh_takes else \
                honest[int(self._roll(ctx, me, "take") * len(honest))]
            if skill.spare and self._roll(ctx, me, "spare") < skill.spare:
                extra = [c for c in view.hand if c not in take.cards]
                if extra:
                    take = replace(take, cards=(*take.cards, extra[0]))
            return replace(take, at=at)
        if not late and any(isinstance(a, Reveal) for a in view.legal):
            stacks = [s for s, c in enumerate(view.offer) if c is not None]
            s = max(stacks, key=lambda s: (view.stack_sizes[s], -s))
            return Reveal(me, at, s)
        targets = [s for s, c in enumerate(view.offer) if c is not None and c not in owned]
        # a target's kind is listed once (the first stack showing it)
        firsts: dict[int, int] = {}
        for s in targets:
            firsts.setdefault(view.offer[s], s)  # type: ignore[arg-type]
        bluff = self._bluff(view, ctx, at, list(firsts.values()), owned, stuck=not honest) \
            if view.hand and firsts else None
        if bluff is not None:
            return bluff
        if late:
            return None
        return self._draw_more(view, ctx, at, left, list(firsts))

    def _best_take(self, view: PlayerView, ctx: _Context, takes: Sequence[Take], owned: set[int]) -> Take:
        hand = view.hand
        wanted = {c for c in view.offer if c is not None and c not in owned}
        later = set(range(NUM_COMBOS)) - owned - wanted if self.skill and self.skill.plan else set()

        def score(a: Take) -> tuple[float, int, int]:
            combo = view.offer[a.stack]
            assert combo is not None
            rest = [face_of(c) for c in hand if c not in a.cards]
            if self.skill and self.skill.plan:
                future = sum(_gain(view, k) * progress(k, rest) ** 2 for k in wanted if k != combo)
                future_off = sum(_gain(view, k) * progress(k, rest) ** 2 for k in later)
            else:
                future = sum(_gain(view, k) for k in wanted if k != combo and rest and meets(k, rest))
                future_off = sum(_gain(view, k) for k in later if rest and meets(k, rest))
            return (_gain(view, combo) + ON_OFFER_WEIGHT * future + OFF_OFFER_WEIGHT * future_off,
                    -len(a.cards), -a.stack)

        return max(takes, key=score)

    def _useful(self, view: PlayerView, owned: set[int]) -> Counter[int]:
        """How many honest takes of wanted kinds each card of the hand is part of."""
        use: Counter[int] = Counter()
        for a in view.legal:
            if isinstance(a, Take) and view.offer[a.stack] not in owned:
                use.update(a.cards)
        return use

    def _bluff(self, view: PlayerView, ctx: _Context, at: int, stacks: list[int], owned: set[int],
               stuck: bool) -> Take | None:
        skill = self.skill
        assert skill is not None
        me = view.player
        hand = view.hand
        if skill.bluff == "random":
            if not stuck or self._roll(ctx, me, "bluff") >= skill.bluff_chance:
                return None
            s = stacks[int(self._roll(ctx, me, "bluff-stack") * len(stacks))]
            k = 1 + int(self._roll(ctx, me, "bluff-count") * min(3, len(hand)))
            return Take(me, at, s, tuple(hand[:k]))
        use = self._useful(view, owned)
        junk = sorted(hand, key=lambda c: (use[c], hand.index(c)))
        if skill.bluff == "behind":
            if not stuck:
                return None
            mine = _points(view, me)
            best = max(_points(view, q) for q in range(view.players) if q != me)
            s = max(stacks, key=lambda s: (_gain(view, view.offer[s]), -s))  # type: ignore[arg-type]
            if mine + _gain(view, view.offer[s]) >= best:  # type: ignore[arg-type]
                return None
            if self._roll(ctx, me, "bluff") >= skill.bluff_chance:
                return None
            k = 1 + int(self._roll(ctx, me, "bluff-count") * min(2, len(hand)))
            return Take(me, at, s, tuple(junk[:k]))
        # calculated: only near the round's end, when the smartest monkey is nearly settled
        left = view.round_ms - at
        if left > LATE_MS and expected_left(view, at) > LATE_THINKS * self.delays.think[1]:
            return None
        best_s, best_ev = None, BLUFF_MIN_GAIN
        for s in stacks:
            combo = view.offer[s]
            assert combo is not None
            if self.check_chance(view, at, _gain(view, combo)) > BLUFF_MAX_CHECK:
                continue
            ev = self._bluff_value(view, at, combo)
            if ev >= best_ev:
                best_s, best_ev = s, ev
        if best_s is None:
            return None
        combo = view.offer[best_s]
        assert combo is not None
        # a plausible number of cards: what a correct combo of this tile could hold
        k = max(1, min(max(min_cards(combo), min(max_cards(combo), 3)), len(hand)))
        return Take(me, at, best_s, tuple(junk[:k]))

    def check_chance(self, view: PlayerView, at: int, extra: float = 0.0) -> float:
        """How likely this seat ends the round as the smartest monkey (its tiles checked), with ``extra``
        more points: a logistic of its lead over the best other seat, everyone's points projected at their
        pace so far to the expected end of the round (:func:`expected_left`), the others' sure bluffs left
        out."""
        me = view.player
        elapsed = max(at, 10_000)
        horizon = expected_left(view, at)
        to_come = [_points(view, q) * horizon / elapsed for q in range(view.players)]
        scale = (0.7 if view.variant.family else 2.0) + CHECK_SPREAD * max(to_come)

        def projected(q: int, drop: Iterable[int] = ()) -> float:
            return _points(view, q, drop) + to_come[q]

        mine = projected(me) + extra
        others = [projected(q, sure_bluffs(view, q)) for q in range(view.players) if q != me]
        lead = mine - max(others)
        return 1.0 / (1.0 + math.exp(-lead / scale))

    def _bluff_value(self, view: PlayerView, at: int, combo: int) -> float:
        """Expected change of this round's score from bluffing ``combo`` now (its own bluffs already
        taken are counted, since a check would find them too)."""
        v = _gain(view, combo)
        pen = _penalty(view)
        p0 = self.check_chance(view, at)
        p1 = self.check_chance(view, at, v)
        own = [self._tile_gain(view, i) for i in self._own_bluffs(view)]
        ev = (1 - p1) * v - p1 * pen
        ev -= sum((p1 - p0) * (g + pen) for g in own)
        return ev

    def _tile_gain(self, view: PlayerView, i: int) -> float:
        t = view.tiles[view.player][i]
        return 1.0 if view.variant.family else float(t.value)

    def _own_bluffs(self, view: PlayerView) -> list[int]:
        out = []
        for i, t in enumerate(view.tiles[view.player]):
            cards = t.cards or ()
            if not is_correct(t.combo, [face_of(c) for c in cards]):
                out.append(i)
        return out

    def _draw_more(self, view: PlayerView, ctx: _Context, at: int, left: int, wanted: list[int]
                   ) -> Action | None:
        """Stuck: the refill tile, or a flip, if that may still lead somewhere."""
        skill = self.skill
        assert skill is not None
        me = view.player
        if not wanted or not any(view.deck_sizes) or left < self.delays.think[1]:
            return None
        if not view.refill_used[me]:
            if skill.weigh_takes:
                mode = RefillMode.MORE if len(view.hand) < REFILL_NEW_AT else RefillMode.NEW_HAND
            else:
                mode = RefillMode.MORE if self._roll(ctx, me, "refill") < 0.5 else RefillMode.NEW_HAND
            return UseRefill(me, at, mode)
        green = [i for i, t in enumerate(view.tiles[me]) if not t.brown]
        if not green:
            return None
        if skill.weigh_takes:
            if left < 2 * self.delays.think[1]:
                return None  # no time left to use the cards
            # a flip costs a point, but none on a tile that a check will set aside anyway
            bluffs = set(self._own_bluffs(view)) if skill.plan else set()
            green.sort(key=lambda i: (i not in bluffs, view.tiles[me][i].value, i))
        else:
            green.sort(key=lambda i: self._roll(ctx, me, "flip", i))
        return Flip(me, at, green[0])

    def _banana_target(self, view: PlayerView, ctx: _Context) -> int:
        me = view.player
        others = [q for q in range(view.players) if q != me]
        if self.skill is None or not self.skill.weigh_takes:
            return others[int(self._roll(ctx, me, "banana") * len(others))]
        # the strongest rival: game points so far and this round's tile values
        return max(others, key=lambda q: (view.totals[q] + _points(view, q), -q))


# -- scheduling and simulation ------------------------------------------------------------------------------


def schedule(plans: Sequence[Planned | None] | Mapping[int, Planned | None]) -> tuple[int, Planned] | None:
    """The plan to do next over all seats: the earliest ``at``, equal times in seat order; None if no seat
    plans anything. ``plans``: per seat (a sequence indexed by seat, or a mapping seat → plan)."""
    items = plans.items() if isinstance(plans, Mapping) else enumerate(plans)
    best: tuple[int, Planned] | None = None
    for seat, plan in sorted(items, key=lambda kv: kv[0]):
        if plan is not None and (best is None or plan.at < best[1].at):
            best = (seat, plan)
    return best


class BotPlanError(AssertionError):
    """A bot planned an action the state refuses at its time (raised by :func:`play_bots` when strict)."""


def play_bots(levels: Sequence[str | None], seed: int, speeds: Sequence[str] | str = "normal", *,
              variant: Variant | str = Variant.STANDARD, round_ms: int | None = None, strict: bool = True,
              on_plan: Callable[[State, int, Planned], None] | None = None, max_actions: int = 100_000
              ) -> State:
    """Play a whole game between bots the way the console does: one shared game clock; every seat plans
    from its view; the earliest plan is taken (:func:`schedule`), the clock advanced to it, the action
    checked and done, and every seat plans again. With no plan in a round, the clock runs to its end.
    ``strict``: a planned action the state refuses raises :class:`BotPlanError` (else that seat plans
    again). ``on_plan(state, seat, plan)`` is called before each plan is done. A level None is a seat that
    never acts (a person who only listens); at least one seat must be a bot. Bot ``p`` gets a seed made
    from ``seed`` and ``p``."""
    n = len(levels)
    speed_list = [speeds] * n if isinstance(speeds, str) else list(speeds)
    if len(speed_list) != n:
        raise ValueError(f"{n} levels but {len(speed_list)} speeds")
    state = new_game(n, seed=seed, variant=variant, round_ms=round_ms)
    bots = [make_monkey_bot(level, sp, seed=_seat_seed(seed, p)) if level is not None else None
            for p, (level, sp) in enumerate(zip(levels, speed_list, strict=True))]
    if not any(bots):
        raise ValueError("play_bots needs at least one bot")
    rngs = [random.Random(_seat_seed(seed, p)) for p in range(n)]

    def plan_one(p: int) -> Planned | None:
        bot = bots[p]
        return bot.next_move(state.view(p), rngs[p]) if bot is not None else None

    def plan_all() -> list[Planned | None]:
        return [plan_one(p) for p in range(n)]

    plans = plan_all()
    actions = 0
    refused = 0
    while not state.is_over():
        nxt = schedule(plans)
        if nxt is None:
            if state.phase is Phase.PLAY:
                state.advance(max(state.clock, state.round_ms))
                plans = plan_all()
                continue
            raise BotPlanError("no bot plans to start the round")
        seat, plan = nxt
        if plan.at < state.clock:
            raise BotPlanError(f"seat {seat} planned {plan.action!r} before the clock ({state.clock} ms)")
        if state.phase is Phase.PLAY and plan.at >= state.round_ms:
            raise BotPlanError(f"seat {seat} planned {plan.action!r} after the round's end")
        state.advance(plan.at)
        if on_plan is not None:
            on_plan(state, seat, plan)
        if not state.is_legal(plan.action):
            if strict:
                state.check(plan.action)  # says why
            refused += 1
            if refused > 1000:
                raise BotPlanError("bots keep planning refused actions")
            plans[seat] = plan_one(seat)
            continue
        state.apply(plan.action)
        actions += 1
        if actions > max_actions:
            raise BotPlanError(f"the game did not end within {max_actions} actions")
        plans = plan_all()
    return state


def simulate_bots(levels: Sequence[str | None], seed: int, speeds: Sequence[str] | str = "normal", *,
                  variant: Variant | str = Variant.STANDARD, round_ms: int | None = None) -> tuple[int, ...]:
    """The game totals of one bot-vs-bot game (:func:`play_bots`)."""
    return play_bots(levels, seed, speeds, variant=variant, round_ms=round_ms).totals()


def _seat_seed(seed: int, seat: int) -> int:
    return int(_roll("seat", seed, seat) * 2**62)


__all__ = [
    "MONKEY_BOT_LEVELS",
    "MONKEY_LEVELS",
    "MONKEY_SPEEDS",
    "SKILLS",
    "SPEEDS",
    "BotPlanError",
    "MonkeyBot",
    "Planned",
    "Skill",
    "Speed",
    "UnknownMonkeyLevelError",
    "make_monkey_bot",
    "max_cards",
    "min_cards",
    "play_bots",
    "schedule",
    "simulate_bots",
    "sure_bluffs",
]


def make_realtime_bot(level: str, speed: str, seed: int | None = None) -> MonkeyBot:
    """The real-time computer player the online server asks every real-time game's bots module for."""
    return make_monkey_bot(level, speed, seed)

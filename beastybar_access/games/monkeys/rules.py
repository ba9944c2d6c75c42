"""The 4 Monkeys rules kernel: the numbers of the rulebook and the scoring procedure of a round.

The scoring (:func:`score_round`) is the single copy of steps 1–4 of the rulebook's scoring phase, as
``shared/monkeys/COMPONENTS.md`` makes them deterministic; the game state
(:mod:`beastybar_access.games.monkeys.engine`) and ``beastybar resolve --game monkeys``
(:mod:`beastybar_access.games.monkeys.scenario`) both call it.

1. Every combo a player owns twice or more is set aside, all its copies.
2. The smartest monkey: the highest total of tile values (current sides); tie: more brown (flipped) tiles;
   still tied: all of them. (Family variant: the most tiles; tie: fewer brown tiles, then the higher values
   compared from each one's most valuable tile down, then more points so far in the game.)
3. The smartest monkey's tiles not yet checked are checked from the lowest value up (equal values: in the
   order of the combo table). Several smartest monkeys are checked in turn, one tile each, in seat order:
   the next check goes to the first of them after the seat checked last (cyclically) who has a tile left
   to check. A wrong combo is set aside and step 2 is taken again. Scoring goes on until every smartest
   monkey's tiles have all been checked and found correct.
4. Round score: the values of the tiles kept, −2 per tile set aside, −3 per banana peel. (Family: +1 per
   green tile kept, +1 per two brown tiles kept, −1 per tile set aside, +1 for each smartest monkey at the
   end, −3 per banana peel.)

Decisions where the rulebook is silent or loose (the program's): the refill-hand tile never takes part
in scoring (it is worth 0 on both sides, and counting it among the flipped tiles of step 2 would make
the engine and ``resolve``, whose input does not list it, disagree); the family variant's −1 applies to
every tile set aside (duplicates too, as −2 does in the standard game), and its "+1 for the smartest
monkey" goes to every smartest monkey when the checks end.

>>> from beastybar_access.games.monkeys.cards import parse_face
>>> from beastybar_access.games.monkeys.tiles import parse_combo
>>> claire = [TileCards(parse_combo("circles-3"), False, (parse_face("red-circle-triangle"),))]
>>> tom = [TileCards(parse_combo("gold-1"), True, (parse_face("blue-circle-circle"),))]
>>> s = score_round([claire, tom], [1, 0])
>>> [(c.player, c.correct) for c in s.checks], s.smartest, [p.score for p in s.scores]
([(0, False), (1, True)], (1,), [-5, 0])
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from beastybar_access.games.monkeys.tiles import NUM_COMBOS, VALUE, Verdict, check_order, verdict

HAND_SIZE = 5
"""Cards in hand at the start, and the number a take draws back up to."""
FLIP_DRAW = 3
"""Cards drawn for flipping a tile to its brown side."""
REFILL_NEW_HAND = 5
"""The refill-hand tile's first use: discard the hand and draw this many."""
REFILL_MORE = 3
"""The refill-hand tile's second use: draw this many more."""
ROUNDS = 3
ROUND_MS = 4 * 60_000
FAMILY_ROUND_MS = 5 * 60_000
MAX_ROUND_MS = 60 * 60_000
"""The longest round (the command line's --round-minutes and the server's round_seconds allow no more)."""
EXTRA_STACKS = 2
"""Stacks of tiles on offer: two more than players."""
MIN_TILE_SETS = 3
"""Tile sets in play: one per player, but three for two players."""
STOP_KINDS = NUM_COMBOS
"""Different combos a correct "Stop!" needs (the refill tile and banana peels do not count)."""
FALSE_STOP_PENALTY = 10
SET_ASIDE_PENALTY = 2
FAMILY_SET_ASIDE_PENALTY = 1
BANANA_PEEL_VALUE = -3
REFILL_TILE_VALUE = 0
TIMER_MARKS_MS: tuple[int, ...] = (30_000, 10_000)
"""Time left announced besides every whole minute left."""



def tile_sets(players: int) -> int:
    return max(players, MIN_TILE_SETS)


def timer_marks(round_ms: int) -> tuple[int, ...]:
    """Time left (ms) at which the timer is announced, longest first: every whole minute, 30 s and 10 s,
    each only if the round is longer."""
    marks = {m * 60_000 for m in range(1, round_ms // 60_000 + 1)} | set(TIMER_MARKS_MS)
    return tuple(sorted((m for m in marks if m < round_ms), reverse=True))


# -- scoring ----------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TileCards:
    """A tile to be scored: its combo, the side up and the faces of the cards under it."""

    combo: int
    brown: bool
    cards: tuple[int, ...]

    @property
    def value(self) -> int:
        return VALUE[self.combo][self.brown]


@dataclass(frozen=True, slots=True)
class Smartest:
    """Step 2 taken: ``players`` are the smartest monkeys. Per seat, over the tiles still kept: ``points``
    (their values), ``tiles`` and ``brown`` (how many are brown)."""

    players: tuple[int, ...]
    points: tuple[int, ...]
    tiles: tuple[int, ...]
    brown: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Check:
    """Step 3: ``player``'s tile number ``tile`` (its position in the tiles given) was checked."""

    player: int
    tile: int
    combo: int
    value: int
    verdict: Verdict

    @property
    def correct(self) -> bool:
        return self.verdict.correct


@dataclass(frozen=True, slots=True)
class PlayerScore:
    """Step 4 for one seat. ``points``: the values of the tiles kept; ``score``: the round's score."""

    player: int
    points: int
    green: int
    brown: int
    set_aside: int
    banana_peels: int
    bonus: int
    """Family variant: 1 for a smartest monkey."""
    score: int


@dataclass(frozen=True, slots=True)
class Scoring:
    """The whole scoring of a round. ``steps``: every :class:`Smartest` and :class:`Check`, in order."""

    duplicates: tuple[tuple[int, ...], ...]
    """Per seat, the positions of the tiles set aside as duplicates (step 1)."""
    steps: tuple[Smartest | Check, ...]
    wrong: tuple[tuple[int, ...], ...]
    """Per seat, the positions of the tiles found wrong, in checking order."""
    smartest: tuple[int, ...]
    """The smartest monkeys when scoring ended."""
    scores: tuple[PlayerScore, ...]

    @property
    def checks(self) -> tuple[Check, ...]:
        return tuple(s for s in self.steps if isinstance(s, Check))

    def set_aside(self, player: int) -> tuple[int, ...]:
        """Positions of ``player``'s tiles set aside: the duplicates, then the wrong ones."""
        return self.duplicates[player] + self.wrong[player]

    def checked_ok(self, player: int) -> tuple[int, ...]:
        return tuple(c.tile for c in self.checks if c.player == player and c.correct)


def duplicates(tiles: Sequence[TileCards]) -> tuple[int, ...]:
    """Step 1: the positions of every tile whose combo the player owns more than once."""
    counts = Counter(t.combo for t in tiles)
    return tuple(i for i, t in enumerate(tiles) if counts[t.combo] > 1)


def score_round(tiles: Sequence[Sequence[TileCards]], banana_peels: Sequence[int], family: bool = False,
                points_before: Sequence[int] | None = None) -> Scoring:
    """Score one round: ``tiles`` per seat (the refill tile not among them), banana peels per seat, and for
    the family variant's last tie-break each seat's points so far in the game."""
    n = len(tiles)
    before = tuple(points_before) if points_before is not None else (0,) * n
    dup = tuple(duplicates(t) for t in tiles)
    kept = [[i not in dup[p] for i in range(len(tiles[p]))] for p in range(n)]
    checked = [[False] * len(tiles[p]) for p in range(n)]
    wrong: list[list[int]] = [[] for _ in range(n)]
    orders = [check_order([(t.combo, t.brown) for t in ts]) for ts in tiles]
    steps: list[Smartest | Check] = []

    def take_step_2() -> Smartest:
        points, count, brown = [], [], []
        keys: list[tuple[int | tuple[int, ...], ...]]
        for p in range(n):
            ts = [t for t, k in zip(tiles[p], kept[p], strict=True) if k]
            points.append(sum(t.value for t in ts))
            count.append(len(ts))
            brown.append(sum(1 for t in ts if t.brown))
        if family:
            keys = [(count[p], -brown[p],
                     tuple(sorted((t.value for t, k in zip(tiles[p], kept[p], strict=True) if k),
                                  reverse=True)),
                     before[p]) for p in range(n)]
        else:
            keys = [(points[p], brown[p]) for p in range(n)]
        best = max(keys) if keys else None
        s = Smartest(tuple(p for p in range(n) if keys[p] == best), tuple(points), tuple(count), tuple(brown))
        steps.append(s)
        return s

    smartest = take_step_2()
    last = -1
    while True:
        waiting = [p for p in smartest.players
                   if any(k and not c for k, c in zip(kept[p], checked[p], strict=True))]
        if not waiting:
            break
        p = min(waiting, key=lambda q: (q - last - 1) % n)  # the first after the seat checked last
        i = next(i for i in orders[p] if kept[p][i] and not checked[p][i])
        t = tiles[p][i]
        v = verdict(t.combo, t.cards)
        checked[p][i] = True
        steps.append(Check(p, i, t.combo, t.value, v))
        last = p
        if not v.correct:
            kept[p][i] = False
            wrong[p].append(i)
            smartest = take_step_2()

    scores = []
    for p in range(n):
        ts = [t for t, k in zip(tiles[p], kept[p], strict=True) if k]
        green = sum(1 for t in ts if not t.brown)
        brown = len(ts) - green
        aside = len(dup[p]) + len(wrong[p])
        peels = banana_peels[p]
        points = sum(t.value for t in ts)
        bonus = 1 if family and p in smartest.players else 0
        if family:
            score = green + brown // 2 - FAMILY_SET_ASIDE_PENALTY * aside + bonus + BANANA_PEEL_VALUE * peels
        else:
            score = points - SET_ASIDE_PENALTY * aside + BANANA_PEEL_VALUE * peels
        scores.append(PlayerScore(p, points, green, brown, aside, peels, bonus, score))
    return Scoring(dup, tuple(steps), tuple(tuple(w) for w in wrong), smartest.players, tuple(scores))


def game_winners(totals: Sequence[int], last_round: Sequence[int]) -> tuple[int, ...]:
    """The highest total wins; tie: more points in the last round; still tied: shared."""
    best = max(zip(totals, last_round, strict=True))
    return tuple(p for p, key in enumerate(zip(totals, last_round, strict=True)) if key == best)

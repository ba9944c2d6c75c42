"""``beastybar arena``: bots play each other, and a table says how strong each level is.

``--game`` chooses the game (Beasty Bar by default, or Cubirds); each game adds its own averages to the
table and the JSON (Beasty Bar: animals and points in the bar; Cubirds: birds and species collected).
Game ``g`` is deal ``g // N`` (N players) with the levels of ``--seats`` turned ``g % N`` places, so over
each N games every level sits in every seat with the same cards and the same starting player. Every deal and
every bot's random numbers come from ``--seed`` and the game's number, so a run is repeatable, also when
spread over several processes with ``--jobs`` (results are merged by game number).

A shared win counts as a win for each player who shares it. Win rates are per seat (in a 4-player game
25 % is even) with the Wilson 95 % confidence interval. Move times are the bots' thinking time only.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import signal
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TextIO

from beastybar_access.bots import ALL_LEVELS, LEVEL_KEYS, make_bot
from beastybar_access.games import DEFAULT_GAME, entries, game_choices, get_game
from beastybar_access.games.entry import ArenaFigures
from beastybar_access.jsontypes import JSONObject
from beastybar_access.narration import echo

if TYPE_CHECKING:
    from beastybar_access.cli import Subparsers
    from beastybar_access.narration import Localizer

GAME = DEFAULT_GAME
"""The default game."""
Z95 = 1.959963984540054

def arena_games() -> dict[str, ArenaFigures]:
    """The games the arena plays (those whose entry says what to report of them), by name, from the registry
    now (a game added by ``games.register`` too)."""
    return {e.name: e.arena for e in entries() if e.arena is not None}


def register(subparsers: Subparsers, loc: Localizer) -> None:
    """Add the ``arena`` subcommand (help texts from ``locales/*/arena.ftl``)."""
    add_help_option: Callable[[argparse.ArgumentParser, Localizer], None] | None
    try:
        from beastybar_access.cli import add_help_option
    except ImportError:  # the command line module is optional for this command
        add_help_option = None
    p = subparsers.add_parser("arena", help=loc("arena-help"), description=loc("arena-description"),
                              add_help=add_help_option is None)
    if add_help_option is not None:
        add_help_option(p, loc)
    add_arguments(p, loc)
    p.set_defaults(func=run)


def add_arguments(p: argparse.ArgumentParser, loc: Localizer) -> None:
    games = tuple(arena_games())
    p.add_argument("--game", default=argparse.SUPPRESS, choices=games,
                   help=loc("arena-game", games=game_choices(loc, games)))
    p.add_argument("--players", type=int, default=2, metavar="N", help=loc("arena-players"))
    p.add_argument("--games", type=int, default=100, metavar="N", help=loc("arena-games"))
    p.add_argument("--seed", type=int, default=0, metavar="N", help=loc("arena-seed"))
    p.add_argument("--seats", default="hard,normal", metavar=loc("cli-metavar-levels"),
                   help=loc("arena-seats", levels=", ".join(ALL_LEVELS)))
    p.add_argument("--variant", default="standard", choices=("standard", "advanced"),
                   help=loc("arena-variant"))
    p.add_argument("--json", action="store_true", help=loc("arena-json"))
    p.add_argument("--jobs", type=int, default=1, metavar="N", help=loc("arena-jobs"))


# -- playing -----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class GameRecord:
    """One arena game: the level in each seat, who won, each seat's figures (``extras``: one tuple per
    figure of :attr:`ArenaFigures.extras`, one number per seat) and move times (ms)."""

    index: int
    levels: tuple[str, ...]
    winners: tuple[int, ...]
    extras: tuple[tuple[int, ...], ...]
    move_ms: tuple[tuple[float, ...], ...]
    game: str = GAME


def lineup(levels: Sequence[str], players: int, index: int) -> tuple[str, ...]:
    """The level in each seat in game ``index``: ``levels`` turned by ``index % players`` places."""
    r = index % players
    return tuple(levels[(seat + r) % players] for seat in range(players))


def deal_seed(seed: int, index: int, players: int) -> int:
    return random.Random(f"arena-deal:{seed}:{index // players}").getrandbits(63)


def play_game(players: int, seed: int, variant: str, levels: tuple[str, ...], index: int,
              game: str = GAME) -> GameRecord:
    """Play arena game ``index`` to the end; every seat's bot sees only its own view."""
    info = arena_games()[game]
    seats = lineup(levels, players, index)
    state = get_game(game).new_game(players, seed=deal_seed(seed, index, players), variant=variant)
    bots = [make_bot(game, level, seed=random.Random(f"arena-bot:{seed}:{index}:{i}").getrandbits(32))
            for i, level in enumerate(seats)]
    record = info.record
    rngs = [random.Random(f"arena-rng:{seed}:{index}:{i}") for i in range(players)]
    times: list[list[float]] = [[] for _ in range(players)]
    clock = time.perf_counter
    while not state.is_over():
        seat = state.current
        view = state.view(seat)
        start = clock()
        action = bots[seat].choose(view, rngs[seat])
        times[seat].append((clock() - start) * 1000.0)
        state.apply(action, record=record)
    results = info.results(state)
    extras = tuple(tuple(getattr(r, attr) for r in results) for _key, attr, _col in info.extras)
    return GameRecord(index, seats, tuple(state.winners()), extras, tuple(tuple(t) for t in times), game)


def _play_star(job: tuple[int, int, str, tuple[str, ...], int, str]) -> GameRecord:
    return play_game(*job)


def _worker_start() -> None:
    """A worker leaves Ctrl+C to the arena itself, which then ends every worker at once."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def cpu_count() -> int:
    """The processors this process may run on (the most ``--jobs`` can be)."""
    affinity = getattr(os, "sched_getaffinity", None)
    if affinity is not None:
        return max(1, len(affinity(0)))
    return max(1, os.cpu_count() or 1)


def play_games(players: int, games: int, seed: int, variant: str, levels: Sequence[str],
               jobs: int = 1, game: str = GAME) -> list[GameRecord]:
    """All the arena's games, in order of their number (the same for any ``jobs``). With ``jobs`` > 1
    they are spread over that many worker processes (never more than there are games); Ctrl+C (or any
    error) ends every worker at once and is raised here."""
    tasks = [(players, seed, variant, tuple(levels), g, game) for g in range(games)]
    jobs = min(jobs, games)
    if jobs <= 1:
        return [_play_star(t) for t in tasks]
    import multiprocessing  # here: the command line's help does not load it

    pool = multiprocessing.Pool(jobs, initializer=_worker_start)
    try:
        records = list(pool.imap_unordered(_play_star, tasks, chunksize=max(1, min(16, games // (jobs * 8)))))
        pool.close()
    except BaseException:
        pool.terminate()
        raise
    finally:
        pool.join()
    records.sort(key=lambda r: r.index)
    return records


# -- figures -----------------------------------------------------------------------------------------------


def wilson(wins: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval of a proportion ``wins / n``."""
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1.0 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class LevelFigures:
    level: str
    game: str = GAME
    games: int = 0
    """Seat-games played by this level (a level in two seats of one game counts twice)."""
    wins: int = 0
    """Seat-games won, a shared win counting for every sharer."""
    shared: int = 0
    extras: list[int] = field(default_factory=list)
    """Totals of the game's figures (:attr:`ArenaFigures.extras`) over this level's seat-games."""
    times: list[float] = field(default_factory=list)

    def extra_averages(self) -> dict[str, float]:
        keys = [key for key, _attr, _col in arena_games()[self.game].extras]
        totals = self.extras or [0] * len(keys)
        games = self.games
        return {key: round(t / games, 3) if games else 0.0 for key, t in zip(keys, totals, strict=True)}

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def ci95(self) -> tuple[float, float]:
        """The win rate's 95 % interval (Wilson), rounded as reported."""
        lo, hi = wilson(self.wins, self.games)
        return round(lo, 4), round(hi, 4)

    def move_ms(self) -> tuple[float, float, float]:
        """The average, median and longest move in milliseconds, rounded as reported (0 without moves)."""
        import statistics  # here: the command line builds this command's parser at every start

        times = self.times
        if not times:
            return 0.0, 0.0, 0.0
        return round(statistics.fmean(times), 3), round(statistics.median(times), 3), round(max(times), 3)

    def to_json(self) -> JSONObject:
        avg, median, longest = self.move_ms()
        return {
            "games": self.games,
            "wins": self.wins,
            "win_rate": round(self.win_rate, 4),
            "ci95": self.ci95(),
            "shared_wins": self.shared,
            **self.extra_averages(),
            "moves": len(self.times),
            "avg_move_ms": avg,
            "median_move_ms": median,
            "max_move_ms": longest,
        }


def figures(records: Sequence[GameRecord], levels: Sequence[str],
            game: str = GAME) -> dict[str, LevelFigures]:
    out: dict[str, LevelFigures] = {}
    width = len(arena_games()[game].extras)
    for level in levels:
        out.setdefault(level, LevelFigures(level, game, extras=[0] * width))
    for r in records:
        for seat, level in enumerate(r.levels):
            f = out[level]
            f.games += 1
            if seat in r.winners:
                f.wins += 1
                if len(r.winners) > 1:
                    f.shared += 1
            for k, per_seat in enumerate(r.extras):
                f.extras[k] += per_seat[seat]
            f.times.extend(r.move_ms[seat])
    return out


# -- the command -------------------------------------------------------------------------------------------


def parse_seats(text: str, players: int) -> list[str]:
    """``hard,normal`` into one level per seat; fewer levels than seats repeat the last one."""
    levels = [part.strip() for part in text.split(",") if part.strip()]
    if not levels:
        raise ValueError("empty")
    for level in levels:
        if level not in ALL_LEVELS:
            raise ValueError(level)
    if len(levels) > players:
        raise OverflowError(len(levels))
    return levels + [levels[-1]] * (players - len(levels))


def _localizer(args: argparse.Namespace) -> Localizer:
    loc: Localizer | None = getattr(args, "loc", None)
    if loc is None:
        from beastybar_access.narration import Localizer, detect_language

        loc = Localizer.load(detect_language(getattr(args, "lang", None)))
    return loc


def run(args: argparse.Namespace) -> int:
    loc = _localizer(args)
    out: TextIO = getattr(args, "out", None) or sys.stdout
    err: TextIO = getattr(args, "err", None) or sys.stderr
    game = getattr(args, "game", GAME)  # also given before the command: ``beastybar --game cubirds arena``

    def fail(msg_id: str, **kw: object) -> int:
        err.write(loc("arena-error", message=loc(msg_id, **kw)) + "\n")
        return 2

    if game not in arena_games():
        return fail("arena-bad-game", given=echo(game), known=", ".join(arena_games()))
    spec = get_game(game)

    if not spec.min_players <= args.players <= spec.max_players:
        return fail("arena-bad-players", low=spec.min_players, high=spec.max_players,
                    given=echo(args.players))
    if args.games < 1:
        return fail("arena-bad-games", given=echo(args.games))
    if args.jobs < 1:
        return fail("arena-bad-jobs", given=echo(args.jobs))
    if args.jobs > cpu_count():
        return fail("arena-too-many-jobs", given=echo(args.jobs), cpus=cpu_count())
    if args.variant not in spec.variants:
        return fail("arena-bad-variant", given=echo(args.variant), known=", ".join(spec.variants))
    try:
        levels = parse_seats(args.seats, args.players)
    except OverflowError:
        return fail("arena-too-many-seats", given=len(args.seats.split(",")), players=args.players)
    except ValueError as exc:
        return fail("arena-bad-level", given=echo(str(exc)), known=", ".join(ALL_LEVELS))

    records = play_games(args.players, args.games, args.seed, args.variant, levels, args.jobs, game)
    figs = figures(records, levels, game)
    if args.json:
        data = {
            "game": game,
            "players": args.players,
            "games": args.games,
            "seed": args.seed,
            "variant": args.variant,
            "seats": levels,
            "levels": {level: f.to_json() for level, f in figs.items()},
        }
        out.write(json.dumps(data) + "\n")
        return 0
    out.write(render_table(loc, args, levels, figs) + "\n")
    return 0


def render_table(loc: Localizer, args: argparse.Namespace, levels: Sequence[str],
                 figs: dict[str, LevelFigures]) -> str:
    names = [loc(LEVEL_KEYS[level]) for level in levels]
    game = getattr(args, "game", GAME)
    columns = [(key, col) for key, _attr, col in arena_games()[game].extras if col is not None]
    lines = [
        loc("arena-title", game=loc(f"ui-game-{game}"), games=args.games, players=args.players,
            variant=loc(f"arena-variant-{args.variant}"), seed=args.seed),
        loc("arena-lineup", seats=", ".join(names)),
        "",
    ]
    header = [loc("arena-col-level"), loc("arena-col-seats"), loc("arena-col-wins"),
              loc("arena-col-rate"), loc("arena-col-ci"), *(loc(col) for _key, col in columns),
              loc("arena-col-avg-ms"), loc("arena-col-median-ms"), loc("arena-col-max-ms")]
    rows = [header]
    for level, f in figs.items():
        lo, hi = f.ci95()
        extras = f.extra_averages()
        avg, median, longest = f.move_ms()
        rows.append([
            loc(LEVEL_KEYS[level]),
            str(f.games),
            str(f.wins),
            loc("arena-percent", value=100 * round(f.win_rate, 4)),
            f"{loc('arena-percent', value=100 * lo)} – {loc('arena-percent', value=100 * hi)}",
            *(loc("arena-number-2", value=extras[key]) for key, _col in columns),
            loc("arena-number-2", value=avg),
            loc("arena-number-2", value=median),
            loc("arena-number-1", value=longest),
        ])
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    for row in rows:
        cells = [row[0].ljust(widths[0])] + [cell.rjust(widths[i]) for i, cell in enumerate(row) if i]
        lines.append("  ".join(cells).rstrip())
    lines.append("")
    lines.append(loc("arena-note-shared"))
    lines.append(loc("arena-note-seats", players=args.players, even=100 / args.players))
    return "\n".join(lines)


__all__ = [
    "GameRecord",
    "LevelFigures",
    "arena_games",
    "figures",
    "play_game",
    "play_games",
    "register",
    "run",
    "wilson",
]

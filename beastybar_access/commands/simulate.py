"""``beastybar simulate``: play many games with uniformly random legal actions and report speed and results.

It runs the very engine the console and the bots use (``State.play_random`` picks uniformly among all
legal actions, choices included, and applies it through the same rules kernel, only without building
events).

``avg_bar`` is each game's own table statistic averaged over the games (its entry's ``statistic``: for Beasty
Bar the animals that got into the bar, for Cubirds the birds in a collection, averaged over the seats, for
4 Monkeys the points in the game, averaged over the seats).
``plays`` counts turns (in Cubirds a turn is a lay and the decisions after it).
"""

from __future__ import annotations

import argparse
import inspect
import json
import random
import sys
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from beastybar_access.games import DEFAULT_GAME, game_names, get_entry, get_game
from beastybar_access.jsontypes import JSONObject
from beastybar_access.narration import Localizer, echo

if TYPE_CHECKING:
    from beastybar_access.cli import Subparsers


def register(subparsers: Subparsers, loc: Localizer) -> None:
    from beastybar_access.cli import add_help_option

    p = subparsers.add_parser("simulate", help=loc("cli-simulate"), description=loc("cli-simulate"),
                              add_help=False)
    add_help_option(p, loc)
    p.add_argument("--game", choices=game_names(), default=argparse.SUPPRESS,
                   help=loc("cli-game", default=DEFAULT_GAME))
    p.add_argument("--players", type=int, default=2, metavar="N", help=loc("cli-players"))
    p.add_argument("--games", type=int, default=1000, metavar="N", help=loc("cli-games"))
    p.add_argument("--seed", type=int, default=0, metavar="N", help=loc("cli-seed"))
    p.add_argument("--variant", default="standard", metavar=loc("play-metavar-variant"),
                   help=loc("cli-variant"))
    p.add_argument("--json", action="store_true", help=loc("cli-json"))
    p.add_argument("--check", action="store_true", help=loc("cli-check"))
    p.set_defaults(func=run)


def _no_statistic(state: object) -> float:
    """A game without a table statistic of its own."""
    return 0.0


@dataclass
class SimulationResult:
    games: int
    plays: int
    seconds: float
    wins: list[int]
    bar_total: float
    per_game: list[tuple[int, tuple[int, ...]]]
    """(plays, winners) of each game, in order."""
    checked: int | None = None
    """With ``check``: the actions after which every invariant was checked (None: not checked)."""
    problems: list[str] = field(default_factory=list)
    """With ``check``: each broken invariant, with the game's number and deal seed."""

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else float("inf")

    @property
    def avg_bar(self) -> float:
        return self.bar_total / self.games if self.games else 0.0

    def to_json(self) -> JSONObject:
        return {
            "games": self.games,
            "plays": self.plays,
            "seconds": round(self.seconds, 4),
            "games_per_second": round(self.games_per_second, 1),
            "wins": self.wins,
            "avg_bar": round(self.avg_bar, 3),
            **({"checked": self.checked, "problems": self.problems} if self.checked is not None else {}),
        }


def simulate(game: str, players: int, games: int, seed: int, variant: str = "standard",
             check: bool = False) -> SimulationResult:
    """Play ``games`` random games; game i is dealt from a seed drawn from ``Random(seed)``. ``check``:
    every invariant after every action (:mod:`beastybar_access.games.checks`); a game that breaks one is
    recorded in ``problems`` and not counted further."""
    from beastybar_access.games.checks import InvariantError, play_checked

    entry = get_entry(game)
    new_game = entry.spec().new_game
    master = random.Random(seed)
    wins = [0] * players
    plays = 0
    bar_total = 0.0
    statistic = entry.statistic.value if entry.statistic is not None else _no_statistic
    per_game: list[tuple[int, tuple[int, ...]]] = []
    checked = 0
    problems: list[str] = []
    quiet: dict[str, bool] | None = None
    start = time.perf_counter()
    for index in range(games):
        game_seed = master.getrandbits(63)
        state: Any = new_game(players, seed=game_seed, variant=variant)
        if check:
            try:
                checked += play_checked(state, game, master)
            except InvariantError as exc:
                problems.append(f"game {index + 1} (deal seed {game_seed}): {exc}")
                continue
        elif hasattr(state, "playout"):
            if quiet is None:  # a playout that can leave the history out is asked to (only the end is read)
                quiet = {"record": False} if "record" in inspect.signature(state.playout).parameters else {}
            state.playout(master, **quiet)
        else:
            while not state.is_over():
                state.play_random(master)
        won = state.winners()
        for w in won:
            wins[w] += 1
        plays += state.plays
        bar_total += statistic(state)
        per_game.append((state.plays, won))
    seconds = time.perf_counter() - start
    return SimulationResult(games, plays, seconds, wins, bar_total, per_game,
                            checked if check else None, problems)


def run(args: argparse.Namespace) -> int:
    loc: Localizer = args.loc
    # --game may also come before the command (``beastybar --game cubirds simulate``): the subcommand's
    # option is SUPPRESS'd, so neither hides the other
    args.game = getattr(args, "game", DEFAULT_GAME)
    spec = get_game(args.game)
    if not spec.min_players <= args.players <= spec.max_players:
        refusal = loc("cli-bad-players", low=spec.min_players, high=spec.max_players,
                      given=echo(args.players))
        sys.stderr.write(loc("cli-error", message=refusal) + "\n")
        return 2
    if args.variant not in spec.variants:
        refusal = loc("cli-bad-variant", given=echo(args.variant), known=", ".join(spec.variants))
        sys.stderr.write(loc("cli-error", message=refusal) + "\n")
        return 2
    if args.games < 1:
        sys.stderr.write(loc("cli-error", message=loc("cli-bad-games", given=echo(args.games))) + "\n")
        return 2
    result = simulate(args.game, args.players, args.games, args.seed, args.variant, check=args.check)
    failed = 1 if result.problems else 0
    if args.json:
        sys.stdout.write(json.dumps(result.to_json()) + "\n")
        return failed
    lines = [
        loc("sim-games", games=result.games),
        loc("sim-plays", plays=result.plays),
        loc("sim-seconds", seconds=round(result.seconds, 3)),
        loc("sim-speed", speed=f"{result.games_per_second:.0f}"),
        *(loc("sim-wins", seat=i + 1, wins=w) for i, w in enumerate(result.wins)),
    ]
    statistic = get_entry(args.game).statistic
    if statistic is not None:
        lines.append(loc(statistic.message, avg=round(result.avg_bar, 2)))
    if result.checked is not None:
        lines.append(loc("sim-checked", actions=result.checked, games=result.games,
                         problems=len(result.problems)))
        lines += [loc("sim-problem", problem=p) for p in result.problems[:20]]
    sys.stdout.write("\n".join(lines) + "\n")
    return failed

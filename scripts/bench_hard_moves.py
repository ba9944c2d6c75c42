"""The computers' thinking time per decision: processor time of each ``bot.choose`` of the given seats.

    .venv/bin/python scripts/bench_hard_moves.py [--game beastybar] [--players 4]
        [--seats hard,hard,hard,hard] [--games 4] [--seed 1000] [--path CHECKOUT]

Plays ``--games`` whole games (seeds ``--seed`` and on) between the levels of ``--seats`` in this process
and times every decision of the seats that are ``hard`` (all seats if none is) with ``time.process_time``:
the work a decision costs, which other work on a shared machine does not stretch (a server spends the same
on it). Prints the count, mean, median and slowest in milliseconds, with the date, the load and the commit
of the checkout, ready for docs/benchmarks.md. ``--path`` measures another checkout of this project (say an
older commit, or a copy compiled with mypyc), imported from there. Issue 28's target: on Beasty Bar and
Cubirds with 4 players, the hard level's median ≤ 300 ms and its slowest ≤ 1 s.
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent


def say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="beastybar", choices=("beastybar", "cubirds"))
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seats", default="hard,hard,hard,hard", help="a level per seat, comma-separated")
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--path", default=str(HERE), help="the checkout to measure (default: this one)")
    args = parser.parse_args()
    seats = args.seats.split(",")
    if len(seats) != args.players:
        parser.error(f"--seats names {len(seats)} levels for {args.players} players")
    sys.path.insert(0, args.path)
    from beastybar_access.bots import make_bot
    from beastybar_access.games import get_game

    engine = sys.modules[type(get_game(args.game).new_game(args.players, seed=0)).__module__]
    kernel = "compiled" if not str(engine.__file__).endswith(".py") else "pure Python"

    timed = [i for i, level in enumerate(seats) if level == "hard"] or list(range(args.players))
    times: list[float] = []
    for g in range(args.games):
        state = get_game(args.game).new_game(args.players, seed=args.seed + g)
        bots = [make_bot(args.game, level) for level in seats]
        rngs = [random.Random(f"bench:{args.seed + g}:{i}") for i in range(args.players)]
        while not state.is_over():
            seat = state.current
            view = state.view(seat)
            start = time.process_time()
            action = bots[seat].choose(view, rngs[seat])
            spent = time.process_time() - start
            if seat in timed:
                times.append(spent)
            state.apply(action)
    load = " ".join(Path("/proc/loadavg").read_text().split()[:3]) if Path("/proc/loadavg").exists() else "?"
    commit = subprocess.run(["git", "-C", args.path, "rev-parse", "--short", "HEAD"], capture_output=True,
                            text=True, check=False).stdout.strip() or "?"
    ms = [t * 1000 for t in times]
    say(f"# {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, load {load}, commit {commit}, "
        f"Python {sys.version.split()[0]}, {args.path} ({kernel})")
    say(f"{args.game} {args.players}p, seats {args.seats}, {args.games} games from seed {args.seed}: "
        f"{len(ms)} decisions timed, mean {statistics.fmean(ms):.0f} ms, "
        f"median {statistics.median(ms):.0f} ms, slowest {max(ms):.0f} ms")


if __name__ == "__main__":
    main()

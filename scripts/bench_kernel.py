"""The rules kernels' speed, side by side: uniformly random playouts of whole games, paired runs, ratios.

    .venv/bin/python scripts/bench_kernel.py [--rounds R] [--seconds S] [--baseline CHECKOUT]
        [--aquintario CHECKOUT] [--diego CHECKOUT] [--nathravorn CHECKOUT] [--peer-python PYTHON]

Each contender plays random games in a process of its own (imports not counted), for about ``--seconds``
seconds of its own processor time a round (processor time, not wall time: the machine is shared), and
the two of a pair take turns (A B A B ...), so a machine that changes speed slows both; the ratio of
games per second is taken round by round and its median printed with its range.

Contenders, each skipped when its checkout is not given (nothing of theirs is copied into this project):

- this checkout (``beastybar_access`` next to this script): Beasty Bar 2 and 4 players, Cubirds 2 and 4;
- ``--baseline``: another checkout of this project (say an older commit: ``git worktree add /tmp/old
  830c118``), the same four;
- ``--aquintario``: github.com/AQuintario/beasty-bar (2 players; its random player, its log object replaced
  by one that records nothing, its unused numpy import by an empty module if numpy is missing);
- ``--diego``: github.com/diegooprime/beastybar, the Python engine ``_01_simulator`` (2 players; a random
  legal action from ``engine.legal_actions``, applied by ``engine.step``);
- ``--nathravorn``: github.com/Nathravorn/cubirds_study (its ``random_moves.playout``, not verbose; it needs
  numpy and multiset: ``--peer-python`` names an interpreter that has them).

The peers play their own reading of the rules with their own random choices; the figure is how many whole
games each plays per second, which is what a simulation or a search needs.
"""

from __future__ import annotations

import argparse
import contextlib
import inspect
import os
import random
import statistics
import subprocess
import sys
import time
import types
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent


def say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


# -- the contenders, each run in a child process ------------------------------------------------------------

def _project(path: str, game: str, players: int) -> Callable[[int], None]:
    sys.path.insert(0, path)
    if game == "beastybar":
        from beastybar_access.games.beastybar.engine import new_game
    else:
        from beastybar_access.games.cubirds.engine import new_game  # type: ignore[assignment]

    # the winners are all a playout is asked for: a kernel whose playout can leave the history out does
    # (an older checkout's cannot)
    quiet = {"record": False} if "record" in inspect.signature(new_game(players, seed=0).playout).parameters \
        else {}

    def play(seed: int) -> None:
        master = random.Random(seed)
        while True:
            state = new_game(players, seed=master.getrandbits(63))
            state.playout(master, **quiet)
            state.winners()
            yield_game()

    return play


def _aquintario(path: str, game: str, players: int) -> Callable[[int], None]:
    sys.path.insert(0, path)
    try:
        import numpy  # type: ignore[import-not-found]  # noqa: F401  (its neural player's only)
    except ImportError:
        sys.modules["numpy"] = types.ModuleType("numpy")
    from src.instant_actions import play_a_game  # type: ignore[import-not-found]
    from src.Player import Player  # type: ignore[import-not-found]
    from src.Table import Table  # type: ignore[import-not-found]

    class NoLog:
        def read_table(self, *_: object) -> None: ...
        def read_choices(self, *_: object) -> None: ...
        def assemble_log(self, *_: object) -> None: ...

    def play(seed: int) -> None:
        random.seed(seed)
        seats = [Player("Blue", "Random"), Player("Green", "Random")]
        log = NoLog()
        while True:
            play_a_game(Table(), seats, log)
            yield_game()

    return play


def _diego(path: str, game: str, players: int) -> Callable[[int], None]:
    sys.path.insert(0, path)
    from _01_simulator import engine, state  # type: ignore[import-not-found]

    def play(seed: int) -> None:
        rng = random.Random(seed)
        while True:
            s = state.initial_state(seed=rng.getrandbits(31), starting_player=0)
            while not engine.is_terminal(s):
                legal = list(engine.legal_actions(s, s.active_player))
                s = engine.step(s, rng.choice(legal))
            engine.score(s)
            yield_game()

    return play


def _nathravorn(path: str, game: str, players: int) -> Callable[[int], None]:
    parent, name = os.path.split(os.path.abspath(path))
    sys.path.insert(0, parent)
    os.chdir(path)  # it reads card_data.json from the working directory
    import importlib

    package = importlib.import_module(name)  # the checkout is a package (relative imports)
    game_class = importlib.import_module(f"{name}.cubirds.game").Game
    playout = importlib.import_module(f"{name}.random_moves").playout
    del package

    def play(seed: int) -> None:
        random.seed(seed)
        while True:
            playout(game_class(players, verbose=False))
            yield_game()

    return play


RUNNERS = {"project": _project, "baseline": _project, "aquintario": _aquintario, "diego": _diego,
           "nathravorn": _nathravorn}


class _Done(Exception):
    pass


_deadline = 0.0
_games = 0


def yield_game() -> None:
    global _games
    _games += 1
    if time.process_time() >= _deadline:
        raise _Done


def child(args: argparse.Namespace) -> None:
    global _deadline
    play = RUNNERS[args.child](args.path, args.game, args.players)
    start = time.process_time()
    _deadline = start + args.seconds
    with contextlib.suppress(_Done):
        play(args.seed)
    say(str(_games / (time.process_time() - start)))


# -- the pairs --------------------------------------------------------------------------------------------

def rate(python: str, name: str, path: str, game: str, players: int, seconds: float, seed: int) -> float:
    out = subprocess.run(
        [python, __file__, "--child", name, "--path", path, "--game", game, "--players", str(players),
         "--seconds", str(seconds), "--seed", str(seed)],
        check=True, capture_output=True, text=True,
    ).stdout
    return float(out.split()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--baseline", help="another checkout of this project")
    parser.add_argument("--aquintario", help="a checkout of AQuintario/beasty-bar")
    parser.add_argument("--diego", help="a checkout of diegooprime/beastybar")
    parser.add_argument("--nathravorn", help="a checkout of Nathravorn/cubirds_study")
    parser.add_argument("--peer-python", default=sys.executable, help="the interpreter for the peers")
    parser.add_argument("--only", help="only the pairs whose label contains this")
    parser.add_argument("--child", choices=sorted(RUNNERS), help=argparse.SUPPRESS)
    parser.add_argument("--path", help=argparse.SUPPRESS)
    parser.add_argument("--game", default="beastybar", help=argparse.SUPPRESS)
    parser.add_argument("--players", type=int, default=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args)
        return

    me = str(HERE)
    # label, the other's runner, its checkout, its interpreter, game, players
    pairs: list[tuple[str, str, str, str, str, int]] = []
    for game, players in (("beastybar", 2), ("beastybar", 4), ("cubirds", 2), ("cubirds", 4)):
        if args.baseline:
            pairs.append((f"{game} {players}p: project / baseline", "baseline", args.baseline,
                          sys.executable, game, players))
    if args.aquintario:
        pairs.append(("beastybar 2p: project / AQuintario", "aquintario", args.aquintario, args.peer_python,
                      "beastybar", 2))
    if args.diego:
        pairs.append(("beastybar 2p: project / diego (Python)", "diego", args.diego, args.peer_python,
                      "beastybar", 2))
    if args.nathravorn:
        for players in (2, 4):
            pairs.append((f"cubirds {players}p: project / Nathravorn", "nathravorn", args.nathravorn,
                          args.peer_python, "cubirds", players))
    if args.only:
        pairs = [p for p in pairs if args.only in p[0]]
    if not pairs:
        parser.error("nothing to compare: give --baseline or a peer's checkout")
    load = " ".join(Path("/proc/loadavg").read_text().split()[:3]) if Path("/proc/loadavg").exists() else "?"
    say(f"# {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, load {load}, {os.cpu_count()} cores, "
          f"Python {sys.version.split()[0]}, {args.rounds} rounds of {args.seconds:g} s each")
    for label, name, path, python, game, players in pairs:
        ratios, mine, theirs = [], [], []
        for r in range(args.rounds):
            a = rate(sys.executable, "project", me, game, players, args.seconds, args.seed + r)
            b = rate(python, name, path, game, players, args.seconds, args.seed + r)
            mine.append(a)
            theirs.append(b)
            ratios.append(a / b)
        say(f"{label}: ratio {statistics.median(ratios):.2f} (min {min(ratios):.2f}, max {max(ratios):.2f}); "
            f"games/s {statistics.median(mine):.0f} / {statistics.median(theirs):.0f}")


if __name__ == "__main__":
    main()

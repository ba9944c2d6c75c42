#!/usr/bin/env python3
"""Benchmark the start-up in a real pseudo-terminal: ``beastybar play --quick --speech none``.

Two figures per start: to the first printed line (the player hears that the program runs), and to the table
(the person's hand shown: the game loaded and dealt). Target: both ≤ 0.5 s on an idle machine. Prints the
median of N starts (default 10) and the slowest, with the date, the load average and the Python version,
ready for docs/benchmarks.md; also the CPU time a start takes (user + system), which a busy machine does not
stretch.

Side by side (``--side-by-side N`` rounds, default 10): ``--version`` and ``--help`` against Python's own
start and importing prompt_toolkit, and the first line of ``play`` against the imports it is compared with,
paired round by round (their ratio's median, target ≤ 1.3).

Usage: ``.venv/bin/python scripts/bench_startup.py [--starts 10] [--side-by-side 10]``. POSIX only (a pty);
settings and saves go to temporary folders, each start to fresh ones. Compiled modules are kept as on a
player's machine (``PYTHONDONTWRITEBYTECODE`` is ignored here) and one uncounted start writes them.
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_console import startup  # the pty start-up measure, shared with the console bench


def _children_cpu() -> float:
    """CPU seconds (user + system) of the finished child processes: the program's own work per start, which
    on a busy machine says more than the wall time (on an idle one the two are close)."""
    try:
        import resource
    except ImportError:  # Windows
        return 0.0
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


SIDE_BY_SIDE: tuple[tuple[str, list[str]], ...] = (
    ("python -c pass", ["-c", "pass"]),
    ("import prompt_toolkit", ["-c", "import prompt_toolkit"]),
    ("import prompt_toolkit.application, fluent.runtime",
     ["-c", "import prompt_toolkit.application, fluent.runtime"]),
    ("beastybar --version", ["-m", "beastybar_access", "--version"]),
    ("beastybar --help", ["-m", "beastybar_access", "--help", "--lang", "cs"]),
)
"""What ``--version`` and ``--help`` are compared with (issue 28: at most twice Python's own start plus
importing prompt_toolkit), and the imports the first line of ``play`` is compared with (at most 1.3 times
importing prompt_toolkit's application and fluent.runtime), each run as its own process, in turns."""


BASELINE = "import prompt_toolkit.application, fluent.runtime"
"""The imports the first line of ``play`` is compared with: each round runs them, then one start of
``play --quick`` to its first line, and the ratio of that pair is taken (a drifting load moves both)."""


def side_by_side(rounds: int) -> str:
    """Median wall and CPU milliseconds of each of :data:`SIDE_BY_SIDE`, run in turns ``rounds`` times."""
    import subprocess

    firsts: list[float] = []
    wall: dict[str, list[float]] = {name: [] for name, _ in SIDE_BY_SIDE}
    cpu: dict[str, list[float]] = {name: [] for name, _ in SIDE_BY_SIDE}
    env = dict(os.environ, LANG="C.UTF-8")
    for _ in range(rounds + 1):  # the first round (compiled files written) is not counted
        for name, argv in SIDE_BY_SIDE:
            before = _children_cpu()
            t0 = time.perf_counter()
            subprocess.run([sys.executable, *argv], env=env, stdout=subprocess.DEVNULL, check=True)
            wall[name].append(time.perf_counter() - t0)
            cpu[name].append(_children_cpu() - before)
            if name == BASELINE:  # the first line of play, right after the imports it is compared with
                first, _ = startup(seed=len(firsts))
                firsts.append(first)
    lines = []
    for name, _ in SIDE_BY_SIDE:
        w, c = statistics.median(wall[name][1:]) * 1000, statistics.median(cpu[name][1:]) * 1000
        lines.append(f"{name:52} wall {w:6.0f} ms, CPU {c:6.0f} ms\n")
    ratios = [f / b for f, b in zip(firsts[1:], wall[BASELINE][1:], strict=True)]
    first_ms = statistics.median(firsts[1:]) * 1000
    lines.append(f"{'play --quick: first line (in a pty)':52} wall {first_ms:6.0f} ms\n"
                 f"first line / ({BASELINE}), each round's pair: median {statistics.median(ratios):.2f} "
                 f"(lowest {min(ratios):.2f}, highest {max(ratios):.2f}; target <= 1.3)\n")
    return "".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--starts", type=int, default=10)
    parser.add_argument("--side-by-side", type=int, default=10, metavar="ROUNDS",
                        help="rounds of --version, --help and the baseline imports (0: none)")
    args = parser.parse_args()
    # As on a player's machine: Python keeps the compiled modules (an environment that forbids it would
    # measure compiling the whole program at every start); one start first, not counted, writes them.
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    startup(seed=0)
    load_before = os.getloadavg() if hasattr(os, "getloadavg") else None
    firsts: list[float] = []
    tables: list[float] = []
    cpu: list[float] = []
    for i in range(args.starts):
        before = _children_cpu()
        first, table = startup(seed=i + 1)
        firsts.append(first)
        tables.append(table)
        cpu.append(_children_cpu() - before)
    load_after = os.getloadavg() if hasattr(os, "getloadavg") else None
    load = "unknown" if load_before is None or load_after is None else (
        f"{load_before[0]:.1f} before, {load_after[0]:.1f} after "
        f"(1-minute load average, {os.cpu_count()} cores)")

    def figure(name: str, values: list[float]) -> str:
        median, slowest = statistics.median(values) * 1000, max(values) * 1000
        return f"{name}: median {median:.0f} ms, slowest {slowest:.0f} ms\n"

    sys.stdout.write(
        f"date: {datetime.date.today().isoformat()}; Python {platform.python_version()} on {sys.platform}; "
        f"load: {load}\nstarts: {args.starts}\n"
        + figure("first line ", firsts) + figure("table shown", tables)
        + (figure("CPU time   ", cpu) if all(cpu) else ""))
    if args.side_by_side:
        rounds = args.side_by_side
        sys.stdout.write(f"side by side, medians of {rounds} rounds:\n" + side_by_side(rounds))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

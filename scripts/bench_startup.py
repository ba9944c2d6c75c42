#!/usr/bin/env python3
"""Benchmark the start-up in a real pseudo-terminal: ``beastybar play --quick --speech none``.

Two figures per start: to the first printed line (the player hears that the program runs), and to the table
(the person's hand shown: the game loaded and dealt). Target: both ≤ 0.5 s on an idle machine. Prints the
median of N starts (default 10) and the slowest, with the date, the load average and the Python version,
ready for docs/benchmarks.md; also the CPU time a start takes (user + system), which a busy machine does not
stretch.

Usage: ``.venv/bin/python scripts/bench_startup.py [--starts 10]``. POSIX only (a pty); settings and saves go
to temporary folders, each start to fresh ones. Compiled modules are kept as on a player's machine
(``PYTHONDONTWRITEBYTECODE`` is ignored here) and one uncounted start writes them.
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import statistics
import sys
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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--starts", type=int, default=10)
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
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

#!/usr/bin/env python3
"""Benchmark the console in a pseudo-terminal, the way a player meets it.

Measures (targets from the accessible-console issue):

* start-up: from starting the program to the first printed announcement (target <= 0.5 s);
* key to announcement: from a key press to its printed answer, over whole games against the computer
  (review keys, moving in the hand, playing a card); target median <= 50 ms, worst <= 150 ms.

Usage: ``.venv/bin/python scripts/bench_console.py [--games 3] [--starts 5] [--seed 1]``. Settings and
saves go to temporary folders; speech is off, so the figures are the program's own work.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

import pexpect

ROOT = Path(__file__).resolve().parent.parent
VENV_PYTHON = ROOT / ".venv" / "bin" / "python"
PYTHON = str(VENV_PYTHON) if VENV_PYTHON.exists() else sys.executable
LINE = r"[^\r\n]*[^\r\n> ][^\r\n]*\r?\n"
"""One printed announcement (not the bare prompt)."""
YOUR_TURN = "Jsi na tahu."
GAME_OVER = "Konec hry"
REVIEW_KEYS = ["q", "h", "s", "c", "w", "\x1b[C", "\x1b[C", "i", "b", "t"]


def spawn(args: list[str], home: Path) -> pexpect.spawn:
    env = dict(os.environ, XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"),
               PROMPT_TOOLKIT_NO_CPR="1", TERM="xterm", LANG="C.UTF-8")
    env.pop("LC_ALL", None)
    child = pexpect.spawn(PYTHON, ["-m", "beastybar_access", *args], env=env, cwd=str(ROOT),
                          encoding="utf-8", timeout=20, dimensions=(50, 200))
    child.delaybeforesend = None  # pexpect sleeps 50 ms before each send by default
    return child


class Pty:
    """The program in a pseudo-terminal, with everything it printed kept in ``text``."""

    def __init__(self, child: pexpect.spawn) -> None:
        self.child = child
        self.text = ""

    def pump(self, timeout: float) -> bool:
        try:
            self.text += self.child.read_nonblocking(100000, timeout=timeout)
        except pexpect.TIMEOUT:
            return False
        return True

    def quiet(self, seconds: float = 0.08) -> None:
        """Read until nothing has arrived for ``seconds``."""
        while self.pump(seconds):
            pass

    def wait(self, pattern: str, start: int, timeout: float = 20.0) -> re.Match[str]:
        deadline = time.monotonic() + timeout
        rx = re.compile(pattern)
        while True:
            m = rx.search(self.text, start)
            if m:
                return m
            if time.monotonic() > deadline:
                raise TimeoutError(f"{pattern!r} did not appear; last output: {self.text[-300:]!r}")
            self.pump(0.01)

    def latency(self, key: str) -> float:
        """Seconds from sending ``key`` to the first whole line printed in answer."""
        self.quiet(0.03)
        start = len(self.text)
        t0 = time.perf_counter()
        self.child.send(key)
        self.wait(LINE, start)
        return time.perf_counter() - t0


def startup(seed: int) -> tuple[float, float]:
    """Seconds to the first announcement, and to the person's hand (the game fully loaded)."""
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        child = spawn(["--quick", "--speech", "none", "--lang", "cs", "--seed", str(seed), "--delay", "0"],
                      Path(tmp))
        pty = Pty(child)
        pty.wait(LINE, 0)
        first = time.perf_counter() - t0
        pty.wait("V ruce", 0)
        hand = time.perf_counter() - t0
        child.terminate(force=True)
        return first, hand


def one_game(seed: int) -> tuple[list[float], list[float], int]:
    review: list[float] = []
    plays: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        pty = Pty(spawn(["--quick", "--speech", "none", "--lang", "cs", "--seed", str(seed), "--delay", "0"],
                        Path(tmp)))
        turns = 0
        pos = 0
        while True:
            m = pty.wait(f"{re.escape(YOUR_TURN)}|{re.escape(GAME_OVER)}", pos)
            if m.group(0) == GAME_OVER:
                break
            pty.wait("V ruce", m.end())
            pty.quiet()
            for key in REVIEW_KEYS:
                review.append(pty.latency(key))
            start = len(pty.text)
            plays.append(pty.latency("\r"))
            # a parrot, kangaroo or chameleon asks first: take the option offered first
            for _ in range(3):
                pty.quiet(0.05)
                if "Hraješ" in pty.text[start:]:
                    break
                pty.child.send("\r")
            pos = pty.wait("Hraješ", start).end()
            turns += 1
        pty.child.sendcontrol("q")
        pty.child.send("a")
        pty.child.expect(pexpect.EOF)
        return review, plays, turns


def report(text: str) -> None:
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def describe(name: str, values: list[float]) -> str:
    ms = sorted(v * 1000 for v in values)
    return (f"{name}: n={len(ms)} median={statistics.median(ms):.1f} ms  "
            f"p95={ms[int(0.95 * (len(ms) - 1))]:.1f} ms  worst={ms[-1]:.1f} ms")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=3)
    p.add_argument("--starts", type=int, default=5)
    p.add_argument("--seed", type=int, default=1)
    a = p.parse_args()
    starts = [startup(a.seed + i) for i in range(a.starts)]
    for label, values in (("start-up to first announcement", [s[0] for s in starts]),
                          ("start-up to the hand (game loaded)", [s[1] for s in starts])):
        report(f"{label}: median={statistics.median(values) * 1000:.0f} ms  "
              f"best={min(values) * 1000:.0f} ms  worst={max(values) * 1000:.0f} ms  (target <= 500 ms)")
    review: list[float] = []
    plays: list[float] = []
    turns = 0
    for g in range(a.games):
        r, pl, t = one_game(a.seed + g)
        review += r
        plays += pl
        turns += t
    both = review + plays
    report(f"games: {a.games}, the person's turns: {turns}")
    report(describe("review and move keys", review))
    report(describe("Enter (play a card)", plays))
    report(describe("all keys", both) + "  (targets: median <= 50 ms, worst <= 150 ms)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

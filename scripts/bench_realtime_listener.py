#!/usr/bin/env python3
"""Can a listener follow 4 Monkeys by ear? A simulated listener hears the narration at 15 characters a second
(issue 25: the backlog must stay under 5 seconds at every verbosity and computer speed).

A game of computer players only is narrated at the console exactly as ``beastybar monkeys --seats
bot,bot,bot --speech none --delay 0 --verbosity V --bot-speed S`` says it. Such a table plays in the game's
own (fake) time, so each line is stamped with the game time it is said at, the same in every run. The
listener speaks the lines in order, each as soon as it comes and the one before it is finished; the
backlog when a line comes is how long until it has been heard (seconds of speech queued, that line
included). Reported: the largest backlog, the share of lines heard more than 5 s late, the speech rate of
the busiest 10 seconds, and how late the first round's last line is heard. Every line counts, the
scoring after a round too; a listener who is a player hears the same table news and their own answers.

Usage: ``.venv/bin/python scripts/bench_realtime_listener.py [--lang cs] [--levels brief,normal,verbose]
[--speeds slow,normal,fast] [--round-minutes 1] [--seed 3] [--players 4] [--delay 1] [--json]``
(``--delay``: the console's setting, the seconds between the lines of a round's scoring). Settings and
saves go to a temporary folder; a whole run takes a few seconds.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import sys
import tempfile
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

RATE = 15.0
"""Characters a second a listener hears (a screen reader at an ordinary rate)."""
LIMIT_S = 5.0
"""The backlog issue 25 allows."""
WINDOW_S = 10.0
LEVELS = ("brief", "normal", "verbose")
SPEEDS = ("slow", "normal", "fast")


@dataclass
class Figure:
    level: str
    speed: str
    lines: int
    characters: int
    seconds: float
    max_backlog_s: float
    late_share: float
    """Share of the lines heard more than LIMIT_S late."""
    busiest_chars_per_s: float
    """Characters said in the busiest WINDOW_S seconds, per second."""
    first_round_late_s: float
    """How late the last line of the first round (its scoring) is heard."""


def listen(said: list[tuple[float, str]], rate: float = RATE) -> tuple[float, float, float]:
    """The listener over ``said`` (game seconds, text): the largest backlog, the share of lines heard more
    than :data:`LIMIT_S` late, and how late the last line is heard (seconds)."""
    busy_until = 0.0
    worst = 0.0
    late = 0
    last_late = 0.0
    for t, text in said:
        start = max(t, busy_until)
        busy_until = start + (len(text) + 1) / rate  # a line's end is a pause as long as a character
        backlog = busy_until - t
        worst = max(worst, backlog)
        late += backlog > LIMIT_S
        last_late = backlog
    return worst, (late / len(said) if said else 0.0), last_late


def busiest(said: list[tuple[float, str]]) -> float:
    """Characters a second in the busiest :data:`WINDOW_S` seconds."""
    best = 0
    j = 0
    total = 0
    for t, text in said:
        total += len(text) + 1
        while said[j][0] <= t - WINDOW_S:
            total -= len(said[j][1]) + 1
            j += 1
        best = max(best, total)
    return best / WINDOW_S


def measure(level: str, speed: str, lang: str, minutes: float, seed: int, players: int,
            delay: float = 1.0, late: Callable[[float, float, str], None] | None = None,
            heard: Callable[[str], None] | None = None) -> Figure:
    """One all-computer game of 4 Monkeys narrated at ``level`` against computers at ``speed``; ``late(t,
    backlog, text)`` is told each line heard more than :data:`LIMIT_S` late, ``heard(text)`` every line."""
    from beastybar_access import cli
    from beastybar_access.console import app

    said: list[tuple[float, str]] = []
    playing: list[tuple[int, bool]] = []
    """Each line's round number in the state and whether that round was being played (the round number
    moves on when a round ends: its scoring is said with the next number, before the next round starts)."""
    say = app.Console.say

    def stamped(self: Any, line: Any, kind: str = "event", *, record: bool | None = None) -> None:
        session = getattr(self, "session", None)
        fake = getattr(session, "fake", None) if session is not None else None
        if fake is not None and line.text:
            said.append((fake(), line.text))
            state = getattr(session, "state", None)
            playing.append((int(getattr(state, "round", 0) or 0), str(getattr(state, "phase", "")) == "play"))
        say(self, line, kind, record=record)

    argv = ["monkeys", "--seats", ",".join(["bot"] * players), "--seed", str(seed), "--round-minutes",
            str(minutes), "--bot-speed", speed, "--speech", "none", "--delay", str(delay), "--verbosity",
            level, "--lang", lang]
    app.Console.say = stamped  # type: ignore[method-assign]
    try:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            code = cli.main(argv)
    finally:
        app.Console.say = say  # type: ignore[method-assign]
    if code != 0 or not said:
        raise SystemExit(f"{level} {speed}: the game did not run (exit code {code})")
    for _, text in said:
        if heard is not None:
            heard(text)
    if late is not None:
        busy_until = 0.0
        for t, text in said:
            busy_until = max(t, busy_until) + (len(text) + 1) / RATE
            if busy_until - t > LIMIT_S:
                late(t, busy_until - t, text)
    worst, late_share, _ = listen(said)
    second = next((i for i, (n, play) in enumerate(playing) if n >= 2 and play), len(said))
    round_late = listen(said[:second])[2]
    return Figure(level, speed, len(said), sum(len(t) for _, t in said), round(said[-1][0] - said[0][0], 1),
                  round(worst, 1), round(late_share, 3), round(busiest(said), 1), round(round_late, 1))


def some_of(allowed: tuple[str, ...]) -> Callable[[str], list[str]]:
    """An option's type: a comma-separated list of ``allowed`` names (argparse says which one is not)."""
    def parse(text: str) -> list[str]:
        names = [v.strip() for v in text.split(",") if v.strip()]
        wrong = [v for v in names if v not in allowed]
        if wrong or not names:
            raise argparse.ArgumentTypeError(f"{', '.join(wrong) or text!r}: one of {', '.join(allowed)}")
        return names
    return parse


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--lang", default="cs", choices=("cs", "en"))
    parser.add_argument("--levels", type=some_of(LEVELS), default=list(LEVELS))
    parser.add_argument("--speeds", type=some_of(SPEEDS), default=list(SPEEDS))
    parser.add_argument("--round-minutes", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--delay", type=float, default=1.0,
                        help="seconds between the lines of a round's scoring (the console's delay setting)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--show-late", action="store_true",
                        help="print each line heard more than 5 s late: game time, backlog, text")
    args = parser.parse_args(argv)
    levels, speeds = args.levels, args.speeds
    with tempfile.TemporaryDirectory() as home:
        os.environ["XDG_CONFIG_HOME"] = str(Path(home) / "config")
        os.environ["XDG_DATA_HOME"] = str(Path(home) / "data")
        os.environ["APPDATA"] = str(Path(home) / "appdata")
        figures = []
        for speed in speeds:
            for level in levels:
                def show(t: float, backlog: float, text: str, level: str = level, speed: str = speed) -> None:
                    sys.stderr.write(f"{speed} {level} {t:7.1f} s, {backlog:4.1f} s late: {text}\n")
                figures.append(measure(level, speed, args.lang, args.round_minutes, args.seed, args.players,
                                       args.delay, show if args.show_late else None))
    if args.json:
        sys.stdout.write(json.dumps([asdict(f) for f in figures], indent=2) + "\n")
        return 0
    sys.stdout.write(f"{'speed':<7} {'level':<8} {'lines':>5} {'chars':>6} {'game s':>7} "
                     f"{'max backlog s':>13} {'late >5 s':>9} {'busiest 10 s':>12} "
                     f"{'round 1 end late s':>18}\n")
    for f in figures:
        sys.stdout.write(f"{f.speed:<7} {f.level:<8} {f.lines:>5} {f.characters:>6} {f.seconds:>7} "
                         f"{f.max_backlog_s:>13} {f.late_share:>9.1%} "
                         f"{f.busiest_chars_per_s:>10} c/s {f.first_round_late_s:>18}\n")
    verdict = all(f.max_backlog_s < LIMIT_S for f in figures)
    sys.stdout.write(f"backlog under {LIMIT_S:.0f} s everywhere: {'yes' if verdict else 'no'}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

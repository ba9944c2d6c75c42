#!/usr/bin/env python3
"""How much a listener hears: characters and lines of narration per play, for each game and verbosity.

Each game is played by computer players only, narrated to a buffer exactly as ``beastybar play --seats
bot,… --speech none --delay 0 --verbosity V`` prints it (the welcome and the goodbye included), and the
narration is divided by the number of plays (actions the players took; 4 Monkeys: also its set-aside,
turn-over and special-card actions, not the round starts). Targets (issue 15, Czech):

* Beasty Bar, 4 players, seed 3: brief <= 80 characters per play, normal <= 140;
* Cubirds, 3 players, seed 3: brief 40 % and normal 25 % fewer characters than 13,576 and 15,648 bytes
  (the issue's figures, counted as bytes of UTF-8) - here printed as characters and as bytes;
* 4 Monkeys, 3 players, seed 3, 30-second rounds, fast opponents (in fake time: the same game each run).

Usage: ``.venv/bin/python scripts/bench_listening.py [--lang cs] [--games beastybar,cubirds,monkeys]
[--levels brief,normal,verbose] [--json]``. Settings and saves go to a temporary folder.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import sys
import tempfile
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

GAMES: dict[str, list[str]] = {
    "beastybar": ["play", "--seats", "bot,bot,bot,bot", "--seed", "3"],
    "cubirds": ["cubirds", "--seats", "bot,bot,bot", "--seed", "3"],
    "monkeys": ["monkeys", "--seats", "bot,bot,bot", "--seed", "3", "--round-minutes", "0.5",
                "--bot-speed", "fast"],
}
LEVELS = ("brief", "normal", "verbose")


@dataclass
class Figure:
    game: str
    level: str
    plays: int
    characters: int
    bytes: int
    lines: int

    @property
    def chars_per_play(self) -> float:
        return self.characters / self.plays if self.plays else 0.0

    @property
    def lines_per_play(self) -> float:
        return self.lines / self.plays if self.plays else 0.0


def _plays(console: Any) -> int:
    """The actions taken at the console's table: every applied action counts one turn there; a real-time
    game also counts each round's start, which nobody plays."""
    table = console.table
    turns = int(table.turns)
    rounds = getattr(table.state, "round", None)
    if getattr(console.adapter, "real_time", False) and isinstance(rounds, int):
        turns -= rounds
    return turns


def measure(game: str, level: str, lang: str) -> Figure:
    """One all-computer game narrated at ``level``."""
    from beastybar_access import cli
    from beastybar_access.console import app

    consoles: list[Any] = []
    original = app.Console.run

    async def run(self: Any) -> int:
        consoles.append(self)
        return await original(self)

    out = io.StringIO()
    argv = [*GAMES[game], "--speech", "none", "--delay", "0", "--verbosity", level, "--lang", lang]
    app.Console.run = run  # type: ignore[method-assign]
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            code = cli.main(argv)
    finally:
        app.Console.run = original  # type: ignore[method-assign]
    if code != 0 or not consoles or consoles[-1].table is None:
        raise SystemExit(f"{game} {level}: the game did not run (exit code {code})")
    text = out.getvalue()
    return Figure(game, level, _plays(consoles[-1]), len(text), len(text.encode("utf-8")),
                  len(text.splitlines()))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--lang", default="cs", choices=("cs", "en"))
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    games = [g.strip() for g in args.games.split(",") if g.strip()]
    levels = [v.strip() for v in args.levels.split(",") if v.strip()]
    for name in games:
        if name not in GAMES:
            parser.error(f"unknown game {name!r}; one of {', '.join(GAMES)}")
    for name in levels:
        if name not in LEVELS:
            parser.error(f"unknown level {name!r}; one of {', '.join(LEVELS)}")
    with tempfile.TemporaryDirectory() as home:
        os.environ["XDG_CONFIG_HOME"] = str(Path(home) / "config")
        os.environ["XDG_DATA_HOME"] = str(Path(home) / "data")
        os.environ["APPDATA"] = str(Path(home) / "appdata")
        figures = [measure(g, v, args.lang) for g in games for v in levels]
    if args.json:
        sys.stdout.write(json.dumps([{**asdict(f), "chars_per_play": round(f.chars_per_play, 1),
                                      "lines_per_play": round(f.lines_per_play, 2)} for f in figures],
                                    indent=1) + "\n")
        return 0
    sys.stdout.write(f"{'game':<10} {'level':<8} {'plays':>5} {'chars':>7} {'bytes':>7} {'lines':>5} "
                     f"{'chars/play':>10} {'lines/play':>10}\n")
    for f in figures:
        sys.stdout.write(f"{f.game:<10} {f.level:<8} {f.plays:>5} {f.characters:>7} {f.bytes:>7} "
                         f"{f.lines:>5} {f.chars_per_play:>10.1f} {f.lines_per_play:>10.2f}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

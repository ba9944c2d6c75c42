#!/usr/bin/env python3
"""How much a listener hears: characters and lines of narration per turn, for each game and verbosity.

Each game is played by computer players only, narrated to a buffer exactly as ``beastybar play --seats
bot,… --speech none --delay 0 --verbosity V`` prints it (the welcome and the goodbye included), and the
narration is divided by the number of turns: a player's whole turn, however many decisions it takes
(Beasty Bar: one card played; Cubirds: the lay with its refills, the draw and the flock, counted at each
lay; 4 Monkeys, played by everyone at once: each take, flip, set-aside and special-card action, not the
round starts). The actions are printed too. Targets (issues 15 and 25, Czech):

* Beasty Bar, 4 players, seed 3: brief <= 80 characters per turn, normal <= 140;
* Cubirds, 4 players, seed 3: brief <= 80 characters per turn, normal <= 140, every card still named;
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
    "cubirds": ["cubirds", "--seats", "bot,bot,bot,bot", "--seed", "3"],
    "monkeys": ["monkeys", "--seats", "bot,bot,bot", "--seed", "3", "--round-minutes", "0.5",
                "--bot-speed", "fast"],
}
LEVELS = ("brief", "normal", "verbose")


TURN_STARTS: dict[str, str] = {"cubirds": "Lay"}
"""A game whose turn is several actions: the action that starts each turn (the others: every action)."""


@dataclass
class Figure:
    game: str
    level: str
    turns: int
    actions: int
    characters: int
    bytes: int
    lines: int

    @property
    def chars_per_turn(self) -> float:
        return self.characters / self.turns if self.turns else 0.0

    @property
    def lines_per_turn(self) -> float:
        return self.lines / self.turns if self.turns else 0.0


def _actions(console: Any) -> int:
    """The actions taken at the console's table: every applied action counts; a real-time game also
    counts each round's start, which nobody plays."""
    table = console.table
    actions = int(table.turns)
    rounds = getattr(table.state, "round", None)
    if getattr(console.adapter, "real_time", False) and isinstance(rounds, int):
        actions -= rounds
    return actions


def measure(game: str, level: str, lang: str) -> Figure:
    """One all-computer game narrated at ``level``."""
    from beastybar_access import cli
    from beastybar_access.console import app
    from beastybar_access.table import Table

    consoles: list[Any] = []
    original = app.Console.run
    kinds: list[str] = []
    apply = Table.apply

    def counted(self: Any, action: Any, seat: int) -> list[Any]:
        kinds.append(type(action).__name__)
        return apply(self, action, seat)

    async def run(self: Any) -> int:
        consoles.append(self)
        return await original(self)

    out = io.StringIO()
    argv = [*GAMES[game], "--speech", "none", "--delay", "0", "--verbosity", level, "--lang", lang]
    app.Console.run = run  # type: ignore[method-assign]
    Table.apply = counted  # type: ignore[method-assign]
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            code = cli.main(argv)
    finally:
        app.Console.run = original  # type: ignore[method-assign]
        Table.apply = apply  # type: ignore[method-assign]
    if code != 0 or not consoles or consoles[-1].table is None:
        raise SystemExit(f"{game} {level}: the game did not run (exit code {code})")
    text = out.getvalue()
    actions = _actions(consoles[-1])
    start = TURN_STARTS.get(game)
    turns = kinds.count(start) if start else actions
    return Figure(game, level, turns, actions, len(text), len(text.encode("utf-8")), len(text.splitlines()))


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
        sys.stdout.write(json.dumps([{**asdict(f), "chars_per_turn": round(f.chars_per_turn, 1),
                                      "lines_per_turn": round(f.lines_per_turn, 2)} for f in figures],
                                    indent=1) + "\n")
        return 0
    sys.stdout.write(f"{'game':<10} {'level':<8} {'turns':>5} {'actions':>7} {'chars':>7} {'bytes':>7} "
                     f"{'lines':>5} {'chars/turn':>10} {'lines/turn':>10}\n")
    for f in figures:
        sys.stdout.write(f"{f.game:<10} {f.level:<8} {f.turns:>5} {f.actions:>7} {f.characters:>7} "
                         f"{f.bytes:>7} {f.lines:>5} {f.chars_per_turn:>10.1f} {f.lines_per_turn:>10.2f}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

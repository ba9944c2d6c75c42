#!/usr/bin/env python3
"""How much a person hears in their own Krabčáci turn (issue 25: at most half of the 678 characters of
before), at each verbosity.

The hot-seat golden game is played for real, as ``tests/golden/cubirds-hot-seat-cs.txt`` is made (the program
in a pseudo-terminal, Ana and Bob at one keyboard, seed 2, every question answered by Enter: the keys of
``tests/golden/cubirds-hot-seat.keys``), with ``--verbosity V``. One's own turn is every line from "Jsi na
tahu" (brief: from the hand, "V ruce: …", which begins the turn there) up to the next hand-over ("Na tahu
je …, předejte klávesnici …") or the end of the game ("Konec hry"): the hand, the questions with the
option each answer takes, the move and its refills, draw and flock, a round's end and the new deal.

Usage: ``.venv/bin/python scripts/bench_own_turn.py [--levels brief,normal] [--json]``; needs the
test dependencies (pexpect); takes about 10 seconds a level. Settings go to a temporary folder.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

import golden_support  # noqa: E402  (the golden's own runner: the same keys, the same pseudo-terminal)

ARGS = ["play", "--game", "cubirds", "--seats", "human,human", "--names", "Ana,Bob", "--first", "1",
        "--seed", "2", "--lang", "cs", "--speech", "none", "--delay", "0", "--no-cue"]
KEYS = ROOT / "tests" / "golden" / "cubirds-hot-seat.keys"


def own_turns(lines: list[str]) -> list[list[str]]:
    """The transcript's own turns, each as its lines."""
    turns: list[list[str]] = []
    current: list[str] | None = None
    for line in lines:
        whose = line.startswith("Jsi na tahu") or ". Jsi na tahu" in line  # verbose: "1. kolo. Jsi na tahu"
        # brief: the turn begins with the hand, said unasked only then ("V ruce: …")
        hand = line.startswith("V ruce") and not (current is not None and len(current) == 1
                                                  and "Jsi na tahu" in current[0])
        if whose or hand:
            if current:
                turns.append(current)
            current = [line]
        elif (line.startswith("Na tahu je") and "Předejte" in line) or line.startswith("Konec hry"):
            if current:
                turns.append(current)
            current = None
        elif current is not None:
            current.append(line)
    if current:
        turns.append(current)
    return turns


def measure(level: str) -> dict[str, float]:
    golden_support.QUIET_S = 0.4  # a loaded machine: wait longer for the question before the next key
    with tempfile.TemporaryDirectory() as home:
        keys = golden_support.read_keys(KEYS)
        said = golden_support._typed([*ARGS, "--verbosity", level], keys, Path(home))
    turns = own_turns(said.splitlines())
    chars = [sum(len(x) for x in t) + len(t) - 1 for t in turns]  # a line break counts as a space
    return {"turns": len(turns), "characters": round(statistics.mean(chars), 1), "min": min(chars),
            "max": max(chars), "lines": round(statistics.mean(len(t) for t in turns), 1)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--levels", default="brief,normal")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    results = {level: measure(level) for level in args.levels.split(",")}
    if args.json:
        sys.stdout.write(json.dumps(results, indent=2) + "\n")
    else:
        for level, r in results.items():
            sys.stdout.write(f"{level:8} {r['turns']:.0f} turns: {r['characters']} characters a turn "
                             f"({r['min']:.0f}-{r['max']:.0f}), {r['lines']} lines\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""``beastybar resolve [FILE]``: resolve one scenario and print JSON.

``--game beastybar`` (the default): ``shared/beastybar/SCENARIOS.md``; ``--game cubirds``:
``shared/cubirds/SCENARIOS.md``; ``--game monkeys``: ``shared/monkeys/SCENARIOS.md``.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from beastybar_access.narration import Localizer

RESOLVERS = ("beastybar", "cubirds", "monkeys")


def register(subparsers: Any, loc: Localizer) -> None:
    from beastybar_access.cli import add_help_option

    p = subparsers.add_parser("resolve", help=loc("cli-resolve"), description=loc("cli-resolve"),
                              add_help=False)
    add_help_option(p, loc)
    p.add_argument("file", nargs="?", help=loc("cli-resolve-file"))
    p.add_argument("--game", choices=RESOLVERS, default=argparse.SUPPRESS, help=loc("cli-game"))
    p.set_defaults(func=run)


def _fail(message: str) -> int:
    sys.stderr.write(f"error: {message}\n")
    return 2


def run(args: argparse.Namespace) -> int:
    if getattr(args, "game", "beastybar") == "cubirds":
        from beastybar_access.games.cubirds.scenario import ScenarioError, resolve_text
    elif getattr(args, "game", "beastybar") == "monkeys":
        from beastybar_access.games.monkeys.scenario import ScenarioError, resolve_text  # type: ignore[assignment]
    else:
        from beastybar_access.games.beastybar.scenario import ScenarioError, resolve_text  # type: ignore[assignment]

    try:
        if args.file and args.file != "-":
            with open(args.file, encoding="utf-8") as fh:
                text = fh.read()
        else:
            text = sys.stdin.read()
    except OSError as exc:
        return _fail(f"cannot read {args.file!r}: {exc.strerror or exc}")
    except UnicodeDecodeError as exc:
        return _fail(f"the input is not UTF-8 text: {exc.reason}")
    try:
        result = resolve_text(text)
    except ScenarioError as exc:
        return _fail(str(exc))
    sys.stdout.write(json.dumps(result, ensure_ascii=False) + "\n")
    return 0

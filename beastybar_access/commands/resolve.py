"""``beastybar resolve [FILE]``: resolve one scenario and print JSON.

``--game G`` (the default game unless named): the scenario format of ``shared/G/SCENARIOS.md``, resolved by
the game's entry (``GameEntry.resolver``).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from beastybar_access.games import DEFAULT_GAME, entries, get_entry
from beastybar_access.narration import Localizer

RESOLVERS: tuple[str, ...] = tuple(e.name for e in entries() if e.resolver is not None)
"""The games with scenarios to resolve."""


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
    game = getattr(args, "game", DEFAULT_GAME)
    load = get_entry(game).resolver
    if load is None:
        return _fail(f"the game {game!r} has no scenarios")
    resolver = load()

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
        result = resolver.resolve(text)
    except resolver.errors as exc:
        return _fail(str(exc))
    sys.stdout.write(json.dumps(result, ensure_ascii=False) + "\n")
    return 0

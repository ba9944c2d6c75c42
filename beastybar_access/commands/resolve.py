"""``beastybar resolve [FILE]``: resolve one scenario and print JSON.

``--game G`` (the default game unless named): the scenario format of ``shared/G/SCENARIOS.md``, resolved by
the game's entry (``GameEntry.resolver``).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING

from beastybar_access import diagnostics
from beastybar_access.games import DEFAULT_GAME, entries, get_entry
from beastybar_access.games.base import ScenarioError
from beastybar_access.narration import Localizer, echo
from beastybar_access.untrusted import UntrustedJSONError, read_file, read_stream

if TYPE_CHECKING:
    from beastybar_access.cli import Subparsers

MAX_BYTES = 1024 * 1024
"""A scenario is a few hundred bytes; the reader refuses anything over a megabyte (never echoing it)."""

def resolvers() -> tuple[str, ...]:
    """The games with a scenario resolver, from the registry now (a game added by ``games.register`` too)."""
    return tuple(e.name for e in entries() if e.resolver is not None)
"""The games with scenarios to resolve."""


def register(subparsers: Subparsers, loc: Localizer) -> None:
    from beastybar_access.cli import add_help_option

    p = subparsers.add_parser("resolve", help=loc("cli-resolve"), description=loc("cli-resolve"),
                              add_help=False)
    add_help_option(p, loc)
    p.add_argument("file", nargs="?", metavar=loc("cli-metavar-file"), help=loc("cli-resolve-file"))
    p.add_argument("--game", choices=resolvers(), default=argparse.SUPPRESS,
                   help=loc("cli-game", default=DEFAULT_GAME))
    p.set_defaults(func=run)


def _fail(loc: Localizer, message: str) -> int:
    sys.stderr.write(loc("cli-error", message=message).removesuffix(".") + "\n")
    return 2


def run(args: argparse.Namespace) -> int:
    loc: Localizer = args.loc
    game = getattr(args, "game", DEFAULT_GAME)
    load = get_entry(game).resolver
    if load is None:
        return _fail(loc, loc("resolve-no-scenarios", game=echo(game)))
    resolver = load()

    try:
        if args.file and args.file != "-":
            data = read_file(args.file, MAX_BYTES)
        else:
            data = read_stream(sys.stdin.buffer, MAX_BYTES)
    except FileNotFoundError:
        return _fail(loc, loc("resolve-no-file", path=echo(args.file, 200)))
    except OSError as exc:
        diagnostics.log.info("cannot read %r: %r", args.file, exc)
        return _fail(loc, loc("resolve-cannot-read", path=echo(args.file, 200)))
    except UntrustedJSONError as exc:
        return _fail(loc, loc("cli-input-refused", reason=exc.describe(loc)))
    try:
        # the scenario readers take text: the checked data again, as text (no second risk)
        result = resolver.resolve(json.dumps(data))
    except resolver.errors as exc:
        # the game says what is wrong in the person's language (its ``*-scenario-*`` messages); the English
        # detail goes to the log
        diagnostics.log.info("scenario refused: %s", exc)
        detail = exc.describe(loc.lang) if isinstance(exc, ScenarioError) else echo(str(exc), 500)
        return _fail(loc, loc("resolve-refused", detail=detail))
    sys.stdout.write(json.dumps(result, ensure_ascii=False) + "\n")
    return 0

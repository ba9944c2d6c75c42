"""``beastybar tables URL [--game GAME] [--json]``: the open public tables of a server, by game (only
``GAME``'s with ``--game``)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING

from beastybar_access.narration import Localizer

if TYPE_CHECKING:
    from beastybar_access.cli import Subparsers


def register(subparsers: Subparsers, loc: Localizer) -> None:
    from beastybar_access.cli import add_help_option

    p = subparsers.add_parser("tables", help=loc("cli-tables"), description=loc("cli-tables"), add_help=False)
    add_help_option(p, loc)
    p.add_argument("url", metavar=loc("cli-metavar-address"), help=loc("cli-online-url"))
    p.add_argument("--json", action="store_true", help=loc("cli-tables-json"))
    p.add_argument("--game", default=None, metavar=loc("cli-tables-metavar-game"),
                   help=loc("cli-tables-game"))
    p.set_defaults(func=run)


def code_groups(code: str) -> str:
    """An invite code as it is spoken: two groups of three digits."""
    return f"{code[:3]} {code[3:]}" if len(code) == 6 else code


def run(args: argparse.Namespace) -> int:
    from websockets.exceptions import WebSocketException

    from beastybar_access.console.online_args import OnlineError, server_url
    from beastybar_access.net.client import ServerError, connect_failure, list_tables

    loc: Localizer = args.loc
    try:
        url = server_url(args.url)  # read as join reads it: host:port, ws://, wss://, http://
    except OnlineError as exc:
        sys.stderr.write(loc("play-error", message=loc(exc.msg_id, **exc.args_)) + "\n")
        return 2
    try:
        import asyncio

        tables = asyncio.run(list_tables(url))
    except ServerError as exc:
        sys.stderr.write(loc("online-server-error", code=exc.code) + "\n")
        return 1
    except (OSError, TimeoutError, WebSocketException) as exc:
        key, fields = connect_failure(exc)
        sys.stderr.write(loc(key, url=url, **fields) + "\n")
        return 1
    if args.game is not None:
        tables = [t for t in tables if t["game"] == args.game.strip().lower()]
    tables.sort(key=lambda t: (str(t["game"]), str(t["code"])))  # by game
    if args.json:
        sys.stdout.write(json.dumps(tables, ensure_ascii=False) + "\n")
        return 0
    if not tables:
        sys.stdout.write(loc("tables-none") + "\n")
        return 0
    for t in tables:
        sys.stdout.write(loc("tables-line", game=loc(f"ui-game-{t['game']}"), taken=t["taken"],
                             people=t["people"], players=t["players"], code=code_groups(t["code"]),
                             status=t["status"]) + "\n")
    return 0

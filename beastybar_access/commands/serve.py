"""``beastybar serve``: host tables for people at other computers (``docs/protocol.md``)."""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path
from typing import Any

from beastybar_access.narration import Localizer


def register(subparsers: Any, loc: Localizer) -> None:
    from beastybar_access.cli import add_help_option

    p = subparsers.add_parser("serve", help=loc("cli-serve"), description=loc("cli-serve"), add_help=False)
    add_help_option(p, loc)
    p.add_argument("--host", default="127.0.0.1", help=loc("cli-serve-host"))
    p.add_argument("--port", type=int, default=8765, help=loc("cli-serve-port"))
    p.add_argument("--data", type=Path, default=None, help=loc("cli-serve-data"))
    p.add_argument("--tls-cert", type=Path, default=None, help=loc("cli-serve-tls-cert"))
    p.add_argument("--tls-key", type=Path, default=None, help=loc("cli-serve-tls-key"))
    p.add_argument("--hold", type=float, default=120.0, help=loc("cli-serve-hold"))
    p.add_argument("--idle", type=float, default=600.0, help=loc("cli-serve-idle"))
    p.add_argument("--bot-pace", type=float, default=1.0, help=loc("cli-serve-bot-pace"))
    p.add_argument("--seed", type=int, default=None, help=loc("cli-serve-seed"))
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    import platformdirs

    from beastybar_access.net.server import ServerOptions
    from beastybar_access.net.server import run as serve
    from beastybar_access.net.store import StoreInUseError
    from beastybar_access.terminals.web import WebSite
    from beastybar_access.terminals.web.bridge import serve_browser

    loc: Localizer = args.loc
    if (args.tls_cert is None) != (args.tls_key is None):
        sys.stderr.write(loc("serve-tls-pair") + "\n")
        return 2
    for path in (args.tls_cert, args.tls_key):
        if path is not None and not path.is_file():
            sys.stderr.write(loc("serve-no-file", path=str(path)) + "\n")
            return 2
    if not 0 <= args.port <= 65535 or args.hold < 0 or args.idle <= 0 or args.bot_pace < 0:
        sys.stderr.write(loc("serve-bad-number") + "\n")
        return 2
    data = args.data if args.data is not None else (
        Path(platformdirs.user_data_dir("beastybar", appauthor=False)) / "server")
    options = ServerOptions(host=args.host, port=args.port, data=data, tls_cert=args.tls_cert,
                            tls_key=args.tls_key, hold_seconds=args.hold, idle_seconds=args.idle,
                            bot_pace=args.bot_pace, seed=args.seed, web=WebSite(serve_browser))
    secure = "s" if args.tls_cert else ""

    def ready(server: Any) -> None:
        host = f"[{args.host}]" if ":" in args.host else args.host
        url = f"ws{secure}://{host}:{server.port}/"
        page = f"http{secure}://{host}:{server.port}/"
        sys.stdout.write(loc("serve-ready", url=url, data=str(data), page=page) + "\n")
        sys.stdout.flush()

    try:
        asyncio.run(serve(options, ready))
    except StoreInUseError:  # one server per data folder (issue 27)
        sys.stderr.write(loc("serve-in-use", data=str(data)) + "\n")
        return 1
    except OSError as exc:
        sys.stderr.write(loc("serve-cannot", reason=str(exc)) + "\n")
        return 1
    return 0

"""``beastybar serve``: host tables for people at other computers (``docs/protocol.md``).

What was typed is checked first, each fault in one sentence of its own with exit status 2 (the address,
the port, the times, the certificate's files); what the system refuses then (the data folder, the port
taken) is said in one sentence with the next step and exit status 1, never as raw ``[Errno …]`` text (the
detail goes to the log)."""

from __future__ import annotations

import argparse
import errno
import ipaddress
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from beastybar_access import diagnostics
from beastybar_access.narration import Localizer, echo

if TYPE_CHECKING:
    from beastybar_access.cli import Subparsers
    from beastybar_access.net.server import GameServer


def register(subparsers: Subparsers, loc: Localizer) -> None:
    from beastybar_access.cli import add_help_option, localize_parser, localized_formatter

    p = subparsers.add_parser("serve", help=loc("cli-serve"), description=loc("cli-serve"), add_help=False,
                              formatter_class=localized_formatter(loc))
    add_help_option(p, loc)
    localize_parser(p, loc)
    seconds = loc("play-metavar-seconds")
    p.add_argument("--host", default="127.0.0.1", metavar=loc("cli-metavar-address"),
                   help=loc("cli-serve-host"))
    p.add_argument("--port", type=int, default=8765, metavar="0-65535", help=loc("cli-serve-port"))
    p.add_argument("--data", type=Path, default=None, metavar=loc("cli-metavar-folder"),
                   help=loc("cli-serve-data"))
    p.add_argument("--tls-cert", type=Path, default=None, metavar=loc("cli-metavar-file"),
                   help=loc("cli-serve-tls-cert"))
    p.add_argument("--tls-key", type=Path, default=None, metavar=loc("cli-metavar-file"),
                   help=loc("cli-serve-tls-key"))
    p.add_argument("--hold", type=float, default=120.0, metavar=seconds, help=loc("cli-serve-hold"))
    p.add_argument("--idle", type=float, default=600.0, metavar=seconds, help=loc("cli-serve-idle"))
    p.add_argument("--rematch", type=float, default=120.0, metavar=seconds, help=loc("cli-serve-rematch"))
    p.add_argument("--bot-pace", type=float, default=1.0, metavar=seconds, help=loc("cli-serve-bot-pace"))
    p.add_argument("--bot-workers", type=int, default=None, metavar="N", help=loc("cli-serve-bot-workers"))
    p.add_argument("--bot-budget", type=float, default=5.0, metavar=seconds,
                   help=loc("cli-serve-bot-budget"))
    p.add_argument("--seed", type=int, default=None, metavar="N", help=loc("cli-serve-seed"))
    p.add_argument("--no-limits", action="store_true", help=loc("cli-serve-no-limits"))
    p.add_argument("--public-turn-seconds", dest="public_turn_seconds", type=int, default=None,
                   metavar="0|10-3600", help=loc("cli-serve-public-turn-seconds"))
    p.add_argument("--trusted-proxy", dest="trusted_proxies", action="append", default=[],
                   metavar=loc("cli-metavar-address"), help=loc("cli-serve-trusted-proxy"))
    p.set_defaults(func=run)


def _input_error(args: argparse.Namespace, loc: Localizer) -> str | None:
    """What was typed that cannot be used, in one sentence; None if all of it can."""
    from beastybar_access.console.online_args import OnlineError, listen_host

    try:
        listen_host(args.host)
    except OnlineError as exc:
        return loc(exc.msg_id, **exc.args_)
    if not 0 <= args.port <= 65535:
        return loc("serve-bad-port", given=echo(args.port))
    for option, value, low in (("--hold", args.hold, 0.0), ("--bot-pace", args.bot_pace, 0.0),
                                ("--bot-budget", args.bot_budget, 0.0), ("--rematch", args.rematch, 0.0)):
        if not value >= low:
            return loc("serve-bad-seconds", option=option, given=echo(value))
    if args.bot_workers is not None and not 1 <= args.bot_workers <= 64:
        return loc("serve-bad-workers", given=echo(args.bot_workers))
    if not args.idle > 0:
        return loc("serve-bad-idle", given=echo(args.idle))
    turn = args.public_turn_seconds
    if turn is not None and turn != 0 and not 10 <= turn <= 3600:
        return loc("serve-bad-public-turn", given=echo(turn))
    for proxy in args.trusted_proxies:
        try:
            ipaddress.ip_network(proxy.strip(), strict=False)
        except ValueError:
            return loc("serve-bad-proxy", given=echo(proxy, 80))
    if (args.tls_cert is None) != (args.tls_key is None):
        return loc("serve-tls-pair")
    for path in (args.tls_cert, args.tls_key):
        if path is not None and not path.is_file():
            return loc("serve-no-file", path=echo(str(path), 200))
    return None


def _folder_error(data: Path, loc: Localizer) -> str | None:
    """Whether the tables can be stored in ``data`` (made if missing); the sentence saying they cannot."""
    try:
        data.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=data):
            pass
    except OSError as exc:
        diagnostics.log.info("the data folder %s cannot be written: %s", data, exc)
        return loc("serve-data-unwritable", data=echo(str(data), 200))
    return None


def start_failure(exc: BaseException, args: argparse.Namespace, data: Path, loc: Localizer) -> str:
    """The sentence for a server that could not start: the cause a person can act on and the next step."""
    import socket
    import sqlite3
    import ssl

    diagnostics.log.info("the server cannot start: %r", exc)
    host, port = echo(args.host), echo(args.port)
    if isinstance(exc, sqlite3.Error):
        return loc("serve-data-unwritable", data=echo(str(data), 200))
    if isinstance(exc, ssl.SSLError):
        return loc("serve-tls-bad")
    if isinstance(exc, socket.gaierror):
        return loc("serve-host-unknown", host=host)
    code = getattr(exc, "errno", None)
    if code in (errno.EADDRINUSE, getattr(errno, "WSAEADDRINUSE", -1)):
        return loc("serve-port-taken", port=port)
    if code in (errno.EACCES, errno.EPERM):
        return loc("serve-port-denied", port=port)
    if code in (errno.EADDRNOTAVAIL, getattr(errno, "WSAEADDRNOTAVAIL", -1)):
        return loc("serve-host-not-here", host=host)
    return loc("serve-cannot", log=str(diagnostics.log_dir() / diagnostics.LOG_NAME))


def run(args: argparse.Namespace) -> int:
    import asyncio
    import sqlite3

    import platformdirs

    from beastybar_access.net.server import ServerOptions
    from beastybar_access.net.server import run as serve
    from beastybar_access.net.store import StoreInUseError
    from beastybar_access.terminals.web import WebSite
    from beastybar_access.terminals.web.bridge import serve_browser

    loc: Localizer = args.loc
    refusal = _input_error(args, loc)
    if refusal is not None:
        sys.stderr.write(refusal + "\n")
        return 2
    data = args.data if args.data is not None else (
        Path(platformdirs.user_data_dir("beastybar", appauthor=False)) / "server")
    trouble = _folder_error(data, loc)
    if trouble is not None:
        sys.stderr.write(trouble + "\n")
        return 1
    options = ServerOptions(host=args.host, port=args.port, data=data, tls_cert=args.tls_cert,
                            tls_key=args.tls_key, hold_seconds=args.hold, idle_seconds=args.idle,
                            rematch_seconds=args.rematch,
                            bot_pace=args.bot_pace, bot_workers=args.bot_workers,
                            bot_budget=args.bot_budget, seed=args.seed, web=WebSite(serve_browser),
                            address_limits=not args.no_limits,
                            trusted_proxies=tuple(p.strip() for p in args.trusted_proxies),
                            **({} if args.public_turn_seconds is None
                               else {"public_turn_seconds": args.public_turn_seconds}))
    secure = "s" if args.tls_cert else ""

    def ready(server: GameServer) -> None:
        host = f"[{args.host}]" if ":" in args.host else args.host
        url = f"ws{secure}://{host}:{server.port}/"
        page = f"http{secure}://{host}:{server.port}/"
        log = str(diagnostics.log_dir() / diagnostics.LOG_NAME)
        sys.stdout.write(loc("serve-ready", url=url, data=str(data), page=page, log=log) + "\n")
        sys.stdout.flush()
        from beastybar_access.commands.serve_admin import read_commands

        read_commands(server, loc)  # the host's commands, typed at this terminal

    try:
        asyncio.run(serve(options, ready))
    except StoreInUseError:  # one server per data folder (issue 27)
        sys.stderr.write(loc("serve-in-use", data=str(data)) + "\n")
        return 1
    except (OSError, sqlite3.Error) as exc:
        sys.stderr.write(start_failure(exc, args, data, loc) + "\n")
        return 1
    return 0

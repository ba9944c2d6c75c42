"""``beastybar join URL --name NAME``: the console at a table on a server (``docs/protocol.md``).

Open a table (``--create GAME --players N [--bots LEVEL,...] [--variant V] [--private] [--round-seconds N]
[--turn-seconds N]``), join one by its invite code (``--code CODE``), or watch one (``--code CODE
--spectate``), or, with the address alone, go back to a seat kept on this computer (``console/seats.py``;
``--code`` of such a table takes it back too). Speech, braille, sound cues, verbosity and language are this
computer's (the options of ``play`` that set them work here too).
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TextIO

from beastybar_access.narration import Localizer, echo

if TYPE_CHECKING:
    from beastybar_access.cli import Subparsers
    from beastybar_access.outputs import Cues
    from beastybar_access.outputs.speech.selection import BackendFactory

DEFAULT_PLAYERS = 2


def register(subparsers: Subparsers, loc: Localizer) -> None:
    from beastybar_access.cli import add_help_option, localize_parser, localized_formatter
    from beastybar_access.commands.play import add_output_options
    from beastybar_access.console.games import playable_games

    p = subparsers.add_parser("join", help=loc("cli-join"), description=loc("cli-join-description"),
                              add_help=False, formatter_class=localized_formatter(loc))
    add_help_option(p, loc)
    localize_parser(p, loc)
    S = argparse.SUPPRESS
    p.add_argument("url", nargs="?", default=None, metavar=loc("cli-metavar-address"),
                   help=loc("cli-online-url"))
    p.add_argument("--name", default=None, metavar=loc("cli-join-metavar-name"), help=loc("cli-join-name"))
    p.add_argument("--create", choices=playable_games(), default=None, help=loc("cli-join-create"))
    p.add_argument("--players", type=int, default=None, metavar="N", help=loc("cli-join-players"))
    p.add_argument("--bots", default=None, metavar=loc("cli-join-metavar-bots"), help=loc("cli-join-bots"))
    p.add_argument("--variant", default=None, metavar=loc("play-metavar-variant"),
                   help=loc("cli-join-variant"))
    p.add_argument("--private", action="store_true", help=loc("cli-join-private"))
    p.add_argument("--silent-spectators", dest="silent_spectators", action="store_true",
                   help=loc("cli-join-silent-spectators"))
    p.add_argument("--round-seconds", dest="round_seconds", type=int, default=None, metavar="10-3600",
                   help=loc("cli-join-round-seconds"))
    p.add_argument("--turn-seconds", dest="turn_seconds", type=int, default=None, metavar="10-3600",
                   help=loc("cli-join-turn-seconds"))
    p.add_argument("--code", default=None, metavar=loc("cli-join-metavar-code"), help=loc("cli-join-code"))
    p.add_argument("--spectate", action="store_true", help=loc("cli-join-spectate"))
    add_output_options(p, loc)
    p.add_argument("--delay", type=float, metavar=loc("play-metavar-seconds"), default=S,
                   help=loc("play-opt-delay"))
    p.set_defaults(func=run)


def sitting_from_args(args: argparse.Namespace, loc: Localizer) -> tuple[str | None, str | None, Any]:
    """The server's address, the name and how to sit (create, join, watch); OnlineError if they cannot.
    Without an address (and nothing else), all three are None: the console asks them."""
    from beastybar_access.console.games import game_title
    from beastybar_access.console.online_args import (
        TURN_SECONDS,
        CreateRequest,
        OnlineError,
        invite_code,
        server_url,
    )
    from beastybar_access.games import get_entry, get_game
    from beastybar_access.net.protocol import MAX_NAME, clean_text
    from beastybar_access.net.remote import Sitting
    from beastybar_access.table import bot_levels

    if args.url is None:
        given = (args.name, args.create, args.players, args.bots, args.variant, args.round_seconds,
                 args.turn_seconds, args.code)
        if any(v is not None for v in given) or args.private or args.spectate:
            raise OnlineError("online-need-url")
        return None, None, None
    url = server_url(args.url)
    name = clean_text(args.name if args.name is not None else loc("ui-default-person-name", n=1), MAX_NAME)
    if not name:
        raise OnlineError("online-bad-name", name=echo(args.name or ""))
    if args.create is not None and args.code is not None:
        raise OnlineError("online-create-or-code")
    if args.create is None:
        if args.code is None:
            alone = all(v is None for v in (args.players, args.bots, args.variant, args.round_seconds,
                                            args.turn_seconds)) \
                and not (args.private or args.spectate or args.silent_spectators)
            if alone and _holds_seats(url):
                return url, None, None  # the console offers the seats held there back (issue 26)
            raise OnlineError("online-need-create-or-code")
        if any(v is not None for v in (args.players, args.bots, args.variant, args.round_seconds,
                                       args.turn_seconds)) or args.private or args.silent_spectators:
            raise OnlineError("online-create-options-alone")
        return url, name, Sitting(code=invite_code(args.code), spectate=args.spectate)
    if args.spectate:
        raise OnlineError("online-spectate-needs-code")
    spec = get_game(args.create)
    players = args.players if args.players is not None else DEFAULT_PLAYERS
    if not spec.min_players <= players <= spec.max_players:
        raise OnlineError("play-bad-players", low=spec.min_players, high=spec.max_players,
                          given=echo(players))
    levels = list(bot_levels())
    bots: list[str] = []
    if args.bots:
        for part in args.bots.split(","):
            level = part.strip().lower()
            if level == "bot":
                level = "normal"
            if level not in levels:
                raise OnlineError("online-bad-level", given=echo(part.strip()), known=", ".join(levels))
            bots.append(level)
    if len(bots) >= players:
        raise OnlineError("online-too-many-bots", players=players, bots=len(bots))
    variant = args.variant if args.variant is not None else spec.variants[0]
    if variant not in spec.variants:
        raise OnlineError("play-bad-variant", given=echo(variant), known=", ".join(spec.variants))
    seconds = args.round_seconds
    if seconds is not None and not 10 <= seconds <= 3600:
        raise OnlineError("online-bad-round-seconds", given=echo(seconds))
    turn = args.turn_seconds
    if turn is not None:
        if not TURN_SECONDS[0] <= turn <= TURN_SECONDS[1]:
            raise OnlineError("online-bad-turn-seconds", given=echo(turn))
        if get_entry(args.create).realtime is not None:
            raise OnlineError("online-turn-seconds-realtime", game=game_title(loc, args.create))
    request = CreateRequest(args.create, players, bots, variant, bool(args.private), seconds, turn,
                            spectator_chat=not args.silent_spectators)
    return url, name, Sitting(create=request.fields())


def _holds_seats(url: str) -> bool:
    """Whether this person keeps a seat at a table of the server ``url`` (``console/seats.py``)."""
    from beastybar_access.console.seats import SeatBook

    try:
        return bool(SeatBook().seats(url))
    except OSError:
        return False


def run(args: argparse.Namespace, *, stdin: TextIO | None = None, stdout: TextIO | None = None,
        stderr: TextIO | None = None, speech_factories: Mapping[str, BackendFactory] | None = None,
        sound: Cues | None = None) -> int:
    from beastybar_access.commands.play import (
        PlayOptionError,
        _begin,
        _is_terminal,
        _lang_given,
        _run_console,
        settings_from_args,
    )
    from beastybar_access.console.app import Console
    from beastybar_access.console.games import DEFAULT_GAME, make_adapter
    from beastybar_access.console.online import OnlineConsole
    from beastybar_access.console.online_args import OnlineError
    from beastybar_access.console.seats import SeatBook
    from beastybar_access.games.core.plan import Plan

    stdin, stdout, stderr, settings_file, stored, loc = _begin(args, stdin, stdout, stderr)
    try:
        url, name, sitting = sitting_from_args(args, loc)
        settings = settings_from_args(stored, args)
    except (OnlineError, PlayOptionError) as exc:
        stderr.write(loc("play-error", message=loc(exc.msg_id, **exc.args_)) + "\n")
        return 2
    if _lang_given(args):
        settings.lang = loc.lang
    if not _is_terminal(stdin):
        stderr.write(loc("play-error", message=loc("online-no-terminal")) + "\n")
        return 2
    game = (sitting.create or {}).get("game", DEFAULT_GAME) if sitting is not None else DEFAULT_GAME

    def make_console(*a: Any, **kw: Any) -> Console:
        return OnlineConsole(*a, url=url, name=name, sitting=sitting, seat_book=SeatBook(), **kw)

    return _run_console(game, (), lambda: make_adapter(game, loc), loc, settings, stored, settings_file,
                        Plan(), args, True, stdin, stdout, speech_factories, sound,
                        make_console=make_console, first_line=loc("online-welcome"))

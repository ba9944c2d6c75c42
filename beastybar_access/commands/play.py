"""``beastybar`` / ``beastybar play`` / ``beastybar cubirds`` / ``beastybar monkeys``: a game at the
accessible console (4 Monkeys in real time, paced by ``--round-minutes`` and ``--bot-speed``).

Without a game named (``beastybar cubirds``, or ``--game cubirds``), the set-up offers the games that can
be played (Beasty Bar first, the default: ``--quick`` starts it at once), and ``--resume`` continues
whichever game was saved last.

This is the one place that touches the process's terminal: it makes the prompt_toolkit input and output
from standard input and output, the speech back end and the braille display channel, and hands them to
the game-agnostic :class:`~beastybar_access.console.Console`. With only computer players at the table and
no terminal to read keys from (``--seats bot,bot,bot --speech none``), the game is narrated to standard
output line by line and the program exits at the end.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple, TextIO, cast

from beastybar_access import diagnostics
from beastybar_access.console.settings import (
    BRAILLE_MODES,
    CUE_VOLUMES,
    CUES,
    READINGS,
    SPEECH_KINDS,
    VERBOSITIES,
    Settings,
    SettingsFile,
)
from beastybar_access.games import entries, game_choices
from beastybar_access.games.entry import OptionError
from beastybar_access.narration import CONSOLE_DOMAINS, LANGUAGES, Localizer, echo

if TYPE_CHECKING:
    from beastybar_access.cli import Subparsers
    from beastybar_access.console.adapter import GameAdapter
    from beastybar_access.console.app import Console
    from beastybar_access.console.terminal import Terminal
    from beastybar_access.games.core.plan import Plan
    from beastybar_access.outputs import BackendChoice, Channel, Cues, Outputs, ScreenChannel, SpeechOutput
    from beastybar_access.outputs.speech.selection import BackendFactory

HUMAN = "human"
BOT_ALIAS = "bot"
DEFAULT_BOT_LEVEL = "normal"
NAME_CHARS = 30
"""The longest name ``--names`` gives a player (as long as a name typed in the set-up)."""

PlayOptionError = OptionError
"""An option value that cannot be used; ``msg_id`` and ``args_`` say why in the player's language."""


# --- the command line --------------------------------------------------------------------------------

def register(subparsers: Subparsers, loc: Localizer) -> None:
    """The ``play`` subcommand (the same options as the top level, where they start the game too), and
    one subcommand for each game besides the default (``cubirds``) that starts that game."""
    from beastybar_access.cli import add_help_option, localized_formatter
    from beastybar_access.console.games import playable_games

    p = subparsers.add_parser("play", help=loc("play-help"), description=loc("play-description"),
                              add_help=False, formatter_class=localized_formatter(loc))
    add_help_option(p, loc)
    add_options(p, loc)
    p.set_defaults(func=run)
    for game in playable_games()[1:]:
        g = subparsers.add_parser(game, help=loc(f"play-{game}-help"),
                                  description=loc(f"play-{game}-description"),
                                  add_help=False, formatter_class=localized_formatter(loc))
        add_help_option(g, loc)
        add_options(g, loc, game_option=False)
        g.set_defaults(func=run, play_game=game)


def add_options(parser: argparse.ArgumentParser, loc: Localizer, game_option: bool = True) -> None:
    """Add the game's options to ``parser`` (and put its help in ``loc``'s language). Values not given
    are left out of the namespace (``SUPPRESS``), so a subcommand's defaults never hide what was given
    before it. ``game_option``: also ``--game`` (not for a game's own subcommand)."""
    from beastybar_access.cli import localize_parser
    from beastybar_access.console.games import playable_games

    S = argparse.SUPPRESS
    have = getattr(parser, "_option_string_actions", {})
    localize_parser(parser, loc)

    def add(*flags: str, **kwargs: Any) -> None:
        if not any(f in have for f in flags):
            parser.add_argument(*flags, default=S, **kwargs)

    add("--lang", choices=LANGUAGES, help=loc("play-opt-lang"))
    if game_option:
        playable = playable_games()  # the registry's now, with any game added by games.register
        add("--game", choices=playable, help=loc("play-opt-game", games=game_choices(loc, playable)))
    add_output_options(parser, loc)
    add("--players", type=int, metavar="N", help=loc("play-opt-players"))
    add("--seats", metavar=loc("play-metavar-seats"), help=loc("play-opt-seats"))
    add("--names", metavar=loc("play-metavar-names"), help=loc("play-opt-names"))
    add("--variant", metavar=loc("play-metavar-variant"), help=loc("play-opt-variant"))
    add("--first", metavar="random|N", help=loc("play-opt-first"))
    add("--quick", action="store_true", help=loc("play-opt-quick"))
    add("--seed", type=int, metavar="N", help=loc("play-opt-seed"))
    add("--resume", action="store_true", help=loc("play-opt-resume"))
    add("--delay", type=float, metavar=loc("play-metavar-seconds"), help=loc("play-opt-delay"))
    for entry in entries():  # each game's own options (4 Monkeys: the round's length, the opponents' speed)
        if entry.options is not None:
            entry.options.add_arguments(add, loc)


def add_output_options(parser: argparse.ArgumentParser, loc: Localizer) -> None:
    """How this computer speaks and shows the game – speech, reading, braille, verbosity, rate, voice and
    the sound cues –, the same options for ``play``, ``tutorial`` and ``join``; values not given are left
    out of the namespace (``SUPPRESS``), so options given before a subcommand are kept."""
    S = argparse.SUPPRESS
    have = getattr(parser, "_option_string_actions", {})

    def add(*flags: str, **kwargs: Any) -> None:
        if not any(f in have for f in flags):
            parser.add_argument(*flags, default=S, **kwargs)

    add("--speech", choices=SPEECH_KINDS, help=loc("play-opt-speech"))
    add("--reading", choices=READINGS, help=loc("play-opt-reading"))
    add("--braille", choices=BRAILLE_MODES, help=loc("play-opt-braille"))
    add("--verbosity", choices=VERBOSITIES, help=loc("play-opt-verbosity"))
    add("--rate", type=int, metavar="0-100", help=loc("play-opt-rate"))
    add("--voice", metavar=loc("play-metavar-voice"), help=loc("play-opt-voice"))
    add("--cue", choices=CUES, help=loc("play-opt-cue"))
    add("--no-cue", dest="no_cue", action="store_true", help=loc("play-opt-no-cue"))
    add("--cue-volume", dest="cue_volume", type=int, metavar="10-100", help=loc("play-opt-cue-volume"))


def _opt(args: argparse.Namespace, name: str, default: Any = None) -> Any:
    return getattr(args, name, default)


def parse_seats(text: str) -> list[str]:
    from beastybar_access.table import bot_levels

    known = [HUMAN, BOT_ALIAS, *bot_levels()]
    seats = []
    for part in text.split(","):
        kind = part.strip().lower()
        if kind not in known:
            raise PlayOptionError("play-bad-seats", given=echo(part.strip()), known=", ".join(known))
        seats.append(DEFAULT_BOT_LEVEL if kind == BOT_ALIAS else kind)
    return seats


def plan_from_args(args: argparse.Namespace, min_players: int, max_players: int,
                   variants: Sequence[str]) -> Plan:
    """The set-up that the options preset (what they leave open is asked in the set-up dialog)."""
    from beastybar_access.games.core.plan import Plan

    plan = Plan(seed=_opt(args, "seed"))
    if _opt(args, "quick", False):
        plan.quick = True
        plan.players, plan.seats = 2, [HUMAN, DEFAULT_BOT_LEVEL]
        plan.variant, plan.first = variants[0], "random"
    players = _opt(args, "players")
    if players is not None:
        if not min_players <= players <= max_players:
            raise PlayOptionError("play-bad-players", low=min_players, high=max_players, given=echo(players))
        plan.players = players
        if plan.seats is not None and len(plan.seats) != players:
            plan.seats = [HUMAN, *[DEFAULT_BOT_LEVEL] * (players - 1)]
    seats = _opt(args, "seats")
    if seats is not None:
        plan.seats = parse_seats(seats)
        if players is not None and players != len(plan.seats):
            raise PlayOptionError("play-bad-seat-count", seats=len(plan.seats), players=players)
        if not min_players <= len(plan.seats) <= max_players:
            raise PlayOptionError("play-bad-players", low=min_players, high=max_players,
                                  given=len(plan.seats))
        plan.players = len(plan.seats)
    names = _opt(args, "names")
    if names is not None:
        plan.names = [n.strip()[:NAME_CHARS] for n in names.split(",") if n.strip()] or None
    variant = _opt(args, "variant")
    if variant is not None:
        if variant not in variants:
            raise PlayOptionError("play-bad-variant", given=echo(variant), known=", ".join(variants))
        plan.variant = variant
    first = _opt(args, "first")
    if first is not None:
        plan.first = _parse_first(first, plan.players or max_players)
    for entry in entries():  # each game reads its own options (the quick start: its defaults too)
        if entry.options is not None:
            entry.options.plan_options(args, plan.options, plan.variant, bool(_opt(args, "quick", False)))
    return plan


def _parse_first(text: str, players: int) -> int | str:
    if text.strip().lower() == "random":
        return "random"
    try:
        n = int(text)
    except ValueError:
        raise PlayOptionError("play-bad-first", given=echo(text), players=players) from None
    if not 1 <= n <= players:
        raise PlayOptionError("play-bad-first", given=echo(text), players=players)
    return n - 1


def settings_from_args(stored: Settings, args: argparse.Namespace) -> Settings:
    """The settings in effect: the stored ones with the options on top (the options are not stored)."""
    s = dataclasses.replace(stored, games=dict(stored.games), problems=[])
    for name in ("speech", "reading", "voice", "verbosity", "braille", "cue"):
        value = _opt(args, name)
        if value is not None:
            setattr(s, name, value)
    rate = _opt(args, "rate")
    if rate is not None:
        if not 0 <= rate <= 100:
            raise PlayOptionError("play-bad-rate", given=echo(rate))
        s.rate = rate
    delay = _opt(args, "delay")
    if delay is not None:
        if not 0 <= delay <= 10:
            raise PlayOptionError("play-bad-delay", given=delay)
        s.delay = delay
    if _opt(args, "no_cue", False):
        s.cue = "off"
    volume = _opt(args, "cue_volume")
    if volume is not None:
        if volume not in CUE_VOLUMES:
            raise PlayOptionError("play-bad-cue-volume", given=volume)
        s.cue_volume = volume
    return s


# --- running -----------------------------------------------------------------------------------------

def _lang_given(args: argparse.Namespace) -> bool:
    """Whether ``--lang`` was on the command line (then it beats the stored setting); cli.main sets it."""
    return bool(getattr(args, "lang_given", False))


class _Begun(NamedTuple):
    stdin: TextIO
    stdout: TextIO
    stderr: TextIO
    settings_file: SettingsFile
    stored: Settings
    loc: Localizer


def _begin(args: argparse.Namespace, stdin: TextIO | None, stdout: TextIO | None,
           stderr: TextIO | None) -> _Begun:
    """What ``beastybar play`` and ``beastybar join`` start from: the standard streams (those given, else
    the process's), the settings file and its stored settings, and the localizer of the stored language
    where ``--lang`` did not choose one."""
    settings_file = SettingsFile()
    stored = settings_file.load()
    loc: Localizer = args.loc
    if not _lang_given(args) and stored.lang in LANGUAGES and stored.lang != loc.lang:
        loc = Localizer.load(stored.lang, domains=CONSOLE_DOMAINS)
    return _Begun(stdin or sys.stdin, stdout or sys.stdout, stderr or sys.stderr, settings_file, stored, loc)


def run(args: argparse.Namespace, *, stdin: TextIO | None = None, stdout: TextIO | None = None,
        stderr: TextIO | None = None, speech_factories: Mapping[str, BackendFactory] | None = None,
        sound: Cues | None = None) -> int:
    """Play (see the module notes). ``speech_factories`` replace the real speech back ends and ``sound``
    the turn cue's player (tests)."""
    stdin, stdout, stderr, settings_file, stored, loc = _begin(args, stdin, stdout, stderr)
    from beastybar_access.console.games import DEFAULT_GAME, make_adapter, playable_games
    from beastybar_access.games import get_entry

    chosen = _opt(args, "play_game") or _opt(args, "game")
    game = chosen or DEFAULT_GAME
    games = () if chosen else playable_games()
    limits = get_entry(game).setup_limits()  # the rules themselves are loaded after the first line
    try:
        plan = plan_from_args(args, limits.min_players, limits.max_players, limits.variants)
        plan.game = chosen
        settings = settings_from_args(stored, args)
    except PlayOptionError as exc:
        stderr.write(loc("play-error", message=loc(exc.msg_id, **exc.args_)) + "\n")
        return 2
    if _lang_given(args):
        settings.lang = loc.lang  # the settings menu shows the language in use
    no_humans = plan.seats is not None and HUMAN not in plan.seats
    if not no_humans and not _is_terminal(stdin):
        # keys come from a terminal only: a file or /dev/null on standard input gets one clear refusal
        stderr.write(loc("play-error", message=loc("play-no-terminal")) + "\n")
        return 2
    interactive = not no_humans or _is_terminal(stdin)
    if no_humans and _opt(args, "delay") is None:
        settings.delay = 0.0
    return _run_console(game, games, lambda: make_adapter(game, loc), loc, settings, stored, settings_file,
                        plan, args, interactive, stdin, stdout, speech_factories, sound)


def _tell(outputs: Outputs, screen: ScreenChannel, speech: SpeechOutput, text: str) -> None:
    """Say ``text`` through the game's outputs and wait (a little) for the voice; raise if the screen did
    not take it, so the caller writes it to standard error instead."""
    from beastybar_access.outputs import ALERT, Announcement

    failures = outputs.error_count(screen)
    outputs.announce(Announcement(text, kind=ALERT))
    if outputs.error_count(screen) != failures:
        raise RuntimeError("the screen channel failed")
    speech.wait_idle(timeout=5)


def _is_terminal(stream: TextIO | None) -> bool:
    try:
        return stream is not None and stream.isatty()
    except (ValueError, OSError):  # a closed stream
        return False


def _run_console(game: str, games: Sequence[str], make_adapter: Callable[[], GameAdapter], loc: Localizer,
                 settings: Settings, stored: Settings, settings_file: SettingsFile, plan: Plan,
                 args: argparse.Namespace,
                 interactive: bool, stdin: TextIO, stdout: TextIO,
                 speech_factories: Mapping[str, BackendFactory] | None = None, sound: Cues | None = None,
                 make_console: Callable[..., Console] | None = None, first_line: str | None = None) -> int:
    """Make the outputs, the speech and the console (``make_console``: another kind of console, such as
    ``beastybar join``'s, made with the same arguments; ``first_line``: said first instead of the game's
    welcome) and run it."""
    from beastybar_access.console.games import game_title
    from beastybar_access.console.speech_lines import speech_line
    from beastybar_access.console.storage import SaveStore
    from beastybar_access.console.terminal import Terminal
    from beastybar_access.narration.lines import Line
    from beastybar_access.outputs import ALERT, Announcement, Outputs, ScreenChannel, SoundCues, SpeechOutput

    # the first line and the prompt are plain messages: read from the command line's plain texts when
    # they are in this language, so that no message file is parsed with Fluent before the first line
    plain = getattr(args, "plain_loc", None)
    say = cast("Localizer", plain) if plain is not None and plain.lang == loc.lang else loc
    channels: list[Channel] = []
    terminal: Terminal | None = None
    pt_input = None
    if interactive:
        from prompt_toolkit.input import create_input
        from prompt_toolkit.output import create_output

        pt_input = create_input(stdin)
        terminal = Terminal(create_output(stdout), say("ui-prompt"))
        screen = ScreenChannel(terminal.write, braille_lines=settings.braille == "lines")
    else:
        screen = ScreenChannel(stdout.write, braille_lines=settings.braille == "lines", flush=stdout.flush)
    channels.append(screen)
    outputs = Outputs(channels)
    speech = SpeechOutput(outputs, factories=speech_factories)
    choice = speech.start(settings.speech, loc.lang, rate=settings.rate, voice=settings.voice,
                          reading=settings.reading)
    said: list[Announcement] = []
    if interactive:
        # said before the game's narration is loaded: the player hears at once that the program runs
        welcome_line = first_line if first_line is not None else say("ui-welcome", game=game_title(say, game))
        first = Announcement(welcome_line)
        outputs.announce(first)
        said.append(first)
    # what else the start has to say comes after it (the console says these lines next)
    welcome: list[Line] = [Line.plain(stored.damaged.message(loc))] if stored.damaged is not None else []
    welcome += [Line.plain(loc("ui-settings-problem", problem=p)) for p in stored.problems]
    if settings.braille == "lines":  # a screen reader that reads the screen aloud would read the cells
        welcome.append(Line.plain(loc("ui-braille-lines-warning")))
    if choice.used != "none" or settings.speech != "none":
        welcome.append(speech_line(loc, choice, speech.reading))
    no_device = False
    if interactive and sound is None:
        from beastybar_access.outputs.speech.selection import sound_device_problem

        no_device = sound_device_problem() is not None  # then no player is tried (each would fail)
        sound = SoundCues([] if no_device else None, volume=settings.cue_volume)
    if interactive and settings.cue == "sound" and not (sound is not None and sound.available):
        welcome.append(Line.plain(loc("ui-cue-no-device" if no_device else "ui-cue-no-player")))
    # the console (prompt_toolkit's application, the presenter) is loaded after the first line is said
    from beastybar_access.console.app import Console, Devices, Launch

    adapter = make_adapter()
    console = (make_console or Console)(
        adapter, loc, outputs, settings,
        Devices(input=pt_input, terminal=terminal, screen=screen, speech=speech, sound=sound,
                handle_signals=True),
        Launch(plan=plan, resume=bool(_opt(args, "resume", False)), games=games,
               saves=None if make_console is not None else SaveStore(game),
               settings_file=settings_file, stored=stored, welcome=welcome, said=said),
    )

    if make_console is None:
        import functools

        from beastybar_access.console.online import play_online_from
        from beastybar_access.console.seats import SeatBook

        console.online = functools.partial(play_online_from, seat_book=SeatBook())

    def speech_stuck(now: BackendChoice) -> None:  # from the UI's thread: say it on screen and in braille
        outputs.announce(Announcement(speech_line(console.loc, now).text, ALERT))

    speech.on_stuck = speech_stuck
    try:
        import asyncio

        code: int = asyncio.run(console.run())
        if not interactive:
            speech.wait_idle(timeout=600)
    except Exception as exc:
        # saved, logged, and the one sentence said where the player listens: on the screen and in the voice
        code = diagnostics.report_crash(exc, loc, tell=lambda text: _tell(outputs, screen, speech, text))
    finally:
        if terminal is not None:
            terminal.leave()  # what follows (an error's sentence) starts its own line
        outputs.close()
        speech.close()
        if sound is not None:
            sound.close()
        if pt_input is not None:
            with contextlib.suppress(Exception):
                pt_input.close()
    if speech.abandoned and speech_factories is None:  # the real back ends (tests pass their own)
        _exit_now(code)
    return code


def _exit_now(code: int) -> None:
    """A speech back end hung and was left behind: end the process now rather than wait for its threads
    or its library's clean-up at exit (quitting takes at most about two seconds, whatever it does)."""
    import logging
    import os

    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    with contextlib.suppress(Exception):
        logging.shutdown()
    os._exit(code)

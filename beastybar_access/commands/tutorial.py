"""``beastybar tutorial [GAME] [--list] [--lesson N]``: learn a game lesson by lesson (see tutorial/), with
the output options of ``play`` (speech, reading, braille, verbosity, rate, voice; the sound cues' options
are taken too, so that one command line fits both)."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, TextIO

from beastybar_access.narration import LANGUAGES, Localizer

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from beastybar_access.cli import Subparsers
    from beastybar_access.console.settings import Settings
    from beastybar_access.console.tutor_base import Progress
    from beastybar_access.games.entry import Lesson
    from beastybar_access.outputs.speech.selection import BackendFactory


def register(subparsers: Subparsers, loc: Localizer) -> None:
    from beastybar_access.cli import add_help_option, localize_parser, localized_formatter
    from beastybar_access.commands.play import add_output_options
    from beastybar_access.console.games import game_title
    from beastybar_access.games import entries

    p = subparsers.add_parser("tutorial", help=loc("cli-tutorial"), description=loc("cli-tutorial"),
                              add_help=False, formatter_class=localized_formatter(loc))
    add_help_option(p, loc)
    localize_parser(p, loc)
    games = [e.name for e in entries() if e.lessons is not None]  # the registry's games with lessons
    listed = ", ".join(f"{g} ({game_title(loc, g)})" for g in games)
    p.add_argument("tutorial_game", nargs="?", choices=games, metavar=loc("cli-metavar-game"),
                   help=loc("cli-tutorial-game", games=listed, default=games[0]))
    p.add_argument("--list", dest="list_lessons", action="store_true", help=loc("cli-tutorial-list"))
    p.add_argument("--lesson", type=int, metavar="N", help=loc("cli-tutorial-lesson"))
    add_output_options(p, loc)  # as for play: before or after the game's name
    p.set_defaults(func=run)


def run(args: argparse.Namespace, *, stdin: TextIO | None = None, stdout: TextIO | None = None,
        stderr: TextIO | None = None, speech_factories: Mapping[str, BackendFactory] | None = None) -> int:
    from beastybar_access.commands.play import PlayOptionError, settings_from_args
    from beastybar_access.console.games import game_title
    from beastybar_access.console.settings import SettingsFile
    from beastybar_access.console.tutor_base import Progress
    from beastybar_access.console.tutorial import TUTORIAL_DOMAINS, games_with_lessons, lesson_lines
    from beastybar_access.games import get_entry

    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    stderr = stderr or sys.stderr
    stored = SettingsFile().load()
    lang = args.loc.lang
    if not getattr(args, "lang_given", False) and stored.lang in LANGUAGES:
        lang = stored.lang
    loc = Localizer.load(lang, domains=TUTORIAL_DOMAINS)
    try:
        settings = settings_from_args(stored, args)  # the options on top of the stored settings
    except PlayOptionError as exc:
        stderr.write(loc("play-error", message=loc(exc.msg_id, **exc.args_)) + "\n")
        return 2
    game = args.tutorial_game or games_with_lessons()[0]
    make_lessons = get_entry(game).lessons
    if make_lessons is None:
        stderr.write(loc("tut-no-lessons", game=game_title(loc, game)) + "\n")
        return 2
    lessons = list(make_lessons())
    progress = Progress()
    if args.list_lessons:
        lines = [loc("tut-list-title", game=game_title(loc, game)),
                 *lesson_lines(lessons, loc, progress.done(game))]
        stdout.write("\n".join(lines) + "\n")
        return 0
    start = args.lesson if args.lesson is not None else 1
    if not 1 <= start <= len(lessons):
        stderr.write(loc("tut-bad-lesson", given=start, total=len(lessons)) + "\n")
        return 2
    from beastybar_access.commands.play import _is_terminal

    if not _is_terminal(stdin):  # the lessons read keys from a terminal: one clear refusal
        stderr.write(loc("tut-no-terminal") + "\n")
        return 2
    import asyncio

    return asyncio.run(_tutor(game, lessons, start, loc, settings, progress, stdin, stdout, speech_factories))


async def _tutor(game: str, lessons: Sequence[Lesson], start: int, loc: Localizer, settings: Settings,
                 progress: Progress, stdin: TextIO, stdout: TextIO,
                 speech_factories: Mapping[str, BackendFactory] | None) -> int:
    from prompt_toolkit.input import create_input

    from beastybar_access.console.games import make_adapter
    from beastybar_access.console.speech_lines import speech_line
    from beastybar_access.console.tutorial import make_tutor
    from beastybar_access.outputs import Announcement, Outputs, ScreenChannel, SpeechOutput

    screen = ScreenChannel(stdout.write, flush=stdout.flush, braille_lines=settings.braille == "lines")
    outputs = Outputs([screen])
    speech = SpeechOutput(outputs, factories=speech_factories)
    choice = speech.start(settings.speech, loc.lang, rate=settings.rate, voice=settings.voice,
                          reading=settings.reading)
    if choice.used != "none" or settings.speech != "none":  # which voice speaks, or why none does
        outputs.announce(Announcement(speech_line(loc, choice, speech.reading).text))
    adapter = make_adapter(game, loc)
    tutor = make_tutor(game, lessons, loc, adapter, outputs, create_input(stdin), progress,
                       settings.verbosity, settings.braille)
    try:
        done: int = await tutor.run(start)
        return done
    finally:
        speech.close()

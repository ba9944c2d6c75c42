"""``beastybar tutorial [GAME] [--list] [--lesson N]``: learn a game lesson by lesson (see tutorial/)."""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Any, TextIO

from beastybar_access.narration import LANGUAGES, Localizer


def register(subparsers: Any, loc: Localizer) -> None:
    from beastybar_access.cli import add_help_option
    from beastybar_access.console.games import PLAYABLE_GAMES

    p = subparsers.add_parser("tutorial", help=loc("cli-tutorial"), description=loc("cli-tutorial"),
                              add_help=False)
    add_help_option(p, loc)
    p.add_argument("tutorial_game", nargs="?", choices=PLAYABLE_GAMES, metavar="GAME",
                   help=loc("cli-tutorial-game"))
    p.add_argument("--list", dest="list_lessons", action="store_true", help=loc("cli-tutorial-list"))
    p.add_argument("--lesson", type=int, metavar="N", help=loc("cli-tutorial-lesson"))
    p.set_defaults(func=run)


def run(args: argparse.Namespace, *, stdin: TextIO | None = None, stdout: TextIO | None = None,
        stderr: TextIO | None = None, speech_factories: Any = None) -> int:
    from beastybar_access.console.games import game_title
    from beastybar_access.console.settings import SettingsFile
    from beastybar_access.console.tutorial import TUTORIAL_DOMAINS, Progress, games_with_lessons, lesson_lines
    from beastybar_access.games import get_entry

    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    stderr = stderr or sys.stderr
    settings = SettingsFile().load()
    lang = args.loc.lang
    if not getattr(args, "lang_given", False) and settings.lang in LANGUAGES:
        lang = settings.lang
    loc = Localizer.load(lang, domains=TUTORIAL_DOMAINS)
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
    return asyncio.run(_tutor(game, lessons, start, loc, settings, progress, stdin, stdout, speech_factories))


async def _tutor(game: str, lessons: Any, start: int, loc: Localizer, settings: Any, progress: Any,
                 stdin: TextIO, stdout: TextIO, speech_factories: Any) -> int:
    from prompt_toolkit.input import create_input

    from beastybar_access.console.games import make_adapter
    from beastybar_access.console.tutorial import make_tutor
    from beastybar_access.outputs import Outputs, ScreenChannel, SpeechOutput

    screen = ScreenChannel(stdout.write, flush=stdout.flush)
    outputs = Outputs([screen])
    speech = SpeechOutput(outputs, factories=speech_factories)
    speech.start(settings.speech, loc.lang, rate=settings.rate, voice=settings.voice,
                 reading=settings.reading)
    adapter = make_adapter(game, loc)
    tutor = make_tutor(game, lessons, loc, adapter, outputs, create_input(stdin), progress,
                       settings.verbosity, settings.braille)
    try:
        done: int = await tutor.run(start)
        return done
    finally:
        speech.close()

"""The ``beastybar`` command: the game by default, and the subcommands of the tool box.

Help texts come from ``locales/<lang>/*.ftl`` in the language of ``--lang`` or the environment.
"""

from __future__ import annotations

import argparse
import importlib
import math
import re
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NoReturn, TypeAlias, cast

from beastybar_access import __version__, invocation

if TYPE_CHECKING:
    from beastybar_access.narration import Localizer

# The messages, the diagnostics and the games are imported where they are used: ``--version`` loads none
# of them (issue 28).

# Subcommand modules; each has ``register(subparsers, loc)`` adding a parser with ``func=run``.
SUBCOMMANDS = ("play", "tutorial", "resolve", "simulate", "arena", "cards", "serve", "tables", "join")


def _shortened(message: str) -> str:
    """argparse repeats what was typed: every long word is shortened, unprintable characters escaped."""
    from beastybar_access.narration import ECHO_LIMIT, echo

    long_word = re.compile(r"\S{" + str(ECHO_LIMIT + 1) + ",}")
    return echo(long_word.sub(lambda m: echo(m.group()), message), 1000)


class TypedFloat(float):
    """A number from the command line that remembers how it was typed: a message that repeats it (with
    :func:`~beastybar_access.narration.echo`, which repeats a float by its ``repr``) says "20" or "0,5",
    not "20.0"."""

    typed: str

    def __new__(cls, value: float, typed: str) -> TypedFloat:
        number = super().__new__(cls, value)
        number.typed = typed
        return number

    def __repr__(self) -> str:
        return self.typed


class _Parser(argparse.ArgumentParser):
    """argparse whose own words (usage, errors) come from the locale too, exiting with status 2. Its
    numbers (``type=int``, ``type=float``) are read by :meth:`_whole_number` and :meth:`_number`, which
    refuse in the person's words ("„x“ není celé číslo", never "neplatná hodnota typu int") and take a
    decimal comma too."""

    loc: Localizer | None = None

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.register("type", int, self._whole_number)
        self.register("type", float, self._number)

    def _refuse(self, msg_id: str, text: str) -> argparse.ArgumentTypeError:
        from beastybar_access.narration import echo

        given = echo(text)
        return argparse.ArgumentTypeError(self.loc(msg_id, given=given) if self.loc else repr(given))

    def _whole_number(self, text: str) -> int:
        try:
            return int(text.strip())
        except ValueError:
            raise self._refuse("cli-not-whole-number", text) from None

    def _number(self, text: str) -> float:
        try:
            value = float(text.strip().replace(",", "."))
        except ValueError:
            raise self._refuse("cli-not-number", text) from None
        if not math.isfinite(value):
            raise self._refuse("cli-not-number", text)
        return TypedFloat(value, text.strip())

    def error(self, message: str) -> NoReturn:
        message = _shortened(message)
        if self.loc is None:
            self.print_usage(sys.stderr)
            self.exit(2, f"error: {message}\n")
        # one sentence, and where the options are told (instead of argparse's usage block before it)
        hint = self.loc("cli-error-help", command=self.prog)
        self.exit(2, self.loc("cli-error", message=message) + " " + hint + "\n")


Subparsers: TypeAlias = "argparse._SubParsersAction[_Parser]"
"""The command line's subcommands: each command module's ``register(subparsers, loc)`` adds its parser."""


# argparse's own messages that a user can meet, by their English text, and our message ids for them.
# argparse formats them with % after translating, so each translation keeps the same % fields.
_ARGPARSE_MESSAGES = {
    "argument %(argument_name)s: %(message)s": "cli-ap-argument",
    "unrecognized arguments: %s": "cli-ap-unrecognized",
    "the following arguments are required: %s": "cli-ap-required",
    "expected one argument": "cli-ap-expected-one",
    "expected at most one argument": "cli-ap-expected-at-most-one",
    "expected at least one argument": "cli-ap-expected-at-least-one",
    "ambiguous option: %(option)s could match %(matches)s": "cli-ap-ambiguous",
    "invalid %(type)s value: %(value)r": "cli-ap-invalid-value",
    "invalid choice: %(value)r (choose from %(choices)s)": "cli-ap-invalid-choice",
    "not allowed with argument %s": "cli-ap-not-allowed",
    "ignored explicit argument %r": "cli-ap-ignored",
    "one of the arguments %s is required": "cli-ap-one-required",
}


def _translate_argparse(loc: Localizer) -> None:
    """Make argparse's error messages come from ``loc`` (argparse looks its ``_`` up at call time)."""
    english = argparse._  # type: ignore[attr-defined]  # argparse's gettext alias is not in its stubs

    def translate(text: str) -> str:
        msg_id = _ARGPARSE_MESSAGES.get(text)
        return loc(msg_id) if msg_id else english(text)

    argparse._ = translate  # type: ignore[attr-defined]


def _pre_language(argv: Sequence[str]) -> str | None:
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith("--lang="):
            return arg.split("=", 1)[1]
    return None


SETTINGS_LIMIT = 64 * 1024
"""The settings file is a few hundred bytes; a bigger one is not read for its language here."""


def stored_language() -> str | None:
    """The language chosen in the game's settings (``settings.json`` in the program's configuration
    folder), read without loading the console; None when there is none (or it cannot be read: the game
    reports that itself). Help and errors then speak the language the game speaks."""
    import json
    from pathlib import Path

    import platformdirs

    path = Path(platformdirs.user_config_dir("beastybar", appauthor=False)) / "settings.json"
    try:
        if path.stat().st_size > SETTINGS_LIMIT:
            return None
        data = json.loads(path.read_bytes())
    except (OSError, ValueError):
        return None
    from beastybar_access.narration import LANGUAGES

    lang = data.get("lang") if isinstance(data, dict) else None
    return lang if isinstance(lang, str) and lang in LANGUAGES else None


def build_parser(loc: Localizer) -> argparse.ArgumentParser:
    def make(*args: Any, **kwargs: Any) -> _Parser:
        p = _Parser(*args, **kwargs)
        p.loc = loc
        return p

    parser = make(prog=invocation.current(), description=loc("cli-description"), add_help=False,
                  formatter_class=argparse.RawDescriptionHelpFormatter)
    _add_common(parser, loc)
    subparsers = parser.add_subparsers(dest="command", title=loc("cli-commands"), metavar="COMMAND",
                                       parser_class=_Parser)
    for name in SUBCOMMANDS:
        try:
            module = importlib.import_module(f"beastybar_access.commands.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"beastybar_access.commands.{name}":
                raise
            continue
        module.register(subparsers, loc)
        if name == "play" and hasattr(module, "add_options"):
            module.add_options(parser, loc)
            parser.set_defaults(func=module.run)
    for sub in subparsers.choices.values():
        if isinstance(sub, _Parser):
            sub.loc = loc
        localize_parser(sub, loc)
    localize_parser(parser, loc)
    return parser


def _add_common(parser: argparse.ArgumentParser, loc: Localizer) -> None:
    from beastybar_access.narration import LANGUAGES

    parser.add_argument("-h", "--help", action="help", help=loc("cli-help"))
    parser.add_argument("--version", action="version", version=f"{invocation.PROGRAM} {__version__}",
                        help=loc("cli-version"))
    parser.add_argument("--lang", choices=LANGUAGES, help=loc("cli-lang"))
    parser.add_argument("--debug", action="store_true", help=_debug_help(loc))


def _debug_help(loc: Localizer) -> str:
    from beastybar_access import diagnostics

    return loc("cli-debug", path=str(diagnostics.log_dir() / diagnostics.LOG_NAME))


def localized_formatter(loc: Localizer, base: type[argparse.HelpFormatter] = argparse.HelpFormatter
                        ) -> type[argparse.HelpFormatter]:
    """A help formatter whose own word ("usage:") is in ``loc``'s language, not argparse's English."""

    class Localized(base):  # type: ignore[valid-type, misc]
        _localized_by_program = True

        def add_usage(self, usage: Any, actions: Any, groups: Any, prefix: str | None = None) -> None:
            if prefix is None:
                prefix = loc("play-help-usage") + " "
            super().add_usage(usage, actions, groups, prefix)

    return Localized


def localize_parser(parser: argparse.ArgumentParser, loc: Localizer) -> None:
    """Everything argparse itself writes in a help text, in ``loc``'s language: the usage prefix, the
    group titles and the subcommand placeholder."""
    formatter = parser.formatter_class
    if not getattr(formatter, "_localized_by_program", False):
        # every parser of this command has a HelpFormatter class (argparse's default or one given here)
        assert isinstance(formatter, type) and issubclass(formatter, argparse.HelpFormatter)
        parser.formatter_class = localized_formatter(loc, formatter)
    parser._optionals.title = loc("play-help-options")
    parser._positionals.title = loc("play-help-positionals")
    subparsers = getattr(parser, "_subparsers", None)
    for action in getattr(subparsers, "_group_actions", ()):
        if isinstance(action, argparse._SubParsersAction):
            action.metavar = loc("play-metavar-command")


def add_help_option(parser: argparse.ArgumentParser, loc: Localizer) -> None:
    """Subcommand parsers are made with add_help=False and call this: a localized ``-h``, and ``--lang``."""
    from beastybar_access.narration import LANGUAGES

    parser.add_argument("-h", "--help", action="help", help=loc("cli-help"))
    parser.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS, help=loc("cli-lang"))
    parser.add_argument("--debug", action="store_true", default=argparse.SUPPRESS, help=_debug_help(loc))


def _version_only(args: Sequence[str]) -> bool:
    """``--version``, with nothing but ``--lang``/``--debug`` beside it: answered before anything loads
    (argparse answers any other use of it, as before)."""
    if "--version" not in args:
        return False
    rest = list(args)
    while rest:
        word = rest.pop(0)
        if word == "--lang" and rest:
            rest.pop(0)
        elif word not in ("--version", "--debug") and not word.startswith("--lang="):
            return False
    return True


def main(argv: Sequence[str] | None = None) -> int:
    """The ``beastybar`` command. Any unexpected exception ends here: the game is saved, the traceback
    logged, and the player gets one sentence and exit status 1 (:mod:`beastybar_access.diagnostics`)."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    if _version_only(args_list):  # at once: no messages, no games, no logging set up
        sys.stdout.write(f"{invocation.PROGRAM} {__version__}\n")  # the program, however started
        return 0
    from beastybar_access import diagnostics
    from beastybar_access import games as _registry  # noqa: F401  (it tells narration the games' messages)
    from beastybar_access.narration import CONSOLE_DOMAINS, detect_language

    diagnostics.setup_logging(debug="--debug" in args_list)

    loc: Localizer | None = None
    try:
        try:  # --lang, else the game's own setting, else the system's language
            lang = detect_language(_pre_language(args_list) or stored_language())
        except ValueError:
            lang = detect_language(stored_language())
        # the options' help texts (every subcommand's) are plain: read without Fluent (issue 28), so a
        # command that shows no help parses none of them; the real Localizer from the parsed options on
        from beastybar_access.narration.quick import QuickMessages

        quick = QuickMessages(lang, CONSOLE_DOMAINS)
        loc = cast("Localizer", quick)
        _translate_argparse(loc)
        parser = build_parser(loc)
        args = parser.parse_args(args_list)
        loc = quick.full()
        args.lang_given = args.lang is not None
        args.lang = args.lang or lang
        args.loc = loc
        args.plain_loc = quick  # the first line of play said without parsing Fluent (issue 28)
        diagnostics.log.debug("%s %s (started as %s), Python %s on %s, arguments %r", invocation.PROGRAM,
                              __version__, parser.prog, sys.version.split()[0], sys.platform, args_list)
        diagnostics.fail_point("start")
        func = getattr(args, "func", None)
        if func is None:
            parser.print_help()
            return 2
        code = int(func(args) or 0)
        sys.stdout.flush()  # here, not at exit: a reader that has gone is met while it can be handled
        return code
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return _reader_gone()
    except Exception as exc:
        return diagnostics.report_crash(exc, loc)


EXIT_BROKEN_PIPE = 141
"""The exit status of a command whose output's reader went away (128 + SIGPIPE, as the shell reports
a command-line tool that the pipe ended)."""


def _reader_gone() -> int:
    """The output went to a pipe whose reader has gone (``beastybar cards | head -1``): end quietly, as a
    command-line tool does; what is still buffered goes nowhere instead of failing again at exit."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # no file descriptor behind standard output (tests): nothing to flush
        pass
    return EXIT_BROKEN_PIPE


if __name__ == "__main__":
    raise SystemExit(main())

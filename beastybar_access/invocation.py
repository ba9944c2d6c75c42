"""How the person started the program, so that every message naming a command names one that works for them.

``./play`` and ``play.cmd`` put the way they were called into ``BEASTYBAR_COMMAND`` (``./play``,
``../beastybar_access/play``, ``play.cmd``); an installed ``beastybar`` (pip, pipx, uv) is named ``beastybar``
when that is the one on the PATH, else by the path it was started with; ``python -m beastybar_access`` is
named so. Messages use it through the Fluent function ``COMMAND()`` (see :mod:`beastybar_access.narration`),
for example ``{ COMMAND() } tutorial --lesson``; the command line's usage line names it too.
"""

from __future__ import annotations

import functools
import itertools
import os
import shlex
import shutil
import sys
from pathlib import Path

ENVIRONMENT = "BEASTYBAR_COMMAND"
"""Set by ``play`` and ``play.cmd`` to the way they were called."""
PROGRAM = "beastybar"
"""The installed command's name (``[project.scripts]`` in pyproject.toml)."""
LIMIT = 200
"""The longest command that is named (a longer or unprintable value from the environment is not used)."""


def _quoted(word: str, windows: bool) -> str:
    if not any(c.isspace() for c in word) and not any(c in word for c in "\"'&|<>;()$`^%"):
        return word
    return f'"{word}"' if windows else shlex.quote(word)


def command_name(environ: dict[str, str] | None = None, argv: list[str] | None = None,
                 orig_argv: list[str] | None = None, platform: str | None = None) -> str:
    """The command a person types to start this program again, as they started it this time.

    >>> command_name({"BEASTYBAR_COMMAND": "./play"}, ["/x/.venv/bin/beastybar"])
    './play'
    >>> command_name({"BEASTYBAR_COMMAND": "/home/a/My Games/play"}, [], platform="linux")
    "'/home/a/My Games/play'"
    >>> command_name({}, ["/x/__main__.py"], ["python3", "-m", "beastybar_access"], platform="linux")
    'python3 -m beastybar_access'
    >>> command_name({}, ["C:/x/__main__.py"], ["C:/py.exe", "-m", "beastybar_access"], platform="win32")
    'py -m beastybar_access'
    >>> command_name({"PATH": ""}, [".venv/bin/beastybar"], [], platform="linux")
    '.venv/bin/beastybar'
    """
    environ = dict(os.environ) if environ is None else environ
    argv = sys.argv if argv is None else argv
    orig_argv = getattr(sys, "orig_argv", argv) if orig_argv is None else orig_argv
    windows = (platform or sys.platform) == "win32"
    given = environ.get(ENVIRONMENT, "").strip()
    if given and len(given) <= LIMIT and given.isprintable():
        return _quoted(given, windows)
    if any(a == "-m" and b in ("beastybar_access", "beastybar_access.__main__")
           for a, b in itertools.pairwise(orig_argv)):
        return "py -m beastybar_access" if windows else "python3 -m beastybar_access"
    started = argv[0] if argv else ""
    if not started or not started.isprintable() or len(started) > LIMIT:
        return PROGRAM
    on_path = shutil.which(PROGRAM, path=environ.get("PATH"))
    try:
        if on_path is not None and Path(on_path).resolve() == Path(started).resolve():
            return PROGRAM
    except OSError:
        pass
    if Path(started).name == started:  # a bare name, found on the PATH by the shell
        return _quoted(started.removesuffix(".exe"), windows)
    return _quoted(started, windows)


@functools.cache
def current() -> str:
    """:func:`command_name` of this process (worked out once)."""
    return command_name()

"""The log file, and what the player is told when something unexpected goes wrong.

The log lives in the platform's user log directory (``platformdirs``: on Linux
``$XDG_STATE_HOME/beastybar/log``, on Windows ``%LOCALAPPDATA%\\beastybar\\Logs``, on macOS
``~/Library/Logs/beastybar``), file ``beastybar.log``. Normally only problems are written (warnings and
errors, so a plain start writes nothing); ``--debug`` adds the details. A file over 1 MB is moved to
``beastybar.log.1`` at the next start, so the log never grows without end.

Every unexpected exception ends in :func:`report_crash`: the game being played is saved first (the console
registers its save with :func:`set_crash_saver`), the traceback goes to the log, and the terminal gets one
sentence in the player's language naming the log's path; the exit status is 1. No traceback reaches the
terminal, also not from a background thread or an asyncio callback (both are logged).

Test hook: the environment variable ``BEASTYBAR_TEST_FAIL`` makes the program fail on purpose, as a bug
would, at one place: ``start`` (after the command line is read) or ``key`` (at the next key pressed in the
console). It does nothing else, so it is safe to leave in a shipped program; the tests use it to show the
crash path end to end.
"""

from __future__ import annotations

import logging
import os
import sys
import threading
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from beastybar_access.paths import APP_NAME

if TYPE_CHECKING:
    from beastybar_access.narration import Localizer

LOG_NAME = f"{APP_NAME}.log"
"""In the folder of the program's name in the user directories, as the settings and saves use."""
LOG_LIMIT = 1_000_000
"""Bytes: a bigger log is moved aside (one old copy kept) when the program starts."""
FAIL_ENV = f"{APP_NAME.upper()}_TEST_FAIL"
"""``BEASTYBAR_TEST_FAIL``: the test hook's variable."""
FAIL_PLACES = ("start", "key")

log = logging.getLogger("beastybar_access")


class InjectedFailure(RuntimeError):
    """The failure ``BEASTYBAR_TEST_FAIL`` asks for."""


def fail_point(place: str) -> None:
    """Raise :class:`InjectedFailure` when ``BEASTYBAR_TEST_FAIL`` names ``place`` (a test hook)."""
    if os.environ.get(FAIL_ENV) == place:
        raise InjectedFailure(f"{FAIL_ENV}={place}: failing on purpose")


def log_dir() -> Path:
    import platformdirs

    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


class _LogFile(logging.FileHandler):
    """A log file opened at the first record (a plain start writes nothing), its folder made then. A log
    that cannot be written is given up quietly: logging must never be what breaks the game."""

    def __init__(self, path: Path) -> None:
        super().__init__(path, encoding="utf-8", delay=True)
        self.path = path
        self.failed = False

    def _open(self) -> Any:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        return super()._open()

    def emit(self, record: logging.LogRecord) -> None:
        if self.failed:
            return
        try:
            if self.stream is None:
                self.stream = self._open()
            logging.StreamHandler.emit(self, record)
        except Exception:
            self.failed = True

    def handleError(self, record: logging.LogRecord) -> None:
        self.failed = True


_handler: _LogFile | None = None


def setup_logging(debug: bool = False, directory: Path | None = None) -> Path:
    """Send this package's records, and every library's warnings, to the log file; return its path.
    Called once per start (again replaces the earlier set-up)."""
    global _handler
    path = (directory or log_dir()) / LOG_NAME
    _rotate(path)
    root = logging.getLogger()
    if _handler is not None:
        root.removeHandler(_handler)
        _handler.close()
    _handler = _LogFile(path)
    _handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(_handler)
    root.setLevel(logging.WARNING)
    log.setLevel(logging.DEBUG if debug else logging.INFO)
    _handler.setLevel(logging.DEBUG if debug else logging.WARNING)
    threading.excepthook = _thread_exception
    return path


def log_path() -> Path | None:
    """The log file in use (None before :func:`setup_logging`)."""
    return _handler.path if _handler is not None else None


def log_works() -> bool:
    """Whether the log file has taken every record so far (its folder could be made, the file written)."""
    return _handler is not None and not _handler.failed and _handler.path.is_file()


def _rotate(path: Path) -> None:
    try:
        if path.stat().st_size > LOG_LIMIT:
            os.replace(path, path.with_name(path.name + ".1"))
    except OSError:
        pass


def _thread_exception(args: threading.ExceptHookArgs) -> None:
    """A background thread's exception goes to the log, not to the terminal."""
    if args.exc_type is SystemExit:
        return
    name = args.thread.name if args.thread is not None else "?"
    log.error("unexpected error in thread %s", name,
              exc_info=(args.exc_type, args.exc_value, args.exc_traceback))  # type: ignore[arg-type]


# --- the crash path ------------------------------------------------------------------------------------

_saver: weakref.WeakMethod[Callable[[], bool]] | None = None


def set_crash_saver(save: Callable[[], bool]) -> None:
    """``save`` (a bound method of the console) runs before a crash is reported and tells whether the game
    is saved now. Only a weak reference is kept, so a finished console is never saved from."""
    global _saver
    _saver = weakref.WeakMethod(save)


def _save_before_report() -> bool:
    """Run the registered save; whether the game is saved now."""
    save = _saver() if _saver is not None else None
    if save is None:
        return False
    try:
        return bool(save())
    except Exception:
        log.exception("the game could not be saved after the error")
        return False


def report_crash(exc: BaseException, loc: Localizer | None, stream: Any = None,
                 tell: Callable[[str], None] | None = None) -> int:
    """Save the game, log ``exc`` with its traceback, tell the player in one sentence; return 1.

    ``tell`` says the sentence where the player listens (the console: the screen line and the voice);
    without it, or when it fails, the sentence goes to ``stream`` (standard error)."""
    stream = stream if stream is not None else sys.stderr
    saved = _save_before_report()
    log.error("unexpected error", exc_info=(type(exc), exc, exc.__traceback__))
    path = log_path() if log_works() else None
    text = _sentence(loc, path, saved)
    if tell is not None:
        try:
            tell(text)
            return 1
        except Exception:
            log.exception("the error could not be said through the game's outputs")
    try:
        stream.write(text + "\n")
        stream.flush()
    except Exception:
        pass
    return 1


def _sentence(loc: Localizer | None, path: Path | None, saved: bool) -> str:
    args: dict[str, Any] = {"path": str(path) if path is not None else "", "saved": "yes" if saved else "no"}
    msg_id = "cli-crash" if path is not None else "cli-crash-no-log"
    try:
        if loc is None:
            from beastybar_access.narration import Localizer, detect_language

            loc = Localizer.load(detect_language(None), domains=("cli",))
        return loc(msg_id, **args)
    except Exception:
        # the messages themselves cannot be read (a broken install): the one sentence in English
        where = f"; details are in {path}" if path is not None else ""
        return f"error: the program stopped after an unexpected error{where}"

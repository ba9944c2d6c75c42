"""Files the console keeps: atomic JSON writes, the settings file and the autosave.

Both live in the user's directories (``platformdirs``: the config directory for settings, the data
directory for saves; on Linux ``$XDG_CONFIG_HOME`` and ``$XDG_DATA_HOME`` are honoured). A write goes to
a temporary file in the same folder and replaces the old file with ``os.replace``, so a crash never leaves
half a file. A save or settings file that cannot be used is moved aside under a name no other file has
(kept for inspection), never deleted; when even that fails it stays where it is, and the caller says so.
Both are read with the shared reader of untrusted JSON (:mod:`beastybar_access.untrusted`).
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import time
import uuid
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import platformdirs

from beastybar_access.untrusted import UntrustedJSONError, read_file

APP_NAME = "beastybar"


def config_dir() -> Path:
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def write_json_atomic(path: Path, data: Any) -> None:
    """Write ``data`` as JSON to ``path`` through a temporary file and ``os.replace``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, indent=1)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def put_aside(path: Path) -> Path | None:
    """Move the damaged file ``path`` out of the way as ``<stem>.damaged-<time>-<unique>.json`` beside it;
    the new path, or None when it could not be moved (it is then left in place). Two files put aside in
    the same second never share a name, and an existing file is never replaced."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for _attempt in range(5):
        target = path.with_name(f"{path.stem}.damaged-{stamp}-{uuid.uuid4().hex[:8]}{path.suffix}")
        try:
            os.link(path, target)  # fails if the target exists: nothing is overwritten
        except FileExistsError:
            continue
        except OSError:
            # no hard links here (some file systems): a rename to the unique name instead
            if target.exists():
                continue
            try:
                os.replace(path, target)
            except OSError:
                return None
            return target
        try:
            os.unlink(path)
        except OSError:
            with contextlib.suppress(OSError):
                os.unlink(target)
            return None
        return target
    return None


def problem_reason(loc: Any, cause: BaseException | None) -> str:
    """Why a file could not be used, as a short phrase in ``loc``'s language: the reader's refusal, the
    system's words for a failed read, or that its content is not what it should be."""
    if isinstance(cause, UntrustedJSONError):
        return cause.describe(loc)
    if isinstance(cause, OSError):
        return str(loc("file-unreadable", reason=cause.strerror or type(cause).__name__))
    return str(loc("file-wrong-content"))


class DamagedSaveError(ValueError):
    """A save file that cannot be used; ``moved_to`` is where it was put aside, None if it could not be
    moved (it is then still at its own path); ``cause`` is the reader's refusal or the failed read (None:
    the content is not a game)."""

    def __init__(self, message: str, moved_to: Path | None, cause: BaseException | None = None) -> None:
        super().__init__(message)
        self.moved_to = moved_to
        self.cause = cause


class SaveStore:
    """The autosave of one game (``<data dir>/autosave-<game>.json``); the file names its game too."""

    FORMAT = 1
    MAX_BYTES = 4 * 1024 * 1024
    """A save is a few kilobytes; anything this big is not one."""

    def __init__(self, game: str, directory: Path | None = None) -> None:
        self.game = game
        self.directory = directory if directory is not None else data_dir()
        self.path = self.directory / f"autosave-{game}.json"

    def for_game(self, game: str) -> SaveStore:
        """The autosave of another game, in the same directory."""
        return self if game == self.game else SaveStore(game, self.directory)

    def latest(self, games: Sequence[str]) -> SaveStore | None:
        """Of the autosaves of ``games`` (in this directory), the one saved last; None if there is none."""
        found: list[tuple[float, int, SaveStore]] = []
        for i, game in enumerate(games):
            store = self.for_game(game)
            try:
                found.append((store.path.stat().st_mtime, -i, store))
            except OSError:
                continue
        return max(found, key=lambda f: f[:2])[2] if found else None

    def exists(self) -> bool:
        return self.path.is_file()

    def save(self, table: dict[str, Any]) -> None:
        write_json_atomic(self.path, {"format": self.FORMAT, "game": self.game, **table})

    def load(self) -> dict[str, Any] | None:
        """The saved table, or None when there is no save; :class:`DamagedSaveError` if unreadable.

        The caller may find the table itself damaged later (the game's own checks): it then calls
        :meth:`put_aside`.
        """
        if not self.exists():
            return None
        try:
            data = read_file(self.path, self.MAX_BYTES)
        except FileNotFoundError:
            return None
        except (OSError, UntrustedJSONError) as exc:
            raise self.put_aside(f"cannot read {self.path}: {exc}", exc) from exc
        if not isinstance(data, dict) or data.get("format") != self.FORMAT or data.get("game") != self.game:
            raise self.put_aside(f"{self.path} is not a {self.game} save of format {self.FORMAT}")
        return data

    def put_aside(self, reason: str, cause: BaseException | None = None) -> DamagedSaveError:
        """Move the save out of the way (see :func:`put_aside`) and return the error to raise."""
        return DamagedSaveError(reason, put_aside(self.path), cause)

    def delete(self) -> bool:
        """Remove the save (the game it held is over); False if it is still there (a read-only folder:
        a finished game's last position then stays resumable, nothing is lost)."""
        try:
            self.path.unlink()
        except FileNotFoundError:
            return True
        except OSError:
            return False
        return True

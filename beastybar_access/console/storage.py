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
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import platformdirs

from beastybar_access.jsontypes import JSON, JSONObject
from beastybar_access.locking import FileLock
from beastybar_access.paths import APP_NAME
from beastybar_access.untrusted import UntrustedJSONError, read_file

if TYPE_CHECKING:
    from beastybar_access.narration import Localizer


def config_dir() -> Path:
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def write_json_atomic(path: Path, data: JSON) -> None:
    """Write ``data`` as JSON to ``path`` through a temporary file and ``os.replace``; a ``path`` that is a
    symbolic link keeps being one (the file it points to is replaced)."""
    if path.is_symlink():
        path = Path(os.path.realpath(path))
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
    import uuid  # here: only a damaged file needs it (uuid loads platform)

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


def problem_reason(loc: Localizer, cause: BaseException | None) -> str:
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

    def __init__(self, message: str, moved_to: Path | None, cause: BaseException | None = None, *,
                 in_use: bool = False) -> None:
        super().__init__(message)
        self.moved_to = moved_to
        self.cause = cause
        self.in_use = in_use
        """Left in place because another copy of the program holds the save (it is that copy's to move)."""


class SaveInUseError(OSError):
    """This save is open in another copy of the program (or was opened read-only here): not written."""

    def __init__(self, path: Path) -> None:
        super().__init__(f"{path} is open in another copy of the program")
        self.path = path

    def describe(self, loc: Localizer) -> str:
        return str(loc("ui-save-in-use-reason"))


class SaveLock(FileLock):
    """One program per save (issue 27, N3): an exclusive lock on ``.<save name>.lock`` beside the save,
    held from the first time it is taken until the program ends (the system lets it go then, even after a
    kill). Where the system has no such lock it is always granted, and so it is in a folder where the lock
    file cannot even be made (nothing can be written there by anyone)."""

    def __init__(self, path: Path) -> None:
        super().__init__(path.with_name(f".{path.name}.lock"))

    def take(self) -> bool:
        try:
            return super().take()
        except OSError:
            return True

    def locked_elsewhere(self) -> bool:
        """Whether another program holds the lock now (it is not kept here)."""
        if self.held:
            return False
        if not self.take():
            return True
        self.release()
        return False


class SaveStore:
    """The autosave of one game (``<data dir>/autosave-<game>.json``); the file names its game too.

    Only the program holding the save's :class:`SaveLock` writes it: :meth:`save` takes the lock first and
    raises :class:`SaveInUseError` while another copy of the program holds it (or after
    :meth:`open_read_only`), so a save is never overwritten by an older game. Whoever takes the lock
    removes what a killed writer left behind (its temporary files)."""

    FORMAT = 1
    MAX_BYTES = 4 * 1024 * 1024
    """A save is a few kilobytes; anything this big is not one."""

    def __init__(self, game: str, directory: Path | None = None) -> None:
        self.game = game
        self.directory = directory if directory is not None else data_dir()
        self.path = self.directory / f"autosave-{game}.json"
        self.lock = SaveLock(self.path)
        self.read_only = False
        self._siblings: dict[str, SaveStore] = {game: self}

    def in_use(self) -> bool:
        """Whether another copy of the program holds this save; if not, this one claims it: holds its lock
        until :meth:`release` (a save written without a claim holds it only while writing)."""
        return not self.read_only and not self._take()

    def release(self) -> None:
        """Let go of the locks of this save and of the other games' saves in its folder (the program has
        ended its play; a crash's save takes the lock again)."""
        for store in self._siblings.values():
            store.lock.release()

    def open_read_only(self) -> None:
        """Read this save but never write it (another copy of the program plays it)."""
        self.read_only = True

    def _take(self) -> bool:
        if self.lock.held:
            return True
        if not self.lock.take():
            return False
        with contextlib.suppress(OSError):
            for stale in self.directory.glob(f".{self.path.name}.*.tmp"):  # a writer killed in the middle
                with contextlib.suppress(OSError):
                    stale.unlink()
        return True

    def for_game(self, game: str) -> SaveStore:
        """The autosave of another game, in the same directory."""
        if game not in self._siblings:
            other = SaveStore(game, self.directory)
            other._siblings = self._siblings
            self._siblings[game] = other
        return self._siblings[game]

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

    def save(self, table: JSONObject) -> None:
        """Write the save; :class:`SaveInUseError` if another copy of the program holds it."""
        if self.read_only:
            raise SaveInUseError(self.path)
        claimed = self.lock.held
        if not claimed and not self.lock.take():
            raise SaveInUseError(self.path)
        try:
            write_json_atomic(self.path, {"format": self.FORMAT, "game": self.game, **table})
        finally:
            if not claimed:  # not claimed by :meth:`in_use`: held only while writing
                self.lock.release()

    def load(self) -> dict[str, object] | None:
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
        """Move the save out of the way (see :func:`put_aside`) and return the error to raise. Only the
        copy of the program that holds the save moves it (this one holds it while moving it if nobody
        does): a copy that reads it read-only, or finds it held, leaves it where it is for the one playing
        it (issue 27)."""
        claimed = self.lock.held
        if self.read_only or not (claimed or self.lock.take()):
            return DamagedSaveError(reason, None, cause, in_use=True)
        try:
            return DamagedSaveError(reason, put_aside(self.path), cause)
        finally:
            if not claimed:  # not claimed by :meth:`in_use`: held only while moving it
                self.lock.release()

    def delete(self) -> bool:
        """Remove the save (the game it held is over); False if it is still there (a read-only folder:
        a finished game's last position then stays resumable, nothing is lost, or a save held by another
        copy of the program)."""
        if self.read_only or (not self.lock.held and self.lock.locked_elsewhere()):
            return False
        try:
            self.path.unlink()
        except FileNotFoundError:
            return True
        except OSError:
            return False
        return True

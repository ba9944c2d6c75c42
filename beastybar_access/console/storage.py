"""Files the console keeps: atomic JSON writes, the settings file and the autosave.

Both live in the user's directories (``platformdirs``: the config directory for settings, the data
directory for saves; on Linux ``$XDG_CONFIG_HOME`` and ``$XDG_DATA_HOME`` are honoured). A write goes to
a temporary file in the same folder and replaces the old file with ``os.replace``, so a crash never leaves
half a file. A save that cannot be read is moved aside (kept for inspection), never deleted.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import platformdirs

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


class DamagedSaveError(ValueError):
    """A save file that cannot be used; ``moved_to`` is where it was put aside."""

    def __init__(self, message: str, moved_to: Path | None) -> None:
        super().__init__(message)
        self.moved_to = moved_to


class SaveStore:
    """The autosave of one game (``<data dir>/autosave-<game>.json``); the file names its game too."""

    FORMAT = 1

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
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise self.put_aside(f"cannot read {self.path}: {exc}") from exc
        if not isinstance(data, dict) or data.get("format") != self.FORMAT or data.get("game") != self.game:
            raise self.put_aside(f"{self.path} is not a {self.game} save of format {self.FORMAT}")
        return data

    def put_aside(self, reason: str) -> DamagedSaveError:
        """Move the save out of the way (``*.damaged-<time>.json``) and return the error to raise."""
        target = self.path.with_name(f"{self.path.stem}.damaged-{time.strftime('%Y%m%d-%H%M%S')}.json")
        try:
            os.replace(self.path, target)
        except OSError:
            return DamagedSaveError(reason, None)
        return DamagedSaveError(reason, target)

    def delete(self) -> None:
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()

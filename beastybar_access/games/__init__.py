"""The games, by name: one entry per game (see :mod:`beastybar_access.games.entry`).

Shared layers look a game up here and use only its :class:`~beastybar_access.games.entry.GameEntry` (and the
:class:`GameSpec` of its rules). Adding a game: a folder with an ``entry.py`` exporting ``ENTRY``, and its
name on the registry line below. The first game is the default one.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Sequence
from importlib.resources.abc import Traversable
from typing import Any

from beastybar_access.games.base import NOBODY, GameSpec, GameState
from beastybar_access.games.entry import GameEntry
from beastybar_access.narration import Localizer, join_alternatives, set_game_messages

GAME_PACKAGES: tuple[str, ...] = ("beastybar", "cubirds", "monkeys")
"""The registry: each game's folder under ``beastybar_access/games/`` (the first is the default game)."""

AnySpec = GameSpec[GameState[Any, Any, Any]]
AnyEntry = GameEntry[GameState[Any, Any, Any]]


_REGISTERED: list[AnyEntry] = []
"""Entries added at run time by :func:`register` (a test's game from a test folder), after the registry's."""


@functools.cache
def entries() -> tuple[AnyEntry, ...]:
    """Every game's entry, in the registry's order (light: the games themselves load on first use), then
    any added by :func:`register`."""
    out = []
    for package in GAME_PACKAGES:
        module = importlib.import_module(f"{__name__}.{package}.entry")
        entry: AnyEntry = module.ENTRY
        if entry.name != package:
            raise RuntimeError(f"the entry of games/{package} is named {entry.name!r}")
        out.append(entry)
    return (*out, *_REGISTERED)


def register(entry: AnyEntry) -> None:
    """Add a game that is not in the registry's folder (a test's tiny game from a test folder): every
    shared layer that asks :func:`entries`, :func:`game_names` or :func:`get_entry` finds it from now on,
    and languages loaded from now on read its message folder. A real game is added by its registry line."""
    if any(e.name == entry.name for e in entries()):
        raise ValueError(f"a game named {entry.name!r} is registered already")
    _REGISTERED.append(entry)
    entries.cache_clear()


def unregister(name: str) -> None:
    """Take back a game added by :func:`register` (a test's, when it is done)."""
    _REGISTERED[:] = [e for e in _REGISTERED if e.name != name]
    entries.cache_clear()


def game_names() -> tuple[str, ...]:
    """Every game's name, in the registry's order, then any added by :func:`register`."""
    return tuple(e.name for e in entries())


def _message_folders() -> list[Traversable]:
    return [entry.locales for entry in entries() if entry.locales is not None]


set_game_messages(_message_folders)
"""Each language loaded reads the games' own message files too (found through their entries)."""

GAME_NAMES: tuple[str, ...] = GAME_PACKAGES
"""The registry's games (a game added by :func:`register` is in :func:`game_names`)."""
DEFAULT_GAME = GAME_NAMES[0]


def game_choices(loc: Localizer, names: Sequence[str] | None = None) -> str:
    """The games (``names``, by default every one) as a help text offers them, built from the registry:
    "beastybar (Beasty Bar, the default), cubirds (Cubirds) or monkeys (4 Monkeys)"."""
    items = [loc("game-choice-default" if name == DEFAULT_GAME else "game-choice", id=name,
                 title=loc(f"ui-game-{name}"))
             for name in (game_names() if names is None else names)]
    return join_alternatives(loc, items)


def get_entry(name: str) -> AnyEntry:
    """The entry of the game ``name``; ValueError for an unknown game."""
    for entry in entries():
        if entry.name == name:
            return entry
    raise ValueError(f"unknown game {name!r}; known games: {', '.join(game_names())}")


def get_game(name: str) -> AnySpec:
    """The rules of the game ``name``; ValueError for an unknown game."""
    return get_entry(name).spec()


__all__ = [
    "DEFAULT_GAME",
    "GAME_NAMES",
    "GAME_PACKAGES",
    "NOBODY",
    "AnyEntry",
    "AnySpec",
    "GameSpec",
    "GameState",
    "entries",
    "game_choices",
    "game_names",
    "get_entry",
    "get_game",
    "register",
    "unregister",
]

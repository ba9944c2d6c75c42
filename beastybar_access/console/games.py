"""The games one can play at the console, and how to get each one's adapter.

A light module (no prompt_toolkit), so that the command line can list the games for its options. The
first game is the default: ``beastybar`` without a game named plays it when the set-up is not asked
(``--quick``), and the set-up's choice of game starts on it.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from beastybar_access.console.adapter import GameAdapter
    from beastybar_access.narration import Localizer

ADAPTERS: dict[str, tuple[str, str]] = {
    "beastybar": ("beastybar_access.games.beastybar.console", "BeastyBarAdapter"),
    "cubirds": ("beastybar_access.games.cubirds.console", "CubirdsAdapter"),
    "monkeys": ("beastybar_access.games.monkeys.console", "MonkeysAdapter"),
}
"""Each playable game's console adapter: module and class (loaded on first use)."""
PLAYABLE_GAMES: tuple[str, ...] = tuple(ADAPTERS)
DEFAULT_GAME = PLAYABLE_GAMES[0]


def make_adapter(game: str, loc: Localizer) -> GameAdapter:
    """The console adapter of ``game`` in ``loc``'s language."""
    try:
        module, name = ADAPTERS[game]
    except KeyError:
        raise ValueError(f"no console for the game {game!r}; playable: {', '.join(PLAYABLE_GAMES)}") from None
    adapter: GameAdapter = getattr(importlib.import_module(module), name)(loc)
    return adapter


def game_title(loc: Localizer, game: str) -> str:
    """The game's name as players know it in ``loc``'s language ("Krabčáci")."""
    return loc(f"ui-game-{game}")


__all__ = ["ADAPTERS", "DEFAULT_GAME", "PLAYABLE_GAMES", "game_title", "make_adapter"]

"""The games one can play at the console, and how to get each one's adapter.

A light module (no prompt_toolkit), so that the command line can list the games for its options. The
first game is the default: ``beastybar`` without a game named plays it when the set-up is not asked
(``--quick``), and the set-up's choice of game starts on it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from beastybar_access.games import DEFAULT_GAME as _DEFAULT
from beastybar_access.games import entries, game_names, get_entry

if TYPE_CHECKING:
    from beastybar_access.games.core.adapter import GameAdapter
    from beastybar_access.narration import Localizer

PLAYABLE_GAMES: tuple[str, ...] = tuple(e.name for e in entries() if e.adapter is not None)
"""The games whose entry has a console adapter, in the registry's order (as the command line offers them)."""


def playable_games() -> tuple[str, ...]:
    """The games with a console adapter now: the registry's and any added by ``games.register``."""
    return tuple(e.name for e in entries() if e.adapter is not None)

DEFAULT_GAME = _DEFAULT if _DEFAULT in PLAYABLE_GAMES else PLAYABLE_GAMES[0]


def make_adapter(game: str, loc: Localizer) -> GameAdapter:
    """The console adapter of ``game`` in ``loc``'s language."""
    make = get_entry(game).adapter if game in game_names() else None
    if make is None:
        raise ValueError(f"no console for the game {game!r}; playable: {', '.join(playable_games())}")
    return make(loc)


def game_title(loc: Localizer, game: str) -> str:
    """The game's name as players know it in ``loc``'s language ("Krabčáci")."""
    return loc(f"ui-game-{game}")


__all__ = ["DEFAULT_GAME", "PLAYABLE_GAMES", "game_title", "make_adapter", "playable_games"]

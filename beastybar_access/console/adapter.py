"""What a game gives the console: its zones, its choices and its narration.

The console (:mod:`beastybar_access.console.app`) knows keys, announcements, history, settings, set-up,
hot seat, saves and pacing, for any game. Everything about one game's table comes through a
:class:`GameAdapter` (declared in :mod:`beastybar_access.games.core.adapter`, beside the games, so that the
registry's entries promise it; here with what a game's console adapter uses of the console): the review
keys of its zones, the steps of a player's move, the sentences for its events, its computer players.
Beasty Bar's is :mod:`beastybar_access.games.beastybar.console`, Cubirds'
:mod:`beastybar_access.games.cubirds.console`; :mod:`beastybar_access.console.games` lists them (the games
one can play at the console, offered in the set-up). A real-time game (4 Monkeys,
:mod:`beastybar_access.games.monkeys.console`) says ``real_time = True`` and adds what
:class:`~beastybar_access.games.core.adapter.RealtimeAdapter` lists; the console then plays it with
:mod:`beastybar_access.console.realtime`.

A few pieces every game's adapter needs are here too, so that no game copies another's:
:func:`hand_unavailable` (what the hand key says when nobody's hand may be read) and :func:`cells_line`
(a card's braille cells on a line).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Protocol, TypeVar

from beastybar_access.console.choice import Step
from beastybar_access.console.settings import Settings
from beastybar_access.games.core.adapter import AdapterDefaults, Ask, GameAdapter, RealtimeAdapter, SpecFacts
from beastybar_access.games.core.context import Context, Zone, cells_line, hand_unavailable
from beastybar_access.games.core.plan import Plan
from beastybar_access.narration import Localizer
from beastybar_access.narration.lines import Line
from beastybar_access.table import HUMAN, RandomBot, Seat, bot_levels, make_bot

T = TypeVar("T")

# --- the console as a set-up sees it ---------------------------------------------------------------------


class SetupHost(Protocol):
    """A console as the set-up sees it: sentences, questions, the game being set up."""

    loc: Localizer
    settings: Settings
    adapter: GameAdapter
    games: tuple[str, ...]
    """The games offered (empty: only the adapter's game)."""

    @property
    def interactive(self) -> bool:
        """Keys can be read (a person can be asked)."""
        ...

    def line(self, msg_id: str, **args: object) -> Line: ...

    def say(self, line: Line, kind: str = ..., *, record: bool | None = None) -> None: ...

    def menu(self, prompt: Line | None, items: Sequence[tuple[T, str]], *, focus: int = ...,
             hotkeys: Mapping[str, int] | None = ..., say_focus: bool = ...) -> Step[T]: ...

    async def ask_menu(self, make: Callable[[], Step[object]]) -> object: ...

    async def ask_text(self, prompt: Line, default: str, limit: int = ...) -> str: ...

    def switch_game(self, game: str) -> None: ...

    async def learn(self) -> None: ...

    online: Callable[..., Awaitable[int]] | None
    """"Play online" is offered when set."""

    async def play_online(self) -> None: ...

    def seat_text(self, msg_id: str, seat: int, **args: object) -> str: ...

    def seat_kind_label(self, kind: str) -> str: ...

    def remember(self, name: str, value: object) -> None:
        """Keep a set-up choice in the settings in effect and in the settings file."""
        ...


__all__ = ["HUMAN", "AdapterDefaults", "Ask", "Context", "GameAdapter", "Plan", "RandomBot",
           "RealtimeAdapter", "Seat", "SetupHost", "SpecFacts", "Zone", "bot_levels", "cells_line",
           "hand_unavailable", "make_bot"]

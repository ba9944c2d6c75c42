"""What a game gives the console: its zones, its choices and its narration.

The console (:mod:`beastybar_access.console.app`) knows keys, announcements, history, settings, set-up,
hot seat, saves and pacing, for any game. Everything about one game's table comes through a
:class:`GameAdapter`: the review keys of its zones, the steps of a player's move, the sentences for its
events, its computer players. Beasty Bar's is :mod:`beastybar_access.games.beastybar.console`, Cubirds'
:mod:`beastybar_access.games.cubirds.console`; :mod:`beastybar_access.console.games` lists them (the games
one can play at the console, offered in the set-up). A real-time game (4 Monkeys,
:mod:`beastybar_access.games.monkeys.console`) says ``real_time = True`` and adds what
:class:`~beastybar_access.console.realtime.RealtimeAdapter` lists; the console then plays it with
:mod:`beastybar_access.console.realtime`.

A few pieces every game's adapter needs are here too, so that no game copies another's:
:func:`hand_unavailable` (what the hand key says when nobody's hand may be read) and :func:`cells_line`
(a card's braille cells on a line).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from types import MappingProxyType
from typing import Protocol, TypeVar

from beastybar_access.console.choice import Step
from beastybar_access.console.plan import Plan
from beastybar_access.console.settings import Settings
from beastybar_access.games.core import Event
from beastybar_access.narration import Localizer
from beastybar_access.narration.lines import Line
from beastybar_access.presenter.context import Context, Zone, cells_line, hand_unavailable
from beastybar_access.presenter.realtime_game import RealtimeAdapter
from beastybar_access.table import HUMAN, RandomBot, Seat, bot_levels, make_bot

T = TypeVar("T")

Ask = Callable[[Callable[[], Step[object]]], Awaitable[object]]
"""The set-up's question asker: ``await ask(make_step)`` is the answer (the step renewed by ``make_step``
when the language changes)."""


class SpecFacts(Protocol):
    """What the console reads of a game's spec (:class:`~beastybar_access.games.base.GameSpec`): its name,
    player counts and variants, and how a saved game is read back (for its table)."""

    @property
    def name(self) -> str: ...

    @property
    def min_players(self) -> int: ...

    @property
    def max_players(self) -> int: ...

    @property
    def variants(self) -> Sequence[str]: ...

    @property
    def from_json(self) -> Callable[[dict[str, object]], object]: ...


class GameAdapter(Protocol):
    """A game's presentation in the console."""

    @property
    def spec(self) -> SpecFacts: ...

    loc: Localizer

    def with_language(self, loc: Localizer) -> GameAdapter:
        """The same adapter (and table) in ``loc``'s language: the player switched it in the settings."""
        ...

    # --- set-up --------------------------------------------------------------------------------------
    def variant_label(self, variant: str) -> str: ...

    def seat_label(self, seat: int) -> str:
        """How a place at the table is told apart besides the name (Beasty Bar: the colour)."""
        ...

    def new_state(self, plan: Plan) -> object:
        """The game of ``plan``, for the table (the console never looks into it: it hears the table)."""
        ...

    # --- narration -----------------------------------------------------------------------------------
    def turn_lines(self, ctx: Context, events: Sequence[Event], actor: int) -> list[Line]:
        """Every event of one action as lines for ``ctx.listener``, the turn summary last.

        The "whose turn is next" event is left out: the console says that when the next turn starts.
        """
        ...

    def your_turn_lines(self, ctx: Context) -> list[Line]:
        """The person's turn begins: say so, then the hand in brief."""
        ...

    def whose_turn_lines(self, ctx: Context) -> list[Line]: ...

    def where_lines(self, ctx: Context) -> list[Line]:
        """Whose turn it is and the table's state in a phrase (the console adds what it waits for)."""
        ...

    def start_lines(self, ctx: Context) -> list[Line]:
        """Said once when a table starts (after who sits at it): what everyone sees at the start."""
        ...

    def mid_turn(self, ctx: Context) -> bool:
        """The seat to move faces a further decision of a turn already begun (Cubirds: the refill end,
        the two-card draw, the flock): the console then neither says whose turn it is again nor gives the
        turn cue, and the step's question follows at once."""
        ...

    def zones(self) -> list[Zone]: ...

    def rules_line(self, subject: object) -> Line | None:
        """What the focused thing (a card) does; None if the subject has no rules text."""
        ...

    def braille_line(self, subject: object) -> Line | None:
        """The focused thing's braille cells on a line (``text`` for speech, ``braille`` the cells)."""
        ...

    # --- choices -------------------------------------------------------------------------------------
    def action_step(self, ctx: Context) -> Step[object]:
        """The first step of the person's move; its answer is an action of ``ctx.view.legal``."""
        ...

    def browse_step(self, ctx: Context, refuse: Line) -> Step[object] | None:
        """A read-only step over the person's hand while it is not their move (choosing says ``refuse``)."""
        ...

    def refusal(self, error: Exception) -> Line:
        """Why the rules refused an action, in the player's language."""
        ...

    # --- optional: :class:`AdapterDefaults` gives each of these its default ---------------------------
    real_time: bool
    """True: the console plays this game in real time (the adapter is also a
    :class:`~beastybar_access.console.realtime.RealtimeAdapter`). Default False."""
    help_ids: Mapping[str, str]
    """The game's own words for a shared key's help (``{"where": "ui-help-mk-where"}``). Default none."""
    setting_ids: Mapping[str, str]
    """The game's own name of a setting in the menu (4 Monkeys: the delay paces the scoring)."""

    def commands(self) -> Sequence[tuple[str, str, tuple[str, ...]]]:
        """The game's own keys: ``(command name, help message id, keys)``. Default none."""
        ...

    def nav_help(self) -> Sequence[tuple[tuple[str, ...], str]] | None:
        """The help of the navigation keys, when the game's differ from the console's (default None)."""
        ...

    def bot_levels(self) -> Sequence[str] | None:
        """The computer players' levels the set-up offers; None (default): the bots package's levels."""
        ...

    def realtime(self) -> RealtimeAdapter | None:
        """This adapter as a real-time game's (its ``real_time`` is True), or None (default)."""
        ...

    async def complete_plan(self, host: SetupHost, plan: Plan, ask: Ask | None) -> Plan:
        """The game's own set-up questions (``ask`` None: nobody to ask, take the defaults), filling
        ``plan.options``. Default: nothing to ask."""
        ...


class AdapterDefaults:
    """The defaults of :class:`GameAdapter`'s optional members: a game's adapter derives from this and
    overrides what it has."""

    real_time: bool = False
    help_ids: Mapping[str, str] = MappingProxyType({})
    setting_ids: Mapping[str, str] = MappingProxyType({})

    def commands(self) -> Sequence[tuple[str, str, tuple[str, ...]]]:
        return ()

    def nav_help(self) -> Sequence[tuple[tuple[str, ...], str]] | None:
        return None

    def bot_levels(self) -> Sequence[str] | None:
        return None

    def realtime(self) -> RealtimeAdapter | None:
        return None

    async def complete_plan(self, host: SetupHost, plan: Plan, ask: Ask | None) -> Plan:
        return plan


# --- what a real-time game gives the console -------------------------------------------------------------


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
           "RealtimeAdapter", "Seat", "SetupHost", "Zone", "bot_levels", "cells_line",
           "hand_unavailable", "make_bot"]

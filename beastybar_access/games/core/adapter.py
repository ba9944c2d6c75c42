"""What a game's adapter is to the terminals that present it, and what it is given: the protocols each
game's console adapter implements (:class:`GameAdapter`, with :class:`RealtimeAdapter` for a real-time game)
and the Presenter, the console and the browser consume, as the registry's entries promise them
(:attr:`GameEntry.adapter <beastybar_access.games.entry.GameEntry.adapter>`). Here, beside the games, so
that the registry can name them and the type checker holds each game's adapter to them; the presenter and
the terminals import them from here (nothing here imports a terminal or the presenter).

What an adapter gets is in :mod:`beastybar_access.games.core.context` (the listener's :class:`Context`,
the :class:`Zone` of a review key) and :mod:`beastybar_access.games.core.steps` (the steps of a choice)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Protocol, TypeVar

from beastybar_access.games.base import TimedAction
from beastybar_access.games.core import Event
from beastybar_access.games.core.context import Context, Zone
from beastybar_access.games.core.plan import Plan
from beastybar_access.games.core.steps import Step
from beastybar_access.jsontypes import JSON
from beastybar_access.narration import Localizer
from beastybar_access.narration.lines import Line
from beastybar_access.outputs.base import EVENT

T = TypeVar("T")


# --- what a real-time game's adapter says, and uses of the session its keys come from ---------------------


@dataclass(frozen=True)
class Said:
    """One line to announce: its ``kind`` (``EVENT``, ``NAVIGATION``, ``PROMPT``, ``ALERT``); ``paced``: a
    step of the scoring, said one every ``delay`` seconds after the previous paced line."""

    line: Line
    kind: str = EVENT
    paced: bool = False
    background: bool = False
    """What the others do and the timer: held back while the person is pressing keys (see
    :data:`~beastybar_access.presenter.realtime.QUIET_S`), so that it neither replaces their navigation line
    on a braille display or the screen nor cuts into it; said in order as soon as the keys rest."""
    own: bool = False
    """What the person's own action did (said at once; other table news first lets held lines out)."""
    record: bool = True
    """Kept in the history buffer (answers to review keys are not)."""
    key: str | None = None
    """A state line (the time left, what a stack shows): a newer held line with the same key replaces it."""
    merge: object = None
    """Another player's move (the game's event): held ones are merged into a summary when let out."""
    ends: bool = False
    """The round's end: others' moves and state lines (``key``) still held are dropped unsaid (what the
    round came to is said by its scoring), the other held news (Stop called) first; while the listener
    still hears what was said before, they wait as the first of the paced lines (not said on top of it)."""


class QuickAsk(Protocol):
    """What a real-time game's adapter says and asks through ``session.console`` (the console, or the
    browser's seat): a line (not kept in the history when ``record`` is False), a quick question above
    everything else (``pauses``: the clock stands while it is open)."""

    def say(self, line: Line, kind: str = ..., *, record: bool = ...) -> None: ...

    def open_overlay(self, step: Step[object], on_answer: Callable[[object], None],
                     pauses: bool = True) -> None: ...


class KeySession(Protocol):
    """What a real-time game's adapter uses of the session whose keys it answers (a console's local or
    online session, a browser seat): the seat's context, whether a round runs, the answer to a key, a
    refusal, an action made at the clock's time (``make(at)``; False: it could not be made)."""

    @property
    def console(self) -> QuickAsk: ...

    @property
    def running(self) -> bool: ...

    def context(self) -> Context: ...

    def answer(self, lines: Sequence[Line]) -> None: ...

    def refuse_line(self, line: Line) -> None: ...

    def act(self, make: Callable[[int], TimedAction | None]) -> bool: ...


# --- what the Presenter uses of every game's adapter ------------------------------------------------------


class GameName(Protocol):
    """What a Presenter reads of a game's rules (:class:`~beastybar_access.games.base.GameSpec`): its name."""

    @property
    def name(self) -> str: ...


class UiAdapter(Protocol):
    """What a Presenter uses of a game's adapter (:class:`GameAdapter`
    has it all): narration of events and turns, the zones, rules and braille of a card, the steps of a
    move, refusals."""

    @property
    def spec(self) -> GameName: ...

    loc: Localizer

    @property
    def real_time(self) -> bool:
        """A game played in real time (4 Monkeys): its opening is short at every level (issue 25)."""
        ...

    def seat_label(self, seat: int) -> str: ...

    def turn_lines(self, ctx: Context, events: Sequence[Event], actor: int) -> list[Line]: ...

    def your_turn_lines(self, ctx: Context) -> list[Line]: ...

    def whose_turn_lines(self, ctx: Context) -> list[Line]: ...

    def where_lines(self, ctx: Context) -> list[Line]: ...

    def start_lines(self, ctx: Context) -> list[Line]: ...

    def mid_turn(self, ctx: Context) -> bool: ...

    def zones(self) -> list[Zone]: ...

    def rules_line(self, subject: object) -> Line | None: ...

    def braille_line(self, subject: object) -> Line | None: ...

    def action_step(self, ctx: Context) -> Step[object]: ...

    def browse_step(self, ctx: Context, refuse: Line) -> Step[object] | None: ...

    def refusal(self, error: Exception) -> Line: ...


# --- what a real-time game adds ---------------------------------------------------------------------------


class RealtimeAdapter(Protocol):
    """What a real-time game adds to its adapter (:class:`GameAdapter`:
    zones, narration of the set-up, refusals, rules and braille lines come from there), for the console's
    sessions and the browser's seat alike. It sees the seat's view and context, never the game's state."""

    @property
    def real_time(self) -> bool:
        """True: the console plays this game with a real-time session
        (:class:`~beastybar_access.console.realtime.RealtimeSession`)."""
        ...

    def running(self, view: object) -> bool:
        """A round is being played (the clock runs), by the seat's ``view``."""
        ...

    def start_action(self, view: object, seat: int, at: int) -> TimedAction:
        """The action that starts the next round (or continues the game) for ``seat`` at ``at`` ms, by the
        seat's ``view``."""
        ...

    def ready_step(self, ctx: Context, resumed: bool) -> Step[object]:
        """What the person answers to start the next round (``resumed``: to go on with a round that was
        saved in the middle)."""
        ...

    def event_lines(self, ctx: Context, events: Sequence[Event], actor: int | None) -> list[Said]:
        """What ``ctx.listener`` hears of ``events`` (``actor``: who acted; None: the clock moved)."""
        ...

    def summary_lines(self, ctx: Context, moves: list[Said]) -> list[Said]:
        """Others' moves that piled up unsaid (each ``merge`` is its event) as a short summary."""
        ...

    def commands(self) -> Sequence[tuple[str, str, tuple[str, ...]]]:
        """The game's keys: ``(command name, help message id, keys)``."""
        ...

    def command(self, session: KeySession, name: str) -> None: ...

    def nav_help(self) -> Sequence[tuple[tuple[str, ...], str]]:
        """The help of the navigation keys: ``(keys, message id)``."""
        ...

    def nav(self, session: KeySession, key: str) -> None:
        """Arrows, Home/End, digits, Space, Enter, Escape, ``p`` while nothing else is asked."""
        ...

    def where_lines(self, ctx: Context) -> list[Line]:
        """The round, the time left and the focus (the same as the game adapter's: a terminal asks it of
        either, also between rounds and after the game)."""
        ...

    def focused_subject(self, session: KeySession) -> object: ...

    def pause_line(self, paused: bool) -> Line:
        """Said when the clock stops for the quit question or the settings, and when it runs again."""
        ...

    def not_running_line(self, ctx: Context) -> Line:
        """Why the person's action cannot be done now (between rounds, or the game is over)."""
        ...

    def refusal(self, error: Exception) -> Line: ...


# --- what a game's own set-up questions use of the console ------------------------------------------------


class GameSettings(Protocol):
    """What a game's set-up reads of the settings in effect: its own settings (``GameOptions.settings``)."""

    def game_setting(self, name: str) -> JSON: ...


class GameSetupHost(Protocol):
    """What a game's own set-up questions (:meth:`GameAdapter.complete_plan`) use of the console: the
    settings in effect, a menu, and keeping a choice for the next run (the console's whole set-up host is
    :class:`~beastybar_access.console.adapter.SetupHost`)."""

    @property
    def settings(self) -> GameSettings: ...

    def menu(self, prompt: Line | None, items: Sequence[tuple[T, str]], *, focus: int = ...,
             hotkeys: Mapping[str, int] | None = ..., say_focus: bool = ...) -> Step[T]: ...

    def remember(self, name: str, value: object) -> None:
        """Keep a set-up choice in the settings in effect and in the settings file."""
        ...


# --- the whole adapter, as a console plays it -------------------------------------------------------------


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
    @property
    def real_time(self) -> bool:
        """True: the console plays this game in real time (the adapter is also a
        :class:`RealtimeAdapter`). Default False."""
        ...

    @property
    def help_ids(self) -> Mapping[str, str]:
        """The game's own words for a shared key's help (``{"where": "ui-help-mk-where"}``). Default none."""
        ...

    @property
    def setting_ids(self) -> Mapping[str, str]:
        """The game's own name of a setting in the menu (4 Monkeys: the delay paces the scoring)."""
        ...

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

    async def complete_plan(self, host: GameSetupHost, plan: Plan, ask: Ask | None) -> Plan:
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

    async def complete_plan(self, host: GameSetupHost, plan: Plan, ask: Ask | None) -> Plan:
        return plan


__all__ = ["AdapterDefaults", "Ask", "GameAdapter", "GameName", "GameSettings", "GameSetupHost", "KeySession",
           "QuickAsk", "RealtimeAdapter", "Said", "SpecFacts", "UiAdapter"]

"""What a real-time game's adapter gives the terminals that play it on the clock: the console's sessions
(local and online) and the browser's seat (:class:`RealtimeAdapter`). Its keys are answered through a
:class:`~beastybar_access.presenter.realtime.KeySession`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from beastybar_access.games.base import TimedAction
from beastybar_access.games.core import Event
from beastybar_access.narration.lines import Line
from beastybar_access.presenter.context import Context
from beastybar_access.presenter.realtime import KeySession, Said
from beastybar_access.presenter.steps import Step


class RealtimeAdapter(Protocol):
    """What a real-time game adds to its adapter (:class:`~beastybar_access.console.adapter.GameAdapter`:
    zones, narration of the set-up, refusals, rules and braille lines come from there), for the console's
    sessions and the browser's seat alike. It sees the seat's view and context, never the game's state."""

    real_time: bool
    """True: the console plays this game with a real-time session
    (:class:`~beastybar_access.console.realtime.RealtimeSession`)."""

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


__all__ = ["RealtimeAdapter"]

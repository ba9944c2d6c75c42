"""One browser's seat at a real-time game (4 Monkeys): the server's clock, the game's keys, the lines.

At a turn-based table the bridge asks the seat's Presenter for one question per turn. A real-time game has
no turns: the person acts whenever they like, by the game's keys (take from a stack, flip, Stop!, refill,
set aside ...), which its adapter answers exactly as at the console (the adapter's keys take a *session*:
this seat is one, with the console's local and online sessions). What is said goes through the shared
:class:`~beastybar_access.presenter.realtime.LineScheduler` (others' actions and the timer wait while the
person presses keys; the round's scoring is sent as one paragraph), on the server's clock
(:class:`~beastybar_access.presenter.realtime.ServerClock`). Between rounds the adapter's ready question is
asked as any question; a quick question of a key (which refill, whom to give the banana) too. Every word
comes from the game's narration here at the server: the page only shows it.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable, Sequence
from typing import Protocol

from beastybar_access.games.core import Event
from beastybar_access.games.core.adapter import RealtimeAdapter
from beastybar_access.games.core.steps import Step
from beastybar_access.narration.lines import Line as Words
from beastybar_access.outputs.base import ALERT, EVENT, NAVIGATION
from beastybar_access.presenter import Answer, Context, Line, Question, Refusal
from beastybar_access.presenter.realtime import KeySession, LineScheduler, Said, ServerClock
from beastybar_access.table import Seat

TICK_S = 0.2
"""How often held lines are looked at (they go out once the person's keys rest)."""
NAV_KEYS = {"ArrowUp": "up", "ArrowDown": "down", "ArrowLeft": "left", "ArrowRight": "right",
            "Home": "home", "End": "end", "Enter": "c-m", " ": " ", "Escape": "escape", "Backspace": "c-h",
            "p": "p", "1": "1", "2": "2", "3": "3", "4": "4"}
"""The page's key names and the adapter's: the table's own keys when no question has the focus."""


class Browser(Protocol):
    """What the seat needs of the browser's bridge (its
    :class:`~beastybar_access.terminals.web.bridge.BrowserSession`)."""

    @property
    def narration_verbosity(self) -> str: ...

    def seats(self) -> list[Seat]: ...

    def say(self, lines: Sequence[Line], *, urgent: bool = False) -> None: ...

    def ask(self, question: Question, turn: bool = True) -> None: ...

    def close_question(self) -> None: ...

    def send_action(self, action: object) -> None: ...


class RealtimeSeat:
    """The seat's real-time game (see the module notes). ``session`` is the browser's bridge; ``adapter``
    is this seat's own adapter of the game (it keeps the seat's focus: rows, selected cards)."""

    def __init__(self, session: Browser, adapter: RealtimeAdapter, seat: int | None) -> None:
        self.session = session
        self.adapter = adapter
        self.listener = seat
        self.clock = ServerClock()
        self.lines = LineScheduler(self._said, self.clock.source,
                                   summarize=lambda moves: self.adapter.summary_lines(self.context(), moves))
        self.out: list[Line] = []
        self.view: object = None
        self.turn = 0
        """The table's turn count (the bridge's: the server's last snapshot or update)."""
        self.over = False
        self.question: Question | None = None
        self.on_answer: Callable[[object], None] | None = None
        self._ticker: asyncio.Task[None] | None = None

    @property
    def console(self) -> RealtimeSeat:
        """The adapter says lines and opens quick questions through ``session.console``: this seat."""
        return self

    # --- the table ---------------------------------------------------------------------------------------

    @property
    def running(self) -> bool:
        return self.view is not None and not self.over and bool(self.adapter.running(self.view))

    def context(self) -> Context:
        """The seat's context: the time left runs on between the server's updates."""
        view = self.clock.view_now(self.view)
        seats = self.session.seats()
        return Context(view, self.listener, [s.name for s in seats], seats, self.session.narration_verbosity,
                       over=self.over)

    def show(self, view: object) -> None:
        """A view of the server (a snapshot or an update): the clock set to the server's."""
        self.view = view
        self.clock.update(int(getattr(view, "clock", 0)), bool(self.adapter.running(view)))
        if self._ticker is None:
            self._ticker = asyncio.get_running_loop().create_task(self._tick())

    def heard(self, events: list[Event], view: object, actor: int | None, cues: Sequence[str]) -> None:
        """An update: what happened said as at the console, then the ready question if a round ended."""
        was_running = self.clock.running
        self.show(view)
        if cues:
            self.out.append(Line("", "", EVENT, tuple(cues)))
        if events:
            self.lines.say_lines(self.adapter.event_lines(self.context(), events, actor))
        if self.clock.running and not was_running:
            self.close_question()
            self.out.append(Line("", "", EVENT, ("turn",)))
        if not self.running:
            self.lines.release_held(force=True)
            self._say_paced()
        self.flush()
        self.maybe_ready()

    def opening(self, lines: Sequence[Line]) -> None:
        """The table's opening (who sits there, the keys, the first hand), said by the bridge past the
        scheduler: the listener still hears it, so others' moves wait for it (as at the console)."""
        self.session.say(lines)
        self.lines.still_hearing_texts(line.text for line in lines)

    def ended(self) -> None:
        self.over = True
        self.close_question()
        self.lines.release_held(force=True)
        self._say_paced()
        self.flush()
        if self._ticker is not None:
            self._ticker.cancel()
            self._ticker = None

    def stop(self) -> None:
        if self._ticker is not None:
            self._ticker.cancel()
            self._ticker = None

    async def _tick(self) -> None:
        with contextlib.suppress(asyncio.CancelledError):
            while True:
                await asyncio.sleep(TICK_S)
                self.lines.release_held()
                self.flush()

    # --- lines ---------------------------------------------------------------------------------------

    def _said(self, said: Said) -> None:
        self.out.append(Line.of(said.line, kept(said.kind, said.record)))

    def _say_paced(self) -> None:
        """The round's scoring: all of it, in order (the page reads one message as one paragraph)."""
        pending, self.lines.pending = self.lines.pending, []
        self.out.extend(Line.of(s.line, kept(s.kind, s.record)) for s in pending)

    def flush(self) -> None:
        out, self.out = self.out, []
        if out:
            self.session.say(out, urgent=any(line.kind == ALERT for line in out))

    def say(self, line: Words, kind: str = EVENT, record: bool = True) -> None:
        """(``session.console.say``)"""
        self.out.append(Line.of(line, kept(kind, record)))

    def answer(self, lines: Sequence[Words]) -> None:
        """A key's answer (the hand, the offer, where the focus is): heard, not kept in the history."""
        self.out.extend(Line.of(line, NAVIGATION) for line in lines)

    def refuse_line(self, line: Words) -> None:
        self.out.append(Line.of(line, ALERT))

    # --- the person ----------------------------------------------------------------------------------

    def act(self, make: Callable[[int], object]) -> bool:
        """The person's action, sent to the server (which stamps it with its clock on arrival; a refusal
        comes back as an error)."""
        if not self.running or self.listener is None:
            self.refuse_line(self.adapter.not_running_line(self.context()))
            return False
        action = make(self.clock.ms())
        if action is None:
            return False
        self.session.send_action(action)
        return True

    def key(self, key: str) -> bool:
        """One of the table's keys (a command's letter or a page key of :data:`NAV_KEYS`); False: not one."""
        command = next((name for name, _help, keys in self.adapter.commands() if key in keys), None)
        nav = NAV_KEYS.get(key)
        if command is None and nav is None:
            return False
        if self.question is not None and nav == "escape" and self.on_answer is not None:
            answer, self.on_answer = self.on_answer, None
            self.close_question()
            answer(None)
        elif command is not None:
            self.adapter.command(self, command)
        elif nav is not None:
            self.adapter.nav(self, nav)
        self.lines.key_pressed()
        self.flush()
        return True

    def where(self) -> None:
        self.answer(self.adapter.where_lines(self.context()))
        self.flush()

    def keys_help(self) -> list[tuple[str, str]]:
        """Every key of the table and what it does: (key names, message id)."""
        out = [(", ".join(keys), help_id) for _name, help_id, keys in self.adapter.commands()]
        out += [(", ".join(keys), help_id) for keys, help_id in self.adapter.nav_help()]
        return out

    # --- questions: ready between rounds, a key's quick question --------------------------------------

    def maybe_ready(self) -> None:
        if self.listener is None or self.over or self.running or self.view is None:
            return
        if self.question is not None or self.turn == 0:  # the server starts the first round by itself
            return
        if str(getattr(self.view, "phase", "")).lower().endswith("over"):
            return
        self.ask(self.adapter.ready_step(self.context(), False), None)

    def open_overlay(self, step: Step[object], on_answer: Callable[[object], None],
                     pauses: bool = True) -> None:
        """(``session.console.open_overlay``) A key's quick question; the others play on."""
        self.ask(step, on_answer)

    def ask(self, step: Step[object], on_answer: Callable[[object], None] | None) -> None:
        self.flush()
        self.question = Question(step)
        self.on_answer = on_answer
        self.session.ask(self.question, turn=on_answer is None)

    def close_question(self) -> None:
        if self.question is not None:
            self.question = None
            self.on_answer = None
            self.session.close_question()

    def chosen(self, result: Question | Answer | Refusal) -> None:
        """The person chose an option of this seat's question."""
        if isinstance(result, Refusal):
            self.out.extend(result.lines)
        elif isinstance(result, Question):
            self.ask(result.step, self.on_answer)
        else:
            self.out.extend(result.said)
            answer = self.on_answer
            self.close_question()
            if answer is not None:
                answer(result.value)
            elif self.listener is not None and not self.running:
                self.session.send_action(self.adapter.start_action(self.view, self.listener, self.clock.ms()))
        self.flush()


def kept(kind: str, record: bool) -> str:
    """The kind a line goes to the page with: the page keeps every line in its history but a
    ``NAVIGATION`` one (a key's answer), as the console records what it is told to. So a line the game
    records goes as news even when it answers the person's own key (round 1 starts, your take), and one
    it does not record (a key's answer) as navigation; an alert stays an alert."""
    if kind == ALERT:
        return kind
    if not record:
        return NAVIGATION
    return EVENT if kind == NAVIGATION else kind


def _a_key_session(seat: RealtimeSeat) -> KeySession:
    """The seat is a session the game's adapter answers keys of, as the console's (checked by the type
    checker)."""
    return seat


__all__ = ["NAV_KEYS", "Browser", "RealtimeSeat"]

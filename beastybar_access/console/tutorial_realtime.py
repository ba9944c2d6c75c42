"""The lesson runner of a real-time game (4 Monkeys): a lesson's table, played by the game's own keys.

A lesson of a real-time game sets up a round in play (the lesson's ``state()``) at a
:class:`~beastybar_access.table.Table` with a :class:`~beastybar_access.console.realtime.RealtimeSession`
around it, so every key does what it does in a game (the game adapter's rows, selection, commands and
questions), and what an action did is told by the game's own narration. This tutor is the session's
console (:class:`~beastybar_access.console.host.SessionHost`) and the table's listener.

**The clock.** In a lesson about one action the clock stands still (a clock source nobody moves): nothing
hurries the player, no computer player acts (the other seat is a person elsewhere who does nothing), no
timer mark is said. A practice lesson (``practice``) plays a real round: the clock runs, the computer
player of the lesson's level and speed plays too (``seat_kinds``, ``bot_speed``), as long as its round.

**Judging.** After each action of the player (and in a practice, after anything at the table) the lesson's
``verdict(events, state)`` says ``done`` (the lesson's explanation follows, the lesson is remembered as
done), ``wrong`` (another action: it was told, the tutorial says so and sets the table up again) or
``more``. Keys: the game's, plus ``i`` (what the focused tile or card is), ``r`` (the task again),
F1 (the keys), ``d`` (the braille cells, where braille is on) and Ctrl+Q (the tutorial ends). Output goes
through :class:`~beastybar_access.outputs.Outputs`.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable, Sequence
from types import SimpleNamespace
from typing import cast

from prompt_toolkit.input import Input

from beastybar_access.console.adapter import Context, GameAdapter, RealtimeAdapter
from beastybar_access.console.choice import Chooser, Step
from beastybar_access.console.host import Overlay, SessionHost
from beastybar_access.console.keys import BACK_KEYS, DIGIT_KEYS, ENTER_KEYS
from beastybar_access.console.realtime import RealtimeSession, Wait
from beastybar_access.console.tutor_base import LessonTutor, Progress
from beastybar_access.games.core import Event
from beastybar_access.games.entry import DONE, MORE, RealtimeLesson
from beastybar_access.narration import Localizer
from beastybar_access.narration.lines import Line
from beastybar_access.outputs import ALERT, EVENT, NAVIGATION, PROMPT, Announcement, Outputs
from beastybar_access.table import FakeTime, Table
from beastybar_access.table.seats import Seat

QUIT_KEYS = ("c-q", "c-c")
BRAILLE_KEY = "d"
NAV_KEYS = frozenset({"left", "right", "up", "down", "home", "end", " ", "p", *ENTER_KEYS, *BACK_KEYS,
                      *DIGIT_KEYS})


class RealtimeTutor(LessonTutor[RealtimeLesson]):
    """Runs a real-time game's lessons from number ``start`` on (see the module notes). ``source`` and
    ``wait`` are the practice round's clock source and sleep (tests: a :class:`FakeTime`)."""

    def __init__(self, lessons: Sequence[RealtimeLesson], loc: Localizer, adapter: GameAdapter,
                 outputs: Outputs, input: Input | None, progress: Progress, verbosity: str = "normal",
                 braille: str = "off", *, make_adapter: Callable[[str, Localizer], GameAdapter] | None = None,
                 source: Callable[[], float] | None = None, wait: Wait | None = None) -> None:
        super().__init__(lessons, loc, adapter, outputs, input, progress, verbosity, braille)
        self._make_adapter = make_adapter
        self.source = source
        self.wait = wait
        self.settings = SimpleNamespace(delay=0.0)
        """What the session reads of the settings: the scoring after a round is said at once."""
        self.interactive = True
        self.overlays = Overlay(self._chooser_say, lambda: self.texts, pauses=False)
        """The question open above the lesson (the refill tile's use, or the next lesson)."""
        self.table: Table | None = None
        self.session: RealtimeSession | None = None
        self._verdict: asyncio.Future[str | None] | None = None
        self._reading = False

    # --- what the session uses of its console ------------------------------------------------------------

    @property
    def quitting(self) -> bool:
        return False

    @property
    def chooser(self) -> Chooser | None:
        """The question open now (the refill tile's use, or the next lesson), if any."""
        return self.overlays.chooser

    def open_overlay(self, step: Step[object], on_answer: Callable[[object], None],
                     pauses: bool = True) -> None:
        self.overlays.open(step, on_answer, pauses)

    def say(self, line: Line, kind: str = EVENT, record: bool = True) -> None:
        if self._reading and kind == NAVIGATION:
            kind = EVENT  # the task is read out whole: its lines follow one another
        super().say(line, kind)

    def context(self) -> Context:
        assert self.table is not None and self.lesson is not None
        seat = self.lesson.seat
        table = self.table
        return Context.of(table.state, table.view(seat), seat, table.names, table.seats, self.verbosity)

    def turn_cue(self) -> None:
        return None

    def _chooser_say(self, line: Line, kind: str = EVENT, follow: bool = False) -> None:
        self.say(line, EVENT if follow else kind)

    # --- the table's listener ----------------------------------------------------------------------------

    @property
    def seat(self) -> int | None:
        return None if self.lesson is None else int(self.lesson.seat)

    def started(self, table: Table) -> None:
        return None

    def turn(self, table: Table, seat: int) -> None:
        return None

    def ended(self, table: Table) -> None:
        return None

    def heard(self, table: Table, events: list[Event], view: object, actor: int | None) -> None:
        lesson = self.lesson
        if self.session is None or lesson is None:
            return
        ctx = Context.of(table.state, view, lesson.seat, table.names, table.seats, self.verbosity)
        self.session.say_lines(self._realtime().event_lines(ctx, events, actor))
        if actor != lesson.seat and not lesson.practice:
            return
        verdict = str(lesson.verdict(events, table.state))
        if verdict != MORE and self._verdict is not None and not self._verdict.done():
            self._verdict.set_result(verdict)

    # --- keys ------------------------------------------------------------------------------------------

    def input_closed(self) -> None:
        self._resolve(None)

    def _keymap(self) -> dict[str, str]:
        return {key: name for name, _help, keys in self.adapter.commands() for key in keys}

    def handle_key(self, key: str) -> None:
        self.outputs.interrupt()
        if key in QUIT_KEYS:
            self._resolve(None)
            if self.chooser is not None:
                self.chooser.on_done(None)
            return
        if self.chooser is not None and self.chooser.key(key):
            return
        session = self.session
        if session is None or self.lesson is None:
            self.say(self.line("tut-unknown-key"), ALERT)
            return
        command = self._keymap().get(key)
        if command is not None:
            session.command(command)
        elif key in NAV_KEYS:
            session.nav(key)
        elif key == "i":
            rules = self.adapter.rules_line(session.focused_subject())
            self.say(rules if rules is not None else self.line("ui-no-preview"), NAVIGATION)
        elif key == BRAILLE_KEY:
            line = self.adapter.braille_line(session.focused_subject())
            if self.braille == "off" or line is None:
                self.say(self.line("tut-braille-off" if line is not None else "ui-no-preview"), ALERT)
            else:
                self.outputs.announce(Announcement(line.text, line.braille, NAVIGATION))
        elif key == "r":
            self._say_task()
        elif key in ("f1", "?"):
            self.say(self.line(self.lesson.keys), NAVIGATION)
        else:
            self.say(self.line("tut-unknown-key"), ALERT)
        session.after_key()

    def _resolve(self, value: str | None) -> None:
        if self._verdict is not None and not self._verdict.done():
            self._verdict.set_result(value)

    # --- lessons ----------------------------------------------------------------------------------------

    async def _go_on(self, nxt: RealtimeLesson) -> bool:
        assert self._loop is not None
        answer: asyncio.Future[object] = self._loop.create_future()
        self._verdict = None

        def done(value: object) -> None:
            if not answer.done():
                answer.set_result(value)

        self.open_overlay(self._next_step(nxt), done, pauses=False)  # no round runs between lessons
        return bool(await answer)

    def _realtime(self) -> RealtimeAdapter:
        """The adapter as a real-time game's (a real-time game's adapter always is one)."""
        realtime = self.adapter.realtime()
        assert realtime is not None, "a real-time game's tutorial needs a real-time adapter"
        return realtime

    def _adapter_for(self, lesson: RealtimeLesson) -> GameAdapter:
        """A fresh adapter for each table (nothing selected, the focus on the hand)."""
        if self._make_adapter is None:
            from beastybar_access.console.games import make_adapter

            self._make_adapter = make_adapter
        return self._make_adapter(lesson.game, self.loc)

    def _set_up(self, lesson: RealtimeLesson) -> None:
        """The lesson's table, its session, and the clock: standing still, or running in a practice."""
        self._close_table()
        state = lesson.state()
        names = list(lesson.names(self.loc))
        seats = [Seat(kind, names[i]) for i, kind in enumerate(lesson.seat_kinds)]
        self.adapter = self._adapter_for(lesson)
        self.table = Table(lesson.game, state, seats, seed=lesson.number,
                           options={"bot_speed": lesson.bot_speed, "round_ms": lesson.round_ms})
        self.table.listen(self)
        source: Callable[[], float] | None = self.source if lesson.practice else FakeTime()
        wait = self.wait if lesson.practice else None
        # the session uses of its console only what this tutor has (no set-up, no saves, no settings menu)
        host = cast(SessionHost, self)
        self.session = RealtimeSession(host, self.table, self._realtime(), source=source, wait=wait)
        self.session.driver.resume_round()
        self.reader.release_held()  # keys typed before the lesson opened are its keys

    def _finish(self) -> None:
        self._close_table()

    def _close_table(self) -> None:
        if self.session is not None:
            self.session.driver.stop()
        if self.table is not None:
            self.table.leave(self)
        self.session = None
        self.table = None
        self.overlays.chooser = None

    def _table_lines(self) -> None:
        """The table as the game's own review keys read it (the lesson names them), the focus left on the
        last (the hand)."""
        assert self.session is not None and self.lesson is not None
        self._reading = True
        try:
            for command in self.lesson.table_commands:
                self.session.command(command)
        finally:
            self._reading = False

    def _say_task(self) -> None:
        """``r``: the whole explanation and the table."""
        assert self.lesson is not None
        self.say_all(self.explanation(self.lesson), EVENT)
        self._table_lines()

    async def play(self, lesson: RealtimeLesson) -> bool:
        """One lesson until its action is done (True) or the player leaves (False)."""
        assert self._loop is not None
        self.lesson = lesson
        self._set_up(lesson)
        self.say_all(self.opening(lesson), EVENT)
        while True:
            self._verdict = self._loop.create_future()
            session = self.session
            assert session is not None
            runner = asyncio.ensure_future(session.play_round()) if lesson.practice else None
            try:
                verdict = await self._verdict
            finally:
                if runner is not None:
                    session.driver.stop()
                    runner.cancel()
                    with contextlib.suppress(asyncio.CancelledError):
                        await runner
            if verdict is None:
                return False
            session.release_held(force=True)
            await session.flush_paced()
            if verdict == DONE:
                self.say(self.line(f"{lesson.messages}-done"), EVENT)
                self.progress.mark(lesson.game, lesson.id)
                self._close_table()
                return True
            self.say(self.wrong(lesson), PROMPT)
            self._set_up(lesson)


__all__ = ["RealtimeTutor"]

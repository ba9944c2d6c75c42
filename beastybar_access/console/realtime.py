"""Real-time games at the console: a game clock, computer players scheduled on it, and announcements that
never cut off the player's own navigation.

A turn-based game is played by the table's turn driver (:func:`beastybar_access.table.play_turns`). A game
whose adapter says ``real_time = True`` (4 Monkeys) is played here instead, by a :class:`RealtimeSession`
around the table's :class:`~beastybar_access.table.RealtimeDriver` (the clock, the computer players' plans,
the order of time), and everything else of the console stays as it is: the set-up, the settings and
their menu, the history buffer and its keys, repeat, stop speech, help, quit (with the autosave), the
outputs (screen, speech, braille). The game's own part is its :class:`RealtimeAdapter`. The session
knows the console only as a :class:`~beastybar_access.console.host.SessionHost`.

**The clock.** :class:`~beastybar_access.table.MsClock` turns a monotonic source (``time.monotonic``; a
:class:`FakeTime` in tests and at a table of computer players only) into the round's milliseconds. It runs
while a round is played, and stops while the quit question or the settings menu is open (the player is told;
see :meth:`RealtimeSession.sync_pause`). The session's loop wakes at the earliest of: a computer player's
planned move, :data:`TICK_MS` later (so the timer marks are said on time), the round's end, or a key that
did something. Each time it first does the computer players' moves that are due, each stamped with its
planned time (never before the state's clock), then moves the state's clock to now (``state.advance(now)``:
timer marks, the round's end and its scoring). The person's action is stamped with the clock when its key
arrives, after the moves due before it. So the order of the actions is the order of time, and the game's log
replays exactly.

**Computer players** plan: ``bot.next_move(view, rng)`` returns a planned action with its time (or None:
nothing to do now). Plans are made again after anything happens at the table; a plan is checked with
``state.is_legal`` when it is due (an illegal one is dropped until the next change).

**Announcement priority** (see :mod:`beastybar_access.outputs.speech.channel`): the answer to the person's
own key is ``NAVIGATION`` (it cuts current speech, and a cut game event is said again after it); what the
others do is ``EVENT``, queued behind, so it never cuts off the person's navigation; the timer is
``PROMPT``: queued too, and a newer time left replaces an older one not yet spoken, so timer messages never
pile up and bury the others. Both are *background* lines: while the person is pressing keys they are held
back (until the keys rest for :data:`QUIET_S`, at most :data:`MAX_HOLD_S`), so they do not replace the
navigation line on a braille display or the screen either; news of the table itself (the round's end)
lets them out first, in order. The scoring after a round is said step by step, one line every ``delay``
seconds (the computer players' delay of the settings).
"""

from __future__ import annotations

import asyncio
import contextlib
import math
from collections.abc import Callable, Sequence
from typing import Protocol, TypedDict

from beastybar_access.console.adapter import Context, RealtimeAdapter
from beastybar_access.console.host import SessionHost
from beastybar_access.games import get_entry
from beastybar_access.games.base import TimedAction
from beastybar_access.narration.lines import Line
from beastybar_access.outputs import ALERT, EVENT, NAVIGATION
from beastybar_access.presenter.realtime import MAX_HOLD_S, QUIET_S, LineScheduler, Said, Wait
from beastybar_access.table import FakeTime, MsClock, RealtimeDriver, Table
from beastybar_access.table.realtime import MAX_MOVES_PER_STEP, BotMaker, Planned

TICK_MS = 200
"""The longest the loop sleeps while a round runs (the timer marks are said within this)."""
# --- the session: what a local and an online real-time game share -----------------------------------------


class SessionClock(Protocol):
    """A session's clock: the round's milliseconds (a local game's :class:`MsClock`, or the server's)."""

    paused: bool

    @property
    def running(self) -> bool: ...

    def ms(self) -> int: ...

    def pause(self) -> bool: ...

    def resume(self) -> bool: ...


class SessionBase:
    """A real-time game at a console: its lines (a :class:`LineScheduler`), the answers to keys, the game's
    keys handed to its adapter. A local game adds the clock loop (:class:`RealtimeSession`), an online one
    the server's clock (:class:`~beastybar_access.console.online_realtime.RemoteRealtimeSession`)."""

    @property
    def fake(self) -> FakeTime | None:
        """The fake time a table of computer players only is played in (None: the wall clock)."""
        return None

    def __init__(self, console: SessionHost, table: object, source: Callable[[], float],
                 wait: Wait | None = None) -> None:
        self.console = console
        self.table = table
        """The table played at: each session names its kind (a local :class:`Table`, a server's table)."""
        self._wait = wait
        self.lines = LineScheduler(self.say, source,
                                   summarize=lambda moves: self.adapter.summary_lines(self.context(), moves))
        self._wake: asyncio.Event | None = None
        self.listener: int | None = None

    @property
    def adapter(self) -> RealtimeAdapter:
        """The console's adapter now (in the language the person switched to)."""
        adapter = self.console.adapter.realtime()
        assert adapter is not None, "a real-time session of a game that is not real-time"
        return adapter

    @property
    def pending(self) -> list[Said]:
        return self.lines.pending

    @property
    def held(self) -> list[Said]:
        return self.lines.held

    def context(self) -> Context:
        ctx = self.console.context()
        assert ctx is not None
        return ctx

    @property
    def clock(self) -> SessionClock:
        raise NotImplementedError

    @property
    def running(self) -> bool:
        raise NotImplementedError

    async def run(self) -> None:
        """Play the game's rounds to its end."""
        raise NotImplementedError

    def say(self, said: Said) -> None:
        self.console.say(said.line, said.kind, record=said.record)

    def say_lines(self, items: Sequence[Said]) -> None:
        self.lines.say_lines(items)

    def release_held(self, force: bool = False) -> None:
        self.lines.release_held(force)

    def answer(self, lines: Sequence[Line]) -> None:
        """Lines answering a key: the first cuts speech, the others follow it (not in the history)."""
        for i, line in enumerate(lines):
            self.console.say(line, NAVIGATION if i == 0 else EVENT, record=False)

    def refuse_line(self, line: Line) -> None:
        self.console.say(line, ALERT)

    def act(self, make: Callable[[int], TimedAction | None]) -> bool:
        """The person's action, made by ``make(at)`` at the clock's time: applied here, or sent to the
        server (False: it could not be made now)."""
        raise NotImplementedError

    def wake(self) -> None:
        if self._wake is not None:
            self._wake.set()

    async def _ask_ready(self, resumed: bool) -> None:
        await self.console.ask_menu(lambda: self.adapter.ready_step(self.context(), resumed))

    async def flush_paced(self) -> None:
        """Say the paced lines (the scoring) one after another, ``delay`` seconds apart; the first once the
        listener has heard the round's end (issue 25)."""
        if self.lines.pending and float(self.console.settings.delay or 0.0) > 0 and self.lines.heard_in() > 0:
            await self._pause(self.lines.heard_in())
        await self.lines.flush_paced(self._pause_between)

    async def _pause_between(self) -> None:
        delay = float(self.console.settings.delay or 0.0)
        if delay <= 0:
            return
        await self._pause(max(delay, self.lines.heard_in()))  # one scoring line heard, then the next

    async def _pause(self, delay: float) -> None:
        if self._wait is not None:
            await self._wait(delay)
        elif self.fake is not None:
            self.fake.advance(delay)
        else:
            await asyncio.sleep(delay)

    async def _sleep_s(self, seconds: float) -> None:
        if self._wait is not None:
            await self._wait(seconds)
            return
        if self.fake is not None:
            self.fake.advance(seconds)
            await asyncio.sleep(0)
            return
        assert self._wake is not None
        self._wake.clear()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._wake.wait(), timeout=seconds)

    def sync_pause(self) -> None:
        """The clock's pause while the quit question or the settings are open (a local game's only)."""

    def after_key(self) -> None:
        """A key was pressed (and answered): background lines wait for the keys to rest."""
        self.lines.key_pressed()
        self.sync_pause()

    # --- keys the console hands over -------------------------------------------------------------------

    def command(self, name: str) -> None:
        self.adapter.command(self, name)

    def nav(self, key: str) -> None:
        self.adapter.nav(self, key)

    def where_lines(self) -> list[Line]:
        return list(self.adapter.where_lines(self.context()))

    def focused_subject(self) -> object:
        return self.adapter.focused_subject(self)


class SessionOptions(TypedDict, total=False):
    """What a console gives each real-time session it opens (:class:`RealtimeSession`'s keywords): the
    clock's source and sleep (tests: a :class:`~beastybar_access.table.FakeTime`)."""

    source: Callable[[], float] | None
    wait: Wait | None


class RealtimeSession(SessionBase):
    """One real-time game at a console: the clock loop around the table's real-time driver.

    ``adapter`` is the console's adapter of a real-time game (its words and keys); the driver's rules and
    computer players are the game entry's real-time part (``make_bot``: other computer players, a test's);
    ``source`` is the clock's monotonic source; ``wait(seconds)`` replaces the loop's sleep (a test moves a
    :class:`FakeTime` there and returns at once). At a table of computer players only with no keyboard,
    the session plays in fake time: it jumps from one planned move to the next. The console hears the
    table as a listener and hands what it hears to :meth:`say_lines`.
    """

    def __init__(self, console: SessionHost, table: Table, adapter: RealtimeAdapter, *,
                 source: Callable[[], float] | None = None, wait: Wait | None = None,
                 make_bot: BotMaker | None = None) -> None:
        fake: FakeTime | None = None
        if source is None and not table.humans and not console.interactive:
            source = fake = FakeTime()
        rules = get_entry(table.game).realtime
        if rules is None:
            raise ValueError(f"{table.game} is not played on the clock")
        self.driver = RealtimeDriver(table, rules, make_bot or rules.bot, source=source,
                                     on_bot_failed=self._bot_failed)
        if fake is not None:
            self.driver.fake = fake
        super().__init__(console, table, self.driver.clock.source, wait)
        self.table: Table = table
        self.listener = table.humans[0] if table.humans else None

    @property
    def clock(self) -> MsClock:
        return self.driver.clock

    @property
    def fake(self) -> FakeTime | None:
        return self.driver.fake

    @property
    def plans(self) -> dict[int, Planned | None]:
        """Each computer seat's planned move (None: nothing planned)."""
        return self.driver.plans

    @property
    def dirty(self) -> bool:
        return self.driver.dirty

    @dirty.setter
    def dirty(self, value: bool) -> None:
        self.driver.dirty = value

    @property
    def state(self) -> object:
        """The table's game (the driver's, typed there)."""
        return self.table.state

    @property
    def running(self) -> bool:
        return self.driver.running

    # --- running --------------------------------------------------------------------------------------

    async def run(self) -> None:
        """Play the table's rounds to the game's end (the console has made this its session and listens
        to the table)."""
        self._wake = asyncio.Event()
        self.table.start()
        while not self.driver.state.is_over():
            if self.running:  # a game saved in the middle of a round
                if self.table.humans:
                    await self._ask_ready(resumed=True)
                self.driver.resume_round()
            else:
                if self.table.humans:
                    await self._ask_ready(resumed=False)
                elif self.lines.heard_in() > 0:  # no ready question: the round starts once the table's
                    await self._sleep_s(self.lines.heard_in())  # opening (or the last scoring) is heard
                self.start_round()
            await self.play_round()
            await self.flush_paced()
            if not self.table.humans and self.lines.heard_in() > 0:  # no ready question: the next round
                await self._sleep_s(self.lines.heard_in())  # starts once the scoring has been heard
        self.table.finish()

    def start_round(self) -> None:
        """The next round starts (the console hears it from the table), then the turn cue."""
        self.driver.start_round(self.listener if self.listener is not None else 0)
        self.console.turn_cue()

    async def play_round(self) -> None:
        """Until the round ends: step, then sleep until the next thing is due (or a key acts)."""
        while self.running:
            self.sync_pause()
            now = self.clock.ms()
            if not self.clock.paused:
                self.step(now)
            self.release_held()
            if not self.running:
                break
            await self._sleep(self.next_wake(now))
        self.release_held(force=True)
        self.driver.stop()
        console = self.console
        console.overlays.close_quick()  # a quick question of the round (which refill) is over with it

    async def _sleep(self, deadline_ms: int) -> None:
        await self._sleep_s(max(0.0, (deadline_ms - self.clock.ms()) / 1000))

    def next_wake(self, now: int) -> int:
        """The round's time at which the loop should look again."""
        if self.clock.paused:
            return now + TICK_MS
        times = [*self.driver.next_due(now), now + TICK_MS]
        release = self.lines.release_in()
        if release is not None:
            times.append(now + math.ceil(release * 1000))
        return max(now, min(times))

    # --- the step -------------------------------------------------------------------------------------

    def step(self, now: int) -> None:
        """The computer moves due by ``now`` (each at its time), then the clock to ``now``; the console
        hears each from the table."""
        self.driver.step(now)

    def _bot_failed(self, seat: int) -> None:
        """Say once that a computer player broke down (a bug in it): it does nothing from then on."""
        self.console.say(Line.plain(self.console.loc("ui-rt-bot-failed", name=self.table.seats[seat].name)),
                         ALERT)

    # --- the person -----------------------------------------------------------------------------------

    def act(self, make: Callable[[int], TimedAction | None]) -> bool:
        """The person's action ``make(at)``, stamped with the clock now, after the moves due before it.
        A refusal is said; True if the action was done. ``make`` returns None when those moves changed
        what the person chose (it says so itself): nothing is done then."""
        if not self.running or self.listener is None:
            self.refuse_line(self.adapter.not_running_line(self.context()))
            return False
        if self.clock.paused:
            self.refuse_line(self.adapter.pause_line(True))
            return False
        now = self.clock.ms()
        self.step(now)
        if not self.running:  # the time ran out first
            return False
        action = make(max(now, self.driver.state.clock))
        if action is None:
            return False
        try:
            self.driver.submit(self.listener, action)
        except ValueError as exc:
            self.refuse_line(self.adapter.refusal(exc))
            return False
        self.wake()
        return True

    def sync_pause(self) -> None:
        """Hold the clock while the quit question or the settings menu is open; say when it stops and
        when it runs again."""
        console = self.console
        hold = console.overlays.holds_clock
        if not self.clock.running and not self.clock.paused:
            return
        if console.quitting:
            return  # quitting: the clock stays where the game was saved
        if hold and not self.clock.paused:
            self.step(self.clock.ms())  # the state up to the moment the clock stops (a save keeps it)
        if hold and self.running and self.clock.pause():
            self.say(Said(self.adapter.pause_line(True), EVENT, record=False))
        elif not hold and self.clock.paused and self.clock.resume():
            self.say(Said(self.adapter.pause_line(False), EVENT, record=False))
            self.wake()


__all__ = ["MAX_HOLD_S", "MAX_MOVES_PER_STEP", "QUIET_S", "TICK_MS", "FakeTime", "LineScheduler", "MsClock",
           "RealtimeAdapter", "RealtimeSession", "Said", "SessionBase", "SessionOptions",
           "Wait"]

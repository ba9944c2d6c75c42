"""4 Monkeys online: the real-time console over the server's clock.

Offline, :class:`~beastybar_access.console.realtime.RealtimeSession` runs the clock and the computer
players itself. At a table on a server the server's clock is the clock: it plays the computer players,
stamps each action with its time on arrival and applies the actions in the order they arrive (one that
comes too late is refused by the rules as offline, and the console says why). :class:`RemoteRealtimeSession`
keeps everything the person meets of the offline session (their shared part,
:class:`~beastybar_access.console.realtime.SessionBase`) – the game's keys, the background lines held back
while the person presses keys, the scoring said step by step, the ready question between rounds – and sends
each action to the server instead of applying it. The clock that the adapter reads (the time left) is the
server's at the last update plus the time since; it does not stop for the quit question or the settings:
the others play on.
"""

from __future__ import annotations

import asyncio
import contextlib
import math
from collections.abc import Callable, Sequence
from typing import Protocol

from beastybar_access.console.host import SessionHost
from beastybar_access.console.realtime import TICK_MS, RealtimeAdapter, SessionBase
from beastybar_access.games.base import TimedAction
from beastybar_access.games.core import Event
from beastybar_access.net.remote import RemoteTable, ServerTable
from beastybar_access.outputs import ALERT
from beastybar_access.presenter import Presenter, TableSurface
from beastybar_access.presenter.realtime import ServerClock

FIRST_ROUND_WAIT = 20.0
"""Seconds the first round may take to start: the server starts it as soon as everyone sits."""


class OnlineHost(SessionHost, Protocol):
    """The console as the online session sees it."""

    @property
    def presenter(self) -> Presenter: ...

    def play_cues(self, names: Sequence[str]) -> None: ...

    def announce_table_start(self, table: TableSurface) -> None: ...


class RemoteRealtimeSession(SessionBase):
    """A real-time game whose clock, computer players and rules run on the server (see the module notes):
    the same lines (the shared :class:`~beastybar_access.console.realtime.LineScheduler`) and keys as a
    local session, on the server's clock; no clock loop here."""

    def __init__(self, console: OnlineHost, table: ServerTable, adapter: RealtimeAdapter,
                 remote: RemoteTable, seat: int | None) -> None:
        self._server_clock = ServerClock()
        super().__init__(console, table, self._server_clock.source)
        self.host = console
        self.table: ServerTable = table
        self.remote = remote
        self.listener = seat
        self._over = False
        self._sync()

    @property
    def clock(self) -> ServerClock:
        return self._server_clock

    @property
    def running(self) -> bool:
        state = self.table
        return state is not None and bool(self.adapter.running(state.latest)) and not self._over

    async def _sleep(self, deadline_ms: int) -> None:
        await self._sleep_s(max(0.0, (deadline_ms - self.clock.ms()) / 1000))

    def _sync(self) -> None:
        state = self.table
        if state is not None:
            view = state.latest
            self._server_clock.update(int(getattr(view, "clock", 0)), bool(self.adapter.running(view)))

    # --- what the server says -------------------------------------------------------------------------

    def heard_remote(self, events: list[Event], view: object, actor: int | None) -> None:
        """An update: the clock set to the server's, and what happened said as offline."""
        was_running = self._server_clock.running
        self._sync()
        ctx = self.context()
        self.host.play_cues(self.host.presenter.cues(events))
        if events:
            self.say_lines(self.adapter.event_lines(ctx, events, actor))
        if self._server_clock.running and not was_running:
            self.console.turn_cue()
        self.wake()

    def remote_ended(self) -> None:
        self._over = True
        self.wake()

    # --- running --------------------------------------------------------------------------------------

    async def run(self) -> None:
        """Rounds until the game is over: the ready question between rounds (whoever answers first starts
        the round for everyone), then the round as the server plays it."""
        self._wake = asyncio.Event()
        if self.table.turns == 0 and not self.running:
            await self._until_running(FIRST_ROUND_WAIT)  # the server starts the first round by itself
        while not self._is_over():
            if not self.running:
                await self._wait_ready()
                continue
            await self.play_round()
            await self.flush_paced()

    async def _until_running(self, seconds: float) -> None:
        assert self._wake is not None
        deadline = self.clock.source() + seconds
        while not self.running and not self._is_over() and self.clock.source() < deadline:
            self._wake.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), 0.1)

    def _is_over(self) -> bool:
        return self._over or bool(self.table.is_over())

    async def _wait_ready(self) -> None:
        """Ask whether the person is ready; the round starts when someone is (here or elsewhere)."""
        assert self._wake is not None
        ask = asyncio.ensure_future(self._ask_ready(resumed=False)) if self.listener is not None else None
        try:
            while not self.running and not self._is_over():
                if ask is not None and ask.done():
                    ask.result()
                    ask = None
                    await self.remote.act(self.adapter.start_action(self.table.latest, self.listener or 0,
                                                                    self.clock.ms()))
                self._wake.clear()
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._wake.wait(), 0.5 if ask is None else 0.1)
        finally:
            if ask is not None and not ask.done():
                ask.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await ask

    async def play_round(self) -> None:
        while self.running:
            self.release_held()
            await self._sleep(self.next_wake(self.clock.ms()))
        self.release_held(force=True)
        console = self.console
        console.overlays.close_quick()  # a quick question of the round (which refill) is over with it

    def next_wake(self, now: int) -> int:
        times = [now + TICK_MS]
        release = self.lines.release_in()
        if release is not None:
            times.append(now + math.ceil(release * 1000))
        return max(now, min(times))

    def step(self, now: int) -> None:
        """Nothing to do: the server moves the clock and the computer players."""

    def sync_pause(self) -> None:
        """The server's clock runs on while a question is open here (the others keep playing)."""

    # --- the person -----------------------------------------------------------------------------------

    def act(self, make: Callable[[int], TimedAction | None]) -> bool:
        """The person's action, sent to the server (which stamps it with its clock on arrival); a refusal
        comes back as an error and is said then."""
        if not self.running or self.listener is None:
            self.refuse_line(self.adapter.not_running_line(self.context()))
            return False
        action = make(self.clock.ms())
        if action is None:
            return False
        loop = asyncio.get_running_loop()
        task = loop.create_task(self.remote.act(action))

        def sent(t: asyncio.Task[bool]) -> None:
            if not t.cancelled() and t.exception() is None and not t.result():
                self.console.say(self.console.line("online-not-sent-action"), ALERT)

        task.add_done_callback(sent)
        return True


__all__ = ["RemoteRealtimeSession", "ServerClock"]

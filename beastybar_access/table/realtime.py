"""The real-time driver: one clock for the whole table, and anyone may act at any time.

A real-time game (4 Monkeys) has no seat to move: every seat may act whenever the rules let it. The
driver keeps the round's clock (:class:`~beastybar_access.table.clock.MsClock`) and the computer players'
plans, and applies actions in the order of time:

* :meth:`RealtimeDriver.step` ``(now)`` first does the computer players' moves due by ``now``, each stamped
  with its planned time (never before the state's clock), then moves the state's clock to ``now``
  (``state.advance``: timer marks, the round's end and its scoring), which the listeners hear with
  ``actor`` None;
* a person's action (a local key, or a message from another computer) goes through
  :meth:`RealtimeDriver.submit`, stamped with the clock when it arrived, after the moves due before it.

So a recorded game replays exactly. Computer players plan: ``bot.next_move(view, rng)`` returns a planned
action (``at`` and ``action``) or None; plans are made again after anything happens, and a plan is checked
with ``state.is_legal`` when it is due (an illegal one is dropped until the next change). Whoever runs the
loop (a console, a server) sleeps until :meth:`RealtimeDriver.next_due` and pauses the clock as it needs.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Protocol

from beastybar_access.games.base import Planned, RealtimeBot, TimedAction
from beastybar_access.games.core import Event
from beastybar_access.table.clock import FakeTime, MsClock
from beastybar_access.table.core import Table

MAX_MOVES_PER_STEP = 200
"""A guard: computer moves done in one step at most."""


class ClockedState(Protocol):
    """What the driver uses of a real-time game's state (:class:`~beastybar_access.games.base.RealtimeState`
    has it): the round's clock and length, over, whether a timed action is legal now, the clock moved on (its
    events), a seat's view for its computer player."""

    @property
    def clock(self) -> int: ...

    @property
    def round_ms(self) -> int: ...

    def is_over(self) -> bool: ...

    def is_legal(self, action: TimedAction) -> bool: ...

    def advance(self, to_ms: int, record: bool = True) -> Sequence[Event]: ...

    def view(self, player: int) -> object: ...


class RealtimeRules(Protocol):
    """The game's part of the real-time driver."""

    def running(self, state: object) -> bool:
        """A round is being played (the clock runs)."""
        ...

    def start_action(self, state: object, seat: int, at: int) -> TimedAction:
        """The action that starts the next round (or continues the game) for ``seat``."""
        ...


class _Idle:
    """A computer player that could not be made: it does nothing (the game goes on)."""

    def next_move(self, view: object, rng: random.Random) -> Planned | None:
        return None


BotMaker = Callable[[str, int, int, Mapping[str, object]], RealtimeBot]
"""``make(kind, seat, seed, options)``: the real-time computer player of a level for a seat."""


class RealtimeDriver:
    """The clock and the computer players of a real-time ``table`` (see the module notes).

    ``source`` is the clock's monotonic source (a :class:`FakeTime` plays as fast as the machine can);
    ``on_bot_failed(seat)`` is told once when a computer player breaks down (it does nothing from then on).
    """

    def __init__(self, table: Table, rules: RealtimeRules, make_bot: BotMaker, *,
                 source: Callable[[], float] | None = None,
                 on_bot_failed: Callable[[int], None] | None = None) -> None:
        self.table = table
        self.rules = rules
        self.make_bot = make_bot
        self.fake: FakeTime | None = source if isinstance(source, FakeTime) else None
        self.clock = MsClock(source or time.monotonic)
        self.on_bot_failed = on_bot_failed
        self.plans: dict[int, Planned | None] = {}
        """Each computer seat's planned move (None: nothing planned)."""
        self.dirty = True
        """Something happened since the plans were made."""
        self.bots: dict[int, RealtimeBot] = {}
        self.failed: set[int] = set()

    @property
    def state(self) -> ClockedState:
        state: ClockedState = self.table.state
        return state

    @property
    def running(self) -> bool:
        return not self.state.is_over() and bool(self.rules.running(self.state))

    # --- rounds -----------------------------------------------------------------------------------------

    def start_round(self, seat: int) -> list[Event]:
        """Start the next round (``seat`` starts it: the person at the table, or the first seat)."""
        state = self.state
        action = self.rules.start_action(state, seat, state.clock)
        self.plans.clear()
        self.dirty = True
        events = self.table.apply(action, seat)
        self.clock.start(state.clock)
        return events

    def resume_round(self) -> None:
        """Go on with a round saved in the middle: the clock from where the state's clock stood."""
        self.clock.start(self.state.clock)
        self.dirty = True

    def stop(self) -> None:
        self.clock.stop()

    # --- time -------------------------------------------------------------------------------------------

    def step(self, now: int) -> None:
        """The computer moves due by ``now`` (each at its time), then the clock to ``now``."""
        state = self.state
        for _ in range(MAX_MOVES_PER_STEP):
            if not self.running:
                return
            self._replan()
            due = sorted((p.at, seat) for seat, p in self.plans.items() if p is not None and p.at <= now)
            if not due:
                break
            at, seat = due[0]
            plan = self.plans.pop(seat)
            assert plan is not None
            action = plan.action
            stamp = max(at, state.clock)
            if action.at != stamp:  # every real-time action carries its time
                action = replace(action, at=stamp)
            if not state.is_legal(action):
                self.plans[seat] = None  # dropped until something changes
                continue
            self.dirty = True
            self.table.apply(action, seat)
        if self.running and now > state.clock:
            events = state.advance(now)
            if events:
                self.dirty = True
                # the time ran out: the save holds the round's end and its scoring
                self.table.publish(events, None, save=not self.running)

    def next_due(self, now: int) -> list[int]:
        """The round's times at which something is due: the computer players' plans and the round's end."""
        times = [p.at for p in self.plans.values() if p is not None]
        times.append(self.state.round_ms)
        return [max(now, t) for t in times]

    def submit(self, seat: int, action: TimedAction) -> list[Event]:
        """``seat``'s action, already stamped with the clock (ValueError if the rules refuse it, or if it
        is another seat's: every real-time action names its ``player``)."""
        if action.player != seat:
            raise ValueError(f"an action of seat {action.player!r} submitted by seat {seat}")
        self.table.check(action)
        self.dirty = True
        return self.table.apply(action, seat)

    # --- computer players ----------------------------------------------------------------------------------

    def _replan(self) -> None:
        if not self.dirty:
            return
        self.dirty = False
        self.plan_now()

    def plan_now(self) -> None:
        """Every computer seat's plan made now, here (a server that plans elsewhere falls back on it)."""
        state = self.state
        for seat, info in enumerate(self.table.seats):
            if info.person:
                continue
            bot = self.bot(seat)
            try:
                plan = bot.next_move(state.view(seat), self.table.rng_for(seat))
            except Exception:  # a faulty computer player must not stop the people's game, but is told
                plan = None
                self._failed(seat)
            if plan is not None and plan.at < state.clock:
                plan = replace(plan, at=state.clock)
            self.plans[seat] = plan

    def replan(self) -> None:
        """Make the computer players' plans again now (also when nothing changed)."""
        self.dirty = True
        self._replan()

    def bot(self, seat: int) -> RealtimeBot:
        bot = self.bots.get(seat)
        if bot is None:
            kind = self.table.seats[seat].kind
            try:
                bot = self.make_bot(kind, seat, self.table.bot_seed(seat), self.table.options)
            except Exception:
                bot = _Idle()
                self._failed(seat)
            self.bots[seat] = bot
        return bot

    def _failed(self, seat: int) -> None:
        if seat in self.failed:
            return
        self.failed.add(seat)
        if self.on_bot_failed is not None:
            self.on_bot_failed(seat)


__all__ = ["MAX_MOVES_PER_STEP", "BotMaker", "Planned", "RealtimeBot", "RealtimeDriver", "RealtimeRules"]

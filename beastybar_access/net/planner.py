"""A real-time table's computer players plan in a worker process, not on the server's event loop (issue 26,
item 2).

4 Monkeys' computers make their plans again after anything happens at the table (:mod:`~beastybar_access
.table.realtime`): the seat's view (its legal takes are the costly part) and the bot's choice, about a
millisecond a seat, three seats a table, at every take. On the event loop that was the work of every 4
Monkeys table taken from every other table. Here (:class:`PlanningDriver`) the plans are asked of one worker
process (a :class:`~beastybar_access.net.pool.ComputerPool` of its own, so that they never wait behind a hard
Beasty Bar decision) that keeps a copy of each table's game: the loop sends only the saved log's entries the
copy lacks (``log_since``, a few hundred bytes) and the clock, and gets the plans back. The copy replays
them with the game's own ``follow`` (as a saved game is replayed), so its views, and the plans, are the ones
the loop would have made: the bots' plans depend on the view only.

The plans of a change come a few milliseconds later than they would have on the loop; a plan is for a
time at least half a second after the table's last action (the bots' reaction time), so the computers play
at their speed as before. While a change's plans are being made the table has none (nothing is done on the
old ones); a change meanwhile asks again when the answer comes. A worker that has no copy of the table (it
was replaced, or is new) says so and gets the whole log. When no answer comes within the budget
(:data:`PLAN_BUDGET`), the plans are made on the loop as before, so a table never waits for its computers.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import logging
import random
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from beastybar_access.games import get_entry, get_game
from beastybar_access.games.base import TimedAction
from beastybar_access.net import wire
from beastybar_access.net.pool import ComputerPool
from beastybar_access.net.store import split_saved
from beastybar_access.table.realtime import RealtimeDriver

log = logging.getLogger(__name__)

PLAN_BUDGET = 1.0
"""Seconds the worker has for a change's plans (waiting included); then the loop plans."""
MAX_COPIES = 2000
"""Tables' games a worker keeps at most (the least recently planned for go first)."""

_keys = itertools.count(1)


@dataclass(frozen=True, slots=True)
class Plan:
    """A plan made in the worker: ``action`` (stamped with ``at``) at the round's time ``at``."""

    at: int
    action: TimedAction


# --- in the worker process --------------------------------------------------------------------------------


@dataclass
class _Copy:
    state: Any
    received: int
    """Log entries received (the table's ``log_since`` counts them so)."""


_copies: OrderedDict[int, _Copy] = OrderedDict()


@lru_cache(maxsize=3 * MAX_COPIES)
def _bot(game: str, kind: str, seat: int, seed: int, options: str) -> Any:
    realtime = get_entry(game).realtime
    assert realtime is not None
    return realtime.bot(kind, seat, seed, json.loads(options))


def plan_json(game: str, key: int, head: str | None, start: int, entries: str, clock: int, seats: str,
              options: str) -> str:
    """In the worker: the plans of the computer ``seats`` (JSON ``[[seat, kind, bot seed, rng seed], …]``)
    for table ``key``'s game after its log entries from the ``start``-th on and its clock at ``clock``.
    ``head`` (the saved game without its log) starts a new copy. Answers ``{"plans": [[seat, at, action] or
    [seat, null], …], "failed": [seat, …]}``, or ``{"resync": true}`` when the copy is missing or behind."""
    realtime = get_entry(game).realtime
    assert realtime is not None and realtime.follow is not None
    if head is not None:
        copy = _Copy(get_game(game).from_json(json.loads(head)), 0)
        _copies[key] = copy
        while len(_copies) > MAX_COPIES:
            _copies.popitem(last=False)
    else:
        found = _copies.get(key)
        if found is None or found.received != start:
            return '{"resync": true}'
        copy = found
        _copies.move_to_end(key)
    new = json.loads(entries)
    try:
        realtime.follow(copy.state, new)
        copy.received += len(new)
        if clock > copy.state.clock:
            copy.state.advance(clock)
    except Exception:  # a copy that cannot follow is dropped: the next ask sends the whole log
        _copies.pop(key, None)
        raise
    plans: list[list[object]] = []
    failed: list[int] = []
    for seat, kind, bot_seed, rng_seed in json.loads(seats):
        try:
            plan = _bot(game, kind, seat, bot_seed, options).next_move(copy.state.view(seat),
                                                                       random.Random(rng_seed))
        except Exception:  # as on the loop: a faulty computer player does nothing, and is told
            failed.append(seat)
            plan = None
        plans.append([seat, None] if plan is None else [seat, plan.at, wire.encode(plan.action)])
    return json.dumps({"plans": plans, "failed": failed})


def forget_json(key: int) -> str:
    """In the worker: table ``key``'s copy dropped (its game is over)."""
    _copies.pop(key, None)
    return "{}"


# --- on the event loop ------------------------------------------------------------------------------------


class PlanningDriver(RealtimeDriver):
    """A real-time table's driver whose computer players plan in ``planner``'s worker (see the module
    notes); ``wake()`` is called when plans arrive (the table's loop then sleeps until the next one due)."""

    def __init__(self, *args: Any, planner: ComputerPool, wake: Callable[[], None], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.planner = planner
        self.wake = wake
        self.key = next(_keys)
        self.sent = 0
        """Log entries the worker's copy has been sent (0: it gets the whole game)."""
        self.generation = 0
        """Changes asked about so far; an answer about an older one is not used."""
        self.asking: asyncio.Task[None] | None = None
        self.fallbacks = 0
        """Changes whose plans were made on the loop (no answer in time)."""

    def _replan(self) -> None:
        if not self.dirty:
            return
        self.dirty = False
        self.generation += 1
        for seat in self._computer_seats():
            self.plans[seat] = None  # the new plans come from the worker
        if self.asking is None and self._computer_seats():
            self.asking = asyncio.get_running_loop().create_task(self._ask())

    def _computer_seats(self) -> list[int]:
        return [seat for seat, info in enumerate(self.table.seats) if not info.person]

    def _job(self) -> tuple[object, ...]:
        state = self.table.state  # the whole game (its saved form and log), not only what the clock uses
        head = None
        if self.sent == 0:
            saved, key, entries = split_saved(state.to_json())
            head = json.dumps({**saved, key: []})
        else:
            entries = state.log_since(self.sent)
        start = self.sent
        self.sent = start + len(entries)
        seats = [[seat, self.table.seats[seat].kind, self.table.bot_seed(seat), self.table.rng_seed(seat)]
                 for seat in self._computer_seats()]
        options = json.dumps(dict(self.table.options), sort_keys=True, default=str)
        return (self.table.game, self.key, head, start, json.dumps(entries), state.clock, json.dumps(seats),
                options)

    async def _ask(self) -> None:
        try:
            resyncs = 0
            while not self.state.is_over():
                generation = self.generation
                answer = await self.planner.run(plan_json, *self._job(), what="a real-time computer's plan")
                data = json.loads(answer) if answer is not None else None
                if isinstance(data, dict) and data.get("resync") and resyncs < 2:
                    resyncs += 1
                    self.sent = 0
                    continue
                if not isinstance(data, dict) or "plans" not in data:
                    self.sent = 0  # the worker's copy is in doubt
                    if generation == self.generation:
                        self.fallbacks += 1
                        self.plan_now()
                        self.wake()
                    return
                if generation != self.generation:
                    continue  # something happened meanwhile: ask about the newest
                self._install(data)
                return
        except asyncio.CancelledError:
            raise
        except Exception:  # an answer that does not fit: the plans are made here
            log.exception("a real-time computer's plan could not be used")
            self.sent = 0
            self.fallbacks += 1
            self.plan_now()
            self.wake()
        finally:
            self.asking = None

    def _install(self, data: dict[str, Any]) -> None:
        clock = self.state.clock
        for seat in data.get("failed", ()):
            self._failed(seat)
        for row in data["plans"]:
            seat = row[0]
            if seat >= len(self.table.seats) or self.table.seats[seat].person:
                continue  # a person took the seat back meanwhile
            if row[1] is None:
                self.plans[seat] = None
                continue
            # (a plan for a time already past is done at the clock, stamped then: RealtimeDriver.step)
            self.plans[seat] = Plan(max(row[1], clock), wire.decode(self.table.game, row[2]))
        self.wake()

    def stop(self) -> None:
        super().stop()
        if self.asking is not None:
            self.asking.cancel()
            self.asking = None
        if self.sent:
            self.sent = 0
            task = asyncio.get_running_loop().create_task(self.planner.run(forget_json, self.key))
            _forgetting.add(task)
            task.add_done_callback(_forgetting.discard)


_forgetting: set[asyncio.Task[str | None]] = set()


__all__ = ["MAX_COPIES", "PLAN_BUDGET", "Plan", "PlanningDriver", "forget_json", "plan_json"]

"""The server's computer players think in a bounded pool of worker processes (issue 26, item 2).

A hard decision takes a few hundred milliseconds of CPU; in a thread of the server's process it held the
interpreter from every other table. Here it runs in one of a fixed number of worker processes
(:class:`ComputerPool`): the view travels as the wire's JSON (:mod:`beastybar_access.net.wire`, the same
form the clients get) with the seeds of the bot and of the decision, and the action comes back the same
way, so the move is the one a thread would have made. The event loop only waits: other tables go on.

A decision has a time budget from the moment it is asked (waiting for a free worker counts): when it runs
out, or the pool cannot give an answer, :meth:`ComputerPool.decide` says None and the chooser plays a
cheaper level's move in a thread instead (``table.computer.CHEAPER``). A worker that dies (killed, out of
memory) breaks the executor: a new one replaces it and the decision is asked again, once.

Only the levels in :data:`POOLED_LEVELS` go to the pool: a normal Beasty Bar decision (about 0.24 ms,
``docs/benchmarks.md``) costs less than sending its view (0.15 ms to encode, 0.3 ms to decode) and the
round trip between processes.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import json
import logging
import multiprocessing
import os
import random
import sys
from collections.abc import Callable
from concurrent.futures.process import BrokenProcessPool
from functools import cache

from beastybar_access.games.entry import AnyBot

log = logging.getLogger(__name__)

POOLED_LEVELS: frozenset[str] = frozenset({"hard"})
"""Levels whose decisions are worth a worker process."""
BUDGET_SECONDS = 5.0
"""The default time budget of one pooled decision."""


def default_workers() -> int:
    """One worker fewer than the machine has cores (the event loop keeps one), at least one."""
    return max(1, (os.cpu_count() or 2) - 1)


@cache
def _bot(game: str, level: str, seed: int) -> AnyBot:
    from beastybar_access.bots import make_bot

    return make_bot(game, level, seed)


def decide_json(game: str, level: str, bot_seed: int, rng_seed: int, view: str) -> str:
    """In a worker: the action (as wire JSON) of ``level``'s bot for the view (as wire JSON)."""
    from beastybar_access.net import wire

    action = _bot(game, level, bot_seed).choose(wire.decode(game, json.loads(view)), random.Random(rng_seed))
    return json.dumps(wire.encode(action))


def _lower_priority(nice: int) -> None:
    """In a new worker: run ``nice`` steps below the server's process (where the system allows it)."""
    if nice and hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(nice)


def _pid() -> int:
    return os.getpid()


class ComputerPool:
    """``workers`` processes deciding for the server's computer players, ``budget`` seconds a decision."""

    def __init__(self, workers: int | None = None, budget: float = BUDGET_SECONDS,
                 levels: frozenset[str] = POOLED_LEVELS, *, nice: int = 0) -> None:
        self.workers = max(1, workers if workers is not None else default_workers())
        self.budget = budget
        self.nice = nice
        """The workers' lower priority (``os.nice``): their thinking takes the time the event loop leaves."""
        self.levels = levels
        self._executor: concurrent.futures.ProcessPoolExecutor | None = None
        self.replaced = 0
        """How many times a broken executor was replaced (a worker died)."""
        self.decided = 0
        """Decisions the workers answered in time."""
        self.late = 0
        """Decisions whose budget ran out."""
        self.closed = False
        """Shut down (the server stops): nothing more is asked."""

    def handles(self, level: str) -> bool:
        return level in self.levels

    def _pool(self) -> concurrent.futures.ProcessPoolExecutor:
        if self._executor is None:
            # not fork: the server's process has threads (the store's writer, the host's commands)
            method = "forkserver" if sys.platform != "win32" else "spawn"
            self._executor = concurrent.futures.ProcessPoolExecutor(
                self.workers, mp_context=multiprocessing.get_context(method), initializer=_lower_priority,
                initargs=(self.nice,))
        return self._executor

    def _replace(self, broken: concurrent.futures.ProcessPoolExecutor) -> None:
        if self._executor is broken:
            self._executor = None
            self.replaced += 1
            log.warning("a computer players' worker process died; starting new ones")
            broken.shutdown(wait=False, cancel_futures=True)

    async def pids(self) -> list[int]:
        """The worker processes' ids (tests; starts them if need be)."""
        pool = self._pool()
        loop = asyncio.get_running_loop()
        await asyncio.gather(*(loop.run_in_executor(pool, _pid) for _ in range(self.workers)))
        return [p.pid for p in (pool._processes or {}).values() if p.pid is not None]

    async def decide(self, game: str, level: str, bot_seed: int, rng_seed: int,
                     view: object) -> object | None:
        """The action of ``level``'s bot for ``view``; None when the budget ran out or no worker answered
        (the caller plays a cheaper level's move)."""
        from beastybar_access.net import wire

        data = json.dumps(wire.encode(view))
        answer = await self.run(decide_json, game, level, bot_seed, rng_seed, data,
                                what=f"a {level} computer's decision")
        if answer is None:
            return None
        action: object = wire.decode(game, json.loads(answer))
        return action

    async def run(self, work: Callable[..., str], *args: object,
                  what: str = "a computer's work") -> str | None:
        """``work(*args)`` in a worker process (a module-level function, its arguments and answer small
        and picklable); None when the budget ran out, the work failed or no worker answered."""
        if self.closed:
            return None
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.budget
        for _attempt in range(2):
            pool = self._pool()
            try:
                future = loop.run_in_executor(pool, work, *args)
                answer = await asyncio.wait_for(future, max(0.0, deadline - loop.time()))
            except BrokenProcessPool:
                self._replace(pool)
                continue
            except TimeoutError:
                log.info("%s ran past its budget of %s s", what, self.budget)
                self.late += 1
                return None
            except Exception:
                log.exception("%s failed in its worker", what)
                return None
            self.decided += 1
            return answer
        return None

    def shutdown(self) -> None:
        self.closed = True
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None


__all__ = ["BUDGET_SECONDS", "POOLED_LEVELS", "ComputerPool", "decide_json", "default_workers"]

"""The server's computer players decide in worker processes (issue 26, item 2): the same move as in a
thread, other tables answered meanwhile, a killed worker replaced, a spent budget met by a cheaper level."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import time
from pathlib import Path

import pytest

from beastybar_access.bots import make_bot
from beastybar_access.games.beastybar.engine import new_game
from beastybar_access.net import wire
from beastybar_access.net.pool import ComputerPool, decide_json
from tests.net_helpers import Client, running_server
from tests.test_net_server import _table


def run(coro):  # type: ignore[no-untyped-def]
    return asyncio.run(coro)


def test_a_worker_decides_as_a_thread_would_from_the_views_json() -> None:
    import json

    state = new_game(4, seed=5)
    rng = random.Random(2)
    for _ in range(7):
        state.apply(rng.choice(state.legal_actions()))
    view = state.view(state.current)
    for level in ("easy", "normal"):
        here = make_bot("beastybar", level, 31).choose(view, random.Random(77))
        there = wire.decode("beastybar", json.loads(
            decide_json("beastybar", level, 31, 77, json.dumps(wire.encode(view)))))
        assert there == here


async def _until_turn(client: Client, turn: int, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while client.turn < turn and client.ended is None:
        await client.next(max(0.1, deadline - time.monotonic()))


async def _play_alone(ana: Client, moves: int) -> None:
    """Ana acts on her turns while the computers at her table take ``moves`` turns in all."""
    start = ana.turn
    while ana.turn < start + moves and ana.ended is None:
        if ana.my_turn():
            await ana.send("act", id=ana.legal[0], turn=ana.turn)
        await ana.next(30)


def test_a_hard_computer_does_not_hold_up_a_people_only_table(tmp_path: Path) -> None:
    async def main() -> None:
        async with running_server(tmp_path, bot_workers=1, bot_budget=30.0) as server:
            (ana,) = await _table(server, players=4, bots=["hard"] * 3, names=("Ana",))
            ben, cyril = await _table(server, names=("Ben", "Cyril"))
            busy = asyncio.create_task(_play_alone(ana, 12))
            answers = []
            for _ in range(16):  # the people's table: each move's own update, timed
                mover = ben if ben.my_turn() else cyril
                turn = mover.turn
                sent = time.monotonic()
                await mover.send("act", id=mover.legal[0], turn=turn)
                await _until_turn(mover, turn + 1)
                answers.append(time.monotonic() - sent)
                await _until_turn(ben if mover is cyril else cyril, turn + 1)
            await busy
            assert server.pool.decided >= 3  # the hard decisions were made in the worker process
            assert max(answers) < 2.0, answers  # generous: a functional check, not a benchmark
            for c in (ana, ben, cyril):
                await c.close()
    run(main())


def test_a_killed_worker_is_replaced_and_the_move_still_comes(tmp_path: Path) -> None:
    async def main() -> None:
        async with running_server(tmp_path, bot_workers=1, bot_budget=30.0) as server:
            (ana,) = await _table(server, bots=["hard"], names=("Ana",))
            (pid,) = await server.pool.pids()
            os.kill(pid, signal.SIGKILL)
            await asyncio.sleep(0.3)  # the executor notices the dead worker
            await _play_alone(ana, 4)  # two of them the computer's
            assert server.pool.replaced == 1
            assert server.pool.decided >= 1
            (new,) = await server.pool.pids()
            assert new != pid
            await ana.close()
    run(main())


def slow_decide(game: str, level: str, bot_seed: int, rng_seed: int, view: str) -> str:
    """In a worker: a decision that takes a second (time to kill the worker in the middle of it)."""
    time.sleep(1.0)
    return decide_json(game, level, bot_seed, rng_seed, view)


def test_a_worker_killed_in_the_middle_of_a_decision_is_replaced_and_asked_again(monkeypatch) -> None:
    import beastybar_access.net.pool as pool_module

    monkeypatch.setattr(pool_module, "decide_json", slow_decide)
    view = new_game(2, seed=4).view(0)

    async def main() -> None:
        pool = ComputerPool(workers=1, budget=30.0, levels=frozenset({"normal"}))
        try:
            (pid,) = await pool.pids()
            asking = asyncio.create_task(pool.decide("beastybar", "normal", 31, 77, view))
            await asyncio.sleep(0.4)  # the worker is in the middle of it
            assert not asking.done()
            os.kill(pid, signal.SIGKILL)
            action = await asking
            assert action == make_bot("beastybar", "normal", 31).choose(view, random.Random(77))
            assert pool.replaced == 1 and pool.decided == 1
        finally:
            pool.shutdown()
    run(main())


def test_a_spent_budget_is_met_by_a_cheaper_level(tmp_path: Path) -> None:
    async def main() -> None:
        async with running_server(tmp_path, bot_workers=1, bot_budget=0.0) as server:
            (ana,) = await _table(server, bots=["hard"], names=("Ana",))
            await _play_alone(ana, 4)
            assert server.pool.late >= 1 and server.pool.decided == 0
            await ana.close()
    run(main())


def test_the_pool_takes_only_the_costly_levels() -> None:
    pool = ComputerPool(workers=0)
    assert pool.workers == 1
    assert pool.handles("hard") and not pool.handles("normal") and not pool.handles("easy")


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="process priorities as Unix has them")
def test_the_servers_workers_think_below_its_priority(tmp_path: Path) -> None:
    """The hard computers' workers run 10 steps below the server (a busy pool leaves the cores to the event
    loop); the 4 Monkeys planner keeps the server's priority (its plans are due within a second)."""
    async def main() -> None:
        async with running_server(tmp_path) as server:
            own = os.getpriority(os.PRIO_PROCESS, 0)
            workers = await server.pool.pids()
            (planner,) = await server.planner.pids()
            assert workers
            assert all(os.getpriority(os.PRIO_PROCESS, pid) == min(19, own + 10) for pid in workers)
            assert os.getpriority(os.PRIO_PROCESS, planner) == own
    run(main())

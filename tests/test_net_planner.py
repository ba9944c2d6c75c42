"""4 Monkeys' computers plan in the server's planner process, not on its event loop (issue 26, item 2): the
worker's copy of the game makes the plans the loop would have made, and a table of fast computers whose
planning is slow in the server's process does not stall its loop (so no other table waits for it)."""

from __future__ import annotations

import asyncio
import json
import random
import time
from pathlib import Path

from beastybar_access.games.monkeys.bots import MonkeyBot, make_monkey_bot, play_bots
from beastybar_access.games.monkeys.engine import State
from beastybar_access.net import planner, wire
from beastybar_access.net.planner import forget_json, plan_json
from beastybar_access.net.store import split_saved
from tests.net_helpers import Client, running_server

LEVELS = ("hard", "normal", "easy")
OPTIONS = json.dumps({"bot_speed": "fast", "variant": "standard"}, sort_keys=True)


def test_the_workers_copy_plans_as_the_loop_would() -> None:
    """A whole 3-round game of computers: before each move, the plans of every seat from the worker's copy
    (sent the log's new entries only, as the server does) equal the bots' own plans from the real state."""
    key = 999_001
    sent = 0
    compared = 0
    seats = json.dumps([[s, LEVELS[s], 40 + s, 7] for s in range(3)])

    def check(state: State, _seat: int, _plan: object) -> None:
        nonlocal sent, compared
        head = None
        if sent == 0:
            saved, log_key, entries = split_saved(state.to_json())
            head = json.dumps({**saved, log_key: []})
        else:
            entries = state.log_since(sent)
        answer = json.loads(plan_json("monkeys", key, head, sent, json.dumps(entries), state.clock, seats,
                                      OPTIONS))
        sent += len(entries)
        for seat, *plan in answer["plans"]:
            mine = make_monkey_bot(LEVELS[seat], "fast", 40 + seat).next_move(state.view(seat),
                                                                               random.Random(7))
            if mine is None:
                assert plan == [None]
            else:
                assert plan == [mine.at, wire.encode(mine.action)], (seat, plan, mine)
                compared += 1

    try:
        play_bots(list(LEVELS), 11, "fast", round_ms=40_000, on_plan=check)
        assert compared > 100
        # a worker that lost the copy (or a gap in the entries) asks for the whole game
        behind = plan_json("monkeys", key, None, sent + 1, "[]", 0, seats, OPTIONS)
        assert json.loads(behind) == {"resync": True}
    finally:
        forget_json(key)
    assert key not in planner._copies
    assert json.loads(plan_json("monkeys", key, None, sent, "[]", 0, seats, OPTIONS)) == {"resync": True}


SLOW = 0.3
"""Seconds a computer's plan takes in the server's own process (where plans were made before)."""


def test_fast_computers_with_slow_plans_do_not_stall_the_servers_loop(tmp_path: Path, monkeypatch) -> None:
    """Two 4 Monkeys tables of 3 fast hard computers and a person, their plans made slow in the server's
    process (0.3 s each: on the loop, every change would stop every table for 0.9 s). A probe on the
    server's loop counts the passes that came more than 0.5 s late: none, while the computers play."""
    real = MonkeyBot.next_move
    on_loop: list[float] = []

    def slow(self: MonkeyBot, view: object, rng: random.Random):  # type: ignore[no-untyped-def]
        on_loop.append(time.monotonic())
        time.sleep(SLOW)
        return real(self, view, rng)  # type: ignore[arg-type]

    monkeypatch.setattr(MonkeyBot, "next_move", slow)

    async def main() -> None:
        async with running_server(tmp_path) as server:
            await server.planner.pids()  # the worker started (its first answer is not a cold start)
            server.planner.budget = 5.0  # (a busy test machine does not make the loop plan)
            stalls: list[float] = []

            async def probe() -> None:
                while True:
                    before = time.monotonic()
                    await asyncio.sleep(0.02)
                    late = time.monotonic() - before - 0.02
                    if late > 0.5:
                        stalls.append(late)

            watching = asyncio.create_task(probe())
            people = []
            for name in ("Eva", "Jan"):
                person = await Client.connect(server.port, name)
                await person.send("create", game="monkeys", players=4, bots=["hard"] * 3, round_seconds=60,
                                  bot_speed="fast")
                await person.expect("joined")
                people.append(person)
            moves = 0
            # fast computers take their first tiles 2-4 s into the round (later on a loaded machine: the
            # probe watches the loop for as long as they take)
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline and moves < 4:
                for person in people:
                    try:
                        message = await person.next(0.1)
                    except TimeoutError:
                        continue
                    if message["type"] == "update" and message.get("actor") not in (None, 0):
                        moves += 1
            watching.cancel()
            assert not stalls, f"the loop stalled: {stalls}"
            assert not on_loop, "a plan was made on the loop"
            assert moves >= 2, "the computers played"
            assert server.planner.decided >= 2
            for person in people:
                await person.close()

    asyncio.run(asyncio.wait_for(main(), 60))


def test_a_tables_computer_speed_is_checked(tmp_path: Path) -> None:
    async def main() -> None:
        async with running_server(tmp_path) as server:
            eva = await Client.connect(server.port, "Eva")
            for game, speed in (("monkeys", "warp"), ("beastybar", "fast")):
                await eva.send("create", game=game, players=2, bots=["easy"], bot_speed=speed)
                error = await eva.expect("error")
                assert error["code"] == "bad_game", error
            await eva.send("create", game="monkeys", players=2, bots=["easy"], bot_speed="slow")
            code = (await eva.expect("joined"))["table"]["code"]
            live = server.tables[code]
            assert live.table is not None and live.table.options["bot_speed"] == "slow"
            await eva.close()

    asyncio.run(asyncio.wait_for(main(), 30))


def test_without_an_answer_in_time_the_loop_plans_and_the_computers_still_play(tmp_path: Path) -> None:
    async def main() -> None:
        async with running_server(tmp_path) as server:
            server.planner.budget = 0.0  # no answer ever comes in time
            eva = await Client.connect(server.port, "Eva")
            await eva.send("create", game="monkeys", players=2, bots=["normal"], round_seconds=60,
                           bot_speed="fast")
            code = (await eva.expect("joined"))["table"]["code"]
            while True:  # the computer's first take, 2-4 s into the round
                message = await eva.next(10)
                if message["type"] == "update" and message.get("actor") == 1:
                    break
            driver = server.tables[code].driver
            assert server.planner.late >= 1 and server.planner.decided == 0
            assert isinstance(driver, planner.PlanningDriver) and driver.fallbacks >= 1
            await eva.close()

    asyncio.run(asyncio.wait_for(main(), 30))


def test_a_restored_round_goes_on_with_its_computers_planned_elsewhere(tmp_path: Path) -> None:
    """A server stopped in the middle of a 4 Monkeys round: the restarted server's planner gets the whole
    saved game and the computer takes its tiles as before."""
    async def main() -> None:
        async with running_server(tmp_path) as server:
            eva = await Client.connect(server.port, "Eva")
            await eva.send("create", game="monkeys", players=2, bots=["normal"], round_seconds=60,
                           bot_speed="fast")
            joined = await eva.expect("joined")
            await eva.expect("snapshot")
            await eva.close()
        async with running_server(tmp_path) as server:
            eva = await Client.connect(server.port, "Eva")
            await eva.send("resume", token=joined["token"])
            await eva.expect("snapshot")
            while True:  # the computer's take, 2-4 s into the round
                message = await eva.next(10)
                if message["type"] == "update" and message.get("actor") == 1:
                    break
            driver = server.tables[joined["table"]["code"]].driver
            assert isinstance(driver, planner.PlanningDriver)
            for _ in range(50):  # (a cold worker's first answer may come after the loop planned once)
                if server.planner.decided:
                    break
                await asyncio.sleep(0.1)
            assert server.planner.decided >= 1
            await eva.close()

    asyncio.run(asyncio.wait_for(main(), 30))

"""The server's limits hold (issue 26, item 4), over real WebSockets on 127.0.0.1: guessing a private
table's code is slowed per address, one address cannot fill the server with tables, a chat flood closes
the connection, and every refusal answers the message it refuses (``re``)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from beastybar_access.net.protocol import (
    CODE_GUESSES,
    CREATES,
    FLOOD_LIMIT,
    WAITING_TABLES,
    ProtocolError,
    parse_client,
)
from beastybar_access.net.server import FLOOD_CLOSE, address_key
from tests.net_helpers import Client, running_server, validate


def run(coro: Any) -> Any:
    return asyncio.run(coro)


async def _raw(port: int) -> Any:
    return await connect(f"ws://127.0.0.1:{port}/")


async def _answer(ws: Any, message: dict[str, Any]) -> dict[str, Any]:
    await ws.send(json.dumps(message))
    answer: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), 10))
    validate(answer)
    return answer


def test_guessing_codes_is_slowed_per_address(tmp_path: Path) -> None:
    async def main() -> None:
        async with running_server(tmp_path, address_limits=True) as server:
            host = await Client.connect(server.port, "Host")
            await host.send("create", game="beastybar", players=2, private=True)
            code = (await host.expect("joined"))["table"]["code"]
            wrong = "000000" if code != "000000" else "000001"
            guesser = await Client.connect(server.port, "Guess")
            allowed, started = CODE_GUESSES[0], time.monotonic()
            for _ in range(allowed):
                seq = await guesser.send("join", code=wrong)
                error = await guesser.expect("error")
                assert (error["code"], error["re"]) == ("no_table", seq)
            seq = await guesser.send("join", code=code)  # even the right code is not looked up now
            error = await guesser.expect("error")
            assert (error["code"], error["re"]) == ("slow_down", seq)
            assert 1 <= error["retry"] <= CODE_GUESSES[1]
            # another connection from the same address is slowed too
            second = await Client.connect(server.port, "Again")
            await second.send("join", code=code)
            assert (await second.expect("error"))["code"] == "slow_down"
            # the rate an address gets: at most CODE_GUESSES[0] codes in CODE_GUESSES[1] seconds
            rate = allowed / max(CODE_GUESSES[1], time.monotonic() - started)
            expected_days = 10**6 / 2 / rate / 86400
            assert expected_days > 60  # docs/server.md: about 69 days for one private table
            # other addresses are not slowed by this one's guesses (the limits are per address)
            assert address_key(("127.0.0.2", 5)) != address_key(("127.0.0.1", 5))
            await host.send("leave")
    run(main())


def test_one_address_cannot_fill_the_server_with_tables(tmp_path: Path) -> None:
    async def main() -> None:
        async with running_server(tmp_path, address_limits=True) as server:
            spammer = await Client.connect(server.port, "Spam")
            # tables that wait for people: at most WAITING_TABLES of one address at once
            for _ in range(WAITING_TABLES):
                await spammer.send("create", game="beastybar", players=2)
                await spammer.expect("joined")
                await spammer.send("leave")
                await spammer.expect("left")
            seq = await spammer.send("create", game="beastybar", players=2)
            error = await spammer.expect("error")
            assert (error["code"], error["re"]) == ("slow_down", seq)
            assert len(server.tables) == WAITING_TABLES
        async with running_server(tmp_path / "b", address_limits=True) as server:
            made = 0
            refused = None
            for i in range(CREATES[0] + 2):  # tables that start at once (a computer in the other seat)
                c = await Client.connect(server.port, f"P{i}")
                seq = await c.send("create", game="beastybar", players=2, bots=["easy"])
                answer = await c.expect("error") if made == CREATES[0] else await c.expect("joined")
                if answer["type"] == "joined":
                    made += 1
                else:
                    refused = answer
                    assert answer["re"] == seq
                    break
                await c.close()
            assert made == CREATES[0]
            assert refused is not None and refused["code"] == "slow_down" and refused["retry"] >= 1
    run(main())


async def _chat_flood(port: int, per_second: float, seconds: float) -> tuple[int | None, float]:
    """A chat sender at ``per_second`` lines: (its close code or None while open, seconds it lasted)."""
    host = await Client.connect(port, "Flood")
    await host.send("create", game="beastybar", players=2)
    await host.expect("joined")
    start = time.monotonic()
    sent = 0
    try:
        while time.monotonic() - start < seconds:
            sent += 1
            await host.send("chat", text=f"line {sent}")
            await asyncio.sleep(max(0.0, start + sent / per_second - time.monotonic()))
            while True:  # read what came, so the socket's buffers never hold the sender back
                try:
                    await asyncio.wait_for(host.ws.recv(), 0.0001)
                except TimeoutError:
                    break
    except ConnectionClosed:
        pass
    with_code = None
    try:
        await asyncio.wait_for(host.ws.wait_closed(), 2)
        with_code = host.ws.close_code
    except TimeoutError:
        pass
    return with_code, time.monotonic() - start


def test_a_chat_flood_closes_the_connection(tmp_path: Path) -> None:
    async def main() -> None:
        async with running_server(tmp_path) as server:
            # 60 lines a second: 20 allowed a second between the refused ones did not end the flood before
            code, lasted = await _chat_flood(server.port, 60, 10)
            assert code == FLOOD_CLOSE
            assert lasted < 3 + FLOOD_LIMIT / 30  # about 3.5 s of refused lines
            # 10 lines a second (a quick typist with a macro) stays open
            code, lasted = await _chat_flood(server.port, 10, 3)
            assert code is None
    run(main())


def test_a_browser_flood_closes_the_browser_connection(tmp_path: Path) -> None:
    """The browser's endpoint holds a flood the same way: 80 messages a second (30 allowed a second
    between the refused ones) is closed within seconds."""
    from beastybar_access.terminals.web.bridge import FLOOD_CLOSE as BROWSER_FLOOD_CLOSE
    from beastybar_access.terminals.web.bridge import serve_browser
    from beastybar_access.terminals.web.http import WebSite

    async def main() -> None:
        async with running_server(tmp_path, web=WebSite(serve_browser)) as server:
            ws = await connect(f"ws://127.0.0.1:{server.port}/ws")
            await ws.send(json.dumps({"type": "hello", "lang": "en", "name": "Ana"}))
            start = time.monotonic()
            sent = 0
            with contextlib.suppress(ConnectionClosed):
                while time.monotonic() - start < 15:
                    sent += 1
                    await ws.send(json.dumps({"type": "verbosity", "verbosity": "brief"}))
                    await asyncio.sleep(max(0.0, start + sent / 80 - time.monotonic()))
                    with contextlib.suppress(TimeoutError):
                        while True:
                            await asyncio.wait_for(ws.recv(), 0.0001)
            await asyncio.wait_for(ws.wait_closed(), 5)
            assert ws.close_code == BROWSER_FLOOD_CLOSE
            assert time.monotonic() - start < 10
    run(main())


def test_a_refusal_in_shape_answers_its_message(tmp_path: Path) -> None:
    with pytest.raises(ProtocolError) as refused:
        parse_client(json.dumps({"type": "chat", "seq": 7, "text": "x" * 5000}))
    assert refused.value.seq == 7 and refused.value.message(refused.value.seq)["re"] == 7
    with pytest.raises(ProtocolError) as refused:
        parse_client(json.dumps({"type": "chat", "seq": "7", "text": "x"}))
    assert refused.value.seq is None  # no readable seq: nothing to answer

    async def main() -> None:
        async with running_server(tmp_path) as server:
            ws = await _raw(server.port)
            answer = await _answer(ws, {"type": "hello", "seq": 1, "version": 1, "name": "N" * 300})
            assert (answer["code"], answer["re"]) == ("bad_message", 1)
            assert (await _answer(ws, {"type": "hello", "seq": 2, "version": 1, "name": "Ema"}))["re"] == 2
            answer = await _answer(ws, {"type": "join", "seq": 3, "code": "1" * 40})
            assert (answer["code"], answer["re"]) == ("bad_message", 3)
            answer = await _answer(ws, {"type": "chat", "seq": 4, "text": "x" * 4500})
            assert (answer["code"], answer["re"]) == ("bad_message", 4)
            # the turn timer's bounds are join's: 10 to 3600 seconds
            answer = await _answer(ws, {"type": "create", "seq": 5, "game": "beastybar", "players": 2,
                                        "turn_seconds": 5})
            assert (answer["code"], answer["re"]) == ("bad_message", 5)
            answer = await _answer(ws, {"type": "create", "seq": 6, "game": "beastybar", "players": 2,
                                        "turn_seconds": 10})
            assert answer["type"] == "joined" and answer["table"]["turn_seconds"] == 10
            await ws.close()
    run(main())


def test_addresses_are_grouped_as_machines() -> None:
    assert address_key(("203.0.113.5", 4000)) == "203.0.113.5"
    assert address_key(("2001:db8:1:2:aaaa::1", 4000, 0, 0)) == address_key(("2001:db8:1:2:bbbb::9", 1))
    assert address_key(("2001:db8:1:3::1", 1)) != address_key(("2001:db8:1:2::1", 1))
    assert address_key(("::ffff:203.0.113.5", 1)) == "203.0.113.5"
    assert address_key(None) is None

"""Limits and moderation at a real server on 127.0.0.1 (issue 26, items 4 and 6): open connections per
address (behind a trusted proxy: per the address it forwards), the table's chat budget, the table's creator
removing a person or a spectator, and the default turn timer of listed tables."""

from __future__ import annotations

import asyncio
import json
import logging
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from beastybar_access.net import server as server_module
from beastybar_access.net.server import REMOVED, TOO_MANY_CONNECTIONS
from tests.net_helpers import Client, running_server, validate


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 60))


async def _hello(port: int, forwarded: str | None = None) -> tuple[Any, dict[str, Any]]:
    """A raw connection saying hello (with an X-Forwarded-For header); it and the server's answer."""
    headers = {"X-Forwarded-For": forwarded} if forwarded else None
    ws = await connect(f"ws://127.0.0.1:{port}/", additional_headers=headers)
    await ws.send(json.dumps({"type": "hello", "seq": 1, "version": 1, "name": "X"}))
    answer: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), 10))
    validate(answer)
    return ws, answer


async def _closed_with(ws: Any) -> int | None:
    """The close code of ``ws``, once the messages sent before the close are read."""
    with pytest.raises(ConnectionClosed):
        for _ in range(1000):
            await asyncio.wait_for(ws.recv(), 10)
    return ws.close_code


def test_an_address_has_a_limited_number_of_open_connections(tmp_path: Path) -> None:
    async def main() -> None:
        async with running_server(tmp_path, address_limits=True, connections_per_address=3) as server:
            open_ = [await _hello(server.port) for _ in range(3)]
            assert all(answer["type"] == "welcome" for _, answer in open_)
            ws, answer = await _hello(server.port)
            assert (answer["type"], answer["code"], answer["re"]) == ("error", "too_many_connections", 1)
            assert await _closed_with(ws) == TOO_MANY_CONNECTIONS
            await open_[0][0].close()
            await asyncio.sleep(0.1)
            again, answer = await _hello(server.port)  # one closed: one more may come
            assert answer["type"] == "welcome"
            for ws, _ in [*open_[1:], (again, None)]:
                await ws.close()
    run(main())


def test_forwarded_addresses_count_only_behind_a_trusted_proxy(tmp_path: Path,
                                                               caplog: pytest.LogCaptureFixture) -> None:
    async def main() -> None:
        options = {"address_limits": True, "connections_per_address": 2}
        async with running_server(tmp_path / "a", trusted_proxies=("127.0.0.0/8",), **options) as server:
            # through the proxy (this test's 127.0.0.1): each forwarded client has its own two
            held = [await _hello(server.port, "198.51.100.7, 203.0.113.5") for _ in range(2)]
            assert all(answer["type"] == "welcome" for _, answer in held)
            ws, answer = await _hello(server.port, "203.0.113.5")
            assert answer["code"] == "too_many_connections"
            other, answer = await _hello(server.port, "203.0.113.6")
            assert answer["type"] == "welcome"
            junk, answer = await _hello(server.port, "not an address")  # the proxy's own address counts
            assert answer["type"] == "welcome"
            for w, _ in [*held, (ws, None), (other, None), (junk, None)]:
                await w.close()
        async with running_server(tmp_path / "b", **options) as server:
            # no trusted proxy: the header says nothing, the peer's address counts
            held = [await _hello(server.port, f"203.0.113.{i}") for i in (1, 2)]
            ws, answer = await _hello(server.port, "203.0.113.3")
            assert answer["code"] == "too_many_connections"
            for w, _ in [*held, (ws, None)]:
                await w.close()
    with caplog.at_level(logging.WARNING, logger="beastybar.server"):
        run(main())
    refused = [r.getMessage() for r in caplog.records if "refused a connection" in r.getMessage()]
    # the log says whose: the forwarded client behind the proxy, the peer without one
    assert len(refused) == 2 and "203.0.113.5" in refused[0] and "127.0.0.1" in refused[1]


def test_the_table_chat_has_a_budget(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(server_module, "CHAT_BUDGET", (5, 60.0))

    async def main() -> None:
        async with running_server(tmp_path) as server:
            ana = await Client.connect(server.port, "Ana")
            await ana.send("create", game="beastybar", players=2)
            code = (await ana.expect("joined"))["table"]["code"]
            eve = await Client.connect(server.port, "Eve")
            await eve.send("join", code=code, **{"as": "spectator"})
            await eve.expect("joined")
            for i in range(5):  # the table's lines, whoever writes them
                await (ana if i % 2 else eve).send("chat", text=f"line {i}")
                await ana.expect("chat")
            seq = await eve.send("chat", text="one too many")
            error = await eve.expect("error")
            assert (error["code"], error["re"]) == ("chat_budget", seq)
            assert 1 <= error["retry"] <= 60
            await ana.drain(0.2)
            assert not [m for m in ana.received[-3:] if m["type"] == "chat" and m["text"] == "one too many"]
            for c in (ana, eve):
                await c.close()
    run(main())


def test_the_tables_creator_removes_a_person_and_a_spectator(tmp_path: Path) -> None:
    async def main() -> None:
        async with running_server(tmp_path) as server:
            ana = await Client.connect(server.port, "Ana")
            await ana.send("create", game="beastybar", players=3, bots=["easy"])
            code = (await ana.expect("joined"))["table"]["code"]
            ben = await Client.connect(server.port, "Ben")
            await ben.send("join", code=code)
            await ben.expect("joined")
            eve = await Client.connect(server.port, "Eve")
            await eve.send("join", code=code, **{"as": "spectator"})
            await eve.expect("joined")
            seq = await ben.send("remove", seat=0)  # only the creator removes
            error = await ben.expect("error")
            assert (error["code"], error["re"]) == ("not_creator", seq)
            for wrong in ({"seat": 0}, {"seat": 2}, {"name": "Nobody"}):
                await ana.send("remove", **wrong)
                assert (await ana.expect("error"))["code"] == "no_person"
            token = ben.token
            await ana.send("remove", seat=1)
            lobby = await ana.expect("lobby")
            while lobby["change"] != "removed":
                lobby = await ana.expect("lobby")
            assert (lobby["seat"], lobby["name"]) == (1, "Ben")
            assert lobby["table"]["seats"][1]["state"] == "computer"
            assert await _closed_with(ben.ws) == REMOVED
            back = await Client.connect(server.port, "Ben")  # the token is void
            await back.send("resume", token=token)
            assert (await back.expect("error"))["code"] == "bad_token"
            await ana.send("remove", name="eve")
            lobby = await ana.expect("lobby")
            while lobby["change"] != "removed":
                lobby = await ana.expect("lobby")
            assert (lobby["seat"], lobby["name"]) == (None, "Eve")
            assert await _closed_with(eve.ws) == REMOVED
            for c in (ana, back):
                await c.close()
    run(main())


def test_a_listed_table_gets_a_default_turn_timer_said_only_when_it_runs_out(tmp_path: Path) -> None:
    async def main() -> None:
        async with running_server(tmp_path, public_turn_seconds=1) as server:
            ana = await Client.connect(server.port, "Ana")
            await ana.send("create", game="beastybar", players=2, private=True)
            assert (await ana.expect("joined"))["table"]["turn_seconds"] == 0  # private: none
            await ana.send("leave")
            await ana.expect("left")
            await ana.send("create", game="beastybar", players=2)
            assert (await ana.expect("joined"))["table"]["turn_seconds"] == 1
            ben = await Client.connect(server.port, "Ben")
            await ben.send("join", code=ana.received[-1]["table"]["code"])
            await ben.expect("joined")
            timer = await ana.expect("timer")  # nobody moves: the default limit runs out
            assert timer["seconds"] == 0  # its start was not said, only its end
            update = await ana.expect("update")
            assert update["actor"] == timer["seat"]  # a computer made that move
            for c in (ana, ben):
                await c.close()
    run(main())


def test_a_table_can_keep_its_spectators_silent(tmp_path: Path) -> None:
    async def main() -> None:
        async with running_server(tmp_path) as server:
            ana = await Client.connect(server.port, "Ana")
            await ana.send("create", game="beastybar", players=2, spectator_chat=False)
            table = (await ana.expect("joined"))["table"]
            assert table["spectator_chat"] is False
            eve = await Client.connect(server.port, "Eve")
            await eve.send("join", code=table["code"], **{"as": "spectator"})
            await eve.expect("joined")
            seq = await eve.send("chat", text="hello")
            error = await eve.expect("error")
            assert (error["code"], error["re"]) == ("spectators_silent", seq)
            await ana.send("chat", text="she hears me")  # the players chat, the spectator hears it
            assert (await eve.expect("chat"))["text"] == "she hears me"
            for c in (ana, eve):
                await c.close()
    run(main())

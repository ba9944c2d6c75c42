"""The client facing a broken or hostile server (issue 27, N11–N14): a fake WebSocket server on 127.0.0.1
(ephemeral port) sends what no real server does; the client refuses it in one sentence, leaves or reconnects
a bounded number of times, and says what it waited for when nothing comes."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from beastybar_access.net import client as net_client
from beastybar_access.net.client import BrokenMessage, SchemaCheck, read_server_message
from beastybar_access.net.protocol import schema
from beastybar_access.net.remote import MAX_BROKEN, JoinError, RemoteTable, Sitting

TABLE = {"code": "123456", "game": "beastybar", "players": 2, "variant": "standard", "status": "playing",
         "people": 2, "taken": 2}
TOKEN = "t" * 43


def welcome(seq: int) -> dict[str, Any]:
    return {"type": "welcome", "version": 1, "server": "fake", "name": "Ana", "limits": {}, "games": {},
            "re": seq}


def joined(seq: int, **changes: Any) -> dict[str, Any]:
    return {"type": "joined", "table": TABLE, "seat": 0, "token": TOKEN, "re": seq, **changes}


Script = Callable[[dict[str, Any]], list[Any]]
"""What the fake server answers to each client message (raw text, or an object sent as JSON)."""


class FakeServer:
    """A hostile WebSocket server on 127.0.0.1 in a thread of its own; ``script(message)`` gives its
    answers; ``connections`` counts the clients that came."""

    def __init__(self, script: Script) -> None:
        self.script = script
        self.connections = 0
        self.port = 0
        self._ready = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Future[None] | None = None
        self._thread = threading.Thread(target=lambda: asyncio.run(self._main()), daemon=True)

    async def _main(self) -> None:
        from websockets.asyncio.server import serve

        self._loop = asyncio.get_running_loop()
        self._stop = self._loop.create_future()
        async with serve(self._handle, "127.0.0.1", 0, max_size=2**24) as server:
            self.port = next(iter(server.sockets)).getsockname()[1]
            self._ready.set()
            await self._stop

    async def _handle(self, ws: Any) -> None:
        self.connections += 1
        try:
            async for raw in ws:
                for answer in self.script(json.loads(raw)):
                    await ws.send(answer if isinstance(answer, str) else json.dumps(answer))
        except Exception:
            return

    def __enter__(self) -> FakeServer:
        self._thread.start()
        assert self._ready.wait(10)
        return self

    def __exit__(self, *_exc: object) -> None:
        assert self._loop is not None and self._stop is not None
        self._loop.call_soon_threadsafe(self._stop.set_result, None)
        self._thread.join(10)

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/"


def greeting_then(answer: Callable[[dict[str, Any]], list[Any]]) -> Script:
    def script(message: dict[str, Any]) -> list[Any]:
        if message["type"] == "hello":
            return [welcome(message["seq"])]
        return answer(message)
    return script


async def _sit(url: str, notes: list[tuple[str, dict[str, Any]]], how: Sitting | None = None
               ) -> tuple[RemoteTable, JoinError | None]:
    remote = RemoteTable(url, "Ana", lambda kind, data: notes.append((kind, data)), reconnect_seconds=20)
    try:
        await remote.sit(how or Sitting(code="123456"))
    except JoinError as exc:
        await remote.close()
        return remote, exc
    return remote, None


# --- N11, N12: a message that is not the protocol's is refused at once ---------------------------------


@pytest.mark.parametrize("reply", [
    "[1, 2, 3]",                                       # JSON, but not an object (N11)
    "[" * 100_000 + "]" * 100_000,                     # nested very deep (N11)
    json.dumps({"type": "joined", "seat": 0, "re": 2}),  # joined without a table (N12)
    json.dumps(joined(2, table={"code": "x"})),        # joined with a table that is not one (N12)
], ids=["not-an-object", "deep", "joined-without-table", "joined-bad-table"])
def test_n11_n12_a_broken_answer_is_refused_at_once_with_what_broke(reply: str) -> None:
    async def main() -> None:
        with FakeServer(greeting_then(lambda m: [reply])) as server:
            notes: list[tuple[str, dict[str, Any]]] = []
            started = time.monotonic()
            _remote, error = await _sit(server.url, notes)
            assert error is not None and error.code == "broken", error
            assert time.monotonic() - started < 5
            assert not [n for n in notes if n[0] == "joined"]  # nothing of it was used
            assert server.connections == 1
    asyncio.run(asyncio.wait_for(main(), 30))


def test_n12_a_snapshot_without_a_view_and_n13_an_undecodable_view_end_in_a_bounded_number_of_tries() -> None:
    replies = iter([{"type": "snapshot", "turn": 0, "seat": 0, "legal": [], "missed": [], "current": 0},
                    *[{"type": "snapshot", "turn": 0, "seat": 0, "view": {"not": "a view"}, "legal": [],
                       "missed": [], "current": 0}] * 20])

    def answer(message: dict[str, Any]) -> list[Any]:
        if message["type"] in ("join", "resume"):
            return [joined(message["seq"]), next(replies)]
        return []

    async def main() -> None:
        with FakeServer(greeting_then(answer)) as server:
            notes: list[tuple[str, dict[str, Any]]] = []
            remote, error = await _sit(server.url, notes)
            assert error is None
            deadline = time.monotonic() + 25
            while ("connection", {"type": "connection", "change": "gave_up"}) not in notes:
                assert time.monotonic() < deadline, notes
                await asyncio.sleep(0.05)
            broken = [d for k, d in notes if k == "connection" and d["change"] == "broken"]
            assert len(broken) == MAX_BROKEN
            assert "view" in broken[0]["detail"]
            assert not [k for k, _ in notes if k == "snapshot"]
            assert server.connections == MAX_BROKEN  # the first, then MAX_BROKEN - 1 returns: no endless loop
            await remote.close()
    asyncio.run(asyncio.wait_for(main(), 60))


# --- N14: a server that does not answer --------------------------------------------------------------


def test_n14_a_server_that_never_answers_hello_is_said_with_what_was_awaited(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(net_client.ANSWER_SECONDS, "hello", 1.0)

    async def main() -> None:
        with FakeServer(lambda message: []) as server:
            started = time.monotonic()
            _remote, error = await _sit(server.url, [])
            assert error is not None and (error.code, error.detail) == ("no_answer", "hello")
            assert time.monotonic() - started < 5
    asyncio.run(asyncio.wait_for(main(), 30))


def test_n15_a_server_that_seats_but_sends_no_snapshot_is_said_not_waited_for(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 26: a running game's state must follow ``joined``; when it does not, the client says what
    it waited for (in cs and en) instead of waiting silently."""
    monkeypatch.setitem(net_client.ANSWER_SECONDS, "snapshot", 0.5)

    def answer(message: dict[str, Any]) -> list[Any]:
        return [joined(message["seq"])] if message["type"] in ("join", "resume") else []

    async def main() -> None:
        with FakeServer(greeting_then(answer)) as server:
            started = time.monotonic()
            _remote, error = await _sit(server.url, [])
            assert error is not None and (error.code, error.detail) == ("no_answer", "snapshot")
            assert time.monotonic() - started < 5
    asyncio.run(asyncio.wait_for(main(), 30))
    from beastybar_access.narration import CONSOLE_DOMAINS, Localizer

    said = {lang: Localizer.load(lang, domains=CONSOLE_DOMAINS)("online-no-answer", url="ws://x/",
                                                                 what="snapshot") for lang in ("en", "cs")}
    assert "with the state of the game at the table" in said["en"]
    assert "a neposlal stav hry u stolu" in said["cs"]


def test_every_request_of_the_client_has_a_time_out() -> None:
    assert set(net_client.ANSWER_SECONDS) >= {"hello", "list", "create", "join", "resume"}
    assert all(0 < s <= 30 for s in net_client.ANSWER_SECONDS.values())


# --- the schema check itself agrees with jsonschema --------------------------------------------------------


def test_the_clients_schema_check_agrees_with_jsonschema_on_good_and_broken_messages() -> None:
    root = schema()
    server = root["$defs"]["server"]
    check = SchemaCheck(root)
    good = [welcome(1), joined(2), {"type": "storage", "ok": False}, {"type": "left"},
            {"type": "error", "code": "cannot_save", "re": 3},
            {"type": "lobby", "table": TABLE, "change": "joined", "seat": 1, "name": "Ben"},
            {"type": "snapshot", "turn": 0, "seat": None, "view": {}, "legal": ["0123456789ab"],
             "missed": []},
            {"type": "timer", "seat": 0, "seconds": 10}, {"type": "ended", "winners": [0], "turn": 3}]
    bad = [[], 1, "x", None, {}, {"type": "storage"}, {"type": "storage", "ok": 1},
           {"type": "left", "extra": 1}, joined(2, seat="0"), joined(2, token="short"),
           {"type": "error", "code": "nonsense"}, {"type": "timer", "seat": -1, "seconds": 1},
           {"type": "snapshot", "turn": 0, "seat": 0, "view": {}, "legal": ["XYZ"], "missed": []},
           {"type": "chat", "seat": 0, "name": "", "text": "hi"},
           {"type": "ended", "winners": [True], "turn": 1},
           {**welcome(1), "version": 2}]
    validator = jsonschema.Draft202012Validator({"$defs": root["$defs"], "$ref": "#/$defs/server"})
    for message in good:
        assert check.errors(message, server) is None, message
        assert validator.is_valid(message), message
    for message in bad:
        assert check.errors(message, server) is not None, message
        assert not validator.is_valid(message), message
        with pytest.raises(BrokenMessage):
            read_server_message(json.dumps(message))


# --- the console's one sentence ---------------------------------------------------------------------------


def test_n11_beastybar_join_says_the_broken_message_in_one_sentence_and_leaves(tmp_path: Path) -> None:
    pexpect = pytest.importorskip("pexpect")
    from pty_support import spawn

    with FakeServer(greeting_then(lambda m: ["[1, 2, 3]"])) as server:
        child = spawn(tmp_path, "join", server.url, "--name", "Ana", "--code", "123456", "--speech", "none",
                      "--lang", "en", timeout=15)
        try:
            child.expect("The server sent a message that breaks the protocol")
            child.expect(pexpect.EOF)
            said = child.before
        finally:
            child.close(force=True)
    assert child.exitstatus == 2
    assert "Unexpected error" not in said and "cannot be reached" not in said and "breaks" not in said


def test_the_servers_storage_notes_are_said_at_the_table(tmp_path: Path) -> None:
    """storage ok false / true from the server: one sentence each, in the person's language."""
    pytest.importorskip("pexpect")
    from pty_support import spawn

    waiting = {**TABLE, "status": "waiting", "taken": 1,
               "seats": [{"seat": 0, "kind": "person", "name": "Ana", "level": None, "state": "here"},
                         {"seat": 1, "kind": "person", "name": None, "level": None, "state": "empty"}]}

    def answer(message: dict[str, Any]) -> list[Any]:
        if message["type"] == "join":
            return [joined(message["seq"], table=waiting), {"type": "storage", "ok": False},
                    {"type": "storage", "ok": True}]
        return []

    with FakeServer(greeting_then(answer)) as server:
        child = spawn(tmp_path, "join", server.url, "--name", "Ana", "--code", "123456", "--speech", "none",
                      "--lang", "cs", timeout=15)
        try:
            child.expect("Server teď nemůže ukládat")
            child.expect("Server už zase může ukládat; hra pokračuje.")
            child.sendcontrol("q")
            child.expect(["Opravdu", "Na shledanou"])
        finally:
            child.close(force=True)

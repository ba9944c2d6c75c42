"""Shared by the online tests: a real server on an ephemeral 127.0.0.1 port, and a checked client that
validates every message both ways against the protocol's JSON Schema."""

from __future__ import annotations

import asyncio
import json
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import jsonschema

from beastybar_access.net.protocol import schema
from beastybar_access.net.server import GameServer, ServerOptions
from beastybar_access.net.wire import decode, merge_history

_VALIDATOR = jsonschema.Draft202012Validator(schema())


def validate(message: dict[str, Any]) -> None:
    _VALIDATOR.validate(message)


@asynccontextmanager
async def running_server(data: Path, **options: Any):
    """A server on 127.0.0.1; without ``address_limits=True``, one whose tests come from one address and
    open many tables (tests/test_net_limits.py holds the limits); listed tables get no default turn timer
    unless ``public_turn_seconds`` is given."""
    options.setdefault("address_limits", False)
    options.setdefault("public_turn_seconds", 0)  # tests/test_net_moderation.py holds the default timer
    opts = ServerOptions(host="127.0.0.1", port=0, data=data, bot_pace=0.0, **options)
    server = GameServer(opts)
    await server.start()
    try:
        yield server
    finally:
        await server.stop()


class Client:
    """A scripted person at a table: raw messages over a real WebSocket, each one checked."""

    def __init__(self, ws: Any, name: str) -> None:
        self.ws = ws
        self.name = name
        self.seq = 0
        self.received: list[dict[str, Any]] = []
        self.raw: list[str] = []
        self.game: str | None = None
        self.seat: int | None = None
        self.token: str | None = None
        self.view: Any = None
        self.legal: list[str] = []
        self.turn = 0
        self.ended: dict[str, Any] | None = None

    @classmethod
    async def connect(cls, port: int, name: str) -> Client:
        from websockets.asyncio.client import connect

        ws = await connect(f"ws://127.0.0.1:{port}/", max_size=2**24)
        client = cls(ws, name)
        await client.send("hello", version=1, name=name)
        await client.expect("welcome")
        return client

    async def send(self, kind: str, **fields: Any) -> int:
        self.seq += 1
        message = {"type": kind, "seq": self.seq, **fields}
        validate(message)
        await self.ws.send(json.dumps(message))
        return self.seq

    async def next(self, timeout: float = 20) -> dict[str, Any]:
        raw = await asyncio.wait_for(self.ws.recv(), timeout)
        message = json.loads(raw)
        validate(message)
        message = dict(message)
        self.raw.append(raw)
        self.received.append(message)
        self._note(message)
        return message

    def _note(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "joined":
            self.game = message["table"]["game"]
            self.seat = message["seat"]
            self.token = message.get("token", self.token)
        elif kind in ("snapshot", "update"):
            assert self.game is not None
            view = decode(self.game, message["view"])
            self.view = merge_history(view, self.view, message.get("history_from", 0))
            message["whole_view"] = self.view
            self.legal = message["legal"]
            self.turn = message["turn"]
        elif kind == "ended":
            self.ended = message

    async def expect(self, kind: str, timeout: float = 20) -> dict[str, Any]:
        while True:
            message = await self.next(timeout)
            if message["type"] == kind:
                return message

    async def drain(self, seconds: float = 0.2) -> None:
        try:
            while True:
                await self.next(seconds)
        except TimeoutError:
            return

    def my_turn(self) -> bool:
        return (self.ended is None and self.view is not None and self.seat is not None
                and bool(self.legal) and getattr(self.view, "current", None) == self.seat)

    async def close(self) -> None:
        await self.ws.close()


async def play_until_over(clients: list[Client], choose=None, limit: int = 2000) -> None:
    """Each client acts when it is its turn (the first legal action, or ``choose(client)``) until the
    game ends for all of them."""
    for _ in range(limit):
        if all(c.ended is not None for c in clients):
            return
        acted = False
        for c in clients:
            if c.my_turn():
                action_id = choose(c) if choose else c.legal[0]
                await c.send("act", id=action_id, turn=c.turn)
                acted = True
        for c in clients:
            if c.ended is None:
                await c.next_until_quiet()
        if not acted and all(c.ended is not None for c in clients):
            return
    raise AssertionError("the game did not end")


async def _next_until_quiet(self: Client, seconds: float = 0.05) -> None:
    try:
        while True:
            message = await self.next(seconds)
            if message["type"] == "ended":
                return
            if message["type"] in ("update", "snapshot") and self.my_turn():
                return
    except TimeoutError:
        return


Client.next_until_quiet = _next_until_quiet  # type: ignore[attr-defined]

"""The client side of the protocol: one connection to a server, messages in and out, game data decoded.

Used by the console (``beastybar join``), ``beastybar tables``, the tests and the benchmark. It makes no
text: what it receives is handed on as data.
"""

from __future__ import annotations

import json
import ssl
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from beastybar_access.net import wire
from beastybar_access.net.protocol import VERSION

MAX_INCOMING = 16 * 1024 * 1024
"""Bytes a server's message may have (a snapshot carries the game's history)."""


class ServerError(Exception):
    """The server answered with an error message."""

    def __init__(self, message: dict[str, Any]) -> None:
        super().__init__(message.get("code", "?"))
        self.code = str(message.get("code", ""))
        self.message = message


class Session:
    """A connection: ``await Session.open(url, name)`` says hello; :meth:`request` sends and waits for the
    answer to that message (other messages received meanwhile go to :attr:`inbox`)."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.seq = 0
        self.inbox: list[dict[str, Any]] = []
        self.welcome: dict[str, Any] = {}

    @classmethod
    async def open(cls, url: str, name: str, *, open_timeout: float = 10) -> Session:
        context = None
        if url.startswith("wss://"):
            context = ssl.create_default_context()
        ws = await connect(url, max_size=MAX_INCOMING, open_timeout=open_timeout, ssl=context,
                           ping_interval=20, ping_timeout=20)
        session = cls(ws)
        session.welcome = await session.request("hello", version=VERSION, name=name,
                                                client="beastybar_access")
        return session

    async def send(self, kind: str, **fields: Any) -> int:
        self.seq += 1
        await self.ws.send(json.dumps({"type": kind, "seq": self.seq, **fields}))
        return self.seq

    async def receive(self) -> dict[str, Any]:
        if self.inbox:
            return self.inbox.pop(0)
        raw = await self.ws.recv()
        data: dict[str, Any] = json.loads(raw)
        return data

    async def request(self, kind: str, **fields: Any) -> dict[str, Any]:
        """Send a message and return the server's answer to it (ServerError for an error)."""
        seq = await self.send(kind, **fields)
        while True:
            raw = await self.ws.recv()
            data: dict[str, Any] = json.loads(raw)
            if data.get("re") == seq:
                if data.get("type") == "error":
                    raise ServerError(data)
                return data
            self.inbox.append(data)

    async def close(self) -> None:
        await self.ws.close()


def decode_game(game: str, message: dict[str, Any], previous_view: Any = None) -> dict[str, Any]:
    """``message`` with its game data (view, events, missed) decoded for ``game``; an update's view made
    whole again with the history of ``previous_view`` (the view of the message before)."""
    out = dict(message)
    for key in ("view", "events", "missed"):
        if key in out:
            out[key] = wire.decode(game, out[key])
    if "view" in out:
        out["view"] = wire.merge_history(out["view"], previous_view, int(out.get("history_from", 0)))
    return out


def connect_failure(exc: BaseException) -> tuple[str, dict[str, str]]:
    """The message (its key and fields besides ``url``) for a connection that could not be made: a server
    certificate this computer does not trust has its own (what to do about it), anything else says why."""
    if isinstance(exc, ssl.SSLCertVerificationError):
        return "online-certificate-untrusted", {"reason": str(exc.verify_message or exc.reason or exc)}
    return "online-cannot-connect", {"reason": str(exc) or type(exc).__name__}


async def list_tables(url: str, name: str = "lister") -> list[dict[str, Any]]:
    session = await Session.open(url, name)
    try:
        answer = await session.request("list")
    finally:
        await session.close()
    tables: list[dict[str, Any]] = answer["tables"]
    return tables


__all__ = ["ServerError", "Session", "connect_failure", "decode_game", "list_tables"]

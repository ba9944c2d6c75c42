"""The server's side of one browser (``docs/browser.md``): its language, name and settings, and its place at a
table through an in-process client of the server's own protocol.

A browser never speaks the table protocol itself: its session holds a :class:`LocalTable` (the console's
:class:`~beastybar_access.net.remote.RemoteTable` over an in-process link instead of a socket) whose
messages the server's :class:`~beastybar_access.net.server.Connection` makes, so a browser gets exactly what a
console client of its seat would: the same secrecy filter, the same refusals, the same seat tokens.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import AsyncIterator
from typing import TYPE_CHECKING, Any, cast

from websockets.exceptions import ConnectionClosed
from websockets.frames import Close

from beastybar_access.narration import LANGUAGES, Localizer
from beastybar_access.net.protocol import MAX_NAME, MAX_RATE, RateLimit, clean_text
from beastybar_access.net.remote import JoinError, RemoteTable, Sitting

if TYPE_CHECKING:
    from websockets.asyncio.server import ServerConnection

    from beastybar_access.net.server import GameServer

log = logging.getLogger(__name__)

MAX_BROWSER_MESSAGE = 4096
"""Bytes a browser's message may have (it sends only short commands)."""
FLOOD_CLOSE = 4008
BROWSER_RATE = MAX_RATE
"""A browser's messages per second at most (the server's own limit for a client)."""


# --- the in-process link ------------------------------------------------------------------------------


class _End:
    """One end of an in-process link: what each side needs of a WebSocket (send, close, iterate)."""

    request = None
    """(The server's handler asks for the handshake's path: none, the table protocol.)"""

    def __init__(self) -> None:
        self.inbox: asyncio.Queue[str | None] = asyncio.Queue()
        self.peer: _End | None = None
        self.close_code: int | None = None

    async def send(self, text: str) -> None:
        if self.close_code is not None or self.peer is None:
            raise ConnectionClosed(Close(self.close_code or 1000, ""), None)
        self.peer.inbox.put_nowait(text)

    async def close(self, code: int = 1000, reason: str = "") -> None:
        if self.close_code is not None:
            return
        self.close_code = code
        self.inbox.put_nowait(None)
        if self.peer is not None and self.peer.close_code is None:
            self.peer.close_code = code
            self.peer.inbox.put_nowait(None)

    def __aiter__(self) -> AsyncIterator[str]:
        return self._messages()

    async def _messages(self) -> AsyncIterator[str]:
        while True:
            item = await self.inbox.get()
            if item is None:
                raise ConnectionClosed(Close(self.close_code or 1000, ""), None)
            yield item


def link() -> tuple[_End, _End]:
    """Two connected ends: (the client's, the server's)."""
    client, server = _End(), _End()
    client.peer, server.peer = server, client
    return client, server


class LocalTable(RemoteTable):
    """A :class:`RemoteTable` on this server, over an in-process link (no socket, no certificate)."""

    def __init__(self, server: GameServer, name: str, on_message: Any) -> None:
        super().__init__("local", name, on_message)
        self.server = server
        self._handler: asyncio.Task[None] | None = None

    async def _connect(self) -> None:
        client, server_end = link()
        self._handler = asyncio.get_running_loop().create_task(self.server.handle(cast(Any, server_end)))
        self.ws = cast(Any, client)
        self.seq = 0
        self._reader = asyncio.get_running_loop().create_task(self._read(cast(Any, client)))
        welcome = await self.request("hello", version=1, name=self.name, client="beastybar_access web")
        self.name = welcome.get("name", self.name)

    async def ensure(self) -> None:
        """Connected (say hello once)."""
        if self.ws is None:
            await self._connect()

    async def sit(self, how: Sitting) -> dict[str, Any]:
        await self.ensure()
        if how.token:
            return await self.request("resume", token=how.token)
        if how.create is not None:
            return await self.request("create", **how.create)
        place = "spectator" if how.spectate else "player"
        return await self.request("join", code=how.code, **{"as": place})

    async def close(self) -> None:
        await super().close()
        if self._handler is not None:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await asyncio.wait_for(self._handler, 5)


# --- one browser ----------------------------------------------------------------------------------------


class BrowserSession:
    """One browser's WebSocket: what it asks for goes to its :class:`LocalTable`; what the table says is
    narrated for it and sent as text (``docs/browser.md``)."""

    def __init__(self, server: GameServer, ws: ServerConnection) -> None:
        self.server = server
        self.ws = ws
        self.lang = "en"
        self.loc = Localizer.load(self.lang, domains=("web",))
        self.name = ""
        self.verbosity = "verbose"
        self.rate = RateLimit(BROWSER_RATE, 1.0)
        self.floods = 0
        self.table: LocalTable | None = None
        self.seated = False

    # sending

    async def send(self, message: dict[str, Any]) -> None:
        with contextlib.suppress(ConnectionClosed):
            await self.ws.send(json.dumps(message, ensure_ascii=False))

    def post(self, message: dict[str, Any]) -> None:
        """Send without waiting (from the table's callbacks)."""
        asyncio.get_running_loop().create_task(self.send(message))

    async def refuse(self, msg_id: str, **args: Any) -> None:
        await self.send({"type": "say", "urgent": True,
                         "lines": [{"text": self.loc(msg_id, **args), "kind": "alert"}]})

    # receiving

    async def run(self) -> None:
        try:
            async for raw in self.ws:
                if not self.rate.allow(time.monotonic()):
                    self.floods += 1
                    if self.floods > 5 * BROWSER_RATE:
                        await self.ws.close(FLOOD_CLOSE)
                        return
                    if self.floods == 1:
                        await self.refuse("web-refused-too-fast")
                    continue
                self.floods = 0
                message = self.parse(raw)
                if message is None:
                    await self.refuse("web-refused-bad-message")
                    continue
                try:
                    await self.dispatch(message)
                except Exception:  # one browser's message never takes the server down
                    log.exception("a browser's message failed")
                    await self.refuse("web-refused-server")
        except ConnectionClosed:
            pass
        finally:
            if self.table is not None:
                await self.table.close()

    @staticmethod
    def parse(raw: str | bytes) -> dict[str, Any] | None:
        if not isinstance(raw, str) or len(raw) > MAX_BROWSER_MESSAGE:
            return None
        try:
            data = json.loads(raw)
        except ValueError:
            return None
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            return None
        return data

    async def dispatch(self, m: dict[str, Any]) -> None:
        kind = m["type"]
        if kind == "hello":
            await self.hello(m)
        elif kind == "name":
            self.set_name(m.get("name"))
        elif kind == "verbosity":
            if m.get("verbosity") in ("verbose", "brief"):
                self.verbosity = str(m["verbosity"])
        elif kind == "list":
            await self.list_tables()
        else:
            await self.refuse("web-refused-bad-message")

    def set_name(self, name: Any) -> None:
        if isinstance(name, str):
            self.name = clean_text(name, MAX_NAME)

    async def hello(self, m: dict[str, Any]) -> None:
        lang = m.get("lang")
        if isinstance(lang, str) and lang in LANGUAGES and lang != self.lang:
            self.lang = lang
            self.loc = Localizer.load(lang, domains=("web",))
        if m.get("verbosity") in ("verbose", "brief"):
            self.verbosity = str(m["verbosity"])
        self.set_name(m.get("name"))
        await self.send({"type": "welcome", "name": self.name, "seated": self.seated})

    async def list_tables(self) -> None:
        table = self._table()
        try:
            await table.ensure()
            answer = await table.request("list")
        except JoinError:
            await self.refuse("web-refused-server")
            return
        rows = []
        for t in answer.get("tables", []):
            rows.append({"code": t["code"], "free": t["status"] == "waiting" and t["taken"] < t["people"],
                         "text": self.loc("web-table-row", game=self.loc(f"web-game-{t['game']}"),
                                          code=t["code"], players=t["players"], taken=t["taken"],
                                          people=t["people"], status=t["status"])})
        await self.send({"type": "tables", "tables": rows})

    def _table(self) -> LocalTable:
        if self.table is None:
            self.table = LocalTable(self.server, self.name or self.loc("web-default-name"), self.heard)
        return self.table

    def heard(self, kind: str, data: dict[str, Any]) -> None:
        """A message of the table (decoded), for this browser's narration."""


async def serve_browser(server: GameServer, ws: ServerConnection) -> None:
    """The browser endpoint (:class:`~beastybar_access.net.server.WebHooks`' ``browser``)."""
    await BrowserSession(server, ws).run()


__all__ = ["BrowserSession", "LocalTable", "link", "serve_browser"]

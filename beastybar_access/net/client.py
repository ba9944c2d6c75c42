"""The client side of the protocol: one connection to a server, messages in and out, game data decoded.

Used by the console (``beastybar join``), ``beastybar tables``, the tests and the benchmark. It makes no
text: what it receives is handed on as data.

Nothing a server sends is used before it is checked (issue 27): :func:`read_server_message` reads it as
untrusted JSON (size, nesting, numbers) and validates it against the protocol's JSON Schema
(``protocol.schema.json``, with :class:`SchemaCheck`: the schema's own keywords, no schema library at run
time); anything else is a :class:`BrokenMessage`. Every wait on the server has a time-out
(:data:`ANSWER_SECONDS`) and a :class:`NoAnswer` says what was awaited.
"""

from __future__ import annotations

import asyncio
import functools
import json
import re
import ssl
from collections.abc import Callable, Mapping
from typing import TypeGuard

from websockets.asyncio.client import ClientConnection, connect

from beastybar_access.jsontypes import JSON
from beastybar_access.net.protocol import (
    VERSION,
    SchemaNode,
    ServerMessage,
    TableInfo,
    schema,
)
from beastybar_access.untrusted import UntrustedJSONError, parse_text

MAX_INCOMING = 16 * 1024 * 1024
"""Bytes a server's message may have (a snapshot carries the game's history)."""
MAX_NESTING = 64
"""Arrays and objects inside each other in a server's message (a view is a few levels deep)."""
ANSWER_SECONDS = {"hello": 10.0, "list": 15.0, "create": 15.0, "join": 15.0, "resume": 15.0,
                  "snapshot": 15.0}
"""How long the client waits for the server's answer to each request before it says so ("snapshot": for
the game's state after sitting down at a table whose game runs). A server that goes silent during the game
is noticed by the WebSocket's pings (no pong within 20 s closes the connection; the client then says it is
lost and tries to reconnect)."""


class BrokenMessage(ValueError):
    """A server's message that is not the protocol's: not JSON, too deep, or not valid by the schema."""


class NoAnswer(TimeoutError):
    """The server did not answer ``waited_for`` (the request's type) within ``seconds``."""

    def __init__(self, waited_for: str, seconds: float) -> None:
        super().__init__(f"no answer to {waited_for} within {seconds:g} s")
        self.waited_for = waited_for
        self.seconds = seconds


class SchemaCheck:
    """Validation by the keywords ``protocol.schema.json`` uses (draft 2020-12: type, const, enum,
    properties, required, additionalProperties, items, maxItems, minLength, maxLength, pattern, minimum,
    maximum, oneOf, $ref to ``#/$defs/...``); a keyword it does not know refuses, so a schema that grows
    one is noticed by the tests rather than let through."""

    KNOWN = frozenset({"type", "const", "enum", "properties", "required", "additionalProperties", "items",
                       "maxItems", "minLength", "maxLength", "pattern", "minimum", "maximum", "oneOf", "$ref",
                       "description", "title", "$schema", "$defs"})
    _TYPES: Mapping[str, Callable[[object], bool]] = {
        "object": lambda v: isinstance(v, dict),
        "array": lambda v: isinstance(v, list),
        "string": lambda v: isinstance(v, str),
        "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
        "number": lambda v: isinstance(v, int | float) and not isinstance(v, bool),
        "boolean": lambda v: isinstance(v, bool),
        "null": lambda v: v is None,
    }

    def __init__(self, root: SchemaNode) -> None:
        self.root = root
        self._patterns: dict[str, re.Pattern[str]] = {}

    def errors(self, value: object, node: SchemaNode, where: str = "$") -> str | None:
        """Why ``value`` is not valid by ``node`` (the first reason found), or None."""
        unknown = set(node) - self.KNOWN
        if unknown:
            return f"{where}: the schema's keyword {sorted(unknown)[0]} is not known here"
        if "$ref" in node:
            target = self._resolve(node["$ref"])
            why = self.errors(value, target, where)
            if why is not None:
                return why
        if "type" in node:
            types = node["type"] if isinstance(node["type"], list) else [node["type"]]
            if not any(self._TYPES[t](value) for t in types):
                return f"{where}: not of type {'/'.join(types)}"
        if "const" in node and not _same(value, node["const"]):
            return f"{where}: not {node['const']!r}"
        if "enum" in node and not any(_same(value, e) for e in node["enum"]):
            return f"{where}: not one of the allowed values"
        if isinstance(value, str):
            if len(value) < node.get("minLength", 0) or len(value) > node.get("maxLength", len(value)):
                return f"{where}: text of the wrong length"
            if "pattern" in node and not self._pattern(node["pattern"]).search(value):
                return f"{where}: text not of the pattern"
        if isinstance(value, int | float) and not isinstance(value, bool):
            if "minimum" in node and value < node["minimum"]:
                return f"{where}: below {node['minimum']}"
            if "maximum" in node and value > node["maximum"]:
                return f"{where}: above {node['maximum']}"
        if isinstance(value, list):
            if len(value) > node.get("maxItems", len(value)):
                return f"{where}: too many items"
            if "items" in node:
                for i, item in enumerate(value):
                    why = self.errors(item, node["items"], f"{where}[{i}]")
                    if why is not None:
                        return why
        if isinstance(value, dict):
            why = self._object(value, node, where)
            if why is not None:
                return why
        if "oneOf" in node:
            reasons = [self.errors(value, option, where) for option in node["oneOf"]]
            matches = reasons.count(None)
            if matches != 1:
                kind = value.get("type") if isinstance(value, dict) else None
                for option, why in zip(node["oneOf"], reasons, strict=True):  # the kind it claims to be
                    if why is not None and option.get("properties", {}).get("type", {}).get("const") == kind:
                        return why
                return f"{where}: matches {matches} of the message kinds, not one"
        return None

    def _object(self, value: dict[object, object], node: SchemaNode, where: str) -> str | None:
        for name in node.get("required", ()):
            if name not in value:
                return f"{where}: {name} is missing"
        props = node.get("properties", {})
        extra = node.get("additionalProperties", True)
        for key, item in value.items():
            if key in props:
                why = self.errors(item, props[key], f"{where}.{str(key)[:30]}")
            elif extra is False:
                why = f"{where}: {str(key)[:30]} is not expected"
            elif isinstance(extra, dict):
                why = self.errors(item, extra, f"{where}.{str(key)[:30]}")
            else:
                why = None
            if why is not None:
                return why
        return None

    def _resolve(self, ref: str) -> SchemaNode:
        """The node ``#/$defs/<name>`` names (the only references the protocol's schema makes)."""
        prefix = "#/$defs/"
        if not ref.startswith(prefix):
            raise ValueError(f"only references to #/$defs/: {ref}")
        return self.root.get("$defs", {})[ref.removeprefix(prefix)]

    def _pattern(self, pattern: str) -> re.Pattern[str]:
        if pattern not in self._patterns:
            self._patterns[pattern] = re.compile(pattern)
        return self._patterns[pattern]


def _same(a: object, b: object) -> bool:
    """JSON equality: 1 is not true, 1.0 is 1."""
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    return bool(a == b)


@functools.cache
def _server_check() -> tuple[SchemaCheck, SchemaNode]:
    root = schema()
    return SchemaCheck(root), root["$defs"]["server"]


def _valid(data: object, why: list[str]) -> TypeGuard[ServerMessage]:
    """``data`` is a message of the protocol's server (valid by its schema); else ``why`` gets the reason."""
    check, server = _server_check()
    error = check.errors(data, server)
    if error is not None:
        why.append(error)
    return error is None


def read_server_message(raw: str | bytes) -> ServerMessage:
    """A server's message, checked (:class:`BrokenMessage` if it is not one of the protocol's)."""
    try:
        text = raw.decode("utf-8") if isinstance(raw, bytes) else raw
        data = parse_text(text, MAX_NESTING)
    except (UntrustedJSONError, UnicodeDecodeError) as exc:
        raise BrokenMessage(f"not a JSON message: {exc}") from None
    why: list[str] = []
    if not _valid(data, why):
        kind = data.get("type") if isinstance(data, dict) else None
        raise BrokenMessage(f"a {str(kind)[:20]} message not of the protocol: {why[0]}")
    return data


class ServerError(Exception):
    """The server answered with an error message."""

    def __init__(self, message: Mapping[str, object]) -> None:
        super().__init__(message.get("code", "?"))
        self.code = str(message.get("code", ""))
        self.message = message


class Session:
    """A connection: ``await Session.open(url, name)`` says hello; :meth:`request` sends and waits for the
    answer to that message (other messages received meanwhile go to :attr:`inbox`)."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.seq = 0
        self.inbox: list[ServerMessage] = []
        self.welcome: ServerMessage | None = None

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

    async def send(self, kind: str, **fields: JSON) -> int:
        self.seq += 1
        await self.ws.send(json.dumps({"type": kind, "seq": self.seq, **fields}))
        return self.seq

    async def receive(self) -> ServerMessage:
        if self.inbox:
            return self.inbox.pop(0)
        return read_server_message(await self.ws.recv())

    async def request(self, kind: str, **fields: JSON) -> ServerMessage:
        """Send a message and return the server's answer to it (ServerError for an error; NoAnswer when
        it does not come in time; BrokenMessage for what is not the protocol's)."""
        seq = await self.send(kind, **fields)
        seconds = ANSWER_SECONDS.get(kind, 15.0)
        while True:
            try:
                raw = await asyncio.wait_for(self.ws.recv(), seconds)
            except TimeoutError:
                raise NoAnswer(kind, seconds) from None
            data = read_server_message(raw)
            if data.get("re") == seq:
                if data["type"] == "error":
                    raise ServerError(data)
                return data
            self.inbox.append(data)

    async def close(self) -> None:
        await self.ws.close()


def connect_failure(exc: BaseException) -> tuple[str, dict[str, str]]:
    """The message (its key and fields besides ``url``) for a connection that could not be made: a server
    certificate this computer does not trust has its own (what to do about it); anything else is the
    same sentence as ``join``'s (the server is not reachable: check the address and that it runs), the
    system's own words (``[Errno 111] …``) only in the log."""
    if isinstance(exc, ssl.SSLCertVerificationError):
        return "online-certificate-untrusted", {"reason": str(exc.verify_message or exc.reason or exc)}
    from beastybar_access import diagnostics

    diagnostics.log.info("cannot reach the server: %r", exc)
    return "online-unreachable", {}


async def list_tables(url: str, name: str = "lister") -> list[TableInfo]:
    session = await Session.open(url, name)
    try:
        answer = await session.request("list")
    finally:
        await session.close()
    if answer["type"] != "tables":
        raise BrokenMessage(f"a {answer['type']} message answered list")
    return answer["tables"]


__all__ = ["ANSWER_SECONDS", "BrokenMessage", "NoAnswer", "SchemaCheck", "ServerError", "Session",
           "connect_failure", "list_tables", "read_server_message"]

"""The online protocol's messages (``docs/protocol.md``; the JSON Schema is ``protocol.schema.json``).

Every message is one JSON object with a ``type``. A client's messages carry ``seq``, a number that grows
with every message of the connection (a replayed or reordered message is refused). The server checks
what clients send here, by hand (no schema library at run time); the tests validate every message both
ways against the schema.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from importlib import resources
from typing import Literal, NotRequired, TypeAlias, TypedDict, TypeGuard, final

from beastybar_access.jsontypes import JSON, JSONObject

VERSION = 1
"""The protocol's version: a client says it in ``hello``; another version is refused."""

MAX_MESSAGE = 64 * 1024
"""Bytes a client's message may have."""
MAX_RATE = 20
"""Messages a client may send in a second."""
MAX_JOINS = 10
"""Join, create and resume attempts one connection may make."""
MAX_NAME = 24
MAX_CHAT = 300
CODE_DIGITS = 6
FLOOD_LIMIT = 5 * MAX_RATE
"""Messages refused as too fast in one flood (it ends after a whole second without one) before the
connection is closed (a sender at 50 lines a second is closed after about 3 seconds)."""
CODE_GUESSES = (5, 60.0)
"""Per address: joins by a code no open table has, at most 5 in any 60 seconds (``slow_down`` after)."""
CREATES = (6, 60.0)
"""Per address: tables created, at most 6 in any 60 seconds."""
WAITING_TABLES = 5
"""Per address: tables it created that still wait for people, at most 5 at once."""
CONNECTIONS = 16
"""Per address: open connections (WebSockets of the protocol and of browsers together) at once."""
CHAT_BUDGET = (40, 60.0)
"""Per table: chat lines from everyone there together, at most 40 in any 60 seconds (``chat_budget``)."""
PUBLIC_TURN_SECONDS = 120
"""A listed table of a turn game opened without a turn timer gets this one (a person who never moves does
not stall it): after it a normal computer makes that move."""

ERROR_CODES = (
    "bad_json",        # not JSON, or not an object
    "bad_message",     # a field missing or of the wrong kind; an unknown type
    "version",         # hello with another protocol version
    "too_big",         # more than MAX_MESSAGE bytes
    "too_fast",        # more than MAX_RATE messages in a second
    "replayed",        # seq not greater than the last one
    "hello_first",     # anything before hello
    "not_at_table",    # act, chat or leave without a table
    "already_at_table",
    "no_table",        # no open table with that code
    "table_full",      # every person's seat is taken
    "bad_token",       # resume with an unknown seat token
    "too_many_joins",  # more than MAX_JOINS attempts on this connection
    "bad_game",        # create: unknown game, players, variant or computer level
    "bad_name",        # an empty name after cleaning
    "spectator",       # a spectator tried to act
    "not_started",     # act before every person's seat is taken
    "not_your_turn",
    "stale",           # act for a turn that has passed
    "unknown_action",  # an action id not among the legal ones
    "illegal",         # the rules refuse the action (rule and args say why)
    "game_over",
    "server",          # the server failed on this message (it goes on)
    "cannot_save",     # the server cannot save now (its disk or database): the move was not played
    "slow_down",       # too many wrong codes or new tables from this address: ``retry`` seconds to wait
    "too_many_connections",  # this address has CONNECTIONS open already (the connection is then closed)
    "chat_budget",     # the table's chat had CHAT_BUDGET lines lately: ``retry`` seconds to wait
    "not_creator",     # remove: only the person who opened the table (seat 0) removes people
    "no_person",       # remove: no person at that seat, no spectator of that name (or oneself)
    "spectators_silent",  # chat from a spectator at a table opened with spectator_chat false
    "banned",          # the server's host refuses this address (the connection is then closed)
    "no_rematch",      # rematch: the table offers none now (its game is not over, or the offer ended)
)

JOIN_ERRORS = {
    "no_table": "online-no-table", "table_full": "online-table-full", "version": "online-version",
    "bad_token": "online-bad-token", "bad_name": "online-bad-name", "bad_game": "online-bad-game",
    "too_many_joins": "online-too-many-joins", "already_at_table": "online-already-at-table",
    "too_fast": "online-too-fast", "cannot_save": "online-cannot-save", "slow_down": "online-slow-down",
    "too_many_connections": "online-too-many-connections", "banned": "online-banned",
}
"""The server's refusals of a seat (its error codes) and the sentence of each (message ids of
``online.ftl``): every terminal (the console, the browser's) says them alike."""

PLAY_ERRORS = {
    "stale": "online-too-late", "not_your_turn": "online-too-late", "spectator": "online-spectator-cannot",
    "not_started": "online-not-started", "game_over": "ui-game-over-no-move", "too_fast": "online-too-fast",
    "cannot_save": "online-cannot-save", "not_creator": "online-not-creator", "no_person": "online-no-person",
    "chat_budget": "online-chat-budget", "spectators_silent": "online-spectators-silent",
    "no_rematch": "online-no-rematch",
}
"""The server's refusals at the table (a move, a chat line, removing someone) and the sentence of each."""

CLIENT_TYPES = ("hello", "list", "create", "join", "resume", "act", "chat", "leave", "remove", "rematch")
SERVER_TYPES = ("welcome", "tables", "joined", "lobby", "snapshot", "update", "timer", "chat", "ended",
                "left", "error", "storage", "rematch")


class ProtocolError(ValueError):
    """A message the server refuses, with its error ``code`` (one of :data:`ERROR_CODES`)."""

    def __init__(self, code: str, detail: str = "", **extra: JSON) -> None:
        super().__init__(detail or code)
        self.code = code
        self.detail = detail
        self.extra = extra
        self.seq: int | None = None
        """The refused message's ``seq`` when it could be read (its answer carries it as ``re``)."""

    def message(self, re_: int | None = None) -> JSONObject:
        out: JSONObject = {"type": "error", "code": self.code}
        if self.detail:
            out["detail"] = self.detail[:200]
        if re_ is not None:
            out["re"] = re_
        out.update(self.extra)
        return out


_ESCAPES = re.compile(r"\x1b(\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)?|[@-_])|\x9b[0-?]*[ -/]*[@-~]")


def clean_text(text: str, limit: int) -> str:
    """``text`` fit to be spoken and shown: terminal escape sequences and control and format characters
    removed (a tab or line break becomes a space), spaces collapsed, at most ``limit`` characters."""
    text = _ESCAPES.sub("", text)
    kept = []
    for ch in text:
        cat = unicodedata.category(ch)
        if ch in "\t\n\r\v\f":
            kept.append(" ")
        elif cat[0] == "C" or cat in ("Zl", "Zp"):
            continue
        else:
            kept.append(ch)
    return " ".join("".join(kept).split())[:limit].strip()


_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), check_circular=False)


def encode_message(message: Mapping[str, JSON]) -> str:
    """A message as the text sent (compact JSON; what the server builds never refers to itself)."""
    return _ENCODER.encode(message)


# --- a client's messages, as the server reads them (each built by its check below, field by field) -----
# Final: a checked message has exactly its type's fields (what else the client sent is dropped), so the
# server tells ``act`` by ``id`` from ``act`` with ``action`` (and ``remove`` of a seat from one of a
# spectator) by the field it has.


@final
class HelloRequest(TypedDict):
    type: Literal["hello"]
    seq: int
    version: int
    name: str
    client: NotRequired[str]


@final
class ListRequest(TypedDict):
    type: Literal["list"]
    seq: int


@final
class CreateRequest(TypedDict):
    type: Literal["create"]
    seq: int
    game: str
    players: int
    variant: NotRequired[str]
    bots: NotRequired[list[str]]
    private: NotRequired[bool]
    spectator_chat: NotRequired[bool]
    round_seconds: NotRequired[int]
    bot_speed: NotRequired[str]
    turn_seconds: NotRequired[int]


JoinRequest = TypedDict("JoinRequest", {
    "type": 'Literal["join"]', "seq": int, "code": str, "as": 'NotRequired[Literal["player", "spectator"]]',
})
"""(``as`` is a keyword of Python: the functional form, which cannot be final.)"""


@final
class ResumeRequest(TypedDict):
    type: Literal["resume"]
    seq: int
    token: str


@final
class ActByIdRequest(TypedDict):
    """A move of a turn game: the id of one of the legal actions (the ``turn`` it answers)."""

    type: Literal["act"]
    seq: int
    id: str
    turn: NotRequired[int]


@final
class ActWithActionRequest(TypedDict):
    """A move of a real-time game: the action itself (game data, still encoded)."""

    type: Literal["act"]
    seq: int
    action: JSONObject
    turn: NotRequired[int]


ActRequest: TypeAlias = ActByIdRequest | ActWithActionRequest


@final
class ChatRequest(TypedDict):
    type: Literal["chat"]
    seq: int
    text: str


@final
class LeaveRequest(TypedDict):
    type: Literal["leave"]
    seq: int


@final
class RemovePersonRequest(TypedDict):
    """The table's creator removes the person at ``seat``."""

    type: Literal["remove"]
    seq: int
    seat: int


@final
class RemoveSpectatorRequest(TypedDict):
    """The table's creator removes the spectator named ``name``."""

    type: Literal["remove"]
    seq: int
    name: str


RemoveRequest: TypeAlias = RemovePersonRequest | RemoveSpectatorRequest


@final
class RematchRequest(TypedDict):
    """A person's answer to the offer of a rematch."""

    type: Literal["rematch"]
    seq: int
    agree: bool


ClientMessage: TypeAlias = (HelloRequest | ListRequest | CreateRequest | JoinRequest | ResumeRequest
                            | ActRequest | ChatRequest | LeaveRequest | RemoveRequest | RematchRequest)
"""A client's message as :func:`parse_client` returns it, one type a kind (``type`` tells them apart; the
schema's ``client``)."""


def _int(data: Mapping[str, object], key: str, lo: int, hi: int) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise ProtocolError("bad_message", f"{key} must be a whole number from {lo} to {hi}")
    return value


def _str(data: Mapping[str, object], key: str, limit: int) -> str:
    value = data.get(key)
    if not isinstance(value, str) or len(value) > limit:
        raise ProtocolError("bad_message", f"{key} must be text of at most {limit} characters")
    return value


def _some_int(data: Mapping[str, object], key: str, lo: int, hi: int) -> int | None:
    """An optional field's number (None: the message has no ``key``; null is refused, as a string is)."""
    return _int(data, key, lo, hi) if key in data else None


def _some_str(data: Mapping[str, object], key: str, limit: int) -> str | None:
    return _str(data, key, limit) if key in data else None


def _bool(data: Mapping[str, object], key: str) -> bool:
    value = data.get(key)
    if not isinstance(value, bool):
        raise ProtocolError("bad_message", f"{key} must be true or false")
    return value


def _some_bool(data: Mapping[str, object], key: str) -> bool | None:
    return _bool(data, key) if key in data else None


def parse_client(raw: str | bytes) -> ClientMessage:
    """A client's message, checked in shape (not yet against the server's state); ProtocolError if bad."""
    if isinstance(raw, bytes | bytearray):
        if len(raw) > MAX_MESSAGE:
            raise ProtocolError("too_big")
        try:
            raw = bytes(raw).decode("utf-8")
        except UnicodeDecodeError:
            raise ProtocolError("bad_json", "not UTF-8") from None
    if len(raw) > MAX_MESSAGE:
        raise ProtocolError("too_big")
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        raise ProtocolError("bad_json") from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_json", "a message is a JSON object")
    try:
        return _checked(data)
    except ProtocolError as exc:
        seq = data.get("seq")
        if isinstance(seq, int) and not isinstance(seq, bool) and 0 <= seq <= 2**53:
            exc.seq = seq  # a refusal in shape still answers the message it refuses
        raise


def readable_seq(raw: str | bytes) -> int | None:
    """The ``seq`` of a message not otherwise read (one refused as too fast), if it has a valid one."""
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError, UnicodeDecodeError):
        return None
    seq = data.get("seq") if isinstance(data, dict) else None
    return seq if isinstance(seq, int) and not isinstance(seq, bool) and 0 <= seq <= 2**53 else None


def _checked(data: Mapping[str, object]) -> ClientMessage:
    kind = data.get("type")
    check = _CHECKS.get(kind) if isinstance(kind, str) else None
    if check is None:
        raise ProtocolError("bad_message", f"unknown type {str(kind)[:30]!r}")
    return check(data, _int(data, "seq", 0, 2**53))


def _hello(data: Mapping[str, object], seq: int) -> HelloRequest:
    out: HelloRequest = {"type": "hello", "seq": seq, "version": _int(data, "version", 0, 1000),
                         "name": _str(data, "name", 200)}
    if (client := _some_str(data, "client", 100)) is not None:
        out["client"] = client
    return out


def _create(data: Mapping[str, object], seq: int) -> CreateRequest:
    out: CreateRequest = {"type": "create", "seq": seq, "game": _str(data, "game", 30),
                          "players": _int(data, "players", 1, 10)}
    if (variant := _some_str(data, "variant", 30)) is not None:
        out["variant"] = variant
    given = data.get("bots", [])
    bots = [b for b in given if isinstance(b, str) and len(b) < 20] if isinstance(given, list) else []
    if not isinstance(given, list) or len(bots) != len(given) or len(bots) > 10:
        raise ProtocolError("bad_message", "bots must be a list of computer levels")
    if "bots" in data:
        out["bots"] = bots
    if (private := _some_bool(data, "private")) is not None:
        out["private"] = private
    if (spectator_chat := _some_bool(data, "spectator_chat")) is not None:
        out["spectator_chat"] = spectator_chat
    if (round_seconds := _some_int(data, "round_seconds", 10, 3600)) is not None:
        out["round_seconds"] = round_seconds
    if (bot_speed := _some_str(data, "bot_speed", 20)) is not None:
        out["bot_speed"] = bot_speed
    if (turn_seconds := _some_int(data, "turn_seconds", 10, 3600)) is not None:
        out["turn_seconds"] = turn_seconds
    return out


def _join(data: Mapping[str, object], seq: int) -> JoinRequest:
    out: JoinRequest = {"type": "join", "seq": seq, "code": _str(data, "code", 20)}
    role = data.get("as", "player")
    if role == "spectator":
        out["as"] = "spectator"
    elif role != "player":
        raise ProtocolError("bad_message", "as must be player or spectator")
    elif "as" in data:
        out["as"] = "player"
    return out


def _act(data: Mapping[str, object], seq: int) -> ActRequest:
    if ("id" in data) == ("action" in data):
        raise ProtocolError("bad_message", "act needs either id or action")
    out: ActRequest
    action = data.get("action")
    if "id" in data:
        out = {"type": "act", "seq": seq, "id": _str(data, "id", 40)}
    elif isinstance(action, dict):
        out = {"type": "act", "seq": seq, "action": action}
    else:
        raise ProtocolError("bad_message", "action must be an object")
    if (turn := _some_int(data, "turn", 0, 2**53)) is not None:
        out["turn"] = turn
    return out


def _remove(data: Mapping[str, object], seq: int) -> RemoveRequest:
    if ("seat" in data) == ("name" in data):
        raise ProtocolError("bad_message", "remove needs either seat or name")
    if "seat" in data:
        return {"type": "remove", "seq": seq, "seat": _int(data, "seat", 0, 10)}
    return {"type": "remove", "seq": seq, "name": _str(data, "name", 200)}


_CHECKS: dict[str, Callable[[Mapping[str, object], int], ClientMessage]] = {
    "hello": _hello,
    "list": lambda data, seq: {"type": "list", "seq": seq},
    "create": _create,
    "join": _join,
    "resume": lambda data, seq: {"type": "resume", "seq": seq, "token": _str(data, "token", 200)},
    "act": _act,
    "chat": lambda data, seq: {"type": "chat", "seq": seq, "text": _str(data, "text", 4000)},
    "leave": lambda data, seq: {"type": "leave", "seq": seq},
    "remove": _remove,
    "rematch": lambda data, seq: {"type": "rematch", "seq": seq, "agree": _bool(data, "agree")},
}
"""The check of each of :data:`CLIENT_TYPES`: it builds the message from the fields it checked (``seq``
already checked) or raises ProtocolError."""


@dataclass
class RateLimit:
    """At most ``limit`` events in any ``window`` seconds (a sliding window of times)."""

    limit: int = MAX_RATE
    window: float = 1.0

    def __post_init__(self) -> None:
        self._times: list[float] = []

    def allow(self, now: float) -> bool:
        cut = now - self.window
        times = self._times
        while times and times[0] <= cut:
            times.pop(0)
        if len(times) >= self.limit:
            return False
        times.append(now)
        return True

    def wait(self, now: float) -> float:
        """Seconds from ``now`` until :meth:`allow` would allow one more (0: at once)."""
        times = [t for t in self._times if t > now - self.window]
        if len(times) < self.limit:
            return 0.0
        return times[len(times) - self.limit] + self.window - now


# --- the server's messages, as a client reads them (checked against the schema first) -------------------


class SeatInfo(TypedDict):
    """One seat of a table as the server lists it."""

    seat: int
    kind: Literal["person", "computer"]
    name: str | None
    level: NotRequired[str | None]
    state: Literal["empty", "here", "held", "computer"]


class TableInfo(TypedDict):
    """A table as the server describes it (``joined``, ``lobby``, ``tables``)."""

    code: str
    game: str
    players: int
    variant: str
    status: Literal["waiting", "playing", "over", "closed", "rematch"]
    people: int
    taken: int
    private: NotRequired[bool]
    spectators: NotRequired[int]
    options: NotRequired[dict[str, JSON]]
    seats: NotRequired[list[SeatInfo]]
    realtime: NotRequired[bool]
    turn_seconds: NotRequired[int]
    spectator_chat: NotRequired[bool]


class WelcomeMessage(TypedDict):
    type: Literal["welcome"]
    version: int
    server: str
    name: str
    limits: dict[str, int]
    games: dict[str, JSON]
    re: NotRequired[int]


class TablesMessage(TypedDict):
    type: Literal["tables"]
    tables: list[TableInfo]
    re: NotRequired[int]


class JoinedMessage(TypedDict):
    type: Literal["joined"]
    table: TableInfo
    seat: int | None
    token: NotRequired[str]
    re: NotRequired[int]


class LobbyMessage(TypedDict):
    type: Literal["lobby"]
    table: TableInfo
    change: Literal["joined", "left", "started", "held", "computer", "gone", "back", "closed", "watching",
                    "stopped_watching", "removed"]
    seat: NotRequired[int | None]
    name: NotRequired[str | None]


class SnapshotMessage(TypedDict):
    """The game as it is now for the seat (after sitting, after a return); game data still encoded."""

    type: Literal["snapshot"]
    turn: int
    seat: int | None
    view: JSON
    legal: list[str]
    missed: list[JSON]
    current: NotRequired[int | None]


class UpdateMessage(TypedDict):
    """What an action (or the clock) did, for the seat; game data still encoded."""

    type: Literal["update"]
    turn: int
    actor: int | None
    events: list[JSON]
    view: JSON
    legal: list[str]
    current: NotRequired[int | None]
    history_from: int


class ChatMessage(TypedDict):
    type: Literal["chat"]
    seat: int | None
    name: str
    spectator: NotRequired[bool]
    text: str


class RematchOffer(TypedDict):
    """The table offers a rematch, to be answered within ``seconds``."""

    seconds: int


class EndedMessage(TypedDict):
    type: Literal["ended"]
    winners: list[int]
    turn: int
    rematch: NotRequired[RematchOffer]


class RematchMessage(TypedDict):
    """The offer of a rematch: an answer, its end, its start, or (``waiting``) as it is for one back."""

    type: Literal["rematch"]
    change: Literal["waiting", "agreed", "declined", "left", "gone", "expired", "started"]
    seat: int | None
    name: NotRequired[str | None]
    agreed: list[int]
    waiting: list[int]
    seconds: int
    re: NotRequired[int]


class LeftMessage(TypedDict):
    type: Literal["left"]
    re: NotRequired[int]


class ErrorMessage(TypedDict):
    type: Literal["error"]
    code: str
    """One of :data:`ERROR_CODES`."""
    detail: NotRequired[str]
    re: NotRequired[int]
    retry: NotRequired[int]
    rule: NotRequired[str]
    args: NotRequired[dict[str, JSON]]


class TimerMessage(TypedDict):
    type: Literal["timer"]
    seat: int
    seconds: int


class StorageMessage(TypedDict):
    type: Literal["storage"]
    ok: bool


ServerMessage: TypeAlias = (WelcomeMessage | TablesMessage | JoinedMessage | LobbyMessage | SnapshotMessage
                            | UpdateMessage | ChatMessage | EndedMessage | LeftMessage | ErrorMessage
                            | TimerMessage | StorageMessage | RematchMessage)
"""A message of the server, one type a kind (``type`` tells them apart); the schema's ``server``."""

def own_server_message(data: object) -> TypeGuard[ServerMessage]:
    """``data`` is a message of one of the server's kinds. Only for a message this process's own server
    made (the browser's bridge): its fields are the server's own, which the protocol's tests check against
    the schema; a message from the network is checked in full (:func:`~beastybar_access.net.client.
    read_server_message`).

    >>> own_server_message({"type": "storage", "ok": True}), own_server_message({"type": "hello"})
    (True, False)
    """
    return isinstance(data, dict) and data.get("type") in SERVER_TYPES


SchemaNode = TypedDict("SchemaNode", {
    "$schema": str, "$defs": "dict[str, SchemaNode]", "$ref": str, "title": str, "description": str,
    "type": "str | list[str]", "const": JSON, "enum": "list[JSON]",
    "properties": "dict[str, SchemaNode]", "required": "list[str]",
    "additionalProperties": "bool | SchemaNode",
    "items": "SchemaNode", "maxItems": int, "minLength": int, "maxLength": int, "pattern": str,
    "minimum": float, "maximum": float, "oneOf": "list[SchemaNode]",
}, total=False)
"""A node of ``protocol.schema.json``: the keywords of JSON Schema it uses (the ones
:class:`~beastybar_access.net.client.SchemaCheck` knows), each with the type of its value."""


def schema() -> SchemaNode:
    """The protocol's JSON Schema (for tests and other clients)."""
    text = resources.files("beastybar_access.net").joinpath("protocol.schema.json").read_text("utf-8")
    data: SchemaNode = json.loads(text)
    return data


__all__ = [
    "CHAT_BUDGET",
    "CLIENT_TYPES",
    "CODE_DIGITS",
    "CODE_GUESSES",
    "CONNECTIONS",
    "CREATES",
    "ERROR_CODES",
    "FLOOD_LIMIT",
    "JOIN_ERRORS",
    "MAX_CHAT",
    "MAX_JOINS",
    "MAX_MESSAGE",
    "MAX_NAME",
    "MAX_RATE",
    "PLAY_ERRORS",
    "PUBLIC_TURN_SECONDS",
    "SERVER_TYPES",
    "VERSION",
    "WAITING_TABLES",
    "ActByIdRequest",
    "ActRequest",
    "ActWithActionRequest",
    "ChatMessage",
    "ChatRequest",
    "ClientMessage",
    "CreateRequest",
    "EndedMessage",
    "ErrorMessage",
    "HelloRequest",
    "JoinRequest",
    "JoinedMessage",
    "LeaveRequest",
    "LeftMessage",
    "ListRequest",
    "LobbyMessage",
    "ProtocolError",
    "RateLimit",
    "RematchMessage",
    "RematchOffer",
    "RematchRequest",
    "RemovePersonRequest",
    "RemoveRequest",
    "RemoveSpectatorRequest",
    "ResumeRequest",
    "SchemaNode",
    "SeatInfo",
    "ServerMessage",
    "SnapshotMessage",
    "StorageMessage",
    "TableInfo",
    "TablesMessage",
    "TimerMessage",
    "UpdateMessage",
    "WelcomeMessage",
    "clean_text",
    "encode_message",
    "own_server_message",
    "parse_client",
    "readable_seq",
    "schema",
]

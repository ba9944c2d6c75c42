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
import functools
import json
import logging
import re
import time
from collections.abc import AsyncIterator, Callable, Sequence
from typing import TYPE_CHECKING, TypeGuard

from websockets.exceptions import ConnectionClosed
from websockets.frames import Close

from beastybar_access.bots import LEVELS
from beastybar_access.games import game_names, get_entry, get_game
from beastybar_access.games.base import IllegalActionError
from beastybar_access.games.core import Event
from beastybar_access.games.core.adapter import RealtimeAdapter
from beastybar_access.jsontypes import JSONObject
from beastybar_access.narration import CONSOLE_DOMAINS, LANGUAGES, Localizer, echo
from beastybar_access.net.client import BrokenMessage
from beastybar_access.net.protocol import (
    JOIN_ERRORS,
    MAX_CHAT,
    MAX_NAME,
    PLAY_ERRORS,
    ChatMessage,
    EndedMessage,
    ErrorMessage,
    JoinedMessage,
    LobbyMessage,
    RateLimit,
    RematchMessage,
    ServerMessage,
    TableInfo,
    TimerMessage,
    clean_text,
    own_server_message,
)
from beastybar_access.net.rematch import ENDED, rematch_words
from beastybar_access.net.remote import (
    ConnectionNote,
    Heard,
    JoinError,
    RemoteTable,
    Sitting,
    SnapshotNews,
    UpdateNews,
    sampled_preview,
    sampled_state,
)
from beastybar_access.outputs.base import ALERT, EVENT, NAVIGATION, PROMPT
from beastybar_access.presenter import Answer, Line, Presenter, Question, Refusal, UiAdapter
from beastybar_access.table import HUMAN, REMOTE, Seat
from beastybar_access.terminals.web.realtime import RealtimeSeat

if TYPE_CHECKING:
    from websockets.asyncio.server import ServerConnection

    from beastybar_access.net.server import GameServer

log = logging.getLogger(__name__)

MAX_BROWSER_MESSAGE = 4096
"""Bytes a browser's message may have (it sends only short commands)."""
FLOOD_CLOSE = 4008
MAX_SEATS = 16
"""More players or computers than any game has: refused before anything is made of it."""
BROWSER_RATE = 30
"""A browser's messages per second at most (a person's keys with their auto-repeat; the bridge's own
client paces what it sends to the table under the table protocol's limit)."""


# --- the in-process link ------------------------------------------------------------------------------


class _End:
    """One end of an in-process link: what each side needs of a WebSocket (send, close, iterate)."""

    request = None
    """(The server's handler asks for the handshake's path: none, the table protocol.)"""
    remote_address: object = None
    """The browser's address (the server's per-address limits count against it)."""

    def __init__(self) -> None:
        self.inbox: asyncio.Queue[str | None] = asyncio.Queue()
        self.peer: _End | None = None
        self.close_code: int | None = None

    async def send(self, text: str) -> None:
        if self.close_code is not None or self.peer is None:
            raise ConnectionClosed(Close(self.close_code or 1000, ""), None)
        self.peer.inbox.put_nowait(text)

    async def close(self, code: int = 1000, reason: str = "") -> None:
        self.abort(code)

    def abort(self, code: int = 1006) -> None:
        """Closed at once, both ends (the server's shutdown aborts a socket that does not close in time)."""
        if self.close_code is not None:
            return
        self.close_code = code
        self.inbox.put_nowait(None)
        if self.peer is not None and self.peer.close_code is None:
            self.peer.close_code = code
            self.peer.inbox.put_nowait(None)

    @property
    def transport(self) -> _End:
        return self

    async def recv(self) -> str:
        """The next message (the server's refusal of a connection reads the first one)."""
        item = await self.inbox.get()
        if item is None:
            raise ConnectionClosed(Close(self.close_code or 1000, ""), None)
        return item

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

    def __init__(self, server: GameServer, name: str, on_message: Callable[[str, Heard], None],
                 address: object = None) -> None:
        super().__init__("local", name, on_message)
        self.server = server
        self.address = address
        self._handler: asyncio.Task[None] | None = None

    def read(self, raw: str | bytes) -> ServerMessage:
        """A message this process's own server made (never from the network): parsed, not checked against
        the protocol's schema again (a fifth of a browser seat's work; the server's messages are checked
        by the protocol's tests and by every console client)."""
        try:
            data = json.loads(raw)
        except ValueError:
            data = None
        if not own_server_message(data):
            raise BrokenMessage("not a message of the server")
        return data

    async def _connect(self) -> None:
        client, server_end = link()
        server_end.remote_address = self.address
        self._handler = asyncio.get_running_loop().create_task(self.server.handle(server_end))
        self.ws = client
        self.seq = 0
        self._reader = asyncio.get_running_loop().create_task(self._read(client))
        welcome = await self.request("hello", version=1, name=self.name, client="beastybar_access web")
        if welcome["type"] == "welcome":
            self.name = welcome["name"]

    async def ensure(self, name: str | None = None) -> None:
        """Connected (say hello once); with ``name``, under that name (hello again if it changed)."""
        if name:
            if self.ws is not None and name != self.name:
                welcome = await self.request("hello", version=1, name=name, client="beastybar_access web")
                self.name = welcome["name"] if welcome["type"] == "welcome" else name
            self.name = name if self.ws is None else self.name
        if self.ws is None:
            await self._connect()

    async def sit(self, how: Sitting) -> JoinedMessage:
        await self.ensure()
        if how.token:
            joined = await self.request("resume", token=how.token)
        elif how.create is not None:
            joined = await self.request("create", **how.create)
        else:
            place = "spectator" if how.spectate else "player"
            joined = await self.request("join", code=how.code, **{"as": place})
        if joined["type"] != "joined":
            raise JoinError("bad_message", f"{joined['type']} answered a seat")
        return joined

    async def close(self) -> None:
        await super().close()
        if self._handler is not None:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await asyncio.wait_for(self._handler, 5)


# --- the table as one seat hears it ----------------------------------------------------------------------


class Mirror:
    """The table as this seat's messages show it: the surface its Presenter reads (``TableSurface``). The
    server filtered everything for the seat; a move's preview comes from a state sampled from the seat's
    view alone (:func:`~beastybar_access.net.remote.sampled_state`, as at the console's online table)."""

    def __init__(self, view: object, seats: list[Seat], game: str = "") -> None:
        self.latest = view
        self.seats = seats
        self.game = game
        self.last_actor: int | None = None
        self.over = False
        self._sample: tuple[object, object] | None = None
        """(the view, the state sampled from it)."""

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    @property
    def current(self) -> int:
        return int(getattr(self.latest, "current", 0))

    def is_over(self) -> bool:
        return self.over or str(getattr(self.latest, "phase", "")) == "over"

    def check(self, action: object) -> None:
        if action not in getattr(self.latest, "legal", ()):
            raise ValueError("not a legal action now")

    def preview(self, action: object, seat: int | None) -> list[Event]:
        """What ``action`` would make now, as this seat would know it (nothing for a spectator)."""
        if seat is None or not self.game:
            return []
        if self._sample is None or self._sample[0] is not self.latest:
            self._sample = (self.latest, sampled_state(self.game, self.latest))
        return sampled_preview(self._sample[1], action, seat)

    def view(self, seat: int | None) -> object:
        return self.latest

    def events_for(self, events: Sequence[Event], seat: int | None) -> list[Event]:
        return list(events)  # the server filtered them for this seat


def shared_localizer(lang: str, web: bool) -> Localizer:
    """One Localizer per language for every browser (a Fluent bundle compiles each message once): the page's
    own messages (``web``) or the console's; a new one when the registry's games change (their messages)."""
    return _shared_localizer(lang, web, game_names())


@functools.lru_cache(maxsize=8)
def _shared_localizer(lang: str, web: bool, games: tuple[str, ...]) -> Localizer:
    return Localizer.load(lang, domains=("web",) if web else CONSOLE_DOMAINS)


def own_adapter(game: str, lang: str) -> tuple[UiAdapter, RealtimeAdapter]:
    """A real-time game's adapter for one seat (it keeps the seat's focus: its rows, selected cards), in
    its two parts: what the seat's Presenter uses of it, and its real-time part (one object, the entry's)."""
    make = get_entry(game).adapter
    if make is None:
        raise ValueError(f"no adapter for {game!r}")
    adapter = make(shared_localizer(lang, False))
    realtime = adapter.realtime()
    if realtime is None:
        raise ValueError(f"{game!r} is not played in real time")
    return adapter, realtime


def shared_adapter(game: str, lang: str) -> UiAdapter:
    """One game adapter per game and language for every browser (adapters keep no table state), made
    anew when the registry's games change."""
    return _shared_adapter(game, lang, game_names())


@functools.lru_cache(maxsize=16)
def _shared_adapter(game: str, lang: str, games: tuple[str, ...]) -> UiAdapter:
    make = get_entry(game).adapter
    if make is None:
        raise ValueError(f"no adapter for {game!r}")
    return make(shared_localizer(lang, False))


def small(value: object) -> TypeGuard[int]:
    """A count of players or computers a table could have (the server checks the game's own limits; this
    keeps a huge number from the page from making a huge list first)."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_SEATS


def computer_levels(m: dict[str, object], computers: object) -> list[str] | None:
    """The level of each computer of a new table from the page: ``levels``, one per computer (their number
    ``computers`` when the page gives it too), or the older single ``level`` for all ``computers``. None: not
    such a list (the levels themselves are checked by the caller)."""
    levels = m.get("levels")
    if levels is None:
        level = m.get("level", "normal")
        return [level] * computers if small(computers) and isinstance(level, str) else None
    if not isinstance(levels, list) or not small(len(levels)) or not all(isinstance(x, str) for x in levels):
        return None
    if "computers" in m and computers != len(levels):
        return None
    return [str(level) for level in levels]


def cells_of(braille: str) -> str:
    """The braille cells of the cards a line names (its words left out): what the page shows on an option.

    >>> cells_of("green lion, 1 of 4")
    ''
    >>> cells_of("⠵⠀⠼⠁⠃⠀⠇⠑⠧, 1 of 4, beside ⠮⠀⠼⠁")
    '⠵⠀⠼⠁⠃⠀⠇⠑⠧  ⠮⠀⠼⠁'
    """
    return "  ".join(re.findall("[\u2801-\u28ff][\u2800-\u28ff]*", braille)).strip()


def code_groups(code: str) -> str:
    """A table's code as said: two groups of three digits."""
    return f"{code[:3]} {code[3:]}" if len(code) == 6 else code


# --- one browser ----------------------------------------------------------------------------------------


class BrowserSession:
    """One browser's WebSocket: what it asks for goes to its :class:`LocalTable`; what the table says is
    narrated for it by a Presenter of its seat and sent as text (``docs/browser.md``)."""

    def __init__(self, server: GameServer, ws: ServerConnection) -> None:
        self.server = server
        self.ws = ws
        self.lang = "en"
        self.loc = shared_localizer(self.lang, True)
        self.name = ""
        self.verbosity = "verbose"
        self.rate = RateLimit(BROWSER_RATE, 1.0)
        self.floods = 0
        """Messages refused as too fast in this flood (it ends after a second without one)."""
        self.flood_last = 0.0
        self.table: LocalTable | None = None
        self.seated = False
        self.taken_back = False
        """This connection sat by a seat token it brought (a return: the game goes on)."""
        self.token: str | None = None
        self.info: TableInfo | None = None
        self.seat: int | None = None
        self.game = ""
        self.presenter: Presenter | None = None
        self.mirror: Mirror | None = None
        self.question: Question | None = None
        self.question_id = 0
        self.asked_turn: int | None = None
        self.sent_turn: int | None = None
        self.last_move = ""
        self.outgoing: asyncio.Queue[JSONObject | None] = asyncio.Queue()
        self.realtime: RealtimeSeat | None = None
        """A real-time game's seat (4 Monkeys): its keys, clock and lines."""
        self.end_asked: int | None = None
        """The id of the end's question while it offers a rematch (leave, or play again)."""

    # sending (in order, from one writer)

    def post(self, message: JSONObject) -> None:
        self.outgoing.put_nowait(message)

    async def writer(self) -> None:
        while True:
            message = await self.outgoing.get()
            if message is None:
                return
            try:
                await self.ws.send(json.dumps(message, ensure_ascii=False))
            except ConnectionClosed:
                return

    def say(self, lines: Sequence[Line], *, urgent: bool = False) -> None:
        out: list[dict[str, str]] = []
        cues: list[str] = []
        for line in lines:
            cues.extend(line.cue)
            if line.text:
                out.append({"text": line.text, "kind": line.kind})
        if out or cues:
            self.post({"type": "say", "lines": out, "cues": cues,
                       "urgent": urgent or any(x["kind"] == ALERT for x in out)})

    def words(self, msg_id: str, kind: str = EVENT, cue: tuple[str, ...] = (), **args: object) -> Line:
        """A line of the page's own messages or the console's (in this browser's language)."""
        text = self.words_loc(msg_id, **args)
        return Line(text, text, kind, cue)

    def words_loc(self, msg_id: str, **args: object) -> str:
        if msg_id.startswith("web-"):
            return self.loc(msg_id, **args)
        return self.console_loc(msg_id, **args)

    def refuse(self, msg_id: str, **args: object) -> None:
        text = self.words_loc(msg_id, **args)
        self.say([Line(text, text, ALERT, ())], urgent=True)

    # receiving

    async def run(self) -> None:
        writer = asyncio.get_running_loop().create_task(self.writer())
        try:
            async for raw in self.ws:
                now = time.monotonic()
                if not self.rate.allow(now):
                    # counted until a whole second passes without a refused message (the messages
                    # allowed in between do not end a flood), as at the server
                    self.floods += 1
                    self.flood_last = now
                    if self.floods > 5 * BROWSER_RATE:
                        await self.ws.close(FLOOD_CLOSE)
                        return
                    if self.floods == 1:
                        self.refuse("web-refused-too-fast")
                    continue
                if self.floods and now - self.flood_last > 1.0:
                    self.floods = 0
                message = self.parse(raw)
                if message is None:
                    self.refuse("web-refused-bad-message")
                    continue
                try:
                    await self.dispatch(message)
                except Exception:  # one browser's message never takes the server down
                    log.exception("a browser's message failed")
                    self.refuse("web-refused-server")
        except ConnectionClosed:
            pass
        finally:
            self.outgoing.put_nowait(None)
            if self.realtime is not None:
                self.realtime.stop()
            if self.table is not None:
                await self.table.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(writer, 5)

    @staticmethod
    def parse(raw: str | bytes) -> dict[str, object] | None:
        if not isinstance(raw, str) or len(raw) > MAX_BROWSER_MESSAGE:
            return None
        try:
            data = json.loads(raw)
        except ValueError:
            return None
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            return None
        message: dict[str, object] = data
        return message

    async def dispatch(self, m: dict[str, object]) -> None:
        kind = str(m["type"])  # parse let only a text type through
        handler = {"hello": self.hello, "list": self.list_tables, "create": self.create, "join": self.join,
                   "quick": self.quick, "choose": self.choose, "confirm": self.confirm, "key": self.key,
                   "chat": self.chat, "leave": self.leave, "preview": self.preview}.get(kind)
        if kind == "name":
            self.set_name(m.get("name"))
        elif kind == "verbosity":
            self.set_verbosity(m.get("verbosity"))
        elif kind == "focus":
            pass
        elif handler is not None:
            await handler(m)
        else:
            self.refuse("web-refused-bad-message")

    def set_name(self, name: object) -> None:
        if isinstance(name, str):
            self.name = clean_text(name, MAX_NAME)

    def set_verbosity(self, verbosity: object) -> None:
        if verbosity in ("verbose", "brief"):
            self.verbosity = str(verbosity)
            if self.presenter is not None:
                self.presenter.verbosity = self.narration_verbosity

    @property
    def narration_verbosity(self) -> str:
        return "brief" if self.verbosity == "brief" else "normal"

    async def hello(self, m: dict[str, object]) -> None:
        lang = m.get("lang")
        if isinstance(lang, str) and lang in LANGUAGES:
            self.lang = lang
            self.loc = shared_localizer(lang, True)
        self.set_verbosity(m.get("verbosity"))
        self.set_name(m.get("name"))
        token = m.get("token")
        if isinstance(token, str) and token and not self.seated:
            self.taken_back = True
            self.token = token[:200]  # kept: the server's answer to a resume does not repeat it
            try:
                await self._table().sit(Sitting(token=self.token))
            except JoinError as exc:
                self.taken_back = False
                self.token = None
                self.post({"type": "welcome", "name": self.name, "seated": False})
                self.join_error(exc)
                self.post({"type": "left"})
                return
            self.post({"type": "welcome", "name": self.name, "seated": True})
            return
        self.post({"type": "welcome", "name": self.name, "seated": self.seated})

    def console_loc(self, msg_id: str, **args: object) -> str:
        return shared_localizer(self.lang, False)(msg_id, **args)

    # the lobby

    async def list_tables(self, m: dict[str, object]) -> None:
        table = self._table()
        try:
            await table.ensure()
            answer = await table.request("list")
        except JoinError as exc:
            self.join_error(exc)
            return
        rows: list[JSONObject] = []
        for t in answer["tables"] if answer["type"] == "tables" else []:
            rows.append({"code": t["code"], "free": t["status"] == "waiting" and t["taken"] < t["people"],
                         "text": self.loc("web-table-row", game=self.console_loc(f"ui-game-{t['game']}"),
                                          code=code_groups(str(t["code"])), players=t["players"],
                                          taken=t["taken"], people=t["people"], status=t["status"])})
        self.post({"type": "tables", "tables": rows})

    async def create(self, m: dict[str, object]) -> None:
        game = m.get("game")
        players, computers = m.get("players"), m.get("computers", 0)
        levels = computer_levels(m, computers)
        if not (isinstance(game, str) and small(players) and levels is not None):
            self.refuse("web-refused-bad-message")
            return
        for level in levels:
            if level not in LEVELS:
                known = ", ".join(self.words_loc(f"web-level-{known}") for known in LEVELS)
                self.refuse("web-refused-level", given=echo(level), known=known)
                return
        request: JSONObject = {"game": game[:40], "players": players, "private": bool(m.get("private")),
                                   "bots": list(levels)}
        if self.table_options(game, m, request):
            await self.sit(Sitting(create=request), created=True)

    def table_options(self, game: str, m: dict[str, object], request: JSONObject) -> bool:
        """The options of a new table into ``request``: ``variant``, ``round_seconds`` for a real-time game,
        ``turn_seconds`` for a turn game (0 or none: the rules' own). False: one was refused (said once)."""
        if game not in game_names():
            self.refuse("online-bad-game")
            return False
        title = self.console_loc(f"ui-game-{game}")
        variant = m.get("variant")
        if variant is not None:
            if not isinstance(variant, str) or variant not in get_game(game).variants:
                self.refuse("web-refused-variant", game=title, given=echo(variant))
                return False
            request["variant"] = variant
        realtime = get_entry(game).realtime is not None
        for key, message, wrong, other in (
                ("round_seconds", "web-refused-round", not realtime, "web-refused-round-turns"),
                ("turn_seconds", "web-refused-turn", realtime, "web-refused-turn-realtime")):
            seconds = m.get(key)
            if seconds is None or seconds == 0:
                continue
            if not isinstance(seconds, int) or isinstance(seconds, bool) or not 10 <= seconds <= 3600:
                self.refuse(message, given=echo(seconds))
                return False
            if wrong:
                self.refuse(other, game=title)
                return False
            request[key] = seconds
        return True

    async def quick(self, m: dict[str, object]) -> None:
        game = m.get("game")
        players, seed = m.get("players", 2), m.get("seed")
        if not isinstance(game, str) or not small(players) \
                or not (seed is None or (isinstance(seed, int) and 0 <= seed < 2**62)):
            self.refuse("web-refused-bad-message")
            return
        create: JSONObject = {"game": game[:40], "players": players, "bots": ["normal"] * max(0, players - 1),
                              "private": True}
        # 4 Monkeys: the round's length (``round_seconds``); a variant
        if not self.table_options(game, {k: m.get(k) for k in ("round_seconds", "variant")}, create):
            return
        if seed is not None and not self.server.deal_from(seed):
            self.refuse("web-no-seed")
            return
        await self.sit(Sitting(create=create), created=True)

    async def join(self, m: dict[str, object]) -> None:
        code = m.get("code")
        if not isinstance(code, str):
            self.refuse("web-refused-bad-message")
            return
        await self.sit(Sitting(code=code.replace(" ", "")[:12], spectate=m.get("as") == "spectator"))

    async def sit(self, how: Sitting, created: bool = False) -> None:
        if self.seated:
            self.refuse("online-already-at-table")
            return
        table = self._table()
        try:
            await table.ensure(self.name or None)
            await table.sit(how)
        except JoinError as exc:
            self.join_error(exc, how.code)
            return

    def join_error(self, exc: JoinError, code: str | None = None) -> None:
        msg_id = "web-refused-server" if exc.code == "connect" else JOIN_ERRORS.get(exc.code)
        if msg_id is None:
            self.refuse("online-server-error", code=exc.code)
        else:
            self.refuse(msg_id, code=code_groups(code or ""), name=self.name)

    async def chat(self, m: dict[str, object]) -> None:
        text = m.get("text")
        if not isinstance(text, str) or self.table is None or not self.seated:
            self.refuse("online-chat-no-table")
            return
        text = clean_text(text, MAX_CHAT)
        if text:
            await self.table.chat(text)

    async def leave(self, m: dict[str, object]) -> None:
        table = self.table
        if table is None or not self.seated:
            self.post({"type": "left"})
            return
        with contextlib.suppress(JoinError):
            await table.request("leave")
        self.seated = self.taken_back = False
        self.presenter = self.mirror = self.question = None
        if self.realtime is not None:
            self.realtime.stop()
            self.realtime = None
        self.post({"type": "done"})
        self.post({"type": "left"})

    def _table(self) -> LocalTable:
        if self.table is None:
            self.table = LocalTable(self.server, self.name or self.loc("web-default-name"), self.heard,
                                    getattr(self.ws, "remote_address", None))
        return self.table

    # what the table says

    def heard(self, kind: str, data: Heard) -> None:
        """A message of the table (decoded), for this browser."""
        try:
            self._route(data)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError):
            log.exception("a table message could not be used for a browser: %s", kind)

    def _route(self, data: Heard) -> None:
        """Each message to its handler (the others: nothing to say)."""
        if data["type"] == "joined":
            self._got_joined(data)
        elif data["type"] == "lobby":
            self._got_lobby(data)
        elif data["type"] == "chat":
            self._got_chat(data)
        elif data["type"] == "timer":
            self._got_timer(data)
        elif data["type"] == "error":
            self._got_error(data)
        elif data["type"] == "connection":
            self._got_connection(data)
        elif data["type"] == "snapshot":
            self._got_snapshot(data)
        elif data["type"] == "update":
            self._got_update(data)
        elif data["type"] == "ended":
            self._got_ended(data)
        elif data["type"] == "rematch":
            self._got_rematch(data)

    def _got_joined(self, data: JoinedMessage) -> None:
        self.info = info = data["table"]
        first = not self.seated
        self.seated = True
        self.seat = data.get("seat")
        self.game = str(info["game"])
        if data.get("token"):
            self.token = str(data["token"])
        title = self.console_loc(f"ui-game-{self.game}")
        self.post({"type": "seated", "token": self.token, "seat": self.seat, "title": title})
        if not first:
            return
        self._seat_presenter()
        code = code_groups(str(info.get("code", "")))
        players = int(info.get("players", 0))
        lines = []
        if self.seat is None:
            lines.append(self.words("online-watching", game=title, code=code, players=players))
        elif data.get("token") and info.get("taken", 0) <= 1 and self.seat == 0:
            lines.append(self.words("online-created", game=title, code=code, players=players,
                                    private="yes" if info.get("private") else "no"))
        elif data.get("token"):
            lines.append(self.words("online-joined", game=title, code=code, players=players))
        turn_seconds = int(info.get("turn_seconds") or 0)
        if turn_seconds > 0:
            lines.append(self.words("online-turn-timer", seconds=turn_seconds))
        missing = int(info.get("people", 0)) - int(info.get("taken", 0))
        if info.get("status") == "waiting" and missing > 0:
            lines.append(self.words("online-waiting", count=missing))
        self.say(lines)

    def _got_lobby(self, data: LobbyMessage) -> None:
        self.info = info = data["table"]
        change, seat = data.get("change"), data.get("seat")
        name = clean_text(str(data.get("name") or "?"), 40)
        if seat is not None and seat == self.seat and change != "computer":
            return
        missing = int(info.get("people", 0)) - int(info.get("taken", 0))
        said = {
            "joined": ("online-someone-joined", ("join",)), "held": ("online-someone-lost", ("leave",)),
            "gone": ("online-someone-gone", ("leave",)), "back": ("online-someone-back", ("join",)),
            "left": ("online-someone-left", ("leave",)), "started": ("online-everyone-here", ()),
            "closed": ("online-closed", ()), "watching": ("online-someone-watching", ("join",)),
            "stopped_watching": ("online-someone-stopped-watching", ("leave",)),
            "computer": ("online-you-computer" if seat == self.seat else "online-someone-computer", ()),
        }.get(str(change))
        if said is None:
            return
        lines = [self.words(said[0], cue=said[1], name=name, started="yes" if self.mirror else "no")]
        if change in ("joined", "gone") and info.get("status") == "waiting" and missing > 0:
            lines.append(self.words("online-waiting", count=missing))
        self.say(lines)

    def _got_chat(self, data: ChatMessage) -> None:
        text = clean_text(str(data.get("text", "")), MAX_CHAT)
        if not text:
            return
        own = data.get("seat") is not None and data.get("seat") == self.seat
        name = clean_text(str(data.get("name") or "?"), 40)
        msg = "online-chat-own" if own else "online-chat-spectator" if data.get("spectator") else \
            "online-chat-line"
        line = self.words(msg, cue=("chat",), name=name, text=text)
        self.say([Line(line.text, line.braille, "chat", line.cue)])

    def _got_timer(self, data: TimerMessage) -> None:
        seat, seconds = data.get("seat"), int(data.get("seconds", 0))
        mine = seat == self.seat
        msg = ("online-timer-out-you" if mine else "online-timer-out") if seconds <= 0 else \
            ("online-timer-you" if mine else "online-timer")
        name = self.mirror.seats[seat].name if self.mirror is not None and isinstance(seat, int) \
            and 0 <= seat < len(self.mirror.seats) else "?"
        self.say([self.words(msg, PROMPT if mine else EVENT, name=name, seconds=seconds)])

    def _got_error(self, data: ErrorMessage) -> None:
        code = str(data.get("code", ""))
        if self.realtime is not None and code in ("illegal", "stale", "not_your_turn"):
            self.realtime_refused(data)
            return
        if code == "illegal" and self.presenter is not None:
            args = data.get("args") if isinstance(data.get("args"), dict) else {}
            error = IllegalActionError(str(data.get("rule") or "illegal"), str(data.get("rule") or ""))
            error.args_ = dict(args or {})
            self.say(self.presenter.refused(error), urgent=True)
        else:
            msg_id = PLAY_ERRORS.get(code) or JOIN_ERRORS.get(code)
            if msg_id is not None:
                retry = data.get("retry")
                seconds = retry if isinstance(retry, int) and not isinstance(retry, bool) else 1
                self.refuse(msg_id, code="", name=self.name, seconds=seconds)
            else:
                self.refuse("online-server-error", code=code)
        self.sent_turn = None
        self.asked_turn = None
        self.after_move(None)

    def _got_connection(self, data: ConnectionNote) -> None:
        change = data.get("change")
        if change in ("gave_up", "taken_over", "removed", "banned"):
            self.refuse({"taken_over": "online-taken-over", "removed": "online-removed-you",
                         "banned": "online-banned"}.get(str(change), "online-gave-up"))
            self.seated = False
            self.post({"type": "left"})

    def seats(self) -> list[Seat]:
        return self._seats()

    def _seats(self) -> list[Seat]:
        rows = self.info.get("seats", []) if self.info is not None else []
        bot_names = [n.strip() for n in self.console_loc("ui-bot-names").split(",") if n.strip()]
        seats, bots = [], 0
        for i, row in enumerate(rows):
            if row.get("kind") == "person":
                name = str(row.get("name") or self.console_loc("ui-default-person-name", n=i + 1))
                seats.append(Seat(HUMAN if i == self.seat else REMOTE, name))
            else:
                name = bot_names[bots] if bots < len(bot_names) else \
                    self.console_loc("ui-default-bot-name", n=bots + 1)
                bots += 1
                seats.append(Seat(str(row.get("level") or "normal"), name))
        return seats

    def _seat_presenter(self) -> Presenter:
        """The seat's Presenter (and a real-time game's seat), made when the seat is taken, and the table's
        keys sent to the page then: a key pressed while the game's state is on its way is the table's
        (answered "no game yet"), not the page's to lose."""
        if self.presenter is not None:
            return self.presenter
        realtime: RealtimeAdapter | None = None
        if get_entry(self.game).realtime is not None:
            adapter, realtime = own_adapter(self.game, self.lang)
        else:
            adapter = shared_adapter(self.game, self.lang)
        presenter = self.presenter = Presenter(
            adapter, shared_localizer(self.lang, False), seat=self.seat, verbosity=self.narration_verbosity,
            braille="cells", kind_ids={HUMAN: "online-seat-you", REMOTE: "online-seat-remote"})
        if realtime is not None:
            self.realtime = RealtimeSeat(self, realtime, self.seat)
            self.post({"type": "keys", "nav": True, "keys": [
                {"key": keys[0], "text": self.console_loc(help_id)}
                for _name, help_id, keys in self.realtime.adapter.commands()]})
        else:
            self.post({"type": "keys", "keys": [{"key": z.keys[0], "text": self.console_loc(z.help_id)}
                                                for z in presenter.zones() if z.keys]})
        return presenter

    def _got_snapshot(self, data: SnapshotNews) -> None:
        view = data["view"]
        if self.mirror is None:
            presenter = self._seat_presenter()
            self.mirror = Mirror(view, self._seats(), self.game)
            resumed = (self.taken_back or int(data.get("turn") or 0) > 0
                       or bool(getattr(view, "history", ())) or bool(data.get("missed")))
            opening = presenter.started(self.mirror, resumed=resumed)
            if self.realtime is not None:
                self.realtime.show(view)
                self.realtime.opening(opening)
            else:
                self.say(opening)
        else:
            self.mirror.latest = view
            self.mirror.seats = self._seats()
            self.sent_turn = None
        self.draw()
        if self.realtime is not None:
            self.realtime.turn = int(data.get("turn") or 0)
            self.realtime.show(view)
            self.realtime.maybe_ready()
            return
        self.after_move(None)

    def _got_update(self, data: UpdateNews) -> None:
        mirror, presenter = self.mirror, self.presenter
        if mirror is None or presenter is None:
            return
        view = data["view"]
        mirror.latest = view
        actor = data.get("actor")
        events = list(data.get("events") or [])
        turn = int(data.get("turn", 0))
        if self.sent_turn is not None and turn != self.sent_turn:
            self.sent_turn = None
        if actor is not None:
            mirror.last_actor = actor
        if self.realtime is not None:
            self.realtime.turn = turn
            self.realtime.heard(events, view, actor, presenter.cues(events))
            self.draw()
            return
        if actor is not None and events:
            if actor != self.seat and self.question is not None:
                self.close_question()
            lines = presenter.heard(mirror, events, view, actor)
            said = [line for line in lines if line.text]
            if said:
                self.last_move = said[-1].text
            self.say(lines)
        self.draw()
        self.after_move(actor)

    def _got_ended(self, data: EndedMessage) -> None:
        if self.mirror is None or self.presenter is None:
            return
        self.mirror.over = True
        self.close_question()
        if self.realtime is not None:
            self.realtime.ended()
        offer = data.get("rematch") if self.seat is not None else None
        if offer is None:
            self.post({"type": "over"})  # the page forgets the seat's token: there is no game to return to
            self.say([*self.presenter.ended(self.mirror), self.words("online-end-prompt", PROMPT)])
            return
        self.say(self.presenter.ended(self.mirror))  # the token holds while the table offers a rematch
        self.question_id += 1
        self.end_asked = self.question_id
        prompt = self.words("online-end-prompt-rematch", PROMPT, seconds=offer["seconds"])
        self.say([prompt])
        self.post({"type": "ask", "id": self.question_id, "prompt": prompt.text, "turn": True, "focus": 0,
                   "pick": 0, "options": [
                       {"id": option, "text": self.words_loc(f"online-end-{option}"), "braille": "",
                        "marked": False} for option in ("leave", "rematch")]})

    async def answer_end(self, option: object) -> None:
        """The end's question answered: play again with the same people, or leave the table."""
        self.end_asked = None
        self.post({"type": "done"})
        if option != "rematch" or self.table is None:
            await self.leave({})
        elif not await self.table.send("rematch", agree=True):
            self.refuse("online-not-sent")

    def _got_rematch(self, data: RematchMessage) -> None:
        """The offer of a rematch said (who wants it, who is awaited, the new game, or why there is none);
        when it ends, leaving is what is left (the page's Leave button); when it starts, the next snapshot is
        the new game, met as the first was."""
        seats = self.mirror.seats if self.mirror is not None else self.seats()
        msg_id, args = rematch_words(data, self.seat,
                                     lambda s: seats[s].name if 0 <= s < len(seats) else "?")
        ended = data["change"] in ENDED
        self.say([self.words(msg_id, ALERT if ended else EVENT, (), **args)])
        if (ended or data["change"] == "started") and self.end_asked is not None:
            self.end_asked = None
            self.post({"type": "done"})
        if ended and self.seat is not None:
            self.post({"type": "over"})
            self.say([self.words("online-end-prompt", PROMPT)])
        elif data["change"] == "started":
            if self.realtime is not None:
                self.realtime.stop()
            self.presenter = self.mirror = self.question = self.realtime = None
            self.asked_turn = self.sent_turn = None
            self.last_move, self.taken_back = "", False

    def draw(self) -> None:
        mirror = self.mirror
        if mirror is None:
            return
        draw = get_entry(self.game).zones
        zones = draw(mirror.latest, self.lang, mirror.names) if draw is not None else []
        self.post({"type": "table", "last": self.last_move, "zones": [
            {"id": z.id, "title": z.title, "text": z.text,
             "cards": [{"name": c.name, "label": c.label, "colour": c.colour, "number": c.number,
                        "braille": c.braille, "last": c.last, "hidden": c.hidden} for c in z.cards]}
            for z in zones]})

    # this seat's move

    def after_move(self, actor: int | None) -> None:
        mirror, presenter, table = self.mirror, self.presenter, self.table
        if mirror is None or presenter is None or table is None or mirror.is_over():
            return
        current = table.state.current
        if current is None:
            return
        if current != self.seat:
            self.close_question()
            self.say(presenter.turn(mirror, current))
            return
        if not table.state.legal or self.sent_turn is not None:
            return
        if self.asked_turn == table.state.turn and self.question is not None:
            return
        self.asked_turn = table.state.turn
        lines = [] if presenter.mid_turn(current) and actor == current else presenter.your_turn()
        self.say([*lines, Line("", "", EVENT, ("turn",))] if lines else lines)
        self.ask(presenter.question())

    def ask(self, question: Question, turn: bool = True) -> None:
        self.question = question
        self.question_id += 1
        if question.said:
            self.say(list(question.said))
        prompt = question.prompt
        options = question.options
        focus = int(question.focus or 0) if options else 0
        self.post({"type": "ask", "id": self.question_id, "prompt": prompt.text if prompt is not None else "",
                   "turn": turn, "focus": focus, "pick": question.pick,
                   "options": [{"id": o.id, "text": o.line.text, "braille": cells_of(o.line.braille),
                                "marked": o.marked} for o in options]})

    def close_question(self) -> None:
        if self.question is not None:
            self.question = None
            self.post({"type": "done"})

    def _open_question(self, m: dict[str, object]) -> Question | None:
        """The question ``m`` answers, if it is the one open (else this seat is told why not)."""
        question, presenter = self.question, self.presenter
        if question is None or presenter is None or m.get("question") != self.question_id:
            if presenter is not None:
                self.say([presenter.not_your_turn()], urgent=True)
            else:
                self.refuse("ui-no-game-yet")
            return None
        return question

    def _open_option(self, m: dict[str, object]) -> tuple[Question, str] | None:
        """The open question ``m`` answers and the id of its option (else this seat is told why not)."""
        question = self._open_question(m)
        if question is None:
            return None
        option = m.get("option")
        if not isinstance(option, str):
            self.refuse("web-refused-bad-message")
            return None
        return question, option[:20]

    async def choose(self, m: dict[str, object]) -> None:
        if self.end_asked is not None and m.get("question") == self.end_asked:
            await self.answer_end(m.get("option"))
            return
        found = self._open_option(m)
        if found is None:
            return
        question, option = found
        if self.realtime is not None:
            self.realtime.chosen(question.choose(option))
            return
        await self.answered(question.choose(option))

    async def preview(self, m: dict[str, object]) -> None:
        """What choosing an option of the open question would do, said by the seat's Presenter (the
        console's ``p``); nothing to preview: said so."""
        found = self._open_option(m)
        if found is None:
            return
        lines = found[0].preview(found[1])
        self.say(lines if lines else [self.words("ui-no-preview", NAVIGATION)])

    async def confirm(self, m: dict[str, object]) -> None:
        """A question where several options are marked: the marked ones are the answer."""
        question = self._open_question(m)
        if question is None:
            return
        if not question.pick:
            self.refuse("web-refused-bad-message")
            return
        result = question.confirm()
        if isinstance(result, Refusal) and not result.lines:
            self.refuse("web-pick-count", count=question.pick)
            return
        await self.answered(result)

    async def answered(self, result: Question | Answer | Refusal) -> None:
        presenter, table = self.presenter, self.table
        assert presenter is not None and table is not None
        if isinstance(result, Refusal):
            if result.lines:
                self.say(list(result.lines), urgent=True)
            elif self.question is not None and self.question.pick:
                self.refuse("web-pick-count", count=self.question.pick)
        elif isinstance(result, Question):
            self.ask(result)
        else:
            self.say(list(result.said))
            refusal = presenter.check(result.value)
            if refusal:
                self.say(refusal, urgent=True)
                self.ask(presenter.question())
                return
            self.close_question()
            self.sent_turn = table.state.turn
            if not await table.act(result.value):
                self.sent_turn = None
                self.refuse("online-not-sent")

    async def key(self, m: dict[str, object]) -> None:
        key = m.get("key")
        presenter = self.presenter
        if not isinstance(key, str) or len(key) > 10:
            self.refuse("web-refused-bad-message")
            return
        if presenter is None or (self.mirror is None and key != "?"):
            self.refuse("ui-no-game-yet")
            return
        realtime = self.realtime
        if key == "?":
            lines = [self.words("web-keys-heading", NAVIGATION)]
            pairs = realtime.keys_help() if realtime is not None else [(", ".join(z.keys), z.help_id)
                                                                      for z in presenter.zones()]
            lines += [self.words("web-key-line", keys=keys, what=self.console_loc(help_id))
                      for keys, help_id in pairs]
            self.say(lines)
            return
        if realtime is not None:
            hand = any(name.endswith("-hand") and key in keys
                       for name, _help, keys in realtime.adapter.commands())
            if hand and self.seat is None:  # a spectator holds no hand (not "the hand is empty")
                self.say([self.words("online-spectator-no-hand", NAVIGATION)])
            elif key == "w":
                realtime.where()
            elif not realtime.key(key):
                self.refuse("web-no-such-key", key=key)
            return
        if key == "w":
            self.say(presenter.where(asking=self.question is not None))
            return
        zone = next((z for z in presenter.zones() if key in z.keys), None)
        if zone is None:
            self.refuse("web-no-such-key", key=key)
            return
        if zone.name == "hand" and self.seat is None:
            self.say([self.words("online-spectator-no-hand", NAVIGATION)])
            return
        self.say(presenter.zone(zone.name))


    # a real-time game's actions

    def send_action(self, action: object) -> None:
        """A real-time action to the server, which stamps it with its clock (a refusal comes back)."""
        table = self.table
        if table is None:
            return

        async def send() -> None:
            if not await table.act(action):
                self.refuse("online-not-sent-action")

        asyncio.get_running_loop().create_task(send())

    def realtime_refused(self, data: ErrorMessage) -> None:
        """The server refused a real-time action: why, in the game's words."""
        realtime = self.realtime
        assert realtime is not None
        if data.get("code") == "illegal":
            args = data.get("args") if isinstance(data.get("args"), dict) else {}
            error = IllegalActionError(str(data.get("rule") or "illegal"), str(data.get("rule") or ""))
            error.args_ = dict(args or {})
            realtime.refuse_line(realtime.adapter.refusal(error))
        else:
            realtime.refuse_line(realtime.adapter.not_running_line(realtime.context()))
        realtime.flush()


async def serve_browser(server: GameServer, ws: ServerConnection) -> None:
    """The browser endpoint (:class:`~beastybar_access.net.server.WebHooks`' ``browser``)."""
    await BrowserSession(server, ws).run()


__all__ = ["BrowserSession", "LocalTable", "Mirror", "link", "serve_browser"]

"""A table on a server, as one person's terminal sees it: connect, sit (create, join, or resume with the
seat token), hear the game as decoded data, act, chat; reconnect by itself when the connection drops.

:class:`RemoteTable` makes no text. What it receives goes to ``on_message(kind, data)`` decoded
(``update``/``snapshot``: the seat's whole view, its events; ``lobby``, ``chat``, ``ended``, ``error``;
and its own ``connection`` notes: ``lost``, ``back`` with the missed events, ``gave_up``), so the console
narrates it in the player's language, verbosity and braille.

Reconnection: after a drop it tries again with growing pauses (0.5 s doubling to 10 s) for at least
:data:`RECONNECT_SECONDS`, then resumes the seat with its token; the server answers with a snapshot that
carries the events missed meanwhile.

A server's message is used only after it is checked (:func:`~beastybar_access.net.client.read_server_message`
and the game data decoded): a broken one ends the connection with the ``connection`` note ``broken``, and
after :data:`MAX_BROKEN` broken messages the client gives up instead of reconnecting for ever (issue 27).
A request the server does not answer in time (:data:`~beastybar_access.net.client.ANSWER_SECONDS`) is a
JoinError ``no_answer`` whose detail is what was awaited.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import ssl
import time
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, NotRequired, Protocol, TypeAlias, TypedDict

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from beastybar_access import diagnostics
from beastybar_access.games.core import Event
from beastybar_access.jsontypes import JSON, JSONObject
from beastybar_access.net import wire
from beastybar_access.net.client import ANSWER_SECONDS, MAX_INCOMING, BrokenMessage, read_server_message
from beastybar_access.net.protocol import (
    MAX_RATE,
    VERSION,
    ChatMessage,
    EndedMessage,
    ErrorMessage,
    JoinedMessage,
    LeftMessage,
    LobbyMessage,
    RateLimit,
    RematchMessage,
    ServerMessage,
    StorageMessage,
    TableInfo,
    TablesMessage,
    TimerMessage,
    WelcomeMessage,
)
from beastybar_access.table import Chooser, Seat, SeatedListener
from beastybar_access.table.seats import Seating

RECONNECT_SECONDS = 150.0
"""How long a dropped client keeps trying (at least the server's 120-second hold)."""
FIRST_PAUSE = 0.5
LONGEST_PAUSE = 10.0
TAKEN_OVER = 4001
REMOVED = 4003
"""Close code: the table's creator removed this person or spectator."""
BANNED = 4010
"""Close code: the server's host banned this computer's address."""
MAX_BROKEN = 3
"""Broken messages a client takes from its server (each ends the connection) before it gives up."""
SEND_RATE = MAX_RATE // 2
"""Messages this client sends in any second at most, by itself: half the server's limit (which refuses the
excess, an action too). The server counts a message when it reads it, so messages sent in two seconds
can be read in one (the earlier ones delayed by the network or a busy server); two seconds' worth of
this client's messages still fit its limit."""


class Link(Protocol):
    """What a table's client uses of its connection: a WebSocket (``websockets``' client connection), or
    the browser bridge's in-process link to its own server."""

    @property
    def close_code(self) -> int | None: ...

    async def send(self, message: str) -> None: ...

    async def close(self, code: int = 1000, reason: str = "") -> None: ...

    def __aiter__(self) -> AsyncIterator[str | bytes]: ...


class SnapshotNews(TypedDict):
    """A ``snapshot`` with its game data decoded: ``view`` the seat's view, ``missed`` the events it
    missed."""

    type: Literal["snapshot"]
    turn: int
    seat: int | None
    view: object
    legal: list[str]
    missed: list[Event]
    current: NotRequired[int | None]


class UpdateNews(TypedDict):
    """An ``update`` with its game data decoded: ``view`` whole again (its history joined to the one before),
    ``events`` as the seat may know them."""

    type: Literal["update"]
    turn: int
    actor: int | None
    events: list[Event]
    view: object
    legal: list[str]
    current: NotRequired[int | None]
    history_from: int


class ConnectionNote(TypedDict):
    """The client's own note on its connection: ``change`` lost, back (with the ``missed`` events),
    broken (``detail``, ``count``), gave_up, taken_over, removed or banned."""

    type: Literal["connection"]
    change: str
    detail: NotRequired[str]
    count: NotRequired[int]
    missed: NotRequired[list[Event]]


Heard: TypeAlias = (WelcomeMessage | TablesMessage | JoinedMessage | LobbyMessage | SnapshotNews | UpdateNews
                    | ChatMessage | EndedMessage | LeftMessage | ErrorMessage | TimerMessage | StorageMessage
                    | RematchMessage | ConnectionNote)
"""What :class:`RemoteTable` hands its ``on_message``: the server's messages (game data decoded) and its own
connection notes; ``type`` tells them apart."""


class JoinError(Exception):
    """The server refused to seat us (its error ``code``), could not be reached (``code`` "connect"), or
    showed a certificate this computer does not trust (``code`` "certificate")."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(detail or code)
        self.code = code
        self.detail = detail


@dataclass
class Sitting:
    """What we asked for: create a table, join one by code, or resume a seat."""

    create: JSONObject | None = None
    code: str | None = None
    spectate: bool = False
    token: str | None = None


@dataclass
class RemoteState:
    game: str = ""
    seat: int | None = None
    token: str | None = None
    table: TableInfo | None = None
    view: object = None
    legal: list[str] = field(default_factory=list)
    turn: int = 0
    current: int | None = None
    ended: EndedMessage | None = None


class RemoteTable:
    """One seat (or a spectator's place) at a table on the server ``url``."""

    def __init__(self, url: str, name: str, on_message: Callable[[str, Heard], None], *,
                 reconnect_seconds: float = RECONNECT_SECONDS) -> None:
        self.url = url
        self.name = name
        self.on_message = on_message
        self.reconnect_seconds = reconnect_seconds
        self.state = RemoteState()
        self.ws: Link | None = None
        self.seq = 0
        self.closing = False
        self._reader: asyncio.Task[None] | None = None
        self._answers: dict[int, asyncio.Future[ServerMessage]] = {}
        self.lost_at: float | None = None
        self._pace = RateLimit(SEND_RATE)
        self._reconnecting = False
        self.broken = 0
        """Broken messages from the server so far (:data:`MAX_BROKEN`)."""
        self._sending = asyncio.Lock()
        self._snapshot = asyncio.Event()
        """Set when a snapshot arrives (:meth:`sit` waits for the first after sitting at a running game)."""

    # --- connecting --------------------------------------------------------------------------------------

    async def _connect(self) -> None:
        context = ssl.create_default_context() if self.url.startswith("wss://") else None
        try:
            self.ws = await connect(self.url, max_size=MAX_INCOMING, open_timeout=10, ssl=context,
                                    ping_interval=20, ping_timeout=20)
        except ssl.SSLCertVerificationError as exc:  # an OSError too, but one the player can mend
            raise JoinError("certificate", str(exc.verify_message or exc.reason or exc)) from None
        except (OSError, TimeoutError, InvalidHandshake, InvalidURI) as exc:
            raise JoinError("connect", str(exc) or type(exc).__name__) from None
        self.seq = 0
        self._reader = asyncio.get_running_loop().create_task(self._read(self.ws))
        welcome = await self.request("hello", version=VERSION, name=self.name, client="beastybar_access")
        if welcome["type"] == "welcome":
            self.name = welcome["name"]

    async def sit(self, how: Sitting) -> JoinedMessage:
        """Connect and take a place; the ``joined`` answer. JoinError if refused or unreachable, or
        (``no_answer`` "snapshot") when the game runs and its state does not follow the answer in time."""
        again = self._reconnecting  # an attempt of a reconnection under way (not the first sitting)
        await self._connect()
        self._snapshot.clear()
        if how.token:
            self.state.token = how.token  # kept for a reconnection (the answer carries none)
            joined = await self.request("resume", token=how.token)
        elif how.create is not None:
            joined = await self.request("create", **how.create)
        elif how.code is not None:
            place = "spectator" if how.spectate else "player"
            joined = await self.request("join", code=how.code, **{"as": place})
        else:
            raise JoinError("bad_message", "create, join or resume")
        if joined["type"] != "joined":
            raise JoinError("bad_message", f"{joined['type']} answered a seat")
        if joined["table"]["status"] == "playing":
            await self._first_snapshot(again)
        return joined

    async def _first_snapshot(self, again: bool) -> None:
        """Wait for the snapshot that follows ``joined`` at a running game (issue 26: never a silent hang)."""
        seconds = ANSWER_SECONDS["snapshot"]
        reader = self._reader
        came = asyncio.ensure_future(self._snapshot.wait())
        waiting: set[asyncio.Future[Any]] = {came} if reader is None else {came, reader}
        try:
            await asyncio.wait(waiting, timeout=seconds, return_when=asyncio.FIRST_COMPLETED)
        finally:
            came.cancel()
        if self._snapshot.is_set():
            return
        if reader is not None and reader.done():
            if again:  # this attempt failed: the reconnection tries again (or gives up)
                raise JoinError("broken" if self.broken else "connect", "closed before the game's state")
            return  # the reader said it, and reconnects
        raise JoinError("no_answer", "snapshot")

    async def _send(self, ws: Link, kind: str, fields: JSONObject,
                    answer: asyncio.Future[ServerMessage] | None = None) -> int:
        """Send one message in its turn, never faster than :data:`SEND_RATE` (a burst waits); its seq.
        ``answer`` is registered for the server's answer before the message leaves."""
        async with self._sending:
            while (pause := self._pace.wait(time.monotonic())) > 0:
                await asyncio.sleep(pause)
            self._pace.allow(time.monotonic())
            self.seq += 1
            seq = self.seq
            if answer is not None:
                self._answers[seq] = answer
            await ws.send(json.dumps({"type": kind, "seq": seq, **fields}))
        return seq

    async def request(self, kind: str, **fields: JSON) -> ServerMessage:
        """Send a message; the server's answer to it (JoinError for an error answer)."""
        ws = self.ws
        if ws is None:
            raise JoinError("connect", "not connected")
        answer: asyncio.Future[ServerMessage] = asyncio.get_running_loop().create_future()
        seconds = ANSWER_SECONDS.get(kind, 15.0)
        try:
            await self._send(ws, kind, fields, answer)
            data = await asyncio.wait_for(answer, seconds)
        except TimeoutError:
            raise JoinError("no_answer", kind) from None
        except ConnectionClosed as exc:
            raise JoinError("connect", str(exc) or type(exc).__name__) from None
        finally:
            for seq in [seq for seq, waiting in self._answers.items() if waiting is answer]:
                del self._answers[seq]
        if data["type"] == "error":
            raise JoinError(data["code"], data.get("detail", ""))
        return data

    async def send(self, kind: str, **fields: JSON) -> bool:
        """Send without waiting for an answer (errors come to ``on_message``); False when not connected."""
        ws = self.ws
        if ws is None:
            return False
        try:
            await self._send(ws, kind, fields)
        except ConnectionClosed:
            return False
        return True

    async def act(self, action: object) -> bool:
        """Play ``action`` (one of the view's legal actions; a real-time game: any action)."""
        if self.state.table is not None and self.state.table.get("realtime"):
            return await self.send("act", action=wire.encode(action))
        return await self.send("act", id=wire.action_id(action), turn=self.state.turn)

    async def chat(self, text: str) -> bool:
        return await self.send("chat", text=text)

    async def leave(self) -> None:
        self.closing = True
        with contextlib.suppress(Exception):
            await self.send("leave")
        await self.close()

    async def close(self) -> None:
        self.closing = True
        if self.ws is not None:
            await self.ws.close()
        if self._reader is not None:
            self._reader.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._reader

    # --- receiving --------------------------------------------------------------------------------------

    async def _read(self, ws: Link) -> None:
        code: int | None = None
        broken: str | None = None
        try:
            async for raw in ws:
                data = self.read(raw)
                try:
                    self._take(data)
                except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
                    raise BrokenMessage(f"a {data.get('type')} message whose game data cannot be used: "
                                        f"{str(exc)[:200]}") from None
        except ConnectionClosed as exc:
            code = exc.rcvd.code if exc.rcvd is not None else None
        except BrokenMessage as exc:
            broken = str(exc)
            self.broken += 1
            with contextlib.suppress(Exception):
                await ws.close(1002)
        code = code if code is not None else (ws.close_code or None)
        asked = False
        for answer in self._answers.values():
            if not answer.done():
                asked = True
                answer.set_result({"type": "error", "code": "broken" if broken else "connect",
                                   "detail": broken or ""})
        if self.closing or self.ws is not ws:
            return
        if broken is not None and asked and self.lost_at is None:  # the request's JoinError says it
            self.ws = None
            return
        self.ws = None
        if self.state.table is None and not self.state.token:  # refused before any table (too many
            return  # connections, banned): the request's JoinError says it, once
        if code in (TAKEN_OVER, REMOVED, BANNED):
            change = {TAKEN_OVER: "taken_over", REMOVED: "removed", BANNED: "banned"}[code]
            self.on_message("connection", {"type": "connection", "change": change})
            return
        if broken is not None:
            self.on_message("connection", {"type": "connection", "change": "broken", "detail": broken,
                                           "count": self.broken})
            if self.broken >= MAX_BROKEN:
                self.closing = True
                self.on_message("connection", {"type": "connection", "change": "gave_up"})
                return
        if self.lost_at is not None and self._reconnecting:  # a failed attempt of a reconnection under way
            return
        if self.state.token:
            asyncio.get_running_loop().create_task(self._reconnect())
        else:
            self.on_message("connection", {"type": "connection", "change": "gave_up"})

    def read(self, raw: str | bytes) -> ServerMessage:
        """A message of the server, checked against the protocol (:class:`BrokenMessage` if it is not one)."""
        return read_server_message(raw)

    def _take(self, data: ServerMessage) -> None:
        seq = data.get("re")
        if isinstance(seq, int) and seq in self._answers and data["type"] in ("welcome", "joined", "error",
                                                                               "tables", "left"):
            answer = self._answers[seq]
            if not answer.done():
                answer.set_result(data)
            if data["type"] != "joined":
                return
        st = self.state
        back_in_lobby = False
        back: list[Event] | None = None
        heard: Heard
        if data["type"] == "snapshot":
            view = wire.decode(st.game, data["view"])
            snapshot: SnapshotNews = {"type": "snapshot", "turn": data["turn"], "seat": data["seat"],
                                      "view": view, "legal": data["legal"],
                                      "missed": list(wire.decode(st.game, data["missed"]))}
            if "current" in data:
                snapshot["current"] = data["current"]
            heard = snapshot
            self._saw(view, snapshot["legal"], snapshot["turn"], snapshot.get("current"))
            self._snapshot.set()
            if self.lost_at is not None:  # said after the snapshot is taken in:
                self.lost_at = None  # the return is told from the view as it is now (issue 26)
                back = snapshot["missed"]
        elif data["type"] == "update":
            view = wire.merge_history(wire.decode(st.game, data["view"]), st.view, data["history_from"])
            update: UpdateNews = {"type": "update", "turn": data["turn"], "actor": data["actor"],
                                  "events": list(wire.decode(st.game, data["events"])), "view": view,
                                  "legal": data["legal"], "history_from": data["history_from"]}
            if "current" in data:
                update["current"] = data["current"]
            heard = update
            self._saw(view, update["legal"], update["turn"], update.get("current"))
        else:
            heard = data
            if data["type"] == "joined":
                st.table = data["table"]
                st.game = st.table["game"]
                st.seat = data["seat"]
                st.token = data.get("token", st.token)
                # back before the game started: no snapshot follows, so this is the return
                back_in_lobby = self.lost_at is not None and st.table["status"] == "waiting"
            elif data["type"] == "lobby":
                st.table = data["table"]
            elif data["type"] == "ended":
                st.ended = data
        self.on_message(heard["type"], heard)
        if back is not None:
            self.on_message("connection", {"type": "connection", "change": "back", "missed": back})
        if back_in_lobby:
            self.lost_at = None
            self.on_message("connection", {"type": "connection", "change": "back", "missed": []})

    def _saw(self, view: object, legal: list[str], turn: int, current: int | None) -> None:
        st = self.state
        st.view = view
        st.legal = list(legal)
        st.turn = turn
        st.current = current

    async def _reconnect(self) -> None:
        self._reconnecting = True
        try:
            await self._reconnect_now()
        finally:
            self._reconnecting = False

    async def _reconnect_now(self) -> None:
        if self.lost_at is None:  # not after a seat resumed whose next message broke: still lost
            self.lost_at = time.monotonic()
            self.on_message("connection", {"type": "connection", "change": "lost"})
        pause = FIRST_PAUSE
        deadline = self.lost_at + self.reconnect_seconds
        while not self.closing and time.monotonic() < deadline:
            await asyncio.sleep(pause * (0.8 + 0.4 * random.random()))
            pause = min(LONGEST_PAUSE, pause * 2)
            try:
                await self.sit(Sitting(token=self.state.token))
                return
            except JoinError as exc:
                if exc.code not in ("connect", "no_answer", "broken", ""):  # the seat is gone
                    break
                if self.broken >= MAX_BROKEN:
                    break
                if self.ws is not None:
                    with contextlib.suppress(Exception):
                        await self.ws.close()
                    self.ws = None
        if not self.closing:
            self.on_message("connection", {"type": "connection", "change": "gave_up"})


def sampled_state(game: str, view: Any) -> Any:
    """A full state of ``game`` that the seat of ``view`` cannot tell from the real one, made by the game's
    ``determinize`` from the view alone (the hidden cards drawn at random: they never matter to a preview
    or a rule's refusal); None for a spectator's view, a game without a sampler or a view it cannot place."""
    from beastybar_access.games import get_entry

    make = get_entry(game).determinizer()
    if make is None or getattr(view, "player", None) is None:
        return None
    try:
        return make(view, random.Random(0))
    except Exception:  # a view the sampler cannot place: previews are left out
        diagnostics.log.exception("no sampled state for the view")
        return None


def sampled_preview(state: Any, action: object, seat: int | None) -> list[Event]:
    """The events ``action`` would make in a sampled ``state``, filtered for ``seat`` as the server filters
    a move's events: the sampled hidden cards are made up, so no seat may hear them (nothing for a
    spectator, or without a sampled state)."""
    if state is None or seat is None:
        return []
    events = state.preview(action)
    return list(state.events_for(events, seat)) if hasattr(state, "events_for") else []


class ServerTable(Seating[SeatedListener]):
    """The table on a server, as a table here: what a terminal and its Presenter use of any table.

    Its seats and names (the server's list), ``view(seat)`` (this seat's latest view, the only one it
    has), listeners told ``started``, ``turn``, ``heard`` and ``ended`` as a local table tells them (the
    events the server filtered for this seat), and the chooser of this seat (:meth:`sit`): when the
    server says it is this seat's move, the chooser's ``choose`` is awaited (the person decides) and its
    action goes to the server (:meth:`RemoteTable.act`). What the view alone does not answer, a play's
    preview or the rules' reason for refusing a move, comes from a state sampled from the view by the
    game's ``determinize`` (the hidden cards never matter there).

    The connection's own messages (:class:`RemoteTable`'s ``on_message``) are handed in by the terminal:
    :meth:`show` (a snapshot), :meth:`update`, :meth:`retry` (after a refusal or a return), :meth:`lost`
    and :meth:`end`; ``on_note("not_sent")`` tells it that a move could not be sent."""

    def __init__(self, game: str, seats: Sequence[Seat], seat: int | None, connection: RemoteTable, *,
                 turns: int = 0, on_note: Callable[[str], None] | None = None) -> None:
        self.game = game
        self.seats = list(seats)
        self.seat = seat
        """This terminal's seat (None: a spectator's place)."""
        self.connection = connection
        self.turns = turns
        self.last_actor: int | None = None
        self.listeners: list[SeatedListener] = []
        self.choosers: dict[int, Chooser] = {}
        self.latest: object = None
        """This seat's view as last received."""
        self.server_current: int | None = None
        self.over = False
        self.sent_turn: int | None = None
        """The turn whose move this seat has sent, until the server answers it."""
        self.asked = False
        """The turn's question has been opened (its answer, once the question is gone, is being sent)."""
        self.on_note = on_note or (lambda _kind: None)
        self._task: asyncio.Task[None] | None = None
        self._asked_turn: int | None = None
        self._sample: Any = None
        self._tried = False

    # --- facts ------------------------------------------------------------------------------------------

    @property
    def current(self) -> int:
        """The seat to move, as the server says (a turn-based game)."""
        if self.server_current is not None:
            return self.server_current
        return int(getattr(self.latest, "current", 0))

    def is_over(self) -> bool:
        return self.over or str(getattr(self.latest, "phase", "")) == "over"

    def view(self, seat: int | None) -> object:
        return self.latest

    def choice_view(self, seat: int) -> object:
        return self.latest

    def events_for(self, events: Sequence[Event], seat: int | None) -> list[Event]:
        return list(events)  # the server filtered them for this seat

    def check(self, action: object) -> None:
        """Raise a ValueError saying why the rules refuse ``action`` now (the sampled state's reason)."""
        if action in getattr(self.latest, "legal", ()):
            return
        sample = self.sampled()
        if sample is not None:
            sample.check(action)
        raise ValueError("not a legal action now")

    def preview(self, action: object, seat: int | None) -> list[Event]:
        """What ``action`` would make now, from the sampled state, as this seat would know it (nothing for a
        spectator)."""
        return sampled_preview(self.sampled(), action, seat)

    def sampled(self) -> Any:
        """A full state that this seat's view cannot tell from the real one (None: a spectator's view)."""
        if not self._tried:
            self._tried = True
            self._sample = sampled_state(self.game, self.latest)
        return self._sample

    # --- who listens and who decides ----------------------------------------------------------------------

    def sit(self, seat: int, chooser: Chooser) -> None:
        self.choosers[seat] = chooser

    # --- what the server says -----------------------------------------------------------------------------

    def show(self, view: object, current: int | None, turn: int) -> None:
        """A snapshot: the view as it is now (nothing is said; a move sent before it is in it)."""
        self.latest = view
        self._sample, self._tried = None, False
        self.server_current = current
        self.turns = turn
        self.sent_turn = None

    def start(self) -> None:
        """The game is here: every listener hears its start, then whose move it is."""
        for listener in list(self.listeners):
            listener.started(self)
        self.after_move(None)

    def update(self, view: object, events: list[Event], actor: int | None, current: int | None, turn: int, *,
               publish: bool = True) -> None:
        """An update: the view after ``actor``'s action, its ``events``; told to the listeners (unless
        ``publish`` is False: a real-time session says them itself), then whose move it is."""
        self.latest = view
        self._sample, self._tried = None, False
        if self.sent_turn is not None and turn != self.sent_turn:
            self.sent_turn = None  # the server's answer to the move sent
        self.turns = turn
        self.server_current = current
        if actor is not None:
            self.last_actor = actor
        if not publish:
            return
        if actor is not None and events:
            if self._task is not None and actor != self.seat:
                self._cancel()
            for listener in list(self.listeners):
                listener.heard(self, events, view, actor)
        self.after_move(actor)

    def after_move(self, actor: int | None) -> None:
        """Whose move it is now: this seat's (its chooser is asked), or another's (listeners told)."""
        if self.is_over() or self.server_current is None:
            return
        current = self.server_current
        if current != self.seat:
            self._cancel()
            for listener in list(self.listeners):
                listener.turn(self, current)
            return
        self.maybe_ask()

    def retry(self) -> None:
        """The server refused the move sent, or the connection is back: ask again if it is ours."""
        self._asked_turn = None
        self.sent_turn = None
        self.maybe_ask()

    def lost(self) -> None:
        """The connection dropped: the question is closed (asked again when it is back)."""
        self._cancel()
        self.sent_turn = None

    def end(self) -> None:
        """The game is over: nothing more is asked; the listeners hear the end."""
        self.over = True
        self._cancel()
        for listener in list(self.listeners):
            listener.ended(self)

    def close(self) -> None:
        self._cancel()

    # --- this seat's move -----------------------------------------------------------------------------

    @property
    def choosing(self) -> bool:
        """This seat's chooser is deciding now."""
        return self._task is not None and not self._task.done()

    def maybe_ask(self) -> None:
        if self.seat is None or self.is_over() or self.server_current != self.seat:
            return
        if not getattr(self.latest, "legal", ()):
            return
        turn = self.turns
        if self._asked_turn == turn and self.choosing:
            return
        self._cancel()
        self._asked_turn = turn
        self.asked = False
        self._task = asyncio.get_running_loop().create_task(self._move(turn))

    def _cancel(self) -> None:
        task, self._task = self._task, None
        self._asked_turn = None
        if task is not None and not task.done():
            task.cancel()

    async def _move(self, turn: int) -> None:
        seat = self.seat
        assert seat is not None
        chooser = self.choosers[seat]
        self.asked = True  # the chooser opens its question before it first waits
        action = await chooser.choose(self.latest)
        if self.turns != turn or self.server_current != seat:
            # the table moved on while the person chose: ask for the move it is now, if it is theirs
            self._asked_turn = None
            asyncio.get_running_loop().call_soon(self.maybe_ask)
            return
        self.sent_turn = turn
        if not await self.connection.act(action):
            self.sent_turn = None
            self._asked_turn = None
            self.on_note("not_sent")


__all__ = ["MAX_BROKEN", "RECONNECT_SECONDS", "JoinError", "RemoteState", "RemoteTable", "ServerTable",
           "Sitting"]

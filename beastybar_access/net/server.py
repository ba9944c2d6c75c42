"""The server: hosts tables over WebSocket (``docs/protocol.md``).

One asyncio process. Each open table is a :class:`LiveTable` around the shared
:class:`~beastybar_access.table.Table` (:class:`NetTable`): a person at another computer is a seat whose
chooser waits for their ``act`` messages (:class:`RemoteChooser`) and whose connection is a listener of the
table (:class:`Connection`); computer seats are the table's own computer choosers. The table applies each
action once; its saver (:class:`StoreSaver`) stages the action's log entry in the store.

Nothing leaves the server before it is saved: every outgoing message waits in its connection's outbox until
the end of the event loop's pass (:meth:`GameServer.flush`), which first commits everything staged in that
pass in one SQLite transaction, then hands the messages to the connections' writers. An update carries only
the history entries the client has not had (the engines build views from a given history entry on).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import functools
import ipaddress
import logging
import random
import secrets
import sqlite3
import ssl
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Protocol

from websockets.asyncio.server import Server as WsServer
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from beastybar_access.games import game_names, get_entry, get_game
from beastybar_access.games.base import IllegalActionError
from beastybar_access.games.core import Event
from beastybar_access.games.entry import Realtime
from beastybar_access.jsontypes import JSONObject
from beastybar_access.net import wire
from beastybar_access.net.collector import collect_regularly, server_collections
from beastybar_access.net.planner import PLAN_BUDGET, PlanningDriver
from beastybar_access.net.pool import BUDGET_SECONDS, ComputerPool
from beastybar_access.net.protocol import (
    CHAT_BUDGET,
    CODE_GUESSES,
    CONNECTIONS,
    CREATES,
    FLOOD_LIMIT,
    MAX_CHAT,
    MAX_JOINS,
    MAX_MESSAGE,
    MAX_NAME,
    MAX_RATE,
    PUBLIC_TURN_SECONDS,
    VERSION,
    WAITING_TABLES,
    ActRequest,
    ClientMessage,
    CreateRequest,
    JoinRequest,
    ProtocolError,
    RateLimit,
    RematchRequest,
    RemoveRequest,
    ResumeRequest,
    clean_text,
    encode_message,
    parse_client,
    readable_seq,
)
from beastybar_access.net.store import OPEN, Batch, Store, StoredTable, new_token, token_hash
from beastybar_access.table import (
    REMOTE,
    ComputerChooser,
    EngineSecrecy,
    RealtimeDriver,
    Seat,
    Table,
    bot_levels,
    make_bot,
    play_turns,
)
from beastybar_access.table.core import check_options
from beastybar_access.table.names import ONLINE_COMPUTER_NAMES, computer_names

log = logging.getLogger("beastybar.server")

HOLD_SECONDS = 120.0
WORKER_NICE = 10
"""The hard computers' worker processes run this much below the server's priority: a busy pool does not
take the cores from the event loop, which answers everyone (issue 26)."""
RETRY_FIRST = 0.5
RETRY_LONGEST = 5.0
"""A failed commit is tried again after RETRY_FIRST seconds, the pause doubling up to RETRY_LONGEST."""
CLOSE_SECONDS = 3.0
"""Stopping waits at most this long for all the connections to close (together)."""
IDLE_SECONDS = 600.0
TAKEN_OVER = 4001
"""Close code: another connection took this seat over."""
FLOOD_CLOSE = 4008
"""Close code: the client kept flooding after being told."""
REMOVED = 4003
"""Close code: the table's creator removed this person or spectator from the table."""
TOO_MANY_CONNECTIONS = 4009
"""Close code: the address has :data:`~beastybar_access.net.protocol.CONNECTIONS` open already."""
BANNED = 4010
"""Close code: the server's host banned the connection's address (``beastybar serve``'s ``ban``)."""
REFUSAL_WAIT = 5.0
"""Seconds a refused connection is given to send its first message, answered with the refusal."""
REMATCH_SECONDS = 120.0
"""How long a finished game's offer of a rematch waits for every person's answer (the server's
``rematch_seconds``)."""
SEND_QUEUE = 1000
"""Messages waiting for one slow client before the server gives up on it."""
PERSON = "person"
Sent = tuple[str, int]
"""An update as encoded for one seat, and the count of history entries it carries."""


def spectator_view(state: object) -> object:
    """The view of someone without a seat: the engine's own spectator view."""
    view = getattr(state, "spectator_view", None)
    if view is None:
        raise ProtocolError("bad_game", "this game has no spectator view yet")
    return view()


def view_since(state: Any, seat: int | None, history_from: int) -> Any:
    """``seat``'s view (None: a spectator's) whose history holds only the entries from ``history_from`` on:
    what an update carries (the client has the earlier entries)."""
    if seat is None:
        return state.spectator_view(history_from=history_from)
    return state.view(seat, history_from=history_from)


def secrecy_for(game: str) -> EngineSecrecy:
    events_for = get_entry(game).events_for
    if events_for is None:
        raise ProtocolError("bad_game", "this game tells no seat its events yet")
    return EngineSecrecy(events_for, spectator_view)


def address_key(remote: object) -> str | None:
    """The address a connection's per-address limits count against: its IPv4 address, or the /64
    network of its IPv6 address (one machine's usual share); None without one."""
    host = remote[0] if isinstance(remote, tuple) and remote else remote
    if not isinstance(host, str) or not host:
        return None
    try:
        ip = ipaddress.ip_address(host.split("%")[0])
    except ValueError:
        return host
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((ip, 64), strict=False))
    return str(ip)


def _peer_host(remote: object) -> str:
    host = remote[0] if isinstance(remote, tuple) and remote else remote
    return host if isinstance(host, str) else ""


Network = ipaddress.IPv4Network | ipaddress.IPv6Network


def _ip_in(text: str, networks: tuple[Network, ...] | None) -> bool:
    """Whether ``text`` is an IP address (``networks`` None) inside one of ``networks``."""
    try:
        ip = ipaddress.ip_address(text.split("%")[0])
    except ValueError:
        return False
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return networks is None or any(ip in net for net in networks)


class AddressLimits:
    """One address's limits over all its connections: wrong codes and tables created (``docs/server.md``)."""

    def __init__(self) -> None:
        self.codes = RateLimit(*CODE_GUESSES)
        self.creates = RateLimit(*CREATES)
        self.last = time.monotonic()


# --- the people ----------------------------------------------------------------------------------------


class Abortable(Protocol):
    def abort(self) -> None: ...


class Socket(Protocol):
    """What the server uses of a connection: a console's or a browser's WebSocket (``ServerConnection``),
    or a browser's in-process link to its table (``terminals/web/bridge``), which the limits, refusals and
    shutdown treat alike."""

    @property
    def request(self) -> Request | None: ...

    @property
    def remote_address(self) -> object: ...

    @property
    def transport(self) -> Abortable: ...

    async def send(self, message: str, /) -> None: ...

    async def recv(self) -> str | bytes: ...

    async def close(self, code: int = 1000, reason: str = "") -> None: ...

    def __aiter__(self) -> AsyncIterator[str | bytes]: ...


class Connection:
    """One WebSocket connection: a listener of at most one table, from one seat (or as a spectator)."""

    def __init__(self, server: GameServer, ws: Socket, address: str | None = None) -> None:
        self.server = server
        self.ws = ws
        self.name: str | None = None
        self.last_seq = -1
        self.rate = RateLimit(MAX_RATE, 1.0)
        self.floods = 0
        """Messages refused as too fast in this flood (it ends after a second without one)."""
        self.flood_last = 0.0
        self.address = address
        """Whose limits this connection counts against (None: an in-process link without an address)."""
        self.joins = 0
        self.live: LiveTable | None = None
        self.opening = False
        """A table it created is being written to the store (it is at no table yet, and joins none)."""
        self._seat: int | None = None
        self.outbox: list[str | int | None] = []
        self.posted = 0
        """Items ever put in the outbox (:meth:`GameServer.post`); ``released`` of them went to the writer."""
        self.released = 0
        """Messages (encoded), a close code, or None (stop), waiting for the end of this loop pass."""
        self.queue: asyncio.Queue[str | int | None] = asyncio.Queue()
        """What the writer sends next (everything in it is saved)."""
        self.closed = False
        self.history_known = 0
        """History entries of the last view sent (an update sends only the newer ones)."""

    @property
    def seat(self) -> int | None:
        return self._seat

    # the table's listener protocol

    def started(self, table: Table) -> None:
        if self.live is not None:
            self.send_snapshot([])

    def turn(self, table: Table, seat: int) -> None:
        """Whose turn it is travels with every update (``current``)."""

    def heard(self, table: Table, events: list[Event], view: object, actor: int | None) -> None:
        """(The table's listener protocol: a :class:`NetTable` calls :meth:`hear` itself.)"""
        self.hear(table, events, actor, {})

    def hear(self, table: Table, events: list[Event], actor: int | None,
             sent: dict[tuple[int | None, int], Sent]) -> None:
        """``events`` (filtered for this seat) happened: the update with this seat's view, built from the
        history entry this client lacks on. ``sent``: the updates of this action already encoded, with
        their count of history entries, by seat and entries known (spectators share theirs)."""
        key = (self.seat, self.history_known)
        done = sent.get(key)
        if done is None:
            view = view_since(table.state, self.seat, self.history_known)
            done = sent[key] = (_update(table, actor, events, view, self.history_known), len(view.history))
        self.history_known += done[1]
        self.send_text(done[0])

    def ended(self, table: Table) -> None:
        message: JSONObject = {"type": "ended", "winners": list(table.state.winners()), "turn": table.turns}
        if self.live is not None:
            message.update(self.live.rematch_offer())
        self.send(message)

    # sending

    def send(self, message: JSONObject) -> None:
        self.send_text(encode_message(message))

    def send_text(self, text: str) -> None:
        """An encoded message, sent at the end of this loop pass (after the store's commit)."""
        if self.closed:
            return
        if self.queue.qsize() + len(self.outbox) > SEND_QUEUE:
            log.warning("a client does not read its messages; closing it")
            self.close(1008)
            return
        self.server.post(self, text)

    def refuse(self, error: ProtocolError, seq: int | None) -> None:
        """The answer to a refused message: at once while the store cannot save (it acknowledges
        nothing; the table's held updates stay held), else in order with the others."""
        if self.server.storage_down is not None and not self.closed:
            self.queue.put_nowait(encode_message(error.message(seq)))
        else:
            self.send(error.message(seq))

    def send_snapshot(self, missed: list[Event]) -> None:
        live = self.live
        if live is None or live.table is None:
            return
        table = live.table
        view = table.view(self.seat)
        self.history_known = len(getattr(view, "history", ()))
        self.send({"type": "snapshot", "turn": table.turns, "seat": self.seat, "view": wire.encode(view),
                   "legal": wire.legal_ids(view), "missed": wire.encode(missed), "current": _current(table)})

    def close(self, code: int = 1000) -> None:
        """Close the connection with ``code`` after the messages already sent to it."""
        if self.closed:
            return
        self.closed = True
        self.server.post(self, code)

    async def writer(self) -> None:
        while True:
            item = await self.queue.get()
            if item is None:
                return
            try:
                if isinstance(item, int):
                    await self.ws.close(item)
                    return
                await self.ws.send(item)
            except ConnectionClosed:
                return


def _update(table: Table, actor: int | None, events: list[Event], view: object, start: int) -> str:
    """An update message: ``events`` and ``view`` (whose history starts at entry ``start``)."""
    return encode_message({"type": "update", "turn": table.turns, "actor": actor,
                           "events": wire.encode(events), "view": wire.encode(view), "history_from": start,
                           "legal": wire.legal_ids(view), "current": _current(table)})


def _current(table: Table) -> int | None:
    state = table.state
    if state.is_over():
        return None
    current = getattr(state, "current", None)
    return current if isinstance(current, int) and current >= 0 else None


class RemoteChooser:
    """The chooser of a person's seat: it waits for their ``act``; while their seat is played by the
    computer (they dropped for longer than the hold), a normal-level computer decides instead."""

    def __init__(self, live: LiveTable, seat: int) -> None:
        self.live = live
        self.seat = seat
        self.computer: ComputerChooser | None = None
        self.view: Any = None
        self._waiting: asyncio.Future[object] | None = None

    @property
    def by_computer(self) -> bool:
        return self.computer is not None

    async def choose(self, view: object) -> object:
        """``view`` need hold only the legal actions (:meth:`NetTable.choice_view`): a computer deciding
        instead is given the seat's whole view."""
        while True:
            self.view = view
            if self.computer is not None:
                return await self.computer.choose(self.whole_view())
            self._waiting = asyncio.get_running_loop().create_future()
            timer = self.live.turn_seconds
            try:
                if timer:
                    action = await self._timed(self._waiting, timer, view)
                else:
                    action = await self._waiting
            finally:
                self._waiting = None
            if action is not None:
                return action

    async def _timed(self, waiting: asyncio.Future[object], seconds: int, view: object) -> object:
        """The turn timer: everyone is told the time at the start and at each warning; when it runs out,
        a normal computer decides this one turn (and everyone is told, seconds 0)."""
        live = self.live
        left = seconds
        for mark in [m for m in TIMER_WARNINGS if m < seconds] + [0]:
            if left != seconds or not live.turn_default:  # a default limit is said only when it nears
                live.tell_timer(self.seat, left)
            with contextlib.suppress(TimeoutError):
                return await asyncio.wait_for(asyncio.shield(waiting), left - mark)
            left = mark
        live.tell_timer(self.seat, 0)
        assert live.table is not None
        bot = make_bot(live.game, "normal", live.table.bot_seed(self.seat))
        action = await ComputerChooser(live.table, self.seat, bot=bot).choose(self.whole_view())
        if not waiting.done():
            waiting.cancel()
        return action

    def whole_view(self) -> object:
        assert self.live.table is not None
        return self.live.table.view(self.seat)

    def offer(self, action: object) -> bool:
        """A person's action for the turn being waited on; False if none is."""
        if self._waiting is None or self._waiting.done():
            return False
        self._waiting.set_result(action)
        return True

    def refused(self, error: ValueError) -> None:
        conn = self.live.connection(self.seat)
        if conn is not None:
            conn.send(_illegal(error).message())

    def to_computer(self) -> None:
        assert self.live.table is not None
        bot = make_bot(self.live.game, "normal", self.live.table.bot_seed(self.seat))
        self.computer = ComputerChooser(self.live.table, self.seat, bot=bot, pace=self.live.pace)
        if self._waiting is not None and not self._waiting.done():
            self._waiting.set_result(None)

    def to_person(self) -> None:
        self.computer = None


def _illegal(error: ValueError) -> ProtocolError:
    extra: JSONObject = {}
    if isinstance(error, IllegalActionError):  # the rules' refusal: its code and arguments go too
        extra["rule"] = error.code
        extra["args"] = {str(k): v if isinstance(v, int | str | bool) or v is None else str(v)
                         for k, v in error.args_.items()}
    return ProtocolError("illegal", str(error), **extra)


# --- tables --------------------------------------------------------------------------------------------


@dataclass
class PersonSeat:
    name: str
    token_hash: str
    conn: Connection | None = None
    state: str = "here"
    """here, held (dropped, waiting for them), computer (a computer plays it until they return)"""
    hold: asyncio.TimerHandle | None = None
    since: float = field(default_factory=time.monotonic)
    mailbox: Mailbox | None = None
    """The events they miss while away (None: here)."""
    removed: bool = False
    """The table's creator removed them: a computer plays the seat, their token is void."""
    left: bool = False
    """They left the game (``leave``): a computer plays the seat; no rematch with them."""


class StoreSaver:
    """The table's autosave: each applied action's new log entries staged in the store, committed at the
    end of the loop pass before any message of that pass is sent (:meth:`GameServer.flush`)."""

    def __init__(self, server: GameServer, table_id: int) -> None:
        self.server = server
        self.store = server.store
        self.table_id = table_id

    def save(self, table: Table, status: str | None = None) -> None:
        entries = table.state.log_since(self.store.logged(self.table_id))
        self.store.stage(self.table_id, entries, table.turns, status=status)
        self.server.schedule_flush()

    def finished(self, table: Table) -> None:
        self.save(table, "over")


class NetTable(Table):
    """The shared table as the server plays it: each seat's events filtered once, each connection's update
    built and encoded once with only the history entries its client lacks (:meth:`Connection.hear`)."""

    def choice_view(self, seat: int) -> object:
        """A person's chooser waits for their client's choice among the legal actions: its view has no
        history (the client has it); a computer's has all."""
        chooser = self.choosers.get(seat)
        if isinstance(chooser, RemoteChooser) and not chooser.by_computer:
            return view_since(self.state, seat, sys.maxsize)
        return self.view(seat)

    def publish(self, events: Sequence[Event], actor: int | None, *, save: bool = True) -> None:
        if save:
            self.autosave()
        filtered: dict[int | None, list[Event]] = {}
        sent: dict[tuple[int | None, int], Sent] = {}
        for listener in list(self.listeners):
            seat = listener.seat
            mine = filtered.get(seat)
            if mine is None:
                mine = filtered[seat] = self.events_for(events, seat)
            if isinstance(listener, Connection):
                listener.hear(self, mine, actor, sent)
            elif isinstance(listener, Mailbox):
                listener.events.extend(mine)
            else:
                listener.heard(self, mine, self.view(seat), actor)


def realtime_of(game: str) -> Realtime | None:
    """The real-time part of ``game`` as its entry tells it (None: a game of turns): whether the server's
    clock drives the game, what runs a round and starts the next, and its computer players."""
    return get_entry(game).realtime

TIMER_WARNINGS = (30, 10)
"""Seconds left at which everyone is told a person's turn timer (when the timer is longer)."""
AUTOSTART_SECONDS = 10.0
"""Between rounds, a round starts by itself after this long when no person is connected to start it."""


class LiveTable:
    """An open table: its lobby (seats, people, spectators) and, once every person's seat is taken, the
    shared :class:`Table` played by a task."""

    def __init__(self, server: GameServer, stored: StoredTable, state: Any) -> None:
        self.server = server
        self.stored = stored
        setup = stored.setup
        self.game: str = stored.game
        self.kinds: list[str] = list(setup["kinds"])
        """Per seat: "person" or a computer level."""
        self.variant: str = str(setup["variant"])
        options = setup.get("options")
        self.options: JSONObject = dict(options) if isinstance(options, dict) else {}
        """The game's table options (4 Monkeys: ``bot_speed``)."""
        self.private: bool = bool(setup.get("private", False))
        self.seed: int = int(setup["seed"])
        self.turn_seconds: int = int(setup.get("turn_seconds") or 0)
        """The turn timer (0: none, the default of a private table)."""
        self.turn_default: bool = bool(setup.get("turn_default", False))
        """The timer is a listed table's default (:data:`PUBLIC_TURN_SECONDS`), not asked for: its start is
        not said at every turn, only its warnings."""
        self.chat_budget = RateLimit(*CHAT_BUDGET)
        self.spectator_chat: bool = bool(setup.get("spectator_chat", True))
        """Whether spectators may write in the chat (the opener's choice; they always hear it)."""
        self.state = state
        self.people: dict[int, PersonSeat] = {}
        self.spectators: list[Connection] = []
        self.table: Table | None = None
        self.task: asyncio.Task[None] | None = None
        self.choosers: dict[int, RemoteChooser] = {}
        self.status = stored.status
        self.empty_since = time.monotonic()
        self.driver: RealtimeDriver | None = None
        self.wake = asyncio.Event()
        self.agreed: set[int] | None = None
        """The game is over and the table offers a rematch: the people's seats that said yes (None: no
        offer open)."""
        self.rematch_ends = 0.0
        self._rematch_timer: asyncio.TimerHandle | None = None

    @property
    def code(self) -> str:
        return self.stored.code

    def pace(self, seat: int) -> float:
        return self.server.bot_pace

    def person_seats(self) -> list[int]:
        return [i for i, k in enumerate(self.kinds) if k == PERSON]

    def free_seat(self) -> int | None:
        for seat in self.person_seats():
            if seat not in self.people:
                return seat
        return None

    def connection(self, seat: int) -> Connection | None:
        person = self.people.get(seat)
        return person.conn if person is not None else None

    def connections(self) -> list[Connection]:
        out = [p.conn for p in self.people.values() if p.conn is not None]
        return out + self.spectators

    def computer_names(self) -> dict[int, str]:
        """The computer seats' names, the same for everyone at the table: from ONLINE_COMPUTER_NAMES,
        never a name a person here has."""
        computers = [i for i, kind in enumerate(self.kinds) if kind != PERSON]
        people = [p.name for p in self.people.values() if p.name]
        names = computer_names(people, len(computers), ONLINE_COMPUTER_NAMES, lambda n: f"{n}")
        return dict(zip(computers, names, strict=True))

    def info(self, *, seats: bool = True) -> JSONObject:
        out: JSONObject = {
            "code": self.code, "game": self.game, "players": len(self.kinds), "variant": self.variant,
            "private": self.private, "status": self.status, "people": len(self.person_seats()),
            "taken": len(self.people), "spectators": len(self.spectators),
            "realtime": realtime_of(self.game) is not None, "turn_seconds": self.turn_seconds,
            "spectator_chat": self.spectator_chat,
        }
        if seats:
            rows: list[JSONObject] = []
            names = self.computer_names()
            for i, kind in enumerate(self.kinds):
                if kind == PERSON:
                    p = self.people.get(i)
                    rows.append({"seat": i, "kind": PERSON, "name": p.name if p else None, "level": None,
                                 "state": p.state if p else "empty"})
                else:
                    rows.append({"seat": i, "kind": "computer", "name": names[i], "level": kind,
                                 "state": "computer"})
            out["seats"] = rows
        return out

    def tell_timer(self, seat: int, seconds: int) -> None:
        self.tell_all({"type": "timer", "seat": seat, "seconds": seconds})

    def tell(self, change: str, seat: int | None, name: str | None, *,
             skip: Connection | None = None) -> None:
        self.tell_all({"type": "lobby", "table": self.info(), "change": change, "seat": seat, "name": name},
                      skip=skip)

    def tell_all(self, message: JSONObject, *, skip: Connection | None = None) -> None:
        """The same message to everyone at the table (encoded once), but ``skip``."""
        text = encode_message(message)
        for conn in self.connections():
            if conn is not skip:
                conn.send_text(text)

    # --- seating -------------------------------------------------------------------------------------

    def seat_person(self, conn: Connection, seat: int) -> str:
        assert conn.name is not None
        name = self.unique_name(conn.name, seat)
        token = new_token()
        hashed = token_hash(token)
        self.server.store.stage_seat(self.stored.id, seat, name, hashed)  # the answer waits for its write
        self.server.schedule_flush()
        self.people[seat] = PersonSeat(name, hashed, conn)
        conn.name = name
        self._attach(conn, seat)
        return token

    def unique_name(self, name: str, seat: int) -> str:
        """``name`` for a person at ``seat``, told apart from the other people here: a name another person
        has (regardless of case) gets the seat's number ("Jana 2"), which everyone hears."""
        taken = {p.name.casefold() for s, p in self.people.items() if s != seat}
        n = seat + 1
        candidate = name
        while candidate.casefold() in taken:
            suffix = f" {n}"
            candidate = name[:MAX_NAME - len(suffix)].rstrip() + suffix
            n += 1
        return candidate

    def _attach(self, conn: Connection, seat: int | None) -> None:
        conn.live = self
        conn._seat = seat
        if self.table is not None:
            self.table.listen(conn)

    def detach(self, conn: Connection) -> None:
        if self.table is not None:
            self.table.leave(conn)
        watched = conn in self.spectators
        if watched:
            self.spectators.remove(conn)
        conn.live = None
        conn._seat = None
        if watched and self.status in ("waiting", "playing"):
            self.tell("stopped_watching", None, conn.name)

    def maybe_start(self) -> None:
        if self.table is not None or len(self.people) < len(self.person_seats()):
            return
        self.status = "playing"
        self.server.store.stage_status(self.stored.id, "playing")
        self.server.schedule_flush()
        self.tell("started", None, None)
        self.start()

    def start(self) -> None:
        """Make the shared table (a new game, or one restored from the store) and play it."""
        names = self.computer_names()
        seats = [Seat(REMOTE, self.people[i].name) if k == PERSON else Seat(k, names[i])
                 for i, k in enumerate(self.kinds)]
        saver = StoreSaver(self.server, self.stored.id)
        table = NetTable(self.game, self.state, seats, self.seed, secrecy=secrecy_for(self.game),
                         turns=self.stored.turns, options={**self.options, "variant": self.variant},
                         saver=saver)
        self.table = table
        for i, kind in enumerate(self.kinds):
            if kind == PERSON:
                chooser = RemoteChooser(self, i)
                self.choosers[i] = chooser
                if self.people[i].state == "computer":
                    chooser.to_computer()
                table.sit(i, chooser)
            else:
                table.sit(i, ComputerChooser(table, i, pace=self.pace, thinker=self.server.pool))
        for conn in self.connections():
            table.listen(conn)
        for person in self.people.values():
            if person.mailbox is not None:
                table.listen(person.mailbox)
        realtime = realtime_of(self.game)
        if realtime is not None:
            if realtime.follow is not None:  # its computers plan in the planner's process
                self.driver = PlanningDriver(table, realtime, realtime.bot, planner=self.server.planner,
                                             wake=self.wake.set)
            else:
                self.driver = RealtimeDriver(table, realtime, realtime.bot)
            for i, person in self.people.items():
                if person.state == "computer":
                    table.seats[i] = Seat("normal", person.name)
            self.task = asyncio.get_running_loop().create_task(self._run(self._play_realtime()))
        else:
            self.task = asyncio.get_running_loop().create_task(self._run(self._play()))

    async def _run(self, play: Awaitable[None]) -> None:
        """Drive the game to its end; a failure is logged and stops this table only."""
        try:
            await play
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("table %s stopped", self.code)
            return
        self.open_rematch()
        if self.agreed is None:
            self.status = "over"
            self.server.finished(self)

    async def _play(self) -> None:
        assert self.table is not None
        await play_turns(self.table)

    async def _play_realtime(self) -> None:
        table, driver = self.table, self.driver
        assert table is not None and driver is not None
        state = table.state
        table.start()
        if driver.running:
            driver.resume_round()
        elif table.turns == 0:
            driver.start_round(self.person_seats()[0])
        idle = 0.0
        try:
            while not state.is_over():
                self.wake.clear()
                if driver.running:
                    idle = 0.0
                    now = driver.clock.ms()
                    driver.step(now)
                    due = [t for t in driver.next_due(now) if t > now]
                    delay = min(0.25, max(0.005, (min(due) - now) / 1000)) if due else 0.25
                else:
                    delay = 0.5
                    idle += delay
                    if idle >= AUTOSTART_SECONDS and not any(p.conn for p in self.people.values()):
                        driver.start_round(self.person_seats()[0])
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self.wake.wait(), delay)
        finally:
            driver.stop()  # (also when the table is closed: a planner's copy of its game is dropped)
        table.finish()

    def act_realtime(self, seat: int, msg: ActRequest) -> None:
        table, driver = self.table, self.driver
        assert table is not None and driver is not None
        if "action" not in msg:
            raise ProtocolError("bad_message", "a real-time game takes the action itself")
        try:
            action: Any = wire.decode(self.game, msg["action"])
        except wire.WireError as exc:
            raise ProtocolError("bad_message", str(exc)) from None
        if type(action) not in get_game(self.game).actions:
            raise ProtocolError("bad_message", "not an action")
        try:
            if not driver.running:
                start = driver.rules.start_action(table.state, seat, table.state.clock)
                if type(action) is not type(start):
                    table.check(replace(action, player=seat, at=table.state.clock))
                    raise ProtocolError("illegal", "the round is not running", rule="not_running")
                driver.start_round(seat)
            else:
                now = driver.clock.ms()
                driver.step(now)  # what was due before this action arrived happens first
                driver.submit(seat, replace(action, player=seat, at=max(now, table.state.clock)))
        except ProtocolError:
            raise
        except ValueError as exc:
            raise _illegal(exc) from None
        self.wake.set()

    def act(self, conn: Connection, msg: ActRequest) -> None:
        table = self.table
        seat = conn.seat
        if seat is None:
            raise ProtocolError("spectator")
        if table is None:
            raise ProtocolError("not_started")
        if table.state.is_over():
            raise ProtocolError("game_over")
        if self.driver is not None:
            self.act_realtime(seat, msg)
            return
        turn = msg.get("turn")
        if turn is not None and turn != table.turns:
            raise ProtocolError("stale", f"turn {turn} has passed; now {table.turns}")
        if _current(table) != seat:
            raise ProtocolError("not_your_turn")
        chooser = self.choosers[seat]
        view = chooser.view
        if "id" not in msg or view is None:
            raise ProtocolError("bad_message", "act by id in a turn-based game")
        ids = wire.legal_ids(view)
        try:
            action = view.legal[ids.index(msg["id"])]
        except ValueError:
            raise ProtocolError("unknown_action") from None
        if not chooser.offer(action):
            raise ProtocolError("not_your_turn")

    # --- drops and returns -----------------------------------------------------------------------------

    def dropped(self, conn: Connection) -> None:
        seat = conn.seat
        self.detach(conn)
        if seat is None:
            return
        person = self.people.get(seat)
        if person is None or person.conn is not conn:
            return
        person.conn = None
        self._away(seat, person)
        if person.state == "here":
            person.state = "held"
            person.since = time.monotonic()
            loop = asyncio.get_running_loop()
            person.hold = loop.call_later(self.server.hold_seconds, self.hold_over, seat)
            self.tell("held", seat, person.name)
        if not any(p.conn for p in self.people.values()):
            self.empty_since = time.monotonic()

    def _away(self, seat: int, person: PersonSeat) -> None:
        if person.mailbox is None:
            person.mailbox = Mailbox(seat)
            if self.table is not None:
                self.table.listen(person.mailbox)

    def hold_over(self, seat: int, *, tell: bool = True) -> None:
        """The hold of ``seat`` is over: before the start the seat is free again, after it a computer plays
        it; ``tell``: the table hears so (a person who leaves is told once, by "left")."""
        person = self.people.get(seat)
        if person is None or person.state != "held":
            return
        person.hold = None
        if self.table is None:  # before the start: the seat is free again for someone else
            del self.people[seat]
            self.server.store.stage_free_seat(self.stored.id, seat)
            self.server.schedule_flush()
            self.tell("gone", seat, person.name)
            return
        person.state = "computer"
        chooser = self.choosers.get(seat)
        if chooser is not None:
            chooser.to_computer()
        if self.driver is not None and self.table is not None:
            self.table.seats[seat] = Seat("normal", person.name)
            self.driver.bots.pop(seat, None)
            self.driver.replan()
            self.wake.set()
        if tell:
            self.tell("computer", seat, person.name)
            self.person_gone(seat, "gone")

    def returned(self, conn: Connection, seat: int) -> list[Event]:
        """``conn`` takes ``seat`` back (from the hold, the computer, or another connection); the events
        missed meanwhile."""
        person = self.people[seat]
        missed: list[Event] = []
        if person.mailbox is not None:
            missed = person.mailbox.events
            if self.table is not None:
                self.table.leave(person.mailbox)
            person.mailbox = None
        old = person.conn
        if old is not None and old is not conn:  # a second connection with the same token takes over
            self.detach(old)
            old.close(TAKEN_OVER)
        if person.hold is not None:
            person.hold.cancel()
            person.hold = None
        was = person.state
        person.state = "here"
        person.conn = conn
        conn.name = person.name
        self._attach(conn, seat)
        chooser = self.choosers.get(seat)
        if chooser is not None:
            chooser.to_person()
        if self.driver is not None and self.table is not None:
            self.table.seats[seat] = Seat(REMOTE, person.name)
            self.driver.plans.pop(seat, None)
            self.driver.replan()
        if was != "here":
            self.tell("back", seat, person.name)
        return missed

    def leave(self, conn: Connection) -> None:
        seat = conn.seat
        self.detach(conn)
        if seat is None:
            return
        person = self.people.get(seat)
        if person is None:
            return
        if self.table is None:  # before the start: the seat is free again
            del self.people[seat]
            self.server.store.stage_free_seat(self.stored.id, seat)
            self.server.schedule_flush()
            self.tell("left", seat, person.name)
        else:
            person.conn = None
            person.left = True
            self._away(seat, person)
            if person.hold is not None:
                person.hold.cancel()
            person.state = "held"
            self.hold_over(seat, tell=False)  # one line for the others: "left; a computer plays it now"
            self.tell("left", seat, person.name)
            self.person_gone(seat, "left")
        if not any(p.conn for p in self.people.values()):
            self.empty_since = time.monotonic()

    def close(self) -> None:
        if self.task is not None:
            self.task.cancel()
        if self._rematch_timer is not None:
            self._rematch_timer.cancel()
        self.agreed = None
        for person in self.people.values():
            if person.hold is not None:
                person.hold.cancel()
        self.status = "closed"
        self.tell("closed", None, None)
        for conn in list(self.connections()):
            self.detach(conn)

    def remove(self, by: Connection, msg: RemoveRequest) -> None:
        """The table's creator (seat 0) removes a person (``seat``: a computer plays it from now on and
        their token is void) or a spectator (``name``); the removed connection is closed (REMOVED)."""
        if by.seat != 0 or 0 not in self.people or self.people[0].conn is not by:
            raise ProtocolError("not_creator")
        if "seat" in msg:
            seat = msg["seat"]
            person = self.people.get(seat)
            if seat == 0 or person is None or person.removed:
                raise ProtocolError("no_person")
            self._remove_person(seat, person)
            return
        name = clean_text(msg["name"], MAX_NAME).casefold()
        target = next((c for c in self.spectators if (c.name or "").casefold() == name), None)
        if target is None:
            raise ProtocolError("no_person")
        self.spectators.remove(target)
        self.detach(target)
        target.close(REMOVED)
        self.tell("removed", None, target.name)

    def _remove_person(self, seat: int, person: PersonSeat) -> None:
        target = person.conn
        if target is not None:
            self.detach(target)
            target.close(REMOVED)
        person.conn = None
        if self.table is None:  # before the start: the seat is free again
            del self.people[seat]
            self.server.store.stage_free_seat(self.stored.id, seat)
            self.server.schedule_flush()
        else:
            person.removed = True
            person.token_hash = token_hash(new_token())  # a token nobody has: theirs resumes nothing
            self.server.store.stage_seat(self.stored.id, seat, person.name, person.token_hash)
            self.server.schedule_flush()
            self._away(seat, person)
            if person.hold is not None:
                person.hold.cancel()
            person.state = "held"
            self.hold_over(seat, tell=False)
        self.tell("removed", seat, person.name)
        if self.table is not None:
            self.person_gone(seat, "left")
        if not any(p.conn for p in self.people.values()):
            self.empty_since = time.monotonic()

    def chat(self, conn: Connection, text: str) -> None:
        message: JSONObject = {"type": "chat", "seat": conn.seat, "name": conn.name, "text": text}
        if conn.seat is None:
            message["spectator"] = True  # a spectator's line, said as one
        self.tell_all(message)

    # --- a rematch: the same people, a new game at this table ------------------------------------------

    def can_rematch(self) -> bool:
        """Whether the game's end offers a rematch: every person's seat is still theirs (nobody left or
        was removed) and the server is not stopping."""
        return (self.table is not None and self.status not in ("closed",) and not self.server.stopping
                and all(seat in self.people and not self.people[seat].left and not self.people[seat].removed
                        for seat in self.person_seats()))

    def open_rematch(self) -> None:
        """The game is over: offer a rematch (once; the people answer within the server's
        ``rematch_seconds``). Saved as the table's status, so a restarted server offers it again."""
        if self.agreed is not None or self.table is None or not self.table.state.is_over() \
                or not self.can_rematch():
            return
        self.agreed = set()
        self.status = "rematch"
        self.server.store.stage_status(self.stored.id, "rematch")
        self.server.schedule_flush()
        seconds = self.server.options.rematch_seconds
        self.rematch_ends = time.monotonic() + seconds
        loop = asyncio.get_running_loop()
        self._rematch_timer = loop.call_later(seconds, self.rematch_over, "expired", None)

    def rematch_offer(self) -> JSONObject:
        """What the ``ended`` message says of the rematch: the offer and its seconds (nothing: none)."""
        self.open_rematch()
        if self.agreed is None:
            return {}
        return {"rematch": {"seconds": max(0, round(self.rematch_ends - time.monotonic()))}}

    def rematch_message(self, change: str, seat: int | None) -> JSONObject:
        """The offer as it is now (``change``: what changed; ``seat``: whose answer, or None)."""
        agreed = self.agreed or set()
        person = self.people.get(seat) if seat is not None else None
        return {"type": "rematch", "change": change, "seat": seat, "name": person.name if person else None,
                "agreed": sorted(agreed), "waiting": [s for s in self.person_seats() if s not in agreed],
                "seconds": max(0, round(self.rematch_ends - time.monotonic()))}

    def tell_rematch(self, message: JSONObject, asker: tuple[Connection, int] | None) -> None:
        """``message`` to everyone here; the asker's copy answers their message (``re``)."""
        if asker is None:
            self.tell_all(message)
            return
        self.tell_all(message, skip=asker[0])
        asker[0].send({**message, "re": asker[1]})

    def answer_rematch(self, conn: Connection, msg: RematchRequest) -> None:
        """A person's answer to the offer: yes (when everyone has said it, the new game starts) or no (the
        offer ends for everyone)."""
        seat = conn.seat
        if seat is None:
            raise ProtocolError("spectator")
        if self.agreed is None:
            raise ProtocolError("no_rematch", "no rematch is offered at this table now")
        if not msg["agree"]:
            self.rematch_over("declined", seat, (conn, msg["seq"]))
            return
        if seat in self.agreed:  # said again: answered, not told the table again (no flood of it)
            conn.send({**self.rematch_message("agreed", seat), "re": msg["seq"]})
            return
        self.agreed.add(seat)
        if any(s not in self.agreed for s in self.person_seats()):
            self.tell_rematch(self.rematch_message("agreed", seat), (conn, msg["seq"]))
            return
        self.tell_rematch(self.rematch_message("started", seat), (conn, msg["seq"]))
        self.start_rematch()

    def rematch_over(self, change: str, seat: int | None, asker: tuple[Connection, int] | None = None
                     ) -> None:
        """The offer ends without a new game (``change``: declined, left, gone, expired): everyone hears
        why, and the table closes as a table whose game ended."""
        if self.agreed is None:
            return
        message = self.rematch_message(change, seat)
        self.agreed = None
        if self._rematch_timer is not None:
            self._rematch_timer.cancel()
            self._rematch_timer = None
        self.status = "over"
        self.server.store.stage_status(self.stored.id, "over")
        self.server.schedule_flush()
        self.tell_rematch(message, asker)
        self.server.finished(self)

    def person_gone(self, seat: int, change: str) -> None:
        """A person left, was removed, or did not come back in time: an open offer ends."""
        if self.agreed is not None:
            self.rematch_over(change, seat)

    def start_rematch(self) -> None:
        """Everyone said yes: a new game at this table, with the same seats, names and options and a new
        deal; the same seat tokens; spectators stay and watch it."""
        self.agreed = None
        if self._rematch_timer is not None:
            self._rematch_timer.cancel()
            self._rematch_timer = None
        old = self.table
        if old is not None:
            for listener in list(old.listeners):
                old.leave(listener)
        seed = self.server.new_seed()
        setup: JSONObject = {**self.stored.setup, "seed": seed}
        seconds = setup.get("round_seconds")
        length = {"round_ms": seconds * 1000} if isinstance(seconds, int) else {}
        state = get_game(self.game).new_game(len(self.kinds), seed=seed, variant=self.variant, **length)
        self.server.store.stage_new_game(self.stored.id, setup, state.to_json())
        self.server.schedule_flush()
        self.stored.setup, self.stored.turns, self.stored.status = setup, 0, "playing"
        self.seed, self.state, self.status = seed, state, "playing"
        self.table, self.task, self.driver, self.choosers = None, None, None, {}
        for seat, person in self.people.items():
            if person.mailbox is not None:
                person.mailbox = Mailbox(seat)
        self.start()


class Mailbox:
    """While a person is away: a silent listener from their seat, keeping the events they miss."""

    def __init__(self, seat: int) -> None:
        self._seat = seat
        self.events: list[Event] = []

    @property
    def seat(self) -> int | None:
        return self._seat

    def started(self, table: Table) -> None: ...

    def turn(self, table: Table, seat: int) -> None: ...

    def heard(self, table: Table, events: list[Event], view: object, actor: int | None) -> None:
        self.events.extend(events)

    def ended(self, table: Table) -> None: ...


# --- the server ----------------------------------------------------------------------------------------


class WebHooks(Protocol):
    """What a browser needs of the server besides the protocol (``terminals/web``, passed in by
    ``beastybar serve``): the page's files for plain HTTP requests, and the browser protocol's endpoint."""

    def http(self, connection: ServerConnection, request: Request) -> Response | None:
        """The answer to a plain HTTP request (None: a WebSocket handshake, which goes on)."""

    def wants(self, path: str) -> bool:
        """Whether a WebSocket on ``path`` speaks the browser protocol (else the protocol of this module)."""

    async def browser(self, server: GameServer, ws: ServerConnection) -> None:
        """Serve one browser's WebSocket until it closes."""


@dataclass
class ServerOptions:
    host: str = "127.0.0.1"
    port: int = 8765
    data: Path = Path("server-data")
    tls_cert: Path | None = None
    tls_key: Path | None = None
    hold_seconds: float = HOLD_SECONDS
    idle_seconds: float = IDLE_SECONDS
    bot_pace: float = 1.0
    """Seconds a computer player waits before its move (people follow the game)."""
    seed: int | None = None
    """For tests: the tables' deals come from this seed, the same each run (None: unpredictable)."""
    web: WebHooks | None = None
    """The browser's page and endpoint on the same host and port (None: the protocol only)."""
    address_limits: bool = True
    """Per-address limits on wrong codes, new tables and open connections (off: benchmarks from one
    address)."""
    connections_per_address: int = CONNECTIONS
    """Open connections one address may have at once (with ``address_limits``)."""
    public_turn_seconds: int = PUBLIC_TURN_SECONDS
    """The turn timer of a listed table opened without one (0: none)."""
    bot_workers: int | None = None
    """Worker processes for the computer players' hard decisions (None: the cores but one, at least 1)."""
    bot_budget: float = BUDGET_SECONDS
    """Seconds a pooled decision may take (waiting for a worker too); then a cheaper level moves."""
    rematch_seconds: float = REMATCH_SECONDS
    """How long a finished game's offer of a rematch waits for every person's answer."""
    trusted_proxies: tuple[str, ...] = ()
    """Addresses or networks of reverse proxies in front of the server: a connection from one of them
    counts against the address its ``X-Forwarded-For`` names (the last one there that is not a trusted
    proxy); from anyone else that header is ignored (it could say anything)."""


def _games_info() -> JSONObject:
    out: JSONObject = {}
    for name in game_names():
        spec = get_game(name)
        out[name] = {"min": spec.min_players, "max": spec.max_players, "variants": list(spec.variants)}
    return out


class GameServer:
    def __init__(self, options: ServerOptions) -> None:
        self.options = options
        self.store = Store(options.data)
        self.hold_seconds = options.hold_seconds
        self.bot_pace = options.bot_pace
        self.tables: dict[str, LiveTable] = {}
        self.by_id: dict[int, LiveTable] = {}
        self.ws_server: WsServer | None = None
        self.connections: set[Connection] = set()
        self.browsers: set[Socket] = set()
        """The browsers' WebSockets (``WebHooks.browser``), closed with the rest when the server stops."""
        self.games = _games_info()
        self._deals = random.Random(options.seed) if options.seed is not None else None
        self.levels = tuple(bot_levels())
        self._sweeper: asyncio.Task[None] | None = None
        self.limits: dict[str, AddressLimits] = {}
        self.open_by_address: dict[str, int] = {}
        self.banned: set[str] = set()
        """Addresses the host banned (:meth:`ban`) while the server runs."""
        self._proxies = tuple(ipaddress.ip_network(p, strict=False) for p in options.trusted_proxies)
        """Open connections (the protocol's and browsers') per address."""
        self.creators: dict[str, str] = {}
        """Table code -> the address that created it (while it lives here)."""
        self._outgoing: dict[Connection, None] = {}
        """The connections with messages in their outbox (in order of their first)."""
        self._flush: asyncio.Handle | None = None
        self.storage_down: str | None = None
        """Why the store cannot save now (None: it can); moves wait for it (issue 27)."""
        self._told_down: set[Connection] = set()
        """Who was told the server cannot save (they hear when it can again)."""
        self._retry = RETRY_FIRST
        self._releasing = False
        self._writer_thread = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="store")
        self.pool = ComputerPool(options.bot_workers, options.bot_budget, nice=WORKER_NICE)
        """The computer players' worker processes (started at the first hard decision)."""
        self.planner = ComputerPool(1, PLAN_BUDGET)
        """The real-time tables' computer players plan in this worker process (started at the first plan)."""
        """The store's batches are written here, off the event loop."""
        self._writing: asyncio.Future[None] | None = None
        self._in_flight: set[int] = set()
        self._opening: set[asyncio.Task[None]] = set()
        """New tables being written to the store (:meth:`_open_table`)."""
        self._again = False
        self._stopping = False

    @property
    def stopping(self) -> bool:
        return self._stopping

    def new_seed(self) -> int:
        """A new table's (or a rematch's) deal: the next of ``--seed``'s (tests: the same every run), else
        unpredictable."""
        return self._deals.getrandbits(62) if self._deals is not None else secrets.randbits(62)

    def deal_from(self, seed: int) -> bool:
        """Only with ``--seed`` (tests): the next tables are dealt from ``seed`` (the browser's
        ``/?quick=GAME&seed=N``). False without ``--seed``: deals stay unpredictable."""
        if self._deals is None:
            return False
        self._deals = random.Random(seed)
        return True

    # --- what goes out -----------------------------------------------------------------------------------

    def post(self, conn: Connection, item: str | int | None) -> None:
        """``item`` for ``conn``'s writer at the end of this loop pass (:meth:`flush`)."""
        conn.outbox.append(item)
        conn.posted += 1
        self._outgoing[conn] = None
        self.schedule_flush()

    def schedule_flush(self) -> None:
        if self._flush is None:
            self._flush = asyncio.get_running_loop().call_soon(self.flush)
        elif self.storage_down is not None and not self._releasing:
            # the store cannot save: what does not wait for a commit goes out now, not at the next try
            self._releasing = True
            asyncio.get_running_loop().call_soon(self._release_unsaved_free)

    def _release_unsaved_free(self) -> None:
        self._releasing = False
        self._release(self._held())

    def _held(self) -> set[int]:
        """The tables whose entries are staged or being written: their messages wait."""
        return set(self.store.staged_tables()) | self._in_flight

    def _release_marked(self, marks: dict[Connection, int]) -> None:
        """Each outbox's items up to ``marks[conn]`` (its count of items posted when the batch just
        written was taken) to their writers; what was posted since waits for the next batch."""
        for conn, mark in marks.items():
            self._drain(conn, mark)

    def _drain(self, conn: Connection, upto: int) -> None:
        """``conn``'s outbox to its writer until ``upto`` of its items ever posted have gone."""
        count = max(0, min(upto - conn.released, len(conn.outbox)))
        items, conn.outbox[:] = conn.outbox[:count], conn.outbox[count:]
        conn.released += count
        for item in items:
            conn.queue.put_nowait(item)
        if not conn.outbox:
            self._outgoing.pop(conn, None)

    def _release(self, held: set[int]) -> None:
        """Every outbox to its writer, but those of connections at the tables ``held`` (whose messages tell
        what is not saved yet)."""
        for conn in list(self._outgoing):
            live = conn.live
            if live is None or live.stored.id not in held:
                self._drain(conn, conn.posted)

    def flush(self) -> None:
        """Write what the tables staged (one transaction, in the store's worker thread: the loop answers
        meanwhile), then release the messages posted before it to their writers (:meth:`_written`).
        Nothing unsaved is acknowledged."""
        self._flush = None
        if self._writing is not None or self._stopping:  # the batch being written flushes again at its end
            self._again = True
            self._release(self._held())  # what does not wait for it goes now
            return
        probe = self.storage_down is not None and not self.store.dirty
        batch = self.store.take_batch()
        marks = {conn: conn.posted for conn in self._outgoing}
        if not batch and not probe:
            self._release_marked(marks)
            return
        self._in_flight = set(batch)
        work = self.store.probe if probe else functools.partial(self.store.write_batch, batch)
        self._writing = asyncio.get_running_loop().run_in_executor(self._writer_thread, work)
        self._writing.add_done_callback(functools.partial(self._written, batch, marks))

    def _written(self, batch: Batch, marks: dict[Connection, int],
                 done: asyncio.Future[None]) -> None:
        """The batch is written: its messages go. It failed: the batch is staged again, said
        (:meth:`storage_failed`), and tried again with growing pauses; the messages of its tables wait,
        the others' go."""
        self._writing = None
        self._in_flight = set()
        error = done.exception() if not done.cancelled() else asyncio.CancelledError()
        if self._stopping:
            if error is not None:
                self.store.return_batch(batch)
            return
        if error is not None:
            self.store.return_batch(batch)
            if not isinstance(error, sqlite3.Error):
                log.error("the store failed: %r", error)
            self.storage_failed(error)
            self._flush = asyncio.get_running_loop().call_later(self._retry, self.flush)
            self._retry = min(RETRY_LONGEST, self._retry * 2)
            self._release(self._held())
            return
        if self.storage_down is not None:
            self.storage_back()
        self._release_marked(marks)
        if self._again or self.store.dirty or self._outgoing:
            self._again = False
            self.schedule_flush()

    def storage_failed(self, exc: BaseException) -> None:
        """The store cannot save (a locked database, a full disk, a vanished file): said once to the log
        and to the people at the tables whose moves wait; moves are refused until it can again."""
        staged = [self.by_id[t] for t in self.store.staged_tables() if t in self.by_id]
        if self.storage_down is None:
            self.storage_down = str(exc)[:200] or type(exc).__name__
            log.error("the server cannot save: %s; moves wait and new ones are refused until it can",
                      self.storage_down)
        self.tell_storage([c for live in staged for c in live.connections()], False)

    def storage_back(self) -> None:
        log.warning("the server can save again (after: %s)", self.storage_down)
        self.storage_down = None
        self._retry = RETRY_FIRST
        told, self._told_down = self._told_down, set()
        self.tell_storage([c for c in told if not c.closed], True)

    def tell_storage(self, conns: list[Connection], ok: bool) -> None:
        """``storage`` to ``conns`` at once (not after the commit it is about)."""
        text = encode_message({"type": "storage", "ok": ok})
        for conn in conns:
            if ok or conn not in self._told_down:
                if not ok:
                    self._told_down.add(conn)
                if not conn.closed:
                    conn.queue.put_nowait(text)

    # --- life ------------------------------------------------------------------------------------------

    async def start(self) -> WsServer:
        self.restore()
        context = None
        if self.options.tls_cert is not None:
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            context.load_cert_chain(self.options.tls_cert, self.options.tls_key)
        web = self.options.web
        self.ws_server = await serve(self.handle, self.options.host, self.options.port, ssl=context,
                                     max_size=MAX_MESSAGE, ping_interval=20, ping_timeout=20,
                                     max_queue=32, compression=None,
                                     process_request=web.http if web is not None else None)
        self._sweeper = asyncio.get_running_loop().create_task(self._sweep())
        return self.ws_server

    @property
    def port(self) -> int:
        assert self.ws_server is not None
        return int(next(iter(self.ws_server.sockets)).getsockname()[1])

    async def stop(self) -> None:
        """Stop: the tables' last moves saved if the store can, every connection closed at once, the whole
        wait at most :data:`CLOSE_SECONDS` (a client that stopped reading is cut off)."""
        if self._sweeper is not None:
            self._sweeper.cancel()
        for live in list(self.tables.values()):
            if live.task is not None:
                live.task.cancel()
            if live._rematch_timer is not None:  # the offer stays saved: the next start offers it again
                live._rematch_timer.cancel()
        for opening in list(self._opening):  # a new table not yet written: its creator is not answered
            opening.cancel()
        self._stopping = True
        if self._flush is not None:
            self._flush.cancel()
            self._flush = None
        if self._writing is not None:  # the batch being written: its end (bounded by the busy time-out)
            with contextlib.suppress(Exception):
                await asyncio.wait_for(asyncio.shield(self._writing), CLOSE_SECONDS)
        try:
            self.store.commit()  # the last moves; the messages about them go before the close
        except sqlite3.Error as exc:
            log.error("the last moves could not be saved before the stop: %s", exc)
        else:
            self._release(set())
        self._writer_thread.shutdown(wait=False)
        self.pool.shutdown()
        self.planner.shutdown()
        if self.ws_server is not None:
            self.ws_server.close(close_connections=False)
            sockets = [conn.ws for conn in self.connections] + list(self.browsers)
            closing = [asyncio.ensure_future(ws.close(1012)) for ws in sockets]
            if closing:
                await asyncio.wait(closing, timeout=CLOSE_SECONDS)
            for ws, task in zip(sockets, closing, strict=True):
                if not task.done():
                    task.cancel()
                    ws.transport.abort()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.ws_server.wait_closed(), CLOSE_SECONDS)
        self.store.close()

    def restore(self) -> None:
        """Every open table from the store: its game rebuilt from seed and log; its people held."""
        for stored in self.store.open_tables():
            try:
                state = get_game(stored.game).from_json(self.store.saved_game(stored.id))
                if not isinstance(stored.setup.get("kinds"), list):
                    raise ValueError("the set-up has no seats")
                options = stored.setup.get("options", {})
                if not isinstance(options, dict):
                    raise ValueError("the set-up's options are not an object")
                check_options(stored.game, options)  # the limits a new table has (issue 27)
            except Exception as exc:  # one damaged table is put aside; the others open
                self.store.put_aside(stored.id, stored.code, repr(exc))
                continue
            live = LiveTable(self, stored, state)
            loop = asyncio.get_running_loop()
            for seat, name in stored.names.items():
                person = PersonSeat(name, stored.tokens.get(seat, ""), None, "held", mailbox=Mailbox(seat))
                person.hold = loop.call_later(self.hold_seconds, live.hold_over, seat)
                live.people[seat] = person
            self._register(live)
            if stored.status in ("playing", "rematch"):
                live.start()  # a game whose rematch was offered ends at once, and offers it again

    def _register(self, live: LiveTable) -> None:
        self.tables[live.code] = live
        self.by_id[live.stored.id] = live

    def finished(self, live: LiveTable) -> None:
        self.tables.pop(live.code, None)
        self.creators.pop(live.code, None)
        self.by_id.pop(live.stored.id, None)

    async def _sweep(self) -> None:
        while True:
            await asyncio.sleep(min(30.0, max(0.5, self.options.idle_seconds / 4)))
            now = time.monotonic()
            for key in [k for k, v in self.limits.items() if now - v.last > 600]:
                del self.limits[key]
            for live in list(self.tables.values()):
                if any(p.conn for p in live.people.values()):
                    continue
                if now - live.empty_since >= self.options.idle_seconds:
                    live.close()
                    self.store.stage_status(live.stored.id, "closed")
                    self.schedule_flush()
                    self.finished(live)

    # --- a connection ------------------------------------------------------------------------------------

    def address_of(self, ws: Socket) -> str | None:
        """The address a connection counts against in the per-address limits and the log: its peer's
        (:func:`address_key`), or behind a trusted proxy the client's that the proxy forwards."""
        peer = ws.remote_address
        if self._proxies and _ip_in(_peer_host(peer), self._proxies):
            request = ws.request
            headers = request.headers.get_all("X-Forwarded-For") if request is not None else []
            hops = [h.strip() for line in headers for h in line.split(",") if h.strip()]
            for hop in reversed(hops[-20:]):  # nearest first; the first not ours is the client
                if not _ip_in(hop, self._proxies):
                    if _ip_in(hop, None):
                        return address_key(hop)
                    break  # not an address: the proxy's own counts
        return address_key(peer)

    async def handle(self, ws: Socket) -> None:
        address = self.address_of(ws)
        if address is not None and address in self.banned:
            await self._refuse_connection(ws, "banned")
            return
        counted = address is not None and self.options.address_limits
        if counted:
            assert address is not None
            if self.open_by_address.get(address, 0) >= self.options.connections_per_address:
                await self._refuse_connection(ws)
                return
            self.open_by_address[address] = self.open_by_address.get(address, 0) + 1
        try:
            await self._handle(ws, address)
        finally:
            if counted:
                assert address is not None
                left = self.open_by_address.get(address, 1) - 1
                if left > 0:
                    self.open_by_address[address] = left
                else:
                    self.open_by_address.pop(address, None)

    async def _refuse_connection(self, ws: Socket, code: str = "too_many_connections") -> None:
        """A connection refused for its address (one too many, or ``banned``): its first message (if it
        comes soon) is answered with ``code``, and the connection is closed (TOO_MANY_CONNECTIONS,
        BANNED)."""
        log.warning("refused a connection from %s: %s", self.address_of(ws), code)
        web = self.options.web
        browser = web is not None and web.wants(ws.request.path if ws.request is not None else "/")
        with contextlib.suppress(ConnectionClosed, TimeoutError):
            if not browser:
                raw = await asyncio.wait_for(ws.recv(), REFUSAL_WAIT)
                error = ProtocolError(code, "this address is refused")
                await ws.send(encode_message(error.message(readable_seq(raw))))
        with contextlib.suppress(ConnectionClosed):
            await ws.close(BANNED if code == "banned" else TOO_MANY_CONNECTIONS, code)

    # --- the host's commands (``beastybar serve``'s admin lines) -----------------------------------------

    def ban(self, text: str) -> str | None:
        """Refuse connections from the address ``text`` (and close its open ones) while the server runs;
        the address as it is counted (an IPv6 address's /64), or None if ``text`` is not an address."""
        address = address_key(text.strip()) if _ip_in(text.strip(), None) else None
        if address is None:
            return None
        self.banned.add(address)
        for conn in [c for c in self.connections if c.address == address]:
            conn.close(BANNED)
        for ws in [ws for ws in self.browsers if self.address_of(ws) == address]:
            asyncio.get_running_loop().create_task(ws.close(BANNED, "banned"))
        return address

    def unban(self, text: str) -> str | None:
        """Connections from ``text`` are accepted again; the address, or None if it was not banned."""
        address = address_key(text.strip()) if _ip_in(text.strip(), None) else None
        if address is None or address not in self.banned:
            return None
        self.banned.discard(address)
        return address

    def close_table(self, code: str) -> bool:
        """Close the open table ``code`` (everyone there is told, the game ends); False: no such table."""
        live = self.tables.get(code.replace(" ", ""))
        if live is None:
            return False
        live.close()
        self.store.stage_status(live.stored.id, "closed")
        self.schedule_flush()
        self.finished(live)
        return True

    async def _handle(self, ws: Socket, address: str | None) -> None:
        web = self.options.web
        if web is not None and isinstance(ws, ServerConnection) \
                and web.wants(ws.request.path if ws.request is not None else "/"):  # a page's own socket
            self.browsers.add(ws)
            try:
                await web.browser(self, ws)
            finally:
                self.browsers.discard(ws)
            return
        conn = Connection(self, ws, address)
        self.connections.add(conn)
        writer = asyncio.get_running_loop().create_task(conn.writer())
        try:
            async for raw in ws:
                now = time.monotonic()
                if not conn.rate.allow(now):
                    # a flood is counted until a whole second passes without a refused message (the
                    # lines allowed between refused ones do not end it), then the connection is closed
                    conn.floods += 1
                    conn.flood_last = now
                    if conn.floods > FLOOD_LIMIT:
                        log.warning("closed a flooding connection from %s", conn.address)
                        conn.close(FLOOD_CLOSE)
                        break
                    if conn.floods == 1 or conn.floods % MAX_RATE == 0:
                        conn.send(ProtocolError("too_fast").message(readable_seq(raw)))
                    continue
                if conn.floods and now - conn.flood_last > 1.0:
                    conn.floods = 0
                self.receive(conn, raw)
        except ConnectionClosed:
            pass
        finally:
            self.connections.discard(conn)
            if conn.live is not None:
                conn.live.dropped(conn)
            conn.closed = True
            self.post(conn, None)
            await writer

    def receive(self, conn: Connection, raw: str | bytes) -> None:
        seq: int | None = None
        try:
            msg = parse_client(raw)
            seq = msg["seq"]
            if seq <= conn.last_seq:
                raise ProtocolError("replayed", f"seq {seq} after {conn.last_seq}")
            conn.last_seq = seq
            self.dispatch(conn, msg)
        except ProtocolError as exc:
            conn.refuse(exc, seq if seq is not None else exc.seq)
        except sqlite3.Error as exc:  # the store cannot save now: refused, said, the table goes on
            self.cannot_save(conn, exc, seq)
        except Exception:  # the server goes on whatever one message does
            log.exception("a message failed")
            conn.send(ProtocolError("server").message(seq))

    def cannot_save(self, conn: Connection, exc: sqlite3.Error, seq: int | None) -> None:
        """A request the store failed to save: refused (``cannot_save``), the failure noted, tried again."""
        if self.storage_down is None:
            self.storage_down = str(exc)[:200]
            log.error("the server cannot save: %s", self.storage_down)
            self.schedule_flush()  # tries again, and says when it can
        conn.refuse(ProtocolError("cannot_save"), seq)

    def dispatch(self, conn: Connection, msg: ClientMessage) -> None:
        if msg["type"] == "hello":
            if conn.live is not None:  # one name at a table: nobody renames a seat or a spectator
                raise ProtocolError("already_at_table", "hello again at a table")
            if msg["version"] != VERSION:
                raise ProtocolError("version", f"this server speaks version {VERSION}")
            name = clean_text(msg["name"], MAX_NAME)
            if not name:
                raise ProtocolError("bad_name")
            conn.name = name
            conn.send({"type": "welcome", "version": VERSION, "server": "beastybar_access", "name": name,
                       "limits": {"message_bytes": MAX_MESSAGE, "messages_per_second": MAX_RATE,
                                  "joins": MAX_JOINS, "name": MAX_NAME, "chat": MAX_CHAT,
                                  "hold_seconds": int(self.hold_seconds)},
                       "games": self.games, "re": msg["seq"]})
            return
        if conn.name is None:
            raise ProtocolError("hello_first")
        if msg["type"] == "list":
            tables = [t.info(seats=False) for t in self.tables.values()
                      if not t.private and t.status in ("waiting", "playing")]
            conn.send({"type": "tables", "tables": tables, "re": msg["seq"]})
        elif msg["type"] == "create":
            self.count_join(conn)
            self._create(conn, msg)
        elif msg["type"] == "join":
            self.count_join(conn)
            self._join(conn, msg)
        elif msg["type"] == "resume":
            self.count_join(conn)
            self._resume(conn, msg)
        elif msg["type"] == "act":
            if conn.live is None:
                raise ProtocolError("not_at_table")
            if self.storage_down is not None:
                raise ProtocolError("cannot_save")
            conn.live.act(conn, msg)
        elif msg["type"] == "chat":
            if conn.live is None:
                raise ProtocolError("not_at_table")
            text = clean_text(msg["text"], MAX_CHAT)
            if conn.seat is None and not conn.live.spectator_chat:
                raise ProtocolError("spectators_silent")
            if text:
                budget, now = conn.live.chat_budget, time.monotonic()
                if not budget.allow(now):
                    raise ProtocolError("chat_budget", "the table's chat is busy",
                                        retry=max(1, round(budget.wait(now))))
                conn.live.chat(conn, text)
        elif msg["type"] == "leave":
            if conn.live is None:
                raise ProtocolError("not_at_table")
            conn.live.leave(conn)
            conn.send({"type": "left", "re": msg["seq"]})
        elif msg["type"] == "remove":
            if conn.live is None:
                raise ProtocolError("not_at_table")
            conn.live.remove(conn, msg)
        else:
            if conn.live is None:
                raise ProtocolError("not_at_table")
            if self.storage_down is not None:
                raise ProtocolError("cannot_save")
            conn.live.answer_rematch(conn, msg)

    @staticmethod
    def count_join(conn: Connection) -> None:
        """``create``, ``join`` and ``resume``: refused at a table (or while one opens for ``conn``), and
        after MAX_JOINS of them on one connection."""
        if conn.live is not None or conn.opening:
            raise ProtocolError("already_at_table")
        conn.joins += 1
        if conn.joins > MAX_JOINS:
            raise ProtocolError("too_many_joins")

    def address_limits(self, conn: Connection) -> AddressLimits | None:
        """The limits ``conn`` counts against (None: none, without an address or with the limits off)."""
        if conn.address is None or not self.options.address_limits:
            return None
        limits = self.limits.get(conn.address)
        if limits is None:
            limits = self.limits[conn.address] = AddressLimits()
        limits.last = time.monotonic()
        return limits

    def _create(self, conn: Connection, msg: CreateRequest) -> None:
        limits = self.address_limits(conn)
        if limits is not None:
            waiting = sum(1 for code, address in self.creators.items() if address == conn.address
                          and code in self.tables and self.tables[code].status == "waiting")
            now = time.monotonic()
            if waiting >= WAITING_TABLES:
                raise ProtocolError("slow_down", "too many tables of this address wait for people",
                                    retry=60)
            if not limits.creates.allow(now):
                raise ProtocolError("slow_down", "too many new tables from this address",
                                    retry=max(1, round(limits.creates.wait(now))))
        self._create_table(conn, msg)

    def _create_table(self, conn: Connection, msg: CreateRequest) -> None:
        game = msg["game"]
        if game not in self.games:
            raise ProtocolError("bad_game", f"unknown game {game[:30]!r}")
        spec = get_game(game)
        players = msg["players"]
        if not spec.min_players <= players <= spec.max_players:
            raise ProtocolError("bad_game", f"{game} is for {spec.min_players} to {spec.max_players} players")
        variant = msg.get("variant", spec.variants[0])
        if variant not in spec.variants:
            raise ProtocolError("bad_game", f"unknown variant {variant[:30]!r}")
        bots = list(msg.get("bots", []))
        if len(bots) >= players or any(b not in self.levels for b in bots):
            raise ProtocolError("bad_game", "a computer level per seat not for a person; one person at least")
        kinds = [PERSON] * (players - len(bots)) + bots
        seed = self.new_seed()
        options: JSONObject = {}
        if "bot_speed" in msg:  # a real-time game's computers' speed (4 Monkeys)
            options["bot_speed"] = msg["bot_speed"]
            try:
                if realtime_of(game) is None:
                    raise ValueError("this game has no computer speed")
                check_options(game, options)
            except ValueError as exc:
                raise ProtocolError("bad_game", str(exc)) from None
        seconds = msg.get("round_seconds")
        length = {} if seconds is None else {"round_ms": seconds * 1000}
        try:
            state = spec.new_game(players, seed=seed, variant=variant, **length)
        except TypeError:
            raise ProtocolError("bad_game", "this game has no round length") from None
        private = msg.get("private", False)
        turn_seconds = msg.get("turn_seconds", 0)
        default = not private and not turn_seconds and realtime_of(game) is None \
            and self.options.public_turn_seconds > 0
        if default:  # a listed table: a person who never moves does not stall it (issue 26)
            turn_seconds = self.options.public_turn_seconds
        setup: JSONObject = {"kinds": kinds, "variant": variant, "seed": seed, "private": private,
                             "options": options, "turn_seconds": turn_seconds, "turn_default": default,
                             "round_seconds": seconds, "spectator_chat": msg.get("spectator_chat", True)}
        if self.storage_down is not None:
            raise ProtocolError("cannot_save")
        conn.opening = True
        task = asyncio.get_running_loop().create_task(self._open_table(conn, msg, game, setup, state))
        self._opening.add(task)
        task.add_done_callback(self._opening.discard)

    async def _open_table(self, conn: Connection, msg: CreateRequest, game: str, setup: JSONObject,
                          state: Any) -> None:
        """The new table's row written in the store's worker thread (after the batch being written; the
        loop answers everyone else meanwhile), then its creator seated and answered."""
        work = functools.partial(self.store.create_table, game, setup, state.to_json(),
                                 private=setup["private"] is True)
        try:
            stored = await asyncio.get_running_loop().run_in_executor(self._writer_thread, work)
        except sqlite3.Error as exc:
            conn.opening = False
            self.cannot_save(conn, exc, msg["seq"])
            return
        except Exception:
            conn.opening = False
            log.exception("a new table failed")
            conn.send(ProtocolError("server").message(msg["seq"]))
            return
        conn.opening = False
        if conn.closed or self._stopping:  # its creator is gone: nobody will sit there
            self.store.stage_status(stored.id, "closed")
            self.schedule_flush()
            return
        live = LiveTable(self, stored, state)
        self._register(live)
        if conn.address is not None:
            self.creators[live.code] = conn.address
        token = live.seat_person(conn, 0)
        conn.send({"type": "joined", "table": live.info(), "seat": 0, "token": token, "re": msg["seq"]})
        live.tell("joined", 0, conn.name)
        live.maybe_start()

    def _join(self, conn: Connection, msg: JoinRequest) -> None:
        code = msg["code"].replace(" ", "")
        limits = self.address_limits(conn)
        now = time.monotonic()
        if limits is not None and limits.codes.wait(now) > 0:  # a wrong code too many: not even looked up
            raise ProtocolError("slow_down", "too many wrong codes from this address",
                                retry=max(1, round(limits.codes.wait(now))))
        live = self.tables.get(code)
        if live is None or live.status not in ("waiting", "playing"):
            if limits is not None:
                limits.codes.allow(now)
            raise ProtocolError("no_table")
        if msg.get("as", "player") == "spectator":
            if live.table is not None:
                spectator_view(live.state)  # refused now if the game has none
            live.spectators.append(conn)
            live._attach(conn, None)
            conn.send({"type": "joined", "table": live.info(), "seat": None, "re": msg["seq"]})
            live.tell("watching", None, conn.name, skip=conn)
            if live.table is not None:
                conn.send_snapshot([])
            return
        seat = live.free_seat()
        if seat is None:
            raise ProtocolError("table_full")
        if self.storage_down is not None:  # the seat could not be saved: nothing acknowledged unsaved
            raise ProtocolError("cannot_save")
        token = live.seat_person(conn, seat)
        conn.send({"type": "joined", "table": live.info(), "seat": seat, "token": token, "re": msg["seq"]})
        live.tell("joined", seat, conn.name)
        live.maybe_start()

    def seat_of(self, token: str) -> tuple[LiveTable, int] | None:
        """The open table and seat whose person has the seat token ``token`` (its hash, as the store keeps
        it), or None: looked up in the tables here, not in the database (nothing waits on the loop)."""
        hashed = token_hash(token)
        for live in self.by_id.values():
            if live.status in OPEN:
                for seat, person in live.people.items():
                    if person.token_hash == hashed:
                        return live, seat
        return None

    def _resume(self, conn: Connection, msg: ResumeRequest) -> None:
        found = self.seat_of(msg["token"])
        if found is None or found[0].people[found[1]].removed:
            raise ProtocolError("bad_token")
        live, seat = found
        missed = live.returned(conn, seat)
        conn.send({"type": "joined", "table": live.info(), "seat": seat, "re": msg["seq"]})
        if live.table is not None:
            conn.send_snapshot(missed)
        if live.agreed is not None and live.table is not None:  # back during a rematch's offer: the offer
            conn.ended(live.table)
            conn.send(live.rematch_message("waiting", None))


async def run(options: ServerOptions, ready: Callable[[GameServer], None] | None = None) -> None:
    """Serve until cancelled (Ctrl+C) or SIGTERM."""
    import signal

    server = GameServer(options)
    await server.start()
    if ready is not None:
        ready(server)
    stop = asyncio.get_running_loop().create_future()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            asyncio.get_running_loop().add_signal_handler(sig, stop.set_result, None)
    collector = asyncio.get_running_loop().create_task(collect_regularly())
    try:
        with server_collections():
            await stop
    finally:
        collector.cancel()
        await server.stop()


__all__ = ["GameServer", "ServerOptions", "WebHooks", "run", "secrecy_for", "spectator_view"]

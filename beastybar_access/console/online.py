"""The console at a table on a server (``beastybar join``): the same keys, narration, speech, braille and
sound cues as offline, from the data the server sends.

The server holds the game; :class:`~beastybar_access.net.remote.RemoteTable` brings this seat's view, its
filtered events and its legal actions (never text), and :class:`~beastybar_access.net.remote.ServerTable`
makes of them a table here like any other: its seats and names, this seat's view, its listeners told
``started``, ``turn``, ``heard`` and ``ended``, and this seat's chooser (the console's own
:class:`~beastybar_access.console.seat.PersonChooser`) asked when the server says it is this seat's move,
its action sent to the server. The console listens to that table and chooses at it as it does at a local
one. Online's own part, :class:`OnlinePlay`, is plugged into an ordinary console (its ``extension``; no
subclass of the console): the connection, the lobby, chat and its keys (one more binding set,
:data:`ONLINE_SET`), the connection's notes. :func:`OnlineConsole` makes such a console.

Online only: the lobby said by ear (the invite code in two groups of three, who joins and leaves, how many
people are still awaited), chat (a key writes a line; lines are spoken with the sender's name and kept in
their own history), the connection's notes (lost, back with a one-sentence summary and the missed turns put
into the history unspoken, gave up, taken over by another connection), and the server's refusals, each in
one sentence of the player's language.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Unpack

from beastybar_access import diagnostics
from beastybar_access.console.adapter import HUMAN, Context, GameAdapter
from beastybar_access.console.app import Console
from beastybar_access.console.commands import BindingSet, CommandContext, confirm_quit, quit_game
from beastybar_access.console.keys import CONSOLE_BINDINGS, Binding
from beastybar_access.console.launch import Devices, Launch, Loose
from beastybar_access.console.online_args import (
    CreateRequest,
    OnlineError,
    code_groups,
    invite_code,
    join_error_line,
    server_url,
)
from beastybar_access.console.online_end import GameEnd
from beastybar_access.console.online_lobby import OnlineLobby, TableInfo, info_seats, server_seats
from beastybar_access.console.seats import SeatBook, SeatKeeper
from beastybar_access.console.settings import Settings
from beastybar_access.games.base import IllegalActionError
from beastybar_access.games.core import Event
from beastybar_access.jsontypes import JSON
from beastybar_access.narration import Localizer
from beastybar_access.narration.lines import Line
from beastybar_access.net.protocol import PLAY_ERRORS, EndedMessage, ErrorMessage, JoinedMessage
from beastybar_access.net.remote import (
    ConnectionNote,
    Heard,
    JoinError,
    RemoteTable,
    ServerTable,
    Sitting,
    SnapshotNews,
    UpdateNews,
)
from beastybar_access.outputs import ALERT, EVENT, Outputs
from beastybar_access.table import REMOTE, Seat

if TYPE_CHECKING:
    from beastybar_access.console.online_realtime import RemoteRealtimeSession

ONLINE_BINDINGS: tuple[Binding, ...] = (
    Binding("chat", "online-help-chat", ("e", "f3")),
    Binding("chat-older", "online-help-chat-older", ("y", "f4")),
    Binding("chat-newer", "online-help-chat-newer", ("Y",)),
    Binding("people", "online-help-people", ("U", "f7")),
)
"""The keys online play adds (none of them is bound offline)."""



class _ServerRefusal(IllegalActionError):
    """The server's ``illegal`` answer as the rules' error its engine raised (the ``rule`` it names, its
    arguments), told by the adapter as an offline refusal; without a rule, the game's generic refusal."""

    def __init__(self, rule: str | None, args: Mapping[str, JSON]) -> None:
        super().__init__(rule or "illegal", rule or "")
        # the server's arguments, whatever their names (not keyword arguments)
        self.args_ = dict[str, object](args)


class OnlinePlay:
    """Online play at a console: what a console adds when its table is on a server (see the module
    notes), plugged into the console (its ``extension``) instead of being a console of its own: the
    connection, the lobby and the chat, the chat's keys (:data:`ONLINE_SET`), what "where am I" says in
    the lobby, and the table (a :class:`~beastybar_access.net.remote.ServerTable`) the console sits at.
    ``sitting`` None: the set-up asks where and how ("Play online")."""

    def __init__(self, console: Console, *, url: str | None = None, name: str | None = None,
                 sitting: Sitting | None = None, reconnect_seconds: float | None = None,
                 seat_book: SeatBook | None = None) -> None:
        self.console = console
        console.extension = self
        console.keymap = console.bindings_keymap()
        console.presenter.kind_ids.update({HUMAN: "online-seat-you", REMOTE: "online-seat-remote"})
        self.url = url
        self.player_name = name
        self.sitting = sitting
        self.reconnect_seconds = reconnect_seconds
        self.remote: RemoteTable | None = None
        self.info: TableInfo = {}
        self.my_seat: int | None = None
        self.server_table: ServerTable | None = None
        """The table on the server, as a table here (:class:`~beastybar_access.net.remote.ServerTable`)."""
        self.realtime: RemoteRealtimeSession | None = None
        """A real-time game's session on the server's clock (also the console's ``session``)."""
        self._joined = False
        self._history_len = 0
        self._done: asyncio.Future[int] | None = None
        self._ended = False
        self._resuming = sitting is not None and sitting.token is not None
        self._leave_table: Callable[[], None] | None = None
        self.kept = SeatKeeper(seat_book)
        """This person's seat kept for a return (issue 26; no book: not kept, in-process tests)."""
        self.lobby = OnlineLobby(self, console)
        """The lobby said by ear, and the chat."""
        self.end = GameEnd(self, console)
        """The end of a game: leaving, or a rematch with the same people."""

    # --- the console's words ------------------------------------------------------------------------

    @property
    def loc(self) -> Localizer:
        return self.console.loc

    def line(self, msg_id: str, **args: object) -> Line:
        return self.console.line(msg_id, **args)

    def say(self, line: Line, kind: str = EVENT, *, record: bool | None = None) -> None:
        self.console.say(line, kind, record=record)

    def key(self, key: str) -> bool:
        """A key for the chat line being written (True: taken)."""
        return self.lobby.key(key)

    def lobby_lines(self, overlay: bool = True) -> list[Line] | None:
        return self.lobby.lobby_lines(overlay)

    def bindings(self) -> BindingSet:
        """The chat's keys and online's own quit, merged over the console's."""
        return ONLINE_SET

    def cmd_quit(self) -> None:
        if self._ended and self.remote is not None and self._joined:  # after the game: leave the table
            self._say_bye_and_leave()
            return
        if self.remote is None or self._ended or not self._joined:
            quit_game(CommandContext.of(self.console))
            return
        playing = self.console.table is not None and self.my_seat is not None
        question = self.line("online-quit-confirm-playing" if playing else "online-quit-confirm")
        confirm_quit(CommandContext.of(self.console), question, self._say_bye_and_leave)

    def _say_bye_and_leave(self) -> None:
        """Goodbye, the seat's token forgotten, and the table left (the console ends once the leave went)."""
        self.say(self.line("ui-bye"))
        self._forget_seat()
        self._leave_and_finish(0)

    def _leave_and_finish(self, code: int) -> None:
        remote = self.remote
        if remote is not None:
            task = asyncio.get_running_loop().create_task(remote.leave())

            def finished(_task: asyncio.Task[None]) -> None:
                self._end(code)  # the connection is closed only now, after the leave has gone
                self.console.finish(code)

            task.add_done_callback(finished)
            # a server that does not answer
            asyncio.get_running_loop().call_later(3.0, self.console.finish, code)
        else:
            self.console.finish(code)

    def waiting_line(self) -> Line | None:
        """A key that plays while nothing is asked: the move sent is on its way, or the question for this
        seat's move is about to open (never "it is your own turn" as if it were someone else's)."""
        table = self.server_table
        if table is None or table.is_over() or self.my_seat is None or self.console.session is not None:
            return None
        choosing = table.choosing
        if table.sent_turn is not None or (choosing and table.asked):
            return self.line("online-move-on-its-way")  # answered: the move leaves, or has left
        if choosing or table.server_current == self.my_seat:
            return self.line("online-move-opening")
        return None

    # --- seats ---------------------------------------------------------------------------------------

    def _seats(self) -> list[Seat]:
        """The table's seats as the server lists them: this person, the others, the computer players."""
        return server_seats(info_seats(self.info), self.my_seat, self.loc)

    def _name_of(self, seat: int | None, fallback: object = None) -> str:
        if self.console.table is not None and seat is not None and 0 <= seat < len(self.console.table.seats):
            return self.console.table.seats[seat].name
        rows = info_seats(self.info)
        if seat is not None and 0 <= seat < len(rows) and rows[seat].get("name"):
            return str(rows[seat]["name"])
        return str(fallback) if fallback else "?"

    # --- running -------------------------------------------------------------------------------------

    async def main(self) -> None:
        """The console's program: the set-up's questions if needed, then sitting at the table until the
        person leaves it."""
        self.console.say_all(self.console.welcome, EVENT)
        if self.sitting is None or self.url is None or self.player_name is None:
            from beastybar_access.console.online_setup import ask_online

            asked = await ask_online(self.console, url=self.url, book=self.kept.book)
            if asked is None:
                self.say(self.line("ui-bye"))
                self.console.finish(0)
                return
            self.url, self.player_name, self.sitting = asked
        self._take_back_kept_seat()
        self._done = asyncio.get_running_loop().create_future()
        self.say(self.line("online-connecting", url=self.url), EVENT)
        joined = await self._sit()
        if joined is None:
            self.console.finish(2)
            return
        self._keep_seat(joined)
        remote = self.remote
        assert remote is not None
        try:
            code = await self._done
        finally:
            if self.server_table is not None:
                self.server_table.close()
            await remote.close()
        self.console.finish(code)

    async def _sit(self) -> JoinedMessage | None:
        """Connect and sit as :attr:`sitting` says: the server's ``joined`` answer, or None (said why). A
        kept seat the server no longer knows is forgotten; asked for by its table's code, the table is
        joined as a new seat instead."""
        assert self.url is not None and self.player_name is not None and self.sitting is not None
        options = {} if self.reconnect_seconds is None else {"reconnect_seconds": self.reconnect_seconds}
        while True:
            remote = RemoteTable(self.url, self.player_name, self._on_message, **options)
            self.remote = remote
            try:
                return await remote.sit(self.sitting)
            except JoinError as exc:
                await remote.close()
                if exc.code != "bad_token" or self.sitting.token is None:
                    self.say(self.join_error_line(exc), ALERT)
                    return None
                self._forget_seat(self.sitting.token)
                self.say(self.line("online-bad-token"), ALERT)
                if self.kept.return_code is None:
                    return None
                self.sitting = Sitting(code=self.kept.return_code)
                self.kept.return_code = None
                self._resuming = False

    def _take_back_kept_seat(self) -> None:
        """``--code`` of a table where this person holds a seat (kept on disk): that seat is taken back."""
        sitting = self.sitting
        self._resuming = sitting is not None and sitting.token is not None
        if sitting is None or self.url is None or sitting.token is not None or sitting.code is None \
                or sitting.spectate:
            return
        held = self.kept.take_back(self.url, sitting.code)
        if held is not None:
            self.sitting = Sitting(token=held.token)
            self._resuming = True

    def _keep_seat(self, joined: JoinedMessage) -> None:
        """The seat taken is kept on disk for a return (issue 26); a spectator's place is not."""
        remote, table, seat = self.remote, joined["table"], joined["seat"]
        if remote is None or self.url is None or seat is None or not remote.state.token:
            return
        self.kept.keep(self.url, table["code"], remote.state.token, table["game"], seat, remote.name)

    def _forget_seat(self, token: str | None = None) -> None:
        """The seat is no longer this person's (the game ended, they left it, the server forgot it)."""
        self.kept.forget(self.url, token)

    def join_error_line(self, exc: JoinError) -> Line:
        code = self.sitting.code if self.sitting is not None else None
        return join_error_line(self.line, exc, self.url or "", code or "", self.player_name or "")

    def _end(self, code: int) -> None:
        if self._done is not None and not self._done.done():
            self._done.set_result(code)

    # --- what the server says ------------------------------------------------------------------------

    def _on_message(self, kind: str, data: Heard) -> None:
        try:
            self._route(data)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
            # a message this client cannot use: logged, never a crash of the console
            diagnostics.log.exception("a server message could not be used: %s", kind)
            self.say(self.line("online-bad-message"), ALERT, record=False)
            del exc

    def _route(self, data: Heard) -> None:
        """Each message to its handler here or in the lobby (the others: nothing to say)."""
        lobby = self.lobby
        if data["type"] == "error":
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
            self.end._got_rematch(data)
        elif data["type"] == "joined":
            lobby._got_joined(data)
        elif data["type"] == "lobby":
            lobby._got_lobby(data)
        elif data["type"] == "chat":
            lobby._got_chat(data)
        elif data["type"] == "timer":
            lobby._got_timer(data)
        elif data["type"] == "storage":
            lobby._got_storage(data)

    def _got_error(self, data: ErrorMessage) -> None:
        code = str(data.get("code", ""))
        if code == "illegal":
            line = self.console.adapter.refusal(_ServerRefusal(data.get("rule"), data.get("args") or {}))
            self.say(line, ALERT)
        else:
            msg_id = PLAY_ERRORS.get(code)
            retry = data.get("retry")
            seconds = retry if isinstance(retry, int) and not isinstance(retry, bool) else 1
            if msg_id is not None:
                self.say(self.line(msg_id, seconds=seconds), ALERT)
            else:
                self.say(self.line("online-server-error", code=code), ALERT)
        if self.console.session is None and self.server_table is not None:
            self.server_table.retry()

    def _got_connection(self, data: ConnectionNote) -> None:
        change = data.get("change")
        if change == "lost":
            if self.server_table is not None:
                self.server_table.lost()
            self.say(self.line("online-lost"), ALERT)
        elif change == "back":
            self._back(list(data.get("missed") or []))
        elif change == "broken":
            diagnostics.log.warning("a broken message from the server: %s", data.get("detail"))
            self.say(self.line("online-broken"), ALERT)
        elif change == "gave_up":
            self.say(self.line("online-gave-up"), ALERT)
            self._end(2)
        elif change == "taken_over":
            self.say(self.line("online-taken-over"), ALERT)
            self._end(2)
        elif change in ("removed", "banned"):
            self.say(self.line("online-removed-you" if change == "removed" else "online-banned"), ALERT)
            self._forget_seat()
            self._end(2)

    # --- the game ------------------------------------------------------------------------------------

    def _got_snapshot(self, data: SnapshotNews) -> None:
        view = data["view"]
        game = self.console.adapter.spec.name
        table = self.server_table
        if table is None:
            assert self.remote is not None
            self.my_seat = data["seat"]
            table = ServerTable(game, self._seats(), self.my_seat, self.remote, on_note=self._table_note)
            table.show(view, data.get("current"), data["turn"])
            self.server_table = table
            self._history_len = len(getattr(view, "history", ()))
            real_time = self.console.adapter.real_time
            if real_time:  # the session hears the server's updates itself
                self.console.table, self.console.perspective = table, self.my_seat
            else:  # a table here as any other: the console listens and this person chooses
                self._leave_table = self.console.seating.join(table)
            if self._resuming:
                self.console.flow.resumed_table = table
                self.say(self.returned_line(table), ALERT)
            if real_time:
                self._start_realtime(table)
                return
            table.start()
        else:
            table.show(view, data.get("current"), data["turn"])
            table.seats = self._seats()

    def returned_line(self, table: ServerTable | None) -> Line:
        """Back at a kept seat (issue 26), from the server's answer as it is now (the snapshot, or the
        lobby before the game): the table, the moves played so far and whose turn it is."""
        code = code_groups(str(self.info.get("code", "")))
        if table is None:
            return self.line("online-returned", code=code, now="waiting", moves=0, name="")
        return self.line("online-returned", code=code, now=self._now(table, "another"), moves=table.turns,
                         name=self._name_of(table.server_current))

    def _now(self, table: ServerTable, another: str = "other") -> str:
        """Whose turn it is, for the sentences that say it: over, none, you or ``another``."""
        current = table.server_current
        return "over" if table.is_over() else "none" if current is None else \
            "you" if current == self.my_seat else another

    def _table_note(self, kind: str) -> None:
        if kind == "not_sent":
            self.say(self.line("online-not-sent"), ALERT)

    def _back(self, missed: list[Event]) -> None:
        """Connected again: one sentence, and what happened meanwhile into the history, unspoken."""
        table = self.server_table
        if table is None:
            self.say(self.line("online-back"), ALERT)
            return
        history = list(getattr(table.latest, "history", ()))
        new, self._history_len = history[self._history_len:], len(history)
        moves = keep_missed(self.console, new, missed) if self.context() is not None else 0
        self.say(self.line("online-back-summary", moves=moves, now=self._now(table),
                           name=self._name_of(table.server_current)), ALERT)
        table.retry()
        table.after_move(None)

    def _got_update(self, data: UpdateNews) -> None:
        table = self.server_table
        if table is None:
            return
        view, actor, events = data["view"], data["actor"], data["events"]
        self._history_len = len(getattr(view, "history", ()))
        session = self.realtime
        table.update(view, events, actor, data.get("current"), data["turn"], publish=session is None)
        if session is not None:
            session.heard_remote(events, view, actor)

    def _got_ended(self, data: EndedMessage) -> None:
        if self._ended:
            return
        self._ended = True
        if not self.end.offered(data):  # the seat ends with the game (else with the rematch's offer)
            self._forget_seat()
        if self.server_table is not None:
            self.server_table.end()
        if self.realtime is not None:
            self.realtime.remote_ended()
        self.end.ask()

    def new_game(self) -> None:
        """A rematch: the old game's table is left; the next snapshot is the new game, met as the first."""
        if self.server_table is not None:
            self.server_table.close()
        leave, self._leave_table = self._leave_table or (lambda: None), None
        leave()
        self.server_table = self.realtime = self.console.session = self.console.table = None
        self._ended = self._resuming = False
        if self.remote is not None:
            self.remote.state.ended = None

    # --- 4 Monkeys (real time) -----------------------------------------------------------------------

    def _start_realtime(self, table: ServerTable) -> None:
        from beastybar_access.console.online_realtime import RemoteRealtimeSession

        assert self.remote is not None
        adapter = self.console.adapter.realtime()
        assert adapter is not None  # a real-time game's (its adapter says real_time)
        self.realtime = RemoteRealtimeSession(self.console, table, adapter, self.remote, self.my_seat)
        self.console.session = self.realtime
        self.console.announce_table_start(table)  # the session's scheduler counts it as still heard
        asyncio.get_running_loop().create_task(self.realtime.run())

    def context(self) -> Context | None:
        """The seat's context at the server's table (4 Monkeys: the time left runs on between updates)."""
        table, session = self.server_table, self.realtime
        if table is None:
            return None
        view = None if session is None else session.clock.view_now(table.latest)
        return self.console.presenter.context(view)


def keep_missed(console: Console, new: Sequence[object], missed: Sequence[Event]) -> int:
    """What happened while the connection was away into the history, unspoken: the turns of the ``new``
    history entries, or (a game that keeps no history: 4 Monkeys) the ``missed`` events. How many moves."""
    presenter, moves = console.presenter, 0
    for entry in new:
        events = list(getattr(entry, "events", None) or ())
        actor = getattr(entry, "player", None)
        if not events or actor is None:
            continue
        moves += 1
        for line in presenter.turn_lines(events, actor):
            console.voice.keep(line)
    if not new and missed:
        for line in presenter.turn_lines(list(missed), None):
            console.voice.keep(line)
            moves += 1
    return moves


def _online(c: CommandContext) -> OnlinePlay:
    online = c.extension()
    assert isinstance(online, OnlinePlay)
    return online


ONLINE_SET = BindingSet.of((*ONLINE_BINDINGS, *(b for b in CONSOLE_BINDINGS if b.name == "quit")), {
    "chat": lambda c: _online(c).lobby.cmd_chat(), "chat-older": lambda c: _online(c).lobby.cmd_chat_older(),
    "chat-newer": lambda c: _online(c).lobby.cmd_chat_newer(), "quit": lambda c: _online(c).cmd_quit(),
    "people": lambda c: _online(c).lobby.cmd_people(),
})
"""The keys online play adds (the chat's), and its own quit (leaving the table), merged over the console's."""


def OnlineConsole(adapter: GameAdapter, loc: Localizer, outputs: Outputs, settings: Settings,
                  devices: Devices | None = None, launch: Launch | None = None, *, url: str | None = None,
                  name: str | None = None, sitting: Sitting | None = None,
                  reconnect_seconds: float | None = None, seat_book: SeatBook | None = None,
                  **loose: Unpack[Loose]) -> Console:
    """A console at a table on a server: an ordinary :class:`~beastybar_access.console.app.Console` (its
    arguments) with :class:`OnlinePlay` plugged in (``console.extension``); nothing is saved here."""
    loose.setdefault("saves", None)
    console = Console(adapter, loc, outputs, settings, devices, launch, **loose)
    OnlinePlay(console, url=url, name=name, sitting=sitting, reconnect_seconds=reconnect_seconds,
               seat_book=seat_book)
    return console


async def play_online_from(console: Console, seat_book: SeatBook | None = None) -> int:
    """"Play online" chosen in ``console``'s set-up: an online console on its keys, outputs and settings
    (its set-up asks where and how, and offers the seats kept in ``seat_book`` back); the exit status."""
    online = OnlineConsole(console.adapter, console.loc, console.outputs, console.settings,
                           stored=console.stored, input=console.input, terminal=console.terminal,
                           screen=console.screen, speech=console.speech, sound=console.sound,
                           settings_file=console.settings_file, cue=console.cue, seat_book=seat_book)
    return await online.run()


__all__ = ["CreateRequest", "OnlineConsole", "OnlineError", "OnlinePlay", "code_groups", "invite_code",
           "play_online_from", "server_url"]

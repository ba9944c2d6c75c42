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
import dataclasses
from typing import TYPE_CHECKING, Any

from beastybar_access import diagnostics
from beastybar_access.console.adapter import HUMAN, Context
from beastybar_access.console.app import Console
from beastybar_access.console.choice import Option, Step
from beastybar_access.console.commands import BindingSet, quit_game
from beastybar_access.console.keys import CONSOLE_BINDINGS, Binding
from beastybar_access.console.online_args import (
    CreateRequest,
    OnlineError,
    code_groups,
    invite_code,
    server_url,
)
from beastybar_access.console.online_lobby import PERSON, OnlineLobby
from beastybar_access.console.seat import PersonChooser
from beastybar_access.console.seats import HeldSeat, SeatBook
from beastybar_access.games.base import IllegalActionError
from beastybar_access.narration import Localizer
from beastybar_access.narration.lines import Line
from beastybar_access.net.remote import JoinError, RemoteTable, ServerTable, Sitting
from beastybar_access.outputs import ALERT, EVENT, NAVIGATION
from beastybar_access.table import REMOTE, Seat
from beastybar_access.table.names import computer_names

if TYPE_CHECKING:
    from beastybar_access.console.online_realtime import RemoteRealtimeSession

ONLINE_BINDINGS: tuple[Binding, ...] = (
    Binding("chat", "online-help-chat", ("e", "f3")),
    Binding("chat-older", "online-help-chat-older", ("y", "f4")),
    Binding("chat-newer", "online-help-chat-newer", ("Y",)),
)
"""The keys online play adds (none of them is bound offline)."""



class _ServerRefusal(IllegalActionError):
    """The server's ``illegal`` answer as the rules' error its engine raised (the ``rule`` it names, its
    arguments), told by the adapter as an offline refusal; without a rule, the game's generic refusal."""

    def __init__(self, rule: str | None, args: dict[str, Any]) -> None:
        super().__init__(rule or "illegal", rule or "")
        self.args_ = args  # the server's arguments, whatever their names (not keyword arguments)


JOIN_ERRORS = {
    "no_table": "online-no-table", "table_full": "online-table-full", "version": "online-version",
    "bad_token": "online-bad-token", "bad_name": "online-bad-name", "bad_game": "online-bad-game",
    "too_many_joins": "online-too-many-joins", "already_at_table": "online-already-at-table",
    "too_fast": "online-too-fast", "cannot_save": "online-cannot-save", "slow_down": "online-slow-down",
}
PLAY_ERRORS = {
    "stale": "online-too-late", "not_your_turn": "online-too-late", "spectator": "online-spectator-cannot",
    "not_started": "online-not-started", "game_over": "ui-game-over-no-move", "too_fast": "online-too-fast",
    "cannot_save": "online-cannot-save",
}


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
        self.info: dict[str, Any] = {}
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
        self.seat_book = seat_book
        """Where this person's seats are kept for a return (issue 26; None: not kept, in-process tests)."""
        self.held: HeldSeat | None = None
        """The seat taken, as kept in :attr:`seat_book`."""
        self._return_code: str | None = None
        """The table whose kept seat is being taken back, or None."""
        self.lobby = OnlineLobby(self, console)
        """The lobby said by ear, and the chat."""

    # --- keys ----------------------------------------------------------------------------------------

    # --- the console's words ------------------------------------------------------------------------

    @property
    def loc(self) -> Localizer:
        return self.console.loc

    def line(self, msg_id: str, **args: Any) -> Line:
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
        if self.remote is None or self._ended or not self._joined:
            quit_game(self.console)
            return
        playing = self.console.table is not None and self.my_seat is not None
        step = self.console.menu(
            self.line("online-quit-confirm-playing" if playing else "online-quit-confirm"),
            [(True, self.loc("ui-yes")), (False, self.loc("ui-no"))],
            hotkeys={"y": 0, "a": 0, "j": 0, "c-c": 0, "c-q": 0, "n": 1},
            say_focus=False,
        )

        def answer(value: Any) -> None:
            if value:
                self.say(self.line("ui-bye"))
                self._forget_seat()
                self._leave_and_finish(0)
            else:
                self.say(self.line("ui-quit-cancelled"), NAVIGATION)

        self.console.open_overlay(step, answer)

    def _leave_and_finish(self, code: int) -> None:
        remote = self.remote
        if remote is not None:
            task = asyncio.get_running_loop().create_task(remote.leave())

            def finished(_task: asyncio.Task[None]) -> None:
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
        rows = self.info.get("seats") or []
        people = [str(row.get("name") or self.loc("ui-default-person-name", n=i + 1))
                  if row.get("kind") == PERSON else "" for i, row in enumerate(rows)]
        unnamed = [i for i, row in enumerate(rows) if row.get("kind") != PERSON and not row.get("name")]
        pool = [n.strip() for n in self.loc("ui-bot-names").split(",") if n.strip()]
        taken = [n for n in people if n] + [str(r["name"]) for r in rows
                                            if r.get("kind") != PERSON and r.get("name")]
        named = computer_names(taken, len(unnamed), pool, lambda n: self.loc("ui-default-bot-name", n=n))
        fallback = dict(zip(unnamed, named, strict=True))
        seats: list[Seat] = []
        for i, row in enumerate(rows):
            if row.get("kind") == PERSON:
                seats.append(Seat(HUMAN if i == self.my_seat else REMOTE, people[i]))
            else:  # the server names its computers (an older server did not: then the locale's list)
                name = str(row.get("name") or fallback[i])
                seats.append(Seat(str(row.get("level") or "normal"), name))
        return seats

    def _name_of(self, seat: int | None, fallback: Any = None) -> str:
        if self.console.table is not None and seat is not None and 0 <= seat < len(self.console.table.seats):
            return self.console.table.seats[seat].name
        rows = self.info.get("seats") or []
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

            asked = await ask_online(self.console, url=self.url, book=self.seat_book)
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

    async def _sit(self) -> dict[str, Any] | None:
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
                if self._return_code is None:
                    return None
                self.sitting = Sitting(code=self._return_code)
                self._return_code = None
                self._resuming = False

    def _take_back_kept_seat(self) -> None:
        """``--code`` of a table where this person holds a seat (kept on disk): that seat is taken back."""
        sitting, book = self.sitting, self.seat_book
        self._resuming = sitting is not None and sitting.token is not None
        if sitting is None or book is None or self.url is None or sitting.token is not None \
                or sitting.code is None or sitting.spectate:
            return
        held = _kept(book, self.url, sitting.code)
        if held is not None:
            self.sitting = Sitting(token=held.token)
            self._return_code = held.code
            self._resuming = True

    def _keep_seat(self, joined: dict[str, Any]) -> None:
        """The seat taken is kept on disk for a return (issue 26); a spectator's place is not."""
        remote, book = self.remote, self.seat_book
        if book is None or remote is None or self.url is None or joined.get("seat") is None:
            return
        token = remote.state.token
        table = joined.get("table") or {}
        if not token:
            return
        self.held = HeldSeat(self.url, str(table.get("code", "")), token, str(table.get("game", "")),
                             int(joined["seat"]), remote.name)
        try:
            book.keep(self.held)
        except OSError as exc:  # the game goes on; only the return after a crash is not possible
            diagnostics.log.warning("the seat could not be kept in %s: %s", book.path, exc)

    def _forget_seat(self, token: str | None = None) -> None:
        """The seat is no longer this person's (the game ended, they left it, the server forgot it)."""
        book = self.seat_book
        if book is None or self.url is None:
            return
        token = token or (self.held.token if self.held is not None else None)
        try:
            for held in book.seats(self.url):
                if held.token == token:
                    book.forget(held.url, held.code)
        except OSError as exc:
            diagnostics.log.warning("the seat could not be forgotten in %s: %s", book.path, exc)
        self.held = None

    def join_error_line(self, exc: JoinError) -> Line:
        if exc.code == "connect":
            diagnostics.log.info("cannot reach %s: %s", self.url, exc.detail)
            return self.line("online-unreachable", url=self.url or "")
        if exc.code == "certificate":
            return self.line("online-certificate-untrusted", url=self.url or "", reason=exc.detail)
        if exc.code in ("no_answer", "broken"):  # issue 27: what was awaited, or what came instead
            diagnostics.log.info("server %s: %s %s", self.url, exc.code, exc.detail)
            return self.line(f"online-{exc.code.replace('_', '-')}", url=self.url or "",
                             what=exc.detail if exc.code == "no_answer" else "")
        msg_id = JOIN_ERRORS.get(exc.code)
        code = self.sitting.code if self.sitting is not None else None
        if msg_id is not None:
            return self.line(msg_id, code=code_groups(code or ""), name=self.player_name or "")
        return self.line("online-server-error", code=exc.code)

    def _end(self, code: int) -> None:
        if self._done is not None and not self._done.done():
            self._done.set_result(code)

    # --- what the server says ------------------------------------------------------------------------

    def _on_message(self, kind: str, data: dict[str, Any]) -> None:
        handler = getattr(self, f"_got_{kind}", None) or getattr(self.lobby, f"_got_{kind}", None)
        if handler is None:
            return
        try:
            handler(data)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
            # a message this client cannot use: logged, never a crash of the console
            diagnostics.log.exception("a server message could not be used: %s", kind)
            self.say(self.line("online-bad-message"), ALERT, record=False)
            del exc

    def _got_error(self, data: dict[str, Any]) -> None:
        code = str(data.get("code", ""))
        if code == "illegal":
            args = data.get("args") if isinstance(data.get("args"), dict) else {}
            line = self.console.adapter.refusal(_ServerRefusal(data.get("rule"), dict(args or {})))
            self.say(line, ALERT)
        else:
            msg_id = PLAY_ERRORS.get(code)
            self.say(self.line(msg_id) if msg_id else self.line("online-server-error", code=code), ALERT)
        if self.console.session is None and self.server_table is not None:
            self.server_table.retry()

    def _got_connection(self, data: dict[str, Any]) -> None:
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

    # --- the game ------------------------------------------------------------------------------------

    def _got_snapshot(self, data: dict[str, Any]) -> None:
        view = data["view"]
        game = self.console.adapter.spec.name
        table = self.server_table
        if table is None:
            assert self.remote is not None
            self.my_seat = data.get("seat")
            table = ServerTable(game, self._seats(), self.my_seat, self.remote, on_note=self._table_note)
            table.show(view, data.get("current"), int(data.get("turn", 0)))
            self.server_table = table
            self.console.table = table  # a table here as any other (a SeatedTable)
            self.console.perspective = self.my_seat
            self._history_len = len(getattr(view, "history", ()))
            if self._resuming:
                self.console.flow.resumed_table = table
                self.say(self.returned_line(table), ALERT)
            if self.console.adapter.real_time:
                self._start_realtime(table)
                return
            table.listen(self.console.seating)
            if self.my_seat is not None:
                table.sit(self.my_seat, PersonChooser(self.console.seating, self.my_seat))
            table.start()
        else:
            table.show(view, data.get("current"), int(data.get("turn", 0)))
            table.seats = self._seats()

    def returned_line(self, table: ServerTable | None) -> Line:
        """Back at a kept seat (issue 26), from the server's answer as it is now (the snapshot, or the
        lobby before the game): the table, the moves played so far and whose turn it is."""
        code = code_groups(str(self.info.get("code", "")))
        if table is None:
            return self.line("online-returned", code=code, now="waiting", moves=0, name="")
        current = table.server_current
        now = "over" if table.is_over() else "none" if current is None else \
            "you" if current == self.my_seat else "another"
        return self.line("online-returned", code=code, now=now, moves=table.turns,
                         name=self._name_of(current))

    def _table_note(self, kind: str) -> None:
        if kind == "not_sent":
            self.say(self.line("online-not-sent"), ALERT)

    def _back(self, missed: list[Any]) -> None:
        """Connected again: one sentence, and what happened meanwhile into the history, unspoken."""
        table = self.server_table
        if table is None:
            self.say(self.line("online-back"), ALERT)
            return
        view = table.latest
        history = list(getattr(view, "history", ()))
        new = history[self._history_len:]
        self._history_len = len(history)
        presenter = self.console.presenter
        moves = 0
        if self.context() is not None:
            for entry in new:
                events = list(getattr(entry, "events", None) or ())
                actor = getattr(entry, "player", None)
                if not events or actor is None:
                    continue
                moves += 1
                for line in presenter.turn_lines(events, actor):
                    self.console.voice.keep(line)
            if not new and missed:  # 4 Monkeys keeps no history: the missed events
                for line in presenter.turn_lines(missed, None):
                    self.console.voice.keep(line)
                    moves += 1
        current = table.server_current
        if table.is_over():
            now = "over"
        elif current is not None and current == self.my_seat:
            now = "you"
        elif current is not None:
            now = "other"
        else:
            now = "none"
        self.say(self.line("online-back-summary", moves=moves, now=now, name=self._name_of(current)), ALERT)
        table.retry()
        table.after_move(None)

    def _got_update(self, data: dict[str, Any]) -> None:
        table = self.server_table
        if table is None:
            return
        view = data["view"]
        actor = data.get("actor")
        events = list(data.get("events") or [])
        self._history_len = len(getattr(view, "history", ()))
        session = self.realtime
        table.update(view, events, actor, data.get("current"), int(data.get("turn", table.turns)),
                     publish=session is None)
        if session is not None:
            session.heard_remote(events, view, actor)

    def _got_ended(self, data: dict[str, Any]) -> None:
        if self._ended:
            return
        self._ended = True
        self._forget_seat()
        if self.server_table is not None:
            self.server_table.end()
        if self.realtime is not None:
            self.realtime.remote_ended()
        asyncio.get_running_loop().create_task(self._end_prompt())

    async def _end_prompt(self) -> None:
        """The game is over: the review keys and the chat still work until the person leaves the table."""
        await self.console.ask(Step(prompt=self.line("online-end-prompt"),
                            options=[Option(True, self.line("online-end-leave"))], say_focus=False))
        self.say(self.line("ui-bye"))
        self._leave_and_finish(0)
        self._end(0)

    # --- 4 Monkeys (real time) -----------------------------------------------------------------------

    def _start_realtime(self, table: ServerTable) -> None:
        from beastybar_access.console.online_realtime import RemoteRealtimeSession

        assert self.remote is not None
        self.console.announce_table_start(table)
        adapter: Any = self.console.adapter  # a real-time game's (its adapter says real_time)
        self.realtime = RemoteRealtimeSession(self.console, table, adapter, self.remote, self.my_seat)
        self.console.session = self.realtime
        asyncio.get_running_loop().create_task(self._run_session())

    async def _run_session(self) -> None:
        session = self.console.session
        assert session is not None
        await session.run()

    def context(self) -> Context | None:
        """The seat's context at the server's table (4 Monkeys: the time left runs on between updates)."""
        table = self.server_table
        if table is None:
            return None
        view = table.latest
        session = self.console.session
        if session is not None and hasattr(view, "time_left") and getattr(session.clock, "running", False):
            # 4 Monkeys: the time left runs on between the server's updates
            passed = max(0, session.clock.ms() - int(view.clock))
            view = dataclasses.replace(view, clock=int(view.clock) + passed,
                                       time_left=max(0, int(view.time_left) - passed))
        seat = self.console.perspective
        return Context(view, seat, table.names, table.seats, self.console.settings.verbosity,
                       current=table.current, over=table.is_over(),
                       preview=lambda action: table.preview(action, seat))


def _kept(book: SeatBook, url: str, code: str) -> HeldSeat | None:
    try:
        return book.find(url, code)
    except OSError:
        return None


def _online(console: Any) -> OnlinePlay:
    online = console.extension
    assert isinstance(online, OnlinePlay)
    return online


ONLINE_SET = BindingSet.of((*ONLINE_BINDINGS, *(b for b in CONSOLE_BINDINGS if b.name == "quit")), {
    "chat": lambda c: _online(c).lobby.cmd_chat(), "chat-older": lambda c: _online(c).lobby.cmd_chat_older(),
    "chat-newer": lambda c: _online(c).lobby.cmd_chat_newer(), "quit": lambda c: _online(c).cmd_quit(),
})
"""The keys online play adds (the chat's), and its own quit (leaving the table), merged over the console's."""


def OnlineConsole(*args: Any, url: str | None = None, name: str | None = None,
                  sitting: Sitting | None = None, reconnect_seconds: float | None = None,
                  seat_book: SeatBook | None = None, **kwargs: Any) -> Console:
    """A console at a table on a server: an ordinary :class:`~beastybar_access.console.app.Console` (its
    arguments) with :class:`OnlinePlay` plugged in (``console.extension``); nothing is saved here."""
    kwargs.setdefault("saves", None)
    console = Console(*args, **kwargs)
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

"""Online play's lobby and chat at a console: who opens, joins, watches and leaves the table, how many people
are still awaited, the turn timer and the server's storage notes, each said in the person's language; the
chat (a key writes a line; lines are spoken with the sender's name and kept in their own history). Part of
:class:`~beastybar_access.console.online.OnlinePlay`, which hands it the server's lobby messages."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from typing import Protocol

from beastybar_access.console.app import Console, TextEntry
from beastybar_access.console.games import game_title, playable_games
from beastybar_access.console.history import History
from beastybar_access.console.online_args import code_groups
from beastybar_access.narration import Localizer
from beastybar_access.narration.lines import Line
from beastybar_access.net.protocol import (
    MAX_CHAT,
    ChatMessage,
    JoinedMessage,
    LobbyMessage,
    StorageMessage,
    TimerMessage,
    clean_text,
)
from beastybar_access.net.remote import RemoteTable, ServerTable, Sitting
from beastybar_access.outputs import ALERT, EVENT, NAVIGATION, PROMPT, Announcement
from beastybar_access.table import HUMAN, REMOTE, Seat
from beastybar_access.table.names import computer_names

CHAT = "chat"
"""The chat's own history buffer."""

PERSON = "person"


TableInfo = Mapping[str, object]
"""The table as the server describes it (its ``joined`` and ``lobby`` messages' ``table``)."""


def info_count(info: TableInfo, key: str) -> int:
    """A number of the table's ``info`` (0 when it is missing)."""
    value = info.get(key) or 0
    return int(value) if isinstance(value, (int, float, str)) else 0


def info_seats(info: TableInfo) -> list[Mapping[str, object]]:
    """The table's seats as the server lists them (each a mapping: kind, name, level)."""
    rows = info.get("seats") or []
    return [row for row in rows if isinstance(row, Mapping)] if isinstance(rows, Sequence) else []


def server_seats(rows: Sequence[Mapping[str, object]], mine: int | None, loc: Localizer) -> list[Seat]:
    """The table's seats as the server lists them (``rows``): this person (seat ``mine``), the others,
    the computer players (named by the server; an older server did not name them: the locale's list)."""
    people = [str(row.get("name") or loc("ui-default-person-name", n=i + 1))
              if row.get("kind") == PERSON else "" for i, row in enumerate(rows)]
    unnamed = [i for i, row in enumerate(rows) if row.get("kind") != PERSON and not row.get("name")]
    pool = [n.strip() for n in loc("ui-bot-names").split(",") if n.strip()]
    taken = [n for n in people if n] + [str(r["name"]) for r in rows
                                        if r.get("kind") != PERSON and r.get("name")]
    named = computer_names(taken, len(unnamed), pool, lambda n: loc("ui-default-bot-name", n=n))
    fallback = dict(zip(unnamed, named, strict=True))
    return [Seat(HUMAN if i == mine else REMOTE, people[i]) if row.get("kind") == PERSON
            else Seat(str(row.get("level") or "normal"), str(row.get("name") or fallback[i]))
            for i, row in enumerate(rows)]


class LobbyOwner(Protocol):
    """What the lobby uses of the :class:`~beastybar_access.console.online.OnlinePlay` it is part of (not
    imported: that imports this, and the package has no import circle, not even for the type checker)."""

    remote: RemoteTable | None
    info: TableInfo
    my_seat: int | None
    sitting: Sitting | None
    _joined: bool
    _ended: bool
    _resuming: bool

    def _end(self, code: int) -> None: ...

    def _name_of(self, seat: int | None, fallback: object = None) -> str: ...

    def returned_line(self, table: ServerTable | None) -> Line: ...


class OnlineLobby:
    """The lobby said by ear and the chat, for one :class:`~beastybar_access.console.online.OnlinePlay`."""

    def __init__(self, online: LobbyOwner, console: Console) -> None:
        self.online = online
        """The :class:`~beastybar_access.console.online.OnlinePlay` this is part of."""
        self.console = console
        self.chat_history = History()
        self.chat_entry: TextEntry | None = None
        self._chat_fresh = True
        """The chat's review starts at the newest line (set again by every new line)."""
        self.muted: set[str] = set()
        """Whose chat lines this person does not hear (names as the table has them, casefolded): here only,
        while the program runs (issue 26)."""
        self.watchers: list[str] = []
        """The spectators' names, as the table told them since this person came."""

    @property
    def loc(self) -> Localizer:
        return self.console.loc

    def line(self, msg_id: str, **args: object) -> Line:
        return self.console.line(msg_id, **args)

    def say(self, line: Line, kind: str = EVENT, *, record: bool | None = None) -> None:
        self.console.say(line, kind, record=record)

    def key(self, key: str) -> bool:
        """A key for the chat line being written (True: taken)."""
        entry = self.chat_entry
        return entry is not None and entry.key(key)

    def cmd_chat(self) -> None:
        if self.online.remote is None or not self.online._joined:
            self.console.refuse("online-chat-no-table")
            return
        if self.chat_entry is not None:
            return

        def done(text: str) -> None:
            self.chat_entry = None
            text = clean_text(text, MAX_CHAT)
            if not text:
                self.say(self.line("online-chat-cancelled"), NAVIGATION)
                return
            asyncio.get_running_loop().create_task(self._send_chat(text))

        entry = TextEntry(self.console, self.line("online-chat-prompt"), "", done, limit=MAX_CHAT)
        self.chat_entry = entry
        entry.start()

    async def _send_chat(self, text: str) -> None:
        remote = self.online.remote
        if remote is None or not await remote.chat(text):
            self.say(self.line("online-chat-not-sent"), ALERT)

    def _say_chat(self, a: Announcement | None, edge_id: str) -> None:
        if a is None:
            self.console.refuse(edge_id)
            return
        self.console.outputs.announce(Announcement(a.text, a.braille, NAVIGATION))
        self.console.prompt_soon()

    def cmd_chat_older(self) -> None:
        if not len(self.chat_history):
            self.console.refuse("online-chat-empty")
            return
        if self._chat_fresh:  # the first press after a new line says that line
            self._chat_fresh = False
            newest = self.chat_history.newest()
            self.chat_history.position = len(self.chat_history.items) - 1
            self._say_chat(newest, "online-chat-oldest")
            return
        self._say_chat(self.chat_history.older(), "online-chat-oldest")

    def cmd_chat_newer(self) -> None:
        if not len(self.chat_history):
            self.console.refuse("online-chat-empty")
            return
        self._say_chat(self.chat_history.newer(), "online-chat-newest")

    def _got_joined(self, data: JoinedMessage) -> None:
        self.online.info = data["table"]
        if self.online._joined:
            return  # a reconnection: the snapshot that follows says it
        self.online._joined = True
        self.online.my_seat = data.get("seat")
        game = str(self.online.info["game"])
        if game not in playable_games():
            raise ValueError(game)
        self.console.switch_game(game)
        title = game_title(self.loc, game)
        code = code_groups(str(self.online.info.get("code", "")))
        players = info_count(self.online.info, "players")
        if self.online.my_seat is None:
            self.say(self.line("online-watching", game=title, code=code, players=players))
            if self.online.info.get("spectator_chat") is False:
                self.say(self.line("online-spectators-silent"))
        elif self.online.sitting is not None and self.online.sitting.create is not None:
            self.say(self.line("online-created", game=title, code=code, players=players,
                               private="yes" if self.online.info.get("private") else "no"))
        elif not self.online._resuming:
            self.say(self.line("online-joined", game=title, code=code, players=players))
        turn_seconds = info_count(self.online.info, "turn_seconds")
        if turn_seconds > 0:
            self.say(self.line("online-turn-timer", seconds=turn_seconds))
        if self.online.info.get("status") == "waiting":
            if self.online._resuming:
                self.say(self.online.returned_line(None))
            self._say_lobby_state()

    def _say_lobby_state(self) -> None:
        rows = info_seats(self.online.info)
        names = [str(r["name"]) for i, r in enumerate(rows)
                 if r.get("kind") == PERSON and r.get("name") and i != self.online.my_seat]
        missing = info_count(self.online.info, "people") - info_count(self.online.info, "taken")
        if names:
            self.say(self.line("online-others-here", names=self.loc("list-separator").join(names),
                               count=len(names)))
        if missing > 0:
            self.say(self.line("online-waiting", count=missing))

    def _got_lobby(self, data: LobbyMessage) -> None:
        self.online.info = data["table"]
        change = data.get("change")
        seat = data.get("seat")
        name = data.get("name")
        mine = seat is not None and seat == self.online.my_seat
        cue: str | None = None
        if change == "joined" and not mine:
            self.say(self.line("online-someone-joined", name=self._clean_name(name)))
            cue = "join"
            missing = info_count(self.online.info, "people") - info_count(self.online.info, "taken")
            if self.online.info.get("status") == "waiting" and missing > 0:
                self.say(self.line("online-waiting", count=missing))
        elif self.online._ended:
            pass  # after the end, who leaves the table is no news
        elif change == "left" and not mine:
            self.say(self.line("online-someone-left", name=self._clean_name(name),
                               started="yes" if self.console.table is not None else "no"))
            cue = "leave"
        elif change == "held" and not mine:
            self.say(self.line("online-someone-lost", name=self._clean_name(name)))
            cue = "leave"
        elif change == "gone" and not mine:
            self.say(self.line("online-someone-gone", name=self._clean_name(name)))
            cue = "leave"
            self._say_missing()
        elif change == "computer":
            msg = "online-you-computer" if mine else "online-someone-computer"
            self.say(self.line(msg, name=self._clean_name(name)))
        elif change == "back":
            if mine:
                self.say(self.line("online-you-back-seat"))
            else:
                self.say(self.line("online-someone-back", name=self._clean_name(name)))
                cue = "join"
        elif change == "watching":
            self.say(self.line("online-someone-watching", name=self._clean_name(name)))
            self.watchers.append(self._clean_name(name))
            cue = "join"
        elif change == "stopped_watching":
            self.say(self.line("online-someone-stopped-watching", name=self._clean_name(name)))
            self._unwatch(name)
            cue = "leave"
        elif change == "removed" and not mine:
            self.say(self.line("online-someone-removed", name=self._clean_name(name),
                               seat="yes" if seat is not None and self.console.table is not None else "no"))
            if seat is None:
                self._unwatch(name)
            elif self.online.info.get("status") == "waiting":
                self._say_missing()
            cue = "leave"
        elif change == "started":
            self.say(self.line("online-everyone-here"))
        elif change == "closed":
            self.say(self.line("online-closed"), ALERT)
            self.online._end(0)
        if cue is not None:
            self._cue(cue)

    def _say_missing(self) -> None:
        missing = info_count(self.online.info, "people") - info_count(self.online.info, "taken")
        if missing > 0:
            self.say(self.line("online-waiting", count=missing))

    def _unwatch(self, name: object) -> None:
        clean = self._clean_name(name)
        if clean in self.watchers:
            self.watchers.remove(clean)

    # --- the people at the table: mute, unmute, remove ---------------------------------------------------

    def people(self) -> list[tuple[int | None, str]]:
        """The others at the table: (seat, name) of each person, (None, name) of each spectator."""
        rows = info_seats(self.online.info)
        out: list[tuple[int | None, str]] = [
            (i, self._clean_name(r["name"])) for i, r in enumerate(rows)
            if r.get("kind") == PERSON and r.get("name") and i != self.online.my_seat]
        return out + [(None, n) for n in self.watchers]

    def cmd_people(self) -> None:
        if self.online.remote is None or not self.online._joined:
            self.console.refuse("online-chat-no-table")
            return
        people = self.people()
        if not people:
            self.console.refuse("online-people-none")
            return
        items = [(i, self.loc("online-people-person", name=name, spectator="yes" if seat is None else "no",
                              muted="yes" if name.casefold() in self.muted else "no"))
                 for i, (seat, name) in enumerate(people)]

        def chosen(value: object) -> None:
            if isinstance(value, int):  # None: Escape
                self._chosen(*people[value])

        self.console.open_overlay(self.console.menu(self.line("online-people-prompt"), items), chosen)

    def _chosen(self, seat: int | None, name: str) -> None:
        muted = name.casefold() in self.muted
        toggle = "unmute" if muted else "mute"
        items: list[tuple[str, str]] = [(toggle, self.loc(f"online-people-{toggle}"))]
        if self.online.my_seat == 0:  # who opened the table
            items.append(("remove", self.loc("online-people-remove")))

        def what(action: object) -> None:
            if action == "mute":
                self.muted.add(name.casefold())
                self.say(self.line("online-muted", name=name), NAVIGATION)
            elif action == "unmute":
                self.muted.discard(name.casefold())
                self.say(self.line("online-unmuted", name=name), NAVIGATION)
            elif action == "remove":
                asyncio.get_running_loop().create_task(self._remove(seat, name))

        self.console.open_overlay(self.console.menu(self.line("online-people-what", name=name), items), what)

    async def _remove(self, seat: int | None, name: str) -> None:
        remote = self.online.remote
        sent = remote is not None and await (remote.send("remove", seat=seat) if seat is not None
                                             else remote.send("remove", name=name))
        if not sent:
            self.say(self.line("online-not-sent-action"), ALERT)

    def _clean_name(self, name: object) -> str:
        return clean_text(str(name), 40) if name else "?"

    def _cue(self, name: str) -> None:
        if self.console.cue != "sound" or self.console.sound is None or self.console.input is None:
            return
        if not self.console.sound.play(name):
            self.console.voice.say_sound_broken()

    def _got_chat(self, data: ChatMessage) -> None:
        text = clean_text(str(data.get("text", "")), MAX_CHAT)
        name = self._clean_name(data.get("name"))
        if not text:
            return
        seat = data.get("seat")
        if name.casefold() in self.muted and not (seat is not None and seat == self.online.my_seat):
            return  # muted here: not said, not kept
        msg = "online-chat-own" if seat is not None and seat == self.online.my_seat else \
            "online-chat-spectator" if data.get("spectator") else "online-chat-line"
        line = self.line(msg, name=name, text=text)
        a = self.console.announcement(line, EVENT, CHAT)
        self.chat_history.add(a)
        self.chat_history.position = None
        self._chat_fresh = True
        self._cue("chat")
        self.console.outputs.announce(a)
        self.console.prompt_soon()

    def _got_timer(self, data: TimerMessage) -> None:
        seat = data.get("seat")
        seconds = int(data.get("seconds", 0))
        mine = seat == self.online.my_seat
        if seconds <= 0:
            msg = "online-timer-out-you" if mine else "online-timer-out"
        else:
            msg = "online-timer-you" if mine else "online-timer"
        self.say(self.line(msg, name=self.online._name_of(seat), seconds=seconds), PROMPT if mine else EVENT)

    def _got_storage(self, data: StorageMessage) -> None:
        """The server cannot save now (moves wait), or can again (issue 27)."""
        self.say(self.line("online-storage-back" if data.get("ok") else "online-storage-down"), ALERT)

    def lobby_lines(self, overlay: bool = True) -> list[Line] | None:
        """In the lobby: the table, its code and how many people are still awaited (None: not in the
        lobby; the console says where the game is, and :meth:`waiting_line`)."""
        if self.console.table is not None or not self.online._joined:
            return None
        missing = max(0, info_count(self.online.info, "people") - info_count(self.online.info, "taken"))
        lines = [self.line("online-where-lobby", game=game_title(self.loc, self.console.adapter.spec.name),
                           code=code_groups(str(self.online.info.get("code", ""))), count=missing)]
        console = self.console
        top = (console.overlay if overlay else None) or (console.modes[-1] if console.modes else None)
        return lines + (top.where() if top is not None else [])


__all__ = ["CHAT", "PERSON", "OnlineLobby"]

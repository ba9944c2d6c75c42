"""The end of a game at a table on a server (part of :class:`~beastybar_access.console.online.OnlinePlay`):
the end question (leave the table, or play again with the same people while the table offers it), and the
offer of a rematch by ear: who wants it and who is awaited, the new game, or why there is none (issue 26)."""

from __future__ import annotations

import asyncio
from typing import Protocol

from beastybar_access.console.app import Console
from beastybar_access.console.choice import Option, Step
from beastybar_access.narration.lines import Line
from beastybar_access.net.protocol import EndedMessage, RematchMessage
from beastybar_access.net.rematch import ENDED, rematch_words
from beastybar_access.net.remote import RemoteTable
from beastybar_access.outputs import ALERT, EVENT


class EndOwner(Protocol):
    """What the end uses of the :class:`~beastybar_access.console.online.OnlinePlay` it is part of (not
    imported: that imports this, and the package has no import circle)."""

    remote: RemoteTable | None
    my_seat: int | None

    def line(self, msg_id: str, **args: object) -> Line: ...

    def say(self, line: Line, kind: str = ..., *, record: bool | None = None) -> None: ...

    def _name_of(self, seat: int | None, fallback: object = None) -> str: ...

    def _forget_seat(self, token: str | None = None) -> None: ...

    def _leave_and_finish(self, code: int) -> None: ...

    def new_game(self) -> None: ...


class GameEnd:
    """The end question and the rematch's offer of one person's online console."""

    def __init__(self, online: EndOwner, console: Console) -> None:
        self.online = online
        self.console = console
        self.rematch_seconds: int | None = None
        """The table offers this person a rematch, to be answered within these seconds (None: no offer)."""
        self.wants_rematch = False
        """This person said yes to the rematch (a restarted server that asks again is told so again)."""
        self._question: asyncio.Task[None] | None = None

    def offered(self, ended: EndedMessage) -> bool:
        """The server's ``ended``: whether its table offers this person a rematch."""
        offer = ended.get("rematch")
        seated = self.online.my_seat is not None
        self.rematch_seconds = offer["seconds"] if offer is not None and seated else None
        self.wants_rematch = False
        return self.rematch_seconds is not None

    def ask(self) -> None:
        """Open the end question (again)."""
        if self._question is not None:
            self._question.cancel()
        self._question = asyncio.get_running_loop().create_task(self._ask())

    def step(self) -> Step[str]:
        """The end question: leave the table, or (while the table offers it) play again with the same
        people."""
        line = self.online.line
        options = [Option("leave", line("online-end-leave"))]
        if self.rematch_seconds is None or self.wants_rematch:
            return Step(prompt=line("online-end-prompt"), options=options, say_focus=False)
        options.append(Option("rematch", line("online-end-rematch")))
        return Step(prompt=line("online-end-prompt-rematch", seconds=self.rematch_seconds), options=options)

    async def _ask(self) -> None:
        """The game is over: the end question; the review keys and the chat still work until the person
        leaves the table."""
        online = self.online
        answer = await self.console.ask(self.step(), rebuild=self.step)
        self._question = None
        if answer == "rematch":
            self.wants_rematch = True
            await self._agree()
            return
        online.say(online.line("ui-bye"))
        online._forget_seat()
        online._leave_and_finish(0)  # the console ends once the leave has gone (it closes the connection)

    async def _agree(self) -> None:
        if self.online.remote is not None:
            await self.online.remote.send("rematch", agree=True)

    def _got_rematch(self, data: RematchMessage) -> None:
        """The offer of a rematch: who wants it and who is awaited, the new game, or why there is none."""
        online = self.online
        change = data.get("change")
        msg_id, args = rematch_words(data, online.my_seat, online._name_of)
        online.say(online.line(msg_id, **args), ALERT if change in ENDED else EVENT)
        if change in ENDED:
            if self.rematch_seconds is not None:
                self.rematch_seconds, self.wants_rematch = None, False
                online._forget_seat()
                if self._question is not None:  # the open question keeps only leaving, silently
                    self.console.renew_modes()
                else:
                    self.ask()  # leaving is what is left
        elif change == "started":
            if self._question is not None:
                self._question.cancel()
                self._question = None
            self.rematch_seconds, self.wants_rematch = None, False
            online.new_game()
        elif change == "waiting" and self.wants_rematch and online.my_seat in data["waiting"]:
            asyncio.get_running_loop().create_task(self._agree())  # a restarted server asks again


__all__ = ["EndOwner", "GameEnd"]

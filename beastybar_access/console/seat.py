"""The console at a table: the people's seats and the table's listener.

:class:`Seating` sits one :class:`~beastybar_access.console.app.Console` at a table: it listens to the table
(the events filtered for the seat of the person at the keyboard, narrated through the console's Presenter),
sits a :class:`PersonChooser` in each of its people's seats and a
:class:`~beastybar_access.table.ComputerChooser` in each computer's, paced by the console's delay. At a
keyboard shared by several people it keeps each person's own account of the computers' turns
(:class:`SeatHistory`) and whose own move is being made (:attr:`Seating.private_for`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from beastybar_access.console.adapter import GameAdapter
from beastybar_access.console.choice import Option, Step
from beastybar_access.console.realtime import SessionBase
from beastybar_access.console.settings import Settings
from beastybar_access.console.voice import Voice
from beastybar_access.games.core import GAME_OVER, Event
from beastybar_access.narration import Localizer
from beastybar_access.narration.lines import Line
from beastybar_access.outputs import ALERT, EVENT, Announcement
from beastybar_access.presenter import Presenter, TableSurface
from beastybar_access.table import ComputerChooser, SeatedListener, SeatedTable, Table


class SeatHost(Protocol):
    """What the seats and the ears at the table use of their console."""

    settings: Settings
    voice: Voice
    session: SessionBase | None

    @property
    def adapter(self) -> GameAdapter: ...

    @property
    def loc(self) -> Localizer: ...

    @property
    def presenter(self) -> Presenter: ...

    @property
    def table(self) -> SeatedTable | None: ...

    @table.setter
    def table(self, table: SeatedTable | None) -> None: ...

    @property
    def perspective(self) -> int | None: ...

    @perspective.setter
    def perspective(self, seat: int | None) -> None: ...

    def line(self, msg_id: str, **args: object) -> Line: ...

    def say(self, line: Line, kind: str = ..., *, record: bool | None = None) -> None: ...

    def say_all(self, lines: Sequence[Line], kind: str = ...) -> None: ...

    def announce_table_start(self, table: TableSurface) -> None: ...

    def play_cues(self, names: Sequence[str]) -> None: ...

    def turn_cue(self) -> None: ...

    async def ask(self, step: Step[object], cancellable: bool = ...,
                  rebuild: Callable[[], Step[object]] | None = ...) -> object:
        ...

    async def ask_menu(self, make: Callable[[], Step[object]]) -> object: ...


class PersonChooser:
    """A person at this console deciding for ``seat`` (a :class:`~beastybar_access.table.Chooser`): the
    turn cue, the hand-over of a shared keyboard, then the steps of the move by keys."""

    def __init__(self, seating: Seating, seat: int) -> None:
        self.seating = seating
        self.seat = seat

    async def choose(self, view: object) -> object:
        table = self.seating.console.table
        assert table is not None
        return await self.seating.human_move(table, self.seat)

    def refused(self, error: ValueError) -> None:
        console = self.seating.console
        console.say(console.adapter.refusal(error), ALERT)


class SeatHistory:
    """At a keyboard shared by several people: one person's own account of the computer players' turns,
    from their seat, in their history buffer (heard again with the history keys once they have the
    keyboard). A listener of the table."""

    def __init__(self, console: SeatHost, seat: int) -> None:
        self.console = console
        self._seat = seat

    @property
    def seat(self) -> int | None:
        return self._seat

    def started(self, table: SeatedTable) -> None:
        pass

    def turn(self, table: SeatedTable, seat: int) -> None:
        pass

    def heard(self, table: SeatedTable, events: list[Event], view: object, actor: int | None) -> None:
        if actor is None or table.seats[actor].human:
            return  # people's own moves: the console keeps them (the mover's and the table's version)
        console = self.console
        presenter = Presenter(console.adapter, console.loc, seat=self._seat,
                              verbosity=console.settings.verbosity)
        presenter.attach(table)
        for line in presenter.turn_lines(events, actor, view):
            console.voice.keep(line, f"seat-{self._seat}")

    def ended(self, table: SeatedTable) -> None:
        pass


class Seating:
    """The console's seats at its table and its ears there (a :class:`~beastybar_access.table.Listener`)."""

    def __init__(self, console: SeatHost) -> None:
        self.console = console
        self.private_for: int | None = None
        """At a keyboard shared by several people: the seat whose own move is being made (what is said
        meanwhile is theirs; the others' history shows the table's version)."""
        self.browse_focus = 0
        """The card the arrows are at while nothing is asked (the hand, read only)."""
        self.browse_fresh = True

    def buffer(self) -> str:
        """The history buffer of what is said now: the table's, or the own move's of :attr:`private_for`."""
        return "table" if self.private_for is None else f"seat-{self.private_for}"

    def visible(self, a: Announcement) -> bool:
        """Which history entries the person now at the keyboard may hear again: the table's, their own
        moves, and the table's version of the other people's moves (never their hands or draws)."""
        buffer, perspective = a.buffer, self.console.perspective
        if buffer.startswith("seat-"):
            return perspective is not None and buffer == f"seat-{perspective}"
        if buffer.startswith("public-"):
            return buffer != f"public-{perspective}"
        return True

    def join(self, table: SeatedTable) -> Callable[[], None]:
        """Sit at ``table``: listen to it (from the seat of its first person here; with several people at
        this keyboard, each one's own account of the computers' turns is kept too), decide for its people
        (:class:`PersonChooser`), and at a local :class:`~beastybar_access.table.Table` let its computer
        players decide, paced by the delay (a server plays its own). Returns the function that leaves the
        table."""
        console = self.console
        console.table = table
        humans = table.humans
        console.perspective = humans[0] if humans else None
        self.browse_focus = 0
        listeners: list[SeatedListener] = [self]
        if len(humans) > 1:
            listeners += [SeatHistory(console, seat) for seat in humans]
        for listener in listeners:
            table.listen(listener)
        for seat, info in enumerate(table.seats):
            if info.human:
                table.sit(seat, PersonChooser(self, seat))
            elif info.computer and isinstance(table, Table):
                table.sit(seat, ComputerChooser(table, seat, pace=self.pace))

        def leave() -> None:
            for listener in listeners:
                table.leave(listener)

        return leave

    # the console as a listener of the table (see beastybar_access.table.Listener)

    @property
    def seat(self) -> int | None:
        """The seat whose view the console hears: the person at the keyboard (None: nobody's yet)."""
        return self.console.perspective

    def started(self, table: SeatedTable) -> None:
        self.console.announce_table_start(table)

    def turn(self, table: SeatedTable, seat: int) -> None:
        """A computer player's turn begins: say whose (not again within a turn it has begun)."""
        if table.seats[seat].human or self.mid_turn(seat):
            return
        self.console.say_all(self.console.presenter.whose_turn(), EVENT)

    def heard(self, table: SeatedTable, events: list[Event], view: object, actor: int | None) -> None:
        console = self.console
        presenter = console.presenter
        console.play_cues(presenter.cues(events))
        if console.session is not None:
            ctx = presenter.context(view)
            assert ctx is not None
            console.session.say_lines(console.session.adapter.event_lines(ctx, events, actor))
            return
        assert actor is not None
        if actor == console.perspective:
            self.browse_focus, self.browse_fresh = 0, True
        if len(table.humans) > 1 and table.seats[actor].human and table.is_over():
            self._say_end_to_everyone(events, actor, view)
            return
        if len(table.humans) > 1 and not table.seats[actor].human:
            # a keyboard shared by several people: a computer's turn aloud as the table saw it; each
            # person's history keeps it as seen from their own seat (see SeatHistory)
            for line in presenter.public_lines(events, actor):
                console.say(line, EVENT, record=False)
            return
        console.say_all(presenter.turn_lines(events, actor, view), EVENT)
        if self.private_for is not None:
            # a person's own move at a shared keyboard: the others may review the table's version
            self.private_for = None
            for line in presenter.public_lines(events, actor):
                console.voice.keep(line, f"public-{actor}")

    def _say_end_to_everyone(self, events: list[Event], actor: int, view: object) -> None:
        """A person's move ends the game at a keyboard shared by several people: the move as its mover
        hears it, then the end as the table saw it (every person by name, nobody "you": they all sit here;
        it was said from the mover's seat, issue 25), kept in the table's history for everyone."""
        console = self.console
        presenter = console.presenter
        end = next((i for i, e in enumerate(events) if e.type == GAME_OVER), 0)
        move, over = events[:end], events[end:]
        if move:
            console.say_all(presenter.turn_lines(move, actor, view), EVENT)
        self.private_for = None
        public = presenter.public_lines(move, actor) if move else []  # the others' version of the move
        for line in public:
            console.voice.keep(line, f"public-{actor}")
        console.say_all(presenter.public_lines(over, actor), EVENT)

    def ended(self, table: SeatedTable) -> None:
        """Nothing to say: the end of the game was in the last events."""

    def pace(self, seat: int) -> float:
        """Seconds a computer player waits before its decision (none within a turn it has begun)."""
        return 0.0 if self.mid_turn(seat) else self.console.settings.delay

    def mid_turn(self, seat: int) -> bool:
        """``seat`` decides again within the turn it has begun here (nothing is announced anew)."""
        return self.console.presenter.mid_turn(seat)

    # the people's seats

    async def human_move(self, table: SeatedTable, seat: int) -> object:
        """The person at ``seat`` decides (see :class:`PersonChooser`)."""
        console = self.console
        if self.mid_turn(seat) and console.perspective == seat:
            self.private_for = seat if len(table.humans) > 1 else None
            return await self._ask_action()
        console.turn_cue()
        shared = len(table.humans) > 1
        if shared and console.perspective != seat:
            # the keyboard changes hands: nobody's cards are read until the next person presses Enter
            console.perspective = None
            name = table.seats[seat].name
            await console.ask_menu(lambda: Step(prompt=console.line("ui-hot-seat", name=name),
                                                options=[Option(True, console.line("ui-hot-seat-go"))],
                                                say_focus=False))
        console.perspective = seat
        self.private_for = seat if shared else None
        self.browse_focus = 0
        for line in console.presenter.your_turn():
            console.say(line, line.kind)
        return await self._ask_action()

    async def _ask_action(self) -> object:
        """Ask the person at the keyboard for the action (each choice in turn) until the rules take it."""
        console = self.console
        while True:
            action = await console.ask(console.presenter.step(), rebuild=self._action_step)
            refusal = console.presenter.check(action)
            if refusal:
                console.say_all(refusal, ALERT)
                continue
            return action

    def _action_step(self) -> Step[object]:
        return self.console.presenter.step()


__all__ = ["PersonChooser", "SeatHistory", "Seating"]

"""The table: one game state, its seats, its listeners and choosers; an action is applied here once."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Protocol, runtime_checkable

from beastybar_access.games.core import NOBODY, Event
from beastybar_access.jsontypes import JSON, JSONObject
from beastybar_access.table.seats import HUMAN, Seat, Seating


@runtime_checkable
class TurnState(Protocol):
    """What the table needs of a game in progress (every engine's ``State`` has it)."""

    @property
    def num_players(self) -> int: ...

    current: int
    """The seat that must act now (turn-based games)."""

    def is_over(self) -> bool: ...

    def check(self, action: object) -> None:
        """Raise a ValueError saying why ``action`` is refused; change nothing."""
        ...

    def apply(self, action: object, record: bool = True) -> list[object]: ...

    def view(self, player: int) -> object: ...

    def to_json(self) -> dict[str, object]: ...


class Secrecy(Protocol):
    """What a seat may know: the game's own filter of events and its views (an engine property)."""

    def events_for(self, events: Sequence[Event], seat: int | None) -> list[Event]:
        """``events`` as ``seat`` may know them (None: a spectator, who knows only public facts)."""
        ...

    def view(self, state: object, seat: int | None) -> object:
        """All that ``seat`` may know now (None: the spectator's view)."""
        ...


@dataclass(frozen=True)
class EngineSecrecy:
    """:class:`Secrecy` from two functions: ``events_for(events, seat)`` (seat :data:`NOBODY` for a
    spectator) and ``spectator_view(state)``."""

    filter_events: Callable[[Iterable[Event], int], list[Event]]
    spectator_view: Callable[[Any], Any]

    def events_for(self, events: Sequence[Event], seat: int | None) -> list[Event]:
        return list(self.filter_events(events, NOBODY if seat is None else seat))

    def view(self, state: Any, seat: int | None) -> Any:
        return self.spectator_view(state) if seat is None else state.view(seat)


def engine_secrecy(engine: ModuleType, spectator_view: Callable[[Any], Any]) -> EngineSecrecy:
    """The secrecy of the game whose engine is the module ``engine`` (its ``events_for``)."""
    filter_events: Callable[[Iterable[Event], int], list[Event]] = engine.events_for
    return EngineSecrecy(filter_events, spectator_view)


class Listener(Protocol):
    """Someone who hears the table from one seat (or none): a console, a remote client, a spectator.

    Every method is called on the table's asyncio loop and must return soon (a slow listener queues
    its work); the events handed over have passed the game's ``events_for`` for :attr:`seat`."""

    @property
    def seat(self) -> int | None:
        """The seat whose view this listener hears (None: a spectator). It may change between calls
        (a keyboard shared by several people); the table reads it at each call."""
        ...

    def started(self, table: Table) -> None:
        """The table's play begins (a new game, or a resumed one)."""
        ...

    def turn(self, table: Table, seat: int) -> None:
        """A turn-based game waits for ``seat`` now (called before its chooser is asked)."""
        ...

    def heard(self, table: Table, events: list[Event], view: object, actor: int | None) -> None:
        """``events`` happened, filtered for :attr:`seat`; ``view`` is that seat's view after them;
        ``actor`` is the seat whose action it was (None: the clock moved)."""
        ...

    def ended(self, table: Table) -> None:
        """The game is over (or the table stopped); nothing more will be heard."""
        ...


class Chooser(Protocol):
    """Whoever decides for one seat: a person at this terminal, a computer player, a remote person."""

    async def choose(self, view: object) -> object:
        """The seat's action, given its view (``view.legal`` lists the legal actions). May take as long
        as a person needs; the table does nothing else for this seat meanwhile."""
        ...

    def refused(self, error: ValueError) -> None:
        """The table refused the action just chosen (the rules said why); :meth:`choose` is asked again."""
        ...


class TableSurface(Protocol):
    """What a Presenter reads of a table: its seats and names, whose turn, over, the rules' refusal, a move's
    preview, a seat's view and events (a local :class:`Table` and a server's table here have it all; a
    browser seat's bridge has only this)."""

    @property
    def seats(self) -> Sequence[Seat]: ...

    @property
    def names(self) -> Sequence[str]: ...

    @property
    def last_actor(self) -> int | None: ...

    @property
    def current(self) -> int:
        """The seat to act now (a turn-based game)."""
        ...

    def is_over(self) -> bool: ...

    def check(self, action: object) -> None:
        """Raise a ValueError saying why the rules refuse ``action`` now."""
        ...

    def preview(self, action: object, seat: int | None) -> list[Event]:
        """The events ``action`` would make now, as ``seat`` would know them."""
        ...

    def view(self, seat: int | None) -> object: ...

    def events_for(self, events: Sequence[Event], seat: int | None) -> list[Event]: ...


class SeatedTable(TableSurface, Protocol):
    """The table surface a terminal sits at (issue 23): what a Presenter reads, and who listens and who
    decides (:meth:`listen`, :meth:`leave`, :meth:`sit`). A local :class:`Table` is one, and so is the
    table on a server as one person's terminal sees it (:class:`~beastybar_access.net.remote.ServerTable`):
    a console listens and chooses at either the same way."""

    @property
    def humans(self) -> list[int]:
        """The seats of people at this terminal."""
        ...

    @property
    def turns(self) -> int:
        """The actions applied so far."""
        ...

    def listen(self, listener: SeatedListener) -> None: ...

    def leave(self, listener: SeatedListener) -> None: ...

    def sit(self, seat: int, chooser: Chooser) -> None:
        """``chooser`` decides for ``seat`` from now on."""
        ...


class SeatedListener(Protocol):
    """A listener that uses only the :class:`SeatedTable` surface of the table it hears, so that it can
    listen at any seated table (a :class:`Listener` of a local :class:`Table` too): a console's ears."""

    @property
    def seat(self) -> int | None: ...

    def started(self, table: SeatedTable) -> None: ...

    def turn(self, table: SeatedTable, seat: int) -> None: ...

    def heard(self, table: SeatedTable, events: list[Event], view: object, actor: int | None) -> None: ...

    def ended(self, table: SeatedTable) -> None: ...


class Saver(Protocol):
    """Autosave: told after every change of the table, and once at its end."""

    def save(self, table: Table) -> None: ...

    def finished(self, table: Table) -> None:
        """The game ended: a saved copy is no longer needed."""
        ...


class TableError(RuntimeError):
    """The table cannot go on: a seat has no chooser."""


class Table(Seating[Listener]):
    """One game state and everything around it: seats, choosers, listeners, autosave.

    ``game`` is the game's registry name; ``seed`` derives the computer players' random numbers
    (:meth:`bot_seed`, :meth:`rng_for`); ``turns`` counts the actions applied; ``options`` are the game's
    own set-up choices (kept in the save). ``secrecy`` None (the usual): the game state's own
    ``events_for(events, seat | None)``, ``view(seat)`` and ``spectator_view()`` (the typed game protocol,
    :class:`beastybar_access.games.base.GameState`)."""

    def __init__(self, game: str, state: Any, seats: Sequence[Seat], seed: int, *,
                 secrecy: Secrecy | None = None, turns: int = 0, options: dict[str, JSON] | None = None,
                 saver: Saver | None = None) -> None:
        if len(seats) != state.num_players:
            raise ValueError(f"{len(seats)} seats for a game of {state.num_players} players")
        self.game = game
        self.state = state
        self.seats = list(seats)
        self.seed = seed
        self.turns = turns
        self.options: dict[str, JSON] = dict(options or {})
        self.secrecy = secrecy
        self.saver = saver
        self.listeners: list[Listener] = []
        self.choosers: dict[int, Chooser] = {}
        self.last_actor: int | None = None
        """The seat whose action was applied last here (None: none yet since the table was made)."""

    # --- facts ----------------------------------------------------------------------------------------

    @property
    def current(self) -> int:
        """The seat to act now (a turn-based game)."""
        return int(getattr(self.state, "current", 0))

    def is_over(self) -> bool:
        return bool(self.state.is_over())

    def preview(self, action: object, seat: int | None) -> list[Event]:
        """The events ``action`` would make now, as ``seat`` would know them (the engine's redaction)."""
        return self.events_for(self.state.preview(action), seat)

    def view(self, seat: int | None) -> object:
        """All that ``seat`` may know now (None: a spectator)."""
        if self.secrecy is not None:
            return self.secrecy.view(self.state, seat)
        return self.state.spectator_view() if seat is None else self.state.view(seat)

    def choice_view(self, seat: int) -> object:
        """The view ``seat``'s chooser decides with (:func:`~beastybar_access.table.turns.play_turns`):
        its whole :meth:`view` here (a server sends a person's client only what it lacks)."""
        return self.view(seat)

    def events_for(self, events: Sequence[Event], seat: int | None) -> list[Event]:
        """``events`` as ``seat`` may know them (None: a spectator)."""
        if self.secrecy is not None:
            return self.secrecy.events_for(events, seat)
        return list(self.state.events_for(events, seat))

    def bot_seed(self, seat: int) -> int:
        """The seed of the computer player at ``seat`` (the same for a resumed game)."""
        return self.seed * 31 + seat

    def rng_seed(self, seat: int) -> int:
        """The seed of :meth:`rng_for` (a worker process makes the same random numbers from it)."""
        return self.seed * 1_000_003 + self.turns * 7919 + seat

    def rng_for(self, seat: int) -> random.Random:
        """The random numbers for ``seat``'s next decision (derived from the actions so far)."""
        return random.Random(self.rng_seed(seat))

    # --- who listens and who decides -------------------------------------------------------------------

    def sit(self, seat: int, chooser: Chooser) -> None:
        """``chooser`` decides for ``seat`` from now on."""
        if not 0 <= seat < len(self.seats):
            raise ValueError(f"no seat {seat} at a table of {len(self.seats)}")
        self.choosers[seat] = chooser

    def chooser(self, seat: int) -> Chooser:
        try:
            return self.choosers[seat]
        except KeyError:
            raise TableError(f"nobody decides for seat {seat} ({self.seats[seat].name})") from None

    # --- what happens -----------------------------------------------------------------------------------

    def check(self, action: object) -> None:
        """ValueError if the rules refuse ``action`` now (nothing changes)."""
        self.state.check(action)

    def apply(self, action: object, seat: int) -> list[Event]:
        """Do ``seat``'s ``action`` (ValueError, and nothing changes, if the rules refuse it), save, and
        tell every listener. Returns all the events (unfiltered: for the caller's own bookkeeping)."""
        events = list(self.state.apply(action))
        self.turns += 1
        self.last_actor = seat
        self.publish(events, seat)
        return events

    def publish(self, events: Sequence[Event], actor: int | None, *, save: bool = True) -> None:
        """Save (``save``), then hand ``events`` to every listener, filtered for its seat. Used by
        :meth:`apply`, and by a real-time driver for what the clock did (``actor`` None)."""
        if save:
            self.autosave()
        for listener in list(self.listeners):
            seat = listener.seat
            listener.heard(self, self.events_for(events, seat), self.view(seat), actor)

    def autosave(self) -> None:
        if self.saver is not None:
            self.saver.save(self)

    def start(self) -> None:
        for listener in list(self.listeners):
            listener.started(self)

    def announce_turn(self, seat: int) -> None:
        for listener in list(self.listeners):
            listener.turn(self, seat)

    def finish(self) -> None:
        if self.saver is not None:
            self.saver.finished(self)
        for listener in list(self.listeners):
            listener.ended(self)

    # --- saving and resuming ----------------------------------------------------------------------------

    def to_saved(self) -> JSONObject:
        """The table as JSON-ready data (what :func:`table_from_saved` reads)."""
        return {
            "state": self.state.to_json(),
            "seats": [s.kind for s in self.seats],
            "names": self.names,
            "seed": self.seed,
            "turns": self.turns,
            "options": self.options,
        }


def check_options(game: str, options: Mapping[str, object]) -> None:
    """A saved table's options, checked by its game against the command line's limits (ValueError): a
    save edited to an unknown computer speed or an endless round is refused like any damaged save."""
    from beastybar_access.games import get_entry

    try:
        entry = get_entry(game)
    except ValueError:
        return  # a game this program does not know: its own from_json has refused the state already
    check = getattr(entry.options, "check_options", None)
    if check is not None:
        check(options)


def table_from_saved(game: str, data: object, from_json: Callable[[Any], Any], *,
                     secrecy: Secrecy | None = None, saver: Saver | None = None) -> Table:
    """The table saved as :meth:`Table.to_saved` (``from_json`` rebuilds the game's state). ValueError
    for anything damaged: a missing or wrong field, a state the game refuses, seats that do not fit."""
    from beastybar_access.bots import ALL_LEVELS
    from beastybar_access.untrusted import saved_table

    saved = saved_table(data, from_json, (HUMAN, *ALL_LEVELS))  # every part checked (issue 12)
    check_options(game, saved.options)
    state, seed, turns, options = saved.state, saved.seed, saved.turns, saved.options
    seats = [Seat(k, n) for k, n in zip(saved.kinds, saved.names, strict=True)]
    return Table(game, state, seats, seed, secrecy=secrecy, turns=turns, options=options, saver=saver)


__all__ = ["HUMAN", "NOBODY", "Chooser", "EngineSecrecy", "Listener", "Saver", "SeatedListener",
           "SeatedTable", "Secrecy", "Table", "TableError", "TableSurface", "TurnState", "engine_secrecy",
           "table_from_saved"]

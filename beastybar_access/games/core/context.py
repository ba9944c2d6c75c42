"""What a game's adapter gets to narrate and offer for one listener: :class:`Context` (the listener's view
and the table's public facts) and :class:`Zone` (a part of the table read by a key: the queue, the hand,
the scores), with two small helpers every adapter needs (:func:`hand_unavailable`, :func:`cells_line`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar

from beastybar_access.games.core import Event, own
from beastybar_access.narration import Localizer
from beastybar_access.narration.lines import Line

V = TypeVar("V")


class SeatFacts(Protocol):
    """What an adapter reads of a seat at the table (the table's :class:`~beastybar_access.table.Seat`):
    its kind (a person here, a person elsewhere, a computer player's level) and its name."""

    @property
    def kind(self) -> str: ...

    @property
    def name(self) -> str: ...

    @property
    def human(self) -> bool:
        """A person at this terminal."""
        ...


def _no_preview(action: object) -> list[Event]:
    return []


class Previewing(Protocol):
    """What :meth:`Context.of` reads of a game's whole state (a lesson's, kept here): whose turn, over,
    what an action would make and what a seat may know of it."""

    @property
    def current(self) -> int: ...

    def is_over(self) -> bool: ...

    def preview(self, action: object) -> Sequence[Event]: ...

    def events_for(self, events: Sequence[Event], player: int | None) -> Sequence[Event]: ...


@dataclass
class Context:
    """What a zone or a narration call needs: the listener's view and the table's public facts. Never the
    game's whole state: what an action would do comes from :attr:`preview`, already redacted for the
    listener by the engine (a table here and a table on a server give the same)."""

    view: object
    """The listener's view; for a table of computer players only, the engine's spectator view. Its type is
    the game's (its adapter narrows it to its own view class)."""
    listener: int | None
    """The person whose view is used (None when only computer players sit at the table)."""
    names: Sequence[str]
    seats: Sequence[SeatFacts]
    verbosity: str
    current: int = 0
    """The seat to act now (a turn-based game)."""
    over: bool = False
    """The game is over."""
    preview: Callable[[object], list[Event]] = _no_preview
    """``preview(action)``: the events ``action`` would make now, as the listener would know them
    (nothing: no preview, such as a spectator's)."""

    def view_as(self, kind: type[V]) -> V:
        """:attr:`view` as the game's own view class ``kind`` (its adapter's); TypeError for another.

        >>> Context("a view", None, [], [], "normal").view_as(str)
        'a view'
        """
        return own(kind, self.view)

    @classmethod
    def of(cls, state: Previewing, view: object, listener: int | None, names: Sequence[str],
           seats: Sequence[SeatFacts], verbosity: str) -> Context:
        """The context of ``listener`` at a game whose whole ``state`` is here (a table, a lesson): its
        turn, its end and its previews (filtered by the engine's ``events_for``) are taken from it."""

        def preview(action: object) -> list[Event]:
            return list(state.events_for(state.preview(action), listener))

        return cls(view, listener, names, seats, verbosity, current=state.current, over=state.is_over(),
                   preview=preview)


@dataclass(frozen=True)
class Zone:
    """A part of the table read by a key (the queue, the hand, the scores ...)."""

    name: str
    keys: tuple[str, ...]
    help_id: str
    render: Callable[[Context], list[Line]]



def hand_unavailable(ctx: Context, loc: Localizer) -> list[Line] | None:
    """What the hand key says when no hand may be read (None: the listener's hand may be read): only
    computer players sit at the table, or the keyboard is being handed to the next person."""
    if ctx.listener is not None:
        return None
    if any(seat.human for seat in ctx.seats):
        return [Line.plain(loc("ui-hand-hidden", name=ctx.names[ctx.current]))]
    return [Line.plain(loc("ui-no-hand"))]


def cells_line(loc: Localizer, name: str, cells: str) -> Line:
    """A card's braille cells on their own line: speech gets the name, braille the cells."""
    return Line(loc("ui-card-cells", card=name, cells=cells), cells)


__all__ = ["Context", "Previewing", "SeatFacts", "Zone", "cells_line", "hand_unavailable"]

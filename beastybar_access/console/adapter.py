"""What a game gives the console: its zones, its choices and its narration.

The console (:mod:`beastybar_access.console.app`) knows keys, announcements, history, settings, set-up,
hot seat, saves and pacing, for any game. Everything about one game's table comes through a
:class:`GameAdapter`: the review keys of its zones, the steps of a player's move, the sentences for its
events, its computer players. Beasty Bar's is :mod:`beastybar_access.games.beastybar.console`, Cubirds'
:mod:`beastybar_access.games.cubirds.console`; :mod:`beastybar_access.console.games` lists them (the games
one can play at the console, offered in the set-up). A real-time game (4 Monkeys,
:mod:`beastybar_access.games.monkeys.console`) says ``real_time = True`` and adds what
:class:`~beastybar_access.console.realtime.RealtimeAdapter` lists; the console then plays it with
:mod:`beastybar_access.console.realtime`.

A few pieces every game's adapter needs are here too, so that no game copies another's:
:func:`hand_unavailable` (what the hand key says when nobody's hand may be read) and :func:`cells_line`
(a card's braille cells on a line).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from beastybar_access.console.choice import Step
from beastybar_access.games.base import GameSpec, GameState
from beastybar_access.narration import Localizer
from beastybar_access.narration.lines import Line

HUMAN = "human"


@dataclass(frozen=True)
class Seat:
    """Who sits at one place: a person (``kind == "human"``) or a computer player of a level."""

    kind: str
    name: str

    @property
    def human(self) -> bool:
        return self.kind == HUMAN


@dataclass
class Plan:
    """A game to set up; None fields are asked in the set-up dialog."""

    players: int | None = None
    seats: list[str] | None = None
    """Each seat's kind: "human" or a computer level."""
    names: list[str] | None = None
    variant: str | None = None
    first: int | str | None = None
    """A seat index, "random", or None (ask)."""
    seed: int | None = None
    game: str | None = None
    """The game's name (:data:`ADAPTERS`); None: the console's game, or asked in the set-up when the
    console offers a choice of games."""
    options: dict[str, Any] = field(default_factory=dict)
    """The game's own set-up choices (4 Monkeys: ``round_ms``, ``bot_speed``), asked by the adapter's
    ``complete_plan`` where the command line left them open."""

    def complete(self) -> bool:
        return None not in (self.players, self.seats, self.names, self.variant, self.first)


@dataclass
class Context:
    """What a zone or a narration call needs: the listener's view and the table's facts."""

    state: GameState
    view: Any
    """The listener's view; for a table of computer players only, the adapter's spectator view."""
    listener: int | None
    """The person whose view is used (None when only computer players sit at the table)."""
    names: Sequence[str]
    seats: Sequence[Seat]
    verbosity: str


@dataclass(frozen=True)
class Zone:
    """A part of the table read by a key (the queue, the hand, the scores ...)."""

    name: str
    keys: tuple[str, ...]
    help_id: str
    render: Callable[[Context], list[Line]]


class GameAdapter(Protocol):
    """A game's presentation in the console."""

    spec: GameSpec
    loc: Localizer

    def with_language(self, loc: Localizer) -> GameAdapter:
        """The same adapter (and table) in ``loc``'s language: the player switched it in the settings."""
        ...

    # --- set-up --------------------------------------------------------------------------------------
    def variant_label(self, variant: str) -> str: ...

    def seat_label(self, seat: int) -> str:
        """How a place at the table is told apart besides the name (Beasty Bar: the colour)."""
        ...

    def new_state(self, plan: Plan) -> GameState: ...

    def spectator_view(self, state: GameState) -> Any:
        """The view of someone without a seat (only computer players play): public facts only."""
        ...

    # --- narration -----------------------------------------------------------------------------------
    def turn_lines(self, ctx: Context, events: list[Any], actor: int) -> list[Line]:
        """Every event of one action as lines for ``ctx.listener``, the turn summary last.

        The "whose turn is next" event is left out: the console says that when the next turn starts.
        """
        ...

    def your_turn_lines(self, ctx: Context) -> list[Line]:
        """The person's turn begins: say so, then the hand in brief."""
        ...

    def whose_turn_lines(self, ctx: Context) -> list[Line]: ...

    def where_lines(self, ctx: Context) -> list[Line]:
        """Whose turn it is and the table's state in a phrase (the console adds what it waits for)."""
        ...

    def start_lines(self, ctx: Context) -> list[Line]:
        """Said once when a table starts (after who sits at it): what everyone sees at the start."""
        ...

    def mid_turn(self, ctx: Context) -> bool:
        """The seat to move faces a further decision of a turn already begun (Cubirds: the refill end,
        the two-card draw, the flock): the console then neither says whose turn it is again nor gives the
        turn cue, and the step's question follows at once."""
        ...

    def zones(self) -> list[Zone]: ...

    def rules_line(self, subject: Any) -> Line | None:
        """What the focused thing (a card) does; None if the subject has no rules text."""
        ...

    def braille_line(self, subject: Any) -> Line | None:
        """The focused thing's braille cells on a line (``text`` for speech, ``braille`` the cells)."""
        ...

    # --- choices -------------------------------------------------------------------------------------
    def action_step(self, ctx: Context) -> Step:
        """The first step of the person's move; its answer is an action of ``ctx.view.legal``."""
        ...

    def browse_step(self, ctx: Context, refuse: Line) -> Step | None:
        """A read-only step over the person's hand while it is not their move (choosing says ``refuse``)."""
        ...

    def refusal(self, error: Exception) -> Line:
        """Why the rules refused an action, in the player's language."""
        ...


def hand_unavailable(ctx: Context, loc: Localizer) -> list[Line] | None:
    """What the hand key says when no hand may be read (None: the listener's hand may be read): only
    computer players sit at the table, or the keyboard is being handed to the next person."""
    if ctx.listener is not None:
        return None
    if any(seat.human for seat in ctx.seats):
        return [Line.plain(loc("ui-hand-hidden", name=ctx.names[ctx.state.current]))]
    return [Line.plain(loc("ui-no-hand"))]


def cells_line(loc: Localizer, name: str, cells: str) -> Line:
    """A card's braille cells on their own line: speech gets the name, braille the cells."""
    return Line(loc("ui-card-cells", card=name, cells=cells), cells)


class RandomBot:
    """Used when no bot module is installed: a uniformly random legal action, from a seeded generator."""

    def __init__(self, level: str = "random") -> None:
        self.level = level

    def choose(self, view: Any, rng: random.Random) -> Any:
        legal = view.legal
        return legal[rng.randrange(len(legal))]


def make_bot(game: str, level: str, seed: int) -> Any:
    """The bots package's computer player, or :class:`RandomBot` if that package is missing."""
    try:
        from beastybar_access.bots import make_bot as make
    except ImportError:
        return RandomBot(level)
    return make(game, level, seed)


def bot_levels() -> tuple[str, ...]:
    try:
        from beastybar_access.bots import LEVELS
    except ImportError:
        return ("easy", "normal", "hard")
    return tuple(LEVELS)


"""One game, many seats: the table that every terminal (local console, remote client, spectator) joins.

A :class:`Table` holds one game state, its :class:`Seat`\\ s, and applies each action **once**
(:meth:`Table.apply`); then it saves (a :class:`Saver`) and hands every listener the events filtered for
that listener's seat (the game state's ``events_for``) and that seat's view (``view(seat)``, or
``spectator_view()`` for a listener without a seat). Secrecy is the engine's: nothing
leaves the table for a seat without passing that filter, so the same stream can feed a console here, a
client on another computer, or a spectator (seat None). Text is made at the listener's end, in its own
language, verbosity and braille: two listeners at one table may speak different languages.

How to plug in
--------------
* **A listener** (anything that hears the table) implements :class:`Listener`: a ``seat`` property (an
  ``int``, or None for a spectator; read at every call, so a shared keyboard may change it) and four
  methods called on the table's asyncio loop, each returning soon: ``started(table)``,
  ``turn(table, seat)`` (a turn-based game waits for ``seat``), ``heard(table, events, view, actor)``
  (``events`` already filtered for the listener's seat, ``view`` that seat's view now, ``actor`` the seat
  that acted or None when the clock moved) and ``ended(table)``. Join with ``table.listen(listener)``,
  go with ``table.leave(listener)``. A network server's connection is a listener that sends these on.
* **A chooser** (whoever decides for a seat) implements :class:`Chooser`:
  ``async def choose(view) -> action`` (the seat's own view; ``view.legal`` lists the legal actions; it
  may await a key, a network message, a worker thread) and ``refused(error)`` (the rules refused the
  action just chosen; ``choose`` is asked again). Sit it with ``table.sit(seat, chooser)``. A person at
  this terminal, a computer player (:class:`ComputerChooser`) and a person at another computer
  (seat kind :data:`REMOTE`) are all choosers; nothing else in the table tells them apart.
* **A terminal's table**: :class:`SeatedTable` is the surface a terminal and its Presenter use of a
  table (:class:`TableSurface`: seats, names, whose turn, ``view(seat)``, previews; and listening and
  sitting a chooser); a local :class:`Table` and a server's table seen from one seat both have it, and a
  :class:`SeatedListener` (the console's ears) hears either.
* **Driving**: ``await play_turns(table)`` plays a turn-based game to its end (whose turn, ask, apply,
  tell). A real-time game is driven by a :class:`RealtimeDriver`: one clock, anyone may act; its owner
  calls ``step(now)`` as time passes and ``submit(seat, action)`` when a person acts.
* **Saving and resuming**: ``Table(..., saver=...)`` is told after every change (``save``) and at the end
  (``finished``); :meth:`Table.to_saved` and :func:`table_from_saved` write and read the saved table.

Dependencies: the table plays any state that keeps the typed game protocol
(:class:`beastybar_access.games.base.GameState`; a :class:`Secrecy` may stand in for its secrecy methods),
is handed ``from_json`` and the real-time bot makers, and imports the bots package; never a console,
narration or output.
"""

from __future__ import annotations

from beastybar_access.table.clock import FakeTime, MsClock
from beastybar_access.table.computer import Bot, ComputerChooser, RandomBot, bot_levels, make_bot
from beastybar_access.table.core import (
    NOBODY,
    Chooser,
    EngineSecrecy,
    Listener,
    Saver,
    SeatedListener,
    SeatedTable,
    Secrecy,
    Table,
    TableError,
    TableSurface,
    TurnState,
    engine_secrecy,
    table_from_saved,
)
from beastybar_access.table.realtime import (
    BotMaker,
    Planned,
    RealtimeBot,
    RealtimeDriver,
    RealtimeRules,
)
from beastybar_access.table.seats import HUMAN, PEOPLE, REMOTE, Seat
from beastybar_access.table.turns import play_turns

__all__ = [
    "HUMAN", "NOBODY", "PEOPLE", "REMOTE", "Bot", "BotMaker", "Chooser", "ComputerChooser", "EngineSecrecy",
    "FakeTime", "Listener", "MsClock", "Planned", "RandomBot", "RealtimeBot", "RealtimeDriver",
    "RealtimeRules", "Saver", "Seat", "SeatedListener", "SeatedTable", "Secrecy", "Table", "TableError",
    "TableSurface", "TurnState", "bot_levels",
    "engine_secrecy", "make_bot", "play_turns", "table_from_saved",
]

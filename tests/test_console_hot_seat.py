"""A keyboard shared by several people: each person hears the computers' turns from their own seat.

Aloud, a computer's turn is said as the table saw it (nobody's hand, nobody is "you"): everyone at the
keyboard hears it. Each person's history buffer keeps it as seen from their own seat (their own discarded
and newly dealt cards, "you" for them), heard again with the history keys once they have the keyboard.
Before, the whole turn was said from the seat of the person who moved last: at a round's end in
Krabčáci the others heard that person's discarded cards and new hand aloud.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any

from console_support import localizer

from beastybar_access.console import Console, Settings
from beastybar_access.console.adapter import Context, Seat
from beastybar_access.games.cubirds import engine as cb
from beastybar_access.games.cubirds.console import CubirdsAdapter
from beastybar_access.outputs import Outputs, RecordingChannel
from beastybar_access.table import ComputerChooser, RandomBot, Table, play_turns

SEATS = [Seat("human", "Ana"), Seat("normal", "Jana"), Seat("human", "Bob")]


@dataclass
class Witness:
    """A listener at one seat (None: a spectator) keeping what the table handed it, turn by turn."""

    seat: int | None
    turns: list[tuple[int | None, list[Any], Any]] = field(default_factory=list)

    def started(self, table: Table) -> None:
        pass

    def turn(self, table: Table, seat: int) -> None:
        pass

    def heard(self, table: Table, events: list[Any], view: Any, actor: int | None) -> None:
        self.turns.append((actor, events, view))

    def ended(self, table: Table) -> None:
        pass


def play(seed: int) -> tuple[Console, RecordingChannel, dict[int | None, Witness], CubirdsAdapter]:
    adapter = CubirdsAdapter(localizer("cs"))
    recorder = RecordingChannel()
    console = Console(adapter, localizer("cs"), Outputs([recorder]), Settings(delay=0.0))
    state = cb.new_game(3, seed=seed, first=0)
    table = console.make_table(state, SEATS, seed)
    witnesses = {seat: Witness(seat) for seat in (0, 2, None)}
    for w in witnesses.values():
        table.listen(w)
    console.join(table)
    for seat in (0, 2):  # the people's decisions come from a script here (their keys are tested elsewhere)
        table.sit(seat, ComputerChooser(table, seat, bot=RandomBot()))
    asyncio.run(play_turns(table))
    assert table.state.is_over()
    return console, recorder, witnesses, adapter


def lines(adapter: CubirdsAdapter, table: Table, seat: int | None, actor: int, events: list[Any],
          view: Any) -> list[str]:
    ctx = Context.of(table.state, view, seat, table.names, table.seats, "normal")
    return [line.text for line in adapter.turn_lines(ctx, events, actor)]


def test_in_hot_seat_each_person_hears_the_computers_turns_from_their_own_seat() -> None:
    console, recorder, witnesses, adapter = play(seed=2)
    table = console.table
    assert table is not None
    own: dict[int, list[str]] = {0: [], 2: []}
    aloud: list[list[str]] = []
    differing = 0
    # each account from an adapter of its own: a computer's turn is held until it ends (issue 25)
    streams = {key: CubirdsAdapter(adapter.loc) for key in ("aloud", 0, 2, "mine")}
    for i, (actor, _e, _v) in enumerate(witnesses[None].turns):
        if actor != 1:
            continue
        public = lines(streams["aloud"], table, None, 1, witnesses[None].turns[i][1],
                       witnesses[None].turns[i][2])
        aloud.append(public)
        for seat in (0, 2):
            _a, events, view = witnesses[seat].turns[i]
            own[seat] += lines(streams[seat], table, seat, 1, events, view)
        mine = lines(streams["mine"], table, 0, 1, witnesses[0].turns[i][1], witnesses[0].turns[i][2])
        if mine != public:
            differing += 1
            assert not set(mine) - set(public) & set(recorder.texts), "Ana's own account is not said aloud"
    assert differing, "the seed has a computer's turn that each seat knows differently (a round's end)"
    # aloud: every computer turn as the table saw it, in order
    said = iter(recorder.texts)
    for turn in aloud:
        assert all(line in said for line in turn), turn
    # each person's history: their own account of every computer turn
    for seat in (0, 2):
        kept = [a.text for a in console.history.items if a.buffer == f"seat-{seat}"]
        assert kept == own[seat]
    # a round ended on a computer's turn: Ana's new hand is in her history, never said aloud
    dealt = [t for t in own[0] if t.startswith("Dostáváš 8 nových karet:")]
    assert dealt and not set(dealt) & set(recorder.texts)

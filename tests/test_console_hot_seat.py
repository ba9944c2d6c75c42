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

import pytest
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


@pytest.mark.parametrize("game, lang, you", [
    ("beastybar", "cs", ("Ty:", "Vyhráváš", "Prohráváš")),
    ("beastybar", "en", ("You:", "You win", "You lose")),
    ("cubirds", "cs", ("Ty:", "Máš ve sbírce", "Vyhráváš")),
    ("cubirds", "en", ("You:", "You have", "You win")),
])
def test_in_hot_seat_the_end_of_the_game_names_every_person(game: str, lang: str,
                                                            you: tuple[str, ...]) -> None:
    """Issue 25: the move that ended the game said its end from the mover's seat ("Ty: … Vyhráváš!"), though
    everyone sits at the keyboard; the move is the mover's, the end names each person (4 Monkeys, in real
    time, seats one person at a keyboard)."""
    from beastybar_access.console.games import make_adapter
    from beastybar_access.games.beastybar import engine as bb

    adapter = make_adapter(game, localizer(lang))
    recorder = RecordingChannel()
    console = Console(adapter, localizer(lang), Outputs([recorder]), Settings(delay=0.0))
    state = bb.new_game(2, seed=5) if game == "beastybar" else cb.new_game(2, seed=2, first=0)
    seats = [Seat("human", "Ana"), Seat("human", "Bob")]
    table = console.make_table(state, seats, 5)
    console.join(table)
    for seat in (0, 1):  # the people's decisions from a script (their keys: the golden hot-seat games)
        table.sit(seat, ComputerChooser(table, seat, bot=RandomBot()))
    asyncio.run(play_turns(table))
    assert table.state.is_over()
    end = next(t for t in reversed(recorder.texts) if t.startswith(("Konec hry.", "Game over.")))
    assert "Ana:" in end and "Bob:" in end and not any(word in end for word in you), end
    assert end in [a.text for a in console.history.items if a.buffer == "table"], "everyone may hear it again"


def test_every_game_ends_with_the_event_type_the_console_looks_for() -> None:
    """The shared keyboard's end (above) is found by the game-over event's ``type``, the same in each game."""
    from beastybar_access.console.games import PLAYABLE_GAMES, make_adapter
    from beastybar_access.games.core import GAME_OVER, Event

    def kinds(cls: type) -> list[type]:
        return [cls, *(k for sub in cls.__subclasses__() for k in kinds(sub))]

    for game in PLAYABLE_GAMES:
        make_adapter(game, localizer("en"))  # the game's modules are loaded
    ending = {k.__module__.split(".")[2] for k in kinds(Event) if getattr(k, "type", None) == GAME_OVER}
    assert set(PLAYABLE_GAMES) <= ending

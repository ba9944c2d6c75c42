"""The game-agnostic table: one state, many seats; listeners hear their own seat; choosers decide."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any

import pytest

from beastybar_access.console.adapter import Context
from beastybar_access.games.beastybar import engine as bb
from beastybar_access.games.beastybar.console import BeastyBarAdapter
from beastybar_access.games.beastybar.events import CardDrawn
from beastybar_access.games.monkeys import engine as mk
from beastybar_access.games.monkeys.console import MonkeysAdapter
from beastybar_access.games.monkeys.realtime import REALTIME
from beastybar_access.narration import CONSOLE_DOMAINS, Localizer
from beastybar_access.table import (
    HUMAN,
    REMOTE,
    ComputerChooser,
    FakeTime,
    RandomBot,
    RealtimeDriver,
    Seat,
    Table,
    engine_secrecy,
    play_turns,
    table_from_saved,
)


def loc(lang: str) -> Localizer:
    return Localizer.load(lang, domains=CONSOLE_DOMAINS)


BB_SECRECY = engine_secrecy(bb, BeastyBarAdapter(loc("cs")).spectator_view)


@dataclass
class Recorder:
    """A listener that keeps what it heard."""

    seat: int | None
    heard_events: list[tuple[int | None, list[Any], Any]] = field(default_factory=list)
    turns: list[int] = field(default_factory=list)
    log: list[str] = field(default_factory=list)

    def started(self, table: Table) -> None:
        self.log.append("started")

    def turn(self, table: Table, seat: int) -> None:
        self.turns.append(seat)

    def heard(self, table: Table, events: list[Any], view: Any, actor: int | None) -> None:
        self.heard_events.append((actor, events, view))

    def ended(self, table: Table) -> None:
        self.log.append("ended")


class Narrating(Recorder):
    """A listener at a console in its own language: the sentences it would say."""

    def __init__(self, seat: int, lang: str) -> None:
        super().__init__(seat)
        self.adapter = BeastyBarAdapter(loc(lang))
        self.lines: list[str] = []

    def heard(self, table: Table, events: list[Any], view: Any, actor: int | None) -> None:
        super().heard(table, events, view, actor)
        ctx = Context.of(table.state, view, self.seat, table.names, table.seats, "normal")
        assert actor is not None
        self.lines += [line.text for line in self.adapter.turn_lines(ctx, events, actor)]


def bb_table(seats: list[Seat], seed: int = 7, **kw: Any) -> Table:
    state = bb.new_game(len(seats), seed=seed, first=0)
    return Table("beastybar", state, seats, seed, secrecy=BB_SECRECY, **kw)


def computers(table: Table) -> None:
    for seat in range(len(table.seats)):
        table.sit(seat, ComputerChooser(table, seat, bot=RandomBot()))


def test_each_listener_hears_the_events_and_the_view_of_its_own_seat() -> None:
    table = bb_table([Seat("normal", "Jana"), Seat("normal", "Petr")])
    computers(table)
    listeners = [Recorder(0), Recorder(1), Recorder(None)]
    for listener in listeners:
        table.listen(listener)
    asyncio.run(play_turns(table))
    assert table.state.is_over()
    for listener in listeners:
        assert listener.log == ["started", "ended"]
        assert len(listener.heard_events) == table.turns == len(listener.turns)
        draws = [e for _actor, events, _view in listener.heard_events for e in events
                 if isinstance(e, CardDrawn)]
        assert draws, "both players drew cards"
        for e in draws:  # a card drawn is known to the one who drew it, to nobody else
            assert (e.card is not None) == (e.player == listener.seat)
        for _actor, _events, view in listener.heard_events:
            assert view.player == (-1 if listener.seat is None else listener.seat)
            if listener.seat is None:
                assert view.hand == ()
    seen = {listener.seat: [a for a, _e, _v in listener.heard_events] for listener in listeners}
    assert seen[0] == seen[1] == seen[None]  # everyone heard every action, in the same order


def test_without_a_secrecy_given_the_table_keeps_the_game_states_own() -> None:
    state = bb.new_game(2, seed=3, first=0)
    table = Table("beastybar", state, [Seat("normal", "Jana"), Seat("normal", "Petr")], 3)
    computers(table)
    listeners = [Recorder(1), Recorder(None)]
    for listener in listeners:
        table.listen(listener)
    asyncio.run(play_turns(table))
    for listener in listeners:
        draws = [e for _a, events, _v in listener.heard_events for e in events
                 if isinstance(e, CardDrawn) and e.player == 0]
        assert draws and all(e.card is None for e in draws)
    assert listeners[1].heard_events[-1][2] == state.spectator_view()


def test_a_czech_and_an_english_listener_at_one_table_each_hear_their_own_sentences() -> None:
    table = bb_table([Seat("normal", "Jana"), Seat("normal", "Peter")], seed=11)
    computers(table)
    czech, english = Narrating(0, "cs"), Narrating(1, "en")
    table.listen(czech)
    table.listen(english)
    asyncio.run(play_turns(table))
    assert czech.lines and english.lines
    # the same table narrated afresh for each seat in each language gives exactly what each one heard
    for listener, lang in ((czech, "cs"), (english, "en")):
        adapter = BeastyBarAdapter(loc(lang))
        replay = bb.new_game(2, seed=11, first=0)
        expected: list[str] = []
        for turn in table.state.history:
            events = replay.apply(turn.action)
            seat = listener.seat
            assert seat is not None
            ctx = Context.of(replay, replay.view(seat), seat, table.names, table.seats, "normal")
            seen = bb.events_for(events, seat)
            expected += [line.text for line in adapter.turn_lines(ctx, seen, turn.player)]
        assert listener.lines == expected
    assert set(czech.lines).isdisjoint(english.lines)
    # seat 0's own move in Czech in the second person, the same move in English by name; and the reverse
    assert czech.lines[0].startswith("Hraješ zelenou hrošici")
    assert english.lines[0].startswith("Jana plays the green hippo")
    assert any(line.startswith("Peter hraje žlutého lva") for line in czech.lines)
    assert any(line.startswith("You play the yellow lion") for line in english.lines)
    # each heard its own draws with the card, the other's without
    def draws_of_seat_0(listener: Recorder) -> list[CardDrawn]:
        return [e for _a, ev, _v in listener.heard_events for e in ev
                if isinstance(e, CardDrawn) and e.player == 0]

    own_cz, other_en = draws_of_seat_0(czech), draws_of_seat_0(english)
    assert own_cz and all(e.card is not None for e in own_cz)
    assert other_en and all(e.card is None for e in other_en)


@dataclass
class Scripted:
    """A chooser that first offers an action the rules refuse, then a legal one."""

    bad: Any
    refusals: list[ValueError] = field(default_factory=list)
    asked: int = 0

    async def choose(self, view: Any) -> Any:
        self.asked += 1
        return self.bad if self.asked == 1 else view.legal[0]

    def refused(self, error: ValueError) -> None:
        self.refusals.append(error)


def test_a_refused_action_goes_back_to_its_chooser_and_changes_nothing() -> None:
    table = bb_table([Seat(HUMAN, "Ty"), Seat("normal", "Jana")])
    not_in_hand = next(c for c in range(48) if c not in table.state.hands[0])
    person = Scripted(bb.Play(not_in_hand))
    table.sit(0, person)
    table.sit(1, ComputerChooser(table, 1, bot=RandomBot()))
    listener = Recorder(0)
    table.listen(listener)
    asyncio.run(play_turns(table))
    assert len(person.refusals) == 1 and getattr(person.refusals[0], "code", None) == "not_in_hand"
    assert table.state.is_over()
    assert len(listener.heard_events) == table.turns  # the refused action was never heard


class Remote:
    """A chooser whose answers arrive later from elsewhere (as a network seat's would)."""

    def __init__(self) -> None:
        self.inbox: asyncio.Queue[Any] = asyncio.Queue()
        self.views: list[Any] = []

    async def choose(self, view: Any) -> Any:
        self.views.append(view)
        return await self.inbox.get()

    def refused(self, error: ValueError) -> None:
        raise AssertionError(f"not expected: {error}")


def test_a_seat_whose_answers_come_from_elsewhere_is_just_another_chooser() -> None:
    table = bb_table([Seat(REMOTE, "Eva"), Seat("normal", "Jana")])
    remote = Remote()
    table.sit(0, remote)
    table.sit(1, ComputerChooser(table, 1, bot=RandomBot()))

    async def far_away() -> None:  # answers each question a moment later, from its own view only
        answered = 0
        while not table.state.is_over():
            await asyncio.sleep(0)
            if len(remote.views) > answered:
                view = remote.views[-1]
                assert view.player == 0
                answered += 1
                await remote.inbox.put(view.legal[-1])

    async def main() -> None:
        helper = asyncio.ensure_future(far_away())
        await asyncio.wait_for(play_turns(table), timeout=30)
        helper.cancel()

    asyncio.run(main())
    assert table.state.is_over() and table.people == [0] and table.humans == []
    assert len(remote.views) == sum(1 for t in table.state.history if t.player == 0)


class Pacing:
    def __init__(self) -> None:
        self.asked: list[int] = []

    def __call__(self, seat: int) -> float:
        self.asked.append(seat)
        return 0.0


class FailingBot:
    def choose(self, view: Any, rng: Any) -> Any:
        raise RuntimeError("a bug in the bot")


def test_a_faulty_computer_player_is_replaced_by_a_random_legal_move_and_paced() -> None:
    table = bb_table([Seat("normal", "Jana"), Seat("normal", "Petr")])
    pace = Pacing()
    for seat in range(2):
        table.sit(seat, ComputerChooser(table, seat, bot=FailingBot(), pace=pace))
    asyncio.run(play_turns(table))
    assert table.state.is_over()
    assert len(pace.asked) == table.turns and set(pace.asked) == {0, 1}


@dataclass
class MemorySaver:
    saved: list[dict[str, Any]] = field(default_factory=list)
    finished_count: int = 0

    def save(self, table: Table) -> None:
        self.saved.append(table.to_saved())

    def finished(self, table: Table) -> None:
        self.finished_count += 1


def test_autosave_after_every_action_and_a_saved_table_resumes_where_it_was() -> None:
    saver = MemorySaver()
    table = bb_table([Seat(HUMAN, "Ty"), Seat("hard", "Jana")], saver=saver, options={"x": 1})
    computers(table)
    asyncio.run(play_turns(table))
    assert len(saver.saved) == table.turns and saver.finished_count == 1
    middle = saver.saved[5]
    resumed = table_from_saved("beastybar", middle, bb.State.from_json, secrecy=BB_SECRECY)
    assert resumed.turns == 6 and resumed.seats == table.seats and resumed.options == {"x": 1}
    assert resumed.state.to_json() == middle["state"]
    computers(resumed)  # the computer players' random numbers continue from the saved turn count
    asyncio.run(play_turns(resumed))
    assert resumed.state.is_over()
    no_seed = {k: v for k, v in middle.items() if k != "seed"}
    for damaged in ({**middle, "seats": ["human"], "names": ["Ty"]}, no_seed, {**middle, "options": []},
                    {**middle, "state": {"game": "beastybar"}}):
        with pytest.raises(ValueError):
            table_from_saved("beastybar", damaged, bb.State.from_json, secrecy=BB_SECRECY)


# --- real time ------------------------------------------------------------------------------------------

MK_ADAPTER = MonkeysAdapter(loc("cs"))
MK_SECRECY = engine_secrecy(mk, MK_ADAPTER.spectator_view)
MK_REALTIME = REALTIME


def mk_table(seats: list[Seat], seed: int = 3) -> Table:
    state = mk.new_game(len(seats), seed=seed, round_ms=20_000)
    return Table("monkeys", state, seats, seed, secrecy=MK_SECRECY, options={"bot_speed": "fast"})


def test_the_real_time_driver_plays_computers_on_one_clock_in_the_order_of_time() -> None:
    table = mk_table([Seat("normal", "Jana"), Seat("hard", "Petr")])
    fake = FakeTime()
    driver = RealtimeDriver(table, MK_REALTIME, MK_REALTIME.bot, source=fake)
    spectator = Recorder(None)
    table.listen(spectator)
    driver.start_round(0)
    steps = 0
    while driver.running and steps < 10_000:
        now = driver.clock.ms()
        driver.step(now)
        due = [*driver.next_due(now), now + 200]
        fake.advance(max(1, min(due) - now) / 1000)
        steps += 1
    assert not driver.running
    actors = [a for a, _e, _v in spectator.heard_events]
    assert {0, 1} <= set(actors) and None in actors  # both acted; the clock spoke (timer, round's end)
    # the recorded game replays exactly
    replayed = mk.State.from_json(table.state.to_json())
    assert replayed.snapshot() == table.state.snapshot()


def test_a_person_acts_at_any_time_and_a_refused_action_changes_nothing() -> None:
    table = mk_table([Seat(HUMAN, "Ty"), Seat("normal", "Petr")])
    fake = FakeTime()
    driver = RealtimeDriver(table, MK_REALTIME, MK_REALTIME.bot, source=fake)
    me = Recorder(0)
    table.listen(me)
    driver.start_round(0)
    fake.advance(1.0)
    now = driver.clock.ms()
    driver.step(now)
    before = table.state.snapshot()
    turns = table.turns
    with pytest.raises(ValueError):
        driver.submit(0, mk.Stop(1, now))  # another seat's action
    with pytest.raises(ValueError):
        driver.submit(0, mk.Flip(0, now, 99))  # no such tile
    assert table.state.snapshot() == before and table.turns == turns
    action = next(a for a in table.state.legal_actions(0, now) if isinstance(a, mk.Take))
    driver.submit(0, action)
    assert me.heard_events[-1][0] == 0 and table.turns == turns + 1


def test_a_computer_player_that_cannot_be_made_is_told_once_and_idles() -> None:
    table = mk_table([Seat("normal", "Jana"), Seat("normal", "Petr")])
    failed: list[int] = []

    def broken(kind: str, seat: int, seed: int, options: dict[str, Any]) -> Any:
        if seat == 1:
            raise RuntimeError("no such bot")
        return MK_REALTIME.bot(kind, seat, seed, options)

    fake = FakeTime()
    driver = RealtimeDriver(table, MK_REALTIME, broken, source=fake, on_bot_failed=failed.append)
    driver.start_round(0)
    for _ in range(50):
        fake.advance(0.5)
        driver.step(driver.clock.ms())
    assert failed == [1] and driver.plans[1] is None

"""4 Monkeys at the console: the real-time loop on a fake clock (no sleeping), announcement priorities, the
keys on prompt_toolkit's pipe input (selection, take, bluff, Stop!, refill, review), pause, save and resume,
the set-up's pacing questions and the command line's pacing options."""

from __future__ import annotations

import argparse
import asyncio
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from console_support import CTRL_Q, DOWN, END, ENTER, HOME, RIGHT, SPACE, UP, Harness, localizer

from beastybar_access.commands.play import PlayOptionError, plan_from_args
from beastybar_access.console import Console, Plan, Settings, commands
from beastybar_access.console.adapter import Seat
from beastybar_access.console.realtime import TICK_MS, FakeTime, MsClock, RealtimeSession
from beastybar_access.games.monkeys.cards import face_of
from beastybar_access.games.monkeys.console import MonkeysAdapter
from beastybar_access.games.monkeys.engine import Phase, StartRound, Take, new_game
from beastybar_access.games.monkeys.events import TileTaken, TimerTick
from beastybar_access.games.monkeys.narration import MonkeysNarrator
from beastybar_access.games.monkeys.tiles import is_correct
from beastybar_access.narration.lines import Line
from beastybar_access.outputs import EVENT, NAVIGATION, PROMPT, Outputs, RecordingChannel

SEED = 3


def run(coro: Any, timeout: float = 30) -> Any:
    return asyncio.run(asyncio.wait_for(coro, timeout))


_NARRATORS: dict[str, MonkeysNarrator] = {}


def mk_adapter(lang: str = "cs") -> MonkeysAdapter:
    if lang not in _NARRATORS:
        _NARRATORS[lang] = MonkeysNarrator(lang)
    return MonkeysAdapter(localizer(lang), _NARRATORS[lang])


@dataclass(frozen=True)
class Plan_:
    at: int
    action: Any


class TakeAt:
    """A computer player that takes the first tile it can at ``at`` ms, once a round; nothing else."""

    def __init__(self, at: int) -> None:
        self.at = at
        self.asked = 0

    def next_move(self, view: Any, rng: Any) -> Plan_ | None:
        self.asked += 1
        if view.phase is not Phase.PLAY or view.tiles[view.player]:
            return None
        takes = [a for a in view.legal if isinstance(a, Take)]
        if not takes:
            return None
        at = max(self.at, view.clock)
        return Plan_(at, Take(view.player, at, takes[0].stack, takes[0].cards))


class Idle:
    def next_move(self, view: Any, rng: Any) -> None:
        return None


class Scripted(MonkeysAdapter):
    """4 Monkeys whose computer players are the test's."""

    def __init__(self, bots: dict[int, Any], lang: str = "cs") -> None:
        base = mk_adapter(lang)
        super().__init__(base.loc, base.narrator)
        self.test_bots = bots

    def make_realtime_bot(self, kind: str, seat: int, seed: int, options: dict[str, Any]) -> Any:
        return self.test_bots.get(seat, Idle())


def session_at_table(bots: dict[int, Any], seats: tuple[str, ...] = ("human", "normal"),
                     round_ms: int = 60_000, delay: float = 0.0, lang: str = "cs",
                     verbosity: str = "normal") -> tuple[RealtimeSession, RecordingChannel, FakeTime]:
    """A session on a fake clock at a console without keyboard (the person's actions are called)."""
    adapter = Scripted(bots, lang)
    recorder = RecordingChannel()
    console = Console(adapter, localizer(lang), Outputs([recorder]),
                      Settings(delay=delay, verbosity=verbosity))
    state = new_game(len(seats), seed=SEED, round_ms=round_ms)
    table = console.make_table(state, [Seat(k, n) for k, n in zip(seats, ["Ty", "Petr", "Eva", "Jana"],
                                                                  strict=False)],
                               SEED, options={"bot_speed": "normal"})
    console.table = table
    console.perspective = table.humans[0] if table.humans else None
    table.listen(console.seating)
    fake = FakeTime()
    session = RealtimeSession(console, table, adapter, source=fake, make_bot=adapter.make_realtime_bot)
    session.lines.rate = None  # no listener's pacing here (tests/test_realtime_narrator.py tests it)
    console.session = session
    return session, recorder, fake


# --- the clock -------------------------------------------------------------------------------------------


def test_the_clock_runs_holds_while_paused_and_resumes_without_a_jump() -> None:
    fake = FakeTime(100.0)
    clock = MsClock(fake)
    assert clock.ms() == 0 and not clock.running
    clock.start(0)
    fake.advance(1.5)
    assert clock.ms() == 1500
    assert clock.pause() and not clock.pause()
    fake.advance(10)
    assert clock.ms() == 1500, "a paused clock holds"
    assert clock.resume()
    fake.advance(0.25)
    assert clock.ms() == 1750
    clock.stop()
    fake.advance(5)
    assert clock.ms() == 1750 and not clock.running


# --- the loop on a fake clock -----------------------------------------------------------------------------


def test_a_computer_move_happens_at_its_planned_time_and_the_persons_action_after_it() -> None:
    session, recorder, fake = session_at_table({1: TakeAt(3000)})
    session.start_round()
    state = session.state
    assert state.phase is Phase.PLAY
    session.step(2999)
    assert not state.tiles[1], "not before its time"
    fake.advance(5.0)  # the loop woke late: the move keeps its own time
    session.step(5000)
    assert len(state.tiles[1]) == 1
    entry = next(e for e in state.history if e.player == 1)
    assert entry.at == 3000
    assert state.clock == 5000
    take = next(a for a in state.legal_actions(0) if isinstance(a, Take))
    assert session.act(lambda at: Take(0, at, take.stack, take.cards))
    mine = [e for e in state.history if e.player == 0 and isinstance(e.action, Take)]
    assert mine and mine[0].at == 5000, "the person's action is stamped with the clock when the key arrives"
    texts = recorder.texts
    assert any(t.startswith("Petr bere ") for t in texts) and any(t.startswith("Bereš ") for t in texts)


def test_others_actions_are_queued_events_own_answers_navigation_the_timer_a_prompt() -> None:
    session, recorder, fake = session_at_table({1: TakeAt(1000)})
    session.start_round()
    recorder.clear()
    fake.advance(1.0)
    session.step(1000)
    theirs = recorder.announcements
    assert theirs and all(a.kind == EVENT for a in theirs), "what the others do never cuts off speech"
    assert theirs[0].text.startswith("Petr bere ") and len(theirs) == 1, "briefly: their draw is not said"
    recorder.clear()
    take = next(a for a in session.state.legal_actions(0) if isinstance(a, Take))
    session.act(lambda at: Take(0, at, take.stack, take.cards))
    mine = recorder.announcements
    assert mine[0].kind == NAVIGATION and mine[0].text.startswith("Bereš ")
    assert all(a.kind == EVENT for a in mine[1:])
    recorder.clear()
    session.step(30_000)  # one minute rounds: 30 s left
    ticks = recorder.announcements
    assert [a.kind for a in ticks] == [PROMPT] and ticks[0].text == "Zbývá 30 sekund."
    assert session.console.history.items[-1].text == "Zbývá 30 sekund.", "the timer is kept in the history"


def recorded_waits(session: RealtimeSession, fake: FakeTime) -> list[float]:
    """The session's pauses, recorded (each moves the fake clock on instead of waiting)."""
    waits: list[float] = []

    async def wait(seconds: float) -> None:
        waits.append(seconds)
        fake.advance(seconds)

    session._wait = wait
    return waits


def test_the_round_ends_on_time_and_its_scoring_is_said_step_by_step_at_the_delay() -> None:
    session, recorder, fake = session_at_table({1: TakeAt(1000)}, round_ms=20_000, delay=1.5)
    waits = recorded_waits(session, fake)
    session.start_round()
    session.step(20_000)
    assert session.state.phase is Phase.READY and not session.running
    assert any(t.startswith("Čas vypršel.") for t in recorder.texts), "the end is said at once"
    assert session.pending and not any(t.startswith("Krok 1") for t in recorder.texts), "the scoring waits"
    steps = len(session.pending)
    run(session.flush_paced())
    assert waits == [1.5] * (steps - 1)
    said = recorder.texts
    assert said.index(next(t for t in said if t.startswith("Krok 1"))) < said.index(
        next(t for t in said if t.startswith("Po 1. kole")))  # round 1: the standings (issue 25)



def test_the_scorings_first_line_waits_until_the_listener_has_heard_the_rounds_end() -> None:
    # issue 25: with a listener (15 characters a second) the end of the round is heard before step 1
    session, _recorder, fake = session_at_table({1: TakeAt(1000)}, round_ms=20_000, delay=1.0)
    session.lines.rate = 15.0
    waits = recorded_waits(session, fake)
    session.start_round()
    session.step(20_000)
    heard = session.lines.heard_in()
    assert heard > 1.0 and session.pending
    run(session.flush_paced())
    assert waits[0] == pytest.approx(heard), waits

def test_an_illegal_plan_is_dropped_until_something_changes() -> None:
    class Stubborn:
        def __init__(self) -> None:
            self.asked = 0

        def next_move(self, view: Any, rng: Any) -> Plan_ | None:
            self.asked += 1
            if view.phase is not Phase.PLAY:
                return None
            return Plan_(view.clock, Take(view.player, view.clock, 0, (999,)))  # not in the hand

    bot = Stubborn()
    session, _recorder, _fake = session_at_table({1: bot})
    session.start_round()
    session.step(100)
    asked = bot.asked
    session.step(150)
    assert bot.asked == asked, "not asked again while nothing changed"
    assert session.plans[1] is None and not session.state.tiles[1]
    take = next(a for a in session.state.legal_actions(0) if isinstance(a, Take))
    session.act(lambda at: Take(0, at, take.stack, take.cards))
    session.step(200)
    assert bot.asked > asked, "asked again after the person acted"


def test_a_faulty_computer_player_does_not_stop_the_game() -> None:
    class Broken:
        def next_move(self, view: Any, rng: Any) -> Any:
            raise RuntimeError("bug")

    session, recorder, _fake = session_at_table({1: Broken()})
    session.start_round()
    session.step(5000)
    session.dirty = True
    session.step(6000)
    assert session.running and session.plans[1] is None
    said = [t for t in recorder.texts if "přestal hrát kvůli chybě v programu" in t]
    assert len(said) == 1 and "Petr" in said[0], "said once, naming the seat"


def test_the_wake_up_is_the_earliest_plan_or_a_tick() -> None:
    session, _recorder, _fake = session_at_table({1: TakeAt(50)})
    session.start_round()
    session.driver.replan()
    assert session.next_wake(0) == 50
    session.plans[1] = None
    assert session.next_wake(1000) == 1000 + TICK_MS
    assert session.next_wake(59_950) == 60_000, "never past the round's end"


def test_the_quit_question_stops_the_clock_and_says_so() -> None:
    session, recorder, fake = session_at_table({})
    session.start_round()
    fake.advance(2.0)
    console = session.console
    commands.quit_game(commands.CommandContext.of(console))
    session.sync_pause()
    assert session.clock.paused and "Čas kola stojí." in recorder.texts
    fake.advance(30)
    assert session.clock.ms() == 2000
    console.handle_key("n")  # not quitting
    assert not session.clock.paused and "Čas kola zase běží." in recorder.texts
    fake.advance(1)
    assert session.clock.ms() == 3000


def test_a_table_of_computer_players_plays_the_whole_game_in_fake_time() -> None:
    adapter = mk_adapter()
    recorder = RecordingChannel()
    console = Console(adapter, localizer("cs"), Outputs([recorder]), Settings(delay=1.0),
                      plan=Plan(players=3, seats=["normal", "easy", "normal"], names=["Petr", "Eva", "Jana"],
                                variant="standard", first="random", seed=5,
                                options={"round_ms": 60_000, "bot_speed": "fast"}))
    started = time.monotonic()
    assert run(console.run(), timeout=90) == 0  # the same hang guard as below
    # three 1-minute rounds waited out on the wall clock would take 3 minutes; a hang guard below that
    assert time.monotonic() - started < 90, "fake time: nothing waits for the wall clock"
    texts = recorder.texts
    assert sum(t.startswith("Čas vypršel.") or t.startswith("Stop platí.") for t in texts) == 3
    assert any(t.startswith("Konec hry.") for t in texts)
    assert any(" bere " in t or " berou " in t for t in texts)  # a take, or takes merged for the listener


# --- keys -------------------------------------------------------------------------------------------------


def dealt(round_ms: int = 240_000) -> Any:
    state = new_game(2, seed=SEED, round_ms=round_ms)
    state.apply(StartRound(0, 0))
    return state


def plan(**options: Any) -> Plan:
    return Plan(players=2, seats=["human", "normal"], names=["Ty", "Petr"], variant="standard",
                first="random", seed=SEED, options={"round_ms": 240_000, "bot_speed": "slow", **options})


async def started(h: Harness) -> None:
    await h.start()
    await h.said("Až budeš chtít začít, stiskni Enter.")
    await h.press(ENTER)
    await h.said("V ruce máš 5 karet")


async def hear(h: Harness, *keys: str) -> list[str]:
    before = len(h.texts)
    await h.press(*keys)
    await h.until(lambda: len(h.texts) > before)
    await asyncio.sleep(0.03)
    return h.texts[before:]


TAKEN = ("Bereš Zlatý knoflík ze sloupečku 1, pod kartičku pokládáš 1 kartu. Ve sloupečku 1 jsou teď Tři "
         "karty jedné barvy.")
"""What the person hears on taking the first stack's tile with the dealt game's matching card."""


def select_keys(hand: list[int], cards: tuple[int, ...]) -> list[str]:
    keys: list[str] = []
    for card in cards:
        keys += [HOME, *[RIGHT] * hand.index(card), SPACE]
    return keys


def test_selecting_cards_and_taking_a_tile_that_they_make(tmp_path: Path) -> None:
    state = dealt()
    take = next(a for a in state.legal_actions(0) if isinstance(a, Take))

    async def main() -> None:
        h = Harness(tmp_path, plan(), adapter=Scripted({}))
        await started(h)
        heard = await hear(h, HOME)
        assert heard[-1].endswith("1 z 5") and "nevybráno" in heard[-1]
        await h.press(*select_keys(state.hands[0], take.cards))
        await h.said("dva modré trojúhelníky, z toho jeden zlatý: vybráno. Vybrána 1 karta.", exact=True)
        await h.press(UP, HOME, *[RIGHT] * take.stack)
        await asyncio.sleep(0.05)
        heard = await hear(h, "p")  # the check only
        assert "blaf" not in heard[0], heard
        assert h.console.table is not None and not h.console.table.state.tiles[0]
        await h.press(ENTER)
        await h.said(TAKEN, exact=True)
        table = h.console.table
        assert table is not None and len(table.state.tiles[0]) == 1
        assert not h.console.adapter.focus.selected, "the selection is cleared after a take"
        await h.stop()

    run(main())


def test_a_bluff_needs_a_second_enter_and_another_key_cancels_it(tmp_path: Path) -> None:
    state = dealt()
    hand = state.hands[0]
    stack = 0
    combo = state.stacks[stack][-1]
    wrong = next(c for c in hand if not is_correct(combo, [face_of(c)]))

    async def main() -> None:
        h = Harness(tmp_path, plan(), adapter=Scripted({}))
        await started(h)
        await h.press(*select_keys(hand, (wrong,)), UP, HOME)
        await asyncio.sleep(0.05)
        heard = await hear(h, ENTER)
        assert "blaf" in " ".join(heard) and heard[-1] == "Enter: vzít kartičku i tak, jiná klávesa: nebrat."
        table = h.console.table
        assert table is not None and not table.state.tiles[0]
        await h.press(RIGHT, HOME)  # another key: the bluff is off
        await asyncio.sleep(0.05)
        heard = await hear(h, ENTER)
        assert "blaf" in " ".join(heard) and not table.state.tiles[0], "asked again"
        await h.press(ENTER)
        await h.said("Bereš Zlatý knoflík ze sloupečku 1, pod kartičku pokládáš 1 kartu. Karta kombo "
                     "nesplňuje: je to blaf. Ve sloupečku 1 jsou teď Tři karty jedné barvy.", exact=True)
        assert len(table.state.tiles[0]) == 1 and table.state.tiles[0][0].cards == (wrong,)
        await h.stop()

    run(main())


def test_stop_without_every_combo_asks_first_then_costs_ten_points(tmp_path: Path) -> None:
    async def main() -> None:
        h = Harness(tmp_path, plan(), adapter=Scripted({}))
        await started(h)
        heard = await hear(h, "z")
        assert heard[0].startswith("Zatím nemáš žádné kombo z 10.")
        assert heard[-1].startswith("Klávesa z: zavolat Stop! i tak")
        table = h.console.table
        assert table is not None and table.state.penalties == [0, 0]
        await h.press("z")
        await h.said("Stop neplatí. Kolo 1 se hraje znovu od začátku.", exact=True)
        assert table.state.penalties == [10, 0]
        await h.said("Až budeš chtít začít, stiskni Enter.")  # the round again
        await h.stop()

    run(main())


def test_the_refill_tile_asks_which_use_and_the_review_keys_answer(tmp_path: Path) -> None:
    async def main() -> None:
        h = Harness(tmp_path, plan(), adapter=Scripted({}))
        await started(h)
        heard = await hear(h, "u")
        assert heard == ["Doplnění ruky: jak ho použiješ?",
                         "zahodit celou ruku a líznout 5 nových karet, 1 ze 2"]
        await h.press(DOWN)
        await h.said("líznout 3 karty navíc, 2 ze 2", exact=True)
        await h.press(ENTER)
        await h.said("Dobíráš 3 karty: dva žluté trojúhelníky, z toho jeden zlatý; červený kruh a "
                     "trojúhelník; dva zelené kruhy, z toho jeden zlatý.", exact=True)
        table = h.console.table
        assert table is not None and len(table.state.hands[0]) == 8
        heard = await hear(h, DOWN)
        assert heard[0].startswith("Tvoje kartičky. Doplnění ruky, použité")
        assert (await hear(h, DOWN))[0] == "Dole jsou tvoje kartičky, níž už nic není."
        assert (await hear(h, "t"))[0].startswith("Zbýv")
        counts = await hear(h, "c")
        assert counts[0].startswith("Kartičky:")
        assert any(line.startswith("Doplnění ruky: ty použité") for line in counts), counts
        assert (await hear(h, "n"))[0].startswith("Nabídka:")
        assert h.console.adapter.focus.row == "offer", "a review key also moves to its row"
        where = await hear(h, "w")
        assert where[0] == "Kolo 1 ze 3." and any(t.startswith("Nabídka. ") for t in where)
        await h.stop()

    run(main())


def test_help_lists_the_games_keys(tmp_path: Path) -> None:
    async def main() -> None:
        h = Harness(tmp_path, plan(), adapter=Scripted({}))
        await started(h)
        heard = await hear(h, "?")
        await h.until(lambda: any(t.startswith("Ctrl+Q") for t in h.texts))
        text = "\n".join(h.texts)
        for start in ("šipka nahoru, šipka dolů: přepínají řady", "mezerník: v ruce vybere kartu",
                      "Enter: na kartičce v nabídce ji vezme", "klávesa Z: zavolá Stop!",
                      "klávesa U: použije kartičku", "klávesa A: přidá kartičku do nabídky",
                      "klávesa T: kolik času", "klávesa K: přečte tvoje kartičky"):
            assert start in text, start
        assert heard[0].startswith("Klávesy")
        await h.stop()

    run(main())


def test_quitting_mid_round_saves_and_resume_goes_on_with_the_clock(tmp_path: Path) -> None:
    async def main() -> None:
        h = Harness(tmp_path, plan(bot_speed="fast"), adapter=Scripted({}))
        await started(h)
        await asyncio.sleep(0.3)
        await h.press(CTRL_Q)
        await h.said("Čas kola stojí.")
        await h.press("a")
        await h.said("Na shledanou.")
        code = await h.stop()
        assert code == 0
        table = h.console.table
        assert table is not None
        clock = table.state.clock

        again = Harness(tmp_path, None, adapter=Scripted({}), resume=True)
        await again.start()
        await again.said("Pokračuje kolo 1 ze 3, zbývá")
        resumed = again.console.table
        assert resumed is not None and resumed.state.clock == clock and resumed.options["bot_speed"] == "fast"
        await again.press(ENTER)
        await asyncio.sleep(0.3)
        assert resumed.state.phase is Phase.PLAY
        again.console.session.step(again.console.session.clock.ms())
        assert resumed.state.clock > clock
        await again.stop()

    run(main())


def test_the_set_up_asks_the_round_length_and_the_opponents_speed(tmp_path: Path) -> None:
    async def main() -> None:
        h = Harness(tmp_path, Plan(players=2, seats=["human", "normal"], names=["Ty", "Petr"], seed=SEED),
                    adapter=Scripted({}))
        await h.start()
        await h.said("Jaká varianta pravidel?")
        await h.press(ENTER)
        await h.said("Jak dlouho má trvat jedno kolo?")
        await h.said("4 minuty, podle pravidel, 2 z 5")
        await h.press(UP, ENTER)
        await h.said("Jak rychle mají hrát počítačoví soupeři?")
        await h.press(HOME, ENTER)
        await h.said("Kolo 1 ze 3, potrvá 1 minutu.")
        assert not any("Kdo začíná" in t for t in h.texts), "everyone plays at once: nobody starts"
        table = h.console.table
        assert table is not None and table.state.round_ms == 60_000 and table.options["bot_speed"] == "slow"
        await h.stop()

    run(main())


def test_two_people_asked_for_sit_one_at_the_keyboard_so_the_end_speaks_to_one(tmp_path: Path) -> None:
    """Issue 25: at a keyboard shared by several people the game's end names each person (tested for the
    turn-based games in tests/test_console_hot_seat.py); 4 Monkeys, everyone playing at once, never seats
    two people at one keyboard, so its "you" is always the one person there."""
    async def main() -> None:
        h = Harness(tmp_path, Plan(players=2, seats=["human", "human"], names=["Ana", "Bob"], seed=SEED,
                                   variant="standard", options={"round_ms": 60_000, "bot_speed": "fast"}),
                    adapter=Scripted({}))
        await h.start()
        await h.said("proto u klávesnice hraje jen jeden člověk")
        await h.said("Kolo 1 ze 3, potrvá 1 minutu.")
        table = h.console.table
        assert table is not None and table.humans == [0]
        await h.stop()

    run(main())


def test_the_set_up_remembers_the_chosen_pacing_for_the_next_run_but_not_the_command_lines(
        tmp_path: Path) -> None:
    def setup_plan(**options: Any) -> Plan:
        return Plan(players=2, seats=["human", "normal"], names=["Ty", "Petr"], seed=SEED, options=options)

    def run_again(name: str, plan: Plan, first: Harness) -> Harness:
        """A new console on the same settings file, as the program started again makes it."""
        stored = first.settings_file.load()
        h = Harness(tmp_path / name, plan, adapter=Scripted({}), stored=stored,
                    settings=Settings.from_json({**stored.to_json(), "delay": 0.0}))
        h.settings_file = first.settings_file
        return h

    async def main() -> None:
        first = Harness(tmp_path / "first", setup_plan(), adapter=Scripted({}))
        await first.start()
        await first.said("Jaká varianta pravidel?")
        await first.press(ENTER)
        await first.said("4 minuty, podle pravidel, 2 z 5")  # nothing remembered yet: the default
        await first.press(DOWN, DOWN, ENTER)
        await first.said("Jak rychle mají hrát počítačoví soupeři?")
        await first.said("středně rychle, 2 ze 3")
        await first.press(HOME, ENTER)
        await first.said("Kolo 1 ze 3, potrvá 8 minut.")
        await first.stop()
        stored = first.stored()
        assert (stored["monkeys_round_minutes"], stored["monkeys_bot_speed"]) == (8, "slow")

        # the program run again: a new console with the same settings file
        second = run_again("second", setup_plan(), first)
        await second.start()
        await second.said("Jaká varianta pravidel?")
        await second.press(ENTER)
        await second.said("8 minut, klidné tempo, 4 z 5")
        await second.press(ENTER)
        await second.said("pomalu, 1 ze 3")
        await second.press(ENTER)
        await second.said("Kolo 1 ze 3, potrvá 8 minut.")
        table = second.console.table
        assert table is not None and table.state.round_ms == 480_000 and table.options["bot_speed"] == "slow"
        await second.stop()

        # --round-minutes 1 on the command line: not asked, not remembered; the speed still is
        third = run_again("third", setup_plan(round_ms=60_000), first)
        await third.start()
        await third.said("Jaká varianta pravidel?")
        await third.press(ENTER)
        await third.said("pomalu, 1 ze 3")
        await third.press(END, ENTER)
        await third.said("Kolo 1 ze 3, potrvá 1 minutu.")
        assert not any("Jak dlouho má trvat" in t for t in third.texts)
        await third.stop()
        stored = first.stored()
        assert (stored["monkeys_round_minutes"], stored["monkeys_bot_speed"]) == (8, "fast")

        # --round-minutes and --bot-speed both given: nothing asked, the file is not written
        fourth = Harness(tmp_path / "fourth", setup_plan(round_ms=60_000, bot_speed="normal"),
                         adapter=Scripted({}), settings=Settings(delay=0.0))
        await fourth.start()
        await fourth.said("Jaká varianta pravidel?")
        await fourth.press(ENTER)
        await fourth.said("Kolo 1 ze 3, potrvá 1 minutu.")
        await fourth.stop()
        assert not fourth.settings_file.path.exists()

    run(main())


def test_a_remembered_round_length_the_menu_does_not_offer_focuses_the_default(tmp_path: Path) -> None:
    async def main() -> None:
        h = Harness(tmp_path, Plan(players=2, seats=["human", "normal"], names=["Ty", "Petr"], seed=SEED,
                                   variant="family"),
                    adapter=Scripted({}), settings=Settings(delay=0.0, games={"monkeys_round_minutes": 3}))
        await h.start()
        await h.said("5 minut, rodinná verze, 3 z 5")
        await h.press(ENTER)
        await h.said("středně rychle, 2 ze 3")
        await h.stop()

    run(main())


# --- narration of events -----------------------------------------------------------------------------------


def test_others_draws_are_not_said_but_their_takes_are_briefly() -> None:
    adapter = mk_adapter()
    state = dealt()
    take = next(a for a in state.legal_actions(1) if isinstance(a, Take))
    events = state.apply(take)
    assert isinstance(events[0], TileTaken)
    recorder = RecordingChannel()
    console = Console(adapter, localizer("cs"), Outputs([recorder]), Settings())
    console.table = console.make_table(state, [Seat("human", "Ty"), Seat("normal", "Petr")], SEED)
    console.perspective = 0
    ctx = console.context()
    assert ctx is not None
    said = adapter.event_lines(ctx, events, 1)
    assert [s.kind for s in said] == [EVENT] and said[0].line.text.startswith("Petr bere ")
    tick = adapter.event_lines(ctx, [TimerTick(60_000)], None)
    assert [(s.kind, s.line.text) for s in tick] == [(PROMPT, "Zbývá 1 minuta.")]


# --- the command line ---------------------------------------------------------------------------------------


def args(**kw: Any) -> argparse.Namespace:
    return argparse.Namespace(**kw)


def test_the_pacing_options_of_the_command_line() -> None:
    variants = ("standard", "banana", "family", "family-banana")
    p = plan_from_args(args(round_minutes=0.5, bot_speed="fast"), 2, 4, variants)
    assert p.options == {"round_ms": 30_000, "bot_speed": "fast"}
    quick = plan_from_args(args(quick=True), 2, 4, variants)
    assert quick.options == {"bot_speed": "normal", "round_ms": 240_000}
    with pytest.raises(PlayOptionError) as err:
        plan_from_args(args(round_minutes=0), 2, 4, variants)
    assert err.value.msg_id == "play-bad-round-minutes"
    loc = localizer("cs")
    assert "0,1 do 60" in loc(err.value.msg_id, **err.value.args_)


# --- speech: what the others do waits behind the person's navigation --------------------------------------


def test_speech_others_actions_wait_behind_navigation_and_an_old_time_left_is_dropped() -> None:
    from beastybar_access.outputs import RecordingBackend, SpeechChannel

    backend = RecordingBackend(utterance_seconds=0.15)
    speech = SpeechChannel(backend, key_hold=0.0, poll_interval=0.005)
    try:
        session, _recorder, fake = session_at_table({1: TakeAt(1000)})
        session.console.outputs.add(speech)
        session.start_round()
        assert speech.wait_idle(5)
        session.answer([Line.plain("Ruka: modrý kruh a trojúhelník, 1 z 5")])  # the person's arrow key
        silenced = backend.silences
        fake.advance(1.0)
        session.step(1000)  # Petr takes a tile while the hand is being read
        session.step(30_000)  # and the timer says 30 s left ...
        session.step(50_000)  # ... and 10 s, before either was spoken
        assert speech.wait_idle(5)
        spoken = backend.spoken
        assert backend.silences == silenced, "nothing the others did cut the navigation line off"
        nav = spoken.index("Ruka: modrý kruh a trojúhelník, 1 z 5")
        petr = next(i for i, t in enumerate(spoken) if t.startswith("Petr bere "))
        assert nav < petr
        assert "Zbývá 10 sekund." in spoken and "Zbývá 30 sekund." not in spoken, "the newer time left wins"
    finally:
        speech.close()


def test_the_language_switched_mid_round_speaks_the_table_in_english(tmp_path: Path) -> None:
    async def main() -> None:
        h = Harness(tmp_path, plan(), adapter=Scripted({}))
        await started(h)
        await h.press(DOWN)  # the focus stays where it was
        await h.said("Tvoje kartičky. Doplnění ruky, připravené, 1 z 1", exact=True)
        h.console.set_setting("lang", "en")
        heard = await hear(h, "n")
        assert heard[0].startswith("Offer: 1: ")
        assert (await hear(h, "?"))[0].startswith("Keys")
        await h.until(lambda: any(t.startswith("the Z key: calls Stop!") for t in h.texts))
        await h.stop()

    run(main())


def test_a_round_that_ran_out_is_saved_with_its_scoring(tmp_path: Path) -> None:
    session, _recorder, _fake = session_at_table({1: TakeAt(1000)}, round_ms=5_000)
    from beastybar_access.console import SaveStore

    session.console.saves = SaveStore("monkeys", tmp_path)
    session.start_round()
    session.step(5_000)
    saved = session.console.saves.load()
    assert saved is not None and saved["state"]["snapshot"]["phase"] == "ready"
    assert saved["state"]["snapshot"]["round_scores"], "the round's scores are in the save"


def test_flipping_an_own_tile_and_the_reveal_refused_with_what_is_missing(tmp_path: Path) -> None:
    state = dealt()
    take = next(a for a in state.legal_actions(0) if isinstance(a, Take))

    async def main() -> None:
        h = Harness(tmp_path, plan(), adapter=Scripted({}))
        await started(h)
        await h.press(*select_keys(state.hands[0], take.cards), UP, HOME, *[RIGHT] * take.stack, ENTER)
        await h.said(TAKEN, exact=True)
        heard = await hear(h, "a")
        assert heard[0].startswith("Další kartičku smíš odkrýt, až budeš mít všechny druhy")
        await h.press(DOWN)
        heard = await hear(h, DOWN)
        assert heard[0].startswith("Tvoje kartičky. ") and "1 ze 2" in heard[0], heard
        heard = await hear(h, ENTER)
        assert heard[0].startswith("Otáčíš "), heard
        table = h.console.table
        assert table is not None and table.state.tiles[0][0].brown and len(table.state.hands[0]) == 8
        heard = await hear(h, "f")
        assert heard == ["Kartička 1 už je otočená na hnědou stranu."]  # the rules say why not
        assert table.state.refill_used == [False, False]
        heard = await hear(h, "a")  # away from the offer: which tile would go is not what one hears now
        assert heard[0].startswith("Stranou se odkládá kartička z nabídky, na které stojíš"), heard
        await h.stop()

    run(main())


def test_when_another_takes_the_tile_the_person_is_on_the_new_top_is_said() -> None:
    session, recorder, _fake = session_at_table({1: TakeAt(1000)})
    session.start_round()
    state = session.state
    bot_take = next(a for a in state.legal_actions(1) if isinstance(a, Take))
    adapter = session.adapter
    adapter.focus.row = "offer"
    adapter.focus.index["offer"] = bot_take.stack
    recorder.clear()
    session.step(1000)
    said = recorder.texts
    # one sentence: who took what from which stack, and what is on top there now (said once, for every
    # stack, whether the person stands on it or not)
    assert len(said) == 1 and said[0].startswith("Petr bere ")
    top = state.stacks[bot_take.stack][-1]
    name = adapter.narrator.tile_name(top).text
    assert f"ze sloupečku {bot_take.stack + 1}, navrchu " in said[0]  # normal: no count of cards (issue 25)
    assert said[0].endswith(f"navrchu {'jsou' if adapter.narrator.tile_agree(top) == 'pl' else 'je'} {name}.")


@pytest.mark.parametrize(("lang", "took", "now"), [("cs", "Petr bere ze sloupečku {}, navrchu ", "je"),
                                                   ("en", "Petr takes from stack {}, leaving ", "")])
def test_in_brief_another_take_says_its_stack_and_what_is_on_top_there_now(
        lang: str, took: str, now: str) -> None:
    # issue 25: no change of the offer is silent at brief ("Petr bere Tři kruhy." said neither where from nor
    # what came on top); the tile taken is left out (it was on top: the offer as last heard), said once
    session, recorder, _fake = session_at_table({1: TakeAt(1000)}, lang=lang, verbosity="brief")
    session.start_round()
    state = session.state
    bot_take = next(a for a in state.legal_actions(1) if isinstance(a, Take))
    adapter = session.adapter
    adapter.focus.row = "offer"
    adapter.focus.index["offer"] = bot_take.stack
    recorder.clear()
    session.step(1000)
    said = recorder.texts
    assert len(said) == 1 and said[0].startswith(took.format(bot_take.stack + 1)), said
    top = state.stacks[bot_take.stack][-1]
    assert said[0].endswith(adapter.narrator.tile_name(top).text + ".")


def test_braille_cells_of_the_focused_card_and_tile(tmp_path: Path) -> None:
    from beastybar_access.games.monkeys.braille_cards import card_cells, tile_cells
    from beastybar_access.outputs import has_braille

    state = dealt()

    async def main() -> None:
        h = Harness(tmp_path, plan(), adapter=Scripted({}), settings=Settings(delay=0.0, braille="lines"))
        await started(h)
        await h.press(HOME)
        await h.said("modrý kruh a trojúhelník, nevybráno, 1 z 5", exact=True)
        await h.press("d")
        await h.until(lambda: any(has_braille(a.braille or "") for a in h.recorder.announcements[-1:]))
        assert h.recorder.announcements[-1].braille.endswith(card_cells(state.hands[0][0]))
        await h.press(UP)
        await h.said("Nabídka. Sloupeček 1 ze 4: Zlatý knoflík, aspoň 1 zlatý knoflík, 1 bod, ve sloupečku 8 "
                     "kartiček.", exact=True)
        await h.press("d")
        await asyncio.sleep(0.05)
        assert h.recorder.announcements[-1].braille.endswith(tile_cells(state.stacks[0][-1], False))
        await h.stop()

    run(main())


def test_a_second_person_is_seated_as_a_computer_player(tmp_path: Path) -> None:
    async def main() -> None:
        h = Harness(tmp_path, Plan(players=2, seats=["human", "human"], variant="standard", seed=SEED,
                                   options={"round_ms": 60_000, "bot_speed": "slow"}), adapter=Scripted({}))
        await h.start()
        await h.said("proto u klávesnice hraje jen jeden člověk")
        # a real-time game's opening is short at normal too (issue 25)
        await h.said("U stolu: Hráč 1, Jana; 1 počítač, střední úroveň.", exact=True)
        assert not any("Napiš ho" in t for t in h.texts), "no name asked for the place the computer takes"
        await h.stop()

    run(main())


def test_others_actions_wait_while_the_person_presses_keys_but_not_for_long() -> None:
    from beastybar_access.console.realtime import MAX_HOLD_S, QUIET_S

    session, recorder, fake = session_at_table({1: TakeAt(1000)})
    session.start_round()
    recorder.clear()
    fake.advance(1.0)
    session.after_key()  # an arrow key just now
    session.step(1000)
    assert not recorder.texts and session.held, "held back: the navigation line stays on the display"
    assert session.next_wake(1000) <= 1000 + int(QUIET_S * 1000)
    fake.advance(QUIET_S / 2)
    session.release_held()
    assert not recorder.texts
    fake.advance(QUIET_S / 2)
    session.release_held()
    assert recorder.texts[0].startswith("Petr bere "), "said once the keys rest"
    # keys pressed on and on: held at most MAX_HOLD_S
    session2, recorder2, fake2 = session_at_table({1: TakeAt(1000)})
    session2.start_round()
    recorder2.clear()
    fake2.advance(1.0)
    session2.after_key()
    session2.step(1000)
    waited = 0.0
    while not recorder2.texts and waited < 10:
        fake2.advance(0.5)
        waited += 0.5
        session2.after_key()
        session2.release_held()
    assert recorder2.texts and waited <= MAX_HOLD_S


def test_others_moves_held_at_the_rounds_end_are_dropped() -> None:
    # issue 25: the round's scoring says what it came to; a take still held is not said after the end
    session, recorder, fake = session_at_table({1: TakeAt(1000)}, round_ms=3_000)
    session.start_round()
    recorder.clear()
    fake.advance(1.0)
    session.after_key()
    session.step(1000)
    assert session.held
    session.step(3_000)  # the time runs out while the line is held
    said = recorder.texts
    assert said[0].startswith("Čas vypršel.") and not any(t.startswith("Petr bere ") for t in said), said
    assert not session.held


def test_a_smartest_monkey_chosen_again_is_said_as_such() -> None:
    from beastybar_access.games.monkeys.events import ComboChecked, SmartestChosen

    adapter = mk_adapter()
    state = dealt()
    console = Console(adapter, localizer("cs"), Outputs([RecordingChannel()]), Settings())
    console.table = console.make_table(state, [Seat("human", "Ty"), Seat("normal", "Petr")], SEED)
    console.perspective = 0
    ctx = console.context()
    assert ctx is not None
    card = state.hands[1][0]
    batch = [SmartestChosen((1,), (0, 5), (0, 2), (0, 0)),
             ComboChecked(1, 0, 1, 2, (card,), False, False, ()),
             SmartestChosen((1,), (0, 3), (0, 1), (0, 0))]
    said = adapter.event_lines(ctx, batch, None)
    assert all(s.paced for s in said)
    assert said[0].line.text.startswith("Krok 2. ") and said[-1].line.text.startswith("Krok 2 znovu."), said


def test_the_settings_menu_stops_the_clock_and_names_the_delay_for_this_game(tmp_path: Path) -> None:
    async def main() -> None:
        h = Harness(tmp_path, plan(), adapter=Scripted({}))
        await started(h)
        await h.press("o")
        await h.said("Čas kola stojí.")
        session = h.console.session
        assert session is not None and session.clock.paused
        await h.press(*[DOWN] * 6)
        await h.said("Prodleva mezi kroky bodování: 0 s")
        await h.press("\x1b")
        await h.said("Čas kola zase běží.")
        assert not session.clock.paused
        await h.stop()

    run(main())


def test_command_line_speeds_are_the_bots_speeds() -> None:
    """The play command lists the speeds without loading the bots; the two lists must not drift apart."""
    from beastybar_access.games.monkeys.bots import MONKEY_SPEEDS
    from beastybar_access.games.monkeys.entry import BOT_SPEEDS

    assert BOT_SPEEDS == MONKEY_SPEEDS


def test_a_take_lands_only_on_the_tile_the_person_chose() -> None:
    """A computer move due just before the person's key is done first; if it took the very tile the person
    chose, the person's take (which names a stack) must not land on the tile below, and they hear why."""
    session, recorder, fake = session_at_table({1: TakeAt(3000)})
    session.start_round()
    adapter = session.adapter
    state = session.state
    bot_take = next(a for a in state.view(1).legal if isinstance(a, Take))
    stack = bot_take.stack
    session.step(2000)
    view = session.context().view
    chosen = view.offer[stack]
    adapter.focus.row = "offer"
    adapter.focus.index["offer"] = stack
    adapter.focus.selected = [view.hand[0]]
    fake.advance(3.5)  # the key comes at 3.5 s; the loop last woke at 2 s, so the bot's 3 s take is still due
    cards = tuple(adapter._selected(view))
    adapter._take(session, view, (stack, chosen, cards))  # Enter, with the bluff already confirmed
    assert [t.combo for t in state.tiles[1]] == [chosen], "the bot took the tile first"
    assert state.tiles[0] == [], "the person's take did not slip onto the next tile"
    assert view.hand[0] in state.hands[0]
    assert any(f"Kartička ve sloupečku {stack + 1} se mezitím změnila" in t for t in recorder.texts)


def test_any_other_key_answers_the_bluff_question_no() -> None:
    """The prompt says "any other key: do not"; a key that only tells something (the time) is such a key."""
    session, _recorder, _fake = session_at_table({})
    session.start_round()
    adapter = session.adapter
    view = session.context().view
    stack = next(i for i, c in enumerate(view.offer)
                 if c is not None and not is_correct(c, [face_of(view.hand[0])]))
    adapter.focus.row = "offer"
    adapter.focus.index["offer"] = stack
    adapter.focus.selected = [view.hand[0]]
    adapter.nav(session, "c-m")
    assert adapter.focus.bluff is not None, "a wrong combo asks first"
    adapter.command(session, "mk-time")
    adapter.nav(session, "c-m")  # asks again instead of taking
    assert session.state.tiles[0] == [] and adapter.focus.bluff is not None


def test_where_after_the_game_ends_tells_the_last_round_and_the_end(tmp_path: Path) -> None:
    """At the end menu (no round runs any more) the where key reads the finished game, not a traceback."""
    async def main() -> None:
        h = Harness(tmp_path, plan(round_ms=300), adapter=Scripted({}))
        await h.start()
        for _ in range(3):
            await h.said("Až budeš chtít začít, stiskni Enter.")
            await h.press(ENTER)
            await h.said("V ruce máš 5 karet")
        await h.said("Co dál?")
        where = await hear(h, "w")
        assert where[:2] == ["Kolo 3 ze 3.", "Hra skončila."], where
        await h.stop()

    run(main())

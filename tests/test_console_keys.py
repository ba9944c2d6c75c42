"""Key handling of the console, on prompt_toolkit's pipe input (no terminal, no global stdin/stdout)."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from console_support import (
    BACKSPACE,
    CTRL_Q,
    DOWN,
    END,
    ENTER,
    ESCAPE,
    F1,
    HOME,
    LEFT,
    RIGHT,
    SPACE,
    FakeSpeech,
    FixedAdapter,
    Harness,
    position,
    quick_plan,
)

from beastybar_access.console import Plan, Settings
from beastybar_access.console.keys import key_label
from beastybar_access.games.beastybar.braille_cards import card_cells
from beastybar_access.games.beastybar.cards import Animal, make_card
from beastybar_access.games.beastybar.engine import Phase, Play
from beastybar_access.outputs import ALERT, NAVIGATION, RecordingBackend, SpeechChannel, has_braille

G, Y = 0, 1


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 30))


async def play_to_end(h: Harness, limit: int = 400) -> None:
    """Press Enter whenever the game waits for the person (play the first card, take the first choice)."""
    for _ in range(limit):
        await h.until(lambda: h.waiting_for_human() or h.console.table.state.is_over()
                      if h.console and h.console.table else False)
        if h.console.table.state.is_over():
            return
        await h.press(ENTER)
    raise AssertionError("the game did not end")


def test_a_whole_game_by_keys_reaches_the_final_scores(tmp_path: Path) -> None:
    async def main() -> None:
        h = Harness(tmp_path, quick_plan(seed=3))
        await h.start()
        await h.said(h.line("ui-game-start", seats="")[:10])
        await play_to_end(h)
        end = await h.said("Konec hry.")
        assert " Ty: " in end and " Jana: " in end, "everyone's result in the line that ends the game"
        await h.said(h.line("ui-end-prompt"))
        assert not h.saves.exists(), "a finished game leaves no save behind"
        await h.press(DOWN, ENTER)  # "konec programu"
        assert await h.task == 0
        await h.stop()

    run(main())


def test_your_turn_is_said_first_then_the_hand_in_brief(tmp_path: Path) -> None:
    async def main() -> None:
        h = Harness(tmp_path, quick_plan(seed=3))
        await h.start()
        await h.until(h.waiting_for_human)
        texts = h.texts
        i = texts.index("Jsi na tahu.")
        assert texts[i + 1].startswith("V ruce: ")
        await h.stop()

    run(main())


def test_help_lists_every_key_with_a_description(tmp_path: Path) -> None:
    async def main() -> None:
        h = Harness(tmp_path, quick_plan())
        await h.start()
        await h.until(h.waiting_for_human)
        before = len(h.texts)
        await h.press(F1)
        await h.until(lambda: len(h.texts) > before + 20)
        help_text = h.texts[before:]
        km = h.console.keymap
        for command in km.commands():
            keys = km.keys_for(command.name)
            labels = ", ".join(key_label(h.loc, k) for k in keys)
            line = f"{labels}: {h.loc(command.help_id)}"
            assert line in help_text, f"F1 does not list {command.name}: {line!r}"
        before = len(h.texts)
        await h.press("?")
        await h.until(lambda: len(h.texts) > before + 20)
        assert h.texts[before:] == help_text
        await h.stop()

    run(main())


def test_an_unbound_key_says_why(tmp_path: Path) -> None:
    async def main() -> None:
        h = Harness(tmp_path, quick_plan())
        await h.start()
        await h.until(h.waiting_for_human)
        await h.press("z")
        await h.said("Tady nic nedělá: klávesa Z. Seznam kláves: F1 nebo otazník.", exact=True)
        assert h.recorder.announcements[-1].kind == ALERT
        await h.stop()

    run(main())


def test_arrows_move_through_the_hand_and_the_first_arrow_says_the_first_card(tmp_path: Path) -> None:
    async def main() -> None:
        state = position([(G, Animal.ZEBRA), (G, Animal.LION), (G, Animal.SEAL)], [])
        h = Harness(tmp_path, quick_plan(), adapter=FixedAdapter(state))
        await h.start()
        await h.until(h.waiting_for_human)
        n = h.adapter.narrator
        cards = [make_card(G, a) for a in (Animal.ZEBRA, Animal.LION, Animal.SEAL)]
        expect = [n.card_in_hand(c, i, 3, "normal").text for i, c in enumerate(cards)]
        await h.press(RIGHT)
        assert h.texts[-1] == expect[0]
        await h.press(RIGHT)
        assert h.texts[-1] == expect[1]
        assert h.recorder.announcements[-1].kind == NAVIGATION
        await h.press(END)
        assert h.texts[-1] == expect[2]
        await h.press(RIGHT)
        assert h.texts[-2:] == [h.line("ui-last-item"), expect[2]]
        await h.press(HOME)
        assert h.texts[-1] == expect[0]
        await h.press("2")
        assert h.texts[-1] == expect[1]
        await h.press("š")  # the Czech keyboard's unshifted 3
        assert h.texts[-1] == expect[2]
        await h.press("4")
        assert h.texts[-1] == h.line("ui-no-such-item", n=4, total=3)
        await h.press(LEFT)
        assert h.texts[-1] == expect[1]
        await h.press("i")
        assert h.texts[-1] == n.card_rules(cards[1]).text
        await h.stop()

    run(main())


def test_parrot_target_by_arrows_escape_goes_back_and_preview_first(tmp_path: Path) -> None:
    async def main() -> None:
        state = position([(G, Animal.PARROT), (G, Animal.ZEBRA)], [(Y, Animal.LION), (Y, Animal.SEAL)])
        adapter = FixedAdapter(state)
        h = Harness(tmp_path, quick_plan(), adapter=adapter)
        await h.start()
        await h.until(h.waiting_for_human)
        n = adapter.narrator
        await h.press(ENTER)  # the parrot
        await h.said(n.ask_parrot_target().text)
        queue = [make_card(Y, Animal.LION), make_card(Y, Animal.SEAL)]
        assert h.texts[-1] == n.queue_item(queue, 0, "normal", (0, 2)).text
        assert h.texts[-1] == "1. místo: žlutý lev, 1 ze 2, síla 12", "a sub-choice says its position too"
        await h.press(ESCAPE)
        await h.until(lambda: "Jsi na tahu." in h.texts[-2:] or h.texts[-1].startswith("zelený"))
        await h.press(ENTER)  # the parrot again
        await h.press(RIGHT)
        assert h.texts[-1] == n.queue_item(queue, 1, "normal", (1, 2)).text
        await h.press("p")
        assert h.texts[-1] == ("Náhled: když zahraješ zeleného papouška, vyhodí žlutého lachtana. "
                               "Zelený papoušek by pak stál ve frontě na 2. místě.")
        assert h.console.table.state.queue == queue, "a preview changes nothing"
        await h.press(ENTER)
        await h.until(lambda: h.console.table.state.current == 1 or h.console.table.turns > 0)
        assert h.console.table.state.thats_it[0] == make_card(Y, Animal.SEAL)
        await h.stop()

    run(main())


def test_a_single_possible_answer_is_taken_by_itself_and_said_once(tmp_path: Path) -> None:
    async def main() -> None:
        state = position([(G, Animal.KANGAROO), (G, Animal.ZEBRA)], [(Y, Animal.LION)])
        adapter = FixedAdapter(state)
        h = Harness(tmp_path, quick_plan(), adapter=adapter)
        await h.start()
        await h.until(h.waiting_for_human)
        await h.press(ENTER)
        kangaroo = make_card(G, Animal.KANGAROO)
        await h.said("Hraješ zeleného klokana, skočí ze 2. na 1. místo.")
        await h.until(lambda: h.console.table.turns >= 1)
        first = h.console.table.state.history[0]
        assert first.action == Play(kangaroo, (1,))
        # the choice taken by itself and its effect are one sentence, not two
        auto = adapter.narrator.auto_choice(kangaroo, (1,), [make_card(Y, Animal.LION)]).text
        assert auto not in h.texts
        assert sum("zelen" in t and "klokan" in t for t in h.texts if "ruce" not in t) == 1
        await h.stop()

    run(main())


def test_a_parrot_on_an_empty_queue_says_it_has_nothing_to_do(tmp_path: Path) -> None:
    async def main() -> None:
        state = position([(G, Animal.PARROT), (G, Animal.ZEBRA)], [])
        adapter = FixedAdapter(state)
        h = Harness(tmp_path, quick_plan(), adapter=adapter)
        await h.start()
        await h.until(h.waiting_for_human)
        await h.press(ENTER)
        parrot = make_card(G, Animal.PARROT)
        await h.said("Hraješ zeleného papouška, fronta je prázdná, a tak jen čeká.")
        await h.until(lambda: h.console.table.turns >= 1)
        assert adapter.narrator.auto_choice(parrot, (), []).text not in h.texts, "said once, not twice"
        await h.stop()

    run(main())


def test_chameleon_copies_a_parrot_and_then_makes_the_parrots_choice(tmp_path: Path) -> None:
    async def main() -> None:
        state = position([(G, Animal.CHAMELEON), (G, Animal.ZEBRA)],
                         [(Y, Animal.PARROT), (Y, Animal.LION), (Y, Animal.SEAL)])
        adapter = FixedAdapter(state)
        h = Harness(tmp_path, quick_plan(), adapter=adapter)
        await h.start()
        await h.until(h.waiting_for_human)
        n = adapter.narrator
        await h.press(ENTER)
        await h.said(n.ask_chameleon_model().text)
        await h.press(ENTER)  # copy the parrot at place 1
        await h.said(n.ask_parrot_target().text)
        await h.press(END, ENTER)  # send the seal away
        await h.until(lambda: h.console.table.turns >= 1)
        assert h.console.table.state.history[0].action == Play(make_card(G, Animal.CHAMELEON), (0, 2))
        await h.stop()

    run(main())


def test_keys_work_while_a_computer_player_waits(tmp_path: Path) -> None:
    async def main() -> None:
        # no whose-turn line before a computer player's move at any verbosity: the play names the player
        h = Harness(tmp_path, quick_plan(seed=5, first=1), settings=Settings(delay=0.6, verbosity="verbose"))
        await h.start()
        await h.said("Hra začíná.")
        assert "Na tahu je Jana." not in h.texts
        await h.press("q")
        assert h.texts[-1] == h.adapter.narrator.queue(h.console.context().view, "verbose").text
        assert h.console.table.turns == 0, "the review answered before the computer's move"
        await h.press(ENTER)
        assert h.texts[-1] == h.line("ui-not-your-turn", name="Jana")
        await h.press(RIGHT)  # the hand, read only
        view = h.console.context().view
        assert h.texts[-1] == h.adapter.narrator.card_in_hand(view.hand[0], 0, 4, "verbose").text
        await h.press("w")
        assert h.texts[-2:] == ["Na tahu je Jana.", h.line("ui-not-your-turn", name="Jana")]
        await h.until(h.waiting_for_human)
        await h.stop()

    run(main())


def test_review_zones_and_history(tmp_path: Path) -> None:
    async def main() -> None:
        h = Harness(tmp_path, quick_plan(seed=3))
        await h.start()
        await h.until(h.waiting_for_human)
        n = h.adapter.narrator
        ctx = h.console.context()
        zones = (("q", n.queue(ctx.view)), ("h", n.hand(ctx.view)), ("b", n.bar(ctx.view, ctx.names)),
                 ("t", n.thats_it(ctx.view)), ("s", n.scores(ctx.view, ctx.names)),
                 ("c", n.cards_left(ctx.view, ctx.names)))
        for key, expected in zones:
            await h.press(key)
            assert h.texts[-1] == expected.text, key
        await h.press("r")
        assert h.texts[-1] == n.cards_left(ctx.view, ctx.names).text
        events = [a.text for a in h.console.history.items]
        await h.press(",")  # the newest news first: the zones' answers were the last heard, not it
        assert h.texts[-1] == events[-1]
        await h.press(",")
        assert h.texts[-1] == events[-2]
        await h.press(".")
        assert h.texts[-1] == events[-1]
        await h.press("-")
        assert h.texts[-1] == events[-1]
        await h.press(".")
        assert h.texts[-2:] == [h.line("ui-history-newest"), events[-1]]
        await h.stop()

    run(main())


def test_repeat_says_the_last_group_and_the_history_keeps_no_menu(tmp_path: Path) -> None:
    """``r`` says the whole last group again (the lines said together: a move, the answer to ``w``), not
    only its last line; questions and menus (the move's question, the settings menu) are not in the
    history the player reviews (issue 25)."""
    async def main() -> None:
        h = Harness(tmp_path, quick_plan(seed=3))
        await h.start()
        await h.until(h.waiting_for_human)
        question = h.console.modes[-1].step
        await h.press(RIGHT)  # an option of the move's question said
        await asyncio.sleep(0.05)
        start = len(h.texts)
        await h.press("w")
        await asyncio.sleep(0.05)
        where = h.texts[start:]
        assert len(where) > 1, where
        start = len(h.texts)
        await h.press("r")
        await h.until(lambda: len(h.texts) >= start + len(where))
        assert h.texts[start:] == where
        console = h.console
        console.say(console.line("ui-nothing-said"))  # two lines said in one go are one group ...
        console.say(console.line("ui-history-empty"))
        assert [a.text for a in console.last_group] == [h.line("ui-nothing-said"), h.line("ui-history-empty")]
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        console.say(console.line("ui-history-oldest"))  # ... a line said later begins the next
        assert [a.text for a in console.last_group] == [h.line("ui-history-oldest")]
        await h.press("o")  # the settings menu, then Escape
        await asyncio.sleep(0.05)
        menu = h.texts[-2:]
        await h.press(ESCAPE)
        await asyncio.sleep(0.1)
        kept = [a.text for a in console.history.items]
        assert not any(o.line.text in kept for o in question.options)
        assert not any(t in kept for t in menu), menu
        await h.stop()

    run(main())


def test_verbosity_key_changes_what_is_said_and_is_kept(tmp_path: Path) -> None:
    async def main() -> None:
        h = Harness(tmp_path, quick_plan(seed=3))
        await h.start()
        await h.until(h.waiting_for_human)
        await h.press("v")
        assert h.texts[-1] == h.line("ui-verbosity-now", value=h.line("ui-verbosity-verbose"))
        await h.press("q")
        assert h.texts[-1] == h.adapter.narrator.queue(h.console.context().view, "verbose").text
        saved = json.loads(h.settings_file.path.read_text(encoding="utf-8"))
        assert saved["verbosity"] == "verbose"
        await h.stop()

    run(main())


def test_braille_toggle_card_key_and_lines(tmp_path: Path) -> None:
    async def main() -> None:
        state = position([(G, Animal.PARROT), (G, Animal.ZEBRA)], [])
        h = Harness(tmp_path, quick_plan(), adapter=FixedAdapter(state))
        await h.start()
        await h.until(h.waiting_for_human)
        await h.press("d")
        assert h.texts[-1] == h.line("ui-braille-is-off")
        await h.press("m")
        assert h.texts[-1] == h.line("ui-braille-now", value=h.line("ui-braille-card"))
        await h.press(RIGHT, "d")
        cells = card_cells(make_card(G, Animal.PARROT))
        last = h.recorder.announcements[-1]
        assert last.braille == cells and cells in last.text
        assert h.written[-1].rstrip("\n").endswith(cells), "the screen shows the cells on their own line"
        await h.press("m")
        assert h.console.screen.braille_lines
        await h.press("h")
        assert cells in h.written[-1], "in lines mode the printed line shows cards as cells"
        await h.press("m")
        assert not h.console.screen.braille_lines
        await h.stop()

    run(main())


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_braille_lines_warn_that_a_speaking_screen_reader_reads_the_cells_by_key_and_by_menu(
        tmp_path: Path, lang: str) -> None:
    async def main() -> None:
        h = Harness(tmp_path, quick_plan(seed=3), lang=lang)
        await h.start()
        await h.until(h.waiting_for_human)
        warning = h.line("ui-braille-lines-warning")
        lines = h.line("ui-braille-lines")
        await h.press("m", "m")  # off, card, lines: the key says the mode, then warns once
        assert h.texts[-2:] == [h.line("ui-braille-now", value=lines), warning]
        await h.press("m")  # off again: no warning
        assert h.texts[-1] == h.line("ui-braille-now", value=h.line("ui-braille-off"))
        assert h.texts.count(warning) == 1
        await h.press("o")
        await h.said(h.line("ui-settings-title"))
        await h.press(DOWN)  # the braille row
        assert h.line("ui-setting-braille") in h.texts[-1]
        await h.press(ENTER)
        await h.said(h.line("ui-setting-choose", name=h.line("ui-setting-braille")))
        for _ in range(3):
            if h.texts[-1].startswith(lines):
                break
            await h.press(DOWN)
        assert h.texts[-1].startswith(lines)
        await h.press(ENTER)
        await h.until(lambda: h.texts.count(warning) == 2)
        assert h.texts[-2:] == [h.line("ui-setting-set", name=h.line("ui-setting-braille"), value=lines),
                                warning]
        assert h.console.settings.braille == "lines" and h.console.screen.braille_lines
        await h.press(ESCAPE)
        await h.stop()

    run(main())


def test_rate_keys_change_the_speech_rate(tmp_path: Path) -> None:
    async def main() -> None:
        speech = FakeSpeech()
        h = Harness(tmp_path, quick_plan(), speech=speech)
        await h.start()
        await h.until(h.waiting_for_human)
        await h.press(">", ">", "<", "\x1b[15~")  # F5 is slower too
        assert speech.rates == [60, 70, 60, 50]
        assert h.texts[-1] == h.line("ui-rate-now", rate=50)
        await h.stop()

    run(main())


def test_quit_asks_first_and_saves(tmp_path: Path) -> None:
    async def main() -> None:
        h = Harness(tmp_path, quick_plan(seed=3))
        await h.start()
        await h.until(h.waiting_for_human)
        await h.press(ENTER)
        await h.until(h.waiting_for_human)
        await h.press(CTRL_Q)
        assert h.texts[-1] == h.line("ui-quit-confirm-saved")
        await h.press("n")
        assert h.texts[-1] == h.line("ui-quit-cancelled")
        assert not h.task.done()
        await h.press(CTRL_Q, "a")
        assert await asyncio.wait_for(h.task, 5) == 0
        assert h.texts[-2:] == [h.line("ui-saved-resume"), h.line("ui-bye")]
        assert h.saves.exists()
        await h.stop()

    run(main())


def test_settings_menu_changes_a_setting_by_keys(tmp_path: Path) -> None:
    async def main() -> None:
        h = Harness(tmp_path, quick_plan(seed=3))
        await h.start()
        await h.until(h.waiting_for_human)
        await h.press("o")
        await h.said(h.line("ui-settings-title"))
        await h.press(DOWN, DOWN, DOWN, DOWN, DOWN)  # the turn cue
        assert h.line("ui-setting-cue") in h.texts[-1]
        await h.press(ENTER)
        await h.said(h.line("ui-setting-choose", name=h.line("ui-setting-cue")))
        await h.press(DOWN, ENTER)
        cue = h.line("ui-setting-cue")
        assert h.texts[-1] == h.line("ui-setting-set", name=cue, value=h.line("ui-cue-off"))
        assert h.console.cue == "off"
        await h.press(ESCAPE)
        assert h.texts[-1] == h.line("ui-settings-closed")
        saved = json.loads(h.settings_file.path.read_text(encoding="utf-8"))
        assert saved["cue"] == "off"
        await h.press(ENTER)  # the game goes on: Enter plays a card again
        await h.until(lambda: h.console.table.turns >= 1)
        await h.stop()

    run(main())


def test_hot_seat_waits_for_enter_before_reading_the_next_persons_hand(tmp_path: Path) -> None:
    async def main() -> None:
        plan = Plan(players=2, seats=["human", "human"], variant="standard", first=0, seed=2)
        h = Harness(tmp_path, plan)
        await h.start()
        await h.said(h.line("ui-setup-name", n=1, colour=h.adapter.seat_label(0),
                            default=h.line("ui-default-person-name", n=1)))
        await h.press("Ann", BACKSPACE, "a", ENTER)
        await h.said(h.line("ui-setup-name", n=2, colour=h.adapter.seat_label(1),
                            default=h.line("ui-default-person-name", n=2)))
        await h.press(ENTER)  # keeps "Hráč 2"
        await h.until(h.waiting_for_human)
        assert h.console.table.names == ["Ana", "Hráč 2"]
        await h.press(ENTER)
        await h.said(h.line("ui-hot-seat", name="Hráč 2"))
        count = len(h.texts)
        await asyncio.sleep(0.05)
        assert len(h.texts) == count, "nothing of the next hand is read before Enter"
        await h.press(ENTER)
        await h.until(lambda: h.console.perspective == 1 and "Jsi na tahu." in h.texts[count:])
        await h.stop()

    run(main())


def test_advanced_set_aside_by_space_and_enter(tmp_path: Path) -> None:
    async def main() -> None:
        h = Harness(tmp_path, quick_plan(seed=4, variant="advanced"))
        await h.start()
        await h.until(h.waiting_for_human)
        state = h.console.table.state
        assert state.phase is Phase.SET_ASIDE
        await h.press(SPACE, RIGHT, SPACE, RIGHT, SPACE)
        await h.press(ENTER)
        assert h.texts[-1] == h.line("ui-mark-count", marked=3, need=4)
        await h.press(RIGHT, SPACE, RIGHT, SPACE)
        assert h.texts[-1] == h.line("ui-mark-count", marked=4, need=4)
        await h.press(LEFT, SPACE)  # unmark the fourth
        assert h.texts[-1] == h.adapter.narrator.set_aside_marked(sorted(state.order[0])[3], False, 3).text
        await h.press(RIGHT, SPACE, ENTER)  # mark the fifth, confirm four
        await h.until(lambda: h.console.table.turns >= 1)
        assert len(state.set_aside[0]) == 4
        await h.stop()

    run(main())


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_english_and_czech_consoles_start(tmp_path: Path, lang: str) -> None:
    async def main() -> None:
        h = Harness(tmp_path, quick_plan(seed=3), lang=lang)
        await h.start()
        await h.until(h.waiting_for_human)
        await h.press(F1)
        await h.said(h.line("ui-help-title"))
        await h.stop()

    run(main())


def test_speech_gets_words_never_braille_cells_and_keys_cut_it_off(tmp_path: Path) -> None:
    async def main() -> None:
        backend = RecordingBackend(utterance_seconds=0.3)
        speech = SpeechChannel(backend, key_hold=0.0)
        h = Harness(tmp_path, quick_plan(seed=3), settings=Settings(delay=0.0, braille="lines"),
                    speech=FakeSpeech(speech), channels=(speech,))
        await h.start()
        await h.until(h.waiting_for_human)
        await h.press("h", "q", ">")
        assert backend.wait_for(lambda calls: any(c.op == "rate" for c in calls))
        assert backend.wait_for(lambda calls: any(c.op == "silence" for c in calls)), "a key cuts speech"
        assert any(has_braille(w) for w in h.written), "the screen shows the cells in lines mode"
        assert backend.spoken and not any(has_braille(t) for t in backend.spoken)
        await h.stop()
        speech.close()

    run(main())


def test_x_stops_the_speech_and_forgets_what_waited_while_another_key_only_cuts_the_sentence(
        tmp_path: Path) -> None:
    async def main() -> None:
        backend = RecordingBackend(utterance_seconds=30.0)  # every sentence "sounds" for half a minute
        speech = SpeechChannel(backend, key_hold=0.0)
        h = Harness(tmp_path, quick_plan(seed=3, first=1), settings=Settings(delay=0.0),
                    speech=FakeSpeech(speech), channels=(speech,))
        await h.start()
        await h.until(h.waiting_for_human)
        await h.press("q")
        await h.until(lambda: any(t.startswith("Fronta od Nebeské brány") for t in backend.spoken))
        assert speech.pending > 0, "another key cut the sentence short; the game's events still wait"
        assert h.recorder.stops == 0
        silences, said = backend.silences, len(h.texts)
        await h.press("x")
        await h.until(lambda: speech.pending == 0)
        assert h.recorder.stops == 1, "every channel is told to stop"
        assert backend.wait_for(lambda calls: sum(c.op == "silence" for c in calls) > silences)
        spoken = backend.spoken
        await asyncio.sleep(0.2)
        assert backend.spoken == spoken, "nothing that waited is spoken after x"
        assert h.texts[said:] == [], "x itself says nothing"
        await h.stop()
        speech.close()

    run(main())


class BrokenBot:
    level = "normal"

    def choose(self, view: Any, rng: Any) -> Any:
        raise TypeError("a bug in a computer player")


def test_a_failing_computer_player_does_not_stop_the_game(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    from beastybar_access.table import computer

    monkeypatch.setattr(computer, "make_bot", lambda game, level, seed: BrokenBot())

    async def main() -> None:
        h = Harness(tmp_path, quick_plan(seed=3, first=1))
        await h.start()
        await h.until(h.waiting_for_human)
        assert h.console.table.turns == 1
        await h.stop()

    run(main())

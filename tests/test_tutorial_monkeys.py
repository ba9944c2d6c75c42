"""4 Monkeys' tutorial: each lesson is played by the game's own keys with the clock standing still, once
with another action (told by the game's narration, then the table is set up again) and then with its own;
the practice round runs against a slow computer player on a clock; ``tutorial monkeys --list`` in both
languages."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from tutorial_support import TutorRun, run

from beastybar_access.cli import main as cli_main
from beastybar_access.console.tutorial import TUTORIAL_DOMAINS, Progress
from beastybar_access.games.monkeys.cards import face_of, parse_face
from beastybar_access.games.monkeys.engine import Phase, Reveal, UseRefill
from beastybar_access.games.monkeys.events import RefillMode
from beastybar_access.games.monkeys.lessons import Lesson, lesson_state, load_lessons
from beastybar_access.games.monkeys.tiles import is_correct, parse_combo
from beastybar_access.narration import Localizer
from beastybar_access.table import FakeTime

LESSONS = load_lessons()
UP, DOWN, ENTER, SPACE = "\x1b[A", "\x1b[B", "\r", " "

RIGHT_KEYS: dict[str, tuple[str, ...]] = {
    # the card with the gold button (the 2nd), up to the offer, the Gold button tile (the 2nd)
    "offer": ("2", SPACE, UP, "2", ENTER),
    # two cards with all four shapes between them, the Four shapes tile
    "combo": ("1", SPACE, "2", SPACE, UP, "2", "p", ENTER),
    "flip": ("k", ENTER),  # the own tiles' row: Three circles, flipped
    "refill": ("k", ENTER, ENTER),  # the refill tile (no other tile): its question, a new hand
    # three cards of three colours under Four colours: the check, the bluff's question, taken anyway
    "bluff": ("1", SPACE, "2", SPACE, "3", SPACE, UP, "1", "p", ENTER, ENTER),
    "reveal": (UP, "3", "a"),  # up to the offer, to Four shapes (the 3rd), set it aside
    "stop": ("z",),
}
WRONG_KEYS: dict[str, tuple[str, ...]] = {
    "offer": ("2", SPACE, UP, "1", ENTER, ENTER),  # Three circles with the gold card: a bluff
    "combo": ("1", SPACE, "2", SPACE, "3", SPACE, UP, "2", ENTER, ENTER),  # a spare card: a bluff
    "flip": ("u", DOWN, ENTER),  # the refill tile: three more cards
    "refill": ("u", DOWN, ENTER),  # three more cards, not a new hand
    "bluff": ("u", ENTER),  # a new hand instead
    "reveal": ("u", ENTER),  # a new hand instead
    "stop": ("u", ENTER),
}


def test_the_lessons_set_up_their_tables() -> None:
    assert [x.id for x in LESSONS] == ["offer", "combo", "flip", "refill", "bluff", "reveal", "stop",
                                       "practice"]
    for lesson in LESSONS:
        state = lesson_state(lesson)
        assert state.phase is Phase.PLAY and state.clock == 0 and len(state.hands[0]) == 5
        if lesson.practice:
            assert state.config.round_ms == 12 * 60_000 and lesson.seat_kinds == ("human", "easy")
            continue
        assert [face_of(c) for c in state.hands[0]] == [parse_face(f) for f in lesson.hand]
        assert state.offer() == tuple(parse_combo(c) for c in lesson.offer)
        assert [t.combo for t in state.tiles[0]] == [parse_combo(c) for c in lesson.tiles]
        assert all(is_correct(t.combo, [face_of(c) for c in t.cards]) for t in state.tiles[0])
        assert lesson.seat_kinds == ("human", "remote"), "nobody else acts while the clock stands still"
    gold = lesson_state(LESSONS[0]).hands[0][1]
    assert is_correct(parse_combo("gold-1"), [face_of(gold)])
    bluff = lesson_state(LESSONS[4]).hands[0]
    assert not is_correct(parse_combo("colours-4"), [face_of(c) for c in bluff[:3]])
    reveal = next(x for x in LESSONS if x.id == "reveal")
    state = lesson_state(reveal)
    assert set(state.offer()) == {t.combo for t in state.tiles[0]}, "every kind on offer owned: a sets aside"
    assert reveal.verdict(state.apply(Reveal(0, 0, 2)), state) == "done"
    assert state.revealed == [parse_combo("shapes-4")] and state.offer()[2] not in {
        t.combo for t in state.tiles[0]}, "below Four shapes a kind the player does not own"
    state = lesson_state(reveal)
    assert reveal.verdict(state.apply(UseRefill(0, 0, RefillMode.NEW_HAND)), state) == "wrong"


def _ready(r: TutorRun, lesson: Lesson) -> Any:
    intro = r.loc(f"{lesson.messages}-intro")
    return lambda: r.tutor.session is not None and intro in r.texts


async def keys(r: TutorRun, presses: tuple[str, ...]) -> None:
    for key in presses:
        await r.press(key)
        await asyncio.sleep(0.05 if key in (UP, DOWN) else 0)


@pytest.mark.parametrize("lesson", LESSONS[:-1], ids=[x.id for x in LESSONS[:-1]])
def test_each_lesson_after_another_action_by_its_keys(tmp_path: Path, lesson: Lesson) -> None:
    async def main() -> None:
        r = TutorRun(tmp_path, "monkeys", LESSONS)
        await r.start(lesson.number, ready=_ready(r, lesson))
        loc = r.loc
        title = loc(f"{lesson.messages}-title")
        assert r.texts[0] == loc("tut-lesson", n=lesson.number, total=len(LESSONS), title=title)
        assert r.texts[1] == loc(f"{lesson.messages}-intro")
        first = r.tutor.session
        await keys(r, WRONG_KEYS[lesson.id])
        wrong_line = loc("tut-wrong", task=loc(f"{lesson.messages}-task"))
        await r.until(lambda: wrong_line in r.texts)
        told = r.texts.index(wrong_line)
        assert told > r.texts.index(loc(f"{lesson.keys}-hint")) + 1, "what the other action did is told first"
        assert not r.said(f"{lesson.messages}-done") and not r.progress.done("monkeys")
        session = r.tutor.session
        assert session is not first and session.state.clock == 0, "a fresh table, the clock still at 0"
        assert [face_of(c) for c in session.state.hands[0]] == [parse_face(f) for f in lesson.hand]
        await keys(r, RIGHT_KEYS[lesson.id])
        await r.until(lambda: r.said(f"{lesson.messages}-done"))
        assert r.progress.done("monkeys") == [lesson.id]
        assert r.texts.count(wrong_line) == 1
        await r.until(lambda: r.said("tut-next-prompt"))
        if lesson.number < len(LESSONS):  # the next lesson and the end, each with its place ("1 ze 2")
            following = "Další lekce: " + loc(f"{LESSONS[lesson.number].messages}-title") + ", 1 ze 2"
            await r.until(lambda: following in r.texts)
        await r.finish()
        assert r.texts[-1] == loc("tut-mk-ended")

    run(main())


def test_the_stop_lesson_scores_the_round_and_a_false_stop_is_asked_first(tmp_path: Path) -> None:
    lesson = next(x for x in LESSONS if x.id == "stop")

    async def main() -> None:
        r = TutorRun(tmp_path, "monkeys", LESSONS, lang="en")
        await r.start(lesson.number, ready=_ready(r, lesson))
        state = r.tutor.session.state
        await r.press("z")
        await r.until(lambda: r.said("tut-mk-stop-done"))
        assert state.phase is Phase.READY and state.round_scores and state.round_scores[0][0] > 0
        done = r.texts.index(r.loc("tut-mk-stop-done"))
        assert any("smartest" in t for t in r.texts[:done]), "the scoring is told before the explanation"
        await r.finish()

    run(main())


def test_practice_round_against_a_slow_computer_on_a_clock(tmp_path: Path) -> None:
    lesson = LESSONS[-1]
    fake = FakeTime()

    async def wait(seconds: float) -> None:  # the game's time runs about as fast as the test's
        fake.advance(min(seconds, 0.05))
        await asyncio.sleep(0.02)

    async def main() -> None:
        r = TutorRun(tmp_path, "monkeys", LESSONS, lang="en")
        await r.start(lesson.number, ready=_ready(r, lesson), source=fake, wait=wait)
        session = r.tutor.session
        assert session.table.seats[1].computer and session.plans, "the computer player plans its moves"
        await r.press("t")
        await r.until(lambda: any("12 minutes" in t or "11 minutes" in t or "minutes" in t
                                  for t in r.texts[-2:]))
        for _ in range(20):
            if r.said("tut-mk-practice-done"):
                break
            # a card, up to the first tile, take it (a second Enter confirms a bluff), back to the hand
            await keys(r, ("1", SPACE, UP, "1", ENTER, ENTER, DOWN))
            await asyncio.sleep(0.1)
        await r.until(lambda: r.said("tut-mk-practice-done"))
        assert len(session.state.tiles[0]) >= 3 and session.state.clock > 0, "the clock ran"
        assert r.progress.done("monkeys") == ["practice"]
        await r.until(lambda: r.texts[-1] == r.loc("tut-all-done", count=len(LESSONS)))
        assert await r.finish() == 0

    run(main())


def test_other_keys_in_a_lesson(tmp_path: Path) -> None:
    lesson = LESSONS[0]

    async def main() -> None:
        r = TutorRun(tmp_path, "monkeys", LESSONS)
        await r.start(1, ready=_ready(r, lesson))
        said = len(r.texts)
        await r.press("r")
        await r.until(lambda: r.loc(f"{lesson.messages}-more") in r.texts[said:])
        assert r.texts[said] == r.loc(f"{lesson.messages}-intro")
        assert r.loc(lesson.keys) not in r.texts, "the keys paragraph only on F1"
        await r.press("x")
        await r.until(lambda: r.texts[-1] == r.loc("tut-unknown-key"))
        await r.press("\x1bOP")  # F1
        await r.until(lambda: r.texts[-1] == r.loc(lesson.keys))
        await r.press("i")
        await r.until(lambda: r.texts[-1] != r.loc(lesson.keys))
        assert r.tutor.session.state.clock == 0
        assert await r.finish() == 0
        assert r.texts[-1] == r.loc("tut-mk-ended") and not r.progress.done("monkeys")

    run(main())


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_the_list_in_both_languages(lang: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    from beastybar_access.console.storage import config_dir

    Progress(config_dir() / "tutorial.json").mark("monkeys", "bluff")
    assert cli_main(["--lang", lang, "tutorial", "monkeys", "--list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    loc = Localizer.load(lang, domains=TUTORIAL_DOMAINS)
    assert lines[0] == loc("tut-list-title", game=loc("ui-game-monkeys"))
    assert lines[1:] == [loc("tut-list-line", n=x.number, title=loc(f"{x.messages}-title"),
                             done="yes" if x.id == "bluff" else "no") for x in LESSONS]
    assert len(lines) == 9 and lines[5].endswith(")")


def test_the_real_program_in_a_pty_plays_the_stop_lesson(tmp_path: Path) -> None:
    import json

    import pexpect
    from pty_support import spawn, transcript_checks

    lesson = next(x for x in LESSONS if x.id == "stop")
    loc = Localizer.load("en", domains=TUTORIAL_DOMAINS)
    child = spawn(tmp_path, "--lang", "en", "tutorial", "monkeys", "--lesson", str(lesson.number))
    child.expect_exact(loc("tut-lesson", n=lesson.number, total=len(LESSONS), title=loc("tut-mk-stop-title")))
    child.expect_exact(loc("tut-mk-keys-hint"))
    child.send("z")
    child.expect_exact(loc("tut-mk-stop-done"))
    child.expect_exact(loc("tut-next-prompt"))
    child.send("\x11")
    child.expect_exact(loc("tut-mk-ended"))
    child.expect(pexpect.EOF)
    transcript_checks(child.before or "")
    progress = json.loads((tmp_path / "config" / "beastybar" / "tutorial.json").read_text(encoding="utf-8"))
    assert progress == {"monkeys": ["stop"]}


def test_learn_to_play_offers_4_monkeys(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from console_support import DOWN as C_DOWN
    from console_support import ENTER as C_ENTER
    from console_support import ESCAPE, Harness

    from beastybar_access.console import Plan
    from beastybar_access.console.games import PLAYABLE_GAMES

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))

    async def main() -> None:
        h = Harness(tmp_path, Plan(seed=3), games=PLAYABLE_GAMES)
        await h.start()
        await h.said(h.line("ui-setup-game"))
        await h.press(C_DOWN, C_DOWN, C_DOWN, C_ENTER)  # Learn to play
        await h.said(h.line("ui-learn-game"))
        await h.press(C_DOWN, C_DOWN)
        await h.said(h.line("ui-option-numbered", option=h.line("ui-game-monkeys"), index=3, total=3))
        await h.press(C_ENTER)
        loc = Localizer.load("cs", domains=TUTORIAL_DOMAINS)
        await h.said(loc("tut-lesson", n=1, total=len(LESSONS), title=loc("tut-mk-offer-title")))
        await h.said(loc("tut-mk-keys-hint"))
        await h.press(*RIGHT_KEYS["offer"])
        await h.said(loc("tut-mk-offer-done"))
        await h.said(loc("tut-next-prompt"))
        await h.press("\x11")  # Ctrl+Q: the tutorial ends, the set-up goes on
        await h.said(loc("tut-mk-ended"))
        await h.said(h.line("ui-setup-game"))
        await h.press(ESCAPE)
        await h.stop()
        assert Progress(tmp_path / "config" / "beastybar" / "tutorial.json").done("monkeys") == ["offer"]

    run(main())

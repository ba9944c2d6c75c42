"""The tutorial: lessons as data reproduce the rulebook's examples on the real engine; every lesson is played
through by its keys after a wrong move (which is told and undone); progress is remembered; ``--list``."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from prompt_toolkit.input import create_pipe_input

from beastybar_access.cli import main as cli_main
from beastybar_access.console.games import make_adapter
from beastybar_access.console.tutorial import TUTORIAL_DOMAINS, Progress, Tutor
from beastybar_access.games.beastybar.lessons import lesson_state, load_lessons, outcome
from beastybar_access.narration import Localizer
from beastybar_access.outputs import Outputs, RecordingChannel

LESSONS = load_lessons()
RULEBOOK = json.loads((Path(__file__).parent / "data" / "beastybar_rulebook_scenarios.json")
                      .read_text(encoding="utf-8"))["scenarios"]


def test_every_lesson_is_a_rulebook_example_and_gives_its_result() -> None:
    data = json.loads(Path(__file__).resolve().parent.parent.joinpath(
        "beastybar_access", "games", "beastybar", "data", "lessons.json").read_text(encoding="utf-8"))
    assert [item["scenario"] for item in data["lessons"]] == RULEBOOK, "the package's copy is the rulebook's"
    assert len(LESSONS) == len(RULEBOOK) == 9
    for lesson in LESSONS:
        state = lesson_state(lesson)
        assert state.current == lesson.seat and list(state.hands[lesson.seat]) == list(lesson.hand)
        state.apply(lesson.expected)
        expect = {k: v if k == "queue" else sorted(v) for k, v in lesson.expect.items()}
        assert outcome(state) == expect, lesson.id
        other = lesson_state(lesson)
        other.apply(next(a for a in other.legal_actions() if a.card != lesson.play))
        assert outcome(other) != expect, f"{lesson.id}: the wrong move must look different"


class Run:
    """A tutor on a pipe: keys in, announcements recorded."""

    def __init__(self, tmp_path: Path, lang: str = "cs") -> None:
        self.loc = Localizer.load(lang, domains=TUTORIAL_DOMAINS)
        self.recorder = RecordingChannel()
        self.progress = Progress(tmp_path / "tutorial.json")
        self.lang = lang

    async def start(self, number: int) -> None:
        self._cm = create_pipe_input()
        self.pipe = self._cm.__enter__()
        self.tutor = Tutor(LESSONS, self.loc, make_adapter("beastybar", self.loc), Outputs([self.recorder]),
                           self.pipe, self.progress)
        self.task = asyncio.ensure_future(self.tutor.run(number))
        await self.until(lambda: self.tutor.chooser is not None)

    @property
    def texts(self) -> list[str]:
        return self.recorder.texts

    async def until(self, predicate: Any, timeout: float = 10.0) -> None:
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout  # a hang guard
        while not predicate():
            if loop.time() > end:
                raise AssertionError(f"timed out; last: {self.texts[-5:]}")
            await asyncio.sleep(0.01)

    async def press(self, *keys: str) -> None:
        for key in keys:
            self.pipe.send_text(key)
            await asyncio.sleep(0.02)

    async def choose_value(self, value: Any) -> None:
        """The digit of the option whose value is ``value`` in the open step, then Enter."""
        chooser = self.tutor.chooser
        assert chooser is not None
        values = [o.value for o in chooser.step.options]
        await self.press(str(values.index(value) + 1), "\r")

    async def play(self, card: int, choices: tuple[int, ...]) -> None:
        said = len(self.texts)
        await self.choose_value(card)
        for choice in choices:
            await self.until(lambda: self.tutor.chooser is not None and len(self.texts) > said)
            await self.choose_value(choice)

    async def finish(self) -> int:
        self.pipe.send_text("\x11")  # Ctrl+Q
        code = await asyncio.wait_for(self.task, 10)
        self._cm.__exit__(None, None, None)
        return code


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 60))


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.id for lesson in LESSONS])
def test_each_lesson_after_a_wrong_move_by_its_expected_keys(tmp_path: Path, lesson: Any) -> None:
    async def main() -> None:
        r = Run(tmp_path)
        await r.start(lesson.number)
        loc = r.loc
        title = loc(f"{lesson.messages}-title")
        assert r.texts[0] == loc("tut-lesson", n=lesson.number, total=9, title=title)
        assert r.texts[1] == loc(f"{lesson.messages}-intro")
        wrong = next(c for c in lesson.hand if c != lesson.play)
        await r.play(wrong, ())
        await r.until(lambda: loc("tut-again") in r.texts)
        told = r.texts.index(loc("tut-wrong"))
        played = r.tutor.adapter.narrator.card_name(wrong).text
        assert any(played.lower() in t.lower() for t in r.texts[2:told]), "what the wrong move did is told"
        assert loc(f"{lesson.messages}-done") not in r.texts and not r.progress.done("beastybar")
        assert r.tutor.state.hands[lesson.seat] == list(lesson.hand), "the table is set up again"
        await r.until(lambda: r.tutor.chooser is not None)
        await r.play(lesson.play, lesson.choices)
        await r.until(lambda: loc(f"{lesson.messages}-done") in r.texts)
        assert r.progress.done("beastybar") == [lesson.id]
        expect = {k: v if k == "queue" else sorted(v) for k, v in lesson.expect.items()}
        assert outcome(r.tutor.state) == expect
        await r.finish()
        assert r.texts[-1] == loc("tut-ended") or lesson.number == 9

    run(main())


def test_from_one_lesson_to_the_next_in_english_and_the_end(tmp_path: Path) -> None:
    async def main() -> None:
        r = Run(tmp_path, "en")
        await r.start(8)
        first, last = LESSONS[7], LESSONS[8]
        await r.play(first.play, first.choices)
        await r.until(lambda: r.loc("tut-next-prompt") in r.texts)
        await r.press("\r")  # the next lesson
        await r.until(lambda: r.tutor.lesson is last and r.tutor.chooser is not None)
        await r.play(last.play, last.choices)
        code = await asyncio.wait_for(r.task, 10)
        r._cm.__exit__(None, None, None)
        assert code == 0 and r.texts[-1] == r.loc("tut-all-done", count=9)
        assert r.progress.done("beastybar") == ["skunk", "zebra"]
        assert "Lesson 9 of 9: The zebra." in r.texts

    run(main())


def test_other_keys_in_a_lesson(tmp_path: Path) -> None:
    async def main() -> None:
        r = Run(tmp_path)
        await r.start(1)
        lesson = LESSONS[0]
        narrator = r.tutor.adapter.narrator
        view = r.tutor.context().view
        await r.press("q")
        await r.until(lambda: r.texts[-1] == narrator.queue(view).text)
        await r.press("1", "i")
        await r.until(lambda: r.texts[-1] == narrator.card_rules(lesson.hand[0]).text)
        await r.press("x")
        await r.until(lambda: r.texts[-1] == r.loc("tut-unknown-key"))
        await r.press("\x1b")  # Escape at the hand: the tutorial ends
        await asyncio.wait_for(r.task, 10)
        r._cm.__exit__(None, None, None)
        assert r.texts[-1] == r.loc("tut-ended") and not r.progress.done("beastybar")

    run(main())


def test_progress_survives_a_damaged_file(tmp_path: Path) -> None:
    p = Progress(tmp_path / "tutorial.json")
    p.path.write_text("{not json")
    assert p.done("beastybar") == []
    p.mark("beastybar", "gate")
    p.mark("beastybar", "gate")
    assert Progress(p.path).done("beastybar") == ["gate"]


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_the_list_in_both_languages_marks_the_lessons_done(lang: str, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    from beastybar_access.console.storage import config_dir

    Progress(config_dir() / "tutorial.json").mark("beastybar", "seal")
    assert cli_main(["--lang", lang, "tutorial", "--list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    loc = Localizer.load(lang, domains=TUTORIAL_DOMAINS)
    assert len(lines) == 10 and lines[0] == loc("tut-list-title", game=loc("ui-game-beastybar"))
    assert lines[5] == loc("tut-list-line", n=5, title=loc("tut-bb-seal-title"), done="yes")
    assert lines[1] == f"1. {loc('tut-bb-gate-title')}"
    assert cli_main(["--lang", lang, "tutorial", "--lesson", "10"]) == 2
    assert capsys.readouterr().err.strip() == loc("tut-bad-lesson", given=10, total=9)
    assert cli_main(["--lang", lang, "tutorial", "monkeys", "--list"]) == 2
    import io

    from beastybar_access.cli import build_parser
    from beastybar_access.commands import tutorial
    from beastybar_access.narration import CONSOLE_DOMAINS

    cli_loc = Localizer.load(lang, domains=CONSOLE_DOMAINS)
    args = build_parser(cli_loc).parse_args(["tutorial", "--lesson", "2"])
    args.loc = cli_loc
    err = io.StringIO()
    assert tutorial.run(args, stdin=io.StringIO(""), stdout=io.StringIO(), stderr=err) == 2
    assert err.getvalue() == loc("tut-no-terminal") + "\n", "keys from a file: one clear refusal"


def test_the_real_program_in_a_pty_plays_the_first_lesson(tmp_path: Path) -> None:
    from pty_support import spawn, transcript_checks

    child = spawn(tmp_path, "--lang", "en", "tutorial", "--lesson", "1")
    child.expect_exact("Lesson 1 of 9: Heaven's Gate and THAT'S IT.")
    child.expect_exact("Play the yellow giraffe.")
    child.send("1")
    child.expect_exact("yellow giraffe, 1 of 2")
    child.send("\r")
    loc = Localizer.load("en", domains=TUTORIAL_DOMAINS)
    child.expect_exact(loc("tut-bb-gate-done"))
    child.expect_exact(loc("tut-next-prompt"))
    child.send("\x11")
    child.expect_exact(loc("tut-ended"))
    child.expect(pexpect_eof())
    transcript_checks(child.before or "")
    progress = json.loads((tmp_path / "config" / "beastybar" / "tutorial.json").read_text(encoding="utf-8"))
    assert progress == {"beastybar": ["gate"]}


def pexpect_eof() -> Any:
    import pexpect

    return pexpect.EOF


def test_learn_to_play_in_the_set_up_menu_and_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from console_support import DOWN, ENTER, ESCAPE, Harness

    from beastybar_access.console import Plan
    from beastybar_access.console.games import PLAYABLE_GAMES

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))

    async def main() -> None:
        h = Harness(tmp_path, Plan(seed=3), games=PLAYABLE_GAMES)
        await h.start()
        await h.said(h.line("ui-setup-game"))
        await h.press(DOWN, DOWN, DOWN)
        await h.said(h.line("ui-option-numbered", option=h.line("ui-setup-learn"), index=4, total=4))
        await h.press(ENTER)
        loc = Localizer.load("cs", domains=TUTORIAL_DOMAINS)
        await h.said(loc("tut-lesson", n=1, total=9, title=loc("tut-bb-gate-title")))
        await h.press("1", ENTER)  # the yellow giraffe
        await h.said(loc("tut-next-prompt"))
        assert Progress(tmp_path / "config" / "beastybar" / "tutorial.json").done("beastybar") == ["gate"]
        await h.press(DOWN, ENTER)  # end the tutorial
        await h.said(loc("tut-ended"))
        await h.said(h.line("ui-setup-game"))
        await h.press(ENTER)  # Beasty Bar: the set-up goes on
        await h.said("Kolik hráčů?")
        await h.press(ESCAPE)
        await h.stop()

    run(main())

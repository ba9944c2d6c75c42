"""The tutorial: lessons as data reproduce the rulebook's examples on the real engine; every lesson is played
through by its keys after a wrong move (which is told and undone); the advanced variant's set-aside; a whole
first game with hints; a newcomer from the set-up menu through every lesson by keys; progress is remembered;
``--list``."""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path
from typing import Any

import pytest
from prompt_toolkit.input import create_pipe_input
from tutorial_support import TutorRun, run

from beastybar_access.cli import main as cli_main
from beastybar_access.console.games import make_adapter
from beastybar_access.console.tutorial import TUTORIAL_DOMAINS, Progress, Tutor
from beastybar_access.games.beastybar.cards import ANIMAL_IDS, Animal, animal_of
from beastybar_access.games.beastybar.lessons import (
    GameLesson,
    Lesson,
    SetAsideLesson,
    lesson_state,
    load_lessons,
    outcome,
)
from beastybar_access.narration import Localizer
from beastybar_access.outputs import Outputs, has_braille

LESSONS = load_lessons()
TOTAL = len(LESSONS)
PLAYS = [lesson for lesson in LESSONS if isinstance(lesson, Lesson)]
ADVANCED = next(lesson for lesson in LESSONS if isinstance(lesson, SetAsideLesson))
GAME = next(lesson for lesson in LESSONS if isinstance(lesson, GameLesson))
RULEBOOK = json.loads((Path(__file__).parent / "data" / "beastybar_rulebook_scenarios.json")
                      .read_text(encoding="utf-8"))["scenarios"]


def test_every_rulebook_example_is_a_lesson_and_every_play_gives_its_result() -> None:
    data = json.loads(Path(__file__).resolve().parent.parent.joinpath(
        "beastybar_access", "games", "beastybar", "data", "lessons.json").read_text(encoding="utf-8"))
    scenarios = [item["scenario"] for item in data["lessons"] if "scenario" in item]
    assert all(s in scenarios for s in RULEBOOK), "every rulebook example is a lesson, unchanged"
    assert len(scenarios) == len(PLAYS) == 14 and TOTAL == 16
    assert [lesson.id for lesson in LESSONS] == [
        "turn", "gate", "lion", "lion-again", "kangaroo", "hippo", "crocodile", "snake", "zebra", "seal",
        "chameleon", "monkey", "parrot", "skunk", "advanced", "game"], "turn, gate, animals, game"
    for lesson in PLAYS:
        state = lesson_state(lesson)
        assert state.current == lesson.seat and list(state.hands[lesson.seat]) == list(lesson.hand)
        state.apply(lesson.expected)
        expect = {k: v if k == "queue" else sorted(v) for k, v in lesson.expect.items()}
        assert outcome(state) == expect, lesson.id
        other = lesson_state(lesson)
        other.apply(next(a for a in other.legal_actions() if a.card != lesson.play))
        assert outcome(other) != expect, f"{lesson.id}: the wrong move must look different"


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_the_first_lion_lesson_tells_its_own_case_and_points_to_the_second(lang: str) -> None:
    """The lion's two cases are two lessons, one after the other: the first (no other lion waits) says only
    its case and names the next lesson, which plays the other (a lion already waits)."""
    loc = Localizer.load(lang, domains=TUTORIAL_DOMAINS)
    first, second = (next(lesson for lesson in PLAYS if lesson.id == i) for i in ("lion", "lion-again"))
    assert second.number == first.number + 1
    lions = [sum(animal_of(c) == Animal.LION for c in lesson.queue) for lesson in (first, second)]
    assert lions == [0, 1], "the first lesson's queue has no lion, the second's has one"
    intro = loc("tut-bb-lion-intro")
    assert loc("tut-bb-lion-again-title") in intro, "the first lesson names the next one"
    straight = {"cs": "letí na kartu To je konec", "en": "goes straight to That's It"}[lang]
    assert straight not in intro and straight in loc("tut-bb-lion-again-intro"), "the second case only there"


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_every_animal_has_its_lesson_with_its_braille_in_words(lang: str) -> None:
    """All 12 animals: a lesson reads each one's card (its ability is the lesson's, its recurring mark and
    braille words are said from the braille table; cells never in those words)."""
    from beastybar_access.games.beastybar.braille_cards import card_words

    loc = Localizer.load(lang, domains=TUTORIAL_DOMAINS)
    taught = {animal_of(card): lesson for lesson in PLAYS for card in lesson.cards}
    assert set(taught) == set(Animal), sorted(ANIMAL_IDS[a] for a in set(Animal) - set(taught))
    words = card_words()
    for animal, lesson in taught.items():
        card = next(c for c in lesson.cards if animal_of(c) == animal)
        (note,) = [n for n in lesson.notes(loc) if words.animal_names[animal] in n]
        assert not has_braille(note) and str(int(animal)) in note
        recurring = animal in (Animal.HIPPO, Animal.CROCODILE, Animal.GIRAFFE, Animal.ZEBRA)
        assert bool(re.search(rf"\b{words.recurring_mark}\b", note)) is recurring, note
        assert loc(f"{lesson.messages}-intro") and card in lesson.cards


class Run(TutorRun):
    """A Beasty Bar tutor on a pipe (braille setting and deal seed as asked): keys in, announcements
    recorded."""

    def __init__(self, tmp_path: Path, lang: str = "cs", braille: str = "off",
                 seed: int | None = None) -> None:
        super().__init__(tmp_path, "beastybar", LESSONS, lang)
        self.lang = lang
        self.braille = braille
        self.seed = seed

    async def start(self, number: int, ready: Any = None, **realtime: Any) -> None:
        self._cm = create_pipe_input()
        self.pipe = self._cm.__enter__()
        self.tutor = Tutor(LESSONS, self.loc, make_adapter("beastybar", self.loc), Outputs([self.recorder]),
                           self.pipe, self.progress, braille=self.braille, seed=self.seed)
        self.task = asyncio.ensure_future(self.tutor.run(number))
        await self.until(ready or (lambda: self.tutor.chooser is not None))

    async def play(self, card: int, choices: tuple[int, ...]) -> None:
        said = len(self.texts)
        await self.choose_value(card)
        for choice in choices:
            await self.until(lambda: self.tutor.chooser is not None and len(self.texts) > said)
            await self.choose_value(choice)


@pytest.mark.parametrize("lesson", PLAYS, ids=[lesson.id for lesson in PLAYS])
def test_each_lesson_after_a_wrong_move_by_its_expected_keys(tmp_path: Path, lesson: Any) -> None:
    async def main() -> None:
        r = Run(tmp_path)
        await r.start(lesson.number)
        loc = r.loc
        title = loc(f"{lesson.messages}-title")
        assert r.texts[0] == loc("tut-lesson", n=lesson.number, total=TOTAL, title=title)
        assert r.texts[1] == loc(f"{lesson.messages}-intro")
        assert r.texts[2:] == [loc("tut-keys-hint")], "the keys in one line, the table and the rest on r"
        await r.press("r")
        await r.until(lambda: lesson.notes(loc)[-1] in r.texts)
        assert lesson.notes(loc) == r.texts[-len(lesson.notes(loc)) - 2:-2] or lesson.notes(loc)[0] in r.texts
        wrong = next(c for c in lesson.hand if c != lesson.play)
        wrong_line = loc("tut-wrong", task=loc(f"{lesson.messages}-task"))
        await r.play(wrong, ())
        await r.until(lambda: wrong_line in r.texts)
        told = r.texts.index(wrong_line)
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
        assert r.texts[-1] == loc("tut-ended")

    run(main())


def test_from_one_lesson_to_the_next_in_english_and_the_end(tmp_path: Path) -> None:
    async def main() -> None:
        r = Run(tmp_path, "en")
        first, last = (next(x for x in LESSONS if x.id == name) for name in ("parrot", "skunk"))
        assert isinstance(first, Lesson) and isinstance(last, Lesson)
        await r.start(first.number)
        await r.play(first.play, first.choices)
        await r.until(lambda: r.loc("tut-next-prompt") in r.texts)
        await r.until(lambda: "Next lesson: The skunk, 1 of 2" in r.texts)  # its place, as every list
        await r.press("\r")  # the next lesson
        await r.until(lambda: r.tutor.lesson is last and r.tutor.chooser is not None)
        await r.play(last.play, last.choices)
        await r.until(lambda: r.texts.count(r.loc("tut-next-prompt")) == 2)
        await r.press("\x1b[B")
        await r.until(lambda: "End the tutorial, 2 of 2" in r.texts)
        await r.press("\r")
        code = await asyncio.wait_for(r.task, 10)
        r._cm.__exit__(None, None, None)
        assert code == 0 and r.texts[-1] == r.loc("tut-ended")
        assert r.progress.done("beastybar") == ["parrot", "skunk"]
        assert f"Lesson {last.number} of {TOTAL}: The skunk." in r.texts

    run(main())


def test_the_advanced_variant_sets_four_cards_aside_after_a_wrong_choice(tmp_path: Path) -> None:
    async def main() -> None:
        r = Run(tmp_path, "en")
        await r.start(ADVANCED.number)
        loc = r.loc
        assert r.texts[1] == loc("tut-bb-advanced-intro")
        assert r.texts[-1] == loc("tut-keys-set-aside-hint")
        chooser = r.tutor.chooser
        assert chooser is not None and chooser.step.pick == 4 and len(chooser.step.options) == 12
        cards = [o.value for o in chooser.step.options]

        async def set_aside(chosen: list[int]) -> None:
            for card in chosen:  # Home, then Right to the card (digits reach only the first ten)
                await r.press("\x1b[H", *["\x1b[C"] * cards.index(card), " ")
            await r.press("\r")

        wrong = [c for c in cards if c not in ADVANCED.set_aside][:4]
        await set_aside(wrong)
        await r.until(lambda: loc("tut-wrong", task=loc("tut-bb-advanced-task")) in r.texts)
        assert not r.progress.done("beastybar")
        await r.until(lambda: r.tutor.chooser is not None and not r.tutor.chooser.step.marked)
        await set_aside(sorted(ADVANCED.set_aside, key=cards.index))
        await r.until(lambda: loc("tut-bb-advanced-done") in r.texts)
        assert r.progress.done("beastybar") == ["advanced"]
        assert sorted(r.tutor.state.set_aside[ADVANCED.seat]) == sorted(ADVANCED.set_aside)
        await r.finish()

    run(main())


def _card_keys(chooser: Any, value: Any) -> str:
    return str([o.value for o in chooser.step.options].index(value) + 1)


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_the_first_game_with_a_hint_before_every_turn(tmp_path: Path, lang: str) -> None:
    """A whole game against the easy computer: before each of the player's turns the hint names the normal
    computer player's play; the first turn goes against the hint (told, and the game goes on), every
    later one follows it by keys; at the end the lesson is done and the tutorial's end is said."""
    async def main() -> None:
        r = Run(tmp_path, lang, seed=11)
        await r.start(GAME.number)
        loc = r.loc
        hint_start = loc("tut-hint", play="", why="").split(":")[0] + ":"
        turns = 0

        def hand_open() -> bool:
            chooser = r.tutor.chooser
            return chooser is not None and chooser.step.prompt is None

        def choice_open() -> bool:
            chooser = r.tutor.chooser
            return chooser is not None and chooser.step.prompt is not None

        while True:
            await r.until(lambda turns=turns: r.task.done() or (hand_open() and sum(
                t.startswith(hint_start) for t in r.texts) > turns))
            if r.task.done():
                break
            view = r.tutor.state.view(GAME.seat)
            hinted, sentence = GAME.hint(view, loc)
            assert r.texts[-1] == sentence, "the hint is the last line before the player's choice"
            said = len(r.texts)
            chooser = r.tutor.chooser
            if turns == 0:
                other = next(c for c in view.hand if c != hinted.card)
                await r.press(_card_keys(chooser, other), "\r")
                await r.until(lambda said=said: choice_open() or loc("tut-not-hinted") in r.texts[said:])
                if choice_open():
                    await r.press("1", "\r")
                await r.until(lambda said=said: loc("tut-not-hinted") in r.texts[said:])
            else:
                await r.press(_card_keys(chooser, hinted.card), "\r")
                for choice in hinted.choices:
                    await r.until(choice_open)
                    await r.press(_card_keys(r.tutor.chooser, choice), "\r")
            turns += 1
        code = await asyncio.wait_for(r.task, 20)
        r._cm.__exit__(None, None, None)
        assert code == 0 and turns == 12, turns
        assert r.texts.count(loc("tut-not-hinted")) == 1
        assert r.texts[-2:] == [loc("tut-bb-game-done"), loc("tut-all-done", count=TOTAL)]
        assert r.progress.done("beastybar") == ["game"]

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


@pytest.mark.parametrize("braille", ["off", "key", "lines"])
def test_the_cards_braille_cells_where_braille_is_on_and_the_d_key(tmp_path: Path, braille: str) -> None:
    """The lesson's card: always its braille in words; its cells on their own line (the console's braille
    line) only where braille is on; d shows the focused card's cells, or says braille is off."""
    async def main() -> None:
        r = Run(tmp_path, "en", braille=braille)
        lion = next(lesson for lesson in PLAYS if lesson.id == "lion")
        await r.start(lion.number)
        await r.press("r")  # the whole explanation: with the braille of the lesson's card
        await r.until(lambda: lion.notes(r.loc)[0] in r.texts)
        cells = r.tutor.adapter.braille_line(lion.play)
        assert has_braille(cells.braille) and cells.text.endswith(cells.braille)
        assert not has_braille(lion.notes(r.loc)[0])
        assert (cells.text in r.texts) is (braille != "off")
        assert not any(has_braille(t) for t in r.texts if t != cells.text)
        await r.press("1", "d")
        answer = r.loc("tut-braille-off") if braille == "off" else cells.text
        await r.until(lambda: r.texts[-1] == answer)
        await r.finish()

    run(main())


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_the_hint_names_the_play_and_a_reason_the_real_table_bears_out(lang: str) -> None:
    """Over many positions of two-player games: the hint is a legal play, named with its choice, and its
    reason is what the play really does on the engine (own animals into the bar, the opponent's out, the card
    near the gate, a short queue) or the look-ahead's judgement when none of those holds."""
    import copy
    import random

    from beastybar_access.games.beastybar import engine
    from beastybar_access.games.beastybar.cards import COLOUR_OF
    from beastybar_access.games.beastybar.narration import BeastyBarNarrator

    loc = Localizer.load(lang, domains=TUTORIAL_DOMAINS)
    narrator = BeastyBarNarrator(lang)
    reasons: set[str] = set()
    for seed in range(12):
        rng = random.Random(seed)
        state = engine.new_game(2, seed=seed, first=0)
        while not state.is_over():
            if state.current == 0:
                view = state.view(0)
                action, sentence = GAME.hint(view, loc)
                assert action in view.legal
                assert narrator.card_name(action.card, "acc").text in sentence
                after = copy.deepcopy(state)
                after.apply(action)
                mine_in = sum(1 for c in after.bar if c not in state.bar and COLOUR_OF[c] == 0)
                out = sum(1 for c in after.thats_it if c not in state.thats_it and COLOUR_OF[c] != 0)
                queue = list(after.queue)
                if mine_in:
                    kind, args = "tut-why-bar", {"count": mine_in}
                elif out:
                    kind, args = "tut-why-out", {"count": out}
                elif action.card in queue[:2]:
                    kind, args = "tut-why-front", {"place": queue.index(action.card) + 1}
                elif len(queue) < 4:
                    kind, args = "tut-why-short", {"count": len(queue)}
                else:
                    kind, args = "tut-why-best", {}
                why = loc(kind, **args)
                assert sentence.endswith(" " + why), (sentence, why)
                reasons.add(kind)
            state.apply(state.legal_actions()[rng.randrange(len(state.legal_actions()))])
    assert len(reasons) >= 4, reasons


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
    assert lines == [loc("tut-list-title", game=loc("ui-game-beastybar")), *[
        loc("tut-list-line", n=lesson.number, title=loc(f"{lesson.messages}-title"),
            done="yes" if lesson.id == "seal" else "no") for lesson in LESSONS]], "one lesson a line"
    assert len(lines) == 1 + TOTAL and len(set(lines)) == len(lines), "every title its own"
    assert lines[1] == f"1. {loc('tut-bb-turn-title')}"
    assert lines[-1] == f"{TOTAL}. {loc('tut-bb-game-title')}"
    seal = next(lesson.number for lesson in LESSONS if lesson.id == "seal")
    assert lines[seal].endswith(")") and lines[seal].startswith(f"{seal}. {loc('tut-bb-seal-title')} (")
    assert cli_main(["--lang", lang, "tutorial", "--lesson", str(TOTAL + 1)]) == 2
    assert capsys.readouterr().err.strip() == loc("tut-bad-lesson", given=TOTAL + 1, total=TOTAL)
    assert cli_main(["--lang", lang, "tutorial", "monkeys", "--list"]) == 0  # every game has lessons
    capsys.readouterr()
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


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_playable_game_without_lessons_is_told_so(lang: str, monkeypatch: pytest.MonkeyPatch,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """Lessons are optional in a game's entry: ``tutorial GAME`` for a game without them (a fourth game, here
    Cubirds' entry with its lessons taken away) says so, and which game has lessons."""
    import dataclasses

    from beastybar_access import games
    from beastybar_access.console.games import game_title

    real = games.get_entry
    monkeypatch.setattr(games, "get_entry", lambda name: dataclasses.replace(real(name), lessons=None)
                        if name == "cubirds" else real(name))
    assert cli_main(["--lang", lang, "tutorial", "cubirds"]) == 2
    loc = Localizer.load(lang, domains=TUTORIAL_DOMAINS)
    assert capsys.readouterr().err.strip() == loc("tut-no-lessons", game=game_title(loc, "cubirds"))


def test_the_real_program_in_a_pty_plays_a_lesson(tmp_path: Path) -> None:
    from pty_support import spawn, transcript_checks

    child = spawn(tmp_path, "--lang", "en", "tutorial", "--lesson", "2")
    child.expect_exact(f"Lesson 2 of {TOTAL}: Heaven's Gate and That's It.")
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
        await h.said(h.line("ui-learn-game"))
        await h.press(ENTER)  # Beasty Bar, the game of the set-up, is offered first
        loc = Localizer.load("cs", domains=TUTORIAL_DOMAINS)
        await h.said(loc("tut-lesson", n=1, total=TOTAL, title=loc("tut-bb-turn-title")))
        await h.press("1", ENTER)  # the green monkey
        await h.said(loc("tut-next-prompt"))
        assert Progress(tmp_path / "config" / "beastybar" / "tutorial.json").done("beastybar") == ["turn"]
        await h.press(DOWN, ENTER)  # end the tutorial
        await h.said(loc("tut-ended"))
        await h.said(h.line("ui-setup-game"))
        await h.press(ENTER)  # Beasty Bar: the set-up goes on
        await h.said("Kolik hráčů?")
        await h.press(ESCAPE)
        await h.stop()

    run(main())


def lesson_keys(lesson: Lesson) -> list[str]:
    """The keys a player presses for a play lesson's move: the card's digit and Enter, then the digit of
    each choice among the answers the game offers (a question with one answer is not asked) and Enter."""
    state = lesson.state()
    keys = [str(lesson.hand.index(lesson.play) + 1), "\r"]
    choices = [a.choices for a in state.legal_actions() if a.card == lesson.play]
    for depth in range(len(lesson.choices)):
        prefix = lesson.choices[:depth]
        values: list[int] = []
        for c in choices:
            if c[:depth] == prefix and len(c) > depth and c[depth] not in values:
                values.append(c[depth])
        if len(values) > 1:
            keys += [str(values.index(lesson.choices[depth]) + 1), "\r"]
    return keys


def test_a_newcomer_goes_from_the_set_up_menu_through_every_lesson_by_keys(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """"Learn to play" in the set-up menu, then every Beasty Bar lesson in turn with keys alone (the tutor
    is only watched, to know when a question is open): the plays, the advanced set-aside, the whole first
    game (the first card of the hand every turn, the first answer to its question); then the set-up again."""
    from console_support import DOWN, ENTER, ESCAPE, RIGHT, Harness

    from beastybar_access.console import Plan
    from beastybar_access.console import tutorial as tutorial_module
    from beastybar_access.console.games import PLAYABLE_GAMES

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    tutors: list[Tutor] = []

    class Watched(Tutor):
        def __init__(self, *args: Any, **kw: Any) -> None:
            super().__init__(*args, **kw)
            self.seed = 5  # the first game's deal, the same every run
            tutors.append(self)

    monkeypatch.setattr(tutorial_module, "Tutor", Watched)

    async def main() -> None:
        h = Harness(tmp_path, Plan(seed=3), games=PLAYABLE_GAMES)
        await h.start()
        await h.said(h.line("ui-setup-game"))
        await h.press(DOWN, DOWN, DOWN, ENTER)  # Learn to play
        await h.said(h.line("ui-learn-game"))
        await h.press(ENTER)  # Beasty Bar, the game of the set-up, is offered first
        loc = Localizer.load("cs", domains=TUTORIAL_DOMAINS)
        for lesson in LESSONS:
            title = loc(f"{lesson.messages}-title")
            await h.said(loc("tut-lesson", n=lesson.number, total=TOTAL, title=title), timeout=10)
            tutor = tutors[-1]
            await h.until(lambda tutor=tutor: tutor.chooser is not None, 10)
            if isinstance(lesson, Lesson):
                await h.press(*lesson_keys(lesson))
            elif isinstance(lesson, SetAsideLesson):
                cards = [o.value for o in tutor.chooser.step.options]  # type: ignore[union-attr]
                for card in lesson.set_aside:
                    await h.press("\x1b[H", *[RIGHT] * cards.index(card), " ")
                await h.press(ENTER)
            else:
                assert await game_by_keys(h, tutor, loc) == 12
                break
            await h.said(loc(f"{lesson.messages}-done"), timeout=10)
            await h.said(loc("tut-next-prompt"), timeout=10)
            await h.press(ENTER)  # the next lesson
        await h.said(loc("tut-all-done", count=TOTAL), timeout=10)
        done = Progress(tmp_path / "config" / "beastybar" / "tutorial.json").done("beastybar")
        assert done == [lesson.id for lesson in LESSONS]
        await h.said(h.line("ui-setup-game"))
        await h.press(ESCAPE)
        await h.stop()

    run(main())


async def game_by_keys(h: Any, tutor: Tutor, loc: Localizer) -> int:
    """The first game by keys: after each hint the first card of the hand, the first answer to its question;
    the number of the player's turns."""
    from console_support import ENTER

    hint = loc("tut-hint", play="", why="").split(":")[0] + ":"
    turns = 0

    def over() -> bool:
        return loc("tut-bb-game-done") in h.texts

    def asked() -> bool:
        chooser = tutor.chooser
        return chooser is not None and (chooser.step.prompt is not None
                                        or sum(t.startswith(hint) for t in h.texts) > turns)

    while not over():
        await h.until(lambda: over() or asked(), 10)
        if over():
            break
        step = tutor.chooser.step  # type: ignore[union-attr]
        if step.prompt is None:  # the hand, after the hint
            turns += 1
        await h.press("1", ENTER)
        await h.until(lambda step=step: tutor.chooser is None or tutor.chooser.step is not step, 10)
    return turns

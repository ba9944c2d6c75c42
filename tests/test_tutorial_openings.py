"""Issue 25, tutorials: at most 400 characters before the first key of any lesson of the three tutorials (in
both languages, each lesson started on its own, so with its keys line), the keys paragraph only on F1 and its
short line once per tutorial, and a wrong move answered in one sentence that repeats the task."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from tutorial_support import TutorRun, run

from beastybar_access.games.beastybar.lessons import load_lessons as beastybar_lessons
from beastybar_access.games.cubirds.lessons import load_lessons as cubirds_lessons
from beastybar_access.games.monkeys.lessons import load_lessons as monkeys_lessons
from beastybar_access.table import FakeTime

OPENING_LIMIT = 400
TUTORIALS = {"beastybar": beastybar_lessons(), "cubirds": cubirds_lessons(), "monkeys": monkeys_lessons()}
CASES = [(game, lesson.number, lang) for game, lessons in TUTORIALS.items() for lesson in lessons
         for lang in ("cs", "en")]


async def _opening(r: TutorRun, game: str, number: int) -> list[str]:
    """What the tutor says from the lesson's start until it waits for a key (quiet for a moment)."""
    lesson = r.lessons[number - 1]
    if game == "monkeys":
        async def frozen(seconds: float) -> None:  # the clock stands still: no computer moves meanwhile
            await asyncio.sleep(0.01)

        intro = r.loc(f"{lesson.messages}-intro")
        await r.start(number, ready=lambda: r.tutor.session is not None and intro in r.texts,
                      source=FakeTime(), wait=frozen)
    else:
        await r.start(number)
    said = -1
    while said != len(r.texts):  # nothing more for 0.2 s
        said = len(r.texts)
        await asyncio.sleep(0.2)
    return list(r.texts)


@pytest.mark.parametrize("game, number, lang", CASES, ids=[f"{g}-{n}-{lang}" for g, n, lang in CASES])
def test_a_lesson_says_at_most_400_characters_before_its_first_key(tmp_path: Path, game: str, number: int,
                                                                   lang: str) -> None:
    async def main() -> None:
        r = TutorRun(tmp_path, game, TUTORIALS[game], lang)
        texts = await _opening(r, game, number)
        lesson = r.lessons[number - 1]
        assert r.loc(lesson.keys) not in texts, "the keys paragraph is said on F1"
        assert r.loc(f"{lesson.keys}-hint") in texts, "started on its own, the lesson names its keys once"
        assert sum(len(t) for t in texts) <= OPENING_LIMIT, texts
        await r.finish()

    run(main())


def test_the_keys_line_once_per_tutorial_and_the_paragraph_on_f1(tmp_path: Path) -> None:
    lessons = TUTORIALS["beastybar"]
    first, second = lessons[0], lessons[1]

    async def main() -> None:
        r = TutorRun(tmp_path, "beastybar", lessons)
        await r.start(1)
        hint = r.loc("tut-keys-hint")
        assert r.texts.count(hint) == 1
        await r.press(str(first.hand.index(first.play) + 1), "\r")
        await r.until(lambda: r.said("tut-next-prompt"))
        await r.press("\r")
        await r.until(lambda: r.tutor.lesson is second and r.tutor.chooser is not None)
        assert r.texts.count(hint) == 1, "the second lesson does not say the keys again"
        await r.press("\x1bOP")  # F1
        await r.until(lambda: r.texts[-1] == r.loc("tut-keys"))
        await r.finish()

    run(main())


@pytest.mark.parametrize("lang, heard", [
    ("cs", "Tohle úkol lekce nebyl a stůl je zase jako na začátku; úkol: zahraj zelenou opici."),
    ("en", "That was not this lesson's task and the table is back as it was; "
           "the task: play the green monkey."),
])
def test_a_wrong_move_is_answered_in_one_sentence_with_the_task(tmp_path: Path, lang: str,
                                                                heard: str) -> None:
    lessons = TUTORIALS["beastybar"]
    lesson = lessons[0]

    async def main() -> None:
        r = TutorRun(tmp_path, "beastybar", lessons, lang)
        await r.start(1)
        wrong: Any = next(c for c in lesson.hand if c != lesson.play)
        await r.press(str(lesson.hand.index(wrong) + 1), "\r")
        await r.until(lambda: heard in r.texts)
        told = r.texts.index(heard)
        assert told > 3 and heard.count(".") == 1
        await r.finish()

    run(main())

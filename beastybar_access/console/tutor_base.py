"""What the lesson runners share (:class:`~beastybar_access.console.tutorial.Tutor` of the turn-based
games and :class:`~beastybar_access.console.tutorial_realtime.RealtimeTutor` of 4 Monkeys): the lessons and
where they are said, and the run from one lesson to the next."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Sequence
from pathlib import Path
from typing import Generic, TypeVar

from prompt_toolkit.input import Input

from beastybar_access.console.adapter import GameAdapter
from beastybar_access.console.choice import ChoiceTexts, Option, Step
from beastybar_access.console.keys import KeyReader
from beastybar_access.console.storage import config_dir, write_json_atomic
from beastybar_access.console.terminal import keyboard_mode
from beastybar_access.games.entry import Lesson
from beastybar_access.narration import Localizer
from beastybar_access.narration.lines import Line
from beastybar_access.outputs import EVENT, Announcement, Outputs

L = TypeVar("L", bound=Lesson)
"""The lessons' kind: :class:`~beastybar_access.games.entry.TurnLesson` or ``RealtimeLesson``."""


class Progress:
    """The lessons done, per game, in ``<config dir>/tutorial.json`` (a damaged file counts as none)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else config_dir() / "tutorial.json"

    def load(self) -> dict[str, list[str]]:
        import json

        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        if not isinstance(data, dict):
            return {}
        return {g: [x for x in v if isinstance(x, str)] for g, v in data.items()
                if isinstance(g, str) and isinstance(v, list)}

    def done(self, game: str) -> list[str]:
        return self.load().get(game, [])

    def mark(self, game: str, lesson_id: str) -> None:
        data = self.load()
        done = data.setdefault(game, [])
        if lesson_id not in done:
            done.append(lesson_id)
        with contextlib.suppress(OSError):  # not remembered is better than a lesson that breaks
            write_json_atomic(self.path, data)


class LessonTutor(Generic[L]):
    """The base of both lesson runners (see the module notes): the lessons, the game's adapter, where and
    how the lines are said, and the run from lesson to lesson with the question whether to go on. A runner
    plays one lesson (:meth:`play`), asks about the next (:meth:`_go_on`) and closes what it set up when the
    tutorial ends (:meth:`_finish`). ``braille``: the console's braille setting (off, key, lines)."""

    def __init__(self, lessons: Sequence[L], loc: Localizer, adapter: GameAdapter, outputs: Outputs,
                 input: Input | None, progress: Progress, verbosity: str = "normal",
                 braille: str = "off") -> None:
        self.lessons = list(lessons)
        self.loc = loc
        self.adapter = adapter
        self.outputs = outputs
        self.input = input
        self.progress = progress
        self.verbosity = verbosity
        self.braille = braille
        self.lesson: L | None = None
        """The lesson being played (None: none yet)."""
        self._loop: asyncio.AbstractEventLoop | None = None
        self.reader = KeyReader(self)
        """The key loop on :attr:`input`, with the keys typed ahead of a lesson (:mod:`.keys`)."""
        self.texts = ChoiceTexts.of(self.line)
        self._hinted: set[str] = set()
        """The keys paragraphs whose short hint this run has said (once per tutorial; F1 says them)."""

    # --- keys (the reader's target; each runner handles a key and a closed input) -------------------------

    def keys_wait(self) -> bool:
        """A lesson's keys never wait: each goes to what is open (the lesson's question or its table)."""
        return False

    def handle_key(self, key: str) -> None:
        raise NotImplementedError

    def input_closed(self) -> None:
        raise NotImplementedError

    # --- saying -----------------------------------------------------------------------------------------

    def line(self, msg_id: str, **args: object) -> Line:
        return Line.plain(self.loc(msg_id, **args))

    def say(self, line: Line, kind: str = EVENT) -> None:
        braille = line.braille if self.braille == "lines" else None
        self.outputs.announce(Announcement(line.text, braille, kind))

    def say_all(self, lines: Sequence[Line], kind: str = EVENT) -> None:
        for line in lines:
            self.say(line, kind)

    def _title(self, lesson: L) -> str:
        return self.loc(f"{lesson.messages}-title")

    def opening(self, lesson: L) -> list[Line]:
        """What a lesson says before its first key (at most 400 characters, issue 25): its number and title,
        its short introduction ending with the task, and, the first time this run meets the lesson's keys,
        one line with the keys it needs (F1 says them all, r the whole explanation with the table)."""
        lines = [self.line("tut-lesson", n=lesson.number, total=len(self.lessons), title=self._title(lesson)),
                 self.line(f"{lesson.messages}-intro")]
        if lesson.keys not in self._hinted:
            self._hinted.add(lesson.keys)
            lines.append(self.line(f"{lesson.keys}-hint"))
        return lines

    def explanation(self, lesson: L) -> list[Line]:
        """What ``r`` says before the table: the introduction and the rest of the explanation, if any."""
        more = f"{lesson.messages}-more"
        return [self.line(f"{lesson.messages}-intro"), *([self.line(more)] if self.loc.has(more) else [])]

    def wrong(self, lesson: L) -> Line:
        """After a move the lesson did not ask for (the move itself has been told): one sentence, the table
        is back as it was, and the task again."""
        return self.line("tut-wrong", task=self.loc(f"{lesson.messages}-task"))

    def _ended(self) -> str:
        """The message id of the tutorial's farewell (how to go on: another game's names the game)."""
        assert self.lesson is not None
        return self.lesson.ended

    # --- lessons ----------------------------------------------------------------------------------------

    async def run(self, start: int = 1) -> int:
        """Lessons from ``start`` (1-based); 0 when the player ends them or all are done."""
        self._loop = self.reader.loop = asyncio.get_running_loop()
        raw = keyboard_mode(self.input)  # restored after a suspend too (issue 27)
        attach = self.input.attach(self.reader.read) if self.input is not None else contextlib.nullcontext()
        with raw, attach:
            try:
                number = start
                while number <= len(self.lessons):
                    if not await self.play(self.lessons[number - 1]):
                        self.say(self.line(self._ended()), EVENT)
                        return 0
                    number += 1
                    if number <= len(self.lessons) and not await self._go_on(self.lessons[number - 1]):
                        self.say(self.line(self._ended()), EVENT)
                        return 0
                self.say(self.line("tut-all-done", count=len(self.lessons)), EVENT)
            finally:
                self._finish()
                self.reader.stop_flush()
        return 0

    def _next_step(self, nxt: L) -> Step[object]:
        """The question after a lesson: the next one (``nxt``), or the end."""
        items = [(True, self.loc("tut-next", title=self._title(nxt))), (False, self.loc("tut-stop"))]
        return Step(prompt=self.line("tut-next-prompt"),
                    options=[Option(value, self.line("ui-option-numbered", option=text, index=i + 1, total=2))
                             for i, (value, text) in enumerate(items)])

    async def play(self, lesson: L) -> bool:
        """One lesson until its move is made (True) or the player leaves (False)."""
        raise NotImplementedError

    async def _go_on(self, nxt: L) -> bool:
        """Whether the player goes on to the lesson ``nxt`` (:meth:`_next_step`)."""
        raise NotImplementedError

    def _finish(self) -> None:
        """What the runner closes when the tutorial ends, however it ends."""
        return None


__all__ = ["LessonTutor", "Progress"]

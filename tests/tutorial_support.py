"""A tutor of any game's lessons on a pipe input: keys in, announcements recorded (the tutorial tests of
Cubirds and 4 Monkeys)."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from prompt_toolkit.input import create_pipe_input

from beastybar_access.console.games import make_adapter
from beastybar_access.console.tutorial import TUTORIAL_DOMAINS, Progress, make_tutor
from beastybar_access.narration import Localizer
from beastybar_access.outputs import Outputs, RecordingChannel


def run(coro: Any, timeout: float = 60) -> Any:
    return asyncio.run(asyncio.wait_for(coro, timeout))


class TutorRun:
    """The tutor of ``game``'s ``lessons`` in ``lang``, its progress in ``tmp_path``."""

    def __init__(self, tmp_path: Path, game: str, lessons: Sequence[Any], lang: str = "cs") -> None:
        self.loc = Localizer.load(lang, domains=TUTORIAL_DOMAINS)
        self.recorder = RecordingChannel()
        self.progress = Progress(tmp_path / "tutorial.json")
        self.game = game
        self.lessons = list(lessons)

    async def start(self, number: int, ready: Any = None, **realtime: Any) -> None:
        self._cm = create_pipe_input()
        self.pipe = self._cm.__enter__()
        self.tutor = make_tutor(self.game, self.lessons, self.loc, make_adapter(self.game, self.loc),
                                Outputs([self.recorder]), self.pipe, self.progress, **realtime)
        self.task = asyncio.ensure_future(self.tutor.run(number))
        await self.until(ready or (lambda: self.tutor.chooser is not None))

    @property
    def texts(self) -> list[str]:
        return self.recorder.texts

    def said(self, msg_id: str, **args: Any) -> bool:
        return self.loc(msg_id, **args) in self.texts

    async def until(self, predicate: Any, timeout: float = 10.0) -> None:
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout  # a hang guard
        while not predicate():
            if self.task.done() and self.task.exception() is not None:
                raise self.task.exception()  # type: ignore[misc]
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

    async def finish(self) -> int:
        if not self.task.done():
            self.pipe.send_text("\x11")  # Ctrl+Q
        code = await asyncio.wait_for(self.task, 10)
        self._cm.__exit__(None, None, None)
        return int(code)

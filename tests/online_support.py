"""The online console in-process: a real server on an ephemeral 127.0.0.1 port and consoles on pipe inputs
with recorded announcements (the real WebSocket client between them)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from console_support import ESCAPE, said_matcher
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from beastybar_access.console import Settings, Terminal
from beastybar_access.console.games import make_adapter
from beastybar_access.console.online import OnlineConsole
from beastybar_access.narration import CONSOLE_DOMAINS, Localizer
from beastybar_access.net.remote import Sitting
from beastybar_access.outputs import Outputs, RecordingChannel, ScreenChannel


class OnlineHarness:
    """One person's online console on a pipe input; ``texts`` are its announcements."""

    def __init__(self, url: str, name: str, sitting: Sitting | None, *, lang: str = "en",
                 reconnect_seconds: float | None = None, sound: Any = None, cue: str | None = None) -> None:
        self.loc = Localizer.load(lang, domains=CONSOLE_DOMAINS)
        self.url = url
        self.name = name
        self.sitting = sitting
        self.recorder = RecordingChannel()
        self.reconnect_seconds = reconnect_seconds
        self.sound = sound
        self.cue = cue
        self.mark = 0
        self.console: OnlineConsole | None = None
        self.task: asyncio.Task[int] | None = None

    @property
    def texts(self) -> list[str]:
        return self.recorder.texts

    async def start(self) -> None:
        self._pipe_cm = create_pipe_input()
        self.pipe = self._pipe_cm.__enter__()
        terminal = Terminal(DummyOutput())
        screen = ScreenChannel(lambda _text: None)
        outputs = Outputs([screen, self.recorder])
        game = (self.sitting.create or {}).get("game", "beastybar") if self.sitting else "beastybar"
        self.console = OnlineConsole(
            make_adapter(game, self.loc), self.loc, outputs, Settings(delay=0.0), stored=Settings(),
            input=self.pipe, terminal=terminal, screen=screen, sound=self.sound, cue=self.cue,
            url=self.url, name=self.name, sitting=self.sitting, reconnect_seconds=self.reconnect_seconds)
        self.task = asyncio.ensure_future(self.console.run())
        await asyncio.sleep(0.01)

    async def press(self, *keys: str, wait: float = 0.0) -> None:
        self.mark = len(self.texts)
        for key in keys:
            self.pipe.send_text(key)
            await asyncio.sleep(0.07 if key == ESCAPE else 0.005)
            if wait:
                await asyncio.sleep(wait)

    async def until(self, predicate: Callable[[], bool], timeout: float = 20.0) -> None:
        deadline = time.monotonic() + timeout
        while not predicate():
            if self.task is not None and self.task.done() and not predicate():
                raise AssertionError(f"the console ended ({self.task.result()}); said: {self.texts[-10:]}")
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out; last announcements: {self.texts[-10:]}")
            await asyncio.sleep(0.01)

    async def said(self, text: str, timeout: float = 20.0, *, since: int | None = None) -> str:
        match = said_matcher(text)
        start = self.mark if since is None else since
        found: list[str] = []

        def heard() -> bool:
            found[:] = [t for t in self.texts[start:] if match(t)][:1]
            return bool(found)

        try:
            await self.until(heard, timeout)
        except AssertionError as exc:
            raise AssertionError(f"not said: {text!r}; {exc}") from None
        return found[0]

    def my_move_open(self) -> bool:
        c = self.console
        return bool(c is not None and c._turn_task is not None and not c._turn_task.done() and c.modes)

    async def stop(self) -> int:
        assert self.task is not None
        if not self.task.done():
            self.task.cancel()
        try:
            return await self.task
        except asyncio.CancelledError:
            return -1
        finally:
            self._pipe_cm.__exit__(None, None, None)


def server_url(server: Any) -> str:
    return f"ws://127.0.0.1:{server.port}/"


def data_dir(tmp_path: Path) -> Path:
    path = tmp_path / "server"
    path.mkdir(exist_ok=True)
    return path

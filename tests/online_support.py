"""The online console in-process: a real server on an ephemeral 127.0.0.1 port and consoles on pipe inputs
with recorded announcements (the real WebSocket client between them)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from console_support import PipeKeys
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from beastybar_access.console import Settings, Terminal
from beastybar_access.console.app import Console
from beastybar_access.console.games import make_adapter
from beastybar_access.console.online import OnlineConsole, OnlinePlay
from beastybar_access.narration import CONSOLE_DOMAINS, Localizer
from beastybar_access.net.remote import Sitting
from beastybar_access.outputs import Outputs, RecordingChannel, ScreenChannel


class OnlineHarness(PipeKeys):
    """One person's online console on a pipe input; ``texts`` are its announcements."""

    wait_seconds = 20.0

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
        self.console: Console | None = None
        self.task: asyncio.Task[int] | None = None

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

    @property
    def online(self) -> OnlinePlay:
        """The online play plugged into the console (its connection, lobby, chat and table)."""
        assert self.console is not None and isinstance(self.console.extension, OnlinePlay)
        return self.console.extension

    def my_move_open(self) -> bool:
        c = self.console
        table = self.online.server_table if c is not None else None
        return bool(c is not None and table is not None and table.choosing and c.modes)


def server_url(server: Any) -> str:
    return f"ws://127.0.0.1:{server.port}/"


def data_dir(tmp_path: Path) -> Path:
    path = tmp_path / "server"
    path.mkdir(exist_ok=True)
    return path

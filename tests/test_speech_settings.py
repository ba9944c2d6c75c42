"""The settings menu says the speech in use and why it differs from the one asked for; the reading
setting (who speaks with a screen reader running) takes effect at once; F5/F6 say whose rate it is."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from console_support import ENTER, ESCAPE, FakeBackends, Harness, quick_plan

from beastybar_access.console import Settings
from beastybar_access.console.app import Console


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 30))


def row_key(name: str) -> str:
    return str(Console.SETTING_ROWS.index(name) + 1)


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_the_speech_row_says_what_is_in_use_and_why(tmp_path: Path, lang: str) -> None:
    async def main() -> None:
        backends = FakeBackends(working=("espeak-ng",))
        h = Harness(tmp_path, quick_plan(seed=3), lang=lang, backends=backends,
                    settings=Settings(delay=0.0, speech="screenreader"))
        await h.start()
        await h.until(h.waiting_for_human)
        await h.press("o", row_key("speech"))
        wanted = h.line("ui-speech-screenreader")
        name = h.line("ui-speech-name-espeak-ng")
        why = h.line("ui-speech-why-no-screenreader")
        value = h.line("ui-speech-row-why", wanted=wanted, name=name, why=why)
        row = h.line("ui-setting-row", name=h.line("ui-setting-speech"), value=value,
                     index=Console.SETTING_ROWS.index("speech") + 1, total=len(Console.SETTING_ROWS))
        await h.said(row)
        await h.press(ESCAPE)
        await h.stop()

    run(main())


def test_the_reading_setting_restarts_speech_and_is_kept(tmp_path: Path) -> None:
    async def main() -> None:
        backends = FakeBackends(working=("screenreader", "espeak-ng"))
        h = Harness(tmp_path, quick_plan(seed=3), lang="en", backends=backends,
                    settings=Settings(delay=0.0, speech="auto", reading="program"))
        await h.start()
        await h.until(h.waiting_for_human)
        assert h.speech.speaks, "the program hands its messages to the screen reader"
        reader = backends.last
        await h.press("o", row_key("reading"), ENTER, "3", ENTER)  # console
        name = h.line("ui-speech-name-screenreader", detail="").strip()
        await h.said(h.line("ui-speech-console", name=name))
        assert not h.speech.speaks and h.speech.reading == "console" and reader.closed
        assert h.stored()["reading"] == "console"
        await h.press(ESCAPE, "\x1b[15~")
        await h.said(h.line("ui-rate-screenreader", rate=40))
        await h.press(ESCAPE)
        await h.stop()

    run(main())


def test_f5_says_a_voice_takes_the_rate(tmp_path: Path) -> None:
    async def main() -> None:
        backends = FakeBackends(working=("system",))
        h = Harness(tmp_path, quick_plan(seed=3), lang="cs", backends=backends,
                    settings=Settings(delay=0.0, speech="tts"))
        await h.start()
        await h.until(h.waiting_for_human)
        await h.press("\x1b[17~")
        await h.said(h.line("ui-rate-now", rate=60))
        assert backends.last.rate == 60
        await h.stop()

    run(main())

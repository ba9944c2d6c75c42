"""The browser table's test helpers: a real ``beastybar serve`` on 127.0.0.1 and the system's Chromium driven
by Playwright (nothing downloaded: ``executable_path`` is Debian's ``chromium``).

Chromium missing: the browser tests skip on a developer's machine, and FAIL under CI (``CI=true``), where
``.ci/run`` installs it; they never skip silently there.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 360, "height": 740}
SHOTS = Path(os.environ.get("BEASTYBAR_WEB_SHOTS", "")) if os.environ.get("BEASTYBAR_WEB_SHOTS") else None
"""A folder for screenshots of the page (set it to look at them); none by default."""


def chromium_path() -> str | None:
    for candidate in (os.environ.get("BEASTYBAR_CHROMIUM"), "/usr/bin/chromium", shutil.which("chromium"),
                      shutil.which("chromium-browser")):
        if candidate and Path(candidate).is_file():
            return candidate
    return None


def need_chromium() -> str:
    """The system's Chromium; skip (a developer's machine) or fail (CI) without it."""
    path = chromium_path()
    if path is None:
        if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
            pytest.fail("Chromium is missing under CI: .ci/run installs Debian's chromium")
        pytest.skip("no Chromium on this machine (apt-get install chromium); CI runs these tests")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
            pytest.fail("playwright is missing under CI: it is in the test extra")
        pytest.skip("playwright is not installed (the test extra has it)")
    return path


@dataclass
class Served:
    """A ``beastybar serve`` process: its page address and WebSocket address."""

    process: subprocess.Popen[str]
    page: str
    ws: str
    data: Path
    args: list[str]

    def stop(self) -> str:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)
        return self.process.stderr.read() if self.process.stderr else ""


def serve(data: Path, *extra: str, port: int = 0, lang: str = "en", secure: bool = False) -> Served:
    args = [sys.executable, "-m", "beastybar_access", "--lang", lang, "serve", "--port", str(port), "--data",
            str(data), "--bot-pace", "0", *extra]
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    process = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    assert process.stdout is not None
    line = process.stdout.readline()
    s = "s" if secure else ""
    page = re.search(rf"(http{s}://127\.0\.0\.1:\d+/)", line)
    ws = re.search(rf"(ws{s}://127\.0\.0\.1:\d+/)", line)
    if not (page and ws):
        process.kill()
        raise AssertionError(f"the server did not say its addresses: {line!r} "
                             f"{process.stderr.read() if process.stderr else ''}")
    return Served(process, page.group(1), ws.group(1), data, args)


@pytest.fixture(scope="module")
def chromium() -> Iterator[Any]:
    """One headless Chromium for a test module (a new context per test). Not for the session: Playwright's
    synchronous API keeps an event loop running in this thread while it is open, and the asyncio tests
    of later modules could not start theirs."""
    path = need_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=path, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture(scope="module")
def web_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    """One server for the tests that share it (each test opens its own tables)."""
    served = serve(tmp_path_factory.mktemp("web-db"), "--seed", "11", "--no-limits")
    yield served
    errors = served.stop()
    assert "Traceback" not in errors, errors


def shot(page: Any, name: str) -> None:
    if SHOTS is not None:
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def axe_violations(page: Any) -> list[dict[str, Any]]:
    """axe-core's violations of the page as it is now (WCAG 2.x A and AA, and best practices)."""
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page)
    violations: list[dict[str, Any]] = results.response["violations"]
    return violations


def describe(violations: list[dict[str, Any]]) -> str:
    return "\n".join(f"{v['id']} ({v['impact']}): {v['help']} — "
                     + "; ".join(n["target"][0] if n["target"] else "?" for n in v["nodes"][:4])
                     for v in violations)


def open_page(browser: Any, url: str, size: dict[str, int] | None = None, **context: Any) -> Any:
    """A page in a new browser context (its own storage) with its script errors collected in
    ``page.errors``, every WebSocket frame it receives in ``page.frames_in``, every one it sends in
    ``page.frames_out``."""
    ctx = browser.new_context(viewport=size or DESKTOP, **context)
    page = ctx.new_page()
    page.errors = []
    page.frames_in = []
    page.on("pageerror", lambda exc: page.errors.append(str(exc)))
    page.on("console", lambda msg: page.errors.append(msg.text) if msg.type == "error" else None)
    page.frames_out = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda payload: page.frames_in.append(payload)))
    page.on("websocket", lambda ws: ws.on("framesent", lambda payload: page.frames_out.append(payload)))
    page.goto(url)
    return page


def history_text(page: Any) -> str:
    return str(page.locator("#history").inner_text())


def play_by_enter(page: Any, over: str, *, deadline: float = 180, mid_game: Any = None) -> None:
    """Press Enter on the focused option whenever a question is open until ``over`` is in the history
    (keyboard only: the page moves the focus to the question on this seat's move). ``mid_game(page)`` is
    called once, at the fifth question."""
    import time

    start = time.monotonic()
    asked = 0
    while over not in history_text(page):
        assert time.monotonic() - start < deadline, history_text(page)[-2000:]
        option = page.locator("#options [role=option]:focus:not([data-id=leave])")  # not the end's question
        if option.count():
            asked += 1
            if asked == 5 and mid_game is not None:
                mid_game(page)
            page.keyboard.press("Enter")
            page.wait_for_timeout(30)
        else:
            page.wait_for_timeout(50)


def leave_at_end(page: Any) -> None:
    """At a game's end: Enter on the end question's "Leave the table" (it offers a rematch too, issue 26),
    unless the page has left already; then the page holds no seat's token."""
    leave = page.locator("#options [role=option][data-id=leave]")
    page.wait_for_function("() => document.querySelector('#options [data-id=leave]') !== null"
                           " || localStorage.getItem('beastybar-token') === null", timeout=20000)
    if leave.count():
        leave.focus()
        page.keyboard.press("Enter")
    page.wait_for_function("() => localStorage.getItem('beastybar-token') === null", timeout=20000)

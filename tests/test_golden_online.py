"""Golden transcripts of online play (``tests/golden/online/``): a seeded server (``beastybar serve --seed
7``, here in-process on 127.0.0.1 with an ephemeral port) and three real clients on their consoles: Alice
(en) opens a table for two, Eve (en) watches it from the lobby on, Bob (cs) takes the other seat by the
invite code; both people press Enter whenever their move is asked. What each client's console said, line
by line up to the end of the game, is its transcript, byte for byte (the port and the invite code, which
change every run, are written as PORT and CODE).

To accept an intended change of wording, regenerate them and review the difference before committing::

    GOLDEN_UPDATE=1 .venv/bin/python -m pytest tests/test_golden_online.py
"""

from __future__ import annotations

import asyncio
import difflib
import os
import re
from pathlib import Path

import pytest
from console_support import ENTER
from net_helpers import running_server
from online_support import OnlineHarness, data_dir
from online_support import server_url as url_of
from test_online_console import code_of, create, play_by_enter

from beastybar_access.console.online import code_groups
from beastybar_access.net.remote import Sitting

ONLINE = Path(__file__).resolve().parent / "golden" / "online"
UPDATE = os.environ.get("GOLDEN_UPDATE") == "1"
SEED = 7
PEOPLE = (("alice", "en"), ("eve", "en"), ("bob", "cs"))


def end_question(h: OnlineHarness) -> str:
    """The end's question as ``h`` hears it: a person is offered a rematch (issue 26), a spectator not."""
    if h.online.my_seat is None:
        return h.loc("online-end-prompt")
    return h.loc("online-end-prompt-rematch", seconds=120)


def transcript(h: OnlineHarness, port: int, code: str, header: str) -> str:
    """What ``h``'s console said, up to and including the end of the game, port and code written out."""
    texts = list(h.texts)
    end = next(i for i, t in enumerate(texts) if t == end_question(h))
    out = []
    for text in texts[: end + 1]:
        text = text.replace(f"127.0.0.1:{port}", "127.0.0.1:PORT")
        text = text.replace(code_groups(code), "CODE").replace(code, "CODE")
        out.append(text)
    return header + "\n" + "\n".join(out) + "\n"


async def play(tmp_path: Path, game: str) -> dict[str, str]:
    async with running_server(data_dir(tmp_path), seed=SEED) as server:
        url = url_of(server)
        alice = OnlineHarness(url, "Alice", create(game), lang="en")
        await alice.start()
        await alice.said("Waiting for 1 more person.")
        code = code_of(alice)
        eve = OnlineHarness(url, "Eve", Sitting(code=code, spectate=True), lang="en")
        await eve.start()
        await eve.said("You watch a table of")
        bob = OnlineHarness(url, "Bob", Sitting(code=code), lang="cs")
        await bob.start()
        await play_by_enter([alice, bob])
        for h in (alice, eve, bob):
            await h.said(end_question(h), timeout=30)
        await asyncio.sleep(0.2)  # nothing more is said after the end's question
        header = (f"# beastybar serve --seed {SEED}; Alice (en) opens a table of {game} for 2, Eve (en) "
                  f"watches, Bob (cs) joins; both press Enter at each move (tests/test_golden_online.py)")
        out = {name: transcript(h, server.port, code, header)
               for (name, _lang), h in zip(PEOPLE, (alice, eve, bob), strict=True)}
        for h in (alice, eve, bob):
            await h.press(ENTER)
        for h in (alice, eve, bob):
            assert h.task is not None
            assert await asyncio.wait_for(h.task, 10) == 0
            await h.stop()
        return out


@pytest.mark.parametrize("game", ["beastybar", "cubirds"])
def test_online_transcripts_are_unchanged(tmp_path: Path, game: str) -> None:
    now = asyncio.run(play(tmp_path, game))
    failures = []
    for name, lang in PEOPLE:
        path = ONLINE / f"{game}-{name}-{lang}.txt"
        if UPDATE:
            path.write_text(now[name], encoding="utf-8")
            continue
        expected = path.read_text(encoding="utf-8")
        if now[name] != expected:
            failures.append("".join(difflib.unified_diff(
                expected.splitlines(keepends=True), now[name].splitlines(keepends=True),
                f"{path.name} (golden)", f"{path.name} (now)", n=2)))
    if failures:
        pytest.fail("online transcripts changed; if the new wording is intended, regenerate with "
                    "GOLDEN_UPDATE=1 .venv/bin/python -m pytest tests/test_golden_online.py and review:\n"
                    + "\n".join(failures), pytrace=False)


def test_the_transcripts_hide_nothing_they_should_show() -> None:
    """The three views differ as the seats do: the spectator hears no hand, each person their own."""
    for game in ("beastybar", "cubirds"):
        texts = {name: (ONLINE / f"{game}-{name}-{lang}.txt").read_text(encoding="utf-8")
                 for name, lang in PEOPLE}
        assert all(re.search(r"127\.0\.0\.1:PORT", t) for t in texts.values())
        assert "CODE" in texts["alice"] and "CODE" in texts["bob"]
        assert len(set(texts.values())) == 3

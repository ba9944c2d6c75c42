"""Every message that names a command names the one the person started (issue 22, item 2): ``./play`` after
the README's set-up, ``beastybar`` once installed, ``python3 -m beastybar_access`` when started so."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import beastybar_access.games  # noqa: F401  (the registry: each game's own message files)
from beastybar_access import __version__
from beastybar_access.invocation import command_name
from beastybar_access.narration import Localizer

ROOT = Path(__file__).resolve().parent.parent
VENV_BIN = ROOT / ".venv" / ("Scripts" if sys.platform == "win32" else "bin")
COMMANDS = ["tut-ended", "tut-cb-ended", "tut-mk-ended", "tut-all-done", "tut-bb-game-done",
            "cli-join-private", "online-need-url", "online-setup-listed"]


def run(*command: str) -> subprocess.CompletedProcess[str]:
    """``command`` as a person starts it (no BEASTYBAR_COMMAND of the tests'); its output's whitespace is
    made single spaces (the help wraps its lines)."""
    env = {k: v for k, v in os.environ.items() if k != "BEASTYBAR_COMMAND"}
    done = subprocess.run(command, capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
    return subprocess.CompletedProcess(done.args, done.returncode, " ".join(done.stdout.split()),
                                       done.stderr)


@pytest.mark.skipif(sys.platform == "win32", reason="./play is the POSIX start script")
def test_after_play_the_messages_name_play() -> None:
    done = run("./play", "join", "--help", "--lang", "en")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("usage: ./play join ")
    assert '"./play tables"' in done.stdout and "beastybar tables" not in done.stdout
    assert run("./play", "--version").stdout == f"beastybar {__version__}", "the program's name stays"


@pytest.mark.skipif(not (VENV_BIN / "python").exists(), reason="needs the project's .venv")
def test_python_m_names_itself() -> None:
    done = run(str(VENV_BIN / "python"), "-m", "beastybar_access", "join", "--help", "--lang", "cs")
    assert done.returncode == 0, done.stderr
    assert "python3 -m beastybar_access join" in done.stdout
    assert "„python3 -m beastybar_access tables“" in done.stdout


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_every_message_naming_a_command_takes_it_from_the_start(lang: str,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    loc = Localizer.load(lang)
    for msg_id in COMMANDS:
        text = loc(msg_id, count=3)
        assert "beastybar " in text or text.endswith("beastybar."), (msg_id, text)  # the tests' command
    import beastybar_access.invocation as invocation

    monkeypatch.setenv("BEASTYBAR_COMMAND", "../games/play")
    invocation.current.cache_clear()
    try:
        loc = Localizer.load(lang)
        for msg_id in COMMANDS:
            assert "../games/play" in loc(msg_id, count=3), msg_id
    finally:
        invocation.current.cache_clear()


def test_an_unusable_value_is_not_named() -> None:
    assert command_name({"BEASTYBAR_COMMAND": "x" * 500}, ["beastybar"], [], platform="linux") == "beastybar"
    assert command_name({"BEASTYBAR_COMMAND": "a\x1bb"}, ["beastybar"], [], platform="linux") == "beastybar"
    assert command_name({"BEASTYBAR_COMMAND": "C:\\My Games\\play.cmd"}, [], [], platform="win32") == \
        '"C:\\My Games\\play.cmd"'

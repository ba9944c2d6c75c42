"""The log file, ``--version``, ``--debug``, and what the player meets when something goes wrong: one
sentence, exit status 1, the game saved, the traceback in the log and never on the terminal.

The failures are injected through the documented test hook ``BEASTYBAR_TEST_FAIL`` (see
:mod:`beastybar_access.diagnostics`), in the real program: a subprocess, and a real pseudo-terminal for a
game.
"""

from __future__ import annotations

import io
import json
import logging
import os
import subprocess
import sys
import threading
from importlib.metadata import version
from pathlib import Path

import pytest
from console_support import localizer
from pty_support import PYTHON, transcript_checks

from beastybar_access import __version__, diagnostics


def _env(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_STATE_HOME=str(tmp_path / "state"), LANG="C.UTF-8", PROMPT_TOOLKIT_NO_CPR="1",
               TERM="xterm")
    env.pop("LC_ALL", None)
    env.pop(diagnostics.FAIL_ENV, None)
    env.update(extra)
    return env


def _log_file(tmp_path: Path) -> Path:
    return tmp_path / "state" / "beastybar" / "log" / diagnostics.LOG_NAME


def _run(tmp_path: Path, *args: str, stdin: int | None = subprocess.DEVNULL,
         **extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([PYTHON, "-m", "beastybar_access", *args], env=_env(tmp_path, **extra),
                          cwd=tmp_path, stdin=stdin, capture_output=True, text=True, timeout=60)


def test_version_is_the_installed_distributions() -> None:
    assert __version__ == version("beastybar_access")


def test_version_flag(tmp_path: Path) -> None:
    done = _run(tmp_path, "--version")
    assert (done.returncode, done.stdout, done.stderr) == (0, f"beastybar {__version__}\n", "")


@pytest.mark.parametrize("lang, sentence", [
    ("en", "Unexpected error: the program stopped, and the details are in the log file {}."),
    ("cs", "Neočekávaná chyba: program skončil a podrobnosti jsou v souboru záznamu {}."),
])
def test_an_unexpected_error_is_one_sentence_and_the_traceback_is_logged(tmp_path: Path, lang: str,
                                                                          sentence: str) -> None:
    done = _run(tmp_path, "--lang", lang, "cards", **{diagnostics.FAIL_ENV: "start"})
    log = _log_file(tmp_path)
    assert done.returncode == 1
    assert done.stdout == ""
    assert done.stderr == sentence.format(log) + "\n"
    text = log.read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in text and "InjectedFailure" in text


def test_a_log_that_cannot_be_written_is_said_too(tmp_path: Path) -> None:
    (tmp_path / "state").write_text("a file where the log folder would be", encoding="utf-8")
    done = _run(tmp_path, "--lang", "en", "cards", **{diagnostics.FAIL_ENV: "start"})
    assert done.returncode == 1
    assert done.stderr == "Unexpected error: the program stopped, and the log file could not be written.\n"


def test_a_plain_start_writes_no_log_and_debug_writes_details(tmp_path: Path) -> None:
    assert _run(tmp_path, "cards").returncode == 0
    assert not _log_file(tmp_path).exists(), "nothing went wrong, so nothing is logged"
    done = _run(tmp_path, "--debug", "cards")
    assert done.returncode == 0 and done.stderr == ""
    text = _log_file(tmp_path).read_text(encoding="utf-8")
    assert f"beastybar {__version__}" in text and "'cards'" in text


@pytest.mark.parametrize("source", ["devnull", "file"])
def test_a_game_with_a_person_refuses_standard_input_that_is_not_a_terminal(tmp_path: Path,
                                                                            source: str) -> None:
    if source == "file":
        keys = tmp_path / "keys.txt"
        keys.write_text("\r\r\r", encoding="utf-8")
        with keys.open("rb") as handle:
            done = _run(tmp_path, "--lang", "en", "play", "--seats", "human,normal", "--speech", "none",
                        stdin=handle.fileno())
    else:
        done = _run(tmp_path, "--lang", "en", "--quick", "--speech", "none")
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: the game reads keys from a terminal"), done.stderr


def test_all_computer_players_need_no_terminal(tmp_path: Path) -> None:
    done = _run(tmp_path, "--lang", "en", "play", "--seats", "normal,normal", "--seed", "2",
                "--speech", "none")
    assert done.returncode == 0, done.stderr
    assert "Game over" in done.stdout


def test_a_background_threads_exception_goes_to_the_log(tmp_path: Path) -> None:
    saved_hook = threading.excepthook
    root = logging.getLogger()
    level = root.level
    try:
        path = diagnostics.setup_logging(directory=tmp_path)

        def fail() -> None:
            raise ValueError("from a worker")

        worker = threading.Thread(target=fail, name="worker-x")
        worker.start()
        worker.join()
        text = path.read_text(encoding="utf-8")
        assert "unexpected error in thread worker-x" in text and "ValueError: from a worker" in text
    finally:
        threading.excepthook = saved_hook
        if diagnostics._handler is not None:
            root.removeHandler(diagnostics._handler)
            diagnostics._handler.close()
            diagnostics._handler = None
        root.setLevel(level)


def test_the_sentence_goes_to_the_games_outputs_and_to_standard_error_when_they_fail(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(diagnostics, "_saver", None)  # no console of another test is saved from here
    said: list[str] = []
    err = io.StringIO()
    assert diagnostics.report_crash(ValueError("x"), localizer("en"), stream=err, tell=said.append) == 1
    assert len(said) == 1 and said[0].startswith("Unexpected error: the program stopped")
    assert err.getvalue() == ""

    def broken(text: str) -> None:
        raise OSError("the screen is gone")

    assert diagnostics.report_crash(ValueError("x"), localizer("cs"), stream=err, tell=broken) == 1
    assert err.getvalue().startswith("Neočekávaná chyba: program skončil") and err.getvalue().count("\n") == 1


@pytest.mark.skipif(sys.platform == "win32", reason="pseudo-terminals need a POSIX system")
def test_a_crash_during_a_game_saves_it_says_one_sentence_and_the_game_resumes(tmp_path: Path) -> None:
    pexpect = pytest.importorskip("pexpect")
    save = tmp_path / "data" / "beastybar" / "autosave-beastybar.json"
    args = ["-m", "beastybar_access", "--quick", "--first", "1", "--speech", "none", "--lang", "cs",
            "--seed", "8", "--delay", "0"]
    child = pexpect.spawn(PYTHON, args, env=_env(tmp_path, **{diagnostics.FAIL_ENV: "key"}),
                          cwd=str(tmp_path), encoding="utf-8", timeout=20, dimensions=(40, 160))
    try:
        child.expect("Jsi na tahu")
        child.expect(r"V ruce[^\n]*\n")
        assert not save.exists(), "no move was made, so the normal autosave has not written anything yet"
        child.send("h")  # any key: the hook fails in the key's handler, as a bug there would
        child.expect(pexpect.EOF)
        text = child.before or ""
    finally:
        child.close(force=True)
    assert child.exitstatus == 1
    log = _log_file(tmp_path)
    last = [line for line in text.splitlines() if line.strip()][-1].strip()
    assert last == ("Neočekávaná chyba: program skončil, hra je uložená a podrobnosti jsou v souboru "
                    f"záznamu {log}.")
    assert text.count("Neočekávaná chyba") == 1, "said once, through the game's outputs"
    assert "Traceback" not in text and "InjectedFailure" not in text
    transcript_checks(text)
    assert "InjectedFailure" in log.read_text(encoding="utf-8")
    assert json.loads(save.read_text(encoding="utf-8"))["turns"] == 0, "the crash saved the game first"

    again = pexpect.spawn(PYTHON, ["-m", "beastybar_access", "--resume", "--speech", "none", "--lang", "cs",
                                   "--delay", "0"], env=_env(tmp_path), cwd=str(tmp_path), encoding="utf-8",
                          timeout=20, dimensions=(40, 160))
    try:
        again.expect("Pokračuje uložená hra")
        again.expect("Jsi na tahu")
        again.sendcontrol("q")
        again.expect("Opravdu skončit")
        again.send("a")
        again.expect(pexpect.EOF)
    finally:
        again.close(force=True)
    assert again.exitstatus == 0

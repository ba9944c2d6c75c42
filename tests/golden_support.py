"""Golden narrated transcripts (``tests/golden/``): run the command on a transcript's first line, compare.

Each transcript's first line is the command that reproduces it (``beastybar play … --speech none``). A
game of computer players only is narrated to standard output and read from there. A game of people reads
its keys from the key file named after ``<`` (path relative to the transcript): the program reads keys
from a terminal, so the keys are typed into a pseudo-terminal one by one, each once the program has
answered the one before (its prompt shown again, nothing more said for a moment, every thread asleep);
what the terminal showed is kept as plain lines (the prompt written over by the next line, as a screen
reader hears it, and no bell).

Key files: one key a line, ``#`` starts a comment; a name from :data:`KEY_NAMES` or a single character.

To accept an intended change of wording, regenerate them and review the difference before committing::

    GOLDEN_UPDATE=1 .venv/bin/python -m pytest tests/test_golden.py
"""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = Path(__file__).resolve().parent / "golden"
VENV_PYTHON = ROOT / ".venv" / "bin" / "python"
PYTHON = str(VENV_PYTHON) if VENV_PYTHON.exists() else sys.executable
PROMPT = "> "

KEY_NAMES = {
    "enter": "\r", "right": "\x1b[C", "left": "\x1b[D", "down": "\x1b[B", "up": "\x1b[A",
    "home": "\x1b[H", "end": "\x1b[F", "escape": "\x1b", "space": " ", "backspace": "\x7f",
    "f1": "\x1bOP", "tab": "\t",
}
QUIET_S = 0.06
"""How long the program must stay silent, prompt shown and asleep, before the next key is typed."""
KEY_TIMEOUT_S = 20.0
"""A hang guard: the longest wait for the program's answer to one key."""


@dataclass(frozen=True)
class Golden:
    path: Path
    args: list[str]
    """The arguments after ``beastybar``."""
    keys: Path | None

    @property
    def expected(self) -> str:
        return self.path.read_text(encoding="utf-8")


def parse(path: Path) -> Golden:
    """The command on the transcript's first line: ``beastybar ARGS [< KEYFILE]``."""
    first = path.read_text(encoding="utf-8").splitlines()[0]
    words = shlex.split(first)
    if not words or words[0] != "beastybar":
        raise ValueError(f"{path.name}: the first line is not a beastybar command: {first!r}")
    keys = None
    if "<" in words:
        at = words.index("<")
        keys = path.parent / words[at + 1]
        words = words[:at]
    return Golden(path, words[1:], keys)


def read_keys(path: Path) -> list[str]:
    """The key sequences of a key file."""
    keys = []
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        text = raw.split("#", 1)[0].strip()
        if not text:
            continue
        if text in KEY_NAMES:
            keys.append(KEY_NAMES[text])
        elif len(text) == 1:
            keys.append(text)
        else:
            raise ValueError(f"{path.name}:{number}: unknown key {text!r}")
    return keys


def environment(home: Path) -> dict[str, str]:
    """Settings and saves in an empty place of their own, a plain terminal, UTF-8."""
    env = dict(os.environ, HOME=str(home), XDG_CONFIG_HOME=str(home / "config"),
               XDG_DATA_HOME=str(home / "data"), XDG_CACHE_HOME=str(home / "cache"),
               PROMPT_TOOLKIT_NO_CPR="1", TERM="xterm", LANG="C.UTF-8", PYTHONHASHSEED="0")
    env.pop("LC_ALL", None)
    return env


def command_line(golden: Golden) -> str:
    line = shlex.join(["beastybar", *golden.args])
    if golden.keys is not None:
        line += " < " + golden.keys.relative_to(golden.path.parent).as_posix()
    return line


def run(golden: Golden, home: Path) -> str:
    """The transcript the program gives now: the command line, then what it said."""
    if golden.keys is None:
        done = subprocess.run([PYTHON, "-m", "beastybar_access", *golden.args], env=environment(home),
                              cwd=str(ROOT), stdin=subprocess.DEVNULL, capture_output=True, timeout=300,
                              check=False)
        if done.returncode != 0:
            raise AssertionError(f"exit status {done.returncode}: {done.stderr.decode(errors='replace')}")
        body = done.stdout.decode("utf-8")
    else:
        body = _typed(golden.args, read_keys(golden.keys), home)
    if not body.endswith("\n"):
        body += "\n"
    return command_line(golden) + "\n" + body


def _typed(args: list[str], keys: list[str], home: Path) -> str:
    import pexpect

    child = pexpect.spawn(PYTHON, ["-m", "beastybar_access", *args], env=environment(home), cwd=str(ROOT),
                          encoding="utf-8", timeout=KEY_TIMEOUT_S, dimensions=(40, 200))
    child.delaybeforesend = None
    out: list[str] = []
    try:
        for i, key in enumerate(keys):
            _settle(child, out, f"before key {i + 1} of {len(keys)}")
            child.send(key)
        deadline = time.monotonic() + KEY_TIMEOUT_S
        while _read_some(child, out, 0.1) is not None:
            if time.monotonic() > deadline:
                raise AssertionError("the program did not end after the last key; it said:\n" + _tail(out))
        child.wait()
    finally:
        child.close(force=True)
    if child.exitstatus != 0:
        raise AssertionError(f"exit status {child.exitstatus}; it said:\n" + _tail(out))
    return screen_lines("".join(out))


def _read_some(child: object, out: list[str], timeout: float) -> bool | None:
    """True: something came; False: nothing within ``timeout``; None: the program ended."""
    import pexpect

    try:
        out.append(child.read_nonblocking(65536, timeout=timeout))  # type: ignore[attr-defined]
        return True
    except pexpect.TIMEOUT:
        return False
    except pexpect.EOF:
        return None


def _settle(child: object, out: list[str], where: str) -> None:
    """Wait until the prompt stands at the end and nothing more comes for :data:`QUIET_S`."""
    deadline = time.monotonic() + KEY_TIMEOUT_S
    while True:
        if time.monotonic() > deadline:
            raise AssertionError(f"no prompt {where}; the program said:\n" + _tail(out))
        got = _read_some(child, out, QUIET_S)
        if got is None:
            raise AssertionError(f"the program ended {where}; it said:\n" + _tail(out))
        if got is False and "".join(out[-3:]).endswith(PROMPT) and _asleep(child.pid):  # type: ignore[attr-defined]
            return


def _asleep(pid: int) -> bool:
    """Whether every thread of the process waits (on Linux; elsewhere assumed): a program descheduled
    on a busy machine is runnable, not asleep, so a pause in its output is not taken for its prompt."""
    tasks = Path(f"/proc/{pid}/task")
    if not tasks.is_dir():
        return True
    try:
        states = [(t / "stat").read_text().rsplit(")", 1)[1].split()[0] for t in tasks.iterdir()]
    except (OSError, IndexError):
        return False
    return all(state in "SI" for state in states)


def _tail(out: list[str]) -> str:
    return "\n".join(screen_lines("".join(out)).splitlines()[-15:])


def screen_lines(raw: str) -> str:
    """The lines a reader of the terminal keeps: each line's text after its last carriage return (the
    prompt written over), the padding over a longer prompt and the bell left out, the last prompt too."""
    lines = []
    for line in raw.replace("\r\n", "\n").replace("\x07", "").split("\n"):
        lines.append(line.rsplit("\r", 1)[-1].rstrip(" "))
    while lines and lines[-1] in ("", PROMPT.strip()):
        lines.pop()
    return "\n".join(lines) + "\n"

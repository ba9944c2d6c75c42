"""Every ``./play`` command of the README runs as written, from the game's folder, as far as it runs without a
network or a sound device (issue 22, items 2 and 9).

The commands are taken from the README itself: the lines of its code blocks and its inline code that start
with ``./play``. Each runs in a real terminal (a pty), with settings, saves and logs in temporary folders.
The commands of docs/server.md (the README's server on the internet) run too. Only what would leave this
machine or touch the system is changed: the example server address becomes a server this test runs on
127.0.0.1 (an ephemeral port), ``--host 0.0.0.0`` becomes 127.0.0.1, a fixed port becomes 0, the TLS files
are throw-away ones. A command that ends by itself must end with status 0 (or 2, with one sentence, for a
code no table has); one that waits for the person (a game, a lesson, a server) must have spoken and be
waiting, and must end at SIGTERM. No traceback anywhere. ``./run-tests`` is the command running this.
"""

from __future__ import annotations

import os
import re
import shlex
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="./play is the POSIX start script")

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
SERVER_GUIDE = (ROOT / "docs" / "server.md").read_text(encoding="utf-8")
"""The README's guide to a server on the internet, whose commands are the README's too."""
EXAMPLE_SERVER = "ws://192.168.1.10:8765"
QUIET = 1.5
"""Seconds without output after which a running command is taken to wait for the person."""


def readme_commands(text: str = README) -> list[str]:
    """The README's ``./play`` commands, in order, each once (code blocks without their comments, and
    inline code)."""
    found: list[str] = []
    for line in text.splitlines():
        if line.startswith("    ") and line.strip().startswith("./play"):
            found.append(re.sub(r"\s+#.*$", "", line.strip()))
    found += [span.strip() for span in re.findall(r"`([^`]+)`", re.sub(r"\n\s*", " ", text))
              if span.startswith("./play")]
    return list(dict.fromkeys(found))


def test_the_readme_names_its_commands() -> None:
    commands = readme_commands()
    for needed in ("./play", "./play tutorial", "./play --version", "./play serve", "./play --help"):
        assert needed in commands
    assert not [c for c in commands if "beastybar " in c.split(" ", 1)[0]]


def environment(tmp_path: Path) -> dict[str, str]:
    gone = ("BEASTYBAR_COMMAND", "LC_ALL", "BEASTYBAR_TEST_FAIL")
    env = {k: v for k, v in os.environ.items() if k not in gone}
    env.update(HOME=str(tmp_path / "home"), XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_STATE_HOME=str(tmp_path / "state"),
               LANG="C.UTF-8", TERM="xterm", PROMPT_TOOLKIT_NO_CPR="1")
    return env


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A server on 127.0.0.1 for the commands that name the example server."""
    base = tmp_path_factory.mktemp("readme-server")
    command = ["./play", "serve", "--port", "0", "--data", str(base / "tables"), "--lang", "en"]
    child = subprocess.Popen(command, cwd=ROOT, env=environment(base), stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, text=True)
    assert child.stdout is not None
    said = ""
    found = None
    while found is None and len(said) < 10_000:  # (a set-up's lines may come first)
        line = child.stdout.readline()
        if not line:
            break
        said += line
        found = re.search(r"ws://127\.0\.0\.1:\d+/", line)
    assert found, said
    yield found.group(0).rstrip("/")
    child.send_signal(signal.SIGINT)
    try:
        child.wait(timeout=10)
    except subprocess.TimeoutExpired:
        child.kill()


def localized(command: str, url: str, tmp_path: Path) -> list[str]:
    """``command`` as run here: the example server is ours, nothing listens beyond 127.0.0.1."""
    words = shlex.split(command)
    words = [url if word.startswith(EXAMPLE_SERVER) else word for word in words]
    if words[1:2] == ["tables"] and len(words) == 2:
        words.append(url)
    if words[1:2] == ["serve"]:
        words = [("127.0.0.1" if w == "0.0.0.0" else w) for w in words]
        if "--port" in words:
            words[words.index("--port") + 1] = "0"
        else:
            words += ["--port", "0"]
        words += ["--data", str(tmp_path / "tables")]  # (the last --data counts: not /var/lib/beastybar)
        if "--tls-cert" in words:
            import trustme

            authority = trustme.CA()
            certificate = authority.issue_cert("127.0.0.1", "localhost")
            certificate.private_key_and_cert_chain_pem.write_to_path(str(tmp_path / "fullchain.pem"))
            certificate.private_key_pem.write_to_path(str(tmp_path / "privkey.pem"))
            words = [str(tmp_path / Path(w).name) if w.endswith(("fullchain.pem", "privkey.pem")) else w
                     for w in words]
    return words


@pytest.mark.slow  # about a minute for the two dozen commands (CI runs it: .ci/run passes --run-slow)
@pytest.mark.parametrize("command", list(dict.fromkeys(readme_commands() + readme_commands(SERVER_GUIDE))))
def test_a_readme_command_runs_as_written(command: str, server: str, tmp_path: Path) -> None:
    words = localized(command, server, tmp_path)
    child = pexpect.spawn(words[0], words[1:], cwd=str(ROOT), env=environment(tmp_path), encoding="utf-8",
                          timeout=60, dimensions=(40, 160))
    said = ""
    last = time.monotonic()
    ended = False
    deadline = time.monotonic() + 90
    # what a command that waits must have said before it is taken to wait for the person (a slow start on
    # a loaded machine can pause longer than QUIET before it)
    awaited = (r"\b\d{3} \d{3}\b" if "--create" in words else
               r"wss?://127\.0\.0\.1:\d+/" if words[1:2] == ["serve"] else "")
    while time.monotonic() < deadline:
        try:
            said += child.read_nonblocking(4096, timeout=0.2)
            last = time.monotonic()
        except pexpect.TIMEOUT:
            if said.strip() and time.monotonic() - last > QUIET and re.search(awaited, said):
                break
        except pexpect.EOF:
            ended = True
            break
    assert said.strip(), f"{command}: nothing said"
    if ended:
        child.close()
        status = child.exitstatus
        refused = "--code" in words and status == 2  # no table has the README's example code
        assert status == 0 or refused, f"{command}: status {status}\n{said}"
        if refused:
            assert "482 913" in said, said  # the refusal names the code
    else:
        child.kill(signal.SIGTERM)
        child.expect(pexpect.EOF, timeout=15)
        said += child.before or ""
        child.close()
        assert child.signalstatus == signal.SIGTERM or child.exitstatus in (0, 128 + signal.SIGTERM), said
        if words[1:2] == ["serve"]:
            scheme = "wss" if "--tls-cert" in words else "ws"
            assert re.search(scheme + r"://127\.0\.0\.1:\d+/", said), said
        if "--create" in words:
            assert re.search(r"\b\d{3} \d{3}\b", said), f"{command}: no invite code said\n{said}"
    assert not [word for word in ("Traceback", "Unexpected error", "Neočekávaná chyba") if word in said], said

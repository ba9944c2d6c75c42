"""Addresses and ``beastybar serve``'s refusals: one reading of a server's address for join, tables and
"Play online"; serve's faults each in one sentence of the person's language with the next step, exit 2
for what was typed, 1 for what the system refused, never raw ``[Errno …]`` text."""

from __future__ import annotations

import socket
import subprocess
import sys
from pathlib import Path

import pytest

from beastybar_access.console.online_args import OnlineError, listen_host, server_url


@pytest.mark.parametrize(("typed", "url"), [
    ("localhost:8765", "ws://localhost:8765/"),
    ("127.0.0.1:8765", "ws://127.0.0.1:8765/"),
    (" ws://192.168.1.10:8765 ", "ws://192.168.1.10:8765/"),
    ("http://127.0.0.1:8765/", "ws://127.0.0.1:8765/"),  # the browser page's address: the same server
    ("https://hra.example.cz", "wss://hra.example.cz/"),
    ("wss://[::1]:9000/tables", "wss://[::1]:9000/tables"),
])
def test_a_server_address_is_read_the_same_way_everywhere(typed: str, url: str) -> None:
    assert server_url(typed) == url


@pytest.mark.parametrize("typed", ["", "bad url", "ftp://x:1", "ws://:8765", "ws://x:99999", "ws://x:0",
                                   "ws://ana@x:1", "ws://x:1/?a=1", "ws://x\x1b:1"])
def test_what_is_no_server_address_is_refused_with_its_message(typed: str) -> None:
    with pytest.raises(OnlineError) as info:
        server_url(typed)
    assert info.value.msg_id == "online-bad-url"


def test_the_listening_address_is_a_host_alone() -> None:
    assert listen_host("0.0.0.0") == "0.0.0.0" and listen_host("::") == "::" and listen_host("localhost")
    for typed in ("http://0.0.0.0", "0.0.0.0:8765", "", "a b"):
        with pytest.raises(OnlineError) as info:
            listen_host(typed)
        assert info.value.msg_id == "serve-bad-host"


def _serve(tmp_path: Path, *args: str, lang: str = "cs") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "beastybar_access", "serve", "--lang", lang, *args],
                          capture_output=True, text=True, timeout=60,
                          env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "LANG": "C.UTF-8",
                               "XDG_STATE_HOME": str(tmp_path / "state")})


def _one_sentence(done: subprocess.CompletedProcess[str], code: int) -> str:
    assert done.returncode == code, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert "Errno" not in done.stderr and "Traceback" not in done.stderr and "Neočekávaná" not in done.stderr
    return lines[0]


def test_serve_refuses_what_was_typed_each_in_a_sentence_of_its_own(tmp_path: Path) -> None:
    port = _one_sentence(_serve(tmp_path, "--port", "99999"), 2)
    assert port == "Port je číslo od 0 do 65535 (0 vybere volný), ne 99999."
    assert "čas" not in port, "a sentence about the port alone"
    hold = _one_sentence(_serve(tmp_path, "--hold=-1,5", lang="en"), 2)
    assert hold == "The option --hold is a number of seconds, at least 0, not -1,5."
    host = _one_sentence(_serve(tmp_path, "--host", "http://0.0.0.0"), 2)
    assert "--host" in host and "--port" in host
    turn = _one_sentence(_serve(tmp_path, "--public-turn-seconds", "5", lang="en"), 2)
    assert turn == "The option --public-turn-seconds is 0 (no limit) or 10 to 3600 seconds, not 5."
    proxy = _one_sentence(_serve(tmp_path, "--trusted-proxy", "proxy.example"), 2)
    assert proxy.startswith("Volba --trusted-proxy je adresa IP nebo síť") and "proxy.example" in proxy
    workers = _one_sentence(_serve(tmp_path, "--bot-workers", "0", lang="en"), 2)
    assert workers == "The option --bot-workers is a whole number from 1 to 64, not 0."
    budget = _one_sentence(_serve(tmp_path, "--bot-budget=-2"), 2)
    assert budget == "Volba --bot-budget je počet sekund, nejméně 0, ne -2."


def test_serve_says_what_the_system_refused_and_the_next_step(tmp_path: Path) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    data = _one_sentence(_serve(tmp_path, "--port", "0", "--data", str(blocker / "tables")), 1)
    assert "--data" in data and str(blocker / "tables") in data
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        number = taken.getsockname()[1]
        busy = _one_sentence(_serve(tmp_path, "--port", str(number), "--data", str(tmp_path / "d"),
                                    lang="en"), 1)
    assert busy.startswith(f"The port {number} is already used by another program") and "--port 0" in busy

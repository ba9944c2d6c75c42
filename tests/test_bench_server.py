"""The server benchmark's smoke run (as CI runs it): a few seconds through a real server on 127.0.0.1 over
TLS (a certificate made for the run) with every kind of load the full runs have: 4 people-only tables, 2 of
2 people with 2 hard computers (decided in the server's worker processes), 2 with easy and 2 with normal
computers, 2 4 Monkeys tables of fast computers (planned in the server's planner process), spectators, chat,
reconnects (two or more a table) and pings. Its figures are not judged here (docs/benchmarks.md has the
full runs'); every kind must have been timed, and nothing may be lost, duplicated or refused."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_bench_server_smoke() -> None:
    args = ["--tables", "10", "--seconds", "3", "--hard-tables", "2", "--bots", "easy,normal", "--bot-tables",
            "4", "--monkeys-tables", "2", "--spectators", "6", "--chat-every", "1", "--reconnect-every", "1",
            "--ping-every", "0.5", "--tls", "--processes", "2", "--json"]
    out = subprocess.run([sys.executable, str(ROOT / "scripts" / "bench_server.py"), *args],
                         capture_output=True, text=True, timeout=180, check=True)
    report = json.loads(out.stdout.strip().splitlines()[-1])
    for key in ("tables", "connections", "actions", "p50_ms", "p99_ms", "lost", "duplicated", "errors",
                "server_rss_mb", "load", "commit"):
        assert key in report
    assert report["tables"] == 10 and report["connections"] >= 4 * 4 + 6 * 2 + 2 + 6
    assert set(report["kinds"]) == {"act", "act_computers", "act_hard", "act_monkeys", "chat", "watch",
                                    "resume", "ping"}, report["kinds"]
    assert report["hard_actions"] > 0
    assert report["actions"] >= 10 * 2
    assert report["lost"] == report["duplicated"] == 0
    assert report["errors"] == 0, report["error_kinds"]
    assert report["server_rss_mb"] > 0
    if shutil.which("openssl"):
        assert report["tls"] is True

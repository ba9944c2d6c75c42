"""The server benchmark's smoke run (as CI runs it): 20 tables for 10 seconds through a real server on
127.0.0.1, 18 of 4 people and 2 of 2 people with 2 hard computers (decided in the server's worker
processes). Its figures are not judged here (docs/benchmarks.md has the full run's); nothing may
be lost, duplicated or refused."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_bench_server_smoke() -> None:
    out = subprocess.run([sys.executable, str(ROOT / "scripts" / "bench_server.py"), "--tables", "20",
                          "--seconds", "10", "--hard-tables", "2", "--processes", "2", "--json"],
                         capture_output=True, text=True, timeout=180, check=True)
    report = json.loads(out.stdout.strip().splitlines()[-1])
    for key in ("tables", "connections", "actions", "p50_ms", "p99_ms", "lost", "duplicated", "errors",
                "server_rss_mb"):
        assert key in report
    assert report["tables"] == 20 and report["connections"] >= 18 * 4 + 2 * 2
    assert report["hard_actions"] > 0
    assert report["actions"] >= 20 * 5
    assert report["lost"] == report["duplicated"] == report["errors"] == 0
    assert report["server_rss_mb"] > 0

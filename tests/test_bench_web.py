"""The browser table's benchmark runs (its smoke form: two simulated seats for a few seconds, no browser), and
the page with every file it loads stays under 150 KB uncompressed (issue 24, item 8)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_smoke_run_and_the_page_size() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "bench_web.py"), "--no-browser", "--seats",
                           "2", "--seconds", "4", "--processes", "1", "--json"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["page_bytes"] <= 150_000
    assert set(result["page_files"]) >= {"index", "static/app.js", "static/sound.js", "static/style.css"}
    assert result["choices"] > 0 and result["lost"] == 0 and result["errors"] == 0

"""The cue latency benchmark's smoke run: a few cues on miniaudio's null device (no hardware needed). Its
figures are not judged here (docs/benchmarks.md has the full run's); every cue asked must reach the device."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_bench_cues_smoke() -> None:
    pytest.importorskip("miniaudio")
    out = subprocess.run([sys.executable, str(ROOT / "scripts" / "bench_cues.py"), "--cues", "4",
                          "--backend", "null"], capture_output=True, text=True, timeout=120, check=True)
    lines = out.stdout.splitlines()
    assert lines[0].startswith("date: ") and lines[0].endswith("back end: null")
    assert re.fullmatch(r"first cue, asked to taken by the device: \d+\.\d ms", lines[2])
    assert re.match(r"next 3 cues, asked to taken by the device: median \d+\.\d ms", lines[3])
    bad = subprocess.run([sys.executable, str(ROOT / "scripts" / "bench_cues.py"), "--cues", "1"],
                         capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "--cues" in bad.stderr and "Traceback" not in bad.stderr

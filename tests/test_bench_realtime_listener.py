"""The 4 Monkeys listener benchmark (scripts/bench_realtime_listener.py): its listener's arithmetic on made-up
lines, and a short smoke run. Its figures are not judged here (docs/benchmarks.md has the full run's)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import bench_realtime_listener as bench  # noqa: E402


def test_the_listener_hears_15_characters_a_second_in_order() -> None:
    # 29 characters and the line's pause: 2 s of speech each
    line = "x" * 29
    assert bench.listen([(0.0, line)]) == (2.0, 0.0, 2.0)
    # three lines at once: the third is heard 6 s after it came, one of three late
    assert bench.listen([(0.0, line), (0.0, line), (0.0, line)]) == (6.0, 1 / 3, 6.0)
    # lines far apart never queue
    assert bench.listen([(0.0, line), (10.0, line), (20.0, line)]) == (2.0, 0.0, 2.0)
    assert bench.busiest([(0.0, line), (5.0, line), (12.0, line)]) == 6.0  # 60 characters in 10 s


def test_a_short_run_reports_every_level_it_was_asked() -> None:
    out = subprocess.run([sys.executable, str(ROOT / "scripts" / "bench_realtime_listener.py"), "--levels",
                          "brief,normal", "--speeds", "slow", "--round-minutes", "0.25", "--players", "2"],
                         capture_output=True, text=True, timeout=120, check=True, cwd=str(ROOT))
    lines = out.stdout.splitlines()
    assert lines[0].startswith("speed") and [row.split()[:2] for row in lines[1:3]] == [
        ["slow", "brief"], ["slow", "normal"]]
    assert lines[-1].startswith("backlog under 5 s everywhere: ")
    bad = subprocess.run([sys.executable, str(ROOT / "scripts" / "bench_realtime_listener.py"), "--levels",
                          "loud"], capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "loud" in bad.stderr and "Traceback" not in bad.stderr

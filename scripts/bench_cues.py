#!/usr/bin/env python3
"""Benchmark the sound cues' latency: from asking a cue to play to its samples reaching the playback device.

What is timed is the program's part of the way: from ``SoundCues.play(name)`` (the console's call when a turn
comes, an animal enters the bar, ...) through making the cue's samples and queueing them, to the moment the
miniaudio device's callback takes the first of them (the device pulls samples in its own thread). On a real
sound card the sound is then heard after at most one more device buffer (30 ms, ``MiniaudioPlayer.BUFFER_MS``)
plus the system mixer's own delay, which this script cannot see. Where no sound device can be opened, the
script says so and uses miniaudio's null back end, a device that takes samples in real time without hardware
(no sound; how often its callback comes is printed, a real device's may come more often).

Each cue is played from silence (the previous one has been taken), every cue name in turn, N times in all
(default 110: each of the 11 cues ten times), asked at a random moment (0 to 60 ms after the silence began,
so that the ask does not keep in step with the device's callbacks). Prints the first cue (it opens the device)
apart, then the median, 95th percentile and slowest of the rest, how often the device's callback came, and
the time to make a cue's samples alone; with the date, the load average, Python, miniaudio and the back end,
ready for docs/benchmarks.md.

Usage: ``.venv/bin/python scripts/bench_cues.py [--cues 110] [--backend null]``.
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import random
import statistics
import sys
import threading
import time
from array import array
from collections.abc import Generator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from beastybar_access.outputs.cue import CUES, MiniaudioPlayer, SoundCues, sequence_samples


class TimedPlayer(MiniaudioPlayer):
    """The console's miniaudio player, noting when the device's callback first takes a cue's samples."""

    def __init__(self, backends: list[str] | None) -> None:
        super().__init__(backends)
        self.taken = threading.Event()
        self.taken_at = 0.0
        self.callbacks = 0

    def _stream(self) -> Generator[array[int], int, None]:
        inner = super()._stream()
        frames = yield next(inner)
        while True:
            before = self.played_frames
            chunk = inner.send(frames)
            self.callbacks += 1
            if self.played_frames > before and not self.taken.is_set():
                self.taken_at = time.perf_counter()
                self.taken.set()
            frames = yield chunk


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def _load() -> str:
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except (AttributeError, OSError):
        return "unknown"


def open_player(backend: str | None) -> tuple[TimedPlayer, str]:
    """A player on ``backend`` (None: miniaudio's own choice of the system's back ends, then null)."""
    import miniaudio

    if backend is not None:
        player = TimedPlayer([backend])
        if not player._open():
            raise SystemExit(f"miniaudio cannot open a {backend} device")
        return player, backend
    player = TimedPlayer(None)
    if player._open():
        return player, f"the system's default ({player._device.backend})"
    player = TimedPlayer(["null"])
    if not player._open():
        raise SystemExit("miniaudio cannot open a device, not even its null back end")
    enabled = ", ".join(sorted(b.name.lower() for b in miniaudio.get_enabled_backends()))
    return player, f"null (no sound device could be opened; miniaudio's back ends here: {enabled})"


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--cues", type=int, default=110, help="how many cues to play (default 110)")
    parser.add_argument("--backend", help="a miniaudio back end (null, alsa, pulseaudio, ...); default: the "
                                          "system's, else null")
    args = parser.parse_args()
    if args.cues < 2:
        parser.error("--cues must be at least 2")
    import miniaudio

    opened = time.perf_counter()
    player, backend = open_player(args.backend)
    open_time = time.perf_counter() - opened
    cues = SoundCues([player])
    latencies: list[float] = []
    rng = random.Random(1)
    started, callbacks = time.perf_counter(), player.callbacks
    for i in range(args.cues):
        name = CUES[i % len(CUES)]
        while player.pending:  # from silence: the previous cue has been taken by the device
            time.sleep(0.005)
        time.sleep(rng.uniform(0.0, 0.06))
        player.taken.clear()
        asked = time.perf_counter()
        if not cues.play(name):
            raise SystemExit(f"the cue {name!r} could not be played")
        if not player.taken.wait(2.0):
            raise SystemExit(f"the device did not take the cue {name!r} within 2 s")
        latencies.append(player.taken_at - asked)
    period = (time.perf_counter() - started) / max(1, player.callbacks - callbacks)
    making: list[float] = []
    for i in range(args.cues):
        start = time.perf_counter()
        sequence_samples((CUES[i % len(CUES)],))
        making.append(time.perf_counter() - start)
    player.close()

    rest = sorted(latencies[1:])
    p95 = rest[min(len(rest) - 1, round(0.95 * (len(rest) - 1)))]
    lines = [
        f"date: {datetime.datetime.now(datetime.UTC):%Y-%m-%d %H:%M} UTC; load average: {_load()}; "
        f"Python {platform.python_version()}; miniaudio {miniaudio.__version__}; back end: {backend}",
        f"device opened (before the first cue) in {_ms(open_time)}; a device callback every {_ms(period)} on "
        "average",
        f"first cue, asked to taken by the device: {_ms(latencies[0])}",
        f"next {len(rest)} cues, asked to taken by the device: median {_ms(statistics.median(rest))}, "
        f"95th percentile {_ms(p95)}, slowest {_ms(rest[-1])}",
        f"making a cue's samples alone: median {_ms(statistics.median(making))}, "
        f"slowest {_ms(max(making))}",
        f"on a real sound card add up to one device buffer ({MiniaudioPlayer.BUFFER_MS} ms) and the system "
        "mixer's delay",
    ]
    sys.stdout.write("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The turn cue's sound: a short two-note sound when it is the player's turn.

Never spoken through the speech back end (a cue must not wait behind queued speech or be cut by a key).
The sound is a 0.16 s WAV file made once with the standard library (``wave``) in the user's cache
directory, and played by what the system already has, without extra dependencies:

* Windows: ``winsound`` (standard library), asynchronously;
* macOS: the ``afplay`` program;
* Linux and the rest: ``paplay`` (PulseAudio, also on PipeWire), ``pw-play`` (PipeWire) or ``aplay``
  (ALSA), whichever is found first.

Where none is found, or the player fails (it exits with an error, e.g. no sound device), :meth:`play`
returns False and the console rings the terminal bell instead: the bell is always the fallback.
"""

from __future__ import annotations

import contextlib
import math
import os
import shutil
import subprocess
import sys
import tempfile
import time
import wave
from array import array
from collections.abc import Callable, Sequence
from pathlib import Path

import platformdirs

RATE = 22050
NOTES: tuple[tuple[float, float], ...] = ((660.0, 0.07), (990.0, 0.09))
"""(frequency in Hz, seconds) of each note."""
VOLUME = 0.35

PLAYERS: tuple[tuple[str, ...], ...] = (
    ("paplay",),
    ("pw-play",),
    ("aplay", "-q"),
    ("afplay",),
)
"""Sound-playing programs, tried in order; the WAV file's path is added at the end."""
HANG_SECONDS = 3.0
"""A player still running this long after starting a 0.16 s sound is stuck: it is killed, the bell is used."""


def cue_samples() -> array[int]:
    """The cue as 16-bit mono samples: each note with 8 ms fade in and out (no clicks)."""
    samples: array[int] = array("h")
    fade = int(RATE * 0.008)
    for freq, seconds in NOTES:
        n = int(RATE * seconds)
        for i in range(n):
            envelope = min(1.0, i / fade, (n - 1 - i) / fade)
            samples.append(int(32767 * VOLUME * envelope * math.sin(2 * math.pi * freq * i / RATE)))
    return samples


def write_cue_wav(path: Path) -> Path:
    """Write the cue to ``path`` (atomically: a temporary file, then ``os.replace``)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f, wave.open(f, "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(RATE)
            samples = cue_samples()
            if sys.byteorder == "big":
                samples.byteswap()
            w.writeframes(samples.tobytes())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    return path


def default_cue_path() -> Path:
    return Path(platformdirs.user_cache_dir("beastybar", appauthor=False)) / "turn-cue.wav"


class SoundCue:
    """Plays the turn cue with the first sound player found; :meth:`play` says whether it could.

    ``players`` are the candidate commands (the file's path is appended), ``which`` finds a program
    (``shutil.which``); ``use_winsound`` (default: on Windows) plays through the standard library.
    Nothing is printed: the player's output goes nowhere.
    """

    def __init__(
        self,
        path: Path | None = None,
        *,
        players: Sequence[Sequence[str]] = PLAYERS,
        which: Callable[[str], str | None] = shutil.which,
        use_winsound: bool | None = None,
    ) -> None:
        self.path = path if path is not None else default_cue_path()
        self.use_winsound = sys.platform == "win32" if use_winsound is None else use_winsound
        self.command: list[str] | None = None
        if not self.use_winsound:
            for candidate in players:
                found = which(candidate[0])
                if found:
                    self.command = [found, *candidate[1:]]
                    break
        self.broken = False
        """The player failed once: from then on :meth:`play` returns False (the bell rings instead)."""
        self._proc: subprocess.Popen[bytes] | None = None
        self._started = 0.0

    @property
    def available(self) -> bool:
        """A way to play the sound exists (and has not failed)."""
        return not self.broken and (self.use_winsound or self.command is not None)

    @property
    def player_name(self) -> str:
        if self.use_winsound:
            return "winsound"
        return Path(self.command[0]).name if self.command else ""

    def _ensure_file(self) -> bool:
        if self.path.is_file():
            return True
        try:
            write_cue_wav(self.path)
        except OSError:
            return False
        return True

    def _check_last(self) -> None:
        proc = self._proc
        if proc is None:
            return
        code = proc.poll()
        if code is None:
            if time.monotonic() - self._started > HANG_SECONDS:  # a player stuck on the sound device
                with contextlib.suppress(Exception):
                    proc.kill()
                    proc.wait(0.5)
                self._proc = None
                self.broken = True
            return
        self._proc = None
        if code != 0:
            self.broken = True

    def play(self) -> bool:
        """Start the sound and return at once; False if there is no way to play it (ring the bell)."""
        self._check_last()
        if not self.available or not self._ensure_file():
            return False
        if self.use_winsound:
            try:
                import winsound

                # winsound's stubs declare its names on Windows only; elsewhere the import fails (caught)
                flags = winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT  # type: ignore[attr-defined]
                winsound.PlaySound(str(self.path), flags)  # type: ignore[attr-defined]
            except Exception:
                self.broken = True
                return False
            return True
        if self._proc is not None:  # the last cue still sounds
            return True
        assert self.command is not None
        try:
            self._proc = subprocess.Popen(
                [*self.command, str(self.path)], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
        except OSError:
            self.broken = True
            return False
        self._started = time.monotonic()
        return True

    def close(self) -> None:
        proc, self._proc = self._proc, None
        if proc is not None and proc.poll() is None:
            with contextlib.suppress(Exception):
                proc.wait(1.0)
            with contextlib.suppress(OSError):
                proc.kill()

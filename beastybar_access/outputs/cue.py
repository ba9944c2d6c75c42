"""Sound cues: short synthesised sounds a player can tell apart without looking, never instead of speech.

Each cue (:data:`CUES`) is made by the program from a few notes (:data:`SHAPES`): pitch, glide, length,
number of notes and timbre differ, so "your turn" (two rising notes) is not "an animal is thrown out" (a
falling glide) nor "ten seconds left" (three quick high beeps). A cue never goes through the speech back end
(it must not wait behind queued speech or be cut by a key); the sentences say everything the cue does.

How a cue is played, the first that works:

1. the ``miniaudio`` library (one small dependency with wheels for Windows, macOS and Linux x86-64; a
   playback device opened once and fed from memory, so a cue starts within one buffer, set to 30 ms,
   where a system player starts a new process for each cue; cues of one moment follow each other);
2. a system player on a WAV file written once to the user's cache directory: ``winsound`` (Windows,
   standard library), ``afplay`` (macOS), ``paplay``, ``pw-play`` or ``aplay`` (Linux);
3. nothing: :meth:`SoundCues.play` returns False and the console rings the terminal bell for the turn cue.

Why miniaudio (compared in December 2026): it is maintained (releases through 2026), its wheels carry the C
library itself for Windows, macOS (arm64 and x86-64) and Linux x86-64, so nothing is installed on the
system; ``sounddevice`` needs the system's PortAudio on Linux, ``simpleaudio`` has had no release since
2019 (its fork has no Linux wheels), ``pygame`` and ``pysdl2`` are whole multimedia frameworks. Where
miniaudio has no wheel (Linux on ARM) it is not installed and the system players are used.
"""

from __future__ import annotations

import contextlib
import importlib.util
import io
import math
import os
import random
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import wave
from array import array
from collections.abc import Callable, Generator, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import platformdirs

RATE = 22050

CUES: tuple[str, ...] = (
    "turn", "enter", "out", "draw", "minute", "half-minute", "ten-seconds", "tile-taken", "chat", "join",
    "leave",
)
"""Every cue's name, in the order the list of sounds offers them (message ``cue-name-<name>``)."""


@dataclass(frozen=True)
class Note:
    """A tone gliding from ``start`` to ``end`` Hz over ``seconds``, then ``gap`` seconds of silence;
    ``noise`` makes it a burst of noise instead (a card's rustle), ``bright`` adds overtones."""

    start: float
    end: float
    seconds: float
    gap: float = 0.0
    noise: bool = False
    bright: bool = False


SHAPES: dict[str, tuple[Note, ...]] = {
    # your turn: two rising notes, a fifth apart
    "turn": (Note(660, 660, 0.07, 0.01), Note(990, 990, 0.09)),
    # an animal enters the bar: a bright glide upwards
    "enter": (Note(440, 880, 0.14, bright=True),),
    # an animal is thrown out: a long low glide downwards
    "out": (Note(620, 180, 0.22),),
    # a card drawn: a short rustle of noise
    "draw": (Note(0, 0, 0.06, noise=True),),
    # time warnings: one, two, three beeps, higher and shorter as time runs out
    "minute": (Note(784, 784, 0.16),),
    "half-minute": (Note(988, 988, 0.08, 0.06), Note(988, 988, 0.08)),
    "ten-seconds": (Note(1319, 1319, 0.05, 0.04), Note(1319, 1319, 0.05, 0.04), Note(1319, 1319, 0.05)),
    # someone else took a tile: two low bright notes, falling
    "tile-taken": (Note(392, 392, 0.07, 0.02, bright=True), Note(294, 294, 0.09, bright=True)),
    # a chat line: a quick high blip
    "chat": (Note(1760, 2093, 0.05, 0.03), Note(2093, 2093, 0.04)),
    # someone joins: three notes up; someone leaves: the same three down
    "join": (Note(523, 523, 0.05, 0.025), Note(659, 659, 0.05, 0.025), Note(784, 784, 0.07)),
    "leave": (Note(784, 784, 0.05, 0.025), Note(659, 659, 0.05, 0.025), Note(523, 523, 0.07)),
}

VOLUMES = tuple(range(10, 101, 10))
"""Loudness steps of the cues in per cent (the settings menu's values)."""
DEFAULT_VOLUME = 60
FULL_SCALE = 0.6
"""The amplitude (of 1.0) at 100 %: loud enough to hear over a voice, never clipping."""
GAP_BETWEEN = 0.05
"""Seconds of silence between two cues of one moment (an animal enters and another is thrown out)."""
MAX_BACKLOG = 1
"""Seconds of cues that may wait to be played; older ones are dropped (a cue late is a cue wrong)."""


def cue_samples(name: str, volume: int = DEFAULT_VOLUME) -> array[int]:
    """The cue ``name`` as 16-bit mono samples at :data:`RATE`, each note with 6 ms fades (no clicks)."""
    if name not in SHAPES:
        raise ValueError(f"unknown sound cue {name!r}")
    amplitude = 32767 * FULL_SCALE * max(0, min(100, volume)) / 100
    samples: array[int] = array("h")
    fade = max(1, int(RATE * 0.006))
    noise = random.Random(7)  # the same rustle every time
    for note in SHAPES[name]:
        n = int(RATE * note.seconds)
        phase = 0.0
        for i in range(n):
            envelope = min(1.0, i / fade, (n - 1 - i) / fade)
            if note.noise:
                value = noise.uniform(-1.0, 1.0) * (1 - i / n)
            else:
                freq = note.start + (note.end - note.start) * i / n
                phase += 2 * math.pi * freq / RATE
                value = math.sin(phase)
                if note.bright:
                    value = 0.7 * value + 0.2 * math.sin(2 * phase) + 0.1 * math.sin(3 * phase)
            samples.append(int(amplitude * envelope * value))
        samples.extend([0] * int(RATE * note.gap))
    return samples


def sequence_samples(names: Sequence[str], volume: int = DEFAULT_VOLUME) -> array[int]:
    """Several cues one after another with :data:`GAP_BETWEEN` between them."""
    out: array[int] = array("h")
    for i, name in enumerate(names):
        if i:
            out.extend([0] * int(RATE * GAP_BETWEEN))
        out.extend(cue_samples(name, volume))
    return out


def wav_bytes(samples: array[int]) -> bytes:
    """``samples`` as the bytes of a mono 16-bit WAV file (what :func:`write_wav` writes; the browser's
    page gets the same)."""
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        data = array("h", samples)
        if sys.byteorder == "big":
            data.byteswap()
        w.writeframes(data.tobytes())
    return out.getvalue()


def write_wav(path: Path, samples: array[int]) -> Path:
    """Write ``samples`` to ``path`` as a mono 16-bit WAV (atomically: a temporary file, then a rename)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(wav_bytes(samples))
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    return path


def default_cache_dir() -> Path:
    return Path(platformdirs.user_cache_dir("beastybar", appauthor=False)) / "sounds"


class Player(Protocol):
    """One way of making sound: ``play`` starts samples and returns at once (False: it cannot)."""

    name: str
    broken: bool

    def play(self, key: str, samples: Callable[[], array[int]]) -> bool: ...

    def close(self) -> None: ...


@contextlib.contextmanager
def _quiet_stderr() -> Iterator[None]:
    """Send file descriptor 2 to nowhere meanwhile: audio libraries (ALSA) print their failures there,
    which would land between the console's lines and be read out by a screen reader."""
    try:
        saved = os.dup(2)
    except OSError:
        yield
        return
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


class MiniaudioPlayer:
    """Plays through one ``miniaudio`` playback device, opened at the first cue and kept open.

    The device pulls samples from a queue in its own thread (silence when there is nothing to play), so a
    cue starts within one buffer. ``backends`` picks miniaudio's back ends (tests: ``["null"]``, a device
    that consumes samples in real time without hardware). A device that cannot be opened makes the player
    broken: the next way of playing is used.
    """

    BUFFER_MS = 30

    def __init__(self, backends: Sequence[str] | None = None) -> None:
        self.name = "miniaudio"
        self.broken = False
        self.backends = list(backends) if backends is not None else None
        self._device: Any = None
        self._lock = threading.Lock()
        self._queue: array[int] = array("h")
        self.played_frames = 0
        """Frames of cues (not of silence) the device has taken so far."""

    @staticmethod
    def importable() -> bool:
        """Whether miniaudio is installed: found, not imported (importing it costs start-up time; a module
        that is found but fails to load breaks the player at the first cue, and the next way plays)."""
        try:
            return importlib.util.find_spec("miniaudio") is not None
        except (ImportError, ValueError):
            return False

    def _open(self) -> bool:
        if self._device is not None:
            return True
        try:
            import miniaudio

            backends = [miniaudio.Backend[b.upper()] for b in self.backends] if self.backends else None
            with _quiet_stderr():
                device = miniaudio.PlaybackDevice(
                    output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1, sample_rate=RATE,
                    buffersize_msec=self.BUFFER_MS, backends=backends, app_name="beastybar")
            stream = self._stream()
            next(stream)
            device.start(stream)
        except Exception:
            self.broken = True
            return False
        self._device = device
        return True

    def _stream(self) -> Generator[array[int], int, None]:
        frames = yield array("h")
        while True:
            with self._lock:
                chunk = self._queue[:frames]
                del self._queue[:frames]
            self.played_frames += len(chunk)
            if len(chunk) < frames:
                chunk.extend([0] * (frames - len(chunk)))
            frames = yield chunk

    @property
    def pending(self) -> int:
        """Frames queued and not yet taken by the device."""
        with self._lock:
            return len(self._queue)

    def play(self, key: str, samples: Callable[[], array[int]]) -> bool:
        if self.broken or not self._open():
            return False
        data = samples()
        with self._lock:
            if self._queue:  # after the one still sounding (an animal entered the bar, then your turn)
                self._queue.extend([0] * int(RATE * GAP_BETWEEN))
            self._queue.extend(data)
            if len(self._queue) > MAX_BACKLOG * RATE:  # never lag behind the speech: the oldest goes
                del self._queue[: len(self._queue) - MAX_BACKLOG * RATE]
        return True

    def close(self) -> None:
        device, self._device = self._device, None
        if device is not None:
            with contextlib.suppress(Exception):
                device.close()


SYSTEM_PLAYERS: tuple[tuple[str, ...], ...] = (
    ("paplay",),
    ("pw-play",),
    ("aplay", "-q"),
    ("afplay",),
)
"""Sound-playing programs, tried in order; the WAV file's path is added at the end."""
HANG_SECONDS = 3.0
"""A player still running this long after starting a short sound is stuck: it is killed, it is not used."""


class SystemPlayer:
    """Plays WAV files (written once per cue and volume to ``cache``) with ``winsound`` on Windows or the
    first sound program found elsewhere (``which`` finds one). A player that fails or hangs is broken."""

    def __init__(
        self,
        cache: Path | None = None,
        *,
        programs: Sequence[Sequence[str]] = SYSTEM_PLAYERS,
        which: Callable[[str], str | None] = shutil.which,
        use_winsound: bool | None = None,
    ) -> None:
        self.cache = cache if cache is not None else default_cache_dir()
        self.use_winsound = sys.platform == "win32" if use_winsound is None else use_winsound
        self.command: list[str] | None = None
        if not self.use_winsound:
            for candidate in programs:
                found = which(candidate[0])
                if found:
                    self.command = [found, *candidate[1:]]
                    break
        self.name = "winsound" if self.use_winsound else Path(self.command[0]).name if self.command else ""
        self.broken = not self.use_winsound and self.command is None
        self._procs: list[tuple[subprocess.Popen[bytes], float]] = []
        """The players still sounding and when each started (a cue may start while another sounds)."""

    def file_for(self, key: str, samples: Callable[[], array[int]]) -> Path | None:
        path = self.cache / f"{key}.wav"
        if path.is_file():
            return path
        try:
            return write_wav(path, samples())
        except OSError:
            return None

    def _check_last(self) -> None:
        running = []
        for proc, started in self._procs:
            code = proc.poll()
            if code is None:
                if time.monotonic() - started > HANG_SECONDS:  # a player stuck on the sound device
                    with contextlib.suppress(Exception):
                        proc.kill()
                        proc.wait(0.5)
                    self.broken = True
                else:
                    running.append((proc, started))
            elif code != 0:
                self.broken = True
        self._procs = running

    def play(self, key: str, samples: Callable[[], array[int]]) -> bool:
        self._check_last()
        if self.broken:
            return False
        path = self.file_for(key, samples)
        if path is None:
            return False
        if self.use_winsound:
            try:
                import winsound

                # winsound's stubs declare its names on Windows only; elsewhere the import fails (caught)
                flags = winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT  # type: ignore[attr-defined]
                winsound.PlaySound(str(path), flags)  # type: ignore[attr-defined]
            except Exception:
                self.broken = True
                return False
            return True
        if len(self._procs) >= 3:  # enough sounds at once
            return True
        assert self.command is not None
        try:
            proc = subprocess.Popen(
                [*self.command, str(path)], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
        except OSError:
            self.broken = True
            return False
        self._procs.append((proc, time.monotonic()))
        return True

    def close(self) -> None:
        procs, self._procs = self._procs, []
        for proc, _ in procs:
            if proc.poll() is None:
                with contextlib.suppress(Exception):
                    proc.wait(1.0)
                with contextlib.suppress(OSError):
                    proc.kill()


class Cues(Protocol):
    """What a console uses of its sound cues (:class:`SoundCues`; tests pass fakes)."""

    volume: int
    """How loud, 0 to 100."""

    @property
    def available(self) -> bool:
        """A way to play the cues exists (and has not failed)."""
        ...

    @property
    def broken(self) -> bool:
        """Every way of playing them has failed (the console says so once and rings the bell)."""
        ...

    def play(self, *names: str) -> bool:
        """Start the cues ``names`` (default: the turn cue); False if they cannot sound."""
        ...

    def close(self) -> None: ...


class SoundCues:
    """The cues of one console: each :meth:`play` goes to the first of ``players`` that works.

    Without ``players``: miniaudio where it is installed, then the system's player. :attr:`broken` turns
    true once every way has failed (the console then says so once and rings the bell for the turn).
    """

    def __init__(self, players: Sequence[Player] | None = None, *, volume: int = DEFAULT_VOLUME) -> None:
        if players is None:
            found: list[Player] = []
            if MiniaudioPlayer.importable():
                found.append(MiniaudioPlayer())
            found.append(SystemPlayer())
            players = found
        self.players = list(players)
        self.volume = volume
        self.last: tuple[str, ...] = ()
        """The cues of the last :meth:`play` that sounded (tests and the list of sounds look at it)."""

    @property
    def available(self) -> bool:
        """A way to play the sound exists (and has not failed)."""
        return any(not p.broken for p in self.players)

    @property
    def broken(self) -> bool:
        return not self.available

    @property
    def player_name(self) -> str:
        return next((p.name for p in self.players if not p.broken), "")

    def play(self, *names: str) -> bool:
        """Start the cues ``names`` (default: the turn cue) one after another and return at once; False if
        no way of playing them works (ring the bell for a turn)."""
        names = names or ("turn",)
        for name in names:
            if name not in SHAPES:
                raise ValueError(f"unknown sound cue {name!r}")
        volume = self.volume
        key = "+".join(names) + f"-{volume}"
        for player in self.players:
            if player.broken:
                continue
            if player.play(key, lambda: sequence_samples(names, volume)):
                self.last = tuple(names)
                return True
        return False

    def close(self) -> None:
        for player in self.players:
            player.close()


SoundCue = SoundCues
"""The old name (one turn cue) of :class:`SoundCues`."""

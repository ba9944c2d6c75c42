"""The program's own last-resort voice: the ``espeak-ng`` program, one process per utterance.

Used where no screen reader runs and no system voice fits (or first on Linux, where it starts at once and
cuts off at once; see :func:`~beastybar_access.outputs.speech.selection.backend_plan`).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import threading
from collections import deque
from collections.abc import Sequence

from beastybar_access.outputs.base import speech_text
from beastybar_access.outputs.speech.base import (
    ESPEAK_NG,
    RATE_DEFAULT,
    BackendUnavailable,
    Voice,
    clamp_rate,
    rate_to_wpm,
)


def find_espeak_program() -> str | None:
    return shutil.which("espeak-ng") or shutil.which("espeak")


def _run_quietly(args: Sequence[str], *, input_text: str | None = None, timeout: float = 10.0
                 ) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        list(args),
        input=input_text.encode("utf-8") if input_text is not None else None,
        stdin=None if input_text is not None else subprocess.DEVNULL,
        capture_output=True,
        timeout=timeout,
        check=False,
    )


def espeak_voices(program: str, lang: str) -> list[tuple[str, str]]:
    """``(language, file)`` of the espeak-ng voices for ``lang``, best first, without mbrola voices
    (those need the separate mbrola program and voice data)."""
    try:
        result = _run_quietly([program, f"--voices={lang}"], timeout=10.0)
    except (OSError, subprocess.SubprocessError):
        return []
    voices: list[tuple[str, str]] = []
    for line in result.stdout.decode("utf-8", errors="replace").splitlines()[1:]:
        parts = line.split()
        if len(parts) < 5:
            continue
        language, voice_file = parts[1], parts[4]
        if voice_file.startswith(("mb/", "!v/")) or "mbrola" in parts[3].lower():
            continue
        voices.append((language, voice_file))
    return voices


ESPEAK_VARIANTS: tuple[str, ...] = ("m1", "m2", "m3", "m4", "m5", "m6", "m7", "f1", "f2", "f3", "f4", "f5")
"""The classic espeak-ng variants offered with the language's voice ("cs+f2"): a short list, not all
hundred of the variants folder."""


def espeak_voice_names(program: str, lang: str) -> list[Voice]:
    """The espeak-ng voices for ``lang`` (no mbrola voices), best first, with espeak-ng's names."""
    try:
        result = _run_quietly([program, f"--voices={lang}"], timeout=10.0)
    except (OSError, subprocess.SubprocessError):
        return []
    out: list[Voice] = []
    for line in result.stdout.decode("utf-8", errors="replace").splitlines()[1:]:
        parts = line.split()
        if len(parts) < 5 or parts[4].startswith(("mb/", "!v/")) or "mbrola" in parts[3].lower():
            continue
        if not any(v.id == parts[1] for v in out):
            out.append(Voice(parts[1], parts[3].replace("_", " ")))
    return out


def espeak_variant_names(program: str) -> dict[str, str]:
    """espeak-ng's voice variants: ``{"m1": "male1", "f2": "female2", ...}``."""
    try:
        result = _run_quietly([program, "--voices=variant"], timeout=10.0)
    except (OSError, subprocess.SubprocessError):
        return {}
    found: dict[str, str] = {}
    for line in result.stdout.decode("utf-8", errors="replace").splitlines()[1:]:
        parts = line.split()
        if len(parts) >= 5 and parts[4].startswith("!v/"):
            found[parts[4][3:]] = parts[3].replace("_", " ")
    return found


class EspeakNgBackend:
    """The program's own voice through the ``espeak-ng`` program (``espeak`` as a second choice).

    One process per utterance, fed on standard input (no shell, no quoting problems); interrupting
    kills it, which is instant. Its output never reaches the terminal. Utterances given with
    ``interrupt=False`` wait their turn on this object's thread.
    Raises :class:`BackendUnavailable` when the program or a voice for ``lang`` is missing.
    """

    name = ESPEAK_NG
    has_rate = True

    def __init__(self, lang: str = "cs", *, program: str | None = None, rate: int = RATE_DEFAULT,
                 voice: str | None = None) -> None:
        found = program or find_espeak_program()
        if not found:
            raise BackendUnavailable("espeak-ng program not found")
        self.program = found
        self.lang = lang
        self.rate = clamp_rate(rate)
        if voice is None:
            voices = espeak_voices(found, lang.split("-")[0])
            if not voices:
                raise BackendUnavailable(f"espeak-ng has no voice for language {lang!r}")
            voice = voices[0][0]
        self.voice = voice
        self._cond = threading.Condition()
        self._pending: deque[tuple[int, str]] = deque()
        self._proc: subprocess.Popen[bytes] | None = None
        self._generation = 0
        self._closing = False
        self._thread = threading.Thread(target=self._run, name="espeak-ng", daemon=True)
        self._thread.start()

    def command(self, *extra: str) -> list[str]:
        """The command line (text comes on standard input)."""
        wpm = str(rate_to_wpm(self.rate))
        return [self.program, "-v", self.voice, "-s", wpm, "-b", "1", *extra, "--stdin"]

    def probe_audio(self, timeout: float = 5.0) -> str | None:
        """Speak nothing, to see whether sound output works; return espeak-ng's complaint, or None."""
        try:
            result = _run_quietly(self.command(), input_text="", timeout=timeout)
        except (OSError, subprocess.SubprocessError) as exc:
            return f"{type(exc).__name__}: {exc}"
        said = [line.strip() for line in result.stderr.decode("utf-8", errors="replace").splitlines()]
        errors = [line for line in said if line.lower().startswith("error")]
        if result.returncode != 0 or errors:
            detail = (errors or [line for line in said if line] or [""])[-1]
            return f"espeak-ng cannot play sound (exit {result.returncode}): {detail}"
        return None

    def save_to_wav(self, text: str, path: str | os.PathLike[str], timeout: float = 30.0) -> None:
        """Write ``text`` spoken with this voice and rate to a WAV file (braille cells removed)."""
        result = _run_quietly(self.command("-w", os.fspath(path)), input_text=speech_text(text),
                              timeout=timeout)
        if result.returncode != 0:
            raise RuntimeError(result.stderr.decode("utf-8", errors="replace").strip() or "espeak-ng failed")

    def speak(self, text: str, interrupt: bool = False) -> None:
        text = speech_text(text)
        with self._cond:
            if self._closing:
                return
            if interrupt:
                self._silence_locked()
            if text:
                self._pending.append((self._generation, text))
                self._cond.notify_all()

    def silence(self) -> None:
        with self._cond:
            self._silence_locked()

    def _silence_locked(self) -> None:
        self._generation += 1
        self._pending.clear()
        if self._proc is not None:
            with contextlib.suppress(OSError):
                self._proc.kill()

    def set_rate(self, rate: int) -> None:
        self.rate = clamp_rate(rate)

    def set_voice(self, voice: str | None) -> None:
        if voice is None:
            voices = espeak_voices(self.program, self.lang.split("-")[0])
            if voices:
                self.voice = voices[0][0]
        else:
            self.voice = voice

    def is_speaking(self) -> bool | None:
        with self._cond:
            return bool(self._pending) or self._proc is not None

    def voices(self) -> list[Voice]:
        """The language's voices, then the first of them with each of :data:`ESPEAK_VARIANTS`."""
        base = espeak_voice_names(self.program, self.lang.split("-")[0])
        if not base:
            return []
        variants = espeak_variant_names(self.program)
        first = base[0]
        extra = [Voice(f"{first.id}+{v}", f"{first.name} {variants[v]}")
                 for v in ESPEAK_VARIANTS if v in variants]
        return base + extra

    def close(self) -> None:
        with self._cond:
            self._closing = True
            self._silence_locked()
            self._cond.notify_all()
        self._thread.join(1.0)

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._pending and not self._closing:
                    self._cond.wait()
                if self._closing:
                    return
                generation, text = self._pending.popleft()
                if generation != self._generation:
                    continue
                try:
                    proc = subprocess.Popen(
                        self.command(), stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                        stderr=subprocess.DEVNULL,
                    )
                except OSError:
                    continue
                self._proc = proc
            try:
                proc.communicate(text.encode("utf-8"))
            except Exception:
                with contextlib.suppress(OSError):
                    proc.kill()
                with contextlib.suppress(Exception):
                    proc.wait(2.0)
            finally:
                with self._cond:
                    if self._proc is proc:
                        self._proc = None
                    self._cond.notify_all()

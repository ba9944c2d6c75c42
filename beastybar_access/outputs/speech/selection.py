"""Choosing the speech: the player's screen reader, a voice, or none; and saying which and why.

:func:`create_backend` tries the steps of :func:`backend_plan` in order. Each step is made on a daemon
thread of its own and waited for at most its time limit (:data:`STEP_TIMEOUTS`); a step that does not
answer in time is abandoned (should it finish later, what it made is closed there), and the next one is
tried. Each step checks that its back end really works before it counts: a screen reader must be
running, a system voice must answer and have a voice for the language (on Linux there must also be a
sound server or a sound card to play it on), espeak-ng must be able to play sound. The reasons of the
steps that failed are kept as codes and technical text (the sentences that tell the player live in
``locales/``).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from beastybar_access.outputs.speech.base import (
    BACKEND_KINDS,
    ESPEAK_NG,
    NONE,
    SCREENREADER,
    SYSTEM,
    BackendStuck,
    BackendUnavailable,
    ConsoleReader,
    NullBackend,
    SpeechBackend,
)
from beastybar_access.outputs.speech.quiet import quiet
from beastybar_access.outputs.speech.worker import run_with_timeout

BackendFactory = Callable[[str], SpeechBackend]
"""Makes a back end for a language; raises (any exception) when it cannot."""

STEP_TIMEOUTS: dict[str, float] = {SCREENREADER: 5.0, SYSTEM: 15.0, ESPEAK_NG: 8.0, NONE: 2.0}
"""Seconds each step may take. Speech Dispatcher lists all its voices when a client connects, which
takes seconds with espeak-ng's hundred variants of each language; the others answer at once."""


@dataclass(frozen=True)
class BackendChoice:
    """What :func:`create_backend` settled on.

    ``used`` is a back-end code ("screenreader", "system", "espeak-ng", "none"); ``detail`` says more
    (which screen reader or system voice); ``failures`` lists ``(code, technical reason)`` for each step
    tried before it, in order. ``fell_back`` is True when the player asked for a specific kind and got
    another.
    """

    backend: SpeechBackend
    used: str
    failures: list[tuple[str, str]] = field(default_factory=list)
    requested: str = "auto"
    detail: str = ""

    @property
    def kind(self) -> str:
        """The kind in use: "screenreader", "tts" or "none"."""
        return {ESPEAK_NG: "tts", SYSTEM: "tts"}.get(self.used, self.used)

    @property
    def fell_back(self) -> bool:
        return self.requested != "auto" and self.kind != self.requested

    @property
    def reads_console_only(self) -> bool:
        """A screen reader runs but takes no text from the program (it reads the console itself)."""
        return bool(getattr(self.backend, "reads_console_only", False))


def orca_running(proc: Path = Path("/proc")) -> bool:
    """Linux: whether an ``orca`` process of this user runs (read from ``/proc``; False elsewhere)."""
    if not sys.platform.startswith("linux") or not proc.is_dir():
        return False
    uid = os.getuid()
    try:
        entries = list(proc.iterdir())
    except OSError:
        return False
    for entry in entries:
        if not entry.name.isdigit():
            continue
        try:
            if entry.stat().st_uid != uid:
                continue
            cmdline = (entry / "cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        words = [Path(part.decode("utf-8", "replace")).name for part in cmdline[:2] if part]
        if "orca" in words:
            return True
    return False


def _make_screenreader(lang: str) -> SpeechBackend:
    from beastybar_access.outputs.speech.prism_backend import PrismBackend

    try:
        return PrismBackend(lang, kind=SCREENREADER, timeout=STEP_TIMEOUTS[SCREENREADER] - 0.5)
    except BackendUnavailable:
        if orca_running():  # Orca before 49 takes no text from programs; it reads the console itself
            return ConsoleReader("Orca")
        raise


def linux_audio_problem(runtime_dir: str | None = None, dev_snd: Path = Path("/dev/snd")) -> str | None:
    """Linux: why no sound can be played (no sound server's socket, no sound card), or None.

    Speech Dispatcher takes text happily and says nothing when there is nowhere to play it; this is the
    check that can be made before choosing it. PulseAudio and PipeWire listen on a socket in the user's
    runtime directory; ALSA alone needs a playback device in ``/dev/snd``."""
    runtime = Path(runtime_dir or os.environ.get("XDG_RUNTIME_DIR") or f"/run/user/{os.getuid()}")
    for server in ("pulse/native", "pipewire-0"):
        if (runtime / server).exists():
            return None
    if os.environ.get("PULSE_SERVER"):
        return None
    try:
        if any(d.name.startswith("pcm") and d.name.endswith("p") for d in dev_snd.iterdir()):
            return None
    except OSError:
        pass
    return f"no sound server in {runtime} and no playback device in {dev_snd}"


def _make_system(lang: str) -> SpeechBackend:
    from beastybar_access.outputs.speech.prism_backend import PrismBackend

    if sys.platform.startswith("linux"):
        problem = linux_audio_problem()
        if problem:
            raise BackendUnavailable(f"Speech Dispatcher cannot play sound: {problem}")
    return PrismBackend(lang, kind=SYSTEM, timeout=STEP_TIMEOUTS[SYSTEM] - 0.5)


def _make_espeak(lang: str) -> SpeechBackend:
    from beastybar_access.outputs.speech.espeak import EspeakNgBackend

    backend = EspeakNgBackend(lang)
    problem = backend.probe_audio()
    if problem:
        backend.close()
        raise BackendUnavailable(problem)
    return backend


def default_factories() -> dict[str, BackendFactory]:
    """The real back ends by plan step: "screenreader", "system", "espeak-ng", "none"."""
    return {
        SCREENREADER: _make_screenreader,
        SYSTEM: _make_system,
        ESPEAK_NG: _make_espeak,
        NONE: lambda lang: NullBackend(),
    }


def _voice_steps() -> list[str]:
    # Linux: the espeak-ng program starts and cuts off at once; Speech Dispatcher takes seconds to list
    # its voices. Elsewhere the system's voices (SAPI 5, OneCore, AVSpeech) are the better voices.
    if sys.platform.startswith("linux"):
        return [ESPEAK_NG, SYSTEM]
    return [SYSTEM, ESPEAK_NG]


def backend_plan(kind: str) -> list[str]:
    """The factory steps tried, in order, for ``kind``."""
    if kind == "none":
        return [NONE]
    if kind == "tts":
        return [*_voice_steps(), NONE]
    return [SCREENREADER, *_voice_steps(), NONE]


def _describe(backend: SpeechBackend) -> str:
    for attr in ("output_name", "voice"):
        value = getattr(backend, attr, None)
        if value:
            return str(value)
    return ""


def _close_quietly(backend: object) -> None:
    close = getattr(backend, "close", None)
    if callable(close):
        close()


def create_backend(
    kind: str = "auto",
    lang: str = "cs",
    *,
    rate: int | None = None,
    factories: Mapping[str, BackendFactory] | None = None,
    timeouts: Mapping[str, float] | None = None,
) -> BackendChoice:
    """Make the speech back end for ``kind`` ("auto", "screenreader", "tts", "none") and ``lang``.

    ``auto``: a running screen reader, else a voice (espeak-ng, then the system's voice on Linux; the
    system's voice first elsewhere), else none. An explicit kind that fails falls back along the same
    line. Never raises, never prints (whatever is printed while a step is waited for is captured and
    becomes part of its failure reason), never waits for a step longer than its time limit. An unknown
    ``kind`` is reported as a failure ``("kind", ...)`` and treated as ``auto``.
    """
    failures: list[tuple[str, str]] = []
    requested = kind
    if kind not in BACKEND_KINDS:
        failures.append(("kind", f"unknown speech back-end kind {kind!r}"))
        requested = "auto"
    available = dict(default_factories())
    if factories:
        available.update(factories)
    limits = {**STEP_TIMEOUTS, **(timeouts or {})}
    for step in backend_plan(requested):
        factory = available.get(step)
        if factory is None:
            continue

        def make(factory: BackendFactory = factory) -> SpeechBackend:
            backend = factory(lang)
            if rate is not None:
                backend.set_rate(rate)
            return backend

        try:
            with quiet() as captured:
                backend = run_with_timeout(make, limits.get(step, 5.0), name=f"speech-{step}",
                                           on_late=_close_quietly)
        except BackendStuck:
            failures.append((step, f"{step} did not answer within {limits.get(step, 5.0):g} s"))
            continue
        except Exception as exc:
            reason = str(exc) or type(exc).__name__
            said = captured.summary()
            if said and said not in reason:
                reason += f"; printed: {said}"
            failures.append((step, reason))
            continue
        return BackendChoice(backend, step, failures, requested, _describe(backend))
    return BackendChoice(NullBackend(), NONE, failures, requested, "")

"""Choosing the speech: the player's screen reader, a voice, or none; and saying which and why.

:func:`create_backend` tries the steps of :func:`backend_plan` in order. Each step is made on a daemon
thread of its own and waited for at most its time limit (:data:`STEP_TIMEOUTS`); a step that does not
answer in time is abandoned (should it finish later, what it made is closed there), and the next one is
tried. On Linux the system's voice (Speech Dispatcher) comes before the espeak-ng program but is not waited
for: when it has not answered within :data:`SYSTEM_GRACE`, the game starts with espeak-ng and hands over to
Speech Dispatcher as soon as it answers within its limit (:mod:`~beastybar_access.outputs.speech.handover`).
Each step checks that its back end really works before it counts: a screen reader must be running, a system
voice must answer and have a voice for the language (on Linux there must also be a sound server or a sound
card to play it on), espeak-ng must be able to play sound. The reasons of the steps that failed are kept as
codes and technical text (the sentences that tell the player live in ``locales/``).
"""

from __future__ import annotations

import functools
import logging
import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import ParamSpec

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
from beastybar_access.outputs.speech.handover import Handover, Pending
from beastybar_access.outputs.speech.quiet import quiet
from beastybar_access.outputs.speech.worker import run_with_timeout

log = logging.getLogger(__name__)
"""``--debug`` writes here each back end tried, why it was refused and which one speaks."""

BackendFactory = Callable[[str], SpeechBackend]
"""Makes a back end for a language; raises (any exception) when it cannot."""

STEP_TIMEOUTS: dict[str, float] = {SCREENREADER: 5.0, SYSTEM: 15.0, ESPEAK_NG: 8.0, NONE: 2.0}
"""Seconds each step may take. Speech Dispatcher lists all its voices when a client connects, which
takes seconds with espeak-ng's hundred variants of each language; the others answer at once."""

SYSTEM_GRACE = 0.15
"""Linux: seconds start-up waits for Speech Dispatcher before it starts with espeak-ng and hands over later
(one that runs already and has few voices answers within this)."""


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


NO_SOUND_DEVICE = "no sound device"
"""The start of a back end's failure reason when there is nowhere to play sound (any voice would fail)."""


def sound_device_problem() -> str | None:
    """Why this computer has nowhere to play sound (Linux: :func:`linux_audio_problem`), or None; elsewhere
    the system always has an output."""
    if not sys.platform.startswith("linux"):
        return None
    problem = linux_audio_problem()
    return f"{NO_SOUND_DEVICE}: {problem}" if problem else None


def speech_dispatcher_installed(runtime_dir: str | None = None) -> bool:
    """Linux: whether Speech Dispatcher is there to be asked (its program, or a running one's socket)."""
    if shutil.which("speech-dispatcher"):
        return True
    runtime = Path(runtime_dir or os.environ.get("XDG_RUNTIME_DIR") or f"/run/user/{os.getuid()}")
    return (runtime / "speech-dispatcher" / "speechd.sock").exists()


_PROBE = f"""
import sys
from {__package__}.prism_backend import PrismBackend
PrismBackend(sys.argv[1], kind="system", timeout=float(sys.argv[2])).close()
"""


def probe_in_child(lang: str, timeout: float) -> None:
    """Make and close the system's voice in a child process first, its output captured: raise
    :class:`BackendUnavailable` (with what it printed) when that fails or takes over ``timeout`` seconds.

    For a back end made on a thread while the game runs (Linux's hand-over): that thread may not redirect
    file descriptors 1 and 2, so what a library prints while it fails to connect would reach the screen; a
    failure stays in the child, and only a voice that answered there is made in this process."""
    try:
        done = subprocess.run([sys.executable, "-c", _PROBE, lang, f"{max(0.5, timeout - 0.5):g}"],
                              stdin=subprocess.DEVNULL, capture_output=True, text=True, errors="replace",
                              timeout=timeout, start_new_session=True, check=False)
    except subprocess.TimeoutExpired as exc:
        raise BackendUnavailable(f"no answer to a test client within {timeout:g} s") from exc
    except OSError as exc:
        raise BackendUnavailable(f"cannot start a test client: {exc}") from exc
    if done.returncode != 0:
        said = [line.strip() for line in (done.stderr + done.stdout).splitlines() if line.strip()]
        raise BackendUnavailable(f"a test client failed: {said[-1] if said else done.returncode}")


def _make_system(lang: str) -> SpeechBackend:
    from beastybar_access.outputs.speech.prism_backend import PrismBackend

    limit = STEP_TIMEOUTS[SYSTEM]
    if sys.platform.startswith("linux"):
        problem = sound_device_problem()
        if problem:  # said first: with nowhere to play, neither installing nor starting a voice helps
            raise BackendUnavailable(problem)
        if not speech_dispatcher_installed():
            raise BackendUnavailable("Speech Dispatcher program not found")
        if threading.current_thread() is not threading.main_thread():  # see probe_in_child
            limit /= 2
            probe_in_child(lang, limit)
    return PrismBackend(lang, kind=SYSTEM, timeout=limit - 0.5)


def _make_espeak(lang: str) -> SpeechBackend:
    from beastybar_access.outputs.speech.espeak import EspeakNgBackend

    backend = EspeakNgBackend(lang)
    problem = sound_device_problem() or backend.probe_audio()
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
    # The system's voices (SAPI 5, OneCore, AVSpeech, Speech Dispatcher: what the player's screen reader
    # speaks with) come first, the espeak-ng program is the last resort. On Linux Speech Dispatcher is not
    # waited for at start (see create_backend).
    return [SYSTEM, ESPEAK_NG]


def hands_over(platform: str | None = None) -> bool:
    """Whether the system's voice is asked in the background behind espeak-ng (Linux: Speech Dispatcher
    can take seconds to answer a new client)."""
    return (sys.platform if platform is None else platform).startswith("linux")


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


_P = ParamSpec("_P")


def _logged(choose: Callable[_P, BackendChoice]) -> Callable[_P, BackendChoice]:
    """``choose``, and in the log (``--debug``) each back end refused, why, and the one chosen."""

    @functools.wraps(choose)
    def logged(*args: _P.args, **kwargs: _P.kwargs) -> BackendChoice:
        choice = choose(*args, **kwargs)
        for step, reason in choice.failures:
            log.debug("speech: %s refused: %s", step, reason)
        log.debug("speech: %s chosen%s", choice.used, f" ({choice.detail})" if choice.detail else "")
        return choice

    return logged


@_logged
def create_backend(
    kind: str = "auto",
    lang: str = "cs",
    *,
    rate: int | None = None,
    factories: Mapping[str, BackendFactory] | None = None,
    timeouts: Mapping[str, float] | None = None,
    handover: bool | None = None,
    grace: float = SYSTEM_GRACE,
    on_switch: Callable[[SpeechBackend], None] | None = None,
) -> BackendChoice:
    """Make the speech back end for ``kind`` ("auto", "screenreader", "tts", "none") and ``lang``.

    ``auto``: a running screen reader, else a voice (the system's voice, else the espeak-ng program),
    else none. An explicit kind that fails falls back along the same line. Never raises, never prints
    (whatever is printed while a step is waited for is captured and becomes part of its failure reason),
    never waits for a step longer than its time limit. An unknown ``kind`` is reported as a failure
    ``("kind", ...)`` and treated as ``auto``.

    ``handover`` (default: on Linux, :func:`hands_over`): the system's voice is waited for at most
    ``grace`` seconds; if it has not answered by then and espeak-ng works, the choice is espeak-ng wrapped
    in a :class:`~beastybar_access.outputs.speech.handover.Handover` that switches to the system's voice
    once it answers within its step limit (``on_switch(backend)`` is then called). If espeak-ng does not
    work either, the system's voice is waited for to the end of its limit, as any step.
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
    plan = backend_plan(requested)
    background = hands_over() if handover is None else handover
    pending: Pending | None = None
    log.debug("speech: %s asked for (language %s); tried in this order: %s", kind, lang, ", ".join(plan))
    for index, step in enumerate(plan):
        factory = available.get(step)
        if factory is None:
            log.debug("speech: %s not tried: no such back end here", step)
            continue
        log.debug("speech: trying %s", step)

        def make(factory: BackendFactory = factory) -> SpeechBackend:
            backend = factory(lang)
            if rate is not None:
                backend.set_rate(rate)
            return backend

        if step == SYSTEM and background and ESPEAK_NG in plan[index + 1:]:
            with quiet() as captured:  # what it prints meanwhile (see probe_in_child for later)
                pending = Pending(make, limits.get(step, 5.0), name=f"speech-{step}")
                pending.wait(grace)
            made = pending.backend
            if pending.done.is_set():
                if made is not None:
                    return BackendChoice(made, step, failures, requested, _describe(made))
                reason = pending.failure or step
                said = captured.summary()
                if said and said not in reason:
                    reason += f"; printed: {said}"
                failures.append((step, reason))
                pending = None
            continue  # not answered yet: espeak-ng now, the system's voice when it answers
        if step == NONE and pending is not None:
            # espeak-ng failed too: wait for the system's voice to the end of its limit
            with quiet():
                pending.wait(pending.limit)
            made = pending.backend
            if made is not None:
                return BackendChoice(made, SYSTEM, failures, requested, _describe(made))
            pending.abandon()
            late = f"{SYSTEM} did not answer within {pending.limit:g} s"
            failures.append((SYSTEM, pending.failure or late))
            pending = None
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
        if pending is not None:
            backend = Handover(backend, pending, on_switch)
        return BackendChoice(backend, step, failures, requested, _describe(backend))
    return BackendChoice(NullBackend(), NONE, failures, requested, "")

"""Linux: Speech Dispatcher before espeak-ng, never waited for at start (``outputs/speech/handover.py``).

Fake back ends stand for both: a "system" voice that answers when the test lets it (or fails, or never
answers), and a recorded espeak-ng.
"""

from __future__ import annotations

import shutil
import threading
import time
from collections.abc import Callable

import pytest

from beastybar_access.outputs import Announcement, Outputs, RecordingBackend, RecordingChannel, SpeechOutput
from beastybar_access.outputs.base import EVENT
from beastybar_access.outputs.speech import create_backend
from beastybar_access.outputs.speech.base import BackendUnavailable, SpeechBackend
from beastybar_access.outputs.speech.handover import Handover, Pending


class SlowSystem:
    """A Speech Dispatcher stand-in: the factory blocks until :attr:`answer` is set, then gives
    :attr:`backend` (or raises when ``fail``)."""

    def __init__(self, *, fail: bool = False) -> None:
        self.answer = threading.Event()
        self.fail = fail
        self.backend = RecordingBackend()
        self.backend.name = "system"
        self.backend.output_name = "Speech Dispatcher"  # type: ignore[attr-defined]
        self.calls = 0

    def __call__(self, lang: str) -> SpeechBackend:
        self.calls += 1
        self.answer.wait(10)
        if self.fail:
            raise BackendUnavailable("Speech Dispatcher: connection refused")
        return self.backend


def espeak() -> RecordingBackend:
    backend = RecordingBackend()
    backend.name = "espeak-ng"
    return backend


def _until(condition: Callable[[], object], seconds: float = 3.0) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.01)
    return False


def test_a_speech_dispatcher_that_answers_at_once_is_the_voice_and_espeak_is_not_started() -> None:
    system = SlowSystem()
    system.answer.set()
    spoken = espeak()
    made: list[str] = []

    def make_espeak(lang: str) -> SpeechBackend:
        made.append(lang)
        return spoken

    choice = create_backend("auto", "cs", factories={"screenreader": _no_reader, "system": system,
                                                     "espeak-ng": make_espeak}, handover=True, grace=2.0)
    assert (choice.used, choice.detail) == ("system", "Speech Dispatcher")
    assert choice.backend is system.backend and made == []


def _no_reader(lang: str) -> SpeechBackend:
    raise BackendUnavailable("no screen reader runs")


def test_a_slow_speech_dispatcher_is_not_waited_for_espeak_speaks_until_it_answers() -> None:
    system = SlowSystem()
    spoken = espeak()
    switched: list[SpeechBackend] = []
    started = time.monotonic()
    choice = create_backend("tts", "cs", rate=70, handover=True, grace=0.1, on_switch=switched.append,
                            factories={"system": system, "espeak-ng": lambda lang: spoken})
    assert time.monotonic() - started < 1.0, "start-up does not wait for Speech Dispatcher"
    handover = choice.backend
    assert choice.used == "espeak-ng" and isinstance(handover, Handover) and handover.later is not None
    later = handover.later
    handover.speak("first line")
    assert spoken.spoken == ["first line"] and system.backend.spoken == []
    system.answer.set()
    assert later.done.wait(3)
    handover.speak("second line", interrupt=True)
    assert system.backend.spoken == ["second line"] and spoken.spoken == ["first line"]
    assert switched == [system.backend] and system.backend.rate == 70
    assert _until(lambda: spoken.closed), "espeak-ng is closed once Speech Dispatcher speaks"
    choice.backend.close()
    assert system.backend.closed


def test_the_switch_waits_for_the_voice_in_use_to_finish_its_line() -> None:
    system = SlowSystem()
    system.answer.set()
    spoken = RecordingBackend(utterance_seconds=0.4)
    choice = create_backend("tts", "en", factories={"system": SlowSystem(), "espeak-ng": lambda lang: spoken},
                            handover=True, grace=0.0)
    assert isinstance(choice.backend, Handover)
    handover = choice.backend
    handover.speak("a long line")
    handover.later = _ready(system.backend)
    handover.speak("queued after it")  # espeak-ng still talks: the two voices never overlap
    assert spoken.spoken == ["a long line", "queued after it"] and system.backend.spoken == []
    assert _until(lambda: not spoken.is_speaking())
    handover.speak("now the other voice")
    assert system.backend.spoken == ["now the other voice"]
    handover.close()


def _ready(backend: SpeechBackend) -> Pending:
    pending = Pending(lambda: backend, 5.0, name="test-ready")
    assert pending.done.wait(2)
    return pending


def test_a_speech_dispatcher_that_fails_or_never_answers_leaves_espeak_speaking() -> None:
    failing = SlowSystem(fail=True)
    spoken = espeak()
    choice = create_backend("tts", "cs", factories={"system": failing, "espeak-ng": lambda lang: spoken},
                            handover=True, grace=0.05)
    failing.answer.set()
    handover = choice.backend
    assert isinstance(handover, Handover) and handover.later is not None
    assert handover.later.done.wait(3)
    handover.speak("still espeak")
    assert spoken.spoken == ["still espeak"] and handover.later is None
    choice.backend.close()

    silent = SlowSystem()  # answers only after its limit: abandoned, and closed when it comes
    spoken = espeak()
    choice = create_backend("tts", "cs", factories={"system": silent, "espeak-ng": lambda lang: spoken},
                            timeouts={"system": 0.2}, handover=True, grace=0.05)
    time.sleep(0.3)
    choice.backend.speak("espeak again")
    silent.answer.set()
    assert _until(lambda: silent.backend.closed), "a voice that answers too late is closed"
    choice.backend.speak("and again")
    assert spoken.spoken == ["espeak again", "and again"] and silent.backend.spoken == []
    choice.backend.close()


def test_quitting_before_speech_dispatcher_answers_closes_it_when_it_comes() -> None:
    system = SlowSystem()
    spoken = espeak()
    choice = create_backend("tts", "cs", factories={"system": system, "espeak-ng": lambda lang: spoken},
                            handover=True, grace=0.05)
    started = time.monotonic()
    choice.backend.close()
    assert time.monotonic() - started < 0.5 and spoken.closed
    system.answer.set()
    assert _until(lambda: system.backend.closed)


def test_without_espeak_the_slow_speech_dispatcher_is_waited_for_within_its_limit() -> None:
    system = SlowSystem()

    def no_espeak(lang: str) -> SpeechBackend:
        threading.Timer(0.2, system.answer.set).start()
        raise BackendUnavailable("espeak-ng program not found")

    choice = create_backend("tts", "cs", factories={"system": system, "espeak-ng": no_espeak},
                            handover=True, grace=0.05)
    assert choice.used == "system" and choice.backend is system.backend
    assert [code for code, _ in choice.failures] == ["espeak-ng"]


def test_the_settings_say_speech_dispatcher_once_it_speaks() -> None:
    system = SlowSystem()
    spoken = espeak()
    recorder = RecordingChannel()
    outputs = Outputs([recorder])
    speech = SpeechOutput(outputs, factories={"system": system, "espeak-ng": lambda lang: spoken},
                          handover=True, channel_options={"key_hold": 0.0})
    try:
        choice = speech.start("tts", "cs")
        assert choice.used == "espeak-ng" and speech.kind == "tts"
        outputs.announce(Announcement("first", kind=EVENT))
        assert _until(lambda: spoken.spoken == ["first"])
        handover = choice.backend
        assert isinstance(handover, Handover) and handover.later is not None
        later = handover.later
        system.answer.set()
        assert later.done.wait(3)
        outputs.announce(Announcement("second", kind=EVENT))
        assert _until(lambda: system.backend.spoken == ["second"])
        assert speech.choice is not None
        assert (speech.choice.used, speech.choice.detail) == ("system", "Speech Dispatcher")
        assert speech.kind == "tts"
        assert speech.rate_settable
    finally:
        speech.close()
        system.answer.set()


@pytest.mark.skipif(shutil.which("speech-dispatcher") is not None, reason="Speech Dispatcher could answer")
def test_the_background_test_client_keeps_what_a_failing_client_prints(
        capfd: pytest.CaptureFixture[str]) -> None:
    from beastybar_access.outputs.speech.selection import probe_in_child

    with pytest.raises(BackendUnavailable, match="a test client failed"):
        probe_in_child("cs", 30.0)
    assert capfd.readouterr() == ("", ""), "the child's traceback stays in the child"

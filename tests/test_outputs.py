"""The output layer: screen lines, the fan-out, the speech channel's queue rules, back-end choice."""

from __future__ import annotations

import itertools
import os
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from beastybar_access.outputs import (
    ALERT,
    EVENT,
    NAVIGATION,
    PROMPT,
    Announcement,
    BackendChoice,
    BackendUnavailable,
    BrailleDisplayChannel,
    Channel,
    EspeakNgBackend,
    NullBackend,
    Outputs,
    RecordingBackend,
    RecordingChannel,
    ScreenChannel,
    SpeechBackend,
    SpeechChannel,
    backend_plan,
    create_backend,
    find_voice,
    has_braille,
    one_line,
    quiet,
    rate_to_wpm,
    speech_text,
    strip_braille,
    voice_score,
)

PARROT_CELLS = "⠛⠀⠼⠃⠀⠏⠁⠏⠕⠥⠱⠑⠅"  # some braille cells, as a card line would carry them
ROOT = Path(__file__).resolve().parent.parent


def ev(text: str, braille: str | None = None) -> Announcement:
    return Announcement(text, braille, EVENT)


def nav(text: str) -> Announcement:
    return Announcement(text, kind=NAVIGATION)


def spoken_texts(backend: RecordingBackend) -> list[str]:
    return backend.spoken


def wait_spoken(backend: RecordingBackend, text: str, count: int = 1, timeout: float = 2.0) -> None:
    ok = backend.wait_for(lambda calls: sum(1 for c in calls if c.op == "speak" and c.text == text) >= count,
                          timeout)
    assert ok, f"{text!r} not spoken {count}x; spoken: {backend.spoken}"


# --- announcement and text helpers ---------------------------------------------------------------------


def test_announcement_defaults_and_validation() -> None:
    a = Announcement("Jana played the parrot")
    assert (a.braille, a.kind, a.buffer) == (None, EVENT, "table")
    assert not a.interrupts
    assert nav("x").interrupts and Announcement("no", kind=ALERT).interrupts
    assert not Announcement("p", kind=PROMPT).interrupts
    with pytest.raises(ValueError):
        Announcement("x", kind="navigaton")
    with pytest.raises(TypeError):
        Announcement(None)  # type: ignore[arg-type]


def test_text_helpers() -> None:
    assert strip_braille(f"Parrot {PARROT_CELLS} played") == "Parrot played"
    assert not has_braille(speech_text(f"a{PARROT_CELLS}b"))
    assert has_braille(PARROT_CELLS)
    assert one_line("one\ntwo\r\nthree\tfour\u2028five") == "one two three four five"
    assert one_line("\x1b[2J\x1b[1;1Hclean\x1b[0m \x1b]0;title\x07text\x07") == "clean text"
    assert one_line(f"keeps {PARROT_CELLS}") == f"keeps {PARROT_CELLS}"


# --- screen ------------------------------------------------------------------------------------------


def test_screen_writes_one_line_per_announcement() -> None:
    written: list[str] = []
    screen = ScreenChannel(written.append)
    assert isinstance(screen, Channel)
    screen.announce(ev("Jana played the parrot", braille=f"Jana played {PARROT_CELLS}"))
    screen.announce(nav("Hand: lion, 1 of 4"))
    screen.announce(ev("line one\nline two \x1b[31mred\x1b[0m\r"))
    assert written == ["Jana played the parrot\n", "Hand: lion, 1 of 4\n", "line one line two red\n"]
    out = "".join(written)
    assert "\x1b" not in out and "\r" not in out
    assert out.count("\n") == 3
    assert all(ord(ch) >= 32 or ch == "\n" for ch in out)


def test_screen_braille_lines_mode_and_flush() -> None:
    written: list[str] = []
    flushes: list[int] = []
    screen = ScreenChannel(written.append, braille_lines=True, flush=lambda: flushes.append(1))
    screen.announce(ev("Jana played the parrot", braille=f"Jana played {PARROT_CELLS}"))
    screen.announce(ev("No braille form here"))
    assert written == [f"Jana played {PARROT_CELLS}\n", "No braille form here\n"]
    assert len(flushes) == 2
    screen.stop()  # a no-op
    screen.close()
    screen.announce(ev("after close"))
    assert len(written) == 2


def test_screen_lines_do_not_interleave_between_threads() -> None:
    chunks: list[str] = []

    def slow_write(s: str) -> None:  # a writer that yields in the middle of a line
        for ch in s:
            chunks.append(ch)
            time.sleep(0)

    screen = ScreenChannel(slow_write)
    threads = [threading.Thread(target=lambda i=i: [screen.announce(ev(f"thread {i} line {n}"))
                                                    for n in range(20)]) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    lines = "".join(chunks).splitlines()
    assert len(lines) == 80
    assert all(line.startswith("thread ") and " line " in line for line in lines)


# --- fan-out -------------------------------------------------------------------------------------------


class BrokenChannel:
    def __init__(self) -> None:
        self.calls = 0

    def announce(self, a: Announcement) -> None:
        self.calls += 1
        raise OSError("terminal went away")

    def stop(self) -> None:
        raise OSError("stop failed")

    def close(self) -> None:
        raise OSError("close failed")


def test_outputs_fans_out_to_every_channel() -> None:
    one, two = RecordingChannel(), RecordingChannel()
    outs = Outputs([one, two])
    outs.announce(ev("a"))
    outs.announce(nav("b"))
    assert one.texts == two.texts == ["a", "b"]
    outs.interrupt()
    outs.stop()
    assert (one.interrupts, one.stops, two.stops) == (1, 1, 1)
    three = RecordingChannel()
    outs.add(three)
    outs.add(three)  # once only
    outs.remove(one)
    assert outs.channels == (two, three)
    outs.announce(ev("c"))
    assert one.texts == ["a", "b"] and three.texts == ["c"]
    outs.close()
    outs.close()
    assert two.closed and three.closed and not one.closed
    outs.announce(ev("after close"))
    assert three.texts == ["c"]


def test_failing_channel_is_reported_once_and_does_not_stop_others() -> None:
    broken, good = BrokenChannel(), RecordingChannel()
    reports: list[tuple[object, str, BaseException]] = []
    outs = Outputs([broken, good], on_error=lambda ch, op, exc: reports.append((ch, op, exc)))
    for n in range(5):
        outs.announce(ev(f"event {n}"))
    outs.stop()
    outs.close()
    assert good.texts == [f"event {n}" for n in range(5)]
    assert good.closed
    assert broken.calls == 5  # it stays in place and may recover
    assert len(reports) == 1
    assert reports[0][0] is broken and reports[0][1] == "announce" and isinstance(reports[0][2], OSError)
    assert outs.error_count(broken) == 7
    assert len(outs.failures) == 1


def test_outputs_survives_a_failing_error_handler() -> None:
    def bad_handler(ch: object, op: str, exc: BaseException) -> None:
        raise RuntimeError("handler broken too")

    good = RecordingChannel()
    outs = Outputs([BrokenChannel(), good], on_error=bad_handler)
    outs.announce(ev("still fine"))
    assert good.texts == ["still fine"]


# --- speech channel ------------------------------------------------------------------------------------


def make_channel(backend: RecordingBackend, **kwargs: object) -> SpeechChannel:
    return SpeechChannel(backend, **kwargs)  # type: ignore[arg-type]


def test_recording_backend_is_a_speech_backend() -> None:
    assert isinstance(RecordingBackend(), SpeechBackend)
    assert isinstance(NullBackend(), SpeechBackend)


def test_events_are_spoken_in_order_one_after_another() -> None:
    backend = RecordingBackend(utterance_seconds=0.03)
    ch = make_channel(backend)
    try:
        texts = [f"event {n}" for n in range(6)]
        for t in texts:
            ch.announce(ev(t))
        assert ch.wait_idle(5.0)
        assert backend.spoken == texts
        speaks = [c for c in backend.calls if c.op == "speak"]
        assert not any(c.interrupt for c in speaks)
        # each one waited for the previous to finish: no event cut off another
        assert all(b.at - a.at >= 0.025 for a, b in itertools.pairwise(speaks))
        assert backend.silences == 0
    finally:
        ch.close()


def test_speech_never_gets_braille_cells() -> None:
    backend = RecordingBackend()
    ch = make_channel(backend)
    try:
        ch.announce(Announcement("Jana played the parrot", braille=f"Jana {PARROT_CELLS}"))
        ch.announce(ev(f"Defensive: parrot {PARROT_CELLS} in the text"))
        ch.announce(ev(PARROT_CELLS))  # nothing left to say: not spoken at all
        assert ch.wait_idle(2.0)
        assert backend.spoken == ["Jana played the parrot", "Defensive: parrot in the text"]
        for text in backend.spoken:
            assert not any("\u2800" <= c <= "\u28ff" for c in text)
    finally:
        ch.close()


def test_navigation_interrupts_and_events_are_not_lost() -> None:
    backend = RecordingBackend(utterance_seconds=30.0)  # every utterance "sounds" until finish()
    ch = make_channel(backend)
    try:
        ch.announce(ev("event one"))
        ch.announce(ev("event two"))
        wait_spoken(backend, "event one")
        t0 = time.monotonic()
        ch.announce(nav("hand: lion, 1 of 4"))
        wait_spoken(backend, "hand: lion, 1 of 4")
        calls = backend.calls
        silence = next(c for c in calls if c.op == "silence")
        nav_call = next(c for c in calls if c.text == "hand: lion, 1 of 4")
        # the 30-second utterance was cut, then the answer spoken (hang guard: well before it would end)
        assert t0 <= silence.at <= nav_call.at < t0 + 15 and nav_call.interrupt
        backend.finish()
        wait_spoken(backend, "event one", count=2)  # cut off by the key: said again from the start
        backend.finish()
        wait_spoken(backend, "event two")
        backend.finish()
        assert ch.wait_idle(2.0)
        assert backend.spoken == ["event one", "hand: lion, 1 of 4", "event one", "event two"]
    finally:
        ch.close()


def test_navigation_cuts_navigation_without_replaying_it() -> None:
    backend = RecordingBackend(utterance_seconds=30.0)
    ch = make_channel(backend, replay_interrupted_events=False)
    try:
        ch.announce(ev("event one"))
        ch.announce(ev("event two"))
        wait_spoken(backend, "event one")
        ch.announce(nav("lion, 1 of 4"))
        wait_spoken(backend, "lion, 1 of 4")
        ch.announce(nav("parrot, 2 of 4"))
        wait_spoken(backend, "parrot, 2 of 4")
        backend.finish()
        wait_spoken(backend, "event two")
        backend.finish()
        assert ch.wait_idle(2.0)
        # without replay the cut event is not said again; navigation is never replayed
        assert backend.spoken == ["event one", "lion, 1 of 4", "parrot, 2 of 4", "event two"]
    finally:
        ch.close()


def test_waiting_navigation_is_dropped_by_newer_navigation() -> None:
    backend = RecordingBackend(speak_delay=0.3)  # the worker is stuck in speak() for a while
    ch = make_channel(backend)
    try:
        ch.announce(ev("event"))
        time.sleep(0.05)
        ch.announce(nav("old answer"))
        ch.announce(Announcement("not allowed now", kind=ALERT))
        ch.announce(nav("newest answer"))
        assert ch.wait_idle(5.0)
        spoken = backend.spoken
        assert "old answer" not in spoken and "not allowed now" not in spoken
        assert spoken[-2:] == ["newest answer", "event"]  # the event was taken over by the keys: said again
    finally:
        ch.close()


def test_newer_prompt_replaces_waiting_prompt() -> None:
    backend = RecordingBackend(speak_delay=0.2)
    ch = make_channel(backend)
    try:
        ch.announce(ev("Jana played the lion"))
        time.sleep(0.05)
        ch.announce(Announcement("Your turn", kind=PROMPT))
        ch.announce(ev("The lion scared the parrot"))
        ch.announce(Announcement("Your turn: choose a card", kind=PROMPT))
        assert ch.wait_idle(5.0)
        assert backend.spoken == [
            "Jana played the lion", "The lion scared the parrot", "Your turn: choose a card"]
    finally:
        ch.close()


def test_announce_never_waits_for_a_hanging_backend() -> None:
    backend = RecordingBackend(speak_delay=2.0)  # each speak() hangs for 2 s
    ch = make_channel(backend)
    try:
        t0 = time.monotonic()
        for n in range(5):
            ch.announce(ev(f"event {n}"))
        ch.announce(nav("answer"))
        ch.announce(ev("more"))
        elapsed = time.monotonic() - t0
        assert elapsed < 1.0, f"announce waited {elapsed:.1f} s, as if for a speak() of 2 s"
    finally:
        ch.close(timeout=3.0)


def test_interrupt_reaches_the_backend_while_speak_still_hangs() -> None:
    backend = RecordingBackend(speak_delay=2.0, utterance_seconds=30.0)
    ch = make_channel(backend)
    try:
        ch.announce(ev("a long event"))
        time.sleep(0.05)  # the worker is now inside the slow speak()
        t0 = time.monotonic()
        ch.interrupt()
        returned = time.monotonic() - t0
        assert backend.wait_for(lambda calls: any(c.op == "silence" for c in calls), 1.0)
        silence = next(c for c in backend.calls if c.op == "silence")
        # hang guards, not speed claims: neither waited for the 2-second speak() to return
        assert silence.at - t0 < 1.0 and returned < 1.0
    finally:
        ch.close(timeout=3.0)


def test_key_interrupt_keeps_events_and_lets_the_answer_come_first() -> None:
    backend = RecordingBackend(utterance_seconds=30.0)
    ch = make_channel(backend, key_hold=0.3)
    try:
        ch.announce(ev("event one"))
        wait_spoken(backend, "event one")
        ch.interrupt()  # the key's answer follows a moment later
        time.sleep(0.05)
        ch.announce(nav("the answer"))
        wait_spoken(backend, "the answer")
        assert backend.spoken == ["event one", "the answer"]  # the event did not restart in between
        backend.finish()
        wait_spoken(backend, "event one", count=2)
        # a key with no spoken answer: the event comes back after the hold
        t0 = time.monotonic()
        ch.interrupt()
        wait_spoken(backend, "event one", count=3)
        restarted = [c for c in backend.calls if c.text == "event one"][-1].at
        assert restarted - t0 >= 0.25
    finally:
        ch.close()


def test_stop_silences_and_forgets_everything_waiting() -> None:
    backend = RecordingBackend(utterance_seconds=30.0)
    ch = make_channel(backend)
    try:
        for n in range(4):
            ch.announce(ev(f"event {n}"))
        wait_spoken(backend, "event 0")
        ch.stop()
        assert backend.silences == 1
        assert ch.pending == 0
        backend.finish()
        time.sleep(0.1)
        assert backend.spoken == ["event 0"]
        ch.announce(ev("later"))
        wait_spoken(backend, "later")
    finally:
        ch.close()


def test_unknown_speaking_state_is_paced_by_an_estimate() -> None:
    backend = RecordingBackend(report_speaking=False)  # like NVDA: cannot tell when it is done
    ch = make_channel(backend, assumed_chars_per_second=1000.0)
    try:
        ch.announce(ev("first"))
        ch.announce(ev("second"))
        assert ch.wait_idle(3.0)
        a, b = [c for c in backend.calls if c.op == "speak"]
        assert (a.text, b.text) == ("first", "second")
        assert b.at - a.at >= 0.15  # waited for the estimated end, did not pile up in the screen reader
    finally:
        ch.close()


def test_backend_errors_are_reported_once_and_speech_goes_on() -> None:
    backend = RecordingBackend(fail_on=lambda text: text.startswith("bad"))
    errors: list[BaseException] = []
    ch = SpeechChannel(backend, on_error=errors.append)
    try:
        ch.announce(ev("bad one"))
        ch.announce(ev("bad two"))
        ch.announce(ev("good"))
        assert ch.wait_idle(2.0)
        assert backend.spoken == ["good"]
        assert len(errors) == 1 and ch.errors == 2
    finally:
        ch.close()


def test_rate_and_voice_reach_the_backend() -> None:
    backend = RecordingBackend()
    ch = SpeechChannel(backend, rate=70, voice="zlw/cs")
    try:
        assert (backend.rate, backend.voice) == (70, "zlw/cs")
        ch.set_rate(150)
        assert backend.rate == 100
    finally:
        ch.close()


def test_close_joins_the_worker_and_closes_the_backend() -> None:
    backend = RecordingBackend(speak_delay=0.2)
    ch = make_channel(backend)
    ch.announce(ev("one"))
    ch.announce(ev("two"))
    time.sleep(0.05)
    assert ch.alive
    ch.close()
    assert not ch.alive
    assert backend.closed
    ch.announce(ev("after close"))
    ch.interrupt()
    ch.close()  # twice is fine
    assert "two" not in backend.spoken and "after close" not in backend.spoken


def test_close_can_leave_the_backend_open() -> None:
    backend = RecordingBackend()
    ch = SpeechChannel(backend, close_backend=False)
    ch.close()
    assert not ch.alive and not backend.closed


def test_speech_channel_in_outputs_with_screen() -> None:
    written: list[str] = []
    backend = RecordingBackend()
    speech = SpeechChannel(backend)
    outs = Outputs([ScreenChannel(written.append), speech])
    outs.announce(Announcement("Jana played the parrot", braille=f"Jana {PARROT_CELLS}"))
    outs.interrupt()
    outs.announce(nav("hand"))
    assert speech.wait_idle(2.0)
    outs.close()
    assert written == ["Jana played the parrot\n", "hand\n"]
    assert "hand" in backend.spoken
    assert not speech.alive


# --- braille display -----------------------------------------------------------------------------------


class FakeBrailleSink:
    def __init__(self, supports: bool = True) -> None:
        self.lines: list[str] = []
        self.supports_braille = supports
        self.closed = False

    def braille(self, text: str) -> None:
        self.lines.append(text)

    def close(self) -> None:
        self.closed = True


def test_braille_channel_sends_the_braille_form() -> None:
    sink = FakeBrailleSink()
    ch = BrailleDisplayChannel(sink)
    ch.announce(Announcement("Jana played the parrot", braille=f"Jana {PARROT_CELLS}"))
    ch.announce(nav("no braille form"))
    ch.stop()
    ch.close()
    ch.announce(ev("after close"))
    assert sink.lines == [f"Jana {PARROT_CELLS}", "no braille form"]
    assert not sink.closed  # not its own


def test_braille_channel_reuses_a_screen_reader_with_braille() -> None:
    sink = FakeBrailleSink()
    ch = BrailleDisplayChannel.create(sink)  # type: ignore[arg-type]
    assert ch is not None and ch.sink is sink


@pytest.mark.skipif(sys.platform == "win32", reason="on Windows a running NVDA or JAWS could be found")
def test_braille_channel_is_not_created_without_a_braille_screen_reader(capfd: pytest.CaptureFixture[str]
                                                                          ) -> None:
    assert BrailleDisplayChannel.create(lang="cs") is None
    out, err = capfd.readouterr()
    assert (out, err) == ("", "")


# --- back ends and their choice ------------------------------------------------------------------------


def test_rate_scale() -> None:
    assert (rate_to_wpm(0), rate_to_wpm(50), rate_to_wpm(100)) == (80, 175, 450)
    assert rate_to_wpm(-5) == 80 and rate_to_wpm(500) == 450
    assert rate_to_wpm(25) < rate_to_wpm(50) < rate_to_wpm(75)


class V:
    def __init__(self, id: str, name: str = "", languages: list[str] | None = None) -> None:
        self.id, self.name, self.languages = id, name, languages or []


def test_voice_choice() -> None:
    espeak = [V("ccs/ka", "Georgian", ["ka"]), V("zlw/pl", "Polish", ["pl"]), V("zlw/cs", "Czech", ["cs"]),
              V("gmw/en-029", "English_(Caribbean)", ["en-029"]), V("gmw/en", "English", ["en-gb"])]
    assert find_voice(espeak, "cs") == "zlw/cs"
    assert find_voice(espeak, "en") == "gmw/en"
    assert find_voice(espeak, "de") is None
    assert voice_score("cs", "ccs/ka", "Georgian", ["ka"]) == 0
    sapi = [V(r"HKEY_LOCAL_MACHINE\SOFTWARE\Microsoft\Speech\Voices\Tokens\TTS_MS_EN-US_ZIRA_11.0", "Zira"),
            V(r"HKEY_LOCAL_MACHINE\SOFTWARE\Microsoft\Speech\Voices\Tokens\TTS_MS_CS-CZ_JAKUB_11.0", "Jakub")]
    assert find_voice(sapi, "cs") == sapi[1].id
    assert find_voice(sapi, "en") == sapi[0].id
    mac = [V("com.apple.voice.compact.en-US.Samantha", "Samantha", ["en_US"]),
           V("com.apple.voice.compact.cs-CZ.Zuzana", "Zuzana", ["cs_CZ"])]
    assert find_voice(mac, "cs-CZ") == mac[1].id
    assert find_voice([V("x1", "Microsoft Jakub - Czech")], "cs") == "x1"


def test_null_backend() -> None:
    b = NullBackend()
    b.speak("nothing")
    b.silence()
    b.set_rate(10)
    b.set_voice(None)
    assert b.is_speaking() is False
    b.close()


class FakeBackend(RecordingBackend):
    def __init__(self, name: str) -> None:
        super().__init__()
        self.name = name


def failing(reason: str) -> Callable[[str], SpeechBackend]:
    def factory(lang: str) -> SpeechBackend:
        raise BackendUnavailable(reason)

    return factory


def test_plans() -> None:
    assert backend_plan("none") == ["none"]
    assert backend_plan("auto")[0] == "screenreader" and backend_plan("auto")[-1] == "none"
    assert backend_plan("screenreader") == backend_plan("auto")
    # the system's voice first everywhere (on Linux not waited for at start: see test_speech_handover.py),
    # the espeak-ng program the last resort
    assert backend_plan("tts") == ["system", "espeak-ng", "none"]


def test_create_backend_falls_back_in_order_with_reasons() -> None:
    made: list[str] = []

    def espeak(lang: str) -> SpeechBackend:
        made.append(lang)
        return FakeBackend("espeak-ng")

    factories = {
        "screenreader": failing("no active screen reader"),
        "espeak-ng": espeak,
        "system": failing("Speech Dispatcher is not running"),
    }
    choice = create_backend("auto", "cs", rate=60, factories=factories)
    assert isinstance(choice, BackendChoice)
    assert choice.used == "espeak-ng" and choice.kind == "tts"
    assert choice.failures == [("screenreader", "no active screen reader"),
                               ("system", "Speech Dispatcher is not running")]
    assert not choice.fell_back  # auto: whatever works is what was asked for
    assert made == ["cs"]
    assert isinstance(choice.backend, RecordingBackend) and choice.backend.rate == 60

    choice = create_backend("screenreader", "en", factories=factories)
    assert choice.requested == "screenreader" and choice.used == "espeak-ng" and choice.fell_back

    everything_fails = {k: failing(f"{k} broken") for k in ("screenreader", "espeak-ng", "system")}
    choice = create_backend("tts", "cs", factories=everything_fails)
    assert choice.used == "none" and isinstance(choice.backend, NullBackend)
    assert [name for name, _ in choice.failures] == backend_plan("tts")[:2]
    assert choice.fell_back

    choice = create_backend("none", "cs", factories=everything_fails)
    assert choice.used == "none" and choice.failures == [] and not choice.fell_back


def test_create_backend_never_raises_and_never_prints(capfd: pytest.CaptureFixture[str]) -> None:
    def noisy(lang: str) -> SpeechBackend:
        print("Cannot find Speech Dispatcher. Please install python3-speechd.")
        print("python stderr noise", file=sys.stderr)
        os.write(1, b"C-level stdout noise\n")
        os.write(2, b"ALSA lib pcm.c: Unknown PCM default\n")
        raise ZeroDivisionError("not a BackendUnavailable")

    choice = create_backend("bogus-kind", "cs", factories={
        "screenreader": noisy, "espeak-ng": noisy, "system": noisy})
    out, err = capfd.readouterr()
    assert (out, err) == ("", "")
    assert choice.used == "none"
    assert choice.failures[0] == ("kind", "unknown speech back-end kind 'bogus-kind'")
    name, reason = choice.failures[1]
    assert name == "screenreader"
    assert "Cannot find Speech Dispatcher" in reason and "ALSA lib" in reason
    print("printing works again")
    os.write(1, b"fd 1 works again\n")
    out, _ = capfd.readouterr()
    assert out == "printing works again\nfd 1 works again\n"


def test_the_real_back_ends_print_nothing_and_answer_in_time(capfd: pytest.CaptureFixture[str]) -> None:
    """Whatever runs on this machine (prismatoid's screen readers and voices, espeak-ng): a choice within
    the time limits, nothing on the screen."""
    started = time.monotonic()
    choice = create_backend("screenreader", "cs")
    choice.backend.close()
    assert time.monotonic() - started < 5.0 + 15.0 + 8.0 + 1.0
    out, err = capfd.readouterr()
    assert (out, err) == ("", "")


def test_importing_and_creating_prints_nothing_in_a_fresh_process() -> None:
    code = textwrap.dedent("""
        import beastybar_access.outputs as o
        choice = o.create_backend("auto", "cs")
        choice.backend.close()
        o.BrailleDisplayChannel.create()
    """)
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=60, cwd=ROOT,
                            check=False)
    assert result.returncode == 0, result.stderr
    assert (result.stdout, result.stderr) == (b"", b"")


def test_quiet_captures_python_and_file_descriptor_output(capfd: pytest.CaptureFixture[str]) -> None:
    real_stdout = sys.stdout
    with quiet() as outer:
        print("python level")
        os.write(2, b"fd level\n")
        with quiet() as inner:
            print("inner")
    assert sys.stdout is real_stdout
    assert inner.lines == ["inner"]
    assert "python level" in outer.text and "fd level" in outer.text and "inner" in outer.text
    assert outer.summary()
    out, err = capfd.readouterr()
    assert (out, err) == ("", "")


def test_quiet_outside_the_main_thread_redirects_nothing(capfd: pytest.CaptureFixture[str]) -> None:
    """A back end's thread may hang inside a quiet() block and be abandoned: were the redirection its,
    the screen would stay dark for the rest of the game. Only the main thread redirects."""
    entered = threading.Event()
    release = threading.Event()
    seen: list[object] = []

    def stuck_thread() -> None:
        with quiet() as captured:
            seen.append(sys.stdout)
            entered.set()
            release.wait(5.0)
        seen.append(captured.text)

    worker = threading.Thread(target=stuck_thread, daemon=True)
    worker.start()
    assert entered.wait(2.0)
    try:
        print("the game goes on")
        os.write(1, b"and reaches fd 1\n")
        out, _ = capfd.readouterr()
        assert out == "the game goes on\nand reaches fd 1\n"
    finally:
        release.set()
        worker.join(2.0)
    assert seen[1] == ""


@pytest.fixture
def fake_espeak(tmp_path: Path) -> str:
    """A stand-in for the espeak-ng program that takes its text and then "speaks" for 5 seconds."""
    if os.name != "posix":
        pytest.skip("the stand-in program is a POSIX shell script")
    script = tmp_path / "fake-espeak-ng"
    log = tmp_path / "said.txt"
    script.write_text(f"#!/bin/sh\ncat >> {log}\necho >> {log}\nexec sleep 5\n")
    script.chmod(0o755)
    return str(script)


def test_espeak_ng_backend_kills_the_program_to_interrupt(fake_espeak: str, tmp_path: Path) -> None:
    backend = EspeakNgBackend("cs", program=fake_espeak, voice="cs")
    try:
        assert backend.command()[:3] == [fake_espeak, "-v", "cs"]
        backend.speak(f"Dobrý den {PARROT_CELLS}")
        backend.speak("queued behind")
        assert backend.is_speaking() is True
        deadline = time.monotonic() + 2.0
        while not (tmp_path / "said.txt").exists() and time.monotonic() < deadline:
            time.sleep(0.01)
        time.sleep(0.05)
        t0 = time.monotonic()
        backend.silence()
        while backend.is_speaking() and time.monotonic() - t0 < 2.5:
            time.sleep(0.005)
        assert backend.is_speaking() is False, "silence ends the program's 5 seconds (hang guard: 2.5 s)"
        assert (tmp_path / "said.txt").read_text(encoding="utf-8").strip() == "Dobrý den"
        backend.speak("one", interrupt=True)
        assert backend.is_speaking() is True
    finally:
        t1 = time.monotonic()
        backend.close()
        assert time.monotonic() - t1 < 2.5, "closing does not wait out the 5-second utterance"
    assert backend.is_speaking() is False


def test_espeak_ng_backend_without_the_program() -> None:
    with pytest.raises(BackendUnavailable):
        EspeakNgBackend("cs", program="/nonexistent/espeak-ng")


# --- voices ------------------------------------------------------------------------------------------------


def test_voices_of_the_back_ends() -> None:
    from beastybar_access.outputs import Voice

    assert NullBackend().voices() == []
    listed = RecordingBackend(voice_list=[Voice("cs", "Czech")])
    channel = SpeechChannel(listed)
    try:
        assert channel.voices() == [Voice("cs", "Czech")]
    finally:
        channel.close()

    class Broken(RecordingBackend):
        def voices(self) -> list[Voice]:
            raise RuntimeError("cannot list")

    channel = SpeechChannel(Broken())
    try:
        assert channel.voices() == [] and channel.errors == 1
    finally:
        channel.close()


def test_espeak_ng_voices_are_the_languages_voices_and_a_few_variants(fake_espeak_lister: str) -> None:
    backend = EspeakNgBackend("cs", program=fake_espeak_lister, voice="cs")
    try:
        ids = [v.id for v in backend.voices()]
    finally:
        backend.close()
    assert ids == ["cs", "cs+m1", "cs+f2"], "no mbrola voice, no variant line, only the classic variants"


@pytest.fixture
def fake_espeak_lister(tmp_path: Path) -> str:
    """A stand-in for espeak-ng that only lists voices (as espeak-ng 1.51 prints them)."""
    if os.name != "posix":
        pytest.skip("the stand-in program is a POSIX shell script")
    script = tmp_path / "espeak-ng"
    script.write_text(textwrap.dedent("""\
        #!/bin/sh
        case "$1" in
        --voices=variant) cat <<'END'
        Pty Language       Age/Gender VoiceName          File                 Other Languages
         5  variant         --/M      Adam               !v/adam
         5  variant         --/M      male1              !v/m1
         5  variant         --/F      female2            !v/f2
        END
        ;;
        --voices=*) cat <<'END'
        Pty Language       Age/Gender VoiceName          File                 Other Languages
         1  cs              --/F      czech-mbrola-1     mb/mb-cz1
         5  cs              --/M      Czech              zlw/cs
         5  variant         --/M      Storm              !v/Storm             (cs 5)
        END
        ;;
        esac
        """))
    script.chmod(0o755)
    return str(script)


# (the sound cues' tests: tests/test_cues.py)


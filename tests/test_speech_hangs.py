"""Speech that never hangs and never hides the screen: back ends that hang in creation, in ``speak`` and
in ``close`` are abandoned within their time limits, the screen keeps every line, and the real program
quits within two seconds (in a pseudo-terminal, with a screen reader that hangs).

The timings here are hang guards (a bound far above the normal case), not measurements.
"""

from __future__ import annotations

import os
import sys
import threading
import time
from pathlib import Path
from types import ModuleType

import pytest
from speech_fakes import FAKE_PRISM_DIR, HangingBackend, fake_prism

from beastybar_access.console.speech_lines import speech_line, speech_row_value
from beastybar_access.narration import Localizer
from beastybar_access.outputs import (
    EVENT,
    NAVIGATION,
    Announcement,
    BackendStuck,
    BackendUnavailable,
    Outputs,
    PrismBackend,
    RecordingChannel,
    SpeechBackend,
    SpeechChannel,
    SpeechOutput,
    create_backend,
)
from beastybar_access.outputs.speech import (
    BackendFactory,
    ConsoleReader,
    orca_running,
    prism_backend,
    selection,
)


def ev(text: str) -> Announcement:
    return Announcement(text, kind=EVENT)


def loc(lang: str) -> Localizer:
    from beastybar_access.narration import CONSOLE_DOMAINS

    return Localizer.load(lang, domains=CONSOLE_DOMAINS)


# --- creation -------------------------------------------------------------------------------------------


def test_a_back_end_that_hangs_in_creation_is_abandoned_and_the_screen_stays(
        capfd: pytest.CaptureFixture[str]) -> None:
    release = threading.Event()
    late = HangingBackend()

    def hangs(lang: str) -> HangingBackend:
        os.write(2, b"a library complains while it hangs\n")
        release.wait()
        return late

    try:
        started = time.monotonic()
        choice = create_backend("tts", "cs", factories={"espeak-ng": hangs, "system": hangs},
                                timeouts={"espeak-ng": 0.3, "system": 0.3})
        took = time.monotonic() - started
        assert choice.used == "none"
        assert [code for code, _ in choice.failures] == ["espeak-ng", "system"] or \
            [code for code, _ in choice.failures] == ["system", "espeak-ng"]
        assert all("did not answer within 0.3 s" in reason for _, reason in choice.failures)
        assert took < 2.0
        print("the game's next line")
        os.write(1, b"and a line written to fd 1\n")
        out, _ = capfd.readouterr()
        assert out == "the game's next line\nand a line written to fd 1\n", "fds 1 and 2 are back"
    finally:
        release.set()
    assert late.wait_for(lambda calls: any(c.op == "close" for c in calls)), \
        "a back end that arrives after its step was given up is closed, not left running"


# --- speak ----------------------------------------------------------------------------------------------


def test_a_back_end_that_hangs_in_speak_is_abandoned_and_close_returns() -> None:
    backend = HangingBackend(hang_speak=True, speak_ok=1)
    told: list[str] = []
    now = [0.0]  # the channel's clock for how long speak has run: only the test moves it
    channel = SpeechChannel(backend, stuck_after=0.3, on_stuck=told.append, key_hold=0.0,
                            clock=lambda: now[0])
    try:
        channel.announce(ev("first, spoken"))
        channel.announce(ev("second, hangs"))
        assert backend.entered.wait(2.0)
        now[0] = 0.29
        channel.announce(ev("third"))
        assert not told and not channel.stuck, "not yet: speak has hung for less than stuck_after"
        now[0] = 0.31
        channel.announce(ev("fourth"))
        assert len(told) == 1 and "speak did not return within 0.3 s" in told[0]
        assert channel.stuck and channel.is_idle() and channel.wait_idle(0.1)
        channel.announce(Announcement("navigation", kind=NAVIGATION))
        channel.interrupt()
        channel.stop()
        assert len(told) == 1, "told once"
        started = time.monotonic()
        channel.close(timeout=5.0)
        assert time.monotonic() - started < 2.0, "close does not wait for a hung back end"
        assert backend.spoken == ["first, spoken"] and not backend.silences
        assert not any(c.op == "close" for c in backend.calls), \
            "a hung back end gets no more calls, not even close"
    finally:
        backend.release.set()


def test_a_back_end_that_hangs_in_close_does_not_hold_the_channel() -> None:
    backend = HangingBackend(hang_close=True)
    channel = SpeechChannel(backend)
    try:
        channel.announce(ev("hello"))
        assert backend.wait_for(lambda calls: any(c.op == "speak" for c in calls))
        started = time.monotonic()
        channel.close(timeout=0.5)
        assert time.monotonic() - started < 2.0, "close gives up on the back end's close (a hang guard)"
        assert backend.entered.is_set() and not backend.closed, "its close still hangs"
    finally:
        backend.release.set()


def test_speech_output_turns_speech_off_and_says_why_when_the_voice_hangs() -> None:
    backend = HangingBackend(hang_speak=True, name="espeak-ng")
    recorder = RecordingChannel()
    outputs = Outputs([recorder])
    speech = SpeechOutput(outputs, factories={"espeak-ng": lambda lang: backend},
                          channel_options={"stuck_after": 0.2, "key_hold": 0.0})
    changed: list[object] = []
    speech.on_stuck = changed.append
    try:
        speech.start("tts", "cs")
        assert speech.speaks and speech.kind == "tts"
        outputs.announce(ev("this one hangs"))
        assert backend.entered.wait(2.0)
        time.sleep(0.3)
        outputs.announce(ev("the next line"))
        assert changed and speech.choice is changed[0]
        assert speech.kind == "none" and not speech.speaks and speech.abandoned
        assert speech.channel is None and outputs.channels == (recorder,)
        for lang in ("cs", "en"):
            line = speech_line(loc(lang), speech.choice).text
            l10n = loc(lang)
            why = l10n("ui-speech-why-stuck", program=l10n("ui-speech-code-espeak-ng"))
            assert line == l10n("ui-speech-fallback", wanted=l10n("ui-speech-tts"), why=why,
                                name=l10n("ui-speech-name-none"))
        started = time.monotonic()
        speech.close()
        assert time.monotonic() - started < 2.0
        assert not any(c.op == "close" for c in backend.calls), "the hung back end gets no more calls"
        assert recorder.texts == ["this one hangs", "the next line"], "the screen keeps every line"
    finally:
        backend.release.set()


# --- prismatoid: screen readers and system voices ---------------------------------------------------------


def test_a_running_screen_reader_through_prismatoid() -> None:
    prism = fake_prism(running=("JAWS", "NVDA", "Speech Dispatcher"))
    backend = PrismBackend("cs", kind="screenreader", library=prism)
    try:
        assert backend.output_name == "NVDA", "prismatoid's order of preference"
        assert backend.supports_braille and not backend.has_rate and backend.voices() == []
        backend.speak("Dobrý den ⠛⠀⠼⠃", interrupt=True)
        backend.braille("⠛⠀⠼⠃")
        backend.set_rate(90)
        backend.silence()
        made = prism.made[-1]
        deadline = time.monotonic() + 2
        while not made.stops and time.monotonic() < deadline:
            time.sleep(0.01)
        assert made.spoken == [("Dobrý den", True)], "braille cells never go to speech"
        assert made.brailled == ["⠛⠀⠼⠃"] and made.stops == 1 and made.rate == 0.5
        assert threading.get_ident() not in made.thread_ids, "the library is called on the back end's thread"
        assert backend.is_speaking() is None, "NVDA cannot tell: the channel estimates"
    finally:
        backend.close()


def test_no_screen_reader_running_is_a_reason_not_a_choice() -> None:
    prism = fake_prism(running=("Speech Dispatcher",))
    with pytest.raises(BackendUnavailable, match=r"no active screen reader \(NVDA: not running; JAWS"):
        PrismBackend("cs", kind="screenreader", library=prism)


def test_a_system_voice_takes_a_voice_of_the_language_and_the_rate() -> None:
    prism = fake_prism(running=("Speech Dispatcher",))
    backend = PrismBackend("cs", kind="system", library=prism)
    try:
        assert backend.name == "system" and backend.output_name == "Speech Dispatcher"
        assert [v.id for v in backend.voices()] == ["Czech (espeak-ng)", "Czech+Adam (espeak-ng)"]
        assert backend.has_rate, "F5 and F6 set Speech Dispatcher's rate"
        made = prism.made[-1]
        assert made.voice == 1, "the language's voice is chosen at once"
        backend.set_rate(70)
        backend.set_voice("Czech+Adam (espeak-ng)")
        backend.speak("Ahoj")
        deadline = time.monotonic() + 2
        while not made.spoken and time.monotonic() < deadline:
            time.sleep(0.01)
        assert made.rate == pytest.approx(0.7) and made.voice == 2 and made.spoken == [("Ahoj", False)]
    finally:
        backend.close()
    english_only = fake_prism(running=("Speech Dispatcher",), voices=[("English", "en")])
    with pytest.raises(BackendUnavailable, match="Speech Dispatcher: no voice for language 'cs'"):
        PrismBackend("cs", kind="system", library=english_only)


def test_a_screen_reader_that_hangs_when_asked_is_not_waited_for() -> None:
    prism = fake_prism(running=("NVDA",), hang=("create",))
    started = time.monotonic()
    try:
        with pytest.raises(BackendUnavailable, match=r"did not answer within 0\.3 s"):
            PrismBackend("cs", kind="screenreader", library=prism, timeout=0.3)
        assert time.monotonic() - started < 1.5
    finally:
        prism.NEVER.set()


def test_a_screen_reader_that_hangs_in_speak_or_close(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(prism_backend, "STUCK_AFTER", 0.2)
    prism = fake_prism(running=("NVDA",), hang=("speak", "close"))
    backend = PrismBackend("cs", kind="screenreader", library=prism)
    try:
        backend.speak("hangs")
        assert backend.is_speaking() is True
        made = prism.made[-1]
        deadline = time.monotonic() + 10
        while not made.thread_ids and time.monotonic() < deadline:  # its thread is in the library's speak
            time.sleep(0.01)
        time.sleep(0.3)  # at least STUCK_AFTER since then
        with pytest.raises(BackendStuck):
            backend.speak("the next one")
        backend.silence()  # never raises, never waits
        started = time.monotonic()
        backend.close(timeout=0.3)
        assert time.monotonic() - started < 2.0, "close gives up on the hung library (a hang guard)"
    finally:
        prism.NEVER.set()


def test_auto_takes_the_screen_reader_else_the_system_voice_through_prismatoid() -> None:
    def no_espeak(lang: str) -> SpeechBackend:
        raise BackendUnavailable("espeak-ng program not found")

    def factories(prism: ModuleType) -> dict[str, BackendFactory]:
        return {"screenreader": lambda lang: PrismBackend(lang, kind="screenreader", library=prism),
                "system": lambda lang: PrismBackend(lang, kind="system", library=prism),
                "espeak-ng": no_espeak}

    reader = create_backend("auto", "cs", factories=factories(fake_prism(running=("JAWS",))))
    assert (reader.used, reader.detail, reader.kind) == ("screenreader", "JAWS", "screenreader")
    reader.backend.close()
    voice = create_backend("auto", "en", factories=factories(fake_prism(running=("Speech Dispatcher",))))
    assert (voice.used, voice.detail, voice.kind) == ("system", "Speech Dispatcher", "tts")
    voice.backend.close()
    for lang in ("cs", "en"):
        l10n = loc(lang)
        assert speech_line(l10n, voice).text == l10n(
            "ui-speech-using", name=l10n("ui-speech-name-system", detail="Speech Dispatcher"))
        assert "Speech Dispatcher" in speech_row_value(l10n, "auto", voice)


# --- who reads: the program or the screen reader by itself -----------------------------------------------


def test_orca_is_found_among_this_users_processes(tmp_path: Path) -> None:
    proc = tmp_path / "proc"
    for pid, cmdline in (("12", b"/usr/bin/python3\0/usr/bin/orca\0--replace\0"), ("13", b"bash\0"),
                         ("self", b"ignored\0")):
        (proc / pid).mkdir(parents=True)
        (proc / pid / "cmdline").write_bytes(cmdline)
    if not sys.platform.startswith("linux"):
        assert not orca_running(proc)
        return
    assert orca_running(proc)
    (proc / "12" / "cmdline").write_bytes(b"/usr/bin/python3\0/usr/bin/orcaslicer\0")
    assert not orca_running(proc)


def test_an_orca_that_takes_no_text_means_the_program_stays_silent(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(selection, "orca_running", lambda: True)
    monkeypatch.setattr(prism_backend, "load_prism", lambda: fake_prism())
    reader = selection._make_screenreader("cs")
    assert isinstance(reader, ConsoleReader) and reader.output_name == "Orca"
    outputs = Outputs([])
    speech = SpeechOutput(outputs, factories={"screenreader": lambda lang: ConsoleReader("Orca")})
    choice = speech.start("auto", "cs", reading="program")
    assert choice.used == "screenreader" and not speech.speaks and outputs.channels == ()
    for lang in ("cs", "en"):
        l10n = loc(lang)
        name = l10n("ui-speech-name-screenreader", detail="Orca")
        assert speech_line(l10n, choice, speech.reading).text == l10n("ui-speech-console-only", name=name)
    speech.close()


@pytest.mark.parametrize("reading", ["program", "console"])
def test_with_a_screen_reader_the_program_speaks_or_leaves_the_console_to_it(reading: str) -> None:
    prism = fake_prism(running=("NVDA",))
    outputs = Outputs([])
    speech = SpeechOutput(outputs, factories={
        "screenreader": lambda lang: PrismBackend(lang, kind="screenreader", library=prism)})
    choice = speech.start("auto", "en", reading=reading)
    try:
        assert choice.used == "screenreader" and speech.reading == reading
        if reading == "program":
            assert speech.speaks and speech.display is not None, "speech and braille through NVDA"
        else:
            assert not speech.speaks and speech.display is None and outputs.channels == ()
            l10n = loc("en")
            name = l10n("ui-speech-name-screenreader", detail="NVDA")
            assert speech_line(l10n, choice, reading).text == l10n("ui-speech-console", name=name)
            assert speech_row_value(l10n, "auto", choice, reading) == l10n(
                "ui-speech-row", wanted=l10n("ui-speech-auto"), name=l10n("ui-speech-row-console", name=name))
    finally:
        speech.close()


def test_the_reading_default_per_platform() -> None:
    from beastybar_access.outputs.speech import default_reading, resolve_reading

    assert default_reading("linux") == "console"
    assert default_reading("win32") == "program" and default_reading("darwin") == "program"
    assert resolve_reading("auto") == default_reading()
    assert resolve_reading("program") == "program" and resolve_reading("console") == "console"


def test_the_reading_in_the_settings_file_and_on_the_command_line() -> None:
    from beastybar_access.cli import build_parser
    from beastybar_access.commands import play
    from beastybar_access.console.settings import Settings

    assert Settings().reading == "auto"
    assert Settings.from_json({"reading": "console"}).reading == "console"
    bad = Settings.from_json({"reading": "both"})
    assert bad.reading == "auto" and "reading" in bad.problems[0]
    args = build_parser(loc("en")).parse_args(["play", "--reading", "program"])
    assert play.settings_from_args(Settings(reading="console"), args).reading == "program"


# --- the real program in a pseudo-terminal -----------------------------------------------------------------


@pytest.mark.skipif(sys.platform == "win32", reason="pseudo-terminals need a POSIX system")
@pytest.mark.parametrize("hang", ["speak", "create:NVDA"])
def test_the_program_quits_within_two_seconds_with_a_screen_reader_that_hangs(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, hang: str) -> None:
    """The real program, its real speech selection and channel; only the screen reader is a stand-in
    (prismatoid's module on PYTHONPATH) that hangs in speak or when it is asked to start."""
    from pty_support import pexpect, spawn, transcript_checks

    spoken = tmp_path / "spoken.txt"
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(FAKE_PRISM_DIR), os.environ.get("PYTHONPATH", "")]))
    monkeypatch.setenv("FAKE_PRISM_RUNNING", "NVDA")
    monkeypatch.setenv("FAKE_PRISM_HANG", hang)
    monkeypatch.setenv("FAKE_PRISM_LOG", str(spoken))
    child = spawn(tmp_path, "--quick", "--speech", "screenreader", "--reading", "program", "--lang", "cs",
                  "--seed", "3", "--delay", "0", timeout=30)
    log: list[str] = []
    try:
        if hang.startswith("create"):
            child.expect("odečítač obrazovky neodpovídá")
            log.append(child.before + child.after)
        child.expect("Jsi na tahu")
        log.append(child.before + child.after)
        child.expect(r"V ruce[^\n]*\n")
        log.append(child.before + child.after)
        child.send("\x11")  # Ctrl+Q
        child.expect("Opravdu skončit")
        log.append(child.before + child.after)
        child.send("a")
        child.expect("Na shledanou")
        log.append(child.before + child.after)
        said_bye = time.monotonic()
        child.expect(pexpect.EOF, timeout=10)
        took = time.monotonic() - said_bye
        log.append(child.before)
    finally:
        child.close(force=True)
    assert took < 2.0, f"the program took {took:.1f} s to end after saying goodbye"
    assert child.exitstatus == 0
    text = "".join(log)
    transcript_checks(text)
    assert "V ruce" in text, "the game is on the screen"
    assert not spoken.exists() or spoken.read_text(encoding="utf-8") == "", "nothing was spoken: it hung"


def test_speech_dispatcher_is_not_chosen_where_no_sound_can_be_played(tmp_path: Path) -> None:
    from beastybar_access.outputs.speech.selection import linux_audio_problem

    runtime, snd = tmp_path / "run", tmp_path / "snd"
    runtime.mkdir()
    snd.mkdir()
    assert "no sound server" in (linux_audio_problem(str(runtime), snd) or "")
    (snd / "pcmC0D0c").touch()  # a capture device does not play
    assert linux_audio_problem(str(runtime), snd) is not None
    (snd / "pcmC0D0p").touch()
    assert linux_audio_problem(str(runtime), snd) is None
    (snd / "pcmC0D0p").unlink()
    (runtime / "pipewire-0").touch()
    assert linux_audio_problem(str(runtime), snd) is None

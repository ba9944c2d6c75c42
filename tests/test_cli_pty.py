"""The command line in a real terminal: the tutorial's output options, the speech line."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from pty_support import spawn, transcript_checks

pexpect = pytest.importorskip("pexpect")

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="pseudo-terminals need a POSIX system")


def _first_lesson(tmp_path: Path, *args: str) -> str:
    child = spawn(tmp_path, "tutorial", *args)
    try:
        child.expect("Lekce 1 ze? ")
        text = child.before + child.after
        child.expect("F1 [^\n]*\n")  # the lesson's short start ends with its keys
        text += child.before + child.after
        child.send("r")  # r: the whole lesson with its table (the queue, then the hand)
        child.expect("V ruce máš[^\n]*\n")
        text += child.before + child.after
        child.send("\x1b")  # Escape ends the tutorial
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    transcript_checks(text)
    return text


@pytest.mark.parametrize("order", ["options first", "game first"])
def test_the_tutorial_takes_the_output_options_of_play_before_or_after_the_game(tmp_path: Path,
                                                                                 order: str) -> None:
    options = ["--speech", "none", "--braille", "lines", "--verbosity", "verbose", "--lang", "cs"]
    args = [*options, "beastybar"] if order == "options first" else ["beastybar", *options]
    text = _first_lesson(tmp_path, *args)
    assert "V ruce máš 2 karty: \u2835" in text, "braille lines: the hand's cards in braille cells"
    assert "Ve frontě čekají 2 zvířata z 5" in text, "verbose: the queue's length and room"
    plain = _first_lesson(tmp_path, "beastybar", "--braille", "off", "--speech", "none", "--lang", "cs")
    assert "V ruce máš 2 karty: zelená opice" in plain and "Ve frontě čekají" not in plain


def test_the_tutorial_refuses_a_bad_output_option_in_one_sentence(tmp_path: Path) -> None:
    child = spawn(tmp_path, "tutorial", "beastybar", "--rate", "101", "--speech", "none", "--lang", "cs")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 2
    lines = [line for line in child.before.splitlines() if line.strip()]
    assert len(lines) == 1 and "101" in lines[0] and "Traceback" not in child.before, lines


def _no_sound_device(tmp_path: Path) -> dict[str, str]:
    """The environment of a computer with nowhere to play sound (as CI's containers): an empty runtime
    folder (no PulseAudio or PipeWire socket); skipped where /dev/snd has a playback device."""
    snd = Path("/dev/snd")
    if not sys.platform.startswith("linux") or (snd.is_dir() and any(
            d.name.startswith("pcm") and d.name.endswith("p") for d in snd.iterdir())):
        pytest.skip("this computer has a sound device")
    runtime = tmp_path / "runtime"
    runtime.mkdir()
    return {"XDG_RUNTIME_DIR": str(runtime)}


def test_without_a_sound_device_the_speech_and_sound_lines_say_so_and_what_to_do(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name, value in _no_sound_device(tmp_path).items():
        monkeypatch.setenv(name, value)
    monkeypatch.delenv("PULSE_SERVER", raising=False)
    child = spawn(tmp_path, "--quick", "--speech", "tts", "--cue", "sound", "--lang", "cs", "--seed", "3",
                  "--delay", "0")
    try:
        child.expect("Jsi na tahu")
        text = child.before
        child.expect(r"V ruce[^\n]*\n")
        child.send("l")  # the list of sounds: on, but nowhere to play them (not "turn them on")
        said = child.expect(["Zvuky jsou zapnuté, ale tady je nejde přehrát", "zapnou se v nastavení"])
    finally:
        child.close(force=True)
    speech = next(line for line in text.splitlines() if "Požadovanou řeč" in line)
    assert "nenašlo se žádné zvukové zařízení; připoj sluchátka nebo reproduktory" in speech, speech
    assert "Speech Dispatcher" not in speech and "nemůže přehrát" not in speech
    assert "Nenašlo se žádné zvukové zařízení, a tak místo zvuků zazní zvonek terminálu." in text
    assert said == 0

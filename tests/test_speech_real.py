"""The real voice: the espeak-ng program speaks Czech into WAV files.

Skipped, with the reason shown, where espeak-ng is not installed
(Debian/Ubuntu: ``apt-get install espeak-ng libespeak-ng1``; .ci/run installs it).
"""

from __future__ import annotations

import wave
from pathlib import Path

import pytest

from beastybar_access.outputs import EspeakNgBackend
from beastybar_access.outputs.speech import espeak_voices, find_espeak_program

CZECH = "Jana zahrála papouška. Příliš žluťoučký kůň úpěl ďábelské ódy."
CELLS = "⠛⠀⠼⠃⠀⠏⠁⠏⠕⠥⠱⠑⠅"


@pytest.fixture(scope="module")
def espeak_program() -> str:
    program = find_espeak_program()
    if program is None:
        pytest.skip("espeak-ng not installed: apt-get install espeak-ng libespeak-ng1")
    return program


def wav_seconds(path: Path) -> float:
    """Check that ``path`` is a valid, non-empty 16-bit mono WAV file; return its length in seconds."""
    assert path.stat().st_size > 44
    with wave.open(str(path), "rb") as w:
        assert w.getnchannels() == 1
        assert w.getsampwidth() == 2
        assert w.getframerate() > 8000
        frames = w.getnframes()
        assert frames > 0
        data = w.readframes(frames)
        assert any(data), "the WAV holds only silence"
        return frames / w.getframerate()


def test_espeak_ng_has_a_czech_voice(espeak_program: str) -> None:
    voices = espeak_voices(espeak_program, "cs")
    assert voices, "espeak-ng lists no Czech voice"
    assert voices[0][0] == "cs"
    assert not any(f.startswith("mb/") for _, f in voices)
    assert EspeakNgBackend("cs", program=espeak_program).voice == "cs"
    assert EspeakNgBackend("en", program=espeak_program).voice.startswith("en")


def test_espeak_ng_program_saves_czech_speech(espeak_program: str, tmp_path: Path) -> None:
    backend = EspeakNgBackend("cs", program=espeak_program)
    try:
        path = tmp_path / "cs.wav"
        backend.save_to_wav(CZECH, path)
        seconds = wav_seconds(path)
        assert 1.5 < seconds < 30
        # braille cells are never read out: the same sentence with cells sounds exactly the same
        with_cells = tmp_path / "cells.wav"
        backend.save_to_wav(f"{CZECH} {CELLS}", with_cells)
        assert wav_seconds(with_cells) == pytest.approx(seconds, abs=0.05)
    finally:
        backend.close()


def test_espeak_ng_offers_its_czech_voices(espeak_program: str) -> None:
    backend = EspeakNgBackend("cs", program=espeak_program)
    try:
        voices = backend.voices()
    finally:
        backend.close()
    assert voices[0].id == "cs", voices
    assert all(v.id == "cs" or v.id.startswith("cs+") for v in voices)
    assert len(voices) > 1, "the classic variants (cs+m1, cs+f2 ...) are offered too"



"""Type-ahead in a real terminal: keys typed before a question opens are kept and answer it, in order,
never refused ("Teď se nic nevybírá", "Teď nejsi na tahu")."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from pty_support import spawn, transcript_checks

pexpect = pytest.importorskip("pexpect")

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="pseudo-terminals need a POSIX system")

REFUSALS = ("nic nevybírá", "nejsi na tahu")


def test_keys_typed_in_one_burst_answer_the_questions_that_follow(tmp_path: Path) -> None:
    """Down, Enter, Enter at once: Cubirds is chosen, and the second Enter answers the players' question
    opened only after the game was switched (it used to find no question open)."""
    child = spawn(tmp_path, "--speech", "none", "--lang", "cs")
    try:
        child.expect("Kterou hru chceš hrát")
        child.expect("> ")
        child.send("\x1b[B\r\r")
        child.expect("Kdo hraje na místě 1")
        text = child.before
        child.sendcontrol("q")
        child.close(force=True)
    finally:
        child.close(force=True)
    assert "Kolik hráčů? 2 až 5" in text, "Cubirds (2 to 5 players) was chosen"
    assert not any(refusal in text for refusal in REFUSALS), text
    transcript_checks(text)


def test_keys_typed_after_choosing_the_tutorial_go_to_its_first_lesson(tmp_path: Path) -> None:
    """Down three times, Enter (learn to play), Enter (Beasty Bar), Enter at once: the third Enter is handed
    to the tutorial, which opened after the choice, and plays the lesson's card."""
    child = spawn(tmp_path, "--speech", "none", "--lang", "cs")
    try:
        child.expect("Kterou hru chceš hrát")
        child.expect("> ")
        child.send("\x1b[B" * 3 + "\r\r\r")
        child.expect("Lekce 1 ze? ")
        text = child.before + child.after
        child.expect("Hraješ zelenou opici")
        text += child.before
    finally:
        child.close(force=True)
    assert "Kterou hru se chceš naučit" in text
    assert not any(refusal in text for refusal in (*REFUSALS, "ve výuce nic nedělá")), text

"""End to end: the real program in a pseudo-terminal, played by keystrokes, in Czech, without speech."""

from __future__ import annotations

import re
import signal
import sys
from pathlib import Path

import pytest
from pty_support import spawn, transcript_checks

pexpect = pytest.importorskip("pexpect")

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="pseudo-terminals need a POSIX system")

CHOICE = "Které zvíře|Kolik zvířat"


def test_a_complete_game_against_the_computer_by_keystrokes(tmp_path: Path) -> None:
    child = spawn(tmp_path, "--quick", "--speech", "none", "--lang", "cs", "--seed", "3", "--delay", "0")
    log: list[str] = []
    turns = 0
    try:
        while True:
            index = child.expect(["Jsi na tahu", CHOICE, r"Co dál\?"])
            log.append(child.before + child.after)
            if index == 2:
                break
            if index == 0:
                turns += 1
                child.expect("V ruce")
                log.append(child.before + child.after)
                child.send("\x1b[C")  # hear the first card
            child.send("\r")  # play it / take the first option offered
        child.send("\x1b[B")  # "konec programu"
        child.send("\r")
        child.expect("Na shledanou")
        log.append(child.before + child.after)
        child.expect(pexpect.EOF)
        log.append(child.before)
    finally:
        child.close(force=True)
    text = "".join(log)
    assert child.exitstatus == 0
    assert turns >= 10, "one person plays every other turn of a 2-player game (12 each)"
    assert text.count("Hraješ") == turns and "Jana hraje" in text
    assert re.search(r"Konec hry\. .*(Vyhráváš|Vyhrává|dělí)", text), "the final scores and the winner"
    assert "Beasty Bar" in text.splitlines()[0] or text.lstrip().startswith("Beasty Bar")
    transcript_checks(text)


def _turn_ready(child: pexpect.spawn) -> None:
    child.expect("Jsi na tahu")
    child.expect(r"V ruce[^\n]*\n")


def _review(child: pexpect.spawn, key: str) -> str:
    child.send(key)
    child.expect(r"\r([^\r\n>][^\r\n]*)\r?\n")
    return child.match.group(1)


def test_killed_mid_game_then_resume_continues_the_same_game(tmp_path: Path) -> None:
    child = spawn(tmp_path, "--quick", "--speech", "none", "--lang", "cs", "--seed", "8", "--delay", "0")
    try:
        for _ in range(4):
            _turn_ready(child)
            child.send("\r")
            if child.expect(["Hraješ", CHOICE]) == 1:
                child.send("\r")
        _turn_ready(child)
        queue = _review(child, "q")
        hand = _review(child, "h")
        assert queue.startswith("Fronta") and hand.startswith("V ruce")
        child.kill(signal.SIGKILL)
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)

    again = spawn(tmp_path, "--resume", "--speech", "none", "--lang", "cs", "--delay", "0")
    try:
        again.expect("Pokračuje uložená hra")
        _turn_ready(again)
        assert _review(again, "q") == queue
        assert _review(again, "h") == hand
        again.sendcontrol("q")
        again.expect("Opravdu skončit")
        again.send("a")
        again.expect("Na shledanou")
        again.expect(pexpect.EOF)
        transcript_checks(again.before or "")
    finally:
        again.close(force=True)
    assert again.exitstatus == 0


CUBIRDS_QUESTIONS = [  # one's own turn at normal is asked as briefly as at brief (issue 25)
    "V ruce: ",  # the hand is the species question (not asked when only one is in hand: that is said)
    "Kam vyložíš",  # the row
    r"Zleva, 1 ze 2\. (Nic|Vezmeš)",  # the end to lay at: no question, the first end says itself
    "Ke kterému konci",  # the end for each refill card
    "Vzít si ",  # the optional draw of two (or of the last card)
    r"\d+ ze \d+, (malé|velké) hejno",  # the optional flock: no question, the first flock says itself
]
CUBIRDS_SEED = "3"


def test_a_complete_cubirds_game_against_the_computer_by_keystrokes(tmp_path: Path) -> None:
    """Krabčáci to the winner: each question of a turn is answered with Enter (its first option)."""
    child = spawn(tmp_path, "cubirds", "--quick", "--speech", "none", "--lang", "cs", "--seed", CUBIRDS_SEED,
                  "--delay", "0")
    log: list[str] = []
    turns = answers = 0
    try:
        while True:
            index = child.expect(["Jsi na tahu", r"Co dál\?", *CUBIRDS_QUESTIONS])
            log.append(child.before + child.after)
            if index == 1:
                break
            if index == 0:
                turns += 1
                continue
            answers += 1
            child.send("\r")
        child.send("\x1b[B")  # "konec programu"
        child.send("\r")
        child.expect("Na shledanou")
        log.append(child.before + child.after)
        child.expect(pexpect.EOF)
        log.append(child.before)
    finally:
        child.close(force=True)
    text = "".join(log)
    assert child.exitstatus == 0
    assert text.lstrip().startswith("Krabčáci.")
    assert turns >= 5 and answers >= 2 * turns, "every turn asks at least the row and the end"
    ends = re.findall(r"Zleva, 1 ze 2\. (?:Nic|Vezmeš)", text)  # the end to lay at says itself
    assert len(ends) >= turns and "Jana vykládá " in text  # one's own lay: as chosen
    assert re.search(r"Konec hry\. .*(Vyhráváš|Vyhrává|Remíza)", text), "the final result and the winner"
    assert not list((tmp_path / "data").glob("**/autosave-*.json")), "a finished game is not kept"
    transcript_checks(text)

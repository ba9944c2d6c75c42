"""End to end: 4 Monkeys in a pseudo-terminal, in Czech, without speech: a short round against a computer
opponent, a tile taken by keys, the timer, the scoring step by step; then quitting saves the game, and
``--resume`` (without naming the game) goes on with it."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest
from pty_support import spawn, transcript_checks

from beastybar_access.games.monkeys.engine import StartRound, Take, new_game

pexpect = pytest.importorskip("pexpect")

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="pseudo-terminals need a POSIX system")

SEED = 3
ROUND_MINUTES = "0.25"
ROUND_MS = 15_000
RIGHT, UP, HOME = "\x1b[C", "\x1b[A", "\x1b[H"


def first_take() -> Take:
    """A correct take in the person's first hand (the deal is the seed's)."""
    state = new_game(2, seed=SEED, round_ms=ROUND_MS)
    state.apply(StartRound(0, 0))
    takes = [a for a in state.legal_actions(0) if isinstance(a, Take)]
    assert takes, "the seed deals a hand that makes a tile on offer"
    return takes[0]


def take_keys(take: Take) -> list[str]:
    """Select the take's cards in the hand (the row the round starts in), go up to the offer, take it."""
    state = new_game(2, seed=SEED, round_ms=ROUND_MS)
    state.apply(StartRound(0, 0))
    hand = state.hands[0]
    keys: list[str] = []
    for card in take.cards:
        keys += [HOME, *[RIGHT] * hand.index(card), " "]
    keys += [UP, HOME, *[RIGHT] * take.stack, "\r"]
    return keys


def test_a_short_round_against_the_computer_by_keystrokes(tmp_path: Path) -> None:
    take = first_take()
    started = time.monotonic()
    child = spawn(tmp_path, "monkeys", "--quick", "--speech", "none", "--lang", "cs", "--seed", str(SEED),
                  "--round-minutes", ROUND_MINUTES, "--bot-speed", "slow", "--delay", "0",
                  timeout=20, columns=200)
    log: list[str] = []

    def expect(pattern: str) -> None:
        child.expect(pattern)
        log.append(child.before + child.after)

    try:
        expect("4 Monkeys")
        expect(r"Kolo 1 ze 3, potrvá 15 sekund\. Až budeš chtít začít, stiskni Enter\.")
        child.send("\r")
        expect(r"Kolo 1 ze 3 začíná")
        expect(r"V ruce máš 5 karet")
        for key in take_keys(take):
            child.send(key)
            time.sleep(0.02)
        expect(r"Bereš ")
        child.send("t")  # the time left, asked by key
        expect(r"Zbývá")
        expect(r"Zbývá 10 sekund\.")  # the timer's own announcement
        expect(r"Čas vypršel\. Kolo 1 končí")
        expect(r"Krok 1")
        expect(r"Krok 2")
        expect(r"Po 1\. kole: ty -?\d+, Jana -?\d+\.")  # round 1: its points are the standings (issue 25)
        expect(r"Kolo 2 ze 3")
        child.send("s")
        expect(r"Celkem")
        child.sendcontrol("q")
        expect("Opravdu skončit")
        child.send("a")
        expect("Na shledanou")
        child.expect(pexpect.EOF)
        log.append(child.before)
    finally:
        child.close(force=True)
    elapsed = time.monotonic() - started
    text = "".join(log)
    assert child.exitstatus == 0
    transcript_checks(text)
    assert text.index("Bereš") < text.index("Čas vypršel"), "the tile was taken during the round"
    assert list((tmp_path / "data").glob("**/autosave-monkeys.json")), "quitting keeps the game"
    # a hang guard only (each expect has its own 20 s): the round's clock ran, nothing waited for ever
    assert elapsed < 180, f"a 15-second round took {elapsed:.0f} s in all"

    again = spawn(tmp_path, "--resume", "--speech", "none", "--lang", "cs", "--delay", "0", timeout=20,
                  columns=200)
    try:
        again.expect("Pokračuje uložená hra 4 Monkeys")
        again.expect(r"Kolo 2 ze 3, potrvá 15 sekund")
        again.send("s")
        again.expect(r"Kolo 1: ty \d+.*Celkem: ty")
        again.sendcontrol("q")
        again.expect("Opravdu skončit")
        again.send("a")
        again.expect("Na shledanou")
        again.expect(pexpect.EOF)
    finally:
        again.close(force=True)
    assert again.exitstatus == 0

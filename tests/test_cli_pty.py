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

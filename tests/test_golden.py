"""Golden narrated transcripts: every transcript in ``tests/golden/`` is what its first line's command says
now, byte for byte (see ``tests/golden_support.py``; ``GOLDEN_UPDATE=1`` rewrites them on purpose)."""

from __future__ import annotations

import difflib
import os
import sys
from pathlib import Path

import pytest
from golden_support import GOLDEN, parse, read_keys, run, screen_lines

TRANSCRIPTS = sorted(GOLDEN.glob("*.txt"))
UPDATE = os.environ.get("GOLDEN_UPDATE") == "1"


def test_every_game_has_its_transcripts() -> None:
    from beastybar_access.console.games import PLAYABLE_GAMES, make_adapter
    from beastybar_access.narration import Localizer

    names = {p.name for p in TRANSCRIPTS}
    loc = Localizer.load("en")
    for game in PLAYABLE_GAMES:
        assert {f"{game}-computers-cs.txt", f"{game}-computers-en.txt"} <= names, game
        # a game of two people by keys from a file; a real-time game seats one person at a keyboard,
        # and its computers then move on the wall clock, so keys from a file would land at other moments
        if not make_adapter(game, loc).real_time:
            assert f"{game}-hot-seat-cs.txt" in names, game
    assert "beastybar-hot-seat-en.txt" in names


@pytest.mark.parametrize("path", TRANSCRIPTS, ids=[p.stem for p in TRANSCRIPTS])
def test_transcript_is_unchanged(path: Path, tmp_path: Path) -> None:
    golden = parse(path)
    if golden.keys is not None and sys.platform == "win32":
        pytest.skip("keys are typed into a pseudo-terminal, a POSIX thing")
    now = run(golden, tmp_path)
    if UPDATE:
        if now != golden.expected:
            path.write_text(now, encoding="utf-8")
        return
    if now != golden.expected:
        diff = "".join(difflib.unified_diff(golden.expected.splitlines(keepends=True),
                                            now.splitlines(keepends=True), f"{path.name} (golden)",
                                            f"{path.name} (now)", n=2))
        pytest.fail(f"{path.name} changed; if the new wording is intended, regenerate with "
                    f"GOLDEN_UPDATE=1 .venv/bin/python -m pytest tests/test_golden.py and review:\n{diff}",
                    pytrace=False)


def test_the_key_file_format(tmp_path: Path) -> None:
    keys = tmp_path / "k.keys"
    keys.write_text("# a comment\nenter\n\nright  # hear the first card\nq\n", encoding="utf-8")
    assert read_keys(keys) == ["\r", "\x1b[C", "q"]
    keys.write_text("entr\n", encoding="utf-8")
    with pytest.raises(ValueError, match="unknown key 'entr'"):
        read_keys(keys)


def test_screen_lines_keep_what_a_reader_hears() -> None:
    raw = "Hra začíná.\r\n> \rJsi na tahu.\r\n> \rA \r\n\x07> "
    assert screen_lines(raw) == "Hra začíná.\nJsi na tahu.\nA\n"

"""Running the real program in a pseudo-terminal, shared by the end-to-end tests."""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")

ROOT = Path(__file__).resolve().parent.parent
VENV_PYTHON = ROOT / ".venv" / "bin" / "python"
PYTHON = str(VENV_PYTHON) if VENV_PYTHON.exists() else sys.executable

ALT_SCREEN = "\x1b[?1049h"
CURSOR_ADDRESS = re.compile(r"\x1b\[\d*;\d*[Hf]")


def spawn(tmp_path: Path, *args: str, timeout: float = 15, columns: int = 160) -> pexpect.spawn:
    """``python -m beastybar_access ARGS`` in a pty of 40 rows, with settings and saves under ``tmp_path``."""
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               PROMPT_TOOLKIT_NO_CPR="1", TERM="xterm", LANG="C.UTF-8")
    env.pop("LC_ALL", None)
    child = pexpect.spawn(PYTHON, ["-m", "beastybar_access", *args], env=env, cwd=str(ROOT),
                          encoding="utf-8", timeout=timeout, dimensions=(40, columns))
    child.delaybeforesend = None
    return child


def transcript_checks(text: str) -> None:
    """What a screen reader needs of the output: appended lines only, no screen addressing."""
    assert ALT_SCREEN not in text, "the alternate screen was used"
    assert not CURSOR_ADDRESS.search(text), "the cursor was moved to a row and column"
    escapes = sorted(set(re.findall(r"\x1b.{0,6}", text)))
    assert "\x1b[" not in text, f"escape sequences were written: {escapes}"

"""Where prismatoid has no wheel (Linux below glibc 2.34, macOS 10.15) it is not installed (issue 22, item 1):
the program then speaks by the next means it has, espeak-ng, and its start line says why screen readers and
system voices are not used. The real program in a pty, with prismatoid made unimportable and a stand-in
espeak-ng on the PATH."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from pty_support import PYTHON, ROOT

pexpect = pytest.importorskip("pexpect")

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="a POSIX stand-in espeak-ng")


@pytest.mark.parametrize("lang, line", [
    ("en", "Speech: the program's own voice (espeak-ng). Screen readers and system voices need the "
           "prismatoid library"),
    ("cs", "Řeč: vlastní hlas programu (espeak-ng). Odečítače obrazovky a hlasy systému potřebují "
           "knihovnu prismatoid"),
])
def test_without_prismatoid_espeak_ng_speaks_and_the_start_line_says_why(tmp_path: Path, lang: str,
                                                                         line: str) -> None:
    blocked = tmp_path / "blocked"
    blocked.mkdir()
    (blocked / "prism.py").write_text('raise ImportError("not installed here")\n', encoding="utf-8")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    espeak = bin_dir / "espeak-ng"
    espeak.write_text('#!/bin/sh\ncase "$*" in *--voices*) echo " 5  cs  M  czech  cs"; '
                      'echo " 5  en  M  english  en";; esac\ncat >/dev/null\nexit 0\n', encoding="utf-8")
    espeak.chmod(0o755)
    env = {k: v for k, v in os.environ.items() if k != "LC_ALL"}
    env.update(PYTHONPATH=str(blocked), PATH=f"{bin_dir}{os.pathsep}{env.get('PATH', '')}",
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_STATE_HOME=str(tmp_path / "state"), PROMPT_TOOLKIT_NO_CPR="1", TERM="xterm",
               LANG="C.UTF-8", PULSE_SERVER="unix:/nonexistent")  # a sound server named: somewhere to play
    child = pexpect.spawn(PYTHON, ["-m", "beastybar_access", "--quick", "--lang", lang], env=env,
                          cwd=str(ROOT), encoding="utf-8", timeout=30, dimensions=(40, 200))
    try:
        child.expect_exact(line)
    finally:
        child.terminate(force=True)

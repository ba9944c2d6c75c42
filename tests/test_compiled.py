"""The compiled kernel (mypyc; ``setup.py``, ``scripts/test_compiled.sh``) plays the same games as the
pure-Python source, and the computers make the same moves on it.

In an ordinary run the kernel is pure Python and these tests are skipped. ``scripts/test_compiled.sh`` runs
them in a compiled copy of the tree with ``BEASTYBAR_EXPECT_COMPILED=1`` (so a build that silently stayed
pure Python fails) and ``BEASTYBAR_PURE_SOURCE`` naming the source tree, which a second process imports to
play the same games in pure Python.
"""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

KERNEL = ("beastybar_access.games.beastybar.rules", "beastybar_access.games.beastybar.engine",
          "beastybar_access.games.cubirds.rules", "beastybar_access.games.cubirds.engine")
"""The modules setup.py compiles."""

EXPECTED = os.environ.get("BEASTYBAR_EXPECT_COMPILED") == "1"


def _compiled(name: str) -> bool:
    return not str(importlib.import_module(name).__file__).endswith(".py")


COMPILED = all(_compiled(name) for name in KERNEL)

# What both builds compute: each game's digest (tests/test_kernel_digests.py) and the computers' moves.
PROBE = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
sys.path.insert(0, sys.argv[1] + "/tests")
from test_kernel_digests import CONFIGS, computer_moves, game_digest

games = {name: [game_digest(module, players, variant, i).hex() for i in range(0, 300, 7)]
         for name, (module, players, variant) in CONFIGS.items()}
print(json.dumps({"games": games, "moves": computer_moves()}))
"""


def _probe(root: Path, env: dict[str, str]) -> dict[str, Any]:
    out = subprocess.run([sys.executable, "-c", PROBE, str(root)], capture_output=True, text=True, env=env,
                         check=True, timeout=600).stdout
    result: dict[str, Any] = json.loads(out)
    return result


def test_the_kernel_is_compiled_when_expected() -> None:
    if not EXPECTED:
        pytest.skip("a pure-Python run (scripts/test_compiled.sh runs this against the compiled kernel)")
    assert {name: _compiled(name) for name in KERNEL} == dict.fromkeys(KERNEL, True)


@pytest.mark.skipif(not COMPILED, reason="the kernel is pure Python here (see scripts/test_compiled.sh)")
def test_both_builds_play_the_same_games_and_moves(tmp_path: Path) -> None:
    here = Path(__file__).resolve().parent.parent
    source = Path(os.environ.get("BEASTYBAR_PURE_SOURCE", ""))
    if not (source / "beastybar_access" / "games" / "beastybar" / "rules.py").is_file():
        pytest.fail("BEASTYBAR_PURE_SOURCE must name the pure-Python source tree")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    pure = _probe(source, env)
    compiled = _probe(here, {**env, "PYTHONPATH": str(here)})
    assert compiled["games"] == pure["games"]
    assert compiled["moves"] == pure["moves"]
    assert len(pure["moves"]) > 40


"""The rules kernels play the same games as before: digests of 10,000 seeded games per configuration.

Game ``i`` of a configuration is dealt from seed ``i`` and played to its end by the kernel's random playout
(``State.playout``, the loop of ``beastybar simulate`` and of the computers' rollouts) with
``random.Random(DIGEST_SALT + i)``. Its digest covers the saved game (every action and the final snapshot,
``State.to_json``) and the events of the same actions replayed one by one through ``State.apply`` (the path
the console, the narration and the server take), so a change in any rule, any random choice of the playout,
any event or the order of the deal changes it. The digests of each block of 100 games are hashed together
and stored in ``tests/data/kernel_digests.json``, made by the code of commit 830c118 (before the faster
kernel); the test replays the first two blocks of every configuration by default and all 100 with
``--run-slow``.

``python tests/test_kernel_digests.py --write`` rewrites the file: only for a deliberate change of the
rules, said in the commit.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from beastybar_access.games.beastybar import engine as bb
from beastybar_access.games.cubirds import engine as cb

DATA = Path(__file__).parent / "data" / "kernel_digests.json"
DIGEST_SALT = 1_000_003
BLOCK = 100
BLOCKS = 100  # 10,000 games per configuration
FAST_BLOCKS = 2
REPLAY_EVERY = 10

CONFIGS: dict[str, tuple[Any, int, str]] = {
    "beastybar-2p": (bb, 2, "standard"),
    "beastybar-3p": (bb, 3, "standard"),
    "beastybar-4p": (bb, 4, "standard"),
    "beastybar-2p-advanced": (bb, 2, "advanced"),
    "cubirds-2p": (cb, 2, "standard"),
    "cubirds-4p": (cb, 4, "standard"),
}


def game_digest(module: Any, players: int, variant: str, index: int,
                rng: random.Random | None = None) -> bytes:
    """The digest of game ``index``: its saved form after a random playout, and its events replayed."""
    state = module.new_game(players, seed=index, variant=variant)
    state.playout(rng if rng is not None else random.Random(DIGEST_SALT + index))
    saved = state.to_json()
    h = hashlib.sha256(json.dumps(saved, sort_keys=True).encode())
    if index % REPLAY_EVERY:
        return h.digest()
    replay = module.new_game(players, seed=index, variant=variant)
    for _player, action in saved["actions"]:
        events = replay.apply(module.action_from_json(action))
        h.update(json.dumps([e.to_json() for e in events], sort_keys=True).encode())
    assert replay.snapshot() == saved["snapshot"]
    return h.digest()


def block_digest(name: str, block: int) -> str:
    module, players, variant = CONFIGS[name]
    h = hashlib.sha256()
    for index in range(block * BLOCK, (block + 1) * BLOCK):
        h.update(game_digest(module, players, variant, index))
    return h.hexdigest()[:20]


def _stored() -> dict[str, list[str]]:
    data: dict[str, list[str]] = json.loads(DATA.read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_first_games_are_the_same(name: str) -> None:
    stored = _stored()[name]
    assert len(stored) == BLOCKS
    assert [block_digest(name, b) for b in range(FAST_BLOCKS)] == stored[:FAST_BLOCKS]


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_ten_thousand_games_are_the_same(name: str) -> None:
    stored = _stored()[name]
    changed = [b for b in range(BLOCKS) if block_digest(name, b) != stored[b]]
    assert not changed, f"{name}: games {[(b * BLOCK, (b + 1) * BLOCK - 1) for b in changed]} changed"


def test_a_changed_game_changes_the_digest() -> None:
    """The digest sees a single different random choice (so the tests above can fail)."""
    a = game_digest(bb, 2, "standard", 10)
    assert a == game_digest(bb, 2, "standard", 10)
    rng = random.Random(DIGEST_SALT + 10)
    rng.random()  # one draw out of step: other choices from the same deal
    assert game_digest(bb, 2, "standard", 10, rng) != a
    assert game_digest(bb, 2, "standard", 11) != a
    assert game_digest(cb, 2, "standard", 10) != game_digest(cb, 2, "standard", 10, random.Random(1))


if __name__ == "__main__" and sys.argv[1:] == ["--write"]:
    DATA.write_text(json.dumps({name: [block_digest(name, b) for b in range(BLOCKS)] for name in CONFIGS},
                               indent=1) + "\n", encoding="utf-8")

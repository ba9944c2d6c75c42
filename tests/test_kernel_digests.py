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


Games = tuple[tuple[str, int, tuple[str, ...], dict[str, int]], ...]
COMPUTER_GAMES: Games = (
    ("beastybar", 2, ("hard", "normal"), {"iterations": 40}),
    ("beastybar", 4, ("hard", "normal", "easy", "hard"), {"samples": 12}),
    ("cubirds", 2, ("hard", "normal"), {}),
    ("cubirds", 4, ("hard", "easy", "normal", "hard"), {}),
)
"""Games between the computer levels (the hard level with its own budget where ``{}``), quick."""
FULL_COMPUTER_GAMES: Games = (
    ("beastybar", 2, ("hard", "normal"), {}),
    ("beastybar", 4, ("hard", "normal", "normal", "normal"), {}),
)
"""The Beasty Bar hard level with its whole budget (slow)."""


def computer_moves(games: Games = COMPUTER_GAMES) -> list[str]:
    """Every move of ``games``, in order."""
    from beastybar_access.bots import make_bot
    from beastybar_access.games import get_game

    moves = []
    for game, players, seats, options in games:
        state = get_game(game).new_game(players, seed=77)
        bots = [make_bot(game, seats[i], **(options if seats[i] == "hard" else {})) for i in range(players)]
        rngs = [random.Random(f"moves:{game}:{players}:{i}") for i in range(players)]
        while not state.is_over():
            seat = state.current
            action = bots[seat].choose(state.view(seat), rngs[seat])
            moves.append(f"{seat} {action!r}")
            state.apply(action)
    return moves


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


def _moves_digest(games: Games) -> str:
    return hashlib.sha256("\n".join(computer_moves(games)).encode()).hexdigest()[:20]


def test_the_computers_choose_as_before() -> None:
    """The computers make the same moves as the code of 830c118 did: a faster kernel or search that keeps
    every move keeps every level's strength."""
    assert len(computer_moves()) > 100
    assert _moves_digest(COMPUTER_GAMES) == _stored()["computer-moves"][0]


@pytest.mark.slow
def test_the_hard_level_chooses_as_before_with_its_whole_budget() -> None:
    assert _moves_digest(FULL_COMPUTER_GAMES) == _stored()["computer-moves"][1]


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
    data = {name: [block_digest(name, b) for b in range(BLOCKS)] for name in CONFIGS}
    data["computer-moves"] = [_moves_digest(COMPUTER_GAMES), _moves_digest(FULL_COMPUTER_GAMES)]
    DATA.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")

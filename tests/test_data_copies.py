"""The rulebook scenarios the tests run are copies of ``shared/<game>/rulebook_scenarios.json``, kept in
``tests/data/`` so that a checkout on its own (CI) runs them too. ``tests/data/SHA256SUMS`` holds the
shared files' digests as they were copied: editing a copy (to make a failing scenario pass, say) turns
this red. Where ``shared/`` sits beside the checkout, the copies must also still equal it."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data"
SHARED = Path(__file__).resolve().parents[2] / "shared"
GAMES = ("beastybar", "cubirds", "monkeys")


def recorded_digests() -> dict[str, str]:
    lines = (DATA / "SHA256SUMS").read_text(encoding="utf-8").splitlines()
    return {name: digest for digest, name in (line.split() for line in lines if line.strip())}


def test_every_copy_has_a_recorded_digest() -> None:
    assert set(recorded_digests()) == {f"{game}_rulebook_scenarios.json" for game in GAMES}


@pytest.mark.parametrize("game", GAMES)
def test_the_copy_is_the_shared_file_unedited(game: str) -> None:
    copy = DATA / f"{game}_rulebook_scenarios.json"
    digest = hashlib.sha256(copy.read_bytes()).hexdigest()
    assert digest == recorded_digests()[copy.name], f"{copy.name} differs from the shared file it copies"
    shared = SHARED / game / "rulebook_scenarios.json"
    if shared.exists():  # a development checkout beside shared/: the copy is still current
        assert copy.read_bytes() == shared.read_bytes(), f"shared/{game}/ changed: copy it to {copy}"

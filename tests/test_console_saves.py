"""Autosave after every turn, resume, and what happens to a damaged save."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from console_support import CTRL_Q, ENTER, Harness, quick_plan

from beastybar_access.console.storage import DamagedSaveError, SaveStore, write_json_atomic


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 30))


def test_atomic_write_and_load(tmp_path: Path) -> None:
    store = SaveStore("beastybar", tmp_path / "data")
    assert store.load() is None
    store.save({"state": {"x": 1}})
    assert store.load() == {"format": 1, "game": "beastybar", "state": {"x": 1}}
    assert sorted(p.name for p in (tmp_path / "data").iterdir()) == [  # the lock: issue 27
        ".autosave-beastybar.json.lock", "autosave-beastybar.json"]
    store.delete()
    assert not store.exists()


def test_a_failed_write_keeps_the_old_file(tmp_path: Path) -> None:
    path = tmp_path / "f.json"
    write_json_atomic(path, {"a": 1})
    with pytest.raises(TypeError):
        write_json_atomic(path, {"a": object()})
    assert json.loads(path.read_text(encoding="utf-8")) == {"a": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["f.json"]


def test_unreadable_save_is_moved_aside(tmp_path: Path) -> None:
    store = SaveStore("beastybar", tmp_path)
    store.path.write_text("{broken", encoding="utf-8")
    with pytest.raises(DamagedSaveError) as info:
        store.load()
    assert not store.exists()
    assert info.value.moved_to is not None and info.value.moved_to.read_text(encoding="utf-8") == "{broken"


async def _play_turns(h: Harness, turns: int) -> None:
    for _ in range(turns):
        await h.until(h.waiting_for_human)
        done = h.console.table.turns
        await h.press(ENTER)
        await h.until(lambda d=done: h.console.table.turns > d)


def test_autosave_after_every_turn_and_resume_continues_the_same_game(tmp_path: Path) -> None:
    async def main() -> None:
        h = Harness(tmp_path, quick_plan(seed=11))
        await h.start()
        await _play_turns(h, 3)
        await h.until(h.waiting_for_human)
        saved = h.saves.load()
        assert saved is not None and saved["turns"] == h.console.table.turns
        snapshot = h.console.table.state.snapshot()
        hand_line = h.adapter.narrator.hand(h.console.context().view, "brief").text
        await h.press(CTRL_Q, "a")
        assert await asyncio.wait_for(h.task, 5) == 0
        await h.stop()

        again = Harness(tmp_path, None, resume=True)
        await again.start()
        await again.said(again.line("ui-resumed"))
        await again.until(again.waiting_for_human)
        # the saved game goes on: "Hra pokračuje", not "Hra začíná" (issue 15)
        assert any(t.startswith("Hra pokračuje. U stolu:") for t in again.texts)
        assert not any(t.startswith("Hra začíná") for t in again.texts)
        assert again.console.table.state.snapshot() == snapshot
        assert again.console.table.names == ["Ty", "Jana"]
        assert hand_line in again.texts
        await again.stop()

    run(main())


@pytest.mark.parametrize("damage", ["table", "json"])
def test_a_damaged_save_is_reported_in_one_line_and_a_new_game_is_offered(tmp_path: Path,
                                                                          damage: str) -> None:
    async def main() -> None:
        store = SaveStore("beastybar", tmp_path / "data")
        if damage == "table":
            store.save({"state": {"game": "beastybar", "version": 1, "config": {}}, "seats": [], "names": []})
        else:
            store.path.parent.mkdir(parents=True)
            store.path.write_text('{"format": 1, "game": "beasty', encoding="utf-8")
        h = Harness(tmp_path, quick_plan(seed=2), resume=damage == "table")
        await h.start()
        if damage == "json":  # found at start without --resume: offered, taken, found damaged
            await h.said(h.line("ui-saved-game-found"))
            await h.press(ENTER)
        await h.said(h.line("ui-offer-new-game"))
        damaged = [t for t in h.texts if t.startswith(h.line("ui-save-damaged", reason="", path="")[:20])]
        assert len(damaged) == 1
        aside = list((tmp_path / "data").glob("autosave-beastybar.damaged-*.json"))
        assert len(aside) == 1 and str(aside[0]) in damaged[0]
        await h.press(ENTER)  # start a new game
        await h.until(h.waiting_for_human)
        await h.stop()

    run(main())


def test_a_saved_game_is_offered_when_starting_without_resume(tmp_path: Path) -> None:
    async def main() -> None:
        h = Harness(tmp_path, quick_plan(seed=11))
        await h.start()
        await _play_turns(h, 1)
        await h.until(h.waiting_for_human)
        snapshot = h.console.table.state.snapshot()
        await h.stop()

        again = Harness(tmp_path, quick_plan(seed=99))
        await again.start()
        await again.said(again.line("ui-saved-game-found"))
        await again.press(ENTER)  # continue it
        await again.until(again.waiting_for_human)
        assert again.console.table.state.snapshot() == snapshot
        await again.stop()

    run(main())


def test_seats_given_on_the_command_line_win_over_a_saved_game_of_other_players(tmp_path: Path) -> None:
    """A saved game of two, started again with three seats chosen: no question, the new game of three
    starts (the saved one is said to be set aside); the same seats again would offer the save."""
    async def main() -> None:
        h = Harness(tmp_path, quick_plan(seed=11))
        await h.start()
        await _play_turns(h, 1)
        await h.stop()

        seats = ["human", "human", "random"]
        again = Harness(tmp_path, quick_plan(seed=99, players=3, seats=seats, names=["Ty", "Eva", "Jana"]))
        await again.start()
        await again.until(again.waiting_for_human)
        assert [s.kind for s in again.console.table.seats] == seats and again.console.table.turns == 0
        assert again.line("ui-saved-set-aside", game="Beasty Bar") in again.texts
        assert again.line("ui-saved-game-found") not in again.texts
        await again.stop()

    run(main())


def test_resume_without_a_save_says_so_and_starts_a_new_game(tmp_path: Path) -> None:
    async def main() -> None:
        h = Harness(tmp_path, quick_plan(seed=2), resume=True)
        await h.start()
        await h.said(h.line("ui-no-save"))
        await h.until(h.waiting_for_human)
        await h.stop()

    run(main())

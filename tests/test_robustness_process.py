"""Issue 12 with real processes: ``arena --jobs`` (item 13), a pipe whose reader has gone (item 14),
SIGTERM and SIGHUP during a game, and ``simulate --check``."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from beastybar_access.commands import simulate as simulate_command
from beastybar_access.commands.arena import cpu_count

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals and process groups")

ROOT = Path(__file__).resolve().parent.parent


def _env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               HOME=str(tmp_path / "home"), LANG="en_GB.UTF-8")
    env.pop("LC_ALL", None)
    return env


def _command(*args: str) -> list[str]:
    return [sys.executable, "-m", "beastybar_access", *args]


# --- item 13: arena --jobs --------------------------------------------------------------------------------


def test_item_13_more_jobs_than_processors_is_refused_at_once(tmp_path: Path) -> None:
    start = time.monotonic()
    out = subprocess.run(_command("arena", "--jobs", "100000", "--games", "2"), env=_env(tmp_path),
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and out.stdout == ""
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error:") and f"({cpu_count()})" in lines[0]
    assert time.monotonic() - start < 30


def _group_alive(pgid: int) -> bool:
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return False
    return True


def _children(pid: int) -> list[int]:
    try:
        text = Path(f"/proc/{pid}/task/{pid}/children").read_text()
    except OSError:
        return []
    return [int(p) for p in text.split()]


@pytest.mark.skipif(cpu_count() < 2, reason="two worker processes need two processors")
def test_item_13_ctrl_c_ends_the_arena_and_every_worker_within_2_seconds(tmp_path: Path) -> None:
    proc = subprocess.Popen(_command("arena", "--jobs", "2", "--games", "400", "--seats", "hard,hard"),
                            env=_env(tmp_path), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True)
    try:
        deadline = time.monotonic() + 60
        while len(_children(proc.pid)) < 2 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert len(_children(proc.pid)) >= 2, "the workers did not start"
        time.sleep(0.5)  # the workers are playing
        os.killpg(proc.pid, signal.SIGINT)  # as Ctrl+C in a terminal: to the whole foreground group
        sent = time.monotonic()
        proc.wait(timeout=10)
        while _group_alive(proc.pid) and time.monotonic() - sent < 5:
            time.sleep(0.02)
        ended = time.monotonic() - sent
        _out, err = proc.communicate(timeout=5)
    finally:
        if _group_alive(proc.pid):
            os.killpg(proc.pid, signal.SIGKILL)
    assert ended < 2.0, f"the arena and its workers took {ended:.1f} s to end"
    assert proc.returncode == 130
    assert "Traceback" not in err


# --- item 14: the reader of the output has gone ---------------------------------------------------------


@pytest.mark.parametrize("args", [("cards", "--braille"), ("cards",), ("simulate", "--games", "50")])
def test_item_14_a_pipe_whose_reader_has_gone_ends_quietly(tmp_path: Path, args: tuple[str, ...]) -> None:
    proc = subprocess.Popen(_command(*args), env=_env(tmp_path), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()  # the reader closes at once
    err = proc.stderr.read().decode("utf-8", "replace")
    code = proc.wait(timeout=60)
    assert err == "", err
    assert code == 141


# --- SIGTERM and SIGHUP -----------------------------------------------------------------------------------


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP], ids=["SIGTERM", "SIGHUP"])
def test_a_signal_saves_the_game_and_ends_cleanly(tmp_path: Path, signum: int) -> None:
    pexpect = pytest.importorskip("pexpect")
    from pty_support import spawn

    child = spawn(tmp_path, "--quick", "--speech", "none", "--lang", "cs", "--seed", "3", "--delay", "0")
    try:
        child.expect("Jsi na tahu")
        child.expect(r"V ruce[^\n]*\n")
        child.send("\r")  # play the first card
        child.expect("Jsi na tahu")
        child.expect(r"V ruce[^\n]*\n")
        save = tmp_path / "data" / "beastybar" / "autosave-beastybar.json"
        deadline = time.monotonic() + 15
        while not save.exists() and time.monotonic() < deadline:
            child.expect([pexpect.TIMEOUT, r"\n"], timeout=0.1)
        saved = json.loads(save.read_text(encoding="utf-8"))
        assert saved["turns"] >= 1
        before = save.read_bytes()
        child.kill(signum)
        if signum == signal.SIGTERM:
            child.expect("Na shledanou")
        child.expect(pexpect.EOF, timeout=15)
    finally:
        child.close(force=True)
    assert child.exitstatus == 128 + signum, (child.exitstatus, child.signalstatus)
    assert save.read_bytes() == before  # nothing was played since: the save stays as it was


def test_a_signal_saves_a_position_whose_autosave_failed(tmp_path: Path) -> None:
    import asyncio

    from console_support import ENTER, Harness, quick_plan

    async def main() -> None:
        h = Harness(tmp_path, quick_plan(seed=3))
        await h.start()
        await h.until(h.waiting_for_human)
        real_save = h.console.saves.save

        def full_disk(*_args: object) -> None:
            raise OSError(28, "No space left on device")

        h.console.saves.save = full_disk  # type: ignore[method-assign]
        await h.press(ENTER)
        await h.until(lambda: h.console.table.turns >= 2)
        await h.until(h.waiting_for_human)
        assert not h.saves.exists()
        h.console.saves.save = real_save  # type: ignore[method-assign]  # the disk has room again
        h.console.flow.on_signal(signal.SIGTERM)
        assert await asyncio.wait_for(h.task, 5) == 128 + signal.SIGTERM
        saved = h.saves.load()
        assert saved is not None and saved["turns"] == h.console.table.turns
        assert h.texts[-2:] == [h.line("ui-saved-resume"), h.line("ui-bye")]
        await h.stop()

    asyncio.run(asyncio.wait_for(main(), 30))


# --- simulate --check -------------------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "players", "games"), [("beastybar", 2, 40), ("beastybar", 4, 20),
                                                        ("cubirds", 5, 6), ("monkeys", 2, 1)])
def test_simulate_check_counts_what_it_checked(tmp_path: Path, game: str, players: int, games: int) -> None:
    out = subprocess.run(_command("simulate", "--game", game, "--players", str(players),
                                  "--games", str(games), "--seed", "5", "--check", "--json"),
                         env=_env(tmp_path), capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["problems"] == [] and data["checked"] >= games * 10 and data["games"] == games
    text = subprocess.run(_command("simulate", "--game", game, "--players", str(players), "--games", "1",
                                   "--check"),
                          env=_env(tmp_path), capture_output=True, text=True, timeout=300)
    assert "Invariants checked after" in text.stdout and "no problems" in text.stdout


def test_simulate_check_finds_a_broken_invariant(monkeypatch: pytest.MonkeyPatch) -> None:
    from beastybar_access.games.beastybar.engine import State

    real_apply = State.apply

    def losing_apply(self: State, action: object, record: bool = True) -> list[object]:
        events = real_apply(self, action, record)  # type: ignore[arg-type]
        if len(self.bar) == 2:
            self.bar.pop()  # a card vanishes from the bar
        return events  # type: ignore[return-value]

    monkeypatch.setattr(State, "apply", losing_apply)
    result = simulate_command.simulate("beastybar", 2, 30, 1, check=True)
    assert result.problems and all("card census" in p for p in result.problems)
    assert result.checked is not None


def _leaky(monkeypatch: pytest.MonkeyPatch, state_class: type, method: str, leak: Any) -> None:
    """Patch ``state_class.method`` (``view`` or ``spectator_view``) so that from the sixth action on its
    view is ``leak(state, view)``."""
    real = getattr(state_class, method)

    def view(self: Any, *args: Any) -> Any:
        v = real(self, *args)
        return leak(self, v) if self.plays >= 6 else v

    monkeypatch.setattr(state_class, method, view)


def _check_reports(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                   game: str, problem: str) -> None:
    from beastybar_access import cli

    for name in ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(name, str(tmp_path))
    status = cli.main(["--lang", "en", "simulate", "--game", game, "--players", "3", "--games", "2",
                       "--seed", "7", "--check"])
    out = capsys.readouterr().out
    assert status == 1, out
    seed = random.Random(7).getrandbits(63)  # game 1's deal seed, as simulate draws it
    assert f"game 1 (deal seed {seed}): {problem}" in out, out


def test_simulate_check_reports_a_view_showing_another_seats_card(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from beastybar_access.games.beastybar.engine import State

    _leaky(monkeypatch, State, "view",
           lambda state, v: replace(v, hand=(*v.hand, state.hands[(v.player + 1) % 3][0]))
           if v.player == 1 and state.hands[2] else v)
    _check_reports(monkeypatch, tmp_path, capsys, "beastybar", "seat 2's view shows a wrong hand")


def test_simulate_check_reports_a_spectator_view_with_a_seats_private_history(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from beastybar_access.games.cubirds.engine import State

    # the old spectator view of issue 12, item 15: seat 1's own history, drawn and dealt cards included
    _leaky(monkeypatch, State, "spectator_view", lambda state, v: replace(v, history=state.view(0).history))
    _check_reports(monkeypatch, tmp_path, capsys, "cubirds",
                   "the spectator's view changed an earlier entry of its history")


def test_simulate_check_reports_a_view_showing_another_seats_kept_tile(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from beastybar_access.games.monkeys.engine import State

    def leak(state: State, v: Any) -> Any:
        other = (v.player + 1) % 3
        if v.player != 0 or not state.tiles[other]:
            return v
        tiles = list(v.tiles)
        mine = zip(tiles[other], state.tiles[other], strict=True)
        tiles[other] = tuple(replace(t, cards=owned.cards) for t, owned in mine)
        return replace(v, tiles=tuple(tiles))

    _leaky(monkeypatch, State, "view", leak)
    _check_reports(monkeypatch, tmp_path, capsys, "monkeys", "seat 1's view shows a wrong tiles")

"""Saves that a careful tester damaged, and what the real program does with them in a terminal (issue 27,
N1–N4 and the minor ones): every value of a save is held to the command line's limits, one program per save,
the terminal restored after a suspend."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from beastybar_access.games.monkeys.engine import new_game
from beastybar_access.table import HUMAN, Seat, Table

pexpect = pytest.importorskip("pexpect")


def monkeys_save(tmp_path: Path, **options: Any) -> Path:
    """A 4 Monkeys save of a person and a computer, round 1 not yet started, written where the program
    run by :func:`pty_support.spawn` looks; ``options`` replace the table's."""
    state = new_game(2, seed=5, round_ms=60_000)
    table = Table("monkeys", state, [Seat(HUMAN, "Ann"), Seat("normal", "Bot")], 5,
                  options={"round_ms": 60_000, "bot_speed": "normal", **options})
    data = {"format": 1, "game": "monkeys", **table.to_saved()}
    if "state_round_ms" in options:
        del data["options"]["state_round_ms"]
        data["state"]["config"]["round_ms"] = options["state_round_ms"]
        data["options"]["round_ms"] = options["state_round_ms"]
    folder = tmp_path / "data" / "beastybar"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "autosave-monkeys.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("damage", [{"state_round_ms": 10**29}, {"bot_speed": "warp"}],
                         ids=["N1-huge-round", "N2-unknown-speed"])
def test_a_monkeys_save_outside_the_command_lines_limits_is_put_aside(tmp_path: Path,
                                                                      damage: dict[str, Any]) -> None:
    from pty_support import spawn

    save = monkeys_save(tmp_path, **damage)
    child = spawn(tmp_path, "monkeys", "--resume", "--speech", "none", "--lang", "en", "--delay", "0",
                  timeout=10)
    try:
        child.expect(r"The saved game cannot be read \([^)]*\); the file was put aside as ")
        child.expect("Start a new game")
        child.sendcontrol("q")
        child.expect("Really quit")
        child.send("y")
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    assert not save.exists()
    assert len(list(save.parent.glob("autosave-monkeys.damaged-*.json"))) == 1


def _stopped(pid: int) -> bool:
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] == "T"


def _wait_until(condition: Any, seconds: float = 10) -> None:
    import time

    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "waited in vain"
        time.sleep(0.02)


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the process state from /proc")
def test_n4_after_a_suspend_and_fg_keys_come_one_at_a_time_and_ctrl_c_still_asks(tmp_path: Path) -> None:
    import signal
    import termios

    from pty_support import spawn

    child = spawn(tmp_path, "--quick", "--speech", "none", "--lang", "en", "--seed", "3", "--delay", "0")
    try:
        child.expect(r"Hand: [^\n]*\n")
        lflag = 3
        assert not termios.tcgetattr(child.child_fd)[lflag] & termios.ICANON  # keys one at a time
        child.kill(signal.SIGTSTP)
        _wait_until(lambda: _stopped(child.pid))
        # the program gave the terminal back in line mode before it stopped, as a shell expects
        assert termios.tcgetattr(child.child_fd)[lflag] & termios.ICANON
        # the shell's own line editing leaves the terminal in line mode with echo (as bash does), then fg
        attrs = termios.tcgetattr(child.child_fd)
        attrs[lflag] |= termios.ICANON | termios.ECHO | termios.ISIG
        termios.tcsetattr(child.child_fd, termios.TCSANOW, attrs)
        child.kill(signal.SIGCONT)
        _wait_until(lambda: not termios.tcgetattr(child.child_fd)[lflag] & termios.ICANON)
        child.send("\x1b[C")  # one arrow, no Enter: the next card is read
        child.expect(r", \d of \d, strength")
        assert "^[[" not in child.before
        child.sendcontrol("c")  # a key again, not a signal: the quit question
        child.expect("Really quit")
        child.send("n")
        child.expect("The game goes on")
        child.kill(signal.SIGTERM)
        child.expect("Goodbye")
        # and on the way out (here SIGTERM's) the terminal is in line mode again
        _wait_until(lambda: bool(termios.tcgetattr(child.child_fd)[lflag] & termios.ICANON))
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)


def _first_copy_that_saved(tmp_path: Path) -> tuple[Any, Path]:
    """The first copy of the program on a new Beasty Bar game (--quick, seed 3) after its first card: its
    save written; and the save's path."""
    from pty_support import spawn

    save = tmp_path / "data" / "beastybar" / "autosave-beastybar.json"
    first = spawn(tmp_path, "--quick", "--speech", "none", "--lang", "en", "--seed", "3", "--delay", "0")
    try:
        first.expect(r"Hand: [^\n]*\n")
        first.send("\r")  # a card played: the first copy saves
        first.expect(r"Hand: [^\n]*\n")
        _wait_until(save.exists)
    except BaseException:
        first.close(force=True)
        raise
    return first, save


def _second_copy(tmp_path: Path, *args: str) -> Any:
    """A second copy of the program on the same save (``args``: how it is started), told so and asked
    whether to open it read-only or start another game."""
    from pty_support import spawn

    second = spawn(tmp_path, *args, "--speech", "none", "--lang", "en", "--delay", "0")
    try:
        second.expect("This saved game is open in another copy of the program")
        second.expect("Open the saved game read-only here, or start another game")
    except BaseException:
        second.close(force=True)
        raise
    return second


def test_n3_a_second_copy_on_the_same_save_is_told_and_never_overwrites_it(tmp_path: Path) -> None:
    first, save = _first_copy_that_saved(tmp_path)
    second = None
    try:
        turns = json.loads(save.read_text(encoding="utf-8"))["turns"]
        second = _second_copy(tmp_path, "--resume")
        second.send("\r")  # read-only
        second.expect(r"Hand: [^\n]*\n")
        second.send("\r")  # a card played in the read-only copy: said, not saved
        second.expect("The game could not be saved: the saved game is open in another copy of the program")
        assert json.loads(save.read_text(encoding="utf-8"))["turns"] == turns
        first.send("\r")  # the first copy plays on and keeps saving
        first.expect(r"Hand: [^\n]*\n")
        _wait_until(lambda: json.loads(save.read_text(encoding="utf-8"))["turns"] > turns)
        second.sendcontrol("q")
        second.expect("The last moves could not be saved")
        second.expect("Quit anyway")
        second.send("y")
        second.expect(pexpect.EOF)
        assert json.loads(save.read_text(encoding="utf-8"))["turns"] > turns  # the first copy's turns stay
        assert not list(save.parent.glob("*.tmp"))
    finally:
        first.close(force=True)
        if second is not None:
            second.close(force=True)


def test_a_data_folder_that_cannot_be_written_is_said_once_and_the_quit_question_does_not_contradict_it(
        tmp_path: Path) -> None:
    from pty_support import spawn

    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "beastybar").write_text("not a folder", encoding="utf-8")  # nothing can be saved
    child = spawn(tmp_path, "--quick", "--speech", "none", "--lang", "en", "--seed", "3", "--delay", "0")
    try:
        child.expect(r"Hand: [^\n]*\n")
        child.sendcontrol("q")
        child.expect("Quit anyway")
        child.send("y")
        child.expect(pexpect.EOF)
        said = child.before
    finally:
        child.close(force=True)
    assert "The game is saved" not in said and "Really quit? The game is saved" not in said


def test_a_killed_writers_temporary_file_is_removed_and_a_symlinked_save_stays_a_link(tmp_path: Path) -> None:
    from beastybar_access.console.storage import SaveStore

    elsewhere = tmp_path / "elsewhere.json"
    elsewhere.write_text("{}", encoding="utf-8")
    store = SaveStore("beastybar", tmp_path / "saves")
    store.directory.mkdir()
    store.path.symlink_to(elsewhere)
    stale = store.directory / f".{store.path.name}.abc123.tmp"
    stale.write_text("{half a sa", encoding="utf-8")
    other = store.directory / ".settings.json.abc.tmp"  # not this save's: left alone
    other.write_text("x", encoding="utf-8")
    assert not store.in_use()
    assert not stale.exists() and other.exists()
    store.save({"turns": 3})
    assert store.path.is_symlink()
    assert json.loads(elsewhere.read_text(encoding="utf-8"))["turns"] == 3
    # a second store of the same save (another copy of the program) may not write it
    from beastybar_access.console.storage import SaveInUseError

    assert not store.in_use()  # claimed here, as a console claims its save
    with pytest.raises(SaveInUseError):
        SaveStore("beastybar", tmp_path / "saves").save({"turns": 1})
    assert json.loads(elsewhere.read_text(encoding="utf-8"))["turns"] == 3


def test_n3_a_second_copy_may_start_another_game_which_does_not_overwrite_the_first(tmp_path: Path) -> None:
    first, save = _first_copy_that_saved(tmp_path)
    second = None
    try:
        before = save.read_bytes()
        second = _second_copy(tmp_path, "--quick", "--seed", "4")
        second.send("\x1b[B")  # start another game
        second.expect("start a new game")
        second.send("\r")
        second.expect(r"Hand: [^\n]*\n")
        second.send("\r")
        second.expect("The game could not be saved: the saved game is open in another copy of the program")
        assert save.read_bytes() == before
    finally:
        first.close(force=True)
        if second is not None:
            second.close(force=True)


def test_a_read_only_copy_that_finds_the_save_damaged_leaves_it_to_the_copy_playing_it(
        tmp_path: Path) -> None:
    """Two programs on one save: the second, opened read-only, finds the save damaged; it says so and leaves
    the file where it is (the first copy holds it and writes it on), moving nothing aside."""
    first, save = _first_copy_that_saved(tmp_path)
    second = None
    try:
        turns = json.loads(save.read_text(encoding="utf-8"))["turns"]
        save.write_text('{"format": 1, "game": "beastybar", "turns": [', encoding="utf-8")  # damaged
        second = _second_copy(tmp_path, "--resume")
        second.send("\r")  # read-only
        second.expect(r"The saved game cannot be read here \(.*\); another copy of the program has it open, "
                      r"so the file stays where it is: ")
        second.expect("Start a new game")
        assert save.exists() and not list(save.parent.glob("*damaged*"))
        first.send("\r")  # the first copy plays on and writes its save again
        first.expect(r"Hand: [^\n]*\n")
        _wait_until(lambda: save.read_text(encoding="utf-8").endswith("}"))
        assert json.loads(save.read_text(encoding="utf-8"))["turns"] > turns
        assert not list(save.parent.glob("*damaged*"))
    finally:
        first.close(force=True)
        if second is not None:
            second.close(force=True)

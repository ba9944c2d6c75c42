"""Nothing on disk, on the command line or on the keyboard crashes the game (issue 12, items 1-8 and 10-12).

Each test names the item it covers. Files are real files in a temporary directory; the command line runs
in-process through ``cli.main`` (the same code the ``beastybar`` command runs) with the user's directories
pointed at the temporary directory.
"""

from __future__ import annotations

import asyncio
import errno
import json
import os
from pathlib import Path
from typing import Any

import pytest
from console_support import CTRL_Q, ENTER, Harness, quick_plan

from beastybar_access import cli
from beastybar_access.console.keys import key_label
from beastybar_access.console.settings import Settings, SettingsFile
from beastybar_access.console.storage import DamagedSaveError, SaveStore, put_aside
from beastybar_access.narration import Localizer, echo
from beastybar_access.untrusted import UntrustedJSONError, parse_bytes

DEEP = b"[" * 100_000
BIG_INT = b'{"seed": ' + b"7" * 5000 + b"}"


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 30))


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The user's directories (HOME and XDG_*) in an empty temporary directory."""
    for var, sub in (("HOME", "home"), ("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"),
                     ("XDG_CACHE_HOME", "cache"), ("XDG_STATE_HOME", "state")):
        monkeypatch.setenv(var, str(tmp_path / sub))
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    monkeypatch.delenv("LANGUAGE", raising=False)
    return tmp_path


def cli_run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = cli.main(list(argv))
    except SystemExit as exc:  # argparse's refusals
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def one_error_line(err: str) -> str:
    lines = [line for line in err.splitlines() if line.startswith(("error:", "chyba:"))]
    assert len(lines) == 1, err[:2000]
    assert "Traceback" not in err
    return lines[0]


# --- the shared reader (items 1-3) -------------------------------------------------------------------


@pytest.mark.parametrize(("raw", "code"), [
    (DEEP, "too-deep"),
    (BIG_INT, "number"),
    (b'{"seed": 1e400}', "number"),
    (b'{"seed": Infinity}', "number"),
    (b'{"seed": NaN}', "number"),
    (b"\xff\xfe\x00garbage", "not-utf8"),
    (b'{"name": "\\ud800"}', "text"),
    (b"{not json", "syntax"),
    (b" " * 2048, "syntax"),
])
def test_the_reader_refuses_with_one_error(raw: bytes, code: str) -> None:
    with pytest.raises(UntrustedJSONError) as info:
        parse_bytes(raw)
    assert info.value.code == code
    for lang in ("cs", "en"):
        assert info.value.describe(Localizer.load(lang, domains=("common",)))


def test_the_reader_takes_what_the_program_writes() -> None:
    data = {"a": [1, -2, 3.5, None, True, "žluťoučký [kůň] \\\" {"], "b": {"c": [[[]]]}, "seed": 2**62}
    assert parse_bytes(b"\xef\xbb\xbf" + json.dumps(data, ensure_ascii=False).encode("utf-8")) == data


def test_the_reader_refuses_big_input_without_reading_it_all(tmp_path: Path) -> None:
    with pytest.raises(UntrustedJSONError) as info:
        parse_bytes(b" " * 2000, max_bytes=1000)
    assert info.value.code == "too-big"


# --- saves (items 1, 2, 4, 5, 11, 12) ----------------------------------------------------------------


def _valid_save(tmp_path: Path) -> dict[str, Any]:
    """A real save: one game started and one turn played, as the console writes it."""
    async def main() -> dict[str, Any]:
        h = Harness(tmp_path / "make", quick_plan(seed=11))
        await h.start()
        await h.until(h.waiting_for_human)
        await h.press(ENTER)
        await h.until(lambda: h.console.table.turns >= 2)
        await h.until(h.waiting_for_human)
        data = h.saves.load()
        await h.stop()
        assert data is not None
        return data

    return run(main())


def _resume_damaged(tmp_path: Path, raw: bytes) -> list[str]:
    """Resume a save holding ``raw``: the console says it is damaged, puts it aside and offers a new game."""
    store = SaveStore("beastybar", tmp_path / "data")
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_bytes(raw)

    async def main() -> list[str]:
        h = Harness(tmp_path, quick_plan(seed=2), resume=True)
        await h.start()
        await h.said(h.line("ui-offer-new-game"))
        texts = list(h.texts)
        await h.press(ENTER)
        await h.until(h.waiting_for_human)
        await h.stop()
        return texts

    texts = run(main())
    aside = list((tmp_path / "data").glob("autosave-beastybar.damaged-*.json"))
    assert len(aside) == 1 and aside[0].read_bytes() == raw  # kept as it was, for inspection
    assert sum(str(aside[0]) in t for t in texts) == 1
    return texts


@pytest.mark.parametrize("raw", [DEEP, b'{"format": 1, "game": "beastybar", "seed": ' + b"9" * 5000 + b"}"],
                         ids=["item1-deep", "item2-long-number"])
def test_items_1_2_a_deep_or_huge_save_is_put_aside(tmp_path: Path, raw: bytes) -> None:
    _resume_damaged(tmp_path, raw)


@pytest.mark.parametrize(("field", "value"), [
    ("seed", "Infinity"), ("seed", "1e400"), ("seed", '"12"'), ("seed", "true"),
], ids=["item4-infinity", "item4-1e400", "seed-text", "seed-bool"])
def test_item_4_a_seed_that_is_no_whole_number_is_put_aside(tmp_path: Path, field: str, value: str) -> None:
    data = _valid_save(tmp_path)
    text = json.dumps({k: v for k, v in data.items() if k != field})
    raw = (text[:-1] + f', "{field}": {value}}}').encode("utf-8")
    _resume_damaged(tmp_path, raw)


@pytest.mark.parametrize(("field", "value"), [
    ("seats", ["human", "god"]), ("names", ["Ty", 7]), ("names", ["Ty", ""]), ("turns", -1),
    ("turns", 1.5), ("seats", "human"), ("options", {"x": [1]}), ("state", {"game": "beastybar"}),
], ids=["item5-unknown-kind", "name-number", "name-empty", "turns-negative", "turns-fraction", "seats-text",
        "options-nested", "state-broken"])
def test_item_5_seats_names_and_turns_are_checked(tmp_path: Path, field: str, value: Any) -> None:
    data = _valid_save(tmp_path)
    data[field] = value
    texts = _resume_damaged(tmp_path, json.dumps(data).encode("utf-8"))
    assert not any("ui-level" in t for t in texts)


def test_item_11_a_save_that_cannot_be_moved_is_reported_as_left_in_place(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = SaveStore("beastybar", tmp_path / "data")
    store.path.parent.mkdir(parents=True)
    store.path.write_text("{broken", encoding="utf-8")

    def refuse(*_args: Any, **_kw: Any) -> None:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(os, "link", refuse)
    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(DamagedSaveError) as info:
        store.load()
    assert info.value.moved_to is None and store.path.read_text(encoding="utf-8") == "{broken"

    async def main() -> list[str]:
        h = Harness(tmp_path, quick_plan(seed=2), resume=True)
        await h.start()
        await h.said(h.line("ui-offer-new-game"))
        texts = list(h.texts)
        await h.stop()
        return texts

    texts = run(main())
    loc = Localizer.load("cs", domains=("common", "ui"))
    kept = loc("ui-save-damaged-kept", reason=loc("json-syntax", line="1", column="2"), path=str(store.path))
    assert kept in texts
    assert not any("odložen jako" in t for t in texts)  # never said to be moved (ui-save-damaged)
    assert store.path.read_text(encoding="utf-8") == "{broken"


def test_item_12_two_saves_put_aside_in_one_second_keep_both(tmp_path: Path) -> None:
    first = tmp_path / "autosave-beastybar.json"
    first.write_text("one", encoding="utf-8")
    a = put_aside(first)
    first.write_text("two", encoding="utf-8")
    b = put_aside(first)
    assert a is not None and b is not None and a != b
    assert (a.read_text(encoding="utf-8"), b.read_text(encoding="utf-8")) == ("one", "two")
    assert not first.exists()


# --- settings (items 1-3, 7) ----------------------------------------------------------------------------


@pytest.mark.parametrize("raw", [DEEP, b'{"rate": ' + b"5" * 5000 + b"}", bytes(range(256)) * 4],
                         ids=["item1-deep", "item2-long-number", "item3-not-utf8"])
def test_items_1_2_3_damaged_settings_are_put_aside_and_the_defaults_apply(tmp_path: Path,
                                                                          raw: bytes) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(raw)
    s = SettingsFile(path).load()
    assert s == Settings() and s.damaged is not None and s.damaged.moved_to is not None
    assert s.damaged.moved_to.read_bytes() == raw and not path.exists()
    for lang in ("cs", "en"):
        text = s.damaged.message(Localizer.load(lang, domains=("common", "ui")))
        assert str(s.damaged.moved_to) in text


def test_item_3_the_program_starts_with_settings_that_are_not_utf8(
        home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = home / "config" / "beastybar" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\xb0\x93" + os.urandom(200))
    code, out, err = cli_run(capsys, "play", "--seats", "bot,bot", "--speech", "none", "--seed", "1")
    assert code == 0, err
    assert "Traceback" not in err and "put aside" in out and "wins" in out.lower()
    assert list(path.parent.glob("settings.damaged-*.json"))


@pytest.mark.parametrize("data", [{"x" * 5000: 1}, {"verbosity": "x" * 5000}, {"voice": ["v"] * 3000}],
                         ids=["item7-long-key", "item7-long-value", "long-list"])
def test_item_7_long_names_and_values_in_settings_are_shortened(
        home: Path, capsys: pytest.CaptureFixture[str], data: dict[str, Any]) -> None:
    path = home / "config" / "beastybar" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    code, out, err = cli_run(capsys, "play", "--seats", "bot,bot", "--speech", "none", "--seed", "1")
    assert code == 0, err[:2000]
    problem = [line for line in out.splitlines() if "settings file has an error" in line]
    assert len(problem) == 1 and len(problem[0]) < 300


# --- the command line (items 6, 7) -----------------------------------------------------------------------


@pytest.mark.parametrize("argv", [
    ("play", "--delay", "1e25"),
    ("play", "--rate", "9" * 30),
    ("simulate", "--players", "1" * 30),
    ("simulate", "--games", "-" + "1" * 30),
    ("play", "--round-minutes", "1e30"),
    ("monkeys", "--round-minutes", "-1e300"),
    ("arena", "--players", "9" * 40),
    ("arena", "--jobs", "-" + "9" * 40),
    ("play", "--players", "9" * 40),
], ids=lambda a: " ".join(a)[:30])
def test_item_6_huge_numbers_in_refusals(home: Path, capsys: pytest.CaptureFixture[str],
                                         argv: tuple[str, ...]) -> None:
    code, _out, err = cli_run(capsys, *argv)
    assert code == 2
    assert len(one_error_line(err)) < 300


@pytest.mark.parametrize("argv", [
    ("--game", "x" * 3000),
    ("simulate", "--seed", "7" * 5000),
    ("play", "--seats", "human," + "x" * 3000),
    ("play", "--variant", "v" * 3000),
    ("play", "--first", "9" * 3000),
    ("arena", "--seats", "hard," + "y" * 3000),
    ("simulate", "--variant", "\x1b[2J" + "z" * 3000),
    ("cards", "x" * 3000),
], ids=lambda a: " ".join(a)[:20])
def test_item_7_long_values_are_shortened_in_refusals(home: Path, capsys: pytest.CaptureFixture[str],
                                                      argv: tuple[str, ...]) -> None:
    code, _out, err = cli_run(capsys, *argv)
    assert code == 2
    line = one_error_line(err)
    assert len(line) < 400 and "\x1b" not in line


def test_item_7_resolve_of_a_big_file_says_so_in_one_short_line(home: Path, capsys: pytest.CaptureFixture[str]
                                                                ) -> None:
    path = home / "big.json"
    path.write_bytes(b'{"queue": ["' + b"x" * (3 * 1024 * 1024) + b'"]}')
    code, out, err = cli_run(capsys, "resolve", str(path))
    assert code == 2 and out == ""
    assert len(one_error_line(err)) < 200


@pytest.mark.parametrize("raw", [DEEP, b'{"queue": [], "play": ' + b"1" * 5000 + b"}", b"\xff{}"],
                         ids=["item1-deep", "item2-long-number", "not-utf8"])
def test_items_1_2_resolve_refuses_deep_and_huge_input(home: Path, capsys: pytest.CaptureFixture[str],
                                                       raw: bytes) -> None:
    path = home / "s.json"
    path.write_bytes(raw)
    for game in ("beastybar", "cubirds", "monkeys"):
        code, out, err = cli_run(capsys, "resolve", "--game", game, str(path))
        assert code == 2 and out == ""
        assert len(one_error_line(err)) < 200


def test_echo_shortens_and_never_formats_numbers() -> None:
    assert echo("abc") == "abc"
    assert len(echo("x" * 5000)) == 60 and "…" in echo("x" * 5000)
    assert echo(10**5000 + 1).startswith("0x") or len(echo(10**5000)) <= 60
    assert echo(1e25) == "1e+25" and echo(float("inf")) == "inf"
    assert echo("a\nb\x1b") == "a\\nb\\x1b"
    loc = Localizer.load("cs", domains=("cli", "ui"))
    assert "1e+25" in loc("play-bad-delay", given=1e25)
    assert len(loc("play-bad-seats", given="x" * 5000, known="human")) < 1100


# --- keys (item 8) ------------------------------------------------------------------------------------------


def test_item_8_every_key_prompt_toolkit_knows_has_a_name() -> None:
    from prompt_toolkit.keys import Keys

    for lang in ("cs", "en"):
        loc = Localizer.load(lang, domains=("common", "ui"))
        for key in Keys:
            assert key_label(loc, key.value)
        assert key_label(loc, "s-tab") == "Shift+Tab"
        assert key_label(loc, "c-s-left").startswith("Ctrl+Shift+")
        assert key_label(loc, "\x00") == "\\x00"


@pytest.mark.parametrize(("keys", "label"), [
    ("\x1b[Z", "Shift+Tab"), ("\x1b[3~", "Delete"), ("\x1b[2~", "Insert"), ("\x1b[5~", "Page Up"),
    ("\x1b[6~", "Page Down"), ("\x1b[1;5D", "Ctrl+šipka vlevo"), ("\x1b[1;2C", "Shift+šipka vpravo"),
], ids=["s-tab", "delete", "insert", "pageup", "pagedown", "c-left", "s-right"])
def test_item_8_unbound_keys_are_named_in_the_game(tmp_path: Path, keys: str, label: str) -> None:
    async def main() -> None:
        h = Harness(tmp_path, quick_plan(seed=3))
        await h.start()
        await h.until(h.waiting_for_human)
        await h.press(keys)
        await h.said(h.line("ui-key-unbound", key=label))
        assert not h.task.done()
        await h.stop()

    run(main())


# --- a failed save at quit (item 10) ----------------------------------------------------------------


def _full_disk(*_args: Any, **_kw: Any) -> None:
    raise OSError(errno.ENOSPC, "No space left on device")


@pytest.mark.parametrize("when", ["older", "none"])
def test_item_10_quit_after_a_failed_save_says_what_is_saved_and_asks(tmp_path: Path, when: str) -> None:
    async def main() -> None:
        h = Harness(tmp_path, quick_plan(seed=3))
        await h.start()
        await h.until(h.waiting_for_human)
        if when == "older":  # one turn saved, then the disk is full
            await h.press(ENTER)
            await h.until(lambda: h.console.table.turns >= 2)
            await h.until(h.waiting_for_human)
            saved = h.saves.path.read_bytes()
            turns = h.console.table.turns
        h.console.saves.save = _full_disk  # type: ignore[method-assign]
        await h.press(ENTER)
        await h.said(h.line("ui-save-failed", reason="No space left on device"))
        await h.until(h.waiting_for_human)
        await h.press(CTRL_Q)
        if when == "older":
            assert h.texts[-1] == h.line("ui-quit-unsaved-older", turns=turns)
        else:
            assert h.texts[-1] == h.line("ui-quit-unsaved-none")
        await h.press("n")
        assert not h.task.done()
        await h.press(CTRL_Q, "a")
        assert await asyncio.wait_for(h.task, 5) == 0
        assert h.line("ui-saved-resume") not in h.texts
        assert sum(t == h.line("ui-save-failed", reason="No space left on device") for t in h.texts) == 1
        if when == "older":
            assert h.saves.path.read_bytes() == saved
        else:
            assert not h.saves.exists()
        await h.stop()

    run(main())


def test_item_10_the_saved_message_names_no_command_the_player_lacks() -> None:
    for lang in ("cs", "en"):
        text = Localizer.load(lang, domains=("ui",))("ui-saved-resume")
        assert "--resume" in text and "beastybar --resume" not in text


@pytest.mark.parametrize(("field", "value"), [
    ("seed", float("inf")), ("seed", 1e400), ("seats", ["human", "god"]), ("names", ["Ty", 7]),
    ("turns", -1), ("state", {"game": "beastybar", "version": 1, "config": {"players": "x"}}),
], ids=["item4-infinity", "item4-1e400", "item5-unknown-kind", "item5-name-number", "item5-turns-negative",
        "state-wrong-type"])
def test_items_4_5_the_table_package_checks_a_saved_table_the_same_way(tmp_path: Path, field: str,
                                                                       value: Any) -> None:
    from beastybar_access.games.beastybar import engine as bb
    from beastybar_access.table import engine_secrecy, table_from_saved

    data = _valid_save(tmp_path)
    secrecy = engine_secrecy(bb, lambda state: state.view(0))
    assert table_from_saved("beastybar", data, bb.State.from_json, secrecy=secrecy).seed == data["seed"]
    with pytest.raises(ValueError):
        table_from_saved("beastybar", {**data, field: value}, bb.State.from_json, secrecy=secrecy)


def test_a_long_name_on_the_command_line_is_cut_to_what_a_save_keeps() -> None:
    from beastybar_access.commands.play import NAME_CHARS, plan_from_args

    args = __import__("argparse").Namespace(names="x" * 5000 + ",Jana")
    plan = plan_from_args(args, 2, 4, ("standard",))
    assert plan.names == ["x" * NAME_CHARS, "Jana"]

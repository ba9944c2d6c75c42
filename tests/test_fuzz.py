"""Fuzzing what comes from outside (issue 12): files, the command line and the keyboard.

- random bytes and random JSON (deep nesting, huge numbers, NaN and Infinity, wrong types) through the
  shared reader;
- mutations of real saves of every game, resumed in a console on a pipe input, and of real settings files;
- random argument vectors for every subcommand, run in-process through ``cli.main``;
- random key sequences (every key prompt_toolkit knows, and typed characters) in a pipe-input console.

The property everywhere: the program ends with status 0 or 2 (or goes on playing), a refusal is one
``error:`` line or one spoken line, there is never a traceback, and a good save is never changed or lost
(a damaged one is put aside byte for byte). Few examples by default; ``--run-slow`` runs many more.
"""

from __future__ import annotations

import asyncio
import io
import json
import random
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest
from console_support import ENTER, Harness, quick_plan
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from prompt_toolkit.input.ansi_escape_sequences import ANSI_SEQUENCES

from beastybar_access import cli
from beastybar_access.console.games import PLAYABLE_GAMES, make_adapter
from beastybar_access.console.settings import Settings, SettingsFile
from beastybar_access.console.storage import SaveStore
from beastybar_access.games import get_game
from beastybar_access.narration import Localizer
from beastybar_access.untrusted import UntrustedJSONError, parse_bytes

FAST = settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
SLOW = settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))


def both(make: Any) -> Any:
    """The test ``make()`` twice: a few examples by default, many more with ``--run-slow``."""
    return FAST(make()), pytest.mark.slow(SLOW(make()))


# --- values --------------------------------------------------------------------------------------------

scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-10, 10), st.integers(), st.integers(10**20, 10**40),
    st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=20),
    st.text(min_size=2000, max_size=3000),
    st.sampled_from(["human", "god", "random", "hard", "beastybar", "cubirds", "monkeys", "", "Infinity"]),
)
json_values = st.recursive(scalars, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                            st.dictionaries(st.text(max_size=8), inner,
                                                                            max_size=4)),
                           max_leaves=12)
raw_specials = st.sampled_from([b"[" * 100_000, b"{" * 70 + b"}" * 70, b"1" * 5000, b"1e400", b"NaN",
                                b"-Infinity", b'"\\ud800"', b"\xff\xfe", b"", b"null"])


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(data, dict):
        for k, v in data.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out += _paths(v, (*prefix, i))
    return out


@st.composite
def mutated(draw: st.DrawFn, data: Any) -> bytes:
    """``data`` with a few places replaced, removed or doubled, or its text cut or spliced, as bytes."""
    data = json.loads(json.dumps(data))
    for _ in range(draw(st.integers(1, 3))):
        paths = [p for p in _paths(data) if p]
        if not paths:
            break
        path = draw(st.sampled_from(paths))
        parent = data
        for k in path[:-1]:
            parent = parent[k]
        how = draw(st.sampled_from(["replace", "remove", "double"]))
        if how == "replace":
            parent[path[-1]] = draw(json_values)
        elif how == "remove":
            del parent[path[-1]]
        elif isinstance(parent[path[-1]], list):
            parent[path[-1]] = parent[path[-1]] * 2
    raw = json.dumps(data, ensure_ascii=False).encode("utf-8")
    if draw(st.booleans()) and draw(st.booleans()):
        cut = draw(st.integers(0, len(raw)))
        raw = raw[:cut] + draw(st.one_of(raw_specials, st.binary(max_size=20)))
    return raw


# --- the reader -----------------------------------------------------------------------------------------


def _reader_bytes(raw: bytes) -> None:
    try:
        parse_bytes(raw)
    except UntrustedJSONError as exc:
        assert exc.describe(Localizer.load("cs", domains=("common",)))


test_reader_random_bytes, test_reader_random_bytes_slow = both(
    lambda: given(st.one_of(st.binary(max_size=200), raw_specials))(_reader_bytes))


def _reader_json(value: Any, wrap: int) -> None:
    raw = ("[" * wrap + json.dumps(value) + "]" * wrap).encode("utf-8")
    try:
        back = parse_bytes(raw)
    except UntrustedJSONError as exc:
        assert exc.code in ("too-deep", "number")
        return
    assert json.dumps(back) == json.dumps(json.loads(raw))


test_reader_random_json, test_reader_random_json_slow = both(
    lambda: given(json_values, st.integers(0, 70))(_reader_json))


# --- saves of every game --------------------------------------------------------------------------------


def real_save(game: str, seed: int) -> dict[str, Any]:
    """A save as the console writes it: a 2-player game (a person and a computer player) some moves in."""
    spec = get_game(game)
    state = spec.new_game(2, seed=seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(1, 12)):
        if state.is_over():
            break
        state.play_random(rng, **({"record": True} if game == "monkeys" else {}))
    options = {"round_ms": 240_000, "bot_speed": "fast"} if game == "monkeys" else {}
    return {"format": 1, "game": game, "state": state.to_json(), "seats": ["human", "random"],
            "names": ["Ty", "Jana"], "seed": seed, "turns": 3, "options": options}


def _resume(game: str, raw: bytes, keys: list[str]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        store = SaveStore(game, root / "data")
        store.path.parent.mkdir(parents=True)
        store.path.write_bytes(raw)
        loc = Localizer.load("cs")

        async def main() -> None:
            h = Harness(root, quick_plan(seed=2, game=game, options=(
                {"round_ms": 240_000, "bot_speed": "fast"} if game == "monkeys" else {})),
                resume=True, adapter=make_adapter(game, loc))
            h.saves = store
            await h.start()
            await h.until(lambda: h.console.table is not None or bool(h.console.modes), timeout=10)
            for key in keys:
                await h.press(key)
            await asyncio.sleep(0.05)
            if h.task.done():
                assert h.task.result() in (0,)  # ended by the keys (quit): never by an exception
            await h.stop()

        asyncio.run(asyncio.wait_for(main(), 60))
        aside = list((root / "data").glob(f"autosave-{game}.damaged-*.json"))
        assert len(aside) <= 1
        if aside:
            assert aside[0].read_bytes() == raw  # put aside as it was


def _save_property(data: st.DataObject) -> None:
    game = data.draw(st.sampled_from(PLAYABLE_GAMES))
    raw = data.draw(mutated(real_save(game, data.draw(st.integers(0, 1000)))))
    _resume(game, raw, data.draw(st.lists(st.sampled_from([ENTER, "\x1b[C", "w", "1", "?"]), max_size=4)))


test_mutated_saves, test_mutated_saves_slow = both(lambda: given(st.data())(_save_property))


@pytest.mark.parametrize("game", PLAYABLE_GAMES)
def test_a_real_save_of_every_game_resumes_and_stays(game: str) -> None:
    """The unmutated saves the mutations start from are good: resumed, not put aside."""
    _resume(game, json.dumps(real_save(game, 7)).encode("utf-8"), [])


# --- settings -------------------------------------------------------------------------------------------


def _settings_property(raw: bytes) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "settings.json"
        path.write_bytes(raw)
        s = SettingsFile(path).load()
        assert isinstance(s, Settings)
        assert all(len(p) < 400 for p in s.problems)
        if s.damaged is not None:
            assert s.damaged.moved_to is not None and s.damaged.moved_to.read_bytes() == raw
            for lang in ("cs", "en"):
                assert s.damaged.message(Localizer.load(lang, domains=("common", "ui")))
        else:
            assert path.read_bytes() == raw  # a readable file is not touched
        SettingsFile(Path(tmp) / "again.json").save(s)  # whatever was read can be kept


REAL_SETTINGS = {"lang": "cs", "speech": "none", "voice": None, "rate": 60, "verbosity": "brief",
                 "braille": "lines", "cue": "bell", "delay": 0.5, "monkeys_round_minutes": 4,
                 "monkeys_bot_speed": "fast"}

test_mutated_settings, test_mutated_settings_slow = both(
    lambda: given(st.one_of(mutated(REAL_SETTINGS), st.binary(max_size=100), raw_specials))(
        _settings_property))


# --- the command line -----------------------------------------------------------------------------------

OPTIONS = ["--game", "--speech", "--braille", "--verbosity", "--rate", "--voice", "--players", "--seats",
           "--names", "--variant", "--first", "--quick", "--seed", "--cue", "--no-cue", "--delay",
           "--round-minutes", "--bot-speed", "--lang", "--games", "--json", "--jobs", "--check", "--braille",
           "-h", "--help", "--nonsense", "-x", "--"]
VALUES = st.one_of(
    st.sampled_from(["0", "1", "2", "5", "-1", "1e25", "1e400", "nan", "inf", "9" * 30, "7" * 5000, "",
                     "human", "bot", "hard", "random", "human,bot", "bot,bot,bot,bot,bot,bot", "advanced",
                     "family", "standard", "cs", "en", "de", "x" * 3000, "auto", "none", "slow", "-"]),
    st.text(max_size=12))
SAFE_TAIL = {  # what keeps a run short and away from the keyboard; given last, so it wins
    "play": ["--seats", "bot,bot", "--speech", "none", "--delay", "0"],
    "cubirds": ["--seats", "bot,bot", "--speech", "none", "--delay", "0"],
    "monkeys": ["--seats", "bot,bot", "--speech", "none", "--round-minutes", "0.1", "--bot-speed", "fast"],
    "simulate": ["--games", "2"],
    "arena": ["--games", "1", "--jobs", "1", "--seats", "random"],
    "resolve": [],
    "cards": [],
}


@st.composite
def argvs(draw: st.DrawFn) -> list[str]:
    command = draw(st.sampled_from(sorted(SAFE_TAIL)))
    argv = [command]
    for _ in range(draw(st.integers(0, 4))):
        argv.append(draw(st.sampled_from(OPTIONS)))
        if draw(st.booleans()):
            argv.append(draw(VALUES))
    return argv + SAFE_TAIL[command]


def _cli_property(argv: list[str], stdin: bytes) -> None:
    if "--resume" in argv:  # resuming needs the keyboard (item 9 is another helper's)
        return
    with tempfile.TemporaryDirectory() as tmp, pytest.MonkeyPatch.context() as monkeypatch:
        capsys = _Capture()
        root = Path(tmp)
        for var in ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
            monkeypatch.setenv(var, str(root / var.lower()))
        good = root / "xdg_data_home" / "beastybar" / "autosave-beastybar.json"
        good.parent.mkdir(parents=True)
        saved = json.dumps(real_save("beastybar", 3)).encode("utf-8")
        good.write_bytes(saved)
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8"))
        try:
            code = cli.main(argv)
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 2)
        finally:
            out, err = capsys.readouterr()
        assert code in (0, 2), (argv, code, err[-2000:])
        assert "Traceback" not in err and "Traceback" not in out
        errors = [line for line in err.splitlines() if line.startswith(("error:", "chyba:"))]
        assert len(errors) <= 1 and all(len(line) < 1200 for line in errors), errors
        if code == 2:
            assert errors, (argv, err[-2000:])
        assert good.read_bytes() == saved  # never changed or lost


class _Capture:
    """What the command writes to standard output and error (pytest's capsys is per test, not per
    example)."""

    def __init__(self) -> None:
        self.out, self.err = io.StringIO(), io.StringIO()
        self._saved = (sys.stdout, sys.stderr)
        sys.stdout, sys.stderr = self.out, self.err

    def readouterr(self) -> tuple[str, str]:
        sys.stdout, sys.stderr = self._saved
        return self.out.getvalue(), self.err.getvalue()


test_random_command_lines, test_random_command_lines_slow = both(
    lambda: given(argvs(), st.binary(max_size=50))(_cli_property))


# --- the keyboard ---------------------------------------------------------------------------------------

KEY_SEQUENCES = sorted({seq for seq in ANSI_SEQUENCES if isinstance(seq, str)})
TYPED = st.one_of(st.sampled_from(KEY_SEQUENCES), st.characters(max_codepoint=0x17F),
                  st.sampled_from(["\x03", "\x11", "\r", "\x1b", "\x7f", "\t", "o", "v", "m", "<", ">"]))


def _keys_property(game: str, keys: list[str]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        loc = Localizer.load("cs")

        async def main() -> None:
            h = Harness(Path(tmp), quick_plan(seed=5, game=game, options=(
                {"round_ms": 240_000, "bot_speed": "fast"} if game == "monkeys" else {})),
                adapter=make_adapter(game, loc))
            await h.start()
            await h.until(lambda: bool(h.console.modes) or h.task.done(), timeout=10)
            for key in keys:
                if h.task.done():
                    break
                await h.press(key)
            await asyncio.sleep(0.05)
            if h.task.done():
                assert h.task.result() == 0  # quit by the keys; an exception would be raised here
            await h.stop()

        asyncio.run(asyncio.wait_for(main(), 60))


def _keys(data: st.DataObject) -> None:
    _keys_property(data.draw(st.sampled_from(PLAYABLE_GAMES)), data.draw(st.lists(TYPED, max_size=25)))


test_random_keys, test_random_keys_slow = both(lambda: given(st.data())(_keys))

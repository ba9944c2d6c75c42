"""One entry per game: the shared layers iterate the entries and never name a game.

A *shared* module is any module of ``beastybar_access`` outside a game's own folder. It names a game when it
imports from a game's folder, holds a game's name in a string (other than a docstring), or has a name
(variable, attribute, function) containing one. The registry line in ``games/__init__.py`` is the one
place that lists the games; the program's own name ``beastybar`` (the command, the config directory) is
not a game's name where it stands for the program.
"""

from __future__ import annotations

import argparse
import ast
import re
from pathlib import Path

import pytest

from beastybar_access.games import GAME_NAMES, GAME_PACKAGES, entries, get_entry
from beastybar_access.games.entry import GameEntry, OptionError

PACKAGE = Path(__file__).resolve().parent.parent / "beastybar_access"
GAME_WORDS = re.compile(r"(?<![A-Za-z])(beasty ?bar|cubirds|krabčáci|monkeys|4 monkeys)(?![A-Za-z])", re.I)
GAME_IDENTIFIER = re.compile(r"monkeys|cubirds|beastybar(?!_access)", re.I)
PROGRAM_NAME_FILES = {"cli.py", "invocation.py", "outputs/cue.py", "console/storage.py", "commands/serve.py",
                      "net/server.py", "paths.py"}
"""Where the constant ``"beastybar"`` is the program's name (the command, the config, cache and data
folders, the server's log)."""
KNOWN_GAPS: set[str] = set()
"""Shared modules still naming a game (none: online play's real-time parts follow the engines'
conventions)."""


def _docstrings(tree: ast.AST) -> set[int]:
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            out.add(id(node.value))
    return out


def names_of_games(path: Path, rel: str | None = None) -> list[str]:
    """Where the module at ``path`` (``rel``: its path in the package) names a particular game."""
    rel = rel if rel is not None else path.relative_to(PACKAGE).as_posix()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = _docstrings(tree)
    hits = []
    for node in ast.walk(tree):
        what = None
        if isinstance(node, ast.Import | ast.ImportFrom):
            modules = [a.name for a in node.names]
            if isinstance(node, ast.ImportFrom) and node.module:
                modules = [node.module, *(f"{node.module}.{a.name}" for a in node.names)]
            for m in modules:
                parts = m.split(".")
                if parts[:2] == ["beastybar_access", "games"] and parts[2:3] and parts[2] in GAME_PACKAGES:
                    what = m
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            text = node.value
            if (text == "beastybar" or text.startswith("beastybar.")) and rel in PROGRAM_NAME_FILES:
                continue
            # the package's name and the program's environment variables are the program's, not a game's
            if GAME_WORDS.search(re.sub(r"beastybar_access|BEASTYBAR_[A-Z_]+", "", text)):
                what = repr(text)
        elif isinstance(node, ast.Name) and GAME_IDENTIFIER.search(node.id):
            what = node.id
        elif isinstance(node, ast.Attribute) and GAME_IDENTIFIER.search(node.attr):
            what = node.attr
        elif isinstance(node, ast.FunctionDef | ast.ClassDef | ast.AnnAssign):
            name = node.target if isinstance(node, ast.AnnAssign) else node
            ident = getattr(name, "id", getattr(name, "name", ""))
            if GAME_IDENTIFIER.search(ident):
                what = ident
        if what is not None:
            hits.append(f"{rel}:{node.lineno}: {what}")
    return hits


def shared_modules() -> list[Path]:
    out = []
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE).parts
        if parts[0] == "games" and len(parts) > 2 and parts[1] in GAME_PACKAGES:
            continue  # a game's own folder
        out.append(path)
    return out


def test_no_shared_module_names_a_particular_game() -> None:
    hits = []
    for path in shared_modules():
        if path.relative_to(PACKAGE).as_posix() in KNOWN_GAPS:
            continue
        found = names_of_games(path)
        if path == PACKAGE / "games" / "__init__.py":  # the registry line lists them, once
            found = [h for h in found if not h.endswith("'beastybar'") and not h.endswith("'cubirds'")
                     and not h.endswith("'monkeys'")]
        hits += found
    assert not hits, "shared modules name a game (move it into the game's entry):\n" + "\n".join(hits)


def test_the_check_finds_a_named_game(tmp_path: Path) -> None:
    """The check above is not blind: each way of naming a game is found."""
    probe = tmp_path / "probe.py"
    probe.write_text('"""Docstrings may say Krabčáci."""\nfrom beastybar_access.games.cubirds import engine\n'
                     'X = "monkeys"\nmonkeys_speed = 1\n', encoding="utf-8")
    hits = names_of_games(probe, "commands/probe.py")
    assert len(hits) == 3, hits
    assert not any("Docstrings" in h for h in hits)


def test_the_registry_is_one_line_of_game_folders() -> None:
    assert GAME_NAMES == GAME_PACKAGES == tuple(e.name for e in entries())
    registry = (PACKAGE / "games" / "__init__.py").read_text(encoding="utf-8")
    assert sum(1 for line in registry.splitlines() if all(f'"{g}"' in line for g in GAME_PACKAGES)) == 1
    for game in GAME_PACKAGES:
        assert registry.count(f'"{game}"') == 1
        assert (PACKAGE / "games" / game / "entry.py").is_file()


@pytest.mark.parametrize("game", GAME_NAMES)
def test_every_entry_gives_what_the_shared_layers_use(game: str) -> None:
    from beastybar_access.narration import Localizer

    entry = get_entry(game)
    assert isinstance(entry, GameEntry) and entry.name == game
    spec = entry.spec()
    assert spec.name == game and 2 <= spec.min_players <= spec.max_players
    state = spec.new_game(spec.min_players, seed=1)
    assert not state.is_over() and state.view(0).player == 0
    assert spec.actions and {type(a) for a in state.legal_actions()} <= set(spec.actions)
    assert entry.adapter is not None and entry.adapter(Localizer.load("en")).spec.name == game
    assert entry.statistic is not None
    assert isinstance(entry.statistic.value(state), float | int)
    assert entry.resolver is not None and entry.resolver().errors
    # the doors the server, the wire, the online client and the checks use
    assert entry.events_for is not None and entry.checker is not None and entry.wire is not None
    assert set(spec.actions) <= set(entry.wire().values())
    assert entry.checker(state) is not None
    assert entry.events_for([], 0) == []
    # real time is the entry's word alone: a real-time game's state moves with the clock, a turn game's not,
    # and the console plays on the clock exactly the games whose entry says so
    assert (entry.realtime is not None) == callable(getattr(state, "advance", None))
    assert entry.adapter(Localizer.load("en")).real_time == (entry.realtime is not None)


def _import_module_calls(path: Path, module: str) -> list[str]:
    """The calls of ``import_module``/``__import__`` in ``path`` whose module could be a game's: a name that
    is not a constant, or one whose constant start (``__name__`` read as ``module``) is in ``games``."""
    hits = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if name not in ("import_module", "__import__"):
            continue
        arg, start = node.args[0], None
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
            start = arg.value
        elif isinstance(arg, ast.JoinedStr) and arg.values:
            first = arg.values[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                start = first.value
            elif isinstance(first, ast.FormattedValue) and getattr(first.value, "id", None) == "__name__":
                start = module + "."
        if start is None or ".games" in start or start.startswith("games"):
            hits.append(f"{path.name}:{node.lineno}")
    return hits


def test_no_module_imports_a_game_by_name_but_the_registry() -> None:
    """The entry is the only door to a game: only the registry (``games/__init__.py``) imports by name."""
    hits = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path == PACKAGE / "games" / "__init__.py":
            continue
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        module = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        hits += [f"{path.relative_to(PACKAGE)}: {h}" for h in _import_module_calls(path, module)]
    assert not hits, hits


def test_the_import_check_is_not_blind(tmp_path: Path) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text('import importlib\nimportlib.import_module(f"beastybar_access.games.{game}.bots")\n'
                     'importlib.import_module(name)\nimportlib.import_module("prism")\n'
                     'importlib.import_module(f"beastybar_access.commands.{name}")\n', encoding="utf-8")
    assert [h.rpartition(":")[2] for h in _import_module_calls(probe, "beastybar_access.probe")] == ["2", "3"]
    assert _import_module_calls(probe, "beastybar_access.games.probe") == ["probe.py:2", "probe.py:3"]


def test_the_server_asks_the_entry_whether_a_game_runs_on_the_clock() -> None:
    from beastybar_access.net.server import realtime_of

    for entry in entries():
        assert realtime_of(entry.name) is entry.realtime
    monkeys = get_entry("monkeys").realtime
    assert monkeys is not None and "bot_speed" in monkeys.options
    state = get_entry("monkeys").spec().new_game(2, seed=3)
    assert not monkeys.running(state)
    state.apply(monkeys.start_action(state, 0, 0))
    assert monkeys.running(state)
    bot = monkeys.bot("hard", 1, 5, {"bot_speed": "fast"})
    assert callable(bot.next_move)


def test_a_games_own_options_are_read_by_its_entry() -> None:
    options = get_entry("monkeys").options
    assert options is not None
    plan: dict[str, object] = {}
    options.plan_options(argparse.Namespace(round_minutes=2.5, bot_speed="fast"), plan, None, quick=False)
    assert plan == {"round_ms": 150_000, "bot_speed": "fast"}
    with pytest.raises(OptionError) as err:
        options.plan_options(argparse.Namespace(round_minutes=0.01), {}, None, quick=False)
    assert err.value.msg_id == "play-bad-round-minutes"
    quick: dict[str, object] = {}
    options.plan_options(argparse.Namespace(), quick, "family", quick=True)
    assert quick == {"bot_speed": "normal", "round_ms": 300_000}
    assert options.check_setting("monkeys_bot_speed", "slow") == "slow"
    with pytest.raises(ValueError):
        options.check_setting("monkeys_round_minutes", 61)


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_every_console_tells_the_rules_refusal_by_its_code_and_anything_else_as_it_is(lang: str) -> None:
    """The engines raise the one :class:`IllegalActionError` with a declared ``code`` and ``args_``; each
    game's console says it in the game's words (online the server's answer too, as the same error), and any
    other error with the console's generic sentence."""
    from beastybar_access.console.games import PLAYABLE_GAMES, make_adapter
    from beastybar_access.console.online import _ServerRefusal
    from beastybar_access.games.base import IllegalActionError
    from beastybar_access.narration import Localizer

    loc = Localizer.load(lang)
    for game in PLAYABLE_GAMES:
        adapter = make_adapter(game, loc)
        assert adapter.refusal(ValueError("odd")).text == loc("ui-refused", reason="odd"), game
        said = adapter.refusal(IllegalActionError("odd", "no_such_code")).text
        assert said and said != loc("ui-refused", reason="odd"), game
        online = _ServerRefusal("no_such_code", {"message": 1, "code": 2})  # the server's answer, any names
        assert isinstance(online, IllegalActionError) and online.args_ == {"message": 1, "code": 2}
        assert adapter.refusal(online).text == said, game  # told as the engine's own refusal
        assert adapter.refusal(_ServerRefusal(None, {})).text == said, game  # no rule: the game's generic one

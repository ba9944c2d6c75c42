"""Types: the table's protocols (what a game state, a listener, a chooser, a computer player and the
real-time rules must offer it) and the Terminal's (what commands, overlays, menus and the key reader ask of
a console) name no ``Any``: what the table passes along without looking into it (views,
actions, events) is an ``object`` to it. (``mypy --strict`` on the whole package runs in ./run-tests.)"""

from __future__ import annotations

import ast
import dataclasses
import re
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "beastybar_access"
TABLE = PACKAGE / "table"


def protocols(path: Path) -> dict[str, str]:
    """The source of each class in ``path`` that derives from ``Protocol``, by name."""
    source = path.read_text(encoding="utf-8")
    out = {}
    for node in ast.parse(source).body:
        if isinstance(node, ast.ClassDef) and any(
                (b.value if isinstance(b, ast.Subscript) else b).__dict__.get("id") == "Protocol"
                for b in node.bases):
            out[node.name] = ast.get_source_segment(source, node) or ""
    return out


@pytest.mark.parametrize("module", ["core.py", "realtime.py", "computer.py"])
def test_the_table_protocols_name_no_any(module: str) -> None:
    found = protocols(TABLE / module)
    assert found, f"no protocol found in table/{module}"
    with_any = [name for name, source in found.items() if re.search(r"\bAny\b", source)]
    assert not with_any, with_any


TERMINAL = ["console/commands.py", "console/flow.py", "console/host.py", "console/keyboard.py",
            "console/keys.py", "console/online_lobby.py", "console/online_realtime.py", "console/realtime.py",
            "console/seat.py", "console/settings_menu.py", "console/voice.py", "presenter/realtime.py"]
"""The Terminal's modules: what commands, sessions, overlays, menus, the voice and the key reader ask of the
console they run in (issue 23 item 2)."""


@pytest.mark.parametrize("module", TERMINAL)
def test_the_terminal_protocols_name_no_any(module: str) -> None:
    found = protocols(PACKAGE / module)
    assert found, f"no protocol found in {module}"
    with_any = [name for name, source in found.items() if re.search(r"\bAny\b", source)]
    assert not with_any, with_any


def test_the_set_up_host_names_no_any() -> None:
    """What a game's set-up asks of the console (the rest of console/adapter.py is the game's seam)."""
    assert not re.search(r"\bAny\b", protocols(PACKAGE / "console" / "adapter.py")["SetupHost"])


SEAM = ["games/core/adapter.py", "games/core/context.py", "games/core/steps.py", "games/core/plan.py"]
"""What a game's adapter implements and is given, as the registry promises it to the Presenter and the
terminals (issue 23): no line names ``Any``."""


@pytest.mark.parametrize("module", SEAM)
def test_the_adapter_seam_names_no_any(module: str) -> None:
    assert any_lines(PACKAGE / module) == 0


def test_the_registry_promises_the_adapter_protocol() -> None:
    """A game's adapter is held to :class:`GameAdapter` by the entry's type (not ``Any``), so that the
    type checker finds an adapter that does not match what the Presenter and the terminals call."""
    from beastybar_access.games.entry import GameEntry

    declared = {f.name: f.type for f in dataclasses.fields(GameEntry)}
    assert declared["adapter"] == "Callable[[Localizer], GameAdapter] | None"
    assert "GameAdapter" in protocols(PACKAGE / "games" / "core" / "adapter.py")


@pytest.mark.parametrize("name", ["Planned", "RealtimeBot"])
def test_the_real_time_bot_names_no_any(name: str) -> None:
    """A real-time game's computer player as the table's driver and the entry's ``Realtime.bot`` see it
    (beside the game protocol, so that the entry can promise it): its view is the game's, narrowed by it."""
    assert not re.search(r"\bAny\b", protocols(PACKAGE / "games" / "base.py")[name])


REGISTRY_LEFT = {"games/entry.py": 7, "games/__init__.py": 3}
"""What the registry still hands out as ``Any``, exactly (lower it when a line goes): a game's own state type
(``AnyEntry``, a lesson's ``state()``; the table's too, see :data:`LEFT`), its computer players
(``Bot[Any, Any]``: a game's bot takes its own view), ``events_for`` and ``determinize`` (which take the
game's own events and view on the server's and the bots' paths). The rest takes an ``object`` that the
game narrows (``games.core.own``), as its adapter narrows a context's view."""


def test_the_registry_hands_out_any_only_where_it_is_listed() -> None:
    counts = {name: any_lines(PACKAGE / name) for name in REGISTRY_LEFT}
    assert counts == REGISTRY_LEFT, f"lines that name Any in the registry changed: {counts} (lower it)"


def test_a_lesson_names_no_any() -> None:
    """What the tutors ask of every lesson: a lesson narrows the table's state and view to its game's own
    (as an adapter narrows a context's view), so the protocol names no ``Any``."""
    assert not re.search(r"\bAny\b", protocols(PACKAGE / "games" / "entry.py")["Lesson"])


def test_the_protocol_finder_sees_a_protocol(tmp_path: Path) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text("from typing import Any, Protocol\n"
                     "class P(Protocol):\n    def f(self, x: Any) -> None: ...\n"
                     "class Q:\n    pass\n", encoding="utf-8")
    assert list(protocols(probe)) == ["P"] and "Any" in protocols(probe)["P"]


NO_ANY = ("presenter", "console", "terminals", "table", "net/protocol.py")
"""The Presenter, the Terminals (the console, the browser's bridge and seat), the table and the online
protocol's messages (both ways: a client's too, as the server's check builds them): no line of theirs names
``Any`` (issue 23)."""
LEFT = {"table/core.py": 6}
"""What is left, exactly (lower it when a line goes): the game state at the table (``Any``: Beasty Bar's
and 4 Monkeys' ``check``/``apply`` take their own actions, so no one state type holds every game's). (The
browser's in-process link is a ``net.server.Socket`` as a WebSocket is.)"""


def any_lines(path: Path) -> int:
    return sum(1 for line in path.read_text(encoding="utf-8").splitlines() if re.search(r"\bAny\b", line))


def test_the_presenter_the_terminals_and_the_table_name_no_any() -> None:
    paths = [p for name in NO_ANY for p in ([PACKAGE / name] if name.endswith(".py")
                                            else sorted((PACKAGE / name).rglob("*.py")))]
    counts = {path.relative_to(PACKAGE).as_posix(): any_lines(path) for path in paths}
    assert set(LEFT) <= set(counts), "a file of LEFT is gone: take it out of LEFT"
    grown = {name: n for name, n in counts.items() if n > LEFT.get(name, 0)}
    assert not grown, f"Any came back (lines that name it, by file): {grown}"
    shrunk = {name: counts[name] for name, n in LEFT.items() if counts[name] < n}
    assert not shrunk, f"fewer lines name Any now: lower LEFT to {shrunk}"


def test_the_any_counter_counts_lines(tmp_path: Path) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text("from typing import Any\nx: Any = 1\nAnything = 2\ny: list[Any] = [Any]\n",
                     encoding="utf-8")
    assert any_lines(probe) == 3

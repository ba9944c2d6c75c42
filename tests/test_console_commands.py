"""The console's key map is data: binding sets merged in order, a later set's command of a name replacing
an earlier one's; commands are functions of a small context (what they say with, read, ask with, the
settings, leaving), which the console gives."""

from __future__ import annotations

from typing import Any

import pytest

from beastybar_access.console.commands import (
    CONSOLE_SET,
    HELP_SET,
    BindingSet,
    CommandContext,
    build_keymap,
    console_bindings,
    merge_bindings,
)
from beastybar_access.console.games import make_adapter
from beastybar_access.console.keys import Binding
from beastybar_access.console.online import ONLINE_SET
from beastybar_access.narration import Localizer


def test_a_later_set_replaces_a_command_of_the_same_name_where_it_was_listed() -> None:
    ran: list[tuple[str, Any]] = []
    first = BindingSet((
        (Binding("a", "help-a", ("x",)), lambda host: ran.append(("a", host))),
        (Binding("quit", "help-quit", ("c-q",)), lambda host: ran.append(("quit", host))),
    ))
    later = BindingSet((
        (Binding("quit", "help-leave", ("c-q", "c-c")), lambda host: ran.append(("leave", host))),
        (Binding("b", "help-b", ("y",)), lambda host: ran.append(("b", host))),
    ))
    merged = merge_bindings(first, later)
    assert [b.name for b, _ in merged.items] == ["a", "quit", "b"]
    context = CommandContext("out", "view", "ask", "prefs", "leave")  # type: ignore[arg-type]
    km = build_keymap(context, merged, {"a": "game-help-a"})
    assert [c.help_id for c in km.commands()] == ["game-help-a", "help-leave", "help-b"]
    for key in ("x", "c-q", "c-c", "y"):
        command = km.command_for(key)
        assert command is not None
        command.run()
    assert ran == [("a", context), ("leave", context), ("leave", context), ("b", context)]


CONTEXT = CommandContext(None, None, None, None, None)  # type: ignore[arg-type]
"""A context nothing runs in (the key maps below are only built)."""


def test_the_same_key_for_two_commands_is_refused() -> None:
    clash = BindingSet(((Binding("other", "help-x", ("w",)), lambda host: None),))
    with pytest.raises(ValueError, match="bound to 'where' already"):
        build_keymap(CONTEXT, merge_bindings(HELP_SET, CONSOLE_SET, clash))


@pytest.mark.parametrize("game", ["beastybar", "cubirds", "monkeys"])
def test_every_game_merges_with_the_console_and_online_keys(game: str) -> None:
    adapter = make_adapter(game, Localizer.load("en"))
    offline = console_bindings(adapter)
    online = console_bindings(adapter, ONLINE_SET)
    names = [b.name for b, _ in offline.items]
    assert names[0] == "help" and {"where", "quit", *(z.name for z in adapter.zones())} <= set(names)
    assert [b.name for b, _ in online.items] == [*names, "chat", "chat-older", "chat-newer", "people"]
    build_keymap(CONTEXT, online)  # no key bound twice
    quit_offline = dict((b.name, run) for b, run in offline.items)["quit"]
    quit_online = dict((b.name, run) for b, run in online.items)["quit"]
    assert quit_offline is not quit_online  # online, quitting leaves the table


def test_a_command_runs_with_only_the_parts_of_the_context_it_uses() -> None:
    class Out:
        def __init__(self) -> None:
            self.last_group: list[object] = []
            self.refused: list[str] = []

        def refuse(self, msg_id: str, **args: object) -> None:
            self.refused.append(msg_id)

    out = Out()
    repeat = dict((b.name, run) for b, run in CONSOLE_SET.items)["repeat"]
    repeat(CommandContext(out, None, None, None, None))  # type: ignore[arg-type]
    assert out.refused == ["ui-nothing-said"]

"""Issue 25, names: no two seats share a name; computers take names from a longer list, never one a person
has; online the server names its computers, the same for everyone at the table."""

from __future__ import annotations

import asyncio
import contextlib
import io
from pathlib import Path
from types import SimpleNamespace

import pytest

from beastybar_access.console.setup import default_names
from beastybar_access.narration import Localizer
from beastybar_access.table.names import ONLINE_COMPUTER_NAMES, computer_names, distinct
from tests.net_helpers import Client, running_server


def test_computers_skip_every_name_taken_and_are_numbered_past_the_list() -> None:
    assert computer_names(["eva"], 3, ["Jana", "Eva", "Petr"], lambda n: f"C{n}") == ["Jana", "Petr", "C1"]
    assert computer_names(["C1"], 2, [], lambda n: f"C{n}") == ["C2", "C3"]
    assert distinct(["Eva", "eva", "Jana", "Eva"]) == ["Eva", "eva 2", "Jana", "Eva 4"]


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_person_named_like_a_computer_keeps_the_name_and_the_computer_takes_another(lang: str) -> None:
    console = SimpleNamespace(loc=Localizer.load(lang))
    pool = [n.strip() for n in console.loc("ui-bot-names").split(",")]
    assert len(pool) >= 10 and len(set(pool)) == len(pool)
    seats = ["human", "normal", "normal", "normal"]
    names = default_names(console, seats, {0: "Eva"})  # type: ignore[arg-type]
    assert names[0] == "Eva" and "Eva" not in names[1:] and len(set(names)) == 4
    names = default_names(console, ["human", "normal", "human", "normal", "normal"],  # type: ignore[arg-type]
                          {0: pool[0], 2: pool[1]})
    assert names[:3:2] == pool[:2] and len({n.casefold() for n in names}) == 5


def test_names_given_twice_on_the_command_line_are_told_apart() -> None:
    from beastybar_access import cli

    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        code = cli.main(["play", "--seats", "bot,bot,bot", "--names", "Eva,Eva", "--seed", "1", "--speech",
                         "none", "--delay", "0", "--lang", "cs", "--verbosity", "brief"])
    assert code == 0
    start = next(line for line in out.getvalue().splitlines() if line.startswith("Hra začíná."))
    assert "Eva (" in start and "Eva 2 (" in start and "Jana (" in start, start


def test_online_the_server_names_its_computers_never_as_a_person_here(tmp_path: Path) -> None:
    async def main() -> None:
        async with running_server(tmp_path) as server:
            jana = await Client.connect(server.port, ONLINE_COMPUTER_NAMES[0])
            await jana.send("create", game="cubirds", players=4, bots=["normal", "easy"])
            table = (await jana.expect("joined"))["table"]
            rows = table["seats"]
            computers = [r["name"] for r in rows if r["kind"] == "computer"]
            assert computers == list(ONLINE_COMPUTER_NAMES[1:3])
            adam = await Client.connect(server.port, ONLINE_COMPUTER_NAMES[1])
            await adam.send("join", code=table["code"])
            rows = (await adam.expect("joined"))["table"]["seats"]
            names = [r["name"] for r in rows]
            assert len(set(names)) == 4 and names.count(ONLINE_COMPUTER_NAMES[1]) == 1, names

    asyncio.run(asyncio.wait_for(main(), 60))

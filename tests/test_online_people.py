"""The people at a table, at the console (issue 26): U (or F7) lists them; a person mutes and unmutes
another's chat lines on their own console only; the person who opened the table removes someone, who hears
why and whose console ends. A real server on 127.0.0.1 (ephemeral port), consoles in-process."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from console_support import DOWN, ENTER
from net_helpers import running_server
from online_support import OnlineHarness, data_dir
from online_support import server_url as url_of
from test_online_console import alice_and_bob_in_a_lobby_of_three, code_of, create

from beastybar_access.net import server as server_module
from beastybar_access.net.remote import Sitting


def test_mute_unmute_and_remove_at_the_console(tmp_path: Path) -> None:
    async def main() -> None:
        async with running_server(data_dir(tmp_path)) as server:
            alice, bob = await alice_and_bob_in_a_lobby_of_three(url_of(server))
            await bob.press("U")
            await bob.said("Alice, 1 z 1")
            await bob.press(ENTER)
            await bob.said("Alice: co dál?")
            # one choice: Bob did not open the table, so he cannot remove anyone
            await bob.said("ztlumit: řádky v chatu od tohoto člověka se ti nebudou číst, 1 z 1")
            await bob.press(ENTER)
            await bob.said("Ztlumeno: Alice.")
            await alice.press("e", "h", "i", ENTER)
            await alice.said("You say: hi")
            await asyncio.sleep(0.3)
            assert not any("Alice píše" in t for t in bob.texts)  # muted here only
            await bob.press("U")
            await bob.said("Alice, ztlumený chat, 1 z 1")
            await bob.press(ENTER, ENTER)
            await bob.said("Ztlumení zrušeno: Alice.")
            await alice.press("e", "y", "o", ENTER)
            await bob.said("Alice píše: yo")
            # the creator removes Bob: Bob hears why, his console ends; Alice hears it once
            await alice.press("\x1b[18~")  # F7
            await alice.said("Bob, 1 of 1")
            await alice.press(ENTER)
            await alice.press(DOWN)
            await alice.said("remove from the table, 2 of 2")
            await alice.press(ENTER)
            await alice.said("Bob was removed from the table.")
            await bob.said("Ten, kdo stůl otevřel, tě od stolu odebral; hra tu pro tebe končí.")
            assert bob.task is not None and await asyncio.wait_for(bob.task, 10) == 2
            await alice.said("Waiting for 2 more people.")
            await alice.stop()

    asyncio.run(main())


def test_the_chat_budget_and_a_connection_too_many_are_said_in_one_sentence(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(server_module, "CHAT_BUDGET", (2, 60.0))

    async def main() -> None:
        options = {"address_limits": True, "connections_per_address": 1}
        async with running_server(data_dir(tmp_path), **options) as server:
            alice = OnlineHarness(url_of(server), "Alice", create("beastybar", 2), lang="en")
            await alice.start()
            await alice.said("The invite code is")
            for word in ("a", "b", "c"):
                await alice.press("e", word, ENTER)
            await alice.said("The table's chat had many lines in the last minute; wait 60 seconds")
            # a second console from this computer, over the limit of open connections here
            bob = OnlineHarness(url_of(server), "Bob", Sitting(code=code_of(alice)), lang="cs")
            await bob.start()
            assert bob.task is not None and await asyncio.wait_for(bob.task, 10) == 2
            refusal = "Tento počítač už má k serveru otevřeno příliš mnoho připojení; zavři jiné okno hry"
            assert any(t.startswith(refusal) for t in bob.texts), bob.texts[-3:]
            await bob.stop()
            await alice.stop()

    asyncio.run(main())


def test_silent_spectators_from_the_command_line_to_the_spectators_console(tmp_path: Path) -> None:
    from beastybar_access import cli
    from beastybar_access.commands.join import sitting_from_args
    from beastybar_access.narration import CONSOLE_DOMAINS, Localizer

    loc = Localizer.load("en", domains=CONSOLE_DOMAINS)
    args = cli.build_parser(loc).parse_args(["join", "ws://127.0.0.1:1/", "--create", "beastybar",
                                             "--silent-spectators"])
    assert sitting_from_args(args, loc)[2].create["spectator_chat"] is False

    async def main() -> None:
        async with running_server(data_dir(tmp_path)) as server:
            alice = OnlineHarness(url_of(server), "Alice", create("beastybar", 2, spectator_chat=False))
            await alice.start()
            await alice.said("The invite code is")
            eve = OnlineHarness(url_of(server), "Eva", Sitting(code=code_of(alice), spectate=True), lang="cs")
            await eve.start()
            await eve.said("U tohoto stolu diváci do chatu nepíšou; chat jen slyšíš.")
            await eve.press("e", "x", ENTER)
            await eve.said("U tohoto stolu diváci do chatu nepíšou; chat jen slyšíš.")  # the server's refusal
            await asyncio.sleep(0.2)
            assert not any("píše: x" in t or "says: x" in t for t in alice.texts)
            await eve.stop()
            await alice.stop()

    asyncio.run(main())


def test_play_online_lists_the_tables_with_a_free_seat_by_game_and_joins_one(tmp_path: Path) -> None:
    from net_helpers import Client

    async def main() -> None:
        async with running_server(data_dir(tmp_path)) as server:
            codes = {}
            for name, game in (("Cid", "cubirds"), ("Ben", "beastybar")):
                host = await Client.connect(server.port, name)
                await host.send("create", game=game, players=2)
                codes[game] = (await host.expect("joined"))["table"]["code"]
            full = await Client.connect(server.port, "Dan")  # a table without a free seat is not offered
            await full.send("create", game="beastybar", players=2, bots=["easy"])
            await full.expect("joined")
            ana = OnlineHarness(url_of(server), "Ana", None)
            await ana.start()
            await ana.said("Your name at the table?")
            await ana.press(*"Ana", ENTER)
            await ana.said("What do you want to do?")
            await ana.press(DOWN, DOWN, DOWN)
            await ana.said("choose one of the listed tables, 4 of 4")
            await ana.press(ENTER)
            await ana.said("Which table? The tables with a free seat, by game:")
            b, c = (f"{codes[g][:3]} {codes[g][3:]}" for g in ("beastybar", "cubirds"))
            await ana.said(f"Beasty Bar, 1 of 2 seats for people taken, 2 players, code {b}, 1 of 2")
            await ana.press(DOWN)
            await ana.said(f"Cubirds, 1 of 2 seats for people taken, 2 players, code {c}, 2 of 2")
            await ana.press(ENTER)
            await ana.said(f"You sit at a table of Cubirds for 2 players, code {c}.")
            await ana.stop()

    asyncio.run(main())

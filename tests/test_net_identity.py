"""Who is who at an online table (issue 26, item 3), over real WebSockets on 127.0.0.1: one name per
connection at a table (no renaming by a second hello), no two people with one name, and spectators heard
when they come and go, their chat marked as a spectator's; the console says it (cs, en)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from console_support import ENTER
from net_helpers import Client, running_server
from online_support import OnlineHarness, data_dir
from online_support import server_url as url_of
from test_online_console import code_of, create

from beastybar_access.net.protocol import MAX_NAME
from beastybar_access.net.remote import Sitting


async def lobby(client: Client, change: str) -> dict[str, Any]:
    """The next lobby message of ``change`` (the others before it skipped)."""
    while True:
        message = await client.expect("lobby")
        if message["change"] == change:
            return message


def test_a_second_hello_at_a_table_renames_nobody(tmp_path: Path) -> None:
    async def main() -> None:
        async with running_server(tmp_path) as server:
            ana = await Client.connect(server.port, "Ana")
            await ana.send("create", game="beastybar", players=2)
            code = (await ana.expect("joined"))["table"]["code"]
            ben = await Client.connect(server.port, "Ben")
            await ben.send("join", code=code)
            await ben.expect("joined")
            await ben.expect("snapshot")
            seq = await ben.send("hello", version=1, name="Ana")
            error = await ben.expect("error")
            assert (error["code"], error["re"]) == ("already_at_table", seq)
            await ben.send("chat", text="I resign")
            line = await ana.expect("chat")
            assert (line["name"], line["seat"]) == ("Ben", ben.seat)
            # before any table a name may still be changed (the browser's name field)
            cid = await Client.connect(server.port, "Cid")
            await cid.send("hello", version=1, name="Cyril")
            assert (await cid.expect("welcome"))["name"] == "Cyril"
    asyncio.run(main())


def test_a_second_person_with_a_name_gets_the_seat_number_everyone_hears(tmp_path: Path) -> None:
    async def main() -> None:
        async with running_server(tmp_path) as server:
            first = await Client.connect(server.port, "Jana")
            await first.send("create", game="beastybar", players=4)
            table = (await first.expect("joined"))["table"]
            second = await Client.connect(server.port, "jana")
            await second.send("join", code=table["code"])
            joined = await second.expect("joined")
            assert joined["table"]["seats"][joined["seat"]]["name"] == "jana 2"
            heard = await first.expect("lobby")
            while heard["seat"] != joined["seat"]:  # (the creator's own first)
                heard = await first.expect("lobby")
            assert (heard["change"], heard["name"]) == ("joined", "jana 2")
            long = "N" * MAX_NAME
            third = await Client.connect(server.port, long)
            await third.send("join", code=table["code"])
            await third.expect("joined")
            fourth = await Client.connect(server.port, long)
            await fourth.send("join", code=table["code"])
            seat = (await fourth.expect("joined"))["seat"]
            await second.send("chat", text="ahoj")
            line = await first.expect("chat")
            assert line["name"] == "jana 2"
            info = server.tables[table["code"]].info()
            people = [row["name"] for row in info["seats"]]
            assert people == ["Jana", "jana 2", long, long[:MAX_NAME - 2] + f" {seat + 1}"]
            assert all(len(n) <= MAX_NAME for n in people)
    asyncio.run(main())


def test_spectators_are_announced_and_their_chat_is_marked(tmp_path: Path) -> None:
    async def main() -> None:
        async with running_server(tmp_path) as server:
            ana = await Client.connect(server.port, "Ana")
            await ana.send("create", game="beastybar", players=2, bots=["easy"])
            code = (await ana.expect("joined"))["table"]["code"]
            eve = await Client.connect(server.port, "Eve")
            await eve.send("join", code=code, **{"as": "spectator"})
            await eve.expect("joined")
            came = await lobby(ana, "watching")
            assert (came["change"], came["seat"], came["name"]) == ("watching", None, "Eve")
            await eve.send("chat", text="nice move")
            line = await ana.expect("chat")
            assert (line["name"], line["seat"], line.get("spectator")) == ("Eve", None, True)
            own = await eve.expect("chat")
            assert own.get("spectator") is True
            assert not any(m["type"] == "lobby" and m["change"] == "watching" for m in eve.received)
            await ana.send("chat", text="thanks")
            assert "spectator" not in await eve.expect("chat")
            await eve.send("leave")
            went = await lobby(ana, "stopped_watching")
            assert (went["change"], went["name"]) == ("stopped_watching", "Eve")
            # a spectator whose connection drops goes too
            max_ = await Client.connect(server.port, "Max")
            await max_.send("join", code=code, **{"as": "spectator"})
            await max_.expect("joined")
            assert (await lobby(ana, "watching"))["name"] == "Max"
            await max_.close()
            went = await lobby(ana, "stopped_watching")
            assert (went["change"], went["name"]) == ("stopped_watching", "Max")
    asyncio.run(main())


def test_the_console_says_who_watches_and_marks_their_chat(tmp_path: Path) -> None:
    async def main() -> None:
        async with running_server(data_dir(tmp_path)) as server:
            url = url_of(server)
            alice = OnlineHarness(url, "Alice", create("beastybar", 3), lang="en")
            await alice.start()
            await alice.said("Waiting for 2 more people.")
            bob = OnlineHarness(url, "Bob", Sitting(code=code_of(alice)), lang="cs")
            await bob.start()
            await bob.said("Čeká se ještě na 1 člověka.")
            eve = await Client.connect(server.port, "Eve")
            await eve.send("join", code=code_of(alice), **{"as": "spectator"})
            await eve.expect("joined")
            await alice.said("Eve watches the table.")
            await bob.said("Na stůl se dívá Eve.")
            await eve.send("chat", text="good luck")
            await alice.said("Spectator Eve says: good luck")
            await bob.said("Z diváků píše Eve: good luck")
            await alice.press("e")
            await alice.said("Chat: type a line")
            await alice.press("h", "i", ENTER)
            await bob.said("Alice píše: hi")
            await eve.send("leave")
            await alice.said("Eve no longer watches the table.")
            await bob.said("Na stůl se už nedívá Eve.")
            await alice.stop()
            await bob.stop()
    asyncio.run(main())

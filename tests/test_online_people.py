"""The people at a table, at the console (issue 26): U (or F7) lists them; a person mutes and unmutes
another's chat lines on their own console only; the person who opened the table removes someone, who hears
why and whose console ends. A real server on 127.0.0.1 (ephemeral port), consoles in-process."""

from __future__ import annotations

import asyncio
from pathlib import Path

from console_support import DOWN, ENTER
from net_helpers import running_server
from online_support import data_dir
from online_support import server_url as url_of
from test_online_console import alice_and_bob_in_a_lobby_of_three


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
            await bob.said("Chat od: Alice je ztlumený")
            await alice.press("e", "h", "i", ENTER)
            await alice.said("You say: hi")
            await asyncio.sleep(0.3)
            assert not any("Alice píše" in t for t in bob.texts)  # muted here only
            await bob.press("U")
            await bob.said("Alice, ztlumený chat, 1 z 1")
            await bob.press(ENTER, ENTER)
            await bob.said("Chat od: Alice už není ztlumený.")
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

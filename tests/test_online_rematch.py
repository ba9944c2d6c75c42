"""A rematch at the console (issue 26, item 5): two people at a real server on 127.0.0.1 (Alice in English,
Bob in Czech) finish a Beasty Bar game; the end question offers "Play again with the same people" next to
leaving; each hears who wants it and who is awaited, and the new game's start, or why there is none."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest
from console_support import DOWN, ENTER
from net_helpers import running_server
from online_support import data_dir
from online_support import server_url as url_of
from test_online_console import play_by_enter, two_at_a_table

from beastybar_access.net.remote import SEND_RATE


async def _until(check: object, seconds: float = 10.0) -> None:
    deadline = asyncio.get_running_loop().time() + seconds
    while not check():  # type: ignore[operator]
        assert asyncio.get_running_loop().time() < deadline, "it did not come"
        await asyncio.sleep(0.01)


def test_both_want_a_rematch_and_a_new_game_starts_at_the_same_table(tmp_path: Path) -> None:
    async def main() -> None:
        async with running_server(data_dir(tmp_path)) as server:
            alice, bob = await two_at_a_table(url_of(server), "beastybar")
            await play_by_enter([alice, bob])
            await alice.said("The game is over. Play again with the same people? Answer within")
            await bob.said("Hra skončila. Hrát znovu se stejnými lidmi? Odpověz do")
            await bob.press(DOWN, ENTER)
            await bob.said("Chceš hrát znovu; čeká se na odpověď: Alice.", exact=True)
            await alice.said("Bob wants a rematch; waiting for Alice.", exact=True)
            await alice.press(DOWN, ENTER)
            await alice.said("Everyone wants a rematch: a new game at the same table.", exact=True)
            await alice.said("The game begins. At the table: Alice (green, you), Bob (yellow, a person "
                             "online)")
            await bob.said("Všichni chtějí hrát znovu: nová hra u téhož stolu.", exact=True)
            await bob.said("Hra začíná. U stolu: Alice (zelená, člověk po síti), Bob (žlutá, ty)")
            # the new game is played as the first was: the move of whoever starts is asked
            await _until(lambda: alice.my_move_open() or bob.my_move_open())
            assert not alice.online._ended and not bob.online._ended
            await alice.stop()
            await bob.stop()

    asyncio.run(main())


def test_one_leaves_and_the_other_hears_there_is_no_rematch(tmp_path: Path) -> None:
    async def main() -> None:
        async with running_server(data_dir(tmp_path)) as server:
            alice, bob = await two_at_a_table(url_of(server), "beastybar")
            await play_by_enter([alice, bob])
            await alice.said("Play again with the same people?")
            await alice.press(DOWN, ENTER)
            await alice.said("You want a rematch; waiting for Bob.", exact=True)
            await bob.said("Alice chce hrát znovu; čeká se na odpověď: Bob.", exact=True)
            # Bob's client has sent all it may this second (quick moves): his leave waits its turn, and
            # the console must not close the connection before it has gone (the leave was lost, and Alice
            # waited for the hold of his seat)
            remote = bob.online.remote
            assert remote is not None
            for _ in range(SEND_RATE):
                remote._pace.allow(time.monotonic())
            await bob.press(ENTER)  # leave the table
            assert await asyncio.wait_for(bob.task, 10) == 0  # type: ignore[arg-type]
            await alice.said("No rematch: Bob is no longer at the table.", exact=True)
            # leaving is what is left to her
            await alice.said("The game is over. The review keys and the chat work until you leave.")
            await alice.press(ENTER)
            assert await asyncio.wait_for(alice.task, 10) == 0  # type: ignore[arg-type]
            await alice.stop()
            await bob.stop()

    asyncio.run(main())


def test_after_a_server_restart_a_yes_given_is_said_again_by_itself(tmp_path: Path) -> None:
    """Alice has said yes when the server stops; started again on its data and port, it offers the rematch
    anew: Alice's console says her yes again by itself, Bob's question still offers it, and his yes starts
    the new game for both."""
    from beastybar_access.net.server import GameServer, ServerOptions

    async def main() -> None:
        data = data_dir(tmp_path)
        async with running_server(data) as server:
            port = server.port
            alice, bob = await two_at_a_table(url_of(server), "beastybar")
            await play_by_enter([alice, bob])
            await alice.said("Play again with the same people?")
            await alice.press(DOWN, ENTER)
            await bob.said("Alice chce hrát znovu; čeká se na odpověď: Bob.", exact=True)
        mark = len(bob.texts)
        again = GameServer(ServerOptions(host="127.0.0.1", port=port, data=data, bot_pace=0.0,
                                         address_limits=False, public_turn_seconds=0))
        await again.start()
        try:
            await alice.said("A rematch with the same people is offered; waiting for Alice, Bob.", exact=True)
            # Bob may come back before Alice's yes (he hears it given) or after it (he hears the offer
            # already waiting only for him); either way the offer waits for him alone.
            await bob.said("čeká se na odpověď: Bob.", since=mark)
            await bob.press(DOWN, ENTER)
            await alice.said("Everyone wants a rematch: a new game at the same table.", exact=True)
            await bob.said("Všichni chtějí hrát znovu: nová hra u téhož stolu.", exact=True)
            await alice.stop()
            await bob.stop()
        finally:
            await again.stop()

    asyncio.run(main())


@pytest.mark.slow  # about 40 s: three 10-second rounds of 4 Monkeys on the server's clock
def test_a_4_monkeys_game_ends_and_both_start_a_rematch(tmp_path: Path) -> None:
    """4 Monkeys' rounds run on the server's clock; after the third round's scoring the same end question
    offers a rematch, and when both say yes the new game starts round 1 again on the server's clock, for
    both (Ann in English, Bob in Czech)."""

    async def main() -> None:
        async with running_server(data_dir(tmp_path)) as server:
            ann, bob = await two_at_a_table(url_of(server), "monkeys", "Ann", round_seconds=10)
            await ann.said("Round 1 of 3 starts, time 10 seconds.")
            for number in (2, 3):  # Ann starts the next round whenever it waits for a key
                await ann.said(f"Round {number} of 3, lasting 10 seconds. Press Enter when you want to "
                               "start.", timeout=30)
                await ann.press(ENTER)
                await ann.said(f"Round {number} of 3 starts")
            await ann.said("The game is over. Play again with the same people? Answer within", timeout=30)
            await bob.said("Hra skončila. Hrát znovu se stejnými lidmi? Odpověz do")
            ann_mark, bob_mark = len(ann.texts), len(bob.texts)
            await ann.press(DOWN, ENTER)
            await bob.said("Ann chce hrát znovu; čeká se na odpověď: Bob.", exact=True)
            await bob.press(DOWN, ENTER)
            await ann.said("Everyone wants a rematch: a new game at the same table.", exact=True)
            await bob.said("Všichni chtějí hrát znovu: nová hra u téhož stolu.", exact=True)
            await ann.said("Round 1 of 3 starts, time 10 seconds.", since=ann_mark)
            await bob.said("Kolo 1 ze 3 začíná", since=bob_mark)
            assert not ann.online._ended and not bob.online._ended
            await ann.stop()
            await bob.stop()

    asyncio.run(main())

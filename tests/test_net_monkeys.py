"""4 Monkeys online: the server's clock is the clock; a person and a computer play a round through a real
server; actions are stamped on arrival; a stale or foreign action is refused by the rules."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from pathlib import Path

from beastybar_access.games.monkeys.engine import Entry, Phase, StartRound, Stop
from beastybar_access.net.wire import encode
from tests.net_helpers import Client, running_server


def test_a_round_with_one_person_and_one_computer(tmp_path: Path) -> None:
    async def main() -> None:
        async with running_server(tmp_path) as server:
            eva = await Client.connect(server.port, "Eva")
            await eva.send("create", game="monkeys", players=2, bots=["easy"], round_seconds=10)
            joined = await eva.expect("joined")
            assert joined["table"]["game"] == "monkeys"
            await eva.expect("snapshot")
            while eva.view.phase is not Phase.PLAY:  # the first round starts when everyone is there
                await eva.next(5)
            assert eva.view.player == 0
            # an action of another seat, with any time: the server stamps it for Eva's seat, now
            legal = [a for a in eva.view.legal if not isinstance(a, StartRound | Stop)]
            assert legal
            # a game's data class that names a seat and a time but is no action (a history entry): refused
            await eva.send("act", action=encode(Entry(0, 0, legal[0], ())))
            error = await eva.expect("error")
            assert error["code"] == "bad_message" and error["detail"] == "not an action", error
            action = legal[0]
            await eva.send("act", action=encode(replace(action, player=1, at=0)))
            # the computer may take first (its first take is due in seconds): its updates come before hers
            # then, and her action stays legal (a take with any of her cards is a bluff at worst)
            for _ in range(50):
                message = await eva.next(5)
                if message["type"] == "error" or (message["type"] == "update" and message["actor"] == 0):
                    break
            assert message["type"] == "update" and message["actor"] == 0, message
            mine = [e for e in eva.view.history if e.player == 0 and e.action is not None]
            assert mine and mine[-1].action == replace(action, at=mine[-1].at), "hers, stamped for her seat"
            # the clock runs on the server: the round ends by itself
            while eva.view.phase is Phase.PLAY:
                await eva.next(15)
            assert eva.view.phase is not Phase.PLAY
            if eva.view.phase is not Phase.OVER:
                await eva.send("act", action=encode(StartRound(0, 0)))
                while eva.view.phase is not Phase.PLAY:
                    await eva.next(5)
                assert eva.view.round == 2
                await eva.send("act", action=encode(StartRound(0, 0)))
                error = await eva.expect("error")
                assert error["code"] == "illegal"
    asyncio.run(asyncio.wait_for(main(), 60))


def test_monkeys_messages_hold_no_other_seats_secrets(tmp_path: Path) -> None:
    """Every update to a seat: its own view (others' tile cards hidden unless checked) and events that the
    engine's filter leaves as they are (nothing it would hide is left in them)."""
    from beastybar_access.games.monkeys.engine import TileStatus, events_for
    from beastybar_access.net.wire import decode

    async def main() -> list[Client]:
        async with running_server(tmp_path) as server:
            eva = await Client.connect(server.port, "Eva")
            await eva.send("create", game="monkeys", players=3, bots=["easy"], round_seconds=10)
            code = (await eva.expect("joined"))["table"]["code"]
            jan = await Client.connect(server.port, "Jan")
            await jan.send("join", code=code)
            await jan.expect("joined")
            clients = [eva, jan]
            for _ in range(60):
                for c in clients:
                    offered = c.view.legal if c.view else ()
                    legal = [a for a in offered if not isinstance(a, StartRound | Stop)]
                    if legal and c.view.phase is Phase.PLAY:
                        await c.send("act", action=encode(legal[-1]))
                    await c.drain(0.05)
            return clients

    clients = asyncio.run(asyncio.wait_for(main(), 90))
    for c in clients:
        assert c.seat is not None
        updates = [m for m in c.received if m["type"] == "update"]
        assert len(updates) > 5
        for m in updates:
            view = m["whole_view"]
            assert view.player == c.seat
            for q, row in enumerate(view.tiles):
                for tile in row:
                    if q != c.seat and tile.status not in (TileStatus.CHECKED, TileStatus.WRONG):
                        assert tile.cards is None
            events = list(decode("monkeys", m["events"]))
            assert events_for(events, c.seat) == events

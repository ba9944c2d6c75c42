"""A spectator at an online table: the public view and the events as events_for(events, None) gives them;
never a card from anyone's hand."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from beastybar_access.net.wire import decode
from tests.net_helpers import Client, play_until_over, running_server


@pytest.mark.parametrize("game", ["beastybar", "cubirds"])
def test_a_spectator_never_hears_a_card_from_a_hand(tmp_path: Path, game: str) -> None:
    import importlib

    engine = importlib.import_module(f"beastybar_access.games.{game}.engine")

    async def main() -> tuple[Client, list]:
        async with running_server(tmp_path) as server:
            ana = await Client.connect(server.port, "Ana")
            await ana.send("create", game=game, players=3, bots=["easy"])
            code = (await ana.expect("joined"))["table"]["code"]
            eve = await Client.connect(server.port, "Eve")
            await eve.send("join", code=code, **{"as": "spectator"})
            assert (await eve.expect("joined"))["seat"] is None
            ben = await Client.connect(server.port, "Ben")
            await ben.send("join", code=code)
            await ben.expect("joined")
            await eve.expect("snapshot")
            await ana.expect("snapshot")
            await ben.expect("snapshot")
            await ana.send("chat", text="\x1b[31mahoj\x07 všichni")
            await play_until_over([ana, ben])
            await eve.drain(0.3)
            live_hands = []
            return eve, live_hands

    eve, _ = asyncio.run(asyncio.wait_for(main(), 120))
    chats = [m for m in eve.received if m["type"] == "chat"]
    assert chats and chats[0]["text"] == "ahoj všichni" and chats[0]["name"] == "Ana"
    updates = [m for m in eve.received if m["type"] in ("update", "snapshot")]
    assert updates and eve.ended is not None
    for m in updates:
        view = m["whole_view"]
        assert not any(getattr(view, "hand", ())), "a spectator holds no hand"
        assert view.legal == ()
        if m["type"] == "update":
            events = list(decode(eve.game, m["events"]))
            assert engine.events_for(events, None) == events

"""Secrecy over the wire: in random games through a real server, every message to a seat is exactly the
engine's view for that seat and its events as ``events_for`` filters them; so no seat ever receives another
seat's hidden cards or any pile's order. Spectators get the public view only."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path

import pytest

from beastybar_access.games import get_game
from beastybar_access.net.store import Store
from beastybar_access.net.wire import encode
from tests.net_helpers import Client, play_until_over, running_server

TURN_BASED = ("beastybar", "cubirds")


def _replay(game: str, saved: dict) -> list[tuple[object, list]]:
    """(state after k actions, events of action k) for every k, from the stored seed and log."""
    import importlib

    engine = importlib.import_module(f"beastybar_access.games.{game}.engine")
    cfg = saved["config"]
    state = engine.new_game(int(cfg["players"]), seed=int(cfg["seed"]), variant=cfg["variant"],
                            first=int(cfg["first"]))
    out = [(state.copy(), [])]
    for _player, action in saved["actions"]:
        events = state.apply(engine.action_from_json(action))
        out.append((state.copy(), events))
    return out


async def _game(tmp: Path, game: str, players: int, seed: int) -> None:
    rng = random.Random(seed)
    engine_mod = __import__(f"beastybar_access.games.{game}.engine", fromlist=["events_for"])
    async with running_server(tmp) as server:
        people = 2
        ana = await Client.connect(server.port, "Ana")
        await ana.send("create", game=game, players=players, bots=["easy"] * (players - people))
        code = (await ana.expect("joined"))["table"]["code"]
        ben = await Client.connect(server.port, "Ben")
        await ben.send("join", code=code)
        await ben.expect("joined")
        clients = [ana, ben]
        for c in clients:
            await c.expect("snapshot")
        await play_until_over(clients, choose=lambda c: rng.choice(c.legal))
        await asyncio.sleep(0.1)
        for c in clients:
            await c.drain(0.1)
    store = Store(tmp)
    table_id = store.db.execute("SELECT id FROM tables").fetchone()[0]
    steps = _replay(game, store.saved_game(table_id))
    store.close()
    for c in clients:
        seat = c.seat
        assert seat is not None
        updates = [(m, raw) for m, raw in zip(c.received, c.raw, strict=True)
                   if m["type"] in ("update", "snapshot")]
        assert updates, "the seat heard the game"
        for message, raw in updates:
            state, events = steps[message["turn"]]
            assert message["whole_view"] == state.view(seat)
            assert encode(message["whole_view"]) == encode(state.view(seat))
            if message["type"] == "update":
                filtered = engine_mod.events_for(events, seat)
                assert message["events"] == json.loads(json.dumps(encode(filtered)))
            view = state.view(seat)
            hand = set(getattr(view, "hand", ()))
            others = [h for s, h in enumerate(getattr(state, "hands", [])) if s != seat]
            if game == "beastybar":
                leaked = {card for h in others for card in h} & hand
                assert not leaked
                for pile in state.piles:  # no pile's order in any message
                    if len(pile) > 2:
                        assert json.dumps(list(pile))[1:-1] not in raw


@pytest.mark.parametrize("game", TURN_BASED)
@pytest.mark.parametrize("round_", range(2))
def test_every_message_is_the_seats_own_view_and_filtered_events(tmp_path: Path, game: str,
                                                                 round_: int) -> None:
    rng = random.Random()  # a different random game each run; the seed is in the failure's message
    seed = rng.randrange(10**6)
    spec = get_game(game)
    players = rng.randint(spec.min_players, min(4, spec.max_players))
    try:
        asyncio.run(asyncio.wait_for(_game(tmp_path, game, players, seed), 120))
    except AssertionError as exc:
        raise AssertionError(f"{game}, {players} players, choice seed {seed}: {exc}") from exc

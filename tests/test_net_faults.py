"""The server killed with SIGKILL mid-game and started again: the clients resume with their tokens, the
game goes on, no action lost or applied twice."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

from beastybar_access.games import get_game
from beastybar_access.net.store import Store
from tests.net_helpers import Client, play_until_over


def _start(data: Path, port: int = 0) -> tuple[subprocess.Popen[str], int]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "beastybar_access", "--lang", "en", "serve", "--port", str(port), "--data",
         str(data), "--bot-pace", "0", "--hold", "60"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"})
    assert proc.stdout is not None
    line = proc.stdout.readline()
    match = re.search(r"ws://127\.0\.0\.1:(\d+)/", line)
    assert match, (line, proc.stderr.read() if proc.poll() is not None else "")
    return proc, int(match.group(1))


def test_server_killed_mid_game_and_restarted(tmp_path: Path) -> None:
    proc, port = _start(tmp_path)

    async def first_half() -> tuple[list[str], int, str]:
        ana = await Client.connect(port, "Ana")
        await ana.send("create", game="beastybar", players=3, bots=["easy"])
        code = (await ana.expect("joined"))["table"]["code"]
        ben = await Client.connect(port, "Ben")
        await ben.send("join", code=code)
        await ben.expect("joined")
        clients = [ana, ben]
        for c in clients:
            await c.expect("snapshot")
        while max(c.turn for c in clients) < 8:
            for c in clients:
                if c.my_turn():
                    await c.send("act", id=c.legal[0], turn=c.turn)
            for c in clients:
                await c.drain(0.1)
        seen = max(c.turn for c in clients)
        tokens = [c.token or "" for c in clients]
        return tokens, seen, code

    try:
        tokens, seen, code = asyncio.run(asyncio.wait_for(first_half(), 60))
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
        # every action any client heard of is in the log
        store = Store(tmp_path)
        stored = store.open_tables()[0]
        assert stored.code == code and stored.turns >= seen
        state = get_game("beastybar").from_json(store.saved_game(stored.id))
        assert len(state.history) == stored.turns
        store.close()
        proc, port = _start(tmp_path)

        async def second_half() -> int:
            clients = []
            for token, name in zip(tokens, ("Ana", "Ben"), strict=True):
                c = await Client.connect(port, name)
                await c.send("resume", token=token)
                await c.expect("joined")
                await c.expect("snapshot")
                assert c.turn == stored.turns
                clients.append(c)
            await play_until_over(clients)
            return clients[0].ended["turn"] if clients[0].ended else -1

        final_turn = asyncio.run(asyncio.wait_for(second_half(), 120))
    finally:
        proc.kill()
        proc.wait(10)
    store = Store(tmp_path)
    row = store.db.execute("SELECT id, turns, status FROM tables").fetchone()
    state = get_game("beastybar").from_json(store.saved_game(row[0]))
    assert state.is_over() and row[2] == "rematch"  # the finished game offers a rematch (test_net_rematch)
    assert row[1] == final_turn == len(state.history), "no action lost or applied twice"


def test_clients_reconnect_by_themselves_after_a_server_restart(tmp_path: Path) -> None:
    """The console's connection (RemoteTable): the server is killed, started again on the same port; both
    clients reconnect with their seat tokens, hear that they are back with the missed events, and finish."""
    from beastybar_access.net.remote import RemoteTable, Sitting

    proc, port = _start(tmp_path)
    url = f"ws://127.0.0.1:{port}/"
    notes: dict[str, list[tuple[str, dict]]] = {"Ana": [], "Ben": []}

    async def main() -> None:
        nonlocal proc
        ana = RemoteTable(url, "Ana", lambda k, d: notes["Ana"].append((k, d)), reconnect_seconds=60)
        ben = RemoteTable(url, "Ben", lambda k, d: notes["Ben"].append((k, d)), reconnect_seconds=60)
        joined = await ana.sit(Sitting(create={"game": "cubirds", "players": 2, "bots": []}))
        await ben.sit(Sitting(code=joined["table"]["code"]))
        tables = [ana, ben]

        async def play(until) -> None:
            for _ in range(4000):
                if until():
                    return
                for t in tables:
                    st = t.state
                    if st.view is not None and st.current == st.seat and st.legal and st.ended is None:
                        legal = st.view.legal
                        await t.act(legal[0])
                await asyncio.sleep(0.02)
            raise AssertionError("stuck")

        await play(lambda: ana.state.turn >= 6)
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
        await asyncio.sleep(1)
        proc, _ = _start(tmp_path, port)
        for _ in range(300):
            if all(any(k == "connection" and d["change"] == "back" for k, d in notes[n]) for n in notes):
                break
            await asyncio.sleep(0.1)
        for n in notes:
            changes = [d["change"] for k, d in notes[n] if k == "connection"]
            assert changes[:1] == ["lost"] and "back" in changes, (n, changes)
        await play(lambda: all(t.state.ended is not None for t in tables))
        for t in tables:
            await t.close()

    try:
        asyncio.run(asyncio.wait_for(main(), 120))
    finally:
        proc.kill()
        proc.wait(10)

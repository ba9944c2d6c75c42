"""The host's commands at ``beastybar serve``'s terminal (issue 26, the admin view): a real server in a
pty on 127.0.0.1 (ephemeral port), a client over a real WebSocket; tables lists the table and who is there,
ban refuses and closes an address's connections (the client hears why), unban lets it in, close closes a
table, and anything else lists the commands."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pexpect
from pty_support import spawn, transcript_checks
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from beastybar_access.net.server import BANNED


async def _hello(url: str) -> tuple[Any, dict[str, Any]]:
    ws = await connect(url)
    await ws.send(json.dumps({"type": "hello", "seq": 1, "version": 1, "name": "Ana"}))
    answer: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), 10))
    return ws, answer


def test_the_hosts_commands_list_ban_unban_and_close(tmp_path: Path) -> None:
    server = spawn(tmp_path, "serve", "--port", "0", "--data", str(tmp_path / "db"), "--lang", "en",
                   timeout=20)
    try:
        server.expect(r"(ws://127\.0\.0\.1:\d+/)")
        url = server.match.group(1)
        server.expect("Type tables")

        async def open_table() -> tuple[Any, str]:
            ws, answer = await _hello(url)
            assert answer["type"] == "welcome"
            await ws.send(json.dumps({"type": "create", "seq": 2, "game": "beastybar", "players": 2}))
            while (joined := json.loads(await asyncio.wait_for(ws.recv(), 10)))["type"] != "joined":
                pass
            return ws, joined["table"]["code"]

        async def main() -> None:
            ws, code = await open_table()
            server.sendline("tables")
            await asyncio.to_thread(server.expect, rf"Table {code[:3]} {code[3:]}, beastybar, waiting for "
                                    r"people: Ana \(seat 1, here, address 127\.0\.0\.1\); nobody watches\.")
            server.sendline("ban 127.0.0.1")
            await asyncio.to_thread(server.expect, r"The address 127\.0\.0\.1 is banned until the server")
            try:
                while True:
                    await asyncio.wait_for(ws.recv(), 10)
            except ConnectionClosed:
                assert ws.close_code == BANNED
            refused, answer = await _hello(url)
            assert (answer["type"], answer["code"], answer["re"]) == ("error", "banned", 1)
            await refused.close()
            server.sendline("unban 127.0.0.1")
            await asyncio.to_thread(server.expect, r"The address 127\.0\.0\.1 may connect again\.")
            back, answer = await _hello(url)
            assert answer["type"] == "welcome"
            await back.close()
            server.sendline(f"close {code}")
            await asyncio.to_thread(server.expect, rf"The table {code[:3]} {code[3:]} is closed")
            server.sendline("tables")
            await asyncio.to_thread(server.expect, r"No table is open\.")
            server.sendline("dance")
            await asyncio.to_thread(server.expect, r"The commands: tables")

        asyncio.run(asyncio.wait_for(main(), 60))
        transcript_checks(server.before)
        assert "Traceback" not in server.before
    finally:
        if server.isalive():
            server.terminate(force=True)
    server.expect(pexpect.EOF)

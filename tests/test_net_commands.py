"""The commands in real ptys: ``beastybar serve`` started as a person would, ``beastybar tables`` listing a
table in Czech and English (the code in two groups of three) and as JSON; bad options refused in words."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path

import pexpect

from tests.net_helpers import Client


def _spawn(*args: str, cwd: Path) -> pexpect.spawn:
    return pexpect.spawn(sys.executable, ["-m", "beastybar_access", *args], cwd=str(cwd), encoding="utf-8",
                         timeout=30, env={"PYTHONUNBUFFERED": "1", "PATH": "/usr/bin:/bin", "HOME": str(cwd)})


def test_serve_and_tables_in_ptys(tmp_path: Path) -> None:
    root = Path(__file__).resolve().parent.parent
    server = _spawn("--lang", "cs", "serve", "--port", "0", "--data", str(tmp_path / "data"), cwd=root)
    try:
        server.expect(r"Server běží na (ws://127\.0\.0\.1:(\d+)/)")
        url, port = server.match.group(1), int(server.match.group(2))

        async def create() -> tuple[Client, str]:
            ana = await Client.connect(port, "Ana")
            await ana.send("create", game="cubirds", players=3, bots=["easy"])
            return ana, (await ana.expect("joined"))["table"]["code"]

        async def main() -> None:
            ana, code = await create()
            spaced = f"{code[:3]} {code[3:]}"
            for lang, words in (("cs", f"Krabčáci, obsazeno 1 ze 2 míst pro lidi, 3 hráči, kód {spaced}"),
                                ("en", f"Cubirds, 1 of 2 seats for people taken, 3 players, code {spaced}")):
                lister = await asyncio.to_thread(_spawn, "--lang", lang, "tables", url, cwd=root)
                await asyncio.to_thread(lister.expect, pexpect.EOF)
                assert words in lister.before, lister.before
            # the address as join takes it: host:port, or the browser page's http:// address
            for address in (url, f"localhost:{port}", f"http://127.0.0.1:{port}"):
                lister = await asyncio.to_thread(_spawn, "tables", address, "--json", cwd=root)
                await asyncio.to_thread(lister.expect, pexpect.EOF)
                listed = json.loads(lister.before.strip().splitlines()[-1])
                assert [t["code"] for t in listed] == [code], address
            for game, codes in (("beastybar", []), ("Cubirds", [code])):  # one game's tables (issue 26)
                lister = await asyncio.to_thread(_spawn, "tables", url, "--game", game, "--json", cwd=root)
                await asyncio.to_thread(lister.expect, pexpect.EOF)
                assert [t["code"] for t in json.loads(lister.before.strip().splitlines()[-1])] == codes
            await ana.close()

        asyncio.run(asyncio.wait_for(main(), 60))
    finally:
        server.sendintr()
        server.expect(pexpect.EOF)
    for address in ("ws://127.0.0.1:1/", "127.0.0.1:1"):  # join's sentence, no [Errno 111]
        bad = _spawn("--lang", "en", "tables", address, cwd=root)
        bad.expect(pexpect.EOF)
        assert bad.before.strip() == ("The server ws://127.0.0.1:1/ cannot be reached. Check the address and "
                                      "that the server runs."), bad.before
        bad.close()
        assert bad.exitstatus == 1
    typo = _spawn("--lang", "cs", "tables", "ws://127.0.0.1:8765 /", cwd=root)
    typo.expect(pexpect.EOF)
    typo.close()
    assert typo.exitstatus == 2 and "není adresa serveru" in typo.before and "Neočekávaná" not in typo.before
    tls = _spawn("--lang", "cs", "serve", "--tls-cert", "x.pem", cwd=root)
    tls.expect(pexpect.EOF)
    assert "certifikát i klíč" in tls.before

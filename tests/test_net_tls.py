"""``beastybar serve --tls-cert --tls-key`` serves ``wss://``: a client that trusts the certificate's
authority plays over it; one that does not is refused with one clear sentence, never a traceback. The
certificate is a throw-away one made for 127.0.0.1 by ``trustme``; clients are told its authority the
standard OpenSSL way (``SSL_CERT_FILE``), as a player would for a server with its own certificate."""

from __future__ import annotations

import asyncio
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import trustme

from beastybar_access.net.client import Session


@pytest.fixture
def tls_server(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """A real server with a certificate for 127.0.0.1; its wss:// URL and the authority's file."""
    ca = trustme.CA()
    cert = ca.issue_cert("127.0.0.1", "localhost")
    cert_file, key_file, ca_file = tmp_path / "cert.pem", tmp_path / "key.pem", tmp_path / "ca.pem"
    cert_file.write_bytes(b"".join(blob.bytes() for blob in cert.cert_chain_pems))
    cert.private_key_pem.write_to_path(str(key_file))
    ca.cert_pem.write_to_path(str(ca_file))
    proc = subprocess.Popen(
        [sys.executable, "-m", "beastybar_access", "--lang", "en", "serve", "--port", "0", "--data",
         str(tmp_path / "data"), "--bot-pace", "0", "--tls-cert", str(cert_file), "--tls-key", str(key_file)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"})
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        match = re.search(r"(wss://127\.0\.0\.1:\d+/)", line)
        assert match, (line, proc.stderr.read() if proc.poll() is not None else "")
        yield match.group(1), ca_file
    finally:
        proc.terminate()
        proc.wait(10)


def _tables(url: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "beastybar_access", "--lang", "en", "tables", url],
                          capture_output=True, text=True, timeout=60, env=env)


def test_a_client_with_the_authority_plays_over_wss(tls_server: tuple[str, Path],
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    url, ca_file = tls_server
    monkeypatch.setenv("SSL_CERT_FILE", str(ca_file))

    async def main() -> None:
        session = await Session.open(url, "Ana")
        try:
            assert session.welcome["type"] == "welcome"
            joined = await session.request("create", game="beastybar", players=2, bots=["easy"])
            assert joined["seat"] == 0
            while True:  # the computer may move first
                message = await session.receive()
                if message["type"] in ("snapshot", "update") and message["current"] == 0 and message["legal"]:
                    break
            turn = message["turn"]
            await session.send("act", id=message["legal"][0], turn=turn)
            while True:
                message = await session.receive()
                assert message["type"] != "error", message
                if message["type"] == "update" and message["actor"] == 0:
                    assert message["turn"] == turn + 1
                    return
        finally:
            await session.close()

    asyncio.run(asyncio.wait_for(main(), 60))
    out = _tables(url, {**os.environ, "SSL_CERT_FILE": str(ca_file)})
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr


def test_a_client_without_the_authority_is_refused_in_one_sentence(tls_server: tuple[str, Path],
                                                                   tmp_path: Path) -> None:
    url, _ = tls_server
    other = trustme.CA()  # trusting another authority does not help
    other_file = tmp_path / "other-ca.pem"
    other.cert_pem.write_to_path(str(other_file))
    for env in ({k: v for k, v in os.environ.items() if k not in ("SSL_CERT_FILE", "SSL_CERT_DIR")},
                {**os.environ, "SSL_CERT_FILE": str(other_file)}):
        out = _tables(url, env)
        assert out.returncode == 1
        assert "Traceback" not in out.stderr and out.stdout == ""
        lines = out.stderr.strip().splitlines()
        assert len(lines) == 1, lines
        assert lines[0].startswith(f"The server {url} has a certificate this computer does not trust"), lines


def test_join_without_the_authority_names_the_certificate(tls_server: tuple[str, Path], tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """``beastybar join`` to a server whose certificate is not trusted says so (and what to do), not that
    the server cannot be reached; status 2, no traceback."""
    import pexpect
    from pty_support import spawn

    url, _ = tls_server
    monkeypatch.delenv("SSL_CERT_FILE", raising=False)
    monkeypatch.delenv("SSL_CERT_DIR", raising=False)
    child = spawn(tmp_path, "join", url, "--name", "Eva", "--code", "123456", "--speech", "none",
                  "--lang", "cs", timeout=30)
    child.expect(pexpect.EOF)
    child.close()
    assert f"Server {url} má certifikát, kterému tento počítač nedůvěřuje" in child.before
    assert "není dostupný" not in child.before and "Traceback" not in child.before
    assert child.exitstatus == 2

"""``beastybar serve`` serves the browser table's page on its own host and port (issue 24, item 1): the page
in the browser's language, its files with their content types and a strict Content-Security-Policy, the sound
cues as the console's own WAV bytes, 404 for anything else; nothing on the page comes from elsewhere; the
files travel in the package data; the browser protocol refuses what it does not understand."""

from __future__ import annotations

import json
import re
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from web_support import Served, serve

from beastybar_access.outputs.cue import CUES, cue_samples, wav_bytes
from beastybar_access.terminals.web.http import CSP, page_language

STATIC = Path(__file__).resolve().parent.parent / "beastybar_access" / "terminals" / "web" / "static"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    served = serve(tmp_path_factory.mktemp("web-page-db"))
    yield served
    errors = served.stop()
    assert "Traceback" not in errors, errors


def get(url: str, headers: dict[str, str] | None = None) -> tuple[int, dict[str, str], bytes]:
    request = urllib.request.Request(url, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status, dict(answer.headers), answer.read()
    except urllib.error.HTTPError as exc:
        return exc.code, dict(exc.headers), exc.read()


def test_the_page_in_the_browsers_language(server: Served) -> None:
    status, headers, body = get(server.page, {"Accept-Language": "de-DE,de;q=0.9,cs;q=0.8,en;q=0.5"})
    assert status == 200 and headers["Content-Type"] == "text/html; charset=utf-8"
    page = body.decode("utf-8")
    assert '<html lang="cs">' in page and "Rychlá hra proti počítači" in page
    assert "{{" not in page, "every placeholder is filled"
    texts = json.loads(re.search(r'<script type="application/json" id="texts">(.*?)</script>', page).group(1))
    assert texts["lost"].startswith("Spojení se serverem se přerušilo")
    _, _, english = get(server.page + "?lang=en", {"Accept-Language": "cs"})
    assert '<html lang="en">' in english.decode("utf-8")
    assert page_language("", "fr") == "en"


def test_every_answer_has_the_strict_policy_and_its_content_type(server: Served) -> None:
    for path, kind in (("", "text/html; charset=utf-8"), ("static/app.js", "text/javascript; charset=utf-8"),
                       ("static/sound.js", "text/javascript; charset=utf-8"),
                       ("static/style.css", "text/css; charset=utf-8"), ("static/icon.svg", "image/svg+xml"),
                       ("cues/turn.wav", "audio/wav")):
        status, headers, _ = get(server.page + path)
        assert status == 200, path
        assert headers["Content-Type"] == kind, path
        assert headers["Content-Security-Policy"] == CSP
        assert headers["X-Content-Type-Options"] == "nosniff"
    assert "script-src 'self'" in CSP and "unsafe" not in CSP and "default-src 'none'" in CSP


def test_unknown_paths_are_not_found(server: Served) -> None:
    for path in ("static/../http.py", "static/index.html", "static/nothing.js", "cues/bell.wav", "etc/passwd",
                 "static/%2e%2e/http.py", "ws"):
        status, headers, body = get(server.page + path)
        assert status in (404, 426), path
        if status == 404:
            assert headers["Content-Security-Policy"] == CSP
            assert body == b"Not found\n"


def test_the_cues_are_the_consoles_own_sounds(server: Served) -> None:
    for name in CUES:
        status, _, body = get(f"{server.page}cues/{name}.wav")
        assert status == 200 and body == wav_bytes(cue_samples(name, 100))


def test_nothing_on_the_page_comes_from_elsewhere() -> None:
    for file in STATIC.iterdir():
        text = file.read_text(encoding="utf-8")
        assert not re.search(r"(src|href)=\"(https?:)?//", text), file.name
        assert not re.search(r"""import\s.*from\s+["'](https?:)?//""", text), file.name
        assert "http://" not in text.replace("http://www.w3.org/2000/svg", ""), file.name
        assert "https://" not in text, file.name
        assert "innerHTML" not in text, f"{file.name}: text from the server goes in as text, never as HTML"


def test_the_page_files_are_package_data() -> None:
    import tomllib

    pyproject = tomllib.loads((STATIC.parent.parent.parent.parent / "pyproject.toml").read_text("utf-8"))
    data = pyproject["tool"]["setuptools"]["package-data"]["beastybar_access.terminals.web"]
    assert "static/*" in data


def test_with_a_certificate_the_page_is_https_and_its_socket_wss(tmp_path: Path) -> None:
    """``serve --tls-cert --tls-key``: the page's address is https://, the page and its files come over TLS,
    and the browser protocol answers on wss:// (a throw-away certificate for 127.0.0.1 by trustme)."""
    import asyncio
    import ssl

    import trustme
    from websockets.asyncio.client import connect

    ca = trustme.CA()
    cert = ca.issue_cert("127.0.0.1", "localhost")
    cert_file, key_file = tmp_path / "cert.pem", tmp_path / "key.pem"
    cert_file.write_bytes(b"".join(blob.bytes() for blob in cert.cert_chain_pems))
    cert.private_key_pem.write_to_path(str(key_file))
    served = serve(tmp_path / "db", "--tls-cert", str(cert_file), "--tls-key", str(key_file), secure=True)
    try:
        assert served.page.startswith("https://127.0.0.1:")
        context = ssl.create_default_context()
        ca.configure_trust(context)
        with urllib.request.urlopen(served.page + "?lang=en", timeout=10, context=context) as answer:
            assert answer.status == 200 and '<html lang="en">' in answer.read().decode("utf-8")
            assert answer.headers["Content-Security-Policy"] == CSP

        async def hello() -> dict[str, object]:
            url = served.page.replace("https://", "wss://") + "ws"
            async with connect(url, ssl=context) as ws:
                await ws.send(json.dumps({"type": "hello", "lang": "en", "name": "Ana"}))
                answer: dict[str, object] = json.loads(await asyncio.wait_for(ws.recv(), 10))
                return answer

        assert asyncio.run(hello())["type"] == "welcome"
    finally:
        errors = served.stop()
    assert "Traceback" not in errors, errors

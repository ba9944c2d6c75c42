"""The page's files over plain HTTP on the server's own host and port (websockets' ``process_request``).

Only ``GET`` of a known file is answered: the page (``/``, rendered once per language with its words from
the ``web`` message files), the files of ``static/`` (``/static/<name>``, read from the package once) and
the sound cues (``/cues/<name>.wav``: the same WAV bytes the console plays, made by ``outputs/cue.py``).
Everything else is 404; a WebSocket handshake goes on to the protocol (``/``) or the browser protocol
(:data:`BROWSER_PATH`). Every answer forbids everything the page does not need (Content-Security-Policy:
scripts, styles, sounds and the WebSocket from this server only; no inline script, no frames).
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Awaitable, Callable
from importlib.resources import files
from typing import TYPE_CHECKING
from urllib.parse import parse_qs, urlsplit

from websockets.datastructures import Headers
from websockets.http11 import Request, Response

from beastybar_access.bots import LEVELS
from beastybar_access.games import entries, get_entry, get_game
from beastybar_access.narration import CONSOLE_DOMAINS, LANGUAGES, Localizer
from beastybar_access.outputs.cue import CUES, cue_samples, wav_bytes

if TYPE_CHECKING:
    from websockets.asyncio.server import ServerConnection

    from beastybar_access.net.server import GameServer

BROWSER_PATH = "/ws"
"""The browser protocol's WebSocket path (``docs/browser.md``)."""
WEB_DOMAINS = ("web",)
"""The message files of the page's own words."""
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; media-src 'self'; "
       "connect-src 'self'; font-src 'none'; object-src 'none'; base-uri 'none'; form-action 'self'; "
       "frame-ancestors 'none'")
TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".svg": "image/svg+xml",
    ".wav": "audio/wav",
}
_PLACEHOLDER = re.compile(r"\{\{([a-z0-9-]+)\}\}")
FALLBACK_LANGUAGE = "en"
"""A browser that prefers neither Czech nor English gets English."""

Browser = Callable[["GameServer", "ServerConnection"], Awaitable[None]]


def _static_files() -> dict[str, bytes]:
    folder = files("beastybar_access.terminals.web") / "static"
    out: dict[str, bytes] = {}
    for item in folder.iterdir():
        suffix = "." + item.name.rpartition(".")[2]
        if item.is_file() and suffix in TYPES and item.name != "index.html":
            out[item.name] = item.read_bytes()
    return out


def page_language(query: str, accept: str | None) -> str:
    """``?lang=`` if it names one of ours, else the first of ours in the browser's ``Accept-Language``
    (by its weights), else English.

    >>> page_language("lang=en", "cs")
    'en'
    >>> page_language("", "de-DE,de;q=0.9,cs;q=0.8,en;q=0.7")
    'cs'
    >>> page_language("lang=xx", None)
    'en'
    """
    wanted = parse_qs(query).get("lang", [""])[0].lower()
    if wanted in LANGUAGES:
        return wanted
    ranked: list[tuple[float, int, str]] = []
    for i, part in enumerate((accept or "")[:500].split(",")):
        tag, _, params = part.strip().partition(";")
        weight = 1.0
        if params.strip().startswith("q="):
            try:
                weight = float(params.strip()[2:])
            except ValueError:
                weight = 0.0
        code = tag.strip().split("-")[0].lower()
        if code in LANGUAGES and weight > 0:
            ranked.append((-weight, i, code))
    return min(ranked)[2] if ranked else FALLBACK_LANGUAGE


SCRIPT_TEXTS = ("connecting", "connected", "lost", "back", "gave-up", "need-name", "no-table", "join-table",
                "watch-table")
"""The page's words its script needs (the states of its own connection, which no server can tell while it
is away): the messages ``web-js-<name>``."""


def page_texts(loc: Localizer) -> dict[str, str]:
    return {name: loc(f"web-js-{name}") for name in SCRIPT_TEXTS}


def page_games(lang: str) -> dict[str, str]:
    """The games the page offers (every registered game with an adapter, in the registry's order): each
    one's name and its title in ``lang`` (``ui-game-<name>``, from the game's own message files)."""
    loc = Localizer.load(lang, domains=("ui",))
    return {e.name: loc(f"ui-game-{e.name}") for e in entries() if e.adapter is not None}


def variant_fields(lang: str, games: list[str], label: str) -> str:
    """A variant chooser for each of ``games`` with more than one variant, shown by the script while that
    game is chosen (``data-games``); each variant named as the console names it, in ``lang``."""
    console = Localizer.load(lang, domains=CONSOLE_DOMAINS)
    out = []
    for game in games:
        variants = get_game(game).variants
        make = get_entry(game).adapter
        if len(variants) < 2 or make is None:
            continue
        adapter = make(console)
        options = "".join(f'<option value="{html.escape(v)}">{html.escape(adapter.variant_label(v))}</option>'
                          for v in variants)
        out.append(f'        <p data-games="{html.escape(game)}" hidden><label for="create-variant-{game}">'
                   f'{html.escape(label)}</label>\n          <select id="create-variant-{game}" '
                   f'name="variant-{game}">{options}</select></p>\n')
    return "".join(out)


def level_fields(loc: Localizer, computers: int) -> str:
    """A level chooser for each computer a table can have (``computers``: the most of any game), each
    labelled with its number ("Computer 2: level"); all but the first hidden until the page's number of
    computers asks for them (the script shows as many as that number)."""
    out = []
    options = "".join(f'<option value="{level}"{" selected" if level == "normal" else ""}>'
                      f'{html.escape(loc(f"web-level-{level}"))}</option>' for level in LEVELS)
    for n in range(1, computers + 1):
        hidden = " hidden" if n > 1 else ""
        out.append(f'        <p data-computer="{n}"{hidden}><label for="create-level-{n}">'
                   f'{html.escape(loc("web-level-of", n=n))}</label>\n'
                   f'          <select id="create-level-{n}" name="level-{n}">{options}</select></p>\n')
    return "".join(out)


def render_page(template: str, lang: str) -> bytes:
    """The page in ``lang``: every ``{{web-…}}`` placeholder is that message (escaped), ``{{lang}}`` the
    language, ``{{texts}}`` the script's words as JSON, ``{{quick-games}}`` and ``{{game-options}}`` the
    registry's games (:func:`page_games`) as quick-game buttons and the choices of the table's game,
    ``{{variants}}`` their variant choosers, ``{{levels}}`` a level chooser per computer seat,
    ``{{limits}}`` their numbers of players (JSON),
    ``{{realtime-games}}`` and ``{{turn-games}}`` the names of those played in real time and in turns (the
    rows of a round's length and of a time for a move)."""
    loc = Localizer.load(lang, domains=WEB_DOMAINS)
    texts = json.dumps(page_texts(loc), ensure_ascii=False).replace("<", "\\u003c")
    games = {html.escape(name): html.escape(title) for name, title in page_games(lang).items()}
    filled = {
        "lang": lang,
        "texts": texts,
        "quick-games": "".join(f'{" " * 8}<li><button type="button" data-quick="{name}">{title}</button>'
                               "</li>\n" for name, title in games.items()),
        "game-options": "".join(f'{" " * 12}<option value="{name}">{title}</option>\n'
                                for name, title in games.items()),
        "variants": variant_fields(lang, list(games), loc("web-variant")),
        "levels": level_fields(loc, max(get_game(g).max_players for g in games) - 1),
        "limits": json.dumps({g: [get_game(g).min_players, get_game(g).max_players] for g in games}),
        "realtime-games": " ".join(g for g in games if get_entry(g).realtime is not None),
        "turn-games": " ".join(g for g in games if get_entry(g).realtime is None),
    }

    def fill(match: re.Match[str]) -> str:
        key = match.group(1)
        return filled[key] if key in filled else html.escape(loc(key))

    return _PLACEHOLDER.sub(fill, template).encode("utf-8")


class WebSite:
    """The page and the browser endpoint for :class:`~beastybar_access.net.server.GameServer` (its
    ``WebHooks``). ``browser`` serves one browser's WebSocket (the bridge); without one the page is served
    and its WebSocket closed at once."""

    def __init__(self, browser: Browser | None = None) -> None:
        self._browser = browser
        self.files = _static_files()
        self._template = (files("beastybar_access.terminals.web") / "static" / "index.html").read_text(
            encoding="utf-8")
        self._pages: dict[str, bytes] = {}
        self._cues: dict[str, bytes] = {}

    def page(self, lang: str) -> bytes:
        if lang not in self._pages:
            self._pages[lang] = render_page(self._template, lang)
        return self._pages[lang]

    def cue(self, name: str) -> bytes:
        if name not in self._cues:
            self._cues[name] = wav_bytes(cue_samples(name, 100))
        return self._cues[name]

    # --- the server's hooks ------------------------------------------------------------------------------

    def wants(self, path: str) -> bool:
        return urlsplit(path).path == BROWSER_PATH

    def http(self, connection: ServerConnection, request: Request) -> Response | None:
        if "websocket" in request.headers.get("Upgrade", "").lower():
            return None
        url = urlsplit(request.path)
        path = url.path
        if path in ("/", "/index.html"):
            lang = page_language(url.query, request.headers.get("Accept-Language"))
            return self.answer(200, self.page(lang), TYPES[".html"], vary=True)
        if path.startswith("/static/"):
            name = path.removeprefix("/static/")
            data = self.files.get(name)
            if data is not None:
                return self.answer(200, data, TYPES["." + name.rpartition(".")[2]])
        if path.startswith("/cues/") and path.endswith(".wav"):
            name = path.removeprefix("/cues/").removesuffix(".wav")
            if name in CUES:
                return self.answer(200, self.cue(name), TYPES[".wav"])
        return self.answer(404, b"Not found\n", "text/plain; charset=utf-8")

    @staticmethod
    def answer(status: int, body: bytes, content_type: str, *, vary: bool = False) -> Response:
        headers = Headers()
        headers["Content-Type"] = content_type
        headers["Content-Length"] = str(len(body))
        headers["Content-Security-Policy"] = CSP
        headers["X-Content-Type-Options"] = "nosniff"
        headers["Referrer-Policy"] = "no-referrer"
        headers["Cross-Origin-Opener-Policy"] = "same-origin"
        headers["Cross-Origin-Resource-Policy"] = "same-origin"
        headers["Cache-Control"] = "no-cache"
        headers["Connection"] = "close"
        if vary:
            headers["Vary"] = "Accept-Language"
        reason = {200: "OK", 404: "Not Found"}.get(status, "")
        return Response(status, reason, headers, body)

    async def browser(self, server: GameServer, ws: ServerConnection) -> None:
        if self._browser is None:
            await ws.close(1008)
            return
        await self._browser(server, ws)


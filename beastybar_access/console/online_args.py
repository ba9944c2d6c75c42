"""What a person gives to reach a table on a server – its address, an invite code, a table to open –
checked, with one clear reason (a message id) when it cannot be used. Shared by ``beastybar join``'s
options and the set-up's "Play online" questions."""

from __future__ import annotations

import contextlib
import ipaddress
import re
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from beastybar_access import diagnostics
from beastybar_access.jsontypes import JSONObject
from beastybar_access.narration import echo
from beastybar_access.narration.lines import Line
from beastybar_access.net.protocol import CODE_DIGITS, JOIN_ERRORS

if TYPE_CHECKING:
    from beastybar_access.net.remote import JoinError


class OnlineError(ValueError):
    """A command line or a set-up answer that cannot reach a table: ``msg_id`` and ``args_`` say why."""

    def __init__(self, msg_id: str, **args: object) -> None:
        super().__init__(msg_id)
        self.msg_id = msg_id
        self.args_ = args


_SCHEMES = {"ws": "ws", "wss": "wss", "http": "ws", "https": "wss"}
"""The schemes a server's address may be typed with, and the WebSocket scheme each means (the address
of the browser's page, http://host:port/, is the same server's)."""


def _host_ok(host: str) -> bool:
    """A host name or an IP address, nothing else (no scheme, port, path or space)."""
    if not host or len(host) > 253:
        return False
    with contextlib.suppress(ValueError):
        ipaddress.ip_address(host)
        return True
    return all(part and len(part) <= 63 and _LABEL.fullmatch(part) for part in host.rstrip(".").split("."))


_LABEL = re.compile(r"[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?")


def server_url(text: str) -> str:
    """The WebSocket address of a server as typed (``ws://host:port``, ``wss://…``, the browser page's
    ``http://…`` or ``https://…``, or ``host:port``, which gets ``ws://``); OnlineError ``online-bad-url`` if
    it is none. The one reading of a server's address for ``join``, ``tables`` and "Play online"."""
    raw = text.strip()
    shown = echo(raw, 80)
    if not raw or any(not c.isprintable() or c.isspace() for c in raw):
        raise OnlineError("online-bad-url", url=shown)
    if "://" not in raw:
        raw = "ws://" + raw
    try:
        parts = urllib.parse.urlsplit(raw)
        port = parts.port
    except ValueError:
        raise OnlineError("online-bad-url", url=shown) from None
    scheme = _SCHEMES.get(parts.scheme.lower())
    host = parts.hostname or ""
    if scheme is None or not _host_ok(host) or (port is not None and port <= 0) or parts.query \
            or parts.fragment or parts.username is not None:
        raise OnlineError("online-bad-url", url=shown)
    return urllib.parse.urlunsplit((scheme, parts.netloc, parts.path or "/", "", ""))


def listen_host(text: str) -> str:
    """The address ``beastybar serve --host`` listens on: a host name or an IP address alone (the port is
    ``--port``); OnlineError ``serve-bad-host`` for anything else (``http://…``, ``host:8765``)."""
    host = text.strip()
    if not _host_ok(host):
        raise OnlineError("serve-bad-host", host=echo(host, 80))
    return host


def invite_code(text: str) -> str:
    """A typed invite code ("482 913", "482-913") as six digits; OnlineError ``online-bad-code``."""
    code = re.sub(r"[\s-]", "", text)
    if len(code) != CODE_DIGITS or not code.isascii() or not code.isdigit():
        raise OnlineError("online-bad-code", code=text.strip()[:20])
    return code


TURN_SECONDS = (10, 3600)
"""The shortest and longest time for a move a table can be opened with."""


def code_groups(code: str) -> str:
    """An invite code as it is spoken: two groups of three digits."""
    return f"{code[:3]} {code[3:]}" if len(code) == 6 else code


@dataclass
class CreateRequest:
    """A table to open: the game, the players, a computer level per seat not for a person; a real-time
    game's round length, a turn game's time for each person's move (None: the game's own, no limit)."""

    game: str
    players: int
    bots: list[str]
    variant: str
    private: bool = False
    round_seconds: int | None = None
    turn_seconds: int | None = None
    spectator_chat: bool = True

    def fields(self) -> JSONObject:
        out: JSONObject = {"game": self.game, "players": self.players, "bots": list(self.bots),
                               "variant": self.variant, "private": self.private}
        if self.round_seconds is not None:
            out["round_seconds"] = self.round_seconds
        if self.turn_seconds is not None:
            out["turn_seconds"] = self.turn_seconds
        if not self.spectator_chat:
            out["spectator_chat"] = False
        return out


def join_error_line(line: Callable[..., Line], exc: JoinError, url: str, code: str, name: str) -> Line:
    """Why no seat was taken at ``url`` (the server refused it, or could not be reached), in one sentence
    (``line`` makes it in the person's language; ``code`` the table's, ``name`` the person's)."""
    if exc.code == "connect":
        diagnostics.log.info("cannot reach %s: %s", url, exc.detail)
        return line("online-unreachable", url=url)
    if exc.code == "certificate":
        return line("online-certificate-untrusted", url=url, reason=exc.detail)
    if exc.code in ("no_answer", "broken"):  # issue 27: what was awaited, or what came instead
        diagnostics.log.info("server %s: %s %s", url, exc.code, exc.detail)
        return line(f"online-{exc.code.replace('_', '-')}", url=url,
                    what=exc.detail if exc.code == "no_answer" else "")
    msg_id = JOIN_ERRORS.get(exc.code)
    if msg_id is not None:
        return line(msg_id, code=code_groups(code), name=name)
    return line("online-server-error", code=exc.code)


__all__ = ["JOIN_ERRORS", "CreateRequest", "OnlineError", "code_groups", "invite_code", "join_error_line",
           "listen_host", "server_url"]

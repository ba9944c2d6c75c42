"""What a person gives to reach a table on a server – its address, an invite code, a table to open –
checked, with one clear reason (a message id) when it cannot be used. Shared by ``beastybar join``'s
options and the set-up's "Play online" questions."""

from __future__ import annotations

import re
import urllib.parse
from dataclasses import dataclass
from typing import Any

from beastybar_access.net.protocol import CODE_DIGITS


class OnlineError(ValueError):
    """A command line or a set-up answer that cannot reach a table: ``msg_id`` and ``args_`` say why."""

    def __init__(self, msg_id: str, **args: Any) -> None:
        super().__init__(msg_id)
        self.msg_id = msg_id
        self.args_ = args


def server_url(text: str) -> str:
    """The WebSocket address of a server as typed (``ws://host:port``, ``wss://…``, or ``host:port``, which
    gets ``ws://``); OnlineError ``online-bad-url`` if it is none."""
    raw = text.strip()
    if not raw or any(not c.isprintable() or c.isspace() for c in raw):
        raise OnlineError("online-bad-url", url=raw)
    if "://" not in raw:
        raw = "ws://" + raw
    try:
        parts = urllib.parse.urlsplit(raw)
        port = parts.port
    except ValueError:
        raise OnlineError("online-bad-url", url=text.strip()) from None
    if parts.scheme not in ("ws", "wss") or not parts.hostname or (port is not None and port <= 0):
        raise OnlineError("online-bad-url", url=text.strip())
    if not parts.path:
        raw += "/"
    return raw


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

    def fields(self) -> dict[str, Any]:
        out: dict[str, Any] = {"game": self.game, "players": self.players, "bots": list(self.bots),
                               "variant": self.variant, "private": self.private}
        if self.round_seconds is not None:
            out["round_seconds"] = self.round_seconds
        if self.turn_seconds is not None:
            out["turn_seconds"] = self.turn_seconds
        return out


__all__ = ["CreateRequest", "OnlineError", "code_groups", "invite_code", "server_url"]

"""The host's commands at ``beastybar serve``'s terminal (issue 26, the admin view): typed lines, each
answered in the host's language on the terminal (appended lines, nothing redrawn).

- ``tables``: every open table, its code, game and status, and the people there with their state and
  address (to ban one), and how many watch;
- ``close CODE``: closes a table (everyone there hears that the server closed it);
- ``ban ADDRESS`` / ``unban ADDRESS``: refuses (and closes) the connections of an address while the server
  runs, or lets it in again;
- anything else: the list of commands.

Read only when standard input is a terminal (a systemd service has none: there the log is the view).
"""

from __future__ import annotations

import asyncio
import sys
import threading
from typing import TYPE_CHECKING, TextIO

from beastybar_access.narration import Localizer, echo

if TYPE_CHECKING:
    from beastybar_access.net.server import GameServer


def _code(code: str) -> str:
    return f"{code[:3]} {code[3:]}" if len(code) == 6 else code


def answer(server: GameServer, loc: Localizer, line: str) -> list[str]:
    """The lines that answer the host's command ``line`` at ``server`` (a running GameServer)."""
    word, _, rest = line.strip().partition(" ")
    word, rest = word.lower(), rest.strip()
    if word == "tables":
        return _tables(server, loc)
    if word == "close" and rest:
        if server.close_table(rest):
            return [loc("serve-admin-closed", code=_code(rest.replace(" ", "")))]
        return [loc("serve-admin-no-table", code=echo(rest, 20))]
    if word in ("ban", "unban") and rest:
        address = server.ban(rest) if word == "ban" else server.unban(rest)
        if address is not None:
            return [loc(f"serve-admin-{word}ned", address=address)]
        return [loc("serve-admin-bad-address" if word == "ban" else "serve-admin-not-banned",
                    given=echo(rest, 60))]
    return [loc("serve-admin-help")]


def _tables(server: GameServer, loc: Localizer) -> list[str]:
    tables = list(server.tables.values())
    if not tables:
        return [loc("serve-admin-no-tables")]
    out = []
    for live in tables:
        people = []
        for seat, person in sorted(live.people.items()):
            conn = person.conn
            address = conn.address if conn is not None and conn.address else "-"
            people.append(loc("serve-admin-person", name=person.name, state=person.state, address=address,
                              seat=seat + 1))
        out.append(loc("serve-admin-table", code=_code(live.code), game=live.game, status=live.status,
                       private="yes" if live.private else "no", people=len(people),
                       names=loc("list-separator").join(people) if people else "-",
                       spectators=len(live.spectators)))
    return out


def read_commands(server: GameServer, loc: Localizer, stdin: TextIO | None = None,
                  stdout: TextIO | None = None) -> threading.Thread | None:
    """Answer the host's lines typed at this terminal, from a thread of its own (each command runs in the
    server's event loop); None when standard input is not a terminal."""
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    if not stdin.isatty():
        return None
    loop = asyncio.get_running_loop()

    def run(line: str) -> None:
        stdout.write("\n".join(answer(server, loc, line)) + "\n")
        stdout.flush()

    def read() -> None:
        for line in stdin:
            if line.strip():
                try:
                    loop.call_soon_threadsafe(run, line)
                except RuntimeError:  # the server has stopped
                    return

    thread = threading.Thread(target=read, name="host-commands", daemon=True)
    thread.start()
    stdout.write(loc("serve-admin-intro") + "\n")
    stdout.flush()
    return thread


__all__ = ["answer", "read_commands"]

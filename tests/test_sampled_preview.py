"""A move's preview at a table on a server (the console's online table and the browser's) comes from a state
sampled from the seat's view: its hidden cards are made up, so the preview is filtered for the seat as the
server filters a move's events."""

from __future__ import annotations

from typing import Any

from beastybar_access.net.remote import ServerTable, sampled_preview
from beastybar_access.table import HUMAN, Seat


class SampledState:
    """A stand-in for a sampled state: its move makes a public event and one only seat 1 may know."""

    def preview(self, action: object) -> list[str]:
        return [f"public {action}", f"secret of seat 1 {action}"]

    def events_for(self, events: list[str], seat: int | None) -> list[str]:
        return [e for e in events if "secret" not in e or seat == 1]


def test_the_sampled_preview_is_what_the_seat_may_know() -> None:
    state = SampledState()
    assert sampled_preview(state, "a", 0) == ["public a"]
    assert sampled_preview(state, "a", 1) == ["public a", "secret of seat 1 a"]
    assert sampled_preview(state, "a", None) == []  # a spectator previews nothing
    assert sampled_preview(None, "a", 0) == []  # no state could be sampled


def test_the_online_console_table_filters_its_preview() -> None:
    seats = [Seat(HUMAN, "Ana"), Seat(HUMAN, "Ben")]
    connection: Any = None  # (the preview never talks to the server)
    table = ServerTable("beastybar", seats, 0, connection)
    table._sample, table._tried = SampledState(), True
    assert table.preview("a", 0) == ["public a"]

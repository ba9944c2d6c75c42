"""The turn driver: the seat to move decides, the table applies, everyone hears."""

from __future__ import annotations

from beastybar_access.table.core import Table


async def play_turns(table: Table) -> None:
    """Play ``table`` (a turn-based game) to its end: tell the listeners it starts; then, until the game
    is over, tell them whose turn it is, ask that seat's chooser with its own view, apply the action
    (a refused one goes back to the chooser, which is asked again); at the end, tell the saver and the
    listeners. Cancelling the task stops the table where it is (an autosave holds the last action)."""
    state = table.state
    table.start()
    while not state.is_over():
        seat = state.current
        chooser = table.chooser(seat)
        table.announce_turn(seat)
        action = await chooser.choose(table.choice_view(seat))
        try:
            table.apply(action, seat)
        except ValueError as exc:
            chooser.refused(exc)
    table.finish()


__all__ = ["play_turns"]

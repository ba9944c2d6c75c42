"""A rematch as every terminal words it (issue 26): the server's ``rematch`` message (``docs/protocol.md``)
as the id of its sentence in ``online.ftl`` and that sentence's arguments, for the console and the browser
alike. No text is made here: each terminal says the sentence in its person's language."""

from __future__ import annotations

from collections.abc import Callable, Mapping

ENDED = ("declined", "left", "gone", "expired")
"""The changes that end the offer without a new game."""


def rematch_words(message: Mapping[str, object], seat: int | None,
                  name_of: Callable[[int], str]) -> tuple[str, dict[str, object]]:
    """The sentence of a ``rematch`` ``message`` for the person at ``seat`` (None: a spectator): who
    agreed and who is still awaited, that everyone agreed, or why there is no rematch. ``name_of`` names
    a seat."""
    change = str(message.get("change", ""))
    who = message.get("seat")
    you = "yes" if who is not None and who == seat else "no"
    name = str(message.get("name") or (name_of(who) if isinstance(who, int) else ""))
    listed = message.get("waiting")
    waiting = [s for s in listed if isinstance(s, int)] if isinstance(listed, list) else []
    names = ", ".join(name_of(s) for s in waiting)
    if change == "started":
        return "online-rematch-started", {}
    if change in ENDED:
        return "online-rematch-over", {"change": change, "you": you, "name": name}
    if change == "agreed":
        return "online-rematch-agreed", {"you": you, "name": name, "count": len(waiting), "waiting": names}
    return "online-rematch-waiting", {"waiting": names, "count": len(waiting)}


__all__ = ["ENDED", "rematch_words"]

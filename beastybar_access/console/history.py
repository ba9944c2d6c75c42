"""The history buffer: every announcement the game made, reviewable by keys (older, newer, newest)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from beastybar_access.outputs import Announcement


@dataclass
class History:
    """Announcements in order, with a reading position that the review keys move.

    The position follows the newest message until the player moves it; ``older``/``newer`` return the
    message at the new position (None at either end, where the position stays). ``visible`` (if given)
    hides entries from the one reviewing now (at a shared keyboard: the other people's cards); hidden
    entries are skipped and not counted.
    """

    items: list[Announcement] = field(default_factory=list)
    position: int | None = None
    """Index being reviewed; None means "at the newest"."""
    limit: int = 5000
    visible: Callable[[Announcement], bool] | None = None
    behind: bool = False
    """Something not kept here (a question, an answer to a key) was said after the newest entry: the
    first step back says the newest entry itself, which is then not the last thing heard."""

    def add(self, a: Announcement) -> None:
        self.behind = False
        self.items.append(a)
        if len(self.items) > self.limit:
            drop = len(self.items) - self.limit
            del self.items[:drop]
            if self.position is not None:
                self.position = max(0, self.position - drop)

    def _ok(self, i: int) -> bool:
        return self.visible is None or self.visible(self.items[i])

    def __len__(self) -> int:
        if self.visible is None:
            return len(self.items)
        return sum(1 for i in range(len(self.items)) if self._ok(i))

    def _last(self) -> int | None:
        for i in range(len(self.items) - 1, -1, -1):
            if self._ok(i):
                return i
        return None

    def _index(self) -> int | None:
        if self.position is not None and self.position < len(self.items) and self._ok(self.position):
            return self.position
        self.position = None
        return self._last()

    def older(self) -> Announcement | None:
        i = self._index()
        if i is None:
            return None
        if self.position is None and self.behind:
            self.behind = False
            self.position = i
            return self.items[i]
        j = i - 1
        while j >= 0 and not self._ok(j):
            j -= 1
        if j < 0:
            return None
        self.position = j
        return self.items[j]

    def newer(self) -> Announcement | None:
        i = self._index()
        if i is None:
            return None
        j = i + 1
        while j < len(self.items) and not self._ok(j):
            j += 1
        if j >= len(self.items):
            self.position = None
            return None
        self.position = None if j == self._last() else j
        return self.items[j]

    def newest(self) -> Announcement | None:
        self.position = None
        self.behind = False
        i = self._last()
        return self.items[i] if i is not None else None

    def current(self) -> Announcement | None:
        i = self._index()
        return self.items[i] if i is not None else None

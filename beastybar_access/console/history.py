"""The history buffer: every announcement the game made, reviewable by keys (older, newer, newest)."""

from __future__ import annotations

from dataclasses import dataclass, field

from beastybar_access.outputs import Announcement


@dataclass
class History:
    """Announcements in order, with a reading position that the review keys move.

    The position follows the newest message until the player moves it; ``older``/``newer`` return the
    message at the new position (None at either end, where the position stays).
    """

    items: list[Announcement] = field(default_factory=list)
    position: int | None = None
    """Index being reviewed; None means "at the newest"."""
    limit: int = 5000

    def add(self, a: Announcement) -> None:
        self.items.append(a)
        if len(self.items) > self.limit:
            drop = len(self.items) - self.limit
            del self.items[:drop]
            if self.position is not None:
                self.position = max(0, self.position - drop)

    def __len__(self) -> int:
        return len(self.items)

    def _index(self) -> int:
        return len(self.items) - 1 if self.position is None else self.position

    def older(self) -> Announcement | None:
        if not self.items:
            return None
        i = self._index()
        if i == 0:
            return None
        self.position = i - 1
        return self.items[i - 1]

    def newer(self) -> Announcement | None:
        if not self.items:
            return None
        i = self._index()
        if i >= len(self.items) - 1:
            self.position = None
            return None
        self.position = i + 1
        if self.position == len(self.items) - 1:
            self.position = None
        return self.items[i + 1]

    def newest(self) -> Announcement | None:
        self.position = None
        return self.items[-1] if self.items else None

    def current(self) -> Announcement | None:
        return self.items[self._index()] if self.items else None

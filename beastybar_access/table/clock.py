"""The real-time clock: a round's milliseconds from a monotonic source, which may stand still."""

from __future__ import annotations

import time
from collections.abc import Callable


class FakeTime:
    """A monotonic source (seconds) that moves only when told: tests, and tables of computer players only
    (which then play as fast as the machine can, in the same game time)."""

    def __init__(self, start: float = 0.0) -> None:
        self.t = start

    def __call__(self) -> float:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += max(0.0, seconds)


class MsClock:
    """The round's milliseconds from a monotonic source: it runs from :meth:`start`, holds still while
    :meth:`pause`\\ d or :meth:`stop`\\ ped, and resumes without a jump."""

    def __init__(self, source: Callable[[], float] = time.monotonic) -> None:
        self.source = source
        self._origin: float | None = None
        """Source time at which the clock read 0 (None: not running)."""
        self._held = 0
        """The reading while not running."""
        self.paused = False

    @property
    def running(self) -> bool:
        return self._origin is not None

    def start(self, at_ms: int) -> None:
        """Run from ``at_ms`` now (a paused clock stays paused, holding ``at_ms``)."""
        self._held = at_ms
        self._origin = None if self.paused else self.source() - at_ms / 1000

    def stop(self) -> None:
        self._held = self.ms()
        self._origin = None
        self.paused = False

    def ms(self) -> int:
        if self._origin is None:
            return self._held
        return int((self.source() - self._origin) * 1000)

    def pause(self) -> bool:
        """Hold the clock; False if it was held already."""
        if self.paused:
            return False
        self._held = self.ms()
        self._origin = None
        self.paused = True
        return True

    def resume(self) -> bool:
        """Run again from where it was held; False if it was not paused."""
        if not self.paused:
            return False
        self.paused = False
        self._origin = self.source() - self._held / 1000
        return True


__all__ = ["FakeTime", "MsClock"]

"""What any terminal of a real-time game (4 Monkeys) shares: when its lines are said.

The answer to the person's own key is said at once; what the others do and the timer (*background* lines) wait
while the person is pressing keys (until the keys rest for :data:`QUIET_S`, at most :data:`MAX_HOLD_S`), so
they neither cut into the person's navigation nor replace it on a braille display or the screen; news of the
table itself lets them out first, in order; the scoring after a round is paced, one line after another. A
listener hears speech at about :data:`LISTEN_CPS` characters a second: while the lines already said are still
being heard, background lines wait too, and when they are let out, a newer line with the same ``key`` replaces
an older unsaid one (only the newest state matters) and the others' moves that piled up (``merge``) become a
short summary (the game's ``summarize``), so a listener is never more than a line behind the table (issue 25).
The console's local and online sessions and the browser's bridge at the server all say a real-time game's
lines through a :class:`LineScheduler`. It knows no terminal: ``say`` announces one :class:`Said` line,
however the terminal does that.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Awaitable, Callable, Iterable, Sequence
from typing import Protocol, TypeVar, runtime_checkable

from beastybar_access.games.core.adapter import KeySession, QuickAsk, Said
from beastybar_access.outputs.base import NAVIGATION

QUIET_S = 1.5
"""Background lines (others' actions, the timer) wait until no key was pressed for this long ..."""
MAX_HOLD_S = 4.0
"""... but never longer than this: the game is real time."""
LISTEN_CPS = 15.0
"""Characters a second a listener hears (a screen reader at an ordinary rate): background lines wait while
the lines said before them are still being heard."""
HEARD_WITHIN_S = 5.0
"""A line of the table is heard within this many seconds of being said (issue 25) ..."""
LINE_BUDGET = int(LISTEN_CPS * HEARD_WITHIN_S) - 2
"""... so a line of others' moves or of the scoring is at most this many characters (a line's end is a pause
as long as a character): a summary leaves out its least needed parts to fit, a take its tile's name."""


# --- the line scheduler: shared by the console (local and online) and the browser -------------------------


Wait = Callable[[float], Awaitable[None]]


class LineScheduler:
    """When a real-time game's lines are said (see the module notes): the answer to a key at once, what the
    others do and the timer held while the person presses keys (:data:`QUIET_S`, at most
    :data:`MAX_HOLD_S`), the scoring paced. The same for a game played here and one played on a server;
    ``say`` announces one line, ``source`` is the monotonic time the holding is measured in."""

    def __init__(self, say: Callable[[Said], None], source: Callable[[], float], *,
                 rate: float | None = LISTEN_CPS,
                 summarize: Callable[[list[Said]], list[Said]] | None = None) -> None:
        self._say = say
        self.source = source
        self.rate = rate
        """Characters a second the listener hears (None: no pacing; background lines wait for keys only)."""
        self.summarize = summarize
        """The game's summary of others' held moves (``merge``), in the listener's words."""
        self.pending: list[Said] = []
        """Paced lines (the scoring) still to say."""
        self.held: list[Said] = []
        """Background lines waiting for the person's keys to rest or the listener to hear what was said."""
        self._held_since: float | None = None
        self._last_key: float | None = None
        self._heard_at = 0.0
        """When the listener will have heard every line said so far (in ``source``'s time)."""

    def say(self, item: Said) -> None:
        """Say ``item`` now; the listener is busy with it for its length (navigation cuts speech)."""
        if self.rate:
            t = self.source()
            start = t if item.kind == NAVIGATION else max(t, self._heard_at)
            self._heard_at = start + (len(item.line.text) + 1) / self.rate
        self._say(item)

    def still_hearing(self, characters: int) -> None:
        """The listener still hears ``characters`` said just before this scheduler began (a table's
        opening): background lines wait for them too."""
        if self.rate:
            self._heard_at = max(self._heard_at, self.source()) + characters / self.rate

    def still_hearing_texts(self, texts: Iterable[str]) -> None:
        """:meth:`still_hearing` for lines said past this scheduler (a table's opening): each heard with the
        pause after it, as :meth:`say` counts a line."""
        self.still_hearing(sum(len(text) + 1 for text in texts if text))

    def say_lines(self, items: Sequence[Said]) -> None:
        if any(item.ends for item in items):  # the round ends with these lines (Stop called, time up)
            self.held = [h for h in self.held if h.merge is None and h.key is None]
        for item in items:
            if item.paced or self.pending or (item.ends and self.listening()):
                self.pending += self.take_held()  # held news first, heard in turn with the scoring
                self.pending.append(item)
            elif item.background and (self.holding() or self.listening() or self.held):
                if self._held_since is None:
                    self._held_since = self.source()
                self.held.append(item)
            else:
                if not item.own:
                    self.release_held(force=True)  # table news in the order it happened
                self.say(item)

    def heard_in(self) -> float:
        """Seconds until the listener has heard every line said so far (0 when not pacing)."""
        return max(0.0, self._heard_at - self.source()) if self.rate else 0.0

    def listening(self) -> bool:
        """The listener is still hearing lines said before (when pacing)."""
        return bool(self.rate) and self.source() < self._heard_at

    def key_pressed(self) -> None:
        """A key was pressed (and answered): background lines wait for the keys to rest."""
        self._last_key = self.source()

    def holding(self) -> bool:
        """The person pressed a key a moment ago (and nothing has waited too long)."""
        if self._last_key is None:
            return False
        t = self.source()
        if self._held_since is not None and t - self._held_since >= MAX_HOLD_S:
            return False
        return t - self._last_key < QUIET_S

    def release_held(self, force: bool = False) -> None:
        """Once the keys rest and the listener has heard what was said: say the next held line (the
        oldest news, the newest of a state line, or else the others' moves as the game's summary, whose
        further lines, such as what each stack shows now, wait as news); the rest waits
        for the listener again, so one line is heard at a time. ``force``: all of them now, in order."""
        if not self.held or (not force and (self.holding() or self.listening())):
            return
        if force:
            for item in self.take_held():
                self.say(item)
            return
        newest = {item.key: i for i, item in enumerate(self.held) if item.key is not None}
        kept = [item for i, item in enumerate(self.held) if item.key is None or newest[item.key] == i]
        news = next((item for item in kept if item.merge is None), None)
        if news is None:  # the others' moves as the game's summary: its first line now, the rest (what
            said = self.take_held()  # each stack shows now, verbose) held as news
            if len(said) > 1:
                self.held, self._held_since = said[1:], self.source()
            if said:
                self.say(said[0])
            return
        self.held = [item for item in kept if item is not news]
        if not self.held:
            self._held_since = None
        self.say(news)

    def take_held(self) -> list[Said]:
        """The held lines as they are let out (:func:`compact`), no longer held."""
        held, self.held, self._held_since = self.held, [], None
        return compact(held, self.summarize) if held else []

    def release_in(self) -> float | None:
        """Seconds until the held lines are due (None: nothing held)."""
        if not self.held:
            return None
        t = self.source()
        due = t
        if self._last_key is not None:
            due = self._last_key + QUIET_S
            if self._held_since is not None:
                due = min(due, self._held_since + MAX_HOLD_S)
        if self.rate:
            due = max(due, self._heard_at)
        return max(0.0, due - t)

    async def flush_paced(self, pause: Callable[[], Awaitable[None]]) -> None:
        """Say the paced lines (the scoring) one after another, ``pause()`` between them."""
        first = True
        while self.pending:
            item = self.pending.pop(0)
            if not first:
                await pause()
            first = False
            self.say(item)


def compact(held: list[Said], summarize: Callable[[list[Said]], list[Said]] | None) -> list[Said]:
    """Held lines as they are let out: of the lines with one ``key`` only the newest stays; the rare news
    (the timer, Stop, anything not merged) first, in order; then others' moves (``merge``): two or more
    become the game's summary, one is said as it is.

    >>> from beastybar_access.narration.lines import Line
    >>> said = [Said(Line.plain(t), key=k, merge=m) for t, k, m in
    ...         [("J takes", None, 1), ("60 s", "time", None), ("P takes", None, 2), ("30 s", "time", None)]]
    >>> [s.line.text for s in compact(said, lambda m: [Said(Line.plain(f"{len(m)} moves"))])]
    ['30 s', '2 moves']
    """
    newest = {item.key: i for i, item in enumerate(held) if item.key is not None}
    kept = [item for i, item in enumerate(held) if item.key is None or newest[item.key] == i]
    moves = [item for item in kept if item.merge is not None]
    news = [item for item in kept if item.merge is None]
    if len(moves) >= 2 and summarize is not None:
        moves = summarize(moves)
    return news + moves


# --- the server's clock, as a seat at a table on a server sees it ------------------------------------------


V = TypeVar("V")


@runtime_checkable
class ClockView(Protocol):
    """A view that tells the round's clock and the time left (4 Monkeys')."""

    @property
    def clock(self) -> int: ...

    @property
    def time_left(self) -> int: ...


class ServerClock:
    """The round's milliseconds as the server counts them: the clock of the last view received plus the
    time since it came, while a round runs (never paused here)."""

    def __init__(self, source: Callable[[], float] = time.monotonic) -> None:
        self.source = source
        self._at_ms = 0
        self._received = source()
        self.running = False
        self.paused = False

    def update(self, view_clock: int, running: bool) -> None:
        self._at_ms = int(view_clock)
        self._received = self.source()
        self.running = running

    def ms(self) -> int:
        if not self.running:
            return self._at_ms
        return self._at_ms + int((self.source() - self._received) * 1000)

    def pause(self) -> bool:
        return False

    def resume(self) -> bool:
        return False

    def view_now(self, view: V) -> V:
        """``view`` (the server's at its last update) with the time left run on since, while the clock runs
        (what the game's adapter reads between the server's updates: 4 Monkeys' time left)."""
        if not self.running or not isinstance(view, ClockView) or not dataclasses.is_dataclass(view):
            return view
        passed = max(0, self.ms() - int(view.clock))
        return dataclasses.replace(view, clock=int(view.clock) + passed,
                                   time_left=max(0, int(view.time_left) - passed))


__all__ = ["HEARD_WITHIN_S", "LINE_BUDGET", "LISTEN_CPS", "MAX_HOLD_S", "QUIET_S", "KeySession",
           "LineScheduler", "QuickAsk", "Said", "ServerClock", "Wait", "compact"]

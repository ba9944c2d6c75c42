"""The speech channel: announcements to a speech back end, without ever blocking the game.

A worker thread feeds the back end one utterance at a time, from a queue. The rules (from
``shared/ACCESSIBILITY.md``: navigation interrupts current speech; game events queue behind each other
and are not lost; a key stops speech):

* **event**: queued behind earlier events and spoken in order; never cut off by another event.
* **prompt**: queued like an event; a newer prompt replaces an older one that has not started yet
  (only the latest thing the game waits for matters).
* **navigation** and **alert**: silence the back end at once, drop any navigation or alert still
  waiting (it answered an older key), and are spoken next, before the queued events.
* Events and prompts still waiting when navigation arrives are **kept**: they are spoken after the
  answer. An event (or prompt) **cut off** by navigation or by a key is spoken again from its start
  after the answer (``replay_interrupted_events``), so no game event is lost to browsing.
* :meth:`SpeechChannel.interrupt` (the UI calls it on every key) silences at once, drops waiting
  navigation, keeps events, and holds them back for ``key_hold`` seconds so that the key's own
  answer comes first instead of an event starting and being cut a moment later.
* :meth:`SpeechChannel.stop` (the "stop speech" key) silences and drops everything waiting, events
  included: the player asked for silence (the history keeps every message).

Only ``a.text`` is spoken, never ``a.braille``, and any Unicode braille cell (U+2800–U+28FF) is removed
first: speech engines read them as "braille pattern dots".

Silencing is done in the caller's thread by ``backend.silence()``, which every back end keeps prompt;
so interruption does not wait for the worker, even when the back end's ``speak`` is slow.

A back end that hangs is **abandoned**: when ``speak`` has not returned after ``stuck_after`` seconds
(or raises :class:`~beastybar_access.outputs.speech.base.BackendStuck`), the channel drops its queue,
stops calling the back end and tells ``on_stuck`` (once, from the thread that calls the channel next:
the UI's). :meth:`SpeechChannel.close` never waits longer than its time limit, whatever the back end does:
the worker is a daemon thread and the back end's ``close`` runs on one.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from beastybar_access.outputs.base import INTERRUPTING_KINDS, PROMPT, Announcement, speech_text
from beastybar_access.outputs.speech.base import BackendStuck, SpeechBackend, Voice
from beastybar_access.outputs.speech.worker import run_with_timeout


@dataclass(frozen=True)
class _Item:
    text: str
    kind: str

    @property
    def interrupts(self) -> bool:
        return self.kind in INTERRUPTING_KINDS


@dataclass
class _Playing:
    item: _Item
    started: float
    handed: bool = False  # backend.speak() has returned


class SpeechChannel:
    """Speaks announcements through ``backend`` from a worker thread.

    ``rate`` (0..100) and ``voice`` are passed to the back end if given. When the back end cannot tell
    whether it is still speaking (``is_speaking()`` returns None, e.g. NVDA), the length of each
    utterance is estimated at ``assumed_chars_per_second``. ``on_error`` is called once, with the first
    exception the back end raises; the channel goes on. ``close_backend``: close the back end on close.
    ``stuck_after``: seconds a ``speak`` call may take before the back end is abandoned; ``on_stuck``
    gets the reason then (see the module notes). ``clock`` measures those seconds (tests pass their own,
    so that "not yet" and "now stuck" do not depend on how fast the machine runs).
    """

    def __init__(
        self,
        backend: SpeechBackend,
        *,
        rate: int | None = None,
        voice: str | None = None,
        replay_interrupted_events: bool = True,
        key_hold: float = 0.15,
        assumed_chars_per_second: float = 16.0,
        poll_interval: float = 0.02,
        close_backend: bool = True,
        on_error: Callable[[BaseException], None] | None = None,
        stuck_after: float = 3.0,
        on_stuck: Callable[[str], None] | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.backend = backend
        self.replay_interrupted_events = replay_interrupted_events
        self.key_hold = key_hold
        self.assumed_chars_per_second = max(1.0, assumed_chars_per_second)
        self.poll_interval = poll_interval
        self._close_backend = close_backend
        self._on_error = on_error
        self._error_reported = False
        self.errors = 0
        self.stuck_after = stuck_after
        self._on_stuck = on_stuck
        self._clock = clock
        self.stuck_reason: str | None = None
        """Why the back end was abandoned (None while it works)."""
        self._stuck_told = False
        self._speak_since: float | None = None
        self._cond = threading.Condition()
        self._queue: deque[_Item] = deque()
        self._current: _Playing | None = None
        self._hold_until = 0.0
        self._closed = False
        if rate is not None:
            self._guard(lambda: backend.set_rate(rate))
        if voice is not None:
            self._guard(lambda: backend.set_voice(voice))
        self._thread = threading.Thread(target=self._run, name="speech-channel", daemon=True)
        self._thread.start()

    # --- what the game and the UI call ---------------------------------------------------------------

    def announce(self, a: Announcement) -> None:
        """Queue (or, for navigation and alerts, interrupt and speak next); returns at once."""
        text = speech_text(a.text)
        if not text:
            return
        item = _Item(text, a.kind)
        if self._check_stuck():
            return
        with self._cond:
            if self._closed:
                return
            if item.interrupts:
                self._interrupt_locked(hold=False)
                self._queue.appendleft(item)
            elif item.kind == PROMPT:
                self._queue = deque(i for i in self._queue if i.kind != PROMPT)
                self._queue.append(item)
            else:
                self._queue.append(item)
            self._cond.notify_all()
        if item.interrupts:
            self._silence_backend()

    def interrupt(self) -> None:
        """A key was pressed: cut current speech now; keep the game events (see the module notes)."""
        if self._check_stuck():
            return
        with self._cond:
            if self._closed:
                return
            self._interrupt_locked(hold=True)
            self._cond.notify_all()
        self._silence_backend()

    def stop(self) -> None:
        """The "stop speech" key: silence now and forget everything waiting."""
        if self._check_stuck():
            return
        with self._cond:
            self._queue.clear()
            self._current = None
            self._cond.notify_all()
        self._silence_backend()

    def set_rate(self, rate: int) -> None:
        if not self._check_stuck():
            self._guard(lambda: self.backend.set_rate(rate))

    def set_voice(self, voice: str | None) -> None:
        if not self._check_stuck():
            self._guard(lambda: self.backend.set_voice(voice))

    def voices(self) -> list[Voice]:
        """The voices the back end offers (empty if it offers none or fails to list them)."""
        lister = getattr(self.backend, "voices", None)
        if not callable(lister) or self._check_stuck():
            return []
        try:
            return list(lister())
        except Exception as exc:
            self._report(exc)
            return []

    @property
    def pending(self) -> int:
        """How many utterances wait (not counting the one being spoken)."""
        with self._cond:
            return len(self._queue)

    def is_idle(self) -> bool:
        if self._check_stuck():
            return True
        with self._cond:
            return not self._queue and (self._current is None or self._finished(self._current))

    def wait_idle(self, timeout: float = 5.0) -> bool:
        """Wait until everything queued has been spoken; False on timeout."""
        deadline = time.monotonic() + timeout
        while not self.is_idle():
            if time.monotonic() >= deadline:
                return False
            time.sleep(min(self.poll_interval, 0.01))
        return True

    def close(self, timeout: float = 1.0) -> None:
        """Stop speaking, drop the queue, end the worker thread, then close the back end; all of it within
        about ``timeout`` seconds (a worker or a back end that does not finish in time is left behind).

        To let queued speech finish first (e.g. the last words of a game), call :meth:`wait_idle`.
        """
        deadline = time.monotonic() + timeout
        stuck = self._check_stuck(notify=False)
        with self._cond:
            if self._closed:
                return
            self._closed = True
            self._queue.clear()
            self._current = None
            self._cond.notify_all()
        if stuck:
            return  # a back end that hangs gets no more calls
        self._silence_backend()
        self._thread.join(max(0.0, min(0.3, deadline - time.monotonic())))
        if self._close_backend:
            try:
                run_with_timeout(self.backend.close, max(0.05, deadline - time.monotonic()),
                                 name="speech-close")
            except Exception as exc:
                self._report(exc)

    @property
    def stuck(self) -> bool:
        """True once the back end has been abandoned."""
        return self._check_stuck(notify=False)

    def _check_stuck(self, *, notify: bool = True) -> bool:
        """Whether the back end is abandoned (deciding it when ``speak`` has hung too long); tells
        ``on_stuck`` once, from this (the caller's) thread."""
        with self._cond:
            if self.stuck_reason is None and self._speak_since is not None:
                waited = self._clock() - self._speak_since
                if waited > self.stuck_after:
                    self._abandon_locked(f"speak did not return within {self.stuck_after:g} s")
            reason = self.stuck_reason
            tell = reason is not None and notify and not self._stuck_told
            if tell:
                self._stuck_told = True
        if tell and reason is not None and self._on_stuck is not None:
            with contextlib.suppress(Exception):
                self._on_stuck(reason)
        return reason is not None

    def _abandon_locked(self, reason: str) -> None:
        self.stuck_reason = reason
        self._queue.clear()
        self._current = None
        self._cond.notify_all()

    @property
    def alive(self) -> bool:
        """True while the worker thread runs."""
        return self._thread.is_alive()

    # --- inside ---------------------------------------------------------------------------------------

    def _estimate(self, item: _Item) -> float:
        return 0.2 + len(item.text) / self.assumed_chars_per_second

    def _finished(self, playing: _Playing, now: float | None = None) -> bool:
        if not playing.handed:
            return False
        now = time.monotonic() if now is None else now
        try:
            speaking = self.backend.is_speaking()
        except Exception:
            speaking = None
        if speaking is None:
            return now >= playing.started + self._estimate(playing.item)
        return not speaking

    def _interrupt_locked(self, *, hold: bool) -> None:
        self._queue = deque(i for i in self._queue if not i.interrupts)
        playing = self._current
        self._current = None
        if (
            playing is not None
            and not playing.item.interrupts
            and self.replay_interrupted_events
            and not self._finished(playing)
        ):
            self._queue.appendleft(playing.item)
        if hold:
            self._hold_until = time.monotonic() + self.key_hold

    def _silence_backend(self) -> None:
        if self.stuck_reason is None:
            self._guard(self.backend.silence)

    def _guard(self, fn: Callable[[], object]) -> None:
        try:
            fn()
        except Exception as exc:
            self._report(exc)

    def _report(self, exc: BaseException) -> None:
        self.errors += 1
        if self._error_reported:
            return
        self._error_reported = True
        if self._on_error is not None:
            with contextlib.suppress(Exception):
                self._on_error(exc)

    def _next_item(self) -> _Playing | None:
        """Wait for the next utterance to start; None when closed."""
        with self._cond:
            while True:
                if self._closed or self.stuck_reason is not None:
                    return None
                now = time.monotonic()
                if self._current is not None:
                    if not self._finished(self._current, now):
                        self._cond.wait(self.poll_interval)
                        continue
                    self._current = None
                if not self._queue:
                    self._cond.wait()
                    continue
                head = self._queue[0]
                if not head.interrupts and now < self._hold_until:
                    self._cond.wait(self._hold_until - now)
                    continue
                self._queue.popleft()
                self._current = _Playing(head, now)
                return self._current

    def _run(self) -> None:
        while True:
            playing = self._next_item()
            if playing is None:
                return
            with self._cond:
                if self.stuck_reason is not None:
                    return
                self._speak_since = self._clock()
            try:
                self.backend.speak(playing.item.text, interrupt=playing.item.interrupts)
            except BackendStuck as exc:
                with self._cond:
                    self._speak_since = None
                    self._abandon_locked(str(exc))
                return
            except Exception as exc:
                with self._cond:
                    self._speak_since = None
                self._report(exc)
                with self._cond:
                    if self._current is playing:
                        self._current = None
                continue
            with self._cond:
                self._speak_since = None
                if self.stuck_reason is not None:
                    return  # it came back after all, too late: the channel has given it up
                playing.handed = True
                playing.started = time.monotonic()
                cut_meanwhile = self._current is not playing
            if cut_meanwhile:
                # interrupted while the back end was still taking the text: it started after the
                # silence, so silence it again (the item itself was re-queued or dropped)
                self._silence_backend()

"""Threads that may be abandoned: every call into a speech library has a time limit.

A speech library can block for ever (a screen reader that hangs, a Speech Dispatcher socket nobody
answers). The program never waits for one without a limit, and never from the thread that draws the
screen: the library's calls run on a daemon thread (:class:`OwnerThread`, :func:`run_with_timeout`), so
a stuck one is left behind and the process still exits. None of these threads redirects standard output
or standard error (see :mod:`beastybar_access.outputs.speech.quiet`).
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import Future
from concurrent.futures import TimeoutError as FutureTimeout
from typing import Any, TypeVar

from beastybar_access.outputs.speech.base import BackendStuck

T = TypeVar("T")


class OwnerThread:
    """One daemon thread that owns a library's objects and runs calls on them in order.

    Windows COM objects (JAWS, SAPI) belong to the thread that made them, so a back end makes and uses
    its library objects on one such thread. ``initializer`` runs first on the thread. ``idle`` (if given)
    is called whenever the queue is empty; it returns how many seconds to wait before calling it again
    (None: until the next call arrives); a back end polls "is it still speaking?" this way.
    """

    def __init__(self, name: str, *, initializer: Callable[[], object] | None = None,
                 idle: Callable[[], float | None] | None = None) -> None:
        self.name = name
        self._initializer = initializer
        self._idle = idle
        self._cond = threading.Condition()
        self._jobs: deque[tuple[Callable[[], Any], Future[Any] | None]] = deque()
        self._busy_since: float | None = None
        self._closed = False
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def submit(self, fn: Callable[[], T]) -> Future[T]:
        """Run ``fn`` on the thread; its result or exception comes in the future."""
        future: Future[T] = Future()
        with self._cond:
            if self._closed:
                future.set_exception(BackendStuck(f"{self.name} is closed"))
                return future
            self._jobs.append((fn, future))
            self._cond.notify_all()
        return future

    def post(self, fn: Callable[[], object]) -> None:
        """Run ``fn`` on the thread, without waiting and without a result (errors are ignored)."""
        with self._cond:
            if self._closed:
                return
            self._jobs.append((fn, None))
            self._cond.notify_all()

    def call(self, fn: Callable[[], T], timeout: float) -> T:
        """Run ``fn`` on the thread and wait at most ``timeout`` seconds; :class:`BackendStuck` after."""
        future = self.submit(fn)
        try:
            return future.result(timeout)
        except FutureTimeout:
            raise BackendStuck(f"{self.name} did not answer within {timeout:g} s") from None

    def busy_for(self) -> float:
        """How long the call now running has been running (0.0 when none runs)."""
        with self._cond:
            since = self._busy_since
        return 0.0 if since is None else time.monotonic() - since

    @property
    def pending(self) -> int:
        with self._cond:
            return len(self._jobs) + (self._busy_since is not None)

    def close(self) -> None:
        """Stop taking calls and drop those waiting; returns at once (a call now running is left)."""
        with self._cond:
            self._closed = True
            jobs = list(self._jobs)
            self._jobs.clear()
            self._cond.notify_all()
        for _, future in jobs:
            if future is not None:
                future.cancel()

    def join(self, timeout: float) -> bool:
        """Wait at most ``timeout`` seconds for the thread to end; True if it did."""
        self._thread.join(timeout)
        return not self._thread.is_alive()

    def _run(self) -> None:
        if self._initializer is not None:
            with contextlib.suppress(Exception):
                self._initializer()
        wait: float | None = None
        while True:
            with self._cond:
                if not self._jobs and not self._closed:
                    self._cond.wait(wait)
                if self._closed:
                    return
                if not self._jobs:
                    job = None
                else:
                    job = self._jobs.popleft()
                    self._busy_since = time.monotonic()
            if job is None:
                wait = self._poll_idle()
                continue
            fn, future = job
            if future is not None and not future.set_running_or_notify_cancel():
                with self._cond:
                    self._busy_since = None
                continue
            try:
                result = fn()
            except BaseException as exc:
                if future is not None:
                    future.set_exception(exc)
            else:
                if future is not None:
                    future.set_result(result)
            finally:
                with self._cond:
                    self._busy_since = None
            wait = 0.0 if self._idle is not None else None

    def _poll_idle(self) -> float | None:
        if self._idle is None:
            return None
        try:
            return self._idle()
        except Exception:
            return None


def run_with_timeout(fn: Callable[[], T], timeout: float, *, name: str,
                     on_late: Callable[[T], object] | None = None) -> T:
    """``fn()`` on a daemon thread of its own, waited for at most ``timeout`` seconds.

    Raises :class:`BackendStuck` when it takes longer: the thread is abandoned, and should ``fn`` still
    return a result later, ``on_late`` gets it there (to close a back end nobody will use). Exceptions of
    ``fn`` are raised here as they are.
    """
    lock = threading.Lock()
    done = threading.Event()
    box: dict[str, Any] = {}
    abandoned = False

    def run() -> None:
        try:
            box["result"] = fn()
        except BaseException as exc:
            box["error"] = exc
        with lock:
            late = abandoned
            done.set()
        if late and "result" in box and on_late is not None:
            with contextlib.suppress(Exception):
                on_late(box["result"])

    threading.Thread(target=run, name=name, daemon=True).start()
    if not done.wait(timeout):
        with lock:
            if not done.is_set():
                abandoned = True
                raise BackendStuck(f"{name} did not answer within {timeout:g} s")
    if "error" in box:
        raise box["error"]
    result: T = box["result"]
    return result

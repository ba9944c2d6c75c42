"""The server's garbage collection: a full collection at a steady pace, never one every few seconds.

CPython runs a full collection (of its oldest generation) whenever a quarter of the long-lived objects are
new since the last one. A server with hundreds of tables and thousands of connections has a large heap that
keeps changing, so those collections came every few seconds, and each one stopped every table for a time
that grows with the heap: 100-600 ms with 500 tables on a 2-core machine, the slowest 1 % of all moves.
Reference counting frees nearly everything the server drops; a full collection is only needed for reference
cycles (what a closed connection leaves, for one). So, while the server runs, the young generations are
collected as usual, the interpreter never starts a full collection by itself, and :func:`collect_regularly`
runs one every :data:`FULL_EVERY` seconds: one pause every few minutes instead of one every few seconds, and
the cycles' memory is given back within that time.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import time
from collections.abc import Iterator

log = logging.getLogger(__name__)

FULL_EVERY = 300.0
"""Seconds between the server's full collections."""
NEVER = 1 << 30
"""A threshold the oldest generation's count never reaches (it grows by one per middle collection)."""


@contextlib.contextmanager
def server_collections() -> Iterator[None]:
    """While inside: no full collection but the ones :func:`collect_regularly` runs (restored after)."""
    before = gc.get_threshold()
    gc.collect()
    gc.set_threshold(before[0], before[1], NEVER)
    try:
        yield
    finally:
        gc.set_threshold(*before)


async def collect_regularly(every: float = FULL_EVERY) -> None:
    """A full collection every ``every`` seconds (until cancelled)."""
    while True:
        await asyncio.sleep(every)
        started = time.perf_counter()
        found = gc.collect()
        log.debug("full collection: %d unreachable objects, %.0f ms", found,
                  (time.perf_counter() - started) * 1000)

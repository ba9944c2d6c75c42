"""The server's garbage collection (:mod:`beastybar_access.net.collector`)."""

from __future__ import annotations

import asyncio
import gc
import weakref

from beastybar_access.net.collector import NEVER, collect_regularly, server_collections


class _Node:
    def __init__(self) -> None:
        self.me = self  # a reference cycle: only a full collection frees it


def test_inside_the_server_the_interpreter_starts_no_full_collection_and_the_thresholds_come_back() -> None:
    before = gc.get_threshold()
    with server_collections():
        assert gc.get_threshold() == (before[0], before[1], NEVER)
    assert gc.get_threshold() == before


def test_the_regular_full_collection_frees_reference_cycles() -> None:
    async def main() -> bool:
        with server_collections():
            node = _Node()
            gc.collect(1)  # into the oldest generation, where only a full collection looks
            alive = weakref.ref(node)
            del node
            gc.collect(1)
            assert alive() is not None
            task = asyncio.get_running_loop().create_task(collect_regularly(0.01))
            for _ in range(200):
                await asyncio.sleep(0.01)
                if alive() is None:
                    break
            task.cancel()
            return alive() is None

    assert asyncio.run(main())

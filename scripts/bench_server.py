#!/usr/bin/env python3
"""Load on the online server: N tables of 4 people each, every table acting about once a second.

Starts ``beastybar serve`` on an ephemeral 127.0.0.1 port with a temporary data folder (or uses ``--url``),
spreads the simulated people over several processes (the load generator must not be the limit), seats
everyone first, then for ``--seconds`` seconds lets the person whose turn it is at each table act one second
after the table's last action (the first legal action; the tables' first actions spread over the first
second). Each person times, for every action, the moment it was sent to the moment their own update of that
turn arrived. A game that ends is replaced by a new one at that table (seated while the others play).

Prints JSON (``--json``) or a short summary: ``tables``, ``connections``, ``actions``, ``p50_ms``,
``p99_ms`` (action sent to every seat's event received), ``lost`` (an update never received by a seat),
``duplicated`` (an update received twice), ``errors`` (error messages and failures), ``server_rss_mb``
(the server process's resident memory at the end), ``server_cpu_s`` (the CPU time the server used while the
tables played) and ``actions_per_cpu_s`` (actions per second of server CPU: what the server can do, nearly
whatever else the machine runs), ``load`` (the load average at the end).

With ``--bots LEVEL`` every table seats 2 people and 2 computers of that level (the people act as above,
the computers at the server's own pace, 0 here); with ``--hard-tables N`` the first N tables seat 2 people and
2 hard computers (issue 26: decided in the server's worker processes) and their moves are timed apart:
``hard_p50_ms``, ``hard_p99_ms`` and ``hard_actions``, while ``p50_ms`` and ``p99_ms`` are the other tables'.

Target (issue 14) on the 2-core machine: 500 Beasty Bar tables for 60 s, p99 <= 200 ms, 0 lost, 0 duplicated,
0 errors, RSS <= 250 MB. Targets of issue 26 on the same machine: ``--tables 500 --bots normal`` at
p99 <= 250 ms, and ``--tables 500 --hard-tables 50`` with the other tables' p99 <= 250 ms; 0 lost. CI runs
``--tables 20 --seconds 10``.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import multiprocessing
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

PLAYERS = 4
ACT_EVERY = 1.0


class Person:
    def __init__(self, ws: Any, name: str) -> None:
        self.ws = ws
        self.name = name
        self.seq = 0
        self.seat: int | None = None
        self.token = ""
        self.turn = -1
        self.legal: list[str] = []
        self.current: int | None = None
        self.seen: set[int] = set()
        self.ended = False

    async def send(self, kind: str, **fields: Any) -> None:
        self.seq += 1
        await self.ws.send(json.dumps({"type": kind, "seq": self.seq, **fields}))


class Stats:
    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.hard_latencies: list[float] = []
        self.actions = 0
        self.hard_actions = 0
        self.lost = 0
        self.duplicated = 0
        self.errors = 0
        self.connections = 0


async def _reader(person: Person, table: dict[str, Any], stats: Stats) -> None:
    try:
        async for raw in person.ws:
            msg = json.loads(raw)
            kind = msg.get("type")
            if kind == "joined":
                person.seat = msg["seat"]
                person.token = msg.get("token", "")
                table.setdefault("code", msg["table"]["code"])
                table["joined"].set()
            elif kind in ("snapshot", "update"):
                turn = msg["turn"]
                if kind == "update":
                    if turn in person.seen:
                        stats.duplicated += 1
                    person.seen.add(turn)
                    sent = table["sent"].get(turn)
                    if sent is not None:
                        timed = stats.hard_latencies if table["hard"] else stats.latencies
                        timed.append(time.monotonic() - sent)
                person.turn = turn
                person.legal = msg["legal"]
                person.current = msg.get("current")
                table["changed"].set()
            elif kind == "ended":
                person.ended = True
                table["changed"].set()
            elif kind == "error":
                stats.errors += 1
    except Exception:
        if not table.get("closing"):
            stats.errors += 1


async def _table(url: str, index: int, start: float, until: float, stats: Stats) -> None:
    from websockets.asyncio.client import connect

    offset = (index * 0.618034) % 1.0 * ACT_EVERY  # the tables' actions spread evenly over each second
    hard = index < hard_tables
    bots = ["hard"] * 2 if hard else [bots_level] * 2 if bots_level else []
    while time.monotonic() < until - 2:
        table: dict[str, Any] = {"joined": asyncio.Event(), "changed": asyncio.Event(), "sent": {},
                                 "hard": hard}
        people: list[Person] = []
        readers = []
        try:
            for i in range(PLAYERS - len(bots)):
                ws = await connect(url, max_size=2**24, open_timeout=60, ping_interval=None)
                stats.connections += 1
                person = Person(ws, f"t{index}p{i}")
                people.append(person)
                await person.send("hello", version=1, name=person.name)
                readers.append(asyncio.create_task(_reader(person, table, stats)))
                table["joined"].clear()
                if i == 0:
                    await person.send("create", game=table_game, players=PLAYERS, bots=bots)
                else:
                    await person.send("join", code=table["code"])
                await asyncio.wait_for(table["joined"].wait(), 60)
            if time.monotonic() < start:
                await asyncio.sleep(start - time.monotonic())
                last = start + offset - ACT_EVERY
            else:
                last = time.monotonic()
            while time.monotonic() < until and not all(p.ended for p in people):
                mover = next((p for p in people if p.seat == p.current and p.legal and not p.ended), None)
                if mover is None:
                    table["changed"].clear()
                    try:  # (a computer's move: the server's budget for a hard one is 5 s)
                        await asyncio.wait_for(table["changed"].wait(), 15 if bots else 5)
                    except TimeoutError:
                        stats.errors += 1
                        break
                    continue
                wait = last + ACT_EVERY - time.monotonic()
                if wait > 0:
                    await asyncio.sleep(wait)
                if time.monotonic() >= until:
                    break
                turn = mover.turn
                table["sent"][turn + 1] = time.monotonic()
                last = time.monotonic()
                await mover.send("act", id=mover.legal[0], turn=turn)
                stats.actions += 1
                stats.hard_actions += hard
                # wait until the mover heard its own update (the next mover is known then)
                while mover.turn == turn and time.monotonic() < until + 5:
                    table["changed"].clear()
                    try:
                        await asyncio.wait_for(table["changed"].wait(), 5)
                    except TimeoutError:
                        break
            await asyncio.sleep(0.5)  # the last updates arrive
            for turn in table["sent"]:
                for p in people:
                    if turn not in p.seen:
                        stats.lost += 1
        finally:
            table["closing"] = True
            for p in people:
                await p.ws.close()
            for r in readers:
                r.cancel()


table_game = "beastybar"
bots_level = ""
hard_tables = 0


def _worker(url: str, indices: list[int], start: float, until: float, game: str, out: Any,
            bots: str = "", hard: int = 0) -> None:
    global table_game, bots_level, hard_tables
    table_game, bots_level, hard_tables = game, bots, hard
    # This process is the measuring instrument. A thousand connections in one process (a real client has
    # one) make its full garbage collections stall every simulated person in it, which would count as the
    # server's latency: only the young generations are collected here.
    gc.set_threshold(*gc.get_threshold()[:2], 1 << 30)

    async def main() -> Stats:
        stats = Stats()
        await asyncio.gather(*(_table(url, i, start, until, stats) for i in indices))
        return stats

    stats = asyncio.run(main())
    out.put({"latencies": stats.latencies, "hard_latencies": stats.hard_latencies,
             "hard_actions": stats.hard_actions, "actions": stats.actions, "lost": stats.lost,
             "duplicated": stats.duplicated, "errors": stats.errors, "connections": stats.connections})


def _start_server(data: Path) -> tuple[subprocess.Popen[str], str]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "beastybar_access", "--lang", "en", "serve", "--port", "0", "--data",
         str(data), "--bot-pace", "0", "--no-limits"], cwd=ROOT, stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL, text=True, env={**os.environ, "PYTHONUNBUFFERED": "1"})
    assert proc.stdout is not None
    line = proc.stdout.readline()
    match = re.search(r"(ws://[^ ]+/)", line)
    if not match:
        proc.kill()
        raise SystemExit(f"the server did not start: {line!r}")
    return proc, match.group(1)


def _rss_mb(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        pass
    return -1.0


def _cpu_seconds(pid: int) -> float:
    """The user and system CPU time process ``pid`` has used (Linux; -1 elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return -1.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    values = sorted(values)
    return round(values[min(len(values) - 1, int(q * len(values)))] * 1000, 1)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--game", default="beastybar", choices=("beastybar", "cubirds"))
    parser.add_argument("--bots", default="", choices=("", "easy", "normal", "hard"),
                        help="every table: 2 people and 2 computers of this level")
    parser.add_argument("--hard-tables", type=int, default=0,
                        help="the first N tables: 2 people and 2 hard computers, timed apart")
    parser.add_argument("--processes", type=int, default=max(2, min(4, os.cpu_count() or 2)))
    parser.add_argument("--url", help="an already running server (its memory is then not measured)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    tmp = tempfile.TemporaryDirectory(prefix="bench-server-")
    proc = None
    url = args.url
    if url is None:
        proc, url = _start_server(Path(tmp.name))
    ctx = multiprocessing.get_context("spawn")
    out = ctx.Queue()
    start = time.monotonic() + max(5.0, args.tables / 50)  # time to seat everyone first
    until = start + args.seconds
    groups = [list(range(args.tables))[i::args.processes] for i in range(args.processes)]
    workers = [ctx.Process(target=_worker, args=(url, g, start, until, args.game, out, args.bots,
                                                    args.hard_tables)) for g in groups if g]
    started = time.monotonic()
    for w in workers:
        w.start()
    cpu = [-1.0, -1.0]
    if proc is not None:
        time.sleep(max(0.0, start - time.monotonic()))
        cpu[0] = _cpu_seconds(proc.pid)
        time.sleep(max(0.0, until - time.monotonic()))
        cpu[1] = _cpu_seconds(proc.pid)
    results = [out.get() for _ in workers]
    for w in workers:
        w.join()
    rss = _rss_mb(proc.pid) if proc is not None else -1.0
    if proc is not None:
        proc.terminate()
        proc.wait(30)
    tmp.cleanup()
    latencies = [x for r in results for x in r["latencies"]]
    hard_latencies = [x for r in results for x in r["hard_latencies"]]
    report = {
        "game": args.game,
        "tables": args.tables,
        "bots": args.bots or None,
        "hard_tables": args.hard_tables,
        "seconds": round(time.monotonic() - started, 1),
        "connections": sum(r["connections"] for r in results),
        "actions": sum(r["actions"] for r in results),
        "p50_ms": _percentile(latencies, 0.50),
        "p99_ms": _percentile(latencies, 0.99),
        "hard_actions": sum(r["hard_actions"] for r in results),
        "hard_p50_ms": _percentile(hard_latencies, 0.50),
        "hard_p99_ms": _percentile(hard_latencies, 0.99),
        "lost": sum(r["lost"] for r in results),
        "duplicated": sum(r["duplicated"] for r in results),
        "errors": sum(r["errors"] for r in results),
        "server_rss_mb": rss,
        "server_cpu_s": round(cpu[1] - cpu[0], 2) if min(cpu) >= 0 else None,
        "actions_per_cpu_s": (round(sum(r["actions"] for r in results) / (cpu[1] - cpu[0]))
                              if min(cpu) >= 0 and cpu[1] > cpu[0] else None),
        "load": os.getloadavg()[0] if hasattr(os, "getloadavg") else None,
    }
    if args.json:
        sys.stdout.write(json.dumps(report) + "\n")
    else:
        for key, value in report.items():
            sys.stdout.write(f"{key}: {value}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

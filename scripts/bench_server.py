#!/usr/bin/env python3
"""Load on the online server: turn tables of people and computers, 4 Monkeys tables, spectators, chat,
reconnects, pings and TLS, each kind of message timed.

Starts ``beastybar serve`` on an ephemeral 127.0.0.1 port with a temporary data folder (or uses ``--url``),
spreads the simulated people over several processes (the load generator must not be the limit), seats
everyone first, then for ``--seconds`` seconds lets the person whose turn it is at each table act one second
after the table's last action (the first legal action; the tables' first actions spread over the first
second). A game that ends is replaced by a new one at that table (seated while the others play).

The mix (each part optional, see ``--help``):

- ``--tables N`` turn tables (Beasty Bar, or ``--game cubirds``) of 4 people; of them the first
  ``--hard-tables`` seat 2 people and 2 hard computers (decided in the server's worker processes), the next
  ``--bot-tables`` (all the others when not given) 2 people and 2 computers of the ``--bots`` levels in turn
  (``easy,normal,hard``); the computers move at once (``--bot-pace 0``), only the people's moves are timed;
- ``--monkeys-tables M`` 4 Monkeys tables of 1 person and 3 computers (easy, normal, hard in turn) at
  ``--monkeys-speed``, the person taking a tile about once a second (the round lasts the whole run);
- ``--spectators S`` spread over the tables, each joining at a random moment of each game;
- ``--chat-every T``: at each table the first person says a line every T seconds;
- ``--reconnect-every T``: at each turn table a person who is not to move closes the connection every T
  seconds and comes back with the seat's token (``resume``);
- ``--ping-every T``: each table's first person sends a WebSocket ping every T seconds (every connection
  also pings every 20 s, as the program's client does);
- ``--tls``: ``wss://`` with a self-signed certificate made for the run in its temporary folder (by the
  ``openssl`` command, else ``trustme``, a test dependency; without either the run says so and uses ws://).

Timed kinds (``kinds`` in the report, each with ``n``, ``p50_ms`` and ``p99_ms``): ``act`` (a people-only
table's action to every seat's update), ``act_computers`` (the same at tables with easy or normal computers,
people's moves only), ``act_hard`` (tables with hard computers), ``act_monkeys`` (a 4 Monkeys action to the
person's own update), ``chat`` (a line to each other listener at the table), ``watch`` (a spectator's join
to its snapshot), ``resume`` (a returning person's resume to the snapshot) and ``ping`` (a ping to its pong).

Prints JSON (``--json``) or a summary: also ``p50_ms`` / ``p99_ms`` (the turn tables without hard
computers), ``hard_p50_ms`` / ``hard_p99_ms``, ``actions``, ``hard_actions``, ``lost`` (an update a seat or a
spectator never received; a returning person's snapshot counts for what it covers), ``duplicated``,
``errors`` (error messages and failures; ``error_kinds`` counts them by kind), ``refused`` (4 Monkeys
actions the rules refused because another seat was quicker: real time, not an error), ``server_rss_mb``,
``server_cpu_s`` (the server's own process while the tables played; the worker processes not included),
``server_workers_cpu_s`` (its worker processes meanwhile), ``load_generator_cpu_s`` (the simulated people's
processes, the whole run: on a 2-core machine they compete with the server), ``actions_per_cpu_s``,
``load`` (the load average at the end), ``load_start``, ``load_end``, ``commit`` and ``tls``.

Targets (issue 14) on the 2-core machine: 500 Beasty Bar tables for 60 s, p99 <= 200 ms, 0 lost, 0 duplicated,
0 errors, RSS <= 250 MB. Issue 26: ``--tables 500 --bots normal`` at p99 <= 250 ms, and ``--tables 500
--hard-tables 50`` with the other tables' p99 <= 250 ms; 0 lost. CI runs the smoke form of
tests/test_bench_server.py (every kind, a few seconds).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import multiprocessing
import os
import random
import re

try:
    import resource
except ImportError:  # (Windows)
    resource = None  # type: ignore[assignment]
import shutil
import ssl
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
LEVELS = ("easy", "normal", "hard")
KINDS = ("act", "act_computers", "act_hard", "act_monkeys", "chat", "watch", "resume", "ping")


class Person:
    def __init__(self, ws: Any, name: str) -> None:
        self.ws = ws
        self.name = name
        self.seq = 0
        self.seat: int | None = None
        self.token = ""
        self.turn = -1
        self.legal: list[Any] = []
        self.current: int | None = None
        self.seen: set[int] = set()
        self.since = 0
        """Updates of turns after this one count (a spectator's join)."""
        self.ended = False
        self.snapshot = asyncio.Event()
        self.acted = asyncio.Event()
        self.refused = False
        """4 Monkeys: the last action was refused (another seat was quicker)."""
        self.reader: asyncio.Task[None] | None = None

    async def send(self, kind: str, **fields: Any) -> None:
        self.seq += 1
        await self.ws.send(json.dumps({"type": kind, "seq": self.seq, **fields}))


class Stats:
    def __init__(self) -> None:
        self.samples: dict[str, list[float]] = {k: [] for k in KINDS}
        self.actions = 0
        self.hard_actions = 0
        self.lost = 0
        self.duplicated = 0
        self.errors = 0
        self.why: dict[str, int] = {}
        """The errors by kind."""
        self.refused = 0
        self.connections = 0


    def error(self, why: str) -> None:
        self.errors += 1
        self.why[why] = self.why.get(why, 0) + 1


class Setup:
    """The run's mix, as the command line gave it (set in each load process)."""

    game = "beastybar"
    bots: tuple[str, ...] = ()
    hard_tables = 0
    bot_tables = 0
    tables = 0
    monkeys_speed = "fast"
    spectators = 0
    chat_every = 0.0
    reconnect_every = 0.0
    ping_every = 0.0
    round_seconds = 60
    ca: str | None = None


def _kind_of(index: int) -> tuple[str, list[str]]:
    """A turn table's timed kind and its computers."""
    if index < Setup.hard_tables:
        return "act_hard", ["hard"] * 2
    if Setup.bots and index < Setup.hard_tables + Setup.bot_tables:
        level = Setup.bots[(index - Setup.hard_tables) % len(Setup.bots)]
        return ("act_hard" if level == "hard" else "act_computers"), [level] * 2
    return "act", []


def _spectators_of(index: int) -> int:
    count = Setup.tables + _monkeys_tables
    return Setup.spectators // count + (index < Setup.spectators % count) if count else 0


_monkeys_tables = 0


async def _connect(url: str) -> Any:
    from websockets.asyncio.client import connect

    context = None
    if url.startswith("wss://"):
        context = ssl.create_default_context(cafile=Setup.ca)
    return await connect(url, max_size=2**24, open_timeout=60, ping_interval=20, ping_timeout=20, ssl=context)


async def _reader(person: Person, table: dict[str, Any], stats: Stats) -> None:
    ws = person.ws
    try:
        async for raw in ws:
            now = time.monotonic()
            msg = json.loads(raw)
            kind = msg.get("type")
            if kind == "joined":
                if msg.get("seat") is not None:
                    person.seat = msg["seat"]
                    person.token = msg.get("token", person.token)
                table.setdefault("code", msg["table"]["code"])
                table["joined"].set()
            elif kind == "update":
                turn = msg["turn"]
                if table["monkeys"]:
                    if msg.get("actor") == person.seat and person.seat is not None:
                        person.refused = False
                        person.acted.set()
                    person.legal = msg["view"].get("legal", [])
                    continue
                if turn in person.seen:
                    stats.duplicated += 1
                person.seen.add(turn)
                sent = table["sent"].get(turn)
                if sent is not None and person.seat is not None:
                    stats.samples[table["kind"]].append(now - sent)
                person.turn = turn
                person.legal = msg["legal"]
                person.current = msg.get("current")
                table["changed"].set()
            elif kind == "snapshot":
                turn = msg["turn"]
                person.seen.update(t for t in table["sent"] if t <= turn)  # the snapshot covers them
                person.since = max(person.since, turn)
                person.turn = turn
                person.legal = msg["view"].get("legal", []) if table["monkeys"] else msg["legal"]
                person.current = msg.get("current")
                person.snapshot.set()
                table["changed"].set()
            elif kind == "chat":
                sent = table["chats"].get(msg.get("text"))
                if sent is not None and msg.get("name") != person.name:
                    stats.samples["chat"].append(now - sent)
            elif kind == "ended":
                person.ended = True
                table["changed"].set()
            elif kind == "error":
                if table["monkeys"] and msg.get("code") == "illegal":
                    stats.refused += 1
                    person.refused = True
                    person.acted.set()
                else:
                    stats.error(f"error {msg.get('code')}")
    except Exception as exc:
        if not table.get("closing") and not getattr(ws, "leaving", False):
            stats.error(f"connection {type(exc).__name__}")


async def _person(url: str, name: str, table: dict[str, Any], stats: Stats) -> Person:
    person = Person(await _connect(url), name)
    stats.connections += 1
    await person.send("hello", version=1, name=name)
    person.reader = asyncio.create_task(_reader(person, table, stats))
    return person


async def _seat_everyone(url: str, index: int, table: dict[str, Any], people: list[Person], count: int,
                         stats: Stats, **create: Any) -> None:
    for i in range(count):
        person = await _person(url, f"t{index}p{i}", table, stats)
        people.append(person)
        table["joined"].clear()
        if i == 0:
            await person.send("create", **create)
        else:
            await person.send("join", code=table["code"])
        await asyncio.wait_for(table["joined"].wait(), 60)


async def _chatter(person: Person, table: dict[str, Any], index: int, until: float) -> None:
    n = 0
    await asyncio.sleep(random.uniform(0, Setup.chat_every))
    while time.monotonic() < until - 1:
        n += 1
        text = f"{index}.{n}"
        table["chats"][text] = time.monotonic()
        await person.send("chat", text=text)
        await asyncio.sleep(Setup.chat_every)


async def _pinger(person: Person, until: float, stats: Stats) -> None:
    await asyncio.sleep(random.uniform(0, Setup.ping_every))
    while time.monotonic() < until - 1:
        ws = person.ws
        sent = time.monotonic()
        try:
            pong = await ws.ping()
            await asyncio.wait_for(pong, 10)
        except Exception:
            if not getattr(ws, "leaving", False):  # (not closed for a reconnect meanwhile)
                stats.error("ping")
        else:
            stats.samples["ping"].append(time.monotonic() - sent)
        await asyncio.sleep(Setup.ping_every)


async def _spectator(url: str, table: dict[str, Any], name: str, until: float, stats: Stats) -> None:
    await asyncio.sleep(random.uniform(0, max(0.0, (until - time.monotonic()) / 3)))
    if time.monotonic() >= until - 1 or table.get("closing"):
        return
    person = await _person(url, name, table, stats)
    table["spectators"].append(person)
    await _timed_snapshot(person, "watch", stats, "join", code=table["code"], **{"as": "spectator"})


async def _timed_snapshot(person: Person, kind: str, stats: Stats, message: str, **fields: Any) -> None:
    """``person`` sends ``message``; the time to the snapshot it brings is a sample of ``kind``."""
    sent = time.monotonic()
    await person.send(message, **fields)
    try:
        await asyncio.wait_for(person.snapshot.wait(), 30)
    except TimeoutError:
        stats.error(f"no snapshot after {message}")
        return
    stats.samples[kind].append(time.monotonic() - sent)


async def _reconnect(url: str, person: Person, table: dict[str, Any], stats: Stats) -> None:
    """``person`` closes the connection and comes back with the seat's token."""
    old = person.ws
    old.leaving = True
    await old.close()
    if person.reader is not None:
        await asyncio.wait([person.reader], timeout=5)
    person.ws = await _connect(url)
    stats.connections += 1
    person.snapshot.clear()
    person.reader = asyncio.create_task(_reader(person, table, stats))
    await person.send("hello", version=1, name=person.name)
    await _timed_snapshot(person, "resume", stats, "resume", token=person.token)


def _new_table(kind: str, monkeys: bool) -> dict[str, Any]:
    return {"joined": asyncio.Event(), "changed": asyncio.Event(), "sent": {}, "chats": {}, "kind": kind,
            "monkeys": monkeys, "spectators": []}


async def _extras(url: str, index: int, table: dict[str, Any], people: list[Person], until: float,
                  stats: Stats) -> list[asyncio.Task[None]]:
    tasks = [asyncio.create_task(_spectator(url, table, f"t{index}s{j}", until, stats))
             for j in range(_spectators_of(index))]
    if Setup.chat_every > 0:
        tasks.append(asyncio.create_task(_chatter(people[0], table, index, until)))
    if Setup.ping_every > 0:
        tasks.append(asyncio.create_task(_pinger(people[0], until, stats)))
    return tasks


async def _close(table: dict[str, Any], people: list[Person], tasks: list[asyncio.Task[None]]) -> None:
    table["closing"] = True
    for t in tasks:
        t.cancel()
    for p in [*people, *table["spectators"]]:
        await p.ws.close()
        if p.reader is not None:
            p.reader.cancel()


def _count_lost(table: dict[str, Any], people: list[Person], stats: Stats) -> None:
    for turn in table["sent"]:
        for p in people:
            if turn not in p.seen:
                stats.lost += 1
        for s in table["spectators"]:
            if s.snapshot.is_set() and turn > s.since and turn not in s.seen:
                stats.lost += 1


async def _table(url: str, index: int, start: float, until: float, stats: Stats) -> None:
    offset = (index * 0.618034) % 1.0 * ACT_EVERY  # the tables' actions spread evenly over each second
    kind, bots = _kind_of(index)
    while time.monotonic() < until - 2:
        table = _new_table(kind, False)
        people: list[Person] = []
        tasks: list[asyncio.Task[None]] = []
        try:
            await _seat_everyone(url, index, table, people, PLAYERS - len(bots), stats, game=Setup.game,
                                 players=PLAYERS, bots=bots)
            if time.monotonic() < start:
                await asyncio.sleep(start - time.monotonic())
                last = start + offset - ACT_EVERY
            else:
                last = time.monotonic()
            tasks = await _extras(url, index, table, people, until, stats)
            next_return = start + offset + Setup.reconnect_every if Setup.reconnect_every > 0 else None
            while time.monotonic() < until and not all(p.ended for p in people):
                mover = next((p for p in people if p.seat == p.current and p.legal and not p.ended), None)
                if mover is None:
                    table["changed"].clear()
                    try:  # (a computer's move: the server's budget for a hard one is 5 s)
                        await asyncio.wait_for(table["changed"].wait(), 15 if bots else 5)
                    except TimeoutError:
                        stats.error("no computer move")
                        break
                    continue
                if next_return is not None and time.monotonic() >= next_return and len(people) > 1:
                    next_return += Setup.reconnect_every
                    away = next(p for p in people if p is not mover)
                    await _reconnect(url, away, table, stats)
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
                stats.hard_actions += kind == "act_hard"
                # wait until the mover heard its own update (the next mover is known then)
                while mover.turn == turn and time.monotonic() < until + 5:
                    table["changed"].clear()
                    try:
                        await asyncio.wait_for(table["changed"].wait(), 5)
                    except TimeoutError:
                        break
            await asyncio.sleep(0.5)  # the last updates arrive
            _count_lost(table, people, stats)
        finally:
            await _close(table, people, tasks)


def _monkeys_action(legal: list[Any]) -> Any:
    takes = [a for a in legal if isinstance(a, dict) and a.get("$") == "engine.Take"]
    others = [a for a in legal if isinstance(a, dict)
              and a.get("$") not in ("engine.StartRound", "engine.Stop", "engine.Take")]
    return (takes or others or [None])[0]


async def _monkeys_table(url: str, index: int, start: float, until: float, stats: Stats) -> None:
    offset = (index * 0.618034) % 1.0 * ACT_EVERY
    bots = [LEVELS[(index + k) % len(LEVELS)] for k in range(PLAYERS - 1)]
    table = _new_table("act_monkeys", True)
    people: list[Person] = []
    tasks: list[asyncio.Task[None]] = []
    try:
        await _seat_everyone(url, index, table, people, 1, stats, game="monkeys", players=PLAYERS, bots=bots,
                             round_seconds=Setup.round_seconds, bot_speed=Setup.monkeys_speed)
        person = people[0]
        await asyncio.sleep(max(0.0, start + offset - time.monotonic()))
        tasks = await _extras(url, index, table, people, until, stats)
        while time.monotonic() < until:
            began = time.monotonic()
            action = _monkeys_action(person.legal)
            if action is not None:
                person.acted.clear()
                await person.send("act", action=action)
                stats.actions += 1
                try:
                    await asyncio.wait_for(person.acted.wait(), 10)
                except TimeoutError:
                    stats.error("no own update (4 Monkeys)")
                else:
                    if not person.refused:
                        stats.samples["act_monkeys"].append(time.monotonic() - began)
            await asyncio.sleep(max(0.0, began + ACT_EVERY - time.monotonic()))
    finally:
        await _close(table, people, tasks)


def _worker(url: str, indices: list[int], start: float, until: float, setup: dict[str, Any],
            out: Any) -> None:
    global _monkeys_tables
    for key, value in setup.items():
        setattr(Setup, key, value)
    _monkeys_tables = setup["monkeys_tables"]
    # This process is the measuring instrument. A thousand connections in one process (a real client has
    # one) make its full garbage collections stall every simulated person in it, which would count as the
    # server's latency: only the young generations are collected here.
    gc.set_threshold(*gc.get_threshold()[:2], 1 << 30)

    async def main() -> Stats:
        stats = Stats()
        await asyncio.gather(*(_table(url, i, start, until, stats) if i < Setup.tables
                               else _monkeys_table(url, i, start, until, stats) for i in indices))
        return stats

    stats = asyncio.run(main())
    out.put({"samples": stats.samples, "hard_actions": stats.hard_actions, "actions": stats.actions,
             "lost": stats.lost, "duplicated": stats.duplicated, "errors": stats.errors, "why": stats.why,
             "refused": stats.refused, "connections": stats.connections})


def _certificate(folder: Path) -> tuple[Path, Path, Path] | str:
    """A self-signed certificate for 127.0.0.1 in ``folder``: (certificate, key, the authority clients
    trust), or why there is none."""
    cert, key = folder / "cert.pem", folder / "key.pem"
    if shutil.which("openssl"):
        done = subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout",
                               str(key), "-out", str(cert), "-days", "2", "-subj", "/CN=127.0.0.1",
                               "-addext", "subjectAltName=IP:127.0.0.1"], capture_output=True, text=True)
        if done.returncode == 0:
            return cert, key, cert
    try:
        import trustme
    except ImportError:
        return "skipped: neither the openssl command nor trustme (a test dependency) is here"
    ca = trustme.CA()
    issued = ca.issue_cert("127.0.0.1")
    cert.write_bytes(b"".join(blob.bytes() for blob in issued.cert_chain_pems))
    issued.private_key_pem.write_to_path(str(key))
    ca.cert_pem.write_to_path(str(folder / "ca.pem"))
    return cert, key, folder / "ca.pem"


def _start_server(data: Path, tls: tuple[Path, Path] | None) -> tuple[subprocess.Popen[str], str]:
    extra = ["--tls-cert", str(tls[0]), "--tls-key", str(tls[1])] if tls else []
    proc = subprocess.Popen(
        [sys.executable, "-m", "beastybar_access", "--lang", "en", "serve", "--port", "0", "--data",
         str(data), "--bot-pace", "0", "--no-limits", *extra], cwd=ROOT, stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL, text=True, env={**os.environ, "PYTHONUNBUFFERED": "1"})
    assert proc.stdout is not None
    line = proc.stdout.readline()
    match = re.search(r"(wss?://[^ ]+/)", line)
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


def _descendants_cpu(pid: int) -> float:
    """The CPU time of ``pid``'s descendants (the server's worker processes; Linux; -1 elsewhere)."""
    parents: dict[int, int] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            parents[int(stat.parent.name)] = int(stat.read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
    if not parents:
        return -1.0
    found, todo = set(), [pid]
    while todo:
        parent = todo.pop()
        for child, ppid in parents.items():
            if ppid == parent and child not in found:
                found.add(child)
                todo.append(child)
    return sum(max(0.0, _cpu_seconds(child)) for child in found)


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    values = sorted(values)
    return round(values[min(len(values) - 1, int(q * len(values)))] * 1000, 1)


def _commit() -> str | None:
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                              text=True, timeout=10).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=ROOT,
                               capture_output=True, text=True, timeout=10).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return None
    return (head + ("-dirty" if dirty else "")) or None


def _load() -> list[float] | None:
    return [round(x, 2) for x in os.getloadavg()] if hasattr(os, "getloadavg") else None


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--tables", type=int, default=20, help="turn tables")
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--game", default="beastybar", choices=("beastybar", "cubirds"))
    parser.add_argument("--bots", default="",
                        help="computer levels, comma-separated (easy,normal,hard): the --bot-tables seat 2 "
                             "people and 2 computers of these levels in turn")
    parser.add_argument("--bot-tables", type=int, default=None,
                        help="how many turn tables (after the hard ones) seat --bots computers (default all)")
    parser.add_argument("--hard-tables", type=int, default=0,
                        help="the first N tables: 2 people and 2 hard computers, timed apart")
    parser.add_argument("--monkeys-tables", type=int, default=0,
                        help="4 Monkeys tables (1 person, 3 computers)")
    parser.add_argument("--monkeys-speed", default="fast", choices=("slow", "normal", "fast"))
    parser.add_argument("--spectators", type=int, default=0, help="spectators spread over all tables")
    parser.add_argument("--chat-every", type=float, default=0, help="seconds between a table's chat lines")
    parser.add_argument("--reconnect-every", type=float, default=0,
                        help="seconds between a turn table's reconnects (0: none)")
    parser.add_argument("--ping-every", type=float, default=0, help="seconds between a table's timed pings")
    parser.add_argument("--tls", action="store_true", help="wss:// with a certificate made for the run")
    parser.add_argument("--processes", type=int, default=max(2, min(4, os.cpu_count() or 2)))
    parser.add_argument("--url", help="an already running server (its memory is then not measured)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    bots = tuple(b for b in args.bots.split(",") if b)
    if any(b not in LEVELS for b in bots):
        parser.error(f"--bots: levels among {', '.join(LEVELS)}")
    load_start = _load()
    tmp = tempfile.TemporaryDirectory(prefix="bench-server-")
    proc = None
    url = args.url
    tls: str | bool = False
    ca = None
    if url is None:
        certificate = None
        if args.tls:
            made = _certificate(Path(tmp.name))
            if isinstance(made, str):
                tls = made
                sys.stderr.write(f"TLS {made}; the run uses ws://\n")
            else:
                certificate, ca, tls = (made[0], made[1]), str(made[2]), True
        proc, url = _start_server(Path(tmp.name) / "data", certificate)
    setup = {"game": args.game, "bots": bots, "hard_tables": args.hard_tables,
             "bot_tables": (args.bot_tables if args.bot_tables is not None
                            else max(0, args.tables - args.hard_tables)) if bots else 0,
             "tables": args.tables, "monkeys_tables": args.monkeys_tables,
             "monkeys_speed": args.monkeys_speed,
             "spectators": args.spectators, "chat_every": args.chat_every,
             "reconnect_every": args.reconnect_every, "ping_every": args.ping_every,
             "round_seconds": max(60, int(args.seconds) + 60), "ca": ca}
    ctx = multiprocessing.get_context("spawn")
    out = ctx.Queue()
    count = args.tables + args.monkeys_tables
    start = time.monotonic() + max(3.0, count / 50 * (1.5 if tls is True else 1))  # time to seat everyone
    until = start + args.seconds
    groups = [list(range(count))[i::args.processes] for i in range(args.processes)]
    workers = [ctx.Process(target=_worker, args=(url, g, start, until, setup, out)) for g in groups if g]
    started = time.monotonic()
    for w in workers:
        w.start()
    cpu = [-1.0, -1.0]
    helpers = [-1.0, -1.0]
    if proc is not None:
        time.sleep(max(0.0, start - time.monotonic()))
        cpu[0], helpers[0] = _cpu_seconds(proc.pid), _descendants_cpu(proc.pid)
        time.sleep(max(0.0, until - time.monotonic()))
        cpu[1], helpers[1] = _cpu_seconds(proc.pid), _descendants_cpu(proc.pid)
    results = [out.get() for _ in workers]
    for w in workers:
        w.join()
    used = resource.getrusage(resource.RUSAGE_CHILDREN) if resource is not None else None
    rss = _rss_mb(proc.pid) if proc is not None else -1.0
    if proc is not None:
        proc.terminate()
        proc.wait(30)
    tmp.cleanup()
    samples = {k: [x for r in results for x in r["samples"][k]] for k in KINDS}
    turn = samples["act"] + samples["act_computers"]
    actions = sum(r["actions"] for r in results)
    report = {
        "game": args.game,
        "tables": args.tables,
        "bots": ",".join(bots) or None,
        "bot_tables": setup["bot_tables"],
        "hard_tables": args.hard_tables,
        "monkeys_tables": args.monkeys_tables,
        "spectators": args.spectators,
        "tls": tls,
        "seconds": round(time.monotonic() - started, 1),
        "connections": sum(r["connections"] for r in results),
        "actions": actions,
        "p50_ms": _percentile(turn, 0.50),
        "p99_ms": _percentile(turn, 0.99),
        "hard_actions": sum(r["hard_actions"] for r in results),
        "hard_p50_ms": _percentile(samples["act_hard"], 0.50),
        "hard_p99_ms": _percentile(samples["act_hard"], 0.99),
        "kinds": {k: {"n": len(v), "p50_ms": _percentile(v, 0.50), "p99_ms": _percentile(v, 0.99)}
                  for k, v in samples.items() if v},
        "lost": sum(r["lost"] for r in results),
        "duplicated": sum(r["duplicated"] for r in results),
        "errors": sum(r["errors"] for r in results),
        "error_kinds": {k: sum(r["why"].get(k, 0) for r in results) for r in results for k in r["why"]},
        "refused": sum(r["refused"] for r in results),
        "server_rss_mb": rss,
        "server_cpu_s": round(cpu[1] - cpu[0], 2) if min(cpu) >= 0 else None,
        "server_workers_cpu_s": round(helpers[1] - helpers[0], 2) if min(helpers) >= 0 else None,
        "load_generator_cpu_s": round(used.ru_utime + used.ru_stime, 2) if used is not None else None,
        "actions_per_cpu_s": (round(actions / (cpu[1] - cpu[0])) if min(cpu) >= 0 and cpu[1] > cpu[0]
                              else None),
        "load": os.getloadavg()[0] if hasattr(os, "getloadavg") else None,
        "load_start": load_start,
        "load_end": _load(),
        "commit": _commit(),
    }
    if args.json:
        sys.stdout.write(json.dumps(report) + "\n")
    else:
        for key, value in report.items():
            sys.stdout.write(f"{key}: {value}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

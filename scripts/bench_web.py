#!/usr/bin/env python3
"""The browser table measured (issue 24, item 8): three figures.

1. **Key press to announcement** in a real browser (the system's Chromium through Playwright, nothing
   downloaded): a quick Beasty Bar game from ``/?quick=beastybar``; the page's own clock (``performance.now``)
   stamps each key press (``w``, "whose turn", answered by the server's Presenter) and the moment its
   sentence lands in the live region. Median and 95th percentile over ``--presses`` presses. Target
   p95 <= 100 ms on loopback.
2. **The page's size** without compression: the page and every file it loads (the cue sounds, loaded when
   first played, reported apart). Target <= 150 KB.
3. **Simulated browser seats** on one server: ``--seats`` clients of the browser protocol (no browser), each
   at its own table against an easy computer (computer pace 0), choosing the first option of every question
   about once a second for ``--seconds`` seconds, spread over ``--processes`` processes. Each times its
   ``choose`` to the first announcement of its move. p50, p99, ``lost`` (a choice never answered),
   ``errors``. Target: 200 seats at p99 <= 200 ms, 0 lost.

Starts ``beastybar serve`` on an ephemeral 127.0.0.1 port with a temporary data folder. Prints a summary or
JSON (``--json``). Skip a part with ``--no-browser`` or ``--seats 0``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

LEVEL = "easy"
"""The simulated seats' computer opponents: the cheapest level, so that the figure is the browser seats'
(narration, the bridge, the table) more than the computers' thinking."""
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]


def start_server(data: Path) -> tuple[subprocess.Popen[str], str]:
    process = subprocess.Popen([sys.executable, "-m", "beastybar_access", "--lang", "en", "serve", "--port",
                                "0", "--data", str(data), "--bot-pace", "0", "--no-limits"],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert process.stdout is not None
    found = re.search(r"(http://127\.0\.0\.1:\d+/)", process.stdout.readline())
    if not found:
        process.kill()
        raise SystemExit("the server did not start")
    return process, found.group(1)


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


# --- 1. a key press to its announcement, in Chromium ------------------------------------------------------

INSTRUMENT = """() => {
  window.benchPress = [];
  window.benchSaid = [];
  document.addEventListener('keydown', (e) => {
    if (e.key === 'w') window.benchPress.push(performance.now());
  }, true);
  const observer = new MutationObserver((records) => {
    for (const r of records) if (r.addedNodes.length) window.benchSaid.push(performance.now());
  });
  observer.observe(document.getElementById('polite'), { childList: true });
  observer.observe(document.getElementById('assertive'), { childList: true });
}"""


def key_latency(page_url: str, presses: int, chromium: str) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        page = browser.new_page()
        page.goto(page_url + "?lang=en&quick=beastybar")
        page.wait_for_selector("#options [role=option]:focus")
        page.wait_for_timeout(500)
        page.evaluate(INSTRUMENT)
        delays = []
        for i in range(presses):
            said = page.evaluate("() => window.benchSaid.length")
            page.keyboard.press("w")
            deadline = time.monotonic() + 5
            while page.evaluate("() => window.benchSaid.length") <= said:
                if time.monotonic() > deadline:
                    raise SystemExit(f"press {i}: no announcement in 5 s")
                time.sleep(0.005)
            press = page.evaluate("() => window.benchPress[window.benchPress.length - 1]")
            landed = page.evaluate(f"() => window.benchSaid[{said}]")
            delays.append(landed - press)
            page.wait_for_timeout(50)  # under the bridge's 30 messages a second (a flood is refused)
        browser.close()
    return {"presses": presses, "key_p50_ms": round(statistics.median(delays), 1),
            "key_p95_ms": round(percentile(delays, 95), 1), "key_max_ms": round(max(delays), 1)}


# --- 2. the page's size ------------------------------------------------------------------------------------


def page_size(page_url: str) -> dict[str, Any]:
    def get(path: str) -> bytes:
        request = urllib.request.Request(page_url + path, headers={"Accept-Encoding": "identity"})
        with urllib.request.urlopen(request, timeout=10) as answer:
            return bytes(answer.read())

    page = get("?lang=en").decode("utf-8")
    files = set(re.findall(r'(?:src|href)="/(static/[^"]+)"', page))
    script = get("static/app.js").decode("utf-8")
    files |= {f"static/{name}" for name in re.findall(r'from "\./([^"]+)"', script)}
    sizes = {"index": len(page.encode("utf-8"))} | {name: len(get(name)) for name in sorted(files)}
    from beastybar_access.outputs.cue import CUES

    cues = sum(len(get(f"cues/{name}.wav")) for name in CUES)
    return {"page_bytes": sum(sizes.values()), "page_files": sizes, "cue_bytes": cues}


# --- 3. simulated browser seats -----------------------------------------------------------------------------


async def one_seat(url: str, seconds: float, start: float, out: dict[str, Any]) -> None:
    from websockets.asyncio.client import connect

    async with connect(url, max_size=2**22) as ws:
        await ws.send(json.dumps({"type": "hello", "lang": "en", "name": "Bench"}))
        table = {"type": "create", "game": "beastybar", "players": 2, "computers": 1, "level": LEVEL,
                 "turn_seconds": 0, "private": True}
        await ws.send(json.dumps(table))
        sent_at: float | None = None
        next_choice = time.monotonic()
        while time.monotonic() - start < seconds:
            try:
                message = json.loads(await asyncio.wait_for(ws.recv(), 5))
            except TimeoutError:
                if sent_at is not None:
                    out["lost"] += 1
                    sent_at = None
                continue
            kind = message.get("type")
            if kind == "say" and sent_at is not None and message["lines"]:
                out["delays"].append((time.monotonic() - sent_at) * 1000)
                sent_at = None
                if any(line["kind"] == "alert" for line in message["lines"]):
                    out["errors"] += 1
            elif kind == "ask":
                await asyncio.sleep(max(0.0, next_choice - time.monotonic()))
                next_choice = time.monotonic() + 1.0
                sent_at = time.monotonic()
                out["choices"] += 1
                await ws.send(json.dumps({"type": "choose", "question": message["id"],
                                          "option": message["options"][0]["id"]}))
            elif kind == "say" and any("Game over" in line["text"] for line in message["lines"]):
                await ws.send(json.dumps({"type": "leave"}))
            elif kind == "left":
                await ws.send(json.dumps(table))


def seats_process(url: str, seats: int, seconds: float, queue: Any) -> None:
    async def main() -> dict[str, Any]:
        out: dict[str, Any] = {"delays": [], "lost": 0, "errors": 0, "choices": 0}
        start = time.monotonic()
        tasks = []
        for _ in range(seats):
            tasks.append(asyncio.create_task(one_seat(url, seconds, start, out)))
            await asyncio.sleep(0.02)
        results = await asyncio.gather(*tasks, return_exceptions=True)
        out["errors"] += sum(1 for r in results if isinstance(r, BaseException))
        return out

    queue.put(asyncio.run(main()))


def browser_seats(page_url: str, seats: int, seconds: float, processes: int) -> dict[str, Any]:
    url = page_url.replace("http://", "ws://") + "ws"
    queue: Any = multiprocessing.Queue()
    shares = [seats // processes + (1 if i < seats % processes else 0) for i in range(processes)]
    workers = [multiprocessing.Process(target=seats_process, args=(url, n, seconds, queue))
               for n in shares if n]
    for w in workers:
        w.start()
    parts = [queue.get(timeout=seconds + 120) for _ in workers]
    for w in workers:
        w.join(30)
    delays = [d for part in parts for d in part["delays"]]
    return {"seats": seats, "seconds": seconds, "choices": sum(p["choices"] for p in parts),
            "seat_p50_ms": round(statistics.median(delays), 1) if delays else None,
            "seat_p99_ms": round(percentile(delays, 99), 1) if delays else None,
            "lost": sum(p["lost"] for p in parts), "errors": sum(p["errors"] for p in parts)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presses", type=int, default=50)
    parser.add_argument("--seats", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--no-browser", action="store_true")
    parser.add_argument("--chromium", default=os.environ.get("BEASTYBAR_CHROMIUM", "/usr/bin/chromium"))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        process, page_url = start_server(Path(tmp) / "db")
        try:
            result: dict[str, Any] = page_size(page_url)
            if not args.no_browser:
                result |= key_latency(page_url, args.presses, args.chromium)
            if args.seats:
                result |= browser_seats(page_url, args.seats, args.seconds, args.processes)
        finally:
            process.terminate()
            process.wait(30)
    result["load"] = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    if args.json:
        sys.stdout.write(json.dumps(result, indent=2) + "\n")
    else:
        for key, value in result.items():
            if key != "page_files":
                sys.stdout.write(f"{key}: {value}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

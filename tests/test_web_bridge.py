"""The browser protocol's server side (``terminals/web/bridge.py``), without a browser: a WebSocket client
speaks it to a real server on 127.0.0.1. Bad input gets one clear sentence in the browser's language and
harms nobody; a quick game is narrated by the server (no sentence is made in the page); a console client
and a browser share one table."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from net_helpers import running_server
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from beastybar_access.terminals.web import WebSite
from beastybar_access.terminals.web.bridge import serve_browser


class Browser:
    """A scripted page: what it sends and every message it got."""

    def __init__(self, ws: Any) -> None:
        self.ws = ws
        self.got: list[dict[str, Any]] = []

    async def send(self, **message: Any) -> None:
        await self.ws.send(json.dumps(message))

    async def until(self, test: Any, timeout: float = 10) -> dict[str, Any]:
        async def wait() -> dict[str, Any]:
            while True:
                m = json.loads(await self.ws.recv())
                self.got.append(m)
                if test(m):
                    return m
        return await asyncio.wait_for(wait(), timeout)

    async def said(self, text: str, timeout: float = 10, *, earlier: bool = False) -> dict[str, Any]:
        """The next announcement holding ``text`` (``earlier``: or one already received)."""
        def holds(m: dict[str, Any]) -> bool:
            return m["type"] == "say" and any(text in x["text"] for x in m["lines"])

        if earlier:
            for m in self.got:
                if holds(m):
                    return m
        return await self.until(holds, timeout)

    def all_text(self) -> str:
        return "\n".join(x["text"] for m in self.got if m["type"] == "say" for x in m["lines"])


async def open_browser(server: Any, lang: str = "en", name: str = "Ana", **hello: Any) -> Browser:
    ws = await connect(f"ws://127.0.0.1:{server.port}/ws")
    browser = Browser(ws)
    await browser.send(type="hello", lang=lang, name=name, **hello)
    await browser.until(lambda m: m["type"] == "welcome")
    return browser


def web_server(tmp_path: Path) -> Any:
    return running_server(tmp_path, web=WebSite(serve_browser), seed=3)


def test_bad_input_gets_one_sentence_and_the_table_goes_on(tmp_path: Path) -> None:
    async def main() -> None:
        async with web_server(tmp_path) as server:
            ana = await open_browser(server, "cs")
            await ana.ws.send("{not json")
            await ana.said("Stránka poslala něco, čemu server nerozumí")
            for bad in ({"type": "teleport"}, {"type": "choose", "question": 99, "option": "0"},
                        {"type": "create", "game": "chess", "players": 2, "computers": 1, "level": "normal",
                         "turn_seconds": 0}, {"type": "create", "game": "beastybar", "players": "two"},
                        {"type": "join", "code": "000000", "as": "player"},
                        {"type": "hello", "lang": "cs", "name": "Ana", "token": "someone-elses-token"},
                        {"type": "key", "key": "x" * 500}, {"type": "chat", "text": "hello"},
                        {"type": "create", "game": "beastybar", "players": 2, "computers": 10**12,
                         "level": "normal", "turn_seconds": 0},
                        {"type": "quick", "game": "beastybar", "players": 10**12},
                        {"type": "create", "game": "beastybar", "players": 3, "computers": 1,
                         "levels": ["easy", "hard"]},
                        {"type": "create", "game": "beastybar", "players": 3, "levels": "hard"}):
                before = len(ana.got)
                await ana.send(**bad)
                m = await ana.until(lambda m: m["type"] in ("say", "left"))
                assert len(ana.got) > before
                if m["type"] == "say":
                    assert m["urgent"] and len(m["lines"]) == 1, m
            text = ana.all_text()
            assert "Traceback" not in text and "Error" not in text
            assert "Na serveru se něco pokazilo" not in text, "every bad message is refused, none fails"
            # a flood: told once, the connection stays open until it goes on for seconds
            for _ in range(60):
                await ana.ws.send(json.dumps({"type": "verbosity", "verbosity": "brief"}))
            await ana.said("Příliš mnoho zpráv najednou")
            # a huge frame closes only that connection
            with pytest.raises(ConnectionClosed):
                await ana.ws.send("x" * 200_000)
                await ana.until(lambda m: False, timeout=20)
            # and the server still serves everyone else
            bob = await open_browser(server, "en", "Bob")
            await bob.send(type="quick", game="beastybar")
            await bob.until(lambda m: m["type"] == "ask")
            await bob.ws.close()

    asyncio.run(main())


def test_a_quick_game_is_narrated_by_the_server_to_its_end(tmp_path: Path) -> None:
    async def main() -> None:
        async with web_server(tmp_path) as server:
            ana = await open_browser(server, "cs")
            await ana.send(type="quick", game="beastybar")
            seated = await ana.until(lambda m: m["type"] == "seated")
            assert seated["token"] and seated["seat"] == 0
            while True:
                m = await ana.until(lambda m: m["type"] in ("ask", "say"), timeout=20)
                if m["type"] == "ask":
                    assert m["options"] and all(o["text"] for o in m["options"])
                    await ana.send(type="choose", question=m["id"], option=m["options"][-1]["id"])
                elif any("Konec hry" in x["text"] for x in m["lines"]):
                    break
            assert "Jsi na tahu" in ana.all_text()
            assert not any("\u2800" <= ch <= "\u28ff" for ch in ana.all_text())
            tables = [m for m in ana.got if m["type"] == "table"]
            assert tables and tables[-1]["zones"][0]["title"].startswith("Fronta")
            await ana.ws.close()

    asyncio.run(main())


def test_a_question_of_several_marked_options(tmp_path: Path) -> None:
    """Beasty Bar's advanced variant begins with setting 4 cards aside: options are marked one by one (each
    mark said), confirming too few is refused in a sentence, confirming 4 plays the set-aside."""
    async def main() -> None:
        async with web_server(tmp_path) as server:
            ana = await open_browser(server, "en")
            await ana.send(type="create", game="beastybar", players=2, computers=1, level="easy",
                           turn_seconds=0, private=True, variant="advanced")
            ask = await ana.until(lambda m: m["type"] == "ask")
            assert ask["pick"] == 4 and len(ask["options"]) == 12
            await ana.send(type="confirm", question=ask["id"])
            await ana.said("Mark exactly 4 first")
            for i in range(4):
                await ana.send(type="choose", question=ask["id"], option=ask["options"][i]["id"])
                ask = await ana.until(lambda m: m["type"] == "ask")
                assert sum(o["marked"] for o in ask["options"]) == i + 1
            await ana.send(type="confirm", question=ask["id"])
            await ana.until(lambda m: m["type"] == "done")
            nxt = await ana.until(lambda m: m["type"] == "ask", timeout=20)
            assert nxt["pick"] == 0, "the first move of the game"
            await ana.ws.close()

    asyncio.run(main())


def first_hand(browser: Browser) -> str:
    return next(x["text"] for m in browser.got if m["type"] == "say" for x in m["lines"]
                if x["text"].startswith("Hand:"))


def test_a_quick_game_from_a_seed_and_chat_at_a_table(tmp_path: Path) -> None:
    """``/?quick=GAME&seed=N`` deals the same cards each time on a server started with --seed (and is
    refused on one without); two browsers at one table hear who joins and each other's chat lines, with
    their cues."""
    async def main() -> None:
        async with web_server(tmp_path / "a") as server:
            hands = []
            for _ in range(2):
                b = await open_browser(server, "en")
                await b.send(type="quick", game="beastybar", seed=42)
                await b.until(lambda m: m["type"] == "ask")
                hands.append(first_hand(b))
                await b.ws.close()
            assert hands[0] == hands[1]
            ana = await open_browser(server, "en", "Ana")
            await ana.send(type="create", game="cubirds", players=2, computers=0, level="normal",
                           turn_seconds=0, private=True)
            created = await ana.said("invite code")
            code = "".join(ch for ch in created["lines"][0]["text"].rsplit("code", 1)[1] if ch.isdigit())
            bob = await open_browser(server, "cs", "Bob")
            await bob.send(type="join", code=code, **{"as": "player"})
            joined = await ana.said("Bob joins the table")
            assert "join" in joined["cues"]
            await bob.send(type="chat", text="ahoj\x1b[2J všem")
            line = await ana.said("Bob says:")
            assert line["cues"] == ["chat"] and "\x1b" not in line["lines"][0]["text"]
            await bob.said("Píšeš: ahoj")
            for b in (ana, bob):
                await b.ws.close()
        async with running_server(tmp_path / "b", web=WebSite(serve_browser)) as server:
            b = await open_browser(server, "cs")
            await b.send(type="quick", game="beastybar", seed=42)
            await b.said("semínko v adrese (seed) platí jen na serveru spuštěném s --seed")
            await b.ws.close()

    asyncio.run(main())


def test_a_tables_options_from_the_page_are_checked_and_kept(tmp_path: Path) -> None:
    """The page's "open a table" offers what the console does (a variant, a round's length for 4 Monkeys, a
    time for a move for the turn games): each wrong one is refused in one sentence and no table is opened;
    the right ones make the table."""
    async def main() -> None:
        async with web_server(tmp_path) as server:
            ana = await open_browser(server, "cs")
            base = {"type": "create", "players": 2, "computers": 1, "level": "normal"}
            for bad, heard in (({"game": "monkeys", "variant": "chess"}, "nemá variantu „chess“"),
                               ({"game": "monkeys", "variant": 7}, "nemá variantu „7“"),
                               ({"game": "monkeys", "round_seconds": 5}, "kolo trvá 10 až 3600 sekund, ne 5"),
                               ({"game": "monkeys", "round_seconds": "60"}, "kolo trvá 10 až 3600 sekund"),
                               ({"game": "monkeys", "round_seconds": 10**40}, "kolo trvá 10 až 3600 sekund"),
                               ({"game": "beastybar", "round_seconds": 60}, "se hraje na tahy"),
                               ({"game": "monkeys", "turn_seconds": 30}, "v reálném čase"),
                               ({"game": "cubirds", "turn_seconds": 4000}, "čas na tah je 10 až 3600")):
                await ana.send(**base, **bad)
                m = await ana.until(lambda m: m["type"] in ("say", "seated"))
                assert m["type"] == "say" and m["urgent"] and len(m["lines"]) == 1, (bad, m)
                assert heard in m["lines"][0]["text"] and "Stůl se neotevřel" in m["lines"][0]["text"], bad
            assert not server.tables, "no table was opened"
            await ana.send(**base, game="monkeys", variant="family", round_seconds=60, turn_seconds=0)
            await ana.until(lambda m: m["type"] == "seated")
            (live,) = server.tables.values()
            assert live.variant == "family" and live.state.round_ms == 60_000
            await ana.ws.close()
            bob = await open_browser(server, "en", "Bob")
            await bob.send(**base, game="beastybar", variant="advanced", turn_seconds=30)
            await bob.said("30 seconds")
            assert {t.variant for t in server.tables.values()} == {"family", "advanced"}
            await bob.ws.close()

    asyncio.run(main())


def test_each_computer_has_the_level_the_page_chose(tmp_path: Path) -> None:
    """The page asks a level for each computer (``levels``, as the console does): the table has those levels
    in those seats; a level the game has not is refused in one sentence in the page's language and opens
    nothing; the older single ``level`` for all computers still works."""
    async def main() -> None:
        async with web_server(tmp_path) as server:
            for lang, heard in (
                    ("cs", "úroveň počítače „expert“ neexistuje; úrovně jsou snadná, střední, těžká"),
                    ("en", 'no computer level "expert"; the levels are easy, normal, hard')):
                ana = await open_browser(server, lang)
                await ana.send(type="create", game="beastybar", players=3, computers=2,
                               levels=["easy", "expert"])
                m = await ana.until(lambda m: m["type"] in ("say", "seated"))
                assert m["type"] == "say" and m["urgent"] and len(m["lines"]) == 1, m
                assert heard in m["lines"][0]["text"], m
                await ana.ws.close()
            assert not server.tables, "no table was opened"
            bob = await open_browser(server, "en", "Bob")
            await bob.send(type="create", game="beastybar", players=3, computers=2, levels=["hard", "easy"],
                           turn_seconds=0)
            await bob.until(lambda m: m["type"] == "seated")
            await bob.ws.close()
            eva = await open_browser(server, "cs", "Eva")
            await eva.send(type="create", game="cubirds", players=3, computers=2, level="easy",
                           turn_seconds=0)
            await eva.until(lambda m: m["type"] == "seated")
            await eva.ws.close()
            kinds = {t.game: t.kinds for t in server.tables.values()}
            assert kinds == {"beastybar": ["person", "hard", "easy"],
                             "cubirds": ["person", "easy", "easy"]}, kinds

    asyncio.run(main())


def test_a_move_is_previewed_by_the_servers_presenter(tmp_path: Path) -> None:
    """``preview`` of an option of the open question: what the move would do, said by the seat's Presenter
    (from a state sampled from the seat's own view); an option that is not there: no preview, said once;
    the question stays open and is answered as before."""
    async def main() -> None:
        async with web_server(tmp_path) as server:
            ana = await open_browser(server, "cs")
            await ana.send(type="quick", game="beastybar")
            ask = await ana.until(lambda m: m["type"] == "ask")
            await ana.send(type="preview", question=ask["id"], option=ask["options"][0]["id"])
            said = await ana.until(lambda m: m["type"] == "say")
            assert not said["urgent"] and said["lines"][0]["kind"] == "navigation"
            assert said["lines"][0]["text"].startswith("Náhled"), said
            await ana.send(type="preview", question=ask["id"], option="99")
            said = await ana.until(lambda m: m["type"] == "say")
            assert "Náhled tu není" in said["lines"][0]["text"], said
            await ana.send(type="preview", question=ask["id"], option=0)
            said = await ana.until(lambda m: m["type"] == "say")
            assert said["urgent"] and "nerozumí" in said["lines"][0]["text"]
            await ana.send(type="choose", question=ask["id"], option=ask["options"][0]["id"])
            await ana.until(lambda m: m["type"] == "done")
            await ana.ws.close()

    asyncio.run(main())


def test_a_real_time_seat_gets_its_keys_when_seated_and_round_1_as_news(tmp_path: Path) -> None:
    """4 Monkeys from the page: the table's keys come with the seat (before the game's first line, so a key
    pressed at once is the table's, not lost by the page); round 1 is started by the server without a ready
    question flashing by; its line is kept in the history though the round counts as Ana's own, while the
    answer to a key (n) is heard and not kept."""
    async def main() -> None:
        async with web_server(tmp_path) as server:
            ana = await open_browser(server, "en")
            await ana.send(type="quick", game="monkeys", round_seconds=60)
            await ana.said("Round 1 of 3 starts")
            kinds = [m["type"] for m in ana.got]
            assert kinds.index("keys") < kinds.index("say") and kinds.index("seated") < kinds.index("keys")
            assert "ask" not in kinds, "no ready question before the round the server starts"
            start = next(x for m in ana.got if m["type"] == "say" for x in m["lines"]
                         if "Round 1 of 3 starts" in x["text"])
            assert start["kind"] == "event", start
            await ana.send(type="key", key="n")
            m = await ana.said("Offer")
            assert {x["kind"] for x in m["lines"]} == {"navigation"}, m
            await ana.ws.close()

    asyncio.run(main())


def test_a_real_time_seat_counts_the_tables_opening_as_still_heard() -> None:
    """The browser's 4 Monkeys seat: the opening (said past its line scheduler) keeps others' moves waiting
    until a listener at 15 characters a second has heard it, as at the console (issue 25)."""
    from beastybar_access.outputs.base import EVENT
    from beastybar_access.presenter import Line
    from beastybar_access.terminals.web.bridge import own_adapter
    from beastybar_access.terminals.web.realtime import RealtimeSeat

    class Page:
        def __init__(self) -> None:
            self.said: list[Line] = []

        narration_verbosity = "normal"

        def seats(self) -> list[Any]:
            return []

        def say(self, lines: Any, *, urgent: bool = False) -> None:
            self.said.extend(lines)

        def ask(self, question: Any, turn: bool = True) -> None: ...

        def close_question(self) -> None: ...

        def send_action(self, action: object) -> None: ...

    page = Page()
    seat = RealtimeSeat(page, own_adapter("monkeys", "en")[1], 0)
    assert seat.lines.heard_in() == 0
    opening = [Line("x" * 149, "", EVENT, ()), Line("", "", EVENT, ("turn",)), Line("y" * 149, "", EVENT, ())]
    seat.opening(opening)
    assert page.said == opening
    assert 19 < seat.lines.heard_in() <= 20 and seat.lines.listening()


def test_the_end_question_offers_a_rematch_and_the_new_game_is_narrated(tmp_path: Path) -> None:
    """Issue 26: at the end the server's question offers "play again with the same people" next to
    leaving (its words the server's, as every sentence); the computer agrees, so the new game starts at
    once at the same table, with the same seat token, and is narrated as the first was."""

    async def main() -> None:
        async with web_server(tmp_path) as server:
            ana = await open_browser(server, "cs")
            await ana.send(type="quick", game="beastybar")
            token = (await ana.until(lambda m: m["type"] == "seated"))["token"]
            while True:
                m = await ana.until(lambda m: m["type"] == "ask", timeout=20)
                if [o["id"] for o in m["options"]] == ["leave", "rematch"]:
                    break
                await ana.send(type="choose", question=m["id"], option=m["options"][-1]["id"])
            assert m["prompt"].startswith("Hra skončila. Hrát znovu se stejnými lidmi?")
            assert [o["text"] for o in m["options"]] == ["Odejít od stolu", "Hrát znovu se stejnými lidmi"]
            assert not any(x["type"] == "over" for x in ana.got), "the seat's token holds for the rematch"
            await ana.send(type="choose", question=m["id"], option="rematch")
            await ana.said("Všichni chtějí hrát znovu: nová hra u téhož stolu.")
            await ana.said("Hra začíná.")
            await ana.until(lambda m: m["type"] == "ask" and m["options"][0]["id"] != "leave", timeout=20)
            live = next(iter(server.tables.values()))
            assert live.status == "playing" and server.seat_of(token) == (live, 0)
            await ana.ws.close()

    asyncio.run(main())


def test_a_browsers_table_link_refused_for_its_address_is_told_at_once(tmp_path: Path) -> None:
    """The browser's place at a table is an in-process link counted against the browser's address: when
    that address has no connection left, the link is refused as a socket would be (one sentence, at once),
    never a failure in the server's refusal path and a wait for an answer that does not come."""
    async def main() -> None:
        async with running_server(tmp_path, web=WebSite(serve_browser), address_limits=True,
                                  connections_per_address=1) as server:
            ana = await open_browser(server, "en")
            await ana.send(type="quick", game="beastybar")
            m = await ana.until(lambda m: m["type"] == "say", timeout=20)
            assert m["urgent"] and "connections" in m["lines"][0]["text"], m
            with pytest.raises(TimeoutError):  # said once: no "the connection is lost" after it
                await ana.until(lambda m: m["type"] == "say", timeout=1)
            await ana.ws.close()

    asyncio.run(main())

"""Come back to your seat (issue 26, item 1): the console keeps its seat's token on disk (private to the
person), and after the program was killed (SIGKILL), or the server too and it restarted from its database,
``beastybar join`` takes the seat back: by the table's code, or offered when only the address is given. The
return sentence is made from the server's snapshot; the game goes on."""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import stat
import time
from pathlib import Path
from typing import Any

import pexpect
import pytest
from pty_support import spawn, transcript_checks

from beastybar_access.console.seats import HeldSeat, SeatBook
from beastybar_access.net.remote import Sitting


def serve(tmp_path: Path, port: str = "0", *extra: str) -> tuple[pexpect.spawn, str]:
    server = spawn(tmp_path / "srv", "serve", "--port", port, "--data", str(tmp_path / "db"), "--bot-pace",
                   "0", "--lang", "en", *extra, timeout=30)
    server.expect(r"(ws://127\.0\.0\.1:(\d+)/)")
    url = server.match.group(1)
    server.expect(r"its log is \S+beastybar\.log\. Ctrl\+C stops it\.")  # where a host looks
    return server, url


def open_table(tmp_path: Path, url: str) -> tuple[pexpect.spawn, str]:
    """Ana opens a table of Beasty Bar with one computer player: the game starts, it is someone's turn."""
    ana = spawn(tmp_path / "ana", "join", url, "--name", "Ana", "--create", "beastybar", "--players", "2",
                "--bots", "easy", "--speech", "none", "--lang", "en", timeout=30)
    ana.expect(r"The invite code is (\d{3}) (\d{3})\.")
    code = ana.match.group(1) + ana.match.group(2)
    ana.expect("The game begins.")
    return ana, code


def kill(child: pexpect.spawn) -> None:
    os.kill(child.pid, signal.SIGKILL)
    child.expect(pexpect.EOF)
    child.close()


def book(tmp_path: Path) -> SeatBook:
    return SeatBook(tmp_path / "ana" / "data" / "beastybar" / "online")


def kept_seats(kept: SeatBook, url: str) -> list[HeldSeat]:
    """The seats kept at ``url``, once the client has written them (it does so as it sits down)."""
    for _ in range(1000):  # up to 20 s on a loaded machine
        if seats := kept.seats(url):
            return seats
        time.sleep(0.02)
    return []


def seat_moves(tmp_path: Path, seat: int) -> int:
    """The moves of ``seat`` in the log of the server's (only) table, read from its database."""
    import sqlite3

    db = sqlite3.connect(tmp_path / "db" / "server.sqlite3")
    try:
        return sum(json.loads(entry)[0] == seat for (entry,) in db.execute("SELECT entry FROM log"))
    finally:
        db.close()


def goes_on(ana: pexpect.spawn) -> str:
    """Ana plays on her return (Enter plays the focused card) and the computer answers."""
    ana.expect("Your turn.")
    log = ana.before + ana.after
    for _ in range(4):  # a card that asks more (a chameleon: which animal) is answered with Enter too
        ana.send("\r")
        asked = ana.expect([r"\w+ plays the", r"\?\r\n"], timeout=20)  # the computer's move after Ana's
        log += ana.before + ana.after
        if asked == 0:
            return log
    raise AssertionError(f"the computer did not play after Ana: {log[-500:]}")


def stop(*children: pexpect.spawn | None) -> None:
    for child in children:
        if child is not None and child.isalive():
            child.terminate(force=True)


@pytest.mark.skipif(os.name != "posix", reason="a pty and POSIX permissions")
def test_a_killed_client_takes_its_seat_back_by_the_code(tmp_path: Path) -> None:
    server, url = serve(tmp_path)
    ana = again = None
    try:
        ana, code = open_table(tmp_path, url)
        kept = book(tmp_path)
        [seat] = kept_seats(kept, url)
        assert (seat.code, seat.game, seat.seat, seat.name) == (code, "beastybar", 0, "Ana")
        assert stat.S_IMODE(kept.path.stat().st_mode) == 0o600  # the token is the seat: private
        assert stat.S_IMODE(kept.directory.stat().st_mode) == 0o700
        kill(ana)
        # the same command with the code: no "table full", the seat comes back
        again = spawn(tmp_path / "ana", "join", url, "--name", "Ana", "--code", code, "--speech", "none",
                      "--lang", "en", timeout=30)
        again.expect(rf"You are back at your seat at the table {code[:3]} {code[3:]}\. So far [^.;]+ been"
                     r" played; it is your turn\.")
        log = again.before + again.after + goes_on(again)
        assert "has no free seat" not in log and "Traceback" not in log
        transcript_checks(log)
        assert [s.code for s in kept.seats(url)] == [code]  # still kept while the game lasts
        again.send("\x11")  # Ctrl+Q: leaving the table gives the seat up, so it is no longer kept
        again.expect("Really leave the table?")
        again.send("y")
        again.expect(pexpect.EOF, timeout=20)
        assert kept.seats(url) == []
    finally:
        stop(ana, again, server)


@pytest.mark.skipif(os.name != "posix", reason="a pty")
def test_the_kept_seat_is_offered_back_after_the_server_restarted(tmp_path: Path) -> None:
    """Client and server both killed; the server restarts from its database on the same port. The outage
    is as long as any: the restarted server's hold of Ana's seat runs out (``--hold 1``), so a computer
    plays for her meanwhile (as after a 10-minute outage: nothing counts the time the server was down).
    The address alone offers the kept seat (in Czech), and Enter takes it back from the computer."""
    server, url = serve(tmp_path)
    ana = again = None
    try:
        ana, code = open_table(tmp_path, url)
        assert kept_seats(book(tmp_path), url)
        kill(ana)
        kill(server)
        port = re.search(r":(\d+)/", url).group(1)  # type: ignore[union-attr]
        before = seat_moves(tmp_path, 0)
        server, url2 = serve(tmp_path, port, "--hold", "1", "--bot-pace", "1")
        assert url2 == url
        # the hold is over (1 s): the computer has Ana's seat and plays it (1 s a move); wait for its move
        # in the server's database rather than for a time a loaded machine may need more than
        deadline = time.monotonic() + 30
        while seat_moves(tmp_path, 0) == before:
            assert time.monotonic() < deadline, "the computer did not play Ana's seat"
            time.sleep(0.1)
        again = spawn(tmp_path / "ana", "join", url, "--speech", "none", "--lang", "cs", timeout=30)
        again.expect("Na tomto serveru máš ještě místo u stolu. Vrátíš se k němu?")
        again.expect(rf"zpátky ke hře Beasty Bar, stůl {code[:3]} {code[3:]}, jako Ana, 1 ze 2")
        again.send("\r")
        again.expect(rf"Jsi zpátky na svém místě u stolu {code[:3]} {code[3:]}\. Zatím \w+ (\d+) \w+; (jsi na"
                     r" tahu|na tahu je \w+)\.")
        # Ana never pressed a key, so a move of her seat is the computer's: the seats alternate, so with
        # Jana to move the last move was Ana's seat's, and with Ana to move 2 moves hold one of hers
        moves, ana_to_move = int(again.match.group(1)), again.match.group(2) == "jsi na tahu"
        assert moves >= (2 if ana_to_move else 1), again.after
        if not ana_to_move:  # the other computer moves first
            again.expect("Jsi na tahu.", timeout=20)
        log = ""
        for _ in range(4):  # Enter plays the focused card; a card that asks more (a chameleon) is answered
            again.send("\r")
            asked = again.expect([r"\w+ hraje", r"\?\r\n"], timeout=20)
            log += again.before
            if asked == 0:
                break
        else:
            raise AssertionError(f"the computer did not play after Ana: {log[-500:]}")
        assert "Traceback" not in log
    finally:
        stop(ana, again, server)


def test_the_seat_book_keeps_one_seat_per_table_and_reads_a_damaged_file_as_empty(tmp_path: Path) -> None:
    kept = SeatBook(tmp_path / "online")
    assert kept.seats() == []
    kept.keep(HeldSeat("ws://a/", "111111", "t1", "beastybar", 0, "Ana"))
    kept.keep(HeldSeat("ws://a/", "111111", "t2", "beastybar", 1, "Ana"))
    kept.keep(HeldSeat("ws://b/", "222222", "t3", "cubirds", 0, "Ana"))
    assert [s.token for s in kept.seats("ws://a/")] == ["t2"]
    assert kept.find("ws://b/", "222222") is not None and kept.find("ws://a/", "222222") is None
    kept.forget("ws://a/", "111111")
    assert [s.token for s in kept.seats()] == ["t3"]
    data = json.loads(kept.path.read_text(encoding="utf-8"))
    data["seats"].append({"url": "ws://c/", "code": 5, "token": "x"})  # not one of ours: left out
    kept.path.write_text(json.dumps(data), encoding="utf-8")
    assert [s.token for s in kept.seats()] == ["t3"]
    kept.path.write_text("{not json", encoding="utf-8")
    assert kept.seats() == []
    kept.keep(HeldSeat("ws://a/", "333333", "t4", "beastybar", 0, "Ana"))
    assert [s.token for s in kept.seats()] == ["t4"]


def test_the_return_after_a_cut_counts_the_moves_of_the_snapshot(tmp_path: Path) -> None:
    """Issue 26: the sentence on coming back is told from the snapshot the server sends, not from the view
    the client had before it: a computer that played the seat meanwhile (a short hold here) is counted.
    Ana's client returns only once the computer has played her seat's move, and Bob (a person who does not
    move) holds the game there: the snapshot holds that one move whichever machine runs it."""
    import asyncio

    from net_helpers import Client, running_server
    from online_support import OnlineHarness, data_dir
    from online_support import server_url as url_of
    from test_online_console import code_of, create

    async def main() -> None:
        async with running_server(data_dir(tmp_path), hold_seconds=0.05) as server:
            ana = OnlineHarness(url_of(server), "Ana", create("beastybar", 2), lang="en")
            await ana.start()
            await ana.said("The invite code is")
            bob = await Client.connect(server.port, "Bob")
            await bob.send("join", code=code_of(ana))
            await bob.expect("snapshot")
            live = next(iter(server.tables.values()))
            while not ana.my_move_open():  # Bob moves (a follow-up question too) until it is Ana's turn
                if bob.my_turn():
                    await bob.send("act", id=bob.legal[0], turn=bob.turn)
                with contextlib.suppress(TimeoutError):
                    await bob.next(0.05)
            assert live.table is not None
            before = live.table.turns
            remote = ana.online.remote
            assert remote is not None
            sit = remote.sit

            async def after_the_computers_move(sitting: Sitting) -> Any:
                while live.table is None or live.table.turns == before or live.table.state.current != 1:
                    await asyncio.sleep(0.01)  # the computer plays Ana's seat, then waits for Bob
                return await sit(sitting)

            remote.sit = after_the_computers_move  # type: ignore[method-assign]
            conn = live.people[0].conn
            assert conn is not None
            conn.close(1011)  # cut: the seat is held 0.05 s, then a computer plays it until Ana is back
            said = await ana.said("Connected again.", 20)
            found = re.search(r"While you were away (\d+) moves? (was|were) played", said)
            assert found is not None, said
            table = ana.online.server_table
            assert table is not None
            # the moves the snapshot holds since the cut, no more (not the lines of the missed events)
            assert int(found.group(1)) == table.turns - before == live.table.turns - before >= 1
            await ana.stop()
            await bob.close()

    asyncio.run(main())

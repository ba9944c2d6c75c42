"""``beastybar join`` as people run it: a real server process and clients in real ptys (one Czech, one
English) playing a whole Beasty Bar game by pressing Enter; bad options and an unreachable server refused
in one sentence with status 2; "Play online" in the set-up menu."""

from __future__ import annotations

import asyncio
import contextlib
import random
import re
import time
from pathlib import Path

import pexpect
import pytest
from console_support import CTRL_Q, DOWN, ENTER
from net_helpers import running_server
from online_support import data_dir
from online_support import server_url as url_of
from pty_support import spawn, transcript_checks

from beastybar_access import cli
from beastybar_access.console import Console, Settings, Terminal
from beastybar_access.console.adapter import Plan
from beastybar_access.console.games import PLAYABLE_GAMES, make_adapter
from beastybar_access.console.online import play_online_from
from beastybar_access.narration import CONSOLE_DOMAINS, Localizer
from beastybar_access.outputs import Outputs, RecordingChannel


def serve(tmp_path: Path, *options: str) -> tuple[pexpect.spawn, str]:
    """A real ``beastybar serve`` on an ephemeral port of 127.0.0.1, computer players without pauses, its
    data in ``tmp_path / "db"``."""
    server = spawn(tmp_path / "srv", "serve", "--port", "0", "--data", str(tmp_path / "db"), "--bot-pace",
                   "0", "--lang", "en", *options, timeout=30)
    server.expect(r"(ws://127\.0\.0\.1:\d+/)")
    return server, server.match.group(1)


def open_and_join(tmp_path: Path, url: str, game: str) -> tuple[pexpect.spawn, pexpect.spawn, str]:
    """Ana (English) opens a table of ``game`` for two; Ben (Czech) joins it by its code (returned, spoken
    form: "482 913")."""
    ana = spawn(tmp_path / "ana", "join", url, "--name", "Ana", "--create", game, "--players", "2",
                "--speech", "none", "--lang", "en", timeout=30)
    ana.expect(r"The invite code is (\d{3}) (\d{3})\.")
    code = ana.match.group(1) + ana.match.group(2)
    ana.expect("Waiting for 1 more person.")
    ben = spawn(tmp_path / "ben", "join", url.removeprefix("ws://"), "--name", "Ben", "--code",
                f"{code[:3]} {code[3:]}", "--speech", "none", "--lang", "cs", timeout=30)
    return ana, ben, f"{code[:3]} {code[3:]}"


LEAVE_PROMPT = re.compile(r"The review keys and the chat work until you leave\.|"
                          r"Klávesy pro prohlížení a chat fungují, dokud neodejdeš\.|"
                          r"the review keys and the chat work meanwhile\.|"
                          r"klávesy pro prohlížení a chat zatím fungují\.")
"""The question at the end of an online game (Enter leaves the table; a person is offered a rematch too,
second)."""
ENTER_PAUSE = 0.05
"""Seconds between two presses of Enter: a quick person's pace (pressing after every line instead makes
each answer ask for the next key, faster than the test reads the terminal, and the keys pile up)."""


def play_by_enter(ends: dict[pexpect.spawn, str], limit: float = 240,
                  keys: dict[pexpect.spawn, str] | None = None) -> dict[pexpect.spawn, str]:
    """Each client presses Enter at a quick person's pace, not waiting for the server's answer to its move,
    until it has said its end sentence; then Enter leaves the table and the client ends with status 0. The
    transcripts, by client. ``keys``: another key a client presses instead of Enter (a spectator's)."""
    keys = keys or {}
    logs = {child: "" for child in ends}
    ended = {child: False for child in ends}
    pressed = {child: 0.0 for child in ends}
    deadline = time.monotonic() + limit  # a hang guard only
    while not all(ended.values()):
        assert time.monotonic() < deadline, f"the game did not end: {[log[-300:] for log in logs.values()]}"
        for child, end in ends.items():
            if ended[child]:
                continue
            with contextlib.suppress(pexpect.TIMEOUT):
                child.expect(r"\n", timeout=0.02)
                logs[child] += child.before + "\n"
            if end in logs[child] or end in (child.buffer or ""):
                ended[child] = True
            elif time.monotonic() - pressed[child] >= ENTER_PAUSE:
                # plays the focused choice on one's turn, else says whose turn, or that the move is on its
                # way: Enter does not wait for the client to go quiet or for the server's answer
                child.send(keys.get(child, "\r"))
                pressed[child] = time.monotonic()
    for child in ends:
        if not LEAVE_PROMPT.search(logs[child]):  # the end's question, before Enter answers it
            child.expect(LEAVE_PROMPT, timeout=20)
            logs[child] += child.before + child.after
        child.send("\r")  # leave the table
        child.expect(pexpect.EOF, timeout=20)
        logs[child] += child.before
        child.close()
        assert child.exitstatus == 0, logs[child][-500:]
    return logs


def stop(*children: pexpect.spawn) -> None:
    for child in children:
        if child.isalive():
            child.terminate(force=True)


def test_two_people_on_two_terminals_play_beasty_bar(tmp_path: Path) -> None:
    server, url = serve(tmp_path)
    people: list[pexpect.spawn] = []
    try:
        ana, ben, _ = open_and_join(tmp_path, url, "beastybar")
        people += [ana, ben]
        logs = play_by_enter({ana: "The game is over.", ben: "Hra skončila."})
        assert "Ben joins the table." in logs[ana]
        assert "The game begins. At the table: Ana (green, you), Ben (yellow, a person online)." in logs[ana]
        assert "Hra začíná. U stolu: Ana (zelená, člověk po síti), Ben (žlutá, ty)." in logs[ben]
        assert "Ben plays the" in logs[ana] and "Ana hraje" in logs[ben]
        for log in logs.values():
            transcript_checks(log)
    finally:
        stop(*people, server)


CUBIRDS_SEED = 7
"""``serve --seed``: the Cubirds test's deal, the same every run."""


def hand_sentences(data: Path, seat_names: list[str]) -> tuple[set[str], dict[int, set[str]]]:
    """Every English sentence that tells the birds in a hand, at every moment of the Cubirds game the server
    at ``data`` logged (its first table), from the engine replayed from the seed and the actions: each
    seat's hand as that seat reads it, each species there with its count ("parrot, 4 of 6 for a big
    flock"), in every verbosity, and the seat's own sentences for the cards it is dealt, takes from the pile
    or throws away. All of them, and those of each seat's own cards."""
    from beastybar_access.games.cubirds.cards import NUM_SPECIES
    from beastybar_access.games.cubirds.engine import action_from_json, new_game
    from beastybar_access.games.cubirds.events import Dealt, DrewTwo, HandDiscarded
    from beastybar_access.games.cubirds.narration import CubirdsNarrator
    from beastybar_access.net.store import Store

    store = Store(data)
    try:
        saved = store.saved_game(1)
    finally:
        store.close()
    cfg = saved["config"]
    assert cfg["seed"] == random.Random(CUBIRDS_SEED).getrandbits(62)  # the deal --seed fixed
    players = int(cfg["players"])
    state = new_game(players, seed=int(cfg["seed"]), variant=cfg["variant"], first=int(cfg["first"]))
    narrator = CubirdsNarrator("en")
    verbosities = ("brief", "normal", "verbose")
    everything: set[str] = set()
    own: dict[int, set[str]] = {seat: set() for seat in range(players)}

    def hands() -> None:
        for seat in range(players):
            view = state.view(seat)
            for v in verbosities:
                everything.add(narrator.hand(view, v).text)
                everything.update(narrator.hand_entry(view, s, v).text
                                  for s in range(NUM_SPECIES) if view.hand[s])

    hands()
    for _player, action in saved["actions"]:
        for event in state.apply(action_from_json(action)):
            if isinstance(event, (Dealt, DrewTwo, HandDiscarded)) and event.cards:
                for v in verbosities:
                    line = narrator.event(event, event.player, seat_names, v)
                    if line is not None:
                        everything.add(line.text)
                        own[event.player].add(line.text)
        hands()
    assert state.is_over(), "the replayed log is the whole game"
    return everything, own


@pytest.mark.slow  # about a minute: a whole game of Cubirds
def test_two_people_on_two_terminals_play_cubirds_and_a_spectator_hears_no_hand(tmp_path: Path) -> None:
    """A whole Cubirds game dealt from a fixed seed, with a spectator who presses h (the hand) meanwhile:
    the spectator's transcript holds no sentence that tells a hand's birds (checked against the engine
    replayed from the server's log: every hand at every moment, and every card dealt, taken from the pile
    or thrown away), though the players hear theirs."""
    server, url = serve(tmp_path, "--seed", str(CUBIRDS_SEED))
    people: list[pexpect.spawn] = []
    try:
        ana, ben, code = open_and_join(tmp_path, url, "cubirds")
        people += [ana, ben]
        eve = spawn(tmp_path / "eve", "join", url, "--name", "Eve", "--code", code, "--spectate", "--speech",
                    "none", "--lang", "en", timeout=30)
        people.append(eve)
        eve.expect("You watch a table of Cubirds")
        logs = play_by_enter({ana: "Game over.", ben: "Konec hry.", eve: "Game over."}, limit=180,
                             keys={eve: "h"})
        assert "Ben joins the table." in logs[ana]
        assert "The game begins." in logs[ana] and "Hra začíná." in logs[ben]
        # Enter before the server's answer: never "not your turn, it is <one's own name>'s"
        assert "it is Ana's turn" not in logs[ana] and "na tahu je Ben." not in logs[ben]
        for log in logs.values():
            assert "Traceback" not in log
            transcript_checks(log)
    finally:
        stop(*people, server)
    # the server's data folder is read once the server has stopped (one server owns it while it runs)
    secret, own = hand_sentences(tmp_path / "db", ["Ana", "Ben"])
    assert any(text in logs[ana] for text in own[0]), "Ana hears her own cards (so the check can see)"
    assert logs[eve].count("Ana lays") + logs[eve].count("Ben lays") > 5  # the spectator heard the game
    assert "You are watching: you hold no hand, and the players' hands are not read to you." in logs[eve]
    leaked = sorted(text for text in secret if text in logs[eve])
    assert not leaked, f"the spectator heard a hand: {leaked[:3]}"


def test_one_person_and_one_computer_play_a_round_of_4_monkeys(tmp_path: Path) -> None:
    """A real server's clock: one person in a pty, one computer seat; the round of 10 s runs out and its
    scores are said; the person then leaves the table."""
    server, url = serve(tmp_path)
    ann = None
    try:
        ann = spawn(tmp_path / "ann", "join", url, "--name", "Ann", "--create", "monkeys", "--players", "2",
                    "--bots", "easy", "--round-seconds", "10", "--speech", "none", "--lang", "en", timeout=40)
        ann.expect("Round 1 of 3 starts, time 10 seconds.")
        log = ann.before + ann.after
        ann.expect(r"Time is up\. Round 1 ends")
        log += ann.before + ann.after
        ann.expect(r"After round 1:[^\r\n]*")  # round 1's points are the standings (issue 25)
        log += ann.before + ann.after
        ann.expect("Press Enter when you want to start.")
        log += ann.before + ann.after
        ann.send("\x11")  # Ctrl+Q
        ann.expect("Really leave the table?", timeout=20)
        ann.send("y")
        ann.expect(pexpect.EOF, timeout=20)
        log += ann.before
        ann.close()
        assert ann.exitstatus == 0, log[-500:]
        assert "Traceback" not in log
        transcript_checks(log)
    finally:
        stop(*([ann] if ann else []), server)


@pytest.mark.parametrize(("argv", "words"), [
    (["join", "ftp://example.org/", "--code", "123456"], "is not a server address"),
    (["join", "ws://127.0.0.1:1/", "--code", "12345"], "an invite code has six digits"),
    (["join", "ws://127.0.0.1:1/", "--code", "123456", "--create", "beastybar"], "not both"),
    (["join", "ws://127.0.0.1:1/"], "give --create GAME"),
    (["join", "ws://127.0.0.1:1/", "--create", "beastybar", "--players", "9"], "2"),
    (["join", "ws://127.0.0.1:1/", "--create", "beastybar", "--bots", "genius"], "unknown computer level"),
    (["join", "ws://127.0.0.1:1/", "--create", "beastybar", "--bots", "easy,easy"], "leave no seat for you"),
    (["join", "ws://127.0.0.1:1/", "--create", "cubirds", "--variant", "nope"], "nope"),
    (["join", "ws://127.0.0.1:1/", "--spectate", "--create", "beastybar"], "--spectate needs the code"),
    (["join", "ws://127.0.0.1:1/", "--code", "123456", "--players", "3"], "go with --create"),
    (["join", "--code", "123456"], "the server's address is missing"),
    (["join", "ws://127.0.0.1:1/", "--create", "beastybar", "--turn-seconds", "5"], "3600 seconds, not 5"),
    (["join", "ws://127.0.0.1:1/", "--create", "monkeys", "--turn-seconds", "60"], "is played in real time"),
    (["join", "ws://127.0.0.1:1/", "--code", "123456", "--turn-seconds", "9"], "go with --create"),
])
def test_bad_join_options_get_one_sentence_and_status_2(argv: list[str], words: str,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--lang", "en", *argv]) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1


def test_a_turn_timer_from_the_command_line_goes_with_the_table_to_open() -> None:
    from beastybar_access.commands.join import sitting_from_args

    loc = Localizer.load("en", domains=CONSOLE_DOMAINS)
    parser = cli.build_parser(loc)
    args = parser.parse_args(["join", "ws://127.0.0.1:1/", "--create", "cubirds", "--turn-seconds", "90"])
    _, _, sitting = sitting_from_args(args, loc)
    assert sitting.create["turn_seconds"] == 90
    args = parser.parse_args(["join", "ws://127.0.0.1:1/", "--create", "cubirds"])
    assert "turn_seconds" not in sitting_from_args(args, loc)[2].create


def test_an_unreachable_server_is_said_and_the_command_ends_with_2(tmp_path: Path) -> None:
    child = spawn(tmp_path, "join", "ws://127.0.0.1:9/", "--name", "Eva", "--code", "123456", "--speech",
                  "none", "--lang", "cs", timeout=30)
    child.expect(pexpect.EOF)
    child.close()
    assert "Server ws://127.0.0.1:9/ není dostupný." in child.before
    assert "Traceback" not in child.before
    assert child.exitstatus == 2


def test_play_online_in_the_set_up_opens_a_table(tmp_path: Path) -> None:
    """"Play online" in the set-up's game question: the address, the name, open a table of Beasty Bar for
    2 with one computer player, a minute for each move, listed; the game starts at once (every person's
    seat is taken), and the time for a move is said."""
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput

    async def main() -> None:
        async with running_server(data_dir(tmp_path)) as server:
            loc = Localizer.load("en", domains=CONSOLE_DOMAINS)
            recorder = RecordingChannel()
            with create_pipe_input() as pipe:
                console = Console(make_adapter("beastybar", loc), loc, Outputs([recorder]),
                                  Settings(delay=0.0), input=pipe, terminal=Terminal(DummyOutput()),
                                  plan=Plan(), games=PLAYABLE_GAMES)
                console.online = play_online_from
                task = asyncio.ensure_future(console.run())

                async def said(text: str) -> None:
                    for _ in range(2000):
                        if any(text in t for t in recorder.texts):
                            return
                        assert not task.done(), recorder.texts[-5:]
                        await asyncio.sleep(0.01)
                    raise AssertionError(f"not said {text!r}: {recorder.texts[-8:]}")

                async def press(*keys: str) -> None:
                    for key in keys:
                        pipe.send_text(key)
                        await asyncio.sleep(0.02)

                await said("Beasty Bar, 1 of 5")  # three games, learning to play, playing online
                await press("5", ENTER)
                await said("Play online, 5 of 5")
                await said("The server's address?")
                await press(*url_of(server), ENTER)
                await said("Your name at the table?")
                await press(*"Eva", ENTER)
                await said("What do you want to do?")
                await press(ENTER)  # open a new table
                await said("Which game do you want to play?")
                await press(ENTER)  # Beasty Bar
                await said("How many players?")
                await press(ENTER)  # 2
                await said("How many of the 2 players are computer players?")
                await press(DOWN, ENTER)  # 1
                await said("The level of computer player 1?")
                await press(ENTER)
                await said("Which variant of the rules?")
                await press(ENTER)
                await said("Time for each move? When it runs out, a computer makes the move.")
                await said("no limit, 1 of 5")
                await press(DOWN, DOWN)
                await said("1 minute, 3 of 5")
                await press(ENTER)
                await said("Listed for everyone, or private?")
                await press(ENTER)
                await said("The invite code is")
                await said("Each move has a time limit of 60 seconds; when it runs out, a computer makes")
                assert [t.turn_seconds for t in server.tables.values()] == [60]
                await said("The game begins. At the table: Eva (green, you)")
                assert len(server.tables) == 1
                await press(CTRL_Q)
                await said("Really leave the table?")
                await press("y")
                assert await asyncio.wait_for(task, 10) == 0

    asyncio.run(main())

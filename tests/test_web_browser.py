"""The browser table in a real browser (issue 24, item 7): the system's Chromium driven by Playwright
against a real ``beastybar serve`` on 127.0.0.1. axe-core finds no violation; the accessibility tree holds
the live regions, the log and the headings; the page works at phone and desktop size in both languages."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from web_support import (
    DESKTOP,
    PHONE,
    Served,
    axe_violations,
    chromium,
    describe,
    history_text,
    leave_at_end,
    open_page,
    play_by_enter,
    shot,
    web_server,
)

__all__ = ["chromium", "web_server"]  # the fixtures


@pytest.mark.parametrize("lang", ["cs", "en"])
@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_the_start_page_has_no_axe_violation(chromium: Any, web_server: Served, lang: str,
                                             size: dict[str, int]) -> None:
    page = open_page(chromium, f"{web_server.page}?lang={lang}", size)
    page.wait_for_selector("#lobby:not([hidden])")
    assert page.locator("html").get_attribute("lang") == lang
    violations = axe_violations(page)
    shot(page, f"start-{lang}-{'phone' if size is PHONE else 'desktop'}")
    assert not violations, describe(violations)
    assert page.errors == []
    page.context.close()


def test_the_accessibility_tree_of_the_start_page(chromium: Any, web_server: Served) -> None:
    page = open_page(chromium, f"{web_server.page}?lang=en", DESKTOP)
    page.wait_for_selector("#lobby:not([hidden])")
    tree = page.locator("body").aria_snapshot()
    for needed in ('heading "Beasty Bar and friends: a table in the browser" [level=1]',
                   'heading "Play" [level=2]',
                   'log "History"', 'heading "Keys" [level=2]', 'button "Beasty Bar"',
                   'textbox "Your name"', 'combobox "Game"'):
        assert needed in tree, tree
    assert page.locator("[aria-live=polite]").count() == 1
    assert page.locator("[aria-live=assertive]").count() == 1
    assert page.locator("#status").inner_text() == "Connected."
    page.context.close()


def test_reflow_at_320_pixels_and_dark_mode(chromium: Any, web_server: Served) -> None:
    page = open_page(chromium, f"{web_server.page}?lang=cs", {"width": 320, "height": 640},
                     color_scheme="dark", reduced_motion="reduce")
    page.wait_for_selector("#lobby:not([hidden])")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 320, f"the page scrolls sideways at 320 px: {width}"
    background = page.evaluate("getComputedStyle(document.body).backgroundColor")
    assert background == "rgb(18, 18, 18)"
    small = page.evaluate("""[...document.querySelectorAll('button, a, input, select')]
        .filter(e => e.offsetParent !== null && !e.closest('.skip'))
        .filter(e => { const r = e.getBoundingClientRect(); return r.height < 44 && e.type !== 'checkbox'; })
        .map(e => e.outerHTML.slice(0, 80))""")
    assert small == [], small
    assert not axe_violations(page)
    shot(page, "start-cs-320-dark")
    page.context.close()


def key_answer(page: Any, key: str) -> str:
    """The server's answer to a key of the table (the next message of navigation lines after it)."""
    before = len(page.frames_in)
    page.keyboard.press(key)
    deadline = time.monotonic() + 15
    while not (said := [f for f in page.frames_in[before:] if '"kind": "navigation"' in str(f)]):
        assert time.monotonic() < deadline, f"no answer to {key}"
        page.wait_for_timeout(50)
    return str(json.loads(said[0])["lines"][0]["text"])


def check_page(page: Any, name: str) -> None:
    """axe-core finds nothing, and the accessibility tree has what a screen reader needs."""
    violations = axe_violations(page)
    shot(page, name)
    assert not violations, f"{name}: {describe(violations)}"
    tree = page.locator("main").aria_snapshot()
    assert "- log" in tree and "heading" in tree


@pytest.mark.parametrize("game, lang, size, over", [
    ("beastybar", "en", DESKTOP, "Game over."),
    ("beastybar", "cs", PHONE, "Konec hry"),
    ("cubirds", "cs", PHONE, "Konec hry"),
    ("cubirds", "en", DESKTOP, "Game over."),
], ids=["beastybar-en-desktop", "beastybar-cs-phone", "cubirds-cs-phone", "cubirds-en-desktop"])
def test_a_whole_game_by_keyboard(chromium: Any, web_server: Served, game: str, lang: str,
                                  size: dict[str, int], over: str) -> None:
    """A quick game against a computer from ``/?quick=``: Enter on the focused option at each move, to
    the end; the zones drawn with headings, the options labelled with their place, axe clean mid-game
    and at the end."""
    page = open_page(chromium, f"{web_server.page}?lang={lang}&quick={game}", size)
    page.wait_for_selector("#game:not([hidden])")

    def mid_game(page: Any) -> None:
        tree = page.locator("main").aria_snapshot()
        assert "listbox" in tree and "option" in tree, tree
        first = page.locator("#options [role=option]").first
        assert first.get_attribute("aria-posinset") == "1"
        assert page.locator("#zones h3").count() >= 3
        assert page.locator("#zones .card .braille").count() > 0
        assert page.locator("#polite p").count() > 0, "announcements go through the live region"
        page.keyboard.press("?")  # the game's keys, from its key data at the server
        heading = "The keys of this game" if lang == "en" else "Klávesy této hry"
        page.locator("#polite p", has_text=heading).wait_for(state="attached")
        hand = key_answer(page, "h")  # a zone key: the hand, read by the server's Presenter
        assert any(word in hand.lower() for word in (("hold", "hand") if lang == "en" else ("ruce",))), hand
        page.locator("#polite p", has_text=hand[:40]).last.wait_for(state="attached")
        preview = key_answer(page, "p")  # the focused option's preview, made by the server's Presenter
        if game == "beastybar":
            assert preview.startswith("Preview:" if lang == "en" else "Náhled:"), preview
        page.locator("#polite p", has_text=preview[:40]).last.wait_for(state="attached")
        assert page.get_by_role("button", name="What would it do? (p)" if lang == "en" else
                                "Co by to udělalo? (p)").is_visible()
        check_page(page, f"{game}-{lang}-mid-{size['width']}")

    play_by_enter(page, over, mid_game=mid_game)
    assert "?quick" not in page.url, "a reload takes the seat back instead of another game"
    page.locator("#options [data-id=rematch]").wait_for()  # the end's question offers a rematch
    check_page(page, f"{game}-{lang}-end-{size['width']}")
    leave_at_end(page)  # no seat after leaving
    text = history_text(page)
    assert not any("\u2800" <= ch <= "\u28ff" for ch in text), "no braille cell goes to speech"
    assert page.errors == []
    page.context.close()


def test_play_again_with_the_same_people(chromium: Any, web_server: Served) -> None:
    """Issue 26: the end's question is a labelled option next to leaving; chosen by the keyboard, the
    server narrates the new game at the same table (the computer always agrees) and the page keeps its seat's
    token for it."""
    page = open_page(chromium, f"{web_server.page}?lang=en&quick=beastybar")
    page.wait_for_selector("#game:not([hidden])")
    play_by_enter(page, "Game over.")
    page.locator("#options [data-id=leave]:focus").wait_for()
    assert page.get_by_role("option", name="Play again with the same people").is_visible()
    assert "Play again with the same people? Answer within" in page.locator("#prompt").inner_text()
    token = page.evaluate("() => localStorage.getItem('beastybar-token')")
    assert token, "the seat holds while the table offers a rematch"
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")
    page.locator("#history", has_text="Everyone wants a rematch: a new game at the same table.").wait_for()
    page.wait_for_selector("#options [role=option]:focus:not([data-id=leave])", timeout=20000)
    assert page.evaluate("() => localStorage.getItem('beastybar-token')") == token
    assert page.errors == []
    page.context.close()


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_the_page_takes_its_seat_back_after_the_server_is_killed(chromium: Any, tmp_path: Any) -> None:
    """SIGKILL of the server mid-game, the same server started again on its data: the page reconnects by
    itself with the seat token in its storage, hears the game go on, and no move is lost."""
    import signal

    from web_support import serve

    port = free_port()
    served = serve(tmp_path / "db", "--seed", "7", port=port)
    try:
        page = open_page(chromium, f"{served.page}?lang=en&quick=beastybar")
        page.wait_for_selector("#options [role=option]:focus")
        for _ in range(3):
            # the chosen option keeps the focus until the server answers: wait for the next question
            chosen = page.locator("#options [role=option]:focus").element_handle()
            page.keyboard.press("Enter")
            page.wait_for_function("option => !option.isConnected", arg=chosen, timeout=20000)
            page.wait_for_selector("#options [role=option]:focus")
        before = [c.inner_text() for c in page.locator("#zones .card").all()]
        served.process.send_signal(signal.SIGKILL)
        served.process.wait(10)
        page.locator("#status", has_text="lost").wait_for()
        served = serve(tmp_path / "db", "--seed", "7", port=port)
        page.locator("#status", has_text="again").wait_for(timeout=30000)
        try:
            page.locator("#history", has_text="The game goes on").wait_for(timeout=30000)
        except Exception as exc:  # (what the page said instead, for the log)
            raise AssertionError(f"no 'The game goes on': {history_text(page)[-1500:]}") from exc
        page.wait_for_selector("#options [role=option]:focus", timeout=20000)
        after = [c.inner_text() for c in page.locator("#zones .card").all()]
        assert after == before, "the table as it was before the kill"
        play_by_enter(page, "Game over.")
        page.context.close()
    finally:
        errors = served.stop()
    assert "Traceback" not in errors, errors


def test_a_browser_and_a_console_at_one_table(chromium: Any, web_server: Served, tmp_path: Any) -> None:
    """Ana opens a table for two in the browser (en); Petr joins it from the console (cs) by its code; both
    play to the end, each hearing the other's moves in their own language."""
    import re

    from pty_support import spawn

    page = open_page(chromium, f"{web_server.page}?lang=en")
    page.wait_for_selector("#lobby:not([hidden])")
    page.fill("#name", "Ana")
    page.select_option("#create-game", "beastybar")
    page.fill("#create-players", "2")
    page.fill("#create-computers", "0")
    page.click("#create-form button[type=submit]")
    page.locator("#history", has_text="invite code").wait_for()
    code = re.search(r"invite code is (\d{3}) (\d{3})", history_text(page))
    assert code, history_text(page)
    check_page(page, "lobby-en")
    petr = spawn(tmp_path, "--lang", "cs", "join", web_server.ws, "--name", "Petr", "--code",
                 code.group(1) + code.group(2), "--speech", "none", timeout=60)
    try:
        petr.expect("Hra začíná")
        page.locator("#history", has_text="Petr").wait_for()
        import time

        deadline = time.monotonic() + 180
        while "Game over." not in history_text(page):
            assert time.monotonic() < deadline
            if page.locator("#options [role=option]:focus").count():
                page.keyboard.press("Enter")
            petr.send("\r")
            page.wait_for_timeout(100)
        petr.expect("Konec hry")
        assert "Ana" in petr.before or "Ana" in (petr.after or "")
    finally:
        petr.terminate(force=True)
    assert "Petr plays" in history_text(page)
    page.context.close()


def public_zones(page: Any) -> list[Any]:
    """The queue, the bar and That's It as the last table message to ``page`` drew them (its cards' cells)."""
    tables = [json.loads(f) for f in page.frames_in if '"type": "table"' in str(f)]
    return [(z["id"], [c["braille"] for c in z["cards"]]) for z in (tables[-1]["zones"] if tables else [])
            if z["id"] in ("queue", "bar", "thats-it")]


def test_two_browsers_and_a_spectator_learn_no_hand(chromium: Any, tmp_path: Any) -> None:
    """Ana (en) opens a table for two people, Bohdan (cs) sits down by its code and Cecil (en) watches.
    After some moves the game is replayed in the engine from the server's seed and log: Cecil's table is
    the engine's (the queue, the bar, That's It), each player's hand is the engine's; and no card hidden
    from a page (the other seat's hand and pile, every pile's order: for Cecil every hand and pile) is in
    its DOM or in any WebSocket message it received, by its name in either language or its braille
    cells."""
    import json
    import re

    from web_support import serve

    from beastybar_access.games.beastybar.braille_cards import card_cells
    from beastybar_access.games.beastybar.engine import action_from_json, new_game
    from beastybar_access.games.beastybar.narration import BeastyBarNarrator
    from beastybar_access.net.store import Store

    served = serve(tmp_path / "db", "--seed", "13", "--no-limits")
    try:
        ana = open_page(chromium, f"{served.page}?lang=en")
        ana.wait_for_selector("#lobby:not([hidden])")
        ana.fill("#name", "Ana")
        ana.fill("#create-players", "2")
        ana.fill("#create-computers", "0")
        ana.click("#create-form button[type=submit]")
        ana.locator("#history", has_text="invite code").wait_for()
        match = re.search(r"invite code is (\d{3}) (\d{3})", history_text(ana))
        assert match
        code = match.group(1) + match.group(2)
        people = {"ana": ana}
        for who, lang, button in (("bohdan", "cs", "player"), ("cecil", "en", "spectator")):
            page = open_page(chromium, f"{served.page}?lang={lang}", PHONE if who == "cecil" else DESKTOP)
            page.wait_for_selector("#lobby:not([hidden])")
            page.fill("#name", who.capitalize())
            page.fill("#join-code", code)
            page.click(f"#join-form button[value={button}]")
            page.wait_for_selector("#game:not([hidden])")
            people[who] = page
        moves = 0
        deadline = time.monotonic() + 60
        while moves < 6:
            assert time.monotonic() < deadline, history_text(ana)[-1500:]
            for who in ("ana", "bohdan"):
                focused = people[who].locator("#options [role=option]:focus")
                if focused.count():
                    # the chosen option keeps the focus until the server answers: one answer is counted
                    # once (a slow answer had the same option pressed and counted twice)
                    chosen = focused.element_handle()
                    people[who].keyboard.press("Enter")
                    people[who].wait_for_function("option => !option.isConnected", arg=chosen,
                                                  timeout=20000)
                    moves += 1
            ana.wait_for_timeout(100)
        people["cecil"].locator("#game-heading").focus()
        people["cecil"].keyboard.press("h")  # the spectator asks for a hand: told there is none
        polite_says(people["cecil"], "you hold no hand")
        # the last move reaches every page: a player is asked the next question and the three pages show
        # the same public zones (a fixed pause was too short for a loaded machine)
        deadline = time.monotonic() + 30
        asked = "#options [role=option]:focus"
        while not (any(people[who].locator(asked).count() for who in ("ana", "bohdan"))
                   and public_zones(people["ana"]) == public_zones(people["bohdan"])
                   == public_zones(people["cecil"])):
            assert time.monotonic() < deadline, "the last move did not reach every page"
            ana.wait_for_timeout(50)
        check_page(people["cecil"], "spectator-en-phone")
        seen = {who: page.locator("body").inner_text() + "\n".join(str(f) for f in page.frames_in)
                for who, page in people.items()}
        frames = {who: list(page.frames_in) for who, page in people.items()}
        for page in people.values():
            assert page.errors == []
            page.context.close()
    finally:
        errors = served.stop()
    assert "Traceback" not in errors, errors
    store = Store(served.data)  # read once the server has stopped (a running server owns its folder)
    try:
        saved = store.saved_game(1)
    finally:
        store.close()
    cfg = saved["config"]
    state = new_game(int(cfg["players"]), seed=int(cfg["seed"]), variant=cfg["variant"],
                     first=int(cfg["first"]))
    for _player, action in saved["actions"]:
        state.apply(action_from_json(action))
    assert len(saved["actions"]) >= 4  # six answers: a move with a follow-up question takes two

    names = {lang: BeastyBarNarrator(lang) for lang in ("cs", "en")}

    def zone(who: str, zone_id: str) -> list[str]:
        tables = [json.loads(f) for f in frames[who] if '"type": "table"' in f]
        (found,) = [z for z in tables[-1]["zones"] if z["id"] == zone_id]
        return [c["braille"] for c in found["cards"]]

    for public in ("queue", "bar", "thats-it"):
        cards = getattr(state, public.replace("-", "_"))
        assert zone("cecil", public) == [card_cells(c) for c in cards], public
    assert not any('"id": "hand"' in f for f in frames["cecil"]), "no hand zone for a spectator"
    for seat, who in enumerate(("ana", "bohdan")):
        assert sorted(zone(who, "hand")) == sorted(card_cells(c) for c in state.hands[seat])

    hidden_from = {"ana": [*state.hands[1], *state.piles[0], *state.piles[1]],
                   "bohdan": [*state.hands[0], *state.piles[0], *state.piles[1]],
                   "cecil": [*state.hands[0], *state.hands[1], *state.piles[0], *state.piles[1]]}
    for who, hidden in hidden_from.items():
        assert len(hidden) >= 12
        for card in hidden:
            for lang in ("cs", "en"):
                assert names[lang].card_name(card).text not in seen[who], (who, card, lang)
            assert card_cells(card) not in seen[who], (who, card)


@pytest.mark.parametrize("lang, size, game, variant, label", [
    ("cs", PHONE, "monkeys", "family", "Délka kola"),
    ("en", DESKTOP, "beastybar", "advanced", "Time for a move"),
], ids=["cs-phone", "en-desktop"])
def test_the_lobby_of_a_table_waiting_for_people(chromium: Any, web_server: Served, lang: str,
                                                 size: dict[str, int], game: str, variant: str,
                                                 label: str) -> None:
    """A table opened for two people and a computer with the console's options (a level for each computer:
    one labelled chooser shown per computer, the levels sent as a list; the game's variant; 4 Monkeys a
    round's length, a turn game a time for a move: only the chosen game's options shown, each labelled)
    waits in its lobby: the code said, axe clean on the form and the lobby; leaving goes back to the list."""
    page = open_page(chromium, f"{web_server.page}?lang={lang}", size)
    page.wait_for_selector("#lobby:not([hidden])")
    page.fill("#name", "Ana")
    page.select_option("#create-game", "cubirds")
    assert page.get_attribute("#create-players", "max") == "5", "the game's own numbers of players"
    page.select_option("#create-game", game)
    assert page.get_attribute("#create-players", "max") == "4"
    # a level for each computer, as many choosers shown as the number of computers, each labelled
    page.fill("#create-players", "4")
    page.fill("#create-computers", "3")
    each = "Počítač {}: úroveň" if lang == "cs" else "Computer {}: level"
    assert page.locator("#create-form [data-computer]:visible label").all_inner_texts() == [
        each.format(n) for n in (1, 2, 3)]
    assert f'combobox "{each.format(3)}"' in page.locator("#create-form").aria_snapshot()
    page.fill("#create-computers", "0")
    assert page.locator("#create-form [data-computer]:visible").count() == 0
    page.fill("#create-players", "3")
    page.fill("#create-computers", "1")
    page.select_option("#create-level-1", "hard")
    page.select_option(f"#create-variant-{game}", variant)
    shown = page.locator("#create-form [data-games]:visible").all_inner_texts()
    assert any(label in text for text in shown) and len(shown) == 2, shown
    tree = page.locator("#create-form").aria_snapshot()
    assert f'combobox "{label}"' in tree and ("Varianta pravidel" if lang == "cs" else "Variant of") in tree
    assert not axe_violations(page)
    length = ("#create-round", "120") if game == "monkeys" else ("#create-timer", "60")
    page.select_option(*length)
    page.click("#create-form button[type=submit]")
    page.wait_for_selector("#game:not([hidden])")
    (sent,) = [m for m in map(json.loads, page.frames_out) if m["type"] == "create"]
    assert sent["computers"] == 1 and sent["levels"] == ["hard"], sent
    import re

    page.locator("#history", has_text=re.compile(r"\d{3} \d{3}")).wait_for()
    if game == "beastybar":
        assert "60 seconds" in history_text(page), "the time for a move is the table's"
    check_page(page, f"lobby-{lang}-{size['width']}")
    page.click("#leave")
    page.wait_for_selector("#lobby:not([hidden])")
    assert page.errors == []
    page.context.close()


def test_a_4_monkeys_game_in_real_time_by_keyboard(chromium: Any, web_server: Served) -> None:
    """4 Monkeys from ``/?quick=monkeys`` with the shortest rounds the server takes (10 s), against a
    computer on the server's clock: the table's keys (the offer, the hand, arrows, Space to select a card,
    Enter to take, the time) answered by the server's narration through the live region, the ready
    question between rounds answered by Enter, axe clean mid-round, to the game's end."""
    page = open_page(chromium, f"{web_server.page}?lang=en&quick=monkeys&seed=4&round=10")
    page.wait_for_selector("#game:not([hidden])")
    page.locator("#zones h3", has_text="Offer").first.wait_for(state="attached")
    checked = False
    start = time.monotonic()
    while "The game is over." not in history_text(page):
        assert time.monotonic() - start < 150, history_text(page)[-2000:]
        if page.locator("#options [role=option]:focus").count():
            page.keyboard.press("Enter")  # ready for the next round (or a key's quick question)
            page.wait_for_timeout(50)
            continue
        if not checked and page.locator("#question").is_hidden():
            for key, heard in (("t", "left"), ("n", "Offer:"), ("h", "cards"), ("Space", "selected")):
                page.keyboard.press(key)  # answered by the server's narration of the game
                page.wait_for_function("(word) => document.querySelector('#polite').textContent"
                                       ".includes(word)", arg=heard, timeout=15000)
            for key in ("ArrowUp", "ArrowRight", "Enter"):  # to the offer's second stack; take it
                page.keyboard.press(key)
                page.wait_for_timeout(60)
            assert page.locator("#zones h3", has_text="Hand").count() == 1
            check_page(page, "monkeys-en-mid-round")
            checked = True
        page.wait_for_timeout(100)
    assert checked, "the round was played by its keys"
    text = history_text(page)
    assert "Round 3" in text or "round 3" in text, text[-2000:]
    assert not any("\u2800" <= ch <= "\u28ff" for ch in text), "no braille cell goes to speech"
    check_page(page, "monkeys-en-end")
    leave_at_end(page)
    assert page.errors == []
    page.context.close()


def test_a_4_monkeys_round_in_czech_on_a_phone(chromium: Any, web_server: Served) -> None:
    """4 Monkeys in Czech at phone size: the table's keys answered in Czech by the server, and axe finds
    nothing mid-round (the rest of the game as in the English test)."""
    page = open_page(chromium, f"{web_server.page}?lang=cs&quick=monkeys&seed=5&round=30", PHONE)
    page.wait_for_selector("#game:not([hidden])")
    page.locator("#zones h3").first.wait_for(state="attached")
    for key, heard in (("n", "Nabídka"), ("h", "V ruce máš"), ("t", "bývá")):
        page.keyboard.press(key)
        page.wait_for_function("(word) => document.querySelector('#polite').textContent.includes(word)",
                               arg=heard, timeout=15000)
    check_page(page, "monkeys-cs-mid-round-phone")
    assert page.errors == []
    page.context.close()


def polite_says(page: Any, word: str, timeout: float = 15000) -> None:
    """``word`` comes through the polite live region (else: what the page said instead)."""
    try:
        page.wait_for_function("(word) => document.querySelector('#polite').textContent.includes(word)",
                               arg=word, timeout=timeout)
    except Exception as exc:
        raise AssertionError(f"{word!r} not said: {page.locator('#polite').inner_text()!r} "
                             f"{history_text(page)[-800:]}") from exc


def test_4_monkeys_watched_reloaded_and_in_czech_mid_round(chromium: Any, web_server: Served) -> None:
    """4 Monkeys: Cecil (cs, phone) watches Ana's table by its code and hears the offer, and is told he
    holds no hand; Ana's page is reloaded mid-round and keeps her seat by its token (the game goes on, her
    keys answered); then she switches the page to Czech mid-round: the same seat, narrated in Czech."""
    import re

    ana = open_page(chromium, f"{web_server.page}?lang=en")
    ana.wait_for_selector("#lobby:not([hidden])")
    ana.fill("#name", "Ana")
    ana.select_option("#create-game", "monkeys")
    ana.select_option("#create-round", "60")
    ana.click("#create-form button[type=submit]")
    ana.locator("#history", has_text=re.compile(r"\d{3} \d{3}")).wait_for()
    match = re.search(r"(\d{3}) (\d{3})", history_text(ana))
    assert match, history_text(ana)
    ana.locator("#history", has_text="Round 1 of 3 starts").wait_for()  # news, kept though Ana's own
    ana.locator("#game-heading").focus()
    ana.keyboard.press("n")
    polite_says(ana, "Offer:")
    token = ana.evaluate("() => localStorage.getItem('beastybar-token')")
    assert token

    cecil = open_page(chromium, f"{web_server.page}?lang=cs", PHONE)
    cecil.wait_for_selector("#lobby:not([hidden])")
    cecil.fill("#name", "Cecil")
    cecil.fill("#join-code", match.group(1) + match.group(2))
    cecil.click("#join-form button[value=spectator]")
    cecil.locator("#history", has_text="Díváš se").wait_for()
    cecil.locator("#zones h3").first.wait_for(state="attached")
    cecil.locator("#game-heading").focus()
    for key, heard in (("n", "Nabídka"), ("h", "žádné karty v ruce nemáš")):
        cecil.keyboard.press(key)
        polite_says(cecil, heard)
    check_page(cecil, "monkeys-cs-spectator-phone")

    ana.reload()
    ana.locator("#history", has_text="The game goes on").wait_for(timeout=20000)
    assert ana.evaluate("() => localStorage.getItem('beastybar-token')") == token
    ana.locator("#game-heading").focus()
    ana.keyboard.press("h")
    polite_says(ana, "cards")
    ana.click("#lang-cs")
    ana.wait_for_function("() => document.documentElement.lang === 'cs'")
    ana.locator("#history", has_text="Hra pokračuje").wait_for(timeout=20000)
    assert ana.evaluate("() => localStorage.getItem('beastybar-token')") == token, "the same seat"
    ana.locator("#game-heading").focus()
    for key, heard in (("n", "Nabídka"), ("h", "V ruce máš")):
        ana.keyboard.press(key)
        polite_says(ana, heard)
    assert "Offer" not in history_text(ana), "nothing in English after the switch"
    for page in (ana, cecil):
        assert page.errors == []
        page.context.close()

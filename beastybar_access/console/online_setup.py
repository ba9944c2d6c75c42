""""Play online" in the set-up: the same questions as ``beastybar join``'s options, asked by ear.

The server's address, the seats the person still holds there offered back (issue 26), the name, then:
open a table (the game, the players, how many of them are computer players and each one's level – the
other seats wait for people –, the variant, for a turn game the time for each move, private or listed),
join one by its invite code, or watch one. A bad address or code is said in one sentence and asked again.
"""

from __future__ import annotations

from beastybar_access.console.adapter import SetupHost
from beastybar_access.console.choice import Step
from beastybar_access.console.games import game_title, playable_games
from beastybar_access.console.keys import CZECH_DIGIT_ROW
from beastybar_access.console.online_args import (
    CreateRequest,
    OnlineError,
    code_groups,
    invite_code,
    server_url,
)
from beastybar_access.console.seats import HeldSeat, SeatBook
from beastybar_access.games.core.steps import answer_of
from beastybar_access.narration import Localizer
from beastybar_access.net.protocol import MAX_NAME, clean_text
from beastybar_access.net.remote import Sitting
from beastybar_access.outputs import ALERT
from beastybar_access.table import bot_levels

DEFAULT_URL = "ws://127.0.0.1:8765"
LONG_TEXT = 200
TIMER_CHOICES = (0, 30, 60, 120, 300)
"""The time for each move a table can be opened with here, in seconds (0: no limit, the default)."""


def _timer_label(loc: Localizer, seconds: int) -> str:
    if not seconds:
        return loc("online-setup-timer-none")
    if seconds % 60 == 0:
        return loc("online-setup-timer-minutes", n=seconds // 60)
    return loc("online-setup-timer-seconds", n=seconds)


async def offer_return(console: SetupHost, seats: list[HeldSeat]) -> HeldSeat | None:
    """The seats this person still holds at the server (issue 26) offered back: the one chosen, or None
    (something else; Escape too)."""
    loc = console.loc
    games = playable_games()
    items: list[tuple[HeldSeat | None, str]] = [
        (held, loc("online-setup-return-seat", game=game_title(loc, held.game) if held.game in games
                   else held.game, code=code_groups(held.code), name=held.name)) for held in seats]
    items.append((None, loc("online-setup-return-other")))
    chosen = await console.ask_menu(lambda: console.menu(
        console.line("online-setup-return", count=len(seats)), items))
    return chosen if isinstance(chosen, HeldSeat) else None


async def browse_tables(console: SetupHost, url: str, name: str) -> str | None:
    """The server's listed tables with a free seat for a person, by game (issue 26): the code of the one
    chosen, or None (none is open, the server cannot be reached, or Escape), said in one sentence."""
    from websockets.exceptions import WebSocketException

    from beastybar_access.net.client import BrokenMessage, ServerError, connect_failure, list_tables

    loc = console.loc
    try:
        tables = await list_tables(url, name)
    except ServerError as exc:
        console.say(console.line("online-server-error", code=exc.code), ALERT)
        return None
    except (OSError, TimeoutError, WebSocketException, BrokenMessage) as exc:
        key, fields = connect_failure(exc)
        console.say(console.line(key, url=url, **fields), ALERT)
        return None
    games = playable_games()
    free = sorted((t for t in tables if t["status"] == "waiting" and t["taken"] < t["people"]
                   and t["game"] in games), key=lambda t: (games.index(t["game"]), t["code"]))
    if not free:
        console.say(console.line("online-setup-browse-none"), ALERT)
        return None
    items: list[tuple[str, str]] = [
        (t["code"], loc("tables-line", game=game_title(loc, t["game"]), taken=t["taken"], people=t["people"],
                        players=t["players"], code=code_groups(t["code"]), status=t["status"])) for t in free]
    chosen = await console.ask_menu(lambda: console.menu(console.line("online-setup-browse-which"), items))
    return chosen if isinstance(chosen, str) else None


async def ask_online(console: SetupHost, *, url: str | None = None,
                     book: SeatBook | None = None) -> tuple[str, str, Sitting] | None:
    """The address (unless given), the seats held at that server offered back (with a ``book``), the
    name and how to sit; None when the person cancels (Escape at the first menu)."""
    loc = console.loc
    console.say(console.line("online-setup-intro"))
    url = url or ""
    while not url:
        typed = await console.ask_text(console.line("online-setup-url", default=DEFAULT_URL), DEFAULT_URL,
                                       limit=LONG_TEXT)
        try:
            url = server_url(typed)
        except OnlineError as exc:
            console.say(console.line(exc.msg_id, **exc.args_), ALERT)
    held = book.seats(url) if book is not None else []
    if held:
        back = await offer_return(console, held)
        if back is not None:
            return url, back.name, Sitting(token=back.token)
    default_name = loc("ui-default-person-name", n=1)
    name = clean_text(await console.ask_text(console.line("online-setup-name", default=default_name),
                                             default_name), MAX_NAME) or default_name
    while True:
        how = await console.ask_menu(lambda: console.menu(console.line("online-setup-how"), [
            ("create", loc("online-setup-create")), ("join", loc("online-setup-join")),
            ("watch", loc("online-setup-watch")), ("browse", loc("online-setup-browse"))]))
        if how != "browse":
            break
        chosen = await browse_tables(console, url, name)
        if chosen is not None:
            return url, name, Sitting(code=chosen)
    if how is None:
        return None
    if how in ("join", "watch"):
        code = ""
        while not code:
            typed = await console.ask_text(console.line("online-setup-code"), "", limit=20)
            try:
                code = invite_code(typed)
            except OnlineError as exc:
                console.say(console.line(exc.msg_id, **exc.args_), ALERT)
        return url, name, Sitting(code=code, spectate=how == "watch")
    game = answer_of(str, await console.ask_menu(lambda: console.menu(
        console.line("ui-setup-game"), [(g, game_title(loc, g)) for g in playable_games()])))
    console.switch_game(game)
    spec = console.adapter.spec
    counts = list(range(spec.min_players, spec.max_players + 1))
    players = answer_of(int, await console.ask_menu(lambda: console.menu(
        console.line("ui-setup-players", low=spec.min_players, high=spec.max_players),
        [(n, loc("ui-setup-players-option", n=n)) for n in counts],
        hotkeys={key: i for i, n in enumerate(counts) for key in (str(n), CZECH_DIGIT_ROW[n - 1])})))
    levels = list(console.adapter.bot_levels() or bot_levels())
    counts = list(range(players))
    computers = answer_of(int, await console.ask_menu(lambda: console.menu(
        console.line("online-setup-bots", players=players),
        [(n, loc("online-setup-bots-option", n=n)) for n in counts],
        hotkeys={str(n): i for i, n in enumerate(counts)})))
    bots: list[str] = []
    for i in range(computers):
        def level_menu(i: int = i) -> Step[object]:
            return console.menu(console.line("online-setup-level", n=i + 1),
                                [(k, console.seat_kind_label(k)) for k in levels],
                                focus=levels.index("normal") if "normal" in levels else 0)

        bots.append(answer_of(str, await console.ask_menu(level_menu)))
    variants = list(spec.variants)
    variant = variants[0]
    if len(variants) > 1:
        variant = answer_of(str, await console.ask_menu(lambda: console.menu(
            console.line("ui-setup-variant"), [(v, console.adapter.variant_label(v)) for v in variants])))
    turn_seconds = None
    if not console.adapter.real_time:
        turn_seconds = answer_of(int, await console.ask_menu(lambda: console.menu(
            console.line("online-setup-timer"),
            [(seconds, _timer_label(loc, seconds)) for seconds in TIMER_CHOICES]))) or None
    private = bool(await console.ask_menu(lambda: console.menu(console.line("online-setup-private"), [
        (False, loc("online-setup-listed")), (True, loc("online-setup-private-yes"))])))
    request = CreateRequest(game, players, bots, variant, private, turn_seconds=turn_seconds)
    return url, name, Sitting(create=request.fields())

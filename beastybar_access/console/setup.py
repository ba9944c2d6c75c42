"""The spoken set-up: the game (where the console offers several), players, who is a person and who a
computer player (and its level), names, variant, who starts. Whatever the command line already gave is
not asked again; with no person at the table (or no keyboard) nothing is asked and the defaults are taken.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from beastybar_access.console.adapter import HUMAN, Plan, SetupHost, bot_levels
from beastybar_access.console.choice import Step
from beastybar_access.console.games import game_title
from beastybar_access.console.keys import CZECH_DIGIT_ROW
from beastybar_access.games.core.steps import answer_of
from beastybar_access.narration.lines import Line
from beastybar_access.table.names import computer_names, distinct

LEARN = "learn"
"""The set-up's game question offers the tutorial too ("Learn to play")."""
ONLINE = "online"
"""... and "Play online" (where the command line gave the console the online part)."""

DEFAULT_LEVEL = "normal"
RANDOM_FIRST = "random"


def default_names(console: SetupHost, seats: list[str], fixed: Mapping[int, str] | None = None) -> list[str]:
    """A name for each seat, no two alike: ``fixed`` ones as given, people "Hráč 1", "Hráč 2" ...,
    computer players the locale's list in order, skipping every name a seat already has (issue 25:
    ``--names Eva`` gave a second Eva to a computer)."""
    loc = console.loc
    fixed = dict(fixed or {})
    out = [fixed.get(i) or (loc("ui-default-person-name", n=i + 1) if kind == HUMAN else "")
           for i, kind in enumerate(seats)]
    free = [i for i, name in enumerate(out) if not name]
    pool = [n.strip() for n in loc("ui-bot-names").split(",") if n.strip()]
    chosen = computer_names([n for n in out if n], len(free), pool,
                            lambda n: loc("ui-default-bot-name", n=n))
    for i, name in zip(free, chosen, strict=True):
        out[i] = name
    return distinct(out)


async def complete_plan(console: SetupHost, plan: Plan) -> Plan:
    """Ask what ``plan`` leaves open and return the completed plan.

    Each question is made by a function, so that a language switched meanwhile renews it."""
    plan = Plan(plan.players, list(plan.seats) if plan.seats else None,
                list(plan.names) if plan.names else None, plan.variant, plan.first, plan.seed, plan.game,
                dict(plan.options))
    interactive = console.interactive and (plan.seats is None or HUMAN in plan.seats)
    introduced = False

    def introduce() -> None:
        nonlocal introduced
        if not introduced:
            console.say(console.line("ui-setup-intro"))
            introduced = True

    async def ask(make: Callable[[], Step[object]]) -> object:
        introduce()
        return await console.ask_menu(make)

    async def ask_text(prompt: Line, default: str) -> str:
        introduce()
        return await console.ask_text(prompt, default)

    if plan.game is None:
        games = list(console.games)
        # asked with the other questions; a set-up the command line made (--quick) plays the default
        asking = None in (plan.players, plan.seats, plan.variant, plan.first)
        if interactive and len(games) > 1 and asking:
            current = console.adapter.spec.name
            learn = [(LEARN, console.loc("ui-setup-learn"))]  # the tutorial, then this question again
            if console.online is not None:
                learn.append((ONLINE, console.loc("online-setup-play")))
            chosen = LEARN
            while chosen == LEARN:
                chosen = answer_of(str, await ask(lambda: console.menu(
                    console.line("ui-setup-game"), [(g, game_title(console.loc, g)) for g in games] + learn,
                    focus=games.index(current) if current in games else 0,
                )))
                if chosen == LEARN:
                    await console.learn()
                elif chosen == ONLINE:  # the online console takes over; the program ends with it
                    await console.play_online()
            plan.game = chosen
        else:
            plan.game = console.adapter.spec.name
    console.switch_game(plan.game)
    spec = console.adapter.spec
    if plan.players is not None and not spec.min_players <= plan.players <= spec.max_players:
        plan.players, plan.seats = None, None  # preset for another game (the command line's default)
    if plan.variant is not None and plan.variant not in spec.variants:
        plan.variant = None

    if plan.players is None:
        if plan.seats is not None:
            plan.players = len(plan.seats)
        elif interactive:
            counts = list(range(spec.min_players, spec.max_players + 1))
            plan.players = answer_of(int, await ask(lambda: console.menu(
                console.line("ui-setup-players", low=spec.min_players, high=spec.max_players),
                [(n, console.loc("ui-setup-players-option", n=n)) for n in counts],
                hotkeys={key: i for i, n in enumerate(counts) for key in (str(n), CZECH_DIGIT_ROW[n - 1])},
            )))
        else:
            plan.players = spec.min_players

    if plan.seats is None:
        levels = list(console.adapter.bot_levels() or bot_levels())
        kinds = [HUMAN, *levels]
        seats: list[str] = []
        for seat in range(plan.players):
            default = HUMAN if seat == 0 else DEFAULT_LEVEL
            if not interactive:
                seats.append(default)
                continue
            def seat_menu(seat: int = seat, default: str = default) -> Step[object]:
                return console.menu(
                    Line.plain(console.seat_text("ui-setup-seat", seat, n=seat + 1)),
                    [(kind, console.seat_kind_label(kind)) for kind in kinds],
                    focus=kinds.index(default) if default in kinds else 0,
                )

            seats.append(answer_of(str, await ask(seat_menu)))
        plan.seats = seats

    humans_now = [i for i, k in enumerate(plan.seats) if k == HUMAN]
    if console.adapter.real_time and len(humans_now) > 1:
        # everyone plays at once: one person at the keyboard, the computer in the other places
        plan.seats = [k if k != HUMAN or i == humans_now[0] else DEFAULT_LEVEL
                      for i, k in enumerate(plan.seats)]
        console.say(console.line("ui-realtime-one-person"))

    if plan.names is None or len(plan.names) < len(plan.seats):
        given = dict(enumerate(plan.names or []))
        names = default_names(console, plan.seats, given)
        humans = [i for i, k in enumerate(plan.seats) if k == HUMAN]
        if interactive and len(humans) > 1 and not given:
            for i in humans:
                given[i] = await ask_text(
                    Line.plain(console.seat_text("ui-setup-name", i, n=i + 1, default=names[i])),
                    names[i],
                )
            names = default_names(console, plan.seats, given)  # the computers step aside for typed names
        plan.names = names[: len(plan.seats)]
    else:
        plan.names = distinct(plan.names[: len(plan.seats)])

    if plan.variant is None:
        variants = list(spec.variants)
        if interactive and len(variants) > 1:
            plan.variant = answer_of(str, await ask(lambda: console.menu(
                console.line("ui-setup-variant"), [(v, console.adapter.variant_label(v)) for v in variants])))
        else:
            plan.variant = variants[0]

    # the game's own questions (4 Monkeys: round length, opponents' speed) fill ``plan.options`` in
    await console.adapter.complete_plan(console, plan, ask if interactive else None)
    if plan.first is None and console.adapter.real_time:
        plan.first = RANDOM_FIRST  # everyone plays at once: nobody starts
    if plan.first is None:
        if interactive:
            names_now = plan.names

            def first_step() -> Step[object]:
                items: list[tuple[int | str, str]] = [(RANDOM_FIRST, console.loc("ui-setup-first-random"))]
                items += [(i, console.seat_text("ui-setup-first-seat", i, name=name))
                          for i, name in enumerate(names_now)]
                return console.menu(console.line("ui-setup-first"), items)

            first = await ask(first_step)
            plan.first = first if isinstance(first, int) else answer_of(str, first)
        else:
            plan.first = RANDOM_FIRST
    return plan

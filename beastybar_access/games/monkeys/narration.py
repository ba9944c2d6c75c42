"""4 Monkeys narration: every event, every part of the table, the take check and every refusal as sentences,
per listener, in text and braille.

The sentences and their grammar (cases, genders, plurals after numerals, the verb agreeing with a tile's
name) live in ``locales/<lang>/monkeys.ftl`` (ids ``mk-…``). This module only picks message ids and passes
ids, seats, stacks and counts; it registers the Fluent functions ``CARD``, ``TILE`` and ``TILEAGREE`` that
render a card or a combo tile from those files. Every method returns a
:class:`~beastybar_access.narration.lines.Line`: the text (screen and speech) and the braille form, in which
each card and tile appears as its cells (:mod:`beastybar_access.games.monkeys.braille_cards`) instead of its
name; the cells never reach the text.

Stacks and tiles are 0-based in the engine and 1-based in every sentence. Cards only their owner may see
(dealt, drawn, laid face down under a tile, discarded from the hand) are never named to anyone else, even
when the event passed in still carries them; the cards of a checked combo are public.

``verbosity`` is ``"brief"`` (the short form for others' actions while the player navigates: "Petr bere Tři
kruhy."), ``"normal"`` or ``"verbose"``. :meth:`MonkeysNarrator.event` returns None where a verbosity leaves
an event out on purpose (others' draws and deals below verbose).

>>> n = MonkeysNarrator("cs")
>>> from beastybar_access.games.monkeys.cards import parse_face
>>> from beastybar_access.games.monkeys.tiles import parse_combo
>>> n.card_name(parse_face("red-circle-triangle")).text, n.card_name(parse_face("blue-square-square")).text
('červený kruh a trojúhelník', 'dva modré čtverce, z toho jeden zlatý')
>>> n.tile_name(parse_combo("rainbow"), case="acc").text
'Barevnou řadu'
>>> from beastybar_access.games.monkeys.events import TimerTick
>>> [n.event(TimerTick(ms), 0, ["Jana", "Petr"]).text for ms in (180_000, 60_000, 30_000)]
['Zbývají 3 minuty.', 'Zbývá 1 minuta.', 'Zbývá 30 sekund.']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, TypeGuard

from beastybar_access.games.core.narration import SeatNames
from beastybar_access.games.monkeys import rules
from beastybar_access.games.monkeys.braille_cards import card_cells, special_cells, tile_cells
from beastybar_access.games.monkeys.cards import (
    COLOUR,
    COLOURS,
    FACE_IDS,
    GOLD,
    MAX_DECKS,
    NUM_FACES,
    SHAPES,
    UnknownCardError,
    face_of,
    parse_card,
    parse_face,
)
from beastybar_access.games.monkeys.engine import Phase, PlayerView, TileStatus, Variant
from beastybar_access.games.monkeys.events import (
    BananaGiven,
    CardsDealt,
    CardsDrawn,
    ComboChecked,
    DeckEmptied,
    DuplicatesSetAside,
    Event,
    GameOver,
    PenaltyApplied,
    RefillMode,
    RefillUsed,
    RoundEnded,
    RoundScored,
    RoundStarted,
    ScoreLine,
    SmartestChosen,
    StopCalled,
    TileFlipped,
    TileRevealed,
    TileTaken,
    TimerTick,
)
from beastybar_access.games.monkeys.tiles import (
    COMBO_IDS,
    COMBOS,
    NUM_COMBOS,
    VALUE,
    UnknownComboError,
    Verdict,
    parse_combo,
    verdict,
)
from beastybar_access.narration import Folders, Localizer, MessageFormatError, MissingMessageError
from beastybar_access.narration.lines import (
    VERBOSITIES,
    DualRenderer,
    Line,
    Mode,
    as_lines,
    capitalise,
    check_case,
    check_verbosity,
)

CASES: frozenset[str] = frozenset({"nom", "acc", "gen"})
"""The grammatical cases a message may ask ``CARD`` and ``TILE`` for (English ignores them)."""

_EMPTY = Line("", "")


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _face_arg(value: object) -> int:
    """A face from a face id, a card id (``face@deck``), a face or a physical card integer."""
    if isinstance(value, str):
        try:
            return parse_card(value) % NUM_FACES if "@" in value else parse_face(value)
        except UnknownCardError:
            raise TypeError(f"not a card id: {value!r}") from None
    if _is_int(value) and 0 <= value < NUM_FACES * MAX_DECKS:
        return face_of(int(value))
    raise TypeError(f"not a card: {value!r}")


def _combo_arg(value: object) -> int:
    if isinstance(value, str):
        try:
            return parse_combo(value)
        except UnknownComboError:
            raise TypeError(f"not a combo id: {value!r}") from None
    if _is_int(value) and 0 <= value < NUM_COMBOS:
        return int(value)
    raise TypeError(f"not a combo: {value!r} (an id such as 'circles-3', or 0..{NUM_COMBOS - 1})")


def _side_arg(side: object) -> bool | None:
    if side in (None, "none", "both"):
        return None
    if side in ("green", "brown"):
        return bool(side == "brown")
    if isinstance(side, bool):
        return side
    raise ValueError(f"unknown tile side {side!r}; green or brown")


class _Functions:
    """The Fluent functions for one mode, rendering names from the text localizer's grammar messages."""

    def __init__(self, mode: Mode, text: Callable[[], Localizer], lang: str) -> None:
        self.mode = mode
        self._text = text
        self.lang = lang
        self._cards: dict[tuple[int, str], str] = {}
        self._tiles: dict[tuple[int, str], str] = {}
        self._agree: dict[int, str] = {}

    def card_text(self, face: int, case: str = "nom") -> str:
        key = (face, case)
        if key not in self._cards:
            t = self._text()
            a, b = SHAPES[face]
            colour = str(COLOURS[COLOUR[face]])

            def shape(s: object, number: str) -> str:
                return t.message("mk-shape", shape=str(s), number=number, case=case)

            self._cards[key] = t.message(
                "mk-card", case=case, same="yes" if a == b else "no", gold=GOLD[face],
                first=shape(a, "sg"), second=shape(b, "sg"), shapes_pl=shape(a, "pl"),
                colour_sg=t.message("mk-colour", colour=colour, number="sg", case=case),
                colour_pl=t.message("mk-colour", colour=colour, number="pl", case=case))
        return self._cards[key]

    def tile_text(self, combo: int, case: str = "nom") -> str:
        key = (combo, case)
        if key not in self._tiles:
            t = self._text()
            msg = f"mk-tile-{COMBO_IDS[combo]}"
            if t.has(msg):
                self._tiles[key] = t.message(msg, case=case)
            else:  # tile data the messages do not know: the data's own name
                self._tiles[key] = t.message("mk-tile-unknown", name=COMBOS[combo].name.get(self.lang, ""))
        return self._tiles[key]

    def agree(self, combo: int) -> str:
        if combo not in self._agree:
            t = self._text()
            msg = f"mk-tile-{COMBO_IDS[combo]}"
            self._agree[combo] = t.message(f"{msg}.agree") if t.has(msg) else "sg"
        return self._agree[combo]

    def card(self, card: object, case: object = "nom", cap: object = "no") -> str:
        f = _face_arg(card)
        if self.mode is Mode.BRAILLE:
            return card_cells(f)
        text = self.card_text(f, check_case(case, CASES))
        return capitalise(text) if cap == "yes" else text

    def tile(self, combo: object, case: object = "nom", side: object = None) -> str:
        c = _combo_arg(combo)
        if self.mode is Mode.BRAILLE:
            return tile_cells(c, _side_arg(side))
        return self.tile_text(c, check_case(case, CASES))

    def tile_agree(self, combo: object) -> str:
        return self.agree(_combo_arg(combo))

    def as_fluent(self) -> dict[str, Callable[..., Any]]:
        return {"CARD": self.card, "TILE": self.tile, "TILEAGREE": self.tile_agree}


def _first_check(before: Sequence[Event]) -> bool:
    """No combo was checked yet since the smartest monkey was chosen: "Krok 3, kontrola." goes before
    this check, not before every one (issue 25)."""
    for e in reversed(before):
        if isinstance(e, ComboChecked):
            return False
        if isinstance(e, SmartestChosen):
            return True
    return True


def _previous_smartest(before: Sequence[Event]) -> SmartestChosen | None:
    """The last smartest monkeys chosen in this round's scoring, among the events ``before``."""
    for e in reversed(before):
        if isinstance(e, SmartestChosen):
            return e
        if isinstance(e, DuplicatesSetAside | RoundEnded | RoundStarted):
            return None
    return None


def take_verdict(view: PlayerView, stack: int, cards: Sequence[int]) -> Verdict | None:
    """How the cards (card integers from the hand) fare against the tile on top of ``stack``: the check of
    the scoring (:func:`~beastybar_access.games.monkeys.tiles.verdict`). None when the stack is empty or
    no card is given."""
    if not 0 <= stack < len(view.offer):
        raise ValueError(f"there are stacks 0 to {len(view.offer) - 1}, not {stack!r}")
    combo = view.offer[stack]
    if combo is None or not cards:
        return None
    return verdict(combo, [face_of(c) for c in cards])


class MonkeysNarrator(SeatNames):
    """Sentences for one language. ``names`` are the players' display names by seat; ``listener`` is the
    seat that hears the sentence ("you" forms, and what that seat may know; None or -1: someone without a
    seat). ``variant`` (keyword): the game's variant, which tells how the smartest monkey is chosen and
    scores are made up (family variants: by tiles)."""

    PREFIX = "mk"

    def __init__(self, lang: str, locales_dir: Folders = None, *,
                 variant: Variant | str = Variant.STANDARD) -> None:
        self.lang = lang
        self.variant = Variant(variant)
        self._fns: dict[Mode, _Functions] = {}

        def factory(mode: Mode, text: Callable[[], Localizer]) -> Mapping[str, Callable[..., Any]]:
            fns = _Functions(mode, text, lang)
            self._fns[mode] = fns
            return fns.as_fluent()

        self.renderer = DualRenderer(lang, factory, locales_dir)
        self._line = self.renderer.line
        self._events: dict[type[Event], Callable[[Any, int | None, Sequence[str], str], Line | None]] = {
            RoundStarted: self._round_started,
            CardsDealt: self._dealt,
            TimerTick: self._timer,
            TileTaken: self._taken,
            CardsDrawn: self._drawn,
            DeckEmptied: self._deck_emptied,
            TileFlipped: self._flipped,
            RefillUsed: self._refill,
            TileRevealed: self._revealed,
            BananaGiven: self._banana,
            StopCalled: self._stop,
            PenaltyApplied: self._penalty,
            RoundEnded: self._round_ended,
            DuplicatesSetAside: self._duplicates,
            ComboChecked: self._checked,
            RoundScored: self._scored,
            GameOver: self._game_over,
        }

    @property
    def family(self) -> bool:
        return self.variant.family

    # -- small pieces ------------------------------------------------------------------------------------

    def card_name(self, card: int, case: str = "nom") -> Line:
        """A card (a physical card or a face) by its colour and its two buttons, gold marked: "červený kruh
        a trojúhelník", "dva modré čtverce, z toho jeden zlatý". Braille: its cells."""
        f = _face_arg(card)
        return Line(self._fns[Mode.TEXT].card_text(f, check_case(case, CASES)), card_cells(f))

    def cards(self, cards: Iterable[int]) -> Line:
        """Cards one after another, separated by semicolons (their names hold "a" and commas)."""
        items = [self.card_name(c) for c in cards]
        if not items:
            return self._line("list-empty")
        return self.renderer.join_with(items, "mk-entry-separator")

    def tile_name(self, combo: int, brown: bool | None = None, case: str = "nom") -> Line:
        """A combo tile's name ("Tři kruhy"; ``case`` "acc": "Barevnou řadu"). Braille: its cells with the
        points of the side ``brown`` (None: both sides)."""
        c = _combo_arg(combo)
        return Line(self._fns[Mode.TEXT].tile_text(c, check_case(case, CASES)), tile_cells(c, brown))

    def refill_name(self) -> Line:
        """The refill-hand tile ("Doplnění ruky"); braille: its cells."""
        return Line(self.renderer.text.message("mk-refill-tile"), special_cells("refill"))

    def banana_name(self) -> Line:
        """A banana peel; braille: its cells."""
        return Line(self.renderer.text.message("mk-banana-peel"), special_cells("banana"))

    def tile_agree(self, combo: int) -> str:
        """How a verb agrees with the tile's name: ``sg``, ``pl`` or ``num`` (Czech "Pět … je")."""
        return self._fns[Mode.TEXT].agree(_combo_arg(combo))

    def _join(self, items: Iterable[Line], entries: bool = False) -> Line:
        return self.renderer.join_with(items, "mk-entry-separator" if entries else "mk-item-separator")

    def _position(self, index: int | None, total: int | None) -> Line:
        if index is None:
            return _EMPTY
        return self._line("mk-position", index=index + 1, of=total if total is not None else index + 1)

    def _tile(self, combo: int, case: str = "nom", brown: bool | None = False) -> Line:
        return self.tile_name(combo, brown, case)

    def _time_args(self, ms: int) -> dict[str, int]:
        seconds = max(0, -(-ms // 1000))  # whole seconds, rounded up: never "0 seconds" while time is left
        return {"minutes": seconds // 60, "seconds": seconds % 60}

    def time_phrase(self, ms: int) -> Line:
        """A duration: "3 minuty", "1 minuta 30 sekund", "10 sekund"."""
        return self._line("mk-time", **self._time_args(ms))

    def _count_phrase(self, msg: str, count: int) -> Line:
        return self._line(msg, count=count)

    def _top_args(self, top: int | None) -> dict[str, object]:
        """What a stack shows on top now, as a short line's arguments (``empty``, ``top``, ``agree``)."""
        if top is None:
            return {"empty": True, "top": "", "agree": "sg"}
        return {"empty": False, "top": self._tile(top), "agree": self.tile_agree(top)}

    def stack_now(self, stack: int, top: int | None) -> Line:
        """What ``stack`` (0-based) shows on top now: "Ve sloupečku 3 jsou teď Tři kruhy."."""
        return self._stack_now(stack, top)

    def _stack_now(self, stack: int, top: int | None) -> Line:
        if top is None:
            return self._line("mk-stack-now", stack=stack + 1, empty=True)
        return self._line("mk-stack-now", stack=stack + 1, empty=False, top=self._tile(top),
                          agree=self.tile_agree(top))

    def _own_cards(self, player: int, cards: tuple[int, ...] | None,
                   listener: int | None) -> dict[str, object]:
        """``known`` and ``cards`` for an event with cards only ``player`` may see."""
        known = player == listener and cards is not None
        return {"known": known, "cards": self.cards(cards) if known and cards is not None else ""}

    # -- events ------------------------------------------------------------------------------------------

    def event(self, event: Event, listener: int | None, names: Sequence[str],
              verbosity: str = "normal", *, before: Sequence[Event] = (),
              after: Sequence[Event] = ()) -> Line | None:
        """One event as a sentence for ``listener``. None only where ``verbosity`` leaves the event out on
        purpose: the others' deals and draws below verbose, others' emptied decks in brief, "nobody owns a
        combo twice" in brief, and a correct combo check said together with the next ones (below).

        ``before`` and ``after`` (optional): the events that came before and after this one in the same
        batch (the same call of ``apply`` or ``advance``); :meth:`events` passes them. A smartest monkey
        chosen again after a wrong combo is then said as such ("Krok 2 znovu. Nejchytřejší opicí zůstává
        Ian …" / "… je teď Tom …"). Below verbose, one player's correct combos checked one after another
        are said once, with the last of them ("Petr: 7 komb v pořádku."); a wrong one keeps its own
        sentence."""
        v = check_verbosity(verbosity)
        if isinstance(event, SmartestChosen):
            return self._smartest(event, listener, names, v, _previous_smartest(before))
        if isinstance(event, ComboChecked) and event.correct and v != "verbose":
            return self._checked_run(event, listener, names, v, before, after)
        if isinstance(event, ComboChecked):  # another's wrong combo at normal: its name and what was wrong
            short = v == "normal" and event.player != listener  # (its cards under verbose, issue 25)
            return self._checked(event, listener, names, "short" if short else v, step=_first_check(before))
        if isinstance(event, GameOver):  # brief, normal: the standings were just said with the last round's
            said = v != "verbose" and any(isinstance(x, RoundScored) for x in before)  # scores
            return self._game_over(event, listener, names, v, totals=not said)
        handler = self._events.get(type(event))
        if handler is None:
            raise TypeError(f"not a 4 Monkeys event: {event!r}")
        return handler(event, listener, names, v)

    def events(self, events: Sequence[Event], listener: int | None, names: Sequence[str],
               verbosity: str = "normal") -> list[Line]:
        """A batch of events in order, each as :meth:`event` says it with the events before it as context;
        the events left out (None) are skipped."""
        out = []
        for i, e in enumerate(events):
            line = self.event(e, listener, names, verbosity, before=events[:i], after=events[i + 1:])
            if line is not None:
                out.append(line)
        return out

    def _round_started(self, e: RoundStarted, listener: int | None, names: Sequence[str], v: str) -> Line:
        # the whole offer only at verbose: brief and normal say the round and its length and that the offer
        # is under a key (a listener hears ~15 characters a second; the offer takes ~200, issue 25)
        offer = self._offer_items(e.offer, e.stack_sizes, None, v) if v == "verbose" else ""
        return self._line("mk-ev-round-started", round=e.round, rounds=rules.ROUNDS, of=rules.ROUNDS,
                          restart=e.restart,
                          time=self.time_phrase(e.round_ms), offer=offer, detail=v)

    def _dealt(self, e: CardsDealt, listener: int | None, names: Sequence[str], v: str) -> Line | None:
        if e.player != listener and v != "verbose":
            return None
        return self._line("mk-ev-dealt", count=e.count, detail=v, **self._person(e.player, listener, names),
                          **self._own_cards(e.player, e.cards, listener))

    def _timer(self, e: TimerTick, listener: int | None, names: Sequence[str], v: str) -> Line:
        return self._line("mk-ev-timer", **self._time_args(e.remaining_ms))

    def _taken(self, e: TileTaken, listener: int | None, names: Sequence[str], v: str) -> Line:
        if v == "brief" and e.player != listener:  # brief: another's take by where from and what is on
            return self.moved_from(e, listener, names)  # top there now (the offer stays known, issue 25)
        if v == "brief" or (v == "normal" and e.player != listener):
            # where from, and what is on top there now, in one sentence (normal: another's take with the
            # number of cards laid under it)
            return self._line("mk-ev-taken-brief", tile=self._tile(e.combo, "acc"), stack=e.stack + 1,
                              count=e.count, **self._top_args(e.top),
                              **self._person(e.player, listener, names))
        line = self._line("mk-ev-taken", tile=self._tile(e.combo, "acc"), stack=e.stack + 1, count=e.count,
                          detail=v, **self._person(e.player, listener, names),
                          **self._own_cards(e.player, e.cards, listener))
        parts = [line]
        if e.player == listener and e.cards:
            result = verdict(e.combo, [face_of(c) for c in e.cards])
            if not result.correct:
                parts.append(self._line("mk-taken-bluff", bluff="spare" if result.met else "unmet",
                                        count=len(e.cards)))
        parts.append(self._stack_now(e.stack, e.top))
        return Line.concat(parts)

    def _drawn(self, e: CardsDrawn, listener: int | None, names: Sequence[str], v: str) -> Line | None:
        own = e.player == listener
        if not own and v != "verbose":
            return None
        foreign = Counter(d for d in e.decks if d != e.player)
        foreign_decks = Line.concat(self._line("mk-drawn-from", count=n, colour=str(COLOURS[d]))
                                    for d, n in sorted(foreign.items()))
        due = {"take": None, "flip": rules.FLIP_DRAW, "new_hand": rules.REFILL_NEW_HAND,
               "more": rules.REFILL_MORE}.get(str(e.reason))
        short = e.count == 0 or (due is not None and e.count < due)
        return self._line("mk-ev-drawn", count=e.count, detail=v, foreign=sum(foreign.values()),
                          foreign_decks=foreign_decks, short=short and e.count > 0,
                          **self._person(e.player, listener, names),
                          **self._own_cards(e.player, e.cards, listener))

    def _deck_emptied(self, e: DeckEmptied, listener: int | None, names: Sequence[str],
                      v: str) -> Line | None:
        if e.deck != listener and v == "brief":
            return None
        return self._line("mk-ev-deck-emptied", **self._person(e.deck, listener, names))

    def _flipped(self, e: TileFlipped, listener: int | None, names: Sequence[str], v: str) -> Line:
        return self._line("mk-ev-flipped", tile=self._tile(e.combo, "acc", True), points=VALUE[e.combo][1],
                          drawn=self._count_phrase("mk-cards-acc", rules.FLIP_DRAW), detail=v,
                          **self._person(e.player, listener, names))

    def _refill(self, e: RefillUsed, listener: int | None, names: Sequence[str], v: str) -> Line:
        shown = e.discarded if e.mode is RefillMode.NEW_HAND and v != "brief" else None
        return self._line("mk-ev-refill", mode=str(e.mode), count=e.count, detail=v,
                          new=self._count_phrase("mk-new-cards-acc", rules.REFILL_NEW_HAND),
                          more=self._count_phrase("mk-more-cards-acc", rules.REFILL_MORE),
                          **self._person(e.player, listener, names),
                          **self._own_cards(e.player, shown, listener))

    def moved_from(self, e: TileTaken | TileRevealed, listener: int | None, names: Sequence[str]) -> Line:
        """Another's take or set-aside without the tile's name: where from and what the stack shows now
        (a real-time line too long for a listener otherwise, issue 25)."""
        msg = "mk-ev-taken-from" if isinstance(e, TileTaken) else "mk-ev-revealed-from"
        return self._line(msg, stack=e.stack + 1, **self._top_args(e.top),
                          **self._person(e.player, listener, names))

    def _revealed(self, e: TileRevealed, listener: int | None, names: Sequence[str], v: str) -> Line:
        if v != "verbose":  # where from and what is on top now, in one short sentence
            return self._line("mk-ev-revealed-short", tile=self._tile(e.combo, "acc"), stack=e.stack + 1,
                              **self._top_args(e.top), **self._person(e.player, listener, names))
        line = self._line("mk-ev-revealed", tile=self._tile(e.combo, "acc"), stack=e.stack + 1, detail=v,
                          **self._person(e.player, listener, names))
        return Line.concat([line, self._stack_now(e.stack, e.top)])

    def _banana(self, e: BananaGiven, listener: int | None, names: Sequence[str], v: str) -> Line:
        return self._line("mk-ev-banana", to=self._who(e.to, listener, names), to_you=e.to == listener,
                          **self._person(e.player, listener, names))

    def _stop(self, e: StopCalled, listener: int | None, names: Sequence[str], v: str) -> Line:
        return self._line("mk-ev-stop", correct=e.correct, kinds=e.kinds, all=rules.STOP_KINDS,
                          **self._person(e.player, listener, names))

    def _penalty(self, e: PenaltyApplied, listener: int | None, names: Sequence[str], v: str) -> Line:
        return self._line("mk-ev-penalty", points=e.points, total=self._line("mk-points", points=e.total),
                          **self._person(e.player, listener, names))

    def _round_ended(self, e: RoundEnded, listener: int | None, names: Sequence[str], v: str) -> Line:
        return self._line("mk-ev-round-ended", round=e.round, reason=str(e.reason), detail=v)

    # -- scoring -----------------------------------------------------------------------------------------

    def _duplicates(self, e: DuplicatesSetAside, listener: int | None, names: Sequence[str],
                    v: str) -> Line | None:
        seats = []
        for seat, combos in enumerate(e.duplicates):
            if not combos:
                continue
            counts = Counter(combos)
            items = self.renderer.join_list(self._line("mk-dup-item", tile=self._tile(c), count=n)
                                            for c, n in counts.items())
            seats.append(self._line("mk-dup-seat", items=items, **self._person(seat, listener, names)))
        if not seats and v == "brief":  # nothing set aside: brief says nothing
            return None
        return self._line("mk-ev-duplicates", any=bool(seats), items=Line.concat(seats), detail=v)

    def _smartest(self, e: SmartestChosen, listener: int | None, names: Sequence[str], v: str,
                  previous: SmartestChosen | None = None) -> Line:
        first = e.players[0] if e.players else 0
        table = _EMPTY
        if v == "verbose":
            table = self._line("mk-smartest-table", items=self._join(
                self._line("mk-smartest-item", points=e.points[s], count=e.tiles[s], brown=e.brown[s],
                           **self._person(s, listener, names)) for s in range(len(e.points))))
        you = first == listener if len(e.players) == 1 else listener in e.players
        again = "no" if previous is None else "same" if previous.players == e.players else "new"
        return self._line("mk-ev-smartest", count=len(e.players), you=you,
                          player=self.player_name(first, names),
                          players=self._people(e.players, listener, names),
                          points=e.points[first] if e.points else 0, tiles=e.tiles[first] if e.tiles else 0,
                          family=self.family, table=table, detail=v, again=again)

    def _checked(self, e: ComboChecked, listener: int | None, names: Sequence[str], v: str,
                 step: bool = True) -> Line:
        brown = e.value != VALUE[e.combo][0]
        return self._line("mk-ev-checked", tile=self._tile(e.combo, brown=brown), points=e.value, step=step,
                          count=len(e.cards), cards=self.cards(e.cards), correct=e.correct, met=e.met,
                          spare=self.cards(e.spare), spare_count=len(e.spare), detail=v,
                          **self._person(e.player, listener, names))

    def _checked_run(self, e: ComboChecked, listener: int | None, names: Sequence[str], v: str,
                     before: Sequence[Event], after: Sequence[Event]) -> Line | None:
        """A correct check below verbose: nothing while the next event is another correct check of the
        same player; then the run of them in one sentence, by the tiles' names (their cards: verbose;
        brief: by their count, one check alone by its name)."""
        def same(x: Event) -> bool:
            return isinstance(x, ComboChecked) and x.correct and x.player == e.player

        if after and same(after[0]):
            return None
        run = [e]
        for x in reversed(before):
            if not same(x):
                break
            assert isinstance(x, ComboChecked)
            run.insert(0, x)
        step = _first_check(before[:len(before) - len(run) + 1])
        if len(run) == 1 and v == "brief":
            return self._checked(e, listener, names, v, step)
        tiles = self.renderer.join_list(self._tile(x.combo, brown=x.value != VALUE[x.combo][0]) for x in run)
        return self._line("mk-ev-checked-run", count=len(run), tiles=tiles, detail=v, step=step,
                          named=v == "verbose",
                          **self._person(e.player, listener, names))

    def _packed(self, msg: str, items: Sequence[Line], budget: int, more: str | None = None,
                marks_last: bool = False, **args: object) -> list[Line]:
        """``msg`` with its ``items`` (entries, "; " between them) in as few lines as fit ``budget``
        characters each (an item longer than that alone in its line); ``more``: the message of the lines
        after the first (default ``msg``); ``marks_last``: ``more`` tells the last line (``last``)."""
        chunks: list[list[Line]] = []

        def render(chunk: list[Line], first: bool, last: bool = True) -> Line:
            if first or not more:
                return self._line(msg, items=self._join(chunk, entries=True), **args)
            return self._line(more, items=self._join(chunk, entries=True), last=last, **args)

        chunk: list[Line] = []
        for item in items:  # a line after the first is measured in its longest form (the last's, if marked)
            if chunk and len(render([*chunk, item], not chunks).text) > budget:
                chunks.append(chunk)
                chunk = []
            chunk.append(item)
        if chunk:
            chunks.append(chunk)
        return [render(c, i == 0, i == len(chunks) - 1 or not marks_last) for i, c in enumerate(chunks)]

    def scoring_lines(self, event: Event, listener: int | None, names: Sequence[str], budget: int, *,
                      before: Sequence[Event] = (), after: Sequence[Event] = ()) -> list[Line]:
        """A step of the scoring at verbose as lines of at most ``budget`` characters each (a listener
        hears each in a few seconds, issue 25): the smartest monkey as at normal, then everyone's points and
        tiles; each combo checked with its points and verdict, then its cards (and the spare ones); the
        round's scores with what they are made of; the game's end (the totals were said with the scores).
        Other events as :meth:`event` says them at verbose."""
        if isinstance(event, SmartestChosen):
            head = self._smartest(event, listener, names, "normal", _previous_smartest(before))
            return [head, *self._packed("mk-smartest-table", [
                self._line("mk-smartest-item", points=event.points[s], count=event.tiles[s],
                           brown=event.brown[s], **self._person(s, listener, names))
                for s in range(len(event.points))], budget)]
        if isinstance(event, ComboChecked):
            brown = event.value != VALUE[event.combo][0]
            step = _first_check(before)

            def checked(with_step: bool) -> Line:
                return self._line("mk-ev-checked-head", tile=self._tile(event.combo, brown=brown),
                                  points=event.value, step=with_step, correct=event.correct, met=event.met,
                                  **self._person(event.player, listener, names))

            heads = [checked(step)]
            if step and len(heads[0].text) > budget:  # "Krok 3, kontrola." a line of its own
                heads = [self._line("mk-check-step"), checked(False)]
            cards = self._packed("mk-check-cards", [self.card_name(c) for c in event.cards], budget,
                                 more="mk-check-cards-more", marks_last=True, count=len(event.cards))
            spare = self._packed("mk-check-spare", [self.card_name(c) for c in event.spare], budget,
                                 more="mk-check-spare-more", count=len(event.spare)
                                 ) if event.met and not event.correct else []
            return [*heads, *cards, *spare]
        if isinstance(event, RoundScored):
            return self._packed("mk-ev-scored", [
                self._line("mk-score-item", score=s.score, total=s.total, detail="verbose",
                           breakdown=self._breakdown(s), **self._person(s.player, listener, names))
                for s in event.scores], budget, round=event.round, detail="verbose")
        if isinstance(event, GameOver):
            said = any(isinstance(x, RoundScored) for x in before)
            return [self._game_over(event, listener, names, "verbose", totals=not said)]
        return as_lines(self.event(event, listener, names, "verbose", before=before, after=after))

    def _breakdown(self, s: ScoreLine) -> Line:
        peel_points = -rules.BANANA_PEEL_VALUE * s.banana_peels
        if self.family:
            return self._line("mk-breakdown-family", green=s.green, brown=s.brown, set_aside=s.set_aside,
                              aside_points=rules.FAMILY_SET_ASIDE_PENALTY * s.set_aside, bonus=s.bonus,
                              peels=s.banana_peels, peel_points=peel_points)
        return self._line("mk-breakdown", points=s.points, set_aside=s.set_aside,
                          aside_points=rules.SET_ASIDE_PENALTY * s.set_aside, peels=s.banana_peels,
                          peel_points=peel_points)

    def _scored(self, e: RoundScored, listener: int | None, names: Sequence[str], v: str) -> Line:
        return Line.concat(self.scored_lines(e, listener, names, v))

    def scored_lines(self, e: RoundScored, listener: int | None, names: Sequence[str],
                     verbosity: str = "normal") -> list[Line]:
        """A round's scores. Brief: the standings ("Po 2. kole: Jana 29, Petr 26."); normal: the round's
        points, then the standings, each a short line of its own (a listener hears each in a few seconds,
        issue 25; after round 1 they are the same: the standings alone); verbose: each player's points, total
        and what they are made of, in one line."""
        v = check_verbosity(verbosity)

        def scores(detail: str) -> Line:
            items = self._join((self._line("mk-score-item", score=s.score, total=s.total, detail=detail,
                                           breakdown=self._breakdown(s) if detail == "verbose" else _EMPTY,
                                           **self._person(s.player, listener, names)) for s in e.scores),
                               entries=detail == "verbose")  # "Jana 21, Petr 25"
            return self._line("mk-ev-scored", round=e.round, items=items, detail=detail)

        if v == "verbose":
            return [scores(v)]
        if v == "normal" and any(s.score != s.total for s in e.scores):
            return [scores("round"), scores("brief")]
        return [scores("brief")]

    def _game_over(self, e: GameOver, listener: int | None, names: Sequence[str], v: str,
                   totals: bool = True) -> Line:
        winners = list(e.winners)
        best = e.totals[winners[0]] if winners else 0
        if len(winners) == 1:
            verdict_line = self._line("mk-winner", points=best, **self._person(winners[0], listener, names))
        else:
            verdict_line = self._line("mk-shared-win", points=best, you=listener in winners,
                                      players=self._people(winners, listener, names))
        order = sorted(range(len(e.totals)), key=lambda s: (-e.totals[s], s))
        items = self._join(self._line("mk-total-item", points=e.totals[s], **self._person(s, listener, names))
                           for s in order)
        return self._line("mk-ev-game-over", verdict=verdict_line, items=items, totals=totals)

    # -- the table ---------------------------------------------------------------------------------------

    def _offer_items(self, offer: Sequence[int | None], sizes: Sequence[int], owned: Counter[int] | None,
                     v: str, aside: Sequence[int] = ()) -> Line:
        if offer and all(combo is None for combo in offer) and not aside:  # before a round: one phrase
            return self._line("mk-offer-empty", stacks=len(offer))
        items = []
        for s, combo in enumerate(offer):
            if combo is None:
                items.append(self._line("mk-offer-item", stack=s + 1, empty=True, detail=v))
            else:
                items.append(self._line("mk-offer-item", stack=s + 1, empty=False, tile=self._tile(combo),
                                        points=VALUE[combo][0], owned=bool(owned and owned[combo]),
                                        count=sizes[s] if s < len(sizes) else 0, detail=v))
        aside_items = self.renderer.join_list(self._tile(c) for c in aside)
        return self._line("mk-offer", items=self._join(items, entries=True), aside=len(aside),
                          aside_items=aside_items)

    def _owned(self, view: PlayerView) -> Counter[int]:
        seated = 0 <= view.player < len(view.tiles)
        return Counter(t.combo for t in view.tiles[view.player]) if seated else Counter()

    def offer(self, view: PlayerView, verbosity: str = "normal") -> Line:
        """Every stack's top tile in one phrase: "Nabídka: 1: Tři kruhy, 2 body, máš; 2: prázdný; …"
        (brief: the names only; verbose: the stacks' heights and the tiles set aside from the offer)."""
        v = check_verbosity(verbosity)
        aside = view.revealed if v == "verbose" else ()
        return self._offer_items(view.offer, view.stack_sizes, self._owned(view), v, aside)

    def offer_tile(self, view: PlayerView, stack: int, verbosity: str = "normal") -> Line:
        """One stack, named with its place among the stacks ("Sloupeček 3 ze 6"): its top tile's name, what it
        needs, its points, the stack's height and whether the listener owns one already (brief: name and
        points; verbose: the brown side's points too)."""
        v = check_verbosity(verbosity)
        combo = view.offer[stack]
        if combo is None:
            return self._line("mk-offer-tile", stack=stack + 1, of=len(view.offer), empty=True, detail=v)
        owned = self._owned(view)[combo]
        return self._line("mk-offer-tile", stack=stack + 1, of=len(view.offer), empty=False,
                          tile=self._tile(combo), need=self._need(combo), points=VALUE[combo][0],
                          count=view.stack_sizes[stack],
                          owned=owned, owned_times=self._line("mk-times", count=owned),
                          brown_points=self._line("mk-points", points=VALUE[combo][1]), detail=v)

    def _need(self, combo: int) -> str:
        text = COMBOS[combo].text
        return text.get(self.lang) or text.get("en", "")

    def hand(self, view: PlayerView, verbosity: str = "normal") -> Line:
        """The listener's hand: "V ruce máš 5 karet: červený kruh a trojúhelník; …"."""
        check_verbosity(verbosity)
        return self._line("mk-hand", count=len(view.hand), items=self.cards(view.hand))

    def hand_card(self, view: PlayerView, index: int, selected: bool, verbosity: str = "normal") -> Line:
        """One card of the hand (``index`` 0-based) while browsing: "červený kruh a trojúhelník, vybráno,
        2 z 5" (brief: the name, and "vybráno" when selected)."""
        v = check_verbosity(verbosity)
        return self._line("mk-hand-card", card=self.card_name(view.hand[index]), selected=bool(selected),
                          position=self._position(index, len(view.hand)), detail=v)

    def toggled(self, view: PlayerView, index: int, selected: bool, count: int) -> Line:
        """After selecting or unselecting a card: "červený kruh a trojúhelník: vybráno, vybrány 2 karty"
        (``count``: the cards selected now)."""
        return self._line("mk-toggled", card=self.card_name(view.hand[index]), selected=bool(selected),
                          count=count)

    def selection(self, cards: Sequence[int]) -> Line:
        """The cards selected: "Vybráno 2 karty: …" or that none is."""
        return self._line("mk-selection", count=len(cards), cards=self.cards(cards))

    def own_tiles(self, view: PlayerView, verbosity: str = "normal") -> Line:
        """The listener's tiles this round: each with its side, points, a warning when owned twice, its
        status after a check; the total, the different combos, the refill tile and banana peels (verbose:
        the cards under each tile)."""
        v = check_verbosity(verbosity)
        seated = 0 <= view.player < len(view.tiles)
        tiles = view.tiles[view.player] if seated else ()
        counts = Counter(t.combo for t in tiles)
        items = self.renderer.join_with((self._line(
            "mk-own-tile", tile=self._tile(t.combo, brown=t.brown), brown=t.brown, points=t.value,
            dup=counts[t.combo] > 1, status=str(t.status), count=t.count,
            cards=self.cards(t.cards or ()), detail=v) for t in tiles),
            "mk-sentence-separator" if v == "verbose" else "mk-entry-separator")
        peels = view.banana_peels[view.player] if seated else 0
        points = sum(t.value for t in tiles if t.status in (TileStatus.KEPT, TileStatus.CHECKED))
        return self._line("mk-own-tiles", count=len(tiles), items=items, points=points,
                          kinds=len(counts), all=rules.STOP_KINDS,
                          refill=bool(view.refill_used[view.player]) if seated else False, peels=peels,
                          peel_points=self._line("mk-points", points=-rules.BANANA_PEEL_VALUE * peels))

    def own_tile(self, view: PlayerView, index: int, verbosity: str = "normal",
                 total: int | None = None) -> Line:
        """One of the listener's tiles while browsing (``index`` 0-based, in the order taken): "Tři kruhy,
        zelená strana, 2 body, 1 ze 3" with a warning when owned twice and the status after a check
        (verbose: the cards under it). ``total``: the count said in the position (default: the tiles)."""
        v = check_verbosity(verbosity)
        tiles = view.tiles[view.player]
        t = tiles[index]
        dup = sum(1 for x in tiles if x.combo == t.combo) > 1
        return self._line("mk-own-tile-item", tile=self._tile(t.combo, brown=t.brown), brown=t.brown,
                          points=t.value, dup=dup, status=str(t.status), count=t.count,
                          cards=self.cards(t.cards or ()), detail=v,
                          position=self._position(index, len(tiles) if total is None else total))

    def refill_tile(self, view: PlayerView, verbosity: str = "normal", index: int | None = None,
                    total: int | None = None) -> Line:
        """The refill-hand tile while browsing: "Doplnění ruky, připravené, 4 ze 4" (``index`` 0-based;
        None: no position)."""
        v = check_verbosity(verbosity)
        seated = 0 <= view.player < len(view.refill_used)
        used = bool(view.refill_used[view.player]) if seated else False
        return self._line("mk-refill-item", used=used, detail=v, position=self._position(index, total))

    def tile_counts(self, view: PlayerView, names: Sequence[str], verbosity: str = "normal") -> Line:
        """Everyone's tiles this round: "Kartičky: ty 3 kartičky, 9 bodů; Petr žádná." (verbose: their
        names; the tiles are face up on the table)."""
        v = check_verbosity(verbosity)
        items = []
        for seat, tiles in enumerate(view.tiles):
            names_line = self.renderer.join_list(self._tile(t.combo, brown=t.brown) for t in tiles)
            items.append(self._line("mk-tile-count", count=len(tiles), points=sum(t.value for t in tiles),
                                    tiles=names_line, detail=v, **self._person(seat, view.player, names)))
        return self._line("mk-tile-counts", items=self._join(items, entries=True))

    def time_left(self, view: PlayerView) -> Line:
        """The time left on the timer: "Zbývají 3 minuty 20 sekund.", or that no round runs."""
        running = view.phase is Phase.PLAY
        left = view.time_left if running else 0
        return self._line("mk-time-left", running=running, **self._time_args(left))

    def scores(self, view: PlayerView, names: Sequence[str]) -> Line:
        """Each round's scores, the totals and the false "Stop!" penalties."""
        rounds = Line.concat(
            self._line("mk-scores-round", round=r + 1, items=self._join(
                self._line("mk-score-entry", points=pts, **self._person(s, view.player, names))
                for s, pts in enumerate(scores)))
            for r, scores in enumerate(view.round_scores))
        totals = self._join(self._line("mk-total-item", points=t, **self._person(s, view.player, names))
                            for s, t in enumerate(view.totals))
        penalised = [(s, p) for s, p in enumerate(view.penalties) if p]
        penalties = self._join(self._line("mk-total-item", points=p, **self._person(s, view.player, names))
                               for s, p in penalised)
        return self._line("mk-scores", rounds=len(view.round_scores), items=rounds, totals=totals,
                          penalties=len(penalised), penalty_items=penalties)

    def decks(self, view: PlayerView, names: Sequence[str]) -> Line:
        """The cards left in each deck and in each hand."""
        def entries(counts: Sequence[int]) -> Line:
            return self._join(self._line("mk-deck-entry", count=n, **self._person(s, view.player, names))
                              for s, n in enumerate(counts))
        return self._line("mk-decks", decks=entries(view.deck_sizes), hands=entries(view.hand_sizes))

    def specials(self, view: PlayerView, names: Sequence[str]) -> Line:
        """What lies face up before each player besides the combo tiles: whether their refill tile is used
        (turned over) and, in the banana-peel variants, how many peels they hold."""
        refills = self._join(self._line("mk-refill-entry", used=used, **self._person(s, view.player, names))
                             for s, used in enumerate(view.refill_used))
        peels = self._join(self._line("mk-peel-entry", count=n, **self._person(s, view.player, names))
                           for s, n in enumerate(view.banana_peels))
        return self._line("mk-specials", refills=refills, banana=view.variant.banana, peels=peels)

    # -- checks before acting ----------------------------------------------------------------------------

    def take_check(self, view: PlayerView, stack: int, cards: Sequence[int]) -> Line:
        """Whether the selected cards (card integers from the hand) meet the tile on top of ``stack``: they
        meet it exactly; they meet it with a card to spare (the check would fail); or not at all. The last
        two are a bluff, which the console lets through on a second confirmation."""
        combo = view.offer[stack] if 0 <= stack < len(view.offer) else None
        if not cards:
            return self._line("mk-take-check", state="none", stack=stack + 1, count=0)
        if combo is None:
            return self._line("mk-take-check", state="empty", stack=stack + 1, count=len(cards))
        result = take_verdict(view, stack, cards)
        assert result is not None
        if result.correct:
            state = "correct"
        elif result.met:
            state = "spare"
        else:
            state = "unmet"
        spare = [cards[i] for i in result.spare]
        return self._line("mk-take-check", state=state, stack=stack + 1, count=len(cards),
                          tile=self._tile(combo, "acc"), spare=self.cards(spare), spare_count=len(spare))

    def stop_check(self, view: PlayerView) -> Line:
        """Before "Stop!": whether the listener owns every different combo (else the 10-point penalty)."""
        kinds = view.kinds(view.player) if 0 <= view.player < len(view.tiles) else 0
        return self._line("mk-stop-check", correct=kinds >= rules.STOP_KINDS, kinds=kinds,
                          all=rules.STOP_KINDS, penalty=rules.FALSE_STOP_PENALTY)

    def reveal_check(self, view: PlayerView) -> Line:
        """Whether the listener may set a top tile aside to reveal the next, and which kinds are missing."""
        owned = self._owned(view)
        missing = sorted({c for c in view.offer if c is not None} - set(owned))
        allowed = not missing and any(c is not None for c in view.offer)
        return self._line("mk-reveal-check", allowed=allowed,
                          missing=self.renderer.join_list(self._tile(c) for c in missing))

    # -- rules -------------------------------------------------------------------------------------------

    def card_rules(self, card: int) -> Line:
        """What a card is: its colour, its two buttons and the gold one."""
        f = _face_arg(card)
        a, b = SHAPES[f]
        t = self.renderer.text
        first = t.message("mk-shape", shape=str(a), number="sg", case="nom")
        second = t.message("mk-shape", shape=str(b), number="sg", case="nom")
        line = self._line("mk-rules-card", colour=str(COLOURS[COLOUR[f]]), first=first, second=second,
                          gold=GOLD[f])
        return Line(line.text, self.card_name(f).braille + " " + line.text)

    def tile_rules(self, combo: int) -> Line:
        """What a combo tile needs and what its two sides are worth."""
        c = _combo_arg(combo)
        return self._line("mk-rules-tile", tile=self._tile(c, brown=None), need=self._need(c),
                          points=VALUE[c][0], brown_points=self._line("mk-points", points=VALUE[c][1]))

    def rules_text(self, subject: object) -> Line:
        """The rules of a card or a tile. ``subject``: a face id (``"red-circle-circle"``), a card id
        (``"red-circle-circle@blue"``), a combo id (``"circles-3"``), ``"refill"`` (the refill-hand tile),
        ``"banana"`` (a banana peel), or a pair ``("card", card)`` / ``("tile", combo)`` of integers."""
        if isinstance(subject, tuple) and len(subject) == 2:
            kind, value = subject
            if kind == "card":
                return self.card_rules(value)
            if kind == "tile":
                return self.tile_rules(value)
            raise ValueError(f"unknown subject kind {kind!r}; card or tile")
        if subject == "refill":
            return self._line("mk-rules-refill",
                              new=self._count_phrase("mk-new-cards-acc", rules.REFILL_NEW_HAND),
                              more=self._count_phrase("mk-more-cards-acc", rules.REFILL_MORE))
        if subject == "banana":
            return self._line("mk-rules-banana", points=-rules.BANANA_PEEL_VALUE)
        if isinstance(subject, str):
            if subject in COMBO_IDS:
                return self.tile_rules(parse_combo(subject))
            if subject in FACE_IDS or "@" in subject:
                try:
                    return self.card_rules(_face_arg(subject))
                except TypeError:
                    pass
        return self._line("mk-rules-unknown")

    # -- refusals ----------------------------------------------------------------------------------------

    def refusal(self, code: str, args: Mapping[str, object] | None = None) -> Line:
        """Why an action was refused, from :class:`~beastybar_access.games.base.IllegalActionError`
        ``code`` and ``args_``. Unknown codes (and arguments a message cannot use) give a generic refusal,
        never silence."""
        msg = f"mk-refusal-{code.replace('_', '-')}"
        if not self.renderer.has(msg):
            return self._line("mk-refusal-generic")
        fluent: dict[str, object] = {"known": False, "stacks": 0}
        args = dict(args or {})
        try:
            if _is_int(stack := args.get("stack")):
                fluent.update(known=True, stack=stack + 1)
            if _is_int(stacks := args.get("stacks")):
                fluent["stacks"] = stacks
            if _is_int(tile := args.get("tile")):
                fluent.update(known=True, tile=tile + 1)
            if isinstance(given := args.get("cards"), tuple | list):
                cards = [c for c in given if _is_int(c) and 0 <= c < NUM_FACES * MAX_DECKS]
                if cards:
                    fluent.update(known=True, cards=self.cards(cards))
            if isinstance(given := args.get("missing"), tuple | list):
                missing = [_combo_arg(c) for c in given]
                if missing:
                    fluent.update(known=True, missing=self.renderer.join_list(self._tile(c) for c in missing))
            if code == "bad_stack" and not fluent["stacks"]:
                fluent["known"] = False
            return self._line(msg, **fluent)
        except (MessageFormatError, MissingMessageError, TypeError, ValueError):
            return self._line("mk-refusal-generic")


__all__ = ["CASES", "VERBOSITIES", "MonkeysNarrator", "take_verdict"]

"""Cubirds narration: every event, every part of the table and every decision as sentences, per listener.

The sentences and their grammar (cases, genders, plurals after numerals) live in
``locales/<lang>/cubirds.ftl`` (ids ``cb-…``). This module only picks message ids and passes species ids,
seats, rows and counts; it registers the Fluent functions ``BIRD`` and ``BIRDGENDER`` that render a bird
from those files. Every method returns a :class:`~beastybar_access.narration.lines.Line`: the text (screen
and speech) and the braille form, in which each bird appears as its cells
(:func:`~beastybar_access.games.cubirds.braille_cards.species_cells`) instead of its name.

Rows are 0-based in the engine and 1-based in every sentence; a row is always read from its left end.
Cards only their owner may see (drawn, dealt, discarded from a hand) are never named to anyone else, even
when the event passed in still carries them; previews never name a card of the pile.

>>> n = CubirdsNarrator("cs")
>>> from beastybar_access.games.cubirds.cards import Species
>>> [n.species_name(Species.TOUCAN, "nom", k).text for k in (1, 2, 5)]
['tukan', 'tukani', 'tukanů']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from beastybar_access.games.core.narration import SeatNames
from beastybar_access.games.cubirds import rules
from beastybar_access.games.cubirds.braille_cards import species_cells
from beastybar_access.games.cubirds.cards import (
    BIG_FLOCK,
    COUNT,
    HAND_SIZE,
    NUM_SPECIES,
    ROWS,
    SMALL_FLOCK,
    WIN_SPECIES,
    WIN_TRIO,
    WIN_TRIOS,
    UnknownSpeciesError,
    counts_of,
    flock_keeps,
    parse_species,
    species_id,
)
from beastybar_access.games.cubirds.engine import Action, DrawTwo, Flock, Lay, Phase, PlayerView, Refill
from beastybar_access.games.cubirds.events import (
    Dealt,
    DrawDeclined,
    DrewTwo,
    Event,
    FlockDeclined,
    Flocked,
    GameOver,
    HandDiscarded,
    Laid,
    PileExhausted,
    PlayerResult,
    RefillDrawn,
    RefillPlaced,
    Reshuffled,
    RoundEnded,
    RoundStarted,
    Taken,
    TurnPassed,
)
from beastybar_access.games.cubirds.rules import Side, Win
from beastybar_access.narration import Folders, Localizer, MessageFormatError, MissingMessageError
from beastybar_access.narration.lines import (
    CASES,
    VERBOSITIES,
    DualRenderer,
    Line,
    Mode,
    as_lines,
    capitalise,
    check_case,
    check_verbosity,
)

NUMBERS: frozenset[str] = frozenset({"sg", "pl"})

_OVER_MESSAGES: dict[Win, str] = {
    Win.SEVEN_SPECIES: "cb-over-seven-species",
    Win.TWO_TRIOS: "cb-over-two-trios",
    Win.PILE_EMPTY: "cb-over-pile-empty",
    Win.CANNOT_DEAL: "cb-over-cannot-deal",
}
_EMPTY = Line("", "")


def _species_arg(value: object) -> int:
    if isinstance(value, str):
        try:
            return parse_species(value)
        except UnknownSpeciesError:
            raise TypeError(f"not a species id: {value!r}") from None
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < NUM_SPECIES:
        return int(value)
    raise TypeError(f"not a species: {value!r} (an id such as 'owl', or 0..{NUM_SPECIES - 1})")


def _count_arg(count: object) -> int:
    if isinstance(count, bool) or not isinstance(count, int) or count < 0:
        raise TypeError(f"not a count: {count!r}")
    return int(count)


class _BirdFunctions:
    """The Fluent functions for one mode, rendering names from the text localizer's grammar messages."""

    def __init__(self, mode: Mode, text: Callable[[], Localizer]) -> None:
        self.mode = mode
        self._text = text
        self._nouns: dict[tuple[int, str, str], str] = {}
        self._forms: dict[tuple[int, str], tuple[str, str]] = {}
        self._genders: dict[int, str] = {}

    def noun(self, species: int, number: str, case: str) -> str:
        key = (species, number, case)
        if key not in self._nouns:
            msg = f"cb-bird-{species_id(species)}"
            self._nouns[key] = self._text().message(msg, number=number, case=case)
        return self._nouns[key]

    def counted(self, count: int, case: str) -> tuple[str, str]:
        """The number and case a noun takes after the numeral ``count`` in a phrase of case ``case``."""
        key = (count, case)
        if key not in self._forms:
            text = self._text()
            self._forms[key] = (text.message("cb-count-number", count=count),
                                text.message("cb-count-case", count=count, case=case))
        return self._forms[key]

    def gender(self, species: int) -> str:
        if species not in self._genders:
            self._genders[species] = self._text().message(f"cb-bird-{species_id(species)}.gender")
        return self._genders[species]

    def name(self, species: int, case: str = "nom", count: int | None = None, number: str = "sg") -> str:
        if count is not None:
            number, case = self.counted(count, case)
        elif number not in NUMBERS:
            raise ValueError(f"unknown number {number!r}; sg or pl")
        return self.noun(species, number, case)

    def bird(self, species: object, count: object = None, case: object = "nom", number: object = "sg",
             cap: object = "no") -> str:
        s = _species_arg(species)
        case = check_case(case)
        n = None if count is None else _count_arg(count)
        if self.mode is Mode.BRAILLE:
            return species_cells(s)
        text = self.name(s, case, n, str(number))
        return capitalise(text) if cap == "yes" else text

    def bird_gender(self, species: object) -> str:
        return self.gender(_species_arg(species))

    def as_fluent(self) -> dict[str, Callable[..., Any]]:
        return {"BIRD": self.bird, "BIRDGENDER": self.bird_gender}


# -- what a lay would do -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class LayOutcome:
    """What laying ``count`` cards of ``species`` at the ``side`` end of ``row`` does, as far as the player
    can know beforehand (nothing about the cards of the pile)."""

    species: int
    count: int
    row: int
    side: Side
    taken: tuple[int, ...]
    """The surrounded cards taken into the hand, left to right."""
    row_after: tuple[int, ...]
    """The row after laying and taking, before any refill."""
    refill: bool
    """The row then holds one species and is refilled from the pile."""
    exhausted: bool
    """It would need a refill, but the pile and the discard pile are empty: the game ends after the turn."""
    round_ends: bool
    """The lay empties the hand (nothing surrounded): the round ends."""
    game_ends: bool
    """... and 8 cards cannot be dealt to everyone: the game ends."""
    draw: int
    """Cards the player may then take from the pile (0: no such offer)."""
    flocks: tuple[tuple[int, int], ...]
    """``(species, count)`` of the hand afterwards that reach a small flock."""


def lay_outcome(source: Lay | Sequence[Event], view: PlayerView) -> LayOutcome:
    """The outcome of a lay from the ``view`` before it, given as the action or as the events of
    ``state.preview(action)`` (both give the same outcome)."""
    if isinstance(source, Lay):
        species, row_index, side = int(source.species), int(source.row), Side(source.side)
        count = view.hand[species]
    else:
        laid = next((e for e in source if isinstance(e, Laid)), None)
        if laid is None:
            raise ValueError("the events hold no lay")
        species, row_index, side, count = laid.species, laid.row, Side(laid.side), laid.count
    row = list(view.rows[row_index])
    taken = tuple(rules.lay(row, species, count, side))
    hand = list(view.hand)
    hand[species] -= count
    for c in taken:
        hand[c] += 1
    cards_left = view.pile_size + view.discard_size
    refill = bool(taken) and rules.one_species(row)
    round_ends = not taken and not any(hand)
    if isinstance(source, Lay):
        exhausted = refill and cards_left == 0
        others = sum(n for seat, n in enumerate(view.hand_sizes) if seat != view.player)
        game_ends = round_ends and cards_left + others < HAND_SIZE * view.players
    else:
        exhausted = any(isinstance(e, PileExhausted) for e in source)
        game_ends = any(isinstance(e, GameOver) and e.reason is Win.CANNOT_DEAL for e in source)
    draw = 0 if taken or round_ends else min(2, cards_left)
    flocks = () if round_ends else tuple(
        (s, n) for s, n in enumerate(hand) if n >= SMALL_FLOCK[s]
    )
    return LayOutcome(species, count, row_index, side, taken, tuple(row), refill and not exhausted,
                      exhausted, round_ends, game_ends, draw, flocks)


def runs(row: Iterable[int]) -> list[tuple[int, int]]:
    """A row as ``(species, count)`` runs of neighbouring cards, left to right."""
    out: list[tuple[int, int]] = []
    for c in row:
        if out and out[-1][0] == c:
            out[-1] = (c, out[-1][1] + 1)
        else:
            out.append((c, 1))
    return out


def _groups(cards: Iterable[int]) -> list[tuple[int, int]]:
    """Cards as ``(species, count)``, in the order each species first appears."""
    counts: dict[int, int] = {}
    for c in cards:
        counts[c] = counts.get(c, 0) + 1
    return list(counts.items())


def _present(counts: Sequence[int]) -> list[tuple[int, int]]:
    return [(s, n) for s, n in enumerate(counts) if n]


# -- the narrator ------------------------------------------------------------------------------------------


def _row_still_one_species(placed: RefillPlaced, after: Sequence[Event]) -> bool:
    """Whether the row still held one species after ``placed`` (another card is drawn for it, or none is
    left to draw): the card was of the row's own species, which the console places by itself."""
    for x in after:
        if isinstance(x, RefillDrawn | PileExhausted) and x.row == placed.row:
            return True
        if isinstance(x, RefillPlaced | Laid):
            return False
    return False


class CubirdsNarrator(SeatNames):
    """Sentences for one language. ``names`` are the players' display names by seat; ``listener`` is the
    seat that hears the sentence ("you" forms, and what that seat may know; None or -1: someone without a
    seat). Verbosity is ``"brief"``, ``"normal"`` or ``"verbose"``."""

    PREFIX = "cb"

    def __init__(self, lang: str, locales_dir: Folders = None) -> None:
        self.lang = lang
        self._fns: dict[Mode, _BirdFunctions] = {}

        def factory(mode: Mode, text: Callable[[], Localizer]) -> Mapping[str, Callable[..., Any]]:
            fns = _BirdFunctions(mode, text)
            self._fns[mode] = fns
            return fns.as_fluent()

        self.renderer = DualRenderer(lang, factory, locales_dir)
        self._line = self.renderer.line
        self._birds: dict[tuple[int, int, str], Line] = {}
        self._events: dict[type[Event], Callable[[Any, int | None, Sequence[str], str], Line | None]] = {
            Laid: self._laid,
            Taken: self._taken,
            RefillDrawn: self._refill_drawn,
            RefillPlaced: self._refill_placed,
            PileExhausted: self._pile_exhausted,
            Reshuffled: self._reshuffled,
            DrewTwo: self._drew_two,
            DrawDeclined: self._draw_declined,
            Flocked: self._flocked,
            FlockDeclined: self._flock_declined,
            RoundEnded: self._round_ended,
            HandDiscarded: self._hand_discarded,
            Dealt: self._dealt,
            RoundStarted: self._round_started,
            TurnPassed: self._turn_passed,
            GameOver: self._game_over,
        }

    # -- small pieces ------------------------------------------------------------------------------------

    def species_name(self, species: int, case: str = "nom", count: int | None = None) -> Line:
        """The bird's name in ``case``; with ``count``, in the number and case that count asks for
        (1 "sova", 2 "sovy", 5 "sov"; the numeral itself is not included). Braille: its cells."""
        s = _species_arg(species)
        n = None if count is None else _count_arg(count)
        return Line(self._fns[Mode.TEXT].name(s, check_case(case), n), species_cells(s))

    def species_gender(self, species: int) -> str:
        """The grammatical gender of the bird's name (Czech: masculine-animate or feminine)."""
        return self._fns[Mode.TEXT].gender(_species_arg(species))

    def birds(self, species: int, count: int, case: str = "nom") -> Line:
        """``count`` birds of one species as a phrase: "sova", "2 sovy", "5 sov" ("an owl", "2 owls");
        ``case`` is ``"nom"`` or ``"acc"``."""
        if case not in ("nom", "acc"):
            raise ValueError(f"birds() takes the case nom or acc, not {case!r}")
        key = (_species_arg(species), _count_arg(count), case)
        line = self._birds.get(key)
        if line is None:  # the phrases are few and read often (rows, hands): each is rendered once
            line = self._birds[key] = self._line(f"cb-birds-{case}", species=species_id(key[0]), count=key[1])
        return line

    def side_name(self, side: Side | int) -> Line:
        """An end of a row: "zleva", "zprava" ("at the left end")."""
        return self._line("cb-side", side=str(Side(side)))

    def _bird_list(self, groups: Iterable[tuple[int, int]], case: str = "nom") -> Line:
        """``(species, count)`` groups as a list: "2 sovy a tukan"."""
        return self.renderer.join_list(self.birds(s, n, case) for s, n in groups)

    def _row_items(self, row: Sequence[int]) -> Line:
        return self.renderer.join_with((self.birds(s, n) for s, n in runs(row)), "cb-item-separator")

    def _position(self, index: int | None, total: int | None) -> Line:
        if index is None:
            return _EMPTY
        return self._line("cb-position", index=index + 1, of=total if total is not None else index + 1)

    # -- events ------------------------------------------------------------------------------------------

    def event(self, event: Event, listener: int | None, names: Sequence[str],
              verbosity: str = "normal") -> Line | None:
        """One event as a sentence for ``listener``. None only where ``verbosity`` leaves the event out on
        purpose: in brief mode the other players' turn changes, new deals and discarded hands, and the
        listener's own round end and flock not laid (each heard as it was chosen)."""
        verbosity = check_verbosity(verbosity)
        handler = self._events.get(type(event))
        if handler is None:
            raise TypeError(f"not a Cubirds event: {event!r}")
        return handler(event, listener, names, verbosity)

    def _laid(self, e: Laid, listener: int | None, names: Sequence[str], v: str) -> Line:
        return self._line("cb-ev-laid", species=species_id(e.species), count=e.count, row=e.row + 1,
                          side=str(Side(e.side)), **self._person(e.player, listener, names))

    def _taken(self, e: Taken, listener: int | None, names: Sequence[str], v: str) -> Line:
        return self._line("cb-ev-taken", count=len(e.cards), birds=self._bird_list(_groups(e.cards), "acc"),
                          row=e.row + 1, detail=v, **self._person(e.player, listener, names))

    def _refill_drawn(self, e: RefillDrawn, listener: int | None, names: Sequence[str], v: str) -> Line:
        args: dict[str, object] = {"row": e.row + 1, "known": e.card is not None, "detail": v}
        if e.card is not None:  # a refill card is drawn face up: everyone sees it
            args["species"] = species_id(e.card)
        return self._line("cb-ev-refill-drawn", **args)

    def _refill_placed(self, e: RefillPlaced, listener: int | None, names: Sequence[str], v: str) -> Line:
        return self._line("cb-ev-refill-placed", species=species_id(e.card), row=e.row + 1,
                          side=str(Side(e.side)), detail=v, **self._person(e.player, listener, names))

    def _pile_exhausted(self, e: PileExhausted, listener: int | None, names: Sequence[str], v: str) -> Line:
        return self._line("cb-ev-pile-exhausted", row=e.row + 1)

    def _reshuffled(self, e: Reshuffled, listener: int | None, names: Sequence[str], v: str) -> Line:
        return self._line("cb-ev-reshuffled", count=e.count, detail=v)

    def _own_cards(self, player: int, cards: tuple[int, ...] | None, listener: int | None,
                   names: Sequence[str]) -> dict[str, object]:
        """Arguments for an event with cards only ``player`` may see: another listener never gets them."""
        own = player == listener
        args: dict[str, object] = {"known": own and cards is not None,
                                   **self._person(player, listener, names)}
        if own and cards is not None:
            args["birds"] = self._bird_list(_present(counts_of(cards)), "acc")
        return args

    def _drew_two(self, e: DrewTwo, listener: int | None, names: Sequence[str], v: str) -> Line:
        return self._line("cb-ev-drew", count=e.count, detail=v,
                          **self._own_cards(e.player, e.cards, listener, names))

    def _draw_declined(self, e: DrawDeclined, listener: int | None, names: Sequence[str], v: str) -> Line:
        return self._line("cb-ev-draw-declined", **self._person(e.player, listener, names))

    def _flocked(self, e: Flocked, listener: int | None, names: Sequence[str], v: str,
                 cont: bool = False) -> Line:
        """A flock; ``cont``: said right after the same player's lay, in the same line (no name again)."""
        return self._line("cb-ev-flocked", flock=self.birds(e.species, e.count, "acc"), cont=cont,
                          kept=self.birds(e.species, e.kept, "acc"), discarded=e.count - e.kept,
                          kept_count=e.kept, flock_nom=self.birds(e.species, e.count, "nom"),
                          big=e.kept >= 2, small=SMALL_FLOCK[e.species], large=BIG_FLOCK[e.species],
                          detail=v, **self._person(e.player, listener, names))

    def _flock_declined(self, e: FlockDeclined, listener: int | None, names: Sequence[str],
                        v: str) -> Line | None:
        """Another's flock not laid is no news (issue 25): said only when verbose; one's own choice is, but
        not in brief (heard as it was chosen: "žádné hejno")."""
        if (v != "verbose" and e.player != listener) or (v == "brief" and e.player == listener):
            return None
        return self._line("cb-ev-flock-declined", **self._person(e.player, listener, names))

    def _round_ended(self, e: RoundEnded, listener: int | None, names: Sequence[str],
                     v: str) -> Line | None:
        """Who emptied the hand and ended the round. One's own, brief: nothing (issue 25); the option just
        chosen said that these were the last cards and the round ends, and the next line says the new round
        begins (the one who ended a round deals and plays first) or the game is over."""
        if v == "brief" and e.player == listener:
            return None
        return self._line("cb-ev-round-ended", round=e.round, **self._person(e.player, listener, names))

    def _hand_discarded(self, e: HandDiscarded, listener: int | None, names: Sequence[str],
                        v: str) -> Line | None:
        if e.player != listener and v == "brief":
            return None
        return self._line("cb-ev-hand-discarded", count=e.count,
                          **self._own_cards(e.player, e.cards, listener, names))

    def _dealt(self, e: Dealt, listener: int | None, names: Sequence[str], v: str) -> Line | None:
        if e.player != listener and v == "brief":
            return None
        return self._line("cb-ev-dealt", count=e.count, **self._own_cards(e.player, e.cards, listener, names))

    def _round_started(self, e: RoundStarted, listener: int | None, names: Sequence[str], v: str) -> Line:
        return self._line("cb-ev-round-started", round=e.round, **self._person(e.player, listener, names))

    def _turn_passed(self, e: TurnPassed, listener: int | None, names: Sequence[str], v: str) -> Line | None:
        if e.player != listener and v == "brief":
            return None
        return self._line("cb-turn", **self._person(e.player, listener, names))

    def _game_over(self, e: GameOver, listener: int | None, names: Sequence[str], v: str) -> Line:
        args: dict[str, object] = {"kinds": WIN_SPECIES, "trio": WIN_TRIO, "trios": WIN_TRIOS}
        if e.winners:
            args.update(self._person(e.winners[0], listener, names))
        else:
            args.update(you=False, player="")
        reason = self._line(_OVER_MESSAGES[Win(e.reason)], **args)
        results = Line.concat(self._result(r, listener, names) for r in e.results)
        return self._line("cb-ev-game-over", reason=reason, results=results,
                          verdict=self._verdict(e.winners, listener, names))

    def _result(self, r: PlayerResult, listener: int | None, names: Sequence[str]) -> Line:
        return self._line("cb-result", birds=r.birds, kinds=r.species,
                          **self._person(r.player, listener, names))

    def _verdict(self, winners: Sequence[int], listener: int | None, names: Sequence[str]) -> Line:
        if len(winners) == 1:
            return self._line("cb-winner", **self._person(winners[0], listener, names))
        return self._line("cb-draw", you=listener in winners, players=self._people(winners, listener, names))

    # -- after a turn ------------------------------------------------------------------------------------

    def decision(self, events: Sequence[Event], listener: int | None, names: Sequence[str],
                 view: PlayerView | None = None, verbosity: str = "normal",
                 before_hand: Sequence[Line] = ()) -> list[Line]:
        """The events of one decision, each thing said once: the birds laid and what they took (or the
        cards drawn instead) in one sentence; a row's refills and the row as it is now in one sentence;
        the flock; the acting player's hand size at the end of a turn (not brief); a round's end with
        the discarded hands and the new deal in few sentences; the end of the game. Turn changes are left
        to the console (it says whose turn it is where it matters). ``view``: the table after the events
        (any seat's view; what it tells is public). ``before_hand``: lines said before the hand size (the
        console's "no flock to lay")."""
        v = check_verbosity(verbosity)
        evs = list(events)
        out: list[Line] = []
        over: list[Line] = []
        lay: Laid | None = None
        second: list[Line] = []
        refills: dict[int, list[int]] = {}
        rows_touched: list[int] = []
        took = False
        layer: int | None = None
        discards: list[HandDiscarded] = []
        deals: list[Dealt] = []
        for i, e in enumerate(evs):
            if isinstance(e, Laid):
                lay = e
                layer = e.player
                rows_touched.append(e.row)
            elif isinstance(e, Taken):
                took = True
                if e.player == listener and v == "brief":
                    continue  # one's own take was heard as the end was chosen ("Zleva. Vezmeš sovu.")
                second.append(self._line("cb-then-taken", count=len(e.cards), detail=v,
                                         birds=self._bird_list(_groups(e.cards), "acc"),
                                         **self._person(e.player, listener, names)))
            elif isinstance(e, DrewTwo) and lay is not None:
                args = self._own_cards(e.player, e.cards, listener, names)
                second.append(self._line("cb-then-drew", count=e.count, detail=v, **args))
            elif isinstance(e, DrawDeclined) and lay is not None:
                if v != "brief":
                    second.append(self._line("cb-then-draw-declined",
                                             **self._person(e.player, listener, names)))
            elif isinstance(e, DrewTwo | DrawDeclined):
                if v != "brief" or isinstance(e, DrewTwo):
                    out.extend(as_lines(self.event(e, listener, names, v)))
            elif isinstance(e, RefillDrawn):
                placed = any(isinstance(x, RefillPlaced) and x.row == e.row and x.card == e.card
                             for x in evs[i + 1:])
                if not placed and e.player == listener:  # the listener places it next: said now
                    out.extend(self._lay_lines(lay, second, refills, rows_touched, listener, names, view, v,
                                           took))
                    lay, second, refills, rows_touched, took = None, [], {}, [], False
                    out.extend(as_lines(self.event(e, listener, names, v)))
                # else said with its placing
            elif isinstance(e, RefillPlaced):
                if e.player == listener and _row_still_one_species(e, evs[i + 1:]):
                    # a card of the row's own species, placed by itself: the console said so (the
                    # automatic choice), and the next draw for the row follows
                    continue
                if e.player == listener and v == "brief":
                    continue  # brief: one's own refill was heard as it was chosen ("Zleva. Řada pak: …")
                refills.setdefault(e.row, []).append(e.card)
                if e.row not in rows_touched:
                    rows_touched.append(e.row)
            elif isinstance(e, HandDiscarded):
                discards.append(e)
            elif isinstance(e, Dealt):
                deals.append(e)
            elif isinstance(e, TurnPassed):
                continue
            elif isinstance(e, GameOver):
                over.extend(as_lines(self.event(e, listener, names, v)))
            elif isinstance(e, RoundEnded):
                out.extend(self._lay_lines(lay, second, refills, rows_touched, listener, names, view, v,
                                           took))
                lay, second, refills, rows_touched, took = None, [], {}, [], False
                out.extend(as_lines(self.event(e, listener, names, v)))
            elif isinstance(e, RoundStarted):
                out.extend(self._new_deal(discards, deals, listener, names, v, starts=e.player == listener))
                discards, deals = [], []
                out.extend(as_lines(self.event(e, listener, names, v)))
            elif isinstance(e, Flocked):
                out.extend(self._lay_lines(lay, second, refills, rows_touched, listener, names, view, v,
                                           took))
                lay, second, refills, rows_touched, took = None, [], {}, [], False
                if e.player == listener and v == "brief":
                    continue  # one's own flock was heard as it was chosen ("7 červenek, malé hejno: …")
                out.append(self._flocked(e, listener, names, v, cont=layer == e.player != listener))
            else:  # a pile that ran out, a reshuffle
                out.extend(self._lay_lines(lay, second, refills, rows_touched, listener, names, view, v,
                                           took))
                lay, second, refills, rows_touched, took = None, [], {}, [], False
                out.extend(as_lines(self.event(e, listener, names, v)))
        out.extend(self._lay_lines(lay, second, refills, rows_touched, listener, names, view, v,
                                           took))
        out.extend(self._new_deal(discards, deals, listener, names, v))
        out.extend(before_hand)
        return out + over

    def _lay_lines(self, lay: Laid | None, second: list[Line], refills: dict[int, list[int]],
                   rows: list[int], listener: int | None, names: Sequence[str], view: PlayerView | None,
                   v: str, taken: bool = False) -> list[Line]:
        out: list[Line] = []
        if lay is not None and lay.player == listener and v == "brief" and not second:
            pass  # one's own lay and its take were heard as they were chosen: not told again (issue 25)
        elif lay is not None:
            out.append(self._line("cb-ev-laid-then", species=species_id(lay.species), count=lay.count,
                                  row=lay.row + 1, side=str(Side(lay.side)), detail=v,
                                  then=self.renderer.join_list(second), has_then=bool(second),
                                  **self._person(lay.player, listener, names)))
        elif second:
            out.extend(second)
        refilling = view is not None and view.phase is Phase.REFILL
        for row in rows:
            cards = refills.get(row, [])
            if refilling:  # more refills follow: the row is said as it ends up, after the last
                if cards and v != "brief":
                    out.append(self._line("cb-row-refilling", row=row + 1, count=len(cards),
                                          refills=self._refill_list(cards, "acc")))
                continue
            items = self._row_items(view.rows[row]) if view is not None and view.rows[row] else None
            if not cards and (items is None or v == "brief" or (v == "normal" and not taken)):
                continue  # the laid birds were named; a row that only grew at an end is not read again
            out.append(self._line("cb-row-now", row=row + 1, refilled=bool(cards), detail=v,
                                  refills=self._refill_list(cards, "acc"),
                                  refills_nom=self._refill_list(cards, "nom"),
                                  count=len(cards), has_items=items is not None, items=items or ""))
        return out

    def _refill_list(self, cards: Sequence[int], case: str) -> Line:
        """The cards a row was refilled with, each species once with its count in the order first drawn:
        "2 kachny a rákosníka", not "kachnu, kachnu a rákosníka" (issue 25)."""
        counts: dict[int, int] = {}
        for species in cards:
            counts[species] = counts.get(species, 0) + 1
        return self.renderer.join_list(self.birds(species, n, case) for species, n in counts.items())

    def _new_deal(self, discards: Sequence[HandDiscarded], deals: Sequence[Dealt], listener: int | None,
                  names: Sequence[str], v: str, starts: bool = False) -> list[Line]:
        """The hands thrown away and the new cards of a round's end, in one sentence each (one's own
        cards are named, in a sentence of their own). ``starts``: the listener plays first in the new round;
        then their new cards are not said here (but when verbose): their turn begins at once with the hand,
        and the round's start says that they deal (issue 25: each thing said once)."""
        out: list[Line] = []
        own_discard = [e for e in discards if e.player == listener]
        others = [e for e in discards if e.player != listener and e.count]
        for e in own_discard:
            out.extend(as_lines(self._hand_discarded(e, listener, names, v)))
        if others and v != "brief":  # one: "Jana odhazuje z ruky 8 karet."; more: "Z ruky odhazují: ..."
            out.append(self._line("cb-others-discard", players=len(others), count=others[0].count,
                                  items=self.renderer.join_list(
                                      self._line("cb-player-cards", count=e.count,
                                                 **self._person(e.player, listener, names))
                                      for e in others),
                                  **self._person(others[0].player, listener, names)))
        own_deal = [e for e in deals if e.player == listener and (not starts or v == "verbose")]
        other_deals = [e for e in deals if e.player != listener]
        for d in own_deal:
            out.extend(as_lines(self._dealt(d, listener, names, v)))
        if other_deals and v != "brief":
            counts = {e.count for e in other_deals}
            # one: "Jana dostává 8 nových karet."; more: "Ostatní dostávají také …", "Nové karty dostávají: …"
            out.append(self._line("cb-others-dealt", count=other_deals[0].count, same=len(counts) == 1,
                                  own=bool(own_deal), players=len(other_deals), items=self.renderer.join_list(
                                      self._line("cb-player-cards", count=e.count,
                                                 **self._person(e.player, listener, names))
                                      for e in other_deals),
                                  **self._person(other_deals[0].player, listener, names)))
        return out

    # -- the table ---------------------------------------------------------------------------------------

    def rows(self, view: PlayerView, verbosity: str = "normal") -> Line:
        """All four rows, each from its left end: "Řada 1 zleva: 2 kachny, sova, 3 tukani." …"""
        v = check_verbosity(verbosity)
        return Line.concat(self.row(view, i, v) for i in range(len(view.rows)))

    def row(self, view: PlayerView, index: int, verbosity: str = "normal", of: int = 0) -> Line:
        """One row (``index`` 0-based) with the counts of neighbouring birds of one species; ``of`` > 0:
        as a choice among ``of`` rows, "Řada 2 ze 4"."""
        v = check_verbosity(verbosity)
        cards = view.rows[index]
        if not cards:
            return self._line("cb-row-empty", row=index + 1, of=of)
        return self._line("cb-row", row=index + 1, items=self._row_items(cards), count=len(cards),
                          kinds=len(set(cards)), detail=v, of=of)

    def hand(self, view: PlayerView, verbosity: str = "normal") -> Line:
        """The listener's hand grouped by species, each with its progress towards a flock."""
        v = check_verbosity(verbosity)
        present = _present(view.hand)
        if not present:
            return self._line("cb-hand-empty")
        if v == "brief":
            items = self.renderer.join_with((self.birds(s, n) for s, n in present), "cb-item-separator")
        else:
            items = self.renderer.join_with((self.hand_entry(view, s, v) for s, _ in present),
                                            "cb-entry-separator")
        return self._line("cb-hand", items=items, count=sum(view.hand), kinds=len(present), detail=v)

    def hand_entry(self, view: PlayerView, species: int, verbosity: str = "normal", index: int | None = None,
                   total: int | None = None) -> Line:
        """One species of the hand: "kachna, máš 3, malé hejno od 4" (``index`` 0-based, said from 1; "N z M"
        only ever says a place in a list, never the progress to a flock)."""
        v = check_verbosity(verbosity)
        s = _species_arg(species)
        n = view.hand[s]
        small, big = SMALL_FLOCK[s], BIG_FLOCK[s]
        progress, of = ("small", small) if n < small else ("big", big) if n < big else ("full", big)
        return self._line("cb-hand-entry", species=species_id(s), count=n, progress=progress, of=of,
                          large=big, detail=v, position=self._position(index, total))

    def collection(self, view: PlayerView, seat: int, names: Sequence[str]) -> Line:
        """One player's collection: "Jana: 2 sovy a kachna, celkem 3 ptáci, 2 druhy."."""
        counts = view.collections[seat]
        present = _present(counts)
        return self._line("cb-collection", items=self._bird_list(present), birds=sum(counts),
                          kinds=len(present), **self._person(seat, view.player, names))

    def collections(self, view: PlayerView, names: Sequence[str]) -> Line:
        """Every player's collection, seat by seat."""
        items = Line.concat(self.collection(view, seat, names) for seat in range(view.players))
        return self._line("cb-collections", items=items)

    def piles(self, view: PlayerView) -> Line:
        """The sizes of the draw pile and of the discard pile."""
        return self._line("cb-piles", pile=view.pile_size, discard=view.discard_size)

    def hand_sizes(self, view: PlayerView, names: Sequence[str]) -> Line:
        """How many cards each player holds: "Karty v ruce: ty 7, Jana 5."."""
        items = self.renderer.join_with(
            (self._line("cb-hand-size", count=n, **self._person(seat, view.player, names))
             for seat, n in enumerate(view.hand_sizes)),
            "cb-item-separator",
        )
        return self._line("cb-hand-sizes", items=items)

    def whose_turn(self, view: PlayerView, names: Sequence[str], verbosity: str = "normal") -> Line:
        """Whose turn it is and which decision they face (verbose: the round too); at the end, who won."""
        v = check_verbosity(verbosity)
        if view.phase is Phase.OVER:
            return self._line("cb-whose-over", verdict=self._verdict(view.won, view.player, names))
        phase = str(view.phase)
        args: dict[str, object] = {"phase": phase, "round": view.round, "detail": v,
                                "row": view.lay_row + 1, **self._person(view.current, view.player, names)}
        if view.phase is Phase.REFILL and view.pending is not None:
            args["species"] = species_id(view.pending)
        elif view.phase is Phase.REFILL:
            args["phase"] = "lay"
        return self._line("cb-whose", **args)

    def what_wins(self, view: PlayerView, names: Sequence[str], verbosity: str = "normal") -> Line:
        """The two winning collections and how close each player is to them; verbose, while the game is
        on: who leads on birds, which decides if the cards run out. Brief: the players only."""
        v = check_verbosity(verbosity)
        parts: list[Line] = []
        if v != "brief":
            parts.append(self._line("cb-what-wins", kinds=WIN_SPECIES, trio=WIN_TRIO, trios=WIN_TRIOS))
        for seat, counts in enumerate(view.collections):
            kinds = sum(1 for n in counts if n)
            trios = [(s, n) for s, n in enumerate(counts) if n >= WIN_TRIO]
            pairs = [(s, n) for s, n in enumerate(counts) if n == WIN_TRIO - 1]
            if len(trios) >= WIN_TRIOS:
                pairs = []
            parts.append(self._line(
                "cb-wins-player",
                kinds=self._line("cb-count-of", count=kinds, of=WIN_SPECIES),
                trios=self._line("cb-count-of", count=len(trios), of=WIN_TRIOS),
                has_trios=bool(trios), trio_list=self._bird_list(trios),
                has_pairs=bool(pairs), pair_list=self._bird_list(pairs),
                **self._person(seat, view.player, names),
            ))
        if v == "verbose" and view.phase is not Phase.OVER:
            birds = [sum(c) for c in view.collections]
            best = max(birds)
            leaders = [seat for seat, b in enumerate(birds) if b == best]
            parts.append(self._line("cb-wins-leader", count=len(leaders), birds=best,
                                    players=self._people(leaders, view.player, names),
                                    **self._person(leaders[0], view.player, names)))
        return Line.concat(parts)

    def species_rules(self, species: int) -> Line:
        """A bird's facts: its cards in the game, its small and big flock and what each keeps."""
        s = _species_arg(species)
        return self._line("cb-species-rules", species=species_id(s), count=COUNT[s], total=COUNT[s],
                          small_birds=self.birds(s, SMALL_FLOCK[s]), big_birds=self.birds(s, BIG_FLOCK[s]),
                          small_kept=self.birds(s, 1, "acc"), big_kept=self.birds(s, 2, "acc"),
                          small_keep=1, big_keep=2)

    # -- decisions ---------------------------------------------------------------------------------------

    def decision_prompt(self, view: PlayerView, verbosity: str = "normal") -> Line | None:
        """The question of the decision ``view`` faces (its player's), None when the game is over."""
        v = check_verbosity(verbosity)
        prompts: dict[Phase, Callable[[PlayerView], Line]] = {
            Phase.LAY: self.ask_species,
            Phase.REFILL: lambda w: self.ask_refill(w, v),
            Phase.DRAW: lambda w: self.ask_draw_two(w, v),
            Phase.FLOCK: lambda w: self.ask_flock(w, v),
        }
        ask = prompts.get(view.phase)
        return ask(view) if ask is not None else None

    def ask_species(self, view: PlayerView) -> Line:
        """Laying, step 1: which species."""
        return self._line("cb-ask-species")

    def species_item(self, view: PlayerView, species: int, verbosity: str = "normal",
                     index: int | None = None, total: int | None = None) -> Line:
        """A species to lay: "3 kachny, 2 ze 4" (verbose: its flock sizes too)."""
        s = _species_arg(species)
        return self._line("cb-species-item", species=species_id(s), count=view.hand[s],
                          position=self._position(index, total), small=SMALL_FLOCK[s], large=BIG_FLOCK[s],
                          detail=check_verbosity(verbosity))

    def ask_row(self, view: PlayerView, species: int, verbosity: str = "normal") -> Line:
        """Laying, step 2: which row (brief: "Kam vyložíš sovu?")."""
        s = _species_arg(species)
        return self._line("cb-ask-row", species=species_id(s), count=view.hand[s],
                          detail=check_verbosity(verbosity))

    def row_item(self, view: PlayerView, species: int, row: int, verbosity: str = "normal") -> Line:
        """A row to lay into: the row as :meth:`row` reads it, with its place among the rows ("Řada 2 ze
        4"); verbose: how many cards each end takes."""
        v = check_verbosity(verbosity)
        line = self.row(view, row, v, of=len(view.rows))
        if v != "verbose":
            return line
        s = _species_arg(species)
        taken = [len(rules.lay(list(view.rows[row]), s, max(1, view.hand[s]), side)) for side in Side]
        takes = self._line("cb-row-takes", left_count=taken[0],
                           left=self._line("cb-take-count", count=taken[0]),
                           right=self._line("cb-take-count", count=taken[1]))
        return Line.concat([line, takes])

    def ask_side(self, view: PlayerView, species: int, row: int) -> Line:
        """Laying, step 3: which end of the row (asked at verbose only: below it, the ends say
        themselves)."""
        s = _species_arg(species)
        return self._line("cb-ask-side", species=species_id(s), count=view.hand[s], row=row + 1)

    def side_item(self, side: Side | int, index: int | None = None, total: int | None = None) -> Line:
        """An end as a choice: "zleva, 1 ze 2"."""
        return self._line("cb-side-item", side=str(Side(side)), position=self._position(index, total))

    def side_option(self, view: PlayerView, species: int, row: int, side: Side | int,
                    verbosity: str = "normal", index: int | None = None, total: int | None = None) -> Line:
        """An end as a choice with what laying there does: "Zleva. Vezmeš 2 karty: sovu a tukana."."""
        v = check_verbosity(verbosity)
        head = self._line("cb-side-option", side=str(Side(side)), position=self._position(index, total))
        outcome = lay_outcome(Lay(_species_arg(species), row, Side(side)), view)
        return Line.concat([head, self._outcome(outcome, v, header=False)])

    def ask_refill(self, view: PlayerView, verbosity: str = "normal") -> Line:
        """A refill: which end the drawn card (``view.pending``) goes to."""
        if view.pending is None:
            raise ValueError("no card waits for a refill in this view")
        return self._line("cb-ask-refill", row=view.lay_row + 1, species=species_id(view.pending),
                          detail=check_verbosity(verbosity))

    def refill_item(self, view: PlayerView, side: Side | int, verbosity: str = "normal",
                    index: int | None = None, total: int | None = None) -> Line:
        """An end for the drawn card, with the row it makes: "Zleva. Řada pak: tukan, 3 papoušci."."""
        check_verbosity(verbosity)
        if view.pending is None:
            raise ValueError("no card waits for a refill in this view")
        row = list(view.rows[view.lay_row])
        rules.place(row, view.pending, Side(side))
        return self._line("cb-refill-item", side=str(Side(side)), position=self._position(index, total),
                          items=self._row_items(row), again=rules.one_species(row))

    def _available(self, view: PlayerView) -> int:
        return min(2, view.pile_size + view.discard_size)

    def ask_draw_two(self, view: PlayerView, verbosity: str = "normal") -> Line:
        """Nothing was surrounded: take the top two cards of the pile?"""
        return self._line("cb-ask-draw", available=self._available(view), detail=check_verbosity(verbosity))

    def draw_two_item(self, view: PlayerView, take: bool, index: int | None = None,
                      total: int | None = None, verbosity: str = "normal") -> Line:
        """"ano, vzít si 2 karty" or "ne, nebrat si nic" (brief: "ano", "ne")."""
        return self._line("cb-draw-item", take=bool(take), count=self._available(view),
                          position=self._position(index, total), detail=check_verbosity(verbosity))

    def ask_flock(self, view: PlayerView, verbosity: str = "normal") -> Line:
        """The optional flock: which one, or none."""
        return self._line("cb-ask-flock", detail=check_verbosity(verbosity))

    def flock_item(self, view: PlayerView, species: int | None, verbosity: str = "normal",
                   index: int | None = None, total: int | None = None) -> Line:
        """A flock to lay: "6 strak, malé hejno: do sbírky 1, odhodíš 5", and whether it wins
        or ends the round; ``None``: "žádné hejno"."""
        v = check_verbosity(verbosity)
        position = self._position(index, total)
        if species is None:
            return self._line("cb-no-flock-item", position=position)
        s = _species_arg(species)
        n = view.hand[s]
        kept = flock_keeps(s, n)
        seated = 0 <= view.player < view.players
        collection = list(view.collections[view.player]) if seated else [0] * NUM_SPECIES
        collection[s] += kept
        wins = kept > 0 and rules.winning(collection) is not None
        return self._line("cb-flock-item", species=species_id(s), count=n, position=position, detail=v,
                          big=kept >= 2, kept=kept, discarded=n - kept, wins=wins,
                          last=not wins and kept > 0 and sum(view.hand) == n)

    def auto_choice(self, view: PlayerView, action: Action, verbosity: str = "normal") -> Line:
        """Say a choice taken by itself because only one answer made sense: the only species in the hand,
        the end for a refill card of the row's own species (both ends give the same row), no flock."""
        if isinstance(action, Lay):
            s = _species_arg(action.species)
            return self._line("cb-auto-species", species=species_id(s), count=view.hand[s])
        if isinstance(action, Refill) and view.pending is not None:
            row = view.rows[view.lay_row]
            if row and all(c == view.pending for c in row):
                return self._line("cb-auto-refill-same", species=species_id(view.pending),
                                  detail=check_verbosity(verbosity))
        if isinstance(action, Flock) and action.species is None:
            return self._line("cb-auto-no-flock")
        if isinstance(action, DrawTwo | Refill | Flock):
            return self._line("cb-auto-only")
        raise TypeError(f"not a Cubirds action: {action!r}")

    # -- preview -----------------------------------------------------------------------------------------

    def lay_preview(self, source: Lay | Sequence[Event], view: PlayerView, verbosity: str = "normal") -> Line:
        """What a lay would do, from the ``view`` before it: the lay as an action, or the events of
        ``state.preview(action)``. "Vezmeš 2 karty: sovu a tukana." and whether the row is refilled, the
        two-card draw is offered, the round ends, and which flocks the hand would then allow; verbose: the
        lay itself first and the row afterwards. The cards of the pile are never said."""
        return self._outcome(lay_outcome(source, view), check_verbosity(verbosity), header=True)

    def _outcome(self, o: LayOutcome, v: str, header: bool) -> Line:
        parts: list[Line] = []
        sid = species_id(o.species)
        if header and v == "verbose":
            parts.append(self._line("cb-preview-action", species=sid, count=o.count, row=o.row + 1,
                                    side=str(o.side)))
        if o.taken:
            parts.append(self._line("cb-preview-take", count=len(o.taken), detail=v,
                                    birds=self._bird_list(_groups(o.taken), "acc")))
            if o.refill:
                parts.append(self._line("cb-preview-refill", row=o.row + 1, count=len(o.row_after),
                                        species=species_id(o.row_after[0]), detail=v))
            elif o.exhausted:
                parts.append(self._line("cb-preview-exhausted", row=o.row + 1))
        elif o.game_ends:
            parts.append(self._line("cb-preview-game-end", count=o.count))
        elif o.round_ends:
            parts.append(self._line("cb-preview-round-end", count=o.count))
        else:
            parts.append(self._line("cb-preview-nothing", count=o.draw, detail=v))
        if o.flocks:  # what the lay makes possible next: needed to decide, at every level
            parts.append(self._line("cb-preview-flock", birds=self._bird_list(o.flocks, "acc")))
        if v == "verbose" and not o.refill:
            parts.append(self._line("cb-preview-row", items=self._row_items(o.row_after)))
        return Line.concat(parts)

    # -- refusals ----------------------------------------------------------------------------------------

    def refusal(self, code: str, args: Mapping[str, object] | None = None) -> Line:
        """Why an action was refused, from :class:`~beastybar_access.games.base.IllegalActionError`
        ``code`` and ``args_``. Unknown codes (and arguments a message cannot use) give a generic refusal,
        never silence."""
        msg = f"cb-refusal-{code.replace('_', '-')}"
        if not self.renderer.has(msg):
            return self._line("cb-refusal-generic")
        fluent: dict[str, object] = {"rows": ROWS}
        for key, value in (args or {}).items():
            if key == "species":
                try:
                    fluent["species"] = species_id(_species_arg(value))
                except TypeError:
                    continue
            elif key == "row":
                fluent["known"] = isinstance(value, int) and not isinstance(value, bool)
                if isinstance(value, int) and not isinstance(value, bool):
                    fluent["row"] = value + 1
            elif key in ("have", "need", "expected"):
                fluent[key] = value
        fluent.setdefault("known", False)
        try:
            return self._line(msg, **fluent)
        except (MessageFormatError, MissingMessageError, TypeError, ValueError):
            return self._line("cb-refusal-generic")


__all__ = ["CASES", "NUMBERS", "VERBOSITIES", "CubirdsNarrator", "LayOutcome", "lay_outcome", "runs"]

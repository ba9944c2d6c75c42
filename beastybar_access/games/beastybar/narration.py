"""Beasty Bar narration: every event and every part of the table as sentences, per listener and language.

The sentences and their grammar (cases, genders, plurals) live in ``locales/<lang>/beastybar.ftl``. This
module only picks message ids and passes card numbers, seats and counts; it registers the Fluent functions
``CARD``, ``CARDGENDER``, ``ANIMAL`` and ``ANIMALGENDER`` that render cards and species from those files.
Every method returns a :class:`~beastybar_access.narration.lines.Line`: the text (screen and speech) and
the braille form, in which each card appears as the cells printed on it.

Queue places are 0-based in the engine and 1-based in every sentence. A hidden card (another player's
draw or set-aside cards) is never named, even when the event passed in still carries it.

>>> n = BeastyBarNarrator("cs")
>>> from beastybar_access.games.beastybar.cards import Animal, make_card
>>> n.card_name(make_card(0, Animal.PARROT), "acc").text
'zeleného papouška'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from beastybar_access.games.beastybar.braille_cards import card_cells
from beastybar_access.games.beastybar.cards import (
    ANIMAL_IDS,
    COLOUR_IDS,
    COLOUR_OF,
    NUM_CARDS,
    POINTS,
    RECURRING,
    STRENGTH,
    Animal,
    animal_of,
)
from beastybar_access.games.beastybar.engine import SET_ASIDE, Phase, PlayerView, Variant
from beastybar_access.games.beastybar.events import (
    Bounced,
    CardDrawn,
    CardPlayed,
    CardsSetAside,
    ChameleonCopies,
    EnteredBar,
    Event,
    Expelled,
    GameOver,
    MonkeysRush,
    Moved,
    NoEffect,
    PlayerResult,
    QueueReversed,
    QueueSorted,
    Reason,
    TurnPassed,
)
from beastybar_access.games.core.narration import SeatNames
from beastybar_access.narration import Folders, Localizer, MessageFormatError, MissingMessageError
from beastybar_access.narration.lines import (
    CASES,
    VERBOSITIES,
    DualRenderer,
    Line,
    Mode,
    capitalise,
    check_case,
    check_verbosity,
)

_ANIMAL_BY_ID: dict[str, Animal] = {v: k for k, v in ANIMAL_IDS.items()}

_EXPEL_MESSAGES: dict[Reason, tuple[str, Animal]] = {
    Reason.KICKED: ("bb-ev-kicked", Animal.PARROT),
    Reason.EATEN: ("bb-ev-eaten", Animal.CROCODILE),
    Reason.CHASED: ("bb-ev-chased", Animal.MONKEY),
    Reason.STUNK: ("bb-ev-stunk", Animal.SKUNK),
    Reason.SCARED: ("bb-ev-scared", Animal.LION),
    Reason.SECOND_LION: ("bb-ev-second-lion", Animal.LION),
}
"""Each reason's message and the animal whose action it is (a chameleon doing it acts "as" that animal)."""


_EFFECTS = (Moved, ChameleonCopies, NoEffect, QueueSorted, QueueReversed, MonkeysRush)
"""The events that say what the animal just played did (the second half of the play's sentence)."""

_REORDER_MESSAGES: dict[type[Event], str] = {
    QueueSorted: "bb-preview-sorted",
    QueueReversed: "bb-preview-reversed",
    MonkeysRush: "bb-preview-monkeys",
}


def played_card_place(events: Iterable[Event]) -> tuple[int | None, int | None]:
    """The card played in these events and its 0-based queue place after them (None once it left the
    queue), followed through every move, expulsion, reordering and the gate. ``(None, None)`` without a
    :class:`CardPlayed` event."""
    played: int | None = None
    place: int | None = None
    for e in events:
        if isinstance(e, CardPlayed):
            if played is None:
                played, place = e.card, e.pos
        elif played is None or place is None:
            continue
        elif isinstance(e, Moved):
            if e.card == played:
                place = e.to_pos
            elif e.to_pos <= place < e.from_pos:
                place += 1
        elif isinstance(e, Expelled):
            if e.card == played:
                place = None
            elif e.pos < place:
                place -= 1
        elif isinstance(e, Bounced):
            if e.card == played:
                place = None
        elif isinstance(e, EnteredBar):
            place = None if e.card == played else place - 1
        elif isinstance(e, QueueSorted | QueueReversed | MonkeysRush):
            place = e.order.index(played) if played in e.order else None
    return played, place


def _card_arg(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < NUM_CARDS:
        raise TypeError(f"not a card: {value!r} (cards are 0..{NUM_CARDS - 1})")
    return int(value)


def _species_arg(value: object) -> Animal:
    if isinstance(value, str):
        try:
            return _ANIMAL_BY_ID[value]
        except KeyError:
            raise TypeError(f"not an animal id: {value!r}") from None
    if isinstance(value, int) and not isinstance(value, bool):
        return Animal(int(value))
    raise TypeError(f"not an animal: {value!r}")


class _CardFunctions:
    """The Fluent functions for one mode, rendering names from the text localizer's grammar messages."""

    def __init__(self, mode: Mode, text: Callable[[], Localizer]) -> None:
        self.mode = mode
        self._text = text
        self._names: dict[tuple[int, str], str] = {}
        self._nouns: dict[tuple[Animal, str], str] = {}
        self._genders: dict[Animal, str] = {}

    def noun(self, animal: Animal, case: str) -> str:
        key = (animal, case)
        if key not in self._nouns:
            self._nouns[key] = self._text().message(f"bb-animal-{ANIMAL_IDS[animal]}", case=case)
        return self._nouns[key]

    def gender(self, animal: Animal) -> str:
        if animal not in self._genders:
            self._genders[animal] = self._text().message(f"bb-animal-{ANIMAL_IDS[animal]}.gender")
        return self._genders[animal]

    def name(self, card: int, case: str) -> str:
        key = (card, case)
        if key not in self._names:
            animal = animal_of(card)
            self._names[key] = self._text().message(
                "bb-card-name", colour=COLOUR_IDS[COLOUR_OF[card]], gender=self.gender(animal), case=case,
                noun=self.noun(animal, case),
            )
        return self._names[key]

    def card(self, card: object, case: object = "nom", cap: object = "no") -> str:
        c = _card_arg(card)
        case = check_case(case)
        if self.mode is Mode.BRAILLE:
            return card_cells(c)
        text = self.name(c, case)
        return capitalise(text) if cap == "yes" else text

    def card_gender(self, card: object) -> str:
        return self.gender(animal_of(_card_arg(card)))

    def animal(self, species: object, case: object = "nom", cap: object = "no") -> str:
        text = self.noun(_species_arg(species), check_case(case))
        return capitalise(text) if cap == "yes" else text

    def animal_gender(self, species: object) -> str:
        return self.gender(_species_arg(species))

    def as_fluent(self) -> dict[str, Callable[..., Any]]:
        return {
            "CARD": self.card,
            "CARDGENDER": self.card_gender,
            "ANIMAL": self.animal,
            "ANIMALGENDER": self.animal_gender,
        }


@dataclass
class _TurnParts:
    """A turn's narration in pieces: the play, its effects (second halves of the play's sentence), the
    recurring animals' sentences, the gate's sentence, and what follows (draws, the end)."""

    play: CardPlayed | None
    effects: list[Line]
    table: list[Line]
    gate: Line | None
    after: list[Line]


class BeastyBarNarrator(SeatNames):
    """Sentences for one language. ``names`` are the players' display names by seat; ``listener`` is the
    seat that hears the sentence ("you" forms, and what that seat may know), None for someone watching a
    table of computer players (no "you"). Verbosity is ``"brief"``, ``"normal"`` or ``"verbose"``."""

    PREFIX = "bb"

    def __init__(self, lang: str, locales_dir: Folders = None) -> None:
        self.lang = lang
        self._fns: dict[Mode, _CardFunctions] = {}

        def factory(mode: Mode, text: Callable[[], Localizer]) -> Mapping[str, Callable[..., Any]]:
            fns = _CardFunctions(mode, text)
            self._fns[mode] = fns
            return fns.as_fluent()

        self.renderer = DualRenderer(lang, factory, locales_dir)
        self._line = self.renderer.line
        self._events: dict[type[Event], Callable[[Any, int | None, Sequence[str], str], Line | None]] = {
            CardPlayed: self._card_played,
            ChameleonCopies: self._chameleon_copies,
            NoEffect: self._no_effect,
            Moved: self._moved,
            Expelled: self._expelled,
            QueueSorted: self._queue_sorted,
            QueueReversed: self._queue_reversed,
            MonkeysRush: self._monkeys_rush,
            EnteredBar: self._entered_bar,
            Bounced: self._bounced,
            CardDrawn: self._card_drawn,
            CardsSetAside: self._cards_set_aside,
            TurnPassed: self._turn_passed,
            GameOver: self._game_over,
        }

    # -- small pieces ------------------------------------------------------------------------------------

    def card_name(self, card: int, case: str = "nom") -> Line:
        """The card's name without an article ("zeleného papouška", "green parrot"); braille: its cells."""
        c = _card_arg(card)
        case = check_case(case)
        return Line(self._fns[Mode.TEXT].card(c, case), card_cells(c))

    def colour_name(self, seat: int) -> Line:
        """The colour seat ``seat`` plays ("zelená", "green")."""
        return self._line("bb-colour-name", colour=COLOUR_IDS[seat])

    def variant_name(self, variant: Variant | str) -> Line:
        return self._line("bb-variant-name", variant=str(Variant(variant)))

    def ability(self, card: int) -> Line:
        """The card's ability in one phrase ("vyhodí jedno zvíře z fronty")."""
        return self._line(f"bb-ability-{ANIMAL_IDS[animal_of(_card_arg(card))]}")

    def _cards(self, cards: Iterable[int], item: str = "bb-item-nom") -> Line:
        return self.renderer.join_list(self._line(item, card=c) for c in cards)

    def _order(self, order: Sequence[int], verbosity: str) -> Line:
        if verbosity == "verbose":
            return self.renderer.join_with(
                (self._line("bb-order-item-verbose", place=i + 1, card=c, strength=STRENGTH[c])
                 for i, c in enumerate(order)),
                "bb-item-separator",
            )
        return self.renderer.join_list(self._line("bb-order-item", place=i + 1, card=c)
                                       for i, c in enumerate(order))

    # -- events ------------------------------------------------------------------------------------------

    def event(self, event: Event, listener: int | None, names: Sequence[str],
              verbosity: str = "normal") -> Line | None:
        """One event as a sentence for ``listener``. None only where ``verbosity`` leaves the event out on
        purpose: in brief mode the other players' draws, set-asides and turn changes."""
        verbosity = check_verbosity(verbosity)
        handler = self._events.get(type(event))
        if handler is None:
            raise TypeError(f"not a Beasty Bar event: {event!r}")
        return handler(event, listener, names, verbosity)

    def _card_played(self, e: CardPlayed, listener: int | None, names: Sequence[str], v: str) -> Line:
        return self._line("bb-ev-played", card=e.card, place=e.pos + 1, detail=v,
                          **self._person(e.player, listener, names))

    def _chameleon_copies(self, e: ChameleonCopies, listener: int | None, names: Sequence[str],
                          v: str) -> Line:
        return self._line("bb-ev-copies", actor=e.card, target=e.target, place=e.pos + 1, detail=v)

    def _no_effect(self, e: NoEffect, listener: int | None, names: Sequence[str], v: str) -> Line:
        return self._line(f"bb-ev-idle-{e.reason.value.replace('_', '-')}", card=e.card)

    def _moved(self, e: Moved, listener: int | None, names: Sequence[str], v: str) -> Line:
        detail = v if e.passed or v != "verbose" else "normal"
        args: dict[str, object] = {
            "actor": e.card,
            "recurring": e.recurring and v != "brief",
            "copy": animal_of(e.card) != e.action,
            "species": ANIMAL_IDS[Animal(e.action)],
            "detail": detail,
            "from": e.from_pos + 1,
            "to": e.to_pos + 1,
            "passed": self._cards(e.passed, "bb-item-acc"),
        }
        return self._line(f"bb-ev-moved-{ANIMAL_IDS[Animal(e.action)]}", **args)

    def _expelled(self, e: Expelled, listener: int | None, names: Sequence[str], v: str) -> Line:
        msg, natural = _EXPEL_MESSAGES[e.reason]
        doer = e.card if e.reason is Reason.SECOND_LION else e.by
        args: dict[str, object] = {
            "actor": e.by,
            "card": e.card,
            "recurring": e.recurring,
            "copy": animal_of(doer) != natural,
            "species": ANIMAL_IDS[natural],
            "detail": v,
            "from": e.pos + 1,
        }
        return self._line(msg, **args)

    def _queue_sorted(self, e: QueueSorted, listener: int | None, names: Sequence[str], v: str) -> Line:
        return self._line("bb-ev-sorted", actor=e.by, recurring=False, copy=animal_of(e.by) != Animal.SNAKE,
                          species=ANIMAL_IDS[Animal.SNAKE], changed=e.changed, detail=v,
                          order=self._order(e.order, v))

    def _queue_reversed(self, e: QueueReversed, listener: int | None, names: Sequence[str], v: str) -> Line:
        return self._line("bb-ev-reversed", actor=e.by, recurring=False, copy=animal_of(e.by) != Animal.SEAL,
                          species=ANIMAL_IDS[Animal.SEAL], detail=v, order=self._order(e.order, v))

    def _monkeys_rush(self, e: MonkeysRush, listener: int | None, names: Sequence[str], v: str) -> Line:
        return self._line("bb-ev-monkeys", actor=e.by, recurring=False,
                          copy=animal_of(e.by) != Animal.MONKEY, species=ANIMAL_IDS[Animal.MONKEY], detail=v,
                          order=self._order(e.order, v))

    def _entered_bar(self, e: EnteredBar, listener: int | None, names: Sequence[str], v: str) -> Line:
        return self._line("bb-ev-entered", card=e.card)

    def _bounced(self, e: Bounced, listener: int | None, names: Sequence[str], v: str) -> Line:
        return self._line("bb-ev-bounced", card=e.card)

    def _card_drawn(self, e: CardDrawn, listener: int | None, names: Sequence[str], v: str) -> Line | None:
        own = e.player == listener
        if not own and v == "brief":
            return None
        args: dict[str, object] = {"known": own and e.card is not None, "left": e.pile_left, "detail": v,
                                **self._person(e.player, listener, names)}
        if own and e.card is not None:
            args["card"] = e.card  # another player's card is never passed, so it can never be said
        return self._line("bb-ev-drawn", **args)

    def _cards_set_aside(self, e: CardsSetAside, listener: int | None, names: Sequence[str],
                         v: str) -> Line | None:
        own = e.player == listener
        if not own and v == "brief":
            return None
        if own and e.cards:
            return self._line("bb-ev-set-aside", cards=self._cards(e.cards),
                              **self._person(e.player, listener, names))
        if own:
            return self._line("bb-ev-set-aside-hidden", count=SET_ASIDE)
        count = len(e.cards) if e.cards else SET_ASIDE
        return self._line("bb-ev-set-aside", count=count, **self._person(e.player, listener, names))

    def _turn_passed(self, e: TurnPassed, listener: int | None, names: Sequence[str], v: str) -> Line | None:
        if e.player != listener and v == "brief":
            return None
        return self._line("bb-turn", **self._person(e.player, listener, names))

    def _result(self, r: PlayerResult, listener: int | None, names: Sequence[str], advanced: bool) -> Line:
        return self._line("bb-result", animals=r.animals, strength=r.strength, points=r.points,
                          advanced=advanced, **self._person(r.player, listener, names))

    def _game_over(self, e: GameOver, listener: int | None, names: Sequence[str], v: str,
                   left: Sequence[int] = ()) -> Line:
        """The end: "Konec hry.", the animals ``left`` in the queue (they do not count), every player's
        result and who won."""
        parts = [self._line("bb-ev-game-over")]
        if left:
            parts.append(self._line("bb-left-in-queue", count=len(left), cards=self._cards(left)))
        parts.extend(self._result(r, listener, names, e.advanced) for r in e.results)
        parts.append(self._verdict(e.results, e.winners, e.advanced, listener, names,
                                   "bb-winner", "bb-winners-shared", "bb-tiebreak"))
        return Line.concat(parts)

    def _verdict(self, results: Sequence[PlayerResult], winners: Sequence[int], advanced: bool,
                 listener: int | None, names: Sequence[str], one_id: str, shared_id: str,
                 tiebreak_id: str) -> Line:
        if len(winners) == 1:
            line = self._line(one_id, **self._person(winners[0], listener, names))
        else:
            others = [w for w in winners if w != listener]
            line = self._line(shared_id, you=listener in winners,
                              players=self._people(winners, listener, names),
                              others=self._people(others, listener, names),
                              player=self.player_name(winners[0], names))
        if winners:
            def main(r: PlayerResult) -> int:
                return r.points if advanced else r.animals

            best = max(main(r) for r in results if r.player in winners)
            if sum(1 for r in results if main(r) == best) > len(winners):
                line = Line.concat([line, self._line(tiebreak_id)])
        return line

    # -- a whole turn ------------------------------------------------------------------------------------

    def turn(self, events: Sequence[Event], listener: int | None, names: Sequence[str],
             verbosity: str = "normal", queue_after: Sequence[int] | None = None) -> list[Line]:
        """A whole turn, each thing said once: the play and its effect in one sentence, what the recurring
        animals did, the gate (what entered the bar and what was thrown out) in one sentence; then the
        listener's own draw (another's only when their pile runs out: a draw follows every play); then the
        end of the game, with the animals left in the queue (``queue_after``: the queue after these events).
        Turn changes are not said here (the console says whose turn it is where it matters)."""
        v = check_verbosity(verbosity)
        parts = self._turn_parts(events, listener, names, v, queue_after)
        first: list[Line] = []
        play = parts.play
        if play is not None:
            args = {"card": play.card, "place": play.pos + 1, "detail": v,
                    **self._person(play.player, listener, names)}
            first.append(self._line("bb-turn-play", has_effect=bool(parts.effects),
                                    effect=self.renderer.join_list(parts.effects) if parts.effects else "",
                                    **args))
        else:
            first.extend(parts.effects)
        first.extend(parts.table)
        if parts.gate is not None:
            first.append(parts.gate)
        return ([Line.concat(first)] if first else []) + parts.after

    def _turn_parts(self, events: Sequence[Event], listener: int | None, names: Sequence[str], v: str,
                    queue_after: Sequence[int] | None) -> _TurnParts:
        """The pieces of a turn's narration (see :meth:`turn`), also used by the preview."""
        table: list[Line] = []
        after: list[Line] = []
        effects: list[Line] = []
        play: CardPlayed | None = None
        entered: list[int] = []
        bounced: list[int] = []
        i = 0
        evs = list(events)
        while i < len(evs):
            e = evs[i]
            if isinstance(e, CardPlayed):
                play = e
            elif isinstance(e, Expelled):
                group = [e]
                while (i + 1 < len(evs) and isinstance(evs[i + 1], Expelled)
                       and evs[i + 1].by == e.by and evs[i + 1].reason is e.reason  # type: ignore[attr-defined]
                       and evs[i + 1].recurring == e.recurring):  # type: ignore[attr-defined]
                    i += 1
                    group.append(evs[i])  # type: ignore[arg-type]
                if e.recurring:
                    table.append(self._recurring_expelled(group, v, first=not table))
                else:
                    effects.append(self._effect_expelled(group, v))
            elif isinstance(e, Moved) and e.recurring:
                # "Opakovaná akce:" once, before the turn's first recurring step (issue 25)
                table.append(self._line("bb-rec", actor=e.card, recurring=v != "brief" and not table,
                                        copy=False,
                                        species=ANIMAL_IDS[Animal(e.action)],
                                        effect=self._effect(e, v, subject=True)))
            elif isinstance(e, _EFFECTS):
                fx = self._effect(e, v)
                if fx is not None:
                    effects.append(fx)
            elif isinstance(e, EnteredBar):
                entered.append(e.card)
            elif isinstance(e, Bounced):
                bounced.append(e.card)
            elif isinstance(e, CardDrawn):
                # another's draw is no news at any level (every play is followed by one; the piles are
                # under a key), the last card of their pile is (issue 25)
                if e.player == listener:
                    line = self._card_drawn(e, listener, names, v)
                    if line is not None:
                        after.append(line)
                elif e.pile_left == 0:
                    after.append(self._line("bb-ev-drawn-last", **self._person(e.player, listener, names)))
            elif isinstance(e, CardsSetAside):
                line = self._cards_set_aside(e, listener, names, v)
                if line is not None:
                    after.append(line)
            elif isinstance(e, GameOver):
                after.append(self._game_over(e, listener, names, v, tuple(queue_after or ())))
            i += 1
        gate = None
        if entered or bounced:
            gate = self._line("bb-gate", count=len(entered), cards=self._cards(entered),
                              bounced=bool(bounced), out=self._cards(bounced))
        return _TurnParts(play, effects, table, gate, after)

    def _effect(self, e: Event, v: str, subject: bool = False) -> Line | None:
        """The effect of the animal just played as the second half of the play's sentence (``subject``:
        right after the animal's name, where Czech puts "se" before the verb)."""
        if isinstance(e, ChameleonCopies):
            return self._line("bb-fx-copies", target=e.target, place=e.pos + 1, detail=v)
        if isinstance(e, NoEffect):
            if v == "brief":
                return None
            return self._line(f"bb-fx-idle-{e.reason.value.replace('_', '-')}")
        if isinstance(e, Moved):
            return self._line(f"bb-fx-moved-{ANIMAL_IDS[Animal(e.action)]}", detail=v, subject=subject, **{
                "from": e.from_pos + 1, "to": e.to_pos + 1, "passed": self._cards(e.passed, "bb-item-acc"),
                "played": "no" if e.recurring else "yes"})  # the play told where it came from
        if isinstance(e, QueueSorted):
            return self._line("bb-fx-sorted", changed=e.changed, detail=v, order=self._order(e.order, v))
        if isinstance(e, QueueReversed):
            return self._line("bb-fx-reversed", detail=v, order=self._order(e.order, v))
        if isinstance(e, MonkeysRush):
            return self._line("bb-fx-monkeys", detail=v, order=self._order(e.order, v))
        return None

    def _expelled_cards(self, group: Sequence[Expelled], v: str) -> Line:
        """The animals of one expulsion, in the accusative; verbose: with the places they stood at
        before it (an animal driven out together with others is counted where it stood, not after
        the ones before it had gone)."""
        if v != "verbose":
            return self._cards((e.card for e in group), "bb-item-acc")
        together = group[0].reason in (Reason.STUNK, Reason.SCARED, Reason.CHASED)
        return self.renderer.join_list(
            self._line("bb-item-acc-place", card=e.card, place=e.pos + 1 + (k if together else 0))
            for k, e in enumerate(group))

    def _effect_expelled(self, group: Sequence[Expelled], v: str) -> Line:
        e = group[0]
        if e.reason is Reason.SECOND_LION:
            return self._line("bb-fx-second-lion", actor=e.by, card=e.card)
        return self._line(f"bb-fx-{e.reason.value.replace('_', '-')}", count=len(group),
                          cards=self._expelled_cards(group, v))

    def _recurring_expelled(self, group: Sequence[Expelled], v: str, first: bool = True) -> Line:
        e = group[0]
        return self._line("bb-rec", actor=e.by, recurring=v != "brief" and first, copy=False,
                          species=ANIMAL_IDS[animal_of(e.by)], effect=self._effect_expelled(group, v))

    def play_preview(self, events: Sequence[Event], listener: int | None, names: Sequence[str]) -> Line:
        """What a play would do, from the events of ``state.preview(action)``, said as it would come
        about: the play and its effect, what the recurring animals would do, the gate, and where the card
        would then wait. The card the player would draw is never said (the order of the pile is secret,
        also to its owner)."""
        played, place = played_card_place(events)
        if played is None:
            return self._line("bb-preview-nothing-else")
        turn = self._turn_parts(events, listener, names, "normal", None)
        effects = turn.effects
        first = self._line("bb-preview", card=played, has_effect=bool(effects),
                           effect=self.renderer.join_list(effects) if effects else "")
        parts = [first, *turn.table]
        if turn.gate is not None:
            parts.append(turn.gate)
        if place is not None:
            parts.append(self._line("bb-preview-place", card=played, place=place + 1))
        if not (effects or turn.table or turn.gate is not None):
            parts.append(self._line("bb-preview-nothing-else"))
        return Line.concat(parts)

    def preview_more(self, card: int, model: int, count: int) -> Line:
        """The first step of a chameleon's play when another choice follows (the copied parrot's target
        or kangaroo's jump): what it copies and what is still to be chosen."""
        nxt = "parrot" if animal_of(_card_arg(model)) is Animal.PARROT else "kangaroo"
        return self._line("bb-preview-more", card=_card_arg(card), model=model, next=nxt, count=count)

    # -- cards -------------------------------------------------------------------------------------------

    def _card_facts(self, card: int) -> dict[str, object]:
        animal = animal_of(card)
        return {"card": card, "strength": STRENGTH[card], "recurring": animal in RECURRING,
                "ability": self.ability(card)}

    def card_in_hand(self, card: int, index: int, total: int, verbosity: str = "normal") -> Line:
        """A card of the hand with the focus: "zelený papoušek, 2 ze 4, síla 2, vyhodí jedno zvíře z
        fronty". ``index`` is 0-based (said from 1); brief: the name and the position only."""
        return self._line("bb-card-in-hand", index=index + 1, total=total, detail=check_verbosity(verbosity),
                          **self._card_facts(_card_arg(card)))

    def card_rules(self, card: int) -> Line:
        """The whole rules of the card's animal, its strength and its advanced-variant points."""
        c = _card_arg(card)
        animal = animal_of(c)
        return self._line("bb-rules", card=c, strength=STRENGTH[c], recurring=animal in RECURRING,
                          points=POINTS[animal], rules=self._line(f"bb-rules-{ANIMAL_IDS[animal]}"))

    # -- the table ---------------------------------------------------------------------------------------

    def queue(self, view: PlayerView, verbosity: str = "normal") -> Line:
        """The queue from Heaven's Gate, with places and (not brief) strengths."""
        v = check_verbosity(verbosity)
        if not view.queue:
            return self._line("bb-queue-empty")
        items = self.renderer.join_with(
            (self._line("bb-queue-entry", place=i + 1, detail=v, **self._card_facts(c))
             for i, c in enumerate(view.queue)),
            "bb-item-separator",
        )
        return self._line("bb-queue", items=items, count=len(view.queue), detail=v)

    def queue_item(self, view_queue: Sequence[int], index: int, verbosity: str = "normal",
                   position: tuple[int, int] | None = None) -> Line:
        """One animal of the queue as a choice: "2. místo: červená zebra, 1 ze 2, síla 7" (``index``
        0-based; ``position``: the option's 0-based index among ``total`` options, said from 1)."""
        return self._line("bb-queue-item", place=index + 1, detail=check_verbosity(verbosity),
                          position=self._position(position), **self._card_facts(_card_arg(view_queue[index])))

    def _position(self, position: tuple[int, int] | None) -> Line | str:
        if position is None:
            return ""
        return self._line("bb-position", index=position[0] + 1, total=position[1])

    def hand(self, view: PlayerView, verbosity: str = "normal") -> Line:
        """The listener's own hand (during their set-aside choice: all 12 of their cards)."""
        v = check_verbosity(verbosity)
        if not view.hand:
            return self._line("bb-hand-empty")
        items = self.renderer.join_with(
            (self._line("bb-hand-entry", detail=v, **self._card_facts(c)) for c in view.hand),
            "bb-item-separator",
        )
        if view.phase is Phase.SET_ASIDE and view.my_turn:
            return self._line("bb-hand-set-aside", items=items, count=len(view.hand), aside=SET_ASIDE)
        return self._line("bb-hand", items=items, count=len(view.hand), detail=v)

    def bar(self, view: PlayerView, names: Sequence[str]) -> Line:
        """The animals in the bar, per player (the colour names the owner)."""
        if not view.bar:
            return self._line("bb-bar-empty")
        items = []
        for seat in range(view.players):
            cards = [c for c in view.bar if COLOUR_OF[c] == seat]
            items.append(self._line("bb-bar-player", count=len(cards),
                                    cards=self._cards(cards, "bb-zone-card"),
                                    **self._person(seat, view.player, names)))
        return self._line("bb-bar", items=Line.concat(items))

    def thats_it(self, view: PlayerView) -> Line:
        """The animals thrown out to THAT'S IT, in the order they went."""
        if not view.thats_it:
            return self._line("bb-thats-it-empty")
        return self._line("bb-thats-it", count=len(view.thats_it),
                          cards=self._cards(view.thats_it, "bb-zone-card"))

    def scores(self, view: PlayerView, names: Sequence[str]) -> Line:
        """Animals in the bar (advanced: points) so far per player, and who leads; after the end, who
        won."""
        results = view.results()
        if not any(r.animals for r in results):
            return self._line("bb-scores-nobody")
        advanced = view.variant is Variant.ADVANCED

        def key(r: PlayerResult) -> tuple[int, int]:
            return (r.points if advanced else r.animals, -r.strength)

        best = max(key(r) for r in results)
        leaders = tuple(r.player for r in results if key(r) == best)
        items = Line.concat(self._result(r, view.player, names, advanced) for r in results)
        if view.phase is Phase.OVER:  # the leaders by the same rule are the winners
            verdict = self._verdict(results, leaders, advanced, view.player, names, "bb-winner",
                                    "bb-winners-shared", "bb-tiebreak")
            return self._line("bb-scores-final", items=items, verdict=verdict)
        leader = self._verdict(results, leaders, advanced, view.player, names, "bb-leader",
                               "bb-leaders-shared", "bb-tiebreak-lead")
        return self._line("bb-scores", items=items, leader=leader)

    def cards_left(self, view: PlayerView, names: Sequence[str]) -> Line:
        """Cards in hand and in the draw pile, per player."""
        items = []
        for seat in range(view.players):
            person = self._person(seat, view.player, names)
            if view.phase is Phase.SET_ASIDE and not view.set_aside_done[seat]:
                items.append(self._line("bb-cards-left-choosing", **person))
            else:
                items.append(self._line("bb-cards-left-item", hand=view.hand_counts[seat],
                                        pile=view.pile_counts[seat], **person))
        return Line.concat(items)

    def whose_turn(self, view: PlayerView, names: Sequence[str]) -> Line:
        if view.phase is Phase.OVER:
            return self._line("bb-whose-over")
        person = self._person(view.current, view.player, names)
        if view.phase is Phase.SET_ASIDE:
            return self._line("bb-whose-set-aside", **person)
        return self._line("bb-turn", **person)

    # -- choices -----------------------------------------------------------------------------------------

    def ask_parrot_target(self) -> Line:
        return self._line("bb-ask-parrot")

    def ask_kangaroo_jump(self) -> Line:
        return self._line("bb-ask-kangaroo")

    def ask_chameleon_model(self) -> Line:
        return self._line("bb-ask-chameleon")

    def jump_item(self, n: int, position: tuple[int, int] | None = None) -> Line:
        """A kangaroo's jump as a choice: "přeskočit 1 zvíře, 1 ze 2", "přeskočit 2 zvířata, 2 ze 2"."""
        return self._line("bb-jump-item", count=n, position=self._position(position))

    def auto_choice(self, card: int, choices: Sequence[int], queue: Sequence[int]) -> Line:
        """Say a choice taken by itself because only one answer existed. ``queue`` is the queue before
        ``card`` joins it; ``choices`` as in :class:`~beastybar_access.games.beastybar.engine.Play`."""
        c = _card_arg(card)
        animal = animal_of(c)
        if not choices or not animal.chooses:
            return self._line("bb-auto-nothing", card=c, species=ANIMAL_IDS[animal])
        if animal is Animal.PARROT:
            return self._line("bb-auto-parrot", card=c, target=queue[choices[0]])
        if animal is Animal.KANGAROO:
            return self._line("bb-auto-kangaroo", card=c)
        model = queue[choices[0]]
        then = animal_of(model)
        args: dict[str, object] = {"card": c, "model": model, "then": "none"}
        if then is Animal.PARROT and len(choices) > 1:
            args.update(then="parrot", target=queue[choices[1]])
        elif then is Animal.KANGAROO and len(choices) > 1:
            args["then"] = "kangaroo"
        return self._line("bb-auto-chameleon", **args)

    def ask_set_aside(self, chosen: int) -> Line:
        """Advanced variant: the question, with how many cards are chosen so far."""
        return self._line("bb-ask-set-aside", chosen=chosen, total=SET_ASIDE)

    def set_aside_item(self, card: int, index: int, total: int, selected: bool) -> Line:
        """One of the 12 cards in the set-aside choice (``index`` 0-based), marked when chosen."""
        return self._line("bb-set-aside-item", card=_card_arg(card), index=index + 1, total=total,
                          selected=selected)

    def set_aside_marked(self, card: int, selected: bool, chosen: int) -> Line:
        """A card was chosen (or un-chosen) for setting aside; ``chosen`` is the new count."""
        return self._line("bb-set-aside-marked", card=_card_arg(card), selected=selected, chosen=chosen,
                          total=SET_ASIDE)

    def set_aside_summary(self, cards: Sequence[int]) -> Line:
        """The cards about to be set aside, before the player confirms."""
        return self._line("bb-set-aside-summary", cards=self._cards(cards))

    # -- refusals ----------------------------------------------------------------------------------------

    def refusal(self, code: str, args: Mapping[str, object] | None = None) -> Line:
        """Why an action was refused, from :class:`IllegalActionError` ``code`` and ``args_``. Unknown codes
        (and arguments a message cannot use) give a generic refusal, never silence."""
        msg = f"bb-refusal-{code.replace('_', '-')}"
        if not self.renderer.has(msg):
            return self._line("bb-refusal-generic")
        fluent: dict[str, object] = {}
        for key, value in (args or {}).items():
            if key == "index":
                if isinstance(value, int) and not isinstance(value, bool):
                    fluent["place"] = value + 1
            else:
                fluent[key] = value
        try:
            return self._line(msg, **fluent)
        except (MessageFormatError, MissingMessageError):
            return self._line("bb-refusal-generic")


__all__ = ["CASES", "VERBOSITIES", "BeastyBarNarrator", "played_card_place"]

"""The Beasty Bar rules kernel: one play into the queue, with every animal's action.

This is the single copy of the rules. It works on plain lists of card integers so that the game, the
bots' search and ``beastybar simulate`` all run it fast. Events are built only when the caller passes a
list to collect them (``ev``); with ``ev=None`` the kernel does the same moves without building them.

Rules as read in ``shared/beastybar/RULES-NOTES.md``.
"""

from __future__ import annotations

from typing import Final

from beastybar_access.games.base import IllegalActionError
from beastybar_access.games.beastybar.cards import CHOOSES, STRENGTH, Animal
from beastybar_access.games.beastybar.events import (
    Bounced,
    ChameleonCopies,
    EnteredBar,
    Event,
    Expelled,
    Idle,
    MonkeysRush,
    Moved,
    NoEffect,
    QueueReversed,
    QueueSorted,
    Reason,
)

# Final: a compiled build keeps them in C variables, not in the module's dictionary
S: Final[tuple[int, ...]] = STRENGTH
QUEUE_MAX: Final = 5
ACTS_AGAIN: Final[tuple[bool, ...]] = tuple(s in (8, 10, 11) for s in STRENGTH)
"""Cards with an active recurring step (hippo, crocodile, giraffe; the zebra only blocks)."""

# one name a line, typed (a compiled build needs their types where other modules import them)
LION: Final = 12
HIPPO: Final = 11
CROCODILE: Final = 10
SNAKE: Final = 9
GIRAFFE: Final = 8
ZEBRA: Final = 7
SEAL: Final = 6
CHAMELEON: Final = 5
MONKEY: Final = 4
KANGAROO: Final = 3
PARROT: Final = 2
SKUNK: Final = 1

# the reasons an animal is thrown out, looked up once (an enum's member is slower to reach than a name)
_SECOND_LION: Final = Reason.SECOND_LION
_SCARED: Final = Reason.SCARED
_EATEN: Final = Reason.EATEN
_CHASED: Final = Reason.CHASED
_KICKED: Final = Reason.KICKED
_STUNK: Final = Reason.STUNK



def choice_options(animal: int, queue: list[int]) -> list[tuple[int, ...]]:
    """Every distinct choice list for playing ``animal`` onto ``queue`` (before it joins).

    Parrot ``(i,)`` the index to send away; kangaroo ``(n,)`` animals to jump; chameleon ``(i, ...)`` the
    index of the animal to copy followed by that animal's own choice. ``[()]`` when there is no choice.
    """
    n = len(queue)
    if animal == PARROT:
        return [(i,) for i in range(n)] if n else [()]
    if animal == KANGAROO:
        return [(k,) for k in range(1, min(2, n) + 1)] if n else [()]
    if animal == CHAMELEON:
        out: list[tuple[int, ...]] = []
        for i, c in enumerate(queue):
            t = S[c]
            if t == CHAMELEON:
                continue
            for sub in choice_options(t, queue) if t in (PARROT, KANGAROO) else [()]:
                out.append((i, *sub))
        return out or [()]
    return [()]


def count_options(animal: int, queue: list[int]) -> int:
    """``len(choice_options(animal, queue))`` without building the lists."""
    n = len(queue)
    if animal == PARROT:
        return n or 1
    if animal == KANGAROO:
        return min(2, n) or 1
    if animal == CHAMELEON:
        k2 = min(2, n)
        total = 0
        for c in queue:
            t = S[c]
            if t == PARROT:
                total += n
            elif t == KANGAROO:
                total += k2
            elif t != CHAMELEON:
                total += 1
        return total or 1
    return 1


def nth_option(animal: int, queue: list[int], k: int) -> tuple[int, ...]:
    """``choice_options(animal, queue)[k]`` without building the lists."""
    if animal == PARROT:
        return (k,) if queue else ()
    if animal == KANGAROO:
        return (k + 1,) if queue else ()
    if animal == CHAMELEON:
        n = len(queue)
        for i, c in enumerate(queue):
            t = S[c]
            if t == PARROT:
                if k < n:
                    return (i, k)
                k -= n
            elif t == KANGAROO:
                k2 = min(2, n)
                if k < k2:
                    return (i, k + 1)
                k -= k2
            elif t != CHAMELEON:
                if k == 0:
                    return (i,)
                k -= 1
        return ()
    return ()


def check_choices(animal: int, queue: list[int], choices: tuple[int, ...] | list[int]) -> None:
    """Raise :class:`IllegalActionError` saying exactly what is wrong with ``choices``."""
    choices = tuple(choices)
    n = len(queue)
    name = Animal(animal).name.lower()
    if animal in CHOOSES:
        if n == 0 or (animal == CHAMELEON and all(S[c] == CHAMELEON for c in queue)):
            if choices:
                raise IllegalActionError(
                    f"the {name} has nothing to choose here, but choices {list(choices)} were given",
                    "no_choice_possible",
                    animal=name,
                )
            return
        if not choices:
            what = {PARROT: "which animal to send away", KANGAROO: "how many animals to jump (1 or 2)",
                    CHAMELEON: "which animal to copy"}[animal]
            raise IllegalActionError(f"missing choice for the {name}: {what}", "choice_missing", animal=name)
        first, rest = choices[0], choices[1:]
        if not isinstance(first, int) or isinstance(first, bool):
            raise IllegalActionError(f"choice {first!r} is not a whole number", "choice_not_number")
        if animal == PARROT:
            if not 0 <= first < n:
                raise IllegalActionError(
                    f"the parrot's target {first} is out of range: the queue has positions 0 to {n - 1}",
                    "target_out_of_range", index=first, size=n,
                )
        elif animal == KANGAROO:
            top = min(2, n)
            if not 1 <= first <= top:
                raise IllegalActionError(
                    f"the kangaroo can jump 1 to {top} animals here, not {first}",
                    "jump_out_of_range", jump=first, most=top,
                )
        else:
            if not 0 <= first < n:
                raise IllegalActionError(
                    f"the chameleon's model {first} is out of range: the queue has positions 0 to {n - 1}",
                    "target_out_of_range", index=first, size=n,
                )
            model = S[queue[first]]
            if model == CHAMELEON:
                raise IllegalActionError(
                    "a chameleon cannot copy another chameleon", "cannot_copy_chameleon", index=first
                )
            if model in (PARROT, KANGAROO):
                check_choices(model, queue, rest)
                return
        if rest:
            raise IllegalActionError(
                f"too many choices for the {name}: {list(choices)}; extra {list(rest)}",
                "choice_extra", animal=name,
            )
        return
    if choices:
        raise IllegalActionError(
            f"the {name} takes no choices, but {list(choices)} were given", "choice_extra", animal=name
        )


def _expel(q: list[int], idx: int, thats_it: list[int], ev: list[Event] | None,
           by: int, reason: Reason, recurring: bool = False) -> None:
    c = q.pop(idx)
    thats_it.append(c)
    if ev is not None:
        ev.append(Expelled(c, idx, by, reason, recurring))


def _move(q: list[int], frm: int, to: int, ev: list[Event] | None, action: int, recurring: bool) -> None:
    c = q.pop(frm)
    q.insert(to, c)
    if ev is not None:
        passed = tuple(reversed(q[to + 1 : frm + 1])) if to < frm else tuple(q[frm:to])
        ev.append(Moved(c, frm, to, Animal(action), recurring, passed))


def _hippo(q: list[int], pos: int, ev: list[Event] | None, recurring: bool) -> int:
    j = pos
    while j > 0:
        s = S[q[j - 1]]
        if s >= HIPPO or s == ZEBRA:
            break
        j -= 1
    if j != pos:
        if ev is None:
            q.insert(j, q.pop(pos))
        else:
            _move(q, pos, j, ev, HIPPO, recurring)
    return j


def _crocodile(q: list[int], pos: int, thats_it: list[int], ev: list[Event] | None, recurring: bool) -> int:
    actor = q[pos]
    while pos > 0:
        s = S[q[pos - 1]]
        if s >= CROCODILE or s == ZEBRA:
            break
        pos -= 1
        if ev is None:
            thats_it.append(q.pop(pos))
        else:
            _expel(q, pos, thats_it, ev, actor, _EATEN, recurring)
    return pos


def _giraffe(q: list[int], pos: int, ev: list[Event] | None, recurring: bool) -> int:
    if pos > 0 and S[q[pos - 1]] < GIRAFFE:
        if ev is None:
            q.insert(pos - 1, q.pop(pos))
        else:
            _move(q, pos, pos - 1, ev, GIRAFFE, recurring)
        return pos - 1
    return pos


def act(q: list[int], pos: int, animal: int, choices: tuple[int, ...], thats_it: list[int],
        ev: list[Event] | None) -> None:
    """The on-play action of ``animal`` done by the card at ``pos`` (the end of the queue)."""
    # the animals in a tree of strengths (three or four questions to find one, not up to eleven)
    actor = q[pos]
    if animal >= SNAKE:
        if animal >= HIPPO:
            if animal == LION:
                _lion(q, pos, actor, thats_it, ev)
            else:
                _hippo(q, pos, ev, False)
        elif animal == CROCODILE:
            _crocodile(q, pos, thats_it, ev, False)
        elif ev is None and S[actor] == SNAKE:
            # strongest first, equals in the order they had: an insertion sort (five animals at most; a
            # compiled build does it in C, where q.sort(key=...) costs it a call per animal)
            for i in range(1, len(q)):
                c = q[i]
                s = S[c]
                j = i
                while j and S[q[j - 1]] < s:
                    q[j] = q[j - 1]
                    j -= 1
                q[j] = c
        else:
            key = [S[c] for c in q]
            key[pos] = SNAKE  # a chameleon copying the snake sorts with the snake's strength
            new = [q[i] for i in sorted(range(len(q)), key=key.__getitem__, reverse=True)]
            changed = new != q
            q[:] = new
            if ev is not None:
                ev.append(QueueSorted(actor, tuple(new), changed))
    elif animal >= SEAL:
        if animal == GIRAFFE:
            _giraffe(q, pos, ev, False)
        elif animal == SEAL:
            q.reverse()
            if ev is not None:
                ev.append(QueueReversed(actor, tuple(q)))
        # ZEBRA: nothing on play; it only blocks.
    elif animal >= MONKEY:
        if animal == CHAMELEON:
            if not choices:
                if ev is not None:
                    ev.append(NoEffect(actor, Idle.EMPTY_QUEUE if pos == 0 else Idle.NOTHING_TO_COPY))
                return
            model = q[choices[0]]
            copied = S[model]
            if ev is not None:
                ev.append(ChameleonCopies(actor, model, choices[0], Animal(copied)))
            act(q, pos, copied, choices[1:], thats_it, ev)
        else:
            _monkey(q, actor, thats_it, ev)
    elif animal == KANGAROO:
        if not choices:
            if ev is not None:
                ev.append(NoEffect(actor, Idle.EMPTY_QUEUE))
            return
        _move(q, pos, pos - choices[0], ev, KANGAROO, False)
    elif animal == PARROT:
        if not choices:
            if ev is not None:
                ev.append(NoEffect(actor, Idle.EMPTY_QUEUE))
            return
        _expel(q, choices[0], thats_it, ev, actor, _KICKED)
    else:
        _skunk(q, actor, thats_it, ev)


def _lion(q: list[int], pos: int, actor: int, thats_it: list[int], ev: list[Event] | None) -> None:
    for c in q:
        if c != actor and S[c] == LION:
            _expel(q, pos, thats_it, ev, c, _SECOND_LION)
            return
    i = 0
    while i < len(q):
        if S[q[i]] == MONKEY:
            _expel(q, i, thats_it, ev, actor, _SCARED)
        else:
            i += 1
    pos = q.index(actor)
    if pos:
        _move(q, pos, 0, ev, LION, False)


def _monkey(q: list[int], actor: int, thats_it: list[int], ev: list[Event] | None) -> None:
    others = [c for c in q if S[c] == MONKEY and c != actor]
    if not others:
        if ev is not None:
            ev.append(NoEffect(actor, Idle.MONKEY_ALONE))
        return
    i = 0
    while i < len(q):
        s = S[q[i]]
        if s in (HIPPO, CROCODILE):
            _expel(q, i, thats_it, ev, actor, _CHASED)
        else:
            i += 1
    others.reverse()
    new = [actor, *others, *[c for c in q if c != actor and S[c] != MONKEY]]
    q[:] = new
    if ev is not None:
        ev.append(MonkeysRush(actor, tuple(new)))


def _skunk(q: list[int], actor: int, thats_it: list[int], ev: list[Event] | None) -> None:
    # the two strongest kinds of animal waiting besides the skunk itself and other skunks
    first = second = 0
    for c in q:
        if c != actor:
            s = S[c]
            if s > first:
                if first:
                    second = first
                first = s
            elif first > s > second:
                second = s
    if first == SKUNK or not first:  # no strength but a skunk's (1) is below another
        if ev is not None:
            ev.append(NoEffect(actor, Idle.NOTHING_TO_STINK))
        return
    if second == SKUNK:
        second = 0
    i = 0
    while i < len(q):
        c = q[i]
        s = S[c]
        if s in (first, second) and c != actor:
            _expel(q, i, thats_it, ev, actor, _STUNK)
        else:
            i += 1


def recurring_phase(q: list[int], played: int, thats_it: list[int], ev: list[Event] | None) -> None:
    """Each hippo, crocodile and giraffe acts once, from the gate towards the exit, as the queue stands.

    A giraffe played this turn does not step again; a hippo or crocodile played this turn does act.
    """
    # An animal acting moves itself towards the gate or takes out animals between itself and the gate,
    # never one behind it: those behind it wait in the order they had, so the animals of the queue as it
    # stands now act one after another, each from where it is when its turn comes.
    again = ACTS_AGAIN
    for c in q[:]:
        if again[c]:
            s = S[c]
            if s == HIPPO:
                _hippo(q, q.index(c), ev, True)
            elif s == CROCODILE:
                _crocodile(q, q.index(c), thats_it, ev, True)
            elif c != played:
                i = q.index(c)
                if i and S[q[i - 1]] < GIRAFFE:
                    if ev is None:
                        q.insert(i - 1, q.pop(i))
                    else:
                        _move(q, i, i - 1, ev, GIRAFFE, True)


def gate_check(q: list[int], bar: list[int], thats_it: list[int], ev: list[Event] | None) -> None:
    """With five animals waiting the first two enter the bar and the last is thrown out."""
    if len(q) >= QUEUE_MAX:
        first, second, last = q[0], q[1], q[4]
        bar.append(first)
        bar.append(second)
        thats_it.append(last)
        del q[4]
        del q[0:2]
        if ev is not None:
            ev.append(EnteredBar(first))
            ev.append(EnteredBar(second))
            ev.append(Bounced(last))


def play_into_queue(q: list[int], card: int, choices: tuple[int, ...], bar: list[int], thats_it: list[int],
                    ev: list[Event] | None) -> None:
    """A whole play: the card joins the end of the queue, acts, the recurring phase, the gate check.

    ``choices`` must already be valid (see :func:`check_choices`).
    """
    q.append(card)
    animal = S[card]
    if animal != ZEBRA:  # the zebra does nothing when played
        act(q, len(q) - 1, animal, choices, thats_it, ev)
    again = ACTS_AGAIN
    for c in q:
        if again[c]:
            recurring_phase(q, card, thats_it, ev)
            break
    if len(q) >= QUEUE_MAX:
        first, second, last = q[0], q[1], q[4]
        bar.append(first)
        bar.append(second)
        thats_it.append(last)
        del q[4]
        del q[0:2]
        if ev is not None:
            ev.append(EnteredBar(first))
            ev.append(EnteredBar(second))
            ev.append(Bounced(last))

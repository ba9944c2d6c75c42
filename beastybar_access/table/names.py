"""Names at a table: no two seats share one (issue 25).

Every "Jana plays …" must say who played, so a computer player never takes a name a person has, and two
seats never have the same name. Computers take their names, in order, from a list (the locale's list at a
console, :data:`ONLINE_COMPUTER_NAMES` at a server, where everyone at the table must hear the same names),
skipping every name taken; past the list's end they are numbered ("Počítač 5"). Names compare without
regard to case ("eva" is Eva).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

ONLINE_COMPUTER_NAMES: tuple[str, ...] = (
    "Jana", "Adam", "Eva", "Martin", "Hana", "David", "Lucie", "Viktor", "Ema", "Daniel", "Olga", "Filip")
"""The names a server gives its computer players: written and said alike in Czech and English, so
listeners in either language hear one name for one seat."""


def _key(name: str) -> str:
    return name.strip().casefold()


def computer_names(taken: Iterable[str], count: int, pool: Sequence[str],
                   numbered: Callable[[int], str]) -> list[str]:
    """``count`` names for computer players, from ``pool`` in its order, none of them in ``taken`` nor
    twice; after the pool, ``numbered(n)`` for n = 1, 2, … (skipping any taken too)."""
    used = {_key(n) for n in taken}
    out: list[str] = []
    for name in pool:
        if len(out) >= count:
            break
        if name.strip() and _key(name) not in used:
            out.append(name.strip())
            used.add(_key(name))
    n = 0
    while len(out) < count:
        n += 1
        name = numbered(n)
        if _key(name) not in used:
            out.append(name)
            used.add(_key(name))
    return out


def distinct(names: Sequence[str]) -> list[str]:
    """``names`` with each repeated name told apart by its seat's number ("Eva", "Eva 2"); the first of
    them keeps it as it is."""
    used = {_key(n) for n in names}
    seen: set[str] = set()
    out: list[str] = []
    for seat, name in enumerate(names):
        if _key(name) not in seen:
            seen.add(_key(name))
            out.append(name)
            continue
        n = seat + 1
        candidate = f"{name} {n}"
        while _key(candidate) in used or _key(candidate) in seen:
            n += 1
            candidate = f"{name} {n}"
        seen.add(_key(candidate))
        out.append(candidate)
    return out


__all__ = ["ONLINE_COMPUTER_NAMES", "computer_names", "distinct"]

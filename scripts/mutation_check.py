#!/usr/bin/env python3
"""A small mutation check (issue 27): deliberate one-line changes that the tests must catch.

Each mutant below is one change to one file (its text before and after, found exactly once) and the tests
that must fail with it. The script copies the project to a temporary folder (without .venv, .git and
caches), runs every mutant's tests once on the unchanged copy (they must pass: a mutant caught by a broken
test proves nothing), then applies each change in turn, runs its tests, and puts the file back. It prints
one line per mutant, ``caught`` or ``survived``, and ends with status 0 only when every mutant was caught.
A change whose text is no longer in its file is reported as ``stale``: update the list with the code.

Run from the project's folder with its virtual environment's Python (``tests/test_reliability_mutants.py``
does, with ``--run-slow``): ``.venv/bin/python scripts/mutation_check.py [NAME ...]``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Mutant:
    name: str
    path: str
    before: str
    after: str
    tests: tuple[str, ...]


_ACT = ('        elif msg["type"] == "act":\n            if conn.live is None:\n'
        '                raise ProtocolError("not_at_table")\n')
"""The server's act message as it starts (the cannot-save refusal of a move follows it)."""
MUTANTS: tuple[Mutant, ...] = (
    # the four the careful tester found (issue 27)
    Mutant("computer-legality-check-removed", "beastybar_access/table/computer.py",
           "            self.table.check(action)\n", "",
           ("tests/test_reliability_mutants.py", "tests/test_table.py")),
    Mutant("token-hash-first-10-characters", "beastybar_access/net/store.py",
           'hashlib.sha256(token.encode("utf-8", "replace"))',
           'hashlib.sha256(token[:10].encode("utf-8", "replace"))',
           ("tests/test_reliability_mutants.py", "tests/test_net_store.py")),
    Mutant("save-name-length-limit-removed", "beastybar_access/untrusted.py",
           "0 < len(n) <= NAME_LIMIT for n in names", "0 < len(n) for n in names",
           ("tests/test_reliability_mutants.py", "tests/test_console_saves.py")),
    Mutant("lesson-accepts-card-with-other-choices", "beastybar_access/games/beastybar/lessons.py",
           "        return bool(action == self.expected)\n\n"
           "    def state(self, seed: int | None = None) -> engine.State:\n"
           "        return lesson_state(self)",
           "        return bool(getattr(action, 'card', None) == self.expected.card)\n\n"
           "    def state(self, seed: int | None = None) -> engine.State:\n"
           "        return lesson_state(self)",
           ("tests/test_reliability_mutants.py",)),
    # the holes issue 27 closed, kept closed
    Mutant("monkeys-round-length-unbounded", "beastybar_access/games/monkeys/engine.py",
           "not 1 <= round_ms <= rules.MAX_ROUND_MS", "not 1 <= round_ms",
           ("tests/test_monkeys_engine.py",)),
    Mutant("save-written-without-its-lock", "beastybar_access/console/storage.py",
           "        if not claimed and not self.lock.take():\n            raise SaveInUseError(self.path)\n",
           "",
           ("tests/test_reliability_saves.py::test_a_killed_writers_temporary_file_is_removed_and_a_symlinked_"
            "save_stays_a_link",)),
    Mutant("moves-taken-while-the-server-cannot-save", "beastybar_access/net/server.py",
           _ACT + '            if self.storage_down is not None:\n'
                  '                raise ProtocolError("cannot_save")\n', _ACT,
           ("tests/test_reliability_server.py::test_n6_a_database_locked_by_another_program_freezes_nothing_"
            "and_moves_wait_then_go_on",)),
    Mutant("read-only-copy-moves-a-damaged-save-aside", "beastybar_access/console/storage.py",
           "        if self.read_only or not (claimed or self.lock.take()):\n", "        if False:\n",
           ("tests/test_reliability_saves.py::test_a_read_only_copy_that_finds_the_save_damaged_leaves_it_to_"
            "the_copy_playing_it",)),
    Mutant("windows-lock-waits", "beastybar_access/locking.py",
           "msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)", "msvcrt.locking(fd, msvcrt.LK_LOCK, 1)",
           ("tests/test_locking.py",)),
    Mutant("server-message-not-checked", "beastybar_access/net/remote.py",
           "        return read_server_message(raw)\n", "        return dict(json.loads(raw))\n",
           ("tests/test_reliability_client.py::test_n11_n12_a_broken_answer_is_refused_at_once_with_what_"
            "broke",)),
)

IGNORE = shutil.ignore_patterns(".venv", ".git", "__pycache__", ".mypy_cache", ".ruff_cache", ".pytest_cache",
                                "build", "dist", "*.egg-info", "node_modules", ".hypothesis")


def say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def pytest(copy: Path, tests: tuple[str, ...], timeout: float = 600) -> tuple[bool, str]:
    """Run ``tests`` in ``copy`` (its package first on the path); (passed, the last lines of output)."""
    env = dict(os.environ, PYTHONPATH=str(copy), PYTHONDONTWRITEBYTECODE="1")
    try:
        done = subprocess.run([sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", *tests],
                              cwd=copy, env=env, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return False, "timed out"
    tail = "\n".join((done.stdout + done.stderr).strip().splitlines()[-3:])
    return done.returncode == 0, tail


def main(names: list[str]) -> int:
    chosen = [m for m in MUTANTS if not names or m.name in names]
    unknown = set(names) - {m.name for m in MUTANTS}
    if unknown:
        say(f"unknown mutants: {', '.join(sorted(unknown))}")
        return 2
    with tempfile.TemporaryDirectory(prefix="mutation-") as tmp:
        copy = Path(tmp) / "project"
        shutil.copytree(ROOT, copy, ignore=IGNORE)
        env = dict(os.environ, PYTHONPATH=str(copy))
        probe = "import beastybar_access; print(beastybar_access.__file__)"
        where = subprocess.run([sys.executable, "-c", probe], cwd=copy, env=env, capture_output=True,
                               text=True, check=True).stdout.strip()
        if not Path(where).resolve().is_relative_to(copy.resolve()):
            say(f"the copy's package is not the one imported ({where}); nothing checked")
            return 2
        tests = tuple(dict.fromkeys(t for m in chosen for t in m.tests))
        ok, tail = pytest(copy, tests)
        if not ok:
            say(f"the tests fail without any mutant, so no mutant can be judged:\n{tail}")
            return 2
        failed = 0
        for mutant in chosen:
            path = copy / mutant.path
            original = path.read_text(encoding="utf-8")
            if original.count(mutant.before) != 1:
                say(f"stale: {mutant.name} (its text is not in {mutant.path} exactly once)")
                failed += 1
                continue
            path.write_text(original.replace(mutant.before, mutant.after), encoding="utf-8")
            started = time.monotonic()
            try:
                passed, tail = pytest(copy, mutant.tests)
            finally:
                path.write_text(original, encoding="utf-8")
            seconds = time.monotonic() - started
            if passed:
                say(f"survived: {mutant.name} ({mutant.path}; {seconds:.0f} s)\n{tail}")
                failed += 1
            else:
                say(f"caught: {mutant.name} ({seconds:.0f} s)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

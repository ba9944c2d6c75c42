"""The package imports and starts on Windows too, and reads its data only from inside itself.

Most blind players use Windows, which has no termios, fcntl, tty, pty, pwd or resource module, no SIGHUP or
SIGWINCH and no ``/dev``. These checks run on any system:

* every use of a POSIX-only module, signal or call, ``select`` (Windows selects sockets only), and every
  ``/dev/`` path, sits behind a guard: a ``try`` that catches the failure, or an ``if`` (or an early return)
  on ``sys.platform``, ``os.name``, ``hasattr``, or a function called only behind such guards; Windows-only
  modules (winsound, msvcrt, winreg) the same way round;
* every module of the package imports with the POSIX-only modules and signals taken away;
* no module finds files by ``__file__``: data comes through ``importlib.resources`` (``paths.py``), so an
  installed wheel has everything, and nothing is read from outside the package.
"""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "beastybar_access"

POSIX_ONLY_MODULES = frozenset({"termios", "tty", "pty", "fcntl", "pwd", "grp", "resource", "posix", "syslog",
                                "curses", "readline", "crypt", "spwd", "nis"})
WINDOWS_ONLY_MODULES = frozenset({"winsound", "msvcrt", "winreg", "_winapi", "win32api", "win32com",
                                  "pythoncom", "pywintypes"})
POSIX_ONLY_SIGNALS = frozenset({"SIGHUP", "SIGWINCH", "SIGTSTP", "SIGQUIT", "SIGUSR1", "SIGUSR2", "SIGPIPE",
                                "SIGCHLD", "SIGALRM", "SIGCONT", "SIGKILL", "SIGTTIN", "SIGTTOU", "alarm",
                                "setitimer", "getitimer", "pause", "siginterrupt", "pthread_kill",
                                "pthread_sigmask", "sigwait"})
POSIX_ONLY_OS = frozenset({"fork", "forkpty", "setsid", "setpgid", "getpgid", "killpg", "getuid", "geteuid",
                           "getgid", "getppid", "openpty", "ttyname", "mkfifo", "set_blocking",
                           "get_blocking", "getloadavg", "sysconf", "WNOHANG", "O_NONBLOCK", "O_NOCTTY"})
SELECT_CALLS = frozenset({"select", "poll", "epoll", "kqueue", "devpoll"})
GUARD_TEST = re.compile(r"sys\.platform|os\.name|hasattr|getattr|POSIX|WINDOWS|IS_WIN", re.IGNORECASE)
CAUGHT = frozenset({"ImportError", "ModuleNotFoundError", "AttributeError", "OSError", "Exception",
                    "BaseException", "ValueError", "NotImplementedError"})


def _modules() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)


def _catches(handler: ast.ExceptHandler) -> bool:
    if handler.type is None:
        return True
    names = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    return any(isinstance(n, ast.Name) and n.id in CAUGHT for n in names)


def _is_guard_test(test: ast.expr) -> bool:
    return bool(GUARD_TEST.search(ast.unparse(test)))


def _exits(body: list[ast.stmt]) -> bool:
    return bool(body) and isinstance(body[-1], ast.Return | ast.Raise | ast.Continue | ast.Break)


class _Finder(ast.NodeVisitor):
    """Collects unguarded uses, tracking the guards around each node."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.guarded = 0
        self.problems: list[tuple[str | None, str]] = []
        """(the function it is in, the problem): a function only called behind guards is guarded by them."""
        self.calls: list[tuple[str, bool]] = []
        """Every call of a plain or attribute name: (the name, whether the call is guarded)."""
        self.function: str | None = None

    def _where(self, node: ast.AST) -> str:
        return f"{self.path.relative_to(PACKAGE.parent)}:{getattr(node, 'lineno', '?')}"

    def _flag(self, node: ast.AST, what: str) -> None:
        if not self.guarded:
            self.problems.append((self.function, f"{self._where(node)}: {what} without a guard"))

    def _visit_body(self, body: list[ast.stmt]) -> None:
        """Statements after ``if <platform test>: return`` are guarded by it (an early return)."""
        extra = 0
        for stmt in body:
            self.guarded += extra
            self.visit(stmt)
            self.guarded -= extra
            if isinstance(stmt, ast.If) and _is_guard_test(stmt.test) and _exits(stmt.body):
                extra = 1

    def visit_Module(self, node: ast.Module) -> None:
        self._visit_body(node.body)

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        for d in node.decorator_list:
            self.visit(d)
        outer, self.function = self.function, self.function or node.name
        for default in (*node.args.defaults, *node.args.kw_defaults):  # used when the function is called
            if default is not None:
                self.visit(default)
        self._visit_body(node.body)
        self.function = outer

    def visit_Call(self, node: ast.Call) -> None:
        name = node.func.id if isinstance(node.func, ast.Name) else (
            node.func.attr if isinstance(node.func, ast.Attribute) else None)
        if name is not None:
            self.calls.append((name, bool(self.guarded)))
        self.generic_visit(node)

    visit_AsyncFunctionDef = visit_FunctionDef  # type: ignore[assignment]

    def visit_Try(self, node: ast.Try) -> None:
        guarded = any(_catches(h) for h in node.handlers)
        self.guarded += guarded
        self._visit_body(node.body)
        self.guarded -= guarded
        for part in (*node.handlers, *node.orelse, *node.finalbody):
            self.visit(part)

    def visit_If(self, node: ast.If) -> None:
        guarded = _is_guard_test(node.test)
        self.visit(node.test)
        self.guarded += guarded
        self._visit_body(node.body)
        self._visit_body(node.orelse)
        self.guarded -= guarded

    def visit_IfExp(self, node: ast.IfExp) -> None:
        guarded = _is_guard_test(node.test)
        self.visit(node.test)
        self.guarded += guarded
        self.visit(node.body)
        self.visit(node.orelse)
        self.guarded -= guarded

    def _module(self, node: ast.AST, name: str) -> None:
        top = name.split(".")[0]
        if top in POSIX_ONLY_MODULES:
            self._flag(node, f"POSIX-only module {name!r}")
        if top in WINDOWS_ONLY_MODULES:
            self._flag(node, f"Windows-only module {name!r}")

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            self._module(node, alias.name)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        if node.module and node.level == 0:
            self._module(node, node.module)
        if node.module == "signal":
            for alias in node.names:
                if alias.name in POSIX_ONLY_SIGNALS:
                    self._flag(node, f"signal.{alias.name}")
        if node.module == "os":
            for alias in node.names:
                if alias.name in POSIX_ONLY_OS:
                    self._flag(node, f"os.{alias.name}")

    def visit_Attribute(self, node: ast.Attribute) -> None:
        if isinstance(node.value, ast.Name):
            if node.value.id == "signal" and node.attr in POSIX_ONLY_SIGNALS:
                self._flag(node, f"signal.{node.attr}")
            if node.value.id == "os" and node.attr in POSIX_ONLY_OS:
                self._flag(node, f"os.{node.attr}")
            if node.value.id == "select" and node.attr in SELECT_CALLS:
                self._flag(node, f"select.{node.attr} (Windows selects sockets only, never a console)")
        self.generic_visit(node)

    def visit_Constant(self, node: ast.Constant) -> None:
        if isinstance(node.value, str) and node.value.startswith("/dev/"):
            self._flag(node, f"the path {node.value!r}")


def _unguarded(finders: list[_Finder]) -> list[str]:
    """The problems left when a function whose every call (in the package) is guarded counts as guarded:
    a Linux-only helper called only under ``if sys.platform.startswith("linux")`` is fine."""
    calls: dict[str, list[bool]] = {}
    for finder in finders:
        for name, guarded in finder.calls:
            calls.setdefault(name, []).append(guarded)
    return [problem for finder in finders for function, problem in finder.problems
            if function is None or not calls.get(function) or not all(calls[function])]


def _finder(path: Path, source: str | None = None) -> _Finder:
    finder = _Finder(path)
    finder.visit(ast.parse(path.read_text(encoding="utf-8") if source is None else source, str(path)))
    return finder


def test_every_platform_specific_use_is_guarded() -> None:
    problems = _unguarded([_finder(path) for path in _modules()])
    assert not problems, "\n".join(problems)


UID = "import os, sys\ndef uid():\n    return os.getuid()\n"


@pytest.mark.parametrize("source, found", [
    ("import termios\n", True),
    ("def f():\n    import fcntl\n", True),
    ("try:\n    import termios\nexcept ImportError:\n    termios = None\n", False),
    ("import sys\nif sys.platform != 'win32':\n    import tty\n", False),
    ("import signal\nsignal.signal(signal.SIGHUP, print)\n", True),
    ("import signal\nhup = getattr(signal, 'SIGHUP', None)\n", False),
    ("import os, sys\ndef f():\n    if sys.platform == 'win32':\n        return\n    os.setsid()\n", False),
    ("open('/dev/tty')\n", True),
    ("import winsound\n", True),
    ("import os\nif hasattr(os, 'fork'):\n    os.fork()\n", False),
    ("import select, sys\nselect.select([sys.stdin], [], [], 0)\n", True),
    (UID + "if sys.platform == 'linux':\n    uid()\n", False),
    (UID + "if sys.platform == 'linux':\n    uid()\nuid()\n", True),
    ("from pathlib import Path\ndef snd(d=Path('/dev/snd')):\n    return d\n", True),
])
def test_the_guard_check_itself(tmp_path: Path, source: str, found: bool) -> None:
    finder = _finder(PACKAGE / "_probe.py", source)  # (the path only names the problem)
    problems = _unguarded([finder])
    assert bool(problems) is found, problems


IMPORT_ALL = """
import sys
for name in {blocked!r}:
    sys.modules[name] = None  # "import termios" now raises ImportError, as on Windows
import signal
for name in {signals!r}:
    if hasattr(signal, name):
        delattr(signal, name)
import importlib, json, pkgutil
import beastybar_access
failed = {{}}
for info in pkgutil.walk_packages(beastybar_access.__path__, "beastybar_access."):
    if info.name == "beastybar_access.__main__":
        continue  # it runs the program
    try:
        importlib.import_module(info.name)
    except Exception as exc:
        failed[info.name] = repr(exc)
print(json.dumps(failed))
"""


def test_every_module_imports_without_the_posix_only_modules_and_signals() -> None:
    # (``posix`` itself stays: the standard library's own modules use it here, and ``nt`` on Windows)
    code = IMPORT_ALL.format(blocked=sorted(POSIX_ONLY_MODULES - {"posix"}), signals=sorted(
        s for s in POSIX_ONLY_SIGNALS if s.startswith("SIG")))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                          cwd=PACKAGE.parent)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {}


def test_no_module_finds_files_by_its_own_path() -> None:
    """Data is read through importlib.resources only; ``__file__`` would reach outside an installed
    package (as the old ``locales/`` beside the package did)."""
    uses = [f"{path.relative_to(PACKAGE.parent)}:{node.lineno}" for path in _modules()
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.Name) and node.id == "__file__"]
    assert not uses, uses

"""The console's shape (issue 23): no class in ``console/`` over 400 lines, counted with ``ast`` from its
``class`` line to its last line, and no subclass of the console anywhere in the package (online play is
plugged into an ordinary console, the parts are objects the console composes)."""

from __future__ import annotations

import ast
from pathlib import Path

import beastybar_access

PACKAGE = Path(beastybar_access.__file__).parent
LIMIT = 400


def classes(folder: Path) -> list[tuple[str, ast.ClassDef]]:
    found = []
    for path in sorted(folder.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        found += [(str(path.relative_to(PACKAGE)), node) for node in ast.walk(tree)
                  if isinstance(node, ast.ClassDef)]
    return found


def length(node: ast.ClassDef) -> int:
    assert node.end_lineno is not None
    return node.end_lineno - node.lineno + 1


def base_names(node: ast.ClassDef) -> set[str]:
    names = set()
    for base in node.bases:
        if isinstance(base, ast.Name):
            names.add(base.id)
        elif isinstance(base, ast.Attribute):
            names.add(base.attr)
    return names


def test_the_counting_sees_the_console_and_its_length() -> None:
    found = {node.name: (path, length(node)) for path, node in classes(PACKAGE / "console")}
    path, lines = found["Console"]
    assert path == "console/app.py" and lines > 100
    tree = ast.parse("class A:\n    x = 1\n\n    def f(self):\n        pass\n\n\n"
                     "class B(app.Console):\n    pass\n")
    a, b = (n for n in ast.walk(tree) if isinstance(n, ast.ClassDef))
    assert length(a) == 5 and base_names(b) == {"Console"}


def test_no_class_in_the_console_is_over_400_lines() -> None:
    over = [f"{path}: {node.name} has {length(node)} lines" for path, node in classes(PACKAGE / "console")
            if length(node) > LIMIT]
    assert not over, over


def test_no_class_subclasses_the_console() -> None:
    subclasses = [f"{path}: {node.name}" for path, node in classes(PACKAGE) if "Console" in base_names(node)]
    assert not subclasses, subclasses


def test_the_console_holds_its_parts_instead_of_inheriting_them() -> None:
    """The outputs and history buffers (``Voice``) and the overlay (``Overlay``) are objects the console
    holds, as is the key reader (``KeyReader``): the console has no base class."""
    found = {node.name: node for _path, node in classes(PACKAGE / "console")}
    assert not base_names(found["Console"]), base_names(found["Console"])
    assert {"Voice", "Overlay", "KeyReader"} <= set(found)

"""The package's import graph has no circle, and the layers import in their direction only (see the layout in
docs/development.md): nothing imports the console but the command line, the table imports no console,
narration or outputs, the games import no console (apart from their console adapters)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = "beastybar_access"
ROOT = Path(__file__).resolve().parent.parent / PACKAGE


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in ROOT.rglob("*.py")}


def imports_of(path: Path, known: set[str]) -> set[str]:
    """Every module of the package that ``path`` imports, anywhere in it (also inside functions and
    under ``if TYPE_CHECKING``: a circle of type-only imports is a circle too)."""
    found: set[str] = set()
    me = module_name(path)
    package = me if path.name == "__init__.py" else me.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name in known)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")
                up = up[: len(up) - (node.level - 1)]
                base = ".".join([*up, base] if base else up)
            if not base.startswith(PACKAGE):
                continue
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                found.add(sub if sub in known else base)
    found.discard(me)
    return {m for m in found if m in known}


def graph() -> dict[str, set[str]]:
    mods = modules()
    known = set(mods)
    return {name: imports_of(path, known) for name, path in mods.items()}


def find_cycle(g: dict[str, set[str]]) -> list[str] | None:
    white, grey, black = 0, 1, 2
    colour = dict.fromkeys(g, white)
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        colour[node] = grey
        stack.append(node)
        for nxt in sorted(g[node]):
            if colour[nxt] == grey:
                return [*stack[stack.index(nxt):], nxt]
            if colour[nxt] == white:
                found = visit(nxt)
                if found:
                    return found
        stack.pop()
        colour[node] = black
        return None

    for node in sorted(g):
        if colour[node] == white:
            found = visit(node)
            if found:
                return found
    return None


def test_the_walk_finds_the_imports() -> None:
    g = graph()
    assert "beastybar_access.table.core" in g["beastybar_access.table.turns"]
    assert "beastybar_access.console.flow" in g["beastybar_access.console.app"]
    assert "beastybar_access.console.setup" in g["beastybar_access.console.flow"]


def test_the_cycle_finder_finds_a_circle() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_no_import_circle_in_the_package() -> None:
    cycle = find_cycle(graph())
    assert cycle is None, "import circle: " + " -> ".join(cycle or [])


def layer(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


COMMAND_LINE = ("console", "commands", "cli", "diagnostics", "__main__")
"""The layers that may import the console: itself, and the command line with its entry point (``cli``,
``__main__``, and ``diagnostics``, the entry point's crash handler and log, which finds the data folder
through ``console.storage``)."""


def test_the_layers_import_in_their_direction() -> None:
    g = graph()
    wrong = []
    for module, targets in g.items():
        for target in targets:
            if layer(target) == "console" and layer(module) not in COMMAND_LINE \
                    and not module.endswith(".console"):  # a game's console adapter plugs into it
                wrong.append((module, target))
            if layer(module) == "table" and layer(target) in ("console", "narration", "outputs", "commands",
                                                             "presenter"):
                wrong.append((module, target))
            if layer(module) == "presenter" and layer(target) in ("console", "commands", "net", "cli"):
                wrong.append((module, target))  # the presenter serves any terminal and knows none
    assert not wrong, wrong

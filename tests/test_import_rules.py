"""The import rules of the architecture, read from the source: the layers, and no circles.

Every import counts, those deferred inside a function too (a circle hidden in a function is
still a circle: each module needs the other to work), except imports only for type checking
and a package's lazy ``__getattr__`` (it loads the package's own heavy part on first use; the
part never imports the package back for that name).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import networkx as nx
import pytest

import capboard

ROOT = Path(capboard.__file__).parent

ALLOWED_CIRCLES: list[set[str]] = []
"""The circles the project still has (none: the last, between the engine's players and the
levels that name them, went with capboard.engine.levels)."""


def _modules() -> dict[str, Path]:
    found = {}
    for path in ROOT.rglob("*.py"):
        parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


MODULES = _modules()


def _import_statements(body: list[ast.stmt]) -> Iterator[ast.Import | ast.ImportFrom]:
    """The import statements among ``body`` and the statements inside them (an import is a
    statement: expressions need no visit), but those for type checking only and a lazy
    ``__getattr__``'s."""
    for statement in body:
        if isinstance(statement, ast.Import | ast.ImportFrom):
            yield statement
            continue
        if isinstance(statement, ast.FunctionDef) and statement.name == "__getattr__":
            continue
        if isinstance(statement, ast.If) and "TYPE_CHECKING" in ast.unparse(statement.test):
            yield from _import_statements(statement.orelse)
            continue
        for name in ("body", "orelse", "finalbody"):
            inner = getattr(statement, name, None)
            if isinstance(inner, list):
                yield from _import_statements(inner)
        for handler in getattr(statement, "handlers", ()):
            yield from _import_statements(handler.body)
        for case in getattr(statement, "cases", ()):
            yield from _import_statements(case.body)


def _imported(module: str) -> Iterator[str]:
    """The modules ``module`` imports (a ``from package import name`` names both)."""
    path = MODULES[module]
    for node in _import_statements(ast.parse(path.read_text(encoding="utf-8")).body):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
            continue
        base = node.module or ""
        if node.level:
            package = module.split(".")
            if path.name != "__init__.py":
                package.pop()
            package = package[: len(package) - (node.level - 1)]
            base = ".".join([*package, base] if base else package)
        yield base
        for alias in node.names:
            if f"{base}.{alias.name}" in MODULES:
                yield f"{base}.{alias.name}"


@cache
def imports() -> dict[str, set[str]]:
    """What each module imports (read once, when a test first asks: not while collecting)."""
    return {module: set(_imported(module)) for module in MODULES}


def _layer_breaks(module: str, target: str) -> str | None:
    """Why ``module`` may not import ``target`` (None: it may)."""
    parts = module.split(".")
    layer = parts[1] if len(parts) > 1 else ""
    qt = target.split(".")[0] == "PySide6"
    if layer == "engine" and (
        qt or target.startswith(("capboard.games", "capboard.controller", "capboard.ui"))
    ):
        return "the engine imports nothing of the other packages and no Qt"
    if layer == "games":
        if qt or target.startswith(("capboard.controller", "capboard.ui")):
            return "a game imports the engine only, never Qt"
        other_game = target.startswith("capboard.games.") and target.split(".")[2] != parts[2]
        if len(parts) > 2 and other_game:
            return "a game never imports another game"
    if layer == "controller" and (
        target.startswith("capboard.ui") or target in ("PySide6.QtWidgets", "PySide6.QtGui")
    ):
        return "the controller imports QtCore, never widgets or the ui"
    if layer == "ui" and target.startswith("capboard.games."):
        own_ui = parts[2:3] == ["games"] and len(parts) > 3 and parts[3] == target.split(".")[2]
        if not own_ui:
            return "the ui reaches a game's internals only through that game's own ui"
    return None


def test_the_layers_import_only_what_the_architecture_allows() -> None:
    broken = [
        f"{module} imports {target}: {why}"
        for module, targets in sorted(imports().items())
        for target in sorted(targets)
        if (why := _layer_breaks(module, target))
    ]
    assert broken == []


def test_no_module_imports_itself_back_through_others() -> None:
    graph = nx.DiGraph()
    graph.add_nodes_from(MODULES)
    for module, targets in imports().items():
        graph.add_edges_from((module, t) for t in targets if t in MODULES and t != module)
    circles = [c for c in nx.strongly_connected_components(graph) if len(c) > 1]
    unexpected = [sorted(c) for c in circles if c not in ALLOWED_CIRCLES]
    assert unexpected == []
    # Each allowed circle still exists: once one is broken, it leaves this list.
    assert sorted(map(sorted, circles)) == sorted(map(sorted, ALLOWED_CIRCLES))


@pytest.mark.parametrize(
    ("module", "target"),
    [
        ("capboard.games.catan.state", "capboard.engine.protocol"),  # at the top
        ("capboard.engine.levels", "capboard.engine.search"),  # inside a function
        ("capboard.ui.games.catan.scene", "capboard.ui.games.catan.texts"),  # from package import
    ],
)
def test_the_reading_finds_the_imports_a_module_makes(module: str, target: str) -> None:
    """The reading itself finds the imports of each kind (else the tests above pass on
    nothing)."""
    assert target in imports()[module]

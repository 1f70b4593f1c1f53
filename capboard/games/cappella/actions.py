"""Cappella's actions. Cells are indices into the board's cells (row by row, A1 at top left).

Building is a short sequence within one turn — choose the building, pay each material with one
of one's paths, then place the building — so that each step is a small, checkable choice and a
player may take back a step before the building stands.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from capboard.engine.protocol import Action

ROW_LETTERS = "ABCDEFGHIJ"


def cell_label(cell: int, cells: tuple[tuple[int, int], ...] | None = None) -> str:
    """A cell's name for logs: its row letter and its 1-based place in the row (``C4``).

    A number that is no cell of the board (a move read from a damaged file, which the rules
    then refuse) is named ``?`` and the number, never looked up.
    """
    if cells is None:
        from capboard.games.cappella.board import cappella_data

        cells = cappella_data().grid.cells
    if not 0 <= cell < len(cells):
        return f"?{cell}"
    q, r = cells[cell]
    return f"{ROW_LETTERS[r]}{cell_column((q, r)) + 1}"


def cell_column(cell: tuple[int, int]) -> int:
    """A cell's place in its row from the left, from 0, as the board's labels number it."""
    q, r = cell
    return q + (r - (r & 1)) // 2


@dataclass(frozen=True, order=True)
class PlacePath(Action):
    """Lay a path from the stock across the side between cells ``a`` and ``b`` (a < b)."""

    kind: ClassVar[str] = "path"
    a: int
    b: int

    def notation(self) -> str:
        return f"path {cell_label(self.a)}-{cell_label(self.b)}"


@dataclass(frozen=True, order=True)
class TakeFromReserve(Action):
    """With an empty stock, move one path from the reserve to the stock (the whole turn)."""

    kind: ClassVar[str] = "reserve"


@dataclass(frozen=True, order=True)
class StartBuild(Action):
    """Begin building a ``chapel``, ``church`` or ``cathedral`` instead of laying a path."""

    kind: ClassVar[str] = "build"
    building: str


@dataclass(frozen=True, order=True)
class PayPath(Action):
    """Remove one's own path between ``a`` and ``b`` to supply ``material`` (the type of one of
    the two tokens it touches); the path goes back to the reserve."""

    kind: ClassVar[str] = "pay"
    a: int
    b: int
    material: str

    def notation(self) -> str:
        return f"pay {self.material} {cell_label(self.a)}-{cell_label(self.b)}"


@dataclass(frozen=True, order=True)
class PlaceBuilding(Action):
    """Place the building being built on ``cell``, which ends the turn."""

    kind: ClassVar[str] = "place"
    cell: int

    def notation(self) -> str:
        return f"place {cell_label(self.cell)}"


ACTION_TYPES: tuple[type[Action], ...] = (
    PlacePath,
    TakeFromReserve,
    StartBuild,
    PayPath,
    PlaceBuilding,
)

"""What a seat sees of a Cappella game. Cappella has no secrets: every seat sees it all."""

from __future__ import annotations

from dataclasses import dataclass

from capboard.engine.protocol import View


@dataclass(frozen=True)
class BuildInProgress:
    """A building being paid for: its kind, the materials still due, the paths already paid
    (as ``(a, b, material)``)."""

    building: str
    due: tuple[str, ...]
    paid: tuple[tuple[int, int, str], ...]


@dataclass(frozen=True)
class CappellaView(View):
    """The board and both players' supplies.

    ``cells`` are axial coordinates (static); ``tokens`` the token type on each cell;
    ``sides`` the pairs of neighbouring cells, ``paths`` the owner of the path on each side
    (None: no path); ``buildings`` per cell ``(owner, building)`` or None.
    """

    cells: tuple[tuple[int, int], ...]
    tokens: tuple[str, ...]
    sides: tuple[tuple[int, int], ...]
    paths: tuple[int | None, ...]
    buildings: tuple[tuple[int, str] | None, ...]
    stock: tuple[int, ...]
    reserve: tuple[int, ...]
    buildings_left: tuple[int, ...]
    first_player: int
    build: BuildInProgress | None
    scores: tuple[int, ...]
    water_cells: frozenset[int]
    end: tuple[str, int] | None = None
    """Why the game ended (``fourth_building`` or ``blocked``) and by whom, once over."""

    def label(self, cell: int) -> str:
        """The cell's name for logs and the keyboard list, e.g. ``C4``."""
        from capboard.games.cappella.actions import cell_label

        return cell_label(cell, self.cells)

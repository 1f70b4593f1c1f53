"""Building Cappella positions by hand for rule tests: name cells like the log does (``C4``)."""

from __future__ import annotations

from capboard.engine import registry
from capboard.games.cappella.actions import PlacePath, cell_label
from capboard.games.cappella.board import cappella_data
from capboard.games.cappella.state import CappellaState

GRID = cappella_data().grid
LABELS = {cell_label(i): i for i in range(len(GRID))}


def cell(label: str) -> int:
    """The index of the cell named ``label``."""
    return LABELS[label]


def path(x: str, y: str) -> PlacePath:
    """The path action between two named cells."""
    a, b = sorted((cell(x), cell(y)))
    assert GRID.side_between(a, b) is not None, f"{x} and {y} are not neighbours"
    return PlacePath(a, b)


def board(fill: str = "stone", first: int = 0, **tokens: str) -> CappellaState:
    """A new game whose tokens are all ``fill`` except the named cells; ``first`` moves first."""
    state = registry.get("cappella").new_state(2, seed=1)
    layout = [fill] * len(GRID)
    for label, kind in tokens.items():
        layout[cell(label)] = kind
    state.tokens = tuple(layout)
    if state.first_player != first:
        state.first_player = first
        state.stock.reverse()
        state.reserve.reverse()
    state.turn = first
    state._legal = None
    return state


def lay(state: CappellaState, seat: int, *labels: tuple[str, str]) -> None:
    """Put paths of ``seat`` on the board directly (no rule checks), for setting up."""
    for x, y in labels:
        a, b = sorted((cell(x), cell(y)))
        state._add_path(seat, a, b)
    state._legal = None

"""Canon Noir positions set up by hand for rule tests."""

from __future__ import annotations

from dataclasses import replace

from capboard.engine import registry
from capboard.games.canon_noir.actions import square_label
from capboard.games.canon_noir.state import CanonNoirState, Fleet

GAME = registry.get("canon-noir")
RED, YELLOW, GREEN, BLUE = range(4)
LABELS = {square_label((x, y)): (x, y) for x in range(11) for y in range(8)}


def sq(label: str) -> tuple[int, int]:
    """A square from its name, e.g. ``F2`` is (5, 1)."""
    return LABELS[label]


def table(players: int = 4, seed: int = 0, turn_fleet: int = RED) -> CanonNoirState:
    """A new game whose turn is ``turn_fleet``'s, about to roll."""
    state = GAME.new_state(players, seed)
    state.turn = state.order.index(turn_fleet)
    state._legal = None
    return state


def put(state: CanonNoirState, fleet: int, label: str, ship: str = "caravel", **kw) -> None:
    """Move a fleet's ship (changing its kind and cargo) without any rule."""
    state.fleets[fleet] = replace(state.fleets[fleet], at=sq(label), ship=ship, **kw)
    state._legal = None
    state._reach = None


def rolled(state: CanonNoirState, *dice: int) -> CanonNoirState:
    """Put the state in the sailing phase with these dice, as if rolled."""
    state.dice = tuple(dice)
    state.phase = "sail"
    state._legal = None
    state._reach = None
    return state


def fleet(state: CanonNoirState, index: int) -> Fleet:
    """A fleet's current record."""
    return state.fleets[index]

"""A Catan player's judgement in Cloth for Catan, from a view only: ships sail towards the
villages of the tribe that still have cloth and that the player does not trade with yet; the
pirate takes cloth rather than a card from a player close to winning.

The worth of a village is counted in the same units as a settlement spot's
(:meth:`~capboard.games.catan.strategy.Table.corner_value`, about 12 for a good corner, which
is a victory point): the cloth taken on arrival (half a point), and the cloth its number should
still bring, shared with the players already trading there, over the rest of the game.

Measured with ``capboard tournament`` over 200 games per pairing, seats rotated (95% intervals):
the medium player wins 73.5% [67.0, 79.1] of three-player games against two easy players (fair
share 33.3%; 41.0% [34.4, 47.9] before it knew of the villages) and 59.0% [52.1, 65.6] of
four-player games against three (25%; 37.5% before); the hard player wins 55.5% [48.6, 62.2]
against two medium players and 45.0% [38.3, 51.9] against three (36.5% and 33.5% before). In
40 four-player games a medium player reached 3.0 villages and held 10.2 cloth at the end, on
average (0.15 and 0.3 before).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING

from capboard.engine.protocol import Action
from capboard.games.catan.actions import Steal, StealCloth
from capboard.games.catan.board import catan_map

if TYPE_CHECKING:
    from capboard.games.catan.strategy import Table

POINT = 12.0
"""A victory point in the units of a settlement spot's worth."""
ROLLS_LEFT = 30
"""Rolls a village's trade may still run for, all players' turns together (a guess: a game
of Cloth for Catan lasts some 60 to 80 rolls)."""
HORIZON = 10
"""How many ships ahead a village is looked for."""
SHIP_WORTH = 2.0
"""The least worth of a ship towards a village for the player to build it (two cards)."""
PIPS: dict[int, int] = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}


def village_worth(seat: int, number: int, cloth: int, traders: Sequence[int]) -> float:
    """What reaching a village is worth to ``seat`` now (0 when they trade there already or it
    has no cloth left)."""
    if seat in traders or cloth == 0:
        return 0.0
    expected = ROLLS_LEFT * PIPS.get(number, 0) / 36 / (1 + len(traders))
    later = min(float(cloth - 1), expected)
    return POINT * (1 + later) / 2


def ship_value(table: Table, edge: int) -> float:
    """A ship's worth on ``edge`` towards the villages: the best village's worth over the ships
    still needed after this one to reach it (0 outside Cloth for Catan)."""
    view = table.view
    if not view.villages or view.seat is None:
        return 0.0
    worth = {
        corner: village_worth(view.seat, number, cloth, traders)
        for corner, number, cloth, traders in view.villages
    }
    if not any(worth.values()):
        return 0.0
    steps = _sea_steps(view.board.map_id, table.sea_edges())
    best = 0.0
    for corner in table.catan.geometry.edge_corners[edge]:
        for village, value in worth.items():
            ships = steps(corner, village)
            if value and ships is not None:
                best = max(best, value / (1 + ships))
    return best


def corner_reach(table: Table, corner: int) -> float:
    """A set-up settlement's worth for the villages its ships would reach (half a ship's)."""
    view = table.view
    if not view.villages or view.seat is None:
        return 0.0
    steps = _sea_steps(view.board.map_id, table.sea_edges())
    best = 0.0
    for village, number, cloth, traders in view.villages:
        value = village_worth(view.seat, number, cloth, traders)
        ships = steps(corner, village)
        if value and ships is not None:
            best = max(best, value / (1 + ships))
    return 0.5 * best


def _sea_steps(map_id: str, sea: frozenset[int]) -> _Steps:
    return _steps_for(map_id, sea)


class _Steps:
    """Ships needed between two corners along the sea's edges (None beyond the horizon)."""

    def __init__(self, map_id: str, sea: frozenset[int]) -> None:
        geometry = catan_map(map_id).geometry
        self.neighbours: dict[int, list[int]] = {}
        for edge in sea:
            a, b = geometry.edge_corners[edge]
            self.neighbours.setdefault(a, []).append(b)
            self.neighbours.setdefault(b, []).append(a)
        self.memo: dict[int, dict[int, int]] = {}

    def __call__(self, start: int, goal: int) -> int | None:
        if goal not in self.memo:  # breadth first from the village, once
            seen = {goal: 0}
            frontier = [goal]
            for step in range(1, HORIZON + 1):
                frontier = [
                    n for c in frontier for n in self.neighbours.get(c, ()) if n not in seen
                ]
                for n in frontier:
                    seen.setdefault(n, step)
            self.memo[goal] = seen
        return self.memo[goal].get(start)


@cache
def _steps_for(map_id: str, sea: frozenset[int]) -> _Steps:
    return _Steps(map_id, sea)


def best_ship(table: Table, ships: Sequence[Action]) -> tuple[float, Action | None]:
    """The ship worth most towards a village, and its worth."""
    best: tuple[float, Action | None] = (0.0, None)
    for action in ships:
        value = ship_value(table, action.edge)  # type: ignore[attr-defined]
        if value > best[0]:
            best = (value, action)
    return best


def steal(table: Table, legal: Sequence[Action], expert: bool) -> Action | None:
    """The pirate's theft: a cloth (half a point, taken from the victim) from the player
    closest to winning, a card otherwise; the medium player takes a cloth from whoever has
    the most. None when no cloth may be taken."""
    view = table.view
    cloth = [a for a in legal if isinstance(a, StealCloth)]
    if not cloth:
        return None
    if expert:
        return max(cloth, key=lambda a: (view.public_scores[a.seat], view.cloth[a.seat]))
    richest = max(cloth, key=lambda a: view.cloth[a.seat])
    cards = [a for a in legal if isinstance(a, Steal)]
    return richest if view.cloth[richest.seat] >= 2 or not cards else cards[0]


def pirate_bonus(table: Table, seat: int) -> float:
    """How much more a victim of the pirate is worth for the cloth they hold."""
    cloth = table.view.cloth
    return 0.8 * cloth[seat] if seat < len(cloth) else 0.0

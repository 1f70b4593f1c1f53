"""A Catan player's judgement at sea (the Seafarers scenarios), from a view only: gold fields
are worth a resource of one's choice, a coast is worth a little in the set-up (the ships start
there), a ship at the open end of a route that leads nowhere worth going is moved towards a
better settlement spot or gift instead of a new ship being built, a ship or a road is chosen by
what it leads to, the Forgotten Tribe's gifts are sailed for, and the pirate is put where it
blocks the others' ships, not one's own.

Worths are in the units of a settlement spot's
(:meth:`~capboard.games.catan.strategy.Table.corner_value`, about 12 for a good corner, which is
a victory point). In the base game every function here adds nothing and chooses nothing, so
the base game's play is unchanged (the same seeds play the same games, action for action).
Cloth for Catan keeps its own module's ships and pirate (:mod:`strategy_cloth`, measured better
there) and moves only a ship that leads nowhere.

Measured with the same seeds before and after, four players, seats rotated, 95% Wilson
intervals (fair share 25%). Hard against three medium players, 80 games a scenario, after
(before): Heading for New Shores 41.2% [31.1, 52.2] (45.0%), The Four Islands 45.0% [34.6, 55.9]
(55.0%), The Fog Islands 55.0% [44.1, 65.4] (57.5%), Through the Desert 43.8% [33.4, 54.7]
(41.2%), The New World 48.8% [38.1, 59.5] (43.8%), The Forgotten Tribe 60.0% [49.0, 70.0]
(55.0%), Cloth for Catan 55.0% [44.1, 65.4] (55.0%). Medium against three easy players, 40 games
a scenario: 62.5% (60.0%), 80.0% (70.0%), 87.5% (65.0%), 70.0% (77.5%), 60.0% (62.5%), 67.5%
(65.0%), 70.0% (70.0%). The medium player now moves 0.1 to 0.7 ships a game (none before; 0.03
in Cloth for Catan) and takes 0.25 Forgotten Tribe victory point gifts a game (0.01 before).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from capboard.engine.protocol import Action
from capboard.games.catan.actions import MovePirate, MoveShip, PlaceRoad, PlaceShip
from capboard.games.catan.board import GOLD
from capboard.games.catan.strategy_cloth import ship_value as village_value

if TYPE_CHECKING:
    from capboard.games.catan.strategy import Table

GOLD_WORTH = 1.3
"""A gold field's pips count this much more than an ordinary field's: its card is any
resource, the scarce one first."""
COAST_WORTH = 1.5
"""A set-up settlement on a coast: its ships (and the islands' points) start there."""
MOVE_GAIN = 1.5
"""The least gain (in a spot's worth) for which a ship is moved: less, and the route it
already makes is kept (a move back and forth gains nothing)."""
CLOTH_GAIN = 4.0
"""Cloth for Catan: a ship is moved only from where it leads nowhere, to where it gains this
much (two ships towards a village). Measured over 80 four-player games, seats rotated, the
general rule (any move gaining ``MOVE_GAIN``, about one a game) cost the medium player a fifth
of its wins against three easy players (48.8% against 68.8%); the cause was not found."""
SHIP_STEPS = 8
"""How many ships ahead a settlement spot or a gift is looked for."""
GIFT_WORTH: dict[str, float] = {"point": 12.0, "card": 5.0}
"""The Forgotten Tribe: what a gift is worth (a victory point chit a point; a harbour is
worth the rest's ``harbour`` value)."""
HARBOUR_GIFT = 3.0
SHIP_BIAS = 1.5
"""Where islands earn points or gifts lie on coasts, a ship counts this much more than a road
leading as far: the line it starts opens the islands beyond the spot it is valued for
(measured: more island settlements for both levels than ships and roads weighed alike)."""


def at_sea(table: Table) -> bool:
    """Whether the game is a Seafarers scenario (the base game has no sea judgement)."""
    return table.view.scenario != "base"


def gold_worth(table: Table, corner: int) -> float:
    """What the gold fields around ``corner`` add to its worth: their pips, counted more."""
    if not at_sea(table):
        return 0.0
    terrain = table.view.board.terrain
    value = 0.0
    for tile in table.catan.geometry.corner_tiles[corner]:
        if terrain[tile] == GOLD and tile != table.view.robber:
            value += table.tile_pips(tile) * GOLD_WORTH
    return value


def setup_worth(table: Table, corner: int) -> float:
    """A set-up settlement's worth at sea beyond its fields: a coast to launch ships from."""
    if not at_sea(table):
        return 0.0
    sea = table.sea_edges()
    coastal = any(e in sea for e in table.catan.geometry.corner_edges[corner])
    return COAST_WORTH if coastal else 0.0


def gift_worth(table: Table, edge: int) -> float:
    """The Forgotten Tribe: the worth of the gift lying on ``edge`` (0 when none)."""
    for where, gift in table.view.gifts:
        if where == edge:
            if gift.startswith("harbour"):
                return HARBOUR_GIFT
            return GIFT_WORTH.get(gift, 0.0)
    return 0.0


class Reach:
    """What a piece on an edge leads to, for one decision: the best free settlement spot or
    gift within a few steps, over the steps (corner worths kept, as they are asked often)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.worth: dict[int, float] = {}
        self.gift_edges = {edge for edge, _ in table.view.gifts}

    def corner(self, corner: int) -> float:
        worth = self.worth.get(corner)
        if worth is None:
            table = self.table
            worth = table.corner_value(corner) if table.distance_ok(corner) else 0.0
            self.worth[corner] = worth
        return worth

    def edge(self, edge: int, reached: set[int], steps: int) -> float:
        """The worth of a piece on ``edge`` for a network touching ``reached`` corners (and,
        in Cloth for Catan, of the villages it sails towards)."""
        geometry = self.table.catan.geometry
        best = gift_worth(self.table, edge) if self.gift_edges else 0.0
        if self.table.view.villages:
            best = max(best, village_value(self.table, edge))
        for start in geometry.edge_corners[edge]:
            if start in reached:
                continue
            frontier = {start}
            seen = set(reached)
            for step in range(steps):
                for c in frontier:
                    best = max(best, self.corner(c) / (1 + step))
                    if self.gift_edges:
                        for e in geometry.corner_edges[c]:
                            if e in self.gift_edges and e != edge:
                                best = max(best, gift_worth(self.table, e) / (2 + step))
                seen |= frontier
                frontier = {n for c in frontier for n in geometry.corner_corners[c]} - seen
        return best


def piece_value(table: Table, action: Action, reach: Reach | None = None) -> float:
    """A road's or a ship's worth at sea: the spots and gifts it leads to."""
    reach = reach or Reach(table)
    edge: int = action.edge  # type: ignore[attr-defined]
    steps = SHIP_STEPS if edge in table.sea_edges() else 2
    return reach.edge(edge, table.own_corners(), steps)


def best_move(table: Table, moves: Sequence[Action]) -> tuple[float, Action | None]:
    """The ship move that gains most, and its gain: the worth of what the lifted ship would
    lead to from its new edge, less what it leads to where it lies. Only a ship at the open end
    of a route may be moved at all (the rules), so no building is cut off; a ship is kept where
    it holds the Longest Trade Route by a hair."""
    if not moves or _route_at_stake(table):
        return 0.0, None
    geometry = table.catan.geometry
    reach = Reach(table)
    own = table.own_corners()
    kept: dict[int, tuple[set[int], float]] = {}
    best: tuple[float, Action | None] = (0.0, None)
    villages = {corner for corner, *_ in table.view.villages}
    for move in moves:
        assert isinstance(move, MoveShip)
        if villages.intersection(geometry.edge_corners[move.source]):
            continue  # Cloth for Catan: the ship at a village keeps its trade (and its cloth)
        if move.source not in kept:
            reached = _lifted(table, own, move.source)
            kept[move.source] = (reached, reach.edge(move.source, reached, SHIP_STEPS))
        reached, staying = kept[move.source]
        if villages and staying > 0:
            continue  # Cloth for Catan: only a ship that leads nowhere at all (see CLOTH_GAIN)
        if any(c in reached for c in geometry.edge_corners[move.target]):
            gain = reach.edge(move.target, reached, SHIP_STEPS) - staying
            if gain > best[0]:
                best = (gain, move)
    return best


def _lifted(table: Table, own: set[int], source: int) -> set[int]:
    """The corners the network reaches once the ship on ``source`` is lifted."""
    geometry = table.catan.geometry
    reached = set(own)
    for corner in geometry.edge_corners[source]:
        if table.owner.get(corner, (-1, ""))[0] == table.seat:
            continue
        others = [e for e in geometry.corner_edges[corner] if e != source]
        if not any(
            table.roads.get(e) == table.seat or table.ships.get(e) == table.seat for e in others
        ):
            reached.discard(corner)
    return reached


def _route_at_stake(table: Table) -> bool:
    view = table.view
    if not view.longest_route_on or view.longest_road_holder != table.seat:
        return False
    mine = view.road_lengths[table.seat]
    others = max((n for s, n in enumerate(view.road_lengths) if s != table.seat), default=0)
    return mine - others <= 1


def move_ship(table: Table, kinds: dict[type, list[Action]]) -> Action | None:
    """A ship move worth making now (free: it costs no cards), or None."""
    moves = kinds.get(MoveShip)
    if not moves or not at_sea(table):
        return None
    gain, move = best_move(table, moves)
    return move if gain >= (CLOTH_GAIN if table.view.villages else MOVE_GAIN) else None


def build_route(
    table: Table, kinds: dict[type, list[Action]], best: Callable[..., Action]
) -> Action | None:
    """The ship or the road (whichever leads to more) towards the next spot, or None when
    neither leads anywhere. Only at sea; the base game keeps its own road rule."""
    candidates = kinds.get(PlaceShip, []) + kinds.get(PlaceRoad, [])
    if not candidates or not at_sea(table) or table.view.villages:
        return None  # Cloth for Catan: its own module sails for the villages (measured better)
    reach = Reach(table)
    values = {a: piece_value(table, a, reach) for a in candidates}
    if table.view.island_points or table.view.gifts:  # islands and gifts lie over the sea
        values = {
            a: v * (SHIP_BIAS if isinstance(a, PlaceShip) else 1.0) for a, v in values.items()
        }
    choice = best(candidates, values.__getitem__)
    return choice if values[choice] > 0 else None


def pirate_value(table: Table, action: Action) -> float:
    """Beyond the theft: the pirate blocks the ships around it from moving or being built on,
    so it is worth more beside the open ends of the others' routes, less beside one's own."""
    if not isinstance(action, MovePirate) or table.view.villages:
        return 0.0  # Cloth for Catan: the pirate is for the cloth (its own module's judgement)
    geometry = table.catan.geometry
    value = 0.0
    for edge in geometry.tile_edges[action.tile]:
        for corner in geometry.edge_corners[edge]:
            owners = {table.ships.get(e) for e in geometry.corner_edges[corner]} - {None}
            for seat in owners:
                value += -3.0 if seat == table.seat else 0.5
    return value

"""Canon Noir's board and data, read once from ``assets/canon-noir/game.json``."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import networkx as nx

from capboard.engine.assets import load_json
from capboard.engine.geometry.squaregrid import DIRECTIONS, SquareGrid, square_grid

Square = tuple[int, int]


@dataclass(frozen=True)
class ShipRule:
    """What a kind of ship can do, and what it becomes when hit."""

    name: str
    dice: int
    carries_treasure: bool
    sails_home: bool
    """Whether each of its moves must end nearer its port (the raft: "il doit rentrer au port
    avec son radeau")."""
    hit_becomes: str | None


@dataclass(frozen=True)
class Ballistics:
    """The aiming game's constants (see ``game.json``)."""

    range_per_power: float
    power_max: int
    hit_radius: float
    gauge_period_ms: int


@dataclass(frozen=True, eq=False)
class CanonNoirData:
    """The fixed data of the game and the board's topology."""

    grid: SquareGrid
    rows: tuple[str, ...]
    islands: frozenset[Square]
    treasure_squares: frozenset[Square]
    cannon_squares: frozenset[Square]
    fleet_names: tuple[str, ...]
    ports: tuple[Square, ...]
    seat_fleets: dict[int, tuple[tuple[int, ...], ...]]
    treasures: int
    treasures_to_win: int
    die_faces: int
    ships: dict[str, ShipRule]
    ballistics: Ballistics
    aim_error: dict[str, tuple[float, float] | None]
    rays: dict[Square, tuple[tuple[Square, ...], ...]]
    """From each square, the squares met in each of the 8 directions up to an island or
    the edge (excluded): the only lines a ship can sail."""
    home_steps: tuple[dict[Square, int], ...]
    """Per fleet, how far each square is from its port: the fewest squares a ship sails
    through to reach it, one square at a time in any of the 8 directions, round the islands
    and never through another fleet's port (how a raft's way home is measured)."""

    def port_owner(self, square: Square) -> int | None:
        """The fleet whose port is ``square``, if any."""
        try:
            return self.ports.index(square)
        except ValueError:
            return None


@cache
def canon_noir_data() -> CanonNoirData:
    """The data, loaded and checked once."""
    raw = load_json("canon-noir", "game.json")
    rows = tuple(raw["board"])
    height, width = len(rows), len(rows[0])
    if any(len(row) != width for row in rows):
        raise ValueError("canon-noir/game.json: board rows differ in length")
    grid = square_grid(width, height)
    cells = {(x, y): rows[y][x] for y in range(height) for x in range(width)}
    legend = raw["legend"]
    kinds = {sq: legend.get(ch, "port") for sq, ch in cells.items()}
    port_of = {ch: sq for sq, ch in cells.items() if kinds[sq] == "port"}
    ports = tuple(port_of[f["port"]] for f in raw["fleets"])
    islands = frozenset(sq for sq, kind in kinds.items() if kind == "island")
    rays: dict[Square, tuple[tuple[Square, ...], ...]] = {}
    for sq in grid.squares:
        lines = []
        for direction in DIRECTIONS:
            line = []
            for step in grid.ray(sq, direction):
                if step in islands:
                    break
                line.append(step)
            lines.append(tuple(line))
        rays[sq] = tuple(lines)
    ballistics = raw["ballistics"]
    return CanonNoirData(
        grid=grid,
        rows=rows,
        islands=islands,
        treasure_squares=frozenset(sq for sq, k in kinds.items() if k == "treasure"),
        cannon_squares=frozenset(sq for sq, k in kinds.items() if k == "black_cannon"),
        fleet_names=tuple(f["name"] for f in raw["fleets"]),
        ports=ports,
        seat_fleets={
            int(n): tuple(tuple(fleets) for fleets in seats)
            for n, seats in raw["seat_fleets"].items()
        },
        treasures=raw["treasures"],
        treasures_to_win=raw["treasures_to_win"],
        die_faces=raw["die_faces"],
        ships={
            name: ShipRule(
                name,
                spec["dice"],
                spec["carries_treasure"],
                spec["sails_home"],
                spec["hit_becomes"],
            )
            for name, spec in raw["ships"].items()
        },
        ballistics=Ballistics(
            range_per_power=ballistics["range_per_power"],
            power_max=ballistics["power_max"],
            hit_radius=ballistics["hit_radius"],
            gauge_period_ms=ballistics["gauge_period_ms"],
        ),
        aim_error={
            level: None if spec is None else (spec["direction"], spec["power"])
            for level, spec in raw["aim_error"].items()
            if level != "comment"
        },
        rays=rays,
        home_steps=tuple(_steps_from(port, grid, islands, set(ports) - {port}) for port in ports),
    )


def _steps_from(
    start: Square, grid: SquareGrid, islands: frozenset[Square], closed: set[Square]
) -> dict[Square, int]:
    """How many one-square moves (8 directions) each square open to ships is from ``start``,
    round ``islands`` and the ``closed`` squares: the grid's graph, walked breadth first."""
    open_sea = grid.graph.subgraph(sq for sq in grid.squares if sq not in islands | closed)
    return dict(nx.single_source_shortest_path_length(open_sea, start))


def king_distance(a: Square, b: Square) -> int:
    """Moves a king needs from ``a`` to ``b``, islands ignored (the computer players' quick
    measure of nearness; a raft's way home is :attr:`CanonNoirData.home_steps`)."""
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))

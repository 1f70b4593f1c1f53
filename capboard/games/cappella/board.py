"""Cappella's board: the honeycomb layout and the game's data, read once from assets."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from capboard.engine.assets import load_json
from capboard.engine.geometry.hexgrid import HexGrid, hex_grid, honeycomb_rows


@dataclass(frozen=True)
class BuildingRule:
    """What a building needs: the token type it stands on, the materials it costs, its points."""

    name: str
    token: str
    cost: tuple[str, ...]
    points: int


@dataclass(frozen=True, eq=False)
class CappellaData:
    """Cappella's fixed data (from ``assets/cappella/game.json``) and board topology."""

    grid: HexGrid
    token_pool: tuple[str, ...]
    paths_per_player: int
    starting_stock: tuple[int, int]
    buildings_per_player: int
    max_paths_per_token: int
    path_bonus: dict[str, int]
    buildings: dict[str, BuildingRule]
    water_bonus: int
    materials: tuple[str, ...]
    start_token: str
    no_path_token: str


@cache
def cappella_data() -> CappellaData:
    """The data, loaded and checked once."""
    raw = load_json("cappella", "game.json")
    grid = hex_grid(honeycomb_rows(raw["rows"]))
    pool = tuple(kind for kind, count in raw["tokens"].items() for _ in range(count))
    if len(pool) != len(grid):
        raise ValueError(f"{len(pool)} tokens for {len(grid)} cells in cappella/game.json")
    buildings = {
        name: BuildingRule(name, spec["token"], tuple(spec["cost"]), spec["points"])
        for name, spec in raw["buildings"].items()
    }
    return CappellaData(
        grid=grid,
        token_pool=pool,
        paths_per_player=raw["paths_per_player"],
        starting_stock=tuple(raw["starting_stock"]),
        buildings_per_player=raw["buildings_per_player"],
        max_paths_per_token=raw["max_paths_per_token"],
        path_bonus=dict(raw["path_bonus"]),
        buildings=buildings,
        water_bonus=raw["water_bonus"],
        materials=tuple(raw["materials"]),
        start_token=raw["start_token"],
        no_path_token=raw["no_path_token"],
    )

"""What a Catan map is: the terrains' names that the maps and the rules share, a harbour's
place (read from a map's data by :func:`read_harbours`), and a map's static data
(:class:`CatanMap`).

Apart from :mod:`~capboard.games.catan.board`, which reads the classic island and deals boards,
so that a Seafarers scenario's map (:mod:`~capboard.games.catan.scenario_maps`) is made of the
same parts without importing what reads it: the board asks the scenario for its map, and the
scenario does not ask the board back.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from capboard.games.catan.geometry import SIDES, CatanGeometry, HexRC, side_neighbour

DESERT = "desert"
SEA = "sea"
FOG = "fog"
GOLD = "gold"
GENERIC_HARBOUR = "generic"


@dataclass(frozen=True)
class HarbourSpot:
    """A harbour's place: the land tile it serves, the side facing it, and what that gives.

    ``kind`` is the harbour's fixed kind when the map prints one, None when it is drawn from the
    map's harbour pool at set-up.
    """

    tile: int
    side: str
    frame_hex: HexRC
    """The frame or sea hex on the water side, where the harbour is drawn."""
    edge: int
    corners: tuple[int, int]
    """The two coastal corners whose settlements and cities use the harbour."""
    kind: str | None


@dataclass(frozen=True, eq=False)
class CatanMap:
    """One map's static data: topology, land, pools, number path(s) and harbour spots."""

    id: str
    geometry: CatanGeometry
    land: tuple[int, ...]
    """Tile ids of the land hexes (the others are sea)."""
    is_land: tuple[bool, ...]
    terrain_pool: tuple[str, ...]
    """The terrains shuffled over the land hexes, one per land hex."""
    number_paths: tuple[tuple[int, ...], ...]
    """The paths along which tokens may be laid by letter (one is chosen at random): for the
    classic island, the spiral from each of the six outer corner hexes."""
    harbours: tuple[HarbourSpot, ...]
    harbour_pool: tuple[str, ...]
    """The kinds dealt at random to the harbour spots that have no fixed kind."""
    robber_on_desert: bool
    layout: object | None = None
    """A Seafarers scenario map's layout (:class:`capboard.games.catan.scenario_maps.Layout`):
    fixed hexes, land areas and their pools, fog; None for the classic island."""
    closed_corners: frozenset[int] = frozenset()
    """Corners where nobody may build (The Forgotten Tribe's islands)."""
    robber_barred: frozenset[int] = frozenset()
    """Land hexes the robber may not go to (The Forgotten Tribe's small islands)."""


def read_harbours(
    geometry: CatanGeometry,
    spots: Iterable[Mapping[str, Any]],
    is_land: Sequence[bool],
    map_name: str,
) -> tuple[HarbourSpot, ...]:
    """The harbours a map's data lists (``{"hex": [row, column], "side": ..., "kind": ...}``,
    the kind optional), each on a side of a land hex; a bad one raises ValueError naming
    ``map_name``."""
    harbours = []
    for spot in spots:
        tile = geometry.tile_at[tuple(spot["hex"])]
        side = spot["side"]
        if side not in SIDES or not is_land[tile]:
            raise ValueError(f"{map_name}: bad harbour {spot}")
        edge = geometry.tile_edge(tile, side)
        harbours.append(
            HarbourSpot(
                tile=tile,
                side=side,
                frame_hex=side_neighbour(geometry.tiles[tile], side),
                edge=edge,
                corners=geometry.edge_corners[edge],
                kind=spot.get("kind"),
            )
        )
    return tuple(harbours)

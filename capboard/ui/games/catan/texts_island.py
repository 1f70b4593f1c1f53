"""The words for places on Catan's island: the terrains, the hexes by terrain and number (a
sea or fog hex by the land next to it), the corners by the hexes that meet there, the edges
by the hexes on either side, the compass points and the harbours; and the map a view's board
is drawn on, which the names read.

Places are named by the hexes around them ("between Forest 6, Hills 8 and Pasture 3"), so
the keyboard list reads without the board.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache

from PySide6.QtCore import QCoreApplication

from capboard.games.catan.board import FOG, SEA, CatanMap, catan_map, harbours_of
from capboard.games.catan.geometry import CORNER_NAMES, EDGE_NAMES
from capboard.games.catan.view import CatanView
from capboard.ui.games.catan.texts import resource_name


@cache
def island(map_id: str = "classic") -> CatanMap:
    """The map a view's board is drawn on."""
    return catan_map(map_id)


def terrain_name(terrain: object) -> str:
    """A terrain's name: "Forest"."""
    names = {
        "forest": QCoreApplication.translate("Catan", "Forest"),
        "pasture": QCoreApplication.translate("Catan", "Pasture"),
        "fields": QCoreApplication.translate("Catan", "Fields"),
        "hills": QCoreApplication.translate("Catan", "Hills"),
        "mountains": QCoreApplication.translate("Catan", "Mountains"),
        "desert": QCoreApplication.translate("Catan", "Desert"),
        "gold": QCoreApplication.translate("Catan", "Gold field"),
        "sea": QCoreApplication.translate("Catan", "Sea"),
        "fog": QCoreApplication.translate("Catan", "Fog"),
    }
    return names.get(str(terrain), str(terrain))


def side_name(side: object) -> str:
    """A compass point of a hex: "north-east"."""
    names = {
        "N": QCoreApplication.translate("Catan", "north"),
        "NE": QCoreApplication.translate("Catan", "north-east"),
        "E": QCoreApplication.translate("Catan", "east"),
        "SE": QCoreApplication.translate("Catan", "south-east"),
        "S": QCoreApplication.translate("Catan", "south"),
        "SW": QCoreApplication.translate("Catan", "south-west"),
        "W": QCoreApplication.translate("Catan", "west"),
        "NW": QCoreApplication.translate("Catan", "north-west"),
    }
    return names.get(str(side), str(side))


def harbour_name(kind: object) -> str:
    """A harbour: "3:1 harbour", "2:1 Wool harbour"."""
    if kind == "generic" or kind is None:
        return QCoreApplication.translate("Catan", "3:1 harbour")
    return QCoreApplication.translate("Catan", "2:1 {resource} harbour").format(
        resource=resource_name(kind)
    )


def tile_name(view: CatanView, tile: object) -> str:
    """A hex by its terrain and number: "Forest 6", "Desert"; a sea or fog hex by the land
    next to it: "Sea north-east of Forest 6"."""
    board = view.board
    if not isinstance(tile, int) or not 0 <= tile < len(board.terrain):
        return "?"
    if not is_land(view, tile):
        return _water_name(view, tile)
    return _land_name(view, tile)


def _land_name(view: CatanView, tile: int) -> str:
    terrain = terrain_name(view.board.terrain[tile])
    number = view.board.numbers[tile]
    if number is None:
        return terrain
    return QCoreApplication.translate("Catan", "{terrain} {number}").format(
        terrain=terrain, number=number
    )


def is_land(view: CatanView, tile: int) -> bool:
    """True when ``tile`` is land now (neither sea nor a hex still hidden in fog)."""
    return view.board.terrain[tile] not in (SEA, FOG)


_COMPASS = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")


def _water_name(view: CatanView, tile: int) -> str:
    """A sea or fog hex named from the nearest land hex: "Sea north-east of Forest 6"."""
    catan = island(view.board.map_id)
    tiles = catan.geometry.tiles
    here = tiles[tile]
    land = [t for t in range(len(tiles)) if is_land(view, t)]
    terrain = terrain_name(view.board.terrain[tile])
    if not land:
        return terrain
    # Doubled offset: a column is half a hex's width (√3/2 of the radius), a row 3/4 of its
    # height (1.5/2 of the radius): distances and bearings in those units.

    def offset(t: int) -> tuple[float, float]:
        r, c = tiles[t]
        return ((here[1] - c) * 0.866, (here[0] - r) * 0.75)

    nearest = min(land, key=lambda t: (offset(t)[0] ** 2 + offset(t)[1] ** 2, t))
    dx, dy = offset(nearest)
    bearing = math.degrees(math.atan2(dx, -dy)) % 360
    side = _COMPASS[round(bearing / 45) % 8]
    return QCoreApplication.translate("Catan", "{terrain} {side} of {tile}").format(
        terrain=terrain, side=side_name(side), tile=_land_name(view, nearest)
    )


def _land_tiles(view: CatanView, tiles: Sequence[int]) -> list[int]:
    return [t for t in tiles if is_land(view, t)]


def _harbour_at_corner(view: CatanView, corner: int) -> str | None:
    catan = island(view.board.map_id)
    for spot, kind in harbours_of(catan, view.board):
        if corner in spot.corners:
            return kind
    return None


def corner_name(view: CatanView, corner: object) -> str:
    """A corner by the hexes that meet there: "between Forest 6, Hills 8 and Pasture 3"."""
    catan = island(view.board.map_id)
    geometry = catan.geometry
    if not isinstance(corner, int) or not 0 <= corner < geometry.corner_count:
        return "?"
    tiles = _land_tiles(view, geometry.corner_tiles[corner])
    if not tiles:
        # A corner of fog or sea only (Seafarers): by the water hex it belongs to.
        tiles = list(geometry.corner_tiles[corner][:1])
    names = [tile_name(view, t) for t in tiles]
    if len(names) >= 3:
        text = QCoreApplication.translate("Catan", "between {a}, {b} and {c}").format(
            a=names[0], b=names[1], c=names[2]
        )
    elif len(names) == 2:
        text = QCoreApplication.translate("Catan", "between {a} and {b}, on the coast").format(
            a=names[0], b=names[1]
        )
    elif len(names) == 1:
        k = geometry.tile_corners[tiles[0]].index(corner)
        text = QCoreApplication.translate("Catan", "at the {side} corner of {tile}").format(
            side=side_name(CORNER_NAMES[k]), tile=names[0]
        )
    else:
        return "?"
    harbour = _harbour_at_corner(view, corner)
    if harbour is not None:
        text = QCoreApplication.translate("Catan", "{place} (by a {harbour})").format(
            place=text, harbour=harbour_name(harbour)
        )
    return text


def edge_name(view: CatanView, edge: object) -> str:
    """A path by the hexes on either side: "between Forest 6 and Hills 8"."""
    catan = island(view.board.map_id)
    geometry = catan.geometry
    if not isinstance(edge, int) or not 0 <= edge < geometry.edge_count:
        return "?"
    tiles = _land_tiles(view, geometry.edge_tiles[edge])
    if len(tiles) >= 2:
        return QCoreApplication.translate("Catan", "between {a} and {b}").format(
            a=tile_name(view, tiles[0]), b=tile_name(view, tiles[1])
        )
    if len(tiles) == 1:
        k = geometry.tile_edges[tiles[0]].index(edge)
        return QCoreApplication.translate("Catan", "on the {side} coast of {tile}").format(
            side=side_name(EDGE_NAMES[k]), tile=tile_name(view, tiles[0])
        )
    # Open water (Seafarers): by a side of the water hex next to it.
    water = geometry.edge_tiles[edge]
    if water:
        k = geometry.tile_edges[water[0]].index(edge)
        return QCoreApplication.translate("Catan", "on the {side} side of {tile}").format(
            side=side_name(EDGE_NAMES[k]), tile=tile_name(view, water[0])
        )
    return "?"

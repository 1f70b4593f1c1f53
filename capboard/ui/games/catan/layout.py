"""Where things go on Catan's table, in scene units.

The island comes from the map's geometry: every hex centre is the engine's
:func:`~capboard.engine.geometry.hexgrid.pixel_center` of its axial cell (pointy-topped, of
circumradius :data:`~capboard.ui.games.catan.art.HEX_R`), shifted so that the island and its
sea frame start at the origin. Corners and edges are placed from the hexes that hold them. The
players' panels, the dice and the buttons stand in a column right of the island; the viewer's
cards lie under it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QLineF, QPointF, QRectF

from capboard.engine.geometry.hexgrid import pixel_center
from capboard.games.catan.board import HarbourSpot, catan_map
from capboard.games.catan.geometry import EDGE_NAMES, HexRC, rc_to_axial
from capboard.ui.games.catan.art import HEX_R, HEX_W
from capboard.ui.games.catan.art_cards import CARD_H, CARD_W
from capboard.ui.games.catan.art_hexes import corner_offset

MARGIN = 6.0
"""Room around the sea frame."""
COLUMN_GAP = 40.0
PANEL_W = 340.0
PANEL_H = 128.0
PANEL_GAP = 12.0
BUTTON_W = 164.0
BUTTON_H = 66.0
BUTTON_GAP = 12.0
DICE_W = 2 * 56.0 + 84.0
DICE_H = 56.0 + 20.0
HAND_GAP = 34.0
CARD_STEP = CARD_W + 12.0
POPUP_W = 560.0
PLAQUE_W = 760.0
PLAQUE_H = 58.0
PLAQUE_GAP = 14.0
"""A scenario's title plaque stands this far above the island's frame."""


@dataclass(frozen=True)
class IslandLayout:
    """Scene positions of one map's hexes, corners and edges."""

    tile_centres: tuple[QPointF, ...]
    frame_centres: dict[HexRC, QPointF]
    corner_points: tuple[QPointF, ...]
    edge_lines: tuple[QLineF, ...]
    rect: QRectF
    """The island with its sea frame."""

    def edge_centre(self, edge: int) -> QPointF:
        """The middle of a path."""
        return self.edge_lines[edge].center()


def _raw_centre(rc: HexRC) -> tuple[float, float]:
    return pixel_center(rc_to_axial(rc), HEX_R)


@cache
def island_layout(map_id: str = "classic") -> IslandLayout:
    """The positions of ``map_id``'s hexes, corners and edges, built once."""
    catan = catan_map(map_id)
    geometry = catan.geometry
    raw = {rc: _raw_centre(rc) for rc in (*geometry.tiles, *geometry.frame)}
    left = min(x for x, _ in raw.values()) - HEX_W / 2
    top = min(y for _, y in raw.values()) - HEX_R
    right = max(x for x, _ in raw.values()) + HEX_W / 2
    bottom = max(y for _, y in raw.values()) + HEX_R
    dx, dy = MARGIN - left, MARGIN - top

    def at(rc: HexRC) -> QPointF:
        x, y = raw[rc]
        return QPointF(x + dx, y + dy)

    tiles = tuple(at(rc) for rc in geometry.tiles)
    frame = {rc: at(rc) for rc in geometry.frame}
    corners: list[QPointF | None] = [None] * geometry.corner_count
    for t, ids in enumerate(geometry.tile_corners):
        for k, corner in enumerate(ids):
            if corners[corner] is None:
                corners[corner] = tiles[t] + corner_offset(k)
    edges = tuple(
        QLineF(corners[a], corners[b])  # type: ignore[arg-type]
        for a, b in geometry.edge_corners
    )
    return IslandLayout(
        tile_centres=tiles,
        frame_centres=frame,
        corner_points=tuple(c for c in corners if c is not None),
        edge_lines=edges,
        rect=QRectF(0, 0, right - left + 2 * MARGIN, bottom - top + 2 * MARGIN),
    )


def harbour_geometry(map_id: str, index: int) -> tuple[QPointF, QPointF, float]:
    """The place of the map's harbour ``index``: see :func:`spot_geometry`."""
    return spot_geometry(map_id, catan_map(map_id).harbours[index])


def spot_geometry(map_id: str, spot: HarbourSpot) -> tuple[QPointF, QPointF, float]:
    """A harbour's place: the centre of its frame (or sea) hex, the middle of the coast it
    serves, and the angle (degrees, clockwise from "up") from the water hex towards the
    coast."""
    import math

    catan = catan_map(map_id)
    layout = island_layout(map_id)
    sea = layout.frame_centres.get(spot.frame_hex)
    coast = layout.edge_centre(spot.edge)
    if sea is None:  # a sea tile inside the frame (Seafarers)
        sea = layout.tile_centres[catan.geometry.tile_at[spot.frame_hex]]
    angle = math.degrees(math.atan2(coast.x() - sea.x(), -(coast.y() - sea.y())))
    return sea, coast, angle


def side_index(side: str) -> int:
    """The index of a side name among a tile's edges."""
    return EDGE_NAMES.index(side)


# -- the column right of the island --------------------------------------------------------------
def column_x(island: QRectF) -> float:
    """The left of the column of panels, dice and buttons."""
    return island.right() + COLUMN_GAP


def panel_pos(island: QRectF, seat: int) -> QPointF:
    """The top-left corner of a seat's panel."""
    return QPointF(column_x(island), island.top() + seat * (PANEL_H + PANEL_GAP))


def dice_pos(island: QRectF, players: int) -> QPointF:
    """The top-left corner of the dice tray, under the panels."""
    return QPointF(column_x(island), island.top() + max(players, 3) * (PANEL_H + PANEL_GAP) + 10)


BUTTON_ORDER: tuple[str, ...] = ("road", "settlement", "city", "development", "trade", "end")
SEA_BUTTON_ORDER: tuple[str, ...] = (
    "road",
    "ship",
    "settlement",
    "city",
    "move_ship",
    "development",
    "trade",
    "end",
)
"""The buttons of a Seafarers game: the ship beside the road, moving a ship beside the
development card."""


def button_pos(
    island: QRectF, players: int, name: str, order: tuple[str, ...] = BUTTON_ORDER
) -> QPointF:
    """The top-left corner of one of the buttons of ``order``, two per row under the dice."""
    index = order.index(name)
    row, col = divmod(index, 2)
    top = dice_pos(island, players).y() + DICE_H + 40
    return QPointF(
        column_x(island) + col * (BUTTON_W + BUTTON_GAP), top + row * (BUTTON_H + BUTTON_GAP)
    )


# -- the viewer's cards ----------------------------------------------------------------------------
def hand_top(island: QRectF) -> float:
    """The top of the row of the viewer's cards."""
    return island.bottom() + HAND_GAP


def card_centre(island: QRectF, slot: float) -> QPointF:
    """The centre of the card in ``slot`` (0 = leftmost) of the viewer's row."""
    return QPointF(
        island.left() + 20 + CARD_W / 2 + slot * CARD_STEP, hand_top(island) + CARD_H / 2
    )


def plaque_rect(island: QRectF) -> QRectF:
    """Where a scenario's title plaque stands: centred above the island."""
    return QRectF(
        island.center().x() - PLAQUE_W / 2,
        island.top() - PLAQUE_GAP - PLAQUE_H,
        PLAQUE_W,
        PLAQUE_H,
    )


def table_rect(
    island: QRectF,
    players: int,
    order: tuple[str, ...] = BUTTON_ORDER,
    plaque: bool = False,
) -> QRectF:
    """Everything the table shows (with room above the island for a scenario's plaque)."""
    right = column_x(island) + PANEL_W
    bottom = max(
        hand_top(island) + CARD_H + 40,
        button_pos(island, players, "end", order).y() + BUTTON_H + 10,
    )
    top = plaque_rect(island).top() if plaque else island.top()
    return QRectF(
        island.left() - 10,
        top - 10,
        right - island.left() + 20,
        bottom - top + 20,
    )

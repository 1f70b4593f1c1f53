"""A small picture of a Catan map for choosing a scenario: the hexes of the classic island or
of a Seafarers scenario's layout for a number of players, coloured by what the data file says
they are.

The picture is drawn from the data alone (``assets/catan/maps/classic.json`` and
``assets/catan/scenarios/<id>.json``), before any game exists: hexes with a printed terrain
take its colour (with their number when one is printed), hexes whose terrain is shuffled at
set-up are a neutral land colour marked "?", fog hexes are grey, sea is blue and the frame a
darker blue ring. Harbours are small white piers on their coasts; Cloth for Catan's villages
small number tokens on their corners.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

from capboard.engine.assets import load_json
from capboard.games.catan.geometry import HexRC, catan_geometry, side_neighbour
from capboard.ui.games.catan.art import CREAM, INK, RED, TERRAIN_COLOURS, font
from capboard.ui.games.catan.wonders import paint_wonder

BASE = "base"
"""The option value of the base game (the classic island)."""

POOLED = QColor("#cdb98f")
"""Land whose terrain is shuffled at set-up."""
UNKNOWN = QColor("#8fb3b0")
"""A hex that may turn out land or sea (The New World deals the whole frame)."""
FRAME = QColor("#24527d")
FRAME_EDGE = QColor("#173a5a")


@dataclass(frozen=True)
class PictureHex:
    """One hex of a map picture: where it is and what to paint."""

    rc: HexRC
    kind: str
    """A terrain, ``"pooled"`` (shuffled land), ``"fog"`` or ``"unknown"``."""
    number: int | None = None


WONDER_SITE = QColor("#e8c15a")
"""A corner where a wonder asks a settlement: a small golden temple."""


@dataclass(frozen=True)
class MapPicture:
    """What a map picture shows: its hexes, the frame around them and the harbours (a land hex
    and the side facing the water)."""

    hexes: tuple[PictureHex, ...]
    frame: tuple[HexRC, ...]
    harbours: tuple[tuple[HexRC, str], ...]
    villages: tuple[tuple[HexRC, str, int], ...] = ()
    """Cloth for Catan: each village's hex, corner (``N`` or ``S``) and number."""
    wonder_sites: tuple[tuple[HexRC, str], ...] = ()
    """The Wonders of Catan: the corners of the strait and the desert wasteland, where a
    wonder asks a settlement (a hex and one of its corners' names)."""
    fleet_path: tuple[HexRC, ...] = ()
    """The Pirate Islands: the hexes the pirate fleet sails, a loop."""
    fortresses: tuple[tuple[HexRC, str], ...] = ()
    """The Pirate Islands: the pirate fortresses (a hex and one of its corners' names)."""


@cache
def map_picture(scenario_id: str, players: int) -> MapPicture:
    """The picture of ``scenario_id``'s map for ``players`` (the base game: the classic island,
    whatever the number). Raises KeyError for a scenario without a layout for ``players``."""
    if scenario_id == BASE:
        raw = load_json("catan", "maps", "classic.json")
        hexes = [PictureHex(tuple(h), "pooled") for h in raw["land"]]  # type: ignore[arg-type]
        villages = ()
        sites: tuple[tuple[HexRC, str], ...] = ()
        fleet: tuple[HexRC, ...] = ()
        forts: tuple[tuple[HexRC, str], ...] = ()
        hexes += [PictureHex(tuple(h), "sea") for h in raw.get("sea", [])]  # type: ignore[arg-type]
        harbours = raw["harbours"]
    else:
        layout = load_json("catan", "scenarios", f"{scenario_id}.json")["layouts"][str(players)]
        hexes = [_picture_hex(entry) for entry in layout["hexes"]]
        harbours = layout.get("harbours", [])
        villages = tuple(
            (tuple(v["hex"]), str(v["corner"]), int(v["number"]))
            for v in layout.get("villages", [])
        )
        sites = _wonder_sites(layout, {h.rc for h in hexes})
        fleet = tuple((int(h[0]), int(h[1])) for h in layout.get("fleet_path", []))
        forts = _nodes_on_hexes(
            [s["fortress"] for s in layout.get("starts", [])], {h.rc for h in hexes}
        )
    geometry = catan_geometry(tuple(h.rc for h in hexes))
    return MapPicture(
        hexes=tuple(hexes),
        frame=geometry.frame,
        harbours=tuple((tuple(s["hex"]), str(s["side"])) for s in harbours),  # type: ignore[misc]
        villages=villages,  # type: ignore[arg-type]
        wonder_sites=sites,
        fleet_path=fleet,
        fortresses=forts,
    )


_CORNER_STEPS = {
    "N": (-1, 0),
    "NE": (-1, 1),
    "SE": (1, 1),
    "S": (1, 0),
    "SW": (1, -1),
    "NW": (-1, -1),
}
"""A corner's JSettlers2 node from its hex: (row, column) steps."""


def _wonder_sites(layout: dict[str, object], cells: set[HexRC]) -> tuple[tuple[HexRC, str], ...]:
    """Each node of the data's ``wonder_corners`` as a hex of the picture and a corner name."""
    named = layout.get("wonder_corners", {})
    assert isinstance(named, dict)
    return _nodes_on_hexes([node for nodes in named.values() for node in nodes], cells)


def _nodes_on_hexes(nodes: list[list[int]], cells: set[HexRC]) -> tuple[tuple[HexRC, str], ...]:
    """JSettlers2 nodes ``[row, column]`` as a hex of the picture and a corner name."""
    sites = []
    for r, c in nodes:
        for name, (dr, dc) in _CORNER_STEPS.items():
            if (r - dr, c - dc) in cells:
                sites.append(((r - dr, c - dc), name))
                break
    return tuple(sites)


def _picture_hex(entry: dict[str, object]) -> PictureHex:
    rc = tuple(entry["hex"])  # type: ignore[call-overload]
    if entry.get("fog"):
        return PictureHex(rc, "fog")  # type: ignore[arg-type]
    if "terrain" in entry:
        number = entry.get("number")
        return PictureHex(
            rc,  # type: ignore[arg-type]
            str(entry["terrain"]),
            number if isinstance(number, int) else None,
        )
    if "area" in entry:
        return PictureHex(rc, "pooled")  # type: ignore[arg-type]
    return PictureHex(rc, "unknown")  # type: ignore[arg-type]


def _centre(rc: HexRC, radius: float) -> QPointF:
    # Doubled offset: a column step is half a hex's width, a row step three quarters of its
    # height.
    r, c = rc
    return QPointF(c * radius * math.sqrt(3) / 2, r * radius * 0.75)


def _hex(centre: QPointF, radius: float) -> QPolygonF:
    return QPolygonF(
        [
            QPointF(
                centre.x() + radius * math.sin(math.radians(60 * k)),
                centre.y() - radius * math.cos(math.radians(60 * k)),
            )
            for k in range(6)
        ]
    )


_SIDE_ANGLE = {"NE": 30.0, "E": 90.0, "SE": 150.0, "SW": 210.0, "W": 270.0, "NW": 330.0}
"""The direction of each side's middle from the hex centre, clockwise from "up"."""


def paint_map_picture(painter: QPainter, picture: MapPicture, rect: QRectF) -> None:
    """Draw ``picture`` as large as fits in ``rect``, centred."""
    cells = [h.rc for h in picture.hexes] + list(picture.frame)
    if not cells:
        return
    # The extent in units of the circumradius, then the radius that fits.
    xs = [c * math.sqrt(3) / 2 for _r, c in cells]
    ys = [r * 0.75 for r, _c in cells]
    width = max(xs) - min(xs) + math.sqrt(3)
    height = max(ys) - min(ys) + 2.0
    radius = min(rect.width() / width, rect.height() / height)
    offset = QPointF(
        rect.center().x() - (min(xs) + max(xs)) / 2 * radius,
        rect.center().y() - (min(ys) + max(ys)) / 2 * radius,
    )
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(FRAME_EDGE, max(1.0, radius * 0.08)))
    painter.setBrush(FRAME)
    for rc in picture.frame:
        painter.drawPolygon(_hex(_centre(rc, radius) + offset, radius))
    for cell in picture.hexes:
        centre = _centre(cell.rc, radius) + offset
        colour = _colour(cell.kind)
        painter.setPen(QPen(colour.darker(150), max(1.0, radius * 0.07)))
        painter.setBrush(colour)
        painter.drawPolygon(_hex(centre, radius * 0.97))
        _paint_mark(painter, cell, centre, radius)
    for rc, side in picture.harbours:
        _paint_harbour(painter, rc, side, radius, offset)
    for rc, corner, number in picture.villages:
        _paint_village(painter, rc, corner, number, radius, offset)
    for rc, corner in picture.wonder_sites:
        centre = _centre(rc, radius) + offset
        angle = math.radians(-90 + 60 * list(_CORNER_STEPS).index(corner))
        point = centre + QPointF(math.cos(angle) * radius, math.sin(angle) * radius)
        size = radius * 0.62
        paint_wonder(
            painter, QRectF(point.x() - size / 2, point.y() - size / 2, size, size), WONDER_SITE
        )
    _paint_pirates(painter, picture, radius, offset)
    painter.restore()


def _paint_pirates(painter: QPainter, picture: MapPicture, radius: float, offset: QPointF) -> None:
    """The Pirate Islands: the fleet's path as a dotted loop, the fortresses as dark towers."""
    if picture.fleet_path:
        points = [_centre(rc, radius) + offset for rc in picture.fleet_path]
        painter.setPen(QPen(INK, max(1.0, radius * 0.1), Qt.PenStyle.DotLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolygon(QPolygonF(points))
    for rc, corner in picture.fortresses:
        centre = _centre(rc, radius) + offset
        angle = math.radians(-90 + 60 * list(_CORNER_STEPS).index(corner))
        point = centre + QPointF(math.cos(angle) * radius, math.sin(angle) * radius)
        size = radius * 0.5
        painter.setPen(QPen(CREAM, max(0.8, radius * 0.06)))
        painter.setBrush(QColor("#3b3532"))
        painter.drawRect(QRectF(point.x() - size / 2, point.y() - size / 2, size, size))


def _paint_village(
    painter: QPainter, rc: HexRC, corner: str, number: int, radius: float, offset: QPointF
) -> None:
    """A village (Cloth for Catan): a small number token on its corner of the island."""
    centre = _centre(rc, radius) + offset
    point = centre + QPointF(0, -radius if corner == "N" else radius)
    disc = radius * 0.34
    painter.setPen(QPen(QColor("#6b4a2b"), max(0.8, radius * 0.06)))
    painter.setBrush(CREAM)
    painter.drawEllipse(point, disc, disc)
    painter.setPen(RED if number in (6, 8) else INK)
    painter.setFont(font(disc * 1.2, bold=True))
    painter.drawText(
        QRectF(point.x() - disc, point.y() - disc, 2 * disc, 2 * disc),
        Qt.AlignmentFlag.AlignCenter,
        str(number),
    )


def _colour(kind: str) -> QColor:
    if kind == "pooled":
        return POOLED
    if kind == "unknown":
        return UNKNOWN
    return TERRAIN_COLOURS.get(kind, POOLED)


def _paint_mark(painter: QPainter, cell: PictureHex, centre: QPointF, radius: float) -> None:
    """The number of a printed hex, or "?" on one dealt at set-up or hidden in fog."""
    if cell.number is not None:
        disc = radius * 0.42
        painter.setPen(QPen(QColor("#8c7a55"), max(0.8, radius * 0.04)))
        painter.setBrush(CREAM)
        painter.drawEllipse(centre, disc, disc)
        painter.setPen(RED if cell.number in (6, 8) else INK)
        painter.setFont(font(disc * 1.15, bold=True))
        painter.drawText(
            QRectF(centre.x() - disc, centre.y() - disc, 2 * disc, 2 * disc),
            Qt.AlignmentFlag.AlignCenter,
            str(cell.number),
        )
    elif cell.kind in ("pooled", "fog", "unknown"):
        painter.setPen(QColor(43, 38, 32, 170) if cell.kind != "fog" else QColor("#5f6670"))
        painter.setFont(font(radius * 0.7, bold=True))
        painter.drawText(
            QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
            Qt.AlignmentFlag.AlignCenter,
            "?",
        )


def _paint_harbour(painter: QPainter, rc: HexRC, side: str, radius: float, offset: QPointF) -> None:
    land = _centre(rc, radius) + offset
    water = _centre(side_neighbour(rc, side), radius) + offset
    # A short white pier from the coast into the water, with a round end.
    coast = (land + water) / 2
    end = coast + (water - land) * 0.22
    path = QPainterPath(coast)
    path.lineTo(end)
    painter.setPen(
        QPen(
            QColor("#fbf3de"),
            max(1.5, radius * 0.16),
            Qt.PenStyle.SolidLine,
            Qt.PenCapStyle.RoundCap,
        )
    )
    painter.drawPath(path)


def map_pixmap(scenario_id: str, players: int, size: QSize, ratio: float = 1.0) -> QPixmap:
    """The picture of ``scenario_id``'s map for ``players`` at ``size`` (logical pixels),
    drawn at the screen's density ``ratio``."""
    pixmap = QPixmap(round(size.width() * ratio), round(size.height() * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_map_picture(
        painter,
        map_picture(scenario_id, players),
        QRectF(2, 2, size.width() - 4, size.height() - 4),
    )
    painter.end()
    return pixmap


__all__ = ["BASE", "MapPicture", "PictureHex", "map_picture", "map_pixmap", "paint_map_picture"]

"""Catan's pieces as painted: settlements, cities and roads in a player's colour with their
colour-blind shapes, the robber, the dice, and a Seafarers scenario's ships, pirate and island
bonus tokens.

They stand apart from the hexes (:mod:`.art_hexes`) and the cards (:mod:`.art_cards`)
because they are what the players move and build, recoloured per seat; the shared colours,
SVG files and fonts are in :mod:`.art`.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from capboard.ui import theme
from capboard.ui.games.catan.art import INK, fit_rect, font, piece_svg, svg, svg_aspect
from capboard.ui.games.dice import DieLook
from capboard.ui.games.dice import paint_die as paint_painted_die

PIECE_SIZES: dict[str, tuple[float, float]] = {
    "settlement": (52.0, 52.0),
    "city": (70.0, 70.0),
}
"""Width and height of a building on the island, in scene units."""


ROAD_LENGTH = 74.0
ROAD_THICKNESS = 19.0


def paint_building(
    painter: QPainter, kind: str, colour: QColor, marker: str | None, scale: float = 1.0
) -> None:
    """A settlement or city in the player's ``colour``, centred on the origin, with their
    colour-blind shape when ``marker`` is given."""
    w, h = PIECE_SIZES.get(kind, PIECE_SIZES["settlement"])
    rect = QRectF(-w * scale / 2, -h * scale / 2, w * scale, h * scale)
    renderer = piece_svg(kind, colour)
    if renderer is not None:
        renderer.render(painter, fit_rect(renderer, rect))
    else:
        painter.setPen(QPen(colour.darker(200), 2 * scale))
        painter.setBrush(colour)
        painter.drawPath(_building_path(kind, rect))
    if marker:
        side = min(w, h) * scale * 0.42
        centre = QPointF(0, rect.bottom() - side * 0.75 - 2 * scale)
        _paint_shape(painter, marker, centre, side, colour)


def _building_path(kind: str, rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    x0, t, w, h = rect.left(), rect.top(), rect.width(), rect.height()
    if kind == "city":
        points = [
            (0.0, 1.0),
            (0.0, 0.38),
            (0.2, 0.12),
            (0.4, 0.38),
            (0.4, 0.45),
            (1.0, 0.45),
            (1.0, 1.0),
        ]
    else:
        points = [(0.0, 1.0), (0.0, 0.42), (0.5, 0.0), (1.0, 0.42), (1.0, 1.0)]
    path.addPolygon(QPolygonF([QPointF(x0 + x * w, t + y * h) for x, y in points]))
    path.closeSubpath()
    return path


def paint_road(
    painter: QPainter, colour: QColor, length: float, marker: str | None, scale: float = 1.0
) -> None:
    """A road along the x axis, centred on the origin, ``length`` long."""
    renderer = piece_svg("road", colour)
    thickness = ROAD_THICKNESS * scale
    rect = QRectF(-length / 2, -thickness / 2, length, thickness)
    if renderer is not None:
        aspect = svg_aspect(renderer)
        if aspect > 1.0:
            # Art drawn upright: turn it to lie along the path.
            painter.save()
            painter.rotate(90)
            renderer.render(painter, QRectF(-thickness / 2, -length / 2, thickness, length))
            painter.restore()
        else:
            renderer.render(painter, rect)
    else:
        painter.setPen(QPen(colour.darker(200), 2 * scale))
        painter.setBrush(colour)
        painter.drawRoundedRect(rect, 4 * scale, 4 * scale)
    if marker:
        side = thickness * 0.72
        _paint_shape(painter, marker, QPointF(0, 0), side, colour)


def _paint_shape(
    painter: QPainter, shape: str, centre: QPointF, side: float, colour: QColor
) -> None:
    rect = QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side)
    painter.setPen(QPen(colour, max(1.0, side * 0.14)))
    painter.setBrush(theme.contrast_ink(colour))
    painter.drawPath(theme.shape_path(shape, rect))


def paint_marker(
    painter: QPainter, centre: QPointF, radius: float, colour: QColor, shape: str | None
) -> None:
    """A seat's disc of colour, with its colour-blind shape when ``shape`` is given."""
    painter.setPen(QPen(INK, max(1.0, radius * 0.12)))
    painter.setBrush(colour)
    painter.drawEllipse(centre, radius, radius)
    if shape:
        inner = radius * 0.62
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.contrast_ink(colour))
        painter.drawPath(
            theme.shape_path(
                shape, QRectF(centre.x() - inner, centre.y() - inner, 2 * inner, 2 * inner)
            )
        )


def paint_robber(painter: QPainter, height: float = 70.0) -> None:
    """The robber standing on the origin's hex, centred on the origin."""
    renderer = svg("pieces/robber.svg")
    rect = QRectF(-height * 0.4, -height / 2, height * 0.8, height)
    if renderer is not None:
        renderer.render(painter, fit_rect(renderer, rect))
        return
    dark = QColor("#3a3a40")
    painter.setPen(QPen(QColor("#111111"), 2))
    painter.setBrush(dark)
    body = QPainterPath()
    body.moveTo(rect.left() + rect.width() * 0.15, rect.bottom())
    body.quadTo(
        QPointF(rect.center().x(), rect.top() + rect.height() * 0.1),
        QPointF(rect.right() - rect.width() * 0.15, rect.bottom()),
    )
    body.closeSubpath()
    painter.drawPath(body)
    painter.drawEllipse(
        QPointF(rect.center().x(), rect.top() + rect.height() * 0.2),
        rect.width() * 0.24,
        rect.width() * 0.24,
    )


# -- dice --------
DIE = 56.0


def paint_die(
    painter: QPainter,
    centre: QPointF,
    value: int | None,
    colour: QColor,
    angle: float,
    red: bool = False,
) -> None:
    """One die showing ``value`` (None: a blank face), edged in ``colour``: cream with dark
    pips, or the ``red`` one, red with cream pips."""
    look = DieLook(
        size=DIE,
        corner=10,
        pip=5.2,
        face=QColor("#c0281e") if red else QColor("#f6efd8"),
        lighter=110,
        darker=110,
        edge=QPen(colour, 3),
        ink=QColor("#f6efd8") if red else INK,
        font=font(28, bold=True),
    )
    paint_painted_die(painter, centre, angle, value, look)


# -- Seafarers --------
SHIP_W = 72.0
SHIP_H = 58.0
"""A ship's size on the island (the art's proportions, about as long as a road)."""


PIRATE_W = 96.0
GOLD_RIM = QColor("#b8860b")


def paint_ship(painter: QPainter, colour: QColor, marker: str | None, scale: float = 1.0) -> None:
    """A ship in the player's ``colour``, centred on the origin, its hull along the x axis;
    with their colour-blind shape on the hull when ``marker`` is given."""
    w, h = SHIP_W * scale, SHIP_H * scale
    rect = QRectF(-w / 2, -h / 2, w, h)
    renderer = piece_svg("ship", colour)
    if renderer is not None:
        renderer.render(painter, fit_rect(renderer, rect))
    else:
        painter.setPen(QPen(colour.darker(200), 2 * scale))
        painter.setBrush(colour)
        hull = QPolygonF(
            [
                QPointF(-w / 2, h * 0.1),
                QPointF(w / 2, h * 0.1),
                QPointF(w * 0.32, h * 0.38),
                QPointF(-w * 0.32, h * 0.38),
            ]
        )
        painter.drawPolygon(hull)
        painter.setBrush(QColor("#f6ecd2"))
        painter.drawRect(QRectF(-w * 0.22, -h * 0.4, w * 0.44, h * 0.42))
    if marker:
        side = h * 0.3
        _paint_shape(painter, marker, QPointF(0, h * 0.2), side, colour)


def paint_pirate(painter: QPainter, width: float = PIRATE_W) -> None:
    """The pirate ship, centred on the origin."""
    renderer = svg("pieces/pirate.svg")
    rect = QRectF(-width / 2, -width * 0.43, width, width * 0.86)
    if renderer is not None:
        renderer.render(painter, fit_rect(renderer, rect))
        return
    painter.setPen(QPen(QColor("#000000"), 2))
    painter.setBrush(QColor("#2e2e32"))
    painter.drawPolygon(
        QPolygonF(
            [
                QPointF(rect.left(), rect.center().y() + width * 0.12),
                QPointF(rect.right(), rect.center().y() + width * 0.12),
                QPointF(rect.right() - width * 0.15, rect.bottom()),
                QPointF(rect.left() + width * 0.15, rect.bottom()),
            ]
        )
    )
    painter.drawRect(QRectF(-width * 0.25, rect.top(), width * 0.5, width * 0.45))


def paint_special_token(painter: QPainter, points: int, radius: float = 19.0) -> None:
    """An island bonus: a small gold-rimmed disc with its victory points, centred on the
    origin."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawEllipse(QPointF(1.2, 2.0), radius, radius)
    painter.setPen(QPen(GOLD_RIM, radius * 0.22))
    painter.setBrush(QColor("#fff4c2"))
    painter.drawEllipse(QPointF(0, 0), radius, radius)
    painter.setPen(QColor("#5b3a00"))
    painter.setFont(font(radius * 1.2, bold=True, serif=True))
    painter.drawText(
        QRectF(-radius, -radius, 2 * radius, 2 * radius), Qt.AlignmentFlag.AlignCenter, str(points)
    )

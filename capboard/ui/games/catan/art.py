"""Catan's pictures: the SVG art of ``assets/catan`` (terrain, pieces, cards, icons) rendered
as vectors, recoloured per player, with drawn stand-ins for any file that is missing; and the
things drawn here in full (number tokens, dice, players' shapes).

Everything is painted through :class:`QSvgRenderer` or :class:`QPainter` paths at paint time,
so the island stays sharp at every zoom: nothing is cached as a small picture and scaled up.
Shapes are painted centred on the origin unless a rectangle is given.
"""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QByteArray, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtSvg import QSvgRenderer

from capboard.engine.assets import asset
from capboard.ui import theme

GAME = "catan"

HEX_R = 100.0
"""A hex's circumradius in scene units (that of the terrain art's viewBox)."""
HEX_W = HEX_R * math.sqrt(3)
"""A pointy-topped hex's width (173.205)."""

INK = QColor("#2b2620")
CREAM = QColor("#f5e9c8")
RED = QColor("#c0281e")
NEUTRAL = QColor("#8a8178")

TERRAIN_COLOURS: dict[str, QColor] = {
    "forest": QColor("#2f6b34"),
    "pasture": QColor("#8fc25a"),
    "fields": QColor("#e7c243"),
    "hills": QColor("#c2612f"),
    "mountains": QColor("#7f858c"),
    "desert": QColor("#e3cf98"),
    "gold": QColor("#e0b030"),
    "sea": QColor("#3c7fb6"),
    "fog": QColor("#b8bcc2"),
}
RESOURCE_COLOURS: dict[str, QColor] = {
    "brick": QColor("#b4482a"),
    "lumber": QColor("#2f6b34"),
    "wool": QColor("#9ccc65"),
    "grain": QColor("#e7c243"),
    "ore": QColor("#6f7880"),
}
TERRAIN_RESOURCE: dict[str, str] = {
    "forest": "lumber",
    "pasture": "wool",
    "fields": "grain",
    "hills": "brick",
    "mountains": "ore",
}

_PLAYER_FILL = b"#ff00ff"
_PLAYER_SHADE = b"#800080"


# -- SVG files --------
@cache
def _renderer(relative: str) -> QSvgRenderer | None:
    """The shared renderer of ``assets/catan/<relative>``, or None when it is missing."""
    path = asset(GAME, *relative.split("/"))
    if not path.is_file():
        return None
    renderer = QSvgRenderer(str(path))
    return renderer if renderer.isValid() else None


def svg(relative: str) -> QSvgRenderer | None:
    """The renderer of ``assets/catan/<relative>`` (e.g. ``terrain/forest.svg``), or None."""
    return _renderer(relative)


@cache
def _recoloured(relative: str, colour: str) -> QSvgRenderer | None:
    path = asset(GAME, *relative.split("/"))
    if not path.is_file():
        return None
    data = path.read_bytes()
    fill = QColor(colour)
    shade = fill.darker(160).name().encode()
    for token, value in ((_PLAYER_FILL, fill.name().encode()), (_PLAYER_SHADE, shade)):
        data = data.replace(token, value).replace(token.upper(), value)
    renderer = QSvgRenderer(QByteArray(data))
    return renderer if renderer.isValid() else None


def piece_svg(kind: str, colour: QColor) -> QSvgRenderer | None:
    """``pieces/<kind>.svg`` with the player's colour for ``#ff00ff`` and its darker shade for
    ``#800080`` (shared per colour), or None when the file is missing."""
    return _recoloured(f"pieces/{kind}.svg", QColor(colour).name())


def _aspect(renderer: QSvgRenderer) -> float:
    box = renderer.viewBoxF()
    if box.isEmpty():
        size = renderer.defaultSize()
        return size.height() / size.width() if size.width() > 0 else 1.0
    return box.height() / box.width()


def fit_rect(renderer: QSvgRenderer, rect: QRectF) -> QRectF:
    """The largest rectangle of the art's proportions centred in ``rect``."""
    aspect = _aspect(renderer)
    w = rect.width()
    h = w * aspect
    if h > rect.height():
        h = rect.height()
        w = h / aspect if aspect > 0 else w
    return QRectF(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h)


# -- fonts --------
def font(pixels: float, bold: bool = False, serif: bool = False) -> QFont:
    """A font of ``pixels`` height."""
    f = QFont("serif") if serif else QFont()
    f.setPixelSize(max(1, round(pixels)))
    f.setBold(bold)
    return f


def fitted_font(text: str, width: float, pixels: float, bold: bool = False) -> QFont:
    """A font of at most ``pixels`` in which ``text`` fits ``width`` (French runs longer)."""
    f = font(pixels, bold)
    while pixels > 7 and QFontMetricsF(f).horizontalAdvance(text) > width:
        pixels -= 0.5
        f = font(pixels, bold)
    return f


# -- hexes --------
def hex_polygon(radius: float = HEX_R) -> QPolygonF:
    """A pointy-topped hexagon of circumradius ``radius`` centred on the origin, its corners
    clockwise from the top (the order of :data:`~capboard.games.catan.geometry.CORNER_NAMES`)."""
    return QPolygonF([corner_offset(k, radius) for k in range(6)])


def corner_offset(k: int, radius: float = HEX_R) -> QPointF:
    """Corner ``k`` (0 = north, clockwise) of a pointy-topped hex, from its centre."""
    angle = math.radians(60 * k)
    return QPointF(radius * math.sin(angle), -radius * math.cos(angle))


def hex_path(radius: float = HEX_R) -> QPainterPath:
    """:func:`hex_polygon` as a closed path."""
    path = QPainterPath()
    path.addPolygon(hex_polygon(radius))
    path.closeSubpath()
    return path


def paint_terrain(painter: QPainter, terrain: str, radius: float = HEX_R) -> None:
    """A hex of ``terrain`` centred on the origin: its art, or a drawn stand-in."""
    rect = QRectF(-radius * math.sqrt(3) / 2, -radius, radius * math.sqrt(3), 2 * radius)
    renderer = svg(f"terrain/{terrain}.svg")
    if renderer is not None:
        painter.save()
        painter.setClipPath(hex_path(radius), Qt.ClipOperation.IntersectClip)
        renderer.render(painter, rect)
        painter.restore()
        return
    base = TERRAIN_COLOURS.get(terrain, NEUTRAL)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0.0, base.lighter(118))
    gradient.setColorAt(1.0, base.darker(112))
    painter.setPen(QPen(base.darker(135), 2))
    painter.setBrush(QBrush(gradient))
    painter.drawPath(hex_path(radius - 1))
    _paint_terrain_symbol(painter, terrain, radius)


def _paint_terrain_symbol(painter: QPainter, terrain: str, radius: float) -> None:
    """A simple drawn symbol for a terrain without art, in the hex's upper half."""
    s = radius / 100.0
    ink = TERRAIN_COLOURS.get(terrain, NEUTRAL).darker(160)
    painter.save()
    painter.setPen(QPen(ink, 3 * s, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.setBrush(ink)
    if terrain == "forest":
        for dx, dy in ((-38, -40), (0, -58), (38, -40), (-20, 38), (24, 40)):
            tree = QPolygonF(
                [
                    QPointF((dx) * s, (dy - 22) * s),
                    QPointF((dx + 14) * s, (dy + 8) * s),
                    QPointF((dx - 14) * s, (dy + 8) * s),
                ]
            )
            painter.drawPolygon(tree)
            painter.drawLine(QPointF(dx * s, (dy + 8) * s), QPointF(dx * s, (dy + 15) * s))
    elif terrain == "pasture":
        painter.setBrush(QColor("#fbfbf2"))
        painter.setPen(QPen(ink, 2 * s))
        for dx, dy in ((-34, -46), (30, -52), (0, 50)):
            painter.drawEllipse(QPointF(dx * s, dy * s), 15 * s, 10 * s)
            painter.drawEllipse(QPointF((dx + 15) * s, (dy - 4) * s), 6 * s, 5 * s)
    elif terrain == "fields":
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for dx in (-36, -12, 12, 36):
            painter.drawLine(QPointF(dx * s, -30 * s), QPointF(dx * s, -72 * s))
            for dy in (-66, -56, -46):
                painter.drawEllipse(QPointF((dx - 4) * s, dy * s), 3 * s, 5 * s)
                painter.drawEllipse(QPointF((dx + 4) * s, dy * s), 3 * s, 5 * s)
    elif terrain == "hills":
        painter.setBrush(ink.lighter(130))
        for row, y in enumerate((-68, -50)):
            for col in range(3):
                x = -42 + col * 28 + (14 if row else 0)
                painter.drawRect(QRectF(x * s, y * s, 26 * s, 15 * s))
    elif terrain == "mountains":
        painter.setBrush(ink.lighter(120))
        painter.drawPolygon(
            QPolygonF(
                [QPointF(-55 * s, -30 * s), QPointF(-18 * s, -80 * s), QPointF(15 * s, -30 * s)]
            )
        )
        painter.drawPolygon(
            QPolygonF(
                [QPointF(-5 * s, -30 * s), QPointF(28 * s, -70 * s), QPointF(60 * s, -30 * s)]
            )
        )
    elif terrain == "desert":
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for dx, dy in ((-40, -45), (20, -60), (-10, 50)):
            path = QPainterPath(QPointF((dx - 25) * s, dy * s))
            path.quadTo(QPointF(dx * s, (dy - 16) * s), QPointF((dx + 25) * s, dy * s))
            painter.drawPath(path)
    elif terrain == "sea":
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 255, 255, 90), 3 * s))
        for dx, dy in ((-30, -30), (25, 10), (-10, 45)):
            path = QPainterPath(QPointF((dx - 20) * s, dy * s))
            path.quadTo(QPointF((dx - 10) * s, (dy - 8) * s), QPointF(dx * s, dy * s))
            path.quadTo(QPointF((dx + 10) * s, (dy + 8) * s), QPointF((dx + 20) * s, dy * s))
            painter.drawPath(path)
    painter.restore()


# -- number tokens --------
def pips(number: int) -> int:
    """How many dots a number token shows: 5 for 6 and 8, down to 1 for 2 and 12."""
    return max(0, 6 - abs(7 - number))


def paint_token(painter: QPainter, number: int, radius: float = 30.0) -> None:
    """A round cream number token centred on the origin: the number (6 and 8 in bold red) and
    its pips."""
    red = number in (6, 8)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawEllipse(QPointF(1.5, 2.5), radius, radius)
    painter.setPen(QPen(QColor("#8c7a55"), radius * 0.06))
    painter.setBrush(CREAM)
    painter.drawEllipse(QPointF(0, 0), radius, radius)
    ink = RED if red else INK
    painter.setPen(ink)
    painter.setFont(font(radius * (1.0 if red else 0.92), bold=True, serif=True))
    painter.drawText(
        QRectF(-radius, -radius * 0.95, 2 * radius, radius * 1.5),
        Qt.AlignmentFlag.AlignCenter,
        str(number),
    )
    count = pips(number)
    dot = radius * 0.085
    step = radius * 0.24
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    for i in range(count):
        x = (i - (count - 1) / 2) * step
        painter.drawEllipse(QPointF(x, radius * 0.6), dot, dot)


# -- icons, cards, pieces --------
def paint_icon(painter: QPainter, resource: str, rect: QRectF) -> None:
    """A resource's icon in ``rect``: its art, or a coloured disc with a drawn symbol."""
    renderer = svg(f"icons/{resource}.svg")
    if renderer is not None:
        renderer.render(painter, fit_rect(renderer, rect))
        return
    colour = RESOURCE_COLOURS.get(resource, NEUTRAL)
    side = min(rect.width(), rect.height())
    c = rect.center()
    r = side / 2
    painter.save()
    painter.setPen(QPen(colour.darker(150), max(1.0, side * 0.06)))
    painter.setBrush(colour)
    painter.drawEllipse(c, r * 0.95, r * 0.95)
    ink = theme.contrast_ink(colour)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    if resource == "brick":
        for row in range(2):
            for col in range(2):
                x = c.x() - r * 0.55 + col * r * 0.56 + (r * 0.2 if row else 0) - r * 0.1
                painter.drawRect(QRectF(x, c.y() - r * 0.42 + row * r * 0.46, r * 0.5, r * 0.36))
    elif resource == "lumber":
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(c.x(), c.y() - r * 0.7),
                    QPointF(c.x() + r * 0.45, c.y() + r * 0.35),
                    QPointF(c.x() - r * 0.45, c.y() + r * 0.35),
                ]
            )
        )
        painter.drawRect(QRectF(c.x() - r * 0.08, c.y() + r * 0.3, r * 0.16, r * 0.35))
    elif resource == "wool":
        for dx, dy in ((-0.28, 0.0), (0.28, 0.0), (0.0, -0.25), (0.0, 0.22)):
            painter.drawEllipse(QPointF(c.x() + dx * r, c.y() + dy * r), r * 0.3, r * 0.3)
    elif resource == "grain":
        pen = QPen(ink, max(1.0, r * 0.1))
        painter.setPen(pen)
        painter.drawLine(QPointF(c.x(), c.y() + r * 0.7), QPointF(c.x(), c.y() - r * 0.6))
        painter.setPen(Qt.PenStyle.NoPen)
        for k in range(3):
            y = c.y() - r * 0.5 + k * r * 0.3
            painter.drawEllipse(QPointF(c.x() - r * 0.18, y), r * 0.14, r * 0.22)
            painter.drawEllipse(QPointF(c.x() + r * 0.18, y), r * 0.14, r * 0.22)
    else:  # ore
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(c.x() - r * 0.6, c.y() + r * 0.45),
                    QPointF(c.x() - r * 0.2, c.y() - r * 0.55),
                    QPointF(c.x() + r * 0.3, c.y() - r * 0.3),
                    QPointF(c.x() + r * 0.6, c.y() + r * 0.45),
                ]
            )
        )
    painter.restore()


CARD_W = 100.0
CARD_H = 140.0
"""A card's size in scene units (the art is drawn into it)."""
BAND = 0.22
"""The share of a development card's height kept for its name at the bottom."""


def card_rect(scale: float = 1.0) -> QRectF:
    """A card's outline centred on the origin."""
    return QRectF(-CARD_W * scale / 2, -CARD_H * scale / 2, CARD_W * scale, CARD_H * scale)


def paint_card(painter: QPainter, name: str, rect: QRectF, title: str | None = None) -> None:
    """The card ``cards/<name>.svg`` in ``rect`` (a drawn stand-in without art); ``title`` is
    written in its bottom band (development cards)."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 55))
    painter.drawRoundedRect(rect.translated(2, 3), 8, 8)
    renderer = svg(f"cards/{name}.svg")
    if renderer is not None:
        renderer.render(painter, rect)
    else:
        tint = RESOURCE_COLOURS.get(name, QColor("#6b4e9b"))
        painter.setPen(QPen(INK, 1.5))
        painter.setBrush(QColor("#fbf3de"))
        painter.drawRoundedRect(rect, 8, 8)
        inner = rect.adjusted(6, 6, -6, -6)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(tint)
        painter.drawRoundedRect(inner, 5, 5)
        if name in RESOURCE_COLOURS:
            side = inner.width() * 0.7
            paint_icon(
                painter,
                name,
                QRectF(inner.center().x() - side / 2, inner.center().y() - side / 2, side, side),
            )
        else:
            _paint_dev_symbol(painter, name, inner)
    if title:
        band = QRectF(
            rect.left() + 4,
            rect.bottom() - rect.height() * BAND,
            rect.width() - 8,
            rect.height() * BAND - 4,
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(251, 243, 222, 235))
        painter.drawRoundedRect(band, 4, 4)
        painter.setPen(INK)
        draw_wrapped(painter, title, band, band.height() * 0.42)


def draw_wrapped(painter: QPainter, text: str, box: QRectF, pixels: float) -> None:
    """``text`` centred in ``box``: on one line when it fits at a readable size, else on two
    lines, shrinking only as a last resort."""
    one = fitted_font(text, box.width() - 4, pixels, bold=True)
    if one.pixelSize() >= pixels * 0.8 or " " not in text:
        painter.setFont(one)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        return
    words = text.split(" ")
    cut = min(
        range(1, len(words)),
        key=lambda k: abs(len(" ".join(words[:k])) - len(" ".join(words[k:]))),
    )
    lines = [" ".join(words[:cut]), " ".join(words[cut:])]
    size = min(pixels, box.height() / 2.3)
    fonts = [fitted_font(line, box.width() - 4, size, bold=True) for line in lines]
    painter.setFont(min(fonts, key=lambda f: f.pixelSize()))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "\n".join(lines))


def paint_named_icon(painter: QPainter, name: str, rect: QRectF) -> bool:
    """``icons/<name>.svg`` fitted in ``rect``; False when there is no such icon."""
    renderer = svg(f"icons/{name}.svg")
    if renderer is None:
        return False
    renderer.render(painter, fit_rect(renderer, rect))
    return True


def _paint_dev_symbol(painter: QPainter, name: str, rect: QRectF) -> None:
    side = rect.width() * 0.8
    box = QRectF(
        rect.center().x() - side / 2, rect.top() + rect.height() * 0.36 - side / 2, side, side
    )
    if not name.startswith("back") and paint_named_icon(painter, name, box):
        return
    c = QPointF(rect.center().x(), rect.top() + rect.height() * 0.38)
    r = rect.width() * 0.3
    painter.save()
    painter.setPen(
        QPen(QColor("#fbf3de"), max(1.5, r * 0.12), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    )
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if name == "knight":
        painter.drawLine(QPointF(c.x() - r, c.y() + r), QPointF(c.x() + r, c.y() - r))
        painter.drawLine(QPointF(c.x() - r * 0.5, c.y() + r * 0.1), QPointF(c.x(), c.y() + r * 0.6))
    elif name == "road_building":
        painter.drawLine(QPointF(c.x() - r, c.y() + r * 0.4), QPointF(c.x() + r, c.y() - r * 0.4))
        painter.drawLine(QPointF(c.x() - r, c.y() + r), QPointF(c.x() + r, c.y() + r * 0.2))
    elif name == "year_of_plenty":
        painter.drawEllipse(c, r * 0.7, r * 0.7)
        painter.drawLine(QPointF(c.x(), c.y() - r), QPointF(c.x(), c.y() + r))
    elif name == "monopoly":
        painter.drawRect(QRectF(c.x() - r * 0.7, c.y() - r * 0.4, r * 1.4, r * 1.1))
        painter.drawLine(QPointF(c.x() - r * 0.9, c.y() - r * 0.4), QPointF(c.x(), c.y() - r))
        painter.drawLine(QPointF(c.x() + r * 0.9, c.y() - r * 0.4), QPointF(c.x(), c.y() - r))
    else:  # victory point: a star
        painter.setBrush(QColor("#fbf3de"))
        painter.drawPath(theme.shape_path("star", QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)))
    painter.restore()


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
        aspect = _aspect(renderer)
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


def paint_harbour(painter: QPainter, rect: QRectF) -> None:
    """A harbour (its base at the bottom of ``rect``)."""
    renderer = svg("pieces/harbour.svg")
    if renderer is not None:
        renderer.render(painter, fit_rect(renderer, rect))
        return
    wood = QColor("#8b5a2b")
    painter.setPen(QPen(wood.darker(150), 2))
    painter.setBrush(wood)
    w = rect.width()
    painter.drawRect(
        QRectF(
            rect.center().x() - w * 0.3,
            rect.top() + rect.height() * 0.35,
            w * 0.6,
            rect.height() * 0.65,
        )
    )
    for k in range(3):
        x = rect.center().x() - w * 0.2 + k * w * 0.2
        painter.drawLine(QPointF(x, rect.top() + rect.height() * 0.35), QPointF(x, rect.bottom()))


# -- dice --------
DIE = 56.0
_PIPS: dict[int, list[tuple[float, float]]] = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


def paint_die(
    painter: QPainter,
    centre: QPointF,
    value: int | None,
    colour: QColor,
    angle: float,
    red: bool = False,
) -> None:
    """One die showing ``value`` (None: a blank face)."""
    painter.save()
    painter.translate(centre)
    painter.rotate(angle)
    rect = QRectF(-DIE / 2, -DIE / 2, DIE, DIE)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawRoundedRect(rect.translated(2.5, 4), 10, 10)
    face = QColor("#c0281e") if red else QColor("#f6efd8")
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0.0, face.lighter(110))
    gradient.setColorAt(1.0, face.darker(110))
    painter.setBrush(QBrush(gradient))
    painter.setPen(QPen(colour, 3))
    painter.drawRoundedRect(rect, 10, 10)
    ink = QColor("#f6efd8") if red else INK
    if value is None:
        painter.setPen(ink)
        painter.setFont(font(28, bold=True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")
    else:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        step = DIE * 0.27
        for px, py in _PIPS.get(value, []):
            painter.drawEllipse(QPointF(px * step, py * step), 5.2, 5.2)
    painter.restore()


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

"""Catan's hexes as painted: a hex's outline, a terrain (its art, or a drawn stand-in with the
terrain's symbol), the number tokens with their pips, and a harbour's sign on the frame.

They stand apart from the pieces (:mod:`.art_pieces`) and the cards (:mod:`.art_cards`)
because they make the map, drawn once per hex; everything is painted at paint time from the
shared colours, SVG files and fonts of :mod:`.art`.
"""

from __future__ import annotations

import math
from collections import OrderedDict

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QTransform,
)
from PySide6.QtSvg import QSvgRenderer

from capboard.ui.games.catan.art import (
    CREAM,
    HEX_R,
    INK,
    NEUTRAL,
    RED,
    TERRAIN_COLOURS,
    fit_rect,
    font,
    svg,
)


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
    """A hex of ``terrain`` centred on the origin: its art, or a drawn stand-in.

    The art is rendered once per terrain and size on the screen (see :func:`_terrain_picture`)
    and shared by every hex of that terrain, as long as the hex is drawn upright and unstretched;
    otherwise (a hex turning over) it is rendered straight onto the painter."""
    rect = QRectF(-radius * math.sqrt(3) / 2, -radius, radius * math.sqrt(3), 2 * radius)
    relative = f"terrain/{terrain}.svg"
    renderer = svg(relative)
    if renderer is not None:
        painter.save()
        painter.setClipPath(hex_path(radius), Qt.ClipOperation.IntersectClip)
        if not _paint_shared_picture(painter, relative, renderer, rect):
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


# -- shared terrain pictures --------
_PICTURE_BUDGET = 48 * 1024 * 1024
"""The bytes the shared terrain pictures may hold: the nine terrains at two or three zooms at
1920x1080 (a hex at 3x zoom is about 0.6 MB)."""

_pictures: OrderedDict[tuple[str, int, int, float], QPixmap] = OrderedDict()
"""The shared terrain pictures, the least recently used first, keyed by the SVG file, the
picture's size in device pixels and the device pixel ratio."""


def _paint_shared_picture(
    painter: QPainter, relative: str, renderer: QSvgRenderer, rect: QRectF
) -> bool:
    """Paint the art ``relative`` over ``rect`` from a picture shared by every hex drawn at the
    same size on the screen, pixel for pixel (the picture is rendered at the device's own
    resolution, so it is as sharp as the art rendered straight). False, painting nothing, when
    the painter turns or stretches the hex (a picture would then be resampled)."""
    transform = painter.deviceTransform()
    sx, sy = transform.m11(), transform.m22()
    if (
        transform.type().value > QTransform.TransformationType.TxScale.value
        or sx <= 0
        or sy <= 0
        or abs(sx - sy) > 1e-6 * sx
    ):
        return False
    device = transform.mapRect(rect)
    width, height = round(device.width()), round(device.height())
    if width < 1 or height < 1:
        return False
    ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    picture = _terrain_picture(relative, renderer, width, height, ratio)
    # Drawn in device pixels, on whole pixels, so the picture is copied and never resampled.
    painter.resetTransform()
    painter.drawPixmap(QPointF(round(device.left()) / ratio, round(device.top()) / ratio), picture)
    return True


def _terrain_picture(
    relative: str, renderer: QSvgRenderer, width: int, height: int, ratio: float
) -> QPixmap:
    """The art ``relative`` rendered into ``width`` x ``height`` device pixels, shared (and kept
    while it fits :data:`_PICTURE_BUDGET`, the least recently used dropped first)."""
    key = (relative, width, height, ratio)
    picture = _pictures.get(key)
    if picture is not None:
        _pictures.move_to_end(key)
        return picture
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    picture = QPixmap.fromImage(image)
    picture.setDevicePixelRatio(ratio)
    _pictures[key] = picture
    used = sum(p.width() * p.height() * 4 for p in _pictures.values())
    while used > _PICTURE_BUDGET and len(_pictures) > 1:
        _, dropped = _pictures.popitem(last=False)
        used -= dropped.width() * dropped.height() * 4
    return picture


def clear_terrain_pictures() -> None:
    """Forget the shared terrain pictures (they are rendered again when next painted)."""
    _pictures.clear()


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

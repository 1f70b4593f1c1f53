"""Catan's cards and icons as painted: a resource's icon, a card (its art and its name band),
a development card's drawn symbol, and wrapped text on a card.

They stand apart from the hexes (:mod:`.art_hexes`) and the pieces (:mod:`.art_pieces`)
because they belong to the hands and choices around the island, not to the map; the shared
colours, SVG files and fonts are in :mod:`.art`.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF

from capboard.ui import theme
from capboard.ui.games.catan.art import INK, NEUTRAL, RESOURCE_COLOURS, fit_rect, fitted_font, svg


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

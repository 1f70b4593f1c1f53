"""A die as the games paint it: its shadow, a face shaded from light to dark, an edged border,
and its pips (a question mark before the first roll). Canon Noir and Catan each give their
dice their own colours, size and weight through :class:`DieLook`.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPen

PIPS: dict[int, list[tuple[float, float]]] = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}
"""Where each value's pips stand, in steps from the centre of the face."""


@dataclass(frozen=True)
class DieLook:
    """How one game's die looks."""

    size: float
    """The side of the face, in scene units."""
    corner: float
    """The radius of the face's corners."""
    pip: float
    """The radius of a pip."""
    face: QColor
    lighter: int
    """The face's top-left tone (:meth:`QColor.lighter` of ``face``)."""
    darker: int
    """The face's bottom-right tone (:meth:`QColor.darker` of ``face``)."""
    edge: QPen
    ink: QColor
    """The pips' and the question mark's colour."""
    font: QFont
    """The question mark's font."""


def paint_die(
    painter: QPainter, centre: QPointF, angle: float, value: int | None, look: DieLook
) -> None:
    """One die centred on ``centre``, turned by ``angle`` degrees, showing ``value`` (None: a
    face with a question mark)."""
    size = look.size
    painter.save()
    painter.translate(centre)
    painter.rotate(angle)
    rect = QRectF(-size / 2, -size / 2, size, size)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawRoundedRect(rect.translated(2.5, 4), look.corner, look.corner)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0.0, look.face.lighter(look.lighter))
    gradient.setColorAt(1.0, look.face.darker(look.darker))
    painter.setBrush(QBrush(gradient))
    painter.setPen(look.edge)
    painter.drawRoundedRect(rect, look.corner, look.corner)
    if value is None:
        painter.setPen(look.ink)
        painter.setFont(look.font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")
    else:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(look.ink)
        step = size * 0.27
        for px, py in PIPS.get(value, []):
            painter.drawEllipse(QPointF(px * step, py * step), look.pip, look.pip)
    painter.restore()

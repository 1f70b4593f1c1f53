"""Colours, player markers and fonts shared by every window of the table.

Player colours come from the Okabe–Ito palette, which stays distinct for the common kinds of
colour blindness. Each colour also has a shape, drawn next to it wherever a player is shown,
so that nobody has to tell players apart by colour alone.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QPixmap
from PySide6.QtWidgets import QApplication, QWidget

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon, QPainterPath

# The painter, its paths and icons are imported where they draw: PySide makes a class's enums
# when the class is first imported (QIcon's hundred and fifty theme icons, QPainter's forty
# composition modes), and the start page draws no marker before its first paint.

# (colour, shape) in the order offered to new seats. Yellow and black are left out: yellow
# vanishes on the light table and black on the dark log.
PLAYER_COLOURS: tuple[tuple[str, str], ...] = (
    ("#0072B2", "circle"),  # blue
    ("#D55E00", "square"),  # vermillion
    ("#009E73", "triangle"),  # bluish green
    ("#E69F00", "diamond"),  # orange
    ("#CC79A7", "star"),  # reddish purple
    ("#56B4E9", "cross"),  # sky blue
)

SHAPES: tuple[str, ...] = tuple(shape for _, shape in PLAYER_COLOURS)

# The table's own colours: warm paper, dark ink, a green felt for the board.
PAPER = QColor("#F6F1E7")
PAPER_DARK = QColor("#E9E0CF")
INK = QColor("#2B2620")
INK_SOFT = QColor("#6B6257")
FELT = QColor("#D9D2C0")
ACCENT = QColor("#0072B2")


def colour_name(colour: str) -> str:
    """The translated name of a palette colour, or the colour's hex code."""
    names = {
        "#0072B2": QCoreApplication.translate("Theme", "Blue"),
        "#D55E00": QCoreApplication.translate("Theme", "Vermillion"),
        "#009E73": QCoreApplication.translate("Theme", "Green"),
        "#E69F00": QCoreApplication.translate("Theme", "Orange"),
        "#CC79A7": QCoreApplication.translate("Theme", "Purple"),
        "#56B4E9": QCoreApplication.translate("Theme", "Sky blue"),
    }
    return names.get(colour.upper(), colour)


def shape_name(shape: str) -> str:
    """The translated name of a marker shape."""
    names = {
        "circle": QCoreApplication.translate("Theme", "circle"),
        "square": QCoreApplication.translate("Theme", "square"),
        "triangle": QCoreApplication.translate("Theme", "triangle"),
        "diamond": QCoreApplication.translate("Theme", "diamond"),
        "star": QCoreApplication.translate("Theme", "star"),
        "cross": QCoreApplication.translate("Theme", "cross"),
    }
    return names.get(shape, shape)


def marker_name(colour: str, seat: int = 0) -> str:
    """A player's colour and shape in words ("Blue, circle"): the swatch read out."""
    return (
        QCoreApplication.translate("Theme", "%1, %2")
        .replace("%1", colour_name(colour))
        .replace("%2", shape_name(shape_for(colour, seat)))
    )


def shape_for(colour: str, seat: int = 0) -> str:
    """The marker shape of a colour (by seat for a colour outside the palette)."""
    for known, shape in PLAYER_COLOURS:
        if known.lower() == colour.lower():
            return shape
    return SHAPES[seat % len(SHAPES)]


def contrast_ink(colour: QColor) -> QColor:
    """Black or white, whichever reads better on ``colour``."""
    luminance = 0.2126 * colour.redF() + 0.7152 * colour.greenF() + 0.0722 * colour.blueF()
    return QColor("#000000") if luminance > 0.5 else QColor("#FFFFFF")


def shape_path(shape: str, rect: QRectF) -> QPainterPath:
    """A painter path of the marker ``shape`` filling ``rect``."""
    from PySide6.QtGui import QPainterPath, QPolygonF

    path = QPainterPath()
    c = rect.center()
    w, h = rect.width(), rect.height()
    if shape == "circle":
        path.addEllipse(rect)
    elif shape == "square":
        path.addRect(rect.adjusted(w * 0.08, h * 0.08, -w * 0.08, -h * 0.08))
    elif shape == "triangle":
        path.addPolygon(
            QPolygonF([QPointF(c.x(), rect.top()), rect.bottomRight(), rect.bottomLeft()])
        )
        path.closeSubpath()
    elif shape == "diamond":
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(c.x(), rect.top()),
                    QPointF(rect.right(), c.y()),
                    QPointF(c.x(), rect.bottom()),
                    QPointF(rect.left(), c.y()),
                ]
            )
        )
        path.closeSubpath()
    elif shape == "star":
        points = []
        for i in range(10):
            radius = (w / 2) if i % 2 == 0 else (w / 4.6)
            angle = -math.pi / 2 + i * math.pi / 5
            points.append(
                QPointF(c.x() + radius * math.cos(angle), c.y() + radius * math.sin(angle))
            )
        path.addPolygon(QPolygonF(points))
        path.closeSubpath()
    else:  # cross
        t = w * 0.32
        path.addRect(QRectF(c.x() - t / 2, rect.top(), t, h))
        path.addRect(QRectF(rect.left(), c.y() - t / 2, w, t))
        path = path.simplified()
    return path


def swatch_pixmap(colour: str, seat: int = 0, size: int = 24, ratio: float = 1.0) -> QPixmap:
    """A rounded colour square with the colour's shape drawn on it in a contrasting ink."""
    from PySide6.QtCore import Qt  # not before the first paint (see main_window)
    from PySide6.QtGui import QPainter, QPen

    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    fill = QColor(colour)
    painter.setPen(QPen(INK, 1.2))
    painter.setBrush(fill)
    painter.drawRoundedRect(QRectF(1, 1, size - 2, size - 2), size * 0.2, size * 0.2)
    inset = size * 0.26
    box = QRectF(inset, inset, size - 2 * inset, size - 2 * inset)
    marker = shape_path(shape_for(colour, seat), box)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(contrast_ink(fill))
    painter.drawPath(marker)
    painter.end()
    return pixmap


def swatch_icon(colour: str, seat: int = 0, size: int = 24) -> QIcon:
    """:func:`swatch_pixmap` as an icon (sharp on high-density screens too)."""
    from PySide6.QtGui import QIcon

    icon = QIcon()
    icon.addPixmap(swatch_pixmap(colour, seat, size, 1.0))
    icon.addPixmap(swatch_pixmap(colour, seat, size, 2.0))
    return icon


def title_font(base: QFont, scale: float = 1.6, bold: bool = True) -> QFont:
    """``base`` made larger (and bold) for headings; sizes follow the user's font."""
    font = QFont(base)
    size = base.pointSizeF() if base.pointSizeF() > 0 else 10.0
    font.setPointSizeF(size * scale)
    font.setBold(bold)
    return font


_HEADING = "capboardHeading"
"""The property that marks a heading's scale, for :func:`apply_text_size` to size it again."""
_system_font: QFont | None = None
"""The application's font before any text size was applied: what 100% is."""


def set_heading_font(widget: QWidget, scale: float, bold: bool = True) -> None:
    """Give ``widget`` a heading's font, ``scale`` times the app's text, and keep it so when
    the text size changes (a font set on a widget no longer follows the application's)."""
    widget.setProperty(_HEADING, (scale, bold))
    widget.setFont(title_font(QApplication.font(), scale, bold))


def text_size() -> int:
    """The text size applied, in percent of the system's font."""
    if _system_font is None:
        return 100
    base = _system_font.pointSizeF()
    return round(100 * QApplication.font().pointSizeF() / base) if base > 0 else 100


def apply_text_size(percent: int) -> None:
    """Make every text of the app ``percent`` of the system's size: the application's font
    (which every widget without a font of its own follows, the windows made later too) and
    the headings'."""
    global _system_font
    if _system_font is None:
        if percent == 100:
            return  # nothing to change, and nothing to remember yet: start-up stays cheap
        _system_font = QFont(QApplication.font())
    font = QFont(_system_font)
    size = _system_font.pointSizeF() if _system_font.pointSizeF() > 0 else 10.0
    font.setPointSizeF(size * percent / 100)
    if font == QApplication.font():
        return
    QApplication.setFont(font)
    for widget in QApplication.allWidgets():
        heading = widget.property(_HEADING)
        if heading:
            scale, bold = heading
            widget.setFont(title_font(font, scale, bold))
    # A style sheet gives the widgets under it a font of their own, made from their parent's
    # when they were polished: styled again, they take the new size.
    for window in QApplication.topLevelWidgets():
        sheet = window.styleSheet()
        if sheet:
            window.setStyleSheet(sheet)


STYLE_SHEET = """
QMainWindow, QStackedWidget > QWidget#StartPage, QWidget#HandoverScreen { background: #F6F1E7; }
QFrame#GameCard { background: #FFFDF8; border: 1px solid #D8CDB8; border-radius: 10px; }
QLabel#GameFacts { color: #6B6257; }
QScrollArea#StartScroll, QWidget#StartGrid { background: transparent; }
QScrollArea#PlayersArea, QWidget#PlayersList { background: transparent; }
QFrame#PlayerCard { background: #FFFDF8; border: 1px solid #D8CDB8; border-radius: 8px; }
QFrame#PlayerCard[current="true"] { border: 3px solid #2B2620; background: #FFF6DF; }
QLabel#StatusLine { background: #2B2620; color: #FFFDF8; padding: 6px 12px; border-radius: 6px; }
QPushButton#PlayButton, QPushButton#HandoverButton { padding: 6px 18px; font-weight: bold; }
"""
"""Application style sheet: light touches only, so the platform style still shows."""

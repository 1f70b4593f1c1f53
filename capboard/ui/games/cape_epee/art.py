"""De Cape et d'Épée's pictures and card painting: shared SVG renderers (portraits, domains,
ability symbols, the frame, the back recoloured per seat) and the functions that paint an
influence card's face or back and an objective card.

Cards are painted centred on the origin, ``CARD_W`` × ``CARD_H`` scene units. The top strip of
a face holds everything that must read when the card lies overlapped in a column: the value,
the name and the ability symbol; the portrait fills the rest.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtSvg import QSvgRenderer

from capboard.ui import board_text, theme
from capboard.ui.games.cape_epee import texts
from capboard.ui.games.cape_epee.data import GAME, card, value_text
from capboard.ui.games.pictures import Pictures

CARD_W = 110.0
CARD_H = 150.0
STRIP = 34.0
"""The height of a face's top strip (value, name, symbol): what shows in an overlapped column."""

PAPER = QColor("#f8efd9")
INK = QColor("#2b1d12")
GOLD = QColor("#e3b23c")
DOMAIN_COLOURS: dict[str, QColor] = {
    "alchemy": QColor("#7d3cc8"),
    "combat": QColor("#b03a2e"),
    "agriculture": QColor("#b7950b"),
    "commerce": QColor("#a0522d"),
    "religion": QColor("#2e86c1"),
    "music": QColor("#1e8449"),
}

_PICTURES = Pictures(GAME, darker=135)
renderer = _PICTURES.plain
"""The shared renderer of ``assets/cape-epee/<name>.svg``."""


def back_renderer(colour: QColor) -> QSvgRenderer:
    """The card back in ``colour`` (shared per colour)."""
    return _PICTURES.coloured("card_back", colour)


font = board_text.exact_font
"""A font of ``pixels`` height, as it is (the board's pieces are drawn at one size)."""


fitted_font = board_text.exact_fitted_font
"""A font of at most ``pixels`` in which ``text`` fits ``width`` (French runs longer)."""


def draw_name(painter: QPainter, name: str, box: QRectF, pixels: float) -> None:
    """Draw a card's name in ``box``: on one line when it fits at a readable size, else on two
    lines broken between words ("Maître d'armes", "Tom Thumb"). A single word is never cut
    ("Merc-hant" reads badly): it is set narrower, then smaller, on one line."""
    one_line = fitted_font(name, box.width(), pixels, bold=True)
    if one_line.pixelSize() >= 10 or " " not in name:
        if one_line.pixelSize() < 10:
            one_line = _narrow_font(name, box.width(), pixels)
        painter.setFont(one_line)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, name)
        return
    words = name.split(" ")
    # Break where the two lines come out most even.
    cut = min(
        range(1, len(words)),
        key=lambda k: abs(len(" ".join(words[:k])) - len(" ".join(words[k:]))),
    )
    lines = [" ".join(words[:cut]), " ".join(words[cut:])]
    size = min(pixels, box.height() / 2.3)
    fonts = [fitted_font(line, box.width(), size, bold=True) for line in lines]
    chosen = min(fonts, key=lambda f: f.pixelSize())
    painter.setFont(chosen)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "\n".join(lines))


def _narrow_font(word: str, width: float, pixels: float) -> QFont:
    """The largest condensed bold font in which ``word`` fits ``width`` on one line."""
    best = fitted_font(word, width, pixels, bold=True)
    for stretch in (QFont.Stretch.SemiCondensed, QFont.Stretch.Condensed):
        size = pixels
        while True:
            f = font(size, bold=True)
            f.setStretch(stretch)
            if QFontMetricsF(f).horizontalAdvance(word) <= width or size <= 7:
                break
            size -= 0.5
        if f.pixelSize() > best.pixelSize():
            best = f
    return best


def card_rect(scale: float = 1.0) -> QRectF:
    """The outline of a card centred on the origin."""
    w, h = CARD_W * scale, CARD_H * scale
    return QRectF(-w / 2, -h / 2, w, h)


def paint_element(painter: QPainter, name: str, element: str, rect: QRectF) -> None:
    """Paint one named group of a multi-picture SVG file into ``rect``."""
    svg = renderer(name)
    if svg.elementExists(element):
        svg.render(painter, element, rect)


def paint_marker(
    painter: QPainter, centre: QPointF, radius: float, colour: QColor, shape: str
) -> None:
    """A seat's colour-blind shape in a disc of its colour."""
    painter.setPen(QPen(INK, max(1.0, radius * 0.15)))
    painter.setBrush(colour)
    painter.drawEllipse(centre, radius, radius)
    inner = radius * 0.62
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.contrast_ink(colour))
    painter.drawPath(
        theme.shape_path(
            shape, QRectF(centre.x() - inner, centre.y() - inner, 2 * inner, 2 * inner)
        )
    )


def _shadow(painter: QPainter, rect: QRectF, radius: float) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 55))
    painter.drawRoundedRect(rect.translated(2, 3), radius, radius)


def paint_face(
    painter: QPainter,
    card_id: str,
    colour: QColor,
    marker: str | None = None,
    value: str | None = None,
) -> None:
    """The face of ``card_id`` in its owner's ``colour``; ``value`` replaces the printed value
    (a Disguise showing the slipped card's)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = card_rect()
    data = card(card_id)
    _shadow(painter, rect, 9)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0.0, PAPER.lighter(103))
    gradient.setColorAt(1.0, PAPER.darker(107))
    painter.setBrush(QBrush(gradient))
    painter.setPen(QPen(colour.darker(120), 3))
    painter.drawRoundedRect(rect, 9, 9)
    renderer("card_frame").render(painter, rect)
    # The top strip in the owner's colour, so a column reads as whose is whose.
    strip = QRectF(rect.left() + 3, rect.top() + 3, rect.width() - 6, STRIP)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRoundedRect(strip, 7, 7)
    painter.drawRect(strip.adjusted(0, STRIP * 0.5, 0, 0))
    # Value in a gold medallion.
    medal = QPointF(rect.left() + 19, rect.top() + 3 + STRIP / 2)
    painter.setPen(QPen(INK, 1.6))
    painter.setBrush(GOLD)
    painter.drawEllipse(medal, 15, 15)
    shown = value if value is not None else (value_text(data.value) if data else "?")
    painter.setPen(INK)
    # The card's labels grow with the text size as far as the medallion and the strip hold.
    painter.setFont(board_text.fitted_font(shown, 27, 16, bold=True, dense=True, largest=22))
    painter.drawText(
        QRectF(medal.x() - 15, medal.y() - 15, 30, 30), Qt.AlignmentFlag.AlignCenter, shown
    )
    # The ability symbol on the right.
    timing = data.timing if data else "none"
    room_right = 4.0
    if timing in ("imm", "end"):
        paint_element(painter, "symbols", timing, QRectF(rect.right() - 29, rect.top() + 7, 24, 24))
        room_right = 30.0
    name = texts.card_name(card_id)
    width = rect.width() - 38 - room_right
    painter.setPen(theme.contrast_ink(colour))
    pixels = min(board_text.grown(13, dense=True), STRIP * 0.55)
    draw_name(painter, name, QRectF(rect.left() + 36, rect.top() + 3, width, STRIP), pixels)
    # The portrait, in a soft oval.
    oval = QRectF(
        rect.left() + 12, rect.top() + STRIP + 10, rect.width() - 24, rect.height() - STRIP - 22
    )
    painter.setPen(QPen(QColor("#d8c08a"), 1.2))
    painter.setBrush(QColor("#fffaf0"))
    painter.drawEllipse(oval)
    side = min(oval.width(), oval.height()) * 0.86
    paint_element(
        painter,
        "portraits",
        card_id,
        QRectF(oval.center().x() - side / 2, oval.center().y() - side / 2, side, side),
    )
    if marker:
        paint_marker(painter, QPointF(rect.right() - 13, rect.bottom() - 13), 9, colour, marker)


def paint_back(painter: QPainter, colour: QColor, marker: str | None = None) -> None:
    """The back of a card in its owner's colour."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = card_rect()
    _shadow(painter, rect, 9)
    back_renderer(colour).render(painter, rect)
    if marker:
        paint_marker(painter, QPointF(rect.left() + 18, rect.top() + 18), 11, colour, marker)


def paint_peek(painter: QPainter, card_id: str) -> None:
    """On a back: a small label with the face the viewer alone may see (their own card)."""
    data = card(card_id)
    rect = card_rect()
    label = QRectF(rect.left() + 8, rect.top() + 6, rect.width() - 16, 24)
    painter.setPen(QPen(INK, 1.2))
    painter.setBrush(QColor(255, 250, 235, 235))
    painter.drawRoundedRect(label, 6, 6)
    text = f"{value_text(data.value) if data else '?'} · {texts.card_name(card_id)}"
    painter.setPen(INK)
    painter.setFont(
        board_text.fitted_font(text, label.width() - 26, 12, bold=True, dense=True, largest=18)
    )
    painter.drawText(label.adjusted(22, 0, -2, 0), Qt.AlignmentFlag.AlignCenter, text)
    # An eye: only you see it.
    eye = QPointF(label.left() + 12, label.center().y())
    painter.setBrush(QColor("#fffaf0"))
    painter.drawEllipse(eye, 8, 5)
    painter.setBrush(INK)
    painter.drawEllipse(eye, 2.6, 2.6)


def paint_objective(
    painter: QPainter, domain: str, value: int, width: float, height: float, greyed: bool = False
) -> None:
    """An objective card ``width`` × ``height`` centred on the origin: domain icon and value."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(-width / 2, -height / 2, width, height)
    tint = QColor(DOMAIN_COLOURS.get(domain, QColor("#8a8178")))
    if greyed:
        grey = round(tint.red() * 0.3 + tint.green() * 0.59 + tint.blue() * 0.11)
        tint = QColor(grey, grey, grey)
    _shadow(painter, rect, 10)
    painter.setPen(QPen(INK, 2.2))
    painter.setBrush(tint)
    painter.drawRoundedRect(rect, 10, 10)
    inner = rect.adjusted(6, 6, -6, -6)
    painter.setBrush(QColor("#fbf3de") if not greyed else QColor("#d8d4cc"))
    painter.setPen(QPen(tint.darker(130), 1.5))
    painter.drawRoundedRect(inner, 7, 7)
    icon_side = min(inner.width() * 0.62, inner.height() - 44)
    icon = QRectF(-icon_side / 2, inner.top() + 6, icon_side, icon_side)
    paint_element(painter, "domains", domain, icon)
    # The value's badge grows with its number in the card's corner; the name has the rest.
    r = board_text.grown(15, dense=True)
    painter.setPen(tint.darker(140))
    name = texts.domain_name(domain)
    room = inner.width() - 2 * r - 10
    painter.setFont(board_text.fitted_font(name, room, 13, bold=True, dense=True, largest=22))
    painter.drawText(
        QRectF(inner.left() + 4, inner.bottom() - 28, room, 24),
        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        name,
    )
    badge = QPointF(inner.right() - 1 - r, inner.bottom() - 1 - r)
    painter.setPen(QPen(INK, 1.6))
    painter.setBrush(GOLD if not greyed else QColor("#bdb8ae"))
    painter.drawEllipse(badge, r, r)
    painter.setPen(INK)
    painter.setFont(board_text.font(19, bold=True, serif=True, dense=True))
    painter.drawText(
        QRectF(badge.x() - r, badge.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, str(value)
    )

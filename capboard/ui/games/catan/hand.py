"""The viewer's cards and the table's small choices.

The row under the island holds the viewer's resource cards (one per resource, with its
count) and development cards (one per kind, with a count; cards bought this turn apart,
marked "new"). Only the viewer's own view is drawn: another seat's hand is never in it.

A :class:`PopupItem` is a small panel over the island for a choice the board alone cannot
show: whom to rob, the resource of a Monopoly or a Year of Plenty, the cards chosen to
discard, the offer on the table and its answers. Its options are clickable and focusable like
every other target.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from capboard.engine.protocol import Action
from capboard.ui import board_text
from capboard.ui.games.catan import art, texts
from capboard.ui.games.catan.art import INK, fitted_font, font
from capboard.ui.games.catan.art_cards import CARD_H, CARD_W, card_rect, paint_card, paint_icon
from capboard.ui.games.catan.art_pieces import paint_marker
from capboard.ui.games.catan.items import Clickable, Press
from capboard.ui.games.clickable import Chooser, rounded_path

IconPainter = Callable[[QPainter, QRectF], None]


class ResourceCardItem(Clickable):
    """One resource of the viewer's hand with its count; while discarding, a click picks one
    of them (``chosen`` shows how many are picked)."""

    def __init__(self, resource: str, choose: Chooser) -> None:
        super().__init__(choose)
        self.resource = resource
        self.count = 0
        self.chosen = 0
        self.setToolTip(texts.resource_name(resource))

    def set_count(self, count: int, chosen: int = 0) -> None:
        """How many the viewer holds, and how many are picked to discard."""
        if (count, chosen) != (self.count, self.chosen):
            self.count, self.chosen = count, chosen
            self.update()

    def retranslate(self) -> None:
        """The tooltip and the name on the card in the current language."""
        self.setToolTip(texts.resource_name(self.resource))
        self.update()

    def boundingRect(self) -> QRectF:
        return card_rect().adjusted(-8, -30, 8, 8)

    def shape(self) -> QPainterPath:
        return rounded_path(card_rect(), 8)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = card_rect()
        if self.is_active():
            painter.setPen(QPen(self.halo(), 7 if self.highlighted() else 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 10, 10)
        painter.setOpacity(1.0 if self.count else 0.35)
        paint_card(painter, self.resource, rect, texts.resource_name(self.resource))
        painter.setOpacity(1.0)
        _count_badge(painter, QPointF(rect.right() - 14, rect.top() + 14), str(self.count))
        if self.chosen:
            tag = QRectF(rect.left() + 6, rect.top() - 26, rect.width() - 12, 24)
            painter.setPen(QPen(QColor("#7b1e12"), 1.5))
            painter.setBrush(QColor("#f6d2c8"))
            painter.drawRoundedRect(tag, 8, 8)
            painter.setPen(QColor("#7b1e12"))
            painter.setFont(font(17, bold=True))
            painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, f"−{self.chosen}")


class DevCardItem(Clickable):
    """Development cards of one kind in the viewer's hand, with their count; those bought this
    turn are a separate card marked "new". A click plays it when it may be played."""

    def __init__(self, kind: str, new: bool, choose: Chooser) -> None:
        super().__init__(choose)
        self.kind = kind
        self.new = new
        self.count = 0
        self.retranslate()

    def set_count(self, count: int) -> None:
        """How many of these the viewer holds."""
        self.count = count
        self.update()

    def retranslate(self) -> None:
        """The tooltip in the current language."""
        tip = texts.dev_card_name(self.kind) + "\n" + texts.dev_card_help(self.kind)
        if self.new:
            tip += "\n" + texts.new_card_tooltip()
        self.setToolTip(tip)
        self.update()

    def boundingRect(self) -> QRectF:
        return card_rect().adjusted(-8, -8, 8, 8)

    def shape(self) -> QPainterPath:
        return rounded_path(card_rect(), 8)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = card_rect()
        if self.is_active():
            painter.setPen(QPen(self.halo(), 7 if self.highlighted() else 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 10, 10)
        paint_card(painter, self.kind, rect, texts.dev_card_name(self.kind))
        if self.count > 1:
            _count_badge(painter, QPointF(rect.right() - 14, rect.top() + 14), str(self.count))
        if self.new:
            label = texts.new_label()
            tag = QRectF(rect.left() - 4, rect.top() + 8, 52, 22)
            painter.setPen(QPen(QColor("#1e5631"), 1.2))
            painter.setBrush(QColor("#cfe9c4"))
            painter.drawRoundedRect(tag, 6, 6)
            painter.setPen(QColor("#1e5631"))
            painter.setFont(fitted_font(label, tag.width() - 6, 15, bold=True))
            painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, label)


def _count_badge(painter: QPainter, centre: QPointF, text: str) -> None:
    painter.setPen(QPen(INK, 1.5))
    painter.setBrush(QColor("#fffdf8"))
    # The badge grows with its number, over the card's corner.
    r = board_text.grown(15, dense=True)
    painter.drawEllipse(centre, r, r)
    painter.setPen(INK)
    painter.setFont(board_text.fitted_font(text, 2 * r - 4, 18, bold=True, dense=True))
    painter.drawText(
        QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, text
    )


# -- small choices over the island ----------------------------------------------------------------
@dataclass
class Option:
    """One choice of a popup: a label (and a small picture), and either the legal action it
    stands for or what it does on the table; ``enabled`` false greys it."""

    label: str
    action: Action | None = None
    press: Press | None = None
    icon: IconPainter | None = None
    tooltip: str = ""
    key: object = None
    """What the option is, for the scene's queries (a seat, a resource, "accept"…)."""


@dataclass
class Row:
    """A line of a popup above its options: text, or resource cards with a label."""

    text: str
    cards: tuple[int, ...] = ()
    icon: IconPainter | None = None


OPTION_H = 54.0
ROW_H = 46.0
TITLE_H = 44.0
PAD = 14.0


class OptionItem(Clickable):
    """A button of a popup."""

    _size = QRectF()  # until __init__ sets it (Qt may ask for the bounds while building)

    def __init__(
        self, option: Option, size: QRectF, colour: QColor, choose: Chooser, parent: QGraphicsItem
    ) -> None:
        super().__init__(choose, parent)
        self.option = option
        self.key = option.key
        self._size = QRectF(size)
        self._colour = QColor(colour)
        if option.action is not None:
            self.set_action(option.action)
        elif option.press is not None:
            self.set_press(option.press)
        self.setToolTip(option.tooltip)

    @property
    def enabled(self) -> bool:
        """True when a click does something."""
        return self.is_active()

    def boundingRect(self) -> QRectF:
        return self._size.adjusted(-5, -5, 5, 5)

    def shape(self) -> QPainterPath:
        return rounded_path(self._size, 10)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._size
        active = self.enabled
        if active:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.halo(0.7))
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 13, 13)
        painter.setBrush(
            QColor("#fff6df") if self.highlighted() else QColor("#fffdf8" if active else "#e6e0d4")
        )
        painter.setPen(QPen(self._colour, 2.5) if active else QPen(QColor("#c8bca6"), 1.2))
        painter.drawRoundedRect(rect, 10, 10)
        painter.setOpacity(1.0 if active else 0.5)
        left = rect.left() + 10
        if self.option.icon is not None:
            side = rect.height() - 14
            self.option.icon(painter, QRectF(left, rect.top() + 7, side, side))
            left += side + 8
        painter.setPen(INK)
        box = QRectF(left, rect.top(), rect.right() - left - 8, rect.height())
        painter.setFont(
            board_text.fitted_font(
                self.option.label, box.width(), 19, bold=True, largest=box.height() - 6
            )
        )
        align = Qt.AlignmentFlag.AlignVCenter | (
            Qt.AlignmentFlag.AlignLeft if self.option.icon else Qt.AlignmentFlag.AlignHCenter
        )
        painter.drawText(box, align, self.option.label)
        painter.setOpacity(1.0)


class PopupItem(QGraphicsObject):
    """A titled panel with lines of text or cards and a grid of options."""

    def __init__(self, choose: Chooser, width: float) -> None:
        super().__init__()
        self._choose = choose
        self.width = width
        self.title = ""
        self.rows: list[Row] = []
        self.options: list[OptionItem] = []
        self.kind = ""
        self._height = TITLE_H
        self._colour = QColor(art.NEUTRAL)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)  # clicks stop here
        self.setVisible(False)

    def show_choice(
        self,
        kind: str,
        title: str,
        rows: Sequence[Row],
        options: Sequence[Option],
        colour: QColor,
        columns: int | Sequence[int] = 1,
        width: float | None = None,
    ) -> None:
        """Show a choice of ``kind`` ("steal", "monopoly"…) with these rows and options:
        ``columns`` options a row, or the number of options of each row in turn (the last
        number repeats); ``width`` another width than the popup's own."""
        self.prepareGeometryChange()
        if width is not None:
            self.width = width
        self.kind = kind
        self.title = title
        self.rows = list(rows)
        self._colour = QColor(colour)
        for item in self.options:
            item.setParentItem(None)
            if item.scene() is not None:
                item.scene().removeItem(item)
        self.options = []
        y = TITLE_H + len(self.rows) * ROW_H + (8 if self.rows else 0)
        per_row = [max(1, columns)] if isinstance(columns, int) else [max(1, n) for n in columns]
        gap = 10.0
        row = 0
        placed = 0
        while placed < len(options):
            count = per_row[min(row, len(per_row) - 1)]
            w = (self.width - 2 * PAD - (count - 1) * gap) / count
            for col, option in enumerate(options[placed : placed + count]):
                rect = QRectF(PAD + col * (w + gap), y + row * (OPTION_H + gap), w, OPTION_H)
                self.options.append(OptionItem(option, rect, colour, self._choose, self))
            placed += count
            row += 1
        self._height = y + row * (OPTION_H + gap) + PAD - gap
        self.setVisible(True)
        self.update()

    def hide_choice(self) -> None:
        """Hide the popup and drop its options."""
        for item in self.options:
            item.setParentItem(None)
            if item.scene() is not None:
                item.scene().removeItem(item)
        self.options = []
        self.kind = ""
        self.setVisible(False)

    def option(self, key: object) -> OptionItem | None:
        """The option standing for ``key``."""
        return next((o for o in self.options if o.key == key), None)

    @property
    def height(self) -> float:
        """The popup's height."""
        return self._height

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, self.width + 12, self._height + 12)

    def mousePressEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        event.accept()  # a click on the popup's background never reaches the island

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.width, self._height)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(rect.translated(3, 5), 14, 14)
        painter.setBrush(QColor(251, 243, 222, 245))
        painter.setPen(QPen(self._colour, 4))
        painter.drawRoundedRect(rect, 14, 14)
        painter.setPen(INK)
        title_box = QRectF(PAD, 4, self.width - 2 * PAD, TITLE_H - 4)
        painter.setFont(
            board_text.fitted_font(
                self.title, title_box.width(), 22, bold=True, largest=title_box.height()
            )
        )
        painter.drawText(title_box, Qt.AlignmentFlag.AlignCenter, self.title)
        y = TITLE_H
        for row in self.rows:
            box = QRectF(PAD, y, self.width - 2 * PAD, ROW_H - 4)
            left = box.left()
            if row.icon is not None:
                row.icon(painter, QRectF(left, box.top() + 6, box.height() - 12, box.height() - 12))
                left += box.height() - 4
            painter.setPen(INK)
            label_w = box.width() - (left - box.left())
            if row.cards:
                label_w = min(label_w, 150.0)
            painter.setFont(
                board_text.fitted_font(
                    row.text, label_w, 19, bold=not row.cards, largest=box.height()
                )
            )
            painter.drawText(
                QRectF(left, box.top(), label_w, box.height()),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                row.text,
            )
            if row.cards:
                paint_cards_row(
                    painter,
                    row.cards,
                    QRectF(
                        left + label_w + 6,
                        box.top() + 4,
                        box.right() - left - label_w - 6,
                        box.height() - 8,
                    ),
                )
            y += ROW_H


def paint_cards_row(painter: QPainter, counts: Sequence[int], box: QRectF) -> None:
    """Resource counts as icons with "×n", left to right in ``box``."""
    x = box.left()
    side = box.height()
    for resource, n in zip(texts.RESOURCES, counts, strict=False):
        if n <= 0:
            continue
        paint_icon(painter, resource, QRectF(x, box.top(), side, side))
        painter.setPen(INK)
        painter.setFont(font(side * 0.6, bold=True))
        painter.drawText(
            QRectF(x + side + 2, box.top(), 40, side),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            f"×{n}",
        )
        x += side + 44


def resource_icon(resource: str) -> IconPainter:
    """A painter of a resource's icon, for an option."""
    return lambda painter, rect: paint_icon(painter, resource, rect)


def seat_icon(colour: QColor, marker: str | None) -> IconPainter:
    """A painter of a seat's disc, for an option."""

    def paint(painter: QPainter, rect: QRectF) -> None:
        paint_marker(painter, rect.center(), rect.height() / 2 - 2, colour, marker)

    return paint


__all__ = [
    "CARD_H",
    "CARD_W",
    "DevCardItem",
    "Option",
    "OptionItem",
    "PopupItem",
    "ResourceCardItem",
    "Row",
    "paint_cards_row",
    "resource_icon",
    "seat_icon",
]

"""Finds the texts a window cuts off: what the text-size tests (and a person checking a window
by eye at large text) look for.

A text is cut off when its widget is smaller than its text needs (a label shorter than its
lines at its width, a button narrower than its words, a combo box whose field is narrower
than the choice shown), or when the widget lies partly outside the part of its parents that
shows (pushed out of a window too small for its layout). Inside a scroll area only the first
counts: what lies beyond the viewport is reached by scrolling. A window larger than the
screen is cut off by the screen.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QComboBox,
    QLabel,
    QStyle,
    QStyleOptionComboBox,
    QTableView,
    QWidget,
)

SLACK = 1
"""Pixels of rounding allowed either way."""


def describe(widget: QWidget) -> str:
    """A widget for a person reading a test's failure: its class, name and text."""
    text = ""
    if isinstance(widget, (QLabel, QAbstractButton)):
        text = widget.text()
    elif isinstance(widget, QComboBox):
        text = widget.currentText()
    name = widget.objectName()
    words = f" {text[:60]!r}" if text else ""
    return f"{type(widget).__name__}{'#' + name if name else ''}{words}"


def _label_cut(label: QLabel) -> str | None:
    if not label.text():  # none, or a picture
        return None
    size = label.size()
    if label.wordWrap():
        needed = label.heightForWidth(size.width())
        if needed > size.height() + SLACK:
            return f"needs {needed} px of height at its width {size.width()}, has {size.height()}"
        if label.textFormat() == Qt.TextFormat.PlainText or not GuiQt.mightBeRichText(label.text()):
            room = label.contentsRect()
            flags = Qt.TextFlag.TextWordWrap | Qt.TextFlag.TextShowMnemonic
            box = label.fontMetrics().boundingRect(
                QRect(0, 0, max(1, room.width()), 100_000), int(flags), label.text()
            )
            if box.width() > room.width() + SLACK:
                return f"a word is {box.width()} px wide, the label {room.width()}"
        return None
    hint = label.sizeHint()
    if hint.width() > size.width() + SLACK or hint.height() > size.height() + SLACK:
        return _short(hint, size)
    return None


def _combo_cut(combo: QComboBox) -> str | None:
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox,
        option,
        QStyle.SubControl.SC_ComboBoxEditField,
        combo,
    )
    needed = combo.fontMetrics().horizontalAdvance(combo.currentText())
    if not combo.itemIcon(combo.currentIndex()).isNull():
        needed += combo.iconSize().width() + 4
    if needed > field.width() + SLACK:
        return f"its choice needs {needed} px, its field has {field.width()}"
    hint = combo.minimumSizeHint()
    if hint.height() > combo.height() + SLACK:
        return _short(hint, combo.size())
    return None


def _short(hint: QSize, size: QSize) -> str:
    return f"needs {hint.width()}×{hint.height()}, has {size.width()}×{size.height()}"


def _table_cut(table: QTableView) -> str | None:
    """A column narrower than its heading or its cells (which Qt then elides)."""
    header = table.horizontalHeader()
    for column in range(header.count()):
        if header.isSectionHidden(column):
            continue
        needed = max(
            header.sectionSizeFromContents(column).width() if header.isVisible() else 0,
            table.sizeHintForColumn(column),
        )
        if needed > header.sectionSize(column) + SLACK:
            return f"column {column} needs {needed} px, has {header.sectionSize(column)}"
    return None


def _too_small(widget: QWidget) -> str | None:
    if isinstance(widget, QTableView):
        return _table_cut(widget)
    if isinstance(widget, QLabel):
        return _label_cut(widget)
    if isinstance(widget, QComboBox):
        return _combo_cut(widget)
    if isinstance(widget, QAbstractButton) and widget.text():
        hint = widget.minimumSizeHint()
        size = widget.size()
        if hint.width() > size.width() + SLACK or hint.height() > size.height() + SLACK:
            return _short(hint, size)
    return None


def _outside(widget: QWidget, window: QWidget) -> str | None:
    """Whether ``widget`` sticks out of an ancestor's rectangle, up to the scroll area's
    viewport that holds it or to its window."""
    child: QWidget = widget
    parent = widget.parentWidget()
    while parent is not None:
        place = QRect(child.mapTo(parent, child.rect().topLeft()), child.size())
        if _is_viewport(parent):
            return _beyond_scrolling(widget, parent)
        if not parent.rect().adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(place):
            return (
                f"lies at {place.x()},{place.y()} {place.width()}×{place.height()} in "
                f"{describe(parent)} of {parent.width()}×{parent.height()}"
            )
        if parent is window:
            return None
        child, parent = parent, parent.parentWidget()
    return None


def _beyond_scrolling(widget: QWidget, viewport: QWidget) -> str | None:
    """Whether ``widget`` reaches past ``viewport`` in a direction its area never scrolls."""
    area = viewport.parentWidget()
    assert isinstance(area, QAbstractScrollArea)
    place = QRect(widget.mapTo(viewport, widget.rect().topLeft()), widget.size())
    off = Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    if area.horizontalScrollBarPolicy() == off and (
        place.left() < -SLACK or place.right() > viewport.width() + SLACK
    ):
        return f"reaches past the right edge of {describe(area)}, which never scrolls sideways"
    if area.verticalScrollBarPolicy() == off and place.bottom() > viewport.height() + SLACK:
        return f"reaches past the bottom of {describe(area)}, which never scrolls down"
    return None


def _is_viewport(widget: QWidget) -> bool:
    area = widget.parentWidget()
    return isinstance(area, QAbstractScrollArea) and area.viewport() is widget


def cut_texts(window: QWidget, screen: QSize | None = None) -> list[str]:
    """Every text cut off in ``window`` (shown and laid out), each with why, and the window
    itself when it is larger than ``screen`` (1366×768 unless told)."""
    screen = screen if screen is not None else QSize(1366, 768)
    found: list[str] = []
    frame = window.geometry()  # what the window shows, without the system's frame
    if frame.width() > screen.width() or frame.height() > screen.height():
        found.append(
            f"{describe(window)}: the window is {frame.width()}×{frame.height()}, "
            f"the screen {screen.width()}×{screen.height()}"
        )
    texts = (QLabel, QAbstractButton, QComboBox, QTableView)
    for widget in window.findChildren(QWidget):
        if not isinstance(widget, texts) or not widget.isVisible() or widget.window() is not window:
            continue
        why = _too_small(widget) or _outside(widget, window)
        if why is not None:
            found.append(f"{describe(widget)}: {why}")
    return found

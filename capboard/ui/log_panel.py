"""The game log: one line per event, formatted by the game's ui in the current language.

The log keeps the session's entries (events as data), so it can be re-rendered in another
language at any time.

A long game's log runs to thousands of lines, and the list lays out every line again when one
is added: each line's size is measured once (for the width it is shown at) and kept on the
line, so that laying out the list costs next to nothing. When the person at the screen
changes, only the lines whose private part reads differently for the new viewer are worded
again (:meth:`LogPanel.reword`).

Only the latest lines are worded when a game is shown (a long game opened from its file would
otherwise word every one of its thousands of lines before the table is ready): the earlier
ones are added above, a page at a time, when the person scrolls up to the top.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QModelIndex, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QIcon, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from capboard.ui import accessibility
from capboard.ui.plain import literal

if TYPE_CHECKING:
    from capboard.engine.protocol import Event

EventFormatter = Callable[["Event"], str]

PAGE_LINES = 150
"""How many lines (at least) are worded at a time: the latest when the log is shown, then as
many earlier ones each time the person scrolls up to the top."""
_REMEASURE_MS = 60
"""After the list's width changes, how long it waits for it to settle before measuring every
line again (a window dragged wider changes it many times)."""


class _Lines(QStyledItemDelegate):
    """The list's own delegate, which can also measure a line afresh (its size hint answers
    the size a line keeps, once it keeps one)."""

    def measure(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:
        """The size of the line at ``index`` laid out with ``option``, as the delegate
        measures a line that keeps no size of its own."""
        line = QStyleOptionViewItem(option)
        self.initStyleOption(line, index)
        widget = line.widget
        style = widget.style() if widget is not None else QApplication.style()
        return style.sizeFromContents(QStyle.ContentsType.CT_ItemViewItem, line, QSize(), widget)


class LogPanel(QListWidget):
    """Lists the game's events, newest at the bottom, and follows the newest."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        # Lines wrap; the list never scrolls sideways (a long word is cut at the edge, with
        # its full text in the tooltip).
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setUniformItemSizes(False)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self._entries: list[Any] = []
        self._first = 0
        """The first of the entries that have lines (those before are worded when the person
        scrolls up to them)."""
        self._format: EventFormatter | None = None
        self._names: list[str] = []
        self._icons: list[QIcon] = []
        self._events: list[Event | None] = []
        """The event of each line (None for a line of its own: a move taken back)."""
        self._private_rows: list[int] = []
        """The lines of events with a private part: the only ones that may read differently
        to another person."""
        self._unlined = False
        """Some event was worded as nothing (and has no line)."""
        self._measured_width = 0
        """The width the lines' sizes were measured for (0: none is)."""
        self._measured_rows = 0
        """How many lines, from the top, keep their size measured at that width."""
        self._measure_option: QStyleOptionViewItem | None = None
        self._remeasure = QTimer(self)
        self._remeasure.setSingleShot(True)
        self._remeasure.setInterval(_REMEASURE_MS)
        self._remeasure.timeout.connect(self._measure_all)
        self._lines = _Lines(self)
        self.setItemDelegate(self._lines)
        self.verticalScrollBar().valueChanged.connect(self._scrolled)
        self._follow_measured = False
        """Scroll to the newest line once every line is measured again (the font changed)."""

    def configure(self, names: Sequence[str], icons: Sequence[QIcon]) -> None:
        """The players' names and icons of the game in progress."""
        self._names = list(names)
        self._icons = list(icons)

    def set_entries(self, entries: Sequence[Any], formatter: EventFormatter) -> None:
        """Show the session's log entries (LogEntry objects), formatting events anew."""
        self._entries = list(entries)
        self._format = formatter
        self.rerender()

    def rerender(self) -> None:
        """Format every entry again, e.g. in a new language."""
        self.clear()
        self._events = []
        self._private_rows = []
        self._unlined = False
        self._measured_rows = 0
        self._first = len(self._entries)
        self._add_earlier()
        self._measure_new()
        self._follow()

    def append_entries(self, entries: Sequence[Any], announce: bool = False) -> None:
        """Add new entries at the bottom; ``announce``: they happen now, and a screen reader
        is told each new line (once: a line worded again, or the log shown afresh in another
        language, is not news)."""
        if not entries:
            return
        if self.count() == 0:  # a game shown: its latest lines only, as when set
            self._entries.extend(entries)
            self._first = len(self._entries)
            self._add_earlier()
            self._measure_new()
            self._follow()
            if announce:  # the new entries' lines are the last ones worded
                news = sum(len(self._lines_of(entry)) for entry in entries)
                for row in range(max(0, self.count() - news), self.count()):
                    accessibility.announce(self, self.item(row).text())
            return
        first = self.count()
        for entry in entries:
            self._entries.append(entry)
            self._add(entry)
        self._measure_new()
        self._follow()
        if announce:
            for row in range(first, self.count()):
                accessibility.announce(self, self.item(row).text())

    def reword(self, changed: Callable[[Event], bool]) -> int:
        """Word again the lines of the events with a private part for which ``changed`` says
        the formatter now words them differently (another person has the screen: their own
        cards are named to them; the other lines read the same to everyone); returns how many
        lines were worded again."""
        if self._format is None:
            return 0
        if self._unlined:  # a line may appear or go: word everything again
            self.rerender()
            return self.count()
        reworded = 0
        for row in self._private_rows:
            event = self._events[row]
            if event is None or not changed(event):
                continue
            text = self._format(event)
            if not text:
                self.rerender()
                return self.count()
            item = self.item(row)
            if item.text() != text:
                item.setText(text)
                item.setToolTip(literal(text))
                self._measure(item)
            reworded += 1
        return reworded

    def _follow(self) -> None:
        if not self.isVisible():
            return  # laid out and scrolled when shown (see showEvent)
        self.scrollToBottom()
        # Wrapped lines get their height only once laid out: scroll again after that.
        QTimer.singleShot(0, self, self._laid_out)

    def _laid_out(self) -> None:
        self.scrollToBottom()
        bar = self.verticalScrollBar()
        if self._first > 0 and bar.maximum() == bar.minimum() and self.isVisible():
            # Every line worded fits in view, with no scroll bar to scroll up with: the
            # earlier lines come at once.
            self._add_earlier()
            self._measure_new()
            self._follow()

    def entries(self) -> list[Any]:
        """The entries shown (the session's LogEntry objects)."""
        return list(self._entries)

    def lines(self) -> list[str]:
        """Every line of the log, top to bottom (the earlier ones worded now if they were
        not yet)."""
        while self._first > 0:
            self._add_earlier()
        return [self.item(i).text() for i in range(self.count())]

    def _scrolled(self, value: int) -> None:
        if self._first > 0 and value == self.verticalScrollBar().minimum() and self.isVisible():
            # Once the scroll is over: lines are added above what is shown.
            QTimer.singleShot(0, self, self._show_earlier)

    def _show_earlier(self) -> None:
        """Add a page of earlier lines above those shown, which stay where they are."""
        bar = self.verticalScrollBar()
        if self._first == 0 or bar.value() != bar.minimum():
            return
        added = self._add_earlier()
        self._measure_new()
        self.doItemsLayout()  # the list's new height, for the scroll bar
        height = sum(self.item(row).sizeHint().height() + self.spacing() for row in range(added))
        bar.setValue(bar.minimum() + height)

    def _add_earlier(self) -> int:
        """Word the entries before the first one worded, until at least :data:`PAGE_LINES`
        lines (or the first entry) are added at the top; returns how many lines."""
        lines: list[tuple[str, QIcon | None, Event | None, bool]] = []
        first = self._first
        while first > 0 and len(lines) < PAGE_LINES:
            first -= 1
            lines[:0] = self._lines_of(self._entries[first])
        self._first = first
        if not lines:
            return 0
        events, private = [], []
        for row, (text, icon, event, italic) in enumerate(lines):
            self.insertItem(row, self._new_item(text, icon, italic))
            if event is not None and event.private:
                private.append(row)
            events.append(event)
        added = len(lines)
        self._events[:0] = events
        self._private_rows = private + [row + added for row in self._private_rows]
        # The lines measured are those from the top: the new ones are not yet.
        self._measured_rows = 0
        return added

    def _add(self, entry: Any) -> None:
        for text, icon, event, italic in self._lines_of(entry):
            self._item(text, icon, event, italic)

    def _lines_of(self, entry: Any) -> list[tuple[str, QIcon | None, Event | None, bool]]:
        """The lines of ``entry``: each one's text, icon, event and whether it is italic."""
        seat = getattr(entry, "seat", None)
        icon = self._icons[seat] if seat is not None and 0 <= seat < len(self._icons) else None
        if getattr(entry, "kind", "action") == "undo":
            name = self._names[seat] if seat is not None and 0 <= seat < len(self._names) else ""
            text = (
                self.tr("%1 took back a move").replace("%1", name)
                if name
                else self.tr("A move was taken back")
            )
            return [(f"↶ {text}", icon, None, True)]
        if self._format is None:
            return []
        lines: list[tuple[str, QIcon | None, Event | None, bool]] = []
        for event in getattr(entry, "events", ()):
            text = self._format(event)
            if text:
                lines.append((text, self._icon_of(event, icon), event, False))
            else:
                self._unlined = True
        return lines

    def _icon_of(self, event: Event, fallback: QIcon | None) -> QIcon | None:
        """The icon of the player the event is about (its own ``seat``): an event that follows
        from another's action ("Bob takes a navigation point" after Alice ends her turn) shows
        Bob's icon; an event about nobody in particular, the icon of who acted."""
        seat = event.params.get("seat")
        if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(self._icons):
            return self._icons[seat]
        return fallback

    def _item(
        self, text: str, icon: QIcon | None, event: Event | None, italic: bool = False
    ) -> None:
        self.addItem(self._new_item(text, icon, italic))
        if event is not None and event.private:
            self._private_rows.append(len(self._events))
        self._events.append(event)

    @staticmethod
    def _new_item(text: str, icon: QIcon | None, italic: bool) -> QListWidgetItem:
        item = QListWidgetItem(text)
        item.setToolTip(literal(text))
        if icon is not None:
            item.setIcon(icon)
        if italic:
            font = item.font()
            font.setItalic(True)
            item.setFont(font)
        return item

    # -- each line's size, measured once ----------------------------------------------------
    def _measure(self, item: QListWidgetItem) -> None:
        """Keep on ``item`` (a line worded again) its size at the width the lines are
        measured for (the delegate's own measure: the list lays it out as it would have)."""
        option = self._measure_option
        if option is not None and self._measured_width == self._line_width():
            item.setSizeHint(self._lines.measure(option, self.indexFromItem(item)))
        elif self.isVisible():
            self._remeasure.start()

    def _measure_new(self) -> None:
        """Measure the lines added since the last measure (all of them if the width the lines
        are laid out at has changed); a hidden list waits until it is shown."""
        if not self.isVisible():
            return
        if self._measure_option is None or self._line_width() != self._measured_width:
            self._measure_all()
            return
        option, measure = self._measure_option, self._lines.measure
        for row in range(self._measured_rows, self.count()):
            item = self.item(row)
            item.setSizeHint(measure(option, self.indexFromItem(item)))
        self._measured_rows = self.count()

    def _line_width(self) -> int:
        """The width the lines are laid out at: the list's, less the scroll bar once there
        are more lines than fit (it shows after the next layout: measured for at once)."""
        width = self.viewport().width()
        bar = self.verticalScrollBar()
        if not bar.isVisibleTo(self) and self.count() * self.fontMetrics().height() > self.height():
            width -= self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, bar)
        return width

    def _measure_all(self) -> None:
        self._remeasure.stop()
        width = self._line_width()
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        option.rect = QRect(0, 0, width, 1)  # wrapped at the list's width, as laid out
        self._measure_option = option
        self._measured_width = width
        measure = self._lines.measure
        for row in range(self.count()):
            item = self.item(row)
            item.setSizeHint(measure(option, self.indexFromItem(item)))
        self._measured_rows = self.count()
        if self._follow_measured:
            self._follow_measured = False
            self._follow()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.isVisible() and self._line_width() != self._measured_width:
            self._remeasure.start()  # once the width settles

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # Before the layout, which then costs next to nothing.
        self._measure_new()
        self._follow()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.rerender()
        elif event.type() == QEvent.Type.FontChange:
            # Another text size: the sizes kept were measured in the old font; the newest
            # line is brought back into view once they are measured again.
            self._measured_width = 0
            if self.isVisible():
                self._follow_measured = True
                self._remeasure.start()
        super().changeEvent(event)

"""The game log: one line per event, formatted by the game's ui in the current language.

The log keeps the session's entries (events as data), so it can be re-rendered in another
language at any time.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QIcon, QShowEvent
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem, QWidget

if TYPE_CHECKING:
    from capboard.engine.protocol import Event

EventFormatter = Callable[["Event"], str]


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
        self._format: EventFormatter | None = None
        self._names: list[str] = []
        self._icons: list[QIcon] = []

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
        for entry in self._entries:
            self._add(entry)
        self._follow()

    def append_entries(self, entries: Sequence[Any]) -> None:
        """Add new entries at the bottom."""
        if not entries:
            return
        for entry in entries:
            self._entries.append(entry)
            self._add(entry)
        self._follow()

    def _follow(self) -> None:
        self.scrollToBottom()
        # Wrapped lines get their height only once laid out: scroll again after that.
        QTimer.singleShot(0, self, self.scrollToBottom)

    def entries(self) -> list[Any]:
        """The entries shown (the session's LogEntry objects)."""
        return list(self._entries)

    def lines(self) -> list[str]:
        """The lines shown, top to bottom."""
        return [self.item(i).text() for i in range(self.count())]

    def _add(self, entry: Any) -> None:
        seat = getattr(entry, "seat", None)
        icon = self._icons[seat] if seat is not None and 0 <= seat < len(self._icons) else None
        if getattr(entry, "kind", "action") == "undo":
            name = self._names[seat] if seat is not None and 0 <= seat < len(self._names) else ""
            text = (
                self.tr("%1 took back a move").replace("%1", name)
                if name
                else self.tr("A move was taken back")
            )
            self._item(f"↶ {text}", icon, italic=True)
            return
        if self._format is None:
            return
        for event in getattr(entry, "events", ()):
            text = self._format(event)
            if text:
                self._item(text, self._icon_of(event, icon))

    def _icon_of(self, event: Event, fallback: QIcon | None) -> QIcon | None:
        """The icon of the player the event is about (its own ``seat``): an event that follows
        from another's action ("Bob takes a navigation point" after Alice ends her turn) shows
        Bob's icon; an event about nobody in particular, the icon of who acted."""
        seat = event.params.get("seat")
        if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(self._icons):
            return self._icons[seat]
        return fallback

    def _item(self, text: str, icon: QIcon | None, italic: bool = False) -> None:
        item = QListWidgetItem(text)
        item.setToolTip(text)
        if icon is not None:
            item.setIcon(icon)
        if italic:
            font = item.font()
            font.setItalic(True)
            item.setFont(font)
        self.addItem(item)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._follow()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.rerender()
        super().changeEvent(event)

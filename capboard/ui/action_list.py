"""The keyboard list of legal actions: every action can be played without the mouse."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem, QWidget

from capboard.ui.plain import literal

if TYPE_CHECKING:
    from capboard.engine.protocol import Action

ActionDescriber = Callable[["Action"], str]


class ActionList(QListWidget):
    """Lists the legal actions; Enter (or a double click) plays the selected one. When the
    actions change (a new turn, a new step), the selection starts on the move given as the
    list's first choice; :attr:`action_selected` tells which move is selected, for the board
    to show it."""

    action_chosen = Signal(object)
    action_selected = Signal(object)
    """The action now selected (None when the list is empty)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAlternatingRowColors(True)
        # Long descriptions (a ship moved from one named coast to another) wrap instead of
        # hiding behind a horizontal scroll bar.
        self.setWordWrap(True)
        # Lines wrap; the list never scrolls sideways (a long word is cut at the edge, with
        # its full text in the tooltip).
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setUniformItemSizes(False)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.itemActivated.connect(self._activated)
        self.currentRowChanged.connect(self._selected)
        self._actions: list[Action] = []
        self._describe: ActionDescriber | None = None

    def set_actions(
        self, actions: Sequence[Action], describe: ActionDescriber, first: Action | None = None
    ) -> None:
        """Show ``actions`` described in the current language. New actions start selected on
        ``first`` (else the top one); the same actions again keep the selection."""
        changed = list(actions) != self._actions
        self._actions = list(actions)
        self._describe = describe
        self.rerender()
        if changed and self._actions:
            blocked = self.blockSignals(True)
            self.setCurrentRow(self._actions.index(first) if first in self._actions else 0)
            self.blockSignals(blocked)
        if changed:
            self._selected(self.currentRow())

    def rerender(self) -> None:
        """Describe every action again (e.g. in a new language), keeping the selection."""
        row = self.currentRow()
        # Quiet while the rows are rebuilt: one selection is reported at the end, not each
        # row that passes on the way.
        blocked = self.blockSignals(True)
        try:
            self.clear()
            if self._describe is None:
                return
            for action in self._actions:
                text = self._describe(action)
                item = QListWidgetItem(text)
                item.setToolTip(literal(text))
                item.setData(Qt.ItemDataRole.UserRole, action)
                self.addItem(item)
            if self._actions:
                self.setCurrentRow(min(max(row, 0), len(self._actions) - 1))
        finally:
            self.blockSignals(blocked)

    def actions_shown(self) -> list[Action]:
        """The actions listed, top to bottom."""
        return list(self._actions)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Enter plays the action on every platform (itemActivated alone differs by style).
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentItem():
            self._activated(self.currentItem())
            event.accept()
            return
        super().keyPressEvent(event)

    def select_action(self, action: Action) -> bool:
        """Select ``action`` (a hint's move), so that Enter plays it; False when it is not
        listed."""
        if action not in self._actions:
            return False
        self.setCurrentRow(self._actions.index(action))
        self.scrollToItem(self.currentItem())
        return True

    def selected_action(self) -> Action | None:
        """The action selected now."""
        row = self.currentRow()
        return self._actions[row] if 0 <= row < len(self._actions) else None

    def _selected(self, _row: int) -> None:
        self.action_selected.emit(self.selected_action())

    def _activated(self, item: QListWidgetItem) -> None:
        action = item.data(Qt.ItemDataRole.UserRole)
        if action is not None:
            self.action_chosen.emit(action)

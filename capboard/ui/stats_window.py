"""The statistics window: games played and won per player and game."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from capboard.ui.games import game_title
from capboard.ui.new_game_dialog import computer_label


class StatsWindow(QDialog):
    """A table of :class:`~capboard.controller.history.StatRow` from ``stats()``."""

    def __init__(self, stats: Callable[[], Sequence[Any]], parent=None) -> None:
        super().__init__(parent)
        self._stats = stats
        self.resize(560, 420)
        self.table = QTableWidget(0, 4)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.setSortingEnabled(True)
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.empty)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self.retranslateUi()

    def refresh(self) -> None:
        """Read the statistics again and fill the table."""
        rows = list(self._stats())
        self.table.setSortingEnabled(False)
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            played, won = int(row.played), int(row.won)
            player = QTableWidgetItem(str(row.name))
            if getattr(row, "kind", "human") == "computer":
                # The computer's games, whatever its seats were called; set apart from a
                # person who took a name like it.
                player.setText(computer_label(str(row.level)))
                font = player.font()
                font.setItalic(True)
                player.setFont(font)
                player.setToolTip(self.tr("Games played by the computer at this level"))
            player.setData(Qt.ItemDataRole.UserRole, getattr(row, "kind", "human"))
            cells = [
                player,
                QTableWidgetItem(game_title(str(row.game_id))),
                QTableWidgetItem(),
                QTableWidgetItem(),
            ]
            # Numbers sort as numbers, not text.
            cells[2].setData(Qt.ItemDataRole.DisplayRole, played)
            cells[3].setData(Qt.ItemDataRole.DisplayRole, won)
            for c, cell in enumerate(cells):
                self.table.setItem(r, c, cell)
        self.table.setSortingEnabled(True)
        self.empty.setVisible(not rows)
        self.table.setVisible(bool(rows))

    def retranslateUi(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(self.tr("Statistics"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Player"), self.tr("Game"), self.tr("Played"), self.tr("Won")]
        )
        self.empty.setText(self.tr("No finished game yet. Statistics appear after a game."))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

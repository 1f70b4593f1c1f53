"""The statistics window: games played and won per player and game, and the hints taken."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from capboard.ui.fitting import FittedWhenShown
from capboard.ui.games import game_title
from capboard.ui.new_game_dialog import computer_label


class StatsWindow(FittedWhenShown, QDialog):
    """A table of :class:`~capboard.controller.history.StatRow` from ``stats()``; ``note``
    (translated) says what the table does not count yet, and why."""

    def __init__(self, stats: Callable[[], Sequence[Any]], parent=None, *, note: str = "") -> None:
        super().__init__(parent)
        self._stats = stats
        self.resize(560, 420)
        self.table = QTableWidget(0, 5)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        # Every heading and cell whole (a game's name, "Gagnées" in large text): the columns
        # as wide as their contents, and the window as wide as they need while the screen
        # has room. (A stretched column would be left out of what the table needs.)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        self.table.setSizeAdjustPolicy(QAbstractItemView.SizeAdjustPolicy.AdjustToContents)
        self.table.setSortingEnabled(True)
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        self.note = QLabel(note)
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setVisible(bool(note))
        # The labels take the height of their lines at their width (more of them in large
        # text); what the table would fill stays below.
        for label in (self.note, self.empty):
            label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.empty)
        layout.addWidget(self.table, 1)
        layout.addStretch(0)  # takes the room only when the table is hidden
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
                QTableWidgetItem(),
            ]
            # Numbers sort as numbers, not text.
            cells[2].setData(Qt.ItemDataRole.DisplayRole, played)
            cells[3].setData(Qt.ItemDataRole.DisplayRole, won)
            cells[4].setData(Qt.ItemDataRole.DisplayRole, int(getattr(row, "hints", 0)))
            cells[4].setToolTip(self.tr("Hints taken (Help → Hint) in these games"))
            for c, cell in enumerate(cells):
                self.table.setItem(r, c, cell)
        self.table.setSortingEnabled(True)
        self.empty.setVisible(not rows and not self.note.text())  # the note says why
        self.table.setVisible(bool(rows))

    def retranslateUi(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(self.tr("Statistics"))
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Player"),
                self.tr("Game"),
                self.tr("Played"),
                self.tr("Won"),
                self.tr("Hints"),
            ]
        )
        self.empty.setText(self.tr("No finished game yet. Statistics appear after a game."))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)


def waiting_note(history: Any) -> str:
    """What the statistics of ``history`` do not count yet, and why (empty: nothing waits).

    The finished games kept while the history could not be written (see
    :class:`~capboard.controller.history.HistoryRecorder`) go in first if they can now."""
    if not hasattr(history, "flush"):
        return ""
    problem = history.flush()
    waiting = int(history.pending_count())
    if not waiting:
        return ""
    note = QCoreApplication.translate(
        "StatsWindow",
        "Finished games not counted yet: %1. They will be once the game history can be written.",
    ).replace("%1", QLocale().toString(waiting))
    if problem is not None:
        note = f"{problem.what()} {note}"
    return note

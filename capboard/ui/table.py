"""The table page: the board, the status line, the players, the legal moves and the log."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from capboard.ui import theme
from capboard.ui.action_list import ActionList
from capboard.ui.board_view import BoardView
from capboard.ui.log_panel import LogPanel
from capboard.ui.side_panel import SidePanel
from capboard.ui.turn_notes import PassBanner, SinceBox

PANEL_WIDTH = 320
MIN_PANEL_WIDTH = 220
MAX_PANEL_WIDTH = 360


class TablePage(QWidget):
    """Lays out the widgets of a game in progress; the main window fills them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.status = QLabel()
        self.status.setObjectName("StatusLine")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setFont(theme.title_font(self.font(), 1.25))
        # No accessible name of its own: a label's name is its text, so a screen reader says
        # whose turn it is and what to do, not the word "status".
        self.board = BoardView()
        self.pass_banner = PassBanner()
        self.since = SinceBox()
        self.side = SidePanel()
        self.moves_label = QLabel()
        self.actions = ActionList()
        self.moves_label.setBuddy(self.actions)
        self.undo_button = QPushButton()
        self.log_label = QLabel()
        self.log = LogPanel()
        self.log_label.setBuddy(self.log)
        for label in (self.moves_label, self.log_label):
            label.setStyleSheet("font-weight: bold;")
        # Beside the Undo button in a narrow panel the heading wraps rather than being cut
        # ("Coups (Entrée pour jouer) :" is long in French).
        self.moves_label.setWordWrap(True)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.status)
        left_layout.addWidget(self.pass_banner)
        left_layout.addWidget(self.board, 1)

        right = QWidget()
        right.setMinimumWidth(MIN_PANEL_WIDTH)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.side)
        right_layout.addWidget(self.since, 2)
        moves_head = QHBoxLayout()
        moves_head.addWidget(self.moves_label, 1)
        moves_head.addWidget(self.undo_button)
        right_layout.addLayout(moves_head)
        right_layout.addWidget(self.actions, 2)
        right_layout.addWidget(self.log_label)
        right_layout.addWidget(self.log, 3)

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(left)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setChildrenCollapsible(False)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        layout.addWidget(self.splitter)
        self.splitter.setSizes([900, PANEL_WIDTH])
        # The panel's width follows the window's until the person drags the divider.
        self._split_by_hand = False
        self.splitter.splitterMoved.connect(self._divider_dragged)
        self.retranslateUi()

    def _divider_dragged(self, *_: object) -> None:
        self._split_by_hand = True

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if not self._split_by_hand:
            # A narrow window keeps most of its width for the board: the panel takes a
            # quarter of it, between 220 and 360 pixels.
            width = self.splitter.width()
            panel = max(MIN_PANEL_WIDTH, min(MAX_PANEL_WIDTH, round(width * 0.26)))
            blocked = self.splitter.blockSignals(True)
            self.splitter.setSizes([max(0, width - panel), panel])
            self.splitter.blockSignals(blocked)

    def retranslateUi(self) -> None:
        """Set the fixed texts in the current language."""
        self.moves_label.setText(self.tr("&Moves (Enter plays):"))
        self.undo_button.setText(self.tr("&Undo"))
        self.undo_button.setToolTip(self.tr("Take back your last move (Ctrl+Z)"))
        self.log_label.setText(self.tr("&Log:"))
        self.actions.setAccessibleName(self.tr("Legal moves"))
        self.log.setAccessibleName(self.tr("Game log"))
        self.board.setAccessibleName(self.tr("Board"))
        self.board.viewport().setAccessibleName(self.tr("Board"))
        self.status.setAccessibleDescription(self.tr("Whose turn it is, and what to do"))
        self.actions.setAccessibleDescription(
            self.tr("Every move that may be played now; Enter plays the one selected")
        )
        self.log.setAccessibleDescription(self.tr("What has been played, newest last"))
        self.undo_button.setAccessibleDescription(self.undo_button.toolTip())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

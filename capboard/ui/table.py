"""The table page: the board, the status line, the players, the legal moves and the log."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
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
from capboard.ui.side_panel import PlayersArea, SidePanel
from capboard.ui.turn_notes import PassBanner, SinceBox

PANEL_WIDTH = 320
MIN_PANEL_WIDTH = 220
MAX_PANEL_WIDTH = 360
PANEL_CHARS = 40
"""Characters a line of the panel holds at the least, when the text is large."""
ROOM_FOR_MOVES_AND_LOG = 14
"""Lines of text the panel keeps for the moves and the log, their headings included, before
the players' cards (which then scroll)."""
ROOM_FOR_SINCE = 6
"""Lines kept besides for the "since your last turn" box while it shows (its heading and
button, three lines and its frame), so that it does not take the moves' room."""


class _Column(QWidget):
    """A column that says when its height changes."""

    def __init__(self, resized: Callable[[], None]) -> None:
        super().__init__()
        self._resized = resized

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._resized()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._resized()  # the lines kept are taller or shorter


class TablePage(QWidget):
    """Lays out the widgets of a game in progress; the main window fills them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.status = QLabel()
        self.status.setObjectName("StatusLine")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        theme.set_heading_font(self.status, 1.25)
        # No accessible name of its own: a label's name is its text, so a screen reader says
        # whose turn it is and what to do, not the word "status".
        self.board = BoardView()
        self.pass_banner = PassBanner()
        self.since = SinceBox()
        self.since.installEventFilter(self)
        self.side = SidePanel()
        self.players = PlayersArea(self.side)
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

        right = _Column(self._share_panel)
        self.panel = right
        right.setMinimumWidth(MIN_PANEL_WIDTH)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.players)
        right_layout.addWidget(self.since, 2)
        # Undo beside the heading, or under it when both do not fit on one line (the heading
        # would wrap onto four lines beside it in very large French text).
        self.moves_head = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.moves_head.addWidget(self.moves_label, 1)
        self.moves_head.addWidget(self.undo_button, 0, Qt.AlignmentFlag.AlignRight)
        right_layout.addLayout(self.moves_head)
        right_layout.addWidget(self.actions, 2)
        right_layout.addWidget(self.log_label)
        right_layout.addWidget(self.log, 2)  # as much as the moves: they are what one plays

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

    def _share_panel(self) -> None:
        """The players' cards take the height they need, but leave the moves and the log
        room for a few lines each: with large text four cards would fill the panel."""
        self._arrange_moves_head()
        lines = self.fontMetrics().lineSpacing()
        kept = ROOM_FOR_MOVES_AND_LOG
        if self.since.isVisibleTo(self.panel):
            kept += ROOM_FOR_SINCE
        self.players.set_room(self.panel.height() - kept * lines, self.panel.height() // 3)

    def _arrange_moves_head(self) -> None:
        heading = self.moves_label
        words = heading.fontMetrics().horizontalAdvance(heading.text().replace("&", ""))
        wanted = words + self.undo_button.sizeHint().width() + 2 * self.moves_head.spacing()
        direction = (
            QBoxLayout.Direction.LeftToRight
            if wanted <= self.panel.width()
            else QBoxLayout.Direction.TopToBottom
        )
        if self.moves_head.direction() != direction:
            self.moves_head.setDirection(direction)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.since and event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            self._share_panel()  # the box comes or goes: the cards give or take its room
        return super().eventFilter(watched, event)

    def _divider_dragged(self, *_: object) -> None:
        self._split_by_hand = True

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._size_panel()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        elif event.type() == QEvent.Type.FontChange:
            self._size_panel()  # another text size
        super().changeEvent(event)

    def _size_panel(self) -> None:
        if self._split_by_hand:
            return
        # A narrow window keeps most of its width for the board: the panel takes a quarter
        # of it, between 220 and 360 pixels; large text widens it (up to two fifths of the
        # window) so that a line of the moves or the log still holds a few words.
        width = self.splitter.width()
        panel = max(MIN_PANEL_WIDTH, min(MAX_PANEL_WIDTH, round(width * 0.26)))
        line = PANEL_CHARS * self.fontMetrics().averageCharWidth()
        if line > MAX_PANEL_WIDTH:
            panel = max(panel, min(line, round(width * 0.4)))
        blocked = self.splitter.blockSignals(True)
        self.splitter.setSizes([max(0, width - panel), panel])
        self.splitter.blockSignals(blocked)

    def retranslateUi(self) -> None:
        """Set the fixed texts in the current language."""
        self.moves_label.setText(self.tr("&Moves (Enter plays):"))
        self._arrange_moves_head()  # the heading is longer in French
        self.undo_button.setText(self.tr("&Undo"))
        self.undo_button.setToolTip(self.tr("Take back your last move (Ctrl+Z)"))
        self.log_label.setText(self.tr("&Log:"))
        self.actions.setAccessibleName(self.tr("Legal moves"))
        self.log.setAccessibleName(self.tr("Game log"))
        self.board.setAccessibleName(self.tr("Board"))
        self.board.viewport().setAccessibleName(self.tr("Board"))
        # Until Tab reaches a place on the board, whose words then stand here (board_focus).
        board_help = self.tr(
            "Tab and Shift+Tab walk the places you may play, Enter plays; Ctrl+D describes"
            " the board"
        )
        self.board.setAccessibleDescription(board_help)
        self.board.viewport().setAccessibleDescription(board_help)
        self.status.setAccessibleDescription(self.tr("Whose turn it is, and what to do"))
        self.actions.setAccessibleDescription(
            self.tr("Every move that may be played now; Enter plays the one selected")
        )
        self.log.setAccessibleDescription(self.tr("What has been played, newest last"))
        self.undo_button.setAccessibleDescription(self.undo_button.toolTip())

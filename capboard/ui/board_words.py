"""Help > Describe the board (Ctrl+D): the position in words, for a person who cannot see it.

The game's ui words the position (:meth:`GameUi.describe_board`) from the view of the person
at the screen only, never the state: another's hand is a count, as on the table. The words
open in a small window (:mod:`.board_words_window`, made when first asked for: the command
is made at start-up) whose text has the focus, so a screen reader reads it line by line;
its first line is also announced. While the hand-over screen hides the table, the board is
not described: the next person is not at the screen yet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAction, QKeySequence

if TYPE_CHECKING:
    from capboard.ui.board_words_window import BoardWordsWindow
    from capboard.ui.main_window import MainWindow

SHORTCUT = "Ctrl+D"


def board_description(window: MainWindow) -> list[str]:
    """The position of the window's game in words, as the person at the screen may know it
    (empty without a game, or while the table is hidden for a hand-over)."""
    session, ui = window.session, window.game_ui
    if session is None or ui is None or session.awaiting_handover:
        return []
    # Whose turn it is and what to do first, as the status line says it.
    status = window.table.status.text()
    lines = [status, *ui.describe_board(session.view(), window.names())]
    return [line for line in lines if line]


class BoardWords(QObject):
    """The window's "Describe the board" command (its ``action``, in the Help menu)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.shown: BoardWordsWindow | None = None
        self.action = QAction(window)
        # A list: setShortcut would build Qt's namespace before the first paint (see main_window).
        self.action.setShortcuts([QKeySequence(SHORTCUT)])
        self.action.triggered.connect(self.describe)
        window.addAction(self.action)  # the shortcut works in full screen too
        window.help_menu.addAction(self.action)
        window.help_menu.aboutToShow.connect(self._enable)
        window.installEventFilter(self)
        self.retranslate()

    def _enable(self) -> None:
        self.action.setEnabled(bool(board_description(self._window)))

    def describe(self) -> None:
        """Describe the board of the game in progress (nothing without one)."""
        from capboard.ui import accessibility  # with the first description, not at start-up

        lines = board_description(self._window)
        if not lines:
            return
        if self.shown is None:
            from capboard.ui.board_words_window import BoardWordsWindow

            self.shown = BoardWordsWindow(self._window)
        self.shown.show_lines(lines)
        self.shown.retranslateUi()
        accessibility.announce(self.shown.text, lines[0])

    def retranslate(self) -> None:
        """The command's words in the current language (an open description too)."""
        self.action.setText(QCoreApplication.translate("BoardWords", "&Describe the board"))
        self.action.setToolTip(
            QCoreApplication.translate(
                "BoardWords", "The position in words, as you may know it (Ctrl+D)"
            )
        )
        if self.shown is not None and self.shown.isVisible():
            self.shown.retranslateUi()
            self.shown.text.setPlainText("\n".join(board_description(self._window)))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return super().eventFilter(watched, event)

"""The end of a game in the main window: the last move drawn, then the score screen, and what
the person chose there (another game, or back to the start page).

The session has recorded the game in the history already when it says the game is over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

if TYPE_CHECKING:
    from capboard.engine.protocol import Outcome
    from capboard.ui.main_window import MainWindow
    from capboard.ui.score_dialog import ScoreDialog


class GameOver(QObject):
    """The score screen of ``window``'s finished game (the window keeps it in
    :attr:`MainWindow.score_dialog` while it is open)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window

    def game_over(self, outcome: Outcome) -> None:
        """The session says its game is over."""
        if self._window.session is None:
            return
        # The session has recorded the game in the history already.
        self._window.sync.refresh()
        # Let the last move be drawn before the score screen covers the board.
        QTimer.singleShot(0, lambda: self._window.show_score(outcome))

    def show_score(self, outcome: Outcome) -> ScoreDialog | None:
        """Open the score screen (window-modal, not blocking)."""
        window = self._window
        if window.session is None or window.game_ui is None:
            return None
        from PySide6.QtCore import Qt  # not before the first paint (see main_window)

        from capboard.ui.score_dialog import ScoreDialog

        reason = self._reason_text(outcome)
        final = window.session.public_view()
        details = [
            window.game_ui.score_lines(final, outcome, seat)
            for seat in range(len(window.session.seats))
        ]
        seats = list(window.session.seats)
        hints = [window.session.hints_taken(seat) for seat in range(len(seats))]
        dialog = ScoreDialog(seats, outcome, reason, window, details, hints)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.finished.connect(lambda _result: self._score_closed(dialog))
        window.score_dialog = dialog
        dialog.open()
        return dialog

    def _reason_text(self, outcome: Outcome) -> str:
        """Why the game ended, in words: the game's own "game_over" log line when it has one."""
        window = self._window
        assert window.session is not None and window.game_ui is not None
        describe = getattr(window.game_ui, "outcome_reason", None)
        view = window.session.view()
        if callable(describe):
            return str(describe(outcome, view, window.names()))
        for entry in reversed(list(window.session.log)):
            for event in entry.events:
                if event.code == "game_over":
                    return window.sync.format_event(event)
        return ""

    def _score_closed(self, dialog: ScoreDialog) -> None:
        from capboard.ui.score_dialog import ScoreChoice

        window = self._window
        if window.score_dialog is dialog:
            window.score_dialog = None
        dialog.deleteLater()
        if dialog.choice is ScoreChoice.NEW_GAME:
            game_id = window.session.game_id if window.session else None
            window.start_new_game(game_id)
        elif dialog.choice is ScoreChoice.START_PAGE:
            window.close_session()
            window.sync.sync_page()

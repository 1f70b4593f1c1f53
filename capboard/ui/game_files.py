"""The main window's games taken up and put away: a new game, a game opened from its file, the
game saved, and the question before leaving a game that is not saved.

A new game is here with the files because starting one leaves the game in progress as opening
another does. The unfinished game of a crash is offered back by :mod:`capboard.ui.resume`,
and the games asked for from outside the Game menu come through
:mod:`capboard.ui.file_requests`.

The words are the main window's (its translation context): the questions are part of it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from capboard.controller import paths

if TYPE_CHECKING:
    from capboard.controller.session import GameSession
    from capboard.engine.record import GameRecord
    from capboard.ui.main_window import MainWindow


class GameFiles:
    """New, Open and Save for ``window``, and whether its game holds moves not saved."""

    def __init__(self, window: MainWindow) -> None:
        self._window = window
        self.saved_at = 0
        """The session's revision when the game was last saved (or opened from its file)."""
        self.discard_on_close = False
        """The person chose to discard the game in progress: its autosave goes when it is
        really closed (a new game started, another opened), not before."""

    def opened(self, session: GameSession, path: Path | None) -> None:
        """``session`` is now the window's game, opened from ``path`` (None: not from a file)."""
        # Opened from its file, the game is as saved; resumed from the autosave, it never
        # was (the person did not save it), unless it has no move yet.
        self.saved_at = session.revision if path is not None or not session.actions_played else -1

    @property
    def unsaved_changes(self) -> bool:
        """Whether the game in progress holds moves its file does not (a new game: any)."""
        session = self._window.session
        return session is not None and not session.is_over and session.revision != self.saved_at

    def confirm_leave(self) -> bool:
        """Whether the game in progress may be closed (asking to save it first). Nothing is
        discarded yet: a game the person discards goes only once the table really closes it,
        so that cancelling what follows (the new-game dialog) returns to it as it was."""
        from PySide6.QtWidgets import QMessageBox

        session = self._window.session
        if session is None or session.is_over:
            return True
        if not self.unsaved_changes:
            # Nothing to lose: the game is in its file (or has no move yet).
            self.discard_on_close = True
            return True
        answer = QMessageBox.question(
            self._window,
            QCoreApplication.translate("MainWindow", "Leave the game?"),
            QCoreApplication.translate(
                "MainWindow", "The game in progress is not finished. Save it before leaving?"
            ),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            saved = self.save()
            self.discard_on_close = saved  # in its file now: the autosave is not needed
            return saved
        if answer == QMessageBox.StandardButton.Discard:
            self.discard_on_close = True
            return True
        return False

    def start_new_game(self, game_id: str | None = None) -> bool:
        """Ask for the seats of a new game and start it."""
        from capboard.controller.session import GameSession

        window = self._window
        if window.session is not None and not self.confirm_leave():
            return False
        dialog = window.new_game_dialog(game_id)
        try:
            if dialog.exec() != dialog.DialogCode.Accepted:
                self.discard_on_close = False  # back to the game as it was
                return False
            chosen, seats, seed = dialog.game_id(), dialog.seats(), dialog.seed()
            options = dialog.options()
        finally:
            dialog.deleteLater()
        window.update_settings(
            window.settings.model_copy(update={"last_seats": seats, "last_game": chosen})
        )
        session = GameSession.new(
            chosen,
            seats,
            seed=seed,
            options=options,
            autosave=paths.autosave_path(),
            history=window.history,
        )
        window.open_session(session)
        return True

    def open_game(self, path: Path | str | None, read: Callable[[Path], GameRecord]) -> bool:
        """Open a saved game (asking for the file when ``path`` is None), read with ``read``
        (the main window's :func:`~capboard.ui.main_window.read_save`)."""
        from PySide6.QtWidgets import QFileDialog

        window = self._window
        if not path:
            folder = paths.saves_dir()
            name, _ = QFileDialog.getOpenFileName(
                window,
                QCoreApplication.translate("MainWindow", "Open a game"),
                str(folder if folder.is_dir() else Path.home()),
                self._file_filter(),
                options=window.file_dialog_options(),
            )
            if not name:
                return False
            path = name
        from capboard.controller.saves import SaveError, take_replay
        from capboard.controller.session import GameSession
        from capboard.engine.record import ReplayError

        path = Path(path)
        try:
            record = read(path)
        except SaveError as err:
            if err.reason == "missing":
                window.recent_menu.forget(path)
            window._show_error(
                QCoreApplication.translate("MainWindow", "This game cannot be opened"),
                err.message(),
            )
            return False
        if not self.confirm_leave():
            return False
        try:
            session = GameSession(
                record,
                replayed=take_replay(record),  # reading replayed it: not again
                autosave=paths.autosave_path(),
                history=window.history,
            )
        except (ReplayError, ValueError, KeyError) as err:
            self.discard_on_close = False  # the game in progress goes on
            window._show_error(
                QCoreApplication.translate("MainWindow", "This game cannot be opened"),
                refusal(err),
            )
            return False
        window.open_session(session, path)
        window.recent_menu.note(path)
        return True

    def save(self) -> bool:
        """Save the game to its file (asking for one the first time)."""
        window = self._window
        if window.session is None:
            return False
        if window.save_path is None:
            return self.save_as()
        return self.save_to(window.save_path)

    def save_as(self) -> bool:
        """Save the game to a file chosen now."""
        from PySide6.QtWidgets import QFileDialog

        window = self._window
        if window.session is None:
            return False
        from capboard.controller.saves import SAVE_SUFFIX

        folder = paths.saves_dir()
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            folder = Path.home()
        suggestion = folder / (QCoreApplication.translate("MainWindow", "game") + SAVE_SUFFIX)
        name, _ = QFileDialog.getSaveFileName(
            window,
            QCoreApplication.translate("MainWindow", "Save the game"),
            str(window.save_path or suggestion),
            self._file_filter(),
            options=window.file_dialog_options(),
        )
        if not name:
            return False
        path = Path(name)
        if path.suffix != SAVE_SUFFIX:
            path = path.with_name(path.name + SAVE_SUFFIX)
        return self.save_to(path)

    def save_to(self, path: Path) -> bool:
        """Save the game to ``path``, which becomes its file (what Save and Save As end with)."""
        window = self._window
        assert window.session is not None
        from capboard.controller.saves import SaveError

        not_saved = QCoreApplication.translate("MainWindow", "The game was not saved")
        try:
            window.session.save(path)
        except SaveError as err:
            window._show_error(not_saved, err.message())
            return False
        except OSError as err:
            window._show_error(not_saved, err.strerror or str(err))
            return False
        window.save_path = path
        self.saved_at = window.session.revision
        window.update_title()
        window.statusBar().showMessage(
            QCoreApplication.translate("MainWindow", "Saved to %1").replace("%1", path.name),
            5000,
        )
        window.recent_menu.note(path)
        return True

    def _file_filter(self) -> str:
        from capboard.controller.saves import SAVE_SUFFIX

        return QCoreApplication.translate("MainWindow", "Capboard games (*%1)").replace(
            "%1", SAVE_SUFFIX
        )


def refusal(err: Exception) -> str:
    """The translated sentence for a game that was read but whose session could not start
    (the replay found what reading did not): the same words as for a damaged file."""
    from capboard.controller.saves import SaveError
    from capboard.engine.record import ReplayError

    if isinstance(err, ReplayError):
        return SaveError.from_replay(err).message()
    return SaveError("invalid", str(err)).message()

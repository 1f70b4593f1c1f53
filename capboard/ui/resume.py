"""The offer, at start-up, to resume the game a crash left unfinished (in the autosave).

The words are the main window's (its translation context): the offer is part of it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QTime
from PySide6.QtWidgets import QMessageBox

from capboard.controller import paths
from capboard.controller.atomic import backup_path
from capboard.ui.games import game_title
from capboard.ui.plain import literal

if TYPE_CHECKING:
    from datetime import datetime

    from capboard.engine.record import GameRecord
    from capboard.ui.main_window import MainWindow


def offer_unfinished_game(window: MainWindow) -> bool:
    """Offer the unfinished game back; returns True when it was resumed.

    A damaged autosave whose backup (the game one action earlier) is intact offers the
    backup, saying so; one with no intact backup is reported and left on disk. "No" deletes
    the autosave and its backup, only once confirmed.
    """
    path = paths.autosave_path()
    if not path.is_file() and not backup_path(path).is_file():
        return False  # nothing left by a crash (the usual start): nothing more is loaded
    from capboard.controller.autosave import find_unfinished, remove_unfinished, restore_backup
    from capboard.controller.saves import SaveError, take_replay
    from capboard.controller.session import GameSession
    from capboard.engine.record import ReplayError
    from capboard.ui.game_files import refusal

    cannot = QCoreApplication.translate("MainWindow", "The unfinished game cannot be resumed")
    try:
        unfinished = find_unfinished(path)
    except SaveError as err:
        window._show_error(cannot, err.message())
        return False
    if unfinished is None:
        return False
    saved = unfinished.saved
    question = resume_question(saved.record, saved.saved_at)
    if unfinished.from_backup:
        question = (
            QCoreApplication.translate(
                "MainWindow",
                "The last save of the unfinished game is damaged, but its copy from one"
                " move earlier is intact.",
            )
            + "\n\n"
            + question
        )
    yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
    # The question names the players: shown as they were typed, never as markup.
    answer = QMessageBox.question(
        window,
        QCoreApplication.translate("MainWindow", "Unfinished game"),
        literal(question),
        yes | no,
        yes,
    )
    if answer == yes:
        try:
            if unfinished.from_backup:
                restore_backup(path)
        except OSError as err:
            window._show_error(cannot, err.strerror or str(err))
            return False
        try:
            session = GameSession(
                saved.record,
                replayed=take_replay(saved.record),
                autosave=path,
                history=window.history,
            )
        except (ReplayError, ValueError, KeyError) as err:
            window._show_error(cannot, refusal(err))
            return False
        window.open_session(session)
        return True
    confirm = QMessageBox.question(
        window,
        QCoreApplication.translate("MainWindow", "Delete the unfinished game?"),
        QCoreApplication.translate(
            "MainWindow", "The unfinished game will be deleted. This cannot be undone."
        ),
        yes | no,
        no,
    )
    if confirm == yes:
        try:
            remove_unfinished(path)
        except OSError as err:
            window._show_error(
                QCoreApplication.translate("MainWindow", "The unfinished game was not deleted"),
                str(err),
            )
    return False


def resume_question(record: GameRecord, saved_at: datetime) -> str:
    """ "Resume the game of Cap Horn with Alice, Bruno and Robot, last played on …?"."""
    game = game_title(record.game_id)
    names = [seat.name for seat in record.seats]
    players = (
        QCoreApplication.translate("MainWindow", "%1 and %2")
        .replace("%1", ", ".join(names[:-1]))
        .replace("%2", names[-1])
        if len(names) > 1
        else "".join(names)
    )
    local = saved_at.astimezone()
    locale = QLocale()
    day, moment = QDate(local.year, local.month, local.day), QTime(local.hour, local.minute)
    when = (
        QCoreApplication.translate("MainWindow", "%1 at %2")
        .replace("%1", locale.toString(day, QLocale.FormatType.LongFormat))
        .replace("%2", locale.toString(moment, QLocale.FormatType.ShortFormat))
    )
    return (
        QCoreApplication.translate(
            "MainWindow", "Resume the unfinished game of %1 with %2, last played on %3?"
        )
        .replace("%1", game)
        .replace("%2", players)
        .replace("%3", when)
    )
